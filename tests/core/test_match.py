"""Match: play, undo, redo, goto, history, saving and loading, observers, chance.

Cartography (no chance) exercises the log; the fake coin game of ``conftest.py`` (a set-up
coin, then call / flip rounds) exercises chance nodes.
"""

from __future__ import annotations

import importlib
import json

import pytest

import tutor
from tutor.core import BadSave, IllegalAction, Match, NotationError

GAME = tutor.load("cartography")
OPENING = ("tile O3 at (0,1) rot 0", "stone at (0,1)a", "tile O3 at (0,-2) rot 0",
           "stone at (0,-2)a", "tile C1 at (1,1) rot 240")


def cartography_match(*actions: str, **kw) -> Match:
    m = Match(GAME, seed=1, tiles_per_player=5, **kw)
    for a in actions:
        m.play(a)
    return m


# -- playing and the log ---------------------------------------------------------------------


def test_play_and_history():
    """play() applies text or action objects and logs them with notation and seat."""
    m = cartography_match()
    assert m.cursor == 0 and m.history == [] and m.state == m.initial
    new = m.play(OPENING[0])
    assert new is m.state and m.cursor == 1
    action = m.state.parse_action(OPENING[1])
    m.play(action)
    assert [str(s) for s in m.history] == ["1. P1: tile O3 at (0,1) rot 0",
                                           "2. P1: stone at (0,1)a"]
    assert [(s.index, s.player, s.notation) for s in m.history] == [
        (0, 0, OPENING[0]), (1, 0, OPENING[1])]
    m.play(OPENING[2])
    assert m.history[-1].player == 1
    assert m.state == GAME.new_game(tiles_per_player=5).apply(OPENING[0]).apply(
        OPENING[1]).apply(OPENING[2])
    assert repr(m) == "<Match cartography: step 3 of 3>"


def test_illegal_play_changes_nothing():
    """An illegal or unreadable action raises and leaves the match as it was."""
    m = cartography_match(*OPENING[:2])
    before = (m.cursor, [str(s) for s in m.log], m.state.to_json())
    with pytest.raises(IllegalAction) as info:
        m.play("stone at (0,0)a")  # Orange must lay a tile first
    assert info.value.rule == "cartography.tile.mandatory"
    with pytest.raises(NotationError):
        m.play("take column 2")
    assert (m.cursor, [str(s) for s in m.log], m.state.to_json()) == before
    assert not m.check("stone at (0,0)a") and m.check(OPENING[2])


def test_undo_redo():
    """undo steps back one action, redo replays it; at either end they do nothing."""
    m = cartography_match()
    assert not m.can_undo() and not m.can_redo()
    m.undo()
    m.redo()
    assert m.cursor == 0
    states = [m.state]
    for a in OPENING:
        states.append(m.play(a))
    m.undo()
    m.undo()
    assert m.cursor == 3 and m.state == states[3]
    assert len(m.history) == 3 and len(m.log) == 5
    assert m.can_redo()
    m.redo()
    assert m.cursor == 4 and m.state == states[4]
    m.redo()
    m.redo()  # nothing left to redo
    assert m.cursor == 5 and m.state == states[5]
    assert not m.can_redo()


def test_play_after_undo_drops_the_redo_tail():
    """A new action after undo replaces what was undone."""
    m = cartography_match(*OPENING)
    m.undo()
    m.undo()
    m.play("no stone")
    assert m.cursor == 4 and len(m.log) == 4
    assert m.history[-1].notation == "no stone" and not m.can_redo()


def test_goto():
    """goto(n) shows the position after n logged actions; bad steps are refused."""
    m = cartography_match(*OPENING)
    m.goto(0)
    assert m.state == m.initial and m.cursor == 0 and len(m.log) == 5
    m.goto(2)
    assert m.state == GAME.new_game(tiles_per_player=5).apply(OPENING[0]).apply(OPENING[1])
    m.goto(5)
    assert m.cursor == 5
    for bad in (-1, 6, "2", 1.0):
        with pytest.raises(ValueError, match="step must be between 0 and 5"):
            m.goto(bad)
    assert m.cursor == 5


def test_observers():
    """observe() callbacks run after each play, undo, redo and goto; unobserve stops them."""
    m = cartography_match()
    seen = []

    def callback(match):
        seen.append(match.cursor)

    m.observe(callback)
    m.play(OPENING[0])
    m.play(OPENING[1])
    m.undo()
    m.redo()
    m.goto(0)
    with pytest.raises(IllegalAction):
        m.play("pass")  # no change, no call
    assert seen == [1, 2, 1, 2, 0]
    m.unobserve(callback)
    m.play(OPENING[0])
    assert seen == [1, 2, 1, 2, 0]


def test_bot_move():
    """bot_move lets a bot (greedy by default) play a legal action for the player to act."""
    m = cartography_match()
    before = m.state
    action = m.bot_move()
    assert before.check(action) and m.cursor == 1
    assert m.history[0].notation == str(action)
    from tutor.core import RandomBot

    action = m.bot_move(RandomBot(3))
    assert m.cursor == 2 and m.history[1].notation == str(action)


# -- saving and loading ----------------------------------------------------------------------


def test_save_and_load(tmp_path):
    """save/load keep the initial state, every action (undone ones too) and the cursor."""
    m = cartography_match(*OPENING, ko="super")
    m.undo()
    path = tmp_path / "game.json"
    m.save(path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == "tutor-match" and doc["game"] == "cartography"
    assert doc["actions"] == list(OPENING) and doc["cursor"] == 4
    loaded = Match.load(path)
    assert loaded.cursor == 4 and [str(s) for s in loaded.log] == [str(s) for s in m.log]
    assert loaded.state == m.state and loaded.initial == m.initial
    assert loaded.state.opts["ko"] == "super"
    loaded.redo()
    assert loaded.state.last_action == OPENING[-1]
    assert Match.from_json(m.to_json()).to_json() == m.to_json()


def test_positions_from_people_must_draw(monkeypatch):
    """A position code and a saved match load only if the board draws for the teacher and
    every seat in both languages (a board that raises for one seat is a BadSave naming it);
    ``from_json`` checks it when asked (``boards=True``)."""
    drawing = importlib.import_module("tutor.games.cartography.render")
    m = cartography_match(*OPENING)
    code, saved, state_json = m.state.code(), m.to_json(), m.initial.to_json()
    real = drawing.render

    def fails_for_red(state, viewer=None, **kw):
        if viewer == 1 and kw.get("lang") == "zh-Hant":
            raise KeyError("a field no board can show")
        return real(state, viewer=viewer, **kw)

    monkeypatch.setattr(drawing, "render", fails_for_red)
    with pytest.raises(BadSave, match=r"cannot be drawn for seat 1 \(zh-Hant\): KeyError"):
        GAME.from_code(code)
    with pytest.raises(BadSave, match="cannot be drawn for seat 1"):
        Match.from_json(saved)
    with pytest.raises(BadSave, match="cannot be drawn for seat 1"):
        GAME.from_json(state_json, boards=True)
    assert GAME.from_json(state_json) == m.initial
    monkeypatch.setattr(drawing, "render", real)
    assert GAME.from_code(code) == m.state


def _tampered(m: Match, change) -> str:
    doc = json.loads(m.to_json())
    change(doc)
    return json.dumps(doc)


def test_tampered_saves_are_refused(tmp_path):
    """Saves with an illegal action name the step; other damage is refused with BadSave."""
    m = cartography_match(*OPENING)

    def set_action(i, text):
        return lambda d: d["actions"].__setitem__(i, text)

    with pytest.raises(BadSave, match=r"action 3 'stone at \(5,5\)a' does not replay"):
        Match.from_json(_tampered(m, set_action(2, "stone at (5,5)a")))
    with pytest.raises(BadSave, match="action 2 .* does not replay"):
        Match.from_json(_tampered(m, set_action(1, "tile Q9 nowhere")))
    bad = [
        "not json",
        json.dumps([1, 2]),
        _tampered(m, lambda d: d.__setitem__("format", "tutor-state")),
        _tampered(m, lambda d: d.__setitem__("version", 2)),
        _tampered(m, lambda d: d.__setitem__("game", "chess")),
        _tampered(m, lambda d: d.pop("game")),
        _tampered(m, lambda d: d.__setitem__("actions", "tile O3 at (0,1)")),
        _tampered(m, lambda d: d.__setitem__("actions", [1, 2])),
        _tampered(m, lambda d: d.__setitem__("cursor", 6)),
        _tampered(m, lambda d: d.__setitem__("cursor", -1)),
        _tampered(m, lambda d: d.__setitem__("cursor", "2")),
        _tampered(m, lambda d: d.__setitem__("seed", "one")),
        _tampered(m, lambda d: d["initial"]["state"]["stones_left"].__setitem__(0, 31)),
        _tampered(m, lambda d: d.__setitem__("initial", None)),
    ]
    for i, text in enumerate(bad):
        path = tmp_path / f"bad{i}.json"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(BadSave):
            Match.load(path)


def test_hostile_saves_are_bad_saves_not_crashes(tmp_path):
    """Whatever the bytes, loading a save raises BadSave or works (issue 7, section 6)."""
    m = cartography_match(*OPENING)
    good = m.to_json()
    state = m.state.to_json()
    texts = [
        None, 12, b"\xff\xfe{}", "[" * 100_000 + "]" * 100_000,
        good.replace('"cursor": 5', '"cursor": Infinity'),
        good.replace('"cursor": 5', '"cursor": NaN'),
        good.replace('"seed": 1', '"seed": ' + "9" * 4301),
        good.replace('"seed": 1', '"seed": 1e400'),
        _tampered(m, lambda d: d["actions"].__setitem__(0, "stone at (0," + "9" * 4301 + ")a")),
        _tampered(m, lambda d: d["actions"].__setitem__(0, "tile O3 at (0,1)" + " " * 30_000)),
        _tampered(m, lambda d: d.__setitem__("game", ["cartography"])),
        _tampered(m, lambda d: d.__setitem__("seed", True)),
    ]
    for text in texts:
        with pytest.raises(BadSave):
            Match.from_json(text)
    for text in (None, b"\xff\xfe", "[" * 100_000, state.replace("false", "NaN", 1)):
        with pytest.raises(BadSave):
            GAME.from_json(text)
    path = tmp_path / "utf16.json"
    path.write_bytes(b"\xff\xfe" + good.encode("utf-16-le"))
    with pytest.raises(BadSave, match="UTF-8"):
        Match.load(path)
    path.write_bytes(good.encode("utf-8"))
    assert Match.load(path).cursor == m.cursor


def test_long_notations_are_refused_at_once():
    """Notations are capped (MAX_NOTATION), so hostile input cannot make parsing slow."""
    import time

    from tutor.core.game import MAX_NOTATION

    s = GAME.new_game()
    t = time.perf_counter()
    for text in ("tile O3 at (0,1) rot 0" + " " * 100_000, "stone at (0," + "9" * 4301 + ")a"):
        with pytest.raises(NotationError, match=f"at most {MAX_NOTATION}"):
            s.apply(text)
        assert s.check(text).rule == "cartography.action.notation"
    assert time.perf_counter() - t < 0.5


def test_a_saved_cursor_on_a_chance_event_is_refused(coin, monkeypatch):
    """A match is saved at a decision or at the end, never between a move and its deal."""
    real = tutor.load
    monkeypatch.setattr(tutor, "load", lambda name: coin if name == "coin" else real(name))
    m = Match(coin.new_game(), seed=2)
    m.play("call heads")
    doc = json.loads(m.to_json())
    assert doc["actions"][-1].startswith("coin")
    assert Match.from_json(json.dumps(doc)).cursor == len(doc["actions"])
    doc["cursor"] = len(doc["actions"]) - 1
    with pytest.raises(BadSave, match="chance"):
        Match.from_json(json.dumps(doc))


# -- chance (the coin game of conftest.py) -------------------------------------------------


def test_new_game_seed_resolves_setup_chance(coin):
    """new_game(seed=...) plays the set-up chance with that seed; without one it waits."""
    assert coin.new_game().is_chance()
    firsts = {coin.new_game(seed=s).first for s in range(20)}
    assert firsts == {0, 1}
    for s in range(5):
        state = coin.new_game(seed=s)
        assert not state.is_chance() and state == coin.new_game(seed=s)


def test_match_resolves_chance_reproducibly(coin):
    """With auto_chance the match flips the coins itself, the same way for the same seed."""
    def run(seed):
        m = Match(coin, seed=seed, rounds=3)
        for call in ("call heads", "call tails", "call heads"):
            assert not m.state.is_chance()
            m.play(call)
        return m

    m = run(7)
    assert m.state.is_terminal()
    notations = [s.notation for s in m.log]
    assert len(notations) == 6  # three calls, each followed by its flip
    assert all(n.startswith("coin ") for n in notations[1::2])
    assert [s.player for s in m.log][1::2] == [-1, -1, -1]
    assert str(m.log[1]).startswith("2. chance: coin ")
    assert notations == [s.notation for s in run(7).log]
    assert m.state.to_json() == run(7).state.to_json()
    flips = {tuple(s.notation for s in run(seed).log[1::2]) for seed in range(12)}
    assert len(flips) > 1  # the seed matters


def test_undo_skips_back_over_chance(coin):
    """undo goes back to the decision before a flip; redo replays the decision and flip."""
    m = Match(coin, seed=3)
    m.play("call heads")
    m.play("call tails")
    assert m.cursor == 4 and m.state.is_terminal()
    m.undo()
    assert m.cursor == 2 and not m.state.is_chance() and m.state.current_player() in (0, 1)
    m.undo()
    assert m.cursor == 0 and not m.can_undo()
    m.redo()
    assert m.cursor == 2 and not m.state.is_chance()
    m.redo()
    assert m.cursor == 4 and m.state.is_terminal()
    # A match that starts on a chance node flips it at once; that flip is not undone.
    m = Match(coin.new_game(), seed=3)
    assert m.cursor == 1 and m.history[0].player == -1 and not m.can_undo()
    m.undo()
    assert m.cursor == 1


def test_scripted_chance(coin):
    """With auto_chance=False a script forces every outcome; impossible ones are refused."""
    m = Match(coin.new_game(), auto_chance=False)
    assert m.state.is_chance() and m.cursor == 0
    with pytest.raises(IllegalAction) as info:
        m.play("call heads")  # nobody calls before the set-up flip
    assert info.value.rule == "coin.action.chance-outcome"
    m.play("first 1")
    assert m.state.current_player() == 1
    m.play("call tails")
    assert m.state.is_chance()
    assert [str(a) for a, _p in m.state.chance_outcomes()] == ["coin heads", "coin tails"]
    with pytest.raises(NotationError):
        m.play("coin sideways")
    m.play("coin tails")
    assert m.state.scores().totals == (0, 1)
    m.undo()  # manual chance: undo steps back over the flip alone
    assert m.state.is_chance() and m.cursor == 2 and m.can_redo()
    m.play("coin heads")
    assert m.state.scores().totals == (0, 0) and len(m.log) == 3 and not m.can_redo()


def test_chance_match_saves_refuse_unknown_games(coin):
    """Saved matches name their game; one tutor does not know is refused."""
    m = Match(coin, seed=1)
    m.play("call heads")
    doc = json.loads(m.to_json())
    assert doc["game"] == "coin" and len(doc["actions"]) == 2
    with pytest.raises(BadSave, match="no known game"):
        Match.from_json(m.to_json())
