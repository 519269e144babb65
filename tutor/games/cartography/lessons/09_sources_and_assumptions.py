"""Cartography lesson 9: sources and assumptions."""

from __future__ import annotations

from importlib import import_module

from ....lessons.model import (
    Choose,
    Deeper,
    HowMany,
    LegalOrNot,
    Lesson,
    Position,
    Quiz,
    Read,
    Sources,
    T,
)
from .. import data
from ._common import (
    FIVE,
    SHORT,
    TIE_GAME,
    winner,
)

# -- positions ------------------------------------------------------------------------------

TIED_BY_STONES = Position(TIE_GAME, options={**SHORT, "tiebreak": "stones"})

CYCLE_MOVES = """
    tile O3 at (-2,-1) rot 0
    stone at (0,0)a
    tile O3 at (2,-1) rot 0
    stone at (0,-1)a
    stone at (-1,-1)a
    stone at (1,-1)a
    stone at (-2,-1)a
    stone at (-1,0)a           # Orange captures two
"""

CYCLE = Position(CYCLE_MOVES, options={"tiles_per_player": 5, "supply": {"O3": 2}})

CYCLE_SUPER = Position(CYCLE_MOVES, options={"tiles_per_player": 5, "supply": {"O3": 2},
                                             "ko": "super"})
"""Blue's recapture on (-1,-1)a brings back the map of two turns earlier: allowed by the
simple ko rule, refused by superko."""

KO_TILE_LAID_MAP = Position(import_module(".05_ko", __package__).KO_TILES_MOVES,
                            options={"tiles_per_player": 5, "supply": {"O3": 10},
                                     "ko_position": "map"})
"""Lesson 5's ko while the tiles last, played with the option that makes the ko rule
compare the tiles too: Orange may capture back at the top."""


LESSON = Lesson(
    game="cartography", number=9, slug="sources-and-assumptions",
    title=T("Sources and assumptions", "資料來源與假設"),
    minutes=10,
    objectives=(
        T("say where each rule comes from", "說出每條規則的來源"),
        T("name the assumed rules and their options", "說出本教學假設的規則和它們的選項"),
    ),
    steps=(
        Read(T(
            """
## Where the rules come from

Most rules come from a Chinese summary of the rulebook; the tiles come from the designer's
digital prototype. Where no source answers, the tutor chooses, registers an **assumption**,
and says so where the rule is taught.
""",
            """
## 規則從哪裡來

大部分規則來自一篇中文的規則書摘要；板塊來自設計者自己的數位原型。沒有來源回答的地方，本教學做一個
選擇，登記為**假設**，並在教這條規則的地方說明。
"""), sources=T(
            """
The summary is `003_aa27acea8e4117cd.txt`, a blog post that translates and summarises the
rulebook; it describes the tiles only through pictures. The designer's prototype (Jon Adams,
2015) gives the six tile types, how walls split them into regions, how regions meet across
sides, that a tile must share a side with the map, and that it may be turned (lessons 1 and
2). Reviews and the publisher's tips give what a liberty is, the pass and the scoring.

The assumptions: five tiles of each type (`cartography.setup.tile-counts`); the ko rule
compares the stones only (`cartography.stone.ko-stones`, lesson 5, going further); a pass is
a turn with no tile and no stone (`cartography.end.pass`, lesson 6, going further); with no
stones left you cannot place one (`cartography.stone.supply`, lesson 6, going further). Two
rules the summary states, each with another reading as an option: the ko rule as written,
no return to the position before the opponent's last move (`cartography.stone.ko`; superko
is the option), and ties to the start player (`cartography.score.tie-start-player`; one
review breaks ties by stones on the map instead).
""",
            """
摘要是 `003_aa27acea8e4117cd.txt`，一篇翻譯並整理規則書的部落格文章；它只用圖片介紹板塊。設計者的
原型（Jon Adams，2015 年）提供六種板塊、牆怎樣把板塊分成區域、區域怎樣隔著邊相接、板塊必須和地圖
共用一條邊，以及板塊可以旋轉（第 1、2 課）。評論和出版社的攻略說明氣是什麼、跳過和計分。

假設：每種板塊五個（`cartography.setup.tile-counts`）；劫的規則只比較棋子
（`cartography.stone.ko-stones`，第 5 課進階）；跳過是既沒有放板塊也沒有放棋子的回合
（`cartography.end.pass`，第 6 課進階）；棋子用完就不能再放（`cartography.stone.supply`，第 6 課
進階）。摘要明白寫出、但另有讀法當作選項的兩條規則：照字面讀的劫，不能回到對手上一步之前的局面
（`cartography.stone.ko`；選項是全局禁同），以及平手由起始玩家獲勝
（`cartography.score.tie-start-player`；有一篇評論改用地圖上的棋子數決定）。
""")),
        Sources("sources"),
        Read(T(
            """
## Options change the assumptions

Every rule that could be read another way is a game option: **superko** (no earlier
position of the stones may come back), a ko rule that compares the **tiles** as well as the
stones, and ties broken by **stones on the map** before the start player. The quiz asks
where an option and the default disagree.
""",
            """
## 選項改變假設

每條可能有不同讀法的規則，都有一個遊戲選項：**全局禁同**（棋子的任何先前局面都不能重覆）、劫也比較
**板塊**，以及平手時先比**地圖上的棋子**、再看起始玩家。小測驗問的是選項和預設規則結果不同的局面。
"""), sources=T(
            """
For programmers, the options of `new_game`: `ko="super"`, `ko_position="map"`,
`tiebreak="stones"` (rule `cartography.score.tie-stones`).
""",
            """
給寫程式的人：`new_game` 的選項 `ko="super"`、`ko_position="map"`、`tiebreak="stones"`
（規則 `cartography.score.tie-stones`）。
""")),
        Quiz((
            HowMany("q-supply", T("How many corner tiles does the tutor's supply hold at the "
                                  "start of a game?",
                                  "開局時，本教學的供應區有幾個切角板塊？"),
                    Position(options=FIVE), lambda s: s.supply[data.TILE_INDEX["C2"]],
                    T("Five of each type: our assumption, since no source gives the counts.",
                      "每種五個：這是我們的假設，因為沒有來源說明數量。"),
                    rules=("cartography.setup.tile-counts",)),
            LegalOrNot("q-simple", CYCLE, "stone at (-1,-1)a", rules=("cartography.stone.ko",),
                       note=T("Blue's capture back brings back the stones of two turns ago, not "
                              "those before Orange's last move: the default rule allows it.",
                              "藍方捕捉回來，會回到兩回合前的棋子，而不是橘方上一步之前的："
                              "預設規則允許。")),
            Choose("q-super", T("The same position, played with the superko option. May Blue "
                                "capture back on the region marked ①?",
                                "同一個局面，但這一局選用了「全局禁同」的選項。藍方可以在"
                                "標記①的區域捕捉回來嗎？"),
                   (T("yes", "可以"), T("no", "不可以")),
                   lambda s: 0 if s.check("stone at (-1,-1)a") else 1,
                   T("With superko no earlier position of the stones may come back, and this one "
                     "was on the map two turns ago.",
                     "選用全局禁同時，棋子的任何先前局面都不能重覆，而這個局面兩回合前出現過。"),
                   rules=("cartography.stone.ko",), position=CYCLE_SUPER,
                   mark="stone at (-1,-1)a", markers=("region-m1_m1-a",)),
        )),
        Deeper(T("Two more options.", "另外兩個選項。")),
        Quiz((
            Choose("q-map-option", T(
                "Lesson 5's ko while the tiles last, played with the game option that makes the "
                "ko rule compare the tiles as well as the stones. May Orange capture back on "
                "the region marked ① now?",
                "第 5 課板塊還沒用完時的劫，但這一局選用了「劫也比較板塊」的遊戲選項。橘方現在"
                "可以在標記①的區域捕捉回來嗎？"),
                   (T("yes", "可以"), T("no", "不可以")),
                   lambda s: 0 if s.check("stone at (0,-1)a") else 1,
                   T("With that option the map has a new tile since Blue's capture, so the "
                     "capture back repeats nothing.",
                     "選用這個選項時，藍方捕捉之後地圖多了一個板塊，所以捕捉回來不算重覆。"),
                   rules=("cartography.stone.ko-stones", "cartography.stone.ko"),
                   position=KO_TILE_LAID_MAP, mark="stone at (0,-1)a",
                   markers=("region-0_m1-a",)),
            Choose("q-tiebreak", T("The tied game of lesson 6, played with the option that "
                                   "breaks ties by stones on the map: Blue (the start player) "
                                   "has two stones on the map and one captured, Orange three "
                                   "stones on the map. Who wins?",
                                   "第 6 課那局平手的遊戲，改用「平手先比地圖上的棋子」的選項："
                                   "起始玩家藍方地圖上有兩顆棋子、捕捉一顆，橘方地圖上有三顆棋子。"
                                   "誰獲勝？"),
                   (T("Blue", "藍方"), T("Orange", "橘方")), winner,
                   T("3 to 3, and Orange has more stones on the map.",
                     "3 比 3，而橘方地圖上的棋子比較多。"),
                   rules=("cartography.score.tie-start-player", "cartography.score.tie-stones"),
                   position=TIED_BY_STONES, picture=False),
        )),
    ),
    recap=T("The rulebook summary gives most rules; the designer's prototype gives the tiles; "
            "where the sources are silent the tutor registers an assumption, and an option "
            "where it matters.",
            "規則摘要提供大部分規則；設計者的原型提供板塊；來源沒有說明的地方，本教學登記為假設，"
            "重要的還提供選項。"),
    mistakes=(T("Taking an assumption for a rule of the published game.",
                "把假設當成出版遊戲的規則。"),),
)
