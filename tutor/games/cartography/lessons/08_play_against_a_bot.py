"""Cartography lesson 8: three turns against the beginner bot, then a game against a bot."""

from __future__ import annotations

from ....lessons.model import (
    HowMany,
    Lesson,
    PlayBots,
    Position,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ._common import (
    FIVE,
    MIDGAME,
    best_capture,
    captured,
    liberties,
)

# -- three turns against the beginner bot ---------------------------------------------------

DRILL = {"tiles_per_player": 5, "supply": {"C2": 1, "O3": 1}}
"""A short game: one corner tile and one plain tile in the supply, so that the map is laid
in the first turn of each player and the turns after it are stones only."""

TURN_1 = Position(options=DRILL)

BOT_TURN_1 = """
    tile C2 at (0,1) rot 0      # Blue's first turn (the solution of turn 1)
    stone at (0,1)a
    tile O3 at (2,0) rot 0      # the beginner bot (RandomBot(6)) answers
    stone at (0,-1)a
"""

TURN_2 = Position(BOT_TURN_1, options=DRILL)
"""Blue to play, stones only: the orange stone at the top of the hexagon has two liberties."""

TURN_3 = Position(BOT_TURN_1 + """
    stone at (-1,-1)a           # Blue's second turn (the solution of turn 2)
    pass                        # the beginner bot (RandomBot(106)) passes
""", options=DRILL)
"""Blue to play: the orange stone has one liberty left."""


def claims_a_new_tile_of_two_regions(start, now) -> bool:
    """The mover laid a tile of two regions this turn and has a stone on one of them."""
    mover = start.current_player()
    new = [slot for slot in now.tiles if slot not in start.tiles]
    return any(len(now.slot_regions[slot]) == 2
               and any(now.stones[r] == mover for r in now.slot_regions[slot])
               for slot in new)


LESSON = Lesson(
    game="cartography", number=8, slug="play-against-a-bot",
    title=T("Play against a bot", "和電腦下一局"),
    minutes=25,
    objectives=(
        T("play three turns, each with a goal", "下三個回合，每回合完成一個目標"),
        T("play a whole game against a bot", "和電腦下一整局"),
        T("spot captures and stones in danger", "在對局中看出能捕捉的棋子和有危險的棋子"),
    ),
    steps=(
        Read(T(
            """
## Three turns

First three turns against the **beginner** bot, which plays Orange at random. Each of your
turns has a goal; the bot's answer is already on the board when the next turn starts.
""",
            """
## 下三個回合

先和「入門」電腦下三個回合，它是橘方，隨便亂下。你的每個回合都有一個目標；下一個回合開始時，
電腦的回應已經在圖板上了。
""")),
        Task(
            "turn-1",
            T("Turn 1, Blue: lay the tile that adds two regions, then claim one of them with a "
              "stone.",
              "第 1 回合，藍方：放一個能增加兩個區域的板塊，再用一顆棋子佔領其中一個區域。"),
            TURN_1,
            Reach(claims_a_new_tile_of_two_regions,
                  T("The turn must end with your stone on a new tile of two regions.",
                    "這個回合結束時，你的棋子必須在一個有兩個區域的新板塊上。"),
                  within=2),
            solution=("tile C2 at (0,1) rot 0", "stone at (0,1)a"),
            hints=(T("Which tile in the supply has two red dots?",
                     "供應區裡哪一種板塊有兩個紅點？"),
                   T("The corner tile: lay it beside the hexagon, then click one of its red "
                     "dots.",
                     "切角板塊：把它放在六邊形旁邊，再點它的一個紅點。")),
            highlight=("tile C2 at (0,1) rot 0", "tile O3 at (0,1) rot 0",
                       "tile O3 at (2,0) rot 0"),
            rules=("cartography.turn.order", "cartography.region.walls"),
            wrong="tile O3 at (0,1) rot 0",
            explain={"no stone": T("That ends the turn without a stone: claim a region.",
                                   "這樣就不放棋子結束回合了：請佔領一個區域。")},
            success=T("Your turn is over: now the bot plays Orange.",
                      "你的回合結束了：現在換電腦下橘方。"),
        ),
        Task(
            "turn-2",
            T("Turn 2, Blue: the bot laid the last tile and put its stone on ①. Leave that "
              "orange stone with a single liberty.",
              "第 2 回合，藍方：電腦放了最後一個板塊，並把棋子放在①。讓這顆橘色棋子只剩一口氣。"),
            TURN_2,
            Reach(lambda start, now: liberties(now, "(0,-1)a") == 1,
                  T("The orange stone still has both its liberties.",
                    "橘色棋子的兩口氣都還在。")),
            solution=("stone at (-1,-1)a",),
            hints=(T("Count the orange stone's empty neighbouring regions.",
                     "數一數橘色棋子有幾個空的相鄰區域。"),
                   T("Take one of them: the marked regions are near the orange stone.",
                     "佔掉其中一個：標出的是橘色棋子附近的區域。")),
            highlight=("stone at (-1,-1)a", "stone at (1,-1)a", "stone at (0,0)a",
                       "stone at (-1,0)a"),
            rules=("cartography.stone.liberty",),
            wrong="stone at (0,0)a",
            explain={"pass": T("A pass gives the bot a free move: take a liberty instead.",
                               "跳過等於讓電腦多下一步：去佔一口氣吧。")},
            success=T("Atari: the orange stone has one liberty left. Now the bot plays.",
                      "叫吃：橘色棋子只剩一口氣了。現在換電腦下。"),
            markers=("region-0_m1-a",),
        ),
        Task(
            "turn-3",
            T("Turn 3, Blue: the bot passed. Capture the orange stone.",
              "第 3 回合，藍方：電腦跳過了。捕捉那顆橘色棋子。"),
            TURN_3,
            Reach(captured(0, 1), T("That move captures nothing: the orange stone still has "
                                    "its liberty.", "這一步沒有捕捉任何棋子：橘色棋子還有氣。")),
            solution=("stone at (1,-1)a",),
            hints=(T("Which empty region is the orange stone's last liberty?",
                     "橘色棋子的最後一口氣是哪一個空區域？"),
                   T("It is among the marked regions.", "它就在標出的區域之中。")),
            highlight=("stone at (1,-1)a", "stone at (0,0)a", "stone at (-1,0)a"),
            rules=("cartography.capture.no-liberty", "cartography.capture.keep"),
            wrong="stone at (0,0)a",
            success=T("Captured, in three turns. Now a whole game.",
                      "三個回合就捕捉成功。現在來下一整局。"),
        ),
        Read(T(
            """
## Your game

You play Blue, five tiles each; the bot plays Orange and answers each of your turns.
Choose its level. Before every stone ask: which group, mine or Orange's, has a single
liberty? Near the end, a pass counts only when no tile was laid.
""",
            """
## 你的對局

你是藍方，每人五個板塊；電腦是橘方，你每下完一回合，它就自動應對。選擇它的強度。每放一顆棋子之前，
先問：哪一組棋子，我的或橘方的，只剩一口氣？接近結束時也要記得：只有沒放板塊的回合，跳過才算數。
""")),
        PlayBots("game", players=(2,), options=FIVE, level="greedy", seed=8),
        Quiz((
            HowMany("q-best", T("The middle of a game, Blue to play: how many orange stones can "
                                "one blue stone capture at most?",
                                "一局的中盤，藍方下：一顆藍色棋子最多能捕捉幾顆橘色棋子？"),
                    MIDGAME, best_capture,
                    T("The orange pair at the left and the stone below them share one last "
                      "liberty: one blue stone there captures all three.",
                      "左邊的兩顆橘色棋子和下方的那一顆，共用最後一口氣：一顆藍色棋子下在那裡，"
                      "三顆都捕捉。"),
                    rules=("cartography.capture.no-liberty",)),
            HowMany("q-danger", T("Same position: how many liberties does Blue's group of four "
                                  "in the middle have?",
                                  "同一個局面：中間藍方四顆一組的棋子有幾口氣？"),
                    MIDGAME, lambda s: liberties(s, "(0,0)a"),
                    T("Two, so it is not in danger yet.",
                      "兩口氣，所以還沒有危險。"),
                    rules=("cartography.stone.liberty",)),
        )),
    ),
    recap=T("In a real game, look for groups with a single liberty, yours and your opponent's, "
            "before every stone.",
            "真正下棋時，每放一顆棋子之前，先找只剩一口氣的棋子，你的和對手的都要看。"),
    mistakes=(T("Leaving one's own group with a single liberty while attacking.",
                "進攻時讓自己的一組棋子只剩一口氣。"),
              T("Passing in the drill instead of taking a liberty: a pass gives the bot a "
                "free move.",
                "三回合練習裡選擇跳過，而不是去佔一口氣：跳過等於讓電腦多下一步。")),
)
