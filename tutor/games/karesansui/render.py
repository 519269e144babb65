"""Karesansui pictures (work in progress)."""

from __future__ import annotations

from typing import Any

from .data import COLS, DESIGNS, SEAT_NAMES, STONE_KINDS


def text_board(state: Any, viewer: int | None = None) -> str:
    lines = [state.describe()]
    for p in range(state.n):
        g, st = state.gardens[p], state.stones[p]
        lines.append(f"{SEAT_NAMES[p]} virtue {state.virtue[p]}")
        for r in range(3):
            cells = []
            for c in range(COLS):
                i = r * COLS + c
                t = g[i]
                tok = "." if t < 0 else DESIGNS[t // 2].id + ("'" if t % 2 else "")
                if st[i] >= 0:
                    tok += "+" + STONE_KINDS[st[i]].id[0]
                if state.monks[p] == i:
                    tok += "@"
                cells.append(f"{tok:<8}")
            lines.append("  " + "".join(cells).rstrip())
    return "\n".join(lines)


def render(state: Any, viewer: int | None = None, highlight: Any = None, lang: str = "en",
           **kw: Any) -> str:
    raise NotImplementedError
