"""The learner's progress file (:mod:`tutor.lessons.progress`), issue 13: nothing written is
lost when several kernels write it, and whatever cannot be used is set aside, never deleted,
with a message in both languages, while the lesson goes on."""

from __future__ import annotations

import json
import multiprocessing
import os
import threading
from pathlib import Path

import pytest

from tutor.lessons import progress as P
from tutor.lessons.progress import FILE, Progress, ProgressWarning


@pytest.fixture()
def path(tmp_path: Path) -> Path:
    return tmp_path / FILE


def on_disk(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def leftovers(folder: Path) -> list[str]:
    """Files other than the progress file, its lock and set-aside copies."""
    return sorted(p.name for p in folder.iterdir()
                  if p.name != FILE and not p.name.endswith((".lock", ".damaged")))


# -- several writers -----------------------------------------------------------------------


def _writer(path: str, lesson: str, n: int, start: multiprocessing.synchronize.Barrier) -> None:
    progress = Progress(path, learner="ann")
    start.wait()
    for i in range(n):
        progress.record(lesson, f"item-{i}", "hint")
        progress.record("cartography/1", "shared", "miss")


@pytest.mark.parametrize("lessons", [("cartography/2", "cartography/3"),
                                     ("cartography/2", "cartography/2"),
                                     ("cartography/2", "cartography/3", "tokaido/1")],
                         ids=["two-lessons", "one-lesson-twice", "three-kernels"])
def test_kernels_writing_one_file_at_once_lose_nothing(path: Path, lessons: tuple[str, ...]):
    """The failing case: two kernels of one learner (real processes) writing 200 events each
    kept 200-275 of 400. Every event of every kernel is now in the file, including counts
    that several kernels add to (one item's attempts)."""
    n = 200 if len(lessons) == 2 else 80
    ctx = multiprocessing.get_context("fork")
    start = ctx.Barrier(len(lessons))
    kernels = [ctx.Process(target=_writer, args=(str(path), lesson, n, start))
               for lesson in lessons]
    for k in kernels:
        k.start()
    for k in kernels:
        k.join(120)
    assert [k.exitcode for k in kernels] == [0] * len(lessons)
    doc = on_disk(path)
    for lesson in set(lessons):
        hints = [doc["lessons"][lesson][f"item-{i}"]["hints"] for i in range(n)]
        assert hints == [lessons.count(lesson)] * n
    assert doc["lessons"]["cartography/1"]["shared"]["attempts"] == n * len(lessons)
    assert leftovers(path.parent) == []


def test_two_progress_objects_on_one_file_keep_both_records(path: Path):
    """The failing case: two Progress objects on one file kept only the second's records."""
    first, second = Progress(path), Progress(path)
    first.record("cartography/4", "capture-one", "done")
    second.record("cartography/4", "capture-group", "hint")
    again = Progress(path)
    assert again.item("cartography/4", "capture-one")["done"]
    assert again.item("cartography/4", "capture-group")["hints"] == 1
    assert second.item("cartography/4", "capture-one")["done"]  # data is the merged file
    first.record("cartography/4", "capture-group", "hint")
    assert Progress(path).item("cartography/4", "capture-group")["hints"] == 2


def test_threads_with_their_own_progress_objects_lose_nothing(path: Path):
    """The same within one kernel: threads, each with its own Progress object."""
    def work(k: int) -> None:
        progress = Progress(path)
        for i in range(50):
            progress.record("cartography/4", f"t{k}-{i}", "wrong")

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(on_disk(path)["lessons"]["cartography/4"]) == 200


class NoFlock:
    """An fcntl whose flock the file system refuses (NFS without a lock manager)."""

    LOCK_EX = LOCK_NB = 0

    @staticmethod
    def flock(fd: int, how: int) -> None:
        raise OSError(37, "No locks available")


class PyodideFcntl:
    """JupyterLite's Pyodide: an fcntl module without flock (a lesson once stopped at its
    first cell with AttributeError there)."""

    LOCK_EX = LOCK_NB = 0


@pytest.mark.parametrize("fcntl", [None, NoFlock, PyodideFcntl],
                         ids=["no-fcntl", "flock-refused", "no-flock"])
def test_without_a_file_lock_progress_is_still_kept_and_merged(
        path: Path, monkeypatch: pytest.MonkeyPatch, fcntl: object):
    """Where there is no fcntl (Windows), no fcntl.flock (JupyterLite's Pyodide) or flock
    fails, events are still merged into the file as it is now."""
    monkeypatch.setattr(P, "fcntl", fcntl)
    first, second = Progress(path), Progress(path)
    for i in range(5):
        first.record("cartography/4", f"a{i}", "done")
        second.record("cartography/4", f"b{i}", "hint")
    assert len(Progress(path).data["lessons"]["cartography/4"]) == 10
    if fcntl is not NoFlock:
        assert not path.with_name(f".{FILE}.lock").exists()


def _hold_lock(path: str, held: multiprocessing.synchronize.Event) -> None:
    import fcntl
    import time

    fd = os.open(Path(path).with_name(f".{FILE}.lock"), os.O_RDWR | os.O_CREAT)
    fcntl.flock(fd, fcntl.LOCK_EX)
    held.set()
    time.sleep(60)


def test_a_lock_held_too_long_does_not_stop_the_lesson(path: Path,
                                                       monkeypatch: pytest.MonkeyPatch):
    """A kernel stuck while holding the lock: after LOCK_WAIT the event is written anyway."""
    monkeypatch.setattr(P, "LOCK_WAIT", 0.2)
    ctx = multiprocessing.get_context("fork")
    held = ctx.Event()
    holder = ctx.Process(target=_hold_lock, args=(str(path), held))
    holder.start()
    try:
        assert held.wait(30)
        Progress(path).record("cartography/4", "capture-one", "done")
    finally:
        holder.kill()
        holder.join()
    assert Progress(path).item("cartography/4", "capture-one")["done"]


def test_events_that_cannot_be_written_stay_and_are_written_later(
        path: Path, monkeypatch: pytest.MonkeyPatch):
    """A folder that refuses the write (read-only, full): no error, no temporary file left,
    the lesson still counts the event, and the next write that works includes it."""
    progress = Progress(path)
    progress.record("cartography/4", "capture-one", "hint")
    real = os.replace

    def refuse(*a: object) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(os, "replace", refuse)
    progress.record("cartography/4", "capture-one", "done")
    assert progress.item("cartography/4", "capture-one") == {
        "done": True, "attempts": 1, "hints": 1, "stars": 3}
    assert leftovers(path.parent) == []
    assert not on_disk(path)["lessons"]["cartography/4"]["capture-one"]["done"]
    monkeypatch.setattr(os, "replace", real)
    progress.record("cartography/4", "capture-group", "hint")
    assert Progress(path).item("cartography/4", "capture-one") == {
        "done": True, "attempts": 1, "hints": 1, "stars": 3}


# -- damaged files -------------------------------------------------------------------------

GOOD = {"format": "tutor-progress", "version": 1, "learner": "ann",
        "lessons": {"cartography/4": {"capture-one": {"done": True, "attempts": 2, "hints": 0}}}}

DAMAGED = {
    "utf-16-with-bom": json.dumps(GOOD).encode("utf-16"),  # the case: a Windows editor
    "utf-16-be-with-bom": b"\xfe\xff" + json.dumps(GOOD).encode("utf-16-be"),
    "latin-1": json.dumps({**GOOD, "learner": "Zoë"}, ensure_ascii=False).encode("latin-1"),
    "deeply-nested": b"[" * 100_000 + b"]" * 100_000,  # was RecursionError
    "deeply-nested-value": (b'{"format": "tutor-progress", "version": 1, "lessons": {}, "x": '
                            + b"[" * 100_000 + b"]" * 100_000 + b"}"),
    "5000-digit-count": json.dumps(GOOD).replace('"attempts": 2',
                                                 '"attempts": ' + "9" * 5000).encode(),
    "count-over-the-cap": json.dumps(GOOD).replace('"attempts": 2',
                                                   f'"attempts": {P.MAX_COUNT + 1}').encode(),
    "not-json": b"{not json",
    "empty": b"",
    "a-list": b"[]",
    "another-version": json.dumps({**GOOD, "version": 2}).encode(),
    "four-stars": json.dumps(GOOD).replace('"hints": 0', '"hints": 0, "stars": 4').encode(),
    "stars-as-text": json.dumps(GOOD).replace('"hints": 0', '"hints": 0, "stars": "3"').encode(),
    "stars-as-true": json.dumps(GOOD).replace('"hints": 0', '"hints": 0, "stars": true').encode(),
}


@pytest.mark.parametrize("content", DAMAGED.values(), ids=DAMAGED)
def test_a_damaged_file_is_set_aside_with_a_message_in_both_languages(
        path: Path, content: bytes):
    """UTF-16 (with a BOM) stopped the lesson with UnicodeDecodeError, deep nesting with
    RecursionError: now every unusable file is renamed, byte for byte, with a warning in
    English and Chinese, and the lesson goes on with a new file."""
    path.write_bytes(content)
    with pytest.warns(ProgressWarning) as said:
        progress = Progress(path)
    message = str(said[0].message)
    assert "could not be used" in message and "無法使用你的進度檔" in message
    assert "tutor-progress.damaged" in message
    assert path.with_suffix(".damaged").read_bytes() == content
    progress.record("cartography/4", "capture-one", "hint")
    assert on_disk(path)["lessons"]["cartography/4"]["capture-one"]["hints"] == 1


def test_the_reason_names_the_problem(path: Path):
    path.write_bytes(json.dumps(GOOD).encode("utf-16"))
    with pytest.warns(ProgressWarning, match=r"not UTF-8 text \(a UTF-16 file\)"):
        Progress(path)
    path.write_bytes(b"[" * 100_000)
    with pytest.warns(ProgressWarning, match="nested too deeply"):
        Progress(path)


def test_a_file_too_large_is_set_aside(path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(P, "MAX_BYTES", 1000)
    path.write_text(json.dumps({**GOOD, "learner": "a" * 2000}))
    with pytest.warns(ProgressWarning, match="larger than 1000 bytes"):
        Progress(path)
    assert path.with_suffix(".damaged").exists() and not path.exists()


@pytest.mark.parametrize("kind", ["folder", "fifo", "link-to-dev-zero"])
def test_something_that_is_not_a_regular_file_is_set_aside_without_reading_it(
        path: Path, kind: str):
    """A FIFO would block the read, /dev/zero would fill the memory: neither is opened for
    reading; each is renamed out of the way (a folder with its content)."""
    if kind == "folder":
        path.mkdir()
        (path / "keep.txt").write_text("mine")
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")
    with pytest.warns(ProgressWarning, match="not a regular file"):
        progress = Progress(path)
    aside = path.with_suffix(".damaged")
    assert aside.is_symlink() if kind == "link-to-dev-zero" else aside.exists()
    if kind == "folder":
        assert (aside / "keep.txt").read_text() == "mine"
    progress.record("cartography/4", "capture-one", "done")
    assert on_disk(path)["lessons"]["cartography/4"]["capture-one"]["done"]


def test_set_aside_never_overwrites_an_earlier_damaged_file(path: Path):
    for n, content in enumerate([b"first", b"second", b"third"]):
        path.write_bytes(content)
        with pytest.warns(ProgressWarning, match="tutor-progress" + ["", "-2", "-3"][n]):
            Progress(path)
    assert [path.with_name(name).read_bytes() for name in
            ("tutor-progress.damaged", "tutor-progress-2.damaged", "tutor-progress-3.damaged")
            ] == [b"first", b"second", b"third"]


def test_a_damaged_file_that_cannot_be_set_aside_is_never_written_over(
        path: Path, monkeypatch: pytest.MonkeyPatch):
    """When the rename fails, the file stays as it is, progress is kept in memory only, and
    the learner is told once, in both languages."""
    path.write_bytes(b"{not json")

    def refuse(*a: object) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "rename", refuse)
    with pytest.warns(ProgressWarning, match="nor set aside") as said:
        progress = Progress(path)
        progress.record("cartography/4", "capture-one", "done")
    assert len(said) == 1 and "也無法將它改名保留" in str(said[0].message)
    assert progress.item("cartography/4", "capture-one")["done"]
    assert path.read_bytes() == b"{not json"


@pytest.mark.parametrize("bom", [b"\xef\xbb\xbf"], ids=["utf-8-bom"])
def test_a_utf8_file_with_a_byte_order_mark_is_read(path: Path, bom: bytes):
    """The failing case: a UTF-8 BOM (a Windows editor's) restarted progress. It is read."""
    path.write_bytes(bom + json.dumps({**GOOD, "learner": "安"}, ensure_ascii=False).encode())
    progress = Progress(path)
    assert progress.learner == "安"
    assert progress.item("cartography/4", "capture-one")["done"]
    progress.record("cartography/4", "capture-one", "hint")
    assert on_disk(path)["learner"] == "安" and not path.with_suffix(".damaged").exists()


def test_files_written_by_earlier_versions_still_load(path: Path):
    """The layout is unchanged: a file as the first version wrote it (indented, sorted,
    unescaped) loads, and keys this version does not know are kept."""
    old = {**GOOD, "learner": "林小美", "note": {"kept": True}}
    path.write_text(json.dumps(old, indent=1, ensure_ascii=False, sort_keys=True),
                    encoding="utf-8")
    progress = Progress(path)
    assert progress.learner == "林小美"
    assert progress.item("cartography/4", "capture-one") == {
        "done": True, "attempts": 2, "hints": 0, "stars": 2}
    progress.record("cartography/4", "capture-one", "hint")
    assert on_disk(path)["note"] == {"kept": True}


# -- names ---------------------------------------------------------------------------------


@pytest.mark.parametrize("learner", ["\ud800", "ann\udce9", "\udfff\ud800x"],
                         ids=["lone-surrogate", "undecodable-login-byte", "reversed-pair"])
def test_a_learner_name_that_is_not_valid_unicode_is_saved(path: Path, learner: str):
    """The failing case: a lone surrogate in the learner's name failed the save and left a
    temporary file behind. It is saved as a JSON escape (valid UTF-8) and read back."""
    progress = Progress(path, learner=learner)
    progress.record("cartography/4", "capture-one", "done")
    assert leftovers(path.parent) == []
    path.read_bytes().decode("utf-8")
    assert Progress(path).learner == learner


def test_the_name_from_a_login_in_another_encoding_is_saved(
        path: Path, monkeypatch: pytest.MonkeyPatch):
    """$USER with a Latin-1 byte arrives as a lone surrogate (surrogateescape)."""
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    monkeypatch.setenv("USER", "zo\udceb")
    Progress(path).record("cartography/4", "capture-one", "hint")
    assert Progress(path).learner == "zo\udceb" and leftovers(path.parent) == []


def test_an_item_name_that_is_not_valid_unicode_is_saved(path: Path):
    Progress(path).record("cartography/4", "x\ud800", "hint")
    assert Progress(path).item("cartography/4", "x\ud800")["hints"] == 1


def test_bad_events_are_refused_and_change_nothing(path: Path):
    progress = Progress(path)
    with pytest.raises(ValueError, match="unknown progress event 'won'"):
        progress.record("cartography/4", "capture-one", "won")
    with pytest.raises(ValueError, match="are text"):
        progress.record("cartography/4", 4, "done")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="'done' event is worth 2 or 3 stars, not 1"):
        progress.record("cartography/4", "capture-one", "done", stars=1)
    with pytest.raises(ValueError, match="'seen' event is worth 1 star, not 3"):
        progress.record("cartography/4", "capture-one", "seen", stars=3)
    with pytest.raises(ValueError, match="'hint' event is worth no stars"):
        progress.record("cartography/4", "capture-one", "hint", stars=2)
    with pytest.raises(ValueError, match="not True"):
        progress.record("cartography/4", "capture-one", "done", stars=True)  # type: ignore
    progress.record("cartography/4", "capture-one", "hint")
    assert on_disk(path)["lessons"] == {
        "cartography/4": {"capture-one": {"done": False, "attempts": 0, "hints": 1}}}


def test_counts_stop_at_the_cap(path: Path):
    doc = json.loads(json.dumps(GOOD).replace('"attempts": 2', f'"attempts": {P.MAX_COUNT}'))
    path.write_text(json.dumps(doc))
    progress = Progress(path)
    progress.record("cartography/4", "capture-one", "miss")
    assert Progress(path).item("cartography/4", "capture-one")["attempts"] == P.MAX_COUNT


# -- stars ---------------------------------------------------------------------------------


def test_stars_keep_the_best_try_and_a_seen_answer_is_not_mastered(path: Path):
    """Issue 14: a revealed answer counted as done. Now "seen" is worth 1 star and is not
    done; a later try that masters the item raises it, and a later seen answer never lowers
    what was mastered."""
    progress = Progress(path)
    progress.record("cartography/4", "q-corner", "wrong")
    progress.record("cartography/4", "q-corner", "seen")
    assert progress.item("cartography/4", "q-corner") == {
        "done": False, "attempts": 1, "hints": 0, "stars": 1}
    assert progress.done("cartography/4", ["q-corner"]) == 0
    progress.record("cartography/4", "q-corner", "done", stars=2)
    progress.record("cartography/4", "q-corner", "seen")
    assert Progress(path).item("cartography/4", "q-corner")["stars"] == 2
    progress.record("cartography/4", "q-corner", "done", stars=3)
    assert Progress(path).stars("cartography/4", ["q-corner", "never-tried"]) == [3, 0]
    assert on_disk(path)["lessons"]["cartography/4"]["q-corner"]["stars"] == 3


def test_a_file_from_before_stars_gets_them_from_its_counts(path: Path):
    """Version 1 files without stars load: done at the first attempt without a hint is 3
    stars, done otherwise 2, not done 0; a record an older tutor marked done after a seen
    answer counts as done."""
    lessons = {"a": {"done": True, "attempts": 1, "hints": 0},
               "b": {"done": True, "attempts": 4, "hints": 0},
               "c": {"done": True, "attempts": 1, "hints": 2},
               "d": {"done": False, "attempts": 3, "hints": 1},
               "e": {"done": True, "attempts": 2, "hints": 3, "stars": 1}}
    path.write_text(json.dumps({**GOOD, "lessons": {"cartography/4": lessons}}))
    progress = Progress(path)
    assert progress.stars("cartography/4", list(lessons)) == [3, 2, 2, 0, 2]
    assert progress.done("cartography/4", list(lessons)) == 4
    progress.record("cartography/4", "a", "hint")
    assert "stars" not in on_disk(path)["lessons"]["cartography/4"]["a"]


def test_an_older_tutor_reading_a_file_with_stars_keeps_them(path: Path):
    """The version stays 1, so an older tutor (it checks done, attempts and hints only)
    loads a file with stars and keeps the field it does not know."""
    Progress(path).record("cartography/4", "capture-one", "seen")
    doc = P.check(on_disk(path), "here")
    assert doc["version"] == 1 and doc["lessons"]["cartography/4"]["capture-one"]["stars"] == 1
