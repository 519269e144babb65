"""The widget in a real JupyterLab, driven by Playwright with the system Chromium.

``test_lab_runs_a_notebook`` checks the harness alone (server, browser, kernel, outputs),
so that a failure there is not mistaken for a widget bug. The Cartography test then plays
on the board with clicks, as a learner would: each click goes to Python through
``Match.play`` and the board and the status line must follow.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser



def write_notebook(root: Path, name: str, cells: list[str]) -> str:
    """Write a notebook of code cells into the served folder; returns its file name."""
    notebook = {
        "cells": [
            {"cell_type": "code", "execution_count": None, "id": f"cell-{i}",
             "metadata": {}, "outputs": [], "source": source}
            for i, source in enumerate(cells)
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                           "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    filename = f"{name}.ipynb"
    (root / filename).write_text(json.dumps(notebook, indent=1))
    return filename


def open_and_run_all(page, lab_server, filename: str) -> None:
    """Open a notebook in JupyterLab, wait for its kernel, and use Run > Run All Cells.

    A Run All made while the kernel's connection is still being set up can be dropped
    silently, so the menu command is repeated (up to three times) until a cell shows that
    it has started: an execution count ``[1]`` or the busy mark ``[*]``.
    """
    page.goto(lab_server.notebook_url(filename))
    notebook = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook").first
    notebook.locator(".jp-Cell").first.wait_for(timeout=60_000)
    # The status bar reads "Python 3 (ipykernel) | Idle" once the kernel is connected.
    page.locator(".jp-StatusBar-Widget", has_text=re.compile(r"\|\s*Idle")).first.wait_for(
        timeout=90_000)
    started = notebook.locator(".jp-InputArea-prompt", has_text=re.compile(r"\[(\d+|\*)\]"))
    for _attempt in range(3):
        notebook.locator(".jp-Cell").first.click()
        page.locator("#jp-menu-panel .lm-MenuBar-item", has_text=re.compile(r"^Run$")).click()
        page.locator("#jp-mainmenu-run .lm-Menu-itemLabel",
                     has_text=re.compile(r"^Run All Cells$")).click()
        try:
            started.first.wait_for(timeout=10_000)
            return
        except Exception:  # noqa: BLE001 - playwright's TimeoutError: try the menu again
            continue
    fail_with_context(page, lab_server, "Run > Run All Cells did not start the cells")


def outputs_text(page) -> str:
    return "\n".join(page.locator(".jp-OutputArea-output").all_inner_texts())


def fail_with_context(page, lab_server, message: str) -> None:
    """Fail with what is on the page, the browser console, the server log and a screenshot."""
    console = "\n".join(getattr(page, "console_messages", [])[-30:])
    screenshot = lab_server.log.with_name("failure.png")
    page.screenshot(path=str(screenshot), full_page=True)
    pytest.fail(
        f"{message} (screenshot: {screenshot})\n"
        f"--- outputs ---\n{outputs_text(page)}\n--- browser console ---\n"
        f"{console}\n--- server log ---\n{lab_server.log_tail(30)}",
        pytrace=False,
    )


def test_lab_runs_a_notebook(page, lab_server):
    filename = write_notebook(lab_server.root, "harness", [
        "import sys\nprint('harness', 6 * 7)",
        "import tutor\nprint(tutor.games())",
    ])
    open_and_run_all(page, lab_server, filename)
    try:
        page.locator(".jp-OutputArea-output", has_text="harness 42").wait_for(timeout=60_000)
        page.locator(".jp-OutputArea-output", has_text="cartography").wait_for(timeout=60_000)
    except Exception:  # noqa: BLE001 - show the page's state instead of a bare timeout
        fail_with_context(page, lab_server, "the notebook's cells did not produce output")


def test_cartography_board_in_jupyterlab(page, lab_server):
    from playwright.sync_api import expect

    filename = write_notebook(lab_server.root, "cartography_board", [
        "import tutor\n"
        "from tutor.core import Match\n"
        'm = Match(tutor.load("cartography"), seed=1)\n'
        "w = m.widget()\n"
        "w",
    ])
    open_and_run_all(page, lab_server, filename)

    widget = page.locator(".tutor-widget").first
    board = widget.locator("svg").first
    try:
        board.wait_for(timeout=60_000)
    except Exception:  # noqa: BLE001
        fail_with_context(page, lab_server, "the widget's board SVG did not appear")
    status = widget.locator(".tutor-status").first
    tiles = widget.locator(".tutor-board .tile")
    tiles_before = tiles.count()
    status_before = status.inner_text()
    assert tiles_before > 0, "the start hexagon should be drawn"

    # A legal move in two clicks: pick the tile type in the supply, then a legal slot.
    widget.locator('[data-target="type-O3"]').first.click()
    widget.locator('[data-action^="tile O3"].legal').first.click()
    expect(tiles).not_to_have_count(tiles_before, timeout=20_000)
    tiles_after = tiles.count()
    assert tiles_after > tiles_before
    expect(status).not_to_have_text(status_before, timeout=20_000)

    # Blue ends the turn with a stone on an empty region; Orange is to place a tile.
    status_before = status.inner_text()
    widget.locator('.region.legal[data-action^="stone at"]').first.click()
    expect(status).not_to_have_text(status_before, timeout=20_000)

    # An illegal move: a C3 tile's walls cannot touch the open edges of the map, so every
    # slot is illegal for it. The status line explains why, citing the rule id, and the
    # board does not change.
    widget.locator('[data-target="type-C3"]').first.click()
    widget.locator(".slot.illegal[data-action]").first.click()
    expect(status).to_contain_text(re.compile(r"\bcartography\.[a-z0-9-]+(\.[a-z0-9-]+)*"),
                                   timeout=20_000)
    assert tiles.count() == tiles_after


def test_kanagawa_board_in_jupyterlab(page, lab_server):
    from playwright.sync_api import expect

    filename = write_notebook(lab_server.root, "kanagawa_board", [
        "import tutor\n"
        "from tutor.core import Match\n"
        'm = Match(tutor.load("kanagawa"), players=3, seed=1)\n'
        "w = m.widget()\n"
        "w",
    ])
    open_and_run_all(page, lab_server, filename)

    widget = page.locator(".tutor-widget").first
    try:
        widget.locator("svg").first.wait_for(timeout=60_000)
    except Exception:  # noqa: BLE001
        fail_with_context(page, lab_server, "the Kanagawa board SVG did not appear")
    status = widget.locator(".tutor-status").first
    hand = widget.locator(".tutor-board .hand-card[data-target]")
    assert hand.count() == 0, "nobody holds cards before a column is taken"

    # Blue takes the first column: its card arrives in Blue's hand, to be used at once.
    status_before = status.inner_text()
    widget.locator('[data-action="take column 1"].legal').first.click()
    expect(hand).to_have_count(1, timeout=20_000)
    expect(status).not_to_have_text(status_before, timeout=20_000)

    # Ending the turn with the card still in hand breaks the keep rule: the status says so
    # and the card stays.
    widget.locator('.illegal[data-action="end turn"]').first.click()
    expect(status).to_contain_text("kanagawa.turn.keep", timeout=20_000)
    assert hand.count() == 1

    # Pick the card, then put it into the studio: the hand is empty again.
    hand.first.click()
    widget.locator('[data-action^="studio "]').first.click()
    expect(hand).to_have_count(0, timeout=20_000)


def test_karesansui_board_in_jupyterlab(page, lab_server):
    """Karesansui: draw from a stack, lay the tile in a green space, then pick a stone kind
    and set the stone in the monk's column; an illegal space explains its rule."""
    from playwright.sync_api import expect

    filename = write_notebook(lab_server.root, "karesansui_board", [
        "from tutor.core import Match\n"
        "from tutor.games.karesansui.positions import arrange, deal\n"
        "s = arrange(deal(2).state, gardens={0: 'G01 G02 . . . / . . . . . / . . . . .'},\n"
        "            virtue={0: 2})\n"
        "w = Match(s, seed=1).widget()\n"
        "w",
    ])
    open_and_run_all(page, lab_server, filename)

    widget = page.locator(".tutor-widget").first
    try:
        widget.locator("svg").first.wait_for(timeout=60_000)
    except Exception:  # noqa: BLE001
        fail_with_context(page, lab_server, "the Karesansui board SVG did not appear")
    status = widget.locator(".tutor-status").first
    tiles = widget.locator('.tutor-board [id$="-garden-0"] use.tile')
    stones = widget.locator('.tutor-board [id$="-garden-0"] use.stone')
    assert tiles.count() == 2 and stones.count() == 0

    # Draw: the match turns the tile up (chance), and the acting garden offers green spaces.
    widget.locator('[data-action^="draw from stack"].legal').first.click()
    places = widget.locator('.cell-group.legal[data-action^="place "]')
    expect(places.first).to_be_visible(timeout=20_000)

    # An illegal space (not next to the garden) explains its rule and changes nothing.
    widget.locator('.cell-group.illegal[data-action^="place "]').first.click()
    expect(status).to_contain_text(re.compile(r"karesansui\.place\.[a-z-]+"), timeout=20_000)
    assert tiles.count() == 2

    # Lay the tile: the garden holds three tiles, and part two begins.
    places.first.click()
    expect(tiles).to_have_count(3, timeout=20_000)

    # A stone in two clicks: pick the small standing stone, then a green space.
    widget.locator('[data-target="stone-small"]').first.click()
    spot = widget.locator('.cell-group.legal[data-action^="stone small at"]')
    expect(spot.first).to_be_visible(timeout=20_000)
    spot.first.click()
    expect(stones).to_have_count(1, timeout=20_000)
