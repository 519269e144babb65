"""Kanagawa as five class periods of 40 minutes (the nine lessons, about 200 minutes).

Period 1: the school and the lesson (lessons 1-2); 2: the studio and painting (3-4);
3: diplomas and the end (5, the tasks of 6); 4: scoring and the explorer (the score sheet
of 6, 7); 5: a game against bots and the sources (8-9).
"""

from __future__ import annotations

from ...lessons.plan import Aid, ClassPlan, Period, Question, Step, T, Use

PLAN = ClassPlan(
    game="kanagawa",
    intro=T(
        "Five periods. Before the first, print lesson 1-2's worksheet for pupils without a "
        "computer, and open lesson 1 on the projector. Pupils play the Kanagawa pupils: "
        "say \"player\" for them in the game, \"pupil\" in class. One difference from the "
        "Chinese rules sheet you hand out: its diploma list asks for 4 identical characters "
        "for 9 points; the tutor, like the real diploma tile, asks for 3 (lesson 9 says why; "
        "an option plays 4). Tell the class before period 3. The game ends with the lesson "
        "in which a painting reaches 11 lesson cards, the start tile not counted.",
        "共五節課。第一節之前，替沒有電腦的學生印好第 1、2 課的學習單，並在投影機上打開"
        "第 1 課。遊戲裡的角色叫「玩家」，班上的同學叫「學生」，講解時分清楚比較不會混淆。"
        "和您發的中文規則摘要有一處不同：摘要的證書列表寫 9 分的證書需要 4 個相同的角色；"
        "本教學和實際的證書板塊一樣，只需要 3 個（第 9 課說明原因；有選項可以改成 4 個）。"
        "第 3 節之前先告訴全班。畫作達到 11 張課程卡（不算起始板塊）的那一輪結束時，遊戲結束。"),
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
                Step(10, T("Task 1 together on the projector, then tasks 2 and 3 on their own "
                           "boards; quick pupils go on to the Going further part (a run of "
                           "summer). Walk round: who reads the wrong half of the card?",
                           "任務 1 全班在投影上一起做，任務 2 和 3 讓學生在自己的圖板上做；做得快的"
                           "學生接著做「進階」部分（夏天的連續段）。巡堂時留意：誰看錯了卡片的那一半？"),
                     Use(1, ("tree", "ocean", "brush", "summer")),
                     T("Task 1; point at the upper half (painting) and the lower half "
                       "(studio).", "任務 1；指出卡片上半（畫作）和下半（畫室）。")),
                Step(4, T("Quiz: the class answers aloud, then each pupil clicks.",
                          "小測驗：全班先口頭回答，再各自點選。"),
                     Use(1, ("q-needs", "q-gives", "q-back")),
                     T("The quiz, one question at a time.", "小測驗，一次一題。")),
                Step(3, T("Step through the example lesson of the rules summary: who waits, "
                          "who takes, when the next row comes.",
                          "一步步播放規則摘要的範例：誰等待、誰拿取、下一排什麼時候發。"),
                     Use(2, ("seed-lesson",)),
                     T("The demonstration, with the arrows under the log.",
                       "示範圖板，用紀錄下方的箭號一步步播放。")),
                Step(12, T("Tasks 1-3 on their own boards, then the Going further part (the "
                           "face-down card, the next Grand Master); task 3 (three rows) is where "
                           "most pupils stop: let them read the refusal.",
                           "學生自己做任務 1 到 3，再做「進階」部分（正面朝下的卡片、"
                           "下一輪的大師）；"
                           "多數人會卡在任務 3（最多三排）：讓他們讀拒絕的理由。"),
                     Use(2, ("wait", "elizabeth", "lucy", "three-rows", "next-master"))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"),
                     Use(2, ("wait", "lucy")),
                     T("The class poll, or Best moves.", "全班投票，或「最佳著法」。")),
                Step(3, T("Quiz questions 1-3 together; the rest for homework (worksheet).",
                          "一起做小測驗第 1 到 3 題，其餘當作業（學習單）。"),
                     Use(2, ("q-second-row", "q-alone", "q-taken"))),
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
                           "卡背一定會告訴你它是哪一類；放進畫室的助手符號能讓你成為下一輪的大師。")),
            ),
            fast=(
                Aid(T("The task on the next Grand Master again without hints, then explain to "
                      "a neighbour why waiting was refused in task 3.",
                      "不用提示再做一次「下一輪的大師」那個任務，再向旁邊的同學說明任務 3 為什麼"
                      "不能等待。"),
                    Use(2, ("next-master", "three-rows"))),
                Aid(T("The last quiz questions: who decides next, and which family comes.",
                      "小測驗的最後幾題：接著輪到誰、下一張是哪一類。"),
                    Use(2, ("q-next-card", "q-order"))),
            ),
            slow=(
                Aid(T("Repeat lesson 1's quiz; at each task, use the second hint (it "
                      "highlights the column).",
                      "再做一次第 1 課的小測驗；每個任務都用第二步提示（它會標出那一欄）。"),
                    Use(1, ("q-needs", "q-gives", "q-back", "q-start-brushes"))),
            ),
        ),
        Period(
            title=T("The studio and painting", "畫室與彩繪"),
            goal=T("Pupils put cards in the studio, use its icons, and paint with brushes.",
                   "學生會把卡片放進畫室、使用畫室的符號，並用筆刷彩繪。"),
            steps=(
                Step(3, T("Recap: wait or take. Which half of a card counts where?",
                          "複習：等待或拿取；卡片放在哪裡，算哪一半？"),
                     Use(3, ("third-brush",)),
                     T("Lesson 3, task 1.", "第 3 課任務 1。")),
                Step(12, T("Tasks 1-2, then the Going further part (tasks 3-4): the icons act "
                           "once, at once; the keep icon lets a card wait in the hand.",
                           "任務 1 和 2，再做「進階」部分（任務 3 和 4）："
                           "符號只作用一次、立刻作用；"
                           "有保留符號才能把卡片留在手上。"),
                     Use(3, ("third-brush", "assistant", "two-moves", "keep"))),
                Step(3, T("Quiz: legal or not, the class shows thumbs up or down.",
                          "小測驗：合法嗎？全班用大拇指向上或向下表示。"),
                     Use(3, ("q-always", "q-keep", "q-stays"))),
                Step(15, T("Painting: first a brush, then the card. Do task 1 together, "
                           "then tasks 2-5.",
                           "彩繪：先放筆刷，再畫卡片。任務 1 一起做，再做任務 2 到 5。"),
                     Use(4, ("first-paint", "move-to-paint", "two-oceans", "universal",
                             "both-oceans")),
                     T("Lesson 4, task 1: place the brush, then paint.",
                       "第 4 課任務 1：放筆刷，再彩繪。")),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"),
                     Use(4, ("both-oceans",))),
                Step(2, T("Homework: lesson 4's quiz on the worksheet.",
                          "作業：學習單上第 4 課的小測驗。"),
                     Use(4, ("q-one-brush", "q-no-landscape", "q-two-icons", "q-spent",
                             "q-used-ocean", "q-universal"))),
            ),
            questions=(
                Question(T("Two cards need an ocean, and one brush stands on an ocean. How do "
                           "you paint both this turn?",
                           "兩張卡片都需要海洋，只有一個筆刷站在海洋上。這回合怎樣把兩張都畫上去？"),
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
            fast=(
                Aid(T("Task 3 of lesson 4 (two oceans) without hints, then the quiz "
                      "questions about a brush that has painted.",
                      "不用提示做第 4 課任務 3（兩個海洋），再做關於「已經畫過的筆刷」的題目。"),
                    Use(4, ("two-oceans", "q-spent", "q-used-ocean"))),
                Aid(T("Lesson 3, task 3 (two brush moves in one turn).",
                      "第 3 課任務 3（一回合移動筆刷兩次）。"), Use(3, ("two-moves",))),
            ),
            slow=(
                Aid(T("Repeat lesson 3's quiz; in lesson 4 use the second hint, which "
                      "highlights the brush and the landscape.",
                      "再做一次第 3 課的小測驗；第 4 課用第二步提示，它會標出筆刷和風景。"),
                    Use(3, ("q-always", "q-moves", "q-keep", "q-stays", "q-no-column"))),
            ),
        ),
        Period(
            title=T("Diplomas and the end of the game", "證書與遊戲結束"),
            goal=T("Pupils take or decline a diploma at once, know when the game ends and "
                   "place a storm token.",
                   "學生會當下決定拿取或放棄證書，知道遊戲何時結束，也會放置風暴指示物。"),
            steps=(
                Step(3, T("Recap: how a brush paints. Show the diplomas on the board.",
                          "複習：筆刷怎麼彩繪。指出圖板上的證書。"),
                     Use(5, ("take-trees",)),
                     T("Lesson 5, task 1: the tree diplomas.", "第 5 課任務 1：樹證書。")),
                Step(14, T("Tasks 1-3: take, decline, a brush as a reward; then the Going "
                           "further part: the fourth tree and the monks.",
                           "任務 1 到 3：拿取、放棄、以筆刷為獎勵；再做「進階」部分：第四棵樹和"
                           "僧侶。"),
                     Use(5, ("take-trees", "decline-trees", "brush-reward", "fourth-tree",
                             "monks"))),
                Step(4, T("Quiz questions 1-3 together.", "一起做小測驗第 1 到 3 題。"),
                     Use(5, ("q-one-per-group", "q-first-come", "q-points"))),
                Step(5, T("Discussion question 1.", "討論問題 1。"), Use(5, ("decline-trees",))),
                Step(12, T("The end of the game: the last turn, the Grand Master's 2 points, "
                           "the storm token.",
                           "遊戲結束：最後一個回合、大師的 2 分、風暴指示物。"),
                     Use(6, ("eleventh", "last-master", "storm"))),
                Step(2, T("Discussion question 2 (storm token) as the closing question.",
                          "以討論問題 2（風暴指示物）收尾。"), Use(6, ("storm",))),
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
            fast=(
                Aid(T("Lesson 5's Going further part: the fourth tree and the quiz question on "
                      "brush icons.", "第 5 課的「進階」部分：第四棵樹和筆刷符號那一題。"),
                    Use(5, ("fourth-tree", "q-brushes"))),
                Aid(T("Lesson 6's quiz: when does the game end?",
                      "第 6 課的小測驗：遊戲什麼時候結束？"), Use(6, ("q-deck-empty", "q-when"))),
            ),
            slow=(
                Aid(T("Repeat lesson 5, task 1 with the second hint, then quiz questions "
                      "1-2.", "用第二步提示再做一次第 5 課任務 1，再做小測驗第 1、2 題。"),
                    Use(5, ("take-trees", "q-one-per-group", "q-first-come"))),
            ),
        ),
        Period(
            title=T("Scoring and what if", "計分與「如果這樣走呢？」"),
            goal=T("Pupils fill in a score sheet and compare two moves by playing many "
                   "games on.",
                   "學生會填計分表，並用模擬很多局的方式比較兩步棋。"),
            steps=(
                Step(3, T("Recap the five items A to E on the board.",
                          "在黑板上複習計分的 A 到 E 五項。")),
                Step(12, T("Fill in the 38-point game's score sheet, item by item; pupils "
                           "without a computer use the worksheet.",
                           "一項一項填 38 分那局的計分表；沒有電腦的學生用學習單。"),
                     Use(6, ("sheet-38",)),
                     T("The score sheet, its board's own sheet hidden until the end.",
                       "計分表；圖板本身的計分表先不要給學生看。")),
                Step(5, T("Quiz: when the game ends, ties, a card kept in hand.",
                          "小測驗：遊戲何時結束、平手、留在手上的卡片。"),
                     Use(6, ("q-when", "q-run", "q-tie", "q-kept"))),
                Step(10, T("The explorer: first predict aloud, then run the games.",
                           "探索工具：先口頭預測，再執行模擬。"),
                     Use(7, ("what-if",)),
                     T("The explorer's chart.", "探索工具的圖表。")),
                Step(5, T("Lesson 7's quiz.", "第 7 課的小測驗。"),
                     Use(7, ("q-take-now", "q-best-storm", "q-last-turn"))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。")),
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
            fast=(
                Aid(T("The explorer's other positions: the storm token and the first "
                      "decision; twenty games are not enough for a point or two.",
                      "探索工具的其他局面：風暴指示物和第一個決定；只差一兩分時，二十局不夠。"),
                    Use(7, ("what-if",))),
            ),
            slow=(
                Aid(T("Fill in the score sheet again, item by item, with the board's sheet "
                      "shown.", "打開圖板的計分表對照，再一項一項填一次。"),
                    Use(6, ("sheet-38",))),
                Aid(T("Repeat lesson 6's quiz questions on items B and C.",
                      "再做第 6 課關於 B 項和 C 項的題目。"), Use(6, ("q-run", "q-red-c"))),
            ),
        ),
        Period(
            title=T("A whole game against bots", "和電腦下一整局"),
            goal=T("Pupils play three turns with a goal each, then a whole game, and know "
                   "where the rules come from.",
                   "學生能下三個各有目標的回合，再下完一整局，並知道規則從哪裡來。"),
            steps=(
                Step(8, T("Three turns against the beginner computer, a goal each: paint a "
                          "card, leave class with two cards, win a diploma.",
                          "和「入門」電腦下三個回合，每個回合一個目標：彩繪一張卡片、帶兩張卡片"
                          "離開學堂、贏得一個證書。"),
                     Use(8, ("turn-1", "turn-2", "turn-3"))),
                Step(2, T("Choose the level: normal for everyone, two or three players.",
                          "選電腦強度：全班先用「普通」，兩到三位玩家。"),
                     Use(8, ("vs-bots",))),
                Step(18, T("A whole game. Walk round; note the moves that surprise the "
                           "pupils for the discussion.",
                           "下一整局。巡堂時記下讓學生意外的著法，留到討論。"),
                     Use(8, ("vs-bots",))),
                Step(2, T("Lesson 8's quiz.", "第 8 課的小測驗。"),
                     Use(8, ("q-three-columns",))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。")),
                Step(5, T("Sources and assumptions: show one assumption and its option; "
                          "quiz question 2.",
                          "資料來源與假設：介紹一個假設和它的選項；做小測驗第 2 題。"),
                     Use(9, ("q-no-bonus",))),
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
            fast=(
                Aid(T("A game against the strong bot, or with four players.",
                      "和「高手」電腦下一局，或改成四人遊戲。"), Use(8, ("vs-bots",))),
                Aid(T("Lesson 9's other assumptions and their options.",
                      "第 9 課其他的假設和它們的選項。"),
                    Use(9, ("q-start-counts", "q-last-master"))),
            ),
            slow=(
                Aid(T("Play against the beginner bot with two players; use Best moves when "
                      "stuck.", "兩人遊戲，和「入門」電腦下；不知道怎麼走時按「最佳著法」。"),
                    Use(8, ("vs-bots",))),
            ),
        ),
    ),
)
