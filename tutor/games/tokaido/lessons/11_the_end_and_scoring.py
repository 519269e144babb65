"""Tokaido lesson 11: the end and scoring."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....lessons.model import (
    Choose,
    Deeper,
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

        def paren(text: str, zh: bool = zh) -> str:
            return f"（{text}）" if zh else f" ({text})"

        souvenirs = sep.join(SOUVENIR_INDEX[c].name[lang]
                             + paren(SOUVENIR_FAMILIES[SOUVENIR_INDEX[c].family][lang])
                             for c in pl.souvenirs)
        panoramas = sep.join(f"{SPACE_KINDS[t].zh if zh else t} {k}" for t, k in
                             zip(PANORAMAS, pl.panoramas, strict=True))
        springs = sep.join(str(v) for v in pl.springs) or "-"
        meals = sep.join(MEAL_INDEX[m].name[lang] for m in pl.meals)
        meetings = sep.join(ENCOUNTER_INDEX[e].name[lang] for e in pl.encounters)
        cards = sep.join(ACHIEVEMENT_INDEX[a].name[lang] for a in pl.achievements)
        who = SEATS[seat][lang] + paren(TRAVELLER_INDEX[pl.traveller].named(lang))
        if zh:
            words.append(f"{who}：紀念品 {souvenirs}；全景畫 {panoramas}；"
                         f"溫泉卡 {springs}；膳食 {meals}；邂逅 {meetings}；"
                         f"寺廟上 {pl.temple} 塊錢；成就卡 {cards}。")
        else:
            words.append(f"{who}: souvenirs {souvenirs}; panorama cards {panoramas}; "
                         f"hot springs {springs}; meals {meals}; encounters {meetings}; "
                         f"{pl.temple} coins on the temple; achievement cards {cards}.")
    return T(*words)


def _temple_coins() -> T:
    """Everyone's coins on the temple at the end of the real game."""
    state = END.state(GAME)
    en = ", ".join(f"{SEATS[p]['en']} {pl.temple}" for p, pl in enumerate(state.players))
    zh = "、".join(f"{SEATS[p]['zh-Hant']} {pl.temple}" for p, pl in enumerate(state.players))
    return T(f"On the temple: {en} coins.", f"寺廟上：{zh} 塊錢。")


def _sheet_intro() -> T:
    """The score sheet's prompt, then what Blue and Yellow hold."""
    held = [_holdings(0), _holdings(3), _temple_coins()]
    return T("The end of the real game: Blue and Yellow both have 80 points. Fill in their "
             "two columns, then press Check. " + " ".join(h.en for h in held),
             "真實對局的結局：藍方和黃方都是 80 分。填寫他們兩欄，再按「檢查」。"
             + "".join(h.zh for h in held))


def _temple_first(seat: int) -> Test:
    """``seat`` has at least as many coins on the temple as anyone."""
    return lambda start, now: now.players[seat].temple == max(pl.temple for pl in now.players)


def _holder(achievement: str) -> Callable[[Any], int]:
    """The first seat holding ``achievement``."""
    return lambda s: next(p for p, pl in enumerate(s.players) if achievement in pl.achievements)


LESSON = Lesson(
    game="tokaido", number=11, slug="the-end-and-scoring",
    title=T("The end and scoring", "遊戲結束與計分"),
    minutes=25,
    objectives=(
        T("award the end achievements, ties included", "頒發結束成就卡，包括平手的情況"),
        T("rank the temple donors", "排出寺廟捐獻的名次"),
        T("fill in a score sheet and break a tie", "填寫計分表，並判定平手"),
    ),
    steps=(
        Read(T(
            """
## Journey's end

When everyone has reached Edo and eaten there, the game ends. Four 3-point **achievement
cards** go to the highest total of **meal prices** and to the most **hot spring**,
**encounter** and **souvenir** cards; ties all get the card.
""",
            """
## 旅程結束

所有人都到達江戶、在那裡吃過最後一份膳食後，遊戲結束。
四張 3 分的**成就卡**分別給膳食卡 **價錢總和**最高、**溫泉卡**最多、
**邂逅卡**最多和**紀念品卡**最多的人。平手的都拿到。
"""), sources=T(
            """
The summary (遊戲結束, end): 「當所有人到達最後一個旅店後遊戲結束。玩家計算各自達成的成就獎勵」
(The game ends when everyone has reached the last inn; players count the achievements they
have won.) The cards: Gourmet (美食成就) by the **printed** prices, a free or cheaper meal
counting at its printed price; Bather (溫泉成就); Chatterbox (邂逅成就), Chuubei's inn
encounters included, not the card Yoshiyasu put back; Collector (紀念品成就), a Shokunin's
souvenir included. 「在獲得成就部分如果玩家有平手狀況，就當作同時都獲得成就卡跟給予分數。」 (Players
tied for an achievement all get the card and its points.) If nobody holds a card of the kind,
nobody gets it (an assumption, `tokaido.end.no-qualifier`). Rules `tokaido.end.trigger`,
`tokaido.score.achievements`, `tokaido.end.gourmet`, `tokaido.end.bather`,
`tokaido.end.chatterbox`, `tokaido.end.collector`, `tokaido.end.achievement-ties`.

The next positions come from a real game recorded online (lesson 17 replays it whole).
""",
            """
摘要的「遊戲結束」：「當所有人到達最後一個旅店後遊戲結束。玩家計算各自達成的成就獎勵」。
美食成就算膳食卡上**印的**價錢，免費或打折的膳食也以卡上價錢計算；溫泉成就；邂逅成就，
忠兵衛（Chuubei）在旅店得到的也算，吉保（Yoshiyasu）放回的那張不算；紀念品成就，職人給的也算。
「在獲得成就部分如果玩家有平手狀況，就當作同時都獲得成就卡跟給予分數。」沒有任何人擁有那種卡時，
沒有人獲得（假設 `tokaido.end.no-qualifier`）。規則 `tokaido.end.trigger`、
`tokaido.score.achievements`、`tokaido.end.gourmet`、`tokaido.end.bather`、`tokaido.end.chatterbox
`、`tokaido.end.collector`、`tokaido.end.achievement-ties`。

接下來的局面來自一場線上對局紀錄（第 17 課會完整重播）。
""")),
        Task(
            "gourmet",
            T("Turn 84 of a real game: Blue reaches Edo first. Eat so that Gourmet stays "
              "Blue's alone.",
              "真實對局第 84 回合：藍方最先到達江戶。選一份膳食，讓美食成就只屬於藍方，"
              "不管其他人在這裡吃什麼。"),
            EDO_FIRST,
            Play(("eat sushi",), T("Then another traveller could still tie Blue for Gourmet.",
                                   "這樣還有其他旅行者可能和藍方並列美食成就。")),
            solution=("eat sushi",),
            hints=(T("Blue's meals so far are printed 3 + 3 + 2 = 8; Red's 7.",
                     "藍方目前的膳食卡上價錢是 3 + 3 + 2 = 8；紅方是 7。"),
                   T("What could Red reach with the card Blue leaves behind?",
                     "藍方留下的牌，紅方拿了會有多少？")),
            highlight=("eat dango", "eat sushi"),
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
              "第 85 回合：黃方是琴古（Kinko），有三塊錢和三張紀念品；綠方有五張紀念品。"
              "買紀念品，讓黃方也拿到紀念品成就。"),
            LAST_VILLAGE,
            Reach(lambda start, now: len(now.players[3].souvenirs) == 5,
                  T("Yellow needs as many souvenirs as Green.", "黃方需要和綠方一樣多的紀念品。")),
            solution=("buy sake+washi",),
            hints=(T("A tie for an achievement gives the card to both.",
                     "成就平手，兩人都拿到成就卡。"),
                   T("Count the cards, then the coins.", "先數張數，再算錢。")),
            highlight=("buy washi", "buy shamisen", "buy sake+washi"),
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

The temple's coins are ranked: the most score **10** points, the second **7**, the third
**4**, other donors **2**. Ties all score; the next amount takes the next rank (4, 4 and 3
coins: 10, 10 and 7).
""",
            """
## 寺廟排名

寺廟上的錢排出名次：最多的得 **10** 分，第二名 **7** 分，第三名 **4** 分，其餘有捐錢的 **2** 分。
平手的都得分，下一個數量取得下一個名次：四、四、三塊錢得 10、10、7 分。
"""), sources=T(
            """
The summary: 「捐最多的額外+10分 第二名+7分 第三名+4分 其餘有捐錢的+2分」 (the biggest donor
+10, second +7, third +4, every other donor +2) 「如果平手都會拿到分數，沒捐過就不會得到額外分數。」
(ties all score; a traveller who gave nothing scores nothing). Miko's coins and Hirotada's
extra coins count. Rule `tokaido.end.temple-bonus`.
""",
            """
摘要：「捐最多的額外+10分 第二名+7分 第三名+4分 其餘有捐錢的+2分」「如果平手都會拿到分數，
沒捐過就不會得到額外分數。」巫女給的錢和廣忠（Hirotada）多捐的錢都算。
規則 `tokaido.end.temple-bonus`。
""")),
        Task(
            "temple-race",
            T("Turn 72: Blue has 1 coin, and 3 on the temple; Red has 4 there. Tie Red on "
              "the temple.",
              "第 72 回合：藍方手上有一塊錢，寺廟上有三塊；紅方在寺廟上有四塊。"
              "在寺廟排名追平紅方，並列第一。"),
            TEMPLE_RACE,
            Reach(_temple_first(0),
                  T("Stop at a temple and give your coin.", "停在寺廟，把錢捐出去。"),
                  within=2),
            solution=("move 44", "donate 1"),
            hints=(T("Which stops ahead put coins on the temple?",
                     "前面哪些位置會把錢放到寺廟上？"),
                   T("With four players a double stop's side place is free even if someone "
                     "stands there.",
                     "四人遊戲時，雙格位置就算有人，第二個空位還可以停。")),
            highlight=("move 44", "move 46", "move 47"),
            rules=("tokaido.end.temple-bonus", "tokaido.move.double-spaces"),
            wrong="move 46",
            explain={"move 46": T("A village: Blue's coin would buy a souvenir, not a place on "
                                  "the temple.",
                                  "村莊：藍方的錢會拿去買紀念品，而不是放到寺廟上。")},
            success=T("4 coins each for Blue and Red: both will score 10. The real player did "
                      "just that.",
                      "藍方和紅方各四塊錢：兩人都會得 10 分。真實對局的玩家正是這樣做的。"),
        ),
        Read(T(
            """
## The winner

The most points wins; tied, the traveller with more achievement cards wins.
""",
            """
## 獲勝者

分數最高的玩家獲勝；同分時，成就卡較多的獲勝。
"""), sources=T(
            """
The summary: 「分數計算完畢後得分最高的玩家獲勝，平手的話則比成就卡數量。」 (The highest score
wins; on a tie, the most achievement cards.) Rules `tokaido.end.winner`,
`tokaido.end.tie-break`; still tied, they share the rank, as the online game does (an
assumption, `tokaido.end.shared-rank`). The summary's Collector line is a slip (lesson 18).
""",
            """
摘要：「分數計算完畢後得分最高的玩家獲勝，平手的話則比成就卡數量。」規則 `tokaido.end.winner`、
`tokaido.end.tie-break`；連成就卡數也相同時共享名次，和線上遊戲一樣（假設 `tokaido.end.shared-rank
`）。摘要的紀念品成就那一行是筆誤（第 18 課）。
""")),
        FillSheet("final-sheet", END, _sheet_intro(),
                  rules=("tokaido.souvenir.sets", "tokaido.panorama.next-section",
                         "tokaido.hotspring.card", "tokaido.inn.one-meal",
                         "tokaido.temple.donate", "tokaido.score.achievements",
                         "tokaido.end.temple-bonus"),
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
            Choose("q-bather", T("At the end Blue holds five hot spring cards, Red three, "
                                 "Green one and Yellow none. Who takes the Bather card?",
                                 "結束時藍方有五張溫泉卡，紅方三張，綠方一張，黃方沒有。"
                                 "誰拿到溫泉成就？"),
                   tuple(SEATS[:4]), _holder("bather"),
                   T("The most hot spring cards, whatever they are worth.",
                     "溫泉卡張數最多的人，不論每張值幾分。"),
                   rules=("tokaido.end.bather",), position=END, picture=False),
        )),
        Deeper(T("More end-of-game questions.", "更多遊戲結束時的問題。")),
        Quiz((
            HowMany("q-gourmet", T("What is Blue's Gourmet total: the printed prices of his "
                                   "four meals?",
                                   "藍方的美食總額是多少：他四份膳食卡上的價錢總和？"),
                    END, lambda s: s.players[0].gourmet(),
                    T("Tai Meshi 3, Fugu 3, Yakitori 2, Sushi 2.",
                     "鯛魚飯 3、河豚 3、烤雞串 2、壽司 2。"),
                    rules=("tokaido.end.gourmet",)),
            Choose("q-chatterbox", T("Blue met one person, Red four, Yellow two; Green, Chuubei, "
                                     "met three on the road and two more at inns. Who takes "
                                     "the Chatterbox card?",
                                     "藍方邂逅一個人，紅方四個，黃方兩個；綠方是忠兵衛（Chuubei），"
                                     "在路上邂逅三個，在旅店又邂逅兩個。誰拿到邂逅成就？"),
                   tuple(SEATS[:4]), _holder("chatterbox"),
                   T("Chuubei's encounters at the inns count: Green holds five cards.",
                     "忠兵衛在旅店的邂逅也算：綠方有五張。"),
                   rules=("tokaido.end.chatterbox", "tokaido.traveller.chuubei"), position=END,
                   picture=False),
            Choose("q-end", T("When does the game end?", "遊戲什麼時候結束？"),
                   (T("when every traveller has reached Edo and had the chance to eat there",
                      "所有旅行者都到達江戶，並有機會在那裡吃膳食之後"),
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
                "計算美食成就時，用琴古（Kinko）或五月（Satsuki）實際付的錢。"),
              T("Skipping a rank after a tie at the temple (10, 10, 4 instead of 10, 10, 7).",
                "寺廟平手後跳過名次（10、10、4，而不是 10、10、7）。"),
              T("Counting encounter cards for the Collector card: it counts souvenirs.",
                "計算紀念品成就時數成邂逅卡：它算的是紀念品。")),
)
