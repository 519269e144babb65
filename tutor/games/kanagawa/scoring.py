"""Kanagawa scoring (seed 000's final scoring, items A to E; research §9.2).

A: 1 point per painted card, start tile included; B: 1 point per card of the longest run of
one season (storm cards and wild storm tokens fit any season); C: bonus points printed on the
painting and harmony points printed in the studio; D: diplomas; E: 2 points for the Grand
Master. Ties share the victory.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.lang import Text
from ...core.scores import Category, ScoreSheet
from .data import DIPLOMA_INDEX, SEASONS, Season

if TYPE_CHECKING:
    from .state import KanagawaState

CATEGORIES = (
    Category("cards", Text("cards in the painting", "畫作中的課程卡"), "kanagawa.score.cards"),
    Category("season", Text("longest season run", "最長的連續季節"),
             "kanagawa.score.season-run"),
    Category("painting", Text("painting bonus", "畫作獎勵"), "kanagawa.score.painting-bonus"),
    Category("studio", Text("studio points", "畫室分數"), "kanagawa.score.studio-points"),
    Category("diplomas", Text("diplomas", "證書"), "kanagawa.score.diplomas"),
    Category("grand_master", Text("Grand Master", "大師棋子"), "kanagawa.score.grand-master"),
)


def seasons(state: KanagawaState, seat: int) -> list[Season]:
    """The season of each card of the painting, P0 first, with storm tokens applied."""
    area = state.areas[seat]
    out = [area.painting_half(i).season for i in range(len(area.painting) + 1)]
    for i, key in area.marks:
        out[i] = Season(key)
    return out


def longest_run(row: list[Season]) -> int:
    """The longest run of consecutive cards of one season; storms fit any season.

    >>> S = Season
    >>> longest_run([S.SPRING, S.STORM, S.SPRING, S.WINTER, S.WINTER])
    3
    """
    best = 0
    for season in SEASONS:
        run = 0
        for s in row:
            run = run + 1 if s is season or s is Season.STORM else 0
            best = max(best, run)
    return best


def score_sheet(state: KanagawaState) -> ScoreSheet:
    """The score sheet of ``state`` (running until the game is over)."""
    points = []
    for seat, area in enumerate(state.areas):
        if not area.tile:  # before the start tiles are dealt
            points.append({c.id: 0 for c in CATEGORIES})
            continue
        painted = [area.painting_half(i) for i in range(len(area.painting) + 1)]
        points.append({
            "cards": len(painted),
            "season": longest_run(seasons(state, seat)),
            "painting": sum(h.bonus for h in painted),
            "studio": sum(area.studio_half(i).points for i in range(len(area.studio) + 1)),
            "diplomas": sum(DIPLOMA_INDEX[d].points for d in area.diplomas),
            "grand_master": state.opts["grand_master_bonus"] if seat == state.gm else 0,
        })
    totals = [sum(p.values()) for p in points]
    best = max(totals)
    winners = tuple(p for p, t in enumerate(totals) if t == best)
    tiebreak = "kanagawa.score.ties-shared" if len(winners) > 1 else None
    names = tuple(Text(en, zh) for en, zh in zip(state.player_names("en"),
                                                 state.player_names("zh-Hant"), strict=True))
    return ScoreSheet(names, CATEGORIES, tuple(points), state.phase == "over",
                      winners, tiebreak)
