"""Cartography lesson 1: the map, its tiles and the goal."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    Deeper,
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
from ._common import (
    AFTER_C2,
    FIVE,
    START,
    SUPPLY_EMPTY,
    new_regions,
    stone_on_slot,
)

# -- positions ------------------------------------------------------------------------------

ELEVEN_REGIONS = Position("""
    tile C2 at (0,1) rot 0
    no stone
    tile C3 at (1,1) rot 0
    no stone
""", options=FIVE)

BELOW = (0, 1)
"""The slot below the hexagon (marked ① in the first task)."""


LESSON = Lesson(
    game="cartography", number=1, slug="the-map-and-its-tiles",
    title=T("The map, its tiles and the goal", "地圖、板塊與目標"),
    minutes=15,
    objectives=(
        T("know the turn and the goal", "說出回合的步驟和怎樣獲勝"),
        T("lay a tile, place a stone", "放置板塊和棋子"),
        T("count regions", "數出區域"),
    ),
    steps=(
        Read(T(
            """
## Claiming land

Blue and Orange build a map of **tiles** and claim it with **stones**: a point for each
stone on the map or captured.
""",
            """
## 佔領土地的地圖測繪員

藍方和橘方兩位玩家用三角形的**板塊**拼出地圖，再用**棋子**佔領土地。地圖上你的每顆棋子、
你捕捉的每顆對手棋子，各得一分。
"""), sources=T(
            """
The rulebook summary `003_aa27acea8e4117cd.txt`, a Chinese blog post that summarises the
rulebook, opens with 「卡卡頌與圍棋的結合？」 (Carcassonne and Go combined?): the designer,
Jon Adams, joined the tile-laying of Carcassonne to the surrounding and capturing of Go. Its
scoring: 「地圖上玩家自己的棋子，一個一分，捕捉的對手棋子，一個一分。」 (one point for each of
your stones on the map, one for each opponent stone you captured). Rules
`cartography.setup.players`, `cartography.score.stones-on-map`,
`cartography.score.prisoners`.
""",
            """
規則摘要 `003_aa27acea8e4117cd.txt`（一篇整理規則書的中文部落格文章）一開頭就問「卡卡頌與圍棋的
結合？」：設計者 Jon Adams 把卡卡頌的板塊拼放，和圍棋的包圍與捕捉結合在一起。它的計分：「地圖上
玩家自己的棋子，一個一分，捕捉的對手棋子，一個一分。」規則 `cartography.setup.players`、
`cartography.score.stones-on-map`、`cartography.score.prisoners`。
""")),
        Show("start", START, picture=True, caption=T(
            "Six plain tiles around one point. Each red dot is a **region**, room for one "
            "stone; dashed triangles are empty **slots**.",
            "開局：六個空白板塊圍繞一點。每個紅點是一個**區域**，可以放一顆棋子；虛線三角形是"
            "可以放新板塊的**空位**。")),
        Read(T(
            """
## A turn

1. **Lay a tile**: you must, while you have one that fits. Click a tile type in the supply
   on the right, then a green slot.
2. **Place a stone** on a red dot, or press *No stone*.
3. **Capture** the opponent's stones you have surrounded (lesson 4).
""",
            """
## 一個回合

1. **放置板塊**：只要還有放得下的板塊，就一定要放。先點右邊供應區裡的板塊種類，再點綠色的空位。
2. **放置棋子**：點一個紅點；不想放，就按「不放棋子」。
3. **捕捉**：你包圍的對手棋子被拿走（第 4 課）。
"""), sources=T(
            """
The summary's turn: 「步驟 1：放置一個板塊　步驟 2：放置一個棋子　步驟 3：捕捉棋子」 (step 1:
place a tile; step 2: place a stone; step 3: capture stones), and its set-up:
「在場中央用六個「公開的」地圖板塊組成一個六邊形」 (six open map tiles form a hexagon in the
middle). Rules `cartography.turn.order`, `cartography.tile.mandatory`,
`cartography.stone.optional`, `cartography.setup.start-hexagon`.
""",
            """
摘要的回合：「步驟 1：放置一個板塊　步驟 2：放置一個棋子　步驟 3：捕捉棋子」；它的遊戲設置：
「在場中央用六個「公開的」地圖板塊組成一個六邊形」。規則 `cartography.turn.order`、
`cartography.tile.mandatory`、`cartography.stone.optional`、
`cartography.setup.start-hexagon`。
""")),
        Task(
            "first-turn",
            T("Blue to play a whole turn: grow the map in the slot marked ①, then put a blue "
              "stone on the new tile.",
              "藍方下一個完整的回合：在標記①的空位加一個板塊，再把一顆藍色棋子放在這個新板塊上。"),
            START,
            Reach(stone_on_slot(0, BELOW),
                  T("The turn must end with a blue stone on a new tile in the slot marked ①.",
                    "這個回合結束時，標記①的空位上的新板塊必須有一顆藍色棋子。"),
                  within=2),
            solution=("tile O3 at (0,1) rot 0", "stone at (0,1)a"),
            hints=(T("A turn starts with a tile: pick a tile type in the supply, then click the "
                     "slot marked ①.",
                     "回合從板塊開始：先在供應區選一種板塊，再點標記①的空位。"),
                   T("The plain tile fits in every slot around the hexagon. After the tile, "
                     "click a red dot on it.",
                     "空白板塊放得進六邊形周圍的每個空位。放好板塊後，點它上面的紅點。")),
            highlight=("tile O3 at (0,-2) rot 0", "tile O3 at (-2,-1) rot 0",
                       "tile O3 at (2,-1) rot 0", "tile O3 at (-2,0) rot 0",
                       "tile O3 at (2,0) rot 0", "tile O3 at (0,1) rot 0"),
            rules=("cartography.turn.order", "cartography.tile.mandatory",
                   "cartography.setup.start-hexagon"),
            wrong="stone at (0,0)a", wrong_rule="cartography.tile.mandatory",
            explain={"no stone": T("That ends the turn without a stone: this time, place one.",
                                   "這樣就不放棋子結束回合了，這一次請放一顆棋子。")},
            success=T("Well done: a tile, then a stone. Blue has one point on the score sheet.",
                      "做得好：先放板塊，再放棋子。藍方在計分表上有一分了。"),
            markers=("slot-0_1",),
        ),
        Read(T(
            """
## Walls make regions

Some tiles carry **walls**, drawn as blue rivers. A wall that runs right across a tile splits
it into **regions**, one red dot each: the halved tile and the corner tile have two, the
three-way tile three. A short wall that stops inside the tile splits nothing.
""",
            """
## 牆把板塊分成區域

有些板塊上有**牆**，畫成藍色的河。橫越整個板塊的牆，會把它分成幾個**區域**，每個區域一個紅點：
對半板塊和切角板塊有兩個，三岔板塊有三個。停在板塊中間的短牆不會分開板塊。
"""), sources=T(
            """
The summary shows the tiles only in pictures; the six types and their walls come from the
designer's own digital prototype of the game (2015). The tutor names each type by its walls
(plain, one stub, two stubs, halved, corner, three-way). Rule `cartography.region.walls`.
""",
            """
摘要只用圖片介紹板塊；六種板塊和它們的牆，來自設計者自己在 2015 年做的數位原型。本教學用牆的樣子
替每種板塊取名（空白、短牆、雙短牆、對半、切角、三岔）。規則 `cartography.region.walls`。
""")),
        Task(
            "two-regions",
            T("Blue to play: lay a tile that adds two regions (two red dots) to the map.",
              "藍方下：放一個板塊，讓地圖多出兩個區域（兩個紅點）。"),
            START,
            Reach(new_regions(2), T("That tile does not add exactly two regions.",
                                    "這個板塊沒有剛好增加兩個區域。")),
            solution=("tile C2 at (0,1) rot 0",),
            hints=(T("Only a wall that runs right across a tile splits it.",
                     "只有橫越整個板塊的牆，才會把板塊分開。"),
                   T("Compare the tiles with walls: does the wall cross the whole tile, or stop "
                     "inside it?",
                     "比較有牆的板塊：牆是橫越整個板塊，還是停在板塊中間？")),
            highlight=("tile O1 at (0,1) rot 0", "tile O2 at (0,1) rot 120",
                       "tile C1 at (0,1) rot 120", "tile C2 at (0,1) rot 0"),
            rules=("cartography.region.walls",),
            wrong="tile O3 at (0,1) rot 0",
            explain={"tile O3 at (0,1) rot 0": T("A plain tile is one region.",
                                                 "空白板塊只有一個區域。"),
                     "tile O1 at (0,1) rot 0": T("The two short walls stop inside the tile: "
                                                 "one region.",
                                                 "兩段短牆都停在板塊中間，所以只有一個區域。")},
            success=T("Two regions on one tile: the wall keeps them apart.",
                      "一個板塊上有兩個區域：牆把它們隔開。"),
        ),
        Quiz((
            HowMany("q-regions", T("How many regions does this map have?",
                                   "這張地圖上有幾個區域？"),
                    ELEVEN_REGIONS, lambda s: len(s.region_at),
                    T("Six in the hexagon, two on the corner tile, three on the three-way tile.",
                      "六邊形六個，切角板塊兩個，三岔板塊三個。"),
                    rules=("cartography.region.walls",)),
            HowMany("q-points", T("Blue places a stone on the free region marked ①. How many "
                                  "points does Blue have then?",
                                  "藍方在標記①的空區域放一顆棋子。之後藍方有幾分？"),
                    SUPPLY_EMPTY, lambda s: s.apply("stone at (0,1)a").scores().totals[0],
                    T("Three stones on the map and the one orange stone Blue captured earlier.",
                      "地圖上三顆棋子，加上藍方先前捕捉的一顆橘色棋子。"),
                    rules=("cartography.score.stones-on-map", "cartography.score.prisoners"),
                    mark="stone at (0,1)a", markers=("region-0_1-a",)),
            Choose("q-turn", T("In what order does a turn go?", "一個回合的順序是什麼？"),
                   (T("tile, stone, capture", "板塊、棋子、捕捉"),
                    T("stone, tile, capture", "棋子、板塊、捕捉"),
                    T("capture, tile, stone", "捕捉、板塊、棋子")),
                   0, T("Step 1 a tile, step 2 a stone (or none), step 3 the captures.",
                        "步驟 1 板塊，步驟 2 棋子（或不放），步驟 3 捕捉。"),
                   rules=("cartography.turn.order",)),
        )),
        Deeper(T("The tile with the most regions, and who starts.",
                 "區域最多的板塊，以及誰先下。")),
        Task(
            "three-regions",
            T("Orange to play: lay the tile that adds the most regions at once.",
              "橘方下：放一個一次增加最多區域的板塊。"),
            AFTER_C2,
            Reach(new_regions(3), T("Another tile adds more regions than that.",
                                    "有另一種板塊能增加更多區域。")),
            solution=("tile C3 at (1,1) rot 0",),
            hints=(T("Which tile type has three red dots? Where can it go?",
                     "哪一種板塊有三個紅點？它可以放在哪裡？"),
                   T("The three-way tile has a wall on every side, so every side it shares with "
                     "the map must have a wall too. Look at the slots beside Blue's new tile.",
                     "三岔板塊每一邊都有牆，所以它和地圖共用的每一邊也都必須有牆。"
                     "看看藍方新板塊旁邊的空位。")),
            highlight=("tile C3 at (1,1) rot 0", "tile C2 at (1,1) rot 0",
                       "tile C2 at (-1,1) rot 0", "tile O1 at (-1,1) rot 0"),
            rules=("cartography.region.walls", "cartography.tile.edges-match"),
            wrong="tile C3 at (0,-2) rot 0", wrong_rule="cartography.tile.edges-match",
            success=T("Three regions at once. Lesson 2 explains why a three-way tile fits only "
                      "there.",
                      "一次三個區域。第 2 課會解釋為什麼三岔板塊只能放在那裡。"),
        ),
        Quiz((
            HowMany("q-start-regions", T("How many regions does the map have at the start?",
                                         "開局時地圖上有幾個區域？"),
                    START, lambda s: len(s.region_at),
                    T("Six plain tiles, one region each.", "六個空白板塊，每個一個區域。"),
                    rules=("cartography.setup.start-hexagon",)),
            Choose("q-start-player", T("Before this game the players chose Orange to start. "
                                       "Who lays the first tile?",
                                       "這一局開始前，玩家選了橘方當起始玩家。誰放第一個板塊？"),
                   (T("Blue", "藍方"), T("Orange", "橘方")), lambda s: s.current_player(),
                   T("The start player plays first; then the players take turns.",
                     "起始玩家先下，之後輪流進行。"),
                   rules=("cartography.setup.start-player", "cartography.setup.players"),
                   position=Position(options={"tiles_per_player": 5, "start_player": 1}),
                   picture=False),
        )),
    ),
    recap=T("A turn is a tile, then a stone or none, then captures. Walls split tiles into "
            "regions, one stone each. Stones on the map and captured stones score a point each.",
            "一個回合是：放板塊，再放一顆棋子或不放，然後捕捉。牆把板塊分成區域，每個區域放一顆"
            "棋子。地圖上的棋子和捕捉的棋子，各得一分。"),
    mistakes=(T("Trying to place a stone before the tile.", "還沒放板塊就想先放棋子。"),
              T("Counting a tile as one region whatever its walls.",
                "不管牆怎麼畫，都把一個板塊當成一個區域。")),
)
