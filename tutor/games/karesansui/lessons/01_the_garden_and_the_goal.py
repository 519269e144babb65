"""Karesansui lesson 1: The garden and the goal."""

from __future__ import annotations

from ....lessons.model import Deeper, HowMany, LegalOrNot, Lesson, Quiz, Reach, Read, Show, T, Task
from ..data import oriented_index
from ._common import FIRST_DRAW, HALF_CIRCLE_DRAWN, START, START_4, game, keep, lay, more_tiles

SECOND_DRAWN = game(lay("G01", "a1"), keep("G13"), "draw; tile G09")
"""Orange's second turn: she has drawn a tile; a1 is laid, Blue has stored a tile."""

LESSON = Lesson(
    game="karesansui", number=1, slug="the-garden-and-the-goal",
    title=T("The garden and the goal", "庭園與目標"),
    minutes=15,
    objectives=(
        T("name the parts of the board", "說出圖板的各部分"),
        T("say what makes a turn and when the game ends", "說出一個回合包含什麼、遊戲何時結束"),
        T("lay a first tile", "放下第一個板塊"),
    ),
    steps=(
        Read(T(
            """
## Zen gardens

In *Karesansui* (枯山水, "dry landscape") 2 to 4 Zen monks each build a garden of 15 tiles,
3 rows of 5, and set stones in it.
""",
            """
## 禪宗庭園

在「枯山水」中，2 到 4 位禪宗僧侶各自用 15 個砂紋板塊（3 排、每排 5 個）建造庭園，並在上面放
石頭。
"""),
            sources=T(
                """
The game is by Koota Yamada (2014), sold in English as *Stone Garden*. The Chinese rules
summary 004_2dd42cb4566abbba.txt describes a dry garden as
「係以砂石表現水、以石塊表現山的微縮式園林景觀。」 (a miniature landscape where raked sand stands
for water and stones for mountains). Rules: `karesansui.setup.players`,
`karesansui.setup.garden`, `karesansui.end.all-complete`.
""",
                """
遊戲設計者是 Koota Yamada（2014 年），英文版名為 *Stone Garden*。中文規則摘要
004_2dd42cb4566abbba.txt 這樣描述枯山水：「係以砂石表現水、以石塊表現山的微縮式園林景觀。」
規則：`karesansui.setup.players`、`karesansui.setup.garden`、`karesansui.end.all-complete`。
""")),
        Show("start", START_4, picture=True, caption=T(
            "Four players, the best number: temple board on top, gardens below.",
            "四人遊戲（最理想的人數）：上方是寺廟圖板，下方是庭園。")),
        Read(T(
            """
## A turn

**Part one:** draw a tile, then place it in your garden, gift it, discard it or store it.
**Part two:** sit in zazen, move your monk, take a stone, or use a gardener card. When every
garden holds 15 tiles, the highest score wins. Your first tile goes top-left or bottom-left.
""",
            """
## 一個回合

**前行動**：抽取 1 個板塊，再把它配置到庭園、讓渡、廢棄或保管。**後行動**：座禪、移動禪宗僧侶、
獲得石頭，或使用庭園大師卡。所有庭園都放滿 15 個板塊時，總分最高者獲勝。你的第 1 個板塊放在
左上方或左下方。
"""),
            sources=T(
                """
Rules `karesansui.turn.two-parts` and `karesansui.place.first-tile`. The summary:
「第1個板塊須擺放在庭園圖板左上方或左下方位置」 (the first tile must go in the top-left or
bottom-left space of the garden board).
""",
                """
規則 `karesansui.turn.two-parts`、`karesansui.place.first-tile`。摘要：
「第1個板塊須擺放在庭園圖板左上方或左下方位置」。
""")),
        Task(
            "first-tile",
            T("Orange has drawn a plain gravel tile: lay it in her empty garden.",
              "橘方抽到一個素砂的砂礫板塊：把它配置到她空的庭園裡。"),
            FIRST_DRAW,
            Reach(more_tiles(0), T("The tile is not in the garden yet.",
                                   "板塊還沒有放進庭園。")),
            solution=("place G01 at a1",),
            hints=(T("A garden starts in a corner, but not just any corner.",
                     "庭園從角落開始，但不是任何一個角落都可以。"),
                   T("Look at the left-hand end of each row of her garden.",
                     "看她庭園每一排的最左邊。")),
            rules=("karesansui.place.first-tile", "karesansui.setup.garden"),
            wrong="place G01 at c2", wrong_rule="karesansui.place.first-tile",
            explain={"store": T("That keeps the tile for later: this time lay it in the garden.",
                                "這樣是把板塊留到之後：這一次請把它放進庭園。"),
                     "offer gift": T("That offers the tile to Blue: this time lay it in Orange's "
                                     "garden.", "這樣是把板塊讓給藍方：這一次請放進橘方的庭園。")},
            success=T("The first tile is down, and the monk stands on it.",
                      "第 1 個板塊放好了，禪宗僧侶站在它上面。"),
            hide_legal=True,
        ),
        Read(T(
            """
Tiles always lie landscape, but you choose which way up: the **Flip** button under the drawn
tile turns it round.
""",
            """
板塊一律橫向擺放，但上下方向由你決定：抽到的板塊下方的「翻轉」按鈕可以把它轉過來。
"""),
            sources=T(
                """
Rules `karesansui.place.orientation` and `karesansui.data.tiles`. The summary: 「板塊擺放時
一律橫向……各個板塊的上下方向則由玩家自行決定」 (tiles always lie landscape; each player decides
which way up).
""",
                """
規則 `karesansui.place.orientation`、`karesansui.data.tiles`。摘要：「板塊擺放時一律橫向……各個
板塊的上下方向則由玩家自行決定」。
""")),
        Task(
            "either-way-up",
            T("Orange has drawn the half-circle tile. Lay it in the top-left space with its "
              "half circle against the top edge of the garden.",
              "橘方抽到半圓板塊。把它放在左上方，讓半圓貼著庭園的上緣。"),
            HALF_CIRCLE_DRAWN,
            Reach(lambda start, now: now.gardens[0][0] == oriented_index("G07", True),
                  T("The half circle is not against the top edge of the top-left space.",
                    "半圓沒有貼著左上方位置的上緣。")),
            solution=("place G07 at a1 turned",),
            hints=(T("As drawn, the half circle sits on the tile's lower side.",
                     "抽到時，半圓在板塊的下緣。"),
                   T("A button under the drawn tile changes which way up it goes.",
                     "抽到的板塊下方有一個按鈕可以改變上下方向。")),
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
            T("Orange's second turn: she wants to keep the tile she drew for later. Finish her "
              "turn with the tile beside her garden and one more virtue.",
              "橘方的第二回合：她想把抽到的板塊留到之後再用。完成這個回合，讓板塊留在庭園旁邊，"
              "德行也多 1 點。"),
            SECOND_DRAWN,
            Reach(lambda start, now: now.turn == 1 and now.storage[0] >= 0
                  and now.virtue[0] == start.virtue[0] + 1,
                  T("The turn did not end with a stored tile and one more virtue.",
                    "這個回合結束時，暫存區沒有板塊或德行沒有多 1 點。"), within=2),
            solution=("store", "zazen"),
            hints=(T("Part one decides about the tile; part two can earn virtue.",
                     "前行動處理板塊；後行動可以獲得德行。"),
                   T("One of the three part-one buttons keeps the tile off the garden, for a "
                     "later turn.", "前行動的三個按鈕中，有一個能把板塊留到之後的回合，不放進"
                     "庭園。")),
            highlight=("store", "discard", "offer gift"),
            rules=("karesansui.turn.two-parts", "karesansui.store.one-space",
                   "karesansui.zazen"),
            wrong="zazen", wrong_rule="karesansui.turn.two-parts",
            explain={"discard": T("A discarded tile is gone, and it costs a virtue.",
                                  "廢棄的板塊就沒有了，還要損失 1 點德行。"),
                     "offer gift": T("A gift goes to Blue's garden.", "讓渡的板塊會進入藍方的"
                                     "庭園。")},
            success=T("A whole turn: part one with the tile, part two with zazen. Now it is "
                      "Blue's turn.",
                      "完整的一回合：前行動處理板塊，後行動座禪。現在輪到藍方。"),
        ),
        Quiz((
            LegalOrNot("q-zazen-first", START, "zazen",
                       note=T("Part one comes first: draw a tile.", "先進行前行動：抽取板塊。")),
            LegalOrNot("q-bottom-left", FIRST_DRAW, "place G01 at a3",
                       rules=("karesansui.place.first-tile",),
                       note=T("The first tile may go top-left or bottom-left.",
                              "第 1 個板塊可以放在左上方或左下方。")),
            LegalOrNot("q-second-column", FIRST_DRAW, "place G01 at b1",
                       note=T("That space is not a corner of the left column.",
                              "那個位置不是最左欄的角落。")),
        )),
        Deeper(T("Your cards.", "你的卡片。")),
        Read(T(
            """
Each player holds one famous-garden card and one gardener card, in secret. Most boards here
have two players; they use **the special two-player rule**: three famous-garden cards lie
face up for both, and each player holds three gardener cards.
""",
            """
每位玩家秘密持有 1 張名庭園卡和 1 張庭園大師卡。這裡的圖板大多是兩位玩家；兩人遊戲使用**兩人遊戲的
特別規則**：3 張名庭園卡翻開給兩人共用，每位玩家手上有 3 張庭園大師卡。
"""),
            sources=T(
                """
Rules `karesansui.setup.cards` and `karesansui.setup.two-players`. The summary deals 「每位
玩家各分發1張」 (one card each) and calls 4 players the best (以4人最理想); it gives no rule for
two. The special two-player rule comes from two Japanese write-ups.
""",
                """
規則 `karesansui.setup.cards`、`karesansui.setup.two-players`。摘要寫「每位玩家各分發1張」，並說
「以4人最理想」；它沒有兩人規則。兩人遊戲的特別規則來自兩份日文整理。
""")),
        Quiz((
            HowMany("q-gardeners-2p", T("In a 2-player game, with the special two-player rule, "
                                        "how many gardener cards does each player hold at the "
                                        "start?",
                                        "兩人遊戲使用兩人遊戲的特別規則：開始時每位玩家手上有幾張"
                                        "庭園大師卡？"),
                    START, lambda s: len(s.hands[0]),
                    T("Three each (at most one used per turn), and three famous-garden cards lie "
                      "face up for both; with 3 or 4 players, one of each.",
                      "每人 3 張（每回合最多使用 1 張），另有 3 張名庭園卡翻開，兩人共用；3 或 4 人"
                      "時各 1 張。"),
                    rules=("karesansui.setup.two-players",)),
            HowMany("q-cards-4p", T("In this 4-player game, how many famous-garden cards does "
                                    "Orange hold, in secret?",
                                    "這局四人遊戲中，橘方秘密持有幾張名庭園卡？"),
                    START_4, lambda s: sum(1 for c in (s.cards[0],) if c),
                    T("One each, kept face down; the rest go back to the box unseen.",
                      "每人 1 張，正面朝下；其餘的卡秘密移除遊戲。"),
                    rules=("karesansui.setup.cards", "karesansui.setup.players")),
        )),
    ),
    recap=T("Each monk builds a 3 x 5 garden of tiles and stones. A turn is part one (draw a "
            "tile and place, gift, discard or store it) and part two (zazen, monk, stone or "
            "gardener card). The first tile goes top-left or bottom-left, either way up. When "
            "every garden holds 15 tiles, the gardens are scored.",
            "每位僧侶用板塊和石頭建造 3 × 5 的庭園。一個回合是前行動（抽取板塊，再配置、讓渡、"
            "廢棄或保管）和後行動（座禪、移動禪宗僧侶、石頭或庭園大師卡）。第 1 個板塊放在左上方"
            "或左下方，上下方向自由。所有庭園都放滿 15 個板塊時計分。"),
    mistakes=(T("Starting the garden in the middle or in the right-hand column.",
                "從中間或最右欄開始建造庭園。"),
              T("Doing part two before drawing a tile.", "還沒抽取板塊就先進行後行動。"),
              T("Thinking the tile drawings are the printed ones: those marked ≈ are the "
                "tutor's.", "以為板塊圖像就是印刷版的：標著 ≈ 的是教學工具畫的。")),
)
