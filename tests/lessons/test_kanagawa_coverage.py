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
