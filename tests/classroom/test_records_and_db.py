"""The class service's records and database, without a hub: what a batch may hold, that a
batch is kept whole or not at all, that a retry counts nothing twice, that the counts are
the progress file's counts, and the schema's upgrade path."""

from __future__ import annotations

import json
import os
import sqlite3
import uuid
from pathlib import Path

import pytest

from tutor.classroom.db import SCHEMA, SchemaError, Store
from tutor.classroom.records import MAX_BODY, MAX_EVENTS, BadRecord, check_batch
from tutor.classroom.verify import verify_all
from tutor.lessons.progress import Progress


def record(**fields) -> dict:
    base = {"v": 1, "id": uuid.uuid4().hex, "lesson": "kanagawa/1", "item": "tree",
            "kind": "miss", "move": "take column 3", "seconds": 12.5, "lang": "en"}
    base.update(fields)
    return {k: v for k, v in base.items() if v is not None}


def batch(*records: dict) -> bytes:
    return json.dumps({"events": list(records)}).encode()


# -- what a batch may hold ---------------------------------------------------------------

@pytest.mark.parametrize("body, says", [
    (b"not json", "not JSON"),
    (b"\xff\xfe{}", "not UTF-8"),
    (b"[" * 100_000, "nested too deeply"),
    (b'{"events": []}', "no records"),
    (b'{"events": [], "more": 1}', "nothing else"),
    (batch(record(kind="win")), "'kind' must be one of"),
    (batch(record(lesson="kanagawa/99")), "no lesson 'kanagawa/99'"),
    (batch(record(lesson="chess/1")), "no game 'chess'"),
    (batch(record(item="no-such-task")), "no task or question 'no-such-task'"),
    (batch(record(kind="done", stars=1, move=None)), "worth 2 or 3 stars"),
    (batch(record(kind="hint", move=None, stars=True)), "worth 0 stars"),
    (batch(record(kind="hint")), "names no move"),
    (batch(record(move="take\ncolumn 3")), "control character"),
    (batch(record(move="x" * 201)), "at most 200"),
    (batch(record(id="short")), "'id' must be 16 to 64"),
    (batch(record(v=2)), "'v' must be 1"),
    (batch(record(seconds=-1)), "'seconds' must be a number"),
    (batch(record(seconds=float("inf"))), "'seconds' must be a number"),
    (batch(record(lang="fr")), "'lang' must be"),
    (batch(record(extra=1)), "unknown field 'extra'"),
    (batch(record(id="a" * 20), record(id="a" * 20)), "comes twice"),
])
def test_a_malformed_batch_is_refused_saying_why(body, says):
    with pytest.raises(BadRecord, match=says) as refused:
        check_batch(body, "ann")
    assert refused.value.status == 422


def test_an_oversized_batch_is_refused_with_413():
    with pytest.raises(BadRecord, match="at most") as refused:
        check_batch(b" " * (MAX_BODY + 1), "ann")
    assert refused.value.status == 413
    with pytest.raises(BadRecord) as refused:
        check_batch(batch(*[record() for _ in range(MAX_EVENTS + 1)]), "ann")
    assert refused.value.status == 413


def test_a_record_for_another_learner_is_forged_and_refused_with_403():
    with pytest.raises(BadRecord, match="but the sender is 'ann'") as refused:
        check_batch(batch(record(learner="bo")), "ann")
    assert refused.value.status == 403
    assert check_batch(batch(record(learner="ann")), "ann")[0].item == "tree"


def test_the_record_that_is_wrong_is_named():
    with pytest.raises(BadRecord, match="^record 2: "):
        check_batch(batch(record(), record(), record(kind="nope")), "ann")


# -- the database ----------------------------------------------------------------------------

@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store(f"sqlite:///{tmp_path / 'class.sqlite'}")
    yield s
    s.close()


def test_a_retried_batch_counts_nothing_twice(store: Store):
    events = check_batch(batch(record(), record(kind="hint", move=None)), "ann")
    assert store.add_events("ann", events) == (2, 0)
    assert store.add_events("ann", events) == (0, 2)
    (row,) = store.items_of(["ann"], "kanagawa")
    assert (row.attempts, row.hints, row.done) == (1, 1, False)
    assert store.count_events() == 2


def test_a_replayed_id_with_other_content_is_refused_and_nothing_of_its_batch_is_kept(
        store: Store):
    first = record()
    store.add_events("ann", check_batch(batch(first), "ann"))
    changed = dict(first, move="take column 1")
    fresh = record(kind="hint", move=None)
    with pytest.raises(BadRecord, match="already recorded with other content") as refused:
        store.add_events("ann", check_batch(batch(fresh, changed), "ann"))
    assert refused.value.status == 409
    assert store.count_events() == 1  # the fresh record of that batch was not kept either
    # Another learner cannot claim a known id, even with the same content.
    with pytest.raises(BadRecord, match="already recorded"):
        store.add_events("bo", check_batch(batch(first), "bo"))


def solution(lesson: str, item: str) -> list[str]:
    from tutor.lessons.runner import course

    game, _, number = lesson.partition("/")
    (found,) = [x for x in course(game) if str(x.number) == number]
    return list(found.find(item).solution)


def test_the_service_counts_an_item_as_the_progress_file_does(store: Store, tmp_path: Path):
    """Successes that check (the task's moves replayed by the service) count exactly as
    the learner's own progress file counts them."""
    kinds = [("illegal", 0), ("miss", 0), ("hint", 0), ("reset", 0), ("done", 2),
             ("miss", 0), ("done", 3), ("hint", 0)]
    progress = Progress(tmp_path / "p.json", learner="ann")
    for kind, stars in kinds:
        progress.record("kanagawa/1", "tree", kind, stars or None)
        fields = {"kind": kind, "stars": stars or None}
        if kind not in ("illegal", "miss"):
            fields["move"] = None
        if kind == "done":
            fields["moves"] = solution("kanagawa/1", "tree")
        store.add_events("ann", verify_all(check_batch(batch(record(**fields)), "ann")))
    (row,) = store.items_of(["ann"], "kanagawa")
    assert {"done": row.done, "attempts": row.attempts, "hints": row.hints,
            "stars": row.stars} == progress.item("kanagawa/1", "tree")


def test_wrong_moves_count_students_and_times(store: Store):
    for user, n in (("ann", 2), ("bo", 1)):
        for _ in range(n):
            store.add_events(user, check_batch(batch(record()), user))
    store.add_events("bo", check_batch(batch(record(move="take column 1")), "bo"))
    found = [(w.move, w.students, w.times) for w in store.wrong_moves(["ann", "bo"],
                                                                      "kanagawa/1")]
    assert found == [("take column 3", 2, 3), ("take column 1", 1, 1)]
    assert store.wrong_moves(["bo"], "kanagawa/1")[0].students == 1


# -- schema versions -------------------------------------------------------------------------

V1 = """
CREATE TABLE meta (key VARCHAR(40) PRIMARY KEY, value VARCHAR(200) NOT NULL);
INSERT INTO meta VALUES ('schema_version', '1');
CREATE TABLE events (id VARCHAR(64) PRIMARY KEY, user VARCHAR(255) NOT NULL,
  game VARCHAR(40) NOT NULL, lesson VARCHAR(80) NOT NULL, item VARCHAR(200) NOT NULL,
  kind VARCHAR(10) NOT NULL, stars INTEGER NOT NULL, move VARCHAR(200),
  lang VARCHAR(8) NOT NULL, client_at FLOAT, received FLOAT NOT NULL,
  digest VARCHAR(64) NOT NULL);
CREATE TABLE items (user VARCHAR(255), lesson VARCHAR(80), item VARCHAR(200),
  game VARCHAR(40) NOT NULL, done BOOLEAN NOT NULL, attempts INTEGER NOT NULL,
  hints INTEGER NOT NULL, stars INTEGER NOT NULL, updated FLOAT NOT NULL,
  PRIMARY KEY (user, lesson, item));
INSERT INTO events VALUES ('0123456789abcdef', 'ann', 'kanagawa', 'kanagawa/1', 'tree',
  'miss', 0, 'take column 3', 'en', NULL, 1.0, 'x');
INSERT INTO items VALUES ('ann', 'kanagawa/1', 'tree', 'kanagawa', 0, 1, 0, 0, 1.0);
"""
"""A database as version 1 of the service wrote it (records and item summaries only)."""


def v1_database(path: Path) -> str:
    with sqlite3.connect(path) as conn:
        conn.executescript(V1)
    return f"sqlite:///{path}"


def test_sqlite_checkpoints_run_apart_from_the_writes(store: Store, tmp_path: Path):
    """The bench saw a write take 0.7 s, the records behind it waiting: SQLite's
    checkpoint (the log copied into the file, with an fsync) ran inside it. The service
    runs them apart: writes leave the log as it is, :meth:`Store.checkpoint` copies it."""
    assert store.checkpoint_apart()
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA wal_autocheckpoint").scalar() == 0
    for _ in range(20):
        store.add_events("ann", check_batch(batch(record()), "ann"))
    logged, copied = store.checkpoint()
    assert logged > 0 and copied == logged
    assert store.items_of(["ann"], "kanagawa")[0].attempts == 20
    assert not Store("sqlite://").checkpoint_apart()  # in memory: nothing to do


def test_an_sqlite_database_of_schema_1_is_upgraded_after_a_copy(tmp_path: Path):
    url = v1_database(tmp_path / "class.sqlite")
    store = Store(url)
    assert store.version == SCHEMA == 4
    assert store.backup == tmp_path / "class.sqlite.v1.bak"
    with sqlite3.connect(store.backup) as conn:  # the copy is the old database, untouched
        assert conn.execute("SELECT value FROM meta").fetchone() == ("1",)
    (row,) = store.items_of(["ann"], "kanagawa")
    assert (row.attempts, row.seconds) == (1, 0.0)
    # What version 2 added works on the upgraded database.
    store.add_events("ann", check_batch(batch(record(seconds=30.0)), "ann"))
    (row,) = store.items_of(["ann"], "kanagawa")
    assert (row.attempts, row.seconds) == (2, 30.0)
    poll = store.create_poll("7a", "kanagawa", "kanagawa:x", 0, "ms-lin")
    assert store.poll(poll.id).state == "open"
    store.close()
    assert Store(url).version == SCHEMA  # and opens again without another upgrade


def test_an_upgrade_not_allowed_is_refused_with_what_to_do(tmp_path: Path):
    url = v1_database(tmp_path / "class.sqlite")
    with pytest.raises(SchemaError, match="upgrade-db"):
        Store(url, upgrade=False)
    with sqlite3.connect(tmp_path / "class.sqlite") as conn:
        assert conn.execute("SELECT value FROM meta").fetchone() == ("1",)


def test_a_database_newer_than_the_tutor_is_refused(tmp_path: Path):
    path = tmp_path / "class.sqlite"
    Store(f"sqlite:///{path}").close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE meta SET value = '99'")
    with pytest.raises(SchemaError, match="schema version 99; this tutor knows versions up"):
        Store(f"sqlite:///{path}")


def test_a_database_of_something_else_is_refused(tmp_path: Path):
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE events (x INTEGER)")
    with pytest.raises(SchemaError, match="not made by the tutor"):
        Store(f"sqlite:///{path}")


def test_upgrade_db_command(tmp_path: Path):
    from tutor.classroom.__main__ import main

    url = v1_database(tmp_path / "class.sqlite")
    assert main(["upgrade-db", "--db-url", url]) == 0
    assert Store(url, upgrade=False).version == SCHEMA


# -- PostgreSQL, where a server can be started here -----------------------------------------

def _unavailable(reason: str) -> None:
    """Skip, except under CI=true, where .ci/run installs PostgreSQL: fail there."""
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{reason} (CI=true: the PostgreSQL test is mandatory)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture
def postgres_url():
    """A throwaway PostgreSQL server on a Unix socket (skipped where PostgreSQL or psycopg
    is not installed, the service's PostgreSQL support being optional; mandatory in CI)."""
    from tutor.classroom import testhub

    try:
        server = testhub.postgres()
        url = server.__enter__()
    except testhub.HubUnavailable as e:
        _unavailable(str(e))
    try:
        yield url
    finally:
        server.__exit__(None, None, None)


def test_postgresql_keeps_records_and_needs_an_explicit_upgrade(postgres_url: str):
    store = Store(postgres_url)
    events = check_batch(batch(record()), "ann")
    assert store.add_events("ann", events) == (1, 0)
    assert store.add_events("ann", events) == (0, 1)
    with store.engine.begin() as conn:
        conn.exec_driver_sql("UPDATE meta SET value = '1'")
        conn.exec_driver_sql("ALTER TABLE events DROP COLUMN seconds")
        conn.exec_driver_sql("ALTER TABLE events DROP COLUMN rule")
        conn.exec_driver_sql("ALTER TABLE items DROP COLUMN seconds")
        conn.exec_driver_sql("DROP TABLE answers")
        conn.exec_driver_sql("DROP TABLE polls")
        conn.exec_driver_sql("ALTER TABLE events DROP COLUMN verified")
        conn.exec_driver_sql("ALTER TABLE events DROP COLUMN proof")
        conn.exec_driver_sql("DROP INDEX events_received")
        conn.exec_driver_sql("ALTER TABLE items DROP COLUMN claims")
        for table in ("table_moves", "table_seats", "game_tables", "tournaments"):
            conn.exec_driver_sql(f"DROP TABLE {table}")
    store.close()
    with pytest.raises(SchemaError, match="upgrade-db"):
        Store(postgres_url)
    store = Store(postgres_url, upgrade=True)
    assert store.version == SCHEMA
    assert store.items_of(["ann"], "kanagawa")[0].attempts == 1
    store.close()


# -- schema 3: checked successes; many batches in one transaction; retention; the log ----

def v2_database(path: Path) -> str:
    """A database of schema 2 with ann's item done (a success nobody checked) and bo's item
    whose answer was seen."""
    url = v1_database(path)
    store = Store(url)  # upgraded to the current schema, then taken back to 2 below
    store.close()
    with sqlite3.connect(path) as conn:
        conn.executescript("""
            DROP TABLE table_moves;
            DROP TABLE table_seats;
            DROP TABLE game_tables;
            DROP TABLE tournaments;
            DROP INDEX events_received;
            ALTER TABLE events DROP COLUMN verified;
            ALTER TABLE events DROP COLUMN proof;
            ALTER TABLE items DROP COLUMN claims;
            UPDATE meta SET value = '2';
            INSERT INTO events (id, user, game, lesson, item, kind, stars, lang, received,
                                digest) VALUES
              ('0123456789abcdf0', 'ann', 'kanagawa', 'kanagawa/1', 'tree', 'done', 3, 'en',
               2.0, 'y'),
              ('0123456789abcdf1', 'bo', 'kanagawa', 'kanagawa/1', 'tree', 'seen', 1, 'en',
               2.0, 'z');
            UPDATE items SET done = 1, stars = 3 WHERE user = 'ann';
            INSERT INTO items VALUES ('bo', 'kanagawa/1', 'tree', 'kanagawa', 0, 0, 0, 1,
                                      2.0, 0);
        """)
    return url


def test_upgrading_to_schema_3_turns_unchecked_successes_into_claims(tmp_path: Path):
    url = v2_database(tmp_path / "class.sqlite")
    store = Store(url)
    assert store.version == SCHEMA == 4 and store.backup.name == "class.sqlite.v2.bak"
    rows = {r.user: r for r in store.items_of(["ann", "bo"], "kanagawa")}
    assert (rows["ann"].done, rows["ann"].stars, rows["ann"].claims) == (False, 0, 1)
    assert (rows["bo"].done, rows["bo"].stars, rows["bo"].claims) == (False, 1, 0)
    # A real solve afterwards counts.
    store.add_events("ann", verify_all(check_batch(batch(record(
        kind="done", stars=3, move=None, moves=solution("kanagawa/1", "tree"))), "ann")))
    (row,) = store.items_of(["ann"], "kanagawa")
    assert (row.done, row.stars, row.claims) == (True, 3, 1)


def test_upgrading_to_schema_4_adds_the_tables_and_keeps_everything(tmp_path: Path):
    """A database of schema 3 gets the tables, seats, moves and tournaments; its records
    stay as they were, and a table is made and played on it."""
    path = tmp_path / "class.sqlite"
    url = v1_database(path)
    Store(url).close()
    with sqlite3.connect(path) as conn:
        conn.executescript("""
            DROP TABLE table_moves; DROP TABLE table_seats; DROP TABLE game_tables;
            DROP TABLE tournaments; UPDATE meta SET value = '3';
        """)
    store = Store(url)
    assert store.version == SCHEMA == 4 and store.backup.name == "class.sqlite.v3.bak"
    (row,) = store.items_of(["ann"], "kanagawa")
    assert row.attempts == 1
    tid = store.create_table("7a", "cartography", 2, {}, 5, "{}", "ms-lin",
                             [("ann", None), (None, "greedy")], "playing")
    store.add_moves(tid, 0, [(0, "pass")], state="playing")
    assert store.table_moves(tid)[0][:2] == (0, "pass")
    assert store.table(tid).seats == [("ann", None), (None, "greedy")]


def test_many_batches_go_in_one_transaction_each_kept_or_refused_whole(store: Store):
    first = record()
    store.add_events("ann", check_batch(batch(first), "ann"))
    shared = record(kind="hint", move=None)
    results = store.add_many([
        ("ann", check_batch(batch(record(), shared), "ann")),
        ("bo", check_batch(batch(record(), dict(first, move="take column 1")), "bo")),
        ("chen", check_batch(batch(record()), "chen")),
        ("ann", check_batch(batch(shared), "ann")),  # the same record again: a duplicate
        ("bo", check_batch(batch(shared), "bo")),  # ann's id, from bo: refused
    ])
    assert results[0] == (2, 0) and results[2] == (1, 0) and results[3] == (0, 1)
    assert isinstance(results[1], BadRecord) and results[1].status == 409
    assert isinstance(results[4], BadRecord)
    assert store.count_events() == 4
    assert (store.count_of("ann"), store.count_of("bo"), store.count_of("chen")) == (3, 0, 1)


def test_records_older_than_the_term_are_deleted(store: Store):
    store.add_events("ann", check_batch(batch(record()), "ann"), now=1000.0)
    store.add_events("bo", check_batch(batch(record()), "bo"), now=5000.0)
    old = store.create_poll("7a", "kanagawa", "kanagawa:x", 0, "ms-lin", now=1000.0)
    store.answer(old.id, "ann", "take column 1", now=1001.0)
    new = store.create_poll("7b", "kanagawa", "kanagawa:y", 0, "ms-lin", now=5000.0)
    seats = [("ann", None), ("bo", None)]
    stale = store.create_table("7a", "cartography", 2, {}, 1, "{}", "ms-lin", seats, "over",
                               now=1000.0)
    store.add_moves(stale, 0, [(0, "pass")], now=1000.0)
    kept = store.create_table("7a", "cartography", 2, {}, 1, "{}", "ms-lin", seats, "over",
                              now=5000.0)
    cup = store.create_tournament("7a", "cartography", {}, 2, "swiss", 1, ["ann", "bo"],
                                  "greedy", None, "ms-lin", now=1000.0)
    in_cup = store.create_table("7a", "cartography", 2, {}, 1, "{}", "ms-lin", seats, "over",
                                tournament=cup, round=1, now=5000.0)
    assert store.count_of("ann") == 1
    gone = store.prune(before=3000.0)
    assert gone == {"answers": 1, "polls": 1, "events": 1, "items": 1, "tables": 2,
                    "tournaments": 1}
    assert store.table(stale) is None and store.table(in_cup) is None
    assert store.table(kept) is not None and store.table_moves(stale) == []
    assert store.count_events() == 1 and store.count_of("ann") == 0
    assert store.items_of(["ann"], "kanagawa") == [] and store.items_of(["bo"], "kanagawa")
    assert store.poll(old.id) is None and store.poll(new.id) is not None


@pytest.mark.parametrize("pid", [0, -1, 2**63, 10**30, True])
def test_a_poll_id_no_database_holds_is_no_poll(store: Store, pid):
    assert store.poll(pid) is None


def test_the_write_ahead_log_is_truncated_past_its_limit_even_while_read(store: Store):
    """Issue 21: a flood grew the log to 2 GB: a PASSIVE checkpoint cannot start the log
    again while readers keep it; past the limit the service truncates it in the writer
    thread, which waits for the readers of the moment."""
    from tutor.classroom.server import Work, checkpoint_once

    assert store.checkpoint_apart()
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_size_limit").scalar() == 32 * 2**20
    reader = store.engine.connect()
    reader.exec_driver_sql("BEGIN")
    reader.exec_driver_sql("SELECT count(*) FROM events").all()  # a snapshot held open
    for _ in range(30):
        store.add_events("ann", check_batch(batch(*[record() for _ in range(50)]), "ann"))
    checkpoint_once(store, Work(), limit=10**9)  # passive only: the log stays
    grown = store.wal_bytes()
    assert grown > 100_000
    reader.exec_driver_sql("COMMIT")
    reader.close()
    checkpoint_once(store, Work(), limit=grown // 2)
    assert store.wal_bytes() == 0
    assert store.count_events() == 1500
