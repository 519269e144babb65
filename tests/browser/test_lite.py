"""The JupyterLite site (``make lite``, ``build/lite/``) in a real browser, with no network.

The site is served from 127.0.0.1 by a plain static server, as a teacher's static host
would (``tools/lite_timing.py``, which also hands the kernel's worker a ``pyodide.mjs``
that writes timing marks on the console). Chromium opens a Cartography lesson, runs every
cell in the Pyodide kernel (in the browser: ``import tutor`` with no ``%pip``), clicks a
legal move on the live board and sees the board and the status line change. A package the
site does not ship must fail at once with ``ModuleNotFoundError``.

The time from opening the page to the first live board is printed with its phases (Pyodide
start, package installs, the kernel, ``import tutor``, the game's lessons, the first
render; ``tools/lite_timing.py`` says how each is taken). The board must appear, within
:data:`BOARD_BOUND` seconds: a bound for a machine under load, not the target; the lead
quotes the printed figure.

Nothing may come from outside the site: every request the browser context sees (the
page, its workers, the service worker) must be for 127.0.0.1. Chromium's proxy is also
pointed at a local trap that records and refuses every request that would leave the
machine; apart from Chromium's own services (updates, accounts, autofill: the browser's
traffic, not the page's), the trap must stay empty too.

Without ``build/lite/`` the tests are skipped (``make lite`` builds it), except under
``CI=true``, where ``.ci/run`` builds the site first and they must run.
"""

from __future__ import annotations

import importlib.util
import re
import socketserver
import sys
import threading
import time
import urllib.parse
from pathlib import Path
from typing import Any

import pytest

from .harness import (
    APP_LANG,
    CHROMIUM_ARGS,
    CODE,
    answer_path,
    answered,
    chromium,
    course_next,
    fail_with,
    first_task,
    open_page,
    outside,
    stars_text,
    unavailable,
)

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "lite"
NOT_BUILT = "the JupyterLite site is not built: run `make lite` (it builds build/lite/)"
LESSON_GLOB = "en/cartography/04-*.ipynb"
"""The lesson the test runs (Cartography 4, capture): its first task is solved by one click
(a stone)."""
BOARD_BOUND = 90.0
"""Seconds from opening the page to the first live board that fail the test: generous, for
a shared two-core machine under load (about 13 s with a load average of 2, up to about
50 s with a load average of 11, when the test was written)."""

LITE_ARGS = [*CHROMIUM_ARGS, "--disable-domain-reliability",
             "--disable-client-side-phishing-detection"]
"""Chromium's arguments here: fewer calls of its own that the trap would have to answer."""


CHROMIUM_SERVICES = {
    "accounts.google.com", "android.clients.google.com", "clients2.google.com",
    "content-autofill.googleapis.com", "optimizationguide-pa.googleapis.com",
    "redirector.gvt1.com", "safebrowsingohttpgateway.googleapis.com",
    "update.googleapis.com",
}
"""Hosts that Chromium itself calls (not the page); the trap answers them 403."""


class _Trap(socketserver.ThreadingMixIn, socketserver.TCPServer):
    """A proxy that forwards nothing: it records each request line and answers 403."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self):
        self.requests: list[str] = []

        class Handler(socketserver.StreamRequestHandler):
            def handle(handler):  # noqa: N805 - the trap's requests list is on the server
                line = handler.rfile.readline(4096).decode("latin-1").strip()
                if line:
                    self.requests.append(line)
                handler.wfile.write(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n"
                                    b"Connection: close\r\n\r\n")

        super().__init__(("127.0.0.1", 0), Handler)


def _tool(name: str):
    """A script of ``tools/`` imported as a module (``tools`` is not a package)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while they are made
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def timing_tool():
    return _tool("lite_timing")


@pytest.fixture(scope="module")
def site(timing_tool) -> str:
    """``build/lite/`` served on a free loopback port: the site's base URL."""
    if not (SITE / "jupyter-lite.json").is_file():
        unavailable(NOT_BUILT)
    with timing_tool.serve(SITE) as url:
        yield url


@pytest.fixture(scope="module")
def trap():
    server = _Trap()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def lite_browser(chromium_path, trap):
    """Chromium whose every non-loopback request goes to the trap proxy."""
    proxy = {"server": f"http://127.0.0.1:{trap.server_address[1]}", "bypass": "127.0.0.1"}
    with chromium(chromium_path, args=LITE_ARGS, proxy=proxy) as browser:
        yield browser


def _trap_host(request_line: str) -> str:
    """The host of a proxy request line: ``CONNECT host:443 ...`` or ``GET http://host/...``."""
    target = request_line.split(" ")[1] if " " in request_line else request_line
    if "://" not in target:
        target = f"//{target}"
    return urllib.parse.urlsplit(target).hostname or target


def test_site_is_self_contained():
    """The build's own check: lock wheels and hashes, local Pyodide, no PyPI fallback."""
    if not (SITE / "jupyter-lite.json").is_file():
        unavailable(NOT_BUILT)
    build_lite = _tool("build_lite")
    build_lite.check_site(build_lite.Progress())


def test_cartography_lesson_in_jupyterlite(lite_browser, site, trap, timing_tool, capsys):
    from playwright.sync_api import expect

    lesson = timing_tool.find_lesson(LESSON_GLOB, SITE)

    context, page = open_page(lite_browser)
    requests = page.requests

    def fail(message: str) -> None:
        fail_with(page, message, SITE.parent / "lite-test-failure.png")

    try:
        try:
            timing = timing_tool.open_lesson_and_run_all(page, site, lesson)
        except timing_tool.LessonTimeout as error:
            with capsys.disabled():
                print("\n" + error.timing.report())
            fail(f"{error} (the phases reached are printed above)")
        with capsys.disabled():
            print("\n" + timing.report())
        assert timing.board < BOARD_BOUND, (
            f"the first board took {timing.board:.0f} s (bound {BOARD_BOUND:.0f} s, load "
            f"average {timing.load})")
        notebook = page.locator(timing_tool.NOTEBOOK).first
        widget = notebook.locator(".tutor-widget").first
        board = widget.locator(".tutor-board svg").first

        # One connection to the kernel, the notebook's: a second one (the Help menu's, see
        # DISABLED_PLUGINS in tools/build_lite.py) makes JupyterLab drop messages of the
        # notebook's, such as the comm_open of a board, which then never appears.
        sockets = [m for m in page.console_messages
                   if "Starting WebSocket" in m and "/api/kernels/" in m]
        assert len(sockets) == 1, f"{len(sockets)} kernel connections, not 1: {sockets}"

        # Let every cell finish (the last one is markdown; the kernel goes idle), then
        # check that the lesson's code ran without an exception.
        page.locator(".jp-StatusBar-Widget",
                     has_text=re.compile(r"Pyodide.*\|\s*Idle")).first.wait_for(timeout=180_000)
        expect(notebook.locator(".jp-InputArea-prompt", has_text="[*]")).to_have_count(
            0, timeout=180_000)
        errors = notebook.locator(
            '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')
        if errors.count():
            fail(f"a cell of the lesson raised: {errors.first.inner_text()[:500]}")

        # The first task, solved by a click on the board (the answer comes from the lesson
        # content): the click goes to the kernel in the browser and comes back as success.
        from tutor.lessons import course

        task = next(x for x in course("cartography") if x.number == 4).tasks()[0]
        status = widget.locator(".tutor-status").first
        svg_before = board.inner_html()
        widget.locator(f'.tutor-board [data-action="{task.solution[0]}"]').first.click()
        try:
            expect(widget.locator(".tutor-prompt")).to_contain_text("Done", timeout=30_000)
            expect(status).to_have_class(re.compile("tutor-status-success"))
        except AssertionError:
            fail(f"the task was not solved by {task.solution[0]!r}: status "
                 f"{status.inner_text()!r}")
        assert board.inner_html() != svg_before, "the board did not change after the move"

        # A package the site does not ship fails at once with a plain error (the lock is
        # trimmed and the PyPI fallback is off), instead of waiting on the network.
        notebook.locator(".jp-Cell .jp-InputPrompt").last.click()
        page.keyboard.press("b")  # a new cell below, in command mode
        page.keyboard.press("Enter")  # edit it
        page.keyboard.type("import numpy")
        page.keyboard.press("Shift+Enter")
        try:
            expect(notebook.locator(".jp-OutputArea-output").last).to_contain_text(
                "ModuleNotFoundError", timeout=30_000)
        except AssertionError:
            fail("importing a package the site does not ship did not fail plainly")
    finally:
        context.close()

    left = outside(requests)
    assert not left, f"the site requested URLs outside 127.0.0.1: {left}"
    leaked = sorted({line for line in trap.requests if _trap_host(line) not in CHROMIUM_SERVICES})
    assert not leaked, f"requests tried to leave the machine (through the trap proxy): {leaked}"
    assert any(url.endswith("tutor-0.1.0-py3-none-any.whl") or "/tutor-" in url
               for url in requests), "the tutor wheel was not loaded from the site"


# -- the lessons as apps (Voici), and JupyterLab in Traditional Chinese ---------------------

APP_VIEWPORT = {"width": 1024, "height": 768}
"""A tablet in landscape: what the apps are tested on, by touch."""
APP_CHROME = re.compile(r"Running|Executing|Starting up|kernel|Voici|Voil|Loading|"
                        r"JupyterLab|notebook", re.I)
"""Words of Voici's and Voilà's own page furniture (their loading screen, links), which a
child's app page must not show: the tutor's template says what it has to in the lesson's
language."""
def open_app_context(lite_browser) -> tuple[Any, Any]:
    """A tablet-sized page with touch, that keeps its console and requests."""
    context = lite_browser.new_context(viewport=APP_VIEWPORT, has_touch=True)
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


def app_board(page: Any) -> Any:
    """The app page's first task board (its prompt is shown)."""
    return page.locator("#tutor-cells .tutor-widget",
                        has=page.locator(".tutor-prompt:not([hidden])")).first


@pytest.mark.parametrize("game", ["cartography", "kanagawa", "tokaido", "karesansui"])
def test_a_lesson_as_an_app_from_the_front_page(lite_browser, site, trap, timing_tool,
                                                monkeypatch, tmp_path, game, capsys):
    """The site's front door opens the front page as an app; a child chooses 繁體中文, then
    the game's first lesson (with a task), by touch on a tablet-sized page. The lesson shows
    its text and boards and no code, with no English page furniture, and its first task is
    solved by tapping the answer on the board: done, with three stars in the progress."""
    from playwright.sync_api import expect

    lesson, task = first_task(game)
    monkeypatch.setenv("TUTOR_PROGRESS", str(tmp_path / "progress.json"))
    taps = answer_path(game, lesson.number, task.id, APP_LANG)
    context, page = open_app_context(lite_browser)

    def fail(message: str) -> None:
        fail_with(page, message, SITE.parent / f"lite-app-{game}.png")

    try:
        page.goto(f"{site}/")
        page.wait_for_url(re.compile(r"/voici/render/index\.html$"))
        page.locator("#tutor-cells a", has_text="繁體中文").first.tap()
        page.wait_for_url(re.compile(rf"/voici/render/{APP_LANG}/index\.html$"))
        expect(page.locator("#tutor-loading")).to_have_count(0)  # no code, no kernel
        page.locator(f'#tutor-cells a[href="{game}/{lesson.stem}.html"]').first.tap()
        page.wait_for_url(re.compile(rf"/{APP_LANG}/{game}/{lesson.stem}\.html$"))
        started = time.monotonic()
        board = app_board(page)
        try:
            board.locator(".tutor-board svg").first.wait_for(timeout=BOARD_BOUND * 1000)
        except Exception:  # noqa: BLE001 - playwright's TimeoutError
            fail(f"the {game} lesson's first board did not appear within {BOARD_BOUND:.0f} s")
        with capsys.disabled():
            print(f"\n[lite] {game}: the app's first board {time.monotonic() - started:.1f} s "
                  f"after the lesson's link (load average {timing_tool.load_average()})")

        # An app, in the lesson's language: text and boards, no code, no English furniture.
        assert page.title() == f"{lesson_title(game, lesson)}"
        expect(board).to_have_attribute("lang", APP_LANG)
        text = page.locator("body").inner_text()
        assert not CODE.search(text), f"the app shows code: {CODE.search(text)[0]!r}"
        assert page.locator(".jp-CodeCell .jp-InputArea, .jp-CodeMirrorEditor, .cm-editor, "
                            ".jp-InputPrompt").count() == 0, "the app shows a code cell"
        furniture = page.evaluate(
            "() => [...document.body.querySelectorAll('*')].filter(e => "
            "!e.closest('#tutor-cells .jp-Cell') && !e.closest('script, style') && "
            "[...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))"
            ".map(e => e.textContent.trim())")
        english = [t for t in furniture if APP_CHROME.search(t)]
        assert not english, f"English page furniture in the app: {english}"
        expect(page.locator("#tutor-teacher")).to_contain_text("老師")

        # The first task, answered by touch.
        expect(board.locator(".tutor-prompt")).to_contain_text(task.goal[APP_LANG])
        for kind, value in taps:
            with answered(board):  # the next tap lands on the board this answer drew
                board.locator(f'[data-{kind}="{value}"]').first.tap()
        try:
            expect(board.locator(".tutor-prompt")).to_contain_text("完成", timeout=30_000)
            expect(board.locator(".tutor-status")).to_have_class(
                re.compile("tutor-status-success"))
        except AssertionError:
            fail(f"tapping {taps} did not solve {task.id}: status "
                 f"{board.locator('.tutor-status').inner_text()!r}")
        expect(page.locator(".tutor-progress").first).to_contain_text(
            stars_text(game, lesson, {task.id: 3}), timeout=30_000)
    finally:
        context.close()
    left = outside(page.requests)
    assert not left, f"the app requested URLs outside 127.0.0.1: {left}"


def lesson_title(game: str, lesson) -> str:
    """A lesson's page title in the app's language (the notebook's ``metadata.title``)."""
    from tutor.lessons.notebook import game_title

    return f"{game_title(game)[APP_LANG]} {lesson.number} · {lesson.title[APP_LANG]}"


def test_app_progress_is_kept_and_the_course_map_links_apps(lite_browser, site, timing_tool,
                                                           monkeypatch, tmp_path):
    """Progress made in an app page is saved in the browser (the site's storage, not its
    files): a reload shows the stars again, and JupyterLab on the same site opens the same
    progress file. The course map's links lead to the other lessons' app pages."""
    from playwright.sync_api import expect

    game = "cartography"
    lesson, task = first_task(game)
    monkeypatch.setenv("TUTOR_PROGRESS", str(tmp_path / "progress.json"))
    taps = answer_path(game, lesson.number, task.id, APP_LANG)
    earned = stars_text(game, lesson, {task.id: 3})
    context, page = open_app_context(lite_browser)
    url = timing_tool.app_url(site, f"{APP_LANG}/{game}/{lesson.stem}.ipynb")
    try:
        page.goto(url)
        board = app_board(page)
        board.locator(".tutor-board svg").first.wait_for(timeout=BOARD_BOUND * 1000)
        for kind, value in taps:
            with answered(board):  # the next tap lands on the board this answer drew
                board.locator(f'[data-{kind}="{value}"]').first.tap()
        expect(page.locator(".tutor-progress").first).to_contain_text(earned, timeout=30_000)

        page.reload()
        app_board(page).locator(".tutor-board svg").first.wait_for(timeout=BOARD_BOUND * 1000)
        expect(page.locator(".tutor-progress").first).to_contain_text(earned, timeout=30_000)
        saved = page.evaluate("path => fetch(path).then(r => r.ok ? r.text() : '')",
                              f"/files/{APP_LANG}/{game}/tutor-progress.json")
        assert not saved, "the progress file leaked into the site's own files"

        # The course map (the lesson's last output): its links are app pages.
        nxt = course_next(game, lesson)
        link = page.locator(".tutor-course a", has_text=nxt.title[APP_LANG]).first
        link.wait_for(timeout=BOARD_BOUND * 1000)
        expect(link).to_have_attribute("href", f"{nxt.stem}.html")
        link.tap()
        page.wait_for_url(re.compile(rf"/{APP_LANG}/{game}/{nxt.stem}\.html$"))
        expect(page.locator("#tutor-cells h1").first).to_contain_text(nxt.title[APP_LANG])

        # JupyterLab on the same site reads the same progress file (the browser's storage).
        page.goto(f"{site}/lab/index.html?path={APP_LANG}/{game}/tutor-progress.json")
        viewer = page.locator(".jp-RenderedJSON").first
        expect(viewer).to_contain_text("tutor-progress", timeout=60_000)
        for key in ("lessons", lesson.key):  # open the tree down to the lesson's items
            viewer.get_by_text(key, exact=True).first.click()
        expect(viewer).to_contain_text(task.id)
    except Exception as error:  # noqa: BLE001 - show the page instead of a bare failure
        fail_with(page, f"{type(error).__name__}: {error}", SITE.parent / "lite-progress.png")
    finally:
        context.close()


def test_jupyterlab_speaks_the_front_pages_language(lite_browser, site, timing_tool):
    """From the Traditional Chinese index as an app, the teachers' link opens the same
    notebook in JupyterLab, in zh-TW (the language pack, with the tutor's words for the
    menu bar): its menus are Chinese, no news box asks anything, and a lesson's code cells
    come collapsed."""
    from playwright.sync_api import expect

    context, page = open_app_context(lite_browser)
    try:
        page.goto(f"{site}/voici/render/{APP_LANG}/index.html")
        page.locator("#tutor-teacher a").tap()
        page.wait_for_url(re.compile(r"/lab/index\.html\?path=zh-Hant%2Findex\.ipynb$|"
                                     r"/lab/index\.html\?path=zh-Hant/index\.ipynb$"))
        bar = page.locator(".lm-MenuBar-content")
        for menu in ("檔案", "編輯", "檢視", "執行", "核心", "設定", "說明"):
            expect(bar.locator(".lm-MenuBar-itemLabel", has_text=menu)).to_have_count(
                1, timeout=60_000)
        labels = bar.locator(".lm-MenuBar-itemLabel").all_inner_texts()
        assert not [x for x in labels if re.search("[A-Za-z]", x)], labels

        lesson, _task = first_task("cartography")
        page.goto(f"{site}/lab/index.html?path={APP_LANG}/cartography/{lesson.stem}.ipynb")
        notebook = page.locator(timing_tool.NOTEBOOK).first
        notebook.locator(".jp-CodeCell").first.wait_for(timeout=60_000)
        expect(notebook.locator(".jp-CodeCell .jp-InputArea-editor:visible")).to_have_count(0)
        expect(notebook.locator(".jp-CodeCell .jp-InputPlaceholder").first).to_be_visible()
        # The news question would be up by now (JupyterLab asks once restored): not here.
        expect(page.get_by_text("official Jupyter news")).to_have_count(0)
    except Exception as error:  # noqa: BLE001 - show the page instead of a bare failure
        fail_with(page, f"{type(error).__name__}: {error}", SITE.parent / "lite-lab-zh.png")
    finally:
        context.close()
