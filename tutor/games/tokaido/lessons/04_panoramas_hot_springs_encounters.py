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
        T("build a panorama section by section, and know when its stops are closed to you",
          "一張一張收集全景畫，並知道什麼時候不能再停在那種位置"),
        T("win a panorama achievement", "取得全景畫成就"),
        T("tell what each encounter gives", "說出每種邂逅的效果"),
    ),
    steps=(
        Read(T(
            """
## Panoramas

The road passes three landscapes: paddy fields (田), mountains (山) and the sea (海). Each is a
panorama (全景畫) painted on 3, 4 or 5 cards.

> 「當玩家停在此時如果尚未有該類型的全景畫則拿取一個數值為『1』的全景畫。在之後則依序的數字往上增加
> 的拿取。玩家拿到數值多少的全景畫就獲得等量的分數。」

At a panorama stop you take the **next section** of that landscape, 1 if you have none yet,
and score its number (`tokaido.panorama.next-section`): a paddy is worth 1 + 2 + 3 = 6
points, a mountain 10, the sea 15.

> 「玩家只能收集各類型的全景畫各一組。如果玩家完成該類型的全景畫則不能再停留在對應的位置上。」

You build one panorama of each landscape; once it is complete you may no longer stop on that
landscape's stops (`tokaido.panorama.one-per-type`). The **first** traveller to complete a
panorama takes its achievement card: 3 points more (`tokaido.panorama.achievement`).

> 「玩家獲得一張溫泉卡,溫泉卡價值2~3分。」

A hot spring (溫泉) gives a hot spring card, worth **2 or 3 points**; the deck holds six of
each (`tokaido.hotspring.card`).
""",
            """
## 全景畫

道路經過三種風景：田、山和海。每種都是一幅分成 3、4 或 5 張卡片的全景畫。

> 「當玩家停在此時如果尚未有該類型的全景畫則拿取一個數值為『1』的全景畫。在之後則依序的數字往上增加
> 的拿取。玩家拿到數值多少的全景畫就獲得等量的分數。」

停在全景畫位置時，拿取該風景的**下一張**（還沒有的話拿數值 1），並得到和數值相同的分數
（`tokaido.panorama.next-section`）：田共值 1 + 2 + 3 = 6 分，山 10 分，海 15 分。

> 「玩家只能收集各類型的全景畫各一組。如果玩家完成該類型的全景畫則不能再停留在對應的位置上。」

每種風景只收集一組；完成之後就不能再停在那種風景的位置（`tokaido.panorama.one-per-type`）。**最先**
完成某種全景畫的旅行者拿到它的成就卡：再加 3 分（`tokaido.panorama.achievement`）。

溫泉：「玩家獲得一張溫泉卡，溫泉卡價值2~3分。」停在溫泉時拿一張溫泉卡，值 **2 或 3 分**；
牌堆裡各有六張（`tokaido.hotspring.card`）。
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
            hints=(T("A panorama's first section is worth 1 point.", "全景畫的第一張只值 1 分。"),
                   T("Every hot spring card is worth 2 or 3 points.",
                     "每張溫泉卡都值 2 或 3 分。")),
            highlight=("move 6", "move 14"),
            rules=("tokaido.hotspring.card",),
            wrong="move 5",
            explain={"move 5": T("The first section of the paddy panorama: 1 point only.",
                                 "田的第一張：只有 1 分。"),
                     "move 4": T("An encounter may give points (the Samurai) or not.",
                                 "邂逅可能給分（侍），也可能不給。")},
            success=T("A hot spring card: 2 or 3 points, never less.",
                      "一張溫泉卡：2 或 3 分，不會更少。"),
        ),
        Task(
            "complete",
            T("Blue holds two sections of the paddy panorama and two of the mountain one. "
              "Complete a panorama, first of all the travellers.",
              "藍方有兩張田和兩張山的全景畫。完成一幅全景畫，而且是所有旅行者中的第一個。"),
            TWO_INNS,
            Reach(lambda start, now: now.players[0].complete("paddy"),
                  T("No panorama of Blue's is complete after that stop.",
                    "停在那裡之後，藍方沒有完成任何全景畫。")),
            solution=("move 29",),
            hints=(T("Which of Blue's panoramas needs just one more section?",
                     "藍方哪一幅全景畫只差一張？"),
                   T("A paddy panorama has 3 sections; a mountain one has 4.",
                     "田有 3 張；山有 4 張。")),
            highlight=("move 29", "move 36"),
            rules=("tokaido.panorama.next-section", "tokaido.panorama.achievement"),
            wrong="move 33",
            explain={"move 33": T("The third mountain section: the mountain has four.",
                                  "山的第三張：山有四張。")},
            success=T("Paddy complete: 3 points for the section and 3 for the achievement card, "
                      "since nobody completed it before.",
                      "田完成了：這張 3 分，加上成就卡 3 分，因為之前沒有人完成。"),
        ),
        Task(
            "best-section",
            T("Blue to move: take the panorama section worth the most points.",
              "藍方移動：拿一張分數最高的全景畫。"),
            PADDY_DONE,
            Reach(_gained(0, _points(PAN), 3),
                  T("Another panorama section is worth more.", "另一張全景畫分數更高。")),
            solution=("move 33",),
            hints=(T("Blue holds the whole paddy panorama, two mountain sections and no sea.",
                     "藍方有整幅田、兩張山，沒有海。"),
                   T("The next mountain section is number 3.", "山的下一張是數值 3。")),
            highlight=("move 33",),
            rules=("tokaido.panorama.one-per-type", "tokaido.panorama.next-section"),
            wrong="move 36", wrong_rule="tokaido.panorama.one-per-type",
            explain={"move 35": T("Blue's first sea section: 1 point.", "藍方的第一張海：1 分。"),
                     "move 40": T("Blue's first sea section: 1 point.", "藍方的第一張海：1 分。")},
            success=T("The third mountain section: 3 points.", "山的第三張：3 分。"),
        ),
        Read(T(
            """
## Encounters

> 「玩家翻開邂垢卡牌堆的最上方一張,解效果後拿取該張卡片。」

At an encounter (邂逅; the summary writes 邂垢, a slip) you draw the top encounter card,
apply it and keep it (`tokaido.encounter.draw`). The 14 cards:

- **Shokunin** (職人, artisan), 2 cards: the top souvenir card, free; it scores like a bought
  one (`tokaido.encounter.shokunin`);
- **Annaibito** (案內人, guide), 1 paddy, 2 mountain, 3 sea: the next section of the
  panorama shown (`tokaido.encounter.annaibito`). 「如果玩家已經完成該對應類型的全景畫,玩家可以
  自行選擇拿取其他類型的」: if you have completed that panorama, you take the next section of
  another one of your choice. The rules do not say you may then take none; the online game
  lets you, and so does the tutor (an assumption, `tokaido.panorama.may-decline`);
- **Samurai** (侍), 2 cards: 3 points (`tokaido.encounter.samurai`);
- **Kuge** (公家, noble), 2 cards: 3 coins (`tokaido.encounter.kuge`);
- **Miko** (巫女, priestess), 2 cards: a coin from the bank onto your place at the temple, 1
  point, and it counts for the temple ranking at the end (`tokaido.encounter.miko`).

In the demonstration below Blue meets a Samurai and Red a Shokunin: step through with the
arrows.
""",
            """
## 邂逅

> 「玩家翻開邂垢卡牌堆的最上方一張，解效果後拿取該張卡片。」

停在邂逅位置時（摘要寫成「邂垢」，是筆誤），翻開邂逅牌堆最上方一張，執行效果後留下這張卡
（`tokaido.encounter.draw`）。共有 14 張：

- **職人**，2 張：免費拿取紀念品牌堆最上方一張，計分方式和購買的一樣（`tokaido.encounter.shokunin`）；
- **案內人**，田 1 張、山 2 張、海 3 張：拿取卡上全景畫的下一張（`tokaido.encounter.annaibito`）。
  「如果玩家已經完成該對應類型的全景畫，玩家可以自行選擇拿取其他類型的」。規則沒有說這時可以都不拿；
  線上遊戲允許，本教學也允許（這是一個假設，`tokaido.panorama.may-decline`）；
- **侍**，2 張：3 分（`tokaido.encounter.samurai`）；
- **公家**，2 張：三塊錢（`tokaido.encounter.kuge`）；
- **巫女**，2 張：從銀行拿一塊錢放到寺廟上你的區域，得 1 分，遊戲結束時也計入寺廟排名
  （`tokaido.encounter.miko`）。

下面的示範裡，藍方遇到侍，紅方遇到職人：用箭頭一步一步看。
""")),
        Show("meetings", SIGHTS_START, steps="""
            move 4; encounter samurai               # Blue meets a Samurai: 3 points
            move 11; encounter shokunin; souvenir koma   # Red meets a Shokunin: a free Koma
        """, caption=T("Two encounters, step by step.", "兩次邂逅，一步一步看。"), viewer=None),
        Task(
            "guide",
            T("Blue meets a guide who shows the paddy panorama, which Blue has completed. Take "
              "the panorama section worth the most points.",
              "藍方遇到案內人，卡上是藍方已經完成的田。拿一張分數最高的全景畫。"),
            GUIDE,
            Reach(_gained(0, _points(PAN), 3),
                  T("Another section is worth more.", "另一張分數更高。")),
            solution=("panorama mountain",),
            hints=(T("The paddy is complete: the guide lets Blue continue another panorama.",
                     "田已經完成：案內人讓藍方繼續收集另一幅全景畫。"),
                   T("Blue holds two mountain sections and no sea section.",
                     "藍方有兩張山，沒有海。")),
            highlight=("panorama mountain", "panorama sea"),
            rules=("tokaido.encounter.annaibito", "tokaido.encounter.draw"),
            wrong="panorama paddy", wrong_rule="tokaido.panorama.one-per-type",
            explain={"panorama sea": T("The first sea section: 1 point.", "海的第一張：1 分。"),
                     "no panorama": T("Taking none scores nothing here.", "都不拿就不得分。")},
            success=T("The third mountain section, 3 points, thanks to the guide.",
                      "靠案內人拿到山的第三張，3 分。"),
        ),
        Quiz((
            HowMany("q-samurai", T("Blue stops at the encounter on 4 and meets a Samurai. How "
                                   "many points does Blue score?",
                                   "藍方停在位置 4 的邂逅，遇到侍。藍方得幾分？"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter samurai")),
                    T("A Samurai is worth 3 points.", "侍值 3 分。"),
                    rules=("tokaido.encounter.samurai", "tokaido.encounter.draw")),
            HowMany("q-kuge", T("Same stop: if the card is a Kuge, how many coins does Blue "
                                "gain?", "同一個位置：如果是公家，藍方得到幾塊錢？"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter kuge"), _coins),
                    T("A Kuge gives 3 coins.", "公家給三塊錢。"),
                    rules=("tokaido.encounter.kuge",)),
            HowMany("q-miko", T("Same stop: if the card is a Miko, how many coins does Blue "
                                "then have on the temple?",
                                "同一個位置：如果是巫女，藍方在寺廟上有幾塊錢？"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter miko"),
                                              lambda pl: pl.temple),
                    T("The Miko puts a coin from the bank on Blue's place at the temple: 1 "
                      "point, and it counts in the temple ranking.",
                      "巫女從銀行拿一塊錢放到寺廟上藍方的區域：1 分，並計入寺廟排名。"),
                    rules=("tokaido.encounter.miko",)),
            HowMany("q-shokunin", T("Same stop: if the card is a Shokunin and the top souvenir "
                                    "is a Koma, how many points does Blue score?",
                                    "同一個位置：如果是職人，而紀念品牌堆最上方是陀螺，藍方得幾分？"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter shokunin",
                                                  "souvenir koma")),
                    T("A free souvenir, Blue's first: 1 point.",
                      "一張免費的紀念品，是藍方的第一張：1 分。"),
                    rules=("tokaido.encounter.shokunin",)),
            HowMany("q-guide", T("Blue, holding two mountain sections, stops at the encounter "
                                 "on 31 and meets an Annaibito showing the mountain. How many "
                                 "points does Blue score?",
                                 "藍方有兩張山，停在位置 31 的邂逅，遇到畫著山的案內人。藍方得幾分？"),
                    PADDY_DONE, _gain_after(0, ("move 31", "encounter annaibito-mountain")),
                    T("The next mountain section, number 3.", "山的下一張，數值 3。"),
                    rules=("tokaido.encounter.annaibito",)),
            LegalOrNot("q-closed", PADDY_DONE, "move 36",
                       note=T("Blue's paddy panorama is complete.", "藍方的田已經完成。")),
            HowMany("q-achievement", T("Blue completes the paddy panorama, first of all. How "
                                       "many points does that stop score in all?",
                                       "藍方最先完成田。停在那裡總共得幾分？"),
                    TWO_INNS, _gain_after(0, ("move 29",)),
                    T("The third section, 3, and the achievement card, 3.",
                      "第三張 3 分，加上成就卡 3 分。"),
                    rules=("tokaido.panorama.achievement", "tokaido.score.achievements")),
        )),
    ),
    recap=T("A panorama stop gives the next section of that landscape, worth its number; a "
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
