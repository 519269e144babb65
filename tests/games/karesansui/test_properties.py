"""Property tests for Karesansui: random legal games, driven by hypothesis.

Random games of 2, 3 and 4 players with random options end with every garden holding 15
tiles; at every step all 80 tiles and every stone are accounted for and virtue stays within
0-6; states round-trip through JSON exactly and repeat from their seed; garbage and illegal
actions change nothing; ``legal_actions()`` is exactly what ``check()`` accepts; a mutated
save gives a state or a BadSave, never another error.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from properties import (
    at,
    check_legal_is_accepted,
    check_refusals,
    check_repeats,
    check_round_trip,
    check_seeded_start,
    check_works,
    fast,
    json_values,
    mutate,
    option_setups,
    prefer,
    random_play,
    seeds,
)

from tutor.core import BadSave
from tutor.games import karesansui
from tutor.games.karesansui import data
from tutor.games.karesansui.state import KaresansuiState

GAME = karesansui.GAME
MAX_ACTIONS = 20_000
FAST = fast(15)
DESIGN_IDS = [d.id for d in data.DESIGNS]


def setups(players=None):
    """A player count and a full set of options (each drawn from its choices)."""
    return option_setups(GAME, (2, 3, 4), players)


eagerness = st.sampled_from([0.0, 0.5, 0.9])
"""How often the random player picks a stone, a gift, a snatch or a gardener card when it can
(0: uniform over the legal actions), so that those come up often."""
EAGER_KINDS = ("stone", "use", "offer", "ask", "snatch", "stored", "take")


def random_game(players: int, opts: dict, seed: int, eager: float):
    """A random game from the set-up to the end (:func:`random_play`); with probability
    ``eager`` the player takes one of the rarer kinds of action."""
    choose = prefer(lambda a: a.kind in EAGER_KINDS, eager)
    return random_play(GAME, seed, choose, MAX_ACTIONS, players=players, **opts)


def check_counts(s: KaresansuiState) -> None:
    """All 80 tiles and every stone are accounted for; virtue within 0-6; stones only on
    tiles and as the stone rules allow; monks on tiles."""
    assert s.tile_counts() == [d.copies for d in data.DESIGNS]
    assert sum(s.deck) == sum(s.stacks) + (s.phase == "draw") and min(s.stacks) >= 0
    for k in range(5):
        assert s.supply[k] + sum(g.count(k) for g in s.stones) == data.STONE_COUNTS[s.n][k]
    assert all(0 <= v <= data.VIRTUE_MAX for v in s.virtue)
    for p in range(s.n):
        g, st_, monk = s.gardens[p], s.stones[p], s.monks[p]
        assert st_.count(data.BOAT) <= 1
        for c in range(15):
            if st_[c] >= 0:
                assert g[c] >= 0
                for nb in data.NEIGHBOURS[c]:
                    if st_[nb] >= 0:
                        assert data.ORIENTED[g[c]].moss and data.ORIENTED[g[nb]].moss
        assert (monk >= 0) == (max(g) >= 0) and (monk < 0 or g[monk] >= 0)
    cards = list(s.garden_pool) + [c for c in s.cards if c] + list(s.shared)
    assert sorted(cards) == sorted(data.GARDEN_INDEX)
    gardeners = list(s.gardener_pool) + [c for h in s.hands for c in h] + [
        c for u in s.used for c in u]
    assert sorted(gardeners) == sorted(data.GARDENER_INDEX)


@pytest.mark.parametrize("players", [2, 3, 4])
@FAST
@given(drawn=st.data(), seed=seeds, eager=eagerness)
def test_random_games_end_and_conserve_components(players, drawn, seed, eager):
    """Random legal games end with every garden complete; every step conserves the tiles
    and stones and keeps virtue within 0-6."""
    _n, opts = drawn.draw(setups(players))
    for state, action in random_game(players, opts, seed, eager):
        check_counts(state)
        if action is None:
            assert all(state.complete(p) for p in range(players))
            assert state.scores().final and len(state.legal_actions()) == 0
            break
        assert state.check(action), str(state.check(action))


@FAST
@given(setup=setups(), seed=seeds, eager=eagerness)
def test_json_round_trip_at_every_step(setup, seed, eager):
    """Every state of a random game survives to_json / from_json exactly."""
    players, opts = setup
    for i, (state, _action) in enumerate(random_game(players, opts, seed, eager)):
        check_round_trip(GAME, state, deep=i % 11 == 0 or state.is_terminal())


@FAST
@given(setup=setups(), seed=seeds, eager=eagerness)
def test_same_seed_same_game(setup, seed, eager):
    """The same options, seed and choices give the same actions, states and JSON."""
    players, opts = setup
    check_repeats(lambda: random_game(players, opts, seed, eager))
    check_seeded_start(GAME, seed, players=players, **opts)


notations = st.one_of(
    st.builds("draw from stack {}".format, st.integers(-1, 11)),
    st.builds("tile {}".format, st.sampled_from(DESIGN_IDS + ["G00", "M10", "X1"])),
    st.builds("place {} at {}{}".format, st.sampled_from(DESIGN_IDS + ["G14"]),
              st.sampled_from(list(data.CELL_NAMES) + ["f1", "a4", "a0"]),
              st.sampled_from(["", " turned", " upright"])),
    st.builds("place stored {} at {}".format, st.sampled_from(DESIGN_IDS),
              st.sampled_from(data.CELL_NAMES)),
    st.sampled_from(["offer gift", "ask for gift", "do not ask", "discard", "store", "snatch",
                     "let it go", "zazen", "done", "", "place", "stone", "use", "gift"]),
    st.builds("gift to {}".format, st.sampled_from(["Orange", "Blue", "Black", "Purple",
                                                    "Green", "blue"])),
    st.builds("monk to {}".format, st.sampled_from(list(data.CELL_NAMES) + ["z9"])),
    st.builds("stone {} at {}".format, st.sampled_from(["flat", "small", "reclining", "tall",
                                                         "boat", "gem"]),
              st.sampled_from(data.CELL_NAMES)),
    st.builds("use {}".format, st.sampled_from(list(data.GARDENER_INDEX) + ["basho"])),
    st.builds("discard {}".format, st.sampled_from(DESIGN_IDS)),
    st.builds("take stored from {}".format, st.sampled_from(["Orange", "Blue", "Black"])),
    st.builds("deal garden {} to {}".format, st.sampled_from(list(data.GARDEN_INDEX)),
              st.sampled_from(["Orange", "Blue"])),
    st.text(max_size=40),
)


@FAST
@given(setup=setups(), seed=seeds, eager=eagerness, where=st.floats(0, 1),
       texts=st.lists(notations, min_size=1, max_size=30))
def test_garbage_and_illegal_actions_change_nothing(setup, seed, eager, where, texts):
    """Any text check() refuses makes apply raise and changes nothing; accepted ones are
    legal actions (or chance outcomes)."""
    players, opts = setup
    states = [s for s, _a in random_game(players, opts, seed, eager)]
    check_refusals(GAME, at(states, where), texts)


def candidates(s: KaresansuiState) -> set[str]:
    """Every action worth trying here (a superset of the legal ones)."""
    out = {"offer gift", "ask for gift", "do not ask", "discard", "store", "snatch",
           "let it go", "allow snatch", "zazen", "done"}
    out |= {f"draw from stack {k}" for k in range(1, 10)}
    out |= {f"tile {d}" for d in DESIGN_IDS}
    names = {data.DESIGNS[d].id for d in (s.drawn, s.pending) if d >= 0}
    names |= {data.DESIGNS[d].id for d in list(s.storage) + list(s.held) if d >= 0}
    names |= {"G01", "G07", "M06"}
    for name in names:
        for cell in data.CELL_NAMES:
            out |= {f"place {name} at {cell}", f"place {name} at {cell} turned",
                    f"place stored {name} at {cell}", f"place stored {name} at {cell} turned"}
        out.add(f"discard {name}")
    for cell in data.CELL_NAMES:
        out.add(f"monk to {cell}")
        out |= {f"stone {k.id} at {cell}" for k in data.STONE_KINDS}
    out |= {f"use {g}" for g in data.GARDENER_INDEX}
    out |= {f"gift to {n}" for n in data.SEAT_NAMES} | {
        f"take stored from {n}" for n in data.SEAT_NAMES}
    for seat in data.SEAT_NAMES:
        out |= {f"deal garden {g} to {seat}" for g in data.GARDEN_INDEX}
        out |= {f"deal gardener {g} to {seat}" for g in data.GARDENER_INDEX}
    out |= {f"reveal garden {g}" for g in data.GARDEN_INDEX}
    return out


@FAST
@given(setup=setups(), seed=seeds, eager=eagerness)
def test_legal_actions_are_what_check_accepts(setup, seed, eager):
    """At sampled states, legal_actions() is exactly the set of candidates check() accepts,
    and every refused one is explained (at chance nodes: exactly the chance outcomes)."""
    players, opts = setup
    for i, (state, _action) in enumerate(random_game(players, opts, seed, eager)):
        busy = state.phase not in ("start", "part2", "choice", "draw")
        if i % (3 if busy else 37) and not state.is_terminal():
            continue
        # not ordered: stones are listed by kind (flat, small, ...), which their
        # sort_key (by name) does not follow
        check_legal_is_accepted(GAME, state, candidates(state), ordered=False)


def test_determinize_hides_only_what_the_viewer_cannot_see():
    """A determinized state draws other players' secret cards again; the viewer's board is
    the same picture, and its own cards stay."""
    from tutor.bench import random_game as bench_game

    rng = random.Random(11)
    changed = 0
    for players in (2, 3, 4):
        for state in bench_game(GAME, rng, players=players)[20:200:15]:
            if state.is_chance():
                continue
            other = state.determinize(0, random.Random(5))
            assert other.render(viewer=0) == state.render(viewer=0)
            assert other.cards[0] == state.cards[0] and other.hands[0] == state.hands[0]
            assert other.gardens == state.gardens and other.used == state.used
            changed += other.hands != state.hands or other.cards != state.cards
    assert changed > 0


# -- saves -----------------------------------------------------------------------------------

save_values = json_values("G01", "G01'", "a1", "flat", "ryoanji", "sesshu", "start", "part2")
"""Values to put into a save: JSON of every kind and the game's own terms."""


@fast(150)
@given(seed=seeds, where=st.floats(0, 1), data=st.data())
def test_mutated_saves_give_a_state_or_bad_save(seed, where, data):
    """Change, drop, nudge, retype or swap one field anywhere in a save (:func:`mutate`):
    loading gives a working state (if the change happens to be consistent) or BadSave,
    never another error."""
    from tutor.bench import random_game as bench_game

    states = bench_game(GAME, random.Random(seed % 1000), players=2 + seed % 3)
    doc = json.loads(at(states, where).to_json())
    mutate(doc, data.draw, save_values)
    try:
        back = GAME.from_json(json.dumps(doc))
    except BadSave:
        return
    check_works(GAME, back)
