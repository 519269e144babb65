"""One package per game, each with the same modules: data, rules, state, scoring, render.

``tutor.games`` is both this package (``from tutor.games import cartography``) and the
function the design promises (``tutor.games()`` lists the game names): the module is
callable.
"""

from __future__ import annotations

import sys
import types

NAMES = ("cartography", "kanagawa", "tokaido", "karesansui")
"""Every game the tutor knows, in the order the front door lists them."""

TOOLS = {"karesansui-studio": ("karesansui", "STUDIO")}
"""Game objects that are not games but use the same contract, so that a Match (and its
widget, saves included) can drive them: name -> (game package, attribute). Not listed by
``tutor.games()``; ``tutor.load`` finds them."""


class _CallableModule(types.ModuleType):
    def __call__(self) -> list[str]:
        """The names of the games the tutor knows."""
        return list(NAMES)


sys.modules[__name__].__class__ = _CallableModule
