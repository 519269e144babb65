"""Cartography components as data: tile types, their edges, regions, walls; counts.

Sources: the rules summary ``003_aa27acea8e4117cd.txt`` (components, set-up, game lengths)
and public notes on the designer's prototype (the six tile types and how their walls split
them into regions).

Geometry. A tile is a triangle with vertices V0, V1, V2 in clockwise order on screen; edge
Ek runs from Vk to Vk+1. An edge is *open* (one region touches it at its midpoint) or a
*wall* edge (a wall meets its midpoint; the half before the midpoint belongs to one region,
the half after it to another, or the same one when the wall is only a stub). Positions
inside a tile are barycentric weights of (V0, V1, V2).
"""

from __future__ import annotations

from dataclasses import dataclass

PLAYERS = 2
"""Cartography is a two-player game (seed: 遊戲人數 2)."""

PLAYER_NAMES = ("Blue", "Orange")
PLAYER_NAMES_ZH = ("藍方", "橘方")
"""Seat 0 plays the blue stones, seat 1 the orange ones (seed components list). The seats
are called one way everywhere (the glossary's ``seat-0`` and ``seat-1``)."""

STONES_PER_PLAYER = 30
"""Each player has 30 stones (seed: 30 個藍色棋子, 30 個橘色棋子)."""

TOTAL_TILES = 36
"""36 triangular tiles in the box (seed), of which 6 plain ones form the start hexagon."""

GAME_LENGTHS = {5: 20, 10: 40, 15: 60}
"""Tiles per player -> minutes of play (seed's game-length table)."""

Bary = tuple[float, float, float]

MIDPOINTS: tuple[Bary, Bary, Bary] = ((0.5, 0.5, 0.0), (0.0, 0.5, 0.5), (0.5, 0.0, 0.5))
CENTRE: Bary = (1 / 3, 1 / 3, 1 / 3)


def _towards(a: Bary, b: Bary, t: float) -> Bary:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


@dataclass(frozen=True)
class TileType:
    """One of the six tile types."""

    name: str
    """Type name from the designer's prototype: O3, O2, O1 (one region), C1, C2, C3."""
    edges: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    """Per edge E0..E2: ``(r,)`` for an open edge touched by region r, or ``(ra, rb)`` for a
    wall edge whose first half touches region ra and second half region rb."""
    dots: tuple[Bary, ...]
    """Where each region's dot is drawn (region i is local letter 'abc'[i])."""
    walls: tuple[tuple[Bary, Bary], ...]
    """Wall segments to draw."""
    description: str
    description_zh: str

    @property
    def regions(self) -> int:
        return len(self.dots)

    @property
    def signature(self) -> tuple[bool, bool, bool]:
        """For each edge, True when it is a wall edge."""
        return tuple(len(e) == 2 for e in self.edges)  # type: ignore[return-value]

    @property
    def rotations(self) -> tuple[int, ...]:
        """Distinct rotations in degrees (0 only for the types that look the same turned)."""
        return (0,) if len(set(self.signature)) == 1 else (0, 120, 240)


TILE_TYPES: tuple[TileType, ...] = (
    TileType("O3", ((0,), (0,), (0,)), (CENTRE,), (),
             "one region, no wall", "一個區域，沒有牆"),
    TileType("O2", ((0, 0), (0,), (0,)), ((0.25, 0.25, 0.5),),
             ((MIDPOINTS[0], _towards(MIDPOINTS[0], CENTRE, 0.6)),),
             "one region, a wall stub entering from one edge",
             "一個區域，一段牆從一邊伸入"),
    TileType("O1", ((0,), (0, 0), (0, 0)), ((0.42, 0.42, 0.16),),
             ((MIDPOINTS[1], _towards(MIDPOINTS[1], CENTRE, 0.6)),
              (MIDPOINTS[2], _towards(MIDPOINTS[2], CENTRE, 0.6))),
             "one region, wall stubs entering from two edges",
             "一個區域，兩段牆從兩邊伸入"),
    TileType("C1", ((0, 1), (1,), (0,)), ((0.58, 0.14, 0.28), (0.14, 0.58, 0.28)),
             ((MIDPOINTS[0], (0.0, 0.0, 1.0)),),
             "two halves: a wall from the middle of one side to the opposite corner",
             "兩半：牆從一邊的中點通到對面的角"),
    TileType("C2", ((0,), (0, 1), (1, 0)), ((0.42, 0.42, 0.16), (0.15, 0.15, 0.7)),
             ((MIDPOINTS[1], MIDPOINTS[2]),),
             "two regions: a wall cuts off one corner", "兩個區域：牆切出一個角"),
    TileType("C3", ((0, 1), (1, 2), (2, 0)),
             ((0.62, 0.19, 0.19), (0.19, 0.62, 0.19), (0.19, 0.19, 0.62)),
             ((CENTRE, MIDPOINTS[0]), (CENTRE, MIDPOINTS[1]), (CENTRE, MIDPOINTS[2])),
             "three regions: a Y-shaped wall, one region per corner",
             "三個區域：Y 形的牆，每個角一個區域"),
)
"""The six tile types (research §2.1-2.2, from the designer's prototype)."""

TILE_INDEX = {t.name: i for i, t in enumerate(TILE_TYPES)}

START_TILE = "O3"
START_SLOTS = ((-1, -1), (0, -1), (1, -1), (-1, 0), (0, 0), (1, 0))
"""The start hexagon: six plain tiles around the vertex at the origin (seed set-up)."""

DEFAULT_SUPPLY = {"O3": 5, "O2": 5, "O1": 5, "C1": 5, "C2": 5, "C3": 5}
"""Face-up supply besides the start tiles: 30 = 36 - 6. No source gives the per-type
counts; five of each type is our assumption (rule ``cartography.setup.tile-counts``)."""

REGION_LETTERS = "abc"
