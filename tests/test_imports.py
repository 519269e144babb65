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


# -- which package imports which --------------------------------------------------------------

PACKAGES = ("core", "widget", "games", "lessons", "lab", "classroom")
"""The packages of the tutor whose imports the layering constrains (DESIGN.md)."""

KNOWN_MUTUAL = {frozenset(("core", "widget")): "Match.widget() makes the board of a match",
                frozenset(("lessons", "classroom")): "the class service reads the lessons; the "
                                                     "lesson runner sends to the class"}
"""Pairs of packages that import each other today, and why. A new pair fails the test;
one that no longer imports the other may leave this list."""

KNOWN_UPWARD: dict[tuple[str, str], str] = {}
"""Imports from core/ or widget/ into classroom/, lab/ or lessons/ still to be replaced by
hooks (none: the board offers hooks, ``tutor.widget.HOOK_GROUP``, that the classroom
fills)."""


def _package_of(module: str) -> str | None:
    """``core`` for ``tutor.core.match``; None for a module outside these packages. A game's
    package (``tutor.games.kanagawa...``) is in ``games``; ``tutor.games`` itself, the list
    of the games' names through which the lessons and the lab find a game, is not."""
    parts = module.split(".")
    if parts[0] != "tutor" or len(parts) < 2 or parts[1] not in PACKAGES:
        return None
    if parts[1] == "games" and (len(parts) < 3 or parts[2] not in tutor.games()):
        return None
    return parts[1]


def _imported(path: Path, module: str) -> set[str]:
    """Every module ``path`` (the module ``module``) imports, at the top or in a function,
    as absolute names (``from .x import y`` counts as ``<package>.x.y`` and ``<package>.x``).
    Imports by a name built at run time (importlib) are not seen."""
    import ast

    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[:len(base) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            names.add(source)
            names.update(f"{source}.{alias.name}" for alias in node.names)
        elif (isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(
                node.func, "id", None)) == "import_module" and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)):
            names.add(node.args[0].value)  # importlib.import_module("tutor.lessons.x")
    return names


def package_imports() -> dict[tuple[str, str], list[str]]:
    """(importing package, imported package) -> the modules that import so."""
    root = Path(tutor.__file__).parent
    edges: dict[tuple[str, str], list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        module = ".".join(("tutor", *path.relative_to(root).with_suffix("").parts))
        module = module.removesuffix(".__init__")
        here = _package_of(module)
        if here is None:
            continue
        for name in _imported(path, module):
            there = _package_of(name)
            if there is not None and there != here:
                edges.setdefault((here, there), []).append(module)
    return edges


def test_the_import_graph_sees_imports_in_functions_and_relative_ones(tmp_path):
    source = tmp_path / "x.py"
    source.write_text("from ..lab.model import Code\n"
                      "def f():\n    from ...tutor import lessons\n    import tutor.core.game\n"
                      "import importlib\nimportlib.import_module('tutor.classroom.together')\n")
    names = _imported(source, "tutor.lessons.x")
    assert {"tutor.lab.model", "tutor.lab.model.Code", "tutor.core.game",
            "tutor.classroom.together"} <= names


def test_lessons_and_lab_do_not_import_each_other():
    """Issue 20: tutor/lessons/notebook.py imported tutor/lab/notebook.py, which imported it
    back (the scenario notebooks' cells). The lessons list the lab's notebooks; the lab's
    notebooks are made of cells from tutor/core/notebook.py."""
    edges = package_imports()
    assert ("lessons", "lab") in edges  # the indexes list the scenario notebooks
    assert ("lab", "lessons") not in edges, edges[("lab", "lessons")]


def test_no_two_packages_import_each_other_but_the_known_pairs():
    edges = package_imports()
    mutual = {frozenset(pair) for pair in edges if pair[::-1] in edges}
    assert mutual <= set(KNOWN_MUTUAL), {
        tuple(sorted(pair)): [edges[p] for p in edges if frozenset(p) == pair]
        for pair in mutual - set(KNOWN_MUTUAL)}


def test_core_and_widget_never_import_classroom_lab_or_lessons():
    """DESIGN.md's layering: the engine and the board offer hooks that the classroom, the
    lab and the lessons fill."""
    edges = package_imports()
    upward = {(a, b): modules for (a, b), modules in edges.items()
              if a in ("core", "widget") and b in ("classroom", "lab", "lessons")}
    assert set(upward) <= set(KNOWN_UPWARD), upward
