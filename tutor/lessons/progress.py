"""Progress: which tasks and quiz items a learner has done, saved as JSON beside the lessons.

The file is ``tutor-progress.json`` in the folder the notebook runs in (the lesson's own
folder in Jupyter), or the path in the environment variable ``TUTOR_PROGRESS``. Every
event (a wrong try, a hint, a success) is written at once, so progress survives a kernel
restart; the file is replaced atomically, so a crash never leaves half a file. A teacher
collects the files of a class with ``python -m tutor.progress`` (:mod:`tutor.progress`).

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
import tempfile
from pathlib import Path
from typing import Any

from ..core.errors import BadSave

FILE = "tutor-progress.json"
FORMAT = "tutor-progress"
VERSION = 1

KINDS = ("illegal", "miss", "hint", "reset", "done", "wrong")
"""What can happen to a task or quiz item: a refused move, a move that misses, a hint, a
restart, success, a wrong quiz answer."""


def default_path() -> Path:
    """Where progress is kept: ``$TUTOR_PROGRESS``, else ``./tutor-progress.json``."""
    env = os.environ.get("TUTOR_PROGRESS")
    return Path(env) if env else Path.cwd() / FILE


def default_learner() -> str:
    """Who is learning: the JupyterHub user, else the login name, else "learner"."""
    return os.environ.get("JUPYTERHUB_USER") or os.environ.get("USER") or "learner"


class Progress:
    """One learner's progress file."""

    def __init__(self, path: str | Path | None = None, learner: str | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.data = self._read()
        if learner is not None:
            self.data["learner"] = learner
        self.data.setdefault("learner", default_learner())

    @property
    def learner(self) -> str:
        return str(self.data["learner"])

    def _read(self) -> dict[str, Any]:
        """The file's content; a missing file is a fresh start, a damaged one is kept aside
        (renamed ``.damaged``) rather than overwritten."""
        empty: dict[str, Any] = {"format": FORMAT, "version": VERSION, "lessons": {}}
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return empty
        except OSError:
            return empty
        try:
            return check(json.loads(text), str(self.path))
        except (ValueError, BadSave):
            try:
                self.path.replace(self.path.with_suffix(".damaged"))
            except OSError:
                pass
            return empty

    def record(self, lesson: str, item: str, kind: str) -> None:
        """Count one event for ``item`` of ``lesson`` and save.

        Raises:
            ValueError: an unknown kind of event.
        """
        if kind not in KINDS:
            raise ValueError(f"unknown progress event {kind!r}; one of {', '.join(KINDS)}")
        entry = self.data["lessons"].setdefault(lesson, {}).setdefault(
            item, {"done": False, "attempts": 0, "hints": 0})
        if kind in ("illegal", "miss", "wrong"):
            entry["attempts"] += 1
        elif kind == "hint":
            entry["hints"] += 1
        elif kind == "done":
            if not entry["done"]:
                entry["attempts"] += 1
            entry["done"] = True
        self.save()

    def item(self, lesson: str, item: str) -> dict[str, Any]:
        """The record of one task or quiz item (zeros if never tried)."""
        return dict(self.data["lessons"].get(lesson, {}).get(
            item, {"done": False, "attempts": 0, "hints": 0}))

    def done(self, lesson: str, items: list[str]) -> int:
        """How many of ``items`` are done."""
        return sum(1 for i in items if self.item(lesson, i)["done"])

    def save(self) -> None:
        """Write the file atomically (a temporary file, then a rename)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".tutor-progress-", dir=self.path.parent)
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(self.data, f, indent=1, ensure_ascii=False, sort_keys=True)
            os.replace(tmp, self.path)
        except OSError:
            pass  # a read-only folder must not break a lesson; progress is simply not kept


def check(doc: Any, where: str) -> dict[str, Any]:
    """``doc`` if it is a progress file's content, else :class:`BadSave` saying why."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise BadSave(f"{where} is not a tutor progress file")
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
                          and entry[k] >= 0 for k in ("attempts", "hints")))
            if not ok:
                raise BadSave(f"{where}: the record of {key} {name!r} is damaged")
    if "learner" in doc and not isinstance(doc["learner"], str):
        raise BadSave(f"{where}: 'learner' must be text")
    return doc
