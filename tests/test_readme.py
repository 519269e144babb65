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
