"""The kernel side of the class service: records sent as a lesson runs on a hub, and the
class poll a student joins (``lesson.join()``).

A lesson sends records only where the hub set up the service: the kernel's environment has
``JUPYTERHUB_API_TOKEN`` (every hub server has it) and ``TUTOR_CLASSROOM_URL`` (the hub's
spawner sets it, docs/classroom/). Elsewhere (JupyterLite, Binder, a laptop)
:func:`sender_for` returns None and nothing changes. Only the standard library is used.

Nothing is lost, nothing counted twice. Each record gets an id when it is made and goes
first into the learner's progress file, under ``"outbox"`` (in the same locked transaction
as any progress write: :mod:`tutor.lessons.progress`); a background thread sends the
outbox in batches and removes what the service acknowledged. A failed send (the service
restarting, the network) leaves the records in the outbox and is tried again, sooner at
first, then every :data:`RETRY_MAX` seconds; a kernel started later sends what an earlier
one left. If an answer is lost after the service kept a batch, the retry sends the same
ids and the service counts them once. A batch the service refuses as bad (a 4xx answer)
is sent again record by record, and a record refused on its own is dropped with a warning:
one bad record must not hold up the others forever. A service that says it is busy with
this learner (429: too many records a minute, too many kept) is obeyed: its
``Retry-After`` is waited before the next try, the records waiting in the outbox
meanwhile. The outbox keeps at most :data:`MAX_OUTBOX` records (the oldest go first, with
a warning), so that a kernel left sending for days never grows the progress file past
what it may hold.

A success carries what the service needs to check it (:mod:`tutor.classroom.verify`): a
task's moves, a quiz question's or score sheet's answer.

Time spent on an item: from the later of the item's board appearing
(:meth:`Sender.opened`) and the learner's previous record in that lesson, to this record.
"""

from __future__ import annotations

import json
import os
import re
import threading
import time
import urllib.error
import urllib.request
import uuid
import warnings
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..core.errors import BadSave
from ..lessons import progress as store
from . import service_url

RETRY_FIRST = 1.0
RETRY_MAX = 10.0
"""Seconds between tries while the service does not answer (doubling up to this)."""

BATCH = 100
TIMEOUT = 10.0
MAX_OUTBOX = 5000
"""The most records waiting to be sent (about 1 MB of the progress file)."""
MAX_RETRY_AFTER = 3600.0
"""The longest wait a service's Retry-After is obeyed for."""
CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def sender_for(path: Path, lang: str) -> Sender | None:
    """The sender of a lesson whose progress is kept at ``path`` (None off a hub)."""
    url = service_url()
    if url is None:
        return None
    return Sender(url, os.environ["JUPYTERHUB_API_TOKEN"], Path(path), lang)


class ServiceError(RuntimeError):
    """The service refused a request; ``status`` is its HTTP status (0: no answer) and
    ``retry_after`` the seconds its ``Retry-After`` asks to wait (0: none)."""

    def __init__(self, message: str, status: int, retry_after: float = 0.0) -> None:
        super().__init__(message)
        self.status = status
        self.retry_after = retry_after


def _retry_after(headers: Any) -> float:
    """The seconds of a ``Retry-After`` header (a number of seconds; 0 if none or not a
    number), at most :data:`MAX_RETRY_AFTER`."""
    try:
        value = float((headers or {}).get("Retry-After", "0"))
    except (TypeError, ValueError):
        return 0.0
    return min(max(value, 0.0), MAX_RETRY_AFTER) if value == value else 0.0


def call(url: str, token: str, method: str = "GET", body: Any = None,
         timeout: float = TIMEOUT, present: str | None = None) -> Any:
    """One request to the service with the kernel's token; its JSON answer. ``present``:
    the teacher's present token (from ``api/me``), sent with a position for the class.

    Raises:
        ServiceError: an error answer (with the service's reason) or no answer (status 0).
    """
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Authorization": f"token {token}", "Content-Type": "application/json"}
    if isinstance(present, str) and present:
        headers["X-Tutor-Present"] = present
    request = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            text = response.read()
    except urllib.error.HTTPError as e:
        try:
            answer = json.loads(e.read())
            # A table's refusal carries its reason in the asker's language too.
            reason = answer.get("words") or answer.get("error") or e.reason
        except (ValueError, AttributeError, OSError):
            reason = e.reason
        raise ServiceError(str(reason), e.code, _retry_after(e.headers)) from None
    except (OSError, ValueError) as e:
        raise ServiceError(f"no answer from the class service ({e})", 0) from None
    try:
        return json.loads(text) if text else None
    except ValueError:
        raise ServiceError("the class service answered with something that is not JSON",
                           0) from None


ME_RETRY = 60.0
"""Seconds before asking the service again who this kernel's user is, after it did not
answer."""

ME_KEEP = 30.0
"""Seconds the service's answer is used for the boards drawn next; then a new board asks
again (a teacher who has just allowed presenting from notebooks sees Send to the class on
the next board drawn)."""

_me_lock = threading.Lock()
_me: dict[tuple[str, str], dict[str, Any]] = {}
_me_waiting: dict[tuple[str, str], list[weakref.WeakMethod]] = {}
_me_asking: set[tuple[str, str]] = set()
_me_failed: dict[tuple[str, str], float] = {}
_me_at: dict[tuple[str, str], float] = {}


def whoami(url: str, token: str, then: Callable[[dict[str, Any]], None]) -> None:
    """Call the bound method ``then`` with the service's answer about this token
    (``api/me``: its user's name and the classes it may teach): at once when known, else
    from a background thread that asks once per kernel (again :data:`ME_RETRY` seconds
    after a failure). ``then`` is held weakly: a board that is gone is not kept for it."""
    key = (url, token)
    with _me_lock:
        known = _me.get(key)
        if known is not None and time.monotonic() - _me_at.get(key, 0.0) > ME_KEEP:
            known = None  # asked again for this board; the boards before keep theirs
        if known is None:
            _me_waiting.setdefault(key, []).append(weakref.WeakMethod(then))
            start = key not in _me_asking and \
                time.monotonic() - _me_failed.get(key, -ME_RETRY) >= ME_RETRY
            if start:
                _me_asking.add(key)
    if known is not None:
        then(known)
    elif start:
        threading.Thread(target=_ask_me, args=key, name="tutor-classroom-me",
                         daemon=True).start()


def _ask_me(url: str, token: str) -> None:
    key = (url, token)
    try:
        me = call(url + "api/me", token)
        if not isinstance(me, dict):
            raise ServiceError("the class service's answer is not an object", 0)
    except ServiceError:
        me = None
    with _me_lock:
        _me_asking.discard(key)
        if me is None:
            _me_failed[key] = time.monotonic()
            return
        _me[key] = me
        _me_at[key] = time.monotonic()
        waiting = _me_waiting.pop(key, [])
    for ref in waiting:
        method = ref()
        if method is not None:
            try:
                method(me)
            except Exception as e:  # noqa: BLE001 - a board must never break the others
                warnings.warn(f"tutor.classroom: a board did not take the answer ({e})",
                              stacklevel=1)


class Sender:
    """Sends one learner's records to the class service (see the module docstring)."""

    def __init__(self, url: str, token: str, path: Path, lang: str) -> None:
        self.url, self.token, self.path, self.lang = url, token, path, lang
        self._opened: dict[tuple[str, str], float] = {}
        self._last: dict[str, float] = {}
        self._memory: list[dict[str, Any]] = []
        """Records that could not be put in the progress file (it cannot be written)."""
        self._wake = threading.Event()
        self._sending = threading.Lock()
        self._not_before = 0.0
        """No send before this (monotonic) time: the service's Retry-After."""
        self._dropped = False
        self._stop = False
        self.sent = 0
        """Records the service acknowledged (new or duplicate) through this sender."""
        self.last_error: str | None = None
        self._thread = threading.Thread(target=self._run, name="tutor-classroom-sender",
                                        daemon=True)
        self._thread.start()
        self._wake.set()  # send what an earlier kernel left in the outbox

    # -- what the lesson calls -----------------------------------------------------------

    def opened(self, lesson: str, item: str) -> None:
        """The item's board (or box) appeared: its clock starts."""
        self._opened[lesson, item] = time.monotonic()

    def record(self, lesson: str, item: str, kind: str, stars: int | None = None,
               move: str | None = None, rule: str | None = None,
               moves: list[str] | None = None, answer: Any = None, **_: Any) -> None:
        """Queue one record and wake the sender; never raises into the lesson. With a
        success: the task's ``moves`` or the question's or sheet's ``answer``."""
        try:
            now = time.monotonic()
            start = max(self._opened.get((lesson, item), now), self._last.get(lesson, 0.0))
            seconds = round(now - start, 1) if start <= now else None
            self._last[lesson] = now
            doc: dict[str, Any] = {"v": 1, "id": uuid.uuid4().hex, "lesson": lesson,
                                   "item": item, "kind": kind, "lang": self.lang,
                                   "at": round(time.time(), 3)}
            if stars:
                doc["stars"] = stars
            if kind in ("illegal", "miss", "wrong"):
                for name, value in (("move", move), ("rule", rule)):
                    if isinstance(value, str) and 0 < len(value) <= 200 \
                            and not CONTROL.search(value):
                        doc[name] = value
            if seconds is not None:
                doc["seconds"] = min(seconds, 7 * 24 * 3600.0)
            if kind == "done":
                if moves and all(isinstance(m, str) for m in moves):
                    doc["moves"] = list(moves)[:40]
                elif answer is not None:
                    doc["answer"] = answer
            self._queue([doc])
            self._wake.set()
        except Exception as e:  # noqa: BLE001 - the class service must never break a lesson
            warnings.warn(f"tutor.classroom: a record was not queued ({e})", stacklevel=2)

    def flush(self, timeout: float = 10.0) -> bool:
        """Send the outbox now (waiting up to ``timeout`` seconds); True when it is empty."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self._send_all() and not self.pending():
                return True
            time.sleep(0.2)
        return not self.pending()

    def pending(self) -> list[dict[str, Any]]:
        """The records not acknowledged yet."""
        return self._outbox() + list(self._memory)

    def close(self) -> None:
        self._stop = True
        self._wake.set()

    # -- the outbox, in the progress file -----------------------------------------------

    def _queue(self, records: list[dict[str, Any]]) -> None:
        try:
            with store._locked(self.path):
                doc = self._load()
                outbox = doc.setdefault("outbox", [])
                outbox.extend(records)
                if len(outbox) > MAX_OUTBOX:
                    self._drop(len(outbox) - MAX_OUTBOX)
                    del outbox[:len(outbox) - MAX_OUTBOX]
                if store._write(self.path, doc):
                    return
        except (OSError, BadSave):
            pass
        self._memory.extend(records)
        if len(self._memory) > MAX_OUTBOX:
            self._drop(len(self._memory) - MAX_OUTBOX)
            del self._memory[:len(self._memory) - MAX_OUTBOX]

    def _drop(self, n: int) -> None:
        if not self._dropped:
            self._dropped = True
            warnings.warn(f"tutor.classroom: {n} records waiting too long for the class "
                          f"service were dropped (at most {MAX_OUTBOX} wait); the progress "
                          f"file keeps them all", stacklevel=3)

    def _outbox(self) -> list[dict[str, Any]]:
        try:
            with store._locked(self.path):
                return _valid(self._load().get("outbox"))
        except (OSError, BadSave):
            return []

    def _ack(self, ids: set[str]) -> None:
        self._memory = [r for r in self._memory if r.get("id") not in ids]
        try:
            with store._locked(self.path):
                doc = self._load()
                left = [r for r in _valid(doc.get("outbox")) if r.get("id") not in ids]
                if left:
                    doc["outbox"] = left
                else:
                    doc.pop("outbox", None)
                store._write(self.path, doc)
        except (OSError, BadSave):
            pass

    def _load(self) -> dict[str, Any]:
        try:
            return store.load(self.path)
        except FileNotFoundError:
            doc = store._empty()
            doc["learner"] = store.default_learner()
            return doc

    # -- sending -------------------------------------------------------------------------

    def _run(self) -> None:
        wait = RETRY_FIRST
        while not self._stop:
            self._wake.wait(timeout=wait)
            self._wake.clear()
            if self._stop:
                return
            later = self._not_before - time.monotonic()
            if later > 0:  # the service asked to wait (429): new records wait too
                wait = later
                continue
            if self._send_all():
                wait = RETRY_MAX if not self.pending() else RETRY_FIRST
            else:
                wait = min(max(wait * 2, RETRY_FIRST), RETRY_MAX)

    def _send_all(self) -> bool:
        """Send every pending record; False if the service could not be reached or asked
        to wait (429: then nothing is sent before its Retry-After)."""
        with self._sending:
            if time.monotonic() < self._not_before:
                return False
            records = self.pending()
            for start in range(0, len(records), BATCH):
                chunk = records[start:start + BATCH]
                try:
                    self._post(chunk)
                except ServiceError as e:
                    self.last_error = str(e)
                    if e.status == 429:
                        self._not_before = time.monotonic() + max(e.retry_after, RETRY_FIRST)
                        return False
                    if e.status == 0 or e.status >= 500 or e.status in (401, 408):
                        return False
                    self._one_by_one(chunk)
            return True

    def _post(self, records: list[dict[str, Any]]) -> None:
        answer = call(self.url + "api/events", self.token, "POST", {"events": records})
        self.sent += int(answer.get("accepted", 0)) + int(answer.get("duplicates", 0))
        self._ack({r["id"] for r in records})

    def _one_by_one(self, records: list[dict[str, Any]]) -> None:
        for record in records:
            try:
                self._post([record])
            except ServiceError as e:
                if e.status == 429:
                    self._not_before = time.monotonic() + max(e.retry_after, RETRY_FIRST)
                    return
                if e.status == 0 or e.status >= 500:
                    return
                warnings.warn(f"tutor.classroom: the class service refused a record and it "
                              f"is dropped: {e}", stacklevel=2)
                self._ack({record["id"]})


def _valid(outbox: Any) -> list[dict[str, Any]]:
    """The records of an outbox read from a file (anything else in it is ignored)."""
    if not isinstance(outbox, list):
        return []
    return [r for r in outbox if isinstance(r, dict) and isinstance(r.get("id"), str)]
