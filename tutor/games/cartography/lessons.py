"""The Cartography lessons, as data (see :mod:`tutor.lessons.model`).

Nine lessons: the map and its tiles, placing tiles, stones and liberties, capture, ko, the
end and scoring, a what-if explorer, a game against bots, and the sources. Positions are
written as the moves that reach them, one per line; the engine checks every task's goal,
solution and typical mistake, and answers every quiz question (tests/lessons and the
notebooks' test harness). Quotes come from the Chinese rulebook summary
003_aa27acea8e4117cd.txt; where the engine follows another source or an assumption, the
lesson says so where the rule is taught.
"""

from __future__ import annotations

from collections.abc import Callable

from ...core.game import State
from ...lessons.model import (
    Choose,
    Explore,
    FillSheet,
    HowMany,
    LegalOrNot,
    Lesson,
    Play,
    PlayBots,
    Position,
    Quiz,
    Reach,
    Read,
    Show,
    Sources,
    T,
    Task,
)
from . import data

Test = Callable[[State, State], bool]

# -- what the goals check -------------------------------------------------------------------


def _region(state, name: str) -> int:
    """The region id of a region named like ``(0,1)b``."""
    action = state.parse_action("stone at " + name)
    return state.region(action.slot, action.letter)


def _liberties(state, name: str) -> int:
    """How many liberties the group of the stone on ``name`` has (-1: no stone there)."""
    rid = _region(state, name)
    if state.stones[rid] < 0:
        return -1
    return len(state.group(rid)[1])


def _captured(seat: int, n: int) -> Test:
    """``seat`` has captured at least ``n`` more stones."""
    return lambda start, now: now.prisoners[seat] >= start.prisoners[seat] + n


def _new_regions(n: int) -> Test:
    """The map has exactly ``n`` more regions."""
    return lambda start, now: len(now.region_at) == len(start.region_at) + n


def _on_map(seat: int) -> Test:
    """``seat`` has more stones on the map than at the start."""
    def test(start, now) -> bool:
        return now.stones.count(seat) > start.stones.count(seat)
    return test


def _tile_type_at(slot: tuple[int, int], name: str) -> Test:
    def test(start, now) -> bool:
        placed = now.tiles.get(slot)
        return placed is not None and data.TILE_TYPES[placed[0]].name == name
    return test


def _margin_gain(move: str) -> Callable[[State], float]:
    """How much the mover's lead grows with ``move`` (the swing of a capture)."""
    def count(state) -> float:
        me = state.current_player()
        before = state.scores().totals
        after = state.apply(move).scores().totals
        return (after[me] - after[1 - me]) - (before[me] - before[1 - me])
    return count


def _best_capture(state) -> float:
    """The most stones the player to act can capture with one stone."""
    return max((len(state.apply(a).last_captured) for a in state.legal_actions()
                if str(a).startswith("stone")), default=0)


def _winner(state) -> int:
    return state.scores().winners[0]


# -- positions ------------------------------------------------------------------------------

FIVE = {"tiles_per_player": 5}

START = Position(options=FIVE)
"""A new game, five tiles each."""

AFTER_C2 = Position("""
    tile C2 at (0,1) rot 0     # Blue: a wall cuts off the lower corner
    no stone
""", options=FIVE)
"""Orange to lay a tile; the C2's wall edges face the slots (1,1) and (-1,1)."""

ELEVEN_REGIONS = Position("""
    tile C2 at (0,1) rot 0
    no stone
    tile C3 at (1,1) rot 0
    no stone
""", options=FIVE)

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

FOUR_STONES = Position("""
    tile C2 at (0,1) rot 0     # Blue
    stone at (0,0)a
    tile O3 at (-2,0) rot 0    # Orange
    stone at (-1,-1)a
    tile O3 at (2,0) rot 0     # Blue
    stone at (1,0)a
    tile O3 at (2,-1) rot 0    # Orange: the last tile of this small supply
    stone at (1,-1)a
""", options={"tiles_per_player": 5, "supply": {"C2": 1, "O3": 3}})
"""Blue to play, stones only: Blue's group of two has three liberties, Orange's stones two
each."""

JOIN = Position("""
    tile O3 at (0,1) rot 0     # Blue
    stone at (0,0)a
    tile O3 at (-2,0) rot 0    # Orange
    stone at (-1,-1)a
    stone at (1,-1)a           # Blue: the supply is empty
    stone at (-2,0)a           # Orange
""", options={"tiles_per_player": 5, "supply": {"O3": 2}})

Y_TILE = Position("""
    tile C2 at (0,1) rot 0     # Blue
    stone at (0,0)a
    tile C3 at (1,1) rot 0     # Orange: the tile with the Y-shaped wall
    stone at (1,1)b
""", options={"tiles_per_player": 5, "supply": {"C2": 1, "C3": 1}})

WALLED = Position("""
    tile C2 at (0,1) rot 0     # Blue
    stone at (-1,-1)a
    tile C3 at (1,1) rot 0     # Orange
    stone at (0,1)a
""", options={"tiles_per_player": 5, "supply": {"C2": 1, "C3": 1}})
"""Orange's stone on (0,1)a has two liberties: (0,0)a, and (1,1)c across the half-edge."""

CROWDED = Position("""
    tile O3 at (-2,-1) rot 0   # Blue
    stone at (-1,-1)a
    tile O3 at (0,1) rot 0     # Orange
    stone at (1,-1)a
    tile O3 at (2,0) rot 0     # Blue
    stone at (-2,-1)a
    stone at (0,0)a            # Orange
""", options={"tiles_per_player": 5, "supply": {"O3": 3}})
"""(0,-1)a and (-1,0)a have no empty neighbour, but join Blue's group, which has
liberties; (0,1)a has none and joins nothing."""

BOTH_HALVES = Position("""
    tile C2 at (0,1) rot 0     # Blue
    stone at (0,1)a
    tile C3 at (1,1) rot 0     # Orange
    stone at (-1,-1)a
    stone at (0,1)b            # Blue
""", options={"tiles_per_player": 5, "supply": {"C2": 1, "C3": 1}})

FIRST_CAPTURE = Position("""
    tile O3 at (-2,0) rot 0     # Blue
    stone at (-1,0)a
    tile O3 at (2,0) rot 0      # Orange: the supply is now empty
    stone at (-1,-1)a
""", options={"tiles_per_player": 5, "supply": {"O3": 2}})
"""Orange's stone on (-1,-1)a has one liberty, (0,-1)a."""

BEHIND_A_WALL = Position("""
    tile C2 at (0,1) rot 0      # Blue
    stone at (0,-1)a
    tile O3 at (0,-2) rot 0     # Orange
    stone at (0,1)a
    tile O3 at (-2,-1) rot 0    # Blue: the supply is now empty
    stone at (0,-2)a
    stone at (-1,0)a            # Orange
    stone at (-2,-1)a           # Blue
    stone at (1,0)a             # Orange
""", options={"tiles_per_player": 5, "supply": {"C2": 1, "O3": 2}})
"""Orange's stone on (0,1)a has one liberty, (0,0), every neighbour of which is orange."""

TWO_STONES = Position("""
    tile O3 at (0,1) rot 0      # Blue
    stone at (-1,-1)a
    tile O3 at (-2,0) rot 0     # Orange
    stone at (0,-1)a
    stone at (0,1)a             # Blue
    stone at (1,-1)a            # Orange joins its stones
""", options={"tiles_per_player": 5, "supply": {"O3": 2}})
"""Orange's pair (0,-1)a, (1,-1)a has one liberty left: (1,0)a."""

GROUP_OF_THREE = Position("""
    tile C2 at (0,1) rot 0
    stone at (0,0)a
    tile O3 at (-2,0) rot 0
    stone at (-1,-1)a
    tile O3 at (2,0) rot 0
    stone at (1,0)a
    tile O3 at (2,-1) rot 0
    stone at (1,-1)a
    stone at (-1,0)a             # Blue: atari on (-1,-1)
    stone at (0,-1)a             # Orange joins its stones
""", options={"tiles_per_player": 5, "supply": {"C2": 1, "O3": 3}})
"""Orange's group (-1,-1), (0,-1), (1,-1) has one liberty left: (2,-1)."""

TWO_LIBERTIES = Position("""
    tile O3 at (0,1) rot 0      # Blue
    stone at (0,0)a
    tile O3 at (-2,0) rot 0     # Orange: the supply is now empty
    stone at (1,-1)a
""", options={"tiles_per_player": 5, "supply": {"O3": 2}})
"""Orange's stone on (1,-1)a has two liberties, (0,-1)a and (1,0)a."""
ORANGE_ELSEWHERE = "stone at (-2,0)a"
"""Orange's scripted answer in the two-move capture: a stone far from the fight."""

IN_DANGER = Position("""
    tile O3 at (-2,0) rot 0     # Blue
    stone at (-1,0)a
    tile O3 at (0,1) rot 0      # Orange
    stone at (-1,-1)a
    stone at (1,-1)a            # Blue
    stone at (0,0)a             # Orange: Blue's stone on (-1,0)a has one liberty left
""", options={"tiles_per_player": 5, "supply": {"O3": 2}})

SHORT_GAME = """
    tile C2 at (0,1) rot 0      # Blue
    stone at (-1,0)a
    tile O3 at (0,-2) rot 0     # Orange: the last tile of the supply
    stone at (0,1)a
    stone at (0,0)a             # Blue captures behind the wall
"""
SHORT = {"tiles_per_player": 5, "supply": {"C2": 1, "O3": 1}}

SUPPLY_EMPTY = Position(SHORT_GAME + """
    stone at (1,-1)a            # Orange
""", options=SHORT)
"""Blue to play with four tiles left but none in the supply."""

TILE_LAID = Position("tile O3 at (0,1) rot 0", options=FIVE)

ORANGE_PASSED = Position(SHORT_GAME + """
    pass                        # Orange
""", options=SHORT)
"""Orange has just passed; Blue leads 3 to 0."""

LAST_CHANCE = Position("""
    tile C2 at (0,1) rot 0      # Blue
    stone at (0,1)a
    tile O3 at (2,0) rot 0      # Orange
    stone at (1,-1)a
    tile O3 at (-2,-1) rot 0    # Blue: the supply is now empty
    stone at (0,-1)a
    stone at (-1,-1)a           # Orange captures the blue stone on (0,-1)a
    stone at (0,0)a             # Blue
    pass                        # Orange
""", options={"tiles_per_player": 5, "supply": {"C2": 1, "O3": 2}})
"""Orange has just passed and leads 3 to 2; Blue is the start player."""

FINAL = Position("""
    tile C2 at (0,1) rot 0
    stone at (0,1)a
    tile O3 at (2,0) rot 0
    stone at (1,-1)a
    tile O3 at (-2,-1) rot 0
    stone at (0,-1)a
    stone at (-1,-1)a
    stone at (0,0)a
    pass
    stone at (1,0)a
    pass
    pass
""", options={"tiles_per_player": 5, "supply": {"C2": 1, "O3": 2}})
"""LAST_CHANCE played to the end: 3 to 3, Blue wins as the start player."""

TIE_GAME = SHORT_GAME + """
    stone at (0,-2)a            # Orange
    pass                        # Blue
    stone at (1,-1)a            # Orange
    pass                        # Blue
    stone at (0,-1)a            # Orange
    pass                        # Blue
    pass                        # Orange: the game ends, 3 to 3
"""
"""Blue: two stones on the map and one prisoner; Orange: three stones on the map."""
TIED = Position(TIE_GAME, options=SHORT)
TIED_ORANGE_STARTS = Position(TIE_GAME, options={**SHORT, "start_player": 1})
TIED_BY_STONES = Position(TIE_GAME, options={**SHORT, "tiebreak": "stones"})


NO_STONES_LEFT = Position("""
    tile O3 at (0,1) rot 0; stone at (0,0)a
    tile O3 at (-2,0) rot 0; no stone
    tile O3 at (2,0) rot 0; stone at (-1,0)a
    tile O3 at (-1,1) rot 0; no stone
    tile O3 at (1,1) rot 0; stone at (1,0)a
    tile O2 at (-2,-1) rot 0; no stone
    tile O2 at (2,-1) rot 0; stone at (0,-1)a
    tile O2 at (-2,1) rot 240; no stone
    tile O2 at (2,1) rot 120; stone at (0,1)a
    tile O2 at (-3,0) rot 0; no stone
    tile O1 at (3,0) rot 240; stone at (-2,0)a
    tile O1 at (-3,-1) rot 240; no stone
    tile O1 at (3,-1) rot 120; stone at (2,0)a
    tile O1 at (-3,1) rot 0; no stone
    tile O1 at (3,1) rot 0; stone at (-1,-1)a
    tile C1 at (0,-2) rot 120; no stone
    tile C1 at (-1,-2) rot 120; stone at (1,-1)a
    tile C1 at (1,-2) rot 0; no stone
    tile C1 at (-1,2) rot 120; stone at (-1,1)a
    tile C1 at (0,2) rot 120; no stone
    tile C2 at (-4,0) rot 240; stone at (1,1)a
    tile C2 at (4,0) rot 0; no stone
    tile C2 at (-2,-2) rot 240; stone at (-2,-1)a
    tile C2 at (2,-2) rot 120; no stone
    tile C2 at (-2,2) rot 240; stone at (2,-1)a
    tile C3 at (-4,-1) rot 0; no stone
    tile C3 at (4,-1) rot 0; stone at (-2,1)a
    tile C3 at (-4,1) rot 0; no stone
    tile C3 at (-3,-2) rot 0; stone at (2,1)a
    tile C3 at (3,-2) rot 0; no stone       # every tile is laid
    stone at (-3,0)a; pass
    stone at (3,0)a; pass
    stone at (-3,-1)a; pass
    stone at (3,-1)a; pass
    stone at (-3,1)a; pass
    stone at (3,1)a; pass
    stone at (0,-2)a; pass
    stone at (0,-2)b; pass
    stone at (0,2)a; pass
    stone at (0,2)b; pass
    stone at (-1,-2)a; pass
    stone at (-1,-2)b; pass
    stone at (1,-2)b; pass
    stone at (-1,2)a; pass
    stone at (-1,2)b                        # Blue's thirtieth stone
    pass                                    # Orange
""", options={"tiles_per_player": 15})
"""A long game in which Blue has placed all thirty stones (Orange laid tiles only); Orange
has just passed."""

MIDGAME = Position("""
    tile O2 at (2,0) rot 240; stone at (1,-1)a
    tile C2 at (3,0) rot 120; stone at (3,0)b
    tile O1 at (-2,-1) rot 120; stone at (3,0)a
    tile C2 at (2,1) rot 0; stone at (-1,0)a
    tile O2 at (-3,-1) rot 240; stone at (-3,-1)a
    tile O2 at (0,-2) rot 240; stone at (-2,-1)a
    tile C1 at (1,1) rot 240; stone at (1,0)a
    tile C1 at (2,-1) rot 0; stone at (1,1)b
    tile C2 at (3,1) rot 0; stone at (2,-1)a
    tile O1 at (3,2) rot 0; stone at (3,1)b     # both players have laid their five tiles
    stone at (0,0)a
    stone at (-3,-1)a
""", options=FIVE)
"""The middle of a game between two random players, Blue to play: Blue's group of four has
two liberties; one blue stone can capture three orange stones."""

KO = Position("""
    tile O3 at (0,1) rot 0       # Blue
    stone at (-1,-1)a
    tile O3 at (-2,0) rot 0      # Orange
    stone at (0,-1)a
    tile O3 at (2,0) rot 0       # Blue
    no stone
    tile O3 at (-2,-1) rot 0     # Orange: the last tile of the supply
    stone at (1,0)a
""", options={"tiles_per_player": 5, "supply": {"O3": 4}})
"""Blue can capture the orange stone on (0,-1)a with (1,-1)a, which then has one liberty."""
KO_MOVES = KO.moves
KO_OPTIONS = KO.options
KO_TAKEN = Position(KO_MOVES + "stone at (1,-1)a   # Blue captures\n", options=KO_OPTIONS)
BLUE_ELSEWHERE = "stone at (-2,-1)a"
"""Blue's scripted answer when Orange plays elsewhere in the ko."""
KO_ELSEWHERE = Position(KO_TAKEN.moves + "stone at (0,1)a    # Orange plays elsewhere\n",
                        options=KO_OPTIONS)
KO_BOTH_ELSEWHERE = Position(KO_ELSEWHERE.moves + BLUE_ELSEWHERE + "\n", options=KO_OPTIONS)

KO_TILES_MOVES = KO_MOVES + """
    tile O3 at (-1,1) rot 0      # Blue lays a tile...
    stone at (1,-1)a             # ...and captures in the ko
    tile O3 at (1,1) rot 0       # Orange lays a tile
"""
KO_TILE_LAID = Position(KO_TILES_MOVES, options={"tiles_per_player": 5, "supply": {"O3": 10}})
"""The same ko while the tiles last: Orange has laid a tile since Blue's capture, and is to
place a stone."""
KO_TILE_LAID_MAP = Position(KO_TILES_MOVES, options={"tiles_per_player": 5, "supply": {"O3": 10},
                                                     "ko_position": "map"})
BLUE_TILE_ELSEWHERE = ("tile O3 at (0,-2) rot 0", "stone at (-2,-1)a")
"""Blue's scripted answer in the ko with tiles: a tile and a stone away from the ko."""

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


def _gone(name: str) -> Test:
    """The stone that stood on ``name`` at the start has been captured."""
    def test(start, now) -> bool:
        rid = _region(start, name)
        return start.stones[rid] >= 0 and now.stones[rid] < 0
    return test


def _on_crowded_region(start, now) -> bool:
    """The mover's new stone stands on a region that had no empty neighbour."""
    mover = start.current_player()
    new = [r for r, owner in enumerate(start.stones) if owner < 0 and now.stones[r] == mover]
    return bool(new) and not any(start.stones[n] < 0 for n in start.adj[new[0]])


def _own(name: str, seat: int) -> Test:
    """``seat`` has a stone on ``name``."""
    return lambda start, now: now.stones[_region(now, name)] == seat


# == Lesson 1: the map, its tiles and the goal ===============================================

MAP_AND_TILES = Lesson(
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
            Reach(_on_map(0), T("The turn ended without a blue stone on the map.",
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
            Reach(_new_regions(2), T("That tile does not add exactly two regions.",
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
            Reach(_new_regions(3), T("Another tile adds more regions than that.",
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


# == Lesson 2: placing tiles =================================================================

PLACING_TILES = Lesson(
    game="cartography", number=2, slug="placing-tiles",
    title=T("Placing tiles", "放置板塊"),
    minutes=20,
    objectives=(
        T("lay a tile so that every side it shares with the map matches",
          "放置板塊,讓它和地圖共用的每一邊都吻合"),
        T("turn a tile to make it fit", "旋轉板塊讓它放得下"),
        T("choose from the supply and know when you have no tile to lay",
          "從供應區挑選板塊,並知道什麼時候沒有板塊可放"),
    ),
    steps=(
        Read(T(
            """
## Step 1: lay a tile

The rulebook summary (`003_aa27acea8e4117cd.txt`) puts step 1 in three short points:

> 「一定要放置一個板塊:A、新放置的板塊,必須和場上板塊的每個邊相吻合。B、板塊的角可以不必吻合。C、
> 如果已經沒有板塊,則直接跳到步驟 2。」

In our words:

- you **must** lay a tile (`cartography.tile.mandatory`);
- every side the new tile shares with the map must **match**: open against open, wall
  against wall (`cartography.tile.edges-match`). A wall never stops dead at a tile's side;
- the **corners** need not match (`cartography.tile.corners-free`): a wall that runs into a
  corner need not go on in the tiles around it;
- with no tile left, go straight to the stone step (`cartography.tile.no-tiles-skip`).

You choose your tile by type from the face-up supply; a type that has run out cannot be
chosen (`cartography.tile.supply`). Each player lays only the number of tiles agreed for
the game, 5, 10 or 15 (`cartography.tile.allotment`).

Two details come from the designer's digital prototype, not from the summary: the new tile
goes into an empty slot that **shares at least one side** with the map
(`cartography.tile.adjacent`), and you may **turn** it by 0, 120 or 240 degrees before
laying it (`cartography.tile.rotation`).
""",
            """
## 步驟 1:放置板塊

規則摘要(`003_aa27acea8e4117cd.txt`)用三個短句說明步驟 1:

> 「一定要放置一個板塊:A、新放置的板塊,必須和場上板塊的每個邊相吻合。B、板塊的角可以不必吻合。C、
> 如果已經沒有板塊,則直接跳到步驟 2。」

換句話說:

- 你**一定要**放置一個板塊(`cartography.tile.mandatory`);
- 新板塊和地圖共用的每一邊都必須**吻合**:開放對開放,牆對牆(`cartography.tile.edges-match`)。
  牆不會在板塊的邊上突然斷掉;
- **角**不必吻合(`cartography.tile.corners-free`):通到角落的牆,周圍的板塊不必延續它;
- 沒有板塊時,直接進行放置棋子的步驟(`cartography.tile.no-tiles-skip`)。

你從公開的供應區依種類挑選板塊;已經用完的種類不能再選(`cartography.tile.supply`)。每位玩家只能
打出這一局約定的板塊數:5、10 或 15 個(`cartography.tile.allotment`)。

有兩個細節來自設計者的數位原型,而不是摘要:新板塊要放在和地圖**至少共用一條邊**的空位
(`cartography.tile.adjacent`),而且放下前可以把它**旋轉** 0、
120 或 240 度(`cartography.tile.rotation`)。
""")),
        Task(
            "continue-wall",
            T("Orange to play: the wall stub on Blue's new tile points at the empty slot (1,1). "
              "Lay a tile in that slot.",
              "橘方下:藍方新板塊上的那段牆指向空位 (1,1)。在那個空位放一個板塊。"),
            STUB,
            Reach(lambda start, now: (1, 1) in now.tiles,
                  T("The task is the slot (1,1), where the stub points.",
                    "任務是那段牆所指的空位 (1,1)。")),
            solution=("tile C2 at (1,1) rot 0",),
            hints=(T("The side of (1,1) that touches Blue's tile has a wall in its middle. "
                     "What must the new tile have there?",
                     "(1,1) 碰到藍方板塊的那一邊,中間有一道牆。新板塊在那裡必須有什麼?"),
                   T("Any tile with a wall reaching that side works: O2, O1, C1, C2 or C3, "
                     "turned the right way.",
                     "任何在那一邊有牆的板塊都可以:O2、O1、C1、C2 或 C3,轉到正確的方向。")),
            highlight=("tile C2 at (1,1) rot 0", "tile O2 at (1,1) rot 120"),
            rules=("cartography.tile.edges-match",),
            wrong="tile O3 at (1,1) rot 0", wrong_rule="cartography.tile.edges-match",
            success=T("Wall meets wall across the shared side.", "牆在共用的邊上接到了牆。"),
        ),
        Task(
            "corner",
            T("Blue to play: split the slot below the hexagon, (0,1), in two with a wall that "
              "runs into a corner of the hexagon.",
              "藍方下:用一道通到六邊形角落的牆,把六邊形下方的空位 (0,1) 分成兩半。"),
            START,
            Reach(_tile_type_at((0, 1), "C1"),
                  T("That tile does not split the slot with a wall into a corner.",
                    "這個板塊沒有用通到角落的牆把空位分成兩半。")),
            solution=("tile C1 at (0,1) rot 120",),
            hints=(T("Which tile type has a wall from the middle of a side to a corner?",
                     "哪一種板塊的牆是從一邊的中點通到角落?"),
                   T("A C1. The side facing the hexagon is open, so the wall must start on "
                     "another side: turn the tile.",
                     "C1。面向六邊形的邊是開放的,所以牆必須從另一邊開始:旋轉板塊。")),
            highlight=("tile C1 at (0,1) rot 120", "tile C1 at (0,1) rot 240"),
            rules=("cartography.tile.corners-free", "cartography.tile.rotation"),
            wrong="tile C1 at (0,1) rot 0", wrong_rule="cartography.tile.edges-match",
            success=T("The wall ends in a corner of the hexagon, whose tiles have no wall there: "
                      "corners need not match.",
                      "牆的盡頭在六邊形的角上,而那裡的板塊沒有牆:角不必吻合。"),
        ),
        Task(
            "turn-to-fit",
            T("Orange to play: fill the slot (2,1), between two tiles, with a tile whose wall "
              "cuts off one corner.",
              "橘方下:在兩個板塊之間的空位 (2,1),放一個牆切出一個角的板塊。"),
            GAP,
            Reach(_tile_type_at((2, 1), "C2"),
                  T("The task asks for the tile whose wall cuts off a corner, in the slot (2,1).",
                    "任務要的是牆切出一個角的板塊,放在空位 (2,1)。")),
            solution=("tile C2 at (2,1) rot 240",),
            hints=(T("The slot touches two tiles: one side must be a wall, the other open.",
                     "這個空位碰到兩個板塊:一邊必須是牆,另一邊必須是開放的。"),
                   T("Select the C2 and press Turn tile until the slot (2,1) turns green.",
                     "選 C2,按「旋轉板塊」直到空位 (2,1) 變成綠色。")),
            highlight=("tile C2 at (2,1) rot 240",),
            rules=("cartography.tile.rotation", "cartography.tile.edges-match"),
            wrong="tile C2 at (2,1) rot 0", wrong_rule="cartography.tile.edges-match",
            success=T("Both shared sides match: the wall continues the stub above, the open side "
                      "meets the open tile on the left.",
                      "兩條共用的邊都吻合:牆延續上方的那段牆,開放的一邊接左邊開放的板塊。"),
        ),
        Task(
            "supply-out",
            T("Orange to play: add exactly two regions to the map with your tile.",
              "橘方下:用你的板塊讓地圖剛好多出兩個區域。"),
            NO_C2_LEFT,
            Reach(_new_regions(2), T("That tile does not add exactly two regions.",
                                     "這個板塊沒有剛好增加兩個區域。")),
            solution=("tile C1 at (0,-2) rot 120",),
            hints=(T("Look at the supply: how many tiles of each type are left?",
                     "看看供應區:每種板塊還剩幾個?"),
                   T("Blue took the last C2. The other tile with two regions is the C1.",
                     "藍方拿走了最後一個 C2。另一種有兩個區域的板塊是 C1。")),
            highlight=("tile C1 at (0,-2) rot 120",),
            rules=("cartography.tile.supply", "cartography.region.walls"),
            wrong="tile C2 at (0,-2) rot 0", wrong_rule="cartography.tile.supply",
            explain={"tile C3 at (1,1) rot 0": T("A C3 adds three regions, not two.",
                                                 "C3 會增加三個區域,不是兩個。"),
                     "tile C3 at (-1,1) rot 0": T("A C3 adds three regions, not two.",
                                                  "C3 會增加三個區域,不是兩個。")},
        ),
        Quiz((
            LegalOrNot("q-c3", START, "tile C3 at (0,1) rot 0",
                       note=T("The hexagon's sides are open, and a C3 has a wall on every side.",
                              "六邊形的邊都是開放的,而 C3 每一邊都有牆。")),
            LegalOrNot("q-far", START, "tile O3 at (0,3) rot 0",
                       note=T("The slot (0,3) shares no side with the map.",
                              "空位 (0,3) 和地圖沒有共用的邊。")),
            LegalOrNot("q-taken-slot", AFTER_C2, "tile O3 at (0,1) rot 0",
                       note=T("A slot holds one tile: (0,1) is taken.",
                              "一個空位只能放一個板塊:(0,1) 已經有板塊了。")),
            LegalOrNot("q-corner", START, "tile C1 at (0,1) rot 120",
                       rules=("cartography.tile.corners-free",),
                       note=T("The wall runs into a corner of the hexagon; corners need not "
                              "match.", "牆通到六邊形的角上;角不必吻合。")),
            LegalOrNot("q-stone-first", START, "stone at (0,0)a",
                       note=T("First the tile, then the stone.", "先放板塊,再放棋子。")),
            LegalOrNot("q-allotment", ALL_TILES_LAID, "tile C1 at (0,-2) rot 120",
                       note=T("The supply still holds twenty tiles, but Blue has laid all five "
                              "of its own.",
                              "供應區還有二十個板塊,但藍方自己的五個已經全部放完了。")),
            HowMany("q-fits", T("How many of the six tile types fit in the slot (2,1), turned "
                                "the right way?",
                                "六種板塊中,有幾種轉到正確方向後可以放進空位 (2,1)?"),
                    GAP, lambda s: len({a.type for a in s.legal_tiles() if a.slot == (2, 1)}),
                    T("O2, O1, C1 and C2: each has one wall side and open sides. O3 has no wall, "
                      "C3 has no open side.",
                      "O2、O1、C1 和 C2:每種都有一條牆邊和開放的邊。O3 沒有牆,C3 沒有開放的邊。"),
                    rules=("cartography.tile.edges-match", "cartography.tile.rotation")),
        )),
    ),
    recap=T("Lay a tile every turn while you have one that fits: in a slot touching the map, "
            "turned so that every shared side matches (corners are free), of a type still in "
            "the supply, within your own allotment.",
            "只要還有放得下的板塊,每回合都要放:放在碰到地圖的空位,轉到每條共用的邊都吻合(角不必),"
            "種類還在供應區裡,而且在你自己的板塊數量之內。"),
    mistakes=(T("Matching only one side when the slot touches two tiles.",
                "空位碰到兩個板塊時,只對齊了其中一邊。"),
              T("Thinking a wall that ends in a corner must be continued.",
                "以為通到角落的牆也必須延續。"),
              T("Forgetting to turn the tile before clicking the slot.",
                "點空位之前忘了先旋轉板塊。")),
)


# == Lesson 3: stones, regions, walls and liberties ==========================================

STONES = Lesson(
    game="cartography", number=3, slug="stones-regions-liberties",
    title=T("Stones, regions, walls and liberties", "棋子、區域、牆與氣"),
    minutes=20,
    objectives=(
        T("tell which regions are neighbours, across sides and walls",
          "分辨哪些區域彼此相鄰,包括隔著邊和隔著牆的情況"),
        T("count the liberties of a stone and of a group", "數出一個棋子和一組棋子的氣"),
        T("place a stone only where the rules allow it", "只在規則允許的地方放棋子"),
    ),
    steps=(
        Read(T(
            """
## Step 2: place a stone

After your tile you may place **one stone** on an empty region, or none
(`cartography.stone.optional`). The summary (`003_aa27acea8e4117cd.txt`):

> 「A、放置的棋子,或場上自己的棋子旁必須至少要有一個開放的相鄰區域 (當形成一個捕捉的狀態時例外)。B、
> 每個區域只能放置一個棋子 (有些板塊會用紅點標示一個以上的區域)。」

So: a region holds one stone at most (`cartography.stone.one-per-region`), and after you
place it, your stone or the group it joins must touch at least one **empty** neighbouring
region (`cartography.stone.liberty`), unless the stone captures (lesson 4).

**Neighbours.** Two regions on neighbouring tiles are neighbours when they touch across the
shared side; the faint dashed lines on the board join them. A wall separates the regions on
its two sides, even on the same tile (`cartography.region.walls`). Where a wall meets a side,
each half of that side touches only the region on its own side of the wall.

**Groups and liberties.** Stones of one colour on neighbouring regions form a **group**. The
empty regions next to a stone or group are its **liberties** (氣), its open land. A group
lives or dies together.
""",
            """
## 步驟 2:放置棋子

放完板塊後,你可以在一個空的區域放**一個棋子**,也可以不放(`cartography.stone.optional`)。摘要
(`003_aa27acea8e4117cd.txt`)寫道:

> 「A、放置的棋子,或場上自己的棋子旁必須至少要有一個開放的相鄰區域 (當形成一個捕捉的狀態時例外)。B、
> 每個區域只能放置一個棋子 (有些板塊會用紅點標示一個以上的區域)。」

也就是:每個區域最多一個棋子(`cartography.stone.one-per-region`);棋子放下後,它或它所屬的棋組
旁邊必須至少有一個**空的**相鄰區域(`cartography.stone.liberty`),除非這個棋子形成捕捉(第 4 課)。

**相鄰**。相鄰板塊上的兩個區域,隔著共用的邊互相碰到時就是相鄰;棋盤上淡淡的虛線把它們連起來。牆把
兩側的區域隔開,即使在同一個板塊上也一樣(`cartography.region.walls`)。牆碰到一條邊時,那條邊的每一半
只碰到牆同一側的區域。

**棋組與氣**。相鄰區域上同色的棋子組成一個**棋組**。一個棋子或棋組旁邊的空區域就是它的**氣**,也就是
它還開放的土地。一個棋組同生共死。
""")),
        Task(
            "join",
            T("Blue to play: join your two stones into one group with a single stone.",
              "藍方下:用一個棋子把你的兩個棋子連成一組。"),
            JOIN,
            Reach(lambda start, now: _region(now, "(1,-1)a") in now.group(
                _region(now, "(0,0)a"))[0],
                  T("Your two stones are still two groups.", "你的兩個棋子還是兩組。")),
            solution=("stone at (1,0)a",),
            hints=(T("Find an empty region that touches both blue stones.",
                     "找一個同時碰到兩個藍色棋子的空區域。"),
                   T("Follow the dashed lines from each blue stone.",
                     "從每個藍色棋子沿著虛線看。")),
            highlight=("stone at (1,0)a", "stone at (0,-1)a"),
            rules=("cartography.region.walls",),
            wrong="stone at (0,-1)a",
            explain={"stone at (0,-1)a": T("(0,-1)a touches the stone on (1,-1)a but not the "
                                           "one on (0,0)a.",
                                           "(0,-1)a 碰到 (1,-1)a 上的棋子,但沒碰到 (0,0)a 上的。"),
                     "stone at (-1,0)a": T("(-1,0)a touches the stone on (0,0)a but not the "
                                           "one on (1,-1)a.",
                                           "(-1,0)a 碰到 (0,0)a 上的棋子,但沒碰到 (1,-1)a 上的。")},
            success=T("One group of three: its liberties are every empty region next to any of "
                      "its stones.", "一組三個棋子:它的氣是任何一個棋子旁邊的所有空區域。"),
        ),
        Task(
            "same-tile",
            T("Blue to play: put a stone on the tile with the Y-shaped wall, which already holds "
              "an orange stone.",
              "藍方下:在有 Y 形牆、已經有一個橘色棋子的板塊上放一個棋子。"),
            Y_TILE,
            Reach(lambda start, now: any(now.stones[r] == 0 for r in now.slot_regions[(1, 1)]),
                  T("That stone is not on the tile with the Y-shaped wall.",
                    "這個棋子不在有 Y 形牆的板塊上。")),
            solution=("stone at (1,1)c",),
            hints=(T("A C3 has three regions: one is taken. Which free one has an empty "
                     "neighbour?", "C3 有三個區域:一個已經有棋子。哪一個空的區域有空的鄰居?"),
                   T("The corner region (1,1)a touches no tile yet, so a stone there would have "
                     "no liberty.", "角落的區域 (1,1)a 還沒碰到任何板塊,放在那裡沒有氣。")),
            highlight=("stone at (1,1)c",),
            rules=("cartography.stone.one-per-region", "cartography.stone.liberty"),
            wrong="stone at (1,1)b", wrong_rule="cartography.stone.one-per-region",
            success=T("Two stones of different colours on one tile, in different regions.",
                      "一個板塊上有兩個不同顏色的棋子,各在不同的區域。"),
        ),
        Task(
            "atari",
            T("Blue to play: leave the orange stone on (-1,-1)a, at the upper left of the "
              "hexagon, with a single liberty.",
              "藍方下:讓六邊形左上方 (-1,-1)a 上的橘色棋子只剩一口氣。"),
            FOUR_STONES,
            Reach(lambda start, now: _liberties(now, "(-1,-1)a") == 1,
                  T("The orange stone still has both its liberties.", "橘色棋子的兩口氣都還在。")),
            solution=("stone at (-1,0)a",),
            hints=(T("The orange stone has two liberties. Can you take both of them?",
                     "橘色棋子有兩口氣。兩口你都能佔嗎?"),
                   T("A blue stone on (0,-1)a would touch only orange stones and join no blue "
                     "group: no liberty. Try the other one.",
                     "放在 (0,-1)a 的藍色棋子只碰到橘色棋子,也沒有連到藍色棋組:沒有氣。"
                     "試試另一口。")),
            highlight=("stone at (-1,0)a", "stone at (0,-1)a"),
            rules=("cartography.stone.liberty",),
            wrong="stone at (0,-1)a", wrong_rule="cartography.stone.liberty",
            success=T("The orange stone has one liberty left, (0,-1)a; Go players call this "
                      "atari. Your new stone joined your group, which keeps its liberties.",
                      "橘色棋子只剩 (0,-1)a 一口氣,圍棋叫作「叫吃」。你的新棋子連上了你的棋組,"
                      "棋組還有氣。"),
        ),
        Task(
            "behind-a-wall",
            T("Blue to play: leave the orange stone below the hexagon, on (0,1)a, with a single "
              "liberty.",
              "藍方下:讓六邊形下方 (0,1)a 上的橘色棋子只剩一口氣。"),
            WALLED,
            Reach(lambda start, now: _liberties(now, "(0,1)a") == 1,
                  T("The orange stone still has two liberties.", "橘色棋子還有兩口氣。")),
            solution=("stone at (0,0)a",),
            hints=(T("Which empty regions touch the orange stone? The walls decide.",
                     "哪些空區域碰到橘色棋子?由牆決定。"),
                   T("Its liberties are (0,0)a above it and one corner of the Y-tile; the other "
                     "dots nearby are behind walls.",
                     "它的氣是上方的 (0,0)a,以及 Y 形板塊的一個角;附近其他的點都在牆後。")),
            highlight=("stone at (0,0)a", "stone at (1,1)b", "stone at (0,1)b"),
            rules=("cartography.region.walls", "cartography.capture.walls-block"),
            wrong="stone at (1,1)b",
            explain={"stone at (1,1)b": T("(1,1)b is behind a wall: it is no neighbour of the "
                                          "orange stone.",
                                          "(1,1)b 在牆後:它不是橘色棋子的鄰居。"),
                     "stone at (0,1)b": T("(0,1)b is on the same tile but behind the wall: no "
                                          "neighbour of the orange stone.",
                                          "(0,1)b 在同一個板塊上,但在牆後:不是橘色棋子的鄰居。")},
            success=T("Right. Its other liberty, (1,1)c, is a corner that touches nothing else: "
                      "a blue stone there would have no liberty at all.",
                      "對了。它的另一口氣 (1,1)c 是一個不碰到其他區域的角:"
                      "藍色棋子放在那裡完全沒有氣。"),
        ),
        Task(
            "no-empty-neighbour",
            T("Blue to play: place a stone, legally, on a region that has no empty neighbour of "
              "its own.",
              "藍方下:合法地把棋子放在一個本身沒有空鄰居的區域。"),
            CROWDED,
            Reach(_on_crowded_region, T("That region has an empty neighbour.",
                                        "那個區域有空的鄰居。")),
            solution=("stone at (0,-1)a",),
            hints=(T("Read rule A again: your stone, or the group it joins, needs a liberty.",
                     "再讀一次規則 A:你的棋子或它所屬的棋組需要一口氣。"),
                   T("A stone next to your group of two shares that group's liberties.",
                     "放在你兩個棋子旁邊的棋子,和那一組共用氣。")),
            highlight=("stone at (0,-1)a", "stone at (-1,0)a", "stone at (0,1)a"),
            rules=("cartography.stone.liberty",),
            wrong="stone at (0,1)a", wrong_rule="cartography.stone.liberty",
            success=T("Legal: the stone joins your group, and the group still has a liberty. "
                      "But the whole group now has one liberty left: a risky move.",
                      "合法:這個棋子連上你的棋組,棋組還有氣。不過整組現在只剩一口氣:很冒險。"),
        ),
        Quiz((
            HowMany("q-liberties", T("How many liberties does Blue's group of two have?",
                                     "藍方兩個棋子的棋組有幾口氣?"),
                    FOUR_STONES, lambda s: _liberties(s, "(0,0)a"),
                    T("(-1,0)a, (0,1)a and (2,0)a: every empty region next to either stone.",
                      "(-1,0)a、(0,1)a 和 (2,0)a:任一個棋子旁邊的所有空區域。"),
                    rules=("cartography.stone.liberty",)),
            HowMany("q-corner", T("How many neighbours does (0,1)b, the small corner cut off "
                                  "by the wall below the hexagon, have?",
                                  "六邊形下方被牆切出的小角 (0,1)b 有幾個相鄰區域?"),
                    FOUR_STONES, lambda s: len(s.adj[_region(s, "(0,1)b")]),
                    T("The wall cuts it off from its own tile, and no tile touches it yet.",
                      "牆把它和自己板塊的其他部分隔開,而且還沒有板塊碰到它。"),
                    rules=("cartography.region.walls",)),
            LegalOrNot("q-no-liberty", FOUR_STONES, "stone at (0,-1)a",
                       note=T("The summary's picture 1: a stone whose group would have no open "
                              "neighbour, and which captures nothing.",
                              "摘要的圖 1:棋子所屬的棋組沒有開放的相鄰區域,"
                              "而且沒有捕捉任何棋子。")),
            LegalOrNot("q-taken", FOUR_STONES, "stone at (1,0)a",
                       note=T("The summary's picture 3: one stone per region.",
                              "摘要的圖 3:每個區域只能有一個棋子。")),
            LegalOrNot("q-no-stone", TILE_LAID, "no stone", rules=("cartography.stone.optional",),
                       note=T("After the tile the stone is optional.",
                              "放完板塊後,棋子可以不放。")),
            Choose("q-one-group", T("Blue has stones on both regions of the C2 tile below the "
                                    "hexagon. Are they one group?",
                                    "藍方在六邊形下方 C2 板塊的兩個區域上都有棋子。"
                                    "它們是同一組嗎?"),
                   (T("yes: they are on the same tile", "是:它們在同一個板塊上"),
                    T("no: the wall keeps them apart", "不是:牆把它們隔開")),
                   lambda s: 0 if _region(s, "(0,1)b") in s.group(_region(s, "(0,1)a"))[0]
                   else 1,
                   T("Regions are never merged: the two halves of a tile are neighbours only if "
                     "no wall is between them, and here one is.",
                     "區域不會合併:同一個板塊的兩半之間沒有牆時才相鄰,而這裡有牆。"),
                   rules=("cartography.region.walls",), position=BOTH_HALVES),
        )),
    ),
    recap=T("One stone per region; after placing, your stone or its group needs an empty "
            "neighbour. Walls decide who is a neighbour. A group shares its liberties.",
            "每個區域一個棋子;放下後,你的棋子或它的棋組需要一個空的鄰居。牆決定誰是鄰居。"
            "一組棋子共用氣。"),
    mistakes=(T("Counting a dot behind a wall as a neighbour because it looks close.",
                "因為看起來很近,就把牆後的點當成鄰居。"),
              T("Forgetting that a stone joining a group shares the group's liberties.",
                "忘了連上棋組的棋子和棋組共用氣。")),
)


# == Lesson 4: capture =======================================================================

CAPTURE = Lesson(
    game="cartography", number=4, slug="capture",
    title=T("Capture", "吃棋"),
    minutes=20,
    objectives=(
        T("find the last liberty of a stone or a group", "找出一顆棋子或一組棋子的最後一口氣"),
        T("capture, including where a stone would otherwise have no liberty",
          "吃掉對手的棋子,包括原本沒有氣、因為吃棋而可以下的位置"),
        T("save a stone in danger, and count what a capture is worth",
          "救回有危險的棋子,並算出吃棋值多少分"),
    ),
    steps=(
        Read(T(
            """
## Surrounded stones are captured

The third step of a turn removes surrounded stones. The rulebook summary
(`003_aa27acea8e4117cd.txt`) says:

> 「A、棋子或一組棋子週遭沒有開放的相鄰區域就可以進行補捉。B、一道牆另一邊的領地不算作是公開的區域。
> C、任何被捕捉的棋子都從場上移除,由捕捉的玩家收下,每個對手的棋子可以算作一分。」

A stone (or a group of stones) with no empty neighbouring region left is captured
(`cartography.capture.no-liberty`). Land on the other side of a wall is not a neighbour
(`cartography.capture.walls-block`). Captured stones leave the map and the capturer keeps
them: one point each (`cartography.capture.keep`). Only a stone captures: laying a tile
adds regions and never takes a liberty away.
""",
            """
## 被包圍的棋子會被吃掉

每回合的第三步是移除被包圍的棋子。規則摘要(`003_aa27acea8e4117cd.txt`)寫道:

> 「A、棋子或一組棋子週遭沒有開放的相鄰區域就可以進行補捉。B、一道牆另一邊的領地不算作是公開的區域。
> C、任何被捕捉的棋子都從場上移除,由捕捉的玩家收下,每個對手的棋子可以算作一分。」

一顆棋子(或一組棋子)周圍沒有空的相鄰區域時,就被吃掉(`cartography.capture.no-liberty`)。牆另一邊的
區域不算相鄰(`cartography.capture.walls-block`)。被吃的棋子離開地圖,由吃棋的玩家收下,每顆一分
(`cartography.capture.keep`)。只有棋子能吃棋:放板塊只會增加區域,永遠不會減少氣。
""")),
        Task(
            "first-capture",
            T("Blue to play: capture the orange stone at the upper left of the hexagon.",
              "藍方下:吃掉六邊形左上方的橘色棋子。"),
            FIRST_CAPTURE,
            Reach(_gone("(-1,-1)a"), T("The orange stone is still on the map: it still has a "
                                       "liberty.", "橘色棋子還在地圖上:它還有氣。")),
            solution=("stone at (0,-1)a",),
            hints=(T("Count the orange stone's empty neighbours.", "數一數橘色棋子的空鄰居。"),
                   T("Your stone on (-1,0)a already takes one of them; one is left.",
                     "你在 (-1,0)a 的棋子已經佔了一個;只剩一個。")),
            highlight=("stone at (0,-1)a", "stone at (0,0)a"),
            rules=("cartography.capture.no-liberty", "cartography.capture.keep"),
            wrong="stone at (0,0)a",
            explain={"stone at (0,0)a": T("(0,0)a is not next to the orange stone.",
                                          "(0,0)a 不在橘色棋子旁邊。")},
            success=T("Captured: the stone leaves the map and Blue keeps it, one point.",
                      "吃到了:棋子離開地圖,由藍方收下,算一分。"),
        ),
        Show("wall", BEHIND_A_WALL, caption=T(
            "Look at the orange stone on (0,1)a, the big region of the C2 tile below the "
            "hexagon. The empty corner (0,1)b is right beside it, but a wall is in between: "
            "that land is no liberty. Its only liberty is (0,0)a, and every neighbour of (0,0)a "
            "is orange.",
            "看 (0,1)a 上的橘色棋子,它在六邊形下方 C2 板塊的大區域裡。空的角落 (0,1)b 就在旁邊,"
            "但中間隔著一道牆:那塊地不算氣。它唯一的氣是 (0,0)a,而 (0,0)a 的鄰居全是橘色。"),
            picture=True),
        Task(
            "capture-one",
            T("Blue to play: capture the orange stone below the hexagon, on (0,1)a, beside "
              "the wall.",
              "藍方下:吃掉六邊形下方、牆邊 (0,1)a 上的橘色棋子。"),
            BEHIND_A_WALL,
            Reach(_captured(0, 1), T("That move captures nothing: the orange stone still has "
                                     "a liberty.",
                                     "這一步沒有吃到任何棋子:橘色棋子還有氣。")),
            solution=("stone at (0,0)a",),
            hints=(T("Which empty region is the orange stone's last liberty?",
                     "橘色棋子的最後一口氣是哪一個空區域?"),
                   T("Its liberty has only orange neighbours. A stone there would have no "
                     "liberty, but a stone that captures may go there.",
                     "那口氣的鄰居全是橘色。下在那裡本來沒有氣,但能吃棋的棋子可以下。")),
            highlight=("stone at (0,0)a", "stone at (0,1)b"),
            rules=("cartography.capture.no-liberty", "cartography.stone.capture-exception",
                   "cartography.capture.walls-block"),
            wrong="stone at (0,1)b", wrong_rule="cartography.stone.liberty",
            success=T("Captured! The summary's picture 2: a stone with no open neighbour may be "
                      "placed because it captures (「當形成一個捕捉的狀態時例外」)"
                      ". Once the orange "
                      "stone is lifted, your stone has a liberty again.",
                      "吃到了!這是摘要的圖 2:沒有開放鄰居的棋子因為形成捕捉而可以放"
                      "(「當形成一個捕捉的狀態時例外」)。橘色棋子被拿走後,你的棋子又有氣了。"),
        ),
        Read(T(
            """
## The summary's two-stone capture

The summary shows one capture in a picture: 「範例:當藍色棋子一放在這個位置後,橘色兩個棋子被捕捉!」
(as soon as the blue stone is placed here, two orange stones are captured). The picture
itself is not in our text, so the next board is a position built to match those words
exactly: two orange stones joined into one group that has a single liberty left.
""",
            """
## 摘要裡吃掉兩顆棋子的例子

摘要用一張圖示範一次吃棋:「範例:當藍色棋子一放在這個位置後,橘色兩個棋子被捕捉!」我們的文字資料
裡沒有那張圖,所以下一個棋盤是照這句話準確構成的局面:兩顆相連成一組的橘色棋子,只剩一口氣。
""")),
        Task(
            "two-stones",
            T("Blue to play: capture two orange stones with one stone.",
              "藍方下:用一個棋子吃掉兩顆橘色棋子。"),
            TWO_STONES,
            Reach(_captured(0, 2), T("Both orange stones are still on the map.",
                                     "兩顆橘色棋子都還在地圖上。")),
            solution=("stone at (1,0)a",),
            hints=(T("The two orange stones are one group: find the liberties they share.",
                     "兩顆橘色棋子是一組:找出它們共用的氣。"),
                   T("Only one empty region touches either of them.",
                     "只有一個空區域碰到其中任何一顆。")),
            highlight=("stone at (1,0)a", "stone at (0,0)a"),
            rules=("cartography.capture.no-liberty", "cartography.capture.keep"),
            wrong="stone at (0,0)a",
            explain={"stone at (0,0)a": T("(0,0)a touches no orange stone.",
                                          "(0,0)a 沒有碰到橘色棋子。")},
            success=T("Two orange stones captured at once, as in the summary's picture.",
                      "一次吃掉兩顆橘色棋子,就像摘要的圖一樣。"),
        ),
        Task(
            "capture-group",
            T("Blue to play: capture the whole orange group at once.",
              "藍方下:一次吃掉整組橘色棋子。"),
            GROUP_OF_THREE,
            Reach(_captured(0, 3), T("The orange group still has a liberty after that move.",
                                     "這一步之後,橘色那一組還有氣。")),
            solution=("stone at (2,-1)a",),
            hints=(T("A group shares its liberties: count the empty regions next to any of "
                     "its three stones.", "一組棋子共用氣:數一數三顆棋子旁邊的空區域。"),
                   T("Only one empty region touches the group.", "只有一個空區域碰到這一組。")),
            highlight=("stone at (2,-1)a", "stone at (0,1)a"),
            rules=("cartography.capture.no-liberty", "cartography.capture.keep"),
            wrong="stone at (0,1)b", wrong_rule="cartography.stone.liberty",
        ),
        Task(
            "two-moves",
            T("Blue to play: capture the orange stone at the upper right of the hexagon, "
              "(1,-1)a. It has two liberties; Orange answers your first stone somewhere else.",
              "藍方下:吃掉六邊形右上方 (1,-1)a 的橘色棋子。它有兩口氣;你下第一個棋子後,"
              "橘方會在別處下。"),
            TWO_LIBERTIES,
            Reach(_gone("(1,-1)a"),
                  T("Take the orange stone's liberties one by one: after your first stone it "
                    "must have only one left.",
                    "一口一口地佔掉橘色棋子的氣:你下第一個棋子後,它必須只剩一口氣。"),
                  within=2),
            solution=("stone at (1,0)a", "stone at (0,-1)a"),
            replies={1: (ORANGE_ELSEWHERE,)},
            hints=(T("Its liberties are (0,-1)a and (1,0)a. Take one, then the other.",
                     "它的氣是 (0,-1)a 和 (1,0)a。先佔一口,再佔另一口。"),
                   T("Start with (1,0)a: that stone also joins your stone on (0,0)a, so Orange "
                     "cannot threaten it.",
                     "先下 (1,0)a:這個棋子同時連上你在 (0,0)a 的棋子,橘方就威脅不到它。")),
            highlight=("stone at (1,0)a", "stone at (0,-1)a"),
            rules=("cartography.capture.no-liberty",),
            wrong="stone at (-1,-1)a",
        ),
        Task(
            "save",
            T("Blue to play: your stone at the lower left of the hexagon, (-1,0)a, has one "
              "liberty left. Save it: after your move it must have at least two.",
              "藍方下:你在六邊形左下方 (-1,0)a 的棋子只剩一口氣。救它:你下完後,"
              "它必須至少有兩口氣。"),
            IN_DANGER,
            Reach(lambda start, now: _liberties(now, "(-1,0)a") >= 2,
                  T("Your stone still has a single liberty.", "你的棋子還是只有一口氣。")),
            solution=("stone at (0,-1)a",),
            hints=(T("Adding a stone next to it does not help if the new group has no more "
                     "liberties. Look at the orange stones around it instead.",
                     "如果新的棋組沒有更多氣,在旁邊加棋子也沒用。看看它周圍的橘色棋子。"),
                   T("One orange neighbour has a single liberty itself.",
                     "其中一個橘色鄰居自己也只剩一口氣。")),
            highlight=("stone at (0,-1)a", "stone at (-2,0)a"),
            rules=("cartography.stone.liberty", "cartography.capture.no-liberty"),
            wrong="stone at (-2,0)a", wrong_rule="cartography.stone.liberty",
            success=T("Capturing the orange stone gives your stone a new liberty where it stood.",
                      "吃掉橘色棋子,它原來的位置就成了你的棋子的新氣。"),
        ),
        Quiz((
            LegalOrNot("q-corner", BEHIND_A_WALL, "stone at (0,1)b",
                       note=T("The corner region behind the wall has no neighbour at all.",
                              "牆後的角落區域完全沒有相鄰區域。")),
            LegalOrNot("q-capture", BEHIND_A_WALL, "stone at (0,0)a",
                       rules=("cartography.stone.capture-exception",)),
            HowMany("q-two", T("How many orange stones does a blue stone on (1,0)a capture?",
                               "藍色棋子放在 (1,0)a 會吃掉幾顆橘色棋子?"),
                    TWO_STONES, lambda s: len(s.apply("stone at (1,0)a").last_captured),
                    T("The two orange stones are one group with one liberty.",
                      "兩顆橘色棋子是只有一口氣的一組。"),
                    rules=("cartography.capture.no-liberty", "cartography.capture.keep")),
            HowMany("q-swing", T("Blue captures the group of three. By how many points does "
                                 "Blue's lead over Orange grow?",
                                 "藍方吃掉三顆一組的棋子。藍方對橘方的領先增加幾分?"),
                    GROUP_OF_THREE, _margin_gain("stone at (2,-1)a"),
                    T("Three prisoners for Blue, Orange loses the three stones it had on the "
                      "map, and Blue's capturing stone stands on the map: 3 + 3 + 1.",
                      "藍方多三個俘虜,橘方失去地圖上的三顆棋子,而藍方吃棋的那顆棋子也留在地圖上:"
                      "3 + 3 + 1。"),
                    rules=("cartography.score.prisoners", "cartography.score.stones-on-map")),
        )),
    ),
    recap=T("A stone or group with no empty neighbour is captured; walls cut liberties; a "
            "stone may go where it has no liberty if it captures; every prisoner is a point, "
            "and the captured player loses the points of those stones on the map.",
            "沒有空鄰居的棋子或棋組會被吃掉;牆會切斷氣;能吃棋時,可以下在本來沒有氣的地方;"
            "每個俘虜一分,被吃的一方也失去那些棋子在地圖上的分數。"),
    mistakes=(T("Counting the land behind a wall as a liberty.", "把牆後的土地當成氣。"),
              T("Thinking a stone can never go where it has no liberty.",
                "以為沒有氣的地方永遠不能下。"),
              T("Adding stones to a group in danger without counting its new liberties.",
                "替有危險的棋組加棋子,卻沒有數新的氣。")),
)


# == Lesson 5: ko ============================================================================

KO_LESSON = Lesson(
    game="cartography", number=5, slug="ko",
    title=T("Ko: no repeating", "劫:不可重覆"),
    minutes=20,
    objectives=(
        T("recognise a ko: a capture that could be taken straight back",
          "認出劫:一次可以立刻被吃回來的吃棋"),
        T("take back in a ko only when the rules allow it", "只在規則允許時在劫中吃回來"),
        T("tell why a tile laid in between does not lift the ban",
          "說明為什麼中間放了板塊也不能立刻吃回"),
        T("end a ko by settling it", "用粘劫結束一個劫"),
    ),
    steps=(
        Read(T(
            """
## No repeating the previous position

Captures can lead to a loop: I take one of your stones, you take mine straight back, I take
yours again... The summary (`003_aa27acea8e4117cd.txt`) forbids it in one line of step 2:

> 「C、放置時,不能重覆前一次的遊戲狀態 (例如彼此於相同位置吃棋)。」

(when placing, you may not repeat the previous game state, for instance both players
capturing at the same place.) Go players call this **ko** (劫). The summary says no more
than that line, and no other source we know mentions ko, so the tutor's reading is a
registered assumption (`cartography.stone.ko`): **a stone may not bring back the position
as it was before the opponent's last move.**

**Tiles laid in between do not count.** While the tiles last, every turn begins with a tile,
so the map is never the same two turns apart: if the tiles counted, the rule would hardly
ever apply while they last, and the summary's own example, both players capturing at the
same place, could go on for ever. So the tutor compares **the stones on the map**: a recapture
that puts the stones back as they were before the opponent's move is refused, whatever tiles
were laid in between (`cartography.stone.ko-stones`, also an assumption). The option
`ko_position="map"` compares the stones and the tiles instead; `ko="super"` forbids a return
to any earlier position (lesson 9).
""",
            """
## 不可重覆上一個局面

吃棋可能形成循環:我吃你一顆,你立刻吃回來,我再吃……摘要(`003_aa27acea8e4117cd.txt`)在步驟 2 用一句話
禁止它:

> 「C、放置時,不能重覆前一次的遊戲狀態 (例如彼此於相同位置吃棋)。」

圍棋把這叫作**劫**。摘要只說了這一句,我們知道的其他來源也都沒有提到劫,所以本教學的解讀是登記過的
假設(`cartography.stone.ko`):**放置棋子不能讓局面回到對手上一步之前的樣子**。

**中間放的板塊不算**。板塊還沒用完時,每回合都從放板塊開始,所以相隔兩回合的地圖永遠不會一樣:
如果板塊也算,板塊用完之前這條規則幾乎不會發生作用,摘要自己舉的「彼此於相同位置吃棋」就可以一直
持續下去。所以本教學比較的是**地圖上的棋子**:吃回來之後,如果地圖上的棋子回到對手那一步之前的樣子,
就不允許,不論中間放了哪些板塊(`cartography.stone.ko-stones`,這也是假設)。選項
`ko_position="map"` 改為同時比較棋子和板塊;`ko="super"` 禁止回到任何先前局面(第 9 課)。
""")),
        Task(
            "take-ko",
            T("Blue to play: capture the orange stone at the top of the hexagon.",
              "藍方下:吃掉六邊形上方的橘色棋子。"),
            KO,
            Reach(_gone("(0,-1)a"), T("The orange stone is still on the map.",
                                      "橘色棋子還在地圖上。")),
            solution=("stone at (1,-1)a",),
            hints=(T("The orange stone has a single liberty.", "橘色棋子只剩一口氣。"),
                   T("Its last liberty is at the upper right of the hexagon. A blue stone there "
                     "has no empty neighbour, but it captures, so it may go there.",
                     "它的最後一口氣在六邊形右上方。藍色棋子放在那裡沒有空鄰居,但因為能吃棋,所以可以下。")),
            highlight=("stone at (1,-1)a", "stone at (0,0)a"),
            rules=("cartography.capture.no-liberty", "cartography.stone.capture-exception"),
            wrong="stone at (0,0)a",
            success=T("Captured. But look at your new stone: its only liberty is the region you "
                      "just emptied. Orange would like to take it straight back...",
                      "吃到了。不過看看你的新棋子:它唯一的氣就是你剛清空的區域。"
                      "橘方很想立刻吃回來……"),
        ),
        Task(
            "wait",
            T("Orange to play: Blue has just taken your stone in a ko. Capture the blue stone "
              "that took it, at the upper right of the hexagon, as soon as the rules allow. "
              "Blue answers your first move elsewhere.",
              "橘方下:藍方剛在劫中吃掉你的棋子。在規則允許時,盡快吃掉六邊形右上方那顆吃你的藍色棋子。"
              "你下第一步後,藍方會在別處應。"),
            KO_TAKEN,
            Reach(_gone("(1,-1)a"),
                  T("The blue stone on (1,-1)a is still there.", "(1,-1)a 上的藍色棋子還在。"),
                  within=2),
            solution=("stone at (0,1)a", "stone at (0,-1)a"),
            replies={1: (BLUE_ELSEWHERE,)},
            hints=(T("Taking back at once would bring back the position before Blue's capture. "
                     "What changes the position?",
                     "立刻吃回來會讓局面回到藍方吃棋之前。什麼能改變局面?"),
                   T("Play one stone somewhere else first; after Blue answers, the position is "
                     "new and the capture is allowed.",
                     "先在別處下一個棋子;藍方應了之後,局面就不同了,吃回來是允許的。")),
            highlight=("stone at (0,1)a",),
            rules=("cartography.stone.ko",),
            wrong="stone at (0,-1)a", wrong_rule="cartography.stone.ko",
            success=T("Taken back. Now it is Blue who may not retake at once: the ko goes on "
                      "until someone settles it.",
                      "吃回來了。現在輪到藍方不能立刻吃回:這個劫會一直持續,直到有人粘劫。"),
        ),
        Task(
            "tiles-between",
            T("The same ko while the tiles last: Blue captured in a turn with a tile, and Orange "
              "has just laid a tile. Orange to play: capture the blue stone that took yours, at "
              "the upper right of the hexagon, as soon as the rules allow. Blue answers "
              "elsewhere.",
              "板塊還沒用完時的同一個劫:藍方在放了板塊的回合吃棋,橘方剛放了一個板塊。橘方下:在規則允許時,"
              "盡快吃掉六邊形右上方那顆吃你的藍色棋子。藍方會在別處應。"),
            KO_TILE_LAID,
            Reach(_gone("(1,-1)a"),
                  T("The blue stone on (1,-1)a is still there, or it now has a second "
                    "liberty.", "(1,-1)a 上的藍色棋子還在,或者它現在有第二口氣了。"),
                  within=3),
            solution=("stone at (0,1)a", "tile O3 at (-2,1) rot 0", "stone at (0,-1)a"),
            explain={"tile O3 at (2,-1) rot 0": T(
                "That tile touches the blue stone and gives it a second liberty: it can no "
                "longer be captured at once.",
                "這個板塊碰到藍色棋子,給了它第二口氣:它就不能馬上被吃掉了。")},
            replies={1: BLUE_TILE_ELSEWHERE},
            hints=(T("Your new tile changed the map, but not the stones: taking back now would "
                     "put the stones back as they were before Blue's capture.",
                     "你的新板塊改變了地圖,但沒有改變棋子:現在吃回來,地圖上的棋子會回到藍方吃棋之前的樣子。"),
                   T("Place a stone elsewhere; after Blue's answer, lay your next tile away "
                     "from the blue stone (a tile beside it would give it a liberty), and take "
                     "back.",
                     "先在別處放一個棋子;藍方應了之後,把你的下一個板塊放在遠離那顆藍色棋子的地方"
                     "(放在它旁邊會給它一口氣),再吃回來。")),
            highlight=("stone at (0,1)a",),
            rules=("cartography.stone.ko", "cartography.stone.ko-stones"),
            wrong="stone at (0,-1)a", wrong_rule="cartography.stone.ko",
            success=T("Taken back: the stones had changed since Blue's capture.",
                      "吃回來了:從藍方吃棋之後,地圖上的棋子已經改變了。"),
        ),
        Task(
            "settle",
            T("Blue to play: Orange has played elsewhere instead of taking back. Make sure Orange "
              "can never take back in this ko.",
              "藍方下:橘方沒有吃回,而是下在別處。確保橘方在這個劫裡永遠不能吃回來。"),
            KO_ELSEWHERE,
            Reach(_own("(0,-1)a", 0), T("Orange could still take back on (0,-1)a later.",
                                        "橘方之後還是可以在 (0,-1)a 吃回來。")),
            solution=("stone at (0,-1)a",),
            hints=(T("Where would Orange's capturing stone go?", "橘方吃回來的棋子會下在哪裡?"),
                   T("Fill that region yourself: your stones join into one group.",
                     "自己把那個區域填上:你的棋子就連成一組了。")),
            highlight=("stone at (0,-1)a", "stone at (-1,0)a"),
            rules=("cartography.stone.ko", "cartography.stone.liberty"),
            wrong="stone at (-1,0)a",
            explain={"stone at (-1,0)a": T("Then Orange may take back on (0,-1)a: the position "
                                           "has changed since your capture.",
                                           "這樣橘方就可以在 (0,-1)a 吃回來:"
                                           "從你吃棋後局面已經變了。")},
            success=T("The ko is settled: your three stones are one group, and (0,-1)a is "
                      "yours.", "劫已經粘住:你的三顆棋子連成一組,(0,-1)a 是你的了。"),
        ),
        Quiz((
            LegalOrNot("q-now", KO_TAKEN, "stone at (0,-1)a",
                       note=T("The capture would bring back the position before Blue's move.",
                              "這次吃棋會讓局面回到藍方那一步之前。")),
            LegalOrNot("q-later", KO_BOTH_ELSEWHERE, "stone at (0,-1)a",
                       rules=("cartography.stone.ko",),
                       note=T("Both players have played elsewhere since the capture: the position "
                              "it would bring back is no longer the one before Blue's last move.",
                              "吃棋之後雙方都在別處下過:吃回來形成的局面,"
                              "已經不是藍方上一步之前的局面了。")),
            LegalOrNot("q-tile-between", KO_TILE_LAID, "stone at (0,-1)a",
                       rules=("cartography.stone.ko-stones",),
                       note=T("A tile was laid since Blue's capture, but the stones on the map "
                              "would be back as they were before it.",
                              "藍方吃棋之後放了一個板塊,但地圖上的棋子會回到吃棋之前的樣子。")),
            LegalOrNot("q-map-option", KO_TILE_LAID_MAP, "stone at (0,-1)a",
                       rules=("cartography.stone.ko-stones", "cartography.stone.ko"),
                       note=T("With `ko_position=\"map\"` the tiles count too: the map has a new "
                              "tile, so this is no repeat.",
                              "選用 `ko_position=\"map\"` 時板塊也算:地圖多了一個新板塊,"
                              "所以不算重覆。")),
            HowMany("q-one-for-one", T("Orange takes back in the ko. How many stones does it "
                                       "capture?", "橘方在劫中吃回來。它吃掉幾顆棋子?"),
                    KO_BOTH_ELSEWHERE, lambda s: len(s.apply("stone at (0,-1)a").last_captured),
                    T("A ko is one stone for one stone: that is why it could loop.",
                      "劫是一顆換一顆:這就是它會循環的原因。"),
                    rules=("cartography.stone.ko", "cartography.capture.no-liberty")),
            Choose("q-why", T("Why does the ko rule exist?", "為什麼要有劫的規則?"),
                   (T("so that two players cannot capture back and forth at the same place "
                      "forever", "讓兩位玩家不能在同一個地方永遠互相吃來吃去"),
                    T("so that a stone can never be captured twice", "讓一個棋子永遠不會被吃兩次"),
                    T("so that the start player wins ties", "讓起始玩家在平手時獲勝")),
                   0, T("The summary's own example: 「例如彼此於相同位置吃棋」.",
                        "摘要自己的例子:「例如彼此於相同位置吃棋」。"),
                   rules=("cartography.stone.ko",)),
        )),
    ),
    recap=T("You may not put the stones back as they were before your opponent's last move, "
            "whatever tiles were laid in between. In a ko, play elsewhere first and then take "
            "back; or end the ko by filling its region.",
            "你不能讓地圖上的棋子回到對手上一步之前的樣子,不論中間放了哪些板塊。在劫裡,"
            "先在別處下一步再吃回來;或者填上那個區域來結束劫。"),
    mistakes=(T("Taking back in a ko at once.", "在劫裡立刻吃回來。"),
              T("Thinking a new tile lifts the ban: only the stones are compared.",
                "以為放了新板塊就可以吃回:比較的只有棋子。"),
              T("Thinking the ban lasts for ever: it only forbids the immediate repeat.",
                "以為禁令永遠有效:它只禁止立刻重覆。")),
)


# == Lesson 6: the end and scoring ============================================================

THE_END = Lesson(
    game="cartography", number=6, slug="the-end-and-scoring",
    title=T("The end and scoring", "遊戲結束與計分"),
    minutes=20,
    objectives=(
        T("tell a pass from a turn without a stone", "分辨跳過和不放棋子的回合"),
        T("end a game, and play on when the tiles or the stones run out",
          "結束一局遊戲,並在板塊或棋子用完時繼續下"),
        T("fill in the score sheet and decide a tie", "填寫計分表並判定平手"),
    ),
    steps=(
        Read(T(
            """
## When is the game over?

The summary (`003_aa27acea8e4117cd.txt`) ends the game like this:

> 「當玩家的板塊用完時,遊戲還沒有結束。遊戲持續進行,放置及捕捉棋子。當所有玩家連續跳過回合後,
> 遊戲結束。」

When the tiles are used up the game is not over: players go on placing and capturing stones
(`cartography.end.tiles-out-continue`); the turn starts at the stone step
(`cartography.tile.no-tiles-skip`). When all players pass one after the other, the game
ends (`cartography.end.double-pass`).

**Pass, or no stone**? The summary's word is 跳過 (skip, pass). It uses it twice: in step 2,
a player may 「跳過」 placing a stone; and the game ends when the players 「連續跳過回合」, skip
whole turns. It never says which turns count. The tutor's reading, a registered assumption
(`cartography.end.pass`):

- **`pass`** (跳過): a turn with neither a tile nor a stone. Only passes count towards the
  end: two in a row, one by each player, end the game;
- **`no stone`** (不放棋子): a turn in which you laid a tile and then placed no stone. It is
  not a pass, and the game goes on.

The board shows one button for whichever of the two fits the turn.
""",
            """
## 遊戲什麼時候結束?

摘要(`003_aa27acea8e4117cd.txt`)這樣結束遊戲:

> 「當玩家的板塊用完時,遊戲還沒有結束。遊戲持續進行,放置及捕捉棋子。當所有玩家連續跳過回合後,
> 遊戲結束。」

板塊用完時遊戲還沒結束:玩家繼續放置及捕捉棋子(`cartography.end.tiles-out-continue`);回合從放置棋子的
步驟開始(`cartography.tile.no-tiles-skip`)。所有玩家連續跳過後,
遊戲結束(`cartography.end.double-pass`)。

**跳過,還是不放棋子**?摘要用的詞是「跳過」,出現兩次:步驟 2 裡,玩家可以「跳過」放置棋子;所有玩家
「連續跳過回合」時遊戲結束。它沒有說哪些回合算數。本教學的解讀是登記過的假設(`cartography.end.pass`)
:

- **`pass`**(跳過):一個既沒有放板塊也沒有放棋子的回合。只有跳過才算數:連續兩次,每位玩家各一次,
  遊戲就結束;
- **`no stone`**(不放棋子):放了板塊、然後沒有放棋子的回合。這不是跳過,遊戲繼續。

棋盤上只會出現符合這個回合的那一個按鈕。
""")),
        Task(
            "tiles-out",
            T("Blue to play: the supply is empty, but the game goes on. Leave the orange stone "
              "at the upper right of the hexagon with a single liberty.",
              "藍方下:供應區空了,但遊戲繼續。讓六邊形右上方的橘色棋子只剩一口氣。"),
            SUPPLY_EMPTY,
            Reach(lambda start, now: _liberties(now, "(1,-1)a") == 1,
                  T("The orange stone still has two liberties.", "橘色棋子還有兩口氣。")),
            solution=("stone at (1,0)a",),
            hints=(T("There is no tile to lay: this turn starts with the stone.",
                     "沒有板塊可放:這個回合從棋子開始。"),
                   T("The orange stone's liberties are (0,-1)a and (1,0)a.",
                     "橘色棋子的氣是 (0,-1)a 和 (1,0)a。")),
            highlight=("stone at (1,0)a", "stone at (0,-1)a"),
            rules=("cartography.end.tiles-out-continue", "cartography.tile.no-tiles-skip"),
            wrong="tile O3 at (2,0) rot 0", wrong_rule="cartography.tile.no-tiles-skip",
        ),
        Task(
            "no-stone",
            T("Blue has laid a tile and keeps its stones this turn: end the turn without a "
              "stone.", "藍方已經放了板塊,這回合不放棋子:不放棋子,結束回合。"),
            TILE_LAID,
            Play(("no stone",), T("That places a stone; end the turn without one.",
                                  "那樣會放一個棋子;請不放棋子結束回合。")),
            solution=("no stone",),
            hints=(T("After a tile, a turn without a stone is not a pass.",
                     "放了板塊之後,不放棋子的回合不是跳過。"),
                   T("Use the button under the supply.", "用供應區下方的按鈕。")),
            highlight=("no stone",),
            rules=("cartography.stone.optional", "cartography.end.pass"),
            wrong="pass", wrong_rule="cartography.end.pass",
            success=T("Orange's turn. This did not count towards the end of the game.",
                      "輪到橘方。這不算結束遊戲的跳過。"),
        ),
        Task(
            "end-now",
            T("Orange has just skipped its turn, and Blue leads 3 to 0. Blue to play: end the game "
              "now.",
              "橘方剛剛跳過,藍方以 3 比 0 領先。藍方下:現在就結束遊戲。"),
            ORANGE_PASSED,
            Reach(lambda start, now: now.is_terminal(),
                  T("The game goes on after that move.", "那一步之後遊戲還在繼續。")),
            solution=("pass",),
            hints=(T("How does a game end?", "一局遊戲怎樣結束?"),
                   T("Orange's pass and one more in a row.", "橘方的跳過,再連續一次跳過。")),
            highlight=("pass",),
            rules=("cartography.end.double-pass", "cartography.end.pass"),
            wrong="no stone", wrong_rule="cartography.end.pass",
            success=T("Two passes in a row: game over, and Blue wins 3 to 0.",
                      "連續兩次跳過:遊戲結束,藍方以 3 比 0 獲勝。"),
        ),
        Task(
            "last-chance",
            T("Orange has just skipped its turn and leads 3 to 2. Blue to play: make the game end "
              "with Blue as the winner. (Orange will skip its turn again.)",
              "橘方剛剛跳過,以 3 比 2 領先。藍方下:讓遊戲以藍方獲勝結束。(橘方會再跳過。)"),
            LAST_CHANCE,
            Reach(lambda start, now: now.is_terminal() and _winner(now) == 0,
                  T("The game is not over with Blue the winner.", "遊戲沒有以藍方獲勝結束。"),
                  within=2),
            solution=("stone at (1,0)a", "pass"),
            replies={1: ("pass",)},
            hints=(T("If you pass now, that is two passes in a row: the game ends 2 to 3.",
                     "如果你現在跳過,就是連續兩次跳過:遊戲以 2 比 3 結束。"),
                   T("One more stone makes it 3 to 3. Who wins a tie? Blue started this game.",
                     "再放一個棋子就是 3 比 3。平手時誰贏?這局是藍方先下的。")),
            highlight=("stone at (1,0)a", "stone at (-1,0)a", "stone at (2,0)a"),
            rules=("cartography.score.tie-start-player", "cartography.end.double-pass",
                   "cartography.score.stones-on-map"),
            wrong="pass",
            explain={"pass": T("That ends the game now, 2 to 3: Orange wins.",
                               "這樣遊戲現在就以 2 比 3 結束:橘方獲勝。")},
            success=T("3 to 3, and the tie goes to the start player, Blue.",
                      "3 比 3,平手由起始玩家藍方獲勝。"),
        ),
        Task(
            "no-stones-left",
            T("A long game: Blue has placed all thirty of its stones, and Orange has just "
              "skipped its turn. Blue to play: finish the game.",
              "一局很長的遊戲:藍方已經放完全部三十個棋子,橘方剛剛跳過。藍方下:結束這局遊戲。"),
            NO_STONES_LEFT,
            Reach(lambda start, now: now.is_terminal(),
                  T("The game goes on after that move.", "那一步之後遊戲還在繼續。")),
            solution=("pass",),
            hints=(T("Look at Blue's line in the players' panel: how many stones are left?",
                     "看玩家欄裡藍方那一行:還剩幾個棋子?"),
                   T("With no stones and no tiles, the only move is to pass.",
                     "沒有棋子也沒有板塊,唯一能做的就是跳過。")),
            highlight=("pass",),
            rules=("cartography.stone.supply", "cartography.end.double-pass"),
            wrong="stone at (1,-2)a", wrong_rule="cartography.stone.supply",
            success=T("Game over. The summary lists 30 stones each but does not say what happens "
                      "when they run out: the tutor stops placement (an assumption, "
                      "`cartography.stone.supply`).",
                      "遊戲結束。摘要列出每人 30 個棋子,但沒有說用完時怎麼辦:本教學就不能再放棋子"
                      "(這是假設,`cartography.stone.supply`)。"),
        ),
        Read(T(
            """
## Scoring

> 「地圖上玩家自己的棋子,一個一分,捕捉的對手棋子,一個一分。把這兩個項目加總後,最高分的玩家獲勝!」

One point for each of your stones on the map (`cartography.score.stones-on-map`), one point
for each opponent stone you captured (`cartography.score.prisoners`); the higher total wins.
Empty land you surround scores nothing: this is not Go's territory count.

> 「平手時,起始玩家獲勝 (算作遊戲一開始就內建 0.5 分)。」

On a tie the start player wins, as if they had half a point more
(`cartography.score.tie-start-player`). One review breaks ties by stones on the map
instead; lesson 9 shows that option.
""",
            """
## 計分

> 「地圖上玩家自己的棋子,一個一分,捕捉的對手棋子,一個一分。把這兩個項目加總後,最高分的玩家獲勝!」

地圖上你的每個棋子一分(`cartography.score.stones-on-map`),你捕捉的每個對手棋子一分
(`cartography.score.prisoners`);總分高的玩家獲勝。你包圍的空地不算分:這不是圍棋的數地。

> 「平手時,起始玩家獲勝 (算作遊戲一開始就內建 0.5 分)。」

平手時起始玩家獲勝,就像多了半分(`cartography.score.tie-start-player`)。有一篇評論改用地圖上的棋子數
來決定平手;第 9 課會介紹這個選項。
""")),
        FillSheet("final-sheet", FINAL, T(
            "The game of task 4, played to the end. Fill in both columns (count the stones on "
            "the map; the players' panel shows how many each has captured), then press Check.",
            "第 4 個任務那一局下到結束。填寫兩欄(數地圖上的棋子;玩家欄顯示各自捕捉了幾個),"
            "再按「檢查」。"),
            rules=("cartography.score.stones-on-map", "cartography.score.prisoners")),
        Quiz((
            Choose("q-tie", T("Game over. Blue, the start player, has two stones on the map and "
                              "has captured one; Orange has three stones on the map and has "
                              "captured none. Who wins?",
                              "遊戲結束。起始玩家藍方在地圖上有兩個棋子,捕捉了一個;"
                              "橘方在地圖上有三個"
                              "棋子,沒有捕捉。誰獲勝?"),
                   (T("Blue", "藍方"), T("Orange", "橘方")), _winner,
                   T("3 to 3: the tie goes to the start player.", "3 比 3:平手由起始玩家獲勝。"),
                   rules=("cartography.score.tie-start-player",), position=TIED,
                   picture=False),
            Choose("q-tie-orange", T("The same game, but Orange was the start player and made "
                                     "the moves: now Orange has two stones on the map and one "
                                     "captured, Blue three stones on the map. Who wins?",
                                     "同一局,但起始玩家是橘方,那些步是橘方下的:現在橘方地圖上有兩個"
                                     "棋子、捕捉一個,藍方地圖上有三個棋子。誰獲勝?"),
                   (T("Blue", "藍方"), T("Orange", "橘方")), _winner,
                   T("Still 3 to 3, and now Orange is the start player.",
                     "還是 3 比 3,而現在起始玩家是橘方。"),
                   rules=("cartography.score.tie-start-player", "cartography.setup.start-player"),
                   position=TIED_ORANGE_STARTS, picture=False),
            LegalOrNot("q-pass-after-tile", TILE_LAID, "pass",
                       note=T("After a tile, a turn without a stone is `no stone`, not a pass.",
                              "放了板塊之後,不放棋子的回合是 `no stone`(不放棋子),不是跳過。")),
            LegalOrNot("q-tile-no-supply", SUPPLY_EMPTY, "tile O3 at (2,0) rot 0",
                       rules=("cartography.end.tiles-out-continue",),
                       note=T("Blue still has tiles of its own, but the supply is empty.",
                              "藍方自己還有板塊數量,但供應區已經空了。")),
        )),
    ),
    recap=T("Running out of tiles does not end the game. A pass is a turn with no tile and no "
            "stone; two in a row end it. Stones on the map plus captured stones score; a tie "
            "goes to the start player.",
            "板塊用完不會結束遊戲。跳過是既沒有放板塊也沒有放棋子的回合;連續兩次就結束。"
            "地圖上的棋子加上"
            "捕捉的棋子就是分數;平手由起始玩家獲勝。"),
    mistakes=(T("Thinking the game ends when the tiles run out.", "以為板塊用完遊戲就結束。"),
              T("Calling a turn with a tile and no stone a pass.",
                "把放了板塊但沒放棋子的回合當成跳過。"),
              T("Counting surrounded empty land as points, as in Go.",
                "像圍棋一樣把包圍的空地算成分數。")),
)


# == Lesson 7: a what-if explorer ==============================================================

EXPLORER = Lesson(
    game="cartography", number=7, slug="what-if-explorer",
    title=T("What-if explorer", "探索:如果這樣走呢?"),
    minutes=15,
    objectives=(
        T("compare two moves by the games that follow them", "用之後的對局比較兩個走法"),
        T("tell an immediate gain from a lasting one", "分辨眼前的收穫和長久的收穫"),
    ),
    steps=(
        Read(T(
            """
## Predict, then see

Choose a position and two moves, A and B. Predict which one ends better for the player who
makes it; then press *Reveal*. Bots play the rest of the game many times after each move,
and two charts show what happened: how the final margin (the mover's total minus the
opponent's) is spread, and the mover's average points in each line of the score sheet.

The positions come from the earlier lessons, plus the middle of a game and a new game. You
can also paste a **position code**: every board shows its code under it. A few simulated
games between simple bots are a hint, not a proof: raise the number of games before you
trust a small difference.
""",
            """
## 先預測,再揭曉

選一個局面和兩個走法 A 與 B。預測哪一步最後對走的人比較有利,然後按「揭曉」。電腦會在每個走法之後把
這局下完很多次,兩張圖顯示結果:最後的領先分數(走的人的總分減去對手的總分)怎麼分布,以及走的人在
計分表每一行的平均分數。

局面來自前面的課程,再加上一局的中盤和一局新遊戲。你也可以貼上**局面代碼**:每個棋盤下方都有它的代碼。
簡單電腦之間的少數幾局模擬只是參考,不是證明:差距很小時,先增加局數再相信它。
""")),
        Explore("explore", (
            (T("Four stones (lesson 3)", "四個棋子(第 3 課)"),
             FOUR_STONES),
            (T("A middle game", "一局的中盤"), MIDGAME),
            (T("One last stone (lesson 6)", "最後一個棋子(第 6 課)"),
             LAST_CHANCE),
            (T("A new game", "新的一局"), START),
        )),
        Quiz((
            HowMany("q-gain", T("In the middle game, Blue captures three stones with (-1,-1)a. "
                                "By how many points does Blue's margin change at once?",
                                "在中盤,藍方用 (-1,-1)a 吃掉三顆棋子。藍方的領先立刻改變幾分?"),
                    MIDGAME, _margin_gain("stone at (-1,-1)a"),
                    T("Three prisoners, three orange stones off the map, one blue stone on it.",
                      "三個俘虜,三顆橘色棋子離開地圖,一顆藍色棋子留在地圖上。"),
                    rules=("cartography.score.prisoners", "cartography.score.stones-on-map")),
            Choose("q-measure", T("What does the explorer compare?", "探索工具比較的是什麼?"),
                   (T("the final scores of many games played on after each move",
                      "每個走法之後繼續下完的很多局的最後分數"),
                    T("the score sheet just after each move", "每個走法剛下完時的計分表"),
                    T("which move is legal", "哪個走法合法")),
                   0, T("A move that gains at once can still lose later: the games played on "
                        "tell them apart.", "眼前有收穫的走法,之後仍可能吃虧:"
                        "繼續下完的對局能分辨它們。")),
        )),
    ),
    recap=T("Compare moves by what follows them, not only by the score one move later; trust a "
            "difference only when enough games show it.",
            "用之後的發展比較走法,不要只看下一步的分數;只有足夠多的對局都顯示出差距時才相信它。"),
    mistakes=(T("Trusting a difference seen in a handful of games.", "只看幾局就相信差距。"),),
)


# == Lesson 8: a game against bots ============================================================

PLAY = Lesson(
    game="cartography", number=8, slug="play-against-a-bot",
    title=T("Play against a bot", "和電腦下一局"),
    minutes=25,
    objectives=(
        T("play a whole game, five tiles each, against a bot", "和電腦下一整局,每人五個板塊"),
        T("spot captures and stones in danger during a game",
          "在對局中看出能吃的棋子和有危險的棋子"),
    ),
    steps=(
        Read(T(
            """
## Your game

You play Blue; the bot plays Orange and answers by itself after each of your turns. Choose
its level: *random* plays any legal move, *greedy* the move that looks best one move ahead,
*strong* searches further (it takes a few seconds a move). *New game* starts again.

Before every stone, ask the questions of lessons 3 and 4: which of my groups has a single
liberty? Which orange group has one? Can a wall cut a liberty? And near the end, remember
that a pass counts only when no tile was laid.
""",
            """
## 你的對局

你是藍方;電腦是橘方,你每下完一回合它就自動應對。選擇它的強度:「隨機」下任何合法的走法,「貪心」
下一步之內看起來最好的走法,「強」會算得更遠(每步要幾秒鐘)。「新的一局」重新開始。

每放一個棋子之前,問問第 3、4 課的問題:我哪一組只剩一口氣?橘方哪一組只剩一口氣?有沒有牆切斷了氣?
接近結束時也要記得:只有沒放板塊的回合,跳過才算數。
""")),
        PlayBots("game", players=(2,), options=FIVE, level="greedy", seed=8),
        Quiz((
            HowMany("q-best", T("The middle of a game, Blue to play: how many orange stones can "
                                "one blue stone capture at most?",
                                "一局的中盤,藍方下:一個藍色棋子最多能吃掉幾顆橘色棋子?"),
                    MIDGAME, _best_capture,
                    T("The orange pair at the left and the stone below them share one liberty, "
                      "(-1,-1)a.", "左邊的兩顆橘色棋子和下方的那一顆共用一口氣 (-1,-1)a。"),
                    rules=("cartography.capture.no-liberty",)),
            HowMany("q-danger", T("Same position: how many liberties does Blue's group of four "
                                  "in the middle have?", "同一個局面:"
                                  "中間藍方四顆一組的棋子有幾口氣?"),
                    MIDGAME, lambda s: _liberties(s, "(0,0)a"),
                    T("(0,-1)a and (2,0)a: two, so it is not in danger yet.",
                      "(0,-1)a 和 (2,0)a:兩口氣,所以還沒有危險。"),
                    rules=("cartography.stone.liberty",)),
        )),
    ),
    recap=T("In a real game, look for groups with a single liberty, yours and your opponent's, "
            "before every stone.",
            "真正下棋時,每放一個棋子之前,先找只剩一口氣的棋組,你的和對手的都要看。"),
    mistakes=(T("Leaving one's own group with a single liberty while attacking.",
                "進攻時讓自己的棋組只剩一口氣。"),),
)


# == Lesson 9: sources and assumptions ========================================================

SOURCES = Lesson(
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
                   (T("Blue", "藍方"), T("Orange", "橘方")), _winner,
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

LESSONS = (MAP_AND_TILES, PLACING_TILES, STONES, CAPTURE, KO_LESSON, THE_END, EXPLORER, PLAY,
           SOURCES)
"""The Cartography series, in order."""

__all__ = ["LESSONS"]
