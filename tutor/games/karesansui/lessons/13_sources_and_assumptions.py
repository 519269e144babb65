"""Karesansui lesson 13: Sources and assumptions."""

from __future__ import annotations

from ....lessons.model import Choose, HowMany, LegalOrNot, Lesson, Position, Quiz, Read, Sources, T
from ._common import CARDS, after, game, gravel_with, keep, lay, studio

LEFT_TO_RIGHT = game(lay("G01", "a1"), keep("G13"), lay("G01", "b1"),
                      keep("G12", "discard"), "draw; tile G02", placement="left-to-right")
"""With the summary's left-to-right placement: a1 and b1 laid, a tile drawn."""
ADJACENT = game(lay("G01", "a1"), keep("G13"), lay("G01", "b1"),
                 keep("G12", "discard"), "draw; tile G02")


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
    game="karesansui", number=13, slug="sources-and-assumptions",
    title=T("Sources and assumptions", "資料來源與假設"),
    minutes=15,
    objectives=(
        T("say where each rule comes from", "說出每條規則的來源"),
        T("name the data that are provisional, and the options that change the assumptions",
          "說出哪些資料是暫定的，以及改變假設的選項"),
    ),
    steps=(
        Read(T(
            """
## Where the rules come from

The main source is the Chinese rules summary `004_2dd42cb4566abbba.txt` (by 童教桌遊研究院):
the set-up, both parts of a turn, gifts, discards, storage, snatching, zazen, the monk, the
stones, the gardener cards, the end and all nine scoring items come from it, and so do the
Chinese terms of these lessons. Public rule write-ups, play reports and reviews by players,
mostly Japanese, fill in what it leaves out: the stone thresholds and counts, the 2-player
rules, the names of the nine gardener cards and four of their effects, eleven names of the
famous gardens, the stone bonuses (keima, diagonal, triad, boat stone, Mount Hōrai).

## What is provisional

The printed rulebook shows some of the game's data only as pictures, which we could not read.
The tutor keeps each such item as replaceable data, marks it **provisional** on the board and
in these lessons, and never presents it as the rule:

- the **22 tile designs** (their drawings, copy counts and edges): so which tiles join,
  mirror each other or make circles (lessons 1, 8, 9); only the totals are certain: 80 tiles,
  13 gravel and 9 moss designs (`karesansui.data.tiles`);
- **which letter A to F** each stone bonus is (an inference from the summary's overlap
  rules), **D's and E's points** (D: option `boat_bonus`; 5 is the tutor's stand-in, no source
  gives a value), and arrangement **F** altogether (lesson 10);
- the **layouts and points of the 14 famous-garden cards**, three of their names, and what
  their ☆ and □ ask for (lesson 11);
- five **gardener cards**: Sen no Rikyū (known in part), Kentei, Kobori Enshū and Kanamori
  Sōwa (effects unknown), and Shigemori Mirei, known to stop a snatch, read as a counter
  (lesson 6).

Where the sources are silent or disagree on a rule, the tutor registers an **assumption**
and says so where the rule is taught: placement next to any tile, and discards that come
back when the stacks run out although the summary also calls them removed from the game
(lesson 2); who snatches first on a tie, and the end of part one when your drawn tile is
snatched (lesson 3); the monk stepping off a new stone (lesson 5); a card that can do
nothing, and Ishikawa Jōzan taking only what fits (lesson 6); the middle tile of a
symmetric row (lesson 8); how circles form and the summary's 4-point example (lesson 9).
The list below comes from the rule registry itself, in this lesson's language.
""",
            """
## 規則從哪裡來

主要來源是童教桌遊研究院的中文規則摘要 `004_2dd42cb4566abbba.txt`：遊戲準備、回合的兩個階段、讓渡、
廢棄、保管、強奪、座禪、禪宗僧侶、石頭、庭園大師卡、遊戲結束以及九個計分項目都來自它，課程中的中文
用語也是。玩家公開的規則整理、遊戲心得與評論(大多是日文)補上它沒有說的部分：石頭所需的德行與數量、
兩人規則、九張庭園大師卡的名稱與其中四張的效果、十一張名庭園的名稱，以及各種石頭加分(桂馬、斜置、
三尊石、舟石、蓬萊山)。

## 哪些是暫定的

印刷的規則書有些資料只以圖片呈現，我們無法辨識。教學工具把每一項都保存為可替換的資料，在棋盤和課程中
標示為**暫定**，絕不把它當成規則：

- **22 種板塊圖像**(圖案、數量與邊緣)：因此哪些板塊相連、互為鏡像或組成圓(第 1、8、9 課)；只有總數是
  確定的：80 個板塊，13 種砂礫與 9 種苔蘚(`karesansui.data.tiles`)；
- 每種石頭加分是 A 到 F 的**哪一個字母**(從摘要的重複計分規則推論)、**D 組和 E 組的分數**
  (D 組：選項 `boat_bonus`；5 分是教學工具的代替值，沒有資料提供數值)，以及整個 **F 組**(第 10 課)；
- **14 張名庭園卡的位置與分數**、其中三張的名稱，以及 ☆ 和 □ 要求什麼(第 11 課)；
- 五張**庭園大師卡**：千利休(只知道一部分)、賢庭、小堀遠州和金森宗和(效果不明)，以及重森三玲
  (已知能阻止強奪，解讀為反制)(第 6 課)。

來源沒有說明或互相矛盾的規則，教學工具登記為**假設**，並在教這條規則的地方說明：與任一板塊相鄰
即可放置，以及廢棄的板塊在板塊堆抽盡時會回來(雖然摘要也說它們「移除遊戲」)(第 2 課)；平手時誰先
強奪，以及抽取的板塊被強奪後前行動結束(第 3 課)；禪宗僧侶移離新石頭(第 5 課)；無法發揮效果的卡，
以及石川丈山只拿放得下的板塊(第 6 課)；對稱橫列的中間板塊(第 8 課)；圓如何組成以及摘要 4 分的
例子(第 9 課)。下面的清單直接取自規則登記表，並使用這一課的語言。
""")),
        Sources("sources"),
        Read(T(
            """
## Options change the assumptions

Where a player would want to choose, an assumption is a game option (`new_game` keywords):

- `placement="left-to-right"`: the summary's wording, rows fill from the left with no gap;
- `snatch_cost`: the virtue a snatch costs (the summary says 2);
- `snatch_ties="clockwise"`: among players with equally few tiles, the first asked whether
  to snatch is the next clockwise from the player laying the tile (by default: the earliest
  from the start player, Orange);
- `after_snatch="draw-again"`: a player whose drawn tile was snatched draws again;
- `boat_bonus`: arrangement D's points (unknown; 5 by default, the tutor's stand-in);
- `symmetry_middle="any"`: the middle tile of a symmetric row may be any tile.

The garden studio takes `boat_bonus` and `symmetry_middle` too. The quiz asks about positions
where an option and the default disagree.
""",
            """
## 選項改變假設

玩家可能想自己決定的假設，都是遊戲選項(`new_game` 的關鍵字參數)：

- `placement="left-to-right"`：摘要的寫法，每一排從左邊開始、不留間隔地延伸；
- `snatch_cost`：強奪所需的德行(摘要說 2 點)；
- `snatch_ties="clockwise"`：板塊一樣少的玩家中，先詢問正在配置的玩家順時針方向的下一位
  (預設：從起始玩家橘色算起最前面的一位)；
- `after_snatch="draw-again"`：抽取的板塊被強奪的玩家再抽取一次；
- `boat_bonus`：D 組的分數(不明；預設 5 分，教學工具的代替值)；
- `symmetry_middle="any"`：對稱橫列的中間板塊可以是任何板塊。

庭園工作室也接受 `boat_bonus` 和 `symmetry_middle`。小測驗問的是選項和預設結果不同的局面。
""")),
        Quiz((
            LegalOrNot("q-adjacent", ADJACENT,
                       "place G02 at b2", rules=("karesansui.place.adjacent",),
                       note=T("By default a tile may go next to any tile already laid.",
                              "預設規則下，板塊可以放在任何已放置板塊的旁邊。")),
            LegalOrNot("q-left-to-right", LEFT_TO_RIGHT, "place G02 at b2",
                       note=T("With `placement=\"left-to-right\"`, the middle row must start at "
                              "a2.",
                              "選用 `placement=\"left-to-right\"` 時，中排必須從 a2 開始。")),
            HowMany("q-boat-bonus", T("With `boat_bonus=10`, the boat stone goes on a3. How many "
                                      "points do the arrangements score then?",
                                      "選用 `boat_bonus=10` 時，把舟石放在 a3。"
                                      "之後石頭擺放得幾分?"),
                    studio(gravel_with(), boat_bonus=10), after("arrangements",
                                                                   "stone boat at a3"),
                    T("D scores what the option says: its printed value is unknown.",
                      "D 組的分數由選項決定：印刷的數值不明。"),
                    rules=("karesansui.score.arrangement-d",)),
            Choose("q-tie-default", T("Four players. Black lays her first tile; Orange and "
                                      "Purple have one tile each, Blue two, and all three can "
                                      "snatch. Who is asked first?",
                                      "四人遊戲。黑色玩家配置她的第 1 個板塊；橘色和紫色玩家各有"
                                      "1 個板塊，藍色玩家有 2 個，三人都能強奪。先詢問誰?"),
                   (T("Orange", "橘色玩家"), T("Purple", "紫色玩家"), T("Blue", "藍色玩家")),
                   lambda s: {0: 0, 3: 1, 1: 2}[s.current_player()],
                   T("Fewest tiles first, and on a tie the earlier from the start player: Orange.",
                     "板塊最少者優先；平手時從起始玩家算起較前者：橘色玩家。"),
                   rules=("karesansui.snatch.priority", "karesansui.snatch.ties"),
                   position=TIE),
            Choose("q-tie-clockwise", T("The same position with `snatch_ties=\"clockwise\"`. Who "
                                        "is asked first?",
                                        "同一局面，選用 `snatch_ties=\"clockwise\"`。先詢問誰?"),
                   (T("Orange", "橘色玩家"), T("Purple", "紫色玩家"), T("Blue", "藍色玩家")),
                   lambda s: {0: 0, 3: 1, 1: 2}[s.current_player()],
                   T("Purple sits next clockwise after Black, so the tie goes to Purple.",
                     "紫色玩家是黑色玩家順時針方向的下一位，所以平手時由紫色玩家優先。"),
                   rules=("karesansui.snatch.ties",), position=TIE_CLOCKWISE),
            HowMany("q-middle-any", T("With `symmetry_middle=\"any\"`, G09 goes in the middle of "
                                      "this row. How many points do symmetric rows score then?",
                                      "選用 `symmetry_middle=\"any\"` 時，在這一排中間放 G09。"
                                      "之後對稱橫列得幾分?"),
                    studio("G10 G12 . G13 G11 / . . . . . / . . . . .", symmetry_middle="any"),
                    after("symmetry", "put G09 at c1"),
                    T("The outer pairs mirror each other; with this option the middle tile may be "
                      "any tile. By default this row scores 0.",
                      "外側兩對互為鏡像；選用這個選項時中間可以是任何板塊。"
                      "預設規則下這一排得 0 分。"),
                    rules=("karesansui.score.symmetry",)),
            Choose("q-certain", T("What is certain about the tiles?", "關於板塊，哪一項是確定的?"),
                   (T("the 22 drawings", "22 種圖像"), T("how many copies of each design",
                                                          "每種圖像的數量"),
                    T("80 tiles: 13 gravel and 9 moss designs",
                      "80 個板塊：13 種砂礫與 9 種苔蘚圖像")), 2,
                   T("Only the totals; every drawing is the tutor's, marked provisional.",
                     "只有總數；每種圖像都是教學工具的，標示為暫定。"),
                   rules=("karesansui.data.tiles",)),
        )),
    ),
    recap=T("The Chinese rules summary gives the rules and the terms; player write-ups fill the "
            "gaps. Tile drawings, the letters of the stone bonuses, D's and E's points, F, the "
            "card layouts and symbols, and five gardener cards are provisional; unsettled "
            "readings are assumptions, some of them options.",
            "中文規則摘要提供規則和用語；玩家的整理補上空缺。板塊圖像、石頭加分的字母、D 與 E 組的"
            "分數、F 組、名庭園卡的位置與符號，以及五張庭園大師卡是暫定的；尚未確定的解讀是假設，"
            "其中一些是選項。"),
    mistakes=(T("Taking a provisional drawing, card or arrangement for the printed one.",
                "把暫定的圖像、卡片或擺放當成印刷版的。"),),
)
