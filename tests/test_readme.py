"""The README's Python example runs as written (so the front page never drifts)."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


def test_readme_python_example_runs():
    """Every ```python block of the README executes without error."""
    blocks = python_blocks()
    assert blocks, "the README should show the Python API"
    for block in blocks:
        exec(compile(block, str(README), "exec"), {})


def test_readme_lists_every_game():
    """The README's games table names every game the tutor knows."""
    import tutor

    text = README.read_text(encoding="utf-8").lower()
    for name in tutor.games():
        assert name in text, f"README does not mention {name}"


GENERATED = ("notebooks/worksheets/", "build/")
"""Paths the README names that a build writes (not in the repository)."""


def repository_paths() -> list[str]:
    """Every path in the repository the README names in backticks (``tutor/...``,
    ``tests/...``), placeholders (``<name>``, ``<game>``, ``<lang>``) filled in with each
    game and language; patterns (``*``) and generated folders left out."""
    import tutor
    from tutor.core.lang import LANGS

    text = README.read_text(encoding="utf-8")
    named = set(re.findall(r"`((?:tutor|tests|tools|notebooks|docs|svg|\.ci)/[^`\s]*)`", text))
    paths = []
    for path in sorted(named):
        if "*" in path or path.startswith(GENERATED):
            continue
        for game in tutor.games():
            for lang in LANGS:
                paths.append(path.replace("<name>", game).replace("<game>", game)
                             .replace("<lang>", lang))
    return sorted(set(paths))


def test_every_path_the_readme_names_exists():
    """Issue 20: "Adding a game" still said ``tutor/games/<name>/lessons.py`` when the
    lessons had become a package, ``tutor/games/<name>/lessons/NN_*.py``."""
    root = README.parent
    paths = repository_paths()
    assert "tutor/games/kanagawa/lessons/" in paths and len(paths) > 30
    missing = [p for p in paths if not (root / p).exists()
               or (p.endswith("/") and not (root / p).is_dir())]
    assert not missing, missing


def test_the_readme_says_how_a_games_lessons_are_laid_out():
    """Each game's lessons: one module per lesson, ``NN_slug.py``, each with ``LESSON``, and
    ``MODULES`` / ``LESSONS`` in the package; what the README says is what every game has."""
    import importlib

    import tutor

    text = README.read_text(encoding="utf-8")
    section = text[text.index("## Adding a game"):]
    assert "lessons.py" not in section.replace("_common.py", "")
    assert "`NN_slug.py`" in section and "`MODULES`" in section and "`LESSONS`" in section
    root = README.parent / "tutor" / "games"
    for game in tutor.games():
        package = importlib.import_module(f"tutor.games.{game}.lessons")
        files = sorted(p.stem for p in (root / game / "lessons").glob("[0-9][0-9]_*.py"))
        assert list(package.MODULES) == files, game
        assert [importlib.import_module(f"{package.__name__}.{m}").LESSON.slug
                for m in package.MODULES] == [x.slug for x in package.LESSONS], game
