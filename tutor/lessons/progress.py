"""Progress: which tasks and quiz items a learner has done, saved as JSON beside the lessons.

What an item is worth comes in stars, as in Lichess Learn (:func:`stars_for`): 3 when it
is done at the first try without a hint, 2 when it took retries or a nudge, 1 when the
answer was shown (a quiz answer revealed, a task solved after its answer hint, a score
sheet's answers shown): then the item is *seen*, not *mastered*, and answering it
afterwards changes nothing. An item is *done* (mastered) with 2 or 3 stars. The file keeps
the best stars an item ever got, so that a learner who saw an answer can come back later,
on a fresh board, and master it.

The file is ``tutor-progress.json`` in the folder the notebook runs in (the lesson's own
folder in Jupyter), or the path in the environment variable ``TUTOR_PROGRESS``. Every
event (a wrong try, a hint, a success) is written at once, so progress survives a kernel
restart; the file is replaced atomically, so a crash never leaves half a file. A teacher
collects the files of a class with ``python -m tutor.progress`` (:mod:`tutor.progress`).

Concurrency. A learner usually has two lessons of a game open at once: two kernels, one
file. Each change is therefore a short transaction: take the lock, read the file as it is
now, add this object's events not yet written, write a temporary file and rename it over
the old one, release the lock. A kernel adds its events to what the others wrote instead
of overwriting them with its own older copy, so two processes, or two :class:`Progress`
objects in one, keep every record; ``data`` is the merged file after each event. The lock
is ``flock`` on a hidden file beside the progress file (``.tutor-progress.json.lock``,
never deleted: deleting a lock file lets two writers each hold "the" lock). It belongs to
the open file, so it also separates threads, and the system drops it when a kernel dies.
Where there is no ``fcntl`` (Windows), no ``fcntl.flock`` (JupyterLite's Pyodide: an
in-browser file system, one kernel per tab), where the file system refuses
locks or the lock is not free within :data:`LOCK_WAIT` seconds, the same transaction runs
unlocked: losing an event then takes two writes within the same few milliseconds. Events
that cannot be written (a read-only folder) stay in memory and are written with the next
event that can be.

A file that is not a progress file (damaged, not UTF-8, nested too deeply, too large, not
a regular file) is set aside, renamed ``tutor-progress.damaged`` (``-2``, ``-3``... if that
exists; never deleted or overwritten), with a warning in English and Chinese, and the
lesson goes on with a new file.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "tutor-progress.json"
>>> p = Progress(path, learner="ann")
>>> p.record("cartography/4", "capture-one", "miss")
>>> p.record("cartography/4", "capture-one", "done", stars=2)
>>> p.item("cartography/4", "capture-one")
{'done': True, 'attempts': 2, 'hints': 0, 'stars': 2}
>>> p.record("cartography/4", "q-corner", "seen")
>>> p.item("cartography/4", "q-corner")
{'done': False, 'attempts': 0, 'hints': 0, 'stars': 1}
>>> Progress(path).learner
'ann'

The file (format ``tutor-progress``, version 1)::

    {"format": "tutor-progress", "version": 1, "learner": "ann",
     "lessons": {"cartography/4": {"capture-one": {"done": true, "attempts": 2,
                                                   "hints": 0, "stars": 2}}}}

An item's record: ``done`` (mastered), ``attempts`` (wrong moves, wrong answers and the
successful try), ``hints`` (hint steps asked for) and ``stars`` (the best, 0 to 3). The
stars came after version 1 and are optional, so the version stays 1: older files load (a
record without stars has them worked out by :func:`record_stars`: 3 when done at the first
attempt without hints, 2 when done otherwise, 0 when not done; such a file never told a
revealed answer apart), and an older tutor reading a newer file keeps the field it does not
know.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import threading
import time
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.errors import BadSave
from ..core.lang import Text

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

FILE = "tutor-progress.json"
FORMAT = "tutor-progress"
VERSION = 1

KINDS = ("illegal", "miss", "hint", "reset", "done", "wrong", "seen")
"""What can happen to a task or quiz item: a refused move, a move that misses, a hint, a
restart, success (2 or 3 stars), a wrong answer (quiz or score sheet), and the item ending
with its answer shown (1 star: seen, not mastered)."""

MISTAKES = ("illegal", "miss", "wrong")
"""The events that count as an attempt that failed."""

MAX_BYTES = 4 * 2**20
"""The largest progress file read (every lesson of every game takes well under 100 kB)."""

MAX_COUNT = 10**9
"""The largest count of attempts or hints: a file claiming more is damaged."""

LOCK_WAIT = 5.0
"""Seconds to wait for the lock before writing without it."""

_THREADS = threading.Lock()
"""One transaction at a time in this process, also where there is no file lock."""

WORDS = {
    "aside": Text("Your progress file {file} could not be used ({reason}); it is kept as "
                  "{aside} and your progress continues in a new file.",
                  "無法使用你的進度檔 {file}（{reason}）；原檔已改名為 {aside} 保留，"
                  "進度改記在新的檔案中。"),
    "stuck": Text("Your progress file {file} could not be used ({reason}) nor set aside "
                  "({error}); progress is kept only until this notebook's kernel stops.",
                  "無法使用你的進度檔 {file}（{reason}），也無法將它改名保留（{error}）；"
                  "進度只保留到這個筆記本的核心停止為止。"),
}


class ProgressWarning(UserWarning):
    """A progress file could not be used: it was set aside (or progress stays in memory)."""


def default_path() -> Path:
    """Where progress is kept: ``$TUTOR_PROGRESS``, else ``./tutor-progress.json``."""
    env = os.environ.get("TUTOR_PROGRESS")
    return Path(env) if env else Path.cwd() / FILE


def default_learner() -> str:
    """Who is learning: the JupyterHub user, else the login name, else "learner"."""
    return os.environ.get("JUPYTERHUB_USER") or os.environ.get("USER") or "learner"


class Progress:
    """One learner's progress file (see the module docstring for two kernels on one file).

    ``learner`` names the learner in the file; None keeps the name the file has (else
    :func:`default_learner`).
    """

    def __init__(self, path: str | Path | None = None, learner: str | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self._learner = learner
        self._pending: list[tuple[str, str, str, int]] = []
        self._told_stuck = False
        self.data: dict[str, Any] = _empty()
        self._sync(write=False)

    @property
    def learner(self) -> str:
        return str(self.data["learner"])

    def record(self, lesson: str, item: str, kind: str, stars: int | None = None) -> None:
        """Count one event for ``item`` of ``lesson`` and save. ``stars`` goes with "done":
        2 or 3 (:func:`stars_for`; default 3); "seen" is worth 1.

        Raises:
            ValueError: an unknown kind of event, stars that do not fit it, or a lesson or
                item that is not text.
        """
        if kind not in KINDS:
            raise ValueError(f"unknown progress event {kind!r}; one of {', '.join(KINDS)}")
        if not isinstance(lesson, str) or not isinstance(item, str):
            raise ValueError(f"a lesson and an item are text, not {lesson!r} and {item!r}")
        allowed = {"done": (2, 3), "seen": (1,)}.get(kind, ())
        if stars is None:
            stars = allowed[-1] if allowed else 0
        elif stars not in allowed or isinstance(stars, bool):
            worth = " or ".join(map(str, allowed)) or "no"
            raise ValueError(f"a {kind!r} event is worth {worth} star{'s' * (worth != '1')}, "
                             f"not {stars!r}")
        self._pending.append((lesson, item, kind, stars))
        self._sync(write=True)

    def item(self, lesson: str, item: str) -> dict[str, Any]:
        """The record of one task or quiz item (zeros if never tried): done (mastered),
        attempts, hints and the best stars."""
        entry = self.data["lessons"].get(lesson, {}).get(item)
        if entry is None:
            return {"done": False, "attempts": 0, "hints": 0, "stars": 0}
        stars = record_stars(entry)
        return {"done": stars >= 2, "attempts": entry["attempts"], "hints": entry["hints"],
                "stars": stars}

    def done(self, lesson: str, items: list[str]) -> int:
        """How many of ``items`` are done (mastered: 2 or 3 stars)."""
        return sum(1 for i in items if self.item(lesson, i)["done"])

    def stars(self, lesson: str, items: list[str]) -> list[int]:
        """The best stars of each of ``items``, in order (0: not finished yet)."""
        return [self.item(lesson, i)["stars"] for i in items]

    def save(self) -> None:
        """Merge this object's events and learner name into the file now (``record`` does
        it after every event)."""
        self._sync(write=True, always=True)

    # -- inside ------------------------------------------------------------------------------

    def _sync(self, write: bool, always: bool = False) -> None:
        """The transaction: under the lock, read the file, add the events not yet written,
        write it back if asked; ``data`` becomes the result."""
        if write:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError:
                pass  # the write below fails too and the events stay in memory
        with _locked(self.path):
            doc, writable = self._load()
            for lesson, item, kind, stars in self._pending:
                _count(doc, lesson, item, kind, stars)
            if self._learner is not None:
                doc["learner"] = self._learner
            doc.setdefault("learner", default_learner())
            if write and writable and (self._pending or always) and _write(self.path, doc):
                self._pending.clear()
            self.data = doc

    def _load(self) -> tuple[dict[str, Any], bool]:
        """The file's content (a missing file: a fresh start) and whether it may be written;
        a file that cannot be used is set aside first."""
        try:
            return load(self.path), True
        except FileNotFoundError:
            return _empty(), True
        except BadSave as e:
            return _empty(), self._set_aside(e)

    def _set_aside(self, problem: BadSave) -> bool:
        """Rename the unusable file out of the way (never over another file) and say so in
        both languages; False if it must stay (then it is never written over)."""
        reason = str(problem).removeprefix(f"{self.path}: ")
        aside = self.path.with_suffix(".damaged")
        n = 1
        while aside.exists() or aside.is_symlink():
            n += 1
            aside = self.path.with_name(f"{self.path.stem}-{n}.damaged")
        try:
            os.rename(self.path, aside)
        except OSError as e:
            if not self._told_stuck:
                self._told_stuck = True
                text = WORDS["stuck"].format(file=self.path, reason=reason,
                                             error=e.strerror or e)
                warnings.warn(f"{text.en}\n{text.zh}", ProgressWarning, stacklevel=5)
            return False
        text = WORDS["aside"].format(file=self.path, reason=reason, aside=aside.name)
        warnings.warn(f"{text.en}\n{text.zh}", ProgressWarning, stacklevel=5)
        return True


def _empty() -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "lessons": {}}


def stars_for(mistakes: int, hints: int, shown: bool) -> int:
    """What one try at an item is worth, as Lichess Learn counts stars: 1 when the answer
    was shown, else 3 at the first try without a hint, else 2.

    >>> stars_for(0, 0, False), stars_for(1, 0, False), stars_for(0, 1, False)
    (3, 2, 2)
    >>> stars_for(0, 2, True)
    1
    """
    if shown:
        return 1
    return 3 if mistakes == 0 and hints == 0 else 2


@dataclass
class Attempt:
    """One try at an item, from a fresh board or box until it ends: what it is worth.

    >>> a = Attempt(); a.mistakes += 1; a.outcome()
    ('done', 2)
    >>> a.shown = True; a.outcome()
    ('seen', 1)
    """

    mistakes: int = 0
    """Wrong moves, wrong answers and restarts."""
    hints: int = 0
    """Hint steps asked for (a nudge or more)."""
    shown: bool = False
    """The answer was shown (the answer hint, a revealed quiz answer, a sheet's answers)."""
    finished: bool = False
    """The try ended (done or seen); what follows changes no progress."""

    def outcome(self) -> tuple[str, int]:
        """The event that ends the try: ``("done", 3 or 2)`` or ``("seen", 1)``."""
        stars = stars_for(self.mistakes, self.hints, self.shown)
        return ("seen" if stars == 1 else "done"), stars


def record_stars(entry: dict[str, Any]) -> int:
    """The best stars of an item's record; a record from before stars were kept gets them
    from what it has (module docstring).

    >>> record_stars({"done": True, "attempts": 1, "hints": 0})
    3
    >>> record_stars({"done": True, "attempts": 3, "hints": 1})
    2
    >>> record_stars({"done": False, "attempts": 0, "hints": 0, "stars": 1})
    1
    """
    stars = int(entry.get("stars", 0))
    if entry["done"] and stars < 2:  # no stars kept yet, or an older tutor marked it done
        stars = 3 if entry["attempts"] <= 1 and entry["hints"] == 0 else 2
    return stars


def _count(doc: dict[str, Any], lesson: str, item: str, kind: str, stars: int) -> None:
    """Add one event to ``doc``."""
    entry = doc["lessons"].setdefault(lesson, {}).setdefault(
        item, {"done": False, "attempts": 0, "hints": 0})
    best = record_stars(entry)
    if kind in MISTAKES or (kind == "done" and not entry["done"]):
        entry["attempts"] = min(entry["attempts"] + 1, MAX_COUNT)
    if kind == "hint":
        entry["hints"] = min(entry["hints"] + 1, MAX_COUNT)
    if kind == "done":
        entry["done"] = True
    if stars:
        entry["stars"] = max(best, stars)


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold the lock of ``path`` while inside, or go on without one (module docstring)."""
    with _THREADS:
        fd: int | None = None
        try:
            if getattr(fcntl, "flock", None) is not None:
                fd = os.open(path.with_name(f".{path.name}.lock"), os.O_RDWR | os.O_CREAT, 0o666)
                deadline = time.monotonic() + LOCK_WAIT
                while True:
                    try:
                        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                        break
                    except BlockingIOError:
                        if time.monotonic() > deadline:
                            raise
                        time.sleep(0.002)
        except OSError:
            pass  # no lock to be had here: the transaction runs unlocked
        try:
            yield
        finally:
            if fd is not None:
                os.close(fd)  # closing the file drops the lock


def _write(path: Path, doc: dict[str, Any]) -> bool:
    """Write ``doc`` atomically (a temporary file, then a rename); False if the folder
    refuses (a read-only folder must not break a lesson). No temporary file is left."""
    # A lone surrogate (a name from an environment in another encoding) becomes its JSON
    # escape \\udXXX: valid UTF-8, and the same text when read back.
    blob = json.dumps(doc, indent=1, ensure_ascii=False, sort_keys=True).encode(
        "utf-8", "backslashreplace")
    tmp: str | None = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=".tutor-progress-", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "wb") as f:
            f.write(blob)
        os.replace(tmp, path)
        tmp = None
        return True
    except OSError:
        return False
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def read_regular(path: Path, limit: int | None = None) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes (default
    :data:`MAX_BYTES`).

    Never blocks on a FIFO nor reads a device (``/dev/zero``) or a folder.

    Raises:
        FileNotFoundError: there is no such file.
        BadSave: anything else: not a regular file, too large, not readable.
    """
    limit = MAX_BYTES if limit is None else limit
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except OSError as e:
        raise BadSave(f"{path}: cannot be read ({e.strerror or e})") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise BadSave(f"{path}: not a regular file")
        data = b""
        while len(data) <= limit:
            chunk = os.read(fd, limit + 1 - len(data))
            if not chunk:
                break
            data += chunk
    except OSError as e:
        raise BadSave(f"{path}: cannot be read ({e.strerror or e})") from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise BadSave(f"{path}: larger than {limit} bytes")
    return data


def load(path: Path) -> dict[str, Any]:
    """The content of the progress file ``path`` (UTF-8, with or without a byte order mark).

    Raises:
        FileNotFoundError: there is no such file.
        BadSave: it is not a progress file, saying why.
    """
    data = read_regular(path)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        bom = " (a UTF-16 file)" if data[:2] in (b"\xff\xfe", b"\xfe\xff") else ""
        raise BadSave(f"{path}: not UTF-8 text{bom}: byte {e.start} is invalid") from None
    try:
        doc = json.loads(text)
    except RecursionError:
        raise BadSave(f"{path}: JSON nested too deeply") from None
    except ValueError as e:
        raise BadSave(f"{path}: not JSON ({e})") from None
    return check(doc, str(path))


def check(doc: Any, where: str) -> dict[str, Any]:
    """``doc`` if it is a progress file's content, else :class:`BadSave` saying why."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise BadSave(f"{where}: not a tutor progress file")
    if doc.get("version") != VERSION:
        raise BadSave(f"{where}: progress version {doc.get('version')!r}, not {VERSION}")
    lessons = doc.get("lessons")
    if not isinstance(lessons, dict):
        raise BadSave(f"{where}: 'lessons' must be an object")
    for key, items in lessons.items():
        if not isinstance(items, dict):
            raise BadSave(f"{where}: lesson {key!r} must be an object")
        for name, entry in items.items():
            ok = (isinstance(entry, dict) and isinstance(entry.get("done"), bool)
                  and all(_count_ok(entry.get(k), MAX_COUNT) for k in ("attempts", "hints"))
                  and ("stars" not in entry or _count_ok(entry["stars"], 3)))
            if not ok:
                raise BadSave(f"{where}: the record of {key} {name!r} is damaged")
    if "learner" in doc and not isinstance(doc["learner"], str):
        raise BadSave(f"{where}: 'learner' must be text")
    return doc


def _count_ok(value: Any, most: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= most
