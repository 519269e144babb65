"""Write the "play" notebooks that Voilà serves as apps: ``notebooks/play/<game>.ipynb``.

A play notebook shows one game and nothing else: the live board with its controls (undo,
redo, history, hints, the bot button) and the full score sheet under it, updated after
every move. Voilà hides the code cells, so a class sees an app, not a notebook. The same
notebook also runs in JupyterLab, on Binder, on a JupyterHub and in the JupyterLite site.

The notebooks are generated (this script) and committed without outputs; nbval does not
run them (the Makefile leaves ``notebooks/play/`` out): they hold no lesson to check, and a
browser test (``tests/browser/test_voila.py``) plays one in Voilà instead.

Settings come from the page's query string, which Voilà hands to the kernel as
``QUERY_STRING``, so a teacher can hand out links such as
``.../voila/render/notebooks/play/cartography.ipynb?seed=7&opponents=none``:

- ``seed``: the match seed (default: a new random seed for every page load)
- ``players``: the number of players (default 2, within the game's limits)
- ``opponents``: who plays the seats after the first: ``greedy`` (default), ``mcts`` (a
  stronger, slower bot) or ``none`` (everyone at one screen takes turns)
- ``lang``: ``en`` or ``zh-Hant``

Usage (from the repository root)::

    .venv/bin/python tools/play.py              # every game in tutor.games()
    .venv/bin/python tools/play.py cartography  # one game
    .venv/bin/python tools/play.py --check      # fail if a committed notebook is stale

``make play GAME=cartography`` runs this for the game, then Voilà on its notebook.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLAY = ROOT / "notebooks" / "play"

CODE = '''\
# Settings from the page's query string (Voilà passes it as QUERY_STRING), e.g.
# ?seed=7&players=3&opponents=none&lang=zh-Hant
import os
import random
from urllib.parse import parse_qs

import ipywidgets
from IPython.display import display

import tutor
from tutor.core import GreedyBot, MCTSBot, Match

GAME = __GAME__
game = tutor.load(GAME)
query = {k: v[-1] for k, v in parse_qs(os.environ.get("QUERY_STRING", "")).items()}


def setting(name, default, choices):
    value = query.get(name, default)
    return value if value in choices else default


players = int(setting("players", str(max(2, game.min_players)),
                      [str(n) for n in range(game.min_players, game.max_players + 1)]))
seed = int(query["seed"]) if query.get("seed", "").isdigit() else random.randrange(10**6)
bots = {"greedy": lambda: GreedyBot(seed=seed),
        "mcts": lambda: MCTSBot(iterations=200, seed=seed),
        "none": None}
opponents = setting("opponents", "greedy", bots)
lang = setting("lang", "en", ["en", "zh-Hant"])

match = Match(game, players=players, seed=seed)
computer = range(1, players) if bots[opponents] else []  # you play the first seat
board = match.widget(lang=lang, opponents={seat: bots[opponents]() for seat in computer})
scores = ipywidgets.HTML(layout=ipywidgets.Layout(margin="1em 0 0 0"))


def show_scores(match):
    scores.value = "<h3>Score sheet</h3>" + match.state.scores()._repr_html_()


show_scores(match)
match.observe(show_scores)
display(board, scores)
'''


def intro(title: str) -> str:
    return (
        f"# {title}\n"
        "\n"
        "Click on the board to play; a move the rules forbid is refused and the line under "
        "the board says which rule it breaks. **Hints** shows every legal move, **Bot "
        "move** lets the computer move for you, and the arrows step through the game. "
        "The score sheet under the board follows every move.\n"
    )


def notebook(game: str) -> dict:
    import tutor

    title = str(tutor.load(game).title)

    def cell(kind: str, number: int, source: str) -> dict:
        lines = source.splitlines(keepends=True)
        base = {"cell_type": kind, "id": f"play-{game}-{number}", "metadata": {},
                "source": lines}
        if kind == "code":
            base.update(execution_count=None, outputs=[])
        return base

    return {
        "cells": [cell("markdown", 0, intro(title)),
                  cell("code", 1, CODE.replace("__GAME__", repr(game)))],
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                           "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def text(game: str) -> str:
    return json.dumps(notebook(game), indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="games to write (default: every game)")
    parser.add_argument("--check", action="store_true",
                        help="only check that the committed notebooks are up to date")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    import tutor

    games = args.games or tutor.games()
    unknown = [g for g in games if g not in tutor.games()]
    if unknown:
        parser.error(f"unknown game {', '.join(unknown)}; choose from {tutor.games()}")
    stale = []
    for game in games:
        path = PLAY / f"{game}.ipynb"
        wanted = text(game)
        current = path.read_text(encoding="utf-8") if path.is_file() else None
        if current == wanted:
            continue
        if args.check:
            stale.append(str(path.relative_to(ROOT)))
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(wanted, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    if stale:
        print(f"stale play notebooks (run python tools/play.py): {', '.join(stale)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
