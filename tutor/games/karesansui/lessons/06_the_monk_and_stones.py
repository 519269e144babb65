"""Karesansui lesson 6: The monk and stones."""

from __future__ import annotations

from ....lessons.model import Deeper, LegalOrNot, Lesson, Quiz, Reach, Read, T, Task
from ._common import MOSS_GARDEN, SIX_TILES, game, keep, lay, stone_kinds

BOAT_PLACED = game(
    lay("G01", "a1"), keep("G13"), keep("G12"),
    lay("G01", "b1"), keep("G10", "discard"), keep("G11", "discard"),
    lay("G01", "c1"), keep("M05", "discard"), keep("M04", "discard"),
    lay("G01", "a2"), keep("M03", "discard"), keep("G09", "discard"),
    lay("G01", "b2"), keep("G08", "discard"), keep("G02", "discard"),
    "draw; tile G02; place G02 at a3; stone boat at a1",
    keep("G03", "discard"), keep("G04", "discard"),
    "draw; tile G03; place G03 at c2; use muso",
    players=3, gardeners=("muso", "jozan", "zenami"))
"""3 players: Orange placed her boat stone earlier and now uses 夢窗疏石 (any stone on any
tile); the temple board still has a boat stone."""

LESSON = Lesson(
    game="karesansui", number=6, slug="the-monk-and-stones",
    title=T("The monk and stones", "禪宗僧侶與石頭"),
    minutes=20,
    objectives=(
        T("move the monk one step", "把禪宗僧侶移動一步"),
        T("set a stone in the monk's column", "把石頭放在禪宗僧侶所在的縱列"),
        T("know where stones may not go", "知道石頭不能放在哪裡"),
    ),
    steps=(
        Read(T(
            """
## The monk

Your monk stands on the tile you laid last. In part two it may **move** one step (not
diagonally) onto a tile of your garden, even one with a stone. Why move it? It decides where
your stones may go.
""",
            """
## 禪宗僧侶

你的禪宗僧侶站在你最後放置的板塊上。後行動可以把它**移動** 1 格（不能斜走）到自家庭園的板塊上，
有石頭的也可以。為什麼要移動它？因為它決定石頭可以放在哪裡。
"""),
            sources=T(
                """
Rules `karesansui.place.monk-follows` and `karesansui.monk.move`. The summary:
「玩家可將自家顏色禪宗僧侶指示物移動1格板塊，移動時可往上、下、左、右進行移動，並可停留在有放置石
頭的板塊上」 (a player may move their monk one tile up, down, left or right, and may stop on a
tile with a stone).
""",
                """
規則 `karesansui.place.monk-follows`、`karesansui.monk.move`。摘要：「玩家可將自家顏色禪宗僧侶
指示物移動1格板塊，移動時可往上、下、左、右進行移動，並可停留在有放置石頭的板塊上」。
""")),
        Task(
            "monk-step",
            T("Move Orange's monk into the top row.", "把橘方的禪宗僧侶移到上排。"),
            SIX_TILES,
            Reach(lambda start, now: 0 <= now.monks[0] < 5,
                  T("The monk is not in the top row.", "禪宗僧侶不在上排。")),
            solution=("monk to c1",),
            hints=(T("The monk takes one step at a time, never diagonally.",
                     "禪宗僧侶一次走 1 格，不能斜走。"),
                   T("The monk may step onto a tile next to it; which of those is in the top "
                     "row?",
                     "禪宗僧侶旁邊有板塊的位置可以點；其中哪一個在上排？")),
            highlight=("monk to c1", "monk to b2"),
            rules=("karesansui.monk.move",),
            wrong="monk to b1", wrong_rule="karesansui.monk.move",
            explain={"monk to b2": T("That space is in the middle row.", "那個位置在中排。")},
            success=T("One step up: the monk is still in the same column.",
                      "往上 1 格：禪宗僧侶仍然在同一個縱列。"),
            hide_legal=True,
        ),
        Read(T(
            """
## Stones

In part two you may **take a stone** your virtue reaches (the temple board shows what each
needs); your virtue then drops to 0. The stone goes on your monk's tile or another tile of
the **same column**; with **6 virtue**, on any tile.
""",
            """
## 石頭

後行動可以**獲得一顆**德行夠得到的**石頭**（寺廟圖板標出每種石頭需要的德行）；之後德行回到 0。
石頭放在禪宗僧侶所在的板塊，或**同一縱列**的其他板塊；德行 **6 點**時，可以放在任何板塊。
"""),
            sources=T(
                """
Rules `karesansui.stone.threshold` (lesson 5's deeper part), `karesansui.stone.supply`,
`karesansui.stone.virtue-reset`, `karesansui.stone.monk-column`,
`karesansui.stone.anywhere-at-six`. The summary: 「玩家在放置石頭時，須將其擺放在禪宗僧侶的所在板塊
上，或是擺放在與禪宗僧侶同一縱列的板塊上。」 (a stone goes on the monk's tile or a tile in the
monk's column). How many stones of each kind lie on the temple board depends on the number of
players (`karesansui.setup.stones`, lesson 15).
""",
                """
規則 `karesansui.stone.threshold`（第 5 課的進階部分）、`karesansui.stone.supply`、
`karesansui.stone.virtue-reset`、`karesansui.stone.monk-column`、
`karesansui.stone.anywhere-at-six`。摘要：「玩家在放置石頭時，須將其擺放在禪宗僧侶的所在板塊上，
或是擺放在與禪宗僧侶同一縱列的板塊上。」寺廟圖板上每種石頭的數量依人數而定
（`karesansui.setup.stones`，第 15 課）。
""")),
        Task(
            "boat-stone",
            T("Orange has 5 virtue. Set the boat stone in her garden.",
              "橘方有 5 點德行。把舟石放進她的庭園。"),
            SIX_TILES,
            Reach(lambda start, now: "boat" in stone_kinds(now, 0),
                  T("The boat stone is not in Orange's garden.", "舟石不在橘方的庭園裡。"),
                  within=2),
            solution=("stone boat at c1",),
            hints=(T("A stone cannot go just anywhere: where is the monk?",
                     "石頭不能隨便放：禪宗僧侶在哪裡？"),
                   T("Pick the boat stone on the temple board; the monk's column decides the "
                     "rest.", "先在寺廟圖板上選舟石；其餘由禪宗僧侶的縱列決定。")),
            rules=("karesansui.stone.monk-column", "karesansui.stone.virtue-reset"),
            wrong="stone boat at a1", wrong_rule="karesansui.stone.monk-column",
            success=T("The boat stone is in the monk's column, and Orange's virtue is 0.",
                      "舟石在禪宗僧侶的縱列，橘方的德行歸 0。"),
            hide_legal=True,
        ),
        Quiz((
            LegalOrNot("q-column", SIX_TILES, "stone small at c1",
                       rules=("karesansui.stone.monk-column",),
                       note=T("That space is in the monk's column.", "那個位置在禪宗僧侶的縱列。")),
            LegalOrNot("q-other-column", SIX_TILES, "stone small at b1",
                       note=T("5 virtue is not 6: the stone must go in the monk's column.",
                              "5 點不是 6 點：石頭必須放在禪宗僧侶的縱列。")),
            LegalOrNot("q-empty-space", SIX_TILES, "monk to d2",
                       note=T("The monk walks only on tiles.", "禪宗僧侶只能走在板塊上。")),
        )),
        Deeper(T("Where stones may not go.", "石頭不能放在哪裡。")),
        Read(T(
            """
One stone per tile. Two stones may be neighbours (side by side or one above the other) only
if **both** tiles are moss. One boat stone per player per game. A stone set on the monk's own
tile sends the monk one step off it.
""",
            """
每個板塊只能放 1 顆石頭。兩顆石頭只有在**兩個**板塊都是苔蘚板塊時才能相鄰（左右或上下）。每位
玩家整場遊戲只能放 1 顆舟石。石頭放在禪宗僧侶所在的板塊上時，禪宗僧侶要移開 1 格。
"""),
            sources=T(
                """
Rules `karesansui.stone.one-per-tile`, `karesansui.stone.moss-neighbours`,
`karesansui.stone.one-boat`, `karesansui.stone.monk-moves-off`. The summary:
「玩家不能將2顆石頭擺放在2個相鄰(水平或垂直)的砂礫板塊上」 (two stones may not go on two
neighbouring gravel tiles, side by side or one above the other), and allows them on two
neighbouring moss tiles. It says the monk *must* move off a stone set on its tile.
""",
                """
規則 `karesansui.stone.one-per-tile`、`karesansui.stone.moss-neighbours`、
`karesansui.stone.one-boat`、`karesansui.stone.monk-moves-off`。摘要：「玩家不能將2顆石頭擺放在
2個相鄰（水平或垂直）的砂礫板塊上」，但允許放在 2 個相鄰的苔蘚板塊上。摘要說禪宗僧侶「須」移開。
""")),
        Task(
            "monk-tile",
            T("Orange wants a flat stone right under her monk's feet. Get it there, and finish "
              "what the rules then ask.",
              "橘方想在禪宗僧侶腳下的板塊放一顆橫石。把它放好，並完成規則接著要求的事。"),
            SIX_TILES,
            Reach(lambda start, now: now.stones[0][7] == 0 and now.phase != "monk-off",
                  T("The flat stone is not on the monk's tile, or the monk has not stepped "
                    "off.", "橫石不在禪宗僧侶的板塊上，或禪宗僧侶還沒有移開。"), within=2),
            solution=("stone flat at c2", "monk to b2"),
            hints=(T("The stone goes down first; then the monk must make room.",
                     "先放石頭；然後禪宗僧侶必須讓開。"),
                   T("Pick the flat stone on the temple board, then the tile the monk stands "
                     "on.", "先在寺廟圖板上選橫石，再點禪宗僧侶站的板塊。")),
            rules=("karesansui.stone.monk-moves-off",),
            wrong="stone flat at c1",
            explain={"stone flat at c1": T("That space is in the monk's column, but the monk "
                                           "stands one step lower.",
                                           "那個位置在禪宗僧侶的縱列，但禪宗僧侶站在它下面一格。")},
            success=T("The stone is under where the monk stood, and the monk has stepped off.",
                      "石頭放在禪宗僧侶原來的位置，禪宗僧侶也移開了。"),
        ),
        Task(
            "moss-pair",
            T("Orange has 6 virtue. Set a stone right next to her flat stone in the top-left "
              "corner.",
              "橘方有 6 點德行。在她左上角的橫石旁邊緊鄰放一顆石頭。"),
            MOSS_GARDEN,
            Reach(lambda start, now: now.stones[0][1] >= 0 or now.stones[0][5] >= 0,
                  T("The new stone is not next to the one in the corner.",
                    "新石頭沒有緊鄰角落的石頭。")),
            solution=("stone flat at b1",),
            hints=(T("Neighbouring stones are allowed on one kind of tile only.",
                     "只有在一種板塊上，石頭才可以相鄰。"),
                   T("The corner tile is moss. Look at its neighbours: which kind is each?",
                     "角落的板塊是苔蘚板塊。看看它的鄰居：各是哪一種板塊？")),
            rules=("karesansui.stone.moss-neighbours", "karesansui.stone.anywhere-at-six"),
            wrong="stone flat at a2", wrong_rule="karesansui.stone.moss-neighbours",
            success=T("Two stones side by side, both on moss. With 6 virtue the monk's column "
                      "did not matter.",
                      "兩顆石頭並排，都在苔蘚板塊上。德行 6 點時不必管禪宗僧侶的縱列。"),
            hide_legal=True,
        ),
        Quiz((
            LegalOrNot("q-six", MOSS_GARDEN, "stone tall at c3",
                       rules=("karesansui.stone.anywhere-at-six",),
                       note=T("With 6 virtue, anywhere that the other stone rules allow.",
                              "德行 6 點時，只要符合其他石頭規則，哪裡都可以。")),
            LegalOrNot("q-taken-tile", MOSS_GARDEN, "stone small at a1",
                       note=T("One stone per tile.", "每個板塊 1 顆石頭。")),
            LegalOrNot("q-second-boat", BOAT_PLACED, "stone boat at c1",
                       note=T("One boat stone per player per game, even though the temple board "
                              "still has one.",
                              "每位玩家整場只能放 1 顆舟石，即使寺廟圖板上還有。")),
        )),
    ),
    recap=T("The monk steps one space onto a tile. A stone costs all your virtue (it needs at "
            "least what the temple board shows), goes in the monk's column (anywhere at 6), one "
            "per tile, never on neighbouring gravel tiles, and one boat stone each; a stone on "
            "the monk's tile moves the monk off.",
            "禪宗僧侶一次走 1 格到板塊上。石頭會花掉你全部的德行（至少要有寺廟圖板標出的點數），"
            "放在禪宗僧侶的縱列（6 點時可任意放），每個板塊 1 顆，不能放在相鄰的砂礫板塊上，每人 "
            "1 顆舟石；放在禪宗僧侶所在板塊上時，禪宗僧侶要移開。"),
    mistakes=(T("Setting a stone in another column with less than 6 virtue.",
                "德行不到 6 點時把石頭放在其他縱列。"),
              T("Putting stones on neighbouring gravel tiles.", "把石頭放在相鄰的砂礫板塊上。"),
              T("Moving the monk diagonally.", "斜著移動禪宗僧侶。")),
)
