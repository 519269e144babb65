"""Cartography lesson 1: the map, its tiles and the goal."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    HowMany,
    Lesson,
    Position,
    Quiz,
    Reach,
    Read,
    Show,
    T,
    Task,
)
from .. import data
from ._common import (
    AFTER_C2,
    FIVE,
    START,
    SUPPLY_EMPTY,
    new_regions,
    on_map,
)

# -- positions ------------------------------------------------------------------------------

ELEVEN_REGIONS = Position("""
    tile C2 at (0,1) rot 0
    no stone
    tile C3 at (1,1) rot 0
    no stone
""", options=FIVE)


LESSON = Lesson(
    game="cartography", number=1, slug="the-map-and-its-tiles",
    title=T("The map, its tiles and the goal", "地圖、板塊與目標"),
    minutes=15,
    objectives=(
        T("say what a turn is made of and how the game is won",
          "說出一個回合包含哪些步驟,以及怎樣獲勝"),
        T("lay a tile and place a stone on the board", "在棋盤上放置板塊和棋子"),
        T("count the regions of a tile and of the map", "數出板塊和地圖上的區域"),
    ),
    steps=(
        Read(T(
            """
## Map-makers claiming land

In Cartography two players are map-makers. Every turn someone adds a triangular piece of
map, a **tile**, and may claim land on it with a **stone**. The designer, Jon Adams, took
the tile-laying of Carcassonne and the surrounding and capturing of Go. The Chinese
rulebook summary we follow (`003_aa27acea8e4117cd.txt`) opens with that very question:

> 「卡卡頌與圍棋的結合?」 (Carcassonne and Go combined?)

**The goal.** At the end, each of your stones still on the map is worth one point, and each
opponent stone you captured is worth one point. The higher total wins.

**A turn** has three steps, in this order (`cartography.turn.order`):

> 「步驟 1:放置一個板塊 步驟 2:放置一個棋子 步驟 3:捕捉棋子」

1. lay a tile: you must, while you have one that fits;
2. place one stone, or none;
3. capture the opponent's stones you have surrounded.

Two players, Blue and Orange, each with 30 stones (`cartography.setup.players`). The board
calls the stones *castles*, as the published game does.
""",
            """
## 佔領土地的地圖測繪員

在地圖學中,兩位玩家是地圖測繪員。每回合有人在地圖上加上一塊三角形的**板塊**,並可以用一個
**棋子**佔領上面的土地。設計者 Jon Adams 結合了卡卡頌的板塊拼放,以及圍棋的包圍與吃棋。我們依據的
中文規則摘要(`003_aa27acea8e4117cd.txt`)一開頭就問:

> 「卡卡頌與圍棋的結合?」

**目標**。遊戲結束時,你留在地圖上的每個棋子得一分,你捕捉的每個對手棋子也得一分。總分高的玩家獲勝。

**一個回合**依序有三個步驟(`cartography.turn.order`):

> 「步驟 1:放置一個板塊 步驟 2:放置一個棋子 步驟 3:捕捉棋子」

1. 放置一個板塊:只要你還有能放的板塊,就一定要放;
2. 放置一個棋子,或不放;
3. 捕捉你包圍的對手棋子。

兩位玩家:藍方與橘方,各有 30 個棋子(`cartography.setup.players`)。棋盤上把棋子叫作「城堡」,
和出版的遊戲一樣。
""")),
        Show("start", START, picture=True, caption=T(
            "The start: six plain tiles form a hexagon around one point "
            "(`cartography.setup.start-hexagon`; 「在場中央用六個「公開的」地圖板塊組成一個六邊形」"
            "). "
            "Each red dot is a **region**, a place for one stone. The dashed triangles around "
            "the map are the empty **slots** where it can grow, labelled with their coordinates "
            "(column,row). On the right: the players, the score sheet and the face-up tile "
            "**supply** you choose from.",
            "開局:六個空白板塊圍繞一點組成六邊形(`cartography.setup.start-hexagon`;"
            "「在場中央用六個「公開的」地圖板塊組成一個六邊形」)。每個紅點是一個**區域**,"
            "可以放一個棋子。"
            "地圖周圍的虛線三角形是地圖可以延伸的**空位**,標著它們的座標(欄,列)。右邊是玩家、"
            "計分表,"
            "以及公開的板塊**供應區**,你從這裡挑選板塊。")),
        Read(T(
            """
## The six tile types

Some tiles carry **walls** (drawn as blue rivers). A wall splits a tile into separate
regions, one red dot each, and blocks the way between them.

| type | regions | walls |
|------|---------|-------|
| O3 | 1 | none: the plain tile |
| O2 | 1 | a stub from one side, which does not split the tile |
| O1 | 1 | stubs from two sides |
| C1 | 2 | a wall from the middle of one side to the opposite corner |
| C2 | 2 | a wall that cuts off one corner |
| C3 | 3 | a Y-shaped wall, one region in each corner |

The Chinese summary shows the tiles only in pictures, so the six types and their walls come
from the designer's own digital prototype of the game (2015). How many tiles of each type
the box holds, no source says: the summary gives 36 tiles in all, six of them for the
hexagon, and the tutor puts **five of each type** in the supply. That is an assumption
(`cartography.setup.tile-counts`), and a game option (`supply`).

**On the board**: click a tile type in the supply, turn it with the *Turn tile* button if
you need to, then click a green slot. After the tile, click a red dot to place a stone, or
press *No stone*.
""",
            """
## 六種板塊

有些板塊上有**牆**(畫成藍色的河)。牆把板塊分成不同的區域,每個區域一個紅點,並阻斷區域之間的通路。

| 種類 | 區域 | 牆 |
|------|------|----|
| O3 | 1 | 沒有牆:空白板塊 |
| O2 | 1 | 一段牆從一邊伸入,不會把板塊分開 |
| O1 | 1 | 兩段牆從兩邊伸入 |
| C1 | 2 | 牆從一邊的中點通到對面的角 |
| C2 | 2 | 牆切出一個角 |
| C3 | 3 | Y 形的牆,每個角一個區域 |

中文摘要只用圖片介紹板塊,所以六種板塊和它們的牆,來自設計者自己在 2015 年做的數位原型。盒裡每種板塊
有幾個,沒有任何來源說明:摘要只說共有 36 個板塊,其中六個組成起始六邊形;本教學在供應區放**每種五個**。
這是一個假設(`cartography.setup.tile-counts`),也是遊戲選項(`supply`)。

**在棋盤上**:先點供應區裡的板塊種類,需要的話按「旋轉板塊」轉動它,再點綠色的空位。放完板塊後,
點一個紅點放置棋子,或按「不放棋子」。
""")),
        Task(
            "first-turn",
            T("Blue to play: make a whole first turn. Grow the map by one tile, then put a blue "
              "stone on the map.",
              "藍方下:完成第一個完整的回合。先在地圖上加一個板塊,再把一個藍色棋子放到地圖上。"),
            START,
            Reach(on_map(0), T("The turn ended without a blue stone on the map.",
                                "這個回合結束了,但地圖上沒有藍色棋子。"), within=2),
            solution=("tile O3 at (0,1) rot 0", "stone at (0,1)a"),
            hints=(T("A turn starts with a tile. Which slots are open to it?",
                     "回合從板塊開始。哪些空位可以放?"),
                   T("Pick the plain tile O3 and click any slot around the hexagon; then click "
                     "a red dot.", "選空白板塊 O3,點六邊形旁任一個空位;然後點一個紅點。")),
            highlight=("tile O3 at (0,1) rot 0",),
            rules=("cartography.turn.order", "cartography.tile.mandatory",
                   "cartography.setup.start-hexagon"),
            wrong="stone at (0,0)a", wrong_rule="cartography.tile.mandatory",
            explain={"no stone": T("That ends the turn without a stone: this time, place one.",
                                   "這樣就不放棋子結束回合了:這一次請放一個棋子。")},
            success=T("Well done: a tile, then a stone. Blue has one point on the score sheet.",
                      "做得好:先放板塊,再放棋子。藍方在計分表上有一分了。"),
        ),
        Task(
            "two-regions",
            T("Blue to play: lay a tile that adds two regions (two red dots) to the map.",
              "藍方下:放一個板塊,讓地圖多出兩個區域(兩個紅點)。"),
            START,
            Reach(new_regions(2), T("That tile does not add exactly two regions.",
                                     "這個板塊沒有剛好增加兩個區域。")),
            solution=("tile C2 at (0,1) rot 0",),
            hints=(T("Only tiles whose wall runs right across them have more than one region.",
                     "只有牆橫越整個板塊的板塊,才有不只一個區域。"),
                   T("C1 and C2 have two regions each; C3 has three.",
                     "C1 和 C2 各有兩個區域;C3 有三個。")),
            highlight=("tile C2 at (0,1) rot 0", "tile C1 at (0,1) rot 120"),
            rules=("cartography.region.walls",),
            wrong="tile O3 at (0,1) rot 0",
            explain={"tile O3 at (0,1) rot 0": T("A plain tile is one region.",
                                                 "空白板塊只有一個區域。")},
            success=T("Two regions on one tile: the wall keeps them apart.",
                      "一個板塊上有兩個區域:牆把它們隔開。"),
        ),
        Task(
            "three-regions",
            T("Orange to play: lay the tile that adds the most regions at once.",
              "橘方下:放一個一次增加最多區域的板塊。"),
            AFTER_C2,
            Reach(new_regions(3), T("Another tile adds more regions than that.",
                                     "有另一種板塊能增加更多區域。")),
            solution=("tile C3 at (1,1) rot 0",),
            hints=(T("Which tile type has three red dots? Where can it go?",
                     "哪一種板塊有三個紅點?它可以放在哪裡?"),
                   T("A C3 has walls on all three sides: it only fits where every side it "
                     "touches is a wall too, next to Blue's new tile.",
                     "C3 三邊都有牆:只有它碰到的每一邊也都是牆的地方才放得下,"
                     "也就是藍方新板塊的旁邊。")),
            highlight=("tile C3 at (1,1) rot 0", "tile C3 at (-1,1) rot 0"),
            rules=("cartography.region.walls", "cartography.tile.edges-match"),
            wrong="tile C3 at (0,-2) rot 0", wrong_rule="cartography.tile.edges-match",
            success=T("Three regions at once. Lesson 2 explains why a C3 fits only there.",
                      "一次三個區域。第 2 課會解釋為什麼 C3 只能放在那裡。"),
        ),
        Read(T(
            """
## Names of places

Every tile sits in a slot `(column,row)`, and its regions are `a`, `b`, `c`: the plain tile
below the hexagon holds the region `(0,1)a`; a C2 there would hold `(0,1)a` and `(0,1)b`.
Hover over a dot on a board to see its name. The six regions of the hexagon are `(-1,-1)a`
(upper left), `(0,-1)a` (top), `(1,-1)a` (upper right), `(-1,0)a` (lower left), `(0,0)a`
(bottom) and `(1,0)a` (lower right). The lessons use these names; the moves are written the
same way, for instance `tile O3 at (0,1) rot 0` and `stone at (0,1)a`.
""",
            """
## 地點的名稱

每個板塊放在一個空位 `(欄,列)`,它的區域叫作 `a`、`b`、`c`:六邊形下方的空白板塊上是區域 `(0,1)a`;
如果放的是 C2,就有 `(0,1)a` 和 `(0,1)b`。把滑鼠移到棋盤上的點,就能看到它的名稱。六邊形的六個區域是
`(-1,-1)a`(左上)、`(0,-1)a`(上)、`(1,-1)a`(右上)、`(-1,0)a`(左下)、`(0,0)a`(下)和
`(1,0)a`(右下)。課程用這些名稱;走法也這樣寫,例如 `tile O3 at (0,1) rot 0` 和 `stone at (0,1)a`。
""")),
        Quiz((
            Choose("q-turn", T("In what order does a turn go?", "一個回合的順序是什麼?"),
                   (T("tile, stone, capture", "板塊、棋子、捕捉"),
                    T("stone, tile, capture", "棋子、板塊、捕捉"),
                    T("capture, tile, stone", "捕捉、板塊、棋子")),
                   0, T("Step 1 a tile, step 2 a stone (or none), step 3 the captures.",
                        "步驟 1 板塊,步驟 2 棋子(或不放),步驟 3 捕捉。"),
                   rules=("cartography.turn.order",)),
            Choose("q-players", T("How many players does Cartography take?",
                                  "地圖學要幾位玩家?"),
                   (T("two", "兩位"), T("two to four", "二到四位"), T("three", "三位")),
                   lambda s: {2: 0, 4: 1, 3: 2}[s.num_players()],
                   T("Blue and Orange. One review mentions up to four players, but the "
                     "rulebook summary and the other sources say two.",
                     "藍方與橘方。有一篇評論提到最多四人,但規則摘要和其他來源都說是兩人。"),
                   rules=("cartography.setup.players",), position=START, picture=False),
            HowMany("q-start-regions", T("How many regions does the map have at the start?",
                                         "開局時地圖上有幾個區域?"),
                    START, lambda s: len(s.region_at),
                    T("Six plain tiles, one region each.", "六個空白板塊,每個一個區域。"),
                    rules=("cartography.setup.start-hexagon",)),
            HowMany("q-regions", T("How many regions does this map have?",
                                   "這張地圖上有幾個區域?"),
                    ELEVEN_REGIONS, lambda s: len(s.region_at),
                    T("Six in the hexagon, two on the C2, three on the C3.",
                      "六邊形六個,C2 兩個,C3 三個。"),
                    rules=("cartography.region.walls",)),
            HowMany("q-points", T("Blue places a stone on (0,1)a, the free region below the "
                                  "hexagon. How many points does Blue have then?",
                                  "藍方在六邊形下方空著的區域 (0,1)a 放一個棋子。之後藍方有幾分?"),
                    SUPPLY_EMPTY, lambda s: s.apply("stone at (0,1)a").scores().totals[0],
                    T("Three stones on the map and the one orange stone Blue captured earlier.",
                      "地圖上三個棋子,加上藍方先前捕捉的一個橘色棋子。"),
                    rules=("cartography.score.stones-on-map", "cartography.score.prisoners")),
            HowMany("q-length", T("A class has about 40 minutes for a game. How many tiles "
                                  "does each player lay?",
                                  "一堂課大約有 40 分鐘玩一局。每位玩家要打出幾個板塊?"),
                    Position(options={"tiles_per_player": 10}), lambda s: s.tiles_left[0],
                    T("The summary's table: 5 tiles for about 20 minutes, 10 for 40, 15 for 60.",
                      "摘要的表格:5 個板塊約 20 分鐘,10 個約 40 分鐘,15 個約 60 分鐘。"),
                    rules=("cartography.setup.game-length", "cartography.tile.allotment"),
                    picture=False),
            HowMany("q-supply", T("How many C2 tiles does the tutor's supply hold at the start "
                                  "of a game?", "開局時,本教學的供應區有幾個 C2 板塊?"),
                    START, lambda s: s.supply[data.TILE_INDEX["C2"]],
                    T("Five of each type: our assumption, since no source gives the counts.",
                      "每種五個:這是我們的假設,因為沒有來源說明數量。"),
                    rules=("cartography.setup.tile-counts",), picture=False),
            Choose("q-start-player", T("Before this game the players chose Orange to start. "
                                       "Who lays the first tile?",
                                       "這一局開始前,玩家選了橘方當起始玩家。誰放第一個板塊?"),
                   (T("Blue", "藍方"), T("Orange", "橘方")), lambda s: s.current_player(),
                   T("The start player plays first; then the players take turns.",
                     "起始玩家先下,之後輪流進行。"),
                   rules=("cartography.setup.start-player",),
                   position=Position(options={"tiles_per_player": 5, "start_player": 1}),
                   picture=False),
        )),
    ),
    recap=T("A turn is a tile, then a stone or none, then captures. Walls split tiles into "
            "regions, one stone each. Stones on the map and captured stones score a point each.",
            "一個回合是:放板塊,再放一個棋子或不放,然後捕捉。牆把板塊分成區域,每個區域放一個棋子。"
            "地圖上的棋子和捕捉的棋子各得一分。"),
    mistakes=(T("Trying to place a stone before the tile.", "還沒放板塊就想先放棋子。"),
              T("Counting a tile as one region whatever its walls.",
                "不管牆怎麼畫,都把一個板塊當成一個區域。")),
)
