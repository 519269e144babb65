"""Karesansui (Stone Garden) as six class periods of 40 minutes (the thirteen lessons, about
270 minutes).

Period 1: the garden and the four choices (lessons 1-2); 2: gifts, snatching and virtue
(3-4); 3: the monk, stones and gardener cards (5-6); 4: the end and the first scoring
(7-8); 5: whirlpools, ripples and stones (9-10); 6: the whole score sheet, a game against
bots, the sources (11-13). Discussion questions use positions of real games, never the
garden studio's (the class poll sends game positions).
"""

from __future__ import annotations

from ...lessons.plan import Aid, ClassPlan, Period, Question, Step, T, Use

PLAN = ClassPlan(
    game="karesansui",
    intro=T(
        "Six periods. Each turn has two parts: first a tile (draw and place, store, give "
        "or discard), then one action (zazen, a stone, the monk, a gardener card). Write "
        "the two parts on the board in period 1 and leave them there. The scoring lessons "
        "(8-11) use the garden studio, where pupils lay tiles freely. The lessons follow the "
        "rules summary you hand out wherever it is plain: tiles extend from left to right; a "
        "snatch happens at once and cannot be refused; Shigemori Mirei is used in part two "
        "like every gardener card; the middle tile of a symmetric row may be any tile. Most "
        "boards have two players to stay small: the special two-player rule (three gardener "
        "cards each, three shared famous-garden cards; the summary has no rule for two) is "
        "named wherever it shows, and the games against bots start with three. Lesson 13 "
        "gives the other readings, which are game options.",
        "共六節課。每個回合分兩部分：前行動處理板塊（配置、保管、讓渡或廢棄），"
        "後行動做一件事（座禪、放石頭、移動禪宗僧侶、使用庭園大師卡）。第 1 節就把這兩部分"
        "寫在黑板上，之後一直留著。"
        "計分的幾課（第 8 到 11 課）使用庭園工作室，學生可以自由擺放板塊。"
        "凡是您發給學生的規則摘要說得明白的地方，課程都依照摘要：板塊從左至右延伸；強奪一發動"
        "就成立，不能拒絕；重森三玲和每張庭園大師卡一樣在後行動使用；對稱橫列的中間板塊可以是"
        "任何板塊。為了讓圖板小一點，大多數圖板是兩位玩家：用到兩人遊戲的特別規則（每人 3 張"
        "庭園大師卡、3 張共用的名庭園卡；摘要沒有兩人規則）的地方都會說明，和電腦下的對局則"
        "預設 3 人。第 13 課列出其他讀法，它們都是遊戲選項。"),
    periods=(
        Period(
            title=T("The garden and the four choices", "庭園與四項選擇"),
            goal=T("Pupils play the first part of a turn: place, store, give or discard a "
                   "tile.", "學生會完成前行動：配置、保管、讓渡或廢棄一個板塊。"),
            steps=(
                Step(3, T("Show an empty garden of fifteen spaces; read the goal: the most "
                          "beautiful garden scores most.",
                          "展示十五個位置的空庭園；一起讀目標：最美的庭園得分最多。"),
                     Use(1, ("start",)),
                     T("The start position, Present.", "開局的庭園，按「投影」。")),
                Step(9, T("Task 1 together, tasks 2-3 alone: the first tile, a tile either "
                          "way up, a whole turn.",
                          "任務 1 全班一起做，任務 2、3 自己做：第一個板塊、上下顛倒的板塊、"
                          "完整的一個回合。"),
                     Use(1, ("first-tile", "either-way-up", "whole-turn"))),
                Step(3, T("Quiz aloud: how many tiles in a garden, how many players.",
                          "口頭做小測驗：一座庭園有幾個板塊、幾個人可以玩。"),
                     Use(1, ("q-cells", "q-players", "q-bottom-left"))),
                Step(15, T("The four choices: tasks 1-3. Tiles extend from left to right: "
                           "each row starts in the left column and grows with no gap.",
                           "四項選擇：任務 1 到 3。板塊從左至右延伸：每一排從最左欄開始，"
                           "不留間隔地向右放。"),
                     Use(2, ("top-row", "discard", "stored-first")),
                     T("Lesson 2, task 1: where a tile may go.",
                       "第 2 課任務 1：板塊可以放在哪裡。")),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。")),
                Step(5, T("Quiz: legal or not, thumbs up or down; the rest is homework.",
                          "小測驗：合法嗎？大拇指向上或向下；其餘當作業。"),
                     Use(2, ("q-discard-at-zero", "q-store-full", "q-below",
                             "q-stored-this-turn"))),
            ),
            questions=(
                Question(T("Orange's storage is full and she does not want the moss tile. "
                           "What does she do? Everyone chooses.",
                           "橘色玩家的暫存區滿了，也不想要這個苔蘚板塊。"
                           "她該怎麼做？每個人選一個。"),
                         2, "discard", "poll",
                         T("Discard it (1 virtue): storing is impossible, and giving it away "
                           "would help Blue.",
                           "廢棄（損失 1 點德行）：暫存區已經滿了，讓渡又會幫到藍色玩家。")),
                Question(T("Orange stored a tile last turn: when may she place it? Ask the "
                           "bot what it would do.",
                           "橘色玩家上一回合保管了一個板塊：她什麼時候可以配置它？"
                           "問問電腦會怎麼做。"),
                         2, "stored-first", "best",
                         T("Before drawing, as this turn's first part.",
                           "在抽取之前，當作這一回合的前行動。")),
            ),
            fast=(
                Aid(T("Lesson 2's quiz questions on the monk and on virtue after a discard.",
                      "第 2 課關於禪宗僧侶和廢棄後德行的題目。"),
                    Use(2, ("q-monk", "q-discard-virtue"))),
            ),
            slow=(
                Aid(T("Repeat lesson 1's quiz; at each task use the second hint (it "
                      "highlights the spaces).",
                      "再做一次第 1 課的小測驗；每個任務都用第二步提示（它會標出可以放的位置）。"),
                    Use(1, ("q-cells", "q-zazen-first", "q-bottom-left", "q-second-column"))),
            ),
        ),
        Period(
            title=T("Gifts, snatching and virtue", "讓渡、強奪與德行"),
            goal=T("Pupils give a tile for virtue, snatch with virtue, and end a turn with "
                   "zazen.",
                   "學生會用讓渡得到德行、花德行強奪，並以座禪結束回合。"),
            steps=(
                Step(3, T("Recap: the two parts of a turn (on the board).",
                          "複習：回合的兩部分（寫在黑板上的那兩行）。")),
                Step(14, T("Gifts and snatching: tasks 1-4. Role-play with two pupils at the "
                           "front: one offers, the other asks; then one snatches, and the "
                           "other cannot refuse.",
                           "讓渡與強奪：任務 1 到 4。請兩位學生到前面演一次：一位提出讓渡，"
                           "一位請求讓渡；再演一次強奪，被強奪的人不能拒絕。"),
                     Use(3, ("gift", "nobody-asked", "snatch", "keep-it")),
                     T("Lesson 3, task 1.", "第 3 課任務 1。")),
                Step(4, T("Quiz: who is asked first, what a snatch costs.",
                          "小測驗：先詢問誰、強奪要花多少德行。"),
                     Use(3, ("q-priority", "q-snatch-cost", "q-gift-cap"))),
                Step(10, T("Virtue: tasks 1-3. Zazen gives 1, a stone costs some.",
                           "德行：任務 1 到 3。座禪得 1 點，石頭要花德行。"),
                     Use(4, ("zazen", "at-six", "spend"))),
                Step(6, T("Discussion questions 1 and 2.", "討論問題 1 和 2。")),
                Step(3, T("Quiz: which gives the most virtue?", "小測驗：哪一項獲得最多德行？"),
                     Use(4, ("q-most", "q-zazen-at-six"))),
            ),
            questions=(
                Question(T("Blue could snatch this tile. How does Orange keep it this turn? "
                           "Everyone chooses Orange's move.",
                           "藍色玩家可以強奪這個板塊。橘色玩家怎樣讓它這回合留在自己手上？"
                           "每個人替橘色玩家選一步。"),
                         3, "keep-it", "poll",
                         T("Store it: a snatch takes a tile as it is placed, and a stored tile "
                           "is not placed; placing it now would let Blue take it.",
                           "保管它：強奪只發生在配置板塊的時候，保管的板塊沒有配置；"
                           "現在配置，藍色玩家就能拿走。")),
                Question(T("Six virtue, a full storage, an unwanted tile: how does Orange get "
                           "rid of it and keep all her virtue? Ask the bot.",
                           "6 點德行、暫存區滿了、一個不想要的板塊：橘色玩家怎樣處理掉它，"
                           "又保住全部德行？問問電腦。"),
                         4, "at-six", "best",
                         T("Give it away: virtue cannot go above 6, and discarding costs 1.",
                           "讓渡：德行最多 6 點，廢棄又要損失 1 點。")),
            ),
            fast=(
                Aid(T("Lesson 3's quiz questions on snatching a gift and a snatcher without "
                      "enough virtue.",
                      "第 3 課關於「強奪讓渡的板塊」和「德行不夠的人強奪」的題目。"),
                    Use(3, ("q-snatch-gift", "q-poor-snatcher", "q-gift-forced"))),
            ),
            slow=(
                Aid(T("Repeat lesson 4's quiz; in lesson 3 use the second hint.",
                      "再做一次第 4 課的小測驗；第 3 課用第二步提示。"),
                    Use(4, ("q-after-stone", "q-zazen-at-six", "q-virtue-points",
                            "q-stone-at-zero"))),
            ),
        ),
        Period(
            title=T("The monk, stones and gardener cards", "禪宗僧侶、石頭與庭園大師卡"),
            goal=T("Pupils move the monk, place stones in his column, and use a gardener "
                   "card.",
                   "學生會移動禪宗僧侶、在他所在的縱列放石頭，並使用庭園大師卡。"),
            steps=(
                Step(3, T("Recap: what virtue buys.", "複習：德行可以換什麼。")),
                Step(14, T("The monk and stones: tasks 1-4. A stone goes in the monk's "
                           "column; the dearer the stone, the more virtue it needs.",
                           "禪宗僧侶與石頭：任務 1 到 4。石頭要放在禪宗僧侶所在的縱列；"
                           "越有價值的石頭，需要越多德行。"),
                     Use(5, ("monk-step", "best-stone", "monk-tile", "moss-pair")),
                     T("Lesson 5, task 2: the stones on the temple board.",
                       "第 5 課任務 2：寺廟圖板上的石頭。")),
                Step(3, T("Quiz: legal or not.", "小測驗：合法嗎？"),
                     Use(5, ("q-column", "q-other-column", "q-six"))),
                Step(14, T("Gardener cards: tasks 1-4; each card bends one rule once.",
                           "庭園大師卡：任務 1 到 4；每張卡讓一條規則例外一次。"),
                     Use(6, ("muso", "jozan", "sesshu", "shigemori"))),
                Step(6, T("Discussion questions 1 and 2.", "討論問題 1 和 2。")),
            ),
            questions=(
                Question(T("Five virtue, the monk on c2: which stone is the best Orange can "
                           "afford? Everyone chooses.",
                           "5 點德行，禪宗僧侶在 c2：橘色玩家付得起最有價值的是哪一顆石頭？"
                           "每個人選一步。"),
                         5, "best-stone", "poll",
                         T("A boat stone in the monk's column: a stone in another column is "
                           "refused however good it is.",
                           "在禪宗僧侶所在的縱列放舟石：放在別的縱列，再好的石頭也不行。")),
                Question(T("Blue could snatch the tile Orange stored when she lays it next "
                           "turn: what keeps it safe? Ask the bot.",
                           "橘色玩家下一回合配置暫存區的板塊時，藍色玩家可能會強奪："
                           "怎樣讓它安全？問問電腦。"),
                         6, "shigemori", "best",
                         T("Shigemori Mirei, used now as part two: until the end of her next "
                           "turn nobody can snatch her tiles. Zazen or a stone leaves Blue "
                           "his 2 virtue.",
                           "現在在後行動使用重森三玲：直到她下一回合結束，沒有人能強奪她的"
                           "板塊。座禪或放石頭都改變不了藍色玩家的 2 點德行。")),
            ),
            fast=(
                Aid(T("Lesson 6's quiz questions on a card's tile and the provisional card.",
                      "第 6 課關於庭園大師卡給的板塊和暫定效果的題目。"),
                    Use(6, ("q-card-tile", "q-provisional", "q-muso-virtue"))),
            ),
            slow=(
                Aid(T("Repeat lesson 5, task 2 with the second hint (it highlights the "
                      "monk's column), then quiz questions 1-2.",
                      "用第二步提示（會標出禪宗僧侶的縱列）再做一次第 5 課任務 2，"
                      "再做小測驗第 1、2 題。"),
                    Use(5, ("best-stone", "q-column", "q-other-column"))),
            ),
        ),
        Period(
            title=T("The end, and gravel, moss and symmetry", "遊戲結束，以及砂礫、苔蘚與對稱"),
            goal=T("Pupils know when the game ends and score gravel rectangles, moss and "
                   "symmetric rows.",
                   "學生知道遊戲何時結束，並會計算最大砂礫矩形、苔蘚和對稱橫列的分數。"),
            steps=(
                Step(2, T("Recap: the two parts of a turn.", "複習：回合的兩部分。")),
                Step(12, T("The end: tasks 1-3, then the finished game and its score sheet.",
                           "遊戲結束：任務 1 到 3，再看一局完成的遊戲和它的計分表。"),
                     Use(7, ("complete-garden", "no-discard", "last-tile", "final"))),
                Step(3, T("Quiz: when does the game end, who wins?",
                          "小測驗：遊戲什麼時候結束、誰獲勝？"),
                     Use(7, ("q-when", "q-winner"))),
                Step(3, T("The garden studio: lay tiles freely and watch the score.",
                          "庭園工作室：自由擺放板塊，看分數怎麼變。"),
                     Use(8, ("studio", "seed-example")),
                     T("The studio and the summary's example.", "庭園工作室和規則摘要的範例。")),
                Step(14, T("Tasks 1-4 in the studio: the rectangle, gravel or moss, "
                           "symmetric rows.",
                           "在工作室做任務 1 到 4：矩形、砂礫或苔蘚、對稱橫列。"),
                     Use(8, ("rectangle-10", "gravel-or-moss", "symmetric-row",
                             "middle-tile"))),
                Step(6, T("Discussion questions 1 and 2.", "討論問題 1 和 2。")),
            ),
            questions=(
                Question(T("Orange's garden is complete and she has six virtue: what raises "
                           "her total this turn? Ask the bot.",
                           "橘色玩家的庭園已經完成，她有 6 點德行：這回合怎樣讓總分提高？"
                           "問問電腦。"),
                         7, "complete-garden", "best",
                         T("A stone: a complete garden takes no more tiles, but virtue still "
                           "buys stones.",
                           "放一顆石頭：完成的庭園不能再放板塊，但德行還是可以換石頭。")),
                Question(T("Blue does not want the tile he drew: how does he keep it out of "
                           "his garden? Everyone chooses.",
                           "藍色玩家不想要抽到的板塊：他怎樣讓它不進入庭園？每個人選一步。"),
                         7, "no-discard", "poll",
                         T("Store it: at the end discarding is not allowed.",
                           "保管它：遊戲結束階段不能廢棄。")),
            ),
            fast=(
                Aid(T("Lesson 8's quiz questions on moss in the middle and incomplete rows.",
                      "第 8 課關於中央的苔蘚和不完整橫列的題目。"),
                    Use(8, ("q-moss-middle", "q-row-incomplete", "q-pairs"))),
            ),
            slow=(
                Aid(T("Read lesson 7's finished game line by line on its score sheet, then "
                      "the quiz question on who wins.",
                      "對照第 7 課那局完成的遊戲，一行一行讀它的計分表，再做「誰獲勝」那一題。"),
                    Use(7, ("final", "q-winner"))),
            ),
        ),
        Period(
            title=T("Whirlpools, ripples and stones", "漩渦、連結砂紋與石頭"),
            goal=T("Pupils score whirlpools, joined ripples, stone kinds and arrangements.",
                   "學生會計算漩渦、連結砂紋、石頭種類和石頭擺放的分數。"),
            steps=(
                Step(2, T("Recap: rectangle, moss, symmetry.", "複習：矩形、苔蘚、對稱。")),
                Step(12, T("Whirlpools and ripples in the studio: tasks 1-3.",
                           "在工作室練習漩渦和連結砂紋：任務 1 到 3。"),
                     Use(9, ("moss-circle", "join-every-seam", "complete-for-seven"))),
                Step(3, T("Quiz: a full circle, a half circle.", "小測驗：全圓、半圓。"),
                     Use(9, ("q-full", "q-half", "q-moss-circle"))),
                Step(14, T("Stones: tasks 1-4 (five kinds, keima, diagonal, triad). Draw "
                           "the three arrangements on the board first.",
                           "石頭：任務 1 到 4（五種石頭、桂馬、斜置、三尊石）。"
                           "先在黑板上畫出三種擺放。"),
                     Use(10, ("five-kinds", "keima", "diagonal", "triad"))),
                Step(6, T("Discussion questions 1 and 2.", "討論問題 1 和 2。")),
                Step(3, T("Quiz: which stones form a triad?", "小測驗：哪些石頭可以組成三尊石？"),
                     Use(10, ("q-triad-stones", "q-kinds"))),
            ),
            questions=(
                Question(T("Five virtue, the monk on c2: keep the virtue or spend it? Ask "
                           "the bot which second part helps most now.",
                           "5 點德行，禪宗僧侶在 c2：要留著德行還是花掉？問問電腦，"
                           "現在哪一個後行動最能提高總分。"),
                         12, "q-keep-or-spend", "best",
                         T("Here zazen: a stone's points (its kind, its arrangements) must "
                           "beat the virtue it costs, and virtue left at the end scores too.",
                           "這裡是座禪：石頭帶來的分數（種類、擺放）要比它花掉的德行多才划算，"
                           "而遊戲結束時剩下的德行也算分。")),
                Question(T("Orange wants a stone right next to her flat stone on a1: where "
                           "may it go? Everyone chooses.",
                           "橘色玩家想在 a1 的橫石旁邊緊鄰放一顆石頭："
                           "可以放在哪裡？每個人選一步。"),
                         5, "moss-pair", "poll",
                         T("Two stones side by side must both stand on moss tiles: only the "
                           "neighbour on moss is allowed. Then ask which arrangements the "
                           "pair could start.",
                           "左右或上下相鄰的兩顆石頭，"
                           "都要放在苔蘚板塊上：只有在苔蘚上的那個位置可以。"
                           "再問：這兩顆石頭之後能組成哪些擺放？")),
            ),
            fast=(
                Aid(T("Lesson 10's quiz questions on two arrangements sharing a stone.",
                      "第 10 課關於兩種擺放共用一顆石頭的題目。"),
                    Use(10, ("q-a-with-a", "q-a-with-b", "q-provisional"))),
            ),
            slow=(
                Aid(T("Repeat lesson 9's quiz; in the studio, use the second hint.",
                      "再做一次第 9 課的小測驗；在工作室用第二步提示。"),
                    Use(9, ("q-full", "q-half", "q-broken", "q-incomplete"))),
            ),
        ),
        Period(
            title=T("The whole score sheet and a game against bots",
                    "整張計分表與和電腦下一局"),
            goal=T("Pupils score a famous garden and virtue, fill in a whole sheet and play "
                   "a game.",
                   "學生會計算名庭園和德行的分數、填完整張計分表，並下完一局。"),
            steps=(
                Step(2, T("Recap: every line of the score sheet.", "複習：計分表的每一行。")),
                Step(10, T("Famous garden and virtue: tasks 1-3, then the score sheet.",
                           "名庭園與德行：任務 1 到 3，再填計分表。"),
                     Use(11, ("card-spots", "card", "four-spots", "virtue-points", "sheet"))),
                Step(3, T("Quiz: all or nothing.", "小測驗：全部完成才得分。"),
                     Use(11, ("q-all-or-nothing", "q-virtue"))),
                Step(17, T("A game against the normal bot, three players as at a class "
                           "table.",
                           "和「普通」電腦下一局，三位玩家，和課堂的牌桌一樣。"),
                     Use(12, ("game",))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。")),
                Step(3, T("Sources and assumptions: what is a stand-in score and why.",
                          "資料來源與假設：什麼是代用的分數，為什麼要用。"),
                     Use(13, ("stand-ins", "q-certain"))),
            ),
            questions=(
                Question(T("Who wins this game? Everyone writes a name, then check the "
                           "sheet.", "這一局誰獲勝？每個人先寫下名字，再對照計分表。"),
                         7, "q-winner", "poll",
                         T("The highest total; the sheet shows which lines made the "
                           "difference.", "總分最高的人；計分表會顯示是哪幾行拉開差距。")),
                Question(T("Four players, three may snatch: who is asked first? Everyone "
                           "chooses.", "四人遊戲，三個人都能強奪：先詢問誰？每個人選一個。"),
                         13, "q-tie-default", "poll",
                         T("The player with the fewest tiles in the garden; our reading of "
                           "ties is an assumption, with an option for the other.",
                           "庭園裡板塊最少的玩家；"
                           "平手時怎麼算是本教學的假設，另一種讀法有選項可選。")),
            ),
            fast=(
                Aid(T("A game against the strong bot, three or four players.",
                      "和「高手」電腦下一局，三到四位玩家。"), Use(12, ("game",))),
                Aid(T("Lesson 13's quiz questions on the options.", "第 13 課關於選項的題目。"),
                    Use(13, ("q-boat-bonus", "q-tie-clockwise", "q-middle-symmetric"))),
            ),
            slow=(
                Aid(T("Play against the beginner bot; Best moves when stuck.",
                      "和「入門」電腦下；不知道怎麼走時按「最佳著法」。"), Use(12, ("game",))),
            ),
        ),
    ),
)
