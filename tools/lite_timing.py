"""Where the time goes between opening a lesson in the JupyterLite site and its first board.

    .venv/bin/python tools/lite_timing.py                 # 3 runs of Cartography 4, medians
    .venv/bin/python tools/lite_timing.py --runs 5 --lesson 'zh-Hant/tokaido/03-*.ipynb'

Serves ``build/lite/`` (``make lite`` builds it) on a loopback port, opens the lesson in
headless Chromium (``/usr/bin/chromium``) in a fresh browser context each run (a cold
cache, as a student's first visit), waits for the Pyodide kernel, runs Run > Run All Cells
and waits for the first live board. ``tests/browser/test_lite.py`` measures the same way
(it uses :func:`open_lesson_and_run_all`) and prints the same breakdown.

How each moment is taken (seconds since the navigation started):

- moments in the page (``notebook``, ``kernel idle``, ``first cell``, ``board``) are read
  by a small script the page runs from its first line (``add_init_script``): every 25 ms
  it notes the first time a selector matches, with ``performance.now()`` (which starts
  with the navigation);
- moments in the kernel's worker are its console lines, which Pyodide writes when it
  loads packages (``Loading micropip``, ``Loaded ...``), taken with the wall clock when
  Playwright reports them (to within a few tens of milliseconds), and the kernel's own
  perf marks when it has any (none in 0.8.6);
- ``run all`` is when the test clicked the menu item.

The phases printed are the differences between consecutive moments:

==================  ===========================================================================
front end           JupyterLab's own scripts until the notebook's cells are shown
Pyodide runtime     the kernel's worker loads ``pyodide.asm.wasm`` and the standard library
kernel packages     the packages the kernel itself needs (micropip, piplite, IPython, ...)
kernel start        ``import pyodide_kernel`` (IPython's shell) until the kernel is idle
(waiting)           idle kernel until Run All is clicked (the test's own reaction)
lesson packages     packages that the first cell's imports name (the tutor and its widget)
first cell          the first code cell runs: ``import tutor``, the game and its lesson
first board         from the first cell's end to the live board drawn (widget, comm, JS)
==================  ===========================================================================

Not a test: the numbers depend on the machine. Say how loaded it was (``uptime``) when
quoting them; this script prints the load average before each run.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
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

_MARKS_SCRIPT = """
(() => {
  const marks = {};
  window.__liteMarks = marks;
  const nb = '%(notebook)s';
  const probes = {
    'notebook': () => document.querySelector(nb + ' .jp-Cell'),
    'kernel idle': () => [...document.querySelectorAll('.jp-StatusBar-Widget')]
        .some(e => /Pyodide.*\\|\\s*Idle/.test(e.textContent)),
    'first cell started': () => {
      const p = document.querySelector(nb + ' .jp-CodeCell .jp-InputPrompt');
      return p && p.textContent.includes('[*]');
    },
    'first cell': () => {
      const p = document.querySelector(nb + ' .jp-CodeCell .jp-InputPrompt');
      return marks['first cell started'] !== undefined && p && /\\[\\d+\\]/.test(p.textContent);
    },
    'board': () => document.querySelector('%(board)s'),
  };
  const tick = () => {
    for (const [name, probe] of Object.entries(probes)) {
      if (marks[name] === undefined) {
        try { if (probe()) marks[name] = performance.now() / 1000; } catch (e) {}
      }
    }
    if (Object.keys(marks).length < Object.keys(probes).length) setTimeout(tick, 25);
  };
  tick();
})();
""" % {"notebook": NOTEBOOK, "board": BOARD}

PHASES = [
    ("front end", "notebook"),
    ("Pyodide runtime", "pyodide"),
    ("kernel packages", "kernel packages"),
    ("kernel start", "kernel idle"),
    ("(waiting)", "run all"),
    ("lesson packages", "lesson packages"),
    ("first cell", "first cell"),
    ("first board", "board"),
]
"""(phase, the moment it ends at); each phase starts at the moment before it."""


@dataclass
class Timing:
    """The moments of one run (seconds since navigation) and the worker's console lines."""

    lesson: str
    marks: dict[str, float] = field(default_factory=dict)
    console: list[tuple[float, str]] = field(default_factory=list)
    load: str = ""

    def phases(self) -> list[tuple[str, float | None]]:
        """``[(phase, seconds)]``; None for a phase whose end was never reached."""
        out: list[tuple[str, float | None]] = []
        start = 0.0
        for name, end in PHASES:
            at = self.marks.get(end)
            out.append((name, None if at is None else at - start))
            if at is not None:
                start = at
        return out

    @property
    def board(self) -> float | None:
        return self.marks.get("board")

    def report(self) -> str:
        lines = [f"[lite] {self.lesson}: first board "
                 + (f"{self.board:.1f} s" if self.board is not None else "NEVER")
                 + " after opening the page" + (f" (load average {self.load})" if self.load
                                                 else "")]
        for name, seconds in self.phases():
            at = self.marks.get(dict(PHASES)[name])
            lines.append(f"[lite]   {name:<16} " + (
                f"{seconds:5.1f} s   (at {at:5.1f} s)" if seconds is not None else "  -"))
        return "\n".join(lines)


def load_average() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return ""


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files, with the types Pyodide needs (WebAssembly, ES modules)."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
    }

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass


@contextlib.contextmanager
def serve(site: Path = SITE) -> Iterator[str]:
    """``site`` served on a free loopback port, as a static host would: its base URL."""
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(SiteHandler, directory=str(site)))
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
                            board_timeout: float = 180.0) -> Timing:
    """Open ``lesson`` on ``page`` (a fresh page of a fresh context), wait for an idle
    Pyodide kernel, Run All, and wait for the first live board; returns the moments.

    Raises:
        LessonTimeout: the notebook, the idle kernel or the board did not appear in time.
    """
    timing = Timing(lesson, load=load_average())
    page.add_init_script(_MARKS_SCRIPT)
    started = time.time()

    def on_console(message: Any) -> None:
        timing.console.append((time.time() - started, message.text))

    page.on("console", on_console)

    def wait(selector: Any, what: str, timeout: float) -> None:
        try:
            selector.wait_for(timeout=timeout * 1000)
        except Exception as error:  # noqa: BLE001 - playwright's TimeoutError
            _collect(page, timing, started)
            raise LessonTimeout(f"{what} did not appear within {timeout:.0f} s", timing) \
                from error

    page.goto(f"{base_url}/lab/index.html?path={lesson}")
    notebook = page.locator(NOTEBOOK).first
    wait(notebook.locator(".jp-Cell").first, "the notebook", 60)
    wait(page.locator(".jp-StatusBar-Widget", has_text=re.compile(r"Pyodide.*\|\s*Idle")).first,
         "an idle Pyodide kernel", 120)

    # Run > Run All Cells. Focus the notebook through a cell's prompt: a click in the first
    # cell's text could follow one of its links to another lesson.
    notebook.locator(".jp-Cell .jp-InputPrompt").first.click()
    page.locator("#jp-menu-panel .lm-MenuBar-item", has_text=re.compile(r"^Run$")).click()
    page.locator("#jp-mainmenu-run .lm-Menu-itemLabel",
                 has_text=re.compile(r"^Run All Cells$")).click()
    timing.marks["run all"] = time.time() - started
    wait(page.locator(BOARD).first, "the lesson's live board", board_timeout)
    _collect(page, timing, started)
    return timing


def _collect(page: Any, timing: Timing, started: float) -> None:
    """Merge the page's marks and the worker's console lines into ``timing.marks``."""
    try:
        marks = page.evaluate("window.__liteMarks || {}")
        origin = page.evaluate("performance.timeOrigin") / 1000
    except Exception:  # noqa: BLE001 - a page that is gone has no marks to give
        marks, origin = {}, started
    shift = origin - started  # the page's clock starts a little after goto() was called
    for name, at in marks.items():
        timing.marks[name] = at + shift
    idle = timing.marks.get("kernel idle", float("inf"))
    run_all = timing.marks.get("run all", float("inf"))
    for at, text in timing.console:
        if text.startswith("Loading ") and "pyodide" not in timing.marks:
            timing.marks["pyodide"] = at
        elif text.startswith("Loaded ") and at < idle:
            timing.marks["kernel packages"] = at
        elif text.startswith("Loaded ") and at >= run_all and "lesson packages" not in timing.marks:
            timing.marks["lesson packages"] = at


def summary(runs: list[Timing]) -> str:
    """The median of each phase over ``runs`` (those that reached it)."""
    lines = [f"[lite] median of {len(runs)} runs:"]
    for name, _end in PHASES:
        values = [s for run in runs for phase, s in run.phases() if phase == name and s is not None]
        lines.append(f"[lite]   {name:<16} " + (f"{statistics.median(values):5.1f} s"
                                              if values else "  -"))
    boards = [run.board for run in runs if run.board is not None]
    lines.append(f"[lite]   {'first board at':<16} "
                 + (f"{statistics.median(boards):5.1f} s" if boards else "  -")
                 + f"   ({len(boards)} of {len(runs)} runs drew a board)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--lesson", default=DEFAULT_LESSON,
                        help="a glob under the site's files/ (default: %(default)s)")
    parser.add_argument("--timeout", type=float, default=180.0,
                        help="seconds to wait for the board after Run All")
    parser.add_argument("--console", action="store_true", help="print the console lines")
    args = parser.parse_args(argv)
    if not (SITE / "jupyter-lite.json").is_file():
        sys.exit("[lite] no build/lite/: run make lite")
    from playwright.sync_api import sync_playwright

    lesson = find_lesson(args.lesson)
    runs: list[Timing] = []
    with serve() as base_url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                             args=CHROMIUM_ARGS)
        try:
            for _ in range(args.runs):
                context = browser.new_context(viewport={"width": 1400, "height": 1000})
                page = context.new_page()
                try:
                    timing = open_lesson_and_run_all(page, base_url, lesson, args.timeout)
                except LessonTimeout as error:
                    timing = error.timing
                    print(f"[lite] {error}", flush=True)
                finally:
                    context.close()
                runs.append(timing)
                print(timing.report(), flush=True)
                if args.console:
                    for at, text in timing.console:
                        print(f"[lite]     {at:6.2f} {text[:160]}")
        finally:
            browser.close()
    print(summary(runs), flush=True)
    return 0 if all(run.board is not None for run in runs) else 1


if __name__ == "__main__":
    os.chdir(ROOT)
    sys.exit(main())
