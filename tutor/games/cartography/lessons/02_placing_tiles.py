"""Cartography lesson 2: placing tiles."""

from __future__ import annotations

from ....lessons.model import (
    Deeper,
    HowMany,
    LegalOrNot,
    Lesson,
    Position,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ._common import (
    AFTER_C2,
    FIVE,
    START,
    new_regions,
    tile_type_at,
)

# -- positions ------------------------------------------------------------------------------

STUB = Position("""
    tile O2 at (0,1) rot 120   # Blue: its wall stub points at the slot (1,1)
    no stone
""", options=FIVE)

GAP = Position("""
    tile O3 at (0,1) rot 0     # Blue
    no stone
    tile O3 at (1,1) rot 0     # Orange
    no stone
    tile O2 at (2,0) rot 0     # Blue: a wall stub points down into the slot (2,1)
    no stone
""", options=FIVE)
"""Orange to lay a tile; the slot (2,1) has a wall edge above and an open edge on the left."""

NO_C2_LEFT = Position("""
    tile C2 at (0,1) rot 0     # Blue takes the last C2
    no stone
""", options={"tiles_per_player": 5,
              "supply": {"O3": 5, "O2": 5, "O1": 5, "C1": 5, "C2": 1, "C3": 5}})

ALL_TILES_LAID = Position("""
    tile O3 at (0,1) rot 0
    no stone
    tile O3 at (-2,0) rot 0
    no stone
    tile O3 at (2,0) rot 0
    no stone
    tile O3 at (-1,1) rot 0
    no stone
    tile O3 at (1,1) rot 0
    no stone
    tile O2 at (-2,-1) rot 0
    no stone
    tile O2 at (2,-1) rot 0
    no stone
    tile O2 at (-2,1) rot 240
    no stone
    tile O2 at (2,1) rot 120
    no stone
    tile O2 at (-3,0) rot 0    # Orange lays its fifth tile
    no stone
""", options=FIVE)
"""Both players have laid their five tiles; the supply still holds twenty."""


LESSON = Lesson(
    game="cartography", number=2, slug="placing-tiles",
    title=T("Placing tiles", "放置板塊"),
    minutes=20,
    objectives=(
        T("lay a tile whose sides match", "放置每一邊都吻合的板塊"),
        T("turn a tile to fit", "旋轉板塊，讓它放得下"),
        T("know when no tile fits", "知道什麼時候沒有板塊可放"),
    ),
    steps=(
        Read(T(
            """
## Step 1: lay a tile

Every side the new tile shares with the map must **match**: open against open, wall against
wall. The **corners** need not match. The *Turn tile* button **turns** it first.
""",
            """
## 步驟 1：放置板塊

新板塊和地圖共用的每一條邊都必須**吻合**：開放對開放，牆對牆。**角**不必吻合。放下之前，可以用
「旋轉板塊」按鈕**旋轉**板塊。
"""), sources=T(
            """
The summary's step 1: 「一定要放置一個板塊：A、新放置的板塊，必須和場上板塊的每個邊相吻合。
B、板塊的角可以不必吻合。C、如果已經沒有板塊，則直接跳到步驟 2。」 (You must place a tile:
A, a new tile must match every edge it shares with the tiles in play; B, the corners need
not match; C, with no tile left, go straight to step 2.) Rules `cartography.tile.mandatory`,
`cartography.tile.edges-match`, `cartography.tile.corners-free`,
`cartography.tile.no-tiles-skip`. Two details come from the designer's digital prototype,
not from the summary: a new tile goes into an empty slot (`cartography.tile.one-per-slot`)
that shares at least one side with the map (`cartography.tile.adjacent`), and it may be
turned by 0, 120 or 240 degrees (`cartography.tile.rotation`).
""",
            """
摘要的步驟 1：「一定要放置一個板塊：A、新放置的板塊，必須和場上板塊的每個邊相吻合。B、板塊的角
可以不必吻合。C、如果已經沒有板塊，則直接跳到步驟 2。」規則 `cartography.tile.mandatory`、
`cartography.tile.edges-match`、`cartography.tile.corners-free`、
`cartography.tile.no-tiles-skip`。有兩個細節來自設計者的數位原型，而不是摘要：新板塊要放在空位
（`cartography.tile.one-per-slot`），而且這個空位和地圖至少共用一條邊（`cartography.tile.adjacent`）；
板塊可以旋轉 0、120 或 240 度（`cartography.tile.rotation`）。
""")),
        Task(
            "continue-wall",
            T("Orange to play: Blue's new tile has a wall stub that reaches one of its sides. "
              "Lay your tile against that side.",
              "橘方下：藍方的新板塊上有一段牆，通到它的一條邊。把你的板塊放在那條邊的旁邊。"),
            STUB,
            Reach(lambda start, now: (1, 1) in now.tiles,
                  T("That tile is not against the side the stub reaches.",
                    "這個板塊沒有放在那段牆通到的邊旁邊。")),
            solution=("tile C2 at (1,1) rot 0",),
            hints=(T("Follow the blue stub on Blue's tile: which side does it reach? Your tile "
                     "must have a wall there too.",
                     "順著藍方板塊上那段藍色的牆看：它通到哪一條邊？你的板塊在那裡也必須有牆。"),
                   T("Two empty slots touch Blue's tile. A plain side fits against an open side, "
                     "a wall against a wall.",
                     "藍方的板塊旁邊有兩個空位。開放的邊接開放的邊，牆接牆。")),
            highlight=("tile O2 at (1,1) rot 120", "tile O2 at (-1,1) rot 0",
                       "tile O3 at (-1,1) rot 0"),
            rules=("cartography.tile.edges-match",),
            wrong="tile O3 at (1,1) rot 0", wrong_rule="cartography.tile.edges-match",
            explain={"tile O3 at (-1,1) rot 0": T(
                "That slot meets an open side of Blue's tile, not the stub.",
                "那個空位碰到的是藍方板塊開放的邊，不是那段牆。")},
            success=T("Wall meets wall across the shared side.", "牆在共用的邊上接到了牆。"),
            hide_legal=True, labels={"tile-0_1": T("one-stub tile", "短牆板塊")},
        ),
        Task(
            "corner",
            T("Blue to play: split the slot marked ① in two with a wall that runs into a "
              "corner of the hexagon.",
              "藍方下：用一道通到六邊形角落的牆，把標記①的空位分成兩半。"),
            START,
            Reach(tile_type_at((0, 1), "C1"),
                  T("That tile does not split the slot with a wall into a corner.",
                    "這個板塊沒有用通到角落的牆把空位分成兩半。")),
            solution=("tile C1 at (0,1) rot 120",),
            hints=(T("Which tile type has a wall from the middle of a side to a corner?",
                     "哪一種板塊的牆是從一邊的中點通到角落？"),
                   T("Two tiles split in two: the halved tile and the corner tile. The side "
                     "facing the hexagon is open, so the wall must start on another side: turn "
                     "the tile.",
                     "分成兩半的板塊有兩種：對半板塊和切角板塊。面向六邊形的邊是開放的，所以牆"
                     "必須從另一邊開始：旋轉板塊。")),
            highlight=("tile C1 at (0,1) rot 120", "tile C2 at (0,1) rot 0"),
            rules=("cartography.tile.corners-free", "cartography.tile.rotation"),
            wrong="tile C1 at (0,1) rot 0", wrong_rule="cartography.tile.edges-match",
            explain={"tile C2 at (0,1) rot 0": T("The corner tile's wall cuts off a corner of "
                                                 "its own tile: it runs from side to side.",
                                                 "切角板塊的牆從一邊通到另一邊，切出的是自己"
                                                 "板塊的一個角。")},
            success=T("The wall ends in a corner of the hexagon, whose tiles have no wall there: "
                      "corners need not match.",
                      "牆的盡頭在六邊形的角上，而那裡的板塊沒有牆：角不必吻合。"),
            markers=("slot-0_1",), hide_legal=True,
        ),
        Task(
            "turn-to-fit",
            T("Orange to play: fill the slot marked ①, between two tiles, with a corner tile "
              "(its wall cuts off one corner).",
              "橘方下：在兩個板塊之間、標記①的空位，放一個切角板塊（牆切出一個角）。"),
            GAP,
            Reach(tile_type_at((2, 1), "C2"),
                  T("The task asks for the corner tile, in the slot marked ①.",
                    "任務要的是切角板塊，放在標記①的空位。")),
            solution=("tile C2 at (2,1) rot 240",),
            hints=(T("The slot touches two tiles: one of its sides must be a wall, the other "
                     "open.",
                     "這個空位碰到兩個板塊：它的一邊必須是牆，另一邊必須是開放的。"),
                   T("Several tiles fit in that slot, each turned its own way. Select yours and "
                     "press Turn tile until the slot turns green.",
                     "好幾種板塊轉到正確方向都放得進那個空位。選好你的板塊，按「旋轉板塊」，"
                     "直到空位變成綠色。")),
            highlight=("tile O2 at (2,1) rot 0", "tile O1 at (2,1) rot 240",
                       "tile C1 at (2,1) rot 0", "tile C2 at (2,1) rot 240"),
            rules=("cartography.tile.rotation", "cartography.tile.edges-match"),
            wrong="tile C2 at (2,1) rot 0", wrong_rule="cartography.tile.edges-match",
            success=T("Both shared sides match: the wall continues the stub above, the open side "
                      "meets the open tile on the left.",
                      "兩條共用的邊都吻合：牆延續上方的那段牆，開放的一邊接左邊開放的板塊。"),
            markers=("slot-2_1",), hide_legal=True,
        ),
        Quiz((
            LegalOrNot("q-c3", START, "tile C3 at (0,1) rot 0",
                       note=T("The hexagon's sides are open, and a three-way tile has a wall on "
                              "every side.",
                              "六邊形的邊都是開放的，而三岔板塊每一邊都有牆。")),
            LegalOrNot("q-corner", START, "tile C1 at (0,1) rot 120",
                       rules=("cartography.tile.corners-free",),
                       note=T("The wall runs into a corner of the hexagon; corners need not "
                              "match.", "牆通到六邊形的角上；角不必吻合。")),
            HowMany("q-fits", T("How many of the six tile types fit in the slot marked ①, "
                                "turned the right way?",
                                "六種板塊中，有幾種轉到正確方向後可以放進標記①的空位？"),
                    GAP, lambda s: len({a.type for a in s.legal_tiles() if a.slot == (2, 1)}),
                    T("Four: every type with one wall side and open sides. The plain tile has no "
                      "wall, the three-way tile no open side.",
                      "四種：每種有一條牆邊、也有開放邊的板塊都可以。空白板塊沒有牆，三岔板塊沒有"
                      "開放的邊。"),
                    rules=("cartography.tile.edges-match", "cartography.tile.rotation"),
                    markers=("slot-2_1",)),
        )),
        Deeper(T("When the supply or your own tiles run out.",
                 "供應區或你自己的板塊用完的時候。")),
        Read(T(
            """
## Your tiles and the supply

You choose a tile by type from the face-up supply; a type that has run out cannot be chosen.
Each player lays only the number of tiles agreed for the game: 5, 10 or 15.
""",
            """
## 你的板塊與供應區

你從公開的供應區依種類挑選板塊；用完的種類就不能再選。每位玩家只能打出這一局約定的板塊數：5、10
或 15 個。
"""), sources=T(
            """
The summary's set-up sorts the tiles by type, face up (「按照地圖板塊的種類分類，正面朝上
堆疊」), and gives the game lengths: 5 tiles each for about 20 minutes, 10 for 40, 15 for
60. Rules `cartography.tile.supply`, `cartography.tile.allotment`,
`cartography.setup.game-length`.
""",
            """
摘要的遊戲設置：「按照地圖板塊的種類分類，正面朝上堆疊」，並列出遊戲長度：每人 5 個板塊約 20 分鐘，
10 個約 40 分鐘，15 個約 60 分鐘。規則 `cartography.tile.supply`、
`cartography.tile.allotment`、`cartography.setup.game-length`。
""")),
        Task(
            "supply-out",
            T("Orange to play: add exactly two regions to the map with your tile.",
              "橘方下：用你的板塊讓地圖剛好多出兩個區域。"),
            NO_C2_LEFT,
            Reach(new_regions(2), T("That tile does not add exactly two regions.",
                                    "這個板塊沒有剛好增加兩個區域。")),
            solution=("tile C1 at (0,-2) rot 120",),
            hints=(T("Look at the supply: how many tiles of each type are left?",
                     "看看供應區：每種板塊還剩幾個？"),
                   T("Blue took the last corner tile. Look at the other tiles whose walls cut "
                     "right across them.",
                     "藍方拿走了最後一個切角板塊。看看其他牆橫越整個板塊的板塊。")),
            highlight=("tile C1 at (0,-2) rot 120", "tile C3 at (1,1) rot 0",
                       "tile O1 at (0,-2) rot 0"),
            rules=("cartography.tile.supply", "cartography.region.walls"),
            wrong="tile C2 at (0,-2) rot 0", wrong_rule="cartography.tile.supply",
            explain={"tile C3 at (1,1) rot 0": T("A three-way tile adds three regions, not "
                                                 "two.", "三岔板塊會增加三個區域，不是兩個。"),
                     "tile C3 at (-1,1) rot 0": T("A three-way tile adds three regions, not "
                                                  "two.", "三岔板塊會增加三個區域，不是兩個。")},
        ),
        Quiz((
            LegalOrNot("q-far", START, "tile O3 at (0,3) rot 0",
                       note=T("That slot shares no side with the map.",
                              "那個空位和地圖沒有共用的邊。")),
            LegalOrNot("q-taken-slot", AFTER_C2, "tile O3 at (0,1) rot 0",
                       rules=("cartography.tile.one-per-slot",),
                       note=T("A slot holds one tile, and that one is taken.",
                              "一個空位只能放一個板塊，而那裡已經有板塊了。")),
            LegalOrNot("q-allotment", ALL_TILES_LAID, "tile C1 at (0,-2) rot 120",
                       rules=("cartography.setup.game-length",),
                       note=T("In this game each player lays five tiles. The supply still holds "
                              "twenty, but Blue has laid all five of its own.",
                              "這一局每位玩家打出五個板塊。供應區還有二十個板塊，但藍方自己的五個"
                              "已經全部放完了。")),
            LegalOrNot("q-stone-first", START, "stone at (0,0)a",
                       note=T("First the tile, then the stone.", "先放板塊，再放棋子。")),
        )),
    ),
    recap=T("Lay a tile every turn while you have one that fits: in a slot touching the map, "
            "turned so that every shared side matches (corners are free), of a type still in "
            "the supply, within your own allotment.",
            "只要還有放得下的板塊，每回合都要放：放在碰到地圖的空位，轉到每條共用的邊都吻合"
            "（角不必），種類還在供應區裡，而且在你自己的板塊數量之內。"),
    mistakes=(T("Matching only one side when the slot touches two tiles.",
                "空位碰到兩個板塊時，只對齊了其中一邊。"),
              T("Thinking a wall that ends in a corner must be continued.",
                "以為通到角落的牆也必須延續。"),
              T("Forgetting to turn the tile before clicking the slot.",
                "點空位之前忘了先旋轉板塊。")),
)
