"""The strength table of ``python -m tutor.bench --strength`` (measured with tiny budgets:
these tests check the figures are made and consistent, not how strong the bot is)."""

from __future__ import annotations

import json

import pytest

from tutor import bench


def test_wilson_interval_brackets_the_share():
    """The 95% interval holds the observed share, stays in [0, 1] and narrows with games."""
    for share, n in ((0.0, 10), (0.5, 10), (0.7, 100), (1.0, 30)):
        low, high = bench._wilson(share, n)
        assert 0 <= low <= share <= high <= 1
    assert bench._wilson(0.7, 100)[1] - bench._wilson(0.7, 100)[0] < (
        bench._wilson(0.7, 10)[1] - bench._wilson(0.7, 10)[0])
    assert bench._wilson(0.5, 100) == pytest.approx((0.404, 0.596), abs=0.001)


def test_strength_game_puts_the_strong_bot_in_each_seat_in_turn():
    """Game g of a table seats the strong bot at g % players on deal g // players, and
    reports its share of the win, its margin and its searched moves."""
    one = bench.strength_game("cartography", 2, 0, seconds=0.001)
    two = bench.strength_game("cartography", 2, 1, seconds=0.001)
    for result in (one, two):
        assert result["share"] in (0.0, 0.5, 1.0)
        assert result["searched"] and all(n >= 1 for _, n in result["searched"])
    # the two games of a deal: the strong bot sat in each seat once, so they differ
    assert one != two


def test_strength_command_prints_the_table_as_json(capsys):
    """--strength --json prints {game: {"2p": figures}} with the settings used."""
    assert bench.main(["--strength", "--json", "--games", "2", "--move-seconds", "0.001",
                       "--players", "2", "cartography"]) == 0
    out = capsys.readouterr()
    figures = json.loads(out.out)["cartography"]["2p"]
    assert figures["games"] == 2 and figures["move_seconds"] == 0.001
    assert figures["ci_low"] <= figures["win_share"] <= figures["ci_high"]
    assert figures["fair_share"] == 0.5 and figures["iterations"] >= 1
    assert "2/2 games" in out.err


def test_strength_configs_are_two_players_and_the_most():
    """By default a game is measured with two players and with its largest table."""
    assert bench.strength_configs("kanagawa") == [2, 4]
    assert bench.strength_configs("cartography") == [2]
    assert bench.strength_configs("kanagawa", [3, 9]) == [3]
