"""Kanagawa as six class periods of 40 minutes: five with the lessons (their cores, the
sources lesson for the teacher only) and one at the table with the real game.

Period 1: the school and the lesson (lessons 1-2); 2: the studio and painting (3-4);
3: diplomas and the end (5, the tasks of 6); 4: scoring and the explorer (the score sheet
of 6, 7); 5: a game against bots (8); 6: the real game at the table, the score sheet as
checker.
"""

from __future__ import annotations

from ...lessons.plan import (
    PROJECTOR,
    SITE_ACCESS,
    Aid,
    ClassPlan,
    Evidence,
    Exit,
    Period,
    Prepare,
    Question,
    Step,
    T,
    Use,
    Younger,
)
from .scoring import longest_run, seasons
from .state import KanagawaState as State


def _in_class(s: State) -> bool:
    """Whether Blue (seat 0) is still in the school this round."""
    return s.areas[0].in_class


def _columns_dealt_to(s: State) -> int:
    """How many columns get a card in the next row once the pupils have all waited (the
    Grand Master's deal, played out)."""
    row = s.rows
    while s.is_chance():
        s = s.apply(s.chance_outcomes()[0][0])
    return sum(1 for card in s.school[row] if card is not None)


def _cards_in_hand(s: State) -> int:
    """How many cards Blue (seat 0) still holds."""
    return len(s.areas[0].hand)


def _cards_score_start_tile_too(s: State) -> bool:
    """Whether every player's cards item counts the painting and the start tile, 1 each."""
    return all(points["cards"] == len(s.areas[p].painting) + 1
               for p, points in enumerate(s.scores().points))


def _season_is_longest_run(s: State) -> bool:
    """Whether every player's season item is 1 point per card of the longest run."""
    return all(points["season"] == longest_run(seasons(s, p))
               for p, points in enumerate(s.scores().points))


def _grand_master_bonus(s: State) -> float:
    return s.scores().points[s.gm]["grand_master"]


PLAN = ClassPlan(
    game="kanagawa",
    intro=T(
        "Five periods with the lessons, then one at the table with the real box. Pupils play "
        "the Kanagawa pupils: say \"player\" for them in the game, \"pupil\" in class. One "
        "difference from the Chinese rules sheet you hand out: its diploma list asks for 4 "
        "identical characters for 9 points; the tutor, like the real diploma tile, asks for 3 "
        "(the sources lesson says why; an option plays 4). Tell the class before period 3. "
        "The game ends with the round in which a painting reaches 11 lesson cards, the start "
        "tile not counted, or the deck runs out.",
        "前五節用課程，最後一節在桌上玩實體遊戲。遊戲裡的角色叫「玩家」，班上的同學叫「學生」，"
        "講解時分清楚比較不會混淆。和您發的中文規則摘要有一處不同：摘要的證書列表寫 9 分的證書"
        "需要 4 個相同的角色；本教學和實際的證書板塊一樣，只需要 3 個（資料來源與假設那一課說明"
        "原因；有選項可以改成 4 個）。第 3 節之前先告訴全班。有人的畫作達到 11 張課程卡（不算"
        "起始板塊）或牌庫用完的那一輪結束時，遊戲結束。"),
    prepare=Prepare(
        devices=T(
            "One tablet or laptop per pupil (one per pair for younger pupils), charged, with a "
            "recent browser; the cards are small: a laptop screen or a 10-inch tablet at "
            "least.",
            "每位學生一台平板或筆電（低年級兩人一台），充好電，瀏覽器是新版；卡片比較小，"
            "螢幕至少要筆電或十吋平板的大小。"),
        access=SITE_ACCESS,
        projector=PROJECTOR,
        printing=T(
            "Per pupil: the worksheets of lessons 1-2 (for pupils without a device) and of "
            "lesson 4 (homework after period 2), one score sheet for period 6; the answer keys "
            "for you; the Chinese rules summary, one per table.",
            "每位學生：第 1、2 課的學習單（給沒有裝置的學生）、第 4 課的學習單（第 2 節之後的"
            "作業）、第 6 節用的計分表一張；解答老師自己留著；中文規則摘要每桌一份。"),
        box=T(
            "Kanagawa is for 2 to 4 players: one box per three or four pupils for period 6 "
            "(six boxes for a class of 20). A whole game takes longer than a period: the "
            "table plays to minute 29, then scores the paintings as they stand.",
            "神奈川學堂可供 2 到 4 位玩家進行：第 6 節每三到四位學生一盒（20 人的班要 6 盒）。"
            "一整局比一節課長：各桌下到第 29 分，再照當時的畫作計分。"),
        setup=(
            T("The school board in the middle of the table.", "學堂圖板放在桌子中央。"),
            T("Choose the start player any way you like: that player takes the Grand Master "
              "pawn and the Assistant pawn.",
              "用任何方式選出起始玩家：這位玩家拿取大師棋子和助手棋子。"),
            T("Deal each player a start tile at random; each player puts two brush pawns in "
              "front of them.",
              "隨機發給每位玩家一個起始板塊；每位玩家把兩個筆刷棋子放在自己面前。"),
            T("Shuffle the 72 lesson cards into a face-down deck beside the board.",
              "把 72 張課程卡洗勻，正面朝下疊在圖板旁，作為牌庫。"),
            T("Lay out the 19 diploma tiles face up on the school board, by kind, lowest "
              "points first: painting diplomas in the upper row, studio diplomas in the lower "
              "row.",
              "19 個證書板塊正面朝上擺在學堂圖板上，依種類分組、由低分排到高分：與畫作有關的"
              "放上面一列，與畫室有關的放下面一列。"),
            T("The other brush pawns and the 3 storm tokens beside the board.",
              "其餘的筆刷棋子和 3 個風暴指示物放在圖板旁備用。"),
            T("A score sheet and a pencil for each player.", "每位玩家一張計分表和一支鉛筆。"),
        ),
        source="000_43f8316dd65002f0.txt 遊戲設置 01–05",
    ),
    grouping=T(
        "Periods 1-4: each pupil on a device, neighbours of a similar pace side by side to "
        "compare answers; in period 1 a pupil who reads well next to one who does not (the "
        "cards carry small text). Period 5: each against the bots. Period 6: three or four "
        "per box, mixed: one pupil who played well in period 5 at each table acts as its "
        "reader of the rules summary.",
        "第 1–4 節：每人一台裝置，進度相近的學生坐在一起，方便對答案；第 1 節讓閱讀快的學生"
        "坐在閱讀慢的學生旁邊（卡片上的字小）。第 5 節：每人和電腦下。第 6 節：每盒三到四位"
        "學生，程度混合：每桌安排一位第 5 節下得好的學生，負責唸規則摘要。"),
    younger=Younger(
        skip=(
            Aid(T("Lesson 7, the explorer: its charts need more reading than eight-year-olds "
                  "enjoy; give period 4's time to the score sheet, done together.",
                  "第 7 課（探索工具）：圖表要讀的字太多；第 4 節的時間留給全班一起填計分表。"),
                Use(7)),
            Aid(T("Lesson 2's going-further part (the face-down card, the next Grand "
                  "Master), and every other lesson's: the cores are enough.",
                  "第 2 課的進階部分（正面朝下的卡片、下一輪的大師），以及其他每一課的進階"
                  "部分：基本部分就夠了。"),
                Use(2, ("lucy", "next-master"))),
            Aid(T("Lesson 5's monks and fourth tree: tell only that a diploma is taken or "
                  "declined at once.",
                  "第 5 課的僧侶和第四棵樹：只要告訴學生證書要當下決定拿或不拿。"),
                Use(5, ("fourth-tree", "monks"))),
        ),
        read_aloud=T(
            "Read every task's goal and quiz question aloud, and name the two halves of the "
            "card each time (upper half: the painting; lower half: the studio).",
            "把每個任務的目標和每一題小測驗唸出來，每次都說出卡片的兩半"
            "（上半是畫作，下半是畫室）。"),
        pairs=T(
            "Two pupils per device: one reads the card aloud, the other clicks; swap at each "
            "task. At the table in period 6, pairs play as one player.",
            "兩人一台裝置：一人把卡片唸出來，另一人點選；每個任務交換。第 6 節在桌上時，"
            "兩人合當一位玩家。"),
    ),
    periods=(
        Period(
            title=T("The school and the lesson", "學堂與一輪課程"),
            goal=T("Pupils read both halves of a lesson card and choose between waiting "
                   "and taking a column.",
                   "學生看得懂課程卡的上下兩半，並能在「等待」和「拿取一欄」之間做選擇。"),
            steps=(
                Step(3, T("Show the whole board; ask what a harmony point could be. Read the "
                          "goal together.",
                          "展示整個圖板，問學生「和諧分數」可能是什麼，再一起讀遊戲目標。"),
                     Use(1, ("board",)),
                     T("The board of lesson 1, Present.", "第 1 課的圖板，按「投影」。")),
                Step(8, T("Task 1 together on the projector, then tasks 2 and 3 on their own "
                          "boards. Walk round: who reads the wrong half of the card?",
                          "任務 1 全班在投影上一起做，任務 2 和 3 讓學生在自己的圖板上做。"
                          "巡堂時留意：誰看錯了卡片的那一半？"),
                     Use(1, ("tree", "ocean", "brush")),
                     T("Task 1; point at the upper half (painting) and the lower half "
                       "(studio).", "任務 1；指出卡片上半（畫作）和下半（畫室）。")),
                Step(3, T("Quiz: the class answers aloud, then each pupil clicks.",
                          "小測驗：全班先口頭回答，再各自點選。"),
                     Use(1, ("q-needs", "q-gives", "q-back")),
                     T("The quiz, one question at a time.", "小測驗，一次一題。"),
                     board=("q-needs", "q-gives", "q-back")),
                Step(3, T("Step through the example lesson of the rules summary: who waits, "
                          "who takes, when the next row comes.",
                          "一步步播放規則摘要的範例：誰等待、誰拿取、下一排什麼時候發。"),
                     Use(2, ("seed-lesson",)),
                     T("The demonstration, with the arrows under the log.",
                       "示範圖板，用紀錄下方的箭號一步步播放。")),
                Step(10, T("Tasks 1-3 on their own boards; task 3 (three rows) is where most "
                           "pupils stop: let them read the refusal.",
                           "學生自己做任務 1 到 3；多數人會卡在任務 3（最多三排）："
                           "讓他們讀拒絕的理由。"),
                     Use(2, ("wait", "elizabeth", "three-rows"))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"),
                     show=T("The class poll, or Best moves.", "全班投票，或「最佳著法」。"),
                     discuss=(1, 2)),
            ),
            questions=(
                Question(T("You are the Grand Master and decide first: wait or take a "
                           "column? Each pupil chooses a move.",
                           "你是大師，由你先決定：等待，還是拿取一欄？每位學生選一步。"),
                         2, "wait", "poll",
                         T("Waiting gives a second card under each column, but another pupil "
                           "may take the column you want first.",
                           "等待能讓每一欄多一張卡片，但你想要的那一欄可能先被別人拿走。")),
                Question(T("Is the face-down card worth the gamble? Ask the bot.",
                           "值得賭那張正面朝下的卡片嗎？問問電腦。"),
                         2, "lucy", "best",
                         T("Its back tells its family for sure; an Assistant icon in the "
                           "studio makes you the next Grand Master.",
                           "卡背一定會告訴你它是哪一類；"
                           "放進畫室的助手符號能讓你成為下一輪的大師。")),
            ),
            exit=Exit(T("Waiting or taking a column: what does each give, and what does it "
                        "risk?",
                        "等待和拿取一欄：各有什麼好處？各有什麼風險？"),
                      T("Waiting adds a card to every column but someone may take the one "
                        "you want; taking is sure but you leave the school for this round.",
                        "等待讓每一欄多一張卡片，但想要的那一欄可能被別人拿走；拿取是確定的，"
                        "但這一輪你就離開學堂了。"),
                      evidence=(Evidence(2, "wait", 4, ask=_columns_dealt_to, moves=("wait",) * 4),
                                Evidence(2, "wait", False, ask=_in_class, moves=("take column 1",)),
                                Evidence(2, "q-taken", False))),
            fast=(
                Aid(T("Lesson 2's quiz, then its going-further part (the face-down card, the "
                      "next Grand Master) without hints.",
                      "第 2 課的小測驗，再不用提示做它的進階部分"
                      "（正面朝下的卡片、下一輪的大師）。"),
                    Use(2, ("q-second-row", "q-alone", "q-taken", "lucy", "next-master"))),
            ),
            slow=(
                Aid(T("Repeat lesson 1's quiz; at each task, use the second hint (it "
                      "highlights the column).",
                      "再做一次第 1 課的小測驗；每個任務都用第二步提示（它會標出那一欄）。"),
                    Use(1, ("q-needs", "q-gives", "q-back"))),
            ),
        ),
        Period(
            title=T("The studio and painting", "畫室與彩繪"),
            goal=T("Pupils put cards in the studio, use its icons, and paint with brushes.",
                   "學生會把卡片放進畫室、使用畫室的符號，並用筆刷彩繪。"),
            steps=(
                Step(2, T("Recap: wait or take. Which half of a card counts where?",
                          "複習：等待或拿取；卡片放在哪裡，算哪一半？"),
                     Use(3, ("third-brush",)),
                     T("Lesson 3, task 1.", "第 3 課任務 1。")),
                Step(8, T("Tasks 1 and 2: the icons act once, at once.",
                          "任務 1 和 2：符號只作用一次，而且立刻作用。"),
                     Use(3, ("third-brush", "assistant"))),
                Step(3, T("Quiz: legal or not, the class shows thumbs up or down.",
                          "小測驗：合法嗎？全班用大拇指向上或向下表示。"),
                     Use(3, ("q-always", "q-no-column", "q-stays"))),
                Step(12, T("Painting: first a brush, then the card. Do task 1 together, "
                           "then tasks 2-3.",
                           "彩繪：先放筆刷，再畫卡片。任務 1 一起做，再做任務 2、3。"),
                     Use(4, ("first-paint", "move-to-paint", "two-oceans")),
                     T("Lesson 4, task 1: place the brush, then paint.",
                       "第 4 課任務 1：放筆刷，再彩繪。")),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
                Step(2, T("Homework: lesson 4's quiz on the worksheet.",
                          "作業：學習單上第 4 課的小測驗。"),
                     Use(4, ("q-one-brush", "q-no-landscape", "q-two-icons"))),
            ),
            questions=(
                Question(T("Two cards need an ocean, and one brush stands on an ocean. How do "
                           "you paint both this turn?",
                           "兩張卡片都需要海洋，只有一個筆刷站在海洋上。"
                           "這回合怎樣把兩張都畫上去？"),
                         4, "both-oceans", "poll",
                         T("Paint one card first, then move the other brush onto the second "
                           "ocean: each brush paints once and each landscape serves once a "
                           "turn.",
                           "先畫一張，再把另一個筆刷移到第二個海洋：每個筆刷每回合只畫一次，"
                           "每個風景每回合也只用一次。")),
                Question(T("Keep the card in your hand, or place it now? What does keeping "
                           "cost?",
                           "卡片要留在手上，還是現在就放？留著有什麼代價？"),
                         3, "keep", "poll",
                         T("Only a keep icon lets a card wait; a card still in the hand at "
                           "the end scores nothing.",
                           "只有保留符號能讓卡片留在手上；遊戲結束時還在手上的卡片不得分。")),
            ),
            exit=Exit(T("What do you need to paint a card that shows an ocean?",
                        "要把一張需要海洋的卡片畫進畫作，需要什麼？"),
                      T("A brush standing on an ocean in my studio that has not painted yet "
                        "this turn.",
                        "畫室裡有一個站在海洋上、這回合還沒畫過的筆刷。"),
                      evidence=(Evidence(4, "both-oceans", 0, ask=_cards_in_hand,
                                         moves=("solution",)),
                                Evidence(4, "q-spent", False), Evidence(4, "q-used-ocean", False))),
            fast=(
                Aid(T("Lesson 4's going-further part without hints, then the quiz questions "
                      "about a brush that has painted.",
                      "不用提示做第 4 課的進階部分，再做關於「已經畫過的筆刷」的題目。"),
                    Use(4, ("universal", "both-oceans", "q-spent", "q-used-ocean"))),
                Aid(T("Lesson 3, task 3 (two brush moves in one turn).",
                      "第 3 課任務 3（一回合移動筆刷兩次）。"), Use(3, ("two-moves",))),
            ),
            slow=(
                Aid(T("Repeat lesson 3's quiz; in the next lesson use the second hint, which "
                      "highlights the brush and the landscape.",
                      "再做一次第 3 課的小測驗；下一課用第二步提示，它會標出筆刷和風景。"),
                    Use(3, ("q-always", "q-no-column", "q-stays"))),
            ),
        ),
        Period(
            title=T("Diplomas and the end of the game", "證書與遊戲結束"),
            goal=T("Pupils take or decline a diploma at once, know when the game ends and "
                   "place a storm token.",
                   "學生會當下決定拿取或放棄證書，知道遊戲何時結束，也會放置風暴指示物。"),
            steps=(
                Step(2, T("Recap: how a brush paints. Show the diplomas on the board.",
                          "複習：筆刷怎麼彩繪。指出圖板上的證書。"),
                     Use(5, ("take-trees",)),
                     T("Lesson 5, task 1: the tree diplomas.", "第 5 課任務 1：樹證書。")),
                Step(10, T("Tasks 1-3: take, decline, a brush as a reward.",
                           "任務 1 到 3：拿取、放棄、以筆刷為獎勵。"),
                     Use(5, ("take-trees", "decline-trees", "brush-reward"))),
                Step(3, T("Quiz questions 1-3 together.", "一起做小測驗第 1 到 3 題。"),
                     Use(5, ("q-one-per-group", "q-first-come", "q-points"))),
                Step(5, T("Discussion question 1.", "討論問題 1。"), discuss=(1,)),
                Step(10, T("The end of the game: the last round (task 1), the storm token "
                           "(task 2).",
                           "遊戲結束：最後一輪（任務 1）、風暴指示物（任務 2）。"),
                     Use(6, ("eleventh", "storm"))),
                Step(2, T("Discussion question 2 (the storm token).",
                          "討論問題 2（風暴指示物）。"), discuss=(2,)),
            ),
            questions=(
                Question(T("Take the first tree diploma now, or decline it and hope for a "
                           "fourth tree?",
                           "現在就拿第一個樹證書，還是放棄它、等第四棵樹？"),
                         5, "decline-trees", "poll",
                         T("Taking is sure points but closes the tree group to you; "
                           "declining loses that diploma for good, for a chance at a higher "
                           "one.",
                           "拿取是確定的分數，但樹這一組從此對你關閉；放棄就永遠失去這個證書，"
                           "換來拿更高證書的機會。")),
                Question(T("Where does the storm token make your longest run of one season?",
                           "風暴指示物放在哪裡，能讓同一季節的連續段最長？"),
                         6, "storm", "best",
                         T("On the card that joins two runs of the same season; the bot's "
                           "first move says which.",
                           "放在能把兩段同季節連起來的那張卡片上；電腦的第一選擇會指出是哪一張。")),
            ),
            exit=Exit(T("When does the game end?", "遊戲什麼時候結束？"),
                      T("At the end of the round in which a painting reaches 11 lesson cards "
                        "(the start tile not counted) or the deck runs out.",
                        "有人的畫作達到 11 張課程卡（不算起始板塊），或牌庫用完，"
                        "那一輪結束時遊戲就結束。"),
                      evidence=(Evidence(6, "q-when", 1), Evidence(6, "q-start-tile", 1))),
            fast=(
                Aid(T("Lesson 5's going-further part: the fourth tree and the quiz question on "
                      "brush icons.", "第 5 課的進階部分：第四棵樹和筆刷符號那一題。"),
                    Use(5, ("fourth-tree", "q-brushes"))),
                Aid(T("Lesson 6's going-further task: who is the last Grand Master?",
                      "第 6 課的進階任務：誰是最後的大師？"), Use(6, ("last-master",))),
            ),
            slow=(
                Aid(T("Repeat lesson 5, task 1 with the second hint, then quiz questions "
                      "1-2.", "用第二步提示再做一次第 5 課任務 1，再做小測驗第 1、2 題。"),
                    Use(5, ("take-trees", "q-one-per-group", "q-first-come"))),
            ),
        ),
        Period(
            title=T("Scoring and what if", "計分與「如果這樣走呢？」"),
            goal=T("Pupils fill in a score sheet, item by item, and compare two moves by "
                   "playing many games on.",
                   "學生會一項一項填計分表，並用模擬很多局的方式比較兩步棋。"),
            steps=(
                Step(2, T("Recap the scoring items on the board: cards, the longest run, "
                          "bonuses, the studio, diplomas, the Grand Master.",
                          "在黑板上複習計分的各項：卡片、最長的季節連續段、畫作獎勵、畫室分數、"
                          "證書、大師。")),
                Step(10, T("Fill in the 38-point game's score sheet, item by item; pupils "
                           "without a computer use the worksheet.",
                           "一項一項填 38 分那局的計分表；沒有電腦的學生用學習單。"),
                     Use(6, ("sheet-38",)),
                     T("The score sheet, its board's own sheet hidden until the end.",
                       "計分表；圖板本身的計分表先不要給學生看。")),
                Step(3, T("Quiz: when the game ends, the longest run.",
                          "小測驗：遊戲何時結束、最長的連續段。"),
                     Use(6, ("q-deck-empty", "q-when", "q-run"))),
                Step(9, T("The explorer: first predict aloud, then run the games.",
                          "探索工具：先口頭預測，再執行模擬。"),
                     Use(7, ("what-if",)),
                     T("The explorer's chart.", "探索工具的圖表。")),
                Step(3, T("Lesson 7's quiz.", "第 7 課的小測驗。"),
                     Use(7, ("q-take-now", "q-best-storm", "q-last-turn"))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
            ),
            questions=(
                Question(T("Taking the tree diploma adds 3 points at once. Is that the best "
                           "move here? Predict, then check.",
                           "拿樹證書立刻多 3 分。這是這裡最好的一步嗎？先預測，再驗證。"),
                         7, "q-take-now", "best",
                         T("Points now against a higher diploma later: the bot compares "
                           "whole games, not the next points.",
                           "現在的分數和之後更高的證書之間的取捨：電腦比的是整局的結果，"
                           "不只是下一步的分數。")),
                Question(T("In Blue's last turn of the 38-point game, how many points does "
                           "the turn add? Everyone writes a number.",
                           "38 分那局藍方的最後一回合，總分增加幾分？每個人寫一個數字。"),
                         7, "q-last-turn", "poll",
                         T("Count every item that changes (cards, runs, diplomas), not only "
                           "the diploma.", "要算每一項的變化（卡片、連續段、證書），不只證書。")),
            ),
            exit=Exit(T("Name two items of the score sheet and how each is counted.",
                        "說出計分表上的兩項，以及各怎麼算。"),
                      T("For example: 1 point per card of the painting, start tile included; "
                        "1 more per card of the longest run of one season; the diplomas' "
                        "points; 2 for the Grand Master at the end.",
                        "例如：畫作中每張卡片 1 分（包括起始板塊）；最長的同季節連續段每張再加 1 "
                        "分；"
                        "證書上的分數；遊戲結束時的大師 2 分。"),
                      evidence=(Evidence(6, "sheet-38", True, ask=_cards_score_start_tile_too),
                                Evidence(6, "sheet-38", True, ask=_season_is_longest_run),
                                Evidence(6, "sheet-38", 2, ask=_grand_master_bonus, says=True))),
            fast=(
                Aid(T("The explorer's other positions: the storm token and the first "
                      "decision; twenty games are not enough for a point or two.",
                      "探索工具的其他局面：風暴指示物和第一個決定；只差一兩分時，二十局不夠。"),
                    Use(7, ("what-if",))),
                Aid(T("Lesson 6's going-further quiz: ties, a card kept in hand.",
                      "第 6 課的進階小測驗：平手、留在手上的卡片。"),
                    Use(6, ("q-tie", "q-kept"))),
            ),
            slow=(
                Aid(T("Fill in the score sheet again, item by item, with the board's sheet "
                      "shown.", "打開圖板的計分表對照，再一項一項填一次。"),
                    Use(6, ("sheet-38",))),
            ),
        ),
        Period(
            title=T("A whole game against bots", "和電腦下一整局"),
            goal=T("Pupils play a whole game, choosing each round between waiting and taking "
                   "by what their painting and studio need.",
                   "學生能下完一整局，每一輪依照畫作和畫室需要什麼，決定等待或拿取。"),
            steps=(
                Step(7, T("Three turns against the beginner computer, a goal each: paint a "
                          "card, leave class with two cards, win a diploma.",
                          "和「入門」電腦下三個回合，每個回合一個目標：彩繪一張卡片、帶兩張卡片"
                          "離開學堂、贏得一個證書。"),
                     Use(8, ("turn-1", "turn-2", "turn-3"))),
                Step(1, T("Choose the level: normal, two players.",
                          "選電腦強度：「普通」，兩位玩家。"),
                     Use(8, ("vs-bots",))),
                Step(17, T("A whole game. Walk round; note the moves that surprise the "
                           "pupils for the discussion. Not finished by the bell: compare the "
                           "score sheets as they stand.",
                           "下一整局。巡堂時記下讓學生意外的著法，留到討論。下課前沒下完："
                           "比較當時的計分表。"),
                     Use(8, ("vs-bots",))),
                Step(2, T("Lesson 8's quiz.", "第 8 課的小測驗。"),
                     Use(8, ("q-three-columns",))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
            ),
            questions=(
                Question(T("Four players, the first row is dealt: should the Grand Master "
                           "wait? Ask the bot.",
                           "四人遊戲，第一排發好了：大師應該等待嗎？問問電腦。"),
                         2, "wait", "best",
                         T("With more players the columns go faster: waiting is a bigger "
                           "risk.", "玩家越多，各欄被拿走得越快：等待的風險越大。")),
                Question(T("Four players, the third row is out: which column? Everyone "
                           "chooses.", "四人遊戲，第三排已經發好：拿哪一欄？每個人選一步。"),
                         2, "three-rows", "poll",
                         T("The column with the most trees: after the third row nobody may "
                           "wait.", "樹最多的那一欄：第三排之後誰都不能等待。")),
            ),
            exit=Exit(T("How did you decide between waiting and taking?",
                        "你怎麼決定要等待還是拿取？"),
                      T("By what I need: take when a column already has a landscape, brush or "
                        "diploma card I need; wait only when the others are unlikely to take "
                        "it first and the third row is not out.",
                        "看自己需要什麼：某一欄已經有我需要的風景、筆刷或證書要的卡片，就拿取；"
                        "別人不太會先拿走、而且第三排還沒發時，才等待。")),
            fast=(
                Aid(T("A game against the strong bot, or with four players.",
                      "和「高手」電腦下一局，或改成四人遊戲。"), Use(8, ("vs-bots",))),
            ),
            slow=(
                Aid(T("Play against the beginner bot with two players; use Best moves when "
                      "stuck.", "兩人遊戲，和「入門」電腦下；不知道怎麼走時按「最佳著法」。"),
                    Use(8, ("vs-bots",))),
            ),
        ),
        Period(
            title=T("The real game at the table", "在桌上玩實體遊戲"),
            goal=T("Pupils set up the real box, play with its cards and pawns, and score "
                   "their paintings themselves.",
                   "學生能自己設置實體遊戲、用真的卡片和棋子下，並自己替畫作計分。"),
            start=T("Start-up: each table sets up its box by the checklist (school board, "
                    "pawns to the start player, start tiles, the deck, the diplomas in two "
                    "rows); the teacher checks each table.",
                    "開始：每桌依照檢查表設置（學堂圖板、起始玩家拿大師和助手棋子、起始板塊、"
                    "牌庫、證書排成兩列）；老師逐桌檢查。"),
            table=True,
            steps=(
                Step(5, T("A teaching round at one table, the class around it: the Grand "
                          "Master deals the row, each player waits or takes, cards go to the "
                          "painting or the studio.",
                          "全班圍著一桌看老師帶一輪：大師發第一排，每位玩家選擇等待或拿取，"
                          "卡片放進畫作或畫室。")),
                Step(19, T("Each table plays on to minute 29. The tutor is only the referee: "
                           "a rule question is settled by the lesson that taught it, shown on "
                           "the projector; no device at the tables.",
                           "各桌下到第 29 分。電腦只當裁判：有規則的疑問時，在投影上打開教這條"
                           "規則的那一課來判斷；桌上不放裝置。")),
                Step(8, T("Each table scores its paintings as they stand, item by item, on "
                          "the score sheet; the teacher projects lesson 6's score sheet and "
                          "checks one table's sheet with the class.",
                          "各桌照當時的畫作，一項一項填計分表；老師投影第 6 課的計分表，和全班一起"
                          "核對一桌的計分表。"),
                     Use(6, ("sheet-38",)),
                     T("Lesson 6's score sheet.", "第 6 課的計分表。")),
            ),
            questions=(),
            exit=Exit(T("Which scoring item gave your painting the most points?",
                        "你的畫作哪一項得分最多？"),
                      T("An item of the score sheet named and counted right: the cards, the "
                        "longest run of one season, the bonuses, the studio, the diplomas.",
                        "能說出計分表的一項並算對：卡片、最長的同季節連續段、畫作獎勵、畫室分數、"
                        "證書。")),
            fast=(
                Aid(T("Help a slower table count its score sheet.",
                      "幫進度慢的一桌核對計分表。")),
            ),
            slow=(
                Aid(T("Play in pairs, one pair as one player, with the rules summary open.",
                      "兩人合當一位玩家，旁邊打開規則摘要。")),
            ),
        ),
    ),
    left_out={
        9: T("Read it before period 3: where each rule comes from, the diploma of 3 "
             "characters and the other assumptions with their options.",
             "第 3 節之前先讀：每條規則的出處、3 個角色的證書，以及其他假設和它們的選項。"),
    },
)
