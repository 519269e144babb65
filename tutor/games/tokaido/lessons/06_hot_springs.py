"""Tokaido lesson 6: hot springs."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    HowMany,
    LegalOrNot,
    Lesson,
    Position,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ..state import HOT
from ._common import (
    BROKE,
    RED_ON_5,
    SIGHTS,
    _stop_kind,
    trip,
)

SIGHTS_START = trip(SIGHTS, "1,2,3")
"""Blue leaves first."""

TWO_SPRINGS = Position(RED_ON_5.moves + "move 6; hot spring 2\nmove 14; hot spring 3\n",
                       players=3)
"""Red has taken the two hot springs before the first inn, worth 2 and 3."""

LESSON = Lesson(
    game="tokaido", number=6, slug="hot-springs",
    title=T("Hot springs", "溫泉"),
    minutes=10,
    objectives=(
        T("score a sure 2 or 3 points at a hot spring", "在溫泉穩穩得到 2 或 3 分"),
    ),
    steps=(
        Read(T(
            """
## Hot springs

A **hot spring** gives a hot spring card, worth 2 or 3 points. It costs nothing: you may
stop there without a coin.
""",
            """
## 溫泉

停在**溫泉**時拿一張溫泉卡，值 2 或 3 分。溫泉不用錢：身上沒有錢也可以停。
"""), sources=T(
            """
The summary (溫泉, hot spring): 「玩家獲得一張溫泉卡，溫泉卡價值2~3分。」 (The player takes a hot
spring card, worth 2 to 3 points.) The deck holds six of each. Rule
`tokaido.hotspring.card`.
""",
            """
摘要的「溫泉」：「玩家獲得一張溫泉卡，溫泉卡價值2~3分。」牌堆裡 2 分和 3 分的各有六張。
規則 `tokaido.hotspring.card`。
""")),
        Task(
            "sure-points",
            T("Blue leaves first: score at least 2 points with this move, whatever card may "
              "be drawn, without spending a coin.",
              "藍方先出發：這一步至少得 2 分，不管抽到什麼卡都一樣，而且一塊錢都不花。"),
            SIGHTS_START,
            Reach(_stop_kind(0, "hotspring"),
                  T("That stop does not promise 2 points for free.",
                    "停在那裡不能保證免費得 2 分。")),
            solution=("move 6",),
            hints=(T("Which stops score without a coin?", "哪些位置不用花錢就能得分？"),
                   T("A first panorama card is worth 1 point; a hot spring card 2 or 3.",
                     "全景畫的第一張值 1 分；溫泉卡值 2 或 3 分。")),
            highlight=("move 5", "move 6", "move 7", "move 14"),
            rules=("tokaido.hotspring.card",),
            wrong="move 5",
            explain={"move 5": T("The first paddy card: 1 point only.",
                                 "田的第一張：只有 1 分。"),
                     "move 4": T("An encounter may give points or not: the card decides.",
                                 "邂逅可能給分，也可能不給：由卡決定。")},
            success=T("A hot spring card: 2 or 3 points, never less.",
                      "一張溫泉卡：2 或 3 分，不會更少。"),
        ),
        Task(
            "broke-points",
            T("Blue has no coin and is the last traveller: score at least 2 points with this "
              "move, whatever card may be drawn.",
              "藍方沒有錢，是最後面的旅行者：這一步至少得 2 分，不管抽到什麼卡都一樣。"),
            BROKE,
            Reach(_stop_kind(0, "hotspring"),
                  T("That stop does not promise 2 points.", "停在那裡不能保證得 2 分。")),
            solution=("move 6",),
            hints=(T("Without a coin Blue may not stop at a village or a temple.",
                     "沒有錢的藍方不能停在村莊或寺廟。"),
                   T("Which stop scores 2 or 3 points and costs nothing?",
                     "哪一種位置不用錢，又能得 2 或 3 分？")),
            highlight=("move 5", "move 6", "move 7", "move 11"),
            rules=("tokaido.hotspring.card", "tokaido.temple.needs-coin"),
            wrong="move 10", wrong_rule="tokaido.temple.needs-coin",
            explain={"move 11": T("An encounter may give points or not: the card decides.",
                                  "邂逅可能給分，也可能不給：由卡決定。"),
                     "move 5": T("The first paddy card: 1 point only.",
                                 "田的第一張：只有 1 分。")},
            success=T("No coin needed: a hot spring card, 2 or 3 points.",
                      "不用錢：一張溫泉卡，2 或 3 分。"),
            hide_legal=True,
        ),
        Task(
            "catch-up",
            T("Red is the last traveller: take two hot spring cards in a row, before anyone "
              "else moves.",
              "紅方是最後面的旅行者：在別人移動之前，連續拿兩張溫泉卡。"),
            RED_ON_5,
            Reach(lambda start, now: len(now.players[1].springs) > len(start.players[1].springs)
                  and now.phase == "hotspring",
                  T("Red's first stop must be a hot spring behind Green, so that Red moves "
                    "again.",
                    "紅方第一次要停在綠方後面的溫泉，這樣紅方才能再移動一次。"),
                  within=2),
            solution=("move 6", "move 14"),
            hints=(T("After the first stop Red must still be the last traveller.",
                     "第一次停下後，紅方必須仍然在最後面。"),
                   T("Two hot springs lie ahead: one between Red and Green, one beyond Green.",
                     "前面有兩個溫泉：一個在紅方和綠方之間，另一個在綠方之後。")),
            highlight=("move 6", "move 14"),
            replies={1: ("hot spring 2",)}, manual_chance=True,
            rules=("tokaido.move.rearmost", "tokaido.hotspring.card"),
            wrong="move 14",
            explain={"move 14": T("That hot spring is past Green: Green would move next.",
                                  "那個溫泉在綠方前面：下一個移動的會是綠方。")},
            success=T("Two hot springs in a row: the last traveller keeps the move.",
                      "連續泡了兩次溫泉：最後面的旅行者一直保有移動權。"),
        ),
        Quiz((
            Choose("q-worth", T("Blue stops at the hot spring marked ①. What may Blue score?",
                                "藍方停在標記①的溫泉。藍方可能得幾分？"),
                   (T("2 or 3 points, as the card drawn says", "2 或 3 分，看抽到的卡"),
                    T("1 point", "1 分"),
                    T("nothing: it costs a coin", "不得分：要花一塊錢")),
                   0, T("A hot spring card is worth 2 or 3 points, and the stop costs nothing.",
                        "溫泉卡值 2 或 3 分，停在那裡不用錢。"),
                   rules=("tokaido.hotspring.card",), position=SIGHTS_START,
                   markers=("stop-6",), mark="move 6"),
            LegalOrNot("q-spring-broke", BROKE, "move 14", markers=("stop-14",),
                       note=T("A hot spring needs no coin: Blue may stop at ①.",
                              "溫泉不用錢：藍方可以停在①。")),
            HowMany("q-two-springs", T("Red took two hot spring cards, worth 2 and 3. How many "
                                       "points do hot springs give Red?",
                                       "紅方拿了兩張溫泉卡，分別值 2 分和 3 分。"
                                       "溫泉讓紅方得了幾分？"),
                    TWO_SPRINGS, lambda s: s.players[1].points[HOT],
                    T("2 + 3 = 5 points.", "2 + 3 = 5 分。"),
                    rules=("tokaido.hotspring.card",), picture=False),
        )),
    ),
    recap=T("A hot spring gives a card worth 2 or 3 points and needs no coin: sure points, "
            "and two in a row when the last traveller stays behind.",
            "溫泉給一張值 2 或 3 分的卡，不用錢：穩穩得分；最後面的旅行者如果還在後面，"
            "可以連續泡兩次。"),
    mistakes=(T("Passing a hot spring for a first panorama card, worth only 1 point.",
                "為了只值 1 分的第一張全景畫，錯過溫泉。"),),
)
