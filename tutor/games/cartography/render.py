"""Cartography pictures: the SVG board and the compact text board.

The SVG shows the map (tiles, walls, regions, stones, the empty slots where it can grow), a
panel with the players, the running score sheet and the tile supply, and a caption saying
whose turn it is. It is built like python-chess's ``chess/svg.py``: geometry in named
constants, the castles from the symbol sheet ``svg/cartography.svg`` placed with ``<use>``,
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
from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING, Any

from ...core.lang import check_lang
from ...core.svg import (
    Drawing,
    SvgText,
    attrs,
    class_css,
    fmt,
    font_css,
    illegal_text,
    merge_colors,
    num,
    prefix_for,
)
from .data import PLAYER_NAMES, PLAYER_NAMES_ZH, REGION_LETTERS, TILE_INDEX, TILE_TYPES, Bary
from .rules import RULES

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
MAP_PAD = 22
"""Space between the outermost slots and the edge of the map frame."""
MIN_MAP_WIDTH = 420
"""The map frame is at least this wide, so a small map does not make a cramped picture."""
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
"""A castle on the map."""
WALL_WIDTH = 5
"""A wall (river) on the map."""
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
FONT = {"caption": 20, "heading": 13, "name": 16, "label": 14, "small": 12.5, "coord": 10}
"""Font sizes by text class."""

SHEET = "cartography"
"""The symbol sheet ``svg/cartography.svg``."""
STONE_SYMBOLS = ("stone-blue", "stone-orange")
"""Castle symbol of each seat."""

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
    "heading": {"fill": "#8a7650"},
    "name": {"fill": "#222222"},
    "label": {"fill": "#333333"},
    "small": {"fill": "#555555"},
    "coord": {"fill": "#7d93a3"},
    "total": {"fill": "#111111"},
    "rule-line": {"stroke": "#e2d8c2"},
}
"""Colours by semantic class list: ``"slot legal"`` styles elements with both classes.
Later entries win over earlier ones of the same specificity; ``render(colors=...)``
overrides entries."""

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
        "players": "PLAYERS", "score": "SCORE", "supply": "TILE SUPPLY", "total": "total",
        "to play": "to play", "wins": "wins", "leads": "leads", "last": "last",
        "stats": "{tiles} tiles · {stones} stones · {captured} captured",
        "rotate": "Turn tile: {rot}°", "pass": "Pass", "no stone": "No stone",
        "pick": "Pick a tile type, then a slot", "tie": "tie → start player",
        "tie-stones": "tie → more stones on the map",
    },
    "zh-Hant": {
        "players": "玩家", "score": "計分", "supply": "板塊供應區", "total": "總分",
        "to play": "輪到", "wins": "獲勝", "leads": "領先", "last": "上一步",
        "stats": "板塊 {tiles} · 棋子 {stones} · 俘虜 {captured}",
        "rotate": "旋轉板塊:{rot}°", "pass": "跳過", "no stone": "不放棋子",
        "pick": "先選板塊種類,再點空位", "tie": "平手 → 起始玩家",
        "tie-stones": "平手 → 地圖上棋子較多",
    },
}


def render(state: CartographyState, viewer: int | None = None, highlight: Any = None,
           lang: str = "en", selection: dict[str, Any] | None = None, *,
           colors: dict[str, dict[str, str]] | None = None) -> SvgText:
    """The board as SVG: map, players, score sheet, supply and what can be clicked now.

    ``viewer`` is accepted for the common contract and ignored: Cartography has no hidden
    information. ``highlight`` is an iterable of action notations; elements whose
    ``data-action`` is among them get the class ``hint`` (and a supply tile gets it when a
    highlighted tile action uses its type but another type is selected). ``selection`` is
    the tile step's first click, ``{"tile": "C2", "rot": 120}`` (see :func:`select`).
    ``colors`` overrides entries of :data:`DEFAULT_COLORS`.

    Raises:
        ValueError: an unknown language, or a selection naming no tile type or rotation.

    >>> from tutor.games import cartography
    >>> svg = render(cartography.new_game())
    >>> svg.count('class="region empty"')
    6
    """
    check_lang(lang)
    sel = _normalise(selection)
    if isinstance(highlight, str):
        highlight = [highlight]
    hints = sorted({str(h) for h in highlight or ()})
    prefix = prefix_for(state.to_json() + repr(sel) + lang + repr(hints))
    return _Board(state, sel, set(hints), lang, prefix, colors).draw()


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


def _css(colors: dict[str, dict[str, str]]) -> str:
    return _BASE_CSS + class_css("cartography", colors)


# -- the drawing ------------------------------------------------------------------------------


class _Board:
    """One drawing of one state: lays out the picture, then draws it part by part."""

    def __init__(self, state: CartographyState, sel: dict[str, Any], hints: set[str],
                 lang: str, prefix: str, colors: dict[str, dict[str, str]] | None) -> None:
        self.s = state
        self.sel = sel
        self.hints = hints
        self.lang = lang
        self.words = _WORDS[lang]
        self.names = PLAYER_NAMES_ZH if lang == "zh-Hant" else PLAYER_NAMES
        self.colors = merge_colors(DEFAULT_COLORS, colors)
        self.stepping = not state.over and state.phase == "stone"
        self.tiling = not state.over and state.phase == "tile"
        self.legal = state.legal_actions()

        slots = list(state.tiles) + sorted(state.frontier, key=lambda x: (x[1], x[0]))
        xs = [c * TILE_SIDE / 2 for c, _ in slots]
        ys = [r * TILE_HEIGHT for _, r in slots]
        left, right = min(xs) - TILE_SIDE / 2, max(xs) + TILE_SIDE / 2
        top, bottom = min(ys), max(ys) + TILE_HEIGHT
        self.panel_h = self._panel_height()
        self.map_w = max(right - left + 2 * MAP_PAD, MIN_MAP_WIDTH)
        self.map_h = max(bottom - top + 2 * MAP_PAD, self.panel_h)
        self.map_x, self.map_y = MARGIN, CAPTION_HEIGHT
        # the translation that centres the map's bounding box in its frame
        self.ox = self.map_x + self.map_w / 2 - (left + right) / 2
        self.oy = self.map_y + self.map_h / 2 - (top + bottom) / 2
        self.width = MARGIN + self.map_w + PANEL_GAP + PANEL_WIDTH + MARGIN
        self.height = CAPTION_HEIGHT + self.map_h + MARGIN
        self.d = Drawing(round(self.width), round(self.height), prefix,
                         css_class="tutor-svg cartography")
        self.dwg = self.d.dwg

    # -- top level --------------------------------------------------------------------

    def draw(self) -> SvgText:
        dwg, d = self.dwg, self.d
        d.add(dwg.style(_css(self.colors), id=d.id("style")))
        d.add(dwg.rect((0, 0), (round(self.width), round(self.height)),
                       **attrs(id=d.id("background"), class_="background")))
        self._caption()
        self._map()
        self._panel()
        return d.tostring(desc=text_board(self.s))

    def _caption(self) -> None:
        dwg, d, s = self.dwg, self.d, self.s
        x = MARGIN
        if not s.over:
            d.add(d.use(SHEET, STONE_SYMBOLS[s.player], x, 9, 28, 28,
                        id=d.id("caption-stone"), class_=f"stone owner-{s.player}"))
            x += 34
        d.add(dwg.text(s.describe(self.lang), insert=(x, 30),
                       **attrs(id=d.id("caption"), class_="caption")))
        if s.last_action:
            d.add(dwg.text(f"{self.words['last']}: {s.last_action}",
                           insert=(fmt(self.width - MARGIN), 30),
                           **attrs(id=d.id("last-action"), class_="small",
                                   text_anchor="end")))

    # -- the map ----------------------------------------------------------------------

    def _map(self) -> None:
        dwg, d, s = self.dwg, self.d, self.s
        d.add(dwg.rect((self.map_x, self.map_y), (fmt(self.map_w), fmt(self.map_h)),
                       rx=CORNER, **attrs(id=d.id("map-frame"), class_="map")))
        g = d.add(dwg.g(**attrs(id=d.id("map"), transform=f"translate({fmt(self.ox)},"
                                f"{fmt(self.oy)})")))
        if not s.over:
            for slot in sorted(s.frontier, key=lambda x: (x[1], x[0])):
                g.add(self._slot(slot))
        tiles = dwg.g(**attrs(id=d.id("tiles")))
        walls = []
        links = []
        last = list(s.tiles)[-1] if len(s.tiles) > 6 else None
        for slot, (t, rot) in s.tiles.items():
            x, y = slot_origin(slot)
            lay = _layout(t, rot, (slot[0] + slot[1]) % 2 == 0)
            tt = TILE_TYPES[t]
            path = dwg.path(d=_triangle(lay.corners, x, y), **attrs(
                id=d.id(f"tile-{_slot_id(slot)}"),
                class_=f"tile type-{tt.name}" + (" last" if slot == last else "")))
            path.set_desc(title=f"({slot[0]},{slot[1]}) {tt.name} rot {rot}: "
                                f"{tt.description if self.lang == 'en' else tt.description_zh}")
            tiles.add(path)
            if lay.walls:
                walls.append((slot, _segments(lay.walls, x, y)))
            for edge in range(3):
                if _neighbour(slot, edge) in s.tiles:
                    links.append(_segments(((lay.dots[r], p) for p, r in lay.ports[edge]),
                                           x, y))
        g.add(tiles)
        g.add(dwg.path(d="".join(links), **attrs(
            id=d.id("links"), class_="link", fill="none", stroke_width=LINK_WIDTH,
            stroke_dasharray="3 3")))
        for slot, path_d in walls:
            g.add(dwg.path(d=path_d, **attrs(
                id=d.id(f"wall-{_slot_id(slot)}"), class_="wall", fill="none",
                stroke_width=WALL_WIDTH, stroke_linecap="round")))
        regions = g.add(dwg.g(**attrs(id=d.id("regions"))))
        for slot, rids in s.slot_regions.items():
            t, rot = s.tiles[slot]
            x, y = slot_origin(slot)
            lay = _layout(t, rot, (slot[0] + slot[1]) % 2 == 0)
            for i, rid in enumerate(rids):
                regions.add(self._region(rid, x + lay.dots[i][0], y + lay.dots[i][1]))

    def _region(self, rid: int, x: float, y: float) -> Any:
        dwg, d, s, lang = self.dwg, self.d, self.s, self.lang
        name = s.region_name(rid)
        owner = s.stones[rid]
        classes = ["region", "empty" if owner < 0 else f"stone owner-{owner}"]
        action = None
        if owner < 0:
            title = f"{name}: " + ("empty region" if lang == "en" else "空的區域")
        else:
            members, libs = s.group(rid)
            if lang == "en":
                title = (f"{name}: {PLAYER_NAMES[owner]} castle; group of {len(members)}, "
                         f"{len(libs)} open neighbour{'s' * (len(libs) != 1)} "
                         f"(rule cartography.stone.liberty)")
            else:
                title = (f"{name}:{self.names[owner]}方的城堡;棋組 {len(members)} 個,"
                         f"{len(libs)} 口氣(規則 cartography.stone.liberty)")
        if self.stepping:
            action = "stone at " + name
            if action in self.legal:
                classes.append("legal")
                title += " — " + ("click to place a castle" if lang == "en" else "點擊放置城堡")
            else:
                classes.append("illegal")
                title += " — " + self._why(action)
            if action in self.hints:
                classes.append("hint")
        captured = rid in s.last_captured
        if captured:
            classes.append("captured")
            title += (" — captured last turn (rule cartography.capture.no-liberty)"
                      if lang == "en" else "— 上一步被捕捉(規則 cartography.capture.no-liberty)")
        if owner >= 0 and s.last_action == "stone at " + name:
            classes.append("last")
        g = dwg.g(**attrs(id=d.id(f"region-{_slot_id(s.region_at[rid][0])}-"
                                  f"{REGION_LETTERS[s.region_at[rid][1]]}"),
                          class_=" ".join(classes), data_action=action))
        g.set_desc(title=title)
        cx, cy = fmt(x), fmt(y)
        g.add(dwg.circle((cx, cy), HIT_RADIUS, class_="hit", fill_opacity="0", stroke="none"))
        if captured:
            size = STONE_SIZE * 0.8
            g.add(d.use(SHEET, "captured", fmt(x - size / 2), fmt(y - size / 2), size, size,
                        class_="captured-mark", color=_OWNER_COLORS[s.player]))
        if "legal" in classes or "hint" in classes or "last" in classes:
            g.add(dwg.circle((cx, cy), RING_RADIUS if owner < 0 else STONE_SIZE * 0.62,
                             class_="ring", fill="none", stroke_width=3))
        if owner < 0:
            g.add(dwg.circle((cx, cy), DOT_RADIUS, class_="dot-shape"))
        else:
            g.add(d.use(SHEET, STONE_SYMBOLS[owner], fmt(x - STONE_SIZE / 2),
                        fmt(y - STONE_SIZE * 0.6), STONE_SIZE, STONE_SIZE, class_="stone"))
        return g

    def _slot(self, slot: tuple[int, int]) -> Any:
        """An empty slot next to the map: faint, or a preview of the selected tile."""
        dwg, d, lang = self.dwg, self.d, self.lang
        x, y = slot_origin(slot)
        up = (slot[0] + slot[1]) % 2 == 0
        where = f"({slot[0]},{slot[1]})"
        classes = ["slot"]
        action = None
        if self.tiling and self.sel:
            name, rot = self.sel["tile"], self.sel["rot"]
            t = TILE_INDEX[name]
            action = f"tile {name} at {where} rot {rot}"
            legal = action in self.legal
            classes.append("legal" if legal else "illegal")
            others = [r for r in TILE_TYPES[t].rotations if r != rot
                      and f"tile {name} at {where} rot {r}" in self.legal]
            if others:
                classes.append("fits-other-rotation")
            if action in self.hints:
                classes.append("hint")
            if legal:
                title = (f"{where}: place {name} turned {rot}°" if lang == "en"
                         else f"{where}:放置 {name},旋轉 {rot}°")
            else:
                title = f"{where}: {self._why(action)}"
            if others:
                title += (f" — fits turned {', '.join(f'{r}°' for r in others)} "
                          f"(rule cartography.tile.rotation)" if lang == "en" else
                          f" — 旋轉 {'、'.join(f'{r}°' for r in others)} 可以放"
                          f"(規則 cartography.tile.rotation)")
        else:
            t, rot = -1, 0
            title = (f"{where}: empty slot next to the map (rule cartography.tile.adjacent)"
                     if lang == "en" else f"{where}:地圖旁的空位(規則 cartography.tile.adjacent)")
        g = dwg.g(**attrs(id=d.id(f"slot-{_slot_id(slot)}"), class_=" ".join(classes),
                          data_action=action))
        g.set_desc(title=title)
        frame = _frame(up, TILE_SIDE)
        g.add(dwg.path(d=_triangle(frame, x, y), class_="shape", stroke_width=1.5,
                       stroke_dasharray="5 4"))
        if t >= 0:
            lay = _layout(t, rot, up)
            ghost = g.add(dwg.g(opacity="0.6"))
            if lay.walls:
                ghost.add(dwg.path(d=_segments(lay.walls, x, y), class_="wall", fill="none",
                                   stroke_width=WALL_WIDTH - 1, stroke_linecap="round"))
            for px, py in lay.dots:
                ghost.add(dwg.circle((fmt(x + px), fmt(y + py)), DOT_RADIUS - 1, class_="dot"))
        else:
            cy = y + (TILE_HEIGHT * 2 / 3 if up else TILE_HEIGHT / 3)
            g.add(dwg.text(where, insert=(fmt(x), fmt(cy + 3.5)),
                           **attrs(class_="coord", text_anchor="middle")))
        return g

    def _why(self, action: str) -> str:
        """Why an action is illegal, citing the rule."""
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
        dwg, d = self.dwg, self.d
        px = self.map_x + self.map_w + PANEL_GAP
        py = self.map_y
        d.add(dwg.rect((fmt(px), py), (PANEL_WIDTH, fmt(self.map_h)), rx=CORNER,
                       **attrs(id=d.id("panel-frame"), class_="panel")))
        x, y = px + PANEL_PAD, py + PANEL_PAD
        y = self._players(x, y)
        y = self._score(x, y + 8)
        y = self._supply(x, y + 8)
        if not self.s.over:
            self._buttons(x, y + 10)

    def _heading(self, text: str, x: float, y: float, name: str) -> float:
        self.d.add(self.dwg.text(text, insert=(fmt(x), fmt(y + 15)),
                                 **attrs(id=self.d.id(f"heading-{name}"), class_="heading")))
        return y + HEADING_HEIGHT

    def _players(self, x: float, y: float) -> float:
        dwg, d, s, w = self.dwg, self.d, self.s, self.words
        y = self._heading(w["players"], x, y, "players")
        inner = PANEL_WIDTH - 2 * PANEL_PAD
        sheet = s.scores()
        for p in (0, 1):
            classes = ["player", f"owner-{p}"]
            if not s.over and s.player == p:
                classes.append("current")
            if s.over and p in sheet.winners:
                classes.append("winner")
            g = d.add(dwg.g(**attrs(id=d.id(f"player-{p}"), class_=" ".join(classes))))
            g.set_desc(title=f"{self.names[p]}: " + w["stats"].format(
                tiles=s.tiles_left[p], stones=s.stones_left[p], captured=s.prisoners[p]))
            g.add(dwg.rect((fmt(x - 4), fmt(y)), (inner + 8, PLAYER_ROW - 6), rx=6,
                           stroke_width=1.5))
            g.add(d.use(SHEET, STONE_SYMBOLS[p], fmt(x), fmt(y + 5), 32, 32))
            g.add(dwg.text(self.names[p], insert=(fmt(x + 40), fmt(y + 19)), class_="name"))
            g.add(dwg.text(w["stats"].format(tiles=s.tiles_left[p], stones=s.stones_left[p],
                                             captured=s.prisoners[p]),
                           insert=(fmt(x + 40), fmt(y + 36)), class_="small"))
            tag = None
            if "current" in classes:
                tag = w["to play"]
            elif "winner" in classes:
                tag = w["wins"]
            if tag:
                g.add(dwg.text(tag, insert=(fmt(x + inner), fmt(y + 19)),
                               **attrs(class_="label", text_anchor="end")))
            y += PLAYER_ROW
        return y

    def _score(self, x: float, y: float) -> float:
        dwg, d, s, w, lang = self.dwg, self.d, self.s, self.words, self.lang
        y = self._heading(w["score"], x, y, "score")
        sheet = s.scores()
        inner = PANEL_WIDTH - 2 * PANEL_PAD
        cols = (x + inner - 62, x + inner)
        g = d.add(dwg.g(**attrs(id=d.id("score"), class_="score-sheet")))
        for p in (0, 1):
            g.add(dwg.text(self.names[p], insert=(fmt(cols[p]), fmt(y + 14)),
                           **attrs(class_="small", text_anchor="end")))
        y += SCORE_ROW
        for c in sheet.categories:
            row = g.add(dwg.g(**attrs(id=d.id(f"score-{c.id}"), class_=f"score {c.id}")))
            row.set_desc(title=f"{c.label[lang]} (rule {c.rule})" if lang == "en"
                         else f"{c.label[lang]}(規則 {c.rule})")
            row.add(dwg.text(c.label[lang], insert=(fmt(x), fmt(y + 15)), class_="label"))
            for p in (0, 1):
                row.add(dwg.text(num(sheet.points[p][c.id]), insert=(fmt(cols[p]), fmt(y + 15)),
                                 **attrs(class_="label", text_anchor="end")))
            y += SCORE_ROW
        g.add(dwg.line((fmt(x), fmt(y + 3)), (fmt(x + inner), fmt(y + 3)), class_="rule-line",
                       stroke_width=1.5))
        g.add(dwg.text(w["total"], insert=(fmt(x), fmt(y + 20)), class_="total"))
        for p in (0, 1):
            g.add(dwg.text(num(sheet.totals[p]), insert=(fmt(cols[p]), fmt(y + 20)),
                           **attrs(class_="total", text_anchor="end")))
        y += SCORE_ROW + 4
        names = ", ".join(self.names[p] for p in sheet.winners)
        verdict = f"{names} {w['wins'] if sheet.final else w['leads']}"
        if sheet.tiebreak:
            by_stones = sheet.tiebreak == "cartography.score.tie-stones"
            verdict += f" ({w['tie-stones' if by_stones else 'tie']})"
        result = dwg.text(verdict, insert=(fmt(x), fmt(y + 16)),
                          **attrs(id=d.id("result"), class_="label result"))
        if sheet.tiebreak:
            result.set_desc(title=f"rule {sheet.tiebreak}" if lang == "en"
                            else f"規則 {sheet.tiebreak}")
        g.add(result)
        return y + 26

    def _supply(self, x: float, y: float) -> float:
        dwg, d, s, w = self.dwg, self.d, self.s, self.words
        y = self._heading(w["supply"], x, y, "supply")
        if self.tiling and not self.sel:
            self.d.add(dwg.text(w["pick"], insert=(fmt(x + PANEL_WIDTH - 2 * PANEL_PAD),
                                                   fmt(y - 9)),
                                **attrs(id=d.id("supply-hint"), class_="small",
                                        text_anchor="end")))
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
            elif self.tiling and tt.name not in fits:
                classes.append("no-fit")
            if tt.name in hinted and self.sel.get("tile") != tt.name:
                classes.append("hint")
            target = f"type-{tt.name}" if self.tiling else None
            g = d.add(dwg.g(**attrs(id=d.id(f"supply-{tt.name}"), class_=" ".join(classes),
                                    data_target=target)))
            desc = tt.description if self.lang == "en" else tt.description_zh
            title = (f"{tt.name}: {desc}; {count} left (rule cartography.tile.supply)"
                     if self.lang == "en" else
                     f"{tt.name}:{desc};剩 {count} 個(規則 cartography.tile.supply)")
            if "no-fit" in classes:
                title += (" — fits nowhere now (rule cartography.tile.edges-match)"
                          if self.lang == "en"
                          else "— 目前沒有地方可放(規則 cartography.tile.edges-match)")
            g.set_desc(title=title)
            g.add(dwg.rect((fmt(cx), fmt(cy)), (cw, ch - 8), rx=6, stroke_width=1.5))
            lay = _layout(i, rot, True, SUPPLY_SIDE)
            ox, oy = cx + cw / 2, cy + 6
            g.add(dwg.path(d=_triangle(lay.corners, ox, oy), class_="tile", stroke_width=1.2))
            if lay.walls:
                g.add(dwg.path(d=_segments(lay.walls, ox, oy), class_="wall", fill="none",
                               stroke_width=3.5, stroke_linecap="round"))
            for dx, dy in lay.dots:
                g.add(dwg.circle((fmt(ox + dx), fmt(oy + dy)), 3.8, class_="dot"))
            g.add(dwg.text(f"{tt.name} ×{count}", insert=(fmt(cx + cw / 2), fmt(cy + ch - 15)),
                           **attrs(class_="label", text_anchor="middle")))
        return y + 2 * ch

    def _buttons(self, x: float, y: float) -> None:
        dwg, d, w = self.dwg, self.d, self.words
        inner = PANEL_WIDTH - 2 * PANEL_PAD
        if self.tiling:
            name = self.sel.get("tile")
            symmetric = name is not None and TILE_TYPES[TILE_INDEX[name]].rotations == (0,)
            classes = ["button", "rotate"]
            if name is None or symmetric:
                classes.append("disabled")
            g = d.add(dwg.g(**attrs(id=d.id("rotate"), class_=" ".join(classes),
                                    data_target="rotate")))
            if self.lang == "en":
                title = ("Turn the selected tile by 120° (rule cartography.tile.rotation)"
                         if not symmetric else f"{name} looks the same turned")
            else:
                title = ("把選好的板塊旋轉 120°(規則 cartography.tile.rotation)"
                         if not symmetric else f"{name} 旋轉後看起來一樣")
            g.set_desc(title=title)
            label = w["rotate"].format(rot=self.sel.get("rot", 0))
            icon = True
        else:
            action = next((str(a) for a in self.legal if str(a) in ("pass", "no stone")),
                          "pass")
            classes = ["button", "pass"]
            if action in self.hints:
                classes.append("hint")
            g = d.add(dwg.g(**attrs(id=d.id("pass"), class_=" ".join(classes),
                                    data_action=action)))
            if action == "no stone":
                rule = "cartography.stone.optional"
                title = ("End your turn without a stone (not a pass: you laid a tile)"
                         if self.lang == "en" else "不放棋子,結束回合(不算跳過:你放了板塊)")
            else:
                rule = "cartography.end.pass"
                title = ("Pass: two passes in a row end the game" if self.lang == "en"
                         else "跳過:連續兩次跳過,遊戲結束")
            g.set_desc(title=f"{title} (rule {rule})" if self.lang == "en"
                       else f"{title}(規則 {rule})")
            label = w[action]
            icon = False
        g.add(dwg.rect((fmt(x), fmt(y)), (inner, BUTTON_HEIGHT), rx=8, stroke_width=1.5))
        tx = x + inner / 2
        if icon:
            g.add(d.use(SHEET, "rotate", fmt(x + 12), fmt(y + 7), 24, 24))
            tx += 14
        g.add(dwg.text(label, insert=(fmt(tx), fmt(y + 25)),
                       **attrs(class_="name button-label", text_anchor="middle")))


_OWNER_COLORS = ("#2f6fd6", "#f28a1c")
"""The castle colours of the symbol sheet, for the captured mark."""


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
