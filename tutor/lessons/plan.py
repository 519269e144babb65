"""Class plans: a game's lessons cut into 40-minute periods, for the teacher's guide.

A game's plan lives beside its lessons (``tutor/games/<game>/plan.py``, a :class:`ClassPlan`
named ``PLAN``). It opens with what to prepare (:class:`Prepare`: devices, the site or the
accounts, the projector, what to print, the real box and its set-up checklist from the
rulebook), the grouping advice and a version for younger pupils (:class:`Younger`).

A :class:`Period` is a title, its one idea (the goal) and steps minute by minute: what the
class does, which lesson (and which of its tasks, score sheets, quiz questions,
demonstrations, explorers or games) it uses, which of the period's discussion questions it
takes up, and what the projector shows. Every period keeps its first
:data:`START_MINUTES` for starting up (sitting down, logging in, opening the lesson) and its
last :data:`EXIT_MINUTES` for an exit question (:class:`Exit`, 出場券) on its one idea, with
the answer to listen for and the evidence it rests on (:class:`Evidence`: a quiz item of a
lesson, or a lesson position and what the engine says of it, :func:`evidence_answer`); the
steps fill at most the minutes between. Then two or three
discussion :class:`Question` s, each about one position of a lesson, asked either with the
board's **Best moves** or as a class poll (on a JupyterHub the classroom's *Play it
together*, else **Present** and a show of hands), with the answer to listen for; and what
to give the pupils who finish early and those who need more time. The last period is at the
table with the real game (``table=True``): set-up from the checklist, a teaching round, the
tutor only as referee and score checker on the projector.

The lessons holding the game's sources and assumptions are for the teacher only: no step,
aid or question of a plan uses them (:func:`sources_lessons`). What a step is said to use
(the guide's "Uses" column) is generated from the parts and the discussion questions it
names (:func:`step_uses`), and the numbers its text cites must be among them
(:func:`mentions`).

What the projector shows at a step (:func:`projector_items`), the discussion questions and
the common mistakes of the tasks a period uses (:func:`mistakes`) are each a board on the
period's page of boards (:mod:`tutor.lessons.plan_pages`), which the guide links.

Every text is a :class:`~tutor.core.lang.Text` in English and Traditional Chinese; moves are
written in words, never in notation. ``tools/teacher_guide.py`` writes the plan at the head
of ``docs/teaching/<game>.md`` and ``.zh-Hant.md``; :func:`problems` lists what is wrong
with a plan (``tests/test_plans.py`` and ``tests/test_teacher_guide.py`` check it is empty).

>>> from tutor.lessons.plan import Step, Use, T
>>> Step(5, T("Read the goal together.", "一起讀遊戲目標。"), Use(1)).minutes
5
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from ..core.lang import Text
from .model import (
    Choose,
    Explore,
    HowMany,
    LegalOrNot,
    Lesson,
    PlayBots,
    Quiz,
    Sources,
    Task,
    quiz_answer,
)
from .runner import course

T = Text

PERIOD_MINUTES = 40
"""A class period in Taiwan's primary schools (and the plans' default)."""

START_MINUTES = 5
"""The first minutes of every period: sitting down, logging in or opening the site, opening
the lesson (or, at the table, setting up the box)."""

EXIT_MINUTES = 3
"""The last minutes of every period: the exit question (出場券)."""


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
    discuss: tuple[int, ...] = ()
    """The period's discussion questions (numbered from 1) the step takes up."""
    board: tuple[str, ...] = ()
    """The items of the step's lesson whose positions the projector shows, when the
    ``show`` text does not name them by task or quiz number and they are not the first
    position the step uses (see :func:`projector_items`)."""


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


Answer = bool | int | float
"""What the engine says about a position: legal or not, a count, a seat, the index of a
quiz choice."""


@dataclass(frozen=True)
class Evidence:
    """One fact of an exit question's answer, as the engine or the lesson's quiz gives it.

    Without ``ask``: ``item`` is a quiz item of lesson ``lesson`` and its answer
    (:func:`~tutor.lessons.model.quiz_answer`: legal or not, the count, the index of the
    right choice, computed by the engine from the item's position; a choice without a
    position, the answer the lesson's quiz accepts) is ``expect``. With ``ask``: ``item`` is
    any part of the lesson with a position (a task, a demonstration, a quiz item), ``moves``
    are played from it (``"solution"``: the task's solution) and ``ask`` of the position
    reached is ``expect``. ``says``: the number ``expect`` is written in the exit question or
    its answer, in both languages."""

    lesson: int
    item: str
    expect: Answer
    ask: Callable[[Any], Answer] | None = None
    moves: tuple[str, ...] = ()
    says: bool = False


@dataclass(frozen=True)
class Exit:
    """The exit question (出場券) of a period: one question on the period's one idea that
    every pupil answers (on a slip, aloud, or with a show of hands) before leaving."""

    ask: Text
    look_for: Text
    """The answer to listen for."""
    evidence: tuple[Evidence, ...] = ()
    """What the engine (or the lesson's quiz) says that the answer rests on
    (:func:`evidence_answer`); none for a question about a pupil's own game or reasoning."""


@dataclass(frozen=True)
class Period:
    """One class period: :data:`START_MINUTES` to start up, the steps, :data:`EXIT_MINUTES`
    for the exit question."""

    title: Text
    goal: Text
    """The period's one idea, what the pupils can do after it."""
    steps: tuple[Step, ...]
    questions: tuple[Question, ...]
    fast: tuple[Aid, ...]
    """For pupils who finish early: a harder task, a stronger bot, an explorer."""
    slow: tuple[Aid, ...]
    """For pupils who need more time: which quiz to repeat, which hint to use."""
    exit: Exit | None = None
    start: Text | None = None
    """What the first minutes are for, when not the usual (log in, open the lesson)."""
    table: bool = False
    """At the table with the real game: set-up, a teaching round, the tutor only as referee
    and score checker."""
    minutes: int = PERIOD_MINUTES

    def content_minutes(self) -> int:
        """The minutes of the steps, between the start-up and the exit question."""
        return sum(s.minutes for s in self.steps)

    def lessons(self) -> list[int]:
        """The lessons the period's steps use, in order, each once."""
        out: list[int] = []
        for step in self.steps:
            if step.use is not None and step.use.lesson not in out:
                out.append(step.use.lesson)
        return out


SITE_ACCESS = T(
    "The JupyterLite site's address, written on the board (no accounts: progress stays "
    "in each browser), or, on a JupyterHub, one account per pupil, tested the day "
    "before. Open the first lesson on every device before the class.",
    "把 JupyterLite 網站的網址寫在黑板上（不用帳號：進度存在每台裝置的瀏覽器裡）；"
    "或在 JupyterHub 上每位學生一個帳號，前一天先登入試過。"
    "上課前在每台裝置上先打開第一課。")
"""How pupils reach the lessons, the same for every game (:attr:`Prepare.access`)."""

PROJECTOR = T(
    "The teacher's laptop on the projector with the same lesson open; press Present "
    "on a board for large text.",
    "老師的筆電接投影機，打開同一課；在圖板上按「投影」就是大字全螢幕。")
"""The projector, as most games use it (:attr:`Prepare.projector`)."""


@dataclass(frozen=True)
class Prepare:
    """課前準備: what the teacher gets ready before the first period."""

    devices: Text
    """Devices per child (one each, one per pair), charged, with a current browser."""
    access: Text
    """Accounts on the hub, or the static site's address."""
    projector: Text
    printing: Text
    """What to print, and how many."""
    box: Text
    """The real game: how many boxes for the last period, and for how many pupils."""
    setup: tuple[Text, ...]
    """The set-up checklist for one table, from the rulebook."""
    source: str
    """Where the checklist comes from: the rulebook by its file name and section."""


@dataclass(frozen=True)
class Younger:
    """The plan for younger pupils (8-9 years old)."""

    skip: tuple[Aid, ...]
    """The lessons or parts to leave out, each with its reason (an aid's ``use``)."""
    read_aloud: Text
    """Which prompts the teacher reads aloud."""
    pairs: Text
    """How pupils work in pairs."""


@dataclass(frozen=True)
class ClassPlan:
    """A game's lessons as class periods."""

    game: str
    periods: tuple[Period, ...]
    left_out: Mapping[int, Text] = field(default_factory=dict)
    """Lessons no period uses, each with the reason."""
    intro: Text | None = None
    """A word to the teacher before the periods (the order, what the lessons assume)."""
    prepare: Prepare | None = None
    grouping: Text | None = None
    """How to group the pupils: alone, in pairs, at tables."""
    younger: Younger | None = None


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


def sources_lessons(game: str) -> set[int]:
    """The numbers of ``game``'s lessons on its sources and assumptions (a lesson with a
    :class:`~tutor.lessons.model.Sources` step): for the teacher, never for a pupil's step."""
    return {lesson.number for lesson in course(game)
            if any(isinstance(step, Sources) for step in lesson.steps)}


def step_uses(period: Period, step: Step) -> tuple[Use, ...]:
    """What ``step`` uses, lesson by lesson: its own :class:`Use` and the positions of the
    discussion questions it takes up, merged (the guide's "Uses" column).

    Raises:
        ValueError: the step takes up a discussion question the period does not have.
    """
    merged: dict[int, list[str]] = {}
    if step.use is not None:
        merged[step.use.lesson] = list(step.use.items)
    for n in step.discuss:
        if not 1 <= n <= len(period.questions):
            raise ValueError(f"step takes up discussion question {n}; the period has "
                             f"{len(period.questions)}")
        question = period.questions[n - 1]
        items = merged.setdefault(question.lesson, [])
        if question.item not in items:
            items.append(question.item)
    return tuple(Use(lesson, tuple(items)) for lesson, items in merged.items())


_NUMBERS = r"\d+(?:\s*(?:-|–|to|and|or|,|、|到|和|或)\s*\d+)*"
_MENTIONS = {
    "en": {"lesson": rf"\blessons?\s+({_NUMBERS})", "task": rf"\btasks?\s+({_NUMBERS})",
           "quiz": rf"\bquiz questions?\s+({_NUMBERS})",
           "discuss": rf"\bdiscussion questions?\s+({_NUMBERS})"},
    "zh-Hant": {"lesson": rf"第\s*({_NUMBERS})\s*課", "task": rf"任務\s*({_NUMBERS})",
                "quiz": rf"小測驗第\s*({_NUMBERS})\s*題",
                "discuss": rf"討論問題\s*({_NUMBERS})"},
}


def _numbers(found: str) -> set[int]:
    """``"1-3 and 5"`` as {1, 2, 3, 5}."""
    out: set[int] = set()
    parts = re.split(r"\s*(-|–|to|到)\s*|\s*(?:and|or|,|、|和|或)\s*", found)
    numbers = [p for p in parts if p is not None]
    i = 0
    while i < len(numbers):
        if i + 2 < len(numbers) and numbers[i + 1] in ("-", "–", "to", "到"):
            out |= set(range(int(numbers[i]), int(numbers[i + 2]) + 1))
            i += 3
        else:
            if numbers[i].isdigit():
                out.add(int(numbers[i]))
            i += 1
    return out


def mentions(text: str, lang: str) -> dict[str, set[int]]:
    """The lessons, tasks, quiz questions and discussion questions a text cites by number.

    >>> m = mentions("Lesson 2: tasks 1-3 and 5, then discussion questions 1 and 2.", "en")
    >>> m["lesson"], m["task"], m["discuss"]
    ({2}, {1, 2, 3, 5}, {1, 2})
    >>> mentions("第 3、4 課：任務 2 到 4；小測驗第 1 題。", "zh-Hant")["task"]
    {2, 3, 4}
    """
    flags = re.IGNORECASE if lang == "en" else 0
    return {kind: set().union(*(_numbers(m) for m in re.findall(pattern, text, flags)))
            for kind, pattern in _MENTIONS[lang].items()}


def _numbered(lesson: Lesson, items: tuple[str, ...]) -> dict[str, set[int]]:
    """The task and quiz numbers (as the notebook counts them) of ``items``; every one of
    the lesson's when ``items`` is empty (the whole lesson)."""
    tasks = {t.id: i for i, t in enumerate(lesson.tasks(), 1)}
    quiz = {q.id: i for i, q in enumerate(lesson.quiz_items(), 1)}
    if not items:
        return {"task": set(tasks.values()), "quiz": set(quiz.values())}
    return {"task": {tasks[i] for i in items if i in tasks},
            "quiz": {quiz[i] for i in items if i in quiz}}


def _agree(game: str, where: str, texts: list[Text], uses: tuple[Use, ...],
           discuss: tuple[int, ...] | None) -> list[str]:
    """The numbers ``texts`` cite that ``uses`` (and ``discuss``) do not hold."""
    out = []
    numbers = {lesson.number for lesson in course(game)}
    lessons = {u.lesson for u in uses}
    allowed: dict[str, set[int]] = {"task": set(), "quiz": set()}
    for use in uses:
        if use.lesson in numbers:
            try:
                found = _numbered(lesson_of(game, use.lesson), use.items)
            except KeyError:
                continue
            for kind in allowed:
                allowed[kind] |= found[kind]
    for lang in ("en", "zh-Hant"):
        cited = {kind: set().union(*(mentions(t[lang], lang)[kind] for t in texts))
                 for kind in _MENTIONS[lang]}
        if cited["lesson"] - lessons:
            out.append(f"{where} ({lang}) cites lesson {sorted(cited['lesson'] - lessons)} "
                       f"but uses lessons {sorted(lessons)}")
        for kind in ("task", "quiz"):
            if cited[kind] - allowed[kind]:
                out.append(f"{where} ({lang}) cites {kind} "
                           f"{sorted(cited[kind] - allowed[kind])} it does not use")
        if discuss is not None and cited["discuss"] != set(discuss):
            out.append(f"{where} ({lang}) cites discussion questions "
                       f"{sorted(cited['discuss'])}, takes up {sorted(discuss)}")
    return out


def problems(plan: ClassPlan) -> list[str]:
    """What is wrong with a plan: a period whose start-up, steps and exit question do not fit
    its minutes; a period without an exit question; lessons or items that do not exist;
    numbers a step's text cites that the step does not use; discussion questions about
    something without a position; a sources lesson in a pupil's step; lessons neither used
    nor left out with a reason; no 課前準備, grouping advice, version for younger pupils or
    last period at the table with the real game. Empty when nothing is."""
    out = []
    numbers = {lesson.number for lesson in course(plan.game)}
    teacher_only = sources_lessons(plan.game)
    used: set[int] = set()

    def check(where: str, use: Use | None, step: bool = True) -> None:
        if use is None:
            return
        if use.lesson not in numbers:
            out.append(f"{where}: no lesson {use.lesson}")
            return
        if use.lesson in teacher_only:
            out.append(f"{where}: lesson {use.lesson} is on the sources, for the teacher only")
        if step:  # an aid for some pupils does not put a lesson in a period
            used.add(use.lesson)
        lesson = lesson_of(plan.game, use.lesson)
        for id in use.items:
            try:
                lesson.find(id)
            except KeyError:
                out.append(f"{where}: lesson {use.lesson} has no item {id!r}")

    for p, period in enumerate(plan.periods, 1):
        total = START_MINUTES + period.content_minutes() + EXIT_MINUTES
        if total > period.minutes:
            out.append(f"period {p}: {START_MINUTES} minutes to start, "
                       f"{period.content_minutes()} of steps and {EXIT_MINUTES} for the exit "
                       f"question take {total} minutes, more than {period.minutes}")
        if any(s.minutes <= 0 for s in period.steps):
            out.append(f"period {p}: a step without minutes")
        if period.exit is None:
            out.append(f"period {p}: no exit question")
        for s, step in enumerate(period.steps, 1):
            where = f"period {p} step {s}"
            check(where, step.use)
            if step.board and (step.show is None or step.use is None):
                out.append(f"{where}: a projector board without a show text and a lesson")
            elif step.board and step.use is not None and step.use.lesson in numbers:
                shown = positions(lesson_of(plan.game, step.use.lesson))
                out += [f"{where}: projector board {id!r} is no position of lesson "
                        f"{step.use.lesson}" for id in step.board if id not in shown]
            try:
                uses = step_uses(period, step)
            except ValueError as e:
                out.append(f"{where}: {e}")
                continue
            texts = [step.do] + ([step.show] if step.show else [])
            out += _agree(plan.game, where, texts, uses, step.discuss)
        for a, aid in enumerate((*period.fast, *period.slow), 1):
            check(f"period {p} aid {a}", aid.use, step=False)
            out += _agree(plan.game, f"period {p} aid {a}", [aid.text],
                          (aid.use,) if aid.use else (), None)
        least = 0 if period.table else 2
        if not least <= len(period.questions) <= 3:
            out.append(f"period {p}: {len(period.questions)} discussion questions, not "
                       f"{least}-3")
        if not period.fast or not period.slow:
            out.append(f"period {p}: nothing for fast or for slow pupils")
        taught = {s.use.lesson for earlier in plan.periods[:p] for s in earlier.steps
                  if s.use is not None}
        taken_up = {n for s in period.steps for n in s.discuss}
        for q, question in enumerate(period.questions, 1):
            where = f"period {p} question {q}"
            if q not in taken_up:
                out.append(f"{where}: no step takes it up")
            if question.lesson not in taught:
                out.append(f"{where}: lesson {question.lesson} is not taught by this period "
                           f"or an earlier one")
            if question.lesson not in numbers:
                out.append(f"{where}: no lesson {question.lesson}")
                continue
            if question.lesson in teacher_only:
                out.append(f"{where}: lesson {question.lesson} is on the sources, for the "
                           f"teacher only")
            try:
                found = lesson_of(plan.game, question.lesson).find(question.item)
            except KeyError:
                out.append(f"{where}: lesson {question.lesson} has no item {question.item!r}")
                continue
            if isinstance(found, Explore | PlayBots) or getattr(found, "position", None) is None:
                out.append(f"{where}: {question.item!r} has no position to discuss")
            if question.way not in ("best", "poll"):
                out.append(f"{where}: way {question.way!r} is neither 'best' nor 'poll'")
    if not plan.periods or not plan.periods[-1].table:
        out.append("the last period is not at the table with the real game")
    if plan.prepare is None or not plan.prepare.setup:
        out.append("no 課前準備 (prepare), or no set-up checklist")
    if plan.grouping is None:
        out.append("no grouping advice")
    if plan.younger is None:
        out.append("no version for younger pupils")
    else:
        for a, aid in enumerate(plan.younger.skip, 1):
            if aid.use is None:
                out.append(f"younger pupils' skip {a}: names no lesson")
            check(f"younger pupils' skip {a}", aid.use, step=False)
    for number in sorted(numbers - used):
        why = plan.left_out.get(number)
        if why is None or not why.en.strip() or not why.zh.strip():
            out.append(f"lesson {number} is in no period, and left_out gives no reason")
    for number in sorted(set(plan.left_out) & used):
        out.append(f"lesson {number} is used but listed in left_out")
    return out


def positions(lesson: Lesson) -> list[str]:
    """The ids of ``lesson``'s items that are about one position (tasks, demonstrations,
    score sheets, quiz items with a position), in the lesson's order."""
    from .runner import has_position

    out = []
    for step in lesson.steps:
        for item in step.items if isinstance(step, Quiz) else (step,):
            if has_position(item):
                out.append(item.id)
    return out


def projector_items(game: str, step: Step) -> tuple[str, ...]:
    """The items of the step's lesson whose positions the projector shows during ``step``:
    none without a ``show`` or a lesson; the step's ``board`` when it has one; else the
    positions it uses that its ``show`` text cites by task or quiz number (in either
    language); else the first item it uses, if that has a position (a whole lesson: the
    lesson's first position), none if not (an explorer's chart).

    >>> from tutor.lessons.plan import Step, Use, T
    >>> projector_items("kanagawa", Step(5, T("a", "甲"), Use(2, ("wait", "seed-lesson")),
    ...                                  T("Task 1.", "任務 1。")))
    ('wait',)
    """
    if step.show is None or step.use is None:
        return ()
    if step.board:
        return step.board
    lesson = lesson_of(game, step.use.lesson)
    ids = positions(lesson)
    used = list(step.use.items or ids)
    numbers = {"task": {t.id: n for n, t in enumerate(lesson.tasks(), 1)},
               "quiz": {q.id: n for n, q in enumerate(lesson.quiz_items(), 1)}}
    cited: set[str] = set()
    for lang in ("en", "zh-Hant"):
        said = mentions(step.show[lang], lang)
        cited |= {id for kind, found in numbers.items() for id, n in found.items()
                  if n in said[kind]}
    named = [i for i in used if i in cited and i in ids]
    return tuple(named) if named else tuple(i for i in used[:1] if i in ids)


def mistakes(game: str, period: Period) -> list[tuple[int, str]]:
    """The common mistakes of ``period``: (lesson, task id) of each task with a typical
    wrong move that the period's steps use (a whole lesson: all of its tasks), in the
    order of the steps, each once."""
    out: list[tuple[int, str]] = []
    for step in period.steps:
        if step.use is None:
            continue
        lesson = lesson_of(game, step.use.lesson)
        for task in lesson.tasks():
            if task.wrong and (not step.use.items or task.id in step.use.items):
                if (lesson.number, task.id) not in out:
                    out.append((lesson.number, task.id))
    return out


def evidence_answer(game: str, evidence: Evidence) -> Answer:
    """What the engine says for ``evidence`` (see :class:`Evidence`): the quiz item's answer,
    or ``ask`` of the item's position after its moves.

    Raises:
        KeyError: the lesson or its item does not exist.
        ValueError: the item has no position, or is no quiz item while ``ask`` is None.
    """
    from .. import load

    found = lesson_of(game, evidence.lesson).find(evidence.item)
    position = getattr(found, "position", None)
    state = position.state(load(game)) if position is not None else None
    if evidence.ask is None:
        if not isinstance(found, LegalOrNot | HowMany | Choose):
            raise ValueError(f"evidence {evidence.item!r} is no quiz item and has no ask")
        return quiz_answer(found, state)
    if state is None:
        raise ValueError(f"evidence {evidence.item!r} has no position")
    for move in evidence.moves:
        if move == "solution":
            if not isinstance(found, Task):
                raise ValueError(f"evidence {evidence.item!r}: only a task has a solution")
            for step in found.solution:
                state = state.apply(step)
        else:
            state = state.apply(move)
    return evidence.ask(state)


def position_of(game: str, question: Question):  # noqa: ANN201 - a game's State
    """The position a discussion question is about (the item's start position)."""
    from .. import load

    found = lesson_of(game, question.lesson).find(question.item)
    return found.position.state(load(game))


__all__ = ["Aid", "Answer", "ClassPlan", "EXIT_MINUTES", "Evidence", "Exit", "PERIOD_MINUTES",
           "Period", "Prepare", "Question", "START_MINUTES", "Step", "Use", "Way", "Younger",
           "evidence_answer", "lesson_of", "mentions", "mistakes", "plan_of", "position_of",
           "positions", "problems",
           "projector_items", "sources_lessons", "step_uses"]
