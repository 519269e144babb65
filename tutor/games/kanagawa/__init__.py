"""Kanagawa: lessons at Hokusai's school. See :mod:`.state` for the rules engine.

>>> from tutor.games import kanagawa
>>> kanagawa.new_game(players=3, seed=2).describe()
'Blue to wait or take a column'
"""

from . import render as _render_module  # noqa: F401  (bind the submodule before the name)
from .data import CARDS, DIPLOMAS, START_TILES
from .rules import RULES
from .state import GAME, KanagawaAction, KanagawaState, stack_of

new_game = GAME.new_game
from_json = GAME.from_json
render = GAME.render
rules = RULES

__all__ = [
    "CARDS", "DIPLOMAS", "GAME", "RULES", "START_TILES", "KanagawaAction", "KanagawaState",
    "from_json", "new_game", "render", "rules", "stack_of",
]
