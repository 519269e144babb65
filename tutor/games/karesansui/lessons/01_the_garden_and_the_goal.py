"""Karesansui lesson 1: The garden and the goal."""

from __future__ import annotations

from ....lessons.model import Choose, HowMany, LegalOrNot, Lesson, Quiz, Reach, Read, Show, T, Task
from ..data import oriented_index
from ._common import FIRST_DRAW, HALF_CIRCLE_DRAWN, SECOND_TURN, START, START_4, more_tiles

LESSON = Lesson(
    game="karesansui", number=1, slug="the-garden-and-the-goal",
    title=T("The garden and the goal", "庭園與目標"),
    minutes=15,
    objectives=(
        T("name the parts of a garden board and what each player holds",
          "說出庭園圖板的各部分，以及每位玩家拿到的配件"),
        T("say what a turn is made of and when the game ends",
          "說出一個回合包含什麼，以及遊戲何時結束"),
        T("lay a first tile, either way up", "放下第一個板塊，並選擇上下方向"),
    ),
    steps=(
        Read(T(
            """
## Zen monks building gardens

*Karesansui* (枯山水, "dry landscape"; published as *Stone Garden*) is a game by Koota Yamada
(2014) for 2 to 4 players, best with 4 (`karesansui.setup.players`). The Chinese rules
summary we follow (`004_2dd42cb4566abbba.txt`) describes such a garden:

> 「係以砂石表現水、以石塊表現山的微縮式園林景觀。」 (a miniature landscape where raked sand
> stands for water and stones for mountains)

Each player is a Zen monk with a **garden board** (庭園圖板) of 3 rows of 5 spaces and one
**storage space** (暫存區) at its lower right, a **monk** (禪宗僧侶) that starts beside the
board, and a **virtue** marker (德行) that starts at 0 on a track from 0 to 6
(`karesansui.setup.garden`). On the temple board in the middle lie the **sand-pattern tiles**
(砂紋板塊, 80 of them: **gravel** tiles of raked sand, 砂礫板塊, and **moss** tiles, 苔蘚板塊,
the ones with green) and the **stones** (石頭). Each player also gets a secret
**famous-garden card** (名庭園卡) and a secret **gardener card** (庭園大師卡)
(`karesansui.setup.cards`). With 2 players, three famous-garden cards lie face up as shared
goals instead, and each player holds three gardener cards (`karesansui.setup.two-players`).

Spaces are named by column `a`-`e` (left to right) and row `1`-`3` (top to bottom): `a1` is
the top-left space, `e3` the bottom-right one.

**The goal.** The game ends when every garden holds 15 tiles. Then each garden is scored on
nine items: the largest gravel rectangle, moss, symmetric rows, whirlpools, joined ripples,
kinds of stone, stone arrangements, the famous garden and the virtue left. The highest total
wins. Lessons 8 to 11 take the items one by one.

**Provisional drawings.** The rulebook shows the 22 tile designs only as pictures, which we
could not read. The designs you see are the tutor's own, drawn from what is known (13 gravel
and 9 moss designs; plain sand, half circles, small and large arcs, moss), and each tile's
tooltip says *provisional* (`karesansui.data.tiles`). Where a drawing decides a point (which
tiles join, mirror or make a circle), the lessons say so.
""",
            """
## 建造庭園的禪宗僧侶

「枯山水」(出版名 *Stone Garden*)是 Koota Yamada 在 2014 年設計的遊戲，2 到 4 人，以 4 人最理想
(`karesansui.setup.players`)。我們依據的中文規則摘要(`004_2dd42cb4566abbba.txt`)這樣描述枯山水：

> 「係以砂石表現水、以石塊表現山的微縮式園林景觀。」

每位玩家扮演一位禪宗僧侶，拿一個**庭園圖板**(3 排、每排 5 個位置，右下方另有一個**暫存區**)、一個
**禪宗僧侶**指示物(先放在圖板旁邊)，以及在 0 到 6 的德行區上從 0 開始的**德行**計分標記
(`karesansui.setup.garden`)。中央的寺廟圖板上有**砂紋板塊**(共 80 個：耙過砂紋的**砂礫板塊**，以及
出現綠色的**苔蘚板塊**)和**石頭**。每位玩家另外秘密拿到 1 張**名庭園卡**和 1 張**庭園大師卡**
(`karesansui.setup.cards`)。兩人遊戲時改為翻開 3 張名庭園卡作為共同目標，每位玩家拿 3 張庭園大師卡
(`karesansui.setup.two-players`)。

位置用欄 `a`-`e`(由左到右)和排 `1`-`3`(由上到下)命名：`a1` 是左上角，`e3` 是右下角。

**目標**。所有庭園都放滿 15 個板塊時遊戲結束。接著每座庭園依九個項目計分：最大的砂礫矩形、苔蘚、
對稱橫列、漩渦、連結砂紋、石頭種類、石頭擺放、名庭園和剩下的德行。總分最高者獲勝。第 8 到 11 課逐項
介紹。

**暫定的圖像**。規則書只用圖片呈現 22 種板塊圖像，我們無法辨識。你看到的圖像是教學工具依已知資訊
設計的(13 種砂礫、9 種苔蘚；素砂、半圓、小扇與大扇、苔)，每個板塊的提示文字都標示「暫定」
(`karesansui.data.tiles`)。凡是圖像會影響分數的地方(哪些板塊相連、對稱或形成圓)，課程都會說明。
""")),
        Show("start", START, picture=True, caption=T(
            "The start of a 2-player game. Top: the temple board with 9 face-down stacks of "
            "tiles, the stones with the virtue each needs, and the virtue track. Right: the "
            "score sheet and the three shared famous-garden cards. Below: each player's "
            "garden, storage space and gardener cards.",
            "兩人遊戲的開始。上方：寺廟圖板，有 9 疊正面朝下的板塊、石頭(標示所需的德行)和德行區。"
            "右方：計分表和 3 張共同的名庭園卡。下方：每位玩家的庭園、暫存區和庭園大師卡。")),
        Read(T(
            """
## A turn in two parts

A turn has two parts, each a choice of one of four (`karesansui.turn.two-parts`):

1. **Part one** (前行動四選一): draw a tile from the top of any stack and show it, then
   **place** it in your garden, **gift** it to a player who asks, **discard** it, or
   **store** it (lessons 2 and 3).
2. **Part two** (後行動四選一): **zazen** (sit in meditation, +1 virtue), **move your
   monk**, **take and place a stone**, or **use your gardener card** (lessons 4 to 6).

**Your first tile** goes in the top-left space `a1` or the bottom-left space `a3`
(`karesansui.place.first-tile`). Tiles always lie landscape, never sideways or slanted, but
you choose which way up (`karesansui.place.orientation`): on the board, the *Flip* button
under the drawn tile turns it round; in notation the word `turned` says so. Orange starts;
turns go clockwise (the rules summary lets the players pick any start player:
`karesansui.setup.start-player`).
""",
            """
## 回合的兩個階段

每個回合有兩個階段，各從四項中選一項(`karesansui.turn.two-parts`)：

1. **前行動四選一**：從任一板塊堆最上方抽取 1 個板塊並展示，然後把它**配置**到自己的庭園、**讓渡**給
   請求的玩家、**廢棄**，或**保管**(第 2、3 課)。
2. **後行動四選一**：**座禪**(德行 +1)、**移動禪宗僧侶**、**獲得並放置石頭**，或**使用庭園大師卡**
   (第 4 到 6 課)。

**第 1 個板塊**須擺放在左上方 `a1` 或左下方 `a3`(`karesansui.place.first-tile`)。板塊一律橫向擺放，
不能斜放，但上下方向由你決定(`karesansui.place.orientation`)：棋盤上抽到的板塊下方有「翻轉」按鈕；
記譜時寫 `turned`。由橘色玩家起始，依順時針方向輪流(規則允許任選起始玩家：
`karesansui.setup.start-player`)。
""")),
        Task(
            "first-tile",
            T("Orange has drawn a plain gravel tile: lay it in her empty garden.",
              "橘色玩家抽到一個素砂的砂礫板塊：把它配置到她空的庭園裡。"),
            FIRST_DRAW,
            Reach(more_tiles(0), T("The tile is not in the garden yet.",
                                    "板塊還沒有放進庭園。")),
            solution=("place G01 at a1",),
            hints=(T("A garden starts in a corner, but not just any corner.",
                     "庭園從角落開始，但不是任何一個角落都可以。"),
                   T("The first tile goes top-left or bottom-left.",
                     "第 1 個板塊放在左上方或左下方。")),
            highlight=("place G01 at a1", "place G01 at a3"),
            rules=("karesansui.place.first-tile", "karesansui.setup.garden"),
            wrong="place G01 at c2", wrong_rule="karesansui.place.first-tile",
            explain={"store": T("That keeps the tile for later: this time lay it in the garden.",
                                "這樣是把板塊留到之後：這一次請把它放進庭園。")},
            success=T("The first tile is down, and the monk stands on it.",
                      "第 1 個板塊放好了，禪宗僧侶站在它上面。"),
        ),
        Task(
            "either-way-up",
            T("Orange has drawn the half-circle tile. Lay it in the top-left space with its "
              "half circle against the top edge of the garden.",
              "橘色玩家抽到半圓板塊。把它放在左上方，讓半圓貼著庭園的上緣。"),
            HALF_CIRCLE_DRAWN,
            Reach(lambda start, now: now.gardens[0][0] == oriented_index("G07", True),
                  T("The half circle is not against the top edge of the top-left space.",
                    "半圓沒有貼著左上方位置的上緣。")),
            solution=("place G07 at a1 turned",),
            hints=(T("As drawn, the half circle sits on the tile's lower side.",
                     "抽到時，半圓在板塊的下緣。"),
                   T("Press Flip under the drawn tile, then click a1.",
                     "按抽到的板塊下方的「翻轉」，再點 a1。")),
            highlight=("place G07 at a1 turned",),
            rules=("karesansui.place.orientation",),
            wrong="place G07 at a1",
            explain={"place G07 at a1": T("Upright, the half circle touches the middle row, "
                                          "not the top edge: turn the tile round first.",
                                          "正放時半圓朝向中排，不是上緣：先把板塊轉過來。"),
                     "place G07 at a3": T("That is the bottom-left space.", "那是左下方的位置。"),
                     "place G07 at a3 turned": T("That is the bottom-left space.",
                                                 "那是左下方的位置。")},
            success=T("Either way up is allowed: a tile is only ever turned round, never stood "
                      "on its side.", "上下方向都可以：板塊只能轉 180 度，不能直立擺放。"),
        ),
        Task(
            "whole-turn",
            T("Orange's second turn: play a whole turn that ends with a tile in her storage "
              "space and one more virtue.",
              "橘色玩家的第二回合：下完一整個回合，結束時她的暫存區有一個板塊，德行也多 1 點。"),
            SECOND_TURN,
            Reach(lambda start, now: now.turn == 1 and now.storage[0] >= 0
                  and now.virtue[0] == start.virtue[0] + 1,
                  T("The turn did not end with a stored tile and one more virtue.",
                    "這個回合結束時，暫存區沒有板塊或德行沒有多 1 點。"), within=3),
            solution=("draw from stack 1", "store", "zazen"),
            hints=(T("Part one starts with a new tile; part two can earn virtue.",
                     "前行動從抽新板塊開始；後行動可以獲得德行。"),
                   T("Click a stack, then the storage choice, then zazen.",
                     "點一疊板塊，再選保管，最後座禪。")),
            highlight=("draw from stack 1",),
            rules=("karesansui.turn.two-parts", "karesansui.draw.any-stack",
                   "karesansui.zazen"),
            wrong="zazen", wrong_rule="karesansui.turn.two-parts",
            success=T("A whole turn: part one with the tile, part two with zazen. Now it is "
                      "Blue's turn.",
                      "完整的一回合：前行動處理板塊，後行動座禪。現在輪到藍色玩家。"),
        ),
        Quiz((
            HowMany("q-cells", T("How many tiles make a complete garden?",
                                 "一座完成的庭園有幾個板塊?"),
                    START, lambda s: len(s.gardens[0]),
                    T("3 rows of 5 spaces; the storage space does not count.",
                      "3 排，每排 5 個位置；暫存區不算。"),
                    rules=("karesansui.setup.garden",), picture=False),
            Choose("q-players", T("How many players can play Karesansui?",
                                  "枯山水可以幾個人玩?"),
                   (T("2 only", "只有 2 人"), T("2 to 4", "2 到 4 人"), T("3 to 5", "3 到 5 人")),
                   1, T("2 to 4 monks, each of one colour: orange, blue, black, purple; the "
                        "rules summary calls 4 the best.",
                        "2 到 4 位僧侶，各一種顏色：橘、藍、黑、紫；"
                        "規則說 4 人最理想。"),
                   rules=("karesansui.setup.players",)),
            HowMany("q-gardeners-2p", T("In a 2-player game, how many gardener cards does each "
                                        "player hold at the start?",
                                        "兩人遊戲開始時，每位玩家手上有幾張庭園大師卡?"),
                    START, lambda s: len(s.hands[0]),
                    T("Three each (at most one used per turn); and three famous-garden cards lie "
                      "face up for both.", "每人 3 張(每回合最多使用 1 張)；另有 3 張名庭園卡"
                      "翻開，兩人共用。"),
                    rules=("karesansui.setup.two-players",), picture=False),
            HowMany("q-cards-4p", T("In a 4-player game, how many famous-garden cards does each "
                                    "player hold, in secret?",
                                    "四人遊戲時，每位玩家秘密持有幾張名庭園卡?"),
                    START_4, lambda s: sum(1 for c in (s.cards[0],) if c),
                    T("One each, kept face down; the rest go back to the box unseen.",
                      "每人 1 張，正面朝下；其餘的卡秘密移除遊戲。"),
                    rules=("karesansui.setup.cards",), picture=False),
            LegalOrNot("q-zazen-first", START, "zazen",
                       note=T("Part one comes first: draw a tile.", "先進行前行動：抽取板塊。")),
            LegalOrNot("q-bottom-left", FIRST_DRAW, "place G01 at a3",
                       rules=("karesansui.place.first-tile",),
                       note=T("The first tile may go top-left or bottom-left.",
                              "第 1 個板塊可以放在左上方或左下方。")),
            LegalOrNot("q-second-column", FIRST_DRAW, "place G01 at b1",
                       note=T("b1 is not a corner of the left column.", "b1 不在最左欄的角落。")),
        )),
    ),
    recap=T("Each monk builds a 3 x 5 garden of tiles and stones. A turn is part one (draw a "
            "tile and place, gift, discard or store it) and part two (zazen, monk, stone or "
            "gardener card). The first tile goes in a1 or a3, either way up. When every garden "
            "holds 15 tiles, nine items are scored.",
            "每位僧侶用板塊和石頭建造 3 × 5 的庭園。一個回合是前行動(抽取板塊，再配置、讓渡、廢棄或"
            "保管)和後行動(座禪、移動禪宗僧侶、石頭或庭園大師卡)。第 1 個板塊放在 a1 或 a3，"
            "上下方向"
            "自由。所有庭園都放滿 15 個板塊時，依九個項目計分。"),
    mistakes=(T("Starting the garden in the middle or in the right-hand column.",
                "從中間或最右欄開始建造庭園。"),
              T("Doing part two before drawing a tile.", "還沒抽取板塊就先進行後行動。"),
              T("Thinking the tile drawings are the printed ones: they are provisional.",
                "以為板塊圖像就是印刷版的：它們是暫定的。")),
)
