"""Worksheets to print and their answer keys (issue 16, ``tutor/worksheet.py``).

Every worksheet and answer key builds for every lesson of every game in both languages
(HTML; the PDFs of one lesson per game are printed in ``tests/browser/test_worksheet_pdf.py``);
every graded item of a lesson (task, score sheet, quiz item) is one question; each picture
of an answer key is the engine's position: for a task, the position after its stored
solution, played from the task's start through the task's own referee line (its chance
draws and replies) and reaching the task's goal, never the question's picture again; the
Chinese sheets carry no notation, rule id or English word.
"""

from __future__ import annotations

import importlib
import os
import re
import subprocess
import sys
from functools import cache
from html.parser import HTMLParser
from pathlib import Path

import pytest

import tutor
from tutor.core.lang import LANGS
from tutor.lessons import course
from tutor.lessons.check import ascii_punctuation, internal_words, latin_words
from tutor.lessons.model import (
    Choose,
    FillSheet,
    HowMany,
    LegalOrNot,
    Lesson,
    Referee,
    Task,
    _seat_of,
)
from tutor.lessons.notebook import index_notebook, lesson_notebook, worksheet_link
from tutor.lessons.widgets import seat_to_act
from tutor.worksheet import (
    OUT,
    WORDS,
    Block,
    board_svg,
    build_all,
    document,
    main,
    pages_of,
    relative_path,
    state_id,
)

ROOT = Path(__file__).resolve().parent.parent
GAMES = tutor.games()


@cache
def built(game: str, number: int, lang: str, answers: bool) -> str:
    """A lesson's worksheet (or answer key), built once per test run."""
    lesson = next(x for x in course(game) if x.number == number)
    return document([lesson], lang, answers)


def every(game: str, lang: str, answers: bool) -> list[tuple[Lesson, str]]:
    return [(lesson, built(game, lesson.number, lang, answers)) for lesson in course(game)]


_BLOCK = re.compile(r"<div class='block( text)?' data-item='([^']+)'>(.*?)"
                    r"(?=<div class='block|</section>)", re.S)
_FIGURE = re.compile(r"<figure class='([^']+)' data-role='(\w+)' data-state='(\w+)'>"
                     r"(.*?)</figure>", re.S)


def blocks(page: str) -> dict[str, str]:
    """Each question's HTML by the id of its item."""
    return {m.group(2): m.group(3) for m in _BLOCK.finditer(page)}


def figures(block: str) -> list[tuple[str, str, str, str]]:
    """(classes, role, state fingerprint, svg) of each picture of a question."""
    return _FIGURE.findall(block)


class _Text(HTMLParser):
    """The text a reader sees: everything but styles, hover titles and descriptions."""

    HIDDEN = ("style", "title", "desc", "script")

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.depth += tag in self.HIDDEN

    def handle_endtag(self, tag: str) -> None:
        self.depth -= tag in self.HIDDEN

    def handle_data(self, data: str) -> None:
        if not self.depth:
            self.parts.append(data)


def visible_text(page: str) -> str:
    parser = _Text()
    parser.feed(page)
    return "\n".join(parser.parts)


# -- every worksheet builds -------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_worksheet_and_answer_key_builds(game: str, lang: str):
    """Both documents of every lesson: one question per graded item, in the lesson's order,
    each under its picture where the item has one; one A4 sheet per question with a
    picture (questions without one share a sheet, at most three)."""
    for answers in (False, True):
        for lesson, page in every(game, lang, answers):
            ids = [m.group(2) for m in _BLOCK.finditer(page)]
            assert sorted(ids) == sorted(lesson.graded()), (lesson.key, ids)
            found = blocks(page)
            sheets = page.count("<section class='sheet'")
            laid = pages_of([Block(i, "", bool(figures(b))) for i, b in found.items()])
            assert sheets == len(laid), lesson.key
            with_picture = [i for i, b in found.items() if figures(b)]
            assert sheets >= len(with_picture) >= len(lesson.tasks()) + len(lesson.sheets())
            assert "http://" not in page.replace("http://www.w3.org/", ""), \
                "a worksheet must need nothing outside itself"
            assert "https://" not in page


def test_questions_and_answer_keys_in_the_notebooks_order():
    """Part by part (the core, then the deeper part), tasks and score sheets in the order of
    the lesson's steps, then the part's quiz; numbered as the notebook numbers them ("Task
    2", 「第 3 題」)."""
    lesson = course("kanagawa")[5]
    assert lesson.deeper, "the example lesson has a deeper part"
    page = built("kanagawa", lesson.number, "zh-Hant", False)
    order = []
    for part in ("core", "deeper"):
        order += [s.id for s in lesson.part_steps(part) if isinstance(s, Task | FillSheet)]
        order += [q.id for q in lesson.quiz_items(part)]
    assert list(blocks(page)) == order
    assert "<b class='label'>任務 1</b>" in page
    assert "<b class='label'>計分表 1</b>" in page
    assert "<b class='label'>第 1 題</b>" in page


# -- the answer key draws the engine's positions ----------------------------------------------


def _after_solution(task: Task, start) -> tuple[str, object]:
    """The task's stored solution played from its start on a fresh referee (the board's
    own line: its chance draws and scripted replies in between): the last move and the
    position right after it; the goal must be reached there."""
    seed, auto = task.board()
    line = Referee(task, start, seed=seed, auto_chance=auto).line(task.solution)
    last, after = line[-1][0], line[-1][1]
    assert task.check.reached(start, after, last), f"{task.id}: the solution misses the goal"
    return last, after


@pytest.mark.parametrize("game", GAMES)
def test_answer_key_pictures_are_the_engines_positions(game: str):
    """Each picture of an answer key shows the position the engine reaches: a task's after
    its stored solution (not the question's position), a legal quiz move's after that move,
    a score sheet's with the board's own sheet shown and the engine's numbers filled in."""
    g = tutor.load(game)
    for lang in LANGS:
        for lesson, page in every(game, lang, True):
            found = blocks(page)
            for task in lesson.tasks():
                start = task.position.state(g)
                seat = _seat_of(task.viewer, start)
                last, after = _after_solution(task, start)
                (classes, role, fingerprint, svg), = figures(found[task.id])
                assert role == "answer" and fingerprint == state_id(after), (lesson.key, task.id)
                assert fingerprint != state_id(start), f"{task.id}: the question's picture"
                assert svg == board_svg(after, seat, lang, mark=last), (lesson.key, task.id)
            for spec in lesson.sheets():
                state = spec.position.state(g)
                (classes, role, fingerprint, svg), = figures(found[spec.id])
                assert fingerprint == state_id(state) and "no-score" not in classes
                sheet = state.scores()
                seats = spec.seats if spec.seats is not None else range(len(sheet.points))
                cells = re.findall(r"<td>([^<]*)</td>", found[spec.id])
                expected = [f"{v:g}" for c in sheet.categories for v in
                            (sheet.points[s][c.id] for s in seats)]
                expected += [f"{sheet.totals[s]:g}" for s in seats]
                assert cells == expected, (lesson.key, spec.id)
            for item in lesson.quiz_items():
                if item.position is None or not item.picture:
                    assert not figures(found[item.id])
                    continue
                state = item.position.state(g)
                (classes, role, fingerprint, svg), = figures(found[item.id])
                markers = item.markers  # the question's numbered places, on its picture
                if isinstance(item, LegalOrNot) and state.check(item.action):
                    shown, markers = state.apply(item.action), ()
                else:
                    shown, markers = state, item.markers  # the question's ①② stay drawn
                assert fingerprint == state_id(shown), (lesson.key, item.id)
                mark = item.action if isinstance(item, LegalOrNot) else item.mark
                assert svg == board_svg(shown, seat_to_act(state), lang, mark=mark,
                                        markers=markers)


@pytest.mark.parametrize("game", GAMES)
def test_worksheet_pictures_are_the_questions_positions(game: str):
    """A worksheet shows each question's own position as the seat to act sees it, and a
    score sheet to fill in hides the board's own sheet."""
    g = tutor.load(game)
    lesson = course(game)[0]
    found = blocks(built(game, lesson.number, "zh-Hant", False))
    for task in lesson.tasks():
        start = task.position.state(g)
        (_, role, fingerprint, svg), = figures(found[task.id])
        assert role == "question" and fingerprint == state_id(start)
        assert svg == board_svg(start, _seat_of(task.viewer, start), "zh-Hant",
                                markers=task.markers)
        assert "<title>" not in svg, "hover texts name rules: they would give answers away"
        marked = {c for found in re.findall(r'class="([^"]*)"', svg) for c in found.split()}
        assert not marked & {"legal", "illegal", "hint"}, "legal moves shown: the answer"
    for lesson in course(game):
        page = built(game, lesson.number, "en", False)
        for spec in lesson.sheets():
            (classes, _, _, _), = figures(blocks(page)[spec.id])
            assert "no-score" in classes
            assert re.findall(r"<td>([^<]*)</td>", blocks(page)[spec.id]) == [""] * len(
                re.findall(r"<td>", blocks(page)[spec.id]))


# -- words, never notation --------------------------------------------------------------------


def _notations(lesson: Lesson, game) -> set[str]:
    """Every move a lesson's questions and answers are about, in notation."""
    out: set[str] = set()
    for task in lesson.tasks():
        start = task.position.state(game)
        out |= {str(start.parse_action(m)) for m in task.solution[:1]}
        out |= set(task.solution) | ({task.wrong} if task.wrong else set())
    for item in lesson.quiz_items():
        if isinstance(item, LegalOrNot):
            out.add(item.action)
        elif isinstance(item, HowMany | Choose) and item.mark:
            out.add(item.mark)
    return {n for n in out if re.search("[A-Za-z]{2}", n)}


@pytest.mark.parametrize("game", GAMES)
def test_no_notation_or_rule_id_in_chinese_worksheets(game: str):
    """What a reader of a zh-Hant worksheet or answer key sees (the boards' own words
    included): no rule id, rulebook file name or Python, no English word but the glossary's
    names, and none of the moves' notations."""
    g = tutor.load(game)
    names = set(importlib.import_module(f"tutor.games.{game}.glossary").NAMES)
    found = []
    for answers in (False, True):
        for lesson, page in every(game, "zh-Hant", answers):
            text = visible_text(page)
            bad = internal_words(text, g.rules.ids()) + latin_words(text, names)
            bad += [n for n in _notations(lesson, g) if n in text]
            if bad:
                found.append(f"{lesson.key}{' answers' if answers else ''}: {sorted(set(bad))}")
    assert not found, "\n".join(found)


def test_the_worksheets_own_words_are_full_width_and_in_words():
    """The worksheet's own strings: full-width punctuation in Chinese, no English word in
    it (but "PDF", the name of the file kind), nothing internal."""
    found = []
    for key, text in WORDS.items():
        zh = re.sub(r"\{[^{}]*\}", "1", text.zh)
        bad = (ascii_punctuation(zh) + latin_words(zh, {"PDF"}) + internal_words(zh)
               + internal_words(text.en))
        if bad:
            found.append(f"{key}: {bad}")
    assert not found


# -- where worksheets live --------------------------------------------------------------------


def test_each_lesson_notebook_ends_with_a_link_to_its_worksheet():
    """The last cell of every lesson notebook links its worksheet, by the path the
    worksheets are written to beside the notebooks (the same in JupyterLab and in the
    JupyterLite site)."""
    for game in GAMES:
        for lesson in course(game):
            for lang in LANGS:
                last = lesson_notebook(lesson, lang)["cells"][-1]
                link = worksheet_link(lesson, lang)
                assert last["cell_type"] == "markdown" and f"]({link})" in last["source"]
                folder = ROOT / "notebooks" / lang / game
                assert (folder / link).resolve() == (ROOT / OUT / relative_path(
                    lesson, lang)).resolve()


def test_the_pupils_build_has_every_worksheet_and_no_answer_key(tmp_path: Path):
    """``build_all(keys=False)`` (the JupyterLite site's copy): every lesson's worksheet in
    both languages, where the lessons' last cells link them, no answer key, and an index
    that links no answer key."""
    build_all(tmp_path, games=["kanagawa"], log=lambda text: None, keys=False)
    written = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.html"))
    expected = sorted([f"{lang}/index.html" for lang in LANGS] + [
        relative_path(lesson, lang) for lang in LANGS for lesson in course("kanagawa")])
    assert written == expected
    for lang in LANGS:
        index = (tmp_path / lang / "index.html").read_text(encoding="utf-8")
        assert ".answers." not in index and "04-painting.html" in index


def test_the_front_pages_link_the_classroom_guide_in_the_readers_language():
    """docs/classroom.md and docs/classroom.zh-Hant.md exist, and each language's index
    links its own."""
    for lang, guide in (("en", "docs/classroom.md"), ("zh-Hant", "docs/classroom.zh-Hant.md")):
        assert (ROOT / guide).is_file()
        text = "".join(c["source"] for c in index_notebook(lang, GAMES)["cells"])
        assert f"(../../{guide})" in text, lang


# -- the command line -------------------------------------------------------------------------


def test_command_line_writes_a_worksheet(tmp_path: Path, capsys: pytest.CaptureFixture):
    target = tmp_path / "sheet.html"
    assert main(["cartography", "4", "--lang", "zh-Hant", "-o", str(target)]) == 0
    page = target.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "<html lang='zh-Hant'>" in page
    assert page == built("cartography", 4, "zh-Hant", False)
    assert main(["cartography", "4", "--answers", "-o", str(target)]) == 0
    assert "Answer key" in target.read_text(encoding="utf-8")


@pytest.mark.parametrize("argv, message", [
    (["cartography", "99"], "cartography has lessons 1 to 9, not 99"),
    (["chess"], "unknown game 'chess'"),
])
def test_command_line_names_what_is_wrong(argv: list[str], message: str, tmp_path: Path,
                                          capsys: pytest.CaptureFixture):
    assert main([*argv, "-o", str(tmp_path / "x.html")]) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "x.html").exists()


def _bad_outputs(tmp_path: Path) -> list[tuple[str, str]]:
    """(-o, what the error line says) for every kind of path a worksheet cannot go to."""
    plain = tmp_path / "plain.txt"
    plain.write_text("keep me")
    fifo = tmp_path / "pipe.html"
    os.mkfifo(fifo)
    return [
        (str(tmp_path), f"cannot write {tmp_path}: it is a folder, not a file"),
        (f"{tmp_path}/", "it names a folder"),
        ("/dev/full", "cannot write /dev/full: it is a device, not a file"),
        ("/dev/null", "cannot write /dev/null: it is a device, not a file"),
        (str(fifo), f"cannot write {fifo}: it is a named pipe (FIFO), not a file"),
        (str(tmp_path / "missing" / "x.html"),
         f"cannot write {tmp_path / 'missing' / 'x.html'}: there is no folder "
         f"{tmp_path / 'missing'}"),
        (str(tmp_path / "missing" / "x.pdf"), "there is no folder"),
        ("", "-o '' names no file"),
        ("  ", "-o '  ' names no file"),
        (str(plain / "x.html"), f"cannot write {plain / 'x.html'}: {plain} is a file, not a "
                                f"folder"),
        (str(plain / "deeper" / "x.html"), f"{plain} is a file, not a folder"),
    ]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize("pdf", [False, True], ids=["html", "with --pdf"])
def test_command_line_refuses_every_bad_output_path(tmp_path: Path, capsys, pdf: bool):
    """Issue 20: -o a folder, /dev/full, a path in a missing folder, -o "" or a path under a
    file gave a Python traceback and exit 1. Each is an ``error:`` line naming the path,
    exit 2, and nothing written anywhere (checked before the worksheet is made)."""
    for output, message in _bad_outputs(tmp_path):
        before = sorted(p.name for p in tmp_path.rglob("*"))
        assert main(["cartography", "1", "-o", output] + (["--pdf"] if pdf else [])) == 2, \
            output
        err = capsys.readouterr().err
        assert err.startswith("error: ") and err.count("\n") == 1, err
        assert message in err, (output, err)
        assert sorted(p.name for p in tmp_path.rglob("*")) == before, output
    assert (tmp_path / "plain.txt").read_text() == "keep me"


def test_command_line_refuses_a_pdf_beside_that_cannot_be_written(tmp_path: Path, capsys):
    """With --pdf the PDF's path is checked too, before the HTML is written."""
    (tmp_path / "sheet.pdf").mkdir()
    assert main(["cartography", "1", "-o", str(tmp_path / "sheet.html"), "--pdf"]) == 2
    assert "sheet.pdf: it is a folder" in capsys.readouterr().err
    assert not (tmp_path / "sheet.html").exists()


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_a_write_that_fails_leaves_the_old_file_whole(tmp_path: Path, capsys, monkeypatch,
                                                      failing: str):
    """A full disk (or a folder that refuses the new file) while writing: an error line
    naming the path, exit 2, the file as it was and no temporary file left."""
    from tutor.core import files

    target = tmp_path / "sheet.html"
    target.write_text("the old sheet")

    def fail(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, failing, fail)
    assert main(["cartography", "1", "-o", str(target)]) == 2
    monkeypatch.undo()
    err = capsys.readouterr().err
    assert err == f"error: cannot write {target}: No space left on device\n"
    assert target.read_text() == "the old sheet"
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.html"]


def test_a_sheet_replaces_a_file_and_keeps_its_link(tmp_path: Path, capsys):
    real = tmp_path / "real.html"
    real.write_text("old")
    real.chmod(0o640)
    link = tmp_path / "link.html"
    link.symlink_to(real)
    assert main(["cartography", "1", "-o", str(link)]) == 0
    assert link.is_symlink() and real.read_text().startswith("<!DOCTYPE html>")
    assert real.stat().st_mode & 0o777 == 0o640
    fresh = tmp_path / "fresh.html"
    assert main(["cartography", "1", "-o", str(fresh)]) == 0
    umask = os.umask(0)
    os.umask(umask)
    assert fresh.stat().st_mode & 0o777 == 0o666 & ~umask


def test_all_refuses_a_file_for_its_folder(tmp_path: Path, capsys):
    plain = tmp_path / "plain"
    plain.write_text("x")
    assert main(["--all", "--out", str(plain)]) == 2
    assert f"--out {str(plain)!r} is a file" in capsys.readouterr().err


def test_the_command_says_error_and_exits_2_without_a_traceback(tmp_path: Path):
    """As run from a shell (argparse's exit status for bad arguments)."""
    result = subprocess.run([sys.executable, "-m", "tutor.worksheet", "cartography", "1",
                             "-o", "/dev/full"], capture_output=True, text=True, cwd=tmp_path)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr == "error: cannot write /dev/full: it is a device, not a file\n"
