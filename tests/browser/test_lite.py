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
import urllib.parse
from pathlib import Path

import pytest

from .harness import CHROMIUM_ARGS, chromium, fail_with, open_page, unavailable

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


def _outside(url: str) -> bool:
    """True for a URL that would leave 127.0.0.1 (blob: and data: stay in the page)."""
    if url.startswith("data:"):
        return False
    if url.startswith("blob:"):
        url = url[len("blob:"):]
    return urllib.parse.urlsplit(url).hostname != "127.0.0.1"


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

    outside = sorted({url for url in requests if _outside(url)})
    assert not outside, f"the site requested URLs outside 127.0.0.1: {outside}"
    leaked = sorted({line for line in trap.requests if _trap_host(line) not in CHROMIUM_SERVICES})
    assert not leaked, f"requests tried to leave the machine (through the trap proxy): {leaked}"
    assert any(url.endswith("tutor-0.1.0-py3-none-any.whl") or "/tutor-" in url
               for url in requests), "the tutor wheel was not loaded from the site"
