"""One game of an experiment: what it is (:class:`GameSpec`) and how a worker plays it
(:func:`play_one`), giving one row per seat.

Everything here is plain Python and picklable, so that a process pool or a Dask worker
runs :func:`play_one` as it is; nothing here imports pandas. A game is a pure function of
its spec: the deal comes from ``seed`` (``random.Random(seed)`` decides every chance
event), each seat's bot is seeded from ``seed`` and the seat, so the same spec gives the
same rows on any machine, in any worker, in any order. Only ``seconds`` (the time the game
took) differs from run to run.

Bots are named as in :data:`tutor.core.bots.BOT_LEVELS`: ``"random"``, ``"greedy"``,
``"strong"`` (the strong bot with :data:`STRONG_ITERATIONS` play-outs a move), or
``"strong:400"`` (400 play-outs a move: a whole number from 1 to :data:`MAX_ITERATIONS`).
An iteration budget keeps games reproducible; a time budget (``"strong:0.5s"``, half a
second a move, as the play app's bot; a decimal number of seconds above 0 and at most
:data:`MAX_SECONDS`) plays as well as the machine allows at that moment, so its games are
not reproducible.

>>> spec = GameSpec("cartography", 2, (("tiles_per_player", 5),), ("greedy", "greedy"), 3)
>>> rows = play_one(spec)
>>> [(r["seat"], r["start_place"], r["total"], r["rank"], r["win"]) for r in rows]
[(0, 1, 28, 2, 0.0), (1, 2, 32, 1, 1.0)]
>>> rows[0]["key"] == spec.key() and rows[0]["moves"] > 0
True
"""

from __future__ import annotations

import hashlib
import importlib
import json
import random
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.bots import Bot, GreedyBot, RandomBot, StrongBot
from ..core.game import Action, Game, State, sample_chance
from .model import GameLab

STRONG_ITERATIONS = 300
"""Play-outs a move of ``"strong"`` in the lab: about what the strong bot manages in half
a second a move on a laptop core, fixed so that a game plays the same everywhere."""

MAX_STEPS = 100_000
"""A game longer than this is a bug: it raises."""


MAX_ITERATIONS = 10_000
"""The most play-outs a move a lab bot may have: some 5 to 15 seconds a move on a laptop
core (a thousand take 0.6 s in Kanagawa, 1.4 s in Tokaido), so a game still ends within
the hour."""

MAX_SECONDS = 60.0
"""The most seconds a move a lab bot may think."""

_ITERATIONS = re.compile(r"[1-9][0-9]{0,5}")
_SECONDS = re.compile(r"[0-9]{1,3}(\.[0-9]{1,6})?s")
_BOTS = ("'random', 'greedy', 'strong', 'strong:<play-outs a move, 1 to "
         f"{MAX_ITERATIONS}>' or 'strong:<seconds a move, at most {MAX_SECONDS:g}>s'")


def make_lab_bot(spec: str, seed: int) -> Bot:
    """The bot named ``spec`` (see the module docstring), seeded with ``seed``.

    >>> make_lab_bot("strong:50", 1)
    <StrongBot iterations=50>
    >>> make_lab_bot("strong:0.5s", 1)
    <StrongBot seconds=0.5>

    Raises:
        TypeError: ``spec`` is not a string.
        ValueError: an unknown bot or a budget that is not a whole number of play-outs from
            1 to :data:`MAX_ITERATIONS` or a number of seconds above 0 and at most
            :data:`MAX_SECONDS` (``"strong:infs"``, ``"strong:1e9"``, ``"strong:0"``).
    """
    if not isinstance(spec, str):
        raise TypeError(f"a bot is named by a string ({_BOTS}), not {spec!r}")
    level, colon, budget = spec.partition(":")
    if level == "random" and not colon:
        return RandomBot(seed)
    if level == "greedy" and not colon:
        return GreedyBot(seed)
    if level == "strong":
        if not colon:
            return StrongBot(seconds=None, iterations=STRONG_ITERATIONS, seed=seed)
        if _ITERATIONS.fullmatch(budget) and int(budget) <= MAX_ITERATIONS:
            return StrongBot(seconds=None, iterations=int(budget), seed=seed)
        if _SECONDS.fullmatch(budget) and 0 < float(budget[:-1]) <= MAX_SECONDS:
            return StrongBot(seconds=float(budget[:-1]), seed=seed)
        raise ValueError(f"bad budget in bot {spec!r}: use 'strong:<play-outs a move>', a "
                         f"whole number from 1 to {MAX_ITERATIONS}, or "
                         f"'strong:<seconds a move>s', above 0 and at most {MAX_SECONDS:g}")
    raise ValueError(f"unknown bot {spec!r}: use {_BOTS}")


def check_bot(spec: str) -> str:
    """``spec`` if it names a bot (TypeError or ValueError otherwise)."""
    make_lab_bot(spec, 0)
    return spec


def load_game(name: str) -> Game:
    """The game ``name`` plays (a game of ``tutor.games()``; a tool such as
    ``"karesansui-studio"`` is not a game: it never ends).

    Raises:
        TypeError: ``name`` is not a string.
        ValueError: not a game's name.
    """
    from .. import games, load

    if not isinstance(name, str):
        raise TypeError(f"game must be a game's name, one of {', '.join(games.NAMES)}; "
                        f"not {name!r}")
    if name in games.TOOLS:
        raise ValueError(f"game {name!r} is a tool, not a game (it has no end): the lab plays "
                         f"{', '.join(games.NAMES)}")
    if name not in games.NAMES:
        raise ValueError(f"game {name!r} is not a game of the tutor: choose one of "
                         f"{', '.join(games.NAMES)}")
    return load(name)


@dataclass(frozen=True)
class GameSpec:
    """One game to play: everything that decides it."""

    game: str
    players: int
    options: tuple[tuple[str, Any], ...]
    """Keyword options of ``new_game``, sorted by name."""
    bots: tuple[str, ...]
    """One bot per seat."""
    seed: int
    setting: str = ""
    """The name of the setting this game belongs to (for comparisons); not part of the
    game itself: two settings with the same options play the same games."""
    start: str | None = None
    """A position to play from instead of a new game (``state.to_json()``)."""

    def key(self) -> str:
        """A short fingerprint of the game (not of its setting's name): a saved result with
        the same key is the same game."""
        text = json.dumps([self.game, self.players, list(map(list, self.options)),
                           list(self.bots), self.seed, self.start], sort_keys=True,
                          default=str)
        return hashlib.sha1(text.encode()).hexdigest()[:12]

    def options_text(self) -> str:
        """The options as JSON (for the ``options`` column)."""
        return json.dumps(dict(self.options), sort_keys=True, default=str)


def game_lab(name: str) -> GameLab:
    """The game's :class:`~tutor.lab.model.GameLab` (``tutor/games/<name>/lab.py``), or
    the default one."""
    try:
        module = importlib.import_module(f"tutor.games.{name}.lab")
    except ModuleNotFoundError as e:
        if e.name != f"tutor.games.{name}.lab":
            raise
        return GameLab()
    return module.LAB


def play_one(spec: GameSpec) -> list[dict[str, Any]]:
    """Play the game of ``spec`` to the end; one row per seat (see :mod:`tutor.lab`)."""
    began = time.perf_counter()
    game = load_game(spec.game)
    if spec.start is not None:
        state = game.from_json(spec.start)
    else:
        state = game.new_game(players=spec.players, seed=spec.seed, **dict(spec.options))
    bots = [make_lab_bot(b, spec.seed * 1009 + seat) for seat, b in enumerate(spec.bots)]
    rng = random.Random(spec.seed)
    history: list[tuple[State, Action]] = []
    moves = 0
    for _ in range(MAX_STEPS):
        if state.is_terminal():
            break
        if state.is_chance():
            action = sample_chance(state, rng)
        else:
            action = bots[state.current_player()].choose(state)
            moves += 1
        history.append((state, action))
        state = state.apply(action)
    else:
        raise RuntimeError(f"{spec.game} seed {spec.seed}: no end within {MAX_STEPS} steps")
    return seat_rows(spec, history, state, moves, time.perf_counter() - began)


def seat_rows(spec: GameSpec, history: Sequence[tuple[State, Action]], end: State,
              moves: int, seconds: float) -> list[dict[str, Any]]:
    """The rows of a finished game, one per seat."""
    sheet = end.scores()
    totals = sheet.totals
    winners = sheet.winners
    facts = game_lab(spec.game).facts(history, end)
    rows = []
    for seat in range(end.num_players()):
        row: dict[str, Any] = {
            "key": spec.key(), "setting": spec.setting, "game": spec.game,
            "players": end.num_players(), "options": spec.options_text(),
            "bots": ",".join(spec.bots), "seed": spec.seed, "seat": seat,
            "bot": spec.bots[seat],
        }
        row.update(facts[seat])
        row.update({c.id: _number(sheet.points[seat][c.id]) for c in sheet.categories})
        beaten_by = sum(1 for p, t in enumerate(totals) if t > totals[seat])
        lost_tie = sum(1 for w in winners if totals[w] == totals[seat] and seat not in winners)
        row.update({
            "total": _number(totals[seat]),
            "margin": _number(totals[seat] - max((t for p, t in enumerate(totals) if p != seat),
                                                 default=0)),
            "rank": 1 if seat in winners else 1 + beaten_by + lost_tie,
            "win": 1 / len(winners) if seat in winners else 0.0,
            "tiebreak": sheet.tiebreak or "",
            "moves": moves,
            "seconds": round(seconds, 4),
        })
        rows.append(row)
    return rows


def _number(x: float) -> int | float:
    return int(x) if float(x).is_integer() else float(x)
