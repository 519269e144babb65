"""tutor: an interactive rules tutor for board games, running in Jupyter.

>>> import tutor
>>> tutor.games()
['cartography', 'kanagawa', 'karesansui']
>>> game = tutor.load("cartography")
>>> state = game.new_game(players=2, seed=1)
>>> state.current_player()
0
"""

from __future__ import annotations

import importlib

from . import games
from .core import BadSave, IllegalAction, Match, NotationError
from .core.game import Game

__version__ = "0.1.0"


def load(name: str) -> Game:
    """The game object for ``name``. Raises ValueError for an unknown game."""
    if name not in games.NAMES:
        raise ValueError(f"unknown game {name!r}; choose one of {', '.join(games.NAMES)}")
    return importlib.import_module(f"tutor.games.{name}").GAME


__all__ = ["BadSave", "IllegalAction", "Match", "NotationError", "games", "load", "__version__"]
