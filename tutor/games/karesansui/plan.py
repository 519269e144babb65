"""Karesansui (Stone Garden) as eight class periods of 40 minutes: seven with the lessons
(their cores, the sources lesson for the teacher only) and one at the table with the real
game.

Period 1: the garden and the four choices (lessons 1-2); 2: gifts, snatching and virtue
(3-5); 3: the monk, stones and gardener cards (6-7); 4: the end and the first scoring (8-9);
5: whirlpools, ripples and stones (10-11); 6: the whole score sheet and three turns against
the beginner bot (12-13); 7: a whole game against bots (14); 8: the real game at the table,
the garden studio as score checker. Each period works on the lessons' cores; the 「進階」
parts are for pupils who finish early. Discussion questions use positions of real games,
never the garden studio's (the class poll sends game positions).
"""

from __future__ import annotations

from collections.abc import Callable

from ...lessons.plan import (
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
from .state import KaresansuiState as State


def _virtue_change(move: str) -> Callable[[State], int]:
    """How much the acting player's virtue changes with ``move``."""
    def change(s: State) -> int:
        seat = s.current_player()
        return s.apply(move).virtue[seat] - s.virtue[seat]
    return change


def _choices(s: State) -> int:
    """How many kinds of move the player with a drawn tile has (place, store, offer as a
    gift, discard)."""
    return len({str(a).split(" ")[0] for a in s.legal_actions()})


def _over(s: State) -> bool:
    return s.is_terminal()


def _best_ripples(s: State) -> float:
    """The joined ripples item of the best garden for it."""
    return max(points["ripples"] for points in s.scores().points)


PLAN = ClassPlan(
    game="karesansui",
    intro=T(
        "Seven periods with the lessons, then one at the table. Each turn has two parts: first a "
        "tile (draw and place, store, give "
        "or discard), then one action (zazen, a stone, the monk, a gardener card). Write "
        "the two parts on the board in period 1 and leave them there. Each lesson's core "
        "teaches what the rules summary you hand out says: tiles extend from left to right; a "
        "snatch happens at once and cannot be refused; 重森三玲 (Shigemori Mirei) is used in "
        "part two like every gardener card. The tutor's own readings, where the summary is "
        "silent (how a new row starts, the middle tile of a symmetric row, which stone bonus "
        "is which), "
        "come after the 「進階」 step of their lesson; the sources lesson lists them with their "
        "sources and the options that change them. The small ≈ on a tile or card picture "
        "means the tutor drew it because the printed one could not be read (the 22 tile "
        "designs, the famous-garden cards, five gardener cards): the real one may look "
        "different. Say so once, when pupils ask; no board says it in words. Most boards "
        "have two players to stay small: the special two-player rule (three gardener cards "
        "each, three shared famous-garden cards; the summary has no rule for two) is named "
        "wherever it shows, and the games against bots start with three. The stone counts "
        "for each number of players come from one player's blog, since the summary's table "
        "is a picture that did not survive.",
        "前七節用課程，最後一節在桌上玩實體遊戲。每個回合分兩部分：前行動處理板塊（配置、保管、"
        "讓渡或廢棄），"
        "後行動做一件事（座禪、放石頭、移動禪宗僧侶、使用庭園大師卡）。第 1 節就把這兩部分"
        "寫在黑板上，之後一直留著。每一課的核心部分教的是您發給學生的規則摘要所說的：板塊從左至右"
        "延伸；強奪一發動就成立，不能拒絕；重森三玲和每張庭園大師卡一樣在後行動使用。摘要沒有說明、"
        "由教學工具自行解讀的地方（新的一排怎麼開始、對稱橫列的中間板塊、哪一種石頭加分是哪一組），"
        "放在各課的「進階」之後；資料來源與假設那一課列出這些解讀、它們的出處，"
        "以及可以改變它們的選項。板塊或"
        "卡片圖上的小 ≈ 表示這張圖是教學工具畫的，因為印刷的原圖無法辨識（22 種板塊圖像、名庭園卡、"
        "五張庭園大師卡）：實際的樣子可能不同。學生問起時說明一次就好；圖板上不會用文字寫出來。"
        "為了讓圖板小一點，大多數圖板是兩位玩家：用到兩人遊戲的特別規則（每人 3 張庭園大師卡、3 張"
        "共用的名庭園卡；摘要沒有兩人規則）的地方都會說明，和電腦下的對局則預設 3 人。各人數的石頭"
        "數量來自一位玩家的部落格，因為摘要中的表格是一張沒有保存下來的圖片。"),
    prepare=Prepare(
        devices=T(
            "One tablet or laptop per pupil (one per pair for younger pupils), charged, with a "
            "recent browser; the garden's tiles are small: a laptop screen or a 10-inch "
            "tablet at least.",
            "每位學生一台平板或筆電（低年級兩人一台），充好電，瀏覽器是新版；庭園的板塊比較小，"
            "螢幕至少要筆電或十吋平板的大小。"),
        access=SITE_ACCESS,
        projector=T(
            "The teacher's laptop on the projector with the same lesson open; press Present "
            "on a board for large text. Write the two parts of a turn on the board in period "
            "1 and leave them there.",
            "老師的筆電接投影機，打開同一課；在圖板上按「投影」就是大字全螢幕。第 1 節就把回合"
            "的兩部分寫在黑板上，之後一直留著。"),
        printing=T(
            "Per pupil: the worksheets of lessons 9-12 (scoring) as homework, one score sheet "
            "for period 8; the answer keys for you; the Chinese rules summary, one per table.",
            "每位學生：第 9–12 課（計分）的學習單當作業，第 8 節用的計分表一張；解答老師自己留著；"
            "中文規則摘要每桌一份。"),
        box=T(
            "Karesansui is for 2 to 4 players, 4 being best: one box per four pupils for "
            "period 8 (five boxes for a class of 20). A whole game takes longer than a period: "
            "the tables play to minute 29, then score their gardens as they stand. The "
            "printed cards and tiles are the rule where the tutor's drawings (marked ≈) "
            "differ.",
            "枯山水可供 2 到 4 位玩家進行，以 4 人最理想："
            "第 8 節每四位學生一盒（20 人的班要 5 盒）。"
            "一整局比一節課長：各桌下到第 29 分，再照當時的庭園計分。教學工具自己畫的圖"
            "（標著 ≈）和實體卡片、板塊不同時，以實體的為準。"),
        setup=(
            T("The temple board flat in the middle of the table.",
              "寺廟圖板攤平，放在桌面中央。"),
            T("Each player chooses a colour (orange, blue, black, purple) and takes its "
              "garden board, Zen monk and score marker: the garden in front of them, the monk "
              "beside it, the marker on 0 of the temple board's virtue track. Spare ones go "
              "back in the box.",
              "每位玩家選一種顏色（橘、藍、黑、紫），拿對應顏色的庭園圖板、禪宗僧侶指示物和"
              "計分標記：庭園圖板放在自己面前，禪宗僧侶放在庭園圖板旁邊，計分標記放在寺廟圖板"
              "德行區的 0 格。多出的放回盒子。"),
            T("Shuffle all the sand tiles face down into several stacks in the tile area "
              "below the temple board.",
              "所有砂紋板塊正面朝下洗勻，在寺廟圖板下方的砂紋板塊區疊成數疊。"),
            T("Stones on the temple board for the number of players (flat, small standing, "
              "reclining, tall standing, boat): 2 players 4, 5, 2, 3, 1; 3 players 5, 6, 3, 4, "
              "2; 4 players 6, 7, 4, 5, 3.",
              "依人數把石頭放在寺廟圖板上方的石頭區（橫石、小立石、臥石、大立石、舟石）："
              "2 人時 4、5、2、3、1；3 人時 5、6、3、4、2；4 人時 6、7、4、5、3。"),
            T("Deal each player one famous-garden card and one gardener card, looked at in "
              "secret and laid face down; one turn summary each.",
              "名庭園卡和庭園大師卡各自洗勻，每人各發 1 張，秘密查看後正面朝下放在面前；"
              "每人一張遊戲流程表。"),
            T("The other cards go back in the box unseen. With two players instead: three "
              "famous-garden cards face up for both, three gardener cards each.",
              "剩下的卡牌不看內容放回盒子。兩人遊戲時改成：翻開 3 張名庭園卡當作共同目標，"
              "每人發 3 張庭園大師卡。"),
            T("Choose the start player; play goes clockwise.",
              "選一位起始玩家，依順時針方向輪流。"),
        ),
        source="004_2dd42cb4566abbba.txt 遊戲準備 (1)–(4)",
    ),
    grouping=T(
        "Periods 1-6: each pupil on a device, neighbours of a similar pace side by side; the "
        "role-plays of period 2 take two volunteers at the front. Period 7: each against the "
        "bots. Period 8: four per box, mixed, one pupil who scored well in periods 4-6 at "
        "each table as its scorer.",
        "第 1–6 節：每人一台裝置，進度相近的學生坐在一起；第 2 節的角色扮演請兩位自願的學生到前面。"
        "第 7 節：每人和電腦下。第 8 節：每盒四位學生，程度混合，每桌安排一位第 4–6 節計分算得好的"
        "學生負責計分。"),
    younger=Younger(
        skip=(
            Aid(T("Lesson 7, the gardener cards: play without them (take them out of the "
                  "box).",
                  "第 7 課（庭園大師卡）：不用這些卡來玩（從盒子裡拿出來）。"), Use(7)),
            Aid(T("Lesson 10, whirlpools and joined ripples: score them only at the table, "
                  "with the garden studio.",
                  "第 10 課（漩渦與連結砂紋）：只在桌上用庭園工作室計分。"), Use(10)),
            Aid(T("Lesson 11's going-further part (the stone arrangements), and every other "
                  "lesson's.",
                  "第 11 課的進階部分（石頭擺放），以及其他每一課的進階部分。"),
                Use(11, ("keima", "diagonal", "triad"))),
        ),
        read_aloud=T(
            "Read every task's goal and quiz question aloud, and say which part of the turn "
            "it is about (the tile, then one action), pointing at the board where they are "
            "written.",
            "把每個任務的目標和每一題小測驗唸出來，並說出它是回合的哪一部分（先處理板塊，"
            "再做一件事），同時指著黑板上寫的兩部分。"),
        pairs=T(
            "Two pupils per device: one handles the tile, the other the second part; swap "
            "each turn. At the table, pairs play as one monk.",
            "兩人一台裝置：一人處理板塊，另一人做後行動；每回合交換。在桌上時，兩人合當一位僧侶。"),
    ),
    left_out={15: T("The sources, the tutor's readings and the options: for the teacher, and "
                    "for older pupils who ask why.",
                    "資料來源、教學工具的解讀與選項：給老師，以及想知道原因的高年級學生。")},
    periods=(
        Period(
            title=T("The garden and the four choices", "庭園與四項選擇"),
            goal=T("Pupils play the first part of a turn: place, store, give or discard a "
                   "tile.", "學生會完成前行動：配置、保管、讓渡或廢棄一個板塊。"),
            steps=(
                Step(2, T("Show an empty garden of fifteen spaces; read the goal: the most "
                          "beautiful garden scores most.",
                          "展示十五個空位的庭園，讀遊戲目標：最美的庭園得分最高。"),
                     Use(1, ("start",)),
                     T("The start, Present.", "開局，按「投影」。")),
                Step(8, T("Task 1 together, tasks 2-3 alone: the first tile, a tile either "
                          "way up, a whole turn.",
                          "任務 1 全班一起做，任務 2、3 自己做：第一個板塊、板塊可以上下翻轉、"
                          "一個完整的回合。"),
                     Use(1, ("first-tile", "either-way-up", "whole-turn"))),
                Step(3, T("Quiz aloud: legal or not, thumbs up or down.",
                          "口頭做小測驗：合法嗎？大拇指向上或向下。"),
                     Use(1, ("q-zazen-first", "q-bottom-left", "q-second-column"))),
                Step(12, T("The four choices: tasks 1-3. Tiles extend from left to right; a "
                           "stored tile waits for a later turn.",
                           "四項選擇：任務 1 到 3。板塊從左至右延伸；"
                           "保管的板塊等之後的回合再配置。"),
                     Use(2, ("top-row", "discard", "stored-first")),
                     T("Lesson 2, task 1.", "第 2 課任務 1。")),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
                Step(2, T("Lesson 2's quiz: legal or not.", "第 2 課的小測驗：合法嗎？"),
                     Use(2, ("q-discard-at-zero", "q-store-full", "q-stored-this-turn"))),
            ),
            questions=(
                Question(T("Orange's storage is full and she does not want the moss tile. "
                           "What does she do? Everyone chooses.",
                           "橘方的暫存區滿了，也不想要這個苔蘚板塊。她該怎麼做？每個人選一個。"),
                         2, "discard", "poll",
                         T("Discard it (1 virtue): storing is impossible, and giving it away "
                           "would help Blue.",
                           "廢棄（損失 1 點德行）：暫存區已經滿了，讓渡又會幫到藍方。")),
                Question(T("Orange stored a tile last turn: when may she place it? Ask the "
                           "bot what it would do.",
                           "橘方上一回合保管了一個板塊：她什麼時候可以配置它？問問電腦會怎麼做。"),
                         2, "stored-first", "best",
                         T("Before drawing, or after part one.",
                           "在抽取之前，或前行動之後。")),
            ),
            exit=Exit(T("You have drawn a tile. What are your four choices?",
                        "抽到一個板塊後，有哪四種選擇？"),
                      T("Place it in your garden, store it, give it to another player, or "
                        "discard it (which costs 1 virtue).",
                        "配置到自己的庭園、保管、讓渡給別的玩家，或廢棄（要損失 1 點德行）。"),
                      evidence=(Evidence(2, "top-row", 4, ask=_choices),
                                Evidence(2, "q-discard-virtue", -1, ask=_virtue_change("discard")),
                                Evidence(2, "q-discard-at-zero", False))),
            fast=(
                Aid(T("Lesson 2's 「進階」 part: a new row, and the quiz on the monk.",
                      "第 2 課的「進階」部分：新的一排，以及關於禪宗僧侶的題目。"),
                    Use(2, ("new-row", "q-below", "q-monk"))),
            ),
            slow=(
                Aid(T("Repeat lesson 1's quiz; at each task use the second hint (it shows "
                      "the spaces a tile may go to).",
                      "再做一次第 1 課的小測驗；每個任務都用第二步提示（它會標出可以放的位置）。"),
                    Use(1, ("q-zazen-first", "q-bottom-left", "q-second-column"))),
            ),
        ),
        Period(
            title=T("Gifts, snatching and virtue", "讓渡、強奪與德行"),
            goal=T("Pupils give a tile for virtue, snatch with virtue, and end a turn with "
                   "zazen.",
                   "學生會用讓渡得到德行、花德行強奪，並以座禪結束回合。"),
            steps=(
                Step(2, T("Recap: the two parts of a turn (on the board).",
                          "複習：回合的兩部分（寫在黑板上）。")),
                Step(7, T("Gifts: tasks 1-3. Role-play with two pupils at the front: one offers "
                          "a tile, the other must take it.",
                          "讓渡：任務 1 到 3。請兩位學生到前面演一次：一人提出讓渡，另一人"
                          "必須接受。"),
                     Use(3, ("gift", "nobody-asked", "ask"))),
                Step(7, T("Snatching: tasks 1-2; role-play again: one lays a tile, the other "
                          "snatches it.",
                          "強奪：任務 1、2；再演一次：一人配置板塊，另一人強奪。"),
                     Use(4, ("snatch", "keep-it"))),
                Step(2, T("Quiz: what a snatch costs.", "小測驗：強奪要付出什麼。"),
                     Use(4, ("q-snatch-cost", "q-snatch-gift", "q-poor-snatcher"))),
                Step(7, T("Virtue: tasks 1-2. Zazen gives 1, a gift 2; the track stops at 6.",
                          "德行：任務 1、2。座禪得 1 點，讓渡得 2 點；德行最多 6 點。"),
                     Use(5, ("zazen", "at-six"))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
                Step(2, T("Quiz: virtue after a stone.", "小測驗：拿石頭之後的德行。"),
                     Use(5, ("q-after-stone", "q-zazen-at-six"))),
            ),
            questions=(
                Question(T("Blue could snatch this tile. How does Orange keep it this turn? "
                           "Everyone chooses Orange's move.",
                           "藍方可以強奪這個板塊。橘方怎樣讓它這回合留在自己手上？"
                           "每個人替橘方選一步。"),
                         4, "keep-it", "poll",
                         T("Store it: a snatch takes a tile as it is placed, and a stored tile "
                           "is not placed; placing it now would let Blue take it.",
                           "保管它：強奪只發生在配置板塊的時候，保管的板塊沒有配置；"
                           "現在配置，藍方就能拿走。")),
                Question(T("Six virtue, a full storage, an unwanted tile: how does Orange get "
                           "rid of it and keep all her virtue? Ask the bot.",
                           "6 點德行、暫存區滿了、一個不想要的板塊：橘方怎樣處理掉它，"
                           "又保住全部德行？問問電腦。"),
                         5, "at-six", "best",
                         T("Give it away: virtue cannot go above 6, and discarding costs 1.",
                           "讓渡：德行最多 6 點，廢棄又要損失 1 點。")),
            ),
            exit=Exit(T("What does a gift do to virtue, and what does a snatch do?",
                        "讓渡和強奪，各讓德行怎麼變？"),
                      T("A gift gives the player who offers it 2 virtue (up to 6); a snatch "
                        "costs the snatcher 2 virtue, and without 2 you cannot snatch.",
                        "讓渡：提出讓渡的玩家得 2 點德行（最多 6 點）；強奪：強奪的玩家損失 2 點"
                        "德行，不夠 2 點就不能強奪。"),
                      evidence=(Evidence(3, "q-gift-cap", 6, says=True),
                                Evidence(4, "q-snatch-cost", -2, ask=_virtue_change("snatch")),
                                Evidence(4, "q-poor-snatcher", False))),
            fast=(
                Aid(T("Lesson 4's 「進階」 part: who snatches first, and a turn after a snatch.",
                      "第 4 課的「進階」部分：誰先強奪，以及被強奪之後的回合。"),
                    Use(4, ("after-snatch", "q-priority", "q-no-second-draw"))),
                Aid(T("Lesson 5's 「進階」 part: what each stone needs.",
                      "第 5 課的「進階」部分：每種石頭需要多少德行。"),
                    Use(5, ("spend", "q-stone-at-zero"))),
            ),
            slow=(
                Aid(T("Repeat lesson 5's quiz.", "再做一次第 5 課的小測驗。"),
                    Use(5, ("q-after-stone", "q-zazen-at-six", "q-virtue-points"))),
                Aid(T("Lesson 4's tasks again with the second hint.",
                      "用第二步提示再做一次第 4 課的任務。"),
                    Use(4, ("snatch", "keep-it"))),
            ),
        ),
        Period(
            title=T("The monk, stones and gardener cards", "禪宗僧侶、石頭與庭園大師卡"),
            goal=T("Pupils move the monk, place stones in his column, and use a gardener "
                   "card.",
                   "學生會移動禪宗僧侶、在他所在的縱列放石頭，並使用庭園大師卡。"),
            steps=(
                Step(2, T("Recap: what virtue buys.", "複習：德行可以換什麼。")),
                Step(10, T("The monk and stones: tasks 1-2. A stone goes in the monk's "
                           "column; the temple board shows what each stone needs.",
                           "禪宗僧侶與石頭：任務 1、2。石頭要放在禪宗僧侶所在的縱列；寺廟圖板"
                           "標出每種石頭需要的德行。"),
                     Use(6, ("monk-step", "boat-stone")),
                     T("Lesson 6, task 2: the stones on the temple board.",
                       "第 6 課任務 2：寺廟圖板上的石頭。")),
                Step(3, T("Quiz: legal or not.", "小測驗：合法嗎？"),
                     Use(6, ("q-column", "q-other-column", "q-empty-space"))),
                Step(10, T("Gardener cards: tasks 1-2; each card bends one rule once.",
                           "庭園大師卡：任務 1、2；每張卡讓一條規則例外一次。"),
                     Use(7, ("muso", "sesshu"))),
                Step(2, T("Quiz: when a card is used, what its tile may do.",
                          "小測驗：什麼時候用卡、卡片給的板塊可以怎麼處理。"),
                     Use(7, ("q-card-in-part-one", "q-card-tile"))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
            ),
            questions=(
                Question(T("Five virtue, the monk in the middle row: where may Orange set the "
                           "boat stone? Everyone chooses.",
                           "5 點德行，禪宗僧侶在中排：橘方可以把舟石放在哪裡？每個人選一步。"),
                         6, "boat-stone", "poll",
                         T("In the monk's column: a stone in another column is refused "
                           "however good it is.",
                           "在禪宗僧侶所在的縱列：放在別的縱列，再好的石頭也不行。")),
                Question(T("Orange has no virtue: how does she still set a stone this turn? "
                           "Ask the bot.",
                           "橘方沒有德行：她這回合怎樣還能放一顆石頭？問問電腦。"),
                         7, "muso", "best",
                         T("With 夢窗疏石 (Musō Soseki), a gardener card whose stone needs no "
                           "virtue.",
                           "用夢窗疏石：這張庭園大師卡給的石頭不需要德行。")),
            ),
            exit=Exit(T("Where may a stone go, and what happens to your virtue after?",
                        "石頭可以放在哪裡？放了之後德行會怎樣？"),
                      T("In the monk's column, a stone your virtue reaches; after taking a "
                        "stone your virtue goes back to 0.",
                        "放在禪宗僧侶所在的縱列，而且德行要夠那種石頭；取得石頭後，德行回到 0。"),
                      evidence=(Evidence(6, "q-column", True), Evidence(6, "q-other-column", False),
                                Evidence(5, "q-after-stone", 0, says=True),
                                Evidence(5, "q-stone-at-zero", False))),
            fast=(
                Aid(T("Lesson 6's 「進階」 part: a stone on the monk's tile, stones side by "
                      "side on moss.",
                      "第 6 課的「進階」部分：石頭放在禪宗僧侶的板塊上、苔蘚上的相鄰石頭。"),
                    Use(6, ("monk-tile", "moss-pair", "q-second-boat"))),
                Aid(T("Lesson 7's 「進階」 part: 石川丈山 (Ishikawa Jōzan) and 重森三玲 "
                      "(Shigemori Mirei).",
                      "第 7 課的「進階」部分：石川丈山和重森三玲。"),
                    Use(7, ("jozan", "shigemori", "q-taken-discard"))),
            ),
            slow=(
                Aid(T("Repeat lesson 6, task 2 with the second hint (it shows where the "
                      "stone may go), then quiz questions 1-2.",
                      "用第二步提示（會標出石頭可以放的位置）再做一次第 6 課任務 2，"
                      "再做小測驗第 1、2 題。"),
                    Use(6, ("boat-stone", "q-column", "q-other-column"))),
            ),
        ),
        Period(
            title=T("The end, and gravel, moss and symmetry", "遊戲結束，以及砂礫、苔蘚與對稱"),
            goal=T("Pupils know when the game ends and score gravel rectangles, moss and "
                   "symmetric rows.",
                   "學生知道遊戲何時結束，並會計算最大砂礫矩形、苔蘚和對稱橫列的分數。"),
            steps=(
                Step(2, T("Recap: the two parts of a turn.", "複習：回合的兩部分。")),
                Step(8, T("The end: tasks 1-2, then the finished game and its score sheet.",
                          "遊戲結束：任務 1、2，再看一局完成的遊戲和它的計分表。"),
                     Use(8, ("no-discard", "last-tile", "final"))),
                Step(2, T("Quiz: who wins, and a tie.", "小測驗：誰獲勝，以及平手。"),
                     Use(8, ("q-winner", "q-tie"))),
                Step(3, T("The garden studio: lay tiles freely and watch the score.",
                          "庭園工作室：自由擺放板塊，看分數怎麼變。"),
                     Use(9, ("studio", "seed-example")),
                     T("The studio with the summary's example garden.",
                       "工作室裡摘要的範例庭園。")),
                Step(10, T("Tasks 1-3 in the studio: the rectangle, gravel or moss, a "
                           "symmetric row.",
                           "在工作室做任務 1 到 3：砂礫矩形、砂礫或苔蘚、對稱橫列。"),
                     Use(9, ("rectangle-10", "gravel-or-moss", "symmetric-row"))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
                Step(2, T("Quiz: moss in the middle, a row of four.",
                          "小測驗：中間的苔蘚、只有四個板塊的一排。"),
                     Use(9, ("q-moss-middle", "q-row-incomplete"))),
            ),
            questions=(
                Question(T("Blue does not want the tile he drew: how does he keep it out of "
                           "his garden? Everyone chooses.",
                           "藍方不想要抽到的板塊：他怎樣讓它不進入庭園？每個人選一步。"),
                         8, "no-discard", "poll",
                         T("Store it: once a garden is complete, discarding is not allowed.",
                           "保管它：有庭園完成後就不能廢棄。")),
                Question(T("Blue's garden lacks one tile and he stored the one that fits: "
                           "how does he end the game? Ask the bot.",
                           "藍方的庭園還差一個板塊，而他保管的那個正好合適：他怎樣結束遊戲？"
                           "問問電腦。"),
                         8, "last-tile", "best",
                         T("The stored tile first, before any draw; then part two.",
                           "先配置暫存區的板塊，不抽取；再進行後行動。")),
            ),
            exit=Exit(T("When does the game end?", "遊戲什麼時候結束？"),
                      T("When every garden holds its 15 tiles; the player who lays the very "
                        "last tile finishes that turn first.",
                        "所有玩家的庭園都放滿 15 個板塊時；"
                        "放下最後一個板塊的玩家先下完那一回合。"),
                      evidence=(Evidence(8, "last-tile", False, ask=_over,
                                         moves=("place stored G06 at e3",)),
                                Evidence(8, "last-tile", True, ask=_over, moves=("solution",)))),
            fast=(
                Aid(T("Lesson 9's 「進階」 part: the middle tile of a symmetric row.",
                      "第 9 課的「進階」部分：對稱橫列的中間板塊。"),
                    Use(9, ("middle-tile", "q-all-rows", "q-pairs"))),
            ),
            slow=(
                Aid(T("Read lesson 8's finished game line by line on its score sheet, then "
                      "the quiz question on who wins.",
                      "對照第 8 課那局完成的遊戲，一行一行讀它的計分表，再做「誰獲勝」那一題。"),
                    Use(8, ("final", "q-winner"))),
            ),
        ),
        Period(
            title=T("Whirlpools, ripples and stones", "漩渦、連結砂紋與石頭"),
            goal=T("Pupils score whirlpools, joined ripples and kinds of stone.",
                   "學生會計算漩渦、連結砂紋和石頭種類的分數。"),
            steps=(
                Step(2, T("Recap: rectangle, moss, symmetry.", "複習：矩形、苔蘚、對稱。")),
                Step(13, T("Whirlpools and ripples in the studio: tasks 1-3.",
                           "在工作室做漩渦和連結砂紋：任務 1 到 3。"),
                     Use(10, ("moss-circle", "join-every-seam", "complete-for-seven"))),
                Step(3, T("Quiz: a full circle, a circle with moss, broken seams.",
                          "小測驗：全圓、有苔蘚的圓、沒連好的接縫。"),
                     Use(10, ("q-full", "q-moss-circle", "q-broken"))),
                Step(9, T("Kinds of stone: task 1, and the quiz.", "石頭種類：任務 1 和小測驗。"),
                     Use(11, ("five-kinds", "q-kinds", "q-same-kind"))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
            ),
            questions=(
                Question(T("This garden has no broken seam, yet its joined ripples score "
                           "nothing. What makes them score? Everyone chooses a move.",
                           "這座庭園沒有沒連好的接縫，連結砂紋卻不得分。怎樣讓它得分？"
                           "每個人選一步。"),
                         10, "complete-for-seven", "poll",
                         T("Complete the garden: the 7 points need all 15 tiles laid as well as "
                           "every seam joined.",
                           "完成庭園：15 個板塊都放好、每條接縫都連結，才得 7 分。")),
                Question(T("Orange wants a stone right next to her flat stone in the corner: "
                           "where may it go? Everyone chooses.",
                           "橘方想在角落的橫石旁邊緊鄰放一顆石頭：可以放在哪裡？每個人選一步。"),
                         6, "moss-pair", "poll",
                         T("Two stones side by side must both stand on moss tiles: only the "
                           "neighbour on moss is allowed. Then ask which arrangements the "
                           "pair could start.",
                           "左右或上下相鄰的兩顆石頭，都要放在苔蘚板塊上：只有在苔蘚上的那個位置"
                           "可以。再問：這兩顆石頭之後能組成哪些擺放？")),
            ),
            exit=Exit(T("When do the joined ripples score 7?", "連結砂紋什麼時候得 7 分？"),
                      T("When the garden's 15 tiles are all laid and every seam's ripples "
                        "join; otherwise each seam not joined costs 2.",
                        "庭園的 15 個板塊都放好，而且每條接縫的砂紋都連結時；"
                        "否則每條沒連好的接縫扣 2 分。"),
                      evidence=(Evidence(10, "complete-for-seven", 7, ask=_best_ripples,
                                         moves=("solution",), says=True),
                                Evidence(10, "q-broken", -4), Evidence(10, "q-incomplete", 0))),
            fast=(
                Aid(T("Lesson 11's quiz questions on two arrangements sharing a stone.",
                      "第 11 課關於兩種擺放共用一顆石頭的題目。"),
                    Use(11, ("q-a-with-a", "q-a-with-b", "q-triad-stones"))),
            ),
            slow=(
                Aid(T("Repeat lesson 10's quiz; in the studio, use the second hint.",
                      "再做一次第 10 課的小測驗；在工作室用第二步提示。"),
                    Use(10, ("q-full", "q-moss-circle", "q-broken"))),
            ),
        ),
        Period(
            title=T("The whole score sheet, three turns and a game",
                    "整張計分表、三個回合與一局對戰"),
            goal=T("Pupils score a famous garden and virtue, fill in a whole sheet, play "
                   "three turns with a goal each and then a game.",
                   "學生會計算名庭園和德行的分數、填完整張計分表，下三個各有目標的回合，"
                   "再下一局。"),
            steps=(
                Step(2, T("Recap: every line of the score sheet.", "複習：計分表的每一行。")),
                Step(10, T("Famous garden and virtue: tasks 1-3, then the score sheet.",
                           "名庭園與德行：任務 1 到 3，再填計分表。"),
                     Use(12, ("card-spots", "card", "four-spots", "virtue-points", "sheet"))),
                Step(3, T("Quiz: all or nothing.", "小測驗：全部完成才得分。"),
                     Use(12, ("q-all-or-nothing", "q-range", "q-virtue"))),
                Step(12, T("Three turns against the beginner bot, a goal each.",
                           "和「入門」電腦下三個回合，每回合一個目標。"),
                     Use(13, ("turn-1", "turn-2", "turn-3"))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
            ),
            questions=(
                Question(T("Who wins this game? Everyone writes a name, then check the "
                           "sheet.", "這一局誰獲勝？每個人先寫下名字，再對照計分表。"),
                         8, "q-winner", "poll",
                         T("The highest total; the sheet shows which lines made the "
                           "difference.", "總分最高的人；計分表會顯示是哪幾行拉開差距。")),
                Question(T("Turn 3: Blue has 2 virtue and Orange drew a moss tile she wants. "
                           "What does she do with it? Everyone chooses.",
                           "第 3 回合：藍方有 2 點德行，橘方抽到一個想要的苔蘚板塊。她該怎麼處理？"
                           "每個人選一步。"),
                         13, "turn-3", "poll",
                         T("Store it: laid now, Blue could snatch it.",
                           "保管它：現在配置，藍方就可以強奪。")),
            ),
            exit=Exit(T("When does a famous-garden card score, and what is virtue left at the "
                        "end worth?",
                        "名庭園卡什麼時候得分？遊戲結束時，剩下的每點德行算幾分？"),
                      T("Only when every spot on the card has a stone (all or nothing); each "
                        "virtue left scores 1.",
                        "卡上每個位置都有石頭才得分（全部完成或沒有分數）；剩下的德行每點 1 分。"),
                      evidence=(Evidence(12, "q-all-or-nothing", 0), Evidence(12, "q-virtue", 5))),
            fast=(
                Aid(T("A game against the strong bot, three or four players.",
                      "和「高手」電腦下一局，三到四位玩家。"), Use(14, ("game",))),
                Aid(T("Lesson 12's 「進階」 part: the famous garden with two players.",
                      "第 12 課的「進階」部分：兩人遊戲的名庭園。"),
                    Use(12, ("q-two-players",))),
            ),
            slow=(
                Aid(T("Play against the beginner bot; Best moves when stuck.",
                      "和「入門」電腦下；不知道怎麼走時按「最佳著法」。"), Use(14, ("game",))),
            ),
        ),
        Period(
            title=T("A whole game against bots", "和電腦下一整局"),
            goal=T("Pupils play a whole game of two parts a turn, and choose when to keep "
                   "their virtue and when to spend it.",
                   "學生能下完一整局，每回合做完兩部分，並決定什麼時候留著德行、什麼時候花掉。"),
            steps=(
                Step(2, T("Recap: the two parts of a turn; two players, the normal bot.",
                          "複習：回合的兩部分；兩位玩家，「普通」電腦。"),
                     Use(14, ("game",))),
                Step(23, T("A whole game against the normal bot, two players (about 30 turns "
                           "of two parts). Walk round; note a position for the discussion. "
                           "Not finished by the bell: compare the score sheets as they stand.",
                           "和「普通」電腦下一整局，兩位玩家（大約 30 個回合，每回合兩部分）。"
                           "巡堂時記下一個局面，留到討論。下課前沒下完：比較當時的計分表。"),
                     Use(14, ("game",))),
                Step(2, T("Lesson 14's quiz: keep or spend.", "第 14 課的小測驗：留著或花掉。"),
                     Use(14, ("q-keep-or-spend",))),
                Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2)),
            ),
            questions=(
                Question(T("Five virtue, the monk in the middle row: keep the virtue or spend "
                           "it? Ask the bot which second part helps most now.",
                           "5 點德行，禪宗僧侶在中排：要留著德行還是花掉？問問電腦，"
                           "現在哪一個後行動最能提高總分。"),
                         14, "q-keep-or-spend", "best",
                         T("Here zazen: a stone's points (its kind, its arrangements) must "
                           "beat the virtue it costs, and virtue left at the end scores too.",
                           "這裡是座禪：石頭帶來的分數（種類、擺放）要比它花掉的德行多才划算，"
                           "而遊戲結束時剩下的德行也算分。")),
                Question(T("Turn 3: if you place the moss tile in your garden, what can Blue "
                           "do? Everyone answers.",
                           "第 3 回合：如果你把苔蘚板塊配置到庭園，藍方可以做什麼？每個人回答。"),
                         13, "q-blue-snatches", "poll",
                         T("Snatch it: a snatch costs 2 virtue and Blue has 2.",
                           "強奪：強奪要花 2 點德行，藍方正好有 2 點。")),
            ),
            exit=Exit(T("When do you keep your virtue, and when do you spend it on a stone?",
                        "什麼時候留著德行？什麼時候花在石頭上？"),
                      T("Spend it when the stone's points (its kind, its arrangements, a famous "
                        "garden) beat the virtue it costs; virtue left at the end scores 1 "
                        "each, and it stops at 6.",
                        "石頭帶來的分數（種類、擺放、名庭園）比它花掉的德行多時才花；遊戲結束時"
                        "剩下的德行每點 1 分，而德行最多只到 6 點。"),
                      evidence=(Evidence(5, "q-zazen-at-six", 6, says=True),
                                Evidence(12, "q-virtue", 5),
                                Evidence(14, "q-keep-or-spend", 0))),
            fast=(
                Aid(T("A game against the strong bot, three or four players.",
                      "和「高手」電腦下一局，三到四位玩家。"), Use(14, ("game",))),
            ),
            slow=(
                Aid(T("Play against the beginner bot; Best moves when stuck.",
                      "和「入門」電腦下；不知道怎麼走時按「最佳著法」。"), Use(14, ("game",))),
            ),
        ),
        Period(
            title=T("The real game at the table", "在桌上玩實體遊戲"),
            goal=T("Pupils set up the real box, build their gardens with its tiles and "
                   "stones, and score them.",
                   "學生能自己設置實體遊戲、用真的板塊和石頭建造庭園，並替庭園計分。"),
            start=T("Start-up: each table sets up its box by the checklist (temple board, a "
                    "colour each, tile stacks, stones for the number of players, the secret "
                    "cards); the teacher checks each table.",
                    "開始：每桌依照檢查表設置（寺廟圖板、每人一種顏色、砂紋板塊堆、依人數放石頭、"
                    "秘密卡牌）；老師逐桌檢查。"),
            table=True,
            steps=(
                Step(5, T("A teaching round at one table, the class around it: draw a tile and "
                          "choose (place, store, give, discard), then one second part.",
                          "全班圍著一桌看老師帶一輪：抽一個板塊並選擇（配置、保管、讓渡、廢棄），"
                          "再做一個後行動。")),
                Step(19, T("Each table plays on to minute 29. The tutor is only the referee: "
                           "a rule question is settled by the lesson that taught it, shown on "
                           "the projector; no device at the tables. Where a printed card "
                           "reads differently from the tutor's, the card wins.",
                           "各桌下到第 29 分。電腦只當裁判：有規則的疑問時，在投影上打開教這條"
                           "規則的那一課來判斷；桌上不放裝置。實體卡片上的文字和教學工具不同時，"
                           "以卡片為準。")),
                Step(8, T("Each table scores its gardens as they stand; the teacher lays one "
                          "garden in the garden studio on the projector and the class checks "
                          "its score line by line.",
                          "各桌照當時的庭園計分；老師在投影上的庭園工作室擺出其中一座庭園，"
                          "全班一行一行核對分數。"),
                     Use(9, ("studio",)),
                     T("The garden studio.", "庭園工作室。")),
            ),
            questions=(),
            exit=Exit(T("Which line of the score sheet gave your garden the most points?",
                        "你的庭園在計分表哪一行得分最多？"),
                      T("A line named and counted right: the gravel rectangle, moss, "
                        "symmetric rows, whirlpools, joined ripples, stones, the famous "
                        "garden, virtue.",
                        "能說出一行並算對：砂礫矩形、苔蘚、對稱橫列、漩渦、連結砂紋、石頭、"
                        "名庭園、德行。")),
            fast=(
                Aid(T("Lay a second table's garden in the studio and check its score.",
                      "把另一桌的一座庭園擺進工作室，核對它的分數。")),
            ),
            slow=(
                Aid(T("Play in pairs, one pair as one monk, with the two parts of a turn "
                      "written on the table.",
                      "兩人合當一位僧侶，桌上寫著回合的兩部分。")),
            ),
        ),
    ),
)
