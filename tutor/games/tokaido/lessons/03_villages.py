"""Tokaido lesson 3: villages and souvenirs."""

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
from ..state import SOUV
from ._common import (
    BOUGHT,
    MONEY,
    VILLAGE,
    _gained,
    _points,
    trip,
)

SET_OF_THREE = trip(MONEY, "3,1,2", """
    move 2; reveal koma; reveal sake; reveal haori; buy haori+koma+sake   # Green: 9 points
    move 5                   # Blue
    move 7                   # Red
    move 9; reveal gofu; reveal netsuke; reveal daifuku                    # Green again
""")
"""Green (4 coins) holds a small object, a food and a clothing, and is at the second village:
Gofu (small object, 1), Netsuke (art, 2), Daifuku (food, 2)."""

KEEP_A_COIN = trip(MONEY, "1,2,3", """
    move 2; reveal koma; reveal manju; reveal washi; buy koma+manju   # Blue: 1 coin left
    move 5                   # Red
    move 7                   # Green
    move 8                   # Blue: the farm, 4 coins
    move 6; hot spring 2     # Red
    move 13                  # Red again
    move 10; donate 1        # Green
    move 9; reveal sake; reveal haori; reveal gofu   # Blue, at the second village
""")
"""Blue (4 coins) holds a small object and a food, and is at the second village: Sake
(food, 2), Haori (clothing, 2), Gofu (small object, 1)."""

LESSON = Lesson(
    game="tokaido", number=3, slug="villages",
    title=T("Villages and souvenirs", "村莊與紀念品"),
    minutes=15,
    objectives=(
        T("buy the souvenirs that score the most", "買下得分最多的紀念品"),
        T("complete sets of four families", "湊齊四種類型的套組"),
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
            rules=("tokaido.village.buy", "tokaido.souvenir.sets", "tokaido.village.reveal",
                   "tokaido.setup.decks"),
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
        Task(
            "keep-a-coin",
            T("Blue holds a small object and a food, and has 4 coins: score as many points as "
              "you can here, and keep at least 1 coin for the road.",
              "藍方已經有小東西和食物各一張，還有四塊錢：在這裡盡量多得分，"
              "而且至少留下一塊錢上路。"),
            KEEP_A_COIN,
            Reach(lambda start, now: _gained(0, _points(SOUV), 6)(start, now)
                  and now.players[0].coins >= 1,
                  T("Another purchase scores more, or leaves Blue without a coin.",
                    "另一種買法得分更多，或是會讓藍方一塊錢都不剩。")),
            solution=("buy gofu+haori",),
            hints=(T("Which family is missing from Blue's first set? Its card scores 5.",
                     "藍方的第一套缺少哪些類型？那一類的卡得 5 分。"),
                   T("A card of a family Blue holds starts a second set, 1 point: which one "
                     "is the cheaper?",
                     "藍方已經有的類型，會開始第二套，得 1 分：哪一張比較便宜？")),
            highlight=("buy haori", "buy gofu+haori", "buy haori+sake"),
            rules=("tokaido.souvenir.sets", "tokaido.village.buy"),
            wrong="buy haori+sake",
            explain={"buy haori+sake": T("6 points, but no coin is left.",
                                         "6 分，但一塊錢都不剩了。"),
                     "buy haori": T("Haori scores 5; a coin is left for one more card.",
                                    "羽織得 5 分；還剩錢可以再買一張。")},
            success=T("Haori, a new family for the first set: 5 points; Gofu starts a second "
                      "set: 1 point. One coin is left.",
                      "羽織是第一套還沒有的類型：5 分；御符開始第二套：1 分。還剩一塊錢。"),
            viewer=0,
        ),
        Quiz((
            LegalOrNot("q-buy-nothing", VILLAGE, "buy nothing", rules=("tokaido.village.buy",),
                       note=T("Buying is never forced.", "從不強制購買。")),
            HowMany("q-set-points", T("Green bought Gofu and Netsuke. How many points are "
                                      "Green's five souvenirs worth?",
                                      "綠方買了御符和根付。綠方的五張紀念品共值幾分？"),
                    Position(SET_OF_THREE.moves + "buy gofu+netsuke\n", players=3),
                    lambda s: s.players[2].points[SOUV],
                    T("A full set, 1 + 3 + 5 + 7 = 16, and a second set of one card, 1.",
                      "一整套 1 + 3 + 5 + 7 = 16 分，加上只有一張的第二套 1 分。"),
                    rules=("tokaido.souvenir.sets",)),
            HowMany("q-haori", T("Blue holds a small object and a food. How many points does "
                                 "the Haori, a clothing, score?",
                                 "藍方已經有小東西和食物。羽織（衣服）得幾分？"),
                    KEEP_A_COIN, lambda s: s.apply("buy haori").players[0].points[SOUV]
                    - s.players[0].points[SOUV],
                    T("The third family of the first set: 5 points.",
                      "第一套的第三種類型：5 分。"),
                    rules=("tokaido.souvenir.sets",), mark="buy haori"),
        )),
        Deeper(T("What happens to the cards nobody buys.", "沒人買的卡片會怎樣。")),
        Quiz((
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
            HowMany("q-reveal", T("How many souvenir cards does the village show Blue?",
                                  "村莊讓藍方看幾張紀念品？"),
                    VILLAGE, lambda s: len(s.shown),
                    T("The top three cards of the souvenir deck.", "紀念品牌堆最上面三張。"),
                    rules=("tokaido.village.reveal",)),
        )),
    ),
    recap=T("A village shows three souvenirs: buy any you can pay for, or none; each joins "
            "the first set lacking its family and scores 1, 3, 5 or 7. The cards left go under "
            "the deck.",
            "村莊翻開三張紀念品：付得起的都可以買，也可以不買；每張放進第一個缺少該類型的套組，"
            "得 1、3、5 或 7 分。剩下的卡塞回牌堆底部。"),
    mistakes=(T("Buying a second card of a family already held, expecting 3 or 5 points.",
                "買了已經有的類型，以為能得 3 或 5 分。"),
              T("Spending the last coin just before a stretch of villages and temples.",
                "在一連串村莊和寺廟之前花光最後一塊錢。")),
)
