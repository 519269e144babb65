"""What a learner reads, on every surface the lessons show (issue 22): nothing named by a
code, and Chinese as Taiwan writes it.

**Nothing named by a code.** No card, tile, space, region or stop is named by its id or a
coordinate in any text a learner reads, in either language. The codes are each game's real
ids, from its data (:func:`game_codes`), and the patterns of coordinates, rotations in
degrees and numbered stops (:data:`PATTERNS`). An id that is also a word of the game's
glossary in that language (Tokaido's English ``Sake``) is a name, not a code. Rule ids are
not codes here: a refusal cites its rule, in the form the board gives
(``（規則 cartography.stone.liberty）``), which is left out before the text is read.

**Taiwan usage.** No zh-Hant text has a word of
:data:`tutor.lessons.check.TAIWAN` (點擊, 保存 for saving, 活的圖板, 桂馬 unexplained...).

Every text the lessons make a learner meet is read, by surface (:data:`SURFACES`):

- ``reading``: the lessons' texts besides tasks and quiz (reading, captions, recaps,
  objectives, titles, score-sheet intros, explorer names);
- ``prompts``: tasks' goals, success texts and reasons of a miss;
- ``hints``: tasks' hints and the answer hint the board builds;
- ``quiz``: questions (a legal-or-not one with its move in words), choices, explanations,
  notes, hints, the engine's reason for an illegal move;
- ``board-text``: the text nodes of every board a lesson shows at its start (tasks,
  demonstrations, quiz pictures), as the seat at the board sees it (the status caption,
  the last move, the score sheet, panel words);
- ``board-labels``: the same boards' ``aria-label``s and ``<title>`` tooltips;
- ``status``: the board's status line and move log while a task is played: at its start,
  after its typical mistake and after each move of its solution;
- ``words``: every legal move in words (``State.words_for``) on every board a lesson shows
  at its start (tasks, demonstrations, quiz pictures, score sheets), as the log and the
  status line would show it;
- ``refusals``: why each move drawn on a task's start board that is not legal there is
  refused (the engine's reason, as the status line gives it);
- ``score-sheets``: the categories and seat names of the score sheets to fill in;
- ``best-moves``: the strong bot's advice (Best moves) at one task start per lesson;
- ``worksheets``: the text of every lesson's worksheet (what a pupil prints).

A game whose texts still show codes on a surface has it in :data:`KNOWN_FAILURES`, and
one whose Chinese still has a word Taiwan says otherwise in :data:`KNOWN_USAGE` (strict
expected failures: each game's helper empties its entries; a listed surface that passes
fails). ``python tests/lessons/test_learner_text.py`` prints how many texts of each
surface fail, per game, with a few examples.
"""

from __future__ import annotations

import functools
import html
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from test_language import GAMES, built_texts, texts  # noqa: E402

import tutor  # noqa: E402
from tutor.core.lang import LANGS  # noqa: E402
from tutor.core.svg import CITATION  # noqa: E402
from tutor.lessons import course, open_lesson  # noqa: E402
from tutor.lessons.check import taiwan_usage  # noqa: E402
from tutor.lessons.model import FillSheet, Lesson, Quiz, Show, Task  # noqa: E402
from tutor.lessons.widgets import seat_to_act  # noqa: E402

SURFACES = ("reading", "prompts", "hints", "quiz", "board-text", "board-labels", "status",
            "words", "refusals", "score-sheets", "best-moves", "worksheets")

KNOWN_FAILURES: dict[str, set[str]] = {}
"""Per game, the surfaces that show a code today (issue 22); each game's helper empties its
entry as its words name things by what they show."""

KNOWN_USAGE: dict[str, set[str]] = {}
"""Per game, the surfaces whose Chinese has a word Taiwan says otherwise today."""

# -- the codes ----------------------------------------------------------------------------------

PATTERNS: dict[str, str] = {
    "coordinate": r"\(\s*-?\d+\s*,\s*-?\d+\s*\)[a-z]?",
    "degrees": r"\d+\s*°",
    "rotation": r"\brot \d+\b",
}
"""Codes of every game: a map coordinate ((1,1)b, (2,0)), a rotation in degrees as placement
notation (120°), the notation's own rotation (rot 120)."""

GAME_PATTERNS: dict[str, dict[str, str]] = {
    "tokaido": {"stop": r"位置 ?\d+|第\s*\d+\s*格|[（(]\d+[）)]|\b(?:to|at|on) \d+ \(|"
                        r"\b(?:space|stop) \d+\b"},
    "karesansui": {"cell": r"(?<![A-Za-z0-9])[a-e][1-3](?![A-Za-z0-9])"},
}
"""Codes of one game: Tokaido's numbered stops (位置 12, move to 12 (village), 旅店（15）),
Karesansui's garden cells (a1 to e3)."""

_BOUNDARY = r"(?<![A-Za-z0-9_-]){}(?![A-Za-z0-9_])"


def _ids(game: str) -> set[str]:
    """Every id of ``game``'s components, from its data."""
    if game == "cartography":
        from tutor.games.cartography import data

        return {t.name for t in data.TILE_TYPES}
    if game == "kanagawa":
        from tutor.games.kanagawa import data

        slots = {f"{x}{i}" for x in "SP" for i in range(data.LESSON_CARD_COUNT + 1)}
        return ({*data.CARD_INDEX, *(t.id for t in data.START_TILES),
                 *(d.id for d in data.DIPLOMAS)} | slots | {f"brush-{s}" for s in slots})
    if game == "tokaido":
        from tutor.games.tokaido import data

        names = {m.name.en for m in data.MEALS}  # the platform calls a meal by its name
        return {*data.SOUVENIR_CODES, *data.SOUVENIR_INDEX, *data.MEAL_INDEX,
                *data.ENCOUNTER_INDEX, *data.ACHIEVEMENT_INDEX, *data.TRAVELLER_INDEX,
                *(set(getattr(data, "MEAL_CODES", {}) or {}) - names),
                *(getattr(data, "ENCOUNTER_CODES", {}) or {}),
                *(getattr(data, "ACHIEVEMENT_CODES", {}) or {})}
    if game == "karesansui":
        from tutor.games.karesansui import data

        return {*data.DESIGN_INDEX, *data.GARDENER_INDEX, *data.GARDEN_INDEX}
    raise AssertionError(f"no ids known for {game}: add them to _ids")


@functools.cache
def game_codes(game: str, lang: str) -> re.Pattern[str]:
    """One pattern for every code of ``game`` in a ``lang`` text: its ids (case as written
    in the data; an id that is a word of the glossary in ``lang`` is left out) and the
    patterns of :data:`PATTERNS` and :data:`GAME_PATTERNS`."""
    from test_language import glossary

    words: set[str] = set()
    found = glossary(game)
    if found is not None:
        for term in found.TERMS.values():
            words |= set(re.findall(r"[A-Za-z][A-Za-z'-]*", term[lang]))
    ids = sorted((i for i in _ids(game) if i not in words), key=len, reverse=True)
    parts = [_BOUNDARY.format("(?:" + "|".join(map(re.escape, ids)) + ")")] if ids else []
    parts += [*PATTERNS.values(), *GAME_PATTERNS.get(game, {}).values()]
    return re.compile("|".join(f"(?:{p})" for p in parts))


def codes(game: str, text: str, lang: str) -> list[str]:
    """The codes in ``text`` (a ``lang`` text of ``game``): rule citations and link targets
    left out."""
    plain = CITATION.sub(" ", text)
    plain = re.sub(r"\]\([^)]*\)", "] ", plain)  # a markdown link's target
    return [m.group(0) for m in game_codes(game, lang).finditer(plain)]


# -- what a learner reads -----------------------------------------------------------------------

Found = list[tuple[str, str, str]]
"""(where, language, text) of every text of a surface."""


def _lesson_texts(lesson: Lesson) -> dict[str, list[tuple[str, object]]]:
    """The lesson data's texts by surface (``reading``, ``prompts``, ``hints``, ``quiz``)."""
    out: dict[str, list] = {"reading": [], "prompts": [], "hints": [], "quiz": []}
    for where, text in [*texts(lesson, lesson.key), *built_texts(lesson)]:
        if ".mistakes[" in where:  # the teacher's guide's
            continue
        if "answer hint" in where or re.search(r"\.hints\[", where):
            out["hints"].append((where, text))
        elif " quiz " in where or re.search(r"\.items\[", where):
            out["quiz"].append((where, text))
        elif re.search(r"\.(goal|success|explain|check)\b", where) and ".items[" not in where:
            out["prompts"].append((where, text))
        else:
            out["reading"].append((where, text))
    return out


def _boards(lesson: Lesson) -> Iterator[tuple[str, object, int | None]]:
    """Every board a lesson shows at its start: (where, state, seat shown)."""
    g = tutor.load(lesson.game)
    for step in lesson.steps:
        if isinstance(step, (Task, Show)):
            state = step.position.state(g)
            seat = seat_to_act(state) if step.viewer == "auto" else (
                step.viewer if isinstance(step.viewer, int) else None)
            yield f"{lesson.key} {step.id}", state, seat
        elif isinstance(step, Quiz):
            for item in step.items:
                if item.position is not None and item.picture:
                    state = item.position.state(g)
                    yield f"{lesson.key} quiz {item.id}", state, seat_to_act(state)
        elif isinstance(step, FillSheet):
            state = step.position.state(g)
            yield f"{lesson.key} sheet {step.id}", state, seat_to_act(state)


def _svg_texts(svg: str) -> tuple[list[str], list[str]]:
    """The text nodes, and the aria-labels and titles, of a drawing."""
    root = ET.fromstring(svg)
    shown, labels = [], []
    for el in root.iter():
        tag = el.tag.rsplit("}", 1)[-1]
        if tag in ("desc", "style", "pre"):
            continue
        if tag == "text":
            shown.append("".join(el.itertext()))
        elif tag == "title" and el.text:
            labels.append(el.text)
        if el.get("aria-label"):
            labels.append(el.get("aria-label"))
    return shown, labels


def _task_play(lesson: Lesson, task: Task, lang: str) -> Iterator[str]:
    """What the status line and the log say while ``task`` is played as the harness plays
    it: its start, its typical mistake, each move of its solution."""
    board = open_lesson(lesson.game, lesson.number, lang=lang).task(task.id)
    yield board.status
    if task.wrong is not None:
        board.click(task.wrong)
        yield board.status
    for move in task.solution:
        board.click(move)
        yield board.status
    yield from board.moves
    board.close()


@functools.cache
def collected(game: str) -> dict[str, Found]:
    """Every text of every surface of ``game``'s lessons."""
    from tutor.core.bots import analyse
    from tutor.worksheet import document

    out: dict[str, Found] = {s: [] for s in SURFACES}
    g = tutor.load(game)
    for lesson in course(game):
        for surface, pairs in _lesson_texts(lesson).items():
            out[surface] += [(where, lang, text[lang]) for where, text in pairs
                             for lang in LANGS]
        for where, state, seat in _boards(lesson):
            legal = [] if state.is_chance() else state.legal_actions().notations()
            for lang in LANGS:
                shown, labels = _svg_texts(str(state.render(viewer=seat, lang=lang)))
                out["board-text"] += [(where, lang, t) for t in shown]
                out["board-labels"] += [(where, lang, t) for t in labels]
                out["words"] += [(f"{where} {a}", lang, state.words_for(a, seat, lang))
                                 for a in legal]
        for task in lesson.tasks():
            start = task.position.state(g)
            seat = seat_to_act(start)
            for lang in LANGS:
                out["status"] += [(f"{lesson.key} {task.id}", lang, t)
                                  for t in _task_play(lesson, task, lang)]
                drawn = set(re.findall(r'data-action="([^"]*)"',
                                       str(start.render(viewer=seat, lang=lang))))
                legal = set(start.legal_actions().notations())
                for action in sorted(drawn - legal)[:40]:
                    verdict = start.check(html.unescape(action))
                    if not verdict:
                        out["refusals"].append((f"{lesson.key} {task.id} {action}", lang,
                                                verdict.in_lang(lang)))
        for sheet in lesson.sheets():
            scores = sheet.position.state(g).scores()
            for lang in LANGS:
                out["score-sheets"] += [(f"{lesson.key} {sheet.id}", lang, c.label[lang])
                                        for c in scores.categories]
                out["score-sheets"] += [(f"{lesson.key} {sheet.id}", lang, name)
                                        for name in scores.names(lang)]
        first = next((t for t in lesson.tasks()), None)
        if first is not None:
            start = first.position.state(g)
            if not start.is_chance() and not start.is_terminal():
                view = start.view_for(start.current_player())
                advice = analyse(view, iterations=40, seed=0)
                out["best-moves"] += [(f"{lesson.key} {first.id}", lang, advice.describe(lang))
                                      for lang in LANGS]
        for lang in LANGS:
            page = document([lesson], lang)
            page = re.sub(r"<(style|script)[^>]*>.*?</\1>", " ", page, flags=re.S)
            page = re.sub(r"<desc>.*?</desc>|<title>.*?</title>", " ", page, flags=re.S)
            out["worksheets"].append((lesson.key, lang, html.unescape(re.sub(r"<[^>]+>", "\n",
                                                                               page))))
    return out


def problems(game: str, surface: str) -> list[str]:
    """The texts of ``surface`` that show a code, one line each (with the codes)."""
    out = []
    seen = set()
    for where, lang, text in collected(game)[surface]:
        found = codes(game, text, lang)
        key = (lang, text)
        if found and key not in seen:
            seen.add(key)
            out.append(f"{where} ({lang}): {sorted(set(found))}: {text.strip()[:90]!r}")
    return out


def usage_problems(game: str, surface: str) -> list[str]:
    """The zh-Hant texts of ``surface`` with a word Taiwan says otherwise."""
    out = []
    seen = set()
    for where, lang, text in collected(game)[surface]:
        found = taiwan_usage(text) if lang == "zh-Hant" else []
        if found and text not in seen:
            seen.add(text)
            out.append(f"{where}: {sorted(set(found))}: {text.strip()[:90]!r}")
    return out


def _params(known: dict[str, set[str]], reason: str) -> list:
    out = []
    for game in GAMES:
        for surface in SURFACES:
            marks = ([pytest.mark.xfail(strict=True, reason=f"issue 22: {reason}")]
                     if surface in known.get(game, ()) else [])
            out.append(pytest.param(game, surface, marks=marks, id=f"{game}-{surface}"))
    return out


@pytest.mark.parametrize(("game", "surface"), _params(KNOWN_FAILURES, "named by codes"))
def test_no_code_in_what_a_learner_reads(game: str, surface: str):
    """No id or coordinate in the surface's texts, in either language (module docstring)."""
    found = problems(game, surface)
    assert not found, (f"{game}: {len(found)} texts of {surface} show codes:\n"
                       + "\n".join(found[:30]))


@pytest.mark.parametrize(("game", "surface"), _params(KNOWN_USAGE, "words Taiwan says "
                                                                    "otherwise"))
def test_what_a_learner_reads_is_written_as_taiwan_writes(game: str, surface: str):
    """No word of :data:`tutor.lessons.check.TAIWAN` in the surface's zh-Hant texts."""
    found = usage_problems(game, surface)
    assert not found, (f"{game}: {len(found)} texts of {surface}:\n" + "\n".join(found[:30]))


def test_every_surface_has_texts():
    """The collection reads something of every surface of every game (a surface a game
    does not have would pass unseen): each game has at least the lesson texts, boards,
    status lines, words, worksheets and advice."""
    for game in GAMES:
        counts = {s: len(t) for s, t in collected(game).items()}
        empty = [s for s in SURFACES if not counts[s]
                 and s not in ("refusals", "score-sheets")]
        assert not empty, f"{game}: nothing read of {empty}"


def test_known_failures_name_real_games_and_surfaces():
    for known in (KNOWN_FAILURES, KNOWN_USAGE):
        for game, surfaces in known.items():
            assert game in GAMES and surfaces <= set(SURFACES), (game, surfaces)


# -- the detector itself ------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "lang", "text", "found"), [
    ("karesansui", "zh-Hant", "輪到橘色玩家配置、讓渡、廢棄或保管 G02", ["G02"]),
    ("karesansui", "zh-Hant", "上一步：抽到的板塊是 G02（S 形波紋）", ["G02"]),
    ("kanagawa", "zh-Hant", "把 T07 加入你的畫作", ["T07"]),
    ("kanagawa", "zh-Hant", "S0 上沒有筆刷", ["S0"]),
    ("kanagawa", "en", "take the trees-3 diploma", ["trees-3"]),
    ("cartography", "zh-Hant", "在 (1,1)b 放一顆棋子", ["(1,1)b"]),
    ("cartography", "zh-Hant", "在 (2,0) 放一個 O1 板塊，旋轉 120°", ["(2,0)", "O1", "120°"]),
    ("cartography", "en", "lay a C2 tile at (-1,0) rot 240", ["C2", "(-1,0)", "rot 240"]),
    ("tokaido", "zh-Hant", "移動到位置 12（海的全景畫）", ["位置 12"]),
    ("tokaido", "en", "move to 12 (sea panorama)", ["to 12 ("]),
    ("tokaido", "zh-Hant", "移動到第一個旅店（15）", ["（15）"]),
    ("karesansui", "en", "place it on b2", ["b2"]),
])
def test_the_detector_finds_the_issues_cases(game, lang, text, found):
    assert codes(game, text, lang) == found


@pytest.mark.parametrize(("game", "lang", "text"), [
    ("kanagawa", "zh-Hant", "把「冬天・樹」的課程卡放入畫室第 1 格"),
    ("kanagawa", "zh-Hant", "拿取第 2 欄（規則 kanagawa.lesson.take-column）"),
    ("karesansui", "zh-Hant", "把「S 形波紋」板塊配置在上排第 2 格"),
    ("tokaido", "en", "buy Sake at the village; eat Fugu for 3 coins"),
    ("tokaido", "zh-Hant", "選擇浪人 Kinko，得到 3 分"),
    ("cartography", "zh-Hant", "在標記 ① 的區域放一顆棋子（3 分）"),
    ("karesansui", "zh-Hant", "[第 1 課](01-a1.ipynb)"),
])
def test_the_detector_passes_names(game, lang, text):
    assert codes(game, text, lang) == []


NOTICE = re.compile(r"代用|暫定|provisional|stand-in", re.IGNORECASE)
"""A notice that a picture or a number is the tutor's own (provisional data)."""

KNOWN_NOTICES: set[str] = set()
"""Games whose boards still say, in words, that a picture or number is provisional (the
red 「≈ 代用的板塊圖像」 banner, tooltips): their helper replaces them with the ≈ mark on
the picture (:func:`tutor.core.svg.approx_mark`)."""


@pytest.mark.parametrize("game", [
    pytest.param(g, marks=pytest.mark.xfail(strict=True, reason="issue 22: a notice in words"))
    if g in KNOWN_NOTICES else g for g in GAMES])
def test_boards_mark_provisional_pictures_with_a_small_approx_sign_only(game: str):
    """No board text or tooltip says 代用, 暫定, provisional or stand-in: a picture drawn in
    place of a printed one carries a small ≈ (explained in the teacher's guide and the
    sources lesson)."""
    found = sorted({f"{where} ({lang}): {text.strip()[:80]!r}"
                    for surface in ("board-text", "board-labels")
                    for where, lang, text in collected(game)[surface] if NOTICE.search(text)})
    assert not found, "\n".join(found[:30])


def census() -> dict[str, dict[str, int]]:
    return {game: {s: len(problems(game, s)) for s in SURFACES} for game in GAMES}


if __name__ == "__main__":
    import comm

    class _Silent:
        comm_id, kernel = "silent", None

        def __init__(self, **kw):
            pass

        def send(self, *a, **kw):
            pass

        def on_msg(self, callback):
            pass

        def close(self, *a, **kw):
            pass

    comm.create_comm = lambda **kw: _Silent(**kw)
    for game in GAMES:
        print(game, "codes", {s: len(problems(game, s)) for s in SURFACES})
        print(game, "usage", {s: len(usage_problems(game, s)) for s in SURFACES})
        for s in SURFACES:
            for line in problems(game, s)[:2] + usage_problems(game, s)[:2]:
                print("   ", s, line[:160])
