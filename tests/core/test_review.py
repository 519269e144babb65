"""The strong bot's review of a match (tutor.core.review): deterministic, never peeking
(twin positions a seat cannot tell apart get the same review), losses from 0 to 1, chance
steps left out, a known blunder found, and the words in both languages."""

from __future__ import annotations

import random
from itertools import islice

import pytest

import tutor
from tutor.core import Match
from tutor.core.hidden import twins
from tutor.core.lang import Text
from tutor.core.review import (
    THRESHOLDS,
    MoveReview,
    review,
    review_move,
    summary,
    worst,
)
from tutor.games import cartography


def _blunder_match() -> Match:
    """Cartography on the six start tiles (no tiles in the supply): Blue and Orange each
    place a stone, Blue passes, and Orange, with the score tied (ties go to Blue, the
    start player), passes too: the game ends and Orange loses, where any stone would have
    kept the game going with Orange ahead."""
    m = Match(cartography.GAME, seed=1, supply={})
    for move in ("stone at (0,-1)a", "stone at (1,0)a", "pass", "pass"):
        m.play(move)
    assert m.state.is_terminal() and m.state.scores().winners == (0,)
    return m


def _played(name: str, players: int, seed: int, steps: int) -> Match:
    """A match of ``name`` with ``steps`` random decisions (chance by the match)."""
    m = Match(tutor.load(name), players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if m.state.is_terminal():
            break
        m.play(rng.choice(m.state.legal_actions()))
    return m


def test_a_pass_that_ends_a_lost_game_is_a_blunder():
    """The last pass of :func:`_blunder_match` loses a game Orange could still win: the
    review flags it as a blunder, finds a stone instead, and estimates the pass as a
    certain loss."""
    reviews = review(_blunder_match(), playouts=200)
    last = reviews[-1]
    assert (last.step, last.seat, last.action) == (3, 1, "pass")
    assert last.severity == "blunder" and last.mark == "??"
    assert last.best.startswith("stone at ") and not last.agrees
    assert last.value_played == 0.0 and last.loss >= 0.3
    assert worst(reviews, seat=1, count=1) == [last]
    assert "大失誤" in last.describe("zh-Hant") and "big mistake" in last.describe("en")


def test_the_review_is_the_same_for_the_same_seed():
    m = _played("kanagawa", 2, seed=4, steps=12)
    first = review(m, playouts=40, seed=7)
    assert first == review(m, playouts=40, seed=7)
    assert [r.to_dict() for r in first] == [r.to_dict() for r in review(m, playouts=40, seed=7)]


@pytest.mark.parametrize("name", tutor.games())
def test_losses_and_estimates_stay_between_0_and_1(name):
    """Every decision up to the cursor is reviewed (chance steps are not), with estimates
    from 0 to 1, a loss of at least 0 that is the difference of the estimates, and the
    severity its threshold gives."""
    m = _played(name, 2, seed=2, steps=10)
    reviews = review(m, playouts=30)
    decisions = [s.index for s in m.history if s.player >= 0]
    assert [r.step for r in reviews] == decisions
    for r in reviews:
        assert r.seat == m.history[r.step].player
        assert r.action == m.history[r.step].notation
        assert 0 <= r.loss <= 1
        if r.choices == 1:
            assert (r.value_played, r.value_best, r.loss, r.playouts) == (None, None, 0, 0)
            continue
        assert 0 <= r.value_played <= 1 and 0 <= r.value_best <= 1
        assert r.loss == pytest.approx(max(0.0, r.value_best - r.value_played))
        assert r.best in m.position(r.step).legal_actions()
        expected = next((k for k, t in THRESHOLDS if r.loss >= t), None)
        assert r.severity == expected
        assert r.playouts >= 30


def test_a_move_the_bot_would_not_play_gets_its_own_playouts():
    """The move played is measured with at least a quarter of the budget, however few of
    the search's play-outs went through it."""
    reviews = review(_blunder_match(), playouts=80)
    for r in reviews:
        if not r.agrees:
            assert r.playouts >= 80


def test_only_the_seats_asked_for_are_reviewed_with_progress():
    m = _blunder_match()
    calls = []
    reviews = review(m, seats=[1], playouts=20, progress=lambda d, t: calls.append((d, t)))
    assert [r.seat for r in reviews] == [1, 1]
    assert calls == [(1, 2), (2, 2)]


@pytest.mark.parametrize(("kwargs", "words"), [
    ({"playouts": 0}, "playouts"), ({"playouts": 2.5}, "playouts"),
    ({"seats": [2]}, "seats"), ({"seats": [-1]}, "seats"), ({"seed": "a"}, "seed"),
])
def test_bad_arguments_are_named(kwargs, words):
    with pytest.raises(ValueError, match=words):
        review(_blunder_match(), **kwargs)


def test_a_chance_step_is_not_reviewed():
    m = _played("kanagawa", 2, seed=1, steps=12)
    chance = next(s.index for s in m.history if s.player < 0)
    with pytest.raises(ValueError, match="chance"):
        review_move(m, chance)


def test_partial_match_stops_at_the_cursor():
    m = _blunder_match()
    m.goto(2)
    assert [r.step for r in review(m, playouts=10)] == [0, 1]


# -- no peeking -----------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "players"), [
    ("kanagawa", 2), ("tokaido", 3), ("karesansui", 3), ("karesansui", 2)])
def test_twin_positions_get_the_same_review(name, players):
    """Two positions the deciding seat cannot tell apart, and the same move: the same
    review (best move, estimates, words), though the positions differ in cards the seat
    does not see."""
    game = tutor.load(name)
    compared = 0
    for seed in range(6):
        for viewer in range(players):
            pairs = ((a, b) for a, b in twins(game, players, seed, viewer)
                     if a.current_player() == viewer and a.to_dict() != b.to_dict())
            for a, b in islice(pairs, 0, 30, 10):
                move = random.Random(seed).choice(a.legal_actions())
                if move not in b.legal_actions():
                    continue
                ma, mb = (Match(s, seed=9, auto_chance=False) for s in (a, b))
                ma.play(move)
                mb.play(move)
                ra = review_move(ma, 0, playouts=30, seed=5)
                rb = review_move(mb, 0, playouts=30, seed=5)
                assert ra == rb, (a.to_json(), b.to_json(), str(move))
                compared += 1
        if compared >= 6:
            break
    assert compared >= 3


# -- words and storage --------------------------------------------------------------------------


def _sample(**changes) -> MoveReview:
    fields = dict(step=4, seat=1, action="take column 1", best="take column 2",
                  value_played=0.4, value_best=0.65, loss=0.25, choices=3, playouts=200,
                  played_words=Text("take column 1", "拿取第 1 欄"),
                  best_words=Text("take column 2", "拿取第 2 欄"))
    fields.update(changes)
    return MoveReview(**fields)


@pytest.mark.parametrize(("loss", "severity"), [
    (0.0, None), (0.09, None), (0.1, "inaccuracy"), (0.2, "mistake"), (0.3, "blunder"),
    (0.9, "blunder")])
def test_severity_by_threshold(loss, severity):
    assert _sample(loss=loss, value_played=0.65 - loss).severity == severity


@pytest.mark.parametrize("review_", [
    _sample(), _sample(loss=0.02, value_played=0.63), _sample(best="take column 1", loss=0.0,
                                                               value_played=0.65),
    _sample(value_played=None, value_best=None, loss=0.0, choices=1, playouts=0,
            best="take column 1")])
def test_words_in_both_languages(review_):
    """Every kind of review is said in both languages, with the moves in words, and in
    Chinese with full-width punctuation."""
    en, zh = review_.describe("en"), review_.describe("zh-Hant")
    assert en and zh and en != zh
    assert not any(c in zh for c in ":;,()"), zh
    if review_.choices > 1 and not review_.agrees:
        assert "拿取第 2 欄" in zh and "take column 2" in en


def test_stored_reviews_read_back_and_bad_ones_are_named():
    for r in review(_blunder_match(), playouts=20):
        assert MoveReview.from_dict(r.to_dict()) == r
    doc = _sample().to_dict()
    for field, value in (("loss", -0.1), ("value_best", 2), ("step", "3"), ("best", None),
                         ("played_words", {"en": "x"})):
        with pytest.raises(ValueError, match=field):
            MoveReview.from_dict({**doc, field: value})


def test_summary_names_each_seat_and_the_biggest_loss():
    m = _blunder_match()
    reviews = review(m, playouts=100)
    names = m.state.player_texts()
    en = summary(reviews, names, "en").splitlines()
    zh = summary(reviews, names, "zh-Hant").splitlines()
    assert len(en) == len(zh) == 2
    assert en[1].startswith("Orange: 2 moves reviewed") and "move 4" in en[1]
    assert zh[1].startswith("橘方：檢討了 2 步") and "第 4 步" in zh[1]


@pytest.mark.parametrize("step", [-1, 5, True, "1"])
def test_position_and_action_outside_the_log_are_named(step):
    m = _blunder_match()
    with pytest.raises(ValueError, match="step"):
        m.position(step)
    with pytest.raises(ValueError, match="index"):
        m.action(step if step != 5 else 4)
