"""A generated lesson in a real browser, as a learner uses it: in JupyterLab and in Jupyter
Notebook 7, in English and in Traditional Chinese. Run all cells, ask for a hint on the
first task, then solve it by clicking on the board.

The task and its answer are read from the lesson content (not from the notebook), so the
test follows the content when it changes.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tutor.lessons import course

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
GAME, NUMBER = "cartography", 4
DONE = {"en": "Done", "zh-Hant": "完成"}
HINT = {"en": "Hint", "zh-Hant": "提示"}


def run_all(page, server) -> None:
    """Run > Run All Cells (the same menu in JupyterLab and Notebook 7), repeated until a
    cell starts (a click made while the kernel connects can be lost)."""
    page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=60_000)
    page.locator(".jp-Notebook .jp-Cell").first.click()
    started = page.locator(".jp-InputArea-prompt", has_text=re.compile(r"\[(\d+|\*)\]"))
    for _attempt in range(4):
        select = page.locator(".jp-Dialog button", has_text=re.compile(r"^Select$"))
        if select.count():  # "Select Kernel", when the interface asks for one
            select.first.click()
        page.locator(".lm-MenuBar-item", has_text=re.compile(r"^Run$")).first.click()
        page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).first.click()
        try:
            started.first.wait_for(timeout=15_000)
            return
        except Exception:  # noqa: BLE001 - playwright's TimeoutError: try the menu again
            page.keyboard.press("Escape")
    pytest.fail(f"Run All Cells did not start the cells:\n{server.log_tail(30)}")


@pytest.mark.parametrize("ui", ["lab", "notebook"])
@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_solve_a_task_with_a_hint(request, browser, lang: str, ui: str) -> None:
    """The first task of the capture lesson: a hint, then the answer clicked on the board."""
    from playwright.sync_api import expect

    server = request.getfixturevalue("lab_server" if ui == "lab" else "notebook_server")
    lesson = next(x for x in course(GAME) if x.number == NUMBER)
    task = lesson.tasks()[0]
    folder = server.root / lang / GAME
    folder.mkdir(parents=True, exist_ok=True)
    name = f"{lesson.stem}.ipynb"
    shutil.copy(ROOT / "notebooks" / lang / GAME / name, folder / name)

    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(30_000)
    try:
        page.goto(server.notebook_url(f"{lang}/{GAME}/{name}", workspace=f"{ui}-{lang}"))
        run_all(page, server)
        board = page.locator(".tutor-widget", has=page.locator(".tutor-prompt:not([hidden])"))
        board = board.first
        board.locator("svg").first.wait_for(timeout=90_000)
        expect(board.locator(".tutor-prompt")).to_contain_text(task.goal[lang])

        board.locator(".tutor-btn-hint").click()
        expect(board.locator(".tutor-hint-text")).to_have_text(task.hints[0][lang])
        expect(board.locator(".tutor-btn-hint")).to_contain_text(HINT[lang] + " 2/")

        answer = task.solution[0]
        board.locator(f'[data-action="{answer}"]').first.click()
        expect(board.locator(".tutor-prompt")).to_contain_text(DONE[lang], timeout=30_000)
        expect(board.locator(".tutor-status")).to_have_class(re.compile("tutor-status-success"))
        if task.success is not None:
            expect(board.locator(".tutor-status")).to_have_text(task.success[lang])
    except Exception:
        shot = server.log.with_name(f"lesson-{ui}-{lang}.png")
        page.screenshot(path=str(shot), full_page=True)
        outputs = "\n".join(page.locator(".jp-OutputArea-output").all_inner_texts())
        pytest.fail(f"screenshot {shot}\n--- outputs ---\n{outputs[-3000:]}\n--- server ---\n"
                    f"{server.log_tail(40)}", pytrace=False)
    finally:
        context.close()
