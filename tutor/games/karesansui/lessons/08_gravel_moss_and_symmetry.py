"""Karesansui lesson 8: Scoring: gravel, moss and symmetry."""

from __future__ import annotations

from ....lessons.model import Choose, HowMany, Lesson, Quiz, Reach, Read, Show, T, Task
from ._common import FULL_GRAVEL, after, built, reaches, studio

SEED_RECTANGLE = "G01 G02 G03 G04 . / G05 G06 G01 G02 . / . . . . ."
SEED_EXAMPLE = built(SEED_RECTANGLE)
"""The summary's example reached by play: Orange's gravel rectangle is 4 x 2."""

LESSON = Lesson(
    game="karesansui", number=8, slug="gravel-moss-and-symmetry",
    title=T("Scoring: gravel, moss and symmetry", "計分：砂礫、苔蘚與對稱"),
    minutes=20,
    objectives=(
        T("find the largest gravel rectangle and count it", "找出最大的砂礫矩形並計算分數"),
        T("weigh a moss tile against the rectangle it breaks", "比較苔蘚板塊的分數和它打斷的矩形"),
        T("make a row symmetric", "讓一個橫列左右對稱"),
    ),
    steps=(
        Read(T(
            """
## Nine items

At the end each garden scores nine items, in the summary's order: (1) the largest gravel
rectangle, (2) moss, (3) symmetric rows, (4) whirlpools, (5) joined ripples, (6) kinds of
stone, (7) stone arrangements, (8) the famous garden, (9) virtue. This lesson and the next
three take them in turn, in the **garden studio**: a garden with no turn rules, where you lay
any tile and stone and see every item marked on the garden, with the score sheet beside it.
Pick a tile in the palette (*Flip* turns it round), then click a space; pick a stone, then
a tile; *Clear space* and *Remove stone* undo. The studio allows gardens a real game cannot
reach (it says so in red).

## (1) The gravel rectangle

> 「所建構最大矩形區域的砂礫板塊……其每個砂礫板塊皆可獲得1分。如：某玩家由砂礫板塊所建構的最大矩形面
> 積為4(塊)×2(塊)=8，則玩家可獲得8分」

Only the **largest** rectangle made of gravel tiles alone counts, 1 point per tile
(`karesansui.score.gravel`). Here is the summary's own example, reached in a real game:
Orange's 4 x 2 block of gravel scores 8 (her score sheet, top right).
""",
            """
## 九個項目

遊戲結束時，每座庭園依摘要的順序計算九個項目：(1)最大的砂礫矩形、(2)苔蘚、(3)對稱橫列、(4)漩渦、
(5)連結砂紋、(6)石頭種類、(7)石頭擺放、(8)名庭園、(9)德行。這一課和接下來三課在**庭園工作室**裡逐項
練習：工作室沒有回合規則，任何板塊和石頭都能放，每個計分項目都直接標在庭園上，旁邊是計分表。
先在板塊區
選一個板塊(「翻轉」可以把它轉過來)，再點一個位置；選一顆石頭，再點一個板塊；「清空位置」
和「移除石頭」
可以復原。工作室允許實際遊戲中不可能出現的庭園(會用紅字說明)。

## (1)砂礫矩形

> 「所建構最大矩形區域的砂礫板塊……其每個砂礫板塊皆可獲得1分。如：某玩家由砂礫板塊所建構的最大矩形面
> 積為4(塊)×2(塊)=8，則玩家可獲得8分」

只有全部由砂礫板塊組成的**最大**矩形計分，每個板塊 1 分(`karesansui.score.gravel`)。
下面就是摘要自己的
例子，在真正的對局中下出來：橘色玩家 4 × 2 的砂礫區塊得 8 分(見右上方她的計分表)。
""")),
        Show("seed-example", SEED_EXAMPLE, caption=T(
            "The summary's example as a live position: Orange's garden after 8 tiles, each laid "
            "by the rules. You may play on.",
            "摘要的例子，是一個可以繼續下的局面：橘色玩家依規則放了 8 個板塊後的庭園。"
            "你可以繼續下。")),
        Task(
            "rectangle-10",
            T("In the studio, the summary's 4 x 2 rectangle: make the largest gravel rectangle "
              "worth 10 points.",
              "工作室中是摘要的 4 × 2 矩形：讓最大的砂礫矩形值 10 分。"),
            studio(SEED_RECTANGLE),
            Reach(reaches("gravel", 10), T("The rectangle is not worth 10.", "矩形不是 10 分。"),
                  within=2,
                  keep_going=lambda start, now: not now.analysis().moss_cells
                  and max(now.tiles[10:]) < 0),
            solution=("put G01 at e1", "put G01 at e2"),
            hints=(T("10 = 5 x 2: which spaces would make the block one column wider?",
                     "10 = 5 × 2：哪些位置能讓這個區塊再寬一欄?"),
                   T("Gravel tiles on e1 and e2.", "在 e1 和 e2 放砂礫板塊。")),
            highlight=("put G01 at e1",),
            rules=("karesansui.score.gravel",),
            wrong="put M01 at e1",
            explain={"put M01 at e1": T("A moss tile is not gravel: the rectangle cannot grow "
                                        "across it.", "苔蘚板塊不是砂礫：矩形不能跨過它。")},
            success=T("5 x 2 = 10. (4 x 3 would have been 12, but that takes four tiles.)",
                      "5 × 2 = 10。(4 × 3 是 12 分，但要放四個板塊。)"),
        ),
        Read(T(
            """
## (2) Moss

> 「玩家的庭園圖板中，每個苔癬板塊可獲得2分」

Each moss tile (a tile with green on it) scores 2 (`karesansui.score.moss`). But a moss
tile is not gravel: where it lies, it cuts the gravel rectangle.
""",
            """
## (2)苔蘚

> 「玩家的庭園圖板中，每個苔癬板塊可獲得2分」

每個苔蘚板塊(有綠色的板塊)得 2 分(`karesansui.score.moss`)。但苔蘚板塊不是砂礫：它所在的位置會把砂礫
矩形切斷。
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
                     "比較一下：苔蘚板塊得 2 分，但那時矩形有多大?"),
                   T("With gravel the rectangle is 5 x 3.", "放砂礫時矩形是 5 × 3。")),
            highlight=("put G06 at e3", "put G01 at e3"),
            rules=("karesansui.score.gravel", "karesansui.score.moss"),
            wrong="put M01 at e3",
            explain={"put M01 at e3": T("Moss gives 2, but the rectangle drops to 4 x 3 = 12: "
                                        "14 in all, one less than 15.",
                                        "苔蘚得 2 分，但矩形降為 4 × 3 = 12：共 14 分，"
                                        "比 15 分少 1。")},
            success=T("5 x 3 = 15 beats 12 + 2. This tile also keeps the bottom row symmetric and "
                      "its seams joined: see the next items.",
                      "5 × 3 = 15 勝過 12 + 2。這個板塊還讓下排保持對稱、接縫相連：見後面的項目。"),
        ),
        Read(T(
            """
## (3) Symmetric rows

> 「若某一橫列的5個板塊呈現左右對稱型態(即最左邊板塊砂紋與最右邊板塊砂紋相互對稱，
> 左邊算起第二個板塊砂紋與右邊算起第二個板塊砂紋相互對稱，中間板塊為一獨立砂紋型態)，則可獲得5分」

A row of 5 tiles scores 5 when it is a mirror image of itself: the outer tiles mirror each
other, the second and fourth mirror each other (`karesansui.score.symmetry`). The summary
calls the middle tile "an independent pattern" (一獨立砂紋型態); the tutor reads this as
*symmetric in itself*, and the option `symmetry_middle="any"` drops that condition (lesson
13).

Which tiles mirror which depends on the tile drawings, and those are **provisional**. In the
tutor's catalogue the pairs are G02/G03 (S- and Z-waves), G08/G09 (small arcs), G10/G11
(large arcs), G12/G13 (double arcs), M03/M04 and M06/M07; plain and centred tiles (G01, G04,
G05, G06, G07, M01, M02, M05, M08, M09) mirror themselves. A turned tile is not its mirror
image: turning moves an arc from the bottom-left to the top-right corner.
""",
            """
## (3)對稱橫列

> 「若某一橫列的5個板塊呈現左右對稱型態(即最左邊板塊砂紋與最右邊板塊砂紋相互對稱，
> 左邊算起第二個板塊砂紋與右邊算起第二個板塊砂紋相互對稱，中間板塊為一獨立砂紋型態)，則可獲得5分」

一個 5 個板塊的橫列若左右對稱就得 5 分：最外側兩個互為鏡像，第二和第四個互為鏡像
(`karesansui.score.symmetry`)。摘要說中間板塊是「一獨立砂紋型態」；教學工具解讀為**本身對稱**，選項
`symmetry_middle="any"` 則取消這個條件(第 13 課)。

哪些板塊互為鏡像取決於板塊圖像，而圖像是**暫定**的。在教學工具的圖像中，成對的是 G02/G03(S 形與 Z 形
波紋)、G08/G09(小扇)、G10/G11(大扇)、G12/G13(雙扇)、M03/M04 和 M06/M07；素砂與置中的板塊(G01、
G04、G05、G06、G07、M01、M02、M05、M08、M09)本身對稱。轉過來的板塊不是它的鏡像：轉動會把左下角的扇
移到右上角。
""")),
        Task(
            "symmetric-row",
            T("Make the top row symmetric.", "讓上排左右對稱。"),
            studio("G08 G02 G05 G03 . / . . . . . / . . . . ."),
            Reach(reaches("symmetry", 5), T("The top row is not symmetric.",
                                             "上排沒有左右對稱。")),
            solution=("put G09 at e1",),
            hints=(T("e1 must mirror a1.", "e1 必須是 a1 的鏡像。"),
                   T("a1 has a small arc at its lower left; its mirror has one at its lower right.",
                     "a1 的左下角有小扇；它的鏡像在右下角有小扇。")),
            highlight=("put G09 at e1",),
            rules=("karesansui.score.symmetry",),
            wrong="put G08 at e1",
            explain={"put G08 at e1": T("The same tile again is not its mirror image: its arc "
                                        "would be on the wrong side.",
                                        "同一種板塊不是它的鏡像：扇會在錯的一側。"),
                     "put G08 at e1 turned": T("Turned, the arc goes to the top right, not the "
                                               "bottom right.",
                                               "轉過來後扇在右上角，不是右下角。")},
            success=T("a1 and e1 mirror each other, b1 and d1 too, and c1 is symmetric: +5.",
                      "a1 與 e1 互為鏡像，b1 與 d1 也是，c1 本身對稱：+5。"),
        ),
        Task(
            "middle-tile",
            T("Finish the top row so that it scores as a symmetric row.",
              "完成上排，讓它以對稱橫列計分。"),
            studio("G10 G12 . G13 G11 / . . . . . / . . . . ."),
            Reach(reaches("symmetry", 5), T("The top row does not score as symmetric.",
                                             "上排沒有以對稱計分。")),
            solution=("put G01 at c1",),
            hints=(T("The outer pairs already mirror each other. What must the middle be?",
                     "外側的兩對已經互為鏡像。中間必須是什麼?"),
                   T("A tile that is its own mirror image, such as plain sand.",
                     "本身就是鏡像的板塊，例如素砂。")),
            highlight=("put G01 at c1", "put G04 at c1"),
            rules=("karesansui.score.symmetry",),
            wrong="put G09 at c1",
            explain={"put G09 at c1": T("Its arc is on one side only: the middle tile must be "
                                        "symmetric in itself (the tutor's reading of the summary).",
                                        "它的扇只在一側：中間板塊必須本身對稱(教學工具對摘要的解"
                                        "讀)。"),
                     "put G08 at c1": T("Its arc is on one side only: the middle tile must be "
                                        "symmetric in itself (the tutor's reading of the summary).",
                                        "它的扇只在一側：中間板塊必須本身對稱(教學工具對摘要的解"
                                        "讀)。")},
            success=T("+5. Which tiles mirror which comes from the provisional drawings.",
                      "+5。哪些板塊互為鏡像，來自暫定的圖像。"),
        ),
        Quiz((
            HowMany("q-moss-middle", T("In this complete gravel garden a moss tile replaces c2, in "
                                       "the very middle. How many points does the gravel "
                                       "rectangle score then?",
                                       "在這座完成的砂礫庭園中，用苔蘚板塊取代正中央的 c2。"
                                       "之後砂礫矩形得幾分?"),
                    studio(FULL_GRAVEL), after("gravel", "put M01 at c2"),
                    T("The largest block of gravel alone is then 2 x 3 (columns a-b or d-e) = 6; a "
                      "full row would be only 5.",
                      "這時全是砂礫的最大區塊是 2 × 3(a、b 兩欄或 d、e 兩欄)= 6；一整排只有 5。"),
                    rules=("karesansui.score.gravel",)),
            HowMany("q-moss", T("Moss tiles go on a1 and b1 of this garden. How many points do "
                                "moss tiles score then?",
                                "在這座庭園的 a1 和 b1 放苔蘚板塊。之後苔蘚板塊得幾分?"),
                    studio(FULL_GRAVEL), after("moss", "put M01 at a1", "put M02 at b1"),
                    T("Two moss tiles, 2 each.", "兩個苔蘚板塊，各 2 分。"),
                    rules=("karesansui.score.moss",)),
            HowMany("q-symmetry-swap", T("This row is symmetric. G03 (a Z-wave) replaces G02 on "
                                         "b1. How many points do symmetric rows score then?",
                                         "這一排是對稱的。用 G03(Z 形波紋)取代 b1 的 G02。"
                                         "之後對稱橫列得幾分?"),
                    studio("G08 G02 G05 G03 G09 / . . . . . / . . . . ."),
                    after("symmetry", "put G03 at b1"),
                    T("b1 and d1 are then the same Z-wave, not mirror images.",
                      "這時 b1 和 d1 是相同的 Z 形波紋，不是鏡像。"),
                    rules=("karesansui.score.symmetry",)),
            HowMany("q-three-rows", T("How many points would this complete garden score for "
                                      "symmetric rows if its bottom row were G06 G06 G01 G06 M01?",
                                      "如果這座完成庭園的下排是 G06 G06 G01 G06 M01，"
                                      "對稱橫列會得幾分?"),
                    studio(FULL_GRAVEL), after("symmetry", "put M01 at e3"),
                    T("Two rows are still symmetric; the bottom one no longer is.",
                      "兩排仍然對稱；下排不再對稱。"),
                    rules=("karesansui.score.symmetry",)),
            Choose("q-mirror", T("Which tile mirrors G10, the large arc at the lower left?",
                                 "哪一個板塊是 G10(左下角的大扇)的鏡像?"),
                   (T("G10 turned", "轉過來的 G10"), T("G11, the large arc at the lower right",
                                                       "G11，右下角的大扇"),
                    T("G08, the small arc at the lower left", "G08，左下角的小扇")), 1,
                   T("A mirror image swaps left and right; turning swaps the corners diagonally. "
                     "(The drawings are provisional.)",
                     "鏡像是左右互換；轉動則是對角互換。(圖像是暫定的。)"),
                   rules=("karesansui.score.symmetry", "karesansui.data.tiles")),
        )),
    ),
    recap=T("The largest gravel-only rectangle scores 1 a tile; each moss tile 2, but it cuts "
            "the rectangle; a row of 5 that mirrors itself scores 5 (middle tile symmetric in "
            "itself, by the tutor's reading). Mirror pairs come from provisional drawings.",
            "全是砂礫的最大矩形每個板塊 1 分；每個苔蘚板塊 2 分，但會切斷矩形；"
            "5 個板塊左右對稱的橫列得 5 分"
            "(依教學工具的解讀，中間板塊須本身對稱)。哪些板塊互為鏡像來自暫定的圖像。"),
    mistakes=(T("Counting every gravel tile instead of the largest rectangle.",
                "把所有砂礫板塊都算分，而不是只算最大的矩形。"),
              T("Taking a turned tile for its mirror image.", "把轉過來的板塊當成鏡像。")),
)
