"""The play page's code (tools/play.py) run in the kernel without Voilà: ``?level=pass``
opens pass and play with its curtain, and Look back opens the game so far as a replay
(the seat's own look-back against bots)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[2] / "tools"))
import play  # noqa: E402

from tutor.widget import GameWidget, PassAndPlay, ReplayWidget  # noqa: E402

sys.path.insert(0, str(Path(__file__).parent))
from test_widget import comms  # noqa: E402,F401

pytestmark = pytest.mark.usefixtures("comms")


def run_page(game: str, query: str, monkeypatch: pytest.MonkeyPatch) -> dict:
    """The play notebook's code cell run with ``query`` as Voilà's QUERY_STRING; its
    names (the board is ``area.children[0]``)."""
    monkeypatch.setenv("QUERY_STRING", query)
    monkeypatch.setattr("IPython.display.display", lambda *a, **k: None)
    names: dict = {}
    exec(compile(play.CODE.replace("__GAME__", repr(game)), "play", "exec"), names)
    return names


def test_level_pass_opens_pass_and_play_with_its_curtain(monkeypatch):
    page = run_page("tokaido", "seed=3&players=3&level=pass&lang=zh-Hant", monkeypatch)
    board = page["area"].children[0]
    assert isinstance(board, PassAndPlay)
    assert board.curtain["title"] == "請把裝置交給藍方" and board.svg == ""
    assert page["levels"].value == "pass"
    assert page["look_back"].layout.display == "none"  # the board looks back by itself


def test_look_back_against_bots_is_the_seats_own(monkeypatch):
    page = run_page("karesansui", "seed=2&level=random&lang=en", monkeypatch)
    board = page["area"].children[0]
    assert isinstance(board, GameWidget) and not isinstance(board, ReplayWidget)
    board.click(board.state.legal_actions()[0])
    page["show_replay"]()
    replay = page["replay_area"].children[0]
    assert isinstance(replay, ReplayWidget) and replay.viewer == 0
    assert replay.seats_reviewed() == (0,)
    assert replay.log_length == len(board.match.log)
