"""Karesansui components as data: the garden, the 80 sand tiles, the stones, the cards.

枯山水 Karesansui / Stone Garden, by Koota Yamada (New Games Order, 2014), for 2 to 4 players.
The printed rulebook was not available to us. The sources are:

- seed ``004_2dd42cb4566abbba.txt``: a Traditional Chinese rules summary (童教桌遊研究院), the
  primary source and the source of our zh-Hant terms (枯山水, 砂紋板塊, 砂礫板塊, 苔蘚板塊,
  石頭, 舟石, 禪宗僧侶, 德行, 座禪, 暫存區, 配置, 讓渡, 廢棄, 保管, 強奪, 名庭園卡, 庭園大師卡...);
- the research notes on Karesansui, rounds 1 to 3, with their source ids (K1-K5, W1, H1,
  R1-R3, N1, B1, M1, G1, X1-X5, Y1-Y4, Z1-Z8; "round 2 §6a" is the table of seed facts that
  replaced earlier guesses). Below, "research" means those notes.

**What is known, and what is not.** Some of the game's data survive only as pictures in the
rulebook, which could not be read: the 22 tile designs with their copy counts and edge
drawings, which of the seed's letters A to F each stone arrangement is, arrangement F and the
values of D and E, the layouts and points of the 14 famous-garden cards (11 names are known)
and what their ☆ and □ ask for, and the effects of five of the 9 gardener cards (all nine are
named). Every such item is an entry below with ``provisional`` set to the reason (both
languages). A person holding the printed rulebook replaces them here, in data, with no
change to the engine: tiles are drawn from their geometry (:class:`Design`), whose edges,
arcs and mirror images the engine derives (:data:`ORIENTED`); arrangements, cards and gardener
effects are written in a small vocabulary the engine interprets (:class:`Arrangement`,
:class:`FamousGarden`, :class:`Gardener`). :data:`PROVISIONAL` lists them all.

This module is data only: named, frozen components and pure look-ups, no rules.

>>> from tutor.games.karesansui import data
>>> len(data.DESIGNS), sum(d.copies for d in data.DESIGNS), data.TILE_COUNT
(22, 80, 80)
>>> data.design("G09").name.en, data.design("G09").moss
('small arc, right', False)
>>> data.stone_supply(3)
{'flat': 5, 'small': 6, 'reclining': 3, 'tall': 4, 'boat': 2}
>>> data.cell_name(7), data.cell_index("c2")
('c2', 7)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from types import MappingProxyType

from tutor.core.lang import Text

from .glossary import SEAT_IDS, TERMS

# --------------------------------------------------------------------------------------------
# Counts

PLAYER_COUNTS = (2, 3, 4)
"""2 to 4 players, 4 being best (seed: 遊戲人數 2~4人，以4人最理想)."""

ROWS = 3
COLS = 5
"""A garden board is 3 rows of 5 tile spaces (research K1, B1), plus one storage space."""
CELLS = ROWS * COLS
"""15: a garden is complete with 15 tiles (seed: 完成15個板塊放置)."""

TILE_COUNT = 80
"""80 sand-pattern tiles (seed: 砂紋板塊(80個); research G1)."""
DESIGN_COUNT = 22
GRAVEL_DESIGNS = 13
MOSS_DESIGNS = 9
"""22 designs: 13 gravel and 9 moss (the moss tiles show green) (seed: 計22種圖像，包括13種
砂礫板塊及9種苔蘚板塊(出現綠色)). Only the seed gives this split (research round 2 §2)."""

STACKS = 9
"""The tiles are shuffled face down into 9 stacks on the temple board, one of 8 tiles
(research X1). The seed says only 數疊 (several stacks)."""

STONE_TOTAL = 25
"""25 stone tokens of 5 kinds in the box (seed: 石頭指示物(25個); research K1, G1)."""

VIRTUE_MAX = 6
"""The virtue track runs from 0 to 6 (seed: 6點最大值)."""

GARDEN_CARD_COUNT = 14
GARDENER_CARD_COUNT = 9
"""14 famous-garden cards (名庭園卡) and 9 gardener cards (庭園大師卡) (seed; research G1)."""

GIFT_VIRTUE = 2
"""A gift earns the giver 2 virtue (seed: 獲得2點德行點數)."""
DISCARD_VIRTUE = 1
"""A discard costs 1 virtue (seed: 損失1點德行點數)."""
ZAZEN_VIRTUE = 1
"""Zazen earns 1 virtue (seed: 座禪... 獲得1點德行點數)."""
SNATCH_VIRTUE = 2
"""A snatch costs the snatcher 2 virtue (seed: 須損失2點德行點數; research Y1, Y2). The
default of the ``snatch_cost`` option."""

SEATS = tuple((seat, TERMS[seat]) for seat in SEAT_IDS)
"""The four seats by the colours of their monks and markers, in seat order (seed: 橘、藍、黑、紫
各1個), named as the glossary names them (:mod:`.glossary`): Orange 橘方, Blue 藍方, Black 黑方,
Purple 紫方."""
SEAT_NAMES = tuple(t.en for _, t in SEATS)
SEAT_NAMES_ZH = tuple(t.zh for _, t in SEATS)

# --------------------------------------------------------------------------------------------
# The garden: cells a1..e3


def cell_name(index: int) -> str:
    """The name of cell ``index`` (0..14, row by row from the top left): column letter a-e
    (left to right), row number 1-3 (top to bottom)."""
    r, c = divmod(index, COLS)
    return f"{'abcde'[c]}{r + 1}"


CELL_NAMES = tuple(cell_name(i) for i in range(CELLS))
CELL_INDEX = MappingProxyType({name: i for i, name in enumerate(CELL_NAMES)})


def cell_index(name: str) -> int:
    """The index of cell ``name`` ("a1" .. "e3"). Raises KeyError for another text."""
    return CELL_INDEX[name]


ROW_NAMES = (Text("top row", "上排"), Text("middle row", "中排"), Text("bottom row", "下排"))
"""The rows; the Japanese players call them 上段, 中段, 下段 (research R1)."""


def cell_words(index: int, lang: str) -> str:
    """Cell ``index`` as a learner reads it, by its row and its place from the left (the
    board numbers the spaces 1 to 5 over the garden): 「上排第 2 格」, "space 2 of the top
    row". The notation's name (``b1``) is for saves, codes and the teacher's log.

    >>> cell_words(1, "zh-Hant"), cell_words(12, "en")
    ('上排第 2 格', 'space 3 of the bottom row')
    """
    r, c = divmod(index, COLS)
    if lang == "zh-Hant":
        return f"{ROW_NAMES[r].zh}第 {c + 1} 格"
    return f"space {c + 1} of the {ROW_NAMES[r].en}"

NEIGHBOURS = tuple(
    tuple(j for j in (i - COLS, i + COLS, i - 1, i + 1)
          if 0 <= j < CELLS and (j // COLS == i // COLS or j % COLS == i % COLS))
    for i in range(CELLS)
)
"""Orthogonal neighbours of each cell (up, down, left, right, those on the board)."""

FIRST_CELLS = (0, 2 * COLS)
"""The first tile goes top-left (a1) or bottom-left (a3) (seed: 左上方或左下方位置)."""

SEAMS = tuple(
    [(i, i + 1, "h") for i in range(CELLS) if i % COLS < COLS - 1]
    + [(i, i + COLS, "v") for i in range(CELLS - COLS)]
)
"""The 22 seams between neighbouring cells: (left or upper cell, right or lower cell, 'h'
for a left-right seam, 'v' for an up-down one)."""

# --------------------------------------------------------------------------------------------
# Stones


@dataclass(frozen=True)
class StoneKind:
    """One of the five kinds of stone."""

    id: str
    """Notation id: ``flat``, ``small``, ``reclining``, ``tall``, ``boat``."""
    name: Text
    threshold: int
    """The virtue a player needs to take it (research K3, Y1: any stone up to your virtue)."""
    standing: bool
    """A standing stone (立石), as arrangement C asks for."""
    japanese: str
    """The kind's Japanese name (research K1)."""


STONE_KINDS = (
    StoneKind("flat", Text("flat stone", "橫石"), 1, False, "横石"),
    StoneKind("small", Text("small standing stone", "小立石"), 2, True, "立石(小)"),
    StoneKind("reclining", Text("reclining stone", "臥石"), 3, False, "臥石"),
    StoneKind("tall", Text("tall standing stone", "大立石"), 4, True, "立石(大)"),
    StoneKind("boat", Text("boat stone", "舟石"), 5, False, "舟石"),
)
"""The five kinds, cheapest first. 舟石 is the seed's word; the other zh-Hant names render
the Japanese ones (the seed's stone table is a picture that did not survive)."""
STONE_INDEX = MappingProxyType({k.id: i for i, k in enumerate(STONE_KINDS)})
BOAT = STONE_INDEX["boat"]

STONE_COUNTS = MappingProxyType({
    2: (4, 5, 2, 3, 1),
    3: (5, 6, 3, 4, 2),
    4: (6, 7, 4, 5, 3),
})
"""Stones on the temple board per player count, in :data:`STONE_KINDS` order (research W1;
the 4-player column adds up to the 25 stones of the box, research round 2 §5)."""


def stone_supply(players: int) -> dict[str, int]:
    """The stones set out for ``players`` players, by kind id."""
    return {k.id: n for k, n in zip(STONE_KINDS, STONE_COUNTS[players], strict=True)}


# --------------------------------------------------------------------------------------------
# Tile geometry
#
# A tile is drawn landscape, W x H = 3 x 2 units, origin at its top-left corner. Raked lines
# run left-right, 7 of them, at y = 0.25, 0.5 ... 1.75, so that plain sand always meets its
# neighbours' lines at the same heights (research R2: 砂地は横には必ずくっつきます). Over the
# lines lie the features:
#
# - an arc: concentric rings around a corner, radius 1 (small) or 2 (large) (research R1:
#   小扇, 大扇); rings at 0.125, 0.375 ... so that ring ends never meet line ends;
# - a half circle: rings around the midpoint of the top or bottom side, radius 1;
# - moss: a green polygon.
#
# Everything the rules need is derived from this geometry: each side is cut into segments
# (6 along the top and bottom, 4 along the left and right) and each segment reads what
# crosses it: ``l`` raked lines, ``p`` lines running along the side, ``s``/``b`` small or large
# arc rings, ``h`` half-circle rings, ``m`` moss. Two tiles join along a seam when the facing
# sides read the same (see :data:`ORIENTED`).

TILE_W = 3.0
TILE_H = 2.0
LINE_SPACING = 0.25
RING_SPACING = 0.25
SMALL_R = 1.0
LARGE_R = 2.0
HALF_R = 1.0

CORNERS = ("tl", "tr", "br", "bl")
CORNER_POINT = MappingProxyType({"tl": (0.0, 0.0), "tr": (TILE_W, 0.0),
                                 "br": (TILE_W, TILE_H), "bl": (0.0, TILE_H)})
_TURN_CORNER = {"tl": "br", "tr": "bl", "br": "tl", "bl": "tr"}
_MIRROR_CORNER = {"tl": "tr", "tr": "tl", "br": "bl", "bl": "br"}
_TURN_SIDE = {"top": "bottom", "bottom": "top"}

LINE_STYLES = ("straight", "s-wave", "z-wave", "pinched", "swelling", "dotted", "none")
"""How a tile's raked lines run between its left and right sides. All start and end at the
same 7 heights; ``none`` is a tile covered in moss."""
_MIRROR_STYLE = {"s-wave": "z-wave", "z-wave": "s-wave"}
"""Line styles whose mirror image is another style (all styles look the same turned)."""

SIZE_RADIUS = MappingProxyType({"s": SMALL_R, "b": LARGE_R})


@dataclass(frozen=True)
class Arc:
    """Quarter-circle rings around a corner of the tile."""

    corner: str
    """``tl``, ``tr``, ``br`` or ``bl`` (as the tile lies upright)."""
    size: str
    """``s`` (radius 1, 小扇) or ``b`` (radius 2, 大扇)."""


@dataclass(frozen=True)
class Design:
    """One of the 22 tile designs.

    The geometry (``lines``, ``arcs``, ``half``, ``moss_shapes``) is what the board draws and
    what the rules read: edges, whirlpools and mirror images all come from it.
    """

    id: str
    """``G01``..``G13`` gravel, ``M01``..``M09`` moss."""
    name: Text
    copies: int
    """How many of the 80 tiles show this design."""
    lines: str
    """Line style (:data:`LINE_STYLES`)."""
    arcs: tuple[Arc, ...] = ()
    half: str | None = None
    """``bottom`` or ``top``: a half circle on the midpoint of that side."""
    moss_shapes: tuple[tuple[tuple[float, float], ...], ...] = ()
    """Moss patches as polygons in tile units (a moss tile has at least one)."""
    provisional: Text | None = None
    """Why this entry is not the printed one (None when it is known)."""

    @property
    def moss(self) -> bool:
        """A moss tile (苔蘚板塊: it shows green)."""
        return bool(self.moss_shapes)


_TILE_REASON = Text(
    "The 22 designs, their copy counts and their edges are printed only as pictures in the "
    "rulebook, which could not be read. This design is the tutor's, built from what is known: "
    "13 gravel and 9 moss designs (004_2dd42cb4566abbba.txt), plain sand of 6 designs, half "
    "circles, small and large quarter arcs left and right, the double arc and moss (a "
    "Japanese player's glossary of the game); lines run left-right and plain sand always "
    "joins sideways (a rulebook quote on a Japanese blog, and a Japanese play report).",
    "22 種圖像、各自的數量與邊緣圖案只印在規則書的圖片中，無法辨識。此圖像由教學工具依已知資訊"
    "設計：13 種砂礫板塊與 9 種苔蘚板塊（004_2dd42cb4566abbba.txt），6 種素砂、半圓、左右的小扇與"
    "大扇、雙扇及苔（日本玩家的遊戲術語整理）；砂紋以左右方向為主，素砂左右一定相連（日本部落格"
    "引用的規則書原文，以及一篇日本玩家的遊玩心得）。")


def _mossy(*points: tuple[float, float]) -> tuple[tuple[float, float], ...]:
    return tuple(points)


FULL_MOSS = _mossy((0, 0), (3, 0), (3, 2), (0, 2))
_P = _TILE_REASON
_ROUND = Text(
    _TILE_REASON.en + " Japanese players prize a moss tile they call 丸苔 (round moss) (a "
    "Japanese player's blog); this design, a round patch of moss on straight raking, stands in "
    "for it.",
    _TILE_REASON.zh + "日本玩家很看重一種稱為「丸苔」的苔蘚板塊（一位日本玩家的部落格）；此圖像"
    "（直紋上一塊圓形的苔）代表它。")

DESIGNS = (
    # -- gravel (砂礫板塊): plain sand of six designs -----------------------------------------
    Design("G01", Text("straight raking", "直紋"), 6, "straight", provisional=_P),
    Design("G02", Text("S-wave", "S 形波紋"), 4, "s-wave", provisional=_P),
    Design("G03", Text("Z-wave", "Z 形波紋"), 4, "z-wave", provisional=_P),
    Design("G04", Text("pinched lines", "收束紋"), 4, "pinched", provisional=_P),
    Design("G05", Text("swelling lines", "鼓起紋"), 4, "swelling", provisional=_P),
    Design("G06", Text("raked dots", "點紋"), 4, "dotted", provisional=_P),
    # -- gravel: half circle, arcs, double arcs ----------------------------------------------
    Design("G07", Text("half circle", "半圓"), 4, "straight", half="bottom", provisional=_P),
    Design("G08", Text("small arc, left", "左小扇"), 5, "straight", (Arc("bl", "s"),),
           provisional=_P),
    Design("G09", Text("small arc, right", "右小扇"), 5, "straight", (Arc("br", "s"),),
           provisional=_P),
    Design("G10", Text("large arc, left", "左大扇"), 4, "straight", (Arc("bl", "b"),),
           provisional=_P),
    Design("G11", Text("large arc, right", "右大扇"), 4, "straight", (Arc("br", "b"),),
           provisional=_P),
    Design("G12", Text("double arc, large left", "左大右小雙扇"), 3, "straight",
           (Arc("bl", "b"), Arc("br", "s")), provisional=_P),
    Design("G13", Text("double arc, large right", "左小右大雙扇"), 3, "straight",
           (Arc("bl", "s"), Arc("br", "b")), provisional=_P),
    # -- moss (苔蘚板塊) -----------------------------------------------------------------------
    Design("M01", Text("moss bed", "滿苔"), 3, "none", moss_shapes=(FULL_MOSS,),
           provisional=_P),
    Design("M02", Text("round moss", "圓苔"), 4, "straight",
           moss_shapes=(_mossy((1.0, 0.6), (1.5, 0.45), (2.0, 0.6), (2.15, 1.0), (2.0, 1.4),
                               (1.5, 1.55), (1.0, 1.4), (0.85, 1.0)),), provisional=_ROUND),
    Design("M03", Text("moss, top left", "左上苔"), 3, "straight",
           moss_shapes=(_mossy((0, 0), (1.3, 0), (1.2, 0.45), (0.85, 0.8), (0.4, 1.05),
                               (0, 1.1)),), provisional=_P),
    Design("M04", Text("moss, top right", "右上苔"), 3, "straight",
           moss_shapes=(_mossy((3, 0), (1.7, 0), (1.8, 0.45), (2.15, 0.8), (2.6, 1.05),
                               (3, 1.1)),), provisional=_P),
    Design("M05", Text("moss bank", "苔岸"), 3, "straight",
           moss_shapes=(_mossy((0, 1.05), (0.7, 0.95), (1.5, 1.1), (2.3, 0.95), (3, 1.05),
                               (3, 2), (0, 2)),), provisional=_P),
    Design("M06", Text("moss left, small arc right", "左苔右小扇"), 3, "straight",
           (Arc("br", "s"),),
           moss_shapes=(_mossy((0, 0.95), (0.5, 1.05), (0.95, 1.35), (1.2, 2), (0, 2)),),
           provisional=_P),
    Design("M07", Text("moss right, small arc left", "右苔左小扇"), 3, "straight",
           (Arc("bl", "s"),),
           moss_shapes=(_mossy((3, 0.95), (2.5, 1.05), (2.05, 1.35), (1.8, 2), (3, 2)),),
           provisional=_P),
    Design("M08", Text("half circle under moss", "苔與半圓"), 2, "straight", half="bottom",
           moss_shapes=(_mossy((1.0, 0.15), (1.5, 0.1), (2.0, 0.15), (2.1, 0.45), (1.5, 0.6),
                               (0.9, 0.45)),), provisional=_P),
    Design("M09", Text("moss band", "苔帶"), 2, "straight",
           moss_shapes=(_mossy((0, 0.6), (0.8, 0.7), (1.5, 0.55), (2.2, 0.7), (3, 0.6),
                               (3, 1.4), (2.2, 1.3), (1.5, 1.45), (0.8, 1.3), (0, 1.4)),),
           provisional=_P),
)
"""The provisional catalogue: 13 gravel and 9 moss designs, 54 + 26 = 80 tiles.

Every scoring element can occur with it (``tests/games/karesansui/test_data.py`` plays each
one into a garden): a gravel rectangle of 15, rows mirrored by G02/G03, G08/G09, G10/G11,
G12/G13, M03/M04 and M06/M07 around a symmetric middle, full circles of 4 tiles from small or
large arcs (e.g. G09, G08 and both turned), half circles of 2 (G09 beside G08 on the bottom
row) or of 1 tile (G07 alone) and circles of 2 (G07 over G07 turned), moss circles that score
nothing (M06, M07, M08), and gardens whose 22 seams all join."""

DESIGN_INDEX = MappingProxyType({d.id: i for i, d in enumerate(DESIGNS)})


def design(design_id: str) -> Design:
    """The design with this id. Raises KeyError."""
    return DESIGNS[DESIGN_INDEX[design_id]]


# --------------------------------------------------------------------------------------------
# Derived: each design as it lies, upright or turned (an "oriented tile")


def _point_in(poly: tuple[tuple[float, float], ...], x: float, y: float) -> bool:
    inside = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def _reads(d: Design, x: float, y: float, crossing: str) -> str:
    """What crosses point (x, y) of an upright tile of design ``d``: a segment's letter.
    Rings lie at radii 0.125, 0.375 ... up to the radius less half a ring spacing."""
    if any(_point_in(poly, x, y) for poly in d.moss_shapes):
        return "m"
    for arc in d.arcs:
        cx, cy = CORNER_POINT[arc.corner]
        if math.hypot(x - cx, y - cy) <= SIZE_RADIUS[arc.size] - RING_SPACING / 2:
            return arc.size
    if d.half is not None:
        cy = TILE_H if d.half == "bottom" else 0.0
        if math.hypot(x - TILE_W / 2, y - cy) <= HALF_R - RING_SPACING / 2:
            return "h"
    if d.lines == "none":
        return "m"
    return crossing


_EPS = 0.02


def design_edges(d: Design) -> tuple[str, str, str, str]:
    """The four sides of an upright tile as segment letters: top and bottom read left to
    right (6 segments), left and right top to bottom (4 segments).

    >>> design_edges(design("G09"))
    ('pppppp', 'llss', 'ppppss', 'llll')
    """
    xs = [(i + 0.5) * TILE_W / 6 for i in range(6)]
    ys = [(i + 0.5) * TILE_H / 4 for i in range(4)]
    top = "".join(_reads(d, x, _EPS, "p") for x in xs)
    bottom = "".join(_reads(d, x, TILE_H - _EPS, "p") for x in xs)
    left = "".join(_reads(d, _EPS, y, "l") for y in ys)
    right = "".join(_reads(d, TILE_W - _EPS, y, "l") for y in ys)
    return top, right, bottom, left


@dataclass(frozen=True)
class Oriented:
    """A design as it lies in a garden: upright, or turned (rotated 180 degrees).

    Tiles are always laid landscape and either way up (seed: 一律橫向... 上下方向則由玩家自行
    決定), so each design lies in 2 ways; oriented tile ``o`` is design ``o // 2``, turned when
    ``o`` is odd.
    """

    design: int
    turned: bool
    edges: tuple[str, str, str, str]
    """top, right, bottom, left (as in :func:`design_edges`), as the tile lies."""
    arcs: tuple[Arc, ...]
    """Arcs with their corners as the tile lies."""
    half: str | None
    moss: bool
    look: tuple
    """What the tile looks like: equal looks are the same picture."""
    mirror_look: tuple
    """The look of its left-right mirror image."""


def _transform_poly(poly: tuple[tuple[float, float], ...], turn: bool,
                    mirror: bool) -> tuple[tuple[float, float], ...]:
    out = []
    for x, y in poly:
        if turn:
            x, y = TILE_W - x, TILE_H - y
        if mirror:
            x = TILE_W - x
        out.append((round(x, 3), round(y, 3)))
    return tuple(out)


def _look(d: Design, turn: bool, mirror: bool) -> tuple:
    style = _MIRROR_STYLE.get(d.lines, d.lines) if mirror else d.lines
    arcs = []
    for arc in d.arcs:
        corner = _TURN_CORNER[arc.corner] if turn else arc.corner
        corner = _MIRROR_CORNER[corner] if mirror else corner
        arcs.append((corner, arc.size))
    half = _TURN_SIDE[d.half] if (turn and d.half) else d.half
    moss = sorted(tuple(sorted(_transform_poly(p, turn, mirror))) for p in d.moss_shapes)
    return (style, tuple(sorted(arcs)), half, tuple(moss))


def _turned_edges(edges: tuple[str, str, str, str]) -> tuple[str, str, str, str]:
    top, right, bottom, left = edges
    return bottom[::-1], left[::-1], top[::-1], right[::-1]


def _oriented(i: int, d: Design, turn: bool) -> Oriented:
    edges = design_edges(d)
    arcs = d.arcs
    half = d.half
    if turn:
        edges = _turned_edges(edges)
        arcs = tuple(Arc(_TURN_CORNER[a.corner], a.size) for a in arcs)
        half = _TURN_SIDE[half] if half else None
    return Oriented(i, turn, edges, arcs, half, d.moss, _look(d, turn, False),
                    _look(d, turn, True))


ORIENTED = tuple(_oriented(i, d, turn) for i, d in enumerate(DESIGNS) for turn in (False, True))
"""Every design upright (index ``2 * design``) and turned (``2 * design + 1``)."""


def oriented_index(design_id: str, turned: bool) -> int:
    return 2 * DESIGN_INDEX[design_id] + int(turned)


# --------------------------------------------------------------------------------------------
# Stone arrangements (石頭擺放, the seed's groups A to F)


@dataclass(frozen=True)
class Arrangement:
    """A stone arrangement that scores, written in a small vocabulary the engine reads.

    ``pattern`` says how to find it:

    - ``"shape"``: stones at the cells of one of ``shapes`` (each a set of (row, column)
      offsets), anywhere on the board; ``kinds`` limits the stones' kinds (empty: any);
      with ``empty_box`` no other stone may lie in the rectangle the shape spans; with
      ``moss`` every one of its stones stands on a moss tile;
    - ``"row"``: at least ``count`` stones of ``kinds`` in row ``row`` (0 top, 2 bottom);
    - ``"sequence"``: in one row, stones whose kinds, read left to right, contain ``kinds``
      in that order (other stones may stand between them).

    ``group``: arrangements of one group may not share a stone (of two overlapping ones only
    the higher counts); ``once``: the arrangement scores at most once per garden.
    """

    letter: str
    name: Text
    text: Text
    """What it asks, in words."""
    points: int
    pattern: str
    shapes: tuple[tuple[tuple[int, int], ...], ...] = ()
    kinds: tuple[str, ...] = ()
    empty_box: bool = False
    row: int = 0
    count: int = 0
    group: str | None = None
    once: bool = False
    provisional: Text | None = None
    option: str | None = None
    """The game option that sets ``points``, if any."""
    moss: bool = False
    """Every stone of the arrangement stands on a moss tile."""


_LETTER = Text(
    " That it is the summary's group {letter} is the tutor's inference: "
    "004_2dd42cb4566abbba.txt names the groups by letter only, and its diagrams could not be "
    "read. {why}",
    "它是摘要的 {letter} 組，則是教學工具的推論：004_2dd42cb4566abbba.txt 只用字母稱呼各組，"
    "圖示無法辨識。{why}")


def _letter(letter: str, known: Text, why: Text) -> Text:
    """Why arrangement ``letter`` is provisional: the bonus is known, its letter inferred."""
    return Text(known.en + _LETTER.en.format(letter=letter, why=why.en),
                known.zh + _LETTER.zh.format(letter=letter, why=why.zh))


_KEIMA = (((0, 0), (1, 2)), ((0, 2), (1, 0)), ((0, 0), (2, 1)), ((0, 1), (2, 0)))
_DIAGONAL = (((0, 0), (1, 1), (2, 2)), ((0, 2), (1, 1), (2, 0)))
_STANDING = tuple(k.id for k in STONE_KINDS if k.standing)

ARRANGEMENTS = (
    Arrangement(
        "A", Text("keima", "馬走日"),
        Text("Two stones a knight's move apart (opposite corners of a 2 x 3 block) with no other "
             "stone inside that block.",
             "兩顆石頭像象棋的馬走日字（2 × 3 區塊的對角），且該區塊內沒有其他石頭。"),
        5, "shape", _KEIMA, empty_box=True, group="AB",
        provisional=_letter(
            "A",
            Text("The keima bonus, two stones a knight's move apart for 5 points, is known (a "
                 "Japanese blog series on the rules, a player's notes quoting the rulebook, a "
                 "play report).",
                 "馬走日（日本玩家稱為桂馬：兩顆石頭像馬走日字，5 分）是已知的加分（一系列"
                 "介紹規則的日文部落格文章、一位玩家引用規則書的筆記、一篇遊戲心得）。"),
            Text("It fits the summary's overlap rule: A with A may not share a stone, as the "
                 "rulebook quote says of keima.",
                 "這符合摘要的重複計分規則：A 組與 A 組不能共用石頭，正如規則書原文對馬走日"
                 "（桂馬，馬走日字）的說法。"))),
    Arrangement(
        "B", Text("diagonal", "斜置"),
        Text("Three stones in a diagonal line across the three rows.",
             "三顆石頭斜向排成一直線，跨越三排。"),
        7, "shape", _DIAGONAL, group="AB",
        provisional=_letter(
            "B",
            Text("The diagonal bonus, three stones in a diagonal line for 7 points, is known (a "
                 "shop's worked scoring example, a Japanese blog series on the rules).",
                 "斜置（三顆石頭斜向排成一直線，7 分）是已知的加分（一個商店的計分範例、一系列介紹"
                 "規則的日文部落格文章）。"),
            Text("The blog series lists it second, after keima.",
                 "那系列文章把它列在第二，排在馬走日之後。"))),
    Arrangement(
        "C", Text("Buddhist triad (sanzon)", "三尊石"),
        Text("Three standing stones in the top row.", "上排有三顆立石。"),
        15, "row", kinds=_STANDING, row=0, count=3, once=True,
        provisional=_letter(
            "C",
            Text("The Buddhist triad bonus, three standing stones in the top row for 15 points, "
                 "is known (a shop's worked scoring example; a player's blog lists 三尊石 among "
                 "the scoring items); whether the stones must stand side by side or be of "
                 "particular sizes is not.",
                 "三尊石（上排三顆立石，15 分）是已知的加分（一個商店的計分範例；一位玩家的部落格把"
                 "三尊石列為計分項目）；石頭是否須相鄰或為特定大小則不明。"),
            Text("It scores once, as the summary says of group C.",
                 "它只計分一次，正如摘要對 C 組的說法。"))),
    Arrangement(
        "D", Text("boat stone in the bottom row", "下排舟石"),
        Text("The boat stone in the bottom row.", "舟石位於下排。"),
        5, "row", kinds=("boat",), row=2, count=1, once=True,
        provisional=Text(
            "That the boat stone scores in the bottom row is known (a Japanese player's "
            "glossary of the game: 下段に; a player's blog lists 舟石の位置 among the scoring "
            "items), and that it is group D is an inference; its points are not known: no "
            "source gives a value, so 5 is the tutor's stand-in (set it with the boat_bonus "
            "option).",
            "已知舟石位於下排可以得分（日本玩家的遊戲術語整理：下段に；一位玩家的部落格把舟石的位置"
            "列為計分項目），它是 D 組則是推論；分數不明：沒有資料提供數值，5 分是教學工具的代替值"
            "(可用 boat_bonus 選項設定)。"),
        option="boat_bonus"),
    Arrangement(
        "E", Text("Mount Hōrai (Hōrai-san)", "蓬萊山"),
        Text("Two tall standing stones on neighbouring moss tiles (side by side or one above "
             "the other); each pair scores.",
             "兩顆大立石位於相鄰的苔蘚板塊（左右或上下相鄰）；每一對都計分。"),
        6, "shape", (((0, 0), (0, 1)), ((0, 0), (1, 0))), kinds=("tall",), moss=True,
        provisional=Text(
            "A Mount Hōrai (蓬萊山) bonus is known: two moss tiles side by side, each with a tall "
            "standing stone (a Japanese news article quoted on a blog; a player's blog lists "
            "蓬莱山 among the scoring items). That it is group E, which 004_2dd42cb4566abbba.txt "
            "says may score more than once, is the tutor's inference, and so is counting a "
            "pair one above the other. Its points are not known: 6 for each pair is the tutor's "
            "stand-in.",
            "蓬萊山加分是已知的：兩個並排的苔蘚板塊上各有一顆大立石（一位部落客引用的日本新聞報導；"
            "一位玩家的部落格把蓬莱山列為計分項目）。它是 E 組（規則說可以重複計分）是教學工具的"
            "推論，上下相鄰也算一對同樣是推論。分數不明：每對 6 分是教學工具的代替值。")),
    Arrangement(
        "F", Text("stones in the set order", "依序排石"),
        Text("In one row, a flat stone, then a small standing stone, then a reclining stone, "
             "left to right (others may stand between).",
             "同一排中由左至右依序有橫石、小立石、臥石（中間可以有其他石頭）。"),
        6, "sequence", kinds=("flat", "small", "reclining"), once=True,
        provisional=Text(
            "Arrangement F is a picture in the rulebook that could not be read; "
            "004_2dd42cb4566abbba.txt says it scores once. One review mentions points for stones "
            "placed in a set order, so the tutor's stand-in is such an order, 6 points.",
            "F 組只印在規則書的圖片中，無法辨識；規則只說它只計分一次。有評論提到「依決定的"
            "石頭順序擺放」可以得分，因此教學工具暫以這樣的順序代替，6 分。")),
)
"""Groups A to F (seed item 7). The bonuses of A to E are known, their letters inferred
(research round 2 §1, round 3 §3): A keima 5, B diagonal 7 (research H1, K5), C three
standing stones in the top row 15 (research H1), D the boat stone in the bottom row
(research R1; value unknown), E 蓬萊山, two tall standing stones on neighbouring moss tiles
(research Z3, Z4; value unknown). F is a stand-in. A with A, B with B and A with B do not both
count; C, D and F count once (seed)."""
ARRANGEMENT_INDEX = MappingProxyType({a.letter: a for a in ARRANGEMENTS})

# --------------------------------------------------------------------------------------------
# Famous-garden cards (名庭園卡)


@dataclass(frozen=True)
class FamousGarden:
    """A famous-garden card: stones to place exactly where the card shows them.

    ``stones`` are (cell, symbol) pairs; the symbols are the card's ☆ and □ (research Y4), read
    by :data:`CARD_SYMBOLS`.
    """

    id: str
    name: Text
    points: int
    """The points printed top right (seed: 10~15分; research Z6: at most 15)."""
    stones: tuple[tuple[str, str], ...]
    provisional: Text | None = None


CARD_SYMBOLS = MappingProxyType({
    "☆": Text("a standing stone", "立石"),
    "□": Text("any stone", "任何石頭"),
})
"""What each symbol on a card asks for (a provisional reading: research Y4 says only that
the cards draw the stones as ☆ and □)."""
SYMBOLS_REASON = Text(
    "The famous-garden cards draw their stones as ☆ and □ (a Japanese play report); what each "
    "symbol asks for is the tutor's reading: ☆ a standing stone, □ any stone. They may be the "
    "marks printed under the stones to tell the kinds apart.",
    "名庭園卡以 ☆ 和 □ 畫出石頭（一篇日本遊戲心得）；每個符號要求什麼是教學工具的解讀：☆ 為立石，"
    "□ 為任何石頭。它們也可能是石頭底部用來區分種類的記號。")
SYMBOL_KINDS = MappingProxyType({"☆": _STANDING, "□": tuple(k.id for k in STONE_KINDS)})

_LAYOUT = Text(
    "The card exists (its name is known), but its stone layout and points are printed only as "
    "a picture that could not be read. The layout and points here are the tutor's: 3 or 4 "
    "stones and 10 to 15 points, as 004_2dd42cb4566abbba.txt describes "
    "the cards.",
    "這張卡確實存在（名稱已知），但石頭位置與分數只印在無法辨識的圖片中。此處的位置與分數由"
    "教學工具設計：依規則描述為 3~4 顆石頭、10~15 分。")
_UNNAMED = Text(
    "Three of the 14 cards are not named in any source we could read. This card's name, layout "
    "and points are the tutor's: 3 or 4 stones and 10 to 15 points, as "
    "004_2dd42cb4566abbba.txt describes them.",
    "14 張卡中有 3 張在可讀的資料中沒有名稱。此卡的名稱、石頭位置與分數由教學工具設計：依規則"
    "描述為 3~4 顆石頭、10~15 分。")

def _hinted(en: str, zh: str) -> Text:
    """Why a card with layout hints is provisional: :data:`_LAYOUT` and the hints."""
    return Text(_LAYOUT.en + " " + en, _LAYOUT.zh + zh)


FAMOUS_GARDENS = (
    FamousGarden("ryoanji", Text("Ryōan-ji", "龍安寺"), 14,
                 (("a1", "□"), ("c2", "☆"), ("e1", "□"), ("d3", "□")), _LAYOUT),
    FamousGarden("nanzenji", Text("Nanzen-ji", "南禪寺"), 12,
                 (("b1", "☆"), ("d1", "☆"), ("c3", "□")), _LAYOUT),
    FamousGarden("saihoji", Text("Saihō-ji", "西芳寺"), 10,
                 (("a2", "□"), ("c2", "□"), ("e2", "□")), _LAYOUT),
    FamousGarden("tofukuji", Text("Tōfuku-ji", "東福寺"), 11,
                 (("a1", "□"), ("c1", "☆"), ("e1", "□")), _LAYOUT),
    FamousGarden("ryoginan", Text("Ryōgin-an", "龍吟庵"), 10,
                 (("b2", "□"), ("d2", "□"), ("c3", "□")), _LAYOUT),
    FamousGarden("komyoin", Text("Kōmyō-in", "光明院"), 12,
                 (("a3", "□"), ("c2", "☆"), ("e1", "☆")), _LAYOUT),
    FamousGarden("raikyuji", Text("Raikyū-ji", "賴久寺"), 11,
                 (("a3", "□"), ("c3", "□"), ("e3", "□")), _LAYOUT),
    FamousGarden("entsuji", Text("Entsū-ji", "圓通寺"), 13,
                 (("a1", "☆"), ("c1", "☆"), ("e1", "☆")), _LAYOUT),
    FamousGarden("ryogenin", Text("Ryōgen-in", "龍源院"), 11,
                 (("b2", "□"), ("c2", "□"), ("e3", "□")), _hinted(
                     "A play report says this card ties your moss to the middle row, leaves "
                     "room for little more than a diagonal and is a weak card: the tutor puts "
                     "two neighbouring stones in the middle row (which needs moss under both) "
                     "and gives it few points.",
                     "一篇遊戲心得說這張卡把苔限制在中排、幾乎只剩斜置可以搭配，而且是弱卡："
                     "教學工具在中排放兩顆相鄰的石頭（兩個板塊都須是苔），分數也較低。")),
    FamousGarden("daisenin", Text("Daisen-in", "大仙院"), 13,
                 (("d1", "☆"), ("e1", "☆"), ("b3", "□")), _hinted(
                     "A play report shows its player competing for moss tiles and tall standing "
                     "stones: the tutor puts two standing stones side by side (which needs moss "
                     "under both), like the pair of tall stones of the real garden.",
                     "一篇遊戲心得提到持有這張卡的玩家搶苔蘚板塊和大立石：教學工具放兩顆相鄰的立石"
                     "（兩個板塊都須是苔），如同真實庭園中那對高大的石頭。")),
    FamousGarden("konchiin", Text("Konchi-in", "金地院"), 15,
                 (("b1", "☆"), ("c1", "☆"), ("d1", "☆"), ("c3", "□")), _hinted(
                     "A play report shows it built around a Buddhist triad (三尊石), as in the "
                     "real garden: the tutor puts three standing stones side by side in the top "
                     "row (which needs moss under them).",
                     "一篇遊戲心得提到它是圍繞三尊石建成的，如同真實的庭園：教學工具在上排放三顆"
                     "相鄰的立石（它們下面須是苔）。")),
    FamousGarden("garden-12", Text("famous garden 12", "名庭園 12"), 14,
                 (("a2", "□"), ("c1", "☆"), ("c3", "□"), ("e2", "□")), _UNNAMED),
    FamousGarden("garden-13", Text("famous garden 13", "名庭園 13"), 10,
                 (("b2", "□"), ("d1", "□"), ("d3", "□")), _UNNAMED),
    FamousGarden("garden-14", Text("famous garden 14", "名庭園 14"), 15,
                 (("a1", "☆"), ("a3", "□"), ("e1", "☆"), ("e3", "□")), _UNNAMED),
)
"""The 14 cards. Names known (research R3, X2, X4, X5, Y4, Z1): 龍安寺, 南禪寺, 西芳寺, 東福寺,
龍吟庵, 光明院, 賴久寺, 圓通寺, 龍源院, 大仙院, 金地院; 詩仙堂 is not in the set (research X4).
Every layout and every point value is provisional; a card is worth at most 15 (research Z6).
龍源院, 大仙院 and 金地院 follow the play reports' hints (research round 3 §2) and put stones
on neighbouring cells, which needs moss tiles there; the other cards can be built on gravel."""
GARDEN_INDEX = MappingProxyType({g.id: g for g in FAMOUS_GARDENS})

# --------------------------------------------------------------------------------------------
# Gardener cards (庭園大師卡)


@dataclass(frozen=True)
class Gardener:
    """A gardener card: a one-shot effect, used as the second part of a turn (with the option
    ``shigemori='counter'``, a card with a ``counter_effect`` instead answers a snatch).

    ``steps`` are done in order, each a tuple in a small vocabulary the engine reads:

    - ``("virtue", n)``: gain n virtue (up to 6);
    - ``("draw", n, keep)``: draw n tiles from any stacks; place up to ``keep`` of them, each
      at once, and discard the others free (seed: 可選擇廢棄且不扣減德行點數);
    - ``("monk",)``: move your monk to any tile of your garden;
    - ``("stone", "free")``: take any stone from the supply and place it on any tile, by the
      stone rules but ignoring the monk and your virtue (virtue unchanged);
    - ``("stone", "normal")``: you may take and place a stone by the usual rules, or stop;
    - ``("take-stored",)``: take tiles from other players' storage spaces, one at a time,
      and place each at once (you may stop); only while your garden has an empty space;
    - ``("ward",)``: until the end of your next turn, no tile you declare for placing (drawn
      or stored) can be snatched.
    """

    id: str
    name: Text
    effect: Text
    steps: tuple[tuple, ...]
    provisional: Text | None = None
    counter_effect: Text | None = None
    """With the option ``shigemori='counter'``: the card is not a part-two action but is
    played when another player snatches a tile its holder is placing; the snatch is
    cancelled (the snatcher pays no virtue) and the tile goes where its holder declared."""


_CUT = Text(
    "Only the start of this card's effect is known (a Japanese fan site's card list: move "
    "the monk to any tile of your garden, then ... cut off). The tutor lets you then take and "
    "place a stone by the usual rules, which is what the rest of that sentence suggests.",
    "此卡效果只知道開頭（日本愛好者網站的卡片清單：將禪宗僧侶移到自家庭園任一板塊，然後……原文"
    "中斷）。教學工具依這句話其餘部分的意思，之後可以依一般規則獲得並放置一顆石頭。")
_NO_EFFECT = Text(
    "The card exists (two card lists online, one English, one "
    "Japanese) but no source gives its effect. The tutor's stand-in: "
    "gain 2 virtue and move your monk to any tile.",
    "這張卡確實存在（英文與日文的兩份線上卡片清單），但沒有資料說明其效果。教學工具暫以"
    "「獲得 2 點德行並將禪宗僧侶移到任一板塊」代替。")


_KENTEI = Text(
    "The card exists (Japanese play reports name it, and a fan site's list of garden makers "
    "matches the cards) but no source gives its effect. The tutor's stand-in: draw 1 tile and "
    "place it, or discard it free.",
    "這張卡確實存在（日本玩家的遊戲心得提到它，一個愛好者網站的造園家名單也與卡片相符），但沒有"
    "資料說明其效果。教學工具暫以「抽取 1 個板塊配置，或免費廢棄」代替。")
_KANAMORI = Text(
    "A Japanese play report names the card 金森 (Kanamori) without a given name; that it is "
    "金森宗和 (Kanamori Sōwa), tea master and garden maker, is the tutor's inference. No source "
    "gives its effect. The tutor's stand-in: move your monk to any tile, then any stone on any "
    "tile.",
    "一篇日本遊戲心得只寫這張卡為「金森」；它是茶人兼造園家金森宗和，是教學工具的推論。沒有資料"
    "說明其效果。教學工具暫以「將禪宗僧侶移到任一板塊，然後任一石頭放在任一板塊」代替。")
_SHIGEMORI = Text(
    "The card exists (a Japanese news article quoted on a blog, Japanese play reports). One "
    "play report says he blocks a snatch at the decisive moment and can counter a snatch of "
    "the last tile; the card's wording and timing are not known. 004_2dd42cb4566abbba.txt "
    "makes every gardener card a part-two action (後行動 (4) 使用庭園大師卡) and gives none a "
    "reaction, so the tutor plays him as part two: until the end of your next turn, the tiles "
    "you declare for placing cannot be snatched (a snatch comes in part one, so the "
    "protection must reach into your next turn to do anything). The option "
    "`shigemori='counter'` plays him instead against a snatch, as the play report's word "
    "'counter' suggests.",
    "這張卡確實存在（一位部落客引用的日本新聞報導、日本玩家的遊戲心得）。一篇遊戲心得說他能在關鍵"
    "時刻阻止強奪，也能反制對最後一個板塊的強奪；卡片的文字與使用時機不明。"
    "004_2dd42cb4566abbba.txt 把每張庭園大師卡都當作後行動（後行動 (4) 使用庭園大師卡），沒有"
    "一張能在對方行動時打出，所以教學工具把他當作後行動：直到你下一回合結束，你宣告配置的板塊都"
    "不會被強奪（強奪發生在前行動，保護必須延續到你的下一回合才有作用）。選項 "
    "`shigemori='counter'` 則依遊戲心得的「反制」一詞，改為在板塊被強奪時打出。")


GARDENERS = (
    Gardener("muso", Text("Musō Soseki", "夢窗疏石"),
             Text("Take any stone from the temple board and place it on any tile of your "
                  "garden (the stone rules still apply; your virtue does not change).",
                  "從寺廟圖板拿取任一石頭，放在自家庭園任一板塊上（仍須遵守石頭放置規則，德行"
                  "不變）。"),
             (("stone", "free"),)),
    Gardener("zenami", Text("Zen'ami", "善阿彌"),
             Text("Draw 2 tiles and place them in your garden in any order; you may discard "
                  "either free.",
                  "抽取 2 個板塊，依任意順序配置到自家庭園；可以免費廢棄任一個。"),
             (("draw", 2, 2),)),
    Gardener("sesshu", Text("Sesshū", "雪舟"),
             Text("Draw 3 tiles, place one of them in your garden and discard the others free "
                  "(you may discard all three).",
                  "抽取 3 個板塊，配置其中 1 個到自家庭園，其餘免費廢棄（也可以全部廢棄）。"),
             (("draw", 3, 1),)),
    Gardener("rikyu", Text("Sen no Rikyū", "千利休"),
             Text("Move your monk to any tile of your garden; then you may take and place a "
                  "stone by the usual rules.",
                  "將禪宗僧侶移到自家庭園任一板塊；之後可以依一般規則獲得並放置一顆石頭。"),
             (("monk",), ("stone", "normal")), _CUT),
    Gardener("jozan", Text("Ishikawa Jōzan", "石川丈山"),
             Text("Take tiles from other players' storage spaces and place each in your garden.",
                  "從其他玩家的暫存區拿取板塊，並將每個配置到自家庭園。"),
             (("take-stored",),)),
    Gardener("enshu", Text("Kobori Enshū", "小堀遠州"),
             Text("Gain 2 virtue, then move your monk to any tile of your garden.",
                  "獲得 2 點德行，然後將禪宗僧侶移到自家庭園任一板塊。"),
             (("virtue", 2), ("monk",)), _NO_EFFECT),
    Gardener("kentei", Text("Kentei", "賢庭"),
             Text("Draw 1 tile and place it in your garden, or discard it free.",
                  "抽取 1 個板塊配置到自家庭園，或免費廢棄。"), (("draw", 1, 1),), _KENTEI),
    Gardener("kanamori", Text("Kanamori Sōwa", "金森宗和"),
             Text("Move your monk to any tile of your garden, then take any stone and place it "
                  "on any tile (the stone rules still apply).",
                  "將禪宗僧侶移到自家庭園任一板塊，然後拿取任一石頭放在任一板塊上（仍須遵守石頭"
                  "放置規則）。"),
             (("monk",), ("stone", "free")), _KANAMORI),
    Gardener("shigemori", Text("Shigemori Mirei", "重森三玲"),
             Text("Until the end of your next turn, nobody can snatch a tile you declare for "
                  "placing.",
                  "直到你下一回合結束，其他玩家都不能強奪你宣告配置的板塊。"),
             (("ward",),), _SHIGEMORI,
             counter_effect=Text(
                 "Play him when another player snatches a tile you are placing: the snatch is "
                 "cancelled (the snatcher loses no virtue) and the tile goes where you said. "
                 "He is not a part-two action.",
                 "其他玩家強奪你正在配置的板塊時打出：取消這次強奪（強奪者不損失德行），板塊"
                 "放在你宣告的位置。此卡不是後行動。")),
)
"""The 9 cards, all named (research round 3 §4): 夢窗疏石, 善阿彌, 雪舟, 千利休, 賢庭, 小堀遠州,
石川丈山, 金森宗和 (research Z1 writes only 金森) and 重森三玲. Effects of 夢窗疏石, 善阿彌, 雪舟
and 石川丈山 are known (research N1, R3, X2, Z5); 千利休's is cut off (research N1); 重森三玲
protects against a snatch (research Z1): as part two by default, as a counter with the option
``shigemori='counter'``; 賢庭's, 小堀遠州's and 金森宗和's are not found."""
GARDENER_INDEX = MappingProxyType({g.id: g for g in GARDENERS})

STEP_KINDS = ("virtue", "draw", "monk", "stone", "take-stored", "ward")
"""The effect vocabulary the engine understands (see :class:`Gardener`)."""
COUNTER_CARDS = frozenset(g.id for g in GARDENERS if g.counter_effect is not None)
"""The cards that, with the option ``shigemori='counter'``, are played against a snatch
instead of as part two (重森三玲)."""


def gardener_effect(card: str, shigemori: str = "part-two") -> Text:
    """What gardener card ``card`` does under the option ``shigemori`` (``'part-two'`` or
    ``'counter'``)."""
    g = GARDENER_INDEX[card]
    if shigemori == "counter" and g.counter_effect is not None:
        return g.counter_effect
    return g.effect

# --------------------------------------------------------------------------------------------
# Every provisional item, for tooltips, lessons and the rule registry


@dataclass(frozen=True)
class ProvisionalItem:
    """One entry of :data:`PROVISIONAL`."""

    kind: str
    """``tile``, ``arrangement``, ``famous-garden``, ``gardener`` or ``card-symbol``."""
    id: str
    name: Text
    reason: Text


PROVISIONAL = tuple(
    [ProvisionalItem("tile", d.id, d.name, d.provisional) for d in DESIGNS if d.provisional]
    + [ProvisionalItem("arrangement", a.letter, a.name, a.provisional)
       for a in ARRANGEMENTS if a.provisional]
    + [ProvisionalItem("famous-garden", g.id, g.name, g.provisional)
       for g in FAMOUS_GARDENS if g.provisional]
    + [ProvisionalItem("gardener", g.id, g.name, g.provisional)
       for g in GARDENERS if g.provisional]
    + [ProvisionalItem("card-symbol", symbol, meaning, SYMBOLS_REASON)
       for symbol, meaning in CARD_SYMBOLS.items()]
)
"""Every data item that is the tutor's stand-in for a printed one, or an inference about one
(the letters of arrangements A to E, the card symbols), with the reason."""
