"""Karesansui lesson 2: Drawing and the four tile choices."""

from __future__ import annotations

from ....lessons.model import Choose, HowMany, LegalOrNot, Lesson, Quiz, Reach, Read, T, Task
from ._common import HALF_CIRCLE_DRAWN, SECOND_TURN, game, keep, lay

TOP_ROW = game(lay("G01", "a1"), keep("G13"), "draw; tile G02")
"""Orange has a1 and has drawn an S-wave tile."""
STORED = game(lay("G01", "a1"), keep("G13"), keep("G05"), keep("G12", "discard"))
"""Orange's third turn: she stored a tile last turn (2 virtue); Blue has 1 virtue."""
STORAGE_FULL = game(lay("G01", "a1"), keep("G13"), keep("G05"), keep("G12", "discard"),
                     "draw; tile M01")
"""Orange's storage space holds a tile, and she has drawn another."""
JUST_STORED = game("draw; tile G05; store")
"""Orange stored her first tile and is in part two."""

LESSON = Lesson(
    game="karesansui", number=2, slug="drawing-and-the-four-choices",
    title=T("Drawing and the four tile choices", "抽取板塊與四項選擇"),
    minutes=20,
    objectives=(
        T("draw a tile and lay it next to the tiles of your garden",
          "抽取板塊，並把它放在庭園中已有板塊的旁邊"),
        T("store a tile and lay it on a later turn, before or after drawing",
          "保管板塊，並在之後的回合於抽取前或抽取後配置它"),
        T("know what a discard costs and when you cannot store",
          "知道廢棄要付出什麼，以及什麼時候不能保管"),
    ),
    steps=(
        Read(T(
            """
## Part one: draw, then choose

> 「玩家可從寺廟圖板上的砂紋板塊堆中，任意抽取某一板塊堆最上方的1個板塊，
> 正面朝上展示給所有玩家觀看。」

You draw the top tile of **any** stack and show it (`karesansui.draw.any-stack`). The stacks
are face down, so the tile is a surprise: the tutor decides it when it is drawn, among the
tiles nobody has seen yet (9 stacks, as one rules page says; the summary says only
"several": `karesansui.setup.tiles`). Then you do one of four things with it:

1. **Place** (配置) it in your garden. After the first tile, a tile goes in an empty space
   next to (left, right, above or below) a tile already laid
   (`karesansui.place.adjacent`); your monk moves onto it (`karesansui.place.monk-follows`).
   The summary says tiles extend *from left to right*, while three other rule write-ups ask
   only that a tile touch one already laid: the tutor follows the three, and the option
   `placement="left-to-right"` gives the summary's reading (lesson 13).
2. **Gift** (讓渡) it to a player who asks for it (lesson 3).
3. **Discard** (廢棄) it: it goes to the discard pile and you lose 1 virtue; with no
   virtue you cannot discard (`karesansui.discard.virtue`). The summary says a discard is
   removed from the game, and also that the discards are shuffled into new stacks when the
   stacks run out: the tutor follows the second (`karesansui.draw.reshuffle`).
4. **Store** (保管) it in your storage space. There is one space: if it holds a tile, you
   cannot store (`karesansui.store.one-space`). A stored tile cannot be gifted or discarded.

**The stored tile.** On a later turn you may lay your stored tile in your garden, **before
or after** part one (`karesansui.store.place-later`): the board offers it at the start of
your turn and again in part two. A tile stored this turn waits for your next turn. In
notation: `place stored G05 at b1`.
""",
            """
## 前行動：先抽取，再選擇

> 「玩家可從寺廟圖板上的砂紋板塊堆中，任意抽取某一板塊堆最上方的1個板塊，
> 正面朝上展示給所有玩家觀看。」

從**任一**板塊堆最上方抽取 1 個板塊並展示(`karesansui.draw.any-stack`)。板塊堆正面朝下，所以抽到
什麼是未知的：教學工具在抽取時才從還沒出現過的板塊中決定(有一份規則頁說是 9 疊；摘要只說「數疊」：
`karesansui.setup.tiles`)。接著從四項中選一項：

1. **配置**：放進自己的庭園。第 1 個之後，板塊須放在與已放置板塊上下左右相鄰的空位
   (`karesansui.place.adjacent`)；禪宗僧侶移到新板塊上(`karesansui.place.monk-follows`)。摘要說板塊
   「從左至右延伸放置」，另外三份規則整理只要求與已放置的板塊相鄰：教學工具依照那三份，選項
   `placement="left-to-right"` 則採用摘要的寫法(第 13 課)。
2. **讓渡**給請求的玩家(第 3 課)。
3. **廢棄**：板塊放到廢棄區，你損失 1 點德行；德行為 0 時不能廢棄(`karesansui.discard.virtue`)。
   摘要說廢棄的板塊「移除遊戲」，又說板塊堆抽盡時要把廢棄區的板塊重新洗勻形成新的板塊堆：
   教學工具依照後者(`karesansui.draw.reshuffle`)。
4. **保管**：放進暫存區。暫存區只有 1 格：已有板塊時不能保管(`karesansui.store.one-space`)。暫存區的
   板塊不能讓渡或廢棄。

**暫存區的板塊**。之後的回合，你可以在前行動**之前或之後**把暫存區的板塊配置到庭園
(`karesansui.store.place-later`)：棋盤在回合開始時和後行動中都會提供這個選項。
本回合才保管的板塊要等到
下一回合。記譜寫成 `place stored G05 at b1`。
""")),
        Task(
            "draw",
            T("Orange's second turn: begin it.", "橘色玩家的第二回合：開始這個回合。"),
            SECOND_TURN,
            Reach(lambda start, now: sum(now.stacks) < sum(start.stacks),
                  T("A turn begins with part one.", "回合從前行動開始。")),
            solution=("draw from stack 1",),
            hints=(T("Which part of the turn comes first?", "回合的哪一個階段先進行?"),
                   T("Click any of the nine stacks on the temple board.",
                     "點寺廟圖板上九疊板塊中的任何一疊。")),
            highlight=("draw from stack 1", "draw from stack 5"),
            rules=("karesansui.draw.any-stack",),
            wrong="zazen", wrong_rule="karesansui.turn.two-parts",
            success=T("Drawn: any stack will do, and everyone sees the tile.",
                      "抽到了：任何一疊都可以，而且每個人都看得到這個板塊。"),
        ),
        Task(
            "top-row",
            T("Orange has drawn an S-wave tile: lay it in the top row of her garden.",
              "橘色玩家抽到一個 S 形波紋板塊：把它放在她庭園的上排。"),
            TOP_ROW,
            Reach(lambda start, now: now.tiles_in(0) == 2 and now.gardens[0][1] >= 0,
                  T("The tile is not in the top row.", "板塊不在上排。")),
            solution=("place G02 at b1",),
            hints=(T("Only some spaces of the top row are open to it.",
                     "上排只有部分位置可以放。"),
                   T("A new tile goes next to a tile already laid.",
                     "新板塊要放在已放置板塊的旁邊。")),
            highlight=("place G02 at b1", "place G02 at b1 turned"),
            rules=("karesansui.place.adjacent", "karesansui.place.monk-follows"),
            wrong="place G02 at c1", wrong_rule="karesansui.place.adjacent",
            explain={"place G02 at a2": T("a2 is in the middle row.", "a2 在中排。"),
                     "place G02 at a2 turned": T("a2 is in the middle row.", "a2 在中排。")},
            success=T("Next to the first tile, and the monk has moved onto it.",
                      "放在第 1 個板塊旁邊，禪宗僧侶也移到了它上面。"),
        ),
        Task(
            "stored-first",
            T("Orange stored a tile last turn. Lay it in her garden before she draws.",
              "橘色玩家上一回合保管了一個板塊。在抽取之前把它配置到庭園。"),
            STORED,
            Reach(lambda start, now: now.storage[0] < 0 and now.tiles_in(0) == 2
                  and sum(now.stacks) == sum(start.stacks),
                  T("The stored tile is not in the garden, or a tile was drawn first.",
                    "暫存區的板塊沒有放進庭園，或是先抽取了板塊。")),
            solution=("place stored G05 at b1",),
            hints=(T("The storage space is beside the garden; its tile can go down at the start "
                     "of your turn.", "暫存區在庭園旁邊；它的板塊可以在回合開始時放下。"),
                   T("Click the stored tile, then a space next to a1.",
                     "點暫存區的板塊，再點 a1 旁邊的位置。")),
            highlight=("place stored G05 at b1", "place stored G05 at a2"),
            rules=("karesansui.store.place-later",),
            wrong="place G05 at b1", wrong_rule="karesansui.store.place-later",
            explain={"draw from stack 1": T("That is part one: lay the stored tile first.",
                                            "那是前行動：先配置暫存區的板塊。")},
            success=T("The stored tile is in the garden, and part one is still to come.",
                      "暫存區的板塊放進庭園了，前行動還沒有進行。"),
        ),
        Task(
            "discard",
            T("Orange's storage space is full and she does not want the moss tile she drew in "
              "her garden. Get rid of it without helping Blue.",
              "橘色玩家的暫存區滿了，她也不想把抽到的苔蘚板塊放進庭園。"
              "不幫藍色玩家的情況下處理掉它。"),
            STORAGE_FULL,
            Reach(lambda start, now: sum(now.discards) > sum(start.discards),
                  T("The tile is not on the discard pile.", "這個板塊不在廢棄區。")),
            solution=("discard",),
            hints=(T("One choice puts the tile on the discard pile, at a price.",
                     "有一個選擇可以把板塊放到廢棄區，但要付出代價。"),
                   T("Orange has 2 virtue: enough to pay 1.",
                     "橘色玩家有 2 點德行：足夠付 1 點。")),
            highlight=("discard",),
            rules=("karesansui.discard.virtue",),
            wrong="store", wrong_rule="karesansui.store.one-space",
            explain={"offer gift": T("A gift puts the tile into Blue's garden and helps Blue.",
                                     "讓渡會把板塊放進藍色玩家的庭園，幫到藍色玩家。")},
            success=T("Discarded: the tile is on the discard pile and Orange has 1 virtue left.",
                      "廢棄了：板塊放到廢棄區，橘色玩家剩 1 點德行。"),
        ),
        Quiz((
            LegalOrNot("q-discard-at-zero", HALF_CIRCLE_DRAWN, "discard",
                       note=T("Orange has no virtue to lose.", "橘色玩家沒有德行可以損失。")),
            LegalOrNot("q-store-full", STORAGE_FULL, "store",
                       note=T("One storage space, and it holds a tile.",
                              "暫存區只有 1 格，而且已經有板塊。")),
            LegalOrNot("q-below", TOP_ROW, "place G02 at a2", rules=("karesansui.place.adjacent",),
                       note=T("Below a tile is next to it too.", "在板塊下方也算相鄰。")),
            LegalOrNot("q-stored-this-turn", JUST_STORED, "place stored G05 at a1",
                       note=T("A tile stored this turn waits for the next turn.",
                              "本回合才保管的板塊要等到下一回合。")),
            LegalOrNot("q-stored-gift", STORED, "offer gift",
                       rules=("karesansui.store.one-space",),
                       note=T("Only a tile just drawn can be gifted, never a stored one; and at "
                              "the start of a turn nothing has been drawn yet.",
                              "只有剛抽取的板塊可以讓渡，暫存區的板塊不行；"
                              "而且回合開始時還沒有抽取。")),
            HowMany("q-discard-virtue", T("Orange discards the moss tile. How much virtue does she "
                                          "have then?",
                                          "橘色玩家廢棄這個苔蘚板塊。之後她有幾點德行?"),
                    STORAGE_FULL, lambda s: s.apply("discard").virtue[0],
                    T("2, less 1 for the discard.", "2 點，廢棄扣 1 點。"),
                    rules=("karesansui.discard.virtue",)),
            Choose("q-monk", T("Orange lays the S-wave tile on b1. Where is her monk then?",
                               "橘色玩家把 S 形波紋板塊放在 b1。之後她的禪宗僧侶在哪裡?"),
                   (T("on a1", "在 a1"), T("on b1", "在 b1"), T("beside the board", "在圖板旁邊")),
                   lambda s: {0: 0, 1: 1}.get(s.apply("place G02 at b1").monks[0], 2),
                   T("The monk moves onto the tile just laid.", "禪宗僧侶移到剛放置的板塊上。"),
                   rules=("karesansui.place.monk-follows",), position=TOP_ROW),
        )),
    ),
    recap=T("Draw the top tile of any stack, then place it next to your tiles (the monk "
            "follows), gift it, discard it for 1 virtue, or store it in your one storage "
            "space; a stored tile goes into the garden on a later turn, before or after "
            "drawing.",
            "從任一板塊堆抽取最上方的板塊，然後配置到已有板塊旁邊(禪宗僧侶跟著移過去)、讓渡、"
            "花 1 點"
            "德行廢棄，或保管在唯一的暫存區；暫存區的板塊在之後的回合，於抽取前或抽取後放進庭園。"),
    mistakes=(T("Laying a tile that touches no tile of the garden.",
                "放下一個沒有碰到任何已放置板塊的板塊。"),
              T("Discarding with no virtue, or storing with a full storage space.",
                "德行為 0 時廢棄，或暫存區已滿時保管。"),
              T("Forgetting the stored tile: it may also go down after part one.",
                "忘了暫存區的板塊：它也可以在前行動之後放下。")),
)
