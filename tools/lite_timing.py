"""Where the time goes between opening a lesson on the JupyterLite site and its first board.

    .venv/bin/python tools/lite_timing.py                 # 3 runs of each view, medians
    .venv/bin/python tools/lite_timing.py --runs 5 --lesson 'zh-Hant/tokaido/03-*.ipynb'
    .venv/bin/python tools/lite_timing.py --app app --runs 1 --details  # every mark

Serves ``build/lite/`` (``make lite`` builds it) on a loopback port and opens the lesson in
headless Chromium (``/usr/bin/chromium``), in a fresh browser context each run (a cold
cache, as a pupil's first visit), in each of the views asked for (``--app``, by default
both, taking turns run by run):

- ``app``: the lesson as an app (Voici, ``voici/render/<lesson>.html``, what the site's
  front page links to): nothing to click, the cells run as the page opens; wait for the
  first live board;
- ``lab``: JupyterLab (``lab/index.html?path=<lesson>``): wait for the Pyodide kernel, run
  Run > Run All Cells, wait for the first live board (``notebooks``: the one-notebook
  page, Run All as soon as the notebook shows).

``tests/browser/test_lite.py`` measures the same way (it uses :func:`serve`,
:func:`open_app` and :func:`open_lesson_and_run_all`) and prints the same breakdown.

**How the moments are taken.** All are wall-clock times on this machine, given in seconds
since the navigation started:

- in the page (``notebook``, ``kernel idle``, ``board``): a small script that the page runs
  from its first line (``add_init_script``) notes, every 25 ms, the first time a selector
  matches, with ``performance.timeOrigin + performance.now()`` (in the app, ``notebook``
  is the lesson's text and the kernel is ready when ``import pyodide_kernel`` is done);
- in the kernel's worker: the server of this script hands the worker an instrumented
  ``static/pyodide/pyodide.js`` and ``pyodide.mjs`` (:data:`PYODIDE_WRAPPER`,
  :data:`PYODIDE_CLASSIC_WRAPPER`; the site on disk is not changed): each wraps
  ``loadPyodide`` and writes ``[lite-timing] <start ms> <end ms> <what>`` lines on
  the console for the runtime being ready, every ``loadPackage``,
  ``loadPackagesFromImports`` and ``runPythonAsync`` the kernel makes, and the import of
  the kernel (``pyodide_kernel``, IPython), the widget libraries and every ``tutor``
  module (a finder first on ``sys.meta_path`` times each module's execution, nested
  imports included). Reading the console costs nothing measurable; the finder adds a name
  check per import;
- ``run all`` is when this script clicked the menu item.

**The phases** are the differences between consecutive moments:

==================  ===========================================================================
front end           JupyterLab's (or Voici's) scripts, until the lesson's text shows
kernel worker       the session starts the kernel; its worker loads, calls ``loadPyodide``
Pyodide runtime     ``pyodide.asm.wasm``, the standard library, and any packages that
                    ``loadPyodide`` itself is asked to load (``loadPyodideOptions.packages``)
kernel packages     what the kernel installs after that (micropip, piplite, IPython, ...)
kernel start        ``import pyodide_kernel`` (IPython's shell), until the kernel is idle
(waiting)           idle kernel until Run All is clicked (this script's own reaction; not
                    in the app, which runs its cells by itself)
lesson packages     packages that the first cell's imports name (the tutor and its widget)
import tutor        ``from tutor.lessons import open_lesson``
game lessons        ``open_lesson(game, n)`` imports the game and its lesson content
first board         the rest: the first cell's output, the task's widget, comm, JS, SVG
==================  ===========================================================================

A phase whose end was not seen (for example ``game lessons`` when the lesson content was
imported already) is shown as ``-`` and its time counts in the next one.

Not a test: the numbers depend on the machine. Say how loaded it was when quoting them;
this script prints the load average (``/proc/loadavg``) before each run.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import json
import os
import re
import statistics
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "build" / "lite"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
DEFAULT_LESSON = "en/cartography/04-*.ipynb"

NOTEBOOK = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook"
BOARD = f"{NOTEBOOK} .tutor-widget .tutor-board svg"
APP_TEXT = "#tutor-cells .jp-Cell"
"""The lesson's text in the app page (Voici's rendered cells)."""
APP_BOARD = "#tutor-cells .tutor-widget .tutor-board svg"
IDLE = re.compile(r"Pyodide.*\|\s*(Idle|閒置)")
"""JupyterLab's status bar once the kernel is idle, in English or in zh-TW (the language
pack that a lesson under zh-Hant/ opens with)."""

_MARKS_SCRIPT = """
(() => {
  const marks = {};
  window.__liteMarks = marks;
  const app = /\\/(voici|voila)\\//.test(location.pathname);
  const nb = '@NOTEBOOK@';
  const probes = app ? {
    'notebook': () => document.querySelector('@APP_TEXT@'),
    'board': () => document.querySelector('@APP_BOARD@'),
  } : {
    'notebook': () => document.querySelector(nb + ' .jp-Cell'),
    'kernel idle': () => [...document.querySelectorAll('.jp-StatusBar-Widget')]
        .some(e => /Pyodide.*\\|\\s*(Idle|閒置)/.test(e.textContent)),
    'board': () => document.querySelector('@BOARD@'),
  };
  const tick = () => {
    for (const [name, probe] of Object.entries(probes)) {
      if (marks[name] === undefined) {
        try {
          if (probe()) marks[name] = (performance.timeOrigin + performance.now()) / 1000;
        } catch (e) {}
      }
    }
    if (Object.keys(marks).length < Object.keys(probes).length) setTimeout(tick, 25);
  };
  tick();
})();
""".replace("@NOTEBOOK@", NOTEBOOK).replace("@BOARD@", BOARD).replace(
    "@APP_TEXT@", APP_TEXT).replace("@APP_BOARD@", APP_BOARD)

IMPORT_TIMER = """
import sys, time
from js import console

class _LiteImportTimer:
    WATCH = ("pyodide_kernel", "IPython", "jedi", "micropip", "piplite", "ipywidgets",
             "anywidget", "svgwrite")

    def find_spec(self, name, path=None, target=None):
        if not (name in self.WATCH or name == "tutor" or name.startswith("tutor.")):
            return None
        for finder in sys.meta_path:
            find = getattr(finder, "find_spec", None)
            spec = None if finder is self or find is None else find(name, path, target)
            if spec is not None:
                break
        else:
            return None
        exec_module = getattr(spec.loader, "exec_module", None)
        if exec_module is not None:
            def timed(module, exec_module=exec_module):
                start = time.time()
                try:
                    exec_module(module)
                finally:
                    console.log(f"[lite-timing] {start * 1000:.0f} {time.time() * 1000:.0f} "
                                f"import {name}")
            spec.loader.exec_module = timed
        return spec

sys.meta_path.insert(0, _LiteImportTimer())
"""
"""Installed in the kernel as soon as Pyodide is ready: logs how long each watched import
took (its module's execution, nested imports included)."""

_WRAP = """
  const IMPORT_TIMER = @TIMER@;
  const wrapped = async function (options) {
    const called = Date.now();
    const pyodide = await loadOriginal(options);
    console.log(`[lite-timing] ${called} ${Date.now()} loadPyodide`);
    pyodide.runPython(IMPORT_TIMER);
    for (const name of ["loadPackage", "loadPackagesFromImports", "runPythonAsync"]) {
      const original = pyodide[name].bind(pyodide);
      pyodide[name] = async (first, ...rest) => {
        const what = name === "loadPackage" ? [].concat(first).join(",")
          : String(first).trim().split("\\n")[0].trim().slice(0, 70);
        const start = Date.now();
        try {
          return await original(first, ...rest);
        } finally {
          console.log(`[lite-timing] ${start} ${Date.now()} ${name} ${what}`);
        }
      };
    }
    return pyodide;
  };
""".replace("@TIMER@", json.dumps(IMPORT_TIMER))

PYODIDE_WRAPPER = ("""
import { loadPyodide as loadOriginal, version } from "./pyodide.mjs?original";
export { version };
""" + _WRAP + """
export const loadPyodide = wrapped;
""")
"""What the timing server serves as ``static/pyodide/pyodide.mjs`` (the real module as
``pyodide.mjs?original``): ``loadPyodide`` with marks on the console."""

PYODIDE_CLASSIC_WRAPPER = ("""
importScripts("/static/pyodide/pyodide.js?original");
(function () {
  const loadOriginal = self.loadPyodide;
""" + _WRAP + """
  self.loadPyodide = wrapped;
})();
""")
"""The same for ``static/pyodide/pyodide.js``, the classic script that the kernel of
JupyterLite 0.7 loads with ``importScripts`` (the site is served from the server's root)."""

PHASES = [
    ("front end", "notebook"),
    ("kernel worker", "loadPyodide called"),
    ("Pyodide runtime", "pyodide ready"),
    ("kernel packages", "import pyodide_kernel started"),
    ("kernel start", "kernel idle"),
    ("(waiting)", "run all"),
    ("lesson packages", "lesson packages"),
    ("import tutor", "import tutor.lessons"),
    ("game lessons", "game lessons"),
    ("first board", "board"),
]
"""(phase, the moment it ends at); each phase starts at the last moment before it seen.
In the app there is no "(waiting)", and "kernel idle" is the end of ``import
pyodide_kernel`` (the page has no status bar to read)."""

VIEWS = {"app": "app", "lab": "JupyterLab", "notebooks": "one-notebook page"}

_MARK = re.compile(r"^\[lite-timing\] (\d+) (\d+) (\S+) ?(.*)$")


@dataclass
class Timing:
    """The moments of one run (seconds since navigation) and the console's lines."""

    lesson: str
    view: str = "lab"
    """"app" (Voici), "lab" (JupyterLab) or "notebooks" (the one-notebook page)."""
    marks: dict[str, float] = field(default_factory=dict)
    console: list[tuple[float, str]] = field(default_factory=list)
    spans: list[tuple[float, float, str]] = field(default_factory=list)
    """(start, end, what) from the kernel's worker: loads, installs, imports."""
    drive: list[tuple[float, float]] = field(default_factory=list)
    """(start, end) of each file-system request of the kernel's worker (``/api/drive``:
    a synchronous round trip through the service worker to the page, for each look-up in
    the notebook's folder, which is Python's current directory and first on its path)."""
    load: str = ""

    @property
    def phase_ends(self) -> list[tuple[str, str]]:
        """:data:`PHASES` as this view has them."""
        return [p for p in PHASES if not (self.view == "app" and p[0] == "(waiting)")]

    def phases(self) -> list[tuple[str, float | None]]:
        """``[(phase, seconds)]``; None for a phase whose end was not seen."""
        out: list[tuple[str, float | None]] = []
        start = 0.0
        for name, end in self.phase_ends:
            at = self.marks.get(end)
            if at is None or at < start:
                out.append((name, None))
                continue
            out.append((name, at - start))
            start = at
        return out

    @property
    def board(self) -> float | None:
        return self.marks.get("board")

    def report(self) -> str:
        lines = [f"[lite] {self.lesson} ({VIEWS[self.view]}): first board "
                 + (f"{self.board:.1f} s" if self.board is not None else "NEVER")
                 + " after opening the page"
                 + (f" (load average {self.load})" if self.load else "")]
        ends = dict(self.phase_ends)
        for name, seconds in self.phases():
            at = self.marks.get(ends[name])
            lines.append(f"[lite]   {name:<16} " + (
                f"{seconds:5.1f} s   (at {at:5.1f} s)" if seconds is not None else "    -"))
        return "\n".join(lines)

    def details(self) -> str:
        """Every load, install and watched import the worker reported, in order, and the
        worker's file-system requests per phase."""
        lines = [f"[lite]   {start:6.2f} {end - start:6.2f} s  {what}"
                 for start, end, what in sorted(self.spans)]
        start = 0.0
        for name, end_mark in self.phase_ends:
            end = self.marks.get(end_mark)
            if end is None or end < start:
                continue
            inside = [b - a for a, b in self.drive if start <= a < end]
            if inside:
                lines.append(f"[lite]   {name}: {len(inside)} file-system requests, "
                             f"{sum(inside):.2f} s")
            start = end
        return "\n".join(["[lite]   start   took     what (seconds since navigation)", *lines])


def load_average() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return ""


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files, with the types Pyodide needs (WebAssembly, ES modules). With
    ``instrument`` set, ``static/pyodide/pyodide.mjs`` and ``pyodide.js`` are
    :data:`PYODIDE_WRAPPER` and :data:`PYODIDE_CLASSIC_WRAPPER`."""

    instrument = False
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
    }

    def do_GET(self) -> None:  # noqa: N802 - the base class's name
        wrappers = {"/static/pyodide/pyodide.mjs": PYODIDE_WRAPPER,
                    "/static/pyodide/pyodide.js": PYODIDE_CLASSIC_WRAPPER}
        if self.instrument and self.path in wrappers:
            body = wrappers[self.path].encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/javascript")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass


@contextlib.contextmanager
def serve(site: Path = SITE, instrument: bool = True) -> Iterator[str]:
    """``site`` served on a free loopback port, as a static host would (with the timing
    wrappers of ``pyodide.mjs`` and ``pyodide.js`` when ``instrument``): its base URL."""
    handler = type("Handler", (SiteHandler,), {"instrument": instrument})
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(handler, directory=str(site)))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def find_lesson(pattern: str = DEFAULT_LESSON, site: Path = SITE) -> str:
    """The path in the site of the first notebook matching ``pattern``."""
    found = sorted((site / "files").glob(pattern))
    if not found:
        raise FileNotFoundError(f"no {pattern} among the site's notebooks ({site}/files)")
    return found[0].relative_to(site / "files").as_posix()


class LessonTimeout(Exception):
    """A moment was not reached in time; ``timing`` holds the moments that were."""

    def __init__(self, message: str, timing: Timing) -> None:
        super().__init__(message)
        self.timing = timing


def open_lesson_and_run_all(page: Any, base_url: str, lesson: str,
                            board_timeout: float = 180.0, early: bool = False,
                            app: str = "lab") -> Timing:
    """Open ``lesson`` on ``page`` (a fresh page of a fresh context) in JupyterLab (``app``
    "lab") or in the one-notebook page ("notebooks"), wait for an idle Pyodide kernel
    (JupyterLab's status bar says so; not when ``early`` or in "notebooks": then Run All
    as soon as the notebook shows, as a learner in a hurry does), Run All, and wait for
    the first live board; returns the moments. ``app`` "app" opens the lesson as an app
    instead (:func:`open_app`).

    Raises:
        LessonTimeout: the notebook, the idle kernel or the board did not appear in time
            (``error.timing`` has what was seen, ``error.timing.console`` the console).
    """
    if app == "app":
        return open_app(page, base_url, lesson, board_timeout)
    timing, wait, started = _start(page, lesson, app)
    page.goto(f"{base_url}/{app}/index.html?path={lesson}")
    notebook = page.locator(NOTEBOOK).first
    wait(notebook.locator(".jp-Cell").first, "the notebook", 60)
    if not early and app == "lab":
        wait(page.locator(".jp-StatusBar-Widget", has_text=IDLE).first,
             "an idle Pyodide kernel", 120)

    # Run > Run All Cells (in English, or in zh-TW for a lesson under zh-Hant/). Focus the
    # notebook through a cell's prompt: a click in the first cell's text could follow one
    # of its links to another lesson.
    notebook.locator(".jp-Cell .jp-InputPrompt").first.click()
    page.locator(".lm-MenuBar-item", has_text=re.compile(r"^(Run|執行)$")).first.click()
    run_all = page.locator(".lm-Menu-itemLabel",
                           has_text=re.compile(r"^(Run All Cells|執行所有儲存格)$")).first
    run_all.wait_for()
    timing.marks["run all"] = time.time() - started
    run_all.click()
    wait(page.locator(BOARD).first, "the lesson's live board", board_timeout)
    _collect(page, timing, started)
    return timing


def app_url(base_url: str, lesson: str) -> str:
    """The address of ``lesson`` (a notebook's path in the site) as an app page."""
    return f"{base_url}/voici/render/{lesson.removesuffix('.ipynb')}.html"


def open_app(page: Any, base_url: str, lesson: str, board_timeout: float = 180.0) -> Timing:
    """Open ``lesson`` as an app (Voici) on ``page`` (a fresh page of a fresh context) and
    wait for its text and then its first live board, with nothing clicked: the page runs
    its cells by itself. Returns the moments.

    Raises:
        LessonTimeout: the text or the board did not appear in time.
    """
    timing, wait, started = _start(page, lesson, "app")
    page.goto(app_url(base_url, lesson))
    wait(page.locator(APP_TEXT).first, "the lesson's text", 60)
    wait(page.locator(APP_BOARD).first, "the lesson's live board", board_timeout)
    _collect(page, timing, started)
    return timing


def _start(page: Any, lesson: str, view: str) -> tuple[Timing, Any, float]:
    """A new :class:`Timing` for ``page``, with the marks script and the console recorded,
    a ``wait(locator, what, seconds)`` that raises :class:`LessonTimeout`, and the start."""
    timing = Timing(lesson, view, load=load_average())
    page.add_init_script(_MARKS_SCRIPT)
    started = time.time()
    page.on("console", lambda message: timing.console.append((time.time() - started,
                                                               message.text)))

    def wait(locator: Any, what: str, timeout: float) -> None:
        try:
            locator.wait_for(timeout=timeout * 1000)
        except Exception as error:  # noqa: BLE001 - playwright's TimeoutError
            _collect(page, timing, started)
            raise LessonTimeout(f"{what} did not appear within {timeout:.0f} s", timing) \
                from error

    return timing, wait, started


def _collect(page: Any, timing: Timing, started: float) -> None:
    """Merge the page's marks and the worker's ``[lite-timing]`` lines into ``timing``."""
    try:
        marks = page.evaluate("window.__liteMarks || {}")
    except Exception:  # noqa: BLE001 - a page that is gone has no marks to give
        marks = {}
    for name, at in marks.items():
        timing.marks[name] = at - started
    timing.drive = []
    for worker in page.workers:
        try:
            origin, entries = worker.evaluate(
                "[performance.timeOrigin, performance.getEntriesByType('resource')"
                ".filter(e => e.name.endsWith('/api/drive')).map(e => [e.startTime, "
                "e.responseEnd])]")
        except Exception:  # noqa: BLE001 - a worker that is gone has nothing to say
            continue
        timing.drive += [((origin + a) / 1000 - started, (origin + b) / 1000 - started)
                         for a, b in entries]
    timing.spans = []
    for _seen, text in timing.console:
        found = _MARK.match(text)
        if found:
            start, end = int(found[1]) / 1000 - started, int(found[2]) / 1000 - started
            timing.spans.append((start, end, f"{found[3]} {found[4]}".strip()))
    kernel = [end for _start, end, what in timing.spans if what == "import pyodide_kernel"]
    if kernel and timing.view == "app":
        timing.marks["kernel idle"] = kernel[0]  # no status bar to read in the app
    ready = kernel[0] if kernel else timing.marks.get("kernel idle", float("inf"))
    for start, end, what in sorted(timing.spans):
        if what == "loadPyodide":
            timing.marks["loadPyodide called"] = start
            timing.marks["pyodide ready"] = end
        elif what == "import pyodide_kernel":
            timing.marks["import pyodide_kernel started"] = start
        elif what.startswith("loadPackagesFromImports") and start >= ready:
            timing.marks.setdefault("lesson packages", end)
        elif what == "import tutor.lessons" and start >= ready:
            timing.marks.setdefault("import tutor.lessons", end)
        elif re.fullmatch(r"import tutor\.games\.\w+\.lessons", what) and start >= ready:
            timing.marks.setdefault("game lessons", end)


def summary(runs: list[Timing]) -> str:
    """The median of each phase over ``runs`` (those that reached it), of one view."""
    view = runs[0].view if runs else "lab"
    lines = [f"[lite] {VIEWS[view]}, median of {len(runs)} runs:"]
    for name, _end in (runs[0].phase_ends if runs else PHASES):
        values = [s for run in runs for phase, s in run.phases() if phase == name and s is not None]
        lines.append(f"[lite]   {name:<16} " + (f"{statistics.median(values):5.1f} s"
                                              if values else "    -"))
    boards = [run.board for run in runs if run.board is not None]
    lines.append(f"[lite]   {'first board at':<16} "
                 + (f"{statistics.median(boards):5.1f} s" if boards else "    -")
                 + f"   ({len(boards)} of {len(runs)} runs drew a board)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per site and view")
    parser.add_argument("--lesson", default=DEFAULT_LESSON,
                        help="a glob under the site's files/ (default: %(default)s)")
    parser.add_argument("--timeout", type=float, default=180.0,
                        help="seconds to wait for the board after Run All")
    parser.add_argument("--site", type=Path, action="append",
                        help="a built site to serve (default: build/lite); given more than "
                             "once, the sites take turns, run by run, and each gets its "
                             "medians (a comparison on a machine whose load changes)")
    parser.add_argument("--early", action="store_true",
                        help="in JupyterLab, Run All as soon as the notebook shows, without "
                             "waiting for the kernel")
    parser.add_argument("--app", choices=list(VIEWS), action="append",
                        help="the view: the lesson as an app (voici/render/...), JupyterLab "
                             "(lab/index.html) or the one-notebook page (notebooks/index.html, "
                             "always --early); given more than once, they take turns; "
                             "default: app and lab")
    parser.add_argument("--warm", nargs="?", const="en/cartography/03-*.ipynb",
                        metavar="LESSON",
                        help="first open another lesson (default %(const)s) in the same "
                             "view and browser context, unmeasured: a pupil coming back, "
                             "whose browser's cache holds the site")
    parser.add_argument("--details", action="store_true",
                        help="also print every load, install and watched import")
    parser.add_argument("--console", action="store_true", help="also print the console")
    args = parser.parse_args(argv)
    sites = args.site or [SITE]
    views = args.app or ["app", "lab"]
    for site in sites:
        if not (site / "jupyter-lite.json").is_file():
            sys.exit(f"[lite] no site in {site}: run make lite")
    from playwright.sync_api import sync_playwright

    runs: dict[tuple[Path, str], list[Timing]] = {(s, v): [] for s in sites for v in views}
    with contextlib.ExitStack() as stack:
        urls = {site: stack.enter_context(serve(site)) for site in sites}
        playwright = stack.enter_context(sync_playwright())
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                             args=CHROMIUM_ARGS)
        stack.callback(browser.close)
        for _ in range(args.runs):
            for site, view in runs:
                context = browser.new_context(viewport={"width": 1400, "height": 1000})
                lesson = find_lesson(args.lesson, site)
                if args.warm:
                    first = context.new_page()
                    try:
                        open_lesson_and_run_all(first, urls[site], find_lesson(args.warm, site),
                                                args.timeout, app=view)
                    except LessonTimeout as error:
                        print(f"[lite] warming up: {error}", flush=True)
                    first.close()
                page = context.new_page()
                try:
                    timing = open_lesson_and_run_all(page, urls[site], lesson, args.timeout,
                                                     args.early, view)
                except LessonTimeout as error:
                    timing = error.timing
                    print(f"[lite] {error}", flush=True)
                finally:
                    context.close()
                runs[site, view].append(timing)
                print((f"[lite] site {site}\n" if len(sites) > 1 else "") + timing.report(),
                      flush=True)
                if args.details:
                    print(timing.details(), flush=True)
                if args.console:
                    for at, text in timing.console:
                        print(f"[lite]     {at:6.2f} {text[:160]}")
    for (site, _view), timings in runs.items():
        print((f"[lite] site {site}\n" if len(sites) > 1 else "") + summary(timings),
              flush=True)
    return 0 if all(run.board is not None for timings in runs.values() for run in timings) \
        else 1


if __name__ == "__main__":
    os.chdir(ROOT)
    sys.exit(main())
