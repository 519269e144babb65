"""Karesansui lesson 9: Scoring: whirlpools and joined ripples."""

from __future__ import annotations

from ....lessons.model import HowMany, Lesson, Quiz, Reach, Read, T, Task
from ._common import FULL_GRAVEL, after, reaches, studio, turned

LESSON = Lesson(
    game="karesansui", number=9, slug="whirlpools-and-ripples",
    title=T("Scoring: whirlpools and joined ripples", "計分：漩渦與連結砂紋"),
    minutes=20,
    objectives=(
        T("make half and full circles of ripples, and count them",
          "拼出半圓和全圓的漩渦並計算分數"),
        T("join every seam of a garden, and count broken seams",
          "讓庭園的每條接縫相連，並計算未連結的接縫"),
    ),
    steps=(
        Read(T(
            """
## (4) Whirlpools

> 「全圓形漩渦每個砂礫板塊皆可獲得2分，半圓形漩渦每個砂礫板塊皆可獲得1分……由苔蘚板塊所建構的漩渦區
> 域，無論是全圓形漩渦或半圓形漩渦，皆無法獲得分數」

Arcs of raked rings drawn on the tiles make **whirlpools** across tiles. A **full circle**
scores 2 points for each tile it spans, a **half circle** 1 point per tile; a circle that
takes in a moss tile scores nothing (`karesansui.score.whirlpools`).

How the tiles make circles is not described in any source we could read, so the tutor
follows its own, provisional drawings (`karesansui.score.whirlpool-shapes`): arcs of one size
around one corner point make a **full circle** when four tiles meet there, and a **half
circle** when exactly two neighbouring tiles do; three arcs make nothing. The half-circle tile
G07 makes a full circle with a turned G07 below it, else a half circle of its own.

The summary's own example says a full circle of 4 gravel tiles scores 4, which contradicts
its rule of 2 per tile (and a photo caption of a 4-tile circle worth 8): the tutor counts
2 x 4 = 8.
""",
            """
## (4)漩渦

> 「全圓形漩渦每個砂礫板塊皆可獲得2分，半圓形漩渦每個砂礫板塊皆可獲得1分……由苔蘚板塊所建構的漩渦區
> 域，無論是全圓形漩渦或半圓形漩渦，皆無法獲得分數」

板塊上畫的扇形砂紋跨過板塊組成**漩渦**。**全圓**每個板塊得 2 分，**半圓**每個板塊得 1 分；有苔蘚板塊
參與的漩渦不得分(`karesansui.score.whirlpools`)。

我們讀到的資料都沒有說明板塊如何組成圓，所以教學工具依照自己暫定的圖像判斷
(`karesansui.score.whirlpool-shapes`)：同一大小的扇環繞同一角點，四個板塊齊聚時成為**全圓**，
恰有兩個
相鄰板塊時成為**半圓**；三個扇什麼也不是。半圓板塊 G07 和下方轉過來的 G07 組成全圓，否則自成半圓。

摘要自己的例子說由 4 個砂礫板塊組成的全圓得 4 分，這和它每個板塊 2 分的規則矛盾(也和一張 4 塊全圓
得 8 分的照片說明不符)：教學工具計為 2 × 4 = 8 分。
""")),
        Task(
            "half-circle",
            T("Make a half circle of ripples across two tiles of the top row.",
              "在上排用兩個板塊拼出一個半圓的漩渦。"),
            studio("G09 . . . . / . . . . . / . . . . ."),
            Reach(reaches("whirlpools", 2), T("No half circle spans two tiles.",
                                               "沒有跨兩個板塊的半圓。")),
            solution=("put G08 at b1",),
            hints=(T("a1's arc sits on its lower right corner. What must b1 have on its lower "
                     "left?", "a1 的扇在右下角。b1 的左下角必須有什麼?"),
                   T("A small arc on the lower left: G08.", "左下角的小扇：G08。")),
            highlight=("put G08 at b1",),
            rules=("karesansui.score.whirlpools",),
            wrong="put G09 at b1",
            explain={"put G09 at b1": T("Its arc is on its far corner: the two arcs do not meet.",
                                        "它的扇在遠側的角落：兩個扇沒有相接。"),
                     "put G10 at b1": T("A large arc and a small arc do not make one circle.",
                                        "大扇和小扇不能組成同一個圓。")},
            success=T("A half circle over two gravel tiles: 1 point each.",
                      "跨兩個砂礫板塊的半圓：每個 1 分。"),
        ),
        Task(
            "full-circle",
            T("Close the circle: make the whirlpools worth 8.", "把圓補完：讓漩渦值 8 分。"),
            studio("G09 G08 . . . / . . . . . / . . . . ."),
            Reach(reaches("whirlpools", 8), T("The whirlpools are not worth 8.",
                                               "漩渦不是 8 分。"), within=2,
                  keep_going=lambda start, now: turned("G08", "a2")(start, now)
                  or turned("G09", "b2")(start, now)),
            solution=("put G08 at a2 turned", "put G09 at b2 turned"),
            hints=(T("The circle's centre is the point where a1, b1, a2 and b2 meet. The tiles "
                     "below need their arcs on their upper corners.",
                     "圓心是 a1、b1、a2、b2 交會的點。下方的板塊需要把扇放在上方的角。"),
                   T("Turn a tile round to move its arc from a lower corner to the opposite "
                     "upper one: a2 needs an arc at its upper right.",
                     "把板塊轉過來，扇就從下方的角移到對角的上方：a2 需要右上角的扇。")),
            highlight=("put G08 at a2 turned", "put G09 at b2 turned"),
            rules=("karesansui.score.whirlpools", "karesansui.place.orientation"),
            wrong="put G09 at a2",
            explain={"put G09 at a2": T("Upright, its arc is at its lower right, away from the "
                                        "circle's centre.", "正放時它的扇在右下角，離圓心很遠。")},
            success=T("A full circle over four gravel tiles: 2 x 4 = 8. (Three arcs would have "
                      "made nothing.)", "跨四個砂礫板塊的全圓：2 × 4 = 8。(三個扇什麼也不是。)"),
        ),
        Task(
            "moss-circle",
            T("The half circle on a1 and b1 scores nothing. Make it score.",
              "a1 和 b1 上的半圓不得分。讓它得分。"),
            studio("G09 M07 . . . / . . . . . / . . . . ."),
            Reach(reaches("whirlpools", 2), T("The half circle still scores nothing.",
                                               "半圓還是不得分。")),
            solution=("put G08 at b1",),
            hints=(T("Whirlpools with moss score nothing.", "有苔蘚的漩渦不得分。"),
                   T("Replace the moss tile with a gravel tile that has the same arc.",
                     "用有相同扇的砂礫板塊取代苔蘚板塊。")),
            highlight=("put G08 at b1",),
            rules=("karesansui.score.whirlpools",),
            wrong="put M07 at a1",
            explain={"put M07 at a1": T("Another moss tile: still nothing.",
                                        "又是苔蘚板塊：仍然不得分。")},
            success=T("Two gravel tiles: the half circle now scores 2.",
                      "兩個砂礫板塊：半圓現在得 2 分。"),
        ),
        Read(T(
            """
## (5) Joined ripples

> 「若所有15個板塊間連接處的砂紋皆完整連結，可獲得7分。若出現其中某2個相鄰板塊間連接處的砂紋未連結或
> 連結不完整的情況，則每個未連結或連結不完整的連接處，皆須扣減2分」

A complete garden has 22 seams between neighbouring tiles. If **every** seam joins (the
raked lines, arcs and moss run on across it), the garden scores **+7**; otherwise each broken
seam scores **-2** (`karesansui.score.ripples`). The studio marks each broken seam with -2.
Plain sand always joins sideways; which edges join above and below comes from the tile
drawings, which are provisional.
""",
            """
## (5)連結砂紋

> 「若所有15個板塊間連接處的砂紋皆完整連結，可獲得7分。若出現其中某2個相鄰板塊間連接處的砂紋未連結或
> 連結不完整的情況，則每個未連結或連結不完整的連接處，皆須扣減2分」

完成的庭園在相鄰板塊之間有 22 條接縫。**每一條**接縫都相連(砂紋、扇和苔蘚跨過接縫延續)時得
**+7 分**；否則每條未連結的接縫 **-2 分**(`karesansui.score.ripples`)。
工作室在每條未連結的接縫標上 -2。
素砂左右一定相連；上下的邊緣是否相連取決於板塊圖像，而圖像是暫定的。
""")),
        Task(
            "join-every-seam",
            T("Join every seam of this complete garden.", "讓這座完成庭園的每條接縫都相連。"),
            studio(FULL_GRAVEL.replace("G01 G01 G01 G01 G01", "G01 G01 G07 G01 G01")),
            Reach(reaches("ripples", 7), T("A seam is still broken.", "還有接縫沒有相連。")),
            solution=("put G01 at c1",),
            hints=(T("The studio marks the broken seam with -2.", "工作室在未連結的接縫標上 -2。"),
                   T("The half circle of c1 runs into c2's plain lines: replace c1.",
                     "c1 的半圓碰到 c2 的直紋：換掉 c1。")),
            highlight=("put G01 at c1",),
            rules=("karesansui.score.ripples",),
            wrong="put G09 at c1",
            explain={"put G09 at c1": T("Its arc runs into d1 and c2: more broken seams.",
                                        "它的扇碰到 d1 和 c2：未連結的接縫更多。")},
            success=T("From -2 to +7: a swing of 9 points for one tile.",
                      "從 -2 到 +7：一個板塊差了 9 分。"),
        ),
        Quiz((
            HowMany("q-four-tiles", T("A turned G09 goes on b2. How many points do whirlpools "
                                      "score then?", "在 b2 放一個轉過來的 G09。之後漩渦得幾分?"),
                    studio("G09 G08 . . . / G08' . . . . / . . . . ."),
                    after("whirlpools", "put G09 at b2 turned"),
                    T("A full circle of 4 gravel tiles, 2 each. The summary's example says 4 here, "
                      "against its own rule: the tutor counts 8.",
                      "4 個砂礫板塊組成的全圓，每個 2 分。摘要的例子在這裡寫 4 分，"
                      "和它自己的規則矛盾："
                      "教學工具計為 8 分。"),
                    rules=("karesansui.score.whirlpools",)),
            HowMany("q-three-arcs", T("A turned G08 goes on a2. How many points do whirlpools "
                                      "score then?", "在 a2 放一個轉過來的 G08。之後漩渦得幾分?"),
                    studio("G09 G08 . . . / . . . . . / . . . . ."),
                    after("whirlpools", "put G08 at a2 turned"),
                    T("Three arcs round one point make no circle, and the half circle is gone.",
                      "三個扇環繞同一點不成圓，原本的半圓也不算了。"),
                    rules=("karesansui.score.whirlpool-shapes",)),
            HowMany("q-two-halves", T("A turned G07 goes on a2, below a1. How many points do "
                                      "whirlpools score then?",
                                      "在 a1 下方的 a2 放一個轉過來的 G07。之後漩渦得幾分?"),
                    studio("G07 . . . . / . . . . . / . . . . ."),
                    after("whirlpools", "put G07 at a2 turned"),
                    T("Two half-circle tiles face to face make a full circle of 2 tiles: 2 x 2.",
                      "兩個半圓板塊面對面組成跨 2 個板塊的全圓：2 × 2。"),
                    rules=("karesansui.score.whirlpool-shapes",)),
            HowMany("q-broken", T("In this complete garden whose seams all join, a G13 replaces "
                                  "a2. How many points do joined ripples score then?",
                                  "在這座接縫全部相連的完成庭園中，用 G13 取代 a2。"
                                  "之後連結砂紋得幾分?"),
                    studio(FULL_GRAVEL), after("ripples", "put G13 at a2"),
                    T("Its arcs break two seams: -2 each, and no +7.",
                      "它的扇打斷兩條接縫：各 -2 分，而且沒有 +7。"),
                    rules=("karesansui.score.ripples",)),
            HowMany("q-incomplete", T("The tile on e3 is taken away. How many points do joined "
                                      "ripples score then?", "拿走 e3 的板塊。之後連結砂紋得幾分?"),
                    studio(FULL_GRAVEL), after("ripples", "clear e3"),
                    T("No seam is broken, but the +7 needs a complete garden.",
                      "沒有未連結的接縫，但 +7 需要完成的庭園。"),
                    rules=("karesansui.score.ripples",)),
        )),
    ),
    recap=T("Full circles score 2 a tile, half circles 1, moss circles nothing (circles come "
            "from the provisional drawings; the summary's 4-point example is counted 8). A "
            "complete garden whose 22 seams all join scores 7; each broken seam -2.",
            "全圓每個板塊 2 分、半圓 1 分，有苔蘚的圓不得分(圓來自暫定的圖像；"
            "摘要 4 分的例子計為 8 分)。"
            "22 條接縫全部相連的完成庭園得 7 分；每條未連結的接縫 -2 分。"),
    mistakes=(T("Counting three arcs as a circle.", "把三個扇當成一個圓。"),
              T("Expecting +7 before the garden is complete.", "庭園還沒完成就以為有 +7。")),
)
