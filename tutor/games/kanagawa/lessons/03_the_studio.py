"""Lesson 3: the studio."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    HowMany,
    LegalOrNot,
    Lesson,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ..data import StudioIcon
from ._positions import (
    ASSISTANT,
    BRUSH_ICON,
    FIRST_TREE,
    KEEP,
    TWO_ARROWS,
    then,
)


def _moves_made(start, now) -> bool:
    """Blue, still using cards, has moved brushes twice this turn."""
    area = now.areas[0]
    used = area.icons(StudioIcon.MOVE) - now.moves_left
    return now.phase == "use" and now.actor == 0 and used >= 2


LESSON = Lesson(
    game="kanagawa", number=3, slug="the-studio",
    title=T("The studio", "畫室"),
    minutes=20,
    objectives=(
        T("use the cards of a column at once, one at a time, in the order you choose",
          "立刻使用拿到的卡片,一次一張,順序由你決定"),
        T("add any card to the studio and use its icons: brush, Assistant, double arrow, keep",
          "把任何卡片放進畫室,並使用它的符號:筆刷、助手、雙箭號、保留"),
        T("keep a card for a later turn with a keep icon", "用保留符號把卡片留到之後的回合"),
    ),
    steps=(
        Read(T(
            """
## Cards go to the studio or the painting, now

After taking a column you must use its cards at once, one at a time, in any order
(`kanagawa.turn.use-now`). Each card goes to your studio or your painting, and once placed it
never moves again (`kanagawa.turn.card-stays`; 「一旦你已經打出一張課程卡到你的畫作或者畫室中，
你就不能再移動該課程卡」). The studio is the easy choice:

> 你總是可以把一張課程卡加入你的畫室中，沒有限制。

You can always add a card to your studio (`kanagawa.studio.always`). The card is turned so
that its studio half shows, and only that half counts there. A studio half gives:

- a **landscape** (forest, mountain, plain, ocean, or universal): a place where one brush
  can stand, and from where it paints (lesson 4);
- **supplies** that act once, when the card arrives (補給): a **brush** from the supply
  (`kanagawa.studio.brush-icon`), or the **Assistant pawn**, from whoever has it
  (`kanagawa.studio.assistant-icon`);
- **techniques** that work every turn from now on (訣竅): a **double arrow**, one more brush
  move per turn, usable in the very turn it arrives (`kanagawa.studio.move-icon`), and
  **keep**, one more card you may hold over to a later turn (`kanagawa.studio.keep-icon`);
- printed **harmony points**: +1, +2, or -2 on a universal landscape.

On the board: click a card in your hand, then *To the studio*. While a card is chosen, the
turn panel also shows whether it can be painted. If a card makes your studio meet a diploma
(three brushes, two double arrows, two landscapes of one kind...), the board asks you to
take or decline it before anything else: do as you like for now, lesson 5 explains.
""",
            """
## 卡片要立刻放進畫室或畫作

拿取一欄之後,必須立刻使用這些卡片,一次一張,順序隨你(`kanagawa.turn.use-now`)。每張卡片
放進畫室或畫作,放下之後就不能再移動(`kanagawa.turn.card-stays`;「一旦你已經打出一張課程卡
到你的畫作或者畫室中，你就不能再移動該課程卡」)。畫室是最容易的選擇:

> 你總是可以把一張課程卡加入你的畫室中，沒有限制。

任何卡片都可以放進畫室(`kanagawa.studio.always`)。卡片轉向,讓畫室那一半露出來,放在畫室時
只有那一半有效。畫室那一半提供:

- **風景**(森林、山、平原、海洋或萬用):一個筆刷可以站的地方,筆刷從那裡彩繪(第 4 課);
- **補給**,在卡片加入時立刻生效一次:從供應區拿一個**筆刷**(`kanagawa.studio.brush-icon`),
  或拿取**助手棋子**,不管它在誰面前(`kanagawa.studio.assistant-icon`);
- **訣竅**,之後每回合都有效:**雙箭號**讓你每回合多移動一次筆刷,加入的那一回合就能用
  (`kanagawa.studio.move-icon`);**保留**讓你多留一張卡片到之後的回合(`kanagawa.studio.keep-icon`);
- 印在上面的**和諧分數**:+1、+2,萬用風景則是 -2。

在棋盤上:點手上的一張卡片,再按「放入畫室」。選了卡片時,回合面板也會顯示它能不能彩繪。
如果某張卡片讓你的畫室符合證書的條件(三個筆刷、兩個雙箭號、兩個相同的風景……),棋盤會要你
先拿取或放棄:現在隨你決定,第 5 課會說明。
""")),
        Task(
            "third-brush",
            T("You took a column of three cards. Get a third brush.",
              "你拿了一欄三張卡片。讓自己得到第三個筆刷。"),
            BRUSH_ICON,
            Reach(lambda start, now: now.areas[0].owned_brushes() >= 3,
                  T("Only one of your cards gives a brush: the one with the brush icon on its "
                    "studio half.", "你的卡片中只有一張給筆刷:畫室那一半有筆刷符號的那張。")),
            solution=("studio A04",),
            hints=(T("Brushes come from the brush icon of a studio half.",
                     "筆刷來自畫室那一半的筆刷符號。"),
                   T("The icon acts when the card joins your studio, not your painting.",
                     "符號在卡片加入畫室時生效,放進畫作則不會。")),
            highlight=("studio A04",),
            rules=("kanagawa.studio.brush-icon", "kanagawa.studio.always", "kanagawa.turn.use-now"),
            wrong="end turn", wrong_rule="kanagawa.turn.keep",
            success=T("A brush from the supply joins your reserve at once: you own three. With "
                      "three brush icons in your studio you also meet the diploma brushes-3.",
                      "一個筆刷立刻從供應區來到你面前:你現在有三個。畫室有三個筆刷符號,也符合了"
                      "證書 `brushes-3` 的條件。"),
        ),
        Task(
            "assistant",
            T("Red holds both pawns. Take the Assistant pawn from Red, so that you will be the "
              "next Grand Master.",
              "紅方同時持有兩個棋子。從紅方那裡拿走助手棋子,讓你成為下一輪的大師。"),
            ASSISTANT,
            Reach(lambda start, now: now.assistant == 0,
                  T("The Assistant icon acts only in the studio.",
                    "助手符號只有在畫室中才會生效。")),
            solution=("studio A05",),
            hints=(T("Which icon takes the pawn?", "哪一個符號會拿走棋子?"),
                   T("A05's studio half shows the Assistant icon.",
                     "A05 的畫室那一半有助手符號。")),
            highlight=("studio A05",),
            rules=("kanagawa.studio.assistant-icon",),
            wrong="paint A05 with S0", wrong_rule="kanagawa.paint.landscape",
            success=T("The Assistant pawn is yours; the Grand Master pawn follows when the lesson "
                      "ends. A05 also prints +1 harmony point.",
                      "助手棋子是你的了;這一輪結束時大師棋子會跟著過來。A05 還印著 +1 和諧分數。"),
        ),
        Task(
            "two-moves",
            T("Move a brush twice in this turn. Your start tile gives one double arrow: you need "
              "a second one, and somewhere to move to.",
              "在這個回合移動筆刷兩次。起始板塊給你一個雙箭號:你需要第二個,也需要可以移過去的地方。"),
            TWO_ARROWS,
            Reach(_moves_made, T("Two moves need two double arrows, a brush in the studio and an "
                                 "empty landscape to move it to.",
                                 "兩次移動需要兩個雙箭號、畫室中的一個筆刷,以及可以移過去的空風景。"),
                  within=8),
            solution=("studio A08", "decline diploma moves-2", "studio A14",
                      "decline diploma landscapes-2", "place brush on S0", "move brush S0->S2",
                      "move brush S2->S0"),
            hints=(T("A08's studio half shows a double arrow; A14's an ocean landscape.",
                     "A08 的畫室那一半是雙箭號;A14 的是海洋風景。"),
                   T("Put both in your studio, place a brush on an ocean, then move it from "
                     "landscape to landscape: click the brush, then the empty landscape.",
                     "把兩張都放進畫室,在海洋上放一個筆刷,再把它從一個風景移到另一個:先點筆刷,"
                     "再點空的風景。")),
            highlight=("studio A08",),
            rules=("kanagawa.studio.move-icon", "kanagawa.brush.move", "kanagawa.brush.place"),
            wrong="move brush S0->S1", wrong_rule="kanagawa.brush.move",
            success=T("Two double arrows, two moves: the new one worked in the very turn it "
                      "arrived. Moves cost nothing else, but each double arrow works once per "
                      "turn.",
                      "兩個雙箭號,兩次移動:新的雙箭號在加入的那一回合就能用。移動不花費其他"
                               "東西,但每個雙箭號每回合只能用一次。"),
        ),
        Task(
            "keep",
            T("C08 needs an ocean brush you have not placed yet. End your turn with C08 still in "
              "your hand, for a later turn.",
              "C08 需要一個你還沒放好的海洋筆刷。結束回合,並把 C08 留在手上,等之後的回合再用。"),
            KEEP,
            Reach(lambda start, now: now.areas[0].hand == ("C08",) and (
                now.phase != "use" or now.actor != 0),
                  T("A card stays in your hand only with a keep icon in your studio.",
                    "只有畫室中有保留符號時,卡片才能留在手上。"),
                  within=2, keep_going=lambda start, now: "C08" in now.areas[0].hand),
            solution=("studio A06", "end turn"),
            hints=(T("Which of your cards shows the keep icon?", "你哪一張卡片有保留符號?"),
                   T("A06 in the studio lets one card wait in your hand.",
                     "A06 放進畫室後,可以讓一張卡片留在手上。")),
            highlight=("studio A06",),
            rules=("kanagawa.turn.keep", "kanagawa.studio.keep-icon"),
            wrong="end turn", wrong_rule="kanagawa.turn.keep",
            explain={"studio C08": T("That places C08 for good: it cannot go to your painting "
                                     "later.", "這樣 C08 就永遠放在畫室了:之後不能再放進畫作。")},
            success=T("C08 waits in your hand. Next time you take a column you may paint it, once "
                      "a brush stands on an ocean. A06 also prints +2 harmony points.",
                      "C08 留在你手上。下次拿取一欄時,只要有筆刷站在海洋上,就能彩繪它。A06 還印著 "
                      "+2 和諧分數。"),
        ),
        Quiz((
            LegalOrNot("q-always", BRUSH_ICON, "studio A15", rules=("kanagawa.studio.always",),
                       note=T("A15's painting needs two mountains, but the studio takes any card.",
                              "A15 的畫作需要兩個山,但畫室什麼卡片都可以放。")),
            HowMany("q-moves", T("Blue has just put A08 (a double arrow) in the studio. How many "
                                 "brush moves may Blue still make this turn?",
                                 "藍方剛把 A08(雙箭號)放進畫室。藍方這回合還可以移動筆刷幾次?"),
                    then(BRUSH_ICON, "studio A08"), lambda s: s.moves_left,
                    T("The start tile's double arrow and A08's: a new double arrow works at once.",
                      "起始板塊的雙箭號加上 A08 的:新的雙箭號立刻就能用。"),
                    rules=("kanagawa.studio.move-icon",)),
            LegalOrNot("q-keep", then(KEEP, "studio A06"), "end turn",
                       rules=("kanagawa.studio.keep-icon",),
                       note=T("One card in hand, one keep icon.", "手上一張卡片,一個保留符號。")),
            Choose("q-stays", T("Last turn Blue put T09 in the studio. Now Blue would rather "
                                "paint it. Can Blue move it to the painting?",
                                "上一回合藍方把 T09 放進畫室。現在藍方比較想彩繪它。"
                                "藍方能把它移到畫作嗎?"),
                   (T("yes, if a brush stands on a forest", "可以,只要有筆刷站在森林上"),
                    T("no: a placed card stays where it is", "不行:放下的卡片就留在原處"),
                    T("yes, by using a double arrow", "可以,用掉一個雙箭號就行")),
                   1, T("Once a card is in your studio or your painting, it never moves.",
                        "卡片一旦放進畫室或畫作,就不會再移動。"),
                   rules=("kanagawa.turn.card-stays",)),
            LegalOrNot("q-no-column", FIRST_TREE, "studio T02", rules=("kanagawa.turn.use-now",),
                       note=T("You use cards only right after taking their column.",
                              "只有在拿取那一欄之後,才能立刻使用那些卡片。")),
        )),
    ),
    recap=T("Any card can go to the studio. Brush and Assistant icons act once, at once; double "
            "arrows and keep icons work every turn. Placed cards never move; without a keep "
            "icon you place every card you took before ending your turn.",
            "任何卡片都能放進畫室。筆刷與助手符號立刻生效一次;雙箭號和保留符號每回合都有效。放下的"
            "卡片不再移動;沒有保留符號時,結束回合前必須放好拿到的每張卡片。"),
    mistakes=(T("Expecting a card's icons to work in the painting: only the studio half gives "
                "icons.", "以為卡片放在畫作也有符號效果:只有畫室那一半才有符號。"),
              T("Ending the turn with cards in hand and no keep icon.",
                "手上還有卡片、也沒有保留符號,卻想結束回合。")),
)
