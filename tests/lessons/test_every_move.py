"""Every move judged (issue 14): every legal first move of every task, in both languages,
played through the calls a board click makes, and every continuation of the tasks of two or
three moves (of longer tasks, every move at each step of the solution's line).

Each task is opened as a learner opens it (``open_lesson(game, n, lang).task(id)``) and
clicked (``GameWidget.click``, what a click on a ``data-action`` calls). Every verdict the
board shows is compared with an oracle written here, independent of the lessons' judge: a
brute-force search of the learner's moves from the task's position, with the task's
scripted replies and the board's chance draws in between. The checks, by name (the names
``KNOWN_FAILURES`` uses):

- ``cost``: the moves the task allows lead to at most :data:`MOST_POSITIONS` positions, so
  that every click is judged at once (the judge searches that space);
- ``raises``: no click raises or breaks the task (``board.task_error`` stays empty);
- ``verdict``: the board's verdict (done, go on, miss) is the oracle's: done when the goal
  is reached; go on when it can still be reached within the moves the task allows (the
  board then shows the position after the scripted replies, as the oracle plays them);
  else a miss, and the board does not change;
- ``reason``: a miss shows its reason (the task's explanation of that move, or the goal's)
  in the board's language;
- ``solution``: the stored solution still solves the task;
- ``decision``: the task is a real decision: at least 3 legal first moves (2 only where the
  rules offer just two choices, listed in :data:`TWO_CHOICES` with the reason) and at most
  half of them accepted (done or go on);
- ``prompt``: the prompt never names its answer: neither the notation of a solution move
  nor its words (``State.words_for``, as the learner's seat knows it) appear in it, in
  either language (a one-word notation counts as a whole word);
- ``hint``: the second hint never singles out the answer. The moves it covers are the legal
  first moves it marks on the board: named in its highlight, or drawn with the ``hint``
  class (a ``data-action`` element), or, when it marks no move itself, the legal moves
  whose notation names a board target it marks (``data-target="card-A05"`` covers the
  moves naming A05). It may cover no move at all (a hint in words, or an empty place);
  if it covers any, it covers at least two, and at least one of them is not accepted.

A task that fails today is listed in :data:`KNOWN_FAILURES` with the checks it fails; it
is an expected failure (xfail, strict) only while it fails exactly those checks, so a fix
shows (and the entry must go) and so does a new failure. The number of verdicts checked,
the slowest click (CPU time) and the largest move space are printed at the end.

The boards skip drawing their SVG while they are clicked here (everything else a click does
runs as in a notebook; drawing is tested elsewhere and would be most of the time): the whole
module takes about 25 s of CPU.
"""

from __future__ import annotations

import contextlib
import gc
import html
import random
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

import tutor
from tutor.core.game import State, sample_chance
from tutor.lessons import course, open_lesson
from tutor.widget import GameWidget

DONE, GO_ON, MISS = "done", "go-on", "miss"
LANGS = ("en", "zh-Hant")
MOST_POSITIONS = 5_000
"""The most positions the moves a task allows may lead to (the oracle's count, each
position tested once; the lines clicked count too): the judge searches that space on a
click, and this test checks all of it. The largest task checked today needs about 1,150
(Cartography lesson 5 ``tiles-between``); a garden-studio task of two moves among about
600 (as Karesansui lesson 8 ``rectangle-10`` was: it is a task of one move now) needs about
350,000, up to 0.14 s of CPU a click here and many times that in a browser's kernel, and
several minutes to check."""
DEEPEST_CLICKED = 3
"""Tasks that allow at most this many moves have every continuation clicked; longer ones
have every move clicked at each step of their solution's line."""

CHECKS = ("cost", "raises", "verdict", "reason", "solution", "decision", "prompt", "hint")

KNOWN_FAILURES: dict[str, dict[str, tuple[str, ...]]] = {}
"""Per game: ``"<lesson>/<task>"`` → the checks that task fails today. Each game's lessons
engineer empties their game's entry."""

TWO_CHOICES: dict[str, dict[str, str]] = {
    "cartography": {},
    "kanagawa": {},
    "tokaido": {
        "1/keep-a-traveller": "each player is dealt two travellers and keeps one",
    },
    "karesansui": {
        "3/ask": "a gift offered is asked for or not: the board's two buttons",
        "4/snatch": "a tile being laid is snatched or let go: the board's two buttons",
    },
}
"""Per game: ``"<lesson>/<task>"`` → why the rules offer only two choices at that point (a
task there may have 2 legal first moves, one accepted)."""


# -- the oracle ----------------------------------------------------------------------------


class TooBig(Exception):
    """The task's move space has more than MOST_POSITIONS positions."""


@dataclass
class Oracle:
    """Brute force over the learner's moves: the learner is the seat to act at the start and
    makes at most ``within`` moves; after each move the board draws the chance that follows
    (a match's draw: ``Random(f"{seed}:{log length}")``) unless the task draws by hand, then
    plays the replies scripted for that move, each of which must be legal."""

    task: Any
    start: State
    seed: int
    auto_chance: bool
    within: int = field(init=False)
    seat: int = field(init=False)
    wanted: frozenset[str] | None = field(init=False)
    positions: int = 0
    memo: dict[tuple[str, int, int], bool] = field(default_factory=dict)

    def __post_init__(self) -> None:
        goal = self.task.check
        self.within = getattr(goal, "within", 1)
        self.seat = self.start.current_player()
        moves = getattr(goal, "moves", None)
        self.wanted = (None if moves is None
                       else frozenset(str(self.start.parse_action(m)) for m in moves))

    def reached(self, after: State, move: str) -> bool:
        if self.wanted is not None:
            return move in self.wanted
        return bool(self.task.check.test(self.start, after))

    def settle(self, state: State, cursor: int) -> tuple[State, int]:
        while self.auto_chance and state.is_chance():
            state = state.apply(sample_chance(state, random.Random(f"{self.seed}:{cursor}")))
            cursor += 1
        return state, cursor

    def after_replies(self, after: State, cursor: int, n: int) -> tuple[State, int] | None:
        """Where the learner moves next after their ``n``-th move led to ``after`` (log
        length ``cursor``), or None when a scripted reply is illegal then."""
        state, cursor = self.settle(after, cursor)
        for reply in self.task.replies.get(n, ()):
            if not state.check(reply).ok:
                return None
            state, cursor = self.settle(state.apply(reply), cursor + 1)
        return state, cursor

    def moves(self, state: State) -> list[str]:
        if state.current_player() != self.seat:
            return []
        return [str(a) for a in state.legal_actions()]

    def count(self) -> None:
        self.positions += 1
        if self.positions > MOST_POSITIONS:
            raise TooBig

    def can_reach(self, state: State, cursor: int, made: int) -> bool:
        """Whether some line of at most ``within - made`` more learner moves reaches the
        goal (every line is tried; positions seen before are looked up)."""
        if made >= self.within:
            return False
        key = (state.to_json(), cursor, made)
        if key not in self.memo:
            found = False
            for move in self.moves(state):
                self.count()
                after = state.apply(move)
                if self.reached(after, move):
                    found = True
                    break
                nxt = self.after_replies(after, cursor + 1, made + 1)
                if nxt is not None and self.can_reach(*nxt, made + 1):
                    found = True
                    break
            self.memo[key] = found
        return self.memo[key]

    def verdicts(self, state: State, cursor: int, made: int, prefix: tuple[str, ...],
                 deep: bool) -> Iterator[tuple[tuple[str, ...], str, State | None]]:
        """``(line, verdict, position where the learner moves next)`` for every legal move
        after ``prefix``, and for every line that continues one judged go on (``deep``), or
        else only the lines that continue the solution's first moves."""
        solution = tuple(str(self.start.parse_action(m)) for m in self.task.solution)
        for move in self.moves(state):
            self.count()
            line = (*prefix, move)
            after = state.apply(move)
            if self.reached(after, move):
                yield line, DONE, None
                continue
            nxt = None if made + 1 >= self.within else self.after_replies(after, cursor + 1,
                                                                            made + 1)
            if nxt is None or not self.can_reach(*nxt, made + 1):
                yield line, MISS, None
                continue
            yield line, GO_ON, nxt[0]
            if deep or line == solution[:len(line)]:
                yield from self.verdicts(*nxt, made + 1, line, deep)


# -- the board, clicked ----------------------------------------------------------------------


@dataclass
class Tally:
    """What the module measured: verdicts checked, and the slowest click."""

    verdicts: int = 0
    slowest: float = 0.0
    slowest_at: str = ""
    tasks: int = 0
    failures: dict[str, int] = field(default_factory=dict)
    largest: int = 0
    largest_at: str = ""
    per_game: dict[str, list[int]] = field(default_factory=dict)
    """game → [tasks, move verdicts, tasks with two choices only]"""


TALLY = Tally()


def _cases() -> list[Any]:
    out = []
    for game in tutor.games():
        try:
            lessons = course(game)
        except ValueError:
            continue
        for lesson in lessons:
            for task in lesson.tasks():
                key = f"{lesson.number}/{task.id}"
                known = KNOWN_FAILURES.get(game, {}).get(key)
                marks = ([pytest.mark.xfail(strict=True, raises=KnownFailure,
                                            reason=f"fails {', '.join(known)} today")]
                         if known else [])
                out.append(pytest.param(game, lesson.number, task.id, id=f"{game}/{key}",
                                        marks=marks))
    return out


class KnownFailure(Exception):
    """The task fails exactly the checks KNOWN_FAILURES lists for it."""


class Broken(Exception):
    """A click raised, or left the task broken."""


def _restart(board: Any, plan: Any) -> None:
    """Back to the task's start, as the harness does between tries (LessonRun._solve)."""
    board.match.reset(0)
    plan.arm()
    board.start_task(plan)


def _click(board: Any, move: str, where: str) -> tuple[str, float]:
    """Click ``move``; the verdict the board shows, and how long the click took."""
    before = board.cursor
    gc.disable()  # the time of the click itself, not of a collection of the test's garbage
    began = time.process_time()
    try:
        board.click(move)
    except Exception as e:  # noqa: BLE001 - the check is that nothing raises
        raise Broken(f"{where}: {move!r} raised {type(e).__name__}: {e}") from None
    finally:
        took = time.process_time() - began
        gc.enable()
    if getattr(board, "task_error", ""):
        raise Broken(f"{where}: {move!r} broke the task: {board.task_error}")
    if board.task_done:
        return DONE, took
    if board.status_kind == "error":
        if board.cursor != before:
            raise Broken(f"{where}: {move!r} was refused but the board changed")
        return MISS, took
    return GO_ON, took


def _why(task: Any, start: State, move: str, lang: str) -> str:
    for key, text in task.explain.items():
        if str(start.parse_action(key)) == move:
            return text[lang]
    return task.check.why[lang]


def _play_board(game: str, number: int, task: Any, start: State, lang: str,
                table: dict[tuple[str, ...], tuple[str, State | None]],
                problems: dict[str, list[str]]) -> None:
    """Click every line of ``table`` on a board in ``lang``; then the solution."""
    run = open_lesson(game, number, lang=lang)
    board = run.task(task.id)
    plan = board._task
    where = f"{game}/{number}/{task.id} ({lang})"

    def replay(prefix: tuple[str, ...]) -> None:
        _restart(board, plan)
        for move in prefix:
            if _click(board, move, where)[0] != GO_ON:
                raise Broken(f"{where}: replaying {prefix} went otherwise")

    children: dict[tuple[str, ...], list[tuple[str, ...]]] = {}
    for line in table:
        children.setdefault(line[:-1], []).append(line)

    def visit(prefix: tuple[str, ...]) -> None:
        for line in children[prefix]:
            move = line[-1]
            expected, nxt = table[line]
            seen, took = _click(board, move, where)
            TALLY.verdicts += 1
            TALLY.per_game.setdefault(game, [0, 0, 0])[1] += 1
            if took > TALLY.slowest:
                TALLY.slowest, TALLY.slowest_at = took, f"{where} {line}"
            if seen != expected:
                problems["verdict"].append(f"{where}: {line} is {seen}, the oracle says "
                                           f"{expected}")
            elif seen == MISS:
                why = _why(task, start, move, lang)
                if not why.strip() or why not in board.status:
                    problems["reason"].append(f"{where}: {line} missed without its reason: "
                                              f"{board.status!r}")
            elif seen == GO_ON and nxt is not None and board.state != nxt:
                problems["verdict"].append(f"{where}: after {line} the board is not where "
                                           f"the task's replies lead")
            if seen == GO_ON and expected == GO_ON and line in children:
                visit(line)
            if seen != MISS:
                replay(prefix)

    try:
        visit(())
    except Broken as e:
        problems["raises"].append(str(e))
        return
    _restart(board, plan)
    try:
        for i, move in enumerate(task.solution):
            seen = _click(board, move, where)[0]
            last = i == len(task.solution) - 1
            if seen != (DONE if last else GO_ON):
                problems["solution"].append(f"{where}: solution move {move!r} is {seen}: "
                                            f"{board.status}")
                break
    except Broken as e:
        problems["raises"].append(str(e))


def _seat(task: Any, state: State) -> int | None:
    if task.viewer == "auto":
        seat = state.current_player()
        return seat if seat >= 0 else None
    return task.viewer if isinstance(task.viewer, int) else None


def _names(text: str, words: str, lang: str) -> bool:
    """Whether ``text`` names ``words`` (in English: as whole words, ignoring case)."""
    words = words.strip().rstrip("。.")
    if not words:
        return False
    if lang == "en" or words.isascii():
        return re.search(rf"(?<![\w-]){re.escape(words)}(?![\w-])", text, re.I) is not None
    return words in text


def _prompt_names_answer(task: Any, start: State) -> list[str]:
    found = []
    state = start
    oracle = Oracle(task, start, task.position.seed or 0, not task.manual_chance)
    cursor = 0
    for n, move in enumerate(task.solution, 1):
        notation = str(state.parse_action(move))
        for lang in LANGS:
            prompt = task.goal[lang]
            words = state.words_for(notation, _seat(task, state), lang)
            for said in {move, notation, words}:
                if _names(prompt, said, lang):
                    found.append(f"the {lang} prompt names {said!r}")
        after = state.apply(notation)
        nxt = oracle.after_replies(after, cursor + 1, n)
        if nxt is None:
            break
        state, cursor = nxt
    return found


_TAG = re.compile(r"<[a-zA-Z][^>]*>")


def _marked(svg: str) -> tuple[set[str], set[str]]:
    """The data-action and data-target values of the elements drawn with the hint class."""
    actions, targets = set(), set()
    for tag in _TAG.findall(svg):
        cls = re.search(r'\bclass="([^"]*)"', tag)
        if not cls or "hint" not in cls.group(1).split():
            continue
        action = re.search(r'\bdata-action="([^"]*)"', tag)
        target = re.search(r'\bdata-target="([^"]*)"', tag)
        if action:
            actions.add(html.unescape(action.group(1)))
        if target:
            targets.add(html.unescape(target.group(1)))
    return actions, targets


def _hint_covers(game: str, number: int, task: Any, start: State) -> set[str] | None:
    """The legal first moves the second hint covers (None: the task has no second hint
    before the answer)."""
    DRAWING[0] = True
    try:
        board = open_lesson(game, number, lang="en").task(task.id)
        if board.hint_steps < 3:
            return None
        board.hint()
        board.hint()
    finally:
        DRAWING[0] = False
    legal = {str(a) for a in start.legal_actions()}
    hint = board._task_hints[1] if hasattr(board, "_task_hints") else None
    named = set()
    for h in (hint.highlight if hint is not None else ()):
        try:
            named.add(str(start.parse_action(h)))
        except ValueError:
            named.add(h)
    actions, targets = _marked(board.svg)
    covered = (named | actions) & legal
    if covered:
        return covered
    return {m for m in legal for t in targets
            if re.search(rf"(?<![\w-]){re.escape(t.split('-', 1)[-1])}(?![\w-])", m)}


DRAWING = [False]
"""Whether boards draw their SVG (only the hint check looks at it)."""


@pytest.fixture(autouse=True)
def undrawn(monkeypatch: pytest.MonkeyPatch) -> None:
    """The boards skip drawing their picture and position code (the rest of the click path
    is unchanged); drawing is tested elsewhere, and here it would be most of the time."""
    draw, code = GameWidget._draw, GameWidget._code
    monkeypatch.setattr(GameWidget, "_draw", lambda self, hl, annotations=None:
                        draw(self, hl, annotations) if DRAWING[0] else "")
    monkeypatch.setattr(GameWidget, "_code", lambda self: code(self) if DRAWING[0] else "")


@pytest.fixture(scope="module", autouse=True)
def report(request: pytest.FixtureRequest) -> Iterator[None]:
    """Print what the module measured (the lead quotes it)."""
    yield
    lines = [f"every move judged: {TALLY.tasks} tasks, {TALLY.verdicts} move verdicts checked "
             f"(both languages); slowest click {TALLY.slowest * 1000:.0f} ms of CPU "
             f"({TALLY.slowest_at}); largest move space checked {TALLY.largest} positions "
             f"({TALLY.largest_at})",
             "per game (tasks, verdicts, tasks of only two choices): " + ", ".join(
                 f"{g} {t}, {v}, {two}" for g, (t, v, two) in sorted(TALLY.per_game.items())),
             "tasks failing a check, per game: " + (", ".join(
                 f"{g} {n}" for g, n in sorted(TALLY.failures.items())) or "none")]
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    with capture.global_and_fixture_disabled() if capture else contextlib.nullcontext():
        print("\n" + "\n".join(lines))


def test_the_lists_name_real_tasks() -> None:
    """Every key of KNOWN_FAILURES and TWO_CHOICES names a task of its game, and every
    check named is one of CHECKS (so that a renamed task leaves no stale entry)."""
    for game in KNOWN_FAILURES.keys() | TWO_CHOICES.keys():
        keys = {f"{lesson.number}/{task.id}" for lesson in course(game)
                for task in lesson.tasks()}
        for key, checks in KNOWN_FAILURES.get(game, {}).items():
            assert key in keys, f"KNOWN_FAILURES: {game} has no task {key}"
            assert checks and set(checks) <= set(CHECKS), (game, key, checks)
        for key, why in TWO_CHOICES.get(game, {}).items():
            assert key in keys and why.strip(), f"TWO_CHOICES: {game} has no task {key}"


@pytest.mark.parametrize("game,number,task_id", _cases())
def test_every_move_is_judged(game: str, number: int, task_id: str) -> None:
    """Every legal first move (and every continuation, for tasks of up to three moves) is
    judged as the oracle judges it, in both languages, with nothing raised; misses give
    their reason; the solution solves the task; the task is a real decision whose prompt
    does not name the answer and whose second hint does not single it out."""
    lesson = next(x for x in course(game) if x.number == number)
    task = lesson.find(task_id)
    start = task.position.state(tutor.load(game))
    key = f"{number}/{task_id}"
    problems: dict[str, list[str]] = {c: [] for c in CHECKS}
    oracle = Oracle(task, start, task.position.seed or 0, not task.manual_chance)
    deep = oracle.within <= DEEPEST_CLICKED
    TALLY.tasks += 1
    counts = TALLY.per_game.setdefault(game, [0, 0, 0])
    counts[0] += 1
    counts[2] += key in TWO_CHOICES.get(game, {})
    try:
        table = {line: (verdict, nxt) for line, verdict, nxt in
                 oracle.verdicts(start, 0, 0, (), deep)}
    except TooBig:
        problems["cost"].append(f"more than {MOST_POSITIONS} positions within "
                                f"{oracle.within} moves")
        table = None
    else:
        if oracle.positions > TALLY.largest:
            TALLY.largest, TALLY.largest_at = oracle.positions, f"{game}/{key}"
    if table is not None:
        for lang in LANGS:
            _play_board(game, number, task, start, lang, table, problems)
        first = [v for line, (v, _n) in table.items() if len(line) == 1]
        accepted = sum(v != MISS for v in first)
        two = key in TWO_CHOICES.get(game, {})
        if len(first) < (2 if two else 3) or accepted > len(first) / 2:
            problems["decision"].append(f"{accepted} of {len(first)} legal first moves "
                                        f"accepted")
        covered = _hint_covers(game, number, task, start)
        if covered:
            accepted_moves = {line[0] for line, (v, _n) in table.items()
                              if len(line) == 1 and v != MISS}
            if len(covered) < 2 or covered <= accepted_moves:
                problems["hint"].append(f"the second hint covers {sorted(covered)}, of which "
                                        f"{sorted(covered & accepted_moves)} accepted")
    problems["prompt"] += _prompt_names_answer(task, start)
    failed = tuple(c for c in CHECKS if problems[c])
    if failed:
        TALLY.failures[game] = TALLY.failures.get(game, 0) + 1
    known = KNOWN_FAILURES.get(game, {}).get(key)
    detail = "\n".join(f"[{c}] {p}" for c in failed for p in problems[c][:5])
    if known is not None and set(failed) == set(known):
        raise KnownFailure(detail)
    assert not failed, f"{game} {key} fails {', '.join(failed)}" + (
        f" (KNOWN_FAILURES lists {', '.join(known)})" if known else "") + "\n" + detail
