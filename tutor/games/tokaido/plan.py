"""Tokaido as six class periods of 40 minutes (the thirteen lessons, about 265 minutes).

Period 1: the journey and moving (lessons 1-2); 2: the stops on the road (3-4); 3: inns and
the first travellers (5, half of 6); 4: the other travellers and the end (the rest of 6, 7);
5: what if, and a game against bots (8, 12); 6: a real game, two players and the sources
(11, 9, 13). Lesson 10 (the variants) is for pupils who finish early.
"""

from __future__ import annotations

from ...lessons.plan import Aid, ClassPlan, Period, Question, Step, T, Use

FIRST_TRAVELLERS = ("hiroshige", "chuubei", "kinko", "yoshiyasu", "satsuki")
OTHER_TRAVELLERS = ("mitsukuni", "sasayakko", "hirotada", "umegae", "zenemon")

PLAN = ClassPlan(
    game="tokaido",
    intro=T(
        "Six periods. The one rule to repeat every period: the traveller furthest behind "
        "on the road moves next. Print lesson 6's worksheet (the ten travellers) for "
        "periods 3-4: pupils like to keep their traveller's card in front of them.",
        "共六節課。每一節都要再說一次的規則：道路上最後面的旅行者先移動。第 3、4 節可以印"
        "第 6 課的學習單（十位旅行者），學生喜歡把自己的旅行者放在面前對照。"),
    left_out={10: T(
        "The variants (the initiatory journey, the return trip, gastronomy, preparations) "
        "change the setup, not the rules the class needs: give the lesson to pupils who "
        "finish early (period 5). Its Preparations coins follow the list of the Chinese "
        "rules sheet you hand out, place by place for any number of players (with three: "
        "+2, +1, 0 from the front of the queue, so the first to leave keeps his coins); "
        "the rulebook gives 2 and 3 players only in a picture, and a fan engine's rows "
        "(-1, 0, +1) are an option (lesson 13).",
        "變體（啟蒙之旅、回程、美食、準備）改的是遊戲的準備，不是全班必須學的規則："
        "留給學得快的學生（第 5 節）。它的「準備」變體照您發給學生的中文規則摘要，"
        "依隊伍位置套用在任何人數（三人時從隊伍最前面起 +2、+1、0，所以第一個出發的錢不變）；"
        "規則書對 2、3 人只有圖片，一個粉絲引擎的數字（-1、0、+1）是一個選項（第 13 課）。")},
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
                Step(10, T("Task 1 together (keep a traveller tile), tasks 2-4 alone: what "
                           "each kind of stop gives.",
                           "任務 1 全班一起做（留下一個旅行者板塊），任務 2 到 4 自己做："
                           "每種位置給什麼。"),
                     Use(1, ("keep-a-traveller", "coins-first", "first-point", "souvenirs"))),
                Step(3, T("Quiz aloud: who leaves first, how to win.",
                          "口頭做小測驗：誰先出發、怎樣獲勝。"),
                     Use(1, ("q-first", "q-win"))),
                Step(15, T("Moving: tasks 1-4. Task 2 (the inn) stops most pupils: every "
                           "traveller stops at every inn.",
                           "移動：任務 1 到 4。多數人會卡在任務 2："
                           "每位旅行者都要在每個旅店停下來。"),
                     Use(2, ("move-again", "farthest", "side-place", "catch-up")),
                     T("Lesson 2, task 1: who is furthest behind?",
                       "第 2 課任務 1：誰在最後面？")),
                Step(6, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"),
                     Use(2, ("catch-up", "side-place"))),
                Step(3, T("Quiz questions 5-6 together; the rest is homework.",
                          "一起做小測驗第 5、6 題，其餘當作業。"),
                     Use(2, ("q-shared", "q-inn-queue"))),
            ),
            questions=(
                Question(T("Red is furthest behind. How can Red take two hot springs before "
                           "anyone else moves? Everyone chooses Red's first move.",
                           "紅方在最後面。紅方怎樣在別人移動之前連續拿兩張溫泉卡？"
                           "每個人替紅方選第一步。"),
                         2, "catch-up", "poll",
                         T("A short step keeps Red furthest behind, so Red moves again: "
                           "the first hot spring, then the next one.",
                           "只走一小步，紅方還是最後面，就能再移動一次：先停第一個溫泉，"
                           "再停下一個。")),
                Question(T("Far, or short and move again? Ask the bot.",
                           "要走遠，還是走近一點再移動一次？問問電腦。"),
                         2, "side-place", "best",
                         T("Going far skips stops; staying behind gives more turns. The "
                           "bot's chances show the price of each.",
                           "走得遠會錯過很多位置；留在後面能多走幾次。電腦的勝算會說出各自的代價。")),
            ),
            fast=(
                Aid(T("Lesson 2's quiz questions on the double stops with three and four "
                      "players.", "第 2 課關於三人、四人時雙格位置的題目。"),
                    Use(2, ("q-double-3p", "q-double-4p", "q-choices"))),
            ),
            slow=(
                Aid(T("Repeat lesson 2, task 1 with the second hint (it highlights the "
                      "positions you may reach); then quiz questions 1-2.",
                      "用第二步提示（會標出可以停的位置）再做一次第 2 課任務 1，"
                      "再做小測驗第 1、2 題。"),
                    Use(2, ("move-again", "q-back", "q-past-inn"))),
            ),
        ),
        Period(
            title=T("The stops on the road", "道路上的位置"),
            goal=T("Pupils use villages, farms, temples, panoramas, hot springs and "
                   "encounters to score.",
                   "學生會利用村莊、農田、寺廟、全景畫、溫泉和邂逅得分。"),
            steps=(
                Step(2, T("Recap: who moves next?", "複習：下一個移動的是誰？")),
                Step(12, T("Villages, farms, temples: tasks 1-4. Souvenirs of different "
                           "families score more together.",
                           "村莊、農田、寺廟：任務 1 到 4。不同類的紀念品湊在一起分數比較高。"),
                     Use(3, ("best-buy", "more-points", "no-coin", "give-all")),
                     T("Lesson 3, task 1: the souvenirs and their prices.",
                       "第 3 課任務 1：紀念品和價錢。")),
                Step(3, T("Quiz: how many points five souvenirs make.",
                          "小測驗：五張紀念品值幾分。"),
                     Use(3, ("q-set-points", "q-farm"))),
                Step(14, T("Panoramas, hot springs, encounters: the demonstration of the "
                           "encounters, then tasks 1-4.",
                           "全景畫、溫泉、邂逅：先看邂逅的示範，再做任務 1 到 4。"),
                     Use(4, ("meetings", "complete", "best-section", "sure-points", "guide")),
                     T("The encounters, one card at a time.", "邂逅卡，一次一張。")),
                Step(6, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"),
                     Use(3, ("best-buy",))),
                Step(3, T("Quiz questions 1-4 of lesson 4 aloud (the encounters); the rest "
                          "is homework.",
                          "口頭做第 4 課小測驗第 1 到 4 題（邂逅），其餘當作業。"),
                     Use(4, ("q-samurai", "q-kuge", "q-miko", "q-shokunin"))),
            ),
            questions=(
                Question(T("Three coins: which souvenirs score most? Everyone chooses.",
                           "有三塊錢：買哪些紀念品分數最多？每個人選一個答案。"),
                         3, "best-buy", "poll",
                         T("Two cheap souvenirs of different families beat one dear one: "
                           "a set scores 1, 3, 5, 7 for each new family.",
                           "兩張不同類的便宜紀念品勝過一張貴的：一套裡每多一類，"
                           "依序得 1、3、5、7 分。")),
                Question(T("At least 2 points whatever card is drawn, for free: where? Ask "
                           "the bot, then compare.",
                           "不管抽到什麼卡都至少得 2 分，而且不花錢：停在哪裡？問問電腦，再比較。"),
                         4, "sure-points", "best",
                         T("A hot spring: its cards are worth 2 or 3 points. The bot may "
                           "prefer another stop for the whole game.",
                           "溫泉：溫泉卡值 2 或 3 分。電腦考慮整局，可能會選別的位置。")),
            ),
            fast=(
                Aid(T("Lesson 4, task 4 (the guide) and the quiz question on the first "
                      "completed panorama.",
                      "第 4 課任務 4（案內人）和「最先完成全景畫」那一題。"),
                    Use(4, ("guide", "q-achievement"))),
            ),
            slow=(
                Aid(T("Repeat lesson 3's quiz; in task 1 use the second hint, which "
                      "highlights the cards.",
                      "再做一次第 3 課的小測驗；任務 1 用第二步提示，它會標出卡片。"),
                    Use(3, ("q-reveal", "q-buy-nothing", "q-unbought", "q-set-points"))),
            ),
        ),
        Period(
            title=T("Inns and the first travellers", "旅店與前五位旅行者"),
            goal=T("Pupils buy a meal at each inn and use a traveller's ability.",
                   "學生會在每個旅店買一份膳食，並使用旅行者的能力。"),
            steps=(
                Step(3, T("Recap: what each stop gives; everyone stops at every inn.",
                          "複習：每種位置給什麼；每個旅店都要停。")),
                Step(12, T("Inns: tasks 1-3. The first to arrive draws the meals; nobody "
                           "eats the same meal twice.",
                           "旅店：任務 1 到 3。最先到的人抽膳食卡；同一種膳食不能吃兩次。"),
                     Use(5, ("first-arrival", "later-arrival", "never-twice")),
                     T("Lesson 5, task 1: the meals drawn.", "第 5 課任務 1：抽到的膳食卡。")),
                Step(3, T("Quiz: who knows the meals left?", "小測驗：誰知道剩下哪些膳食？"),
                     Use(5, ("q-who-knows", "q-leftovers"))),
                Step(16, T("Five travellers, one task each: pupils in pairs, each pair "
                           "presents its traveller in one sentence.",
                           "五位旅行者，每人一個任務：兩人一組，每組用一句話向全班介紹自己的旅行者。"),
                     Use(6, FIRST_TRAVELLERS),
                     T("The traveller tiles, one at a time.", "旅行者板塊，一次一張。")),
                Step(6, T("Discussion questions 1 and 2.", "討論問題 1 和 2。")),
            ),
            questions=(
                Question(T("You arrive first and see the meals: which do you eat? Everyone "
                           "chooses.", "你最先到達，看到膳食卡：吃哪一份？每個人選一份。"),
                         5, "first-arrival", "poll",
                         T("Every meal is worth 6 points: the cheapest keeps the most coins.",
                           "每份膳食都是 6 分：最便宜的那份留下最多錢。")),
                Question(T("Satsuki has two coins: how does she eat the dearest meal? Ask "
                           "the bot.",
                           "Satsuki 只有兩塊錢：她怎樣吃到最貴的膳食？問問電腦。"),
                         6, "satsuki", "best",
                         T("Reach the inn and accept her free meal: one meal an inn, the free "
                           "one or a bought one.",
                           "到達旅店，接受免費膳食：每個旅店只有一份，免費的那份或買的那份。")),
            ),
            fast=(
                Aid(T("Another traveller's task, without hints.",
                      "不用提示，做另一位旅行者的任務。"),
                    Use(6, OTHER_TRAVELLERS[:2])),
            ),
            slow=(
                Aid(T("Repeat lesson 5's quiz questions on meals; use the hint that "
                      "highlights the meals you can pay for.",
                      "再做第 5 課關於膳食的題目；用會標出「付得起的膳食」的提示。"),
                    Use(5, ("q-drawn", "q-second-meal", "q-twice", "q-meal-points"))),
            ),
        ),
        Period(
            title=T("The other travellers and the end", "後五位旅行者與遊戲結束"),
            goal=T("Pupils know all ten travellers, the achievements and the final scoring.",
                   "學生認識十位旅行者，知道成就卡和最後怎麼計分。"),
            steps=(
                Step(2, T("Recap: the five travellers of last period, one sentence each.",
                          "複習：上一節的五位旅行者，每位一句話。")),
                Step(12, T("The other five travellers, in pairs as before.",
                           "另外五位旅行者，和上一節一樣兩人一組。"),
                     Use(6, OTHER_TRAVELLERS)),
                Step(3, T("Quiz on the abilities.", "旅行者能力的小測驗。"),
                     Use(6, ("q-mitsukuni", "q-zenemon", "q-kinko"))),
                Step(10, T("The end: tasks 1-3 from a real game; the achievements.",
                           "遊戲結束：任務 1 到 3，取自一局真實對局；成就卡。"),
                     Use(7, ("gourmet", "collector", "temple-race"))),
                Step(8, T("Fill in the score sheet; pupils without a computer use the "
                          "worksheet.",
                          "填寫計分表；沒有電腦的學生用學習單。"),
                     Use(7, ("final-sheet",)),
                     T("The score sheet, the board's own sheet hidden.",
                       "計分表；圖板本身的計分表先不要給學生看。")),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。")),
            ),
            questions=(
                Question(T("Blue has one coin, Red four on the temple. Where does Blue go to "
                           "tie the temple ranking? Everyone chooses.",
                           "藍方有一塊錢，紅方在寺廟上有四塊。藍方要停哪裡，才能在寺廟排名追平紅方？"
                           "每個人選一步。"),
                         7, "temple-race", "poll",
                         T("The ranking counts coins, not visits: Blue needs a temple with "
                           "the coin in hand.",
                           "寺廟排名比的是錢，不是次數：藍方要帶著手上的錢去停寺廟。")),
                Question(T("Blue arrives first at Edo: which meal makes the gourmet "
                           "achievement Blue's alone? Ask the bot.",
                           "藍方最先到達江戶：吃哪一份膳食，美食成就才只屬於藍方？問問電腦。"),
                         7, "gourmet", "best",
                         T("Count each traveller's meal total: after the right meal nobody can "
                           "reach Blue's, whatever is left for them; with a tie both would "
                           "get the card.",
                           "把每位旅行者的美食總額算一算：吃對了，剩下的膳食誰吃都追不上藍方；"
                           "如果平手，兩人都拿到成就卡。")),
            ),
            fast=(
                Aid(T("The quiz questions on the bather and chatterbox achievements.",
                      "溫泉成就和邂逅成就的題目。"),
                    Use(7, ("q-bather", "q-chatterbox", "q-collector"))),
            ),
            slow=(
                Aid(T("Fill in the score sheet again with the board's sheet shown, one line "
                      "at a time.", "打開圖板的計分表對照，一行一行再填一次。"),
                    Use(7, ("final-sheet",))),
            ),
        ),
        Period(
            title=T("What if, and a game against bots", "「如果這樣走呢？」與和電腦下一局"),
            goal=T("Pupils compare stops by playing many games on, and play a whole game.",
                   "學生會用模擬很多局的方式比較要停的位置，並下完一整局。"),
            steps=(
                Step(2, T("Recap: the achievements.", "複習：成就卡。")),
                Step(8, T("The explorer: predict aloud where to stop, then run it.",
                          "探索工具：先口頭預測要停哪裡，再執行模擬。"),
                     Use(8, ("explore", "q-now", "q-options")),
                     T("The explorer's chart.", "探索工具的圖表。")),
                Step(25, T("A whole game against the normal bot, three or four players.",
                           "和「普通」電腦下一整局，三到四位玩家。"),
                     Use(12, ("game",))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"),
                     Use(8, ("q-jump",))),
            ),
            questions=(
                Question(T("Turn 46 of a real game: Blue leaves the second inn. Where should "
                           "Blue stop? Everyone chooses.",
                           "真實對局第 46 回合：藍方離開第二個旅店。藍方該停哪裡？每個人選一步。"),
                         8, "q-options", "poll",
                         T("Count the choices first, then weigh coins, sets and who moves "
                           "next; a long jump gives the others many turns in a row.",
                           "先數有幾個位置可以選，再比較錢、紀念品的套和下一個移動的是誰；"
                           "跳得太遠，其他人就能在後面連續走很多次。")),
                Question(T("Turn 72 of a real game, Blue has one coin: where would the bot "
                           "stop?", "真實對局第 72 回合，藍方只有一塊錢：電腦會停哪裡？"),
                         8, "q-now", "best",
                         T("Compare the points now with what the stop leads to; the explorer "
                           "and the bot may disagree with the first impression.",
                           "比較這一步馬上得的分和之後的發展；探索工具和電腦可能和第一印象不同。")),
            ),
            fast=(
                Aid(T("The variants: the initiatory journey and the return trip.",
                      "變體：啟蒙之旅和回程。"),
                    Use(10, ("initiatory", "return-trip", "gastronomy"))),
                Aid(T("A game against the strong bot, with five players.",
                      "和「高手」電腦下一局，五位玩家。"), Use(12, ("game", "q-five-meals"))),
            ),
            slow=(
                Aid(T("Two players against the beginner bot; Best moves when stuck.",
                      "兩位玩家，和「入門」電腦下；不知道怎麼走時按「最佳著法」。"),
                    Use(12, ("game",))),
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
                     Use(11, ("kyoto-to-inn-1", "keep-one", "inn-1-to-inn-2", "mountain",
                              "inn-2-to-inn-3", "refill", "inn-3-to-edo")),
                     T("The replay, turn by turn.", "重播，一回合一回合。")),
                Step(10, T("Two players: the neutral traveller, tasks 1-3.",
                           "兩人遊戲：中立旅行者，任務 1 到 3。"),
                     Use(9, ("neutral-temple", "block", "neutral-inn"))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"),
                     Use(11, ("q-predict-62",))),
                Step(5, T("Sources and assumptions: one assumption, its option; quiz "
                          "question 4.",
                          "資料來源與假設：介紹一個假設和它的選項；做小測驗第 4 題。"),
                     Use(13, ("q-empty",))),
            ),
            questions=(
                Question(T("Turn 62: where did the real player stop? Everyone predicts.",
                           "第 62 回合：真實對局的玩家停在哪裡？每個人預測。"),
                         11, "q-predict-62", "poll",
                         T("Reasons count more than guessing right: coins, the sets of "
                           "souvenirs, who moves next.",
                           "說得出理由比猜中更重要：錢、紀念品的套、下一個移動的是誰。")),
                Question(T("Red has no coins left. Where does Blue put the neutral "
                           "traveller? Ask the bot.",
                           "紅方沒有錢了。藍方把中立旅行者移到哪裡？問問電腦。"),
                         9, "block", "best",
                         T("On the farm ahead of Red: it blocks Red's sure income.",
                           "停在紅方前面的農田：擋住紅方穩定賺錢的地方。")),
            ),
            fast=(
                Aid(T("The replay's quiz: who moves at turn 5, the sea at turn 55.",
                      "重播的小測驗：第 5 回合誰移動、第 55 回合的海。"),
                    Use(11, ("q-turn-5", "q-sea", "q-free-meal"))),
                Aid(T("Lesson 13's other assumptions.", "第 13 課其他的假設。"),
                    Use(13, ("q-two-meals", "q-engine-rows"))),
            ),
            slow=(
                Aid(T("Lesson 9's quiz: who moves the neutral traveller, and where it "
                      "starts.", "第 9 課的小測驗：誰替中立旅行者移動、它從哪裡出發。"),
                    Use(9, ("q-mover", "q-start"))),
            ),
        ),
    ),
)
