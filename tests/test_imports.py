"""What a lesson's first cell imports: its own game and nothing of the other games.

In the JupyterLite site every module imported is paid for at each lesson start (Pyodide
runs the import in the browser; ``tools/lite_timing.py`` shows the cost per phase). A
lesson notebook starts with ``from tutor.lessons import open_lesson`` and
``open_lesson(game, n)``: the first imports the engine core, the board widget and the
lesson runner but no game; the second imports that game's package and lesson content
(``tutor.games.<game>.lessons``) and no other game's. Each case runs in a fresh
interpreter, so that what earlier tests imported does not count.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import tutor

REPORT = """
import json, sys
{code}
print(json.dumps(sorted({{name.split(".")[2] for name in sys.modules
                          if name.startswith("tutor.games.") and name.count(".") >= 2}})))
"""


def games_imported(code: str, tmp_path: Path) -> list[str]:
    """The game packages (``tutor.games.<game>``) in ``sys.modules`` after ``code``."""
    env = {"TUTOR_PROGRESS": str(tmp_path / "progress.json"), "PATH": ""}
    result = subprocess.run([sys.executable, "-c", REPORT.format(code=code)],
                            capture_output=True, text=True, env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.splitlines()[-1])


def test_first_cell_imports_no_game(tmp_path):
    code = "import tutor, tutor.lessons, tutor.widget\nfrom tutor.lessons import open_lesson"
    assert games_imported(code, tmp_path) == []


@pytest.mark.parametrize("game", tutor.games())
def test_open_lesson_imports_only_its_game(game, tmp_path):
    code = f"from tutor.lessons import open_lesson\nopen_lesson({game!r}, 1, lang='en')"
    assert games_imported(code, tmp_path) == [game]
