"""What the browser tests share: the system Chromium driven by Playwright, skipping (or
failing under ``CI=true``) when a piece is missing, free loopback ports, stopping a server
started in its own session, pages that keep their console, notebooks run with Run All, and
failing with what the page showed.

The fixtures (servers, the browser, a page) are in ``conftest.py``; test modules import
these functions (``from .harness import open_board``).
"""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import urllib.parse
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NoReturn

import pytest

from tutor.lessons.notebook import code_cell, notebook_json

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
MISSING_CHROMIUM = (
    "install Debian chromium (apt-get install chromium) to run browser tests; "
    "CI=true makes them mandatory"
)


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() == "true"


def unavailable(reason: str) -> NoReturn:
    """Skip the test, or fail it when running in CI."""
    if in_ci():
        pytest.fail(f"{reason} (CI=true: browser tests are mandatory)", pytrace=False)
    pytest.skip(reason)


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def stop_group(process: subprocess.Popen) -> None:
    """End what is left of the process group of ``process`` (a server started in its own
    session, with its kernels), and only that: SIGTERM, then SIGKILL."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(process.pid, sig)
        except (ProcessLookupError, PermissionError):
            break
        try:
            process.wait(timeout=10)
            break
        except subprocess.TimeoutExpired:
            continue


@contextmanager
def chromium(path: Path, **launch: Any) -> Iterator[Any]:
    """A headless Chromium (the executable at ``path``) driven by Playwright; ``launch``
    adds or replaces options of ``launch()`` (``args``, a ``proxy``)."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        unavailable("the python package playwright is missing: pip install -e '.[test]'")
    playwright = sync_playwright().start()
    try:
        browser = playwright.chromium.launch(
            executable_path=str(path), headless=True, **{"args": CHROMIUM_ARGS, **launch})
    except Exception as error:  # noqa: BLE001 - report why Chromium did not start
        playwright.stop()
        pytest.fail(f"could not launch {path}: {error}", pytrace=False)
    try:
        yield browser
    finally:
        browser.close()
        playwright.stop()


def open_page(browser: Any, width: int = 1400, height: int = 1000) -> tuple[Any, Any]:
    """A new browser context and a page in it (30 s timeouts). The page keeps its console
    messages and errors in ``page.console_messages`` and the URLs it requests in
    ``page.requests``. Close the context when done."""
    context = browser.new_context(viewport={"width": width, "height": height})
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    page.set_default_timeout(30_000)
    messages: list[str] = []
    page.on("console", lambda msg: messages.append(f"console.{msg.type}: {msg.text}"))
    page.on("pageerror", lambda error: messages.append(f"pageerror: {error}"))
    page.console_messages = messages
    page.requests = requests
    return context, page


def outside(urls: list[str]) -> list[str]:
    """The URLs of ``urls`` that would leave 127.0.0.1, sorted, once each (``blob:`` and
    ``data:`` stay in the page)."""
    return sorted({url for url in urls
                   if urllib.parse.urlsplit(url.removeprefix("blob:")).hostname
                   not in ("127.0.0.1", None)})


@contextmanager
def logged_in(browser: Any, names: tuple[str, ...], login: Any) -> Iterator[dict[str, Any]]:
    """A page at 1280×900 for each of ``names``, logged in with ``login(page, name)``; the
    contexts are closed on leaving."""
    pages, contexts = {}, []
    try:
        for name in names:
            context, page = open_page(browser, 1280, 900)
            contexts.append(context)
            login(page, name)
            pages[name] = page
        yield pages
    finally:
        for context in contexts:
            context.close()


def outputs_text(page: Any) -> str:
    """The text of every notebook output on the page."""
    return "\n".join(page.locator(".jp-OutputArea-output").all_inner_texts())


def fail_with(page: Any, message: str, screenshot: Path,
              logs: Mapping[str, str] | None = None) -> NoReturn:
    """Fail the test with ``message``, a screenshot of the page, the page's notebook
    outputs and console, and ``logs`` (``{"server log": text}``)."""
    page.screenshot(path=str(screenshot), full_page=True)
    console = "\n".join(getattr(page, "console_messages", [])[-30:])
    parts = [f"{message} (screenshot: {screenshot})",
             f"--- outputs ---\n{outputs_text(page)[-3000:]}",
             f"--- browser console ---\n{console}"]
    parts += [f"--- {name} ---\n{text}" for name, text in (logs or {}).items()]
    pytest.fail("\n".join(parts), pytrace=False)


# -- notebooks on a Jupyter server (conftest's LabServer) -----------------------------------


def write_notebook(root: Path, name: str, cells: list[str]) -> str:
    """Write a notebook of code cells into the served folder; returns its file name."""
    notebook = notebook_json([code_cell(source) for source in cells], "cell")
    filename = f"{name}.ipynb"
    (root / filename).write_text(json.dumps(notebook, indent=1))
    return filename


def fail_on_server(page: Any, server: Any, message: str, screenshot: str = "failure.png",
                   ) -> NoReturn:
    """:func:`fail_with`, the screenshot beside the server's log, with the log's tail."""
    fail_with(page, message, server.log.with_name(screenshot),
              {"server log": server.log_tail(40)})


def accept_dialog(page: Any) -> None:
    """Accept a dialog JupyterLab shows over the notebook, in any interface language: the
    "Select Kernel" one comes when a kernel that was starting under load was replaced (its
    button reads 選擇 in the zh-TW interface), and it takes every click meant for the menu."""
    accept = page.locator(".jp-Dialog .jp-Dialog-footer .jp-mod-accept")
    if accept.count():
        accept.first.click()


def run_all(page: Any, server: Any) -> None:
    """Run > Run All Cells (the same menu in JupyterLab and Notebook 7) on a page where
    nothing has run yet, once the notebook's kernel is connected and idle, repeated until
    the kernel has started on the cells: the notebook's kernel indicator (in the toolbar of
    both interfaces) says "Executed" once the kernel reports the first cell busy. A Run All
    made while the kernel connects can be dropped silently, and neither a cell's ``[*]``
    (the page has queued it) nor a count such as ``[1]`` (a saved notebook shows its own)
    proves that the kernel runs anything."""
    page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=60_000)
    page.locator(".jp-Notebook .jp-Cell").first.click()
    indicator = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook-ExecutionIndicator"
    idle = page.locator(f'{indicator}[data-status="idle"]')
    ran = page.locator(indicator, has_text=re.compile(r"Executed \d"))
    assert not ran.count(), "run_all needs a page where nothing has run yet"
    for _attempt in range(3):
        accept_dialog(page)
        try:  # the kernel is connected
            idle.first.wait_for(state="attached", timeout=60_000)
        except Exception:  # noqa: BLE001 - playwright's TimeoutError: the menu may still work
            pass
        accept_dialog(page)
        try:
            page.locator(".lm-MenuBar-item", has_text=re.compile(r"^Run$")).first.click(
                timeout=15_000)
            page.locator(".lm-Menu-itemLabel",
                         has_text=re.compile(r"^Run All Cells$")).first.click(timeout=15_000)
            ran.first.wait_for(state="attached", timeout=30_000)
            return
        except Exception:  # noqa: BLE001 - playwright's TimeoutError: a dialog came, or the
            page.keyboard.press("Escape")  # kernel dropped the Run All: try the menu again
    fail_on_server(page, server, "Run > Run All Cells did not start the cells")


def all_cells_run(page: Any, server: Any, timeout: float = 180_000) -> None:
    """After :func:`run_all`: wait until the kernel has run every cell Run All queued, that
    is until the notebook's kernel indicator, busy while cells are queued (even when the
    kernel is idle for a moment between two cells), says idle again. A board is then
    settled: nothing more from the notebook's cells is on its way to it, and a click is
    answered at once rather than behind the cells still queued."""
    indicator = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook-ExecutionIndicator"
    try:
        page.locator(f'{indicator}[data-status="idle"]').first.wait_for(
            state="attached", timeout=timeout)
    except Exception:  # noqa: BLE001 - playwright's TimeoutError: show the page instead
        fail_on_server(page, server, "the notebook's cells did not finish running")


def open_and_run_all(page: Any, server: Any, filename: str) -> None:
    """Open a notebook in JupyterLab, wait until its kernel is idle, and run all cells."""
    page.goto(server.notebook_url(filename))
    page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell").first.wait_for(
        timeout=60_000)
    # The status bar reads "Python 3 (ipykernel) | Idle" once the kernel is connected.
    page.locator(".jp-StatusBar-Widget", has_text=re.compile(r"\|\s*Idle")).first.wait_for(
        timeout=90_000)
    run_all(page, server)


@contextmanager
def answered(widget: Any, timeout: float = 30_000) -> Iterator[None]:
    """Around a click or key press that sends a message to a board's kernel: on leaving,
    wait until ``widget`` (a ``.tutor-widget``) has shown the kernel's answer, that is until
    its ``data-updates`` count (one per update from Python, see board.js) has moved on.

    The next click then lands on the board that answer drew: clicking at once can land on
    the old board (a hand card is there before and after a move), with the old step, which
    the kernel refuses as a click on another step's board. Use it on a board that has
    settled (nothing else on its way from the kernel) and for a click that the kernel
    answers with a change (a move, a selection, a refusal with a new status)."""
    before = widget.get_attribute("data-updates")
    assert before is not None, "the board has no data-updates count (board.js too old?)"
    yield
    from playwright.sync_api import expect

    expect(widget).not_to_have_attribute("data-updates", before, timeout=timeout)


def click_board(widget: Any, selector: str, timeout: float = 30_000) -> None:
    """Click the first element of ``widget`` (a ``.tutor-widget``) that ``selector`` finds,
    and wait for the kernel's answer (:func:`answered`)."""
    with answered(widget, timeout):
        widget.locator(selector).first.click(timeout=timeout)


def open_board(page: Any, server: Any, name: str, code: str, what: str) -> Any:
    """Run a one-cell notebook ``name`` whose ``code`` shows a board widget in JupyterLab;
    returns the widget once its SVG is drawn (``what`` names it in a failure)."""
    open_and_run_all(page, server, write_notebook(server.root, name, [code]))
    widget = page.locator(".tutor-widget").first
    try:
        widget.locator("svg").first.wait_for(timeout=60_000)
    except Exception:  # noqa: BLE001 - show the page's state instead of a bare timeout
        fail_on_server(page, server, f"the {what} board SVG did not appear")
    return widget


# -- a lesson task's answer, as a learner presses it ------------------------------------------


def _keyboard_targets(svg: str) -> dict[tuple[str, str], ET.Element]:
    return {(("action" if el.get("data-action") is not None else "target"),
             el.get("data-action") or el.get("data-target") or ""): el
            for el in ET.fromstring(svg).iter()
            if el.get("tabindex") == "0"
            and (el.get("data-action") is not None or el.get("data-target") is not None)}


def answer_path(game: str, number: int, tid: str, lang: str) -> list[tuple[str, str]]:
    """The targets of lesson ``number``'s task ``tid`` to press (click, tap, Enter), in
    order, as (kind, value): ("target", "type-C2") then ("action", "tile C2 at (1,1) rot
    0"), for each move of the task's stored solution; found on the lesson's own board, in
    Python (a breadth-first search over first clicks, at most three). Every target is one
    the keyboard reaches (``tabindex="0"``). Set ``TUTOR_PROGRESS`` to a scratch file
    first: the board records its progress."""
    from tutor.lessons import course, open_lesson

    board = open_lesson(game, number, lang).task(tid)
    task = next(x for x in course(game) if x.number == number).find(tid)
    path: list[tuple[str, str]] = []
    for move in task.solution:
        start = dict(board.selection)
        queue: list[tuple[dict[str, Any], list[str]]] = [(start, [])]
        found = None
        while queue and found is None:
            selection, clicks = queue.pop(0)
            board.selection = selection
            targets = _keyboard_targets(board.svg)
            if ("action", move) in targets:
                found = clicks
                break
            if len(clicks) < 3:
                for kind, value in targets:
                    if kind == "target" and value not in clicks:
                        board.selection = selection
                        board.target(value)
                        if board.status_kind != "error":
                            queue.append((dict(board.selection), [*clicks, value]))
        assert found is not None, f"{game} {lang}: {move!r} is not reachable by keyboard"
        board.selection = start
        for value in found:
            board.target(value)
        board.click(move)
        path += [("target", v) for v in found] + [("action", move)]
    assert board.task_done, f"{game} {lang}: the solution played in Python does not finish"
    return path


# -- lessons as apps -------------------------------------------------------------------------

APP_LANG = "zh-Hant"
"""The language the app tests use: the pupils'."""

CODE = re.compile(r"open_lesson|lesson\.(task|show|quiz|progress|course)\(|import tutor")
"""Code of a lesson notebook, which an app page must not show."""


def first_task(game: str):
    """The first lesson of ``game`` that has a task, and that task."""
    from tutor.lessons import course

    lesson = next(x for x in course(game) if x.tasks())
    return lesson, lesson.tasks()[0]


def stars_text(game: str, lesson, done: dict[str, int]) -> str:
    """The lesson's progress line (the first cell's output) once the items of ``done`` (id:
    stars) are done, in the app's language, as the tutor writes it."""
    import tempfile

    from tutor.lessons.progress import Progress
    from tutor.lessons.widgets import progress_line

    progress = Progress(Path(tempfile.mkdtemp()) / "progress.json")
    for item, stars in done.items():
        progress.record(lesson.key, item, "done", stars=stars)
    return progress_line(progress, lesson, APP_LANG)


def course_next(game: str, lesson):
    """The lesson after ``lesson``."""
    from tutor.lessons import course

    lessons = course(game)
    return lessons[[x.number for x in lessons].index(lesson.number) + 1]
