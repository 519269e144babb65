"""Bad input to Kanagawa: malformed notations and action objects, corrupted saves.

Whatever comes in, the engine answers with a :class:`NotationError`, an illegal verdict or a
:class:`BadSave` that names the problem, and a save that loads is a state that works.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties import check_works, json_values, mutate

from tutor.bench import random_game
from tutor.core import BadSave, IllegalAction, Match, NotationError
from tutor.games import kanagawa
from tutor.games.kanagawa.state import KanagawaAction

GAME = kanagawa.GAME
HUGE = "place brush on S" + "9" * 4301


@pytest.fixture(scope="module")
def states() -> list:
    """States of random 2-, 3- and 4-player games, every phase included."""
    rng = random.Random(4)
    setup = GAME.new_game(players=3)
    shuffling = setup.apply("start tiles ST2,ST3,ST1").apply("shuffle red")
    out = [setup, shuffling, GAME.new_game(players=2, deck_backs="top", stack="TT")]
    for players in (2, 3, 4):
        game = random_game(GAME, rng, players=players)
        out += game[:80:7] + game[80::37] + [game[-1]]
    return out


def save(state) -> dict:
    return json.loads(state.to_json())


def load(doc: dict):
    return GAME.from_json(json.dumps(doc))


# -- notations and action objects ---------------------------------------------------------------


def test_a_number_of_4301_digits_is_a_notation_error():
    """A notation holding a huge number is refused as notation, never a ValueError: by
    check, apply and parse; and a saved match holding it is a BadSave."""
    s = kanagawa.new_game(players=2, seed=1)
    v = s.check(HUGE)
    assert not v and v.rule == "kanagawa.action.notation" and v.in_lang("zh-Hant")
    with pytest.raises(NotationError):
        s.apply(HUGE)
    with pytest.raises(NotationError):
        KanagawaAction.parse(HUGE)
    with pytest.raises(NotationError):
        KanagawaAction.parse("place brush on S" + "9" * 150)  # short enough, too many digits
    match = Match(kanagawa.GAME, players=2, seed=1)
    doc = json.loads(match.to_json())
    doc["actions"] = [HUGE]
    with pytest.raises(BadSave, match="does not replay"):
        Match.from_json(json.dumps(doc))


@pytest.mark.parametrize("obj", [
    KanagawaAction("take"), KanagawaAction("take", "", (True,)), KanagawaAction("take", "", [2]),
    KanagawaAction("take", "", (2.0,)), KanagawaAction("take", "", (12,)),
    KanagawaAction("take", "", (-1,)), KanagawaAction("paint", "A05", (1, 0)),
    KanagawaAction("studio", "A05 "), KanagawaAction("studio", None),  # type: ignore[arg-type]
    KanagawaAction(["take"]), KanagawaAction("fly"), KanagawaAction("wait", "x"),  # type: ignore
    KanagawaAction("place", "", (10**4300,)), KanagawaAction("shuffle", "purple"),
    KanagawaAction("storm", "Spring", (1,)),
])
def test_malformed_objects_are_notation_errors(obj):
    """A malformed hand-built action is a NotationError (never IndexError or TypeError) for
    check and apply, and its text is refused the same way."""
    s = kanagawa.new_game(players=2, seed=1)
    v = s.check(obj)
    assert not v and v.rule == "kanagawa.action.notation"
    assert v.in_lang("zh-Hant") and v.reason
    assert s.check(str(obj)).rule == "kanagawa.action.notation"
    with pytest.raises(NotationError, match="malformed KanagawaAction"):
        s.apply(obj)
    with pytest.raises(NotationError):
        s.parse_action(str(obj))
    assert "KanagawaAction(" in repr(obj)


def test_take_column_true_is_a_notation_error():
    """'take column True', as text or as an object, is refused as notation."""
    s = kanagawa.new_game(players=2, seed=1)
    for action in ("take column True", KanagawaAction("take", "", (True,))):
        assert s.check(action).rule == "kanagawa.action.notation"
        with pytest.raises(NotationError):
            s.apply(action)


def test_well_formed_objects_are_their_text():
    """A hand-built object that is well formed is the action its text reads as."""
    s = kanagawa.new_game(players=2, seed=1)
    obj = KanagawaAction("take", "", (2,))
    assert s.check(obj) == s.check("take column 2") and s.check(obj)
    assert s.apply(obj) == s.apply("take column 2")
    assert repr(obj) == "KanagawaAction.parse('take column 2')"


values = st.one_of(st.none(), st.booleans(), st.integers(-3, 80), st.floats(allow_nan=False),
                   st.text(max_size=6), st.sampled_from(["A05", "S1", "trees-3", "spring",
                                                         "ST1,ST2", "blue", "wait"]))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.one_of(st.sampled_from(["take", "wait", "studio", "paint", "place", "move",
                                       "diploma", "decline", "end", "storm", "deal", "tiles",
                                       "shuffle"]), values),
       name=values, slots=st.one_of(st.tuples(), st.tuples(values), st.tuples(values, values),
                                    st.lists(st.integers(0, 9), max_size=2), values),
       at=st.integers(0, 10_000))
def test_objects_and_their_text_get_the_same_verdict(kind, name, slots, at):
    """For any object, check(obj) and check(str(obj)) give the same verdict (legality and
    rule), apply raises only NotationError or IllegalAction, and nothing changes."""
    s = _STATES[at % len(_STATES)]
    obj = KanagawaAction(kind, name, slots)
    before = s.to_json()
    a, b = s.check(obj), s.check(str(obj))
    assert (bool(a), a.rule) == (bool(b), b.rule), (obj, a, b)
    if not a:
        with pytest.raises((NotationError, IllegalAction)):
            s.apply(obj)
    assert s.to_json() == before


_STATES = [s for s in random_game(GAME, random.Random(9), players=3)][::5]


# -- saves -----------------------------------------------------------------------------------------


def _mid(states, phase):
    return next(s for s in states if s.phase == phase)


CORRUPTIONS = [
    # (what, phase of the state changed, change to the "state" object, field named)
    ("a storm mark with an unknown season", "use",
     lambda d: d["areas"][0]["marks"].append([1, "monsoon"]), r"state\.areas\[0\]\.marks"),
    ("taken=[False] in a 2-player game", "school",
     lambda d: d.__setitem__("taken", [False]), r"state\.taken"),
    ("rows=2**63", "school", lambda d: d.__setitem__("rows", 2**63), r"state\.rows"),
    ("all columns taken, pupils in class", "school",
     lambda d: d.__setitem__("taken", [True] * len(d["taken"])), r"state\.taken"),
    ("a number for last_action", "school",
     lambda d: d.__setitem__("last_action", 42), r"state\.last_action"),
    ("a control character in last_action", "school",
     lambda d: d.__setitem__("last_action", "wait\x07"), r"state\.last_action"),
    ("a lone surrogate in last_action", "school",
     lambda d: d.__setitem__("last_action", "wait\ud800"), r"state\.last_action"),
    ("a last action that is no action", "school",
     lambda d: d.__setitem__("last_action", "fly"), r"state\.last_action"),
    ("a deal with two spaces (drawing it for a seat raised KeyError)", "school",
     lambda d: d.__setitem__("last_action", "deal  A05"), r"state\.last_action must be written"),
    ("a last action not in its exact notation", "school",
     lambda d: d.__setitem__("last_action", " wait"), r"state\.last_action must be written"),
    ("a 73rd card", "use", lambda d: d["areas"][1]["studio"].append(d["deck"][0]),
     "lesson card"),
    ("a card missing", "school", lambda d: d["deck"].pop(), r"state\.backs|lesson card"),
    ("an unknown card", "school", lambda d: d["deck"].__setitem__(0, "Z99"), r"state\.deck"),
    ("the deck unsorted", "school", lambda d: d["deck"].reverse(), r"state\.deck"),
    ("backs of the wrong colours", "school",
     lambda d: d.__setitem__("backs", "T" * len(d["backs"])), r"state\.backs"),
    ("backs with a stranger letter", "school",
     lambda d: d.__setitem__("backs", "X" + d["backs"][1:]), r"state\.backs"),
    ("16 brushes", "school",
     lambda d: d.__setitem__("supply_brushes", d["supply_brushes"] + 1), "brushes"),
    ("4 storm tokens", "school", lambda d: d["areas"][0].__setitem__("storms", 1), "storm"),
    ("a diploma missing", "school", lambda d: d["diplomas"].pop(), "diploma"),
    ("a diploma twice", "school",
     lambda d: d["areas"][0]["diplomas"].append(d["diplomas"][0]), "diploma"),
    ("a reserve of 1.5 brushes", "school",
     lambda d: d["areas"][0].__setitem__("reserve", 1.5), r"state\.areas\[0\]\.reserve"),
    ("players as text", "school", lambda d: d.__setitem__("players", "2"), r"state\.players"),
    ("an area missing", "school", lambda d: d["areas"].pop(), r"state\.areas"),
    ("an unknown phase", "school", lambda d: d.__setitem__("phase", "lunch"), r"state\.phase"),
    ("an unknown option", "school",
     lambda d: d["options"].__setitem__("wind", 3), r"state\.options\.wind"),
    ("a bad option value", "school",
     lambda d: d["options"].__setitem__("universal_wild", 1), r"state\.options\.universal_wild"),
    ("a stack option of 19 green backs", "school",
     lambda d: d["options"].__setitem__("stack", "T" * 19), r"state\.options\.stack"),
    ("a school row too short", "school",
     lambda d: d["school"][0].pop(), r"state\.school\[0\]"),
    ("a card in a taken column", "use",
     lambda d: d["school"][2].__setitem__(d["taken"].index(True), d["deck"][0]), "lesson card"),
    ("the actor out of class while choosing", "school",
     lambda d: d["areas"][d["actor"]].__setitem__("in_class", False), r"state\.taken"),
    ("moves left outside a turn", "school",
     lambda d: d.__setitem__("moves_left", 2), r"state\.moves_left"),
    ("a brush on no landscape", "use",
     lambda d: d["areas"][0].update(brushes=[0, 0]), r"state\.areas\[0\]\.brushes"),
    ("a huge number of storm tokens", "school",
     lambda d: d["areas"][0].__setitem__("storms", 10**30), r"state\.areas\[0\]\.storms"),
    ("a deeply odd school", "school", lambda d: d.__setitem__("school", [[[]]]), r"state\.school"),
    ("a pupil without a start tile", "school",
     lambda d: d["areas"][0].__setitem__("tile", ""), r"state\.areas"),
    ("two pupils with one start tile", "school",
     lambda d: d["areas"][0].__setitem__("tile", d["areas"][1]["tile"]), r"state\.areas"),
]


@pytest.mark.parametrize("what,phase,change,field", CORRUPTIONS, ids=[c[0] for c in CORRUPTIONS])
def test_corrupted_saves_are_bad_saves_naming_the_field(states, what, phase, change, field):
    """Each corruption of a real save is a BadSave whose message names the field."""
    s = next(s for s in states if s.phase == phase and s.n == 2)
    doc = save(s)
    change(doc["state"])
    with pytest.raises(BadSave, match=field):
        load(doc)


def test_saves_load_in_every_phase(states):
    """Saves of every phase of real games load back exactly."""
    assert {s.phase for s in states} >= {"setup", "shuffle", "deal", "school", "use", "over"}
    for s in states:
        assert GAME.from_json(s.to_json()) == s


# -- mutated saves ---------------------------------------------------------------------------------


save_values = json_values("A05", "T18", "ST1", "trees-3", "spring", "storm", "use", "deal",
                          "ACBT", "take column 1")
"""Values to put into a save: JSON of every kind and the game's own terms."""


@settings(max_examples=250, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_mutated_saves_raise_only_bad_save(states, data):
    """Saves with fields replaced, dropped, nudged, retyped or swapped (:func:`mutate`) load
    as states that work (moves, scores, boards, determinize, round trip: :func:`check_works`)
    or are refused with BadSave: nothing else."""
    doc = save(data.draw(st.sampled_from(states)))
    for _ in range(data.draw(st.integers(1, 3))):
        mutate(doc, data.draw, save_values)
    try:
        loaded = load(doc)
    except BadSave as e:
        assert str(e)
        return
    check_works(GAME, loaded)

