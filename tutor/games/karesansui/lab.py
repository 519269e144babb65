"""Karesansui in the scenario lab (:mod:`tutor.lab`): each seat's gardener card, whether it
used it, whether its boat stone scored, and the scenario notebook.

``start_choice`` is the gardener card the seat was dealt (in a two-player game each seat
gets three: their ids joined by ``+``); ``cards_used`` counts the gardener cards it played;
``boat`` is 1 when its garden scores arrangement D, the boat stone in the bottom row, whose
points (the ``boat_bonus`` option) no source gives.

>>> from tutor.lab import play_one, GameSpec
>>> rows = play_one(GameSpec("karesansui", 3, (), ("greedy",) * 3, 1))
>>> [(r["start_place"], r["start_choice"], r["cards_used"], r["boat"]) for r in rows]
[(1, 'kanamori', 0, 1), (2, 'muso', 0, 1), (3, 'rikyu', 0, 0)]
"""

from __future__ import annotations

from typing import Any

from ...core.lang import Text
from ...lab.model import GameLab, History, first_moves
from .data import ARRANGEMENTS, GARDENER_INDEX
from .glossary import TERMS
from .scoring import garden_score
from .state import KaresansuiState

BOAT = next(a.letter for a in ARRANGEMENTS if a.option == "boat_bonus")
"""The letter of the boat stone's arrangement."""


def facts(history: History, end: KaresansuiState) -> list[dict[str, Any]]:
    """Start place, gardener card(s) dealt, cards used, and the boat arrangement."""
    out = first_moves(history, end)
    for seat, row in enumerate(out):
        dealt = sorted(end.hands[seat] + end.used[seat])  # the deal is part of new_game
        hits = garden_score(end, seat).hits
        row.update(start_choice="+".join(dealt), cards_used=len(end.used[seat]),
                   boat=int(any(h.letter == BOAT and h.counted for h in hits)))
    return out


def _gardener(value: str) -> Text:
    names = [GARDENER_INDEX[g].name for g in str(value).split("+") if g in GARDENER_INDEX]
    if not names:
        return Text(str(value), str(value))
    return Text(" + ".join(n.en for n in names), "＋".join(n.zh for n in names))


LAB = GameLab(
    facts=facts,
    columns={"start_choice": TERMS["gardener-card"],
             "cards_used": Text("gardener cards used", "使用的庭園大師卡"),
             "boat": Text("boat stone in the bottom row", "舟石位於下排")},
    values={"start_choice": _gardener},
)
