"""Lesson 4: painting with brushes."""

from __future__ import annotations

from ....lessons.model import HowMany, LegalOrNot, Lesson, Quiz, Reach, Read, T, Task
from ._common import SOURCE, painted, trees
from ._positions import (
    BRUSH_ICON,
    MOVE_TO_PAINT,
    ONCE,
    ONCE_TWO_ARROWS,
    PAINT_FIRST,
    THIRD_TREE,
    TWO_OCEANS,
    UNIVERSAL,
    reachable,
    then,
)

_BOTH = painted("A04", "T07")

LESSON = Lesson(
    game="kanagawa", number=4, slug="painting",
    title=T("Painting with brushes", "用筆刷彩繪"),
    minutes=25,
    objectives=(
        T("place brushes on the landscapes of your studio and move them with double arrows",
          "把筆刷放在畫室的風景上,並用雙箭號移動它們"),
        T("paint a card: a brush on its landscape, two brushes for two icons, universal for any",
          "彩繪卡片:筆刷站在它需要的風景上,兩個符號需要兩個筆刷,萬用風景可以當任何風景"),
        T("plan a turn: each brush paints once, each landscape serves once",
          "規劃一個回合:每個筆刷只畫一次,每個風景只用一次"),
    ),
    steps=(
        Read(T(
            f"""
## Brushes: place, move, paint

> 把筆刷放置與移動好是其中一個致勝的關鍵

Placing and moving your brushes well is one of the keys to winning (`{SOURCE}`). Three
actions, at any moment of your turn:

- **place** a brush from your reserve (in front of you) on an empty landscape of your studio
  (`kanagawa.brush.place`): one brush per landscape (`kanagawa.brush.one-per-landscape`),
  and only on a studio card that shows a landscape (`kanagawa.brush.landscape-only`). On the
  board: click the empty landscape;
- **move** a brush to another empty landscape, anywhere in your studio: it uses up a double
  arrow, and each double arrow works once per turn (`kanagawa.brush.move`). On the board:
  click the brush, then the empty landscape;
- **paint**: to add a card to your painting, a brush must stand on a studio landscape of the
  kind the card's painting half needs; a **universal** landscape counts as any kind but costs
  2 points at the end (`kanagawa.paint.landscape`). A card with **two** landscape icons needs
  two brushes on two different studio cards of that landscape (`kanagawa.paint.double`).
  On the board: click the card in your hand, then its *Paint* button.

Painted cards go to the right of your painting: P1, P2...
""",
            f"""
## 筆刷:放置、移動、彩繪

> 把筆刷放置與移動好是其中一個致勝的關鍵

(`{SOURCE}`)在你回合的任何時候,有三種行動:

- **放置**:把面前(備用)的一個筆刷放到畫室中一個空的風景上(`kanagawa.brush.place`):
  每個風景一個筆刷(`kanagawa.brush.one-per-landscape`),而且只能放在有風景的畫室卡片上
  (`kanagawa.brush.landscape-only`)。在棋盤上:點那個空的風景;
- **移動**:把筆刷移到畫室中任何另一個空的風景,要用掉一個雙箭號,每個雙箭號每回合只能用一次
  (`kanagawa.brush.move`)。在棋盤上:先點筆刷,再點空的風景;
- **彩繪**:要把卡片加入畫作,必須有筆刷站在該卡片畫作那一半所需種類的畫室風景上;**萬用**風景
  可以當作任何種類,但遊戲結束時扣 2 分(`kanagawa.paint.landscape`)。有**兩個**風景符號的卡片,
  需要兩個筆刷分別站在兩張不同、具有該風景的畫室卡片上(`kanagawa.paint.double`)。在棋盤上:
  點手上的卡片,再按它的「彩繪」按鈕。

彩繪的卡片接在畫作的右邊:P1、P2……
""")),
        Task(
            "first-paint",
            T("Add T07 to your painting.", "把 T07 加入你的畫作。"),
            PAINT_FIRST,
            Reach(painted("T07"), T("T07 needs a brush on an ocean.",
                                     "T07 需要一個站在海洋上的筆刷。"),
                  within=2, keep_going=reachable(painted("T07"), 2)),
            solution=("place brush on S0", "paint T07 with S0"),
            hints=(T("Look at the landscape icon T07's painting needs, and at your studio's "
                     "landscapes.", "看 T07 畫作需要的風景圖示,再看你畫室的風景。"),
                   T("First a brush on the ocean of your start tile, then paint.",
                     "先在起始板塊的海洋上放一個筆刷,再彩繪。")),
            highlight=("place brush on S0",),
            rules=("kanagawa.brush.place", "kanagawa.paint.landscape"),
            wrong="paint T07 with S0", wrong_rule="kanagawa.paint.landscape",
            explain={"studio T07": T("In the studio T07 would be an ocean landscape, not a "
                                     "painting.", "放進畫室的話,T07 只是一個海洋風景,不是畫作。")},
            success=T("T07 is P1: a tree, winter, and a bonus point. Your brush stays on the "
                      "ocean for the next turns.",
                      "T07 成為 P1:一棵樹、冬天,還有 1 點獎勵分數。你的筆刷會留在海洋上,"
                      "之後的回合還能用。"),
        ),
        Task(
            "move-to-paint",
            T("Both your brushes are placed, and T10 needs a forest. Paint it.",
              "你的兩個筆刷都已經放好了,而 T10 需要森林。彩繪它。"),
            MOVE_TO_PAINT,
            Reach(painted("T10"), T("No brush stands on your forest (S1).",
                                     "你的森林(S1)上沒有筆刷。"),
                  within=2, keep_going=reachable(painted("T10"), 2)),
            solution=("move brush S0->S1", "paint T10 with S1"),
            hints=(T("You have no brush left in reserve, but a double arrow.",
                     "你沒有備用筆刷了,但有一個雙箭號。"),
                   T("Move a brush onto the forest: click it, then the empty forest.",
                     "把一個筆刷移到森林上:先點筆刷,再點空的森林。")),
            highlight=("move brush S0->S1", "move brush S2->S1"),
            rules=("kanagawa.brush.move",),
            wrong="place brush on S1", wrong_rule="kanagawa.brush.place",
            success=T("One move, one painting. The cards need not be neighbours: a brush may move "
                      "to any empty landscape of your studio.",
                      "移動一次,彩繪一張。兩張卡片不必相鄰:筆刷可以移到畫室中任何空的風景。"),
        ),
        Task(
            "two-oceans",
            T(f"Paint A02, which needs two oceans: the example of {SOURCE}.",
              f"彩繪需要兩個海洋的 A02:{SOURCE} 的範例。"),
            TWO_OCEANS,
            Reach(painted("A02"), T("A02 needs two brushes, on two different oceans.",
                                     "A02 需要兩個筆刷,分別站在兩個不同的海洋上。"),
                  within=3, keep_going=reachable(painted("A02"), 3)),
            solution=("place brush on S0", "move brush S1->S2", "paint A02 with S0,S2"),
            hints=(T("「01 你打出你的最後一個筆刷到你畫室一個「海洋」風景上。」 01: play your last "
                     "brush onto an ocean of your studio.",
                     "「01 你打出你的最後一個筆刷到你畫室一個「海洋」風景上。」"),
                   T("「02 因為你有一個雙箭號，你把已經放在你畫室的其中一個筆刷移動到第二個"
                     "「海洋」風景。」 02: with your double arrow, move a brush already in your "
                     "studio to the second ocean. Then paint.",
                     "「02 因為你有一個雙箭號，你把已經放在你畫室的其中一個筆刷移動到第二個"
                     "「海洋」風景。」然後彩繪。")),
            highlight=("place brush on S0", "place brush on S2"),
            rules=("kanagawa.paint.double", "kanagawa.brush.move", "kanagawa.brush.place"),
            wrong="paint A02 with S0", wrong_rule="kanagawa.paint.double",
            success=T("Your last brush on one ocean, the forest brush moved to the other: 「你現在"
                      "可以打出這張卡片到你的畫作中」.",
                      "最後一個筆刷放在一個海洋上,森林上的筆刷移到另一個:"
                      "「你現在可以打出這張卡片到你的畫作中」。"),
        ),
        Task(
            "universal",
            T("A12 needs a mountain and your studio has none. Paint it anyway.",
              "A12 需要山,而你的畫室沒有山。還是把它畫上去。"),
            UNIVERSAL,
            Reach(painted("A12"), T("Only your universal landscape (S1) can stand for a mountain.",
                                     "只有你的萬用風景(S1)可以當作山。"),
                  within=2, keep_going=reachable(painted("A12"), 2)),
            solution=("place brush on S1", "paint A12 with S1"),
            hints=(T("One studio card shows every landscape at once.",
                     "有一張畫室卡片同時代表所有風景。"),
                   T("A brush on the universal A09 (S1) paints any landscape.",
                     "站在萬用的 A09(S1)上的筆刷可以畫任何風景。")),
            highlight=("place brush on S1", "move brush S0->S1"),
            rules=("kanagawa.paint.landscape", "kanagawa.score.studio-points"),
            wrong="paint A12 with S0", wrong_rule="kanagawa.paint.landscape",
            success=T("Universal landscapes make painting easy, and cost 2 harmony points each at "
                      "the end.", "萬用風景讓彩繪變得容易,但遊戲結束時每張扣 2 和諧分數。"),
        ),
        Read(T(
            f"""
## Once per turn

Two limits keep a brush from painting twice in one turn (`{SOURCE}`):

> 每個筆刷每輪只能彩繪一個風景 (在你移動它之前或之後)。

Each brush paints once per turn, before or after it moves: moving a brush that has painted
does not make it fresh again (`kanagawa.paint.brush-once-per-turn`; a spent brush is drawn
faded).

> 你畫室的每個風景符號每輪只能使用一次。

Each landscape of your studio serves once per turn, even under another brush
(`kanagawa.paint.icon-once-per-turn`; a used landscape carries a tick). Next turn everything
is fresh again. So plan the turn's paintings before you move brushes.
""",
            f"""
## 每回合一次

有兩個限制讓一個筆刷不能在同一回合畫兩次(`{SOURCE}`):

> 每個筆刷每輪只能彩繪一個風景 (在你移動它之前或之後)。

每個筆刷每回合只畫一次,不論在移動之前或之後:移動畫過的筆刷,並不會讓它恢復
(`kanagawa.paint.brush-once-per-turn`;用過的筆刷會變淡)。

> 你畫室的每個風景符號每輪只能使用一次。

畫室的每個風景每回合只用一次,換了別的筆刷也一樣(`kanagawa.paint.icon-once-per-turn`;
用過的風景有一個勾)。下一回合一切恢復。所以移動筆刷之前,先規劃好這回合要畫哪些卡片。
""")),
        Task(
            "both-oceans",
            T("A04 and T07 both need an ocean. Paint both in this turn.",
              "A04 和 T07 都需要海洋。在這個回合把兩張都畫上去。"),
            ONCE,
            Reach(_BOTH, T("Each brush paints once per turn, even after a move: the brush that "
                           "painted cannot paint the second card.",
                           "每個筆刷每回合只畫一次,移動之後也一樣:畫過的筆刷不能再畫第二張。"),
                  within=3, keep_going=reachable(_BOTH, 3)),
            solution=("paint A04 with S0", "move brush S2->S1", "paint T07 with S1"),
            hints=(T("You have two oceans (S0, S1) but one double arrow, and a brush that has "
                     "painted stays spent even if it moves.",
                     "你有兩個海洋(S0、S1),但只有一個雙箭號;畫過的筆刷即使移動了,也不能再畫。"),
                   T("Paint with the ocean brush, then bring the other brush (on the forest) to "
                     "the second ocean.",
                     "先用海洋上的筆刷彩繪,再把另一個筆刷(在森林上)移到第二個海洋。")),
            highlight=("paint A04 with S0", "paint T07 with S0"),
            rules=("kanagawa.paint.brush-once-per-turn", "kanagawa.brush.move"),
            wrong="move brush S0->S1",
            explain={"move brush S0->S1": T("Then both oceans would share one brush and your only "
                                            "double arrow is spent: the second card could not be "
                                            "painted.", "這樣兩個海洋只有一個筆刷,而你唯一的雙箭號"
                                                       "也用掉了:第二張卡片畫不了。")},
            success=T("Two paintings in one turn: each brush painted once, each landscape served "
                      "once.", "一回合畫了兩張:每個筆刷畫一次,每個風景用一次。"),
        ),
        Task(
            "third-tree",
            T("Your painting shows one tree. Paint a card that brings it to three trees.",
              "你的畫作中有一棵樹。彩繪一張卡片,讓畫作中的樹達到三棵。"),
            THIRD_TREE,
            Reach(lambda start, now: trees(now) >= 3,
                  T("You can paint only one ocean card this turn: choose the one with two trees.",
                    "這回合你只能彩繪一張需要海洋的卡片:選有兩棵樹的那張。"),
                  keep_going=reachable(lambda start, now: trees(now) >= 3, 1)),
            solution=("paint T14 with S0",),
            hints=(T("Count the tree icons on the painting halves of your two cards.",
                     "數一數你兩張卡片畫作那一半上的樹。"),
                   T("One brush, one ocean: only one of them can be painted now.",
                     "一個筆刷、一個海洋:現在只能畫其中一張。")),
            highlight=("paint T14 with S0",),
            rules=("kanagawa.paint.landscape",),
            wrong="paint T06 with S0",
            explain={"paint T06 with S0": T("T06 shows one tree: that makes two, and your ocean "
                                            "brush is then spent.",
                                            "T06 只有一棵樹:這樣只有兩棵,"
                                            "而你海洋上的筆刷也用掉了。")},
            success=T("Three trees! Your painting now meets the first tree diploma: lesson 5 "
                      "starts here.",
                      "三棵樹!你的畫作現在符合第一個樹證書的條件:第 5 課從這裡開始。"),
        ),
        Quiz((
            LegalOrNot("q-one-brush", then(PAINT_FIRST, "place brush on S0"), "place brush on S0",
                       note=T("A brush already stands on S0.", "S0 上已經有一個筆刷。")),
            LegalOrNot("q-no-landscape", then(BRUSH_ICON, "studio A04; decline diploma brushes-3"),
                       "place brush on S1",
                       note=T("S1 is A04: a brush icon, but no landscape.",
                              "S1 是 A04:有筆刷符號,但沒有風景。")),
            LegalOrNot("q-spent", then(ONCE, "paint A04 with S0; move brush S0->S1"),
                       "paint T07 with S1",
                       note=T("The brush on S1 painted A04 before it moved.",
                              "S1 上的筆刷在移動之前已經畫過 A04。")),
            LegalOrNot("q-used-ocean", then(ONCE_TWO_ARROWS,
                                            "paint A04 with S0; move brush S0->S1; "
                                            "move brush S2->S0"),
                       "paint T07 with S0",
                       note=T("A fresh brush, but the ocean S0 has already served this turn "
                              f"(「你畫室的每個風景符號每輪只能使用一次」, {SOURCE}).",
                              "筆刷是新的,但 S0 的海洋這回合已經用過了"
                              f"(「你畫室的每個風景符號每輪只能使用一次」,{SOURCE})。")),
            HowMany("q-universal", T("What do Blue's studio points come to, with the universal "
                                     "A09 in the studio?",
                                     "畫室中有萬用的 A09,藍方的畫室分數是多少?"),
                    UNIVERSAL, lambda s: s.scores().points[0]["studio"],
                    T("A universal landscape prints -2 harmony points; the start tile prints none.",
                      "萬用風景印著 -2 和諧分數;起始板塊沒有分數。"),
                    rules=("kanagawa.score.studio-points",)),
        )),
    ),
    recap=T("A brush paints the landscape it stands on (universal: any), two icons need two "
            "brushes on two cards. Place from your reserve, move with double arrows; each brush "
            "paints once and each landscape serves once per turn.",
            "筆刷彩繪它所站的風景(萬用:任何風景),兩個符號需要兩張卡片上的兩個筆刷。從備用區放置,"
            "用雙箭號移動;每回合每個筆刷只畫一次,每個風景只用一次。"),
    mistakes=(T("Moving a brush that has painted, hoping it paints again.",
                "移動已經畫過的筆刷,以為它能再畫一次。"),
              T("Painting a two-icon card with one brush, or two brushes on the same card.",
                "用一個筆刷,或同一張卡片上的兩個筆刷,去畫有兩個符號的卡片。"),
              T("Forgetting that a universal landscape costs 2 points.",
                "忘了萬用風景要扣 2 分。")),
)
