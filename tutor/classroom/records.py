"""The records a lesson sends to the class service, and how the service checks them.

A record is one event of one item of one lesson, as the learner's progress file counts it
(:data:`tutor.lessons.progress.KINDS`): a refused move, a move that misses, a hint, a
restart, success, a wrong answer, an answer shown. It carries what the teacher wants to
see besides the count: the move missed or refused, the rule that refused it, the stars of
a result and the time spent on the item. A kernel sends records in batches::

    {"events": [{"v": 1, "id": "2b0c...", "lesson": "cartography/4", "item": "capture-one",
                 "kind": "miss", "move": "stone at (0,-1)a", "seconds": 41.5,
                 "lang": "zh-Hant", "at": 1767225600.0}]}

A success ("done") carries what the service needs to check it (:mod:`.verify`): a task's
``moves`` (the learner's moves from the task's start, in notation), a quiz question's
``answer`` (true/false, a number, or the index of a choice) or a score sheet's ``answer``
(``{"<category>:<seat>": number}``, ``"total:<seat>"`` for the totals). A "done" without
them, or whose moves or answer do not check, is kept as a *claim*: shown as unverified,
never as stars.

Everything in a record is untrusted. :func:`check_batch` refuses a batch, whole, with a
:class:`BadRecord` that says which record and what is wrong: not JSON, too large, an
unknown field, a field of the wrong type or length, control characters, a lesson or item
that does not exist, stars that do not fit the kind, a learner that is not the sender
(forged), an id used twice in the batch. Replays (an id the service already has) are the
database's business (:mod:`tutor.classroom.db`): the same record again is a duplicate,
counted once; other content under a known id is refused.

>>> batch = check_batch(b'{"events": [{"v": 1, "id": "a1b2c3d4e5f6a7b8", '
...     b'"lesson": "cartography/1", "item": "first-turn", "kind": "hint"}]}', "ann")
>>> batch[0].lesson, batch[0].kind, batch[0].stars
('cartography/1', 'hint', 0)
>>> check_batch(b'{"events": [{"v": 1, "id": "a1b2c3d4e5f6a7b8", "learner": "bob", '
...     b'"lesson": "cartography/1", "item": "first-turn", "kind": "hint"}]}', "ann")
Traceback (most recent call last):
...
tutor.classroom.records.BadRecord: record 0: 'learner' is 'bob', but the sender is 'ann'
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import asdict, dataclass, field
from functools import cache
from typing import Any

from ..lessons.progress import KINDS

VERSION = 1
"""The record format's version (``"v"``)."""

MAX_BODY = 256 * 1024
"""The largest request body the service reads, in bytes."""

MAX_EVENTS = 200
"""The most records in one batch."""

MAX_TEXT = 200
"""The longest text field (a move's notation, a rule id, an item id)."""

MAX_SECONDS = 7 * 24 * 3600.0
"""The longest time on one item a record may claim."""

ID = re.compile(r"^[A-Za-z0-9_-]{16,64}$")
"""A record id: made by the sender (``uuid4().hex``), unique per record."""

CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")

MAX_MOVES = 40
"""The most moves a task's record may carry (the longest task takes a handful)."""

MAX_SHEET = 200
"""The most cells a score sheet's answer may carry."""

MAX_NUMBER = 1e9
"""The largest number a quiz or score sheet answer may be."""

FIELDS = {"v", "id", "learner", "lesson", "item", "kind", "stars", "move", "rule",
          "seconds", "lang", "at", "moves", "answer"}
MOVE_KINDS = ("illegal", "miss", "wrong")
"""The kinds of event that may name the move or answer that failed."""


class BadRecord(ValueError):
    """A request the service refuses; ``status`` is the HTTP status to answer with."""

    def __init__(self, message: str, status: int = 422, retry_after: float = 0.0) -> None:
        super().__init__(message)
        self.status = status
        self.retry_after = retry_after
        """For a 429: the seconds to wait (``Retry-After``)."""


@dataclass(frozen=True)
class Event:
    """One checked record (what the database keeps)."""

    id: str
    game: str
    lesson: str
    item: str
    kind: str
    stars: int = 0
    move: str | None = None
    rule: str | None = None
    seconds: float | None = None
    lang: str = "en"
    at: float | None = None
    moves: tuple[str, ...] | None = None
    """A task's moves from its start (a "done" record)."""
    answer: Any = None
    """A quiz question's or score sheet's answer (a "done" record)."""
    verified: bool | None = field(default=None, compare=False)
    """Set by the service (:func:`tutor.classroom.verify.verify`): True when it checked a
    "done" itself, False for a claim; None: not a "done", or not checked yet."""

    def digest(self) -> str:
        """A fingerprint of the content: the same id with another digest is refused. The
        proof fields count only when present, so a record of an older kernel keeps the
        digest it always had."""
        doc = asdict(self)
        doc.pop("verified")
        for name in ("moves", "answer"):
            if doc[name] is None:
                doc.pop(name)
        blob = json.dumps(doc, sort_keys=True, ensure_ascii=True).encode()
        return hashlib.sha256(blob).hexdigest()

    def proof(self) -> str | None:
        """The moves or the answer as JSON (what the database keeps), or None."""
        if self.moves is not None:
            return json.dumps({"moves": list(self.moves)}, ensure_ascii=False)
        if self.answer is not None:
            return json.dumps({"answer": self.answer}, ensure_ascii=False, sort_keys=True)
        return None


@cache
def lesson_items(game: str) -> dict[str, tuple[str, ...]]:
    """``{"cartography/4": (graded item ids...)}`` for every lesson of ``game``."""
    from ..lessons.runner import course

    return {lesson.key: tuple(lesson.graded()) for lesson in course(game)}


@cache
def item_kinds(game: str) -> dict[tuple[str, str], str]:
    """``{(lesson, item): "task" | "sheet" | "quiz"}`` for every graded item of ``game``."""
    from ..lessons.runner import course

    out = {}
    for lesson in course(game):
        for task in lesson.tasks():
            out[lesson.key, task.id] = "task"
        for sheet in lesson.sheets():
            out[lesson.key, sheet.id] = "sheet"
        for item in lesson.quiz_items():
            out[lesson.key, item.id] = "quiz"
    return out


def games() -> tuple[str, ...]:
    """The games that have lessons."""
    from .. import games as registry

    out = []
    for name in registry.NAMES:
        try:
            lesson_items(name)
        except ValueError:
            continue
        out.append(name)
    return tuple(out)


def parse_json(body: bytes, limit: int = MAX_BODY) -> Any:
    """The JSON of a request body, or :class:`BadRecord` (413 when too large)."""
    if len(body) > limit:
        raise BadRecord(f"the request has {len(body)} bytes; at most {limit} are read", 413)
    try:
        return json.loads(body.decode("utf-8"))
    except UnicodeDecodeError as e:
        raise BadRecord(f"the request is not UTF-8 text: byte {e.start} is invalid") from None
    except RecursionError:
        raise BadRecord("the request's JSON is nested too deeply") from None
    except ValueError as e:
        raise BadRecord(f"the request is not JSON ({e})") from None


def check_batch(body: bytes | Any, sender: str) -> list[Event]:
    """The records of a request body (bytes, or JSON already parsed), checked; ``sender``
    is the hub user the request authenticated as.

    Raises:
        BadRecord: anything wrong, naming the record (nothing of the batch is kept).
    """
    doc = parse_json(body) if isinstance(body, (bytes, bytearray)) else body
    if not isinstance(doc, dict) or set(doc) != {"events"} or not isinstance(doc["events"],
                                                                             list):
        raise BadRecord('a batch is an object {"events": [record, ...]} and nothing else')
    records = doc["events"]
    if not records:
        raise BadRecord("the batch has no records")
    if len(records) > MAX_EVENTS:
        raise BadRecord(f"the batch has {len(records)} records; at most {MAX_EVENTS}", 413)
    out: list[Event] = []
    seen: set[str] = set()
    for i, record in enumerate(records):
        try:
            event = check_record(record, sender)
        except BadRecord as e:
            raise BadRecord(f"record {i}: {e}", e.status) from None
        if event.id in seen:
            raise BadRecord(f"record {i}: the id {event.id!r} comes twice in the batch")
        seen.add(event.id)
        out.append(event)
    return out


def check_record(record: Any, sender: str) -> Event:
    """One record, checked (see :func:`check_batch`)."""
    if not isinstance(record, dict):
        raise BadRecord(f"a record is an object, not {type(record).__name__}")
    unknown = sorted(set(record) - FIELDS, key=str)
    if unknown:
        raise BadRecord(f"unknown field {_show(unknown[0])}; a record has "
                        f"{', '.join(sorted(FIELDS))}")
    if isinstance(record.get("v"), bool) or record.get("v") != VERSION:
        raise BadRecord(f"'v' must be {VERSION} (the record format), not {_show(record.get('v'))}")
    rid = _text(record, "id")
    if not ID.match(rid):
        raise BadRecord(f"'id' must be 16 to 64 letters, digits, '-' or '_', not {_show(rid)}")
    learner = record.get("learner")
    if learner is not None and learner != sender:
        raise BadRecord(f"'learner' is {_show(learner)}, but the sender is {_show(sender)}",
                        403)
    lesson = _text(record, "lesson")
    game = lesson.partition("/")[0]
    try:
        items = lesson_items(game)
    except ValueError:
        raise BadRecord(f"no game {_show(game)} has lessons here") from None
    if lesson not in items:
        raise BadRecord(f"{game} has no lesson {_show(lesson)}")
    item = _text(record, "item")
    if item not in items[lesson]:
        raise BadRecord(f"lesson {lesson} has no task or question {_show(item)}")
    kind = _text(record, "kind")
    if kind not in KINDS:
        raise BadRecord(f"'kind' must be one of {', '.join(KINDS)}, not {_show(kind)}")
    allowed = {"done": (2, 3), "seen": (1,)}.get(kind, (0,))
    stars = record.get("stars", allowed[-1])
    if isinstance(stars, bool) or stars not in allowed:
        raise BadRecord(f"a {kind!r} record is worth {' or '.join(map(str, allowed))} stars, "
                        f"not {_show(stars)}")
    move = _text(record, "move", optional=True)
    rule = _text(record, "rule", optional=True)
    if (move is not None or rule is not None) and kind not in MOVE_KINDS:
        raise BadRecord(f"a {kind!r} record names no move or rule")
    seconds = _number(record, "seconds", MAX_SECONDS)
    at = _number(record, "at", 1e11)
    lang = record.get("lang", "en")
    if lang not in ("en", "zh-Hant"):
        raise BadRecord(f"'lang' must be 'en' or 'zh-Hant', not {_show(lang)}")
    moves, answer = _proof(record, kind, item_kinds(game)[lesson, item])
    return Event(rid, game, lesson, item, kind, int(stars), move, rule, seconds, lang, at,
                 moves, answer)


def _proof(record: dict, kind: str, what: str) -> tuple[tuple[str, ...] | None, Any]:
    """A "done" record's moves (a task) or answer (a quiz question, a score sheet),
    checked for their shape (:mod:`.verify` checks what they say)."""
    moves, answer = record.get("moves"), record.get("answer")
    if moves is None and answer is None:
        return None, None
    if kind != "done":
        raise BadRecord(f"only a 'done' record carries 'moves' or 'answer', not a {kind!r} one")
    if what == "task":
        if answer is not None:
            raise BadRecord("a task's record carries its 'moves', not an 'answer'")
        if not isinstance(moves, list) or not 0 < len(moves) <= MAX_MOVES:
            raise BadRecord(f"'moves' must be a list of 1 to {MAX_MOVES} moves, not "
                            f"{_show(moves)}")
        return tuple(_text({"moves": m}, "moves") for m in moves), None
    if moves is not None:
        raise BadRecord(f"a {'score sheet' if what == 'sheet' else 'quiz question'}'s record "
                        f"carries its 'answer', not 'moves'")
    if what == "quiz":
        if isinstance(answer, bool):
            return None, answer
        return None, _number({"answer": answer}, "answer", MAX_NUMBER, least=-MAX_NUMBER)
    if not isinstance(answer, dict) or not 0 < len(answer) <= MAX_SHEET:
        raise BadRecord(f"a score sheet's 'answer' is an object of 1 to {MAX_SHEET} cells "
                        f'{{"<category>:<seat>": number}}, not {_show(answer)}')
    cells = {}
    for key, value in answer.items():
        _text({"cell": key}, "cell")
        cells[key] = _number({key: value}, key, MAX_NUMBER, least=-MAX_NUMBER)
    return None, cells


def _text(record: dict, name: str, optional: bool = False) -> Any:
    value = record.get(name)
    if value is None and optional:
        return None
    if not isinstance(value, str) or not value:
        raise BadRecord(f"{name!r} must be text, not {_show(value)}")
    if len(value) > MAX_TEXT:
        raise BadRecord(f"{name!r} has {len(value)} characters; at most {MAX_TEXT}")
    if CONTROL.search(value):
        raise BadRecord(f"{name!r} contains a control character: {_show(value)}")
    return value


def _number(record: dict, name: str, most: float, least: float = 0.0) -> float | None:
    """A number field (None if absent). The range is checked before anything else, so a
    huge integer (``10**400``, which no float holds) is refused like any other."""
    value = record.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not (
            least <= value <= most):  # NaN fails the comparison too
        raise BadRecord(f"{name!r} must be a number from {least:g} to {most:g}, not "
                        f"{_show(value)}")
    return float(value)


def _show(value: Any, limit: int = 40) -> str:
    try:
        text = repr(value)
    except ValueError:  # an integer too long to write out
        text = "a number too long to show"
    return text if len(text) <= limit else text[: limit - 1] + "…"
