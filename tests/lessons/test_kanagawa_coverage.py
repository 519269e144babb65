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


def _verdicts(task):
    """Every move sequence a learner can play in ``task`` (legal moves only, stopping at a
    miss or at the goal), with the task's verdict on its last move and whether the goal can
    still be reached after it within the task's moves."""
    from tutor.widget._task import DONE, GO_ON

    start = task.position.state(GAME)
    goal = task.check
    memo: dict = {}

    def reachable(state, moves) -> bool:
        key = (state.to_json(), len(moves))
        if key not in memo:
            memo[key] = False
            memo[key] = not state.is_chance() and not state.is_terminal() and any(
                (o == DONE or (o == GO_ON and reachable(after, ms)))
                for a in state.legal_actions()
                for after, ms in [(state.apply(a), (*moves, str(a)))]
                for o in [goal.judge(start, after, ms)[0]])
        return memo[key]

    def walk(state, moves):
        for a in state.legal_actions():
            after, ms = state.apply(a), (*moves, str(a))
            outcome = goal.judge(start, after, ms)[0]
            yield ms, outcome, outcome == DONE or reachable(after, ms)
            if outcome == GO_ON:
                yield from walk(after, ms)

    return list(walk(start, ()))


TASKS = [(lesson, task) for lesson in LESSONS for task in lesson.tasks()]


@pytest.mark.parametrize(("lesson", "task"), TASKS,
                         ids=[f"{lesson.number}/{task.id}" for lesson, task in TASKS])
def test_every_move_of_every_task_is_judged_right(lesson, task):
    """Issue 14: every legal move of a Kanagawa task, and every continuation, gets the right
    verdict: "go on" only while the goal can still be reached (lesson 2 next-master, lesson 3
    two-moves and keep, lesson 5 fourth-tree said 「很好。」 on dead ends), and the task is a
    real decision: at least 3 legal first moves, at most half of them not a miss (lesson 2
    three-rows and next-master had one legal move)."""
    from tutor.widget._task import GO_ON, MISS

    verdicts = _verdicts(task)
    dead = [" > ".join(ms) for ms, outcome, ok in verdicts if outcome == GO_ON and not ok]
    assert not dead, f"'go on' on a dead end: {dead[:3]}"
    first = [(ms[0], outcome) for ms, outcome, _ in verdicts if len(ms) == 1]
    accepted = [m for m, outcome in first if outcome != MISS]
    assert len(first) >= 3 and 0 < len(accepted) * 2 <= len(first), (len(first), accepted)
    assert task.solution[0] in accepted
