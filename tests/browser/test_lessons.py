"""Generated lessons in a real browser, as a learner uses them: in JupyterLab and in Jupyter
Notebook 7, in English and in Traditional Chinese. Run all cells, ask for a hint on a task,
then solve it by clicking on the board:

- Cartography 4 (capture), its first task: one click, the answer;
- Kanagawa 4, the first painting task: an empty landscape takes a brush, then a hand card
  and its paint button (the clicks a learner makes for the two actions of the answer).

The task, its hints and its answer are read from the lesson content (not from the
notebook), so the test follows the content when it changes.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tutor.lessons import course

from .harness import all_cells_run, answered, click_board, fail_on_server, open_page, run_all

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
DONE = {"en": "Done", "zh-Hant": "完成"}
HINT = {"en": "Hint", "zh-Hant": "提示"}
LESSONS = {
    # game: (lesson, task id (None: the first task), the answer, the clicks that make it)
    "cartography": (4, None, None, None),
    "kanagawa": (4, "first-paint", ("place brush on S0", "paint T07 with S0"),
                 ('[data-action="place brush on S0"]', '[data-target="card-T07"]',
                  '[data-action="paint T07 with S0"]')),
}
"""The lessons played. Where the answer takes more clicks than actions, the clicks are
listed, with the answer they make (checked against the content)."""


@pytest.mark.parametrize("game", sorted(LESSONS))
@pytest.mark.parametrize("ui", ["lab", "notebook"])
@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_solve_a_task_with_a_hint(request, browser, game: str, lang: str, ui: str) -> None:
    """A lesson's task: a hint, then the answer clicked on the board, and success."""
    from playwright.sync_api import expect

    number, task_id, answer, clicks = LESSONS[game]
    server = request.getfixturevalue("lab_server" if ui == "lab" else "notebook_server")
    lesson = next(x for x in course(game) if x.number == number)
    task = lesson.find(task_id) if task_id else lesson.tasks()[0]
    if clicks is None:
        clicks = (f'[data-action="{task.solution[0]}"]',)
    else:
        assert task.solution == answer, "the clicks no longer make the stored answer"
    folder = server.root / lang / game
    folder.mkdir(parents=True, exist_ok=True)
    name = f"{lesson.stem}.ipynb"
    shutil.copy(ROOT / "notebooks" / lang / game / name, folder / name)

    context, page = open_page(browser, 1280, 900)
    try:
        page.goto(server.notebook_url(f"{lang}/{game}/{name}", workspace=f"{game}-{ui}-{lang}"))
        run_all(page, server)
        all_cells_run(page, server)  # the boards settled, the kernel free to answer clicks
        board = page.locator(".tutor-widget", has=page.locator(".tutor-prompt:not([hidden])"))
        board = board.first
        board.locator("svg").first.wait_for(timeout=90_000)
        expect(board.locator(".tutor-prompt")).to_contain_text(task.goal[lang])

        with answered(board):
            board.locator(".tutor-btn-hint").click()
        expect(board.locator(".tutor-hint-text")).to_have_text(task.hints[0][lang])
        expect(board.locator(".tutor-btn-hint")).to_contain_text(HINT[lang] + " 2/")

        # Each click on the board the kernel's answer to the one before drew (a hand card
        # is on the board before and after the brush is placed).
        for selector in clicks:
            click_board(board, selector)
        expect(board.locator(".tutor-prompt")).to_contain_text(DONE[lang], timeout=30_000)
        expect(board.locator(".tutor-status")).to_have_class(re.compile("tutor-status-success"))
        if task.success is not None:
            expect(board.locator(".tutor-status")).to_have_text(task.success[lang])
    except Exception as error:  # noqa: BLE001 - show the page instead of a bare failure
        fail_on_server(page, server, f"{type(error).__name__}: {error}",
                       f"lesson-{game}-{ui}-{lang}.png")
    finally:
        context.close()
