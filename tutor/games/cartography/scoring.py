"""Cartography scoring: stones on the map plus captured stones; ties per the option.

>>> from tutor.games import cartography
>>> print(cartography.new_game().scores())
                         Blue    Orange
stones on the map           0         0
captured stones             0         0
total                       0         0
running: Blue leads (tie-break: cartography.score.tie-start-player)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.lang import Text
from ...core.scores import Category, ScoreSheet

if TYPE_CHECKING:
    from .state import CartographyState

CATEGORIES = (
    Category("stones", Text("stones on the map", "地圖上的棋子"),
             "cartography.score.stones-on-map"),
    Category("captured", Text("captured stones", "捕捉的棋子"), "cartography.score.prisoners"),
)


def score_sheet(state: CartographyState) -> ScoreSheet:
    """The score sheet of ``state`` (running until the game is over)."""
    on_map = [0, 0]
    for owner in state.stones:
        if owner >= 0:
            on_map[owner] += 1
    points = tuple({"stones": on_map[p], "captured": state.prisoners[p]} for p in (0, 1))
    totals = [on_map[p] + state.prisoners[p] for p in (0, 1)]
    start = state.opts["start_player"]
    tiebreak = None
    if totals[0] != totals[1]:
        winner = 0 if totals[0] > totals[1] else 1
    elif state.opts["tiebreak"] == "stones" and on_map[0] != on_map[1]:
        winner = 0 if on_map[0] > on_map[1] else 1
        tiebreak = "cartography.score.tie-stones"
    else:
        winner = start
        tiebreak = "cartography.score.tie-start-player"
    return ScoreSheet(state.player_texts(), CATEGORIES, points, state.over, (winner,), tiebreak)
