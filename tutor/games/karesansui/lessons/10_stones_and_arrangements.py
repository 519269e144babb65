"""Karesansui lesson 10: Scoring: stones and their arrangements.

The tasks practise the bonuses whose pattern and points are known (keima, the diagonal, the
Buddhist triad) and the overlap rule the summary states; the stand-in points of D and E and
the stand-in arrangement F are named as such and never asked.
"""

from __future__ import annotations

from ....lessons.model import Choose, HowMany, Lesson, Quiz, Reach, Read, T, Task
from ._common import after, counted, gravel_with, reaches, studio

LESSON = Lesson(
    game="karesansui", number=10, slug="stones-and-arrangements",
    title=T("Scoring: stones and their arrangements", "計分：石頭與石頭擺放"),
    minutes=25,
    objectives=(
        T("score kinds of stone", "計算石頭種類的分數"),
        T("set stones in the known arrangements: keima, diagonal, Buddhist triad",
          "把石頭擺成已知的擺放：桂馬、斜置、三尊石"),
        T("apply the rule that keimas and diagonals may not share stones",
          "運用桂馬與斜置不能共用石頭的規則"),
    ),
    steps=(
        Read(T(
            """
## (6) Kinds of stone

Each **kind** of stone in your garden scores 2, however many stones of it: five kinds, so at
most 10.
""",
            """
## （6）石頭種類

庭園中的每一**種**石頭得 2 分，無論數量多少：共五種，最多 10 分。
"""),
            sources=T(
                """
Rule `karesansui.score.stone-kinds`. The summary: 「所擺放的每種石頭(無論數量多少)皆可獲得2分」
(each kind of stone placed, however many, scores 2).
""",
                """
規則 `karesansui.score.stone-kinds`。摘要：「所擺放的每種石頭（無論數量多少）皆可獲得2分」。
""")),
        Task(
            "five-kinds",
            T("Make kinds of stone score 10.", "讓石頭種類得 10 分。"),
            studio(gravel_with(a1="flat", c1="small", e1="reclining", b3="tall")),
            Reach(reaches("stone_kinds", 10), T("Kinds of stone do not score 10.",
                                                "石頭種類不是 10 分。")),
            solution=("stone boat at d3",),
            hints=(T("Four kinds are there. Which is missing?", "已經有四種。少了哪一種？"),
                   T("Compare the stones in the garden with the five in the palette.",
                     "比較庭園裡的石頭和石頭區的五種石頭。")),
            rules=("karesansui.score.stone-kinds",),
            wrong="stone tall at d3",
            explain={"stone tall at d3": T("A second tall standing stone adds no kind.",
                                           "第二顆大立石不會增加種類。")},
            success=T("Five kinds: 10.", "五種：10 分。"),
        ),
        Read(T(
            """
## (7) Stone arrangements

Stones set in certain patterns score more. Three are known with their points: a **keima**,
two stones a knight's move apart with no other stone in their 2 x 3 block (5); a
**diagonal**, three stones in a line across the three rows (7); the **Buddhist triad**, three
standing stones in the top row (15).
""",
            """
## （7）石頭擺放

石頭擺成某些圖形可以加分。有三種的圖形和分數是已知的：**桂馬**，兩顆石頭相隔一個桂馬（將棋中
桂馬的走法），它們的 2 × 3 區塊內沒有其他石頭（5 分）；**斜置**，三顆石頭斜向排成一直線，跨越
三排（7 分）；**三尊石**，上排有三顆立石（15 分）。
"""),
            sources=T(
                """
Rules `karesansui.score.arrangements`, `karesansui.score.arrangement-a`, `-b`, `-c`. The
summary names six groups, A to F, drawn as pictures we could not read. The keima, diagonal
and triad bonuses and their points are known from public write-ups (a shop's worked scoring
example, a Japanese blog series on the rules); which letter each one is, and so which overlap
rule applies to it, is the tutor's inference.
""",
                """
規則 `karesansui.score.arrangements`、`karesansui.score.arrangement-a`、`-b`、`-c`。摘要列出 A 到
F 六組，但它們的圖示是我們無法辨識的圖片。桂馬、斜置和三尊石的加分與分數來自公開的整理（一家商店的
計分範例、一系列介紹規則的日文部落格文章）；每一種是哪一個字母，因而適用哪條重複計分規則，是教學
工具的推論。
""")),
        Task(
            "keima",
            T("Score a keima with one more flat stone.", "再放一顆橫石，得到桂馬的分數。"),
            studio(gravel_with(a1="flat")),
            Reach(counted("A"), T("No keima scores.", "沒有桂馬得分。")),
            solution=("stone flat at c2",),
            hints=(T("A keima is the knight's move of shogi: two steps one way, one step the "
                     "other.", "桂馬就是將棋中桂馬的走法：一個方向兩格，另一個方向一格。"),
                   T("Start from a1 and count two spaces one way, one the other.",
                     "從 a1 出發，往一個方向數兩格，再往另一個方向數一格。")),
            rules=("karesansui.score.arrangement-a",),
            wrong="stone flat at b2",
            explain={"stone flat at b2": T("A diagonal step is not a knight's move.",
                                           "斜走一格不是桂馬。")},
            success=T("A keima: 5 points.", "桂馬：5 分。"),
        ),
        Task(
            "diagonal",
            T("Add one stone so that the stones score 7 for their arrangement.",
              "再放一顆石頭，讓石頭擺放得 7 分。"),
            studio(gravel_with(a1="flat", b2="flat")),
            Reach(reaches("arrangements", 7), T("The arrangements do not score 7.",
                                                "石頭擺放不是 7 分。")),
            solution=("stone flat at c3",),
            hints=(T("Which arrangement is worth 7?", "哪一種擺放值 7 分？"),
                   T("It crosses all three rows; a1 and b2 already point the way.",
                     "它跨越三排；a1 和 b2 已經指出方向。")),
            rules=("karesansui.score.arrangement-b",),
            wrong="stone flat at c2",
            explain={"stone flat at c2": T("b2 lies inside the block of a1 and c2, so that is not "
                                           "a keima either.",
                                           "b2 在 a1 和 c2 的區塊內，所以這也不是桂馬。")},
            success=T("A diagonal: 7 points.", "斜置：7 分。"),
        ),
        Task(
            "triad",
            T("Complete the Buddhist triad in the top row.", "在上排完成三尊石。"),
            studio(gravel_with(a1="small", c1="tall")),
            Reach(counted("C"), T("The triad is not complete.", "三尊石還沒完成。")),
            solution=("stone small at e1",),
            hints=(T("The triad needs three standing stones in the top row.",
                     "三尊石需要上排有三顆立石。"),
                   T("Two kinds of stone stand upright; the third stone goes in the top row.",
                     "有兩種石頭是直立的；第三顆石頭放在上排。")),
            rules=("karesansui.score.arrangement-c",),
            wrong="stone flat at e1",
            explain={"stone flat at e1": T("A flat stone lies down: it is not a standing stone.",
                                           "橫石是平放的：不是立石。"),
                     "stone reclining at e1": T("A reclining stone is not a standing stone.",
                                                "臥石不是立石。")},
            success=T("Three standing stones in the top row: 15 points, once per garden.",
                      "上排三顆立石：15 分，每座庭園只計一次。"),
        ),
        Read(T(
            """
A stone may serve several arrangements, but two keimas, two diagonals, or a keima and a
diagonal may not share a stone: of two such, only the higher counts. The studio greys out
(✗) one that does not count. Its other bonuses (D, E, F) have stand-in points, marked
provisional: not rules to learn.
""",
            """
同一顆石頭可以參與多種擺放，但兩個桂馬、兩個斜置，或桂馬與斜置不能共用石頭：兩者重疊時只計
較高分的一組。工作室會把不計分的擺放以 ✗ 灰色表示。它的其他加分（D、E、F 組）是代用的分數，標示
為暫定：不是要學的規則。
"""),
            sources=T(
                """
The summary: 「除A組與A組、B組與B組、A組與B組的重複組合不能重複計分外(僅能選擇較高分的1組)，其它組的
重複組合……皆可重複計分。另外，C、D、F組的石頭放置型態，僅能計算一次分數」 (except A with A, B with B
and A with B, which may not both count — only the higher — other overlapping groups all count;
and C, D and F count only once). The boat stone in the bottom row (D) and Mount Hōrai, two tall
standing stones on neighbouring moss (E), are known bonuses whose points are not: the tutor
uses 5 and 6 (`karesansui.score.arrangement-d`, `-e`; an option sets D's points). F is
unknown altogether (`karesansui.score.arrangement-f`).
""",
                """
摘要：「除A組與A組、B組與B組、A組與B組的重複組合不能重複計分外（僅能選擇較高分的1組），其它組的重複
組合
……皆可重複計分。另外，C、D、F組的石頭放置型態，僅能計算一次分數」。下排的舟石（D 組）和蓬萊山（兩顆
大立石位於相鄰的苔蘚板塊，E 組）是已知的加分，但分數不明：教學工具用 5 分和 6 分
（`karesansui.score.arrangement-d`、`-e`；有一個選項可以設定 D 組的分數）。F 組完全不明
（`karesansui.score.arrangement-f`）。
""")),
        Quiz((
            HowMany("q-a-with-a", T("A flat stone goes on a3: it makes a second keima with c2, "
                                    "which already makes one with a1. How many points do the "
                                    "arrangements score then?",
                                    "在 a3 放一顆橫石：它和 c2 形成第二個桂馬，而 c2 已經和 a1 "
                                    "形成一個。之後石頭擺放得幾分？"),
                    studio(gravel_with(a1="flat", c2="flat")),
                    after("arrangements", "stone flat at a3"),
                    T("Two keimas may not share a stone: only one counts.",
                      "兩個桂馬不能共用石頭：只有一個計分。"),
                    rules=("karesansui.score.arrangements",), mark="stone flat at a3"),
            HowMany("q-a-with-b", T("A stone goes on c3, completing a diagonal with a1 and b2; c3 "
                                    "also makes a keima with e2. How many points do the "
                                    "arrangements score then?",
                                    "在 c3 放一顆石頭，和 a1、b2 完成斜置；c3 也和 e2 形成桂馬。"
                                    "之後石頭擺放得幾分？"),
                    studio(gravel_with(a1="flat", b2="flat", e2="flat")),
                    after("arrangements", "stone flat at c3"),
                    T("A keima and a diagonal may not share a stone: the higher, the diagonal's "
                      "7, counts.", "桂馬與斜置不能共用石頭：只計較高的斜置 7 分。"),
                    rules=("karesansui.score.arrangements",), mark="stone flat at c3"),
            HowMany("q-kinds", T("Stones go on a1 (flat), c1 (flat) and e1 (small standing). How "
                                 "many points do kinds of stone score then?",
                                 "在 a1（橫石）、c1（橫石）和 e1（小立石）放石頭。之後石頭種類"
                                 "得幾分？"),
                    studio(gravel_with()),
                    after("stone_kinds", "stone flat at a1", "stone flat at c1",
                          "stone small at e1"),
                    T("Two kinds, 2 each.", "兩種，各 2 分。"),
                    rules=("karesansui.score.stone-kinds",)),
            Choose("q-triad-stones", T("Which stones make a Buddhist triad in the top row?",
                                       "上排的哪些石頭可以組成三尊石？"),
                   (T("any three stones", "任何三顆石頭"),
                    T("three standing stones, small or tall", "三顆立石，小立石或大立石"),
                    T("three flat stones", "三顆橫石")), 1,
                   T("Only standing stones: small and tall standing stones.",
                     "只有立石：小立石和大立石。"),
                   rules=("karesansui.score.arrangement-c",)),
            Choose("q-provisional", T("Which of these bonuses has points that no source gives, so "
                                      "that the tutor's are stand-ins?",
                                      "下列哪一種加分的分數沒有資料提供，所以教學工具的分數是代用的？"),
                   (T("keima", "桂馬"), T("the boat stone in the bottom row", "下排舟石"),
                    T("the Buddhist triad", "三尊石")), 1,
                   T("The boat stone's bonus is known, its points are not. Keima (5) and the "
                     "triad (15) are known with their points.",
                     "舟石的加分是已知的，分數則不明。桂馬（5 分）和三尊石（15 分）的分數都是"
                     "已知的。"),
                   rules=("karesansui.score.arrangement-d",)),
        )),
    ),
    recap=T("Each kind of stone scores 2. Keima 5, diagonal 7, three standing stones in the top "
            "row 15 (once). Keimas and diagonals may not share stones (the higher counts). The "
            "points of the boat-stone and Mount Hōrai bonuses, and the sixth bonus, are "
            "stand-ins.",
            "每種石頭 2 分。桂馬 5 分、斜置 7 分、上排三顆立石 15 分（只計一次）。桂馬與斜置不能"
            "共用石頭（計較高者）。舟石與蓬萊山加分的分數，以及第六種加分，都是代用的。"),
    mistakes=(T("Counting two keimas that share a stone.", "把共用石頭的兩個桂馬都算分。"),
              T("Learning the stand-in points of D, E or F as the published rules.",
                "把 D、E、F 組的代用分數當成出版的規則來學。")),
)
