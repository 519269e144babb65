"""Cartography as four class periods of 40 minutes (the nine lessons, about 165 minutes).

Period 1: the map and its tiles (lessons 1-2); 2: stones, liberties and capture (3-4);
3: ko and the end of the game (5-6); 4: what if, a game against a bot, the sources (7-9).
"""

from __future__ import annotations

from ...lessons.plan import Aid, ClassPlan, Period, Question, Step, T, Use

PLAN = ClassPlan(
    game="cartography",
    intro=T(
        "Four periods. Pupils who play Go will recognise liberties and capture: let them "
        "explain, then show what the walls change. Each lesson has a core, for everyone, and "
        "a going-further part for pupils who finish early. The lessons name the six tiles by "
        "their walls (plain, one stub, two stubs, halved, corner, three-way: O3, O2, O1, C1, "
        "C2 and C3 in the engine's notation and the designer's prototype) and point at places "
        "with numbered markers. Print lessons 3-4's worksheet for homework after period 2.",
        "共四節課。會下圍棋的學生一看就懂「氣」和「捕捉」：請他們先說明，老師再指出牆帶來的不同。"
        "每一課都有人人要學的基本部分，和給先做完的學生的進階部分。課程用牆的樣子替六種板塊取名"
        "（空白、短牆、雙短牆、對半、切角、三岔板塊），並用圖板上的數字標記指出地點。"
        "第 2 節之後，可以把第 3、4 課的學習單當作業。"),
    periods=(
        Period(
            title=T("The map and its tiles", "地圖與板塊"),
            goal=T("Pupils play a whole turn: lay a tile whose walls match, then place a "
                   "stone or not.",
                   "學生能完成一個完整的回合：放一個牆能接上的板塊，再決定要不要放棋子。"),
            steps=(
                Step(3, T("Show the start hexagon and the supply; read the goal together.",
                          "展示起始六邊形和板塊供應區，一起讀遊戲目標。"),
                     Use(1, ("start",)),
                     T("The start position, Present.", "開局的地圖，按「投影」。")),
                Step(9, T("Task 1 together, tasks 2-3 alone: count the red dots (regions) "
                          "before and after.",
                          "任務 1 全班一起做，任務 2、3 自己做："
                          "放之前和放之後各數一次紅點（區域）。"),
                     Use(1, ("first-turn", "two-regions", "three-regions")),
                     T("Task 1: a tile, then a stone.", "任務 1：先放板塊，再放棋子。")),
                Step(4, T("Quiz: the order of a turn, regions, points.",
                          "小測驗：回合的順序、區域、分數。"),
                     Use(1, ("q-turn", "q-regions", "q-points"))),
                Step(14, T("Placing tiles: the walls must continue across every edge. Task 1 "
                           "together, then tasks 2-3; rotate a tile before laying it. The "
                           "going-further task (the supply runs out) for early finishers.",
                           "放置板塊：每條邊的牆都要接得上。任務 1 一起做，再做任務 2、3；"
                           "放之前先旋轉板塊。先做完的學生做進階任務（供應區用完了）。"),
                     Use(2, ("continue-wall", "corner", "turn-to-fit", "supply-out")),
                     T("Lesson 2, task 1: where the wall meets the edge.",
                       "第 2 課任務 1：牆碰到邊的地方。")),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"),
                     Use(2, ("turn-to-fit",))),
                Step(5, T("Quiz: legal or not, thumbs up or down; the rest is homework.",
                          "小測驗：合法嗎？大拇指向上或向下；其餘當作業。"),
                     Use(2, ("q-c3", "q-corner", "q-fits"))),
            ),
            questions=(
                Question(T("Which tile adds the most regions here? Everyone chooses a move.",
                           "放哪個板塊能一次增加最多區域？每個人選一步。"),
                         1, "three-regions", "poll",
                         T("The one whose walls cut the slot into the most pieces, and whose "
                           "walls still match every neighbour.",
                           "牆把空位切成最多塊、而且每一邊都接得上旁邊板塊的那一個。")),
                Question(T("How many kinds of tile fit this slot once turned the right way?",
                           "六種板塊中，有幾種轉到正確方向後放得進這個空位？"),
                         2, "q-fits", "poll",
                         T("Count by turning each kind in your head; a wall must meet a wall "
                           "and an open edge an open edge.",
                           "在心裡把每一種轉一轉來數：牆要對牆，沒有牆的邊要對沒有牆的邊。")),
            ),
            fast=(
                Aid(T("Lesson 2's going-further part (the supply runs out) without hints; "
                      "then its quiz.",
                      "不用提示做第 2 課的進階部分（供應區用完了），再做它的小測驗。"),
                    Use(2, ("supply-out", "q-allotment"))),
            ),
            slow=(
                Aid(T("Repeat lesson 1's quiz; in lesson 2 use the second hint, which "
                      "highlights the slots that fit.",
                      "再做一次第 1 課的小測驗；第 2 課用第二步提示，它會標出放得進去的空位。"),
                    Use(1, ("q-turn", "q-regions", "q-points"))),
            ),
        ),
        Period(
            title=T("Stones, liberties and capture", "棋子、氣與捕捉"),
            goal=T("Pupils count a group's liberties through the walls and capture a "
                   "stone or a group.",
                   "學生能隔著牆數出一組棋子的氣，並捕捉一顆棋子或一整組。"),
            steps=(
                Step(3, T("Recap: a turn. New word: a liberty is an empty neighbouring "
                          "region; a wall cuts neighbours apart.",
                          "複習一個回合。新詞：「氣」是空的相鄰區域；牆會把區域隔開，不再相鄰。")),
                Step(12, T("Tasks 1-4; task 4 (behind a wall) is the surprise: let pupils "
                           "find why. Early finishers: the going-further task.",
                           "任務 1 到 4；任務 4（牆的後面）最出人意料：讓學生自己找原因。"
                           "先做完的學生做進階任務。"),
                     Use(3, ("same-tile", "join", "atari", "behind-a-wall",
                             "no-empty-neighbour")),
                     T("Lesson 3, task 3: point at each liberty.",
                       "第 3 課任務 3：逐一指出每口氣。")),
                Step(3, T("The quiz aloud.", "口頭做小測驗。"),
                     Use(3, ("q-liberties", "q-no-liberty", "q-one-group"))),
                Step(14, T("Capture: tasks 1-4. The demonstration first: a wall can save a "
                           "stone. The going-further tasks (two moves, saving a stone) for "
                           "early finishers.",
                           "捕捉：任務 1 到 4。先看示範：牆可以救一顆棋子。先做完的學生做進階"
                           "任務（要下兩步的捕捉、救回棋子）。"),
                     Use(4, ("wall", "first-capture", "capture-one", "two-stones",
                             "capture-group", "two-moves", "save")),
                     T("The demonstration of the wall.", "牆的示範。")),
                Step(6, T("Discussion questions 1-3.", "討論問題 1 到 3。"),
                     Use(4, ("save", "two-stones"))),
                Step(2, T("Homework: the quizzes of lessons 3-4 (worksheet).",
                          "作業：第 3、4 課的小測驗（學習單）。")),
            ),
            questions=(
                Question(T("Leave the orange stone with a single liberty: where? Everyone "
                           "chooses.",
                           "讓橘色棋子只剩一口氣（叫吃）：下在哪裡？每個人選一步。"),
                         3, "atari", "poll",
                         T("On one of its empty neighbours, not a region across a wall, and "
                           "not where your own stone would have no liberty.",
                           "下在它空的相鄰區域上；隔著牆的區域不算，自己的棋子也不能沒有氣。")),
                Question(T("Your stone has one liberty left. Save it, or play elsewhere? Ask "
                           "the bot.",
                           "你的棋子只剩一口氣。救它，還是下在別處？問問電腦。"),
                         4, "save", "best",
                         T("A stone added on its liberty joins it and gives the group new "
                           "liberties; the bot also weighs what else the move gains.",
                           "下在它的氣上，和它連成一組，這組就有新的氣；電腦也會考慮這一步還得到什麼。")),
                Question(T("One stone captures two: where?", "一顆棋子捕捉兩顆：下在哪裡？"),
                         4, "two-stones", "poll",
                         T("On the last liberty the two orange stones share.",
                           "下在兩顆橘色棋子共用的最後一口氣上。")),
            ),
            fast=(
                Aid(T("Lesson 4's going-further task of two moves (Orange answers) without "
                      "hints.",
                      "不用提示做第 4 課進階部分要下兩步的任務（橘方會回應）。"),
                    Use(4, ("two-moves",))),
                Aid(T("The quiz question on how far a capture moves the lead.",
                      "小測驗中「捕捉讓領先多幾分」那一題。"), Use(4, ("q-swing",))),
            ),
            slow=(
                Aid(T("Lesson 3, tasks 3-4 again with the second hint (it highlights the "
                      "liberties); then the quiz on liberties.",
                      "用第二步提示（會標出每口氣）再做第 3 課任務 3、4，再做數氣的題目。"),
                    Use(3, ("atari", "behind-a-wall", "q-liberties"))),
            ),
        ),
        Period(
            title=T("Ko and the end of the game", "劫與遊戲結束"),
            goal=T("Pupils know why a ko cannot be retaken at once, when the game ends and "
                   "how it is scored.",
                   "學生知道劫為什麼不能立刻捕捉回來，也知道遊戲何時結束、怎麼計分。"),
            steps=(
                Step(3, T("Recap: capture. Show a ko: one stone takes one, back and forth, "
                          "again and again?",
                          "複習捕捉。展示一個劫：一顆吃一顆，來來回回一直下去？"),
                     Use(5, ("take-ko",)),
                     T("Lesson 5, task 1.", "第 5 課任務 1。")),
                Step(12, T("Tasks 1-3: take the ko, not yet, settle it. Early finishers: a "
                           "tile laid in between (the going-further part).",
                           "任務 1 到 3：提劫、還不能捕捉回來、黏劫。先做完的學生：中間放了"
                           "板塊（進階部分）。"),
                     Use(5, ("take-ko", "not-yet", "settle", "tile-between"))),
                Step(3, T("Quiz: now or later?", "小測驗：現在，還是晚一點？"),
                     Use(5, ("q-now", "q-later", "q-one-for-one"))),
                Step(12, T("The end: the supply empties, two passes end the game; fill in "
                           "the score sheet.",
                           "遊戲結束：供應區用完、雙方連續跳過就結束；填寫計分表。"),
                     Use(6, ("tiles-out", "end-now", "last-chance", "final-sheet")),
                     T("The score sheet, the board's own sheet hidden.",
                       "計分表；圖板本身的計分表先不要給學生看。")),
                Step(6, T("Discussion questions 1-3.", "討論問題 1 到 3。")),
                Step(4, T("Quiz: ties, and tiles that run out.", "小測驗：平手，以及板塊用完。"),
                     Use(6, ("q-tie", "q-tie-orange", "q-tile-no-supply"))),
            ),
            questions=(
                Question(T("Orange may not retake at once. What should Blue do with the free "
                           "move? Ask the bot.",
                           "橘方不能立刻捕捉回來。藍方多出來的這一手該怎麼用？問問電腦。"),
                         5, "settle", "best",
                         T("Settle the ko (fill the point) so it can never be retaken, unless "
                           "a bigger move is elsewhere.",
                           "黏劫，讓對方永遠無法捕捉回來；除非別處有更大的一手。")),
                Question(T("Orange passed and leads 3 to 2. How does Blue take the lead? "
                           "Everyone chooses.",
                           "橘方剛跳過，以 3 比 2 領先。藍方怎樣取得領先？每個人選一步。"),
                         6, "last-chance", "poll",
                         T("A plain stone only ties 3 to 3, and a tie goes to the start "
                           "player, Orange: Blue needs a stone that captures.",
                           "只多放一顆棋子是 3 比 3 平手，而平手由起始玩家橘方獲勝："
                           "藍方要下一顆能捕捉的棋子。")),
                Question(T("Blue leads 3 to 0 and Orange just passed: how does Blue end the "
                           "game now?",
                           "藍方以 3 比 0 領先，橘方剛跳過：藍方怎樣現在就結束遊戲？"),
                         6, "end-now", "poll",
                         T("Pass too: neither a tile nor a stone.",
                           "也跳過：不放板塊，也不放棋子。")),
            ),
            fast=(
                Aid(T("Lesson 5's going-further part (a tile laid in between); then the "
                      "explorer of lesson 7.",
                      "第 5 課的進階部分（中間放了板塊）；再去玩第 7 課的探索工具。"),
                    Use(5, ("tile-between", "q-tile-between"))),
            ),
            slow=(
                Aid(T("Repeat lesson 5, task 2 with the hints; then fill in the score sheet "
                      "again with the board's sheet shown.",
                      "用提示再做一次第 5 課任務 2；再打開圖板的計分表對照，把計分表填一次。"),
                    Use(6, ("final-sheet",))),
            ),
        ),
        Period(
            title=T("What if, and a game against a bot", "「如果這樣走呢？」與和電腦下一局"),
            goal=T("Pupils compare moves by playing many games on, play a whole game, and "
                   "know where the rules come from.",
                   "學生會用模擬很多局的方式比較著法、下完一整局，並知道規則從哪裡來。"),
            steps=(
                Step(2, T("Recap: how the game ends and who wins.",
                          "複習：遊戲怎麼結束、誰獲勝。")),
                Step(8, T("The explorer: predict aloud which move wins more, then run it.",
                          "探索工具：先口頭預測哪一步贏得多，再執行模擬。"),
                     Use(7, ("explore", "q-gain")),
                     T("The explorer's chart.", "探索工具的圖表。")),
                Step(5, T("Three turns against the beginner bot, a goal each.",
                          "和「入門」電腦下三個回合，每回合一個目標。"),
                     Use(8, ("turn-1", "turn-2", "turn-3"))),
                Step(15, T("A whole game against the normal bot. Walk round; note a position "
                           "for the discussion.",
                           "和「普通」電腦下一整局。巡堂時記下一個局面，留到討論。"),
                     Use(8, ("game",))),
                Step(6, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"),
                     Use(8, ("q-best", "q-danger"))),
                Step(4, T("Sources and assumptions: the ko rule has two readings; quiz "
                          "question 2.",
                          "資料來源與假設：劫的規則有兩種讀法；做小測驗第 2 題。"),
                     Use(9, ("q-simple", "q-super"))),
            ),
            questions=(
                Question(T("Mid-game: how many orange stones can one blue stone capture? "
                           "Ask the bot for its best moves too.",
                           "中盤：一顆藍色棋子最多能捕捉幾顆橘色棋子？也請電腦列出最佳著法。"),
                         8, "q-best", "best",
                         T("The biggest capture is not always the bot's first choice: a "
                           "group in danger may matter more.",
                           "捕捉最多的一步不一定是電腦的第一選擇：自己有危險的一組棋子可能更重要。")),
                Question(T("Same position: is Blue's group of four in danger? Everyone "
                           "chooses Blue's move.",
                           "同一個局面：藍方四顆一組的棋子有危險嗎？每個人替藍方選一步。"),
                         8, "q-danger", "poll",
                         T("Count its liberties first: with few left, giving it liberties "
                           "comes before capturing.",
                           "先數它的氣：氣很少時，先替它長氣，再考慮捕捉。")),
            ),
            fast=(
                Aid(T("A game against the strong bot.", "和「高手」電腦下一局。"),
                    Use(8, ("game",))),
                Aid(T("Lesson 9's question on ties under another reading.",
                      "第 9 課關於另一種平手讀法的題目。"), Use(9, ("q-tiebreak",))),
            ),
            slow=(
                Aid(T("Play against the beginner bot; use Best moves when stuck.",
                      "和「入門」電腦下；不知道怎麼走時按「最佳著法」。"), Use(8, ("game",))),
            ),
        ),
    ),
)
