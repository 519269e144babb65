"""Every move of every Karesansui task judged as a learner would meet it (issue 14).

For each task, every legal first move is judged as the board judges it; a move judged "go
on" must leave the goal reachable within the task's moves (scripted replies played, and
legal), and so must every "go on" continuation of a task of several moves. Each task is a
real decision where the position allows one: at least three legal first moves, and at most
half of them accepted (done, or go on toward the goal). The framework's exhaustive test
(tests/lessons) does the same for every game; this one names the Karesansui tasks the issue
found broken and keeps them fixed.

Chance (a tile drawn during a task) is resolved as the board would draw it: any tile still
in the stacks may come, so "reachable" asks that some draw lets the goal be reached, and the
search looks at a few draws of each (every design for the last move).
"""

from __future__ import annotations

from functools import cache

import pytest

import tutor
from tutor.core.game import State
from tutor.lessons import course
from tutor.lessons.model import Lesson, Task, judge_text
from tutor.widget._task import DONE, GO_ON, MISS

GAME = "karesansui"
DRAWS = 4
"""How many tile draws a chance node tries in the middle of a task."""


def _tasks() -> list[tuple[Lesson, Task]]:
    return [(lesson, task) for lesson in course(GAME) for task in lesson.tasks()]


def _outcomes(state: State, last: bool) -> list[State]:
    outcomes = [a for a, _ in state.chance_outcomes()]
    return [state.apply(a) for a in (outcomes if last else outcomes[:DRAWS])]


def _settle(state: State, last: bool = False) -> list[State]:
    """The states after the chance nodes at ``state`` (itself when there are none)."""
    if not state.is_chance():
        return [state]
    return [s for o in _outcomes(state, last) for s in _settle(o, last)]


class Judge:
    """A task's judgements, as the board makes them."""

    def __init__(self, task: Task) -> None:
        self.task = task
        self.start = task.position.state(tutor.load(task.position.game or GAME))

    def judge(self, state: State, moves: tuple[str, ...]) -> str:
        return judge_text(self.task.check, self.task, self.start, state.apply(moves[-1]),
                          moves, "en").outcome

    def after(self, state: State, moves: tuple[str, ...]) -> list[State]:
        """The states after ``moves[-1]`` was played and judged go on: chance settled, then
        the scripted replies (which must be legal), chance settled again."""
        states = _settle(state.apply(moves[-1]))
        for reply in self.task.replies.get(len(moves), ()):
            for s in states:
                assert s.check(reply), (f"{self.task.id}: after {moves} the scripted reply "
                                        f"{reply!r} is illegal: {s.check(reply).reason}")
            states = [t for s in states for t in _settle(s.apply(reply))]
        return states

    def reachable(self, state: State, moves: tuple[str, ...]) -> bool:
        """Whether some continuation from ``state`` (after ``moves``) reaches the goal."""
        if len(moves) >= getattr(self.task.check, "within", 1) or state.is_terminal():
            return False
        return _reachable(self, state, moves)


@cache
def _reachable(judge: Judge, state: State, moves: tuple[str, ...]) -> bool:
    for action in state.legal_actions():
        m = (*moves, str(action))
        outcome = judge.judge(state, m)
        if outcome == DONE:
            return True
        if outcome == GO_ON and any(judge.reachable(s, m) for s in judge.after(state, m)):
            return True
    return False


def verdicts(task: Task) -> dict[str, str]:
    """Every legal first move → DONE, GO_ON (the goal still reachable), MISS, or DEAD (judged
    go on although the goal can no longer be reached). Continuations judged go on are
    checked too, and a dead one marks its first move DEAD."""
    judge = Judge(task)
    out = {}
    for action in judge.start.legal_actions():
        moves = (str(action),)
        outcome = judge.judge(judge.start, moves)
        if outcome == GO_ON:
            ok = [judge.reachable(s, moves) for s in judge.after(judge.start, moves)]
            outcome = GO_ON if any(ok) else "dead"
            if outcome == GO_ON and not _continuations_sound(judge, judge.start, moves):
                outcome = "dead"
        out[str(action)] = outcome
    return out


def _continuations_sound(judge: Judge, state: State, moves: tuple[str, ...]) -> bool:
    """Every continuation judged go on keeps the goal reachable (one draw per chance node,
    as the board's generator would draw one)."""
    for s in judge.after(state, moves)[:1]:
        if len(moves) + 1 > getattr(judge.task.check, "within", 1):
            return True
        for action in s.legal_actions():
            m = (*moves, str(action))
            if judge.judge(s, m) != GO_ON:
                continue
            nxt = judge.after(s, m)
            if not any(judge.reachable(t, m) for t in nxt):
                return False
            if not _continuations_sound(judge, s, m):
                return False
    return True


TASKS = _tasks()
IDS = [f"{lesson.number}-{task.id}" for lesson, task in TASKS]


@pytest.mark.parametrize(("lesson", "task"), TASKS, ids=IDS)
def test_every_first_move_is_judged_soundly(lesson: Lesson, task: Task):
    """No legal move is judged go on from where the goal cannot be reached; scripted
    replies are legal whenever they are played; the solution's first move is accepted."""
    found = verdicts(task)
    dead = sorted(m for m, v in found.items() if v == "dead")
    assert not dead, f"{lesson.key} {task.id}: judged 'go on' but a dead end: {dead[:8]}"
    assert found[str(Judge(task).start.parse_action(task.solution[0]))] in (DONE, GO_ON)


YES_OR_NO = {"3-snatch", "6-counter"}
"""Tasks that start at a question the game asks with two buttons only (snatch or let it go;
allow the snatch or counter it with Shigemori Mirei): one of the two is accepted."""


@pytest.mark.parametrize(("lesson", "task"), TASKS, ids=IDS)
def test_every_task_is_a_real_decision(lesson: Lesson, task: Task):
    """At least three legal first moves (two for a yes-or-no question of the game), at most
    half of them accepted (done or go on), and at least one a miss."""
    found = verdicts(task)
    accepted = [m for m, v in found.items() if v in (DONE, GO_ON)]
    least = 2 if f"{lesson.number}-{task.id}" in YES_OR_NO else 3
    assert len(found) >= least, f"{lesson.key} {task.id}: only {len(found)} legal first moves"
    assert len(accepted) * 2 <= len(found), (
        f"{lesson.key} {task.id}: {len(accepted)} of {len(found)} first moves accepted")
    assert any(v == MISS for v in found.values())


@pytest.mark.parametrize(("lesson", "task"), TASKS, ids=IDS)
def test_the_second_hint_does_not_single_out_the_answer(lesson: Lesson, task: Task):
    """The moves the second hint highlights, if any, include a legal move that is not
    accepted: the hint shows the region or kind, the answer comes last."""
    if not task.highlight:
        return
    found = verdicts(task)
    shown = [m for m in task.highlight if m in found]
    assert shown, f"{lesson.key} {task.id}: the highlight names no legal first move"
    assert any(found[m] not in (DONE, GO_ON) for m in shown), (
        f"{lesson.key} {task.id}: the second hint highlights only accepted moves {shown}")
