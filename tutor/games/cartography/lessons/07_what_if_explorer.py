"""Cartography lesson 7: a what-if explorer."""

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
    FOUR_STONES,
    LAST_CHANCE,
    MIDGAME,
    START,
    margin_gain,
)

LESSON = Lesson(
    game="cartography", number=7, slug="what-if-explorer",
    title=T("What-if explorer", "探索：如果這樣走呢？"),
    minutes=15,
    objectives=(
        T("compare two moves", "比較兩個走法"),
        T("tell a quick gain from a lasting one", "分辨眼前的收穫和長久的收穫"),
    ),
    steps=(
        Read(T(
            """
## Predict, then see

Choose a position and two moves, A and B. Predict which ends better for its player, then
press *Reveal*: bots play the game out many times after each move, and two charts show what
happened. A few games are a hint, not a proof.
""",
            """
## 先預測，再揭曉

選一個局面和兩個走法 A 與 B。先預測哪一步最後對走的人比較有利，再按「揭曉」：電腦會在每個走法之後
把這局下完很多次，兩張圖顯示結果。少數幾局只是參考，不是證明。
"""), sources=T(
            """
The charts: how the final margin (the mover's total minus the opponent's) is spread, and
the mover's average points on each line of the score sheet. Besides the positions listed,
you can paste a **position code**: every board shows its code under it.
""",
            """
兩張圖：最後的領先分數（走的人的總分減去對手的總分）怎麼分布，以及走的人在計分表每一行的平均分數。
除了列出的局面，你也可以貼上**局面代碼**：每個棋盤下方都有它的代碼。
""")),
        Explore("explore", (
            (T("Four stones (lesson 3)", "四顆棋子（第 3 課）"), FOUR_STONES),
            (T("A middle game", "一局的中盤"), MIDGAME),
            (T("One last stone (lesson 6)", "最後一顆棋子（第 6 課）"), LAST_CHANCE),
            (T("A new game", "新的一局"), START),
        )),
        Quiz((
            HowMany("q-gain", T("In the middle game, Blue captures three stones with a stone on "
                                "the region marked ①. By how many points does Blue's margin "
                                "change at once?",
                                "在中盤，藍方在標記①的區域放一顆棋子，捕捉三顆棋子。藍方的領先"
                                "立刻改變幾分？"),
                    MIDGAME, margin_gain("stone at (-1,-1)a"),
                    T("Three captured stones, three orange stones off the map, one blue stone "
                      "on it.",
                      "三顆捕捉的棋子，三顆橘色棋子離開地圖，一顆藍色棋子留在地圖上。"),
                    rules=("cartography.score.prisoners", "cartography.score.stones-on-map"),
                    mark="stone at (-1,-1)a", markers=("region-m1_m1-a",)),
            Choose("q-measure", T("What does the explorer compare?", "探索工具比較的是什麼？"),
                   (T("the final scores of many games played on after each move",
                      "每個走法之後繼續下完的很多局的最後分數"),
                    T("the score sheet just after each move", "每個走法剛下完時的計分表"),
                    T("which move is legal", "哪個走法合法")),
                   0, T("A move that gains at once can still lose later: the games played on "
                        "tell them apart.",
                        "眼前有收穫的走法，之後仍可能吃虧：繼續下完的對局能分辨它們。")),
        )),
    ),
    recap=T("Compare moves by what follows them, not only by the score one move later; trust a "
            "difference only when enough games show it.",
            "用之後的發展比較走法，不要只看下一步的分數；只有足夠多的對局都顯示出差距時，才相信它。"),
    mistakes=(T("Trusting a difference seen in a handful of games.", "只看幾局就相信差距。"),),
)
