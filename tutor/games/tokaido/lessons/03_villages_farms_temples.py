"""Tokaido lesson 3: villages, farms and temples."""

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
from ..state import SOUV, TEMPLE
from ._common import (
    MONEY,
    _gained,
    _points,
    trip,
)

VILLAGE = trip(MONEY, "1,2,3", "move 2; reveal koma; reveal sake; reveal haori")
"""Blue, with 3 coins, at the first village: Koma (small object, 1), Sake (food, 2), Haori
(clothing, 2)."""

BOUGHT = Position(VILLAGE.moves + "buy koma+sake\n", players=3)
"""Blue bought Koma and Sake and has no coin left; Haori went under the deck."""

BROKE = Position(BOUGHT.moves + """
    move 4; encounter kuge   # Red meets a Kuge: 3 coins
    move 3; donate 1         # Green gives a coin at the temple
""", players=3)
"""Blue, on 2 with no coin, is the last traveller again."""

SET_OF_THREE = trip(MONEY, "3,1,2", """
    move 2; reveal koma; reveal sake; reveal haori; buy haori+koma+sake   # Green: 9 points
    move 5                   # Blue
    move 7                   # Red
    move 9; reveal gofu; reveal netsuke; reveal daifuku                    # Green again
""")
"""Green (4 coins) holds a small object, a food and a clothing, and is at the second village:
Gofu (small object, 1), Netsuke (art, 2), Daifuku (food, 2)."""

TEMPLE_STOP = trip(MONEY, "2,1,3", "move 3")
"""Red (Kinko, 7 coins) has stopped at the first temple."""

LESSON = Lesson(
    game="tokaido", number=3, slug="villages-farms-temples",
    title=T("Villages, farms and temples", "村莊、農田與寺廟"),
    minutes=20,
    objectives=(
        T("buy souvenirs, earn coins at farms, donate at temples",
          "購買紀念品、在農田賺錢、在寺廟捐獻"),
        T("know when a stop needs a coin", "知道什麼時候需要有錢才能停下"),
    ),
    steps=(
        Read(T(
            """
## Villages and souvenirs

A **village** turns up three souvenir cards: buy any you can pay for, or none. Each card
(four families) joins your first set lacking its family and scores **1, 3, 5 or 7** as the
set's first to fourth card.
""",
            """
## 村莊與紀念品

停在**村莊**時翻開三張紀念品卡：付得起的都可以買，也可以不買。紀念品分四種類型。
每張紀念品放進你第一個缺少該類型的套組，依它是那一套的第一、二、三、四張，得 **1、3、5、7** 分。
"""), sources=T(
            """
The summary (村莊, village): 「玩家抽取紀念品牌堆最上面三張，將其正面朝上的攤開。玩家可以支付牌上
標明的價錢來購買1~3張，接著將未購買的紀念品塞回牌堆下方。」 (The player turns up the top three
souvenir cards and may buy 1 to 3 of them at their printed prices; the cards not bought go
under the deck.) 「不強制一定要購買」 (buying is not compulsory). 「玩家最少要有一塊錢才可以停在
村莊位置上」 (a player needs at least one coin to stop at a village). The families: small
objects (小東西), food and drink (食物跟飲料), clothing (衣服), art (藝術品). 「每套只能含有各類型
紀念品各一個。每套中的第一個紀念品獲得1分，第二個獲得3分，第三個獲得5分，第四個獲得7分。」 (A set
holds one souvenir of each family; its first souvenir scores 1, the second 3, the third 5,
the fourth 7.) Rules `tokaido.village.reveal`, `tokaido.village.buy`,
`tokaido.village.return`, `tokaido.village.needs-coin`, `tokaido.souvenir.sets`. When the
deck holds fewer than three cards, a village shows what is left, as the recorded online
games do (an assumption, `tokaido.village.short-deck`).
""",
            """
摘要的「村莊」：「玩家抽取紀念品牌堆最上面三張，將其正面朝上的攤開。
玩家可以支付牌上標明的價錢來購買1~3張，接著將未購買的紀念品塞回牌堆下方。」「不強制一定要購買」
「玩家最少要有一塊錢才可以停在村莊位置上」。四種類型：小東西、食物跟飲料、衣服、藝術品。
「每套只能含有各類型紀念品各一個。每套中的第一個紀念品獲得1分，第二個獲得3分，第三個獲得5分，
第四個獲得7分。」規則 `tokaido.village.reveal`、`tokaido.village.buy`、`tokaido.village.return`、
`tokaido.village.needs-coin`、`tokaido.souvenir.sets`。牌堆少於三張時，村莊只翻開剩下的牌，
照線上對局紀錄的做法（假設 `tokaido.village.short-deck`）。
""")),
        Task(
            "best-buy",
            T("Blue has 3 coins: buy the souvenirs that score the most points.",
              "藍方有三塊錢：買下得分最多的紀念品。"),
            VILLAGE,
            Reach(_gained(0, _points(SOUV), 4),
                  T("Another purchase scores more.", "另一種買法得分更多。")),
            solution=("buy koma+sake",),
            hints=(T("Two souvenirs of different families score 1 + 3.",
                     "兩張不同類型的紀念品得 1 + 3 分。"),
                   T("Look at the prices: which card lets 3 coins buy two?",
                     "看看價錢：哪一張卡能讓三塊錢買到兩張？")),
            highlight=("buy koma", "buy koma+sake", "buy haori+koma"),
            rules=("tokaido.village.buy", "tokaido.souvenir.sets"),
            wrong="buy haori+sake", wrong_rule="tokaido.village.buy",
            explain={"buy sake": T("A single souvenir scores 1 point.", "一張紀念品只得 1 分。"),
                     "buy haori": T("A single souvenir scores 1 point.", "一張紀念品只得 1 分。"),
                     "buy koma": T("A single souvenir scores 1 point.", "一張紀念品只得 1 分。")},
            success=T("Two families: 1 + 3 = 4 points. The card left goes under the deck.",
                      "兩種類型：1 + 3 = 4 分。剩下的那張塞回牌堆底部。"),
            viewer=0,
        ),
        Task(
            "more-points",
            T("Green holds a small object, a food and a clothing, and has 4 coins: buy the "
              "souvenirs that score the most points.",
              "綠方已經有小東西、食物和衣服各一張，還有四塊錢：買下得分最多的紀念品。"),
            SET_OF_THREE,
            Reach(_gained(2, _points(SOUV), 8),
                  T("Another purchase scores more.", "另一種買法得分更多。")),
            solution=("buy gofu+netsuke",),
            hints=(T("Which family is missing from Green's set?", "綠方的套組缺少哪一種類型？"),
                   T("A card of the missing family is worth 7; what can the coins left buy?",
                     "缺少的那一類值 7 分；剩下的錢還能買什麼？")),
            highlight=("buy netsuke", "buy gofu+netsuke", "buy daifuku+netsuke"),
            rules=("tokaido.souvenir.sets", "tokaido.village.buy"),
            wrong="buy daifuku+gofu+netsuke", wrong_rule="tokaido.village.buy",
            explain={"buy daifuku+gofu": T("Gofu and Daifuku start a second set: 1 + 3.",
                                           "御符和大福開始第二套：1 + 3 分。"),
                     "buy netsuke": T("Netsuke completes the set for 7, and a coin is left "
                                      "for one more card.",
                                      "根付湊成一整套得 7 分，而且還剩錢可以再買一張。")},
            success=T("Netsuke is the fourth card of the first set: 7 points; the other card "
                      "starts a second set: 1 point.",
                      "根付是第一套的第四張：7 分；另一張開始第二套：1 分。"),
            viewer=2,
        ),
        Read(T(
            """
## Farms and temples

A **farm** gives 3 coins. At a **temple** you give 1, 2 or 3 coins, 1 point each; they stay
on the temple for a bonus at the end. You need a coin to stop at a village or a temple.
""",
            """
## 農田與寺廟

停在**農田**得到三塊錢。停在**寺廟**時捐 1、2 或 3 塊錢，每塊錢 1 分；錢會留在寺廟上，
遊戲結束時還有獎勵。沒有錢就不能停在村莊或寺廟。
"""), sources=T(
            """
The summary (農田, farm): 「玩家獲得三塊錢，玩家持有的錢無上限。」 (The player gains three
coins; there is no limit to the coins a player holds.) (廟宇, temple): 「玩家在此可以捐獻1~3塊錢。
玩家將捐獻的錢放置到版圖上對應自己顏色的區域上，玩家每捐一塊錢獲得1分。」 (The player may donate 1
to 3 coins here, placed on the board's area of their colour, 1 point per coin.)
「玩家每次停在廟宇最少需要捐1塊錢，最多3塊。」 (Each temple stop needs at least 1 coin, at most 3.)
Rules `tokaido.farm.coins`, `tokaido.temple.donate`, `tokaido.temple.needs-coin`; the
bonus is lesson 7.
""",
            """
摘要的「農田」：「玩家獲得三塊錢，玩家持有的錢無上限。」「廟宇」：「玩家在此可以捐獻1~3塊錢。
玩家將捐獻的錢放置到版圖上對應自己顏色的區域上，玩家每捐一塊錢獲得1分。」
「玩家每次停在廟宇最少需要捐 1塊錢，最多3塊。」規則 `tokaido.farm.coins`、`tokaido.temple.donate`、
`tokaido.temple.needs-coin`；獎勵見第 7 課。
""")),
        Task(
            "no-coin",
            T("Blue spent every coin and is last again: stop where Blue's purse fills up at "
              "once.",
              "藍方花光了錢，又是最後面的旅行者：停在能立刻讓錢包有錢的位置。"),
            BROKE,
            Reach(lambda start, now: now.players[0].coins > 0,
                  T("Blue still has no coin after that stop.", "停在那裡藍方還是沒有錢。")),
            solution=("move 8",),
            hints=(T("Without a coin Blue cannot stop at a village or a temple. Which stop "
                     "gives coins for sure?",
                     "沒有錢不能停在村莊或寺廟。哪一種位置一定會給錢？"),
                   T("Coins come from farms for sure, from encounters only with luck.",
                     "農田一定給錢，邂逅要靠運氣。")),
            highlight=("move 8", "move 11"),
            rules=("tokaido.farm.coins", "tokaido.village.needs-coin"),
            wrong="move 9", wrong_rule="tokaido.village.needs-coin",
            explain={"move 11": T("An encounter gives coins only with one kind of card.",
                                  "邂逅只有抽到某一種卡才會給錢。")},
            success=T("3 coins: Blue may stop at villages and temples again.",
                      "三塊錢：藍方又可以停在村莊和寺廟了。"),
        ),
        Task(
            "give-all",
            T("Red, Kinko with 7 coins, has stopped at the temple: score as many points as "
              "he can there.",
              "紅方（Kinko，七塊錢）停在寺廟：在這裡盡量多得分。"),
            TEMPLE_STOP,
            Reach(_gained(1, _points(TEMPLE), 3),
                  T("The temple takes more than that.", "寺廟收得比這更多。")),
            solution=("donate 3",),
            hints=(T("Each coin given is a point.", "每捐一塊錢得 1 分。"),
                   T("How many coins may one temple stop take?", "一次停在寺廟最多可以捐幾塊錢？")),
            highlight=("donate 1", "donate 2", "donate 3"),
            rules=("tokaido.temple.donate",),
            wrong="donate 1",
            success=T("Three coins on Red's place at the temple: 3 points, the most one stop "
                      "allows, and a good start for the temple ranking at the end.",
                      "三塊錢放在寺廟上紅方的區域：3 分，是一次停留的上限，也為遊戲結束時的寺廟排名"
                      "打下基礎。"),
        ),
        Quiz((
            HowMany("q-reveal", T("How many souvenir cards does the village show Blue?",
                                  "村莊讓藍方看幾張紀念品？"),
                    VILLAGE, lambda s: len(s.shown),
                    T("The top three cards of the souvenir deck.", "紀念品牌堆最上面三張。"),
                    rules=("tokaido.village.reveal",)),
            LegalOrNot("q-buy-nothing", VILLAGE, "buy nothing", rules=("tokaido.village.buy",),
                       note=T("Buying is never forced.", "從不強制購買。")),
            Choose("q-unbought", T("Blue bought Koma and Sake. What becomes of the Haori?",
                                   "藍方買了陀螺和清酒。羽織會怎樣？"),
                   (T("it goes under the souvenir deck, and may come up again",
                      "塞回紀念品牌堆底部，之後可能再被翻開"),
                    T("it stays face up for the next traveller", "正面朝上留給下一位旅行者"),
                    T("it leaves the game", "移出遊戲")),
                   lambda s: 0 if "haori" in s.souvenir_deck[-1][0] else 2,
                   T("Unbought souvenirs go under the deck in random order.",
                     "沒買的紀念品以隨機順序塞回牌堆底部。"),
                   rules=("tokaido.village.return",), position=BOUGHT, picture=False),
            HowMany("q-set-points", T("Green bought Gofu and Netsuke. How many points are "
                                      "Green's five souvenirs worth?",
                                      "綠方買了御符和根付。綠方的五張紀念品共值幾分？"),
                    Position(SET_OF_THREE.moves + "buy gofu+netsuke\n", players=3),
                    lambda s: s.players[2].points[SOUV],
                    T("A full set, 1 + 3 + 5 + 7 = 16, and a second set of one card, 1.",
                      "一整套 1 + 3 + 5 + 7 = 16 分，加上只有一張的第二套 1 分。"),
                    rules=("tokaido.souvenir.sets",)),
            HowMany("q-farm", T("Blue, with no coin, stops at the farm. How many coins does "
                                "Blue have then?",
                                "沒有錢的藍方停在農田。之後藍方有幾塊錢？"),
                    BROKE, lambda s: s.apply("move 8").players[0].coins,
                    T("A farm gives 3 coins.", "農田給三塊錢。"),
                    rules=("tokaido.farm.coins",), mark="move 8"),
            LegalOrNot("q-temple-broke", BROKE, "move 10",
                       note=T("Blue has no coin to give.", "藍方沒有錢可以捐。")),
        )),
    ),
    recap=T("A village shows three souvenirs: buy any you can pay for; each joins the first "
            "set lacking its family and scores 1, 3, 5 or 7. A farm gives 3 coins. A temple "
            "takes 1 to 3 coins, a point each. Villages and temples need a coin.",
            "村莊翻開三張紀念品：付得起的都可以買；每張放進第一個缺少該類型的套組，"
            "得 1、3、5 或 7 分。農田給三塊錢。寺廟收 1 到 3 塊錢，每塊 1 分。"
            "停村莊和寺廟都要有錢。"),
    mistakes=(T("Buying a second card of a family already held, expecting 3 or 5 points.",
                "買了已經有的類型，以為能得 3 或 5 分。"),
              T("Spending the last coin just before a stretch of villages and temples.",
                "在一連串村莊和寺廟之前花光最後一塊錢。")),
)
