"""Property tests for Tokaido: random legal games, driven by hypothesis.

Random games of 2 to 5 players with random variants and options end; at every step every
card, coin and pawn is accounted for (``consistency_problems`` is empty, coins never go
negative, the scoring track matches the cards held), states round-trip through JSON
exactly and repeat from their seed; garbage and illegal actions change nothing;
``legal_actions()`` is exactly what ``check()`` accepts; a mutated save loads or is a
``BadSave``, never another error; bots do not see hidden cards (``determinize``,
``notation_for``).
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
    random_play,
    seeds,
)

from tutor.core import BadSave
from tutor.core.game import sample_chance
from tutor.games import tokaido
from tutor.games.tokaido import data
from tutor.games.tokaido.render import text_board
from tutor.games.tokaido.saves import consistency_problems
from tutor.games.tokaido.state import TokaidoState

GAME = tokaido.GAME
MAX_ACTIONS = 3_000
"""No game comes near this: 55 positions, a few actions per stop."""

FAST = fast(15)


def setups(players=None):
    """A player count and a full set of options (each drawn from its choices)."""
    return option_setups(GAME, (2, 3, 4, 5), players)


stroll = st.sampled_from([0.0, 0.6, 0.95])
"""How often the random traveller takes one of the two nearest stops (0: uniform over the
legal destinations, which rushes to the inns). Strollers visit more stops."""

SOUVENIRS = sorted(data.SOUVENIR_INDEX)
MEALS = sorted(data.MEAL_INDEX)
ENCOUNTERS = sorted(data.ENCOUNTER_INDEX)
notations = st.one_of(
    st.builds("move {}".format, st.integers(-1, 57)),
    st.builds("move neutral {}".format, st.integers(0, 56)),
    st.sampled_from(["buy nothing", "no meal", "no panorama", "accept meal", "refuse meal",
                     "MOVE 3", "buy", "eat", "keep", "", "hot spring 4", "departure 1"]),
    st.builds("buy {}".format, st.sampled_from(SOUVENIRS + ["vase"])),
    st.builds("buy {}+{}".format, st.sampled_from(SOUVENIRS), st.sampled_from(SOUVENIRS)),
    st.builds("donate {}".format, st.integers(-1, 5)),
    st.builds("eat {}".format, st.sampled_from(MEALS + ["pizza"])),
    st.builds("keep {}".format, st.sampled_from(ENCOUNTERS)),
    st.builds("panorama {}".format, st.sampled_from(["sea", "mountain", "paddy", "lake"])),
    st.builds("choose {}".format, st.sampled_from(sorted(data.TRAVELLER_INDEX))),
    st.builds("{} {}".format, st.sampled_from(["reveal", "souvenir"]),
              st.sampled_from(SOUVENIRS)),
    st.builds("{} {}".format, st.sampled_from(["meal", "offer", "discard"]),
              st.sampled_from(MEALS)),
    st.builds("encounter {}".format, st.sampled_from(ENCOUNTERS)),
    st.builds("departure {}".format, st.sampled_from(["1,2", "2,N,1", "1,2,3", "4,3,2,1"])),
    st.text(max_size=30),
)


def choose(state: TokaidoState, rng: random.Random, eager: float):
    """A random legal action; a stroller often takes one of the two nearest stops and
    tends to buy and eat."""
    legal = state.legal_actions()
    if eager and rng.random() < eager:
        if state.phase == "move":
            return legal[rng.randrange(min(2, len(legal)))]
        if state.phase in ("buy", "eat", "panorama") and len(legal) > 1:
            busy = [a for a in legal if a.kind in ("buy", "eat", "panorama") and a.name]
            if busy:
                return busy[rng.randrange(len(busy))]
    return legal[rng.randrange(len(legal))]


def random_game(players: int, opts: dict, seed: int, eager: float):
    """A random game from the set-up chance node to the end (:func:`random_play`), played
    by :func:`choose`."""
    return random_play(GAME, seed, lambda s, rng: choose(s, rng, eager), MAX_ACTIONS,
                       players=players, **opts)


def check_counts(s: TokaidoState) -> None:
    """Cards, coins, points and pawns are all where the rules can put them."""
    assert consistency_problems(s) == []
    assert all(p.coins >= 0 for p in s.players)
    assert s.scores().totals == tuple(p.total for p in s.players)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@FAST
@given(drawn=st.data(), seed=seeds, eager=stroll)
def test_random_games_end_and_conserve_components(players, drawn, seed, eager):
    """Random legal games of every player count end at the final inn; every step conserves
    cards, never makes a purse negative, and survives a JSON round trip."""
    _n, opts = drawn.draw(setups(players))
    for state, action in random_game(players, opts, seed, eager):
        check_counts(state)
        check_round_trip(GAME, state)
        if action is None:
            assert state.is_terminal() and state.scores().final
            assert len(state.legal_actions()) == 0
            assert all(x == 55 for x in state.steps)
            break
        assert state.check(action), str(state.check(action))


@FAST
@given(setup=setups(), seed=seeds, eager=stroll)
def test_json_round_trip_at_every_step(setup, seed, eager):
    """Every state of a random game survives to_json / from_json exactly."""
    players, opts = setup
    for i, (state, _action) in enumerate(random_game(players, opts, seed, eager)):
        check_round_trip(GAME, state, deep=i % 11 == 0 or state.is_terminal())


@FAST
@given(setup=setups(), seed=seeds, eager=stroll)
def test_same_seed_same_game(setup, seed, eager):
    """The same options, seed and choices give the same actions, states and JSON."""
    players, opts = setup
    check_repeats(lambda: random_game(players, opts, seed, eager))
    check_seeded_start(GAME, seed, players=players, **opts)


@FAST
@given(setup=setups(), seed=seeds, eager=stroll, where=st.floats(0, 1),
       texts=st.lists(notations, min_size=1, max_size=30))
def test_illegal_actions_change_nothing(setup, seed, eager, where, texts):
    """Any text check() refuses makes apply raise and changes nothing; accepted ones are
    legal actions (or chance outcomes)."""
    players, opts = setup
    states = [s for s, _a in random_game(players, opts, seed, eager)]
    check_refusals(GAME, at(states, where), texts)


def candidates(s: TokaidoState) -> set[str]:
    """Every action worth trying here: every kind of action with every name."""
    out = {f"move {i}" for i in range(1, 56)} | {f"move neutral {i}" for i in range(1, 56)}
    out |= {"buy nothing", "no meal", "no panorama", "accept meal", "refuse meal"}
    out |= {f"donate {k}" for k in (1, 2, 3)}
    out |= {f"{k} {c}" for k in ("reveal", "souvenir") for c in SOUVENIRS}
    out |= {f"{k} {m}" for k in ("meal", "offer", "discard", "eat") for m in MEALS}
    out |= {f"{k} {e}" for k in ("encounter", "keep") for e in ENCOUNTERS}
    out |= {f"panorama {t}" for t in data.PANORAMAS}
    out |= {f"{k} {t}" for k in ("deal", "choose") for t in data.TRAVELLER_INDEX}
    out |= {"hot spring 2", "hot spring 3"}
    out |= {str(a) for a, _ in tokaido.state._departures(s.n)}
    shown = list(s.shown) + SOUVENIRS[:2]
    out |= {f"buy {c}" for c in SOUVENIRS}
    out |= {f"buy {a}+{b}" for a in shown for b in shown if a < b}
    if len(s.shown) == 3:
        out.add("buy " + "+".join(sorted(s.shown)))
    return out


@FAST
@given(setup=setups(), seed=seeds, eager=stroll)
def test_legal_actions_are_what_check_accepts(setup, seed, eager):
    """At sampled states, legal_actions() is exactly the set of candidates check() accepts
    (at chance nodes: exactly the chance outcomes, whose probabilities sum to 1), and every
    refusal is explained."""
    players, opts = setup
    for i, (state, _action) in enumerate(random_game(players, opts, seed, eager)):
        if i % 5 and not state.is_terminal():
            continue
        check_legal_is_accepted(GAME, state, candidates(state))


save_values = json_values("sushi", "koma", "kinko", "move", "buy", "inn", "sea")
"""Values to put into a save: JSON of every kind and the game's own terms."""


@FAST
@given(setup=setups(), seed=seeds, eager=stroll, where=st.floats(0, 1), data=st.data())
def test_mutated_saves_load_or_raise_bad_save(setup, seed, eager, where, data):
    """Saves with one field changed (:func:`mutate`, 25 per game) either load as a state
    that works and keeps every card and coin accounted for, or raise BadSave; never another
    exception."""
    players, opts = setup
    states = [s for s, _a in random_game(players, opts, seed, eager)]
    saved = at(states, where).to_json()
    for _ in range(25):
        doc = json.loads(saved)
        mutate(doc, data.draw, save_values)
        try:
            back = GAME.from_json(json.dumps(doc))
        except BadSave:
            continue
        assert consistency_problems(back) == []
        check_works(GAME, back)


def test_determinize_hides_only_the_unseen():
    """A determinized state looks the same to the viewer (same text board for that seat,
    same cards overall), and the hidden cards do change for other viewers."""
    from tutor.bench import random_game as bench_game

    rng = random.Random(11)
    changed = 0
    for players in (2, 3, 4, 5):
        for state in bench_game(GAME, rng, players=players):
            if state.is_terminal():
                continue
            for viewer in range(players):
                other = state.determinize(viewer, random.Random(5))
                assert text_board(other, viewer) == text_board(state, viewer)
                assert consistency_problems(other) == []
                for p, (a, b) in enumerate(zip(other.players, state.players, strict=True)):
                    if p == viewer:
                        assert a == b
                    else:  # only the unchosen dealt tile may differ
                        assert a.but(dealt=()) == b.but(dealt=())
                        assert not b.traveller or b.traveller in a.dealt
                assert other.shown == state.shown and other.steps == state.steps
                changed += other.to_json() != state.to_json()
    assert changed > 0


def test_notation_for_never_names_a_hidden_card():
    """In random games, a draw a seat cannot see is written without its card for that
    seat, and with it for the seats that see it (and the teacher, viewer None)."""
    rng = random.Random(3)
    hidden = 0
    for players in (2, 4, 5):
        state = GAME.new_game(players=players)
        while not state.is_terminal():
            action = sample_chance(state, rng) if state.is_chance() else rng.choice(
                state.legal_actions())
            name = action.name
            seen = state.draw_seen_by() if state.is_chance() else frozenset(range(players))
            for viewer in range(players):
                text = state.notation_for(action, viewer)
                if viewer in seen:
                    assert text == str(action)
                else:
                    assert name not in text and text != str(action)
                    assert name not in state.notation_for(action, viewer, "zh-Hant")
                    hidden += 1
            assert state.notation_for(action, None) == str(action)
            state = state.apply(action)
    assert hidden > 0
