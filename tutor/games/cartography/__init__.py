"""Cartography: the first complete game. See :mod:`.state` for the rules engine.

>>> from tutor.games import cartography
>>> cartography.new_game().describe()
'Blue to place a tile'
"""

from . import render as _render_module  # noqa: F401  (bind the submodule before the name)
from .data import TILE_TYPES
from .rules import RULES
from .state import (
    GAME,
    CartographyAction,
    CartographyState,
    PassAction,
    StoneAction,
    TileAction,
)

new_game = GAME.new_game
from_json = GAME.from_json
render = GAME.render
rules = RULES

__all__ = [
    "GAME", "RULES", "TILE_TYPES", "CartographyAction", "CartographyState", "PassAction",
    "StoneAction", "TileAction", "from_json", "new_game", "render", "rules",
]
