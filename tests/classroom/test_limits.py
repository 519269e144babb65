"""Nothing a pupil sends harms the class (issue 21: one token posted 362,800 records in a
minute and grew the database's log to 2 GB). Per learner: records and requests a minute,
bytes a request, waits open at once and records kept, each answered 429 with Retry-After
(413 for a body too large), which the kernel's sender obeys by keeping its records in the
outbox. The others do not notice. The hub here runs the service with small limits
(``TUTOR_CLASSROOM_ARGS``, as a school would set them)."""

from __future__ import annotations

import asyncio
import json
import threading
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

import pytest

from tutor.classroom import client, testhub
from tutor.classroom.db import Store
from tutor.classroom.limits import Bucket, Limits, Meter
from tutor.classroom.records import check_batch

from .conftest import require_hub

ARGS = ("--records-per-minute 60 --records-burst 20 --requests-per-minute 60 "
        "--requests-burst 40 --max-records 30 --max-waits 2 --max-request-bytes 20000")


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    require_hub()
    running = testhub.start(tmp_path_factory.mktemp("hub"), {"teachers": [], "7a": []},
                            extra_env={"TUTOR_CLASSROOM_ARGS": ARGS})
    for name in ("ann", "bo", "chen", "dan", "eve", "fay"):
        running.user(name, ("7a",))
    try:
        yield running
    finally:
        running.stop()


def rec(**fields) -> dict:
    base = {"v": 1, "id": uuid.uuid4().hex, "lesson": "kanagawa/1", "item": "tree",
            "kind": "hint", "lang": "en"}
    base.update(fields)
    return base


def post(hub, user: str, records: list[dict] | None = None, raw: bytes | None = None
         ) -> tuple[int, dict, dict]:
    """(status, JSON body, headers) of ``POST api/events`` straight to the service, as a
    kernel sends it."""
    data = raw if raw is not None else json.dumps({"events": records}).encode()
    req = urllib.request.Request(hub.direct + "api/events", data=data, method="POST",
                                 headers={"Authorization": f"token {hub.tokens[user]}",
                                          "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as response:
            return response.status, json.loads(response.read()), dict(response.headers)
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read()), dict(e.headers)


def test_the_limits_are_the_ones_the_school_set(hub):
    import psutil

    assert "--max-waits 2" in " ".join(psutil.Process(hub.service_pid()).cmdline())


def test_records_beyond_the_burst_wait_with_retry_after_and_nobody_else_notices(hub):
    status, body, _ = post(hub, "ann", [rec() for _ in range(20)])
    assert (status, body) == (200, {"accepted": 20, "duplicates": 0})
    status, body, headers = post(hub, "ann", [rec()])
    assert status == 429 and "too many records from 'ann'" in body["error"]
    assert 1 <= int(headers["Retry-After"]) <= 2
    assert post(hub, "bo", [rec()])[0] == 200
    assert Store(hub.db_url).count_of("ann") == 20  # nothing of the refused batch kept


def test_the_kernels_sender_keeps_records_while_told_to_wait_then_sends_them(hub, tmp_path):
    post(hub, "chen", [rec() for _ in range(20)])  # chen's burst is used up
    sender = client.Sender(hub.direct, hub.tokens["chen"], tmp_path / "p.json", "en")
    try:
        sender.record("kanagawa/1", "tree", "hint")
        assert not sender.flush(timeout=0.5)
        assert "too many records" in (sender.last_error or "")
        assert len(json.loads((tmp_path / "p.json").read_text())["outbox"]) == 1
        assert sender._not_before > time.monotonic()  # no request before Retry-After
        assert sender.flush(timeout=10)  # after the wait, it goes
        assert "outbox" not in json.loads((tmp_path / "p.json").read_text())
    finally:
        sender.close()


def test_a_body_too_large_gets_413_and_requests_a_minute_are_bounded(hub):
    status, body, _ = post(hub, "eve", raw=b" " * 25_000)
    assert status == 413 and "at most 20000" in body["error"]
    started = time.monotonic()
    statuses = [post(hub, "eve", raw=b"not json")[0] for _ in range(45)]
    assert statuses[:30] == [422] * 30 and set(statuses) == {422, 429}
    # Past the burst, one a second at most (60 a minute): a refusal takes a second.
    assert statuses.count(422) <= 40 + (time.monotonic() - started) + 1
    assert post(hub, "bo", [rec()])[0] == 200


def test_waits_open_at_once_are_bounded(hub):
    """A pupil's long polls (class boards) and live pages: at most --max-waits at once;
    a closed one frees its place."""
    url = hub.direct + "api/polls/current?game=kanagawa&after=&wait=3"
    got: list[int] = []

    def wait() -> None:
        got.append(testhub.request(url, token=hub.tokens["dan"], ok=(200,), timeout=20)[0])

    threads = [threading.Thread(target=wait) for _ in range(2)]
    for t in threads:
        t.start()
    time.sleep(1.0)
    status, body = testhub.request(url, token=hub.tokens["dan"], ok=(429,))
    assert "2 waits" in body["error"]
    testhub.request(url.replace("wait=3", "wait=0"), token=hub.tokens["dan"])  # no wait: ok
    for t in threads:
        t.join()
    assert got == [200, 200]
    testhub.request(url.replace("wait=3", "wait=0.2"), token=hub.tokens["dan"])


def test_a_learner_with_max_records_kept_is_told_to_wait(hub):
    store = Store(hub.db_url)
    body = json.dumps({"events": [rec() for _ in range(30)]}).encode()
    store.add_events("fay", check_batch(body, "fay"))  # kept already (another session)
    status, answer, headers = post(hub, "fay", [rec()])
    assert status == 429 and "at most 30 records of each learner" in answer["error"]
    assert int(headers["Retry-After"]) == 3600


# -- the pieces, without a hub ---------------------------------------------------------------

def test_a_bucket_refills_at_its_rate_and_holds_its_burst():
    bucket = Bucket(per_minute=120, burst=4)
    assert [bucket.take(1, 0.0) for _ in range(4)] == [0.0] * 4
    assert bucket.take(1, 0.0) == pytest.approx(0.5)
    assert bucket.take(1, 0.5) == 0.0
    assert bucket.take(10, 100.0) == 0.0  # a batch over the burst: the whole bucket
    assert bucket.take(1, 100.0) == pytest.approx(0.5)


def test_a_meter_counts_waits_per_user_and_forgets_idle_learners():
    meter = Meter(Limits(max_waits=2))
    assert meter.open_wait("ann") and meter.open_wait("ann") and not meter.open_wait("ann")
    assert meter.open_wait("bo")
    meter.close_wait("ann")
    assert meter.open_wait("ann")
    meter.KEEP = 3
    for i in range(5):
        meter.records(f"u{i}", 1, now=float(i * 1000))
    assert len(meter._records) <= 3


@pytest.mark.parametrize("bad", [0, -1, 1.5, True, "10"])
def test_a_limit_must_be_a_whole_number_of_at_least_one(bad):
    with pytest.raises(ValueError, match="max_waits must be a whole number"):
        Limits(max_waits=bad)


def test_the_intake_refuses_a_learner_at_max_records_and_keeps_the_others(tmp_path: Path):
    from tutor.classroom.records import BadRecord
    from tutor.classroom.server import Intake, Work

    store = Store(f"sqlite:///{tmp_path / 'c.sqlite'}")

    def batch(user: str, n: int) -> list:
        return check_batch(json.dumps({"events": [rec() for _ in range(n)]}).encode(), user)

    async def run() -> list:
        intake = Intake(store, Work(), max_records=5)
        return await asyncio.gather(intake.add("ann", batch("ann", 4)),
                                    intake.add("ann", batch("ann", 2)),
                                    intake.add("bo", batch("bo", 5)),
                                    return_exceptions=True)

    first, second, third = asyncio.run(run())
    assert first == (4, 0) and third == (5, 0)
    assert isinstance(second, BadRecord) and second.status == 429
    assert store.count_of("ann") == 4 and store.count_of("bo") == 5
