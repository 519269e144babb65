"""Lesson 8: three turns against the 入門 bot, then games against bots."""

from __future__ import annotations

from ....lessons.model import (
    LegalOrNot,
    Lesson,
    PlayBots,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ._positions import (
    DRILL_FIRST,
    DRILL_REPLIES,
    DRILL_SECOND,
    DRILL_THIRD,
    THREE_PUPILS,
)


def _painted(start, now) -> bool:
    """Blue's painting has grown."""
    return len(now.areas[0].painting) > len(start.areas[0].painting)


def _two_cards(start, now) -> bool:
    """Blue has left class holding at least two cards."""
    return not now.areas[0].in_class and len(now.areas[0].hand) >= 2


def _diploma(start, now) -> bool:
    """Blue has won a diploma."""
    return len(now.areas[0].diplomas) > len(start.areas[0].diplomas)


LESSON = Lesson(
    game="kanagawa", number=8, slug="play-against-bots",
    title=T("Play against bots", "與電腦對戰"),
    minutes=30,
    objectives=(
        T("play three turns with a goal each, then whole games against bots",
          "先下三個各有目標的回合，再和電腦完整地玩幾局"),
        T("use what the lessons taught", "運用學到的東西"),
    ),
    steps=(
        Read(T(
            """
## Three turns against the computer

A new game for two: the **beginner** computer plays Red, and you are Blue. Play three of
your turns, each with a goal; between them the computer plays its own turns.
""",
            """
## 和電腦下三個回合

一局新的兩人遊戲：「入門」電腦是紅方，你是藍方。下你的三個回合，每個回合都有一個目標；回合之間，
電腦會下它自己的回合。
""")),
        Task(
            "turn-1",
            T("Turn 1: you are the Grand Master and decide first. Paint a card in this turn.",
              "第 1 回合：你是大師，由你先決定。在這個回合彩繪一張卡片。"),
            DRILL_FIRST,
            Reach(_painted, T("A card you can paint needs the landscape of your studio, the "
                              "ocean; and a card in hand is painted only after you take its "
                              "column.",
                              "你能彩繪的卡片，需要你畫室的風景，也就是海洋；而且要先拿取那一欄，"
                              "卡片到了手上才能彩繪。"),
                  within=3),
            solution=("take column 2", "place brush on S0", "paint A14 with S0"),
            hints=(T("Which card's painting needs the landscape your studio shows?",
                     "哪一張卡片的畫作需要你畫室裡的風景？"),
                   T("Take that card's column, then place a brush before you paint.",
                     "拿取那張卡片的那一欄，然後先放筆刷，再彩繪。")),
            highlight=("take column 1", "take column 2"),
            rules=("kanagawa.paint.landscape", "kanagawa.brush.place",
                   "kanagawa.lesson.take-column"),
            wrong="take column 1",
            explain={"take column 1": T("That card needs a mountain, and your studio shows only "
                                        "an ocean.", "那張卡片需要山，而你的畫室只有海洋。"),
                     "wait": T("If you wait, Red decides next and may take the card you can "
                               "paint.", "如果你等待，接著由紅方決定，"
                                         "它可能拿走你能彩繪的那張卡片。")},
            success=T("Painted in your first turn. End your turn; the computer plays its own.",
                      "第一個回合就彩繪了一張。結束回合之後，電腦會下它的回合。"),
        ),
        Task(
            "turn-2",
            T("Turn 2: a new lesson, and you decide first again. Leave class this lesson with two "
              "cards.", "第 2 回合：新的一輪，又是你先決定。這一輪離開學堂時，要帶著兩張卡片。"),
            DRILL_SECOND,
            Reach(_two_cards, T("Each column holds one card now: a second card comes only with "
                                "another row.", "現在每一欄只有一張卡片：要有第二張，得等下一排。"),
                  within=2),
            solution=("wait", "take column 1"),
            hints=(T("How many cards does each column hold now?", "現在每一欄有幾張卡片？"),
                   T("Red decides after you: whatever Red does, another row comes under the "
                     "columns still there.",
                     "你之後由紅方決定：不管紅方怎麼做，還在的欄下面都會再發一排。")),
            highlight=("wait", "take column 1", "take column 2"),
            rules=("kanagawa.lesson.wait", "kanagawa.lesson.deal"),
            wrong="take column 1",
            replies={1: DRILL_REPLIES},
            manual_chance=True,
            success=T("Two cards: a mountain and a plain for your studio. Put both there and end "
                      "your turn.", "兩張卡片：畫室可以多一個山和一個平原。把兩張都放進畫室，"
                                     "再結束回合。"),
        ),
        Task(
            "turn-3",
            T("Turn 3: last turn you put both cards in your studio. Red, now the Grand Master, "
              "has waited. Win a diploma in this turn.",
              "第 3 回合：上一回合你把兩張卡片都放進了畫室。現在紅方是大師，它選擇了等待。"
              "在這個回合贏得一個證書。"),
            DRILL_THIRD,
            Reach(_diploma, T("Look at what each card of the school would add to your painting "
                              "or your studio, and at the diplomas still on the board.",
                              "看學堂裡每張卡片能為你的畫作或畫室增加什麼，再看場上還剩哪些證書。"),
                  within=4),
            solution=("take column 1", "place brush on S2", "paint A17 with S2",
                      "take diploma animals-crane-butterfly"),
            hints=(T("Your painting already shows a crane. Which diplomas would one more card "
                     "complete?", "你的畫作裡已經有一隻鶴。再多一張卡片，能完成哪些證書？"),
                   T("The butterfly needs a plain: your studio has one now.",
                     "蝴蝶需要平原：你的畫室現在有一個。")),
            highlight=("take column 1", "take column 2"),
            rules=("kanagawa.diploma.qualify", "kanagawa.diploma.reward"),
            wrong="take column 2",
            explain={"take column 2": T("Those two trees need a forest, and the card gives your "
                                        "studio no landscape: no diploma this turn.",
                                        "那兩棵樹需要森林，而這張卡片也不會給你的畫室任何風景："
                                        "這回合拿不到證書。"),
                     "wait": T("If you wait, Red decides before your next chance.",
                               "如果你等待，在你下一次機會之前，紅方會先決定。")},
            success=T("A diploma in your third turn. Now play whole games.",
                      "第三個回合就拿到一個證書。現在來下完整的一局吧。"),
        ),
        Read(T(
            """
## Your turn to play

You are Blue; bots play the other seats. Choose the level and the number of players, then
press New game. Watch the backs of the deck, who holds the Assistant pawn, your free
landscapes, and the diplomas still on the board.
""",
            """
## 輪到你了

你是藍方；電腦負責其他座位。選擇強度和玩家人數，再按「新的一局」。
留意牌庫的卡背、誰拿著助手棋子、你還有哪些空的風景，以及場上還剩哪些證書。
""")),
        PlayBots("vs-bots", players=(2, 3, 4)),
        Quiz((
            LegalOrNot("q-three-columns", THREE_PUPILS, "take column 4",
                       rules=("kanagawa.setup.players",),
                       note=T("Three pupils, three columns.", "三位玩家，三欄。")),
        )),
    ),
    recap=T("Whole games put every rule together: the more pupils, the more the timing of "
            "taking a column matters.",
            "完整的對局把所有規則結合起來：玩家越多，拿取一欄的時機越重要。"),
    mistakes=(T("Taking many cards with nowhere to paint them: the studio takes them, but a "
                "painting grows slowly.",
                "拿了很多卡片卻沒地方彩繪：畫室可以放，但畫作成長得很慢。"),),
)
