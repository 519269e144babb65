"""The Kanagawa lessons, as data (see :mod:`tutor.lessons.model`).

Nine lessons: the school and the goal, the lesson (dealing, waiting, taking), the studio,
painting with brushes, diplomas, the end and scoring, a what-if explorer, games against
bots, and the sources. Positions are written as the moves that reach them
(:mod:`.lesson_positions`); the engine checks every task's goal, solution and typical
mistake (tests/lessons and the notebooks' test harness). Quotes and worked examples come
from the Chinese rules summary ``000_43f8316dd65002f0.txt``, whose terms the Chinese text
uses (課程卡, 大師棋子, 助手棋子, 畫室, 畫作, 筆刷, 證書, 風暴指示物...).
"""

from __future__ import annotations

from ...lessons.model import (
    Choose,
    Explore,
    FillSheet,
    HowMany,
    LegalOrNot,
    Lesson,
    Play,
    PlayBots,
    Quiz,
    Reach,
    Read,
    Show,
    Sources,
    T,
    Task,
)
from .data import FACE_DOWN, FAMILIES, StudioIcon
from .lesson_positions import (
    ASSISTANT,
    BOAR_DEER,
    BRUSH_ICON,
    DECK_EMPTY,
    END_COUNTS_START_TILE,
    FIRST_BRUSH,
    FIRST_COME,
    FIRST_OCEAN,
    FIRST_SUMMER,
    FIRST_TREE,
    FOURTH_TREE,
    GAME_38,
    KEEP,
    LAST_ASSISTANT,
    LAST_TURN_38,
    LAST_TWO,
    MONKS,
    MOVE_TO_PAINT,
    ONCE,
    ONCE_TWO_ARROWS,
    PAINT_FIRST,
    SEED_ALONE,
    SEED_GREEN,
    SEED_ROW,
    SEED_YELLOW,
    STORM,
    THIRD_TREE,
    THREE_PUPILS,
    TOOK_TREES_THREE,
    TREES_THREE,
    TWO_ARROWS,
    TWO_OCEANS,
    UNIVERSAL,
    then,
    with_options,
)

SOURCE = "000_43f8316dd65002f0.txt"
SEATS = (T("Blue", "藍方"), T("Red", "紅方"), T("Green", "綠方"), T("Yellow", "黃方"))
FAMILY_CHOICES = tuple(T(f"{f.en} ({f.colour.en} back)", f"{f.zh}({f.colour.zh}卡背)")
                       for f in FAMILIES)
"""The four families, in the order of :data:`~.data.FAMILIES`."""


def _family(letter: str) -> int:
    """The index in :data:`FAMILY_CHOICES` of the family whose cards start with ``letter``."""
    return [f.prefix for f in FAMILIES].index(letter)


def _painted(*cards: str):
    """A goal test: every one of ``cards`` is in Blue's painting."""
    return lambda start, now: all(c in now.areas[0].painting for c in cards)


def _trees(state, seat: int = 0) -> int:
    return state.areas[seat].facts["subjects"].get("tree", 0)


# -- 1. the school and the goal ----------------------------------------------------------------

SCHOOL = Lesson(
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
                   FAMILY_CHOICES, lambda s: _family(s.school[0][2][0]),
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


# -- 2. the lesson -----------------------------------------------------------------------------

SEED_STEPS = """
wait; wait                                   # you and Kevin learn more
take column 2; studio T02; end turn          # Elizabeth
take column 3; studio A05; end turn          # Lucy: the Assistant
deal B01; deal B02                           # the second row, under columns 1 and 4
wait                                         # you, a second time
take column 4; studio A18; studio B02; take diploma landscapes-2; end turn   # Kevin
deal A13                                     # the third row: your column only
"""
"""The rest of 000_43f8316dd65002f0.txt's example lesson, from its first row."""

THE_LESSON = Lesson(
    game="kanagawa", number=2, slug="the-lesson",
    title=T("The lesson: wait or take", "一輪課程:等待或拿取"),
    minutes=25,
    objectives=(
        T("follow a lesson: the deal, face-up and face-down slots, decisions in turn",
          "跟上一輪的流程:發牌、正面朝上與正面朝下的位置、輪流決定"),
        T("choose between waiting for more cards and taking a column",
          "在等待更多卡片和拿取一欄之間做選擇"),
        T("apply the limits: three rows, the last pupil in class must take",
          "遵守限制:最多三排,最後一位留在學堂的玩家必須拿取"),
        T("know who becomes the next Grand Master", "知道誰會成為下一輪的大師"),
    ),
    steps=(
        Read(T(
            f"""
## Dealing: up, up, down, up

The Grand Master deals one card per pupil into the first row, left to right
(`kanagawa.lesson.deal`). Some slots of the school board take their card **face down**
(`kanagawa.lesson.face-down`). The four-player example of `{SOURCE}`:

> 4 人遊戲時，抽 4 張課程卡並把它們放到圖板上的第一排：第一張與第二張卡片正面朝上放置，
> 第三張卡片正面朝下放置，而最後一張卡片正面朝上放置。

First and second cards face up, the third face down, the last face up. The summary gives only
this first row; the other face-down slots (shown tinted on the board) come from one
transcription of the real board, and with 2 or 3 players we use the first columns of the
four-player pattern. That is an assumption, listed in lesson 9.

**The deck keeps its order.** The 72 cards are shuffled once, before the first lesson
(`kanagawa.setup.deck`), and the Grand Master always deals the card on top
(`kanagawa.deck.stack`). The summary adds 「註記：你總是可以查看牌庫的卡片背面」: you may always
look at the backs of the deck's cards. We read it as the backs of the whole stack, in order
(the strip *top* in the deck panel shows them), so you know the family of the next cards,
though not which cards they are; the option `deck_backs="top"` shows only the top one.

## Wait, or take a column

From the Grand Master on, clockwise, each pupil still in class decides
(`kanagawa.lesson.order`): **wait** (拓展你的知識: learn more, take nothing now,
`kanagawa.lesson.wait`) or **take every card of one column** (把它付諸實踐: put it into
practice), leave class and use those cards at once (`kanagawa.lesson.take-column`). Waiting
grows the columns, but someone else may take the one you wanted.

Step through the whole example lesson of the summary with the arrows under the log: you
(Blue), Kevin (Red), Elizabeth (Green) and Lucy (Yellow).
""",
            f"""
## 發牌:上、上、下、上

大師在第一排每位玩家各發一張課程卡,由左到右(`kanagawa.lesson.deal`)。學堂圖板上有些位置
的卡片要**正面朝下**(`kanagawa.lesson.face-down`)。`{SOURCE}` 的四人範例:

> 4 人遊戲時，抽 4 張課程卡並把它們放到圖板上的第一排：第一張與第二張卡片正面朝上放置，
> 第三張卡片正面朝下放置，而最後一張卡片正面朝上放置。

摘要只說明了第一排;其他正面朝下的位置(圖板上有底色的位置)出自一份實體圖板的
整理,2 人或 3 人時我們使用四人圖樣的前幾欄。這是一個假設,列在第 9 課。

**牌庫的順序不變。**72 張卡片在第一輪之前洗一次(`kanagawa.setup.deck`),大師總是發最上面的
那張(`kanagawa.deck.stack`)。摘要補充「註記：你總是可以查看牌庫的卡片背面」。我們解讀為可以
依序查看整疊牌的卡背(牌庫區的「最上面」色條),所以你知道接下來幾張是哪一類,但不知道是哪一張;
選項 `deck_backs="top"` 則只公開最上面那張。

## 等待,或拿取一欄

從大師開始,依順時針方向,每位還在學堂的
玩家做決定(`kanagawa.lesson.order`):**等待**(拓展你的知識:這次什麼都不
拿,`kanagawa.lesson.wait`),或**拿取一欄的全部卡片**(把它付諸實踐),離開學堂並立刻使用這些卡片(`kanagawa.lesson.take-column`)。等待會讓各欄變長,但你想要
的那一欄可能先被別人拿走。

用記錄下方的箭頭,一步步看摘要的整個範例:你(藍方)、凱文(紅方)、伊麗莎白(綠方)和露西
(黃方)。
""")),
        Show("seed-lesson", SEED_ROW, steps=SEED_STEPS, caption=T(
            "The example lesson of the summary, on its own board: step forward with the arrows "
            "(or click a line of the log).",
            "摘要的範例課程,在它自己的棋盤上:用箭頭往前一步步看(或點記錄中的某一行)。")),
        Task(
            "wait",
            T("You are Blue, the Grand Master, and decide first. As in the example, you want "
              "more cards before you leave class: stay for the next row.",
              "你是藍方,也是大師,第一個做決定。和範例一樣,你想在離開學堂前拿到更多卡片:"
              "留下來等下一排。"),
            SEED_ROW,
            Play(("wait",), T("Taking a column ends your lesson now, with one card.",
                              "拿取一欄會讓你現在就結束這一輪,只拿到一張卡片。")),
            solution=("wait",),
            hints=(T("There are two kinds of decision: leave with a column, or not.",
                     "決定只有兩種:拿一欄離開,或者不拿。"),
                   T("The button is in your turn panel, beside the school.",
                     "按鈕在學堂旁邊你的回合面板裡。")),
            highlight=("wait",),
            rules=("kanagawa.lesson.wait", "kanagawa.lesson.order", "kanagawa.lesson.deal"),
            wrong="take column 5", wrong_rule="kanagawa.lesson.take-column",
            success=T("You stay in class. Kevin (Red) decides next, clockwise.",
                      "你留在學堂。依順時針方向,接著由凱文(紅方)決定。"),
        ),
        Task(
            "elizabeth",
            T("You and Kevin have waited. Now you play Elizabeth (Green): take the card with the "
              "tree, as she does.", "你和凱文都選擇等待。現在你扮演伊麗莎白(綠方):和她一樣,"
                                    "拿取有樹的那張卡片。"),
            SEED_GREEN,
            Play(("take column 2",), T("Elizabeth wants the tree card.",
                                       "伊麗莎白想要有樹的卡片。")),
            solution=("take column 2",),
            hints=(T("Taking a column means clicking its header.", "拿取一欄就是點它的欄位標題。"),
                   T("The tree card has a green back.", "有樹的卡片是綠色卡背。")),
            highlight=("take column 2",),
            rules=("kanagawa.lesson.take-column", "kanagawa.lesson.order"),
            wrong="wait",
            explain={"wait": T("Elizabeth does not wait: she leaves class with one card.",
                               "伊麗莎白沒有等待:她拿一張卡片就離開學堂。")},
            success=T("One column, one card: 「要拿取更多卡片需要更多的耐心...」 (more cards take "
                      "more patience). She now uses it at once.",
                      "一欄,一張卡片:「要拿取更多卡片需要更多的耐心...」她現在要立刻使用它。"),
        ),
        Task(
            "lucy",
            T("Now you play Lucy (Yellow). She takes the face-down card and uses it so that she "
              "will be the Grand Master of the next lesson. Do the same.",
              "現在你扮演露西(黃方)。她拿取正面朝下的那張卡片,並用它讓自己成為下一輪的大師。"
              "照著做。"),
            SEED_YELLOW,
            Reach(lambda start, now: now.assistant == 3,
                  T("Lucy needs the Assistant pawn: its holder becomes the next Grand Master.",
                    "露西需要助手棋子:持有它的玩家會成為下一輪的大師。"),
                  within=2),
            solution=("take column 3", "studio A05"),
            hints=(T("You cannot see the face-down card's face until you take its column; its "
                     "back is blue.", "拿取之前看不到正面朝下那張卡片的正面;它的卡背是藍色。"),
                   T("Once it is in your hand, look at its studio half: the Assistant icon acts "
                     "as soon as the card joins your studio.",
                     "拿到手後,看它的畫室那一半:助手符號在卡片加入畫室時立刻生效。")),
            highlight=("take column 3",),
            rules=("kanagawa.lesson.face-down", "kanagawa.studio.assistant-icon",
                   "kanagawa.lesson.take-column"),
            wrong="take column 1",
            explain={"take column 1": T("Lucy takes the face-down card, in column 3.",
                                        "露西拿的是第 3 欄那張正面朝下的卡片。"),
                     "take column 4": T("Lucy takes the face-down card, in column 3.",
                                        "露西拿的是第 3 欄那張正面朝下的卡片。"),
                     "wait": T("Lucy leaves class now, with the face-down card.",
                               "露西現在就帶著那張正面朝下的卡片離開學堂。")},
            success=T("A05's Assistant icon gave Lucy the Assistant pawn: when this lesson ends "
                      "she takes the Grand Master pawn.",
                      "A05 的助手符號讓露西拿到助手棋子:這一輪結束時,她會拿取大師棋子。"),
        ),
        Task(
            "three-rows",
            T("Kevin has left with column 4, and the third row is out. You (Blue) are the last "
              "pupil in class: get your cards.",
              "凱文拿了第 4 欄離開,第三排也發好了。"
              "你(藍方)是最後一位留在學堂的玩家:拿到你的卡片。"),
            SEED_ALONE,
            Reach(lambda start, now: len(now.areas[0].hand) == 3,
                  T("Your column holds three cards.", "你那一欄有三張卡片。")),
            solution=("take column 1",),
            hints=(T("Can you wait a third time?", "你能第三次等待嗎?"),
                   T("A lesson never has more than three rows.", "每一輪最多只有三排。")),
            highlight=("take column 1",),
            rules=("kanagawa.lesson.three-rows",),
            wrong="wait", wrong_rule="kanagawa.lesson.three-rows",
            success=T("Three cards, for your patience. Every card dealt in this lesson has now "
                      "been taken.", "你的耐心換來三張卡片。這一輪發出的每張卡片都被拿走了。"),
        ),
        Task(
            "next-master",
            T("Two pupils. Red, the Grand Master, left class at once; you waited and are now "
              "alone. Make yourself the Grand Master of the next lesson.",
              "兩人遊戲。大師紅方立刻離開了學堂;你選擇等待,現在只剩你一個人。"
              "讓自己成為下一輪的大師。"),
            LAST_TWO,
            Reach(lambda start, now: now.lesson > start.lesson and now.gm == 0,
                  T("The next Grand Master is whoever holds the Assistant pawn when the lesson "
                    "ends.", "下一輪的大師,是這一輪結束時持有助手棋子的玩家。"),
                  within=4),
            solution=("take column 1", "studio A05", "studio B01", "end turn"),
            hints=(T("You must take a column now; then look at the Assistant icons on your cards.",
                     "你現在必須拿取一欄;然後看看你卡片上的助手符號。"),
                   T("A card with the Assistant icon gives you the pawn when it joins your studio. "
                     "Then place the other card and end your turn.",
                     "有助手符號的卡片加入畫室時,你就拿到助手棋子。再放好另一張卡片,結束回合。")),
            highlight=("take column 1",),
            rules=("kanagawa.lesson.last-must-take", "kanagawa.lesson.grand-master",
                   "kanagawa.studio.assistant-icon"),
            wrong="wait", wrong_rule="kanagawa.lesson.last-must-take",
            success=T("Everyone has taken a column, so the lesson ends: you held the Assistant "
                      "pawn, so you take the Grand Master pawn and deal the next lesson.",
                      "每位玩家都拿過一欄,這一輪結束:你持有助手棋子,所以你拿取大師棋子,"
                      "發下一輪的牌。"),
        ),
        Read(T(
            """
The note of the summary for the last pupil: 「如果你是這個步驟一開始最後一個還在學校的玩家，你必須
把你的知識付諸實踐」: if you are the last pupil in class when a round of decisions begins, you
must take (`kanagawa.lesson.last-must-take`). And when the Grand Master deals the deck's last
card, nobody may wait any more: the pupils still in class take columns in turn order, even
short ones (`kanagawa.lesson.deck-empty`, lesson 6).
""",
            """
摘要對最後一位玩家的註記:「如果你是這個步驟一開始最後一個還在學校的玩家，你必須把你的知識付諸
實踐」:一輪決定開始時只剩你在學堂,你就必須拿取(`kanagawa.lesson.last-must-take`)。
而大師發出牌庫最後一張卡片時,誰都不能再等待:還在學堂的玩家依回合順序各拿一欄,即使卡片比較少
(`kanagawa.lesson.deck-empty`,第 6 課)。
""")),
        Quiz((
            HowMany("q-second-row", T("Elizabeth has left with column 2. If Lucy now takes column "
                                      "3, how many cards will the Grand Master deal in the second "
                                      "row?", "伊麗莎白拿了第 2 欄離開。如果露西現在拿取第 3 欄,"
                                              "大師在第二排會發幾張卡片?"),
                    SEED_YELLOW, lambda s: s.n - sum(s.taken) - 1,
                    T("One card under each column nobody has taken: columns 1 and 4.",
                      "每個還沒被拿走的欄各放一張:第 1 欄和第 4 欄。"),
                    rules=("kanagawa.lesson.deal",), picture=False),
            Choose("q-next-master", T("Lucy has put A05 in her studio. Who will be the Grand "
                                      "Master of the next lesson?",
                                      "露西把 A05 放進了畫室。誰會是下一輪的大師?"),
                   SEATS, lambda s: s.assistant,
                   T("Whoever holds the Assistant pawn when the lesson ends.",
                     "這一輪結束時持有助手棋子的玩家。"),
                   rules=("kanagawa.lesson.grand-master", "kanagawa.studio.assistant-icon"),
                   position=then(SEED_YELLOW, "take column 3; studio A05"), picture=False),
            LegalOrNot("q-alone", LAST_TWO, "wait",
                       note=T("Blue is the only pupil in class as this round of decisions "
                              "begins.", "這一輪決定開始時,藍方是唯一還在學堂的玩家。")),
            LegalOrNot("q-taken", SEED_YELLOW, "take column 2", picture=False,
                       note=T("Elizabeth has taken it: the column is empty and closed.",
                              "伊麗莎白已經拿走了:那一欄是空的,不能再拿。")),
            Choose("q-next-card", T("Which family will the next card dealt be?",
                                    "下一張發出的卡片會是哪一類?"),
                   FAMILY_CHOICES, lambda s: _family(s.backs[0]),
                   T("The top back of the deck (the strip in the deck panel) tells the family; "
                     "which card of that family it is, nobody knows.",
                     "牌庫最上面的卡背(牌庫區的色條)告訴你是哪一類;至於是那一類中的哪一張,"
                     "沒有人知道。"),
                   rules=("kanagawa.deck.stack", "kanagawa.deck.backs"), position=SEED_ROW),
            Choose("q-order", T("Blue and Red have waited. Elizabeth (Green) waits too. Who "
                                "decides next?",
                                "藍方和紅方都等待了。伊麗莎白(綠方)也等待。接著輪到誰?"),
                   SEATS, lambda s: s.apply("wait").actor,
                   T("Clockwise from the Grand Master: Blue, Red, Green, Yellow.",
                     "從大師開始依順時針方向:藍、紅、綠、黃。"),
                   rules=("kanagawa.lesson.order",), position=SEED_GREEN, picture=False),
        )),
    ),
    recap=T("The Grand Master deals a row; in turn each pupil waits or takes a whole column. At "
            "most three rows; the last pupil in class must take. Whoever holds the Assistant "
            "when everyone has taken becomes the next Grand Master.",
            "大師發一排;玩家輪流等待或拿取整欄。最多三排;最後一位留在學堂的玩家必須拿取。所有人都"
            "拿過之後,持有助手棋子的玩家成為下一輪的大師。"),
    mistakes=(T("Waiting when alone in class, or after the third row.",
                "只剩自己在學堂,或第三排發完之後還想等待。"),
              T("Thinking the Grand Master pawn moves at once with an Assistant icon: it follows "
                "the Assistant only when the lesson ends.",
                "以為助手符號會立刻移動大師棋子:大師棋子要到這一輪結束時才跟著助手移動。")),
)


# -- 3. the studio -----------------------------------------------------------------------------


def _moves_made(start, now) -> bool:
    """Blue, still using cards, has moved brushes twice this turn."""
    area = now.areas[0]
    used = area.icons(StudioIcon.MOVE) - now.moves_left
    return now.phase == "use" and now.actor == 0 and used >= 2


STUDIO = Lesson(
    game="kanagawa", number=3, slug="the-studio",
    title=T("The studio", "畫室"),
    minutes=20,
    objectives=(
        T("use the cards of a column at once, one at a time, in the order you choose",
          "立刻使用拿到的卡片,一次一張,順序由你決定"),
        T("add any card to the studio and use its icons: brush, Assistant, double arrow, keep",
          "把任何卡片放進畫室,並使用它的符號:筆刷、助手、雙箭號、保留"),
        T("keep a card for a later turn with a keep icon", "用保留符號把卡片留到之後的回合"),
    ),
    steps=(
        Read(T(
            """
## Cards go to the studio or the painting, now

After taking a column you must use its cards at once, one at a time, in any order
(`kanagawa.turn.use-now`). Each card goes to your studio or your painting, and once placed it
never moves again (`kanagawa.turn.card-stays`; 「一旦你已經打出一張課程卡到你的畫作或者畫室中，
你就不能再移動該課程卡」). The studio is the easy choice:

> 你總是可以把一張課程卡加入你的畫室中，沒有限制。

You can always add a card to your studio (`kanagawa.studio.always`). The card is turned so
that its studio half shows, and only that half counts there. A studio half gives:

- a **landscape** (forest, mountain, plain, ocean, or universal): a place where one brush
  can stand, and from where it paints (lesson 4);
- **supplies** that act once, when the card arrives (補給): a **brush** from the supply
  (`kanagawa.studio.brush-icon`), or the **Assistant pawn**, from whoever has it
  (`kanagawa.studio.assistant-icon`);
- **techniques** that work every turn from now on (訣竅): a **double arrow**, one more brush
  move per turn, usable in the very turn it arrives (`kanagawa.studio.move-icon`), and
  **keep**, one more card you may hold over to a later turn (`kanagawa.studio.keep-icon`);
- printed **harmony points**: +1, +2, or -2 on a universal landscape.

On the board: click a card in your hand, then *To the studio*. While a card is chosen, the
turn panel also shows whether it can be painted. If a card makes your studio meet a diploma
(three brushes, two double arrows, two landscapes of one kind...), the board asks you to
take or decline it before anything else: do as you like for now, lesson 5 explains.
""",
            """
## 卡片要立刻放進畫室或畫作

拿取一欄之後,必須立刻使用這些卡片,一次一張,順序隨你(`kanagawa.turn.use-now`)。每張卡片
放進畫室或畫作,放下之後就不能再移動(`kanagawa.turn.card-stays`;「一旦你已經打出一張課程卡
到你的畫作或者畫室中，你就不能再移動該課程卡」)。畫室是最容易的選擇:

> 你總是可以把一張課程卡加入你的畫室中，沒有限制。

任何卡片都可以放進畫室(`kanagawa.studio.always`)。卡片轉向,讓畫室那一半露出來,放在畫室時
只有那一半有效。畫室那一半提供:

- **風景**(森林、山、平原、海洋或萬用):一個筆刷可以站的地方,筆刷從那裡彩繪(第 4 課);
- **補給**,在卡片加入時立刻生效一次:從供應區拿一個**筆刷**(`kanagawa.studio.brush-icon`),
  或拿取**助手棋子**,不管它在誰面前(`kanagawa.studio.assistant-icon`);
- **訣竅**,之後每回合都有效:**雙箭號**讓你每回合多移動一次筆刷,加入的那一回合就能用
  (`kanagawa.studio.move-icon`);**保留**讓你多留一張卡片到之後的回合(`kanagawa.studio.keep-icon`);
- 印在上面的**和諧分數**:+1、+2,萬用風景則是 -2。

在棋盤上:點手上的一張卡片,再按「放入畫室」。選了卡片時,回合面板也會顯示它能不能彩繪。
如果某張卡片讓你的畫室符合證書的條件(三個筆刷、兩個雙箭號、兩個相同的風景……),棋盤會要你
先拿取或放棄:現在隨你決定,第 5 課會說明。
""")),
        Task(
            "third-brush",
            T("You took a column of three cards. Get a third brush.",
              "你拿了一欄三張卡片。讓自己得到第三個筆刷。"),
            BRUSH_ICON,
            Reach(lambda start, now: now.areas[0].owned_brushes() >= 3,
                  T("Only one of your cards gives a brush: the one with the brush icon on its "
                    "studio half.", "你的卡片中只有一張給筆刷:畫室那一半有筆刷符號的那張。")),
            solution=("studio A04",),
            hints=(T("Brushes come from the brush icon of a studio half.",
                     "筆刷來自畫室那一半的筆刷符號。"),
                   T("The icon acts when the card joins your studio, not your painting.",
                     "符號在卡片加入畫室時生效,放進畫作則不會。")),
            highlight=("studio A04",),
            rules=("kanagawa.studio.brush-icon", "kanagawa.studio.always", "kanagawa.turn.use-now"),
            wrong="end turn", wrong_rule="kanagawa.turn.keep",
            success=T("A brush from the supply joins your reserve at once: you own three. With "
                      "three brush icons in your studio you also meet the diploma brushes-3.",
                      "一個筆刷立刻從供應區來到你面前:你現在有三個。畫室有三個筆刷符號,也符合了"
                      "證書 `brushes-3` 的條件。"),
        ),
        Task(
            "assistant",
            T("Red holds both pawns. Take the Assistant pawn from Red, so that you will be the "
              "next Grand Master.",
              "紅方同時持有兩個棋子。從紅方那裡拿走助手棋子,讓你成為下一輪的大師。"),
            ASSISTANT,
            Reach(lambda start, now: now.assistant == 0,
                  T("The Assistant icon acts only in the studio.",
                    "助手符號只有在畫室中才會生效。")),
            solution=("studio A05",),
            hints=(T("Which icon takes the pawn?", "哪一個符號會拿走棋子?"),
                   T("A05's studio half shows the Assistant icon.",
                     "A05 的畫室那一半有助手符號。")),
            highlight=("studio A05",),
            rules=("kanagawa.studio.assistant-icon",),
            wrong="paint A05 with S0", wrong_rule="kanagawa.paint.landscape",
            success=T("The Assistant pawn is yours; the Grand Master pawn follows when the lesson "
                      "ends. A05 also prints +1 harmony point.",
                      "助手棋子是你的了;這一輪結束時大師棋子會跟著過來。A05 還印著 +1 和諧分數。"),
        ),
        Task(
            "two-moves",
            T("Move a brush twice in this turn. Your start tile gives one double arrow: you need "
              "a second one, and somewhere to move to.",
              "在這個回合移動筆刷兩次。起始板塊給你一個雙箭號:你需要第二個,也需要可以移過去的地方。"),
            TWO_ARROWS,
            Reach(_moves_made, T("Two moves need two double arrows, a brush in the studio and an "
                                 "empty landscape to move it to.",
                                 "兩次移動需要兩個雙箭號、畫室中的一個筆刷,以及可以移過去的空風景。"),
                  within=8),
            solution=("studio A08", "decline diploma moves-2", "studio A14",
                      "decline diploma landscapes-2", "place brush on S0", "move brush S0->S2",
                      "move brush S2->S0"),
            hints=(T("A08's studio half shows a double arrow; A14's an ocean landscape.",
                     "A08 的畫室那一半是雙箭號;A14 的是海洋風景。"),
                   T("Put both in your studio, place a brush on an ocean, then move it from "
                     "landscape to landscape: click the brush, then the empty landscape.",
                     "把兩張都放進畫室,在海洋上放一個筆刷,再把它從一個風景移到另一個:先點筆刷,"
                     "再點空的風景。")),
            highlight=("studio A08",),
            rules=("kanagawa.studio.move-icon", "kanagawa.brush.move", "kanagawa.brush.place"),
            wrong="move brush S0->S1", wrong_rule="kanagawa.brush.move",
            success=T("Two double arrows, two moves: the new one worked in the very turn it "
                      "arrived. Moves cost nothing else, but each double arrow works once per "
                      "turn.",
                      "兩個雙箭號,兩次移動:新的雙箭號在加入的那一回合就能用。移動不花費其他"
                               "東西,但每個雙箭號每回合只能用一次。"),
        ),
        Task(
            "keep",
            T("C08 needs an ocean brush you have not placed yet. End your turn with C08 still in "
              "your hand, for a later turn.",
              "C08 需要一個你還沒放好的海洋筆刷。結束回合,並把 C08 留在手上,等之後的回合再用。"),
            KEEP,
            Reach(lambda start, now: now.areas[0].hand == ("C08",) and (
                now.phase != "use" or now.actor != 0),
                  T("A card stays in your hand only with a keep icon in your studio.",
                    "只有畫室中有保留符號時,卡片才能留在手上。"),
                  within=2),
            solution=("studio A06", "end turn"),
            hints=(T("Which of your cards shows the keep icon?", "你哪一張卡片有保留符號?"),
                   T("A06 in the studio lets one card wait in your hand.",
                     "A06 放進畫室後,可以讓一張卡片留在手上。")),
            highlight=("studio A06",),
            rules=("kanagawa.turn.keep", "kanagawa.studio.keep-icon"),
            wrong="end turn", wrong_rule="kanagawa.turn.keep",
            explain={"studio C08": T("That places C08 for good: it cannot go to your painting "
                                     "later.", "這樣 C08 就永遠放在畫室了:之後不能再放進畫作。")},
            success=T("C08 waits in your hand. Next time you take a column you may paint it, once "
                      "a brush stands on an ocean. A06 also prints +2 harmony points.",
                      "C08 留在你手上。下次拿取一欄時,只要有筆刷站在海洋上,就能彩繪它。A06 還印著 "
                      "+2 和諧分數。"),
        ),
        Quiz((
            LegalOrNot("q-always", BRUSH_ICON, "studio A15", rules=("kanagawa.studio.always",),
                       note=T("A15's painting needs two mountains, but the studio takes any card.",
                              "A15 的畫作需要兩個山,但畫室什麼卡片都可以放。")),
            HowMany("q-moves", T("Blue has just put A08 (a double arrow) in the studio. How many "
                                 "brush moves may Blue still make this turn?",
                                 "藍方剛把 A08(雙箭號)放進畫室。藍方這回合還可以移動筆刷幾次?"),
                    then(BRUSH_ICON, "studio A08"), lambda s: s.moves_left,
                    T("The start tile's double arrow and A08's: a new double arrow works at once.",
                      "起始板塊的雙箭號加上 A08 的:新的雙箭號立刻就能用。"),
                    rules=("kanagawa.studio.move-icon",)),
            LegalOrNot("q-keep", then(KEEP, "studio A06"), "end turn",
                       rules=("kanagawa.studio.keep-icon",),
                       note=T("One card in hand, one keep icon.", "手上一張卡片,一個保留符號。")),
            Choose("q-stays", T("Last turn Blue put T09 in the studio. Now Blue would rather "
                                "paint it. Can Blue move it to the painting?",
                                "上一回合藍方把 T09 放進畫室。現在藍方比較想彩繪它。"
                                "藍方能把它移到畫作嗎?"),
                   (T("yes, if a brush stands on a forest", "可以,只要有筆刷站在森林上"),
                    T("no: a placed card stays where it is", "不行:放下的卡片就留在原處"),
                    T("yes, by using a double arrow", "可以,用掉一個雙箭號就行")),
                   1, T("Once a card is in your studio or your painting, it never moves.",
                        "卡片一旦放進畫室或畫作,就不會再移動。"),
                   rules=("kanagawa.turn.card-stays",)),
            LegalOrNot("q-no-column", FIRST_TREE, "studio T02", rules=("kanagawa.turn.use-now",),
                       note=T("You use cards only right after taking their column.",
                              "只有在拿取那一欄之後,才能立刻使用那些卡片。")),
        )),
    ),
    recap=T("Any card can go to the studio. Brush and Assistant icons act once, at once; double "
            "arrows and keep icons work every turn. Placed cards never move; without a keep "
            "icon you place every card you took before ending your turn.",
            "任何卡片都能放進畫室。筆刷與助手符號立刻生效一次;雙箭號和保留符號每回合都有效。放下的"
            "卡片不再移動;沒有保留符號時,結束回合前必須放好拿到的每張卡片。"),
    mistakes=(T("Expecting a card's icons to work in the painting: only the studio half gives "
                "icons.", "以為卡片放在畫作也有符號效果:只有畫室那一半才有符號。"),
              T("Ending the turn with cards in hand and no keep icon.",
                "手上還有卡片、也沒有保留符號,卻想結束回合。")),
)


# -- 4. painting -------------------------------------------------------------------------------

_BOTH = _painted("A04", "T07")

PAINTING = Lesson(
    game="kanagawa", number=4, slug="painting",
    title=T("Painting with brushes", "用筆刷彩繪"),
    minutes=25,
    objectives=(
        T("place brushes on the landscapes of your studio and move them with double arrows",
          "把筆刷放在畫室的風景上,並用雙箭號移動它們"),
        T("paint a card: a brush on its landscape, two brushes for two icons, universal for any",
          "彩繪卡片:筆刷站在它需要的風景上,兩個符號需要兩個筆刷,萬用風景可以當任何風景"),
        T("plan a turn: each brush paints once, each landscape serves once",
          "規劃一個回合:每個筆刷只畫一次,每個風景只用一次"),
    ),
    steps=(
        Read(T(
            f"""
## Brushes: place, move, paint

> 把筆刷放置與移動好是其中一個致勝的關鍵

Placing and moving your brushes well is one of the keys to winning (`{SOURCE}`). Three
actions, at any moment of your turn:

- **place** a brush from your reserve (in front of you) on an empty landscape of your studio
  (`kanagawa.brush.place`): one brush per landscape (`kanagawa.brush.one-per-landscape`),
  and only on a studio card that shows a landscape (`kanagawa.brush.landscape-only`). On the
  board: click the empty landscape;
- **move** a brush to another empty landscape, anywhere in your studio: it uses up a double
  arrow, and each double arrow works once per turn (`kanagawa.brush.move`). On the board:
  click the brush, then the empty landscape;
- **paint**: to add a card to your painting, a brush must stand on a studio landscape of the
  kind the card's painting half needs; a **universal** landscape counts as any kind but costs
  2 points at the end (`kanagawa.paint.landscape`). A card with **two** landscape icons needs
  two brushes on two different studio cards of that landscape (`kanagawa.paint.double`).
  On the board: click the card in your hand, then its *Paint* button.

Painted cards go to the right of your painting: P1, P2...
""",
            f"""
## 筆刷:放置、移動、彩繪

> 把筆刷放置與移動好是其中一個致勝的關鍵

(`{SOURCE}`)在你回合的任何時候,有三種行動:

- **放置**:把面前(備用)的一個筆刷放到畫室中一個空的風景上(`kanagawa.brush.place`):
  每個風景一個筆刷(`kanagawa.brush.one-per-landscape`),而且只能放在有風景的畫室卡片上
  (`kanagawa.brush.landscape-only`)。在棋盤上:點那個空的風景;
- **移動**:把筆刷移到畫室中任何另一個空的風景,要用掉一個雙箭號,每個雙箭號每回合只能用一次
  (`kanagawa.brush.move`)。在棋盤上:先點筆刷,再點空的風景;
- **彩繪**:要把卡片加入畫作,必須有筆刷站在該卡片畫作那一半所需種類的畫室風景上;**萬用**風景
  可以當作任何種類,但遊戲結束時扣 2 分(`kanagawa.paint.landscape`)。有**兩個**風景符號的卡片,
  需要兩個筆刷分別站在兩張不同、具有該風景的畫室卡片上(`kanagawa.paint.double`)。在棋盤上:
  點手上的卡片,再按它的「彩繪」按鈕。

彩繪的卡片接在畫作的右邊:P1、P2……
""")),
        Task(
            "first-paint",
            T("Add T07 to your painting.", "把 T07 加入你的畫作。"),
            PAINT_FIRST,
            Reach(_painted("T07"), T("T07 needs a brush on an ocean.",
                                     "T07 需要一個站在海洋上的筆刷。"),
                  within=2),
            solution=("place brush on S0", "paint T07 with S0"),
            hints=(T("Look at the landscape icon T07's painting needs, and at your studio's "
                     "landscapes.", "看 T07 畫作需要的風景圖示,再看你畫室的風景。"),
                   T("First a brush on the ocean of your start tile, then paint.",
                     "先在起始板塊的海洋上放一個筆刷,再彩繪。")),
            highlight=("place brush on S0",),
            rules=("kanagawa.brush.place", "kanagawa.paint.landscape"),
            wrong="paint T07 with S0", wrong_rule="kanagawa.paint.landscape",
            explain={"studio T07": T("In the studio T07 would be an ocean landscape, not a "
                                     "painting.", "放進畫室的話,T07 只是一個海洋風景,不是畫作。")},
            success=T("T07 is P1: a tree, winter, and a bonus point. Your brush stays on the "
                      "ocean for the next turns.",
                      "T07 成為 P1:一棵樹、冬天,還有 1 點獎勵分數。你的筆刷會留在海洋上,"
                      "之後的回合還能用。"),
        ),
        Task(
            "move-to-paint",
            T("Both your brushes are placed, and T10 needs a forest. Paint it.",
              "你的兩個筆刷都已經放好了,而 T10 需要森林。彩繪它。"),
            MOVE_TO_PAINT,
            Reach(_painted("T10"), T("No brush stands on your forest (S1).",
                                     "你的森林(S1)上沒有筆刷。"),
                  within=2),
            solution=("move brush S0->S1", "paint T10 with S1"),
            hints=(T("You have no brush left in reserve, but a double arrow.",
                     "你沒有備用筆刷了,但有一個雙箭號。"),
                   T("Move a brush onto the forest: click it, then the empty forest.",
                     "把一個筆刷移到森林上:先點筆刷,再點空的森林。")),
            highlight=("move brush S0->S1", "move brush S2->S1"),
            rules=("kanagawa.brush.move",),
            wrong="place brush on S1", wrong_rule="kanagawa.brush.place",
            success=T("One move, one painting. The cards need not be neighbours: a brush may move "
                      "to any empty landscape of your studio.",
                      "移動一次,彩繪一張。兩張卡片不必相鄰:筆刷可以移到畫室中任何空的風景。"),
        ),
        Task(
            "two-oceans",
            T(f"Paint A02, which needs two oceans: the example of {SOURCE}.",
              f"彩繪需要兩個海洋的 A02:{SOURCE} 的範例。"),
            TWO_OCEANS,
            Reach(_painted("A02"), T("A02 needs two brushes, on two different oceans.",
                                     "A02 需要兩個筆刷,分別站在兩個不同的海洋上。"),
                  within=3),
            solution=("place brush on S0", "move brush S1->S2", "paint A02 with S0,S2"),
            hints=(T("「01 你打出你的最後一個筆刷到你畫室一個「海洋」風景上。」 01: play your last "
                     "brush onto an ocean of your studio.",
                     "「01 你打出你的最後一個筆刷到你畫室一個「海洋」風景上。」"),
                   T("「02 因為你有一個雙箭號，你把已經放在你畫室的其中一個筆刷移動到第二個"
                     "「海洋」風景。」 02: with your double arrow, move a brush already in your "
                     "studio to the second ocean. Then paint.",
                     "「02 因為你有一個雙箭號，你把已經放在你畫室的其中一個筆刷移動到第二個"
                     "「海洋」風景。」然後彩繪。")),
            highlight=("place brush on S0", "place brush on S2"),
            rules=("kanagawa.paint.double", "kanagawa.brush.move", "kanagawa.brush.place"),
            wrong="paint A02 with S0", wrong_rule="kanagawa.paint.double",
            success=T("Your last brush on one ocean, the forest brush moved to the other: 「你現在"
                      "可以打出這張卡片到你的畫作中」.",
                      "最後一個筆刷放在一個海洋上,森林上的筆刷移到另一個:"
                      "「你現在可以打出這張卡片到你的畫作中」。"),
        ),
        Task(
            "universal",
            T("A12 needs a mountain and your studio has none. Paint it anyway.",
              "A12 需要山,而你的畫室沒有山。還是把它畫上去。"),
            UNIVERSAL,
            Reach(_painted("A12"), T("Only your universal landscape (S1) can stand for a mountain.",
                                     "只有你的萬用風景(S1)可以當作山。"),
                  within=2),
            solution=("place brush on S1", "paint A12 with S1"),
            hints=(T("One studio card shows every landscape at once.",
                     "有一張畫室卡片同時代表所有風景。"),
                   T("A brush on the universal A09 (S1) paints any landscape.",
                     "站在萬用的 A09(S1)上的筆刷可以畫任何風景。")),
            highlight=("place brush on S1", "move brush S0->S1"),
            rules=("kanagawa.paint.landscape", "kanagawa.score.studio-points"),
            wrong="paint A12 with S0", wrong_rule="kanagawa.paint.landscape",
            success=T("Universal landscapes make painting easy, and cost 2 harmony points each at "
                      "the end.", "萬用風景讓彩繪變得容易,但遊戲結束時每張扣 2 和諧分數。"),
        ),
        Read(T(
            f"""
## Once per turn

Two limits keep a brush from painting twice in one turn (`{SOURCE}`):

> 每個筆刷每輪只能彩繪一個風景 (在你移動它之前或之後)。

Each brush paints once per turn, before or after it moves: moving a brush that has painted
does not make it fresh again (`kanagawa.paint.brush-once-per-turn`; a spent brush is drawn
faded).

> 你畫室的每個風景符號每輪只能使用一次。

Each landscape of your studio serves once per turn, even under another brush
(`kanagawa.paint.icon-once-per-turn`; a used landscape carries a tick). Next turn everything
is fresh again. So plan the turn's paintings before you move brushes.
""",
            f"""
## 每回合一次

有兩個限制讓一個筆刷不能在同一回合畫兩次(`{SOURCE}`):

> 每個筆刷每輪只能彩繪一個風景 (在你移動它之前或之後)。

每個筆刷每回合只畫一次,不論在移動之前或之後:移動畫過的筆刷,並不會讓它恢復
(`kanagawa.paint.brush-once-per-turn`;用過的筆刷會變淡)。

> 你畫室的每個風景符號每輪只能使用一次。

畫室的每個風景每回合只用一次,換了別的筆刷也一樣(`kanagawa.paint.icon-once-per-turn`;
用過的風景有一個勾)。下一回合一切恢復。所以移動筆刷之前,先規劃好這回合要畫哪些卡片。
""")),
        Task(
            "both-oceans",
            T("A04 and T07 both need an ocean. Paint both in this turn.",
              "A04 和 T07 都需要海洋。在這個回合把兩張都畫上去。"),
            ONCE,
            Reach(_BOTH, T("Each brush paints once per turn, even after a move: the brush that "
                           "painted cannot paint the second card.",
                           "每個筆刷每回合只畫一次,移動之後也一樣:畫過的筆刷不能再畫第二張。"),
                  within=3),
            solution=("paint A04 with S0", "move brush S2->S1", "paint T07 with S1"),
            hints=(T("You have two oceans (S0, S1) but one double arrow, and a brush that has "
                     "painted stays spent even if it moves.",
                     "你有兩個海洋(S0、S1),但只有一個雙箭號;畫過的筆刷即使移動了,也不能再畫。"),
                   T("Paint with the ocean brush, then bring the other brush (on the forest) to "
                     "the second ocean.",
                     "先用海洋上的筆刷彩繪,再把另一個筆刷(在森林上)移到第二個海洋。")),
            highlight=("paint A04 with S0", "paint T07 with S0"),
            rules=("kanagawa.paint.brush-once-per-turn", "kanagawa.brush.move"),
            wrong="move brush S0->S1",
            explain={"move brush S0->S1": T("Then both oceans would share one brush and your only "
                                            "double arrow is spent: the second card could not be "
                                            "painted.", "這樣兩個海洋只有一個筆刷,而你唯一的雙箭號"
                                                       "也用掉了:第二張卡片畫不了。")},
            success=T("Two paintings in one turn: each brush painted once, each landscape served "
                      "once.", "一回合畫了兩張:每個筆刷畫一次,每個風景用一次。"),
        ),
        Task(
            "third-tree",
            T("Your painting shows one tree. Paint a card that brings it to three trees.",
              "你的畫作中有一棵樹。彩繪一張卡片,讓畫作中的樹達到三棵。"),
            THIRD_TREE,
            Reach(lambda start, now: _trees(now) >= 3,
                  T("You can paint only one ocean card this turn: choose the one with two trees.",
                    "這回合你只能彩繪一張需要海洋的卡片:選有兩棵樹的那張。")),
            solution=("paint T14 with S0",),
            hints=(T("Count the tree icons on the painting halves of your two cards.",
                     "數一數你兩張卡片畫作那一半上的樹。"),
                   T("One brush, one ocean: only one of them can be painted now.",
                     "一個筆刷、一個海洋:現在只能畫其中一張。")),
            highlight=("paint T14 with S0",),
            rules=("kanagawa.paint.landscape",),
            wrong="paint T06 with S0",
            explain={"paint T06 with S0": T("T06 shows one tree: that makes two, and your ocean "
                                            "brush is then spent.",
                                            "T06 只有一棵樹:這樣只有兩棵,"
                                            "而你海洋上的筆刷也用掉了。")},
            success=T("Three trees! Your painting now meets the first tree diploma: lesson 5 "
                      "starts here.",
                      "三棵樹!你的畫作現在符合第一個樹證書的條件:第 5 課從這裡開始。"),
        ),
        Quiz((
            LegalOrNot("q-one-brush", then(PAINT_FIRST, "place brush on S0"), "place brush on S0",
                       note=T("A brush already stands on S0.", "S0 上已經有一個筆刷。")),
            LegalOrNot("q-no-landscape", then(BRUSH_ICON, "studio A04; decline diploma brushes-3"),
                       "place brush on S1",
                       note=T("S1 is A04: a brush icon, but no landscape.",
                              "S1 是 A04:有筆刷符號,但沒有風景。")),
            LegalOrNot("q-spent", then(ONCE, "paint A04 with S0; move brush S0->S1"),
                       "paint T07 with S1",
                       note=T("The brush on S1 painted A04 before it moved.",
                              "S1 上的筆刷在移動之前已經畫過 A04。")),
            LegalOrNot("q-used-ocean", then(ONCE_TWO_ARROWS,
                                            "paint A04 with S0; move brush S0->S1; "
                                            "move brush S2->S0"),
                       "paint T07 with S0",
                       note=T("A fresh brush, but the ocean S0 has already served this turn "
                              f"(「你畫室的每個風景符號每輪只能使用一次」, {SOURCE}).",
                              "筆刷是新的,但 S0 的海洋這回合已經用過了"
                              f"(「你畫室的每個風景符號每輪只能使用一次」,{SOURCE})。")),
            HowMany("q-universal", T("What do Blue's studio points come to, with the universal "
                                     "A09 in the studio?",
                                     "畫室中有萬用的 A09,藍方的畫室分數是多少?"),
                    UNIVERSAL, lambda s: s.scores().points[0]["studio"],
                    T("A universal landscape prints -2 harmony points; the start tile prints none.",
                      "萬用風景印著 -2 和諧分數;起始板塊沒有分數。"),
                    rules=("kanagawa.score.studio-points",)),
        )),
    ),
    recap=T("A brush paints the landscape it stands on (universal: any), two icons need two "
            "brushes on two cards. Place from your reserve, move with double arrows; each brush "
            "paints once and each landscape serves once per turn.",
            "筆刷彩繪它所站的風景(萬用:任何風景),兩個符號需要兩張卡片上的兩個筆刷。從備用區放置,"
            "用雙箭號移動;每回合每個筆刷只畫一次,每個風景只用一次。"),
    mistakes=(T("Moving a brush that has painted, hoping it paints again.",
                "移動已經畫過的筆刷,以為它能再畫一次。"),
              T("Painting a two-icon card with one brush, or two brushes on the same card.",
                "用一個筆刷,或同一張卡片上的兩個筆刷,去畫有兩個符號的卡片。"),
              T("Forgetting that a universal landscape costs 2 points.",
                "忘了萬用風景要扣 2 分。")),
)


# -- 5. diplomas -------------------------------------------------------------------------------

DIPLOMAS = Lesson(
    game="kanagawa", number=5, slug="diplomas",
    title=T("Diplomas", "證書"),
    minutes=20,
    objectives=(
        T("take or decline a diploma as soon as you meet it", "一符合證書的條件,就決定拿取或放棄"),
        T("weigh a sure diploma now against a higher one of the same group later",
          "權衡現在確定的證書,和之後同一組更高分的證書"),
        T("use diploma rewards: a brush, a storm token, the Assistant pawn",
          "運用證書的獎勵:筆刷、風暴指示物、助手棋子"),
    ),
    steps=(
        Read(T(
            f"""
## Take it, or aim higher

> 一旦你的畫作達成場中央一個證書所需的條件，你必須立刻選擇要拿取它或放棄它，
> 試看看能不能有更好的突破！

As soon as your painting (or studio) meets the condition of a diploma still on the board,
you must choose at once: take it, or decline it and try for something better
(`kanagawa.diploma.qualify`). Four rules go with it:

- **one diploma per group**: taking one closes the other diplomas of its group to you
  (`kanagawa.diploma.one-per-group`);
- **declined for good**: a diploma you decline can never be yours, but the harder ones of its
  group stay open (`kanagawa.diploma.declined-lost`);
- **first come, first served**: each tile exists once (`kanagawa.diploma.first-come`);
- **rewards at once**: a brush, a storm token or the Assistant pawn
  (`kanagawa.diploma.reward`).

The painting diplomas count trees, different buildings or characters, identical characters,
or particular animals; the studio diplomas count brush icons, double arrows, or studio cards
of one landscape. Hover a diploma on the board to read it.

The summary's example (`{SOURCE}`): 「你打出一張卡片到你的畫作，該畫作已經有第三個樹。你接著必須
決定是否拿取第一個「樹」證書，或者放棄它。」 You paint a card that brings your third tree; now
take the first tree diploma (3 points, and no other tree diploma for you), or decline it and
aim for the fourth tree (4 points and a storm token) or the fifth (7 points and the
Assistant).
""",
            f"""
## 拿取,或瞄準更高分

> 一旦你的畫作達成場中央一個證書所需的條件，你必須立刻選擇要拿取它或放棄它，
> 試看看能不能有更好的突破！

當你的畫作(或畫室)符合場上某個證書的條件時,你必須立刻選擇:拿取它,或放棄它並爭取更好的
(`kanagawa.diploma.qualify`)。相關的規則有四條:

- **每組一個**:拿了一個,同組的其他證書你就不能再拿(`kanagawa.diploma.one-per-group`);
- **放棄就不能再拿**:放棄的證書永遠不會是你的,但同組更難的證書仍然可以爭取
  (`kanagawa.diploma.declined-lost`);
- **先到先得**:每個證書板塊只有一個(`kanagawa.diploma.first-come`);
- **獎勵立刻生效**:筆刷、風暴指示物或助手棋子(`kanagawa.diploma.reward`)。

畫作證書計算樹、不同的建築物或角色、相同的角色,或特定的動物;畫室證書計算筆刷符號、雙箭號,
或同一種風景的畫室卡片。把滑鼠移到圖板上的證書就能讀到說明。

摘要的範例(`{SOURCE}`):「你打出一張卡片到你的畫作，該畫作已經有第三個樹。你接著必須決定是否
拿取第一個「樹」證書，或者放棄它。」拿取第一個樹證書(3 分,之後不能再拿別的樹證書),或放棄它,
爭取第四棵樹(4 分和一個風暴指示物)或第五棵樹(7 分和助手棋子)。
""")),
        Task(
            "take-trees",
            T("Your painting has three trees. As in the example, take the first tree diploma.",
              "你的畫作有三棵樹了。和範例一樣,拿取第一個樹證書。"),
            TREES_THREE,
            Play(("take diploma trees-3",), T("In the example you take it.", "範例中你拿取了它。")),
            solution=("take diploma trees-3",),
            hints=(T("Nothing else is allowed until you decide about the diploma.",
                     "在你對證書做出決定之前,不能做別的事。"),
                   T("The turn panel has a Take and a Decline button.",
                     "回合面板上有「拿取」和「放棄」按鈕。")),
            highlight=("take diploma trees-3",),
            rules=("kanagawa.diploma.qualify", "kanagawa.score.diplomas"),
            wrong="end turn", wrong_rule="kanagawa.diploma.qualify",
            explain={"decline diploma trees-3": T("That is the other choice: try it in the next "
                                                  "task.", "那是另一個選擇:在下一個任務試試看。")},
            success=T("「這會在遊戲結束時給予你 3 分。」 Three points at the end; the other two "
                      "tree "
                      "diplomas are now closed to you.",
                      "「這會在遊戲結束時給予你 3 分。藉由拿取這個證書，"
                      "你不能再拿取該種類證書的另外兩個證書。」"),
        ),
        Task(
            "decline-trees",
            T("Same position. This time keep the tree group open: you hope for a fourth tree "
              "soon.", "同一個局面。這次讓樹這一組保持開放:你希望很快就有第四棵樹。"),
            TREES_THREE,
            Play(("decline diploma trees-3",), T("Taking trees-3 closes the tree group to you.",
                                                 "拿取 `trees-3` 會讓你不能再拿樹這一組的證書。")),
            solution=("decline diploma trees-3",),
            hints=(T("Declining gives up this tile only.", "放棄只會失去這一個證書。"),
                   T("The harder tree diplomas stay open after a decline.",
                     "放棄之後,更難的樹證書仍然開放。")),
            highlight=("decline diploma trees-3",),
            rules=("kanagawa.diploma.declined-lost", "kanagawa.diploma.one-per-group"),
            wrong="take diploma trees-3",
            explain={"take diploma trees-3": T("Taking it closes the tree group: no 4-point or "
                                               "7-point tree diploma for you then.",
                                               "拿了它,樹這一組就關閉了:之後你就拿不到 4 分或 7 "
                                               "分的樹證書。")},
            success=T("Declined: 「你不能再拿取你已經放棄的證書」, but trees-4 and trees-5 are "
                      "still "
                      "yours to win.", "已放棄:「你不能再拿取你已經放棄的證書」,但 `trees-4` 和 "
                                       "`trees-5` 仍然可以爭取。"),
        ),
        Task(
            "fourth-tree",
            T("You declined the first tree diploma last lesson. Paint your fourth tree and take "
              "the best tree diploma you can.",
              "你上一輪放棄了第一個樹證書。畫上第四棵樹,並拿取你能拿到的最好的樹證書。"),
            FOURTH_TREE,
            Reach(lambda start, now: "trees-4" in now.areas[0].diplomas,
                  T("Four trees meet trees-4: 4 points and a storm token.",
                    "四棵樹符合 `trees-4`:4 分和一個風暴指示物。"),
                  within=3),
            solution=("place brush on S1", "paint T05 with S1", "take diploma trees-4"),
            hints=(T("T05 needs a mountain: your studio's S1 (T06) is one, and a brush waits in "
                     "your reserve.", "T05 需要山:你畫室的 S1(T06)就是山,而你還有一個備用筆刷。"),
                   T("Once painted, the fourth tree offers a diploma: take it.",
                     "畫上之後,第四棵樹會讓你符合一個證書:拿取它。")),
            highlight=("place brush on S1",),
            rules=("kanagawa.diploma.reward", "kanagawa.diploma.declined-lost"),
            wrong="take diploma trees-3", wrong_rule="kanagawa.diploma.declined-lost",
            success=T("Four points and a storm token (lesson 6). A fifth tree would have offered "
                      "trees-5, but you may hold only one tree diploma.",
                      "4 分和一個風暴指示物(第 6 課)。第五棵樹原本可以換 `trees-5`,"
                      "但樹證書你只能有一個。"),
        ),
        Task(
            "brush-reward",
            T("Your painting shows a boar. Win a brush from a diploma.",
              "你的畫作中有一隻山豬。從證書贏得一個筆刷。"),
            BOAR_DEER,
            Reach(lambda start, now: "animals-boar-deer" in now.areas[0].diplomas,
                  T("The boar-and-deer diploma gives 3 points and a brush.",
                    "山豬與鹿的證書給 3 分和一個筆刷。"),
                  within=2),
            solution=("paint A10 with S0", "take diploma animals-boar-deer"),
            hints=(T("Which diplomas show a brush as their reward? Hover them.",
                     "哪些證書的獎勵是筆刷?把滑鼠移到它們上面看看。"),
                   T("A boar and a deer: A10 is a deer.", "一隻山豬和一隻鹿:A10 是鹿。")),
            highlight=("paint A10 with S0",),
            rules=("kanagawa.diploma.reward", "kanagawa.diploma.qualify"),
            wrong="studio A10",
            explain={"studio A10": T("In the studio A10 is no deer: only the painting counts for "
                                     "the animal diplomas.",
                                     "放進畫室的 A10 不算鹿:動物證書只計算畫作。")},
            success=T("A brush from the supply joins your reserve at once.",
                      "一個筆刷立刻從供應區來到你面前。"),
        ),
        Task(
            "monks",
            T("Your painting shows two monks. Paint a third and take the 9-point characters "
              "diploma.", "你的畫作中有兩位僧侶。畫上第三位,並拿取 9 分的角色證書。"),
            MONKS,
            Reach(lambda start, now: "characters-identical" in now.areas[0].diplomas,
                  T("Three identical characters meet the 9-point diploma.",
                    "三個相同的角色符合 9 分的證書。"),
                  within=2),
            solution=("paint C15 with S1", "take diploma characters-identical"),
            hints=(T("C15 is a monk; it needs a plain, and your studio has no plain.",
                     "C15 是僧侶;它需要平原,而你的畫室沒有平原。"),
                   T("Your universal landscape (S1) holds a fresh brush.",
                     "你的萬用風景(S1)上有一個還沒用過的筆刷。")),
            highlight=("paint C15 with S1",),
            rules=("kanagawa.diploma.characters-identical", "kanagawa.diploma.qualify"),
            wrong="paint C15 with S0", wrong_rule="kanagawa.paint.landscape",
            success=T(f"Nine points. Note: {SOURCE} asks for 4 identical characters, but two "
                      "transcriptions of the real tiles say 3, and with only 3 or 4 copies of "
                      "each character in the deck 4 would almost never happen. The engine uses "
                      "3; the option characters_identical=4 gives the summary's reading (lesson 9)"
                      ".",
                      f"9 分。注意:{SOURCE} 寫的是 4 個相同的角色,但兩份實體板塊的整理都寫 3 個,"
                      f"而且"
                      "牌庫中每種角色只有 3 或 4 張,4 個幾乎不可能。規則引擎使用 3;選項 "
                      "`characters_identical=4` 採用摘要的說法(第 9 課)。"),
        ),
        Read(T(
            """
Three diploma counts are our readings where the sources say little (lesson 9 lists them):
the **identical characters** need 3, not the summary's 4 (above); the **brush diplomas**
count the brush icons of your studio, the start tile's two included, not the brushes won
from diplomas; the **landscape diplomas** count the most studio cards of one landscape, the
start tile included, and a universal card is a kind of its own there, not a wild card.
""",
            """
有三個證書的計算方式,是在來源說明不多時我們採用的解讀(第 9 課列出):**相同角色**需要 3 個,而不是
摘要的 4 個(見上);**筆刷證書**計算畫室中的筆刷符號,包括起始板塊的兩個,但不算從證書得到的
筆刷;**風景證書**計算同一種風景最多有幾張畫室卡片,包括起始板塊,而萬用卡在這裡是獨立的一種,
不能當作任何風景。
""")),
        Quiz((
            LegalOrNot("q-one-per-group", TOOK_TREES_THREE, "take diploma trees-4",
                       note=T("Blue took trees-3 last lesson; four trees now, but the tree group "
                              "is closed to Blue.",
                              "藍方上一輪拿了 `trees-3`;現在有四棵樹,但樹這一組已經對藍方關閉。")),
            LegalOrNot("q-first-come", FIRST_COME, "take diploma landscapes-2",
                       note=T("Blue's studio shows two oceans, but Red took that tile first.",
                              "藍方的畫室有兩個海洋,但紅方先拿走了那個板塊。")),
            HowMany("q-points", T("Blue has painted the fourth tree and taken trees-4. How many "
                                  "storm tokens does Blue hold?",
                                  "藍方畫上第四棵樹並拿取了 `trees-4`。藍方有幾個風暴指示物?"),
                    then(FOURTH_TREE, "place brush on S1; paint T05 with S1; "
                                      "take diploma trees-4"),
                    lambda s: s.areas[0].storms,
                    T("trees-4 brings 4 points and a storm token, at once.",
                      "`trees-4` 立刻帶來 4 分和一個風暴指示物。"),
                    rules=("kanagawa.diploma.reward",)),
            Choose("q-brushes", T("Blue's studio shows the start tile's two brush icons; Blue also "
                                  "won a brush from the boar-and-deer diploma, so Blue owns three "
                                  "brushes. Does Blue meet brushes-3?",
                                  "藍方畫室有起始板塊的兩個筆刷符號;"
                                  "藍方另外從山豬與鹿的證書得到一個"
                                  "筆刷,所以擁有三個筆刷。藍方符合 `brushes-3` 嗎?"),
                   (T("yes: Blue owns three brushes", "符合:藍方擁有三個筆刷"),
                    T("no: the diploma counts brush icons in the studio, and there are two",
                      "不符合:這個證書計算畫室中的筆刷符號,只有兩個")),
                   lambda s: 0 if s.meets(0, "brushes-3") else 1,
                   T("Brushes won from diplomas do not count (our reading; the option "
                     "brush_diploma='owned' counts them).",
                     "從證書得到的筆刷不算(我們的解讀;選項 `brush_diploma='owned'` 會算進去)。"),
                   rules=("kanagawa.diploma.brush-count",),
                   position=then(BOAR_DEER, "paint A10 with S0; take diploma animals-boar-deer")),
            HowMany("q-landscapes", T("For the landscape diplomas, how many studio cards of one "
                                      "landscape does Blue have (an ocean start tile and the "
                                      "universal A09)?",
                                      "就風景證書而言,"
                                      "藍方有幾張同一種風景的畫室卡片(海洋起始板塊和萬用的 A09)?"),
                    UNIVERSAL, lambda s: s.same_landscape(0),
                    T("The universal card is a kind of its own here, not a second ocean.",
                      "萬用卡在這裡是獨立的一種,不算第二個海洋。"),
                    rules=("kanagawa.diploma.landscape-count",)),
        )),
    ),
    recap=T("Meet a diploma, decide at once: take it (and close its group to you) or decline it "
            "for good (and aim higher). Each tile once; rewards act at once.",
            "一符合證書就立刻決定:拿取(同組對你關閉),或永久放棄(並爭取更高分)。每個板塊只有一個;"
            "獎勵立刻生效。"),
    mistakes=(T("Declining a diploma and hoping to take it later.", "放棄證書後,還想之後再拿。"),
              T("Taking a low diploma early and then hoping for a higher one of the same group.",
                "太早拿了低分的證書,之後還想拿同組更高分的。"),
              T("Counting studio cards for a painting diploma (or the reverse).",
                "把畫室卡片算進畫作證書(或反過來)。")),
)


# -- 6. the end and scoring --------------------------------------------------------------------


def _run(state, seat: int = 0) -> int:
    return state.scores().points[seat]["season"]


THE_END = Lesson(
    game="kanagawa", number=6, slug="the-end-and-scoring",
    title=T("The end and scoring", "遊戲結束與計分"),
    minutes=30,
    objectives=(
        T("tell when the game ends: 11 lesson cards in a painting, or the deck runs out",
          "知道遊戲何時結束:畫作中有 11 張課程卡,或牌庫用完"),
        T("place a storm token where it lengthens a season run",
          "把風暴指示物放在能延長季節連續段的位置"),
        T("fill in a score sheet, items A to E", "填寫計分表的 A 到 E 項"),
    ),
    steps=(
        Read(T(
            f"""
## When the game ends

> 當以下兩種情況其中之一達成時，遊戲結束：1) 牌庫耗盡……或 當一輪結束時，
> 有一個或多個玩家的畫作中至少有 11 張卡片。

The game ends at the end of the lesson in which a painting reaches 11 cards, or in which the
deck runs out (`kanagawa.end.trigger`): the lesson is always finished first. When the Grand
Master deals the deck's last card, the pupils still in class may not wait any more: they take
columns in turn order, even short ones (`kanagawa.lesson.deck-empty`).

**Which 11 cards?** Both summaries say "at least 11 cards in the painting" without saying
whether the start tile is one of them. We count **11 lesson cards**, the start tile not
included: one transcription of the cards ends there, and `{SOURCE}`'s scoring adds
(包含起始板塊, "start tile included") exactly where it does count the tile
(`kanagawa.end.start-tile-count`, an assumption; the option `end_counts_start_tile` counts it).

**The last Grand Master.** After the last lesson too, whoever holds the Assistant pawn takes
the Grand Master pawn, before scoring: the summary's effect text (「一輪結束時…如果你持有助手棋子，
你拿取大師棋子」) makes no exception for the last lesson (`kanagawa.end.grand-master-passes`, an
assumption; the option `grand_master_passes_at_end=False` keeps the pawn with the last
dealer). So in the last lesson the Assistant is worth 2 points.
""",
            f"""
## 遊戲何時結束

> 當以下兩種情況其中之一達成時，遊戲結束：1) 牌庫耗盡……或 當一輪結束時，
> 有一個或多個玩家的畫作中至少有 11 張卡片。

在某一輪中有玩家的畫作達到 11 張卡片,或者牌庫用完,遊戲就在那一輪結束時結束
(`kanagawa.end.trigger`):這一輪一定會先進行完。大師發出牌庫最後一張卡片時,還在學堂的玩家
不能再等待:他們依回合順序各拿一欄,即使卡片比較少(`kanagawa.lesson.deck-empty`)。

**哪 11 張?**兩份摘要都說「畫作中至少有 11 張卡片」,沒有說起始板塊算不算。我們計算 **11 張課程卡**,
不包括起始板塊:一份卡片整理在這時結束,而 `{SOURCE}` 的計分正是在計入起始板塊的地方才加上
「(包含起始板塊)」(`kanagawa.end.start-tile-count`,一個假設;選項 `end_counts_start_tile` 則計入)。

**最後的大師。**最後一輪結束後也一樣,持有助手棋子的玩家在計分之前拿取大師棋子:摘要的效果說明
(「一輪結束時…如果你持有助手棋子，你拿取大師棋子」)沒有為最後一輪設例外
(`kanagawa.end.grand-master-passes`,一個假設;選項 `grand_master_passes_at_end=False` 讓大師棋子
留在最後發牌的玩家手上)。所以在最後一輪,助手棋子值 2 分。
""")),
        Task(
            "eleventh",
            T("A game that ends with the summary's example score sheet, at Blue's last turn: "
              "your painting holds ten lesson cards. Bring it to eleven.",
              "一局以摘要的範例計分表結束的遊戲,輪到藍方的最後一個回合:你的畫作有十張課程卡。"
              "讓它達到十一張。"),
            LAST_TURN_38,
            Reach(lambda start, now: len(now.areas[0].painting) >= 11,
                  T("Only painted cards count, not cards in the studio.",
                    "只有畫作中的卡片才算,畫室裡的不算。")),
            solution=("paint T06 with S0",),
            hints=(T("T06 needs an ocean, C04 a mountain: look at where your brushes stand.",
                     "T06 需要海洋,C04 需要山:看看你的筆刷站在哪裡。"),
                   T("S0 is your ocean start tile; S1 is universal.",
                     "S0 是你的海洋起始板塊;S1 是萬用風景。")),
            highlight=("paint T06 with S0", "paint C04 with S1"),
            rules=("kanagawa.end.trigger", "kanagawa.end.start-tile-count"),
            wrong="paint C04 with S0", wrong_rule="kanagawa.paint.landscape",
            success=T("Eleven lesson cards: the game will end with this lesson, once Red has taken "
                      "its column too.",
                      "十一張課程卡:等紅方也拿完這一輪的一欄,遊戲就在這一輪結束。"),
        ),
        Task(
            "last-master",
            T("Last lesson of another game: the deck is empty and Red holds the Assistant pawn. "
              "Make sure the Grand Master's 2 points are yours.",
              "另一局的最後一輪:牌庫已經用完,助手棋子在紅方手上。確保大師的 2 分歸你。"),
            LAST_ASSISTANT,
            Reach(lambda start, now: now.assistant == 0,
                  T("The 2 points go to whoever holds the Assistant pawn when the last lesson "
                    "ends.", "這 2 分歸最後一輪結束時持有助手棋子的玩家。")),
            solution=("studio C16",),
            hints=(T("Who takes the Grand Master pawn after the last lesson?",
                     "最後一輪結束後,誰拿取大師棋子?"),
                   T("C16's studio half shows the Assistant icon.",
                     "C16 的畫室那一半有助手符號。")),
            highlight=("studio C16",),
            rules=("kanagawa.end.grand-master-passes", "kanagawa.score.grand-master",
                   "kanagawa.studio.assistant-icon"),
            wrong="end turn", wrong_rule="kanagawa.turn.keep",
            success=T("You hold the Assistant: after this lesson you take the Grand Master pawn, "
                      "and with it item E: 2 points.",
                      "你持有助手棋子:這一輪結束後你拿取大師棋子,也就得到 E 項的 2 分。"),
        ),
        Task(
            "last-cards",
            T("The Grand Master has dealt the deck's last card; the third row will never come. "
              "Get your last cards of the game.",
              "大師發出了牌庫的最後一張卡片;第三排永遠不會來了。拿到你這局遊戲的最後幾張卡片。"),
            DECK_EMPTY,
            Reach(lambda start, now: bool(now.areas[0].hand),
                  T("Take a column.", "拿取一欄。")),
            solution=("take column 1",),
            hints=(T("Can anyone wait when the deck is empty?", "牌庫用完時,還有人能等待嗎?"),
                   T("Both columns are yours to choose: take either.",
                     "兩欄都可以選:拿任何一欄。")),
            highlight=("take column 1", "take column 2"),
            rules=("kanagawa.lesson.deck-empty", "kanagawa.end.trigger"),
            wrong="wait", wrong_rule="kanagawa.lesson.deck-empty",
            success=T("Red takes the other column, and the game ends with this lesson: then come "
                      "the storm tokens and the scoring.",
                      "紅方拿走另一欄,遊戲就在這一輪結束:接著放風暴指示物並計分。"),
        ),
        Read(T(
            f"""
## Storm tokens

A storm token comes from a diploma (the 4-point trees, buildings and characters diplomas).
Before scoring, each token goes on a card of its owner's painting, which then takes the
season you choose (`kanagawa.end.storm-tokens`). The summary's example:

> 範例：遊戲結束時，你把一個風暴指示物放到你第三張課程卡上。你決定把這個指示物轉換成「春天」，
> 以獲得連續五張春天卡並贏得多數。

At the end you put a storm token on your third lesson card and turn it into spring, which
gives five spring cards in a row. Here is that painting: a spring start tile (P0), then
spring, spring, **summer**, spring. (`{SOURCE}`'s end section writes 畫室, studio, where its
components section writes 畫作, painting: we read it as a slip, since only painting cards
have a season. The start tile takes no token in our reading; that is an assumption too.)
""",
            f"""
## 風暴指示物

風暴指示物來自證書(4 分的樹、建築物和角色證書)。計分之前,把每個風暴指示物放到自己畫作中的
一張卡片上,那張卡片就變成你挑選的季節(`kanagawa.end.storm-tokens`)。摘要的範例:

> 範例：遊戲結束時，你把一個風暴指示物放到你第三張課程卡上。你決定把這個指示物轉換成「春天」，
> 以獲得連續五張春天卡並贏得多數。

這就是那幅畫作:春天的起始板塊(P0),接著是春天、春天、**夏天**、春天。(`{SOURCE}` 的遊戲結束
段落寫的是「畫室」,配件說明寫的是「畫作」:我們認為前者是筆誤,因為只有畫作卡片有季節。在我們的
解讀中,起始板塊不能放指示物;這也是一個假設。)
""")),
        Task(
            "storm",
            T("The deck has run out; before scoring you place your storm token. Make your longest "
              "run of one season as long as you can.",
              "牌庫用完了;計分前你要放置風暴指示物。讓你同一季節的最長連續段盡可能地長。"),
            STORM,
            Reach(lambda start, now: _run(now) == 5,
                  T("Find the card that breaks a run of one season, and turn it into that season.",
                    "找出打斷同一季節連續段的那張卡片,把它變成那個季節。")),
            solution=("storm on P3 as spring",),
            hints=(T("Read the season bands of your painting from P0: four springs, one summer.",
                     "從 P0 開始讀你畫作的季節色帶:四個春天,一個夏天。"),
                   T("Click a season chip under the card that sits between springs.",
                     "點夾在春天之間的那張卡片下方的季節按鈕。")),
            highlight=("storm on P3 as spring",),
            rules=("kanagawa.end.storm-tokens", "kanagawa.score.season-run"),
            wrong="storm on P0 as spring", wrong_rule="kanagawa.end.storm-tokens",
            success=T("「以獲得連續五張春天卡」: five springs in a row, P0 to P4, worth 5 points "
                      "in "
                      "item B.", "「以獲得連續五張春天卡」:P0 到 P4 連續五張春天,B 項得 5 分。"),
        ),
        Read(T(
            """
## The final scoring, A to E

> A 你畫作中每張課程卡可以得 1 分 (包含起始板塊)
>
> B 相同季節連續最長的那一段，每張課程卡可以得 1 分 (包含起始板塊)
>
> C 你畫作中課程卡，以及你畫室的分數
>
> D 你獲得的獎狀分數
>
> E 持有大師棋子的玩家獲得 2 分

- **A** 1 point per card in your painting, the start tile included (`kanagawa.score.cards`);
- **B** 1 more point per card of your longest run of side-by-side cards of one season, the
  start tile included; storm cards fit any season (`kanagawa.score.season-run`);
- **C** the bonus points printed on your painting (`kanagawa.score.painting-bonus`) and the
  points printed in your studio, +1, +2 or -2 (`kanagawa.score.studio-points`);
- **D** your diplomas (`kanagawa.score.diplomas`);
- **E** 2 points for the Grand Master (`kanagawa.score.grand-master`).

Cards still kept in hand score nothing (`kanagawa.end.kept-cards`, our assumption: no source
says). The highest total wins; tied players share the victory (`kanagawa.score.ties-shared`).

The game of the first task has ended. Count Blue's points from the board, item by item (the
small red badges are the bonus points of the painting and the points printed in the studio),
fill in Blue's column and press Check.
""",
            """
## 最終計分:A 到 E

> A 你畫作中每張課程卡可以得 1 分 (包含起始板塊)
>
> B 相同季節連續最長的那一段，每張課程卡可以得 1 分 (包含起始板塊)
>
> C 你畫作中課程卡，以及你畫室的分數
>
> D 你獲得的獎狀分數
>
> E 持有大師棋子的玩家獲得 2 分

- **A** 畫作中每張卡片 1 分,包括起始板塊(`kanagawa.score.cards`);
- **B** 同一季節相鄰卡片的最長連續段,每張再得 1 分,包括起始板塊;風暴卡可以當作任何季節
  (`kanagawa.score.season-run`);
- **C** 畫作卡片上印的獎勵分數(`kanagawa.score.painting-bonus`),以及畫室上印的
  分數:+1、+2 或 -2(`kanagawa.score.studio-points`);
- **D** 你的證書(`kanagawa.score.diplomas`);
- **E** 持有大師棋子的玩家得 2 分(`kanagawa.score.grand-master`)。

還留在手上的卡片不得分(`kanagawa.end.kept-cards`,我們的假設:沒有來源說明)。總分最高的玩家獲勝;
同分的玩家共享勝利(`kanagawa.score.ties-shared`)。

第一個任務的那局遊戲結束了。從圖板上一項一項算出藍方的分數(紅色小圓標是畫作的獎勵分數和畫室印的
分數),填入藍方那一欄,再按「檢查」。
""")),
        FillSheet("sheet-38", GAME_38, T(
            "Blue's score sheet at the end of the game: one number per line, and the total.",
            "遊戲結束時藍方的計分表:每一行填一個數字,再填總分。"),
            rules=("kanagawa.score.cards", "kanagawa.score.season-run",
                   "kanagawa.score.painting-bonus", "kanagawa.score.studio-points",
                   "kanagawa.score.diplomas", "kanagawa.score.grand-master"),
            seats=(0,)),
        Read(T(
            f"""
That is the example sheet of `{SOURCE}`, item by item: A (13 分), B (7 分), C (3 分) and (-1
分), D (14 分), E (2 分): 38 points. Blue painted with the ocean start tile and the universal
A09, two cards a lesson; a summer run of seven; bonuses on T02, A04 and B10; A05 (+1) and A09
(-2) in the studio; trees-5 and buildings-4 (7 points each); and the Assistant, so the Grand
Master pawn at the end.
""",
            f"""
這就是 `{SOURCE}` 的範例計分表:A(13 分)、B(7 分)、C(3 分)和(-1 分)、D(14 分)、E(2 分):
共 38 分。藍方用海洋起始板塊和萬用的 A09 彩繪,每輪兩張;七張連續的夏天;T02、A04 和 B10 上的
獎勵分數;畫室中的 A05(+1)和 A09(-2);`trees-5` 和 `buildings-4`(各 7 分);以及助手棋子,
所以遊戲結束時拿到大師棋子。
""")),
        Quiz((
            LegalOrNot("q-deck-empty", DECK_EMPTY, "wait",
                       note=T("The deck's last card is on the board.",
                              "牌庫最後一張卡片已經在圖板上。")),
            Choose("q-when", T("In Blue's turn Blue's painting reaches 11 lesson cards; Red has "
                               "not taken a column yet. When does the game end?",
                               "在藍方的回合,藍方的畫作達到 11 張課程卡;紅方還沒拿取任何一欄。"
                               "遊戲何時結束?"),
                   (T("at once", "立刻結束"),
                    T("at the end of this lesson, after Red has taken a column",
                      "在這一輪結束時,紅方拿過一欄之後"),
                    T("after one more lesson", "再進行一輪之後")),
                   1, T("The lesson is always finished first.", "這一輪一定會先進行完。"),
                   rules=("kanagawa.end.trigger",)),
            HowMany("q-run", T("In the 38-point game, how many points does item B (the longest "
                               "season run) give Red?",
                               "在 38 分那局遊戲中,B 項(最長的季節連續段)給紅方幾分?"),
                    GAME_38, lambda s: _run(s, 1),
                    T("Count side by side from Red's start tile (autumn): the run may include it.",
                      "從紅方的起始板塊(秋天)開始數相鄰的卡片:連續段可以包括起始板塊。"),
                    rules=("kanagawa.score.season-run",)),
            HowMany("q-red-c", T("And item C for Red: painting bonuses plus studio points?",
                                 "那紅方的 C 項呢:畫作獎勵分數加上畫室分數?"),
                    GAME_38, lambda s: s.scores().points[1]["painting"]
                    + s.scores().points[1]["studio"],
                    T("Bonus points on Red's painted cards, plus the studio's printed points "
                      "(C18 is universal: -2).",
                      "紅方畫作卡片上的獎勵分數,加上畫室印的分數(C18 是萬用風景:-2)。"),
                    rules=("kanagawa.score.painting-bonus", "kanagawa.score.studio-points")),
            Choose("q-tie", T("Two pupils end with the same highest total. Who wins?",
                              "兩位玩家以相同的最高總分結束。誰獲勝?"),
                   (T("the one with more diplomas", "證書比較多的"),
                    T("the Grand Master", "大師"),
                    T("both: they share the victory", "兩人都贏:共享勝利")),
                   2, T("「如果還是平手，平手的玩家共享勝利。」",
                        "「如果還是平手，平手的玩家共享勝利。」"),
                   rules=("kanagawa.score.ties-shared",)),
            Choose("q-kept", T("Blue ends the game with C08 kept in hand. What does it score?",
                               "藍方在遊戲結束時手上還保留著 C08。它得幾分?"),
                   (T("nothing",
                      "不得分"), T("1 point, like a painted card", "1 分,和畫作卡片一樣"),
                    T("its studio points", "它的畫室分數")),
                   0, T("A kept card is in neither the painting nor the studio (our assumption: "
                        "no source says).",
                        "保留的卡片既不在畫作也不在畫室(我們的假設:沒有來源說明)。"),
                   rules=("kanagawa.end.kept-cards",)),
        )),
    ),
    recap=T("The game ends with the lesson in which a painting reaches 11 lesson cards or the deck "
            "runs out. Storm tokens change a painted card's season. Score A cards, B longest "
            "season run, C bonuses and studio points, D diplomas, E the Grand Master's 2.",
            "畫作達到 11 張課程卡或牌庫用完的那一輪結束時,遊戲結束。風暴指示物改變畫作卡片的季節。"
            "計分:A 卡片、B 最長季節連續段、C 獎勵分數與畫室分數、D 證書、E 大師的 2 分。"),
    mistakes=(T("Ending the game in the middle of a lesson.", "在一輪進行到一半時就結束遊戲。"),
              T("Forgetting the start tile in items A and B.", "A 項和 B 項忘了算起始板塊。"),
              T("Forgetting the -2 of universal landscapes in item C.", "C 項忘了萬用風景的 -2。")),
)


# -- 7. explorer -------------------------------------------------------------------------------

_LAST_TURN = ("paint T06 with S0", "take diploma trees-5", "paint C04 with S1",
              "decline diploma characters-2")

EXPLORER = Lesson(
    game="kanagawa", number=7, slug="scoring-explorer",
    title=T("What if? An explorer", "如果這樣走呢?探索"),
    minutes=20,
    objectives=(
        T("compare two moves from the same position by playing many games on from each",
          "從同一個局面比較兩步棋:從每一步各往下玩很多局"),
        T("predict before you look, then read the charts of margins and score items",
          "先預測再看結果,並讀懂領先分數和各計分項目的圖表"),
    ),
    steps=(
        Read(T(
            """
## Predict, then see

A position never changes when you try a move on it: the explorer plays each of two moves
on its own copy, then lets bots play many games on to the end, and draws what came of it:
the mover's final margin (own total minus the best other total) after each move, and the
mean points of each scoring item.

1. Choose a position (or paste a position code: every board shows one under *Position
   code*; the tutor checks that a pasted position is a real one).
2. Choose two moves, **A** and **B**.
3. **Predict** which ends better for the player who makes it, then press **Reveal**.

Bots are not masters: *greedy* looks one move ahead on the score sheet, *random* plays any
legal move. Twenty games are a hint, not a proof: raise the number before you trust a small
difference. Good questions to try: take or decline the first tree diploma? Which storm
token placement? Paint T06 or put it in the studio in the last turn? Wait or take at the
very first decision?
""",
            """
## 先預測,再揭曉

在局面上試走一步,原來的局面不會改變:探索工具把兩步棋各放在自己的副本上走,再讓電腦往下玩很多局
直到結束,並畫出結果:每一步之後,走的人最後的領先分數(自己的總分減去最高的對手),以及各計分
項目的平均得分。

1. 選一個局面(或貼上局面代碼:每個棋盤下方的「局面代碼」都有一段;貼上的局面會先檢查是否合法)。
2. 選兩步棋:**A** 和 **B**。
3. 先**預測**哪一步對走的人比較有利,再按**揭曉**。

電腦不是大師:「貪心」只看下一步的計分表,「隨機」走任何合法的一步。二十局只是參考,不是證明:
差距不大時,先把局數調高再相信結果。可以試試這些問題:第一個樹證書要拿還是放棄?風暴指示物放哪裡?
最後一回合 T06 要彩繪還是放進畫室?第一個決定要等待還是拿取?
""")),
        Explore("what-if", (
            (T("Take or decline the first tree diploma?", "第一個樹證書:拿取或放棄?"), TREES_THREE),
            (T("Where does the storm token go?", "風暴指示物放在哪裡?"), STORM),
            (T("Blue's last turn in the 38-point game",
               "38 分那局中藍方的最後一回合"), LAST_TURN_38),
            (T("The very first decision: wait or take?", "第一個決定:等待或拿取?"), FIRST_TREE),
        ), games=20),
        Quiz((
            HowMany("q-take-now", T("If Blue takes trees-3 here, by how many points does Blue's "
                                    "total grow at once?",
                                    "如果藍方在這裡拿取 `trees-3`,藍方的總分立刻增加幾分?"),
                    TREES_THREE, lambda s: s.apply("take diploma trees-3").scores().totals[0]
                    - s.scores().totals[0],
                    T("A diploma scores its points in item D; declining scores nothing now.",
                      "證書的分數算在 D 項;放棄的話現在什麼都不得。"),
                    rules=("kanagawa.score.diplomas",)),
            HowMany("q-best-storm", T("What is the longest season run Blue can reach with the "
                                      "storm token?",
                                      "藍方用風暴指示物能達到的最長季節連續段是多少?"),
                    STORM, lambda s: max(_run(s.apply(a)) for a in s.legal_actions()),
                    T("Try every placement on a copy: only the third lesson card, turned to spring,"
                      " "
                      "makes five.",
                      "在副本上試每一種放法:只有第三張課程卡變成春天,才有五張連續。"),
                    rules=("kanagawa.end.storm-tokens", "kanagawa.score.season-run")),
            HowMany("q-last-turn", T("In Blue's last turn of the 38-point game, Blue paints T06, "
                                     "takes trees-5, paints C04 and declines characters-2. By how "
                                     "many points does Blue's total grow?",
                                     "在 38 分那局的最後一回合,藍方彩繪 T06、拿取 `trees-5`、彩繪 "
                                     "C04,"
                                     "並放棄 `characters-2`。藍方的總分增加幾分?"),
                    LAST_TURN_38, lambda s: _after(s, _LAST_TURN).scores().totals[0]
                    - s.scores().totals[0],
                    T("Two cards (A), no longer run (autumn after summer), no bonus, and 7 points "
                      "for trees-5 (D).",
                      "兩張卡片(A 項),連續段沒有變長(夏天之後是秋天),沒有獎勵分數,"
                                          "加上 `trees-5` 的 7 分(D 項)。"),
                    rules=("kanagawa.score.cards", "kanagawa.score.diplomas")),
        )),
    ),
    recap=T("Try moves on copies, predict, then let many games decide; trust differences only "
            "with enough games.", "在副本上試走、先預測,再讓很多局來判斷;局數夠多時才相信差距。"),
    mistakes=(T("Trusting a difference of a point or two from twenty games.",
                "因為二十局的一兩分差距就下結論。"),),
)


def _after(state, moves):
    for move in moves:
        state = state.apply(move)
    return state


# -- 8. games against bots ---------------------------------------------------------------------

BOTS = Lesson(
    game="kanagawa", number=8, slug="play-against-bots",
    title=T("Play against bots", "與電腦對戰"),
    minutes=30,
    objectives=(
        T("play whole games at 2, 3 and 4 players", "完整地玩 2、3、4 人的遊戲"),
        T("use what the lessons taught: when to wait, when to take, brushes, diplomas",
          "運用學到的:何時等待、何時拿取、筆刷、證書"),
    ),
    steps=(
        Read(T(
            """
## Your turn to play

You are Blue; the bots play the other seats and answer by themselves after each of your
moves. Choose the level (*random*, *greedy*: one move ahead, *strong*: a search of half a
second per move) and the number of players, then *New game*. With more pupils the school
board has more columns and more face-down slots, and a column you wait for is more likely
to be taken.

A few things to watch: the backs of the deck (which families come next), who holds the
Assistant pawn (the next Grand Master decides first), your free landscapes before you take
many cards, and the diplomas still on the board (hover them).
""",
            """
## 輪到你了

你是藍方;電腦負責其他座位,在你每走一步之後自動回應。選擇強度(「隨機」、「貪心」:只看下一步、
「強」:每步搜尋半秒)和玩家人數,再按「新的一局」。玩家越多,學堂圖板的欄就越多、正面朝下的位置
也越多,你等待的那一欄也越可能被別人拿走。

值得注意的幾件事:牌庫的卡背(接下來是哪一類)、誰拿著助手棋子(下一輪的大師先做決定)、
拿很多卡片之前你還有哪些空的風景,以及場上還剩哪些證書(把滑鼠移上去看)。
""")),
        PlayBots("vs-bots", players=(2, 3, 4)),
        Quiz((
            HowMany("q-down-4", T("How many slots of the school board are face down in a "
                                  "four-player game?",
                                  "四人遊戲時,學堂圖板上有幾個正面朝下的位置?"),
                    SEED_ROW, lambda s: sum(sum(row) for row in FACE_DOWN[s.n]),
                    T("Row 1: the third slot; row 2: the second; row 3: the first and the last.",
                      "第 1 排:第三個位置;第 2 排:第二個;第 3 排:第一個和最後一個。"),
                    rules=("kanagawa.lesson.face-down",)),
            HowMany("q-down-2", T("And with two pupils?", "兩人遊戲呢?"),
                    FIRST_TREE, lambda s: sum(sum(row) for row in FACE_DOWN[s.n]),
                    T("The first two columns of the four-player pattern (our reading for fewer "
                      "players).", "四人圖樣的前兩欄(人數較少時我們的解讀)。"),
                    rules=("kanagawa.lesson.face-down",)),
            LegalOrNot("q-three-columns", THREE_PUPILS, "take column 4",
                       note=T("Three pupils, three columns.", "三位玩家,三欄。")),
        )),
    ),
    recap=T("Whole games put every rule together: the more pupils, the more the timing of "
            "taking a column matters.",
            "完整的對局把所有規則結合起來:玩家越多,拿取一欄的時機越重要。"),
    mistakes=(T("Taking many cards with nowhere to paint them: the studio takes them, but a "
                "painting grows slowly.",
                "拿了很多卡片卻沒地方彩繪:畫室可以放,但畫作成長得很慢。"),),
)


# -- 9. sources and assumptions ----------------------------------------------------------------

SOURCES = Lesson(
    game="kanagawa", number=9, slug="sources-and-assumptions",
    title=T("Sources and assumptions", "來源與假設"),
    minutes=15,
    objectives=(
        T("know where each rule comes from", "知道每條規則的出處"),
        T("recognise the readings we chose where the sources are silent or disagree, and the "
          "options that change them",
          "認出來源沒有說明或互相矛盾時我們採用的解讀,以及改變它們的選項"),
    ),
    steps=(
        Read(T(
            f"""
## Where the rules come from

The official rulebook was not available to us. The tutor follows:

- **`{SOURCE}`**: a Traditional Chinese summary of the rules (a blog post translating the
  rulebook, with its worked examples): our main source, and the source of our Chinese terms;
- **`001_c42d7fc8bfeef299.txt`**: a Spanish summary, the same text in substance, without the
  diploma list;
- **public notes on the components and rules**: two independent transcriptions of the 72
  cards and 19 diplomas, reviews and cross-checks.

Where they are silent or disagree, the engine follows one reading, registered as an
**assumption**, and most of them have a game option. The ones you met in the lessons: the
face-down slots with 2 or 3 players (lesson 2), the backs of the deck (lesson 2), the
identical characters, 3 not 4 (lesson 5), how brushes and landscapes are counted for the
studio diplomas (lesson 5), the 11 cards without the start tile, the last Grand Master, the
storm tokens and the kept cards (lesson 6). Each comes with a note saying what the sources
say:
""",
            f"""
## 規則的出處

我們沒有拿到官方規則書。本教學依據:

- **`{SOURCE}`**:一份繁體中文的規則摘要(翻譯規則書的部落格文章,附有範例):我們的主要來源,
  也是中文用語的來源;
- **`001_c42d7fc8bfeef299.txt`**:一份西班牙文的摘要,內容大致相同,但沒有證書列表;
- **公開的配件與規則資料整理**:兩份獨立整理的 72 張卡片和 19 個證書、評論,以及交叉比對。

來源沒有說明或互相矛盾時,規則引擎採用一種解讀,登記為**假設**,大多數都有遊戲選項。你在課程中
遇過的有:2 或 3 人時正面朝下的位置(第 2 課)、牌庫的卡背(第 2 課)、相同角色是 3 個而不是 4 個
(第 5 課)、畫室證書如何計算筆刷和風景(第 5 課)、11 張不含起始板塊、最後的大師、風暴指示物,
以及保留的卡片(第 6 課)。每一個都附有說明,寫出各來源怎麼說:
""")),
        Sources("sources"),
        Read(T(
            "Check what an option changes: each question below is asked with the option "
            "switched, and the engine answers.",
            "看看選項會改變什麼:下面每一題都是在切換選項後提問,由規則引擎回答。")),
        Quiz((
            LegalOrNot("q-four-monks", with_options(then(MONKS, "paint C15 with S1"),
                                                    characters_identical=4),
                       "take diploma characters-identical",
                       rules=("kanagawa.diploma.characters-identical",),
                       note=T(f"With characters_identical=4 ({SOURCE}'s reading), three monks are "
                              "not enough.", f"選 `characters_identical=4`({SOURCE} 的說法)時,"
                                             "三位僧侶不夠。")),
            HowMany("q-no-bonus", T("With grand_master_bonus=0, what is Blue's total in the "
                                    "38-point game?",
                                    "選 `grand_master_bonus=0` 時,38 分那局中藍方的總分是多少?"),
                    with_options(GAME_38, grand_master_bonus=0), lambda s: s.scores().totals[0],
                    T("Item E is gone: both summaries give the 2 points, one transcription does "
                      "not mention them.",
                      "E 項不見了:兩份摘要都有這 2 分,有一份卡片整理沒有提到。"),
                    rules=("kanagawa.score.grand-master",)),
            HowMany("q-start-counts", T("With end_counts_start_tile=True, after how many lessons "
                                        "does the 38-point game end?",
                                        "選 `end_counts_start_tile=True` 時,38 "
                                        "分那局在第幾輪之後結束?"),
                    END_COUNTS_START_TILE, lambda s: s.lesson,
                    T("Counting the start tile, Blue's painting holds 11 cards a lesson earlier.",
                      "把起始板塊算進去,藍方的畫作提早一輪就有 11 張卡片。"),
                    rules=("kanagawa.end.start-tile-count", "kanagawa.end.trigger")),
            LegalOrNot("q-storm-start", with_options(STORM, storm_on_start_tile=True),
                       "storm on P0 as summer", rules=("kanagawa.end.storm-tokens",),
                       note=T("With storm_on_start_tile=True the start tile may take a token.",
                              "選 `storm_on_start_tile=True` 時,起始板塊可以放風暴指示物。")),
            Choose("q-last-master", T("With grand_master_passes_at_end=False, who holds the Grand "
                                      "Master pawn when this game ends, after Blue takes the "
                                      "Assistant with C16?",
                                      "選 `grand_master_passes_at_end=False` 時,藍方用 C16 "
                                      "拿到助手棋子後,"
                                      "遊戲結束時誰持有大師棋子?"),
                   SEATS[:2], lambda s: _after(s, ("studio C16", "end turn")).gm,
                   T("The pawn stays with the last dealer instead of following the Assistant.",
                     "大師棋子留在最後發牌的玩家手上,不跟著助手移動。"),
                   rules=("kanagawa.end.grand-master-passes",),
                   position=with_options(LAST_ASSISTANT, grand_master_passes_at_end=False)),
        )),
    ),
    recap=T("Every rule names its sources; where they are silent or disagree the engine follows "
            "one reading, says so, and usually offers the other as an option.",
            "每條規則都註明出處;來源沒有說明或互相矛盾時,規則引擎採用一種解讀、說明理由,並且通常"
            "提供另一種解讀作為選項。"),
    mistakes=(T("Taking an assumption for a rule of the box: check its note before arguing at "
                "the table.", "把假設當成盒中規則:在牌桌上爭論之前,先看看它的說明。"),),
)

LESSONS = (SCHOOL, THE_LESSON, STUDIO, PAINTING, DIPLOMAS, THE_END, EXPLORER, BOTS, SOURCES)
"""The Kanagawa series, in order."""

__all__ = ["LESSONS"]
