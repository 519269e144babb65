"""Lessons as data: what a lesson is made of, in both languages, for every game.

A game's lessons live in its package (``tutor/games/<game>/lessons/``, a tuple
``LESSONS``), so they ship wherever the tutor goes (JupyterLite, Binder, a JupyterHub).
A :class:`Lesson` is a list of steps: text to read (:class:`Read`), demonstrations on
copies (:class:`Show`), tasks on fresh boards (:class:`Task`), a quiz (:class:`Quiz`),
a score sheet to fill in (:class:`FillSheet`), explorers (:class:`Explore`), games
against bots (:class:`PlayBots`) and the start of the deeper part (:class:`Deeper`). Every
text is a :class:`~tutor.core.lang.Text` with its English and Traditional Chinese side by
side. Solutions are stored here, never shown in a notebook cell; the notebooks are
generated from this data (``notebooks/build.py``).

A lesson has a core and, after a :class:`Deeper` step, an optional deeper part 「進階」:
the core is what the seed says, one idea, at most three quiz items and nothing about the
tutor's sources; edge cases and registered readings go to the deeper part. Tasks, quiz items
and demonstrations point at places with numbered ``markers`` (①②③ drawn on the board) and
name regions with ``labels``; a task about legality hides the legal moves until its second
hint (``hide_legal``). How to write lessons so: ``docs/lesson-authoring.md``.

A task is a goal on its own board, checked by the engine, as in Lichess Learn: each legal
move of the learner is judged against the whole move space by the task's :class:`Referee`
(done; go on while the :class:`Goal` can still be reached within the moves the task
allows, its scripted replies played; else a miss with the reason), illegal ones are
explained by the rule they break, hints come in steps (a nudge, the region or kind of
piece that matters, then the answer in words), and "try again" resets it.

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
from ..core.match import chance_draw
from ..widget._task import DONE, GO_ON, MISS

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
    """What a task asks of the learner: a position (or a move) reached within ``within``
    moves. The task judges every move against the whole move space (:class:`Referee`): a
    move after which the goal can no longer be reached is a miss, with ``why``."""

    within: int = 1
    """How many moves of the learner the task allows."""
    why: Text
    """Why a move misses the goal."""

    def reached(self, start: State, after: State, move: str) -> bool:
        """Whether the learner's move ``move`` (a canonical notation), leading to ``after``,
        reaches the goal; ``start`` is the task's position."""
        raise NotImplementedError


@dataclass(frozen=True)
class Play(Goal):
    """Make one of these moves (notations; any spelling of them counts)."""

    moves: tuple[str, ...]
    why: Text
    """Why another legal move misses the goal."""

    def reached(self, start: State, after: State, move: str) -> bool:
        return move in {str(start.parse_action(m)) for m in self.moves}


@dataclass(frozen=True)
class Reach(Goal):
    """Reach a position where ``test(start, now)`` holds, within ``within`` moves."""

    test: Callable[[State, State], bool]
    why: Text
    """Why a move misses the goal (it is judged as soon as the goal is out of reach)."""
    within: int = 1

    def reached(self, start: State, after: State, move: str) -> bool:
        return bool(self.test(start, after))


class ReplyRefused(Exception):
    """A reply scripted for the other seats is illegal after the learner's moves."""

    def __init__(self, reply: str, n: int, why: str) -> None:
        super().__init__(f"the reply {reply!r} after move {n} is illegal: {why}")
        self.reply = reply


class Referee:
    """Judges a task's moves from one start against the whole move space.

    After the learner's ``n``-th move the board draws any chance that follows (as the
    match does, unless the task draws by hand) and plays the task's scripted replies for
    move ``n``, each drawing its own chance in turn. A move reaches the goal (DONE), keeps
    it within reach (GO_ON: some line of legal moves, with those replies, reaches it within
    the moves the task allows) or puts it out of reach (MISS). A reply that is illegal
    after a move ends that line: the move is a miss.

    The search is exhaustive and memoised per position (``(state, log length, moves made)``),
    so asking again, or about a longer line, is cheap; :func:`referee` keeps one referee
    per task and start.

    Arguments:
        task: the task.
        start: the task's position.
        seed, cursor, auto_chance: the match's seed, its log length at the task's start,
            and whether it draws chance by itself (the board's draws are foreseen exactly).
    """

    def __init__(self, task: Task, start: State, seed: int = 0, cursor: int = 0,
                 auto_chance: bool = True) -> None:
        self.task, self.start = task, start
        self.seed, self.cursor, self.auto_chance = seed, cursor, auto_chance
        self.goal: Goal = task.check
        self.seat = start.current_player()
        """The learner's seat: the one to act at the start (the other seats answer with the
        task's scripted replies)."""
        self._explain = {_canonical(start, move): why for move, why in task.explain.items()}
        self._memo: dict[tuple[str, int, int], bool] = {}
        self.searched = 0
        """How many positions the search has expanded (for measuring)."""
        self.tested = 0
        """How many times the search has tested the goal (for measuring)."""

    def settle(self, state: State, cursor: int) -> tuple[State, int]:
        """The position after the board drew the chance that follows ``state``."""
        while self.auto_chance and state.is_chance():
            state = state.apply(chance_draw(state, self.seed, cursor))
            cursor += 1
        return state, cursor

    def step(self, state: State, cursor: int, n: int, move: str
             ) -> tuple[State, State, int]:
        """The learner's ``n``-th move ``move`` from ``state`` (whose log length is
        ``cursor``): the position right after it, and the position (with its log length)
        where the learner moves next, once the board drew chance and played the replies.

        Raises:
            IllegalAction, NotationError: ``move`` is not legal in ``state``.
            ReplyRefused: a reply scripted after move ``n`` is illegal then.
        """
        after = state.apply(move)
        now, cursor = self.follow(after, cursor + 1, n)
        return after, now, cursor

    def follow(self, after: State, cursor: int, n: int) -> tuple[State, int]:
        """What the board does after the learner's ``n``-th move led to ``after``: it draws
        the chance that follows and plays the replies scripted for move ``n``.

        Raises:
            ReplyRefused: a reply is illegal when its turn comes.
        """
        now, cursor = self.settle(after, cursor)
        for reply in self.task.replies.get(n, ()):
            verdict = now.check(reply)
            if not verdict:
                raise ReplyRefused(reply, n, verdict.in_lang("en"))
            now, cursor = self.settle(now.apply(reply), cursor + 1)
        return now, cursor

    def line(self, moves: tuple[str, ...]) -> list[tuple[str, State, State, int]]:
        """Every move of ``moves`` played from the start: ``(notation, after, next, log
        length)`` per move, the notation canonical.

        Raises:
            IllegalAction, NotationError: a move is illegal where it is played.
            ReplyRefused: a reply is illegal after one of the moves.
        """
        out = []
        state, cursor = self.start, self.cursor
        for n, move in enumerate(moves, 1):
            notation = str(state.parse_action(move))
            after, state, cursor = self.step(state, cursor, n, notation)
            out.append((notation, after, state, cursor))
        return out

    def judge(self, moves: tuple[str, ...]) -> tuple[str, Text | None]:
        """``(DONE | GO_ON | MISS, why)`` for the last of the learner's ``moves`` (every move
        the learner kept in this task, the last one new); ``why`` is the task's explanation
        of that move, or the goal's reason.

        Raises:
            IllegalAction, NotationError: a move is illegal where it is played.
        """
        n = len(moves)
        state, cursor = self.start, self.cursor
        for i, move in enumerate(moves[:-1], 1):
            _after, state, cursor = self.step(state, cursor, i, str(state.parse_action(move)))
        last = str(state.parse_action(moves[-1]))
        after = state.apply(last)
        if self.goal.reached(self.start, after, last):
            return DONE, None
        if n >= self.goal.within:
            return MISS, self._why(last)
        try:
            now, cursor = self.follow(after, cursor + 1, n)
        except ReplyRefused:
            return MISS, self._why(last)
        if self.reachable(now, cursor, n):
            return GO_ON, None
        return MISS, self._why(last)

    def _why(self, move: str) -> Text:
        return self._explain.get(move, self.goal.why)

    def reachable(self, state: State, cursor: int, made: int) -> bool:
        """Whether the learner, having made ``made`` moves and now at ``state``, can still
        reach the goal within the moves the task allows (not when another seat, or chance
        the board does not draw, is to act: nobody scripted those moves)."""
        if made >= self.goal.within or state.current_player() != self.seat:
            return False
        key = (state.to_json(), cursor, made)
        found = self._memo.get(key)
        if found is None:
            self.searched += 1
            found = any(self._reaches(state, cursor, made + 1, move)
                        for move in self.ordered(state, made))
            self._memo[key] = found
        return found

    def _reaches(self, state: State, cursor: int, n: int, move: str) -> bool:
        after = state.apply(move)
        self.tested += 1
        if self.goal.reached(self.start, after, move):
            return True
        if n >= self.goal.within:
            return False
        try:
            now, cursor = self.follow(after, cursor + 1, n)
        except ReplyRefused:
            return False
        return self.reachable(now, cursor, n)

    def ordered(self, state: State, made: int) -> list[str]:
        """The learner's legal moves in ``state``, the solution's next move first."""
        moves = [str(a) for a in state.legal_actions()]
        if made < len(self.task.solution):
            try:
                first = str(state.parse_action(self.task.solution[made]))
            except ValueError:
                return moves
            if first in moves:
                moves.remove(first)
                moves.insert(0, first)
        return moves

    def accepted(self) -> dict[str, str]:
        """Every legal first move with its outcome (DONE, GO_ON or MISS)."""
        return {move: self.judge((move,))[0] for move in self.ordered(self.start, 0)}


def _canonical(state: State, move: str) -> str:
    """A move's notation as the game writes it (an unreadable one as it is)."""
    try:
        return str(state.parse_action(move))
    except ValueError:
        return move


_REFEREES: dict[tuple, Referee] = {}
REFEREES_KEPT = 32
"""How many referees (with their searched positions) :func:`referee` keeps."""


def referee(task: Task, start: State, seed: int = 0, cursor: int = 0,
            auto_chance: bool = True) -> Referee:
    """The :class:`Referee` of ``task`` from ``start`` (one per task, start and board, kept
    for the next click and the next board opened on the same task)."""
    key = (id(task), start.to_json(), seed, cursor, auto_chance)
    found = _REFEREES.get(key)
    if found is None or found.task is not task:
        if len(_REFEREES) >= REFEREES_KEPT:
            _REFEREES.pop(next(iter(_REFEREES)))
        found = _REFEREES[key] = Referee(task, start, seed, cursor, auto_chance)
    return found


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
    markers: tuple[str, ...] = ()
    """Places the caption names by number (①, ②...: see :attr:`Task.markers`)."""
    labels: Mapping[str, Text] = field(default_factory=dict)
    """Names drawn under places (see :attr:`Task.labels`)."""

    def __post_init__(self) -> None:
        _check_markers(self.markers, f"demonstration {self.id!r}")


@dataclass(frozen=True)
class Task:
    """A goal on a fresh board, checked by the engine.

    The learner plays the seat to act at the start; the other seats move only by the
    task's ``replies``. Every legal move is judged against the whole move space (see
    :class:`Referee`): done, go on while the goal can still be reached within the moves
    the goal allows, else a miss with its reason. So a task needs no other description of
    the right way than its goal; ``solution`` is one way (for the answer and the tests).
    """

    id: str
    goal: Text
    """The prompt: what to achieve (never which move to make)."""
    position: Position
    check: Goal
    solution: tuple[str, ...]
    """The learner's moves that reach the goal (scripted replies are played in between)."""
    hints: tuple[Text, ...] = ()
    """A nudge, then a closer hint; the last step (the answer, in words) comes from
    ``solution``."""
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
    """Moves played after the learner's n-th move (an opponent's answer, a forced deal),
    when the move keeps the goal within reach; a move after which a reply would be illegal
    misses the goal."""
    success: Text | None = None
    viewer: int | str | None = "auto"
    manual_chance: bool = False
    """The board draws nothing by itself during the task: ``replies`` force every draw that
    follows a move of the learner (a village's cards, the meals laid out at an inn). Once
    the task is done, the board draws again by itself."""
    markers: tuple[str, ...] = ()
    """Places the prompt names by number: the board draws ① on the first, ② on the
    second... (:data:`MARKERS`; places as :func:`tutor.core.svg.annotate` finds them: a
    move's notation, a ``data-target`` or an element id of the board)."""
    labels: Mapping[str, Text] = field(default_factory=dict)
    """Names drawn on the board under places (place -> name), for a task about regions
    that must be seen without hovering."""
    hide_legal: bool = False
    """A task about legality: the board does not show which moves are legal (no rings, no
    "not allowed" tooltips) until the second hint."""

    def board(self) -> tuple[int, bool]:
        """The seed and chance drawing of the task's board (its match's seed, and whether
        it draws chance by itself during the task)."""
        return self.position.seed or 0, not self.manual_chance

    def solution_words(self, start: State, lang: str | None = None) -> list[str]:
        """The solution's moves in words (``State.words_for``), each as the learner at the
        board may know it, in ``lang``; the scripted replies are played in between."""
        seed, auto = self.board()
        ref = referee(self, start, seed=seed, auto_chance=auto)
        out, state = [], start
        for notation, _after, now, _cursor in ref.line(self.solution):
            seat = _seat_of(self.viewer, state)
            out.append(_clause(state.words_for(notation, seat, lang)))
            state = now
        return out

    def solution_text(self, start: State, lang: str) -> str:
        """The solution in words in ``lang``, its moves joined into one phrase: "take
        column 2, then buy the top" / 「拿取第 2 欄，然後買陀螺」."""
        return ("，然後" if lang == "zh-Hant" else ", then ").join(
            self.solution_words(start, lang))

    def answer(self, start: State) -> Text:
        """The last hint: the solution in words, in both languages (from the task's start
        position ``start``), e.g. "The answer: take column 2, then buy the top."."""
        return T(f"The answer: {self.solution_text(start, 'en')}.",
                 f"答案：{self.solution_text(start, 'zh-Hant')}。")

    def all_hints(self, start: State) -> tuple[Text, ...]:
        return (*self.hints, self.answer(start))

    def __post_init__(self) -> None:
        _check_markers(self.markers, f"task {self.id!r}")


def _seat_of(viewer: int | str | None, state: State) -> int | None:
    """The seat a task's board shows (``viewer`` "auto": the seat to act)."""
    if viewer == "auto":
        seat = state.current_player()
        return seat if seat >= 0 else None
    return viewer if isinstance(viewer, int) else None


def _clause(words: str) -> str:
    """A move's words as a clause inside a sentence: no closing full stop."""
    return words.strip().rstrip("。.")


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
    markers: tuple[str, ...] = ()
    """Places the question names by number (①, ②...: see :attr:`Task.markers`), drawn on
    its picture."""

    def __post_init__(self) -> None:
        _check_markers(self.markers, f"quiz item {self.id!r}")

    QUESTION = T("Can you {move} here?", "這裡可以{move}嗎？")
    MARKED = T("Is the move marked on the picture legal here?",
               "圖上標出的這一步，在這裡合法嗎？")

    def question(self, state: State, lang: str) -> str:
        """The question in ``lang``, its move in words as the player to act reads it
        (``state`` is the item's position): 「這裡可以拿取第 3 欄嗎？」; where the game has
        no words for the move, the question asks about the move the picture marks."""
        seat = state.current_player()
        try:
            move = state.words_for(self.action, seat if seat >= 0 else None, lang)
        except Exception:  # noqa: BLE001 - an illegal move may have no words
            return self.MARKED[lang]
        return self.QUESTION[lang].format(move=move)


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
    mark: str | None = None
    """The move the question is about (notation): drawn on the picture, never printed."""
    sources: Text | None = None
    """What the explanation rests on (rule ids, rulebook file names): shown in the Sources
    fold with the answer."""
    markers: tuple[str, ...] = ()
    """Places the question names by number (①, ②...: see :attr:`Task.markers`), drawn on
    its picture."""

    def __post_init__(self) -> None:
        _check_markers(self.markers, f"quiz item {self.id!r}")


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
    mark: str | None = None
    """The move the question is about (notation): drawn on the picture, never printed."""
    sources: Text | None = None
    """What the explanation rests on (rule ids, rulebook file names): shown in the Sources
    fold with the answer."""
    markers: tuple[str, ...] = ()
    """Places the question names by number (①, ②...: see :attr:`Task.markers`), drawn on
    its picture."""

    def __post_init__(self) -> None:
        _check_markers(self.markers, f"quiz item {self.id!r}")


QuizItem = LegalOrNot | HowMany | Choose


def quiz_answer(item: QuizItem, state: State | None) -> bool | float | int:
    """The answer of a quiz item, from the engine: whether the move is legal (LegalOrNot),
    the count (HowMany) or the index of the right choice (Choose); ``state`` is the item's
    position (None for a choice without one)."""
    if isinstance(item, LegalOrNot):
        assert state is not None
        return bool(state.check(item.action))
    if isinstance(item, HowMany):
        assert state is not None
        return item.count(state)
    if callable(item.answer):
        assert state is not None
        return item.answer(state)
    return item.answer


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


@dataclass(frozen=True)
class Deeper:
    """Where a lesson's core ends and its deeper part begins: the steps after it are the
    optional 「進階」 / "Going further" part (edge cases, the tutor's registered readings),
    shown after the core's recap under that heading. A lesson has at most one."""

    intro: Text | None = None
    """A line under the heading saying what the part holds (default: that it is optional)."""


Step = Read | Show | Task | Quiz | FillSheet | Explore | PlayBots | Sources | Deeper

PARTS = ("core", "deeper")
"""The two parts of a lesson: its core (the seed's rules, one idea) and the optional deeper
part after a :class:`Deeper` step."""

CORE_QUIZ_ITEMS = 3
"""The most quiz items a lesson's core holds."""

MARKERS = "①②③④⑤⑥⑦⑧⑨⑩"
"""How a text names the places a board marks: ``MARKERS[0]`` is the first place of a task's
or a question's ``markers``."""


def marker(n: int) -> str:
    """The glyph of marker ``n`` (1 to 10), as a text refers to a marked place.

    >>> marker(2)
    '②'
    """
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= len(MARKERS):
        raise ValueError(f"a marker is numbered 1 to {len(MARKERS)}, not {n!r}")
    return MARKERS[n - 1]


def numbered(markers: tuple[str, ...]) -> dict[str, int]:
    """A step's ``markers`` as a board draws them: place -> its number, from 1.

    >>> numbered(("column-2", "deck"))
    {'column-2': 1, 'deck': 2}
    """
    return {place: n for n, place in enumerate(markers, 1)}


def _check_markers(markers: tuple[str, ...], what: str) -> None:
    """Refuse markers that are not a tuple of distinct place names, at most ten."""
    if not isinstance(markers, tuple) or not all(isinstance(m, str) and m for m in markers):
        raise ValueError(f"{what}: markers must be a tuple of place names, not {markers!r}")
    if len(set(markers)) != len(markers) or len(markers) > len(MARKERS):
        raise ValueError(f"{what}: markers must be distinct and at most {len(MARKERS)}, "
                         f"not {markers!r}")


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

    def __post_init__(self) -> None:
        dividers = [i for i, step in enumerate(self.steps) if isinstance(step, Deeper)]
        if len(dividers) > 1:
            raise ValueError(f"lesson {self.game}/{self.number} has {len(dividers)} Deeper "
                             f"steps (steps {', '.join(map(str, dividers))}); it may have one")

    @property
    def key(self) -> str:
        """``"cartography/4"``: how progress names the lesson."""
        return f"{self.game}/{self.number}"

    @property
    def stem(self) -> str:
        return f"{self.number:02d}-{self.slug}"

    @property
    def core(self) -> tuple[Step, ...]:
        """The steps of the core: those before the :class:`Deeper` step (all, without one)."""
        return self.steps[:self._divider()]

    @property
    def deeper(self) -> tuple[Step, ...]:
        """The steps of the deeper part, after the :class:`Deeper` step (none without one)."""
        return self.steps[self._divider() + 1:]

    @property
    def divider(self) -> Deeper | None:
        """The :class:`Deeper` step, or None when the lesson is all core."""
        i = self._divider()
        return self.steps[i] if i < len(self.steps) else None  # type: ignore[return-value]

    def _divider(self) -> int:
        return next((i for i, s in enumerate(self.steps) if isinstance(s, Deeper)),
                    len(self.steps))

    def part_steps(self, part: str | None = None) -> tuple[Step, ...]:
        """The steps of ``part`` ("core" or "deeper"), or every step (None).

        Raises:
            ValueError: ``part`` is none of these.
        """
        if part is None:
            return tuple(s for s in self.steps if not isinstance(s, Deeper))
        if part == "core":
            return self.core
        if part == "deeper":
            return self.deeper
        raise ValueError(f"a lesson's part is 'core' or 'deeper', not {part!r}")

    def tasks(self, part: str | None = None) -> list[Task]:
        """The tasks, of one part or of both (None)."""
        return [s for s in self.part_steps(part) if isinstance(s, Task)]

    def sheets(self, part: str | None = None) -> list[FillSheet]:
        return [s for s in self.part_steps(part) if isinstance(s, FillSheet)]

    def quiz_items(self, part: str | None = None) -> list[QuizItem]:
        return [item for s in self.part_steps(part) if isinstance(s, Quiz) for item in s.items]

    def part_of(self, id: str) -> str:
        """The part ("core" or "deeper") holding the step or quiz item ``id``.

        Raises:
            KeyError: no such step in this lesson.
        """
        self.find(id)
        for part in PARTS:
            steps = self.part_steps(part)
            if any(getattr(s, "id", None) == id for s in steps) or any(
                    q.id == id for s in steps if isinstance(s, Quiz) for q in s.items):
                return part
        raise KeyError(id)  # pragma: no cover - find() found it in one of the parts

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

    def graded(self, part: str | None = None) -> list[str]:
        """The ids that count for progress: tasks, score sheets and quiz items (of one part,
        or of both: None)."""
        return ([t.id for t in self.tasks(part)] + [s.id for s in self.sheets(part)]
                + [q.id for q in self.quiz_items(part)])

    def item_title(self, id: str, lang: str) -> str:
        """What graded item ``id`` asks, in ``lang``, as the learner reads it: a task's
        goal, a score sheet's intro, a quiz question (a legal-or-not item's question with
        its move in words: 「這裡可以拿取第 3 欄嗎？」). What a teacher's page names the
        item by.

        Raises:
            KeyError: no such item in this lesson.
        """
        step = self.find(id)
        if isinstance(step, LegalOrNot):
            from .. import load

            return step.question(step.position.state(load(self.game)), lang)
        for name in ("goal", "question", "intro"):
            text = getattr(step, name, None)
            if isinstance(text, Text):
                return text[lang]
        raise KeyError(f"lesson {self.key}: {id!r} is not a graded item")
