"""Lesson 6: the end and scoring."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    Deeper,
    FillSheet,
    HowMany,
    LegalOrNot,
    Lesson,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ._common import SOURCE, run
from ._positions import (
    DECK_EMPTY,
    FIVE_LESSONS_38,
    GAME_38,
    LAST_ASSISTANT,
    LAST_TURN_38,
    STORM,
)


def _twelve(start, now) -> bool:
    return len(now.areas[0].painting) >= 12


LESSON = Lesson(
    game="kanagawa", number=6, slug="the-end-and-scoring",
    title=T("The end and scoring", "遊戲結束與計分"),
    minutes=30,
    objectives=(
        T("tell when the game ends", "知道遊戲何時結束"),
        T("place a storm token", "放置風暴指示物"),
        T("fill in a score sheet", "填寫計分表"),
    ),
    steps=(
        Read(T(
            """
## When the game ends

The game ends with the lesson in which a painting reaches 11 lesson cards (the start tile
not counted) or the deck runs out: that lesson is finished first. Once the deck's last card
is dealt, nobody may wait.
""",
            """
## 遊戲何時結束

在某一輪中有玩家的畫作達到 11 張課程卡（不算起始板塊），或者牌庫用完，遊戲就在那一輪結束時
結束：這一輪一定會先進行完。牌庫最後一張卡片發出之後，誰都不能再等待。
"""), sources=T(
            f"""
Rules `kanagawa.end.trigger`, `kanagawa.lesson.deck-empty` and
`kanagawa.end.start-tile-count` (an assumption). `{SOURCE}`: 「當以下兩種情況其中之一達成時，
遊戲結束：1) 牌庫耗盡……或 當一輪結束時，有一個或多個玩家的畫作中至少有 11 張卡片。」 (The
game ends when the deck is exhausted, or at the end of a round when one or more players have
at least 11 cards in their painting.) Neither summary says whether the start tile is one of
the 11: one transcription of the cards does not count it, and the summary's scoring adds
「(包含起始板塊)」 (start tile included) exactly where it does count the tile. A game option
counts it.
""",
            f"""
規則 `kanagawa.end.trigger`、`kanagawa.lesson.deck-empty` 和 `kanagawa.end.start-tile-count`
（一個假設）。`{SOURCE}`：「當以下兩種情況其中之一達成時，遊戲結束：1) 牌庫耗盡……或 當一輪
結束時，有一個或多個玩家的畫作中至少有 11 張卡片。」兩份摘要都沒有說起始板塊算不算：一份卡片
整理不算，而摘要的計分正是在計入起始板塊的地方才加上「（包含起始板塊）」。有一個遊戲選項會把它
算進去。
""")),
        Task(
            "eleventh",
            T("Your last turn of a game: your painting holds 10 lesson cards (the start tile "
              "not counted), and 2 more wait in your hand. Paint both, to end the game with 12 "
              "lesson cards: from 11 on, the game ends with this lesson.",
              "這局遊戲你的最後一個回合：你的畫作有 10 張課程卡（不算起始板塊），手上還有 2 張。"
              "把兩張都畫上去，讓遊戲以 12 張課程卡結束：達到 11 張，遊戲就在這一輪結束。"),
            LAST_TURN_38,
            Reach(_twelve, T("Each card needs its own landscape, and each brush paints once per "
                             "turn.", "每張卡片需要它自己的風景，而每個筆刷每回合只畫一次。"),
                  within=4),
            solution=("paint T06 with S0", "take diploma trees-5", "paint C04 with S1"),
            hints=(T("Which landscape does each of your cards need?",
                     "你的每張卡片各需要哪一種風景？"),
                   T("Look at the landscapes under your two brushes.",
                     "看看你兩個筆刷底下的風景。")),
            highlight=("brush-S0", "brush-S1"),
            rules=("kanagawa.end.trigger",),
            wrong="paint C04 with S0", wrong_rule="kanagawa.paint.landscape",
            explain={"paint T06 with S1": T("Then the peasant, which needs a mountain, is left "
                                            "with the ocean brush.",
                                            "這樣需要山的農民就只剩海洋上的筆刷可用。")},
            success=T("12 lesson cards (the start tile not counted), more than 11: the game ends "
                      "with this lesson, once Red has taken a column too.",
                      "12 張課程卡（不算起始板塊），超過 11 張：等紅方也拿完這一輪的一欄，"
                      "遊戲就在這一輪結束。"),
        ),
        Read(T(
            """
## Storm tokens

A storm token comes from a diploma. Before scoring, each token goes on a card of its
owner's painting, which then takes the season the owner chooses. Click a season under a card
of your painting.
""",
            """
## 風暴指示物

風暴指示物來自證書。計分之前，把每個風暴指示物放到自己畫作中的一張卡片上，那張卡片就變成你
挑選的季節。點你畫作卡片下方的季節按鈕。
"""), sources=T(
            f"""
Rule `kanagawa.end.storm-tokens`. The next task is `{SOURCE}`'s example:
「遊戲結束時，你把一個風暴指示物放到你第三張課程卡上。你決定把這個指示物轉換成「春天」，以獲得
連續五張春天卡並贏得多數。」 (At the end you put a storm token on your third lesson card and
turn it into spring, for five spring cards in a row.) Its end section writes 畫室 (studio)
where its components section writes 畫作 (painting): we read it as a slip, since only
painting cards have a season. In our reading the start tile takes no token (an assumption; a
game option allows it).
""",
            f"""
規則 `kanagawa.end.storm-tokens`。下一個任務就是 `{SOURCE}` 的範例：「遊戲結束時，你把一個
風暴指示物放到你第三張課程卡上。你決定把這個指示物轉換成「春天」，以獲得連續五張春天卡並贏得
多數。」它的遊戲結束段落寫的是「畫室」，配件說明寫的是「畫作」：我們認為前者是筆誤，因為只有
畫作卡片有季節。在我們的解讀中，起始板塊不能放指示物（一個假設；有一個遊戲選項允許）。
""")),
        Task(
            "storm",
            T("The deck has run out; before scoring you place your storm token. Make your longest "
              "run of one season as long as you can.",
              "牌庫用完了；計分前你要放置風暴指示物。讓你同一季節的最長連續段盡可能地長。"),
            STORM,
            Reach(lambda start, now: run(now) == 5,
                  T("Find the card that breaks a run of one season, and turn it into that season.",
                    "找出打斷同一季節連續段的那張卡片，把它變成那個季節。")),
            solution=("storm on P3 as spring",),
            hints=(T("Read the season bands of your painting from its first card, the start "
                     "tile.", "從第 1 張，也就是起始板塊，開始讀你畫作的季節色帶。"),
                   T("Each card of your painting has a spring button: which card breaks the run?",
                     "你畫作的每張卡片下方都有春天的按鈕：是哪一張打斷了連續段？")),
            highlight=("storm on P1 as spring", "storm on P2 as spring", "storm on P3 as spring",
                       "storm on P4 as spring"),
            rules=("kanagawa.end.storm-tokens", "kanagawa.score.season-run"),
            wrong="storm on P4 as spring",
            explain={"storm on P4 as spring": T("That card is spring already: look for the card "
                                                "that breaks the run.",
                                                "那張卡片本來就是春天：找出打斷連續段的那張卡片。")},
            success=T("Five springs in a row, from the start tile on, as in the summary's "
                      "example: 5 points in item B.",
                      "從起始板塊開始連續五張春天，和規則摘要的範例一樣：B 項得 5 分。"),
        ),
        Read(T(
            """
## The final scoring

**A** 1 point per card of your painting, start tile included. **B** 1 point per card of
your longest run of one season. **C** the bonus points of your painting and the points
printed in your studio. **D** your diplomas. **E** 2 points for the Grand Master. Fill in
Blue's column, then press Check.
""",
            """
## 最終計分

**A** 畫作中每張卡片 1 分，包括起始板塊。**B** 同一季節最長連續段的每張卡片 1 分。**C** 畫作上的
獎勵分數，以及畫室上印的分數。**D** 你的證書。**E** 大師得 2 分。為第一個任務的那局遊戲填好
藍方那一欄，再按「檢查」。
"""), sources=T(
            f"""
Rules `kanagawa.score.cards`, `kanagawa.score.season-run`, `kanagawa.score.painting-bonus`,
`kanagawa.score.studio-points`, `kanagawa.score.diplomas`, `kanagawa.score.grand-master`,
`kanagawa.score.ties-shared` and `kanagawa.end.kept-cards` (an assumption: cards still kept
in hand score nothing; no source says). `{SOURCE}` lists A to E: 「A 你畫作中每張課程卡可以得
1 分 (包含起始板塊)」 (1 point per lesson card of your painting, start tile included), 「B 相同
季節連續最長的那一段，每張課程卡可以得 1 分 (包含起始板塊)」 (1 point per card of the longest
run of one season), 「C 你畫作中課程卡，以及你畫室的分數」 (the points of your painting's cards
and your studio), 「D 你獲得的獎狀分數」 (your diplomas), 「E 持有大師棋子的玩家獲得 2 分」 (2
points for the Grand Master pawn's holder). Storm cards fit any season in B.
""",
            f"""
規則 `kanagawa.score.cards`、`kanagawa.score.season-run`、`kanagawa.score.painting-bonus`、
`kanagawa.score.studio-points`、`kanagawa.score.diplomas`、`kanagawa.score.grand-master`、
`kanagawa.score.ties-shared` 和 `kanagawa.end.kept-cards`（一個假設：手上還保留的卡片不得分，
沒有來源說明）。`{SOURCE}` 列出 A 到 E：「A 你畫作中每張課程卡可以得 1 分（包含起始板塊）」、
「B 相同季節連續最長的那一段，每張課程卡可以得 1 分（包含起始板塊）」、「C 你畫作中課程卡，以及你
畫室的分數」、「D 你獲得的獎狀分數」、「E 持有大師棋子的玩家獲得 2 分」。B 項中，風暴卡可以當作
任何季節。
""")),
        FillSheet("sheet-38", GAME_38, T(
            "Blue's score sheet at the end of the game: one number per line, and the total.",
            "遊戲結束時藍方的計分表：每一行填一個數字，再填總分。"),
            rules=("kanagawa.score.cards", "kanagawa.score.season-run",
                   "kanagawa.score.painting-bonus", "kanagawa.score.studio-points",
                   "kanagawa.score.diplomas", "kanagawa.score.grand-master"),
            seats=(0,)),
        Read(T(
            """
That is the summary's example sheet: 13 + 7 + 3 - 1 + 14 + 2 = 38 points. A summer run of
seven; a bonus point on three painted cards; in the studio a +1 and a universal landscape's
-2; two diplomas of 7 points; and the Assistant, so the Grand Master pawn at the end.
""",
            """
這就是規則摘要的範例計分表：13 + 7 + 3 - 1 + 14 + 2 = 38 分。七張連續的夏天；三張畫作卡片上各有
1 點獎勵分數；畫室中一個 +1 和一張萬用風景的 -2；兩個 7 分的證書；以及助手棋子，所以遊戲結束時
拿到大師棋子。
"""), sources=T(
            f"`{SOURCE}`: A (13 分), B (7 分), C (3 分) and (-1 分), D (14 分), E (2 分).",
            f"`{SOURCE}`：A（13 分）、B（7 分）、C（3 分）和（-1 分）、D（14 分）、E（2 分）。")),
        Quiz((
            LegalOrNot("q-deck-empty", DECK_EMPTY, "wait",
                       note=T("The deck's last card is on the board.",
                              "牌庫最後一張卡片已經在圖板上。")),
            Choose("q-when", T("In Blue's turn Blue's painting reaches 11 lesson cards (the "
                               "start tile not counted); Red has not taken a column yet. When "
                               "does the game end?",
                               "在藍方的回合，藍方的畫作達到 11 張課程卡（不算起始板塊）；"
                               "紅方還沒拿取任何一欄。遊戲何時結束？"),
                   (T("at once", "立刻結束"),
                    T("at the end of this lesson, after Red has taken a column",
                      "在這一輪結束時，紅方拿過一欄之後"),
                    T("after one more lesson", "再進行一輪之後")),
                   1, T("The lesson is always finished first.", "這一輪一定會先進行完。"),
                   rules=("kanagawa.end.trigger",)),
            HowMany("q-run", T("In the 38-point game, how many points does item B (the longest "
                               "season run) give Red?",
                               "在 38 分那局遊戲中，B 項（最長的季節連續段）給紅方幾分？"),
                    GAME_38, lambda s: run(s, 1),
                    T("Count side by side from Red's start tile (autumn): the run may include it.",
                      "從紅方的起始板塊（秋天）開始數相鄰的卡片：連續段可以包括起始板塊。"),
                    rules=("kanagawa.score.season-run",)),
        )),
        Deeper(T("The last Grand Master, cards left in hand, ties, and counting to 11.",
                 "最後的大師、留在手上的卡片、平手，以及怎麼數到 11 張。")),
        Read(T(
            """
## The last Grand Master

After the last lesson too, whoever holds the Assistant pawn takes the Grand Master pawn,
before scoring. The Grand Master scores 2 points at the end, so in the last lesson the
Assistant is worth 2 points.
""",
            """
## 最後的大師

最後一輪結束後也一樣：持有助手棋子的玩家，在計分之前拿取大師棋子。遊戲結束時大師可以得 2 分，
所以在最後一輪，助手棋子值 2 分。
"""), sources=T(
            f"""
Rules `kanagawa.end.grand-master-passes` (an assumption) and `kanagawa.score.grand-master`.
The effect text of `{SOURCE}` (「一輪結束時…如果你持有助手棋子，你拿取大師棋子」: at the end of a
round, if you hold the Assistant pawn, you take the Grand Master pawn) makes no exception for
the last lesson. A game option keeps the pawn with the last dealer instead.
""",
            f"""
規則 `kanagawa.end.grand-master-passes`（一個假設）和 `kanagawa.score.grand-master`。
`{SOURCE}` 的效果說明（「一輪結束時…如果你持有助手棋子，你拿取大師棋子」）沒有為最後一輪設例外。
有一個遊戲選項讓大師棋子留在最後發牌的玩家手上。
""")),
        Task(
            "last-master",
            T("Last lesson of another game: the deck is empty and Red holds the Assistant pawn. "
              "Make sure the Grand Master's 2 points are yours.",
              "另一局的最後一輪：牌庫已經用完，助手棋子在紅方手上。確保大師的 2 分歸你。"),
            LAST_ASSISTANT,
            Reach(lambda start, now: now.assistant == 0,
                  T("The 2 points go to whoever holds the Assistant pawn when the last lesson "
                    "ends.", "這 2 分歸最後一輪結束時持有助手棋子的玩家。")),
            solution=("studio C16",),
            hints=(T("Who takes the Grand Master pawn after the last lesson?",
                     "最後一輪結束後，誰拿取大師棋子？"),
                   T("Look at both halves of the card in your hand.",
                     "看看你手上那張卡片的上下兩半。")),
            highlight=("card-C16",),
            rules=("kanagawa.end.grand-master-passes", "kanagawa.score.grand-master",
                   "kanagawa.studio.assistant-icon"),
            wrong="end turn", wrong_rule="kanagawa.turn.keep",
            success=T("You hold the Assistant: after this lesson you take the Grand Master pawn, "
                      "and with it item E: 2 points.",
                      "你持有助手棋子：這一輪結束後你拿取大師棋子，也就得到 E 項的 2 分。"),
        ),
        Quiz((
            HowMany("q-red-c", T("And item C for Red: painting bonuses plus studio points?",
                                 "那紅方的 C 項呢：畫作獎勵分數加上畫室分數？"),
                    GAME_38, lambda s: s.scores().points[1]["painting"]
                    + s.scores().points[1]["studio"],
                    T("Bonus points on Red's painted cards, plus the studio's printed points "
                      "(a universal landscape: -2).",
                      "紅方畫作卡片上的獎勵分數，加上畫室印的分數（萬用風景：-2）。"),
                    rules=("kanagawa.score.painting-bonus", "kanagawa.score.studio-points")),
            Choose("q-tie", T("Two pupils end with the same highest total. Who wins?",
                              "兩位玩家以相同的最高總分結束。誰獲勝？"),
                   (T("the one with more diplomas", "證書比較多的"),
                    T("the Grand Master", "大師"),
                    T("both: they share the victory", "兩人都贏：共享勝利")),
                   2, T("Tied players share the victory.", "平手的玩家共享勝利。"),
                   rules=("kanagawa.score.ties-shared",)),
            Choose("q-kept", T("Blue ends the game with a card still kept in hand. What does it "
                               "score?", "藍方在遊戲結束時手上還保留著一張卡片。它得幾分？"),
                   (T("nothing", "不得分"), T("1 point, like a painted card",
                                              "1 分，和畫作卡片一樣"),
                    T("its studio points", "它的畫室分數")),
                   0, T("A kept card is in neither your painting nor your studio: no scoring item "
                        "counts it.", "保留的卡片既不在畫作也不在畫室：沒有任何計分項目會算到它。"),
                   rules=("kanagawa.end.kept-cards",)),
            Choose("q-start-tile", T("After five lessons Blue's painting holds the start tile and "
                                     "10 lesson cards. Has the game ended?",
                                     "五輪之後，藍方的畫作有起始板塊和 10 張課程卡。"
                                     "遊戲結束了嗎？"),
                   (T("yes: the painting holds 11 cards", "結束了：畫作有 11 張卡片"),
                    T("no: it takes 11 lesson cards, the start tile not counted",
                      "還沒：要 11 張課程卡，不算起始板塊")),
                   lambda s: 0 if s.is_terminal() else 1,
                   T("The start tile is not one of the 11 lesson cards: a sixth lesson is dealt.",
                     "起始板塊不算在那 11 張課程卡之內：第六輪已經發牌了。"),
                   rules=("kanagawa.end.start-tile-count", "kanagawa.end.trigger"),
                   position=FIVE_LESSONS_38, markers=("area-0-p10",)),
        )),
    ),
    recap=T("The game ends with the lesson in which a painting reaches 11 lesson cards (the "
            "start tile not counted) or the deck runs out. Storm tokens change a painted card's "
            "season. Score A cards, B longest season run, C bonuses and studio points, D "
            "diplomas, E the Grand Master's 2.",
            "畫作達到 11 張課程卡（不算起始板塊）或牌庫用完的那一輪結束時，遊戲結束。"
            "風暴指示物改變畫作卡片的季節。"
            "計分：A 卡片、B 最長季節連續段、C 獎勵分數與畫室分數、D 證書、E 大師的 2 分。"),
    mistakes=(T("Ending the game in the middle of a lesson.", "在一輪進行到一半時就結束遊戲。"),
              T("Forgetting the start tile in items A and B.", "A 項和 B 項忘了算起始板塊。"),
              T("Forgetting the -2 of universal landscapes in item C.", "C 項忘了萬用風景的 -2。")),
)
