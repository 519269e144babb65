"""A lesson's core and deeper part (issue 22): the model, the notebook, the quiz of each
part, the stars of each part in the progress view and the course map, and the markers and
labels that lesson steps draw on their boards."""

from __future__ import annotations

import dataclasses
import re

import pytest

import tutor
from tutor.core.lang import LANGS
from tutor.lessons import course
from tutor.lessons.model import (
    CORE_QUIZ_ITEMS,
    Deeper,
    HowMany,
    Position,
    Quiz,
    Read,
    Show,
    T,
    Task,
    marker,
)
from tutor.lessons.notebook import lesson_notebook
from tutor.lessons.progress import Progress
from tutor.lessons.runner import LessonRun, LessonTask, open_lesson
from tutor.lessons.widgets import CourseMap, ProgressView, item_labels


def split(lesson, extra_read: bool = True):
    """``lesson`` with its first three quiz items in the core and the rest, with its last
    task, after a Deeper step."""
    items = lesson.quiz_items()
    last = lesson.tasks()[-1]
    core = tuple(s for s in lesson.steps if not isinstance(s, (Quiz, Deeper)) and s is not last)
    deeper = ((Read(T("An edge case.", "一個特別的情況。")),) if extra_read else ()) + (
        last, Quiz(items[CORE_QUIZ_ITEMS:]))
    return dataclasses.replace(lesson, steps=(*core, Quiz(items[:CORE_QUIZ_ITEMS]),
                                              Deeper(), *deeper))


@pytest.fixture
def two_parts(monkeypatch):
    """Cartography's lesson 1 in two parts, as course() gives it."""
    from tutor.games.cartography import lessons as module

    lesson = split(module.LESSONS[0])
    monkeypatch.setattr(module, "LESSONS", (lesson, *module.LESSONS[1:]))
    return lesson


def test_the_parts_of_a_lesson(two_parts):
    lesson = two_parts
    last = lesson.tasks()[-1]
    assert isinstance(lesson.divider, Deeper)
    assert lesson.tasks("deeper") == [last] and last not in lesson.tasks("core")
    assert len(lesson.quiz_items("core")) == CORE_QUIZ_ITEMS
    assert set(lesson.graded()) == set(lesson.graded("core")) | set(lesson.graded("deeper"))
    assert not set(lesson.graded("core")) & set(lesson.graded("deeper"))
    assert lesson.part_of(last.id) == "deeper"
    assert lesson.part_of(lesson.quiz_items()[0].id) == "core"
    assert lesson.part_of(lesson.quiz_items()[-1].id) == "deeper"
    assert Deeper() not in lesson.part_steps()
    with pytest.raises(KeyError, match="no step 'nothing'"):
        lesson.part_of("nothing")
    with pytest.raises(ValueError, match="'core' or 'deeper', not 'middle'"):
        lesson.tasks("middle")


def test_a_lesson_without_a_deeper_step_is_all_core():
    lesson = next(x for x in course("cartography") if not any(isinstance(s, Deeper)
                                                              for s in x.steps))
    assert lesson.divider is None and lesson.deeper == ()
    assert lesson.core == lesson.steps and lesson.graded("core") == lesson.graded()
    assert lesson.graded("deeper") == []


def test_a_lesson_has_at_most_one_deeper_step():
    lesson = course("cartography")[1]
    with pytest.raises(ValueError, match=r"cartography/2 has 2 Deeper steps \(steps 1, 3\)"):
        dataclasses.replace(lesson, steps=(lesson.steps[0], Deeper(), lesson.steps[1],
                                           Deeper()))


@pytest.mark.parametrize("lang", LANGS)
def test_the_notebook_shows_the_recap_and_the_way_on_before_the_deeper_part(two_parts, lang):
    """The core ends with its recap and a link to the next lesson (the core path); then the
    「進階」/"Going further" heading, the deeper steps and their quiz
    (``lesson.quiz("deeper")``)."""
    cells = [c["source"] for c in lesson_notebook(two_parts, lang)["cells"]]
    heading = "## 進階" if lang == "zh-Hant" else "## Going further"
    recap = "## 重點回顧" if lang == "zh-Hant" else "## Recap"
    at = {name: next(i for i, c in enumerate(cells) if c.startswith(start))
          for name, start in (("recap", recap), ("deeper", heading))}
    assert at["recap"] < at["deeper"]
    assert sum(c.startswith(recap) for c in cells) == 1
    between = cells[at["recap"] + 1:at["deeper"]]
    assert len(between) == 1 and "02-placing-tiles.ipynb" in between[0]
    assert cells.index("lesson.quiz()") < at["deeper"] < cells.index('lesson.quiz("deeper")')
    last = two_parts.tasks()[-1]
    assert cells.index(f'lesson.task("{last.id}")') > at["deeper"]
    assert "可以跳過" in cells[at["deeper"]] or "optional" in cells[at["deeper"]]


def test_each_part_has_its_quiz(two_parts):
    run = LessonRun(two_parts, "zh-Hant", Progress())
    assert list(run.quiz().items) == [q.id for q in two_parts.quiz_items("core")]
    assert list(run.quiz("deeper").items) == [q.id for q in two_parts.quiz_items("deeper")]
    with pytest.raises(ValueError, match="not 'all'"):
        run.quiz("all")
    labels = item_labels(two_parts, "zh-Hant")
    assert labels[two_parts.quiz_items("deeper")[0].id] == "進階第 1 題"
    assert labels[two_parts.quiz_items("core")[0].id] == "第 1 題"


def test_stars_of_the_core_and_of_the_deeper_part_are_counted_apart(two_parts, tmp_path):
    """The progress view and the course map count the core's stars; the deeper part's
    stars are shown apart."""
    progress = Progress(tmp_path / "p.json")
    run = LessonRun(two_parts, "zh-Hant", progress)
    deeper_item = two_parts.quiz_items("deeper")[0].id
    progress.record(two_parts.key, deeper_item, "done", stars=3)
    view = ProgressView(run)
    core_most = 3 * len(two_parts.graded("core"))
    deeper_most = 3 * len(two_parts.graded("deeper"))
    assert f"星星：0/{core_most}" in view.value
    assert f"進階：星星 3/{deeper_most}" in view.value
    page = CourseMap("cartography", "zh-Hant", progress).value
    row = re.search(r"<tr><td><a href='01-[^>]*>.*?</tr>", page).group(0)
    assert f"0/{core_most}" in row and f"3/{deeper_most}" in row
    assert "<th>基本</th>" in page and "<th>進階</th>" in page
    assert "先照順序學完每一課的基本部分" in page
    flat = next(x for x in course("cartography") if not any(isinstance(s, Deeper)
                                                            for s in x.steps))
    other = re.search(rf"<tr><td><a href='{flat.number:02d}-[^>]*>.*?</tr>", page).group(0)
    assert other.endswith("<td style='text-align:right;white-space:nowrap'>沒有</td></tr>")


def test_the_index_starts_on_the_core_path():
    from tutor.lessons.notebook import front_door, index_notebook

    for lang, words in (("zh-Hant", "從這裡開始"), ("en", "Start here")):
        page = "\n".join(c["source"] for c in index_notebook(lang, ["cartography"])["cells"])
        assert words in page and "cartography/01-the-map-and-its-tiles.ipynb" in page
    front = front_door(["cartography"])["cells"][0]["source"]
    assert "進階" in front and "Going further" in front


# -- markers and labels named by lesson steps ---------------------------------------------------


def test_markers_are_checked_when_a_step_is_made():
    position = Position()
    with pytest.raises(ValueError, match=r"task 't': markers must be distinct"):
        Task("t", T("a", "甲"), position, None, (), markers=("x", "x"))
    with pytest.raises(ValueError, match=r"quiz item 'q': markers must be a tuple"):
        HowMany("q", T("a", "甲"), position, len, T("a", "甲"), markers=["x"])
    with pytest.raises(ValueError, match="demonstration 's'"):
        Show("s", position, markers=tuple("abcdefghijk"))
    assert marker(1) == "①" and marker(10) == "⑩"
    with pytest.raises(ValueError, match="1 to 10, not 0"):
        marker(0)


def test_a_task_draws_its_markers_and_labels_on_its_board(monkeypatch):
    """A lesson task's markers (①② in the order given) and labels are drawn on its board
    from the start; its prompt can name them."""
    from tutor.games.cartography import lessons as module

    lesson = module.LESSONS[2]
    task = lesson.find("same-tile")
    marked = dataclasses.replace(
        task, markers=("region-0_1-a", "region-0_m1-a"),
        labels={"region-0_1-a": T("the new tile", "新板塊")}, hide_legal=True)
    lesson = dataclasses.replace(lesson, steps=tuple(marked if s is task else s
                                                     for s in lesson.steps))
    monkeypatch.setattr(module, "LESSONS", (*module.LESSONS[:2], lesson, *module.LESSONS[3:]))
    board = open_lesson("cartography", 3, lang="zh-Hant").task("same-tile")
    assert re.findall(r'data-marker="(\d)"', board.svg) == ["1", "2"]
    assert ">新板塊</text>" in board.svg
    assert board.legal_hidden() and "legal" not in re.findall(r'class="([^"]*)"', board.svg)
    plan = LessonTask(marked)
    assert plan.markers() == {"region-0_1-a": 1, "region-0_m1-a": 2}
    assert plan.hide_legal


def _marked_steps(lesson):
    for step in lesson.steps:
        if isinstance(step, (Task, Show)):
            yield step, step.position, step.markers, step.labels
        elif isinstance(step, Quiz):
            for item in step.items:
                if item.position is not None:
                    yield item, item.position, item.markers, {}


@pytest.mark.parametrize("game", tutor.games())
def test_every_marker_and_label_a_lesson_names_is_drawn(game):
    """A place a prompt or question names by number (①) must be on its board: every
    marker and label of every task, demonstration and quiz item is drawn on its start
    position, in both languages (a place the board does not have would draw nothing)."""
    missing = []
    g = tutor.load(game)
    for lesson in course(game):
        for step, position, markers, labels in _marked_steps(lesson):
            if not markers and not labels:
                continue
            state = position.state(g)
            for lang in LANGS:
                svg = str(state.render(lang=lang,
                                       markers={p: n for n, p in enumerate(markers, 1)},
                                       labels={p: t[lang] for p, t in labels.items()}))
                drawn = re.findall(r'data-marker="(\d+)"', svg)
                if len(drawn) != len(markers):
                    missing.append(f"{lesson.key} {step.id} ({lang}): markers "
                                   f"{list(markers)}, drawn {drawn}")
                for text in (t[lang] for t in labels.values()):
                    if f">{text}</text>" not in svg:
                        missing.append(f"{lesson.key} {step.id} ({lang}): label {text!r}")
    assert not missing, "\n".join(missing)
