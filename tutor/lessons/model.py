"""Lessons as data: what a lesson is made of, in both languages, for every game.

A game's lessons live in its package (``tutor/games/<game>/lessons.py``, a tuple
``LESSONS``), so they ship wherever the tutor goes (JupyterLite, Binder, a JupyterHub).
A :class:`Lesson` is a list of steps: text to read (:class:`Read`), demonstrations on
copies (:class:`Show`), tasks on fresh boards (:class:`Task`), a quiz (:class:`Quiz`),
a score sheet to fill in (:class:`FillSheet`), explorers (:class:`Explore`) and games
against bots (:class:`PlayBots`). Every text is a :class:`~tutor.core.lang.Text` with its
English and Traditional Chinese side by side. Solutions are stored here, never shown in a
notebook cell; the notebooks are generated from this data (``notebooks/build.py``).

A task is a goal on its own board, checked by the engine, as in Lichess Learn: the
learner's legal moves are judged by the task's :class:`Goal` (done, go on, or a miss with
the reason), illegal ones are explained by the rule they break, hints come in steps (a
nudge, the relevant pieces highlighted, then the answer), and "try again" resets it.

>>> from tutor.lessons.model import Position, Task, Play, T
>>> task = Task("first-tile",
...             T("Lay a plain tile next to the hexagon.", "在六邊形旁放一塊空白板塊。"),
...             Position(options={"tiles_per_player": 5}),
...             Play(("tile O3 at (0,1) rot 0",), T("Use the plain tile.", "用空白板塊。")),
...             solution=("tile O3 at (0,1) rot 0",), rules=("cartography.tile.adjacent",))
>>> task.goal["zh-Hant"]
'在六邊形旁放一塊空白板塊。'
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.game import Game, State, sample_chance
from ..core.lang import Text
from ..widget._task import DONE, GO_ON, MISS, Judgement

T = Text
"""Shorthand for content: ``T("English", "中文")``."""


# -- positions ------------------------------------------------------------------------------


def move_lines(moves: str) -> list[str]:
    """The moves of a position: one notation per line, or a whole turn on one line with its
    moves separated by ``;``; ``#`` starts a comment.

    >>> move_lines("tile O3 at (0,1) rot 0; stone at (0,1)a  # Blue\\n\\n  pass")
    ['tile O3 at (0,1) rot 0', 'stone at (0,1)a', 'pass']
    """
    out = []
    for line in moves.splitlines():
        for part in line.split("#")[0].split(";"):
            text = part.strip()
            if text:
                out.append(text)
    return out


@dataclass(frozen=True)
class Position:
    """Where a task, demonstration or quiz item starts: a new game, then moves. The game is
    the lesson's, or another game or tool named by ``game``.

    Chance (deals, draws) is forced by listing its outcome among the moves; any other
    chance node on the way is resolved by ``seed`` (and is an error without one), so a
    position is always the same.
    """

    moves: str = ""
    """Notations, one per line or separated by ``;`` (``#`` comments allowed)."""
    players: int = 2
    options: Mapping[str, Any] = field(default_factory=dict)
    """Keyword options of ``new_game``."""
    seed: int | None = None
    """Resolves chance nodes that the moves do not force."""
    game: str | None = None
    """The game or tool the position belongs to, by the name ``tutor.load`` takes (for
    instance ``"karesansui-studio"``, a garden-studio puzzle in a Karesansui lesson); None
    for the lesson's own game. Every board, picture and quiz of the position uses it."""

    def state(self, game: Game) -> State:
        """The position in ``game``, the lesson's game (or in the game named by
        :attr:`game` when it is set).

        Raises:
            ValueError: a move does not apply, chance is left open without a seed, or
                :attr:`game` names no game or tool.
        """
        if self.game is not None:
            from .. import load

            game = load(self.game)
        state = game.new_game(players=self.players, **dict(self.options))
        rng = random.Random(self.seed) if self.seed is not None else None
        for i, text in enumerate(move_lines(self.moves)):
            state = self._settle(state, rng, next_move=text)
            try:
                state = state.apply(text)
            except ValueError as e:
                raise ValueError(f"position move {i + 1} {text!r}: {e}") from None
        return self._settle(state, rng, next_move=None)

    def _settle(self, state: State, rng: random.Random | None, next_move: str | None) -> State:
        while state.is_chance():
            if next_move is not None and state.check(next_move):
                return state  # the next listed move forces this chance event
            if rng is None:
                raise ValueError("the position reaches a chance event that its moves do not "
                                 "force; give the outcome or a seed")
            state = state.apply(sample_chance(state, rng))
        return state


# -- goals ------------------------------------------------------------------------------------


class Goal:
    """How a task judges the learner's latest legal move (see :class:`Judgement`)."""

    def judge(self, start: State, after: State, moves: tuple[str, ...]) -> tuple[str, Text | None]:
        """``(DONE | GO_ON | MISS, why)`` for the move ``moves[-1]`` that led to ``after``."""
        raise NotImplementedError


@dataclass(frozen=True)
class Play(Goal):
    """Make one of these moves (notations; any spelling of them counts)."""

    moves: tuple[str, ...]
    why: Text
    """Why another legal move misses the goal."""

    def judge(self, start: State, after: State, moves: tuple[str, ...]) -> tuple[str, Text | None]:
        wanted = {str(start.parse_action(m)) for m in self.moves}
        return (DONE, None) if moves[-1] in wanted else (MISS, self.why)


@dataclass(frozen=True)
class Reach(Goal):
    """Reach a position where ``test(start, now)`` holds, within ``within`` moves."""

    test: Callable[[State, State], bool]
    why: Text
    """Why the moves made so far miss the goal."""
    within: int = 1
    """How many moves of the learner the task allows."""
    keep_going: Callable[[State, State], bool] | None = None
    """Before the last allowed move: whether a move that does not reach the goal yet is
    still on the way (default: any legal move is)."""

    def judge(self, start: State, after: State, moves: tuple[str, ...]) -> tuple[str, Text | None]:
        if self.test(start, after):
            return DONE, None
        if len(moves) >= self.within:
            return MISS, self.why
        if self.keep_going is not None and not self.keep_going(start, after):
            return MISS, self.why
        return GO_ON, None


# -- steps of a lesson ------------------------------------------------------------------------


@dataclass(frozen=True)
class Read:
    """Text to read (markdown), in both languages: a short paragraph before the next thing
    to do. Rule ids, rulebook file names and quotations go in ``sources``, shown folded
    under the paragraph ("Sources" / 「出處」), so that the reading stays short."""

    text: Text
    sources: Text | None = None
    """What the paragraph rests on (markdown): shown in a fold, closed at first."""


@dataclass(frozen=True)
class Show:
    """A demonstration: a position on its own copy, with moves to step through."""

    id: str
    position: Position
    steps: str = ""
    """Moves the learner steps through with the arrows (played in advance, then rewound).
    Chance outcomes listed among them are forced, as in a :class:`Position`; a chance event
    they do not force is drawn by the board's seeded generator."""
    caption: Text | None = None
    viewer: int | str | None = "auto"
    """Whose view: "auto" (the player to act, as a learner at the board), None (the teacher's
    view of everything) or a seat."""
    picture: bool = False
    """A still picture instead of a board (for positions that need no clicking)."""
    sources: Text | None = None
    """What the caption rests on: shown in a closed Sources fold under it."""


@dataclass(frozen=True)
class Task:
    """A goal on a fresh board, checked by the engine."""

    id: str
    goal: Text
    """The prompt: what to achieve (never which move to make)."""
    position: Position
    check: Goal
    solution: tuple[str, ...]
    """The learner's moves that reach the goal (scripted replies are played in between)."""
    hints: tuple[Text, ...] = ()
    """A nudge, then a closer hint; the last step (the answer) comes from ``solution``."""
    highlight: tuple[str, ...] = ()
    """What the second hint highlights: notations of moves, or board targets."""
    rules: tuple[str, ...] = ()
    """The rule ids this task practises."""
    wrong: str | None = None
    """A typical wrong move: refused by a rule (``wrong_rule``) or missing the goal."""
    wrong_rule: str | None = None
    explain: Mapping[str, Text] = field(default_factory=dict)
    """Why particular legal moves miss the goal (instead of the goal's general reason)."""
    replies: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    """Moves played after the learner's n-th move (an opponent's answer, a forced deal)."""
    success: Text | None = None
    viewer: int | str | None = "auto"
    manual_chance: bool = False
    """The board draws nothing by itself during the task: ``replies`` force every draw that
    follows a move of the learner (a village's cards, the meals laid out at an inn). Once
    the task is done, the board draws again by itself."""

    def answer(self) -> Text:
        """The last hint: the answer, in notation."""
        moves = ", ".join(f"`{m}`" for m in self.solution)
        return T(f"The answer: {moves}.", f"答案:{moves}。")

    def all_hints(self) -> tuple[Text, ...]:
        return (*self.hints, self.answer())


@dataclass(frozen=True)
class LegalOrNot:
    """Quiz: is this action legal here? The engine answers and names the rule."""

    id: str
    position: Position
    action: str
    rules: tuple[str, ...] = ()
    """Rules the item practises besides the one the engine's verdict names."""
    note: Text | None = None
    """What to notice, shown with the answer."""
    picture: bool = True
    hint: Text | None = None
    """Why a first wrong answer is wrong, without the answer (default: the rule to read
    again)."""
    sources: Text | None = None
    """What the explanation rests on (rule ids, rulebook file names): shown in the Sources
    fold with the answer."""


@dataclass(frozen=True)
class HowMany:
    """Quiz: a number the engine counts (points, liberties, cards...)."""

    id: str
    question: Text
    position: Position
    count: Callable[[State], float]
    explain: Text
    rules: tuple[str, ...] = ()
    picture: bool = True
    hint: Text | None = None
    """Why a first wrong answer is wrong, without the answer (default: the rule to read
    again)."""
    sources: Text | None = None
    """What the explanation rests on (rule ids, rulebook file names): shown in the Sources
    fold with the answer."""


@dataclass(frozen=True)
class Choose:
    """Quiz: one of several answers; ``answer`` is the index, or what the engine says."""

    id: str
    question: Text
    choices: tuple[Text, ...]
    answer: int | Callable[[State], int]
    explain: Text
    rules: tuple[str, ...] = ()
    position: Position | None = None
    picture: bool = True
    hint: Text | None = None
    """Why a first wrong answer is wrong, without the answer (default: the rule to read
    again)."""
    sources: Text | None = None
    """What the explanation rests on (rule ids, rulebook file names): shown in the Sources
    fold with the answer."""


QuizItem = LegalOrNot | HowMany | Choose


@dataclass(frozen=True)
class Quiz:
    """The quiz that ends a lesson."""

    items: tuple[QuizItem, ...]


@dataclass(frozen=True)
class FillSheet:
    """Fill in the score sheet of a finished (or running) game; the engine checks it."""

    id: str
    position: Position
    intro: Text
    rules: tuple[str, ...] = ()
    seats: tuple[int, ...] | None = None
    """Whose columns to fill in (default: everyone's)."""
    sources: Text | None = None
    """What the intro rests on: shown in a closed Sources fold under it."""


@dataclass(frozen=True)
class Explore:
    """A what-if explorer: positions to choose from, moves to compare by simulation."""

    id: str
    positions: tuple[tuple[Text, Position], ...]
    """Named positions to explore."""
    bots: tuple[str, ...] = ("greedy", "random")
    games: int = 20
    """How many games to simulate per move (the learner can change it)."""


@dataclass(frozen=True)
class PlayBots:
    """A full game against bots (the level can be chosen)."""

    id: str
    players: tuple[int, ...] = (2,)
    """The player counts offered."""
    options: Mapping[str, Any] = field(default_factory=dict)
    level: str = "greedy"
    seed: int = 1


@dataclass(frozen=True)
class Sources:
    """The game's sources and assumptions, from its rule registry: how often each source
    is cited, every assumption with its note and option, the options with their defaults,
    and (``all_rules``) the full rule table, in the lesson's language."""

    id: str
    all_rules: bool = True


Step = Read | Show | Task | Quiz | FillSheet | Explore | PlayBots | Sources


@dataclass(frozen=True)
class Lesson:
    """One lesson of a game's series."""

    game: str
    number: int
    slug: str
    """The notebook's file name after the number: ``04-capture``."""
    title: Text
    minutes: int
    """About how long it takes in class."""
    objectives: tuple[Text, ...]
    """What a learner can do after it (the teacher guide lists them)."""
    steps: tuple[Step, ...]
    recap: Text
    mistakes: tuple[Text, ...] = ()
    """Common mistakes, for the teacher guide."""

    @property
    def key(self) -> str:
        """``"cartography/4"``: how progress names the lesson."""
        return f"{self.game}/{self.number}"

    @property
    def stem(self) -> str:
        return f"{self.number:02d}-{self.slug}"

    def tasks(self) -> list[Task]:
        return [s for s in self.steps if isinstance(s, Task)]

    def sheets(self) -> list[FillSheet]:
        return [s for s in self.steps if isinstance(s, FillSheet)]

    def quiz_items(self) -> list[QuizItem]:
        return [item for s in self.steps if isinstance(s, Quiz) for item in s.items]

    def find(self, id: str, kind: type | tuple[type, ...] = object) -> Any:
        """The step (or quiz item) with ``id``.

        Raises:
            KeyError: no such step in this lesson.
        """
        for step in self.steps:
            if isinstance(step, kind) and getattr(step, "id", None) == id:
                return step
        for item in self.quiz_items():
            if isinstance(item, kind) and item.id == id:
                return item
        known = [getattr(s, "id", None) for s in self.steps if getattr(s, "id", None)]
        raise KeyError(f"lesson {self.key} has no step {id!r}; it has {', '.join(known)}")

    def graded(self) -> list[str]:
        """The ids that count for progress: tasks, score sheets and quiz items."""
        return ([t.id for t in self.tasks()] + [s.id for s in self.sheets()]
                + [q.id for q in self.quiz_items()])


def judge_text(goal: Goal, task: Task, start: State, after: State, moves: tuple[str, ...],
               lang: str) -> Judgement:
    """The task's judgement in ``lang``, with the task's own explanation of a missed move."""
    outcome, why = goal.judge(start, after, moves)
    if outcome == MISS and moves[-1] in task.explain:
        why = task.explain[moves[-1]]
    return Judgement(outcome, why[lang] if why is not None else "")
