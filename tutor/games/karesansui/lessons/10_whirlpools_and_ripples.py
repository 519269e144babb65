"""Karesansui lesson 10: Scoring: whirlpools and joined ripples.

Which tiles make a circle and which seams join comes from the tile drawings, and these are the
tutor's stand-ins (marked ≈). So the tasks and questions ask what the rules decide once the
studio has drawn the circles and marked the broken seams: what a circle is worth, why a circle
with moss scores nothing, what a complete garden of joined seams earns, what a broken seam
costs.
"""

from __future__ import annotations

from ....lessons.model import Deeper, HowMany, Lesson, Quiz, Reach, Read, T, Task
from ._common import FULL_GRAVEL, after, reaches, studio

HALF_WITH_MOSS = "G09 M07 . . . / . . . . . / . . . . ."
"""A half circle on a1 and b1, b1 a moss tile: the circle scores nothing."""
HALF = "G09 G08 . . . / . . . . . / . . . . ."
FULL = "G09 G08 . . . / G08' G09' . . . / . . . . ."
"""A full circle over a1, b1, a2 and b2 (the studio draws it)."""
ONE_BROKEN = FULL_GRAVEL.replace("G01 G01 G01 G01 G01", "G01 G01 G07 G01 G01")
"""The complete gravel garden with a half-circle tile on c1: one broken seam."""
TWO_BROKEN = FULL_GRAVEL.replace("/ G02 G04", "/ G13 G04")
"""The complete gravel garden with a double arc on a2: two broken seams."""
E3_EMPTY = FULL_GRAVEL.replace("G06 G06 G01 G06 G06", "G06 G06 G01 G06 .")
"""The complete gravel garden without its tile on e3."""

LESSON = Lesson(
    game="karesansui", number=10, slug="whirlpools-and-ripples",
    title=T("Scoring: whirlpools and joined ripples", "計分：漩渦與連結砂紋"),
    minutes=20,
    objectives=(
        T("count full and half circles", "計算全圓與半圓的分數"),
        T("join every seam of a garden", "讓庭園的每條接縫都相連"),
    ),
    steps=(
        Read(T(
            """
## (4) Whirlpools

Raked rings on the tiles make circles across tiles. A **full circle** scores 2 points per
tile, a **half circle** 1 per tile; a circle that takes in a moss tile scores nothing. The
studio draws every circle with its points.
""",
            """
## （4）漩渦

板塊上耙出的環形砂紋會跨過板塊組成圓。**全圓**每個板塊得 2 分，**半圓**每個板塊得 1 分；有苔蘚
板塊參與的圓不得分。工作室會畫出每個圓和它的分數。
"""),
            sources=T(
                """
Rule `karesansui.score.whirlpools`. The summary: 「全圓形漩渦每個砂礫板塊皆可獲得2分，半圓形漩渦每個
砂礫板塊皆可獲得1分……由苔蘚板塊所建構的漩渦區域，無論是全圓形漩渦或半圓形漩渦，皆無法獲得分數」
(each gravel tile of a full circle scores 2, of a half circle 1; circles built with moss tiles
score nothing). Which tiles make a circle is not described in any source we could read: the
studio follows the tutor's stand-in drawings (`karesansui.score.whirlpool-shapes`). The
summary's own example says a full circle of 4 gravel tiles scores 4, which contradicts its rule
of 2 per tile (and a shop's caption of a 4-tile circle worth 8): the tutor counts 2 × 4 = 8.
""",
                """
規則 `karesansui.score.whirlpools`。摘要：「全圓形漩渦每個砂礫板塊皆可獲得2分，半圓形漩渦每個砂礫
板塊皆可獲得1分……由苔蘚板塊所建構的漩渦區域，無論是全圓形漩渦或半圓形漩渦，皆無法獲得分數」。我們
讀到
的資料都沒有說明哪些板塊組成圓：工作室依照教學工具的代用圖像判斷
（`karesansui.score.whirlpool-shapes`）。摘要自己的例子說由 4 個砂礫板塊組成的全圓得 4 分，這和它
每個板塊 2 分的規則矛盾（也和一家商店說 4 塊全圓得 8 分的說明不符）：教學工具計為 2 × 4 = 8 分。
""")),
        Task(
            "moss-circle",
            T("The studio draws a half circle over the first two tiles of the top row, and it "
              "scores nothing. Make it score.",
              "工作室在上排前兩個板塊上畫出一個半圓，它不得分。讓它得分。"),
            studio(HALF_WITH_MOSS),
            Reach(reaches("whirlpools", 2), T("The half circle still scores nothing.",
                                              "半圓還是不得分。")),
            solution=("put G08 at b1",),
            hints=(T("Why does this circle score nothing? Look at the colour of its tiles.",
                     "這個圓為什麼不得分？看看它的板塊的顏色。"),
                   T("Keep the ring where it is, but on gravel: look in the palette for a tile "
                     "with the same ring and no green.",
                     "讓環形留在原處，但換成砂礫：在板塊區找一個有相同環形、沒有綠色的板塊。")),
            rules=("karesansui.score.whirlpools",),
            wrong="put M07 at a1",
            explain={"put M07 at a1": T("Another moss tile: still nothing.",
                                        "又是苔蘚板塊：仍然不得分。")},
            success=T("Two gravel tiles: the half circle now scores 1 per tile, 2 in all.",
                      "兩個砂礫板塊：半圓現在每個板塊 1 分，共 2 分。"),
        ),
        Read(T(
            """
## (5) Joined ripples

A complete garden has 22 seams between neighbouring tiles. If **every** seam joins (the raked
lines, rings and moss run on across it), the garden scores **+7**; otherwise each broken seam
scores **-2**. The studio marks each broken seam.
""",
            """
## （5）連結砂紋

完成的庭園在相鄰板塊之間有 22 條接縫。**每一條**接縫都相連（砂紋、環形和苔蘚跨過接縫延續）時得
**+7 分**；否則每條未連結的接縫 **-2 分**。工作室會標出每條未連結的接縫。
"""),
            sources=T(
                """
Rule `karesansui.score.ripples`. The summary: 「若所有15個板塊間連接處的砂紋皆完整連結，可獲得7分。
若出現其中某2個相鄰板塊間連接處的砂紋未連結或連結不完整的情況，則每個未連結或連結不完整的連接處，
皆須
扣減2分」 (if the ripples join at every seam of the 15 tiles, +7; each seam between two
neighbouring tiles where they do not join, or only in part, costs 2). Plain sand always joins
sideways (a rulebook quote on a Japanese blog); the other joins come from the stand-in
drawings.
""",
                """
規則 `karesansui.score.ripples`。摘要：「若所有15個板塊間連接處的砂紋皆完整連結，可獲得7分。若出現
其中某2個相鄰板塊間連接處的砂紋未連結或連結不完整的情況，則每個未連結或連結不完整的連接處，皆須扣減
2分」。素砂左右一定相連（日本部落格引用的規則書原文）；其他是否相連取決於代用圖像。
""")),
        Task(
            "join-every-seam",
            T("Join every seam of this complete garden.", "讓這座完成庭園的每條接縫都相連。"),
            studio(ONE_BROKEN),
            Reach(reaches("ripples", 7), T("A seam is still broken.", "還有接縫沒有相連。")),
            solution=("put G01 at c1",),
            hints=(T("The studio marks the broken seam with -2.", "工作室在未連結的接縫標上 -2。"),
                   T("Change the tile whose ring runs into its neighbour; its neighbours in the "
                     "row show what joins there.",
                     "換掉環形碰到鄰居的那個板塊；同一排的鄰居顯示那裡怎樣才會相連。")),
            rules=("karesansui.score.ripples",),
            wrong="put G09 at c1",
            explain={"put G09 at c1": T("Its ring runs into its neighbours: more broken seams.",
                                        "它的環形碰到鄰居：未連結的接縫更多。")},
            success=T("From -2 to +7: a swing of 9 points for one tile.",
                      "從 -2 到 +7：一個板塊差了 9 分。"),
        ),
        Task(
            "complete-for-seven",
            T("No seam of this garden is broken, yet joined ripples score nothing. Make them "
              "score.", "這座庭園沒有未連結的接縫，連結砂紋卻不得分。讓它得分。"),
            studio(E3_EMPTY),
            Reach(reaches("ripples", 7), T("Joined ripples do not score +7.",
                                           "連結砂紋沒有得到 +7。")),
            solution=("put G06 at e3",),
            hints=(T("The +7 is for a complete garden.", "+7 是給完成的庭園的。"),
                   T("Fill the empty space with a tile like its neighbours in the bottom row.",
                     "用和下排鄰居一樣的板塊填滿空位。")),
            rules=("karesansui.score.ripples",),
            wrong="put M01 at e3",
            explain={"put M01 at e3": T("Moss next to raked gravel breaks both seams: -4.",
                                        "苔蘚緊鄰砂礫，兩條接縫都斷了：-4 分。")},
            success=T("15 tiles, 22 joined seams: +7.", "15 個板塊，22 條接縫都相連：+7。"),
        ),
        Quiz((
            HowMany("q-full", T("The studio draws a full circle over four gravel tiles. How many "
                                "points do whirlpools score?",
                                "工作室畫出一個跨四個砂礫板塊的全圓。漩渦得幾分？"),
                    studio(FULL), after("whirlpools"),
                    T("A full circle of 4 gravel tiles, 2 each.",
                      "4 個砂礫板塊組成的全圓，每個 2 分。"),
                    rules=("karesansui.score.whirlpools",)),
            HowMany("q-moss-circle", T("This half circle takes in a moss tile. How many points do "
                                       "whirlpools score?",
                                       "這個半圓有一個苔蘚板塊。漩渦得幾分？"),
                    studio(HALF_WITH_MOSS), after("whirlpools"),
                    T("A circle with moss in it scores nothing.", "有苔蘚參與的圓不得分。"),
                    rules=("karesansui.score.whirlpools",)),
            HowMany("q-broken", T("The studio marks two broken seams in this complete garden. How "
                                  "many points do joined ripples score?",
                                  "工作室在這座完成的庭園標出兩條未連結的接縫。連結砂紋得幾分？"),
                    studio(TWO_BROKEN), after("ripples"),
                    T("-2 for each broken seam, and no +7.",
                      "每條未連結的接縫 -2 分，而且沒有 +7。"),
                    rules=("karesansui.score.ripples",)),
        )),
        Deeper(T("Half circles, and a garden not yet complete.", "半圓，以及還沒完成的庭園。")),
        Read(T(
            """
A half circle is a ring that meets only two tiles: it scores 1 for each. Joined ripples earn
nothing until the garden is complete, even with no broken seam.
""",
            """
半圓是只跨兩個板塊的環形：每個板塊 1 分。庭園完成之前，即使沒有未連結的接縫，連結砂紋也不得分。
""")),
        Quiz((
            HowMany("q-half", T("The studio draws a half circle over two gravel tiles. How many "
                                "points do whirlpools score?",
                                "工作室畫出一個跨兩個砂礫板塊的半圓。漩渦得幾分？"),
                    studio(HALF), after("whirlpools"),
                    T("A half circle scores 1 per tile.", "半圓每個板塊 1 分。"),
                    rules=("karesansui.score.whirlpools",)),
            HowMany("q-incomplete", T("The last tile of the bottom row is taken away. How many "
                                      "points do joined ripples score then?",
                                      "拿走下排最後一個板塊。之後連結砂紋得幾分？"),
                    studio(FULL_GRAVEL), after("ripples", "clear e3"),
                    T("No seam is broken, but the +7 needs a complete garden.",
                      "沒有未連結的接縫，但 +7 需要完成的庭園。"),
                    rules=("karesansui.score.ripples",), mark="clear e3"),
        )),
    ),
    recap=T("Full circles score 2 a tile, half circles 1, circles with moss nothing. A complete "
            "garden whose 22 seams all join scores 7; each broken seam -2.",
            "全圓每個板塊 2 分、半圓 1 分，有苔蘚的圓不得分。22 條接縫全部相連的完成庭園得 7 分；"
            "每條未連結的接縫 -2 分。"),
    mistakes=(T("Counting a circle that takes in a moss tile.", "把有苔蘚參與的圓算分。"),
              T("Expecting +7 before the garden is complete.", "庭園還沒完成就以為有 +7。")),
)
