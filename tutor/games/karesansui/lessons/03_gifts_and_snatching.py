"""Karesansui lesson 3: Gifts and snatching."""

from __future__ import annotations

from ....lessons.model import Choose, HowMany, LegalOrNot, Lesson, Quiz, Reach, Read, T, Task
from ._common import game, keep, lay, more_tiles

GIFT_DRAWN = game(lay("G01", "a1"), keep("G13"), "draw; tile G09")
"""Orange (1 virtue) has drawn a small-arc tile; Blue's garden is empty."""
GIFT_OFFERED = game(lay("G01", "a1"), keep("G13"), "draw; tile G09; offer gift")
"""Orange offers the tile: Blue to say whether to ask for it."""
GIFT_GIVEN = game(lay("G01", "a1"), keep("G13"),
                   "draw; tile G09; offer gift; ask for gift; gift to Blue")
"""Blue is to place the gift."""
NOBODY_ASKED = game(lay("G01", "a1"), keep("G13"),
                     "draw; tile G09; offer gift; do not ask")
"""Orange offered the tile and Blue did not ask."""
SNATCH_WINDOW = game(lay("G01", "a1"), keep("G13"), lay("G01", "b1"),
                      "place stored G13 at a1; let it go; draw; tile G12; store; zazen",
                      "draw; tile G08; place G08 at c1")
"""Orange declares laying a small-arc tile on c1; Blue (2 virtue) may snatch it."""
SNATCHED = game(lay("G01", "a1"), keep("G13"), lay("G01", "b1"),
                 "place stored G13 at a1; let it go; draw; tile G12; store; zazen",
                 "draw; tile G08; place G08 at c1; snatch; allow snatch; place G08 at b1")
"""Blue snatched the tile Orange drew; Orange is in part two."""
PLACED_UNSEEN = game(lay("G01", "a1"), keep("G13"), "draw; tile G09; place G09 at b1")
"""Orange laid a tile and Blue, with 1 virtue, could not snatch it."""
THREE_SNATCHERS = game(
    lay("G01", "a1"), lay("G13", "a1"), keep("G12"),
    lay("G01", "b1"), "draw; tile G11; place G11 at b1; let it go; zazen",
    "place stored G12 at a1; let it go; let it go; draw; tile G10; store; zazen",
    "draw; tile G08; place G08 at c1",
    players=3)
"""3 players: Orange declares a tile on c1; Blue (2 tiles) and Black (1 tile) both have 2
virtue."""
GIFT_AT_FIVE = game(
    lay("G01", "a1"), keep("G13"), lay("G01", "b1"), keep("G12", "discard"),
    lay("G01", "c1"), keep("G10", "discard"), lay("G01", "d1"), keep("G11", "discard"),
    lay("G01", "e1"), keep("M05", "discard"),
    "draw; tile G09; offer gift; ask for gift")
"""Orange, with 5 virtue, chooses who receives her gift."""

LESSON = Lesson(
    game="karesansui", number=3, slug="gifts-and-snatching",
    title=T("Gifts and snatching", "讓渡與強奪"),
    minutes=20,
    objectives=(
        T("gift a tile to a player who asks, and receive one",
          "把板塊讓渡給請求的玩家，以及接受讓渡"),
        T("snatch a tile another player is laying, and know who may",
          "強奪別人正要配置的板塊，並知道誰可以強奪"),
        T("know which tiles can never be snatched", "知道哪些板塊絕對不能被強奪"),
    ),
    steps=(
        Read(T(
            """
## Gifts

> 「玩家將剛抽取的板塊讓渡給其他玩家，但不能強迫其他玩家接受其讓渡，其他玩家則可主動請求給予讓渡。」

You may **offer** the tile you drew (`offer gift`). The other players then say, one by one,
whether they ask for it (`ask for gift` or `do not ask`); you give it to one of those who
asked (`gift to Blue`), and nobody can be made to take it (`karesansui.gift.ask`). If nobody
asks, choose another action: you cannot offer the same tile again. The giver gains **2
virtue**, up to the top of the track at 6 (`karesansui.gift.virtue`); the receiver places
the tile in their garden **at once** (`karesansui.gift.receiver-places`).
""",
            """
## 讓渡

> 「玩家將剛抽取的板塊讓渡給其他玩家，但不能強迫其他玩家接受其讓渡，其他玩家則可主動請求給予讓渡。」

你可以**提出讓渡**剛抽取的板塊(`offer gift`)。其他玩家逐一表示是否請求(`ask for gift` 或
`do not ask`)；你從請求者中選一位給他(`gift to Blue`)，不能強迫任何人接受(`karesansui.gift.ask`)。
若無人請求，須改選其他行動：同一個板塊不能再提出讓渡。行動玩家獲得 **2 點德行**，
最多到德行區頂端的 6 點
(`karesansui.gift.virtue`)；接受讓渡的玩家須**立即**把板塊配置到自己的庭園
(`karesansui.gift.receiver-places`)。
""")),
        Task(
            "gift",
            T("Orange has 1 virtue and a tile she does not need. Raise her virtue by 2 with it.",
              "橘色玩家有 1 點德行和一個用不到的板塊。用它讓她的德行增加 2 點。"),
            GIFT_DRAWN,
            Reach(lambda start, now: now.virtue[0] == start.virtue[0] + 2,
                  T("Orange's virtue has not grown by 2.", "橘色玩家的德行沒有增加 2 點。"),
                  within=2),
            solution=("offer gift", "gift to Blue"),
            replies={1: ("ask for gift",)},
            hints=(T("Which of the four choices earns virtue?", "四項選擇中哪一項可以獲得德行?"),
                   T("Offer the tile; Blue will ask for it; then choose Blue.",
                     "提出讓渡；藍色玩家會請求；再選藍色玩家。")),
            highlight=("offer gift",),
            rules=("karesansui.gift.ask", "karesansui.gift.virtue"),
            wrong="gift to Blue", wrong_rule="karesansui.gift.ask",
            explain={"discard": T("A discard costs virtue.", "廢棄會損失德行。")},
            success=T("Given: Orange has 3 virtue, and Blue must lay the tile at once.",
                      "讓渡完成：橘色玩家有 3 點德行，藍色玩家須立即配置這個板塊。"),
        ),
        Task(
            "receive",
            T("Blue: Orange offers the tile she drew. Get it into your garden.",
              "藍色玩家：橘色玩家提出讓渡她抽到的板塊。把它放進你的庭園。"),
            GIFT_OFFERED,
            Reach(more_tiles(1), T("The tile is not in Blue's garden.",
                                    "板塊不在藍色玩家的庭園裡。"),
                  within=2),
            solution=("ask for gift", "place G09 at a1"),
            replies={1: ("gift to Blue",)},
            hints=(T("Nobody is made to take a gift: you must say you want it.",
                     "沒有人會被強迫接受讓渡：你必須表示想要。"),
                   T("Ask for it; once Orange gives it, lay it where a first tile goes.",
                     "提出請求；橘色玩家讓渡後，把它放在第 1 個板塊可以放的位置。")),
            highlight=("ask for gift",),
            rules=("karesansui.gift.receiver-places",),
            wrong="place G09 at a1", wrong_rule="karesansui.gift.ask",
            explain={"do not ask": T("Then Orange keeps it.", "那樣橘色玩家就會留著它。")},
            success=T("Received and laid at once: a gift never waits in storage.",
                      "接受並立即配置：讓渡的板塊不會進暫存區。"),
            viewer=1,
        ),
        Task(
            "nobody-asked",
            T("Orange offered her tile, but Blue did not ask for it. Keep it for a later turn.",
              "橘色玩家提出讓渡，但藍色玩家沒有請求。把板塊留到之後的回合。"),
            NOBODY_ASKED,
            Reach(lambda start, now: now.storage[0] >= 0,
                  T("The tile is not in Orange's storage space.", "板塊不在橘色玩家的暫存區。")),
            solution=("store",),
            hints=(T("The offer is over; one of the other choices keeps the tile.",
                     "讓渡已經結束；其他選擇中有一項可以留住板塊。"),
                   T("Orange's storage space is empty.", "橘色玩家的暫存區是空的。")),
            highlight=("store",),
            rules=("karesansui.gift.ask", "karesansui.store.one-space"),
            wrong="offer gift", wrong_rule="karesansui.gift.ask",
            success=T("Stored: it can go into her garden on her next turn.",
                      "保管了：下一回合可以放進她的庭園。"),
        ),
        Read(T(
            """
## Snatching

> 「當玩家宣告執行前行動階段之配置行動或暫存區配置行動時，其他玩家可執行「強奪」行動。」

When a player **declares** laying a drawn tile or their stored tile, the other players may
**snatch** it and lay it in their own garden at once (`karesansui.snatch.when`). The player
laying cannot refuse, except with one gardener card, Shigemori Mirei (lesson 6): so a player
who still holds a gardener card is asked `allow snatch` (or the card) whoever holds what, and
the question gives nothing away. A snatch costs **2 virtue**; a player with less cannot
snatch (`karesansui.snatch.cost`). If several want it, the one with the **fewest tiles** in
their garden gets it; on a tie, the one earlier in turn order (`karesansui.snatch.priority`),
counted from the start player, Orange (`karesansui.snatch.ties`; the option
`snatch_ties="clockwise"` counts from the player laying the tile). The tutor asks them one by
one in that order (`snatch` or `let it go`); the first to snatch takes it. Gifted tiles,
gardener-card tiles and tiles already laid cannot be snatched.

**A snatched tile ends part one.** If the tile you drew is snatched, you do not draw again:
go on with part two (`karesansui.snatch.part-one-over`). No sentence of the summary gives
you another draw, so this is the tutor's reading; the option `after_snatch="draw-again"`
gives the other one. A stored tile snatched before part one still leaves you your draw.

On the board a player who may snatch sees the declared tile and two buttons; with nobody able
to snatch (too little virtue), the tile simply goes down.
""",
            """
## 強奪

> 「當玩家宣告執行前行動階段之配置行動或暫存區配置行動時，其他玩家可執行「強奪」行動。」

玩家**宣告**配置剛抽取或暫存區的板塊時，其他玩家可以**強奪**，並立即放進自己的庭園
(`karesansui.snatch.when`)。行動玩家不能拒絕，只有一張庭園大師卡「重森三玲」例外(第 6 課)：
因此手上還有庭園大師卡的玩家，不論持有哪一張，都會被詢問 `allow snatch`(或打出該卡)，
詢問本身不會洩露手牌。強奪須損失 **2 點德行**；德行不足者不能強奪(`karesansui.snatch.cost`)。
若有多位玩家要強奪，由庭園板塊**最少**的玩家優先；平手時由順位較前者取得
(`karesansui.snatch.priority`)，順位從起始玩家橘色算起(`karesansui.snatch.ties`；選項
`snatch_ties="clockwise"` 則從正在配置的玩家算起)。教學工具依此順序逐一詢問
(`snatch` 或 `let it go`)；第一位選擇強奪的玩家取得板塊。讓渡的板塊、庭園大師卡的板塊和
已放進庭園的板塊都不能強奪。

**板塊被強奪後前行動結束**。你抽取的板塊被強奪時，不能再抽取：接著進行後行動
(`karesansui.snatch.part-one-over`)。摘要沒有任何句子讓你再抽一次，所以這是教學工具的解讀；
選項 `after_snatch="draw-again"` 提供另一種讀法。在前行動之前配置的暫存區板塊被強奪，仍可抽取。

在棋盤上，可以強奪的玩家會看到宣告中的板塊和兩個按鈕；沒有人能強奪(德行不足)時，板塊就直接放下。
""")),
        Task(
            "snatch",
            T("Blue has 2 virtue and Orange is laying a tile Blue wants. Take it for Blue's "
              "garden.",
              "藍色玩家有 2 點德行，而橘色玩家正要配置一個藍色玩家想要的板塊。把它拿到藍色"
              "玩家的庭園。"),
            SNATCH_WINDOW,
            Reach(more_tiles(1), T("The tile is not in Blue's garden.",
                                    "板塊不在藍色玩家的庭園裡。"),
                  within=2),
            solution=("snatch", "place G08 at b1"),
            replies={1: ("allow snatch",)},
            hints=(T("Orange has only declared where the tile goes: it is not down yet.",
                     "橘色玩家只是宣告了板塊的位置：它還沒有放下。"),
                   T("Snatch it (2 virtue), then lay it next to Blue's tile on a1.",
                     "強奪它(2 點德行)，再放在藍色玩家 a1 板塊的旁邊。")),
            highlight=("snatch",),
            rules=("karesansui.snatch.when", "karesansui.snatch.cost"),
            wrong="place G08 at b1", wrong_rule="karesansui.snatch.priority",
            explain={"let it go": T("Then the tile goes into Orange's garden.",
                                    "那樣板塊就會放進橘色玩家的庭園。")},
            success=T("Snatched: Blue paid 2 virtue and laid the tile at once; Orange allowed "
                      "it.", "強奪成功：藍色玩家付了 2 點德行並立即配置；橘色玩家允許了。"),
            viewer=1,
        ),
        Quiz((
            Choose("q-priority", T("Three players. Orange declares a tile for c1. Blue (2 tiles) "
                                   "and Black (1 tile) both have 2 virtue. Who is asked first "
                                   "whether to snatch it?",
                                   "三人遊戲。橘色玩家宣告把板塊放在 c1。藍色玩家(2 個板塊)"
                                   "和黑色玩家"
                                   "(1 個板塊)都有 2 點德行。先詢問誰要不要強奪?"),
                   (T("Blue", "藍色玩家"), T("Black", "黑色玩家")),
                   lambda s: s.current_player() - 1,
                   T("The fewest tiles first: Black; turn order only breaks a tie.",
                     "板塊最少者優先：黑色玩家；順位只在平手時決定。"),
                   rules=("karesansui.snatch.priority",), position=THREE_SNATCHERS),
            HowMany("q-snatch-cost", T("Blue snatches Orange's tile. How much virtue has Blue "
                                       "left?",
                                       "藍色玩家強奪橘色玩家的板塊。藍色玩家還剩幾點德行?"),
                    SNATCH_WINDOW, lambda s: s.apply("snatch").virtue[1],
                    T("2, less 2 for the snatch.", "2 點，強奪扣 2 點。"),
                    rules=("karesansui.snatch.cost",)),
            HowMany("q-gift-cap", T("Orange has 5 virtue and gives her tile to Blue. How much "
                                    "virtue does she have then?",
                                    "橘色玩家有 5 點德行，把板塊讓渡給藍色玩家。之後她有幾點德行?"),
                    GIFT_AT_FIVE, lambda s: s.apply("gift to Blue").virtue[0],
                    T("5 + 2 would be 7, but the track stops at 6.",
                      "5 + 2 是 7，但德行區最多 6 點。"),
                    rules=("karesansui.gift.virtue",)),
            LegalOrNot("q-no-second-draw", SNATCHED, "draw from stack 9",
                       rules=("karesansui.snatch.part-one-over",),
                       note=T("Blue snatched the tile Orange drew: her part one is over, she "
                              "goes on with part two.",
                              "藍色玩家強奪了橘色玩家抽取的板塊：她的前行動結束，接著進行後行動。")),
            LegalOrNot("q-snatch-gift", GIFT_GIVEN, "snatch", rules=("karesansui.snatch.when",),
                       note=T("A gifted tile cannot be snatched: Blue places it at once.",
                              "讓渡的板塊不能強奪：藍色玩家須立即配置。")),
            LegalOrNot("q-poor-snatcher", PLACED_UNSEEN, "snatch",
                       rules=("karesansui.snatch.cost",),
                       note=T("Blue had only 1 virtue, so nobody was asked: the tile went down.",
                              "藍色玩家只有 1 點德行，所以沒有人被詢問：板塊直接放下了。")),
            Choose("q-gift-forced", T("Can Orange make Blue take a gift Blue did not ask for?",
                                      "橘色玩家可以強迫藍色玩家接受他沒有請求的讓渡嗎?"),
                   (T("yes", "可以"), T("no", "不可以")), 1,
                   T("Only a player who asks can receive a gift.",
                     "只有提出請求的玩家才能接受讓渡。"),
                   rules=("karesansui.gift.ask",)),
        )),
    ),
    recap=T("A gift goes only to a player who asks; the giver gains 2 virtue (at most 6) and "
            "the receiver lays it at once. A tile declared for placing, drawn or stored, may be "
            "snatched for 2 virtue, the fewest tiles first; gifts cannot be snatched. A "
            "snatched drawn tile ends its owner's part one.",
            "讓渡只給提出請求的玩家；行動玩家獲得 2 點德行(最多 6 點)，接受者立即配置。"
            "宣告配置的板塊"
            "(剛抽取或暫存區的)可以花 2 點德行強奪，板塊最少者優先；讓渡的板塊不能強奪。"
            "抽取的板塊被強奪後，該玩家的前行動就結束了。"),
    mistakes=(T("Offering a gift again after nobody asked.", "無人請求後再次提出讓渡。"),
              T("Thinking turn order decides who snatches first: the fewest tiles do.",
                "以為強奪由順位決定：其實是板塊最少者優先。"),
              T("Snatching with less than 2 virtue.", "德行不足 2 點時強奪。"),
              T("Drawing again after your drawn tile was snatched.",
                "抽取的板塊被強奪後又再抽取。")),
)
