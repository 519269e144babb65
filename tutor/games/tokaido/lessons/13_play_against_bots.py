"""Tokaido lesson 13: games against bots."""

from __future__ import annotations

from ....lessons.model import (
    HowMany,
    Lesson,
    PlayBots,
    Quiz,
    Read,
    T,
)
from ._common import (
    trip,
)

FIVE = trip(("kinko", "satsuki", "umegae", "hirotada", "zenemon"), "1,2,3,4,5")
"""Five players at Kyoto."""

LESSON = Lesson(
    game="tokaido", number=13, slug="play-against-bots",
    title=T("Play against bots", "和電腦對戰"),
    minutes=30,
    objectives=(
        T("play a journey against bots, 2 to 5 travellers",
          "和電腦走完一整趟旅程，2 到 5 位旅行者"),
        T("plan stops around achievements, temple and inn", "圍繞成就、寺廟和旅店安排停留"),
    ),
    steps=(
        Read(T(
            """
## Your journey

You are Blue; the bots move whenever they are last. Choose the players and the bots' level.
Before each move ask: how many stops will the others make first? Which achievement is still
open? Will I need coins ahead?
""",
            """
## 你的旅程

你是藍方；電腦的旅行者在最後面時會自動移動。選擇玩家人數和電腦的程度。
每次移動前問自己：在我再次移動之前，別人會停幾次？哪張成就卡還能爭取？前面需要錢嗎？
""")),
        PlayBots("game", players=(2, 3, 4, 5), level="greedy", seed=12),
        Quiz((
            HowMany("q-five-meals", T("With five players, how many meal cards does the first "
                                      "arrival at an inn draw?",
                                      "五人遊戲時，最先到達旅店的人抽幾張膳食卡？"),
                    FIVE, lambda s: s.meal_count(),
                    T("Five players and one more card.", "五位玩家再加一張。"),
                    rules=("tokaido.inn.meal-draw",), picture=False),
            HowMany("q-five-double", T("With five players, how many travellers may stand on the "
                                       "first village, the double stop ①?",
                                       "五人遊戲時，第一個村莊，也就是雙格位置①，最多能停幾位旅行者？"),
                    FIVE, lambda s: s.capacity(s.route.step_of[2]),
                    T("A road place and a side place: two.", "路上一格和第二個空位：兩位。"),
                    rules=("tokaido.move.double-spaces",), markers=("stop-2",)),
        )),
    ),
    recap=T("In a real journey every move is a trade: points now, the stops it gives the "
            "others, the coins you will need, the achievements still open.",
            "真正的旅程中每一步都是取捨：眼前的分數、讓別人多停的位置、之後需要的錢、"
            "還能爭取的成就。"),
    mistakes=(T("Running out of coins just before the villages and temples one wanted.",
                "在想去的村莊和寺廟之前把錢花光。"),),
)
