"""Every click target of every game's board is a keyboard target with a name a screen
reader says, in the board's language (``tutor.core.svg.Board.aria``):

- a legal ``data-action`` is a button in the Tab order (``tabindex="0"``) named by the move
  in words as the viewer may know it (``State.words_for``);
- an illegal one is a button out of the Tab order (``tabindex="-1"``), named by its tooltip
  (which says why it is refused); a click on it still explains the rule;
- a ``data-target`` (the first click of two) is a button in the Tab order with a name (its
  ``aria-label``, or its tooltip).

The keyboard sends the same messages as the mouse (``action``, ``target``, ``goto``), so
the widget's Python side needs nothing more; board.js's keys are tested in Chromium in
test_widget.py and, per game and language, in tests/browser/test_keyboard.py.
"""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

import tutor
from tutor.bench import random_game
from tutor.core import State

SVG = "{http://www.w3.org/2000/svg}"


def positions(game: str) -> list[State]:
    """Decision points along one seeded random game (about eight)."""
    g = tutor.load(game)
    states = [s for s in random_game(g, random.Random(11), **dict(getattr(g, "bench_options",
                                                                          {})))
              if not s.is_terminal() and not s.is_chance()]
    return states[:: max(1, len(states) // 8)]


def check_board(state: State, viewer: int | None, lang: str,
                selection: dict | None = None) -> list[str]:
    """The board's click targets that break the rules above, and its targets."""
    game = state.game
    root = ET.fromstring(game.render(state, viewer=viewer, lang=lang, selection=selection))
    legal = set(state.legal_actions().notations())
    problems, targets = [], []
    for el in root.iter():
        action, target = el.get("data-action"), el.get("data-target")
        if action is None and target is None:
            continue
        title = el.find(f"{SVG}title")
        tooltip = title.text if title is not None else None
        where = f"{lang} {action or target!r}"
        if el.get("role") != "button":
            problems.append(f"{where}: role {el.get('role')!r}, not button")
        if action is not None and action in legal:
            if el.get("tabindex") != "0":
                problems.append(f"{where}: a legal move out of the Tab order")
            words = state.words_for(action, viewer, lang)
            if el.get("aria-label") != words:
                problems.append(f"{where}: aria-label {el.get('aria-label')!r}, not {words!r}")
        elif action is not None:
            if el.get("tabindex") != "-1":
                problems.append(f"{where}: an illegal move with tabindex {el.get('tabindex')}")
            if not tooltip:
                problems.append(f"{where}: an illegal move without a tooltip to name it")
        else:
            targets.append(target)
            if el.get("tabindex") != "0":
                problems.append(f"{where}: a target out of the Tab order")
            if not (el.get("aria-label") or tooltip):
                problems.append(f"{where}: a target without a name")
    return problems + [f"target:{t}" for t in targets]


@pytest.mark.parametrize("game", tutor.games())
def test_every_click_target_is_a_named_keyboard_target(game: str) -> None:
    """On boards along a game, in both languages, for the seat to act and the teacher, and
    after each first click: every target follows the rules of the module docstring."""
    g = tutor.load(game)
    problems: list[str] = []
    checked = 0
    for state in positions(game):
        for viewer in (state.current_player(), None):
            for lang in ("en", "zh-Hant"):
                found = check_board(state, viewer, lang)
                targets = [f[7:] for f in found if f.startswith("target:")]
                problems += [f for f in found if not f.startswith("target:")]
                checked += 1
                for target in targets[:4]:  # the second click of a two-click move
                    try:
                        selection = g.select(state, {}, target)
                    except ValueError:
                        continue
                    problems += [f for f in check_board(state, viewer, lang, selection)
                                 if not f.startswith("target:")]
                    checked += 1
    assert checked >= 8
    assert not problems, f"{game}: " + "\n".join(sorted(set(problems))[:30])
