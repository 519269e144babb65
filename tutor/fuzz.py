"""Fuzzing: random legal play interleaved with hostile input, checking the engine contract.

``python -m tutor.fuzz GAME --actions N`` plays random games of ``GAME`` (random player
counts and option choices) and, at every step, also throws at the engine what a careless
or hostile user could: mutated notations, mutated action objects, corrupted saves, and
malformed widget messages. It checks that

- only :class:`NotationError`, :class:`IllegalAction` and :class:`BadSave` escape;
- ``check()`` and ``legal_actions()`` agree (every listed action is legal; an accepted
  text is one of the listed actions); an action object gets the verdict of its notation,
  unless it is malformed (then it is refused as notation);
- a refused action changes nothing;
- the state round-trips through JSON at every step;
- a corrupted save either raises :class:`BadSave` or gives a state that works (moves,
  scores, the board of every seat in both languages, JSON);
- a malformed widget message leaves the widget's match unchanged;
- after each game, twin positions (two games one seat cannot tell apart, see
  :mod:`tutor.core.hidden`) give that seat the same board, code and bot redraws.

Every failure is reported with what reproduces it (seed, step, input), and the run exits
non-zero. A short run per game is part of ``make test``; long runs are for the notes.

>>> report = fuzz("cartography", actions=40, seed=1, widget_every=0)
>>> report.failures
[]
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import json
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import games, load
from .core.errors import BadSave, IllegalAction, NotationError
from .core.game import Action, Game, State, sample_chance
from .core.hidden import twin_differences, twins
from .core.lang import LANGS

EXPECTED = (NotationError, IllegalAction, BadSave)

JUNK: tuple[Any, ...] = (
    None, True, False, 0, -1, 1, 7, 2**63, -(2**63), 10**30, 1.5, float("inf"), "", "a",
    "x" * 300, "\x00", "\ud800", "é", "零", [], [1], [[]], {}, {"a": 1},
)
"""Values put where a field was: wrong types, out-of-range numbers, hostile strings."""


@dataclass
class Report:
    """What one fuzz run did and found."""

    game: str
    seed: int
    actions: int = 0
    """Legal actions played (chance outcomes included)."""
    games: int = 0
    """Games finished."""
    notations: int = 0
    """Mutated notations tried."""
    objects: int = 0
    """Mutated action objects tried."""
    saves: int = 0
    """Corrupted saves tried."""
    messages: int = 0
    """Malformed widget messages sent."""
    twins: int = 0
    """Pairs of positions a seat cannot tell apart, compared."""
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)

    @property
    def per_second(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0

    def summary(self) -> str:
        status = "no failure" if not self.failures else f"{len(self.failures)} FAILURES"
        return (f"{self.game}: {self.actions} actions in {self.games} games, "
                f"{self.notations} mutated notations, {self.objects} mutated objects, "
                f"{self.saves} corrupted saves, {self.messages} widget messages, "
                f"{self.twins} twin positions, "
                f"{self.seconds:.1f} s ({self.per_second:.0f} actions/s): {status}")


class _Fuzzer:
    def __init__(self, game: Game, seed: int, report: Report, widget_every: int,
                 save_every: int, max_failures: int) -> None:
        self.game, self.rng, self.report = game, random.Random(seed), report
        self.widget_every, self.save_every = widget_every, save_every
        self.max_failures = max_failures
        self.where = ""

    # -- bookkeeping ---------------------------------------------------------------------

    def fail(self, what: str) -> None:
        if len(self.report.failures) < self.max_failures:
            self.report.failures.append(f"{self.where}: {what}"[:600])

    def guarded(self, what: str, fn: Callable[[], Any]) -> Any:
        """Run ``fn``; an exception that is not one of ours is a failure."""
        try:
            return fn()
        except EXPECTED:
            raise
        except Exception as e:  # noqa: BLE001 - this is what the fuzzer looks for
            self.fail(f"{what} raised {type(e).__name__}: {e}")
            return None

    # -- one game --------------------------------------------------------------------------

    def new_state(self) -> State:
        game, rng = self.game, self.rng
        players = rng.randint(game.min_players, game.max_players)
        options = {o.name: rng.choice(o.choices) for o in game.options
                   if o.choices and rng.random() < 0.3}
        try:
            return game.new_game(players=players, seed=rng.randrange(2**31), **options)
        except ValueError:  # a combination of options the game refuses: play the defaults
            return game.new_game(players=players, seed=rng.randrange(2**31))

    def step(self, state: State, step: int) -> State | None:
        report = self.report
        text = state.to_json()
        back = self.guarded("from_json(to_json())", lambda: self.game.from_json(text))
        if back is not None and back.to_json() != text:
            self.fail("the state does not round-trip through JSON")
        if state.is_terminal():
            self.check_refusals(state, text)
            return None
        if state.is_chance():
            legal = [a for a, _ in state.chance_outcomes()]
        else:
            legal = list(state.legal_actions())
            if not legal:
                self.fail("a decision node without legal actions")
                return None
        for a in self.rng.sample(legal, min(3, len(legal))):
            v1, v2 = state.check(a), state.check(str(a))
            if not v1 or not v2:
                self.fail(f"listed action {str(a)!r} is refused: {v1} / {v2}")
        self.check_refusals(state, text, legal)
        if self.save_every and step % self.save_every == 0:
            self.corrupt_save(text)
        if self.widget_every and step % self.widget_every == 0:
            self.widget_messages(state)
        if state.is_chance():
            action = sample_chance(state, self.rng)
        else:
            action = legal[self.rng.randrange(len(legal))]
        new = self.guarded(f"apply({str(action)!r})", lambda: state.apply(action))
        report.actions += 1
        if state.to_json() != text:
            self.fail(f"apply({str(action)!r}) changed the old state")
        return new

    def twin_check(self, limit: int = 4) -> None:
        """Up to ``limit`` pairs of differing twin positions of a random game and seat:
        the seat must receive the same in both."""
        game, rng = self.game, self.rng
        players = rng.randint(game.min_players, game.max_players)
        viewer, seed = rng.randrange(players), rng.randrange(2**31)
        checked = 0
        for a, b in twins(game, players, seed, viewer):
            if checked >= limit:
                break
            if a.to_dict() == b.to_dict() or rng.random() < 0.8:
                continue
            checked += 1
            self.report.twins += 1
            for problem in self.guarded("twin_differences",
                                        lambda a=a, b=b: twin_differences(a, b, viewer)) or ():
                self.fail(f"seat {viewer} of a {players}-player game (twins seed {seed}) "
                          f"receives a different {problem} in two positions it cannot "
                          f"tell apart: {a.to_json()[:200]}")

    def check_refusals(self, state: State, text: str, legal: list[Action] | None = None) -> None:
        """Mutated notations and objects: only our errors, agreement, nothing changed."""
        legal_texts = {str(a) for a in legal or ()}
        seeds = [str(a) for a in self.rng.sample(legal or [], min(2, len(legal or [])))]
        for source in seeds or ["pass"]:
            for _ in range(2):
                mutated = mutate_text(source, self.rng)
                self.report.notations += 1
                self.try_action(state, text, mutated, legal_texts)
        for a in self.rng.sample(legal or [], min(1, len(legal or []))):
            obj = mutate_object(a, self.rng)
            if obj is None:
                continue
            self.report.objects += 1
            self.try_action(state, text, obj, legal_texts)

    def try_action(self, state: State, text: str, action: str | Action,
                   legal_texts: set[str]) -> None:
        shown = repr(action) if isinstance(action, str) else _safe_repr(action)
        try:
            verdict = state.check(action)
        except Exception as e:  # noqa: BLE001 - check must answer, never raise
            self.fail(f"check({shown}) raised {type(e).__name__}: {e}")
            return
        try:
            after = state.apply(action)
        except EXPECTED as e:
            if verdict:
                self.fail(f"check({shown}) said legal but apply raised {type(e).__name__}: {e}")
        except Exception as e:  # noqa: BLE001
            self.fail(f"apply({shown}) raised {type(e).__name__}: {e}")
        else:
            if not verdict:
                self.fail(f"check({shown}) said illegal ({verdict.rule}) but apply accepted it")
            notation = str(state.parse_action(action))
            if notation not in legal_texts:
                self.fail(f"{shown} was accepted as {notation!r}, not a listed action")
            del after
        if state.to_json() != text:
            self.fail(f"trying {shown} changed the state")
        if not isinstance(action, str):
            try:
                as_text = str(action)
            except Exception:  # noqa: BLE001 - an object whose notation cannot be written
                return
            other = state.check(as_text)
            malformed = verdict.rule == f"{self.game.name}.action.notation"
            if not malformed and (other.ok, other.rule) != (verdict.ok, verdict.rule):
                self.fail(f"object {shown} got {verdict} but its notation {as_text!r} "
                          f"got {other}")

    def corrupt_save(self, text: str) -> None:
        """A damaged save: BadSave, or a state that works."""
        self.report.saves += 1
        damaged = corrupt_json(text, self.rng)
        try:
            state = self.game.from_json(damaged)
        except BadSave:
            return
        except Exception as e:  # noqa: BLE001
            self.fail(f"from_json(corrupted save) raised {type(e).__name__}: {e}; "
                      f"save: {damaged[:300]}")
            return

        def works() -> None:
            if not state.is_terminal() and not state.is_chance():
                state.legal_actions()
            state.scores()
            for lang in LANGS:
                for viewer in (None, *range(state.num_players())):
                    state.render(viewer=viewer, lang=lang)
            for seat in range(state.num_players()):
                state.determinize(seat, random.Random(0))
            if self.game.from_json(state.to_json()).to_json() != state.to_json():
                raise AssertionError("the loaded state does not round-trip")

        try:
            works()
        except Exception as e:  # noqa: BLE001
            self.fail(f"a corrupted save loaded but then failed: {type(e).__name__}: {e}; "
                      f"save: {damaged[:300]}")

    def widget_messages(self, state: State) -> None:
        """Malformed front-end messages leave the match unchanged."""
        from .core.match import Match
        from .widget import GameWidget

        match = Match(state, seed=0)
        widget = GameWidget(match)
        try:
            for _ in range(3):
                message = malformed_message(state, self.rng, match.cursor)
                self.report.messages += 1
                before = (match.cursor, match.state.to_json())
                try:
                    widget._on_custom_msg(widget, message, [])
                except Exception as e:  # noqa: BLE001
                    self.fail(f"widget message {_cut(repr(message))} raised "
                              f"{type(e).__name__}: {e}")
                if (match.cursor, match.state.to_json()) != before:
                    self.fail(f"widget message {_cut(repr(message))} changed the match")
        finally:
            widget.close()


def fuzz(name: str, actions: int = 10_000, seconds: float | None = None, seed: int = 0,
         widget_every: int = 50, save_every: int = 5, max_failures: int = 20,
         progress: Callable[[Report], Any] | None = None) -> Report:
    """Fuzz game ``name`` for ``actions`` legal actions (or ``seconds``, whichever ends
    first); see the module docstring for what is checked.

    ``widget_every`` / ``save_every``: every how many steps malformed widget messages and a
    corrupted save are tried (0: never).
    """
    game = load(name)
    report = Report(name, seed)
    fuzzer = _Fuzzer(game, seed, report, widget_every, save_every, max_failures)
    start = time.perf_counter()
    deadline = start + seconds if seconds else float("inf")
    state: State | None = None
    step = 0
    last_progress = start
    while report.actions < actions and time.perf_counter() < deadline:
        if state is None:
            state = fuzzer.new_state()
            step = 0
        fuzzer.where = f"{name} seed={seed} game={report.games} step={step}"
        try:
            state = fuzzer.step(state, step)
        except Exception as e:  # noqa: BLE001 - report it and go on with a new game
            fuzzer.fail(f"{type(e).__name__}: {e}")
            state = None
        step += 1
        if state is None:
            report.games += 1
            fuzzer.where = f"{name} seed={seed} twins after game {report.games}"
            try:
                fuzzer.twin_check()
            except Exception as e:  # noqa: BLE001 - report it and go on
                fuzzer.fail(f"twins: {type(e).__name__}: {e}")
        if len(report.failures) >= max_failures:
            break
        if progress and time.perf_counter() - last_progress > 1:
            last_progress = time.perf_counter()
            report.seconds = last_progress - start
            progress(report)
    report.seconds = time.perf_counter() - start
    return report


# -- mutations ------------------------------------------------------------------------------


def mutate_text(text: str, rng: random.Random) -> str:
    """A notation changed the way typos, hostile users and broken front ends change it."""
    choice = rng.randrange(12)
    if choice == 0 and text:
        i = rng.randrange(len(text))
        return text[:i] + text[i + 1:]
    if choice == 1:
        i = rng.randrange(len(text) + 1)
        return text[:i] + rng.choice("0123456789 -(),abcxyzSK?\t\n") + text[i:]
    if choice == 2:
        return "".join(c if not c.isdigit() else str(rng.randrange(10)) for c in text)
    if choice == 3:
        return "".join(c if not c.isdigit() else rng.choice(["-1", "99", "9" * 30, "0"])
                       for c in text)
    if choice == 4:
        return text + " " * rng.choice([1, 3, 1000, 100_000])
    if choice == 5:
        return text.upper() if rng.random() < 0.5 else "  " + text.title() + " "
    if choice == 6:
        words = text.split()
        rng.shuffle(words)
        return " ".join(words)
    if choice == 7:
        return text + " " + text
    if choice == 8:
        return text.replace(" ", "")
    if choice == 9:
        return rng.choice(["", " ", "pass", "no stone", "\x00", "\ud800", "零", "9" * 5000,
                           "take column", "take column True", "()", "at (,)"])
    if choice == 10 and text:
        cut = rng.randrange(len(text))
        return text[:cut]
    return "".join(rng.choice([c, c, c, chr(rng.randrange(32, 0x3000))]) for c in text)


def mutate_object(action: Action, rng: random.Random) -> Action | None:
    """The same action class with one field set to junk (None if it has no fields)."""
    if not dataclasses.is_dataclass(action):
        return None
    fields = dataclasses.fields(action)
    if not fields:
        return None
    f = rng.choice(fields)
    value = getattr(action, f.name)
    if isinstance(value, tuple) and value and rng.random() < 0.5:
        items = list(value)
        i = rng.randrange(len(items))
        items[i] = rng.choice(JUNK)
        junk: Any = tuple(items)
    else:
        junk = rng.choice(JUNK)
    try:
        return dataclasses.replace(action, **{f.name: junk})
    except Exception:  # noqa: BLE001 - a constructor that refuses junk is fine
        return None


def corrupt_json(text: str, rng: random.Random) -> str:
    """A saved state damaged in one place: a value, a key, a list, or the raw text."""
    if rng.random() < 0.15:
        i = rng.randrange(len(text))
        return text[:i] + rng.choice(["", "}", "]", "Infinity", "NaN", "\"", "9" * 5000,
                                      "1e999", "\\ud800"]) + text[i + 1:]
    doc = json.loads(text)
    spots = list(_spots(doc))
    if not spots:
        return text
    parent, key = rng.choice(spots)
    kind = rng.randrange(6)
    if kind == 0 and isinstance(parent, dict):
        del parent[key]
    elif kind == 1 and isinstance(parent[key], list) and parent[key]:
        lst = parent[key]
        if rng.random() < 0.5:
            lst.pop(rng.randrange(len(lst)))
        else:
            lst.append(copy.deepcopy(rng.choice(lst)))
    elif kind == 2 and isinstance(parent[key], int) and not isinstance(parent[key], bool):
        parent[key] = parent[key] + rng.choice([-2, -1, 1, 2, 100, 2**63])
    elif kind == 3 and isinstance(parent[key], str):
        parent[key] = rng.choice(["", "x", parent[key] * 2, parent[key][:-1], "\x07", "\ud800"])
    else:
        parent[key] = copy.deepcopy(rng.choice(JUNK))
    return json.dumps(doc, allow_nan=True)


def _spots(node: Any) -> Any:
    """Every (container, key) pair of a JSON document."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield node, k
            yield from _spots(v)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield node, i
            yield from _spots(v)


def malformed_message(state: State, rng: random.Random, cursor: int) -> Any:
    """A front-end message that is broken or stale (never a valid click of a legal move)."""
    legal = [] if state.is_chance() or state.is_terminal() else list(state.legal_actions())
    action = str(rng.choice(legal)) if legal else "pass"
    return rng.choice([
        None, [], "action", 42, {}, {"type": None}, {"type": "nope"},
        {"type": "action"}, {"type": "action", "action": action},
        {"type": "action", "action": action, "cursor": cursor + rng.choice([-1, 1, 10])},
        {"type": "action", "action": mutate_text(action, rng), "cursor": str(cursor)},
        {"type": "action", "action": 7, "cursor": cursor},
        {"type": "action", "action": "x" * 5000, "cursor": cursor},
        {"type": "target", "target": None, "cursor": cursor},
        {"type": "target", "target": "\ud800", "cursor": cursor + 1},
        {"type": "goto", "step": -1}, {"type": "goto", "step": "3"}, {"type": "goto"},
        {"type": "hints", "on": "yes"}, {"type": "action", "action": action, "cursor": True},
        {"type": "action", "action": action, "cursor": cursor, "id": {"x": 1}},
    ])


def _safe_repr(action: Action) -> str:
    try:
        return _cut(repr(action))
    except Exception:  # noqa: BLE001
        return f"<{type(action).__name__} object>"


def _cut(text: str, n: int = 120) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tutor.fuzz",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", default=games(), help="games to fuzz (default: all)")
    parser.add_argument("--actions", type=int, default=10_000,
                        help="legal actions to play per game (default 10000)")
    parser.add_argument("--seconds", type=float, default=None,
                        help="stop each game after this many seconds")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--save-every", type=int, default=5,
                        help="a corrupted save every N steps (0: never; default 5)")
    parser.add_argument("--widget-every", type=int, default=50,
                        help="malformed widget messages every N steps (0: never; default 50)")
    parser.add_argument("--json", action="store_true", help="print the reports as JSON")
    args = parser.parse_args(argv)
    unknown = [g for g in args.games if g not in games()]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}; choose from {', '.join(games())}")
    tty = sys.stderr.isatty()
    last = [0.0]

    def show(r: Report) -> None:
        line = (f"{r.game}: {r.actions}/{args.actions} actions, {r.per_second:.0f}/s, "
                f"{len(r.failures)} failures")
        if tty:
            print(f"\r{line}", end="", file=sys.stderr, flush=True)
        elif r.seconds - last[0] >= 60:  # a log file gets a line a minute
            last[0] = r.seconds
            print(line, file=sys.stderr, flush=True)

    reports = []
    for name in args.games:
        report = fuzz(name, args.actions, args.seconds, args.seed, progress=show,
                      widget_every=args.widget_every, save_every=args.save_every)
        if tty:
            print(file=sys.stderr)
        reports.append(report)
        if not args.json:
            print(report.summary())
            for failure in report.failures:
                print("  " + failure)
    if args.json:
        print(json.dumps([dataclasses.asdict(r) | {"per_second": round(r.per_second, 1)}
                          for r in reports], indent=1))
    return 1 if any(r.failures for r in reports) else 0


if __name__ == "__main__":
    sys.exit(main())
