"""Tokaido in a real JupyterLab (Playwright with the system Chromium): choose travellers,
click a destination on the road, and click a refused one, which the status line explains
with its rule id. Same harness as ``test_jupyterlab.py`` (``harness.py``)."""

from __future__ import annotations

import pytest

from .harness import click_board, open_board

pytestmark = pytest.mark.browser


def test_tokaido_board_in_jupyterlab(page, lab_server):
    from playwright.sync_api import expect

    widget = open_board(page, lab_server, "tokaido_board", (
        "import tutor\n"
        "from tutor.core import Match\n"
        'm = Match(tutor.load("tokaido"), players=3, seed=1)\n'
        "w = m.widget()\n"
        "w"), "Tokaido")
    status = widget.locator(".tutor-status").first
    board = widget.locator(".tutor-board")

    # Each seat keeps one of its two dealt travellers (three clicks).
    for _seat in range(3):
        before = status.inner_text()
        click_board(widget, '.tutor-board .tile.legal[data-action^="choose "]')
        expect(status).not_to_have_text(before, timeout=20_000)

    # The rearmost traveller moves: click the farm at 8, a legal destination. Its pawn now
    # stands there.
    farm = board.locator('[data-action="move 8"]')
    expect(farm).to_have_class("space kind-farm double legal", timeout=20_000)
    before = status.inner_text()
    click_board(widget, '.tutor-board [data-action="move 8"]')
    expect(board.locator('[id$="space-8"] .pawn-group')).to_have_count(1, timeout=20_000)
    expect(status).not_to_have_text(before, timeout=20_000)

    # Past the first inn is refused: the status names the rule and no pawn moves.
    click_board(widget, '.tutor-board .illegal[data-action="move 20"]')
    expect(status).to_contain_text("tokaido.move.no-passing-inn", timeout=20_000)
    assert board.locator('[id$="space-20"] .pawn-group').count() == 0
