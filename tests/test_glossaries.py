"""One way to say each thing across the four games (issue 22), from their glossaries
(``tutor/games/<game>/glossary.py``) and engines, and Chinese as Taiwan writes it in every
source file a learner's text comes from.

- **seats**: a seat of one colour has one name in every game, the colour and 方 (藍方, 橘方;
  :data:`SEATS`): the games give their seats no colours, the tutor does;
- **terms**: a term two glossaries share (by id, or by its English word) is said one way,
  unless the two rulebook summaries name it differently (:data:`RULEBOOK_WORDS`, each with
  its reason);
- **usage**: no word of :data:`tutor.lessons.check.TAIWAN` (點擊, 保存 for saving, 活的圖板,
  桂馬 unexplained...) in the Chinese of the framework's sources (the widget, its
  JavaScript, core, lessons, lab, classroom, worksheets) nor of each game's package (its
  rule registry, glossary, words, boards and lessons), read line by line.

A game that still fails has it in :data:`KNOWN_FAILURES` (strict expected failures, for its
helper to empty). The framework has no known failure.
"""

from __future__ import annotations

import importlib
from collections import defaultdict
from pathlib import Path

import pytest

import tutor
from tutor.lessons.check import taiwan_usage

GAMES = tutor.games()
TUTOR = Path(tutor.__file__).parent

SEATS = {"Blue": "藍方", "Red": "紅方", "Green": "綠方", "Yellow": "黃方", "Purple": "紫方",
         "Orange": "橘方", "Black": "黑方", "White": "白方"}
"""A seat's name by its colour, in every game: the colour, then 方 (Cartography's 橘方, not
橙方 nor 橘色玩家)."""

RULEBOOK_WORDS: dict[str, str] = {
    "stone": "Cartography's summary calls its pieces 棋子, as Go does; Karesansui's stones "
             "are garden stones, 石頭",
    "undo": "a game played with stones takes back a move as Go players do, 悔棋; card and "
            "tile games say 復原 (tutor.widget._widget.BOARD_WORDS)",
    "deck": "Kanagawa's summary says 牌庫, Tokaido's 牌堆",
    "column": "Kanagawa's school has 欄 (its summary), Karesansui's garden 縱列 (its summary)",
    "row": "Kanagawa's school has 排, Karesansui's garden 橫列 (each summary's word)",
    "draw": "Tokaido's summary draws cards, 抽; Karesansui's draws tiles, 抽取",
    "monk": "Kanagawa's monk is a card's subject, 僧侶; Karesansui's is the Zen monk pawn of "
            "its summary, 禪宗僧侶",
    "tile": "a Karesansui tile is a sand-pattern tile, 砂紋板塊 (its summary)",
    "supply": "Cartography's supply holds tiles only, 板塊供應區",
    "studio": "Karesansui's garden studio is a tool of the tutor's, not Kanagawa's studio",
    "tie": "Kanagawa's term is the whole rule (tied players share the victory)",
    "game": "each game's own title",
}
"""Terms two games name differently on purpose, by term id or English word: the reason."""

KNOWN_FAILURES: dict[str, set[str]] = {}
"""Per game, the checks it fails today."""


def glossary(game: str):
    return importlib.import_module(f"tutor.games.{game}.glossary")


def _xfail(check: str) -> list:
    return [pytest.param(g, marks=pytest.mark.xfail(strict=True, reason="issue 22"))
            if check in KNOWN_FAILURES.get(g, ()) else g for g in GAMES]


@pytest.mark.parametrize("game", _xfail("seats"))
def test_seats_are_named_one_way_in_every_game(game: str):
    """Each seat of ``game`` has the name its colour has in every game (:data:`SEATS`:
    Blue is 藍方 everywhere)."""
    g = tutor.load(game)
    state = g.new_game(players=g.max_players)
    pairs = zip(state.player_names("en"), state.player_names("zh-Hant"), strict=True)
    wrong = [f"{en} is {zh!r}, not {SEATS.get(en, 'a colour of SEATS')!r}"
             for en, zh in pairs if SEATS.get(en) != zh]
    assert not wrong, f"{game}: " + "; ".join(wrong)


def test_every_glossary_names_its_seats_as_its_engine_does():
    """The glossary's seat terms are the engine's seat names (one source of seat names)."""
    for game in GAMES:
        terms = glossary(game).TERMS
        g = tutor.load(game)
        state = g.new_game(players=g.max_players)
        zh_terms = {t.zh for t in terms.values()}
        missing = [n for n in state.player_names("zh-Hant") if n not in zh_terms]
        assert not missing, f"{game}: seats the glossary does not name: {missing}"


def shared_terms() -> list[tuple[str, dict[str, str]]]:
    """Terms that two or more glossaries share, by id or by English word (seats aside):
    (the key, {game: Chinese})."""
    by: dict[str, dict[str, str]] = defaultdict(dict)
    seats = {en.lower() for en in SEATS}
    for game in GAMES:
        for tid, text in glossary(game).TERMS.items():
            if tid.startswith("seat-") or text.en.lower() in seats or tid in seats:
                continue
            by[f"id {tid}"][game] = text.zh
            by[f"word {text.en.lower()}"][game] = text.zh
    return [(key, zh) for key, zh in sorted(by.items()) if len(zh) > 1]


def test_a_term_two_glossaries_share_is_said_one_way():
    """A term shared by two glossaries has one Chinese word, unless the rulebooks name it
    differently (RULEBOOK_WORDS, with the reason)."""
    problems = []
    for key, by_game in shared_terms():
        name = key.split(" ", 1)[1]
        if len(set(by_game.values())) > 1 and name not in RULEBOOK_WORDS:
            problems.append(f"{key}: {by_game}")
    assert not problems, "\n".join(problems)


def test_rulebook_differences_are_real():
    """Every entry of RULEBOOK_WORDS is a term two glossaries say differently today."""
    differing = {key.split(" ", 1)[1] for key, by_game in shared_terms()
                 if len(set(by_game.values())) > 1}
    stale = sorted(set(RULEBOOK_WORDS) - differing)
    assert not stale, f"no longer different: take off RULEBOOK_WORDS: {stale}"


def test_known_failures_name_real_games_and_checks():
    for game, checks in KNOWN_FAILURES.items():
        assert game in GAMES and checks <= {"seats", "usage"}, (game, checks)


# -- Taiwan usage in the sources ----------------------------------------------------------------

FRAMEWORK = ("widget", "core", "lessons", "lab", "classroom", "worksheet.py", "progress.py",
             "gallery.py", "bench.py", "fuzz.py")
"""The framework's parts under tutor/ (every game's package is read on its own)."""

LISTS = {TUTOR / "lessons" / "check.py"}
"""Files that list the words to avoid (and are no learner text)."""


def usage_in(paths: list[Path]) -> list[str]:
    """Every line of ``paths`` with a word Taiwan says otherwise."""
    out = []
    for path in paths:
        if path in LISTS:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            found = taiwan_usage(line)
            if found:
                out.append(f"{path.relative_to(TUTOR.parent)}:{n}: {found}: {line.strip()[:60]}")
    return out


def sources(part: Path) -> list[Path]:
    if part.is_file():
        return [part]
    return sorted(p for p in part.rglob("*") if p.suffix in (".py", ".js", ".mjs", ".css",
                                                              ".html", ".j2"))


def test_the_frameworks_chinese_is_written_as_taiwan_writes():
    """The widget (Python and JavaScript), core, lessons, lab, classroom and worksheets: no
    點擊, no 保存 for saving, no 活的圖板..."""
    found = usage_in([p for part in FRAMEWORK for p in sources(TUTOR / part)])
    assert not found, "\n".join(found)


@pytest.mark.parametrize("game", _xfail("usage"))
def test_a_games_chinese_is_written_as_taiwan_writes(game: str):
    """A game's package (rule registry, glossary, words, board, lessons, class plan), line by
    line, and its rule registry's texts whole."""
    found = usage_in(sources(TUTOR / "games" / game))
    rules = tutor.load(game).rules
    found += [f"rule {r.id}: {bad}" for r in rules
              for text in (r.title.zh, r.text.zh, r.note_in("zh-Hant"))
              if (bad := taiwan_usage(text))]
    assert not found, "\n".join(found[:40])
