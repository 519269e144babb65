"""What the Kanagawa series does beyond what every series does (``test_content.py`` checks
that every rule but assumptions and the tutor's own is practised, and that each series
gives enough to do): it has nine lessons, practises every assumption too, and shows the
learner no face-down card in its tasks."""

from __future__ import annotations

import pytest
from practice import practised

import tutor
from tutor.lessons import course

GAME = tutor.load("kanagawa")
RULES = GAME.rules
LESSONS = course("kanagawa")


COVERAGE = practised("kanagawa")
"""Rule id -> the items that practise it ("4/two-oceans")."""


@pytest.mark.parametrize("rid", [r.id for r in RULES.assumptions()])
def test_every_assumption_is_practised_too(rid: str):
    """Assumptions need not be practised (test_content.py), but this series practises each
    one where it is taught (the lesson says that the engine follows a reading)."""
    assert COVERAGE[rid], f"{rid} is practised nowhere"


def test_nine_lessons():
    """The series has its nine lessons (how much each gives to do: test_content.py)."""
    assert [lesson.number for lesson in LESSONS] == list(range(1, 10))


def test_tasks_in_hidden_positions_show_only_what_the_learner_may_see():
    """A task whose position has face-down cards is viewed from the learner's seat: no
    face-down card's id appears on the board the learner gets."""
    from tutor.lessons import open_lesson

    checked = 0
    for lesson in LESSONS:
        run = None
        for task in lesson.tasks():
            state = task.position.state(GAME)
            hidden = [card for _, _, card in state.face_down_cards()]
            if not hidden:
                continue
            run = run or open_lesson("kanagawa", lesson.number)
            board = run.task(task.id)
            assert board.viewer == state.current_player(), task.id
            assert not any(card in board.svg for card in hidden), task.id
            checked += 1
    assert checked >= 3


def test_three_turns_of_one_game_before_the_game_against_bots():
    """Lesson 8 opens with three turns of one game against the 入門 bot, a goal each (issue
    22), before the whole game: each turn starts where the one before ends when the learner
    plays its solution (then ends the turn) and Red, the bot, plays on; each is Blue's
    decision in the school of the next lesson of that game."""
    from tutor.lessons.model import PlayBots

    lesson = next(x for x in LESSONS if x.number == 8)
    kinds = [type(s).__name__ for s in lesson.core]
    assert kinds.index("PlayBots") > max(i for i, k in enumerate(kinds) if k == "Task")
    turns = lesson.tasks("core")
    assert [t.id for t in turns] == ["turn-1", "turn-2", "turn-3"]
    assert not any(isinstance(s, PlayBots) for s in lesson.deeper)
    for n, task in enumerate(turns, 1):
        state = task.position.state(GAME)
        assert (state.lesson, state.phase, state.actor) == (n, "school", 0), task.id
    first, second, third = (t.position.moves for t in turns)
    assert second.startswith(first + "\n" + "\n".join(turns[0].solution))
    replies = "\n".join(turns[1].replies[1])
    assert third.startswith(second + "\nwait\n" + replies + "\n" + turns[1].solution[1])
    assert "入門" in lesson.steps[0].text.zh
