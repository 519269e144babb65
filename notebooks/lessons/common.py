"""What every game's lessons share: the notebook registry, cell makers and navigation.

A lesson module registers each notebook with ``@notebook(path)``: the decorated function
returns the notebook's cells, made with :func:`md` and :func:`code`. A :class:`Series` knows
a game's numbered lessons and writes the navigation line at the top of each lesson and the
closing link at its end.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from dataclasses import dataclass

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell

Cell = nbformat.NotebookNode
NOTEBOOKS: dict[str, Callable[[], list[Cell]]] = {}
"""Notebook path (relative to notebooks/) -> function returning its cells, in order."""


def notebook(path: str) -> Callable[[Callable[[], list[Cell]]], Callable[[], list[Cell]]]:
    """Register the decorated function as the source of the notebook at ``path``."""

    def register(fn: Callable[[], list[Cell]]) -> Callable[[], list[Cell]]:
        if path in NOTEBOOKS:
            raise ValueError(f"two lessons write {path}")
        NOTEBOOKS[path] = fn
        return fn

    return register


def md(text: str, **subs: str) -> Cell:
    """A markdown cell (the text is dedented and stripped; then each ``subs`` key in the
    text is replaced by its value, so that inserted lines need no indentation)."""
    text = textwrap.dedent(text).strip("\n")
    for key, value in subs.items():
        text = text.replace(key, value)
    return new_markdown_cell(text)


def code(text: str) -> Cell:
    """A code cell (the text is dedented and stripped)."""
    return new_code_cell(textwrap.dedent(text).strip("\n"))


@dataclass(frozen=True)
class Series:
    """A game's numbered lessons: ``notebooks/<folder>/<stem>.ipynb``, with their titles."""

    folder: str
    """The folder under notebooks/, e.g. ``"cartography"``."""
    lessons: tuple[tuple[str, str], ...]
    """(stem, title) of each lesson, in order, e.g. ``("04-capture", "Capture")``."""

    def path(self, i: int) -> str:
        """The notebook path of lesson ``i`` (0-based), relative to notebooks/."""
        return f"{self.folder}/{self.lessons[i][0]}.ipynb"

    def lesson_list(self) -> str:
        """A numbered markdown list of the lessons, linked from the index."""
        return "\n".join(f"{i + 1}. [{title}]({self.folder}/{stem}.ipynb)"
                         for i, (stem, title) in enumerate(self.lessons))

    def nav(self, i: int) -> Cell:
        """The navigation line at the top of lesson ``i`` (0-based)."""
        parts = ["[Index](../index.ipynb)"]
        if i > 0:
            stem, title = self.lessons[i - 1]
            parts.append(f"previous: [{title}]({stem}.ipynb)")
        if i + 1 < len(self.lessons):
            stem, title = self.lessons[i + 1]
            parts.append(f"next: [{title}]({stem}.ipynb)")
        return md(" · ".join(parts))

    def next_link(self, i: int) -> Cell:
        """The closing cell of lesson ``i``."""
        if i + 1 < len(self.lessons):
            stem, title = self.lessons[i + 1]
            return md(f"**Next:** [{title}]({stem}.ipynb) · [back to the index](../index.ipynb)")
        return md("**That is the whole series.** [Back to the index](../index.ipynb)")


def sources_and_assumptions(game: str) -> list[Cell]:
    """The part every "sources and assumptions" lesson shares: how often each source is
    cited, every assumption with its note and option, the full rule table and the options
    (``game`` is the name of the game module, with ``rules`` imported in the lesson)."""
    return [
        code('''
        for source, n in rules.cited_sources().items():
            print(f"{source:10} cited by {n} rules")
        print(len(rules), "rules in all,", len(rules.assumptions()), "of them assumptions")
        '''),
        md('''
        ## Every assumption, with its note and option
        '''),
        code('''
        assumed = [r.id for r in rules.assumptions()]
        rules.table(assumed)
        '''),
        code('''
        for r in rules.assumptions():
            print(f"{r.id}  (option: {r.option or 'none'})")
            print(f"    {r.note}")
        '''),
        md('''
        And the full rule list, for reference (the same table in Chinese with
        `rules.table(lang="zh-Hant")`):
        '''),
        code('''
        rules.table()
        '''),
        md('''
        ## Switching an option: what changes

        Options are keywords of `new_game` (or of `Match`), each with a default and a
        one-sentence description:
        '''),
        code(f'''
        for option in {game}.GAME.options:
            print(f"{{option.name}} = {{option.default!r}}: {{option.description.en}}")
        '''),
    ]
