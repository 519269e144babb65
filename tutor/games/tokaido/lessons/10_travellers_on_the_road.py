"""Tokaido lesson 10: travellers on the road: five abilities that act on the road (Mitsukuni,
Sasayakko, Hirotada, Umegae; Zen-emon in the deeper part, his card being a registered
reading)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....lessons.model import (
    Deeper,
    HowMany,
    Lesson,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ..data import SOUVENIR_INDEX
from ..state import ABIL
from ._common import (
    Test,
    _coins,
    _gain_after,
    _gained,
    _stop_kind,
    _total,
    trip,
)

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
    game="tokaido", number=10, slug="travellers-on-the-road",
    title=T("Travellers on the road", "旅行者：在路上發揮的能力"),
    minutes=15,
    objectives=(
        T("use five more travellers' abilities at the right stop",
          "在適當的位置使用另外五位旅行者的能力"),
    ),
    steps=(
        Read(T(
            """
## Five more travellers

These five use their abilities on the road: at hot springs, villages, temples and
encounters. Each prompt says what the ability does.
""",
            """
## 另外五位旅行者

這五位旅行者在路上發揮能力：在溫泉、村莊、寺廟和邂逅。每個題目都會說明他的能力。
"""), sources=T(
            """
The summary's titles: Mitsukuni the old man (老漢), Sasayakko the geisha (藝妓), Hirotada the
priest (祭司), Umegae the street entertainer (賣藝者), Zen-emon the merchant (商人). Rules
`tokaido.traveller.*`; the points of Mitsukuni's and Umegae's abilities have their own score
line (`tokaido.score.abilities`). Two details the rules leave open are settled as the online
game does (assumptions): Hirotada always takes the bank's coin
(`tokaido.traveller.hirotada-always`); Zen-emon's 1-coin souvenir is the dearest he buys
(`tokaido.traveller.zenemon`).
""",
            """
摘要的稱號：老漢光國（Mitsukuni）、藝妓笹奴（Sasayakko）、祭司廣忠（Hirotada）、
賣藝者梅枝（Umegae）、商人善右衛門（Zen-emon）。規則 `tokaido.traveller.*`；
光國和梅枝的能力得分在計分表上另列一行（`tokaido.score.abilities`）。
規則沒有說清楚的兩個細節，照線上遊戲的做法處理（假設）：
廣忠一定拿銀行的錢（`tokaido.traveller.hirotada-always`）；
善右衛門一塊錢買的是他買的最貴的那張（`tokaido.traveller.zenemon`）。
""")),
        Task(
            "mitsukuni",
            T("Mitsukuni (Blue) scores 1 point more for each hot spring card and each "
              "achievement card. He leaves first: stop where his ability adds a point.",
              "光國（Mitsukuni，藍方）每張溫泉卡和每張成就卡多得 1 分。他先出發："
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
                      "一張溫泉卡，對光國多值 1 分。"),
        ),
        Task(
            "sasayakko",
            T("When Sasayakko (Blue) buys two souvenirs or more, the cheapest is free, but she "
              "must hold the full price. With 5 coins: buy souvenirs printed at 5 coins or "
              "more, paying no more than 3.",
              "笹奴（Sasayakko，藍方）買兩張以上紀念品時，最便宜的那張免費，但手上的錢要夠付全額。"
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
              "廣忠（Hirotada，藍方）每次停在寺廟，銀行多替他捐一塊錢。他先出發："
              "一次停留就在寺廟放上四塊錢。"),
            HIROTADA_START,
            Reach(_gained(0, lambda pl: pl.temple, 4),
                  T("Go to a temple and give as much as the rules allow.",
                    "去寺廟，捐到規則允許的最多。"),
                  within=2),
            solution=("move 3", "donate 3"),
            hints=(T("A traveller gives 1 to 3 coins; the bank adds one for Hirotada.",
                     "旅行者捐 1 到 3 塊錢；銀行再替廣忠多捐一塊。"),
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
              "梅枝（Umegae，藍方）每次邂逅，在抽卡之前先得 1 分和一塊錢。她先出發："
              "這一步要得 1 分和一塊錢，不管抽到什麼卡。"),
            UMEGAE_START,
            Reach(lambda start, now: _gained(0, _total, 1)(start, now)
                  and _gained(0, _coins, 1)(start, now),
                  T("That stop does not give both a point and a coin at once.",
                    "停在那裡不會同時得到 1 分和一塊錢。")),
            solution=("move 4",),
            hints=(T("Where does Umegae's ability act?", "梅枝的能力在哪裡發動？"),
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
        Quiz((
            HowMany("q-mitsukuni", T("Mitsukuni stops at the hot spring marked ① and draws a card "
                                     "worth 3. How many points does he score?",
                                     "光國（Mitsukuni）停在標記①的溫泉，抽到 3 分的卡。他得幾分？"),
                    MITSUKUNI_START, _gain_after(0, ("move 6", "hot spring 3")),
                    T("3 for the card and 1 for his ability.", "卡片 3 分，能力 1 分。"),
                    rules=("tokaido.traveller.mitsukuni", "tokaido.hotspring.card"),
                    markers=("stop-6",), mark="move 6"),
            HowMany("q-umegae", T("Umegae meets a Kuge at the encounter marked ①. How many points "
                                  "are on the abilities line of her score sheet then?",
                                  "梅枝（Umegae）在標記①的邂逅遇到公家。之後她計分表的「旅行者能力」"
                                  "那一行有幾分？"),
                    UMEGAE_START,
                    lambda s: s.apply("move 4").apply("encounter kuge").players[0].points[ABIL],
                    T("1 point for the encounter; the Kuge gives coins, not points.",
                      "邂逅本身 1 分；公家給的是錢，不是分數。"),
                    rules=("tokaido.score.abilities", "tokaido.traveller.umegae"),
                    markers=("stop-4",), mark="move 4"),
            HowMany("q-hirotada", T("Hirotada stops at the temple marked ① and gives 2 coins. How "
                                    "many coins of his are then on the temple?",
                                    "廣忠（Hirotada）停在標記①的寺廟，捐兩塊錢。之後寺廟上有他幾塊錢？"),
                    HIROTADA_START, _gain_after(0, ("move 3", "donate 2"), lambda pl: pl.temple),
                    T("2 of his own and 1 from the bank.", "自己兩塊，加上銀行一塊。"),
                    rules=("tokaido.traveller.hirotada",), markers=("stop-3",), mark="move 3"),
        )),
        Deeper(T("Zen-emon, the merchant.", "商人善右衛門。")),
        Task(
            "zenemon",
            T("At a village one souvenir of Zen-emon's (Blue) costs him 1 coin. He has 6 "
              "coins, and the three souvenirs here cost 8: buy all three.",
              "善右衛門（Zen-emon，藍方）在村莊買的紀念品中，有一張只要一塊錢。他有六塊錢，"
              "這裡的三張紀念品共要八塊：三張都買下來。"),
            ZENEMON_VILLAGE,
            Reach(lambda start, now: len(now.players[0].souvenirs) == 3,
                  T("Zen-emon can afford all three.", "善右衛門付得起三張。")),
            solution=("buy geta+shamisen+ukiyoe",),
            hints=(T("One card of each purchase costs Zen-emon only 1 coin.",
                     "每次購買，善右衛門有一張只要一塊錢。"),
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
            HowMany("q-zenemon", T("How many coins does Zen-emon pay for the three souvenirs?",
                                   "善右衛門（Zen-emon）買這三張紀念品付了幾塊錢？"),
                    ZENEMON_VILLAGE,
                    lambda s: -_gain_after(0, ("buy geta+shamisen+ukiyoe",), _coins)(s),
                    T("2 + 3 + 1: the dearest card costs him 1.",
                      "2 + 3 + 1：最貴的那張只要一塊。"),
                    rules=("tokaido.traveller.zenemon",), mark="buy geta+shamisen+ukiyoe"),
        )),
    ),
    recap=T("Mitsukuni gains a point more for hot springs and achievements, Umegae a point and "
            "a coin at encounters; Sasayakko's cheapest souvenir and one of Zen-emon's come "
            "cheap; the bank gives Hirotada an extra temple coin.",
            "光國的溫泉卡和成就卡多 1 分，梅枝每次邂逅多 1 分和一塊錢；笹奴最便宜的紀念品免費，"
            "善右衛門有一張紀念品只要一塊錢；銀行替廣忠在寺廟多捐一塊錢。"),
    mistakes=(T("Letting Sasayakko buy cards she cannot pay for in full.",
                "讓笹奴買她手上的錢付不起全額的卡。"),),
)
