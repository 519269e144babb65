"""Tokaido lesson 9: travellers at the inns: five abilities that act at the inns and encounters
(Hiroshige, Chuubei, Kinko, Satsuki, Yoshiyasu)."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    HowMany,
    Lesson,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ..data import MEAL_INDEX
from ..state import PAN
from ._common import (
    _at,
    _coins,
    _gain_after,
    _gained,
    _points,
    _total,
    trip,
)

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
YOSHIYASU_START = trip(("yoshiyasu", "kinko", "mitsukuni"), "1,2,3")
SATSUKI_START = trip(("satsuki", "kinko", "mitsukuni"), "1,2,3")
SATSUKI_OFFER = trip(("satsuki", "kinko", "mitsukuni"), "1,2,3", "move 15; offer fugu")
"""Satsuki (Blue, 2 coins) at the first inn is offered a Fugu, a 3-coin meal."""

LESSON = Lesson(
    game="tokaido", number=9, slug="travellers-at-the-inns",
    title=T("Travellers at the inns", "旅行者：在旅店發揮的能力"),
    minutes=15,
    objectives=(
        T("use five travellers' abilities at the right stop", "在適當的位置使用五位旅行者的能力"),
    ),
    steps=(
        Read(T(
            """
## Ten travellers, ten abilities

Each traveller tile gives a purse and an **ability** that bends one rule. Each task below
puts one traveller to work: its prompt says what the ability does. Four of these five act
at the inns.
""",
            """
## 十位旅行者，十種能力

每個旅行者板塊都有起始金錢和一種**能力**，改變一條規則。下面每個任務讓一位旅行者上場：
題目會說明他的能力。這一課的五位旅行者中，有四位在旅店發揮能力。
"""), sources=T(
            """
The summary's list of travellers (旅行者說明) gives each a title, used here: Hiroshige the
artist (藝術家), Chuubei the messenger (信差), Kinko the ronin (浪人), Yoshiyasu the
functionary (代理人), Satsuki the orphan (孤兒). Rules `tokaido.traveller.*`. Satsuki's free
card is the top card of the meal deck (an assumption, `tokaido.traveller.satsuki-card`; the
tasks name the card).
""",
            """
摘要的「旅行者說明」為每位旅行者取了稱號，本教學沿用：藝術家廣重（Hiroshige）、
信差忠兵衛（Chuubei）、浪人琴古（Kinko）、代理人吉保（Yoshiyasu）、孤兒五月（Satsuki）。
規則 `tokaido.traveller.*`。五月的免費膳食是膳食牌堆最上方一張（假設
`tokaido.traveller.satsuki-card`；任務會指定是哪一張）。
""")),
        Task(
            "hiroshige",
            T("Hiroshige (Blue) takes a panorama card of his choice at each inn on the way, "
              "before his meal. He has reached the first inn: take the card worth the most "
              "points.",
              "廣重（Hiroshige，藍方）在途中每個旅店吃膳食之前，可以拿一張自選的全景畫。"
              "他到達了第一個旅店：拿分數最高的那張。"),
            HIROSHIGE_INN,
            Reach(_gained(0, _points(PAN), 2),
                  T("Another card is worth more.", "另一張分數更高。")),
            solution=("panorama mountain",),
            hints=(T("Which panoramas has Blue begun?", "藍方已經開始收集哪一種全景畫？"),
                   T("A landscape already begun gives its next number; a new one starts at 1.",
                     "已經開始的風景給下一個數值；新的風景從 1 開始。")),
            highlight=("panorama paddy", "panorama mountain", "panorama sea"),
            rules=("tokaido.traveller.hiroshige",),
            wrong="no panorama",
            explain={"no panorama": T("Taking a card scores points: take one.",
                                      "拿一張就能得分：拿吧。"),
                     "panorama paddy": T("The first paddy card: 1 point.", "田的第一張：1 分。"),
                     "panorama sea": T("The first sea card: 1 point.", "海的第一張：1 分。")},
            success=T("The second mountain card, 2 points, before the meal.",
                      "吃膳食之前拿到山的第二張，2 分。"),
            viewer=0,
        ),
        Task(
            "chuubei",
            T("Chuubei (Blue) draws an encounter card at each inn on the way, before his meal. "
              "He leaves first: meet someone on this move without stopping at an encounter.",
              "忠兵衛（Chuubei，藍方）在途中每個旅店吃膳食之前，可以抽一張邂逅卡。他先出發："
              "這一步要與人邂逅，但不停在邂逅位置。"),
            CHUUBEI_START,
            Reach(_at(0, 15), T("That stop gives no encounter; Chuubei has another way.",
                                "停在那裡沒有邂逅；忠兵衛有別的辦法。")),
            solution=("move 15",),
            hints=(T("Where does Chuubei's ability act?", "忠兵衛的能力在哪裡發動？"),
                   T("Encounters come at encounter stops, and for Chuubei at one other kind "
                     "of stop.", "邂逅發生在邂逅位置，而忠兵衛還有另一種位置。")),
            highlight=("move 4", "move 11", "move 15"),
            rules=("tokaido.traveller.chuubei", "tokaido.encounter.draw"),
            wrong="move 4",
            explain={"move 4": T("That is an encounter stop.", "那是邂逅位置。"),
                     "move 11": T("That is an encounter stop.", "那是邂逅位置。")},
            success=T("At the inn Chuubei draws an encounter card before choosing his meal.",
                      "忠兵衛在旅店先抽一張邂逅卡，再選膳食。"),
        ),
        Task(
            "kinko",
            T("Every meal costs Kinko (Blue) 1 coin less. He has 1 coin left and is first at "
              "the inn: eat the dearest meal he can pay for.",
              "琴古（Kinko，藍方）的每份膳食都少付一塊錢。他只剩一塊錢，最先到達旅店："
              "吃他付得起的最貴膳食。"),
            KINKO_INN,
            Reach(lambda start, now: bool(now.players[0].meals)
                  and MEAL_INDEX[now.players[0].meals[-1]].price == 2,
                  T("Kinko can pay for a dearer meal than that.", "琴古付得起更貴的膳食。")),
            solution=("eat sushi",),
            hints=(T("What does each card cost Kinko?", "每張卡琴古要付多少？"),
                   T("A 2-coin meal costs him 1; a 3-coin one costs him 2.",
                     "兩塊錢的膳食他只付一塊；三塊錢的要付兩塊。")),
            highlight=("eat dango", "eat sushi", "eat tofu"),
            rules=("tokaido.traveller.kinko", "tokaido.inn.one-meal"),
            wrong="eat fugu", wrong_rule="tokaido.inn.one-meal",
            explain={"eat dango": T("Dango is free for Kinko, but a dearer meal fits his coin.",
                                    "糰子對琴古免費，但他的錢還買得起更貴的。")},
            success=T("A 2-coin meal for 1 coin. At the end the Gourmet achievement counts the "
                      "printed prices, not what Kinko paid.",
                      "兩塊錢的膳食只付一塊。遊戲結束時美食成就算的是卡上價錢，"
                      "不是琴古付的錢。"),
            viewer=0,
        ),
        Task(
            "satsuki",
            T("Satsuki (Blue) is offered a free meal card at every inn; she may take it as her "
              "meal, or refuse it and buy one. With 2 coins, she leaves first: reach the first "
              "inn and have the dearest meal you can there.",
              "五月（Satsuki，藍方）每到一個旅店都可以得到一張免費膳食卡；她可以把它當作這次的"
              "膳食，或拒絕後自己買。她只有兩塊錢，先出發：到達第一個旅店，在那裡吃到最貴的膳食。"),
            SATSUKI_START,
            Reach(lambda start, now: bool(now.players[0].meals)
                  and MEAL_INDEX[now.players[0].meals[-1]].price == 3,
                  T("With 2 coins Satsuki cannot buy a dearer meal than the one offered.",
                    "只有兩塊錢，五月買不到比免費那張更貴的膳食。"),
                  within=2),
            solution=("move 15", "accept meal"),
            hints=(T("Her free meal card comes at the inn.", "她的免費膳食卡在旅店才會出現。"),
                   T("Compare the price of the free card with what 2 coins can buy.",
                     "比較免費那張的價錢，和兩塊錢買得到的膳食。")),
            highlight=("move 13", "move 14", "move 15"),
            replies={1: ("offer fugu",)}, manual_chance=True,
            rules=("tokaido.traveller.satsuki",),
            wrong="move 14",
            explain={"refuse meal": T("Then she must pay for a meal, and 2 coins buy no 3-coin "
                                      "meal.", "那樣她就要自己付錢，兩塊錢買不到三塊錢的膳食。")},
            success=T("A 3-coin meal for free: 6 points, and her meal at this inn.",
                      "免費吃到三塊錢的膳食：6 分，也是她在這個旅店的膳食。"),
            viewer=0,
        ),
        Task(
            "yoshiyasu",
            T("Yoshiyasu (Blue) draws two encounter cards and keeps one. He leaves first: "
              "score 3 points with one encounter card.",
              "吉保（Yoshiyasu，藍方）邂逅時抽兩張，留下一張。他先出發：用一張邂逅卡得 3 分。"),
            YOSHIYASU_START,
            Reach(_gained(0, _total, 3), T("That does not score 3 points with an encounter.",
                                           "這樣沒有靠邂逅得到 3 分。"),
                  within=2),
            solution=("move 4", "keep samurai"),
            hints=(T("First meet someone; then choose the card.", "先去邂逅，再選卡。"),
                   T("Of the two cards, one gives coins and one gives points.",
                     "兩張卡中，一張給錢，一張給分。")),
            highlight=("move 4", "move 11", "move 5", "move 6"),
            replies={1: ("encounter kuge", "encounter samurai")}, manual_chance=True,
            rules=("tokaido.traveller.yoshiyasu", "tokaido.encounter.samurai"),
            wrong="move 5",
            explain={"keep kuge": T("The Kuge gives 3 coins, not points.",
                                    "公家給三塊錢，不是分數。")},
            success=T("3 points; the Kuge goes under the deck, and only Blue knows it.",
                      "3 分；公家塞回牌堆底部，只有藍方知道。"),
            viewer=0,
        ),
        Quiz((
            HowMany("q-kinko", T("How many coins does Kinko pay for Fugu, a 3-coin meal?",
                                 "琴古（Kinko）吃三塊錢的河豚要付幾塊錢？"),
                    KINKO_INN, lambda s: s.meal_price(0, "fugu"),
                    T("One coin less than the printed price.", "比卡上價錢少一塊。"),
                    rules=("tokaido.traveller.kinko",), mark="eat fugu"),
            HowMany("q-satsuki", T("Satsuki, with 2 coins, accepts the free Fugu offered to "
                                   "her. How many coins does she have then?",
                                   "有兩塊錢的五月（Satsuki）接受免費的河豚。之後她有幾塊錢？"),
                    SATSUKI_OFFER, _gain_after(0, ("accept meal",), _coins),
                    T("The free meal costs her nothing: she keeps her 2 coins, and her Gourmet "
                      "total counts the printed 3.",
                      "免費的膳食不用錢：她還是有兩塊錢，而美食總額算卡上印的 3。"),
                    rules=("tokaido.traveller.satsuki",), picture=False),
            Choose("q-inns", T("At which inns do Hiroshige and Chuubei use their abilities?",
                               "廣重（Hiroshige）和忠兵衛（Chuubei）在哪些旅店發動能力？"),
                   (T("at the three inns on the way, not at Edo", "途中的三個旅店，江戶不算"),
                    T("at every inn, Edo included", "每個旅店，包括江戶"),
                    T("only at Edo", "只有江戶")),
                   0, T("Only the three inns on the way; Satsuki's free meal, though, comes at "
                        "Edo too.", "只有途中的三個旅店；不過五月的免費膳食在江戶也有。"),
                   rules=("tokaido.traveller.hiroshige", "tokaido.traveller.chuubei")),
        )),
    ),
    recap=T("Hiroshige and Chuubei take a panorama card or an encounter at the inns on the way; "
            "Kinko's meals cost 1 coin less; Satsuki is offered a free meal at every inn; "
            "Yoshiyasu draws two encounter cards and keeps one.",
            "廣重和忠兵衛在途中的旅店多拿一張全景畫或邂逅卡；琴古的膳食少付一塊錢；"
            "五月每到旅店都有一張免費膳食卡；吉保邂逅時抽兩張留一張。"),
    mistakes=(T("Giving Hiroshige or Chuubei their bonus at Edo.",
                "在江戶也給廣重或忠兵衛能力。"),
              T("Giving Satsuki two meals at one inn.", "讓五月在一個旅店吃兩份。")),
)
