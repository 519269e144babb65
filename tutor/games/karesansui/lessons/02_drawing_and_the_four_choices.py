"""Karesansui lesson 2: Drawing and the four tile choices."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    Deeper,
    HowMany,
    LegalOrNot,
    Lesson,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ._common import HALF_CIRCLE_DRAWN, START, game, keep, lay

TOP_ROW = game(lay("G01", "a1"), keep("G13"), "draw; tile G02")
"""Orange has a1 and has drawn an S-wave tile."""
STORED = game(lay("G01", "a1"), keep("G13"), keep("G05"), keep("G12", "discard"))
"""Orange's third turn: she stored a tile last turn (2 virtue); Blue has 1 virtue."""
STORAGE_FULL = game(lay("G01", "a1"), keep("G13"), keep("G05"), keep("G12", "discard"),
                    "draw; tile M01")
"""Orange's storage space holds a tile, and she has drawn another."""
JUST_STORED = game("draw; tile G05; store")
"""Orange stored her first tile and is in part two."""
TOP_ROW_FULL = game(lay("G01", "a1"), keep("G13"), lay("G01", "b1"), keep("G12", "discard"),
                    lay("G01", "c1"), keep("G10", "discard"), lay("G01", "d1"),
                    keep("G11", "discard"), "draw; tile G04")
"""Orange's top row holds four plain tiles (a1 to d1), and she has drawn another."""

LESSON = Lesson(
    game="karesansui", number=2, slug="drawing-and-the-four-choices",
    title=T("Drawing and the four tile choices", "抽取板塊與四項選擇"),
    minutes=20,
    objectives=(
        T("lay tiles from left to right", "從左至右配置板塊"),
        T("store a tile for later", "保管板塊留到之後"),
        T("know what a discard costs", "知道廢棄的代價"),
    ),
    steps=(
        Read(T(
            """
## Draw, then choose

Click a stack to draw its top tile, then **place** it in your garden, **gift** it, **discard**
it (1 virtue) or **store** it. Tiles go **from left to right**: each tile to the right of the
one before, with no gap.
""",
            """
## 先抽取，再選擇

點一疊板塊，抽取最上方的板塊，然後把它**配置**到自家庭園、**讓渡**、**廢棄**（扣 1 點德行）或
**保管**。板塊**從左至右**延伸：每個板塊放在前一個的右邊，不留間隔。
"""),
            sources=T(
                """
The summary: 「玩家可從寺廟圖板上的砂紋板塊堆中，任意抽取某一板塊堆最上方的1個板塊，正面朝上展示給
所有玩家觀看。」 (a player may draw the top tile of any stack on the temple board and show it face
up to everyone). Gifts are lesson 3. Rules `karesansui.draw.any-stack`,
`karesansui.setup.tiles` (9 stacks, as one rules page says; the summary says only "several"),
`karesansui.place.adjacent`, `karesansui.place.monk-follows`, `karesansui.discard.virtue`,
`karesansui.store.one-space`.

The summary: 「擺放時須從左至右延伸放置。第1個板塊須擺放在庭園圖板左上方或左下方位置，後續板塊則
置於已放置板塊右方延伸的鄰近位置」 (tiles extend from left to right: the first in the top-left or
bottom-left space, the next ones to the right of tiles already laid), 「不能出現間隔」 (no gap).
How a new row starts is the part after 進階 (`karesansui.place.new-row`). Three player
write-ups ask only that a tile touch one already laid: an option gives their reading (lesson
15). The summary also says a discard is removed from the game, and that the discards are
shuffled into new stacks when the stacks run out: the tutor follows the second
(`karesansui.draw.reshuffle`).
""",
                """
摘要：「玩家可從寺廟圖板上的砂紋板塊堆中，任意抽取某一板塊堆最上方的1個板塊，正面朝上展示給所有
玩家觀看。」規則 `karesansui.draw.any-stack`、`karesansui.setup.tiles`（有一份規則頁說是 9 疊；
摘要只說「數疊」）、`karesansui.place.adjacent`、`karesansui.place.monk-follows`、
`karesansui.discard.virtue`、`karesansui.store.one-space`。讓渡在第 3 課。

摘要：「擺放時須從左至右延伸放置。第1個板塊須擺放在庭園圖板左上方或左下方位置，後續板塊則置於
已放置板塊右方延伸的鄰近位置」，「不能出現間隔」。新的一排怎麼開始在「進階」部分
（`karesansui.place.new-row`）。三份玩家的規則整理只要求與已放置的板塊相鄰：有一個選項採用這種
讀法（第 15 課）。摘要又說廢棄的板塊「移除遊戲」，也說板塊堆抽盡時要把廢棄區的板塊重新洗勻：教學
工具依照後者（`karesansui.draw.reshuffle`）。
""")),
        Task(
            "top-row",
            T("Orange has drawn a wavy tile: lay it in the top row of her garden.",
              "橘方抽到一個波紋板塊：把它放在她庭園的上排。"),
            TOP_ROW,
            Reach(lambda start, now: now.tiles_in(0) == 2 and now.gardens[0][1] >= 0,
                  T("The tile is not in the top row.", "板塊不在上排。")),
            solution=("place G02 at b1",),
            hints=(T("Only some spaces of the top row are open to it.",
                     "上排只有部分位置可以放。"),
                   T("Tiles extend from left to right, with no gap.",
                     "板塊從左至右延伸，不留間隔。")),
            rules=("karesansui.place.adjacent", "karesansui.place.monk-follows"),
            wrong="place G02 at c1", wrong_rule="karesansui.place.adjacent",
            explain={"place G02 at a2": T("That space is in the middle row.", "那個位置在中排。"),
                     "store": T("Stored, the tile is not in the garden yet.",
                                "保管的板塊還不在庭園裡。")},
            success=T("Next to the first tile, and the monk has moved onto it.",
                      "放在第 1 個板塊旁邊，禪宗僧侶也移到了它上面。"),
            hide_legal=True,
        ),
        Task(
            "discard",
            T("Orange's storage space is full and she does not want the moss tile she drew in "
              "her garden. Get rid of it without helping Blue.",
              "橘方的暫存區滿了，她也不想把抽到的苔蘚板塊放進庭園。在不幫助藍方的情況下處理掉它。"),
            STORAGE_FULL,
            Reach(lambda start, now: sum(now.discards) > sum(start.discards),
                  T("The tile is not on the discard pile.", "這個板塊不在廢棄區。")),
            solution=("discard",),
            hints=(T("Think where each of the four choices sends the tile, and whom it helps.",
                     "想一想四項選擇各會把板塊送到哪裡，又對誰有幫助。"),
                   T("Look at the buttons beside the drawn tile, and at Orange's virtue.",
                     "看看抽到的板塊旁的按鈕，以及橘方的德行。")),
            highlight=("discard", "offer gift"),
            rules=("karesansui.discard.virtue",),
            wrong="store", wrong_rule="karesansui.store.one-space",
            explain={"offer gift": T("A gift puts the tile into Blue's garden and helps Blue.",
                                     "讓渡會把板塊放進藍方的庭園，幫到藍方。")},
            success=T("Discarded: the tile is on the discard pile and Orange has 1 virtue left.",
                      "廢棄了：板塊放到廢棄區，橘方剩 1 點德行。"),
        ),
        Read(T(
            """
## The stored tile

On a later turn you may lay your stored tile in your garden, before you draw or after part
one: click it in your storage space, then a space. A tile stored this turn waits for your
next turn.
""",
            """
## 暫存區的板塊

之後的回合，你可以在抽取之前或前行動之後，把暫存區的板塊配置到庭園：先點暫存區裡的板塊，再點
位置。本回合才保管的板塊要等到下一回合。
"""),
            sources=T(
                """
Rule `karesansui.store.place-later`. The summary lets the player lay the stored tile 「在進行
前行動四選一階段之前或之後」 (before or after part one). A stored tile cannot be gifted or
discarded (`karesansui.store.one-space`).
""",
                """
規則 `karesansui.store.place-later`。摘要允許玩家「在進行前行動四選一階段之前或之後」執行暫存區配
置。暫存區的板塊不能讓渡或廢棄（`karesansui.store.one-space`）。
""")),
        Task(
            "stored-first",
            T("Orange stored a tile last turn. Lay it in her garden before she draws.",
              "橘方上一回合保管了一個板塊。在抽取之前把它配置到庭園。"),
            STORED,
            Reach(lambda start, now: now.storage[0] < 0 and now.tiles_in(0) == 2
                  and sum(now.stacks) == sum(start.stacks),
                  T("The stored tile is not in the garden, or a tile was drawn first.",
                    "暫存區的板塊沒有放進庭園，或是先抽取了板塊。")),
            solution=("place stored G05 at b1",),
            hints=(T("The storage space is beside the garden; its tile can go down at the start "
                     "of your turn.", "暫存區在庭園旁邊；它的板塊可以在回合開始時放下。"),
                   T("Click the tile in the storage space first; the garden then shows where it "
                     "may go.", "先點暫存區裡的板塊；庭園會標出它可以放的位置。")),
            rules=("karesansui.store.place-later",),
            wrong="place G05 at b1", wrong_rule="karesansui.store.place-later",
            explain={f"draw from stack {k}": T("That is part one: lay the stored tile first.",
                                               "那是前行動：先配置暫存區的板塊。")
                     for k in range(1, 10)},
            success=T("The stored tile is in the garden, and part one is still to come.",
                      "暫存區的板塊放進庭園了，前行動還沒有進行。"),
        ),
        Quiz((
            LegalOrNot("q-discard-at-zero", HALF_CIRCLE_DRAWN, "discard",
                       note=T("Orange has no virtue to lose.", "橘方沒有德行可以損失。")),
            LegalOrNot("q-store-full", STORAGE_FULL, "store",
                       note=T("One storage space, and it holds a tile.",
                              "暫存區只有 1 格，而且已經有板塊。")),
            LegalOrNot("q-stored-this-turn", JUST_STORED, "place stored G05 at a1",
                       note=T("A tile stored this turn waits for the next turn.",
                              "本回合才保管的板塊要等到下一回合。")),
        )),
        Deeper(T("A new row, and more about drawing and storing.",
                 "新的一排，以及抽取和保管的細節。")),
        Read(T(
            """
## A new row

The middle or bottom row starts in the **left column**, on the space above or below a tile
there; then it grows to the right like any row.
""",
            """
## 新的一排

中排或下排從**最左欄**開始，放在那一欄已有板塊的上方或下方；之後和每一排一樣向右延伸。
"""),
            sources=T(
                """
Rule `karesansui.place.new-row`: the summary says where the first tile goes and that the
next ones extend to the right with no gap, but not how a new row starts; the tutor starts it
in the left column (lesson 15).
""",
                """
規則 `karesansui.place.new-row`：摘要說了第 1 個板塊放在哪裡、之後的板塊不留間隔地向右延伸，卻
沒說新的一排怎麼開始；教學工具讓它從最左欄開始（第 15 課）。
""")),
        Task(
            "new-row",
            T("Orange's top row has four tiles. Lay the tile she drew in the middle row.",
              "橘方的上排有四個板塊。把她抽到的板塊放在中排。"),
            TOP_ROW_FULL,
            Reach(lambda start, now: any(now.gardens[0][c] >= 0 for c in range(5, 10)),
                  T("The tile is not in the middle row.", "板塊不在中排。")),
            solution=("place G04 at a2",),
            hints=(T("A new row cannot start just anywhere.", "新的一排不能隨便從哪裡開始。"),
                   T("Rows grow from the left, with no gap.", "每一排都從左邊長出來，不留間隔。")),
            rules=("karesansui.place.new-row",),
            wrong="place G04 at d2", wrong_rule="karesansui.place.adjacent",
            explain={"place G04 at e1": T("That space is in the top row.", "那個位置在上排。")},
            success=T("The middle row starts in the left column, under the first tile.",
                      "中排從最左欄開始，在第 1 個板塊的下方。"),
            hide_legal=True,
        ),
        Quiz((
            LegalOrNot("q-below", TOP_ROW, "place G02 at a2", rules=("karesansui.place.new-row",),
                       note=T("A new row starts in the left column, under or over a tile.",
                              "新的一排從最左欄開始，放在板塊的下方或上方。")),
            LegalOrNot("q-any-stack", START, "draw from stack 9",
                       rules=("karesansui.draw.any-stack",),
                       note=T("Any stack will do.", "任何一疊都可以。")),
            LegalOrNot("q-stored-gift", STORED, "offer gift",
                       rules=("karesansui.store.one-space",),
                       note=T("Only a tile just drawn can be gifted, never a stored one; and at "
                              "the start of a turn nothing has been drawn yet.",
                              "只有剛抽取的板塊可以讓渡，暫存區的板塊不行；而且回合開始時還沒有"
                              "抽取。")),
            HowMany("q-discard-virtue", T("Orange discards the moss tile. How much virtue does she "
                                          "have then?",
                                          "橘方廢棄這個苔蘚板塊。之後她有幾點德行？"),
                    STORAGE_FULL, lambda s: s.apply("discard").virtue[0],
                    T("2, less 1 for the discard.", "2 點，廢棄扣 1 點。"),
                    rules=("karesansui.discard.virtue",)),
            Choose("q-monk", T("Orange lays the wavy tile on the space marked ①. Where is her "
                               "monk then?",
                               "橘方把波紋板塊放在標記①的位置。之後她的禪宗僧侶在哪裡？"),
                   (T("on the first tile", "在第 1 個板塊上"), T("on ①", "在①"),
                    T("beside the board", "在圖板旁邊")),
                   lambda s: {0: 0, 1: 1}.get(s.apply("place G02 at b1").monks[0], 2),
                   T("The monk moves onto the tile just laid.", "禪宗僧侶移到剛放置的板塊上。"),
                   rules=("karesansui.place.monk-follows",), position=TOP_ROW,
                   markers=("cell-0-b1",)),
        )),
    ),
    recap=T("Draw the top tile of any stack, then place it in your garden from left to right "
            "(the monk follows), gift it, discard it for 1 virtue, or store it in your one "
            "storage space; a stored tile goes into the garden on a later turn, before or after "
            "drawing.",
            "從任一板塊堆抽取最上方的板塊，然後從左至右配置到庭園（禪宗僧侶跟著移過去）、讓渡、"
            "花 1 點德行廢棄，或保管在唯一的暫存區；暫存區的板塊在之後的回合，於抽取前或前行動後"
            "放進庭園。"),
    mistakes=(T("Laying a tile that touches no tile of the garden, or leaves a gap on its left.",
                "放下一個沒有碰到任何已放置板塊、或左邊留有空位的板塊。"),
              T("Discarding with no virtue, or storing with a full storage space.",
                "德行為 0 時廢棄，或暫存區已滿時保管。"),
              T("Forgetting the stored tile: it may also go down after part one.",
                "忘了暫存區的板塊：它也可以在前行動之後放下。")),
)
