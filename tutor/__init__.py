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
from typing import TYPE_CHECKING, Any

from . import games
from .core import BadSave, IllegalAction, Match, NotationError
from .core.game import Game
from .core.lang import get_lang as language
from .core.lang import set_lang as set_language

if TYPE_CHECKING:
    from .widget import PassAndPlay, ReplayWidget

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


def replay(match: Match | str, viewer: int | str | None = "mover", lang: str | None = None,
           **kw: Any) -> ReplayWidget:
    """A replay board of ``match`` (a :class:`~tutor.core.Match` or the path of a saved
    one) with the strong bot's review of its moves: ``tutor.replay("game.json",
    viewer=0)`` is seat 0's look-back (``tutor.widget.ReplayWidget`` says more)."""
    from .widget import replay as make

    return make(match, viewer=viewer, lang=lang, **kw)


def pass_and_play(game: str | Game, players: int = 2, seed: int | None = None,
                  lang: str | None = None, **options: Any) -> PassAndPlay:
    """A new game of ``game`` (a name) for ``players`` people at one screen, with a curtain
    between turns and the look-back at the end (``tutor.widget.PassAndPlay``)."""
    from .widget import pass_and_play as make

    return make(game, players=players, seed=seed, lang=lang, **options)


__all__ = ["BadSave", "IllegalAction", "Match", "NotationError", "games", "language", "load",
           "pass_and_play", "replay", "set_language", "__version__"]
