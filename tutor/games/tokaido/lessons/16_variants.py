"""Tokaido lesson 16: the variants."""

from __future__ import annotations

from ....lessons.model import (
    Deeper,
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
from ..state import SOUV
from ._common import (
    DOUBLES,
    FOUR,
    _at,
    _gained,
    _points,
    initiatory,
    trip,
)

FIRST_STEPS = initiatory(3, "1,2,3", "move 2; reveal koma; reveal sake; reveal shamisen")
"""Initiatory Journey, three players: Blue, with 7 coins, at the first village."""

RETURN = trip(("kinko", "satsuki", "umegae"), "1,2,3", return_trip=True)
"""Return Trip: the travellers leave Edo for Kyoto; Blue leaves first."""

SCARCE = trip(("zenemon", "mitsukuni", "hirotada"), "2,1,3", """
    move 2; reveal koma; reveal sake; reveal haori; buy haori+koma+sake   # Red keeps 1 coin
    move 15; meal fugu; meal sushi; meal dango                            # Blue, first
""", gastronomy=True)
"""Gastronomy, three players: Blue, first at the inn, sees three meals; Red has 1 coin."""

PREPARED = trip(FOUR, "1,2,3,4", preparations=True)
"""Preparations, four players leaving in seat order: Blue (Kinko) first, Yellow (Hirotada)
last."""

LESSON = Lesson(
    game="tokaido", number=16, slug="variants",
    title=T("The variants", "變體"),
    minutes=15,
    objectives=(
        T("play the Initiatory Journey, the Return Trip, Gastronomy and Preparations",
          "進行啟蒙之旅、回程、美食和準備四種變體"),
        T("combine them in one game", "在同一局中組合使用它們"),
    ),
    steps=(
        Read(T(
            """
## Four variants

The rulebook offers four variants, to combine at will. In the **Initiatory Journey** nobody
has a traveller tile: everyone starts with 7 coins and no ability.
""",
            """
## 四種變體

規則書提供四種變體，可以隨意組合。**啟蒙之旅**不用旅行者板塊：每人起始七塊錢，沒有能力。
"""), sources=T(
            """
The summary (變體, variants): 「這些變體可以隨玩家意願混用。」 (These variants may be mixed as the
players wish.) (啟蒙之旅, Initiatory Journey): 「玩家起始獲得七塊錢。不使用旅行者能力。」 (Players
start with seven coins; traveller abilities are not used.) (回程, Return Trip):
「玩家反過來進行遊戲」 (players play the game the other way round). (美食, Gastronomy):
「到達旅店時只抽取如同玩家人數的膳食卡」 (on reaching an inn, draw only as many meal cards as there
are players). Rules `tokaido.variant.initiatory`, `tokaido.variant.return-trip`,
`tokaido.variant.gastronomy`; with two players Gastronomy lays out 2 (`tokaido.inn.meals-2p`).
In the tutor each variant is an option of a new game (`initiatory`, `return_trip`,
`gastronomy`, `preparations`). On the online platform Gastronomy is an option, used at about a
third of the tables by one public count; the recorded games replayed in lesson 17 all use it.
""",
            """
摘要的「變體」：「這些變體可以隨玩家意願混用。」「啟蒙之旅」：「玩家起始獲得七塊錢。不使用旅行者能
力。」「回程」：「玩家反過來進行遊戲」。「美食」：「到達旅店時只抽取如同玩家人數的膳食卡」。
規則 `tokaido.variant.initiatory`、`tokaido.variant.return-trip`、`tokaido.variant.gastronomy`；
兩人遊戲的美食變體擺出 2 張（`tokaido.inn.meals-2p`）。
本教學中每種變體都是新遊戲的一個選項（`initiatory`、`return_trip`、`gastronomy`、`preparations`）。
在線上平台美食變體是一個選項，依一份公開的統計，大約三分之一的牌桌使用；第 17 課重播的對局紀錄都用
它。
""")),
        Task(
            "initiatory",
            T("Initiatory Journey: Blue, with 7 coins, is at the first village. Score as many "
              "points as you can here.",
              "啟蒙之旅：有七塊錢的藍方在第一個村莊。在這裡盡量多得分。"),
            FIRST_STEPS,
            Reach(_gained(0, _points(SOUV), 9),
                  T("Blue's 7 coins can buy more than that.", "藍方的七塊錢能買更多。")),
            solution=("buy koma+sake+shamisen",),
            hints=(T("How much do the three cards cost together?", "三張加起來要多少錢？"),
                   T("Each new family adds more: 1, then 3, then 5.",
                     "每多一種類型分數就更高：1、3、5。")),
            highlight=("buy koma+shamisen", "buy sake+shamisen", "buy koma+sake+shamisen"),
            rules=("tokaido.variant.initiatory", "tokaido.souvenir.sets"),
            wrong="buy sake+shamisen",
            explain={"buy sake+shamisen": T("Two cards: 4 points; Blue can afford the third.",
                                            "兩張：4 分；藍方付得起第三張。")},
            success=T("9 points: 7 coins go a long way on the first stretch.",
                      "9 分：七塊錢在第一段路上很好用。"),
            viewer=0,
        ),
        Task(
            "return-trip",
            T("Return Trip: the journey runs backwards, from Edo to Kyoto, and Blue leaves "
              "first. Go as far as the rules allow.",
              "回程：旅程反過來，從江戶走到京都，藍方先出發。在規則允許的範圍內走到最遠。"),
            RETURN,
            Reach(_at(0, 42), T("Blue could go farther than that.", "藍方可以走得更遠。")),
            solution=("move 42",),
            hints=(T("On the Return Trip the road runs from Edo back to Kyoto.",
                     "回程時道路從江戶走回京都。"),
                   T("Nobody passes an inn: look at the far end of this row.",
                     "沒有人能越過旅店：看看這一排的另一端。")),
            highlight=("move 44", "move 43", "move 42"),
            rules=("tokaido.variant.return-trip", "tokaido.move.no-passing-inn"),
            wrong="move 28", wrong_rule="tokaido.move.no-passing-inn",
            success=T("The third inn is the first on the way back.",
                      "第三個旅店是回程的第一個旅店。"),
            hide_legal=True,
        ),
        Task(
            "gastronomy",
            T("Gastronomy: an inn lays out as many meals as players. Blue, first at the inn, "
              "sees three; Red, with a single coin, comes later: eat one and leave one Red "
              "can pay for.",
              "美食變體：旅店擺出和玩家人數一樣多的膳食。藍方最先到達，看到三張；只有一塊錢的"
              "紅方之後才到：吃一份，並留下一張紅方付得起的。"),
            SCARCE,
            Reach(lambda start, now: len(now.players[0].meals) == 1 and "dango" in now.layout,
                  T("Red could not pay for any meal left.", "剩下的膳食紅方都付不起。")),
            solution=("eat sushi",),
            hints=(T("Red can pay only for a 1-coin meal.", "紅方只付得起一塊錢的膳食。"),
                   T("Look at the prices of the three cards.", "看看三張卡的價錢。")),
            highlight=("eat dango", "eat fugu", "eat sushi"),
            rules=("tokaido.variant.gastronomy", "tokaido.inn.meal-draw"),
            wrong="eat dango",
            explain={"eat dango": T("Then only 2- and 3-coin meals are left for Red's single "
                                    "coin.", "那樣剩下的都是兩塊和三塊錢的膳食，紅方只有一塊錢。"),
                     "no meal": T("Blue may eat: a meal is 6 points.",
                                  "藍方可以吃：一份膳食 6 分。")},
            success=T("With one card fewer, what you take decides what is left for the others.",
                      "少了一張牌，你拿走什麼就決定了別人剩下什麼。"),
            viewer=0,
        ),
        Quiz((
            HowMany("q-initiatory", T("Initiatory Journey: how many coins does Red start with?",
                                      "啟蒙之旅：紅方起始有幾塊錢？"),
                    FIRST_STEPS, lambda s: s.players[1].coins,
                    T("Everyone starts with 7 coins.", "每人起始七塊錢。"),
                    rules=("tokaido.variant.initiatory",), picture=False),
            HowMany("q-gastronomy", T("Gastronomy with four players: how many meal cards does "
                                      "the first arrival at an inn draw?",
                                      "四人的美食變體：最先到達旅店的人抽幾張膳食卡？"),
                    Position(DOUBLES.moves, players=4, options={"gastronomy": True}),
                    lambda s: s.meal_count(),
                    T("As many as there are players.", "和玩家人數相同。"),
                    rules=("tokaido.variant.gastronomy",), picture=False),
            LegalOrNot("q-no-tile", FIRST_STEPS, "choose kinko",
                       rules=("tokaido.variant.initiatory",),
                       note=T("The Initiatory Journey has no traveller tiles to choose.",
                              "啟蒙之旅沒有旅行者板塊可選。")),
        )),
        Deeper(T("The Preparations variant: starting coins by place in the queue.",
                 "準備變體：依隊伍位置調整起始金錢。")),
        Read(T(
            """
**Preparations.** The travellers are chosen first, then the queue is drawn. Starting coins
change with each place in the queue, from its front (who leaves last): 2 more, 1 more, no
change, 1 less, 1 less. With four players the first to leave has 1 coin less.
""",
            """
**準備變體。** 先選好旅行者，再決定隊伍順序。起始金錢依隊伍中的位置調整，從最前面（最後出發）
算起：多兩塊、多一塊、不變、少一塊、少一塊。四人時第一個出發的少一塊錢。
"""), sources=T(
            """
The summary (準備, Preparations) gives one list by place in the queue, from its front
(who leaves last): 「排在最上面的玩家起始+2塊錢……排第五位的玩家起始-1塊錢」 (the top player
starts with +2 coins ... the fifth with −1), that is +2, +1, 0, −1, −1, for any number of
players. For 4 and 5 players it is the rulebook's rule. For 2 and 3 players the rulebook
shows its rows only in a picture; the tutor reads the summary's list place by place (3
players +2, +1, 0; 2 players +2, +1), as the sheet handed out in class says. A fan's engine
uses −1, +1 and −1, 0, +1 in departure order instead, which add up to about nothing as the
4-player row does; the option `preparations_rows="engine"` plays it (`tokaido.variant.preparations`,
`tokaido.variant.preparations-table`; lesson 18).
""",
            """
摘要的「準備」依隊伍中的位置給一組數字，從最前面（最後出發）算起：
「排在最上面的玩家起始+2塊錢……排第五位的玩家起始-1塊錢」，也就是 +2、+1、0、−1、−1，
沒有按人數區分。4 人和 5 人時這就是規則書的規則。2 人和 3 人時規則書只用圖片表示；
本教學照課堂上發的摘要，依位置逐一套用（3 人 +2、+1、0；2 人 +2、+1）。
一個粉絲引擎則依出發順序用 −1、+1 與 −1、0、+1，總和接近零，和 4 人的規則一樣；
選項 `preparations_rows="engine"` 使用這種讀法（`tokaido.variant.preparations`、
`tokaido.variant.preparations-table`；第 18 課）。
""")),
        Quiz((
            HowMany("q-first-leaves", T("Preparations, four players: Blue (Kinko, 7 coins) leaves "
                                        "first. How many coins does he start with?",
                                        "準備變體，四人：藍方是琴古（Kinko），有七塊錢，第一個"
                                        "出發。他起始有幾塊錢？"),
                    PREPARED, lambda s: s.players[0].coins,
                    T("The first to leave has 1 coin less.", "第一個出發的少一塊錢。"),
                    rules=("tokaido.variant.preparations",), picture=False),
            HowMany("q-last-leaves", T("Same game: Yellow (Hirotada, 8 coins) leaves last. How "
                                       "many coins does he start with?",
                                       "同一局：黃方是廣忠（Hirotada），有八塊錢，最後出發。"
                                       "他起始有幾塊錢？"),
                    PREPARED, lambda s: s.players[3].coins,
                    T("The last to leave has 2 coins more.", "最後出發的多兩塊錢。"),
                    rules=("tokaido.variant.preparations", "tokaido.setup.purse"), picture=False),
        )),
    ),
    recap=T("Initiatory Journey: no tiles, 7 coins each. Return Trip: Edo to Kyoto. "
            "Gastronomy: players' number of meals at an inn. Preparations: coins adjusted by "
            "departure order. All combine.",
            "啟蒙之旅：沒有板塊，每人七塊錢。回程：從江戶到京都。美食：旅店只擺出和玩家人數相同的膳食。"
            "準備：依出發順序調整錢。全部可以組合。"),
    mistakes=(T("Keeping traveller abilities in the Initiatory Journey.", "啟蒙之旅仍然使用旅行者能"
                                                                          "力。"),
              T("Applying the Preparations adjustment before the travellers are chosen.",
                "在選旅行者之前就套用準備變體的調整。")),
)
