"""Saved Cartography states are untrusted input (issue 7, section 6).

Every field is read with :class:`tutor.core.validate.Reader` and checked against the
invariants that play keeps; any way a save is wrong is a BadSave whose message names the
field. A save that loads works: it lists its moves, scores, draws and round-trips.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from properties import check_works, fast, json_values, mutate

import tutor
from tutor.core import BadSave, RandomBot
from tutor.games.cartography.state import CartographyState

GAME = tutor.load("cartography")


def play(state: CartographyState, *actions: str) -> CartographyState:
    for a in actions:
        state = state.apply(a)
    return state


def saved(state: CartographyState) -> dict:
    """The save of ``state`` as a dict, to corrupt."""
    return json.loads(state.to_json())


def refused(doc: dict, *words: str) -> str:
    """Loading ``doc`` is a BadSave whose message holds ``words``; returns the message."""
    with pytest.raises(BadSave) as info:
        GAME.from_json(json.dumps(doc))
    message = str(info.value)
    for word in words:
        assert word in message, message
    return message


def random_states(seed: int, n: int = 5, **options) -> list[CartographyState]:
    """Every state of a random game."""
    bot, state = RandomBot(seed), GAME.new_game(tiles_per_player=n, **options)
    states = [state]
    while not state.is_terminal():
        state = state.apply(bot.choose(state))
        states.append(state)
    return states


MID = play(GAME.new_game(tiles_per_player=5), "tile O3 at (0,1) rot 0", "stone at (0,0)a",
           "tile O2 at (0,-2) rot 120", "stone at (0,-2)a")
"""A position in the tile phase with a stone of each colour."""
END_OF_TILES = random_states(3)[-3]
"""Late in a random game: every tile laid, stones only."""


def test_saves_round_trip_exactly():
    """Saves of every state of random games (every option) load back equal."""
    for seed, options in enumerate([{}, {"ko": "super"}, {"ko_position": "map"},
                                    {"ko": "super", "ko_position": "map", "start_player": 1}]):
        for state in random_states(seed, **options):
            text = state.to_json()
            back = GAME.from_json(text)
            assert back == state and back.to_json() == text
            assert back.legal_actions().notations() == state.legal_actions().notations()


def test_saves_reject_infinity_and_nan():
    """"passes": Infinity (or NaN) is not JSON: BadSave, not OverflowError."""
    text = MID.to_json().replace('"passes":0', '"passes":Infinity')
    assert "Infinity" in text
    with pytest.raises(BadSave, match="Infinity"):
        GAME.from_json(text)
    with pytest.raises(BadSave, match="NaN"):
        GAME.from_json(MID.to_json().replace('"passes":0', '"passes":NaN'))
    # Data handed over directly (not as JSON text) is read field by field.
    d = saved(MID)["state"]
    for bad in (float("inf"), float("nan"), 1.0, "1", None, True, [1]):
        with pytest.raises(BadSave, match=r"state\.passes"):
            GAME._from_dict(dict(d, passes=bad))


def test_saves_reject_a_tile_step_with_no_tile():
    """The tile step with no tile that fits (none left): no legal action and not over."""
    doc = saved(END_OF_TILES)
    assert doc["state"]["tiles_left"] == [0, 0] and doc["state"]["phase"] == "stone"
    doc["state"]["phase"] = "tile"
    refused(doc, "state.phase", "no tile")
    # ... and the stone step while a tile fits (the tile is mandatory).
    doc = saved(MID)
    assert doc["state"]["phase"] == "tile"
    doc["state"]["phase"] = "stone"
    refused(doc, "state.phase", "tile that fits")


@pytest.mark.parametrize("field", ["tiles_left", "prisoners", "stones_left"])
def test_saves_reject_a_third_player(field):
    """Per-player lists have exactly two entries."""
    doc = saved(MID)
    doc["state"][field].append(0)
    refused(doc, f"state.{field}", "2 items")
    doc["state"][field] = [0]
    refused(doc, f"state.{field}")


def test_saves_reject_negative_and_impossible_counts():
    """Negative prisoners or stones, too many tiles, counts that do not add up."""
    for field, index, value, words in (
            ("prisoners", 0, -1, ("state.prisoners[0]", "outside")),
            ("stones_left", 1, -3, ("state.stones_left[1]",)),
            ("stones_left", 0, 31, ("state.stones_left[0]",)),
            ("prisoners", 1, 1, ("state.stones_left[0]", "30")),
            ("tiles_left", 0, 6, ("state.tiles_left[0]",)),
            ("tiles_left", 0, 3, ("state.tiles_left",))):
        doc = saved(MID)
        doc["state"][field][index] = value
        refused(doc, *words)
    doc = saved(MID)
    doc["state"]["supply"]["O3"] = 5
    refused(doc, "state.supply.O3")
    doc["state"]["supply"] = dict(saved(MID)["state"]["supply"], Q9=1)
    refused(doc, "state.supply.Q9")


def test_saves_reject_over_without_two_passes():
    """A game is over exactly when both players have passed in a row."""
    doc = saved(MID)
    doc["state"]["over"] = True
    refused(doc, "state.over")
    end = play(GAME.new_game(supply={}), "pass", "pass")
    doc = saved(end)
    doc["state"]["over"] = False
    refused(doc, "state.over")
    doc = saved(play(GAME.new_game(supply={}), "stone at (0,0)a"))
    doc["state"]["passes"] = 1
    refused(doc, "state.passes", "not a pass")


def test_saves_reject_groups_without_liberties():
    """A group with no open neighbouring region would have been captured."""
    s = play(GAME.new_game(supply={}), "stone at (0,0)a", "stone at (0,-1)a",
             "stone at (1,0)a")
    doc = saved(s)
    stones = doc["state"]["stones"]
    ring = [s.region(slot) for slot in ((-1, -1), (0, -1), (1, -1), (1, 0), (0, 0), (-1, 0))]
    for i, region in enumerate(ring):  # fill the ring, alternating colours
        stones[region] = i % 2
    doc["state"]["stones_left"] = [27, 27]
    refused(doc, "state.stones", "no open neighbouring region")


@pytest.mark.parametrize("value,words", [
    (42, ("state.last_action", "string")),
    (["pass"], ("state.last_action", "string")),
    ("pass\x07", ("state.last_action", "cannot be shown")),
    ("stone at (0,0)a\u202e", ("state.last_action",)),
    ("\ud800", ("state.last_action", "cannot be shown")),
    ("fly", ("state.last_action", "not a Cartography action")),
    ("stone at (0,1)A", ("state.last_action", "must be written")),
    ("x" * 201, ("state.last_action", "characters")),
])
def test_saves_reject_bad_last_action(value, words):
    """last_action is shown on the board: a string, printable, an action's exact notation."""
    doc = saved(MID)
    doc["state"]["last_action"] = value
    refused(doc, *words)


def test_saves_reject_an_inconsistent_tile_step():
    """'placed' says a tile was laid this turn: the last action is that tile, the step is
    the stone step."""
    after_tile = MID.apply("tile O3 at (-1,1) rot 0")
    doc = saved(after_tile)
    doc["state"]["last_action"] = "stone at (0,1)a"
    refused(doc, "state.placed")
    doc = saved(after_tile)
    doc["state"]["phase"] = "tile"
    refused(doc, "state.phase")
    doc = saved(MID)
    doc["state"]["placed"] = True
    refused(doc, "state.placed")


def test_saves_reject_bad_ko_positions():
    """ko_key and seen hold positions of this map, in the form the options give."""
    s = play(GAME.new_game(supply={}, ko="super"), "stone at (0,0)a", "stone at (0,-1)a")
    doc = saved(s)
    assert doc["state"]["ko_key"] == [None, [-1, -1, -1, -1, 0]]
    for bad, words in (([3, [0]], "null"), ([None, [0, 5]], "outside"),
                       ([None, [0, -1]], "empty region"), ([None, [0] * 7], "items"),
                       ("x", "list"), ([None], "2 items")):
        d = json.loads(json.dumps(doc))
        d["state"]["ko_key"] = bad
        refused(d, "state.ko_key")
        d = json.loads(json.dumps(doc))
        d["state"]["seen"] = [bad]
        refused(d, "state.seen[0]", words)
    simple = saved(play(GAME.new_game(supply={}), "stone at (0,0)a"))
    simple["state"]["seen"] = [[None, [0]]]
    refused(simple, "state.seen", "ko='super'")


def test_saves_reject_bad_maps():
    """Tiles are read one by one and must be laid where they fit."""
    for change, words in (
            (lambda t: t.append([0, 1, "O3", 120]), ("state.tiles[8][3]", "0")),
            (lambda t: t.append([0.5, 2, "O3", 0]), ("state.tiles[8][0]", "integer")),
            (lambda t: t.append([0, 10**30, "O3", 0]), ("state.tiles[8][1]", "outside")),
            (lambda t: t.append([5, 5, "O3", 0]), ("state.tiles[8]", "shares no side")),
            (lambda t: t.append([0, 1, "O3", 0]), ("state.tiles[8]", "already a tile")),
            (lambda t: t.append(["O3", 0, 1]), ("state.tiles[8]", "4 items")),
            (lambda t: t.append(None), ("state.tiles[8]", "list")),
            (lambda t: t.__setitem__(0, [9, 9, "O3", 0]), ("state.tiles[0]", "start")),
            (lambda t: t.__delitem__(slice(3, None)), ("state.tiles", "start hexagon")),
            (lambda t: t.extend([[0, 1 + i, "O3", 0] for i in range(40)]),
             ("state.tiles", "at most"))):
        doc = saved(MID)
        change(doc["state"]["tiles"])
        refused(doc, *words)


FIELDS = ["options", "tiles", "stones", "supply", "tiles_left", "stones_left", "prisoners",
          "player", "phase", "placed", "passes", "over", "ko_key", "seen", "last_action",
          "last_captured"]


@pytest.mark.parametrize("field", FIELDS)
def test_saves_reject_wrong_types_and_missing_fields(field):
    """Every field, missing or of the wrong type, is a BadSave naming it."""
    good = saved(MID)
    assert set(good["state"]) == set(FIELDS)
    doc = json.loads(json.dumps(good))
    del doc["state"][field]
    refused(doc, f"state.{field}", "missing")
    for wrong in (3, 2.5, "x", True, [], {}, [None], {"a": 1}):
        if wrong == good["state"][field] or (field in ("ko_key", "last_action")
                                              and wrong is None):
            continue
        doc = json.loads(json.dumps(good))
        doc["state"][field] = wrong
        refused(doc, "state." + field.split("_")[0])


# -- mutated saves ----------------------------------------------------------------------------

save_values = json_values("O3", "C2", "tile", "stone", "pass", "simple", "super", "map",
                          "stones", "start-player")
"""Values to put into a save: JSON of every kind and the game's own terms."""


STATES = [s for seed, opts in enumerate([{}, {"ko": "super"}, {"ko_position": "map"}])
          for s in random_states(seed, **opts)[::4]]
"""States of random games to corrupt."""


@fast(400)
@given(data=st.data())
def test_mutated_saves_fail_cleanly_or_work(data):
    """Change, drop, nudge, retype or swap values anywhere in a save (:func:`mutate`):
    loading raises only BadSave, and a state that loads lists its moves, scores, renders
    and round-trips (:func:`check_works`)."""
    doc = saved(data.draw(st.sampled_from(STATES), label="state"))
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        mutate(doc, data.draw, save_values)
    try:
        loaded = GAME.from_json(json.dumps(doc))
    except BadSave:
        return
    check_works(GAME, loaded)


def test_random_corruptions_of_a_long_game():
    """Many random single-field changes of a long game's saves: BadSave or a working state."""
    rng = random.Random(7)
    states = random_states(11, n=15)
    for _ in range(300):
        state = rng.choice(states)
        doc = saved(state)
        field = rng.choice(FIELDS)
        value = doc["state"][field]
        if isinstance(value, list) and value and rng.random() < 0.7:
            i = rng.randrange(len(value))
            value[i] = rng.choice([-1, 0, 1, 2, None, "x", [0], 10**20])
        else:
            doc["state"][field] = rng.choice([0, 1, -1, None, "x", [], {}, 10**20, True])
        try:
            loaded = GAME.from_json(json.dumps(doc))
        except BadSave:
            continue
        loaded.legal_actions()
        loaded.scores()
        loaded.render()
