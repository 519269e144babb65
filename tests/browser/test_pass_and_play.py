"""Pass and play in JupyterLab, clicked in Chromium: a curtain between turns that leaves
nothing of a seat's hidden cards in the page.

Tokaido for two: each traveller is dealt two traveller tiles face down and keeps one (the
other is never shown to anyone else). Blue's curtain, Blue's board with its two tiles,
Blue's choice; then Red's curtain, where the page must not hold the name of the tile Blue
put back, nor after Red's board is shown; Red chooses, moves the neutral traveller, and the
curtain comes down for Blue again.
"""

from __future__ import annotations

import re

import pytest

import tutor
from tutor.core import Match

from .harness import fail_on_server, open_and_run_all, write_notebook

pytestmark = pytest.mark.browser

SEED = 3


def test_pass_and_play_in_jupyterlab(page, lab_server):
    from playwright.sync_api import expect

    game = tutor.load("tokaido")
    start = Match(game, players=2, seed=SEED).state
    blue, red = start.player_names("zh-Hant")
    dealt = sorted(start.legal_actions().notations())  # Blue's two tiles: "choose <name>"
    kept, put_back = (a.split(" ", 1)[1] for a in dealt)

    open_and_run_all(page, lab_server, write_notebook(lab_server.root, "pass_and_play", [
        "import tutor\n"
        f"board = tutor.pass_and_play('tokaido', players=2, seed={SEED}, lang='zh-Hant')\n"
        "board"]))
    widget = page.locator(".tutor-widget").first
    curtain = widget.locator(".tutor-curtain")
    svg = widget.locator(".tutor-board svg")

    def curtain_for(name: str) -> None:
        try:
            expect(curtain).to_be_visible(timeout=60_000)
            expect(curtain.locator(".tutor-curtain-title")).to_have_text(
                f"請把裝置交給{name}", timeout=30_000)
        except AssertionError:
            fail_on_server(page, lab_server, f"no curtain for {name}")
        expect(svg).to_have_count(0)
        expect(widget.locator(".tutor-log-list li.tutor-log-line")).to_have_count(1)  # start
        expect(widget.locator(".tutor-body")).to_be_hidden()

    def reveal(name: str) -> None:
        button = curtain.get_by_role("button", name=f"我是{name}，顯示我的盤面")
        button.click()
        expect(svg.first).to_be_visible(timeout=30_000)
        expect(curtain).to_be_hidden()

    def page_holds(word: str) -> bool:
        return word.lower() in widget.evaluate("el => el.outerHTML").lower()

    curtain_for(blue)
    assert not page_holds(kept) and not page_holds(put_back)
    reveal(blue)
    assert page_holds(kept) and page_holds(put_back)  # Blue sees its two tiles
    widget.locator(f'[data-action="choose {kept}"]').first.click()

    curtain_for(red)
    expect(curtain.locator(".tutor-curtain-status")).to_have_text(
        f"{blue}走完了。請把裝置交給{red}。")
    assert not page_holds(put_back), "Red's curtain holds the tile Blue put back"
    reveal(red)
    assert not page_holds(put_back), "Red's board holds the tile Blue put back"
    assert page_holds(kept)  # Blue's choice is public: the log says it
    widget.locator('[data-action^="choose "]').first.click()
    neutral = widget.locator('[data-action^="move neutral"].legal').first
    expect(neutral).to_be_visible(timeout=30_000)
    neutral.click()

    curtain_for(blue)
    expect(curtain.locator(".tutor-curtain-status")).to_have_text(
        re.compile(f"^{red}走完了。"))
    reveal(blue)
    expect(widget.locator('[data-action^="move "].legal').first).to_be_visible()
    assert not page.console_messages or not any("pageerror" in m
                                                for m in page.console_messages)
