"""Lesson 6: the end and scoring."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
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
    GAME_38,
    LAST_ASSISTANT,
    LAST_TURN_38,
    STORM,
    reachable,
)

LESSON = Lesson(
    game="kanagawa", number=6, slug="the-end-and-scoring",
    title=T("The end and scoring", "遊戲結束與計分"),
    minutes=30,
    objectives=(
        T("tell when the game ends: 11 lesson cards in a painting, or the deck runs out",
          "知道遊戲何時結束:畫作中有 11 張課程卡,或牌庫用完"),
        T("place a storm token where it lengthens a season run",
          "把風暴指示物放在能延長季節連續段的位置"),
        T("fill in a score sheet, items A to E", "填寫計分表的 A 到 E 項"),
    ),
    steps=(
        Read(T(
            f"""
## When the game ends

> 當以下兩種情況其中之一達成時，遊戲結束：1) 牌庫耗盡……或 當一輪結束時，
> 有一個或多個玩家的畫作中至少有 11 張卡片。

The game ends at the end of the lesson in which a painting reaches 11 cards, or in which the
deck runs out (`kanagawa.end.trigger`): the lesson is always finished first. When the Grand
Master deals the deck's last card, the pupils still in class may not wait any more: they take
columns in turn order, even short ones (`kanagawa.lesson.deck-empty`).

**Which 11 cards?** Both summaries say "at least 11 cards in the painting" without saying
whether the start tile is one of them. We count **11 lesson cards**, the start tile not
included: one transcription of the cards ends there, and `{SOURCE}`'s scoring adds
(包含起始板塊, "start tile included") exactly where it does count the tile
(`kanagawa.end.start-tile-count`, an assumption; the option `end_counts_start_tile` counts it).

**The last Grand Master.** After the last lesson too, whoever holds the Assistant pawn takes
the Grand Master pawn, before scoring: the summary's effect text (「一輪結束時…如果你持有助手棋子，
你拿取大師棋子」) makes no exception for the last lesson (`kanagawa.end.grand-master-passes`, an
assumption; the option `grand_master_passes_at_end=False` keeps the pawn with the last
dealer). So in the last lesson the Assistant is worth 2 points.
""",
            f"""
## 遊戲何時結束

> 當以下兩種情況其中之一達成時，遊戲結束：1) 牌庫耗盡……或 當一輪結束時，
> 有一個或多個玩家的畫作中至少有 11 張卡片。

在某一輪中有玩家的畫作達到 11 張卡片,或者牌庫用完,遊戲就在那一輪結束時結束
(`kanagawa.end.trigger`):這一輪一定會先進行完。大師發出牌庫最後一張卡片時,還在學堂的玩家
不能再等待:他們依回合順序各拿一欄,即使卡片比較少(`kanagawa.lesson.deck-empty`)。

**哪 11 張?**兩份摘要都說「畫作中至少有 11 張卡片」,沒有說起始板塊算不算。我們計算 **11 張課程卡**,
不包括起始板塊:一份卡片整理在這時結束,而 `{SOURCE}` 的計分正是在計入起始板塊的地方才加上
「(包含起始板塊)」(`kanagawa.end.start-tile-count`,一個假設;選項 `end_counts_start_tile` 則計入)。

**最後的大師。**最後一輪結束後也一樣,持有助手棋子的玩家在計分之前拿取大師棋子:摘要的效果說明
(「一輪結束時…如果你持有助手棋子，你拿取大師棋子」)沒有為最後一輪設例外
(`kanagawa.end.grand-master-passes`,一個假設;選項 `grand_master_passes_at_end=False` 讓大師棋子
留在最後發牌的玩家手上)。所以在最後一輪,助手棋子值 2 分。
""")),
        Task(
            "eleventh",
            T("A game that ends with the summary's example score sheet, at Blue's last turn: "
              "your painting holds ten lesson cards. Bring it to eleven.",
              "一局以摘要的範例計分表結束的遊戲,輪到藍方的最後一個回合:你的畫作有十張課程卡。"
              "讓它達到十一張。"),
            LAST_TURN_38,
            Reach(lambda start, now: len(now.areas[0].painting) >= 11,
                  T("Only painted cards count, not cards in the studio.",
                    "只有畫作中的卡片才算,畫室裡的不算。"),
                  keep_going=reachable(lambda start, now: len(now.areas[0].painting) >= 11, 2)),
            solution=("paint T06 with S0",),
            hints=(T("T06 needs an ocean, C04 a mountain: look at where your brushes stand.",
                     "T06 需要海洋,C04 需要山:看看你的筆刷站在哪裡。"),
                   T("S0 is your ocean start tile; S1 is universal.",
                     "S0 是你的海洋起始板塊;S1 是萬用風景。")),
            highlight=("paint T06 with S0", "paint C04 with S1"),
            rules=("kanagawa.end.trigger", "kanagawa.end.start-tile-count"),
            wrong="paint C04 with S0", wrong_rule="kanagawa.paint.landscape",
            success=T("Eleven lesson cards: the game will end with this lesson, once Red has taken "
                      "its column too.",
                      "十一張課程卡:等紅方也拿完這一輪的一欄,遊戲就在這一輪結束。"),
        ),
        Task(
            "last-master",
            T("Last lesson of another game: the deck is empty and Red holds the Assistant pawn. "
              "Make sure the Grand Master's 2 points are yours.",
              "另一局的最後一輪:牌庫已經用完,助手棋子在紅方手上。確保大師的 2 分歸你。"),
            LAST_ASSISTANT,
            Reach(lambda start, now: now.assistant == 0,
                  T("The 2 points go to whoever holds the Assistant pawn when the last lesson "
                    "ends.", "這 2 分歸最後一輪結束時持有助手棋子的玩家。")),
            solution=("studio C16",),
            hints=(T("Who takes the Grand Master pawn after the last lesson?",
                     "最後一輪結束後,誰拿取大師棋子?"),
                   T("C16's studio half shows the Assistant icon.",
                     "C16 的畫室那一半有助手符號。")),
            highlight=("studio C16",),
            rules=("kanagawa.end.grand-master-passes", "kanagawa.score.grand-master",
                   "kanagawa.studio.assistant-icon"),
            wrong="end turn", wrong_rule="kanagawa.turn.keep",
            success=T("You hold the Assistant: after this lesson you take the Grand Master pawn, "
                      "and with it item E: 2 points.",
                      "你持有助手棋子:這一輪結束後你拿取大師棋子,也就得到 E 項的 2 分。"),
        ),
        Task(
            "last-cards",
            T("The Grand Master has dealt the deck's last card; the third row will never come. "
              "Get your last cards of the game.",
              "大師發出了牌庫的最後一張卡片;第三排永遠不會來了。拿到你這局遊戲的最後幾張卡片。"),
            DECK_EMPTY,
            Reach(lambda start, now: bool(now.areas[0].hand),
                  T("Take a column.", "拿取一欄。")),
            solution=("take column 1",),
            hints=(T("Can anyone wait when the deck is empty?", "牌庫用完時,還有人能等待嗎?"),
                   T("Both columns are yours to choose: take either.",
                     "兩欄都可以選:拿任何一欄。")),
            highlight=("take column 1", "take column 2"),
            rules=("kanagawa.lesson.deck-empty", "kanagawa.end.trigger"),
            wrong="wait", wrong_rule="kanagawa.lesson.deck-empty",
            success=T("Red takes the other column, and the game ends with this lesson: then come "
                      "the storm tokens and the scoring.",
                      "紅方拿走另一欄,遊戲就在這一輪結束:接著放風暴指示物並計分。"),
        ),
        Read(T(
            f"""
## Storm tokens

A storm token comes from a diploma (the 4-point trees, buildings and characters diplomas).
Before scoring, each token goes on a card of its owner's painting, which then takes the
season you choose (`kanagawa.end.storm-tokens`). The summary's example:

> 範例：遊戲結束時，你把一個風暴指示物放到你第三張課程卡上。你決定把這個指示物轉換成「春天」，
> 以獲得連續五張春天卡並贏得多數。

At the end you put a storm token on your third lesson card and turn it into spring, which
gives five spring cards in a row. Here is that painting: a spring start tile (P0), then
spring, spring, **summer**, spring. (`{SOURCE}`'s end section writes 畫室, studio, where its
components section writes 畫作, painting: we read it as a slip, since only painting cards
have a season. The start tile takes no token in our reading; that is an assumption too.)
""",
            f"""
## 風暴指示物

風暴指示物來自證書(4 分的樹、建築物和角色證書)。計分之前,把每個風暴指示物放到自己畫作中的
一張卡片上,那張卡片就變成你挑選的季節(`kanagawa.end.storm-tokens`)。摘要的範例:

> 範例：遊戲結束時，你把一個風暴指示物放到你第三張課程卡上。你決定把這個指示物轉換成「春天」，
> 以獲得連續五張春天卡並贏得多數。

這就是那幅畫作:春天的起始板塊(P0),接著是春天、春天、**夏天**、春天。(`{SOURCE}` 的遊戲結束
段落寫的是「畫室」,配件說明寫的是「畫作」:我們認為前者是筆誤,因為只有畫作卡片有季節。在我們的
解讀中,起始板塊不能放指示物;這也是一個假設。)
""")),
        Task(
            "storm",
            T("The deck has run out; before scoring you place your storm token. Make your longest "
              "run of one season as long as you can.",
              "牌庫用完了;計分前你要放置風暴指示物。讓你同一季節的最長連續段盡可能地長。"),
            STORM,
            Reach(lambda start, now: run(now) == 5,
                  T("Find the card that breaks a run of one season, and turn it into that season.",
                    "找出打斷同一季節連續段的那張卡片,把它變成那個季節。")),
            solution=("storm on P3 as spring",),
            hints=(T("Read the season bands of your painting from P0: four springs, one summer.",
                     "從 P0 開始讀你畫作的季節色帶:四個春天,一個夏天。"),
                   T("Click a season chip under the card that sits between springs.",
                     "點夾在春天之間的那張卡片下方的季節按鈕。")),
            highlight=("storm on P3 as spring",),
            rules=("kanagawa.end.storm-tokens", "kanagawa.score.season-run"),
            wrong="storm on P0 as spring", wrong_rule="kanagawa.end.storm-tokens",
            success=T("「以獲得連續五張春天卡」: five springs in a row, P0 to P4, worth 5 points "
                      "in "
                      "item B.", "「以獲得連續五張春天卡」:P0 到 P4 連續五張春天,B 項得 5 分。"),
        ),
        Read(T(
            """
## The final scoring, A to E

> A 你畫作中每張課程卡可以得 1 分 (包含起始板塊)
>
> B 相同季節連續最長的那一段，每張課程卡可以得 1 分 (包含起始板塊)
>
> C 你畫作中課程卡，以及你畫室的分數
>
> D 你獲得的獎狀分數
>
> E 持有大師棋子的玩家獲得 2 分

- **A** 1 point per card in your painting, the start tile included (`kanagawa.score.cards`);
- **B** 1 more point per card of your longest run of side-by-side cards of one season, the
  start tile included; storm cards fit any season (`kanagawa.score.season-run`);
- **C** the bonus points printed on your painting (`kanagawa.score.painting-bonus`) and the
  points printed in your studio, +1, +2 or -2 (`kanagawa.score.studio-points`);
- **D** your diplomas (`kanagawa.score.diplomas`);
- **E** 2 points for the Grand Master (`kanagawa.score.grand-master`).

Cards still kept in hand score nothing (`kanagawa.end.kept-cards`, our assumption: no source
says). The highest total wins; tied players share the victory (`kanagawa.score.ties-shared`).

The game of the first task has ended. Count Blue's points from the board, item by item (the
small red badges are the bonus points of the painting and the points printed in the studio),
fill in Blue's column and press Check.
""",
            """
## 最終計分:A 到 E

> A 你畫作中每張課程卡可以得 1 分 (包含起始板塊)
>
> B 相同季節連續最長的那一段，每張課程卡可以得 1 分 (包含起始板塊)
>
> C 你畫作中課程卡，以及你畫室的分數
>
> D 你獲得的獎狀分數
>
> E 持有大師棋子的玩家獲得 2 分

- **A** 畫作中每張卡片 1 分,包括起始板塊(`kanagawa.score.cards`);
- **B** 同一季節相鄰卡片的最長連續段,每張再得 1 分,包括起始板塊;風暴卡可以當作任何季節
  (`kanagawa.score.season-run`);
- **C** 畫作卡片上印的獎勵分數(`kanagawa.score.painting-bonus`),以及畫室上印的
  分數:+1、+2 或 -2(`kanagawa.score.studio-points`);
- **D** 你的證書(`kanagawa.score.diplomas`);
- **E** 持有大師棋子的玩家得 2 分(`kanagawa.score.grand-master`)。

還留在手上的卡片不得分(`kanagawa.end.kept-cards`,我們的假設:沒有來源說明)。總分最高的玩家獲勝;
同分的玩家共享勝利(`kanagawa.score.ties-shared`)。

第一個任務的那局遊戲結束了。從圖板上一項一項算出藍方的分數(紅色小圓標是畫作的獎勵分數和畫室印的
分數),填入藍方那一欄,再按「檢查」。
""")),
        FillSheet("sheet-38", GAME_38, T(
            "Blue's score sheet at the end of the game: one number per line, and the total.",
            "遊戲結束時藍方的計分表:每一行填一個數字,再填總分。"),
            rules=("kanagawa.score.cards", "kanagawa.score.season-run",
                   "kanagawa.score.painting-bonus", "kanagawa.score.studio-points",
                   "kanagawa.score.diplomas", "kanagawa.score.grand-master"),
            seats=(0,)),
        Read(T(
            f"""
That is the example sheet of `{SOURCE}`, item by item: A (13 分), B (7 分), C (3 分) and (-1
分), D (14 分), E (2 分): 38 points. Blue painted with the ocean start tile and the universal
A09, two cards a lesson; a summer run of seven; bonuses on T02, A04 and B10; A05 (+1) and A09
(-2) in the studio; trees-5 and buildings-4 (7 points each); and the Assistant, so the Grand
Master pawn at the end.
""",
            f"""
這就是 `{SOURCE}` 的範例計分表:A(13 分)、B(7 分)、C(3 分)和(-1 分)、D(14 分)、E(2 分):
共 38 分。藍方用海洋起始板塊和萬用的 A09 彩繪,每輪兩張;七張連續的夏天;T02、A04 和 B10 上的
獎勵分數;畫室中的 A05(+1)和 A09(-2);`trees-5` 和 `buildings-4`(各 7 分);以及助手棋子,
所以遊戲結束時拿到大師棋子。
""")),
        Quiz((
            LegalOrNot("q-deck-empty", DECK_EMPTY, "wait",
                       note=T("The deck's last card is on the board.",
                              "牌庫最後一張卡片已經在圖板上。")),
            Choose("q-when", T("In Blue's turn Blue's painting reaches 11 lesson cards; Red has "
                               "not taken a column yet. When does the game end?",
                               "在藍方的回合,藍方的畫作達到 11 張課程卡;紅方還沒拿取任何一欄。"
                               "遊戲何時結束?"),
                   (T("at once", "立刻結束"),
                    T("at the end of this lesson, after Red has taken a column",
                      "在這一輪結束時,紅方拿過一欄之後"),
                    T("after one more lesson", "再進行一輪之後")),
                   1, T("The lesson is always finished first.", "這一輪一定會先進行完。"),
                   rules=("kanagawa.end.trigger",)),
            HowMany("q-run", T("In the 38-point game, how many points does item B (the longest "
                               "season run) give Red?",
                               "在 38 分那局遊戲中,B 項(最長的季節連續段)給紅方幾分?"),
                    GAME_38, lambda s: run(s, 1),
                    T("Count side by side from Red's start tile (autumn): the run may include it.",
                      "從紅方的起始板塊(秋天)開始數相鄰的卡片:連續段可以包括起始板塊。"),
                    rules=("kanagawa.score.season-run",)),
            HowMany("q-red-c", T("And item C for Red: painting bonuses plus studio points?",
                                 "那紅方的 C 項呢:畫作獎勵分數加上畫室分數?"),
                    GAME_38, lambda s: s.scores().points[1]["painting"]
                    + s.scores().points[1]["studio"],
                    T("Bonus points on Red's painted cards, plus the studio's printed points "
                      "(C18 is universal: -2).",
                      "紅方畫作卡片上的獎勵分數,加上畫室印的分數(C18 是萬用風景:-2)。"),
                    rules=("kanagawa.score.painting-bonus", "kanagawa.score.studio-points")),
            Choose("q-tie", T("Two pupils end with the same highest total. Who wins?",
                              "兩位玩家以相同的最高總分結束。誰獲勝?"),
                   (T("the one with more diplomas", "證書比較多的"),
                    T("the Grand Master", "大師"),
                    T("both: they share the victory", "兩人都贏:共享勝利")),
                   2, T("「如果還是平手，平手的玩家共享勝利。」",
                        "「如果還是平手，平手的玩家共享勝利。」"),
                   rules=("kanagawa.score.ties-shared",)),
            Choose("q-kept", T("Blue ends the game with C08 kept in hand. What does it score?",
                               "藍方在遊戲結束時手上還保留著 C08。它得幾分?"),
                   (T("nothing",
                      "不得分"), T("1 point, like a painted card", "1 分,和畫作卡片一樣"),
                    T("its studio points", "它的畫室分數")),
                   0, T("A kept card is in neither the painting nor the studio (our assumption: "
                        "no source says).",
                        "保留的卡片既不在畫作也不在畫室(我們的假設:沒有來源說明)。"),
                   rules=("kanagawa.end.kept-cards",)),
        )),
    ),
    recap=T("The game ends with the lesson in which a painting reaches 11 lesson cards or the deck "
            "runs out. Storm tokens change a painted card's season. Score A cards, B longest "
            "season run, C bonuses and studio points, D diplomas, E the Grand Master's 2.",
            "畫作達到 11 張課程卡或牌庫用完的那一輪結束時,遊戲結束。風暴指示物改變畫作卡片的季節。"
            "計分:A 卡片、B 最長季節連續段、C 獎勵分數與畫室分數、D 證書、E 大師的 2 分。"),
    mistakes=(T("Ending the game in the middle of a lesson.", "在一輪進行到一半時就結束遊戲。"),
              T("Forgetting the start tile in items A and B.", "A 項和 B 項忘了算起始板塊。"),
              T("Forgetting the -2 of universal landscapes in item C.", "C 項忘了萬用風景的 -2。")),
)
