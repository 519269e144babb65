"""Tokaido lesson 8: the inns and their meals."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
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
from ..data import (
    MEAL_INDEX,
)
from ._common import (
    DOUBLES,
    INN_QUEUE,
    _gain_after,
    trip,
)

DINERS = ("zenemon", "mitsukuni", "hirotada")
"""Blue Zen-emon (6 coins), Red Mitsukuni (6), Green Hirotada (8): no ability of theirs acts
at an inn."""

INN_FIRST = trip(DINERS, "1,2,3", "move 15; meal dango; meal sushi; meal fugu; meal unagi")
"""Blue, first at the first inn, has drawn four meal cards."""

INN_SECOND = Position(INN_FIRST.moves + "eat dango\n", players=3)
"""Blue ate Dango; Red, still at Kyoto, is to move."""

NEVER_TWICE = trip(DINERS, "1,2,3", """
    move 15; meal sushi; meal dango; meal tofu; meal fugu; eat sushi   # Blue
    move 15; eat dango       # Red
    move 15; eat tofu        # Green; Fugu goes under the meal deck
    move 16                  # Green, the last to arrive, leaves first
    move 17; donate 1        # Red
    move 28; meal sushi; meal misoshiru; meal nigirimeshi; meal yakitori   # Blue
""")
"""Blue, who ate Sushi at the first inn, is first at the second inn, where another Sushi is
laid out."""

LESSON = Lesson(
    game="tokaido", number=8, slug="inns-and-meals",
    title=T("The inns and their meals", "旅店與膳食"),
    minutes=20,
    objectives=(
        T("say how many meals an inn shows, and to whom", "說出旅店擺出幾張膳食卡，以及誰看得到"),
        T("buy one meal per inn, never the same twice", "每個旅店買一份膳食，不吃重複的"),
        T("say what becomes of leftovers", "說出剩下的膳食卡怎麼處理"),
    ),
    steps=(
        Read(T(
            """
## A meal per inn

At an inn you may buy **one meal** (1 to 3 coins), worth **6 points**. The **first** arrival
draws one more card than there are players, **secretly**; later arrivals see the rest.
""",
            """
## 每個旅店一份膳食

在旅店可以購買**一份膳食**，價錢是卡上印的一到三塊錢；每份膳食都值 **6 分**。
**最先**到達的人抽取比玩家人數多一張的膳食卡，**秘密**查看；之後到達的人查看剩下的牌。
"""), sources=T(
            """
The summary (旅店, inn): 「在旅店玩家可以購買膳食卡，膳食卡片費用為1~3塊錢，而每張都價值6分。」 (At
the inn a player may buy a meal card costing 1 to 3 coins; each is worth 6 points.)
「當第一名旅行者到達旅店時他抽取玩家人數+1張數的膳食卡。該名玩家在自行看過所有膳食卡後挑選一張支付
費用購買之，將剩餘的卡片牌面朝下的放在一旁。……第二名到達旅店的旅行者拿取剩餘的膳食卡並購買一張依此
類推，所以越早到達便有越多的選擇。」 (The first traveller to reach the inn draws the number of
players + 1 meal cards, looks at them alone, buys one and puts the rest aside face down; the
second takes the cards left, and so on: the earlier you arrive, the more you choose from.)
The 25 cards hold 14 meals: three 1-coin meals (three cards each), five 2-coin meals (two
each) and six 3-coin meals (one each). Kyoto serves no meal; Edo does. Rules
`tokaido.inn.one-meal`, `tokaido.inn.meal-draw`, `tokaido.inn.secret`.
""",
            """
摘要的「旅店」：「在旅店玩家可以購買膳食卡，膳食卡片費用為1~3塊錢，而每張都價值6分。」
「當第一名旅行者到達旅店時他抽取玩家人數+1張數的膳食卡。
該名玩家在自行看過所有膳食卡後挑選一張支付費用購買之，將剩餘的卡片牌面朝下的放在一旁。
……第二名到達旅店的旅行者拿取剩餘的膳食卡並購買一張依此類推，所以越早到達便有越多的選擇。」
25 張膳食卡共有 14 種膳食：一塊錢的三種（各三張），兩塊錢的五種（各兩張），三塊錢的六種（各一張）。
起點京都沒有膳食，終點江戶有。規則 `tokaido.inn.one-meal`、`tokaido.inn.meal-draw`、
`tokaido.inn.secret`。
""")),
        Task(
            "first-arrival",
            T("Blue arrives first and sees the meals: eat one, keeping as many coins as you "
              "can.",
              "藍方最先到達，看到膳食卡：吃一份，並盡量留下最多的錢。"),
            INN_FIRST,
            Reach(lambda start, now: len(now.players[0].meals) == 1
                  and now.players[0].coins == start.players[0].coins - 1,
                  T("A cheaper meal scores the same 6 points.", "便宜的膳食一樣得 6 分。")),
            solution=("eat dango",),
            hints=(T("Every meal is worth 6 points, whatever it costs.",
                     "每份膳食都值 6 分，不論價錢。"),
                   T("Look at the price on each card.", "看每張卡上的價錢。")),
            highlight=("eat dango", "eat sushi", "eat fugu", "eat unagi"),
            rules=("tokaido.inn.one-meal", "tokaido.inn.meal-draw"),
            wrong="eat fugu",
            explain={"eat fugu": T("Fugu costs 3 coins for the same 6 points.",
                                   "河豚要三塊錢，一樣是 6 分。"),
                     "eat unagi": T("Unagi costs 3 coins for the same 6 points.",
                                    "鰻魚要三塊錢，一樣是 6 分。"),
                     "eat sushi": T("Sushi costs 2 coins for the same 6 points.",
                                    "壽司要兩塊錢，一樣是 6 分。"),
                     "no meal": T("A meal is worth 6 points: eat one.",
                                  "一份膳食值 6 分：吃一份吧。")},
            success=T("Dango: 6 points for 1 coin. The other three cards wait, face down, for "
                      "the next arrivals.",
                      "糰子：一塊錢得 6 分。其餘三張牌面朝下，等後面的人到來。"),
            viewer=0,
        ),
        Task(
            "later-arrival",
            T("Red, at Kyoto, cannot see the meals Blue left at the inn. Reach the inn and eat "
              "the dearest meal there.",
              "在京都的紅方看不到藍方在旅店留下的膳食卡。到達旅店，吃那裡最貴的膳食。"),
            INN_SECOND,
            Reach(lambda start, now: bool(now.players[1].meals)
                  and MEAL_INDEX[now.players[1].meals[-1]].price == 3,
                  T("Reach the inn first, then choose the dearest card.",
                    "先到達旅店，再選最貴的那張。"),
                  within=2),
            solution=("move 15", "eat fugu"),
            hints=(T("The meals are shown to Red only on arrival.", "膳食卡要到達後紅方才看得到。"),
                   T("Meals are served at the end of this row of the road.",
                     "膳食在這一排道路的最後面。")),
            highlight=("move 13", "move 14", "move 15"),
            rules=("tokaido.inn.secret", "tokaido.inn.one-meal"),
            wrong="move 14",
            explain={"move 14": T("That is a hot spring: the meals are at the inn.",
                                  "那是溫泉：膳食在旅店。")},
            success=T("Red saw the three cards Blue left, and took a 3-coin meal: the same 6 "
                      "points as Dango for 2 coins more, and its price of 3 counts toward the "
                      "Gourmet card at Edo.",
                      "紅方看到藍方留下的三張牌，拿了一份三塊錢的膳食：和糰子一樣 6 分，多花兩塊"
                      "錢，而它的價錢 3 會算進江戶的美食成就。"),
            viewer=1,
        ),
        Read(T(
            """
## Never the same meal twice

In the whole journey a traveller never eats the same meal twice. When everyone has chosen,
the meals left go under the meal deck.
""",
            """
## 不吃重複的膳食

整個旅程中，旅行者不能吃重複的膳食。所有人都選完之後，剩下的膳食卡塞回膳食牌堆底部。
"""), sources=T(
            """
The summary: 「在遊戲中玩家不可以購買重複的膳食卡」「在每個旅店玩家都只能購買一張膳食卡」「不強制
一定要買」 (no player may buy the same meal card twice in the game; one meal card at most at
each inn; buying is not compulsory). 「所有人購買後剩餘的牌塞回牌庫底下」 (when everyone has
bought, the cards left go under the deck). Rules `tokaido.inn.no-repeat`,
`tokaido.inn.leftovers`.
""",
            """
摘要：「在遊戲中玩家不可以購買重複的膳食卡」「在每個旅店玩家都只能購買一張膳食卡」「不強制一定要買」
「所有人購買後剩餘的牌塞回牌庫底下」。規則 `tokaido.inn.no-repeat`、`tokaido.inn.leftovers`。
""")),
        Task(
            "never-twice",
            T("Blue ate Sushi at the first inn and reaches the second inn first: eat the "
              "dearest meal Blue may eat here.",
              "藍方在第一個旅店吃了壽司，現在最先到達第二個旅店：吃藍方在這裡能吃的最貴膳食。"),
            NEVER_TWICE,
            Reach(lambda start, now: len(now.players[0].meals) == 2
                  and MEAL_INDEX[now.players[0].meals[-1]].price == 2,
                  T("Blue may eat a dearer meal than that.", "藍方能吃更貴的膳食。")),
            solution=("eat yakitori",),
            hints=(T("One card on the table is a meal Blue has eaten.",
                     "桌上有一張是藍方吃過的膳食。"),
                   T("Two cards cost 2 coins: may Blue eat both of them?",
                     "有兩張要兩塊錢：藍方兩張都能吃嗎？")),
            highlight=("eat yakitori", "eat misoshiru", "eat nigirimeshi", "eat sushi"),
            rules=("tokaido.inn.no-repeat", "tokaido.inn.one-meal"),
            wrong="eat sushi", wrong_rule="tokaido.inn.no-repeat",
            explain={"eat misoshiru": T("Misoshiru costs 1 coin: a dearer meal is there.",
                                        "味噌湯只要一塊錢：還有更貴的膳食。"),
                     "eat nigirimeshi": T("Nigirimeshi costs 1 coin: a dearer meal is there.",
                                          "飯糰只要一塊錢：還有更貴的膳食。")},
            success=T("A new meal: 6 more points.", "新的膳食：再得 6 分。"),
            viewer=0,
        ),
        Quiz((
            HowMany("q-drawn", T("Blue arrived first in this 3-player game. How many meal cards "
                                 "did Blue draw?",
                                 "這是三人遊戲，藍方最先到達。藍方抽了幾張膳食卡？"),
                    INN_FIRST, lambda s: len(s.layout),
                    T("One more than the number of players.", "玩家人數再加 1。"),
                    rules=("tokaido.inn.meal-draw",), picture=False),
            Choose("q-who-knows", T("Blue has eaten; Red and Green are still at Kyoto. Who "
                                    "knows which meals are left at the inn?",
                                    "藍方吃過了；紅方和綠方還在京都。誰知道旅店剩下哪些膳食？"),
                   (T("Blue only", "只有藍方"), T("everyone", "所有人"), T("nobody", "沒有人")),
                   lambda s: 0 if s.knowers == 1 else (1 if s.knowers == 7 else 2),
                   T("Only the travellers who have reached the inn have looked at its meals.",
                     "只有已經到達旅店的旅行者看過那裡的膳食卡。"),
                   rules=("tokaido.inn.secret",), position=INN_SECOND, picture=False),
            LegalOrNot("q-twice", NEVER_TWICE, "eat sushi",
                       note=T("Blue ate Sushi at the first inn.", "藍方在第一個旅店吃過壽司。")),
        )),
        Deeper(T("More about the meals: other player counts, and what is left over.",
                 "更多膳食的細節：其他人數，以及剩下的膳食卡。")),
        Quiz((
            HowMany("q-four", T("In a 4-player game, how many meal cards does the first "
                                "arrival at an inn draw?",
                                "四人遊戲時，最先到達旅店的人抽幾張膳食卡？"),
                    DOUBLES, lambda s: s.meal_count(),
                    T("Four players and one more card.", "四位玩家再加一張。"),
                    rules=("tokaido.inn.meal-draw",), picture=False),
            LegalOrNot("q-second-meal", INN_SECOND, "eat fugu",
                       note=T("Blue has had his meal at this inn; now Red is to move.",
                              "藍方在這個旅店已經吃過膳食；現在輪到紅方移動。")),
            HowMany("q-meal-points", T("Blue eats Dango, the 1-coin meal. How many points does "
                                       "it score?", "藍方吃一塊錢的糰子。得幾分？"),
                    INN_FIRST, _gain_after(0, ("eat dango",)),
                    T("Every meal is worth 6 points.", "每份膳食都值 6 分。"),
                    rules=("tokaido.inn.one-meal",), picture=False),
            Choose("q-leftovers", T("Everyone has eaten at the first inn and one meal card is "
                                    "left. What becomes of it?",
                                    "所有人都在第一個旅店吃過了，還剩一張膳食卡。它會怎樣？"),
                   (T("it goes under the meal deck", "塞回膳食牌堆底部"),
                    T("it stays at the inn for the next visit", "留在旅店等下一次"),
                    T("the last to arrive takes it free", "最後到的人免費拿走")),
                   lambda s: 0 if "fugu" in s.meal_deck[-1][0] else 1,
                   T("The meals left go under the deck in random order.",
                     "剩下的膳食卡以隨機順序塞回牌堆底部。"),
                   rules=("tokaido.inn.leftovers",), position=INN_QUEUE, picture=False),
        )),
    ),
    recap=T("The first at an inn draws players + 1 meal cards and looks at them secretly; "
            "each arrival may buy one meal, 6 points, never one already eaten. The "
            "cards left go under the deck.",
            "最先到達旅店的人抽玩家人數 +1 張膳食卡並秘密查看；每位到達的人可以買一份膳食，6 分，"
            "不能是吃過的膳食。剩下的牌塞回牌堆底部。"),
    mistakes=(T("Thinking a dearer meal scores more: every meal is worth 6 points. A dearer "
                "meal is no mistake: it costs 1 or 2 coins more, which could buy souvenirs "
                "or temple points, and its price counts toward the Gourmet card, 3 points at "
                "Edo for the highest total of meal prices (lesson 11).",
                "以為貴的膳食分數比較高：每份膳食都值 6 分。吃貴的膳食不是錯：它多花一到兩塊錢，"
                "這些錢本來可以買紀念品或在寺廟捐獻得分；而它的價錢會算進美食成就，到江戶時膳食"
                "價錢總和最高的人得 3 分（第 11 課）。"),
              T("Forgetting which meals one has already eaten.", "忘了自己吃過哪些膳食。")),
)
