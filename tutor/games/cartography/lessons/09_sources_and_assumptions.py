"""Cartography lesson 9: sources and assumptions."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    LegalOrNot,
    Lesson,
    Position,
    Quiz,
    Read,
    Sources,
    T,
)
from ._common import (
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


LESSON = Lesson(
    game="cartography", number=9, slug="sources-and-assumptions",
    title=T("Sources and assumptions", "資料來源與假設"),
    minutes=10,
    objectives=(
        T("say where each rule comes from", "說出每條規則的來源"),
        T("name the rules the tutor had to assume, and the options that change them",
          "說出本教學必須假設的規則,以及改變它們的選項"),
    ),
    steps=(
        Read(T(
            """
## Where the rules come from

The main source is the Chinese rulebook summary `003_aa27acea8e4117cd.txt`, a blog post
that translates and summarises the rulebook: the turn, stones, capture, ko, the end and
scoring all come from it. It describes the tiles only through pictures, so other public
sources fill the gaps:

- **the designer's own digital prototype** (Jon Adams, 2015): the six tile types, how their
  walls split them into regions, how regions meet across sides, that a tile must share a
  side with the map, and that it may be turned (lessons 1 and 2);
- **reviews and the publisher's tips**: what a liberty is, the pass, the scoring.

Where no source answers, the tutor makes a choice, registers it as an **assumption** and
says so where the rule is taught:

- five tiles of each type in the supply (`cartography.setup.tile-counts`, option
  `supply`; lesson 1);
- no return to the position before the opponent's last move (`cartography.stone.ko`,
  option `ko`; lesson 5), comparing the stones on the map only, whatever tiles were laid in
  between (`cartography.stone.ko-stones`, option `ko_position`; lesson 5);
- a pass is a turn with no tile and no stone (`cartography.end.pass`; lesson 6);
- with no stones left you cannot place one (`cartography.stone.supply`; lesson 6);
- the start player wins ties, as the summary says, while one review breaks ties by stones on
  the map (`cartography.score.tie-start-player`, option `tiebreak`; lesson 6).

The list below is drawn from the rule registry itself, in this lesson's language.
""",
            """
## 規則從哪裡來

主要來源是中文規則摘要 `003_aa27acea8e4117cd.txt`,一篇翻譯並整理規則書的部落格文章:
回合、棋子、吃棋、劫、遊戲結束與計分都來自它。它只用圖片介紹板塊,所以其他公開資料補上了空缺:

- **設計者自己的數位原型**(Jon Adams,2015 年):六種板塊、牆怎樣把板塊分成區域、區域怎樣隔著邊相接、
  板塊必須和地圖共用一條邊,以及板塊可以旋轉(第 1、2 課);
- **評論和出版社的攻略**:氣是什麼、跳過、計分。

沒有來源回答的地方,本教學做一個選擇,登記為**假設**,並在教這條規則的地方說明:

- 供應區每種板塊五個(`cartography.setup.tile-counts`,選項 `supply`;第 1 課);
- 不能回到對手上一步之前的局面(`cartography.stone.ko`,選項 `ko`;第 5 課),只比較地圖上的棋子,
  不論中間放了哪些板塊(`cartography.stone.ko-stones`,選項 `ko_position`;第 5 課);
- 跳過是既沒有放板塊也沒有放棋子的回合(`cartography.end.pass`;第 6 課);
- 棋子用完就不能再放(`cartography.stone.supply`;第 6 課);
- 平手時起始玩家獲勝,如摘要所說;有一篇評論改用地圖上的棋子數決定
  (`cartography.score.tie-start-player`,選項 `tiebreak`;第 6 課)。

下面的清單直接取自規則登記表,並使用這一課的語言。
""")),
        Sources("sources"),
        Read(T(
            """
## Options change the assumptions

Every assumption that could reasonably go another way is a game option. Three of them:

- `ko="super"` (superko) forbids a stone that brings back **any** earlier position of the
  stones, not only the one before the opponent's last move;
- `ko_position="map"` makes the ko rule compare the stones and the tiles (lesson 5);
- `tiebreak="stones"`: on equal totals, more stones on the map wins; only then the start
  player (`cartography.score.tie-stones`).

The quiz asks about positions where the options and the defaults disagree.
""",
            """
## 選項改變假設

每個可能有不同解讀的假設,都是一個遊戲選項。其中三個:

- `ko="super"`(全局禁同):禁止讓棋子回到**任何**先前局面,而不只是對手上一步之前的局面;
- `ko_position="map"`:劫的規則同時比較棋子和板塊(第 5 課);
- `tiebreak="stones"`:總分相同時,地圖上棋子多的獲勝;再相同才由起始玩家獲勝
  (`cartography.score.tie-stones`)。

小測驗問的是選項和預設規則結果不同的局面。
""")),
        Quiz((
            LegalOrNot("q-simple", CYCLE, "stone at (-1,-1)a", rules=("cartography.stone.ko",),
                       note=T("Blue's recapture brings back the map of two turns ago, not the "
                              "one before Orange's last move: the default rule allows it.",
                              "藍方吃回來會回到兩回合前的地圖,而不是橘方上一步之前的:"
                              "預設規則允許。")),
            LegalOrNot("q-super", CYCLE_SUPER, "stone at (-1,-1)a",
                       note=T("With `ko=\"super\"` no earlier position of the stones may "
                              "come back.",
                              "選用 `ko=\"super\"` 時,棋子的任何先前局面都不能重覆。")),
            Choose("q-tiebreak", T("The tied game of lesson 6, played with `tiebreak=\"stones\"`: "
                                   "Blue (start player) has two stones on the map and one "
                                   "captured, Orange three stones on the map. Who wins?",
                                   "第 6 課那局平手的遊戲,改用 `tiebreak=\"stones\"`:"
                                   "起始玩家藍方地圖上"
                                   "有兩個棋子、捕捉一個,橘方地圖上有三個棋子。誰獲勝?"),
                   (T("Blue", "藍方"), T("Orange", "橘方")), winner,
                   T("3 to 3, and Orange has more stones on the map.",
                     "3 比 3,而橘方地圖上的棋子比較多。"),
                   rules=("cartography.score.tie-start-player", "cartography.score.tie-stones"),
                   position=TIED_BY_STONES,
                   picture=False),
        )),
    ),
    recap=T("The rulebook summary gives most rules; the designer's prototype gives the tiles; "
            "where the sources are silent the tutor registers an assumption, and an option "
            "where it matters.",
            "規則摘要提供大部分規則;設計者的原型提供板塊;來源沒有說明的地方,本教學登記為假設,"
            "重要的還提供選項。"),
    mistakes=(T("Taking an assumption for a rule of the published game.",
                "把假設當成出版遊戲的規則。"),),
)
