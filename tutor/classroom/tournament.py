"""A class tournament: one game, one class, rounds the teacher starts, standings in the
game's own scores.

Pairing. A game of two played by a small class (at most :data:`ROUND_ROBIN_MAX` pupils)
is a round robin: everyone meets everyone once (the circle method), in as many rounds as
the teacher asks for (at most one fewer than the pupils, or as many with an odd number).
A larger class, or tables of three or four, play Swiss rounds: round 1 in a shuffled
order (seeded by the tournament), then each round pairs (or groups) pupils of the same
standing, top down, avoiding a second meeting where it can. With an odd number of pupils
(or a class that does not fill its tables), a computer of the tournament's level fills
the seat: in a round robin the pupil the circle leaves alone plays it, in Swiss the lowest
placed who has not played it yet; that game counts for the pupil like any other.

Seats are balanced over the rounds: at each table the pupil who started least often so
far (seat 0, the first to play) starts, then the others by how often they sat in each
seat; ties go to the round robin's own order, or to the lower placed in Swiss.

Standings. A win is 1 point (winners who share a win share the point), as the game's own
score sheet names the winner, its own tie-break included. Ties in points are broken by:
1. the game points scored in all the pupil's games (the game's own totals), then
2. the points won in the games between the tied pupils; then the place is shared.

>>> pairs = round_robin(["ann", "bo", "chen", "dee"], 0)
>>> sorted(sorted(p) for p in pairs)
[['ann', 'dee'], ['bo', 'chen']]
>>> len({frozenset(p) for r in range(3) for p in round_robin(["ann", "bo", "chen", "dee"], r)})
6
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from itertools import permutations
from typing import Any

ROUND_ROBIN_MAX = 8
"""The largest class that plays a round robin (7 rounds) when the format is "auto"."""

FORMATS = ("auto", "round-robin", "swiss")


@dataclass
class Game:
    """A finished (or running) game of a tournament, as the standings read it."""

    round: int
    users: list[str | None]
    """Who sat at each seat (None: a computer)."""
    totals: list[float] | None = None
    """Each seat's total (None: not over yet)."""
    winners: list[int] = field(default_factory=list)
    table: int | None = None


def pick_format(format: str, entrants: int, size: int) -> str:
    """The format a tournament plays: a round robin for a game of two and a small class
    (``"auto"``), Swiss otherwise.

    Raises:
        ValueError: an unknown format, or a round robin of tables of more than two.
    """
    if format not in FORMATS:
        raise ValueError(f"a tournament is {', '.join(FORMATS)}, not {format!r:.30}")
    if format == "auto":
        return "round-robin" if size == 2 and entrants <= ROUND_ROBIN_MAX else "swiss"
    if format == "round-robin" and size != 2:
        raise ValueError("a round robin is for a game of two players a table")
    return format


def max_rounds(format: str, entrants: int) -> int:
    """The most rounds a tournament may have: a round robin meets everyone once."""
    if format == "round-robin":
        return entrants - 1 if entrants % 2 == 0 else entrants
    return max(1, entrants - 1)


def round_robin(entrants: list[str], round_no: int) -> list[tuple[str | None, str | None]]:
    """The pairs of round ``round_no`` (from 0) of a round robin by the circle method (None:
    the computer that meets the odd pupil)."""
    people: list[str | None] = list(entrants)
    if len(people) % 2:
        people.append(None)
    n = len(people)
    rest = people[1:]
    shift = round_no % (n - 1)
    rest = rest[-shift:] + rest[:-shift] if shift else rest
    circle = [people[0], *rest]
    pairs = []
    for i in range(n // 2):
        a, b = circle[i], circle[n - 1 - i]
        pairs.append((b, a) if (round_no + i) % 2 else (a, b))
    return pairs


def seat_counts(games: list[Game]) -> dict[str, Counter]:
    """How often each pupil sat in each seat so far."""
    out: dict[str, Counter] = {}
    for g in games:
        for seat, user in enumerate(g.users):
            if user is not None:
                out.setdefault(user, Counter())[seat] += 1
    return out


def balance(group: list[str | None], counts: dict[str, Counter]) -> list[str | None]:
    """The seats of one table (a pupil, or None for a computer), so that each pupil sits
    where they sat least so far: of every way to seat the table, the one with the fewest
    earlier sittings in the seats given (ties: the order given, computers last)."""
    people = [u for u in group if u is not None] + [None] * group.count(None)

    def cost(order: tuple[str | None, ...]) -> int:
        return sum(counts.get(u, Counter())[seat] for seat, u in enumerate(order)
                   if u is not None)

    best = min(dict.fromkeys(permutations(people)), key=cost)
    return list(best)


def next_round(format: str, entrants: list[str], size: int, games: list[Game],
               round_no: int, seed: int) -> list[list[str | None]]:
    """The tables of round ``round_no`` (from 1): each a list of seats (a pupil, or None
    for a computer), seats balanced (:func:`balance`)."""
    counts = seat_counts(games)
    if format == "round-robin":
        return [balance(list(p), counts) for p in round_robin(entrants, round_no - 1)]
    order = standing_order(entrants, games, seed) if games else _shuffled(entrants, seed)
    if size == 2:
        groups = _swiss_pairs(order, games)
    else:
        groups = _swiss_groups(order, size)
    return [balance(g, counts) for g in groups]


def standing_order(entrants: list[str], games: list[Game], seed: int) -> list[str]:
    """The pupils in the order of the standings so far (ties in the first round's
    shuffled order, so that the pairing does not favour names early in the alphabet)."""
    first = _shuffled(entrants, seed)
    rows = {r.name: r for r in standings(entrants, games)}
    return sorted(entrants, key=lambda u: (rows[u].place, first.index(u)))


def _shuffled(entrants: list[str], seed: int) -> list[str]:
    order = sorted(entrants)
    random.Random(seed).shuffle(order)
    return order


def _met(games: list[Game]) -> set[frozenset[str]]:
    out = set()
    for g in games:
        people = [u for u in g.users if u is not None]
        for i, a in enumerate(people):
            for b in people[i + 1:]:
                out.add(frozenset((a, b)))
    return out


def _swiss_pairs(order: list[str], games: list[Game]) -> list[list[str | None]]:
    """Pairs top down among pupils of the same standing, avoiding a second meeting where
    it can; with an odd number the lowest placed who has not played the computer yet
    plays it."""
    people = list(order)
    groups: list[list[str | None]] = []
    if len(people) % 2:
        had_bot = {u for g in games if None in g.users for u in g.users if u is not None}
        lone = next((u for u in reversed(people) if u not in had_bot), people[-1])
        people.remove(lone)
        groups.append([lone, None])
    met = _met(games)
    counts = seat_counts(games)
    due = {u: counts.get(u, Counter())[1] - counts.get(u, Counter())[0] for u in people}
    paired = _pair(people, met, due) or _pair(people, set(), due)
    assert paired is not None
    return [[a, b] for a, b in paired] + groups


NEAR = 4
"""How far down the standings a pupil's partner is looked for first among those whose
seat is due the other way (one has started less, the other more), as chess's Swiss
pairings look at colours."""


def _pair(people: list[str], met: set[frozenset[str]],
          due: dict[str, int]) -> list[tuple[str, str]] | None:
    """Pairs of ``people`` (in standing order) who have not met: each pupil's partner the
    nearest below them, first among the next :data:`NEAR` whose due seat differs."""
    if not people:
        return []
    first, rest = people[0], people[1:]

    def clash(other: str) -> bool:
        return due[first] * due[other] > 0  # both due the same seat

    near = [i for i in range(min(NEAR, len(rest))) if not clash(rest[i])]
    for i in near + [i for i in range(len(rest)) if i not in near]:
        other = rest[i]
        if frozenset((first, other)) in met:
            continue
        tail = _pair(rest[:i] + rest[i + 1:], met, due)
        if tail is not None:
            return [(first, other), *tail]
    return None


def _swiss_groups(order: list[str], size: int) -> list[list[str | None]]:
    """Tables of ``size`` top down, as even as can be: a table short of pupils gets
    computers."""
    tables = -(-len(order) // size)
    base, extra = divmod(len(order), tables)
    out: list[list[str | None]] = []
    at = 0
    for t in range(tables):
        n = base + (1 if t < extra else 0)
        group: list[str | None] = list(order[at:at + n])
        at += n
        out.append(group + [None] * (size - n))
    return out


# -- standings ---------------------------------------------------------------------------------


@dataclass
class Row:
    """One pupil's line of the standings."""

    name: str
    played: int = 0
    points: float = 0.0
    """Wins (a shared win shares its point)."""
    game_points: float = 0.0
    """The game's own points, summed over the pupil's games."""
    head: float | None = None
    """Points won against the pupils tied with them (when it broke a tie)."""
    place: int = 0
    shared: bool = False
    """Whether the place is shared (every tie-break equal)."""
    rounds: dict[int, dict[str, Any]] = field(default_factory=dict)
    """Per round: the pupil's seat, total, the others' names and totals, and the result
    ("win", "loss", "shared")."""


def standings(entrants: list[str], games: list[Game]) -> list[Row]:
    """The standings, best first (see the module docstring for the tie-breaks)."""
    rows = {u: Row(u) for u in entrants}
    won: dict[tuple[str, str], float] = {}
    for g in games:
        if g.totals is None:
            continue
        share = 1.0 / len(g.winners) if g.winners else 0.0
        for seat, user in enumerate(g.users):
            if user is None or user not in rows:
                continue
            row = rows[user]
            row.played += 1
            row.game_points += g.totals[seat]
            gain = share if seat in g.winners else 0.0
            row.points += gain
            result = "shared" if gain and len(g.winners) > 1 else "win" if gain else "loss"
            row.rounds[g.round] = {
                "seat": seat, "total": g.totals[seat], "result": result, "table": g.table,
                "others": [{"name": u, "total": g.totals[s]}
                           for s, u in enumerate(g.users) if s != seat]}
            for s, other in enumerate(g.users):
                if other is not None and s != seat:
                    won[user, other] = won.get((user, other), 0.0) + gain
    ordered = sorted(rows.values(), key=lambda r: (-r.points, -r.game_points, r.name))
    out: list[Row] = []
    i = 0
    while i < len(ordered):
        j = i
        while j < len(ordered) and (ordered[j].points, ordered[j].game_points) == (
                ordered[i].points, ordered[i].game_points):
            j += 1
        tied = ordered[i:j]
        if len(tied) > 1:
            names = {r.name for r in tied}
            for r in tied:
                r.head = sum(won.get((r.name, o), 0.0) for o in names if o != r.name)
            tied.sort(key=lambda r: (-(r.head or 0.0), r.name))
        out.extend(tied)
        i = j
    for r in out:
        same = [o for o in out if (o.points, o.game_points, o.head) == (
            r.points, r.game_points, r.head)]
        r.place = 1 + next(n for n, o in enumerate(out) if o in same)
        r.shared = len(same) > 1
    return out


# -- exports --------------------------------------------------------------------------------

HEADER: dict[str, tuple[str, str]] = {
    "place": ("place", "名次"),
    "pupil": ("pupil", "學生"),
    "played": ("games played", "已下盤數"),
    "points": ("wins", "勝場"),
    "game_points": ("game points", "遊戲分數"),
    "head": ("wins between the tied", "同分者之間的勝場"),
}

SHEET = ("standings", "排名")

ROUND = ("round {n}", "第 {n} 輪")

RESULT = {"win": ("won", "勝"), "loss": ("lost", "負"), "shared": ("shared the win", "並列勝")}

VS = ("{result} {total} to {others}", "{result}，{total} 比 {others}")

COMPUTER = ("computer", "電腦")


def export_rows(rows: list[Row], rounds: int, lang: str) -> tuple[list[str], list[list[Any]]]:
    """The standings as a header and rows in ``lang``: place (with = when shared), pupil,
    games, wins, game points, the head-to-head tie-break, then each round in words."""
    i = 1 if lang == "zh-Hant" else 0
    head = [pair[i] for pair in HEADER.values()] + [ROUND[i].format(n=r)
                                                     for r in range(1, rounds + 1)]
    out = []
    for r in rows:
        cells: list[Any] = [f"{r.place}=" if r.shared else r.place, r.name, r.played,
                            _num(r.points), _num(r.game_points),
                            "" if r.head is None else _num(r.head)]
        for n in range(1, rounds + 1):
            game = r.rounds.get(n)
            cells.append(round_words(game, lang) if game else "")
        out.append(cells)
    return head, out


def round_words(game: dict[str, Any], lang: str) -> str:
    """One round of a pupil in words: "won 33 to bo 25"."""
    i = 1 if lang == "zh-Hant" else 0
    sep = "、" if lang == "zh-Hant" else ", "
    others = sep.join(f"{o['name'] if o['name'] is not None else COMPUTER[i]} "
                      f"{_num(o['total'])}" for o in game["others"])
    return VS[i].format(result=RESULT[game["result"]][i], total=_num(game["total"]),
                        others=others)


def _num(x: float) -> float | int:
    return int(x) if float(x).is_integer() else round(x, 2)
