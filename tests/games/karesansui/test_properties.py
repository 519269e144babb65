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
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.core import BadSave, IllegalAction, NotationError
from tutor.core.game import sample_chance
from tutor.games import karesansui
from tutor.games.karesansui import data
from tutor.games.karesansui.state import KaresansuiState

GAME = karesansui.GAME
MAX_ACTIONS = 20_000
FAST = settings(max_examples=15, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
DESIGN_IDS = [d.id for d in data.DESIGNS]


@st.composite
def setups(draw, players=None):
    """A player count and a full set of options (each drawn from its choices)."""
    n = draw(st.sampled_from([2, 3, 4])) if players is None else players
    opts = {o.name: draw(st.sampled_from(o.choices)) for o in GAME.options}
    return n, opts


seeds = st.integers(min_value=0, max_value=2**32 - 1)
eagerness = st.sampled_from([0.0, 0.5, 0.9])
"""How often the random player picks a stone, a gift, a snatch or a gardener card when it can
(0: uniform over the legal actions), so that those come up often."""
EAGER_KINDS = ("stone", "use", "offer", "ask", "snatch", "stored", "take")


def choose(state: KaresansuiState, rng: random.Random, eager: float):
    legal = state.legal_actions()
    busy = [a for a in legal if a.kind in EAGER_KINDS]
    if busy and rng.random() < eager:
        return busy[rng.randrange(len(busy))]
    return legal[rng.randrange(len(legal))]


def random_game(players: int, opts: dict, seed: int, eager: float):
    """Yield (state, action) pairs of a random game from the set-up, then (end, None)."""
    rng = random.Random(seed)
    state = GAME.new_game(players=players, **opts)
    for _ in range(MAX_ACTIONS):
        if state.is_terminal():
            yield state, None
            return
        action = sample_chance(state, rng) if state.is_chance() else choose(state, rng, eager)
        yield state, action
        state = state.apply(action)
    pytest.fail(f"a {players}-player game did not end within {MAX_ACTIONS} actions")


def check_counts(s: KaresansuiState) -> None:
    """All 80 tiles and every stone are accounted for; virtue within 0-6; stones only on
    tiles and as the stone rules allow; monks on tiles."""
    count = list(s.deck)
    for d, c in enumerate(s.discards):
        count[d] += c
    for g in s.gardens:
        for t in g:
            if t >= 0:
                count[t // 2] += 1
    for d in list(s.storage) + [s.drawn, s.pending] + list(s.held):
        if d >= 0:
            count[d] += 1
    assert count == [d.copies for d in data.DESIGNS]
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
        text = state.to_json()
        back = GAME.from_json(text)
        assert back == state and back.to_json() == text
        if i % 11 == 0 or state.is_terminal():
            assert back.legal_actions().notations() == state.legal_actions().notations()
            assert back.scores() == state.scores()
            assert str(back) == str(state)


@FAST
@given(setup=setups(), seed=seeds, eager=eagerness)
def test_same_seed_same_game(setup, seed, eager):
    """The same options, seed and choices give the same actions, states and JSON."""
    players, opts = setup
    one = [(s.to_json(), str(a)) for s, a in random_game(players, opts, seed, eager)]
    two = [(s.to_json(), str(a)) for s, a in random_game(players, opts, seed, eager)]
    assert one == two
    a = GAME.new_game(players=players, seed=seed, **opts)
    b = GAME.new_game(players=players, seed=seed, **opts)
    assert a.to_json() == b.to_json() and not a.is_chance()


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
    state = states[min(int(where * len(states)), len(states) - 1)]
    before = state.to_json()
    legal = state.legal_actions().notations()
    outcomes = {str(a) for a, _p in state.chance_outcomes()}
    for text in texts:
        verdict = state.check(text)
        if verdict:
            assert str(state.parse_action(text)) in (outcomes if state.is_chance() else legal)
            continue
        assert verdict.rule in GAME.rules, verdict.rule
        assert verdict.reason and verdict.reason_zh
        with pytest.raises((IllegalAction, NotationError)) as info:
            state.apply(text)
        if isinstance(info.value, IllegalAction):
            assert info.value.verdict == verdict
        else:
            assert verdict.rule == "karesansui.action.notation"
        assert state.to_json() == before
        assert state.legal_actions().notations() == legal


def candidates(s: KaresansuiState) -> set[str]:
    """Every action worth trying here (a superset of the legal ones)."""
    out = {"offer gift", "ask for gift", "do not ask", "discard", "store", "snatch",
           "let it go", "zazen", "done"}
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
        accepted = set()
        for c in candidates(state):
            verdict = state.check(c)
            if verdict:
                accepted.add(str(state.parse_action(c)))
            else:
                assert verdict.rule in GAME.rules and verdict.reason_zh
        if state.is_chance():
            assert accepted == {str(a) for a, _p in state.chance_outcomes()}
            assert len(state.legal_actions()) == 0
            continue
        legal = state.legal_actions().notations()
        assert len(set(legal)) == len(legal) and accepted == set(legal)


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

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 100) | st.text(max_size=6)
    | st.sampled_from(["G01", "G01'", "a1", "flat", "ryoanji", "sesshu", "start", "part2"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner,
                                                                max_size=3),
    max_leaves=6)


def _paths(value, prefix=()):
    """Every path into a JSON value."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, prefix + (i,))


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(seed=seeds, where=st.floats(0, 1), pick=st.floats(0, 1), value=json_values,
       delete=st.booleans())
def test_mutated_saves_give_a_state_or_bad_save(seed, where, pick, value, delete):
    """Change or delete one field anywhere in a save: loading gives a working state (if the
    change happens to be consistent) or BadSave, never another error."""
    from tutor.bench import random_game as bench_game

    states = bench_game(GAME, random.Random(seed % 1000), players=2 + seed % 3)
    state = states[min(int(where * len(states)), len(states) - 1)]
    doc = json.loads(state.to_json())
    paths = [p for p in _paths(doc["state"]) if p]
    path = paths[min(int(pick * len(paths)), len(paths) - 1)]
    target = doc["state"]
    for key in path[:-1]:
        target = target[key]
    if delete:
        if isinstance(target, dict):
            del target[path[-1]]
        else:
            target.pop(path[-1])
    else:
        target[path[-1]] = value
    try:
        back = GAME.from_json(json.dumps(doc))
    except BadSave:
        return
    back.legal_actions()
    back.scores()
    str(back)
    back.render()
