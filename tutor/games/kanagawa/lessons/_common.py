"""Helpers shared by the Kanagawa lessons: the rulebook summary's file name, the seats and
families as quiz choices, and small goal tests."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ....core.game import State
from ....lessons.model import T
from ..data import FAMILIES

SOURCE = "000_43f8316dd65002f0.txt"
"""The Chinese rules summary, the lessons' main source and the source of their terms."""
SEATS = (T("Blue", "藍方"), T("Red", "紅方"), T("Green", "綠方"), T("Yellow", "黃方"))
FAMILY_CHOICES = tuple(T(f"{f.en} ({f.colour.en} back)", f"{f.zh}（{f.colour.zh}卡背）")
                       for f in FAMILIES)
"""The four families, in the order of :data:`~..data.FAMILIES`."""


def family_index(letter: str) -> int:
    """The index in :data:`FAMILY_CHOICES` of the family whose cards start with ``letter``."""
    return [f.prefix for f in FAMILIES].index(letter)


def painted(*cards: str) -> Callable[[State, State], bool]:
    """A goal test: every one of ``cards`` is in Blue's painting."""
    return lambda start, now: all(c in now.areas[0].painting for c in cards)


def trees(state: State, seat: int = 0) -> int:
    """The tree icons in a painting."""
    return state.areas[seat].facts["subjects"].get("tree", 0)


def run(state: State, seat: int = 0) -> int:
    """The points of a painting's longest season run (score item B)."""
    return state.scores().points[seat]["season"]


def after(state: State, moves: Iterable[str]) -> State:
    """``state`` after ``moves``."""
    for move in moves:
        state = state.apply(move)
    return state
