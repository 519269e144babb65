"""The class service's tables, teacher's room and tournaments: the routes (the rules of a
table are in :mod:`.tables`, pairings and standings in :mod:`.tournament`).

Routes, under the service's prefix:

======================================  ===================================================
``GET play``                            a pupil's front page (和同學下): their tables, the
                                        open tables of their class, their finished games
``GET tables/<class>``                  the teacher's room: every table of the class live
``GET table/<id>``                      a table: a pupil's seat, or the teacher's view
``GET table/<id>/projector``            a table for the projector (a spectator's view)
``GET table/<id>/replay``               a finished game, step by step, with its review
``GET table/<id>/board.svg``            the table's board for a spectator (the room)
``GET tournament/<id>``                 a tournament: rounds and standings (``/projector``,
                                        ``/export.csv``, ``/export.xlsx``)
``GET api/tables?game=``                a pupil's tables and the open ones of their class
``POST api/tables``                     the teacher makes a table
``POST api/tables/seat-class``          the teacher seats the whole class
``GET api/tables/<id>/view``            a seat's view (long poll: ``after``, ``wait``)
``POST api/tables/<id>/move``           a pupil's move (403: not their table or seat)
``POST api/tables/<id>/select``         a first click (the board after it)
``POST api/tables/<id>/join``           a pupil takes a free seat
``POST api/tables/<id>/takeback``       a pupil takes back their move (if allowed)
``POST api/tables/<id>/(pause|resume|start)``  the teacher's buttons
``POST api/tables/<id>/seats/<n>``      the teacher lets a bot play a seat, or gives it back
``POST api/tournaments``                the teacher makes a tournament
``POST api/tournaments/<id>/round``     the teacher starts the next round
======================================  ===================================================

The tables are held by one :class:`Hall` per service: every table not over is in memory
(rebuilt from the database at start), every change goes through the table's lock and the
tables' thread, then into the database before anyone is answered: a move that was
answered is a move kept.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections import OrderedDict
from typing import Any
from urllib.parse import quote

from jupyterhub.utils import url_path_join
from tornado import web

from ..core.bots import BOT_LEVELS
from ..core.errors import BadSave
from . import pages, tournament
from .db import Store, TableRow
from .records import BadRecord, games
from .server import Base, Changes, Groups, Work, api, wait_seconds
from .tables import (
    Live,
    Refused,
    check_options,
    choose,
    clock_of,
    log_lines,
    new_seed,
    projector_doc,
    room_entry,
    say,
    score_doc,
    seat_doc,
    spectator_svg,
    start_position,
    table_options,
    teacher_doc,
)

log = logging.getLogger("tutor.classroom")

PLAYABLE = ("cartography", "kanagawa", "tokaido", "karesansui")


def room_key(group: str) -> tuple:
    """The :class:`Changes` key of a class's tables (the teacher's room)."""
    return ("room", group)


def table_key(tid: int) -> tuple:
    return ("table", int(tid))


def cup_key(tid: int) -> tuple:
    return ("tournament", int(tid))


def pupil_key(user: str) -> tuple:
    """A pupil's front page: moves with every change of the tables of their classes."""
    return ("pupil", user)


class Hall:
    """The tables the service holds (see the module docstring)."""

    DONE = 64
    """Finished tables kept in memory (for their pages and replays)."""

    def __init__(self, store: Store, work: Work, changes: Changes, groups: Groups,
                 bot_seconds: float = 0.5, review_playouts: int = 200) -> None:
        self.store, self.work, self.changes, self.groups = store, work, changes, groups
        self.bot_seconds, self.review_playouts = bot_seconds, review_playouts
        self._review_pool: Any = None
        """The process the reviews run in (made at the first review): a review is
        seconds of CPU, which in the service's own process would slow every request."""
        self.lives: dict[int, Live] = {}
        self.done: OrderedDict[int, Live] = OrderedDict()
        self._locks: dict[int, asyncio.Lock] = {}
        self._timers: dict[int, asyncio.TimerHandle] = {}
        self._botting: set[int] = set()
        self._docs: OrderedDict[tuple, str] = OrderedDict()
        self._reviews: asyncio.Queue | None = None
        self.timed_out: dict[int, set[int]] = {}
        """Per table, the steps the clock played for a pupil (said so in their log)."""

    def load(self) -> None:
        """Every table not over, from the database (at the start of the service)."""
        for row in self.store.tables(states=("open", "playing", "paused")):
            try:
                self.lives[row.id] = Live.from_row(row, self.store.table_moves(row.id))
            except (BadSave, ValueError) as e:
                log.warning("table %d cannot be played again by this tutor (%s): left out",
                            row.id, e)
        if self.lives:
            log.info("tables in play: %d", len(self.lives))

    def start(self) -> None:
        """In the running service: the clocks, the bots' turns and the reviews waiting."""
        self._reviews = asyncio.Queue()
        asyncio.ensure_future(self._reviewer())
        for live in list(self.lives.values()):
            self.follow(live)
        for row in self.store.tables(states=("over",)):
            if row.review is None:
                self._reviews.put_nowait(row.id)

    def lock(self, tid: int) -> asyncio.Lock:
        found = self._locks.get(tid)
        if found is None:
            found = self._locks[tid] = asyncio.Lock()
        return found

    async def get(self, tid: int) -> Live | None:
        """The table ``tid`` (a finished one is read from the database when needed)."""
        live = self.lives.get(tid)
        if live is not None:
            return live
        live = self.done.get(tid)
        if live is not None:
            self.done.move_to_end(tid)
            return live
        row = await self.work.page(self.store.table, tid)
        if row is None:
            return None
        moves = await self.work.page(self.store.table_moves, tid)
        try:
            live = await self.work.table(Live.from_row, row, moves)
        except (BadSave, ValueError) as e:
            raise web.HTTPError(500, f"table {tid} cannot be read by this tutor: {e}") \
                from None
        if tid in self.lives or tid in self.done:  # read meanwhile by another request
            return self.lives.get(tid) or self.done[tid]
        if live.status == "over":
            self._keep_done(live)
        else:
            self.lives[tid] = live
        return live

    def _keep_done(self, live: Live) -> None:
        self.done[live.id] = live
        while len(self.done) > self.DONE:
            self.done.popitem(last=False)

    # -- changes -----------------------------------------------------------------------------

    async def create(self, group: str, game: str, players: int, options: dict[str, Any],
                     seats: list[tuple[str | None, str | None]], maker: str,
                     clock: float | None, takebacks: bool, tournament_id: int | None = None,
                     round_no: int | None = None) -> Live:
        """A new table (playing at once when every seat is taken)."""
        seed = new_seed()
        initial = await self.work.table(start_position, game, players, options, seed)
        state = "playing" if all(u is not None or b is not None for u, b in seats) else "open"
        tid = await self.work.write(self.store.create_table, group, game, players, options,
                                    seed, initial.to_json(), maker, seats, state, clock,
                                    takebacks, tournament_id, round_no)
        row = await self.work.page(self.store.table, tid)
        assert row is not None
        live = await self.work.table(Live.from_row, row, [])
        self.lives[tid] = live
        await self.changed(live)
        return live

    async def change(self, live: Live, fn: Any, *args: Any, persist: Any) -> Any:
        """Run ``fn(*args)`` on the table (in the tables' thread, under the table's lock),
        keep what changed with ``persist(result)`` (in the writer thread), then tell the
        pages. A refusal changes nothing; a write that fails drops the table from memory
        (read again from the database at the next request) and answers 503."""
        async with self.lock(live.id):
            result = await self.work.table(fn, *args)
            try:
                await self.work.write(persist, result)
            except Exception as e:  # noqa: BLE001 - the database did not keep it
                log.warning("table %d: the database did not keep a change (%s)", live.id, e)
                self.lives.pop(live.id, None)
                self.done.pop(live.id, None)
                raise web.HTTPError(503, "the database did not keep the move: try again") \
                    from None
        await self.changed(live)
        return result

    async def move(self, live: Live, seat: int, move: str) -> list[tuple[int, str]]:
        first = live.match.cursor

        def persist(steps: list[tuple[int, str]]) -> None:
            self._keep_moves(live, first, steps)

        return await self.change(live, live.play, seat, move, persist=persist)

    def _keep_moves(self, live: Live, first: int, steps: list[tuple[int, str]]) -> None:
        self.store.add_moves(live.id, first, steps, state=live.status,
                             turn_since=live.turn_since, result=live.result)

    async def changed(self, live: Live) -> None:
        """Tell every page of the table, its class's room, the pupils' front pages and its
        tournament; then the table's bots and clock, and its review once it is over."""
        keys = [table_key(live.id), room_key(live.group)]
        classes = await self.groups.classes()
        keys.extend(pupil_key(u) for u in classes.get(live.group, ()))
        keys.extend(pupil_key(s.user) for s in live.seats if s.user)
        if live.tournament is not None:
            keys.append(cup_key(live.tournament))
        self.changes.bump(*keys)
        self.follow(live)

    def follow(self, live: Live) -> None:
        """Arm the table's clock, let its bots play, queue its review when over."""
        timer = self._timers.pop(live.id, None)
        if timer is not None:
            timer.cancel()
        if live.status == "over":
            if live.id in self.lives:
                del self.lives[live.id]
                self._keep_done(live)
                if live.review is None and self._reviews is not None:
                    self._reviews.put_nowait(live.id)
            return
        if live.bot_to_act() is not None:
            if live.id not in self._botting:
                asyncio.ensure_future(self._bots(live))
            return
        deadline = live.deadline()
        if deadline is not None:
            version = live.version
            self._timers[live.id] = asyncio.get_running_loop().call_later(
                max(0.0, deadline - time.time()),
                lambda: asyncio.ensure_future(self._time_up(live, version)))

    async def _bots(self, live: Live) -> None:
        """Let the bots of the table play their turns, one move after the other."""
        self._botting.add(live.id)
        try:
            while live.bot_to_act() is not None and self.lives.get(live.id) is live:
                plan = await self.work.table(live.bot_plan)
                move = await asyncio.get_running_loop().run_in_executor(
                    self.work.players, choose, plan, self.bot_seconds)
                if not await self._play_for(live, plan.version, move):
                    continue
        except Exception as e:  # noqa: BLE001 - the table waits; the log says why
            log.warning("table %d: a bot could not move (%s)", live.id, e)
        finally:
            self._botting.discard(live.id)
        if self.lives.get(live.id) is live:
            self.follow(live)

    async def _play_for(self, live: Live, version: int, move: str) -> bool:
        """Play a bot's (or the clock's) ``move`` if the table did not change meanwhile."""
        async with self.lock(live.id):
            if live.version != version:
                return False
            first = live.match.cursor
            try:
                steps = await self.work.table(live.play_bot, move)
            except Refused:
                return False
            await self.work.write(self._keep_moves, live, first, steps)
        await self.changed(live)
        return True

    async def _time_up(self, live: Live, version: int) -> None:
        """The seat to act ran out of time: a greedy bot moves for it (said in the log)."""
        deadline = live.deadline()
        if live.version != version or deadline is None or deadline > time.time() + 0.05:
            return
        try:
            plan = await self.work.table(live.bot_plan, "greedy")
            move = await asyncio.get_running_loop().run_in_executor(
                self.work.players, choose, plan, self.bot_seconds)
            step = live.match.cursor
            if await self._play_for(live, version, move):
                self.timed_out.setdefault(live.id, set()).add(step)
        except Exception as e:  # noqa: BLE001 - the clock tries again at the next move
            log.warning("table %d: the clock could not move (%s)", live.id, e)

    # -- reviews -----------------------------------------------------------------------------

    def _pool(self) -> Any:
        if self._review_pool is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            self._review_pool = ProcessPoolExecutor(
                1, mp_context=multiprocessing.get_context("spawn"))
        return self._review_pool

    async def _reviewer(self) -> None:
        """Run for ever: review each finished table, one at a time, off every request."""
        assert self._reviews is not None
        while True:
            tid = await self._reviews.get()
            try:
                row = await self.work.page(self.store.table, tid)
                if row is None or row.review is not None:
                    continue
                moves = await self.work.page(self.store.table_moves, tid)
                doc = await asyncio.get_running_loop().run_in_executor(
                    self._pool(), make_review, row, moves, self.review_playouts)
                await self.work.write(self.store.set_table, tid, None, doc)
                live = self.done.get(tid) or self.lives.get(tid)
                if live is not None:
                    live.review = doc
                    live.version += 1
                self.changes.bump(table_key(tid))
            except Exception as e:  # noqa: BLE001 - one failed review stops no other
                log.warning("table %d: the review failed (%s)", tid, e)


def make_review(row: TableRow, moves: list[tuple[int, str, float]],
                playouts: int = 200) -> dict[str, Any]:
    """The strong bot's review of a finished table's pupils' moves
    (:func:`tutor.core.review.review`, each move searched from what its seat could see),
    as JSON. Run in a process of its own (:class:`Hall`), never in a request."""
    import os

    from ..core.review import review

    try:
        os.nice(10)  # the service's requests first
    except OSError:
        pass
    live = Live.from_row(row, moves)
    seats = [i for i, (user, bot) in enumerate(row.seats) if user is not None and bot is None]
    if not seats:
        return {"available": True, "moves": []}
    found = review(live.match, seats=seats, playouts=playouts, seed=row.seed)
    return {"available": True, "playouts": playouts, "moves": [r.to_dict() for r in found]}


# -- the handlers ------------------------------------------------------------------------------


class TableBase(Base):
    """What the table pages and API share."""

    @property
    def hall(self) -> Hall:
        return self.settings["hall"]

    def waits(self) -> bool:
        return super().waits() or (self.request.path.endswith("/view") and
                                   _number(self.get_query_argument("wait", "0")) > 0)

    def url(self, path: str) -> str:
        return url_path_join(self.prefix, path)

    async def table(self, tid: str | int) -> Live:
        live = await self.hall.get(int(tid))
        if live is None:
            raise web.HTTPError(404, "no such table")
        return live

    async def members(self, group: str) -> list[str]:
        classes = await self.groups.classes()
        if group not in classes:
            classes = await self.groups.classes(fresh=True)
        return classes.get(group, [])

    async def access(self, live: Live) -> tuple[int | None, bool]:
        """(the user's seat at the table, whether they teach its class); 403 if neither."""
        seat = live.seat_of(self.user_name()) if self.is_user() else None
        teacher = self.teaches(live.group)
        if seat is None and not teacher:
            raise web.HTTPError(403, "you do not sit at this table, nor teach its class")
        return seat, teacher

    def refused(self, e: Refused) -> None:
        """A refusal as JSON: the reason in English and in the page's words."""
        lang = self.lang()
        self.send_json({"error": str(e), "words": e.text[lang], "rule": e.rule}, e.status)

    async def doc_of(self, live: Live, seat: int, lang: str, svg: bool,
                     selection: dict[str, Any] | None = None) -> str:
        """The seat's view as JSON text, made once per version of the table."""
        key = (live.id, live.version, seat, lang, svg, json.dumps(selection, sort_keys=True),
               self.user_name())
        cache = self.hall._docs
        found = cache.get(key)
        if found is None:
            doc = await self.work.table(seat_doc, live, seat, lang, self.user_name(),
                                        selection, svg)
            doc["timed_out"] = sorted(self.hall.timed_out.get(live.id, ()))
            found = pages.dumps(doc)
            cache[key] = found
            while len(cache) > 512:
                cache.popitem(last=False)
        return found

    def send_text_json(self, text: str, head: dict[str, Any] | None = None) -> None:
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(pages.with_head(head or {}, text))

    def head(self, lang: str) -> dict[str, Any]:
        return {"lang": lang, "words": pages.words(lang)}

    async def pupil_tables(self, user: str, lang: str, game: str | None) -> dict[str, Any]:
        classes = await self.groups.classes()
        mine = sorted(g for g, users in classes.items() if user in users)
        rows = await self.work.page(self.store.tables, None, None, None, user)
        opened = [r for g in mine for r in await self.work.page(
            self.store.tables, None, g, ("open",))]
        cups = [c for g in mine for c in await self.work.page(self.store.tournaments, None, g)]

        def entry(row: TableRow) -> dict[str, Any]:
            seat = next((i for i, (u, _b) in enumerate(row.seats) if u == user), None)
            return {"table": row.id, "game": row.game, "title": pages.game_title(row.game, lang),
                    "status": row.state,
                    "state_words": say(lang, f"state-{row.state}"),
                    "group": row.group, "seat": seat, "round": row.round,
                    "tournament": row.tournament,
                    "seats": [{"who": u if u is not None else (
                        say(lang, "bot", level=BOT_LEVELS[b].label[lang]) if b else
                        say(lang, "empty-seat")), "you": u == user, "free": u is None
                        and b is None} for u, b in row.seats],
                    "result": _result_words(row, lang) if row.state == "over" else None,
                    "url": self.url(f"table/{row.id}"),
                    "replay": self.url(f"table/{row.id}/replay")}

        def wanted(row: TableRow) -> bool:
            return game is None or row.game == game

        return {
            "user": user, "classes": mine,
            "mine": [entry(r) for r in rows if r.state != "over" and wanted(r)],
            "open": [entry(r) for r in opened if user not in [u for u, _ in r.seats]
                     and wanted(r)],
            "finished": [entry(r) for r in rows if r.state == "over" and wanted(r)][:30],
            "tournaments": [{"id": c.id, "game": c.game,
                             "title": pages.game_title(c.game, lang), "group": c.group,
                             "url": self.url(f"tournament/{c.id}")}
                            for c in cups if game is None or c.game == game],
        }


def _number(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        return 0.0
    return value if value == value and abs(value) != float("inf") else 0.0


def _int(text: str | None, default: int) -> int:
    if text is None or not text.lstrip("-").isdigit() or len(text) > 12:
        return default
    return int(text)


# -- pages -------------------------------------------------------------------------------------


class PlayPage(TableBase):
    """A pupil's front page (和同學下)."""

    @web.authenticated
    async def get(self) -> None:
        lang = self.lang()
        self.page("play", say(lang, "play"), src=self.url("play/data"),
                  stream=self.url("play/stream"), home=self.prefix,
                  api=self.url("api/tables"))


class PlayData(TableBase):
    @api
    async def get(self) -> None:
        lang = self.lang()
        doc = await self.pupil_tables(self.user_name(), lang, None)
        self.send_json({**self.head(lang), **doc})

def _result_words(row: TableRow, lang: str) -> str:
    """A finished table's result in words: each seat's total, the winners first."""
    result = row.result or {}
    totals = result.get("totals") or []
    users = result.get("users") or [u for u, _ in row.seats]
    sep = "、" if lang == "zh-Hant" else ", "
    parts = []
    for i, total in enumerate(totals):
        who = users[i] if i < len(users) and users[i] else say(lang, "bot", level=BOT_LEVELS[
            row.seats[i][1] or "greedy"].label[lang])
        mark = "★ " if i in result.get("winners", []) else ""
        parts.append(f"{mark}{who} {tournament._num(total)}")
    return sep.join(parts)


class PlayStream(TableBase):
    @api
    async def get(self) -> None:
        await self.stream_events(pupil_key(self.user_name()))


class RoomPage(TableBase):
    @web.authenticated
    async def get(self, group: str) -> None:
        await self.class_of(group)
        lang = self.lang()
        base = self.url(f"tables/{quote(group, safe='')}")
        self.page("room", say(lang, "room", name=group), src=base + "/data",
                  stream=base + "/stream", home=self.prefix, group=group,
                  api=self.url("api/tables"), cups=self.url("api/tournaments"),
                  tables=self.url("table/"))


class RoomData(TableBase):
    @api
    async def get(self, group: str) -> None:
        members = await self.class_of(group)
        lang = self.lang()
        now = time.time()
        live = [x for x in list(self.hall.lives.values()) if x.group == group]
        entries = await self.work.table(lambda: [room_entry(x, lang, now) for x in live])
        over = await self.work.page(self.store.tables, None, group, ("over",))
        entries += [_over_entry(r, lang) for r in over[:60]]
        cups = await self.work.page(self.store.tournaments, None, group)
        self.send_json({
            **self.head(lang), "group": group, "members": members,
            "tables": sorted(entries, key=lambda e: (e["status"] == "over", -e["table"])),
            "games": [{"name": g, "title": pages.game_title(g, lang),
                       "min": _game(g).min_players, "max": _game(g).max_players,
                       "options": table_options(g, lang)} for g in PLAYABLE if g in games()],
            "levels": [{"name": k, "label": v.label[lang], "why": v.description[lang]}
                       for k, v in BOT_LEVELS.items()],
            "tournaments": [{"id": c.id, "game": c.game, "title": pages.game_title(c.game, lang),
                             "state": c.state, "rounds": c.rounds,
                             "url": self.url(f"tournament/{c.id}")} for c in cups],
            "version": self.changes.of(room_key(group))})


def _game(name: str) -> Any:
    import tutor

    return tutor.load(name)


def _over_entry(row: TableRow, lang: str) -> dict[str, Any]:
    result = row.result or {}
    users = result.get("users") or [u for u, _ in row.seats]
    import tutor

    state = tutor.load(row.game).from_json(row.initial)
    names = state.player_names(lang)
    from ..core.seats import seat_label

    return {"table": row.id, "version": -1, "game": row.game,
            "title": pages.game_title(row.game, lang), "status": "over",
            "state_words": say(lang, "state-over"),
            "seats": [{"seat": i, "name": seat_label(names[i], i),
                       "who": users[i] if i < len(users) and users[i] else say(
                           lang, "bot", level=BOT_LEVELS[row.seats[i][1] or "greedy"]
                           .label[lang]),
                       "kind": "pupil" if users[i] else "bot", "you": False, "user": users[i]}
                      for i in range(row.players)],
            "to_act": None, "waited": None, "waited_words": None,
            "totals": result.get("totals"), "winners": result.get("winners", []),
            "clock": row.clock, "tournament": row.tournament, "round": row.round,
            "step": None, "updated": row.updated}


class RoomStream(TableBase):
    @api
    async def get(self, group: str) -> None:
        await self.class_of(group)
        await self.stream_events(room_key(group))


class TablePage(TableBase):
    @web.authenticated
    async def get(self, tid: str, view: str = "") -> None:
        live = await self.table(tid)
        seat, teacher = await self.access(live)
        lang = self.lang()
        if view == "projector" and not teacher:
            raise web.HTTPError(403, "only the class's teacher puts a table on the projector")
        if view == "replay" and live.status != "over":
            raise web.HTTPError(404, "this game is not over yet: no replay")
        kind = {"": "table", "projector": "projector", "replay": "replay"}[view]
        base = self.url(f"table/{live.id}")
        title = (f"{say(lang, 'table', n=live.id)} · {pages.game_title(live.game_name, lang)}")
        self.page(kind, title, src=base + ("/replay/data" if view == "replay" else "/data")
                  + ("?projector=1" if view == "projector" else ""),
                  stream=base + "/stream", home=self.prefix, base=base,
                  api=self.url(f"api/tables/{live.id}"), teacher="1" if teacher else "",
                  room=self.url(f"tables/{quote(live.group, safe='')}"),
                  play=self.url("play"))


class TableData(TableBase):
    @api
    async def get(self, tid: str) -> None:
        live = await self.table(tid)
        seat, teacher = await self.access(live)
        lang = self.lang()
        if seat is not None:  # a pupil at the table: their seat's view, and nothing else
            text = await self.doc_of(live, seat, lang, True)
            return self.send_text_json(text, {**self.head(lang), "role": "seat"})
        if self.get_query_argument("projector", ""):
            doc = await self.work.table(projector_doc, live, lang)
            return self.send_json({**self.head(lang), **doc, "role": "projector"})
        hands = bool(self.get_query_argument("hands", ""))
        doc = await self.work.table(teacher_doc, live, lang, hands)
        doc["timed_out"] = sorted(self.hall.timed_out.get(live.id, ()))
        self.send_json({**self.head(lang), **doc, "role": "teacher",
                        "levels": [{"name": k, "label": v.label[lang]}
                                   for k, v in BOT_LEVELS.items()]})


class TableStream(TableBase):
    @api
    async def get(self, tid: str) -> None:
        live = await self.table(tid)
        await self.access(live)
        await self.stream_events(table_key(live.id))


class BoardSvg(TableBase):
    """A table's board for a spectator, as an SVG image (the room's small boards): the
    same for a version of the table, so a browser keeps it."""

    @api
    async def get(self, tid: str) -> None:
        live = await self.table(tid)
        await self.access(live)
        lang = self.lang()
        svg = await self.work.table(spectator_svg, live, lang)
        self.set_header("Content-Type", "image/svg+xml; charset=utf-8")
        self.set_header("Cache-Control", "private, max-age=600")
        self.finish(svg)


class ReplayData(TableBase):
    """A finished game at one step: the board as the pupil's seat saw it (the teacher's:
    every hand), the whole log, the final scores and the review."""

    @api
    async def get(self, tid: str) -> None:
        live = await self.table(tid)
        seat, teacher = await self.access(live)
        if live.status != "over":
            raise web.HTTPError(404, "this game is not over yet: no replay")
        lang = self.lang()
        last = live.match.cursor
        step = min(max(_int(self.get_query_argument("step", None), last), 0), last)
        viewer = seat if seat is not None else None
        doc = await self.work.table(replay_doc, live, viewer, step, lang)
        self.send_json({**self.head(lang), **doc, "role": "seat" if seat is not None
                        else "teacher"})


def replay_doc(live: Live, viewer: int | None, step: int, lang: str) -> dict[str, Any]:
    """A finished table at ``step`` for ``viewer`` (None: the teacher), with the review
    of ``viewer``'s moves (the teacher: every pupil's), in words."""
    state = live.match.position(step)
    mover = live.match.history[step - 1].player if step else None
    doc: dict[str, Any] = {
        "table": live.id, "game": live.game_name, "title": live.game.title[lang],
        "step": step, "steps": live.match.cursor, "viewer": viewer,
        "svg": str(state.render(viewer=viewer, lang=lang)),
        "log": log_lines(live, viewer, lang), "scores": score_doc(live, lang),
        "names": live.names(lang), "mover": mover,
        "seats": [{"seat": i, "name": n, "who": live.who(i, lang)}
                  for i, n in enumerate(live.names(lang))],
    }
    review = live.review
    if review is None:
        doc["review"] = {"state": "waiting"}
    elif not review.get("available"):
        doc["review"] = {"state": "none"}
    else:
        doc["review"] = review_words(live, review, viewer, lang)
    return doc


def review_words(live: Live, review: dict[str, Any], viewer: int | None,
                 lang: str) -> dict[str, Any]:
    """The review of ``viewer``'s moves (None: every pupil's) in words: each move's
    verdict (``MoveReview.describe``, moves named as that seat knew them) and, per seat,
    the moves where it lost the most."""
    from ..core.review import MoveReview, worst

    found = [MoveReview.from_dict(m) for m in review["moves"]]
    mine = [r for r in found if viewer is None or r.seat == viewer]
    names = live.names(lang)
    return {"state": "done",
            "moves": [{"step": r.step, "seat": r.seat, "name": names[r.seat],
                       "played": r.played_words[lang], "best": r.best_words[lang],
                       "loss": round(r.loss, 3), "mark": r.mark,
                       "severity": r.severity, "text": r.describe(lang)} for r in mine],
            "worst": [{"seat": seat, "name": names[seat],
                       "steps": [r.step for r in worst(mine, seat)]}
                      for seat in sorted({r.seat for r in mine})]}


# -- the API -----------------------------------------------------------------------------------


class TablesApi(TableBase):
    @api
    async def get(self) -> None:
        """The user's tables of ``game`` (every game without it): theirs not over, the open
        ones of their class, their finished ones (what a board's Play a classmate shows)."""
        game = self.get_query_argument("game", None)
        if game is not None:
            self.check_game(game)
        lang = self.lang()
        doc = await self.pupil_tables(self.user_name(), lang, game)
        self.send_json({**self.head(lang), **doc})

    @api
    async def post(self) -> None:
        """The teacher makes a table: ``{"group", "game", "players", "seats": [<pupil> |
        {"bot": level} | null], "options", "clock", "takebacks"}``."""
        doc, group, game, members = await self.class_request(
            {"group", "game", "players", "seats", "options", "clock", "takebacks"},
            "a table is an object with")
        players, options, clock, takebacks = self.settings_of(doc, game)
        seats_in = doc.get("seats", [None] * players)
        if not isinstance(seats_in, list) or len(seats_in) != players:
            raise BadRecord(f"'seats' must list {players} seats")
        seats: list[tuple[str | None, str | None]] = []
        for s in seats_in:
            if s is None:
                seats.append((None, None))
            elif isinstance(s, str):
                if s not in members:
                    raise BadRecord(f"{s!r:.40} is not a pupil of {group!r}")
                if any(u == s for u, _ in seats):
                    raise BadRecord(f"{s!r:.40} has two seats at this table")
                seats.append((s, None))
            elif isinstance(s, dict) and set(s) == {"bot"} and s["bot"] in BOT_LEVELS:
                seats.append((None, s["bot"]))
            else:
                raise BadRecord(f"a seat is a pupil's name, {{\"bot\": level}} "
                                f"({', '.join(BOT_LEVELS)}) or null, not {s!r:.40}")
        live = await self.hall.create(group, game, players, options, seats,
                                      self.user_name(), clock, takebacks)
        self.send_json({"table": live.id, "url": self.url(f"table/{live.id}"),
                        "status": live.status}, 201)

    async def class_request(self, known: set[str], what: str
                            ) -> tuple[dict[str, Any], str, str, list[str]]:
        """A teacher's request about a class's game: its body (an object with no key but
        ``known``, ``what`` names it in the refusal), the class, the game and the class's
        pupils. Raises 400 for a bad body or game, 403 for a class the user does not teach,
        404 for a class the hub does not have."""
        doc = await self.body_json()
        if not isinstance(doc, dict) or set(doc) - known:
            raise BadRecord(f"{what} {', '.join(sorted(known))}")
        group, game = doc.get("group"), doc.get("game")
        if not isinstance(group, str) or not isinstance(game, str):
            raise BadRecord("'group' and 'game' must be text")
        members = await self.teacher_of(group)
        return doc, group, self.playable(game), members

    async def teacher_of(self, group: str) -> list[str]:
        if not self.teaches(group):
            raise web.HTTPError(403, f"only a teacher of {group!r} makes its tables")
        classes = await self.groups.classes()
        if group not in classes:
            classes = await self.groups.classes(fresh=True)
            if group not in classes:
                raise web.HTTPError(404, f"no class {group!r} on this hub")
        return classes[group]

    def playable(self, game: str) -> str:
        if game not in PLAYABLE or game not in games():
            raise BadRecord(f"no game {game!r:.40} to play at a table")
        return game

    def settings_of(self, doc: dict[str, Any], game: str,
                    players_key: str = "players") -> tuple[int, dict[str, Any], float | None, bool]:
        players = doc.get(players_key, 2)
        try:
            options = check_options(game, players, doc.get("options") or {})
            clock = clock_of(doc.get("clock"))
        except ValueError as e:
            raise BadRecord(str(e)) from None
        takebacks = doc.get("takebacks", False)
        if not isinstance(takebacks, bool):
            raise BadRecord("'takebacks' must be true or false")
        return players, options, clock, takebacks


class SeatClass(TablesApi):
    @api
    async def post(self) -> None:
        """The teacher seats the whole class: ``{"group", "game", "size", "options",
        "bot", "clock", "takebacks"}``: tables of ``size`` (a table short of pupils gets
        bots of level ``bot``), the pupils in a shuffled order."""
        import random

        doc, group, game, members = await self.class_request(
            {"group", "game", "size", "options", "bot", "clock", "takebacks"},
            "seating the class takes")
        size, options, clock, takebacks = self.settings_of(doc, game, "size")
        bot = doc.get("bot", "greedy")
        if bot not in BOT_LEVELS:
            raise BadRecord(f"'bot' is one of {', '.join(BOT_LEVELS)}, not {bot!r:.30}")
        if not members:
            raise BadRecord(f"the class {group!r} has no pupils")
        order = sorted(members)
        random.SystemRandom().shuffle(order)
        made = []
        for group_seats in tournament._swiss_groups(order, size):
            seats = [(u, None) if u is not None else (None, bot) for u in group_seats]
            live = await self.hall.create(group, game, size, options, seats,
                                          self.user_name(), clock, takebacks)
            made.append(live.id)
        self.send_json({"tables": made}, 201)


class TableView(TableBase):
    @api
    async def get(self, tid: str) -> None:
        """The user's seat's view (``svg=1``: with its board drawn); with ``after=<version>``
        it waits (up to ``wait`` seconds, at most 30) until the table changes."""
        live = await self.table(tid)
        seat, _teacher = await self.access(live)
        if seat is None:
            raise web.HTTPError(403, "you do not sit at this table")
        after = _int(self.get_query_argument("after", None), -1)
        wait = wait_seconds(self.get_query_argument("wait", "0"))
        deadline = time.monotonic() + wait
        while True:
            live = await self.table(tid)  # read again: a restart of its memory
            left = deadline - time.monotonic()
            if live.version != after or left <= 0:
                break
            await self.changes.wait(min(left, 5.0), table_key(live.id))
        lang = self.lang()
        svg = bool(self.get_query_argument("svg", ""))
        text = await self.doc_of(live, seat, lang, svg)
        self.send_text_json(text, {**self.head(lang)} if svg else {"lang": lang})


class TableMove(TableBase):
    @api
    async def post(self, tid: str) -> None:
        """A pupil's move: ``{"move": notation, "seat": n (optional), "step": n
        (optional: the step the board showed)}``; the seat's new view."""
        live = await self.table(tid)
        doc = await self.body_json()
        if not isinstance(doc, dict) or set(doc) - {"move", "seat", "step"} or not isinstance(
                doc.get("move"), str) or not 0 < len(doc["move"]) <= 200:
            raise BadRecord('a move is {"move": "<notation>", "seat": n, "step": n}')
        seat = self.seat_asked(live, doc.get("seat"))
        step = doc.get("step")
        if step is not None and (isinstance(step, bool) or not isinstance(step, int)):
            raise BadRecord("'step' must be a whole number")
        lang = self.lang()
        if step is not None and step != live.match.cursor:
            return self.refused(Refused(409, text=_stale()))
        try:
            await self.hall.move(live, seat, doc["move"])
        except Refused as e:
            return self.refused(e)
        text = await self.doc_of(live, seat, lang, bool(self.get_query_argument("svg", "")))
        self.send_text_json(text, self.head(lang))

    def seat_asked(self, live: Live, asked: Any) -> int:
        """The user's seat at the table: 403 when they sit elsewhere or name another seat."""
        mine = live.seat_of(self.user_name()) if self.is_user() else None
        if mine is None:
            raise web.HTTPError(403, "you do not sit at this table")
        if asked is not None and asked != mine:
            raise web.HTTPError(403, f"seat {asked!r:.10} is not yours: you sit at seat {mine}")
        return mine


def _stale() -> Any:
    from ..core.lang import Text

    return Text("The board changed meanwhile: look again before you move.",
                "盤面剛剛變了：請再看一次再走。")


class TableSelect(TableMove):
    @api
    async def post(self, tid: str) -> None:
        """A first click: ``{"target": id, "selection": {...}}``; the seat's board after
        it (``game.select`` on the seat's view)."""
        live = await self.table(tid)
        doc = await self.body_json()
        if not isinstance(doc, dict) or set(doc) - {"target", "selection", "seat"} or \
                not isinstance(doc.get("target"), str) or len(doc["target"]) > 200 or \
                not isinstance(doc.get("selection", {}), dict) or \
                len(json.dumps(doc.get("selection", {}))) > 2000:
            raise BadRecord('a first click is {"target": "<id>", "selection": {...}}')
        seat = self.seat_asked(live, doc.get("seat"))
        lang = self.lang()

        def select() -> dict[str, Any]:
            view = live.state.view_for(seat)
            return live.game.select(view, dict(doc.get("selection") or {}), doc["target"])

        try:
            selection = await self.work.table(select)
        except (ValueError, KeyError, TypeError) as e:
            raise BadRecord(f"no such target here: {e}") from None
        text = await self.doc_of(live, seat, lang, True, selection)
        self.send_text_json(text, self.head(lang))


class TableJoin(TableBase):
    @api
    async def post(self, tid: str) -> None:
        """A pupil of the class takes a free seat (``{"seat": n}``, or the first free)."""
        live = await self.table(tid)
        user = self.user_name()
        if not self.is_user() or user not in await self.members(live.group):
            raise web.HTTPError(403, f"this table is for the class {live.group!r}")
        doc = await self.body_json() if self.request.body else {}
        asked = doc.get("seat") if isinstance(doc, dict) else None

        def join() -> int:
            if live.seat_of(user) is not None:
                raise Refused(409, "already-seated")
            if live.status != "open":
                raise Refused(409, "not-open")
            free = live.free_seats()
            seat = asked if asked is not None else (free[0] if free else None)
            if seat not in free:
                raise Refused(409, "seat-taken")
            live.seats[seat].user = user
            if not live.free_seats():
                live.status, live.turn_since = "playing", time.time()
            live.version += 1
            return seat

        def persist(seat: int) -> None:
            self.store.set_seat(live.id, seat, user, None, state=live.status,
                                turn_since=live.turn_since)

        try:
            seat = await self.hall.change(live, join, persist=persist)
        except Refused as e:
            return self.refused(e)
        self.send_json({"table": live.id, "seat": seat, "status": live.status,
                        "url": self.url(f"table/{live.id}")})


class TableTakeBack(TableMove):
    @api
    async def post(self, tid: str) -> None:
        live = await self.table(tid)
        seat = self.seat_asked(live, None)

        def persist(step: int) -> None:
            self.store.drop_moves(live.id, step, turn_since=live.turn_since)

        try:
            await self.hall.change(live, live.take_back, seat, persist=persist)
        except Refused as e:
            return self.refused(e)
        lang = self.lang()
        text = await self.doc_of(live, seat, lang, bool(self.get_query_argument("svg", "")))
        self.send_text_json(text, self.head(lang))


class TableAction(TableBase):
    @api
    async def post(self, tid: str, action: str) -> None:
        """The teacher pauses, resumes or starts a table now (computers of ``{"bot":
        level}`` in its free seats)."""
        live = await self.table(tid)
        if not self.teaches(live.group):
            raise web.HTTPError(403, "only a teacher of this class pauses its tables")
        doc = await self.body_json() if self.request.body else {}
        bot = doc.get("bot", "greedy") if isinstance(doc, dict) else "greedy"
        if bot not in BOT_LEVELS:
            raise BadRecord(f"'bot' is one of {', '.join(BOT_LEVELS)}")

        def act() -> list[tuple[int, str | None, str | None]]:
            if live.status == "over":
                raise Refused(409, "table-over")
            filled = []
            if action == "pause" and live.status == "playing":
                live.status = "paused"
            elif action == "resume" and live.status == "paused":
                live.status, live.turn_since = "playing", time.time()
            elif action == "start" and live.status == "open":
                for i in live.free_seats():
                    live.seats[i].bot = bot
                    filled.append((i, None, bot))
                live.status, live.turn_since = "playing", time.time()
            live.version += 1
            return filled

        def persist(filled: list[tuple[int, str | None, str | None]]) -> None:
            for seat, user, level in filled:
                self.store.set_seat(live.id, seat, user, level)
            self.store.set_table(live.id, state=live.status, turn_since=live.turn_since)

        try:
            await self.hall.change(live, act, persist=persist)
        except Refused as e:
            return self.refused(e)
        self.send_json({"table": live.id, "status": live.status})


class TableSeat(TableBase):
    @api
    async def post(self, tid: str, seat: str) -> None:
        """The teacher lets a bot of ``{"bot": level}`` play a seat (an absent pupil), or
        gives it back to its pupil (``{"bot": null}``)."""
        live = await self.table(tid)
        if not self.teaches(live.group):
            raise web.HTTPError(403, "only a teacher of this class changes its seats")
        n = int(seat)
        if not 0 <= n < live.players:
            raise web.HTTPError(404, "no such seat")
        doc = await self.body_json()
        if not isinstance(doc, dict) or set(doc) != {"bot"} or (
                doc["bot"] is not None and doc["bot"] not in BOT_LEVELS):
            raise BadRecord(f'a seat takes {{"bot": level}} ({", ".join(BOT_LEVELS)}) or '
                            f'{{"bot": null}}')
        level = doc["bot"]

        def act() -> None:
            if live.status == "over":
                raise Refused(409, "table-over")
            if level is None and live.seats[n].user is None:
                raise Refused(409, "seat-taken")
            live.seats[n].bot = level
            if live.status == "open" and not live.free_seats():
                live.status, live.turn_since = "playing", time.time()
            live.version += 1

        def persist(_: None) -> None:
            self.store.set_seat(live.id, n, live.seats[n].user, level, state=live.status,
                                turn_since=live.turn_since)

        try:
            await self.hall.change(live, act, persist=persist)
        except Refused as e:
            return self.refused(e)
        self.send_json({"table": live.id, "seat": n, "bot": level})


# -- tournaments -------------------------------------------------------------------------------


class TournamentsApi(TablesApi):
    @api
    async def post(self) -> None:
        """The teacher makes a tournament: ``{"group", "game", "size", "options",
        "format", "rounds", "bot", "clock", "entrants" (default: the whole class)}``."""
        doc, group, game, members = await self.class_request(
            {"group", "game", "size", "options", "format", "rounds", "bot", "clock",
             "entrants"}, "a tournament takes")
        size, options, clock, _ = self.settings_of(doc, game, "size")
        entrants = doc.get("entrants", members)
        if not isinstance(entrants, list) or not all(isinstance(u, str) for u in entrants) \
                or len(set(entrants)) != len(entrants):
            raise BadRecord("'entrants' lists pupils' names, each once")
        strangers = [u for u in entrants if u not in members]
        if strangers:
            raise BadRecord(f"not pupils of {group!r}: {', '.join(strangers)[:80]}")
        if len(entrants) < 2:
            raise BadRecord("a tournament needs two pupils or more")
        try:
            fmt = tournament.pick_format(doc.get("format", "auto"), len(entrants), size)
        except ValueError as e:
            raise BadRecord(str(e)) from None
        most = tournament.max_rounds(fmt, len(entrants))
        rounds = doc.get("rounds", min(most, 3))
        if isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= most:
            raise BadRecord(f"'rounds' is a whole number from 1 to {most} here")
        bot = doc.get("bot", "greedy")
        if bot not in BOT_LEVELS:
            raise BadRecord(f"'bot' is one of {', '.join(BOT_LEVELS)}")
        tid = await self.work.write(self.store.create_tournament, group, game, options, size,
                                    fmt, rounds, sorted(entrants), bot, clock,
                                    self.user_name())
        self.changes.bump(room_key(group), cup_key(tid))
        self.send_json({"tournament": tid, "url": self.url(f"tournament/{tid}"),
                        "format": fmt, "rounds": rounds}, 201)


class TournamentRound(TablesApi):
    @api
    async def post(self, cid: str) -> None:
        """The teacher starts the next round (when every table of the last one is over)."""
        cup = self.store.tournament(int(cid))
        if cup is None:
            raise web.HTTPError(404, "no such tournament")
        if not self.teaches(cup.group):
            raise web.HTTPError(403, "only a teacher of this class starts its rounds")
        async with self.hall.lock(-cup.id):  # one round at a time
            rows = await self.work.page(self.store.tables, None, None, None, None, cup.id)
            current = max((r.round or 0 for r in rows), default=0)
            if current >= cup.rounds:
                raise BadRecord(f"all {cup.rounds} rounds are played", 409)
            if any(r.state != "over" for r in rows):
                raise BadRecord("the tables of this round are still playing", 409)
            played = games_of(rows)
            tables = tournament.next_round(cup.format, cup.entrants, cup.size, played,
                                           current + 1, cup.id)
            made = []
            for seats in tables:
                live = await self.hall.create(
                    cup.group, cup.game, cup.size, cup.options,
                    [(u, None) if u is not None else (None, cup.bot) for u in seats],
                    self.user_name(), cup.clock, False, cup.id, current + 1)
                made.append(live.id)
        self.changes.bump(cup_key(cup.id), room_key(cup.group))
        self.send_json({"round": current + 1, "tables": made}, 201)


def games_of(rows: list[TableRow]) -> list[tournament.Game]:
    """A tournament's tables as the standings read them."""
    out = []
    for r in sorted(rows, key=lambda r: (r.round or 0, r.id)):
        result = r.result if r.state == "over" else None
        users = (result or {}).get("users") or [u for u, _ in r.seats]
        out.append(tournament.Game(r.round or 0, users,
                                   result["totals"] if result else None,
                                   list(result["winners"]) if result else [], r.id))
    return out


class TournamentPage(TableBase):
    @web.authenticated
    async def get(self, cid: str, view: str = "") -> None:
        cup = self.store.tournament(int(cid))
        if cup is None:
            raise web.HTTPError(404, "no such tournament")
        teacher = await self.may_see(cup)
        if view == "projector" and not teacher:
            raise web.HTTPError(403, "only the class's teacher opens the projector view")
        lang = self.lang()
        base = self.url(f"tournament/{cup.id}")
        self.page("tournament" if not view else "standings",
                  f"{say(lang, 'tournament')} · {pages.game_title(cup.game, lang)}",
                  src=base + "/data", stream=base + "/stream", base=base, home=self.prefix,
                  api=self.url(f"api/tournaments/{cup.id}"), teacher="1" if teacher else "",
                  room=self.url(f"tables/{quote(cup.group, safe='')}"),
                  tables=self.url("table/"))

    async def may_see(self, cup: Any) -> bool:
        """Whether the user teaches the tournament's class; 403 unless they are in it."""
        if self.teaches(cup.group):
            return True
        if self.is_user() and self.user_name() in await self.members(cup.group):
            return False
        raise web.HTTPError(403, "this tournament is of another class")


class TournamentData(TournamentPage):
    @api
    async def get(self, cid: str) -> None:
        cup = self.store.tournament(int(cid))
        if cup is None:
            raise web.HTTPError(404, "no such tournament")
        teacher = await self.may_see(cup)
        lang = self.lang()
        doc = await self.work.page(tournament_doc, self.store, cup, lang)
        self.send_json({**self.head(lang), **doc, "teacher": teacher})


class TournamentStream(TournamentPage):
    @api
    async def get(self, cid: str) -> None:
        cup = self.store.tournament(int(cid))
        if cup is None:
            raise web.HTTPError(404, "no such tournament")
        await self.may_see(cup)
        await self.stream_events(cup_key(cup.id))


class TournamentExport(TournamentPage):
    @web.authenticated
    async def get(self, cid: str, ext: str) -> None:
        cup = self.store.tournament(int(cid))
        if cup is None:
            raise web.HTTPError(404, "no such tournament")
        if not self.teaches(cup.group):
            raise web.HTTPError(403, "only a teacher of this class exports its standings")
        lang = self.lang()
        rows = await self.work.page(self.store.tables, None, None, None, None, cup.id)
        head, lines = tournament.export_rows(
            tournament.standings(cup.entrants, games_of(rows)), cup.rounds, lang)
        if ext == "xlsx":
            blob = await self.work.page(pages.to_xlsx, lines, lang, head,
                                        tournament.SHEET[1 if lang == "zh-Hant" else 0])
            if blob is None:
                raise web.HTTPError(404, "XLSX needs openpyxl on the hub")
            self.set_header("Content-Type", "application/vnd.openxmlformats-officedocument."
                                            "spreadsheetml.sheet")
        else:
            blob = pages.to_csv(lines, lang, head)
            self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition", pages.attachment(
            cup.game, cup.group, lang, ext, what=say(lang, "tournament")))
        self.finish(blob)


def tournament_doc(store: Store, cup: Any, lang: str) -> dict[str, Any]:
    """A tournament's page: its rounds' tables and the standings, in words."""
    rows = store.tables(tournament=cup.id)
    played = games_of(rows)
    current = max((r.round or 0 for r in rows), default=0)
    standing = tournament.standings(cup.entrants, played)
    open_round = [r for r in rows if (r.round or 0) == current and r.state != "over"]
    rounds = []
    for n in range(1, current + 1):
        rounds.append({"round": n, "tables": [
            {"table": r.id, "status": r.state, "state_words": say(lang, f"state-{r.state}"),
             "result": _result_words(r, lang) if r.state == "over" else None,
             "seats": [u if u is not None else say(lang, "bot", level=BOT_LEVELS[
                 b or cup.bot].label[lang]) for u, b in r.seats]}
            for r in sorted(rows, key=lambda r: r.id) if (r.round or 0) == n]})
    head, lines = tournament.export_rows(standing, cup.rounds, lang)
    over = current >= cup.rounds and not open_round
    return {
        "id": cup.id, "group": cup.group, "game": cup.game,
        "title": pages.game_title(cup.game, lang), "format": cup.format,
        "format_words": say(lang, "format-" + cup.format), "size": cup.size,
        "rounds": cup.rounds, "round": current, "over": over,
        "can_start": current < cup.rounds and not open_round,
        "entrants": cup.entrants, "rounds_played": rounds,
        "standings": {"head": head, "rows": lines,
                      "places": [{"name": r.name, "place": r.place, "shared": r.shared}
                                 for r in standing]},
        "tiebreaks": say(lang, "tiebreaks"),
    }


def table_routes(p: str) -> list[tuple]:
    """The routes of the tables, the room and the tournaments under the prefix ``p``."""
    group = r"([^/]+)"
    n = r"(\d{1,15})"
    return [
        (p + "play", PlayPage),
        (p + "play/data", PlayData),
        (p + "play/stream", PlayStream),
        (p + f"tables/{group}/data", RoomData),
        (p + f"tables/{group}/stream", RoomStream),
        (p + f"tables/{group}/?", RoomPage),
        (p + f"table/{n}/data", TableData),
        (p + f"table/{n}/replay/data", ReplayData),
        (p + f"table/{n}/stream", TableStream),
        (p + f"table/{n}/board\\.svg", BoardSvg),
        (p + f"table/{n}/?", TablePage),
        (p + f"table/{n}/(projector|replay)", TablePage),
        (p + f"tournament/{n}/data", TournamentData),
        (p + f"tournament/{n}/stream", TournamentStream),
        (p + f"tournament/{n}/export\\.(csv|xlsx)", TournamentExport),
        (p + f"tournament/{n}/?", TournamentPage),
        (p + f"tournament/{n}/(projector)", TournamentPage),
        (p + "api/tables", TablesApi),
        (p + "api/tables/seat-class", SeatClass),
        (p + f"api/tables/{n}/view", TableView),
        (p + f"api/tables/{n}/move", TableMove),
        (p + f"api/tables/{n}/select", TableSelect),
        (p + f"api/tables/{n}/join", TableJoin),
        (p + f"api/tables/{n}/takeback", TableTakeBack),
        (p + f"api/tables/{n}/(pause|resume|start)", TableAction),
        (p + f"api/tables/{n}/seats/(\\d)", TableSeat),
        (p + "api/tournaments", TournamentsApi),
        (p + f"api/tournaments/{n}/round", TournamentRound),
    ]
