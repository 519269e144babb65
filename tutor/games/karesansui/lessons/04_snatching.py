"""Karesansui lesson 4: Snatching."""

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

GIFT_GIVEN = game(lay("G01", "a1"), keep("G13"),
                  "draw; tile G09; offer gift; ask for gift; gift to Blue")
"""Blue is to place the gift."""
_BLUE_HAS_TWO = (lay("G01", "a1"), keep("G13"), lay("G01", "b1"),
                 "place stored G13 at a1; let it go; draw; tile G12; store; zazen")
"""Orange has two tiles and 2 virtue; Blue one tile, a stored tile and 2 virtue."""
SNATCH_WINDOW = game(*_BLUE_HAS_TWO, "draw; tile G08; place G08 at c1")
"""Orange declares laying a small-arc tile on c1; Blue (2 virtue) may snatch it."""
SNATCH_DRAWN = game(*_BLUE_HAS_TWO, "draw; tile G08")
"""Orange (2 virtue) has drawn a small-arc tile; Blue has 2 virtue, enough to snatch."""
SNATCHED = game(*_BLUE_HAS_TWO, "draw; tile G08; place G08 at c1; snatch; place G08 at b1")
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

LESSON = Lesson(
    game="karesansui", number=4, slug="snatching",
    title=T("Snatching", "強奪"),
    minutes=15,
    objectives=(
        T("snatch a tile another player is laying", "強奪別人正要配置的板塊"),
        T("keep a tile from a snatch", "讓板塊不被強奪"),
    ),
    steps=(
        Read(T(
            """
## Snatching

When a player lays a tile, drawn or stored, each other player with **2 virtue** may
**snatch** it: they pay the 2 virtue and lay it in their own garden at once. The player
laying it **cannot refuse**. Gifts cannot be snatched.
""",
            """
## 強奪

玩家配置板塊（剛抽取的或暫存區的）時，有 **2 點德行**的其他玩家可以**強奪**它：付出這 2 點德行，
並立即放進自己的庭園。配置的玩家**不能拒絕**。讓渡的板塊不能強奪。
"""),
            sources=T(
                """
The summary: 「當玩家宣告執行前行動階段之配置行動或暫存區配置行動時，其他玩家可執行「強奪」行動。」
(when a player declares placing, from part one or from storage, the other players may
snatch). Rules `karesansui.snatch.when`, `karesansui.snatch.cost`. 「當其他玩家發動「強奪」時，
行動玩家不能拒絕」 (when another player snatches, the active player cannot refuse), and the
snatcher 「立即將此砂紋板塊置於自家庭園圖板內」 (lays the tile in their own garden at once): so
the snatch happens as soon as it is made, and nobody is asked to allow it. Only the gardener
card 重森三玲 (Shigemori Mirei) keeps tiles safe, played ahead of time (lesson 7).
""",
                """
摘要：「當玩家宣告執行前行動階段之配置行動或暫存區配置行動時，其他玩家可執行「強奪」行動。」規則
`karesansui.snatch.when`、`karesansui.snatch.cost`。「當其他玩家發動「強奪」時，行動玩家不能拒絕」，
強奪者並「立即將此砂紋板塊置於自家庭園圖板內」：所以強奪一發動就成立，不會詢問任何人是否允許。
只有庭園大師卡「重森三玲」能事先保護板塊（第 7 課）。
""")),
        Task(
            "snatch",
            T("Blue has 2 virtue and Orange is laying a tile Blue wants. Take it for Blue's "
              "garden.",
              "藍方有 2 點德行，而橘方正要配置一個藍方想要的板塊。把它拿到藍方的庭園。"),
            SNATCH_WINDOW,
            Reach(more_tiles(1), T("The tile is not in Blue's garden.",
                                   "板塊不在藍方的庭園裡。"),
                  within=2),
            solution=("snatch", "place G08 at b1"),
            hints=(T("Orange has only declared where the tile goes: it is not down yet.",
                     "橘方只是宣告了板塊的位置：它還沒有放下。"),
                   T("Blue's two buttons decide it; then the tile goes into Blue's garden, "
                     "from left to right.",
                     "藍方的兩個按鈕決定這件事；然後板塊要從左至右放進藍方的庭園。")),
            highlight=("snatch", "let it go"),
            rules=("karesansui.snatch.when", "karesansui.snatch.cost"),
            explain={"let it go": T("Then the tile goes into Orange's garden.",
                                    "那樣板塊就會放進橘方的庭園。")},
            success=T("Snatched: Blue paid 2 virtue at once and laid the tile; Orange could not "
                      "refuse.",
                      "強奪成功：藍方立即付了 2 點德行並配置板塊；橘方不能拒絕。"),
            viewer=1,
        ),
        Task(
            "keep-it",
            T("Orange has drawn a tile she wants, and Blue has the 2 virtue to snatch it. Keep "
              "it for Orange, out of Blue's reach this turn.",
              "橘方抽到一個她想要的板塊，而藍方有 2 點德行可以強奪。把它留給橘方，這回合不讓藍方"
              "拿到。"),
            SNATCH_DRAWN,
            Reach(lambda start, now: now.storage[0] >= 0,
                  T("The tile is not kept for Orange, out of Blue's reach.",
                    "板塊沒有留給橘方，或藍方拿得到。")),
            solution=("store",),
            hints=(T("A tile being laid may be snatched.", "正在配置的板塊可能被強奪。"),
                   T("Look at the part-one buttons: which keeps the tile for Orange without "
                     "laying it?", "看看前行動的按鈕：哪一個能不配置板塊又把它留給橘方？")),
            highlight=("store", "discard", "offer gift"),
            rules=("karesansui.snatch.when", "karesansui.store.one-space"),
            wrong="offer gift",
            explain={"offer gift": T("A gift goes to Blue: that is the one thing Orange does not "
                                     "want.", "讓渡會把板塊交給藍方：那正是橘方不想要的。"),
                     "discard": T("Then nobody has it, Orange included.",
                                  "那樣誰都拿不到，橘方也一樣。"),
                     **{f"place G08 at {cell}{way}": T(
                         "Laying it lets Blue, with 2 virtue, snatch it.",
                         "配置它，有 2 點德行的藍方就可以強奪。")
                        for cell in ("c1", "a2") for way in ("", " turned")}},
            success=T("Stored. When Orange lays it later Blue may still snatch it, if Blue has "
                      "2 virtue then: choose the moment.",
                      "保管了。之後橘方配置它時，如果藍方那時有 2 點德行，仍然可以強奪："
                      "要選好時機。"),
        ),
        Quiz((
            HowMany("q-snatch-cost", T("Blue snatches Orange's tile. How much virtue has Blue "
                                       "left?",
                                       "藍方強奪橘方的板塊。藍方還剩幾點德行？"),
                    SNATCH_WINDOW, lambda s: s.apply("snatch").virtue[1],
                    T("2, less 2 for the snatch.", "2 點，強奪扣 2 點。"),
                    rules=("karesansui.snatch.cost",)),
            LegalOrNot("q-snatch-gift", GIFT_GIVEN, "snatch", rules=("karesansui.snatch.when",),
                       note=T("A gifted tile cannot be snatched: Blue places it at once.",
                              "讓渡的板塊不能強奪：藍方須立即配置。")),
            LegalOrNot("q-poor-snatcher", PLACED_UNSEEN, "snatch",
                       rules=("karesansui.snatch.cost",),
                       note=T("Blue had only 1 virtue, so nobody was asked: the tile went down.",
                              "藍方只有 1 點德行，所以沒有人被詢問：板塊直接放下了。")),
        )),
        Deeper(T("Who snatches first, and after a snatch.", "誰先強奪，以及被強奪之後。")),
        Read(T(
            """
If several players could snatch, the one with the **fewest tiles** in their garden is asked
first; on a tie, the one earlier in turn order from the start player. When your drawn tile
is snatched, you do not draw again: go on with part two.
""",
            """
有好幾位玩家可以強奪時，庭園板塊**最少**的玩家先被詢問；一樣少時，從起始玩家算起順位較前者
優先。你抽取的板塊被強奪後，不能再抽取：接著進行後行動。
"""),
            sources=T(
                """
Rules `karesansui.snatch.priority`, `karesansui.snatch.ties` and
`karesansui.snatch.part-one-over` (lesson 15 gives the other readings, which are options).
""",
                """
規則 `karesansui.snatch.priority`、`karesansui.snatch.ties`、`karesansui.snatch.part-one-over`
（第 15 課列出其他讀法，它們都是選項）。
""")),
        Task(
            "after-snatch",
            T("Blue snatched the tile Orange drew. Finish Orange's turn with one more virtue.",
              "藍方強奪了橘方抽到的板塊。以多 1 點德行結束橘方的回合。"),
            SNATCHED,
            Reach(lambda start, now: now.virtue[0] == start.virtue[0] + 1 and now.turn == 1,
                  T("Orange's turn did not end with one more virtue.",
                    "橘方的回合結束時，德行沒有多 1 點。")),
            solution=("zazen",),
            hints=(T("Her part one is over: the tile she drew is gone.",
                     "她的前行動已經結束：抽到的板塊沒有了。"),
                   T("Look at the part-two buttons.", "看看後行動的按鈕。")),
            rules=("karesansui.snatch.part-one-over", "karesansui.zazen"),
            wrong="draw from stack 9", wrong_rule="karesansui.snatch.part-one-over",
            success=T("Zazen: Orange lost the tile, but she ends her turn with more virtue.",
                      "座禪：橘方失去了板塊，但以更多德行結束回合。"),
        ),
        Quiz((
            Choose("q-priority", T("Three players. Orange is laying a tile. Blue (2 tiles) and "
                                   "Black (1 tile) both have 2 virtue. Who is asked first "
                                   "whether to snatch it?",
                                   "三人遊戲。橘方正在配置板塊。藍方（2 個板塊）和黑方（1 個"
                                   "板塊）都有 2 點德行。先詢問誰要不要強奪？"),
                   (T("Blue", "藍方"), T("Black", "黑方")),
                   lambda s: s.current_player() - 1,
                   T("The fewest tiles first: Black; turn order only breaks a tie.",
                     "板塊最少者優先：黑方；順位只在平手時決定。"),
                   rules=("karesansui.snatch.priority",), position=THREE_SNATCHERS),
            LegalOrNot("q-no-second-draw", SNATCHED, "draw from stack 9",
                       rules=("karesansui.snatch.part-one-over",),
                       note=T("Blue snatched the tile Orange drew: her part one is over, she "
                              "goes on with part two.",
                              "藍方強奪了橘方抽取的板塊：她的前行動結束，接著進行後行動。")),
        )),
    ),
    recap=T("A tile being laid, drawn or stored, may be snatched by another player with 2 "
            "virtue, paid at once; the player laying it cannot refuse, and gifts cannot be "
            "snatched. The fewest tiles are asked first. Storing keeps a tile out of reach "
            "until it is laid.",
            "正在配置的板塊（剛抽取或暫存區的）可以被有 2 點德行的其他玩家強奪，立即付出德行；"
            "配置的玩家不能拒絕，讓渡的板塊不能強奪。板塊最少者先被詢問。保管的板塊在配置之前不會"
            "被強奪。"),
    mistakes=(T("Thinking turn order decides who snatches first: the fewest tiles do.",
                "以為強奪由順位決定：其實是板塊最少者優先。"),
              T("Snatching with less than 2 virtue.", "德行不足 2 點時強奪。"),
              T("Laying a prized tile while a rival has 2 virtue.",
                "在對手有 2 點德行時配置重要的板塊。")),
)
