"""Property-test helpers shared by every game's tests (``tests/games/<game>/``).

What each game's ``test_properties.py`` checks is the same contract; only how a random
player chooses, which options exist, which notations are worth trying and which invariants
the state keeps belong to the game. The shared part lives here:

- :func:`random_play` plays a seeded random game (chance resolved by the same generator)
  with a game's own way of choosing (:func:`prefer` makes the usual one);
- :func:`check_round_trip`, :func:`check_repeats`, :func:`check_refusals` and
  :func:`check_legal_is_accepted` assert JSON round trips, determinism, refusals that change
  nothing and ``legal_actions()`` against ``check()``;
- :func:`json_values`, :func:`json_paths`, :func:`mutate` and :func:`check_works` make
  mutated saves and check a state loaded from one;
- :func:`seeded_game` and :func:`states_in` give positions of seeded random games.

``pyproject.toml`` puts ``tests/`` on the path of pytest (``pythonpath``), so that a test
module says ``from properties import random_play``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

import tutor
from tutor.bench import random_game
from tutor.core import LANGS, Action, Game, IllegalAction, NotationError, State
from tutor.core.game import sample_chance

Chooser = Callable[[State, random.Random], Action]
"""A random player: the action to take at a decision node."""
Play = Iterator[tuple[State, Action | None]]
"""A game as (state, action taken) pairs, then (end, None)."""

seeds = st.integers(min_value=0, max_value=2**32 - 1)
"""Seeds of random games."""


def fast(examples: int) -> settings:
    """Hypothesis settings for tests that play whole games: ``examples`` examples, no
    deadline, no complaint about slow or large data."""
    return settings(max_examples=examples, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@st.composite
def option_setups(draw: Any, game: Game, counts: Sequence[int],
                  players: int | None = None) -> tuple[int, dict[str, Any]]:
    """A player count (one of ``counts``, or ``players``) and a value for every option of
    ``game``, each drawn from its choices."""
    n = draw(st.sampled_from(counts)) if players is None else players
    return n, {o.name: draw(st.sampled_from(o.choices)) for o in game.options}


def prefer(busy: Callable[[Action], bool], p: float) -> Chooser:
    """A random player that, with probability ``p``, takes one of the legal actions
    ``busy`` accepts (when there is one), and otherwise any legal action (``p`` 0: uniform),
    so that the actions a uniform player rarely takes come up often."""

    def choose(state: State, rng: random.Random) -> Action:
        legal = state.legal_actions()
        chosen = [a for a in legal if busy(a)]
        if chosen and rng.random() < p:
            return chosen[rng.randrange(len(chosen))]
        return legal[rng.randrange(len(legal))]

    return choose


def random_play(game: Game, seed: int, choose: Chooser, limit: int, /, **setup: Any) -> Play:
    """A random game from ``game.new_game(**setup)`` to its end: yields (state, action)
    pairs, then (end, None). ``choose`` takes the decisions, chance is resolved by the same
    generator (seeded with ``seed``); the test fails if the game has not ended after
    ``limit`` actions."""
    rng = random.Random(seed)
    state = game.new_game(**setup)
    for _ in range(limit):
        if state.is_terminal():
            yield state, None
            return
        action = sample_chance(state, rng) if state.is_chance() else choose(state, rng)
        yield state, action
        state = state.apply(action)
    pytest.fail(f"a game of {game.name} ({setup}) did not end within {limit} actions")


def at(states: Sequence[State], where: float) -> State:
    """The state at fraction ``where`` (0 to 1) of a game."""
    return states[min(int(where * len(states)), len(states) - 1)]


def check_round_trip(game: Game, state: State, deep: bool = False) -> State:
    """``state`` survives to_json / from_json exactly; with ``deep`` the loaded state also
    has the same legal actions, chance outcomes, scores and text board. Returns it."""
    text = state.to_json()
    back = game.from_json(text)
    assert back == state and back.to_json() == text
    if deep:
        assert back.legal_actions().notations() == state.legal_actions().notations()
        assert back.chance_outcomes() == state.chance_outcomes()
        assert back.scores() == state.scores()
        assert str(back) == str(state)
    return back


def check_repeats(play: Callable[[], Iterable[tuple[State, Action | None]]]) -> None:
    """Playing the same game twice gives the same actions, states and JSON."""
    one = [(s.to_json(), str(a)) for s, a in play()]
    two = [(s.to_json(), str(a)) for s, a in play()]
    assert one == two


def check_seeded_start(game: Game, seed: int, **setup: Any) -> None:
    """``new_game(seed=...)`` resolves the set-up chance the same way twice."""
    a = game.new_game(seed=seed, **setup)
    b = game.new_game(seed=seed, **setup)
    assert a.to_json() == b.to_json() and not a.is_chance()


def check_refusals(game: Game, state: State, texts: Iterable[str]) -> None:
    """Any text ``check()`` refuses names a rule of the game and says why in both
    languages, makes ``apply`` raise (NotationError only for the notation rule) and changes
    nothing; an accepted one is a legal action (or, at a chance node, an outcome)."""
    before = state.to_json()
    legal = state.legal_actions().notations()
    outcomes = {str(a) for a, _p in state.chance_outcomes()}
    for text in texts:
        verdict = state.check(text)
        if verdict:
            assert str(state.parse_action(text)) in (outcomes if state.is_chance() else legal)
            continue
        assert verdict.rule in game.rules, verdict.rule
        assert verdict.reason and verdict.reason_zh, verdict
        with pytest.raises((IllegalAction, NotationError)) as info:
            state.apply(text)
        if isinstance(info.value, IllegalAction):
            assert info.value.verdict == verdict
        else:
            assert verdict.rule == f"{game.name}.action.notation"
        assert state.to_json() == before
        assert state.legal_actions().notations() == legal


def check_legal_is_accepted(game: Game, state: State, candidates: Iterable[str],
                            ordered: bool = True) -> None:
    """``legal_actions()`` is exactly the set of ``candidates`` that ``check()`` accepts,
    without repeats (and, if ``ordered``, sorted by the actions' ``sort_key``), and every
    refused candidate names a rule of the game in both languages; at a chance node the
    accepted ones are exactly the chance outcomes (whose probabilities sum to 1) and there
    is no legal action."""
    accepted = set()
    for c in candidates:
        verdict = state.check(c)
        if verdict:
            accepted.add(str(state.parse_action(c)))
        else:
            assert verdict.rule in game.rules and verdict.reason_zh, verdict
    if state.is_chance():
        outcomes = state.chance_outcomes()
        assert accepted == {str(a) for a, _p in outcomes}
        assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
        assert len(state.legal_actions()) == 0
        return
    actions = list(state.legal_actions())
    if ordered:
        assert actions == sorted(actions, key=lambda a: a.sort_key())  # type: ignore[attr-defined]
    legal = {str(a) for a in actions}
    assert len(legal) == len(actions) and accepted == legal
    assert all(state.check(a) for a in legal)


# -- mutated saves ------------------------------------------------------------------------


def json_values(*words: str) -> st.SearchStrategy[Any]:
    """JSON values to put into a save: numbers of every size, texts (``words``, the
    game's own terms, among them), and small lists and objects of those."""
    leaves = st.one_of(
        st.none(), st.booleans(), st.integers(-3, 100), st.integers(),
        st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=8),
        st.sampled_from([*words, "\x00", "\ud800"]))

    def nest(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
        return st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                             max_size=3)

    return st.recursive(leaves, nest, max_leaves=8)


def json_paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path to a value inside a JSON ``value`` (object keys and list indices),
    starting with ``()`` for ``value`` itself."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from json_paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from json_paths(v, prefix + (i,))


def other_type(value: Any) -> Any:
    """The same content as another JSON type."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return str(value) if value % 2 else float(value)
    if isinstance(value, float):
        return [value]
    if isinstance(value, str):
        return [value] if len(value) % 2 else {value: value}
    if isinstance(value, list):
        return dict(enumerate(map(str, value)))
    if isinstance(value, dict):
        return list(value.values())
    return 0


MUTATIONS = ("replace", "drop", "nudge", "retype", "swap")
"""What :func:`mutate` may do to a value of a save."""


def mutate(doc: dict[str, Any], draw: Callable[[st.SearchStrategy[Any]], Any],
           values: st.SearchStrategy[Any]) -> None:
    """Change one thing anywhere in the saved state ``doc["state"]``, as ``draw`` (a
    hypothesis ``data.draw``) chooses: replace a value by one of ``values``, drop a key or
    a list item, nudge a number, give a value another JSON type or swap the ends of a
    list."""
    path = draw(st.sampled_from([p for p in json_paths(doc["state"]) if p]))
    parent = doc["state"]
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    value = parent[key]
    how = draw(st.sampled_from(MUTATIONS))
    if how == "drop":
        del parent[key]
    elif how == "nudge" and isinstance(value, int) and not isinstance(value, bool):
        parent[key] = value + draw(st.sampled_from([-2, -1, 1, 2, 50, 2**63]))
    elif how == "retype":
        parent[key] = other_type(value)
    elif how == "swap" and isinstance(parent, list) and len(parent) > 1:
        parent[0], parent[-1] = parent[-1], parent[0]
    else:
        parent[key] = draw(values)


def check_works(game: Game, state: State) -> None:
    """A state (loaded from a changed save) works: it lists its chance outcomes or its
    moves and plays a few, scores, has a text board, draws its board for the teacher and
    for every seat in both languages, determinizes for seat 0 and round-trips through
    JSON."""
    if state.is_chance():
        assert state.chance_outcomes()
    elif not state.is_terminal():
        legal = state.legal_actions()
        assert legal
        for action in list(legal)[:5]:
            state.apply(action)
    assert state.scores().totals
    assert str(state)
    for lang in LANGS:
        for viewer in (None, *range(state.num_players())):
            assert str(state.render(viewer=viewer, lang=lang)).startswith("<svg")
    state.determinize(0, random.Random(1))
    check_round_trip(game, state)


# -- positions -----------------------------------------------------------------------------


@cache
def seeded_game(name: str, players: int, seed: int) -> tuple[State, ...]:
    """Every state of one seeded random game of game ``name``
    (:func:`tutor.bench.random_game`: uniform over the legal actions, chance by its odds)."""
    return tuple(random_game(tutor.load(name), random.Random(seed), players=players))


def states_in(name: str, phase: str, players: Iterable[int] = (2, 3, 4),
              seeds: Iterable[int] = range(3), where: Callable[[Any], bool] = lambda s: True,
              per_game: int = 4) -> list[Any]:
    """States of seeded random games of ``name`` in ``phase`` that satisfy ``where``: up to
    ``per_game`` of each game, spread over it. The test fails if there is none."""
    out: list[Any] = []
    for n in players:
        for seed in seeds:
            found = [s for s in seeded_game(name, n, seed) if s.phase == phase and where(s)]
            out += found[:: max(1, len(found) // per_game)][:per_game]
    assert out, f"no {phase} state found"
    return out
