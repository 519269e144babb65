"""Tokaido pictures: the SVG board and the compact text board (drawing to come)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import PANORAMAS

if TYPE_CHECKING:
    from .state import TokaidoState


def render(state: TokaidoState, viewer: int | None = None, highlight: Any = None,
           lang: str = "en", selection: dict[str, Any] | None = None, **kw: Any) -> str:
    raise NotImplementedError("the Tokaido board is not drawn yet")


def text_board(state: TokaidoState, viewer: int | None = None) -> str:
    """The position as a few lines of text, hiding what ``viewer`` may not see.

    >>> from tutor.games import tokaido
    >>> print(text_board(tokaido.new_game(players=2, seed=1)))  # doctest: +ELLIPSIS
    Tokaido, 2 players: Blue to choose a traveller
    ...
    """
    s = state
    names = s.player_names()
    lines = [f"Tokaido, {s.n} players: {s.describe()}"]
    pawn_words = []
    for p in range(s.pawns):
        who = names[p] if p < s.n else "Neutral"
        pawn_words.append(f"{who} {s.position(p)}/{s.slots[p]}")
    lines.append("road: " + ", ".join(pawn_words))
    for p, pl in enumerate(s.players):
        if pl.traveller:
            tile = pl.traveller
        elif pl.dealt and (viewer is None or viewer == p):
            tile = "dealt " + "/".join(pl.dealt)
        elif pl.dealt:
            tile = "dealt 2 tiles"
        else:
            tile = "-"
        pans = " ".join(f"{t[0].upper()}{k}" for t, k in zip(PANORAMAS, pl.panoramas, strict=True))
        lines.append(
            f"{names[p]}: {tile}, {pl.coins} coins, {pl.total} points"
            f" | souvenirs {','.join(pl.souvenirs) or '-'} | panoramas {pans}"
            f" | springs {','.join(map(str, pl.springs)) or '-'}"
            f" | meals {','.join(pl.meals) or '-'}"
            f" | encounters {','.join(pl.encounters) or '-'} | temple {pl.temple}"
            f" | achievements {','.join(pl.achievements) or '-'}")
    if s.n == 2:
        lines.append(f"Neutral: temple {s.neutral_temple}")
    if s.shown:
        lines.append("village: " + ", ".join(s.shown))
    if s.layout_drawn or s.layout:
        if s.layout_seen(viewer):
            lines.append("inn meals: " + (", ".join(s.layout) or "none"))
        else:
            lines.append(f"inn meals: {len(s.layout)} face down")
    if s.drawn and (viewer is None or viewer == s.actor or s.phase != "keep"):
        lines.append("encounter cards drawn: " + ", ".join(s.drawn))
    if s.offered and (viewer is None or viewer == s.actor):
        lines.append(f"offered to Satsuki: {s.offered}")
    return "\n".join(lines)
