"""Kanagawa in the scenario lab (:mod:`tutor.lab`): who held the Grand Master pawn first,
the storm tokens each seat placed and what they brought, and the scenario notebook.

``start_place`` is the seat's place in the order of play of the first lesson: 1 for the
start player, who holds the Grand Master pawn (and the Assistant pawn) at the start.
``storm_tokens`` counts the storm tokens the seat placed at the end (it won them with
diplomas), ``storm_points`` the points those placements added to its total, right then.

>>> from tutor.lab import play_one, GameSpec
>>> rows = play_one(GameSpec("kanagawa", 2, (), ("greedy", "greedy"), 0))
>>> [(r["start_place"], r["storm_tokens"], r["storm_points"]) for r in rows]
[(1, 1, 2), (2, 0, 0)]
"""

from __future__ import annotations

from typing import Any

from ...core.lang import Text
from ...lab.model import GameLab, History, first_moves, steps
from .glossary import TERMS
from .state import KanagawaState


def facts(history: History, end: KanagawaState) -> list[dict[str, Any]]:
    """The start place (1 = the start player, Grand Master first) and the storm tokens."""
    out = first_moves(history, end)
    for row in out:
        row.update(storm_tokens=0, storm_points=0)
    for before, action, after in steps(history, end):
        if action.kind == "storm":
            seat = before.current_player()
            out[seat]["storm_tokens"] += 1
            out[seat]["storm_points"] += after.scores().totals[seat] - before.scores().totals[seat]
    return out


LAB = GameLab(
    facts=facts,
    columns={
        "start_place": Text("order of play (1 = Grand Master first)",
                            "出手順序（1 = 一開始持有大師棋子）"),
        "storm_tokens": TERMS["storm-token"],
        "storm_points": Text("points from storm tokens", "風暴指示物帶來的分數"),
    },
)
