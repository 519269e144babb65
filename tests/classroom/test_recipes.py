"""The guides' recipes work as written (docs/classroom/README.md and its zh-Hant twin).

The plain JupyterHub recipe runs here, its commands as the guide writes them (paths moved
to a scratch folder, the clone being this checkout): a fresh environment, the tutor
installed by its distribution name's extras, the configuration copied, a hub started from
that environment with the copy; its service answers and keeps a record. The system steps
(apt-get, npm, git clone) are the only ones not run: the test machine has their result
(configurable-http-proxy from ``make chp``). The other recipes' commands name only files,
extras and settings that exist (their settings are checked against JupyterHub's own
classes in test_config.py)."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from tutor.classroom import testhub

from .conftest import require_hub

ROOT = Path(__file__).resolve().parents[2]
GUIDES = [ROOT / "docs" / "classroom" / name for name in ("README.md", "README.zh-Hant.md")]
NOT_RUN = ("apt-get ", "npm install -g ", "git clone ")
QUICK_PIP = {**os.environ, "PIP_COMPILE": "false"}
"""The commands' environment: pip installs without compiling every module of every package
to bytecode first (a third of the install's time; Python compiles what it imports)."""


def blocks(text: str, lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", text, re.S)


def plain_recipe(guide: Path) -> list[str]:
    """The plain JupyterHub recipe's commands: the first ``sh`` block after its heading."""
    text = guide.read_text()
    heading = "## A plain JupyterHub" if guide.name == "README.md" else "## 一般的 JupyterHub"
    return [line for line in blocks(text.split(heading, 1)[1], "sh")[0].splitlines() if line]


def test_both_guides_give_the_same_commands():
    en, zh = (g.read_text() for g in GUIDES)
    for lang in ("sh", "python", "dockerfile"):
        strip = [re.sub(r"#.*", "", b) for b in blocks(en, lang)]
        assert strip == [re.sub(r"#.*", "", b) for b in blocks(zh, lang)], lang


def test_every_pip_install_names_extras_the_distribution_has():
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - Python 3.10
        import tomli as tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["name"] == "boardgame-tutor"
    extras = set(project["optional-dependencies"])
    found = 0
    for guide in [*GUIDES, ROOT / "docs" / "classroom.md", ROOT / "docs" / "classroom.zh-Hant.md"]:
        for wanted in re.findall(r'pip install[^\n"]*"[^"\[]*\[([a-z,]+)\]"', guide.read_text()):
            found += 1
            assert set(wanted.split(",")) <= extras, (guide.name, wanted)
        assert not re.search(r"pip install [\"']?tutor\[", guide.read_text()), guide.name
    assert found >= 8


def test_the_files_the_recipes_name_exist():
    for guide in GUIDES:
        text = guide.read_text()
        for name in re.findall(r"docs/classroom/([\w.-]+\.(?:py|yaml))", text) + re.findall(
                r"-f ([\w.-]+\.yaml)", text):
            assert (ROOT / "docs" / "classroom" / name).exists(), (guide.name, name)


def test_the_plain_recipe_as_written(tmp_path: Path):
    require_hub()
    commands = plain_recipe(GUIDES[0])
    assert commands == plain_recipe(GUIDES[1])
    moved = {"/opt/tutor-src": str(ROOT), "/opt/jupyterhub": str(tmp_path / "venv"),
             "/etc/jupyterhub": str(tmp_path / "etc"), "/srv/jupyterhub": str(tmp_path / "srv"),
             "python3 -m venv": f"{sys.executable} -m venv"}
    started = None
    for command in commands:
        if command.startswith(NOT_RUN):
            continue
        for old, new in moved.items():
            command = command.replace(old, new)
        if " && " in command and "/bin/jupyterhub -f " in command:
            started = command  # the hub itself: started below, as the tests start hubs
            continue
        done = subprocess.run(shlex.split(command), capture_output=True, text=True,
                              timeout=1200, env=QUICK_PIP)
        assert done.returncode == 0, (command, done.stderr[-2000:])
    assert started is not None
    python = str(tmp_path / "venv" / "bin" / "python")
    listed = subprocess.run([python, "-m", "pip", "list"], capture_output=True, text=True)
    assert re.search(r"^boardgame-tutor ", listed.stdout, re.M)
    config = Path(shlex.split(started.split(" && ")[1])[-1])
    assert config.read_text() == (ROOT / "docs/classroom/jupyterhub_config.py").read_text()
    hub = testhub.start(tmp_path / "hub", {"teachers": [], "7a": []}, python=python,
                        config=config)
    try:
        assert str(tmp_path / "venv") in " ".join(_cmdline(hub.service_pid()))
        status, text = testhub.request(hub.service_url + "health")
        assert (status, text) == (200, "ok")
        token = hub.user("ann", ("7a",))
        record = {"v": 1, "id": uuid.uuid4().hex, "lesson": "kanagawa/1", "item": "tree",
                  "kind": "hint"}
        _, answer = hub.service("api/events", "POST", {"events": [record]}, token=token)
        assert answer == {"accepted": 1, "duplicates": 0}
    finally:
        hub.stop()


def _cmdline(pid: int | None) -> list[str]:
    import psutil

    if pid is None:
        pytest.fail("the hub did not start the class service")
    return psutil.Process(pid).cmdline()
