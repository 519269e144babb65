"""The class service: a JupyterHub managed service (``python -m tutor.classroom serve``).

No login of its own. Browsers come through the hub's OAuth (``HubOAuth``: the first visit
goes to the hub's login page and back), kernels with their hub API token
(``Authorization: token $JUPYTERHUB_API_TOKEN``, checked by the hub: ``HubAuth``). Who may
do what comes from the scopes the hub puts in the user's token:

- ``access:services!service=<name>``: may use the service at all (the hub checks it);
- ``custom:tutor-classroom:teach``: a teacher of every class, or with a filter
  (``custom:tutor-classroom:teach!group=7a``) of those classes only. It is granted by a
  role, usually to the ``teachers`` group (docs/classroom/jupyterhub_config.py). Being a
  hub admin does not make anyone a teacher: only the scope does.
- anyone else reads and writes only their own records.

Classes are JupyterHub groups (except the staff groups, ``teachers`` by default): the
service reads them with its own token (``list:groups``, ``read:groups``) and keeps them a
few seconds.

Routes, under the service's prefix (``/services/tutor-classroom/``):

====================================  =======================================================
``GET /``                             a teacher's classes and games
``GET class/<group>/<game>``          the class grid (live), ``/data`` its JSON,
                                      ``/stream`` its server-sent events
``GET class/<group>/<game>/lesson/N`` a lesson's tasks with the wrong moves on their boards
``GET class/<group>/<game>/student/U`` one student
``GET class/<group>/<game>/export.csv`` (and ``.xlsx``) every student, lesson and item
``GET class/<group>/<game>/materials/data``
                                      the class plan's periods with links to their boards
                                      on the teacher's server, and the worksheets
                                      (:mod:`.materials`)
``GET worksheets/<lang>/<game>/<file>``
                                      a lesson's worksheet to print (anyone logged in);
                                      an answer key (``.answers.html``): a teacher only
``GET poll/<id>``                     the projector view of a poll (live)
``POST api/events``                   a kernel's batch of records (:mod:`.records`)
``GET api/records/<user>``            a student's records (the student or a teacher)
``GET api/me``                        who the token is, and the classes it may teach
``POST api/polls``                    a teacher sends a position to a class
``GET api/polls/current?game=``       a student's open poll (long poll: ``after``, ``wait``)
``POST api/polls/<id>/answer``        a student's move
``POST api/polls/<id>/reveal|close``  the teacher's reveal, the end of the round
``POST|DELETE api/present``           a teacher allows (or stops) presenting from their
                                      notebooks: a short-lived token (:mod:`.present`)
``GET health``                        no login: ``ok`` while the service and its database
                                      answer (nothing else)
====================================  =======================================================

Every API error is JSON ``{"error": "..."}`` with its status: 400/413/422 for a malformed
or oversized request, 403 for a forged learner or a page that is not yours, 404, 409 for
a replayed id with other content, 429 (with ``Retry-After``) for a learner over a limit
(:mod:`.limits`: records and requests a minute, waits open, records kept).

Results are checked: a "done" record's moves or answer are replayed or checked by the
engine (:mod:`.verify`, in a thread of its own) before the item counts as done; one that
does not check is kept as a claim, shown as unverified.

The event loop only moves bytes, so that a record's intake never waits behind other work
(:mod:`tutor.classroom.bench` measures it):

- who sent a request is asked of the hub without blocking (:meth:`Base.prepare`); the
  answer is kept five minutes (``cache_max_age``) and then stays in use while the hub is
  asked again (:class:`HubAnswers`);
- the database is written by one writer thread (:class:`Work`), in arrival order; the
  batches that arrive while it writes are kept together in the next transaction
  (:class:`Intake`), so that a busy disk (or PostgreSQL's flush at each commit) costs one
  wait for all of them, not one each;
- an SQLite file's write-ahead log is copied into the file by a thread of its own, and
  truncated (in the writer thread, between writes) whenever it passes
  :data:`~tutor.classroom.db.WAL_LIMIT`; records older than ``--keep-days`` are deleted
  every hour;
- the teacher's pages are computed in a thread of their own, once per change of the
  records (:class:`Shared`: every teacher and tab asking for the same page meanwhile gets
  the same answer), and the class grid is summed by the database;
- a student's wait for the class poll (``api/polls/current``) wakes on the polls' own
  changes, not on every record.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import os
import sys
import threading
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlparse

from jupyterhub.services.auth import (
    HubOAuth,
    HubOAuthCallbackHandler,
    HubOAuthenticated,
    check_scopes,
)
from jupyterhub.utils import url_path_join
from tornado import web
from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.httpserver import HTTPServer
from tornado.iostream import StreamClosedError

from ..core.errors import BadSave
from . import SERVICE, TEACH_SCOPE, materials, pages, present
from .db import DEFAULT_KEEP_DAYS, WAL_LIMIT, Store
from .limits import Limits, Meter, retry_after
from .records import MAX_BODY, MAX_TEXT, BadRecord, Event, check_batch, games, parse_json
from .verify import verify_all

log = logging.getLogger("tutor.classroom")

MAX_CODE = 20_000
"""The longest position code a teacher may send (every game's codes are far shorter)."""

STATIC = Path(__file__).parent / "static"


ALL: tuple = ()
"""The key of :class:`Changes` that moves with every other."""


def class_key(group: str, game: str) -> tuple:
    """The :class:`Changes` key of a class's records of a game (its grid, lessons and
    students: what their live pages wait for)."""
    return ("class", group, game)


def poll_key(pid: int | str) -> tuple:
    """The :class:`Changes` key of a poll's answers and state (its projector view)."""
    return ("poll", int(pid))


class Changes:
    """Change counters, one per key (a class's game: :func:`class_key`; a poll:
    :func:`poll_key`), with a way to wait for the next move of one (what the live pages
    and the students' long poll wait on). A record of one class moves that class's
    counter only, so the pages of the other classes neither reload nor recompute."""

    def __init__(self) -> None:
        self._versions: dict[tuple, int] = {}
        self._moved: dict[tuple, asyncio.Event] = {}

    @property
    def version(self) -> int:
        """The counter of :data:`ALL`: it moves with every key."""
        return self.of(ALL)

    def of(self, key: tuple) -> int:
        """The counter of ``key`` (0 before its first change)."""
        return self._versions.get(key, 0)

    def bump(self, *keys: tuple) -> None:
        """Move the counters of ``keys`` (and of :data:`ALL`), waking who waits on them."""
        for key in {*keys, ALL}:
            self._versions[key] = self._versions.get(key, 0) + 1
            moved = self._moved.pop(key, None)
            if moved is not None:
                moved.set()

    async def wait(self, timeout: float, key: tuple = ALL) -> bool:
        """True if the counter of ``key`` moved within ``timeout`` seconds."""
        moved = self._moved.setdefault(key, asyncio.Event())
        try:
            await asyncio.wait_for(moved.wait(), timeout)
            return True
        except asyncio.TimeoutError:
            return False


class Shared:
    """Page data computed once per version of the records and shared: requests for the
    same page (the same key) while the version stands get the same result, computed once
    in the page thread (several teachers, a dashboard and a projector, the refetch of each
    live page after a change). The last ``size`` pages are kept."""

    def __init__(self, size: int = 64) -> None:
        self.size = size
        self._kept: OrderedDict[Any, tuple[int, asyncio.Future]] = OrderedDict()

    async def get(self, version: int, key: Any, make: Callable[[], Awaitable[Any]]) -> Any:
        found = self._kept.get(key)
        if found is None or found[0] != version:
            future = asyncio.ensure_future(make())
            self._kept[key] = (version, future)
            self._kept.move_to_end(key)
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)
        else:
            future = found[1]
            self._kept.move_to_end(key)
        # A request that goes away does not cancel the computation for the others.
        return await asyncio.shield(future)


class Work:
    """The threads that do the service's blocking work, off the event loop: one writer
    (every database write, in arrival order, one short transaction each) and one for the
    teachers' pages. The bot's search of a revealed poll has its own."""

    def __init__(self) -> None:
        self.writer = ThreadPoolExecutor(1, thread_name_prefix="tutor-classroom-write")
        self.pages = ThreadPoolExecutor(1, thread_name_prefix="tutor-classroom-pages")
        self.bot = ThreadPoolExecutor(1, thread_name_prefix="tutor-classroom-bot")
        self.checks = ThreadPoolExecutor(1, thread_name_prefix="tutor-classroom-verify")
        """Where the successes are checked (:mod:`.verify`): off the writer and the
        pages."""
        self.tables = ThreadPoolExecutor(1, thread_name_prefix="tutor-classroom-tables")
        """Where the tables' engines run (:mod:`.play`): every move, view and board of
        every table, one at a time, so that a table is never read while it changes."""
        self.players = ThreadPoolExecutor(1, thread_name_prefix="tutor-classroom-players")
        """Where the bots of the tables choose their moves (a strong bot thinks half a
        second: never in the way of a pupil's move)."""

    SLOW = 0.25
    """A write that takes longer (waiting for the writer and writing) is logged."""

    async def write(self, fn: Callable[..., Any], *args: Any) -> Any:
        asked = time.monotonic()
        ran: list[float] = []

        def timed() -> Any:
            started = time.monotonic()
            try:
                return fn(*args)
            finally:
                ran.append(started)
                ran.append(time.monotonic() - started)

        try:
            return await asyncio.get_running_loop().run_in_executor(self.writer, timed)
        finally:
            took = time.monotonic() - asked
            if took > self.SLOW and ran:
                log.warning("slow write %s: %.0f ms (%.0f ms waiting for the writer, %.0f ms "
                            "writing)", getattr(fn, "__name__", fn), took * 1000,
                            (ran[0] - asked) * 1000, ran[1] * 1000)

    async def table(self, fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self.tables, fn, *args)

    async def page(self, fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self.pages, fn, *args)

    async def verify(self, batch: list[Event]) -> list[Event]:
        """The batch with its successes checked (nothing to do without one)."""
        if not any(e.kind == "done" for e in batch):
            return batch
        return await asyncio.get_running_loop().run_in_executor(self.checks, verify_all,
                                                                batch)


class Intake:
    """The records' way into the database: the batches that arrive while the writer is
    busy wait together and go in as one transaction (:meth:`Store.add_many`), each batch
    still kept whole or refused whole; at most :data:`GROUP` batches at once."""

    GROUP = 256

    def __init__(self, store: Store, work: Work, max_records: int) -> None:
        self.store, self.work, self.max_records = store, work, max_records
        self._waiting: list[tuple[str, list[Event], asyncio.Future]] = []
        self._writing = False
        self.transactions = 0
        """How many transactions the records took (for the bench)."""

    async def add(self, user: str, batch: list[Event]) -> tuple[int, int]:
        """Keep ``user``'s checked batch: (new, duplicates).

        Raises:
            BadRecord: 409 (a replayed id with other content) or 429 (the learner has
                ``max_records`` records kept already).
        """
        future = asyncio.get_running_loop().create_future()
        self._waiting.append((user, batch, future))
        if not self._writing:
            self._writing = True
            asyncio.ensure_future(self._write())
        return await future

    async def _write(self) -> None:
        try:
            while self._waiting:
                group = self._waiting[:self.GROUP]
                del self._waiting[:self.GROUP]
                try:
                    results = await self.work.write(self._add, [(u, b) for u, b, _ in group])
                except Exception as e:  # noqa: BLE001 - every request waiting is told
                    results = [e] * len(group)
                self.transactions += 1
                for (_, _, future), result in zip(group, results, strict=True):
                    if future.done():
                        continue
                    if isinstance(result, BaseException):
                        future.set_exception(result)
                    else:
                        future.set_result(result)
        finally:
            self._writing = False

    def _add(self, batches: list[tuple[str, list[Event]]]) -> list[Any]:
        """In the writer thread: refuse the batches of learners at their ``max_records``,
        keep the others."""
        out: list[Any] = [None] * len(batches)
        keep = []
        counts: dict[str, int] = {}
        for i, (user, batch) in enumerate(batches):
            kept = counts.get(user, self.store.count_of(user))
            if kept + len(batch) > self.max_records:
                out[i] = BadRecord(f"the service keeps at most {self.max_records} records "
                                   f"of each learner, and has {kept} of {user!r}: these "
                                   f"wait in the kernel until older ones are deleted", 429,
                                   retry_after=3600.0)
                continue
            counts[user] = kept + len(batch)
            keep.append(i)
        for i, result in zip(keep, self.store.add_many([batches[i] for i in keep]),
                             strict=True):
            out[i] = result
        return out


class Groups:
    """The hub's groups, read with the service's own token and kept ``ttl`` seconds.

    After that, the groups kept are used while the hub is asked again in the background
    (one request at a time): a busy hub that answers late, or not at all, slows no page
    and fails none, once the groups have been read once."""

    def __init__(self, api_url: str, token: str, staff: frozenset[str], ttl: float) -> None:
        self.api_url, self.token, self.staff, self.ttl = api_url, token, staff, ttl
        self._groups: dict[str, list[str]] | None = None
        self._read = -1e9
        self._asking: asyncio.Future | None = None

    async def all(self, fresh: bool = False) -> dict[str, list[str]]:
        """The groups; with ``fresh``, as the hub has them now (waiting for its answer).

        Raises:
            tornado.web.HTTPError: (503) the hub has not answered yet about its groups.
        """
        if fresh or time.monotonic() - self._read > self.ttl:
            if self._asking is None or self._asking.done():
                self._asking = asyncio.ensure_future(self._update())
            if fresh or self._groups is None:
                await asyncio.shield(self._asking)
        if self._groups is None:
            raise web.HTTPError(503, "the hub has not said yet which groups it has: "
                                     "try again in a moment")
        return self._groups

    async def _update(self) -> None:
        try:
            self._groups = await self._fetch()
            self._read = time.monotonic()
        except Exception as e:  # noqa: BLE001 - the groups kept stay in use
            log.warning("could not read the hub's groups (%s); %s", e,
                        "the groups read before stay in use" if self._groups is not None
                        else "no groups known yet")

    async def _fetch(self) -> dict[str, list[str]]:
        client = AsyncHTTPClient()
        out: dict[str, list[str]] = {}
        offset = 0
        while True:
            request = HTTPRequest(
                url_path_join(self.api_url, f"groups?offset={offset}&limit=200"),
                headers={"Authorization": f"token {self.token}",
                         "Accept": "application/jupyterhub-pagination+json"})
            response = await client.fetch(request)
            doc = json.loads(response.body)
            found = doc["items"] if isinstance(doc, dict) else doc
            for group in found:
                out[group["name"]] = sorted(group.get("users", []))
            following = doc.get("_pagination", {}).get("next") if isinstance(doc, dict) else None
            if not following:
                return out
            offset = following["offset"]

    async def classes(self, fresh: bool = False) -> dict[str, list[str]]:
        """Class groups and their students (staff groups and their members left out)."""
        groups = await self.all(fresh)
        staff = {u for g in self.staff for u in groups.get(g, [])}
        return {name: [u for u in users if u not in staff]
                for name, users in groups.items() if name not in self.staff}


class HubAnswers(HubOAuth):
    """HubOAuth whose answer about a token stays in use while the hub is asked again.

    HubAuth keeps the hub's answer about a token ``cache_max_age`` seconds (five minutes),
    then makes the next request with that token wait while it asks the hub again. A class
    starts together, so every student's token comes due within the same few seconds: in
    the bench a busy hub took up to 2 s over 300 such questions, and those records waited
    (most of the slowest 1 %). Here, once the hub has said who a token is, the answer is
    used for up to another ``cache_max_age`` while the hub is asked again in the
    background, one question per token at a time; from the hub's new answer on, it is the
    one used (a token the hub no longer knows is refused). A token seen for the first time,
    or not for twice ``cache_max_age``, or one the hub refused, waits for the hub as before.
    A revoked token is thus accepted at most ``cache_max_age`` after the hub last vouched
    for it plus one answer of the hub's, as with HubAuth's own cache.
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._answers: dict[str, tuple[float, dict[str, Any] | None]] = {}
        """cache key -> (when the hub answered, its answer: the user model or None)"""
        self._asking: dict[str, asyncio.Future] = {}
        self._purged = time.monotonic()

    async def _check_hub_authorization(self, url: str, api_token: str,
                                       cache_key: str | None = None,
                                       use_cache: bool = True) -> dict[str, Any] | None:
        if not use_cache or cache_key is None:
            return await super()._check_hub_authorization(url, api_token, cache_key, use_cache)
        kept = self._answers.get(cache_key)
        if kept is not None:
            at, model = kept
            age, ttl = time.monotonic() - at, self.cache_max_age
            if ttl <= 0 or age < ttl:  # 0: kept for ever, as HubAuth's cache does
                return model
            if model is not None and age < 2 * ttl:
                self._ask(url, api_token, cache_key)  # answered in the background
                return model
        return await asyncio.shield(self._ask(url, api_token, cache_key))

    def _ask(self, url: str, api_token: str, cache_key: str) -> asyncio.Future:
        """The hub's answer about one token: one question at a time per token."""
        asking = self._asking.get(cache_key)
        if asking is None or asking.done():
            asking = asyncio.ensure_future(self._ask_hub(url, api_token, cache_key))
            self._asking[cache_key] = asking
            asking.add_done_callback(lambda f: self._done(cache_key, f))
        return asking

    async def _ask_hub(self, url: str, api_token: str, cache_key: str) -> dict[str, Any] | None:
        model = await super()._check_hub_authorization(url, api_token, cache_key,
                                                       use_cache=False)
        now = time.monotonic()
        self._answers[cache_key] = (now, model)
        if self.cache_max_age > 0 and now - self._purged > self.cache_max_age:
            self._purged = now
            self._answers = {k: v for k, v in self._answers.items()
                             if now - v[0] < 2 * self.cache_max_age}
        return model

    def _done(self, cache_key: str, asking: asyncio.Future) -> None:
        if self._asking.get(cache_key) is asking:
            del self._asking[cache_key]
        if not asking.cancelled() and asking.exception() is not None:
            # A request waiting for it gets the error; one served by the answer kept, not.
            log.warning("the hub did not answer about a token (%s); its last answer stays "
                        "in use until it does", asking.exception())


class OAuthCallback(HubOAuthCallbackHandler):
    hub_auth_class = HubAnswers


class Base(HubOAuthenticated, web.RequestHandler):
    """What every handler shares: the store, the groups, the user's classes, the page
    language and JSON errors."""

    hub_auth_class = HubAnswers

    @property
    def store(self) -> Store:
        return self.settings["store"]

    @property
    def groups(self) -> Groups:
        return self.settings["groups"]

    @property
    def changes(self) -> Changes:
        return self.settings["changes"]

    @property
    def prefix(self) -> str:
        return self.settings["prefix"]

    @property
    def work(self) -> Work:
        return self.settings["work"]

    @property
    def poll_changes(self) -> Changes:
        """Moves when a poll opens, is revealed or closes (what students wait for)."""
        return self.settings["poll_changes"]

    @property
    def meter(self) -> Meter:
        return self.settings["meter"]

    @property
    def secret(self) -> bytes:
        """The service's secret (its cookie secret): what present tokens are signed with."""
        secret = self.settings["cookie_secret"]
        return secret if isinstance(secret, bytes) else str(secret).encode()

    async def prepare(self) -> None:
        """Ask the hub who sent the request, without blocking the service: tornado's
        ``current_user`` asks HubAuth synchronously, and the hub's answer about a token it
        has not seen for a while blocks every other request meanwhile. Awaited here, the
        answer is in the request (and in HubAuth's cache) before ``current_user`` looks.
        Then the learner's limits (:mod:`.limits`): a request that waits (a long poll, a
        live page) counts among the user's waits while it is open."""
        user = await self.hub_auth.get_user(self, sync=False)
        self._wait_of: str | None = None
        if user and self.waits():
            if not self.meter.open_wait(user["name"]):
                await self.refuse(f"{self.meter.limits.max_waits} waits (live pages, class "
                                  f"boards) are open for {user['name']!r} already: close "
                                  f"one", 5.0)
            self._wait_of = user["name"]

    def waits(self) -> bool:
        """Whether this request stays open, waiting for changes."""
        path = self.request.path
        return path.endswith("/stream") or (
            path.endswith("/api/polls/current")
            and _float(self.get_query_argument("wait", "0")) > 0)

    def on_finish(self) -> None:
        self._release()

    def on_connection_close(self) -> None:
        self._release()
        super().on_connection_close()

    def _release(self) -> None:
        user, self._wait_of = getattr(self, "_wait_of", None), None
        if user is not None:
            self.meter.close_wait(user)

    TARPIT = 1.0
    """Seconds a refused request (429) waits before its answer, at least. A kernel told
    to wait loses nothing by it (its sender waits anyway), but a flood slows down: eight
    threads flooding as fast as the service answers sent 424 requests a second without
    it, and took the processor from everyone else (the bench)."""

    PACE = 0.25
    """Seconds between two refusals of one user: however many connections flood, one
    user's refused requests are answered at most four a second (each waiting its turn,
    up to :data:`HOLD` seconds). Thirty-two threads sent 113 requests a second with the
    tarpit alone."""

    HOLD = 10.0

    async def refuse(self, reason: str, seconds: float) -> None:
        """Answer 429 with ``Retry-After`` (``seconds``), after :data:`TARPIT` seconds or
        more, at the user's pace (:data:`PACE`)."""
        self.wait_seconds = seconds
        user = self.current_user["name"] if self.current_user else ""
        turns: dict[str, float] = self.settings["refusals"]
        now = time.monotonic()
        at = min(max(now + self.TARPIT, turns.get(user, 0.0)), now + self.HOLD)
        turns[user] = min(max(turns.get(user, 0.0), at) + self.PACE,
                          now + self.HOLD + self.PACE)
        if len(turns) > 10_000:  # users refused long ago are forgotten
            for name in [u for u, t in turns.items() if t < now]:
                del turns[name]
        await asyncio.sleep(at - now)
        raise web.HTTPError(429, reason.replace("%", "%%"))

    async def count_request(self) -> None:
        """One API request of the user (``api/...``: records, answers, polls, who they
        are; not the teachers' pages): 429 beyond their requests a minute."""
        wait = self.meter.request(self.user_name(), time.monotonic())
        if wait:
            await self.refuse(f"too many requests from {self.user_name()!r}: at most "
                              f"{self.meter.limits.requests_per_minute} a minute", wait)

    async def shared_page(self, changes: tuple, key: tuple, fn: Callable[..., Any],
                          *args: Any) -> str:
        """``fn(*args)`` as JSON text, computed in the page thread once per version of the
        counter ``changes`` (:class:`Changes`) for ``key`` (:class:`Shared`)."""
        return await self.settings["shared"].get(
            self.changes.of(changes), key, lambda: self.work.page(_json_of, fn, *args))

    async def records_changed(self, user: str, games: set[str]) -> None:
        """Move the counters of ``games`` in every class of ``user`` (their live pages
        follow)."""
        classes = await self.groups.classes()
        self.changes.bump(*(class_key(group, game) for group, users in classes.items()
                            if user in users for game in games))

    async def stream_events(self, key: tuple) -> None:
        """Server-sent events for the counter ``key`` of :class:`Changes`: ``update``
        whenever it moved, at most twice a second, and ``ping`` every ``ping_seconds`` (15
        seconds unless the service is told otherwise; see :class:`Stream`)."""
        self.set_header("Content-Type", "text/event-stream; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.set_header("X-Accel-Buffering", "no")
        sent = -1
        try:
            while True:
                if self.changes.of(key) != sent:
                    sent = self.changes.of(key)
                    self.write(f"event: update\ndata: {sent}\n\n")
                    await self.flush()
                    await asyncio.sleep(0.5)
                    continue
                if not await self.changes.wait(self.settings["ping_seconds"], key):
                    self.write("event: ping\ndata: \n\n")  # the page knows it is alive
                    await self.flush()
        except StreamClosedError:
            return

    def send_page(self, head: dict[str, Any], body: str) -> None:
        """A page's JSON: ``head`` (made here) and ``body`` (from :meth:`shared_page`)."""
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(pages.with_head(head, body))

    def user_name(self) -> str:
        return self.current_user["name"]

    def is_user(self) -> bool:
        return self.current_user.get("kind", "user") == "user"

    def is_teacher(self) -> bool:
        """Whether the current user's token carries the teacher scope, of any class."""
        return any(s.startswith(TEACH_SCOPE) for s in self.current_user.get("scopes", []))

    def teaches(self, group: str) -> bool:
        """Whether the current user's token carries the teacher scope for ``group``."""
        scopes = set(self.current_user.get("scopes", []))
        return bool(check_scopes({f"{TEACH_SCOPE}!group={group}"}, scopes))

    async def my_classes(self, fresh: bool = False) -> dict[str, list[str]]:
        return {g: users for g, users in (await self.groups.classes(fresh)).items()
                if self.teaches(g)}

    async def class_of(self, group: str) -> list[str]:
        """The students of ``group`` if the user teaches it; else 403 (404: no class)."""
        if not self.teaches(group):
            raise web.HTTPError(403, "only a teacher of this class may see it")
        classes = await self.groups.classes()
        if group not in classes:  # a class made a moment ago?
            classes = await self.groups.classes(fresh=True)
            if group not in classes:
                raise web.HTTPError(404, f"no class {group!r} on this hub")
        return classes[group]

    def lang(self) -> str:
        query = self.get_query_argument("lang", None)
        lang = pages.pick_lang(query, self.get_cookie("tutor-classroom-lang"),
                               self.request.headers.get("Accept-Language"))
        if query == lang:
            self.set_cookie("tutor-classroom-lang", lang, path=self.prefix, httponly=True,
                            samesite="Lax")
        return lang

    def check_game(self, game: str) -> str:
        if game not in games():
            raise web.HTTPError(404, f"no game {game!r} with lessons")
        return game

    def send_json(self, doc: Any, status: int = 200) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(pages.dumps(doc))

    wait_seconds: float | None = None
    """Seconds a refused request (429) is told to wait (``Retry-After``)."""

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        if self.wait_seconds:  # tornado clears the headers before it calls this
            self.set_header("Retry-After", retry_after(self.wait_seconds))
        reason = self._reason
        error = kwargs.get("exc_info", (None, None, None))[1]
        if isinstance(error, web.HTTPError) and error.log_message:
            reason = error.log_message % error.args if error.args else error.log_message
        if self.request.path.startswith(url_path_join(self.prefix, "api")) or \
                self.request.path.endswith(("/data", "/stream")):
            self.set_header("Content-Type", "application/json; charset=utf-8")
            self.finish(json.dumps({"error": reason}))
            return
        lang = pages.pick_lang(self.get_query_argument("lang", None),
                               self.get_cookie("tutor-classroom-lang"),
                               self.request.headers.get("Accept-Language"))
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(pages.error_page(status_code, lang, reason,
                                     url_path_join(self.prefix, "static/"), self.prefix,
                                     getattr(error, "words", None)))

    def set_default_headers(self) -> None:
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Content-Security-Policy",
                        "default-src 'self'; img-src 'self' data:; style-src 'self' "
                        "'unsafe-inline'; frame-ancestors 'self'")

    def page(self, kind: str, title: str, **data: str) -> None:
        self.set_header("Content-Type", "text/html; charset=utf-8")
        data.setdefault("xsrf", self.xsrf_token.decode("ascii"))
        data.setdefault("lang", self.lang())
        data.setdefault("ping", f"{self.settings['ping_seconds']:g}")  # the stream's pings
        self.finish(pages.shell(kind, data["lang"], title, data,
                                url_path_join(self.prefix, "static/")))

    async def body_json(self) -> Any:
        try:
            return parse_json(self.request.body)
        except BadRecord as e:
            raise web.HTTPError(e.status, str(e)) from None


def api(method: Any) -> Any:
    """An API method: a user must be identified (403 as JSON otherwise, no redirect), and
    a :class:`BadRecord` becomes its status with the reason."""

    async def wrapped(self: Base, *args: Any, **kwargs: Any) -> None:
        if not self.current_user:
            raise web.HTTPError(403, "not logged in to the hub, or no access to this service")
        if self.request.path.startswith(url_path_join(self.prefix, "api/")):
            await self.count_request()
        try:
            await method(self, *args, **kwargs)
        except BadRecord as e:
            if e.retry_after:
                self.wait_seconds = e.retry_after
            raise web.HTTPError(e.status, str(e).replace("%", "%%")) from None

    wrapped.__name__ = method.__name__
    wrapped.__doc__ = method.__doc__
    return wrapped


# -- pages ---------------------------------------------------------------------------------


class HomeHandler(Base):
    @web.authenticated
    async def get(self) -> None:
        lang = self.lang()
        classes = await self.my_classes()
        if not classes and not self.is_teacher():
            # A pupil's front page is the tables of their class (和同學下).
            self.redirect(self.url("play") + (f"?lang={lang}" if self.get_query_argument(
                "lang", None) else ""))
            return
        self.page("home", pages.word(lang, "service"), src=self.url("home/data"),
                  home=self.prefix, present=self.url("api/present"))

    def url(self, path: str) -> str:
        return url_path_join(self.prefix, path)


class HomeData(Base):
    @api
    async def get(self) -> None:
        lang = self.lang()
        classes = await self.my_classes()
        self.send_json({"lang": lang, "words": pages.words(lang), "games": list(games()),
                        "titles": {g: pages.game_title(g, lang) for g in games()},
                        "classes": [{"name": g, "students": len(u)}
                                    for g, u in sorted(classes.items())]})


class ClassPage(Base):
    @web.authenticated
    async def get(self, group: str, game: str, rest: str = "") -> None:
        self.check_game(game)
        students = await self.class_of(group)
        lang = self.lang()
        section, _, which = rest.partition("/")
        if section == "lesson" and not pages.has_lesson(game, which):
            raise web.HTTPError(404, "no such lesson")
        if section == "student" and which not in students:
            raise web.HTTPError(404, "no such student in this class")
        base = url_path_join(self.prefix, "class", quote(group, safe=""), game)
        kind, title = "class", f"{group} · {pages.game_title(game, lang)}"
        if rest.startswith("lesson/"):
            kind = "lesson"
        elif rest.startswith("student/"):
            kind = "student"
        path = url_path_join(base, section, quote(which, safe="")) if rest else base
        self.page(kind, pages.word(lang, "class", name=title), src=path + "/data",
                  stream=base + "/stream", base=base, home=self.prefix,
                  materials=base + "/materials/data",
                  polls=url_path_join(self.prefix, "api/polls"),
                  pollpage=url_path_join(self.prefix, "poll/"), group=group, game=game)


class ClassData(Base):
    @api
    async def get(self, group: str, game: str, rest: str = "") -> None:
        self.check_game(game)
        students = await self.class_of(group)
        lang = self.lang()
        changes = class_key(group, game)
        head = {"lang": lang, "words": pages.words(lang), "group": group, "game": game,
                "title": pages.game_title(game, lang), "version": self.changes.of(changes)}
        members = tuple(students)
        if rest.startswith("lesson/"):
            number = rest.split("/")[1]
            if not number.isdigit():
                raise web.HTTPError(404, "no such lesson")
            try:
                doc = await self.shared_page(changes, ("lesson", members, game, int(number),
                                                       lang),
                                             pages.lesson_page, self.store, students, game,
                                             int(number), lang)
            except KeyError as e:
                raise web.HTTPError(404, str(e)) from None
        elif rest.startswith("student/"):
            user = rest.split("/", 1)[1]
            if user not in students:
                raise web.HTTPError(404, "no such student in this class")
            doc = await self.shared_page(changes, ("student", user, game, lang),
                                         pages.student_page,
                                         self.store, user, game, lang)
        else:
            doc = await self.shared_page(changes, ("grid", members, game, lang), pages.grid,
                                         self.store, students, game, lang)
        self.send_page(head, doc)


class Export(Base):
    @web.authenticated
    async def get(self, group: str, game: str, ext: str) -> None:
        self.check_game(game)
        students = await self.class_of(group)
        lang = self.lang()
        rows = await self.work.page(pages.export_rows, self.store, students, group, game,
                                    lang)
        if ext == "xlsx":
            blob = await self.work.page(pages.to_xlsx, rows, lang)
            if blob is None:
                raise web.HTTPError(404, "XLSX needs openpyxl on the hub")
            self.set_header("Content-Type", "application/vnd.openxmlformats-officedocument."
                                            "spreadsheetml.sheet")
        else:
            blob = pages.to_csv(rows, lang)
            self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition", pages.attachment(game, group, lang, ext))
        self.finish(blob)


class Materials(Base):
    """What the class page offers to teach with (:mod:`.materials`): the class plan's
    periods, each with links to its page of boards and every board on it, opened on the
    teacher's own server on the hub; and every lesson's worksheets, answer keys included."""

    @api
    async def get(self, group: str, game: str) -> None:
        self.check_game(game)
        await self.class_of(group)
        lang = self.lang()
        server = materials.server_url(self.settings["hub_base"], self.user_name(),
                                      self.settings["notebooks"])
        periods = await self.work.page(materials.plan_links, game, lang, server)
        sheets = materials.worksheet_list(game, lang, self.prefix, keys=True)
        self.send_json({"lang": lang, "game": game, "periods": periods,
                        "worksheets": sheets})


class KeyRefused(web.HTTPError):
    """403 for a pupil's answer key, said in the pupil's words (``error-key``)."""

    words = "error-key"


class Worksheet(Base):
    """A lesson's worksheet to print, or (a teacher only) its answer key: made on request
    in the page thread and kept (:func:`.materials.worksheet_page`)."""

    @web.authenticated
    async def get(self, lang: str, game: str, name: str) -> None:
        try:
            number, answers, deeper = materials.find(lang, game, name, list(games()))
        except LookupError as e:
            raise web.HTTPError(404, str(e).replace("%", "%%")) from None
        if answers and not self.is_teacher():
            raise KeyRefused(403, "answer keys are for teachers only")
        blob = await self.work.page(materials.worksheet_page, game, number, lang, answers,
                                    deeper, url_path_join(self.prefix, "static/print.js"))
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Content-Disposition", materials.file_name(game, name, lang))
        self.set_header("Cache-Control", "private, no-cache")
        self.finish(blob)


class Stream(Base):
    """Server-sent events: ``update`` whenever something changed, at most twice a second,
    and ``ping`` every 15 seconds, so that proxies keep the connection and the page knows
    that the stream is alive."""

    @api
    async def get(self, *args: str) -> None:
        if len(args) >= 2:
            self.check_game(args[1])
            await self.class_of(args[0])
            key = class_key(args[0], args[1])
        else:
            poll = self.store.poll(int(args[0]))
            if poll is None:
                raise web.HTTPError(404, "no such poll")
            await self.class_of(poll.group)
            key = poll_key(poll.id)
        await self.stream_events(key)


class PollPage(Base):
    @web.authenticated
    async def get(self, pid: str) -> None:
        poll = self.store.poll(int(pid))
        if poll is None:
            raise web.HTTPError(404, "no such poll")
        await self.class_of(poll.group)
        lang = self.lang()
        base = url_path_join(self.prefix, "poll", pid)
        api_base = url_path_join(self.prefix, "api/polls", pid)
        self.page("poll", pages.word(lang, "together"), src=base + "/data",
                  stream=base + "/stream", reveal=api_base + "/reveal",
                  close=api_base + "/close", home=self.prefix,
                  back=url_path_join(self.prefix, "class", quote(poll.group, safe=""),
                                     poll.game))


class PollData(Base):
    @api
    async def get(self, pid: str) -> None:
        poll = self.store.poll(int(pid))
        if poll is None:
            raise web.HTTPError(404, "no such poll")
        members = await self.class_of(poll.group)
        lang = self.lang()
        doc = await self.shared_page(poll_key(poll.id), ("poll", poll.id, poll.state,
                                                         len(members), lang),
                                     pages.poll_page, self.store, poll, members, lang)
        self.send_page({"lang": lang, "words": pages.words(lang),
                        "thinking": pid in self.settings["revealing"]}, doc)


# -- the API -------------------------------------------------------------------------------


class Events(Base):
    @api
    async def post(self) -> None:
        """A kernel's batch of records: all kept, or none (see :mod:`.records`)."""
        if not self.is_user():
            raise web.HTTPError(403, "only hub users send records")
        user = self.user_name()
        limits = self.meter.limits
        body = self.request.body
        if len(body) > limits.max_request_bytes:
            raise BadRecord(f"the request has {len(body)} bytes; at most "
                            f"{limits.max_request_bytes} are read", 413)
        batch = check_batch(body, user)
        wait = self.meter.records(user, len(batch), time.monotonic())
        if wait:
            await self.refuse(f"too many records from {user!r}: at most "
                              f"{limits.records_per_minute} a minute; the kernel sends "
                              f"them later", wait)
        batch = await self.work.verify(batch)
        new, duplicates = await self.settings["intake"].add(user, batch)
        if new:
            await self.records_changed(user, {event.game for event in batch})
        self.send_json({"accepted": new, "duplicates": duplicates})


class Records(Base):
    @api
    async def get(self, user: str) -> None:
        """A student's records: their own, or any student of a class the caller teaches."""
        if user != self.user_name() or not self.is_user():
            classes = await self.my_classes()
            if classes and not any(user in students for students in classes.values()):
                classes = await self.my_classes(fresh=True)  # a student added a moment ago?
            if not any(user in students for students in classes.values()):
                raise web.HTTPError(403, "a student reads only their own records")
        game = self.get_query_argument("game", None)
        out = {}
        for name in ([self.check_game(game)] if game else games()):
            out[name] = [{"lesson": r.lesson, "item": r.item, "done": bool(r.done),
                          "attempts": r.attempts, "hints": r.hints, "stars": r.stars,
                          "seconds": r.seconds, "claimed": bool(r.claims and not r.done)}
                         for r in self.store.items_of([user], name)]
        self.send_json({"learner": user, "games": out})


class Polls(Base):
    @api
    async def post(self) -> None:
        """A teacher sends a position to a class: ``{"group", "game", "code"}``. The
        position is kept as the seat to act sees it (``State.view_for``): hidden cards are
        redrawn, so no student's board shows a secret."""
        doc = await self.body_json()
        if not isinstance(doc, dict) or set(doc) - {"group", "game", "code"}:
            raise BadRecord('a poll is {"group": ..., "game": ..., "code": ...}')
        group, game, code = doc.get("group"), doc.get("game"), doc.get("code")
        if not all(isinstance(v, str) and v for v in (group, game, code)):
            raise BadRecord("'group', 'game' and 'code' must be text")
        if not self.teaches(group):
            token = self.request.headers.get(present.HEADER)
            if token is None:
                raise web.HTTPError(403, f"only a teacher of {group!r} may send it a "
                                         f"position (from a notebook: allow presenting on "
                                         f"the class room's page first)")
            try:
                present.check(self.secret, token, self.user_name(), group, time.time(),
                              self.settings["present_stopped"].get(self.user_name(), 0.0))
            except present.BadToken as e:
                raise web.HTTPError(403, str(e)) from None
        classes = await self.groups.classes()
        if group not in classes:
            raise web.HTTPError(404, f"no class {group!r} on this hub")
        self.check_game(game)
        if len(code) > MAX_CODE:
            raise BadRecord(f"a position code has at most {MAX_CODE} characters, not "
                            f"{len(code)}")
        import tutor

        try:
            state = tutor.load(game).from_code(code)
        except (BadSave, ValueError) as e:
            raise BadRecord(f"not a position of {game}: {e}") from None
        if state.is_terminal():
            raise BadRecord("the game is over in this position: there is no move to choose")
        if state.is_chance():
            raise BadRecord("chance acts next in this position (a draw or a deal): play "
                            "it first, then send the position where a player chooses")
        seat = state.current_player()
        view = state.view_for(seat)
        poll = await self.work.write(self.store.create_poll, group, game, view.code(), seat,
                                     self.user_name())
        self.changes.bump(poll_key(poll.id))
        self.poll_changes.bump()
        self.send_json({"id": poll.id, "url": url_path_join(self.prefix, "poll",
                                                              str(poll.id))}, 201)


class CurrentPoll(Base):
    @api
    async def get(self) -> None:
        """The newest open poll of the user's classes for ``game`` (null if none), with
        the verdict of the user's move once the teacher revealed them. With
        ``after=<id>:<state>`` it waits (up to ``wait`` seconds, at most 30) until that
        changes.

        Without a poll of ``game``, ``elsewhere`` lists the games of the user's classes'
        open polls (the class plays another game than the student's lesson); and when the
        poll ``after`` names has ended, ``ended`` is that round as the student played it,
        with the verdict of their move."""
        game = self.check_game(self.get_query_argument("game", ""))
        after = self.get_query_argument("after", "")
        wait = wait_seconds(self.get_query_argument("wait", "0"))
        deadline = time.monotonic() + wait
        user = self.user_name()
        while True:
            classes = await self.groups.classes()
            mine = {g for g, users in classes.items() if user in users}
            found = [p for p in self.open_polls(game) if p.group in mine]
            poll = found[0] if found else None
            elsewhere = sorted({p.game for p in self.open_polls(None)
                                if p.group in mine and p.game != game}) if poll is None else []
            key = (f"{poll.id}:{poll.state}" if poll else
                   "elsewhere:" + ",".join(elsewhere) if elsewhere else "")
            left = deadline - time.monotonic()
            if key != after or left <= 0:
                break
            await self.poll_changes.wait(min(left, 5.0))
        if poll is None:
            return self.send_json({"poll": None, "key": key, "elsewhere": elsewhere,
                                   "ended": self.ended(after, user, mine)})
        self.send_json({"key": key, "poll": self.as_seen(poll, user)})

    def as_seen(self, poll: Any, user: str) -> dict[str, Any]:
        """A poll as a student gets it: the position, their answer and, once revealed, the
        verdict of their move (:func:`pages.verdict_kind`) and the bot's best moves."""
        mine = self.answers(poll.id).get(user)
        out = {"id": poll.id, "game": poll.game, "code": poll.code, "seat": poll.seat,
               "state": poll.state, "group": poll.group, "answer": mine}
        if poll.result is not None and poll.state != "open":
            best = poll.result["best"]
            win = poll.result["moves"].get(mine) if mine else None
            out["result"] = {"verdict": pages.verdict_kind(win, best[0]["win"] if best else None)
                             if mine else None, "win": win, "best": best}
        return out

    def ended(self, after: str, user: str, mine: set[str]) -> dict[str, Any] | None:
        """The round ``after`` (``<id>:<state>``) named, if it is over, as ``user`` saw it."""
        pid = after.partition(":")[0]
        if not pid.isdigit() or len(pid) > 15:
            return None
        poll = self.store.poll(int(pid))
        if poll is None or poll.state != "closed" or poll.group not in mine:
            return None
        return self.as_seen(poll, user)

    def open_polls(self, game: str | None) -> list[Any]:
        """The polls of ``game`` (None: of every game) not closed, newest first: read once
        per change of the polls for every student waiting (a class of 300 wakes
        together)."""
        return self._kept(self.poll_changes.version, ("polls", game),
                          lambda: self.store.current_polls(None, game))

    def answers(self, pid: int) -> dict[str, str]:
        """A poll's answers, read once per change for every student waiting."""
        return self._kept(self.changes.of(poll_key(pid)), ("answers", pid),
                          lambda: self.store.answers(pid))

    def _kept(self, version: int, key: tuple, read: Callable[[], Any]) -> Any:
        kept = self.settings["open_polls"]
        if kept.get(key, (None,))[0] != version:
            if len(kept) > 256:
                kept.clear()
            kept[key] = (version, read())
        return kept[key][1]


class Me(Base):
    @api
    async def get(self) -> None:
        """Who the token is, and the classes it may teach (what a board asks before it
        offers its teacher to send the position to a class)."""
        classes = sorted(await self.my_classes())
        doc = {"name": self.user_name(), "kind": self.current_user.get("kind", "user"),
               "teaches": classes}
        token = self.settings["present"].get(self.user_name())
        if not classes and token is not None:
            try:
                granted = present.read(self.secret, token, time.time())
            except present.BadToken:
                self.settings["present"].pop(self.user_name(), None)
            else:
                known = await self.groups.classes()
                doc.update(teaches=[g for g in granted["g"] if g in known], present=token,
                           present_expires=granted["e"])
        self.send_json(doc)


class Present(Base):
    @api
    async def post(self) -> None:
        """A teacher, logged in with the teacher scope (the class room's page), allows
        their notebooks to send positions to their classes: ``{"minutes": n}`` (optional,
        default :data:`present.DEFAULT_MINUTES`). The token is kept for the teacher's
        kernels (``api/me``) and returned."""
        doc = await self.body_json() if self.request.body else {}
        if not isinstance(doc, dict) or set(doc) - {"minutes"}:
            raise BadRecord('allowing presenting takes {"minutes": n} or nothing')
        minutes = doc.get("minutes", present.DEFAULT_MINUTES)
        if isinstance(minutes, bool) or not isinstance(minutes, (int, float)) or not (
                1 <= minutes <= present.MAX_MINUTES):
            raise BadRecord(f"'minutes' must be a number from 1 to {present.MAX_MINUTES}, "
                            f"not {minutes!r:.40}")
        classes = sorted(await self.my_classes())
        if not classes:
            raise web.HTTPError(403, "only a teacher may present to a class")
        now = time.time()
        expires = now + float(minutes) * 60
        token = present.make(self.secret, self.user_name(), classes, expires, issued=now)
        self.settings["present"][self.user_name()] = token
        self.send_json({"token": token, "classes": classes, "expires": round(expires, 3)},
                       201)

    @api
    async def get(self) -> None:
        """Whether the user's notebooks may present now: ``{"present": null}`` or
        ``{"present": {"classes": [...], "expires": time}}`` (what the page's button
        shows)."""
        token = self.settings["present"].get(self.user_name())
        try:
            granted = present.read(self.secret, token, time.time()) if token else None
        except present.BadToken:
            granted = None
        self.send_json({"present": {"classes": granted["g"], "expires": granted["e"]}
                        if granted else None})

    @api
    async def delete(self) -> None:
        """The teacher stops presenting from notebooks: the token kept is forgotten, and
        every token made for them until now is refused from now on."""
        self.settings["present"].pop(self.user_name(), None)
        self.settings["present_stopped"][self.user_name()] = time.time()
        self.send_json({"present": None})


class Answer(Base):
    @api
    async def post(self, pid: str) -> None:
        """A student's move in a poll: ``{"move": notation}``, legal in the position."""
        poll = self.store.poll(int(pid))
        if poll is None:
            raise web.HTTPError(404, "no such poll")
        user = self.user_name()
        classes = await self.groups.classes()
        if user not in classes.get(poll.group, []):
            raise web.HTTPError(403, f"this poll is for the class {poll.group!r}")
        if poll.state != "open":
            raise BadRecord("this round is over: the answers are revealed", 409)
        doc = await self.body_json()
        if not isinstance(doc, dict) or set(doc) != {"move"} or not isinstance(
                doc["move"], str) or not 0 < len(doc["move"]) <= MAX_TEXT:
            raise BadRecord('an answer is {"move": "<the move, as the board writes it>"}')
        import tutor

        state = tutor.load(poll.game).from_code(poll.code)
        verdict = state.check(doc["move"])
        if not verdict:
            raise BadRecord(f"not a legal move here [{verdict.rule}]: {verdict.in_lang('en')}")
        move = str(state.parse_action(doc["move"]))
        await self.work.write(self.store.answer, poll.id, user, move)
        self.changes.bump(poll_key(poll.id))
        self.send_json({"poll": poll.id, "move": move})


class PollAction(Base):
    @api
    async def post(self, pid: str, action: str) -> None:
        """The teacher reveals the verdicts (the strong bot searches the position once)
        or ends the round."""
        poll = self.store.poll(int(pid))
        if poll is None:
            raise web.HTTPError(404, "no such poll")
        await self.class_of(poll.group)
        if poll.result is None and pid not in self.settings["revealing"]:
            # The bot searches once: for Reveal, and for End without a Reveal before it,
            # so that every student sees the verdict of their move when the round ends.
            self.settings["revealing"].add(pid)
            self.changes.bump(poll_key(poll.id))
            try:
                result = await asyncio.get_running_loop().run_in_executor(
                    self.work.bot, pages.reveal, poll.code, poll.game,
                    self.settings["reveal_seconds"])
            finally:
                self.settings["revealing"].discard(pid)
            now = self.store.poll(poll.id)
            ended = action == "close" or (now is not None and now.state == "closed")
            await self.work.write(self.store.set_poll, poll.id,
                                  "closed" if ended else "revealed", result)
        elif action == "close":
            await self.work.write(self.store.set_poll, poll.id, "closed")
        elif poll.result is not None and poll.state == "open":
            await self.work.write(self.store.set_poll, poll.id, "revealed")
        self.changes.bump(poll_key(poll.id))
        self.poll_changes.bump()
        self.send_json({"poll": poll.id, "state": self.store.poll(poll.id).state})


class Health(web.RequestHandler):
    """``ok`` (200) while the service and its database answer, ``unavailable`` (503)
    otherwise: nothing else, since anyone may ask."""

    async def get(self) -> None:
        store: Store = self.settings["store"]
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        try:
            await asyncio.get_running_loop().run_in_executor(
                self.settings["work"].pages, store.ping)
        except Exception as e:  # noqa: BLE001 - said as unavailable, logged
            log.warning("health: the database does not answer (%s)", e)
            self.set_status(503)
            self.finish("unavailable")
            return
        self.finish("ok")


class NotFound(Base):
    """Any other address under the service's prefix: 404, in the page's language."""

    async def get(self, *args: str) -> None:
        raise web.HTTPError(404, "no such page")


class Static(web.StaticFileHandler):
    def set_extra_headers(self, path: str) -> None:
        self.set_header("Cache-Control", "no-cache")


def _checkpoints(store: Store, work: Work, every: float = 2.0) -> None:
    """Run for ever: the SQLite file's checkpoints, apart from the writes
    (:meth:`Store.checkpoint_apart`); when the log has grown past
    :data:`~tutor.classroom.db.WAL_LIMIT` (readers kept it from starting again), a
    TRUNCATE checkpoint in the writer thread, between two writes, empties it."""
    while True:
        time.sleep(every)
        checkpoint_once(store, work)


def checkpoint_once(store: Store, work: Work, limit: int = WAL_LIMIT) -> None:
    """One round of :func:`_checkpoints`: a PASSIVE checkpoint, then a TRUNCATE one in the
    writer thread if the log is still larger than ``limit`` bytes."""
    started = time.monotonic()
    try:
        logged, copied = store.checkpoint()
        big = store.wal_bytes()
        if big > limit:
            logged, copied = work.writer.submit(store.checkpoint, "TRUNCATE").result()
            log.info("the write-ahead log had %.1f MB: truncated to %.1f MB", big / 2**20,
                     store.wal_bytes() / 2**20)
    except Exception as e:  # noqa: BLE001 - the next one tries again
        log.warning("checkpoint of the database failed (%s); trying again", e)
        return
    took = time.monotonic() - started
    if took > Work.SLOW:  # beside the slow writes: did a busy disk stall both?
        log.warning("slow checkpoint: %.0f ms for %d of %d pages", took * 1000, copied,
                    logged)


async def _keep_for(store: Store, work: Work, days: float, every: float = 3600.0) -> None:
    """Run for ever: delete what is older than ``days`` days, now and every hour."""
    while True:
        try:
            gone = await work.write(store.prune, time.time() - days * 86400.0)
            if any(gone.values()):
                log.info("deleted what was older than %g days: %s", days,
                         ", ".join(f"{n} {what}" for what, n in gone.items()))
        except Exception as e:  # noqa: BLE001 - tried again in an hour
            log.warning("deleting the old records failed (%s); trying again later", e)
        await asyncio.sleep(every)


async def _watch_the_loop(every: float = 0.1, late: float = 0.25) -> None:
    """Run for ever, logging each time the event loop (or the whole process, on a busy
    machine) stood still longer than ``late`` seconds: every request waited meanwhile."""
    while True:
        started = time.monotonic()
        await asyncio.sleep(every)
        lag = time.monotonic() - started - every
        if lag > late:
            log.warning("the service stood still %.0f ms (its event loop, or the machine)",
                        lag * 1000)


def _json_of(fn: Callable[..., Any], *args: Any) -> str:
    return pages.dumps(fn(*args))


def _float(text: str) -> float:
    """A number from a query (0 for anything that is not a finite number)."""
    try:
        value = float(text)
    except ValueError:
        return 0.0
    return value if math.isfinite(value) else 0.0


MAX_WAIT = 30.0
"""Seconds a long poll (``wait=`` in a query) waits at most."""


def wait_seconds(text: str) -> float:
    """A long poll's ``wait`` query as seconds, from 0 to :data:`MAX_WAIT` (0 for anything
    that is not a finite number).

    >>> [wait_seconds(w) for w in ("9" * 30, "12.5", "1e400", "inf", "nan", "-1", "abc")]
    [30.0, 12.5, 0.0, 0.0, 0.0, 0.0, 0.0]
    """
    return min(max(_float(text), 0.0), MAX_WAIT)


COOKIE_SECRET_ENV = "TUTOR_CLASSROOM_COOKIE_SECRET"
"""The secret that signs the teachers' login cookies, as hex (64 digits), where no file
beside the database can keep it (see :func:`lasting_secret`)."""


def lasting_secret(db_url: str) -> bytes:
    """The secret that signs the teachers' login cookies: the same at every start, so that
    the teachers' open pages keep working across a restart of the service (with a new
    secret every start, their cookies were refused and the live pages froze).

    From :data:`COOKIE_SECRET_ENV` if set; else from a file beside an SQLite database
    (``<database>.cookie-secret``), or in the service's working folder for another
    database (``tutor-classroom.cookie-secret``), made at the first start with 32 random
    bytes, readable by the service's user only (0600). A database in memory gets a new
    secret each time.

    Raises:
        SystemExit: the variable or the file does not hold 64 hex digits (what to do is
            said).
    """
    given = os.environ.get(COOKIE_SECRET_ENV, "").strip()
    if given:
        return _secret_of(given, COOKIE_SECRET_ENV)
    from sqlalchemy.engine import make_url

    url = make_url(db_url)
    if url.get_backend_name() == "sqlite":
        if url.database in (None, "", ":memory:"):  # a database that lasts no longer
            return os.urandom(32)
        path = Path(url.database + ".cookie-secret")
    else:
        path = Path("tutor-classroom.cookie-secret")
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        if path.stat().st_mode & 0o077:
            os.chmod(path, 0o600)
            log.warning("%s was readable by others: made readable by the service only",
                        path)
        return _secret_of(path.read_text(encoding="ascii", errors="replace").strip(),
                          str(path))
    secret = os.urandom(32)
    with os.fdopen(fd, "w", encoding="ascii") as out:
        out.write(secret.hex() + "\n")
    log.info("made the login cookies' secret in %s (keep it with the database)", path)
    return secret


def _secret_of(text: str, where: str) -> bytes:
    try:
        secret = bytes.fromhex(text)
    except ValueError:
        secret = b""
    if len(secret) != 32:
        raise SystemExit(f"{where} must hold the cookie secret as 64 hex digits (python -c "
                         f"'import os; print(os.urandom(32).hex())'), not {text[:80]!r}")
    return secret


def make_app(store: Store, prefix: str, api_url: str, token: str,
             staff: frozenset[str] = frozenset({"teachers"}), group_ttl: float = 5.0,
             reveal_seconds: float = 2.0, cookie_secret: bytes | None = None,
             limits: Limits | None = None, bot_seconds: float = 0.5,
             review_playouts: int = 200, hub_base: str = "/",
             notebooks: str = "notebooks", ping_seconds: float = 15.0) -> web.Application:
    """The tornado application of the service under ``prefix``, with the tables not over
    read from the database (:mod:`.play`); ``bot_seconds``: a strong bot's time a move at
    a table; ``review_playouts``: the strong bot's play-outs a move when it reviews a
    finished game; ``hub_base``: the hub's base URL (its users' servers are under
    ``<hub_base>user/<name>/``); ``notebooks``: where the lessons' notebooks are on each
    user's server, from its root folder (the class plan's pages open there);
    ``ping_seconds``: how often a live page's stream pings (the page opens a stream that
    stays silent for 8/3 of that again)."""
    from .play import Hall, table_routes

    p = prefix if prefix.endswith("/") else prefix + "/"
    cookie_secret = cookie_secret or lasting_secret(store.url)  # lasts from start to start
    name = r"([^/]+)"
    game = r"([a-z0-9-]+)"
    routes = [
        (p, HomeHandler),
        (p + "home/data", HomeData),
        (p + "oauth_callback", OAuthCallback),
        (p + "health", Health),
        (p + r"static/(.*)", Static, {"path": str(STATIC)}),
        (p + f"class/{name}/{game}/export\\.(csv|xlsx)", Export),
        (p + f"class/{name}/{game}/stream", Stream),
        (p + f"class/{name}/{game}/materials/data", Materials),
        (p + r"worksheets/([^/]+)/([^/]+)/([^/]+)", Worksheet),
        (p + f"class/{name}/{game}/data", ClassData),
        (p + f"class/{name}/{game}/((?:lesson|student)/[^/]+)/data", ClassData),
        (p + f"class/{name}/{game}/?", ClassPage),
        (p + f"class/{name}/{game}/((?:lesson|student)/[^/]+)", ClassPage),
        (p + r"poll/(\d+)/data", PollData),
        (p + r"poll/(\d+)/stream", Stream),
        (p + r"poll/(\d+)", PollPage),
        (p + "api/events", Events),
        (p + f"api/records/{name}", Records),
        (p + "api/me", Me),
        (p + "api/present", Present),
        (p + "api/polls", Polls),
        (p + "api/polls/current", CurrentPoll),
        (p + r"api/polls/(\d+)/answer", Answer),
        (p + r"api/polls/(\d+)/(reveal|close)", PollAction),
        *table_routes(p),
    ]
    limits = limits or Limits()
    work = Work()
    groups = Groups(api_url, token, staff, group_ttl)
    changes = Changes()
    hall = Hall(store, work, changes, groups, bot_seconds, review_playouts)
    hall.load()
    return web.Application(
        routes,
        default_handler_class=NotFound,
        store=store, groups=groups, changes=changes, hall=hall,
        poll_changes=Changes(), open_polls={}, shared=Shared(), work=work,
        prefix=p, revealing=set(),
        reveal_seconds=reveal_seconds,
        cookie_secret=cookie_secret or os.urandom(32),
        max_body_size=max(MAX_BODY, limits.max_request_bytes) * 2,
        meter=Meter(limits), intake=Intake(store, work, limits.max_records), present={},
        present_stopped={}, refusals={}, hub_base=hub_base, notebooks=notebooks,
        ping_seconds=ping_seconds,
    )


def port_taken(ip: str, port: int) -> str | None:
    """None when the service may listen on ``ip:port``; else what holds it, in words (an
    earlier class service left running when the hub died, say: the hub starts a new one
    every 30 seconds, and each would fail on the port without saying why)."""
    import errno
    import socket

    with socket.socket(socket.AF_INET6 if ":" in ip else socket.AF_INET) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((ip, port))
            return None
        except OSError as e:
            if e.errno != errno.EADDRINUSE:
                return f"cannot listen on {ip}:{port} ({e.strerror})"
    holder = _holder(port)
    return (f"port {port} ({ip}) is already taken by {holder or 'another process'}"
            + ("; it may be a class service left running when the hub stopped (the hub "
               "did not stop it): stop it, then the hub starts this one again within 30 s"
               if holder is None or "tutor.classroom" in holder else
               "; give the service another port (TUTOR_CLASSROOM_PORT)"))


def _holder(port: int) -> str | None:
    """``process 1234 (python -m tutor.classroom serve ...)`` listening on ``port``, when
    the system says (psutil, if installed; None otherwise)."""
    try:
        import psutil
    except ImportError:
        return None
    try:
        for conn in psutil.net_connections(kind="inet"):
            if conn.status == psutil.CONN_LISTEN and conn.laddr and conn.laddr.port == port \
                    and conn.pid:
                try:
                    command = " ".join(psutil.Process(conn.pid).cmdline())[:200]
                except psutil.Error:
                    command = ""
                return f"process {conn.pid}" + (f" ({command})" if command else "")
    except (psutil.Error, OSError):
        return None
    return None


def serve(db_url: str, staff: frozenset[str], group_ttl: float = 5.0,
          reveal_seconds: float = 2.0, upgrade: bool | None = None,
          ip: str | None = None, limits: Limits | None = None,
          keep_days: float = DEFAULT_KEEP_DAYS, review_playouts: int = 200,
          notebooks: str = "notebooks", ping_seconds: float = 15.0) -> None:
    """Run the service as the hub starts it (``JUPYTERHUB_SERVICE_URL`` and
    ``JUPYTERHUB_SERVICE_PREFIX``, ``JUPYTERHUB_API_TOKEN``, ``JUPYTERHUB_API_URL``,
    ``JUPYTERHUB_BASE_URL``); ``notebooks``: see :func:`make_app`.

    Raises:
        SystemExit: the hub's settings are missing, or the port is taken (the message
            says by which process, when the system says).
    """
    logging.basicConfig(level=logging.INFO,
                        format="[tutor.classroom %(levelname)s %(asctime)s] %(message)s")
    try:
        url = urlparse(os.environ["JUPYTERHUB_SERVICE_URL"])
        prefix = os.environ.get("JUPYTERHUB_SERVICE_PREFIX", f"/services/{SERVICE}/")
        token = os.environ["JUPYTERHUB_API_TOKEN"]
        api_url = os.environ["JUPYTERHUB_API_URL"]
        hub_base = os.environ.get("JUPYTERHUB_BASE_URL", "/")
    except KeyError as e:
        raise SystemExit(f"{e.args[0]} is not set: the service runs as a JupyterHub managed "
                         f"service (docs/classroom/jupyterhub_config.py)") from None
    host, port = ip or url.hostname or "127.0.0.1", url.port or 80
    taken = port_taken(host, port)
    if taken is not None:
        raise SystemExit(f"tutor.classroom: {taken}")
    # The page and writer threads hand the interpreter back to the event loop within a
    # millisecond (Python's default is five), so that a record's intake never waits long
    # behind a page being computed.
    sys.setswitchinterval(0.001)
    store = Store(db_url, upgrade=upgrade)
    known = games()  # read every game's lessons now, not on the first record of a class
    log.info("games with lessons: %s", ", ".join(known))
    if getattr(store, "backup", None):
        log.info("upgraded the database to schema %d; the old file is kept as %s",
                 store.version, store.backup)
    apart = store.checkpoint_apart()

    async def main() -> None:
        app = make_app(store, prefix, api_url, token, staff, group_ttl, reveal_seconds,
                       limits=limits, review_playouts=review_playouts, hub_base=hub_base,
                       notebooks=notebooks, ping_seconds=ping_seconds)
        work: Work = app.settings["work"]
        app.settings["hall"].start()
        if apart:
            threading.Thread(target=_checkpoints, args=(store, work), daemon=True,
                             name="tutor-classroom-checkpoint").start()
        server = HTTPServer(app, xheaders=True,
                            max_body_size=app.settings["max_body_size"])
        server.listen(port, host)
        log.info("serving %s at %s (database %s; records kept %g days)", prefix,
                 url.geturl(), store._where(), keep_days)
        asyncio.ensure_future(_keep_for(store, work, keep_days))
        await _watch_the_loop()

    try:
        asyncio.run(main())
    except KeyboardInterrupt:  # the hub stops its services with SIGINT, then SIGTERM
        log.info("stopped")
