"""Pass and play (tutor.widget.PassAndPlay): people take turns at one screen with a curtain
between turns, through a fake comm that records what the kernel sends the page.

The main check plays *twin* games (``tutor.core.hidden.twins``): two games that a seat
cannot tell apart, differing in the cards of the other seats. At every curtain the model
state the page holds (the widget's opening state with every update applied) must be the
same in both games, whoever played before: a card of any seat left in any trait (the
board, the log, the status, the code, the hint box, a selection) would differ. A curtain
that comes down for a seat is also checked to hold no picture, log or code at all.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest

import tutor
from tutor.core import GreedyBot, Match
from tutor.core.hidden import twin_action, twins
from tutor.widget import PassAndPlay, pass_and_play

sys.path.insert(0, str(Path(__file__).parent))
from test_widget import RecordingComm, comms  # noqa: E402,F401

pytestmark = pytest.mark.usefixtures("comms")  # every board records what it sends

HIDDEN = [("kanagawa", 2), ("kanagawa", 3), ("tokaido", 2), ("tokaido", 3), ("tokaido", 5),
          ("karesansui", 2), ("karesansui", 3), ("karesansui", 4)]
"""Every game whose seats do not all see the same (Kanagawa's face-down cards are hidden
from every seat alike; Tokaido's traveller tiles, meals and encounters, Karesansui's
gardener and famous-garden cards from all but one), at several player counts."""


def page(board: PassAndPlay) -> dict[str, Any]:
    """The model state the page holds: the state the comm opened with, every update
    applied in order (what the front end has been sent, not the Python object)."""
    comm: RecordingComm = board.comm
    state = dict(comm.opened["data"]["state"])
    for update in comm.updates():
        state.update(update)
    return state


def at_curtain(board: PassAndPlay) -> bool:
    return bool(board.curtain)


def _play_turn(a: PassAndPlay, b: PassAndPlay, viewer: int, rng: random.Random) -> bool:
    """The seat to act plays its whole turn in ``a`` and a move ``viewer`` reads the same
    way in ``b``, until a curtain comes down; False when the twins part (a move without a
    twin, or positions ``viewer`` can tell apart)."""
    seat = a.curtain["seat"]
    a.reveal(seat)
    b.reveal(seat)
    while not at_curtain(a) and a.mode == "pass":
        x = rng.choice(a.state.legal_actions())
        y = twin_action(a.state, b.state, x, viewer, rng)
        if y is None:
            return False
        a.click(x)
        b.click(y)
        if a.state.public_dict(viewer) != b.state.public_dict(viewer):
            return False
    return at_curtain(b) and a.mode == "pass"


@pytest.mark.parametrize(("name", "players"), HIDDEN, ids=[f"{g}-{n}" for g, n in HIDDEN])
def test_a_curtain_holds_no_card_of_any_seat(name, players):
    """At every curtain of twin games the page's model state is the same, and holds no
    board, log, code or hint; the seat's own board, once shown, is the same in both games
    when it is the seat the twins are made for."""
    game = tutor.load(name)
    curtains = secret_turns = 0
    for seed in range(4 if players > 2 else 8):  # two seats give fewer twins
        for viewer in range(players):
            pairs = [(a, b) for a, b in twins(game, players, seed, viewer, limit=120)
                     if not a.is_chance() and a.to_dict() != b.to_dict()]
            for a_state, b_state in pairs[::max(1, len(pairs) // 3)]:
                a = PassAndPlay(Match(a_state, seed=seed), lang=("en", "zh-Hant")[seed % 2])
                b = PassAndPlay(Match(b_state, seed=seed), lang=a.lang)
                rng = random.Random(seed)
                for _turn in range(4):
                    shown_a, shown_b = page(a), page(b)
                    assert shown_a == shown_b, (name, viewer, a.curtain)
                    assert (shown_a["svg"], shown_a["moves"], shown_a["code"],
                            shown_a["hint_text"], shown_a["selection"]) == ("", [], "", "", {})
                    assert shown_a["curtain"]["seat"] == a.state.current_player()
                    curtains += 1
                    if a.curtain["seat"] == viewer:
                        a.reveal(viewer)
                        b.reveal(viewer)
                        assert page(a)["svg"] == page(b)["svg"] != ""
                        assert page(a)["moves"] == page(b)["moves"]
                        break
                    secret_turns += 1
                    if not _play_turn(a, b, viewer, rng):
                        break
                a.close()
                b.close()
    assert curtains >= 15 and secret_turns >= 5, (curtains, secret_turns)


def test_the_curtain_names_the_seat_as_the_glossary_does():
    """「請把裝置交給藍方」 and its button, in the game's own seat names, both languages;
    the status line says who has played and whom the device goes to."""
    board = pass_and_play("tokaido", players=3, seed=2, lang="zh-Hant")
    assert board.curtain == {"seat": 0, "title": "請把裝置交給藍方",
                             "note": "藍方：確定只有你看得到螢幕時，再按下按鈕。",
                             "button": "我是藍方，顯示我的盤面"}
    assert board.status == "藍方先開始。請把裝置交給藍方。"
    board.reveal(0)
    board.click(board.state.legal_actions()[0])
    assert board.curtain["title"] == "請把裝置交給紅方"
    assert board.status == "藍方走完了。請把裝置交給紅方。"
    english = pass_and_play("tokaido", players=3, seed=2, lang="en")
    assert english.curtain["title"] == "Pass the device to Blue"
    assert english.curtain["button"] == "I am Blue, show my board"


def test_a_move_that_ends_the_turn_sends_the_curtain_in_the_same_message():
    """The seat's board is never sent after its last move: the one update that follows the
    move already has the curtain, an empty board and an empty log."""
    board = pass_and_play("karesansui", players=2, seed=5, lang="en")
    board.reveal(0)
    while not board.curtain:
        before = len(board.comm.updates())
        board.click(board.state.legal_actions()[0])
        after = board.comm.updates()[before:]
        assert len(after) == 1
    last = after[0]
    assert last["curtain"]["seat"] == 1 and last["svg"] == "" and last["moves"] == []


def test_reveal_shows_the_seats_own_view_and_the_last_move_of_another():
    board = pass_and_play("karesansui", players=3, seed=1, lang="en")
    board.comm.deliver({"type": "reveal", "seat": 0})
    assert board.curtain == {} and board.viewer == 0
    assert board.svg == board.match.render(viewer=0, lang="en")
    while not board.curtain:
        board.click(board.state.legal_actions()[0])
    board.comm.deliver({"type": "reveal", "seat": 1})
    last = [s for s in board.match.history if s.player == 0][-1]
    assert board.status.startswith("● " + board.state.player_names("en")[0] + ": ")
    assert board.match.words_for(last.index, 1, "en") in board.status
    log = board.match.log
    assert len(board.moves) == len(log)
    for step, line in zip(log, board.moves, strict=True):  # every line as seat 1 reads it
        assert line.endswith(board.match.words_for(step.index, 1, "en"))


@pytest.mark.parametrize(("message", "words"), [
    ({"type": "reveal", "seat": 1}, "another seat"),
    ({"type": "reveal", "seat": "0"}, "malformed"),
    ({"type": "reveal"}, "malformed"),
    ({"type": "action", "action": "draw from stack 1", "cursor": 0}, "Pass the device"),
    ({"type": "goto", "step": 0}, "no going back"),
    ({"type": "bot"}, "people play each other"),
    ({"type": "advice"}, "people play each other"),
])
def test_refused_messages_change_nothing(message, words):
    board = pass_and_play("karesansui", players=2, seed=1, lang="en")
    if message["type"] in ("goto", "bot", "advice"):
        board.reveal(0)
    shown = page(board)
    state = board.state
    board.comm.deliver(message)
    assert board.status_kind == "error" and words.lower() in board.status.lower()
    assert board.state is state
    after = page(board)
    assert {k: v for k, v in after.items() if k not in ("status", "status_kind")} == \
        {k: v for k, v in shown.items() if k not in ("status", "status_kind")}


def test_a_seat_takes_back_its_own_move_of_the_turn_only():
    """Karesansui: a turn is a draw (a chance event follows: no take-back), then a
    placing; the placing can be taken back until the turn passes, never after the
    curtain."""
    board = pass_and_play("karesansui", players=2, seed=2, lang="en")
    board.reveal(0)
    board.click(board.state.legal_actions()[0])  # draw a tile: a tile is drawn (chance)
    assert not board.can_undo
    board.undo()
    assert board.status_kind == "error" and "taken back" in board.status
    cursor = board.match.cursor
    moves = list(board.state.legal_actions())
    board.click(moves[0])
    if board.curtain:
        assert not board.can_undo
        return
    assert board.can_undo
    board.undo()
    assert board.match.cursor == cursor and board.status_kind == "info"


def test_two_people_and_a_bot():
    """A seat played by a bot plays at once: the curtains come only for people."""
    board = PassAndPlay(Match(tutor.load("tokaido"), players=3, seed=4), lang="en",
                        opponents={1: GreedyBot(1)})
    seen = set()
    for _ in range(12):
        if board.mode != "pass":
            break
        seen.add(board.curtain["seat"])
        board.reveal()
        seat = board.revealed
        while board.revealed == seat and board.mode == "pass":
            board.click(board.state.legal_actions()[0])
    assert seen == {0, 2}


def test_the_end_of_the_game_opens_the_look_back():
    """Cartography to its end at one screen, then the look-back: the history, the bot's
    review (counted in the status line as it goes), no more playing."""
    board = PassAndPlay(Match(tutor.load("cartography"), seed=1, supply={}), lang="en",
                        playouts=20)
    for move in ("stone at (0,-1)a", "stone at (1,0)a", "pass", "pass"):
        board.reveal()
        board.click(move)
    assert board.mode == "replay" and board.curtain == {}
    assert board.status.startswith("Game over: Blue wins. Step through")
    assert page(board)["mode"] == "replay"
    before = len(board.comm.updates())
    board.comm.deliver({"type": "review"})
    statuses = [u["status"] for u in board.comm.updates()[before:] if "status" in u]
    assert "The bot is reviewing the moves: 1 of 4…" in statuses
    assert board.review_state == "done" and board.review_marks[-1] == "blunder"
    board.comm.deliver({"type": "goto", "step": 1})
    assert board.cursor == 1 and board.review_text.startswith("Move 1, ● Blue: ")
    board.click("pass")
    assert board.status_kind == "error" and "replay" in board.status


def test_bad_arguments_are_named():
    with pytest.raises(ValueError, match="auto_chance"):
        PassAndPlay(Match(tutor.load("tokaido"), players=2, seed=1, auto_chance=False))
    with pytest.raises(ValueError, match="opponents"):
        PassAndPlay(Match(tutor.load("tokaido"), players=2, seed=1), opponents={5: None})
    with pytest.raises(TypeError):
        PassAndPlay(tutor.load("tokaido").new_game(players=2, seed=1))


def test_repr_says_whose_turn_and_never_a_card():
    board = pass_and_play("karesansui", players=2, seed=1, lang="en")
    assert repr(board) == ("<PassAndPlay karesansui: step 0 of 0, Orange to draw a tile, "
                           "curtain down>")
    board.reveal()
    assert repr(board).endswith("showing seat 1>")
