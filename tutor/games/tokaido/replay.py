"""Replay recorded Tokaido games through the engine and check every turn and every score.

``python -m tutor.games.tokaido.replay FILE [--json]`` reads games recorded on an online
platform, one per line (``.jsonl``, or gzipped ``.jsonl.gz``), replays each through the
engine with the recorded draws forced and the recorded choices played, and compares what
the engine says with what the platform said, turn by turn and at the end. It prints a
progress bar when writing to a terminal, then::

    replayed K/N games: all turns match in K, final scores match in K

and one line per difference (table id, turn, what differed). The exit status is 0 only
when every game replayed and matched. A line that is not a readable game is reported with
its line number and the other games are still replayed. ``--json`` prints the summary and
every game's result as one JSON object instead.

The format
----------

Each line is one JSON object describing one game of four players, base game only:

- ``table_id`` (the platform's table number, as a string), ``num_players`` (4);
- ``players``: one object per seat, in seat order: ``traveler`` (a lower-case traveller id
  such as ``"zenemon"``), ``start_order`` (place in the queue at Kyoto, 1 to 4; the
  highest leaves first) and ``start_coins``;
- ``turns``: every move in order. A move names the ``seat`` that moved, the destination
  ``pos`` (the board's 1 to 55), the ``slot`` taken there (1 the road slot or first arrival,
  2 a double stop's side slot, at inns the arrival order), the kind of ``stop`` and the
  mover's ``coins_after``. What the stop gave follows, stop by stop: a village's ``shown``
  souvenirs (not in draw order), the ``bought`` ones and ``paid``; a panorama or hot spring
  ``card``; a temple's ``donated`` coins (and ``hirotada``'s extra); an ``encounter``
  object with the cards ``drawn`` (two for Yoshiyasu), the one ``kept`` and its effect
  (``souvenir`` for Shokunin, ``card`` for Annaibito, and ``options`` when Annaibito's
  panorama was complete); at an inn the ``hiroshige`` panorama (``options``, ``card``),
  ``chuubei``'s encounter, ``satsuki``'s ``offered`` meal and whether she ``accepted`` it,
  the meal cards ``shown`` to the arriving player and the ``meal`` taken (or null).
  Every integer stored under a key ``pts``, at any depth, is points the mover scored in
  that turn; ``coins`` are coins gained and ``paid``/``donated`` coins spent;
- ``end``: the end ``achievements`` (seat and card) and the ``temple`` ranking (seat,
  points, coins on the temple);
- ``result``: per seat the final ``points``, the number of ``achievements`` held, the
  ``rank`` (1 = winner) and whether the rank is ``tied``.

Souvenir cards are codes ``S00``...``S23``; :data:`~.data.SOUVENIR_CODES` gives our card
for each. Meals use the platform's names (``"Tai Meshi"``), encounters codes such as
``Annaibito-sea``, hot springs ``HS2``/``HS3``, panoramas ``sea-3``, achievements
``first-sea``, ``gourmet``, ``bather``, ``chatterbox``, ``collector``.

The recorded games (four-player games of the platform's ranked seasons) were all played
with the Gastronomy variant, as many meals at an inn as there are players, so they replay
with the ``gastronomy`` option (on the platform it is an option, chosen at about a third of
tables by one public count). Its village lists are not in draw order: the replay draws
them in an order the deck allows (a card put under the deck comes back only after the
cards above it).

>>> from tutor.games.tokaido.replay import replay_game, sample_path
>>> import gzip, json
>>> with gzip.open(sample_path(), "rt") as f:
...     game = json.loads(f.readline())
>>> result = replay_game(game)
>>> result.turns_ok, result.final_ok, result.problems
(True, True, [])
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...core.game import ascii_digits
from .data import (
    ACHIEVEMENT_CODES,
    ENCOUNTER_CODES,
    END_ACHIEVEMENTS,
    MEAL_CODES,
    PANORAMAS,
    SOUVENIR_CODES,
    TRAVELLER_INDEX,
)
from .state import BONUS, GAME, TokaidoState

OPTIONS = {"players": 4, "gastronomy": True}
"""How the recorded games were played: 4 players, the Gastronomy variant (as many meals at an
inn as players)."""

MAX_TURNS = 500
"""A game record with more turns than this is refused as corrupt (real games have ~90)."""


def sample_path() -> Path:
    """The 150 recorded games shipped with the tests (``tests/data``), in a checkout."""
    return Path(__file__).resolve().parents[3] / "tests" / "data" / "tokaido-sample.jsonl.gz"


class Mismatch(Exception):
    """The engine and the record disagree, so the game cannot go on."""


@dataclass
class GameResult:
    """What replaying one recorded game found."""

    table_id: str
    turns: int = 0
    """Turns replayed."""
    completed: bool = False
    """Every recorded turn was played through the engine to the end of the game."""
    turns_ok: bool = False
    """Every turn replayed and matched."""
    final_ok: bool = False
    """The end matched: achievements, temple bonus, points, ranks and ties."""
    problems: list[str] = field(default_factory=list)
    """One line per difference: ``turn 17: coins after 5, recorded 4``."""

    def as_dict(self) -> dict[str, Any]:
        return {"table_id": self.table_id, "turns": self.turns, "completed": self.completed,
                "turns_ok": self.turns_ok,
                "final_ok": self.final_ok, "problems": list(self.problems)}


# -- replaying one game ---------------------------------------------------------------------


def _points(obj: Any) -> int:
    """Sum of every integer stored under a key ``pts``, at any depth."""
    if isinstance(obj, dict):
        return sum((v if k == "pts" and isinstance(v, int) and not isinstance(v, bool)
                    else _points(v)) for k, v in obj.items())
    if isinstance(obj, list):
        return sum(_points(v) for v in obj)
    return 0


def _end_points(state: TokaidoState, seat: int) -> int:
    """Points ``seat`` received from the end scoring (0 before the game is over): the
    record books them under ``end``, not under the last turn."""
    if state.phase != "over":
        return 0
    pl = state.players[seat]
    ends = sum(1 for a in pl.achievements if a in END_ACHIEVEMENTS)
    per = 4 if pl.traveller == "mitsukuni" else 3
    return pl.points[BONUS] + ends * per


def _panorama(code: Any) -> tuple[str, int]:
    """``"sea-3"`` -> ``("sea", 3)``."""
    if not isinstance(code, str) or "-" not in code:
        raise Mismatch(f"unreadable panorama card {code!r}")
    kind, _, section = code.partition("-")
    if kind not in PANORAMAS or not ascii_digits(section):
        raise Mismatch(f"unreadable panorama card {code!r}")
    return kind, int(section)


def _code(table: Any, code: Any, what: str) -> str:
    if not isinstance(code, str) or code not in table:
        raise Mismatch(f"unknown {what} {code!r}")
    return table[code]


class _Replay:
    """Drives one recorded game through the engine."""

    def __init__(self, game: dict[str, Any]) -> None:
        self.game = game
        self.state: TokaidoState = GAME.new_game(**OPTIONS)  # type: ignore[assignment]
        self.turn: dict[str, Any] = {}
        self.index = 0
        self.played: list[str] = []
        """Every action played so far, chance included, in order."""
        self.turn_starts: list[int] = []
        """For each recorded turn, the index in ``played`` of its move."""

    def play(self, action: str) -> None:
        verdict = self.state.check(action)
        if not verdict:
            raise Mismatch(f"the engine refuses {action!r}: {verdict.reason} "
                           f"[{verdict.rule}]")
        self.state = self.state.apply(action)  # type: ignore[assignment]
        self.played.append(action)

    # set-up

    def setup(self) -> None:
        players = self.game["players"]
        chosen = [p["traveler"] for p in players]
        for t in chosen:
            if t not in TRAVELLER_INDEX:
                raise Mismatch(f"unknown traveller {t!r}")
        if len(set(chosen)) != len(chosen):
            raise Mismatch("two seats hold the same traveller")
        fillers = [t for t in TRAVELLER_INDEX if t not in chosen]
        for p, t in enumerate(chosen):  # the unchosen tile of each pair is not recorded
            self.play(f"deal {t}")
            self.play(f"deal {fillers[p]}")
        for t in chosen:
            self.play(f"choose {t}")
        order = sorted(range(len(players)), key=lambda p: -players[p]["start_order"])
        self.play("departure " + ",".join(str(p + 1) for p in order))
        for p, rec in enumerate(players):
            coins = self.state.players[p].coins
            if rec.get("start_coins") != coins:
                raise Mismatch(f"seat {p} starts with {coins} coins, recorded "
                               f"{rec.get('start_coins')!r}")

    # one turn

    def play_turn(self, t: dict[str, Any]) -> list[str]:
        """Play recorded turn ``t``; return the differences found (raise when stuck)."""
        s = self.state
        self.turn = t
        seat = t.get("seat")
        if s.phase != "move":
            raise Mismatch(f"the engine is not at a move but at {s.phase!r}")
        if seat != s.mover:
            raise Mismatch(f"seat {s.mover} is rearmost and must move, the record moves "
                           f"seat {seat!r}")
        before = s.players[seat]
        self.turn_starts.append(len(self.played))
        self.play(f"move {t.get('pos')}")
        out = []
        s = self.state
        if s.slots[seat] != t.get("slot"):
            out.append(f"slot {s.slots[seat]}, recorded {t.get('slot')!r}")
        kind = s.route.kinds[s.steps[seat]]
        if kind != t.get("stop"):
            raise Mismatch(f"position {t.get('pos')!r} is a {kind}, recorded "
                           f"{t.get('stop')!r}")
        while self.state.phase not in ("move", "over"):
            self.step()
        after = self.state.players[seat]
        if after.coins != t.get("coins_after"):
            out.append(f"coins after {after.coins}, recorded {t.get('coins_after')!r}")
        gained = after.total - before.total - _end_points(self.state, seat)
        if gained != _points(t):
            out.append(f"{gained} points scored, recorded {_points(t)}")
        out += self.compare_cards(t, before, after)
        return out

    def compare_cards(self, t: dict[str, Any], before: Any, after: Any) -> list[str]:
        """The cards the mover gained, against the record."""
        out = []
        new_souvenirs = sorted(after.souvenirs[len(before.souvenirs):])
        want = []
        if t.get("stop") == "village":
            want += [_code(SOUVENIR_CODES, c, "souvenir") for c in t.get("bought") or []]
        for enc in (t.get("encounter"), t.get("chuubei")):
            if isinstance(enc, dict) and enc.get("souvenir"):
                want.append(_code(SOUVENIR_CODES, enc["souvenir"], "souvenir"))
        if new_souvenirs != sorted(want):
            out.append(f"souvenirs gained {new_souvenirs}, recorded {sorted(want)}")
        new_meals = list(after.meals[len(before.meals):])
        meal = t.get("meal")
        sat = t.get("satsuki")
        want_meals = [_code(MEAL_CODES, meal, "meal")] if meal else []
        if isinstance(sat, dict) and sat.get("accepted"):
            want_meals = [_code(MEAL_CODES, sat.get("offered"), "meal")]
        if new_meals != want_meals:
            out.append(f"meal {new_meals}, recorded {want_meals}")
        new_enc = list(after.encounters[len(before.encounters):])
        want_enc = [_code(ENCOUNTER_CODES, e["kept"], "encounter")
                    for e in (t.get("encounter"), t.get("chuubei")) if isinstance(e, dict)]
        if new_enc != want_enc:
            out.append(f"encounters {new_enc}, recorded {want_enc}")
        if t.get("stop") == "hotspring":
            got = list(after.springs[len(before.springs):])
            want_hs = [{"HS2": 2, "HS3": 3}.get(t.get("card"))]
            if got != want_hs:
                out.append(f"hot spring {got}, recorded {t.get('card')!r}")
        if t.get("stop") == "temple" and after.temple - before.temple != (
                (t.get("donated") or 0) + ((t.get("hirotada") or {}).get("temple") or 0)):
            out.append(f"temple coins +{after.temple - before.temple}, recorded "
                       f"{t.get('donated')!r} (+ Hirotada {t.get('hirotada')!r})")
        return out

    def step(self) -> None:
        """Resolve one chance node or decision of the current stop from the record."""
        s, t = self.state, self.turn
        phase = s.phase
        if phase == "reveal":
            self.draw("reveal", t.get("shown"), SOUVENIR_CODES, "souvenir", s.shown)
        elif phase == "buy":
            shown = sorted(s.shown)
            rec = sorted(_code(SOUVENIR_CODES, c, "souvenir") for c in t.get("shown") or [])
            if shown != rec:
                raise Mismatch(f"village shows {shown}, recorded {rec}")
            bought = [_code(SOUVENIR_CODES, c, "souvenir") for c in t.get("bought") or []]
            self.play("buy " + ("+".join(bought) or "nothing"))
        elif phase == "hotspring":
            card = t.get("card")
            self.play(f"hot spring {_code({'HS2': '2', 'HS3': '3'}, card, 'hot spring')}")
        elif phase == "donate":
            self.play(f"donate {t.get('donated')}")
        elif phase == "encounter":
            enc = self.encounter()
            self.draw("encounter", enc.get("drawn"), ENCOUNTER_CODES, "encounter", s.drawn)
        elif phase == "keep":
            self.play(f"keep {_code(ENCOUNTER_CODES, self.encounter().get('kept'), 'card')}")
        elif phase == "souvenir":
            card = self.encounter().get("souvenir")
            self.play(f"souvenir {_code(SOUVENIR_CODES, card, 'souvenir')}")
        elif phase == "panorama":
            rec = t.get("hiroshige") if s.context == "hiroshige" else self.encounter()
            if not isinstance(rec, dict):
                raise Mismatch(f"the engine offers a panorama ({s.context}), the record "
                               f"has none")
            want = sorted(f"{k}-{s.players[s.actor].panoramas[PANORAMAS.index(k)] + 1}"
                          for k in s.panorama_options(s.actor))
            if sorted(rec.get("options") or []) != want:
                raise Mismatch(f"panoramas offered {want}, recorded {rec.get('options')!r}")
            card = rec.get("card")
            self.play(f"panorama {_panorama(card)[0]}" if card else "no panorama")
        elif phase == "offer":
            sat = t.get("satsuki")
            if not isinstance(sat, dict):
                raise Mismatch("the engine offers Satsuki a meal, the record has none")
            self.play(f"offer {_code(MEAL_CODES, sat.get('offered'), 'meal')}")
        elif phase == "accept":
            self.play("accept meal" if t["satsuki"].get("accepted") else "refuse meal")
        elif phase == "meal":
            self.draw("meal", t.get("shown"), MEAL_CODES, "meal", s.layout)
        elif phase == "eat":
            rec = sorted(_code(MEAL_CODES, m, "meal") for m in t.get("shown") or [])
            if sorted(s.layout) != rec:
                raise Mismatch(f"meals shown {sorted(s.layout)}, recorded {rec}")
            meal = t.get("meal")
            self.play(f"eat {_code(MEAL_CODES, meal, 'meal')}" if meal else "no meal")
        else:
            raise Mismatch(f"the engine asks for {phase!r}, which 4-player base games "
                           f"never need")

    def encounter(self) -> dict[str, Any]:
        t, s = self.turn, self.state
        key = "encounter" if s.route.kinds[s.steps[s.mover]] == "encounter" else "chuubei"
        enc = t.get(key)
        if not isinstance(enc, dict):
            raise Mismatch(f"the engine draws an encounter, the record has no {key!r}")
        return enc

    def draw(self, kind: str, recorded: Any, codes: Any, what: str,
             done: tuple[str, ...]) -> None:
        """Draw one of the recorded cards that is not drawn yet and may come next."""
        if not isinstance(recorded, list):
            raise Mismatch(f"the engine draws a {what} card, the record lists none")
        pool = [_code(codes, c, what) for c in recorded]
        for c in done:
            if c in pool:
                pool.remove(c)
        for card in pool:
            action = f"{kind} {card}"
            if self.state.check(action):
                self.play(action)
                return
        raise Mismatch(f"the engine draws one more {what} card than recorded, or none of "
                       f"{pool} can be on top of the deck")

    # the end

    def compare_end(self) -> list[str]:
        s, g = self.state, self.game
        out = []
        if s.phase != "over":
            return [f"the engine's game is not over after the last turn ({s.describe()})"]
        got = sorted((p, a) for p, pl in enumerate(s.players) for a in pl.achievements
                     if a in END_ACHIEVEMENTS)
        want = sorted((e.get("seat"), _code(ACHIEVEMENT_CODES, e.get("card"), "achievement"))
                      for e in g["end"].get("achievements", []))
        if got != want:
            out.append(f"end achievements {got}, recorded {want}")
        temple = {e.get("seat"): e for e in g["end"].get("temple", [])}
        for p, pl in enumerate(s.players):
            rec = temple.get(p, {"pts": 0, "temple_coins": 0})
            if pl.points[BONUS] != rec.get("pts"):
                out.append(f"seat {p} temple bonus {pl.points[BONUS]}, recorded {rec.get('pts')}")
            if pl.temple and pl.temple != rec.get("temple_coins"):
                out.append(f"seat {p} temple coins {pl.temple}, recorded "
                           f"{rec.get('temple_coins')}")
        ranks = s.ranks()
        for rec in g["result"]:
            p = rec.get("seat")
            if not isinstance(p, int) or not 0 <= p < s.n:
                out.append(f"result for an unknown seat {p!r}")
                continue
            pl = s.players[p]
            tied = ranks.count(ranks[p]) > 1
            mine = (pl.total, len(pl.achievements), ranks[p], tied)
            theirs = (rec.get("points"), rec.get("achievements"), rec.get("rank"),
                      rec.get("tied"))
            if mine != theirs:
                out.append(f"seat {p} points/achievements/rank/tied {mine}, recorded {theirs}")
        return out


@dataclass
class Recording:
    """A recorded game as engine actions: lessons step through it like any match."""

    initial: TokaidoState
    """The set-up chance node the actions start from (4 players, ``gastronomy``)."""
    actions: list[str]
    """Every action, chance included: the deal, the choices, the queue, then each turn's
    move, draws and decisions."""
    turn_starts: list[int]
    """For each recorded turn, the index in ``actions`` of its move."""


def recording(game: dict[str, Any]) -> Recording:
    """The engine actions that replay one recorded game (a parsed line).

    Raises:
        ValueError: the game is not readable, or the engine and the record disagree.

    >>> import gzip, json
    >>> with gzip.open(sample_path(), "rt") as f:
    ...     rec = recording(json.loads(f.readline()))
    >>> rec.actions[:2], rec.actions[rec.turn_starts[0]]
    (['deal yoshiyasu', 'deal hiroshige'], 'move 2')
    """
    why = _check_shape(game)
    if why:
        raise ValueError(f"not a recorded game: {why}")
    r = _Replay(game)
    where = "set-up"
    try:
        r.setup()
        for i, t in enumerate(game["turns"]):
            where = f"turn {i + 1}"
            r.play_turn(t)
    except Mismatch as e:
        raise ValueError(f"the record and the engine disagree at {where}: {e}") from None
    initial = GAME.new_game(**OPTIONS)
    return Recording(initial, r.played, r.turn_starts)  # type: ignore[arg-type]


def _check_shape(game: Any) -> str:
    """Why ``game`` is not a readable game record ('' when it is)."""
    if not isinstance(game, dict):
        return "not a JSON object"
    for key, kind in (("table_id", str), ("players", list), ("turns", list), ("end", dict),
                      ("result", list)):
        if not isinstance(game.get(key), kind):
            return f"{key!r} missing or not a {kind.__name__}"
    if game.get("num_players") != 4 or len(game["players"]) != 4:
        return "not a 4-player game"
    if not all(isinstance(p, dict) and isinstance(p.get("start_order"), int)
               for p in game["players"]):
        return "a player without a start_order"
    if not all(isinstance(t, dict) for t in game["turns"]) or len(game["turns"]) > MAX_TURNS:
        return "turns must be objects (at most 500)"
    return ""


def replay_game(game: dict[str, Any]) -> GameResult:
    """Replay one recorded game (a parsed line) and compare every turn and the end."""
    result = GameResult(str(game.get("table_id", "?")) if isinstance(game, dict) else "?")
    why = _check_shape(game)
    if why:
        result.problems.append(f"unreadable game: {why}")
        return result
    r = _Replay(game)
    try:
        r.setup()
    except Mismatch as e:
        result.problems.append(f"set-up: {e}")
        return result
    all_ok = True
    for i, t in enumerate(game["turns"]):
        try:
            diffs = r.play_turn(t)
        except Mismatch as e:
            result.problems.append(f"turn {i + 1}: {e}")
            return result
        result.turns = i + 1
        if diffs:
            all_ok = False
            result.problems += [f"turn {i + 1}: {d}" for d in diffs]
    result.turns_ok = all_ok
    result.completed = True
    try:
        end = r.compare_end()
    except (Mismatch, KeyError, TypeError, AttributeError) as e:
        end = [f"unreadable end of game: {e}"]
    result.final_ok = not end
    result.problems += [f"end: {d}" for d in end]
    return result


# -- reading files, the command -----------------------------------------------------------------


def read_games(path: str | Path) -> Iterator[tuple[int, Any, str]]:
    """Yield ``(line number, parsed game or None, error)`` for each non-blank line of a
    ``.jsonl`` or ``.jsonl.gz`` file."""
    path = Path(path)
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8", errors="replace") as f:  # type: ignore[operator]
        for number, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                yield number, json.loads(line), ""
            except ValueError as e:
                yield number, None, f"not JSON ({str(e)[:60]})"


def _count_lines(path: str | Path) -> int:
    """Non-blank lines of a file (for the progress bar), read without parsing."""
    path = Path(path)
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8", errors="replace") as f:  # type: ignore[operator]
        return sum(1 for line in f if line.strip())


@dataclass
class Summary:
    """The results of a whole file."""

    games: list[GameResult] = field(default_factory=list)
    corrupt: list[tuple[int, str]] = field(default_factory=list)
    """(line number, why) of lines that are not games."""
    seconds: float = 0.0

    @property
    def total(self) -> int:
        return len(self.games) + len(self.corrupt)

    @property
    def replayed(self) -> int:
        """Games replayed to their end (every recorded turn accepted by the engine)."""
        return sum(1 for g in self.games if g.completed)

    @property
    def turns_match(self) -> int:
        return sum(1 for g in self.games if g.turns_ok)

    @property
    def finals_match(self) -> int:
        return sum(1 for g in self.games if g.final_ok)

    @property
    def ok(self) -> bool:
        return not self.corrupt and all(g.turns_ok and g.final_ok for g in self.games)

    def line(self) -> str:
        return (f"replayed {self.replayed}/{self.total} games: all turns match in "
                f"{self.turns_match}, final scores match in {self.finals_match}")

    def as_dict(self) -> dict[str, Any]:
        return {"summary": self.line(), "games_in_file": self.total, "replayed": self.replayed,
                "turns_match": self.turns_match, "finals_match": self.finals_match,
                "ok": self.ok, "seconds": round(self.seconds, 2),
                "corrupt_lines": [{"line": n, "why": w} for n, w in self.corrupt],
                "games": [g.as_dict() for g in self.games]}


def replay_file(path: str | Path, progress: Any = None) -> Summary:
    """Replay every game of a file; ``progress(done, total)`` is called after each game."""
    start = time.perf_counter()
    summary = Summary()
    total = _count_lines(path) if progress else 0
    for i, (number, game, error) in enumerate(read_games(path)):  # streamed: any size
        if error:
            summary.corrupt.append((number, error))
        else:
            why = _check_shape(game)
            if why:
                summary.corrupt.append((number, why))
            else:
                try:
                    summary.games.append(replay_game(game))
                except Exception as e:  # noqa: BLE001 - one broken game never stops the rest
                    result = GameResult(str(game.get("table_id")))
                    result.problems.append(f"error: {type(e).__name__}: {e}")
                    summary.games.append(result)
        if progress:
            progress(i + 1, max(total, i + 1))
    summary.seconds = time.perf_counter() - start
    return summary


def _bar(done: int, total: int, width: int = 40) -> None:
    filled = width * done // max(total, 1)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tutor.games.tokaido.replay",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("file", help="recorded games, one JSON object per line (.jsonl or "
                                     ".jsonl.gz)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        summary = replay_file(args.file, _bar if sys.stderr.isatty() else None)
    except OSError as e:
        parser.error(f"cannot read {args.file}: {e}")
    if args.json:
        print(json.dumps(summary.as_dict(), sort_keys=True))
    else:
        print(summary.line())
        for number, why in summary.corrupt:
            print(f"line {number}: not a game: {why}")
        for g in summary.games:
            for problem in g.problems:
                print(f"table {g.table_id}: {problem}")
    return 0 if summary.ok else 1


if __name__ == "__main__":
    sys.exit(main())
