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

TEMPLE_STOP = trip(("hiroshige", "satsuki", "yoshiyasu"), "2,1,3", "move 3")
"""Red (Satsuki, 2 coins) has stopped at the first temple."""

LESSON = Lesson(
    game="tokaido", number=3, slug="villages-farms-temples",
    title=T("Villages, farms and temples", "村莊、農田與寺廟"),
    minutes=20,
    objectives=(
        T("buy souvenirs and count what a set scores", "購買紀念品，並算出成套的分數"),
        T("earn coins at a farm, and know when a coin is needed to stop",
          "在農田賺錢，並知道什麼時候需要有錢才能停下"),
        T("donate at a temple", "在寺廟捐獻"),
    ),
    steps=(
        Read(T(
            """
## Villages and souvenirs

> 「玩家抽取紀念品牌堆最上面三張,將其正面朝上的攤開。玩家可以支付牌上標明的價錢來購買
> 1~3張,接著將未購買的紀念品塞回牌堆下方。」

At a village (村莊) the top **three souvenir cards** are revealed (`tokaido.village.reveal`).
You may buy any of them, none to all three, paying the price printed on each
(`tokaido.village.buy`); the summary adds 「不強制一定要購買」: buying is never forced. The
cards you do not buy go **under the deck** in random order, and may come up again later
(`tokaido.village.return`). The summary's note: 「玩家最少要有一塊錢才可以停在村莊位置上」: you
may stop at a village only with at least one coin (`tokaido.village.needs-coin`).

**Sets.** Souvenirs come in four families: small objects (小東西, 1 coin), food and drink
(食物跟飲料, 1 or 2), clothing (衣服, 2) and art (藝術品, 2 or 3).

> 「每套只能含有各類型紀念品各一個。每套中的第一個紀念品獲得1分,第二個獲得3分,第三個獲得5分,
> 第四個獲得7分。」

Each souvenir joins your first set that lacks its family, and scores **1, 3, 5 or 7** as the
first, second, third or fourth card of that set (`tokaido.souvenir.sets`). A second card of
a family you already hold starts a new set, and scores 1 again. A full set of four is worth
1 + 3 + 5 + 7 = 16.

If the deck holds fewer than three cards, a village shows what is left. The rules do not say
so; the tutor does what the recorded online games do (an assumption,
`tokaido.village.short-deck`).
""",
            """
## 村莊與紀念品

> 「玩家抽取紀念品牌堆最上面三張，將其正面朝上的攤開。玩家可以支付牌上標明的價錢來購買
> 1~3張，接著將未購買的紀念品塞回牌堆下方。」

停在村莊時，翻開紀念品牌堆最上面的**三張**（`tokaido.village.reveal`）。你可以購買其中任何幾張，
從 0 張到 3 張，支付卡上標示的價錢（`tokaido.village.buy`）；摘要也說「不強制一定要購買」。沒買的卡
以隨機順序塞回**牌堆底部**，之後可能再被翻開（`tokaido.village.return`）。摘要的附註：
「玩家最少要有一塊錢才可以停在村莊位置上」（`tokaido.village.needs-coin`）。

**成套**。紀念品分四種類型：小東西（一塊錢）、食物跟飲料（一或兩塊）、衣服（兩塊）和藝術品
（兩或三塊）。

> 「每套只能含有各類型紀念品各一個。每套中的第一個紀念品獲得1分，第二個獲得3分，第三個獲得5分，
> 第四個獲得7分。」

每張紀念品放進你第一個缺少該類型的套組，依它是該套的第一、二、三、四張，分別得 **1、3、5、7** 分
（`tokaido.souvenir.sets`）。已經有的類型再來一張，就開始新的一套，又從 1 分算起。
一整套四張值 1 + 3 + 5 + 7 = 16 分。

牌堆少於三張時，村莊只翻開剩下的牌。規則沒有這樣說；本教學照線上對局紀錄的做法（這是一個假設，
`tokaido.village.short-deck`）。
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
                   T("Three coins buy two cards only if one of them costs 1.",
                     "三塊錢要買兩張，其中一張必須是一塊錢的。")),
            highlight=("buy koma+sake", "buy haori+koma"),
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
            T("Green already holds a small object, a food and a clothing, and has 4 coins: buy "
              "the souvenirs that score the most points.",
              "綠方已經有小東西、食物和衣服各一張，還有四塊錢：買下得分最多的紀念品。"),
            SET_OF_THREE,
            Reach(_gained(2, _points(SOUV), 8),
                  T("Another purchase scores more.", "另一種買法得分更多。")),
            solution=("buy gofu+netsuke",),
            hints=(T("Which family is missing from Green's set?", "綠方的套組缺少哪一種類型？"),
                   T("The art card completes the set: 7 points. What can the coins left buy?",
                     "藝術品能湊成一整套：7 分。剩下的錢還能買什麼？")),
            highlight=("buy gofu+netsuke", "buy daifuku+netsuke"),
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

> 「玩家獲得三塊錢,玩家持有的錢無上限。」

A farm (農田) gives **3 coins** from the bank; there is no limit to the coins you may hold
(`tokaido.farm.coins`).

> 「玩家在此可以捐獻1~3塊錢。玩家將捐獻的錢放置到版圖上對應自己顏色的區域上,
> 玩家每捐一塊錢獲得1分。」
> 「玩家每次停在廟宇最少需要捐1塊錢,最多3塊。」

At a temple (寺廟) you donate **1, 2 or 3 coins**; they go on your colour's place on the
temple, **1 point** each (`tokaido.temple.donate`). You must give at least one, so you may
stop at a temple only with a coin (`tokaido.temple.needs-coin`). The coins stay on the
temple: at the end the biggest donors score a bonus (lesson 7).
""",
            """
## 農田與寺廟

> 「玩家獲得三塊錢，玩家持有的錢無上限。」

停在農田時從銀行拿**三塊錢**；持有的錢沒有上限（`tokaido.farm.coins`）。

> 「玩家在此可以捐獻1~3塊錢。玩家將捐獻的錢放置到版圖上對應自己顏色的區域上，
> 玩家每捐一塊錢獲得1分。」
> 「玩家每次停在廟宇最少需要捐1塊錢，最多3塊。」

停在寺廟時捐 **1、2 或 3 塊錢**，放在寺廟上你顏色的區域，每塊錢 **1 分**（`tokaido.temple.donate`）。
最少要捐一塊，所以沒有錢就不能停在寺廟（`tokaido.temple.needs-coin`）。錢會留在寺廟上：遊戲結束時，
捐最多的玩家還有獎勵（第 7 課）。
""")),
        Task(
            "no-coin",
            T("Blue spent every coin at the village and is the last traveller again: stop "
              "where Blue's purse fills up at once.",
              "藍方在村莊花光了錢，又是最後面的旅行者：停在一個能立刻讓錢包有錢的位置。"),
            BROKE,
            Reach(lambda start, now: now.players[0].coins > 0,
                  T("Blue still has no coin after that stop.", "停在那裡藍方還是沒有錢。")),
            solution=("move 8",),
            hints=(T("Blue cannot stop at a village or a temple without a coin. Which stop "
                     "gives coins for sure?",
                     "沒有錢不能停在村莊或寺廟。哪一種位置一定會給錢？"),
                   T("The farm before the first inn.", "第一個旅店之前的農田。")),
            highlight=("move 8",),
            rules=("tokaido.farm.coins", "tokaido.village.needs-coin"),
            wrong="move 9", wrong_rule="tokaido.village.needs-coin",
            explain={"move 11": T("An encounter gives coins only if the card is a Kuge.",
                                  "邂逅只有抽到公家才會給錢。")},
            success=T("3 coins: Blue may stop at villages and temples again.",
                      "三塊錢：藍方又可以停在村莊和寺廟了。"),
        ),
        Task(
            "give-all",
            T("Red, Satsuki with 2 coins, has stopped at the temple: score as many points as "
              "she can there.",
              "紅方（Satsuki，兩塊錢）停在寺廟：在這裡盡量多得分。"),
            TEMPLE_STOP,
            Reach(_gained(1, _points(TEMPLE), 2),
                  T("Red can give more than that.", "紅方可以捐更多。")),
            solution=("donate 2",),
            hints=(T("Each coin given is a point; how many coins does Red hold?",
                     "每捐一塊錢得 1 分；紅方有幾塊錢？"),
                   T("A donation is 1 to 3 coins, from the coins you hold.",
                     "捐獻是 1 到 3 塊錢，要用手上的錢。")),
            highlight=("donate 2", "donate 1"),
            rules=("tokaido.temple.donate",),
            wrong="donate 3", wrong_rule="tokaido.temple.donate",
            success=T("Two coins on Red's place at the temple: 2 points, and a good start for "
                      "the temple ranking at the end.",
                      "兩塊錢放在寺廟上紅方的區域：2 分，也為遊戲結束時的寺廟排名打下基礎。"),
        ),
        Quiz((
            HowMany("q-reveal", T("How many souvenir cards does the village show Blue?",
                                  "村莊讓藍方看幾張紀念品？"),
                    VILLAGE, lambda s: len(s.shown),
                    T("The top three cards of the souvenir deck.", "紀念品牌堆最上面三張。"),
                    rules=("tokaido.village.reveal",)),
            LegalOrNot("q-buy-nothing", VILLAGE, "buy nothing", rules=("tokaido.village.buy",),
                       note=T("Buying is never forced: 「不強制一定要購買」.",
                              "從不強制購買：「不強制一定要購買」。")),
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
                    rules=("tokaido.farm.coins",)),
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
