"""The Kanagawa rule registry: every id the engine cites exists and is complete."""

from __future__ import annotations

import pytest

from tutor.games.kanagawa.rules import RULES

IDS = """
setup.players setup.start-tiles setup.first-player setup.deck setup.diplomas
deck.stack deck.backs
lesson.deal lesson.face-down lesson.face-down-slots lesson.order lesson.wait
lesson.take-column lesson.three-rows
lesson.last-must-take lesson.deck-empty lesson.grand-master
turn.use-now turn.keep turn.card-stays
studio.always studio.brush-icon studio.assistant-icon studio.move-icon studio.keep-icon
brush.place brush.one-per-landscape brush.landscape-only brush.move
paint.landscape paint.double paint.brush-once-per-turn paint.icon-once-per-turn
diploma.qualify diploma.one-per-group diploma.declined-lost diploma.first-come diploma.reward
diploma.characters-identical diploma.brush-count diploma.landscape-count
end.trigger end.start-tile-count end.storm-tokens end.storm-start-tile end.kept-cards
end.grand-master-passes
score.cards score.season-run score.painting-bonus score.studio-points score.diplomas
score.grand-master score.ties-shared
action.notation action.game-over action.chance-outcome
""".split()

ASSUMPTIONS = """
setup.start-tiles deck.backs lesson.face-down-slots diploma.characters-identical
diploma.brush-count diploma.landscape-count end.start-tile-count end.storm-start-tile
end.kept-cards end.grand-master-passes
""".split()

OPTIONS = ("start_player", "characters_identical", "brush_diploma", "universal_wild",
           "end_counts_start_tile", "storm_token", "storm_on_start_tile", "grand_master_bonus",
           "grand_master_passes_at_end", "deck_backs", "stack")


@pytest.mark.parametrize("name", IDS)
def test_id_registered(name: str) -> None:
    assert "kanagawa." + name in RULES


@pytest.mark.parametrize("rule", list(RULES), ids=lambda r: r.id)
def test_both_languages(rule) -> None:
    for text in (rule.title, rule.text):
        assert text.en.strip() and text.zh.strip()
    assert rule.sources


def test_assumptions() -> None:
    for name in ASSUMPTIONS:
        assert RULES["kanagawa." + name].assumption, name
    for rule in RULES.assumptions():
        assert rule.note_in("en").strip() and rule.note_in("zh-Hant").strip(), rule.id


@pytest.mark.parametrize("rule", list(RULES), ids=lambda r: r.id)
def test_options_are_real(rule) -> None:
    assert rule.option is None or rule.option in OPTIONS
