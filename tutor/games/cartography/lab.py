"""Cartography in the scenario lab (:mod:`tutor.lab`): the start player and the scenario
notebook.

``start_place`` is 1 for the start player (the ``start_player`` option's seat), who lays
the first tile and wins a tie on points, and 2 for the other player.
"""

from __future__ import annotations

from ...lab.model import GameLab
from .glossary import TERMS

LAB = GameLab(columns={"start_place": TERMS["start-player"]})
