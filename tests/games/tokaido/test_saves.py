"""Tokaido saves and position codes: what loads can be played and drawn (issue 13).

A save or code whose last action is any clean text (``<script>alert(1)</script>``, shown as
text) used to load and then make ``render`` raise KeyError for a seat that had not seen it;
so did a save whose ``last_seen`` hid an action that is no hidden draw, and the explorer's
paste box crashed on such a code. Now every field is checked on load: each one, given a
value of the wrong type or out of range, either loads as a state that works and draws for
every seat in both languages, or is a BadSave.
"""

from __future__ import annotations

import base64
import json
import random
import zlib

import pytest
from properties import check_works, json_paths

from tutor.core import BadSave, Match
from tutor.core.game import sample_chance
from tutor.games import tokaido
from tutor.games.tokaido.saves import consistency_problems

GAME = tokaido.GAME

WRONG = (None, True, 0, -1, 1, 7, 99, 2**63, 1.5, "", "x", "<script>alert(1)</script>",
         "move 12", "meal fugu", "deal kinko", "\x00", "³", [], [0], ["fugu"], {},
         {"cards": [], "knowers": 0})
"""Values put in place of a field: wrong types, out-of-range numbers, other notations."""


def hidden_meal() -> tokaido.TokaidoState:
    """Two players: Blue first at the inn, a meal just drawn for her alone (Red has not
    seen it: ``last_seen`` is Blue's bit)."""
    return tokaido.start(("kinko", "satsuki")).apply("move 15").apply("meal fugu")


def dealt() -> tokaido.TokaidoState:
    """Three players choosing travellers: Blue to choose, the last tile dealt to Green and
    seen by Green alone (the position the explorer's paste box crashed on)."""
    state = GAME.new_game(players=3, seed=1)
    assert (state.phase, state.actor, state.last_seen) == ("choose", 0, 0b100)
    return state


def random_states() -> list[tokaido.TokaidoState]:
    """States of a seeded 5-player game: at a Yoshiyasu-free draw, midway, at the end."""
    rng = random.Random(5)
    state = GAME.new_game(players=5, seed=5)
    states = [state]
    while not state.is_terminal():
        state = state.apply(sample_chance(state, rng) if state.is_chance()
                            else rng.choice(list(state.legal_actions())))
        states.append(state)
    return [states[len(states) // 3], states[-1]]


def paths(doc: dict) -> list[tuple]:
    """Every field of the saved state, and the first and last item of every list."""
    out = []
    for path in json_paths(doc["state"]):
        if not path:
            continue
        parent = doc["state"]
        for key in path[:-1]:
            parent = parent[key]
        if isinstance(parent, list) and path[-1] not in (0, len(parent) - 1):
            continue
        out.append(path)
    return out


@pytest.mark.parametrize("state", [hidden_meal(), dealt(), *random_states()],
                         ids=["2p-hidden-meal", "3p-dealt", "5p-midway", "5p-end"])
def test_every_field_mutated_loads_and_draws_or_is_bad_save(state):
    """Each field (and the first and last item of each list) set to each of :data:`WRONG`
    or dropped: BadSave, or a consistent state that plays, scores and draws for the teacher
    and every seat in both languages (checked once per field name and value: the same
    change to another traveller or deck layer draws alike), never another exception."""
    saved = state.to_json()
    doc = json.loads(saved)
    loaded, checked = 0, set()
    for path in paths(doc):
        for value in (*WRONG, "drop"):
            bad = json.loads(saved)
            parent = bad["state"]
            for key in path[:-1]:
                parent = parent[key]
            if value == "drop":
                del parent[path[-1]]
            elif parent[path[-1]] == value and type(parent[path[-1]]) is type(value):
                continue
            else:
                parent[path[-1]] = value
            try:
                back = GAME.from_json(json.dumps(bad))
            except BadSave:
                continue
            loaded += 1
            assert consistency_problems(back) == [], (path, value)
            key = (tuple(k for k in path if isinstance(k, str)), repr(value))
            if key not in checked:
                checked.add(key)
                check_works(GAME, back)
    assert loaded  # some changes are harmless (a knower bit, a last action's hidden kind)


@pytest.mark.parametrize("last", ["<script>alert(1)</script>", "move 12 now", "Move 12",
                                  "move  12", "meal", "hot spring 4", "a"])
def test_tokaido_save_last_action_must_be_a_notation(last):
    """A last action that is not an action in its exact notation is refused by the save,
    the position code, a saved match and the explorer's paste box, with the field named."""
    doc = json.loads(dealt().to_json())
    doc["state"]["last_action"] = last
    with pytest.raises(BadSave, match=r"state\.last_action"):
        GAME.from_json(json.dumps(doc))
    code = _code(doc["state"])
    with pytest.raises(BadSave, match=r"state\.last_action"):
        GAME.from_code(code)
    match = json.loads(Match(dealt()).to_json())
    match["initial"]["state"]["last_action"] = last
    with pytest.raises(BadSave, match=r"state\.last_action"):
        Match.from_json(json.dumps(match))


def test_tokaido_save_last_seen_only_hides_a_hidden_draw():
    """``last_seen`` may leave a seat out only after a hidden draw (a deal, a meal laid
    out, Satsuki's offer, the neutral's discard, Yoshiyasu's encounter cards): a move that
    some seat 'did not see' is refused; the real hidden meal loads and draws for Red."""
    state = hidden_meal()
    assert state.last_action == "meal fugu" and state.last_seen == 0b01
    for viewer in (None, 0, 1):
        assert state.render(viewer=viewer).startswith("<svg")
    doc = json.loads(state.to_json())
    doc["state"]["last_action"] = "move 15"
    with pytest.raises(BadSave, match="only a hidden draw"):
        GAME.from_json(json.dumps(doc))
    doc["state"]["last_action"] = None
    with pytest.raises(BadSave, match="only a hidden draw"):
        GAME.from_json(json.dumps(doc))
    doc["state"]["last_action"] = "meal fugu"
    doc["state"]["last_seen"] = 4
    with pytest.raises(BadSave, match=r"state\.last_seen is 4, outside 0\.\.3"):
        GAME.from_json(json.dumps(doc))


def test_explorer_paste_box_refuses_a_bad_code():
    """The explorer's paste box answers a code whose last action is not an action with the
    bad-code message and keeps its board (it raised KeyError drawing the board for Blue,
    who had not seen the last draw)."""
    from tutor.lessons import Progress
    from tutor.lessons.model import Explore
    from tutor.lessons.runner import LessonRun, course
    from tutor.lessons.widgets import ExplorerBox

    lesson = next(x for x in course("tokaido") if any(isinstance(s, Explore) for s in x.steps))
    spec = next(s for s in lesson.steps if isinstance(s, Explore))
    box = ExplorerBox(LessonRun(lesson, "en", Progress()), spec)
    board = box.board.value
    doc = json.loads(dealt().to_json())
    doc["state"]["last_action"] = "<script>alert(1)</script>"
    box.code.value = _code(doc["state"])
    assert "last_action" in box.result.value and "&lt;script&gt;" in box.result.value
    assert box.board.value == board
    box.code.value = dealt().code()
    assert box.result.value == "" and box.board.value != board


def _code(state_doc: dict) -> str:
    """A position code for a saved state's content, valid or not (written as
    ``state.code()`` writes it)."""
    raw = json.dumps(state_doc, separators=(",", ":"), sort_keys=True).encode()
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY,
                              GAME._code_dictionary())
    packed = packer.compress(raw) + packer.flush()
    return "tokaido:" + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
