"""Karesansui lesson 10: Scoring: stones and their arrangements."""

from __future__ import annotations

from ....lessons.model import Choose, HowMany, Lesson, Quiz, Reach, Read, T, Task
from ._common import after, counted, gravel_with, reaches, studio

LESSON = Lesson(
    game="karesansui", number=10, slug="stones-and-arrangements",
    title=T("Scoring: stones and their arrangements", "計分：石頭與石頭擺放"),
    minutes=25,
    objectives=(
        T("score kinds of stone", "計算石頭種類的分數"),
        T("set stones in arrangements A to E, and know what about them is provisional",
          "把石頭擺成 A 到 E 組，並知道其中哪些部分是暫定的"),
        T("apply the overlap rules of A and B", "運用 A 組與 B 組的重複計分規則"),
    ),
    steps=(
        Read(T(
            """
## (6) Kinds of stone

Each **kind** of stone in your garden scores 2, however many stones of it
(`karesansui.score.stone-kinds`): five kinds, so at most 10.

## (7) Stone arrangements

> 「在計算分數時，除A組與A組、B組與B組、A組與B組的重複組合不能重複計分外(僅能選擇較高分的1組)，
> 其它組的重複組合……皆可重複計分。另外，C、D、F組的石頭放置型態，僅能計算一次分數」

The summary names six groups, A to F, whose drawings are pictures we could not read. What the
tutor uses (`karesansui.score.arrangements`):

| group | arrangement | points |
|---|---|---|
| A | **keima** (桂馬): two stones a knight's move apart, nothing else in their 2 x 3 block | 5 |
| B | **diagonal**: three stones in a diagonal line across the three rows | 7 |
| C | **Buddhist triad** (三尊石): three standing stones in the top row | 15, once |
| D | the **boat stone** in the bottom row | 5 (provisional), once |
| E | **Mount Hōrai** (蓬萊山): two tall stones on neighbouring moss, a pair | 6 (provisional) |
| F | *provisional*: flat, small standing, reclining in that order in one row | 6, once |

The bonuses of A to E are known from public write-ups (keima, the diagonal, the triad, the
boat stone in the bottom row, Mount Hōrai); *which letter* each one is, and so which overlap
rule applies to it, is the tutor's inference, since the summary's diagrams could not be
read. D's points (option `boat_bonus`), E's points, and all of F are the tutor's stand-ins:
**do not learn them as the rules** (`karesansui.score.arrangement-d`, `-e`, `-f`). A stone
may serve several
arrangements, except that A with A, B with B and A with B may not share a stone: of two such
overlapping ones only the higher counts. The studio draws each arrangement with its points
and greys out (✗) one that does not count.
""",
            """
## (6)石頭種類

庭園中的每一**種**石頭得 2 分，無論數量多少(`karesansui.score.stone-kinds`)：共五種，最多 10 分。

## (7)石頭擺放

> 「在計算分數時，除A組與A組、B組與B組、A組與B組的重複組合不能重複計分外(僅能選擇較高分的1組)，
> 其它組的重複組合……皆可重複計分。另外，C、D、F組的石頭放置型態，僅能計算一次分數」

摘要列出 A 到 F 六組，但它們的圖示是我們無法辨識的圖片。教學工具採用的是
(`karesansui.score.arrangements`)：

| 組 | 擺放 | 分數 |
|---|---|---|
| A | **桂馬**：兩顆石頭相隔一個桂馬，其 2 × 3 區塊內沒有其他石頭 | 5 |
| B | **斜置**：三顆石頭斜向排成一直線，跨越三排 | 7 |
| C | **三尊石**：上排有三顆立石 | 15，僅一次 |
| D | **舟石**位於下排 | 5(暫定)，僅一次 |
| E | **蓬萊山**：兩顆大立石位於相鄰的苔蘚板塊，每一對 | 6(暫定) |
| F | **暫定**：同一排依序有橫石、小立石、臥石 | 6，僅一次 |

A 到 E 組的加分可從公開整理得知(桂馬、斜置、三尊石、下排舟石、蓬萊山)；但每一種是**哪一個字母**，
因而適用哪條重複計分規則，是教學工具的推論，因為摘要的圖示無法辨識。D 組的分數(選項
`boat_bonus`)、E 組的分數以及整個 F 組都是教學工具的代替：**不要把它們當成規則來學**
(`karesansui.score.arrangement-d`、`-e`、`-f`)。同一顆石頭可以參與多種擺放，但 A 組與 A 組、
B 組與 B 組、A 組與 B 組不能共用石頭：重疊時只計較高分的一組。
工作室會把每種擺放連同分數畫出來，不計分的以 ✗ 灰色表示。
""")),
        Task(
            "keima",
            T("Score a keima with one more flat stone.", "再放一顆橫石，得到桂馬的分數。"),
            studio(gravel_with(a1="flat")),
            Reach(counted("A"), T("No keima scores.", "沒有桂馬得分。")),
            solution=("stone flat at c2",),
            hints=(T("A keima is the knight's move of shogi: two steps one way, one step the "
                     "other.", "桂馬就是將棋中馬的走法：一個方向兩格，另一個方向一格。"),
                   T("From a1: two columns right and one row down, or one column right and two "
                     "rows down.", "從 a1 出發：往右兩欄、往下一排，或往右一欄、往下兩排。")),
            highlight=("stone flat at c2", "stone flat at b3"),
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
            hints=(T("Which arrangement is worth 7?", "哪一種擺放值 7 分?"),
                   T("A diagonal line through all three rows.", "斜向穿過三排的一直線。")),
            highlight=("stone flat at c3",),
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
                   T("A small or a tall standing stone on e1.", "在 e1 放小立石或大立石。")),
            highlight=("stone small at e1", "stone tall at e1"),
            rules=("karesansui.score.arrangement-c",),
            wrong="stone flat at e1",
            explain={"stone flat at e1": T("A flat stone lies down: it is not a standing stone.",
                                           "橫石是平放的：不是立石。"),
                     "stone reclining at e1": T("A reclining stone is not a standing stone.",
                                                "臥石不是立石。")},
            success=T("Three standing stones in the top row: 15 points, once per garden.",
                      "上排三顆立石：15 分，每座庭園只計一次。"),
        ),
        Task(
            "five-kinds",
            T("Make kinds of stone score 10.", "讓石頭種類得 10 分。"),
            studio(gravel_with(a1="flat", c1="small", e1="reclining", b3="tall")),
            Reach(reaches("stone_kinds", 10), T("Kinds of stone do not score 10.",
                                                 "石頭種類不是 10 分。")),
            solution=("stone boat at d3",),
            hints=(T("Four kinds are there. Which is missing?", "已經有四種。少了哪一種?"),
                   T("The boat stone; in the bottom row it scores D too.",
                     "舟石；放在下排還能得 D 組的分數。")),
            highlight=("stone boat at d3",),
            rules=("karesansui.score.stone-kinds", "karesansui.score.arrangement-d"),
            wrong="stone tall at d3",
            explain={"stone tall at d3": T("A second tall standing stone adds no kind.",
                                           "第二顆大立石不會增加種類。")},
            success=T("Five kinds: 10. The boat stone in the bottom row also scores D (5, a "
                      "provisional value).",
                      "五種：10 分。下排的舟石還得到 D 組的分數(5 分，暫定的數值)。"),
        ),
        Quiz((
            HowMany("q-a-with-a", T("A flat stone goes on a3: it makes a second keima with c2, "
                                    "which already makes one with a1. How many points do the "
                                    "arrangements score then?",
                                    "在 a3 放一顆橫石：它和 c2 形成第二個桂馬，"
                                    "而 c2 已經和 a1 形成一個。"
                                    "之後石頭擺放得幾分?"),
                    studio(gravel_with(a1="flat", c2="flat")),
                    after("arrangements", "stone flat at a3"),
                    T("A with A may not share a stone: only one keima counts.",
                      "A 組與 A 組不能共用石頭：只有一個桂馬計分。"),
                    rules=("karesansui.score.arrangements",)),
            HowMany("q-a-with-b", T("A stone goes on c3, completing a diagonal a1-b2-c3; c3 also "
                                    "makes a keima with e2. How many points do the arrangements "
                                    "score then?",
                                    "在 c3 放一顆石頭，完成 a1-b2-c3 的斜置；c3 也和 e2 形成桂馬。"
                                    "之後石頭擺放得幾分?"),
                    studio(gravel_with(a1="flat", b2="flat", e2="flat")),
                    after("arrangements", "stone flat at c3"),
                    T("A with B may not share a stone: the higher, the diagonal's 7, counts.",
                      "A 組與 B 組不能共用石頭：只計較高的斜置 7 分。"),
                    rules=("karesansui.score.arrangements",)),
            HowMany("q-boat", T("The boat stone goes on a3, in the bottom row. How many points do "
                                "the arrangements score then (the default option)?",
                                "把舟石放在下排的 a3。之後石頭擺放得幾分(預設選項)?"),
                    studio(gravel_with()), after("arrangements", "stone boat at a3"),
                    T("D, 5 points: a provisional value, set by the option `boat_bonus`.",
                      "D 組 5 分：暫定的數值，可用選項 `boat_bonus` 設定。"),
                    rules=("karesansui.score.arrangement-d",)),
            HowMany("q-kinds", T("Stones go on a1 (flat), c1 (flat) and e1 (boat). How many points "
                                 "do kinds of stone score then?",
                                 "在 a1(橫石)、c1(橫石)和 e1(舟石)放石頭。之後石頭種類得幾分?"),
                    studio(gravel_with()),
                    after("stone_kinds", "stone flat at a1", "stone flat at c1",
                           "stone boat at e1"),
                    T("Two kinds, 2 each.",
                      "兩種，各 2 分。"), rules=("karesansui.score.stone-kinds",)),
            HowMany("q-e", T("Three moss tiles side by side on a2, b2 and c2 each get a tall "
                             "standing stone. How many points do the arrangements score then "
                             "(E's points are the tutor's stand-in)?",
                             "a2、b2、c2 三個相鄰的苔蘚板塊上各放一顆大立石。"
                             "之後石頭擺放得幾分(E 組的分數是教學工具的代替值)?"),
                    studio(gravel_with().replace("/ G01 G01 G01", "/ M01 M01 M01", 1)),
                    after("arrangements", "stone tall at a2", "stone tall at b2",
                           "stone tall at c2"),
                    T("Two Mount Hōrai pairs, 6 each: E may repeat and share stones. The pattern "
                      "is known, its letter and its points are not.",
                      "兩對蓬萊山，各 6 分：E 組可以重複並共用石頭。圖樣是已知的，"
                      "字母和分數則不是。"),
                    rules=("karesansui.score.arrangement-e",)),
            HowMany("q-f", T("In the middle row: a flat stone on a2, a small standing stone on "
                             "c2, a reclining stone on e2. How many points do the arrangements "
                             "score then, with the tutor's provisional F?",
                             "中排：a2 放橫石、c2 放小立石、e2 放臥石。以教學工具暫定的 F 組計算，"
                             "之後石頭擺放得幾分?"),
                    studio(gravel_with()),
                    after("arrangements", "stone flat at a2", "stone small at c2",
                           "stone reclining at e2"),
                    T("The set order, left to right: 6, once. A stand-in, not the printed "
                      "pattern.", "依序由左至右：6 分，僅一次。這是代替，不是印刷的圖案。"),
                    rules=("karesansui.score.arrangement-f",)),
            Choose("q-provisional", T("Which arrangements are the tutor's provisional stand-ins?",
                                      "哪些擺放是教學工具暫定的代替?"),
                   (T("A and B", "A 組和 B 組"), T("F (and the points of D and E)",
                                                "F 組(以及 D、E 組的分數)"),
                    T("C only", "只有 C 組")), 1,
                   T("F is printed only as a picture that could not be read; D's and E's values "
                     "are unknown. (The letters of A to E are inferences too.)",
                     "F 組只印在無法辨識的圖片中；D、E 組的分數不明。(A 到 E 組的字母也是推論。)"),
                   rules=("karesansui.score.arrangement-e", "karesansui.score.arrangement-f")),
        )),
    ),
    recap=T("Each kind of stone scores 2. Keima 5, diagonal 7, three standing stones in the top "
            "row 15, the boat stone in the bottom row (5, provisional), Mount Hōrai (two tall "
            "stones on neighbouring moss, 6 a pair, provisional); F is a stand-in, and the "
            "letters are inferred. A and B arrangements may not share stones (the higher "
            "counts); C, D and F count once.",
            "每種石頭 2 分。桂馬 5 分、斜置 7 分、上排三顆立石 15 分、下排舟石(5 分，暫定)、"
            "蓬萊山(相鄰苔上的兩顆大立石，每對 6 分，暫定)；F 組是代替，字母是推論。"
            "A、B 組的擺放不能共用石頭(計較高者)；C、D、F 組只計一次。"),
    mistakes=(T("Counting two keimas that share a stone.", "把共用石頭的兩個桂馬都算分。"),
              T("Learning F, or the points of D and E, as the published rules.",
                "把 F 組或 D、E 組的分數當成出版的規則來學。")),
)
