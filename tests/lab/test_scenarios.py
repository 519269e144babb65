"""The scenario notebooks: one per game and language, generated from the games' content,
listed in the indexes, written in each language's own punctuation; and the real-play
table they quote adds up."""

from __future__ import annotations

import ast
import re

import pytest

import tutor
from tutor.core.lang import LANGS
from tutor.lab.model import Code, Md
from tutor.lab.notebook import PATH, scenario, scenario_notebook
from tutor.lessons.notebook import every_notebook, index_notebook

GAMES = tutor.games()


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_scenario_notebook_in_both_languages(game):
    content = scenario(game)
    assert content is not None
    assert any(isinstance(c, Code) and "lab.play(" in c.source for c in content.cells)
    assert any(isinstance(c, Md) and "## " in c.text.en and "cluster" in c.text.en
               for c in content.cells)  # how to run the strong-bot version on a cluster
    notebooks = every_notebook([game])
    for lang in LANGS:
        nb = scenario_notebook(game, lang)
        assert PATH.format(lang=lang, game=game) in notebooks
        code = [c["source"] for c in nb["cells"] if c["cell_type"] == "code"]
        assert f'LANG = "{lang}"' in code[0]
        assert not any("«" in c["source"] for c in nb["cells"])
        for source in code:
            assert "«" not in source and "»" not in source
            ast.parse(source)


@pytest.mark.parametrize("lang", LANGS)
def test_the_indexes_list_the_scenario_notebooks(lang):
    text = "".join(c["source"] for c in index_notebook(lang, GAMES)["cells"])
    for game in GAMES:
        assert f"({game}/scenarios.ipynb)" in text


CJK = "[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]"
ASCII_NEXT_TO_CJK = re.compile(f"{CJK}[,;:?!()]|[,;:?!(]{CJK}")


def _prose(markdown: str) -> str:
    """Markdown without code blocks and code spans."""
    markdown = re.sub(r"```.*?```", "", markdown, flags=re.S)
    return re.sub(r"`[^`]*`", "", markdown)


@pytest.mark.parametrize("game", GAMES)
def test_chinese_text_uses_full_width_punctuation(game):
    nb = scenario_notebook(game, "zh-Hant")
    for cell in nb["cells"]:
        text = _prose(cell["source"]) if cell["cell_type"] == "markdown" else "\n".join(
            line.split("#", 1)[1] for line in cell["source"].splitlines() if "#" in line)
        assert not ASCII_NEXT_TO_CJK.search(text), (game, ASCII_NEXT_TO_CJK.search(text))


def test_lab_words_exist_in_both_languages_with_the_same_fields():
    from string import Formatter

    from tutor.lab.words import WORDS

    for key, text in WORDS.items():
        fields = [{f for _, f, _, _ in Formatter().parse(side) if f} for side in (text.en,
                                                                                  text.zh)]
        assert fields[0] == fields[1], key
        assert not ASCII_NEXT_TO_CJK.search(text.zh), key


def test_the_real_play_table_adds_up():
    """The quoted table of the recorded games: 1,220 games of four seats, one win each."""
    from tutor.games.tokaido.lab import REAL_GAMES, REAL_START, REAL_TRAVELLERS

    seats = sum(n for n, _, _ in REAL_TRAVELLERS.values())
    wins = sum(n * share for n, share, _ in REAL_TRAVELLERS.values())
    assert seats == 4 * REAL_GAMES
    assert wins == pytest.approx(REAL_GAMES, abs=2)  # shares are rounded to 0.1%
    assert sum(REAL_START.values()) == pytest.approx(1.0, abs=0.002)
    assert set(REAL_TRAVELLERS) == {t.id for t in __import__(
        "tutor.games.tokaido.data", fromlist=["TRAVELLERS"]).TRAVELLERS}


def test_the_real_play_table_agrees_with_the_150_recorded_games_in_the_repository():
    """The 150 games of tests/data (every 8th of the 1,220) give shares whose 95% intervals
    hold every share the table quotes, by traveller and by place in the start queue."""
    import gzip
    import json
    from collections import Counter

    from tutor.games.tokaido.lab import REAL_START, REAL_WIN_SHARE
    from tutor.games.tokaido.replay import sample_path
    from tutor.lab import wilson

    seats, wins = Counter(), Counter()
    with gzip.open(sample_path(), "rt") as f:
        games = [json.loads(line) for line in f]
    assert len(games) == 150
    for game in games:
        first = [r["seat"] for r in game["result"] if r["rank"] == 1]
        for p in game["players"]:
            share = 1 / len(first) if p["seat"] in first else 0.0
            # the recordings number the queue from the back: their 4 leaves first (our 1)
            for key in (p["traveler"], 5 - p["start_order"]):
                seats[key] += 1
                wins[key] += share
    for key, share in [*REAL_WIN_SHARE.items(), *REAL_START.items()]:
        low, high = wilson(wins[key], seats[key])
        assert low <= share <= high, (key, share, low, high)


def test_tokaido_bots_and_real_play_side_by_side():
    from tutor import lab
    from tutor.games.tokaido.lab import REAL_TRAVELLERS, side_by_side

    results = lab.play("tokaido", games=3, players=4, options={"gastronomy": True},
                       executor="inline", progress=False)
    for lang in LANGS:
        table = side_by_side(results, lang)
        assert len(table) == len(REAL_TRAVELLERS)
        assert table.iloc[:, 1].sum() == 12  # every bot seat counted once
        assert table.iloc[:, 4].tolist() == [n for n, _, _ in REAL_TRAVELLERS.values()]
        assert table.iloc[0, 5] == "36.4%" and table.iloc[-1, 5] == "8.6%"
    assert side_by_side(results, "zh-Hant").columns[0] == "旅行者"
