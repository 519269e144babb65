"""Karesansui lesson 15: Sources and assumptions: where each rule comes from, what the small
≈ on a picture means, which data are the tutor's, and the options that change a reading."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    Deeper,
    HowMany,
    LegalOrNot,
    Lesson,
    Position,
    Quiz,
    Read,
    Show,
    Sources,
    T,
)
from ._common import CARDS, after, game, gravel_with, keep, lay, studio

LEFT_TO_RIGHT = game(lay("G01", "a1"), keep("G13"), lay("G01", "b1"),
                      keep("G12", "discard"), "draw; tile G02")
"""With the summary's left-to-right placement (the default): a1 and b1 laid, a tile drawn."""
ADJACENT = game(lay("G01", "a1"), keep("G13"), lay("G01", "b1"),
                 keep("G12", "discard"), "draw; tile G02", placement="adjacent")
"""The same with the option of placing next to any tile."""
COUNTER = game(lay("G01", "a1"), keep("G13"), lay("G01", "b1"),
                "place stored G13 at a1; let it go; draw; tile G12; store; zazen",
                "draw; tile G08; place G08 at c1; snatch",
                gardeners=("shigemori", "jozan", "zenami", "rikyu", "sesshu", "enshu"),
                shigemori="counter")
"""With the option that plays Shigemori Mirei against a snatch: Blue (2 virtue) snatches the
tile Orange, who holds him, is laying on c1."""


def _tie(**options) -> Position:
    """4 players: Black lays her first tile; Orange and Purple (1 tile each) and Blue (2
    tiles) all have the virtue to snatch it."""
    return game(lay("G01", "a1"), lay("G01", "a1"), keep("G13"), lay("G02", "a1"),
                 keep("G05"), "draw; tile G01; place G01 at b1; let it go; zazen",
                 keep("G06", "discard"), keep("G03"), keep("G04", "discard"), keep("G07"),
                 "draw; tile G08; place G08 at a1", players=4,
                 cards=(*CARDS, "tofukuji"), gardeners=("muso", "jozan", "zenami", "rikyu"),
                 **options)


TIE = _tie()
TIE_CLOCKWISE = _tie(snatch_ties="clockwise")

LESSON = Lesson(
    game="karesansui", number=15, slug="sources-and-assumptions",
    title=T("Sources and assumptions", "資料來源與假設"),
    minutes=15,
    objectives=(
        T("say where the rules come from", "說出規則從哪裡來"),
        T("read the ≈ and the options", "看懂 ≈ 和選項"),
    ),
    steps=(
        Read(T(
            """
## Sources

The rules and terms come from a summary by Taiwanese teachers; players' write-ups
fill its gaps. Where they are silent, the tutor makes an **assumption** and says so.
""",
            """
## 規則的來源

規則和中文用語來自一份中文規則摘要，由臺灣的桌遊教學團體撰寫；玩家的規則整理與心得（大多是日文）
補上它沒有說的部分。來源沒有說明或互相矛盾時，教學工具會做出**假設**，並加以說明。
"""),
            sources=T(
                """
The summary is 004_2dd42cb4566abbba.txt (童教桌遊研究院): the set-up, both parts of a turn,
gifts, discards, storage, snatching, zazen, the monk, the stones, the gardener cards, the end
and all nine scoring items come from it. The write-ups give the stone thresholds and counts,
the special two-player rule, the names of the nine gardener cards and four of their effects,
eleven names of famous gardens, and the stone bonuses (keima, diagonal, triad, boat stone,
Mount Hōrai). The assumptions, each taught after its lesson's 進階 step: how a new row
starts, and discards that come back when the stacks run out (lesson 2); who snatches first
on a tie, and the end of part one when your drawn tile is snatched (lesson 4); the stone
thresholds (lesson 5); the monk that cannot step off a new stone, and the monk following
every tile laid (lesson 6); a card that can do nothing, 石川丈山 (Ishikawa Jōzan) taking
only what fits, and 重森三玲 (Shigemori Mirei)'s protection (lesson 7); a garden completed
during part one, and the last turn finished (lesson 8); the middle tile of a symmetric row
(lesson 9); how circles form and the summary's 4-point example (lesson 10); which letter
of the summary each stone bonus is (lesson 11). The stone counts by number of players come
from one player's blog (the summary's table is a picture that did not survive).
""",
                """
這份摘要是 004_2dd42cb4566abbba.txt（童教桌遊研究院）：遊戲準備、回合的兩個階段、讓渡、廢棄、
保管、強奪、座禪、禪宗僧侶、石頭、庭園大師卡、遊戲結束以及九個計分項目都來自它。玩家的整理提供了
石頭所需的德行與數量、兩人遊戲的特別規則、九張庭園大師卡的名稱與其中四張的效果、十一張名庭園的名稱，
以及各種石頭加分（馬走日、斜置、三尊石、舟石、蓬萊山）。假設都放在各課「進階」之後：新的一排如何開始，
以及廢棄的板塊在板塊堆抽盡時會回來（第 2 課）；平手時誰先強奪，以及抽取的板塊被強奪後前行動結束
（第 4 課）；石頭所需的德行（第 5 課）；無處可去的禪宗僧侶，以及禪宗僧侶移到每個新板塊（第 6 課）；
無法發揮效果的卡、石川丈山只拿放得下的板塊，以及重森三玲的保護（第 7 課）；在前行動中完成的庭園，
以及最後一回合下完（第 8 課）；對稱橫列的中間板塊（第 9 課）；圓如何組成以及摘要 4 分的例子（第 10
課）；每種石頭加分是摘要的哪一個字母（第 11 課）。各人數的石頭數量來自一位玩家的部落格（摘要中的
表格是一張沒有保存下來的圖片）。
""")),
        Show("stand-ins", studio("G09 G08 G01 G02 G03 / G08' G09' M02 G04 G05 / "
                                 "G06 G07 M01 G12 G13"),
             picture=True, caption=T(
                 "A small ≈ marks a picture the tutor drew: the printed one could not be "
                 "read, and may look different.",
                 "圖上的小 ≈：這張圖是教學工具畫的，因為印刷的板塊或卡片無法辨識；實際的樣子"
                 "可能不同。")),
        Read(T(
            """
## What is provisional

Some data exist only as pictures in the printed rulebook, which we could not read: the 22
tile drawings, the letters of the stone bonuses, two bonuses' points and a sixth bonus, the
famous-garden cards, five gardener cards. The tutor keeps each as replaceable data, marked
provisional, never as a rule.
""",
            """
## 哪些是暫定的

有些資料只以圖片印在規則書中，我們無法辨識：22 種板塊圖像、每種石頭加分是哪一個字母、兩種加分的
分數以及整個第六種加分、名庭園卡的位置與分數，以及五張庭園大師卡。教學工具把每一項都記錄為可以替換
的資料，標示為暫定（圖上標著 ≈），絕不當成規則。
"""),
            sources=T(
                """
Only the totals of the tiles are certain: 80 tiles, 13 gravel and 9 moss designs
(`karesansui.data.tiles`). The stand-in points are those of D, the boat stone in the bottom
row, and E, Mount Hōrai; F is unknown (`karesansui.score.arrangement-d`, `-e`, `-f`). The
cards: `karesansui.score.card-layouts`. The gardener cards: 千利休 (Sen no Rikyū, known in
part), 賢庭 (Kentei), 小堀遠州 (Kobori Enshū) and 金森宗和 (Kanamori Sōwa) (effects unknown),
and 重森三玲 (Shigemori Mirei), known to stop a snatch, read as a part-two card that protects
your next turn (`karesansui.gardener.provisional`, `karesansui.gardener.shigemori`). Every
tile drawing and every card whose print could not be read carries the small ≈ on the board,
and no board says "provisional" in words. The list below comes from the rule registry
itself.
""",
                """
板塊只有總數是確定的：80 個板塊，13 種砂礫與 9 種苔蘚圖像（`karesansui.data.tiles`）。代用的
分數是 D 組（下排舟石）和 E 組（蓬萊山）的分數；F 組不明（`karesansui.score.arrangement-d`、
`-e`、`-f`）。名庭園卡：`karesansui.score.card-layouts`。庭園大師卡：千利休（只知道一部分）、
賢庭、小堀遠州和金森宗和（效果不明），以及重森三玲（已知能阻止強奪，解讀為保護你下一回合的後行動卡）
（`karesansui.gardener.provisional`、`karesansui.gardener.shigemori`）。每個無法辨識印刷內容的
板塊圖像和卡片，在圖板上都標著小 ≈；圖板上不會用文字寫「暫定」。下面的清單直接取自規則登記表。
""")),
        Sources("sources"),
        Read(T(
            """
## The summary first

The summary is the sheet teachers hand out. Where it says a rule plainly, the tutor follows
it, unless its own example or the real tiles and cards show otherwise; the other reading
stays an option.
""",
            """
## 以摘要為準

這份摘要就是老師發給學生的規則。摘要說得明白的規則，教學工具就照著做，除非摘要自己的例子或實際的
板塊、卡片顯示不是這樣；另一種讀法則保留為選項。
"""),
            sources=T(
                """
Decided this way: **placement**, 「須從左至右延伸放置」 (tiles extend from left to right), the
default; three player write-ups allow any neighbour (option `placement='adjacent'`).
**Snatching**, 「行動玩家不能拒絕」 (the player laying cannot refuse): the snatch happens at once,
the snatcher pays 2 virtue and lays the tile. **Shigemori Mirei**, whose card text is unknown:
the summary makes every gardener card a part-two action (後行動 (4) 使用庭園大師卡), so he is
played in part two and protects your tiles until the end of your next turn; a play report's
word "counter" gives the option `shigemori='counter'`. **Symmetric rows**,
「中間板塊為一獨立砂紋型態」 (the middle tile is a pattern of its own): any tile (option
`symmetry_middle='symmetric'`). **Whirlpools**: the summary's own example, 4 points for a
circle of 4 tiles, contradicts its rule of 2 a tile and a shop's photo, so the rule counts
(lesson 9). **Two players**: the summary has no two-player rule; the special two-player rule
comes from two Japanese write-ups, and the lessons name it wherever it shows. **Keima**, the
Japanese players' shogi word for two stones a knight's move apart, is 馬走日 in the Chinese
lessons, as xiangqi's horse moves.
""",
                """
依這個原則決定的有：**配置**：「須從左至右延伸放置」是預設規則；三份玩家的整理允許放在任一板塊
旁邊（選項 `placement='adjacent'`）。**強奪**：「行動玩家不能拒絕」：強奪一發動就成立，強奪者付出
2 點德行並配置板塊。**重森三玲**的卡片文字不明：摘要把每張庭園大師卡都列為後行動（後行動 (4) 使用
庭園大師卡），所以他在後行動使用，保護你的板塊直到你下一回合結束；一篇遊戲心得的「反制」一詞是選項
`shigemori='counter'`。**對稱橫列**：「中間板塊為一獨立砂紋型態」：任何板塊都可以（選項
`symmetry_middle='symmetric'`）。**漩渦**：摘要自己的例子說 4 個板塊的圓得 4 分，與它每個板塊 2 分
的規則以及一張商店照片矛盾，所以依規則計分（第 9 課）。**兩人遊戲**：摘要沒有兩人規則；兩人遊戲的
特別規則來自兩份日文整理，課程在用到的地方都會說明。**馬走日**：日本玩家用將棋的名稱稱呼這種擺放，
中文課程依象棋的馬走日字稱為馬走日。
""")),
        Show("adjacent", ADJACENT, picture=True, caption=T(
            "With the option of placing next to any tile (three players' write-ups): ② is "
            "open while ① is still empty.",
            "選用「與任一板塊相鄰」的選項（三份玩家的整理）時：①還空著，②也可以放。"),
             markers=("cell-0-a2", "cell-0-b2")),
        Read(T(
            """
## Options change the assumptions

Where a player would want to choose, a reading is a game option: placing next to any tile,
a snatch's cost, who snatches first on a tie, a second draw after a snatch, Shigemori Mirei
against a snatch, the boat stone's points, a middle tile symmetric in itself.
""",
            """
## 選項改變假設

玩家可能想自己決定的讀法，都是遊戲選項：與任一板塊相鄰即可放置、強奪所需的德行、平手時誰先強奪、
板塊被強奪後再抽一次、在被強奪時打出重森三玲、舟石的分數，以及對稱橫列的中間板塊須本身對稱。
"""),
            sources=T(
                """
The options of `new_game` (for programmers): `placement="adjacent"` (default
`"left-to-right"`, the summary), `snatch_cost` (the summary says 2), `snatch_ties="clockwise"`
(default: the earliest from the start player, Orange), `after_snatch="draw-again"`,
`shigemori="counter"` (default `"part-two"`), `boat_bonus` (5 by default, the tutor's
stand-in), `symmetry_middle="symmetric"` (default `"any"`, the summary). The garden studio
takes `boat_bonus` and `symmetry_middle` too.
""",
                """
`new_game` 的選項（給程式設計者）：`placement="adjacent"`（預設 `"left-to-right"`，摘要的寫法）、
`snatch_cost`（摘要說 2 點）、`snatch_ties="clockwise"`（預設：從起始玩家橘方算起最前面的一位）、
`after_snatch="draw-again"`、`shigemori="counter"`（預設 `"part-two"`）、`boat_bonus`（預設 5 分，
教學工具的代用值）、`symmetry_middle="symmetric"`（預設 `"any"`，摘要的寫法）。庭園工作室也接受
`boat_bonus` 和 `symmetry_middle`。
""")),
        Quiz((
            Choose("q-certain", T("What is certain about the tiles?", "關於板塊，哪一項是確定的？"),
                   (T("the 22 drawings", "22 種圖像"), T("how many copies of each design",
                                                          "每種圖像的數量"),
                    T("80 tiles: 13 gravel and 9 moss designs",
                      "80 個板塊：13 種砂礫與 9 種苔蘚圖像")), 2,
                   T("Only the totals; every drawing is the tutor's stand-in, marked ≈.",
                     "只有總數；每種圖像都是教學工具的代用圖像，標著 ≈。"),
                   rules=("karesansui.data.tiles",)),
            Choose("q-provisional-card", T("Which of these gardener cards has an effect the tutor "
                                           "had to make up, no source giving it?",
                                           "下列哪一張庭園大師卡的效果沒有資料提供，是教學工具"
                                           "代為設計的？"),
                   (T("雪舟 (Sesshū)", "雪舟"), T("小堀遠州 (Kobori Enshū)", "小堀遠州"),
                    T("夢窗疏石 (Musō Soseki)", "夢窗疏石")), 1,
                   T("No source gives 小堀遠州's effect; the tutor's stand-in carries the ≈ on "
                     "his card.",
                     "沒有資料說明小堀遠州的效果；教學工具的代替效果在他的卡上標著 ≈。"),
                   rules=("karesansui.gardener.provisional",)),
            Choose("q-provisional-bonus", T("Which of these bonuses has points that no source "
                                            "gives, so that the tutor's are stand-ins?",
                                            "下列哪一種加分的分數沒有資料提供，所以教學工具的分數是"
                                            "代用的？"),
                   (T("the knight's move (keima)", "馬走日"),
                    T("the boat stone in the bottom row", "下排舟石"),
                    T("the Buddhist triad", "三尊石")), 1,
                   T("The boat stone's bonus is known, its points are not. The knight's move (5) "
                     "and the triad (15) are known with their points.",
                     "舟石的加分是已知的，分數則不明。馬走日（5 分）和三尊石（15 分）的分數都是"
                     "已知的。"),
                   rules=("karesansui.score.arrangement-d",)),
        )),
        Deeper(T("The options, played.", "實際試試這些選項。")),
        Read(T(
            """
Each question below plays a position with one option set, against the summary's reading.
""",
            """
下面每一題都在一個局面上選用一個選項，和摘要的讀法對照。
""")),
        Quiz((
            LegalOrNot("q-left-to-right", LEFT_TO_RIGHT, "place G02 at b2",
                       rules=("karesansui.place.adjacent",),
                       note=T("By default tiles extend from left to right: the middle row "
                              "starts in the left column.",
                              "預設規則下板塊從左至右延伸：中排從最左欄開始。")),
            LegalOrNot("q-adjacent", ADJACENT, "place G02 at b2",
                       note=T("With the option of placing next to any tile, a tile may go under "
                              "the second one.",
                              "選用「與任一板塊相鄰」的選項時，板塊可以放在第二個板塊的下方。")),
            LegalOrNot("q-counter", COUNTER, "use shigemori",
                       rules=("karesansui.gardener.counter-snatch",),
                       note=T("With the option that plays 重森三玲 (Shigemori Mirei) against a "
                              "snatch, Orange, who holds him, may cancel Blue's snatch. By "
                              "default he is part two, played ahead of time.",
                              "選用「在被強奪時打出重森三玲」的選項時，持有他的橘方可以取消"
                              "藍方的強奪。預設規則下他是後行動，要事先使用。")),
            HowMany("q-boat-bonus", T("With the boat stone's bonus set to 10 points, the boat "
                                      "stone goes in the bottom row. How many points do the "
                                      "arrangements score then?",
                                      "把舟石加分設為 10 分時，把舟石放在下排。之後石頭擺放得"
                                      "幾分？"),
                    studio(gravel_with(), boat_bonus=10), after("arrangements",
                                                                "stone boat at a3"),
                    T("The boat stone in the bottom row scores what the option says: its printed "
                      "value is unknown.", "下排的舟石得到選項設定的分數：印刷的數值不明。"),
                    rules=("karesansui.score.arrangement-d",), mark="stone boat at a3"),
            Choose("q-tie-default", T("Four players. Black lays her first tile; Orange and "
                                      "Purple have one tile each, Blue two, and all three can "
                                      "snatch. Who is asked first?",
                                      "四人遊戲。黑方配置她的第 1 個板塊；橘方和紫方各有 "
                                      "1 個板塊，藍方有 2 個，三人都能強奪。先詢問誰？"),
                   (T("Orange", "橘方"), T("Purple", "紫方"), T("Blue", "藍方")),
                   lambda s: {0: 0, 3: 1, 1: 2}[s.current_player()],
                   T("Fewest tiles first, and on a tie the earlier from the start player: Orange.",
                     "板塊最少者優先；平手時從起始玩家算起較前者：橘方。"),
                   rules=("karesansui.snatch.priority", "karesansui.snatch.ties"),
                   position=TIE),
            Choose("q-tie-clockwise", T("The same position with the option that counts ties "
                                        "clockwise from the player laying the tile. Who is asked "
                                        "first?",
                                        "同一局面，選用「平手時從正在配置的玩家依順時針方向算起」"
                                        "的選項。先詢問誰？"),
                   (T("Orange", "橘方"), T("Purple", "紫方"), T("Blue", "藍方")),
                   lambda s: {0: 0, 3: 1, 1: 2}[s.current_player()],
                   T("Purple sits next clockwise after Black, so the tie goes to Purple.",
                     "紫方是黑方順時針方向的下一位，所以平手時由紫方優先。"),
                   rules=("karesansui.snatch.ties",), position=TIE_CLOCKWISE),
            HowMany("q-middle-symmetric",
                    T("With the option that asks the middle of a symmetric row to be symmetric in "
                      "itself, a tile with an arc on one side goes in the middle of this row. How "
                      "many points do symmetric rows score then?",
                      "選用「對稱橫列的中間須本身對稱」的選項時，在這一排中間放一個只有一側有扇的"
                      "板塊。之後對稱橫列得幾分？"),
                    studio("G05 G04 . G04 G05 / . . . . . / . . . . .",
                           symmetry_middle="symmetric"),
                    after("symmetry", "put G09 at c1"),
                    T("The outer pairs mirror each other, but with this option the middle tile "
                      "must mirror itself, and this one does not. By default the row scores 5.",
                      "外側兩對互為鏡像，但選用這個選項時中間板塊必須本身對稱，而這一個不是。"
                      "預設規則下這一排得 5 分。"),
                    rules=("karesansui.score.symmetry",), mark="put G09 at c1"),
            HowMany("q-tall-3p", T("Three players: how many tall standing stones lie on the temple "
                                   "board at the start?",
                                   "三人遊戲：開始時寺廟圖板上有幾顆大立石？"),
                    game(players=3, gardeners=("muso", "jozan", "zenami")),
                    lambda s: s.supply[3],
                    T("3 players: 5 flat, 6 small standing, 3 reclining, 4 tall standing, 2 boat. "
                      "These counts come from one source, since the summary's table is lost.",
                      "三人：橫石 5、小立石 6、臥石 3、大立石 4、舟石 2。這些數量只來自一個資料"
                      "來源，因為摘要中的表格已佚失。"),
                    rules=("karesansui.setup.stones",), picture=False),
        )),
    ),
    recap=T("The Chinese rules summary gives the rules and the terms; player write-ups fill the "
            "gaps. Tile drawings, the letters of the stone bonuses, two bonuses' points and the "
            "sixth bonus, the card layouts, and five gardener cards are provisional; unsettled "
            "readings are assumptions, some of them options.",
            "中文規則摘要提供規則和用語；玩家的整理補上空缺。板塊圖像、石頭加分的字母、兩種加分的"
            "分數與第六種加分、名庭園卡的位置，以及五張庭園大師卡是暫定的；尚未確定的解讀是假設，"
            "其中一些是選項。"),
    mistakes=(T("Taking a provisional drawing, card or arrangement for the printed one.",
                "把暫定的圖像、卡片或擺放當成印刷版的。"),),
)
