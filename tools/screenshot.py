"""Look at a notebook as a learner does: open it in JupyterLab in Chromium, run every cell,
and save screenshots.

    .venv/bin/python tools/screenshot.py notebooks/en/cartography/04-capture.ipynb \\
        --out /tmp/shots --width 1280

Starts a private JupyterLab on a loopback port (isolated settings, a copy of the repository's
``notebooks/`` as its root), runs all cells, then saves ``<stem>-top.png`` and one PNG per
board (``<stem>-board-N.png``) so that each can be looked at closely. With ``--click TEXT``
it also clicks the first button with that text on the first board after running. A
developer's tool, not a test.
"""

from __future__ import annotations

import argparse
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebook", help="a notebook under notebooks/")
    parser.add_argument("--out", default="/tmp/tutor-shots")
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=900)
    parser.add_argument("--wait", type=float, default=25.0, help="seconds for Run All")
    parser.add_argument("--ui", choices=["lab", "notebook"], default="lab")
    parser.add_argument("--click", default=None, metavar="TEXT",
                        help="then click the first board's button with this text")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    nb = Path(args.notebook).resolve()
    rel = nb.relative_to(ROOT / "notebooks")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    base = Path(tempfile.mkdtemp(prefix="tutor-shot-"))
    root = base / "notebooks"
    shutil.copytree(ROOT / "notebooks", root)
    home = base / "home"
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(home / "c"), JUPYTER_DATA_DIR=str(home / "d"),
               JUPYTER_RUNTIME_DIR=str(home / "r"), JUPYTERLAB_SETTINGS_DIR=str(home / "s"),
               JUPYTERLAB_WORKSPACES_DIR=str(home / "w"), JUPYTER_PLATFORM_DIRS="1",
               TUTOR_PROGRESS=str(base / "progress.json"))
    notification = home / "s" / "@jupyterlab" / "apputils-extension"
    notification.mkdir(parents=True)
    (notification / "notification.jupyterlab-settings").write_text('{"fetchNews": "false"}')
    port, token = free_port(), secrets.token_hex(8)
    app = "lab" if args.ui == "lab" else "notebook"
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyter", app, "--no-browser", f"--port={port}",
         "--ip=127.0.0.1", f"--ServerApp.token={token}", f"--ServerApp.root_dir={root}",
         "--allow-root"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(120):
            try:
                status = f"http://127.0.0.1:{port}/api/status?token={token}"
                urllib.request.urlopen(status, timeout=1)
                break
            except OSError:
                time.sleep(0.5)
        path = "lab/tree" if app == "lab" else "notebooks"
        url = f"http://127.0.0.1:{port}/{path}/{rel}?token={token}"
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": args.width, "height": args.height})
            page.goto(url)
            page.wait_for_selector(".jp-Notebook", timeout=60_000)
            time.sleep(3)
            if app == "lab":
                page.keyboard.press("Control+Shift+c")
                time.sleep(0.5)
                page.keyboard.type("Run All Cells")
                page.keyboard.press("Enter")
            else:
                page.click("text=Run")
                page.click("text=Run All Cells")
            time.sleep(args.wait)
            if args.click:
                button = page.locator(".tutor-widget").first.locator(
                    "button", has_text=args.click).first
                button.click()
                time.sleep(5)
            page.screenshot(path=str(out / f"{nb.stem}-top.png"))
            boards = page.locator(".tutor-widget")
            for i in range(boards.count()):
                boards.nth(i).scroll_into_view_if_needed()
                boards.nth(i).screenshot(path=str(out / f"{nb.stem}-board-{i + 1}.png"))
            other = page.locator(".widget-vbox")
            for i in range(min(other.count(), 6)):
                other.nth(i).scroll_into_view_if_needed()
                other.nth(i).screenshot(path=str(out / f"{nb.stem}-box-{i + 1}.png"))
            print(f"{boards.count()} boards, {other.count()} boxes; screenshots in {out}")
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=20)
        shutil.rmtree(base, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
