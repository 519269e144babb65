"""Tokaido lesson 1: the journey and the goal."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    HowMany,
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
    _stop_kind,
    _total,
)

DEALT = Position("deal kinko; deal satsuki\ndeal umegae; deal hirotada\n"
                 "deal chuubei; deal mitsukuni", players=3)
"""Three players: Blue is dealt Kinko and Satsuki and chooses first."""

COIN_STOPS = ("move 2", "move 3", "move 8", "move 9", "move 10")
"""The stops before the first inn where coins come or go: villages, temples, the farm."""

LESSON = Lesson(
    game="tokaido", number=1, slug="the-journey-and-the-goal",
    title=T("The journey and the goal", "旅程與目標"),
    minutes=15,
    objectives=(
        T("say how the game is set up and won", "說出東海道怎樣準備、怎樣獲勝"),
        T("tell what each kind of stop gives", "說出每種位置給你什麼"),
        T("choose a traveller and make a first move", "選擇旅行者，走出第一步"),
    ),
    steps=(
        Read(T(
            """
## The sea road

Players walk the Tokaido road from **Kyoto** to **Edo**. Sights, meals, souvenirs, hot
springs and encounters score at once; at Edo **the most points wins**. Each keeps one of two
traveller tiles.
""",
            """
## 沿著海邊的道路

每位玩家都是旅行者，沿著東海道從**京都**走到**江戶**。風景、膳食、紀念品、溫泉和邂逅都立刻計分；
到了江戶，**分數最高的玩家獲勝**。一開始，每位玩家從兩個旅行者板塊中留下一個。
"""), sources=T(
            """
Tokaido is by Antoine Bauza (Funforge 2012). The Chinese rules summary
`002_b06c0eb6fbe514ea.txt`, which these lessons quote, gives the aim:
「玩家扮演的是一名古時的日本旅行者。玩家將探訪出名的東海道並盡可能的體驗各種豐富經驗。」
(You are a traveller of old Japan, exploring the famous Tokaido and living as many rich
experiences as you can.) Points are scored at once: 「遊戲中獲得分數時立刻調整得分軌」 (points
gained in the game move the score track at once). Rule `tokaido.end.winner`.

The summary was written before the game came out, and its author warns that the rules
might change or be misread. Where it and the official rulebook differ, the tutor follows
the official rules, and the lesson that teaches the rule says so.
""",
            """
東海道由 Antoine Bauza 設計，Funforge 於 2012 年出版。
本系列引用的中文規則摘要 `002_b06c0eb6fbe514ea.txt` 這樣說明目標：「玩家扮演的是一名古時的日本旅行
者。玩家將探訪出名的東海道並盡可能的體驗各種豐富經驗。」以及「遊戲中獲得分數時立刻調整得分軌」。
規則 `tokaido.end.winner`。

這份摘要寫於遊戲出版之前，作者自己也提醒規則可能更動或理解有誤。摘要和官方規則書不同的地方，
本教學依照官方規則，並在教那條規則的課裡說明。
""")),
        Task(
            "keep-a-traveller",
            T("Blue keeps the tile that sets out with more coins: the number at its top right.",
              "藍方留下起始金錢比較多的那一個板塊：看板塊右上角的數字。"),
            DEALT,
            Play(("choose kinko",), T("The other tile starts with more coins: look at the "
                                      "number at the top right of each tile.",
                                      "另一個板塊的起始金錢比較多：看每個板塊右上角的數字。")),
            solution=("choose kinko",),
            hints=(T("Each tile shows its purse beside a coin.",
                     "每個板塊都在錢的圖示旁標出起始金錢。"),
                   T("Compare the two tiles in the panel under the road.",
                     "比較道路下方面板裡的兩個板塊。")),
            highlight=("choose kinko", "choose satsuki"),
            rules=("tokaido.setup.travellers", "tokaido.setup.purse"),
            wrong="choose hiroshige", wrong_rule="tokaido.setup.travellers",
            success=T("Kinko, the ronin, sets out with 7 coins. Only Blue saw the two tiles; "
                      "the other goes back to the box unseen.",
                      "浪人琴古（Kinko）帶著七塊錢出發。只有藍方看過這兩個板塊；"
                      "另一個板塊不公開地放回盒子。"),
            viewer=0,
        ),
        Read(T(
            """
## The road and its stops

The road runs from **Kyoto** to **Edo**, with three inns between. Each stop's icon says what
it gives: a **village** sells souvenirs, a **farm** gives coins, a **temple** takes them for
points; **panoramas**, **hot springs** and **encounters** score.
""",
            """
## 道路與位置

道路從**京都**通到**江戶**，中間有三個旅店。每個位置的圖示說明它的效果：
**村莊**賣紀念品，**農田**給錢，**寺廟**收錢換分數；**全景畫**（田、山、海）、
**溫泉**和**邂逅**都能得分。
"""), sources=T(
            """
The summary's set-up (設置, set-up): four face-down decks of meal, souvenir, encounter and
hot spring cards; panorama cards sorted by landscape, 1 on top; achievement cards face up;
the coins as the bank (`tokaido.setup.decks`); 2 to 5 players (`tokaido.setup.players`).
The road has 55 positions, Kyoto and Edo included. The pawns start at Kyoto in random
order, and the one at the back of the queue leaves first (`tokaido.setup.start-queue`). A
village shows three souvenirs to buy, a farm gives 3 coins, a temple takes 1 to 3 coins
for 1 point each; a panorama gives its next card, worth its number; a hot spring card is
worth 2 or 3 points (lessons 3 to 7).
""",
            """
摘要的「設置」：膳食卡、紀念品卡、邂逅卡、溫泉卡各自洗混，正面朝下疊成四疊；全景畫依風景分類，
數值 1 在最上面；成就卡正面朝上；錢當作銀行（`tokaido.setup.decks`）；
2 到 5 位玩家（`tokaido.setup.players`）。道路連京都和江戶共有 55 個位置。
旅行者指示物以隨機順序排在京都，排在隊伍最後面的先出發（`tokaido.setup.start-queue`）。
村莊翻開三張紀念品供購買，農田給三塊錢，寺廟收 1 到 3 塊錢、每塊 1 分；全景畫給下一張，
分數等於數值；溫泉卡值 2 或 3 分（第 3 到 7 課）。
""")),
        Show("start", START3, picture=True, caption=T(
            "Three travellers at Kyoto: Green, at the back of the queue, leaves first.",
            "三位旅行者在京都：排在隊伍最後面的綠方先出發。")),
        Task(
            "coins-first",
            T("Green leaves first, with 5 coins. Make a first move that adds coins to Green's "
              "purse at once.",
              "綠方先出發，身上有五塊錢。走第一步，讓綠方的錢立刻增加。"),
            START3,
            Reach(_gained(2, _coins, 3), T("That stop does not add coins to the purse.",
                                           "停在那裡錢不會增加。")),
            solution=("move 8",),
            hints=(T("Which kind of stop gives coins?", "哪一種位置給錢？"),
                   T("Coins change hands at villages, temples and farms: at which of them do "
                     "they come in?",
                     "村莊、寺廟和農田都和錢有關：在哪一種位置錢會進來？")),
            highlight=COIN_STOPS,
            rules=("tokaido.farm.coins", "tokaido.move.forward"),
            wrong="move 2",
            explain={"move 2": T("A village is where coins are spent, on souvenirs.",
                                 "村莊是花錢買紀念品的地方。"),
                     "move 9": T("A village is where coins are spent, on souvenirs.",
                                 "村莊是花錢買紀念品的地方。"),
                     "move 3": T("A temple takes coins, it does not give them.",
                                 "寺廟收錢，不給錢。"),
                     "move 10": T("A temple takes coins, it does not give them.",
                                  "寺廟收錢，不給錢。"),
                     "move 4": T("An encounter may give coins or something else: a card "
                                 "decides.", "邂逅可能給錢，也可能是別的：由抽到的卡決定。"),
                     "move 11": T("An encounter may give coins or something else: a card "
                                  "decides.", "邂逅可能給錢，也可能是別的：由抽到的卡決定。")},
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
            hints=(T("Which stops score by themselves, with no coin to pay?",
                     "哪些位置不用付錢就能得分？"),
                   T("Panoramas and hot springs score for free: one gives 1 point, the other "
                     "2 or 3.",
                     "全景畫和溫泉都不用錢就能得分：一種給 1 分，另一種給 2 或 3 分。")),
            highlight=("move 5", "move 6", "move 7", "move 12", "move 13", "move 14"),
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
            success=T("The first card of a panorama: 1 point, on the score sheet at once.",
                      "全景畫的第一張：1 分，立刻記在計分表上。"),
        ),
        Task(
            "souvenirs",
            T("Green leaves first: stop where Green may buy souvenirs.",
              "綠方先出發：停在綠方可以買紀念品的位置。"),
            START3,
            Reach(_stop_kind(2, "village"), T("No souvenirs are sold at that stop.",
                                              "那個位置不賣紀念品。")),
            solution=("move 2",),
            hints=(T("Look at the icons on the road: which one is a shop?",
                     "看看路上的圖示：哪一個是商店？"),
                   T("Villages, farms and temples all deal in coins; only one kind sells "
                     "things.",
                     "村莊、農田和寺廟都和錢有關；只有一種會賣東西。")),
            highlight=COIN_STOPS,
            rules=("tokaido.village.reveal",),
            wrong="move 8",
            explain={"move 8": T("A farm gives coins; it sells nothing.",
                                 "農田給錢，不賣東西。")},
            success=T("A village: three souvenir cards will be turned up for Green to buy.",
                      "村莊：會翻開三張紀念品卡讓綠方購買。"),
        ),
        Quiz((
            HowMany("q-purse", T("Red keeps Satsuki, the orphan. How many coins does Red set "
                                 "out with?",
                                 "紅方留下孤兒五月（Satsuki）。紅方起始有幾塊錢？"),
                    START3, lambda s: s.players[1].coins,
                    T("The purse printed on the tile, beside the coin.",
                      "板塊上錢的圖示旁標出的起始金錢。"),
                    rules=("tokaido.setup.purse",)),
            Choose("q-first", T("At Kyoto the queue is, from the front: Blue, Red, Green. Who "
                                "leaves first?",
                                "京都的隊伍從前到後是：藍方、紅方、綠方。誰先出發？"),
                   tuple(SEATS[:3]), _mover,
                   T("The traveller at the back of the queue leaves first.",
                     "排在隊伍最後面的旅行者先出發。"),
                   rules=("tokaido.setup.start-queue", "tokaido.move.rearmost"),
                   position=START3, picture=False),
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
