"""A match: an initial state and the log of actions, with undo, redo, goto and saving.

Chance is resolved by the match's seeded random generator (each chance node from its own
``Random(f"{seed}:{step}")``, so undo and replay give the same draws) unless
``auto_chance=False``, in which case a lesson or script plays chance outcomes itself.
"""

from __future__ import annotations

import json
import random
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import BadSave, IllegalAction, NotationError
from .game import MAX_SAVE, Action, Game, State, load_json, sample_chance
from .lang import check_lang

MATCH_FORMAT = "tutor-match"
MATCH_VERSION = 1


def chance_draw(state: State, seed: int, cursor: int) -> Action:
    """The outcome a match with ``seed`` draws at the chance node ``state`` reached after
    ``cursor`` logged actions (the same draw after undo and replay; a lesson's judge
    foresees the board's draws with it)."""
    return sample_chance(state, random.Random(f"{seed}:{cursor}"))


@dataclass(frozen=True)
class Step:
    """One entry of the match log."""

    index: int
    """Position in the log, from 0."""
    player: int
    """Seat that acted, or -1 for chance."""
    notation: str
    """The action's notation."""

    def __str__(self) -> str:
        who = "chance" if self.player < 0 else f"P{self.player + 1}"
        return f"{self.index + 1}. {who}: {self.notation}"


class Match:
    """A game in progress, with its history.

    >>> from tutor.games import cartography
    >>> m = Match(cartography.GAME, players=2, seed=1)
    >>> _ = m.play("tile O3 at (0,1) rot 0")
    >>> _ = m.play("stone at (0,1)a")
    >>> [str(s) for s in m.history]
    ['1. P1: tile O3 at (0,1) rot 0', '2. P1: stone at (0,1)a']
    >>> m.undo(); m.cursor
    1
    """

    def __init__(self, game: Game | State, players: int = 2, seed: int = 0,
                 auto_chance: bool = True, **options: Any) -> None:
        if isinstance(game, State):
            initial = game
        else:
            initial = game.new_game(players=players, seed=seed, **options)
        self.game: Game = initial.game
        self.seed = seed
        self.auto_chance = auto_chance
        self._states: list[State] = [initial]
        self._actions: list[Action] = []
        self._cursor = 0
        self._steps_cache: list[Step] = []
        self._svg_cache: dict[tuple, tuple[State, str]] = {}
        self._observers: list[weakref.ref | Callable[[Match], None]] = []
        self._resolve_chance()

    # -- reading ------------------------------------------------------------------

    @property
    def state(self) -> State:
        """The current state."""
        return self._states[self._cursor]

    @property
    def initial(self) -> State:
        return self._states[0]

    def position(self, step: int) -> State:
        """The state after ``step`` logged actions (0: the start), without moving the
        cursor: the position in which logged action ``step`` was taken.

        Raises:
            ValueError: ``step`` is outside 0..len(log).
        """
        if isinstance(step, bool) or not isinstance(step, int) \
                or not 0 <= step <= len(self._actions):
            raise ValueError(f"step must be between 0 and {len(self._actions)}, not {step!r}")
        return self._states[step]

    def action(self, index: int) -> Action:
        """Logged action ``index`` (from 0), as an action object.

        Raises:
            ValueError: no logged action ``index``.
        """
        if isinstance(index, bool) or not isinstance(index, int) \
                or not 0 <= index < len(self._actions):
            raise ValueError(f"index must be between 0 and {len(self._actions) - 1}, "
                             f"not {index!r}")
        return self._actions[index]

    @property
    def cursor(self) -> int:
        """How many logged actions are applied (less than ``len(log)`` after undo)."""
        return self._cursor

    @property
    def history(self) -> list[Step]:
        """The applied actions, with notation (what ``redo`` would replay is not included)."""
        return self._steps(self._cursor)

    @property
    def log(self) -> list[Step]:
        """Every logged action, including those undone and not yet replaced."""
        return self._steps(len(self._actions))

    def _steps(self, n: int) -> list[Step]:
        cache = self._steps_cache  # grows with the log; cut back when the log is cut
        for i in range(len(cache), len(self._actions)):
            cache.append(Step(i, self._states[i].current_player(), str(self._actions[i])))
        return cache[:n]

    def notation_for(self, index: int, viewer: int | None, lang: str | None = None) -> str:
        """How logged action ``index`` is written for ``viewer`` (None: everyone) in
        ``lang``: a deal or draw that seat cannot see is written without its outcome
        (``State.notation_for``)."""
        return self._states[index].notation_for(self._actions[index], viewer, check_lang(lang))

    def words_for(self, index: int, viewer: int | None, lang: str | None = None) -> str:
        """Logged action ``index`` in words, as ``viewer`` (None: the teacher) may know it,
        in ``lang`` (``State.words_for``): what boards show a person; the notation
        (:meth:`notation_for`, :attr:`log`) stays for saves and the teacher's log."""
        return self._states[index].words_for(self._actions[index], viewer, check_lang(lang))

    def render(self, viewer: int | None = None, highlight: Any = None, lang: str | None = None,
               selection: dict[str, Any] | None = None, **annotations: Any) -> str:
        """The current board as SVG. The last few drawings are kept, so that several boards
        showing the same match in the same way draw it once. ``annotations`` are the
        lesson's keyword arguments of every board (``markers``, ``labels``,
        ``show_legal``: :meth:`tutor.core.svg.Board.finish`), passed on when given."""
        state = self.state
        lang = check_lang(lang)
        key = (id(state), viewer, lang, repr(highlight), repr(sorted((selection or {}).items())),
               repr(sorted(annotations.items())))
        hit = self._svg_cache.get(key)
        if hit is not None and hit[0] is state:
            return hit[1]
        svg = str(self.game.render(state, viewer=viewer, highlight=highlight, lang=lang,
                                   selection=selection, **annotations))
        if len(self._svg_cache) >= 16:
            self._svg_cache.pop(next(iter(self._svg_cache)))
        self._svg_cache[key] = (state, svg)
        return svg

    def can_undo(self) -> bool:
        return self._cursor > 0 and (
            not self.auto_chance or any(not s.is_chance() for s in self._states[: self._cursor])
        )

    def can_redo(self) -> bool:
        return self._cursor < len(self._actions)

    # -- changing ---------------------------------------------------------------------

    def play(self, action: str | Action) -> State:
        """Apply an action (text or object) to the current state and log it.

        Anything undone and not redone is dropped. Chance that follows is resolved unless
        ``auto_chance`` is off.

        Raises:
            NotationError, IllegalAction: nothing changes.
        """
        new = self.state.apply(action)
        a = self.state.parse_action(action)
        del self._states[self._cursor + 1:]
        del self._actions[self._cursor:]
        del self._steps_cache[self._cursor:]
        self._states.append(new)
        self._actions.append(a)
        self._cursor += 1
        self._resolve_chance()
        self._changed()
        return self.state

    def check(self, action: str | Action):
        """The verdict for ``action`` in the current state."""
        return self.state.check(action)

    def undo(self) -> None:
        """Step back over the last decision (and the chance it caused). No-op at the start."""
        if not self.can_undo():
            return
        self._cursor = self._last_decision()
        self._changed()

    def _last_decision(self) -> int:
        """Index of the last applied decision (a chance action too when chance is manual)."""
        for i in range(self._cursor - 1, -1, -1):
            if not self.auto_chance or not self._states[i].is_chance():
                return i
        return 0

    def redo(self) -> None:
        """Replay the next logged decision (and the chance after it). No-op at the end."""
        if not self.can_redo():
            return
        self._cursor += 1
        while self.auto_chance and self.can_redo() and self._states[self._cursor].is_chance():
            self._cursor += 1
        self._changed()

    def goto(self, step: int) -> None:
        """Show the position after ``step`` logged actions (0 = the start).

        Raises:
            ValueError: ``step`` is outside 0..len(log).
        """
        if not isinstance(step, int) or not 0 <= step <= len(self._actions):
            raise ValueError(f"step must be between 0 and {len(self._actions)}, not {step!r}")
        self._cursor = step
        self._changed()

    def reset(self, step: int = 0) -> None:
        """Go back to the position after ``step`` logged actions and forget the rest of the
        log (a lesson's "try again"; ``undo`` keeps what it undoes for ``redo``).

        Raises:
            ValueError: ``step`` is outside 0..cursor.
        """
        if not isinstance(step, int) or not 0 <= step <= self._cursor:
            raise ValueError(f"step must be between 0 and {self._cursor}, not {step!r}")
        self._cursor = step
        del self._states[step + 1:]
        del self._actions[step:]
        del self._steps_cache[step:]
        self._changed()

    def bot_move(self, bot: Any = None) -> Action:
        """Let a bot choose and play the current player's next action; returns it.

        At a chance node (a match with ``auto_chance=False``) the match's seeded generator
        draws the outcome instead, as it would with ``auto_chance``.

        Raises:
            ValueError: the game is over.
        """
        from .bots import GreedyBot

        state = self.state
        if state.is_terminal():
            raise ValueError("no legal action: the game is over")
        if state.is_chance():
            action = chance_draw(state, self.seed, self._cursor)
        else:
            bot = bot or GreedyBot(seed=self.seed + self._cursor)
            action = bot.choose(state)
        self.play(action)
        return action

    def observe(self, callback: Callable[[Match], None]) -> None:
        """Call ``callback(match)`` after every change (used by the widget).

        A bound method is held weakly: an observer object that is otherwise gone (a widget
        nobody refers to any more) is dropped instead of being kept alive by the match.
        """
        ref = weakref.WeakMethod(callback) if hasattr(callback, "__self__") else callback
        self._observers.append(ref)

    def unobserve(self, callback: Callable[[Match], None]) -> None:
        self._observers = [r for r in self._observers if _deref(r) not in (None, callback)]

    @property
    def observers(self) -> int:
        """How many live observers follow this match."""
        return sum(1 for r in self._observers if _deref(r) is not None)

    def _changed(self) -> None:
        for ref in list(self._observers):
            callback = _deref(ref)
            if callback is not None:
                callback(self)
        self._observers = [r for r in self._observers if _deref(r) is not None]

    def _resolve_chance(self) -> None:
        if not self.auto_chance:
            return
        while self.state.is_chance():
            action = chance_draw(self.state, self.seed, self._cursor)
            self._states.append(self.state.apply(action))
            self._actions.append(action)
            self._cursor += 1

    def copy(self) -> Match:
        """A new match with the same start, log, cursor and seed, and no observers (states
        are values, so only the lists are copied): a replay steps through it without
        moving this match's cursor."""
        new = Match(self.initial, seed=self.seed, auto_chance=False)
        new.auto_chance = self.auto_chance
        new._states = list(self._states)
        new._actions = list(self._actions)
        new._cursor = self._cursor
        return new

    def replay(self, viewer: int | str | None = "mover", lang: str | None = None,
               **kw: Any):
        """A replay board of this match (a copy: stepping through it leaves this match as
        it is), with the strong bot's review of its moves: see
        :class:`tutor.widget.ReplayWidget` for ``viewer``, ``reviews`` and the rest."""
        from ..widget import ReplayWidget

        return ReplayWidget(self, viewer=viewer, lang=lang, **kw)

    # -- saving -----------------------------------------------------------------------

    def to_json(self) -> str:
        doc = {
            "format": MATCH_FORMAT,
            "version": MATCH_VERSION,
            "game": self.game.name,
            "seed": self.seed,
            "initial": json.loads(self.initial.to_json()),
            "actions": [str(a) for a in self._actions],
            "cursor": self._cursor,
        }
        return json.dumps(doc, indent=1, ensure_ascii=False)

    def save(self, path: str | Path) -> None:
        """Write the match as JSON (initial state, every action in notation, cursor)."""
        Path(path).write_text(self.to_json(), encoding="utf-8")

    @classmethod
    def from_json(cls, text: str) -> Match:
        """Rebuild a match from :meth:`to_json`; every action is replayed and checked, and
        the initial position's board must draw for every seat.

        Raises:
            BadSave: wrong format, unknown game, or an action that does not replay.
        """
        from .. import load

        doc = load_json(text, "saved match")
        if not isinstance(doc, dict) or doc.get("format") != MATCH_FORMAT:
            raise BadSave("not a saved tutor match (missing format 'tutor-match')")
        if doc.get("version") != MATCH_VERSION:
            raise BadSave(f"saved match version {doc.get('version')!r}; this tutor reads "
                          f"version {MATCH_VERSION}")
        if not isinstance(doc.get("game"), str):
            raise BadSave("saved match: 'game' must be the name of a game")
        try:
            game = load(doc["game"])
        except ValueError as e:
            raise BadSave(f"saved match names no known game: {e}") from None
        actions, cursor, seed = doc.get("actions"), doc.get("cursor"), doc.get("seed", 0)
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise BadSave("saved match: 'actions' must be a list of notations")
        if not isinstance(cursor, int) or not 0 <= cursor <= len(actions):
            raise BadSave(f"saved match: cursor {cursor!r} outside 0..{len(actions)}")
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
            raise BadSave(f"saved match: seed must be an integer from 0 to 2**63-1, "
                          f"not {str(seed)[:40]}")
        initial = game.from_json(json.dumps(doc.get("initial")), boards=True)
        match = cls(initial, seed=seed, auto_chance=False)
        for i, text_action in enumerate(actions):
            try:
                match.play(text_action)
            except (NotationError, IllegalAction) as e:
                raise BadSave(f"saved match: action {i + 1} {text_action!r} does not replay: {e}")\
                    from None
        if match._states[cursor].is_chance():
            raise BadSave(f"saved match: cursor {cursor} stops at a chance event; a match "
                          f"is saved at a decision or at the end")
        match.auto_chance = True
        match._cursor = cursor
        return match

    @classmethod
    def load(cls, path: str | Path) -> Match:
        """Read a match written by :meth:`save`.

        Raises:
            BadSave: the file is not a saved match (too big, not UTF-8, not valid).
            OSError: the file cannot be read.
        """
        path = Path(path)
        if path.stat().st_size > 4 * MAX_SAVE:
            raise BadSave(f"{path.name}: too big to be a saved match")
        return cls.from_json(path.read_bytes())

    def widget(self, **kw: Any):
        """An interactive board bound to this match."""
        from ..widget import GameWidget

        return GameWidget(self, **kw)

    def __repr__(self) -> str:
        return f"<Match {self.game.name}: step {self._cursor} of {len(self._actions)}>"


def _deref(ref: Any) -> Callable[[Match], None] | None:
    return ref() if isinstance(ref, weakref.ref) else ref
