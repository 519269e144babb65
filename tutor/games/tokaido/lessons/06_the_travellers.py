"""Tokaido lesson 6: the travellers."""

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
    T,
    Task,
)
from ..data import (
    MEAL_INDEX,
    SOUVENIR_INDEX,
)
from ..state import ABIL, PAN
from ._common import (
    Test,
    _at,
    _coins,
    _gain_after,
    _gained,
    _points,
    _stop_kind,
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


LESSON = Lesson(
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

Each traveller tile gives a purse and an **ability** that bends one rule. Each task below
puts one traveller to work: its prompt says what the ability does.
""",
            """
## 十位旅行者，十種能力

每個旅行者板塊都有起始金錢和一種**能力**，改變一條規則。下面每個任務讓一位旅行者上場：
題目會說明他的能力。
"""), sources=T(
            """
The summary's list of travellers (旅行者說明) gives each a title, used here: Hiroshige the
artist (藝術家), Chuubei the messenger (信差), Kinko the ronin (浪人), Yoshiyasu the
functionary (代理人), Satsuki the orphan (孤兒), Mitsukuni the old man (老漢), Sasayakko the
geisha (藝妓), Hirotada the priest (祭司), Umegae the street entertainer (賣藝者), Zen-emon the
merchant (商人). Rules `tokaido.traveller.*`; the points of Mitsukuni's and Umegae's abilities
have their own score line (`tokaido.score.abilities`).

Three details the rules leave open are settled as the online game does (assumptions):
Hirotada always takes the bank's coin (`tokaido.traveller.hirotada-always`); Zen-emon's
1-coin souvenir is the dearest he buys (`tokaido.traveller.zenemon`); Satsuki's free card is
the top of the meal deck (`tokaido.traveller.satsuki-card`).
""",
            """
摘要的「旅行者說明」為每位旅行者取了稱號，本教學沿用：Hiroshige 藝術家、Chuubei 信差、Kinko 浪人、
Yoshiyasu 代理人、Satsuki 孤兒、Mitsukuni 老漢、Sasayakko 藝妓、Hirotada 祭司、Umegae 賣藝者、
Zen-emon 商人。規則 `tokaido.traveller.*`；
Mitsukuni 和 Umegae 的能力得分在計分表上另列一行（`tokaido.score.abilities`）。

規則沒有說清楚的三個細節，照線上遊戲的做法處理（假設）：
Hirotada 一定拿銀行的錢（`tokaido.traveller.hirotada-always`）；
Zen-emon 一塊錢買的是他買的最貴的那張（`tokaido.traveller.zenemon`）；
Satsuki 的免費膳食是膳食牌堆最上方一張（`tokaido.traveller.satsuki-card`）。
""")),
        Task(
            "hiroshige",
            T("Hiroshige (Blue) takes a panorama card of his choice at each inn on the way, "
              "before his meal. He has reached the first inn: take the card worth the most "
              "points.",
              "Hiroshige（藍方）在途中每個旅店吃膳食之前，可以拿一張自選的全景畫。"
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
              "Chuubei（藍方）在途中每個旅店吃膳食之前，可以抽一張邂逅卡。他先出發："
              "這一步要與人邂逅，但不停在邂逅位置。"),
            CHUUBEI_START,
            Reach(_at(0, 15), T("That stop gives no encounter; Chuubei has another way.",
                                "停在那裡沒有邂逅；Chuubei 有別的辦法。")),
            solution=("move 15",),
            hints=(T("Where does Chuubei's ability act?", "Chuubei 的能力在哪裡發動？"),
                   T("Encounters come at encounter stops, and for Chuubei at one other kind "
                     "of stop.", "邂逅發生在邂逅位置，而 Chuubei 還有另一種位置。")),
            highlight=("move 4", "move 11", "move 15"),
            rules=("tokaido.traveller.chuubei", "tokaido.encounter.draw"),
            wrong="move 4",
            explain={"move 4": T("That is an encounter stop.", "那是邂逅位置。"),
                     "move 11": T("That is an encounter stop.", "那是邂逅位置。")},
            success=T("At the inn Chuubei draws an encounter card before choosing his meal.",
                      "Chuubei 在旅店先抽一張邂逅卡，再選膳食。"),
        ),
        Task(
            "kinko",
            T("Every meal costs Kinko (Blue) 1 coin less. He has 1 coin left and is first at "
              "the inn: eat the dearest meal he can pay for.",
              "Kinko（藍方）的每份膳食都少付一塊錢。他只剩一塊錢，最先到達旅店："
              "吃他付得起的最貴膳食。"),
            KINKO_INN,
            Reach(lambda start, now: bool(now.players[0].meals)
                  and MEAL_INDEX[now.players[0].meals[-1]].price == 2,
                  T("Kinko can pay for a dearer meal than that.", "Kinko 付得起更貴的膳食。")),
            solution=("eat sushi",),
            hints=(T("What does each card cost Kinko?", "每張卡 Kinko 要付多少？"),
                   T("A 2-coin meal costs him 1; a 3-coin one costs him 2.",
                     "兩塊錢的膳食他只付一塊；三塊錢的要付兩塊。")),
            highlight=("eat dango", "eat sushi", "eat tofu"),
            rules=("tokaido.traveller.kinko", "tokaido.inn.one-meal"),
            wrong="eat fugu", wrong_rule="tokaido.inn.one-meal",
            explain={"eat dango": T("Dango is free for Kinko, but a dearer meal fits his coin.",
                                    "糰子對 Kinko 免費，但他的錢還買得起更貴的。")},
            success=T("A 2-coin meal for 1 coin. At the end the Gourmet achievement counts the "
                      "printed prices, not what Kinko paid.",
                      "兩塊錢的膳食只付一塊。遊戲結束時美食成就算的是卡上價錢，"
                      "不是 Kinko 付的錢。"),
            viewer=0,
        ),
        Task(
            "yoshiyasu",
            T("Yoshiyasu (Blue) draws two encounter cards and keeps one. He leaves first: "
              "score 3 points with one encounter card.",
              "Yoshiyasu（藍方）邂逅時抽兩張，留下一張。他先出發：用一張邂逅卡得 3 分。"),
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
        Read(T(
            """
**Satsuki, the summary and the official rules.** The Chinese summary reads as if Satsuki
took her free meal card and then bought another. The official rules give her one meal per
inn: the free card, or one she buys after refusing it.
""",
            """
**Satsuki：摘要和官方規則。** 中文摘要讀起來像是 Satsuki 拿了免費膳食卡之後，還可以再買一份。
官方規則說她每個旅店只有一份膳食：免費的那張，或者拒絕後自己買的那張。
"""), sources=T(
            """
The summary: 「當Satsuki到達旅店他將獲得一張免費的隨機膳食卡，接著進行正常的購買階段。」 (When
Satsuki reaches an inn she gets a free random meal card, then goes through the normal
buying step.) The official rules and the publisher's official answers to players' questions
give one meal per inn, never a meal eaten before; the tutor follows them
(`tokaido.traveller.satsuki`).
""",
            """
摘要：「當Satsuki到達旅店他將獲得一張免費的隨機膳食卡，接著進行正常的購買階段。」
官方規則和出版商對玩家問題的官方回答都說她每個旅店只有一份膳食，也不能吃重複的；
本教學依照官方規則（`tokaido.traveller.satsuki`）。
""")),
        Task(
            "satsuki",
            T("Satsuki (Blue), with 2 coins, leaves first: reach the first inn and have the "
              "dearest meal you can there.",
              "Satsuki（藍方）只有兩塊錢，先出發：到達第一個旅店，在那裡吃到最貴的膳食。"),
            SATSUKI_START,
            Reach(lambda start, now: bool(now.players[0].meals)
                  and MEAL_INDEX[now.players[0].meals[-1]].price == 3,
                  T("With 2 coins Satsuki cannot buy a dearer meal than the one offered.",
                    "只有兩塊錢，Satsuki 買不到比免費那張更貴的膳食。"),
                  within=2),
            solution=("move 15", "accept meal"),
            hints=(T("Her free meal card comes at the inn.", "她的免費膳食卡在旅店才會出現。"),
                   T("Compare the price of the free card with what 2 coins can buy.",
                     "比較免費那張的價錢，和兩塊錢買得到的膳食。")),
            highlight=("move 13", "move 14", "move 15"),
            replies={1: ("offer fugu",)}, manual_chance=True,
            rules=("tokaido.traveller.satsuki", "tokaido.traveller.satsuki-card"),
            wrong="move 14",
            explain={"refuse meal": T("Then she must pay for a meal, and 2 coins buy no 3-coin "
                                      "meal.", "那樣她就要自己付錢，兩塊錢買不到三塊錢的膳食。")},
            success=T("A 3-coin meal for free: 6 points, and her meal at this inn.",
                      "免費吃到三塊錢的膳食：6 分，也是她在這個旅店的膳食。"),
            viewer=0,
        ),
        Task(
            "mitsukuni",
            T("Mitsukuni (Blue) scores 1 point more for each hot spring card and each "
              "achievement card. He leaves first: stop where his ability adds a point.",
              "Mitsukuni（藍方）每張溫泉卡和每張成就卡多得 1 分。他先出發："
              "停在他的能力能多得 1 分的位置。"),
            MITSUKUNI_START,
            Reach(_stop_kind(0, "hotspring"),
                  T("His ability adds nothing at that stop.", "他的能力在那裡沒有加分。")),
            solution=("move 6",),
            hints=(T("Which of his two kinds of card can he get now?",
                     "他的兩種卡中，哪一種現在拿得到？"),
                   T("Achievements come later; panoramas and hot springs are ahead.",
                     "成就卡要晚一點；前面有全景畫和溫泉。")),
            highlight=("move 5", "move 6", "move 7", "move 14"),
            rules=("tokaido.traveller.mitsukuni", "tokaido.score.abilities"),
            wrong="move 5",
            explain={"move 5": T("A panorama card gains him nothing extra (only an "
                                 "achievement card would).",
                                 "全景畫不會讓他多得分（只有成就卡會）。")},
            success=T("A hot spring card, worth 1 point more to Mitsukuni.",
                      "一張溫泉卡，對 Mitsukuni 多值 1 分。"),
        ),
        Task(
            "sasayakko",
            T("When Sasayakko (Blue) buys two souvenirs or more, the cheapest is free, but she "
              "must hold the full price. With 5 coins: buy souvenirs printed at 5 coins or "
              "more, paying no more than 3.",
              "Sasayakko（藍方）買兩張以上紀念品時，最便宜的那張免費，但手上的錢要夠付全額。"
              "她有五塊錢：買卡上價錢合計至少五塊的紀念品，最多只付三塊。"),
            SASAYAKKO_VILLAGE,
            Reach(lambda start, now: _printed(0)(now.players[0]) >= 5 and _paid(0, 3)(start, now),
                  T("Those do not add up to 5 coins of printed price for 3 coins paid.",
                    "那些卡的價錢合計不到五塊，或是付了超過三塊。")),
            solution=("buy sake+sumie",),
            hints=(T("Which card is free in each pair?", "每一組中哪一張免費？"),
                   T("Look at the pairs with the dearest card.", "看看包含最貴那張的組合。")),
            highlight=("buy koma+sumie", "buy sake+sumie", "buy koma+sake"),
            rules=("tokaido.traveller.sasayakko", "tokaido.village.buy"),
            wrong="buy koma+sake+sumie", wrong_rule="tokaido.village.buy",
            success=T("Sake and Sumie, 5 coins printed: the Sake is free, she pays 3.",
                      "清酒和水墨畫，卡上共五塊錢：清酒免費，她付三塊。"),
            viewer=0,
        ),
        Task(
            "hirotada",
            T("At each temple the bank gives 1 coin more for Hirotada (Blue). He leaves "
              "first: put 4 coins on the temple in a single stop.",
              "Hirotada（藍方）每次停在寺廟，銀行多替他捐一塊錢。他先出發："
              "一次停留就在寺廟放上四塊錢。"),
            HIROTADA_START,
            Reach(_gained(0, lambda pl: pl.temple, 4),
                  T("Go to a temple and give as much as the rules allow.",
                    "去寺廟，捐到規則允許的最多。"),
                  within=2),
            solution=("move 3", "donate 3"),
            hints=(T("A traveller gives 1 to 3 coins; the bank adds one for Hirotada.",
                     "旅行者捐 1 到 3 塊錢；銀行再替 Hirotada 多捐一塊。"),
                   T("Coins are spent at villages and temples: which puts them on the temple?",
                     "村莊和寺廟都會花錢：哪一種會把錢放到寺廟上？")),
            highlight=("move 2", "move 3", "move 9", "move 10"),
            rules=("tokaido.traveller.hirotada", "tokaido.temple.donate"),
            wrong="move 4",
            explain={"move 4": T("That is an encounter, not a temple.", "那是邂逅，不是寺廟。")},
            success=T("3 coins of his own and 1 from the bank: 4 points, 4 coins on the temple.",
                      "自己三塊錢，加上銀行一塊：4 分，寺廟上有四塊錢。"),
        ),
        Task(
            "umegae",
            T("Umegae (Blue) gains 1 point and 1 coin at each encounter, before the card. She "
              "leaves first: gain a point and a coin with this move, whatever card may be "
              "drawn.",
              "Umegae（藍方）每次邂逅，在抽卡之前先得 1 分和一塊錢。她先出發："
              "這一步要得 1 分和一塊錢，不管抽到什麼卡。"),
            UMEGAE_START,
            Reach(lambda start, now: _gained(0, _total, 1)(start, now)
                  and _gained(0, _coins, 1)(start, now),
                  T("That stop does not give both a point and a coin at once.",
                    "停在那裡不會同時得到 1 分和一塊錢。")),
            solution=("move 4",),
            hints=(T("Where does Umegae's ability act?", "Umegae 的能力在哪裡發動？"),
                   T("A farm gives coins, a panorama a point: which stop gives her both?",
                     "農田給錢，全景畫給分：哪一種位置兩樣都給她？")),
            highlight=("move 4", "move 5", "move 8", "move 11"),
            rules=("tokaido.traveller.umegae", "tokaido.score.abilities"),
            wrong="move 8",
            explain={"move 8": T("The farm gives coins but no point.", "農田給錢，但不給分。")},
            success=T("1 point and 1 coin before the card: the point goes on the abilities line "
                      "of the score sheet.",
                      "抽卡之前先得 1 分和一塊錢：這 1 分記在計分表的「旅行者能力」那一行。"),
        ),
        Task(
            "zenemon",
            T("At a village one souvenir of Zen-emon's (Blue) costs him 1 coin. He has 6 "
              "coins, and the three souvenirs here cost 8: buy all three.",
              "Zen-emon（藍方）在村莊買的紀念品中，有一張只要一塊錢。他有六塊錢，"
              "這裡的三張紀念品共要八塊：三張都買下來。"),
            ZENEMON_VILLAGE,
            Reach(lambda start, now: len(now.players[0].souvenirs) == 3,
                  T("Zen-emon can afford all three.", "Zen-emon 付得起三張。")),
            solution=("buy geta+shamisen+ukiyoe",),
            hints=(T("One card of each purchase costs Zen-emon only 1 coin.",
                     "每次購買，Zen-emon 有一張只要一塊錢。"),
                   T("The 1-coin card is the dearest one: count the others.",
                     "一塊錢的是最貴的那張：算算其他的。")),
            highlight=("buy geta+shamisen", "buy shamisen+ukiyoe", "buy geta+shamisen+ukiyoe"),
            rules=("tokaido.traveller.zenemon", "tokaido.village.buy"),
            wrong="buy shamisen+ukiyoe",
            explain={"buy shamisen+ukiyoe": T("He can afford the third one too.",
                                              "他也付得起第三張。"),
                     "buy geta+shamisen": T("He can afford the third one too.",
                                            "他也付得起第三張。"),
                     "buy geta+ukiyoe": T("He can afford the third one too.",
                                          "他也付得起第三張。")},
            success=T("Three souvenirs for 6 coins: 1 + 3 + 5 points.",
                      "六塊錢買三張紀念品：1 + 3 + 5 分。"),
            viewer=0,
        ),
        Quiz((
            HowMany("q-mitsukuni", T("Mitsukuni stops at the hot spring on 6 and draws a card "
                                     "worth 3. How many points does he score?",
                                     "Mitsukuni 停在位置 6 的溫泉，抽到 3 分的卡。他得幾分？"),
                    MITSUKUNI_START, _gain_after(0, ("move 6", "hot spring 3")),
                    T("3 for the card and 1 for his ability.", "卡片 3 分，能力 1 分。"),
                    rules=("tokaido.traveller.mitsukuni", "tokaido.hotspring.card"),
                    mark="move 6"),
            HowMany("q-zenemon", T("How many coins does Zen-emon pay for the three souvenirs?",
                                   "Zen-emon 買這三張紀念品付了幾塊錢？"),
                    ZENEMON_VILLAGE,
                    lambda s: -_gain_after(0, ("buy geta+shamisen+ukiyoe",), _coins)(s),
                    T("2 + 3 + 1: the dearest card costs him 1.",
                      "2 + 3 + 1：最貴的那張只要一塊。"),
                    rules=("tokaido.traveller.zenemon",), mark="buy geta+shamisen+ukiyoe"),
            HowMany("q-umegae", T("Umegae meets a Kuge at the encounter on 4. How many points "
                                  "are on the abilities line of his score sheet then?",
                                  "Umegae 在位置 4 遇到公家。之後他計分表的「旅行者能力」"
                                  "那一行有幾分？"),
                    UMEGAE_START,
                    lambda s: s.apply("move 4").apply("encounter kuge").players[0].points[ABIL],
                    T("1 point for the encounter; the Kuge gives coins, not points.",
                      "邂逅本身 1 分；公家給的是錢，不是分數。"),
                    rules=("tokaido.score.abilities", "tokaido.traveller.umegae"),
                    mark="move 4"),
            HowMany("q-kinko", T("How many coins does Kinko pay for Fugu, a 3-coin meal?",
                                 "Kinko 吃三塊錢的河豚要付幾塊錢？"),
                    KINKO_INN, lambda s: s.meal_price(0, "fugu"),
                    T("One coin less than the printed price.", "比卡上價錢少一塊。"),
                    rules=("tokaido.traveller.kinko",), picture=False),
            Choose("q-inns", T("At which inns do Hiroshige and Chuubei use their abilities?",
                               "Hiroshige 和 Chuubei 在哪些旅店發動能力？"),
                   (T("at the three inns on the way, not at Edo", "途中的三個旅店，江戶不算"),
                    T("at every inn, Edo included", "每個旅店，包括江戶"),
                    T("only at Edo", "只有江戶")),
                   0, T("Only the three inns on the way; Satsuki's free meal, though, comes at "
                        "Edo too.", "只有途中的三個旅店；不過 Satsuki 的免費膳食在江戶也有。"),
                   rules=("tokaido.traveller.hiroshige", "tokaido.traveller.chuubei")),
            Choose("q-satsuki", T("The Chinese summary says Satsuki gets a free meal, then buys "
                                  "as usual. What do the official rules and the tutor say?",
                                  "中文摘要說 Satsuki 得到免費膳食後照常購買。"
                                  "官方規則和本教學怎麼說？"),
                   (T("one meal per inn: the free card or a bought one",
                      "每個旅店一份：免費的那張或買的那張"),
                    T("two meals at every inn", "每個旅店兩份"),
                    T("the free card only, she may never buy", "只有免費的那張，她不能買")),
                   0, T("She may refuse the free card and buy a meal instead, never both.",
                        "她可以拒絕免費的卡改為購買，但不能兩者都要。"),
                   rules=("tokaido.traveller.satsuki",)),
        )),
    ),
    recap=T("Each traveller bends one rule: extra panoramas or encounters at the inns on the "
            "way (Hiroshige, Chuubei), cheaper meals (Kinko), a free meal (Satsuki), a choice "
            "of two encounters (Yoshiyasu), extra points (Mitsukuni, Umegae), cheaper souvenirs "
            "(Sasayakko, Zen-emon), an extra temple coin (Hirotada).",
            "每位旅行者改變一條規則：在途中的旅店多拿全景畫或邂逅（Hiroshige、Chuubei）、膳食比較便宜"
            "（Kinko）、免費膳食（Satsuki）、從兩張邂逅中選一張（Yoshiyasu）、額外得分（Mitsukuni、"
            "Umegae）、紀念品比較便宜（Sasayakko、Zen-emon）、寺廟多一塊錢（Hirotada）。"),
    mistakes=(T("Giving Hiroshige or Chuubei their bonus at Edo.",
                "在江戶也給 Hiroshige 或 Chuubei 能力。"),
              T("Letting Sasayakko buy cards she cannot pay for in full.",
                "讓 Sasayakko 買她手上的錢付不起全額的卡。"),
              T("Giving Satsuki two meals at one inn.", "讓 Satsuki 在一個旅店吃兩份。")),
)
