"""Tokaido lesson 11: a real game, turn by turn."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....lessons.model import (
    Choose,
    HowMany,
    Lesson,
    Quiz,
    Reach,
    Read,
    Show,
    T,
    Task,
)
from .. import recorded
from ..state import MEAL
from ._common import (
    SEATS,
    _gain_after,
    _gained,
    _mover,
    _points,
    _total,
    real,
)


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

LESSON = Lesson(
    game="tokaido", number=11, slug="a-real-game",
    title=T("A real game, turn by turn", "一局真實對局，逐回合重播"),
    minutes=30,
    objectives=(
        T("follow a whole game and say why each traveller moved when they did",
          "看完一整局，並說出每位旅行者為什麼在那個時候移動"),
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

這一局是四位玩家在線上平台 Board Game Arena 真實下過的（牌桌 {recorded.TABLE}）；本教學的測試會重播
它和另外 149 局，每一回合、每一個分數都和規則引擎一致。這是基本遊戲加上美食變體（第 10 課）：旅店擺出和
玩家人數相同的膳食。本教學重播的對局紀錄都是平台排名賽季的四人對局，都用這個變體；在平台上它是一個選項，
不是規則。

- **藍方**：Yoshiyasu（九塊錢），**紅方**：Hirotada（八塊），**綠方**：Chuubei（四塊），**黃方**：
  Kinko（七塊）。
- 京都的隊伍：綠方先出發，接著是黃方、紅方，藍方最後。
- 紀錄沒有寫每位玩家拿到的另一個板塊；本教學用一個沒用到的旅行者代替。

下面每個棋盤是一段路，從一個旅店到下一個旅店。用箭頭一步一步看：每次移動、每張抽到的卡、每個選擇。
棋盤顯示所有卡片，就像重播一樣；實際對局時，每位玩家要到了旅店才看得到膳食卡。
""")),
        Show("kyoto-to-inn-1", real(1), steps=_turns(1, 23), viewer=None, caption=T(
            "Turns 1 to 23: from Kyoto to the first inn.", "第 1 到 23 回合：從京都到第一個旅店。")),
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

- 第 1 回合：最先出發的綠方在第一個村莊買兩張紀念品，只剩一塊錢；黃方在第 2 回合停在同一個位置的
  第二個空位：四人遊戲使用雙格位置。
- 第 3 到 13 回合：誰在最後面誰就移動。紅方遇到案內人（山的第一張），後來又遇到公家（三塊錢）；藍方在
  寺廟捐一塊錢，在村莊 9 買兩張紀念品。
- 第 19 回合：紅方停在海 12 的第二個空位，在黃方後面，所以紅方立刻再移動一次（第 20 回合），**最先**
  到達旅店：他抽了四張膳食卡，拿了天婦羅。
- 第 22 回合：綠方（Chuubei）在旅店用餐之前遇到畫著海的案內人。藍方最後到，拿了剩下的鯛魚飯。
""")),
        Task(
            "keep-one",
            T("Turn 31: Blue (Yoshiyasu) has drawn a Samurai and a sea guide. Keep the card "
              "that scores more points now.",
              "第 31 回合：藍方（Yoshiyasu）抽到侍和畫著海的案內人。留下現在得分比較多的那張。"),
            KEEP_ONE,
            Reach(_gained(0, _total, 3), T("That card scores fewer points now.",
                                           "那張現在得分比較少。")),
            solution=("keep samurai",),
            hints=(T("Blue has no sea section yet.", "藍方還沒有任何一張海。"),
                   T("A first sea section is worth 1 point; a Samurai 3.",
                     "海的第一張值 1 分；侍值 3 分。")),
            highlight=("keep samurai", "keep annaibito-sea"),
            rules=("tokaido.traveller.yoshiyasu", "tokaido.encounter.samurai",
                   "tokaido.encounter.annaibito"),
            wrong="keep kuge", wrong_rule="tokaido.traveller.yoshiyasu",
            explain={"keep annaibito-sea": T("That is what the real player kept: 1 point now.",
                                             "真實對局的玩家留下的就是這張：現在 1 分。")},
            success=T("3 points now. The real player kept the guide, 2 points less: a recorded "
                      "move is not always the best one, and the Samurai went to Red next turn.",
                      "現在 3 分。真實對局的玩家留下了案內人，少了 2 分：紀錄中的走法不一定最好，"
                      "而且侍在下一回合就被紅方拿走了。"),
            viewer=0,
        ),
        Show("inn-1-to-inn-2", real(24), steps=_turns(24, 45), viewer=None, caption=T(
            "Turns 24 to 45: to the second inn.", "第 24 到 45 回合：到第二個旅店。")),
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

- 第 27 回合：紅方（Hirotada）在寺廟捐一塊錢，銀行再加一塊：2 分。
- 第 31 回合：藍方（Yoshiyasu）抽了兩張邂逅卡：侍（3 分）和畫著海的案內人（他的第一張海，1 分），
  他留下**案內人**。侍塞回牌堆底部；另一張侍馬上被紅方抽到（第 32 回合）。
- 第 42 回合：綠方最先到達第二個旅店；Chuubei 的邂逅是畫著田的案內人，然後他拿了便宜的飯糰。
  又是最後到的藍方吃了河豚。
""")),
        Task(
            "mountain",
            T("Turn 51: Green (Chuubei) holds three mountain sections. Complete his mountain "
              "panorama, first of all the travellers.",
              "第 51 回合：綠方（Chuubei）有三張山。完成他的山，而且是所有旅行者中的第一個。"),
            GREEN_MOUNTAIN,
            Reach(lambda start, now: now.players[2].complete("mountain"),
                  T("Green's mountain is still incomplete after that stop.",
                    "停在那裡之後，綠方的山還沒有完成。")),
            solution=("move 33",),
            hints=(T("A mountain panorama has four sections.", "山的全景畫有四張。"),
                   T("Find the mountain stop before the third inn.", "找出第三個旅店之前的山。")),
            highlight=("move 33",),
            rules=("tokaido.panorama.achievement", "tokaido.panorama.one-per-type"),
            wrong="move 35",
            explain={"move 35": T("A sea section, not a mountain one.", "那是海，不是山。")},
            success=T("The real player did the same: 4 points for the section and 3 for the "
                      "mountain achievement.",
                      "真實對局的玩家也是這樣走的：這張 4 分，山的成就卡 3 分。"),
        ),
        Show("inn-2-to-inn-3", real(46), steps=_turns(46, 67), viewer=None, caption=T(
            "Turns 46 to 67: to the third inn.", "第 46 到 67 回合：到第三個旅店。")),
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
**第三段：成就卡。**

- 第 51 回合：有三張山的綠方停在山 33：第四張完成了他的山，是這局第一幅完成的全景畫，成就卡歸他：
  4 + 3 分。
- 第 55 回合：有四張海的黃方停在海 35，完成了海，而且是第一個完成的。
- 第 61 回合：藍方買了御符和魚板；加上他的重箱和羽織，湊成一整套：一次停留得 5 + 7 = 12 分。
- 第 64 回合：黃方（Kinko）身上一塊錢都沒有，卻最先到達第三個旅店，而且照樣用餐：味噌湯對他免費。
""")),
        Task(
            "refill",
            T("Turn 73: Blue has no coin left and is the last traveller. Stop where his purse "
              "fills up for sure.",
              "第 73 回合：藍方沒有錢了，是最後面的旅行者。停在一定能讓他有錢的位置。"),
            BLUE_BROKE,
            Reach(lambda start, now: now.players[0].coins > 0,
                  T("Blue still has no coin after that stop.", "停在那裡藍方還是沒有錢。")),
            solution=("move 48",),
            hints=(T("Without a coin Blue may not stop at a village or a temple.",
                     "沒有錢的藍方不能停在村莊或寺廟。"),
                   T("Yellow stands on the farm 48, a double stop: its side place is free.",
                     "黃方停在農田 48，那是雙格位置：第二個空位還空著。")),
            highlight=("move 48",),
            rules=("tokaido.farm.coins", "tokaido.village.needs-coin",
                   "tokaido.move.double-spaces"),
            wrong="move 46", wrong_rule="tokaido.village.needs-coin",
            success=T("3 coins from the farm, as in the real game.",
                      "農田的三塊錢，和真實對局一樣。"),
        ),
        Task(
            "free-meal",
            T("Turn 88: Yellow (Kinko) reaches Edo last, without a coin. Score at this inn.",
              "第 88 回合：黃方（Kinko）最後到達江戶，身上沒有錢。在這個旅店得分。"),
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
                      "不花錢得 6 分，也是這局最後的分數。"),
            viewer=3,
        ),
        Show("inn-3-to-edo", real(68), steps=_turns(68, 88), viewer=None, caption=T(
            "Turns 68 to 88: to Edo, and the end.", "第 68 到 88 回合：到江戶，遊戲結束。")),
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

- 第 70 和 72 回合：紅方和藍方先後在寺廟 44 捐錢；兩人在寺廟上都有四塊錢（第 7 課）。
- 第 73 回合：藍方沒有錢了，又在最後面：農田 48 讓他的錢包重新有錢。
- 第 79 回合：黃方最先完成田（田的成就卡）；藍方下一回合也完成了，但成就卡已經沒有了。
- 第 84 回合：藍方最先到達江戶，看到四張膳食卡，拿了壽司，讓美食成就只屬於他（第 7 課）；黃方停在最後
  一個村莊買兩張紀念品，和綠方並列紀念品成就。
- 結局：美食和溫泉成就歸藍方，邂逅成就歸綠方，紀念品成就由綠方和黃方共享；寺廟上四、四、三、三塊錢
  得 10、10、7、7 分。綠方以 83 分獲勝；藍方和黃方同為 80 分，黃方有三張成就卡，藍方兩張，黃方排第二。
""")),
        Quiz((
            Choose("q-turn-5", T("Turn 5: Green and Yellow stand on the village 2, Yellow in "
                                 "the side place; Blue is on 3, Red on 4. Who moves?",
                                 "第 5 回合：綠方和黃方在村莊 2，黃方在第二個空位；藍方在 3，紅方在 4。"
                                 "誰移動？"),
                   tuple(SEATS[:4]), _mover,
                   T("Both on 2 are farthest behind; the side place counts as behind.",
                     "位置 2 的兩人都在最後面；第二個空位算在後面。"),
                   rules=("tokaido.move.side-slot-behind", "tokaido.move.rearmost"),
                   position=real(5), picture=False),
            Choose("q-turn-24", T("Everyone has eaten at the first inn: Red arrived first, then "
                                  "Yellow, Green and Blue. Who sets off first?",
                                  "大家都在第一個旅店吃過了：紅方最先到，接著是黃方、綠方和藍方。"
                                  "誰最先出發？"),
                   tuple(SEATS[:4]), _mover,
                   T("The last to arrive leaves first.", "最後到的人最先出發。"),
                   rules=("tokaido.move.inn-queue",), position=real(24), picture=False),
            Choose("q-predict-62", T("Predict: at turn 62 Green (Chuubei, 6 coins, holding a "
                                     "small object and a clothing) leaves the farm 38. Blue stands "
                                     "on the village 41. Where did the real player stop?",
                                     "預測：第 62 回合，綠方（Chuubei，六塊錢，有一張小東西和一張衣服）"
                                     "從農田 38 "
                                     "出發。藍方停在村莊 41。真實對局的玩家停在哪裡？"),
                   (T("the sea 40", "海 40"), T("the village 41, beside Blue", "村莊 41，藍方旁邊"),
                    T("the third inn, 42", "第三個旅店 42")),
                   _record_answer(62, ("move 40", "move 41", "move 42")),
                   T("The side place of the village: Green bought the Ukiyoe, the third card of "
                     "his set, for 5 points.",
                     "村莊的第二個空位：綠方買了浮世繪，是他那一套的第三張，得 5 分。"),
                   rules=("tokaido.move.double-spaces", "tokaido.souvenir.sets"),
                   position=real(62)),
            HowMany("q-sea", T("Turn 55: Yellow, with four sea sections, stops on the sea 35. "
                               "How many points does that stop score?",
                               "第 55 回合：有四張海的黃方停在海 35。這次停留得幾分？"),
                    real(55), _gain_after(3, ("move 35",)),
                    T("The fifth section, 5, and the sea achievement, 3: nobody had completed "
                      "the sea.", "第五張 5 分，加上海的成就卡 3 分：之前沒有人完成海。"),
                    rules=("tokaido.panorama.achievement", "tokaido.panorama.next-section"),
                    picture=False),
        )),
    ),
    recap=T("A real game follows the rules of the earlier lessons turn by turn: the last "
            "traveller moves, double stops and inns decide the order, achievements go to the "
            "first or the most, and the end bonuses decide close games.",
            "一局真實對局逐回合依照前面課程的規則進行：最後面的旅行者移動，雙格位置和旅店決定順序，"
            "成就卡給最先或最多的人，結束時的獎勵決定了接近的比分。"),
    mistakes=(T("Judging a move by its points alone, without the moves it gives the others.",
                "只用分數判斷一步，不考慮它讓別人多走幾步。"),),
)
