"""A Kanagawa lesson in a real browser, in JupyterLab and in Jupyter Notebook 7, in English
and in Traditional Chinese: run all cells, ask for a hint on the first painting task, then
solve it with the clicks a learner makes (an empty landscape takes a brush; a hand card,
then its paint button). The task, its hints and its answer are read from the content.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tutor.lessons import course

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
GAME, NUMBER, TASK = "kanagawa", 4, "first-paint"


def _lessons_test():
    """tests/browser/test_lessons.py, for its Run All helper and words (tests are no package)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("tutor_browser_test_lessons",
                                                  Path(__file__).with_name("test_lessons.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_SHARED = _lessons_test()
DONE, HINT, run_all = _SHARED.DONE, _SHARED.HINT, _SHARED.run_all


@pytest.mark.parametrize("ui", ["lab", "notebook"])
@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_paint_a_card_with_a_hint(request, browser, lang: str, ui: str) -> None:
    """Place a brush on the ocean, choose T07 in the hand, paint it: the task is done."""
    from playwright.sync_api import expect

    server = request.getfixturevalue("lab_server" if ui == "lab" else "notebook_server")
    lesson = next(x for x in course(GAME) if x.number == NUMBER)
    task = lesson.find(TASK)
    assert task.solution == ("place brush on S0", "paint T07 with S0")
    folder = server.root / lang / GAME
    folder.mkdir(parents=True, exist_ok=True)
    name = f"{lesson.stem}.ipynb"
    shutil.copy(ROOT / "notebooks" / lang / GAME / name, folder / name)

    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(30_000)
    try:
        page.goto(server.notebook_url(f"{lang}/{GAME}/{name}", workspace=f"k-{ui}-{lang}"))
        run_all(page, server)
        board = page.locator(".tutor-widget", has=page.locator(".tutor-prompt:not([hidden])"))
        board = board.first
        board.locator("svg").first.wait_for(timeout=90_000)
        expect(board.locator(".tutor-prompt")).to_contain_text(task.goal[lang])

        board.locator(".tutor-btn-hint").click()
        expect(board.locator(".tutor-hint-text")).to_have_text(task.hints[0][lang])
        expect(board.locator(".tutor-btn-hint")).to_contain_text(HINT[lang] + " 2/")

        board.locator('[data-action="place brush on S0"]').first.click()
        board.locator('[data-target="card-T07"]').first.click()
        board.locator('[data-action="paint T07 with S0"]').first.click()
        expect(board.locator(".tutor-prompt")).to_contain_text(DONE[lang], timeout=30_000)
        expect(board.locator(".tutor-status")).to_have_class(re.compile("tutor-status-success"))
        expect(board.locator(".tutor-status")).to_have_text(task.success[lang])
    except Exception:
        shot = server.log.with_name(f"kanagawa-{ui}-{lang}.png")
        page.screenshot(path=str(shot), full_page=True)
        outputs = "\n".join(page.locator(".jp-OutputArea-output").all_inner_texts())
        pytest.fail(f"screenshot {shot}\n--- outputs ---\n{outputs[-3000:]}\n--- server ---\n"
                    f"{server.log_tail(40)}", pytrace=False)
    finally:
        context.close()
