"""Lesson 1: the school and the goal."""

from __future__ import annotations

from ....lessons.model import Choose, HowMany, Lesson, Play, Quiz, Read, Show, T, Task
from ._common import FAMILY_CHOICES, SOURCE, family_index
from ._positions import (
    FIRST_BRUSH,
    FIRST_OCEAN,
    FIRST_SUMMER,
    FIRST_TREE,
    SEED_ROW,
    THREE_PUPILS,
)

LESSON = Lesson(
    game="kanagawa", number=1, slug="the-school-and-the-goal",
    title=T("The school and the goal", "學堂與遊戲目標"),
    minutes=15,
    objectives=(
        T("name the parts of the board: the school, the diplomas, the deck, each pupil's "
          "painting and studio", "說出圖板的各部分:學堂、證書、牌庫,以及每位玩家的畫作和畫室"),
        T("read both halves of a lesson card: what it gives in the studio, what it shows and "
          "needs in the painting",
          "看懂課程卡的兩半:放在畫室時給你什麼,放在畫作時畫了什麼、需要什麼"),
        T("know the goal: the most harmony points at the end",
          "知道遊戲目標:結束時得到最多的和諧分數"),
    ),
    steps=(
        Read(T(
            f"""
## Hokusai's school

Our Chinese rules summary (`{SOURCE}`) sets the scene:

> 1840年，東京灣的神奈川，大師葛飾北齋決定開一個繪畫學堂，與他的門徒分享他的藝術。

Kanagawa, on the bay of Tokyo, 1840: the master Hokusai opens a school of painting. You are
one of his pupils. Lesson after lesson you take the master's **lesson cards** and use each
one either to improve your **studio** (more brushes, more landscapes, new techniques) or to
add a panel to your **painting** (trees, animals, characters, buildings, in the four
seasons).

**The goal** (「嘗試獲得最多的和諧符號」): collect the most **harmony points**. At the end
you score your painting, the points printed in your studio, the **diplomas** you earned, and
2 points if you hold the Grand Master pawn.

**A lesson** has three steps: the Grand Master deals a row of cards on the school board, one
per column; in turn each pupil either **waits** for more cards or **takes a whole column**
and uses its cards at once; while pupils are still in class, another row is dealt under the
columns left, up to three rows. The game ends with the lesson in which a painting reaches 11
cards or the deck runs out.

In the box: 72 lesson cards (18 of each of four backs), 4 start tiles, 19 diplomas, 15
brushes, 3 storm tokens, the Grand Master and Assistant pawns, and the school board. Each
pupil gets a **start tile** at random: its painting half is the first card of your painting
(a season, nothing to paint), its studio half the start of your studio (a landscape, a
double arrow, and two brush icons: two brushes wait in front of you). Which season goes
with which landscape on the four tiles comes from one transcription only (lesson 9).
""",
            f"""
## 葛飾北齋的學堂

中文規則摘要(`{SOURCE}`)這樣開場:

> 1840年，東京灣的神奈川，大師葛飾北齋決定開一個繪畫學堂，與他的門徒分享他的藝術。

你是北齋的門徒之一。一輪又一輪,你拿取大師的**課程卡**,每張卡片只用一次:用來提升你的
**畫室**(更多筆刷、更多風景、新的訣竅),或者為你的**畫作**加上一個區塊(樹、動物、角色、建築物,
分屬四個季節)。

**遊戲目標**(「嘗試獲得最多的和諧符號」):得到最多的**和諧分數**。遊戲結束時,計算你的畫作、
畫室上印的分數、你得到的**證書**,以及持有大師棋子的 2 分。

**每一輪**有三個步驟:大師在學堂圖板上發一排課程卡,每欄一張;玩家輪流選擇**等待**更多卡片,
或者**拿取整欄**卡片並立刻使用;只要還有玩家留在學堂,就在剩下的欄下方再發一排,最多三排。
在某一輪中有玩家的畫作達到 11 張卡片,或者牌庫用完,遊戲就在那一輪結束。

遊戲配件:72 張課程卡(4 種卡背各 18 張)、4 個起始板塊、19 個證書板塊、15 個筆刷棋子、
3 個風暴指示物、大師棋子和助手棋子,以及學堂圖板。每位玩家隨機拿到一個**起始板塊**:它的畫作那一半
是你畫作的第一張(有季節,不需要彩繪),畫室那一半是你畫室的開始(一種風景、一個雙箭號和兩個筆刷
符號:兩個筆刷放在你面前)。四個板塊上哪個季節配哪種風景,只出自一份卡片整理(第 9 課)。
""")),
        Show("board", SEED_ROW, picture=True, caption=T(
            """
## The board

Four pupils have their start tiles and the Grand Master (Blue) has dealt the first row. From
the top: **the school** (one column per pupil; the third card lies face down, so you see only
its blue back) beside **Blue's turn** and the **score sheet**; the **diplomas**, painting
diplomas in the upper line and studio diplomas in the lower one; **the deck** with the cards
left by back colour, the two pawns and the supply; then **one area per pupil**: the painting
above (P0 is the start tile), the studio below (S0 is the start tile), the pawns, the brushes
in reserve and the diplomas on the header line.

Every card shows its **painting half** above (season band, subject, the landscapes it needs
at the bottom left, a bonus point at the bottom right) and its **studio half** below (a
landscape where a brush can stand, an icon, harmony points). Hover a card to read it in
words.
""",
            """
## 圖板

四位玩家都拿到了起始板塊,大師(藍方)已經發好第一排。由上而下:**學堂**(每位玩家一欄;
第三張卡片正面朝下,你只看得到它的藍色卡背),旁邊是**藍方的回合**和**計分表**;接著是
**證書**,上排與畫作有關,下排與畫室有關;**牌庫**顯示各種卡背還剩幾張、兩個棋子和供應區;
最後是**每位玩家的區域**:上面是畫作(P0 是起始板塊),下面是畫室(S0 是起始板塊),
標題列上有棋子、備用筆刷和證書。

每張卡片上半是**畫作**(季節色帶、主題、左下角是需要的風景、右下角是獎勵分數),下半是
**畫室**(可以放筆刷的風景、符號、和諧分數)。把滑鼠移到卡片上,就能看到文字說明。
""")),
        Read(T(
            """
## The four backs

The colour of a card's back tells its subject (the summary's 課程卡背面): **green** trees
(1, 2 or 3 of them), **red** a character, **blue** an animal, **yellow** a building. Backs
are public: you always know the family of a face-down card and of the cards still in the
deck.

Your first decisions on the next boards: you are Blue, the Grand Master, and the first row
of a two-player game is out. Each time, take the column whose card fits what is asked
(click the column's header). Hover a card to read both halves in words.
""",
            """
## 四種卡背

卡背的顏色代表畫作的主題(摘要的「課程卡背面」):**綠色**是樹(1、2 或 3 棵),**紅色**是
角色,**藍色**是動物,**黃色**是建築物。卡背是公開的:正面朝下的卡片和牌庫裡的卡片,你都知道
是哪一類。

接下來的棋盤上由你做第一個決定:你是藍方,也是大師,兩人遊戲的第一排已經發好。每次都拿取
符合要求的那一欄(點欄位標題)。把滑鼠移到卡片上可以讀到兩半的文字說明。
""")),
        Task(
            "tree",
            T("Take the card whose painting shows a tree.", "拿取畫作上有一棵樹的那張卡片。"),
            FIRST_TREE,
            Play(("take column 1",), T("That card's painting shows no tree: look for the tree "
                                       "icon, or the green back.",
                                       "那張卡片的畫作上沒有樹:找樹的圖案,或綠色卡背。")),
            solution=("take column 1",),
            hints=(T("Trees are painted on the cards with a green back.",
                     "樹畫在綠色卡背的卡片上。"),
                   T("Look at the painting halves, the upper parts of the two cards.",
                     "看兩張卡片的上半部,也就是畫作那一半。")),
            highlight=("take column 1",),
            rules=("kanagawa.lesson.take-column",),
            wrong="take column 2",
            explain={"take column 2": T("A12 shows a deer: an animal, as its blue back says.",
                                        "A12 畫的是鹿:一種動物,和它的藍色卡背一致。")},
            success=T("T02: a tree, summer, and a bonus point. Its green back told you.",
                      "T02:一棵樹、夏天,還有 1 點獎勵分數。綠色卡背已經告訴你了。"),
        ),
        Task(
            "ocean",
            T("Your start tile's studio shows an ocean. Take the card whose painting needs an "
              "ocean.", "你的起始板塊畫室是海洋。拿取畫作需要海洋的那張卡片。"),
            FIRST_OCEAN,
            Play(("take column 2",), T("That card's painting needs another landscape: look at "
                                       "the small icons at the bottom left of its painting half.",
                                       "那張卡片需要別的風景:看畫作那一半左下角的小圖示。")),
            solution=("take column 2",),
            hints=(T("What a painting needs is the landscape icon at the bottom left of its upper "
                     "half.", "畫作需要的風景,是上半部左下角的風景圖示。"),
                   T("Compare it with the landscape of your start tile (S0 in your studio).",
                     "把它和你起始板塊的風景(畫室中的 S0)比較。")),
            highlight=("take column 2",),
            rules=("kanagawa.lesson.take-column", "kanagawa.paint.landscape"),
            wrong="take column 1",
            explain={"take column 1": T("A18's painting needs a mountain.", "A18 的畫作需要山。")},
            success=T("T07 needs an ocean, like your start tile: once a brush stands there you can "
                      "paint it (lesson 4).",
                      "T07 需要海洋,和你的起始板塊一樣:等筆刷站在那裡,你就能彩繪它(第 4 課)。"),
        ),
        Task(
            "brush",
            T("Take the card whose studio half would give you one more brush.",
              "拿取畫室那一半能再給你一個筆刷的卡片。"),
            FIRST_BRUSH,
            Play(("take column 2",), T("That card's studio half shows a landscape, not a brush "
                                       "icon.", "那張卡片的畫室那一半是風景,不是筆刷符號。")),
            solution=("take column 2",),
            hints=(T("The studio half is the lower part of a card.", "畫室那一半是卡片的下半部。"),
                   T("Look for the brush icon, like the two on your start tile.",
                     "找筆刷符號,就像你起始板塊上的那兩個。")),
            highlight=("take column 2",),
            rules=("kanagawa.lesson.take-column", "kanagawa.studio.brush-icon"),
            wrong="take column 1",
            explain={"take column 1": T("A17's studio half is a plain landscape.",
                                        "A17 的畫室那一半是平原風景。")},
            success=T("C14: in your studio it gives a brush at once (lesson 3).",
                      "C14:放進畫室時立刻給你一個筆刷(第 3 課)。"),
        ),
        Task(
            "summer",
            T("Your painting starts with a summer tile. Take the card that, once painted, "
              "would continue a run of summer.",
              "你的畫作從夏天的起始板塊開始。拿取那張畫上之後能延續夏天連續段的卡片。"),
            FIRST_SUMMER,
            Play(("take column 2",), T("That card's painting is not summer: read the season "
                                       "band at its top.",
                                       "那張卡片的畫作不是夏天:看它上方的季節色帶。")),
            solution=("take column 2",),
            hints=(T("The coloured band at the top of a painting half is its season.",
                     "畫作那一半上方的色帶就是它的季節。"),
                   T("Compare with the band of your start tile, P0 in your painting.",
                     "和你起始板塊(畫作中的 P0)的色帶比較。")),
            highlight=("take column 2",),
            rules=("kanagawa.score.season-run",),
            wrong="take column 1",
            explain={"take column 1": T("T09 is a winter card.", "T09 是冬天的卡片。")},
            success=T("A04: summer, and it needs an ocean, like your start tile. Runs of one "
                      "season score at the end (lesson 6).",
                      "A04:夏天,而且需要海洋,和你的起始板塊一樣。同一季節的連續段在遊戲結束時計分"
                      "(第 6 課)。"),
        ),
        Quiz((
            HowMany("q-deck", T("The Grand Master has dealt the first row of a four-player game. "
                                "How many lesson cards are left in the deck?",
                                "大師發好了四人遊戲的第一排。牌庫裡還剩幾張課程卡?"),
                    SEED_ROW, lambda s: len(s.deck),
                    T("72 cards are shuffled into the deck; the Grand Master dealt one per pupil.",
                      "72 張課程卡全部洗進牌庫;大師為每位玩家各發了一張。"),
                    rules=("kanagawa.setup.deck",), picture=False),
            Choose("q-pawns", T("Who holds the Grand Master and Assistant pawns at the start?",
                                "遊戲開始時,誰拿著大師棋子和助手棋子?"),
                   (T("the first player holds both", "起始玩家兩個都拿"),
                    T("the first player the Grand Master, the next player the Assistant",
                      "起始玩家拿大師,下一位玩家拿助手"),
                    T("nobody: they are in the supply", "沒有人:它們放在供應區")),
                   lambda s: 0 if s.gm == s.assistant == s.opts["start_player"] else 1,
                   T("The first player takes both pawns (the summary's set-up, step 02).",
                     "起始玩家同時拿取大師棋子和助手棋子(遊戲設置步驟 02)。"),
                   rules=("kanagawa.setup.first-player",), position=SEED_ROW, picture=False),
            HowMany("q-diplomas", T("How many diplomas lie on the board at the start?",
                                    "遊戲開始時,場上有幾個證書?"),
                    SEED_ROW, lambda s: len(s.diplomas),
                    T("Seven groups: four painting groups (trees, buildings, characters, animals) "
                      "in the upper line, three studio groups below.",
                      "共七組:上排四組與畫作有關(樹、建築物、角色、動物),下排三組與畫室有關。"),
                    rules=("kanagawa.setup.diplomas",), picture=False),
            HowMany("q-columns", T("How many columns of the school board are in play with three "
                                   "pupils?", "三位玩家時,學堂圖板使用幾欄?"),
                    THREE_PUPILS, lambda s: len(s.school[0]),
                    T("One column per pupil: Kanagawa is for 2 to 4 players.",
                      "每位玩家一欄:神奈川學堂可供 2 到 4 位玩家進行。"),
                    rules=("kanagawa.setup.players",), picture=False),
            HowMany("q-start-brushes", T("How many brushes does Blue have in reserve before the "
                                         "first decision?",
                                         "第一個決定之前,藍方面前有幾個備用筆刷?"),
                    SEED_ROW, lambda s: s.areas[0].reserve,
                    T("Each start tile shows two brush icons: two brushes wait in front of you. "
                      "It also gives a double arrow and a landscape to your studio, and a season "
                      "to your painting.",
                      "每個起始板塊有兩個筆刷符號:兩個筆刷放在你面前。"
                      "它還讓你的畫室有一個雙箭號和一種風景,"
                      "讓你的畫作有一個季節。"),
                    rules=("kanagawa.setup.start-tiles",), picture=False),
            Choose("q-back", T("What does the face-down card in column 3 show, for sure?",
                               "第 3 欄那張正面朝下的卡片,可以確定畫的是什麼?"),
                   FAMILY_CHOICES, lambda s: family_index(s.school[0][2][0]),
                   T("Its back is blue: an animal. Backs are public.",
                     "它的卡背是藍色:動物。卡背是公開的。"),
                   rules=("kanagawa.lesson.face-down",), position=SEED_ROW),
        )),
    ),
    recap=T("A lesson card goes either to your studio (its lower half) or to your painting (its "
            "upper half). The back tells the subject family. The most harmony points win.",
            "課程卡放進畫室(用下半部)或畫作(用上半部)。卡背告訴你主題的種類。和諧分數最多的人獲勝。"),
    mistakes=(T("Reading the whole card as one thing: only one half counts, depending on where "
                "the card goes.", "把整張卡片當成一體:依放的位置,只有一半有效。"),
              T("Thinking a face-down card is unknown altogether: its back colour is public.",
                "以為正面朝下的卡片什麼都看不到:它的卡背顏色是公開的。")),
)
