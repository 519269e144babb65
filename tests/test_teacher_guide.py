"""The teacher's guides (issue 16): the class plans (``tutor/games/<game>/plan.py``) and what
``tools/teacher_guide.py`` writes from them and from the lessons.

Every period's steps add up to its minutes; every lesson is in some period (or the plan says
why not); every lesson and item a plan names exists, and every discussion question is about
a position; the plans' Chinese uses full-width punctuation; a zh-Hant guide carries no
notation, rule id or English word (commands and position codes for the teacher aside); every
wrong-move picture is the engine's position (the task's start, the wrong move marked) and the
files the guides link exist; the
committed guides and pictures are what the tool writes.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
from functools import cache
from pathlib import Path

import pytest

import tutor
from tutor.core.lang import LANGS, Text
from tutor.lessons import course
from tutor.lessons.check import (
    ascii_punctuation,
    avoided_terms,
    internal_words,
    latin_words,
)
from tutor.lessons.model import Choose, HowMany, LegalOrNot, Lesson, _seat_of
from tutor.lessons.plan import (
    EXIT_MINUTES,
    START_MINUTES,
    Aid,
    ClassPlan,
    Period,
    Question,
    Step,
    Use,
    plan_of,
    problems,
)
from tutor.worksheet import board_svg

ROOT = Path(__file__).resolve().parent.parent
GAMES = tutor.games()


@cache
def tool():
    spec = importlib.util.spec_from_file_location("teacher_guide",
                                                  ROOT / "tools" / "teacher_guide.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@cache
def guide(game: str, lang: str) -> str:
    return tool().guide(game, lang)


def the_plan(game: str) -> ClassPlan:
    plan = plan_of(game)
    assert plan is not None, f"{game} has no class plan (tutor/games/{game}/plan.py)"
    return plan


# -- the plans -------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_each_periods_steps_fit_its_minutes(game: str):
    """The start-up, the steps and the exit question fit the 40 minutes (tests/test_plans.py
    checks the rest of the timing)."""
    plan = the_plan(game)
    assert plan.periods
    for n, period in enumerate(plan.periods, 1):
        assert period.minutes == 40, f"period {n}"
        assert START_MINUTES + period.content_minutes() + EXIT_MINUTES <= period.minutes, (
            f"period {n}")
        assert all(s.minutes > 0 for s in period.steps), f"period {n}"


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_is_in_a_period_or_left_out_with_a_reason(game: str):
    plan = the_plan(game)
    used = {s.use.lesson for p in plan.periods for s in p.steps if s.use is not None}
    for lesson in course(game):
        why = plan.left_out.get(lesson.number)
        assert lesson.number in used or (why and why.en.strip() and why.zh.strip()), (
            f"lesson {lesson.number} is in no period and the plan gives no reason")


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_and_item_a_plan_names_exists(game: str):
    """Lessons, tasks, quiz items, demonstrations named by steps, aids and questions exist;
    each period has two or three questions about a position, and aids for fast and slow
    pupils (:func:`tutor.lessons.plan.problems` finds nothing)."""
    assert problems(the_plan(game)) == []


def test_problems_names_what_is_wrong():
    """The checker itself: wrong minutes, an unknown lesson or item, a question about
    something without a position, a lesson nowhere."""
    t = Text("x", "甲")
    period = Period(t, t, (Step(30, t, Use(1, ("no-such-task",))), Step(5, t, Use(99))),
                    (Question(t, 1, "q-deck", "best", t),), (Aid(t),), (Aid(t),))
    found = problems(ClassPlan("kanagawa", (period,)))
    assert ("period 1: 5 minutes to start, 35 of steps and 3 for the exit question take 43 "
            "minutes, more than 40") in found
    assert "period 1 step 1: lesson 1 has no item 'no-such-task'" in found
    assert "period 1 step 2: no lesson 99" in found
    assert "period 1: 1 discussion questions, not 2-3" in found
    assert "period 1: no exit question" in found
    assert "lesson 2 is in no period, and left_out gives no reason" in found


def _texts(value: object) -> list[Text]:
    """Every Text inside a plan (recursively through its dataclasses and tuples)."""
    if isinstance(value, Text):
        return [value]
    if isinstance(value, tuple | list):
        return [t for v in value for t in _texts(v)]
    if isinstance(value, dict):
        return [t for v in value.values() for t in _texts(v)]
    if hasattr(value, "__dataclass_fields__"):
        return [t for name in value.__dataclass_fields__ for t in _texts(getattr(value, name))]
    return []


@pytest.mark.parametrize("game", GAMES)
def test_plan_texts_are_bilingual_full_width_and_in_words(game: str):
    """Each text of a plan has both languages; the Chinese uses full-width punctuation, the
    glossary's terms and no English word (but the glossary's names), neither language a rule
    id."""
    g = tutor.load(game)
    glossary = importlib.import_module(f"tutor.games.{game}.glossary")
    names, avoid = set(glossary.NAMES) | _ALLOWED, getattr(glossary, "AVOID", {})
    found = []
    for text in _texts(the_plan(game)):
        assert text.en.strip() and text.zh.strip(), text
        bad = (ascii_punctuation(text.zh) + latin_words(text.zh, names)
               + internal_words(text.zh, g.rules.ids()) + internal_words(text.en, g.rules.ids())
               + avoided_terms(text.zh, avoid))
        if bad:
            found.append(f"{text.zh[:30]}: {bad}")
    assert not found, "\n".join(found)


# -- the guides --------------------------------------------------------------------------------


def _notations(lesson: Lesson, game) -> set[str]:
    """Every move the guide's answers and mistakes are about, in notation."""
    out: set[str] = set()
    for task in lesson.tasks():
        start = task.position.state(game)
        out |= {str(start.parse_action(m)) for m in task.solution}
        out |= set(task.solution) | ({task.wrong} if task.wrong else set())
    for item in lesson.quiz_items():
        if isinstance(item, LegalOrNot):
            out.add(item.action)
        elif isinstance(item, HowMany | Choose) and item.mark:
            out.add(item.mark)
    return {n for n in out if re.search("[A-Za-z]{2}", n)}


_CODE_SPAN = re.compile(r"`[^`]*`")
_LINK = re.compile(r"\]\([^)]*\)|<img [^>]*>")
_ALLOWED = {"JupyterLite", "JupyterHub", "JupyterLab", "Present", "PDF", "CSV"}


@pytest.mark.parametrize("game", GAMES)
def test_no_notation_or_rule_id_in_chinese_guides(game: str):
    """A zh-Hant guide, outside its code spans (commands, paths and position codes for the
    teacher): no rule id, rulebook file name or Python, no English word but the glossary's
    names, none of the moves' notations; the English guide: no rule id either."""
    g = tutor.load(game)
    names = set(importlib.import_module(f"tutor.games.{game}.glossary").NAMES) | _ALLOWED
    notations = set().union(*(_notations(lesson, g) for lesson in course(game)))
    for lang in LANGS:
        text = guide(game, lang)
        prose = _LINK.sub(" ", _CODE_SPAN.sub(" ", text))
        bad = internal_words(prose, g.rules.ids())
        if lang == "zh-Hant":  # (English words for a move may be its notation: "wait")
            bad += [n for n in notations
                    if re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", prose)]
            bad += latin_words(prose, names) + ascii_punctuation(prose)
        assert not bad, f"{game} {lang}: {sorted(set(bad))}"


_IMG = re.compile(r'<img src="([^"]+)"')


@pytest.mark.parametrize("game", GAMES)
def test_wrong_move_pictures_are_the_engines_positions(game: str):
    """Each task with a typical wrong move has a picture in each guide: the task's start
    position with the wrong move marked, as the game's renderer draws it (a still picture,
    different from the unmarked board). The files the guides link exist, and every picture
    file is linked."""
    g = tutor.load(game)
    folder = ROOT / "docs" / "teaching"
    for lang in LANGS:
        linked = _IMG.findall(guide(game, lang))
        expected = []
        for lesson in course(game):
            for task in lesson.tasks():
                if not task.wrong:
                    continue
                start = task.position.state(g)
                seat = _seat_of(task.viewer, start)
                svg = board_svg(start, seat, lang, mark=task.wrong)
                assert svg != board_svg(start, seat, lang), f"{task.id}: no mark drawn"
                rel = f"img/{game}/{lang}/{lesson.number:02d}-{task.id}.svg"
                expected.append(rel)
                path = folder / rel
                assert path.is_file(), f"{rel} is missing: run tools/teacher_guide.py"
                assert path.read_text(encoding="utf-8") == svg + "\n", f"{rel} is stale"
        assert linked == expected, f"{game} {lang}: the guide links other pictures"
        on_disk = sorted(p.relative_to(folder).as_posix()
                         for p in (folder / "img" / game / lang).glob("*.svg"))
        assert on_disk == sorted(expected), "picture files no guide links"


def test_guides_and_pictures_are_up_to_date(capsys: pytest.CaptureFixture):
    """``tools/teacher_guide.py --check`` passes: every guide and picture is what it writes,
    none is missing or left over."""
    assert tool().main(["--check"]) == 0, capsys.readouterr().out


def test_check_finds_a_stale_guide_and_a_left_over_picture(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture):
    """``--check`` fails on a changed guide and on a picture no guide links, and names them;
    writing fixes both."""
    module = tool()
    game = GAMES[0]
    folder = tmp_path / "teaching"
    monkeypatch.setattr(module, "FOLDER", folder)
    monkeypatch.setattr(module, "ROOT", tmp_path)
    monkeypatch.setattr(module, "paths", lambda g: {
        "en": folder / f"{g}.md", "zh-Hant": folder / f"{g}.zh-Hant.md"})
    assert module.main([game]) == 0
    capsys.readouterr()
    assert module.main([game, "--check"]) == 0
    (folder / f"{game}.zh-Hant.md").write_text("old\n", encoding="utf-8")
    extra = folder / "img" / game / "en" / "99-gone.svg"
    extra.write_text("<svg/>", encoding="utf-8")
    assert module.main([game, "--check"]) == 1
    out = capsys.readouterr().out
    assert f"{game}.zh-Hant.md" in out and "99-gone.svg (left over)" in out
    assert module.main([game]) == 0 and not extra.exists()
    assert module.main([game, "--check"]) == 0


@pytest.mark.parametrize("game", GAMES)
def test_guide_starts_with_the_plan_and_ends_with_the_answer_key(game: str):
    """The order of the parts, the periods' tables, and a link to the classroom guide in the
    reader's language."""
    for lang, plan_head, mistakes, key, link in (
            ("en", "## Class plan", "## Common mistakes, with pictures", "## Answer key",
             "(../classroom.md)"),
            ("zh-Hant", "## 課堂計畫", "## 常見錯誤（附圖）", "## 解答",
             "(../classroom.zh-Hant.md)")):
        text = guide(game, lang)
        assert text.index(plan_head) < text.index(mistakes) < text.index(key)
        assert link in text
        periods = the_plan(game).periods
        assert text.count("\n| ") >= sum(len(p.steps) + 1 for p in periods)
