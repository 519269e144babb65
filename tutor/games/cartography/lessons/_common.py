"""What the Cartography lessons share: the goal checks and the positions used by more than
one lesson. Positions are written as the moves that reach them, one per line (see
:class:`tutor.lessons.model.Position`); a lesson's own positions live in its module.
"""

from __future__ import annotations

from collections.abc import Callable

from ....core.game import State
from ....lessons.model import Position
from .. import data

Test = Callable[[State, State], bool]

# -- what the goals check -------------------------------------------------------------------


def region(state, name: str) -> int:
    """The region id of a region named like ``(0,1)b``."""
    action = state.parse_action("stone at " + name)
    return state.region(action.slot, action.letter)


def liberties(state, name: str) -> int:
    """How many liberties the group of the stone on ``name`` has (-1: no stone there)."""
    rid = region(state, name)
    if state.stones[rid] < 0:
        return -1
    return len(state.group(rid)[1])


def captured(seat: int, n: int) -> Test:
    """``seat`` has captured at least ``n`` more stones."""
    return lambda start, now: now.prisoners[seat] >= start.prisoners[seat] + n


def new_regions(n: int) -> Test:
    """The map has exactly ``n`` more regions."""
    return lambda start, now: len(now.region_at) == len(start.region_at) + n


def on_map(seat: int) -> Test:
    """``seat`` has more stones on the map than at the start."""
    def test(start, now) -> bool:
        return now.stones.count(seat) > start.stones.count(seat)
    return test


def stone_on_slot(seat: int, slot: tuple[int, int]) -> Test:
    """``seat`` has a stone on a region of the tile in ``slot``."""
    def test(start, now) -> bool:
        return any(now.stones[r] == seat for r in now.slot_regions.get(slot, ()))
    return test


def leads(seat: int) -> Test:
    """``seat`` would win if the game ended now (ties broken as the options say)."""
    return lambda start, now: now.scores().winners == (seat,)


def tile_type_at(slot: tuple[int, int], name: str) -> Test:
    def test(start, now) -> bool:
        placed = now.tiles.get(slot)
        return placed is not None and data.TILE_TYPES[placed[0]].name == name
    return test


def margin_gain(move: str) -> Callable[[State], float]:
    """How much the mover's lead grows with ``move`` (the swing of a capture)."""
    def count(state) -> float:
        me = state.current_player()
        before = state.scores().totals
        after = state.apply(move).scores().totals
        return (after[me] - after[1 - me]) - (before[me] - before[1 - me])
    return count


def best_capture(state) -> float:
    """The most stones the player to act can capture with one stone."""
    return max((len(state.apply(a).last_captured) for a in state.legal_actions()
                if str(a).startswith("stone")), default=0)


def winner(state) -> int:
    return state.scores().winners[0]


def gone(name: str) -> Test:
    """The stone that stood on ``name`` at the start has been captured."""
    def test(start, now) -> bool:
        rid = region(start, name)
        return start.stones[rid] >= 0 and now.stones[rid] < 0
    return test


def on_crowded_region(start, now) -> bool:
    """The mover's new stone stands on a region that had no empty neighbour."""
    mover = start.current_player()
    new = [r for r, owner in enumerate(start.stones) if owner < 0 and now.stones[r] == mover]
    return bool(new) and not any(start.stones[n] < 0 for n in start.adj[new[0]])


def own(name: str, seat: int) -> Test:
    """``seat`` has a stone on ``name``."""
    return lambda start, now: now.stones[region(now, name)] == seat


# -- positions used by several lessons --------------------------------------------------------

FIVE = {"tiles_per_player": 5}

START = Position(options=FIVE)
"""A new game, five tiles each."""

AFTER_C2 = Position("""
    tile C2 at (0,1) rot 0     # Blue: a wall cuts off the lower corner
    no stone
""", options=FIVE)
"""Orange to lay a tile; the C2's wall edges face the slots (1,1) and (-1,1)."""

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

LAST_CHANCE = Position("""
    tile O3 at (0,1) rot 0      # Orange, the start player
    stone at (-1,-1)a
    tile O3 at (2,0) rot 0      # Blue: the supply is now empty
    stone at (0,-1)a
    stone at (1,-1)a            # Orange captures the blue stone on (0,-1)a
    stone at (1,0)a             # Blue
    pass                        # Orange
    stone at (0,0)a             # Blue
    pass                        # Orange
""", options={"tiles_per_player": 5, "supply": {"O3": 2}, "start_player": 1})
"""Orange, the start player, has just passed and leads 3 to 2: one more blue stone only ties
(and a tie goes to Orange); the capture on (0,-1)a puts Blue ahead."""

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
