"""Lesson 3: the studio."""

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
from ..data import StudioIcon
from ._common import SOURCE
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
        T("put cards in your studio", "把卡片放進畫室"),
        T("use the studio's icons, and keep a card for later",
          "使用畫室的符號，並把卡片留到之後"),
    ),
    steps=(
        Read(T(
            """
## The studio

You use the cards you take at once, for good. The **studio** takes any card, and there
only its lower half counts: a **landscape** where a brush can stand, and an **icon**. A
**brush** icon gives a brush at once.
""",
            """
## 畫室

拿到的卡片要立刻一張一張使用，放下就不能再移動。**畫室**什麼卡片都可以放，放在畫室時只有下半部
有效：可以放筆刷的**風景**，以及一個**符號**。**筆刷**符號會立刻給你一個筆刷。
"""), sources=T(
            f"""
Rules `kanagawa.turn.use-now`, `kanagawa.turn.card-stays`, `kanagawa.studio.always`,
`kanagawa.studio.brush-icon`, `kanagawa.studio.assistant-icon`, `kanagawa.studio.move-icon`
and `kanagawa.studio.keep-icon`. `{SOURCE}`: 「你總是可以把一張課程卡加入你的畫室中，沒有
限制」 (you can always add a lesson card to your studio, without limit) and 「一旦你已經打出一張
課程卡到你的畫作或者畫室中，你就不能再移動該課程卡」 (once a card is in your painting or studio,
you can no longer move it). It calls the icons that act at once 補給 (supplies) and those that
last 訣竅 (techniques).
""",
            f"""
規則 `kanagawa.turn.use-now`、`kanagawa.turn.card-stays`、`kanagawa.studio.always`、
`kanagawa.studio.brush-icon`、`kanagawa.studio.assistant-icon`、`kanagawa.studio.move-icon`
和 `kanagawa.studio.keep-icon`。`{SOURCE}`：「你總是可以把一張課程卡加入你的畫室中，沒有
限制」，以及「一旦你已經打出一張課程卡到你的畫作或者畫室中，你就不能再移動該課程卡」。摘要把
立刻生效的符號叫做「補給」，之後一直有效的叫做「訣竅」。
""")),
        Task(
            "third-brush",
            T("You took a column of three cards. Get a third brush.",
              "你拿了一欄三張卡片。讓自己得到第三個筆刷。"),
            BRUSH_ICON,
            Reach(lambda start, now: now.areas[0].owned_brushes() >= 3,
                  T("Only one of your cards gives a brush: the one with the brush icon on its "
                    "studio half.", "你的卡片中只有一張給筆刷：畫室那一半有筆刷符號的那張。")),
            solution=("studio A04",),
            hints=(T("Brushes come from the brush icon of a studio half.",
                     "筆刷來自畫室那一半的筆刷符號。"),
                   T("Click a card of your hand and look at its lower half: the icon acts when "
                     "the card joins your studio.",
                     "點手上的卡片，看它的下半部：符號在卡片加入畫室時生效。")),
            highlight=("card-A04", "card-A08", "card-A15"),
            rules=("kanagawa.studio.brush-icon", "kanagawa.studio.always", "kanagawa.turn.use-now"),
            wrong="end turn", wrong_rule="kanagawa.turn.keep",
            success=T("A brush from the supply joins your reserve at once: you own three.",
                      "一個筆刷立刻從供應區來到你面前：你現在有三個。"),
        ),
        Read(T(
            """
## The Assistant

The **Assistant** icon gives you the Assistant pawn at once, as the brush icon gives its
brush. When the lesson ends, whoever holds the Assistant pawn takes the **Grand Master
pawn**: the next lesson, that pupil deals and decides first.
""",
            """
## 助手

**助手**符號會立刻給你助手棋子，就像筆刷符號立刻給你筆刷。這一輪結束時，持有助手棋子的玩家
拿取**大師棋子**：下一輪由他發牌，也由他第一個做決定。
"""), sources=T(
            f"Rules `kanagawa.studio.assistant-icon` and `kanagawa.lesson.grand-master`, "
            f"`{SOURCE}` 各種效果說明 and step 03.",
            f"規則 `kanagawa.studio.assistant-icon` 和 `kanagawa.lesson.grand-master`，"
            f"`{SOURCE}` 的各種效果說明和步驟 03。")),
        Task(
            "assistant",
            T("Red holds both pawns. Take the Assistant pawn from Red, so that you will be the "
              "next Grand Master.",
              "紅方同時持有兩個棋子。從紅方那裡拿走助手棋子，讓你成為下一輪的大師。"),
            ASSISTANT,
            Reach(lambda start, now: now.assistant == 0,
                  T("Only the Assistant icon takes the pawn, and only in the studio.",
                    "只有助手符號能拿走棋子，而且只有放在畫室時才生效。")),
            solution=("studio A05",),
            hints=(T("Which icon takes the pawn?", "哪一個符號會拿走棋子？"),
                   T("Look at the lower halves of the cards in your hand.",
                     "看看你手上卡片的下半部。")),
            highlight=("card-T09", "card-A05", "card-C08"),
            rules=("kanagawa.studio.assistant-icon",),
            wrong="paint A05 with S0", wrong_rule="kanagawa.paint.landscape",
            success=T("The Assistant pawn is yours; the Grand Master pawn follows when the lesson "
                      "ends. That card also prints +1 harmony point.",
                      "助手棋子是你的了；這一輪結束時大師棋子會跟著過來。"
                      "那張卡片還印著 +1 和諧分數。"),
        ),
        Quiz((
            LegalOrNot("q-always", BRUSH_ICON, "studio A15", rules=("kanagawa.studio.always",),
                       note=T("Its painting needs two mountains, but the studio takes any card.",
                              "它的畫作需要兩個山，但畫室什麼卡片都可以放。")),
            LegalOrNot("q-no-column", FIRST_TREE, "studio T02", rules=("kanagawa.turn.use-now",),
                       note=T("You use cards only right after taking their column.",
                              "只有在拿取那一欄之後，才能立刻使用那些卡片。")),
            Choose("q-stays", T("Last turn Blue put a card in the studio. Now Blue would rather "
                                "paint it. Can Blue move it to the painting?",
                                "上一回合藍方把一張卡片放進了畫室。現在藍方比較想彩繪它。"
                                "藍方能把它移到畫作嗎？"),
                   (T("yes, if a brush stands on the landscape it needs",
                      "可以，只要有筆刷站在它需要的風景上"),
                    T("no: a placed card stays where it is", "不行：放下的卡片就留在原處"),
                    T("yes, by using a double arrow", "可以，用掉一個雙箭號就行")),
                   1, T("Once a card is in your studio or your painting, it never moves.",
                        "卡片一旦放進畫室或畫作，就不會再移動。"),
                   rules=("kanagawa.turn.card-stays",)),
        )),
        Deeper(T("Double arrows, and keeping a card for later.",
                 "雙箭號，以及把卡片留到之後。")),
        Read(T(
            """
## Double arrows

Each double arrow in your studio moves one brush once per turn, from the very turn its card
arrives, onto an empty landscape of your studio. On the board: click the brush, then the
empty landscape. If a card makes you meet a diploma, the board first asks you to take or
decline it (lesson 5).
""",
            """
## 雙箭號

畫室中的每個雙箭號，每回合可以把一個筆刷移到畫室中空的風景上一次；卡片加入的那一回合就能用。
在圖板上：先點筆刷，再點空的風景。如果某張卡片讓你符合證書的條件，圖板會先要你拿取或放棄
（第 5 課）。
"""), sources=T(
            f"""
Rules `kanagawa.studio.move-icon`, `kanagawa.brush.move` and
`kanagawa.brush.one-per-landscape`. `{SOURCE}`: 「每個筆刷的移動需要你使用「雙箭號」。每個這樣的
符號每輪只能使用一次」 (each brush move uses a double arrow; each works once per turn) and
「你可以加入一張卡片到你的畫室並立刻使用它的能力」 (you can add a card to your studio and use it
at once).
""",
            f"""
規則 `kanagawa.studio.move-icon`、`kanagawa.brush.move` 和
`kanagawa.brush.one-per-landscape`。`{SOURCE}`：「每個筆刷的移動需要你使用「雙箭號」。每個
這樣的符號每輪只能使用一次」，以及「你可以加入一張卡片到你的畫室並立刻使用它的能力」。
""")),
        Task(
            "two-moves",
            T("Move a brush twice in this turn.", "在這個回合移動筆刷兩次。"),
            TWO_ARROWS,
            Reach(_moves_made, T("Two moves need two double arrows, and an empty landscape to "
                                 "move a brush to.",
                                 "兩次移動需要兩個雙箭號，以及一個可以移過去的空風景。"),
                  within=8),
            solution=("studio A08", "decline diploma moves-2", "studio A14",
                      "decline diploma landscapes-2", "move brush S0->S3", "move brush S3->S0"),
            hints=(T("Your start tile gives one double arrow, and both your brushes stand on "
                     "landscapes already.",
                     "你的起始板塊只給一個雙箭號，而你的兩個筆刷都已經站在風景上。"),
                   T("Look at the lower halves of the two cards in your hand.",
                     "看看你手上兩張卡片的下半部。")),
            highlight=("card-A08", "card-A14"),
            rules=("kanagawa.studio.move-icon", "kanagawa.brush.move",
                   "kanagawa.brush.one-per-landscape"),
            wrong="move brush S0->S1", wrong_rule="kanagawa.brush.one-per-landscape",
            explain={"paint A08 with S1": T("Painted, that card gives no double arrow: only a "
                                            "studio half's icons work.",
                                            "放進畫作的那張卡片不會給你雙箭號：只有畫室那一半的"
                                            "符號才有效。"),
                     "paint A14 with S0": T("Painted, that card gives no landscape to move a brush "
                                            "to.", "放進畫作的那張卡片不會給你可以移過去的風景。")},
            success=T("Two double arrows, two moves: the new one worked in the very turn it "
                      "arrived.",
                      "兩個雙箭號，兩次移動：新的雙箭號在加入的那一回合就能用。"),
        ),
        Read(T(
            """
## Keep

Without a keep icon you must place every card you took before you end your turn. Each keep
icon in your studio lets one card wait in your hand until a later turn.
""",
            """
## 保留

畫室中沒有保留符號時，結束回合前必須放好拿到的每張卡片。畫室中每有一個保留符號，就可以讓一張
卡片留在手上，等之後的回合再用。
"""), sources=T(
            f"""
Rules `kanagawa.turn.keep` and `kanagawa.studio.keep-icon`. `{SOURCE}`: 「你畫室的每個如上圖的
符號可以讓你每輪保留一張課程卡」 (each such symbol in your studio lets you keep one lesson card
from round to round).
""",
            f"""
規則 `kanagawa.turn.keep` 和 `kanagawa.studio.keep-icon`。`{SOURCE}`：「你畫室的每個如上圖的
符號可以讓你每輪保留一張課程卡」。
""")),
        Task(
            "keep",
            T("Your ocean brush has just painted. The “winter · monk” card needs an ocean too: "
              "end your turn with it still in your hand for a later turn, and no other card.",
              "你海洋上的筆刷剛畫過了。「冬天・僧侶」的課程卡也需要海洋：這個回合結束時，讓它仍然留在"
              "你手上，等之後的回合再用，其他卡片都不留。"),
            KEEP,
            Reach(lambda start, now: now.areas[0].hand == ("C08",) and (
                now.phase != "use" or now.actor != 0),
                  T("A card stays in your hand only with a keep icon in your studio.",
                    "只有畫室中有保留符號時，卡片才能留在手上。"),
                  within=2),
            solution=("studio A06", "end turn"),
            hints=(T("How many cards may you keep now?", "你現在可以保留幾張卡片？"),
                   T("Look at the lower halves of the cards in your hand.",
                     "看看你手上卡片的下半部。")),
            highlight=("card-A06", "card-C08"),
            rules=("kanagawa.turn.keep", "kanagawa.studio.keep-icon"),
            wrong="end turn", wrong_rule="kanagawa.turn.keep",
            explain={"studio C08": T("That places the monk for good: it cannot go to your "
                                     "painting later.", "這樣僧侶就永遠放在畫室了："
                                                        "之後不能再放進畫作。"),
                     "paint A06 with S1": T("Painted, that card gives no keep icon: only a studio "
                                            "half's icons work.",
                                            "放進畫作的那張卡片不會給你保留符號：只有畫室那一半的"
                                            "符號才有效。")},
            success=T("The monk waits in your hand. Next turn, a fresh brush on an ocean can paint "
                      "it. The card with the keep icon also prints +2 harmony points.",
                      "僧侶留在你手上。下一回合，海洋上的筆刷恢復之後就能彩繪它。有保留符號的那張"
                      "卡片還印著 +2 和諧分數。"),
        ),
        Quiz((
            HowMany("q-moves", T("Blue has just put a card with a double arrow in the studio. "
                                 "How many brush moves may Blue still make this turn?",
                                 "藍方剛把一張有雙箭號的卡片放進畫室。藍方這回合還可以移動筆刷"
                                 "幾次？"),
                    then(BRUSH_ICON, "studio A08"), lambda s: s.moves_left,
                    T("The start tile's double arrow and the new card's: a new double arrow works "
                      "at once.", "起始板塊的雙箭號加上新卡片的：新的雙箭號立刻就能用。"),
                    rules=("kanagawa.studio.move-icon",)),
            LegalOrNot("q-keep", then(KEEP, "studio A06"), "end turn",
                       rules=("kanagawa.studio.keep-icon",),
                       note=T("One card in hand, one keep icon.", "手上一張卡片，一個保留符號。")),
        )),
    ),
    recap=T("Any card can go to the studio. Brush and Assistant icons act once, at once; double "
            "arrows and keep icons work every turn. Placed cards never move; without a keep "
            "icon you place every card you took before ending your turn.",
            "任何卡片都能放進畫室。筆刷與助手符號立刻生效一次；雙箭號和保留符號每回合都有效。放下的"
            "卡片不再移動；沒有保留符號時，結束回合前必須放好拿到的每張卡片。"),
    mistakes=(T("Expecting a card's icons to work in the painting: only the studio half gives "
                "icons.", "以為卡片放在畫作也有符號效果：只有畫室那一半才有符號。"),
              T("Ending the turn with cards in hand and no keep icon.",
                "手上還有卡片、也沒有保留符號，卻想結束回合。")),
)
