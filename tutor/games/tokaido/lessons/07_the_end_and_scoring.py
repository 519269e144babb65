"""Tokaido lesson 7: the end and scoring."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....lessons.model import (
    Choose,
    FillSheet,
    HowMany,
    Lesson,
    Play,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ..data import (
    ACHIEVEMENT_INDEX,
    ENCOUNTER_INDEX,
    MEAL_INDEX,
    PANORAMAS,
    SOUVENIR_FAMILIES,
    SOUVENIR_INDEX,
    SPACE_KINDS,
    TRAVELLER_INDEX,
)
from ..state import BONUS, GAME
from ._common import (
    SEATS,
    TEMPLE_RACE,
    Test,
    _phase,
    real,
)

EDO_FIRST = real(84, "move 55; meal dango; meal dango; meal dango; meal sushi")
"""The real game, turn 84: Blue (Yoshiyasu) is the first to reach Edo, with 3 coins, and has
drawn the meals: three Dango and a Sushi."""

LAST_VILLAGE = real(85, "move 54; reveal shamisen; reveal washi; reveal sake")
"""Turn 85: Yellow (Kinko, 3 coins, 3 souvenirs) at the last village; Green holds 5
souvenirs."""

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
            words.append(f"{who}持有：紀念品 {souvenirs}；全景畫 {panoramas}；溫泉卡 {springs}；"
                         f"膳食 {meals}；邂逅 {meetings}；寺廟上 {pl.temple} 塊錢；成就卡 {cards}。")
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
    return T(f"On the temple: {en} coins.", f"寺廟上：{zh} 塊錢。")


def _temple_first(seat: int) -> Test:
    """``seat`` has at least as many coins on the temple as anyone."""
    return lambda start, now: now.players[seat].temple == max(pl.temple for pl in now.players)


def _holder(achievement: str) -> Callable[[Any], int]:
    """The first seat holding ``achievement``."""
    return lambda s: next(p for p, pl in enumerate(s.players) if achievement in pl.achievements)


LESSON = Lesson(
    game="tokaido", number=7, slug="the-end-and-scoring",
    title=T("The end and scoring", "遊戲結束與計分"),
    minutes=25,
    objectives=(
        T("award the four end achievements, ties included", "頒發四張結束成就卡，包括平手的情況"),
        T("rank the temple donors and give their bonus", "排出寺廟捐獻的名次並給予獎勵"),
        T("fill in a whole score sheet and break a tie", "填寫完整的計分表，並判定平手"),
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

所有旅行者都到達江戶、並有機會買最後一份膳食後，遊戲結束（`tokaido.end.trigger`）。大部分分數在旅途中
已經得到；現在頒發四張**結束成就卡**，每張 3 分（`tokaido.score.achievements`）：

- **美食成就**：膳食卡上**標示價錢**總和最高的玩家；免費或打折的膳食也以卡上價錢計算
  （`tokaido.end.gourmet`）；
- **溫泉成就**：溫泉卡最多的玩家（`tokaido.end.bather`）；
- **邂逅成就**：邂逅卡最多的玩家；Chuubei 在旅店得到的也算，Yoshiyasu 放回的那張不算
  （`tokaido.end.chatterbox`）；
- **紀念品成就**：紀念品卡最多的玩家；職人給的也算（`tokaido.end.collector`）。

> 「在獲得成就部分如果玩家有平手狀況，就當作同時都獲得成就卡跟給予分數。」

平手的旅行者都獲得該成就，各得 3 分（`tokaido.end.achievement-ties`）。如果沒有任何人擁有那種卡
（例如沒有人有溫泉卡），就沒有人獲得：規則沒有說明，本教學把 0 張的「最多」讀成沒有人
（這是一個假設，`tokaido.end.no-qualifier`）。

**摘要的筆誤**。在「紀念品成就」的標題下，摘要寫這張卡給「有最多邂垢卡的玩家」，和上面邂逅成就那一行的
文字一模一樣，是抄錯了。它自己的標題和官方規則的紀念品成就算的都是紀念品卡，本教學也是
（`tokaido.end.collector`）。

接下來的局面來自一場線上對局紀錄接近結束的時候；第 11 課會完整重播這一局。
""")),
        Task(
            "gourmet",
            T("A real game, turn 84: Blue is the first to reach Edo and looks at the meals. Eat "
              "so that the Gourmet achievement is Blue's alone, whatever the others eat here.",
              "真實對局第 84 回合：藍方最先到達江戶，查看膳食卡。選一份膳食，讓美食成就只屬於藍方，"
              "不管其他人在這裡吃什麼。"),
            EDO_FIRST,
            Play(("eat sushi",), T("Then another traveller could still tie Blue for Gourmet.",
                                   "這樣還有其他旅行者可能和藍方並列美食成就。")),
            solution=("eat sushi",),
            hints=(T("Blue's meals so far are printed 3 + 3 + 2 = 8; Red's 7.",
                     "藍方目前的膳食卡上價錢是 3 + 3 + 2 = 8；紅方是 7。"),
                   T("If Blue leaves the 2-coin card, Red can take it and reach 9.",
                     "如果藍方留下兩塊錢的那張，紅方拿了就有 9。")),
            highlight=("eat sushi",),
            rules=("tokaido.end.gourmet", "tokaido.end.achievement-ties"),
            wrong="eat dango",
            explain={"eat dango": T("Blue would have 9, and Red could eat the Sushi and tie at "
                                    "9: a tie gives both the card.",
                                    "藍方會有 9，紅方吃壽司也是 9：平手兩人都拿到成就卡。"),
                     "no meal": T("No meal: 6 points lost, and Red could pass Blue.",
                                  "不吃：少了 6 分，紅方還可能超過藍方。")},
            success=T("10 for Blue: nobody else can reach it. That is what the real player ate.",
                      "藍方 10：沒有人追得上。真實對局中的玩家也是這樣吃的。"),
            viewer=0,
        ),
        Task(
            "collector",
            T("Turn 85: Yellow (Kinko, 3 coins) holds 3 souvenirs and Green 5. Buy so that "
              "Yellow shares the Collector achievement.",
              "第 85 回合：黃方（Kinko，三塊錢）有三張紀念品，綠方有五張。買紀念品，"
              "讓黃方也拿到紀念品成就。"),
            LAST_VILLAGE,
            Reach(lambda start, now: len(now.players[3].souvenirs) == 5,
                  T("Yellow needs as many souvenirs as Green.", "黃方需要和綠方一樣多的紀念品。")),
            solution=("buy sake+washi",),
            hints=(T("A tie for an achievement gives the card to both.", "成就平手，"
                                                                         "兩人都拿到成就卡。"),
                   T("Two cards fit in Yellow's 3 coins.", "黃方的三塊錢買得起兩張。")),
            highlight=("buy sake+washi",),
            rules=("tokaido.end.collector", "tokaido.end.achievement-ties"),
            wrong="buy sake+shamisen+washi", wrong_rule="tokaido.village.buy",
            explain={"buy shamisen": T("One card: Yellow would hold 4, one short of Green.",
                                       "一張：黃方會有四張，比綠方少一張。")},
            success=T("5 souvenirs each: Green and Yellow both take the Collector card. The real "
                      "player bought the same two.",
                      "各有五張：綠方和黃方都拿到紀念品成就。真實對局的玩家也買了這兩張。"),
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
> 「如果平手都會拿到分數，沒捐過就不會得到額外分數。」

寺廟上的錢（自己捐的、巫女給的、Hirotada 多捐的）排出名次：最多的得 **10** 分，第二名 **7** 分，
第三名 **4** 分，其餘有捐錢的 **2** 分，完全沒捐的不得分。平手的都得到該名次的分數，**下一個數量取得
下一個名次**（`tokaido.end.temple-bonus`）：四、四、四、一塊錢得 10、10、10、7 分。

> 「分數計算完畢後得分最高的玩家獲勝，平手的話則比成就卡數量。」

分數最高的玩家獲勝（`tokaido.end.winner`）；分數相同時，成就卡較多的獲勝（`tokaido.end.tie-break`）。
如果連成就卡數也相同，規則沒有再說明：本教學讓他們共享名次，和線上遊戲一樣（這是一個假設，
`tokaido.end.shared-rank`）。
""")),
        Task(
            "temple-race",
            T("Turn 72: Blue has 1 coin and 3 coins on the temple; Red has 4 there. Climb to a "
              "share of first place on the temple.",
              "第 72 回合：藍方手上有一塊錢，寺廟上有三塊；紅方在寺廟上有四塊。"
              "爬到寺廟排名並列第一。"),
            TEMPLE_RACE,
            Reach(_temple_first(0),
                  T("Stop at a temple and give your coin.", "停在寺廟，把錢捐出去。"),
                  within=2, keep_going=_phase("donate")),
            solution=("move 44", "donate 1"),
            hints=(T("Which temple is ahead of Blue before the last inn?",
                     "在最後一個旅店之前，藍方前方有哪個寺廟？"),
                   T("Red stands on the temple 44, a double stop: with four players the side "
                     "place is free.",
                     "紅方停在位置 44 的寺廟，那是雙格位置：四人遊戲時第二個空位還空著。")),
            highlight=("move 44",),
            rules=("tokaido.end.temple-bonus", "tokaido.move.double-spaces"),
            wrong="move 46",
            explain={"move 46": T("A village: Blue's coin would buy a souvenir, not a place on "
                                  "the temple.", "村莊：藍方的錢會拿去買紀念品，而不是放到寺廟上。")},
            success=T("4 coins each for Blue and Red: both will score 10. The real player did "
                      "just that.",
                      "藍方和紅方各四塊錢：兩人都會得 10 分。真實對局的玩家正是這樣做的。"),
        ),
        FillSheet("final-sheet", END, T(
            f"The end of the real game. Blue and Yellow both finish on 80 points: fill in their "
            f"two columns, then press Check. {_holdings(0)['en']} {_holdings(3)['en']} "
            f"{_temple_coins()['en']}",
            f"真實對局的結局。藍方和黃方都是 80 分：填寫他們兩欄，再按「檢查」。"
            f"{_holdings(0)['zh-Hant']}{_holdings(3)['zh-Hant']}{_temple_coins()['zh-Hant']}"),
            rules=("tokaido.souvenir.sets", "tokaido.panorama.next-section",
                   "tokaido.hotspring.card", "tokaido.inn.one-meal", "tokaido.temple.donate",
                   "tokaido.score.achievements", "tokaido.end.temple-bonus"),
            seats=(0, 3)),
        Quiz((
            Choose("q-tie", T("Blue and Yellow both have 80 points. Who ranks higher?",
                              "藍方和黃方都是 80 分。誰的名次比較高？"),
                   (T("Blue", "藍方"), T("Yellow", "黃方"), T("they share the rank", "共享名次")),
                   lambda s: 0 if s.ranks()[0] < s.ranks()[3] else (
                       1 if s.ranks()[3] < s.ranks()[0] else 2),
                   T("Tied on points, more achievement cards wins: Yellow holds 3, Blue 2.",
                     "分數相同比成就卡：黃方 3 張，藍方 2 張。"),
                   rules=("tokaido.end.tie-break", "tokaido.end.winner"), position=END,
                   picture=False),
            HowMany("q-green-bonus", T("On the temple Blue and Red have 4 coins, Green and "
                                       "Yellow 3. How many ranking points does Green score?",
                                       "寺廟上藍方和紅方各有四塊錢，綠方和黃方各三塊。"
                                       "綠方的寺廟排名得幾分？"),
                    END, lambda s: s.players[2].points[BONUS],
                    T("Two tie for first (10 each); 3 coins is the next amount, so second: 7.",
                      "兩人並列第一（各 10 分）；三塊錢是下一個數量，所以是第二名：7 分。"),
                    rules=("tokaido.end.temple-bonus",), picture=False),
            HowMany("q-gourmet", T("What is Blue's Gourmet total: the printed prices of his "
                                   "four meals?", "藍方的美食總額是多少：他四份膳食卡上的價錢總和？"),
                    END, lambda s: s.players[0].gourmet(),
                    T("Tai Meshi 3, Fugu 3, Yakitori 2, Sushi 2.", "鯛魚飯 3、河豚 3、烤雞串 2、"
                                                                   "壽司 2。"),
                    rules=("tokaido.end.gourmet",)),
            Choose("q-bather", T("At the end Blue holds five hot spring cards, Red three, "
                                 "Green one and Yellow none. Who takes the Bather card?",
                                 "結束時藍方有五張溫泉卡，紅方三張，綠方一張，黃方沒有。"
                                 "誰拿到溫泉成就？"),
                   tuple(SEATS[:4]), _holder("bather"),
                   T("The most hot spring cards, whatever they are worth.",
                     "溫泉卡張數最多的人，不論每張值幾分。"),
                   rules=("tokaido.end.bather",), position=END, picture=False),
            Choose("q-chatterbox", T("Blue met one person, Red four, Yellow two; Green, Chuubei, "
                                     "met three on the road and two more at inns. Who takes "
                                     "the Chatterbox card?",
                                     "藍方邂逅一個人，紅方四個，黃方兩個；綠方（Chuubei）在路上邂逅三個，"
                                     "在旅店又邂逅兩個。誰拿到邂逅成就？"),
                   tuple(SEATS[:4]), _holder("chatterbox"),
                   T("Chuubei's encounters at the inns count: Green holds five cards.",
                     "Chuubei 在旅店的邂逅也算：綠方有五張。"),
                   rules=("tokaido.end.chatterbox", "tokaido.traveller.chuubei"), position=END,
                   picture=False),
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
            Choose("q-end", T("When does the game end?", "遊戲什麼時候結束？"),
                   (T("when every traveller has reached Edo and had the chance to eat there",
                      "所有旅行者都到達江戶，並有機會在那裡用餐之後"),
                    T("as soon as the first traveller reaches Edo", "第一位旅行者到達江戶時"),
                    T("when a deck runs out", "有牌堆用完時")),
                   0, T("Edo is the last inn: everyone waits there and may buy a meal.",
                        "江戶是最後一個旅店：大家在那裡等待，也可以買膳食。"),
                   rules=("tokaido.end.trigger",)),
        )),
    ),
    recap=T("At Edo come four achievements (Gourmet by printed price, Bather, Chatterbox, "
            "Collector; ties all score) and the temple ranking (10, 7, 4, 2; ties share, the "
            "next amount takes the next rank). The most points wins; then more achievement "
            "cards.",
            "到了江戶頒發四張成就卡（美食以卡上價錢計、溫泉、邂逅、紀念品；平手都得分），再加上寺廟排名"
            "（10、7、4、2；平手都得，下一個數量取得下一個名次）。分數最高的獲勝；同分比成就卡數。"),
    mistakes=(T("Counting Kinko's or Satsuki's meals at the price paid for Gourmet.",
                "計算美食成就時，用 Kinko 或 Satsuki 實際付的錢。"),
              T("Skipping a rank after a tie at the temple (10, 10, 4 instead of 10, 10, 7).",
                "寺廟平手後跳過名次（10、10、4，而不是 10、10、7）。"),
              T("Following the summary's Collector line and counting encounter cards.",
                "照摘要的紀念品成就那一行去數邂逅卡。")),
)
