"""Class plans: a game's lessons cut into 40-minute periods, for the teacher's guide.

A game's plan lives beside its lessons (``tutor/games/<game>/plan.py``, a :class:`ClassPlan`
named ``PLAN``). A :class:`Period` is a title, a goal and steps minute by minute: what the
class does, which lesson (and which of its tasks, score sheets, quiz questions,
demonstrations, explorers or games) it uses, and what the projector shows; then two or three
discussion :class:`Question` s, each about one position of a lesson, asked either with the
board's **Best moves** or as a class poll (on a JupyterHub the classroom's *Play it
together*, else **Present** and a show of hands), with the answer to listen for; and what
to give the pupils who finish early and those who need more time. Every text is a
:class:`~tutor.core.lang.Text` in English and Traditional Chinese; moves are written in
words, never in notation. ``tools/teacher_guide.py`` writes the plan at the head of
``docs/teaching/<game>.md`` and ``.zh-Hant.md``; ``tests/test_teacher_guide.py`` checks
that the minutes add up, that every lesson is used (or :attr:`ClassPlan.left_out` says
why) and that every lesson and item named exists.

>>> from tutor.lessons.plan import Step, Use, T
>>> Step(5, T("Read the goal together.", "一起讀遊戲目標。"), Use(1)).minutes
5
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from ..core.lang import Text
from .model import Explore, Lesson, PlayBots
from .runner import course

T = Text

PERIOD_MINUTES = 40
"""A class period in Taiwan's primary schools (and the plans' default)."""


@dataclass(frozen=True)
class Use:
    """Which lesson (by number) and which of its parts, by id: tasks, score sheets, quiz
    items, demonstrations (``Show``), explorers and games against bots. No ids: the
    lesson's reading and demonstrations, whatever the steps name."""

    lesson: int
    items: tuple[str, ...] = ()


@dataclass(frozen=True)
class Step:
    """A few minutes of a period."""

    minutes: int
    do: Text
    """What the class does (and the teacher)."""
    use: Use | None = None
    show: Text | None = None
    """What the projector shows."""


Way = Literal["best", "poll"]
"""How a discussion question is asked: ``"best"``, the board's Best moves (the strong
bot's three best moves, in words); ``"poll"``, every pupil chooses a move (on a hub, Send
to the class in Present mode and the pupils' Class button; without one, Present and a show
of hands)."""


@dataclass(frozen=True)
class Question:
    """A discussion question about one position of a lesson (a task's start, a quiz
    item's or a demonstration's position)."""

    ask: Text
    lesson: int
    item: str
    way: Way
    look_for: Text
    """The answer to listen for, and why."""


@dataclass(frozen=True)
class Aid:
    """Something to give some pupils, and the lesson parts it uses (if any)."""

    text: Text
    use: Use | None = None


@dataclass(frozen=True)
class Period:
    """One class period."""

    title: Text
    goal: Text
    steps: tuple[Step, ...]
    questions: tuple[Question, ...]
    fast: tuple[Aid, ...]
    """For pupils who finish early: a harder task, a stronger bot, an explorer."""
    slow: tuple[Aid, ...]
    """For pupils who need more time: which quiz to repeat, which hint to use."""
    minutes: int = PERIOD_MINUTES

    def lessons(self) -> list[int]:
        """The lessons the period's steps use, in order, each once."""
        out: list[int] = []
        for step in self.steps:
            if step.use is not None and step.use.lesson not in out:
                out.append(step.use.lesson)
        return out


@dataclass(frozen=True)
class ClassPlan:
    """A game's lessons as class periods."""

    game: str
    periods: tuple[Period, ...]
    left_out: Mapping[int, Text] = field(default_factory=dict)
    """Lessons no period uses, each with the reason."""
    intro: Text | None = None
    """A word to the teacher before the periods (what to prepare, the order)."""


def plan_of(game: str) -> ClassPlan | None:
    """The class plan of ``game`` (``tutor/games/<game>/plan.py``), None if it has none."""
    try:
        module = importlib.import_module(f"tutor.games.{game}.plan")
    except ModuleNotFoundError as e:
        if e.name != f"tutor.games.{game}.plan":
            raise
        return None
    return module.PLAN


def lesson_of(game: str, number: int) -> Lesson:
    """Lesson ``number`` of ``game``.

    Raises:
        KeyError: the game has no such lesson.
    """
    for lesson in course(game):
        if lesson.number == number:
            return lesson
    raise KeyError(f"{game} has no lesson {number}")


def problems(plan: ClassPlan) -> list[str]:
    """What is wrong with a plan: minutes that do not add up to a period, lessons or items
    that do not exist, discussion questions about something without a position, lessons
    neither used nor left out with a reason. Empty when nothing is."""
    out = []
    numbers = {lesson.number for lesson in course(plan.game)}
    used: set[int] = set()

    def check(where: str, use: Use | None, step: bool = True) -> None:
        if use is None:
            return
        if use.lesson not in numbers:
            out.append(f"{where}: no lesson {use.lesson}")
            return
        if step:  # an aid for some pupils does not put a lesson in a period
            used.add(use.lesson)
        lesson = lesson_of(plan.game, use.lesson)
        for id in use.items:
            try:
                lesson.find(id)
            except KeyError:
                out.append(f"{where}: lesson {use.lesson} has no item {id!r}")

    for p, period in enumerate(plan.periods, 1):
        total = sum(s.minutes for s in period.steps)
        if total != period.minutes:
            out.append(f"period {p}: steps take {total} minutes, not {period.minutes}")
        if any(s.minutes <= 0 for s in period.steps):
            out.append(f"period {p}: a step without minutes")
        for s, step in enumerate(period.steps, 1):
            check(f"period {p} step {s}", step.use)
        for a, aid in enumerate((*period.fast, *period.slow), 1):
            check(f"period {p} aid {a}", aid.use, step=False)
        if not 2 <= len(period.questions) <= 3:
            out.append(f"period {p}: {len(period.questions)} discussion questions, not 2-3")
        if not period.fast or not period.slow:
            out.append(f"period {p}: nothing for fast or for slow pupils")
        for q, question in enumerate(period.questions, 1):
            where = f"period {p} question {q}"
            if question.lesson not in numbers:
                out.append(f"{where}: no lesson {question.lesson}")
                continue
            try:
                found = lesson_of(plan.game, question.lesson).find(question.item)
            except KeyError:
                out.append(f"{where}: lesson {question.lesson} has no item {question.item!r}")
                continue
            if isinstance(found, Explore | PlayBots) or getattr(found, "position", None) is None:
                out.append(f"{where}: {question.item!r} has no position to discuss")
            if question.way not in ("best", "poll"):
                out.append(f"{where}: way {question.way!r} is neither 'best' nor 'poll'")
    for number in sorted(numbers - used):
        why = plan.left_out.get(number)
        if why is None or not why.en.strip() or not why.zh.strip():
            out.append(f"lesson {number} is in no period, and left_out gives no reason")
    for number in sorted(set(plan.left_out) & used):
        out.append(f"lesson {number} is used but listed in left_out")
    return out


def position_of(game: str, question: Question):  # noqa: ANN201 - a game's State
    """The position a discussion question is about (the item's start position)."""
    from .. import load

    found = lesson_of(game, question.lesson).find(question.item)
    return found.position.state(load(game))


__all__ = ["Aid", "ClassPlan", "PERIOD_MINUTES", "Period", "Question", "Step", "Use",
           "Way", "lesson_of", "plan_of", "position_of", "problems"]
