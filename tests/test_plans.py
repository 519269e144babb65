"""The class plans for a real room (issue 23): every period fits its 40 minutes with the
start-up and the exit question, has an exit question; every lesson, task and quiz item a
plan cites exists and the numbers a step's text cites are among what it uses (the guide's
"Uses" column is generated from them); the plan has 課前準備 with a set-up checklist, a last
period at the table with the real game, grouping advice and a version for younger pupils;
no pupil's step uses a sources lesson; no guide prints a command line; Cartography's plan
says what ends its game (two passes in a row; the supply running out does not).

The checker itself (:func:`tutor.lessons.plan.problems`) is tested on broken plans, one
finding each.
"""

from __future__ import annotations

import dataclasses
import re

import pytest
from test_teacher_guide import guide, the_plan, tool

import tutor
from tutor.core.lang import LANGS, Text
from tutor.lessons import course
from tutor.lessons.model import Sources
from tutor.lessons.plan import (
    EXIT_MINUTES,
    START_MINUTES,
    Aid,
    Evidence,
    Exit,
    Period,
    Question,
    Step,
    Use,
    evidence_answer,
    mentions,
    problems,
    sources_lessons,
    step_uses,
)

GAMES = tutor.games()
T = Text


# -- the plans of the four games -----------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_content_minutes_fit_each_period_with_start_up_and_exit(game: str):
    for n, period in enumerate(the_plan(game).periods, 1):
        assert period.minutes == 40, f"period {n}"
        total = START_MINUTES + period.content_minutes() + EXIT_MINUTES
        assert total <= period.minutes, f"period {n}: {total} minutes"
        assert all(s.minutes > 0 for s in period.steps), f"period {n}"


@pytest.mark.parametrize("game", GAMES)
def test_each_period_has_an_exit_question_with_its_answer(game: str):
    for n, period in enumerate(the_plan(game).periods, 1):
        assert period.exit is not None, f"period {n}"
        assert period.exit.ask.zh.strip() and period.exit.look_for.zh.strip(), f"period {n}"


@pytest.mark.parametrize("game", GAMES)
def test_plan_has_prepare_grouping_and_younger_version(game: str):
    plan = the_plan(game)
    assert plan.prepare is not None and len(plan.prepare.setup) >= 4
    assert plan.prepare.source.endswith((".txt",)) or ".txt " in plan.prepare.source
    assert plan.grouping is not None
    assert plan.younger is not None and plan.younger.skip
    numbers = {lesson.number for lesson in course(game)}
    assert all(aid.use is not None and aid.use.lesson in numbers for aid in plan.younger.skip)


@pytest.mark.parametrize("game", GAMES)
def test_last_period_is_the_real_game_at_the_table(game: str):
    """The last period is at the table; its steps teach no new lesson part: what they use
    (if anything) is the tool the teacher checks with, from a lesson taught before."""
    periods = the_plan(game).periods
    last = periods[-1]
    assert last.table and not any(p.table for p in periods[:-1])
    taught = {s.use.lesson for p in periods[:-1] for s in p.steps if s.use is not None}
    assert {s.use.lesson for s in last.steps if s.use is not None} <= taught


@pytest.mark.parametrize("game", GAMES)
def test_no_pupil_step_uses_a_sources_lesson(game: str):
    """The lessons with the sources and assumptions are for the teacher: no step, aid or
    discussion question uses them, and the guide lists them for the teacher only."""
    plan = the_plan(game)
    teacher = sources_lessons(game)
    assert teacher == {lesson.number for lesson in course(game)
                       if any(isinstance(s, Sources) for s in lesson.steps)}
    assert teacher, f"{game} has no sources lesson"
    for period in plan.periods:
        for step in period.steps:
            assert not {u.lesson for u in step_uses(period, step)} & teacher
        for aid in (*period.fast, *period.slow):
            assert aid.use is None or aid.use.lesson not in teacher
        assert not {q.lesson for q in period.questions} & teacher
    for lang, head in (("en", "### For the teacher only"), ("zh-Hant", "### 只給老師")):
        text = guide(game, lang)
        assert head in text
        assert text.index(head) < text.index("## " + ("Common" if lang == "en" else "常見"))


@pytest.mark.parametrize("game", GAMES)
def test_every_cited_lesson_task_and_quiz_exists_and_steps_agree(game: str):
    """:func:`problems` finds nothing: every lesson, task, quiz item and demonstration cited
    exists, every discussion question is about a position of a lesson taught by then and is
    taken up by a step, the numbers each step's text cites are among what it uses."""
    assert problems(the_plan(game)) == []


@pytest.mark.parametrize("game", GAMES)
def test_uses_column_is_generated_from_what_the_step_names(game: str):
    """Each step's row in the guide carries, in its Uses column, the parts it names and
    the positions of the discussion questions it takes up."""
    plan = the_plan(game)
    module = tool()
    for lang in LANGS:
        text = guide(game, lang)
        for period in plan.periods:
            for step in period.steps:
                sep = "；" if lang == "zh-Hant" else "; "
                cell = module._cell(sep.join(module.use_text(game, u, lang)
                                             for u in step_uses(period, step)))
                row = f"| {module._cell(step.do[lang])} | {cell} |"
                assert row in text, row


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_no_command_line_in_a_guide(game: str, lang: str):
    text = guide(game, lang)
    for bad in ("python -m", ".venv", "python tools/", "$ "):
        assert bad not in text, f"{game} {lang}: {bad!r}"


@pytest.mark.parametrize("game", GAMES)
def test_guide_opens_the_plan_with_prepare_and_the_set_up_checklist(game: str):
    plan = the_plan(game)
    for lang, head in (("en", "### Before the first period"), ("zh-Hant", "### 課前準備")):
        text = guide(game, lang)
        assert text.index(head) < text.index("### " + ("Period 1" if lang == "en" else "第 1 節"))
        for item in plan.prepare.setup:
            assert f"- [ ] {tool()._one_line(item[lang])}" in text
        exits = [p.exit for p in plan.periods]
        assert all(tool()._one_line(e.ask[lang]) in text for e in exits)


OPEN_EXITS = {
    ("kanagawa", 5): "asks how the pupil decided in the games just played: a reasoning, "
                     "which no position settles",
    ("kanagawa", 6): "at the table: asks about the pupil's own painting in the real box",
    ("tokaido", 8): "at the table: asks who won at the pupil's own table",
    ("cartography", 4): "a habit of play (look at your own groups' liberties first), "
                        "advice rather than a fact of a position",
    ("karesansui", 8): "at the table: asks about the pupil's own garden in the real box",
}
"""The exit questions not about a rule a position can show, each with the reason; every
other exit question has evidence the engine or the lesson's quiz checks."""


@pytest.mark.parametrize("game", GAMES)
def test_exit_answers_are_what_the_engine_says(game: str):
    """Issue 23: each exit question's answer rests on evidence (a lesson's quiz item, or a
    lesson position and what the engine says of it after some moves), computed here with the
    engine and compared with the value the plan states; a number the evidence says is
    written in the question or its answer is there in both languages. The evidence comes
    from a lesson taught by that period. Only the questions of :data:`OPEN_EXITS` have none."""
    plan = the_plan(game)
    checked = 0
    for n, period in enumerate(plan.periods, 1):
        exit = period.exit
        assert exit is not None
        if (game, n) in OPEN_EXITS:
            assert not exit.evidence, f"period {n} is listed as open but has evidence"
            continue
        assert exit.evidence, f"period {n}: exit question without evidence, not in OPEN_EXITS"
        taught = {s.use.lesson for p in plan.periods[:n] for s in p.steps if s.use is not None}
        for ev in exit.evidence:
            where = f"period {n} {ev.lesson}/{ev.item}{list(ev.moves)}"
            assert ev.lesson in taught, f"{where}: lesson not taught by then"
            assert evidence_answer(game, ev) == ev.expect, where
            if ev.says:
                for lang in LANGS:
                    assert re.search(rf"(?<![\d.]){ev.expect}(?!\.?\d)",
                                     exit.ask[lang] + " " + exit.look_for[lang]), (where, lang)
            checked += 1
    assert checked >= 6
    assert {g for g, _ in OPEN_EXITS} <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_guide_says_where_each_exit_answer_is_checked(game: str):
    """Under each exit question with evidence, the guide names the lesson parts the engine
    checks its answer on (the teacher can open them), in both languages."""
    module = tool()
    for lang in LANGS:
        text = guide(game, lang)
        for period in the_plan(game).periods:
            if not period.exit.evidence:
                continue
            sep = "；" if lang == "zh-Hant" else "; "
            where = sep.join(module.use_text(game, u, lang)
                             for u in module.evidence_uses(period.exit))
            assert module.w("exit-checked", lang, where=where) in text, (lang, where)


def test_evidence_answer_reads_the_quiz_and_plays_the_moves():
    """The checker itself: a quiz item gives its engine answer, a position with ``ask``
    the answer after its moves (one pass: not over; two: over); an item that is no quiz
    item without ``ask``, a solution asked of a quiz item, an unknown item raise."""
    assert evidence_answer("cartography", Evidence(6, "q-tile-no-supply", False)) is False
    over = Evidence(6, "tiles-out", True, ask=lambda s: s.is_terminal(), moves=("pass", "pass"))
    assert evidence_answer("cartography", over) is True
    once = dataclasses.replace(over, moves=("pass",))
    assert evidence_answer("cartography", once) is False
    with pytest.raises(ValueError, match="no quiz item"):
        evidence_answer("cartography", Evidence(6, "tiles-out", True))
    with pytest.raises(ValueError, match="only a task"):
        evidence_answer("cartography", Evidence(6, "q-tile-no-supply", 0, ask=len,
                                                moves=("solution",)))
    with pytest.raises(KeyError):
        evidence_answer("cartography", Evidence(6, "no-such-item", 0))


def _plan_texts(value: object) -> list[Text]:
    if isinstance(value, Text):
        return [value]
    if isinstance(value, tuple | list):
        return [t for v in value for t in _plan_texts(v)]
    if isinstance(value, dict):
        return [t for v in value.values() for t in _plan_texts(v)]
    if dataclasses.is_dataclass(value):
        return [t for f in dataclasses.fields(value) for t in _plan_texts(getattr(value, f.name))]
    return []


def test_cartography_rule_end_double_pass_and_the_plan_says_so():
    """cartography.end.double-pass and cartography.end.tiles-out-continue: with the supply
    empty the game goes on (lesson 6's position), one pass does not end it, a second in a
    row does. No text of the plan reads as if the supply running out ended the game."""
    g = tutor.load("cartography")
    assert {"cartography.end.double-pass", "cartography.end.tiles-out-continue"} <= set(
        g.rules.ids())
    lesson = next(x for x in course("cartography") if x.number == 6)
    empty = lesson.find("tiles-out").position.state(g)
    assert not empty.is_terminal()
    once = empty.apply("pass")
    assert not once.is_terminal()
    assert once.apply("pass").is_terminal()
    texts = _plan_texts(the_plan("cartography"))
    assert not [t for t in texts if "供應區用完、雙方連續跳過就結束" in t.zh]
    for t in texts:
        if t.zh.rstrip().endswith("？"):  # a question: its answer is the text to check
            continue
        if re.search("(供應區|板塊)(用完|空了)", t.zh) and "結束" in t.zh:
            assert re.search("還沒結束|繼續|不會結束", t.zh), t.zh
        if re.search(r"(supply|tiles) (runs? out|empties|are used up)", t.en) and "end" in t.en:
            assert re.search("goes on|does not end|continues", t.en), t.en


# -- the checker -------------------------------------------------------------------------------

_t = T("x", "甲")


def _period(**changes) -> Period:
    """A period of Kanagawa's lesson 1 that :func:`problems` finds nothing wrong with."""
    base = Period(
        T("The school", "學堂"), _t,
        (Step(20, T("Tasks 1-3.", "任務 1 到 3。"), Use(1, ("tree", "ocean", "brush"))),
         Step(5, T("Discussion questions 1 and 2.", "討論問題 1 和 2。"), discuss=(1, 2))),
        (Question(_t, 1, "tree", "poll", _t), Question(_t, 1, "ocean", "best", _t)),
        (Aid(_t),), (Aid(_t),), exit=Exit(_t, _t))
    return dataclasses.replace(base, **changes)


def _found(*periods: Period) -> list[str]:
    plan = the_plan("kanagawa")
    return problems(dataclasses.replace(plan, periods=(*periods, plan.periods[-1])))


def test_problems_accepts_the_sample_period():
    assert not [p for p in _found(_period()) if p.startswith("period 1")]


def test_problems_finds_minutes_beyond_the_period():
    """33 minutes of steps: with 5 to start and 3 for the exit question, 41 of 40; 32 fit."""
    steps = _period().steps
    over = _period(steps=(dataclasses.replace(steps[0], minutes=28), steps[1]))
    assert ("period 1: 5 minutes to start, 33 of steps and 3 for the exit question take 41 "
            "minutes, more than 40") in _found(over)
    fits = _period(steps=(dataclasses.replace(steps[0], minutes=27), steps[1]))
    assert not [p for p in _found(fits) if p.startswith("period 1") and "minutes" in p]


def test_problems_finds_a_period_without_exit_question():
    assert "period 1: no exit question" in _found(_period(exit=None))


def test_problems_finds_cited_numbers_the_step_does_not_use():
    """A text citing task 4 of a step using tasks 1-3, lesson 2 in a step of lesson 1, a
    discussion question the step does not take up, a quiz question it does not use."""
    step = Step(20, T("Tasks 1-4, then lesson 2; discussion question 1; quiz question 3.",
                      "任務 1 到 4，再上第 2 課；討論問題 1；小測驗第 3 題。"),
                Use(1, ("tree", "ocean", "brush", "q-needs")))
    found = _found(_period(steps=(step, _period().steps[1])))
    for lang in LANGS:
        assert f"period 1 step 1 ({lang}) cites task [4] it does not use" in found
        assert f"period 1 step 1 ({lang}) cites lesson [2] but uses lessons [1]" in found
        assert f"period 1 step 1 ({lang}) cites discussion questions [1], takes up []" in found
        assert f"period 1 step 1 ({lang}) cites quiz [3] it does not use" in found


def test_problems_finds_a_question_no_step_takes_up_or_not_yet_taught():
    one = (_period().steps[0], Step(5, T("Discussion question 1.", "討論問題 1。"),
                                    discuss=(1,)))
    assert "period 1 question 2: no step takes it up" in _found(_period(steps=one))
    later = _period(questions=(Question(_t, 1, "tree", "poll", _t),
                               Question(_t, 5, "take-trees", "poll", _t)))
    assert "period 1 question 2: lesson 5 is not taught by this period or an earlier one" in (
        _found(later))
    wrong = _period(steps=(_period().steps[0], Step(5, T("Discussion question 3.",
                                                         "討論問題 3。"), discuss=(3,))))
    assert "period 1 step 2: step takes up discussion question 3; the period has 2" in (
        _found(wrong))


def test_problems_finds_a_sources_lesson_in_a_pupils_step():
    step = Step(5, T("The sources.", "資料來源。"), Use(9))
    found = _found(_period(steps=(*_period().steps, step)))
    assert "period 1 step 3: lesson 9 is on the sources, for the teacher only" in found
    aid = _period(fast=(Aid(_t, Use(9, ("q-no-bonus",))),))
    assert "period 1 aid 1: lesson 9 is on the sources, for the teacher only" in _found(aid)


def test_problems_finds_a_plan_without_prepare_table_grouping_or_younger():
    plan = dataclasses.replace(the_plan("kanagawa"), prepare=None, grouping=None, younger=None,
                               periods=the_plan("kanagawa").periods[:-1])
    found = problems(plan)
    for text in ("the last period is not at the table with the real game",
                 "no 課前準備 (prepare), or no set-up checklist", "no grouping advice",
                 "no version for younger pupils"):
        assert text in found


@pytest.mark.parametrize(("text", "lang", "kind", "numbers"), [
    ("Tasks 1-3 and 5", "en", "task", {1, 2, 3, 5}),
    ("task 2 together, tasks 3 to 4 alone", "en", "task", {2, 3, 4}),
    ("Discussion questions 1, 2 and 3.", "en", "discuss", {1, 2, 3}),
    ("Lessons 3-4's worksheet", "en", "lesson", {3, 4}),
    ("Quiz questions 1-3 together", "en", "quiz", {1, 2, 3}),
    ("任務 1 全班一起做，任務 2、3 自己做", "zh-Hant", "task", {1, 2, 3}),
    ("第 3、4 課的學習單", "zh-Hant", "lesson", {3, 4}),
    ("討論問題 1 到 3。", "zh-Hant", "discuss", {1, 2, 3}),
    ("一起做小測驗第 1 到 3 題", "zh-Hant", "quiz", {1, 2, 3}),
    ("複習：下一個移動的是誰？", "zh-Hant", "task", set()),
])
def test_mentions_reads_the_numbers_a_text_cites(text: str, lang: str, kind: str,
                                                  numbers: set[int]):
    assert mentions(text, lang)[kind] == numbers
