"""Karesansui lesson 11: Scoring: stones and their arrangements.

The core is what the rules summary says plainly: each kind of stone scores 2. The bonuses
whose pattern and points the players' write-ups give (馬走日, the shogi players' keima; the
diagonal; the Buddhist triad) and the summary's overlap rule come after the ``Deeper`` step,
since which letter of the summary each one is remains the tutor's reading; the bonuses whose
points are not known (D, E) and the stand-in F are never asked.
"""

from __future__ import annotations

from ....lessons.model import Choose, Deeper, HowMany, Lesson, Quiz, Reach, Read, T, Task
from ._common import after, counted, gravel_with, reaches, studio

LESSON = Lesson(
    game="karesansui", number=11, slug="stones-and-arrangements",
    title=T("Scoring: stones and their arrangements", "計分：石頭與石頭擺放"),
    minutes=25,
    objectives=(
        T("score kinds of stone", "計算石頭種類的分數"),
        T("set stones in arrangements: a knight's move, a diagonal, a Buddhist triad",
          "把石頭擺成加分的擺放：馬走日、斜置、三尊石"),
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
        Quiz((
            HowMany("q-kinds", T("Two flat stones and a small standing stone go in the top row. "
                                 "How many points do kinds of stone score then?",
                                 "在上排放兩顆橫石和一顆小立石。之後石頭種類得幾分？"),
                    studio(gravel_with()),
                    after("stone_kinds", "stone flat at a1", "stone flat at c1",
                          "stone small at e1"),
                    T("Two kinds, 2 each.", "兩種，各 2 分。"),
                    rules=("karesansui.score.stone-kinds",)),
            HowMany("q-same-kind", T("This garden has a flat stone. A second flat stone goes in "
                                     "the bottom row. How many points do kinds of stone score "
                                     "then?",
                                     "這座庭園有一顆橫石。在下排再放一顆橫石。之後石頭種類得幾分？"),
                    studio(gravel_with(a1="flat")), after("stone_kinds", "stone flat at c3"),
                    T("Still one kind: 2. A kind scores once, however many stones of it.",
                      "仍然只有一種：2 分。每種石頭只計一次，無論有幾顆。"),
                    rules=("karesansui.score.stone-kinds",), mark="stone flat at c3"),
        )),
        Deeper(T("Stone arrangements.", "石頭擺放。")),
        Read(T(
            """
## (7) Stone arrangements

Stones set in certain patterns score more: a **knight's move**, two stones as a chess knight
moves, with no other stone in their 2 x 3 block (5); a **diagonal**, three stones in a line
across the three rows (7); the **Buddhist triad**, three standing stones in the top row (15).
""",
            """
## （7）石頭擺放

石頭擺成某些圖形可以加分：**馬走日**，兩顆石頭像象棋的馬走日字，它們的 2 × 3 區塊內沒有其他
石頭（5 分）；**斜置**，三顆石頭斜向排成一直線，跨越三排（7 分）；**三尊石**，上排有三顆立石
（15 分）。
"""),
            sources=T(
                """
Rules `karesansui.score.arrangements`, `karesansui.score.arrangement-a`, `-b`, `-c`. The
summary names six groups, A to F, drawn as pictures we could not read. The keima, diagonal
and triad bonuses and their points are known from public write-ups (a shop's worked scoring
example, a Japanese blog series on the rules; the Japanese players call the knight's move
keima, after shogi's knight); which letter each one is, and so which overlap rule
applies to it, is the tutor's inference (lesson 15).
""",
                """
規則 `karesansui.score.arrangements`、`karesansui.score.arrangement-a`、`-b`、`-c`。摘要列出 A 到
F 六組，但它們的圖示是我們無法辨識的圖片。馬走日、斜置和三尊石的加分與分數來自公開的整理（一家商店
的計分範例、一系列介紹規則的日文部落格文章；日本玩家用將棋的名稱稱呼馬走日）；
每一種是哪一個字母，因而適用哪條重複計分規則，是教學工具的推論（第 15 課）。
""")),
        Task(
            "keima",
            T("Score a knight's move with one more flat stone.",
              "再放一顆橫石，得到馬走日的分數。"),
            studio(gravel_with(a1="flat")),
            Reach(counted("A"), T("No knight's move scores.", "沒有馬走日得分。")),
            solution=("stone flat at c2",),
            hints=(T("A knight's move goes like the chess knight: two steps one way, one step "
                     "the other.", "馬走日就像象棋的馬走日字：一個方向兩格，另一個方向一格。"),
                   T("Start from the stone in the corner and count two spaces one way, one the "
                     "other.", "從角落的石頭出發，往一個方向數兩格，再往另一個方向數一格。")),
            rules=("karesansui.score.arrangement-a",),
            wrong="stone flat at b2",
            explain={"stone flat at b2": T("A diagonal step is not a knight's move.",
                                           "斜走一格不是馬走日。")},
            success=T("A knight's move: 5 points.", "馬走日：5 分。"),
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
                   T("It crosses all three rows; the two stones already point the way.",
                     "它跨越三排；那兩顆石頭已經指出方向。")),
            rules=("karesansui.score.arrangement-b",),
            wrong="stone flat at c2",
            explain={"stone flat at c2": T("The middle stone lies inside the block of the other "
                                           "two, so that is not a knight's move either.",
                                           "中間那顆石頭在另外兩顆的區塊內，所以這也不是馬走日。")},
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
A stone may serve several arrangements, but two knight's moves, two diagonals, or a knight's
move and a diagonal may not share a stone: of two such, only the higher counts. The studio
greys out (✗) one that does not count.
""",
            """
同一顆石頭可以參與多種擺放，但兩個馬走日、兩個斜置，或馬走日與斜置不能共用石頭：兩者重疊時只計
較高分的一組。工作室會把不計分的擺放以 ✗ 灰色表示。
"""),
            sources=T(
                """
The summary: 「除A組與A組、B組與B組、A組與B組的重複組合不能重複計分外(僅能選擇較高分的1組)，其它組的
重複組合……皆可重複計分。另外，C、D、F組的石頭放置型態，僅能計算一次分數」 (except A with A, B with B
and A with B, which may not both count — only the higher — other overlapping groups all count;
and C, D and F count only once). The boat stone in the bottom row (D) and Mount Hōrai, two tall
standing stones on neighbouring moss (E), are known bonuses whose points are not: the tutor
uses 5 and 6 (`karesansui.score.arrangement-d`, `-e`; an option sets D's points). F is
unknown altogether (`karesansui.score.arrangement-f`). The studio draws them too; lesson 15
says so.
""",
                """
摘要：「除A組與A組、B組與B組、A組與B組的重複組合不能重複計分外（僅能選擇較高分的1組），其它組的重複
組合
……皆可重複計分。另外，C、D、F組的石頭放置型態，僅能計算一次分數」。下排的舟石（D 組）和蓬萊山（兩顆
大立石位於相鄰的苔蘚板塊，E 組）是已知的加分，但分數不明：教學工具用 5 分和 6 分
（`karesansui.score.arrangement-d`、`-e`；有一個選項可以設定 D 組的分數）。F 組完全不明
（`karesansui.score.arrangement-f`）。工作室也會畫出它們；第 15 課有說明。
""")),
        Quiz((
            HowMany("q-a-with-a", T("A flat stone goes on the space marked ①: it makes a second "
                                    "knight's move with the middle stone, which already makes one "
                                    "with the stone in the corner. How many points do the "
                                    "arrangements score then?",
                                    "在標記①的位置放一顆橫石：它和中間的石頭形成第二個馬走日，而"
                                    "中間的石頭已經和角落的石頭形成一個。之後石頭擺放得幾分？"),
                    studio(gravel_with(a1="flat", c2="flat")),
                    after("arrangements", "stone flat at a3"),
                    T("Two knight's moves may not share a stone: only one counts.",
                      "兩個馬走日不能共用石頭：只有一個計分。"),
                    rules=("karesansui.score.arrangements",), mark="stone flat at a3",
                    markers=("cell-a3",)),
            HowMany("q-a-with-b", T("A stone goes on the space marked ①, completing a diagonal; "
                                    "it also makes a knight's move with the stone on the right. "
                                    "How many points do the arrangements score then?",
                                    "在標記①的位置放一顆石頭，完成斜置；它也和右邊的石頭形成"
                                    "馬走日。之後石頭擺放得幾分？"),
                    studio(gravel_with(a1="flat", b2="flat", e2="flat")),
                    after("arrangements", "stone flat at c3"),
                    T("A knight's move and a diagonal may not share a stone: the higher, the "
                      "diagonal's 7, counts.", "馬走日與斜置不能共用石頭：只計較高的斜置 7 分。"),
                    rules=("karesansui.score.arrangements",), mark="stone flat at c3",
                    markers=("cell-c3",)),
            Choose("q-triad-stones", T("Which stones make a Buddhist triad in the top row?",
                                       "上排的哪些石頭可以組成三尊石？"),
                   (T("any three stones", "任何三顆石頭"),
                    T("three standing stones, small or tall", "三顆立石，小立石或大立石"),
                    T("three flat stones", "三顆橫石")), 1,
                   T("Only standing stones: small and tall standing stones.",
                     "只有立石：小立石和大立石。"),
                   rules=("karesansui.score.arrangement-c",)),
        )),
    ),
    recap=T("Each kind of stone scores 2, however many stones of it. A knight's move scores 5, a "
            "diagonal 7, three standing stones in the top row 15 (once); knight's moves and "
            "diagonals may not share stones (the higher counts).",
            "每種石頭 2 分，無論有幾顆。馬走日 5 分、斜置 7 分、上排三顆立石 15 分（只計一次）；"
            "馬走日與斜置不能共用石頭（計較高者）。"),
    mistakes=(T("Counting a kind of stone once per stone.", "每顆石頭都算一次種類分數。"),
              T("Counting two knight's moves that share a stone.",
                "把共用石頭的兩個馬走日都算分。"),
              T("Learning the tutor's points of the bonuses D, E or F as the published rules.",
                "把教學工具給 D、E、F 組的分數當成出版的規則來學。")),
)
