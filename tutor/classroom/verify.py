"""The service checks a success itself before it counts it (results the teacher can trust).

A kernel's "done" record is a claim until checked here, with the same engine and the same
judge the lesson uses:

- a **task**: its ``moves`` are replayed from the task's start position on the task's own
  board (its seed, its chance drawing, the task's scripted replies), move by move as the
  board plays them (:class:`tutor.lessons.model.Referee`): every move legal, each one the
  learner's to make, and the task's goal reached by the last one within the moves the task
  allows, and not before;
- a **quiz question**: its ``answer`` is the engine's answer to the item
  (:func:`tutor.lessons.model.quiz_answer`: legal or not, the count, the right choice);
- a **score sheet**: its ``answer`` has every cell the learner fills in, each equal to the
  engine's score sheet.

What stays self-reported: the time spent, the hints asked for and the attempts before the
success (so whether a verified success is worth 3 stars or 2), and "seen" (1 star: the
answer was shown, which claims no mastery).

>>> from tutor.classroom.records import check_batch
>>> (e,) = check_batch(b'{"events": [{"v": 1, "id": "a1b2c3d4e5f6a7b8", "lesson": '
...     b'"kanagawa/1", "item": "tree", "kind": "done", "stars": 3}]}', "ann")
>>> verify(e)  # no moves: a claim
False
"""

from __future__ import annotations

import logging
from functools import lru_cache
from typing import Any

from .records import Event, item_kinds

log = logging.getLogger("tutor.classroom")

TOLERANCE = 1e-9
"""How close a number must be to the engine's (as the lesson's own check)."""


def verify(event: Event) -> bool | None:
    """True when ``event`` is a "done" the engine confirms, False when it is not (a claim);
    None for any other kind of record. Never raises: anything that goes wrong while
    checking makes the record a claim."""
    if event.kind != "done":
        return None
    try:
        what = item_kinds(event.game)[event.lesson, event.item]
        if what == "task":
            return event.moves is not None and solves(event.lesson, event.item, event.moves)
        if event.answer is None:
            return False
        if what == "quiz":
            return quiz_right(event.lesson, event.item, event.answer)
        return sheet_right(event.lesson, event.item, event.answer)
    except Exception as e:  # noqa: BLE001 - a record that breaks the check is a claim
        log.info("a 'done' of %s %s could not be checked (%s: %s): kept as a claim",
                 event.lesson, event.item, type(e).__name__, e)
        return False


def verify_all(batch: list[Event]) -> list[Event]:
    """The records of ``batch`` with :attr:`Event.verified` set."""
    from dataclasses import replace

    return [replace(e, verified=verify(e)) if e.kind == "done" else e for e in batch]


def solves(lesson: str, item: str, moves: tuple[str, ...]) -> bool:
    """Whether ``moves`` (the learner's, from the task's start) solve the task, played as
    the task's board plays them."""
    from ..lessons.model import ReplyRefused, referee

    task, start = _task(lesson, item)
    seed, auto = task.board()
    judge = referee(task, start, seed=seed, auto_chance=auto)
    state, cursor = judge.start, judge.cursor
    for n, move in enumerate(moves, 1):
        if state.is_terminal() or state.current_player() != judge.seat:
            return False
        verdict = state.check(move)
        if not verdict:
            return False
        notation = str(state.parse_action(move))
        after = state.apply(notation)
        if judge.goal.reached(start, after, notation):
            return n == len(moves)  # the board ends the task at the goal
        if n >= judge.goal.within:
            return False
        try:
            state, cursor = judge.follow(after, cursor + 1, n)
        except ReplyRefused:  # the board takes such a move back: a miss
            return False
    return False


def quiz_right(lesson: str, item: str, answer: Any) -> bool:
    """Whether ``answer`` is the engine's answer to the quiz question."""
    from ..lessons.model import Choose, HowMany, LegalOrNot, quiz_answer

    question, state = _quiz(lesson, item)
    right = quiz_answer(question, state)
    if isinstance(question, LegalOrNot):
        return isinstance(answer, bool) and answer == right
    if isinstance(answer, bool) or not isinstance(answer, (int, float)):
        return False
    if isinstance(question, HowMany):
        return abs(float(answer) - float(right)) < TOLERANCE
    assert isinstance(question, Choose)
    return float(answer).is_integer() and int(answer) == right


def sheet_right(lesson: str, item: str, answer: Any) -> bool:
    """Whether ``answer`` (``{"<category>:<seat>": number}``) is the engine's score sheet,
    every cell the learner fills in."""
    if not isinstance(answer, dict):
        return False
    right = sheet_cells(lesson, item)
    if set(answer) != set(right):
        return False
    return all(isinstance(v, (int, float)) and not isinstance(v, bool)
               and abs(float(v) - right[k]) < TOLERANCE for k, v in answer.items())


@lru_cache(maxsize=512)
def sheet_cells(lesson: str, item: str) -> dict[str, float]:
    """The engine's score sheet of a FillSheet step: ``{"<category>:<seat>": points}`` and
    ``"total:<seat>"``, for the seats the learner fills in."""
    from ..lessons.model import FillSheet

    step, game = _step(lesson, item)
    assert isinstance(step, FillSheet)
    sheet = step.position.state(game).scores()
    seats = step.seats if step.seats is not None else tuple(range(len(sheet.points)))
    out = {f"{c.id}:{s}": float(sheet.points[s][c.id]) for c in sheet.categories
           for s in seats}
    out.update({f"total:{s}": float(sheet.totals[s]) for s in seats})
    return out


def sheet_key(category: str, seat: int) -> str:
    """The key of one cell of a score sheet's answer."""
    return f"{category}:{seat}"


@lru_cache(maxsize=512)
def _task(lesson: str, item: str) -> tuple[Any, Any]:
    from ..lessons.model import Task

    step, game = _step(lesson, item)
    assert isinstance(step, Task)
    return step, step.position.state(game)


@lru_cache(maxsize=512)
def _quiz(lesson: str, item: str) -> tuple[Any, Any]:
    step, game = _step(lesson, item)
    position = getattr(step, "position", None)
    return step, position.state(game) if position is not None else None


def _step(lesson: str, item: str) -> tuple[Any, Any]:
    import tutor

    from ..lessons.runner import course

    game_name, _, number = lesson.partition("/")
    (found,) = [x for x in course(game_name) if str(x.number) == number]
    return found.find(item), tutor.load(game_name)
