"""Tokaido scoring: the score sheet, category by category (research §4; seed 002 遊戲結束).

Tokaido scores at once on the scoring track: souvenirs (1, 3, 5, 7 by place in a set),
panorama sections, hot springs, meals (6 each), temple coins (1 each, Miko's and
Hirotada's included), Samurai encounters (3), achievement cards (3 each), traveller
abilities (Mitsukuni's and Umegae's extra points) and, at the end, the temple ranking
bonus. The most points wins; a tie goes to more achievement cards, then the rank is shared.

>>> from tutor.games import tokaido
>>> sheet = tokaido.new_game(players=3, seed=1).scores()
>>> [c.id for c in sheet.categories][:4], sheet.totals
(['souvenirs', 'panoramas', 'hot_springs', 'meals'], (0, 0, 0))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.lang import Text
from ...core.scores import Category, ScoreSheet
from .state import CATEGORIES

if TYPE_CHECKING:
    from .state import TokaidoState

_LABELS = {
    "souvenirs": (Text("souvenirs", "紀念品"), "tokaido.souvenir.sets"),
    "panoramas": (Text("panoramas", "全景畫"), "tokaido.panorama.next-section"),
    "hot_springs": (Text("hot springs", "溫泉"), "tokaido.hotspring.card"),
    "meals": (Text("meals", "膳食"), "tokaido.inn.one-meal"),
    "temple": (Text("temple donations", "寺廟捐獻"), "tokaido.temple.donate"),
    "encounters": (Text("Samurai met", "遇到侍"), "tokaido.encounter.samurai"),
    "achievements": (Text("achievement cards", "成就卡"), "tokaido.score.achievements"),
    "abilities": (Text("traveller abilities", "旅行者能力"), "tokaido.score.abilities"),
    "temple_bonus": (Text("temple ranking", "寺廟排名"), "tokaido.end.temple-bonus"),
}

SCORE_CATEGORIES = tuple(Category(c, *_LABELS[c]) for c in CATEGORIES)
"""The score sheet's lines, in the order of ``Player.points``."""


def score_sheet(state: TokaidoState) -> ScoreSheet:
    """The score sheet of ``state`` (running until the game is over).

    Winners are the players ranked first: most points, then most achievement cards; a tie
    on both shares the rank. ``tiebreak`` names the rule that settled a tie on points.
    """
    points = tuple({c: v for c, v in zip(CATEGORIES, pl.points, strict=True)}
                   for pl in state.players)
    ranks = state.ranks()
    winners = tuple(p for p, r in enumerate(ranks) if r == 1)
    totals = [pl.total for pl in state.players]
    top = max(totals)
    tiebreak = None
    if totals.count(top) > 1:
        tiebreak = "tokaido.end.shared-rank" if len(winners) > 1 else "tokaido.end.tie-break"
    return ScoreSheet(state.player_texts(), SCORE_CATEGORIES, points,
                      state.phase == "over", winners, tiebreak)
