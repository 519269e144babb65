"""tutor: an interactive rules tutor for board games, running in Jupyter.

>>> import tutor
>>> tutor.games()
['cartography', 'kanagawa', 'tokaido', 'karesansui']
>>> game = tutor.load("cartography")
>>> state = game.new_game(players=2, seed=1)
>>> state.current_player()
0
>>> tutor.set_language("zh-Hant")   # boards, widget, score sheets, lessons: one setting
>>> tutor.language()
'zh-Hant'
>>> tutor.set_language("en")
"""

from __future__ import annotations

import importlib

from . import games
from .core import BadSave, IllegalAction, Match, NotationError
from .core.game import Game
from .core.lang import get_lang as language
from .core.lang import set_lang as set_language

__version__ = "0.1.0"


def load(name: str) -> Game:
    """The game object for ``name`` (a game of ``games()``, or a tool such as
    ``"karesansui-studio"``). Raises ValueError for an unknown name."""
    if name in games.TOOLS:
        package, attribute = games.TOOLS[name]
        return getattr(importlib.import_module(f"tutor.games.{package}"), attribute)
    if name not in games.NAMES:
        raise ValueError(f"unknown game {name!r}; choose one of {', '.join(games.NAMES)}")
    return importlib.import_module(f"tutor.games.{name}").GAME


__all__ = ["BadSave", "IllegalAction", "Match", "NotationError", "games", "language", "load",
           "set_language", "__version__"]
