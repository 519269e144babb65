"""One lesson task per game solved with the keyboard alone, in JupyterLab, in English and
in Traditional Chinese: the focus is put on the board (as a learner arriving at it), then
Tab (or Shift+Tab) reaches each target of the answer and Enter plays or selects it, until
the task says it is done. Every target the focus lands on must have a name a screen reader
says.

The tasks are chosen in one place, :data:`TASKS` (a lesson and a task id, or None for the
lesson's first task: the lessons are being rewritten, and the first task of a lesson
survives a renamed id). The keys are worked out from the lesson itself
(:func:`harness.answer_path`): the task's stored solution, and for a move that needs a
first click (a tile type, a card), the targets whose selection puts the move on the board,
found on the same board in Python.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

from tutor.lessons import course

from .harness import answer_path, fail_on_server, open_and_run_all, write_notebook

pytestmark = pytest.mark.browser

TASKS: dict[str, tuple[int, str | None]] = {
    "cartography": (2, None),
    "kanagawa": (2, None),
    "tokaido": (2, None),
    "karesansui": (2, None),
}
"""game: (lesson number, task id or None for the lesson's first task)."""

LANGS = ("en", "zh-Hant")
DONE = {"en": "Done", "zh-Hant": "完成"}
MAX_KEYS = 400
"""Tab presses allowed to reach one target."""


def task_id(game: str) -> tuple[int, str]:
    number, tid = TASKS[game]
    lesson = next(x for x in course(game) if x.number == number)
    return number, tid or lesson.tasks()[0].id


def key_path(game: str, lang: str) -> list[tuple[str, str]]:
    """The targets to reach and press for the task of :data:`TASKS` (:func:`answer_path`)."""
    return answer_path(game, *task_id(game), lang)


@pytest.fixture
def progress(tmp_path, monkeypatch):
    """Progress of the in-process boards goes to a temporary file."""
    monkeypatch.setenv("TUTOR_PROGRESS", str(tmp_path / "progress.json"))


def _selector(kind: str, value: str) -> str:
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'[data-{kind}="{escaped}"][tabindex="0"]'


def tab_to(page: Any, target: Any) -> int:
    """Press Tab (or Shift+Tab, when the target comes before the focus) until ``target``
    has the focus; returns the presses."""
    for presses in range(MAX_KEYS):
        where = target.evaluate(
            "el => el === document.activeElement ? 0 : "
            "(document.activeElement.compareDocumentPosition(el) & "
            "Node.DOCUMENT_POSITION_PRECEDING) ? -1 : 1")
        if where == 0:
            return presses
        page.keyboard.press("Shift+Tab" if where < 0 else "Tab")
    raise AssertionError(f"{MAX_KEYS} presses of Tab did not reach {target}")


@pytest.mark.parametrize("game", sorted(TASKS))
def test_a_task_by_keyboard_alone(page, lab_server, progress, game: str) -> None:
    """Both languages' boards of one task: focus, Tab to each target, Enter, done."""
    from playwright.sync_api import expect

    number, tid = task_id(game)
    paths = {lang: key_path(game, lang) for lang in LANGS}
    cells = ["import os, tempfile\n"
             "os.environ['TUTOR_PROGRESS'] = os.path.join(tempfile.mkdtemp(), 'p.json')\n"
             "from tutor.lessons import open_lesson"]
    cells += [f"open_lesson({game!r}, {number}, {lang!r}).task({tid!r})" for lang in LANGS]
    open_and_run_all(page, lab_server, write_notebook(lab_server.root, f"keys-{game}", cells))
    widgets = page.locator(".tutor-widget")
    try:
        expect(widgets).to_have_count(len(LANGS), timeout=90_000)
        for i in range(len(LANGS)):
            widgets.nth(i).locator(".tutor-board svg").first.wait_for(timeout=60_000)
    except Exception:  # noqa: BLE001 - show the page's state instead of a bare timeout
        fail_on_server(page, lab_server, f"the {game} boards did not appear",
                       f"keys-{game}.png")
    started = time.perf_counter()
    presses = 0
    for i, lang in enumerate(LANGS):
        widget = widgets.nth(i)
        board = widget.locator(".tutor-board")
        expect(widget).to_have_attribute("lang", lang)
        expect(widget.locator(".tutor-prompt")).to_be_visible()
        board.focus()  # the learner arrives at the board
        try:
            for kind, value in paths[lang]:
                target = board.locator(_selector(kind, value)).first
                target.wait_for(timeout=30_000)
                presses += tab_to(page, target)
                label = target.get_attribute("aria-label") or target.locator(
                    "title").first.text_content()
                assert label, f"{game} {lang}: {value!r} has no name"
                if lang == "zh-Hant" and kind == "action":
                    assert label == target.get_attribute("aria-label")
                status = widget.locator(".tutor-status").inner_text()
                page.keyboard.press("Enter")
                expect(widget.locator(".tutor-status")).not_to_have_text(status,
                                                                         timeout=30_000)
            expect(widget.locator(".tutor-prompt")).to_contain_text(DONE[lang],
                                                                    timeout=30_000)
            expect(widget.locator(".tutor-status")).to_have_class(
                re.compile("tutor-status-success"))
        except Exception as error:  # noqa: BLE001 - show the page, not a bare failure
            fail_on_server(page, lab_server, f"{game} {lang}: {error}", f"keys-{game}.png")
    print(f"{game}: {sum(len(p) for p in paths.values())} targets, {presses} Tab presses, "
          f"{time.perf_counter() - started:.1f} s of keys")
