"""Tokaido lesson 14: a what-if explorer."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    Explore,
    HowMany,
    Lesson,
    Quiz,
    Read,
    T,
)
from ._common import (
    DOUBLES,
    START3,
    TEMPLE_RACE,
    TWO_INNS,
    _gain_after,
    real,
)

SECOND_INN_EXIT = real(46)
"""The real game, turn 46: everyone has eaten at the second inn and Blue, the last to arrive,
leaves first."""

LESSON = Lesson(
    game="tokaido", number=14, slug="what-if-explorer",
    title=T("What-if explorer: where to stop next", "探索：下一步停在哪裡"),
    minutes=15,
    objectives=(
        T("compare two stops by the games that follow", "用之後的對局比較兩個停留位置"),
        T("weigh points now against the stops it gives others",
          "權衡眼前的分數，以及它讓別人多走幾步"),
    ),
    steps=(
        Read(T(
            """
## Predict, then see

Where should you stop next? Points now are half the answer: a long jump lets the others stop
several times before you move again. Pick a position and two destinations, predict which ends
better, then press *Reveal*.
""",
            """
## 先預測，再揭曉

下一步該停在哪裡？眼前的分數只是答案的一半：跳得太遠，你再移動之前別人會停好幾次。
選一個局面和兩個目的地，預測哪一個結果比較好，再按「揭曉」。
""")),
        Explore("explore", (
            (T("Kyoto: Green leaves first (lesson 1)", "京都：綠方先出發（第 1 課）"), START3),
            (T("Four players: Yellow at Kyoto (lesson 2)", "四人：黃方在京都（第 2 課）"), DOUBLES),
            (T("Blue leaves the second inn (lesson 5)", "藍方離開第二個旅店（第 5 課）"), TWO_INNS),
            (T("A real game, turn 46: Blue leaves the second inn",
               "真實對局第 46 回合：藍方離開第二個旅店"), SECOND_INN_EXIT),
            (T("A real game, turn 72: Blue has 1 coin (lesson 11)",
               "真實對局第 72 回合：藍方只有一塊錢（第 11 課）"), TEMPLE_RACE),
        )),
        Read(T(
            """
After *Reveal*, bots finish the journey many times after each move. One chart shows how the
final margin (the mover's total minus the best other total) is spread; the other, the
mover's average points on each line of the score sheet. A few games are a hint, not a proof:
raise their number before trusting a small difference.
""",
            """
按下「揭曉」後，電腦會在每個走法之後把旅程走完很多次。
一張圖顯示最後的領先分數（移動者的總分減去其他人的最高總分）怎麼分布；
另一張顯示移動者在計分表每一行的平均分數。
少數幾局只是參考，不是證明：差距很小時，先增加局數再相信它。
""")),
        Quiz((
            HowMany("q-now", T("In the real game at turn 72, Blue stops at the temple marked ① "
                               "and gives his coin. How many points does that score at once?",
                               "真實對局第 72 回合，藍方停在標記①的寺廟，捐出一塊錢。"
                               "這立刻得幾分？"),
                    TEMPLE_RACE, _gain_after(0, ("move 44", "donate 1")),
                    T("One point now; the share of first place on the temple is worth 10 at "
                      "the end, which is what the explorer's games show.",
                      "現在 1 分；但寺廟並列第一在結束時值 10 分，探索工具的對局會顯示這一點。"),
                    rules=("tokaido.temple.donate",), markers=("stop-44",), mark="move 44"),
            HowMany("q-options", T("At turn 46 of the real game, how many stops may Blue choose "
                                   "from?", "真實對局第 46 回合，藍方有幾個位置可以選？"),
                    SECOND_INN_EXIT, lambda s: len(s.legal_actions()),
                    T("Every stop of the third stretch, up to its inn: nobody is on the road "
                      "yet.", "第三段到旅店為止的每個位置：路上還沒有人。"),
                    rules=("tokaido.move.free-space", "tokaido.move.no-passing-inn")),
            Choose("q-jump", T("Blue jumps from Kyoto straight to the first inn. What does that "
                               "give the others?",
                               "藍方從京都直接跳到第一個旅店。這給了其他人什麼？"),
                   (T("many stops in a row before Blue moves again",
                      "在藍方再次移動前連續停好幾個位置"),
                    T("nothing: turns go round in seat order", "沒有：還是依座位順序輪流"),
                    T("they must follow Blue to the inn at once", "他們必須立刻跟著藍方到旅店")),
                   0, T("The last traveller always moves: the others move again and again, "
                        "until they too reach the inn.",
                        "永遠是最後面的人移動：其他人會一直移動，直到他們也到達旅店。"),
                   rules=("tokaido.move.rearmost",)),
        )),
    ),
    recap=T("Judge a stop by what follows it: the points, the coins and cards it brings, and "
            "the moves it gives the others. Trust a difference only when enough games show it.",
            "用之後的發展判斷一個位置：它帶來的分數、錢和卡片，以及它讓別人多走的步數。"
            "只有足夠多的對局都顯示出差距時才相信它。"),
    mistakes=(T("Always taking the stop that scores most at once.", "總是選立刻得分最多的位置。"),
              T("Trusting a difference seen in a handful of games.", "只看幾局就相信差距。")),
)
