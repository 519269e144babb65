"""The class service's database: records, item summaries, class polls, the tables pupils
play at and the class tournaments, via SQLAlchemy.

An SQLite file by default (``sqlite:///tutor-classroom.sqlite``), PostgreSQL by URL
(``postgresql+psycopg://user:password@host/db``, with the ``postgresql`` extra): the same
choice JupyterHub makes for its own database.

Tables (schema version :data:`SCHEMA`):

- ``meta``: ``schema_version``.
- ``events``: every record received, once (the record's id is the primary key, with a
  digest of its content): what the teacher's pages count wrong moves from.
- ``items``: one row per learner, lesson and item, counted exactly as the learner's own
  progress file counts it (:func:`tutor.lessons.progress._count`): done, attempts, hints,
  best stars, and the time spent.
- ``polls`` and ``answers``: a position sent to a class (全班一起下) and the one move each
  student chose.
- ``game_tables``, ``table_seats`` and ``table_moves``: a table of a class (和同學下): its
  game, options, seed and starting position, who sits at each seat (a pupil or a bot), and
  every move as it is made (chance outcomes too, drawn by the table's seeded generator), so
  that a table survives a restart of the service; once over, its result and the strong
  bot's review of its moves (:mod:`.tables`).
- ``tournaments``: a class tournament of one game: its players, format and rounds; its
  tables are ``game_tables`` rows that name it (:mod:`.tournament`).

Idempotence. A batch of records is one transaction: every id is looked up first; a record
already kept with the same content is a duplicate (answered, not counted again: a kernel
that retries after a lost answer counts nothing twice); the same id with other content, or
from another learner, is refused (409) and nothing of the batch is written.

Schema versions and upgrades. The version is kept in ``meta``. A new database is created at
the current version. An older one is upgraded step by step (:data:`UPGRADES`); an SQLite
file is first copied beside itself (``<file>.v<old>.bak``), as JupyterHub does, and
upgraded when the service starts; a PostgreSQL database is upgraded only when asked
(``python -m tutor.classroom upgrade-db``), so that the administrator takes a backup first.
A database newer than this tutor is refused. Version 1 kept records and item summaries;
version 2 added the time spent (``seconds``), the rule of a refused move, and the polls;
version 3 the service's own check of every success (:mod:`.verify`): a record's
``verified`` and ``proof`` (the moves or the answer), and an item's ``claims`` (successes
claimed that did not check). Upgrading to version 3 turns the successes of earlier
versions, which nobody checked, into claims: they show as unverified until the learner
solves the item again. Version 4 added the tables and the tournaments.

Verified and claimed. A "done" record counts as a success (done, stars) only when the
service checked it (:attr:`Event.verified`); one that did not check is kept, counted in
the item's ``claims`` and nowhere else. So a forged success is seen as such by the
teacher, and never as stars.

Size. Every record is kept once, for :data:`DEFAULT_KEEP_DAYS` days by default
(:meth:`Store.prune`: the service runs it every hour), and the service bounds each
learner's records (``--max-records``); an SQLite file's write-ahead log is truncated
whenever it passes :data:`WAL_LIMIT` bytes (:meth:`Store.checkpoint`).
"""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Boolean,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    and_,
    case,
    create_engine,
    event,
    func,
    insert,
    inspect,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection, Engine

from ..lessons.progress import MISTAKES, _count, record_stars
from .records import BadRecord, Event

SCHEMA = 4
"""The schema version this tutor writes."""

DEFAULT_URL = "sqlite:///tutor-classroom.sqlite"

DEFAULT_KEEP_DAYS = 365.0
"""How long records are kept by default: one school year."""

WAL_LIMIT = 32 * 2**20
"""An SQLite write-ahead log larger than this is truncated by the next checkpoint, and
SQLite itself cuts the file back to this size when it starts the log again."""

metadata = MetaData()

meta = Table(
    "meta", metadata,
    Column("key", String(40), primary_key=True),
    Column("value", String(200), nullable=False),
)

events = Table(
    "events", metadata,
    Column("id", String(64), primary_key=True),
    Column("user", String(255), nullable=False),
    Column("game", String(40), nullable=False),
    Column("lesson", String(80), nullable=False),
    Column("item", String(200), nullable=False),
    Column("kind", String(10), nullable=False),
    Column("stars", Integer, nullable=False, default=0),
    Column("move", String(200)),
    Column("rule", String(200)),
    Column("seconds", Float),
    Column("lang", String(8), nullable=False),
    Column("client_at", Float),
    Column("received", Float, nullable=False),
    Column("digest", String(64), nullable=False),
    Column("verified", Boolean),
    Column("proof", Text),
    Index("events_lesson_item", "lesson", "item"),
    Index("events_user", "user"),
    Index("events_received", "received"),
)

items = Table(
    "items", metadata,
    Column("user", String(255), primary_key=True),
    Column("lesson", String(80), primary_key=True),
    Column("item", String(200), primary_key=True),
    Column("game", String(40), nullable=False),
    Column("done", Boolean, nullable=False, default=False),
    Column("attempts", Integer, nullable=False, default=0),
    Column("hints", Integer, nullable=False, default=0),
    Column("stars", Integer, nullable=False, default=0),
    Column("seconds", Float, nullable=False, default=0.0),
    Column("updated", Float, nullable=False),
    Column("claims", Integer, nullable=False, default=0),
    Index("items_game", "game", "user"),
)

polls = Table(
    "polls", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("grp", String(255), nullable=False),
    Column("game", String(40), nullable=False),
    Column("code", Text, nullable=False),
    Column("seat", Integer, nullable=False),
    Column("teacher", String(255), nullable=False),
    Column("created", Float, nullable=False),
    Column("state", String(10), nullable=False),
    Column("result", Text),
    Index("polls_grp", "grp", "game"),
)

answers = Table(
    "answers", metadata,
    Column("poll", Integer, ForeignKey("polls.id"), primary_key=True),
    Column("user", String(255), primary_key=True),
    Column("move", String(200), nullable=False),
    Column("at", Float, nullable=False),
)

POLL_STATES = ("open", "revealed", "closed")

tournaments = Table(
    "tournaments", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("grp", String(255), nullable=False),
    Column("game", String(40), nullable=False),
    Column("options", Text, nullable=False),
    Column("size", Integer, nullable=False),
    Column("format", String(20), nullable=False),
    Column("rounds", Integer, nullable=False),
    Column("entrants", Text, nullable=False),
    Column("bot", String(20), nullable=False),
    Column("clock", Float),
    Column("state", String(10), nullable=False),
    Column("maker", String(255), nullable=False),
    Column("created", Float, nullable=False),
    Index("tournaments_grp", "grp"),
)

game_tables = Table(
    "game_tables", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("grp", String(255), nullable=False),
    Column("game", String(40), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", Text, nullable=False),
    Column("seed", Integer, nullable=False),
    Column("initial", Text, nullable=False),
    Column("state", String(10), nullable=False),
    Column("clock", Float),
    Column("takebacks", Boolean, nullable=False, default=False),
    Column("maker", String(255), nullable=False),
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
    Column("turn_since", Float),
    Column("tournament", Integer, ForeignKey("tournaments.id")),
    Column("round", Integer),
    Column("result", Text),
    Column("review", Text),
    Index("game_tables_grp", "grp", "state"),
    Index("game_tables_tournament", "tournament"),
)

table_seats = Table(
    "table_seats", metadata,
    Column("tbl", Integer, ForeignKey("game_tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("user", String(255)),
    Column("bot", String(20)),
    Index("table_seats_user", "user"),
)

table_moves = Table(
    "table_moves", metadata,
    Column("tbl", Integer, ForeignKey("game_tables.id"), primary_key=True),
    Column("step", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("move", String(200), nullable=False),
    Column("at", Float, nullable=False),
)

TABLE_STATES = ("open", "playing", "paused", "over")
"""A table is open (seats free: pupils join), playing, paused by the teacher, or over."""


class SchemaError(RuntimeError):
    """The database cannot be used as it is (too new, or waiting for an upgrade)."""


# -- upgrades ------------------------------------------------------------------------------


def _upgrade_1_to_2(conn: Connection) -> None:
    """Version 2: time spent, the rule of a refused move, class polls."""
    conn.execute(text("ALTER TABLE events ADD COLUMN seconds FLOAT"))
    conn.execute(text("ALTER TABLE events ADD COLUMN rule VARCHAR(200)"))
    conn.execute(text("ALTER TABLE items ADD COLUMN seconds FLOAT NOT NULL DEFAULT 0"))
    polls.create(conn)
    answers.create(conn)


def _upgrade_2_to_3(conn: Connection) -> None:
    """Version 3: successes checked by the service. Nobody checked the earlier ones: each
    item's "done" records become its claims, and the item is no longer done (its stars
    are those of an answer seen, or none)."""
    conn.execute(text("ALTER TABLE events ADD COLUMN verified BOOLEAN"))
    conn.execute(text("ALTER TABLE events ADD COLUMN proof TEXT"))
    conn.execute(text("ALTER TABLE items ADD COLUMN claims INTEGER NOT NULL DEFAULT 0"))
    conn.execute(text("CREATE INDEX events_received ON events (received)"))
    same = and_(events.c.user == items.c.user, events.c.lesson == items.c.lesson,
                events.c.item == items.c.item)
    done = select(func.count()).where(same, events.c.kind == "done").scalar_subquery()
    seen = select(events.c.id).where(same, events.c.kind == "seen").exists()
    conn.execute(update(items).where(items.c.done.is_(True)).values(
        claims=done, done=False, stars=case((seen, 1), else_=0)))
    conn.execute(update(events).where(events.c.kind == "done").values(verified=False))


def _upgrade_3_to_4(conn: Connection) -> None:
    """Version 4: the tables pupils play at, their moves, and the class tournaments."""
    for table in (tournaments, game_tables, table_seats, table_moves):
        table.create(conn)


UPGRADES = {1: _upgrade_1_to_2, 2: _upgrade_2_to_3, 3: _upgrade_3_to_4}
"""``{version: step}``: each step takes the schema from ``version`` to ``version + 1``."""


# -- the store -----------------------------------------------------------------------------


@dataclass
class Poll:
    id: int
    group: str
    game: str
    code: str
    seat: int
    teacher: str
    created: float
    state: str
    result: dict[str, Any] | None


@dataclass
class TableRow:
    """A table as the database keeps it (its moves apart: :meth:`Store.table_moves`)."""

    id: int
    group: str
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    initial: str
    """The starting position (the state's JSON, after the set-up's shuffles)."""
    state: str
    """One of :data:`TABLE_STATES`."""
    clock: float | None
    """Seconds a move may take (None: no clock)."""
    takebacks: bool
    maker: str
    created: float
    updated: float
    turn_since: float | None
    tournament: int | None
    round: int | None
    result: dict[str, Any] | None
    review: dict[str, Any] | None
    seats: list[tuple[str | None, str | None]]
    """Per seat: (the pupil, the bot level): a bot plays the seat when it has one."""


@dataclass
class TournamentRow:
    id: int
    group: str
    game: str
    options: dict[str, Any]
    size: int
    """Seats at each table (2 to 4)."""
    format: str
    """"round-robin" or "swiss"."""
    rounds: int
    entrants: list[str]
    bot: str
    """The level of the bot that fills a seat no pupil takes (an odd pupil's opponent)."""
    clock: float | None
    state: str
    maker: str
    created: float


class Store:
    """The database behind the service (see the module docstring).

    ``upgrade``: None upgrades an SQLite file by itself and refuses an older PostgreSQL
    database; True or False forces the choice.

    Raises:
        SchemaError: a database newer than this tutor, or one that needs an upgrade that
            was not allowed.
    """

    def __init__(self, url: str = DEFAULT_URL, upgrade: bool | None = None) -> None:
        self.url = url
        self.engine: Engine = create_engine(url, future=True)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        self._counts: dict[str, int] = {}
        self.version = self._open(upgrade)

    def _open(self, upgrade: bool | None) -> int:
        with self.engine.begin() as conn:
            found = _version(conn)
            if found is None:
                metadata.create_all(conn)
                conn.execute(insert(meta).values(key="schema_version", value=str(SCHEMA)))
                return SCHEMA
        if found > SCHEMA:
            raise SchemaError(f"the database {self._where()} has schema version {found}; this "
                              f"tutor knows versions up to {SCHEMA}: install a newer tutor")
        if found == SCHEMA:
            return found
        sqlite = self.engine.dialect.name == "sqlite"
        if upgrade is None:
            upgrade = sqlite
        if not upgrade:
            raise SchemaError(f"the database {self._where()} has schema version {found}, this "
                              f"tutor writes {SCHEMA}: back it up, then run "
                              f"'python -m tutor.classroom upgrade-db --db-url URL'")
        self.backup = self._backup(found) if sqlite else None
        with self.engine.begin() as conn:  # all steps in one transaction
            for version in range(found, SCHEMA):
                UPGRADES[version](conn)
            conn.execute(update(meta).where(meta.c.key == "schema_version")
                         .values(value=str(SCHEMA)))
        return SCHEMA

    def _where(self) -> str:
        return self.engine.url.render_as_string(hide_password=True)

    def _backup(self, version: int) -> Path | None:
        path = self.engine.url.database
        if not path or path == ":memory:":
            return None
        source = Path(path)
        target = source.with_name(f"{source.name}.v{version}.bak")
        n = 1
        while target.exists():
            n += 1
            target = source.with_name(f"{source.name}.v{version}-{n}.bak")
        self.engine.dispose()
        shutil.copy2(source, target)
        return target

    def close(self) -> None:
        self.engine.dispose()

    def checkpoint_apart(self) -> bool:
        """For the service: an SQLite file's checkpoints (the write-ahead log copied into
        the file, with the file's fsync) no longer run inside a write, but when
        :meth:`checkpoint` is called, in a thread of their own. By default SQLite runs one
        in whichever write fills the log past 1,000 pages, and on a machine whose disk is
        busy with other work that write took up to 0.7 s while the records behind it
        waited (the bench). True if this applies (an SQLite file; not a PostgreSQL
        database, which does this itself, nor SQLite in memory). Call it before the store
        is used by more than one thread."""
        database = self.engine.url.database
        if self.engine.dialect.name != "sqlite" or not database or database == ":memory:":
            return False
        event.listen(self.engine, "connect", _no_autocheckpoint)
        self.engine.dispose()  # connections made before get the setting too
        return True

    def checkpoint(self, mode: str = "PASSIVE") -> tuple[int, int]:
        """Copy what the write-ahead log holds into the database file; (pages in the log,
        pages copied). ``PASSIVE`` waits for nobody (readers keep the log's start, so
        under a steady load the log may never start again, and grows); ``TRUNCATE`` waits
        for the readers of the moment, and for no writer (the service runs it in its
        writer thread), then empties the log file: the log stays under
        :data:`WAL_LIMIT` whatever the load (the service's checkpoint thread asks for it
        when the log passes that size)."""
        if mode not in ("PASSIVE", "TRUNCATE"):
            raise ValueError(f"a checkpoint is PASSIVE or TRUNCATE, not {mode!r}")
        with self.engine.connect() as conn:
            row = conn.exec_driver_sql(f"PRAGMA wal_checkpoint({mode})").one()
        return int(row[1]), int(row[2])

    # -- records ---------------------------------------------------------------------------

    def add_events(self, user: str, batch: list[Event],
                   now: float | None = None) -> tuple[int, int]:
        """Keep a checked batch of ``user``'s records; (new, duplicates).

        Raises:
            BadRecord: (409) an id already kept with other content or for another learner;
                nothing is written.
        """
        (result,) = self.add_many([(user, batch)], now)
        if isinstance(result, BadRecord):
            raise result
        return result

    def add_many(self, batches: list[tuple[str, list[Event]]],
                 now: float | None = None) -> list[tuple[int, int] | BadRecord]:
        """Keep several learners' batches in one transaction (what the service's writer
        does with the batches that arrived while it wrote the last ones: one commit, and
        on PostgreSQL one flush of its log, for all of them). Each batch is kept whole or
        not at all: per batch, (new, duplicates), or the :class:`BadRecord` (409) that
        refused it, as :meth:`add_events` says."""
        now = time.time() if now is None else now
        results: list[tuple[int, int] | BadRecord] = []
        wanted = list({e.id for _, batch in batches for e in batch})
        with self.engine.begin() as conn:
            known: dict[str, tuple[str, str]] = {}
            for start in range(0, len(wanted), 500):
                known.update((row.id, (row.user, row.digest)) for row in conn.execute(
                    select(events.c.id, events.c.user, events.c.digest)
                    .where(events.c.id.in_(wanted[start:start + 500]))))
            rows: list[dict[str, Any]] = []
            fresh_of: dict[str, list[Event]] = {}
            for user, batch in batches:
                digests = {e.id: e.digest() for e in batch}
                refused = next((i for i, e in enumerate(batch) if e.id in known
                                and known[e.id] != (user, digests[e.id])), None)
                if refused is not None:
                    results.append(BadRecord(
                        f"record {refused}: the id {batch[refused].id!r} was already "
                        f"recorded with other content; a record is sent once, and a retry "
                        f"sends it unchanged", 409))
                    continue
                fresh = [e for e in batch if e.id not in known]
                for e in fresh:
                    known[e.id] = (user, digests[e.id])
                    rows.append({
                        "id": e.id, "user": user, "game": e.game, "lesson": e.lesson,
                        "item": e.item, "kind": e.kind, "stars": e.stars, "move": e.move,
                        "rule": e.rule, "seconds": e.seconds, "lang": e.lang,
                        "client_at": e.at, "received": now, "digest": digests[e.id],
                        "verified": e.verified if e.kind == "done" else None,
                        "proof": e.proof()})
                fresh_of.setdefault(user, []).extend(fresh)
                results.append((len(fresh), len(batch) - len(fresh)))
            if rows:
                conn.execute(insert(events), rows)
            for user, fresh in fresh_of.items():
                if fresh:
                    self._summarise(conn, user, fresh, now)
        for user, fresh in fresh_of.items():
            if user in self._counts:
                self._counts[user] += len(fresh)
        return results

    def _summarise(self, conn: Connection, user: str, fresh: list[Event], now: float) -> None:
        """Count the new records into ``items`` as the progress file counts them; a
        "done" the service did not verify counts only as a claim."""
        keys = {(e.lesson, e.item) for e in fresh}
        rows = {(r.lesson, r.item): r for r in conn.execute(
            select(items).where(and_(items.c.user == user,
                                     items.c.lesson.in_({k[0] for k in keys}))))}
        doc: dict[str, Any] = {"lessons": {}}
        seconds: dict[tuple[str, str], float] = {}
        claims: dict[tuple[str, str], int] = {}
        for (lesson, item), row in rows.items():
            if (lesson, item) in keys:
                entry = {"done": row.done, "attempts": row.attempts, "hints": row.hints}
                if row.stars:
                    entry["stars"] = row.stars
                doc["lessons"].setdefault(lesson, {})[item] = entry
                seconds[lesson, item] = row.seconds or 0.0
                claims[lesson, item] = row.claims or 0
        for e in fresh:
            key = (e.lesson, e.item)
            if e.kind == "done" and e.verified is not True:
                claims[key] = claims.get(key, 0) + 1
                doc["lessons"].setdefault(e.lesson, {}).setdefault(
                    e.item, {"done": False, "attempts": 0, "hints": 0})
            else:
                _count(doc, e.lesson, e.item, e.kind, e.stars)
            if e.seconds is not None:
                seconds[key] = max(seconds.get(key, 0.0), e.seconds)
        games = {e.lesson: e.game for e in fresh}
        for lesson, entries in doc["lessons"].items():
            for item, entry in entries.items():
                values = {"done": entry["done"], "attempts": entry["attempts"],
                          "hints": entry["hints"], "stars": record_stars(entry),
                          "seconds": seconds.get((lesson, item), 0.0), "updated": now,
                          "claims": claims.get((lesson, item), 0)}
                if (lesson, item) in rows:
                    conn.execute(update(items).where(and_(
                        items.c.user == user, items.c.lesson == lesson,
                        items.c.item == item)).values(**values))
                else:
                    conn.execute(insert(items).values(user=user, lesson=lesson, item=item,
                                                      game=games[lesson], **values))

    def count_of(self, user: str) -> int:
        """How many records of ``user`` the database keeps (counted once, then kept up to
        date by the writes and the pruning of this store)."""
        found = self._counts.get(user)
        if found is None:
            with self.engine.connect() as conn:
                found = conn.execute(select(func.count()).select_from(events)
                                     .where(events.c.user == user)).scalar_one()
            self._counts[user] = found
        return found

    def prune(self, before: float) -> dict[str, int]:
        """Delete what is older than ``before`` (a time): records received, items not
        touched since, polls made before it (with their answers), tables not touched since
        and tournaments made before it (with their tables); how many of each."""
        with self.engine.begin() as conn:
            old = select(polls.c.id).where(polls.c.created < before).scalar_subquery()
            cups = select(tournaments.c.id).where(tournaments.c.created < before)
            stale = select(game_tables.c.id).where(
                (game_tables.c.updated < before) | game_tables.c.tournament.in_(cups))
            tables_gone = [r.id for r in conn.execute(stale)]
            for start in range(0, len(tables_gone), 500):
                some = tables_gone[start:start + 500]
                conn.execute(table_moves.delete().where(table_moves.c.tbl.in_(some)))
                conn.execute(table_seats.delete().where(table_seats.c.tbl.in_(some)))
                conn.execute(game_tables.delete().where(game_tables.c.id.in_(some)))
            gone = {
                "tables": len(tables_gone),
                "tournaments": conn.execute(tournaments.delete().where(
                    tournaments.c.created < before)).rowcount,
                "answers": conn.execute(answers.delete().where(answers.c.poll.in_(old)))
                .rowcount,
                "polls": conn.execute(polls.delete().where(polls.c.created < before))
                .rowcount,
                "events": conn.execute(events.delete().where(events.c.received < before))
                .rowcount,
                "items": conn.execute(items.delete().where(items.c.updated < before))
                .rowcount,
            }
        if gone["events"]:
            self._counts.clear()
        return gone

    def size(self) -> int:
        """Bytes the database takes on disk: an SQLite file with its write-ahead log, or
        a PostgreSQL database (``pg_database_size``); 0 in memory."""
        if self.engine.dialect.name == "postgresql":
            with self.engine.connect() as conn:
                return int(conn.exec_driver_sql(
                    "SELECT pg_database_size(current_database())").scalar_one())
        path = self._file()
        if path is None:
            return 0
        return sum(p.stat().st_size for p in (path, Path(f"{path}-wal"))
                   if p.exists())

    def wal_bytes(self) -> int:
        """The size of an SQLite file's write-ahead log (0 for anything else)."""
        path = self._file()
        wal = Path(f"{path}-wal") if path is not None else None
        return wal.stat().st_size if wal is not None and wal.exists() else 0

    def _file(self) -> Path | None:
        database = self.engine.url.database
        if self.engine.dialect.name != "sqlite" or not database or database == ":memory:":
            return None
        return Path(database)

    def items_of(self, users: Iterable[str], game: str,
                 lesson: str | None = None) -> list[Any]:
        """Every item row of ``users`` in ``game`` (in ``lesson`` only, if given)."""
        users = list(users)
        if not users:
            return []
        query = (select(items.c.user, items.c.lesson, items.c.item, items.c.done,
                        items.c.attempts, items.c.hints, items.c.stars, items.c.seconds,
                        items.c.updated, items.c.claims)
                 .where(and_(items.c.game == game, items.c.user.in_(users))))
        if lesson is not None:
            query = query.where(items.c.lesson == lesson)
        with self.engine.connect() as conn:
            return list(conn.execute(query))

    def lesson_totals(self, users: Iterable[str], game: str) -> list[Any]:
        """Per learner and lesson of ``game``: (user, lesson, items, done, stars, attempts,
        hints, claimed), summed by the database (the class grid: a row per student and
        lesson, not one per item); ``claimed``: the items claimed done that the service
        could not verify (and not done since)."""
        users = list(users)
        if not users:
            return []
        with self.engine.connect() as conn:
            return list(conn.execute(
                select(items.c.user, items.c.lesson, func.count().label("items"),
                       func.sum(case((items.c.done, 1), else_=0)).label("done"),
                       func.sum(items.c.stars).label("stars"),
                       func.sum(items.c.attempts).label("attempts"),
                       func.sum(items.c.hints).label("hints"),
                       func.sum(case((and_(items.c.claims > 0, items.c.done.is_(False)), 1),
                                     else_=0)).label("claimed"))
                .where(and_(items.c.game == game, items.c.user.in_(users)))
                .group_by(items.c.user, items.c.lesson)))

    def stuck(self, users: Iterable[str], game: str, since: float,
              attempts: int = 2) -> list[Any]:
        """(user, lesson, item) of the items of ``game`` that ``users`` tried at least
        ``attempts`` times without success, last at or after ``since``."""
        users = list(users)
        if not users:
            return []
        with self.engine.connect() as conn:
            return list(conn.execute(
                select(items.c.user, items.c.lesson, items.c.item)
                .where(and_(items.c.game == game, items.c.user.in_(users),
                            items.c.done.is_(False), items.c.attempts >= attempts,
                            items.c.updated >= since))))

    def wrong_moves(self, users: Iterable[str], lesson: str) -> list[Any]:
        """(item, move, students, times) of the moves and answers that failed in
        ``lesson``, most students first."""
        users = list(users)
        if not users:
            return []
        with self.engine.connect() as conn:
            return list(conn.execute(
                select(events.c.item, events.c.move,
                       func.count(func.distinct(events.c.user)).label("students"),
                       func.count().label("times"))
                .where(and_(events.c.lesson == lesson, events.c.kind.in_(MISTAKES),
                            events.c.move.is_not(None), events.c.user.in_(users)))
                .group_by(events.c.item, events.c.move)
                .order_by(text("students DESC"), text("times DESC"), events.c.move)))

    def moves_of(self, user: str, game: str) -> list[Any]:
        """(lesson, item, kind, move, rule) of ``user``'s failed moves in ``game``."""
        with self.engine.connect() as conn:
            return list(conn.execute(
                select(events.c.lesson, events.c.item, events.c.kind, events.c.move,
                       events.c.rule)
                .where(and_(events.c.user == user, events.c.game == game,
                            events.c.kind.in_(MISTAKES)))
                .order_by(events.c.received)))

    def ping(self) -> None:
        """Nothing if the database answers (the service's health)."""
        with self.engine.connect() as conn:
            conn.exec_driver_sql("SELECT 1")

    def count_events(self) -> int:
        with self.engine.connect() as conn:
            return conn.execute(select(func.count()).select_from(events)).scalar_one()

    # -- polls -----------------------------------------------------------------------------

    def create_poll(self, group: str, game: str, code: str, seat: int, teacher: str,
                    now: float | None = None) -> Poll:
        """A new open poll for ``group``; the group's earlier polls of the game close."""
        now = time.time() if now is None else now
        with self.engine.begin() as conn:
            conn.execute(update(polls).where(and_(
                polls.c.grp == group, polls.c.game == game, polls.c.state != "closed"))
                .values(state="closed"))
            pid = conn.execute(insert(polls).values(
                grp=group, game=game, code=code, seat=seat, teacher=teacher, created=now,
                state="open")).inserted_primary_key[0]
        poll = self.poll(int(pid))
        assert poll is not None
        return poll

    def poll(self, pid: int) -> Poll | None:
        """The poll ``pid`` (None if there is none: also for an id no database holds)."""
        if isinstance(pid, bool) or not isinstance(pid, int) or not 0 < pid < 2**63:
            return None
        with self.engine.connect() as conn:
            row = conn.execute(select(polls).where(polls.c.id == pid)).first()
        return _poll(row) if row is not None else None

    def current_polls(self, groups: Iterable[str] | None,
                      game: str | None = None) -> list[Poll]:
        """The polls not closed of ``groups`` (None: of every group; of ``game``), newest
        first."""
        query = select(polls).where(polls.c.state != "closed")
        if groups is not None:
            groups = list(groups)
            if not groups:
                return []
            query = query.where(polls.c.grp.in_(groups))
        if game is not None:
            query = query.where(polls.c.game == game)
        with self.engine.connect() as conn:
            return [_poll(r) for r in conn.execute(query.order_by(polls.c.id.desc()))]

    def answer(self, pid: int, user: str, move: str, now: float | None = None) -> None:
        """Keep ``user``'s move (a later answer replaces an earlier one while the poll is
        open)."""
        now = time.time() if now is None else now
        with self.engine.begin() as conn:
            done = conn.execute(update(answers).where(and_(
                answers.c.poll == pid, answers.c.user == user)).values(move=move, at=now))
            if not done.rowcount:
                conn.execute(insert(answers).values(poll=pid, user=user, move=move, at=now))

    def answers(self, pid: int) -> dict[str, str]:
        """``{user: move}`` of a poll."""
        with self.engine.connect() as conn:
            return {r.user: r.move for r in conn.execute(
                select(answers.c.user, answers.c.move).where(answers.c.poll == pid))}

    def set_poll(self, pid: int, state: str, result: dict[str, Any] | None = None) -> None:
        if state not in POLL_STATES:
            raise ValueError(f"a poll is {', '.join(POLL_STATES)}, not {state!r}")
        values: dict[str, Any] = {"state": state}
        if result is not None:
            values["result"] = json.dumps(result, sort_keys=True)
        with self.engine.begin() as conn:
            conn.execute(update(polls).where(polls.c.id == pid).values(**values))


    # -- tables ------------------------------------------------------------------------------

    def create_table(self, group: str, game: str, players: int, options: dict[str, Any],
                     seed: int, initial: str, maker: str,
                     seats: list[tuple[str | None, str | None]], state: str,
                     clock: float | None = None, takebacks: bool = False,
                     tournament: int | None = None, round: int | None = None,
                     now: float | None = None) -> int:
        """A new table with its seats; its id."""
        if state not in TABLE_STATES:
            raise ValueError(f"a table is {', '.join(TABLE_STATES)}, not {state!r}")
        if len(seats) != players:
            raise ValueError(f"a table of {players} needs {players} seats, not {len(seats)}")
        now = time.time() if now is None else now
        with self.engine.begin() as conn:
            tid = conn.execute(insert(game_tables).values(
                grp=group, game=game, players=players,
                options=json.dumps(options, sort_keys=True), seed=seed, initial=initial,
                state=state, clock=clock, takebacks=takebacks, maker=maker, created=now,
                updated=now, turn_since=now if state == "playing" else None,
                tournament=tournament, round=round)).inserted_primary_key[0]
            conn.execute(insert(table_seats), [
                {"tbl": tid, "seat": i, "user": user, "bot": bot}
                for i, (user, bot) in enumerate(seats)])
        return int(tid)

    def table(self, tid: int) -> TableRow | None:
        """The table ``tid`` (None if there is none)."""
        if isinstance(tid, bool) or not isinstance(tid, int) or not 0 < tid < 2**63:
            return None
        found = self.tables(ids=[tid])
        return found[0] if found else None

    def tables(self, ids: Iterable[int] | None = None, group: str | None = None,
               states: Iterable[str] | None = None, user: str | None = None,
               tournament: int | None = None) -> list[TableRow]:
        """The tables (newest first) with these ids, of ``group``, in ``states``, where
        ``user`` sits, of ``tournament``: every filter given must hold."""
        query = select(game_tables)
        if ids is not None:
            query = query.where(game_tables.c.id.in_(list(ids)))
        if group is not None:
            query = query.where(game_tables.c.grp == group)
        if states is not None:
            query = query.where(game_tables.c.state.in_(list(states)))
        if tournament is not None:
            query = query.where(game_tables.c.tournament == tournament)
        if user is not None:
            query = query.where(game_tables.c.id.in_(
                select(table_seats.c.tbl).where(table_seats.c.user == user)))
        with self.engine.connect() as conn:
            rows = list(conn.execute(query.order_by(game_tables.c.id.desc())))
            seats: dict[int, list[tuple[str | None, str | None]]] = {}
            wanted = [r.id for r in rows]
            for start in range(0, len(wanted), 500):
                for s in conn.execute(select(table_seats)
                                      .where(table_seats.c.tbl.in_(wanted[start:start + 500]))
                                      .order_by(table_seats.c.tbl, table_seats.c.seat)):
                    seats.setdefault(s.tbl, []).append((s.user, s.bot))
        return [_table(r, seats.get(r.id, [])) for r in rows]

    def table_moves(self, tid: int) -> list[tuple[int, str, float]]:
        """A table's moves in order: (seat, notation, when); seat -1 for chance."""
        with self.engine.connect() as conn:
            return [(r.seat, r.move, r.at) for r in conn.execute(
                select(table_moves.c.seat, table_moves.c.move, table_moves.c.at)
                .where(table_moves.c.tbl == tid).order_by(table_moves.c.step))]

    def add_moves(self, tid: int, first: int, moves: list[tuple[int, str]],
                  now: float | None = None, **table: Any) -> None:
        """Keep ``moves`` (seat, notation) as steps ``first``, ``first + 1``...; and set
        the fields ``table`` of the table (its state, when the turn began, its result), in
        the same transaction.

        Raises:
            sqlalchemy.exc.IntegrityError: a step already kept (the table's moves are
                written in order, once each).
        """
        now = time.time() if now is None else now
        with self.engine.begin() as conn:
            if moves:
                conn.execute(insert(table_moves), [
                    {"tbl": tid, "step": first + i, "seat": seat, "move": move, "at": now}
                    for i, (seat, move) in enumerate(moves)])
            self._set_table(conn, tid, now, table)

    def drop_moves(self, tid: int, first: int, now: float | None = None,
                   **table: Any) -> None:
        """Take back the moves from step ``first`` on (a take-back the teacher allows),
        and set the fields ``table`` of the table."""
        now = time.time() if now is None else now
        with self.engine.begin() as conn:
            conn.execute(table_moves.delete().where(and_(table_moves.c.tbl == tid,
                                                         table_moves.c.step >= first)))
            self._set_table(conn, tid, now, table)

    def set_table(self, tid: int, now: float | None = None,
                  review: dict[str, Any] | None = None, **table: Any) -> None:
        """Set fields of a table: ``state``, ``turn_since``, ``result``, ``review``..."""
        if review is not None:
            table["review"] = review
        with self.engine.begin() as conn:
            self._set_table(conn, tid, time.time() if now is None else now, table)

    def set_seat(self, tid: int, seat: int, user: str | None, bot: str | None,
                 now: float | None = None, **table: Any) -> None:
        """Who plays ``seat`` now (a pupil, a bot), and fields of the table."""
        with self.engine.begin() as conn:
            conn.execute(update(table_seats).where(and_(
                table_seats.c.tbl == tid, table_seats.c.seat == seat))
                .values(user=user, bot=bot))
            self._set_table(conn, tid, time.time() if now is None else now, table)

    @staticmethod
    def _set_table(conn: Connection, tid: int, now: float, values: dict[str, Any]) -> None:
        values = dict(values)
        if values.get("state") is not None and values["state"] not in TABLE_STATES:
            raise ValueError(f"a table is {', '.join(TABLE_STATES)}, not {values['state']!r}")
        for name in ("result", "review"):
            if name in values and values[name] is not None:
                values[name] = json.dumps(values[name], sort_keys=True, ensure_ascii=False)
        conn.execute(update(game_tables).where(game_tables.c.id == tid)
                     .values(updated=now, **values))

    # -- tournaments -------------------------------------------------------------------------

    def create_tournament(self, group: str, game: str, options: dict[str, Any], size: int,
                          format: str, rounds: int, entrants: list[str], bot: str,
                          clock: float | None, maker: str, now: float | None = None) -> int:
        now = time.time() if now is None else now
        with self.engine.begin() as conn:
            tid = conn.execute(insert(tournaments).values(
                grp=group, game=game, options=json.dumps(options, sort_keys=True),
                size=size, format=format, rounds=rounds,
                entrants=json.dumps(entrants, ensure_ascii=False), bot=bot, clock=clock,
                state="playing", maker=maker, created=now)).inserted_primary_key[0]
        return int(tid)

    def tournament(self, tid: int) -> TournamentRow | None:
        if isinstance(tid, bool) or not isinstance(tid, int) or not 0 < tid < 2**63:
            return None
        found = self.tournaments(ids=[tid])
        return found[0] if found else None

    def tournaments(self, ids: Iterable[int] | None = None,
                    group: str | None = None) -> list[TournamentRow]:
        """Tournaments (newest first) with these ids, or of ``group``."""
        query = select(tournaments)
        if ids is not None:
            query = query.where(tournaments.c.id.in_(list(ids)))
        if group is not None:
            query = query.where(tournaments.c.grp == group)
        with self.engine.connect() as conn:
            return [TournamentRow(r.id, r.grp, r.game, json.loads(r.options), r.size,
                                  r.format, r.rounds, json.loads(r.entrants), r.bot, r.clock,
                                  r.state, r.maker, r.created)
                    for r in conn.execute(query.order_by(tournaments.c.id.desc()))]

    def set_tournament(self, tid: int, state: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(tournaments).where(tournaments.c.id == tid)
                         .values(state=state))

def _poll(row: Any) -> Poll:
    return Poll(row.id, row.grp, row.game, row.code, row.seat, row.teacher, row.created,
                row.state, json.loads(row.result) if row.result else None)


def _table(row: Any, seats: list[tuple[str | None, str | None]]) -> TableRow:
    return TableRow(row.id, row.grp, row.game, row.players, json.loads(row.options),
                    row.seed, row.initial, row.state, row.clock, bool(row.takebacks),
                    row.maker, row.created, row.updated, row.turn_since, row.tournament,
                    row.round, json.loads(row.result) if row.result else None,
                    json.loads(row.review) if row.review else None, seats)


def _version(conn: Connection) -> int | None:
    """The schema version of the database (None: an empty database)."""
    tables = set(inspect(conn).get_table_names())
    if "meta" not in tables:
        if tables & {"events", "items"}:
            raise SchemaError("the database has tables but no schema version: it was not "
                              "made by the tutor's class service")
        return None
    value = conn.execute(select(meta.c.value).where(meta.c.key == "schema_version")).scalar()
    if value is None or not str(value).isdigit():
        raise SchemaError(f"the database's schema version {value!r} cannot be read")
    return int(value)


def _no_autocheckpoint(dbapi_conn: Any, _record: Any) -> None:
    cursor = dbapi_conn.cursor()
    cursor.execute("PRAGMA wal_autocheckpoint=0")
    cursor.close()


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    """SQLite for a busy class: write-ahead log (readers never wait for the writer),
    fsync at checkpoints only (a power cut may lose the last records, never corrupt the
    file), and wait for a lock rather than fail."""
    cursor = dbapi_conn.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.execute(f"PRAGMA journal_size_limit={WAL_LIMIT}")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
