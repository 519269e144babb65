"""Cartography pictures: the SVG board and the compact text board.

The SVG shows the map (tiles, walls, regions, stones, the empty slots where it can grow), a
panel with the players, the running score sheet and the tile supply, and a caption saying
whose turn it is. It is built like python-chess's ``chess/svg.py``: geometry in named
constants, the stones (drawn as castles, each seat with its own emblem: a ring for Blue, a
triangle for Orange, so that they differ by more than colour) from the symbol sheet
``svg/cartography.svg`` placed with ``<use>``,
a semantic class list on every element and colours keyed by those classes in one dict,
emitted as a ``<style>`` so the picture looks right standalone and in the widget.

Clicking. In the stone step every region carries ``data-action="stone at (c,r)a"``, with
class ``legal`` or ``illegal`` (a learner clicks an illegal one to be told which rule
forbids it), and the pass button carries ``pass`` or ``no stone``. The tile step takes two
clicks: a supply tile (``data-target="type-C2"``) or the rotate button
(``data-target="rotate"``) changes the *selection*, which :func:`select` computes; then
every empty slot shows the selected tile turned as selected, with
``data-action="tile C2 at (c,r) rot 120"`` and class ``slot legal`` or ``slot illegal``.

Slot geometry: triangle (c, r) points up when c + r is even; its centre line is x = c·S/2
and it spans y = r·H to (r+1)·H, with S the tile side and H = S·√3/2. Vertices run
clockwise on screen: V0 bottom-right, V1 bottom-left, V2 apex for an up triangle; V0
top-left, V1 top-right, V2 bottom apex for a down one. A tile turned by ``rot`` puts its
vertex k on slot vertex (k + rot/120) mod 3.

>>> from tutor.games import cartography
>>> from tutor.games.cartography.render import render
>>> s = cartography.new_game()
>>> svg = render(s, selection={"tile": "O2", "rot": 120})
>>> 'data-action="tile O2 at (0,1) rot 120"' in svg
True
>>> s.render()  # doctest: +SKIP
'<svg ...'
>>> cartography.GAME.select(s, {"tile": "O2", "rot": 120}, "rotate")
{'tile': 'O2', 'rot': 240}
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from ...core.lang import check_lang
from ...core.printing import Focus
from ...core.svg import (
    Board,
    SvgText,
    cite,
    fmt,
    font_css,
    hint_list,
    illegal_text,
    num,
    state_prefix,
)
from .data import PLAYER_NAMES, REGION_LETTERS, TILE_INDEX, TILE_TYPES, Bary
from .glossary import TERMS
from .rules import RULES
from .state import CartographyAction, PassAction, StoneAction, TileAction
from .words import region_words, slot_place, tile_at, tile_label, tile_name, turned

if TYPE_CHECKING:
    from .state import CartographyState

Point = tuple[float, float]

# -- geometry (px) ------------------------------------------------------------------------

TILE_SIDE = 72
"""Side S of a map triangle."""
TILE_HEIGHT = TILE_SIDE * math.sqrt(3) / 2
"""Height H of a map triangle (one row of the map)."""
MARGIN = 16
"""Space around the whole picture."""
CAPTION_HEIGHT = 46
"""The band at the top holding the status caption."""
LAST_HEIGHT = 24
"""The line under the caption saying what the last move was (when there was one)."""
MAP_PAD = 22
"""Space between the outermost slots and the edge of the map frame."""
MAP_WIDTH = 520
"""The map frame's width (it is as high as the panel beside it): the map is scaled to
fill it (:data:`MAX_ZOOM`), and the frame grows only for a map that would have to shrink
below :data:`MIN_ZOOM`."""
MAX_ZOOM = 1.6
"""The most a small map is enlarged to fill its frame (the start hexagon is: its tiles,
red dots and stones grow with it, for a child's finger on a tablet)."""
MIN_ZOOM = 0.75
"""The least a large map is shrunk to fit its frame; past that the frame grows."""
PANEL_WIDTH = 272
"""The side panel: players, score sheet, supply and buttons."""
PANEL_GAP = 14
"""Space between the map frame and the panel."""
PANEL_PAD = 14
"""Inner padding of the panel."""
CORNER = 10
"""Corner radius of frames and panels."""
DOT_RADIUS = 5.5
"""An empty region's dot."""
RING_RADIUS = 10
"""The ring around a region that can take a stone."""
HIT_RADIUS = 14
"""The clickable disc around a region."""
STONE_SIZE = 30
"""A stone (drawn as a castle) on the map."""
CAPTURED_SIZE = STONE_SIZE * 0.8
"""The mark of a stone captured last turn."""
WALL_WIDTH = 5
"""A wall (river) on the map."""
MARK_WIDTH = 3.5
"""The outline of the move a quiz question is about (``render(mark=...)``)."""
LINK_WIDTH = 1.4
"""The faint line from a region to each neighbour across a tile edge."""
PLAYER_ROW = 48
"""Height of a player's row in the panel."""
SCORE_ROW = 22
"""Height of a score-sheet line."""
SUPPLY_SIDE = 46
"""Side of a tile in the supply."""
SUPPLY_CELL = (78, 86)
"""Width and height of one supply cell (tile plus count)."""
BUTTON_HEIGHT = 38
HEADING_HEIGHT = 24
FONT = {"caption": 20, "heading": 13.5, "name": 16, "label": 14.5, "small": 13, "last": 14.5,
        "count": 14.5, "tile-name": 13}
"""Font sizes by text class."""

SHEET = "cartography"
"""The symbol sheet ``svg/cartography.svg``."""
STONE_SYMBOLS = ("stone-blue", "stone-orange")
"""Stone symbol of each seat: a castle in the seat's colour with the seat's emblem."""

DEFAULT_COLORS: dict[str, dict[str, str]] = {
    "background": {"fill": "#fbf8f1"},
    "map": {"fill": "#e4edf2", "stroke": "#c7d6df"},
    "panel": {"fill": "#ffffff", "stroke": "#d9cfb8"},
    "tile": {"fill": "#f3e3bd", "stroke": "#b48f55"},
    "tile last": {"fill": "#f7e9c6", "stroke": "#6f4d16"},
    "wall": {"stroke": "#2a78c4"},
    "link": {"stroke": "#b48f55"},
    "slot": {"fill": "#f7fafb", "stroke": "#a9bcc8"},
    "slot fits-other-rotation": {"fill": "#f7fafb", "stroke": "#d98c00"},
    "slot legal": {"fill": "#d6f0cf", "stroke": "#2e8b3a"},
    "slot illegal": {"fill": "#f6e0de", "stroke": "#c0625c"},
    "slot illegal fits-other-rotation": {"fill": "#f6e0de", "stroke": "#d98c00"},
    "region": {"fill": "#a5302a", "stroke": "none"},
    "region legal": {"fill": "#a5302a", "stroke": "#2e8b3a"},
    "region last": {"stroke": "#333333"},
    "region hint": {"stroke": "#f2b100"},
    "slot hint": {"stroke": "#f2b100"},
    "supply-tile": {"fill": "#ffffff", "stroke": "#e2d8c2"},
    "supply-tile no-fit": {"fill": "#f4f1ea", "stroke": "#e2d8c2"},
    "supply-tile selected": {"fill": "#fff1c4", "stroke": "#d99a00"},
    "supply-tile empty": {"fill": "#ececec", "stroke": "#d0d0d0"},
    "supply-tile hint": {"stroke": "#f2b100"},
    "dot": {"fill": "#a5302a"},
    "button": {"fill": "#ffffff", "stroke": "#8d8d8d", "color": "#333333"},
    "button hint": {"fill": "#fff1c4", "stroke": "#f2b100"},
    "button disabled": {"fill": "#f2f2f2", "stroke": "#cccccc", "color": "#aaaaaa"},
    "player": {"fill": "#ffffff", "stroke": "none"},
    "player current": {"fill": "#fff1c4", "stroke": "#d99a00"},
    "player winner": {"fill": "#dff2d8", "stroke": "#2e8b3a"},
    "caption": {"fill": "#222222"},
    "heading": {"fill": "#7a6845"},
    "name": {"fill": "#222222"},
    "label": {"fill": "#333333"},
    "small": {"fill": "#555555"},
    "last": {"fill": "#4a3a1e"},
    "count": {"fill": "#333333"},
    "tile-name": {"fill": "#3d3526"},
    "total": {"fill": "#111111"},
    "rule-line": {"stroke": "#e2d8c2"},
    "seat-mark-0": {"fill": "#2f6fd6", "stroke": "#0c2a66"},
    "seat-mark-1": {"fill": "#f28a1c", "stroke": "#7a3a00"},
    "mark": {"stroke": "#7b2d8e"},
    "mark-shape": {"fill": "#f3e3bd", "stroke": "#7b2d8e"},
}
"""Colours by semantic class list: ``"slot legal"`` styles elements with both classes.
Later entries win over earlier ones of the same specificity; ``render(colors=...)``
overrides entries. Every text colour contrasts with what it is drawn on by at least 4.5:1
(WCAG AA); tests/games/cartography/test_render.py checks it."""

_BASE_CSS = (
    font_css("cartography", FONT)
    + ".cartography .caption,.cartography .name,.cartography .total{font-weight:bold}"
    ".cartography .heading{letter-spacing:.08em}"
    ".cartography [data-action],.cartography [data-target]{cursor:pointer}"
    ".cartography .illegal{cursor:help}"
    ".cartography [data-action]:hover .hit{fill-opacity:.2}"
    ".cartography .slot[data-action]:hover .shape{stroke-width:3}"
    ".cartography .button[data-action]:hover,.cartography .button[data-target]:hover,"
    ".cartography .supply-tile[data-target]:hover{stroke-width:2.5}"
)

# -- labels in both languages --------------------------------------------------------------

_WORDS = {
    "en": {
        "players": "PLAYERS", "score": "SCORE", "supply": TERMS["supply"].en.upper(),
        "total": "total",
        "to play": "to play", "wins": "wins", "leads": "leads", "last": "Last: {move}",
        "stats": "{tiles} tiles · {stones} stones · {captured} captured",
        "rotate": "Turn tile", "pass": TERMS["pass"].en.capitalize(),
        "no stone": TERMS["no-stone"].en.capitalize(),
        "pick": "Pick a tile, then a slot", "tie": "tie → start player",
        "tie-stones": "tie → more stones on the map",
    },
    "zh-Hant": {
        "players": "玩家", "score": TERMS["score-sheet"].zh, "supply": TERMS["supply"].zh,
        "total": "總分",
        "to play": "輪到", "wins": "獲勝", "leads": "領先", "last": "上一步：{move}",
        "stats": "板塊 {tiles} · 棋子 {stones} · 捕捉 {captured}",
        "rotate": TERMS["rotate"].zh, "pass": TERMS["pass"].zh,
        "no stone": TERMS["no-stone"].zh,
        "pick": "先選板塊種類，再點空位", "tie": "平手 → 起始玩家",
        "tie-stones": "平手 → 地圖上棋子較多",
    },
}
"""The board's own words, with the glossary's terms (:mod:`.glossary`)."""


def print_focus(state: CartographyState, focus: Focus) -> tuple[str, ...]:
    """What a printed picture of ``state`` shows (:mod:`tutor.core.printing`): the tiles laid
    (and the place a move names), or the whole map for a score sheet; not the panel."""
    if focus.kind == "sheet":
        return ("map",)
    return ("tiles",) + ((focus.move,) if focus.move else ())


def move_place(state: CartographyState, action: str, viewer: int | None,
               lang: str) -> tuple[str, str] | None:
    """Where ``action`` is played, for a printed question that points at it with a numbered
    marker (:meth:`tutor.core.game.Game.move_place`): the region a stone goes on (「在 ② 放
    一顆棋子」), the slot a tile goes in (its mark: 「在 ② 放一個三岔板塊」); None for a pass
    or no stone."""
    lang = check_lang(lang)
    try:
        a = CartographyAction.parse(str(action)).validate()
    except ValueError:
        return None
    words = state.words_for(action, viewer, lang)
    if isinstance(a, StoneAction):
        rid = state._region_of(a)
        if rid is None:
            return None
        slot, local = state.region_at[rid]
        where = region_words(state, a.slot, a.letter)[lang]
        key = f"region-{_slot_id(slot)}-{REGION_LETTERS[local]}"
    elif isinstance(a, TileAction):
        where, key = slot_place(a.slot)[lang], "mark"  # the tile's outline in its slot
        if lang == "en" and not where.startswith("on "):
            words = words.replace(where, "on " + where, 1)
            where = "on " + where
    else:
        return None
    if where not in words:
        return None
    return key, words.replace(where, "{marker}", 1)


def render(state: CartographyState, viewer: int | None = None, highlight: Any = None,
           lang: str = "en", selection: dict[str, Any] | None = None, *,
           colors: dict[str, dict[str, str]] | None = None, mark: str | None = None,
           markers: Mapping[str, int] | None = None,
           labels: Mapping[str, str] | None = None, show_legal: bool = True) -> SvgText:
    """The board as SVG: map, players, score sheet, supply and what can be clicked now.

    ``viewer`` is accepted for the common contract and ignored: Cartography has no hidden
    information. ``highlight`` is an iterable of action notations; elements whose
    ``data-action`` is among them get the class ``hint`` (and a supply tile gets it when a
    highlighted tile action uses its type but another type is selected). ``selection`` is
    the tile step's first click, ``{"tile": "C2", "rot": 120}`` (see :func:`select`).
    ``colors`` overrides entries of :data:`DEFAULT_COLORS`.

    ``mark`` is a move (notation) that a quiz question is about, drawn with class ``mark``
    exactly the same way whether it is legal or not, so that the picture shows the move
    without answering the question: a stone as a dashed circle round its region, a tile as
    its outline, walls and dots in its slot (the map grows to show a slot away from it), a
    pass or no stone as that button, outlined. A mark that names nothing on the board (no
    such region, a text that is no move) is ignored.

    ``markers``, ``labels`` and ``show_legal`` are the lesson annotations every board takes
    (:meth:`tutor.core.svg.Board.finish`): numbered markers and names drawn on places, and
    a drawing that does not tell which moves are legal (a legality task before its second
    hint).

    Raises:
        ValueError: an unknown language, or a selection naming no tile type or rotation.

    >>> from tutor.games import cartography
    >>> svg = render(cartography.new_game())
    >>> svg.count('class="region empty"')
    6
    >>> 'class="mark stone-mark"' in render(cartography.new_game(), mark="stone at (0,0)a")
    True
    """
    check_lang(lang)
    sel = _normalise(selection)
    hints = hint_list(highlight)
    marked = _marked(state, mark)
    prefix = state_prefix(state, None, hints, sel, lang, *((str(marked),) if marked else ()),
                          *(() if show_legal else ("concealed",)))
    return _Board(state, sel, set(hints), lang, prefix, colors, marked).finish(
        markers, labels, show_legal)


def _marked(state: CartographyState, mark: str | None) -> CartographyAction | None:
    """The move ``mark`` names, when it names something the board can show: a stone on a
    region of the map, a tile in a slot, a pass or no stone (see :func:`render`)."""
    if mark is None:
        return None
    try:
        action = CartographyAction.parse(str(mark)).validate()
    except ValueError:
        return None
    if isinstance(action, StoneAction) and state._region_of(action) is None:
        return None
    return action


def select(state: CartographyState, selection: dict[str, Any] | None,
           target: str) -> dict[str, Any]:
    """The tile-step selection after a click on ``target`` (a ``data-target``).

    ``"type-C2"`` selects the tile type C2: a rotation already selected stays when the type
    fits somewhere in it, else the first rotation that fits somewhere, else 0. ``"rotate"``
    turns the selected type on by 120° (0 → 120 → 240 → 0); it changes nothing for a tile
    that looks the same turned, or when no type is selected. Returns a new dict.

    Raises:
        ValueError: a target the board does not have.

    >>> from tutor.games import cartography
    >>> s = cartography.new_game()
    >>> sel = select(s, {}, "type-C1")
    >>> sel
    {'tile': 'C1', 'rot': 0}
    >>> select(s, sel, "rotate")
    {'tile': 'C1', 'rot': 120}
    >>> select(s, {"tile": "O3", "rot": 0}, "rotate")  # looks the same turned
    {'tile': 'O3', 'rot': 0}
    """
    sel = dict(_normalise(selection))
    if isinstance(target, str) and target.startswith("type-") and target[5:] in TILE_INDEX:
        name = target[5:]
        rots = TILE_TYPES[TILE_INDEX[name]].rotations
        legal = state.legal_tiles() if not state.over else []
        fitting = [r for r in rots if any(a.type == name and a.rot == r for a in legal)]
        current = sel.get("rot")
        if current in fitting:
            rot = current
        elif fitting:
            rot = fitting[0]
        else:
            rot = current if current in rots else 0
        return {"tile": name, "rot": rot}
    if target == "rotate":
        if "tile" in sel and TILE_TYPES[TILE_INDEX[sel["tile"]]].rotations != (0,):
            sel["rot"] = (sel.get("rot", 0) + 120) % 360
        return sel
    raise ValueError(f"the Cartography board has no target {target!r}; expected 'rotate' or "
                     f"'type-<name>' with a tile type of {', '.join(TILE_INDEX)}")


def _normalise(selection: dict[str, Any] | None) -> dict[str, Any]:
    """A checked copy of a selection: ``{}`` or ``{"tile": name, "rot": degrees}``."""
    if not selection or selection.get("tile") is None:
        return {}
    name = selection["tile"]
    if name not in TILE_INDEX:
        raise ValueError(f"selection names no tile type: {name!r}")
    rot = selection.get("rot", 0)
    if rot not in (0, 120, 240):
        raise ValueError(f"selection rotation must be 0, 120 or 240, not {rot!r}")
    if TILE_TYPES[TILE_INDEX[name]].rotations == (0,):
        rot = 0
    return {"tile": name, "rot": rot}


# -- geometry helpers ---------------------------------------------------------------------


def slot_origin(slot: tuple[int, int]) -> Point:
    """Where a slot's frame starts: its centre line x and its top y."""
    return slot[0] * TILE_SIDE / 2, slot[1] * TILE_HEIGHT


def _frame(up: bool, side: float) -> tuple[Point, Point, Point]:
    """The slot vertices V0, V1, V2 relative to the slot origin."""
    h = side * math.sqrt(3) / 2
    if up:
        return (side / 2, h), (-side / 2, h), (0.0, 0.0)
    return (-side / 2, 0.0), (side / 2, 0.0), (0.0, h)


class _Layout:
    """Where a tile type turned by ``rot`` draws its parts in an up or down slot."""

    __slots__ = ("corners", "dots", "walls", "ports")

    def __init__(self, t: int, rot: int, up: bool, side: float) -> None:
        frame = _frame(up, side)
        q = rot // 120
        placed = [frame[(k + q) % 3] for k in range(3)]  # tile vertex k -> screen point

        def at(b: Bary) -> Point:
            return (b[0] * placed[0][0] + b[1] * placed[1][0] + b[2] * placed[2][0],
                    b[0] * placed[0][1] + b[1] * placed[1][1] + b[2] * placed[2][1])

        tt = TILE_TYPES[t]
        self.corners = frame
        self.dots = tuple(at(d) for d in tt.dots)
        self.walls = tuple((at(a), at(b)) for a, b in tt.walls)
        ports: list[list[tuple[Point, int]]] = [[], [], []]
        for j, edge in enumerate(tt.edges):
            fractions = (0.5,) if len(edge) == 1 else (0.25, 0.75)
            for f, region in zip(fractions, edge, strict=True):
                b = [0.0, 0.0, 0.0]
                b[j] += 1 - f
                b[(j + 1) % 3] += f
                ports[(j + q) % 3].append((at((b[0], b[1], b[2])), region))
        self.ports = tuple(tuple(p) for p in ports)
        """Per slot edge: (point on the edge, local region) where a region meets it."""


@cache
def _layout(t: int, rot: int, up: bool, side: float = TILE_SIDE) -> _Layout:
    return _Layout(t, rot, up, side)


def _triangle(corners: tuple[Point, Point, Point], x: float, y: float) -> str:
    (ax, ay), (bx, by), (cx, cy) = corners
    return (f"M{fmt(x + ax)} {fmt(y + ay)}L{fmt(x + bx)} {fmt(y + by)}"
            f"L{fmt(x + cx)} {fmt(y + cy)}Z")


def _segments(segments: Iterable[tuple[Point, Point]], x: float, y: float) -> str:
    return "".join(f"M{fmt(x + a[0])} {fmt(y + a[1])}L{fmt(x + b[0])} {fmt(y + b[1])}"
                   for a, b in segments)


def _slot_id(slot: tuple[int, int]) -> str:
    return f"{slot[0]}_{slot[1]}".replace("-", "m")


def _neighbour(slot: tuple[int, int], edge: int) -> tuple[int, int]:
    c, r = slot
    if (c + r) % 2 == 0:
        return ((c, r + 1), (c - 1, r), (c + 1, r))[edge]
    return ((c, r - 1), (c + 1, r), (c - 1, r))[edge]


# -- the drawing ------------------------------------------------------------------------------


class _Board(Board):
    """One drawing of one state: lays out the picture, then draws it part by part."""

    symbol_sheet, scope, words_table = SHEET, "cartography", _WORDS
    default_colors, corner = DEFAULT_COLORS, CORNER
    s: CartographyState

    def __init__(self, state: CartographyState, sel: dict[str, Any], hints: set[str],
                 lang: str, prefix: str, colors: dict[str, dict[str, str]] | None,
                 mark: CartographyAction | None = None) -> None:
        super().__init__(state, None, sel, hints, lang, colors)
        self.colon = "：" if lang == "zh-Hant" else ": "
        self.stepping = not state.over and state.phase == "stone"
        self.tiling = not state.over and state.phase == "tile"
        self.mark = mark

        slots = list(state.tiles) + sorted(state.frontier, key=lambda x: (x[1], x[0]))
        if isinstance(mark, TileAction):
            slots.append(mark.slot)
        xs = [c * TILE_SIDE / 2 for c, _ in slots]
        ys = [r * TILE_HEIGHT for _, r in slots]
        left, right = min(xs) - TILE_SIDE / 2, max(xs) + TILE_SIDE / 2
        top, bottom = min(ys), max(ys) + TILE_HEIGHT
        self.panel_h = self._panel_height()
        # the map scaled to fill its frame (as high as the panel), within the zoom limits
        room_w, room_h = MAP_WIDTH - 2 * MAP_PAD, self.panel_h - 2 * MAP_PAD
        self.zoom = max(MIN_ZOOM, min(MAX_ZOOM, room_w / (right - left),
                                      room_h / (bottom - top)))
        self.map_w = max((right - left) * self.zoom + 2 * MAP_PAD, MAP_WIDTH)
        self.map_h = max((bottom - top) * self.zoom + 2 * MAP_PAD, self.panel_h)
        self.map_x = MARGIN
        self.map_y = CAPTION_HEIGHT + (LAST_HEIGHT if state.last_action else 0)
        # the translation that centres the map's (scaled) bounding box in its frame
        self.ox = self.map_x + self.map_w / 2 - self.zoom * (left + right) / 2
        self.oy = self.map_y + self.map_h / 2 - self.zoom * (top + bottom) / 2
        self.width = MARGIN + self.map_w + PANEL_GAP + PANEL_WIDTH + MARGIN
        self.height = self.map_y + self.map_h + MARGIN
        self.new_drawing(round(self.width), round(self.height), prefix)

    # -- top level --------------------------------------------------------------------

    def finish(self, markers: Mapping[str, int] | None = None,
               labels: Mapping[str, str] | None = None, show_legal: bool = True) -> SvgText:
        """The drawing with its annotations (:meth:`Board.finish`). A marker on an empty
        slot (``slot-0_1``, or a tile move into it) is drawn in the middle of the slot, not
        on the corner of its box, which a triangle shares with its neighbours."""
        if markers:
            markers = {self._spot(key): n for key, n in markers.items()}
        return super().finish(markers, labels, show_legal)

    def _spot(self, key: str) -> str:
        """The place a marker on ``key`` goes (see :meth:`finish`)."""
        slot = None
        if key.startswith("slot-") and not key.endswith("-spot"):
            slot = key.removeprefix("slot-")
        elif key.startswith("tile "):
            action = _marked(self.s, key)
            if isinstance(action, TileAction) and action.slot in self.s.frontier:
                slot = _slot_id(action.slot)
        if slot is not None and any(_slot_id(f) == slot for f in self.s.frontier):
            return f"slot-{slot}-spot"
        return key

    def draw(self) -> SvgText:
        self.begin(_BASE_CSS)
        self._caption()
        self._map()
        self._panel()
        return self.d.tostring(desc=self.description())

    def _caption(self) -> None:
        d, s = self.d, self.s
        x = MARGIN
        if not s.over:
            self.use(None, STONE_SYMBOLS[s.player], x, 9, 28, id=d.id("caption-stone"),
                     class_=f"stone owner-{s.player}")
            x += 34
        self.text(None, s.describe(self.lang), x, 30, "caption", id=d.id("caption"))
        if s.last_action:  # on a line of its own: in words, a move can be long
            self.text(None, self.words["last"].format(move=s.last_for(None, self.lang)),
                      MARGIN, CAPTION_HEIGHT + 8, "last", id=d.id("last-action"))

    # -- the map ----------------------------------------------------------------------

    def _map(self) -> None:
        d, s = self.d, self.s
        self.rect(None, self.map_x, self.map_y, self.map_w, self.map_h, CORNER,
                  id=d.id("map-frame"), class_="map")
        g = d.node(None, "g", id=d.id("map"), transform=f"translate({fmt(self.ox)},"
                                                         f"{fmt(self.oy)}) scale({fmt(self.zoom)})")
        if not s.over:
            for slot in sorted(s.frontier, key=lambda x: (x[1], x[0])):
                self._slot(g, slot)
        tiles = d.node(g, "g", id=d.id("tiles"))
        walls = []
        links = []
        last = list(s.tiles)[-1] if len(s.tiles) > 6 else None
        for slot, (t, rot) in s.tiles.items():
            x, y = slot_origin(slot)
            lay = _layout(t, rot, (slot[0] + slot[1]) % 2 == 0)
            tt = TILE_TYPES[t]
            d.node(tiles, "path", d=_triangle(lay.corners, x, y), id=d.id(f"tile-{_slot_id(slot)}"),
                   class_=f"tile type-{tt.name}" + (" last" if slot == last else ""),
                   title=self._tile_title(slot, tt.name, rot))
            if lay.walls:
                walls.append((slot, _segments(lay.walls, x, y)))
            for edge in range(3):
                if _neighbour(slot, edge) in s.tiles:
                    links.append(_segments(((lay.dots[r], p) for p, r in lay.ports[edge]),
                                           x, y))
        d.node(g, "path", d="".join(links) or None, id=d.id("links"), class_="link",
               fill="none", stroke_width=LINK_WIDTH, stroke_dasharray="3 3")
        for slot, path_d in walls:
            d.node(g, "path", d=path_d, id=d.id(f"wall-{_slot_id(slot)}"), class_="wall",
                   fill="none", stroke_width=WALL_WIDTH, stroke_linecap="round")
        regions = d.node(g, "g", id=d.id("regions"))
        for slot, rids in s.slot_regions.items():
            t, rot = s.tiles[slot]
            x, y = slot_origin(slot)
            lay = _layout(t, rot, (slot[0] + slot[1]) % 2 == 0)
            for i, rid in enumerate(rids):
                self._region(regions, rid, x + lay.dots[i][0], y + lay.dots[i][1])
        self._mark(g)

    def _mark(self, parent: ET.Element) -> None:
        """The move a quiz question is about (:func:`render`'s ``mark``), on the map: drawn
        from the move alone, never from whether it is legal."""
        d, m = self.d, self.mark
        if isinstance(m, StoneAction):
            rid = self.s.region(m.slot, m.letter)
            slot, local = self.s.region_at[rid]
            t, rot = self.s.tiles[slot]
            x, y = slot_origin(slot)
            dx, dy = _layout(t, rot, (slot[0] + slot[1]) % 2 == 0).dots[local]
            self.circle(parent, x + dx, y + dy, STONE_SIZE * 0.78, "mark stone-mark",
                        id=d.id("mark"), fill="none", stroke_width=MARK_WIDTH,
                        stroke_dasharray="6 4")
        elif isinstance(m, TileAction):
            x, y = slot_origin(m.slot)
            up = (m.slot[0] + m.slot[1]) % 2 == 0
            lay = _layout(TILE_INDEX[m.type], m.rot, up)
            g = d.node(parent, "g", id=d.id("mark"), class_="mark tile-mark")
            d.node(g, "path", d=_triangle(lay.corners, x, y), class_="mark-shape",
                   fill_opacity="0.35", stroke_width=MARK_WIDTH, stroke_linejoin="round")
            if lay.walls:
                d.node(g, "path", d=_segments(lay.walls, x, y), class_="wall", fill="none",
                       stroke_width=WALL_WIDTH - 1, stroke_linecap="round")
            for px, py in lay.dots:
                self.circle(g, x + px, y + py, DOT_RADIUS - 1, "dot")

    def _region(self, parent: ET.Element, rid: int, x: float, y: float) -> None:
        s, lang = self.s, self.lang
        name = s.region_name(rid)
        slot, local = s.region_at[rid]
        said = region_words(s, slot, REGION_LETTERS[local])[lang]
        said = said[0].upper() + said[1:]
        owner = s.stones[rid]
        classes = ["region", "empty" if owner < 0 else f"stone owner-{owner}"]
        action = None
        if owner < 0:
            title = f"{said}: empty region" if lang == "en" else f"{said}：空的區域"
        else:
            members, libs = s.group(rid)
            if lang == "en":
                title = (f"{said}: {PLAYER_NAMES[owner]} stone; group of {len(members)}, "
                         f"{len(libs)} open neighbour{'s' * (len(libs) != 1)} "
                         f"(rule cartography.stone.liberty)")
            else:
                title = (f"{said}：{self.names[owner]}的棋子；這組棋子 {len(members)} 顆，"
                         f"{len(libs)} 口氣（規則 cartography.stone.liberty）")
        if self.stepping:
            action = "stone at " + name
            if action in self.legal and not self.concealed:
                title += " — " + ("click to place a stone" if lang == "en" else "點一下放一顆棋子")
            cls, title = self.clickable(classes, action, title)
            classes = cls.split()
        captured = rid in s.last_captured
        if captured:
            classes.append("captured")
            title += (" — captured last turn (rule cartography.capture.no-liberty)"
                      if lang == "en" else " — 上一步被捕捉（規則 cartography.capture.no-liberty）")
        if owner >= 0 and s.last_action == "stone at " + name:
            classes.append("last")
        g = self.group(parent, f"region-{_slot_id(s.region_at[rid][0])}-"
                               f"{REGION_LETTERS[s.region_at[rid][1]]}",
                       " ".join(classes), title, action)
        self.circle(g, x, y, HIT_RADIUS, "hit", fill_opacity="0", stroke="none")
        if captured:
            # "24.0" as svgwrite wrote it: the lesson notebooks' saved pictures keep it
            size = str(CAPTURED_SIZE)
            self.use(g, "captured", x - CAPTURED_SIZE / 2, y - CAPTURED_SIZE / 2, size, size,
                     class_="captured-mark", color=_OWNER_COLORS[s.player])
            # whose stone it was, by its seat's shape too (the outline's colour alone would
            # not tell a learner who sees no colours): below the cross, on the castle's door
            self.seat_mark(g, s.player, x, y + CAPTURED_SIZE * 0.3, 4.2, "seat-mark captured-seat",
                           stroke_width=1.2)
        if "legal" in classes or "hint" in classes or "last" in classes:
            self.circle(g, x, y, RING_RADIUS if owner < 0 else STONE_SIZE * 0.62, "ring",
                        fill="none", stroke_width=3)
        if owner < 0:
            self.circle(g, x, y, DOT_RADIUS, "dot-shape")
        else:
            self.use(g, STONE_SYMBOLS[owner], x - STONE_SIZE / 2, y - STONE_SIZE * 0.6,
                     STONE_SIZE, class_="stone")

    def target_label(self, target: str) -> str | None:
        """What a screen reader says for a first click, and what the status line names
        after it (「已選取切角板塊（兩個區域：牆切出一個角），剩 5 個」): a supply tile by
        its walls, look and count; the rotate button by what it does."""
        if target == "rotate":
            return TERMS["rotate"][self.lang]
        name = target.removeprefix("type-")
        if name not in TILE_INDEX:
            return None
        i = TILE_INDEX[name]
        tt, count = TILE_TYPES[i], self.s.supply[i]
        if self.zh:
            return f"{tile_name(name).zh}（{tt.description_zh}），剩 {count} 個"
        return f"{tile_name(name).en} ({tt.description}), {count} left"

    def _tile_title(self, slot: tuple[int, int], name: str, rot: int) -> str:
        """A tile's tooltip: the tile by its walls and place, how it is turned, what it
        looks like (「六邊形下方的切角板塊，切掉上角：兩個區域：牆切出一個角」)."""
        tt = TILE_TYPES[TILE_INDEX[name]]
        how = turned(name, rot, slot)
        said = tile_at(self.s, slot)[self.lang]
        said = said[0].upper() + said[1:]
        desc = tt.description if self.lang == "en" else tt.description_zh
        comma = "，" if self.zh else ", "
        return said + (f"{comma}{how[self.lang]}" if how else "") + f"{self.colon}{desc}"

    def _slot(self, parent: ET.Element, slot: tuple[int, int]) -> None:
        """An empty slot next to the map: faint, or a preview of the selected tile."""
        d, lang = self.d, self.lang
        x, y = slot_origin(slot)
        up = (slot[0] + slot[1]) % 2 == 0
        notation = f"({slot[0]},{slot[1]})"
        place = slot_place(slot)[lang]
        place = place[0].upper() + place[1:]
        classes = ["slot"]
        action = None
        if self.tiling and self.sel:
            name, rot = self.sel["tile"], self.sel["rot"]
            t = TILE_INDEX[name]
            action = f"tile {name} at {notation} rot {rot}"
            others = [r for r in TILE_TYPES[t].rotations if r != rot
                      and f"tile {name} at {notation} rot {r}" in self.legal]
            title = self.s.words_for(action, None, lang)
            title = title[0].upper() + title[1:]
            cls, title = self.clickable(classes, action, title)  # legal or why not
            classes = cls.split()
            if others and not self.concealed:
                title += (" — fits turned another way (rule cartography.tile.rotation)"
                          if lang == "en"
                          else " — 換個方向就放得下（規則 cartography.tile.rotation）")
                classes.append("fits-other-rotation")
        else:
            t, rot = -1, 0
            title = cite(f"{place}: empty slot next to the map" if lang == "en" else
                         f"{place}：地圖旁的空位", "cartography.tile.adjacent", lang)
        g = self.group(parent, f"slot-{_slot_id(slot)}", " ".join(classes), title, action)
        frame = _frame(up, TILE_SIDE)
        d.node(g, "path", d=_triangle(frame, x, y), class_="shape", stroke_width=1.5,
               stroke_dasharray="5 4")
        # where a numbered marker on the slot goes: its middle (see finish)
        d.node(g, "circle", id=d.id(f"slot-{_slot_id(slot)}-spot"), class_="spot", cx=x,
               cy=y + (TILE_HEIGHT * 2 / 3 if up else TILE_HEIGHT / 3), r=0)
        if t >= 0:
            lay = _layout(t, rot, up)
            ghost = d.node(g, "g", opacity="0.6")
            if lay.walls:
                d.node(ghost, "path", d=_segments(lay.walls, x, y), class_="wall", fill="none",
                       stroke_width=WALL_WIDTH - 1, stroke_linecap="round")
            for px, py in lay.dots:
                self.circle(ghost, x + px, y + py, DOT_RADIUS - 1, "dot")

    def why(self, action: str) -> str:
        """Why an action is illegal, citing the rule (:func:`illegal_text`: in Chinese,
        the rule's title)."""
        return illegal_text(self.s.check(action), RULES, self.lang)

    # -- the panel --------------------------------------------------------------------

    def _panel_height(self) -> float:
        h = PANEL_PAD + HEADING_HEIGHT + 2 * PLAYER_ROW + 8
        h += HEADING_HEIGHT + 4 * SCORE_ROW + 26 + 8
        h += HEADING_HEIGHT + 2 * SUPPLY_CELL[1]
        if self.s.over:
            return h + PANEL_PAD
        return h + 10 + BUTTON_HEIGHT + PANEL_PAD

    def _panel(self) -> None:
        px = self.map_x + self.map_w + PANEL_GAP
        py = self.map_y
        self.rect(None, px, py, PANEL_WIDTH, self.map_h, CORNER, id=self.d.id("panel-frame"),
                  class_="panel")
        x, y = px + PANEL_PAD, py + PANEL_PAD
        y = self._players(x, y)
        y = self._score(x, y + 8)
        y = self._supply(x, y + 8)
        if not self.s.over:
            self._buttons(x, y + 10)

    def _heading(self, text: str, x: float, y: float, name: str) -> float:
        self.text(None, text, x, y + 15, "heading", id=self.d.id(f"heading-{name}"))
        return y + HEADING_HEIGHT

    def _players(self, x: float, y: float) -> float:
        s, w = self.s, self.words
        y = self._heading(w["players"], x, y, "players")
        inner = PANEL_WIDTH - 2 * PANEL_PAD
        sheet = s.scores()
        for p in (0, 1):
            classes = ["player", f"owner-{p}"]
            if not s.over and s.player == p:
                classes.append("current")
            if s.over and p in sheet.winners:
                classes.append("winner")
            stats = w["stats"].format(tiles=s.tiles_left[p], stones=s.stones_left[p],
                                      captured=s.prisoners[p])
            g = self.group(None, f"player-{p}", " ".join(classes),
                           f"{self.names[p]}{self.colon}{stats}")
            self.rect(g, x - 4, y, inner + 8, PLAYER_ROW - 6, 6, stroke_width=1.5)
            self.use(g, STONE_SYMBOLS[p], x, y + 5, 32)
            self.text(g, self.names[p], x + 40, y + 19, "name")
            self.text(g, stats, x + 40, y + 36, "small")
            tag = None
            if "current" in classes:
                tag = w["to play"]
            elif "winner" in classes:
                tag = w["wins"]
            if tag:
                self.text(g, tag, x + inner, y + 19, "label", "end")
            y += PLAYER_ROW
        return y

    def _score(self, x: float, y: float) -> float:
        d, s, w, lang = self.d, self.s, self.words, self.lang
        y = self._heading(w["score"], x, y, "score")
        sheet = s.scores()
        inner = PANEL_WIDTH - 2 * PANEL_PAD
        cols = (x + inner - 62, x + inner)
        g = self.group(None, "score", "score-sheet")
        for p in (0, 1):
            self.text(g, self.names[p], cols[p], y + 14, "small", "end")
        y += SCORE_ROW
        for c in sheet.categories:
            row = self.group(g, f"score-{c.id}", f"score {c.id}", cite(c.label[lang], c.rule,
                                                                       lang))
            self.text(row, c.label[lang], x, y + 15, "label")
            for p in (0, 1):
                self.text(row, num(sheet.points[p][c.id]), cols[p], y + 15, "label", "end")
            y += SCORE_ROW
        d.node(g, "line", x1=x, y1=y + 3, x2=x + inner, y2=y + 3, class_="rule-line",
               stroke_width=1.5)
        self.text(g, w["total"], x, y + 20, "total")
        for p in (0, 1):
            self.text(g, num(sheet.totals[p]), cols[p], y + 20, "total", "end")
        y += SCORE_ROW + 4
        names = ("、" if lang == "zh-Hant" else ", ").join(self.names[p] for p in sheet.winners)
        space = "" if lang == "zh-Hant" else " "
        verdict = f"{names}{space}{w['wins'] if sheet.final else w['leads']}"
        if sheet.tiebreak:
            by_stones = sheet.tiebreak == "cartography.score.tie-stones"
            why = w["tie-stones" if by_stones else "tie"]
            verdict += f"（{why}）" if lang == "zh-Hant" else f" ({why})"
        tie = sheet.tiebreak and (f"rule {sheet.tiebreak}" if lang == "en"
                                  else f"規則 {sheet.tiebreak}")
        self.text(g, verdict, x, y + 16, "label result", id=d.id("result"), title=tie or None)
        return y + 26

    def _supply(self, x: float, y: float) -> float:
        d, s, w, lang = self.d, self.s, self.words, self.lang
        y = self._heading(w["supply"], x, y, "supply")
        if self.tiling and not self.sel:
            self.text(None, w["pick"], x + PANEL_WIDTH - 2 * PANEL_PAD, y - 9,
                      "small screen-only", "end",
                      id=d.id("supply-hint"))
        fits = {a.type for a in s.legal_tiles()} if self.tiling else set()
        hinted = {h.split()[1] for h in self.hints if h.startswith("tile ")}
        cw, ch = SUPPLY_CELL
        gap = (PANEL_WIDTH - 2 * PANEL_PAD - 3 * cw) / 2
        for i, tt in enumerate(TILE_TYPES):
            cx = x + (i % 3) * (cw + gap)
            cy = y + (i // 3) * ch
            count = s.supply[i]
            classes = ["supply-tile", f"type-{tt.name}"]
            rot = 0
            if self.sel.get("tile") == tt.name:
                classes.append("selected")
                rot = self.sel["rot"]
            if count == 0:
                classes.append("empty")
            elif self.tiling and tt.name not in fits and not self.concealed:
                classes.append("no-fit")
            if tt.name in hinted and self.sel.get("tile") != tt.name:
                classes.append("hint")
            desc = tt.description if lang == "en" else tt.description_zh
            name = tile_name(tt.name)[lang]
            title = cite(f"{name[0].upper()}{name[1:]}: {desc}; {count} left" if lang == "en"
                         else f"{name}：{desc}；剩 {count} 個", "cartography.tile.supply", lang)
            if "no-fit" in classes:
                title += (" — fits nowhere now (rule cartography.tile.edges-match)"
                          if lang == "en"
                          else " — 目前沒有地方可放（規則 cartography.tile.edges-match）")
            g = self.group(None, f"supply-{tt.name}", " ".join(classes), title,
                           target=f"type-{tt.name}" if self.tiling else None)
            self.rect(g, cx, cy, cw, ch - 8, 6, stroke_width=1.5)
            lay = _layout(i, rot, True, SUPPLY_SIDE)
            ox, oy = cx + cw / 2, cy + 6
            d.node(g, "path", d=_triangle(lay.corners, ox, oy), class_="tile", stroke_width=1.2)
            if lay.walls:
                d.node(g, "path", d=_segments(lay.walls, ox, oy), class_="wall", fill="none",
                       stroke_width=3.5, stroke_linecap="round")
            for dx, dy in lay.dots:
                self.circle(g, ox + dx, oy + dy, 3.8, "dot")
            self.text(g, tile_label(tt.name, lang), cx + cw / 2, cy + ch - 16, "tile-name",
                      "middle")
            self.text(g, f"×{count}", cx + cw - 5, cy + 17, "count", "end")
        return y + 2 * ch

    def _buttons(self, x: float, y: float) -> None:
        """The turn button: in the tile step, turn the selected tile; in the stone step,
        pass or no stone, whichever the turn offers. A marked pass or no stone
        (:func:`render`'s ``mark``) shows that button, outlined, in either step."""
        w, lang = self.words, self.lang
        inner = PANEL_WIDTH - 2 * PANEL_PAD
        marked = isinstance(self.mark, PassAction)
        if self.tiling and not marked:
            name = self.sel.get("tile")
            symmetric = name is not None and TILE_TYPES[TILE_INDEX[name]].rotations == (0,)
            classes = ["button", "rotate"]
            if name is None or symmetric:
                classes.append("disabled")
            if symmetric:
                said = tile_name(name)[lang]
                title = (f"A {said} looks the same turned" if lang == "en"
                         else f"{said}旋轉後看起來一樣")
            else:
                title = cite("Turn the selected tile a third of a turn" if lang == "en"
                             else "把選好的板塊轉三分之一圈", "cartography.tile.rotation", lang)
            g = self.group(None, "rotate", " ".join(classes), title, target="rotate")
            label = w["rotate"]
            icon = True
        else:
            action = (str(self.mark) if marked else
                      next((a for a in sorted(self.legal) if a in ("pass", "no stone")), "pass"))
            classes = ["button", "pass"]
            if action in self.hints:
                classes.append("hint")
            if action == "no stone":
                title = cite("End your turn without a stone (not a pass: you laid a tile)"
                             if lang == "en" else "不放棋子，結束回合（不算跳過：你放了板塊）",
                             "cartography.stone.optional", lang)
            else:
                title = cite("Pass: two passes in a row end the game" if lang == "en"
                             else "跳過：連續兩次跳過，遊戲就結束", "cartography.end.pass", lang)
            g = self.group(None, "pass", " ".join(classes), title, action)
            label = w[action]
            icon = False
        self.rect(g, x, y, inner, BUTTON_HEIGHT, 8, stroke_width=1.5)
        tx = x + inner / 2
        if icon:
            self.use(g, "rotate", x + 12, y + 7, 24)
            tx += 14
        self.text(g, label, tx, y + 25, "name button-label", "middle")
        if marked:
            self.rect(None, x - 4, y - 4, inner + 8, BUTTON_HEIGHT + 8, 11, id=self.d.id("mark"),
                      class_="mark button-mark", fill="none", stroke_width=MARK_WIDTH,
                      stroke_dasharray="6 4")


_OWNER_COLORS = ("#2f6fd6", "#f28a1c")
"""The stone colours of the symbol sheet, for the captured mark."""


STONE_CHARS = {-1: ".", 0: "B", 1: "O"}


def text_board(s: CartographyState) -> str:
    """A compact text picture: one line per row of tiles, then supply and players."""
    rows: dict[int, list[str]] = {}
    for slot in sorted(s.tiles, key=lambda x: (x[1], x[0])):
        t, rot = s.tiles[slot]
        regions = "".join(
            REGION_LETTERS[i] + STONE_CHARS[s.stones[rid]]
            for i, rid in enumerate(s.slot_regions[slot])
        )
        rows.setdefault(slot[1], []).append(f"{slot[0]}:{TILE_TYPES[t].name}/{rot} {regions}")
    lines = [f"Cartography: {s.describe()}"]
    lines += [f"row {r:>3}: " + " | ".join(cells) for r, cells in sorted(rows.items())]
    supply = zip(TILE_TYPES, s.supply, strict=True)
    lines.append("supply: " + " ".join(f"{t.name}x{n}" for t, n in supply))
    for p, name in enumerate(PLAYER_NAMES):
        lines.append(f"{name}: {s.tiles_left[p]} tiles, {s.stones_left[p]} stones, "
                     f"{s.prisoners[p]} captured")
    return "\n".join(lines)
