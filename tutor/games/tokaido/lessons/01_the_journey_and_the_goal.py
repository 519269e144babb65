"""Tokaido lesson 1: the journey and the goal."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    HowMany,
    LegalOrNot,
    Lesson,
    Play,
    Position,
    Quiz,
    Reach,
    Read,
    Show,
    T,
    Task,
)
from ._common import (
    SEATS,
    START3,
    _coins,
    _gained,
    _mover,
    _total,
)

DEALT = Position("deal kinko; deal satsuki\ndeal umegae; deal hirotada\n"
                 "deal chuubei; deal mitsukuni", players=3)
"""Three players: Blue is dealt Kinko and Satsuki and chooses first."""

LESSON = Lesson(
    game="tokaido", number=1, slug="the-journey-and-the-goal",
    title=T("The journey and the goal", "旅程與目標"),
    minutes=15,
    objectives=(
        T("say how a game of Tokaido is set up and how it is won",
          "說出東海道怎樣準備，以及怎樣獲勝"),
        T("name the stops of the road and what each gives", "說出路上每種位置的名稱和效果"),
        T("choose a traveller and make a first move on the board",
          "選擇旅行者，並在版圖上走出第一步"),
    ),
    steps=(
        Read(T(
            """
## A journey along the sea road

In Tokaido (Antoine Bauza, Funforge 2012) each player is a traveller of old Japan walking
the Tokaido, the road along the sea from **Kyoto** to **Edo**. The Chinese rules summary we
quote in these lessons, `002_b06c0eb6fbe514ea.txt`, gives the aim:

> 「玩家扮演的是一名古時的日本旅行者。玩家將探訪出名的東海道並盡可能的體驗各種豐富經驗。」
> (You are a traveller of old Japan, exploring the famous Tokaido and living as many rich
> experiences as you can.)

On the way you admire landscapes, taste the local specialities, buy souvenirs, bathe in hot
springs and meet people. Every experience is worth points, scored **at once**
(「遊戲中獲得分數時立刻調整得分軌」). When every traveller has reached Edo a few bonuses are
added, and **the most points wins** (`tokaido.end.winner`); lesson 7 tells the end.

That summary was written before the game came out, and its author warns that the rules
might change or be misread. Where it and the official rulebook (Funforge 2012) disagree,
the tutor follows the official rules, and the lesson that teaches the rule says so.
""",
            """
## 沿著海邊的道路旅行

在東海道（Antoine Bauza 設計，Funforge 2012 年出版）裡，每位玩家都是古時日本的旅行者，沿著海邊的
東海道從**京都**走到**江戶**。本系列課程引用的中文規則摘要 `002_b06c0eb6fbe514ea.txt` 這樣說明目標：

> 「玩家扮演的是一名古時的日本旅行者。玩家將探訪出名的東海道並盡可能的體驗各種豐富經驗。」

旅途中你欣賞風景、品嘗名產、購買紀念品、泡溫泉、與各式人物邂逅。每一種體驗都有分數，而且**立刻**計分
（「遊戲中獲得分數時立刻調整得分軌」）。所有旅行者都到達江戶後，再加上幾項獎勵，**分數最高的玩家獲勝**
（`tokaido.end.winner`）；第 7 課會講遊戲結束。

這份摘要寫於遊戲出版之前，作者自己也提醒規則可能更動或理解有誤。摘要和官方規則書（Funforge 2012）
不同的地方，本教學依照官方規則，並在教那條規則的課裡說明。
""")),
        Read(T(
            """
## The road and its stops

The road has **55 positions**: Kyoto (1) where the journey starts, three inns on the way
(15, 28 and 42), and Edo (55) where it ends. The board draws it in four rows, one for each
stretch from inn to inn; every stop shows its icon and its number.

| stop | what it gives | lesson |
|------|---------------|--------|
| village (村莊) | souvenirs to buy | 3 |
| farm (農田) | 3 coins | 3 |
| temple (寺廟) | donate coins, 1 point each | 3 |
| panorama (全景畫): paddy 田, mountain 山, sea 海 | the next section of that landscape | 4 |
| hot spring (溫泉) | 2 or 3 points | 4 |
| encounter (邂逅) | meet someone | 4 |
| inn (旅店) | a meal, 6 points; everyone stops there | 5 |

Some stops have room for two travellers (a second, fainter circle): lesson 2 says when the
second place is used.
""",
            """
## 道路與位置

道路共有 **55 個位置**：起點京都（1）、途中的三個旅店（15、28、42），以及終點江戶（55）。版圖把道路畫成
四排，每排是兩個旅店之間的一段；每個位置都有圖示和編號。

| 位置 | 效果 | 課 |
|------|------|----|
| 村莊 | 購買紀念品 | 3 |
| 農田 | 三塊錢 | 3 |
| 寺廟 | 捐錢，每塊錢 1 分 | 3 |
| 全景畫：田、山、海 | 拿該風景的下一張 | 4 |
| 溫泉 | 2 或 3 分 | 4 |
| 邂逅 | 與人物邂逅 | 4 |
| 旅店 | 膳食，6 分；所有人都要停 | 5 |

有些位置可以容納兩位旅行者（多一個較淡的圓圈）：第 2 課會說明第二個空位什麼時候使用。
""")),
        Read(T(
            """
## Setting out

The summary's set-up (設置): the meal, souvenir, encounter and hot spring cards are shuffled
into four face-down decks; the panorama cards are sorted by landscape, section 1 on top;
the achievement cards lie face up beside the board; the coins are the bank
(`tokaido.setup.decks`). Tokaido is for **2 to 5 players** (`tokaido.setup.players`); with
two, a neutral traveller comes along (lesson 9).

> 「所有玩家隨機拿取2個旅行者板塊。從中選擇一個正面朝上的放在自己面前。」

Each player is dealt **two traveller tiles** and keeps one (`tokaido.setup.travellers`); the
other goes back to the box unseen. The kept tile gives the traveller's ability (lesson 6)
and the starting purse: 「所有玩家拿取符合他自己的旅行者板塊子右上角所標示的金錢」, the coins
printed at the top right of the tile (`tokaido.setup.purse`). Kinko starts with 7 coins,
Satsuki with 2.

Last, the pawns are lined up at Kyoto **in random order** (`tokaido.setup.start-queue`).
The pawn at the **back** of the queue leaves first. On the board the tutor names the seats
by colour: Blue, Red, Green, Yellow, Purple. Click a green position to move there; a red one
says why you may not stop there, and which rule forbids it.
""",
            """
## 出發

摘要裡的設置：膳食卡、紀念品卡、邂逅卡和溫泉卡各自洗混，正面朝下疊成四疊；全景畫依風景分類，
數值 1 放在最上面；成就卡正面朝上放在版圖旁；錢幣放在旁邊當作銀行（`tokaido.setup.decks`）。東海道可供
**2 到 5 位玩家**進行（`tokaido.setup.players`）；兩人遊戲時會加入一位中立旅行者（第 9 課）。

> 「所有玩家隨機拿取2個旅行者板塊。從中選擇一個正面朝上的放在自己面前。」

每位玩家拿到**兩個旅行者板塊**，留下一個（`tokaido.setup.travellers`）；另一個不公開地放回盒子。
留下的板塊決定旅行者的能力（第 6 課）和起始金錢：「所有玩家拿取符合他自己的旅行者板塊子右上角所標示的
金錢」（`tokaido.setup.purse`）。Kinko 起始有七塊錢，Satsuki 只有兩塊。

最後，所有旅行者指示物以**隨機順序**排在京都（`tokaido.setup.start-queue`）。排在隊伍**最後面**的
先出發。本教學在版圖上用顏色稱呼玩家：藍方、紅方、綠方、黃方、紫方。點綠色的位置就會移動到那裡；
紅色的位置會說明為什麼不能停，以及是哪一條規則禁止的。
""")),
        Task(
            "keep-a-traveller",
            T("Blue has been dealt two traveller tiles: keep the one who sets out with more "
              "coins.",
              "藍方拿到兩個旅行者板塊：留下起始金錢比較多的那一位。"),
            DEALT,
            Play(("choose kinko",), T("The other tile starts with more coins: look at the "
                                      "number at the top right of each tile.",
                                      "另一個板塊的起始金錢比較多：看每個板塊右上角的數字。")),
            solution=("choose kinko",),
            hints=(T("Each tile shows its purse at the top right.",
                     "每個板塊的右上角標示著起始金錢。"),
                   T("Compare the two tiles in the turn panel: 7 coins against 2.",
                     "比較回合面板裡的兩個板塊：七塊錢對兩塊錢。")),
            highlight=("choose kinko", "choose satsuki"),
            rules=("tokaido.setup.travellers", "tokaido.setup.purse"),
            wrong="choose hiroshige", wrong_rule="tokaido.setup.travellers",
            success=T("Kinko, the ronin, sets out with 7 coins. Only Blue saw the two tiles; "
                      "Satsuki goes back to the box unseen.",
                      "浪人 Kinko 帶著七塊錢出發。只有藍方看過這兩個板塊；"
                      "Satsuki 不公開地放回盒子。"),
            viewer=0,
        ),
        Show("start", START3, picture=True, caption=T(
            "Three travellers at Kyoto, ready to leave: Blue is Kinko (7 coins), Red Satsuki "
            "(2), Green Umegae (5). The queue at Kyoto is, from the front, Blue, Red, Green: "
            "Green, at the back, leaves first. Below the road: the turn panel, the achievement "
            "cards and the temple, one panel per traveller and the score sheet.",
            "三位旅行者在京都準備出發：藍方是 Kinko（七塊錢），紅方是 Satsuki（兩塊），綠方是 Umegae"
            "（五塊）。京都的隊伍從前到後是藍方、紅方、綠方：排在最後面的綠方先出發。道路下方是回合"
            "面板、成就卡和寺廟，每位旅行者各一個面板，還有計分表。")),
        Task(
            "coins-first",
            T("Green leaves first, with 5 coins. Make a first move that adds coins to Green's "
              "purse at once.",
              "綠方先出發，身上有五塊錢。走第一步，讓綠方的錢立刻增加。"),
            START3,
            Reach(_gained(2, _coins, 3), T("That stop does not add coins to the purse.",
                                           "停在那裡錢不會增加。")),
            solution=("move 8",),
            hints=(T("Which stop in the table gives coins?", "表格裡哪一種位置給錢？"),
                   T("A farm gives 3 coins. Find the farm before the first inn.",
                     "農田給三塊錢。找出第一個旅店之前的農田。")),
            highlight=("move 8",),
            rules=("tokaido.farm.coins", "tokaido.move.forward"),
            wrong="move 2",
            explain={"move 2": T("A village is where coins are spent, on souvenirs.",
                                 "村莊是花錢買紀念品的地方。"),
                     "move 9": T("A village is where coins are spent, on souvenirs.",
                                 "村莊是花錢買紀念品的地方。"),
                     "move 4": T("An encounter may give coins (the Kuge) or something else: "
                                 "a card decides.",
                                 "邂逅可能給錢（公家），也可能是別的：由抽到的卡決定。"),
                     "move 11": T("An encounter may give coins (the Kuge) or something else: "
                                  "a card decides.",
                                  "邂逅可能給錢（公家），也可能是別的：由抽到的卡決定。")},
            success=T("3 coins from the farm: Green now has 8.", "農田給三塊錢：綠方現在有八塊。"),
        ),
        Task(
            "first-point",
            T("Green leaves first: score exactly 1 point with your first move, without "
              "spending a coin.",
              "綠方先出發：第一步剛好得 1 分，而且一塊錢都不花。"),
            START3,
            Reach(lambda start, now: _gained(2, _total, 1)(start, now)
                  and _gained(2, _coins, 0)(start, now),
                  T("That move does not score exactly 1 point for free.",
                    "這一步沒有不花錢剛好得 1 分。")),
            solution=("move 5",),
            hints=(T("Which stop scores points by itself, with no coins and no card to draw?",
                     "哪一種位置不用花錢、也不用抽牌就能得分？"),
                   T("The first section of a panorama (paddy, mountain or sea) is worth 1 "
                     "point.",
                     "全景畫（田、山或海）的第一張值 1 分。")),
            highlight=("move 5", "move 7", "move 12", "move 13"),
            rules=("tokaido.panorama.next-section", "tokaido.end.winner"),
            wrong="move 6",
            explain={"move 6": T("A hot spring card is worth 2 or 3 points, not 1.",
                                 "溫泉卡值 2 或 3 分，不是 1 分。"),
                     "move 14": T("A hot spring card is worth 2 or 3 points, not 1.",
                                  "溫泉卡值 2 或 3 分，不是 1 分。"),
                     "move 3": T("At a temple each point costs a coin.",
                                 "在寺廟每一分都要花一塊錢。"),
                     "move 10": T("At a temple each point costs a coin.",
                                  "在寺廟每一分都要花一塊錢。")},
            success=T("The first section of a panorama: 1 point, on the score sheet at once.",
                      "全景畫的第一張：1 分，立刻記在計分表上。"),
        ),
        Quiz((
            HowMany("q-road", T("How many positions does the road have, Kyoto and Edo "
                                "included?", "道路共有幾個位置（包括京都和江戶）？"),
                    START3, lambda s: len(s.route.spaces),
                    T("Kyoto (1), 53 positions on the way, three of them inns, and Edo (55).",
                      "京都（1）、途中的 53 個位置（其中三個是旅店），以及江戶（55）。"),
                    rules=("tokaido.move.forward",), picture=False),
            HowMany("q-purse", T("Red keeps Satsuki. How many coins does Red set out with?",
                                 "紅方留下 Satsuki。紅方起始有幾塊錢？"),
                    START3, lambda s: s.players[1].coins,
                    T("The purse printed on Satsuki's tile.", "Satsuki 板塊上標示的金錢。"),
                    rules=("tokaido.setup.purse",)),
            Choose("q-first", T("At Kyoto the queue is, from the front: Blue, Red, Green. Who "
                                "leaves first?",
                                "京都的隊伍從前到後是：藍方、紅方、綠方。誰先出發？"),
                   tuple(SEATS[:3]), _mover,
                   T("The traveller at the back of the queue leaves first.",
                     "排在隊伍最後面的旅行者先出發。"),
                   rules=("tokaido.setup.start-queue", "tokaido.move.rearmost"),
                   position=START3, picture=False),
            LegalOrNot("q-not-dealt", DEALT, "choose hiroshige",
                       note=T("Blue may keep only one of the two tiles dealt to him.",
                              "藍方只能從發給他的兩個板塊中留下一個。")),
            Choose("q-decks", T("Which cards are shuffled into face-down decks at the start?",
                                "開始時哪些卡片洗混後正面朝下疊成牌堆？"),
                   (T("meals, souvenirs, encounters and hot springs",
                      "膳食卡、紀念品卡、邂逅卡和溫泉卡"),
                    T("panoramas and achievements", "全景畫和成就卡"),
                    T("every card of the game", "遊戲中所有的卡片")),
                   0, T("Panoramas are sorted by landscape and section; achievements lie face "
                        "up.", "全景畫依風景和數值排好；成就卡正面朝上。"),
                   rules=("tokaido.setup.decks",)),
            Choose("q-players", T("How many players can travel the Tokaido together?",
                                  "東海道可以幾位玩家一起旅行？"),
                   (T("2 to 4", "2 到 4 位"), T("2 to 5", "2 到 5 位"), T("3 to 5", "3 到 5 位")),
                   1, T("Two to five; two players add a neutral traveller.",
                        "二到五位；兩人遊戲時加入一位中立旅行者。"),
                   rules=("tokaido.setup.players",)),
            Choose("q-win", T("How is the winner decided?", "怎樣決定獲勝者？"),
                   (T("the most points, scored during the journey and at the end",
                      "分數最高：旅途中的分數加上結束時的獎勵"),
                    T("the first to reach Edo", "最先到達江戶的人"),
                    T("the most coins left", "剩下最多錢的人")),
                   0, T("Reaching Edo first wins nothing by itself: points do.",
                        "先到江戶本身不會獲勝：要看分數。"),
                   rules=("tokaido.end.winner",)),
        )),
    ),
    recap=T("Two traveller tiles dealt, one kept: its purse and its ability. The pawns leave "
            "Kyoto from the back of a random queue. Every stop scores at once; the most "
            "points at Edo wins.",
            "發兩個旅行者板塊，留下一個：它決定起始金錢和能力。旅行者從隨機隊伍的最後面開始離開京都。"
            "每個位置立刻計分；到江戶時分數最高的獲勝。"),
    mistakes=(T("Thinking the first traveller to reach Edo wins.", "以為最先到江戶的人獲勝。"),
              T("Starting the queue from the front instead of the back.",
                "以為隊伍最前面的人先出發。")),
)
