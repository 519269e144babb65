"""Cartography actions as text and as objects: one action, one verdict (issue 7, sections 3
and 6).

``check(obj)`` and ``check(str(obj))`` agree for every well-formed action object; a
malformed one (wrong field types, sizes or values) is a notation error, never an
IndexError or TypeError; ``validate()`` (the fast field checks run on every apply) accepts
exactly what reading the notation back accepts; and notation is read in linear time.
"""

from __future__ import annotations

import json
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tutor
from tutor.core import BadSave, IllegalAction, Match, NotationError
from tutor.core.game import Action
from tutor.games.cartography import state as cartography_state
from tutor.games.cartography.state import (
    CartographyAction,
    PassAction,
    StoneAction,
    TileAction,
)

GAME = tutor.load("cartography")

BIG = 10 ** 5000
"""An integer with more digits than Python will print (4,300)."""

HAND_MADE = [
    TileAction("O3", (0, 1), 120), TileAction("O3", (0, 1), 240), TileAction("C1", (0, 1), 120),
    TileAction("o3", [0, 1], 0), TileAction("c1", (0, 1), 240), TileAction("C1", (0, 1), 90),
    TileAction("C1", (0, 1), 360), TileAction("C1", (0, 1), -120), TileAction("X9", (0, 1), 0),
    TileAction("O3", (0.0, 1.0), 0), TileAction("O3", (0, 1.5), 0), TileAction("O3", (True, 1), 0),
    TileAction("O3", (0, 1), True), TileAction("O3", (0, 1), 0.0), TileAction("O3", (0, 1), "0"),
    TileAction("O3", (BIG, 0), 0), TileAction("O3", (10 ** 100, 0), 0), TileAction("O3", None, 0),
    TileAction("O3", (0, 1, 2), 0), TileAction("O3", "01", 0), TileAction(None, (0, 1), 0),
    TileAction(["O3"], (0, 1), 0), TileAction("O3", (0, 1), BIG), TileAction("O3", ((0,), 1), 0),
    StoneAction((0, 0), "a"), StoneAction((0, 0), "A"), StoneAction([0, 0], "a"),
    StoneAction((0, 0), "ab"), StoneAction((0, 0), ""), StoneAction((0, 0), "d"),
    StoneAction((0, 0), None), StoneAction((0, 0), 1), StoneAction((0.0, 0), "a"),
    StoneAction((False, 0), "a"), StoneAction((0, BIG), "a"), StoneAction(None, "a"),
    StoneAction((7, 7), "a"), StoneAction((0, 0), "b"),
    PassAction(), PassAction("PASS"), PassAction("No  Stone"), PassAction(" pass "),
    PassAction(None), PassAction(3), PassAction("skip"), PassAction(["pass"]),
]
"""Action objects built by hand, well formed or not."""


def positions():
    """A tile step, a stone step after a tile, and a stone step without one."""
    s = GAME.new_game(tiles_per_player=5)
    return [s, s.apply("tile O3 at (0,1) rot 0"), GAME.new_game(supply={})]


def well_formed(action: Action) -> bool:
    """What the contract's default check says: the notation reads back as the object."""
    try:
        Action.validate(action)
    except NotationError:
        return False
    return True


@pytest.mark.parametrize("action", HAND_MADE, ids=lambda a: type(a).__name__)
def test_cartography_action_notation_objects_get_the_verdict_of_their_text(action):
    """One action, one verdict: check(obj) == check(str(obj)) for a well-formed object, a
    notation error for a malformed one; apply agrees; nothing raises anything else."""
    text = str(action)  # printable, even with a 5,000-digit coordinate
    assert isinstance(text, str)
    for s in positions():
        before = s.to_json()
        by_object = s.check(action)
        if well_formed(action):
            by_text = s.check(text)
            assert (by_object.ok, by_object.rule, by_object.reason) == (
                by_text.ok, by_text.rule, by_text.reason), (action, by_object, by_text)
            if by_object:
                assert s.apply(action) == s.apply(text)
            else:
                with pytest.raises(IllegalAction):
                    s.apply(action)
        else:
            assert not by_object and by_object.rule == "cartography.action.notation", by_object
            assert "malformed" in by_object.reason
            with pytest.raises(NotationError):
                s.apply(action)
        assert s.to_json() == before


def test_cartography_action_notation_objects_are_normalised():
    """Objects are normalised as the text is: the type's case, a slot given as a list, the
    single rotation of a symmetric tile, the letter's case, spaces in a pass."""
    assert TileAction("O3", (0, 1), 120) == TileAction("O3", (0, 1), 0)
    assert str(TileAction("O3", (0, 1), 240)) == "tile O3 at (0,1) rot 0"
    assert TileAction("c1", [0, 1], 240) == TileAction("C1", (0, 1), 240)
    assert StoneAction([0, 0], "B") == StoneAction((0, 0), "b")
    assert PassAction(" No   STONE ") == PassAction("no stone")
    s = GAME.new_game(tiles_per_player=5)
    assert s.check(TileAction("O3", (0, 1), 120))  # the example
    assert s.check(TileAction("O3", (0, 1), 120)) == s.check("tile O3 at (0,1) rot 120")
    for a in s.legal_actions():
        assert a.validate() is a
        assert CartographyAction.parse(str(a)) == a
        assert hash(a) == hash(CartographyAction.parse(str(a)))


_field = st.one_of(
    st.integers(-3, 3), st.integers(), st.just(BIG), st.booleans(), st.floats(-3, 3),
    st.sampled_from(["O3", "o2", "C1", "c3", "X9", "a", "b", "c", "ab", "", "A", "pass",
                     "no stone", "NO STONE", "0", "120"]),
    st.none(), st.text(max_size=5),
)
_slot = st.one_of(st.tuples(_field, _field), st.lists(_field, max_size=3), _field)
hand_made = st.one_of(
    st.builds(TileAction, st.one_of(st.sampled_from(["O3", "O2", "O1", "C1", "C2", "C3"]),
                                    _field),
              st.one_of(st.tuples(st.integers(-3, 3), st.integers(-3, 3)), _slot),
              st.one_of(st.sampled_from([0, 120, 240]), _field)),
    st.builds(StoneAction, st.one_of(st.tuples(st.integers(-2, 2), st.integers(-2, 2)), _slot),
              st.one_of(st.sampled_from(["a", "b", "c"]), _field)),
    st.builds(PassAction, st.one_of(st.sampled_from(["pass", "no stone"]), _field)),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(action=hand_made, which=st.integers(0, 2))
def test_cartography_action_notation_validate_agrees_with_parse(action, which):
    """validate() (cheap field checks) accepts exactly the objects whose notation reads back
    as themselves, and check(obj) then equals check(str(obj))."""
    try:
        back = Action.validate(action)
    except NotationError:
        back = None
    try:
        fast = action.validate()
    except NotationError:
        fast = None
    assert fast == back
    s = positions()[which]
    verdict = s.check(action)
    if back is None:
        assert verdict.rule == "cartography.action.notation"
    else:
        by_text = s.check(str(action))
        assert (verdict.ok, verdict.rule) == (by_text.ok, by_text.rule)


def test_cartography_action_notation_huge_numbers():
    """A 4,301-digit number in a notation is a NotationError (also in a saved match, where
    it is a BadSave), never Python's ValueError about long integers."""
    s = GAME.new_game(supply={})
    for text in ("stone at (0," + "9" * 4301 + ")a", "tile O3 at (" + "9" * 4301 + ",1)"):
        v = s.check(text)
        assert not v and v.rule == "cartography.action.notation"
        with pytest.raises(NotationError):
            s.apply(text)
        with pytest.raises(NotationError):
            CartographyAction.parse(text)
    # Within the length cap a long number is read, and the rules refuse it.
    for text in ("stone at (0," + "9" * 150 + ")a", "stone at (0,99999999999)a"):
        assert s.check(text).rule == "cartography.stone.one-per-region"
    doc = json.loads(Match(GAME.new_game(supply={})).to_json())
    doc["actions"] = ["stone at (0," + "9" * 4301 + ")a"]
    doc["cursor"] = 1
    with pytest.raises(BadSave):
        Match.from_json(json.dumps(doc))


def test_cartography_action_notation_linear_time(monkeypatch):
    """Reading notation takes time linear in its length: trailing or inner runs of spaces
    no longer make the reader backtrack (10,000 spaces took 0.76 s, 30,000 took 5-7 s)."""
    s = GAME.new_game(tiles_per_player=5)
    for spaces in (190, 10_000, 30_000):
        for text in ("tile O3 at (0,1) rot 0" + " " * spaces + "x",
                     "stone at (0,0)a" + " " * spaces + "x", "tile O3 at (0,1)" + " " * spaces,
                     "tile O3 at (0,1) rot" + " " * spaces + "0", " " * spaces + "pass"):
            t = time.perf_counter()
            s.check(text)
            assert time.perf_counter() - t < 0.05, (spaces, text[:30])
    assert s.check("tile O3 at (0,1) rot 0" + " " * 150)  # within the cap: legal
    # Without the length cap, 300,000 characters are still read at once.
    monkeypatch.setattr(cartography_state, "MAX_NOTATION", 10**7)
    for text in ("tile O3 at (0,1) rot 0" + " " * 300_000 + "x",
                 "stone at (" + " " * 300_000 + "0,0)a",
                 "tile O3 at (0,1)" + " " * 300_000):
        t = time.perf_counter()
        try:
            CartographyAction.parse(text)
        except NotationError:
            pass
        assert time.perf_counter() - t < 0.5
    assert str(CartographyAction.parse("tile  o3   at ( 0 ,  1 )   rot   120" + " " * 300_000)) \
        == "tile O3 at (0,1) rot 0"
