"""Running a lesson in a notebook: ``lesson = open_lesson("cartography", 4)``.

Each notebook cell of a lesson is one call on the :class:`LessonRun`: ``lesson.task("id")``
gives a fresh board with that task, ``lesson.show("id")`` a demonstration on its own copy,
``lesson.quiz()`` the quiz, ``lesson.progress()`` the learner's progress. Every call makes
new objects from the lesson's data, so a learner can play on any board and every later
cell still runs.

The test harness (nbval, ``notebooks/build.py``) sets ``TUTOR_SOLVE_TASKS=1``: then every
task is tried with its typical wrong move and its hints, solved with its stored solution
through the same clicks a learner makes, and set back to its start; every quiz item is
answered; anything that does not behave as the content says raises. No cell a learner
sees ever solves anything.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from typing import Any

from ..core.game import Game, State
from ..core.lang import Text, check_lang, set_lang
from ..core.match import Match
from ..widget import GameWidget
from ..widget._task import DONE, Hint, Judgement, Line, TaskPlan
from .model import (
    Choose,
    FillSheet,
    HowMany,
    LegalOrNot,
    Lesson,
    Show,
    T,
    Task,
    move_lines,
    numbered,
    referee,
)
from .progress import Attempt, Progress

SOLVE_ENV = "TUTOR_SOLVE_TASKS"

WORDS = {
    "success": T("Well done! The task is complete.", "做得好！任務完成。"),
    "progress": T("Your progress in this lesson: {done} of {total} done",
                  "你在這一課的進度：已完成 {done}/{total}"),
    "tasks": T("tasks and quiz questions", "個任務和測驗題"),
}


def course(game: str) -> tuple[Lesson, ...]:
    """The lessons of ``game``, in order (``LESSONS`` of ``tutor/games/<game>/lessons/``).

    Raises:
        ValueError: an unknown game, or one without lessons yet.
    """
    from .. import games

    if game not in games.NAMES:
        raise ValueError(f"unknown game {game!r}; choose one of {', '.join(games.NAMES)}")
    try:
        module = importlib.import_module(f"tutor.games.{game}.lessons")
    except ModuleNotFoundError:
        raise ValueError(f"{game} has no lessons yet") from None
    return tuple(module.LESSONS)


def open_lesson(game: str, number: int, lang: str | None = None,
                progress: Progress | None = None) -> LessonRun:
    """Lesson ``number`` of ``game`` in ``lang`` (which becomes the language of everything
    shown, as with ``tutor.set_language``).

    Raises:
        ValueError: no such game, lesson or language.
    """
    lessons = course(game)
    found = [lesson for lesson in lessons if lesson.number == number]
    if not found:
        raise ValueError(f"{game} has lessons 1 to {len(lessons)}, not {number!r}")
    if lang is not None:
        set_lang(lang)
    return LessonRun(found[0], check_lang(lang), progress or Progress())


class LessonTask(TaskPlan):
    """A :class:`~tutor.lessons.model.Task` as the board sees it, reporting progress."""

    def __init__(self, task: Task, report: Callable[..., None] | None = None,
                 match: Match | None = None) -> None:
        self.task = task
        self.report = report
        """Called with (item, kind) for each event and (item, kind, stars) at the end."""
        self.match = match
        """The task's match, when the task draws its chance itself (``manual_chance``)."""
        self.attempt = Attempt()
        """This try, for its stars (:mod:`tutor.lessons.progress`)."""
        self.answer_step = len(task.hints) + 1
        """The hint step that gives the answer (the last of :meth:`hints`)."""
        self.hide_legal = task.hide_legal

    def markers(self) -> dict[str, int]:
        """The task's places, numbered from 1 as the prompt names them (①②③)."""
        return numbered(self.task.markers)

    def labels(self, lang: str) -> dict[str, str]:
        return {place: name[lang] for place, name in self.task.labels.items()}
        self.solved: tuple[str, ...] = ()
        """The learner's moves that reached the goal (what a class service replays to
        check the success: :mod:`tutor.classroom.verify`)."""

    def prompt(self, lang: str) -> str:
        return self.task.goal[lang]

    def judge(self, start: State, after: State, moves: tuple[str, ...], lang: str,
              line: Line | None = None) -> Judgement:
        """The task's :class:`~tutor.lessons.model.Referee` judges the move against the
        whole move space, foreseeing the board's chance draws and the task's replies."""
        if line is None:
            seed, auto = self.task.board()
            line = Line(seed, 0, auto)
        outcome, why = referee(self.task, start, *line).judge(moves)
        if outcome == DONE:
            self.solved = tuple(moves)
        return Judgement(outcome, why[lang] if why is not None else "")

    def success(self, lang: str) -> str:
        return (self.task.success or WORDS["success"])[lang]

    def hints(self, lang: str, state: State) -> list[Hint]:
        """The nudge, the second hint with the task's highlight, then the answer in words
        (from the task's position ``state``) with the solution's first move highlighted."""
        out = [Hint(text[lang], self.task.highlight if i == 1 else ())
               for i, text in enumerate(self.task.hints)]
        out.append(Hint(self.task.answer(state)[lang], self.task.solution[:1]))
        self.answer_step = len(out)
        return out

    def replies(self, learner_moves: int) -> tuple[str, ...]:
        return tuple(self.task.replies.get(learner_moves, ()))

    def event(self, kind: str, **data: Any) -> None:
        if kind == "done" and self.match is not None:
            _draw_freely(self.match)
        self._count(kind, data)
        if self.report is None or kind == "reset":
            return
        if kind == "done":  # solved after the answer hint: seen, not mastered
            data = {**data, "moves": list(self.solved)}
            self.report(self.task.id, *self.attempt.outcome(), **data)
        else:
            self.report(self.task.id, kind, **data)

    def _count(self, kind: str, data: dict[str, Any]) -> None:
        """Keep this try's mistakes and hints; the last hint step is the answer."""
        attempt = self.attempt
        if kind in ("illegal", "miss", "reset"):
            attempt.mistakes += 1
        elif kind == "hint":
            attempt.hints += 1
            if data.get("step", attempt.hints) >= self.answer_step:
                attempt.shown = True

    def arm(self) -> None:
        """Before the task starts (again): a new try (for its stars), and a
        ``manual_chance`` task's board stops drawing by itself, so that the task's replies
        force the draws."""
        self.attempt = Attempt()
        if self.match is not None:
            self.match.auto_chance = False


def _draw_freely(match: Match) -> None:
    """The board draws by itself again, starting with any draw pending now."""
    while match.state.is_chance():
        match.bot_move()
    match.auto_chance = True


class Picture:
    """A still board: SVG in a notebook (and on GitHub), a short deterministic text for
    nbval."""

    def __init__(self, svg: str, text: str) -> None:
        self.svg, self.text = svg, text

    def _repr_svg_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return self.text


class Html:
    """HTML for a notebook, with a short deterministic text form."""

    def __init__(self, html: str, text: str) -> None:
        self.html, self.text = html, text

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return self.text


class LessonRun:
    """One lesson opened in a notebook (see the module docstring)."""

    def __init__(self, lesson: Lesson, lang: str, progress: Progress) -> None:
        self.lesson = lesson
        self.lang = lang
        self.progress_store = progress
        self.game: Game = importlib.import_module(f"tutor.games.{lesson.game}").GAME
        self._views: list[Any] = []
        # -- class service (issue 15): records also go to the hub's class service --
        from ..classroom.client import sender_for

        self.classroom = sender_for(progress.path, lang)
        """Sends this lesson's records to the class service on a hub; None elsewhere."""

    # -- steps -------------------------------------------------------------------------------

    def task(self, id: str) -> GameWidget:
        """A fresh board with task ``id``."""
        task: Task = self.lesson.find(id, Task)
        board = self._board(task.position, task.viewer)
        plan = LessonTask(task, self._report, board.match if task.manual_chance else None)
        if self.classroom is not None:
            self.classroom.opened(self.lesson.key, task.id)
        plan.arm()
        board.start_task(plan)
        if solving():
            self._solve(board, plan)
        return board

    def show(self, id: str) -> GameWidget | Picture:
        """Demonstration ``id`` on its own copy: step through its moves with the arrows."""
        show: Show = self.lesson.find(id, Show)
        if show.picture:
            from .widgets import seat_to_act

            state = show.position.state(self.game)
            seat = seat_to_act(state) if show.viewer == "auto" else _seat(show.viewer)
            return Picture(str(state.render(viewer=seat, lang=self.lang,
                                            **annotations(show.markers, show.labels,
                                                          self.lang))),
                           f"<{self.lesson.key} {show.id}: {state!r}>")
        return item_board(self.game, show, self.lang)

    def quiz(self, part: str = "core") -> Any:
        """The quiz of the lesson's core (``part`` "deeper": of its deeper part): answers
        checked and explained by the engine.

        Raises:
            ValueError: ``part`` is neither "core" nor "deeper".
        """
        from .widgets import QuizBox

        items = self.lesson.quiz_items(part)
        box = QuizBox(self, items)
        if solving():
            box.solve_all()
        return box

    def sheet(self, id: str) -> Any:
        """A score sheet to fill in, checked by the engine."""
        from .model import FillSheet
        from .widgets import SheetBox

        box = SheetBox(self, self.lesson.find(id, FillSheet))
        if solving():
            box.solve()
        return box

    def explore(self, id: str) -> Any:
        """A what-if explorer: choose a position and two moves, predict, then see."""
        from .model import Explore
        from .widgets import ExplorerBox

        box = ExplorerBox(self, self.lesson.find(id, Explore))
        if solving():
            box.solve()
        return box

    def play(self, id: str) -> Any:
        """A game against bots, with the level and the number of players to choose."""
        from .model import PlayBots
        from .widgets import PlayBox

        box = PlayBox(self, self.lesson.find(id, PlayBots))
        if solving():
            box.solve()
        return box

    def sources(self, id: str) -> Any:
        """The game's sources, assumptions, options and rules, in the lesson's language."""
        from .model import Sources
        from .widgets import sources_html

        spec = self.lesson.find(id, Sources)
        return Html(sources_html(self, spec), f"<Sources {self.lesson.key} {spec.id}>")

    def progress(self) -> Any:
        """How far the learner is in this lesson (updates as tasks are done)."""
        from .widgets import ProgressView

        view = ProgressView(self)
        self._views.append(view)
        return view

    def course(self) -> Any:
        """The course map of this lesson's game: every lesson's stars and what is left
        (updates as items are done)."""
        from .widgets import CourseMap

        view = CourseMap(self.lesson.game, self.lang, self.progress_store)
        self._views.append(view)
        return view

    def join(self) -> Any:
        """Play it together (全班一起下): a board that shows the position the teacher sends
        to the class, for one move (on a hub with the class service)."""
        from ..classroom.together import JoinBox

        return JoinBox(self.lesson.game, self.lang)

    def board(self, code: str | None = None) -> GameWidget:
        """A free board: from a position code (``state.code()``) or the game's start."""
        state = self.game.from_code(code) if code else self.game.new_game(seed=1)
        return GameWidget(Match(state, seed=1), lang=self.lang)

    def text(self, key: str, **params: Any) -> str:
        return WORDS[key][self.lang].format(**params)

    def counts(self) -> tuple[int, int]:
        """(done, total) of the graded items of this lesson."""
        items = self.lesson.graded()
        return self.progress_store.done(self.lesson.key, items), len(items)

    def __repr__(self) -> str:
        return f"<Lesson {self.lesson.key} ({self.lang}): {self.lesson.title[self.lang]}>"

    # -- inside ------------------------------------------------------------------------------

    def _board(self, position: Any, viewer: int | str | None) -> GameWidget:
        state = position.state(self.game)
        match = Match(state, seed=position.seed or 0)
        return GameWidget(match, lang=self.lang, viewer=viewer)

    def _report(self, item: str, kind: str, stars: int | None = None, **details: Any) -> None:
        """One progress event (``details``: the move and rule of a failed move; a task's
        ``moves`` or a question's or sheet's ``answer`` with a success, which a class
        service checks)."""
        self.progress_store.record(self.lesson.key, item, kind, stars)
        if self.classroom is not None:
            self.classroom.record(self.lesson.key, item, kind, stars, **details)
        for view in self._views:
            view.refresh()

    def _solve(self, board: GameWidget, plan: LessonTask) -> None:
        """The harness: wrong move, hints, the solution, then back to the start."""
        task = plan.task
        key = f"{self.lesson.key} task {task.id!r}"
        if task.wrong is not None:
            board.click(task.wrong)
            if board.status_kind != "error" or board.task_done:
                raise AssertionError(f"{key}: the wrong move {task.wrong!r} was accepted")
            if task.wrong_rule is not None and f"[{task.wrong_rule}]" not in board.status:
                raise AssertionError(f"{key}: {task.wrong!r} was refused by another rule: "
                                     f"{board.status}")
        for _ in range(board.hint_steps):
            board.hint()
        for move in task.solution:
            if board.task_done:
                raise AssertionError(f"{key}: done before its solution ended")
            board.click(move)
            if board.status_kind == "error":
                raise AssertionError(f"{key}: solution move {move!r} refused: {board.status}")
        if not board.task_done:
            raise AssertionError(f"{key}: the solution does not complete the task")
        board.match.reset(0)
        plan.arm()
        board.start_task(plan)


POSITIONED = (Show, Task, FillSheet, LegalOrNot, HowMany, Choose)
"""The kinds of lesson items that have one position (a :class:`~tutor.lessons.model.Choose`
only when it is given one)."""


def has_position(item: Any) -> bool:
    """Whether ``item`` is about one position, which :func:`item_board` can show."""
    return isinstance(item, POSITIONED) and item.position is not None


def item_board(game: Game, item: Any, lang: str) -> GameWidget:
    """A free board at the position of a lesson's ``item`` (a task's start, a demonstration
    with its moves to step through, a quiz item's or a score sheet's position), from the
    item's seat, with the places its text names marked (①, names): a lesson's
    demonstration, and what a teacher shows on the projector (no task, so **Best moves**,
    **Present** and, on a hub, **Send to the class** are there).

    Raises:
        ValueError: ``item`` has no position (an explorer, a game against bots, a choice
            without a position).
    """
    if not has_position(item):
        raise ValueError(f"{type(item).__name__} {getattr(item, 'id', item)!r} has no "
                         "position to show on a board")
    state = item.position.state(game)
    board = GameWidget(Match(state, seed=item.position.seed or 0), lang=lang,
                       viewer=getattr(item, "viewer", "auto"))
    markers, labels = getattr(item, "markers", ()), getattr(item, "labels", {})
    if markers or labels:
        board.mark_places(**annotations(markers, labels, lang))
    steps = move_lines(item.steps) if isinstance(item, Show) else []
    if steps:
        match = board.match
        match.auto_chance = False  # a step may force a chance outcome (a deal, a draw)
        for move in steps:
            while match.state.is_chance() and not match.state.check(move):
                match.bot_move()  # chance the steps leave open: the match's seeded draw
            match.play(move)
        while match.state.is_chance():
            match.bot_move()
        match.goto(0)
        match.auto_chance = True
    return board


def annotations(markers: tuple[str, ...], labels: Any, lang: str) -> dict[str, Any]:
    """The keyword arguments of a board's drawing for a step's ``markers`` (places numbered
    from 1) and ``labels`` (place -> Text) in ``lang``; none for none."""
    out: dict[str, Any] = {}
    if markers:
        out["markers"] = numbered(markers)
    if labels:
        out["labels"] = {place: name[lang] for place, name in labels.items()}
    return out


def solving() -> bool:
    """Whether the test harness asked for every task to be solved (``TUTOR_SOLVE_TASKS``)."""
    return os.environ.get(SOLVE_ENV, "") not in ("", "0")


def _seat(viewer: int | str | None) -> int | None:
    return viewer if isinstance(viewer, int) else None


__all__ = ["LessonRun", "LessonTask", "Picture", "course", "has_position", "item_board",
           "open_lesson", "solving", "Text"]
