"""Tokaido lesson 17: a real game, turn by turn."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....lessons.model import (
    Choose,
    Deeper,
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
from ._common import (
    SEATS,
    _gain_after,
    _gained,
    _mover,
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


KEEP_ONE = real(31)
"""Turn 31: Blue (Yoshiyasu) is the last traveller; the record has him stop at the encounter
after the first inn and draw a Samurai and an Annaibito showing the sea."""

BLUE_BROKE = real(73)
"""Turn 73: Blue, with no coin, on the first temple after the third inn (side place), is the
last traveller."""

KINKO_AT_EDO = real(88, "move 55")
"""Turn 88: Yellow (Kinko), last to reach Edo, with no coin; one Dango is left."""

GREEN_MOUNTAIN = real(51)
"""Turn 51: Green (Chuubei) holds three mountain cards."""

LESSON = Lesson(
    game="tokaido", number=17, slug="a-real-game",
    title=T("A real game, turn by turn", "一局真實對局，逐回合重播"),
    minutes=30,
    objectives=(
        T("follow a whole game, move by move", "一步一步看完一整局"),
        T("spot the moves that won achievements", "找出贏得成就的關鍵幾步"),
        T("judge recorded moves against the rules", "用規則評估紀錄中的走法"),
    ),
    steps=(
        Read(T(
            """
## A recorded game

Four people played this game on Board Game Arena, with the Gastronomy variant. Each board
below is one stretch, inn to inn: step through it with the arrows.
""",
            """
## 一局線上對局紀錄

這一局是四位玩家在線上平台 Board Game Arena 真實玩過的，使用美食變體。
下面每個版圖是一段路，從一個旅店到下一個旅店：用箭頭一步一步看。
"""), sources=T(
            f"""
Table {recorded.TABLE} of the platform's ranked seasons. The tutor's tests replay it with
149 other recorded games, every turn and every score agreeing with the engine. All of them
are four-player games played with Gastronomy, an option on the platform, not the rule
(lesson 16). The record does not say which second tile each player was dealt; the tutor
deals an unused traveller in its place. The boards show every card, as a replay does; at
the table each player saw the meals only on reaching an inn.
""",
            f"""
平台排名賽季的牌桌 {recorded.TABLE}。本教學的測試會重播它和另外 149 局紀錄，每一回合、
每一個分數都和規則引擎一致。這些都是四人對局，都用美食變體；在平台上它是一個選項，不是規則（第 16
課）。紀錄沒有寫每位玩家拿到的另一個板塊；本教學用一個沒用到的旅行者代替。版圖顯示所有卡片，
就像重播一樣；實際對局時，每位玩家要到了旅店才看得到膳食卡。
""")),
        Show("kyoto-to-inn-1", real(1), steps=_turns(1, 23), viewer=None, caption=T(
            "Turns 1 to 23: from Kyoto to the first inn.",
            "第 1 到 23 回合：從京都到第一個旅店。")),
        Read(T(
            """
**Watch:** at turn 19 Red stops in the side place of a sea panorama, behind Yellow, so Red
moves again at once and reaches the first inn first. At the inn Green, Chuubei, meets a guide
before his meal.
""",
            """
**注意看：** 第 19 回合紅方停在一個海的全景畫的第二個空位，在黃方後面，所以紅方立刻再移動一次，
最先到達第一個旅店。在旅店，綠方是忠兵衛（Chuubei），吃膳食之前遇到了案內人。
""")),
        Task(
            "keep-one",
            T("Turn 31: Blue (Yoshiyasu) is the last traveller. Score 3 points with one "
              "encounter card.",
              "第 31 回合：藍方是吉保（Yoshiyasu），是最後面的旅行者。用一張邂逅卡得 3 分。"),
            KEEP_ONE,
            Reach(_gained(0, _total, 3), T("That does not score 3 points with an encounter.",
                                           "這樣沒有靠邂逅得到 3 分。"),
                  within=2),
            solution=("move 21", "keep samurai"),
            hints=(T("Yoshiyasu draws two encounter cards and keeps one.",
                     "吉保邂逅時抽兩張，留下一張。"),
                   T("Blue has no sea card yet: a first sea card is worth 1 point.",
                     "藍方還沒有海：海的第一張只值 1 分。")),
            highlight=("move 20", "move 21", "move 23"),
            replies={1: ("encounter samurai", "encounter annaibito-sea")}, manual_chance=True,
            rules=("tokaido.traveller.yoshiyasu", "tokaido.encounter.samurai",
                   "tokaido.encounter.annaibito"),
            wrong="move 23",
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
**Watch:** at turn 31 the real Blue kept the guide, not the Samurai, and Red drew the other
Samurai next turn. At turn 42 Green reaches the second inn first and meets another guide
before his meal.
""",
            """
**注意看：** 第 31 回合真實的藍方留下了案內人而不是侍，下一回合紅方抽到了另一張侍。
第 42 回合綠方最先到達第二個旅店，吃膳食之前又遇到一位案內人。
""")),
        Task(
            "mountain",
            T("Turn 51: Green (Chuubei) holds three mountain cards. Be the first to complete a "
              "mountain panorama.",
              "第 51 回合：綠方是忠兵衛（Chuubei），有三張山。成為第一個完成山的全景畫的人。"),
            GREEN_MOUNTAIN,
            Reach(lambda start, now: now.players[2].complete("mountain"),
                  T("Green's mountain is still incomplete after that stop.",
                    "停在那裡之後，綠方的山還沒有完成。")),
            solution=("move 33",),
            hints=(T("A mountain panorama has four cards.", "山的全景畫有四張。"),
                   T("Look at the landscapes between here and the third inn.",
                     "看看從這裡到第三個旅店之間的風景。")),
            highlight=("move 33", "move 35", "move 36"),
            rules=("tokaido.panorama.achievement", "tokaido.panorama.one-per-type"),
            wrong="move 35",
            explain={"move 35": T("A sea card, not a mountain one.", "那是海，不是山。")},
            success=T("The real player did the same: 4 points for the card and 3 for the "
                      "mountain achievement.",
                      "真實對局的玩家也是這樣走的：這張 4 分，山的成就卡 3 分。"),
        ),
        Show("inn-2-to-inn-3", real(46), steps=_turns(46, 67), viewer=None, caption=T(
            "Turns 46 to 67: to the third inn.", "第 46 到 67 回合：到第三個旅店。")),
        Read(T(
            """
**Watch:** Green completes the first mountain (turn 51), Yellow the first sea (turn 55);
Blue's full souvenir set scores 12 in one stop (turn 61); Yellow, Kinko, eats free at the
third inn (turn 64).
""",
            """
**注意看：** 綠方最先完成山（第 51 回合），黃方最先完成海（第 55 回合）。藍方湊成一整套紀念品，
一次停留得 12 分（第 61 回合）。黃方是琴古（Kinko），身上沒有錢，卻最先到達第三個旅店，照樣吃到
膳食：他那份免費（第 64 回合）。
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
                   T("Coins come for sure from a farm, with luck from an encounter.",
                     "農田一定給錢，邂逅要靠運氣。")),
            highlight=("move 48", "move 50"),
            rules=("tokaido.farm.coins", "tokaido.village.needs-coin",
                   "tokaido.move.double-spaces"),
            wrong="move 46", wrong_rule="tokaido.village.needs-coin",
            success=T("3 coins from the farm, as in the real game.",
                      "農田的三塊錢，和真實對局一樣。"),
        ),
        Show("inn-3-to-edo", real(68), steps=_turns(68, 88), viewer=None, caption=T(
            "Turns 68 to 88: to Edo, and the end.", "第 68 到 88 回合：到江戶，遊戲結束。")),
        Read(T(
            """
**The end:** Gourmet and Bather for Blue, Chatterbox for Green, Collector shared by Green and
Yellow; on the temple 4, 4, 3 and 3 coins give 10, 10, 7 and 7. Green wins with 83; Blue
and Yellow tie on 80, and Yellow, with more achievement cards, ranks second.
""",
            """
**結局：** 美食和溫泉成就歸藍方，邂逅成就歸綠方，紀念品成就由綠方和黃方共享；寺廟上四、四、三、
三塊錢得 10、10、7、7 分。綠方以 83 分獲勝；藍方和黃方同為 80 分，黃方的成就卡較多，排第二。
""")),
        Quiz((
            Choose("q-turn-5", T("Turn 5: Green and Yellow stand on the first village, Yellow "
                                 "in the side place; Blue is on the temple and Red on the "
                                 "encounter just ahead. Who moves?",
                                 "第 5 回合：綠方和黃方在第一個村莊，黃方在第二個空位；"
                                 "藍方在前面的寺廟，紅方在再前面的邂逅。誰移動？"),
                   tuple(SEATS[:4]), _mover,
                   T("Both on the village are farthest behind; the side place counts as "
                     "behind.",
                     "村莊上的兩人都在最後面；第二個空位算在後面。"),
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
                                     "small object and a clothing) leaves the farm ①. Blue "
                                     "stands on the village ③. Where did the real player stop?",
                                     "預測：第 62 回合，綠方是忠兵衛（Chuubei），有六塊錢，"
                                     "有一張小東西和一張衣服，從農田①出發。藍方停在村莊③。"
                                     "真實對局的玩家停在哪裡？"),
                   (T("the sea ②", "海②"), T("the village ③, beside Blue", "村莊③，藍方旁邊"),
                    T("the third inn ④", "第三個旅店④")),
                   _record_answer(62, ("move 40", "move 41", "move 42")),
                   T("The side place of the village: Green bought the Ukiyoe, the third card of "
                     "his set, for 5 points.",
                     "村莊的第二個空位：綠方買了浮世繪，是他那一套的第三張，得 5 分。"),
                   rules=("tokaido.move.double-spaces", "tokaido.souvenir.sets"),
                   position=real(62), markers=("stop-38", "stop-40", "stop-41", "stop-42")),
        )),
        Deeper(T("Two more moments of the game.", "這局的另外兩個時刻。")),
        Quiz((
            HowMany("q-sea", T("Turn 55: Yellow, with four sea cards, stops on the sea "
                               "panorama marked ①. How many points does that stop score?",
                               "第 55 回合：有四張海的黃方停在標記①的海的全景畫。這次停留得幾分？"),
                    real(55), _gain_after(3, ("move 35",)),
                    T("The fifth card, 5, and the sea achievement, 3: nobody had completed "
                      "the sea.", "第五張 5 分，加上海的成就卡 3 分：之前沒有人完成海。"),
                    rules=("tokaido.panorama.achievement", "tokaido.panorama.next-section"),
                    markers=("stop-35",), mark="move 35"),
            HowMany("q-free-meal", T("Turn 88: Yellow (Kinko) reaches Edo last, without a "
                                     "coin; a Dango, a 1-coin meal, is left. How many coins "
                                     "does Kinko pay to eat it?",
                                     "第 88 回合：黃方是琴古（Kinko），最後到達江戶，身上沒有錢；"
                                     "還剩一張一塊錢的糰子。琴古吃它要付幾塊錢？"),
                    KINKO_AT_EDO, lambda s: s.meal_price(3, "dango"),
                    T("Every meal costs Kinko 1 coin less: the Dango is free, the last 6 "
                      "points of the game.",
                      "每份膳食琴古都少付一塊錢：糰子免費，也是這局最後的 6 分。"),
                    rules=("tokaido.traveller.kinko", "tokaido.inn.one-meal"),
                    mark="eat dango"),
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
