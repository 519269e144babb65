"""Lesson 4: painting with brushes."""

from __future__ import annotations

from ....lessons.model import Deeper, HowMany, LegalOrNot, Lesson, Quiz, Reach, Read, T, Task
from ._common import SOURCE, painted
from ._positions import (
    BRUSH_ICON,
    MOVE_TO_PAINT,
    ONCE,
    ONCE_TWO_ARROWS,
    PAINT_FIRST,
    TWO_OCEANS,
    UNIVERSAL,
    then,
)

_BOTH = painted("A04", "T07")

LESSON = Lesson(
    game="kanagawa", number=4, slug="painting",
    title=T("Painting with brushes", "用筆刷彩繪"),
    minutes=25,
    objectives=(
        T("place, move and paint with brushes", "放置、移動筆刷，並用它們彩繪"),
        T("plan a turn's paintings", "規劃一個回合要畫的卡片"),
    ),
    steps=(
        Read(T(
            """
## Place a brush, then paint

At any time in your turn you may **place** a reserve brush on an empty landscape of your
studio, one brush per landscape. To **paint** a card, a brush must stand on the landscape
the card needs (bottom left of its upper half).
""",
            """
## 先放筆刷，再彩繪

在你回合的任何時候，都可以把一個備用筆刷**放置**到畫室中空的風景上：每個風景只能有一個筆刷；
沒有風景的畫室卡片上不能放筆刷。要**彩繪**一張卡片，必須有筆刷站在它需要的那種風景上（上半部的左下角）；
卡片就接在你畫作的最右邊。
"""), sources=T(
            f"""
Rules `kanagawa.brush.place`, `kanagawa.brush.one-per-landscape`,
`kanagawa.brush.landscape-only` and `kanagawa.paint.landscape`. `{SOURCE}`:
「把筆刷放置與移動好是其中一個致勝的關鍵」 (placing and moving your brushes well is one of the
keys to winning) and 「每個風景符號只能有一個筆刷」 (each landscape holds one brush).
""",
            f"""
規則 `kanagawa.brush.place`、`kanagawa.brush.one-per-landscape`、
`kanagawa.brush.landscape-only` 和 `kanagawa.paint.landscape`。`{SOURCE}`：
「把筆刷放置與移動好是其中一個致勝的關鍵」，以及「每個風景符號只能有一個筆刷」。
""")),
        Task(
            "first-paint",
            T("Add the “winter · tree” card in your hand to your painting.",
              "把你手上「冬天・樹」的課程卡加入你的畫作。"),
            PAINT_FIRST,
            Reach(painted("T07"), T("The winter tree needs a brush on an ocean.",
                                    "冬天的樹需要一個站在海洋上的筆刷。"),
                  within=2),
            solution=("place brush on S0", "paint T07 with S0"),
            hints=(T("Look at the landscape icon the card needs, and at the landscapes of your "
                     "studio.", "看這張卡片需要的風景圖示，再看你畫室裡的風景。"),
                   T("First a brush: a reserve brush goes on an empty landscape of your studio. "
                     "Click the one the card needs.",
                     "先放筆刷：備用筆刷要放在畫室中空的風景上。點這張卡片需要的那一種。")),
            highlight=("place brush on S0", "place brush on S1", "place brush on S2"),
            rules=("kanagawa.brush.place", "kanagawa.paint.landscape"),
            wrong="paint T07 with S0", wrong_rule="kanagawa.paint.landscape",
            explain={"place brush on S1": T("A brush on the forest cannot paint the tree, which "
                                            "needs an ocean.",
                                            "站在森林上的筆刷不能彩繪需要海洋的那棵樹。"),
                     "place brush on S2": T("A brush on the mountain cannot paint the tree, which "
                                            "needs an ocean.",
                                            "站在山上的筆刷不能彩繪需要海洋的那棵樹。"),
                     "studio T07": T("In the studio the card would be an ocean landscape, not a "
                                     "painting.",
                                     "放進畫室的話，這張卡片只是一個海洋風景，不是畫作。")},
            success=T("The tree is the second card of your painting: winter, and a bonus point. "
                      "Your brush stays on the ocean for the next turns.",
                      "這棵樹成為你畫作的第 2 張：冬天，還有 1 點獎勵分數。你的筆刷會留在海洋上，"
                      "之後的回合還能用。"),
        ),
        Read(T(
            """
## Move, then paint

A double arrow moves a brush to any empty landscape of your studio: the two cards need not
be neighbours. Click the brush, then the empty landscape.
""",
            """
## 先移動，再彩繪

雙箭號可以把筆刷移到畫室中任何一個空的風景，兩張卡片不必相鄰。先點筆刷，再點空的風景。
"""), sources=T(
            "Rule `kanagawa.brush.move`.", "規則 `kanagawa.brush.move`。")),
        Task(
            "move-to-paint",
            T("Both your brushes stand on landscapes. Add the “spring · tree” card in your hand "
              "to your painting.",
              "你的兩個筆刷都站在風景上。把你手上「春天・樹」的課程卡加入你的畫作。"),
            MOVE_TO_PAINT,
            Reach(painted("T10"), T("The spring tree needs a brush on a forest.",
                                    "春天的樹需要一個站在森林上的筆刷。"),
                  within=2),
            solution=("move brush S0->S1", "paint T10 with S1"),
            hints=(T("You have no brush left in reserve, but a double arrow.",
                     "你沒有備用筆刷了，但有一個雙箭號。"),
                   T("Click one of your brushes, then the landscape the card needs.",
                     "點你的一個筆刷，再點這張卡片需要的那種風景。")),
            highlight=("brush-S0", "brush-S2"),
            rules=("kanagawa.brush.move",),
            wrong="place brush on S1", wrong_rule="kanagawa.brush.place",
            explain={"move brush S0->S3": T("That is a plain: the tree needs a forest.",
                                            "那是平原：這棵樹需要森林。"),
                     "move brush S2->S3": T("That is a plain: the tree needs a forest.",
                                            "那是平原：這棵樹需要森林。")},
            success=T("One move, one painting.", "移動一次，彩繪一張。"),
        ),
        Read(T(
            """
## Two icons

A card with **two** landscape icons needs two brushes, on two different studio cards of that
landscape.
""",
            """
## 兩個符號

有**兩個**風景符號的卡片，需要兩個筆刷，分別站在兩張不同、具有那種風景的畫室卡片上。
"""), sources=T(
            f"""
Rules `kanagawa.paint.double` and `kanagawa.paint.landscape`. The next task is
`{SOURCE}`'s example: 「01 你打出你的最後一個筆刷到你畫室一個「海洋」風景上。02 因為你有一個
雙箭號，你把已經放在你畫室的其中一個筆刷移動到第二個「海洋」風景。」 (01: play your last brush
onto an ocean of your studio. 02: with your double arrow, move a brush already in your studio
to the second ocean.)
""",
            f"""
規則 `kanagawa.paint.double` 和 `kanagawa.paint.landscape`。下一個任務就是 `{SOURCE}` 的
範例：「01 你打出你的最後一個筆刷到你畫室一個「海洋」風景上。02 因為你有一個雙箭號，你把已經
放在你畫室的其中一個筆刷移動到第二個「海洋」風景。」
""")),
        Task(
            "two-oceans",
            T("Add the “spring · boar” card in your hand to your painting: it needs two oceans.",
              "把你手上「春天・山豬」的課程卡加入你的畫作：它需要兩個海洋。"),
            TWO_OCEANS,
            Reach(painted("A02"), T("The boar needs two brushes, on two different oceans.",
                                    "這隻山豬需要兩個筆刷，分別站在兩個不同的海洋上。"),
                  within=3),
            solution=("place brush on S0", "move brush S1->S3", "paint A02 with S0,S3"),
            hints=(T("One brush waits in your reserve, one stands on the forest, and you have one "
                     "double arrow.",
                     "你有一個備用筆刷、一個站在森林上的筆刷，以及一個雙箭號。"),
                   T("Find your oceans: each needs a brush.",
                     "找出你的海洋：每個海洋都需要一個筆刷。")),
            highlight=("brush-S1",),
            rules=("kanagawa.paint.double", "kanagawa.brush.move", "kanagawa.brush.place"),
            wrong="paint A02 with S1", wrong_rule="kanagawa.paint.double",
            success=T("Your last brush on one ocean, the forest brush moved to the other: now you "
                      "can paint the boar, as in the summary's example.",
                      "最後一個筆刷放在一個海洋上，森林上的筆刷移到另一個：和規則摘要的範例一樣，"
                      "現在就能彩繪這隻山豬。"),
        ),
        Quiz((
            LegalOrNot("q-one-brush", then(PAINT_FIRST, "place brush on S0"), "place brush on S0",
                       note=T("A brush already stands there.", "那裡已經有一個筆刷。")),
            LegalOrNot("q-no-landscape", then(BRUSH_ICON, "studio A04; decline diploma brushes-3"),
                       "place brush on S1",
                       note=T("That studio card shows a brush icon, but no landscape.",
                              "那張畫室卡片有筆刷符號，但沒有風景。")),
            LegalOrNot("q-two-icons", then(TWO_OCEANS, "place brush on S0"), "paint A02 with S0",
                       note=T("Two ocean icons need two brushes, on two different oceans.",
                              "兩個海洋符號需要兩個筆刷，分別站在兩個不同的海洋上。")),
        )),
        Deeper(T("Universal landscapes, and each brush and landscape once per turn.",
                 "萬用風景，以及每個筆刷、每個風景每回合只用一次。")),
        Read(T(
            """
## Universal

A **universal** landscape counts as any landscape, but its card costs 2 harmony points at
the end.
""",
            """
## 萬用風景

**萬用**風景可以當作任何風景，但遊戲結束時，那張卡片要扣 2 點和諧分數。
"""), sources=T(
            "Rules `kanagawa.paint.landscape` and `kanagawa.score.studio-points`: the universal "
            "landscape and its -2 come from two transcriptions of the cards.",
            "規則 `kanagawa.paint.landscape` 和 `kanagawa.score.studio-points`：萬用風景和它的 "
            "-2 分出自兩份卡片整理。")),
        Task(
            "universal",
            T("The “autumn · deer” card in your hand needs a mountain, and your studio has none. "
              "Add it to your painting anyway.",
              "你手上「秋天・鹿」的課程卡需要山，而你的畫室沒有山。還是把它加入你的畫作。"),
            UNIVERSAL,
            Reach(painted("A12"), T("Only your universal landscape can stand for a mountain.",
                                    "只有你的萬用風景可以當作山。"),
                  within=2),
            solution=("place brush on S1", "paint A12 with S1"),
            hints=(T("One studio card shows every landscape at once.",
                     "有一張畫室卡片同時代表所有風景。"),
                   T("Look at the landscapes of your studio cards.",
                     "看看你畫室卡片上的風景。")),
            highlight=("place brush on S1", "place brush on S2", "brush-S0"),
            rules=("kanagawa.paint.landscape", "kanagawa.score.studio-points"),
            wrong="paint A12 with S0", wrong_rule="kanagawa.paint.landscape",
            explain={"place brush on S2": T("That is a forest: the deer needs a mountain.",
                                            "那是森林：這隻鹿需要山。"),
                     "move brush S0->S2": T("That is a forest: the deer needs a mountain.",
                                            "那是森林：這隻鹿需要山。")},
            success=T("Universal landscapes make painting easy, and cost 2 harmony points each at "
                      "the end.", "萬用風景讓彩繪變得容易，但遊戲結束時每張扣 2 點和諧分數。"),
        ),
        Read(T(
            """
## Once per turn

Each brush paints once per turn, even after it moves (a spent brush is drawn faded), and
each landscape of your studio serves once per turn, even under another brush (a used one
carries a tick). Next turn everything is fresh again: plan the turn's paintings before you
move brushes.
""",
            """
## 每回合一次

每個筆刷每回合只畫一次，移動之後也一樣（用過的筆刷會變淡）；畫室的每個風景每回合也只用一次，
換了別的筆刷也一樣（用過的風景有一個勾）。下一回合一切恢復：移動筆刷之前，先規劃好這回合要畫
哪些卡片。
"""), sources=T(
            f"""
Rules `kanagawa.paint.brush-once-per-turn` and `kanagawa.paint.icon-once-per-turn`.
`{SOURCE}`: 「每個筆刷每輪只能彩繪一個風景 (在你移動它之前或之後)」 (each brush paints one
landscape per turn, before or after you move it) and 「你畫室的每個風景符號每輪只能使用一次」
(each landscape icon of your studio serves once per turn).
""",
            f"""
規則 `kanagawa.paint.brush-once-per-turn` 和 `kanagawa.paint.icon-once-per-turn`。
`{SOURCE}`：「每個筆刷每輪只能彩繪一個風景（在你移動它之前或之後）」，以及「你畫室的每個風景符號
每輪只能使用一次」。
""")),
        Task(
            "both-oceans",
            T("The two cards in your hand both need an ocean. Add both to your painting in this "
              "turn.", "你手上的兩張卡片都需要海洋。在這個回合把兩張都加入你的畫作。"),
            ONCE,
            Reach(_BOTH, T("Each brush paints once per turn, even after a move: the brush that "
                           "painted cannot paint the second card.",
                           "每個筆刷每回合只畫一次，移動之後也一樣：畫過的筆刷不能再畫第二張。"),
                  within=3),
            solution=("paint A04 with S0", "move brush S2->S1", "paint T07 with S1"),
            hints=(T("You have two oceans but one double arrow, and a brush that has painted "
                     "stays spent even if it moves.",
                     "你有兩個海洋，但只有一個雙箭號；畫過的筆刷即使移動了，也不能再畫。"),
                   T("Plan both paintings before you move anything: which brush paints first, "
                     "and which one can reach the other ocean?",
                     "移動任何筆刷之前，先規劃兩張畫：哪個筆刷先畫，哪個筆刷能移到另一個海洋？")),
            highlight=("move brush S0->S1", "move brush S2->S1"),
            rules=("kanagawa.paint.brush-once-per-turn", "kanagawa.brush.move"),
            wrong="move brush S0->S1",
            explain={"move brush S0->S1": T("Then both oceans would share one brush and your only "
                                            "double arrow is spent: the second card could not be "
                                            "painted.",
                                            "這樣兩個海洋只有一個筆刷，而你唯一的雙箭號也用掉了："
                                            "第二張卡片畫不了。")},
            success=T("Two paintings in one turn: each brush painted once, each landscape served "
                      "once.", "一回合畫了兩張：每個筆刷畫一次，每個風景用一次。"),
        ),
        Quiz((
            LegalOrNot("q-spent", then(ONCE, "paint A04 with S0; move brush S0->S1"),
                       "paint T07 with S1",
                       note=T("That brush painted the boar before it moved.",
                              "那個筆刷在移動之前已經畫過山豬了。")),
            LegalOrNot("q-used-ocean", then(ONCE_TWO_ARROWS,
                                            "paint A04 with S0; move brush S0->S1; "
                                            "move brush S2->S0"),
                       "paint T07 with S0",
                       note=T("A fresh brush, but that ocean has already served this turn.",
                              "筆刷是新的，但那個海洋這回合已經用過了。")),
            HowMany("q-universal", T("What do Blue's studio points come to, with a universal "
                                     "landscape in the studio?",
                                     "畫室中有一張萬用風景，藍方的畫室分數是多少？"),
                    UNIVERSAL, lambda s: s.scores().points[0]["studio"],
                    T("A universal landscape prints -2 harmony points; the start tile prints none.",
                      "萬用風景印著 -2 和諧分數；起始板塊沒有分數。"),
                    rules=("kanagawa.score.studio-points",)),
        )),
    ),
    recap=T("A brush paints the landscape it stands on (universal: any), two icons need two "
            "brushes on two cards. Place from your reserve, move with double arrows; each brush "
            "paints once and each landscape serves once per turn.",
            "筆刷彩繪它所站的風景（萬用：任何風景），兩個符號需要兩張卡片上的兩個筆刷。從備用區放置，"
            "用雙箭號移動；每回合每個筆刷只畫一次，每個風景只用一次。"),
    mistakes=(T("Moving a brush that has painted, hoping it paints again.",
                "移動已經畫過的筆刷，以為它能再畫一次。"),
              T("Painting a two-icon card with one brush, or two brushes on the same card.",
                "用一個筆刷，或同一張卡片上的兩個筆刷，去畫有兩個符號的卡片。"),
              T("Forgetting that a universal landscape costs 2 points.",
                "忘了萬用風景要扣 2 分。")),
)
