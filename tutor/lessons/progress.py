"""Progress: which tasks and quiz items a learner has done, saved as JSON beside the lessons.

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
Where there is no ``fcntl`` (Windows), where ``flock`` does nothing (JupyterLite's
Pyodide: an in-browser file system, one kernel per tab), where the file system refuses
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
>>> p.record("cartography/4", "capture-one", "done")
>>> p.item("cartography/4", "capture-one")
{'done': True, 'attempts': 2, 'hints': 0}
>>> Progress(path).learner
'ann'
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

KINDS = ("illegal", "miss", "hint", "reset", "done", "wrong")
"""What can happen to a task or quiz item: a refused move, a move that misses, a hint, a
restart, success, a wrong quiz answer."""

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
        self._pending: list[tuple[str, str, str]] = []
        self._told_stuck = False
        self.data: dict[str, Any] = _empty()
        self._sync(write=False)

    @property
    def learner(self) -> str:
        return str(self.data["learner"])

    def record(self, lesson: str, item: str, kind: str) -> None:
        """Count one event for ``item`` of ``lesson`` and save.

        Raises:
            ValueError: an unknown kind of event, or a lesson or item that is not text.
        """
        if kind not in KINDS:
            raise ValueError(f"unknown progress event {kind!r}; one of {', '.join(KINDS)}")
        if not isinstance(lesson, str) or not isinstance(item, str):
            raise ValueError(f"a lesson and an item are text, not {lesson!r} and {item!r}")
        self._pending.append((lesson, item, kind))
        self._sync(write=True)

    def item(self, lesson: str, item: str) -> dict[str, Any]:
        """The record of one task or quiz item (zeros if never tried)."""
        entry = self.data["lessons"].get(lesson, {}).get(item)
        if entry is None:
            return {"done": False, "attempts": 0, "hints": 0}
        return {"done": entry["done"], "attempts": entry["attempts"], "hints": entry["hints"]}

    def done(self, lesson: str, items: list[str]) -> int:
        """How many of ``items`` are done."""
        return sum(1 for i in items if self.item(lesson, i)["done"])

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
            for lesson, item, kind in self._pending:
                _count(doc, lesson, item, kind)
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


def _count(doc: dict[str, Any], lesson: str, item: str, kind: str) -> None:
    """Add one event to ``doc``."""
    entry = doc["lessons"].setdefault(lesson, {}).setdefault(
        item, {"done": False, "attempts": 0, "hints": 0})
    if kind in ("illegal", "miss", "wrong") or (kind == "done" and not entry["done"]):
        entry["attempts"] = min(entry["attempts"] + 1, MAX_COUNT)
    if kind == "hint":
        entry["hints"] = min(entry["hints"] + 1, MAX_COUNT)
    if kind == "done":
        entry["done"] = True


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold the lock of ``path`` while inside, or go on without one (module docstring)."""
    with _THREADS:
        fd: int | None = None
        try:
            if fcntl is not None:
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
                  and all(isinstance(entry.get(k), int) and not isinstance(entry.get(k), bool)
                          and 0 <= entry[k] <= MAX_COUNT for k in ("attempts", "hints")))
            if not ok:
                raise BadSave(f"{where}: the record of {key} {name!r} is damaged")
    if "learner" in doc and not isinstance(doc["learner"], str):
        raise BadSave(f"{where}: 'learner' must be text")
    return doc
