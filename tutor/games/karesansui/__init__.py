"""Karesansui (枯山水, Stone Garden): Zen gardens of sand tiles and stones. See :mod:`.state`
for the rules engine and :mod:`.studio` for the garden studio.

>>> from tutor.games import karesansui
>>> karesansui.new_game(players=4, seed=3).describe()
'Orange to draw a tile'
>>> from tutor.core import Match
>>> Match(karesansui.STUDIO).widget()
<GameWidget karesansui-studio: step 0, garden studio: 0 points>
"""

from . import render as _render_module  # noqa: F401  (bind the submodule before the name)
from .data import ARRANGEMENTS, DESIGNS, FAMOUS_GARDENS, GARDENERS, PROVISIONAL, STONE_KINDS
from .rules import RULES
from .state import GAME, KaresansuiAction, KaresansuiState
from .studio import STUDIO, StudioAction, StudioState

new_game = GAME.new_game
from_json = GAME.from_json
render = GAME.render
rules = RULES

__all__ = [
    "ARRANGEMENTS", "DESIGNS", "FAMOUS_GARDENS", "GAME", "GARDENERS", "PROVISIONAL", "RULES",
    "STONE_KINDS", "STUDIO", "KaresansuiAction", "KaresansuiState", "StudioAction",
    "StudioState", "from_json", "new_game", "render", "rules",
]
