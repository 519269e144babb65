"""One test (at least) per Cartography rule id, named after the id.

Positions are built by playing real actions from ``new_game()``. Most use the bare start
hexagon: six one-region tiles in a ring. With ``supply={}`` no tile can be laid, so every
turn is just a stone (or a pass) and the ring is a tiny Go board of six points::

    RING[0] (-1,-1) - RING[1] (0,-1) - RING[2] (1,-1)
       |                                   |
    RING[5] (-1,0)  - RING[4] (0,0)  - RING[3] (1,0)

``RING[i]`` touches ``RING[i - 1]`` and ``RING[i + 1]`` (indices mod 6) and nothing else.
Blue (seat 0) moves first unless ``start_player=1``.
"""

from __future__ import annotations

import copy
import json
import random
import sys

import pytest

import tutor
from tutor.core import CHANCE, TERMINAL, BadSave, IllegalAction, NotationError
from tutor.games import cartography
from tutor.games.cartography import data
from tutor.games.cartography.glossary import AVOID
from tutor.games.cartography.state import CartographyState, PassAction, TileAction

GAME = tutor.load("cartography")
RULES = GAME.rules

RING = ("(-1,-1)", "(0,-1)", "(1,-1)", "(1,0)", "(0,0)", "(-1,0)")
"""The start hexagon's six tiles in ring order."""


def stone(i: int) -> str:
    """Notation of a stone on ring tile ``i``."""
    return f"stone at {RING[i]}a"


def rid(state: CartographyState, i: int) -> int:
    """Region id of ring tile ``i``."""
    c, r = (int(x) for x in RING[i].strip("()").split(","))
    return state.region((c, r), "a")


def play(state: CartographyState, *actions: str) -> CartographyState:
    """Apply the actions one after the other."""
    for a in actions:
        state = state.apply(a)
    return state


def ring_game(**options) -> CartographyState:
    """The start hexagon with no tiles to lay: stones and passes only."""
    return GAME.new_game(supply={}, **options)


def assert_illegal(state: CartographyState, action: str, rule: str) -> None:
    """``action`` is illegal for ``rule``; apply raises with that verdict; nothing changes."""
    before = state.to_json()
    verdict = state.check(action)
    assert not verdict, f"{action!r} should be illegal"
    assert verdict.rule == rule, str(verdict)
    assert verdict.reason
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.verdict == verdict
    assert info.value.rule == rule
    assert state.to_json() == before


def lay_tiles(state: CartographyState, turns: int) -> CartographyState:
    """Play ``turns`` turns of 'first legal tile, no stone'."""
    for _ in range(turns):
        assert state.phase == "tile"
        state = play(state, str(state.legal_actions()[0]), "no stone")
    return state


# Positions used by several tests ----------------------------------------------------------

# Simple ko on the ring: Blue RING[1] and RING[3], Orange RING[0]; Orange then takes RING[1]
# from RING[2]. Blue retaking at RING[1] would capture RING[2] and bring back the position
# at the start of Orange's turn.
KO_SETUP = (stone(1), stone(0), stone(3))
KO_CAPTURE = stone(2)
KO_RETAKE = stone(1)

# Send two, take back one: a repetition that only ko='super' forbids.
#   1 Blue R0, 2 Orange R1, 3 Blue R2 (captures R1), 4 Orange R4, 5 Blue R5,
#   6 Orange R1 (captures R0 and R5), 7 Blue R0 would capture R1 and recreate the position
#   after move 4 (three turns back), which is not the position of the previous turn.
SUPERKO = (stone(0), stone(1), stone(2), stone(4), stone(5), stone(1))
SUPERKO_REPEAT = stone(0)


# -- contract rules ----------------------------------------------------------------------


def test_cartography_action_notation():
    """Text that is no Cartography action is refused by the notation rule, naming the input."""
    s = GAME.new_game()
    for text in ("fly to the moon", "tile Z9 at (0,1)", "tile O3 at (0,1) rot 90",
                 "stone at 0,0", "", "stone at (0,0)d"):
        v = s.check(text)
        assert not v and v.rule == "cartography.action.notation", text
        with pytest.raises(NotationError) as info:
            s.apply(text)
        assert repr(text) in str(info.value)
    for text in ("tile C2 at (3,-1) rot 120", "stone at (0,0)a", "pass", "no stone"):
        assert str(s.parse_action(text)) == text
    assert str(s.parse_action("  TILE c1 AT ( 0 , 1 )  ROT 240 ")) == "tile C1 at (0,1) rot 240"
    assert str(s.parse_action("stone at (2,-3)")) == "stone at (2,-3)a"
    with pytest.raises(NotationError):
        s.parse_action(42)  # type: ignore[arg-type]


def test_cartography_action_game_over():
    """Once both players have passed, every action is refused by the game-over rule."""
    s = play(ring_game(), "pass", "pass")
    assert s.is_terminal() and s.current_player() == TERMINAL
    assert len(s.legal_actions()) == 0
    for action in ("pass", stone(0), "tile O3 at (0,1) rot 0"):
        assert_illegal(s, action, "cartography.action.game-over")
    assert s.scores().final


class _ChanceNode(CartographyState):
    """A Cartography position dressed up as a chance node (the game itself has none)."""

    def current_player(self) -> int:
        return CHANCE

    def chance_outcomes(self):
        return [(PassAction("pass"), 1.0)]


def test_cartography_action_chance_outcome():
    """Cartography has no chance; at a chance node only a listed outcome may be forced."""
    s = GAME.new_game(tiles_per_player=5)
    while not s.is_terminal():  # a whole game: never a chance node
        assert not s.is_chance() and s.chance_outcomes() == []
        s = s.apply(s.legal_actions()[-1] if s.phase == "stone" else s.legal_actions()[0])
    node = copy.copy(GAME.new_game())
    node.__class__ = _ChanceNode
    assert node.is_chance()
    assert node.check("pass")
    assert_illegal(node, stone(0), "cartography.action.chance-outcome")


# -- set-up --------------------------------------------------------------------------------


def test_cartography_setup_players():
    """Exactly two players, Blue and Orange, with 30 stones each; other counts are refused."""
    s = GAME.new_game(players=2)
    assert s.num_players() == 2
    assert s.player_names() == ("Blue", "Orange")
    assert s.stones_left == (30, 30) and s.prisoners == (0, 0)
    for bad in (1, 3, 4):
        with pytest.raises(ValueError, match=f"not {bad}"):
            GAME.new_game(players=bad)


def test_cartography_setup_start_hexagon():
    """The map starts as six plain one-region tiles around the origin, joined in a ring."""
    s = GAME.new_game()
    assert list(s.tiles) == list(data.START_SLOTS)
    assert all(s.tiles[slot] == (data.TILE_INDEX["O3"], 0) for slot in data.START_SLOTS)
    assert len(s.stones) == 6 and all(o == -1 for o in s.stones)
    for i in range(6):
        assert set(s.adj[rid(s, i)]) == {rid(s, (i - 1) % 6), rid(s, (i + 1) % 6)}
    # Each of the six tiles has one outer edge: six empty slots to build on.
    assert sorted(s.frontier) == sorted([(0, -2), (-2, -1), (2, -1), (-2, 0), (2, 0), (0, 1)])
    assert str(s).splitlines()[1:3] == [
        "row  -1: -1:O3/0 a. | 0:O3/0 a. | 1:O3/0 a.",
        "row   0: -1:O3/0 a. | 0:O3/0 a. | 1:O3/0 a.",
    ]


@pytest.mark.parametrize("n", [5, 10, 15])
def test_cartography_setup_game_length(n):
    """Each player lays exactly 5, 10 or 15 tiles, as chosen; then the tile step ends."""
    s = GAME.new_game(tiles_per_player=n)
    assert s.tiles_left == (n, n)
    laid = 0
    while s.phase == "tile":
        s = play(s, str(s.legal_actions()[0]), "no stone")
        laid += 1
    assert laid == 2 * n and s.tiles_left == (0, 0)
    assert len(s.tiles) == 6 + 2 * n
    assert not s.is_terminal()


def test_cartography_setup_game_length_choices():
    """The default game is 10 tiles each; other lengths are refused."""
    assert GAME.new_game().tiles_left == (10, 10)
    for bad in (0, 4, 7, 16, "5", 5.0):  # 5.0 == 5, but a save would then hold floats
        with pytest.raises(ValueError, match="tiles_per_player"):
            GAME.new_game(tiles_per_player=bad)


def test_cartography_setup_tile_counts():
    """The supply (an assumption) holds five of each of the six types: 36 - 6 start tiles."""
    rule = RULES["cartography.setup.tile-counts"]
    assert rule.assumption and rule.note and rule.option == "supply"
    s = GAME.new_game()
    assert s.supply == (5, 5, 5, 5, 5, 5)
    names = [t.name for t in data.TILE_TYPES]
    assert dict(zip(names, s.supply, strict=True)) == data.DEFAULT_SUPPLY
    assert sum(s.supply) + len(data.START_SLOTS) == data.TOTAL_TILES == 36
    # The option replaces the assumption; missing types count zero.
    assert GAME.new_game(supply={"C2": 3, "O3": 1}).supply == (1, 0, 0, 0, 3, 0)
    for bad in ({"X1": 2}, {"O3": -1}, {"O3": 1.5}, [("O3", 1)], {"O3": True}, {"O3": 100}):
        with pytest.raises(ValueError, match="supply"):
            GAME.new_game(supply=bad)


def test_cartography_setup_start_player():
    """The start_player option chooses who moves first; then the seats alternate."""
    assert GAME.new_game().current_player() == 0
    s = GAME.new_game(start_player=1, tiles_per_player=5)
    assert s.current_player() == 1 and s.describe() == "Orange to place a tile"
    s = lay_tiles(s, 1)
    assert s.current_player() == 0
    for bad in (2, True, 1.0):
        with pytest.raises(ValueError, match="start_player"):
            GAME.new_game(start_player=bad)


# -- the turn ------------------------------------------------------------------------------


def test_cartography_turn_order():
    """A turn is tile, then stone (or none), then the other player; no second tile."""
    s = GAME.new_game(tiles_per_player=5)
    assert (s.current_player(), s.phase) == (0, "tile")
    s = s.apply("tile O3 at (0,1) rot 0")
    assert (s.current_player(), s.phase, s.placed) == (0, "stone", True)
    assert_illegal(s, "tile O3 at (0,-2) rot 0", "cartography.turn.order")
    assert all(not isinstance(a, TileAction) for a in s.legal_actions())
    s = s.apply("stone at (0,1)a")
    assert (s.current_player(), s.phase, s.placed) == (1, "tile", False)


def test_cartography_tile_mandatory():
    """With tiles left and one that fits, neither a stone nor a pass may come first."""
    s = GAME.new_game(tiles_per_player=5)
    assert s.phase == "tile"
    assert all(isinstance(a, TileAction) for a in s.legal_actions())
    assert_illegal(s, stone(0), "cartography.tile.mandatory")
    assert_illegal(s, "pass", "cartography.tile.mandatory")
    assert_illegal(s, "no stone", "cartography.tile.mandatory")


def test_cartography_tile_no_tiles_skip():
    """With no tile left in the supply, or none that fits, the turn starts at the stone."""
    s = ring_game(tiles_per_player=5)  # nothing in the supply
    assert s.phase == "stone" and s.tiles_left == (5, 5)
    assert_illegal(s, "tile O3 at (0,1) rot 0", "cartography.tile.no-tiles-skip")
    assert s.legal_actions().notations() == [stone(i) for i in (0, 1, 2, 5, 4, 3)] + ["pass"]
    # Three-wall tiles cannot touch the open start hexagon: none fits anywhere.
    s = GAME.new_game(tiles_per_player=5, supply={"C3": 5})
    assert s.legal_tiles() == [] and s.phase == "stone"
    assert_illegal(s, "tile C3 at (0,1) rot 0", "cartography.tile.no-tiles-skip")
    # The last tile of the supply goes to Blue; Orange still has 5 to lay but skips.
    s = play(GAME.new_game(tiles_per_player=5, supply={"O3": 1}),
             "tile O3 at (0,1) rot 0", "no stone")
    assert s.current_player() == 1 and s.tiles_left == (4, 5) and s.phase == "stone"
    assert_illegal(s, "tile O3 at (0,-2) rot 0", "cartography.tile.no-tiles-skip")


def test_cartography_tile_allotment():
    """Each player lays no more tiles than the game length allows, even with tiles left."""
    s = GAME.new_game(tiles_per_player=5)
    s = lay_tiles(s, 9)
    assert s.tiles_left == (0, 1) and s.current_player() == 1 and s.phase == "tile"
    s = lay_tiles(s, 1)
    assert s.tiles_left == (0, 0) and sum(s.supply) == 20  # plenty left in the supply
    assert s.legal_tiles() == [] and s.phase == "stone"
    assert_illegal(s, "tile O3 at (0,1) rot 0", "cartography.tile.allotment")


def test_cartography_tile_supply():
    """Tiles are chosen by type from the supply; a type that has run out cannot be chosen."""
    s = GAME.new_game(tiles_per_player=5, supply={"O3": 1, "O2": 2})
    assert {a.type for a in s.legal_tiles()} == {"O3", "O2"}
    s = s.apply("tile O3 at (0,1) rot 0")
    assert s.supply == (0, 2, 0, 0, 0, 0)
    s = s.apply("no stone")
    assert {a.type for a in s.legal_tiles()} == {"O2"}
    assert_illegal(s, "tile O3 at (0,-2) rot 0", "cartography.tile.supply")
    assert_illegal(s, "tile C1 at (0,-2) rot 120", "cartography.tile.supply")
    s = play(s, "tile O2 at (0,-2) rot 120", "no stone")
    assert s.supply == (0, 1, 0, 0, 0, 0)
    s = play(s, "tile O2 at (2,0) rot 0", "no stone")
    # The supply is exhausted: from now on turns skip the tile step.
    assert s.supply == (0,) * 6 and s.tiles_left == (3, 4)
    assert s.phase == "stone" and s.legal_tiles() == []


def test_cartography_tile_one_per_slot():
    """A slot holds one tile: a tile on any occupied slot (the start hexagon's and laid ones),
    of any type and turn, is refused for this rule, not for 'Touch the map' (issue 20: the
    answer key named 「連接地圖」 for lesson 2's question q-taken-slot)."""
    s = lay_tiles(GAME.new_game(seed=3), 4)
    assert len(s.tiles) > 6
    names = [t.name for t in data.TILE_TYPES]
    for slot in s.tiles:
        for name in names:
            for rot in (0, 120, 240):
                action = f"tile {name} at ({slot[0]},{slot[1]}) rot {rot}"
                if s.supply[data.TILE_INDEX[name]] <= 0:
                    continue  # refused for the supply first
                verdict = s.check(action)
                assert not verdict and verdict.rule == "cartography.tile.one-per-slot", action
    assert_illegal(s, "tile O3 at (0,0) rot 0", "cartography.tile.one-per-slot")
    assert "已經有板塊" in s.check("tile O3 at (0,0) rot 0").in_lang("zh-Hant")
    assert RULES["cartography.tile.one-per-slot"].title.zh == "一格只能放一個板塊"


def test_cartography_tile_one_per_slot_in_the_answer_key():
    """The answer key (worksheet and teacher guide) of lesson 2's q-taken-slot names the
    slot's own rule, in both languages, and never 'Touch the map'."""
    from tutor.lessons import course
    from tutor.lessons.model import LegalOrNot
    from tutor.worksheet import quiz_answer_words

    lesson = next(lesson for lesson in course("cartography") if lesson.number == 2)
    item = next(i for i in lesson.quiz_items() if i.id == "q-taken-slot")
    assert isinstance(item, LegalOrNot)
    state = item.position.state(GAME)
    for lang, own, other in (("en", "One tile per slot", "Touch the map"),
                             ("zh-Hant", "一格只能放一個板塊", "連接地圖")):
        text, notes = quiz_answer_words(item, state, GAME, lang)
        key = " ".join([text, *notes])
        assert own in key and other not in key, key


def test_cartography_tile_adjacent():
    """A tile goes into a slot sharing an edge with the map: not apart, not at a corner."""
    s = GAME.new_game()
    assert_illegal(s, "tile O3 at (5,5) rot 0", "cartography.tile.adjacent")  # far away
    # (1,1) touches the hexagon only at a corner (the vertex below (1,0)).
    assert_illegal(s, "tile O3 at (1,1) rot 0", "cartography.tile.adjacent")
    assert s.check("tile O3 at (0,1) rot 0")
    s = s.apply("tile O3 at (0,1) rot 0")
    assert (1, 1) in s.frontier and (-1, 1) in s.frontier and (0, 1) not in s.frontier


def test_cartography_tile_edges_match():
    """Shared edges must match: open to open and wall to wall; a mismatch is refused."""
    s = GAME.new_game(tiles_per_player=5)
    assert s.check("tile O3 at (0,1) rot 0")  # open meets open
    # C3 has walls on every edge; the hexagon's edges are all open.
    assert_illegal(s, "tile C3 at (0,1) rot 0", "cartography.tile.edges-match")
    # O2 turned so its wall edge (slot edge 1) faces the empty slot (1,1).
    s = play(s, "tile O2 at (0,1) rot 120", "no stone")
    assert s.check("tile C3 at (1,1) rot 0")  # wall meets wall
    assert_illegal(s, "tile O3 at (1,1) rot 0", "cartography.tile.edges-match")  # open: wall
    assert_illegal(s, "tile C1 at (1,1) rot 0", "cartography.tile.edges-match")
    v = s.check("tile O3 at (1,1) rot 0")
    # the refusal names the neighbour by its walls and place, never by a coordinate
    assert "one-stub tile below the hexagon" in v.reason and "wall" in v.reason
    assert "六邊形下方的短牆板塊" in v.reason_zh and "(0,1)" not in v.reason + v.reason_zh
    # Every shared edge counts: with (2,1) laid, slot (1,1) meets the O2's wall (edge 1)
    # and the open edge of (2,1) (edge 2). Only a C1 with its wall on edge 1 fits both.
    s = play(s, "tile O3 at (2,0) rot 0", "no stone", "tile O3 at (2,1) rot 0", "no stone")
    assert s.check("tile C1 at (1,1) rot 120")
    for bad in ("tile C1 at (1,1) rot 0", "tile C1 at (1,1) rot 240", "tile O3 at (1,1) rot 0"):
        assert_illegal(s, bad, "cartography.tile.edges-match")
    assert_illegal(s, "tile C3 at (1,1) rot 0", "cartography.tile.edges-match")
    assert "plain tile to the lower right of the hexagon" in s.check(
        "tile C3 at (1,1) rot 0").reason
    # Edge 0 (towards the empty (1,2)) is free: wall there or not.
    assert {str(a) for a in s.legal_tiles() if a.slot == (1, 1)} == {
        "tile O2 at (1,1) rot 120", "tile O1 at (1,1) rot 240", "tile C1 at (1,1) rot 120",
        "tile C2 at (1,1) rot 240"}


def test_cartography_tile_corners_free():
    """A C1 whose wall ends in a corner beside wall-less tiles is legal: corners are free."""
    s = GAME.new_game(tiles_per_player=5)
    # C1 turned 120: its open edge (slot edge 0) meets (0,0); its wall runs from the middle
    # of slot edge 1 to the opposite corner, which lies on slot edge 0, i.e. on a corner of
    # the plain tiles (0,0) and (-1,0) (no walls). Turned 240, the wall ends at the corner
    # shared with (0,0) and (1,0). Both are legal.
    for rot in (120, 240):
        assert s.check(f"tile C1 at (0,1) rot {rot}"), rot
        assert f"tile C1 at (0,1) rot {rot}" in s.legal_actions()
    s = s.apply("tile C1 at (0,1) rot 120")
    # The corner connects nothing: (0,1)b (beyond the wall) touches no start tile.
    b = s.region((0, 1), "b")
    assert s.adj[b] == ()
    assert not any(b in s.adj[rid(s, i)] for i in range(6))


def test_cartography_tile_rotation():
    """Tiles turn by 0, 120 or 240 degrees; symmetric types have the single rotation 0."""
    s = GAME.new_game(tiles_per_player=5)
    at_01 = {a.rot for a in s.legal_tiles() if a.type == "C1" and a.slot == (0, 1)}
    assert at_01 == {120, 240}  # rot 0 would put C1's wall edge against (0,0)
    assert_illegal(s, "tile C1 at (0,1) rot 0", "cartography.tile.edges-match")
    for a in s.legal_tiles():
        assert a.rot in (0, 120, 240)
        if a.type in ("O3", "C3"):
            assert a.rot == 0
    # Symmetric types are written with rot 0 whatever the text says.
    assert str(s.parse_action("tile O3 at (0,1) rot 240")) == "tile O3 at (0,1) rot 0"
    assert str(s.parse_action("tile C3 at (1,1) rot 120")) == "tile C3 at (1,1) rot 0"
    assert s.apply("tile O3 at (0,1) rot 120") == s.apply("tile O3 at (0,1) rot 0")
    # The rotation moves the wall: turned 120 the wall faces (1,1), turned 240 (-1,1).
    after = {rot: play(s, f"tile C1 at (0,1) rot {rot}", "no stone") for rot in (120, 240)}
    for rot, (walled, opened) in {120: ((1, 1), (-1, 1)), 240: ((-1, 1), (1, 1))}.items():
        c, r = walled
        assert after[rot].check(f"tile C3 at ({c},{r}) rot 0"), rot
        assert not after[rot].check(f"tile O3 at ({c},{r}) rot 0"), rot
        c, r = opened
        assert after[rot].check(f"tile O3 at ({c},{r}) rot 0"), rot
        assert not after[rot].check(f"tile C3 at ({c},{r}) rot 0"), rot
    # Other angles are not rotations of a triangle: the text is not even an action.
    assert s.check("tile C1 at (0,1) rot 90").rule == "cartography.action.notation"
    with pytest.raises(NotationError, match="0, 120 or 240"):
        s.apply("tile C1 at (0,1) rot 90")


def test_cartography_tile_rotation_objects():
    """A hand-built action object gets the same verdict as its notation (issue 7)."""
    s = GAME.new_game(tiles_per_player=5)
    for a in (TileAction("O3", (0, 1), 120), TileAction("C1", (0, 1), 90),
              TileAction("C1", (0, 1), 150), TileAction("C1", (0, 1), 360),
              TileAction("X9", (0, 1), 0)):
        by_object, by_text = s.check(a), s.check(str(a))
        assert (by_object.ok, by_object.rule) == (by_text.ok, by_text.rule), (a, by_object, by_text)


# -- regions and stones ----------------------------------------------------------------------


def test_cartography_region_walls():
    """Walls split a tile into separate regions; across a wall edge halves pair up."""
    s = GAME.new_game(tiles_per_player=5)
    s = play(s, "tile C1 at (0,1) rot 120", "no stone")
    a1, b1 = s.region((0, 1), "a"), s.region((0, 1), "b")
    assert b1 not in s.adj[a1] and a1 not in s.adj[b1]
    assert set(s.adj[a1]) == {rid(s, 4)}  # the open edge touches (0,0)
    with pytest.raises(ValueError, match="no region 'c'"):
        s.region((0, 1), "c")
    # A second C1 against the wall edge: (0,1)a meets (1,1)b, (0,1)b meets (1,1)a.
    s = play(s, "tile C1 at (1,1) rot 120", "no stone")
    a2, b2 = s.region((1, 1), "a"), s.region((1, 1), "b")
    assert set(s.adj[a1]) == {rid(s, 4), b2}
    assert set(s.adj[b1]) == {a2}
    assert set(s.adj[a2]) == {b1} and set(s.adj[b2]) == {a1}
    # A stub (O2) does not split its tile: one region, touching both halves beyond a wall.
    s2 = play(GAME.new_game(tiles_per_player=5), "tile C1 at (0,1) rot 120", "no stone",
              "tile O2 at (1,1) rot 120", "no stone")
    o2 = s2.region((1, 1), "a")
    assert set(s2.adj[o2]) == {s2.region((0, 1), "a"), s2.region((0, 1), "b")}
    # C3: three regions, none touching another. Against an O2's wall stub (on the C3's
    # edge 1, between its regions b and c) b and c touch the O2 region; a touches nothing.
    s3 = play(GAME.new_game(tiles_per_player=5), "tile O2 at (0,1) rot 120", "no stone",
              "tile C3 at (1,1) rot 0", "no stone")
    a, b, c = (s3.region((1, 1), x) for x in "abc")
    o2 = s3.region((0, 1), "a")
    assert s3.adj[a] == () and s3.adj[b] == (o2,) and s3.adj[c] == (o2,)


def test_cartography_stone_optional():
    """After the tile a stone is optional: 'no stone' ends the turn and is not a pass."""
    s = GAME.new_game(tiles_per_player=5).apply("tile O3 at (0,1) rot 0")
    assert "no stone" in s.legal_actions() and s.check("no stone")
    after = s.apply("no stone")
    assert after.current_player() == 1 and after.stones == s.stones
    assert after.stones_left == (30, 30) and after.passes == 0
    # Without a tile, declining the stone is the pass.
    s = ring_game()
    assert "pass" in s.legal_actions() and "no stone" not in s.legal_actions()


def test_cartography_stone_one_per_region():
    """A stone goes on an empty region only: not on a stone, nor where there is no region."""
    s = play(ring_game(), stone(0))
    assert_illegal(s, stone(0), "cartography.stone.one-per-region")
    assert_illegal(s, "stone at (0,0)b", "cartography.stone.one-per-region")  # no region b
    assert_illegal(s, "stone at (7,7)a", "cartography.stone.one-per-region")  # no tile
    assert stone(0) not in s.legal_actions()
    # A C1's two halves are two regions, each with room for one stone.
    s = play(GAME.new_game(tiles_per_player=5), "tile C1 at (0,1) rot 120", "stone at (0,1)a",
             "tile O3 at (-1,1) rot 0")
    assert s.check("stone at (0,1)b")
    assert_illegal(s, "stone at (0,1)a", "cartography.stone.one-per-region")


def test_cartography_stone_liberty():
    """A stone (with its group) must keep an open neighbouring region unless it captures."""
    # Orange on RING[0] and RING[2] keep liberties on RING[5] and RING[3]; Blue on RING[1]
    # would touch only Orange and capture nothing: suicide.
    s = play(ring_game(), stone(4), stone(0), "pass", stone(2))
    assert_illegal(s, stone(1), "cartography.stone.liberty")
    assert stone(1) not in s.legal_actions()
    # Group suicide: Blue R0+R1 has one liberty left, R2; filling it (next to Orange R3,
    # which keeps R4) would leave the three stones without any.
    s = play(ring_game(), stone(0), stone(3), stone(1), stone(5))
    blue, libs = s.group(rid(s, 0))
    assert blue == {rid(s, 0), rid(s, 1)} and libs == {rid(s, 2)}
    assert_illegal(s, stone(2), "cartography.stone.liberty")
    # With a second liberty (R5 still empty) the same stone is fine, although it has no
    # empty neighbour of its own.
    s = play(ring_game(), stone(0), stone(3), stone(1), "pass")
    assert s.group(rid(s, 0))[1] == {rid(s, 2), rid(s, 5)}
    assert s.check(stone(2))
    assert s.apply(stone(2)).group(rid(s, 2))[1] == {rid(s, 5)}
    # A region with no neighbour at all (a C1 half facing empty slots) can never be taken.
    s = GAME.new_game(tiles_per_player=5).apply("tile C1 at (0,1) rot 120")
    assert s.adj[s.region((0, 1), "b")] == ()
    assert_illegal(s, "stone at (0,1)b", "cartography.stone.liberty")


def test_cartography_stone_capture_exception():
    """A stone with no open neighbour is legal when it captures."""
    s = play(ring_game(), *KO_SETUP)
    s_rid = rid(s, 2)
    assert all(s.stones[n] >= 0 for n in s.adj[s_rid])  # no liberty of its own
    assert s.check(KO_CAPTURE)
    after = s.apply(KO_CAPTURE)
    assert after.stones[rid(s, 1)] == -1 and after.stones[s_rid] == 1
    assert after.last_captured == (rid(s, 1),)
    assert after.group(s_rid)[1] == {rid(s, 1)}  # the captured region is its liberty now


def test_cartography_stone_ko():
    """Retaking a ko at once (same map) is refused; after an exchange elsewhere it is legal."""
    s = play(ring_game(), *KO_SETUP, KO_CAPTURE)
    assert s.current_player() == 0
    assert_illegal(s, KO_RETAKE, "cartography.stone.ko")
    assert KO_RETAKE not in s.legal_actions()
    # A ko threat: Blue plays elsewhere, Orange answers by passing; the position differs,
    # so the retake is legal again.
    s = play(s, stone(4), "pass")
    assert s.check(KO_RETAKE)
    after = s.apply(KO_RETAKE)
    assert after.last_captured == (rid(s, 2),)


def tiled_ko(**options) -> CartographyState:
    """The ko of KO_SETUP and KO_CAPTURE played while tiles are laid: each turn lays a tile
    away from the ring first, so the map grows between the capture and the recapture. Blue
    has just laid a tile and is about to retake."""
    s = GAME.new_game(tiles_per_player=5, supply={"O3": 10}, **options)
    s = play(s, "tile O3 at (0,1) rot 0", KO_SETUP[0],
             "tile O3 at (1,1) rot 0", KO_SETUP[1],
             "tile O3 at (-1,1) rot 0", KO_SETUP[2],
             "tile O3 at (2,1) rot 0", KO_CAPTURE)
    assert s.last_captured == (rid(s, 1),) and s.phase == "tile"
    assert_illegal(s, KO_RETAKE, "cartography.tile.mandatory")
    return s.apply("tile O3 at (-2,1) rot 0")


@pytest.mark.parametrize("ko", ["simple", "super"])
def test_cartography_stone_ko_stones(ko):
    """Ko compares the stones on the map: a tile laid in between does not lift it; with
    ko_position='map' the tiles count too, and the same recapture is legal."""
    rule = RULES["cartography.stone.ko-stones"]
    assert rule.assumption and rule.option == "ko_position"
    for lang in ("en", "zh-Hant"):  # the summary's own words, quoted in both languages
        note = rule.note_in(lang)
        assert "例如彼此於相同位置吃棋" in note
        assert "003_aa27acea8e4117cd.txt" in note
    assert GAME.new_game().opts["ko_position"] == "stones"
    s = tiled_ko(ko=ko)
    assert len(s.tiles) > len(play(ring_game(), *KO_SETUP).tiles) + 4  # the map has grown
    assert_illegal(s, KO_RETAKE, "cartography.stone.ko")
    assert KO_RETAKE not in s.legal_actions()
    v = s.check(KO_RETAKE)
    assert "tiles laid since do not count" in v.reason and "之後放的板塊不算" in v.reason_zh
    # Blue plays elsewhere, Orange too (each after a tile): now the retake is legal.
    later = play(s, "stone at (0,1)a", "tile O3 at (-2,0) rot 0", "stone at (-2,0)a",
                 "tile O3 at (1,2) rot 0")
    assert later.check(KO_RETAKE)
    # Comparing the whole map (stones and tiles), the tile laid since makes it legal.
    m = tiled_ko(ko=ko, ko_position="map")
    assert m.check(KO_RETAKE)
    assert m.apply(KO_RETAKE).last_captured == (rid(m, 2),)
    # ... but without a tile in between the whole map is the same, and ko holds.
    r = play(ring_game(ko=ko, ko_position="map"), *KO_SETUP, KO_CAPTURE)
    assert_illegal(r, KO_RETAKE, "cartography.stone.ko")
    assert "tiles" in r.check(KO_RETAKE).reason
    with pytest.raises(ValueError, match="ko_position"):
        GAME.new_game(ko_position="tiles")


def test_cartography_stone_ko_super():
    """ko='super' also forbids a return to any earlier position of the same map."""
    simple = play(ring_game(), *SUPERKO)
    super_ = play(ring_game(ko="super"), *SUPERKO)
    assert simple.last_captured == (rid(simple, 0), rid(simple, 5))
    # Not the previous turn's position, so simple ko allows it ...
    assert simple.check(SUPERKO_REPEAT)
    repeated = simple.apply(SUPERKO_REPEAT)
    assert repeated.stones == play(ring_game(), *SUPERKO[:4]).stones
    # ... but it was seen three turns ago, which superko forbids.
    assert_illegal(super_, SUPERKO_REPEAT, "cartography.stone.ko")
    # Both forbid the immediate retake.
    s = play(ring_game(ko="super"), *KO_SETUP, KO_CAPTURE)
    assert_illegal(s, KO_RETAKE, "cartography.stone.ko")


def test_cartography_stone_ko_super_without_capture():
    """Superko compares every position after a move, also one made by a stone that captures
    nothing (issue 7: the repetition below was accepted)."""
    moves = ("stone at (-1,-1)a", "stone at (0,-1)a", "stone at (1,0)a", "stone at (0,0)a",
             "stone at (1,-1)a", "stone at (0,-1)a")
    s = play(ring_game(ko="super"), *moves)
    after_four = play(ring_game(ko="super"), *moves[:4])
    repeat = "stone at (1,0)a"
    # The stone at (1,0) captures nothing, yet gives back the stones after move 4.
    simple = play(ring_game(), *moves)
    assert simple.check(repeat) and simple.apply(repeat).last_captured == ()
    assert simple.apply(repeat).stones == after_four.stones
    assert_illegal(s, repeat, "cartography.stone.ko")
    assert repeat not in s.legal_actions()
    v = s.check(repeat)
    assert "earlier position" in v.reason and "先前出現過的局面" in v.reason_zh
    # Every legal stone is one that makes a new position.
    seen = {s._position(p.stones, len(p.tiles)) for p in [s]} | set(s.seen)
    for action in s.legal_actions():
        after = s.apply(action)
        if str(action) != "pass":
            assert s._position(after.stones, len(after.tiles)) not in seen


def test_cartography_stone_supply():
    """With all 30 stones placed (or captured) a player cannot place another: only pass."""
    s = GAME.new_game(tiles_per_player=15, supply={"O3": 30})
    s = lay_tiles(s, 30)
    assert len(s.stones) == 36 and s.current_player() == 0
    for _ in range(30):  # Blue places, Orange passes
        s = play(s, str(s.legal_actions()[0]), "pass")
    assert s.stones_left == (0, 30) and sum(1 for o in s.stones if o == 0) == 30
    assert s.legal_actions().notations() == ["pass"]
    empty = next(r for r, o in enumerate(s.stones) if o < 0)
    slot, _ = s.region_at[empty]
    assert_illegal(s, f"stone at ({slot[0]},{slot[1]})a", "cartography.stone.supply")
    # Captured stones are not returned to their owner's supply.
    k = play(ring_game(), *KO_SETUP, KO_CAPTURE)
    assert k.stones_left == (28, 28) and k.prisoners == (0, 1)


# -- capture ---------------------------------------------------------------------------------


def test_cartography_capture_no_liberty():
    """A single stone or a whole group left without an open neighbour is captured."""
    s = play(ring_game(), stone(0), stone(1))
    single = s.apply(stone(2))  # R1 is now surrounded by R0 and R2
    assert single.last_captured == (rid(s, 1),) and single.stones[rid(s, 1)] == -1
    assert single.prisoners == (1, 0)
    # A group of two: Blue R0 + R5 lose their last liberty when Orange takes R1.
    s = play(ring_game(), *SUPERKO[:5])
    blue, libs = s.group(rid(s, 0))
    assert blue == {rid(s, 0), rid(s, 5)} and libs == {rid(s, 1)}
    group = s.apply(stone(1))
    assert group.last_captured == (rid(s, 0), rid(s, 5))
    assert group.stones[rid(s, 0)] == group.stones[rid(s, 5)] == -1
    assert group.prisoners == (1, 2)
    # A stone that still has a liberty stays.
    t = play(ring_game(), stone(0), stone(1))
    assert t.apply(stone(3)).last_captured == ()


def test_cartography_capture_walls_block():
    """An empty region beyond a wall is no liberty: a stone walled in can be captured."""
    s = GAME.new_game(tiles_per_player=5, supply={"C1": 1})
    s = play(s, "tile C1 at (0,1) rot 120", "stone at (0,1)a")
    a, b = s.region((0, 1), "a"), s.region((0, 1), "b")
    assert s.stones[b] == -1
    assert s.group(a) == (frozenset({a}), frozenset({rid(s, 4)}))  # b is not a liberty
    assert s.phase == "stone"  # the supply is empty: Orange goes straight to the stone
    after = s.apply(stone(4))
    assert after.last_captured == (a,) and after.prisoners == (0, 1)
    # The half on the stone's own side of a wall edge is a liberty: with a second C1
    # against the wall, (1,1)b keeps the stone alive.
    t = play(GAME.new_game(tiles_per_player=5, supply={"C1": 2}), "tile C1 at (0,1) rot 120",
             "stone at (0,1)a", "tile C1 at (1,1) rot 120")
    assert t.group(a)[1] == {rid(t, 4), t.region((1, 1), "b")}
    assert t.apply(stone(4)).last_captured == ()


def test_cartography_capture_keep():
    """Captured stones leave the map and count for the player who took them."""
    s = play(ring_game(), *KO_SETUP, KO_CAPTURE)
    assert s.prisoners == (0, 1)
    assert sum(1 for o in s.stones if o == 0) == 1  # Blue placed 2, lost 1
    sheet = s.scores()
    assert sheet.points[1]["captured"] == 1 and sheet.points[0]["captured"] == 0
    for p in (0, 1):  # stones on map + in supply + held by the opponent = 30
        on_map = sum(1 for o in s.stones if o == p)
        assert on_map + s.stones_left[p] + s.prisoners[1 - p] == 30


# -- the end ---------------------------------------------------------------------------------


def test_cartography_end_tiles_out_continue():
    """When every tile is laid the game goes on with stones until both pass."""
    s = lay_tiles(GAME.new_game(tiles_per_player=5), 10)
    assert s.tiles_left == (0, 0) and not s.is_terminal()
    assert s.phase == "stone" and s.current_player() == 0
    s = play(s, stone(0), stone(3), "pass")
    assert not s.is_terminal() and s.current_player() == 1
    s = s.apply("pass")
    assert s.is_terminal()


def test_cartography_end_pass():
    """'pass' ends a turn without tile or stone; after a tile it is 'no stone', not a pass."""
    s = GAME.new_game(tiles_per_player=5).apply("tile O3 at (0,1) rot 0")
    assert_illegal(s, "pass", "cartography.end.pass")
    # The refusal names the button to press, as the board labels it, in both languages
    # (issue 14: it once named a button 'no stone' that the Chinese board does not have).
    v = s.check("pass")
    assert "end it with No stone" in v.reason and "two passes" in v.reason
    assert "「不放棋子」" in v.reason_zh and "跳過" in v.reason_zh
    assert "no stone" not in v.reason_zh and "pass" not in v.reason_zh
    v = ring_game().check("no stone")
    assert "press Pass" in v.reason and "請按「跳過」" in v.reason_zh
    assert "pass" not in v.reason_zh
    s = play(s, "no stone", "tile O3 at (0,-2) rot 0", "no stone")
    assert s.passes == 0
    r = ring_game()
    assert_illegal(r, "no stone", "cartography.end.pass")
    r = r.apply("pass")
    assert r.passes == 1 and r.current_player() == 1 and r.last_action == "pass"
    assert RULES["cartography.end.pass"].assumption


def test_cartography_end_double_pass():
    """Two passes in a row end the game; a stone in between resets the count."""
    s = play(ring_game(), "pass", stone(0), "pass")
    assert s.passes == 1 and not s.is_terminal()
    s = s.apply(stone(3))
    assert s.passes == 0
    s = play(s, "pass", "pass")
    assert s.is_terminal() and s.scores().final
    # A tile turn with no stone is no pass: the game does not end.
    t = play(GAME.new_game(tiles_per_player=5, supply={"O3": 1}), "tile O3 at (0,1) rot 0",
             "no stone", "pass")
    assert t.passes == 1 and not t.is_terminal()
    assert t.apply("pass").is_terminal()


# -- scoring ---------------------------------------------------------------------------------


def test_cartography_score_stones_on_map():
    """One point per own stone on the map, in the 'stones' category."""
    s = play(ring_game(), stone(0), stone(3), stone(1))
    sheet = s.scores()
    assert [c.id for c in sheet.categories] == ["stones", "captured"]
    assert sheet.categories[0].rule == "cartography.score.stones-on-map"
    assert sheet.points[0]["stones"] == 2 and sheet.points[1]["stones"] == 1
    assert sheet.totals == (2, 1) and sheet.winners == (0,) and not sheet.final


def test_cartography_score_prisoners():
    """One point per captured opponent stone, in the 'captured' category."""
    s = play(ring_game(), *SUPERKO)
    sheet = s.scores()
    assert sheet.categories[1].rule == "cartography.score.prisoners"
    assert [p["captured"] for p in sheet.points] == [1, 2]
    assert [p["stones"] for p in sheet.points] == [1, 2]
    assert sheet.totals == (2, 4) and sheet.winners == (1,)
    assert "captured stones" in str(sheet)


# Equal totals, 3 each: the start player has 1 stone on the map and 2 prisoners, the other
# player 2 and 1. Then both pass.
TIE = (stone(0), stone(1), "pass", stone(2), stone(3), stone(1), "pass", stone(5), "pass",
       "pass")


def test_cartography_score_tie_start_player():
    """On equal totals the start player wins; tiebreak='stones' looks at stones first."""
    s = play(ring_game(), "pass", "pass")
    sheet = s.scores()
    assert sheet.totals == (0, 0) and sheet.winners == (0,)
    assert sheet.tiebreak == "cartography.score.tie-start-player"
    assert play(ring_game(start_player=1), "pass", "pass").scores().winners == (1,)
    # Totals 3 : 3, stones on the map 1 : 2.
    for start in (0, 1):
        end = play(ring_game(start_player=start), *TIE)
        sheet = end.scores()
        other = 1 - start
        assert end.is_terminal() and sheet.totals == (3, 3)
        assert sheet.points[start]["stones"] == 1 and sheet.points[other]["stones"] == 2
        assert sheet.winners == (start,)
        stones = play(ring_game(start_player=start, tiebreak="stones"), *TIE).scores()
        assert stones.winners == (other,)
        assert stones.tiebreak == "cartography.score.tie-stones"
    # A clear lead needs no tie-break.
    lead = play(ring_game(), stone(0), "pass", "pass").scores()
    assert lead.winners == (0,) and lead.tiebreak is None


def test_cartography_score_tie_stones():
    """tiebreak='stones': equal totals go to more stones on the map, and the score sheet and
    the board name this rule; equal stones too fall back to the start player."""
    rule = RULES["cartography.score.tie-stones"]
    assert rule.assumption and rule.option == "tiebreak"
    end = play(ring_game(tiebreak="stones"), *TIE)
    sheet = end.scores()
    assert sheet.totals == (3, 3) and sheet.winners == (1,)
    assert sheet.tiebreak == "cartography.score.tie-stones"
    assert "tie-break: cartography.score.tie-stones" in str(sheet)
    svg = end.render()
    assert "tie → more stones on the map" in svg and "rule cartography.score.tie-stones" in svg
    assert "平手 → 地圖上棋子較多" in end.render(lang="zh-Hant")
    # Equal totals and equal stones on the map: the start player, by the seed's rule.
    even = play(ring_game(tiebreak="stones", start_player=1), "pass", "pass").scores()
    assert even.winners == (1,) and even.tiebreak == "cartography.score.tie-start-player"
    # The default never looks at stones.
    assert play(ring_game(), *TIE).scores().tiebreak == "cartography.score.tie-start-player"


def test_tie_sequence_ends_as_described():
    """The TIE sequence above really is a capture of two and a capture of one."""
    s = ring_game()
    caught = []
    for a in TIE:
        s = s.apply(a)
        caught.append(len(s.last_captured))
    assert caught == [0, 0, 0, 0, 2, 0, 0, 1, 0, 0]


def test_verdict_reasons_in_both_languages():
    """Every refusal of a Cartography rule says why in English and in Traditional Chinese,
    with the seed's words (板塊, 棋子, 區域, 捕捉, 氣, 跳過), never a drifting one."""
    rng = random.Random(4)
    rules_seen, words = set(), ""
    for seed in range(6):
        s = GAME.new_game(tiles_per_player=5, ko=("simple", "super")[seed % 2])
        while not s.is_terminal():
            near = list(s.frontier)[:3] + list(s.tiles)[:8]
            tries = ["pass", "no stone"] + [f"stone at ({c},{r}){x}" for c, r in near
                                            for x in "abc"]
            tries += [f"tile {t} at ({c},{r}) rot {rot}" for c, r in near[:4]
                      for t in ("O3", "C1", "C3") for rot in (0, 120)]
            for text in tries:
                v = s.check(text)
                if not v and v.rule != "cartography.action.notation":
                    assert v.reason and v.reason_zh, v
                    assert any("\u4e00" <= ch <= "\u9fff" for ch in v.reason_zh), v
                    assert v.in_lang("zh-Hant") == v.reason_zh
                    rules_seen.add(v.rule)
                    words += v.reason_zh
            legal = s.legal_actions()
            s = s.apply(legal[rng.randrange(len(legal))])
    assert {"cartography.tile.mandatory", "cartography.end.pass", "cartography.turn.order",
            "cartography.tile.edges-match", "cartography.stone.one-per-region"} <= rules_seen
    for word in ("板塊", "棋子", "區域"):
        assert word in words
    ko = play(ring_game(), *KO_SETUP, KO_CAPTURE).check(KO_RETAKE)
    suicide = play(ring_game(), stone(4), stone(0), "pass", stone(2)).check(stone(1))
    assert "捕捉" in suicide.reason_zh and "氣" in suicide.reason_zh and "劫" in ko.reason_zh
    assert not any(word in words + ko.reason_zh + suicide.reason_zh for word in AVOID)
    assert "跳過" in GAME.new_game(supply={"O3": 1}).apply("tile O3 at (0,1) rot 0").check(
        "pass").reason_zh


def test_saves_reject_inconsistent_stones():
    """A save claiming 31 stones for Blue is refused (conservation of stones)."""
    s = play(ring_game(), stone(0))
    doc = json.loads(s.to_json())
    doc["state"]["stones_left"][0] += 1
    with pytest.raises(BadSave, match="30"):
        GAME.from_json(json.dumps(doc))


def test_every_rule_has_a_test():
    """Every registered rule id has a test function named after it in this module."""
    module = sys.modules[__name__]
    missing = [
        rule_id for rule_id in tutor.load("cartography").rules.ids()
        if not callable(getattr(module, "test_" + rule_id.replace(".", "_").replace("-", "_"),
                                None))
    ]
    assert not missing, f"rules without a test: {missing}"
    assert cartography.RULES is RULES
