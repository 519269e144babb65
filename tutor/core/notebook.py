"""Notebook cells as nbformat 4 JSON: what the lesson notebooks (:mod:`tutor.lessons.notebook`),
the scenario notebooks (:mod:`tutor.lab.notebook`) and the play notebooks (``tools/play.py``)
are made of. Plain dicts, no nbformat import, no widget state.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any


def markdown_cell(text: str) -> dict[str, Any]:
    """A Markdown cell (Chinese lines of one paragraph joined without spaces)."""
    return {"cell_type": "markdown", "metadata": {}, "source": join_cjk_lines(text.strip("\n"))}


_BLOCK = re.compile(r"^(?:[-*+] |\d+\. |#|\||```)")


def _wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


def join_cjk_lines(text: str) -> str:
    r"""Markdown with the line breaks inside Chinese sentences removed.

    A line break inside a paragraph shows as a space, which is right between English words
    but a stray gap in Chinese. So a line is joined to the one before when the characters
    meeting at the break include a wide (CJK) one, unless the line starts a new block (a list
    item, heading, table row or code fence); blockquote lines continue a blockquote. Text
    inside code fences is left alone. Authors may wrap Chinese text freely.

    >>> join_cjk_lines("每回合有人在地圖上加上一塊\n**板塊**。\n\n- 一\n- 二")
    '每回合有人在地圖上加上一塊**板塊**。\n\n- 一\n- 二'
    >>> join_cjk_lines("> 「步驟 1。\n> 步驟 2。」\n\nTwo\nwords")
    '> 「步驟 1。步驟 2。」\n\nTwo\nwords'
    """
    out: list[str] = []
    fenced = False
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped.startswith("```"):
            fenced = not fenced
        prev = out[-1] if out else ""
        quote = stripped.startswith(">") and prev.lstrip().startswith(">")
        body = stripped.lstrip(">").strip() if quote else stripped
        joinable = (not fenced and prev.strip() and body and not _BLOCK.match(stripped)
                    and not prev.lstrip().startswith(("#", "|"))
                    and (quote or not stripped.startswith(">"))
                    and (_wide(prev.rstrip()[-1]) or _wide(body[0])))
        if joinable:
            out[-1] = prev.rstrip() + body
        else:
            out.append(line)
    return "\n".join(out)


def code_cell(text: str) -> dict[str, Any]:
    """A code cell without outputs."""
    return {"cell_type": "code", "metadata": {}, "source": text.strip("\n"),
            "execution_count": None, "outputs": []}


def notebook_json(cells: list[dict[str, Any]], prefix: str, title: str | None = None,
                  lang: str | None = None) -> dict[str, Any]:
    """A notebook of ``cells`` for the python3 kernel, with fixed cell ids
    ``<prefix>-00``, ``<prefix>-01``... (a rebuild changes only what changed).

    ``title`` is the page's title in an app (Voilà, Voici: ``metadata.title``), and
    ``lang`` the notebook's language, whose words the app page uses around it (its
    loading line: ``metadata.tutor.lang``); a notebook in both languages has none."""
    for i, cell in enumerate(cells):
        cell["id"] = f"{prefix}-{i:02d}"
    metadata: dict[str, Any] = {
        "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                       "name": "python3"},
        "language_info": {"name": "python"},
    }
    if title is not None:
        metadata["title"] = title
    if lang is not None:
        metadata["tutor"] = {"lang": lang}
    return {"cells": cells, "metadata": metadata, "nbformat": 4, "nbformat_minor": 5}
