"""Write the "play" notebooks that Voilà serves as apps: ``notebooks/play/<game>.ipynb``.

A play notebook shows one game and nothing else: the live board with its controls (undo,
redo, history, hints, the bot button) and the full score sheet under it, updated after
every move. **Look back** opens the game so far as a replay with the strong bot's review
of each move (``tutor.widget.ReplayWidget``); a game of pass and play becomes its own
look-back when it ends. Voilà hides the code cells, so a class sees an app, not a notebook. The same
notebook also runs in JupyterLab, on Binder, on a JupyterHub and in the JupyterLite site.

The notebooks are generated (this script) and committed without outputs; nbval does not
run them (the Makefile leaves ``notebooks/play/`` out): they hold no lesson to check, and a
browser test (``tests/browser/test_voila.py``) plays one in Voilà instead.

Settings come from the page's query string, which Voilà hands to the kernel as
``QUERY_STRING``, so a teacher can hand out links such as
``.../voila/render/notebooks/play/cartography.ipynb?seed=7&opponents=none``:

- ``seed``: the match seed (default: a new random seed for every page load)
- ``players``: the number of players (default 2, within the game's limits)
- ``level``: who plays the seats after the first: ``greedy`` (default), ``random``,
  ``strong`` (the search bot, half a second a move), ``none`` (everyone at one screen
  takes turns on an open board) or ``pass`` (pass and play: everyone at one screen, with a
  curtain between turns so that nobody sees another's hidden cards,
  ``tutor.widget.PassAndPlay``); the page also has buttons for it (``opponents=`` is
  read as before)
- ``lang``: ``en`` or ``zh-Hant``
- ``position``: a position code (``state.code()``) to start from

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
# ?seed=7&players=3&level=strong&lang=zh-Hant&position=<code>
import os
import random
from urllib.parse import parse_qs

import ipywidgets
from IPython.display import display

import tutor
from tutor.core import BOT_LEVELS, Match, make_bot
from tutor.core.lang import Text
from tutor.widget import PassAndPlay

GAME = __GAME__
game = tutor.load(GAME)
query = {k: v[-1] for k, v in parse_qs(os.environ.get("QUERY_STRING", "")).items()}


def setting(name, default, choices):
    value = query.get(name, default)
    return value if value in choices else default


lang = setting("lang", "en", ["en", "zh-Hant"])
tutor.set_language(lang)
players = int(setting("players", str(max(2, game.min_players)),
                      [str(n) for n in range(game.min_players, game.max_players + 1)]))
seed = int(query["seed"]) if query.get("seed", "").isdigit() else random.randrange(10**6)
level = setting("level", setting("opponents", "greedy", ["greedy", "none", "random", "strong"]),
                ["random", "greedy", "strong", "none", "pass"])
WORDS = {"scores": Text("Score sheet", "計分表"), "level": Text("Opponents", "對手"),
         "none": Text("people only", "只有玩家"),
         "pass": Text("pass and play", "輪流傳遞裝置"),
         "pass-tip": Text("People take turns at one screen; a curtain hides each player's "
                          "cards from the others", "大家輪流用同一台裝置；換人時會先遮住盤面，"
                          "誰也看不到別人的牌"),
         "look": Text("Look back", "回顧這局"),
         "players": Text("Players", "玩家人數"), "new": Text("New game", "新的一局"),
         "code": Text("Position code", "局面代碼"), "load": Text("Load", "載入"),
         "bad": Text("That position code cannot be read", "這個局面代碼無法讀取")}
levels = ipywidgets.ToggleButtons(
    options=[(WORDS["none"][lang], "none"), (WORDS["pass"][lang], "pass")]
    + [(bot.label[lang], name) for name, bot in BOT_LEVELS.items()],
    tooltips=[WORDS["none"][lang], WORDS["pass-tip"][lang]]
    + [bot.description[lang] for bot in BOT_LEVELS.values()],
    value=level, description=WORDS["level"][lang])
counts = ipywidgets.Dropdown(options=list(range(game.min_players, game.max_players + 1)),
                             value=players, description=WORDS["players"][lang])
new_game = ipywidgets.Button(description=WORDS["new"][lang])
look_back = ipywidgets.Button(description=WORDS["look"][lang])
code_box = ipywidgets.Text(placeholder=WORDS["code"][lang], value=query.get("position", ""))
load = ipywidgets.Button(description=WORDS["load"][lang])
scores = ipywidgets.HTML(layout=ipywidgets.Layout(margin="1em 0 0 0"))
area = ipywidgets.VBox()
replay_area = ipywidgets.VBox()


def show_scores(match):
    scores.value = f"<h3>{WORDS['scores'][lang]}</h3>" + match.state.scores().html(lang)


def start(state=None):
    if state is None:
        match = Match(game, players=counts.value, seed=seed)
    else:
        match = Match(state, seed=seed)
    n = match.state.num_players()
    bots = {} if levels.value in ("none", "pass") else {
        s: make_bot(levels.value, seed + s) for s in range(1, n)}  # you play the first seat
    old = area.children + replay_area.children
    if levels.value == "pass":
        area.children = [PassAndPlay(match, lang=lang)]
    else:
        area.children = [match.widget(lang=lang, opponents=bots)]
    replay_area.children = []
    look_back.layout.display = "none" if levels.value == "pass" else None
    for board in old:
        board.close()
    show_scores(match)
    match.observe(show_scores)


def show_replay(_button=None):
    """The game so far as a replay with the bot's review: your seat's look-back against
    bots, every seat's for people at one open board."""
    match = area.children[0].match
    viewer = "mover" if levels.value == "none" else 0
    old = replay_area.children
    replay_area.children = [match.replay(viewer=viewer, lang=lang)]
    for board in old:
        board.close()


def start_from_code(_button=None):
    try:
        state = game.from_code(code_box.value)
    except tutor.BadSave as e:
        colon = "：" if lang == "zh-Hant" else ": "
        scores.value = f"<p>{WORDS['bad'][lang]}{colon}{e}</p>"
        return
    start(state)


def restart(_button=None):
    global seed
    seed += 1
    start()


new_game.on_click(restart)
look_back.on_click(show_replay)
load.on_click(start_from_code)
if code_box.value:
    start_from_code()
else:
    start()
display(ipywidgets.HBox([levels, counts, new_game, look_back]), area, scores,
        ipywidgets.HBox([code_box, load]), replay_area)
'''


def intro(title: str, title_zh: str, log_zh: str = "紀錄") -> str:
    """The play notebook's first cell; ``log_zh`` is the game's word for the move log
    (the widget's heading above it: 紀錄, or Cartography's 棋譜)."""
    return (
        f"# {title} · {title_zh}\n"
        "\n"
        "Click on the board to play; a move the rules forbid is refused and the line under "
        "the board says which rule it breaks. **Hints** shows every legal move, **Bot "
        "move** lets the computer move for you, **Best moves** asks the strong bot what it "
        "would play, and the arrows step through the game. "
        "The keyboard works too: Tab to a move, Enter to play it. "
        "Choose the opponents above the board; paste a position code below it. "
        "**Pass and play** is for two or more people at one screen: a curtain hides the "
        "board between turns, so nobody sees another player's cards. **Look back** replays "
        "the game with the bot's review of each move.\n"
        "\n"
        "點盤面就能走；規則不允許的走法會被拒絕，盤面旁會說明違反哪一條規則。「提示」標示所有可走的步，"
        "「電腦走一步」讓電腦替你走，「最佳著法」請高手電腦說出它會怎麼走，箭頭可以瀏覽"
        f"{log_zh}。"
        "也可以只用鍵盤：Tab 移到要點的地方，按 Enter 走這一步。"
        "在盤面上方選擇對手；在下方貼上局面代碼。"
        "「輪流傳遞裝置」讓兩個人以上用同一個螢幕對戰：換人時盤面會先遮起來，誰也看不到別人的牌。"
        "「回顧這局」會重播這局，並附上電腦對每一步的檢討。\n"
    )


def notebook(game: str) -> dict:
    import tutor
    from tutor.lessons.notebook import code_cell, markdown_cell, notebook_json
    from tutor.widget._widget import board_words

    loaded = tutor.load(game)
    title = loaded.title
    log_zh = board_words(loaded, "zh-Hant")["log"]
    return notebook_json([markdown_cell(intro(title.en, title.zh, log_zh)),
                          code_cell(CODE.replace("__GAME__", repr(game)))], f"play-{game}")


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
