"""The widget in a real JupyterLab, driven by Playwright with the system Chromium.

``test_lab_runs_a_notebook`` checks the harness alone (server, browser, kernel, outputs),
so that a failure there is not mistaken for a widget bug. The Cartography test then plays
on the board with clicks, as a learner would: each click goes to Python through
``Match.play`` and the board and the status line must follow.
"""

from __future__ import annotations

import re

import pytest

from .harness import (
    click_board,
    fail_on_server,
    open_and_run_all,
    open_board,
    write_notebook,
)

pytestmark = pytest.mark.browser


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
        fail_on_server(page, lab_server, "the notebook's cells did not produce output")


def test_cartography_board_in_jupyterlab(page, lab_server):
    from playwright.sync_api import expect

    widget = open_board(page, lab_server, "cartography_board", (
        "import tutor\n"
        "from tutor.core import Match\n"
        'm = Match(tutor.load("cartography"), seed=1)\n'
        "w = m.widget()\n"
        "w"), "Cartography")
    status = widget.locator(".tutor-status").first
    tiles = widget.locator(".tutor-board .tile")
    tiles_before = tiles.count()
    status_before = status.inner_text()
    assert tiles_before > 0, "the start hexagon should be drawn"

    # A legal move in two clicks: pick the tile type in the supply, then a legal slot.
    click_board(widget, '[data-target="type-O3"]')
    click_board(widget, '[data-action^="tile O3"].legal')
    expect(tiles).not_to_have_count(tiles_before, timeout=20_000)
    tiles_after = tiles.count()
    assert tiles_after > tiles_before
    expect(status).not_to_have_text(status_before, timeout=20_000)

    # Blue ends the turn with a stone on an empty region; Orange is to place a tile.
    status_before = status.inner_text()
    click_board(widget, '.region.legal[data-action^="stone at"]')
    expect(status).not_to_have_text(status_before, timeout=20_000)

    # An illegal move: a C3 tile's walls cannot touch the open edges of the map, so every
    # slot is illegal for it. The status line explains why, citing the rule id, and the
    # board does not change.
    click_board(widget, '[data-target="type-C3"]')
    click_board(widget, ".slot.illegal[data-action]")
    expect(status).to_contain_text(re.compile(r"\bcartography\.[a-z0-9-]+(\.[a-z0-9-]+)*"),
                                   timeout=20_000)
    assert tiles.count() == tiles_after


def test_kanagawa_board_in_jupyterlab(page, lab_server):
    from playwright.sync_api import expect

    widget = open_board(page, lab_server, "kanagawa_board", (
        "import tutor\n"
        "from tutor.core import Match\n"
        'm = Match(tutor.load("kanagawa"), players=3, seed=1)\n'
        "w = m.widget()\n"
        "w"), "Kanagawa")
    status = widget.locator(".tutor-status").first
    hand = widget.locator(".tutor-board .hand-card[data-target]")
    assert hand.count() == 0, "nobody holds cards before a column is taken"

    # Blue takes the first column: its card arrives in Blue's hand, to be used at once.
    status_before = status.inner_text()
    click_board(widget, '[data-action="take column 1"].legal')
    expect(hand).to_have_count(1, timeout=20_000)
    expect(status).not_to_have_text(status_before, timeout=20_000)

    # Ending the turn with the card still in hand breaks the keep rule: the status says so
    # and the card stays.
    click_board(widget, '.illegal[data-action="end turn"]')
    expect(status).to_contain_text("kanagawa.turn.keep", timeout=20_000)
    assert hand.count() == 1

    # Pick the card, then put it into the studio: the hand is empty again.
    click_board(widget, ".tutor-board .hand-card[data-target]")
    click_board(widget, '[data-action^="studio "]')
    expect(hand).to_have_count(0, timeout=20_000)


def test_karesansui_board_in_jupyterlab(page, lab_server):
    """Karesansui: draw from a stack, lay the tile in a green space, then pick a stone kind
    and set the stone in the monk's column; an illegal space explains its rule."""
    from playwright.sync_api import expect

    widget = open_board(page, lab_server, "karesansui_board", (
        "from tutor.core import Match\n"
        "from tutor.games.karesansui.positions import arrange, deal\n"
        "s = arrange(deal(2).state, gardens={0: 'G01 G02 . . . / . . . . . / . . . . .'},\n"
        "            virtue={0: 2})\n"
        "w = Match(s, seed=1).widget()\n"
        "w"), "Karesansui")
    status = widget.locator(".tutor-status").first
    tiles = widget.locator('.tutor-board [id$="-garden-0"] use.tile')
    stones = widget.locator('.tutor-board [id$="-garden-0"] use.stone')
    assert tiles.count() == 2 and stones.count() == 0

    # Draw: the match turns the tile up (chance), and the acting garden offers green spaces.
    click_board(widget, '[data-action^="draw from stack"].legal')
    places = widget.locator('.cell-group.legal[data-action^="place "]')
    expect(places.first).to_be_visible(timeout=20_000)

    # An illegal space (not next to the garden) explains its rule and changes nothing.
    click_board(widget, '.cell-group.illegal[data-action^="place "]')
    expect(status).to_contain_text(re.compile(r"karesansui\.place\.[a-z-]+"), timeout=20_000)
    assert tiles.count() == 2

    # Lay the tile: the garden holds three tiles, and part two begins.
    click_board(widget, '.cell-group.legal[data-action^="place "]')
    expect(tiles).to_have_count(3, timeout=20_000)

    # A stone in two clicks: pick the small standing stone, then a green space.
    click_board(widget, '[data-target="stone-small"]')
    spot = widget.locator('.cell-group.legal[data-action^="stone small at"]')
    expect(spot.first).to_be_visible(timeout=20_000)
    click_board(widget, '.cell-group.legal[data-action^="stone small at"]')
    expect(stones).to_have_count(1, timeout=20_000)
