"""Cartography (Jon Adams, 2014): actions, state and the game.

A Go-like game for two on a map of triangular tiles that grows as it is played. Each turn:
place a tile (mandatory while you have one that fits), optionally place a stone on an empty
region, and capture the opponent groups left without an open neighbour. The game ends when
both players pass in a row; stones on the map plus captured stones score.

Sources: seed ``003_aa27acea8e4117cd.txt``; ``shared/research/cartography.md``. Rule ids are
in :mod:`.rules`; component data in :mod:`.data`.

>>> from tutor.games import cartography
>>> s = cartography.new_game(tiles_per_player=5)
>>> s.current_player(), s.phase
(0, 'tile')
>>> s.check("tile C3 at (0,1) rot 0").rule
'cartography.tile.edges-match'
>>> s = s.apply("tile O2 at (0,1) rot 120")
>>> s.check("stone at (0,0)a")
Verdict.legal('stone at (0,0)a')
>>> s = s.apply("stone at (0,0)a")
>>> str(s.scores().totals)
'(1, 0)'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from ...core.errors import BadSave, NotationError
from ...core.game import TERMINAL, Action, Game, LegalActions, Option, State
from ...core.lang import Text
from ...core.verdict import Verdict
from . import data
from .data import REGION_LETTERS, TILE_INDEX, TILE_TYPES
from .rules import RULES

Slot = tuple[int, int]

# -- game metadata ------------------------------------------------------------------------

OPTIONS = (
    Option("tiles_per_player", 10,
           Text("Game length: tiles each player lays (5, 10 or 15).",
                "遊戲長度:每位玩家打出的板塊數(5、10 或 15)。"), (5, 10, 15)),
    Option("start_player", 0, Text("Seat that starts (0 = Blue, 1 = Orange).",
                                   "起始玩家(0 = 藍,1 = 橘)。"), (0, 1)),
    Option("ko", "simple", Text("'simple': no return to the position of the previous turn; "
                                "'super': no return to any earlier position of the same map.",
                                "'simple':不可回到上一回合的局面;'super':不可回到同一地圖的任何"
                                "先前局面。"), ("simple", "super")),
    Option("tiebreak", "start-player",
           Text("'start-player': ties go to the start player (seed); 'stones': more stones "
                "on the map first, then the start player.",
                "'start-player':平手時起始玩家獲勝(規則書);'stones':先比地圖上的棋子數,再由"
                "起始玩家獲勝。"), ("start-player", "stones")),
    Option("supply", None, Text("Tiles of each type in the supply, e.g. {'O3': 5, ...}; "
                                "None = five of each.",
                                "供應區各種板塊的數量;None = 每種五個。")),
)

# -- actions --------------------------------------------------------------------------------

_TILE_RE = re.compile(
    r"^\s*tile\s+([OC][123])\s+at\s+\(\s*(-?\d+)\s*,\s*(-?\d+)\s*\)\s*(?:rot\s+(\d+))?\s*$",
    re.IGNORECASE)
_STONE_RE = re.compile(r"^\s*stone\s+at\s+\(\s*(-?\d+)\s*,\s*(-?\d+)\s*\)\s*([abc]?)\s*$",
                       re.IGNORECASE)


class CartographyAction(Action):
    """Base of the three Cartography actions; ``parse`` reads any of them."""

    @classmethod
    def parse(cls, text: str) -> CartographyAction:
        """Read ``tile C2 at (3,-1) rot 120``, ``stone at (0,0)a``, ``pass`` or ``no stone``.

        Raises:
            NotationError: the text is none of these.
        """
        if not isinstance(text, str):
            raise NotationError(f"expected notation text, got {text!r}")
        t = text.strip().lower()
        if t in ("pass", "no stone"):
            return PassAction(t)
        m = _TILE_RE.match(text)
        if m:
            name = m.group(1).upper()
            rot = int(m.group(4) or 0)
            if rot not in (0, 120, 240):
                raise NotationError(f"rotation must be 0, 120 or 240 degrees, not {rot} "
                                    f"in {text!r}")
            if rot not in TILE_TYPES[TILE_INDEX[name]].rotations:
                rot = 0  # a symmetric tile looks the same turned: one canonical rotation
            return TileAction(name, (int(m.group(2)), int(m.group(3))), rot)
        m = _STONE_RE.match(text)
        if m:
            return StoneAction((int(m.group(1)), int(m.group(2))), (m.group(3) or "a").lower())
        raise NotationError(
            f"cannot read {text!r} as a Cartography action; expected e.g. "
            f"'tile C2 at (1,1) rot 120', 'stone at (0,0)a', 'pass' or 'no stone'")


@dataclass(frozen=True, repr=False)
class TileAction(CartographyAction):
    """Place a tile of ``type`` in ``slot``, turned by ``rot`` degrees."""

    type: str
    slot: Slot
    rot: int = 0

    def __post_init__(self) -> None:
        # A symmetric tile looks the same turned: one canonical rotation, as parse gives.
        index = TILE_INDEX.get(self.type) if isinstance(self.type, str) else None
        if index is not None and self.rot in (120, 240) \
                and self.rot not in TILE_TYPES[index].rotations:
            object.__setattr__(self, "rot", 0)

    def __str__(self) -> str:
        return f"tile {self.type} at ({self.slot[0]},{self.slot[1]}) rot {self.rot}"

    def sort_key(self) -> tuple:
        return (0, TILE_INDEX[self.type], self.slot[1], self.slot[0], self.rot)

    def to_json(self) -> dict[str, Any]:
        return {"action": str(self), "kind": "tile", "type": self.type,
                "slot": list(self.slot), "rot": self.rot}


@dataclass(frozen=True, repr=False)
class StoneAction(CartographyAction):
    """Place a stone on region ``letter`` of the tile in ``slot``."""

    slot: Slot
    letter: str = "a"

    def __str__(self) -> str:
        return f"stone at ({self.slot[0]},{self.slot[1]}){self.letter}"

    def sort_key(self) -> tuple:
        return (1, self.slot[1], self.slot[0], self.letter)

    def to_json(self) -> dict[str, Any]:
        return {"action": str(self), "kind": "stone", "slot": list(self.slot),
                "region": self.letter}


@dataclass(frozen=True, repr=False)
class PassAction(CartographyAction):
    """End the stone step without a stone: ``no stone`` after a tile, else ``pass``."""

    kind: str = "pass"

    def __str__(self) -> str:
        return self.kind

    def sort_key(self) -> tuple:
        return (2,)


# -- geometry ---------------------------------------------------------------------------------


def is_up(slot: Slot) -> bool:
    """Triangle (c, r) points up when c + r is even."""
    return (slot[0] + slot[1]) % 2 == 0


def neighbour(slot: Slot, edge: int) -> Slot:
    """The slot across edge 0, 1 or 2 (clockwise; edge 0 is the horizontal one)."""
    c, r = slot
    if is_up(slot):
        return ((c, r + 1), (c - 1, r), (c + 1, r))[edge]
    return ((c, r - 1), (c + 1, r), (c - 1, r))[edge]


def slot_edges(tile: int, rot: int) -> tuple[tuple[int, ...], ...]:
    """The tile's edges (local region ports) on slot edges 0, 1, 2 when turned by ``rot``."""
    return _SLOT_EDGES[tile][rot // 120]


_SLOT_EDGES = tuple(
    tuple(tuple(t.edges[(i - k) % 3] for i in range(3)) for k in range(3)) for t in TILE_TYPES
)
# For each tile type and rotation: which slot edges are wall edges.
_KINDS = tuple(
    tuple(tuple(len(e) == 2 for e in _SLOT_EDGES[t][k]) for k in range(3))
    for t in range(len(TILE_TYPES))
)


# -- the state --------------------------------------------------------------------------------


class CartographyState(State):
    """A Cartography position. Treat it as a value: :meth:`apply` returns a new state.

    Regions are numbered in the order their tiles were placed; ``stones[rid]`` is the owner
    of the stone on region ``rid`` (-1 when empty).
    """

    action_type = CartographyAction

    opts: dict[str, Any]
    tiles: dict[Slot, tuple[int, int]]
    """slot -> (tile type index, rotation in degrees), in placement order."""
    slot_regions: dict[Slot, tuple[int, ...]]
    """slot -> region ids of its local regions a, b, c."""
    region_at: tuple[tuple[Slot, int], ...]
    """region id -> (slot, local index)."""
    adj: tuple[tuple[int, ...], ...]
    """region id -> neighbouring region ids."""
    frontier: dict[Slot, tuple[bool | None, bool | None, bool | None]]
    """Empty slots sharing an edge with the map, in row-major order, each with what its
    edges touch: None (nothing), False (an open edge) or True (a wall edge)."""
    stones: tuple[int, ...]
    supply: tuple[int, ...]
    tiles_left: tuple[int, ...]
    stones_left: tuple[int, ...]
    prisoners: tuple[int, ...]
    player: int
    phase: str
    """'tile' or 'stone': the step the player to act is on."""
    placed: bool
    """Whether the player to act placed a tile this turn."""
    passes: int
    over: bool
    ko_key: Any
    turn_key: Any
    seen: frozenset
    last_action: str | None
    last_captured: tuple[int, ...]

    # -- engine contract ----------------------------------------------------------------

    def num_players(self) -> int:
        return data.PLAYERS

    def player_names(self, lang: str = "en") -> tuple[str, ...]:
        return data.PLAYER_NAMES_ZH if lang == "zh-Hant" else data.PLAYER_NAMES

    def current_player(self) -> int:
        return TERMINAL if self.over else self.player

    def legal_actions(self) -> LegalActions:
        if self.over:
            return LegalActions(())
        if self.phase == "tile":
            return LegalActions(self.legal_tiles(), presorted=True)
        p = self.player
        acts: list[CartographyAction] = []
        if self.stones_left[p] > 0:
            stones, problem, region_at = self.stones, self._stone_problem, self.region_at
            for rid in self._region_order():
                if stones[rid] < 0 and problem(rid) is None:
                    slot, local = region_at[rid]
                    acts.append(StoneAction(slot, REGION_LETTERS[local]))
        acts.append(PassAction("no stone" if self.placed else "pass"))
        return LegalActions(acts, presorted=True)

    def legal_tiles(self) -> list[TileAction]:
        """Every legal tile placement for the player to act (ignoring whose step it is)."""
        if self._legal_tiles is None:
            by_type: list[list[TileAction]] = [[] for _ in TILE_TYPES]
            if self.tiles_left[self.player] > 0:
                supply = self.supply
                for slot, need in self.frontier.items():
                    for t, rot in _FITS[need]:
                        if supply[t]:
                            by_type[t].append(TileAction(TILE_TYPES[t].name, slot, rot))
            self._legal_tiles = [a for group in by_type for a in group]
        return self._legal_tiles

    def _region_order(self) -> tuple[int, ...]:
        """Region ids in notation order: by row, column, then letter (cached per map)."""
        if self._order is None:
            at = self.region_at
            self._order = tuple(
                sorted(range(len(at)), key=lambda r: (at[r][0][1], at[r][0][0], at[r][1])))
        return self._order

    def region(self, slot: Slot, letter: str = "a") -> int:
        """The region id of region ``letter`` of the tile in ``slot``.

        Raises:
            ValueError: no tile there, or the tile has no such region.
        """
        regions = self.slot_regions.get(tuple(slot))  # type: ignore[arg-type]
        if regions is None:
            raise ValueError(f"no tile at {tuple(slot)}")
        i = REGION_LETTERS.find(letter)
        if not 0 <= i < len(regions):
            raise ValueError(f"the tile at {tuple(slot)} has no region {letter!r}")
        return regions[i]

    def region_name(self, rid: int) -> str:
        slot, local = self.region_at[rid]
        return f"({slot[0]},{slot[1]}){REGION_LETTERS[local]}"

    def group(self, rid: int) -> tuple[frozenset[int], frozenset[int]]:
        """The stones connected to the stone on ``rid`` and their liberties (empty regions)."""
        return _group(self.stones, self.adj, rid)

    def scores(self):
        from .scoring import score_sheet

        return score_sheet(self)

    def to_dict(self) -> dict[str, Any]:
        return {
            "options": dict(self.opts),
            "tiles": [[s[0], s[1], TILE_TYPES[t].name, rot] for s, (t, rot) in self.tiles.items()],
            "stones": list(self.stones),
            "supply": {TILE_TYPES[i].name: n for i, n in enumerate(self.supply)},
            "tiles_left": list(self.tiles_left),
            "stones_left": list(self.stones_left),
            "prisoners": list(self.prisoners),
            "player": self.player,
            "phase": self.phase,
            "placed": self.placed,
            "passes": self.passes,
            "over": self.over,
            "ko_key": _key_json(self.ko_key),
            "turn_key": _key_json(self.turn_key),
            "seen": sorted(_key_json(k) for k in self.seen),
            "last_action": self.last_action,
            "last_captured": list(self.last_captured),
        }

    def __str__(self) -> str:
        from .render import text_board

        return text_board(self)

    def __repr__(self) -> str:
        return f"<CartographyState: {self.describe()}>"

    def describe(self, lang: str = "en") -> str:
        """One line: whose turn and which step."""
        if self.over:
            return "game over" if lang == "en" else "遊戲結束"
        names = data.PLAYER_NAMES if lang == "en" else data.PLAYER_NAMES_ZH
        who = names[self.player]
        if lang == "en":
            step = "place a tile" if self.phase == "tile" else "place a stone or pass"
            if self.phase == "stone" and self.placed:
                step = "place a stone (optional)"
            return f"{who} to {step}"
        step = "放置板塊" if self.phase == "tile" else "放置棋子或跳過"
        return f"輪到{who}方{step}"

    # -- rules --------------------------------------------------------------------------

    def _check(self, action: Action) -> Verdict:
        text = str(action)
        if isinstance(action, TileAction):
            return self._check_tile(action, text)
        if isinstance(action, StoneAction):
            if self.phase == "tile":
                return Verdict.illegal(text, "cartography.tile.mandatory",
                                       "place a tile first: you have tiles and one fits")
            if self.stones_left[self.player] <= 0:
                return Verdict.illegal(text, "cartography.stone.supply",
                                       "you have no stones left")
            try:
                rid = self.region(action.slot, action.letter)
            except ValueError as e:
                return Verdict.illegal(text, "cartography.stone.one-per-region", str(e))
            problem = self._stone_problem(rid)
            if problem:
                return Verdict.illegal(text, *problem)
            return Verdict.legal(text)
        if isinstance(action, PassAction):
            if self.phase == "tile":
                return Verdict.illegal(text, "cartography.tile.mandatory",
                                       "you must place a tile first: you have tiles and one fits")
            expected = "no stone" if self.placed else "pass"
            if action.kind != expected:
                return Verdict.illegal(text, "cartography.end.pass",
                                       f"after {'a tile' if self.placed else 'no tile'} the "
                                       f"stone step ends with {expected!r}")
            return Verdict.legal(text)
        return Verdict.illegal(text, "cartography.action.notation", "not a Cartography action")

    def _check_tile(self, a: TileAction, text: str) -> Verdict:
        p = self.player
        if a.type not in TILE_INDEX:
            return Verdict.illegal(text, "cartography.action.notation",
                                   f"there is no tile type {a.type!r}")
        rotations = TILE_TYPES[TILE_INDEX[a.type]].rotations
        if a.rot not in rotations:
            return Verdict.illegal(text, "cartography.tile.rotation",
                                   f"{a.type} is placed turned by "
                                   f"{', '.join(map(str, rotations))} degrees, not {a.rot!r}")
        if self.phase != "tile":
            if self.placed:
                return Verdict.illegal(text, "cartography.turn.order",
                                       "you already placed a tile this turn")
            if self.tiles_left[p] <= 0:
                return Verdict.illegal(text, "cartography.tile.allotment",
                                       "you have laid all your tiles")
            return Verdict.illegal(text, "cartography.tile.no-tiles-skip",
                                   "no tile of the supply fits anywhere on the map")
        t = TILE_INDEX[a.type]
        if self.supply[t] <= 0:
            return Verdict.illegal(text, "cartography.tile.supply",
                                   f"no {a.type} tiles are left in the supply")
        if a.slot in self.tiles:
            return Verdict.illegal(text, "cartography.tile.adjacent",
                                   f"there is already a tile at {a.slot}")
        if a.slot not in self.frontier:
            return Verdict.illegal(text, "cartography.tile.adjacent",
                                   f"{a.slot} shares no edge with the map")
        need = self.frontier[a.slot]
        kinds = _KINDS[t][a.rot // 120]
        for edge in range(3):
            if need[edge] is not None and need[edge] != kinds[edge]:
                mine = "a wall" if kinds[edge] else "open"
                theirs = "a wall" if need[edge] else "open"
                return Verdict.illegal(
                    text, "cartography.tile.edges-match",
                    f"edge {edge} of the tile is {mine} but the neighbour at "
                    f"{neighbour(a.slot, edge)} is {theirs} there")
        return Verdict.legal(text)

    def _stone_problem(self, rid: int) -> tuple[str, str] | None:
        """None when the player to act may put a stone on ``rid``, else (rule id, reason)."""
        stones, adj = self.stones, self.adj
        if stones[rid] >= 0:
            return ("cartography.stone.one-per-region",
                    f"{self.region_name(rid)} already holds a stone")
        if adj[rid] and all(stones[n] < 0 for n in adj[rid]):
            return None  # open all round: a liberty, and nothing to capture
        me = self.player
        group_of, _members, liberties = self._group_info()
        has_liberty = False
        captures = False
        for n in adj[rid]:
            owner = stones[n]
            if owner < 0:
                has_liberty = True
            elif owner == me:
                if liberties[group_of[n]] > 1:
                    has_liberty = True
            elif liberties[group_of[n]] == 1:
                captures = True
        if not captures:
            if not has_liberty:
                return ("cartography.stone.liberty",
                        f"a stone on {self.region_name(rid)} would leave your group without an "
                        f"open neighbouring region, and it captures nothing")
            return None
        key = (len(self.tiles), self._after_stone(rid)[0])
        if key == self.ko_key:
            return ("cartography.stone.ko",
                    f"a stone on {self.region_name(rid)} would repeat the position of the "
                    f"previous turn")
        if self.opts["ko"] == "super" and key in self.seen:
            return ("cartography.stone.ko",
                    f"a stone on {self.region_name(rid)} would repeat an earlier position "
                    f"of this map (ko='super')")
        return None

    def _group_info(self) -> tuple[dict[int, int], dict[int, frozenset[int]], dict[int, int]]:
        """For the stones on the map (cached): region -> group root, root -> members,
        root -> number of liberties."""
        if self._groups is None:
            group_of: dict[int, int] = {}
            members: dict[int, frozenset[int]] = {}
            liberties: dict[int, int] = {}
            stones, adj = self.stones, self.adj
            for rid, owner in enumerate(stones):
                if owner < 0 or rid in group_of:
                    continue
                group, libs = _group(stones, adj, rid)
                for m in group:
                    group_of[m] = rid
                members[rid] = group
                liberties[rid] = len(libs)
            self._groups = (group_of, members, liberties)
        return self._groups

    def _after_stone(self, rid: int) -> tuple[tuple[int, ...], list[int]]:
        """The stones after the player to act places on ``rid``, and the regions captured:
        every opponent group whose only liberty was ``rid``."""
        me = self.player
        group_of, members, liberties = self._group_info()
        stones = list(self.stones)
        stones[rid] = me
        captured: list[int] = []
        for n in self.adj[rid]:
            if stones[n] >= 0 and stones[n] != me and liberties[group_of[n]] == 1:
                for m in members[group_of[n]]:
                    stones[m] = -1
                    captured.append(m)
        return tuple(stones), sorted(captured)

    def _apply(self, action: Action) -> CartographyState:
        s = self._copy()
        s.last_action = str(action)
        s.last_captured = ()
        if isinstance(action, TileAction):
            t = TILE_INDEX[action.type]
            s._place(action.slot, t, action.rot)
            s.supply = _with(s.supply, t, s.supply[t] - 1)
            s.tiles_left = _with(s.tiles_left, s.player, s.tiles_left[s.player] - 1)
            s.phase, s.placed = "stone", True
            s.seen = frozenset()
            return s
        if isinstance(action, StoneAction):
            rid = self.region(action.slot, action.letter)
            s.stones, captured = self._after_stone(rid)
            s.last_captured = tuple(captured)
            p = s.player
            s.stones_left = _with(s.stones_left, p, s.stones_left[p] - 1)
            s.prisoners = _with(s.prisoners, p, s.prisoners[p] + len(captured))
        is_pass = isinstance(action, PassAction) and not self.placed
        s._end_turn(is_pass)
        return s

    def _end_turn(self, is_pass: bool) -> None:
        self.passes = self.passes + 1 if is_pass else 0
        if self.passes >= data.PLAYERS:
            self.over = True
            return
        key = self._key()
        if self.opts["ko"] == "super":
            self.seen = self.seen | {key}
        self.ko_key, self.turn_key = self.turn_key, key
        self.player = 1 - self.player
        self._start_turn()

    def _start_turn(self) -> None:
        self.placed = False
        self._legal_tiles = None
        self.phase = "tile" if self.legal_tiles() else "stone"

    def _key(self) -> tuple[int, tuple[int, ...]]:
        return (len(self.tiles), self.stones)

    def _place(self, slot: Slot, t: int, rot: int) -> None:
        """Put a tile on the map: new regions, their links across shared edges, frontier."""
        tiles = dict(self.tiles)
        tiles[slot] = (t, rot)
        first = len(self.region_at)
        n = TILE_TYPES[t].regions
        ids = tuple(range(first, first + n))
        slot_regions = dict(self.slot_regions)
        slot_regions[slot] = ids
        region_at = self.region_at + tuple((slot, i) for i in range(n))
        adj = [list(a) for a in self.adj] + [[] for _ in range(n)]
        mine = slot_edges(t, rot)
        frontier = dict(self.frontier)
        frontier.pop(slot, None)
        kinds = _KINDS[t][rot // 120]
        for edge in range(3):
            other = neighbour(slot, edge)
            placed = tiles.get(other) if other != slot else None
            if placed is None:  # the shared edge is edge ``edge`` of the other slot too
                need = list(frontier.get(other, (None, None, None)))
                need[edge] = kinds[edge]
                frontier[other] = (need[0], need[1], need[2])
                continue
            theirs = slot_edges(*placed)[edge]
            oids = slot_regions[other]
            ports = mine[edge]
            if len(ports) == 1:
                pairs = [(ids[ports[0]], oids[theirs[0]])]
            else:  # wall edge: my first half faces their second half
                pairs = [(ids[ports[0]], oids[theirs[1]]), (ids[ports[1]], oids[theirs[0]])]
            for x, y in pairs:
                if y not in adj[x]:
                    adj[x].append(y)
                    adj[y].append(x)
        self.tiles = tiles
        self.slot_regions = slot_regions
        self.region_at = region_at
        self.adj = tuple(tuple(a) for a in adj)
        self.frontier = dict(sorted(frontier.items(), key=lambda kv: _row_major(kv[0])))
        self.stones = self.stones + (-1,) * n
        self._legal_tiles = None
        self._groups = None
        self._order = None

    def _copy(self) -> CartographyState:
        s = object.__new__(CartographyState)
        s.__dict__.update(self.__dict__)  # a shallow copy: the fields are immutable values
        s._legal_tiles = None
        s._groups = None
        return s


def _row_major(slot: Slot) -> tuple[int, int]:
    return slot[1], slot[0]


def _fits(kinds: tuple[bool, ...], need: tuple[bool | None, ...]) -> bool:
    return all(n is None or n == k for k, n in zip(kinds, need, strict=True))


# For each possible neighbourhood of a slot (per edge: no neighbour, open, wall), every
# (tile type, rotation) that matches it, in notation order.
_FITS = {
    (a, b, c): tuple(
        (t, rot) for t, tt in enumerate(TILE_TYPES) for rot in tt.rotations
        if _fits(_KINDS[t][rot // 120], (a, b, c))
    )
    for a in (None, False, True) for b in (None, False, True) for c in (None, False, True)
}


def _with(values: tuple[int, ...], i: int, v: int) -> tuple[int, ...]:
    return values[:i] + (v,) + values[i + 1:]


def _group(stones: tuple[int, ...] | list[int], adj: tuple[tuple[int, ...], ...],
           rid: int) -> tuple[frozenset[int], frozenset[int]]:
    owner = stones[rid]
    members = {rid}
    libs: set[int] = set()
    todo = [rid]
    while todo:
        x = todo.pop()
        for n in adj[x]:
            o = stones[n]
            if o < 0:
                libs.add(n)
            elif o == owner and n not in members:
                members.add(n)
                todo.append(n)
    return frozenset(members), frozenset(libs)


def _key_json(key: Any) -> Any:
    return None if key is None else [key[0], list(key[1])]


def _key_load(value: Any) -> Any:
    if value is None:
        return None
    n, stones = value
    return (int(n), tuple(int(x) for x in stones))


# -- the game ---------------------------------------------------------------------------------


class Cartography(Game):
    """Cartography: the game object (``tutor.load("cartography")``)."""

    name = "cartography"
    title = Text("Cartography", "地圖學")
    min_players = 2
    max_players = 2
    options = OPTIONS
    rules = RULES
    bench_options: ClassVar[dict[str, Any]] = {"tiles_per_player": 10}
    state_type: ClassVar[type[CartographyState]] = CartographyState

    def resolve_options(self, given: Any) -> dict[str, Any]:
        opts = super().resolve_options(given)
        supply = opts["supply"]
        if supply is not None:
            if not isinstance(supply, dict) or set(supply) - set(TILE_INDEX) or not all(
                    isinstance(v, int) and v >= 0 for v in supply.values()):
                raise ValueError("supply must map tile types (O3, O2, O1, C1, C2, C3) to "
                                 f"counts >= 0, not {supply!r}")
            opts["supply"] = {t.name: supply.get(t.name, 0) for t in TILE_TYPES}
        return opts

    def _initial(self, players: int, options: dict[str, Any]) -> CartographyState:
        s = object.__new__(CartographyState)
        s.opts = options
        s.tiles, s.slot_regions, s.region_at, s.adj = {}, {}, (), ()
        s.frontier = {}
        s.stones = ()
        for slot in data.START_SLOTS:
            s._place(slot, TILE_INDEX[data.START_TILE], 0)
        counts = options["supply"] or data.DEFAULT_SUPPLY
        s.supply = tuple(counts[t.name] for t in TILE_TYPES)
        n = options["tiles_per_player"]
        s.tiles_left = (n, n)
        s.stones_left = (data.STONES_PER_PLAYER,) * 2
        s.prisoners = (0, 0)
        s.player = options["start_player"]
        s.passes, s.over = 0, False
        s.ko_key, s.seen = None, frozenset()
        s.turn_key = s._key()
        s.last_action, s.last_captured = None, ()
        s._legal_tiles = s._groups = s._order = None
        s._start_turn()
        return s

    def _from_dict(self, d: dict[str, Any]) -> CartographyState:
        opts = self.resolve_options(d["options"])
        s = self._initial(2, opts)
        tiles = d["tiles"]
        start = [[c, r, data.START_TILE, 0] for c, r in data.START_SLOTS]
        if [list(t) for t in tiles[:6]] != start:
            raise BadSave("saved cartography state: the map must begin with the start hexagon")
        s.player = 0
        for c, r, name, rot in tiles[6:]:
            if name not in TILE_INDEX or rot not in (0, 120, 240):
                raise BadSave(f"saved cartography state: bad tile {name!r} rot {rot!r}")
            s.phase, s.tiles_left, s.supply = "tile", (99, 99), (99,) * 6
            s._legal_tiles = None
            verdict = s._check_tile(TileAction(name, (int(c), int(r)), rot), "tile")
            if not verdict:
                raise BadSave(f"saved cartography state: tile {name} at ({c},{r}) cannot be "
                              f"there: {verdict.reason}")
            s._place((int(c), int(r)), TILE_INDEX[name], rot)
        stones = tuple(int(x) for x in d["stones"])
        if len(stones) != len(s.region_at) or any(x not in (-1, 0, 1) for x in stones):
            raise BadSave("saved cartography state: 'stones' must give -1, 0 or 1 per region")
        s.stones = stones
        s.supply = tuple(int(d["supply"][t.name]) for t in TILE_TYPES)
        s.tiles_left = tuple(int(x) for x in d["tiles_left"])
        s.stones_left = tuple(int(x) for x in d["stones_left"])
        s.prisoners = tuple(int(x) for x in d["prisoners"])
        s.player = int(d["player"])
        s.phase = d["phase"]
        s.placed = bool(d["placed"])
        s.passes = int(d["passes"])
        s.over = bool(d["over"])
        s.ko_key = _key_load(d["ko_key"])
        s.turn_key = _key_load(d["turn_key"])
        s.seen = frozenset(_key_load(k) for k in d["seen"])
        s.last_action = d["last_action"]
        s.last_captured = tuple(int(x) for x in d["last_captured"])
        s._legal_tiles = s._groups = None
        _validate(s)
        return s


def _validate(s: CartographyState) -> None:
    """Raise BadSave unless the counts of tiles and stones add up."""
    problems = []
    if s.player not in (0, 1) or s.phase not in ("tile", "stone") or s.passes not in (0, 1, 2):
        problems.append("player, phase or passes out of range")
    opts = s.opts
    counts = opts["supply"] or data.DEFAULT_SUPPLY
    laid = [0] * len(TILE_TYPES)
    for t, _rot in list(s.tiles.values())[6:]:
        laid[t] += 1
    for i, t in enumerate(TILE_TYPES):
        if s.supply[i] < 0 or s.supply[i] + laid[i] != counts[t.name]:
            problems.append(f"{t.name}: supply {s.supply[i]} + laid {laid[i]} != {counts[t.name]}")
    n = opts["tiles_per_player"]
    if any(x < 0 or x > n for x in s.tiles_left) or sum(s.tiles_left) + sum(laid) != 2 * n:
        problems.append("tiles left do not match the tiles laid")
    for p in (0, 1):
        on_map = sum(1 for x in s.stones if x == p)
        lost = s.prisoners[1 - p]
        if s.stones_left[p] < 0 or on_map + lost + s.stones_left[p] != data.STONES_PER_PLAYER:
            problems.append(f"{data.PLAYER_NAMES[p]}'s stones do not add up to 30")
    if any(r < 0 or r >= len(s.stones) for r in s.last_captured):
        problems.append("last_captured names unknown regions")
    if problems:
        raise BadSave("saved cartography state is inconsistent: " + "; ".join(problems))


GAME = Cartography()
CartographyState.game = GAME
