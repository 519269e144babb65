"""Tokaido: a journey from Kyoto to Edo. See :mod:`.state` for the rules engine.

>>> from tutor.games import tokaido
>>> tokaido.new_game(players=4, seed=2).describe()
'Blue to choose a traveller'
"""

from . import render as _render_module  # noqa: F401  (bind the submodule before the name)
from .data import MEALS, ROAD, SOUVENIRS, TRAVELLERS
from .rules import RULES
from .state import GAME, TokaidoAction, TokaidoState

new_game = GAME.new_game
start = GAME.start
from_json = GAME.from_json
render = GAME.render
rules = RULES

__all__ = [
    "GAME", "MEALS", "ROAD", "RULES", "SOUVENIRS", "TRAVELLERS", "TokaidoAction",
    "TokaidoState", "from_json", "new_game", "render", "rules", "start",
]
