"""Kanagawa pictures: the text board (the SVG renderer follows)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import KanagawaState


def text_board(s: KanagawaState, viewer: int | None = None) -> str:
    """A compact text picture: the school board, then each player's area."""
    names = s.player_names()
    lines = [f"Kanagawa, lesson {s.lesson}: {s.describe()}",
             f"deck {len(s.deck)} | Grand Master {names[s.gm]} | Assistant {names[s.assistant]}"]
    for r, row in enumerate(s.school[: s.rows] if s.school else ()):
        cells = []
        for c, card in enumerate(row):
            if s.taken[c] or card is None:
                cells.append("  -  ")
            elif s.is_face_down(r, c) and viewer is not None:
                cells.append(f"[{card[0]}??]")
            else:
                cells.append(f"[{card}]" if not s.is_face_down(r, c) else f"({card})")
        lines.append(f"row {r + 1}: " + " ".join(cells))
    for p, a in enumerate(s.areas):
        brushes = ",".join(f"S{b}" for b in a.brushes)
        lines.append(
            f"{names[p]}: tile {a.tile or '?'} | studio {' '.join(a.studio) or '-'} | "
            f"painting {' '.join(a.painting) or '-'} | hand {' '.join(a.hand) or '-'} | "
            f"brushes on {brushes or '-'} +{a.reserve} | storms {a.storms} | "
            f"diplomas {' '.join(a.diplomas) or '-'}" + ("" if a.in_class else " | left class"))
    lines.append(f"diplomas left: {' '.join(s.diplomas)}")
    return "\n".join(lines)
