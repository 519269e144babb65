"""The board's class hook (tutor.widget.HOOK_GROUP): the board offers its Class and Send to
the class buttons to whoever fills them, without knowing the class service (the widget
imported tutor.classroom.together in every board until it offered the hook)."""

from __future__ import annotations

from importlib.metadata import entry_points
from typing import Any

import pytest

import tutor
from tutor.core import Match
from tutor.widget import GameWidget, _widget

from .test_widget import comms  # noqa: F401 - the fixture


class Recorder:
    """A hook that records what the board asks of it."""

    def __init__(self, board: GameWidget) -> None:
        self.calls: list[Any] = []
        board.classroom = "student"

    @property
    def frame(self) -> None:
        return None

    def toggle(self) -> None:
        self.calls.append("toggle")

    def send(self, group: str | None) -> None:
        self.calls.append(("send", group))

    def close(self) -> None:
        self.calls.append("close")


@pytest.fixture
def hooks(monkeypatch: pytest.MonkeyPatch) -> list:
    """The process's board hooks, replaced for the test."""
    found: list = []
    monkeypatch.setattr(_widget, "_hooks", found)
    return found


def board() -> GameWidget:
    return GameWidget(Match(tutor.load("kanagawa").new_game(players=2, seed=1)), lang="en")


def test_the_classroom_fills_the_hook_through_its_entry_point():
    found = [e for e in entry_points(group=_widget.HOOK_GROUP) if e.name == "classroom"]
    assert [e.value for e in found] == ["tutor.classroom:board_hook"]
    from tutor.classroom import board_hook

    assert found[0].load() is board_hook


def test_the_first_hook_that_answers_gets_the_boards_buttons(comms, hooks):  # noqa: F811
    made: list[Recorder] = []

    def recorder(b: GameWidget) -> Recorder:
        made.append(Recorder(b))
        return made[-1]

    hooks.extend([lambda b: None, recorder, lambda b: pytest.fail("asked after an answer")])
    w = board()
    assert w.classroom == "student" and w._classroom is made[0]
    w._on_custom_msg(w, {"type": "class"})
    w._on_custom_msg(w, {"type": "send-class", "group": "7a"})
    w.close()
    assert made[0].calls == ["toggle", ("send", "7a"), "close"]
    inner = GameWidget(Match(tutor.load("kanagawa").new_game(players=2, seed=1)),
                       classroom=False)  # the class's own board asks no hook
    assert inner._classroom is None and len(made) == 1


def test_a_hook_that_fails_leaves_the_board_without_class_buttons(comms, hooks):  # noqa: F811
    def broken(b: GameWidget) -> None:
        raise RuntimeError("no service today")

    hooks.append(broken)
    with pytest.warns(UserWarning, match="no service today"):
        w = board()
    assert w._classroom is None and w.classroom == ""
    w._on_custom_msg(w, {"type": "class"})
    assert w.status_kind == "error" and "no class service" in w.status
