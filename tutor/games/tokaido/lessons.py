"""The Tokaido lessons, as data (see :mod:`tutor.lessons.model`).

Thirteen lessons: the journey and the goal, moving, villages, farms and temples,
panoramas, hot springs and encounters, the inns and their meals, the ten travellers, the
end and scoring, a what-if explorer, the 2-player neutral traveller, the variants, a real
game recorded online, games against bots, and the sources. Positions are written as the
actions that reach them, chance included: :func:`trip` forces the set-up (each seat's
traveller, the start queue), then every draw is forced by naming its card (``reveal koma``,
``meal sushi``, ``encounter kuge``...). Positions from the real game are its recorded actions
(:mod:`.recorded`). The engine checks every task's goal, solution and typical mistake, and
answers every quiz question (tests/lessons and the notebooks' test harness).

Quotes come from the Traditional Chinese rules summary ``002_b06c0eb6fbe514ea.txt``, written
before the game was published; where it and the official rules disagree (Satsuki's free
meal, the Collector achievement, the Preparations rows, the 2-player rules it leaves out),
the engine follows the official rules and the lesson that teaches the rule says so.

The road (board numbers; ``*`` a double stop): 1 Kyoto, 2 V*, 3 T, 4 E, 5 P, 6 H*, 7 M*,
8 F*, 9 V, 10 T*, 11 E, 12 S*, 13 M, 14 H, 15 inn, 16 S, 17 T, 18 F*, 19 P*, 20 M*, 21 E*,
22 T, 23 H*, 24 M, 25 S*, 26 V, 27 F, 28 inn, 29 P, 30 V, 31 E*, 32 F, 33 M*, 34 H, 35 S*,
36 P, 37 T*, 38 F*, 39 E, 40 S, 41 V*, 42 inn, 43 H, 44 T*, 45 E, 46 V*, 47 S, 48 F*,
49 H*, 50 E, 51 M, 52 P*, 53 S*, 54 V, 55 Edo.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ...core.game import State
from ...lessons.model import (
    Choose,
    Explore,
    FillSheet,
    HowMany,
    LegalOrNot,
    Lesson,
    Play,
    PlayBots,
    Position,
    Quiz,
    Reach,
    Read,
    Show,
    Sources,
    T,
    Task,
)
from . import recorded
from .data import (
    ACHIEVEMENT_INDEX,
    ENCOUNTER_INDEX,
    MEAL_INDEX,
    PANORAMAS,
    SOUVENIR_FAMILIES,
    SOUVENIR_INDEX,
    SPACE_KINDS,
    TRAVELLER_INDEX,
)
from .state import ABIL, BONUS, GAME, MEAL, PAN, SOUV, TEMPLE

Test = Callable[[State, State], bool]

SEATS = (T("Blue", "藍方"), T("Red", "紅方"), T("Green", "綠方"), T("Yellow", "黃方"),
         T("Purple", "紫方"))
"""The seats as the lessons name them."""


# -- positions ------------------------------------------------------------------------------


def trip(travellers: tuple[str, ...], departure: str, moves: str = "",
         **options: Any) -> Position:
    """A journey of ``travellers`` (in seat order) from the start queue ``departure`` (first
    to leave first; ``N`` the 2-player neutral traveller), then ``moves``: the set-up is
    forced as ``tokaido.start`` forces it (each seat is dealt its traveller and an unused
    one, keeps its own, then the queue is drawn)."""
    spare = [t for t in TRAVELLER_INDEX if t not in travellers]
    lines = [f"deal {t}; deal {spare[p]}" for p, t in enumerate(travellers)]
    lines.append("; ".join(f"choose {t}" for t in travellers))
    lines.append(f"departure {departure}")
    return Position("\n".join(lines) + "\n" + moves + "\n", players=len(travellers),
                    options=options)


def initiatory(players: int, departure: str, moves: str = "", **options: Any) -> Position:
    """An Initiatory Journey (no traveller tiles, 7 coins each) from the start queue."""
    return Position(f"departure {departure}\n{moves}\n", players=players,
                    options={"initiatory": True, **options})


def real(turn: int, then: str = "") -> Position:
    """The real game recorded online (:mod:`.recorded`) just before turn ``turn`` (89: its
    end), then ``then``."""
    return Position("\n".join(recorded.before(turn)) + "\n" + then + "\n", players=4,
                    options={"gastronomy": True})


# -- what the goals and questions check -------------------------------------------------------


def _gained(seat: int, what: Callable[[Any], float], amount: float) -> Test:
    """``seat``'s ``what`` (of its Player record) has grown by exactly ``amount``."""
    return lambda start, now: what(now.players[seat]) - what(start.players[seat]) == amount


def _points(category: int) -> Callable[[Any], float]:
    return lambda pl: pl.points[category]


def _total(pl: Any) -> float:
    return pl.total


def _coins(pl: Any) -> float:
    return pl.coins


def _stop_kind(seat: int, kind: str) -> Test:
    """``seat``'s traveller now stands on a stop of ``kind``."""
    return lambda start, now: now.route.kinds[now.steps[seat]] == kind


def _at(seat: int, number: int) -> Test:
    return lambda start, now: now.position(seat) == number


def _still_last(seat: int) -> Test:
    """After the move, ``seat``'s traveller is still the farthest behind."""
    return lambda start, now: now.rearmost() == seat


def _phase(phase: str) -> Test:
    return lambda start, now: now.phase == phase


def _mover(state: Any) -> int:
    """Who moves next (0 Blue, 1 Red...)."""
    return state.mover


def _gain_after(seat: int, actions: tuple[str, ...],
                what: Callable[[Any], float] = _total) -> Callable[[Any], float]:
    """How much ``seat``'s ``what`` grows when ``actions`` are played from the position."""
    def count(state: Any) -> float:
        after = state
        for a in actions:
            after = after.apply(a)
        return what(after.players[seat]) - what(state.players[seat])
    return count


def _winner(state: Any) -> int:
    return state.scores().winners[0]


# == Lesson 1: the journey and the goal ========================================================

DEALT = Position("deal kinko; deal satsuki\ndeal umegae; deal hirotada\n"
                 "deal chuubei; deal mitsukuni", players=3)
"""Three players: Blue is dealt Kinko and Satsuki and chooses first."""

START3 = trip(("kinko", "satsuki", "umegae"), "3,2,1")
"""Blue Kinko (7 coins), Red Satsuki (2), Green Umegae (5); the queue at Kyoto is, from the
front, Blue, Red, Green: Green, at the back, leaves first."""

JOURNEY = Lesson(
    game="tokaido", number=1, slug="the-journey-and-the-goal",
    title=T("The journey and the goal", "旅程與目標"),
    minutes=15,
    objectives=(
        T("say how a game of Tokaido is set up and how it is won",
          "說出東海道怎樣準備,以及怎樣獲勝"),
        T("name the stops of the road and what each gives", "說出路上每種位置的名稱和效果"),
        T("choose a traveller and make a first move on the board",
          "選擇旅行者,並在版圖上走出第一步"),
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

在東海道(Antoine Bauza 設計,Funforge 2012 年出版)裡,每位玩家都是古時日本的旅行者,沿著海邊的
東海道從**京都**走到**江戶**。本系列課程引用的中文規則摘要 `002_b06c0eb6fbe514ea.txt` 這樣說明目標:

> 「玩家扮演的是一名古時的日本旅行者。玩家將探訪出名的東海道並盡可能的體驗各種豐富經驗。」

旅途中你欣賞風景、品嘗名產、購買紀念品、泡溫泉、與各式人物邂逅。每一種體驗都有分數,而且**立刻**計分
(「遊戲中獲得分數時立刻調整得分軌」)。所有旅行者都到達江戶後,再加上幾項獎勵,**分數最高的玩家獲勝**
(`tokaido.end.winner`);第 7 課會講遊戲結束。

這份摘要寫於遊戲出版之前,作者自己也提醒規則可能更動或理解有誤。摘要和官方規則書(Funforge 2012)
不同的地方,本教學依照官方規則,並在教那條規則的課裡說明。
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

道路共有 **55 個位置**:起點京都(1)、途中的三個旅店(15、28、42),以及終點江戶(55)。版圖把道路畫成
四排,每排是兩個旅店之間的一段;每個位置都有圖示和編號。

| 位置 | 效果 | 課 |
|------|------|----|
| 村莊 | 購買紀念品 | 3 |
| 農田 | 三塊錢 | 3 |
| 寺廟 | 捐錢,每塊錢 1 分 | 3 |
| 全景畫:田、山、海 | 拿該風景的下一張 | 4 |
| 溫泉 | 2 或 3 分 | 4 |
| 邂逅 | 與人物邂逅 | 4 |
| 旅店 | 膳食,6 分;所有人都要停 | 5 |

有些位置可以容納兩位旅行者(多一個較淡的圓圈):第 2 課會說明第二個空位什麼時候使用。
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

摘要裡的設置:膳食卡、紀念品卡、邂逅卡和溫泉卡各自洗混,正面朝下疊成四疊;全景畫依風景分類,
數值 1 放在最上面;成就卡正面朝上放在版圖旁;錢幣放在旁邊當作銀行(`tokaido.setup.decks`)。東海道可供
**2 到 5 位玩家**進行(`tokaido.setup.players`);兩人遊戲時會加入一位中立旅行者(第 9 課)。

> 「所有玩家隨機拿取2個旅行者板塊。從中選擇一個正面朝上的放在自己面前。」

每位玩家拿到**兩個旅行者板塊**,留下一個(`tokaido.setup.travellers`);另一個不公開地放回盒子。
留下的板塊決定旅行者的能力(第 6 課)和起始金錢:「所有玩家拿取符合他自己的旅行者板塊子右上角所標示的
金錢」(`tokaido.setup.purse`)。Kinko 起始有七塊錢,Satsuki 只有兩塊。

最後,所有旅行者指示物以**隨機順序**排在京都(`tokaido.setup.start-queue`)。排在隊伍**最後面**的
先出發。本教學在版圖上用顏色稱呼玩家:藍方、紅方、綠方、黃方、紫方。點綠色的位置就會移動到那裡;
紅色的位置會說明為什麼不能停,以及是哪一條規則禁止的。
""")),
        Task(
            "keep-a-traveller",
            T("Blue has been dealt two traveller tiles: keep the one who sets out with more "
              "coins.",
              "藍方拿到兩個旅行者板塊:留下起始金錢比較多的那一位。"),
            DEALT,
            Play(("choose kinko",), T("The other tile starts with more coins: look at the "
                                      "number at the top right of each tile.",
                                      "另一個板塊的起始金錢比較多:看每個板塊右上角的數字。")),
            solution=("choose kinko",),
            hints=(T("Each tile shows its purse at the top right.",
                     "每個板塊的右上角標示著起始金錢。"),
                   T("Compare the two tiles in the turn panel: 7 coins against 2.",
                     "比較回合面板裡的兩個板塊:七塊錢對兩塊錢。")),
            highlight=("choose kinko", "choose satsuki"),
            rules=("tokaido.setup.travellers", "tokaido.setup.purse"),
            wrong="choose hiroshige", wrong_rule="tokaido.setup.travellers",
            success=T("Kinko, the ronin, sets out with 7 coins. Only Blue saw the two tiles; "
                      "Satsuki goes back to the box unseen.",
                      "浪人 Kinko 帶著七塊錢出發。只有藍方看過這兩個板塊;"
                      "Satsuki 不公開地放回盒子。"),
            viewer=0,
        ),
        Show("start", START3, picture=True, caption=T(
            "Three travellers at Kyoto, ready to leave: Blue is Kinko (7 coins), Red Satsuki "
            "(2), Green Umegae (5). The queue at Kyoto is, from the front, Blue, Red, Green: "
            "Green, at the back, leaves first. Below the road: the turn panel, the achievement "
            "cards and the temple, one panel per traveller and the score sheet.",
            "三位旅行者在京都準備出發:藍方是 Kinko(七塊錢),紅方是 Satsuki(兩塊),綠方是 Umegae"
            "(五塊)。京都的隊伍從前到後是藍方、紅方、綠方:排在最後面的綠方先出發。道路下方是回合"
            "面板、成就卡和寺廟,每位旅行者各一個面板,還有計分表。")),
        Task(
            "coins-first",
            T("Green leaves first, with 5 coins. Make a first move that adds coins to Green's "
              "purse at once.",
              "綠方先出發,身上有五塊錢。走第一步,讓綠方的錢立刻增加。"),
            START3,
            Reach(_gained(2, _coins, 3), T("That stop does not add coins to the purse.",
                                           "停在那裡錢不會增加。")),
            solution=("move 8",),
            hints=(T("Which stop in the table gives coins?", "表格裡哪一種位置給錢?"),
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
                                 "邂逅可能給錢(公家),也可能是別的:由抽到的卡決定。"),
                     "move 11": T("An encounter may give coins (the Kuge) or something else: "
                                  "a card decides.",
                                  "邂逅可能給錢(公家),也可能是別的:由抽到的卡決定。")},
            success=T("3 coins from the farm: Green now has 8.", "農田給三塊錢:綠方現在有八塊。"),
        ),
        Task(
            "first-point",
            T("Green leaves first: score exactly 1 point with your first move, without "
              "spending a coin.",
              "綠方先出發:第一步剛好得 1 分,而且一塊錢都不花。"),
            START3,
            Reach(lambda start, now: _gained(2, _total, 1)(start, now)
                  and _gained(2, _coins, 0)(start, now),
                  T("That move does not score exactly 1 point for free.",
                    "這一步沒有不花錢剛好得 1 分。")),
            solution=("move 5",),
            hints=(T("Which stop scores points by itself, with no coins and no card to draw?",
                     "哪一種位置不用花錢、也不用抽牌就能得分?"),
                   T("The first section of a panorama (paddy, mountain or sea) is worth 1 "
                     "point.",
                     "全景畫(田、山或海)的第一張值 1 分。")),
            highlight=("move 5", "move 7", "move 12", "move 13"),
            rules=("tokaido.panorama.next-section", "tokaido.end.winner"),
            wrong="move 6",
            explain={"move 6": T("A hot spring card is worth 2 or 3 points, not 1.",
                                 "溫泉卡值 2 或 3 分,不是 1 分。"),
                     "move 14": T("A hot spring card is worth 2 or 3 points, not 1.",
                                  "溫泉卡值 2 或 3 分,不是 1 分。"),
                     "move 3": T("At a temple each point costs a coin.",
                                 "在寺廟每一分都要花一塊錢。"),
                     "move 10": T("At a temple each point costs a coin.",
                                  "在寺廟每一分都要花一塊錢。")},
            success=T("The first section of a panorama: 1 point, on the score sheet at once.",
                      "全景畫的第一張:1 分,立刻記在計分表上。"),
        ),
        Quiz((
            HowMany("q-road", T("How many positions does the road have, Kyoto and Edo "
                                "included?", "道路共有幾個位置(包括京都和江戶)?"),
                    START3, lambda s: len(s.route.spaces),
                    T("Kyoto (1), 53 positions on the way, three of them inns, and Edo (55).",
                      "京都(1)、途中的 53 個位置(其中三個是旅店),以及江戶(55)。"),
                    rules=("tokaido.move.forward",), picture=False),
            HowMany("q-purse", T("Red keeps Satsuki. How many coins does Red set out with?",
                                 "紅方留下 Satsuki。紅方起始有幾塊錢?"),
                    START3, lambda s: s.players[1].coins,
                    T("The purse printed on Satsuki's tile.", "Satsuki 板塊上標示的金錢。"),
                    rules=("tokaido.setup.purse",)),
            Choose("q-first", T("At Kyoto the queue is, from the front: Blue, Red, Green. Who "
                                "leaves first?",
                                "京都的隊伍從前到後是:藍方、紅方、綠方。誰先出發?"),
                   tuple(SEATS[:3]), _mover,
                   T("The traveller at the back of the queue leaves first.",
                     "排在隊伍最後面的旅行者先出發。"),
                   rules=("tokaido.setup.start-queue", "tokaido.move.rearmost"),
                   position=START3, picture=False),
            LegalOrNot("q-not-dealt", DEALT, "choose hiroshige",
                       note=T("Blue may keep only one of the two tiles dealt to him.",
                              "藍方只能從發給他的兩個板塊中留下一個。")),
            Choose("q-decks", T("Which cards are shuffled into face-down decks at the start?",
                                "開始時哪些卡片洗混後正面朝下疊成牌堆?"),
                   (T("meals, souvenirs, encounters and hot springs",
                      "膳食卡、紀念品卡、邂逅卡和溫泉卡"),
                    T("panoramas and achievements", "全景畫和成就卡"),
                    T("every card of the game", "遊戲中所有的卡片")),
                   0, T("Panoramas are sorted by landscape and section; achievements lie face "
                        "up.", "全景畫依風景和數值排好;成就卡正面朝上。"),
                   rules=("tokaido.setup.decks",)),
            Choose("q-players", T("How many players can travel the Tokaido together?",
                                  "東海道可以幾位玩家一起旅行?"),
                   (T("2 to 4", "2 到 4 位"), T("2 to 5", "2 到 5 位"), T("3 to 5", "3 到 5 位")),
                   1, T("Two to five; two players add a neutral traveller.",
                        "二到五位;兩人遊戲時加入一位中立旅行者。"),
                   rules=("tokaido.setup.players",)),
            Choose("q-win", T("How is the winner decided?", "怎樣決定獲勝者?"),
                   (T("the most points, scored during the journey and at the end",
                      "分數最高:旅途中的分數加上結束時的獎勵"),
                    T("the first to reach Edo", "最先到達江戶的人"),
                    T("the most coins left", "剩下最多錢的人")),
                   0, T("Reaching Edo first wins nothing by itself: points do.",
                        "先到江戶本身不會獲勝:要看分數。"),
                   rules=("tokaido.end.winner",)),
        )),
    ),
    recap=T("Two traveller tiles dealt, one kept: its purse and its ability. The pawns leave "
            "Kyoto from the back of a random queue. Every stop scores at once; the most "
            "points at Edo wins.",
            "發兩個旅行者板塊,留下一個:它決定起始金錢和能力。旅行者從隨機隊伍的最後面開始離開京都。"
            "每個位置立刻計分;到江戶時分數最高的獲勝。"),
    mistakes=(T("Thinking the first traveller to reach Edo wins.", "以為最先到江戶的人獲勝。"),
              T("Starting the queue from the front instead of the back.",
                "以為隊伍最前面的人先出發。")),
)


# == Lesson 2: moving ==========================================================================

BEHIND = trip(("kinko", "satsuki", "umegae"), "2,3,1", """
    move 5       # Red leaves first: the paddy panorama
    move 7       # Green: the mountain panorama
""")
"""Blue is still at Kyoto, Red on 5, Green on 7: Blue to move."""

FOUR = ("kinko", "satsuki", "umegae", "hirotada")

DOUBLES = trip(FOUR, "1,2,3,4", """
    move 6; hot spring 2     # Blue: the hot spring, a double stop
    move 8                   # Red: the farm, a double stop
    move 10; donate 1        # Green: the temple, a double stop
""")
"""Four players: Yellow is still at Kyoto; Blue on 6, Red on 8, Green on 10, each on the
road slot of a double stop."""

SHARED = Position(DOUBLES.moves + "move 6; hot spring 3   # Yellow takes the side slot of 6\n",
                  players=4)
"""Yellow has joined Blue on the double stop 6, in its side slot."""

DOUBLES_3P = trip(("kinko", "satsuki", "umegae"), "1,2,3", """
    move 6; hot spring 2     # Blue: the hot spring, a double stop
""")
"""Three players: Blue on the double stop 6; Red to move."""

RED_ON_5 = trip(("kinko", "satsuki", "umegae"), "2,3,1", """
    move 5                   # Red
    move 7                   # Green
    move 9; reveal koma; reveal sake; reveal haori; buy nothing   # Blue
""")
"""Red, on 5, is now the farthest behind."""

INN_QUEUE = trip(("kinko", "zenemon", "umegae"), "1,3,2", """
    move 15; meal dango; meal sushi; meal tofu; meal fugu; eat dango   # Blue arrives first
    move 15; eat sushi       # Green arrives second
    move 15; eat tofu        # Red arrives last
""")
"""Everyone has reached the first inn: Blue first, then Green, then Red."""

MOVING = Lesson(
    game="tokaido", number=2, slug="moving",
    title=T("Moving: the last traveller moves", "移動:最後面的旅行者移動"),
    minutes=20,
    objectives=(
        T("tell whose turn it is from the pawns on the road", "從路上的旅行者看出輪到誰"),
        T("move forward to a free stop without passing an inn", "往前移動到空的位置,不越過旅店"),
        T("use the second place of a double stop, and say who leaves an inn first",
          "使用雙格位置的第二個空位,並說出誰先離開旅店"),
    ),
    steps=(
        Read(T(
            """
## Whoever is last moves

Tokaido has no fixed turn order. The summary (遊玩):

> 「在遊戲中永遠都是旅行者指示物離終點最遠的玩家進行動作,如果一樣遠則是排在比較下方的先動。」

The traveller **farthest from Edo** always moves (`tokaido.move.rearmost`). If they are
still last after their move, they move again: a short step can buy you two stops in a row,
a long jump gives the others several turns.

How far? **Forward only**, as far as you like, skipping any stops
(`tokaido.move.forward`), to a **free** stop (`tokaido.move.free-space`). But nobody may
pass an inn: 「所有旅行者都必須停留在旅店」 (`tokaido.move.no-passing-inn`), so the next inn
is the farthest you can go.
""",
            """
## 最後面的人移動

東海道沒有固定的輪流順序。摘要(遊玩)寫道:

> 「在遊戲中永遠都是旅行者指示物離終點最遠的玩家進行動作,如果一樣遠則是排在比較下方的先動。」

永遠由**離江戶最遠**的旅行者移動(`tokaido.move.rearmost`)。移動後如果仍然在最後面,就再移動一次:
走一小步可能連續停兩個位置,跳得太遠就會讓別人走好幾次。

能走多遠?**只能往前**,想走多遠都可以,可以跳過任何位置(`tokaido.move.forward`),但要停在**空的**
位置上(`tokaido.move.free-space`)。不過沒有人可以越過旅店:「所有旅行者都必須停留在旅店」
(`tokaido.move.no-passing-inn`),所以最遠只能走到下一個旅店。
""")),
        Task(
            "move-again",
            T("Blue to move, still at Kyoto: stop so that Blue moves again straight after, "
              "before Red and Green.",
              "藍方移動,還在京都:停在一個讓藍方接著再移動一次的位置,搶在紅方和綠方之前。"),
            BEHIND,
            Reach(_still_last(0), T("After that move Blue is no longer the last traveller: "
                                    "someone else moves next.",
                                    "這樣移動後藍方就不是最後面了:下一個移動的是別人。")),
            solution=("move 3",),
            hints=(T("Who moves after Blue? The traveller farthest behind.",
                     "藍方之後誰移動?離終點最遠的旅行者。"),
                   T("Stay behind Red, who stands on 5.", "停在紅方(位置 5)的後面。")),
            highlight=("move 2", "move 3", "move 4"),
            rules=("tokaido.move.rearmost", "tokaido.move.forward"),
            wrong="move 5", wrong_rule="tokaido.move.free-space",
            success=T("Blue is still the farthest behind, so Blue moves again.",
                      "藍方仍然在最後面,所以藍方再移動一次。"),
        ),
        Task(
            "farthest",
            T("Blue to move: go as far down the road as the rules allow.",
              "藍方移動:在規則允許的範圍內走到最遠。"),
            BEHIND,
            Reach(_at(0, 15), T("Blue could go farther than that.", "藍方可以走得更遠。")),
            solution=("move 15",),
            hints=(T("Which kind of stop may no traveller pass?",
                     "哪一種位置所有旅行者都不能越過?"),
                   T("Everyone stops at every inn: the first inn is as far as anyone can go.",
                     "每個旅店都要停:第一個旅店就是最遠能到的地方。")),
            highlight=("move 15",),
            rules=("tokaido.move.no-passing-inn",),
            wrong="move 16", wrong_rule="tokaido.move.no-passing-inn",
            success=T("The inn: nobody goes past it. Red and Green now have several moves "
                      "before Blue moves again.",
                      "旅店:沒有人能越過它。在藍方再移動之前,紅方和綠方可以走好幾次。"),
        ),
        Read(T(
            """
## Double stops

> 「有些位置上會有兩個空位,先到達的玩家將會佔據上方的位置。」
> ……「第二個空位只有在4或5人遊戲時才使用。」

Some stops have two places (`tokaido.move.double-spaces`). The first traveller to arrive
takes the place on the road; a second one may take the **side place**, but only with 4 or
5 players. With 2 or 3 players a double stop holds one traveller, like any other.

Who is behind when two travellers share a stop? The one in the side place, who arrived
later (「如果一樣遠則是排在比較下方的先動」): they move first
(`tokaido.move.side-slot-behind`).
""",
            """
## 雙格位置

> 「有些位置上會有兩個空位,先到達的玩家將會佔據上方的位置。」
> ……「第二個空位只有在4或5人遊戲時才使用。」

有些位置有兩個空位(`tokaido.move.double-spaces`)。先到達的旅行者佔據路上的位置;第二位可以停在
**第二個空位**,但只限 4 或 5 人遊戲。2 或 3 人時,雙格位置和其他位置一樣只能容納一位旅行者。

兩位旅行者停在同一個位置時,誰算在後面?停在第二個空位、比較晚到的那位
(「如果一樣遠則是排在比較下方的先動」):他先移動(`tokaido.move.side-slot-behind`)。
""")),
        Task(
            "side-place",
            T("Four players; Yellow, still at Kyoto, is to move. Go as far as possible while "
              "making sure Yellow moves again straight after.",
              "四人遊戲;還在京都的黃方要移動。盡量走遠,但要確保黃方接著再移動一次。"),
            DOUBLES,
            Play(("move 6",), T("Yellow can go farther and still be the last traveller.",
                                "黃方可以走得更遠,而且仍然在最後面。")),
            solution=("move 6",),
            hints=(T("Blue, on 6, is the traveller closest to Kyoto. Where can Yellow stop "
                     "and still be behind Blue?",
                     "藍方(位置 6)是離京都最近的旅行者。黃方停在哪裡仍然在藍方後面?"),
                   T("Stop 6 is a double stop: its side place is behind its road place.",
                     "位置 6 是雙格位置:第二個空位算在路上那一格的後面。")),
            highlight=("move 6", "move 5"),
            rules=("tokaido.move.double-spaces", "tokaido.move.side-slot-behind",
                   "tokaido.move.rearmost"),
            wrong="move 7",
            explain={"move 7": T("Then Blue, on 6, is behind Yellow and moves next.",
                                 "這樣藍方(位置 6)就在黃方後面,下一個移動的是藍方。"),
                     "move 9": T("Then Blue, on 6, is behind Yellow and moves next.",
                                 "這樣藍方(位置 6)就在黃方後面,下一個移動的是藍方。")},
            success=T("Yellow shares stop 6 with Blue, in the side place: Yellow counts as "
                      "behind and moves again.",
                      "黃方和藍方同在位置 6,停在第二個空位:黃方算在後面,所以再移動一次。"),
        ),
        Read(T(
            """
## Waiting at the inn

> 「當玩家到達旅店時就會被強制停下直到所有人都到達。……依照到達順序由上而下排列。」

Travellers who reach an inn line up in the order they arrive and wait there until everyone
has arrived (`tokaido.move.inn-queue`). Then they set off again, and as always the last
traveller moves: the **last to arrive**, at the back of the line, leaves first
(「排在最下方的玩家先進行移動」). Lesson 5 tells what happens at the inn meanwhile.
""",
            """
## 在旅店等待

> 「當玩家到達旅店時就會被強制停下直到所有人都到達。……依照到達順序由上而下排列。」

到達旅店的旅行者依到達順序排好,在那裡等所有人到齊(`tokaido.move.inn-queue`)。然後大家再次出發,
一樣由最後面的人移動:**最後到達**、排在最下方的人最先出發(「排在最下方的玩家先進行移動」)。
第 5 課會講在旅店裡發生的事。
""")),
        Task(
            "catch-up",
            T("Red, on 5, is the last traveller: take two hot spring cards in a row, before "
              "anyone else moves.",
              "紅方在位置 5,是最後面的旅行者:在別人移動之前,連續拿兩張溫泉卡。"),
            RED_ON_5,
            Reach(lambda start, now: len(now.players[1].springs) > len(start.players[1].springs)
                  and now.phase == "hotspring",
                  T("Red's first stop must be a hot spring behind Green (on 7), so that Red "
                    "moves again.",
                    "紅方第一次要停在綠方(位置 7)後面的溫泉,這樣紅方才能再移動一次。"),
                  within=2),
            solution=("move 6", "move 14"),
            hints=(T("After the first stop Red must still be the last traveller.",
                     "第一次停下後,紅方必須仍然在最後面。"),
                   T("The hot spring on 6 is behind Green: Red stops there and moves again.",
                     "位置 6 的溫泉在綠方後面:紅方停在那裡,就能再移動一次。")),
            highlight=("move 6",),
            replies={1: ("hot spring 2",)}, manual_chance=True,
            rules=("tokaido.move.rearmost", "tokaido.hotspring.card"),
            wrong="move 14",
            explain={"move 14": T("That hot spring is past Green: Green would move next.",
                                  "那個溫泉在綠方前面:下一個移動的會是綠方。")},
            success=T("Two hot springs in a row: the last traveller keeps the move.",
                      "連續泡了兩次溫泉:最後面的旅行者一直保有移動權。"),
        ),
        Quiz((
            LegalOrNot("q-back", RED_ON_5, "move 4",
                       note=T("Red is on 5: position 4 is behind him.",
                              "紅方在位置 5:位置 4 在他後面。")),
            LegalOrNot("q-past-inn", BEHIND, "move 17",
                       note=T("17 is past the first inn, where everyone must stop.",
                              "17 在第一個旅店之後,而每個人都必須停在旅店。")),
            LegalOrNot("q-double-3p", DOUBLES_3P, "move 6",
                       note=T("Three players: the side place of a double stop is not used.",
                              "三人遊戲:雙格位置的第二個空位不使用。")),
            LegalOrNot("q-double-4p", DOUBLES, "move 8",
                       rules=("tokaido.move.double-spaces",),
                       note=T("Four players: Red holds the road place of 8, the side place is "
                              "free.",
                              "四人遊戲:紅方佔了位置 8 路上的那一格,第二個空位還空著。")),
            Choose("q-shared", T("Yellow has joined Blue on stop 6, in the side place. Who "
                                 "moves next?",
                                 "黃方停在位置 6 的第二個空位,和藍方在一起。下一個移動的是誰?"),
                   tuple(SEATS[:4]), _mover,
                   T("Both are the farthest behind; the one in the side place counts as behind "
                     "and moves first.",
                     "兩人都在最後面;停在第二個空位的人算在後面,先移動。"),
                   rules=("tokaido.move.side-slot-behind",), position=SHARED, picture=False),
            Choose("q-inn-queue", T("At the first inn Blue arrived first, then Green, then "
                                    "Red; all have eaten. Who sets off first?",
                                    "在第一個旅店,藍方最先到,接著是綠方,最後是紅方;大家都吃過了。"
                                    "誰最先出發?"),
                   tuple(SEATS[:3]), _mover,
                   T("The last to arrive is at the back of the line: the last traveller moves.",
                     "最後到達的人排在最下方:由最後面的旅行者移動。"),
                   rules=("tokaido.move.inn-queue",), position=INN_QUEUE, picture=False),
            HowMany("q-choices", T("Blue, still at Kyoto, is to move. How many stops may Blue "
                                   "choose from?",
                                   "還在京都的藍方要移動。藍方有幾個位置可以選?"),
                    BEHIND, lambda s: len(s.legal_actions()),
                    T("Every free stop up to the first inn: 5 and 7 are taken, and 7, a double "
                      "stop, has no side place with three players.",
                      "到第一個旅店為止的每個空位:5 和 7 已經有人,而雙格位置 7 在三人遊戲沒有第二個"
                      "空位。"),
                    rules=("tokaido.move.free-space", "tokaido.move.double-spaces")),
        )),
    ),
    recap=T("The last traveller moves, forward to any free stop up to the next inn. Double "
            "stops take a second traveller only with 4 or 5 players, and the side place counts "
            "as behind. At an inn everyone waits; the last to arrive leaves first.",
            "最後面的旅行者移動,往前停在下一個旅店之前的任何空位。雙格位置只有 4 或 5 人時"
            "才容納第二位旅行者,而第二個空位算在後面。在旅店大家互相等待;最後到達的人最先出發。"),
    mistakes=(T("Taking turns in seat order instead of moving the last traveller.",
                "依座位順序輪流,而不是讓最後面的人移動。"),
              T("Jumping far ahead and giving the others many stops in a row.",
                "一次跳太遠,讓別人連續停好幾個位置。"),
              T("Using the side place of a double stop with 2 or 3 players.",
                "2 或 3 人時使用雙格位置的第二個空位。")),
)


# == Lesson 3: villages, farms and temples =====================================================

MONEY = ("hiroshige", "kinko", "yoshiyasu")
"""Blue Hiroshige (3 coins), Red Kinko (7), Green Yoshiyasu (9): no ability of theirs acts at
a village, a farm or a temple."""

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

MONEY_STOPS = Lesson(
    game="tokaido", number=3, slug="villages-farms-temples",
    title=T("Villages, farms and temples", "村莊、農田與寺廟"),
    minutes=20,
    objectives=(
        T("buy souvenirs and count what a set scores", "購買紀念品,並算出成套的分數"),
        T("earn coins at a farm, and know when a coin is needed to stop",
          "在農田賺錢,並知道什麼時候需要有錢才能停下"),
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

> 「玩家抽取紀念品牌堆最上面三張,將其正面朝上的攤開。玩家可以支付牌上標明的價錢來購買
> 1~3張,接著將未購買的紀念品塞回牌堆下方。」

停在村莊時,翻開紀念品牌堆最上面的**三張**(`tokaido.village.reveal`)。你可以購買其中任何幾張,
從 0 張到 3 張,支付卡上標示的價錢(`tokaido.village.buy`);摘要也說「不強制一定要購買」。沒買的卡
以隨機順序塞回**牌堆底部**,之後可能再被翻開(`tokaido.village.return`)。摘要的附註:
「玩家最少要有一塊錢才可以停在村莊位置上」(`tokaido.village.needs-coin`)。

**成套**。紀念品分四種類型:小東西(一塊錢)、食物跟飲料(一或兩塊)、衣服(兩塊)和藝術品
(兩或三塊)。

> 「每套只能含有各類型紀念品各一個。每套中的第一個紀念品獲得1分,第二個獲得3分,第三個獲得5分,
> 第四個獲得7分。」

每張紀念品放進你第一個缺少該類型的套組,依它是該套的第一、二、三、四張,分別得 **1、3、5、7** 分
(`tokaido.souvenir.sets`)。已經有的類型再來一張,就開始新的一套,又從 1 分算起。
一整套四張值 1 + 3 + 5 + 7 = 16 分。

牌堆少於三張時,村莊只翻開剩下的牌。規則沒有這樣說;本教學照線上對局紀錄的做法(這是一個假設,
`tokaido.village.short-deck`)。
""")),
        Task(
            "best-buy",
            T("Blue has 3 coins: buy the souvenirs that score the most points.",
              "藍方有三塊錢:買下得分最多的紀念品。"),
            VILLAGE,
            Reach(_gained(0, _points(SOUV), 4),
                  T("Another purchase scores more.", "另一種買法得分更多。")),
            solution=("buy koma+sake",),
            hints=(T("Two souvenirs of different families score 1 + 3.",
                     "兩張不同類型的紀念品得 1 + 3 分。"),
                   T("Three coins buy two cards only if one of them costs 1.",
                     "三塊錢要買兩張,其中一張必須是一塊錢的。")),
            highlight=("buy koma+sake", "buy haori+koma"),
            rules=("tokaido.village.buy", "tokaido.souvenir.sets"),
            wrong="buy haori+sake", wrong_rule="tokaido.village.buy",
            explain={"buy sake": T("A single souvenir scores 1 point.", "一張紀念品只得 1 分。"),
                     "buy haori": T("A single souvenir scores 1 point.", "一張紀念品只得 1 分。"),
                     "buy koma": T("A single souvenir scores 1 point.", "一張紀念品只得 1 分。")},
            success=T("Two families: 1 + 3 = 4 points. The card left goes under the deck.",
                      "兩種類型:1 + 3 = 4 分。剩下的那張塞回牌堆底部。"),
            viewer=0,
        ),
        Task(
            "more-points",
            T("Green already holds a small object, a food and a clothing, and has 4 coins: buy "
              "the souvenirs that score the most points.",
              "綠方已經有小東西、食物和衣服各一張,還有四塊錢:買下得分最多的紀念品。"),
            SET_OF_THREE,
            Reach(_gained(2, _points(SOUV), 8),
                  T("Another purchase scores more.", "另一種買法得分更多。")),
            solution=("buy gofu+netsuke",),
            hints=(T("Which family is missing from Green's set?", "綠方的套組缺少哪一種類型?"),
                   T("The art card completes the set: 7 points. What can the coins left buy?",
                     "藝術品能湊成一整套:7 分。剩下的錢還能買什麼?")),
            highlight=("buy gofu+netsuke", "buy daifuku+netsuke"),
            rules=("tokaido.souvenir.sets", "tokaido.village.buy"),
            wrong="buy daifuku+gofu+netsuke", wrong_rule="tokaido.village.buy",
            explain={"buy daifuku+gofu": T("Gofu and Daifuku start a second set: 1 + 3.",
                                           "御符和大福開始第二套:1 + 3 分。"),
                     "buy netsuke": T("Netsuke completes the set for 7, and a coin is left "
                                      "for one more card.",
                                      "根付湊成一整套得 7 分,而且還剩錢可以再買一張。")},
            success=T("Netsuke is the fourth card of the first set: 7 points; the other card "
                      "starts a second set: 1 point.",
                      "根付是第一套的第四張:7 分;另一張開始第二套:1 分。"),
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

> 「玩家獲得三塊錢,玩家持有的錢無上限。」

停在農田時從銀行拿**三塊錢**;持有的錢沒有上限(`tokaido.farm.coins`)。

> 「玩家在此可以捐獻1~3塊錢。玩家將捐獻的錢放置到版圖上對應自己顏色的區域上,
> 玩家每捐一塊錢獲得1分。」
> 「玩家每次停在廟宇最少需要捐1塊錢,最多3塊。」

停在寺廟時捐 **1、2 或 3 塊錢**,放在寺廟上你顏色的區域,每塊錢 **1 分**(`tokaido.temple.donate`)。
最少要捐一塊,所以沒有錢就不能停在寺廟(`tokaido.temple.needs-coin`)。錢會留在寺廟上:遊戲結束時,
捐最多的玩家還有獎勵(第 7 課)。
""")),
        Task(
            "no-coin",
            T("Blue spent every coin at the village and is the last traveller again: stop "
              "where Blue's purse fills up at once.",
              "藍方在村莊花光了錢,又是最後面的旅行者:停在一個能立刻讓錢包有錢的位置。"),
            BROKE,
            Reach(lambda start, now: now.players[0].coins > 0,
                  T("Blue still has no coin after that stop.", "停在那裡藍方還是沒有錢。")),
            solution=("move 8",),
            hints=(T("Blue cannot stop at a village or a temple without a coin. Which stop "
                     "gives coins for sure?",
                     "沒有錢不能停在村莊或寺廟。哪一種位置一定會給錢?"),
                   T("The farm before the first inn.", "第一個旅店之前的農田。")),
            highlight=("move 8",),
            rules=("tokaido.farm.coins", "tokaido.village.needs-coin"),
            wrong="move 9", wrong_rule="tokaido.village.needs-coin",
            explain={"move 11": T("An encounter gives coins only if the card is a Kuge.",
                                  "邂逅只有抽到公家才會給錢。")},
            success=T("3 coins: Blue may stop at villages and temples again.",
                      "三塊錢:藍方又可以停在村莊和寺廟了。"),
        ),
        Task(
            "give-all",
            T("Red, Satsuki with 2 coins, has stopped at the temple: score as many points as "
              "she can there.",
              "紅方(Satsuki,兩塊錢)停在寺廟:在這裡盡量多得分。"),
            TEMPLE_STOP,
            Reach(_gained(1, _points(TEMPLE), 2),
                  T("Red can give more than that.", "紅方可以捐更多。")),
            solution=("donate 2",),
            hints=(T("Each coin given is a point; how many coins does Red hold?",
                     "每捐一塊錢得 1 分;紅方有幾塊錢?"),
                   T("A donation is 1 to 3 coins, from the coins you hold.",
                     "捐獻是 1 到 3 塊錢,要用手上的錢。")),
            highlight=("donate 2", "donate 1"),
            rules=("tokaido.temple.donate",),
            wrong="donate 3", wrong_rule="tokaido.temple.donate",
            success=T("Two coins on Red's place at the temple: 2 points, and a good start for "
                      "the temple ranking at the end.",
                      "兩塊錢放在寺廟上紅方的區域:2 分,也為遊戲結束時的寺廟排名打下基礎。"),
        ),
        Quiz((
            HowMany("q-reveal", T("How many souvenir cards does the village show Blue?",
                                  "村莊讓藍方看幾張紀念品?"),
                    VILLAGE, lambda s: len(s.shown),
                    T("The top three cards of the souvenir deck.", "紀念品牌堆最上面三張。"),
                    rules=("tokaido.village.reveal",)),
            LegalOrNot("q-buy-nothing", VILLAGE, "buy nothing", rules=("tokaido.village.buy",),
                       note=T("Buying is never forced: 「不強制一定要購買」.",
                              "從不強制購買:「不強制一定要購買」。")),
            Choose("q-unbought", T("Blue bought Koma and Sake. What becomes of the Haori?",
                                   "藍方買了陀螺和清酒。羽織會怎樣?"),
                   (T("it goes under the souvenir deck, and may come up again",
                      "塞回紀念品牌堆底部,之後可能再被翻開"),
                    T("it stays face up for the next traveller", "正面朝上留給下一位旅行者"),
                    T("it leaves the game", "移出遊戲")),
                   lambda s: 0 if "haori" in s.souvenir_deck[-1][0] else 2,
                   T("Unbought souvenirs go under the deck in random order.",
                     "沒買的紀念品以隨機順序塞回牌堆底部。"),
                   rules=("tokaido.village.return",), position=BOUGHT, picture=False),
            HowMany("q-set-points", T("Green bought Gofu and Netsuke. How many points are "
                                      "Green's five souvenirs worth?",
                                      "綠方買了御符和根付。綠方的五張紀念品共值幾分?"),
                    Position(SET_OF_THREE.moves + "buy gofu+netsuke\n", players=3),
                    lambda s: s.players[2].points[SOUV],
                    T("A full set, 1 + 3 + 5 + 7 = 16, and a second set of one card, 1.",
                      "一整套 1 + 3 + 5 + 7 = 16 分,加上只有一張的第二套 1 分。"),
                    rules=("tokaido.souvenir.sets",)),
            HowMany("q-farm", T("Blue, with no coin, stops at the farm. How many coins does "
                                "Blue have then?",
                                "沒有錢的藍方停在農田。之後藍方有幾塊錢?"),
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
            "村莊翻開三張紀念品:付得起的都可以買;每張放進第一個缺少該類型的套組,"
            "得 1、3、5 或 7 分。農田給三塊錢。寺廟收 1 到 3 塊錢,每塊 1 分。"
            "停村莊和寺廟都要有錢。"),
    mistakes=(T("Buying a second card of a family already held, expecting 3 or 5 points.",
                "買了已經有的類型,以為能得 3 或 5 分。"),
              T("Spending the last coin just before a stretch of villages and temples.",
                "在一連串村莊和寺廟之前花光最後一塊錢。")),
)


# == Lesson 4: panoramas, hot springs and encounters ============================================

SIGHTS = ("kinko", "hirotada", "zenemon")
"""Blue Kinko (7 coins), Red Hirotada (8), Green Zen-emon (6): no ability of theirs acts at a
panorama, a hot spring or an encounter."""

SIGHTS_START = trip(SIGHTS, "1,2,3")
"""Blue leaves first."""

TWO_INNS = trip(SIGHTS, "2,3,1", """
    move 15; meal dango; meal sushi; meal tofu; meal udon; no meal   # Red, first at the inn
    move 15; no meal         # Green
    move 5                   # Blue: paddy 1
    move 7                   # Blue again: mountain 1
    move 15; no meal         # Blue
    move 19                  # Blue leaves first: paddy 2
    move 28; meal fugu; meal soba; meal misoshiru; meal yakitori; no meal   # Green
    move 28; no meal         # Red
    move 20                  # Blue: mountain 2
    move 28; no meal         # Blue
""")
"""All three at the second inn; Blue, the last to arrive, leaves first holding two sections of
the paddy panorama and two of the mountain one."""

PADDY_DONE = Position(TWO_INNS.moves + """
    move 29                  # Blue completes the paddy panorama
    move 37; donate 1        # Red
    move 32                  # Green: the farm
""", players=3)
"""Blue (paddy complete, mountain 2) on 29 is the last traveller."""

GUIDE = Position(PADDY_DONE.moves + "move 31; encounter annaibito-paddy\n", players=3)
"""Blue meets an Annaibito showing the paddy panorama, which Blue has completed."""


SIGHTS_LESSON = Lesson(
    game="tokaido", number=4, slug="panoramas-hot-springs-encounters",
    title=T("Panoramas, hot springs and encounters", "全景畫、溫泉與邂逅"),
    minutes=20,
    objectives=(
        T("build a panorama section by section, and know when its stops are closed to you",
          "一張一張收集全景畫,並知道什麼時候不能再停在那種位置"),
        T("win a panorama achievement", "取得全景畫成就"),
        T("tell what each encounter gives", "說出每種邂逅的效果"),
    ),
    steps=(
        Read(T(
            """
## Panoramas

The road passes three landscapes: paddy fields (田), mountains (山) and the sea (海). Each is a
panorama (全景畫) painted on 3, 4 or 5 cards.

> 「當玩家停在此時如果尚未有該類型的全景畫則拿取一個數值為『1』的全景畫。在之後則依序的數字往上增加
> 的拿取。玩家拿到數值多少的全景畫就獲得等量的分數。」

At a panorama stop you take the **next section** of that landscape, 1 if you have none yet,
and score its number (`tokaido.panorama.next-section`): a paddy is worth 1 + 2 + 3 = 6
points, a mountain 10, the sea 15.

> 「玩家只能收集各類型的全景畫各一組。如果玩家完成該類型的全景畫則不能再停留在對應的位置上。」

You build one panorama of each landscape; once it is complete you may no longer stop on that
landscape's stops (`tokaido.panorama.one-per-type`). The **first** traveller to complete a
panorama takes its achievement card: 3 points more (`tokaido.panorama.achievement`).

> 「玩家獲得一張溫泉卡,溫泉卡價值2~3分。」

A hot spring (溫泉) gives a hot spring card, worth **2 or 3 points**; the deck holds six of
each (`tokaido.hotspring.card`).
""",
            """
## 全景畫

道路經過三種風景:田、山和海。每種都是一幅分成 3、4 或 5 張卡片的全景畫。

> 「當玩家停在此時如果尚未有該類型的全景畫則拿取一個數值為『1』的全景畫。在之後則依序的數字往上增加
> 的拿取。玩家拿到數值多少的全景畫就獲得等量的分數。」

停在全景畫位置時,拿取該風景的**下一張**(還沒有的話拿數值 1),並得到和數值相同的分數
(`tokaido.panorama.next-section`):田共值 1 + 2 + 3 = 6 分,山 10 分,海 15 分。

> 「玩家只能收集各類型的全景畫各一組。如果玩家完成該類型的全景畫則不能再停留在對應的位置上。」

每種風景只收集一組;完成之後就不能再停在那種風景的位置(`tokaido.panorama.one-per-type`)。**最先**
完成某種全景畫的旅行者拿到它的成就卡:再加 3 分(`tokaido.panorama.achievement`)。

溫泉:「玩家獲得一張溫泉卡,溫泉卡價值2~3分。」停在溫泉時拿一張溫泉卡,值 **2 或 3 分**;
牌堆裡各有六張(`tokaido.hotspring.card`)。
""")),
        Task(
            "sure-points",
            T("Blue leaves first: score at least 2 points with this move, whatever card may "
              "be drawn, without spending a coin.",
              "藍方先出發:這一步至少得 2 分,不管抽到什麼卡都一樣,而且一塊錢都不花。"),
            SIGHTS_START,
            Reach(_stop_kind(0, "hotspring"),
                  T("That stop does not promise 2 points for free.",
                    "停在那裡不能保證免費得 2 分。")),
            solution=("move 6",),
            hints=(T("A panorama's first section is worth 1 point.", "全景畫的第一張只值 1 分。"),
                   T("Every hot spring card is worth 2 or 3 points.",
                     "每張溫泉卡都值 2 或 3 分。")),
            highlight=("move 6", "move 14"),
            rules=("tokaido.hotspring.card",),
            wrong="move 5",
            explain={"move 5": T("The first section of the paddy panorama: 1 point only.",
                                 "田的第一張:只有 1 分。"),
                     "move 4": T("An encounter may give points (the Samurai) or not.",
                                 "邂逅可能給分(侍),也可能不給。")},
            success=T("A hot spring card: 2 or 3 points, never less.",
                      "一張溫泉卡:2 或 3 分,不會更少。"),
        ),
        Task(
            "complete",
            T("Blue holds two sections of the paddy panorama and two of the mountain one. "
              "Complete a panorama, first of all the travellers.",
              "藍方有兩張田和兩張山的全景畫。完成一幅全景畫,而且是所有旅行者中的第一個。"),
            TWO_INNS,
            Reach(lambda start, now: now.players[0].complete("paddy"),
                  T("No panorama of Blue's is complete after that stop.",
                    "停在那裡之後,藍方沒有完成任何全景畫。")),
            solution=("move 29",),
            hints=(T("Which of Blue's panoramas needs just one more section?",
                     "藍方哪一幅全景畫只差一張?"),
                   T("A paddy panorama has 3 sections; a mountain one has 4.",
                     "田有 3 張;山有 4 張。")),
            highlight=("move 29", "move 36"),
            rules=("tokaido.panorama.next-section", "tokaido.panorama.achievement"),
            wrong="move 33",
            explain={"move 33": T("The third mountain section: the mountain has four.",
                                  "山的第三張:山有四張。")},
            success=T("Paddy complete: 3 points for the section and 3 for the achievement card, "
                      "since nobody completed it before.",
                      "田完成了:這張 3 分,加上成就卡 3 分,因為之前沒有人完成。"),
        ),
        Task(
            "best-section",
            T("Blue to move: take the panorama section worth the most points.",
              "藍方移動:拿一張分數最高的全景畫。"),
            PADDY_DONE,
            Reach(_gained(0, _points(PAN), 3),
                  T("Another panorama section is worth more.", "另一張全景畫分數更高。")),
            solution=("move 33",),
            hints=(T("Blue holds the whole paddy panorama, two mountain sections and no sea.",
                     "藍方有整幅田、兩張山,沒有海。"),
                   T("The next mountain section is number 3.", "山的下一張是數值 3。")),
            highlight=("move 33",),
            rules=("tokaido.panorama.one-per-type", "tokaido.panorama.next-section"),
            wrong="move 36", wrong_rule="tokaido.panorama.one-per-type",
            explain={"move 35": T("Blue's first sea section: 1 point.", "藍方的第一張海:1 分。"),
                     "move 40": T("Blue's first sea section: 1 point.", "藍方的第一張海:1 分。")},
            success=T("The third mountain section: 3 points.", "山的第三張:3 分。"),
        ),
        Read(T(
            """
## Encounters

> 「玩家翻開邂垢卡牌堆的最上方一張,解效果後拿取該張卡片。」

At an encounter (邂逅; the summary writes 邂垢, a slip) you draw the top encounter card,
apply it and keep it (`tokaido.encounter.draw`). The 14 cards:

- **Shokunin** (職人, artisan), 2 cards: the top souvenir card, free; it scores like a bought
  one (`tokaido.encounter.shokunin`);
- **Annaibito** (案內人, guide), 1 paddy, 2 mountain, 3 sea: the next section of the
  panorama shown (`tokaido.encounter.annaibito`). 「如果玩家已經完成該對應類型的全景畫,玩家可以
  自行選擇拿取其他類型的」: if you have completed that panorama, you take the next section of
  another one of your choice. The rules do not say you may then take none; the online game
  lets you, and so does the tutor (an assumption, `tokaido.panorama.may-decline`);
- **Samurai** (侍), 2 cards: 3 points (`tokaido.encounter.samurai`);
- **Kuge** (公家, noble), 2 cards: 3 coins (`tokaido.encounter.kuge`);
- **Miko** (巫女, priestess), 2 cards: a coin from the bank onto your place at the temple, 1
  point, and it counts for the temple ranking at the end (`tokaido.encounter.miko`).

In the demonstration below Blue meets a Samurai and Red a Shokunin: step through with the
arrows.
""",
            """
## 邂逅

> 「玩家翻開邂垢卡牌堆的最上方一張,解效果後拿取該張卡片。」

停在邂逅位置時(摘要寫成「邂垢」,是筆誤),翻開邂逅牌堆最上方一張,執行效果後留下這張卡
(`tokaido.encounter.draw`)。共有 14 張:

- **職人**,2 張:免費拿取紀念品牌堆最上方一張,計分方式和購買的一樣(`tokaido.encounter.shokunin`);
- **案內人**,田 1 張、山 2 張、海 3 張:拿取卡上全景畫的下一張(`tokaido.encounter.annaibito`)。
  「如果玩家已經完成該對應類型的全景畫,玩家可以自行選擇拿取其他類型的」。規則沒有說這時可以都不拿;
  線上遊戲允許,本教學也允許(這是一個假設,`tokaido.panorama.may-decline`);
- **侍**,2 張:3 分(`tokaido.encounter.samurai`);
- **公家**,2 張:三塊錢(`tokaido.encounter.kuge`);
- **巫女**,2 張:從銀行拿一塊錢放到寺廟上你的區域,得 1 分,遊戲結束時也計入寺廟排名
  (`tokaido.encounter.miko`)。

下面的示範裡,藍方遇到侍,紅方遇到職人:用箭頭一步一步看。
""")),
        Show("meetings", SIGHTS_START, steps="""
            move 4; encounter samurai               # Blue meets a Samurai: 3 points
            move 11; encounter shokunin; souvenir koma   # Red meets a Shokunin: a free Koma
        """, caption=T("Two encounters, step by step.", "兩次邂逅,一步一步看。"), viewer=None),
        Task(
            "guide",
            T("Blue meets a guide who shows the paddy panorama, which Blue has completed. Take "
              "the panorama section worth the most points.",
              "藍方遇到案內人,卡上是藍方已經完成的田。拿一張分數最高的全景畫。"),
            GUIDE,
            Reach(_gained(0, _points(PAN), 3),
                  T("Another section is worth more.", "另一張分數更高。")),
            solution=("panorama mountain",),
            hints=(T("The paddy is complete: the guide lets Blue continue another panorama.",
                     "田已經完成:案內人讓藍方繼續收集另一幅全景畫。"),
                   T("Blue holds two mountain sections and no sea section.",
                     "藍方有兩張山,沒有海。")),
            highlight=("panorama mountain", "panorama sea"),
            rules=("tokaido.encounter.annaibito", "tokaido.encounter.draw"),
            wrong="panorama paddy", wrong_rule="tokaido.panorama.one-per-type",
            explain={"panorama sea": T("The first sea section: 1 point.", "海的第一張:1 分。"),
                     "no panorama": T("Taking none scores nothing here.", "都不拿就不得分。")},
            success=T("The third mountain section, 3 points, thanks to the guide.",
                      "靠案內人拿到山的第三張,3 分。"),
        ),
        Quiz((
            HowMany("q-samurai", T("Blue stops at the encounter on 4 and meets a Samurai. How "
                                   "many points does Blue score?",
                                   "藍方停在位置 4 的邂逅,遇到侍。藍方得幾分?"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter samurai")),
                    T("A Samurai is worth 3 points.", "侍值 3 分。"),
                    rules=("tokaido.encounter.samurai", "tokaido.encounter.draw")),
            HowMany("q-kuge", T("Same stop: if the card is a Kuge, how many coins does Blue "
                                "gain?", "同一個位置:如果是公家,藍方得到幾塊錢?"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter kuge"), _coins),
                    T("A Kuge gives 3 coins.", "公家給三塊錢。"),
                    rules=("tokaido.encounter.kuge",)),
            HowMany("q-miko", T("Same stop: if the card is a Miko, how many coins does Blue "
                                "then have on the temple?",
                                "同一個位置:如果是巫女,藍方在寺廟上有幾塊錢?"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter miko"),
                                              lambda pl: pl.temple),
                    T("The Miko puts a coin from the bank on Blue's place at the temple: 1 "
                      "point, and it counts in the temple ranking.",
                      "巫女從銀行拿一塊錢放到寺廟上藍方的區域:1 分,並計入寺廟排名。"),
                    rules=("tokaido.encounter.miko",)),
            HowMany("q-shokunin", T("Same stop: if the card is a Shokunin and the top souvenir "
                                    "is a Koma, how many points does Blue score?",
                                    "同一個位置:如果是職人,而紀念品牌堆最上方是陀螺,藍方得幾分?"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter shokunin",
                                                  "souvenir koma")),
                    T("A free souvenir, Blue's first: 1 point.",
                      "一張免費的紀念品,是藍方的第一張:1 分。"),
                    rules=("tokaido.encounter.shokunin",)),
            HowMany("q-guide", T("Blue, holding two mountain sections, stops at the encounter "
                                 "on 31 and meets an Annaibito showing the mountain. How many "
                                 "points does Blue score?",
                                 "藍方有兩張山,停在位置 31 的邂逅,遇到畫著山的案內人。藍方得幾分?"),
                    PADDY_DONE, _gain_after(0, ("move 31", "encounter annaibito-mountain")),
                    T("The next mountain section, number 3.", "山的下一張,數值 3。"),
                    rules=("tokaido.encounter.annaibito",)),
            LegalOrNot("q-closed", PADDY_DONE, "move 36",
                       note=T("Blue's paddy panorama is complete.", "藍方的田已經完成。")),
            HowMany("q-achievement", T("Blue completes the paddy panorama, first of all. How "
                                       "many points does that stop score in all?",
                                       "藍方最先完成田。停在那裡總共得幾分?"),
                    TWO_INNS, _gain_after(0, ("move 29",)),
                    T("The third section, 3, and the achievement card, 3.",
                      "第三張 3 分,加上成就卡 3 分。"),
                    rules=("tokaido.panorama.achievement", "tokaido.score.achievements")),
        )),
    ),
    recap=T("A panorama stop gives the next section of that landscape, worth its number; a "
            "complete panorama closes its stops, and the first to complete one takes an "
            "achievement card. A hot spring gives 2 or 3 points. An encounter card is applied "
            "and kept.",
            "全景畫位置給該風景的下一張,分數等於數值;完成的全景畫就不能再停那種位置,最先完成的"
            "人拿成就卡。溫泉給 2 或 3 分。邂逅卡執行效果後留下。"),
    mistakes=(T("Counting a panorama section as 1 point whatever its number.",
                "不管數值多少都把全景畫當成 1 分。"),
              T("Heading for a stop of a panorama already completed.",
                "走向已經完成的全景畫位置。")),
)


# == Lesson 5: the inns and their meals ==========================================================

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

INNS_LESSON = Lesson(
    game="tokaido", number=5, slug="inns-and-meals",
    title=T("The inns and their meals", "旅店與膳食"),
    minutes=20,
    objectives=(
        T("say how many meal cards an inn lays out and who sees them",
          "說出旅店擺出幾張膳食卡,以及誰看得到"),
        T("buy a meal within the rules: one per inn, never the same twice",
          "依規則購買膳食:每個旅店一份,不吃重複的"),
        T("tell what happens to the meals left", "說出剩下的膳食卡怎麼處理"),
    ),
    steps=(
        Read(T(
            """
## A meal at every inn

> 「旅店是個特殊位置,所有旅行者都必須停留在旅店。在旅店玩家可以購買膳食卡,膳食卡片費用為1~3塊錢,而
> 每張都價值6分。」

Every traveller stops at every inn (lesson 2). There you may buy **one meal**, at the price
printed on it, 1 to 3 coins; every meal is worth **6 points**, whatever its price
(`tokaido.inn.one-meal`). Buying is not forced. The 25 meal cards hold 14 specialities:
Dango, Misoshiru and Nigirimeshi (1 coin, three cards each), Soba, Sushi, Tofu, Tempura and
Yakitori (2 coins, two each), and six dishes at 3 coins, one card each.

> 「當第一名旅行者到達旅店時他抽取玩家人數+1張數的膳食卡。
> 該名玩家在自行看過所有膳食卡後挑選一張支付費用
> 購買之,將剩餘的卡片牌面朝下的放在一旁。……第二名到達旅店的旅行者拿取剩餘的膳食卡並購買一張依此類推,
> 所以越早到達便有越多的選擇。」

The **first** traveller to reach an inn draws **one card more than there are players**
(`tokaido.inn.meal-draw`): 4 cards with three players, 5 with four. They look at them
**secretly**, choose, and put the rest aside face down; each later arrival looks at what is
left, on arrival (`tokaido.inn.secret`). The earlier you arrive, the more you choose from.
Kyoto, the start, serves no meal; Edo, the end, does.
""",
            """
## 每個旅店一份膳食

> 「旅店是個特殊位置,所有旅行者都必須停留在旅店。在旅店玩家可以購買膳食卡,膳食卡片費用為1~3塊錢,而
> 每張都價值6分。」

每位旅行者都要停在每個旅店(第 2 課)。在那裡你可以購買**一份膳食**,支付卡上標示的價錢(一到三塊錢);
不論價錢多少,每份膳食都值 **6 分**(`tokaido.inn.one-meal`)。不強制購買。25 張膳食卡共有 14 種
名產:糰子、味噌湯、飯糰(一塊錢,各三張),蕎麥麵、壽司、豆腐、天婦羅、烤雞串(兩塊錢,各兩張),
以及六種三塊錢的料理,各一張。

> 「當第一名旅行者到達旅店時他抽取玩家人數+1張數的膳食卡。
> 該名玩家在自行看過所有膳食卡後挑選一張支付費用
> 購買之,將剩餘的卡片牌面朝下的放在一旁。……第二名到達旅店的旅行者拿取剩餘的膳食卡並購買一張依此類推,
> 所以越早到達便有越多的選擇。」

**最先**到達旅店的旅行者抽取**玩家人數 +1** 張膳食卡(`tokaido.inn.meal-draw`):三人時 4 張,
四人時 5 張。他**秘密**查看、挑選,再把其餘的牌面朝下放在一旁;之後到達的人一到就查看剩下的牌
(`tokaido.inn.secret`)。越早到,選擇越多。起點京都沒有膳食;終點江戶有。
""")),
        Task(
            "first-arrival",
            T("Blue reaches the first inn first and looks at the meals: eat one, keeping as "
              "many coins as you can.",
              "藍方最先到達第一個旅店,查看膳食卡:吃一份,並盡量留下最多的錢。"),
            INN_FIRST,
            Reach(lambda start, now: len(now.players[0].meals) == 1
                  and now.players[0].coins == start.players[0].coins - 1,
                  T("A cheaper meal scores the same 6 points.", "便宜的膳食一樣得 6 分。")),
            solution=("eat dango",),
            hints=(T("Every meal is worth 6 points, whatever it costs.",
                     "每份膳食都值 6 分,不論價錢。"),
                   T("Look at the price on each card.", "看每張卡上的價錢。")),
            highlight=("eat dango",),
            rules=("tokaido.inn.one-meal", "tokaido.inn.meal-draw"),
            wrong="eat fugu",
            explain={"eat fugu": T("Fugu costs 3 coins for the same 6 points.",
                                   "河豚要三塊錢,一樣是 6 分。"),
                     "eat unagi": T("Unagi costs 3 coins for the same 6 points.",
                                    "鰻魚要三塊錢,一樣是 6 分。"),
                     "eat sushi": T("Sushi costs 2 coins for the same 6 points.",
                                    "壽司要兩塊錢,一樣是 6 分。"),
                     "no meal": T("A meal is worth 6 points: eat one.",
                                  "一份膳食值 6 分:吃一份吧。")},
            success=T("Dango: 6 points for 1 coin. The other three cards wait, face down, for "
                      "the next arrivals.",
                      "糰子:一塊錢得 6 分。其餘三張牌面朝下,等後面的人到來。"),
            viewer=0,
        ),
        Task(
            "later-arrival",
            T("Red, at Kyoto, cannot see the meals Blue left at the inn. Reach the inn and eat "
              "the dearest meal there.",
              "在京都的紅方看不到藍方在旅店留下的膳食卡。到達旅店,吃那裡最貴的膳食。"),
            INN_SECOND,
            Reach(lambda start, now: bool(now.players[1].meals)
                  and MEAL_INDEX[now.players[1].meals[-1]].price == 3,
                  T("Reach the inn first, then choose the dearest card.",
                    "先到達旅店,再選最貴的那張。"),
                  within=2),
            solution=("move 15", "eat fugu"),
            hints=(T("The meals are shown to Red only on arrival.", "膳食卡要到達後紅方才看得到。"),
                   T("Two of the cards left cost 3 coins.", "剩下的卡有兩張要三塊錢。")),
            highlight=("move 15",),
            rules=("tokaido.inn.secret", "tokaido.inn.one-meal"),
            wrong="move 14",
            explain={"move 14": T("That is a hot spring: the meals are at the inn.",
                                  "那是溫泉:膳食在旅店。")},
            success=T("Red saw the three cards Blue left, and took a 3-coin dish.",
                      "紅方看到藍方留下的三張牌,拿了一份三塊錢的料理。"),
            viewer=1,
        ),
        Read(T(
            """
## Never the same meal twice

> 「在遊戲中玩家不可以購買重複的膳食卡」「在每個旅店玩家都只能購買一張膳食卡」「不強制一定要買」

In the whole journey a traveller never eats the same speciality twice
(`tokaido.inn.no-repeat`), buys at most one meal at each inn, and may buy none.

> 「所有人購買後剩餘的牌塞回牌庫底下」

When everyone has arrived and chosen, the meals left go **under the meal deck** in random
order (`tokaido.inn.leftovers`), and the travellers set off again, the last to arrive first.
""",
            """
## 不吃重複的膳食

> 「在遊戲中玩家不可以購買重複的膳食卡」「在每個旅店玩家都只能購買一張膳食卡」「不強制一定要買」

整個旅程中,旅行者不能吃重複的名產(`tokaido.inn.no-repeat`);每個旅店最多買一份,也可以不買。

> 「所有人購買後剩餘的牌塞回牌庫底下」

所有人都到達並選擇後,剩下的膳食卡以隨機順序塞回**膳食牌堆底部**(`tokaido.inn.leftovers`),
旅行者再次出發,最後到的人先走。
""")),
        Task(
            "never-twice",
            T("Blue ate Sushi at the first inn and reaches the second inn first: eat a meal "
              "here.",
              "藍方在第一個旅店吃了壽司,現在最先到達第二個旅店:在這裡吃一份膳食。"),
            NEVER_TWICE,
            Reach(lambda start, now: len(now.players[0].meals) == 2,
                  T("Blue can eat here: choose a meal.", "藍方可以在這裡吃:選一份膳食。")),
            solution=("eat yakitori",),
            hints=(T("One card on the table is a speciality Blue has eaten.",
                     "桌上有一張是藍方吃過的名產。"),
                   T("Any other meal Blue can pay for is fine.", "藍方付得起的其他膳食都可以。")),
            highlight=("eat yakitori", "eat misoshiru", "eat nigirimeshi"),
            rules=("tokaido.inn.no-repeat", "tokaido.inn.one-meal"),
            wrong="eat sushi", wrong_rule="tokaido.inn.no-repeat",
            success=T("A new speciality: 6 more points.", "新的名產:再得 6 分。"),
            viewer=0,
        ),
        Quiz((
            HowMany("q-drawn", T("Blue arrived first in this 3-player game. How many meal cards "
                                 "did Blue draw?",
                                 "這是三人遊戲,藍方最先到達。藍方抽了幾張膳食卡?"),
                    INN_FIRST, lambda s: len(s.layout),
                    T("One more than the number of players.", "玩家人數再加 1。"),
                    rules=("tokaido.inn.meal-draw",), picture=False),
            HowMany("q-four", T("In a 4-player game, how many meal cards does the first "
                                "arrival at an inn draw?",
                                "四人遊戲時,最先到達旅店的人抽幾張膳食卡?"),
                    DOUBLES, lambda s: s.meal_count(),
                    T("Four players and one more card.", "四位玩家再加一張。"),
                    rules=("tokaido.inn.meal-draw",), picture=False),
            Choose("q-who-knows", T("Blue has eaten; Red and Green are still at Kyoto. Who "
                                    "knows which meals are left at the inn?",
                                    "藍方吃過了;紅方和綠方還在京都。誰知道旅店剩下哪些膳食?"),
                   (T("Blue only", "只有藍方"), T("everyone", "所有人"), T("nobody", "沒有人")),
                   lambda s: 0 if s.knowers == 1 else (1 if s.knowers == 7 else 2),
                   T("Only the travellers who have reached the inn have looked at its meals.",
                     "只有已經到達旅店的旅行者看過那裡的膳食卡。"),
                   rules=("tokaido.inn.secret",), position=INN_SECOND, picture=False),
            LegalOrNot("q-second-meal", INN_SECOND, "eat fugu",
                       note=T("Blue has had his meal at this inn; now Red is to move.",
                              "藍方在這個旅店已經用過餐;現在輪到紅方移動。")),
            LegalOrNot("q-twice", NEVER_TWICE, "eat sushi",
                       note=T("Blue ate Sushi at the first inn.", "藍方在第一個旅店吃過壽司。")),
            HowMany("q-meal-points", T("Blue eats Dango, the 1-coin meal. How many points does "
                                       "it score?", "藍方吃一塊錢的糰子。得幾分?"),
                    INN_FIRST, _gain_after(0, ("eat dango",)),
                    T("Every meal is worth 6 points.", "每份膳食都值 6 分。"),
                    rules=("tokaido.inn.one-meal",), picture=False),
            Choose("q-leftovers", T("Everyone has eaten at the first inn and one meal card is "
                                    "left. What becomes of it?",
                                    "所有人都在第一個旅店吃過了,還剩一張膳食卡。它會怎樣?"),
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
            "each arrival may buy one meal, 6 points, never a speciality already eaten. The "
            "cards left go under the deck.",
            "最先到達旅店的人抽玩家人數 +1 張膳食卡並秘密查看;每位到達的人可以買一份膳食,6 分,"
            "不能是吃過的名產。剩下的牌塞回牌堆底部。"),
    mistakes=(T("Paying for a dear meal when a cheap one scores the same 6 points.",
                "明明便宜的也一樣得 6 分,卻付錢買貴的。"),
              T("Forgetting which specialities one has already eaten.", "忘了自己吃過哪些名產。")),
)


# == Lesson 6: the travellers ======================================================================

HIROSHIGE_INN = trip(("hiroshige", "kinko", "mitsukuni"), "1,2,3", """
    move 7                   # Blue: mountain 1
    move 15; meal dango; meal sushi; meal tofu; meal udon; no meal   # Red
    move 15; no meal         # Green
    move 15                  # Blue, Hiroshige, reaches the inn
""")
CHUUBEI_START = trip(("chuubei", "kinko", "mitsukuni"), "1,2,3")
KINKO_INN = trip(("kinko", "zenemon", "mitsukuni"), "1,2,3", """
    move 2; reveal koma; reveal haori; reveal shamisen
    buy haori+koma+shamisen  # Blue: 1 coin left
    move 8                   # Red
    move 5                   # Green
    move 15; meal dango; meal sushi; meal fugu; meal tofu   # Blue, first at the inn
""")
YOSHIYASU_DRAW = trip(("yoshiyasu", "kinko", "mitsukuni"), "1,2,3",
                      "move 4; encounter kuge; encounter samurai")
SATSUKI_OFFER = trip(("satsuki", "kinko", "mitsukuni"), "1,2,3", "move 15; offer fugu")
MITSUKUNI_START = trip(("mitsukuni", "kinko", "zenemon"), "1,2,3")
SASAYAKKO_VILLAGE = trip(("sasayakko", "kinko", "zenemon"), "1,2,3",
                         "move 2; reveal koma; reveal sake; reveal sumie")
HIROTADA_START = trip(("hirotada", "kinko", "zenemon"), "1,2,3")
UMEGAE_START = trip(("umegae", "kinko", "zenemon"), "1,2,3")
ZENEMON_VILLAGE = trip(("zenemon", "kinko", "mitsukuni"), "1,2,3",
                       "move 2; reveal geta; reveal shamisen; reveal ukiyoe")


def _paid(seat: int, at_most: int) -> Test:
    return lambda start, now: start.players[seat].coins - now.players[seat].coins <= at_most


def _printed(seat: int) -> Callable[[Any], float]:
    """The printed price of the souvenirs ``seat`` holds."""
    return lambda pl: sum(SOUVENIR_INDEX[c].price for c in pl.souvenirs)


TRAVELLERS_LESSON = Lesson(
    game="tokaido", number=6, slug="the-travellers",
    title=T("The ten travellers", "十位旅行者"),
    minutes=30,
    objectives=(
        T("use each traveller's ability at the right stop", "在適當的位置使用每位旅行者的能力"),
        T("tell where the Chinese summary and the official rules differ about Satsuki",
          "說出中文摘要和官方規則對 Satsuki 的說法有什麼不同"),
    ),
    steps=(
        Read(T(
            """
## Ten travellers, ten abilities

Each traveller tile gives a purse and an ability (the summary's 旅行者說明; their titles
are the summary's):

- **Hiroshige**, the artist (藝術家), 3 coins: at each of the 3 inns on the way, before the
  meal, the next section of a panorama of his choice (`tokaido.traveller.hiroshige`);
- **Chuubei**, the messenger (信差), 4 coins: at each of the 3 inns on the way, before the
  meal, an encounter card (`tokaido.traveller.chuubei`);
- **Kinko**, the ronin (浪人), 7 coins: every meal costs him 1 coin less, so 1-coin meals are
  free (`tokaido.traveller.kinko`);
- **Yoshiyasu**, the functionary (代理人), 9 coins: at an encounter he draws 2 cards, keeps
  1 and puts the other under the deck unseen (`tokaido.traveller.yoshiyasu`);
- **Satsuki**, the orphan (孤兒), 2 coins: a free meal card at every inn, Edo too; she may
  refuse it (`tokaido.traveller.satsuki`);
- **Mitsukuni**, the old man (老漢), 6 coins: 1 point more for each hot spring card and each
  achievement card (`tokaido.traveller.mitsukuni`);
- **Sasayakko**, the geisha (藝妓), 5 coins: buying 2 or more souvenirs, the cheapest is free
  (`tokaido.traveller.sasayakko`);
- **Hirotada**, the priest (祭司), 8 coins: at each temple stop the bank gives 1 coin more
  for him (`tokaido.traveller.hirotada`);
- **Umegae**, the street entertainer (賣藝者), 5 coins: 1 point and 1 coin at each
  encounter, before the card (`tokaido.traveller.umegae`);
- **Zen-emon**, the merchant (商人), 6 coins: at a village one of his souvenirs costs 1 coin
  (`tokaido.traveller.zenemon`).

The points Mitsukuni's and Umegae's abilities add have their own line on the score sheet
(`tokaido.score.abilities`); Hirotada's extra coin counts with the temple donations.

Three details the rules leave to the player are settled by the tutor as the online game
does (assumptions): Hirotada always takes the bank's coin (`tokaido.traveller.hirotada-always`);
Zen-emon's 1-coin souvenir is always the dearest he buys (`tokaido.traveller.zenemon`);
Satsuki's free card is the top of the meal deck (`tokaido.traveller.satsuki-card`).
""",
            """
## 十位旅行者,十種能力

每個旅行者板塊提供起始金錢和一種能力(摘要的「旅行者說明」;稱號也取自摘要):

- **Hiroshige**(藝術家),三塊錢:在途中的三個旅店,購買膳食之前,拿一張自選全景畫的下一張
  (`tokaido.traveller.hiroshige`);
- **Chuubei**(信差),四塊錢:在途中的三個旅店,購買膳食之前,得到一張邂逅卡
  (`tokaido.traveller.chuubei`);
- **Kinko**(浪人),七塊錢:每份膳食少付一塊錢,所以一塊錢的膳食免費(`tokaido.traveller.kinko`);
- **Yoshiyasu**(代理人),九塊錢:邂逅時抽兩張,留一張,另一張不公開地塞回牌堆底部
  (`tokaido.traveller.yoshiyasu`);
- **Satsuki**(孤兒),兩塊錢:每個旅店(包括江戶)得到一張免費膳食卡;她可以拒絕
  (`tokaido.traveller.satsuki`);
- **Mitsukuni**(老漢),六塊錢:每張溫泉卡和每張成就卡多 1 分(`tokaido.traveller.mitsukuni`);
- **Sasayakko**(藝妓),五塊錢:買兩張以上紀念品時,最便宜的那張免費
  (`tokaido.traveller.sasayakko`);
- **Hirotada**(祭司),八塊錢:每次停在寺廟,銀行多替他捐一塊錢(`tokaido.traveller.hirotada`);
- **Umegae**(賣藝者),五塊錢:每次邂逅,在卡片效果之前先得 1 分和一塊錢
  (`tokaido.traveller.umegae`);
- **Zen-emon**(商人),六塊錢:在村莊,他買的紀念品中有一張只要一塊錢(`tokaido.traveller.zenemon`)。

Mitsukuni 和 Umegae 的能力多得的分數,在計分表上另列一行(`tokaido.score.abilities`);
Hirotada 多捐的錢算在寺廟捐獻裡。

規則留給玩家決定的三個細節,本教學照線上遊戲的做法處理(都是假設):Hirotada 一定拿銀行的錢
(`tokaido.traveller.hirotada-always`);Zen-emon 一塊錢買的總是他買的最貴的那張
(`tokaido.traveller.zenemon`);Satsuki 的免費膳食是膳食牌堆最上方的一張
(`tokaido.traveller.satsuki-card`)。
""")),
        Task(
            "hiroshige",
            T("Hiroshige (Blue) has reached the first inn: before his meal he takes a panorama "
              "section of his choice. Take the one worth the most points.",
              "Hiroshige(藍方)到達第一個旅店:用餐之前,他可以拿一張自選的全景畫。"
              "拿分數最高的那張。"),
            HIROSHIGE_INN,
            Reach(_gained(0, _points(PAN), 2),
                  T("Another section is worth more.", "另一張分數更高。")),
            solution=("panorama mountain",),
            hints=(T("Blue already holds the first mountain section.", "藍方已經有山的第一張。"),
                   T("The next mountain section is number 2; any other panorama starts at 1.",
                     "山的下一張是數值 2;其他全景畫都從 1 開始。")),
            highlight=("panorama mountain",),
            rules=("tokaido.traveller.hiroshige",),
            wrong="no panorama",
            explain={"no panorama": T("Taking a section scores points: take one.",
                                      "拿一張就能得分:拿吧。"),
                     "panorama paddy": T("The first paddy section: 1 point.", "田的第一張:1 分。"),
                     "panorama sea": T("The first sea section: 1 point.", "海的第一張:1 分。")},
            success=T("The second mountain section, 2 points, before the meal.",
                      "用餐之前拿到山的第二張,2 分。"),
            viewer=0,
        ),
        Task(
            "chuubei",
            T("Chuubei (Blue) leaves first: meet someone on this move without stopping at an "
              "encounter stop.",
              "Chuubei(藍方)先出發:這一步要與人邂逅,但不停在邂逅位置。"),
            CHUUBEI_START,
            Reach(_at(0, 15), T("Only an encounter stop gives an encounter there; Chuubei has "
                                "another way.", "那裡只有邂逅位置才有邂逅;Chuubei 有別的辦法。")),
            solution=("move 15",),
            hints=(T("Where does Chuubei's ability act?", "Chuubei 的能力在哪裡發動?"),
                   T("At each of the three inns on the way, before the meal.",
                     "在途中的三個旅店,用餐之前。")),
            highlight=("move 15",),
            rules=("tokaido.traveller.chuubei", "tokaido.encounter.draw"),
            wrong="move 4",
            explain={"move 4": T("That is an encounter stop.", "那是邂逅位置。"),
                     "move 11": T("That is an encounter stop.", "那是邂逅位置。")},
            success=T("At the inn Chuubei draws an encounter card before choosing his meal.",
                      "Chuubei 在旅店先抽一張邂逅卡,再選膳食。"),
        ),
        Task(
            "kinko",
            T("Kinko (Blue) has 1 coin left and is first at the inn: eat the dearest meal he "
              "can pay for.",
              "Kinko(藍方)只剩一塊錢,最先到達旅店:吃他付得起的最貴膳食。"),
            KINKO_INN,
            Reach(lambda start, now: bool(now.players[0].meals)
                  and MEAL_INDEX[now.players[0].meals[-1]].price == 2,
                  T("Kinko can pay for a dearer meal than that.", "Kinko 付得起更貴的膳食。")),
            solution=("eat sushi",),
            hints=(T("Every meal costs Kinko 1 coin less than its price.",
                     "每份膳食 Kinko 都少付一塊錢。"),
                   T("A 2-coin meal costs him 1; a 3-coin one costs him 2.",
                     "兩塊錢的膳食他只付一塊;三塊錢的要付兩塊。")),
            highlight=("eat sushi", "eat tofu"),
            rules=("tokaido.traveller.kinko", "tokaido.inn.one-meal"),
            wrong="eat fugu", wrong_rule="tokaido.inn.one-meal",
            explain={"eat dango": T("Dango is free for Kinko, but a dearer meal fits his coin.",
                                    "糰子對 Kinko 免費,但他的錢還買得起更貴的。")},
            success=T("A 2-coin meal for 1 coin. At the end the Gourmet achievement counts the "
                      "printed prices, not what Kinko paid.",
                      "兩塊錢的膳食只付一塊。遊戲結束時美食成就算的是卡上價錢,不是 Kinko 付的錢。"),
            viewer=0,
        ),
        Task(
            "yoshiyasu",
            T("Yoshiyasu (Blue) drew two encounter cards: keep the one that scores points now.",
              "Yoshiyasu(藍方)抽了兩張邂逅卡:留下現在就能得分的那張。"),
            YOSHIYASU_DRAW,
            Reach(_gained(0, _total, 3), T("That card scores no points.", "那張卡不得分。")),
            solution=("keep samurai",),
            hints=(T("One card gives coins, the other points.", "一張給錢,另一張給分。"),
                   T("The Samurai is worth 3 points.", "侍值 3 分。")),
            highlight=("keep samurai",),
            rules=("tokaido.traveller.yoshiyasu", "tokaido.encounter.samurai"),
            wrong="keep miko", wrong_rule="tokaido.traveller.yoshiyasu",
            explain={"keep kuge": T("The Kuge gives 3 coins, not points.",
                                    "公家給三塊錢,不是分數。")},
            success=T("3 points; the Kuge goes under the deck, and only Blue knows it.",
                      "3 分;公家塞回牌堆底部,只有藍方知道。"),
            viewer=0,
        ),
        Read(T(
            """
## Satsuki: where the summary and the official rules differ

> 「當Satsuki到達旅店他將獲得一張免費的隨機膳食卡,接著進行正常的購買階段。」

The Chinese summary says Satsuki gets a free random meal card *and then* buys as usual, which
reads as two meals at one inn. The official rules, and the publisher's official answers to
players' questions, give her **one meal per inn**: the free card, or, if she refuses it, one
she buys as usual. She still never eats a speciality twice. The tutor follows the official rules
(`tokaido.traveller.satsuki`).
""",
            """
## Satsuki:摘要和官方規則不同的地方

> 「當Satsuki到達旅店他將獲得一張免費的隨機膳食卡,接著進行正常的購買階段。」

中文摘要說 Satsuki 得到一張免費的隨機膳食卡,**然後**照常購買,讀起來像是在一個旅店吃兩份。官方規則
和出版商對玩家問題的官方回答都說她**每個旅店只有一份膳食**:免費的那張,或者拒絕它、照常買一份。她仍然
不能吃重複的名產。本教學依照官方規則(`tokaido.traveller.satsuki`)。
""")),
        Task(
            "satsuki",
            T("Satsuki (Blue), with 2 coins, is first at the inn and is offered a free meal "
              "card. Have the dearest meal you can here.",
              "Satsuki(藍方)只有兩塊錢,最先到達旅店,得到一張免費膳食卡。在這裡吃最貴的膳食。"),
            SATSUKI_OFFER,
            Reach(lambda start, now: bool(now.players[0].meals)
                  and MEAL_INDEX[now.players[0].meals[-1]].price == 3,
                  T("With 2 coins Satsuki cannot buy a dearer meal than the one offered.",
                    "只有兩塊錢,Satsuki 買不到比免費那張更貴的膳食。")),
            solution=("accept meal",),
            hints=(T("Look at the price of the card she is offered.", "看看她得到的那張卡的價錢。"),
                   T("Fugu costs 3 coins, more than she holds.", "河豚要三塊錢,比她的錢多。")),
            highlight=("accept meal",),
            rules=("tokaido.traveller.satsuki", "tokaido.traveller.satsuki-card"),
            wrong="refuse meal",
            explain={"refuse meal": T("Then she must pay for a meal, and 2 coins buy no 3-coin "
                                      "dish.", "那樣她就要自己付錢,兩塊錢買不到三塊錢的料理。")},
            success=T("A 3-coin dish for free: 6 points, and her meal at this inn.",
                      "免費吃到三塊錢的料理:6 分,也是她在這個旅店的膳食。"),
            viewer=0,
        ),
        Task(
            "mitsukuni",
            T("Mitsukuni (Blue) leaves first: stop where his ability adds a point.",
              "Mitsukuni(藍方)先出發:停在他的能力能多得 1 分的位置。"),
            MITSUKUNI_START,
            Reach(_stop_kind(0, "hotspring"),
                  T("His ability adds nothing at that stop.", "他的能力在那裡沒有加分。")),
            solution=("move 6",),
            hints=(T("Mitsukuni gains a point with two kinds of card.", "Mitsukuni 拿到兩種卡時多得"
                                                                        "分。"),
                   T("Achievements come later; a hot spring card is within reach.",
                     "成就卡要晚一點;溫泉卡現在就拿得到。")),
            highlight=("move 6", "move 14"),
            rules=("tokaido.traveller.mitsukuni", "tokaido.score.abilities"),
            wrong="move 5",
            explain={"move 5": T("A panorama section gains him nothing extra (only an "
                                 "achievement card would).",
                                 "全景畫不會讓他多得分(只有成就卡會)。")},
            success=T("A hot spring card, worth 1 point more to Mitsukuni.",
                      "一張溫泉卡,對 Mitsukuni 多值 1 分。"),
        ),
        Task(
            "sasayakko",
            T("Sasayakko (Blue) has 5 coins: buy souvenirs whose printed prices add up to at "
              "least 5 coins, paying no more than 3.",
              "Sasayakko(藍方)有五塊錢:買卡上價錢合計至少五塊錢的紀念品,但最多只付三塊。"),
            SASAYAKKO_VILLAGE,
            Reach(lambda start, now: _printed(0)(now.players[0]) >= 5 and _paid(0, 3)(start, now),
                  T("Those do not add up to 5 coins of printed price for 3 coins paid.",
                    "那些卡的價錢合計不到五塊,或是付了超過三塊。")),
            solution=("buy sake+sumie",),
            hints=(T("When she buys two or more, the cheapest is free.",
                     "她買兩張以上時,最便宜的那張免費。"),
                   T("She must still hold the full price of all of them.",
                     "但她手上的錢仍然要足夠支付全部的價錢。")),
            highlight=("buy sake+sumie",),
            rules=("tokaido.traveller.sasayakko", "tokaido.village.buy"),
            wrong="buy koma+sake+sumie", wrong_rule="tokaido.village.buy",
            success=T("Sake and Sumie, 5 coins printed: the Sake is free, she pays 3.",
                      "清酒和水墨畫,卡上共五塊錢:清酒免費,她付三塊。"),
            viewer=0,
        ),
        Task(
            "hirotada",
            T("Hirotada (Blue) leaves first: put 4 coins on the temple in a single stop.",
              "Hirotada(藍方)先出發:一次停留就在寺廟放上四塊錢。"),
            HIROTADA_START,
            Reach(_gained(0, lambda pl: pl.temple, 4),
                  T("Go to a temple and give as much as the rules allow.",
                    "去寺廟,捐到規則允許的最多。"),
                  within=2),
            solution=("move 3", "donate 3"),
            hints=(T("A traveller gives 1 to 3 coins; Hirotada's bank adds one.",
                     "旅行者捐 1 到 3 塊錢;銀行再替 Hirotada 多捐一塊。"),
                   T("Stop at a temple, then give 3.", "停在寺廟,再捐三塊。")),
            highlight=("move 3", "move 10"),
            rules=("tokaido.traveller.hirotada", "tokaido.temple.donate"),
            wrong="move 4",
            explain={"move 4": T("That is an encounter, not a temple.", "那是邂逅,不是寺廟。")},
            success=T("3 coins of his own and 1 from the bank: 4 points, 4 coins on the temple.",
                      "自己三塊錢,加上銀行一塊:4 分,寺廟上有四塊錢。"),
        ),
        Task(
            "umegae",
            T("Umegae (Blue) leaves first: gain a point and a coin with this move, whatever "
              "card may be drawn.",
              "Umegae(藍方)先出發:這一步要得 1 分和一塊錢,不管抽到什麼卡。"),
            UMEGAE_START,
            Reach(lambda start, now: _gained(0, _total, 1)(start, now)
                  and _gained(0, _coins, 1)(start, now),
                  T("That stop does not give both a point and a coin at once.",
                    "停在那裡不會同時得到 1 分和一塊錢。")),
            solution=("move 4",),
            hints=(T("Where does Umegae's ability act?", "Umegae 的能力在哪裡發動?"),
                   T("At every encounter, before the card is drawn.", "每次邂逅,在抽卡之前。")),
            highlight=("move 4", "move 11"),
            rules=("tokaido.traveller.umegae", "tokaido.score.abilities"),
            wrong="move 8",
            explain={"move 8": T("The farm gives coins but no point.", "農田給錢,但不給分。")},
            success=T("1 point and 1 coin before the card: the point goes on the abilities line "
                      "of the score sheet.",
                      "抽卡之前先得 1 分和一塊錢:這 1 分記在計分表的「旅行者能力」那一行。"),
        ),
        Task(
            "zenemon",
            T("Zen-emon (Blue) has 6 coins, and the three souvenirs here cost 8: buy all three.",
              "Zen-emon(藍方)有六塊錢,這裡的三張紀念品共要八塊:三張都買下來。"),
            ZENEMON_VILLAGE,
            Reach(lambda start, now: len(now.players[0].souvenirs) == 3,
                  T("Zen-emon can afford all three.", "Zen-emon 付得起三張。")),
            solution=("buy geta+shamisen+ukiyoe",),
            hints=(T("One souvenir of each purchase costs Zen-emon only 1 coin.",
                     "每次購買,Zen-emon 有一張紀念品只要一塊錢。"),
                   T("The 1-coin card is the dearest one: 2 + 3 + 3 becomes 2 + 3 + 1.",
                     "一塊錢的是最貴的那張:2 + 3 + 3 變成 2 + 3 + 1。")),
            highlight=("buy geta+shamisen+ukiyoe",),
            rules=("tokaido.traveller.zenemon", "tokaido.village.buy"),
            wrong="buy shamisen+ukiyoe",
            explain={"buy shamisen+ukiyoe": T("He can afford the third one too.",
                                              "他也付得起第三張。"),
                     "buy geta+shamisen": T("He can afford the third one too.",
                                            "他也付得起第三張。"),
                     "buy geta+ukiyoe": T("He can afford the third one too.",
                                          "他也付得起第三張。")},
            success=T("Three souvenirs for 6 coins: 1 + 3 + 5 points.",
                      "六塊錢買三張紀念品:1 + 3 + 5 分。"),
            viewer=0,
        ),
        Quiz((
            HowMany("q-mitsukuni", T("Mitsukuni stops at the hot spring on 6 and draws a card "
                                     "worth 3. How many points does he score?",
                                     "Mitsukuni 停在位置 6 的溫泉,抽到 3 分的卡。他得幾分?"),
                    MITSUKUNI_START, _gain_after(0, ("move 6", "hot spring 3")),
                    T("3 for the card and 1 for his ability.", "卡片 3 分,能力 1 分。"),
                    rules=("tokaido.traveller.mitsukuni", "tokaido.hotspring.card")),
            HowMany("q-zenemon", T("How many coins does Zen-emon pay for the three souvenirs?",
                                   "Zen-emon 買這三張紀念品付了幾塊錢?"),
                    ZENEMON_VILLAGE,
                    lambda s: -_gain_after(0, ("buy geta+shamisen+ukiyoe",), _coins)(s),
                    T("2 + 3 + 1: the dearest card costs him 1.", "2 + 3 + 1:最貴的那張只要一塊。"),
                    rules=("tokaido.traveller.zenemon",)),
            HowMany("q-umegae", T("Umegae meets a Kuge at the encounter on 4. How many points "
                                  "are on the abilities line of his score sheet then?",
                                  "Umegae 在位置 4 遇到公家。之後他計分表的「旅行者能力」"
                                  "那一行有幾分?"),
                    UMEGAE_START,
                    lambda s: s.apply("move 4").apply("encounter kuge").players[0].points[ABIL],
                    T("1 point for the encounter; the Kuge gives coins, not points.",
                      "邂逅本身 1 分;公家給的是錢,不是分數。"),
                    rules=("tokaido.score.abilities", "tokaido.traveller.umegae")),
            HowMany("q-kinko", T("How many coins does Kinko pay for Fugu, a 3-coin meal?",
                                 "Kinko 吃三塊錢的河豚要付幾塊錢?"),
                    KINKO_INN, lambda s: s.meal_price(0, "fugu"),
                    T("One coin less than the printed price.", "比卡上價錢少一塊。"),
                    rules=("tokaido.traveller.kinko",), picture=False),
            Choose("q-inns", T("At which inns do Hiroshige and Chuubei use their abilities?",
                               "Hiroshige 和 Chuubei 在哪些旅店發動能力?"),
                   (T("at the three inns on the way, not at Edo", "途中的三個旅店,江戶不算"),
                    T("at every inn, Edo included", "每個旅店,包括江戶"),
                    T("only at Edo", "只有江戶")),
                   0, T("Only the three inns on the way; Satsuki's free meal, though, comes at "
                        "Edo too.", "只有途中的三個旅店;不過 Satsuki 的免費膳食在江戶也有。"),
                   rules=("tokaido.traveller.hiroshige", "tokaido.traveller.chuubei")),
            Choose("q-satsuki", T("The Chinese summary says Satsuki gets a free meal, then buys "
                                  "as usual. What do the official rules and the tutor say?",
                                  "中文摘要說 Satsuki 得到免費膳食後照常購買。"
                                  "官方規則和本教學怎麼說?"),
                   (T("one meal per inn: the free card or a bought one",
                      "每個旅店一份:免費的那張或買的那張"),
                    T("two meals at every inn", "每個旅店兩份"),
                    T("the free card only, she may never buy", "只有免費的那張,她不能買")),
                   0, T("She may refuse the free card and buy a meal instead, never both.",
                        "她可以拒絕免費的卡改為購買,但不能兩者都要。"),
                   rules=("tokaido.traveller.satsuki",)),
        )),
    ),
    recap=T("Each traveller bends one rule: extra panoramas or encounters at the inns on the "
            "way (Hiroshige, Chuubei), cheaper meals (Kinko), a free meal (Satsuki), a choice "
            "of two encounters (Yoshiyasu), extra points (Mitsukuni, Umegae), cheaper souvenirs "
            "(Sasayakko, Zen-emon), an extra temple coin (Hirotada).",
            "每位旅行者改變一條規則:在途中的旅店多拿全景畫或邂逅(Hiroshige、Chuubei)、膳食比較便宜"
            "(Kinko)、免費膳食(Satsuki)、從兩張邂逅中選一張(Yoshiyasu)、額外得分(Mitsukuni、"
            "Umegae)、紀念品比較便宜(Sasayakko、Zen-emon)、寺廟多一塊錢(Hirotada)。"),
    mistakes=(T("Giving Hiroshige or Chuubei their bonus at Edo.",
                "在江戶也給 Hiroshige 或 Chuubei 能力。"),
              T("Letting Sasayakko buy cards she cannot pay for in full.",
                "讓 Sasayakko 買她手上的錢付不起全額的卡。"),
              T("Giving Satsuki two meals at one inn.", "讓 Satsuki 在一個旅店吃兩份。")),
)


# == Lesson 7: the end and scoring =================================================================

EDO_FIRST = real(84, "move 55; meal dango; meal dango; meal dango; meal sushi")
"""The real game, turn 84: Blue (Yoshiyasu) is the first to reach Edo, with 3 coins, and has
drawn the meals: three Dango and a Sushi."""

LAST_VILLAGE = real(85, "move 54; reveal shamisen; reveal washi; reveal sake")
"""Turn 85: Yellow (Kinko, 3 coins, 3 souvenirs) at the last village; Green holds 5
souvenirs."""

TEMPLE_RACE = real(72)
"""Turn 72: Blue (1 coin) is to move; on the temple Blue has 3 coins, Red 4, Green 2,
Yellow 3."""

END = real(89)
"""The end of the real game: Blue 80, Red 75, Green 83, Yellow 80."""


def _holdings(seat: int) -> T:
    """What ``seat`` holds at the end of the real game, in words: what a score sheet is
    filled in from (the board's panels shorten long lists)."""
    state = END.state(GAME)
    pl = state.players[seat]
    words = []
    for lang in ("en", "zh-Hant"):
        zh = lang == "zh-Hant"
        sep = "、" if zh else ", "
        space = "" if zh else " "
        souvenirs = sep.join(f"{SOUVENIR_INDEX[c].name[lang]}{space}"
                             f"({SOUVENIR_FAMILIES[SOUVENIR_INDEX[c].family][lang]})"
                             for c in pl.souvenirs)
        panoramas = sep.join(f"{SPACE_KINDS[t].zh if zh else t} {k}" for t, k in
                             zip(PANORAMAS, pl.panoramas, strict=True))
        springs = sep.join(str(v) for v in pl.springs) or "-"
        meals = sep.join(MEAL_INDEX[m].name[lang] for m in pl.meals)
        meetings = sep.join(ENCOUNTER_INDEX[e].name[lang] for e in pl.encounters)
        cards = sep.join(ACHIEVEMENT_INDEX[a].name[lang] for a in pl.achievements)
        who = f"{SEATS[seat][lang]}{space}({TRAVELLER_INDEX[pl.traveller].name})"
        if zh:
            words.append(f"{who}持有:紀念品 {souvenirs};全景畫 {panoramas};溫泉卡 {springs};"
                         f"膳食 {meals};邂逅 {meetings};寺廟上 {pl.temple} 塊錢;成就卡 {cards}。")
        else:
            words.append(f"{who} holds: souvenirs {souvenirs}; panorama sections {panoramas}; "
                         f"hot springs {springs}; meals {meals}; encounters {meetings}; "
                         f"{pl.temple} coins on the temple; achievement cards {cards}.")
    return T(*words)


def _temple_coins() -> T:
    """Everyone's coins on the temple at the end of the real game."""
    state = END.state(GAME)
    en = ", ".join(f"{SEATS[p]['en']} {pl.temple}" for p, pl in enumerate(state.players))
    zh = "、".join(f"{SEATS[p]['zh-Hant']} {pl.temple}" for p, pl in enumerate(state.players))
    return T(f"On the temple: {en} coins.", f"寺廟上:{zh} 塊錢。")


def _temple_first(seat: int) -> Test:
    """``seat`` has at least as many coins on the temple as anyone."""
    return lambda start, now: now.players[seat].temple == max(pl.temple for pl in now.players)


def _holder(achievement: str) -> Callable[[Any], int]:
    """The first seat holding ``achievement``."""
    return lambda s: next(p for p, pl in enumerate(s.players) if achievement in pl.achievements)


THE_END = Lesson(
    game="tokaido", number=7, slug="the-end-and-scoring",
    title=T("The end and scoring", "遊戲結束與計分"),
    minutes=25,
    objectives=(
        T("award the four end achievements, ties included", "頒發四張結束成就卡,包括平手的情況"),
        T("rank the temple donors and give their bonus", "排出寺廟捐獻的名次並給予獎勵"),
        T("fill in a whole score sheet and break a tie", "填寫完整的計分表,並判定平手"),
    ),
    steps=(
        Read(T(
            """
## Journey's end

> 「當所有人到達最後一個旅店後遊戲結束。玩家計算各自達成的成就獎勵」

The game ends when every traveller has reached Edo and had the chance to buy a last meal
(`tokaido.end.trigger`). Most points were scored along the way; now come four **end
achievements**, 3 points each (`tokaido.score.achievements`):

- **Gourmet** (美食成就): the highest total of the **printed** prices of one's meals; a free
  or discounted meal counts at its printed price (`tokaido.end.gourmet`);
- **Bather** (溫泉成就): the most hot spring cards (`tokaido.end.bather`);
- **Chatterbox** (邂逅成就): the most encounter cards; Chuubei's count, the card Yoshiyasu
  put back does not (`tokaido.end.chatterbox`);
- **Collector** (紀念品成就): the most souvenir cards; a Shokunin's counts
  (`tokaido.end.collector`).

> 「在獲得成就部分如果玩家有平手狀況,就當作同時都獲得成就卡跟給予分數。」

Every traveller tied for an achievement gets it, 3 points each
(`tokaido.end.achievement-ties`). If nobody holds a single card of the kind (no hot spring at
all, say), nobody gets it: the rules are silent and the tutor reads "the most" of nothing
as nobody (an assumption, `tokaido.end.no-qualifier`).

**Where the summary slips.** Under its heading 紀念品成就 (souvenir achievement), the summary
writes that the card goes to 「有最多邂垢卡的玩家」, the most *encounter* cards: the very words of
the Chatterbox line just above it, copied by mistake. Its own heading and the official rules
give Collector for souvenirs, and so does the tutor (`tokaido.end.collector`).

The next positions come from a real game recorded online, near its end; lesson 11 replays it
whole.
""",
            """
## 旅程結束

> 「當所有人到達最後一個旅店後遊戲結束。玩家計算各自達成的成就獎勵」

所有旅行者都到達江戶、並有機會買最後一份膳食後,遊戲結束(`tokaido.end.trigger`)。大部分分數在旅途中
已經得到;現在頒發四張**結束成就卡**,每張 3 分(`tokaido.score.achievements`):

- **美食成就**:膳食卡上**標示價錢**總和最高的玩家;免費或打折的膳食也以卡上價錢計算
  (`tokaido.end.gourmet`);
- **溫泉成就**:溫泉卡最多的玩家(`tokaido.end.bather`);
- **邂逅成就**:邂逅卡最多的玩家;Chuubei 在旅店得到的也算,Yoshiyasu 放回的那張不算
  (`tokaido.end.chatterbox`);
- **紀念品成就**:紀念品卡最多的玩家;職人給的也算(`tokaido.end.collector`)。

> 「在獲得成就部分如果玩家有平手狀況,就當作同時都獲得成就卡跟給予分數。」

平手的旅行者都獲得該成就,各得 3 分(`tokaido.end.achievement-ties`)。如果沒有任何人擁有那種卡
(例如沒有人有溫泉卡),就沒有人獲得:規則沒有說明,本教學把 0 張的「最多」讀成沒有人
(這是一個假設,`tokaido.end.no-qualifier`)。

**摘要的筆誤**。在「紀念品成就」的標題下,摘要寫這張卡給「有最多邂垢卡的玩家」,和上面邂逅成就那一行的
文字一模一樣,是抄錯了。它自己的標題和官方規則的紀念品成就算的都是紀念品卡,本教學也是
(`tokaido.end.collector`)。

接下來的局面來自一場線上對局紀錄接近結束的時候;第 11 課會完整重播這一局。
""")),
        Task(
            "gourmet",
            T("A real game, turn 84: Blue is the first to reach Edo and looks at the meals. Eat "
              "so that the Gourmet achievement is Blue's alone, whatever the others eat here.",
              "真實對局第 84 回合:藍方最先到達江戶,查看膳食卡。選一份膳食,讓美食成就只屬於藍方,"
              "不管其他人在這裡吃什麼。"),
            EDO_FIRST,
            Play(("eat sushi",), T("Then another traveller could still tie Blue for Gourmet.",
                                   "這樣還有其他旅行者可能和藍方並列美食成就。")),
            solution=("eat sushi",),
            hints=(T("Blue's meals so far are printed 3 + 3 + 2 = 8; Red's 7.",
                     "藍方目前的膳食卡上價錢是 3 + 3 + 2 = 8;紅方是 7。"),
                   T("If Blue leaves the 2-coin card, Red can take it and reach 9.",
                     "如果藍方留下兩塊錢的那張,紅方拿了就有 9。")),
            highlight=("eat sushi",),
            rules=("tokaido.end.gourmet", "tokaido.end.achievement-ties"),
            wrong="eat dango",
            explain={"eat dango": T("Blue would have 9, and Red could eat the Sushi and tie at "
                                    "9: a tie gives both the card.",
                                    "藍方會有 9,紅方吃壽司也是 9:平手兩人都拿到成就卡。"),
                     "no meal": T("No meal: 6 points lost, and Red could pass Blue.",
                                  "不吃:少了 6 分,紅方還可能超過藍方。")},
            success=T("10 for Blue: nobody else can reach it. That is what the real player ate.",
                      "藍方 10:沒有人追得上。真實對局中的玩家也是這樣吃的。"),
            viewer=0,
        ),
        Task(
            "collector",
            T("Turn 85: Yellow (Kinko, 3 coins) holds 3 souvenirs and Green 5. Buy so that "
              "Yellow shares the Collector achievement.",
              "第 85 回合:黃方(Kinko,三塊錢)有三張紀念品,綠方有五張。買紀念品,"
              "讓黃方也拿到紀念品成就。"),
            LAST_VILLAGE,
            Reach(lambda start, now: len(now.players[3].souvenirs) == 5,
                  T("Yellow needs as many souvenirs as Green.", "黃方需要和綠方一樣多的紀念品。")),
            solution=("buy sake+washi",),
            hints=(T("A tie for an achievement gives the card to both.", "成就平手,"
                                                                         "兩人都拿到成就卡。"),
                   T("Two cards fit in Yellow's 3 coins.", "黃方的三塊錢買得起兩張。")),
            highlight=("buy sake+washi",),
            rules=("tokaido.end.collector", "tokaido.end.achievement-ties"),
            wrong="buy sake+shamisen+washi", wrong_rule="tokaido.village.buy",
            explain={"buy shamisen": T("One card: Yellow would hold 4, one short of Green.",
                                       "一張:黃方會有四張,比綠方少一張。")},
            success=T("5 souvenirs each: Green and Yellow both take the Collector card. The real "
                      "player bought the same two.",
                      "各有五張:綠方和黃方都拿到紀念品成就。真實對局的玩家也買了這兩張。"),
            viewer=3,
        ),
        Read(T(
            """
## The temple ranking

> 「捐最多的額外+10分 第二名+7分 第三名+4分 其餘有捐錢的+2分」
> 「如果平手都會拿到分數,沒捐過就不會得到額外分數。」

The coins on the temple (donations, Miko's coins, Hirotada's extra ones) are ranked: the
most score **10**, the second most **7**, the third **4**, every other donor **2**, and a
traveller who gave nothing scores nothing. Tied travellers all get their rank's points,
and the **next amount takes the next rank** (`tokaido.end.temple-bonus`): 4, 4, 4 and 1
coins give 10, 10, 10 and 7.

> 「分數計算完畢後得分最高的玩家獲勝,平手的話則比成就卡數量。」

The most points wins (`tokaido.end.winner`); tied on points, the traveller with more
achievement cards wins (`tokaido.end.tie-break`). If even those are equal, the rules say no
more: the tutor lets them share the rank, as the online game does (an assumption,
`tokaido.end.shared-rank`).
""",
            """
## 寺廟排名

> 「捐最多的額外+10分 第二名+7分 第三名+4分 其餘有捐錢的+2分」
> 「如果平手都會拿到分數,沒捐過就不會得到額外分數。」

寺廟上的錢(自己捐的、巫女給的、Hirotada 多捐的)排出名次:最多的得 **10** 分,第二名 **7** 分,
第三名 **4** 分,其餘有捐錢的 **2** 分,完全沒捐的不得分。平手的都得到該名次的分數,**下一個數量取得
下一個名次**(`tokaido.end.temple-bonus`):四、四、四、一塊錢得 10、10、10、7 分。

> 「分數計算完畢後得分最高的玩家獲勝,平手的話則比成就卡數量。」

分數最高的玩家獲勝(`tokaido.end.winner`);分數相同時,成就卡較多的獲勝(`tokaido.end.tie-break`)。
如果連成就卡數也相同,規則沒有再說明:本教學讓他們共享名次,和線上遊戲一樣(這是一個假設,
`tokaido.end.shared-rank`)。
""")),
        Task(
            "temple-race",
            T("Turn 72: Blue has 1 coin and 3 coins on the temple; Red has 4 there. Climb to a "
              "share of first place on the temple.",
              "第 72 回合:藍方手上有一塊錢,寺廟上有三塊;紅方在寺廟上有四塊。"
              "爬到寺廟排名並列第一。"),
            TEMPLE_RACE,
            Reach(_temple_first(0),
                  T("Stop at a temple and give your coin.", "停在寺廟,把錢捐出去。"),
                  within=2),
            solution=("move 44", "donate 1"),
            hints=(T("Which temple is ahead of Blue before the last inn?",
                     "在最後一個旅店之前,藍方前方有哪個寺廟?"),
                   T("Red stands on the temple 44, a double stop: with four players the side "
                     "place is free.",
                     "紅方停在位置 44 的寺廟,那是雙格位置:四人遊戲時第二個空位還空著。")),
            highlight=("move 44",),
            rules=("tokaido.end.temple-bonus", "tokaido.move.double-spaces"),
            wrong="move 46",
            explain={"move 46": T("A village: Blue's coin would buy a souvenir, not a place on "
                                  "the temple.", "村莊:藍方的錢會拿去買紀念品,而不是放到寺廟上。")},
            success=T("4 coins each for Blue and Red: both will score 10. The real player did "
                      "just that.",
                      "藍方和紅方各四塊錢:兩人都會得 10 分。真實對局的玩家正是這樣做的。"),
        ),
        FillSheet("final-sheet", END, T(
            f"The end of the real game. Blue and Yellow both finish on 80 points: fill in their "
            f"two columns, then press Check. {_holdings(0)['en']} {_holdings(3)['en']} "
            f"{_temple_coins()['en']}",
            f"真實對局的結局。藍方和黃方都是 80 分:填寫他們兩欄,再按「檢查」。"
            f"{_holdings(0)['zh-Hant']}{_holdings(3)['zh-Hant']}{_temple_coins()['zh-Hant']}"),
            rules=("tokaido.souvenir.sets", "tokaido.panorama.next-section",
                   "tokaido.hotspring.card", "tokaido.inn.one-meal", "tokaido.temple.donate",
                   "tokaido.score.achievements", "tokaido.end.temple-bonus"),
            seats=(0, 3)),
        Quiz((
            Choose("q-tie", T("Blue and Yellow both have 80 points. Who ranks higher?",
                              "藍方和黃方都是 80 分。誰的名次比較高?"),
                   (T("Blue", "藍方"), T("Yellow", "黃方"), T("they share the rank", "共享名次")),
                   lambda s: 0 if s.ranks()[0] < s.ranks()[3] else (
                       1 if s.ranks()[3] < s.ranks()[0] else 2),
                   T("Tied on points, more achievement cards wins: Yellow holds 3, Blue 2.",
                     "分數相同比成就卡:黃方 3 張,藍方 2 張。"),
                   rules=("tokaido.end.tie-break", "tokaido.end.winner"), position=END,
                   picture=False),
            HowMany("q-green-bonus", T("On the temple Blue and Red have 4 coins, Green and "
                                       "Yellow 3. How many ranking points does Green score?",
                                       "寺廟上藍方和紅方各有四塊錢,綠方和黃方各三塊。"
                                       "綠方的寺廟排名得幾分?"),
                    END, lambda s: s.players[2].points[BONUS],
                    T("Two tie for first (10 each); 3 coins is the next amount, so second: 7.",
                      "兩人並列第一(各 10 分);三塊錢是下一個數量,所以是第二名:7 分。"),
                    rules=("tokaido.end.temple-bonus",), picture=False),
            HowMany("q-gourmet", T("What is Blue's Gourmet total: the printed prices of his "
                                   "four meals?", "藍方的美食總額是多少:他四份膳食卡上的價錢總和?"),
                    END, lambda s: s.players[0].gourmet(),
                    T("Tai Meshi 3, Fugu 3, Yakitori 2, Sushi 2.", "鯛魚飯 3、河豚 3、烤雞串 2、"
                                                                   "壽司 2。"),
                    rules=("tokaido.end.gourmet",)),
            Choose("q-bather", T("At the end Blue holds five hot spring cards, Red three, "
                                 "Green one and Yellow none. Who takes the Bather card?",
                                 "結束時藍方有五張溫泉卡,紅方三張,綠方一張,黃方沒有。"
                                 "誰拿到溫泉成就?"),
                   tuple(SEATS[:4]), _holder("bather"),
                   T("The most hot spring cards, whatever they are worth.",
                     "溫泉卡張數最多的人,不論每張值幾分。"),
                   rules=("tokaido.end.bather",), position=END, picture=False),
            Choose("q-chatterbox", T("Blue met one person, Red four, Yellow two; Green, Chuubei, "
                                     "met three on the road and two more at inns. Who takes "
                                     "the Chatterbox card?",
                                     "藍方邂逅一個人,紅方四個,黃方兩個;綠方(Chuubei)在路上邂逅三個,"
                                     "在旅店又邂逅兩個。誰拿到邂逅成就?"),
                   tuple(SEATS[:4]), _holder("chatterbox"),
                   T("Chuubei's encounters at the inns count: Green holds five cards.",
                     "Chuubei 在旅店的邂逅也算:綠方有五張。"),
                   rules=("tokaido.end.chatterbox", "tokaido.traveller.chuubei"), position=END,
                   picture=False),
            Choose("q-collector", T("The Chinese summary gives the Collector achievement for the "
                                    "most encounter cards. What does it count in the official "
                                    "rules and in the tutor?",
                                    "中文摘要說紀念品成就給邂逅卡最多的人。"
                                    "官方規則和本教學算的是什麼?"),
                   (T("souvenir cards", "紀念品卡"), T("encounter cards", "邂逅卡"),
                    T("coins left", "剩下的錢")),
                   0, T("A slip in the summary: its Collector line repeats Chatterbox's.",
                        "摘要的筆誤:它的紀念品成就那一行重覆了邂逅成就的文字。"),
                   rules=("tokaido.end.collector",)),
            Choose("q-end", T("When does the game end?", "遊戲什麼時候結束?"),
                   (T("when every traveller has reached Edo and had the chance to eat there",
                      "所有旅行者都到達江戶,並有機會在那裡用餐之後"),
                    T("as soon as the first traveller reaches Edo", "第一位旅行者到達江戶時"),
                    T("when a deck runs out", "有牌堆用完時")),
                   0, T("Edo is the last inn: everyone waits there and may buy a meal.",
                        "江戶是最後一個旅店:大家在那裡等待,也可以買膳食。"),
                   rules=("tokaido.end.trigger",)),
        )),
    ),
    recap=T("At Edo come four achievements (Gourmet by printed price, Bather, Chatterbox, "
            "Collector; ties all score) and the temple ranking (10, 7, 4, 2; ties share, the "
            "next amount takes the next rank). The most points wins; then more achievement "
            "cards.",
            "到了江戶頒發四張成就卡(美食以卡上價錢計、溫泉、邂逅、紀念品;平手都得分),再加上寺廟排名"
            "(10、7、4、2;平手都得,下一個數量取得下一個名次)。分數最高的獲勝;同分比成就卡數。"),
    mistakes=(T("Counting Kinko's or Satsuki's meals at the price paid for Gourmet.",
                "計算美食成就時,用 Kinko 或 Satsuki 實際付的錢。"),
              T("Skipping a rank after a tie at the temple (10, 10, 4 instead of 10, 10, 7).",
                "寺廟平手後跳過名次(10、10、4,而不是 10、10、7)。"),
              T("Following the summary's Collector line and counting encounter cards.",
                "照摘要的紀念品成就那一行去數邂逅卡。")),
)


# == Lesson 8: a what-if explorer =================================================================

SECOND_INN_EXIT = real(46)
"""The real game, turn 46: everyone has eaten at the second inn and Blue, the last to arrive,
leaves first."""

EXPLORER = Lesson(
    game="tokaido", number=8, slug="what-if-explorer",
    title=T("What-if explorer: where to stop next", "探索:下一步停在哪裡"),
    minutes=15,
    objectives=(
        T("compare two stops by the games that follow them", "用之後的對局比較兩個停留位置"),
        T("weigh the points of a stop against the moves it gives the others",
          "權衡一個位置的分數,以及它讓別人多走幾步"),
    ),
    steps=(
        Read(T(
            """
## Predict, then see

Where should you stop next? A stop's points are only half of the answer: how far you jump
decides how many stops the others make before you move again, and what you collect now
decides which achievements you can still win.

Choose a position and two destinations, A and B. Predict which ends better for the
traveller who moves; then press *Reveal*. Bots play the rest of the journey many times
after each move, and two charts show what happened: how the final margin (the mover's total
minus the best other total) is spread, and the mover's average points on each line of the
score sheet. The positions come from the earlier lessons and from the real game of lesson
11; you can also paste the position code shown under any board.

A few games between simple bots are a hint, not a proof: raise the number of games before
you trust a small difference.
""",
            """
## 先預測,再揭曉

下一步該停在哪裡?位置的分數只是答案的一半:跳多遠決定了你再次移動之前別人能停幾次;現在收集什麼,
決定了你還能拿到哪些成就。

選一個局面和兩個目的地 A 與 B。預測哪一個最後對移動的旅行者比較有利,然後按「揭曉」。電腦會在每個
走法之後把旅程走完很多次,兩張圖顯示結果:最後的領先分數(移動者的總分減去其他人的最高總分)怎麼分布,
以及移動者在計分表每一行的平均分數。局面來自前面的課程和第 11 課的真實對局;你也可以貼上任何棋盤下方
顯示的局面代碼。

簡單電腦之間的少數幾局只是參考,不是證明:差距很小時,先增加局數再相信它。
""")),
        Explore("explore", (
            (T("Kyoto: Green leaves first (lesson 1)", "京都:綠方先出發(第 1 課)"), START3),
            (T("Four players: Yellow at Kyoto (lesson 2)", "四人:黃方在京都(第 2 課)"), DOUBLES),
            (T("Blue leaves the second inn (lesson 4)", "藍方離開第二個旅店(第 4 課)"), TWO_INNS),
            (T("A real game, turn 46: Blue leaves the second inn",
               "真實對局第 46 回合:藍方離開第二個旅店"), SECOND_INN_EXIT),
            (T("A real game, turn 72: Blue has 1 coin (lesson 7)",
               "真實對局第 72 回合:藍方只有一塊錢(第 7 課)"), TEMPLE_RACE),
        )),
        Quiz((
            HowMany("q-now", T("In the real game at turn 72, Blue stops at the temple 44 and "
                               "gives his coin. How many points does that score at once?",
                               "真實對局第 72 回合,藍方停在位置 44 的寺廟捐出一塊錢。"
                               "這立刻得幾分?"),
                    TEMPLE_RACE, _gain_after(0, ("move 44", "donate 1")),
                    T("One point now; the share of first place on the temple is worth 10 at "
                      "the end, which is what the explorer's games show.",
                      "現在 1 分;但寺廟並列第一在結束時值 10 分,探索工具的對局會顯示這一點。"),
                    rules=("tokaido.temple.donate",), picture=False),
            HowMany("q-options", T("At turn 46 of the real game, how many stops may Blue choose "
                                   "from?", "真實對局第 46 回合,藍方有幾個位置可以選?"),
                    SECOND_INN_EXIT, lambda s: len(s.legal_actions()),
                    T("Every stop of the third stretch, up to its inn: nobody is on the road "
                      "yet.", "第三段到旅店為止的每個位置:路上還沒有人。"),
                    rules=("tokaido.move.free-space", "tokaido.move.no-passing-inn")),
            Choose("q-jump", T("Blue jumps from Kyoto straight to the first inn. What does that "
                               "give the others?",
                               "藍方從京都直接跳到第一個旅店。這給了其他人什麼?"),
                   (T("many stops in a row before Blue moves again",
                      "在藍方再次移動前連續停好幾個位置"),
                    T("nothing: turns go round in seat order", "沒有:還是依座位順序輪流"),
                    T("they must follow Blue to the inn at once", "他們必須立刻跟著藍方到旅店")),
                   0, T("The last traveller always moves: the others move again and again, "
                        "until they too reach the inn.",
                        "永遠是最後面的人移動:其他人會一直移動,直到他們也到達旅店。"),
                   rules=("tokaido.move.rearmost",)),
        )),
    ),
    recap=T("Judge a stop by what follows it: the points, the coins and cards it brings, and "
            "the moves it gives the others. Trust a difference only when enough games show it.",
            "用之後的發展判斷一個位置:它帶來的分數、錢和卡片,以及它讓別人多走的步數。"
            "只有足夠多的對局"
            "都顯示出差距時才相信它。"),
    mistakes=(T("Always taking the stop that scores most at once.", "總是選立刻得分最多的位置。"),
              T("Trusting a difference seen in a handful of games.", "只看幾局就相信差距。")),
)


# == Lesson 9: two players and the neutral traveller ==============================================

NEUTRAL_LAST = trip(("kinko", "satsuki"), "1,2,N", "move 8\nmove 5")
"""Two players: Blue on 8, Red on 5, the neutral traveller still at Kyoto; Blue, ahead, moves
it."""

RED_BROKE = trip(("kinko", "satsuki"), "2,1,N", """
    move 2; reveal koma; reveal gofu; reveal hashi; buy gofu+koma   # Red spends her 2 coins
    move 12                  # Blue: the sea
""")
"""Red (Satsuki) on 2 with no coin; Blue ahead on 12 moves the neutral traveller."""

BOTH_AT_INN = trip(("kinko", "zenemon"), "1,2,N", """
    move 15; meal dango; meal sushi; meal tofu; eat dango   # Blue, first: 3 meals
    move 15; eat sushi       # Red
""")
"""Both players wait at the first inn, the Tofu left; the neutral traveller is still at
Kyoto."""

TWO_PLAYERS = Lesson(
    game="tokaido", number=9, slug="two-players-neutral-traveller",
    title=T("Two players: the neutral traveller", "兩人遊戲:中立旅行者"),
    minutes=15,
    objectives=(
        T("move the neutral traveller when it is last", "中立旅行者在最後面時移動它"),
        T("say what the neutral traveller does at temples and inns",
          "說出中立旅行者在寺廟和旅店做什麼"),
        T("use it to block the other player", "用它阻擋對手"),
    ),
    steps=(
        Read(T(
            """
## A third, neutral traveller

The Chinese summary ends: 「遊戲中另外有二人特殊規則,不過我懶的翻」 (the game has special
rules for two players, but I was too lazy to translate them). So the neutral traveller
comes from the official rulebook alone.

With two players a third, **neutral traveller** joins the random queue at Kyoto
(`tokaido.neutral.setup`). Like everyone, it moves when it is the last traveller; the player
whose traveller is **ahead** moves it (`tokaido.neutral.moves`). On the board its moves are
written `move neutral 8`.

It takes no cards, coins or points (`tokaido.neutral.effects`), with two exceptions:

- at a **temple** the bank puts a coin on its place, and at the end it takes part in the
  temple ranking: it can push both players down;
- at an **inn** one of the meal cards laid out is discarded at random, under the deck,
  unseen.

Two readings are the tutor's own (assumptions): the neutral traveller may stop on any free
stop, even a village or a temple, since it needs no coin, and when both players wait at an
inn the first to arrive counts as ahead (`tokaido.neutral.stops`).

**Meals with two players.** The rule is the same as at any table, 「抽取玩家人數+1張數的膳食卡」:
the first arrival at an inn draws the number of players + 1, that is **3** cards; the neutral
traveller is not a player and does not count. With the Gastronomy variant (lesson 10) they
draw 2. A description of the online game says it counts the neutral traveller and draws 4
(3 with Gastronomy); no recorded game could check it, and the tutor follows the rulebook.
The option `two_player_meals="travellers"` plays that other reading
(`tokaido.inn.meals-2p`).
""",
            """
## 第三位:中立旅行者

中文摘要的結尾寫著:「遊戲中另外有二人特殊規則,不過我懶的翻」。所以中立旅行者的規則只來自官方規則書。

兩人遊戲時,第三位**中立旅行者**加入京都的隨機隊伍(`tokaido.neutral.setup`)。它和大家一樣,在最後面
時移動;由旅行者位置**最前面**的玩家替它移動(`tokaido.neutral.moves`)。在版圖上它的移動
寫成 `move neutral 8`。

它不拿任何卡片、錢或分數(`tokaido.neutral.effects`),只有兩個例外:

- 停在**寺廟**時,銀行放一塊錢在它的區域,遊戲結束時它也參加寺廟排名:它可能把兩位玩家都擠下去;
- 停在**旅店**時,從擺出的膳食卡中隨機棄掉一張,不公開地塞回牌堆底部。

有兩種讀法是本教學自己的(假設):中立旅行者可以停在任何空的位置,包括村莊和寺廟,因為它不需要錢;兩位
玩家都在旅店等待時,先到的算在前面(`tokaido.neutral.stops`)。

**兩人遊戲的膳食**。規則和任何人數時一樣:「抽取玩家人數+1張數的膳食卡」:最先到達旅店的人抽
玩家人數 +1,也就是 **3** 張;中立旅行者不是玩家,不算在內。使用美食變體(第 10 課)時是 2 張。一份
線上遊戲的說明說它把中立旅行者也算進去,抽 4 張(美食變體 3 張);沒有對局紀錄能驗證,本教學依照規則書。
選項 `two_player_meals="travellers"` 使用那種讀法(`tokaido.inn.meals-2p`)。
""")),
        Task(
            "neutral-temple",
            T("The neutral traveller is last, and Blue, ahead, moves it. Put a coin on the "
              "temple for it.",
              "中立旅行者在最後面,位置在前的藍方替它移動。讓它在寺廟上得到一塊錢。"),
            NEUTRAL_LAST,
            Reach(lambda start, now: now.neutral_temple > start.neutral_temple,
                  T("Only a temple gives the neutral traveller a coin.",
                    "只有寺廟會給中立旅行者錢。")),
            solution=("move neutral 3",),
            hints=(T("Where does the neutral traveller gain anything?", "中立旅行者在哪裡會得到東西"
                                                                        "?"),
                   T("At a temple the bank puts a coin on its place.",
                     "在寺廟,銀行放一塊錢在它的區域。")),
            highlight=("move neutral 3", "move neutral 10"),
            rules=("tokaido.neutral.moves", "tokaido.neutral.effects"),
            wrong="move 3", wrong_rule="tokaido.neutral.moves",
            success=T("A coin on the temple for the neutral traveller: it now competes in the "
                      "temple ranking.", "中立旅行者在寺廟上有一塊錢:它現在也參加寺廟排名了。"),
        ),
        Task(
            "block",
            T("Red (Satsuki) has spent every coin. Blue moves the neutral traveller: stop it "
              "where it keeps Red from a sure source of coins.",
              "紅方(Satsuki)花光了錢。藍方移動中立旅行者:讓它停在能擋住紅方穩定賺錢來源的位置。"),
            RED_BROKE,
            Play(("move neutral 8",), T("Red could still earn coins for sure somewhere ahead.",
                                        "紅方在前面還有穩定賺錢的地方。")),
            solution=("move neutral 8",),
            hints=(T("Which stop gives coins whatever happens?", "哪一種位置一定會給錢?"),
                   T("There is one farm before the first inn; with two players a double stop "
                     "holds one traveller.",
                     "第一個旅店之前只有一個農田;兩人遊戲時雙格位置只能容納一位旅行者。")),
            highlight=("move neutral 8",),
            rules=("tokaido.neutral.moves", "tokaido.farm.coins", "tokaido.move.double-spaces"),
            wrong="move neutral 4",
            explain={"move neutral 4": T("An encounter gives coins only with a Kuge card.",
                                         "邂逅只有抽到公家才給錢。"),
                     "move neutral 11": T("An encounter gives coins only with a Kuge card.",
                                          "邂逅只有抽到公家才給錢。")},
            success=T("The farm is taken: with no coin Red cannot stop at villages or temples "
                      "either, and must hope for a Kuge.",
                      "農田被佔了:沒有錢的紅方也不能停村莊或寺廟,只能希望遇到公家。"),
        ),
        Task(
            "neutral-inn",
            T("Both players wait at the first inn and the neutral traveller is last. Blue, who "
              "arrived first, counts as ahead and moves it: bring it to the inn, so that the "
              "journey goes on.",
              "兩位玩家都在第一個旅店等待,中立旅行者在最後面。先到的藍方算在前面,由他移動它:"
              "把它帶到旅店,讓旅程繼續。"),
            BOTH_AT_INN,
            Reach(lambda start, now: now.position(2) == 15,
                  T("Everyone waits at the inn until the neutral traveller arrives too.",
                    "大家都在旅店等,直到中立旅行者也到達。")),
            solution=("move neutral 15",),
            hints=(T("Nobody passes an inn, the neutral traveller included.",
                     "沒有人能越過旅店,中立旅行者也一樣。"),
                   T("At the inn it discards one of the meals left, at random.",
                     "到了旅店,它會從剩下的膳食中隨機棄掉一張。")),
            highlight=("move neutral 15",),
            rules=("tokaido.neutral.stops", "tokaido.neutral.effects",
                   "tokaido.move.no-passing-inn"),
            wrong="move neutral 16", wrong_rule="tokaido.move.no-passing-inn",
            success=T("Of the three meals, Blue and Red ate two; the neutral traveller discards "
                      "the last one, unseen, and the journey goes on.",
                      "三張膳食中藍方和紅方吃了兩張;中立旅行者不公開地棄掉最後一張,旅程繼續。"),
        ),
        Quiz((
            Choose("q-mover", T("Blue is on 8, Red on 5, the neutral traveller at Kyoto. Who "
                                "moves the neutral traveller?",
                                "藍方在位置 8,紅方在位置 5,中立旅行者在京都。誰替中立旅行者移動?"),
                   (T("Blue", "藍方"), T("Red", "紅方"), T("it moves by itself", "它自己移動")),
                   lambda s: s.actor,
                   T("The player whose traveller is ahead.", "旅行者位置在前面的玩家。"),
                   rules=("tokaido.neutral.moves",), position=NEUTRAL_LAST, picture=False),
            LegalOrNot("q-neutral-village", NEUTRAL_LAST, "move neutral 9",
                       rules=("tokaido.neutral.stops",),
                       note=T("The neutral traveller needs no coin to stop at a village.",
                              "中立旅行者停在村莊不需要錢。")),
            HowMany("q-neutral-coin", T("Blue moves the neutral traveller to the temple 3. How "
                                        "many coins does it then have on the temple?",
                                        "藍方把中立旅行者移到位置 3 的寺廟。"
                                        "之後它在寺廟上有幾塊錢?"),
                    NEUTRAL_LAST, lambda s: s.apply("move neutral 3").neutral_temple,
                    T("One coin from the bank at each temple stop.", "每次停在寺廟,銀行給一塊錢。"),
                    rules=("tokaido.neutral.effects",)),
            HowMany("q-meals", T("In a 2-player game, how many meal cards does the first "
                                 "arrival at an inn draw?",
                                 "兩人遊戲時,最先到達旅店的人抽幾張膳食卡?"),
                    NEUTRAL_LAST, lambda s: s.meal_count(),
                    T("Two players and one more card: the neutral traveller is not a player "
                      "(the option `two_player_meals='travellers'` counts it and draws 4).",
                      "兩位玩家再加一張:中立旅行者不是玩家(選項 "
                      "`two_player_meals='travellers'` 把它算進去,抽 4 張)。"),
                    rules=("tokaido.inn.meals-2p", "tokaido.inn.meal-draw"), picture=False),
            Choose("q-start", T("Where does the neutral traveller start?", "中立旅行者從哪裡出發?"),
                   (T("at Kyoto, in the random queue with the others", "在京都,"
                                                                       "和其他人一起排在隨機隊伍"
                                                                       "裡"),
                    T("at Kyoto, always last to leave", "在京都,永遠最後出發"),
                    T("at the first inn", "在第一個旅店")),
                   0, T("Its place in the queue is drawn with the others'.",
                        "它在隊伍裡的位置和其他人一起隨機決定。"),
                   rules=("tokaido.neutral.setup",)),
        )),
    ),
    recap=T("With two players a neutral traveller joins the queue; when it is last, the player "
            "ahead moves it. It gains nothing but a temple coin at temples (it takes part in the "
            "ranking) and discards a random meal at inns: a blocker to use.",
            "兩人遊戲時加入一位中立旅行者;它在最後面時,由位置在前的玩家替它移動。它什麼都不拿,"
            "只在寺廟"
            "得到一塊錢(參加排名),在旅店隨機棄掉一張膳食:可以拿來阻擋對手。"),
    mistakes=(T("Letting the player behind move the neutral traveller.",
                "讓位置在後的玩家替中立旅行者移動。"),
              T("Forgetting the neutral traveller's coins in the temple ranking.",
                "計算寺廟排名時忘了中立旅行者的錢。")),
)


# == Lesson 10: the variants ======================================================================

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

VARIANTS = Lesson(
    game="tokaido", number=10, slug="variants",
    title=T("The variants", "變體"),
    minutes=15,
    objectives=(
        T("play the Initiatory Journey, the Return Trip, Gastronomy and Preparations",
          "進行啟蒙之旅、回程、美食和準備四種變體"),
        T("combine them as options of a new game", "把它們當成新遊戲的選項組合使用"),
    ),
    steps=(
        Read(T(
            """
## Four variants, to combine at will

> 「這些變體可以隨玩家意願混用。」

The rulebook's four variants may be combined, with any number of players. In the tutor each
is an option of a new game, such as `tokaido.new_game(players=3, gastronomy=True)`:

- **Initiatory Journey** (啟蒙之旅, `initiatory=True`): 「玩家起始獲得七塊錢。不使用旅行者能力。」
  No traveller tiles, no abilities; everyone starts with 7 coins
  (`tokaido.variant.initiatory`).
- **Return Trip** (回程, `return_trip=True`): 「玩家反過來進行遊戲」: from Edo back to Kyoto,
  the same road the other way; Kyoto becomes the last inn (`tokaido.variant.return-trip`).
- **Gastronomy** (美食, `gastronomy=True`): 「到達旅店時只抽取如同玩家人數的膳食卡」: the first
  arrival at an inn draws as many meal cards as there are players, not one more
  (`tokaido.variant.gastronomy`); with two players, 2 (`tokaido.inn.meals-2p`). On the
  online game it is an option, used at about a third of the tables by one public count; the
  recorded games the tutor replays (lesson 11) were all played with it.
- **Preparations** (準備, `preparations=True`): starting coins are adjusted by the order of
  departure; the travellers are chosen before the queue is drawn
  (`tokaido.variant.preparations`). With four players the first to leave has 1 coin less,
  the second no change, the third 1 more, the last 2 more.

**Where the sources differ.** For Preparations the summary gives one list, from the front
of the queue (who leaves last): 「排在最上面的玩家起始+2塊錢……排第五位的玩家起始-1塊錢」, that is
+2, +1, 0, −1, −1. It agrees with the rulebook for 4 and 5 players. For 2 and 3 players the
rulebook shows its rows only in a picture; the tutor takes them from a fan's engine (−1, +1
and −1, 0, +1 in departure order), which add up to about nothing as the 4-player row does,
while the summary's list would give only gains. It is an assumption, and the option
`preparations_rows="summary"` plays the summary's reading
(`tokaido.variant.preparations-table`).
""",
            """
## 四種變體,可以隨意組合

> 「這些變體可以隨玩家意願混用。」

規則書的四種變體可以任意組合,任何人數都能用。在本教學裡,每種變體都是新遊戲的選項,
例如 `tokaido.new_game(players=3, gastronomy=True)`:

- **啟蒙之旅**(`initiatory=True`):「玩家起始獲得七塊錢。不使用旅行者能力。」不用旅行者板塊,
  沒有能力;每人起始七塊錢(`tokaido.variant.initiatory`)。
- **回程**(`return_trip=True`):「玩家反過來進行遊戲」:從江戶走回京都,同一條路反方向;京都成為最後
  一個旅店(`tokaido.variant.return-trip`)。
- **美食**(`gastronomy=True`):「到達旅店時只抽取如同玩家人數的膳食卡」:最先到達旅店的人只抽和玩家
  人數相同的膳食卡,不再 +1(`tokaido.variant.gastronomy`);兩人遊戲是 2 張(`tokaido.inn.meals-2p`)。
  在線上遊戲它是一個選項,依一份公開的統計,大約三分之一的牌桌使用;本教學重播的對局紀錄(第 11 課)
  都是用它玩的。
- **準備**(`preparations=True`):依出發順序調整起始金錢;先選好旅行者,再決定隊伍順序
  (`tokaido.variant.preparations`)。四人時第一個出發的少一塊錢,第二個不變,第三個多一塊,最後出發的
  多兩塊。

**來源不同的地方**。準備變體摘要只給一組數字,從隊伍最前面(最後出發)算起:「排在最上面的玩家起始+2
塊錢……排第五位的玩家起始-1塊錢」,也就是 +2、+1、0、−1、−1。4 人和 5 人時和規則書相同。2 人和 3 人
時規則書只用圖片表示;本教學採用一個粉絲引擎的數字(依出發順序 −1、+1 與 −1、0、+1),總和接近零,
和 4 人的規則一樣;摘要的清單在人數少時只會加錢。這是一個假設,選項 `preparations_rows="summary"` 使用
摘要的讀法(`tokaido.variant.preparations-table`)。
""")),
        Task(
            "initiatory",
            T("Initiatory Journey: no traveller tiles, 7 coins each. Blue is at the first "
              "village: score as many points as you can here.",
              "啟蒙之旅:不用旅行者板塊,每人七塊錢。藍方在第一個村莊:在這裡盡量多得分。"),
            FIRST_STEPS,
            Reach(_gained(0, _points(SOUV), 9),
                  T("Blue's 7 coins can buy more than that.", "藍方的七塊錢能買更多。")),
            solution=("buy koma+sake+shamisen",),
            hints=(T("The three cards cost 1 + 2 + 3.", "三張共要 1 + 2 + 3 塊錢。"),
                   T("Three families: 1 + 3 + 5 points.", "三種類型:1 + 3 + 5 分。")),
            highlight=("buy koma+sake+shamisen",),
            rules=("tokaido.variant.initiatory", "tokaido.souvenir.sets"),
            wrong="buy sake+shamisen",
            explain={"buy sake+shamisen": T("Two cards: 4 points; Blue can afford the third.",
                                            "兩張:4 分;藍方付得起第三張。")},
            success=T("9 points: 7 coins go a long way on the first stretch.",
                      "9 分:七塊錢在第一段路上很好用。"),
            viewer=0,
        ),
        Task(
            "return-trip",
            T("Return Trip: the travellers leave Edo for Kyoto, and Blue leaves first. Go as far "
              "as the rules allow.",
              "回程:旅行者從江戶走向京都,藍方先出發。在規則允許的範圍內走到最遠。"),
            RETURN,
            Reach(_at(0, 42), T("Blue could go farther than that.", "藍方可以走得更遠。")),
            solution=("move 42",),
            hints=(T("On the Return Trip the road runs backwards, from 55 down to 1.",
                     "回程時道路反過來走,從 55 走到 1。"),
                   T("Nobody passes an inn: which inn comes first from Edo?",
                     "沒有人能越過旅店:從江戶出發,第一個遇到的是哪個旅店?")),
            highlight=("move 42",),
            rules=("tokaido.variant.return-trip", "tokaido.move.no-passing-inn"),
            wrong="move 28", wrong_rule="tokaido.move.no-passing-inn",
            success=T("The third inn, 42, is the first on the way back.",
                      "第三個旅店(42)是回程的第一個旅店。"),
        ),
        Task(
            "gastronomy",
            T("Gastronomy, three players: Blue is first at the inn and sees only three meals. "
              "Red, with a single coin, is still to come: eat a meal and leave one Red can pay "
              "for.",
              "美食變體,三人遊戲:藍方最先到達旅店,只看到三張膳食卡。只有一塊錢的紅方還沒到:"
              "吃一份膳食,"
              "並留下一張紅方付得起的。"),
            SCARCE,
            Reach(lambda start, now: len(now.players[0].meals) == 1 and "dango" in now.layout,
                  T("Red could not pay for any meal left.", "剩下的膳食紅方都付不起。")),
            solution=("eat sushi",),
            hints=(T("Red can pay only for a 1-coin meal.", "紅方只付得起一塊錢的膳食。"),
                   T("Leave the Dango.", "留下糰子。")),
            highlight=("eat sushi", "eat fugu"),
            rules=("tokaido.variant.gastronomy", "tokaido.inn.meal-draw"),
            wrong="eat dango",
            explain={"eat dango": T("Then only 2- and 3-coin meals are left for Red's single "
                                    "coin.", "那樣剩下的都是兩塊和三塊錢的膳食,紅方只有一塊錢。"),
                     "no meal": T("Blue may eat: a meal is 6 points.",
                                  "藍方可以吃:一份膳食 6 分。")},
            success=T("With one card fewer, what you take decides what is left for the others.",
                      "少了一張牌,你拿走什麼就決定了別人剩下什麼。"),
            viewer=0,
        ),
        Quiz((
            HowMany("q-initiatory", T("Initiatory Journey: how many coins does Red start with?",
                                      "啟蒙之旅:紅方起始有幾塊錢?"),
                    FIRST_STEPS, lambda s: s.players[1].coins,
                    T("Everyone starts with 7 coins.", "每人起始七塊錢。"),
                    rules=("tokaido.variant.initiatory",), picture=False),
            LegalOrNot("q-no-tile", FIRST_STEPS, "choose kinko",
                       rules=("tokaido.variant.initiatory",),
                       note=T("The Initiatory Journey has no traveller tiles to choose.",
                              "啟蒙之旅沒有旅行者板塊可選。")),
            HowMany("q-gastronomy", T("Gastronomy with four players: how many meal cards does "
                                      "the first arrival at an inn draw?",
                                      "四人的美食變體:最先到達旅店的人抽幾張膳食卡?"),
                    Position(DOUBLES.moves, players=4, options={"gastronomy": True}),
                    lambda s: s.meal_count(),
                    T("As many as there are players.", "和玩家人數相同。"),
                    rules=("tokaido.variant.gastronomy",), picture=False),
            HowMany("q-first-leaves", T("Preparations, four players: Blue (Kinko, 7 coins) leaves "
                                        "first. How many coins does he start with?",
                                        "準備變體,四人:藍方(Kinko,七塊錢)第一個出發。"
                                        "他起始有幾塊錢?"),
                    PREPARED, lambda s: s.players[0].coins,
                    T("The first to leave has 1 coin less.", "第一個出發的少一塊錢。"),
                    rules=("tokaido.variant.preparations",), picture=False),
            HowMany("q-last-leaves", T("Same game: Yellow (Hirotada, 8 coins) leaves last. How "
                                       "many coins does he start with?",
                                       "同一局:黃方(Hirotada,八塊錢)最後出發。他起始有幾塊錢?"),
                    PREPARED, lambda s: s.players[3].coins,
                    T("The last to leave has 2 coins more.", "最後出發的多兩塊錢。"),
                    rules=("tokaido.variant.preparations", "tokaido.setup.purse"), picture=False),
            HowMany("q-return-inns", T("On the Return Trip, at which board number is the last "
                                       "inn?", "回程時,最後一個旅店在版圖上的編號是多少?"),
                    RETURN, lambda s: s.route.number(len(s.route.spaces)),
                    T("Kyoto, number 1, becomes the end of the journey.",
                      "京都(編號 1)成為旅程的終點。"),
                    rules=("tokaido.variant.return-trip",), picture=False),
        )),
    ),
    recap=T("Initiatory Journey: no tiles, 7 coins each. Return Trip: Edo to Kyoto. "
            "Gastronomy: players' number of meals at an inn. Preparations: coins adjusted by "
            "departure order. All combine.",
            "啟蒙之旅:沒有板塊,每人七塊錢。回程:從江戶到京都。美食:旅店只擺出和玩家人數相同的膳食。"
            "準備:依出發順序調整錢。全部可以組合。"),
    mistakes=(T("Keeping traveller abilities in the Initiatory Journey.", "啟蒙之旅仍然使用旅行者能"
                                                                          "力。"),
              T("Applying the Preparations adjustment before the travellers are chosen.",
                "在選旅行者之前就套用準備變體的調整。")),
)


# == Lesson 11: a real game, turn by turn ==========================================================


def _turns(first: int, last: int) -> str:
    """The recorded actions of turns ``first`` to ``last`` (1 to 88), one per line."""
    starts = recorded.TURN_STARTS
    end = starts[last] if last < len(starts) else len(recorded.ACTIONS)
    return "\n".join(recorded.ACTIONS[starts[first - 1]:end])


def _recorded_move(turn: int) -> str:
    """The move the real player made at ``turn``."""
    return recorded.ACTIONS[recorded.TURN_STARTS[turn - 1]]


def _record_answer(turn: int, choices: tuple[str, ...]) -> Callable[[Any], int]:
    """A question's answer from the record: which of ``choices`` was played at ``turn``."""
    return lambda state: choices.index(_recorded_move(turn))


KEEP_ONE = real(31, "move 21; encounter samurai; encounter annaibito-sea")
"""Turn 31: Blue (Yoshiyasu) drew a Samurai and an Annaibito showing the sea."""

BLUE_BROKE = real(73)
"""Turn 73: Blue, with no coin, on the temple 44 (side place), is the last traveller."""

KINKO_AT_EDO = real(88, "move 55")
"""Turn 88: Yellow (Kinko), last to reach Edo, with no coin; one Dango is left."""

GREEN_MOUNTAIN = real(51)
"""Turn 51: Green (Chuubei) holds three mountain sections."""

A_REAL_GAME = Lesson(
    game="tokaido", number=11, slug="a-real-game",
    title=T("A real game, turn by turn", "一局真實對局,逐回合重播"),
    minutes=30,
    objectives=(
        T("follow a whole game and say why each traveller moved when they did",
          "看完一整局,並說出每位旅行者為什麼在那個時候移動"),
        T("spot the moves that won achievements and the temple ranking",
          "找出贏得成就卡和寺廟排名的關鍵幾步"),
        T("judge a recorded move against the rules' options",
          "用規則允許的選擇評估一步紀錄中的走法"),
    ),
    steps=(
        Read(T(
            f"""
## A game recorded online

This game was really played, by four people, on the online platform Board Game Arena (table
{recorded.TABLE}); the tutor's test suite replays it, with 149 others, and every turn and
every score agrees with the engine. It is the base game with the Gastronomy variant
(lesson 10): an inn lays out as many meals as there are players. All the recorded games the
tutor replays are four-player games from the platform's ranked seasons, played with this
variant; on the platform it is an option, not the rule.

- **Blue**: Yoshiyasu (9 coins), **Red**: Hirotada (8), **Green**: Chuubei (4), **Yellow**:
  Kinko (7).
- The queue at Kyoto: Green leaves first, then Yellow, Red, and Blue last.
- The record does not say which second tile each player was dealt; the tutor deals an unused
  traveller in its place.

Each board below shows one stretch of the road, from inn to inn. Step through it with the
arrows: every move, every card drawn, every choice. The boards show every card, as a replay
does; at the table each player saw the meals only on reaching an inn.
""",
            f"""
## 一局線上對局紀錄

這一局是四位玩家在線上平台 Board Game Arena 真實下過的(牌桌 {recorded.TABLE});本教學的測試會重播
它和另外 149 局,每一回合、每一個分數都和規則引擎一致。這是基本遊戲加上美食變體(第 10 課):旅店擺出和
玩家人數相同的膳食。本教學重播的對局紀錄都是平台排名賽季的四人對局,都用這個變體;在平台上它是一個選項,
不是規則。

- **藍方**:Yoshiyasu(九塊錢),**紅方**:Hirotada(八塊),**綠方**:Chuubei(四塊),**黃方**:
  Kinko(七塊)。
- 京都的隊伍:綠方先出發,接著是黃方、紅方,藍方最後。
- 紀錄沒有寫每位玩家拿到的另一個板塊;本教學用一個沒用到的旅行者代替。

下面每個棋盤是一段路,從一個旅店到下一個旅店。用箭頭一步一步看:每次移動、每張抽到的卡、每個選擇。
棋盤顯示所有卡片,就像重播一樣;實際對局時,每位玩家要到了旅店才看得到膳食卡。
""")),
        Show("kyoto-to-inn-1", real(1), steps=_turns(1, 23), viewer=None, caption=T(
            "Turns 1 to 23: from Kyoto to the first inn.", "第 1 到 23 回合:從京都到第一個旅店。")),
        Read(T(
            """
**What to watch on the first stretch.**

- Turn 1: Green, leaving first, buys two souvenirs at the first village and keeps 1 coin;
  Yellow joins him there in the side place (turn 2): four players use double stops.
- Turns 3 to 13: whoever is last moves. Red meets a guide (the first mountain section) and
  later a Kuge (3 coins); Blue gives a coin at the temple and buys two souvenirs at village 9.
- Turn 19: Red stops on the sea 12 in the side place, behind Yellow, so Red moves again at
  once (turn 20) and reaches the inn **first**: he draws the four meals and takes Tempura.
- Turn 22: Green, Chuubei, meets a sea guide at the inn before his meal. Blue arrives last
  and takes the Tai Meshi left.
""",
            """
**第一段要注意的地方。**

- 第 1 回合:最先出發的綠方在第一個村莊買兩張紀念品,只剩一塊錢;黃方在第 2 回合停在同一個位置的
  第二個空位:四人遊戲使用雙格位置。
- 第 3 到 13 回合:誰在最後面誰就移動。紅方遇到案內人(山的第一張),後來又遇到公家(三塊錢);藍方在
  寺廟捐一塊錢,在村莊 9 買兩張紀念品。
- 第 19 回合:紅方停在海 12 的第二個空位,在黃方後面,所以紅方立刻再移動一次(第 20 回合),**最先**
  到達旅店:他抽了四張膳食卡,拿了天婦羅。
- 第 22 回合:綠方(Chuubei)在旅店用餐之前遇到畫著海的案內人。藍方最後到,拿了剩下的鯛魚飯。
""")),
        Task(
            "keep-one",
            T("Turn 31: Blue (Yoshiyasu) has drawn a Samurai and a sea guide. Keep the card "
              "that scores more points now.",
              "第 31 回合:藍方(Yoshiyasu)抽到侍和畫著海的案內人。留下現在得分比較多的那張。"),
            KEEP_ONE,
            Reach(_gained(0, _total, 3), T("That card scores fewer points now.",
                                           "那張現在得分比較少。")),
            solution=("keep samurai",),
            hints=(T("Blue has no sea section yet.", "藍方還沒有任何一張海。"),
                   T("A first sea section is worth 1 point; a Samurai 3.",
                     "海的第一張值 1 分;侍值 3 分。")),
            highlight=("keep samurai", "keep annaibito-sea"),
            rules=("tokaido.traveller.yoshiyasu", "tokaido.encounter.samurai",
                   "tokaido.encounter.annaibito"),
            wrong="keep kuge", wrong_rule="tokaido.traveller.yoshiyasu",
            explain={"keep annaibito-sea": T("That is what the real player kept: 1 point now.",
                                             "真實對局的玩家留下的就是這張:現在 1 分。")},
            success=T("3 points now. The real player kept the guide, 2 points less: a recorded "
                      "move is not always the best one, and the Samurai went to Red next turn.",
                      "現在 3 分。真實對局的玩家留下了案內人,少了 2 分:紀錄中的走法不一定最好,"
                      "而且侍在下一回合就被紅方拿走了。"),
            viewer=0,
        ),
        Show("inn-1-to-inn-2", real(24), steps=_turns(24, 45), viewer=None, caption=T(
            "Turns 24 to 45: to the second inn.", "第 24 到 45 回合:到第二個旅店。")),
        Read(T(
            """
**The second stretch.**

- Turn 27: Red, Hirotada, gives 1 coin at the temple and the bank adds one: 2 points.
- Turn 31: Blue, Yoshiyasu, draws two encounter cards, a Samurai (3 points) and a sea guide
  (his first sea section, 1 point), and keeps **the guide**. The Samurai goes under the
  deck; the other Samurai comes up for Red at once (turn 32).
- Turn 42: Green reaches the second inn first; Chuubei's encounter is a paddy guide, then
  he takes the cheap Nigirimeshi. Blue, last again, eats Fugu.
""",
            """
**第二段。**

- 第 27 回合:紅方(Hirotada)在寺廟捐一塊錢,銀行再加一塊:2 分。
- 第 31 回合:藍方(Yoshiyasu)抽了兩張邂逅卡:侍(3 分)和畫著海的案內人(他的第一張海,1 分),
  他留下**案內人**。侍塞回牌堆底部;另一張侍馬上被紅方抽到(第 32 回合)。
- 第 42 回合:綠方最先到達第二個旅店;Chuubei 的邂逅是畫著田的案內人,然後他拿了便宜的飯糰。
  又是最後到的藍方吃了河豚。
""")),
        Task(
            "mountain",
            T("Turn 51: Green (Chuubei) holds three mountain sections. Complete his mountain "
              "panorama, first of all the travellers.",
              "第 51 回合:綠方(Chuubei)有三張山。完成他的山,而且是所有旅行者中的第一個。"),
            GREEN_MOUNTAIN,
            Reach(lambda start, now: now.players[2].complete("mountain"),
                  T("Green's mountain is still incomplete after that stop.",
                    "停在那裡之後,綠方的山還沒有完成。")),
            solution=("move 33",),
            hints=(T("A mountain panorama has four sections.", "山的全景畫有四張。"),
                   T("Find the mountain stop before the third inn.", "找出第三個旅店之前的山。")),
            highlight=("move 33",),
            rules=("tokaido.panorama.achievement", "tokaido.panorama.one-per-type"),
            wrong="move 35",
            explain={"move 35": T("A sea section, not a mountain one.", "那是海,不是山。")},
            success=T("The real player did the same: 4 points for the section and 3 for the "
                      "mountain achievement.",
                      "真實對局的玩家也是這樣走的:這張 4 分,山的成就卡 3 分。"),
        ),
        Show("inn-2-to-inn-3", real(46), steps=_turns(46, 67), viewer=None, caption=T(
            "Turns 46 to 67: to the third inn.", "第 46 到 67 回合:到第三個旅店。")),
        Read(T(
            """
**The third stretch: achievements.**

- Turn 51: Green stops on the mountain 33 with three sections: the fourth completes his
  mountain, the first complete one of the game, and the achievement card is his: 4 + 3
  points.
- Turn 55: Yellow, with four sea sections, stops on the sea 35 and completes the sea, the
  first to do so.
- Turn 61: Blue buys Gofu and Kamaboko; with his Jubako and Haori they make a full set:
  5 + 7 = 12 points in one stop.
- Turn 64: Yellow, Kinko, reaches the third inn first with no coin at all, and still eats:
  Misoshiru costs him nothing.
""",
            """
**第三段:成就卡。**

- 第 51 回合:有三張山的綠方停在山 33:第四張完成了他的山,是這局第一幅完成的全景畫,成就卡歸他:
  4 + 3 分。
- 第 55 回合:有四張海的黃方停在海 35,完成了海,而且是第一個完成的。
- 第 61 回合:藍方買了御符和魚板;加上他的重箱和羽織,湊成一整套:一次停留得 5 + 7 = 12 分。
- 第 64 回合:黃方(Kinko)身上一塊錢都沒有,卻最先到達第三個旅店,而且照樣用餐:味噌湯對他免費。
""")),
        Task(
            "refill",
            T("Turn 73: Blue has no coin left and is the last traveller. Stop where his purse "
              "fills up for sure.",
              "第 73 回合:藍方沒有錢了,是最後面的旅行者。停在一定能讓他有錢的位置。"),
            BLUE_BROKE,
            Reach(lambda start, now: now.players[0].coins > 0,
                  T("Blue still has no coin after that stop.", "停在那裡藍方還是沒有錢。")),
            solution=("move 48",),
            hints=(T("Without a coin Blue may not stop at a village or a temple.",
                     "沒有錢的藍方不能停在村莊或寺廟。"),
                   T("Yellow stands on the farm 48, a double stop: its side place is free.",
                     "黃方停在農田 48,那是雙格位置:第二個空位還空著。")),
            highlight=("move 48",),
            rules=("tokaido.farm.coins", "tokaido.village.needs-coin",
                   "tokaido.move.double-spaces"),
            wrong="move 46", wrong_rule="tokaido.village.needs-coin",
            success=T("3 coins from the farm, as in the real game.",
                      "農田的三塊錢,和真實對局一樣。"),
        ),
        Task(
            "free-meal",
            T("Turn 88: Yellow (Kinko) reaches Edo last, without a coin. Score at this inn.",
              "第 88 回合:黃方(Kinko)最後到達江戶,身上沒有錢。在這個旅店得分。"),
            KINKO_AT_EDO,
            Reach(_gained(3, _points(MEAL), 6), T("A meal is still within Kinko's reach.",
                                                  "Kinko 還吃得到一份膳食。")),
            solution=("eat dango",),
            hints=(T("Every meal costs Kinko 1 coin less.", "每份膳食 Kinko 都少付一塊錢。"),
                   T("A 1-coin meal is free for him.", "一塊錢的膳食對他免費。")),
            highlight=("eat dango",),
            rules=("tokaido.traveller.kinko", "tokaido.inn.one-meal"),
            wrong="no meal",
            explain={"no meal": T("Kinko can eat the Dango for nothing.",
                                  "Kinko 可以免費吃糰子。")},
            success=T("6 points for nothing, the last points of the game.",
                      "不花錢得 6 分,也是這局最後的分數。"),
            viewer=3,
        ),
        Show("inn-3-to-edo", real(68), steps=_turns(68, 88), viewer=None, caption=T(
            "Turns 68 to 88: to Edo, and the end.", "第 68 到 88 回合:到江戶,遊戲結束。")),
        Read(T(
            """
**The last stretch.**

- Turns 70 and 72: Red and then Blue give at the temple 44; both now have 4 coins there
  (lesson 7).
- Turn 73: Blue has no coin left and is last: the farm 48 refills his purse.
- Turn 79: Yellow completes the paddy first (the paddy achievement); Blue completes his own
  next turn, too late for the card.
- Turn 84: Blue reaches Edo first, sees the four meals and takes the Sushi, which makes
  Gourmet his alone (lesson 7); Yellow stops at the last village and buys two souvenirs to
  tie Green for Collector.
- The end: Gourmet and Bather for Blue, Chatterbox for Green, Collector shared by Green and
  Yellow; on the temple 4, 4, 3, 3 coins give 10, 10, 7, 7. Green wins with 83; Blue and
  Yellow tie on 80, and Yellow, with three achievement cards to Blue's two, ranks second.
""",
            """
**最後一段。**

- 第 70 和 72 回合:紅方和藍方先後在寺廟 44 捐錢;兩人在寺廟上都有四塊錢(第 7 課)。
- 第 73 回合:藍方沒有錢了,又在最後面:農田 48 讓他的錢包重新有錢。
- 第 79 回合:黃方最先完成田(田的成就卡);藍方下一回合也完成了,但成就卡已經沒有了。
- 第 84 回合:藍方最先到達江戶,看到四張膳食卡,拿了壽司,讓美食成就只屬於他(第 7 課);黃方停在最後
  一個村莊買兩張紀念品,和綠方並列紀念品成就。
- 結局:美食和溫泉成就歸藍方,邂逅成就歸綠方,紀念品成就由綠方和黃方共享;寺廟上四、四、三、三塊錢
  得 10、10、7、7 分。綠方以 83 分獲勝;藍方和黃方同為 80 分,黃方有三張成就卡,藍方兩張,黃方排第二。
""")),
        Quiz((
            Choose("q-turn-5", T("Turn 5: Green and Yellow stand on the village 2, Yellow in "
                                 "the side place; Blue is on 3, Red on 4. Who moves?",
                                 "第 5 回合:綠方和黃方在村莊 2,黃方在第二個空位;藍方在 3,紅方在 4。"
                                 "誰移動?"),
                   tuple(SEATS[:4]), _mover,
                   T("Both on 2 are farthest behind; the side place counts as behind.",
                     "位置 2 的兩人都在最後面;第二個空位算在後面。"),
                   rules=("tokaido.move.side-slot-behind", "tokaido.move.rearmost"),
                   position=real(5), picture=False),
            Choose("q-turn-24", T("Everyone has eaten at the first inn: Red arrived first, then "
                                  "Yellow, Green and Blue. Who sets off first?",
                                  "大家都在第一個旅店吃過了:紅方最先到,接著是黃方、綠方和藍方。"
                                  "誰最先出發?"),
                   tuple(SEATS[:4]), _mover,
                   T("The last to arrive leaves first.", "最後到的人最先出發。"),
                   rules=("tokaido.move.inn-queue",), position=real(24), picture=False),
            Choose("q-predict-62", T("Predict: at turn 62 Green (Chuubei, 6 coins, holding a "
                                     "small object and a clothing) leaves the farm 38. Blue stands "
                                     "on the village 41. Where did the real player stop?",
                                     "預測:第 62 回合,綠方(Chuubei,六塊錢,有一張小東西和一張衣服)"
                                     "從農田 38 "
                                     "出發。藍方停在村莊 41。真實對局的玩家停在哪裡?"),
                   (T("the sea 40", "海 40"), T("the village 41, beside Blue", "村莊 41,藍方旁邊"),
                    T("the third inn, 42", "第三個旅店 42")),
                   _record_answer(62, ("move 40", "move 41", "move 42")),
                   T("The side place of the village: Green bought the Ukiyoe, the third card of "
                     "his set, for 5 points.",
                     "村莊的第二個空位:綠方買了浮世繪,是他那一套的第三張,得 5 分。"),
                   rules=("tokaido.move.double-spaces", "tokaido.souvenir.sets"),
                   position=real(62)),
            HowMany("q-sea", T("Turn 55: Yellow, with four sea sections, stops on the sea 35. "
                               "How many points does that stop score?",
                               "第 55 回合:有四張海的黃方停在海 35。這次停留得幾分?"),
                    real(55), _gain_after(3, ("move 35",)),
                    T("The fifth section, 5, and the sea achievement, 3: nobody had completed "
                      "the sea.", "第五張 5 分,加上海的成就卡 3 分:之前沒有人完成海。"),
                    rules=("tokaido.panorama.achievement", "tokaido.panorama.next-section"),
                    picture=False),
        )),
    ),
    recap=T("A real game follows the rules of the earlier lessons turn by turn: the last "
            "traveller moves, double stops and inns decide the order, achievements go to the "
            "first or the most, and the end bonuses decide close games.",
            "一局真實對局逐回合依照前面課程的規則進行:最後面的旅行者移動,雙格位置和旅店決定順序,"
            "成就卡給最先或最多的人,結束時的獎勵決定了接近的比分。"),
    mistakes=(T("Judging a move by its points alone, without the moves it gives the others.",
                "只用分數判斷一步,不考慮它讓別人多走幾步。"),),
)


# == Lesson 12: games against bots ================================================================

FIVE = trip(("kinko", "satsuki", "umegae", "hirotada", "zenemon"), "1,2,3,4,5")
"""Five players at Kyoto."""

PLAY = Lesson(
    game="tokaido", number=12, slug="play-against-bots",
    title=T("Play against bots", "和電腦對戰"),
    minutes=30,
    objectives=(
        T("play a whole journey against bots, with 2 to 5 travellers",
          "和電腦走完一整趟旅程,2 到 5 位旅行者"),
        T("plan stops around achievements, the temple and the next inn",
          "圍繞成就、寺廟和下一個旅店安排停留"),
    ),
    steps=(
        Read(T(
            """
## Your journey

You are Blue; the bots take the other seats and move by themselves whenever their traveller
is the last one. Choose the number of players (with two, the neutral traveller comes along,
moved by whoever is ahead) and the bots' level: *random* plays any legal move, *greedy* the
move that looks best at once, *strong* searches further (a few seconds a move). *New game*
deals again.

Before each move ask: how many stops will the others make before I move again? Which
achievement can I still win? Do I need coins for the villages and temples ahead? Who will
reach the next inn first, and see the most meals?
""",
            """
## 你的旅程

你是藍方;電腦負責其他座位,只要它們的旅行者在最後面就會自動移動。選擇玩家人數(兩人時會有中立
旅行者,由位置在前的人移動)和電腦的強度:「隨機」走任何合法的走法,「貪心」走眼前看起來最好的,「強」
會算得更遠(每步幾秒鐘)。「新的一局」重新發牌。

每次移動前問自己:在我再次移動之前,別人會停幾次?我還能拿到哪張成就卡?前面的村莊和寺廟需要錢嗎?
誰會最先到達下一個旅店、看到最多膳食?
""")),
        PlayBots("game", players=(2, 3, 4, 5), level="greedy", seed=12),
        Quiz((
            HowMany("q-five-meals", T("With five players, how many meal cards does the first "
                                      "arrival at an inn draw?",
                                      "五人遊戲時,最先到達旅店的人抽幾張膳食卡?"),
                    FIVE, lambda s: s.meal_count(),
                    T("Five players and one more card.", "五位玩家再加一張。"),
                    rules=("tokaido.inn.meal-draw",), picture=False),
            HowMany("q-five-double", T("With five players, how many travellers may stand on the "
                                       "double stop 2, the first village?",
                                       "五人遊戲時,雙格位置 2(第一個村莊)最多能停幾位旅行者?"),
                    FIVE, lambda s: s.capacity(s.route.step_of[2]),
                    T("A road place and a side place: two.", "路上一格和第二個空位:兩位。"),
                    rules=("tokaido.move.double-spaces",), picture=False),
        )),
    ),
    recap=T("In a real journey every move is a trade: points now, the stops it gives the "
            "others, the coins you will need, the achievements still open.",
            "真正的旅程中每一步都是取捨:眼前的分數、讓別人多停的位置、之後需要的錢、"
            "還能爭取的成就。"),
    mistakes=(T("Running out of coins just before the villages and temples one wanted.",
                "在想去的村莊和寺廟之前把錢花光。"),),
)


# == Lesson 13: sources and assumptions ============================================================

SOURCES_LESSON = Lesson(
    game="tokaido", number=13, slug="sources-and-assumptions",
    title=T("Sources and assumptions", "資料來源與假設"),
    minutes=10,
    objectives=(
        T("say where each rule comes from and where the sources disagree",
          "說出每條規則的來源,以及來源之間不一致的地方"),
        T("name the rules the tutor had to assume, and the options that change them",
          "說出本教學必須假設的規則,以及改變它們的選項"),
    ),
    steps=(
        Read(T(
            """
## Where the rules come from

- **The official rulebook** (Funforge 2012, in French), through public notes that summarise
  it and check its counts against 1,931 games recorded online. Where the sources differ, the
  tutor follows it.
- **The Chinese rules summary** `002_b06c0eb6fbe514ea.txt`, written in 2012 before the game
  came out; the lessons quote it and take their game words from it (旅行者, 村莊, 農田,
  全景畫, 溫泉, 寺廟, 邂逅, 旅店, 膳食卡, 紀念品, 成就卡). It differs from the official rules
  in four places, each told in the lesson that teaches the rule:
  - Satsuki gets a free meal *then* buys, two meals at one inn; officially one (lesson 6);
  - Collector counts encounter cards, the words of Chatterbox: a slip (lesson 7);
  - one Preparations list for every number of players (lesson 10);
  - no 2-player rules: 「不過我懶的翻」 (lesson 9).
  It also writes 邂垢 for 邂逅, a slip the tutor corrects.
- **Games recorded online**: the tutor replays a sample of 150 of them, every turn and every
  final score matching, and follows them where the rules are silent (lesson 11 replays one).

Where no source settles a point, the tutor makes a choice, registers it as an **assumption**
and, where it changes play, offers an option. The list below is drawn from the rule registry
itself, in this lesson's language.
""",
            """
## 規則從哪裡來

- **官方規則書**(Funforge 2012 年,法文版),透過整理它的公開資料取得,這些資料也用 1,931 場線上對局
  紀錄核對過各種數量。來源不一致時,本教學依照官方規則。
- **中文規則摘要** `002_b06c0eb6fbe514ea.txt`,寫於 2012 年遊戲出版之前;課程引用它,遊戲用語也取自它
  (旅行者、村莊、農田、全景畫、溫泉、寺廟、邂逅、旅店、膳食卡、紀念品、成就卡)。它和官方規則有四處
  不同,都在教那條規則的課裡說明:
  - Satsuki 得到免費膳食**然後**購買,一個旅店兩份;官方是一份(第 6 課);
  - 紀念品成就算邂逅卡,和邂逅成就的文字一樣:是筆誤(第 7 課);
  - 準備變體對所有人數只給一組數字(第 10 課);
  - 沒有兩人規則:「不過我懶的翻」(第 9 課)。
  它也把「邂逅」寫成「邂垢」,本教學更正了這個筆誤。
- **線上對局紀錄**:本教學重播其中 150 局的樣本,每一回合、每個最終分數都相符;規則沒有說明的地方就
  照它們的做法(第 11 課重播其中一局)。

沒有來源能確定的地方,本教學做一個選擇,登記為**假設**,會影響玩法的還提供選項。下面的清單直接取自規則
登記表,並使用這一課的語言。
""")),
        Sources("sources"),
        Read(T(
            """
## Options change the assumptions

Every assumption that could reasonably go another way is an option of `new_game`:

- `two_player_meals="travellers"`: with two players an inn lays out 4 meals, not 3, counting
  the neutral traveller as a description of the online game says;
- `satsuki_meal="inn"`: Satsuki's free meal is one of the cards laid out at the inn;
- `empty_achievements="everyone"`: an end achievement nobody has a card for goes to
  everyone, all tied at 0;
- `preparations_rows="summary"`: the Preparations coins read from the Chinese summary's list.

The quiz asks about positions where an option and the default disagree.
""",
            """
## 選項改變假設

每個可能有不同讀法的假設,都是 `new_game` 的一個選項:

- `two_player_meals="travellers"`:兩人遊戲時旅店擺出 4 張膳食,不是 3 張,照一份線上遊戲的說明把中立
  旅行者也算進去;
- `satsuki_meal="inn"`:Satsuki 的免費膳食是旅店擺出的卡片之一;
- `empty_achievements="everyone"`:沒有人擁有相關卡片的結束成就,由所有人以 0 張平手獲得;
- `preparations_rows="summary"`:準備變體的錢照中文摘要的清單讀。

小測驗問的是選項和預設結果不同的局面。
""")),
        Quiz((
            HowMany("q-two-meals", T("Two players, with `two_player_meals=\"travellers\"`: "
                                     "how many meal cards does the first arrival at an inn "
                                     "draw?",
                                     "兩人遊戲,選用 `two_player_meals=\"travellers\"`:"
                                     "最先到達旅店的人抽幾張膳食卡?"),
                    Position(NEUTRAL_LAST.moves, players=2,
                             options={"two_player_meals": "travellers"}),
                    lambda s: s.meal_count(),
                    T("Three travellers, the neutral one counted, and one more card; by "
                      "default, as the rulebook says, the players + 1: 3.",
                      "三位旅行者(把中立的也算進去)再加一張;預設依照規則書,玩家人數 +1:3 張。"),
                    rules=("tokaido.inn.meals-2p",), picture=False),
            HowMany("q-two-gastronomy", T("Two players, Gastronomy, by default: how many meal "
                                          "cards does the first arrival at an inn draw?",
                                          "兩人遊戲,使用美食變體,預設情況下:最先到達旅店的人"
                                          "抽幾張膳食卡?"),
                    Position(NEUTRAL_LAST.moves, players=2, options={"gastronomy": True}),
                    lambda s: s.meal_count(),
                    T("As many as there are players: 2 (3 with `two_player_meals="
                      "\"travellers\"`).",
                      "和玩家人數相同:2 張(選用 `two_player_meals=\"travellers\"` 是 3 張)。"),
                    rules=("tokaido.inn.meals-2p", "tokaido.variant.gastronomy"),
                    picture=False),
            HowMany("q-summary-rows", T("Three players, Preparations read from the Chinese summary "
                                     "(`preparations_rows=\"summary\"`): Blue, Hiroshige "
                                     "(3 coins), leaves first. How many coins does he start "
                                     "with?",
                                     "三人遊戲,準備變體照中文摘要讀(`preparations_rows=\"summary\"`):"
                                     "藍方 Hiroshige(三塊錢)第一個出發。他起始有幾塊錢?"),
                    trip(MONEY, "1,2,3", preparations=True, preparations_rows="summary"),
                    lambda s: s.players[0].coins,
                    T("The summary's list from the front of the queue is +2, +1, 0: the first "
                      "to leave, at the back, gets 0; the default rows give him 1 coin less.",
                      "摘要從隊伍最前面算起是 +2、+1、0:第一個出發的排在最後面,得 0;"
                      "預設的數字讓他少一塊錢。"),
                    rules=("tokaido.variant.preparations-table",), picture=False),
            Choose("q-empty", T("Nobody holds a single hot spring card at the end. Who gets the "
                                "Bather achievement, by default?",
                                "遊戲結束時沒有任何人有溫泉卡。預設情況下誰拿到溫泉成就?"),
                   (T("nobody", "沒有人"), T("everyone, tied at 0", "所有人,以 0 張平手")),
                   0, T("By default 'the most' of nothing is nobody; `empty_achievements="
                        "\"everyone\"` gives it to all.",
                        "預設 0 張的「最多」是沒有人;"
                        "`empty_achievements=\"everyone\"` 則給所有人。"),
                   rules=("tokaido.end.no-qualifier",)),
        )),
    ),
    recap=T("The official rules decide; the Chinese summary gives the words and most of the "
            "rules, with four differences told where they matter; the recorded online games "
            "settle what the rules leave open, as registered assumptions with options.",
            "官方規則為準;中文摘要提供用語和大部分規則,有四處不同,都在相關的地方說明;"
            "線上對局紀錄決定"
            "規則沒說清楚的地方,登記為假設並提供選項。"),
    mistakes=(T("Taking an assumption for a rule of the published game.",
                "把假設當成出版遊戲的規則。"),),
)


# == the series ==================================================================================


def _as_the_learner(lesson: Lesson) -> Lesson:
    """Every task shows its board as the seat the learner plays, the seat to act at its start
    (Tokaido hides cards: the meals at an inn, a Yoshiyasu's draw, a dealt tile)."""
    steps = tuple(
        replace(step, viewer=step.position.state(GAME).current_player())
        if isinstance(step, Task) and step.viewer == "auto" else step
        for step in lesson.steps)
    return replace(lesson, steps=steps)


LESSONS = tuple(_as_the_learner(lesson) for lesson in (
    JOURNEY, MOVING, MONEY_STOPS, SIGHTS_LESSON, INNS_LESSON, TRAVELLERS_LESSON, THE_END,
    EXPLORER, TWO_PLAYERS, VARIANTS, A_REAL_GAME, PLAY, SOURCES_LESSON))
"""The Tokaido series, in order."""

__all__ = ["LESSONS"]
