"""What one learner may ask of the class service, so that nothing a pupil sends harms the
class: records a minute, requests a minute, bytes a request, waits open at once (long
polls and live pages), and records kept.

Every limit is per hub user (a kernel's token and a browser's login are the same user).
A request over a limit is answered ``429 Too Many Requests`` with ``Retry-After`` (seconds)
and a reason; the kernel's sender keeps its records in the outbox and sends them after
that wait (:mod:`tutor.classroom.client`), so a learner over the limit loses nothing, and
the others do not notice. The defaults leave a child's real pace far behind (a record
every few seconds at the most, a class of 300 sending 25 a second in all: the bench),
and bound what one token can do: a flood of 360,000 records a minute (issue 21) becomes
:attr:`Limits.records_per_minute`.

>>> bucket = Bucket(per_minute=60, burst=2)
>>> bucket.take(1, now=0.0), bucket.take(1, now=0.0), bucket.take(1, now=0.0)
(0.0, 0.0, 1.0)
>>> bucket.take(1, now=1.0)
0.0
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field


@dataclass
class Limits:
    """The service's limits per learner (``python -m tutor.classroom serve`` options)."""

    records_per_minute: int = 120
    """Records a learner may send a minute, on average (``--records-per-minute``)."""
    records_burst: int = 400
    """Records a learner may send at once, above the average (a kernel's outbox after
    the service was away: it sends 100 at a time)."""
    requests_per_minute: int = 240
    """Requests a user may send a minute to the API (records, poll answers, the class
    poll, who they are: ``api/...``, not the teachers' pages), whether they are answered
    or refused."""
    requests_burst: int = 60
    max_request_bytes: int = 256 * 1024
    """The largest request body (``--max-request-bytes``): larger ones get 413."""
    max_waits: int = 8
    """Long polls and live pages (server-sent events) a user may keep open at once
    (``--max-waits``): a pupil's boards, a teacher's tabs."""
    max_records: int = 10_000
    """Records kept per learner (``--max-records``); the retention (``--keep-days``)
    frees room. A whole course of the four games (369 items, a few records each) is about
    2,000 to 4,000 records; a record takes about 400 bytes of the database, so a learner
    at the limit takes 4 MB, and the database of a school of 400 at the limit 1.6 GB
    (docs/classroom/README.md: the size budget)."""

    def __post_init__(self) -> None:
        for name in ("records_per_minute", "records_burst", "requests_per_minute",
                     "requests_burst", "max_request_bytes", "max_waits", "max_records"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(f"the limit {name} must be a whole number of at least 1, "
                                 f"not {value!r}")


@dataclass
class Bucket:
    """A token bucket: ``per_minute`` tokens a minute on average, at most ``burst`` at
    once."""

    per_minute: float
    burst: float
    tokens: float = field(default=-1.0)
    at: float = 0.0

    def take(self, n: float, now: float) -> float:
        """Take ``n`` tokens at time ``now`` (seconds); 0 when taken, else the seconds
        until they will be there (nothing taken). ``n`` above ``burst`` waits as if the
        bucket could hold them (a batch larger than the burst goes once the bucket is
        full)."""
        rate = self.per_minute / 60.0
        if self.tokens < 0:
            self.tokens, self.at = self.burst, now
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.at) * rate)
        self.at = now
        need = min(n, self.burst)
        if self.tokens >= need:
            self.tokens -= need
            return 0.0
        return (need - self.tokens) / rate

    def full(self, now: float) -> bool:
        rate = self.per_minute / 60.0
        return self.tokens < 0 or self.tokens + (now - self.at) * rate >= self.burst


class Meter:
    """Every learner's buckets and open waits (the service keeps one)."""

    KEEP = 10_000
    """Learners kept before the full buckets (learners idle for a while) are forgotten."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self._records: dict[str, Bucket] = {}
        self._requests: dict[str, Bucket] = {}
        self.waits: dict[str, int] = {}

    def request(self, user: str, now: float) -> float:
        """One API request of ``user``: 0, or the seconds to wait (429)."""
        return self._bucket(self._requests, user, self.limits.requests_per_minute,
                            self.limits.requests_burst, now).take(1, now)

    def records(self, user: str, n: int, now: float) -> float:
        """``n`` records of ``user``: 0, or the seconds to wait (429)."""
        return self._bucket(self._records, user, self.limits.records_per_minute,
                            self.limits.records_burst, now).take(n, now)

    def open_wait(self, user: str) -> bool:
        """One more long poll or live page of ``user``; False when at the limit."""
        if self.waits.get(user, 0) >= self.limits.max_waits:
            return False
        self.waits[user] = self.waits.get(user, 0) + 1
        return True

    def close_wait(self, user: str) -> None:
        left = self.waits.get(user, 0) - 1
        if left > 0:
            self.waits[user] = left
        else:
            self.waits.pop(user, None)

    def _bucket(self, kept: dict[str, Bucket], user: str, per_minute: int, burst: int,
                now: float) -> Bucket:
        bucket = kept.get(user)
        if bucket is None:
            if len(kept) >= self.KEEP:
                for name in [u for u, b in kept.items() if b.full(now)]:
                    del kept[name]
            bucket = kept[user] = Bucket(per_minute, burst)
        return bucket


def retry_after(seconds: float) -> str:
    """A ``Retry-After`` value: whole seconds, at least 1."""
    return str(max(1, math.ceil(seconds)))
