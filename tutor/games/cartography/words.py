"""Cartography in words: tiles, places on the map and moves as a child reads them.

Notation is the engine's exact language (``tile C2 at (0,1) rot 120``, ``stone at
(1,1)b``): saves, codes, tests and the teacher's log. Everything a learner reads names a
tile by its walls and a place by where it lies from the start hexagon, the one landmark
that never moves:

- a tile type by its walls (:func:`tile_name`): 「切角板塊」, "corner tile" (a wall cuts off
  one corner); the supply prints the short form under each tile (:func:`tile_label`, 「切角」);
- how a tile is turned by where its wall goes (:func:`turned`): 「切掉上角」, "the top
  corner cut off" (never degrees);
- an empty slot by its direction from the hexagon (:func:`slot_place`): 「六邊形下方」,
  "below the hexagon", 「六邊形右上方較遠處」 further out;
- a tile on the map (:func:`tile_at`): one of the hexagon by its place in it (「六邊形左上
  那塊」), any other by its walls and place (「六邊形下方的空白板塊」);
- a region (:func:`region_words`): the tile, with the part of it the region is when the
  tile has several (「…的左半」, 「…的上角」, a corner tile's 「小角」 and 「大塊」).

Words point the way; the board shows the place (the last move, a hint and the bot's best
moves are highlighted, a task's places carry numbered markers). Two moves far apart in the
same direction may read alike; the moves of one slot or one tile never do.

>>> from tutor.games import cartography
>>> s = cartography.new_game().apply("tile C2 at (0,1) rot 0")
>>> s.words_for("stone at (0,1)b", lang="zh-Hant")
'在六邊形下方切角板塊的小角放一顆棋子'
>>> s.words_for("stone at (-1,-1)a", lang="en")
"place a stone on the hexagon's upper-left tile"
>>> print(tile_label("C3", "zh-Hant"), tile_name("C3")["en"])
三岔 three-way tile
"""

from __future__ import annotations

import math
from functools import cache
from typing import TYPE_CHECKING

from ...core.lang import Text
from .data import START_SLOTS, TILE_INDEX, TILE_TYPES
from .glossary import TERMS

if TYPE_CHECKING:
    from .state import CartographyState

Slot = tuple[int, int]

# -- tiles ------------------------------------------------------------------------------------


def tile_name(name: str) -> Text:
    """A tile type by its walls, as a sentence names it: 「切角板塊」, "corner tile" (the
    glossary's ``tile-<type>`` terms).

    Raises:
        KeyError: no such tile type.
    """
    return TERMS[f"tile-{name}"]


def tile_label(name: str, lang: str) -> str:
    """A tile type's short name, as the supply prints it under the tile: 「切角」, "corner"
    (the glossary's ``shape-<type>`` terms)."""
    return TERMS[f"shape-{name}"][lang]


# Where a tile's corners and sides lie on the screen: slot vertex k and slot edge k (edge k
# runs from vertex k to vertex k+1) of a triangle pointing up, then of one pointing down
# (the geometry of :mod:`.render`).
_CORNERS = {
    True: (Text("lower-right", "右下"), Text("lower-left", "左下"), Text("top", "上")),
    False: (Text("upper-left", "左上"), Text("upper-right", "右上"), Text("bottom", "下")),
}
_SIDES = {
    True: (Text("bottom", "下"), Text("left", "左"), Text("right", "右")),
    False: (Text("top", "上"), Text("right", "右"), Text("left", "左")),
}


def is_up(slot: Slot) -> bool:
    """A slot's triangle points up when its column and row add up to an even number."""
    return (slot[0] + slot[1]) % 2 == 0


def turned(name: str, rot: int, slot: Slot) -> Text | None:
    """How a tile of type ``name`` turned by ``rot`` lies in ``slot``, by where its walls go
    (「切掉上角」, "the top corner cut off"); None for a tile that looks the same turned."""
    up, q = is_up(slot), rot // 120
    if name == "O2":  # the stub meets tile edge 0
        side = _SIDES[up][q % 3]
        return Text(f"its short wall on the {side.en} side", f"短牆在{side.zh}邊")
    if name == "O1":  # stubs on edges 1 and 2: edge 0 is open
        side = _SIDES[up][q % 3]
        return Text(f"open on the {side.en} side", f"沒有牆的是{side.zh}邊")
    if name == "C1":  # the wall runs from the middle of edge 0 to vertex 2
        side = _SIDES[up][q % 3]
        return Text(f"its wall starting on the {side.en} side", f"牆從{side.zh}邊開始")
    if name == "C2":  # the wall cuts off the corner at vertex 2
        corner = _CORNERS[up][(2 + q) % 3]
        return Text(f"the {corner.en} corner cut off", f"切掉{corner.zh}角")
    return None


def tile_words(name: str, slot: Slot, rot: int) -> Text:
    """Laying a tile, in words: its walls, where it goes, how it is turned: 「在六邊形下方
    放一個切角板塊，切掉上角」, "lay a corner tile below the hexagon, the top corner cut
    off"."""
    tile, where, how = tile_name(name), slot_place(slot), turned(name, rot, slot)
    return Text(f"lay a {tile.en} {where.en}" + (f", {how.en}" if how else ""),
                f"在{where.zh}放一個{tile.zh}" + (f"，{how.zh}" if how else ""))


# -- places -----------------------------------------------------------------------------------

_DIRECTIONS = (
    Text("to the right of", "右邊"), Text("to the lower right of", "右下方"),
    Text("below", "下方"), Text("to the lower left of", "左下方"),
    Text("to the left of", "左邊"), Text("to the upper left of", "左上方"),
    Text("above", "上方"), Text("to the upper right of", "右上方"),
)
"""The eight directions from the hexagon, clockwise from the right (the screen's y grows
downwards)."""

_IN_HEXAGON = {
    (-1, -1): Text("upper-left", "左上"), (0, -1): Text("top", "頂端"),
    (1, -1): Text("upper-right", "右上"), (-1, 0): Text("lower-left", "左下"),
    (0, 0): Text("bottom", "底部"), (1, 0): Text("lower-right", "右下"),
}
"""The six tiles of the start hexagon by their place in it."""
assert set(_IN_HEXAGON) == set(START_SLOTS)

FAR = 1.6
"""A slot whose centre lies further than this many tile sides from the hexagon's centre is
"further out" (the ring of slots around the hexagon lies at 1.15 to 1.53)."""

_HEIGHT = math.sqrt(3) / 2


def centre(slot: Slot) -> tuple[float, float]:
    """The centre of a slot's triangle, in tile sides, from the hexagon's centre (the screen's
    y grows downwards)."""
    c, r = slot
    return c / 2, (r + (2 / 3 if is_up(slot) else 1 / 3)) * _HEIGHT


@cache
def slot_place(slot: Slot) -> Text:
    """Where ``slot`` lies, as an adverb: its direction from the start hexagon (「六邊形
    下方」, "below the hexagon"), 「較遠處」 / "further out" past the ring around it; a slot
    of the hexagon itself by its place in it (「六邊形左上那塊」 / "the hexagon's upper-left
    tile")."""
    slot = (int(slot[0]), int(slot[1]))
    if slot in _IN_HEXAGON:
        part = _IN_HEXAGON[slot]
        return Text(f"on the hexagon's {part.en} tile", f"六邊形{part.zh}那塊")
    x, y = centre(slot)
    way = _DIRECTIONS[round(math.degrees(math.atan2(y, x)) / 45) % 8]
    far = math.hypot(x, y) > FAR
    return Text(("further out " if far else "") + f"{way.en} the hexagon",
                f"六邊形{way.zh}" + ("較遠處" if far else ""))


def tile_at(state: CartographyState, slot: Slot, owner: bool = False) -> Text:
    """The tile in ``slot``, as a noun: a tile of the hexagon by its place in it (「六邊形
    左上那塊」, "the hexagon's upper-left tile"), any other by its walls and place (「六邊形
    下方的空白板塊」, "the plain tile below the hexagon"). ``owner``: the Chinese as the
    owner of what follows (「六邊形下方切角板塊」 before 「的小角」)."""
    if slot in _IN_HEXAGON:
        part = _IN_HEXAGON[slot]
        return Text(f"the hexagon's {part.en} tile", f"六邊形{part.zh}那塊")
    placed = state.tiles.get(slot)
    where = slot_place(slot)
    if placed is None:
        return Text(f"the empty slot {where.en}", f"{where.zh}的空位")
    tile = tile_name(TILE_TYPES[placed[0]].name)
    return Text(f"the {tile.en} {where.en}", where.zh + ("" if owner else "的") + tile.zh)


def part_of_tile(name: str, rot: int, slot: Slot, local: int) -> Text | None:
    """Which part of its tile region ``local`` (0 for a, 1 for b...) is, when the tile has
    several: a half by its side (「左半」, "left half"), a corner by where it points (「上角」,
    "top corner"), a corner tile's small corner and large part (「小角」, 「大塊」); None for
    a tile of one region."""
    up, q = is_up(slot), rot // 120
    if name == "C2":  # region b is the corner the wall cuts off
        return Text("small corner", "小角") if local == 1 else Text("large part", "大塊")
    if name == "C3":  # region i lies in the corner at tile vertex i
        corner = _CORNERS[up][(local + q) % 3]
        return Text(f"{corner.en} corner", f"{corner.zh}角")
    if name == "C1":  # region i is the half holding tile vertex i: named by its side
        return _half(up, q, local)
    return None


def _half(up: bool, q: int, local: int) -> Text:
    """The half of a tile split in two (C1) that holds tile vertex ``local``: by the side of
    the wall it lies on, left or right (a wall across, top or bottom)."""
    from .render import _frame  # the board's geometry (render imports this module later)

    frame = _frame(up, 1.0)
    dot = TILE_TYPES[TILE_INDEX["C1"]].dots[local]
    placed = [frame[(k + q) % 3] for k in range(3)]
    x = sum(w * p[0] for w, p in zip(dot, placed, strict=True))
    y = sum(w * p[1] for w, p in zip(dot, placed, strict=True))
    cx = sum(p[0] for p in frame) / 3
    cy = sum(p[1] for p in frame) / 3
    if abs(x - cx) >= abs(y - cy):
        return Text("left half", "左半") if x < cx else Text("right half", "右半")
    return Text("upper half", "上半") if y < cy else Text("lower half", "下半")


def region_words(state: CartographyState, slot: Slot, letter: str) -> Text:
    """Region ``letter`` of the tile in ``slot``, as a noun: the tile (:func:`tile_at`) and
    the part of it the region is, when it has several (「六邊形下方切角板塊的小角」, "the
    small corner of the corner tile below the hexagon"). A region the map does not have is
    named by its place (「…的空位」), or by its tile with why."""
    tile = tile_at(state, slot)
    placed = state.tiles.get(slot)
    if placed is None:  # the empty slot there
        return tile
    t, rot = placed
    local = "abc".find(letter)
    if not 0 <= local < TILE_TYPES[t].regions:
        return Text(f"{tile.en} (it has no such region)", f"{tile.zh}（它沒有這個區域）")
    part = part_of_tile(TILE_TYPES[t].name, rot, slot, local)
    if part is None:
        return tile
    return Text(f"the {part.en} of {tile.en}", f"{tile_at(state, slot, owner=True).zh}的{part.zh}")


def stone_words(state: CartographyState, slot: Slot, letter: str) -> Text:
    """Placing a stone, in words: 「在六邊形左上那塊放一顆棋子」, "place a stone on the
    hexagon's upper-left tile"."""
    region = region_words(state, slot, letter)
    return Text(f"place a stone on {region.en}", f"在{region.zh}放一顆棋子")
