"""Cartography as five class periods of 40 minutes: four with the lessons (their cores, the
sources lesson for the teacher only) and one at the table with the real game.

Period 1: the map and its tiles (lessons 1-2); 2: stones, liberties and capture (3-4);
3: ko and the end of the game (5-6); 4: what if, and a game against a bot (7-8); 5: the real
game at the table, the tutor's score sheet as referee.
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
from .state import CartographyState as State


def _over(s: State) -> bool:
    return s.is_terminal()


def _no_stone_allowed(s: State) -> bool:
    """Whether the player may end the turn without a stone (No stone)."""
    return bool(s.check("no stone"))


def _a_point_a_stone(s: State) -> bool:
    """Whether each player's total is their stones on the map plus the stones they
    captured, one point each."""
    totals = s.scores().totals
    return all(totals[p] == sum(1 for o in s.stones if o == p) + s.prisoners[p]
               for p in range(len(totals)))


def _captured(s: State) -> int:
    """How many stones the last move captured."""
    return len(s.last_captured)


PLAN = ClassPlan(
    game="cartography",
    intro=T(
        "Four periods with the lessons, then one at the table. Pupils who play Go will "
        "recognise liberties and capture: let them explain, then show what the walls change. "
        "Each lesson has a core, for everyone, and a going-further part for pupils who finish "
        "early. The lessons name the six tiles by their walls (plain, one stub, two stubs, "
        "halved, corner, three-way) and point at places with numbered markers.",
        "前四節用課程，最後一節在桌上玩實體遊戲。會下圍棋的學生一看就懂「氣」和「捕捉」：請他們先"
        "說明，老師再指出牆帶來的不同。每一課都有人人要學的基本部分，和給先做完的學生的進階部分。"
        "課程用牆的樣子替六種板塊取名（空白、短牆、雙短牆、對半、切角、三岔板塊），並用圖板上的"
        "數字標記指出地點。"),
    prepare=Prepare(
        devices=T(
            "One tablet or laptop per pupil (one per pair for younger pupils), charged, with a "
            "recent browser; a mouse helps on a laptop: the tiles are small.",
            "每位學生一台平板或筆電（低年級兩人一台），充好電，瀏覽器是新版；筆電最好接滑鼠，"
            "板塊比較小。"),
        access=SITE_ACCESS,
        projector=PROJECTOR,
        printing=T(
            "Per pupil: the worksheet of lessons 3-4 (homework after period 2) and one score "
            "sheet for period 5; the answer keys for you.",
            "每位學生一份第 3、4 課的學習單（第 2 節之後的作業），和第 5 節用的計分表一張；"
            "解答老師自己留著。"),
        box=T(
            "Cartography is a two-player game: one set per two pupils for period 5. It was a "
            "crowdfunded prototype; without enough boxes, a set is easy to make: 36 triangle "
            "tiles drawn on card (six plain ones for the start, five of each of the six kinds) "
            "and 30 Go stones of each colour.",
            "地圖學是兩人遊戲：第 5 節每兩位學生一套。它原本是集資的原型遊戲；盒數不夠時，"
            "自己做一套"
            "很容易：在厚紙上畫 36 個三角形板塊（6 個空白的當起始六邊形，六種板塊各 5 個），再拿"
            "圍棋的黑白棋子各 30 顆代替藍、橘兩色。"),
        setup=(
            T("Each player takes the stones of one colour: Blue or Orange, 30 each.",
              "每位玩家拿一種顏色的棋子：藍方或橘方，各 30 顆。"),
            T("In the middle of the table, six plain tiles round one point make the start "
              "hexagon.",
              "桌子中央用六個空白板塊圍著一點，拼成起始六邊形。"),
            T("The other tiles, sorted by kind, face up, within reach of both: the supply (five "
              "of each of the six kinds).",
              "其餘板塊依種類分開、正面朝上疊好，放在兩人都拿得到的地方：這是供應區（六種板塊各 5 "
              "個）。"),
            T("Choose the game's length: 5 tiles per player (about 20 minutes) for the class.",
              "選擇遊戲長度：上課時每位玩家打出 5 個板塊（約 20 分鐘）。"),
            T("Choose the start player; then play in turns.",
              "選一位起始玩家，之後輪流進行。"),
            T("A score sheet and a pencil: one point per stone on the map and per captured "
              "stone.",
              "計分表和鉛筆：地圖上的每顆棋子一分，捕捉的每顆棋子也一分。"),
        ),
        source="003_aa27acea8e4117cd.txt 遊戲設置",
    ),
    grouping=T(
        "Periods 1-3: each pupil on a device, neighbours of a similar pace side by side so "
        "they can compare answers; a pupil who plays Go sits next to one who does not. Period "
        "4: each against the bot. Period 5: two players per set, a pupil who did well in "
        "period 4 with one who needs help; an odd pupil keeps the score sheet of a table.",
        "第 1–3 節：每人一台裝置，進度相近的學生坐在一起，方便對答案；會下圍棋的學生坐在不會的"
        "學生旁邊。第 4 節：每人和電腦下。第 5 節：每套兩位玩家，第 4 節下得好的學生和需要幫忙的"
        "學生一組；多出一人時，請他替一桌記分。"),
    younger=Younger(
        skip=(
            Aid(T("Lesson 5, ko: tell the rule in one sentence (you may not take back at "
                  "once) and skip the lesson; a 5-tile game seldom meets a ko.",
                  "第 5 課（劫）：用一句話說規則（不能立刻捕捉回來）就好，略過這一課；每人 5 "
                  "個板塊的"
                  "對局很少遇到劫。"), Use(5)),
            Aid(T("Lesson 7, the explorer: its charts need more reading than eight-year-olds "
                  "enjoy; give the time to the game against the bot.",
                  "第 7 課（探索工具）：圖表要讀的字太多，八歲的學生不容易讀；"
                  "把時間留給和電腦下棋。"),
                Use(7)),
            Aid(T("Lesson 2's going-further part, and every other lesson's: the cores are "
                  "enough.",
                  "第 2 課的進階部分，以及其他每一課的進階部分：基本部分就夠了。"),
                Use(2, ("supply-out",))),
        ),
        read_aloud=T(
            "Read every task's goal and every quiz question aloud before pupils touch the "
            "board; point at the numbered marker on the projector as you read.",
            "學生動手前，把每個任務的目標和每一題小測驗唸出來；"
            "唸的時候，在投影畫面上指出數字標記。"),
        pairs=T(
            "Two pupils per device: one lays the tile, the other places the stone, and they "
            "swap at each task; both must agree before pressing.",
            "兩人一台裝置：一人放板塊，另一人放棋子，每個任務交換；兩人都同意了才按。"),
    ),
    periods=(
        Period(
            title=T("The map and its tiles", "地圖與板塊"),
            goal=T("Pupils play a whole turn: lay a tile whose walls match, then place a "
                   "stone or not.",
                   "學生能完成一個完整的回合：放一個牆能接上的板塊，再決定要不要放棋子。"),
            steps=(
                Step(2, T("Show the start hexagon and the supply; read the goal together.",
                          "展示起始六邊形和板塊供應區，一起讀遊戲目標。"),
                     Use(1, ("start",)),
                     T("The start position, Present.", "開局的地圖，按「投影」。")),
                Step(7, T("Task 1 together, task 2 alone: count the red dots (regions) "
                          "before and after.",
                          "任務 1 全班一起做，任務 2 自己做：放之前和放之後各數一次紅點（區域）。"),
                     Use(1, ("first-turn", "two-regions")),
                     T("Task 1: a tile, then a stone.", "任務 1：先放板塊，再放棋子。")),
                Step(3, T("Quiz aloud: the order of a turn, regions, points.",
                          "口頭做小測驗：回合的順序、區域、分數。"),
                     Use(1, ("q-turn", "q-regions", "q-points"))),
                Step(12, T("Placing tiles: the walls must continue across every edge. Task 1 "
                           "together, then tasks 2-3; rotate a tile before laying it.",
                           "放置板塊：每條邊的牆都要接得上。任務 1 一起做，再做任務 2、3；"
                           "放之前先旋轉板塊。"),
                     Use(2, ("continue-wall", "corner", "turn-to-fit")),
                     T("Lesson 2, task 1: where the wall meets the edge.",
                       "第 2 課任務 1：牆碰到邊的地方。")),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
                Step(3, T("Quiz: legal or not, thumbs up or down.",
                          "小測驗：合法嗎？大拇指向上或向下。"),
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
            exit=Exit(T("What are the two steps of a turn, in order?",
                        "一個回合有哪兩個步驟？順序是什麼？"),
                      T("First lay a tile whose walls match its neighbours, then place one "
                        "stone, or none.",
                        "先放一個牆和旁邊接得上的板塊，再放一顆棋子（也可以不放）。"),
                      evidence=(Evidence(1, "q-turn", 0), Evidence(2, "q-stone-first", False),
                                Evidence(1, "first-turn", True, ask=_no_stone_allowed,
                                         moves=("tile O3 at (0,1) rot 0",)))),
            fast=(
                Aid(T("Lesson 2's going-further part without hints; then its quiz.",
                      "不用提示做第 2 課的進階部分，再做它的小測驗。"),
                    Use(2, ("supply-out", "q-allotment"))),
            ),
            slow=(
                Aid(T("Repeat lesson 1's quiz; then, in the next lesson, use the second hint, "
                      "which highlights the slots that fit.",
                      "再做一次第 1 課的小測驗；下一課用第二步提示，它會標出放得進去的空位。"),
                    Use(1, ("q-turn", "q-regions", "q-points"))),
            ),
        ),
        Period(
            title=T("Stones, liberties and capture", "棋子、氣與捕捉"),
            goal=T("Pupils count a group's liberties through the walls and capture a "
                   "stone or a group.",
                   "學生能隔著牆數出一組棋子的氣，並捕捉一顆棋子或一整組。"),
            steps=(
                Step(2, T("Recap: a turn. New word: a liberty is an empty neighbouring "
                          "region; a wall cuts neighbours apart.",
                          "複習一個回合。新詞：「氣」是空的相鄰區域；牆會把區域隔開，不再相鄰。")),
                Step(10, T("Tasks 1-4; task 4 (behind a wall) is the surprise: let pupils "
                           "find why.",
                           "任務 1 到 4；任務 4（牆的後面）最出人意料：讓學生自己找原因。"),
                     Use(3, ("same-tile", "join", "atari", "behind-a-wall")),
                     T("Lesson 3, task 3: point at each liberty.",
                       "第 3 課任務 3：逐一指出每口氣。")),
                Step(3, T("The quiz aloud.", "口頭做小測驗。"),
                     Use(3, ("q-liberties", "q-no-liberty", "q-one-group"))),
                Step(9, T("Capture: the demonstration first (a wall can save a stone), then "
                          "tasks 1-4.",
                          "捕捉：先看示範（牆可以救一顆棋子），再做任務 1 到 4。"),
                     Use(4, ("wall", "first-capture", "capture-one", "two-stones",
                             "capture-group")),
                     T("The demonstration of the wall.", "牆的示範。")),
                Step(6, T("Discussion questions 1-3.", "討論問題 1 到 3。"), discuss=(1, 2, 3)),
                Step(2, T("Homework: the worksheets of this period's two lessons.",
                          "作業：這一節兩課的學習單。")),
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
                           "下在它的氣上，和它連成一組，這組就有新的氣；電腦也會考慮這一步還得到什"
                           "麼。")),
                Question(T("One stone captures two: where?", "一顆棋子捕捉兩顆：下在哪裡？"),
                         4, "two-stones", "poll",
                         T("On the last liberty the two orange stones share.",
                           "下在兩顆橘色棋子共用的最後一口氣上。")),
            ),
            exit=Exit(T("When is a stone captured? Which regions count as its liberties?",
                        "棋子什麼時候被捕捉？哪些區域算它的氣？"),
                      T("When its group has no empty neighbouring region left; a region on "
                        "the other side of a wall is not a neighbour.",
                        "它那一組再也沒有空的相鄰區域時；牆另一邊的區域不算相鄰。"),
                      evidence=(Evidence(3, "q-one-group", 1), Evidence(3, "q-corner", 0),
                                Evidence(4, "first-capture", 1, ask=_captured,
                                         moves=("solution",)))),
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
            goal=T("Pupils know why a ko cannot be retaken at once, that only two passes in "
                   "a row end the game, and how it is scored.",
                   "學生知道劫為什麼不能立刻捕捉回來、只有雙方連續跳過才會結束遊戲，也會計分。"),
            steps=(
                Step(2, T("Recap: capture. Show a ko: one stone takes one, back and forth, "
                          "again and again?",
                          "複習捕捉。展示一個劫：一顆吃一顆，來來回回一直下去？"),
                     Use(5, ("take-ko",)),
                     T("Lesson 5, task 1.", "第 5 課任務 1。")),
                Step(9, T("Tasks 1-3: take the ko, not yet, settle it.",
                          "任務 1 到 3：提劫、還不能捕捉回來、黏劫。"),
                     Use(5, ("take-ko", "not-yet", "settle"))),
                Step(3, T("Quiz: now or later?", "小測驗：現在，還是晚一點？"),
                     Use(5, ("q-now", "q-later", "q-one-for-one"))),
                Step(11, T("The end: only two passes in a row end the game. When the supply "
                           "empties the game goes on with stones only. Tasks 1-3, then fill "
                           "in the score sheet.",
                           "遊戲結束：只有雙方連續跳過，遊戲才結束；供應區空了，遊戲還沒結束，"
                           "繼續放置及捕捉棋子。先做任務 1 到 3，再填寫計分表。"),
                     Use(6, ("tiles-out", "end-now", "last-chance", "final-sheet")),
                     T("The score sheet, the board's own sheet hidden.",
                       "計分表；圖板本身的計分表先不要給學生看。"), board=("final-sheet",)),
                Step(5, T("Discussion questions 1-3.", "討論問題 1 到 3。"), discuss=(1, 2, 3)),
                Step(2, T("Quiz: ties.", "小測驗：平手。"),
                     Use(6, ("q-tie", "q-tie-orange"))),
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
            exit=Exit(T("The supply is empty. Is the game over? What ends it?",
                        "供應區空了，遊戲結束了嗎？什麼時候才結束？"),
                      T("Not over: players go on placing stones. It ends when both players "
                        "pass one after the other (neither a tile nor a stone).",
                        "還沒結束：玩家繼續放棋子。雙方連續跳過（不放板塊也不放棋子）才結束。"),
                      evidence=(Evidence(6, "tiles-out", False, ask=_over),
                                Evidence(6, "tiles-out", False, ask=_over, moves=("pass",)),
                                Evidence(6, "tiles-out", True, ask=_over, moves=("pass", "pass")),
                                Evidence(6, "q-tile-no-supply", False))),
            fast=(
                Aid(T("Lesson 5's going-further part (a tile laid in between).",
                      "第 5 課的進階部分（中間放了板塊）。"),
                    Use(5, ("tile-between", "q-tile-between"))),
                Aid(T("The last quiz question of the core: a tile when the supply is empty.",
                      "基本部分最後一題：供應區空了還能放板塊嗎？"),
                    Use(6, ("q-tile-no-supply",))),
            ),
            slow=(
                Aid(T("Repeat lesson 5, task 2 with the hints.",
                      "用提示再做一次第 5 課任務 2。"),
                    Use(5, ("not-yet",))),
                Aid(T("Fill in the score sheet again with the board's sheet shown.",
                      "再打開圖板的計分表對照，把計分表填一次。"),
                    Use(6, ("final-sheet",))),
            ),
        ),
        Period(
            title=T("What if, and a game against a bot", "「如果這樣走呢？」與和電腦下一局"),
            goal=T("Pupils compare two moves by playing many games on, and play a whole game.",
                   "學生會用模擬很多局的方式比較兩步棋，並下完一整局。"),
            steps=(
                Step(2, T("Recap: how the game ends and who wins.",
                          "複習：遊戲怎麼結束、誰獲勝。")),
                Step(7, T("The explorer: predict aloud which move wins more, then run it.",
                          "探索工具：先口頭預測哪一步贏得多，再執行模擬。"),
                     Use(7, ("explore", "q-gain")),
                     T("The explorer's chart.", "探索工具的圖表。")),
                Step(5, T("Three turns against the beginner bot, a goal each.",
                          "和「入門」電腦下三個回合，每回合一個目標。"),
                     Use(8, ("turn-1", "turn-2", "turn-3"))),
                Step(13, T("A whole game against the normal bot, 5 tiles each (the length of "
                           "period 5). Walk round; note a position for the discussion.",
                           "和「普通」電腦下一整局，每人 5 個板塊（和第 5 節一樣長）。巡堂時記下"
                           "一個局面，留到討論。"),
                     Use(8, ("game",))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
            ),
            questions=(
                Question(T("Mid-game: how many orange stones can one blue stone capture? "
                           "Ask the bot for its best moves too.",
                           "中盤：一顆藍色棋子最多能捕捉幾顆橘色棋子？也請電腦列出最佳著法。"),
                         8, "q-best", "best",
                         T("The biggest capture is not always the bot's first choice: a "
                           "group in danger may matter more.",
                           "捕捉最多的一步不一定是電腦的第一選擇："
                           "自己有危險的一組棋子可能更重要。")),
                Question(T("Same position: is Blue's group of four in danger? Everyone "
                           "chooses Blue's move.",
                           "同一個局面：藍方四顆一組的棋子有危險嗎？每個人替藍方選一步。"),
                         8, "q-danger", "poll",
                         T("Count its liberties first: with few left, giving it liberties "
                           "comes before capturing.",
                           "先數它的氣：氣很少時，先替它長氣，再考慮捕捉。")),
            ),
            exit=Exit(T("Before a capture, what do you count on your own side?",
                        "捕捉之前，要先數自己的什麼？"),
                      T("The liberties of your own groups: a group with one liberty left "
                        "comes first.",
                        "自己每一組棋子的氣：只剩一口氣的那一組要先處理。")),
            fast=(
                Aid(T("A game against the strong bot.", "和「高手」電腦下一局。"),
                    Use(8, ("game",))),
            ),
            slow=(
                Aid(T("Play against the beginner bot; use Best moves when stuck.",
                      "和「入門」電腦下；不知道怎麼走時按「最佳著法」。"), Use(8, ("game",))),
            ),
        ),
        Period(
            title=T("The real game at the table", "在桌上玩實體遊戲"),
            goal=T("Pupils set up and play a whole game with the real tiles and stones, and "
                   "score it themselves.",
                   "學生能自己用實體板塊和棋子設置、下完一整局，並自己計分。"),
            start=T("Start-up: each pair sets up its table by the checklist (start hexagon, "
                    "supply sorted by kind, 30 stones each, 5 tiles per player); the teacher "
                    "checks each table.",
                    "開始：每兩人依照檢查表設置一桌（起始六邊形、供應區依種類分好、每人 30 顆棋子、"
                    "每人打出 5 個板塊）；老師逐桌檢查。"),
            table=True,
            steps=(
                Step(6, T("A teaching round at the front, with one pair: a tile whose walls "
                          "match, a stone, a capture; everyone watches, then each table plays "
                          "its first two turns while the teacher walks round.",
                          "在前面和一組學生示範一輪：放一個牆接得上的板塊、放一顆棋子、捕捉；"
                          "全班看完，"
                          "每一桌下頭兩個回合，老師巡堂。")),
                Step(18, T("The game, 5 tiles each. The tutor is only the referee: a rule "
                           "question is settled by the lesson that taught it, shown on the "
                           "projector; no device at the tables.",
                           "對局，每人 5 個板塊。電腦只當裁判：有規則的疑問時，"
                           "在投影上打開教這條規則"
                           "的那一課來判斷；桌上不放裝置。")),
                Step(8, T("Each pair fills in its score sheet (stones on the map, captured "
                          "stones); the teacher projects the score sheet of the lessons and "
                          "checks two tables' counts with the class.",
                          "每一組填寫自己的計分表（地圖上的棋子、捕捉的棋子）；"
                          "老師投影課程裡的計分表，"
                          "和全班一起核對兩桌的分數。"),
                     Use(6, ("final-sheet",)),
                     T("Lesson 6's score sheet.", "第 6 課的計分表。")),
            ),
            questions=(),
            exit=Exit(T("How did your game end, and how did you count your score?",
                        "你們這一局是怎麼結束的？你的分數怎麼算？"),
                      T("Both players passed one after the other; one point for each of my "
                        "stones on the map and one for each stone I captured.",
                        "雙方連續跳過才結束；地圖上自己的每顆棋子一分，捕捉的每顆棋子也一分。"),
                      evidence=(Evidence(6, "end-now", True, ask=_over, moves=("solution",)),
                                Evidence(6, "final-sheet", True, ask=_a_point_a_stone))),
            fast=(
                Aid(T("A second game with 10 tiles each.", "再下一局，每人 10 個板塊。")),
            ),
            slow=(
                Aid(T("Play with the teacher or a helper at the table, counting each group's "
                      "liberties aloud before every stone.",
                      "老師或小幫手在旁邊一起下，每放一顆棋子前先把每組的氣唸出來。")),
            ),
        ),
    ),
    left_out={
        9: T("Read it before period 3: the two readings of ko and the tie rule, to answer "
             "the questions a Go player may ask.",
             "第 3 節之前先讀：劫的兩種讀法和平手的規則，會下圍棋的學生問起時就答得出來。"),
    },
)
