"""Cartography (Jon Adams, 2014): actions, state and the game.

A Go-like game for two on a map of triangular tiles that grows as it is played. Each turn:
place a tile (mandatory while you have one that fits), optionally place a stone on an empty
region, and capture the opponent groups left without an open neighbour. The game ends when
both players pass in a row; stones on the map plus captured stones score.

Sources: the rules summary ``003_aa27acea8e4117cd.txt`` and public notes on the rules. Rule ids are
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
>>> print(s.check("pass").in_lang("zh-Hant"))
必須先放置板塊：你還有板塊，而且有地方可以放
>>> s.words_for("tile C2 at (0,1) rot 120", lang="zh-Hant")
'在六邊形下方放一個切角板塊，切掉左上角'
>>> s.words_for("stone at (0,-1)a", lang="en")
"place a stone on the hexagon's top tile"
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Container, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial
from operator import itemgetter
from typing import Any, ClassVar, NamedTuple

from ...core.errors import BadSave, NotationError
from ...core.game import MAX_NOTATION, TERMINAL, Action, Game, LegalActions, Option, State
from ...core.lang import Text, check_lang
from ...core.validate import Reader, check_int, check_list
from ...core.verdict import Verdict
from . import data
from .data import PLAYER_NAMES, PLAYER_NAMES_ZH, REGION_LETTERS, TILE_INDEX, TILE_TYPES
from .glossary import TERMS
from .rules import RULES
from .words import stone_words, tile_at, tile_name, tile_words

Slot = tuple[int, int]
Adjacency = tuple[tuple[int, ...], ...]
"""Region id -> the ids of its neighbouring regions."""
Need = tuple[bool | None, bool | None, bool | None]
"""What the three edges of an empty slot touch: None (nothing), False (an open edge) or True
(a wall edge)."""
Position = tuple[int | None, tuple[int, ...]]
"""What the ko rule compares: the number of tiles on the map (None when tiles do not count,
``ko_position='stones'``) and the owner of every region (-1 when empty) with the trailing
empty regions left out, so that a tile laid since (new empty regions) changes nothing."""

# -- game metadata ------------------------------------------------------------------------

OPTIONS = (
    Option("tiles_per_player", 10,
           Text("Game length: tiles each player lays (5, 10 or 15).",
                "遊戲長度：每位玩家打出的板塊數（5、10 或 15）。"), (5, 10, 15)),
    Option("start_player", 0, Text("Seat that starts (0 = Blue, 1 = Orange).",
                                   "起始玩家（0 = 藍方，1 = 橘方）。"), (0, 1),
           {0: Text(PLAYER_NAMES[0], PLAYER_NAMES_ZH[0]),
            1: Text(PLAYER_NAMES[1], PLAYER_NAMES_ZH[1])}),
    Option("ko", "simple", Text("Which earlier position a stone may not bring back: "
                                "`'simple'`: the one before the opponent's last move; "
                                "`'super'`: any earlier one.",
                                "棋子不能重覆哪個先前的局面：`'simple'`：對手上一步之前的局面；"
                                "`'super'`：任何先前出現過的局面。"), ("simple", "super"),
           {"simple": Text("before the opponent's last move", "對手上一步之前"),
            "super": Text("any earlier one", "任何先前的局面")}),
    Option("ko_position", "stones",
           Text("What the ko rule compares: `'stones'`: the stones on the map (tiles laid "
                "since do not count); `'map'`: the stones and the tiles.",
                "劫的規則比較什麼：`'stones'`：地圖上的棋子（之後放的板塊不算）；`'map'`：棋子和"
                "板塊。"), ("stones", "map"),
           {"stones": Text("the stones", "只比棋子"),
            "map": Text("stones and tiles", "棋子和板塊")}),
    Option("tiebreak", "start-player",
           Text("`'start-player'`: ties go to the start player (003_aa27acea8e4117cd.txt); "
                "`'stones'`: more stones on the map first (one review), then the start player.",
                "`'start-player'`：平手時起始玩家獲勝（003_aa27acea8e4117cd.txt）；`'stones'`："
                "先比地圖上的棋子數（一篇評論的做法），再由起始玩家獲勝。"),
           ("start-player", "stones"),
           {"start-player": Text("the start player wins", "起始玩家獲勝"),
            "stones": Text("more stones first", "先比棋子數")}),
    Option("supply", None, Text("Tiles of each type in the supply, e.g. `{'O3': 5, ...}`; "
                                "`None` = five of each.",
                                "供應區各種板塊的數量，例如 `{'O3': 5, ...}`；`None` = 每種"
                                "五個。")),
)

MAX_SUPPLY = 99
"""Most tiles of one type an option ``supply`` may give (the box has 36 tiles in all)."""

# -- actions --------------------------------------------------------------------------------

# Read after the text is lower-cased and its runs of spaces made single (see parse): a
# single optional space can never make the regular expressions backtrack.
_TILE_RE = re.compile(r"tile ([oc][123]) at \( ?(-?[0-9]+) ?, ?(-?[0-9]+) ?\)(?: ?rot ([0-9]+))?")
_STONE_RE = re.compile(r"stone at \( ?(-?[0-9]+) ?, ?(-?[0-9]+) ?\) ?([abc]?)")
_ROTATIONS = tuple(t.rotations for t in TILE_TYPES)
"""Per tile type: its distinct rotations in degrees."""
_SANE = 1 << 20
"""Coordinates below this size take the fast path of ``validate`` (see :func:`_is_slot`)."""


class CartographyAction(Action):
    """Base of the three Cartography actions; ``parse`` reads any of them.

    A hand-made action object gets the same verdict as its notation: ``__post_init__``
    normalises it as ``parse`` normalises text (the type in capitals, a slot given as a list,
    a single rotation for symmetric tiles), and :meth:`validate` accepts exactly the
    objects that ``parse(str(obj))`` gives back. ``__post_init__`` also writes the notation
    once (``_text``, not a field): actions are immutable, and it is asked for on every apply.
    It also works out once whether the fields are well formed (``_valid``) and the verdict
    that says it is legal (``_legal``; verdicts are values too): :meth:`validate` runs on
    every ``check`` and ``apply``, and most checks find a legal action.
    """

    _text: str
    _valid: bool
    _legal: Verdict
    _kind: ClassVar[str | None] = None
    """'tile', 'stone' or 'pass' (the subclass): the engine's hot paths test it rather than
    ``isinstance``, which is slow for the subclasses of an abstract base class."""

    def __str__(self) -> str:
        return self._text

    @classmethod
    def parse(cls, text: str) -> CartographyAction:
        """Read ``tile C2 at (3,-1) rot 120``, ``stone at (0,0)a``, ``pass`` or ``no stone``.

        Case and spacing do not matter. Parsing takes time linear in the text, which is at
        most :data:`~tutor.core.game.MAX_NOTATION` characters.

        Raises:
            NotationError: the text is none of these.
        """
        if not isinstance(text, str):
            raise NotationError(f"expected notation text, got {type(text).__name__}")
        if len(text) > MAX_NOTATION:
            raise NotationError(f"an action is at most {MAX_NOTATION} characters; this text "
                                f"has {len(text)}: {text[:40]!r}...")
        t = " ".join(text.lower().split())
        if t in ("pass", "no stone"):
            return PassAction(t)
        m = _TILE_RE.fullmatch(t)
        if m:
            rot = int(m.group(4) or 0)
            if rot not in (0, 120, 240):
                raise NotationError(f"rotation must be 0, 120 or 240 degrees, not {rot} "
                                    f"in {text!r}")
            return TileAction(m.group(1).upper(), (int(m.group(2)), int(m.group(3))), rot)
        m = _STONE_RE.fullmatch(t)
        if m:
            return StoneAction((int(m.group(1)), int(m.group(2))), m.group(3) or "a")
        raise NotationError(
            f"cannot read {text!r} as a Cartography action; expected e.g. "
            f"'tile C2 at (1,1) rot 120', 'stone at (0,0)a', 'pass' or 'no stone'")


@dataclass(frozen=True, repr=False)
class TileAction(CartographyAction):
    """Place a tile of ``type`` in ``slot``, turned by ``rot`` degrees."""

    type: str
    slot: Slot
    rot: int = 0
    _kind: ClassVar[str | None] = "tile"

    def __post_init__(self) -> None:
        # Normalise as parse does; never raise here (validate() judges the fields).
        t = TILE_INDEX.get(self.type.upper()) if isinstance(self.type, str) else None
        if t is not None:
            object.__setattr__(self, "type", TILE_TYPES[t].name)
            if type(self.rot) is int and self.rot in (120, 240) and self.rot not in _ROTATIONS[t]:
                object.__setattr__(self, "rot", 0)  # looks the same turned: one rotation
        if type(self.slot) is list:
            object.__setattr__(self, "slot", tuple(self.slot))

        object.__setattr__(self, "_text", f"tile {_num(self.type)} at {_slot_text(self.slot)} "
                                          f"rot {_num(self.rot)}")
        object.__setattr__(self, "_legal", Verdict.legal(self._text))
        t = TILE_INDEX.get(self.type) if type(self.type) is str else None
        object.__setattr__(self, "_valid", t is not None and _is_slot(self.slot)
                           and type(self.rot) is int and self.rot in _ROTATIONS[t])

    def validate(self) -> TileAction:
        if self._valid:
            return self
        return super().validate()  # reads the notation back: NotationError saying why

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
    _kind: ClassVar[str | None] = "stone"

    def __post_init__(self) -> None:
        if isinstance(self.letter, str):
            object.__setattr__(self, "letter", self.letter.lower())
        if type(self.slot) is list:
            object.__setattr__(self, "slot", tuple(self.slot))

        object.__setattr__(self, "_text", f"stone at {_slot_text(self.slot)}{_num(self.letter)}")
        object.__setattr__(self, "_legal", Verdict.legal(self._text))
        object.__setattr__(self, "_valid", _is_slot(self.slot) and type(self.letter) is str
                           and self.letter in ("a", "b", "c"))

    def validate(self) -> StoneAction:
        if self._valid:
            return self
        return super().validate()

    def sort_key(self) -> tuple:
        return (1, self.slot[1], self.slot[0], self.letter)

    def to_json(self) -> dict[str, Any]:
        return {"action": str(self), "kind": "stone", "slot": list(self.slot),
                "region": self.letter}


@dataclass(frozen=True, repr=False)
class PassAction(CartographyAction):
    """End the stone step without a stone: ``no stone`` after a tile, else ``pass``.

    Only ``pass`` is a pass in the seed's sense (跳過: a turn with neither tile nor stone;
    two in a row end the game); ``no stone`` (不放棋子) ends a turn in which a tile was laid.
    """

    kind: str = "pass"
    _kind: ClassVar[str | None] = "pass"

    def __post_init__(self) -> None:
        if isinstance(self.kind, str):
            object.__setattr__(self, "kind", " ".join(self.kind.lower().split()))

        object.__setattr__(self, "_text", _num(self.kind))
        object.__setattr__(self, "_legal", Verdict.legal(self._text))
        object.__setattr__(self, "_valid", type(self.kind) is str
                           and self.kind in ("pass", "no stone"))

    def validate(self) -> PassAction:
        if self._valid:
            return self
        return super().validate()

    def sort_key(self) -> tuple:
        return (2,)


def _num(x: Any) -> str:
    """``str(x)`` for a notation. An integer too long for Python to print (more than 4,300
    digits) still gives a text: error messages quote malformed actions."""
    try:
        return str(x)
    except ValueError:
        return "<a number too long to print>"


def _slot_text(slot: Any) -> str:
    """``(c,r)``, a slot as the notation writes it (anything else as it is)."""
    if isinstance(slot, (tuple, list)) and len(slot) == 2:
        return f"({_num(slot[0])},{_num(slot[1])})"
    return f"({_num(slot)})"


def _is_slot(slot: Any) -> bool:
    """Whether ``slot`` is a pair of plain integers of a sane size. Such an action reads back
    as itself, so ``validate`` need not parse its notation (it runs on every ``apply``)."""
    return (type(slot) is tuple and len(slot) == 2
            and type(slot[0]) is int and type(slot[1]) is int
            and -_SANE < slot[0] < _SANE and -_SANE < slot[1] < _SANE)


_ACTIONS = frozenset({TileAction, StoneAction, PassAction})
_LETTER_INDEX = {letter: i for i, letter in enumerate(REGION_LETTERS)}
_PASS = PassAction("pass")
_NO_STONE = PassAction("no stone")


def action_words(state: CartographyState, action: CartographyAction, lang: str) -> str:
    """A Cartography action in words in ``lang`` (see :meth:`CartographyState.words_for`):
    a tile by its walls and where it goes, a stone by the region it goes on
    (:mod:`.words`), never by a code or a coordinate."""
    if isinstance(action, TileAction):
        return tile_words(action.type, action.slot, action.rot)[lang]
    if isinstance(action, StoneAction):
        return stone_words(state, action.slot, action.letter)[lang]
    assert isinstance(action, PassAction)
    return TERMS["pass" if action.kind == "pass" else "no-stone"][lang]


# -- geometry ---------------------------------------------------------------------------------


def is_up(slot: Slot) -> bool:
    """Triangle (c, r) points up when c + r is even."""
    return (slot[0] + slot[1]) % 2 == 0


def neighbour(slot: Slot, edge: int) -> Slot:
    """The slot across edge 0, 1 or 2 (clockwise; edge 0 is the horizontal one)."""
    return neighbours(slot)[edge]


def neighbours(slot: Slot) -> tuple[Slot, Slot, Slot]:
    """The slots across edges 0, 1 and 2 (see :func:`neighbour`)."""
    c, r = slot
    if (c + r) % 2 == 0:  # (is_up)
        return (c, r + 1), (c - 1, r), (c + 1, r)
    return (c, r - 1), (c + 1, r), (c - 1, r)


def slot_edges(tile: int, rot: int) -> tuple[tuple[int, ...], ...]:
    """The tile's edges (local region ports) on slot edges 0, 1, 2 when turned by ``rot``."""
    return _SLOT_EDGES[tile][rot // 120]


def where(slot: Slot) -> str:
    """A slot as the notation writes it: ``(0,1)``."""
    return f"({slot[0]},{slot[1]})"


_SLOT_EDGES = tuple(
    tuple(tuple(t.edges[(i - k) % 3] for i in range(3)) for k in range(3)) for t in TILE_TYPES
)
# For each tile type and rotation: which slot edges are wall edges.
_KINDS = tuple(
    tuple(tuple(len(e) == 2 for e in _SLOT_EDGES[t][k]) for k in range(3))
    for t in range(len(TILE_TYPES))
)


def _fits(kinds: tuple[bool, ...], need: Need) -> bool:
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


_row_major = itemgetter(1, 0)
"""A slot's sort key in notation order: row, then column."""
_N_REGIONS = tuple(t.regions for t in TILE_TYPES)


_FITTING = {need: frozenset(fits) for need, fits in _FITS.items()}
"""The same as sets: whether a (tile type, rotation) fits a neighbourhood."""


@lru_cache(maxsize=8192)
def _slot_facts(slot: Slot) -> tuple[tuple[Slot, Slot, Slot], tuple[int, int],
                                     tuple[tuple[Slot, int], ...], tuple[StoneAction, ...]]:
    """What placing a tile in ``slot`` needs to know of it: its neighbours, its sort key
    in notation order, and for its regions a, b, c their ``region_at`` entries and the
    actions that place a stone on them (memoised as :func:`_slot_tiles` is)."""
    return (neighbours(slot), _row_major(slot), tuple((slot, i) for i in range(3)),
            tuple(StoneAction(slot, letter) for letter in REGION_LETTERS))


@lru_cache(maxsize=8192)
def _slot_tiles(slot: Slot, need: Need) -> tuple[tuple[TileAction, ...], ...]:
    """Every tile that fits the empty ``slot`` whose edges touch ``need``, per tile type
    (in rotation order). Memoised: the same slots and neighbourhoods come back turn after
    turn and game after game, and making the action objects is most of the cost of listing
    legal tiles (actions are immutable values, so they can be shared)."""
    return tuple(tuple(TileAction(tt.name, slot, rot) for u, rot in _FITS[need] if u == t)
                 for t, tt in enumerate(TILE_TYPES))


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
    """Passes in a row; two end the game."""
    over: bool
    ko_key: Position | None
    """The position at the start of the previous turn, before the opponent's last move: a
    stone may not bring it back (rule ``cartography.stone.ko``)."""
    seen: frozenset[Position]
    """With ``ko='super'``: the position at the end of every turn so far (with
    ``ko_position='map'`` only since the last tile: earlier ones had fewer tiles)."""
    last_action: str | None
    last_captured: tuple[int, ...]
    """Regions whose stones the last action captured."""

    # Derived from the fields above, never saved: kept up to date by _place and _apply
    # (map and groups) or worked out when first needed (the rest, reset by _copy).
    _order: tuple[int, ...]
    """Region ids in notation order: by row, column, then letter."""
    _order_rows: tuple[tuple[int, int], ...]
    """(row, column) of each region of ``_order``, to find where a new tile's regions go."""
    _stone_actions: tuple[StoneAction, ...]
    """Region id -> the action that places a stone there."""
    _need: dict[Slot, Need]
    """The slots of :attr:`frontier` -> what their edges touch (in no order)."""
    _front_rows: tuple[tuple[int, int], ...]
    """The slots of :attr:`frontier` in row-major order, as (row, column): kept in order by
    inserting each new slot where it goes (re-sorting on every tile costs more)."""
    _front_slots: tuple[Slot, ...]
    """The same slots, as (column, row)."""
    _front_fits: tuple[tuple[tuple[TileAction, ...], ...], ...]
    """The tiles that fit each of these slots, per tile type (see :func:`_slot_tiles`)."""
    _groups: Groups | None
    _legal_tiles: list[TileAction] | None
    _blocked: frozenset[int] | None
    """See :meth:`_suicides`."""
    _retakes: frozenset[int] | None
    """See :meth:`_ko_candidates`."""

    # -- engine contract ----------------------------------------------------------------

    def num_players(self) -> int:
        return data.PLAYERS

    def player_names(self, lang: str | None = None) -> tuple[str, ...]:
        return PLAYER_NAMES_ZH if check_lang(lang) == "zh-Hant" else PLAYER_NAMES

    def current_player(self) -> int:
        return TERMINAL if self.over else self.player

    def parse_action(self, text: str | Action) -> Action:
        if type(text) in _ACTIONS:  # at once: isinstance with an abstract base class is slow
            return text.validate()  # type: ignore[union-attr]
        return super().parse_action(text)

    def legal_actions(self) -> LegalActions:
        if self.over:
            return LegalActions(())
        if self.phase == "tile":
            return LegalActions(self.legal_tiles(), presorted=True)
        acts: list[CartographyAction] = []
        if self.stones_left[self.player] > 0:
            stones, actions = self.stones, self._stone_actions
            blocked, ko = self._suicides(), self._ko_candidates()
            if ko:
                acts = [actions[rid] for rid in self._order
                        if stones[rid] < 0 and rid not in blocked
                        and not (rid in ko and self._repeats(rid))]
            else:  # (the same without the ko rule's test, which would find nothing)
                acts = [actions[rid] for rid in self._order
                        if stones[rid] < 0 and rid not in blocked]
        acts.append(_NO_STONE if self.placed else _PASS)
        return LegalActions(acts, presorted=True)

    def legal_tiles(self) -> list[TileAction]:
        """Every legal tile placement for the player to act (ignoring whose step it is), in
        notation order: by type, then slot (row by row), then rotation."""
        if self._legal_tiles is None:
            tiles: list[TileAction] = []
            if self.tiles_left[self.player] > 0:
                fits = self._front_fits
                for t, count in enumerate(self.supply):
                    if count:
                        for per_type in fits:
                            tiles += per_type[t]
            self._legal_tiles = tiles
        return self._legal_tiles

    @property
    def frontier(self) -> dict[Slot, Need]:
        """Empty slots sharing an edge with the map, in row-major order, each with what its
        edges touch."""
        need = self._need
        return {slot: need[slot] for slot in self._front_slots}

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
            "ko_key": _position_json(self.ko_key),
            "seen": sorted(_position_json(k) for k in self.seen),
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
        if lang == "en":
            step = "place a tile" if self.phase == "tile" else "place a stone or pass"
            if self.phase == "stone" and self.placed:
                step = "place a stone (optional)"
            return f"{PLAYER_NAMES[self.player]} to {step}"
        step = "放置板塊" if self.phase == "tile" else "放置棋子或跳過"
        if self.phase == "stone" and self.placed:
            step = "放置棋子（可以不放）"
        return f"輪到{PLAYER_NAMES_ZH[self.player]}{step}"

    def words_for(self, action: str | Action, viewer: int | None = None,
                  lang: str | None = None) -> str:
        """``action`` in words, with the glossary's terms (Cartography hides nothing, so
        ``viewer`` changes nothing): "lay a corner tile below the hexagon, the upper-left
        corner cut off", "place a stone on the hexagon's top tile", "no stone", "pass" (see
        :mod:`.words`). Any action this game can read gets words, legal here or not (a quiz
        asks about illegal ones too).

        Raises:
            NotationError: ``action`` is not a Cartography action.

        >>> from tutor.games import cartography
        >>> s = cartography.new_game()
        >>> s.words_for("stone at (0,-1)a", lang="zh-Hant")
        '在六邊形頂端那塊放一顆棋子'
        >>> s.words_for("tile O3 at (0,1) rot 0", lang="en")
        'lay a plain tile below the hexagon'
        """
        return action_words(self, self.parse_action(action), check_lang(lang))

    def last_for(self, viewer: int | None = None, lang: str | None = None) -> str:
        """The last action in words (see :meth:`words_for`), with the stones it captured;
        "" before the first action. Boards show it as 「上一步：…」 / "Last: …".

        >>> from tutor.games import cartography
        >>> s = cartography.new_game().apply("tile O2 at (0,1) rot 120")
        >>> s.last_for(lang="zh-Hant")
        '在六邊形下方放一個短牆板塊，短牆在右邊'
        """
        if not self.last_action:
            return ""
        lang = check_lang(lang)
        words = action_words(self, self.parse_action(self.last_action), lang)
        n = len(self.last_captured)
        if n:
            words += (f"，捕捉 {n} 顆棋子" if lang == "zh-Hant"
                      else f", capturing {n} stone{'s' * (n != 1)}")
        return words

    # -- rules --------------------------------------------------------------------------

    def _check(self, action: Action) -> Verdict:
        text = str(action)
        kind = action._kind  # type: ignore[attr-defined]  # (parsed: a Cartography action)
        if kind == "tile":
            return self._check_tile(action, text)  # type: ignore[arg-type]
        if self.phase == "tile":
            return Verdict.illegal(text, "cartography.tile.mandatory", Text(
                "place a tile first: you have tiles and one fits",
                "必須先放置板塊：你還有板塊，而且有地方可以放"))
        if kind == "stone":
            if self.stones_left[self.player] <= 0:
                return Verdict.illegal(text, "cartography.stone.supply", Text(
                    "you have no stones left", "你的棋子已經用完了"))
            rid = self._region_of(action)  # type: ignore[arg-type]
            if rid is None:
                reason = (Text("there is no tile there", "那裡沒有板塊")
                          if action.slot not in self.slot_regions else
                          Text("that tile has no such region", "那個板塊沒有這個區域"))
                return Verdict.illegal(text, "cartography.stone.one-per-region", reason)
            problem = self._stone_problem(rid)
            if problem:
                return Verdict.illegal(text, *self._stone_reason(rid, problem))
            return action._legal
        if kind == "pass":
            expected = "no stone" if self.placed else "pass"
            if action.kind == expected:
                return action._legal
            # the buttons as the board labels them (the glossary's terms)
            no_stone, pass_ = TERMS["no-stone"], TERMS["pass"]
            if self.placed:
                reason = Text(
                    f"you laid a tile this turn: end it with {no_stone.en.capitalize()}. A "
                    f"pass is a turn with neither a tile nor a stone, and two passes in a row "
                    f"end the game",
                    f"你這回合放了板塊：請按「{no_stone.zh}」結束回合。{pass_.zh}是既不放板塊"
                    f"也不放棋子的回合，連續兩次{pass_.zh}，遊戲就結束")
            else:
                reason = Text(
                    f"you laid no tile this turn, so a turn without a stone is a pass: press "
                    f"{pass_.en.capitalize()} (two passes in a row end the game). "
                    f"{no_stone.en.capitalize()} ends a turn in which you laid a tile",
                    f"你這回合沒有放板塊，不放棋子就是{pass_.zh}：請按「{pass_.zh}」（連續兩次"
                    f"{pass_.zh}，遊戲就結束）。「{no_stone.zh}」只用在放了板塊的回合")
            return Verdict.illegal(text, "cartography.end.pass", reason)
        return Verdict.illegal(text, "cartography.action.notation", Text(
            "not a Cartography action", "不是地圖學的動作"))

    def _check_tile(self, a: TileAction, text: str) -> Verdict:
        if self.phase != "tile":
            if self.placed:
                return Verdict.illegal(text, "cartography.turn.order", Text(
                    "you already laid a tile this turn", "你這回合已經放過板塊了"))
            if self.tiles_left[self.player] <= 0:
                return Verdict.illegal(text, "cartography.tile.allotment", Text(
                    "you have laid all your tiles", "你的板塊已經全部打出了"))
            return Verdict.illegal(text, "cartography.tile.no-tiles-skip", Text(
                "no tile of the supply fits anywhere on the map",
                "供應區沒有任何板塊可以放在地圖上"))
        t = TILE_INDEX[a.type]
        if self.supply[t] <= 0:
            name = tile_name(a.type)
            return Verdict.illegal(text, "cartography.tile.supply", Text(
                f"no {name.en}s are left in the supply", f"供應區已經沒有{name.zh}了"))
        need = self._need.get(a.slot)  # (a slot of the frontier is empty)
        if need is not None and (t, a.rot) in _FITTING[need]:
            return a._legal  # (what _fit_problem finds, found at once)
        problem = self._fit_problem(a.slot, t, a.rot)
        return Verdict.illegal(text, *problem) if problem else a._legal

    def _fit_problem(self, slot: Slot, t: int, rot: int) -> tuple[str, Text] | None:
        """None when tile type ``t`` turned by ``rot`` fits ``slot``, else (rule id, why)."""
        if slot in self.tiles:
            return "cartography.tile.one-per-slot", Text("there is already a tile there",
                                                         "那裡已經有板塊了")
        need = self.frontier.get(slot)
        if need is None:
            return "cartography.tile.adjacent", Text("that slot shares no side with the map",
                                                     "那個空位沒有和地圖共用任何一條邊")
        kinds = _KINDS[t][rot // 120]
        for edge in range(3):
            if need[edge] is not None and need[edge] != kinds[edge]:
                other = tile_at(self, neighbour(slot, edge))
                mine, theirs = ("has a wall" if kinds[edge] else "is open",
                                "has a wall" if need[edge] else "is open")
                mine_zh, theirs_zh = ("有牆" if kinds[edge] else "是開放的",
                                      "有牆" if need[edge] else "是開放的")
                return "cartography.tile.edges-match", Text(
                    f"the side it shares with {other.en} {mine}, but that tile's side "
                    f"{theirs}",
                    f"它和{other.zh}共用的那條邊{mine_zh}，但那個板塊的這條邊{theirs_zh}")
        return None

    def _region_of(self, action: StoneAction) -> int | None:
        """The region a stone action names, or None when there is no such region."""
        regions = self.slot_regions.get(action.slot)
        i = _LETTER_INDEX[action.letter]
        return regions[i] if regions is not None and i < len(regions) else None

    def _stone_problem(self, rid: int) -> str | None:
        """None when the player to act may put a stone on ``rid``, else what is wrong:
        'occupied', 'suicide', 'ko' or 'superko' (:meth:`_stone_reason` words it)."""
        if self.stones[rid] >= 0:
            return "occupied"
        if rid in self._suicides():
            return "suicide"
        if rid in self._ko_candidates():
            return self._repeats(rid)
        return None

    def _stone_reason(self, rid: int, problem: str) -> tuple[str, Text]:
        """The rule id and the words for a ``problem`` found by :meth:`_stone_problem`."""
        if problem == "occupied":
            return "cartography.stone.one-per-region", Text("that region already holds a stone",
                                                            "那個區域已經有棋子了")
        if problem == "suicide":
            return "cartography.stone.liberty", Text(
                "a stone there would leave your group without an open neighbouring region, "
                "and it captures nothing",
                "在那裡放棋子，會讓你的棋子沒有開放的相鄰區域（沒有氣），而且沒有捕捉任何棋子")
        by_map = self.opts["ko_position"] == "map"
        if problem == "superko":
            what, what_zh = (("this map (stones and tiles)", "這張地圖（棋子和板塊）")
                             if by_map else ("the stones on the map", "地圖上的棋子"))
            return "cartography.stone.ko", Text(
                f"a stone there would bring back an earlier position of {what} (superko: "
                f"no earlier position may come back)",
                f"在那裡放棋子，會讓{what_zh}重覆先前出現過的局面（全局禁同：任何先前的"
                f"局面都不能重覆）")
        opp, opp_zh = PLAYER_NAMES[1 - self.player], PLAYER_NAMES_ZH[1 - self.player]
        if by_map:
            return "cartography.stone.ko", Text(
                f"a stone there would bring the map (its stones and tiles) back to the "
                f"position before {opp}'s last move (ko)",
                f"在那裡放棋子，會讓地圖（棋子和板塊）回到{opp_zh}上一步之前的局面（劫）")
        return "cartography.stone.ko", Text(
            f"a stone there would put the stones on the map back as they were before "
            f"{opp}'s last move (ko; tiles laid since do not count)",
            f"在那裡放棋子，會讓地圖上的棋子回到{opp_zh}上一步之前的樣子"
            f"（劫；之後放的板塊不算）")

    def _suicides(self) -> frozenset[int]:
        """The empty regions where a stone of the player to act would be left without a
        liberty and capture nothing (rule ``cartography.stone.liberty``); cached.

        A region with an empty neighbour is never one. An *enclosed* region (every
        neighbour a stone) is one unless it is a liberty of a group of the player's that
        has another liberty (the stone joins it and shares that one), or the last liberty
        of an opponent group (the stone captures it).
        """
        if self._blocked is None:
            groups, me, stones = self._group_info(), self.player, self.stones
            root, liberties = groups.root, groups.liberties
            blocked = []
            for r in groups.enclosed:  # every neighbour is a stone, so r is their liberty
                for n in self.adj[r]:
                    libs = len(liberties[root[n]])
                    if (libs > 1) if stones[n] == me else (libs == 1):
                        break  # rescued
                else:
                    blocked.append(r)
            self._blocked = frozenset(blocked)
        return self._blocked

    def _ko_candidates(self) -> Container[int]:
        """The regions where a stone of the player to act could bring back a position the
        ko rule forbids (:meth:`_repeats` decides).

        With superko, every region. With simple ko the forbidden position is ``ko_key``
        and the new stone is part of the position it makes, so only the regions where
        ``ko_key`` has a stone of this player that is gone now can give that position back:
        the stones the opponent's last move captured. ``_apply`` keeps them; after loading
        they are found from ``ko_key``.
        """
        if self.opts["ko"] == "super":
            return range(len(self.stones))
        if self._retakes is None:
            key, me, stones = self.ko_key, self.player, self.stones
            self._retakes = frozenset() if key is None else frozenset(
                rid for rid, owner in enumerate(key[1]) if owner == me and stones[rid] < 0)
        return self._retakes

    def _repeats(self, rid: int) -> str | None:
        """'ko' or 'superko' when a stone on ``rid`` brings back a forbidden position."""
        if self.opts["ko"] != "super" and not self._as_many_stones(rid):
            return None  # (it cannot bring back ko_key)
        after = self._position(self._after_stone(rid)[0], len(self.tiles))
        if after == self.ko_key:
            return "ko"
        if self.opts["ko"] == "super" and after in self.seen:
            return "superko"
        return None

    def _as_many_stones(self, rid: int) -> bool:
        """Whether a stone on ``rid`` leaves as many stones on the map as ``ko_key`` has: a
        quick test that a position must pass to be ``ko_key`` (counting the captures
        without making the position)."""
        key = self.ko_key
        if key is None:
            return False
        groups, stones, opponent = self._group_info(), self.stones, 1 - self.player
        taken: list[int] = []  # the opponent groups the stone captures
        captured = 0
        for n in self.adj[rid]:
            if stones[n] == opponent:
                g = groups.root[n]
                if len(groups.liberties[g]) == 1 and g not in taken:
                    taken.append(g)
                    captured += len(groups.members[g])
        after = len(stones) - stones.count(-1) + 1 - captured
        return after == len(key[1]) - key[1].count(-1)

    def _position(self, stones: Sequence[int], tiles: int) -> Position:
        """The position the ko rule compares, for ``stones`` on the map of ``tiles`` tiles."""
        n = len(stones)
        while n and stones[n - 1] < 0:
            n -= 1
        return (tiles if self.opts["ko_position"] == "map" else None, tuple(stones[:n]))

    def _group_info(self) -> Groups:
        """The groups of stones on the map. Kept up to date from state to state by
        :class:`Groups` (found from scratch only after loading or a new game)."""
        if self._groups is None:
            self._groups = Groups.find(self.stones, self.adj)
        return self._groups

    def _after_stone(self, rid: int) -> tuple[tuple[int, ...], list[int]]:
        """The stones after the player to act places on ``rid``, and the regions captured:
        every opponent group whose only liberty was ``rid``."""
        me = self.player
        groups = self._group_info()
        root, liberties = groups.root, groups.liberties
        stones = list(self.stones)
        stones[rid] = me
        captured: list[int] = []
        for n in self.adj[rid]:
            if stones[n] == 1 - me and len(liberties[root[n]]) == 1:
                for m in groups.members[root[n]]:
                    stones[m] = -1
                    captured.append(m)
        if len(captured) > 1:
            captured.sort()
        return tuple(stones), captured

    def _apply(self, action: Action) -> CartographyState:
        s = self._copy()
        kind = action._kind  # type: ignore[attr-defined]  # (see CartographyAction._kind)
        s.last_action = str(action)
        s.last_captured = ()
        if kind == "tile":
            t = TILE_INDEX[action.type]
            s._place(action.slot, t, action.rot)
            s.supply = _with(s.supply, t, s.supply[t] - 1)
            s.tiles_left = _with(s.tiles_left, s.player, s.tiles_left[s.player] - 1)
            s.phase, s.placed = "stone", True
            if s.opts["ko_position"] == "map":
                s.seen = frozenset()  # every earlier position had fewer tiles
            return s
        # the position at the start of this turn (before its tile, if one was laid)
        start = self._position(self.stones, len(self.tiles) - (1 if self.placed else 0))
        if kind == "stone":
            rid = self._region_of(action)  # type: ignore[arg-type]
            assert rid is not None  # checked legal
            s.stones, captured = self._after_stone(rid)
            s._groups = self._group_info().after_stone(s.stones, s.adj, rid, captured)
            s._retakes = frozenset(captured)  # the next player's (see _ko_candidates)
            s.last_captured = tuple(captured)
            p = s.player
            left = s.stones_left
            s.stones_left = (left[0] - 1, left[1]) if p == 0 else (left[0], left[1] - 1)
            if captured:
                s.prisoners = _with(s.prisoners, p, s.prisoners[p] + len(captured))
        else:
            s._retakes = frozenset()
        s._end_turn(kind == "pass" and not self.placed, start)
        return s

    def _end_turn(self, is_pass: bool, start: Position) -> None:
        self.passes = self.passes + 1 if is_pass else 0
        if self.passes >= data.PLAYERS:
            self.over = True
            return
        if self.opts["ko"] == "super":
            self.seen = self.seen | {self._position(self.stones, len(self.tiles))}
        self.ko_key = start
        self.player = 1 - self.player
        self._start_turn()

    def _start_turn(self) -> None:
        self.placed = False
        self._legal_tiles = None
        self.phase = "tile" if self.legal_tiles() else "stone"

    def _place(self, slot: Slot, t: int, rot: int) -> None:
        """Put a tile on the map: new regions, their links across shared edges, frontier."""
        tiles = self.tiles.copy()
        tiles[slot] = (t, rot)
        first = len(self.region_at)
        n = _N_REGIONS[t]
        ids = tuple(range(first, first + n))
        slot_regions = self.slot_regions.copy()
        slot_regions[slot] = ids
        adj = list(self.adj) + [()] * n
        mine = _SLOT_EDGES[t][rot // 120]
        kinds = _KINDS[t][rot // 120]
        around, row, at, stone_actions = _slot_facts(slot)
        # the frontier: the slot leaves it, the empty slots around it join it or change
        needs = self._need.copy()
        rows, slots, fits = self._front_rows, self._front_slots, self._front_fits
        if needs.pop(slot, None) is not None:  # (the start tiles were never in it)
            i = bisect.bisect_left(rows, row)
            rows, slots, fits = rows[:i] + rows[i + 1:], slots[:i] + slots[i + 1:], \
                fits[:i] + fits[i + 1:]
        for edge, other in enumerate(around):
            placed = tiles.get(other)
            if placed is None:  # the shared edge is edge ``edge`` of the other slot too
                need = needs.get(other)
                joins = need is None
                if joins:
                    need = (None, None, None)
                need = need[:edge] + (kinds[edge],) + need[edge + 1:]
                needs[other] = need
                other_row = (other[1], other[0])
                i = bisect.bisect_left(rows, other_row)
                if joins:  # a new slot of the frontier, in its place
                    rows = rows[:i] + (other_row,) + rows[i:]
                    slots = slots[:i] + (other,) + slots[i:]
                    fits = fits[:i] + (_slot_tiles(other, need),) + fits[i:]
                else:
                    fits = fits[:i] + (_slot_tiles(other, need),) + fits[i + 1:]
                continue
            theirs = _SLOT_EDGES[placed[0]][placed[1] // 120][edge]
            oids = slot_regions[other]
            ports = mine[edge]
            if len(ports) == 1:
                pairs: tuple[tuple[int, int], ...] = ((ids[ports[0]], oids[theirs[0]]),)
            else:  # wall edge: my first half faces their second half
                pairs = ((ids[ports[0]], oids[theirs[1]]), (ids[ports[1]], oids[theirs[0]]))
            for x, y in pairs:
                if y not in adj[x]:
                    adj[x] += (y,)
                    adj[y] += (x,)
        self.tiles = tiles
        self.slot_regions = slot_regions
        # regions in notation order (row, column, letter): the new tile's as one block
        k = bisect.bisect(self._order_rows, row)
        self._order = self._order[:k] + ids + self._order[k:]
        self._order_rows = self._order_rows[:k] + (row,) * n + self._order_rows[k:]
        self.region_at = self.region_at + at[:n]
        self.adj = tuple(adj)
        self._need, self._front_rows, self._front_slots, self._front_fits = \
            needs, rows, slots, fits
        self.stones = self.stones + (-1,) * n
        self._stone_actions = self._stone_actions + stone_actions[:n]
        self._legal_tiles = None
        if self._groups is not None:  # else found when first needed
            self._groups = self._groups.after_tile(self.stones, self.adj, ids)

    def _copy(self) -> CartographyState:
        s = object.__new__(CartographyState)
        fields = self.__dict__.copy()  # a shallow copy: the fields are immutable values
        fields["_legal_tiles"] = fields["_blocked"] = None  # (_apply updates the groups)
        s.__dict__ = fields
        return s


def _with(values: tuple[int, ...], i: int, v: int) -> tuple[int, ...]:
    return values[:i] + (v,) + values[i + 1:]


class Groups(NamedTuple):
    """The groups of stones on a map, with their liberties: the bookkeeping behind the
    stone rules. Never changed once made: a state whose stones or map change gets a new one
    from :meth:`after_stone` or :meth:`after_tile`, which redo only what the move touched
    (found from scratch with :meth:`find` only for a new or loaded state)."""

    root: dict[int, int]
    """Region of a stone -> the region that names its group."""
    members: dict[int, frozenset[int]]
    """Group -> the regions of its stones."""
    liberties: dict[int, frozenset[int]]
    """Group -> its liberties: the empty regions next to it."""
    enclosed: frozenset[int]
    """The empty regions with no empty neighbour."""

    @classmethod
    def find(cls, stones: Sequence[int], adj: Adjacency) -> Groups:
        """Every group of ``stones``, found from scratch."""
        root: dict[int, int] = {}
        members: dict[int, frozenset[int]] = {}
        liberties: dict[int, frozenset[int]] = {}
        for r, owner in enumerate(stones):
            if owner >= 0 and r not in root:
                members[r], liberties[r] = _group(stones, adj, r)
                root.update(dict.fromkeys(members[r], r))
        return cls(root, members, liberties,
                   _enclosure(frozenset(), stones, adj, range(len(stones))))

    def after_stone(self, stones: Sequence[int], adj: Adjacency, rid: int,
                    captured: Sequence[int]) -> Groups:
        """The groups once a stone is on ``rid`` and the regions it ``captured`` are empty
        (``stones`` shows both): the stone joins the groups of its colour next to it, the
        opponent groups next to it lose ``rid`` as a liberty, captured groups go, and the
        regions they leave are liberties of the stones next to them."""
        root, members, liberties = self.root.copy(), self.members.copy(), self.liberties.copy()
        for m in captured:
            gone = root.pop(m)
            members.pop(gone, None)
            liberties.pop(gone, None)
        me = stones[rid]
        group, libs = [rid], set()
        for n in adj[rid]:
            owner = stones[n]
            if owner < 0:
                libs.add(n)
                continue
            g = root[n]
            if owner != me:
                liberties[g] = liberties[g].difference((rid,))
            elif g in members:  # (not merged yet through another neighbour)
                group += members.pop(g)
                libs.update(liberties.pop(g))
        libs.discard(rid)
        for m in group:
            root[m] = rid
        members[rid], liberties[rid] = frozenset(group), frozenset(libs)
        for m in captured:
            for n in adj[m]:
                if stones[n] == me:
                    liberties[root[n]] = liberties[root[n]] | {m}
        changed: Iterable[int] = (rid, *adj[rid])
        if captured:
            changed = {n for c in (rid, *captured) for n in (c, *adj[c])}
        return _groups((root, members, liberties,
                        _enclosure(self.enclosed, stones, adj, changed)))

    def after_tile(self, stones: Sequence[int], adj: Adjacency, new: Sequence[int]) -> Groups:
        """The groups once a tile adds the empty regions ``new``: each is a liberty of the
        stones next to it."""
        liberties = self.liberties.copy()
        for r in new:
            for n in adj[r]:
                if stones[n] >= 0:
                    liberties[self.root[n]] = liberties[self.root[n]] | {r}
        changed = list(new)
        for r in new:
            changed += adj[r]
        return _groups((self.root, self.members, liberties,
                        _enclosure(self.enclosed, stones, adj, changed)))


_groups = partial(tuple.__new__, Groups)
"""``_groups((root, members, liberties, enclosed))``: a :class:`Groups` made without the
Python-level ``__new__`` of a named tuple (one is made on every stone and tile)."""


def _enclosure(enclosed: frozenset[int], stones: Sequence[int], adj: Adjacency,
               regions: Iterable[int]) -> frozenset[int]:
    """``enclosed`` (empty regions with no empty neighbour) brought up to date for
    ``regions``, the regions whose stone or neighbours changed."""
    now, gone = [], []
    for r in regions:
        if stones[r] < 0:
            for n in adj[r]:
                if stones[n] < 0:
                    break
            else:
                if r not in enclosed:
                    now.append(r)
                continue
        if r in enclosed:
            gone.append(r)
    return enclosed.difference(gone).union(now) if now or gone else enclosed


def _group(stones: Sequence[int], adj: Adjacency,
           rid: int) -> tuple[frozenset[int], frozenset[int]]:
    """The stones connected to the stone on ``rid`` and their liberties."""
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


def _position_json(key: Position | None) -> Any:
    return None if key is None else [key[0], list(key[1])]


# -- the game ---------------------------------------------------------------------------------

MAP_REACH = 100
"""Largest slot coordinate a save may name: 36 tiles never reach further from the centre."""


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
        for option in OPTIONS:  # choices compare with ==, and True == 1, 5.0 == 5
            value = opts[option.name]
            if option.choices and type(value) not in {type(c) for c in option.choices}:
                raise ValueError(f"option {option.name}={value!r} is not allowed; choose one "
                                 f"of {', '.join(map(repr, option.choices))}")
        supply = opts["supply"]
        if supply is not None:
            if not isinstance(supply, dict) or set(supply) - set(TILE_INDEX) or not all(
                    type(v) is int and 0 <= v <= MAX_SUPPLY for v in supply.values()):
                raise ValueError("supply must map tile types (O3, O2, O1, C1, C2, C3) to "
                                 f"counts from 0 to {MAX_SUPPLY}, not {supply!r}")
            opts["supply"] = {t.name: supply.get(t.name, 0) for t in TILE_TYPES}
        return opts

    def _initial(self, players: int, options: dict[str, Any]) -> CartographyState:
        s = object.__new__(CartographyState)
        s.opts = options
        s.tiles, s.slot_regions, s.region_at, s.adj = {}, {}, (), ()
        s._need, s._front_rows, s._front_slots, s._front_fits = {}, (), (), ()
        s.stones, s._stone_actions = (), ()
        s._legal_tiles = s._groups = s._blocked = None
        s._order, s._order_rows = (), ()
        s._retakes = frozenset()
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
        s.last_action, s.last_captured = None, ()
        s._start_turn()
        return s

    def _from_dict(self, d: dict[str, Any]) -> CartographyState:
        """Read a saved state field by field, rebuilding the map tile by tile, then check
        the invariants that play keeps. Every problem is a BadSave naming the field."""
        r = Reader(d)
        options = r.obj("options")
        for option in OPTIONS:  # a save lists every option (to_dict writes them all)
            options.raw(option.name)
        try:
            opts = self.resolve_options(options.data)
        except ValueError as e:
            raise BadSave(f"state.options: {e}") from None
        s = self._initial(2, opts)
        n = opts["tiles_per_player"]
        _load_map(s, r, len(data.START_SLOTS) + 2 * n)
        s.stones = tuple(r.ints("stones", -1, 1, length=len(s.region_at)))
        counts = opts["supply"] or data.DEFAULT_SUPPLY
        supply = r.obj("supply")
        unknown = sorted(map(str, set(supply.data) - set(TILE_INDEX)))
        if unknown:
            supply.fail(unknown[0], "is not a tile type")
        s.supply = tuple(supply.int(t.name, 0, counts[t.name]) for t in TILE_TYPES)
        s.tiles_left = tuple(r.ints("tiles_left", 0, n, length=2))
        stones = data.STONES_PER_PLAYER
        s.stones_left = tuple(r.ints("stones_left", 0, stones, length=2))
        s.prisoners = tuple(r.ints("prisoners", 0, stones, length=2))
        s.player = r.int("player", 0, 1)
        s.phase = r.str("phase", choices=("tile", "stone"))
        s.placed = r.bool("placed")
        s.passes = r.int("passes", 0, data.PLAYERS)
        s.over = r.bool("over")
        ko_key = r.raw("ko_key")
        s.ko_key = None if ko_key is None else _load_position(s, ko_key, r.where("ko_key"))
        s.seen = frozenset(_load_position(s, k, f"{r.where('seen')}[{i}]")
                           for i, k in enumerate(r.list("seen")))
        s.last_action = r.notation("last_action", _parse_exactly, "Cartography")
        s.last_captured = tuple(r.ints("last_captured", 0, len(s.stones) - 1,
                                       max_len=len(s.stones)))
        s._legal_tiles = s._groups = s._blocked = s._retakes = None
        _check_invariants(s)
        return s


def _load_map(s: CartographyState, r: Reader, most: int) -> None:
    """Read ``tiles`` and lay them on ``s`` (which holds the start hexagon), each where it
    fits, in the saved order."""
    tiles = r.list("tiles", max_len=most)
    start = data.START_SLOTS
    if len(tiles) < len(start):
        r.fail("tiles", "must begin with the start hexagon (6 tiles)")
    for i, item in enumerate(tiles):
        at = f"{r.where('tiles')}[{i}]"
        c, row, name, rot = check_list(item, at, length=4)
        slot = (check_int(c, at + "[0]", -MAP_REACH, MAP_REACH),
                check_int(row, at + "[1]", -MAP_REACH, MAP_REACH))
        if name not in TILE_INDEX:
            raise BadSave(f"{at}[2] must be a tile type ({', '.join(TILE_INDEX)}), not "
                          f"{name!r:.40}")
        t = TILE_INDEX[name]
        rot = check_int(rot, at + "[3]")
        if rot not in _ROTATIONS[t]:
            raise BadSave(f"{at}[3]: {name} is laid turned "
                          f"{' or '.join(map(str, _ROTATIONS[t]))} degrees, not {rot}")
        if i < len(start):
            if slot != start[i] or name != data.START_TILE:
                raise BadSave(f"{at} must be the start tile {data.START_TILE} at "
                              f"{where(start[i])}: the map begins with the start hexagon")
            continue
        problem = s._fit_problem(slot, t, rot)
        if problem:
            raise BadSave(f"{at}: {name} at {where(slot)} rot {rot} cannot be there: "
                          f"{problem[1].en} (rule {problem[0]})")
        s._place(slot, t, rot)


def _load_position(s: CartographyState, value: Any, at: str) -> Position:
    """Read a saved ko position (``[tiles or null, [owners...]]``) for the map of ``s``."""
    tiles, owners = check_list(value, at, length=2)
    if s.opts["ko_position"] == "map":
        tiles = check_int(tiles, at + "[0]", len(data.START_SLOTS), len(s.tiles))
    elif tiles is not None:
        raise BadSave(f"{at}[0] must be null: with ko_position='stones' tiles do not count")
    owners = check_list(owners, at + "[1]", max_len=len(s.stones))
    stones = tuple(check_int(v, f"{at}[1][{i}]", -1, 1) for i, v in enumerate(owners))
    if stones and stones[-1] < 0:
        raise BadSave(f"{at}[1] must not end with an empty region (-1)")
    return tiles, stones


def _parse_exactly(text: str) -> CartographyAction:
    """The action ``text`` reads as, normalised as an action object is."""
    return CartographyAction.parse(text).validate()


def _check_invariants(s: CartographyState) -> None:
    """Raise BadSave unless ``s`` is a position that play can reach: counts add up, every
    group has a liberty, and the step, passes and last action agree."""
    counts = s.opts["supply"] or data.DEFAULT_SUPPLY
    laid = [0] * len(TILE_TYPES)
    for t, _rot in list(s.tiles.values())[len(data.START_SLOTS):]:
        laid[t] += 1
    for i, tt in enumerate(TILE_TYPES):
        if s.supply[i] + laid[i] != counts[tt.name]:
            raise BadSave(f"state.supply.{tt.name}: {s.supply[i]} in the supply and {laid[i]} "
                          f"on the map, but the game began with {counts[tt.name]}")
    n = s.opts["tiles_per_player"]
    if sum(s.tiles_left) + sum(laid) != 2 * n:
        raise BadSave(f"state.tiles_left: {list(s.tiles_left)} tiles left and {sum(laid)} laid "
                      f"do not make {n} each")
    for p in (0, 1):
        on_map = sum(1 for x in s.stones if x == p)
        lost = s.prisoners[1 - p]
        if on_map + lost + s.stones_left[p] != data.STONES_PER_PLAYER:
            raise BadSave(f"state.stones_left[{p}]: {PLAYER_NAMES[p]}'s stones do not add up to "
                          f"{data.STONES_PER_PLAYER}: {on_map} on the map, {s.stones_left[p]} "
                          f"left, {lost} captured")
    done: set[int] = set()
    for rid, owner in enumerate(s.stones):
        if owner >= 0 and rid not in done:
            group, libs = s.group(rid)
            if not libs:
                raise BadSave(f"state.stones: the group on {s.region_name(rid)} has no open "
                              f"neighbouring region; it would have been captured")
            done |= group
    if list(s.last_captured) != sorted(set(s.last_captured)) or any(
            s.stones[rid] >= 0 for rid in s.last_captured):
        raise BadSave("state.last_captured must list empty regions, each once, in order")
    if s.last_captured and not (s.last_action or "").startswith("stone"):
        raise BadSave("state.last_captured: only a stone captures")
    if s.over != (s.passes == data.PLAYERS):
        raise BadSave(f"state.over is {str(s.over).lower()} with {s.passes} passes in a row: the "
                      f"game ends exactly when both players have passed")
    if s.passes and not s.placed and s.last_action != "pass":
        raise BadSave(f"state.passes is {s.passes} but the last action was not a pass")
    if s.placed:
        last = list(s.tiles.items())[-1]
        laid_last = str(TileAction(TILE_TYPES[last[1][0]].name, last[0], last[1][1]))
        if len(s.tiles) == len(data.START_SLOTS) or s.last_action != laid_last:
            raise BadSave("state.placed is true but the last action was not the last tile laid")
        if s.phase != "stone":
            raise BadSave("state.phase must be 'stone' after a tile was placed this turn")
    elif not s.over:
        can_lay = bool(s.legal_tiles())
        if can_lay and s.phase != "tile":
            raise BadSave(f"state.phase is 'stone' but {PLAYER_NAMES[s.player]} has a tile that "
                          f"fits: the turn must begin with it")
        if not can_lay and s.phase != "stone":
            raise BadSave(f"state.phase is 'tile' but {PLAYER_NAMES[s.player]} has no tile that "
                          f"fits (tiles left: {s.tiles_left[s.player]})")
    if s.over and (s.phase != "stone" or s.placed):
        raise BadSave("state.phase: a game that ended on two passes is in the stone step")
    if s.seen and s.opts["ko"] != "super":
        raise BadSave("state.seen must be empty: only ko='super' remembers earlier positions")
    if s.opts["ko_position"] == "map" and any(k[0] != len(s.tiles) for k in s.seen):
        raise BadSave("state.seen: with ko_position='map' it holds positions of this map only")


GAME = Cartography()
CartographyState.game = GAME
