"""Karesansui lesson 9: Scoring: gravel, moss and symmetry.

The scoring lessons (9 to 12) teach what the rules decide. Every tile drawing in the studio is
the tutor's stand-in (marked ≈ on each tile), so no task or question asks which drawing mirrors
which: the rows to complete are made of tiles whose mirror image is plain to see (the same
tile again, or a tile symmetric in itself), and the studio marks every symmetric row. That
the middle tile may be any tile is the tutor's reading: it comes after the ``Deeper`` step.
"""

from __future__ import annotations

from ....core.game import State
from ....lessons.model import Choose, Deeper, HowMany, Lesson, Quiz, Reach, Read, Show, T, Task
from ..data import ORIENTED
from ._common import FULL_GRAVEL, after, built, reaches, studio

SEED_RECTANGLE = "G01 G02 G03 G04 . / G05 G06 G01 G02 . / . . . . ."
SEED_EXAMPLE = built(SEED_RECTANGLE)
"""The summary's example reached by play: Orange's gravel rectangle is 4 x 2."""
SEED_GROWING = "G01 G02 G03 G04 G01 / G05 G06 G01 G02 . / . . . . ."
"""The summary's 4 x 2 rectangle with a fifth tile on the top row: one tile on e2 makes it
5 x 2 (a task of one move: two moves in the studio would be about 350,000 positions for
the judge to search)."""
PLAIN_ROW = "G04 G01 G05 G01 . / . . . . . / . . . . ."
"""A top row of plain tiles, symmetric but for its missing right-hand tile."""
ARC_MIDDLE = "G05 . G09 G04 G05 / . . . . . / . . . . ."
"""A top row with a one-sided arc tile in the middle; b1, which must mirror d1, is empty."""


def _one_more_gravel_in_e(start: State, now: State) -> bool:
    """One gravel tile was added on e1 or e2, and nothing else changed."""
    changed = [c for c in range(len(now.tiles)) if now.tiles[c] != start.tiles[c]]
    return (len(changed) == 1 and changed[0] in (4, 9) and now.tiles[changed[0]] >= 0
            and not ORIENTED[now.tiles[changed[0]]].moss and now.stones == start.stones)


LESSON = Lesson(
    game="karesansui", number=9, slug="gravel-moss-and-symmetry",
    title=T("Scoring: gravel, moss and symmetry", "計分：砂礫、苔蘚與對稱"),
    minutes=20,
    objectives=(
        T("count the largest gravel rectangle", "計算最大的砂礫矩形"),
        T("weigh moss against gravel", "比較苔蘚和砂礫的分數"),
        T("say what a symmetric row needs", "說出對稱橫列需要什麼"),
    ),
    steps=(
        Read(T(
            """
## Nine items

At the end each garden scores nine items. Lessons 9 to 12 take them one by one in the
**garden studio**, a garden without turns where every item is marked.
""",
            """
## 九個項目

遊戲結束時，每座庭園依九個項目計分。第 9 到 12 課在**庭園工作室**裡逐項練習：工作室沒有回合，
每個計分項目都標在庭園上。
"""),
            sources=T(
                """
The nine items, in the order of 004_2dd42cb4566abbba.txt: the gravel rectangle, moss,
symmetric rows, whirlpools, joined ripples, kinds of stone, stone arrangements, the famous
garden, virtue. The studio allows gardens a real game cannot reach, and says so in red. Its
tiles are the tutor's stand-in drawings, marked ≈ (`karesansui.data.tiles`).
""",
                """
依 004_2dd42cb4566abbba.txt 的順序，九個項目是：砂礫矩形、苔蘚、對稱橫列、漩渦、連結砂紋、
石頭種類、石頭擺放、名庭園、德行。工作室允許實際遊戲中不可能出現的庭園，並用紅字說明。它的板塊
是教學工具的代用圖像，標著 ≈（`karesansui.data.tiles`）。
""")),
        Show("studio", studio(FULL_GRAVEL), picture=True, caption=T(
            "A complete garden in the studio; its score sheet is below.",
            "工作室中的一座完成庭園；計分表在下方。")),
        Read(T(
            """
## (1) The gravel rectangle

Only the **largest** rectangle of gravel tiles alone counts, 1 point per tile. The summary's
example: a 4 x 2 block scores 8, here in a real game.
""",
            """
## （1）砂礫矩形

只有全部由砂礫板塊組成的**最大**矩形計分，每個板塊 1 分。摘要的例子：4 × 2 的區塊得 8 分，下面
是它在真正對局中的樣子。
"""),
            sources=T(
                """
Rule `karesansui.score.gravel`. The summary: 「所建構最大矩形區域的砂礫板塊……其每個砂礫板塊皆可
獲得1分。如：某玩家由砂礫板塊所建構的最大矩形面積為4(塊)×2(塊)=8，則玩家可獲得8分」 (each gravel
tile of the largest gravel rectangle scores 1; for example a largest rectangle of 4 × 2 = 8
scores 8).
""",
                """
規則 `karesansui.score.gravel`。摘要：「所建構最大矩形區域的砂礫板塊……其每個砂礫板塊皆可獲得1分。
如：某玩家由砂礫板塊所建構的最大矩形面積為4（塊）×2（塊）=8，則玩家可獲得8分」。
""")),
        Show("seed-example", SEED_EXAMPLE, caption=T(
            "Orange's garden after 8 tiles, each laid by the rules; the score sheet is under "
            "the gardens. You may play on.",
            "橘方依規則放了 8 個板塊後的庭園；計分表在庭園下方。你可以繼續下。")),
        Read(T(
            """
In the studio, pick a tile (**Flip** turns it), then a space; pick a stone, then a tile.
""",
            """
在工作室中，先選一個板塊（「翻轉」可以轉向），再點位置；先選一顆石頭，再點板塊。
""")),
        Task(
            "rectangle-10",
            T("In the studio, the summary's 4 x 2 rectangle with one more tile in the top row: "
              "with one tile, make the largest gravel rectangle worth 10 points.",
              "工作室中是摘要的 4 × 2 矩形，上排多了一個板塊：用一個板塊讓最大的砂礫矩形"
              "值 10 分。"),
            studio(SEED_GROWING),
            Reach(reaches("gravel", 10), T("The rectangle is not worth 10.", "矩形不是 10 分。")),
            solution=("put G01 at e2",),
            hints=(T("10 = 5 x 2. Which way can the block grow?",
                     "10 = 5 × 2。這個區塊可以往哪個方向長大？"),
                   T("Count the block's width and height; a moss tile would not count.",
                     "數一數區塊的寬和高；苔蘚板塊不算。")),
            rules=("karesansui.score.gravel",),
            wrong="put M01 at e2",
            explain={"put M01 at e2": T("A moss tile is not gravel: the rectangle cannot grow "
                                        "across it.", "苔蘚板塊不是砂礫：矩形不能跨過它。")},
            success=T("5 x 2 = 10. Any gravel tile would do: the rule asks only for gravel.",
                      "5 × 2 = 10。任何砂礫板塊都可以：規則只要求是砂礫。"),
        ),
        Read(T(
            """
## (2) Moss

Each moss tile (a tile with green on it) scores 2. But a moss tile is not gravel: where it
lies, it cuts the gravel rectangle.
""",
            """
## （2）苔蘚

每個苔蘚板塊（有綠色的板塊）得 2 分。但苔蘚板塊不是砂礫：它所在的位置會切斷砂礫矩形。
"""),
            sources=T(
                """
Rule `karesansui.score.moss`: item (2) of the summary, 2 points for each moss tile of the
garden.
""",
                """
規則 `karesansui.score.moss`：摘要的第（2）項，庭園中每個苔蘚板塊得 2 分。
""")),
        Task(
            "gravel-or-moss",
            T("One space is left. Fill it so that gravel and moss together score the most.",
              "只剩一個位置。把它填上，讓砂礫和苔蘚加起來的分數最高。"),
            studio(FULL_GRAVEL.replace("G06 G06 G01 G06 G06", "G06 G06 G01 G06 .")),
            Reach(lambda start, now: now.scores().points[0]["gravel"]
                  + now.scores().points[0]["moss"] == 15,
                  T("Gravel and moss together do not make 15.", "砂礫和苔蘚加起來不是 15 分。")),
            solution=("put G06 at e3",),
            hints=(T("Compare: a moss tile gives 2, but how large is the rectangle then?",
                     "比較一下：苔蘚板塊得 2 分，但那時矩形有多大？"),
                   T("Count the rectangle both ways: with a gravel tile in the empty space, and "
                     "with a moss tile.",
                     "兩種情況都數一數矩形：空位放砂礫板塊時，以及放苔蘚板塊時。")),
            rules=("karesansui.score.gravel", "karesansui.score.moss"),
            wrong="put M01 at e3",
            explain={"put M01 at e3": T("Moss gives 2, but the rectangle drops to 4 x 3 = 12: "
                                        "14 in all, one less than 15.",
                                        "苔蘚得 2 分，但矩形降為 4 × 3 = 12：共 14 分，比 15 分"
                                        "少 1。")},
            success=T("5 x 3 = 15 beats 12 + 2.", "5 × 3 = 15 勝過 12 + 2。"),
        ),
        Read(T(
            """
## (3) Symmetric rows

A row of **5 tiles** scores 5 when it is left-right symmetric: the two outer tiles are mirror
images of each other, and so are the second and fourth. The studio marks each symmetric row
with its axis.
""",
            """
## （3）對稱橫列

一排 **5 個板塊**若左右對稱就得 5 分：最外側兩個互為鏡像，第二和第四個也互為鏡像。工作室會在
每個對稱橫列標出對稱軸。
"""),
            sources=T(
                """
Rule `karesansui.score.symmetry`. The summary: 「若某一橫列的5個板塊呈現左右對稱型態(即最左邊板塊
砂紋與最右邊板塊砂紋相互對稱，左邊算起第二個板塊砂紋與右邊算起第二個板塊砂紋相互對稱，中間板塊為一
獨立
砂紋型態)，則可獲得5分」 (a row of 5 tiles that is left-right symmetric, the leftmost mirroring
the rightmost, the second from the left mirroring the second from the right, the middle "an
independent pattern", scores 5). What the middle tile may be is the part after 進階
(`karesansui.score.symmetry-middle`, lesson 15). Which drawings mirror which is a fact of
the drawings, and these are stand-ins: the tasks here use tiles whose mirror image is plain
to see.
""",
                """
規則 `karesansui.score.symmetry`。摘要：「若某一橫列的5個板塊呈現左右對稱型態（即最左邊板塊砂紋與
最右邊板塊砂紋相互對稱，左邊算起第二個板塊砂紋與右邊算起第二個板塊砂紋相互對稱，中間板塊為一獨立
砂紋型態），則可獲得5分」。中間板塊可以是什麼在「進階」部分（`karesansui.score.symmetry-middle`，
第 15 課）。哪些圖像互為鏡像取決於圖像，而圖像是代用的：這裡的練習只用一看就知道鏡像的板塊。
""")),
        Task(
            "symmetric-row",
            T("Make the top row score as a symmetric row.", "讓上排以對稱橫列計分。"),
            studio(PLAIN_ROW),
            Reach(reaches("symmetry", 5), T("The top row does not score as symmetric.",
                                            "上排沒有以對稱計分。")),
            solution=("put G04 at e1",),
            hints=(T("A symmetric row has 5 tiles. Which tile must the fifth mirror?",
                     "對稱橫列有 5 個板塊。第 5 個必須是哪一個的鏡像？"),
                   T("Look at the tile at the other end of the row: it is symmetric in itself.",
                     "看看這一排另一端的板塊：它本身就是對稱的。")),
            rules=("karesansui.score.symmetry",),
            wrong="put G01 at e1",
            explain={"put G01 at e1": T("The last tile must mirror the first one, at the other "
                                        "end, not its neighbour.",
                                        "最後一個板塊必須是另一端第一個板塊的鏡像，不是旁邊那個的。")},
            success=T("The two ends mirror each other, the second and fourth too: +5.",
                      "兩端互為鏡像，第二和第四個也是：+5。"),
        ),
        Quiz((
            HowMany("q-moss-middle", T("In this complete gravel garden a moss tile replaces the "
                                       "tile in the very middle. How many points does the "
                                       "gravel rectangle score then?",
                                       "在這座完成的砂礫庭園中，用苔蘚板塊取代正中央的板塊。"
                                       "之後砂礫矩形得幾分？"),
                    studio(FULL_GRAVEL), after("gravel", "put M01 at c2"),
                    T("The largest block of gravel alone is then 2 x 3 (the two columns on "
                      "either side) = 6; a full row would be only 5.",
                      "這時全是砂礫的最大區塊是 2 × 3（左邊或右邊的兩欄）= 6；一整排只有 5。"),
                    rules=("karesansui.score.gravel",), mark="put M01 at c2"),
            HowMany("q-moss", T("Moss tiles go on the first two spaces of the top row. How many "
                                "points do moss tiles score then?",
                                "在上排的前兩格放苔蘚板塊。之後苔蘚板塊得幾分？"),
                    studio(FULL_GRAVEL), after("moss", "put M01 at a1", "put M02 at b1"),
                    T("Two moss tiles, 2 each.", "兩個苔蘚板塊，各 2 分。"),
                    rules=("karesansui.score.moss",)),
            HowMany("q-row-incomplete", T("The last tile of the top row is taken away. How many "
                                          "points do symmetric rows score then?",
                                          "拿走上排最後一個板塊。之後對稱橫列得幾分？"),
                    studio(FULL_GRAVEL), after("symmetry", "clear e1"),
                    T("A symmetric row needs all 5 tiles: the top row no longer counts.",
                      "對稱橫列需要 5 個板塊：上排不再計分。"),
                    rules=("karesansui.score.symmetry",), mark="clear e1"),
        )),
        Deeper(T("The middle of a symmetric row.", "對稱橫列的中間板塊。")),
        Read(T(
            """
The middle tile of a symmetric row stands alone (一獨立砂紋型態): it mirrors no other tile,
so **any tile** will do there.
""",
            """
對稱橫列的中間板塊「一獨立砂紋型態」：它不和任何板塊配對，所以那裡**任何板塊**都可以。
"""),
            sources=T(
                """
Rule `karesansui.score.symmetry-middle`. The summary sets no condition on the middle tile;
reading it as "symmetric in itself" is an option (lesson 15).
""",
                """
規則 `karesansui.score.symmetry-middle`。摘要對中間板塊沒有設條件；把它讀成「本身對稱」是一個選項
（第 15 課）。
""")),
        Task(
            "middle-tile",
            T("The middle of this top row has an arc on one side only. Make the row score as a "
              "symmetric row anyway.",
              "這一排上排的中間板塊只有一側有扇。還是要讓這一排以對稱橫列計分。"),
            studio(ARC_MIDDLE),
            Reach(reaches("symmetry", 5), T("The top row does not score as symmetric.",
                                            "上排沒有以對稱計分。")),
            solution=("put G04 at b1",),
            hints=(T("Which tiles of a symmetric row must mirror each other, and which one "
                     "stands alone?", "對稱橫列中哪些板塊必須互為鏡像？哪一個自成一格？"),
                   T("Look at the tile in the place that mirrors the empty space.",
                     "看看與空位對稱的那個位置上的板塊。")),
            rules=("karesansui.score.symmetry-middle",),
            wrong="put G01 at c1",
            explain={"put G01 at c1": T("The middle may stay as it is: any tile will do there. "
                                        "The gap is what stops the row.",
                                        "中間可以保持原樣：那裡任何板塊都可以。讓這一排不能計分"
                                        "的是那個空位。"),
                     "put G05 at b1": T("The second tile must mirror the fourth, its partner, "
                                        "not the first.",
                                        "第二個板塊必須是它的對位第四個的鏡像，不是第一個的。")},
            success=T("+5: the outer pairs mirror each other, and the middle is a pattern of its "
                      "own.", "+5：外側兩對互為鏡像，中間自成一格。"),
        ),
        Quiz((
            HowMany("q-all-rows", T("The studio marks this garden's three rows as symmetric. How "
                                    "many points do symmetric rows score?",
                                    "工作室把這座庭園的三排都標為對稱。對稱橫列得幾分？"),
                    studio(FULL_GRAVEL), after("symmetry"),
                    T("5 for each symmetric row: 15, the most a garden can score for them.",
                      "每個對稱橫列 5 分：15 分，這是一座庭園在這一項最多能得的分數。"),
                    rules=("karesansui.score.symmetry",)),
            Choose("q-pairs", T("In a symmetric row, which tiles must be mirror images of each "
                                "other?", "在對稱橫列中，哪些板塊必須互為鏡像？"),
                   (T("the 1st and 5th, and the 2nd and 4th", "第 1 和第 5 個，以及第 2 和第 4 個"),
                    T("the 1st and 2nd, and the 4th and 5th", "第 1 和第 2 個，以及第 4 和第 5 個"),
                    T("all five must be the same tile", "五個必須是同一種板塊")), 0,
                   T("The row mirrors round its middle tile, which stands alone: any tile.",
                     "整排以中間板塊為軸左右對稱，中間板塊自成一格：任何板塊都可以。"),
                   rules=("karesansui.score.symmetry-middle",)),
        )),
    ),
    recap=T("The largest gravel-only rectangle scores 1 a tile; each moss tile 2, but it cuts "
            "the rectangle; a symmetric row of 5 scores 5 (1st and 5th, 2nd and 4th mirror each "
            "other; the middle is any tile).",
            "全是砂礫的最大矩形每個板塊 1 分；每個苔蘚板塊 2 分，但會切斷矩形；5 個板塊左右對稱的"
            "橫列得 5 分（第 1 和第 5 個、第 2 和第 4 個互為鏡像；中間可以是任何板塊）。"),
    mistakes=(T("Counting every gravel tile instead of the largest rectangle.",
                "把所有砂礫板塊都算分，而不是只算最大的矩形。"),
              T("Pairing neighbours instead of the tiles at mirrored places.",
                "把相鄰的板塊當成一對，而不是對稱位置上的板塊。"),
              T("Changing the middle tile of a row: it may be any tile.",
                "去換掉中間的板塊：它可以是任何板塊。")),
)
