"""Lesson 8: games against bots."""

from __future__ import annotations

from ....lessons.model import (
    HowMany,
    LegalOrNot,
    Lesson,
    PlayBots,
    Quiz,
    Read,
    T,
)
from ..data import FACE_DOWN
from ._positions import (
    FIRST_TREE,
    SEED_ROW,
    THREE_PUPILS,
)

LESSON = Lesson(
    game="kanagawa", number=8, slug="play-against-bots",
    title=T("Play against bots", "與電腦對戰"),
    minutes=30,
    objectives=(
        T("play whole games against bots", "和電腦完整地玩幾局"),
        T("use what the lessons taught", "運用學到的東西"),
    ),
    steps=(
        Read(T(
            """
## Your turn to play

You are Blue; bots play the other seats. Choose the level and the number of players, then
press New game. Watch the backs of the deck, who holds the Assistant pawn, your free
landscapes, and the diplomas still on the board.
""",
            """
## 輪到你了

你是藍方；電腦負責其他座位。選擇強度和玩家人數，再按「新的一局」。
留意牌庫的卡背、誰拿著助手棋子、你還有哪些空的風景，以及場上還剩哪些證書。
""")),
        PlayBots("vs-bots", players=(2, 3, 4)),
        Quiz((
            HowMany("q-down-4", T("How many slots of the school board are face down in a "
                                  "four-player game?",
                                  "四人遊戲時，學堂圖板上有幾個正面朝下的位置？"),
                    SEED_ROW, lambda s: sum(sum(row) for row in FACE_DOWN[s.n]),
                    T("Row 1: the third slot; row 2: the second; row 3: the first and the last.",
                      "第 1 排：第三個位置；第 2 排：第二個；第 3 排：第一個和最後一個。"),
                    rules=("kanagawa.lesson.face-down",)),
            HowMany("q-down-2", T("And with two pupils?", "兩人遊戲呢？"),
                    FIRST_TREE, lambda s: sum(sum(row) for row in FACE_DOWN[s.n]),
                    T("The first two columns of the four-player pattern (our reading for fewer "
                      "players).", "四人圖樣的前兩欄（人數較少時我們的解讀）。"),
                    rules=("kanagawa.lesson.face-down",)),
            LegalOrNot("q-three-columns", THREE_PUPILS, "take column 4",
                       note=T("Three pupils, three columns.", "三位玩家，三欄。")),
        )),
    ),
    recap=T("Whole games put every rule together: the more pupils, the more the timing of "
            "taking a column matters.",
            "完整的對局把所有規則結合起來：玩家越多，拿取一欄的時機越重要。"),
    mistakes=(T("Taking many cards with nowhere to paint them: the studio takes them, but a "
                "painting grows slowly.",
                "拿了很多卡片卻沒地方彩繪：畫室可以放，但畫作成長得很慢。"),),
)
