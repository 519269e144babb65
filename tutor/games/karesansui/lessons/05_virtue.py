"""Karesansui lesson 5: Virtue."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    Deeper,
    HowMany,
    LegalOrNot,
    Lesson,
    Position,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ._common import game, keep, lay, stone_kinds

ZAZEN_TIME = game(lay("G01", "a1"), keep("G13"), "draw; tile G02; place G02 at b1")
"""Orange (1 virtue) has laid a tile and is in part two."""
AT_SIX = game(
    lay("G01", "a1"), keep("G13"), lay("G01", "b1"), keep("G12", "discard"),
    lay("G01", "c1"), keep("G10", "discard"), keep("G05"), keep("G11", "discard"),
    lay("G01", "d1"), keep("M05", "discard"), lay("G01", "e1"), keep("M04", "discard"),
    "draw; tile M09")
"""Orange has 6 virtue and a full storage space, and has drawn a moss tile."""
AT_SIX_PART_TWO = Position(AT_SIX.moves + "\nplace M09 at a2", options=AT_SIX.options)
THREE_VIRTUE = game(
    lay("G01", "a1"), keep("G13"), lay("G01", "b1"), keep("G12", "discard"),
    lay("G01", "c1"), keep("G10", "discard"), "draw; tile G04; place G04 at a2")
"""Orange has 3 virtue, her monk on a2, in part two."""
NO_VIRTUE = game("draw; tile G01; place G01 at a1")
"""Orange, with no virtue, in part two of her first turn."""

LESSON = Lesson(
    game="karesansui", number=5, slug="virtue",
    title=T("Virtue", "德行"),
    minutes=15,
    objectives=(
        T("earn and spend virtue", "獲得與花費德行"),
        T("stop at 6 without waste", "在 6 點時不浪費德行"),
        T("turn virtue into a stone", "用德行換石頭"),
    ),
    steps=(
        Read(T(
            """
## Virtue

Virtue runs from 0 to 6. Zazen gives +1, a gift +2; a discard costs 1, a snatch 2; taking a
stone sends it back to **0**. A gain past 6 is lost. Each virtue left at the end is
**1 point**.
""",
            """
## 德行

德行從 0 到 6。座禪 +1，讓渡 +2；廢棄扣 1 點，強奪扣 2 點；獲得石頭時德行回到 **0**。超過 6 的
部分就浪費了。遊戲結束時剩下的每點德行得 **1 分**。
"""),
            sources=T(
                """
Rules `karesansui.zazen`, `karesansui.gift.virtue`, `karesansui.discard.virtue`,
`karesansui.snatch.cost`, `karesansui.stone.virtue-reset`, `karesansui.score.virtue`. The
summary: 「玩家取得石頭後，無論其目前德行點數為何，皆須立即將德行區自家顏色計分標記移回至0格位置
處。」
(after taking a stone, whatever their virtue, a player moves their marker back to 0).
""",
                """
規則 `karesansui.zazen`、`karesansui.gift.virtue`、`karesansui.discard.virtue`、
`karesansui.snatch.cost`、`karesansui.stone.virtue-reset`、`karesansui.score.virtue`。摘要：
「玩家取得石頭後，無論其目前德行點數為何，皆須立即將德行區自家顏色計分標記移回至0格位置處。」
""")),
        Task(
            "zazen",
            T("Orange has laid her tile. End her turn with one more virtue.",
              "橘方已經配置了板塊。以多 1 點德行結束她的回合。"),
            ZAZEN_TIME,
            Reach(lambda start, now: now.virtue[0] == start.virtue[0] + 1,
                  T("Orange's virtue did not grow.", "橘方的德行沒有增加。")),
            solution=("zazen",),
            hints=(T("Part two has one action that is pure meditation.",
                     "後行動中有一項就是靜坐冥想。"),
                   T("Look at the part-two buttons under the drawn-tile area.",
                     "看看抽取板塊區旁的後行動按鈕。")),
            highlight=("zazen", "use muso", "use sesshu", "use zenami"),
            rules=("karesansui.zazen",),
            wrong="offer gift", wrong_rule="karesansui.turn.two-parts",
            explain={"monk to a1": T("Moving the monk earns no virtue.",
                                     "移動禪宗僧侶不會獲得德行。"),
                     "stone flat at b1": T("A stone sends virtue back to 0.",
                                           "石頭會讓德行回到 0。")},
            success=T("Zazen: +1 virtue, and the turn passes to Blue.",
                      "座禪：德行 +1，輪到藍方。"),
        ),
        Task(
            "at-six",
            T("Orange has 6 virtue, a full storage space and a moss tile she does not want. Get "
              "rid of it and keep all her virtue.",
              "橘方有 6 點德行、滿的暫存區，以及一個不想要的苔蘚板塊。處理掉它，同時保住全部"
              "德行。"),
            AT_SIX,
            Reach(lambda start, now: now.drawn < 0 and now.tiles_in(0) == start.tiles_in(0)
                  and now.virtue[0] == 6,
                  T("The tile is still Orange's, or virtue was lost.",
                    "板塊還在橘方手上，或德行減少了。"),
                  within=2),
            solution=("offer gift", "gift to Blue"),
            replies={1: ("ask for gift",)},
            hints=(T("A discard costs 1. Which choice earns virtue instead, even if the track is "
                     "full?", "廢棄要扣 1 點。哪一項反而會獲得德行，即使德行區已滿？"),
                   T("The track stops at 6: a gain past the top is lost, but nothing is "
                     "taken away.", "德行區最多 6 點：超過的部分浪費了，但不會扣掉。")),
            highlight=("offer gift", "discard"),
            rules=("karesansui.gift.virtue", "karesansui.discard.virtue"),
            wrong="store", wrong_rule="karesansui.store.one-space",
            explain={"discard": T("Discarding would drop her virtue to 5.",
                                  "廢棄會讓她的德行降到 5 點。")},
            success=T("Given away: still 6 virtue (the 2 she earned went past the top), and the "
                      "tile is in Blue's hands.",
                      "讓渡了：德行仍是 6 點（獲得的 2 點超過頂端），板塊交給了藍方。"),
        ),
        Quiz((
            HowMany("q-after-stone", T("Orange has 3 virtue and takes a flat stone (it needs 1). "
                                       "How much virtue has she left?",
                                       "橘方有 3 點德行，取得一顆橫石（需要 1 點）。"
                                       "她還剩幾點德行？"),
                    THREE_VIRTUE, lambda s: s.apply("stone flat at a1").virtue[0],
                    T("Taking any stone sends virtue back to 0.", "取得任何石頭，德行都回到 0。"),
                    rules=("karesansui.stone.virtue-reset",), mark="stone flat at a1"),
            HowMany("q-zazen-at-six", T("Orange has 6 virtue and sits in zazen. How much virtue "
                                        "has she then?",
                                        "橘方有 6 點德行並座禪。之後她有幾點德行？"),
                    AT_SIX_PART_TWO, lambda s: s.apply("zazen").virtue[0],
                    T("The track stops at 6.", "德行區最多 6 點。"), rules=("karesansui.zazen",)),
            HowMany("q-virtue-points", T("How many points does Orange's virtue give her on the "
                                         "score sheet now?",
                                         "橘方的德行現在在計分表上值幾分？"),
                    THREE_VIRTUE, lambda s: s.scores().points[0]["virtue"],
                    T("1 point for each virtue.",
                      "每點德行 1 分。"), rules=("karesansui.score.virtue",)),
        )),
        Deeper(T("What each stone needs.", "每種石頭需要多少德行。")),
        Read(T(
            """
The temple board shows what each stone needs: a flat stone 1 virtue, a small standing stone
2, a reclining stone 3, a tall standing stone 4, the boat stone 5. You may take any stone
your virtue reaches, and your virtue then drops to 0.
""",
            """
寺廟圖板標出每種石頭需要的德行：橫石 1 點、小立石 2 點、臥石 3 點、大立石 4 點、舟石 5 點。德行
夠得到的石頭都可以拿，拿了之後德行回到 0。
"""),
            sources=T(
                """
Rule `karesansui.stone.threshold` (the summary's table is a picture that did not survive;
lesson 15 says where these numbers come from).
""",
                """
規則 `karesansui.stone.threshold`（摘要中的表格是沒有保存下來的圖片；第 15 課說明這些數字的
出處）。
""")),
        Task(
            "spend",
            T("Orange has 3 virtue. Turn it into the most valuable stone it pays for.",
              "橘方有 3 點德行。把它換成付得起的最有價值的石頭。"),
            THREE_VIRTUE,
            Reach(lambda start, now: "reclining" in stone_kinds(now, 0),
                  T("That is not the most valuable stone 3 virtue pays for.",
                    "那不是 3 點德行付得起的最有價值的石頭。")),
            solution=("stone reclining at a1",),
            hints=(T("The stones on the temple board show the virtue each needs.",
                     "寺廟圖板上的石頭標示各自所需的德行。"),
                   T("Compare the thresholds under the stones with her 3 virtue; the stone goes "
                     "in her monk's column.", "比較石頭下方所需的德行和她的 3 點；石頭要放在禪宗"
                     "僧侶所在的縱列。")),
            rules=("karesansui.stone.threshold", "karesansui.stone.virtue-reset"),
            wrong="stone tall at a1", wrong_rule="karesansui.stone.threshold",
            explain={"stone flat at a1": T("The flat stone needs only 1: 3 pays for more.",
                                           "橫石只需要 1 點：3 點可以換更好的。"),
                     "stone small at a1": T("The small standing stone needs 2: 3 pays for more.",
                                            "小立石需要 2 點：3 點可以換更好的。")},
            success=T("A reclining stone, and Orange's virtue is back to 0.",
                      "一顆臥石，橘方的德行回到 0。"),
        ),
        Quiz((
            Choose("q-most", T("Which of these earns the most virtue?", "下列哪一項獲得最多德行？"),
                   (T("zazen", "座禪"), T("a gift that is taken", "被接受的讓渡"),
                    T("a snatch", "強奪")), 1,
                   T("A gift +2, zazen +1; a snatch costs 2.", "讓渡 +2，座禪 +1；強奪花 2 點。"),
                   rules=("karesansui.gift.virtue", "karesansui.zazen", "karesansui.snatch.cost")),
            LegalOrNot("q-stone-at-zero", NO_VIRTUE, "stone flat at a1",
                       note=T("Even the flat stone needs 1 virtue.",
                              "即使是橫石也需要 1 點德行。")),
        )),
    ),
    recap=T("Zazen +1, a gift +2, a discard -1, a snatch -2, a stone sends virtue to 0; the "
            "track stops at 6, and every virtue left at the end is a point.",
            "座禪 +1、讓渡 +2、廢棄 -1、強奪 -2，取得石頭時德行歸 0；德行區最多 6 點，"
            "遊戲結束時剩下的"
            "每點德行得 1 分。"),
    mistakes=(T("Sitting in zazen at 6: the point is lost.", "德行 6 點時座禪：這 1 點浪費了。"),
              T("Thinking a stone costs only its threshold: all virtue goes.",
                "以為石頭只花它所需的點數：其實全部德行都歸 0。")),
)
