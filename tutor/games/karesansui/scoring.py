"""Karesansui scoring: the seed's nine items, for one garden and for the score sheet.

(1) the largest rectangle of gravel tiles, 1 point per tile; (2) moss tiles, 2 each;
(3) symmetric rows, 5 each; (4) whirlpools, 2 per tile of a full circle and 1 per tile of a
half circle, nothing for circles with moss; (5) joined ripples, +7 when all 22 seams of a
complete garden join, else -2 per broken seam; (6) stone kinds, 2 each; (7) stone
arrangements A to F with the seed's overlap rules; (8) the famous-garden card; (9) virtue,
1 point each. Ties share the win.

:func:`analyse` returns a :class:`GardenScore` that says not only how many points each item
gives but where they lie (the rectangle, each circle, each broken seam, each symmetric row,
each arrangement with its stones): the board and the garden studio draw them.

>>> from tutor.games.karesansui.scoring import analyse, garden_from_text
>>> g = garden_from_text("G01 G01 G01 G01 . / G01 G01 G01 G01 . / . . . . .")
>>> a = analyse(g.tiles, g.stones)
>>> a.points["gravel"], a.rectangle
(8, (0, 0, 2, 4))
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...core.lang import Text
from ...core.scores import Category, ScoreSheet
from . import data
from .data import (
    ARRANGEMENTS,
    COLS,
    GARDEN_INDEX,
    ORIENTED,
    ROWS,
    SEAMS,
    STONE_INDEX,
    STONE_KINDS,
    SYMBOL_KINDS,
)

if TYPE_CHECKING:
    from .state import KaresansuiState

CATEGORIES = (
    Category("gravel", Text("gravel rectangle", "砂礫板塊"), "karesansui.score.gravel"),
    Category("moss", Text("moss tiles", "苔蘚板塊"), "karesansui.score.moss"),
    Category("symmetry", Text("symmetric rows", "對稱板塊"), "karesansui.score.symmetry"),
    Category("whirlpools", Text("whirlpools", "漩渦砂紋"), "karesansui.score.whirlpools"),
    Category("ripples", Text("joined ripples", "連結砂紋"), "karesansui.score.ripples"),
    Category("stone_kinds", Text("kinds of stone", "石頭種類"), "karesansui.score.stone-kinds"),
    Category("arrangements", Text("stone arrangements", "石頭擺放"),
             "karesansui.score.arrangements"),
    Category("famous_garden", Text("famous garden", "名庭園"), "karesansui.score.famous-garden"),
    Category("virtue", Text("virtue", "德行"), "karesansui.score.virtue"),
)
"""The nine items of the seed's scoring, in its order, each with the rule that scores it."""

RECTANGLE_POINTS = 1
MOSS_POINTS = 2
SYMMETRY_POINTS = 5
FULL_CIRCLE_POINTS = 2
HALF_CIRCLE_POINTS = 1
ALL_JOINED_POINTS = 7
BROKEN_SEAM_POINTS = -2
STONE_KIND_POINTS = 2
VIRTUE_POINTS = 1
"""Points of the seed's items (1) to (6) and (9)."""

DEFAULT_OPTIONS = {"boat_bonus": 5, "symmetry_middle": "any"}
"""The scoring options' defaults (the game's options of the same names)."""


@dataclass(frozen=True)
class Circle:
    """A whirlpool: a full or half circle of ripples over some tiles."""

    full: bool
    cells: tuple[int, ...]
    centre: tuple[float, float]
    """Its centre in tile units (x right, y down, from the garden's top-left corner)."""
    radius: float
    """Its radius in tile units (tile height = 2)."""
    points: int
    """0 when a moss tile takes part (seed: circles of moss tiles score nothing)."""
    opening: str = ""
    """For a half circle, the side its curve bulges to: ``up``, ``down``, ``left``, ``right``."""


@dataclass(frozen=True)
class Hit:
    """One stone arrangement found in a garden."""

    letter: str
    cells: tuple[int, ...]
    points: int
    counted: bool
    """False when the overlap rules leave it out."""


@dataclass(frozen=True)
class CardCheck:
    """A famous-garden card checked against a garden."""

    id: str
    met: bool
    missing: tuple[str, ...]
    """Cells of the card where the stone asked for is not there."""
    points: int
    counted: bool


@dataclass(frozen=True)
class GardenScore:
    """Everything the scoring finds in one garden."""

    points: dict[str, int]
    rectangle: tuple[int, int, int, int] | None
    """(row, column, height, width) of the largest gravel rectangle (None: no gravel)."""
    moss_cells: tuple[int, ...]
    symmetric_rows: tuple[int, ...]
    circles: tuple[Circle, ...]
    broken: tuple[tuple[int, int], ...]
    """Seams (cell, cell) between laid tiles whose ripples do not join."""
    joined: tuple[tuple[int, int], ...]
    complete: bool
    kinds: tuple[str, ...]
    hits: tuple[Hit, ...]
    cards: tuple[CardCheck, ...]

    @property
    def total(self) -> int:
        return sum(self.points.values())


@dataclass(frozen=True)
class Garden:
    """A garden as data: 15 tiles (oriented tile index or -1) and 15 stones (kind or -1)."""

    tiles: tuple[int, ...]
    stones: tuple[int, ...]


def garden_from_text(text: str) -> Garden:
    """A garden written row by row: cells separated by spaces, rows by ``/``; a cell is
    ``.`` (empty) or a design id, ``'`` when turned, then ``+kind`` for a stone.

    >>> g = garden_from_text("G09 G08+flat . . . / . . . . . / . . . . .")
    >>> g.tiles[:3], g.stones[:3]
    ((16, 14, -1), (-1, 0, -1))

    Raises:
        ValueError: not 3 rows of 5 cells, an unknown design or stone kind.
    """
    rows = [r.split() for r in text.split("/")]
    if len(rows) != ROWS or any(len(r) != COLS for r in rows):
        raise ValueError(f"a garden is {ROWS} rows of {COLS} cells separated by '/': {text!r}")
    tiles, stones = [], []
    for cell in (c for r in rows for c in r):
        tile, _, stone = cell.partition("+")
        if tile == ".":
            tiles.append(-1)
        else:
            turned = tile.endswith("'")
            name = tile.rstrip("'")
            if name not in data.DESIGN_INDEX:
                raise ValueError(f"unknown tile design {name!r} in {text!r}")
            tiles.append(data.oriented_index(name, turned))
        if stone and stone not in STONE_INDEX:
            raise ValueError(f"unknown stone kind {stone!r} in {text!r}")
        stones.append(STONE_INDEX[stone] if stone else -1)
    return Garden(tuple(tiles), tuple(stones))


# -- precomputed tables ------------------------------------------------------------------------

_MOSS = tuple(o.moss for o in ORIENTED)
_LOOKS: dict[tuple, int] = {}
for _o in ORIENTED:
    _LOOKS.setdefault(_o.look, len(_LOOKS))
    _LOOKS.setdefault(_o.mirror_look, len(_LOOKS))
_LOOK = tuple(_LOOKS[o.look] for o in ORIENTED)
_MIRROR = tuple(_LOOKS[o.mirror_look] for o in ORIENTED)
_JOIN_H = frozenset((a, b) for a, oa in enumerate(ORIENTED) for b, ob in enumerate(ORIENTED)
                    if oa.edges[1] == ob.edges[3])
_JOIN_V = frozenset((a, b) for a, oa in enumerate(ORIENTED) for b, ob in enumerate(ORIENTED)
                    if oa.edges[2] == ob.edges[0])
_SEAMS = tuple((a, b, _JOIN_H if kind == "h" else _JOIN_V) for a, b, kind in SEAMS)


def joins(left_or_top: int, right_or_bottom: int, kind: str) -> bool:
    """Whether two oriented tiles join across a seam (``kind`` 'h': side by side, 'v': one
    above the other)."""
    table = _JOIN_H if kind == "h" else _JOIN_V
    return (left_or_top, right_or_bottom) in table


def _rectangles() -> tuple[tuple[int, int, tuple[int, int, int, int]], ...]:
    out = []
    for h in range(1, ROWS + 1):
        for w in range(1, COLS + 1):
            for r in range(ROWS - h + 1):
                for c in range(COLS - w + 1):
                    mask = 0
                    for dr in range(h):
                        for dc in range(w):
                            mask |= 1 << ((r + dr) * COLS + c + dc)
                    out.append((mask, h * w, (r, c, h, w)))
    out.sort(key=lambda x: (-x[1], x[2]))
    return tuple(out)


_RECTS = _rectangles()
"""Every rectangle of the board as (cell mask, area, (row, col, height, width)), largest
first."""

_QUAD = ((-1, -1, "br"), (-1, 0, "bl"), (0, -1, "tr"), (0, 0, "tl"))
"""Around a grid point (i, j): the cells (i + dr, j + dc) and the corner of each that lies on
the point: top-left, top-right, bottom-left, bottom-right."""
_ADJACENT_PAIRS = {(0, 1): "up", (2, 3): "down", (0, 2): "left", (1, 3): "right"}
"""Two quarter arcs of the four that make a half circle, and where the half circle bulges."""


def _arc_table() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """For each oriented tile: the sizes of arc at each corner, as a 4-tuple over _QUAD order
    of corners (br, bl, tr, tl) of sets, flattened to tuples."""
    table = []
    for o in ORIENTED:
        per = []
        for _, _, corner in _QUAD:
            per.append(tuple(sorted(a.size for a in o.arcs if a.corner == corner)))
        table.append(tuple(per))
    return tuple(table)


_ARCS = _arc_table()
_HAS_ARCS = tuple(bool(o.arcs) for o in ORIENTED)
_HALF = tuple(o.half for o in ORIENTED)
_POINTS = tuple(
    (i, j, tuple((i + dr) * COLS + (j + dc) if 0 <= i + dr < ROWS and 0 <= j + dc < COLS
                 else -1 for dr, dc, _ in _QUAD))
    for i in range(ROWS + 1) for j in range(COLS + 1)
)
"""Each grid point (i, j) with the four cells around it (-1 off the board)."""


# -- the nine items ---------------------------------------------------------------------------


def largest_rectangle(tiles: tuple[int, ...]) -> tuple[int, tuple[int, int, int, int] | None]:
    """The area and place of the largest rectangle made only of gravel tiles."""
    gravel = 0
    for i, t in enumerate(tiles):
        if t >= 0 and not _MOSS[t]:
            gravel |= 1 << i
    if not gravel:
        return 0, None
    for mask, area, rect in _RECTS:
        if mask & gravel == mask:
            return area, rect
    return 0, None  # pragma: no cover - a single gravel tile is a rectangle


def symmetric_rows(tiles: tuple[int, ...], middle: str = "any") -> tuple[int, ...]:
    """The rows whose 5 tiles are left-right symmetric: the outer pairs mirror each other
    and the middle tile is any tile (``middle='symmetric'``: it must be symmetric in
    itself)."""
    out = []
    for r in range(ROWS):
        row = tiles[r * COLS:(r + 1) * COLS]
        if min(row) < 0:
            continue
        if _MIRROR[row[0]] != _LOOK[row[4]] or _MIRROR[row[1]] != _LOOK[row[3]]:
            continue
        if middle == "symmetric" and _MIRROR[row[2]] != _LOOK[row[2]]:
            continue
        out.append(r)
    return tuple(out)


def whirlpools(tiles: tuple[int, ...]) -> tuple[Circle, ...]:
    """Every full and half circle in the garden (see rule karesansui.score.whirlpool-shapes)."""
    out: list[Circle] = []
    for i, j, quad in _POINTS:
        found: dict[str, list[int]] = {}
        for k, cell in enumerate(quad):
            if cell < 0:
                continue
            t = tiles[cell]
            if t < 0 or not _HAS_ARCS[t]:
                continue
            for size in _ARCS[t][k]:
                found.setdefault(size, []).append(k)
        for size, ks in sorted(found.items()):
            radius = data.SIZE_RADIUS[size]
            centre = (j * data.TILE_W, i * data.TILE_H)
            if len(ks) == 4:
                cells = quad
                full, opening = True, ""
            elif len(ks) == 2 and (ks[0], ks[1]) in _ADJACENT_PAIRS:
                cells = tuple(quad[k] for k in ks)
                full, opening = False, _ADJACENT_PAIRS[(ks[0], ks[1])]
            else:
                continue
            out.append(_circle(full, tuple(sorted(cells)), centre, radius, tiles, opening))
    for cell, t in enumerate(tiles):
        if t < 0 or _HALF[t] is None:
            continue
        r, c = divmod(cell, COLS)
        x = (c + 0.5) * data.TILE_W
        if _HALF[t] == "bottom":
            below = cell + COLS
            if r + 1 < ROWS and tiles[below] >= 0 and _HALF[tiles[below]] == "top":
                out.append(_circle(True, (cell, below), (x, (r + 1) * data.TILE_H),
                                   data.HALF_R, tiles, ""))
            else:
                out.append(_circle(False, (cell,), (x, (r + 1) * data.TILE_H), data.HALF_R,
                                   tiles, "up"))
        else:
            above = cell - COLS
            if not (r > 0 and tiles[above] >= 0 and _HALF[tiles[above]] == "bottom"):
                out.append(_circle(False, (cell,), (x, r * data.TILE_H), data.HALF_R, tiles,
                                   "down"))
    return tuple(out)


def _circle(full: bool, cells: tuple[int, ...], centre: tuple[float, float], radius: float,
            tiles: tuple[int, ...], opening: str) -> Circle:
    mossy = any(_MOSS[tiles[c]] for c in cells)
    per = FULL_CIRCLE_POINTS if full else HALF_CIRCLE_POINTS
    return Circle(full, cells, centre, radius, 0 if mossy else per * len(cells), opening)


def seams(tiles: tuple[int, ...]) -> tuple[tuple[tuple[int, int], ...],
                                           tuple[tuple[int, int], ...]]:
    """The seams between laid tiles: (joined, broken), each a tuple of (cell, cell)."""
    joined, broken = [], []
    for a, b, table in _SEAMS:
        ta, tb = tiles[a], tiles[b]
        if ta < 0 or tb < 0:
            continue
        (joined if (ta, tb) in table else broken).append((a, b))
    return tuple(joined), tuple(broken)


def arrangement_hits(stones: tuple[int, ...], boat_bonus: int = 5,
                     moss: frozenset[int] = frozenset()) -> tuple[Hit, ...]:
    """Every stone arrangement A to F in the garden (``moss``: the cells holding moss tiles),
    with the overlap rules applied: within a group (A and B) the stone-disjoint choice of
    most points counts; an arrangement that scores once counts its first instance only."""
    found: list[tuple[Any, tuple[int, ...], int]] = []
    for arr in ARRANGEMENTS:
        points = boat_bonus if arr.option == "boat_bonus" else arr.points
        for cells in _instances(arr, stones, moss):
            found.append((arr, cells, points))
    grouped = [k for k, (arr, _, _) in enumerate(found) if arr.group]
    chosen = set(_best_disjoint([(found[k][1], found[k][2]) for k in grouped]))
    counted_once: set[str] = set()
    hits = []
    for k, (arr, cells, points) in enumerate(found):
        if arr.group:
            counted = grouped.index(k) in chosen
        elif arr.once:
            counted = arr.letter not in counted_once
            counted_once.add(arr.letter)
        else:
            counted = True
        hits.append(Hit(arr.letter, cells, points, counted))
    return tuple(hits)


def _instances(arr: data.Arrangement, stones: tuple[int, ...],
               moss: frozenset[int]) -> list[tuple[int, ...]]:
    kinds = {STONE_INDEX[k] for k in arr.kinds} if arr.kinds else None
    out: list[tuple[int, ...]] = []
    if arr.pattern == "shape":
        seen = set()
        for shape in arr.shapes:
            h = max(dr for dr, _ in shape) + 1
            w = max(dc for _, dc in shape) + 1
            for r in range(ROWS - h + 1):
                for c in range(COLS - w + 1):
                    cells = tuple(sorted((r + dr) * COLS + c + dc for dr, dc in shape))
                    if cells in seen or any(stones[x] < 0 for x in cells):
                        continue
                    if kinds is not None and any(stones[x] not in kinds for x in cells):
                        continue
                    if arr.moss and any(x not in moss for x in cells):
                        continue
                    if arr.empty_box and any(
                            stones[(r + dr) * COLS + c + dc] >= 0
                            and (r + dr) * COLS + c + dc not in cells
                            for dr in range(h) for dc in range(w)):
                        continue
                    seen.add(cells)
                    out.append(cells)
    elif arr.pattern == "row":
        cells = tuple(arr.row * COLS + c for c in range(COLS)
                      if stones[arr.row * COLS + c] >= 0
                      and (kinds is None or stones[arr.row * COLS + c] in kinds))
        if len(cells) >= arr.count:
            out.append(cells)
    elif arr.pattern == "sequence":
        want = [STONE_INDEX[k] for k in arr.kinds]
        for r in range(ROWS):
            picked: list[int] = []
            for c in range(COLS):
                if len(picked) < len(want) and stones[r * COLS + c] == want[len(picked)]:
                    picked.append(r * COLS + c)
            if len(picked) == len(want):
                out.append(tuple(picked))
    else:  # pragma: no cover - data is checked by tests
        raise ValueError(f"unknown arrangement pattern {arr.pattern!r}")
    return out


def _best_disjoint(items: list[tuple[tuple[int, ...], int]]) -> list[int]:
    """Indices of a set of items with pairwise disjoint cells and the most points (the first
    such set in item order on ties)."""
    masks = [sum(1 << c for c in cells) for cells, _ in items]
    memo: dict[tuple[int, int], tuple[int, tuple[int, ...]]] = {}

    def best(k: int, used: int) -> tuple[int, tuple[int, ...]]:
        if k == len(items):
            return 0, ()
        key = (k, used)
        if key not in memo:
            skip = best(k + 1, used)
            result = skip
            if not masks[k] & used:
                value, rest = best(k + 1, used | masks[k])
                if value + items[k][1] >= skip[0]:
                    result = (value + items[k][1], (k,) + rest)
            memo[key] = result
        return memo[key]

    return list(best(0, 0)[1])


def check_card(card_id: str, stones: tuple[int, ...]) -> CardCheck:
    """Whether the stones stand where famous-garden card ``card_id`` shows them."""
    card = GARDEN_INDEX[card_id]
    missing = []
    for cell, symbol in card.stones:
        kind = stones[data.cell_index(cell)]
        if kind < 0 or STONE_KINDS[kind].id not in SYMBOL_KINDS[symbol]:
            missing.append(cell)
    met = not missing
    return CardCheck(card_id, met, tuple(missing), card.points if met else 0, False)


@lru_cache(maxsize=32768)
def analyse(tiles: tuple[int, ...], stones: tuple[int, ...], cards: tuple[str, ...] = (),
            virtue: int = 0, boat_bonus: int = 5, symmetry_middle: str = "any"
            ) -> GardenScore:
    """Score one garden: ``tiles`` and ``stones`` (15 each, see :class:`Garden`), the
    famous-garden cards it may score (one of them at most) and its owner's virtue.

    >>> g = garden_from_text("G09 G08 . . . / . . . . . / . . . . .")
    >>> a = analyse(g.tiles, g.stones)
    >>> a.points["whirlpools"], [(c.full, c.cells, c.points) for c in a.circles]
    (2, [(False, (0, 1), 2)])
    """
    area, rect = largest_rectangle(tiles)
    moss_cells = tuple(i for i, t in enumerate(tiles) if t >= 0 and _MOSS[t])
    rows = symmetric_rows(tiles, symmetry_middle)
    circles = whirlpools(tiles)
    joined, broken = seams(tiles)
    complete = min(tiles) >= 0
    if broken:
        ripple = BROKEN_SEAM_POINTS * len(broken)
    else:
        ripple = ALL_JOINED_POINTS if complete else 0
    kinds = tuple(k.id for i, k in enumerate(STONE_KINDS) if i in stones)
    hits = arrangement_hits(stones, boat_bonus, frozenset(moss_cells))
    checks = [check_card(c, stones) for c in cards]
    best = max(range(len(checks)), key=lambda k: checks[k].points, default=None)
    if best is not None and checks[best].met:
        c = checks[best]
        checks[best] = CardCheck(c.id, c.met, c.missing, c.points, True)
    points = {
        "gravel": RECTANGLE_POINTS * area,
        "moss": MOSS_POINTS * len(moss_cells),
        "symmetry": SYMMETRY_POINTS * len(rows),
        "whirlpools": sum(c.points for c in circles),
        "ripples": ripple,
        "stone_kinds": STONE_KIND_POINTS * len(kinds),
        "arrangements": sum(h.points for h in hits if h.counted),
        "famous_garden": sum(c.points for c in checks if c.counted),
        "virtue": VIRTUE_POINTS * virtue,
    }
    return GardenScore(points, rect, moss_cells, rows, circles, broken, joined, complete,
                       kinds, hits, tuple(checks))


def garden_score(state: KaresansuiState, seat: int) -> GardenScore:
    """The analysis of player ``seat``'s garden in ``state`` (teacher's view: their card is
    checked whether or not the viewer may see it)."""
    o = state.opts
    return analyse(state.gardens[seat], state.stones[seat], state.scoring_cards(seat),
                   state.virtue[seat], o["boat_bonus"], o["symmetry_middle"])


def score_sheet(state: KaresansuiState) -> ScoreSheet:
    """The score sheet of ``state`` (running until the game is over)."""
    points = tuple(dict(garden_score(state, p).points) for p in range(state.n))
    totals = [sum(p.values()) for p in points]
    best = max(totals)
    winners = tuple(p for p, t in enumerate(totals) if t == best)
    tiebreak = "karesansui.score.ties-shared" if len(winners) > 1 else None
    names = tuple(name for _, name in data.SEATS[:state.n])  # both languages
    return ScoreSheet(names, CATEGORIES, points, state.phase == "over",
                      winners, tiebreak)
