"""Karesansui lesson 14: Play against bots."""

from __future__ import annotations

from collections.abc import Callable

from ....core.game import State
from ....lessons.model import Choose, Lesson, PlayBots, Quiz, Read, T
from ._common import SIX_TILES


def _best_of(*actions: str) -> Callable[[State], int]:
    """Which of ``actions`` gives the player to act the highest total right after it (the
    first on a tie)."""
    def best(state: State) -> int:
        me = state.current_player()
        totals = [state.apply(a).scores().totals[me] for a in actions]
        return totals.index(max(totals))
    return best


LESSON = Lesson(
    game="karesansui", number=14, slug="play-against-bots",
    title=T("Play against bots", "和電腦下一局"),
    minutes=30,
    objectives=(
        T("play a game against bots", "和電腦玩家下一局"),
        T("weigh virtue against a stone", "權衡德行和石頭"),
    ),
    steps=(
        Read(T(
            """
## Your game

You play Orange; the bots play the other colours. Choose the number of players (3 as at a
class table, 4 the best, 2 with the special two-player rule) and the bots' strength; the
strongest thinks a few seconds a move. New game starts again.
""",
            """
## 你的對局

你是橘方；電腦扮演其他顏色，會自動應對。選擇玩家人數（預設 3 人，和課堂的牌桌一樣；4 人最
理想；2 人使用兩人遊戲的特別規則）和電腦的強度；最強的一級每步要想幾秒鐘。「新的一局」按鈕可以重新
開始。
""")),
        PlayBots("game", players=(3, 4, 2), level="greedy", seed=3),
        Read(T(
            """
Questions for every turn. Part one: does this tile fit my rows, circles and seams? If not,
would a gift (+2 virtue) or storage serve better than a discard? Who may snatch what I lay?
Part two: is my monk in the column I want? A stone costs all my virtue, and virtue is points.
""",
            """
每個回合可以問自己：前行動：這個板塊適合我的橫列、漩渦和接縫嗎？如果不適合，讓渡（德行 +2）或保管
會不會比廢棄更好？誰可以強奪我配置的板塊？後行動：禪宗僧侶在我想要的縱列嗎？石頭會花掉全部德行，
而德行就是分數。
""")),
        Quiz((
            Choose("q-keep-or-spend", T("Orange has 5 virtue and her monk in the middle row. Which "
                                        "part-two action raises her total most right now?",
                                        "橘方有 5 點德行，禪宗僧侶在中排。"
                                        "哪一個後行動現在最能提高她的總分？"),
                   (T("zazen", "座禪"), T("the boat stone on ①", "在①放舟石"),
                    T("a small standing stone on ①", "在①放小立石")),
                   _best_of("zazen", "stone boat at c1", "stone small at c1"),
                   T("A lone stone adds a kind (+2) but costs all the virtue (-5); zazen adds 1. "
                     "Stones pay when they complete an arrangement or the card.",
                     "單獨一顆石頭增加一種（+2），卻花掉全部德行（-5）；座禪加 1 分。石頭要完成"
                     "擺放或名庭園卡才划算。"),
                   rules=("karesansui.stone.virtue-reset", "karesansui.score.virtue"),
                   position=SIX_TILES, markers=("cell-0-c1",)),
        )),
    ),
    recap=T("Virtue is points until you spend it: lay tiles for rows, circles and seams, and "
            "set stones where they complete something.",
            "德行在花掉之前就是分數：板塊要為橫列、漩渦和接縫而放，"
            "石頭要放在能完成某樣東西的位置。"),
    mistakes=(T("Spending 5 virtue on a stone that scores only its kind.",
                "花 5 點德行放一顆只得到種類分數的石頭。"),),
)
