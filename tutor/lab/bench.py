"""How fast the lab plays: ``python -m tutor.lab.bench``.

For each game (at the player count of its scenario notebook) and for greedy and strong
bots, the same games are played four ways: in the kernel's own process (``inline``, the
baseline without any transfer), in a process pool of 1 and of 2 workers, and on a Dask
``LocalCluster`` of 2 worker processes (one thread each). Pools and cluster are started
and warmed up before the clock starts, so the figures are the steady rate of a long run.
Figures:

- ``games_per_s`` for each way, and ``game_s``: the mean seconds one game took inside its
  worker (the work itself);
- ``scaling``: games per second with 2 pool workers over 1 worker (2.0 is perfect on two
  free cores);
- ``dask_overhead_ms``: the extra wall time per game of the 2-worker Dask cluster over the
  2-worker pool, ``(1 / dask rate - 1 / pool rate) * 1000``; and, measured apart with
  empty tasks (a function that returns at once), ``task_ms`` for each executor: the round
  trip of one task when nothing else is done.

The strong bot plays with an iteration budget (``--strong``, default ``strong:25``:
25 play-outs a move, a twelfth of the lab's ``strong``), so that the benchmark ends in
minutes; a game's time grows in proportion to the budget, and so does the share of it that
scales. The machine's load average (``os.getloadavg``) is printed before and after each
figure: on a shared machine the figures are only as good as that load allows.

``--json`` prints every figure as one JSON object. Benchmarks measure; they gate nothing.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import os
import statistics
import sys
import time
from typing import Any

from .runner import Run, _pool, plan

CONFIGS = {"cartography": 2, "kanagawa": 2, "tokaido": 4, "karesansui": 4}
"""Each game at the player count of its scenario notebook."""


def _noop(i: int) -> int:
    return i


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"


def _warm(executor: Any, workers: int) -> None:
    """Start every worker and load the games there before the clock starts."""
    from .experiment import _load as load_game

    futures = [executor.submit(load_game, name) for name in CONFIGS for _ in range(workers)]
    for future in futures:
        future.result()


def timed(game: str, players: int, bots: str, games: int, executor: Any,
          seed: int = 1000) -> dict[str, Any]:
    """Play ``games`` games on ``executor`` ("inline", a warm pool or a Dask client)."""
    specs = plan(game, games, players, bots, seed=seed)
    load_before = _load()
    began = time.perf_counter()
    run = Run(specs, executor=executor, progress=False)
    run.execute()
    wall = time.perf_counter() - began
    if run.error is not None:
        raise run.error
    frame_seconds = [rows[0]["seconds"] for rows in run.rows.values()]
    return {"games": games, "wall_s": round(wall, 3), "games_per_s": round(games / wall, 3),
            "game_s": round(statistics.fmean(frame_seconds), 3),
            "load": f"{load_before} -> {_load()}"}


def task_ms(executor: Any, tasks: int = 400) -> float:
    """Milliseconds per empty task, submitted all at once and waited for."""
    if hasattr(executor, "get_executor"):
        executor = executor.get_executor(pure=False)
    began = time.perf_counter()
    futures = [executor.submit(_noop, i) for i in range(tasks)]
    cf.wait(futures)
    return round((time.perf_counter() - began) / tasks * 1000, 3)


def bench(names: list[str], greedy_games: int, strong_games: int, strong: str
          ) -> dict[str, Any]:
    from distributed import Client, LocalCluster

    pools = {w: _pool(w) for w in (1, 2)}
    began = time.perf_counter()
    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                           dashboard_address=None, silence_logs=50)
    client = Client(cluster)
    cluster_s = time.perf_counter() - began
    try:
        for w, pool in pools.items():
            _warm(pool, w)
        _warm(client.get_executor(pure=False), 2)
        out: dict[str, Any] = {
            "machine": {"cores": os.cpu_count(), "load_at_start": _load(),
                        "cluster_start_s": round(cluster_s, 2)},
            "task_ms": {"pool-1": task_ms(pools[1]), "pool-2": task_ms(pools[2]),
                        "dask-2": task_ms(client)},
        }
        for name in names:
            players = CONFIGS[name]
            for bots, games in (("greedy", greedy_games), (strong, strong_games)):
                label = f"{name} {players}p {bots}"
                print(f"measuring {label}: {games} games each way (load {_load()})",
                      file=sys.stderr, flush=True)
                figures = {
                    "inline": timed(name, players, bots, games, "inline"),
                    "pool-1": timed(name, players, bots, games, pools[1]),
                    "pool-2": timed(name, players, bots, games, pools[2]),
                    "dask-2": timed(name, players, bots, games, client),
                }
                r1 = figures["pool-1"]["games_per_s"]
                r2 = figures["pool-2"]["games_per_s"]
                rd = figures["dask-2"]["games_per_s"]
                figures["scaling"] = round(r2 / r1, 2)
                figures["dask_overhead_ms"] = round((1 / rd - 1 / r2) * 1000, 1)
                out[label] = figures
                print(f"{label}: {json.dumps(figures)}", file=sys.stderr, flush=True)
        out["machine"]["load_at_end"] = _load()
        return out
    finally:
        client.close()
        cluster.close()
        for pool in pools.values():
            pool.shutdown()


def table(results: dict[str, Any]) -> str:
    lines = [f"{'game and bots':<32}{'inline':>8}{'pool 1':>8}{'pool 2':>8}{'dask 2':>8}"
             f"{'1->2':>7}{'dask +ms':>10}{'s/game':>8}  load (1, 5, 15 min)"]
    for label, f in results.items():
        if label in ("machine", "task_ms"):
            continue
        lines.append(f"{label:<32}{f['inline']['games_per_s']:>8.2f}"
                     f"{f['pool-1']['games_per_s']:>8.2f}{f['pool-2']['games_per_s']:>8.2f}"
                     f"{f['dask-2']['games_per_s']:>8.2f}{f['scaling']:>7.2f}"
                     f"{f['dask_overhead_ms']:>10.1f}{f['pool-1']['game_s']:>8.2f}  "
                     f"{f['pool-2']['load']}")
    t = results["task_ms"]
    m = results["machine"]
    lines.append("games per second; 1->2: pool 2 over pool 1; dask +ms: extra wall time per "
                 "game of dask 2 over pool 2; s/game: one game's time in a worker")
    lines.append(f"empty task round trip (ms): pool 1 {t['pool-1']}, pool 2 {t['pool-2']}, "
                 f"dask 2 {t['dask-2']}; cluster start {m['cluster_start_s']} s; "
                 f"{m['cores']} cores, load {m['load_at_start']} at start, "
                 f"{m['load_at_end']} at end")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tutor.lab.bench",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", metavar="game",
                        help=f"games to measure: {', '.join(CONFIGS)} (default: all four)")
    parser.add_argument("--greedy-games", type=int, default=24,
                        help="games each way with greedy bots (default 24)")
    parser.add_argument("--strong-games", type=int, default=6,
                        help="games each way with strong bots (default 6)")
    parser.add_argument("--strong", default="strong:25",
                        help="the strong bot and its budget (default strong:25)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    unknown = [g for g in args.games if g not in CONFIGS]
    if unknown:  # checked here: argparse checks an empty list against choices too
        parser.error(f"invalid choice: {unknown[0]!r} (choose from {', '.join(CONFIGS)})")
    results = bench(args.games or list(CONFIGS), args.greedy_games, args.strong_games,
                    args.strong)
    print(json.dumps(results, sort_keys=True) if args.json else table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
