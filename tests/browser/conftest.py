"""Fixtures for the browser tests: a private JupyterLab server and the system Chromium.

The tests drive a real JupyterLab with Playwright, using Debian's ``/usr/bin/chromium``
(``executable_path``); Playwright's own browser downloads are never used. Without that
Chromium the tests are skipped, except when ``CI=true``: then they fail, so that a CI
machine cannot silently lose them.

JupyterLab is started once per session on a free loopback port with a random token, in a
temporary root folder, with its config, data, runtime and settings folders isolated in a
temporary directory, and it is stopped at the end of the session.
"""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from .harness import (
    CHROMIUM,
    MISSING_CHROMIUM,
    chromium,
    free_port,
    open_page,
    stop_group,
    unavailable,
)

SERVER_START_TIMEOUT = 90.0
"""Seconds to wait for JupyterLab to answer its status API."""


@dataclass(frozen=True)
class LabServer:
    """A running JupyterLab: where it listens and which folder it serves."""

    url: str
    """Base URL without a trailing slash, e.g. ``http://127.0.0.1:8899``."""
    token: str
    root: Path
    """The folder served as the JupyterLab file browser's root."""
    log: Path
    """The server's combined stdout and stderr."""
    app: str = "jupyterlab"
    """"jupyterlab" or "notebook" (Jupyter Notebook 7)."""

    def notebook_url(self, name: str, workspace: str | None = None) -> str:
        """URL that opens notebook ``name`` (relative to root): in JupyterLab in its own
        workspace (so that the notebooks of earlier tests are not restored around it), in
        Notebook 7 on its own page.
        """
        if self.app == "notebook":
            return f"{self.url}/notebooks/{name}?token={self.token}"
        workspace = workspace or Path(name).stem
        return f"{self.url}/lab/workspaces/{workspace}/tree/{name}?token={self.token}"

    def api(self, path: str, method: str = "GET") -> dict:
        request = urllib.request.Request(
            f"{self.url}/api/{path}",
            method=method,
            headers={"Authorization": f"token {self.token}"},
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            body = response.read()
        return json.loads(body) if body else {}

    def log_tail(self, lines: int = 60) -> str:
        try:
            text = self.log.read_text(errors="replace")
        except OSError:
            return "(no server log)"
        return "\n".join(text.splitlines()[-lines:])


@pytest.fixture(scope="session")
def chromium_path() -> Path:
    """The system Chromium; skips (or fails under CI=true) when it is missing."""
    if not (CHROMIUM.is_file() and os.access(CHROMIUM, os.X_OK)):
        unavailable(MISSING_CHROMIUM)
    return CHROMIUM


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """A JupyterLab server for this test session, stopped (with its kernels) at the end."""
    yield from _serve(tmp_path_factory, "jupyterlab")


@pytest.fixture(scope="session")
def notebook_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """A Jupyter Notebook 7 server (the other interface teachers hand out)."""
    try:
        import notebook  # noqa: F401
    except ImportError:
        unavailable("Jupyter Notebook 7 is not installed: pip install -e '.[test]'")
    yield from _serve(tmp_path_factory, "notebook")


def _serve(tmp_path_factory: pytest.TempPathFactory, app: str) -> Iterator[LabServer]:
    try:
        import jupyterlab  # noqa: F401
    except ImportError:
        unavailable("JupyterLab is not installed: pip install -e '.[test]'")

    base = tmp_path_factory.mktemp(app)
    root = base / "notebooks"
    root.mkdir()
    home = base / "jupyter"
    env = dict(os.environ)
    env.update(
        JUPYTER_CONFIG_DIR=str(home / "config"),
        JUPYTER_DATA_DIR=str(home / "data"),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
        JUPYTERLAB_SETTINGS_DIR=str(home / "lab-settings"),
        JUPYTERLAB_WORKSPACES_DIR=str(home / "lab-workspaces"),
        IPYTHONDIR=str(home / "ipython"),
        JUPYTER_PLATFORM_DIRS="1",
        PYTHONUNBUFFERED="1",
    )
    # No "get notified about official Jupyter news?" toast over the page.
    notification = home / "lab-settings" / "@jupyterlab" / "apputils-extension"
    notification.mkdir(parents=True)
    (notification / "notification.jupyterlab-settings").write_text('{"fetchNews": "false"}')
    env.pop("JUPYTER_PATH", None)
    env.pop("JUPYTER_CONFIG_PATH", None)
    token = secrets.token_hex(24)
    port = free_port()
    log = base / "server.log"
    command = [
        sys.executable, "-m", app,
        "--no-browser",
        f"--IdentityProvider.token={token}",  # the ServerApp.token of jupyter_server < 2
        f"--port={port}",
        "--ServerApp.port_retries=0",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.root_dir={root}",
        # No network from the page: no news feed, no update check.
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly",
        "--ServerApp.terminals_enabled=False",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")  # containers and CI images often run as root
    with log.open("wb") as log_file:
        process = subprocess.Popen(
            command, cwd=root, env=env, stdout=log_file, stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL, start_new_session=True,
        )
    server = LabServer(url=f"http://127.0.0.1:{port}", token=token, root=root, log=log,
                       app=app)
    try:
        _wait_until_ready(server, process)
        yield server
    finally:
        _stop(server, process)


def _wait_until_ready(server: LabServer, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(
                f"JupyterLab exited with code {process.returncode} while starting:\n"
                f"{server.log_tail()}",
                pytrace=False,
            )
        try:
            server.api("status")
            return
        except (OSError, urllib.error.URLError, ValueError):
            time.sleep(0.25)
    pytest.fail(
        f"JupyterLab did not answer within {SERVER_START_TIMEOUT:.0f} s:\n{server.log_tail()}",
        pytrace=False,
    )


def _stop(server: LabServer, process: subprocess.Popen) -> None:
    """Ask the server to shut down (it stops its kernels), then make sure it is gone."""
    if process.poll() is None:
        try:
            server.api("shutdown", method="POST")
        except (OSError, urllib.error.URLError, ValueError):
            pass
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            pass
    # The server ran in its own session: end whatever is left of its process group
    # (kernels included), and only that.
    stop_group(process)


@pytest.fixture(scope="module")
def browser(chromium_path: Path):
    """A headless system Chromium driven by Playwright, shared by a test module.

    Module scope, not session: Playwright's sync API runs an event loop while it is
    started, and another module that starts its own (tests/widget does) would fail.
    """
    with chromium(chromium_path) as browser:
        yield browser


@pytest.fixture
def page(browser, lab_server: LabServer):
    """A fresh browser page; the page's console errors are shown when a test fails."""
    context, page = open_page(browser)
    try:
        yield page
    finally:
        context.close()
