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
SNATCH_DRAWN = game(lay("G01", "a1"), keep("G13"), lay("G01", "b1"),
                    "place stored G13 at a1; let it go; draw; tile G12; store; zazen",
                    "draw; tile G08")
"""Orange (2 virtue) has drawn a small-arc tile; Blue has 2 virtue, enough to snatch."""
SNATCHED = game(lay("G01", "a1"), keep("G13"), lay("G01", "b1"),
                 "place stored G13 at a1; let it go; draw; tile G12; store; zazen",
                 "draw; tile G08; place G08 at c1; snatch; place G08 at b1")
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
        T("gift a tile, and receive one", "讓渡板塊，以及接受讓渡"),
        T("snatch a tile, and know who may", "強奪板塊，並知道誰可以強奪"),
        T("keep a tile from a snatch", "讓板塊不被強奪"),
    ),
    steps=(
        Read(T(
            """
## Gifts

You may **offer** the tile you drew to a player who asks for it; if nobody asks, choose
again. The giver gains **2 virtue** (at most 6); the receiver lays the tile at once.
""",
            """
## 讓渡

你可以把剛抽取的板塊**提出讓渡**，交給一位請求的玩家；若無人請求，就改選其他行動。讓渡者獲得
**2 點德行**（最多 6 點）；接受者立即把板塊配置到自己的庭園。
"""),
            sources=T(
                """
The summary: 「玩家將剛抽取的板塊讓渡給其他玩家，但不能強迫其他玩家接受其讓渡，其他玩家則可主動請
求給予
讓渡。」 (a player may gift the tile just drawn to another player, but cannot force anyone to
accept it; the others may ask for it). Rules `karesansui.gift.ask`, `karesansui.gift.virtue`,
`karesansui.gift.receiver-places`. That an offer nobody asks for cannot be made again is the
tutor's reading.
""",
                """
摘要：「玩家將剛抽取的板塊讓渡給其他玩家，但不能強迫其他玩家接受其讓渡，其他玩家則可主動請求給予
讓渡。」規則 `karesansui.gift.ask`、`karesansui.gift.virtue`、`karesansui.gift.receiver-places`。
無人請求的板塊不能再次提出讓渡，是教學工具的解讀。
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
            hints=(T("Which of the four choices earns virtue?", "四項選擇中哪一項可以獲得德行？"),
                   T("Look at the buttons beside the drawn tile; one of them hands the tile to "
                     "another player.", "看看抽到的板塊旁的按鈕；其中一個會把板塊交給別的玩家。")),
            highlight=("offer gift", "discard", "store"),
            rules=("karesansui.gift.ask", "karesansui.gift.virtue"),
            wrong="gift to Blue", wrong_rule="karesansui.gift.ask",
            explain={"discard": T("A discard costs virtue.", "廢棄會損失德行。"),
                     "store": T("Storing earns no virtue.", "保管不會獲得德行。")},
            success=T("Given: Orange has 3 virtue, and Blue must lay the tile at once.",
                      "讓渡完成：橘色玩家有 3 點德行，藍色玩家須立即配置這個板塊。"),
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
                   T("Look beside Orange's garden: where can a tile wait?",
                     "看看橘色玩家的庭園旁邊：板塊可以在哪裡等待？")),
            rules=("karesansui.gift.ask", "karesansui.store.one-space"),
            wrong="offer gift", wrong_rule="karesansui.gift.ask",
            explain={"discard": T("A discarded tile is gone for good.", "廢棄的板塊就沒有了。")},
            success=T("Stored: it can go into her garden on her next turn.",
                      "保管了：下一回合可以放進她的庭園。"),
        ),
        Read(T(
            """
## Snatching

When a player declares laying a tile, drawn or stored, each other player with **2 virtue**
may **snatch** it: they pay the 2 virtue and lay it in their own garden at once. The player
laying it **cannot refuse**. The one with the **fewest tiles** is asked first. Gifts and tiles
from gardener cards cannot be snatched.
""",
            """
## 強奪

玩家宣告配置板塊（剛抽取的或暫存區的）時，有 **2 點德行**的其他玩家可以**強奪**它：付出這 2 點
德行，並立即放進自己的庭園。配置的玩家**不能拒絕**。庭園板塊**最少**的玩家先被詢問。讓渡的板塊和
庭園大師卡的板塊不能強奪。
"""),
            sources=T(
                """
The summary: 「當玩家宣告執行前行動階段之配置行動或暫存區配置行動時，其他玩家可執行「強奪」行動。」
(when a player declares placing, from part one or from storage, the other players may
snatch). Rules `karesansui.snatch.when`, `karesansui.snatch.cost`,
`karesansui.snatch.priority`. On a tie in tiles, the earlier in turn order from the start
player goes first (`karesansui.snatch.ties`, the tutor's reading; an option counts clockwise
from the player laying the tile instead, lesson 13). 「當其他玩家發動「強奪」時，行動玩家不能
拒絕」 (when another player snatches, the active player cannot refuse), and the snatcher
「立即將此砂紋板塊置於自家庭園圖板內」 (lays the tile in their own garden at once): so the snatch
happens as soon as it is made, and nobody is asked to allow it. Only the gardener card
Shigemori Mirei keeps tiles safe, played ahead of time (lesson 6).
""",
                """
摘要：「當玩家宣告執行前行動階段之配置行動或暫存區配置行動時，其他玩家可執行「強奪」行動。」規則
`karesansui.snatch.when`、`karesansui.snatch.cost`、`karesansui.snatch.priority`。板塊一樣少時，
從起始玩家算起順位較前者優先（`karesansui.snatch.ties`，教學工具的解讀；另有一個選項改從正在配置
的玩家依順時針方向算起，第 13 課）。「當其他玩家發動「強奪」時，行動玩家不能拒絕」，強奪者並
「立即將此砂紋板塊置於自家庭園圖板內」：所以強奪一發動就成立，不會詢問任何人是否允許。只有庭園大師卡
「重森三玲」能事先保護板塊（第 6 課）。
""")),
        Task(
            "snatch",
            T("Blue has 2 virtue and Orange is laying a tile Blue wants. Take it for Blue's "
              "garden.",
              "藍色玩家有 2 點德行，而橘色玩家正要配置一個藍色玩家想要的板塊。把它拿到藍色玩家的"
              "庭園。"),
            SNATCH_WINDOW,
            Reach(more_tiles(1), T("The tile is not in Blue's garden.",
                                   "板塊不在藍色玩家的庭園裡。"),
                  within=2),
            solution=("snatch", "place G08 at b1"),
            hints=(T("Orange has only declared where the tile goes: it is not down yet.",
                     "橘色玩家只是宣告了板塊的位置：它還沒有放下。"),
                   T("Blue's two buttons decide it; then the tile goes into Blue's garden, "
                     "from left to right.",
                     "藍色玩家的兩個按鈕決定這件事；然後板塊要從左至右放進藍色玩家的庭園。")),
            highlight=("snatch", "let it go"),
            rules=("karesansui.snatch.when", "karesansui.snatch.cost"),
            wrong="place G08 at b1", wrong_rule="karesansui.snatch.priority",
            explain={"let it go": T("Then the tile goes into Orange's garden.",
                                    "那樣板塊就會放進橘色玩家的庭園。")},
            success=T("Snatched: Blue paid 2 virtue at once and laid the tile; Orange could not "
                      "refuse.",
                      "強奪成功：藍色玩家立即付了 2 點德行並配置板塊；橘色玩家不能拒絕。"),
            viewer=1,
        ),
        Task(
            "keep-it",
            T("Orange has drawn a tile she wants, and Blue has the 2 virtue to snatch it. Keep "
              "it for Orange, out of Blue's reach this turn.",
              "橘色玩家抽到一個她想要的板塊，而藍色玩家有 2 點德行可以強奪。把它留給橘色玩家，"
              "這回合不讓藍色玩家拿到。"),
            SNATCH_DRAWN,
            Reach(lambda start, now: now.storage[0] >= 0,
                  T("The tile is not kept for Orange, out of Blue's reach.",
                    "板塊沒有留給橘色玩家，或藍色玩家拿得到。")),
            solution=("store",),
            hints=(T("Laying a tile declares it, and a declared tile may be snatched.",
                     "配置板塊就是宣告它，而宣告的板塊可能被強奪。"),
                   T("Look at the part-one buttons: which keeps the tile for Orange without "
                     "laying it?", "看看前行動的按鈕：哪一個能不配置板塊又把它留給橘色玩家？")),
            highlight=("store", "discard", "offer gift"),
            rules=("karesansui.snatch.when", "karesansui.store.one-space"),
            wrong="offer gift",
            explain={"offer gift": T("A gift goes to Blue: that is the one thing Orange does not "
                                     "want.", "讓渡會把板塊交給藍色玩家：那正是橘色玩家不想要的。"),
                     "discard": T("Then nobody has it, Orange included.",
                                  "那樣誰都拿不到，橘色玩家也一樣。"),
                     **{f"place G08 at {cell}{way}": T(
                         "Laying it declares it: Blue, with 2 virtue, may snatch it.",
                         "配置就是宣告：有 2 點德行的藍色玩家可以強奪它。")
                        for cell in ("c1", "a2") for way in ("", " turned")}},
            success=T("Stored. When Orange lays it later Blue may still snatch it, if Blue has "
                      "2 virtue then: choose the moment.",
                      "保管了。之後橘色玩家配置它時，如果藍色玩家那時有 2 點德行，仍然可以強奪："
                      "要選好時機。"),
        ),
        Quiz((
            Choose("q-priority", T("Three players. Orange declares a tile for c1. Blue (2 tiles) "
                                   "and Black (1 tile) both have 2 virtue. Who is asked first "
                                   "whether to snatch it?",
                                   "三人遊戲。橘色玩家宣告把板塊放在 c1。藍色玩家（2 個板塊）和"
                                   "黑色玩家（1 個板塊）都有 2 點德行。先詢問誰要不要強奪？"),
                   (T("Blue", "藍色玩家"), T("Black", "黑色玩家")),
                   lambda s: s.current_player() - 1,
                   T("The fewest tiles first: Black; turn order only breaks a tie.",
                     "板塊最少者優先：黑色玩家；順位只在平手時決定。"),
                   rules=("karesansui.snatch.priority",), position=THREE_SNATCHERS),
            HowMany("q-snatch-cost", T("Blue snatches Orange's tile. How much virtue has Blue "
                                       "left?",
                                       "藍色玩家強奪橘色玩家的板塊。藍色玩家還剩幾點德行？"),
                    SNATCH_WINDOW, lambda s: s.apply("snatch").virtue[1],
                    T("2, less 2 for the snatch.", "2 點，強奪扣 2 點。"),
                    rules=("karesansui.snatch.cost",)),
            HowMany("q-gift-cap", T("Orange has 5 virtue and gives her tile to Blue. How much "
                                    "virtue does she have then?",
                                    "橘色玩家有 5 點德行，把板塊讓渡給藍色玩家。"
                                    "之後她有幾點德行？"),
                    GIFT_AT_FIVE, lambda s: s.apply("gift to Blue").virtue[0],
                    T("5 + 2 would be 7, but the track stops at 6.",
                      "5 + 2 是 7，但德行區最多 6 點。"),
                    rules=("karesansui.gift.virtue",)),
            LegalOrNot("q-gift-at-once", GIFT_GIVEN, "store",
                       rules=("karesansui.gift.receiver-places",),
                       note=T("A gift is laid at once: it never waits in the receiver's storage "
                              "space.", "讓渡的板塊須立即配置：不會進入接受者的暫存區。")),
            LegalOrNot("q-no-second-draw", SNATCHED, "draw from stack 9",
                       rules=("karesansui.snatch.part-one-over",),
                       note=T("Blue snatched the tile Orange drew: her part one is over, she "
                              "goes on with part two. No sentence of the summary gives her "
                              "another draw; an option does (lesson 13).",
                              "藍色玩家強奪了橘色玩家抽取的板塊：她的前行動結束，接著進行後行動。"
                              "摘要沒有任何句子讓她再抽一次；有一個選項可以（第 13 課）。")),
            LegalOrNot("q-snatch-gift", GIFT_GIVEN, "snatch", rules=("karesansui.snatch.when",),
                       note=T("A gifted tile cannot be snatched: Blue places it at once.",
                              "讓渡的板塊不能強奪：藍色玩家須立即配置。")),
            LegalOrNot("q-poor-snatcher", PLACED_UNSEEN, "snatch",
                       rules=("karesansui.snatch.cost",),
                       note=T("Blue had only 1 virtue, so nobody was asked: the tile went down.",
                              "藍色玩家只有 1 點德行，所以沒有人被詢問：板塊直接放下了。")),
            Choose("q-gift-forced", T("Can Orange make Blue take a gift Blue did not ask for?",
                                      "橘色玩家可以強迫藍色玩家接受他沒有請求的讓渡嗎？"),
                   (T("yes", "可以"), T("no", "不可以")), 1,
                   T("Only a player who asks can receive a gift.",
                     "只有提出請求的玩家才能接受讓渡。"),
                   rules=("karesansui.gift.ask",)),
        )),
    ),
    recap=T("A gift goes only to a player who asks; the giver gains 2 virtue (at most 6) and "
            "the receiver lays it at once. A tile declared for placing, drawn or stored, may be "
            "snatched for 2 virtue, paid at once, the fewest tiles first; the player laying it "
            "cannot refuse, and gifts cannot be snatched. A snatched drawn tile ends its "
            "owner's part one. Storing keeps a tile out of reach until it is laid.",
            "讓渡只給提出請求的玩家；行動玩家獲得 2 點德行（最多 6 點），接受者立即配置。宣告"
            "配置的板塊（剛抽取或暫存區的）可以強奪，立即付出 2 點德行，板塊最少者優先；配置的玩家"
            "不能拒絕，讓渡的板塊不能強奪。抽取的板塊被強奪後，該玩家的前行動就結束了。保管的板塊在"
            "配置之前不會被強奪。"),
    mistakes=(T("Offering a gift again after nobody asked.", "無人請求後再次提出讓渡。"),
              T("Thinking turn order decides who snatches first: the fewest tiles do.",
                "以為強奪由順位決定：其實是板塊最少者優先。"),
              T("Snatching with less than 2 virtue.", "德行不足 2 點時強奪。"),
              T("Laying a prized tile while a rival has 2 virtue.",
                "在對手有 2 點德行時配置重要的板塊。")),
)
