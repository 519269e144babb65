"""Cartography lesson 8: a game against bots."""

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
    FIVE,
    MIDGAME,
    best_capture,
    liberties,
)

LESSON = Lesson(
    game="cartography", number=8, slug="play-against-a-bot",
    title=T("Play against a bot", "和電腦下一局"),
    minutes=25,
    objectives=(
        T("play a whole game against a bot", "和電腦下一整局"),
        T("spot captures and stones in danger", "在對局中看出能捕捉的棋子和有危險的棋子"),
    ),
    steps=(
        Read(T(
            """
## Your game

You play Blue, five tiles each; the bot plays Orange and answers each of your turns.
Choose its level. Before every stone ask: which group, mine or Orange's, has a single
liberty? Near the end, a pass counts only when no tile was laid.
""",
            """
## 你的對局

你是藍方，每人五個板塊；電腦是橘方，你每下完一回合，它就自動應對。選擇它的強度。每放一顆棋子之前，先問：哪一組棋子，我的或橘方的，只剩一口氣？接近結束時也要記得：只有沒放
板塊的回合，跳過才算數。
""")),
        PlayBots("game", players=(2,), options=FIVE, level="greedy", seed=8),
        Quiz((
            HowMany("q-best", T("The middle of a game, Blue to play: how many orange stones can "
                                "one blue stone capture at most?",
                                "一局的中盤，藍方下：一顆藍色棋子最多能捕捉幾顆橘色棋子？"),
                    MIDGAME, best_capture,
                    T("The orange pair at the left and the stone below them share one liberty, "
                      "(-1,-1)a.", "左邊的兩顆橘色棋子和下方的那一顆，共用一口氣 (-1,-1)a。"),
                    rules=("cartography.capture.no-liberty",)),
            HowMany("q-danger", T("Same position: how many liberties does Blue's group of four "
                                  "in the middle have?",
                                  "同一個局面：中間藍方四顆一組的棋子有幾口氣？"),
                    MIDGAME, lambda s: liberties(s, "(0,0)a"),
                    T("(0,-1)a and (2,0)a: two, so it is not in danger yet.",
                      "(0,-1)a 和 (2,0)a：兩口氣，所以還沒有危險。"),
                    rules=("cartography.stone.liberty",)),
        )),
    ),
    recap=T("In a real game, look for groups with a single liberty, yours and your opponent's, "
            "before every stone.",
            "真正下棋時，每放一顆棋子之前，先找只剩一口氣的棋子，你的和對手的都要看。"),
    mistakes=(T("Leaving one's own group with a single liberty while attacking.",
                "進攻時讓自己的一組棋子只剩一口氣。"),),
)
