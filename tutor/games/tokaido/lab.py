"""Tokaido in the scenario lab (:mod:`tutor.lab`): each seat's traveller and place in the
start queue, the real-play table to compare with, and the scenario notebook.

``start_choice`` is the traveller the seat kept of the two it was dealt; ``start_place`` its
place in the start queue, 1 for the first to leave Kyoto (the rearmost traveller, who moves
first). The neutral traveller of the two-player game is not counted.

>>> from tutor.games import tokaido
>>> history, state = [], tokaido.new_game(players=3)
>>> for action in ("deal kinko", "deal zenemon", "deal satsuki", "deal chuubei", "deal umegae",
...                "deal hiroshige", "choose kinko", "choose satsuki", "choose umegae",
...                "departure 3,1,2"):
...     history.append((state, state.parse_action(action)))
...     state = state.apply(action)
>>> [(f["start_place"], f["start_choice"]) for f in LAB.facts(history, state)]
[(2, 'kinko'), (3, 'satsuki'), (1, 'umegae')]
"""

from __future__ import annotations

from typing import Any

from ...core.lang import Text
from ...lab.model import GameLab, History
from .glossary import TERMS
from .state import TokaidoState


def facts(history: History, end: TokaidoState) -> list[dict[str, Any]]:
    """Each seat's traveller and place in the start queue (1 = first to leave)."""
    queue = next((a.name.split(",") for _, a in history if a.kind == "departure"), [])
    leaving = [int(x) - 1 for x in queue if x != "N"] or list(range(end.n))
    return [{"start_place": leaving.index(p) + 1,
             "start_choice": end.players[p].traveller or ""} for p in range(end.n)]


LAB = GameLab(
    facts=facts,
    columns={"start_choice": TERMS["traveller"], "start_place": TERMS["start-queue"]},
    values={"start_choice": lambda t: TERMS.get(f"traveller-{t}", Text(str(t), str(t)))},
)
