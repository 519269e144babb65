"""Load benchmark of the class service: ``python -m tutor.classroom.bench`` (not a test).

A class of ``--students`` (300) each sends ``--events`` (50) records spread over
``--minutes`` (10) of class time, one record per request as a kernel sends them when
every send goes through at once, against the service on SQLite behind a real JupyterHub
(:mod:`tutor.classroom.testhub`). Before its first record each student's kernel asks the
service once who its token is (``api/me``, as a lesson's first board does), the students
opening their lessons over ``--opening`` (30) seconds: the service asks the hub about each
token then. Meanwhile a teacher's dashboard of the whole class is fetched once a second
(what the live page does when its server-sent events say something changed).

By default the class takes its real 10 minutes. ``--scale 10`` compresses time: the same
records at ten times the rate (250 a second), a minute's run that saturates two cores. Records go to
the service's own address, as the kernels of docs/classroom/jupyterhub_config.py send
them (``--through-proxy`` sends them through the hub's proxy instead).

Goal (issue 15): p99 under 100 ms per record and under 1 s per dashboard of 300 students.

Measured on the project's machine (2 cores shared with other engineers' work; the load
generator runs on the same two cores as the hub, the proxy and the service), the class's
own rate (``--scale 1``: 300 students, 50 records each over 10 minutes, 25 a second,
15,000 records), every record kept once, none refused:

- with a load average of about 2.7 during the class: intake p50 9.6 ms, p99 48 ms (the
  service's own log: p99 34 ms); the dashboard of 300 students p50 49 ms, p99 163 ms;
  api/me (each kernel once, when its first board is drawn) p50 37 ms, p99 392 ms. Goal met;
- with other work taking both cores (load average 4 to 8), or the disk (a load average of
  2 but a tenth of the time with every task waiting for the disk): intake p99 0.2 to
  0.9 s, the slow 1 % being records that waited while the service's process, and the
  hub's, got no processor (the service logs "stood still" then), or behind one write that
  took 0.3 to 1 s (logged as a slow write); the dashboard p99 under 0.5 s.

The service logs a write that took over 0.25 s and a moment it stood still: where the time
of a slow record went.

Compressed ten times (``--scale 10``, 250 records a second) the service saturates on these
two cores (measured before the changes above: about 185 records a second).

``--json`` prints the figures as one object.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from .records import lesson_items
from .testhub import request, start


def plan(students: int, events: int, game: str, seed: int) -> list[list[dict[str, Any]]]:
    """Each student's records, in order: through the game's lessons item by item, a miss
    now and then, a hint now and then, then the item done."""
    rng = random.Random(seed)
    items = [(lesson, item) for lesson, ids in lesson_items(game).items() for item in ids]
    out = []
    for _ in range(students):
        mine: list[dict[str, Any]] = []
        for lesson, item in items:
            if len(mine) >= events:
                break
            for kind in ("miss", "hint", "done"):
                if kind != "done" and rng.random() > 0.35:
                    continue
                record = {"v": 1, "id": uuid.uuid4().hex, "lesson": lesson, "item": item,
                          "kind": kind, "seconds": round(rng.uniform(5, 90), 1)}
                if kind == "miss":
                    record["move"] = f"take column {rng.randint(1, 4)}"
                if kind == "done":
                    record["stars"] = rng.choice((2, 3))
                mine.append(record)
        out.append(mine[:events])
    return out


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


async def run(args: argparse.Namespace) -> dict[str, Any]:
    from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest

    load_before = os.getloadavg()[0]
    folder = Path(tempfile.mkdtemp(prefix="tutor-bench-"))
    names = [f"s{i:03d}" for i in range(args.students)]
    t0 = time.monotonic()
    hub = start(folder / "hub", {"teachers": [], "bench": []})
    try:
        # Making 300 users is slow on a busy machine: the set-up waits as long as it takes.
        hub.api("users", "POST", {"usernames": names}, timeout=600)
        hub.api("groups/bench/users", "POST", {"users": names}, timeout=600)
        teacher = hub.user("teacher", ("teachers",))
        tokens = {}
        for name in names:
            tokens[name] = hub.api(f"users/{name}/tokens", "POST",
                                   {"note": "bench", "expires_in": 3600}, timeout=120)["token"]
        setup = time.monotonic() - t0
        base = hub.service_url if args.through_proxy else hub.direct
        AsyncHTTPClient.configure(None, max_clients=args.clients)
        client = AsyncHTTPClient()
        records = plan(args.students, args.events, args.game, args.seed)
        span = args.minutes * 60 / args.scale
        rng = random.Random(args.seed + 1)
        schedule = sorted(
            (k * span / args.events + rng.uniform(0, span / args.events), name, record)
            for name, mine in zip(names, records, strict=True)
            for k, record in enumerate(mine))
        # Before its first record, each student's kernel has drawn a lesson board, and a
        # board on a hub asks the service once who its token is (api/me, from
        # together.attach): the service asks the hub then, not on the first record.
        # The students open their lessons over the first ``--opening`` seconds.
        opening = ([(rng.uniform(0, args.opening), name) for name in names]
                   if args.opening > 0 else [])
        me: list[float] = []
        intake: list[float] = []
        errors: list[str] = []
        dashboard: list[float] = []
        dashboard_errors: list[str] = []
        done = asyncio.Event()

        async def send(name: str, record: dict[str, Any]) -> None:
            started = time.perf_counter()
            try:
                await client.fetch(HTTPRequest(
                    base + "api/events", method="POST",
                    body=json.dumps({"events": [record]}),
                    headers={"Authorization": f"token {tokens[name]}",
                             "Content-Type": "application/json"},
                    request_timeout=60))
                intake.append(time.perf_counter() - started)
            except HTTPClientError as e:
                errors.append(f"{e.code} {e.message}")
            except OSError as e:
                errors.append(str(e))

        async def ask_me(name: str) -> None:
            started = time.perf_counter()
            try:
                await client.fetch(HTTPRequest(
                    base + "api/me", headers={"Authorization": f"token {tokens[name]}"},
                    request_timeout=60))
                me.append(time.perf_counter() - started)
            except (HTTPClientError, OSError) as e:
                errors.append(f"api/me: {e}")

        async def watch() -> None:
            url = f"{base}class/bench/{args.game}/data"
            while not done.is_set():
                started = time.perf_counter()
                try:
                    response = await client.fetch(HTTPRequest(
                        url, headers={"Authorization": f"token {teacher}"},
                        request_timeout=60))
                    dashboard.append(time.perf_counter() - started)
                    assert len(json.loads(response.body)["students"]) == args.students
                except HTTPClientError as e:
                    dashboard_errors.append(f"{e.code} {e.message}")
                except OSError as e:
                    dashboard_errors.append(str(e))
                await asyncio.sleep(1.0)

        service, hub_process = _process(hub.service_pid()), _process(hub.process.pid)
        cpu_before = _cpu(service), _cpu(hub_process)
        watcher = asyncio.ensure_future(watch())
        start_at = time.perf_counter()
        tasks = []
        for at, name in sorted(opening):
            delay = start_at + at - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            tasks.append(asyncio.ensure_future(ask_me(name)))
        await asyncio.gather(*tasks)
        start_at = time.perf_counter()
        tasks = []
        for at, name, record in schedule:
            delay = start_at + at - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            tasks.append(asyncio.ensure_future(send(name, record)))
        await asyncio.gather(*tasks)
        elapsed = time.perf_counter() - start_at
        done.set()
        await watcher
        cpu_used = _cpu(service) - cpu_before[0], _cpu(hub_process) - cpu_before[1]
        quiet = []
        for _ in range(10):  # the dashboard of the finished class, nothing else running
            started = time.perf_counter()
            await client.fetch(HTTPRequest(f"{base}class/bench/{args.game}/data",
                                           headers={"Authorization": f"token {teacher}"}))
            quiet.append(time.perf_counter() - started)
        _, health = request(hub.service_url + "health")
        ms = 1000.0
        return {
            "students": args.students, "events_per_student": args.events,
            "class_minutes": args.minutes, "scale": args.scale,
            "seconds": round(elapsed, 1), "setup_seconds": round(setup, 1),
            "records_sent": len(schedule), "records_kept": health["events"],
            "errors": len(errors), "first_errors": errors[:3],
            "rate_per_second": round(len(schedule) / elapsed, 1),
            "intake_ms": {"p50": round(percentile(intake, 50) * ms, 1),
                          "p99": round(percentile(intake, 99) * ms, 1),
                          "max": round(max(intake) * ms, 1)},
            "opening_seconds": args.opening,
            "me_ms": {"n": len(me), "p50": round(percentile(me, 50) * ms, 1),
                      "p99": round(percentile(me, 99) * ms, 1),
                      "max": round(max(me) * ms, 1)} if me else None,
            "dashboard_under_load_ms": {
                "n": len(dashboard), "p50": round(percentile(dashboard, 50) * ms, 1),
                "p99": round(percentile(dashboard, 99) * ms, 1),
                "errors": len(dashboard_errors), "first_errors": dashboard_errors[:3]},
            "dashboard_quiet_ms": {"p50": round(statistics.median(quiet) * ms, 1),
                                   "max": round(max(quiet) * ms, 1)},
            # Processor time the service and the hub used during the class (records and
            # dashboards): what the work costs, whatever else the machine was doing.
            "service_cpu_seconds": round(cpu_used[0], 1),
            "service_cpu_ms_per_record": round(cpu_used[0] / len(schedule) * ms, 2),
            "hub_cpu_seconds": round(cpu_used[1], 1),
            "through_proxy": args.through_proxy,
            # The machine's load (1-minute average) before the class and after it: the
            # figures are only comparable between runs on a machine equally busy.
            "load_average": [round(load_before, 1), round(os.getloadavg()[0], 1)],
        }
    finally:
        hub.stop()


def _process(pid: int | None) -> Any:
    import psutil

    return psutil.Process(pid) if pid is not None else None


def _cpu(process: Any) -> float:
    """User and system processor seconds of ``process`` and its children so far."""
    if process is None:
        return 0.0
    times = process.cpu_times()
    return times.user + times.system + times.children_user + times.children_system


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tutor.classroom.bench",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--students", type=int, default=300)
    parser.add_argument("--events", type=int, default=50)
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--scale", type=float, default=1.0,
                        help="time compression: records at this many times the class's rate")
    parser.add_argument("--game", default="kanagawa")
    parser.add_argument("--clients", type=int, default=100,
                        help="concurrent connections of the load generator")
    parser.add_argument("--opening", type=float, default=30.0,
                        help="seconds over which the students open their lessons before the "
                             "first record (each kernel asks api/me once); 0: not at all")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--through-proxy", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = asyncio.run(run(args))
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        for key, value in result.items():
            print(f"{key:26} {value}")
    ok = (result["intake_ms"]["p99"] < 100 and result["dashboard_under_load_ms"]["p99"] < 1000
          and not result["errors"] and not result["dashboard_under_load_ms"]["errors"]
          and result["records_kept"] == result["records_sent"])
    print("goal (p99 < 100 ms per record, < 1 s per dashboard, nothing lost): "
          + ("met" if ok else "NOT met"), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
