"""Karesansui lesson 3: Gifts."""

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
GIFT_AT_FIVE = game(
    lay("G01", "a1"), keep("G13"), lay("G01", "b1"), keep("G12", "discard"),
    lay("G01", "c1"), keep("G10", "discard"), lay("G01", "d1"), keep("G11", "discard"),
    lay("G01", "e1"), keep("M05", "discard"),
    "draw; tile G09; offer gift; ask for gift")
"""Orange, with 5 virtue, chooses who receives her gift."""
TWO_ASKED = game("draw; tile G09; offer gift; ask for gift; ask for gift", players=3,
                 gardeners=("muso", "jozan", "zenami"))
"""3 players: Orange offered her first tile; Blue and Black both asked for it."""

LESSON = Lesson(
    game="karesansui", number=3, slug="gifts",
    title=T("Gifts", "讓渡"),
    minutes=15,
    objectives=(
        T("gift a tile for virtue", "讓渡板塊，獲得德行"),
        T("ask for a gift, and receive it", "請求讓渡，並接受板塊"),
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
求給予讓渡。」 (a player may gift the tile just drawn to another player, but cannot force anyone
to accept it; the others may ask for it). Rules `karesansui.gift.ask`,
`karesansui.gift.virtue`, `karesansui.gift.receiver-places`. That an offer nobody asks for
cannot be made again is the tutor's reading.
""",
                """
摘要：「玩家將剛抽取的板塊讓渡給其他玩家，但不能強迫其他玩家接受其讓渡，其他玩家則可主動請求給予
讓渡。」規則 `karesansui.gift.ask`、`karesansui.gift.virtue`、`karesansui.gift.receiver-places`。
無人請求的板塊不能再次提出讓渡，是教學工具的解讀。
""")),
        Task(
            "gift",
            T("Orange has 1 virtue and a tile she does not need. Raise her virtue by 2 with it.",
              "橘方有 1 點德行和一個用不到的板塊。用它讓她的德行增加 2 點。"),
            GIFT_DRAWN,
            Reach(lambda start, now: now.virtue[0] == start.virtue[0] + 2,
                  T("Orange's virtue has not grown by 2.", "橘方的德行沒有增加 2 點。"),
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
                      "讓渡完成：橘方有 3 點德行，藍方須立即配置這個板塊。"),
        ),
        Task(
            "nobody-asked",
            T("Orange offered her tile, but Blue did not ask for it. Keep it for a later turn.",
              "橘方提出讓渡，但藍方沒有請求。把板塊留到之後的回合。"),
            NOBODY_ASKED,
            Reach(lambda start, now: now.storage[0] >= 0,
                  T("The tile is not in Orange's storage space.", "板塊不在橘方的暫存區。")),
            solution=("store",),
            hints=(T("The offer is over; one of the other choices keeps the tile.",
                     "讓渡已經結束；其他選擇中有一項可以留住板塊。"),
                   T("Look beside Orange's garden: where can a tile wait?",
                     "看看橘方的庭園旁邊：板塊可以在哪裡等待？")),
            rules=("karesansui.gift.ask", "karesansui.store.one-space"),
            wrong="offer gift", wrong_rule="karesansui.gift.ask",
            explain={"discard": T("A discarded tile is gone for good.", "廢棄的板塊就沒有了。")},
            success=T("Stored: it can go into her garden on her next turn.",
                      "保管了：下一回合可以放進她的庭園。"),
        ),
        Task(
            "ask",
            T("Blue: Orange offers the small-arc tile, and Blue's empty garden wants it. Get it "
              "into Blue's garden.",
              "藍方：橘方提出讓渡一個小扇板塊，藍方空的庭園正需要它。把它放進藍方的庭園。"),
            GIFT_OFFERED,
            Reach(more_tiles(1), T("The tile is not in Blue's garden.", "板塊不在藍方的庭園裡。"),
                  within=2),
            solution=("ask for gift", "place G09 at a1"),
            replies={1: ("gift to Blue",)},
            hints=(T("Nobody can be made to take a gift, so nobody gets one without a word.",
                     "沒有人會被迫接受讓渡，所以不開口就拿不到。"),
                   T("Blue's two buttons decide it; then the tile goes down at once.",
                     "藍方的兩個按鈕決定這件事；之後板塊立即放下。")),
            highlight=("ask for gift", "do not ask"),
            rules=("karesansui.gift.ask", "karesansui.gift.receiver-places"),
            explain={"do not ask": T("Then the tile stays with Orange.",
                                     "那樣板塊就留在橘方手上。")},
            success=T("Blue asked, Orange gave it (and gained 2 virtue), and Blue laid it at "
                      "once.",
                      "藍方請求，橘方讓渡（獲得 2 點德行），藍方立即配置。"),
            viewer=1,
        ),
        Quiz((
            HowMany("q-gift-cap", T("Orange has 5 virtue and gives her tile to Blue. How much "
                                    "virtue does she have then?",
                                    "橘方有 5 點德行，把板塊讓渡給藍方。之後她有幾點德行？"),
                    GIFT_AT_FIVE, lambda s: s.apply("gift to Blue").virtue[0],
                    T("5 + 2 would be 7, but the track stops at 6.",
                      "5 + 2 是 7，但德行區最多 6 點。"),
                    rules=("karesansui.gift.virtue",)),
            LegalOrNot("q-gift-at-once", GIFT_GIVEN, "store",
                       rules=("karesansui.gift.receiver-places",),
                       note=T("A gift is laid at once: it never waits in the receiver's storage "
                              "space.", "讓渡的板塊須立即配置：不會進入接受者的暫存區。")),
            Choose("q-gift-forced", T("Can Orange make Blue take a gift Blue did not ask for?",
                                      "橘方可以強迫藍方接受他沒有請求的讓渡嗎？"),
                   (T("yes", "可以"), T("no", "不可以")), 1,
                   T("Only a player who asks can receive a gift.",
                     "只有提出請求的玩家才能接受讓渡。"),
                   rules=("karesansui.gift.ask",)),
        )),
        Deeper(T("When several players ask.", "有好幾位玩家請求時。")),
        Read(T(
            """
With 3 or 4 players, several may ask for the same gift: the giver chooses which of them
receives it.
""",
            """
3 或 4 人時，可能有好幾位玩家請求同一個讓渡：由讓渡的玩家決定給誰。
"""),
            sources=T(
                """
The summary: 「若請求給予讓渡的玩家不只一位，則由行動玩家決定其讓渡的對象」 (if more than one
player asks, the active player decides who receives it). Rule `karesansui.gift.ask`.
""",
                """
摘要：「若請求給予讓渡的玩家不只一位，則由行動玩家決定其讓渡的對象」。規則 `karesansui.gift.ask`。
""")),
        Quiz((
            Choose("q-who-receives", T("Three players: Blue and Black both asked for Orange's "
                                       "tile. Who decides which of them receives it?",
                                       "三人遊戲：藍方和黑方都請求橘方的板塊。由誰決定給誰？"),
                   (T("Orange, who gives it", "讓渡的橘方"), T("Blue, who asked first",
                                                            "先請求的藍方"),
                    T("the player with fewer tiles", "板塊較少的玩家")),
                   lambda s: 0 if s.current_player() == 0 else 1,
                   T("The giver chooses among those who asked.", "由讓渡者從請求的玩家中選擇。"),
                   rules=("karesansui.gift.ask",), position=TWO_ASKED),
        )),
    ),
    recap=T("A gift goes only to a player who asks; the giver gains 2 virtue (at most 6) and "
            "the receiver lays it at once. If several ask, the giver chooses.",
            "讓渡只給提出請求的玩家；讓渡者獲得 2 點德行（最多 6 點），接受者立即配置。有好幾位"
            "玩家請求時，由讓渡者選擇。"),
    mistakes=(T("Offering a gift again after nobody asked.", "無人請求後再次提出讓渡。"),
              T("Giving away a tile a rival needs: the gift helps them too.",
                "把對手需要的板塊讓渡出去：讓渡也會幫到他們。")),
)
