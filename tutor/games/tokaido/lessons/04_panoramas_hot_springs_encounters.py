"""Tokaido lesson 4: panoramas, hot springs and encounters."""

from __future__ import annotations

from ....lessons.model import (
    HowMany,
    LegalOrNot,
    Lesson,
    Position,
    Quiz,
    Reach,
    Read,
    Show,
    T,
    Task,
)
from ..state import PAN
from ._common import (
    SIGHTS,
    TWO_INNS,
    _coins,
    _gain_after,
    _gained,
    _points,
    _stop_kind,
    trip,
)

SIGHTS_START = trip(SIGHTS, "1,2,3")
"""Blue leaves first."""

PADDY_DONE = Position(TWO_INNS.moves + """
    move 29                  # Blue completes the paddy panorama
    move 37; donate 1        # Red
    move 32                  # Green: the farm
""", players=3)
"""Blue (paddy complete, mountain 2) on 29 is the last traveller."""

GUIDE = Position(PADDY_DONE.moves + "move 31; encounter annaibito-paddy\n", players=3)
"""Blue meets an Annaibito showing the paddy panorama, which Blue has completed."""


LESSON = Lesson(
    game="tokaido", number=4, slug="panoramas-hot-springs-encounters",
    title=T("Panoramas, hot springs and encounters", "全景畫、溫泉與邂逅"),
    minutes=20,
    objectives=(
        T("build a panorama and win its achievement",
          "一張一張收集全景畫，並取得全景畫成就"),
        T("tell what each encounter gives", "說出每種邂逅的效果"),
    ),
    steps=(
        Read(T(
            """
## Panoramas

Paddy, mountain and sea are painted on 3, 4 and 5 cards. A panorama stop gives that
landscape's **next card**, worth its number. A complete panorama closes its stops to you; the
**first** to complete one wins a 3-point achievement card.
""",
            """
## 全景畫

田、山、海三種風景，分別畫在 3、4、5 張卡上。停在全景畫位置時，拿取該風景的**下一張**，
分數等於卡上的數值。完成的全景畫就不能再停在那種位置；**最先**完成的人拿到 3 分的成就卡。
"""), sources=T(
            """
The summary (全景畫, panorama): 「當玩家停在此時如果尚未有該類型的全景畫則拿取一個數值為『1』的
全景畫。在之後則依序的數字往上增加的拿取。玩家拿到數值多少的全景畫就獲得等量的分數。」 (Stopping
here, a player without that type takes the card numbered 1, then the next numbers in order,
scoring each card's number.) 「玩家只能收集各類型的全景畫各一組。如果玩家完成該類型的全景畫則不能再
停留在對應的位置上。」 (One panorama of each type; once it is complete, its stops are closed to
that player.) A paddy is worth 1 + 2 + 3 = 6, a mountain 10, the sea 15. Rules
`tokaido.panorama.next-section`, `tokaido.panorama.one-per-type`,
`tokaido.panorama.achievement`.
""",
            """
摘要的「全景畫」：「當玩家停在此時如果尚未有該類型的全景畫則拿取一個數值為『1』的全景畫。
在之後則依序的數字往上增加的拿取。玩家拿到數值多少的全景畫就獲得等量的分數。」
「玩家只能收集各類型的全景畫各一組。如果玩家完成該類型的全景畫則不能再停留在對應的位置上。」
田共值 1 + 2 + 3 = 6 分，山 10 分，海 15 分。規則 `tokaido.panorama.next-section`、
`tokaido.panorama.one-per-type`、`tokaido.panorama.achievement`。
""")),
        Task(
            "complete",
            T("Blue holds two paddy and two mountain cards: be the first to complete a "
              "panorama.",
              "藍方有兩張田和兩張山：完成一幅全景畫，而且是所有旅行者中的第一個。"),
            TWO_INNS,
            Reach(lambda start, now: now.players[0].complete("paddy"),
                  T("No panorama of Blue's is complete after that stop.",
                    "停在那裡之後，藍方沒有完成任何全景畫。")),
            solution=("move 29",),
            hints=(T("Which of Blue's panoramas needs just one more card?",
                     "藍方哪一幅全景畫只差一張？"),
                   T("A paddy panorama has 3 cards; a mountain one has 4.",
                     "田有 3 張；山有 4 張。")),
            highlight=("move 29", "move 33", "move 36"),
            rules=("tokaido.panorama.next-section", "tokaido.panorama.achievement"),
            wrong="move 33",
            explain={"move 33": T("The third mountain card: the mountain has four.",
                                  "山的第三張：山有四張。")},
            success=T("Paddy complete: 3 points for the card and 3 for the achievement card, "
                      "since nobody completed it before.",
                      "田完成了：這張 3 分，加上成就卡 3 分，因為之前沒有人完成。"),
        ),
        Task(
            "best-section",
            T("Blue to move: take the panorama card worth the most points.",
              "藍方移動：拿一張分數最高的全景畫。"),
            PADDY_DONE,
            Reach(_gained(0, _points(PAN), 3),
                  T("Another panorama card is worth more.", "另一張全景畫分數更高。")),
            solution=("move 33",),
            hints=(T("Blue holds the whole paddy, two mountain cards and no sea.",
                     "藍方有整幅田、兩張山，沒有海。"),
                   T("Compare the next mountain card with a first sea card.",
                     "比較山的下一張和海的第一張。")),
            highlight=("move 33", "move 35", "move 40"),
            rules=("tokaido.panorama.one-per-type", "tokaido.panorama.next-section"),
            wrong="move 36", wrong_rule="tokaido.panorama.one-per-type",
            explain={"move 35": T("Blue's first sea card: 1 point.", "藍方的第一張海：1 分。"),
                     "move 40": T("Blue's first sea card: 1 point.", "藍方的第一張海：1 分。")},
            success=T("The third mountain card: 3 points.", "山的第三張：3 分。"),
        ),
        Read(T(
            """
## Hot springs

A **hot spring** gives a hot spring card, worth 2 or 3 points.
""",
            """
## 溫泉

停在**溫泉**時拿一張溫泉卡，值 2 或 3 分。
"""), sources=T(
            """
The summary (溫泉, hot spring): 「玩家獲得一張溫泉卡，溫泉卡價值2~3分。」 (The player takes a hot
spring card, worth 2 to 3 points.) The deck holds six of each. Rule
`tokaido.hotspring.card`.
""",
            """
摘要的「溫泉」：「玩家獲得一張溫泉卡，溫泉卡價值2~3分。」牌堆裡 2 分和 3 分的各有六張。
規則 `tokaido.hotspring.card`。
""")),
        Task(
            "sure-points",
            T("Blue leaves first: score at least 2 points with this move, whatever card may "
              "be drawn, without spending a coin.",
              "藍方先出發：這一步至少得 2 分，不管抽到什麼卡都一樣，而且一塊錢都不花。"),
            SIGHTS_START,
            Reach(_stop_kind(0, "hotspring"),
                  T("That stop does not promise 2 points for free.",
                    "停在那裡不能保證免費得 2 分。")),
            solution=("move 6",),
            hints=(T("Which stops score without a coin?", "哪些位置不用花錢就能得分？"),
                   T("A first panorama card is worth 1 point; a hot spring card 2 or 3.",
                     "全景畫的第一張值 1 分；溫泉卡值 2 或 3 分。")),
            highlight=("move 5", "move 6", "move 7", "move 14"),
            rules=("tokaido.hotspring.card",),
            wrong="move 5",
            explain={"move 5": T("The first paddy card: 1 point only.",
                                 "田的第一張：只有 1 分。"),
                     "move 4": T("An encounter may give points or not: the card decides.",
                                 "邂逅可能給分，也可能不給：由卡決定。")},
            success=T("A hot spring card: 2 or 3 points, never less.",
                      "一張溫泉卡：2 或 3 分，不會更少。"),
        ),
        Read(T(
            """
## Encounters

At an **encounter** you draw the top encounter card, apply it and keep it. An artisan
(Shokunin) gives the top souvenir free; a guide (Annaibito) the next card of the panorama
shown; a Samurai 3 points; a noble (Kuge) 3 coins; a priestess (Miko) a coin on the temple,
1 point.
""",
            """
## 邂逅

停在**邂逅**位置時，翻開邂逅牌堆最上方一張，執行效果後留下。**職人**免費給你紀念品牌堆最上方一張；
**案內人**給卡上那種風景的下一張全景畫；**侍**給 3 分；**公家**給三塊錢；
**巫女**放一塊錢到寺廟上你的區域，得 1 分。
"""), sources=T(
            """
The summary (邂垢, a slip for 邂逅, encounters): 「玩家翻開邂垢卡牌堆的最上方一張，解效果後拿取該張
卡片。」 (The player turns up the top encounter card, applies it and takes it.) The 14 cards:
Shokunin (職人) 2, Annaibito (案內人) 1 paddy, 2 mountain, 3 sea, Samurai (侍) 2, Kuge (公家) 2,
Miko (巫女) 2. A guide showing a panorama you have completed lets you take the next card of
another: 「如果玩家已經完成該對應類型的全景畫，玩家可以自行選擇拿取其他類型的」 (if the player has
completed that type, they may choose another type). Taking none then is allowed, as the
online game does (an assumption, `tokaido.panorama.may-decline`). Rules
`tokaido.encounter.draw`, `tokaido.encounter.shokunin`, `tokaido.encounter.annaibito`,
`tokaido.encounter.samurai`, `tokaido.encounter.kuge`, `tokaido.encounter.miko`.
""",
            """
摘要的「邂垢」（「邂逅」的筆誤）：「玩家翻開邂垢卡牌堆的最上方一張，解效果後拿取該張卡片。」共 14
張：職人 2 張，案內人田 1 張、山 2 張、海 3 張，侍 2 張，公家 2 張，巫女 2 張。
案內人畫的全景畫已經完成時：「如果玩家已經完成該對應類型的全景畫，玩家可以自行選擇拿取其他類型的」。
這時也可以都不拿，照線上遊戲的做法（假設 `tokaido.panorama.may-decline`）。
規則 `tokaido.encounter.draw`、`tokaido.encounter.shokunin`、`tokaido.encounter.annaibito`、
`tokaido.encounter.samurai`、`tokaido.encounter.kuge`、`tokaido.encounter.miko`。
""")),
        Show("meetings", SIGHTS_START, steps="""
            move 4; encounter samurai               # Blue meets a Samurai: 3 points
            move 11; encounter shokunin; souvenir koma   # Red meets a Shokunin: a free Koma
        """, caption=T("Two encounters: step through with the arrows.",
                       "兩次邂逅：用箭頭一步一步看。"),
             viewer=None),
        Task(
            "guide",
            T("Blue meets a guide showing the paddy, which Blue has completed: the guide lets "
              "Blue take another landscape's next card. Take the one worth the most points.",
              "藍方遇到畫著田的案內人，而藍方的田已經完成：這時可以改拿另一種風景的下一張。"
              "拿分數最高的那張。"),
            GUIDE,
            Reach(_gained(0, _points(PAN), 3),
                  T("Another card is worth more.", "另一張分數更高。")),
            solution=("panorama mountain",),
            hints=(T("Which landscapes can Blue still add to?", "藍方還能收集哪些風景？"),
                   T("Blue holds two mountain cards and no sea card.",
                     "藍方有兩張山，沒有海。")),
            highlight=("panorama mountain", "panorama sea", "no panorama"),
            rules=("tokaido.encounter.annaibito", "tokaido.encounter.draw"),
            wrong="panorama paddy", wrong_rule="tokaido.panorama.one-per-type",
            explain={"panorama sea": T("The first sea card: 1 point.", "海的第一張：1 分。"),
                     "no panorama": T("Taking none scores nothing here.", "都不拿就不得分。")},
            success=T("The third mountain card, 3 points, thanks to the guide.",
                      "靠案內人拿到山的第三張，3 分。"),
        ),
        Quiz((
            HowMany("q-samurai", T("Blue stops at the encounter on 4 and meets a Samurai. How "
                                   "many points does Blue score?",
                                   "藍方停在位置 4 的邂逅，遇到侍。藍方得幾分？"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter samurai")),
                    T("A Samurai is worth 3 points.", "侍值 3 分。"),
                    rules=("tokaido.encounter.samurai", "tokaido.encounter.draw"),
                    mark="move 4"),
            HowMany("q-kuge", T("Same stop: if the card is a Kuge, how many coins does Blue "
                                "gain?", "同一個位置：如果是公家，藍方得到幾塊錢？"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter kuge"), _coins),
                    T("A Kuge gives 3 coins.", "公家給三塊錢。"),
                    rules=("tokaido.encounter.kuge",), mark="move 4"),
            HowMany("q-miko", T("Same stop: if the card is a Miko, how many coins does Blue "
                                "then have on the temple?",
                                "同一個位置：如果是巫女，藍方在寺廟上有幾塊錢？"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter miko"),
                                              lambda pl: pl.temple),
                    T("The Miko puts a coin from the bank on Blue's place at the temple: 1 "
                      "point, and it counts in the temple ranking.",
                      "巫女從銀行拿一塊錢放到寺廟上藍方的區域：1 分，並計入寺廟排名。"),
                    rules=("tokaido.encounter.miko",), mark="move 4"),
            HowMany("q-shokunin", T("Same stop: if the card is a Shokunin and the top souvenir "
                                    "is a Koma, how many points does Blue score?",
                                    "同一個位置：如果是職人，而紀念品牌堆最上方是陀螺，藍方得幾分？"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter shokunin",
                                                  "souvenir koma")),
                    T("A free souvenir, Blue's first: 1 point.",
                      "一張免費的紀念品，是藍方的第一張：1 分。"),
                    rules=("tokaido.encounter.shokunin",), mark="move 4"),
            HowMany("q-guide", T("Blue, holding two mountain cards, stops at the encounter "
                                 "on 31 and meets an Annaibito showing the mountain. How many "
                                 "points does Blue score?",
                                 "藍方有兩張山，停在位置 31 的邂逅，遇到畫著山的案內人。"
                                 "藍方得幾分？"),
                    PADDY_DONE, _gain_after(0, ("move 31", "encounter annaibito-mountain")),
                    T("The next mountain card, number 3.", "山的下一張，數值 3。"),
                    rules=("tokaido.encounter.annaibito",), mark="move 31"),
            LegalOrNot("q-closed", PADDY_DONE, "move 36",
                       note=T("Blue's paddy panorama is complete.", "藍方的田已經完成。")),
            HowMany("q-achievement", T("Blue completes the paddy panorama, first of all. How "
                                       "many points does that stop score in all?",
                                       "藍方最先完成田。停在那裡總共得幾分？"),
                    TWO_INNS, _gain_after(0, ("move 29",)),
                    T("The third card, 3, and the achievement card, 3.",
                      "第三張 3 分，加上成就卡 3 分。"),
                    rules=("tokaido.panorama.achievement", "tokaido.score.achievements"),
                    mark="move 29"),
        )),
    ),
    recap=T("A panorama stop gives the next card of that landscape, worth its number; a "
            "complete panorama closes its stops, and the first to complete one takes an "
            "achievement card. A hot spring gives 2 or 3 points. An encounter card is applied "
            "and kept.",
            "全景畫位置給該風景的下一張，分數等於數值；完成的全景畫就不能再停那種位置，最先完成的"
            "人拿成就卡。溫泉給 2 或 3 分。邂逅卡執行效果後留下。"),
    mistakes=(T("Counting a panorama section as 1 point whatever its number.",
                "不管數值多少都把全景畫當成 1 分。"),
              T("Heading for a stop of a panorama already completed.",
                "走向已經完成的全景畫位置。")),
)
