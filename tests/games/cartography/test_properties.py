"""Property tests for Cartography: random legal games, driven by hypothesis.

Random games end, conserve tiles and stones at every step, round-trip through JSON, repeat
exactly from their seed, and refuse illegal actions without changing anything.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from properties import (
    at,
    check_legal_is_accepted,
    check_refusals,
    check_repeats,
    check_round_trip,
    fast,
    prefer,
    random_play,
    seeds,
)

import tutor
from tutor.games.cartography import data
from tutor.games.cartography.state import CartographyState

GAME = tutor.load("cartography")
TYPES = [t.name for t in data.TILE_TYPES]

FAST = fast(40)

options = st.fixed_dictionaries({
    "start_player": st.sampled_from([0, 1]),
    "ko": st.sampled_from(["simple", "super"]),
    "ko_position": st.sampled_from(["stones", "map"]),
    "tiebreak": st.sampled_from(["start-player", "stones"]),
    "supply": st.one_of(st.none(), st.dictionaries(st.sampled_from(TYPES), st.integers(0, 6))),
})
pass_chance = st.sampled_from([0.02, 0.1, 0.3, 1.0])
"""How often the random player passes (or declines the stone) when it could place one;
1.0 means uniformly at random over the legal actions."""

slots = st.tuples(st.integers(-7, 7), st.integers(-7, 7))
notations = st.one_of(
    st.builds(lambda t, s, r: f"tile {t} at ({s[0]},{s[1]}) rot {r}",
              st.sampled_from(TYPES + ["X2"]), slots, st.sampled_from([0, 120, 240, 90, 360])),
    st.builds(lambda s, letter: f"stone at ({s[0]},{s[1]}){letter}",
              slots, st.sampled_from(["a", "b", "c", "d", ""])),
    st.sampled_from(["pass", "no stone", "PASS", "stone", "tile", "tile O3", ""]),
    st.text(max_size=40),
)


def max_actions(n: int) -> int:
    """An upper bound on a game's length: at most 2n tile turns and 60 stone turns that
    are not passes (captured stones do not come back), no two passes in a row, and at
    most two actions per turn."""
    turns = 2 * n + 2 * data.STONES_PER_PLAYER
    return 2 * turns + turns + 1


def random_game(opts: dict, seed: int, p_pass: float):
    """Play a random game to the end (:func:`random_play`); the player passes (or declines
    the stone) only with probability ``p_pass`` when it could place something."""
    choose = prefer(lambda a: str(a) not in ("pass", "no stone"), 1 - p_pass)
    return random_play(GAME, seed, choose, max_actions(opts["tiles_per_player"]) + 1, **opts)


def check_counts(s: CartographyState, n: int, initial_supply: tuple[int, ...],
                 laid_by: list[int]) -> None:
    """Tiles and stones are conserved."""
    laid = [0] * len(TYPES)
    for t, _rot in list(s.tiles.values())[len(data.START_SLOTS):]:
        laid[t] += 1
    for i in range(len(TYPES)):
        assert s.supply[i] >= 0 and s.supply[i] + laid[i] == initial_supply[i]
    for p in (0, 1):
        assert s.tiles_left[p] == n - laid_by[p] >= 0
        on_map = sum(1 for o in s.stones if o == p)
        assert on_map + s.stones_left[p] + s.prisoners[1 - p] == data.STONES_PER_PLAYER
        assert s.stones_left[p] >= 0
    assert len(s.stones) == len(s.region_at) == sum(
        data.TILE_TYPES[t].regions for t, _rot in s.tiles.values())
    assert s.passes in (0, 1) or s.is_terminal()


@pytest.mark.parametrize("n", [5, 10, 15])
@FAST
@given(opts=options, seed=seeds, p_pass=pass_chance)
def test_random_games_end_and_conserve_counts(n, opts, seed, p_pass):
    """Random legal games of every length end, and every step conserves tiles and stones."""
    opts = dict(opts, tiles_per_player=n)
    first = GAME.new_game(**opts)
    initial_supply = first.supply
    laid_by = [0, 0]
    prisoners = (0, 0)
    steps = 0
    for state, action in random_game(opts, seed, p_pass):
        check_counts(state, n, initial_supply, laid_by)
        assert all(a >= b for a, b in zip(state.prisoners, prisoners, strict=True))
        prisoners = state.prisoners
        if action is None:
            assert state.is_terminal() and state.scores().final
            assert len(state.legal_actions()) == 0
            break
        assert state.check(action), str(state.check(action))
        if str(action).startswith("tile"):
            laid_by[state.current_player()] += 1
        steps += 1
    assert steps <= max_actions(n)


@FAST
@given(n=st.sampled_from([5, 10, 15]), opts=options, seed=seeds, p_pass=pass_chance)
def test_json_round_trip_at_every_step(n, opts, seed, p_pass):
    """Every state of a random game survives to_json / from_json exactly."""
    opts = dict(opts, tiles_per_player=n)
    for i, (state, _action) in enumerate(random_game(opts, seed, p_pass)):
        check_round_trip(GAME, state, deep=i % 5 == 0 or state.is_terminal())


@FAST
@given(n=st.sampled_from([5, 10, 15]), opts=options, seed=seeds, p_pass=pass_chance)
def test_same_seed_same_game(n, opts, seed, p_pass):
    """The same options, seed and choices give the same actions, states and JSON."""
    opts = dict(opts, tiles_per_player=n)
    check_repeats(lambda: random_game(opts, seed, p_pass))


@FAST
@given(n=st.sampled_from([5, 10, 15]), opts=options, seed=seeds, p_pass=pass_chance,
       where=st.floats(0, 1), texts=st.lists(notations, min_size=1, max_size=25))
def test_illegal_actions_change_nothing(n, opts, seed, p_pass, where, texts):
    """Any text check() refuses makes apply raise and changes nothing; accepted ones are legal."""
    opts = dict(opts, tiles_per_player=n)
    states = [s for s, _a in random_game(opts, seed, p_pass)]
    check_refusals(GAME, at(states, where), texts)


def candidates(state: CartographyState) -> set[str]:
    """Every action worth trying here: tiles of every type and turn on and around the
    frontier and on the map, stones on every region letter of every tile, passes."""
    out = {"pass", "no stone"}
    near = set(state.frontier) | set(state.tiles) | {(c + 1, r + 1) for c, r in state.frontier}
    for c, r in near:
        for t in TYPES:
            for rot in (0, 120, 240):
                out.add(f"tile {t} at ({c},{r}) rot {rot}")
    for c, r in state.tiles:
        for letter in "abc":
            out.add(f"stone at ({c},{r}){letter}")
    return out


@FAST
@given(n=st.sampled_from([5, 10, 15]), opts=options, seed=seeds, p_pass=pass_chance)
def test_legal_actions_are_what_check_accepts(n, opts, seed, p_pass):
    """At sampled states, legal_actions() is exactly the set of candidates check() accepts,
    and every refusal is explained."""
    opts = dict(opts, tiles_per_player=n)
    for i, (state, _action) in enumerate(random_game(opts, seed, p_pass)):
        if i % 7 and not state.is_terminal():
            continue
        check_legal_is_accepted(GAME, state, candidates(state))


def _canonical(groups):
    """Groups compared by content: each group's stones with its liberties, and the enclosed
    regions (which region names a group depends on the order they were found in)."""
    assert set(groups.members) == set(groups.liberties)
    assert groups.root == {m: r for r, ms in groups.members.items() for m in ms}
    return {groups.members[r]: groups.liberties[r] for r in groups.members}, groups.enclosed


@FAST
@given(n=st.sampled_from([5, 10, 15]), opts=options, seed=seeds, p_pass=pass_chance)
def test_bookkeeping_matches_a_fresh_count(n, opts, seed, p_pass):
    """The groups, liberties and ko candidates kept from move to move are those found from
    scratch (as after loading the same state)."""
    opts = dict(opts, tiles_per_player=n)
    for state, _action in random_game(opts, seed, p_pass):
        if state.is_terminal():
            break
        fresh = GAME.from_json(state.to_json())
        legal = state.legal_actions().notations()
        assert fresh.legal_actions().notations() == legal
        if state._groups is not None:
            assert _canonical(state._groups) == _canonical(fresh._group_info())
        if state.phase == "stone":
            assert set(state._ko_candidates()) == set(fresh._ko_candidates())
            assert state._suicides() == fresh._suicides()
