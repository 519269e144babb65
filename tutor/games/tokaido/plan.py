"""Tokaido as eight class periods of 40 minutes: seven with the lessons (their cores, the
sources lesson for the teacher only) and one at the table with the real game.

Period 1: the journey and moving (lessons 1-2); 2: villages, farms and temples (3-4); 3:
panoramas, hot springs and encounters (5-7); 4: inns and the travellers at the inns (8-9);
5: the travellers on the road and the end (10-11); 6: three turns, then a whole game
against bots (12-13); 7: a real game turn by turn, and two players (17, 15); 8: the real
game at the table, the score sheet as checker. Lesson 14 (the what-if explorer) and lesson
16 (the variants) are for pupils who finish early. Each lesson's core is for everyone; its
「進階」 part is for those who want more.
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
from .state import TokaidoState as State


def _achievements_by_three(s: State) -> bool:
    """Whether every player's achievements are worth 3 points each."""
    return all(points["achievements"] % 3 == 0 for points in s.scores().points)


def _mover(s: State) -> int:
    return s.current_player()


PLAN = ClassPlan(
    game="tokaido",
    intro=T(
        "Seven periods with the lessons, then one at the table. One idea a lesson. The one rule to "
        "repeat every period: the traveller "
        "furthest behind on the road moves next. Each lesson has a core for everyone and a "
        "「進階」 part after it (double stops, the leftovers, a guide showing a completed "
        "panorama, Zen-emon...) for pupils who want more. Print lessons 9 and 10's worksheets "
        "(the ten travellers) for periods 4-5: pupils like to keep their traveller's card in "
        "front of them. The travellers' Chinese names are the tutor's, since the sources give "
        "only romanised names: each Japanese name in the kanji it most plausibly stands for "
        "(Hiroshige 廣重, the painter of the Tokaido prints; Mitsukuni 光國, the old lord of "
        "Mito). The tile prints the romanised name, which the lessons write once beside the "
        "Chinese one (琴古（Kinko）); the sources lesson says so.",
        "前七節用課程，最後一節在桌上玩實體遊戲；每課一個重點。每一節都要再說一次的規則："
        "道路上最後面的旅行者先移動。"
        "每一課都有全班都要學的核心，後面的「進階」（雙格位置、剩下的膳食卡、案內人畫的全景畫"
        "已經完成時、善右衛門……）留給想多學的學生。第 4、5 節可以印第 9、10 課的學習單"
        "（十位旅行者），學生喜歡把自己的旅行者放在面前對照。旅行者的中文名字是本教學取的："
        "資料只有羅馬拼音名字，所以把每個日文名字寫成它最可能的漢字（廣重（Hiroshige）是畫東海道"
        "浮世繪的畫家；光國（Mitsukuni）是水戶的老爺）。板塊上印的是羅馬拼音，課程在中文名字旁邊"
        "寫一次（琴古（Kinko））；資料來源與假設那一課有說明。"),
    prepare=Prepare(
        devices=T(
            "One tablet or laptop per pupil (one per pair for younger pupils), charged, with a "
            "recent browser.",
            "每位學生一台平板或筆電（低年級兩人一台），充好電，瀏覽器是新版。"),
        access=SITE_ACCESS,
        projector=PROJECTOR,
        printing=T(
            "Per pupil: the worksheets of lessons 9 and 10 (the ten travellers) for periods "
            "4-5, one score sheet for period 8; the answer keys for you.",
            "每位學生：第 9、10 課的學習單（十位旅行者），第 4、5 節用；第 8 節用的計分表一張；"
            "解答老師自己留著。"),
        box=T(
            "Tokaido is for 2 to 5 players: one box per three to five pupils for period 8 "
            "(five boxes for a class of 20). A whole game takes longer than a period: the "
            "tables play to minute 29, stop at the next inn, and score as if the journey "
            "ended there.",
            "東海道可供 2 到 5 位玩家進行：第 8 節每三到五位學生一盒（20 人的班要 5 盒）。"
            "一整局比一節課長：各桌下到第 29 分，走到下一個旅店就停，當作旅程在那裡結束來計分。"),
        setup=(
            T("The board in the middle of the table; the achievement cards face up beside "
              "it.", "遊戲版圖放在中央；成就卡正面朝上放在版圖旁。"),
            T("Shuffle the meal, souvenir, encounter and hot spring cards: four face-down "
              "decks.",
              "膳食卡、紀念品卡、邂逅卡和溫泉卡各自洗混，正面朝下疊成四疊。"),
            T("Sort the panoramas by kind (sea, mountain, paddy) and stack each by value, 1 "
              "on top, on its place.",
              "全景畫依類型（海、山、田）分類，依數值疊好，1 在最上面，放在對應的位置。"),
            T("The coins beside the board: the bank.", "錢幣放在版圖旁當作銀行。"),
            T("Each player takes a traveller pawn and the marker and token of its colour; the "
              "marker goes on 0 of the score track.",
              "每位玩家拿一個旅行者指示物，以及同顏色的計分標記和顏色標記；計分標記放在得分 0。"),
            T("Each player draws 2 traveller tiles at random, keeps one face up with the "
              "colour token in its hole, and returns the other to the box unseen.",
              "每位玩家隨機拿 2 個旅行者板塊，選一個正面朝上留下，把顏色標記放進板塊的洞；"
              "另一個不公開地放回盒子。"),
            T("Each player takes the coins shown at the top right of the kept tile.",
              "每位玩家拿取留下的旅行者板塊右上角標示的錢。"),
            T("All traveller pawns in a random order on the line of the first inn, Kyoto; "
              "with two players, add the neutral traveller.",
              "所有旅行者指示物以隨機順序排在第一個旅店（京都）那條線上；兩人遊戲時，"
              "加入中立旅行者。"),
        ),
        source="002_b06c0eb6fbe514ea.txt 設置",
    ),
    grouping=T(
        "Periods 1-3: each pupil on a device, neighbours of a similar pace side by side. "
        "Periods 4-5: pairs, each pair learns one traveller and explains it to the class. "
        "Period 6: each against the bots. Period 8: three to five per box, mixed, one pupil "
        "who knows the rules well at each table; keep two-player tables for pupils who did "
        "lesson 15.",
        "第 1–3 節：每人一台裝置，進度相近的學生坐在一起。第 4、5 節：兩人一組，每組學一位旅行者，"
        "再向全班介紹。第 6 節：每人和電腦下。第 8 節：每盒三到五位學生，程度混合，每桌安排一位熟悉"
        "規則的學生；兩人的桌子留給做過第 15 課的學生。"),
    younger=Younger(
        skip=(
            Aid(T("Lessons 9 and 10, the travellers' abilities: play with the initiatory "
                  "journey instead (no traveller tiles, 7 coins each; the variants lesson "
                  "shows it).",
                  "第 9、10 課（旅行者的能力）：改玩「啟蒙之旅」變體（不用旅行者板塊，每人 7 "
                  "塊錢；變體那一課有示範）。"), Use(9)),
            Aid(T("Lesson 10 too: in the initiatory journey no traveller has an ability.",
                  "第 10 課也略過：啟蒙之旅裡，旅行者都沒有能力。"), Use(10)),
            Aid(T("Lesson 17, the real game turn by turn: long to read; give period 7 to a "
                  "second game against the beginner bot.",
                  "第 17 課（一步步看真實對局）：要讀的字多；第 7 節改成和「入門」電腦再下一局。"),
                Use(17)),
            Aid(T("Lesson 2's going-further part (double stops), and every other lesson's.",
                  "第 2 課的進階部分（雙格位置），以及其他每一課的進階部分。"),
                Use(2, ("side-place",))),
        ),
        read_aloud=T(
            "Read every task's goal and quiz question aloud; name the kind of each stop as "
            "the class points at it on the projector (village, farm, temple, panorama, hot "
            "spring, encounter, inn).",
            "把每個任務的目標和每一題小測驗唸出來；全班在投影上指著每個位置時，說出它是哪一種"
            "（村莊、農田、寺廟、全景畫、溫泉、邂逅、旅店）。"),
        pairs=T(
            "Two pupils per device: one says where to stop and why, the other clicks; swap "
            "at each task. At the table, pairs play as one traveller.",
            "兩人一台裝置：一人說要停在哪裡、為什麼，另一人點選；每個任務交換。"
            "在桌上時，兩人合當一位旅行者。"),
    ),
    left_out={
        18: T("Read it before period 4: where each rule comes from, the travellers' "
              "Chinese names, the readings the tutor chose and their options.",
              "第 4 節之前先讀：每條規則的出處、旅行者的中文名字、本教學選擇的讀法和它們的選項。"),
        14: T("The what-if explorer compares two stops by playing many games on: give it to "
              "pupils who finish early (period 6), with its quiz.",
              "探索工具用模擬很多局的方式比較兩個停留位置：留給學得快的學生（第 6 節），"
              "並搭配它的小測驗。"),
        16: T("The variants (the initiatory journey, the return trip, gastronomy, "
              "preparations) change the setup, not the rules the class needs: give the "
              "lesson to pupils who finish early (period 6). Its Preparations coins follow "
              "the list of the Chinese rules sheet you hand out, place by place for any "
              "number of players (with three: +2, +1, 0 from the front of the queue, so the "
              "first to leave keeps his coins); the rulebook gives 2 and 3 players only in a "
              "picture, and a fan engine's rows (-1, 0, +1) are an option (the sources "
              "lesson).",
              "變體（啟蒙之旅、回程、美食、準備）改的是遊戲的準備，不是全班必須學的規則："
              "留給學得快的學生（第 6 節）。它的「準備」變體照您發給學生的中文規則摘要，"
              "依隊伍位置套用在任何人數（三人時從隊伍最前面起 +2、+1、0，所以第一個出發的錢"
              "不變）；規則書對 2、3 人只有圖片，一個粉絲引擎的數字（-1、0、+1）是一個選項"
              "（資料來源與假設那一課）。"),
    },
    periods=(
        Period(
            title=T("The journey and moving", "旅程與移動"),
            goal=T("Pupils know the goal and move the traveller furthest behind, as far "
                   "as the rules allow.",
                   "學生知道遊戲目標，並會移動最後面的旅行者，在規則允許的範圍內往前走。"),
            steps=(
                Step(2, T("Show the road from Kyoto to Edo; read the goal: the most points "
                          "at Edo.",
                          "展示從京都到江戶的道路，讀遊戲目標：到江戶時分數最多。"),
                     Use(1, ("start",)),
                     T("The start, Present.", "開局，按「投影」。")),
                Step(9, T("Task 1 together (keep a traveller tile), tasks 2-4 alone: coins, a "
                          "first point, souvenirs.",
                          "任務 1 全班一起做（留下一個旅行者板塊），任務 2 到 4 自己做：錢、"
                          "第一分、"
                          "紀念品。"),
                     Use(1, ("keep-a-traveller", "coins-first", "first-point", "souvenirs"))),
                Step(3, T("Quiz aloud: the purse, who leaves first, how to win.",
                          "口頭做小測驗：錢包、誰先出發、怎樣獲勝。"),
                     Use(1, ("q-purse", "q-first", "q-win"))),
                Step(10, T("Moving: tasks 1 and 2. The traveller furthest behind moves next, "
                           "even one who has just moved; nobody passes an inn.",
                           "移動：任務 1 和 2。最後面的旅行者先移動，就算他剛剛才移動過；"
                           "誰都不能越過旅店。"),
                     Use(2, ("move-again", "farthest")),
                     T("Lesson 2, task 1: who is furthest behind?",
                       "第 2 課任務 1：誰在最後面？")),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
                Step(3, T("Lesson 2's quiz together.", "一起做第 2 課的小測驗。"),
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
                           "走得遠會錯過很多位置；留在後面能多走幾次。"
                           "電腦的勝算會說出各自的代價。")),
            ),
            exit=Exit(T("Who moves next?", "下一個移動的是誰？"),
                      T("The traveller furthest behind on the road, even one who has just "
                        "moved.",
                        "道路上最後面的旅行者，就算他剛剛才移動過。"),
                      evidence=(Evidence(1, "q-first", 2),
                                Evidence(2, "move-again", 0, ask=_mover, moves=("solution",)))),
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
                Step(11, T("Villages: tasks 1-3. Souvenirs of different kinds in one set score "
                           "more.",
                           "村莊：任務 1 到 3。同一套裡不同類型的紀念品，分數比較高。"),
                     Use(3, ("best-buy", "more-points", "keep-a-coin")),
                     T("Lesson 3, task 1: the three cards drawn.",
                       "第 3 課任務 1：抽出的三張卡。")),
                Step(3, T("Quiz: how many points five souvenirs make.",
                          "小測驗：五張紀念品得幾分。"),
                     Use(3, ("q-buy-nothing", "q-set-points", "q-haori"))),
                Step(8, T("Farms and temples: tasks 1-3.", "農田與寺廟：任務 1 到 3。"),
                     Use(4, ("no-coin", "give-all", "keep-two"))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
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
            exit=Exit(T("In one set of souvenirs, how many points do the first, second, third "
                        "and fourth card score?",
                        "同一套紀念品裡，第一、二、三、四張各得幾分？"),
                      T("1, 3, 5 and 7: one card of each kind per set.",
                        "1、3、5、7 分；每一套中每種類型只能有一張。"),
                      evidence=(Evidence(3, "q-haori", 5, says=True),
                                Evidence(3, "q-set-points", 17))),
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
                          "複習：村莊、農田和寺廟各給什麼。")),
                Step(9, T("Panoramas: tasks 1-3; the first to complete one takes an "
                          "achievement.",
                          "全景畫：任務 1 到 3；第一個完成的人拿成就卡。"),
                     Use(5, ("complete", "closed", "best-section")),
                     T("Lesson 5, task 1.", "第 5 課任務 1。")),
                Step(6, T("Hot springs: tasks 1-3.", "溫泉：任務 1 到 3。"),
                     Use(6, ("sure-points", "broke-points", "catch-up"))),
                Step(8, T("Encounters: the demonstration, then tasks 1 and 2.",
                          "邂逅：先看示範，再做任務 1 和 2。"),
                     Use(7, ("meetings", "meet-and-move", "miko-luck")),
                     T("The demonstration of the encounters.", "邂逅的示範。")),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
                Step(2, T("Lesson 7's quiz aloud (the encounters).",
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
            exit=Exit(T("How do you collect a panorama, and what happens once it is complete?",
                        "全景畫怎麼收集？完成之後呢？"),
                      T("Each stop takes the next card of that kind (1, then 2, then 3...) and "
                        "scores its number; once complete you may not stop there again.",
                        "每停一次就拿那一種的下一張（先 1，再 2、3……），得到卡上數字的分數；"
                        "完成之後就不能再停在那種位置。"),
                      evidence=(Evidence(5, "q-sea-card", 1, says=True),
                                Evidence(5, "q-closed", False))),
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
                Step(2, T("Recap: what each stop gives; everyone stops at every inn.",
                          "複習：每個位置給什麼；每個人都要停在每一個旅店。")),
                Step(10, T("Inns: tasks 1-3. The first to arrive draws the meals; nobody eats "
                           "the same meal twice.",
                           "旅店：任務 1 到 3。最先到達的人抽膳食卡；同一種膳食不能吃兩次。"),
                     Use(8, ("first-arrival", "later-arrival", "never-twice")),
                     T("Lesson 8, task 1.", "第 8 課任務 1。")),
                Step(3, T("Quiz: who knows the meals left?", "小測驗：誰知道剩下哪些膳食？"),
                     Use(8, ("q-drawn", "q-who-knows", "q-twice"))),
                Step(12, T("Five travellers, one task each: pupils in pairs, each pair "
                           "explains one traveller to the class.",
                           "五位旅行者，每位一個任務：學生兩人一組，每組向全班介紹一位旅行者。"),
                     Use(9, ("hiroshige", "chuubei", "kinko", "satsuki", "yoshiyasu"))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
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
            exit=Exit(T("At an inn, what does the first traveller to arrive do, and how many "
                        "meals may each traveller buy?",
                        "到旅店時，最先到的旅行者做什麼？每位旅行者可以買幾份膳食？"),
                      T("Draws the meal cards (one more than the players); each buys at most "
                        "one meal there, never one already eaten.",
                        "抽膳食卡（比玩家人數多一張）；每人在每個旅店最多買一份，"
                        "已經吃過的膳食不能再買。"),
                      evidence=(Evidence(8, "q-drawn", 4), Evidence(8, "q-four", 5),
                                Evidence(8, "q-twice", False),
                                Evidence(8, "q-second-meal", False))),
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
                Step(8, T("Four more travellers, in pairs as before.",
                          "再認識四位旅行者，和上一節一樣兩人一組。"),
                     Use(10, ("mitsukuni", "sasayakko", "hirotada", "umegae"))),
                Step(2, T("Quiz on the abilities.", "旅行者能力的小測驗。"),
                     Use(10, ("q-mitsukuni", "q-umegae", "q-hirotada"))),
                Step(10, T("The end: tasks 1-3 from a real game; the achievements.",
                           "遊戲結束：任務 1 到 3 來自一局真實對局；成就卡。"),
                     Use(11, ("gourmet", "collector", "temple-race"))),
                Step(5, T("Fill in the score sheet; pupils without a computer use the "
                          "worksheet.",
                          "填寫計分表；沒有電腦的學生用學習單。"),
                     Use(11, ("final-sheet",)),
                     T("The score sheet, its board's sheet hidden.",
                       "計分表；圖板本身的計分表先不要給學生看。")),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
            ),
            questions=(
                Question(T("Blue has one coin, Red four on the temple. Where does Blue go to "
                           "tie the temple ranking? Everyone chooses.",
                           "藍方有一塊錢，紅方在寺廟上有四塊。藍方要停哪裡，"
                           "才能在寺廟排名追平紅方？"
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
            exit=Exit(T("At the end, what is added to the points scored on the way?",
                        "遊戲結束時，除了路上得到的分數，還要加上什麼？"),
                      T("The end achievements (gourmet, bather, chatterbox, collector: 3 "
                        "points each, shared on a tie) and the temple ranking's bonus.",
                        "結束時的成就卡（美食、溫泉、邂逅、紀念品，各 3 分，平手都得），"
                        "以及寺廟捐獻排名的獎勵。"),
                      evidence=(Evidence(11, "q-green-bonus", 7), Evidence(11, "q-bather", 0),
                                Evidence(11, "final-sheet", True, ask=_achievements_by_three),
                                Evidence(11, "q-end", 0))),
            fast=(
                Aid(T("Lesson 10's 「進階」 part: Zen-emon.", "第 10 課的「進階」：善右衛門。"),
                    Use(10, ("zenemon", "q-zenemon"))),
                Aid(T("Lesson 11's 「進階」 quiz: the Gourmet total, the chatterbox, the end.",
                      "第 11 課的「進階」小測驗：美食總額、邂逅成就、遊戲結束。"),
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
                Step(7, T("Three turns against the beginner bot, a goal for each.",
                          "和「入門」電腦下三步，每一步一個目標。"),
                     Use(12, ("turn-1", "turn-2", "turn-3"))),
                Step(18, T("A whole game against the normal bot, three players. Not finished "
                           "by the bell: compare the score tracks as they stand.",
                           "和「普通」電腦下一整局，三位玩家。下課前沒下完：比較當時的分數。"),
                     Use(13, ("game",))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
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
            exit=Exit(T("Go far, or stop close and move again: what decides?",
                        "要走遠，還是停近一點再走一次？怎麼決定？"),
                      T("Stopping close often lets you move again (the last one moves); going "
                        "far takes a stop before the others, but then you wait.",
                        "停近一點常常能再走一次（最後面的人先動）；走遠可以先搶到位置，"
                        "但之後要等別人。"),
                      evidence=(Evidence(12, "q-next", 1),
                                Evidence(2, "move-again", 0, ask=_mover, moves=("solution",)))),
            fast=(
                Aid(T("The what-if explorer (lesson 14).", "探索工具（第 14 課）。"),
                    Use(14, ("explore", "q-now", "q-options"))),
                Aid(T("The variants (lesson 16).", "變體（第 16 課）。"),
                    Use(16, ("initiatory", "return-trip", "gastronomy"))),
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
            title=T("A real game, and two players", "真實對局與兩人遊戲"),
            goal=T("Pupils follow a real game, predict its moves, and know how two play "
                   "with the neutral traveller.",
                   "學生能跟著一局真實對局預測著法，也知道兩人遊戲怎麼使用中立旅行者。"),
            steps=(
                Step(2, T("Recap: the last traveller moves.", "複習：最後面的旅行者移動。")),
                Step(17, T("The real game, inn to inn: stop before each task and let the "
                           "class predict the player's stop.",
                           "真實對局，一個旅店接一個旅店：每個任務前先停下來，"
                           "讓全班預測玩家停在哪裡。"),
                     Use(17, ("kyoto-to-inn-1", "keep-one", "inn-1-to-inn-2", "mountain",
                              "inn-2-to-inn-3", "refill", "inn-3-to-edo")),
                     T("Lesson 17, stepped through on the projector.",
                       "在投影上一步步播放第 17 課。")),
                Step(8, T("Two players: the neutral traveller, tasks 1 and 2.",
                          "兩人遊戲：中立旅行者，任務 1 和 2。"),
                     Use(15, ("neutral-temple", "block"))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
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
            exit=Exit(T("In a two-player game, who moves the neutral traveller, and when?",
                        "兩人遊戲時，中立旅行者什麼時候移動？由誰替它移動？"),
                      T("When it is furthest behind, like any traveller; the player in front "
                        "moves it.",
                        "和每位旅行者一樣，在最後面時移動；由位置最前面的玩家替它移動。"),
                      evidence=(Evidence(15, "q-mover", 0), Evidence(15, "q-start", 0))),
            fast=(
                Aid(T("Lesson 17's 「進階」: the sea at turn 55, Kinko's free meal at Edo.",
                      "第 17 課的「進階」：第 55 回合的海、琴古在江戶的免費膳食。"),
                    Use(17, ("q-sea", "q-free-meal"))),
                Aid(T("Lesson 15's 「進階」: the neutral traveller at an inn.",
                      "第 15 課的「進階」：中立旅行者到達旅店。"),
                    Use(15, ("neutral-inn", "q-meals"))),
            ),
            slow=(
                Aid(T("Lesson 15's quiz: who moves the neutral traveller, and where it "
                      "starts.", "第 15 課的小測驗：誰替中立旅行者移動、它從哪裡出發。"),
                    Use(15, ("q-mover", "q-start"))),
            ),
        ),
        Period(
            title=T("The real game at the table", "在桌上玩實體遊戲"),
            goal=T("Pupils set up the real box, travel with its cards and coins, and score "
                   "the journey themselves.",
                   "學生能自己設置實體遊戲、用真的卡片和錢幣旅行，並自己計分。"),
            start=T("Start-up: each table sets up its box by the checklist (decks, panoramas, "
                    "bank, two traveller tiles each, coins, pawns at Kyoto); the teacher "
                    "checks each table.",
                    "開始：每桌依照檢查表設置（四疊卡、全景畫、銀行、每人兩個旅行者板塊、起始金錢、"
                    "指示物排在京都）；老師逐桌檢查。"),
            table=True,
            steps=(
                Step(5, T("A teaching round at one table, the class around it: the last "
                          "traveller moves, takes the stop's effect, then the new last one "
                          "moves.",
                          "全班圍著一桌看老師帶一輪：最後面的旅行者移動、得到位置的效果，"
                          "再換新的最後一位移動。")),
                Step(19, T("Each table travels on to minute 29, then stops at the next inn. "
                           "The tutor is only the referee: a rule question is settled by the "
                           "lesson that taught it, shown on the projector; no device at the "
                           "tables.",
                           "各桌下到第 29 分，走到下一個旅店就停。電腦只當裁判：有規則的疑問時，"
                           "在投影上打開教這條規則的那一課來判斷；桌上不放裝置。")),
                Step(8, T("Each table scores as if the journey ended there: the score track, "
                          "the end achievements, the temple ranking; the teacher projects "
                          "lesson 11's score sheet and checks one table with the class.",
                          "各桌當作旅程在那裡結束來計分：分數軌、結束時的成就卡、寺廟捐獻排名；"
                          "老師投影第 11 課的計分表，和全班一起核對一桌。"),
                     Use(11, ("final-sheet",)),
                     T("Lesson 11's score sheet.", "第 11 課的計分表。")),
            ),
            questions=(),
            exit=Exit(T("Who won at your table, and what gave the winner the most points?",
                        "你們那一桌誰獲勝？他哪一項得分最多？"),
                      T("A name and a part of the score named right: souvenir sets, "
                        "panoramas, meals, hot springs, encounters, achievements or the "
                        "temple.",
                        "說出名字，並正確說出得分最多的一項：紀念品套組、全景畫、膳食、溫泉、"
                        "邂逅、成就卡或寺廟。")),
            fast=(
                Aid(T("Keep the score track of a slower table as a helper.",
                      "當小幫手，替進度慢的一桌記分數軌。")),
            ),
            slow=(
                Aid(T("Play in pairs, one pair as one traveller, the stops' effects read "
                      "aloud.",
                      "兩人合當一位旅行者，每個位置的效果都唸出來。")),
            ),
        ),
    ),
)
