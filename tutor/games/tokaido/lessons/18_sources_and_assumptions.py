"""Tokaido lesson 18: sources and assumptions: where the rules come from, where the Chinese
summary and the official rules differ (Satsuki, the Collector card), the travellers'
Chinese names, and the options of the tutor's registered readings."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    Deeper,
    HowMany,
    Lesson,
    Position,
    Quiz,
    Read,
    Sources,
    T,
)
from ._common import (
    MONEY,
    NEUTRAL_LAST,
    trip,
)

LESSON = Lesson(
    game="tokaido", number=18, slug="sources-and-assumptions",
    title=T("Sources and assumptions", "資料來源與假設"),
    minutes=10,
    objectives=(
        T("say where each rule comes from", "說出每條規則的來源"),
        T("name the tutor's assumptions and their options", "說出本教學的假設，以及改變它們的選項"),
    ),
    steps=(
        Read(T(
            """
## Where the rules come from

The **Chinese rules summary** handed out in class gives the words and the rules it states
plainly. The **official rulebook** (Funforge 2012) adds the two-player rules and settles the
Collector card and Satsuki's meals. **Games recorded online** settle the rest.
""",
            """
## 規則從哪裡來

課堂上發的**中文規則摘要**提供課程的用語，以及它寫清楚的規則。**官方規則書**（Funforge 2012 年）
補上兩人規則，並決定紀念品成就和五月（Satsuki）的膳食。**線上對局紀錄**決定兩者都沒說清楚的地方。
"""), sources=T(
            """
The official rulebook (Funforge 2012, in French) is read through public notes that summarise
it and check its counts against 1,931 games recorded online. The Chinese rules summary is
`002_b06c0eb6fbe514ea.txt`, written in 2012 before the game came out; the lessons take their
game words from it (旅行者, 村莊, 農田, 全景畫, 溫泉, 寺廟, 邂逅, 旅店, 膳食卡, 紀念品, 成就卡) and
correct its slip 邂垢 for 邂逅. Where it states a rule plainly the tutor follows it, unless its
own words or the cards show otherwise. Its Preparations list, read place by place, is also
the rule with 2 and 3 players, for which the rulebook has only a picture (the note of
`tokaido.variant.preparations-table`). The tutor replays a sample of 150 recorded games,
every turn and every final score matching (lesson 17 replays one). The list below comes
from the rule registry itself.
""",
            """
官方規則書（Funforge 2012 年，法文版）透過整理它的公開資料取得，
這些資料也用 1,931 場線上對局紀錄核對過各種數量。中文規則摘要是 `002_b06c0eb6fbe514ea.txt`，
寫於 2012 年遊戲出版之前；課程的遊戲用語取自它（旅行者、村莊、農田、全景畫、溫泉、寺廟、邂逅、旅店、
膳食卡、紀念品、成就卡），並更正了「邂垢」這個筆誤。摘要寫得清楚的規則，本教學就照它，除非摘要
本身或卡片顯示不是這樣。它的「準備」清單依位置逐一套用，在 2 人和 3 人時也是規則，規則書對這兩種
人數只有圖片（見 `tokaido.variant.preparations-table` 的說明）。本教學重播其中 150 局的樣本，
每一回合、每個最終分數都相符（第 17 課重播其中一局）。下面的清單直接取自規則登記表。
""")),
        Sources("sources"),
        Read(T(
            """
## Where the summary and the official rules differ

The summary reads as if **Satsuki** took her free meal and then bought another; the official
rules give her one meal per inn. Its **Collector** line counts encounter cards, copied from
the line above; the official rules count souvenirs. The travellers' **Chinese names** are
the tutor's: the sources give only romanised names.
""",
            """
## 摘要和官方規則不同的地方

摘要讀起來像是**五月（Satsuki）**拿了免費膳食之後還可以再買一份；官方規則說她每個旅店只有一份膳食。
摘要的**紀念品成就**那一行算的是邂逅卡，是抄了上面那一行；官方規則算的是紀念品。
旅行者的**中文名字**是本教學取的：資料只有羅馬拼音名字。
"""), sources=T(
            """
The summary on Satsuki: 「當Satsuki到達旅店他將獲得一張免費的隨機膳食卡，接著進行正常的購買
階段。」 (When Satsuki reaches an inn she gets a free random meal card, then goes through the
normal buying step.) The official rules and the publisher's official answers to players'
questions give one meal per inn, never a meal eaten before (`tokaido.traveller.satsuki`).
Under its heading 紀念品成就 (souvenir achievement) the summary writes 「有最多邂垢卡的玩家獲得」
(goes to the player with the most encounter cards), the words of the Chatterbox line just
above; its own heading and the official rules count souvenir cards (`tokaido.end.collector`).
The names: `tokaido.traveller.names`, in the list above.
""",
            """
摘要對五月的說法：「當Satsuki到達旅店他將獲得一張免費的隨機膳食卡，接著進行正常的購買階段。」
官方規則和出版商對玩家問題的官方回答都說她每個旅店只有一份膳食，也不能吃重複的
（`tokaido.traveller.satsuki`）。在「紀念品成就」標題下，摘要寫著「有最多邂垢卡的玩家獲得」，
和上面邂逅成就那一行一樣；它自己的標題和官方規則算的都是紀念品卡（`tokaido.end.collector`）。
名字：見上面清單中的 `tokaido.traveller.names`。
""")),
        Quiz((
            Choose("q-satsuki", T("The Chinese summary says Satsuki gets a free meal, then buys "
                                  "as usual. What do the official rules and the tutor say?",
                                  "中文摘要說五月（Satsuki）得到免費膳食後照常購買。"
                                  "官方規則和本教學怎麼說？"),
                   (T("one meal per inn: the free card or a bought one",
                      "每個旅店一份：免費的那張或買的那張"),
                    T("two meals at every inn", "每個旅店兩份"),
                    T("the free card only, she may never buy", "只有免費的那張，她不能買")),
                   0, T("She may refuse the free card and buy a meal instead, never both.",
                        "她可以拒絕免費的卡改為購買，但不能兩者都要。"),
                   rules=("tokaido.traveller.satsuki",)),
            Choose("q-collector", T("The Chinese summary gives the Collector achievement for the "
                                    "most encounter cards. What does it count in the official "
                                    "rules and in the tutor?",
                                    "中文摘要說紀念品成就給邂逅卡最多的人。"
                                    "官方規則和本教學算的是什麼？"),
                   (T("souvenir cards", "紀念品卡"), T("encounter cards", "邂逅卡"),
                    T("coins left", "剩下的錢")),
                   0, T("A slip in the summary: its Collector line repeats Chatterbox's.",
                        "摘要的筆誤：它的紀念品成就那一行重覆了邂逅成就的文字。"),
                   rules=("tokaido.end.collector",)),
            Choose("q-empty", T("Nobody holds a single hot spring card at the end. Who gets the "
                                "Bather achievement, by default?",
                                "遊戲結束時沒有任何人有溫泉卡。預設情況下誰拿到溫泉成就？"),
                   (T("nobody", "沒有人"), T("everyone, tied at 0", "所有人，以 0 張平手")),
                   0, T("By default 'the most' of nothing is nobody; an option gives it to "
                        "everyone.",
                        "預設 0 張的「最多」是沒有人；有一個選項讓所有人都拿到。"),
                   rules=("tokaido.end.no-qualifier",)),
        )),
        Deeper(T("The options that play the other readings.", "使用另一種讀法的選項。")),
        Read(T(
            """
## Options change the assumptions

Where no source settles a point, the tutor makes a choice, an **assumption**. Where another
reading would change play, a game option plays it: the meals with two players, Satsuki's
free card, an achievement nobody qualifies for, and the Preparations coins.
""",
            """
## 選項改變假設

沒有來源能確定的地方，本教學做一個選擇，也就是**假設**。另一種讀法會影響玩法時，
就用一個遊戲選項提供它：兩人遊戲的膳食、五月（Satsuki）的免費膳食卡、沒有人符合的成就卡，
以及準備變體的錢。
"""), sources=T(
            """
The options of a new game: `two_player_meals="travellers"` (with two players an inn lays
out 4 meals, counting the neutral traveller, as a description of the online game says);
`satsuki_meal="inn"` (Satsuki's free meal is one of the cards laid out at the inn);
`empty_achievements="everyone"` (an end achievement nobody has a card for goes to everyone,
all tied at 0); `preparations_rows="engine"` (the Preparations coins of a fan engine for 2
and 3 players, −1, +1 and −1, 0, +1 in departure order, instead of the Chinese summary's list).
""",
            """
新遊戲的選項：`two_player_meals="travellers"`（兩人遊戲時旅店擺出 4 張膳食，
照一份線上遊戲的說明把中立旅行者也算進去）；`satsuki_meal="inn"`（五月的免費膳食是旅店擺出的卡片
之一）；`empty_achievements="everyone"`（沒有人擁有相關卡片的結束成就，由所有人以 0 張平手獲得）；
`preparations_rows="engine"`（2、3 人時準備變體的錢改用一個粉絲引擎的數字，依出發順序 −1、+1 與
−1、0、+1，而不是中文摘要的清單）。
""")),
        Quiz((
            HowMany("q-two-meals", T("Two players, with the option that counts the neutral "
                                     "traveller at inns: how many meal cards does the first "
                                     "arrival at an inn draw?",
                                     "兩人遊戲，選用把中立旅行者算進去的選項："
                                     "最先到達旅店的人抽幾張膳食卡？"),
                    Position(NEUTRAL_LAST.moves, players=2,
                             options={"two_player_meals": "travellers"}),
                    lambda s: s.meal_count(),
                    T("Three travellers, the neutral one counted, and one more card; by "
                      "default, as the rulebook says, the players + 1: 3.",
                      "三位旅行者（把中立的也算進去）再加一張；預設依照規則書，"
                      "玩家人數 +1：3 張。"),
                    rules=("tokaido.inn.meals-2p",), picture=False),
            HowMany("q-two-gastronomy", T("Two players, Gastronomy, by default: how many meal "
                                          "cards does the first arrival at an inn draw?",
                                          "兩人遊戲，使用美食變體，預設情況下："
                                          "最先到達旅店的人抽幾張膳食卡？"),
                    Position(NEUTRAL_LAST.moves, players=2, options={"gastronomy": True}),
                    lambda s: s.meal_count(),
                    T("As many as there are players: 2 (3 with the option that counts the "
                      "neutral traveller).",
                      "和玩家人數相同：2 張（選用把中立旅行者算進去的選項是 3 張）。"),
                    rules=("tokaido.inn.meals-2p", "tokaido.variant.gastronomy"),
                    picture=False),
            HowMany("q-engine-rows", T("Three players, Preparations with the option that "
                                       "plays a fan engine's coins: Blue, Hiroshige (3 "
                                       "coins), leaves first. How many coins does he start "
                                       "with?",
                                       "三人遊戲，準備變體選用粉絲引擎數字的選項：藍方是廣重"
                                       "（Hiroshige），有三塊錢，第一個出發。他起始有幾塊錢？"),
                    trip(MONEY, "1,2,3", preparations=True, preparations_rows="engine"),
                    lambda s: s.players[0].coins,
                    T("The engine's coins in departure order are −1, 0, +1: the first to "
                      "leave has 1 coin less. By default (the summary's list from the front "
                      "of the queue: +2, +1, 0) he keeps his 3.",
                      "粉絲引擎依出發順序是 −1、0、+1：第一個出發的少一塊錢。預設（照摘要從隊伍"
                      "最前面算起：+2、+1、0）他保有原來的三塊錢。"),
                    rules=("tokaido.variant.preparations-table",), picture=False),
        )),
    ),
    recap=T("The Chinese summary handed out in class gives the words and every rule it "
            "states plainly; the official rules add the two-player rules and settle two "
            "differences, Satsuki's meal and the Collector card; the recorded online games "
            "settle what the rules leave open, as registered assumptions with options.",
            "課堂上發的中文摘要提供用語和它寫清楚的每條規則；官方規則補上兩人規則，並決定兩處不同："
            "五月的膳食和紀念品成就；線上對局紀錄決定規則沒說清楚的地方，登記為假設並提供選項。"),
    mistakes=(T("Taking an assumption for a rule of the published game.",
                "把假設當成出版遊戲的規則。"),),
)
