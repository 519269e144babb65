"""Tokaido as seven class periods of 40 minutes (the eighteen lessons, about 300 minutes).

Period 1: the journey and moving (lessons 1-2); 2: villages, farms and temples (3-4); 3:
panoramas, hot springs and encounters (5-7); 4: inns and the travellers at the inns (8-9);
5: the travellers on the road and the end (10-11); 6: three turns, then a whole game
against bots (12-13); 7: a real game, two players and the sources (17, 15, 18). Lesson 14
(the what-if explorer) and lesson 16 (the variants) are for pupils who finish early. Each
lesson's core is for everyone; its 「進階」 part is for those who want more.
"""

from __future__ import annotations

from ...lessons.plan import Aid, ClassPlan, Period, Question, Step, T, Use

PLAN = ClassPlan(
    game="tokaido",
    intro=T(
        "Seven periods, one idea a lesson. The one rule to repeat every period: the traveller "
        "furthest behind on the road moves next. Each lesson has a core for everyone and a "
        "「進階」 part after it (double stops, the leftovers, a guide showing a completed "
        "panorama, Zen-emon...) for pupils who want more. Print lessons 9 and 10's worksheets "
        "(the ten travellers) for periods 4-5: pupils like to keep their traveller's card in "
        "front of them. The travellers' Chinese names are the tutor's, since the sources give "
        "only romanised names: each Japanese name in the kanji it most plausibly stands for "
        "(Hiroshige 廣重, the painter of the Tokaido prints; Mitsukuni 光國, the old lord of "
        "Mito). The tile prints the romanised name, which the lessons write once beside the "
        "Chinese one (琴古（Kinko）); lesson 18 says so.",
        "共七節課，每課一個重點。每一節都要再說一次的規則：道路上最後面的旅行者先移動。"
        "每一課都有全班都要學的核心，後面的「進階」（雙格位置、剩下的膳食卡、案內人畫的全景畫"
        "已經完成時、善右衛門……）留給想多學的學生。第 4、5 節可以印第 9、10 課的學習單"
        "（十位旅行者），學生喜歡把自己的旅行者放在面前對照。旅行者的中文名字是本教學取的："
        "資料只有羅馬拼音名字，所以把每個日文名字寫成它最可能的漢字（廣重（Hiroshige）是畫東海道"
        "浮世繪的畫家；光國（Mitsukuni）是水戶的老爺）。板塊上印的是羅馬拼音，課程在中文名字旁邊"
        "寫一次（琴古（Kinko））；第 18 課有說明。"),
    left_out={
        14: T("The what-if explorer compares two stops by playing many games on: give it to "
              "pupils who finish early (period 6), with the question of lesson 14 on the "
              "temple race.",
              "探索工具用模擬很多局的方式比較兩個停留位置：留給學得快的學生（第 6 節），"
              "並搭配第 14 課寺廟競賽的題目。"),
        16: T("The variants (the initiatory journey, the return trip, gastronomy, "
              "preparations) change the setup, not the rules the class needs: give the "
              "lesson to pupils who finish early (period 6). Its Preparations coins follow "
              "the list of the Chinese rules sheet you hand out, place by place for any "
              "number of players (with three: +2, +1, 0 from the front of the queue, so the "
              "first to leave keeps his coins); the rulebook gives 2 and 3 players only in a "
              "picture, and a fan engine's rows (-1, 0, +1) are an option (lesson 18).",
              "變體（啟蒙之旅、回程、美食、準備）改的是遊戲的準備，不是全班必須學的規則："
              "留給學得快的學生（第 6 節）。它的「準備」變體照您發給學生的中文規則摘要，"
              "依隊伍位置套用在任何人數（三人時從隊伍最前面起 +2、+1、0，所以第一個出發的錢"
              "不變）；規則書對 2、3 人只有圖片，一個粉絲引擎的數字（-1、0、+1）是一個選項"
              "（第 18 課）。"),
    },
    periods=(
        Period(
            title=T("The journey and moving", "旅程與移動"),
            goal=T("Pupils know the goal and move the traveller furthest behind, as far "
                   "as the rules allow.",
                   "學生知道遊戲目標，並會移動最後面的旅行者，在規則允許的範圍內往前走。"),
            steps=(
                Step(3, T("Show the road from Kyoto to Edo; read the goal: the most points "
                          "at Edo.",
                          "展示從京都到江戶的道路；一起讀目標：到江戶時分數最多的人獲勝。"),
                     Use(1, ("start",)),
                     T("The start position, Present.", "開局的版圖，按「投影」。")),
                Step(12, T("Task 1 together (keep a traveller tile), tasks 2-4 alone: what "
                           "each kind of stop gives.",
                           "任務 1 全班一起做（留下一個旅行者板塊），任務 2 到 4 自己做："
                           "每種位置給什麼。"),
                     Use(1, ("keep-a-traveller", "coins-first", "first-point", "souvenirs"))),
                Step(3, T("Quiz aloud: who leaves first, how to win.",
                          "口頭做小測驗：誰先出發、怎樣獲勝。"),
                     Use(1, ("q-first", "q-win"))),
                Step(12, T("Moving: tasks 1 and 2. Task 2 (the inn) stops most pupils: "
                           "every traveller stops at every inn.",
                           "移動：任務 1 和 2。多數人會卡在任務 2："
                           "每位旅行者都要在每個旅店停下來。"),
                     Use(2, ("move-again", "farthest")),
                     T("Lesson 2, task 1: who is furthest behind?",
                       "第 2 課任務 1：誰在最後面？")),
                Step(6, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"),
                     Use(2, ("move-again", "farthest"))),
                Step(4, T("Lesson 2's quiz together.", "一起做第 2 課的小測驗。"),
                     Use(2, ("q-back", "q-past-inn", "q-inn-queue"))),
            ),
            questions=(
                Question(T("Blue is at Kyoto, Red and Green ahead. Where can Blue stop and "
                           "move again at once? Everyone chooses.",
                           "藍方在京都，紅方和綠方在前面。藍方停在哪裡可以接著再移動？"
                           "每個人選一步。"),
                         2, "move-again", "poll",
                         T("Any free stop behind both: Blue stays furthest behind, so Blue "
                           "moves again.",
                           "兩人後面的任何空位：藍方仍然在最後面，所以再移動一次。")),
                Question(T("Far, or short and move again? Ask the bot.",
                           "要走遠，還是走近一點再移動一次？問問電腦。"),
                         2, "farthest", "best",
                         T("Going far skips stops; staying behind gives more turns. The "
                           "bot's chances show the price of each.",
                           "走得遠會錯過很多位置；留在後面能多走幾次。電腦的勝算會說出各自的代價。")),
            ),
            fast=(
                Aid(T("Lesson 2's 「進階」: double stops with four and five players.",
                      "第 2 課的「進階」：四人、五人時的雙格位置。"),
                    Use(2, ("side-place", "q-double-3p", "q-double-4p", "q-shared"))),
            ),
            slow=(
                Aid(T("Repeat lesson 2, task 1 with the second hint (it highlights the "
                      "stops you may reach); then quiz questions 1-2.",
                      "用第二步提示（會標出可以停的位置）再做一次第 2 課任務 1，"
                      "再做小測驗第 1、2 題。"),
                    Use(2, ("move-again", "q-back", "q-past-inn"))),
            ),
        ),
        Period(
            title=T("Villages, farms and temples", "村莊、農田與寺廟"),
            goal=T("Pupils buy souvenirs in sets, earn coins at farms and give them at "
                   "temples.",
                   "學生會成套購買紀念品，在農田賺錢，在寺廟捐錢。"),
            steps=(
                Step(2, T("Recap: who moves next?", "複習：下一個移動的是誰？")),
                Step(14, T("Villages: tasks 1-3. Souvenirs of different families score more "
                           "together.",
                           "村莊：任務 1 到 3。不同類的紀念品湊在一起分數比較高。"),
                     Use(3, ("best-buy", "more-points", "keep-a-coin")),
                     T("Lesson 3, task 1: the souvenirs and their prices.",
                       "第 3 課任務 1：紀念品和價錢。")),
                Step(4, T("Quiz: how many points five souvenirs make.",
                          "小測驗：五張紀念品值幾分。"),
                     Use(3, ("q-buy-nothing", "q-set-points", "q-haori"))),
                Step(12, T("Farms and temples: tasks 1-3.", "農田與寺廟：任務 1 到 3。"),
                     Use(4, ("no-coin", "give-all", "keep-two"))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"),
                     Use(3, ("best-buy",))),
                Step(3, T("Lesson 4's quiz aloud.", "口頭做第 4 課的小測驗。"),
                     Use(4, ("q-farm", "q-temple-broke", "q-donate"))),
            ),
            questions=(
                Question(T("Three coins: which souvenirs score most? Everyone chooses.",
                           "有三塊錢：買哪些紀念品分數最多？每個人選一個答案。"),
                         3, "best-buy", "poll",
                         T("Two cheap souvenirs of different families beat one dear one: "
                           "a set scores 1, 3, 5, 7 for each new family.",
                           "兩張不同類的便宜紀念品勝過一張貴的：一套裡每多一類，"
                           "依序得 1、3、5、7 分。")),
                Question(T("Blue has no coin left: where does Blue stop? Ask the bot.",
                           "藍方沒有錢了：停在哪裡？問問電腦。"),
                         4, "no-coin", "best",
                         T("A farm: 3 coins for sure, and villages and temples open again. "
                           "The bot may weigh the points of other stops too.",
                           "農田：一定有三塊錢，村莊和寺廟又能停了。電腦也會考慮其他位置的分數。")),
            ),
            fast=(
                Aid(T("Lesson 3's 「進階」: what becomes of the cards nobody buys.",
                      "第 3 課的「進階」：沒人買的卡片會怎樣。"),
                    Use(3, ("q-unbought", "q-reveal"))),
            ),
            slow=(
                Aid(T("Repeat lesson 3's quiz; in task 1 use the second hint, which "
                      "highlights the cards.",
                      "再做一次第 3 課的小測驗；任務 1 用第二步提示，它會標出卡片。"),
                    Use(3, ("best-buy", "q-set-points", "q-haori"))),
            ),
        ),
        Period(
            title=T("Panoramas, hot springs and encounters", "全景畫、溫泉與邂逅"),
            goal=T("Pupils build panoramas card by card, take sure points at hot springs and "
                   "know what each encounter gives.",
                   "學生會一張一張收集全景畫，在溫泉穩穩得分，也知道每種邂逅的效果。"),
            steps=(
                Step(2, T("Recap: what villages, farms and temples give.",
                          "複習：村莊、農田和寺廟給什麼。")),
                Step(12, T("Panoramas: tasks 1-3; the first to complete one takes an "
                           "achievement.",
                           "全景畫：任務 1 到 3；最先完成的人拿成就卡。"),
                     Use(5, ("complete", "closed", "best-section")),
                     T("Lesson 5, task 1: Blue's panoramas.", "第 5 課任務 1：藍方的全景畫。")),
                Step(8, T("Hot springs: tasks 1-3.", "溫泉：任務 1 到 3。"),
                     Use(6, ("sure-points", "broke-points", "catch-up"))),
                Step(10, T("Encounters: the demonstration, then tasks 1 and 2.",
                           "邂逅：先看示範，再做任務 1 和 2。"),
                     Use(7, ("meetings", "meet-and-move", "miko-luck")),
                     T("The encounters, one card at a time.", "邂逅卡，一次一張。")),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"),
                     Use(6, ("catch-up",))),
                Step(3, T("Lesson 7's quiz aloud (the encounters).",
                          "口頭做第 7 課的小測驗（邂逅）。"),
                     Use(7, ("q-samurai", "q-kuge", "q-miko"))),
            ),
            questions=(
                Question(T("Red is furthest behind. How can Red take two hot springs before "
                           "anyone else moves? Everyone chooses Red's first move.",
                           "紅方在最後面。紅方怎樣在別人移動之前連續拿兩張溫泉卡？"
                           "每個人替紅方選第一步。"),
                         6, "catch-up", "poll",
                         T("A short step keeps Red furthest behind, so Red moves again: "
                           "the first hot spring, then the next one.",
                           "只走一小步，紅方還是最後面，就能再移動一次：先停第一個溫泉，"
                           "再停下一個。")),
                Question(T("At least 2 points whatever card is drawn, for free: where? Ask "
                           "the bot, then compare.",
                           "不管抽到什麼卡都至少得 2 分，而且不花錢：停在哪裡？問問電腦，再比較。"),
                         6, "sure-points", "best",
                         T("A hot spring: its cards are worth 2 or 3 points. The bot may "
                           "prefer another stop for the whole game.",
                           "溫泉：溫泉卡值 2 或 3 分。電腦考慮整局，可能會選別的位置。")),
            ),
            fast=(
                Aid(T("Lesson 7's 「進階」: a guide showing a panorama you have completed.",
                      "第 7 課的「進階」：案內人畫的全景畫你已經完成時。"),
                    Use(7, ("guide", "q-shokunin", "q-guide"))),
            ),
            slow=(
                Aid(T("Repeat lesson 5's quiz; in its tasks use the second hint, which "
                      "highlights the panorama stops.",
                      "再做一次第 5 課的小測驗；任務用第二步提示，它會標出全景畫位置。"),
                    Use(5, ("q-achievement", "q-closed", "q-sea-card"))),
            ),
        ),
        Period(
            title=T("Inns and the travellers at the inns", "旅店與在旅店發揮能力的旅行者"),
            goal=T("Pupils buy a meal at each inn and use five travellers' abilities.",
                   "學生會在每個旅店買一份膳食，並使用五位旅行者的能力。"),
            steps=(
                Step(3, T("Recap: what each stop gives; everyone stops at every inn.",
                          "複習：每種位置給什麼；每個旅店都要停。")),
                Step(12, T("Inns: tasks 1-3. The first to arrive draws the meals; nobody "
                           "eats the same meal twice.",
                           "旅店：任務 1 到 3。最先到的人抽膳食卡；同一種膳食不能吃兩次。"),
                     Use(8, ("first-arrival", "later-arrival", "never-twice")),
                     T("Lesson 8, task 1: the meals drawn.", "第 8 課任務 1：抽到的膳食卡。")),
                Step(3, T("Quiz: who knows the meals left?", "小測驗：誰知道剩下哪些膳食？"),
                     Use(8, ("q-drawn", "q-who-knows", "q-twice"))),
                Step(16, T("Five travellers, one task each: pupils in pairs, each pair "
                           "presents its traveller in one sentence.",
                           "五位旅行者，每人一個任務：兩人一組，每組用一句話向全班介紹自己的旅行者。"),
                     Use(9, ("hiroshige", "chuubei", "kinko", "satsuki", "yoshiyasu")),
                     T("The traveller tiles, one at a time.", "旅行者板塊，一次一張。")),
                Step(6, T("Discussion questions 1 and 2.", "討論問題 1 和 2。")),
            ),
            questions=(
                Question(T("You arrive first and see the meals: which do you eat? Everyone "
                           "chooses.", "你最先到達，看到膳食卡：吃哪一份？每個人選一份。"),
                         8, "first-arrival", "poll",
                         T("Every meal is worth 6 points: the cheapest keeps the most coins.",
                           "每份膳食都是 6 分：最便宜的那份留下最多錢。")),
                Question(T("Satsuki has two coins: how does she eat the dearest meal? Ask "
                           "the bot.",
                           "五月（Satsuki）只有兩塊錢：她怎樣吃到最貴的膳食？問問電腦。"),
                         9, "satsuki", "best",
                         T("Reach the inn and accept her free meal: one meal an inn, the free "
                           "one or a bought one.",
                           "到達旅店，接受免費膳食：每個旅店只有一份，免費的那份或買的那份。")),
            ),
            fast=(
                Aid(T("Lesson 8's 「進階」: four players, a second meal, the leftovers.",
                      "第 8 課的「進階」：四人遊戲、第二份膳食、剩下的膳食卡。"),
                    Use(8, ("q-four", "q-second-meal", "q-leftovers"))),
            ),
            slow=(
                Aid(T("Repeat lesson 8's quiz; use the hint that highlights the meals you can "
                      "pay for.",
                      "再做第 8 課的小測驗；用會標出「付得起的膳食」的提示。"),
                    Use(8, ("q-drawn", "q-twice"))),
            ),
        ),
        Period(
            title=T("The travellers on the road and the end", "在路上發揮能力的旅行者與遊戲結束"),
            goal=T("Pupils know all ten travellers, the achievements and the final scoring.",
                   "學生認識十位旅行者，知道成就卡和最後怎麼計分。"),
            steps=(
                Step(2, T("Recap: the five travellers of last period, one sentence each.",
                          "複習：上一節的五位旅行者，每位一句話。")),
                Step(10, T("Four more travellers, in pairs as before.",
                           "另外四位旅行者，和上一節一樣兩人一組。"),
                     Use(10, ("mitsukuni", "sasayakko", "hirotada", "umegae"))),
                Step(3, T("Quiz on the abilities.", "旅行者能力的小測驗。"),
                     Use(10, ("q-mitsukuni", "q-umegae", "q-hirotada"))),
                Step(12, T("The end: tasks 1-3 from a real game; the achievements.",
                           "遊戲結束：任務 1 到 3，取自一局真實對局；成就卡。"),
                     Use(11, ("gourmet", "collector", "temple-race"))),
                Step(8, T("Fill in the score sheet; pupils without a computer use the "
                          "worksheet.",
                          "填寫計分表；沒有電腦的學生用學習單。"),
                     Use(11, ("final-sheet",)),
                     T("The score sheet, the board's own sheet hidden.",
                       "計分表；圖板本身的計分表先不要給學生看。")),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。")),
            ),
            questions=(
                Question(T("Blue has one coin, Red four on the temple. Where does Blue go to "
                           "tie the temple ranking? Everyone chooses.",
                           "藍方有一塊錢，紅方在寺廟上有四塊。藍方要停哪裡，才能在寺廟排名追平紅方？"
                           "每個人選一步。"),
                         11, "temple-race", "poll",
                         T("The ranking counts coins, not visits: Blue needs a temple with "
                           "the coin in hand.",
                           "寺廟排名比的是錢，不是次數：藍方要帶著手上的錢去停寺廟。")),
                Question(T("Blue arrives first at Edo: which meal makes the gourmet "
                           "achievement Blue's alone? Ask the bot.",
                           "藍方最先到達江戶：吃哪一份膳食，美食成就才只屬於藍方？問問電腦。"),
                         11, "gourmet", "best",
                         T("Count each traveller's meal total: after the right meal nobody can "
                           "reach Blue's, whatever is left for them; with a tie both would "
                           "get the card.",
                           "把每位旅行者的美食總額算一算：吃對了，剩下的膳食誰吃都追不上藍方；"
                           "如果平手，兩人都拿到成就卡。")),
            ),
            fast=(
                Aid(T("Lesson 10's 「進階」 (Zen-emon) and lesson 11's (the Gourmet total, the "
                      "Chatterbox card, the end).",
                      "第 10 課的「進階」（善右衛門）和第 11 課的「進階」（美食總額、邂逅成就、"
                      "遊戲結束）。"),
                    Use(11, ("q-gourmet", "q-chatterbox", "q-end"))),
            ),
            slow=(
                Aid(T("Fill in the score sheet again with the board's sheet shown, one line "
                      "at a time.", "打開圖板的計分表對照，一行一行再填一次。"),
                    Use(11, ("final-sheet",))),
            ),
        ),
        Period(
            title=T("Three turns, then a whole game", "先走三步，再下一整局"),
            goal=T("Pupils play three turns with a goal each, then a whole game against "
                   "bots.",
                   "學生先走三步、每步都有目標，再和電腦下完一整局。"),
            steps=(
                Step(2, T("Recap: the achievements.", "複習：成就卡。")),
                Step(8, T("Three turns against the beginner bot, a goal for each.",
                          "和「入門」電腦走三步，每步一個目標。"),
                     Use(12, ("turn-1", "turn-2", "turn-3"))),
                Step(25, T("A whole game against the normal bot, three or four players.",
                           "和「普通」電腦下一整局，三到四位玩家。"),
                     Use(13, ("game",))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"),
                     Use(12, ("q-next",))),
            ),
            questions=(
                Question(T("Turn 2: Blue is last again. Where should Blue stop? Everyone "
                           "chooses.",
                           "第 2 步：藍方又在最後面。藍方該停哪裡？每個人選一步。"),
                         12, "turn-2", "poll",
                         T("The village: coins become points in souvenirs of different "
                           "families; count what is left for the inn.",
                           "村莊：把錢變成不同類型紀念品的分數；也要算算剩下的錢夠不夠到旅店。")),
                Question(T("Turn 3, two coins left: where would the bot stop?",
                           "第 3 步，只剩兩塊錢：電腦會停哪裡？"),
                         12, "turn-3", "best",
                         T("Compare the points now with what the stop leads to; Kinko's "
                           "cheap meals make the inn attractive.",
                           "比較這一步馬上得的分和之後的發展；琴古的膳食比較便宜，旅店很划算。")),
            ),
            fast=(
                Aid(T("The what-if explorer (lesson 14) and the variants (lesson 16).",
                      "探索工具（第 14 課）和變體（第 16 課）。"),
                    Use(14, ("explore", "q-now", "q-options"))),
                Aid(T("A game against the strong bot, with five players.",
                      "和「高手」電腦下一局，五位玩家。"), Use(13, ("game", "q-five-meals"))),
            ),
            slow=(
                Aid(T("Two players against the beginner bot; Best moves when stuck.",
                      "兩位玩家，和「入門」電腦下；不知道怎麼走時按「最佳著法」。"),
                    Use(13, ("game",))),
            ),
        ),
        Period(
            title=T("A real game, two players, the sources", "真實對局、兩人遊戲與資料來源"),
            goal=T("Pupils follow a real game, predict its moves, and know how two play "
                   "with the neutral traveller.",
                   "學生能跟著一局真實對局預測著法，也知道兩人遊戲怎麼使用中立旅行者。"),
            steps=(
                Step(2, T("Recap: the last traveller moves.", "複習：最後面的旅行者移動。")),
                Step(18, T("The real game, inn to inn: stop before each task and let the "
                           "class predict.",
                           "真實對局，一個旅店接一個旅店：每個任務之前先停下來，讓全班預測。"),
                     Use(17, ("kyoto-to-inn-1", "keep-one", "inn-1-to-inn-2", "mountain",
                              "inn-2-to-inn-3", "refill", "inn-3-to-edo")),
                     T("The replay, turn by turn.", "重播，一回合一回合。")),
                Step(10, T("Two players: the neutral traveller, tasks 1 and 2.",
                           "兩人遊戲：中立旅行者，任務 1 和 2。"),
                     Use(15, ("neutral-temple", "block"))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"),
                     Use(17, ("q-predict-62",))),
                Step(5, T("Sources and assumptions: where the summary and the official rules "
                          "differ; one assumption and its option.",
                          "資料來源與假設：摘要和官方規則不同的地方；介紹一個假設和它的選項。"),
                     Use(18, ("q-satsuki", "q-collector", "q-empty"))),
            ),
            questions=(
                Question(T("Turn 62: where did the real player stop? Everyone predicts.",
                           "第 62 回合：真實對局的玩家停在哪裡？每個人預測。"),
                         17, "q-predict-62", "poll",
                         T("Reasons count more than guessing right: coins, the sets of "
                           "souvenirs, who moves next.",
                           "說得出理由比猜中更重要：錢、紀念品的套、下一個移動的是誰。")),
                Question(T("Red has no coins left. Where does Blue put the neutral "
                           "traveller? Ask the bot.",
                           "紅方沒有錢了。藍方把中立旅行者移到哪裡？問問電腦。"),
                         15, "block", "best",
                         T("On the farm ahead of Red: it blocks Red's sure income.",
                           "停在紅方前面的農田：擋住紅方穩定賺錢的地方。")),
            ),
            fast=(
                Aid(T("Lesson 17's 「進階」: the sea at turn 55, Kinko's free meal at Edo.",
                      "第 17 課的「進階」：第 55 回合的海、琴古在江戶的免費膳食。"),
                    Use(17, ("q-sea", "q-free-meal"))),
                Aid(T("Lesson 18's 「進階」: the options that play the other readings.",
                      "第 18 課的「進階」：使用另一種讀法的選項。"),
                    Use(18, ("q-two-meals", "q-engine-rows"))),
            ),
            slow=(
                Aid(T("Lesson 15's quiz: who moves the neutral traveller, and where it "
                      "starts.", "第 15 課的小測驗：誰替中立旅行者移動、它從哪裡出發。"),
                    Use(15, ("q-mover", "q-start"))),
            ),
        ),
    ),
)
