"""The replay board (tutor.widget.ReplayWidget): a match looked back on, step by step,
with the strong bot's review beside each move, through a fake comm that records what the
kernel sends the page."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

import tutor
from tutor.core import Match
from tutor.core.review import MoveReview, review
from tutor.widget import ReplayWidget

sys.path.insert(0, str(Path(__file__).parent))
from test_widget import RecordingComm, comms  # noqa: E402,F401

pytestmark = pytest.mark.usefixtures("comms")


def blunder_match() -> Match:
    """Cartography on the start tiles: Orange's last pass loses a game a stone would keep
    open (tests/core/test_review.py)."""
    m = Match(tutor.load("cartography"), seed=1, supply={})
    for move in ("stone at (0,-1)a", "stone at (1,0)a", "pass", "pass"):
        m.play(move)
    return m


def finished(name: str, players: int, seed: int) -> Match:
    m = Match(tutor.load(name), players=players, seed=seed)
    rng = random.Random(seed)
    while not m.state.is_terminal():
        m.play(rng.choice(m.state.legal_actions()))
    return m


def test_a_replay_steps_through_the_match_and_leaves_it_as_it_was():
    m = blunder_match()
    replay = m.replay(lang="en")
    assert replay.mode == "replay" and replay.cursor == 4 == replay.log_length
    assert replay.moves == ["1. ● Blue: place a stone on the hexagon's top tile",
                            "2. ▲ Orange: place a stone on the hexagon's lower-right tile",
                            "3. ● Blue: pass", "4. ▲ Orange: pass"]
    replay.comm.deliver({"type": "goto", "step": 0})
    assert replay.cursor == 0 and replay.status.startswith("The start of the game.")
    assert replay.svg == replay.match.render(viewer=0, lang="en")
    replay.comm.deliver({"type": "goto", "step": 2})
    assert replay.cursor == 2 and replay.status.startswith("Step 2 of 4.")
    assert m.cursor == 4  # the match the replay was made from did not move


@pytest.mark.parametrize("message", [
    {"type": "action", "action": "pass", "cursor": 4}, {"type": "undo"}, {"type": "redo"},
    {"type": "bot"}, {"type": "advice"}, {"type": "hints", "on": True},
    {"type": "target", "target": "x", "cursor": 4}])
def test_nothing_is_played_in_a_replay(message):
    replay = blunder_match().replay(lang="zh-Hant")
    replay.comm.deliver({"type": "goto", "step": 3})
    before = (replay.match.to_json(), replay.svg, list(replay.moves), replay.hints)
    replay.comm.deliver({**message, "cursor": 3} if "cursor" in message else message)
    assert replay.status_kind == "error" and replay.status.startswith("這是重播，不能走棋")
    assert (replay.match.to_json(), replay.svg, list(replay.moves), replay.hints) == before


def test_bot_review_counts_its_progress_then_marks_the_log():
    """Bot review: the status line counts the moves as they are reviewed (each count is
    sent to the page at once), then each log line has its review and mark, and the review
    box the review of the move that led to the position shown."""
    replay = ReplayWidget(blunder_match(), lang="en", playouts=60)
    assert replay.review_state == "none" and replay.reviews == ["", "", "", ""]
    comm: RecordingComm = replay.comm
    sent = len(comm.updates())
    comm.deliver({"type": "review"})
    statuses = [u["status"] for u in comm.updates()[sent:] if "status" in u]
    assert statuses[:4] == [f"The bot is reviewing the moves: {n} of 4…" for n in (1, 2, 3, 4)]
    assert statuses[-1].startswith("The bot has reviewed 4 moves")
    assert replay.review_state == "done"
    assert replay.review_marks[3] == "blunder" and all(replay.reviews)
    assert replay.review_text.startswith("Move 4, ▲ Orange: pass. A big mistake: the bot's "
                                         "move was \"place a stone on ")
    replay.goto(0)
    assert replay.review_text == ""
    replay.goto(2)
    assert replay.review_text.startswith(
        "Move 2, ▲ Orange: place a stone on the hexagon's lower-right tile. ")
    assert "Orange: 2 moves reviewed" in replay.review_summary


def test_reviews_made_before_are_shown_at_once_and_stray_ones_are_left_out():
    m = blunder_match()
    reviews = review(m, playouts=40)
    stored = [MoveReview.from_dict(r.to_dict()) for r in reviews]
    stray = MoveReview.from_dict({**reviews[0].to_dict(), "action": "pass"})  # not logged
    replay = ReplayWidget(m, lang="zh-Hant", reviews=[*stored, stray])
    assert replay.review_state == "done" and replay.move_reviews == reviews
    assert replay.reviews[0] == reviews[0].describe("zh-Hant")
    assert replay.review_text.startswith("第 4 步，▲ 橘方：跳過。大失誤：")
    opened = replay.comm.opened["data"]["state"]  # the page gets it all in its first state
    assert opened["mode"] == "replay" and opened["review_state"] == "done"
    assert opened["reviews"] == replay.reviews and opened["review_text"] == replay.review_text


@pytest.mark.parametrize(("name", "players"), [("karesansui", 3), ("tokaido", 3)])
def test_a_seats_look_back_shows_only_what_it_could_see(name, players):
    """viewer=seat: every position drawn as that seat saw it, every log line in its words,
    only its own moves reviewed (also of reviews given for every seat)."""
    m = finished(name, players, seed=2)
    everyone = review(m, playouts=8)
    replay = ReplayWidget(m, viewer=1, lang="en", reviews=everyone)
    assert {r.seat for r in replay.move_reviews} == {1}
    assert replay.seats_reviewed() == (1,)
    for step in (0, 5, 17, len(m.log) // 2, len(m.log)):
        replay.goto(step)
        assert replay.svg == replay.match.render(viewer=1, lang="en")
        assert replay.code == replay.state.view_for(1).code()
    for step, line in zip(m.log, replay.moves, strict=True):
        assert line.endswith(m.words_for(step.index, 1, "en"))
    teacher = ReplayWidget(m, viewer=None, lang="en", reviews=everyone)
    assert len(teacher.move_reviews) == len(everyone)
    teacher.goto(5)
    assert teacher.svg == teacher.match.render(viewer=None, lang="en")


def test_the_mover_view_shows_each_position_as_its_player_saw_it():
    m = finished("karesansui", 2, seed=4)
    replay = ReplayWidget(m, lang="en")
    for cursor in (1, 2, 3, 10, 11, 40):
        replay.goto(cursor)
        mover = next(s.player for s in reversed(m.log[:cursor]) if s.player >= 0)
        assert replay.viewer == mover
        assert replay.svg == replay.match.render(viewer=mover, lang="en")
    for step, line in zip(m.log, replay.moves, strict=True):
        if step.player >= 0:
            assert line.endswith(m.words_for(step.index, step.player, "en"))
        else:  # a deal, as a seat that does not see it reads it
            readers = [p for p in range(2)
                       if m.notation_for(step.index, p) != step.notation] or [0]
            assert line.endswith(m.words_for(step.index, readers[0], "en"))


def test_tutor_replay_reads_a_saved_match(tmp_path):
    path = tmp_path / "game.json"
    blunder_match().save(path)
    replay = tutor.replay(path, viewer=1, lang="en")
    assert repr(replay) == "<ReplayWidget cartography: step 4 of 4, game over: Blue wins>"
    assert replay.viewer == 1
    with pytest.raises(tutor.BadSave):
        path.write_text("{}", encoding="utf-8")
        tutor.replay(path)


@pytest.mark.parametrize("viewer", ["teacher", 7, -1])
def test_a_viewer_that_is_not_a_seat_is_refused(viewer):
    with pytest.raises(ValueError, match="viewer"):
        ReplayWidget(blunder_match(), viewer=viewer)


def test_a_match_without_decisions_has_nothing_to_review():
    replay = ReplayWidget(Match(tutor.load("cartography"), seed=1), lang="en")
    replay.review_moves()
    assert replay.status_kind == "error" and replay.status == "There is no move to review yet."
    assert replay.review_state == "none"
