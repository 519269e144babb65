"""Cartography pictures: the text board (SVG renderer to come)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .data import PLAYER_NAMES, REGION_LETTERS, TILE_TYPES

if TYPE_CHECKING:
    from .state import CartographyState

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
    lines.append("supply: " + " ".join(f"{t.name}x{n}" for t, n in zip(TILE_TYPES, s.supply)))
    for p, name in enumerate(PLAYER_NAMES):
        lines.append(f"{name}: {s.tiles_left[p]} tiles, {s.stones_left[p]} stones, "
                     f"{s.prisoners[p]} captured")
    return "\n".join(lines)
