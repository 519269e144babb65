"""Property tests for Kanagawa: random legal games, driven by hypothesis.

Random games of 2, 3 and 4 players with random options end; at every step the 72 lesson
cards, 15 brushes, 3 storm tokens and 19 diplomas are all accounted for (``from_json``
validates that too, and every step goes through it), brushes stand only on landscapes, nobody
holds two diplomas of a group; states round-trip through JSON exactly and repeat from their
seed; garbage and illegal actions change nothing; ``legal_actions()`` is exactly what
``check()`` accepts.
"""

from __future__ import annotations

import itertools
from collections import Counter

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
    fast,
    prefer,
    random_play,
    seeds,
)

from tutor.games import kanagawa
from tutor.games.kanagawa import data
from tutor.games.kanagawa.state import KanagawaState

GAME = kanagawa.GAME
CARD_IDS = sorted(data.CARD_INDEX)
DIPLOMA_IDS = [d.id for d in data.DIPLOMAS]
GROUP = {d.id: d.group for d in data.DIPLOMAS}
SEASON_KEYS = [s.value for s in data.SEASONS]
MAX_ACTIONS = 2_000
"""No game comes near this: 72 cards, each placed once, a few actions around each."""

FAST = fast(20)


@st.composite
def setups(draw, players=None):
    """A player count and a full set of options (each drawn from its choices)."""
    n = draw(st.sampled_from([2, 3, 4])) if players is None else players
    opts = {
        "start_player": draw(st.integers(0, n - 1)),
        "characters_identical": draw(st.sampled_from([3, 4])),
        "brush_diploma": draw(st.sampled_from(["icons", "owned"])),
        "universal_wild": draw(st.booleans()),
        "end_counts_start_tile": draw(st.booleans()),
        "storm_token": draw(st.sampled_from(["season", "wild"])),
        "storm_on_start_tile": draw(st.booleans()),
        "grand_master_bonus": draw(st.sampled_from([0, 2])),
        "grand_master_passes_at_end": draw(st.booleans()),
        "deck_backs": draw(st.sampled_from(["all", "top"])),
        "stack": draw(st.sampled_from(["", "TTTT", "ACBT" * 18])),
    }
    return n, opts


eagerness = st.sampled_from([0.0, 0.5, 0.9])
"""How often the random player picks a painting, a brush or a diploma when it can (0: uniform
over the legal actions). Eager players paint more, so diplomas and storm tokens come up."""

notations = st.one_of(
    st.builds("take column {}".format, st.integers(-1, 6)),
    st.sampled_from(["wait", "end turn", "WAIT", "take", "paint", "studio", "deal", ""]),
    st.builds("studio {}".format, st.sampled_from(CARD_IDS + ["A00", "Z01", "A99"])),
    st.builds("paint {} with S{}".format, st.sampled_from(CARD_IDS), st.integers(0, 12)),
    st.builds("paint {} with S{},S{}".format, st.sampled_from(CARD_IDS), st.integers(0, 12),
              st.integers(0, 12)),
    st.builds("place brush on S{}".format, st.integers(0, 14)),
    st.builds("move brush S{}->S{}".format, st.integers(0, 12), st.integers(0, 12)),
    st.builds("{} diploma {}".format, st.sampled_from(["take", "decline"]),
              st.sampled_from(DIPLOMA_IDS + ["trees-9", "nope"])),
    st.builds("storm on P{} as {}".format, st.integers(0, 12),
              st.sampled_from(SEASON_KEYS + ["storm", "monsoon"])),
    st.builds("storm on P{}".format, st.integers(0, 12)),
    st.builds("deal {}".format, st.sampled_from(CARD_IDS)),
    st.builds("shuffle {}".format, st.sampled_from(["blue", "red", "yellow", "green", "pink"])),
    st.builds("start tiles {}".format, st.sampled_from(["ST1,ST2", "ST1,ST1", "ST4,ST3,ST2"])),
    st.text(max_size=30),
)

EAGER_KINDS = ("paint", "place", "diploma", "studio")


def random_game(players: int, opts: dict, seed: int, eager: float):
    """A random game from the set-up chance node to the end (:func:`random_play`); with
    probability ``eager`` the player takes one of the busier kinds of action."""
    choose = prefer(lambda a: a.kind in EAGER_KINDS, eager)
    return random_play(GAME, seed, choose, MAX_ACTIONS, players=players, **opts)


def check_counts(s: KanagawaState) -> None:
    """Components are conserved and placed where the rules allow."""
    cards = list(s.deck) + [c for row in s.school for c in row if c is not None]
    for a in s.areas:
        cards += list(a.studio) + list(a.painting) + list(a.hand)
    assert sorted(cards) == CARD_IDS
    assert s.supply_brushes >= 0 and s.supply_storms >= 0
    assert s.supply_brushes + sum(a.owned_brushes() for a in s.areas) == data.BRUSH_PAWNS
    assert s.supply_storms + sum(a.storms + len(a.marks) for a in s.areas) == data.STORM_TOKENS
    held = [d for a in s.areas for d in a.diplomas]
    assert sorted(list(s.diplomas) + held) == sorted(DIPLOMA_IDS)
    for p, a in enumerate(s.areas):
        assert a.reserve >= 0 and a.storms >= 0
        assert len(set(a.brushes)) == len(a.brushes)
        for b in a.brushes:
            assert 0 <= b <= len(a.studio)
            assert a.studio_half(b).landscape is not None, f"a brush on S{b}, no landscape"
        groups = Counter(GROUP[d] for d in a.diplomas)
        assert all(n == 1 for n in groups.values()), a.diplomas
        assert not set(a.declined) & set(a.diplomas)
        if a.tile and not (s.phase == "use" and p == s.actor):
            assert len(a.hand) <= a.icons(data.StudioIcon.KEEP)
        marked = [i for i, _season in a.marks]
        assert len(set(marked)) == len(marked)
        assert all(1 <= i <= len(a.painting) or (i == 0 and s.opts["storm_on_start_tile"])
                   for i in marked)
    if s.phase == "use":
        assert s.used_brushes <= set(s.areas[s.actor].brushes)
    # the stack: one back per card of the deck, of that card's colour (once shuffled)
    if s.phase not in ("setup", "shuffle"):
        assert sorted(s.backs) == sorted(c[0] for c in s.deck)
    if s.is_chance() and s.phase == "deal":
        assert {str(a) for a, _p in s.chance_outcomes()} == {f"deal {c}" for c in s.deck
                                                             if c[0] == s.backs[0]}


@pytest.mark.parametrize("players", [2, 3, 4])
@FAST
@given(drawn=st.data(), seed=seeds, eager=eagerness)
def test_random_games_end_and_conserve_components(players, drawn, seed, eager):
    """Random legal games of every player count end; every step conserves the components
    and survives a JSON round trip (whose loading validates the counts again)."""
    _n, opts = drawn.draw(setups(players))
    steps = 0
    for state, action in random_game(players, opts, seed, eager):
        check_counts(state)
        check_round_trip(GAME, state)
        if action is None:
            assert state.is_terminal() and state.scores().final
            assert len(state.legal_actions()) == 0
            assert state.deck == () or any(
                state.painting_cards(p) >= data.END_PAINTING_CARDS for p in range(players))
            break
        assert state.check(action), str(state.check(action))
        steps += 1
    assert steps < MAX_ACTIONS


@FAST
@given(setup=setups(), seed=seeds, eager=eagerness)
def test_json_round_trip_at_every_step(setup, seed, eager):
    """Every state of a random game survives to_json / from_json exactly."""
    players, opts = setup
    for i, (state, _action) in enumerate(random_game(players, opts, seed, eager)):
        deep = i % 9 == 0 or state.is_terminal()
        back = check_round_trip(GAME, state, deep)
        if deep:
            assert back.pending_diplomas() == state.pending_diplomas()


@FAST
@given(setup=setups(), seed=seeds, eager=eagerness)
def test_same_seed_same_game(setup, seed, eager):
    """The same options, seed and choices give the same actions, states and JSON; and
    new_game(seed=...) resolves the set-up chance the same way twice."""
    players, opts = setup
    check_repeats(lambda: random_game(players, opts, seed, eager))
    check_seeded_start(GAME, seed, players=players, **opts)


@FAST
@given(setup=setups(), seed=seeds, eager=eagerness, where=st.floats(0, 1),
       texts=st.lists(notations, min_size=1, max_size=30))
def test_illegal_actions_change_nothing(setup, seed, eager, where, texts):
    """Any text check() refuses makes apply raise and changes nothing; accepted ones are
    legal actions (or chance outcomes)."""
    players, opts = setup
    states = [s for s, _a in random_game(players, opts, seed, eager)]
    check_refusals(GAME, at(states, where), texts)


def candidates(s: KanagawaState) -> set[str]:
    """Every action worth trying here: all kinds, every card in hand (and a few others),
    every studio and painting slot and one past the end, every diploma and season."""
    out = {"wait", "end turn"} | {f"take column {c}" for c in range(0, s.n + 2)}
    out |= {f"{kind} diploma {d}" for d in DIPLOMA_IDS for kind in ("take", "decline")}
    out |= {f"deal {c}" for c in CARD_IDS}
    out |= {f"shuffle {colour}" for colour in ("blue", "red", "yellow", "green")}
    out |= {"start tiles " + ",".join(p) for p in itertools.permutations(
        ["ST1", "ST2", "ST3", "ST4"], s.n)}
    if not s.areas[0].tile:
        return out
    area = s.areas[s.actor]
    slots = range(len(area.studio) + 2)
    others = set(CARD_IDS[::9]) | set(area.studio[:2]) | set(area.painting[:2])
    for card in set(area.hand) | others:
        out.add(f"studio {card}")
        out |= {f"paint {card} with S{i}" for i in slots}
    for card in set(area.hand) | {CARD_IDS[(s.lesson * 7) % 72]}:
        out |= {f"paint {card} with S{i},S{j}" for i in slots for j in slots}
    out |= {f"place brush on S{i}" for i in slots}
    out |= {f"move brush S{i}->S{j}" for i in slots for j in slots}
    for i in range(len(area.painting) + 2):
        out.add(f"storm on P{i}")
        out |= {f"storm on P{i} as {season}" for season in SEASON_KEYS + ["storm"]}
    return out


@FAST
@given(setup=setups(), seed=seeds, eager=eagerness)
def test_legal_actions_are_what_check_accepts(setup, seed, eager):
    """At sampled states, legal_actions() is exactly the set of candidates check() accepts
    (at chance nodes: exactly the chance outcomes), and every refusal is explained."""
    players, opts = setup
    for i, (state, _action) in enumerate(random_game(players, opts, seed, eager)):
        busy = state.phase in ("use", "storm")
        if i % (7 if busy else 29) and not state.is_terminal():
            continue
        check_legal_is_accepted(GAME, state, candidates(state))


def test_determinize_changes_only_what_the_viewer_cannot_see():
    """A determinized state looks the same to the viewer: same board picture for that
    seat, same cards overall, and face-down cards keep their back colour."""
    import random as _random

    from tutor.bench import random_game

    rng = _random.Random(11)
    changed = 0
    for players in (2, 3, 4):
        for state in random_game(kanagawa.GAME, rng, players=players)[:60]:
            if state.phase not in ("school", "use"):
                continue
            other = state.determinize(0, _random.Random(5))
            assert other.render(viewer=0) == state.render(viewer=0)
            cards = lambda s: sorted(s.deck + tuple(c for row in s.school for c in row if c))  # noqa: E731
            assert cards(other) == cards(state)
            for r, row in enumerate(state.school[: state.rows]):
                for c, card in enumerate(row):
                    if card is not None:
                        assert other.school[r][c][0] == card[0]
            changed += other.school != state.school
    assert changed > 0


@FAST
@given(setup=setups(), seed=seeds, eager=eagerness)
def test_every_refusal_is_explained_in_both_languages(setup, seed, eager):
    """Every illegal verdict, whatever the phase and the action, gives its reason in
    English and in Chinese (the seeds' terms), and the two differ."""
    players, opts = setup
    for i, (state, _action) in enumerate(random_game(players, opts, seed, eager)):
        if i % 13 and not state.is_terminal():
            continue
        for text in candidates(state) | {"fly", "take column True", "deal Z01"}:
            verdict = state.check(text)
            if not verdict:
                assert verdict.reason and verdict.reason_zh, (text, verdict)
                assert verdict.reason_zh != verdict.reason
