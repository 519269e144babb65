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


# -- layering: the engine core and the board never import the parts built on them -----------

LOWER = ("core", "widget")
"""Packages of tutor/ that every other part builds on."""
UPPER = ("classroom", "lab", "lessons")
"""What ``core/`` and ``widget/`` must never import (DESIGN.md, Classes and scale): the
board offers hooks (``tutor.widget.HOOK_GROUP``) that the classroom fills."""


def imported_modules(path: Path, package: str) -> list[tuple[int, str]]:
    """Every module ``path`` (a module of the dotted ``package``) imports, absolute, with
    its line: top-level imports and those inside functions alike."""
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1])
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            out.append((node.lineno, module))  # and what it takes, maybe a module too:
            out += [(node.lineno, f"{module}.{alias.name}") for alias in node.names]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(
                node.func, "id", None)) == "import_module" and node.args and isinstance(
                node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            out.append((node.lineno, node.args[0].value))
    return out


def test_core_and_widget_import_no_classroom_lab_or_lessons():
    """tutor/core and tutor/widget import nothing of tutor.classroom, tutor.lab or
    tutor.lessons, at the top of a module or inside a function (the widget imported the
    class service's kernel side in every board until the board offered a hook)."""
    root = Path(tutor.__file__).parent
    found = []
    for lower in LOWER:
        for path in sorted((root / lower).rglob("*.py")):
            package = ".".join(path.relative_to(root.parent).parts[:-1])
            for line, module in imported_modules(path, package):
                if any(module == f"tutor.{u}" or module.startswith(f"tutor.{u}.")
                       for u in UPPER):
                    found.append(f"{path.relative_to(root.parent)}:{line} imports {module}")
    assert not found, "\n".join(found)


def test_the_layering_check_sees_every_kind_of_import(tmp_path):
    """The check above finds a relative import inside a function, an absolute one and
    ``importlib.import_module`` with a literal name."""
    source = tmp_path / "m.py"
    source.write_text("import tutor.lab\n"
                      "def f():\n    from ..classroom.together import attach\n"
                      "    from .. import lessons\n"
                      "import importlib\nimportlib.import_module('tutor.lessons.runner')\n")
    found = {m for _, m in imported_modules(source, "tutor.widget")}
    assert {"tutor.lab", "tutor.classroom.together", "tutor.lessons",
            "tutor.lessons.runner"} <= found
