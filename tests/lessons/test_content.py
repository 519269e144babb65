"""Every game's lesson content, checked against its engine: each task's stored solution and
typical mistake, each quiz answer, both languages everywhere, and the generated notebooks.
"""

from __future__ import annotations

import dataclasses
import html
import json
import re
from pathlib import Path

import comm
import pytest
from practice import practised

import tutor
from tutor.core.lang import Text
from tutor.lessons import course, open_lesson
from tutor.lessons.check import english_words
from tutor.lessons.model import (
    Explore,
    HowMany,
    LegalOrNot,
    Lesson,
    PlayBots,
    Sources,
    Task,
)
from tutor.lessons.notebook import every_notebook
from tutor.lessons.progress import FILE

ROOT = Path(__file__).resolve().parents[2]


def _with_lessons() -> list[str]:
    out = []
    for game in tutor.games():
        try:
            course(game)
        except ValueError:
            continue
        out.append(game)
    return out


GAMES = _with_lessons()


class SilentComm:
    comm_id = "silent"
    kernel = None

    def __init__(self, **kw) -> None:
        pass

    def send(self, *a, **kw) -> None:
        pass

    def on_msg(self, callback) -> None:
        pass

    def close(self, *a, **kw) -> None:
        pass


@pytest.fixture(autouse=True)
def quiet(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setattr(comm, "create_comm", lambda **kw: SilentComm(**kw))
    monkeypatch.delenv("TUTOR_SOLVE_TASKS", raising=False)
    monkeypatch.setenv("TUTOR_PROGRESS", str(tmp_path / FILE))
    yield
    tutor.set_language("en")


def tasks(game: str) -> list[tuple[Lesson, Task]]:
    return [(lesson, task) for lesson in course(game) for task in lesson.tasks()]


def texts(node, path: str = ""):
    """Every Text in a piece of content, with where it is."""
    if isinstance(node, Text):
        yield path, node
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            yield from texts(getattr(node, f.name), f"{path}.{f.name}")
    elif isinstance(node, (tuple, list)):
        for i, item in enumerate(node):
            yield from texts(item, f"{path}[{i}]")
    elif isinstance(node, dict):
        for k, v in node.items():
            yield from texts(v, f"{path}[{k!r}]")


@pytest.mark.parametrize("game", GAMES)
def test_every_task_is_solved_by_its_solution_and_refuses_its_typical_mistake(game: str):
    """Played through the board as a learner would: the mistake is refused (by the rule
    the content names), the solution completes the task, and hints step to the answer."""
    for lesson, task in tasks(game):
        run = open_lesson(game, lesson.number)
        board = run.task(task.id)
        where = f"{lesson.key} {task.id}"
        assert board.prompt == task.goal["en"], where
        if task.wrong is not None:
            board.click(task.wrong)
            assert board.status_kind == "error" and not board.task_done, where
            if task.wrong_rule:
                assert f"[{task.wrong_rule}]" in board.status, (where, board.status)
        for _ in range(board.hint_steps):
            board.hint()
        assert board.hint_text == task.answer(board.match.initial)["en"], where
        for move in task.solution:
            assert not board.task_done, f"{where}: done before the solution ended"
            board.click(move)
            assert board.status_kind != "error", (where, move, board.status)
        assert board.task_done, f"{where}: the solution does not reach the goal"


@pytest.mark.parametrize("game", GAMES)
def test_task_content_is_consistent(game: str):
    """Rule ids exist, explanations are keyed by real legal moves, goals never name the
    answer, ids are unique within a lesson."""
    rules = tutor.load(game).rules
    for lesson in course(game):
        ids = [getattr(s, "id", None) for s in lesson.steps if getattr(s, "id", None)]
        ids += [q.id for q in lesson.quiz_items()]
        assert len(ids) == len(set(ids)), f"{lesson.key}: duplicate step ids"
        for task in lesson.tasks():
            for rid in (*task.rules, task.wrong_rule):
                assert rid is None or rid in rules, f"{lesson.key} {task.id}: unknown rule {rid}"
            assert task.solution, f"{lesson.key} {task.id}: no solution"
            for move in task.solution:
                assert move not in task.goal["en"] and move not in task.goal["zh-Hant"], (
                    f"{lesson.key} {task.id}: the goal gives the answer away")
        for item in lesson.quiz_items():
            for rid in item.rules:
                assert rid in rules, f"{lesson.key} {item.id}: unknown rule {rid}"


@pytest.mark.parametrize("game", GAMES)
def test_quiz_answers_come_from_the_engine(game: str):
    """Each quiz question has an answer the engine computes, and an explanation."""
    for lesson in course(game):
        run = open_lesson(game, lesson.number)
        if not lesson.quiz_items():
            continue
        quiz = run.quiz()
        for item_id, box in quiz.items.items():
            right = box.correct()
            assert quiz.answer(item_id, right) is True, (lesson.key, item_id)
            if isinstance(box.item, LegalOrNot):
                assert quiz.answer(item_id, not right) is False
                assert box.state.check(box.item.action).ok == right
            elif isinstance(box.item, HowMany):
                assert quiz.answer(item_id, right + 1) is False
            assert box.explanation(), (lesson.key, item_id)


@pytest.mark.parametrize("game", GAMES)
def test_every_text_is_in_both_languages(game: str):
    """No text in one language only; the Chinese side has no untranslated English words."""
    problems = []
    for lesson in course(game):
        for path, text in texts(lesson, lesson.key):
            if not text.en.strip() or not text.zh.strip():
                problems.append(f"{path}: empty side")
            words = english_words(text.zh)
            if words:
                problems.append(f"{path}: English in the Chinese text: {words}")
    assert not problems, "\n".join(problems)


def test_generated_notebooks_are_up_to_date():
    """The committed lesson notebooks have the cells the content gives (run notebooks/build.py
    after changing content), with the generator's metadata (code cells folded, the page's
    title and language for the apps); each opens with at most three lines of code, then
    one-line calls."""
    wanted = every_notebook(GAMES)
    stale = []
    for rel, nb in wanted.items():
        path = ROOT / "notebooks" / rel
        if not path.is_file():
            stale.append(f"{rel} (missing)")
            continue
        saved = json.loads(path.read_text(encoding="utf-8"))
        cells = [("".join(c["source"]), c["metadata"]) for c in saved["cells"]]
        meta = {k: saved["metadata"].get(k) for k in ("title", "tutor")}
        if (cells != [(c["source"], c["metadata"]) for c in nb["cells"]]
                or meta != {k: nb["metadata"].get(k) for k in ("title", "tutor")}):
            stale.append(rel)
        code = [c["source"].splitlines() for c in nb["cells"] if c["cell_type"] == "code"]
        if code and not rel.endswith("/scenarios.ipynb"):  # the indexes have none; the lab's
            # scenario notebooks are code to change (tests/lab/test_scenarios.py)
            assert len([x for x in code[0] if x.strip()]) <= 3, rel
            assert all(len(lines) == 1 for lines in code[1:]), rel
    assert not stale, "stale notebooks (run notebooks/build.py): " + ", ".join(stale)


def test_teacher_guides_are_up_to_date():
    """docs/teaching/<game>.md and .zh-Hant.md are what tools/teacher_guide.py writes."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("teacher_guide",
                                                  ROOT / "tools" / "teacher_guide.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for game in GAMES:
        for lang, path in module.paths(game).items():
            assert path.is_file(), f"{path} is missing: run tools/teacher_guide.py"
            assert path.read_text(encoding="utf-8") == module.guide(game, lang), (
                f"{path} is stale: run tools/teacher_guide.py")


EXEMPT: dict[str, dict[str, str]] = {
    "cartography": {},
}
"""Per game: rule ids that no task or quiz item needs to practise, with the reason. Rules
that are assumptions, or whose only source is the tutor itself (notation, game over, chance
outcomes), are exempt without being listed."""


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_is_practised(game: str):
    """Every rule id of the game is practised by a task, score sheet or quiz item, except
    assumptions, the tutor's own rules and the listed exemptions; nothing names an unknown
    rule, and no exemption is stale."""
    rules = tutor.load(game).rules
    coverage = practised(game)
    unknown = sorted(set(coverage) - set(rules.ids()))
    assert not unknown, f"items name rules the registry lacks: {unknown}"
    exempt = EXEMPT.get(game, {})
    for rid, why in exempt.items():
        assert rid in rules and why.strip(), f"exemption {rid!r} needs a real rule and a reason"
        assert not coverage[rid], f"{rid} is practised ({coverage[rid]}): drop its exemption"
    gaps = [rid for rid in rules.ids()
            if not coverage[rid] and rid not in exempt and not rules[rid].assumption
            and set(rules[rid].sources) != {"tutor"}]
    assert not gaps, f"{game}: rules no task or quiz item practises: {gaps}"


LESSONS_WITHOUT_TASKS = (Explore, PlayBots, Sources)
"""A lesson built around one of these steps (an explorer, a game, the sources) needs no
tasks of its own."""


@pytest.mark.parametrize("game", GAMES)
def test_enough_to_do(game: str):
    """At least 40 graded items per game (tasks, score sheets, quiz items), at least three
    tasks in every lesson but the explorer, game and sources ones, and a quiz ending every
    lesson."""
    lessons = course(game)
    graded = sum(len(lesson.graded()) for lesson in lessons)
    assert graded >= 40, f"{game}: {graded} graded items, fewer than 40"
    for lesson in lessons:
        assert lesson.quiz_items(), f"{lesson.key} has no quiz"
        if any(isinstance(s, LESSONS_WITHOUT_TASKS) for s in lesson.steps):
            continue
        assert len(lesson.tasks()) >= 3, f"{lesson.key} has {len(lesson.tasks())} tasks"


INTERNAL_WORDS = re.compile(
    r"\b[Ss]eeds?\b|§|\bUNCERTAIN\b|\bSECONDARY\b|\bresearch [A-Z]{1,3}\d|\bDG\b|\bLEO\b"
    r"|VARIANT_NOTES|shared/|研究資料|規則 00\d")
"""Words of our working notes that learners must never meet: "seed" (a rulebook summary is
named by its file name), section numbers, confidence tags, source ids of the research notes,
abbreviations and paths outside the repository."""


def _sources_lesson(game: str) -> tuple[Lesson, Sources]:
    for lesson in course(game):
        for step in lesson.steps:
            if isinstance(step, Sources):
                return lesson, step
    raise AssertionError(f"{game} has no sources lesson")


@pytest.mark.parametrize("game", GAMES)
def test_sources_lesson_speaks_to_learners(game: str):
    """The sources and assumptions lesson (every assumption's note, the options, the rule
    table) has none of our internal words in either language, and its Chinese page (tags
    and <code> spans removed) no untranslated English."""
    lesson, step = _sources_lesson(game)
    pages = {lang: open_lesson(game, lesson.number, lang=lang).sources(step.id).html
             for lang in ("en", "zh-Hant")}
    for lang, page in pages.items():
        text = html.unescape(re.sub(r"<[^>]+>", " ", page))
        internal = sorted(set(m.group(0) for m in INTERNAL_WORDS.finditer(text)))
        assert not internal, f"{game} ({lang}) sources lesson shows internal words: {internal}"
    zh = html.unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<code>.*?</code>", " ", pages["zh-Hant"],
                                                       flags=re.S)))
    words = sorted(set(english_words(zh)))
    assert not words, f"{game}: English in the Chinese sources lesson: {words}"
    assert pages["en"] != pages["zh-Hant"]
