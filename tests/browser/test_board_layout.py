"""A lesson board on the screens children have (issue 22): a laptop at 1,280 px and a tablet
held upright (768 x 1,024, touch), in Chromium.

The page lays the widget out as the front end does (``board.css``: the board and the side
panel with the task, in one flex row that may wrap), around a Kanagawa task board, the
tallest board of the four games. No server is needed: the board is the engine's SVG.
"""

from __future__ import annotations

import html
from pathlib import Path

import pytest

import tutor
from tutor.lessons import course

pytestmark = pytest.mark.browser

CSS = Path(tutor.__file__).parent / "widget" / "static" / "board.css"


def _page(svg: str, prompt: str, width: int | None) -> str:
    wrap = f"max-width:{width}px;margin:0 auto;padding:8px 24px" if width else "padding:6px"
    return (f"<!doctype html><html lang='zh-Hant'><head><meta charset='utf-8'>"
            f"<meta name='viewport' content='width=device-width, initial-scale=1'>"
            f"<style>{CSS.read_text()} body{{margin:0}}</style></head><body>"
            f"<div style='{wrap}'><div class='tutor-widget'><div class='tutor-body'>"
            f"<div class='tutor-board'>{svg}</div><div class='tutor-side'>"
            f"<div class='tutor-prompt'>{html.escape(prompt)}</div></div></div></div></div>"
            f"</body></html>")


@pytest.mark.parametrize(("width", "height", "touch", "notebook", "beside"), [
    (1280, 800, False, 1100, True),
    (1024, 768, True, None, True),
    (768, 1024, True, None, False),
])
def test_a_kanagawa_task_board_fits_the_screen(browser, width, height, touch, notebook,
                                               beside):
    """The board gets most of the width (on an upright tablet the side panel goes under it
    instead of shrinking the board to two thirds of the screen), and the acting seat's
    studio is drawn on the first screen, right under the school (issue 22)."""
    lesson = next(x for x in course("kanagawa") if x.number == 4)
    task = lesson.find("first-paint")
    state = task.position.state(tutor.load("kanagawa"))
    svg = str(state.render(viewer=0, lang="zh-Hant"))
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch)
    try:
        page = context.new_page()
        page.set_content(_page(svg, task.goal.zh, notebook))
        board = page.locator(".tutor-board svg").bounding_box()
        side = page.locator(".tutor-side").bounding_box()
        studio = page.locator("[id$='-area-0-s0']").bounding_box()
        assert board is not None and side is not None and studio is not None
        if beside:
            assert side["x"] >= board["x"] + board["width"] - 1 and side["y"] < board["y"] + 50
        else:
            assert side["y"] >= board["y"] + board["height"] - 1
            assert board["width"] >= 0.9 * width, board
        assert board["width"] >= 600, board
        assert studio["y"] + studio["height"] <= height, (studio, height)
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_the_cartography_supply_heading_and_its_hint_do_not_overlap(browser, lang):
    """The tile supply's heading and the hint on its right (Pick a tile, then a slot) stay
    apart in both languages: the English hint once ran over the heading (a class table's
    board, 1,280 px wide)."""
    state = tutor.load("cartography").new_game(players=2, seed=1)
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        page.set_content(_page(str(state.render(lang=lang)), "", None))
        heading_end, hint_start, hint_end, panel_end = page.evaluate("""() => {
          const box = (s) => document.querySelector(`[id$="${s}"]`).getBBox();
          const h = box("heading-supply"), t = box("supply-hint");
          const panel = document.querySelector('[id$="heading-players"]').getBBox();
          return [h.x + h.width, t.x, t.x + t.width, panel.x + 272 - 14];
        }""")
    finally:
        context.close()
    assert heading_end + 8 <= hint_start, (lang, heading_end, hint_start)
    assert hint_end <= panel_end + 0.5, (lang, hint_end, panel_end)
