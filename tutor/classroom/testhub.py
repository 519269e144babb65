"""A throwaway JupyterHub on loopback, for the tests and the benchmark (never for a class).

It runs the real JupyterHub from PyPI with configurable-http-proxy from npm, configured by
``docs/classroom/jupyterhub_config.py`` itself, plus that file's tests-only block
(``TUTOR_CLASSROOM_TEST``: DummyAuthenticator, SimpleLocalProcessSpawner, an admin service
for the test to make users, groups and tokens). Everything it writes is in one scratch
folder; every port is a free loopback port.

configurable-http-proxy is looked for on ``PATH``, then in ``build/chp`` of the checkout
(``make chp`` installs it there from npm).
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

from . import SERVICE

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "docs" / "classroom" / "jupyterhub_config.py"
CHP_LOCAL = ROOT / "build" / "chp" / "node_modules" / ".bin"


PING_SECONDS = 3.0
"""How often the live pages' streams ping on a test hub (15 s on a class's hub): a test that
kills the service sees its pages find out and open their streams again within 8 s, not 40 s."""


class HubUnavailable(RuntimeError):
    """A piece the hub needs is missing (the message says how to get it)."""


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def find_chp() -> str:
    """The configurable-http-proxy command, or :class:`HubUnavailable`."""
    found = shutil.which("configurable-http-proxy")
    if found:
        return found
    local = CHP_LOCAL / "configurable-http-proxy"
    if local.exists():
        return str(local)
    raise HubUnavailable("configurable-http-proxy is missing: make chp (npm install "
                         "--prefix build/chp configurable-http-proxy)")


@dataclass
class Hub:
    """A running hub: its public URL, the admin token of the tests, where it writes."""

    url: str
    """The proxy's public URL, e.g. ``http://127.0.0.1:8765``."""
    token: str
    folder: Path
    db_url: str
    process: subprocess.Popen
    log: Path
    direct: str = ""
    """The service's own address (as kernels reach it on a single-machine hub)."""
    tokens: dict[str, str] = field(default_factory=dict)

    @property
    def service_url(self) -> str:
        return f"{self.url}/services/{SERVICE}/"

    def api(self, path: str, method: str = "GET", body: Any = None,
            token: str | None = None, timeout: float = 30.0) -> Any:
        """A request to the hub's REST API (as the tests' admin service by default)."""
        return request(f"{self.url}/hub/api/{path}", method, body, token or self.token,
                       timeout=timeout)[1]

    def user(self, name: str, groups: tuple[str, ...] = (), admin: bool = False) -> str:
        """Make user ``name`` (in ``groups``) and return a token of theirs (all of their
        scopes, as a browser's or a kernel's token could at most have)."""
        request(f"{self.url}/hub/api/users/{quote(name, safe='')}", "POST", {"admin": admin},
                self.token, ok=(201, 409))  # admins named at the start exist already
        for group in groups:
            self.api(f"groups/{quote(group, safe='')}/users", "POST", {"users": [name]})
        made = self.api(f"users/{quote(name, safe='')}/tokens", "POST",
                        {"note": "tutor test", "expires_in": 3600})
        self.tokens[name] = made["token"]
        return made["token"]

    def group(self, name: str) -> None:
        request(f"{self.url}/hub/api/groups/{quote(name, safe='')}", "POST", {},
                            self.token, ok=(201, 409))

    def service(self, path: str, method: str = "GET", body: Any = None,
                token: str | None = None, raw: bytes | None = None,
                ok: tuple[int, ...] = (200, 201)) -> tuple[int, Any]:
        """A request to the class service through the proxy."""
        return request(self.service_url + path, method, body, token, raw=raw, ok=ok)

    def service_pid(self) -> int | None:
        """The process id of the class service the hub started (None if not running)."""
        import psutil

        try:
            hub = psutil.Process(self.process.pid)
            for child in hub.children(recursive=True):
                cmd = " ".join(child.cmdline())
                if "tutor.classroom" in cmd and " serve" in cmd:
                    return child.pid
        except psutil.Error:
            return None
        return None

    def wait_service(self, timeout: float = 60.0) -> None:
        """Until the service answers through the proxy."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                status, _ = request(self.service_url + "health", ok=(200, 503, 502, 404))
                if status == 200:
                    return
            except OSError:
                pass
            time.sleep(0.25)
        raise TimeoutError(f"the class service did not answer within {timeout:.0f} s:\n"
                           f"{self.log_tail()}")

    def log_tail(self, lines: int = 60) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no hub log)"

    def stop(self) -> None:
        """Stop the hub (it stops the proxy, the service and the users' servers), then
        whatever is left of its process group."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                pass
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(self.process.pid, sig)
            except (ProcessLookupError, PermissionError):
                break
            time.sleep(0.5)


def request(url: str, method: str = "GET", body: Any = None, token: str | None = None,
            raw: bytes | None = None, ok: tuple[int, ...] = (200, 201),
            timeout: float = 30.0, headers: dict[str, str] | None = None) -> tuple[int, Any]:
    """(status, JSON or text) of one HTTP request; a status not in ``ok`` raises
    :class:`urllib.error.HTTPError` with the body in its message."""
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    headers = dict(headers or {})
    if data is not None:
        headers["Content-Type"] = "application/json"
    if token:
        headers["Authorization"] = f"token {token}"
    req = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as response:
            status, text = response.status, response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as e:
        status, text = e.code, e.read().decode("utf-8", "replace")
    if status not in ok:
        raise urllib.error.HTTPError(url, status, f"{method} {url}: {status} {text[:500]}",
                                     None, None)
    try:
        return status, json.loads(text) if text else None
    except ValueError:
        return status, text


def start(folder: Path, groups: dict[str, list[str]] | None = None,
          admins: tuple[str, ...] = (), roles: list[dict[str, Any]] | None = None,
          db_url: str | None = None,
          timeout: float = 90.0, extra_env: dict[str, str] | None = None,
          python: str | None = None, config: Path | None = None,
          ping_seconds: float = PING_SECONDS) -> Hub:
    """Start a hub in ``folder`` (created) with ``groups`` (``{"7a": ["ann"]}``), admin
    users and extra roles; ``python``: the interpreter of another environment to run the
    hub (and so the service) from (default: this one); ``config``: a copy of
    docs/classroom/jupyterhub_config.py elsewhere (default: that file); ``ping_seconds``:
    the service's ``--ping-seconds`` (before the arguments of ``TUTOR_CLASSROOM_ARGS``, from
    ``extra_env`` or this environment)."""
    python = python or sys.executable
    chp = find_chp()
    folder.mkdir(parents=True, exist_ok=True)
    homes = folder / "homes"
    homes.mkdir(exist_ok=True)
    token = secrets.token_hex(32)
    port, hub_port, api_port, service_port = (free_port() for _ in range(4))
    db_url = db_url or f"sqlite:///{folder / 'tutor-classroom.sqlite'}"
    env = dict(os.environ)
    env.pop("JUPYTERHUB_API_TOKEN", None)
    env.update({
        "PATH": f"{Path(chp).parent}{os.pathsep}{Path(python).parent}{os.pathsep}"
                f"{env.get('PATH', '')}",
        "TUTOR_CLASSROOM_TEST": "1",
        "TUTOR_CLASSROOM_TEST_HOMES": str(homes),
        "TUTOR_CLASSROOM_TEST_TOKEN": token,
        "TUTOR_CLASSROOM_TEST_GROUPS": json.dumps(
            {name: {"users": users} for name, users in (groups or {}).items()}),
        "TUTOR_CLASSROOM_TEST_ADMINS": json.dumps(list(admins)),
        "TUTOR_CLASSROOM_TEST_ROLES": json.dumps(roles or []),
        "TUTOR_CLASSROOM_PORT": str(service_port),
        "TUTOR_CLASSROOM_DB": db_url,
        "TUTOR_CLASSROOM_URL": f"http://127.0.0.1:{port}/services/{SERVICE}/",
        "CONFIGPROXY_AUTH_TOKEN": secrets.token_hex(32),
        "PYTHONUNBUFFERED": "1",
        **(extra_env or {}),
    })
    env["TUTOR_CLASSROOM_ARGS"] = (f"--ping-seconds {ping_seconds:g} "
                                   f"{env.get('TUTOR_CLASSROOM_ARGS', '')}")
    log = folder / "hub.log"
    command = [python, "-m", "jupyterhub", "-f", str(config or CONFIG),
               f"--port={port}", "--ip=127.0.0.1",
               f"--JupyterHub.hub_bind_url=http://127.0.0.1:{hub_port}",
               f"--ConfigurableHTTPProxy.api_url=http://127.0.0.1:{api_port}",
               f"--JupyterHub.db_url=sqlite:///{folder / 'jupyterhub.sqlite'}",
               f"--JupyterHub.cookie_secret_file={folder / 'jupyterhub_cookie_secret'}",
               "--JupyterHub.log_level=INFO"]
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=folder, env=env, stdout=out,
                                   stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                   start_new_session=True)
    hub = Hub(f"http://127.0.0.1:{port}", token, folder, db_url, process, log,
              f"http://127.0.0.1:{service_port}/services/{SERVICE}/")
    deadline = time.monotonic() + timeout
    while True:
        if process.poll() is not None:
            raise RuntimeError(f"JupyterHub exited with {process.returncode}:\n"
                               f"{hub.log_tail()}")
        try:
            request(f"{hub.url}/hub/api/")
            break
        except (OSError, urllib.error.URLError, ValueError):
            if time.monotonic() > deadline:
                hub.stop()
                raise TimeoutError(f"JupyterHub did not answer within {timeout:.0f} s:\n"
                                   f"{hub.log_tail()}") from None
            time.sleep(0.3)
    hub.wait_service(timeout)
    return hub


def postgres_bin() -> Path | None:
    """The folder of PostgreSQL's ``initdb`` and ``pg_ctl`` (None if not installed)."""
    for folder in [Path("/usr/local/bin"), *sorted(Path("/usr/lib/postgresql").glob("*/bin"))]:
        if (folder / "pg_ctl").exists() and (folder / "initdb").exists():
            return folder
    return None


@contextmanager
def postgres() -> Iterator[str]:
    """A throwaway PostgreSQL server on a Unix socket in a scratch folder, for the tests and
    the bench: its SQLAlchemy URL while inside (run as ``nobody`` when this is root, as
    PostgreSQL refuses root).

    Raises:
        HubUnavailable: PostgreSQL (initdb, pg_ctl) or psycopg is not installed, or this is
            root and there is no ``runuser``.
    """
    import tempfile

    try:
        import psycopg  # noqa: F401
    except ImportError:
        raise HubUnavailable("psycopg is not installed (pip install 'psycopg[binary]')") \
            from None
    binaries = postgres_bin()
    if binaries is None:
        raise HubUnavailable("no PostgreSQL server here (initdb, pg_ctl): "
                             "apt-get install postgresql")
    folder = Path(tempfile.mkdtemp(prefix="tutor-pg-"))  # short: a socket path is short
    data = folder / "data"
    run: list[str] = []
    if os.geteuid() == 0:
        if not shutil.which("runuser"):
            raise HubUnavailable("PostgreSQL cannot run as root, and there is no runuser here")
        run = ["runuser", "-u", "nobody", "--"]
        os.chmod(folder, 0o777)
    try:
        subprocess.run([*run, binaries / "initdb", "-D", data, "-A", "trust", "-U", "tutor"],
                       check=True, capture_output=True, cwd=folder)
        subprocess.run([*run, binaries / "pg_ctl", "-D", data, "-w", "-l", folder / "pg.log",
                        "-o", f"-k {folder} -c listen_addresses=''", "start"], check=True,
                       capture_output=True, cwd=folder)
        yield f"postgresql+psycopg://tutor@/postgres?host={folder}"
    finally:
        if data.exists():
            subprocess.run([*run, binaries / "pg_ctl", "-D", data, "-m", "immediate", "stop"],
                           capture_output=True, cwd=folder)
        shutil.rmtree(folder, ignore_errors=True)
