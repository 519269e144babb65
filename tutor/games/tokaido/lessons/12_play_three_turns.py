"""Tokaido lesson 12: play three turns against the beginner bot, a goal for each turn.

A drill before the full game: Blue (Kinko) travels with two travellers the beginner bot
(「入門」, :class:`tutor.core.bots.RandomBot`) plays. Each turn is a task on its own board:
the next one starts where the last one's solution leaves Blue, after the moves the bot made
in between (recorded once from ``RandomBot(seed=1)``, chance drawn by ``random.Random(1)``,
the way a board plays the bot).
"""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    HowMany,
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
    SEATS,
    _mover,
    _stop_kind,
    trip,
)

DRILL = ("kinko", "mitsukuni", "zenemon")
"""Blue Kinko (7 coins, meals 1 coin cheaper); the bot's Red Mitsukuni and Green Zen-emon."""

TURN1 = trip(DRILL, "1,2,3")
"""Blue leaves Kyoto first."""

TURN1_DONE = Position(TURN1.moves + "move 6; hot spring 2\n", players=3)
"""Blue took the first hot spring; the bot moves next."""

TURN2 = Position(TURN1_DONE.moves + """
    move 4; encounter annaibito-mountain   # the bot: Red meets a guide
    move 13                                # the bot: Green
    move 7                                 # the bot: Red
""", players=3)
"""Blue, on the first hot spring, is the last traveller again (Red on the mountain just ahead,
Green farther on)."""

TURN2_DONE = Position(TURN2.moves + """
    move 9; reveal koma; reveal sake; reveal haori; buy haori+koma+sake
""", players=3)

TURN3 = Position(TURN2_DONE.moves + """
    move 10; donate 3        # the bot: Red gives 3 coins at the temple
""", players=3)
"""Blue, on the second village with 2 coins, is the last traveller again."""

TURN3_DONE = Position(TURN3.moves + """
    move 15; meal dango; meal sushi; meal tofu; meal fugu; eat dango
""", players=3)

LESSON = Lesson(
    game="tokaido", number=12, slug="play-three-turns",
    title=T("Play three turns", "走三步試試看"),
    minutes=10,
    objectives=(
        T("play three turns against the beginner bot, a goal for each",
          "和「入門」電腦走三步，每一步都有目標"),
    ),
    steps=(
        Read(T(
            """
## Three turns on the road

You are Blue, Kinko the ronin: 7 coins, and every meal costs you 1 coin less. The beginner
bot plays Red and Green. Each turn has a goal; after it, the bot moves until you are last
again.
""",
            """
## 路上的三步

你是藍方，浪人琴古（Kinko）：有七塊錢，每份膳食都少付一塊錢。「入門」電腦扮演紅方和綠方。
每一步都有一個目標；走完後，電腦會一直移動，直到你又是最後面的旅行者。
""")),
        Task(
            "turn-1",
            T("Turn 1 of 3: score at least 2 points with this move, whatever card may be "
              "drawn, without spending a coin.",
              "第 1 步（共 3 步）：這一步至少得 2 分，不管抽到什麼卡都一樣，而且一塊錢都不花。"),
            TURN1,
            Reach(_stop_kind(0, "hotspring"),
                  T("That stop does not promise 2 points for free.",
                    "停在那裡不能保證免費得 2 分。")),
            solution=("move 6",),
            hints=(T("Which stops score without a coin?", "哪些位置不用花錢就能得分？"),
                   T("A first panorama card is worth 1 point; a hot spring card 2 or 3.",
                     "全景畫的第一張值 1 分；溫泉卡值 2 或 3 分。")),
            highlight=("move 5", "move 6", "move 7", "move 12"),
            rules=("tokaido.hotspring.card", "tokaido.move.forward"),
            wrong="move 5",
            success=T("A hot spring card. Now the bot moves Red and Green until you are last.",
                      "一張溫泉卡。接下來電腦移動紅方和綠方，直到你又在最後面。"),
            viewer=0,
        ),
        Task(
            "turn-2",
            T("Turn 2 of 3: the bot has moved. Score at least 4 points with souvenirs on this "
              "turn.",
              "第 2 步（共 3 步）：電腦已經移動了。這一步用紀念品至少得 4 分。"),
            TURN2,
            Reach(lambda start, now: now.players[0].points[SOUV]
                  - start.players[0].points[SOUV] >= 4,
                  T("Souvenirs are sold at a village, and two families score 1 + 3.",
                    "紀念品在村莊賣，兩種不同類型得 1 + 3 分。"),
                  within=2),
            solution=("move 9", "buy haori+koma+sake"),
            hints=(T("Where are souvenirs sold?", "哪裡賣紀念品？"),
                   T("Buy cards of different families: 1, then 3, then 5 points.",
                     "買不同類型的卡：1 分、3 分、5 分。")),
            highlight=("move 8", "move 9", "move 10"),
            replies={1: ("reveal koma", "reveal sake", "reveal haori")}, manual_chance=True,
            rules=("tokaido.village.buy", "tokaido.souvenir.sets"),
            wrong="move 8",
            explain={"buy koma": T("One souvenir scores 1 point.", "一張紀念品只得 1 分。"),
                     "buy sake": T("One souvenir scores 1 point.", "一張紀念品只得 1 分。"),
                     "buy haori": T("One souvenir scores 1 point.", "一張紀念品只得 1 分。")},
            success=T("Souvenirs of different families. The bot moves again.",
                      "買到不同類型的紀念品。電腦再移動。"),
            viewer=0,
        ),
        Task(
            "turn-3",
            T("Turn 3 of 3: you have 2 coins. Reach the inn and eat a meal that costs you "
              "nothing.",
              "第 3 步（共 3 步）：你有兩塊錢。到達旅店，吃一份不用付錢的膳食。"),
            TURN3,
            Reach(lambda start, now: bool(now.players[0].meals)
                  and now.players[0].coins == start.players[0].coins,
                  T("Reach the inn first, then choose the meal that costs you nothing.",
                    "先到達旅店，再選不用付錢的膳食。"),
                  within=2),
            solution=("move 15", "eat dango"),
            hints=(T("Every meal costs Kinko 1 coin less.", "每份膳食琴古都少付一塊錢。"),
                   T("Which meals are printed at 1 coin?", "哪些膳食卡上印的是一塊錢？")),
            highlight=("move 12", "move 14", "move 15"),
            replies={1: ("meal dango", "meal sushi", "meal tofu", "meal fugu")},
            manual_chance=True,
            rules=("tokaido.traveller.kinko", "tokaido.inn.one-meal"),
            wrong="move 14",
            explain={"eat sushi": T("Sushi costs Kinko 1 coin.", "壽司琴古要付一塊錢。"),
                     "eat tofu": T("Tofu costs Kinko 1 coin.", "豆腐琴古要付一塊錢。"),
                     "eat fugu": T("Fugu costs Kinko 2 coins.", "河豚琴古要付兩塊錢。")},
            success=T("A free Dango, 6 points. Three turns played: now a whole journey.",
                      "免費的糰子，6 分。三步走完了：接下來走一整趟旅程。"),
            viewer=0,
        ),
        Quiz((
            Choose("q-next", T("After Blue's first turn, Red and Green are still at Kyoto. "
                               "Who moves next?",
                               "藍方走完第一步，紅方和綠方還在京都。下一個移動的是誰？"),
                   tuple(SEATS[:3]), _mover,
                   T("Both are at Kyoto, the farthest behind: the one now at the back of the "
                     "queue, Red, leaves next.",
                     "兩人都在京都，都在最後面：現在排在隊伍最後面的紅方接著出發。"),
                   rules=("tokaido.move.rearmost", "tokaido.setup.start-queue"),
                   position=TURN1_DONE),
            HowMany("q-dango", T("How many coins does the Dango, a 1-coin meal, cost Kinko?",
                                 "一塊錢的糰子，琴古（Kinko）要付幾塊錢？"),
                    Position(TURN3.moves + "move 15; meal dango; meal sushi; meal tofu; "
                                           "meal fugu\n", players=3),
                    lambda s: s.meal_price(0, "dango"),
                    T("One coin less than its printed 1: nothing.",
                      "比卡上的一塊錢少一塊：不用錢。"),
                    rules=("tokaido.traveller.kinko",), mark="eat dango"),
            HowMany("q-three-turns", T("How many points did Blue score in the three turns: a "
                                       "hot spring card worth 2, three souvenirs and a meal?",
                                       "藍方三步共得幾分：一張 2 分的溫泉卡、三張紀念品和"
                                       "一份膳食？"),
                    TURN3_DONE, lambda s: s.players[0].total,
                    T("2 for the hot spring, 1 + 3 + 5 for the souvenirs, 6 for the meal.",
                      "溫泉 2 分，紀念品 1 + 3 + 5 分，膳食 6 分。"),
                    rules=("tokaido.souvenir.sets", "tokaido.inn.one-meal"), picture=False),
        )),
    ),
    recap=T("A turn is one move and what its stop gives; then the others move until you are "
            "last again. Plan for coins: you will want them at villages, temples and inns.",
            "一步就是一次移動和那個位置給的東西；然後其他人移動，直到你又在最後面。"
            "記得留錢：村莊、寺廟和旅店都用得到。"),
    mistakes=(T("Forgetting that the others move until you are last again.",
                "忘了其他人會一直移動，直到你又在最後面。"),),
)
