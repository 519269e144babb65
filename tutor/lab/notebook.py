"""The scenario notebooks, generated like the lessons: one per game and language.

``notebooks/<lang>/<game>/scenarios.ipynb`` comes from the game's ``SCENARIO``
(``tutor/games/<game>/lab.py``, a :class:`~tutor.lab.model.Scenario`): Markdown in the
notebook's language and code cells in which ``«lang»`` becomes the language and ``«name»``
the comment ``words[name]`` in that language. ``notebooks/build.py`` writes and
executes them with the lessons (:func:`tutor.lessons.notebook.every_notebook`), and the
language indexes list them. The lessons import this module, never the other way round: the
cells come from :mod:`tutor.core.notebook`, as the lessons' own do.
"""

from __future__ import annotations

import importlib
from typing import Any

from ..core.lang import LANGS, Text
from ..core.notebook import code_cell, markdown_cell, notebook_json
from .model import Code, Md, Scenario

WORDS = {
    "index": Text("Index", "目錄"),
    "lab": Text("Scenario lab", "情境實驗室"),
    "minutes": Text("About {m} minutes on two cores.", "在兩核心的電腦上約 {m} 分鐘。"),
    "minute": Text("About a minute on two cores.", "在兩核心的電腦上約 1 分鐘。"),
}

PATH = "{lang}/{game}/scenarios.ipynb"
"""Where a game's scenario notebook is, from ``notebooks/``."""


def scenario(game: str) -> Scenario | None:
    """The game's scenario notebook content, if it has one."""
    try:
        module = importlib.import_module(f"tutor.games.{game}.lab")
    except ModuleNotFoundError:
        return None
    return getattr(module, "SCENARIO", None)


def _code(cell: Code, lang: str) -> str:
    source = cell.source.replace("«lang»", lang)
    for name, text in cell.words.items():
        source = source.replace(f"«{name}»", text[lang])
    if "«" in source:
        raise ValueError(f"a placeholder is left in a code cell: {source!r}")
    return source


def _minutes(m: int, lang: str) -> str:
    """ "About 3 minutes on two cores." (a minute: "About a minute...")

    >>> _minutes(1, "en"), _minutes(3, "en")
    ('About a minute on two cores.', 'About 3 minutes on two cores.')
    """
    return WORDS["minute"][lang] if m == 1 else WORDS["minutes"][lang].format(m=m)


def scenario_notebook(game: str, lang: str) -> dict[str, Any]:
    """The cells of ``game``'s scenario notebook in ``lang``."""
    content = scenario(game)
    if content is None:
        raise ValueError(f"{game} has no scenario notebook")
    head = (f"[{WORDS['index'][lang]}](../index.ipynb) · {WORDS['lab'][lang]}\n\n"
            f"# {content.title[lang]}\n\n*{_minutes(content.minutes, lang)}*")
    cells = [markdown_cell(head)]
    for cell in content.cells:
        if isinstance(cell, Md):
            cells.append(markdown_cell(cell.text[lang]))
        else:
            cells.append(code_cell(_code(cell, lang)))
    return notebook_json(cells, f"{lang}-{game}-lab")


def scenario_notebooks(games: list[str]) -> dict[str, dict[str, Any]]:
    """Path (from ``notebooks/``) -> notebook, for every game with a scenario and language."""
    return {PATH.format(lang=lang, game=game): scenario_notebook(game, lang)
            for lang in LANGS for game in games if scenario(game) is not None}


def index_entry(game: str, lang: str) -> str | None:
    """The line of the language index that links the game's scenario notebook."""
    content = scenario(game)
    if content is None:
        return None
    return (f"- {WORDS['lab'][lang]}{'：' if lang == 'zh-Hant' else ': '}"
            f"[{content.title[lang]}]({game}/scenarios.ipynb)")


__all__ = ["Code", "Md", "scenario_notebook", "scenario_notebooks", "index_entry"]
