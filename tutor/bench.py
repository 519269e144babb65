"""Benchmarks: how fast each game plays, renders and answers a click.

``python -m tutor.bench`` prints a table; ``python -m tutor.bench --json`` prints one JSON
object ``{game: {figure: value}}`` to compare run to run. Figures:

- ``games_per_s``: random full games per second (uniform over ``legal_actions``), one core;
- ``action_us``: mean microseconds per action in those games (``legal_actions`` + ``apply``,
  chance included), the figure compared with the anchor;
- ``legal_actions_us`` / ``apply_us``: median microseconds over the states of random games;
- ``render_ms``: median milliseconds to render a mid-game board;
- ``click_ms``: median milliseconds from a widget click message to the new SVG in the kernel.

With ``--anchor``, the same per-action figure is measured for OpenSpiel's pure-Python
tic-tac-toe (``python_tic_tac_toe``; needs ``pip install open_spiel``, not a dependency) and
each game's ``action_us`` is also given as a ratio to it (``anchor_ratio``): a yardstick that
moves with the machine.

With ``--strength``, the bots are measured instead of the engines: per game and player
count, the strong bot (:func:`tutor.core.bots.strong_bot`) plays against greedy bots, taking
each seat in turn on the same deal (so that the first player's advantage cancels). Figures:
``games``, ``win_share`` (ties shared) with its 95% interval (``ci_low``, ``ci_high``,
Wilson), ``fair_share`` (one in the number of players), ``margin`` (mean of the strong
seat's total minus the best other total), ``s_per_move`` (mean seconds the strong bot used
per searched move), ``iterations`` (median play-outs per searched move) and
``greedy_s_per_move``. ``--games`` and ``--move-seconds`` set the size and the budget,
``--jobs`` plays games in parallel processes (each bot then gets less of a shared machine;
the iterations say how much it got); progress goes to stderr.

Benchmarks measure; they gate nothing.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from . import games, load
from .core.game import Game, State, sample_chance


def _median_time(fn: Callable[[], Any], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def random_step(state: State, rng: random.Random) -> State:
    """The state after one random action: a chance outcome drawn by its odds, or a legal
    action drawn uniformly."""
    if state.is_chance():
        outcomes = state.chance_outcomes()
        return state.apply(rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])
    legal = state.legal_actions()
    return state.apply(legal[rng.randrange(len(legal))])


def random_game(game: Game, rng: random.Random, **options: Any) -> list[State]:
    """The states of one random full game (chance resolved by ``rng``)."""
    state = game.new_game(seed=rng.randrange(2**31), **options)
    states = [state]
    while not state.is_terminal():
        state = random_step(state, rng)
        states.append(state)
    return states


def mid_game(game: Game, seed: int = 7, **options: Any) -> State:
    """A reproducible position about half way through a random game."""
    states = random_game(game, random.Random(seed), **options)
    return states[len(states) // 2]


def bench_game(name: str, seconds: float = 3.0) -> dict[str, float]:
    """Measure one game; each figure runs for about ``seconds``."""
    game = load(name)
    options = dict(getattr(game, "bench_options", {}))
    rng = random.Random(0)

    played, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_game(game, rng, **options)
        played += 1
    games_per_s = played / (time.perf_counter() - start)
    action_us = _action_us(game, options, seconds)

    sample = [s for s in random_game(game, random.Random(1), **options) if not s.is_terminal()]
    legal_us = statistics.median(_time_legal(s) for s in sample) * 1e6
    pairs = [(s, s.legal_actions()[0]) for s in sample if not s.is_chance()]
    apply_us = statistics.median(_median_time(lambda p=p: p[0].apply(p[1]), 3)
                                 for p in pairs) * 1e6

    board = mid_game(game, **options)
    render_ms = _median_time(lambda: board.render(), 30) * 1e3

    figures = {
        "games_per_s": round(games_per_s, 1),
        "action_us": round(action_us, 2),
        "legal_actions_us": round(legal_us, 1),
        "apply_us": round(apply_us, 1),
        "render_ms": round(render_ms, 2),
    }
    click = _click_ms(game, options)
    if click is not None:
        figures["click_ms"] = round(click, 2)
    return figures


def _action_us(game: Game, options: dict[str, Any], seconds: float) -> float:
    """Mean microseconds per action of random play: ``legal_actions`` (or
    ``chance_outcomes``) and ``apply``, the set-up of each game left out."""
    rng = random.Random(2)
    spent, actions, start = 0.0, 0, time.perf_counter()
    clock = time.perf_counter
    while clock() - start < seconds:
        state = game.new_game(seed=rng.randrange(2**31), **options)
        while True:
            t = clock()
            if state.is_terminal():
                break
            state = random_step(state, rng)
            spent += clock() - t
            actions += 1
    return spent / max(actions, 1) * 1e6


def _time_legal(state: State, repeat: int = 3) -> float:
    """Median seconds for ``legal_actions`` on copies without cached moves."""
    times = []
    for _ in range(repeat):
        fresh = state.game.from_json(state.to_json())
        t = time.perf_counter()
        fresh.legal_actions()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def _click_ms(game: Game, options: dict[str, Any]) -> float | None:
    """Median time for a click message on a legal action to produce the new board SVG."""
    try:
        from .core.match import Match
        from .widget import GameWidget
    except ImportError:  # the widget needs anywidget; the engine alone does not
        return None
    times = []
    for seed in range(20):
        match = Match(mid_game(game, seed, **options), seed=seed)
        widget = GameWidget(match)
        action = str(match.state.legal_actions()[0])
        t = time.perf_counter()
        widget._on_custom_msg(widget, {"type": "action", "action": action,
                                    "cursor": match.cursor}, [])
        _ = widget.svg
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1e3


def anchor_action_us(seconds: float = 3.0) -> float:
    """Mean microseconds per action (legal_actions + apply) in random games of OpenSpiel's
    pure-Python tic-tac-toe. Raises ImportError without ``open_spiel``."""
    import pyspiel
    from open_spiel.python.games import tic_tac_toe  # noqa: F401  (registers the game)

    game = pyspiel.load_game("python_tic_tac_toe")
    rng = random.Random(0)
    actions, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            actions += 1
    return (time.perf_counter() - start) / actions * 1e6


def strength_game(name: str, players: int, game_index: int, seconds: float,
                  seed: int = 0) -> dict[str, Any]:
    """One game of the strength table: the strong bot in seat ``game_index % players`` on
    deal ``seed + game_index // players``, greedy bots in the other seats."""
    from .core.bots import GreedyBot, strong_bot

    game = load(name)
    options = {k: v for k, v in getattr(game, "bench_options", {}).items() if k != "players"}
    deal = seed + game_index // players
    seat = game_index % players
    state = game.new_game(players=players, seed=deal, **options)
    strong = strong_bot(seconds=seconds, seed=deal)
    bots: list[Any] = [GreedyBot(seed=1000 * game_index + p) for p in range(players)]
    bots[seat] = strong
    rng = random.Random(deal)
    searched: list[tuple[float, int]] = []
    greedy_time, greedy_moves = 0.0, 0
    while not state.is_terminal():
        if state.is_chance():
            state = state.apply(sample_chance(state, rng))
            continue
        player = state.current_player()
        t = time.perf_counter()
        action = bots[player].choose(state)
        spent = time.perf_counter() - t
        if player == seat:
            if strong.last_search.iterations:
                searched.append((spent, strong.last_search.iterations))
        else:
            greedy_time, greedy_moves = greedy_time + spent, greedy_moves + 1
        state = state.apply(action)
    sheet = state.scores()
    totals = sheet.totals
    best_other = max(t for p, t in enumerate(totals) if p != seat)
    return {
        "share": 1 / len(sheet.winners) if seat in sheet.winners else 0.0,
        "margin": totals[seat] - best_other,
        "searched": searched,
        "greedy": (greedy_time, greedy_moves),
    }


def _wilson(share: float, n: int) -> tuple[float, float]:
    """95% Wilson score interval of a proportion observed as ``share`` of ``n``
    (:func:`tutor.lab.stats.wilson`)."""
    from .lab.stats import wilson

    return wilson(share * n, n)


def bench_strength(name: str, players: int, games: int = 100, seconds: float = 0.5,
                   seed: int = 0, jobs: int = 1,
                   progress: Callable[[int, float], Any] | None = None) -> dict[str, float]:
    """The strength figures of one game and player count (see the module docstring);
    ``progress(done, share_so_far)`` is called after each game."""
    tasks = [(name, players, g, seconds, seed) for g in range(games)]
    results: list[dict[str, Any]] = []

    def record(result: dict[str, Any]) -> None:
        results.append(result)
        if progress:
            progress(len(results), sum(r["share"] for r in results) / len(results))

    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for result in pool.imap_unordered(_strength_task, tasks):
                record(result)
    else:
        for task in tasks:
            record(strength_game(*task))
    share = sum(r["share"] for r in results) / games
    low, high = _wilson(share, games)
    searched = [s for r in results for s in r["searched"]]
    greedy_time = sum(r["greedy"][0] for r in results)
    greedy_moves = sum(r["greedy"][1] for r in results)
    return {
        "games": games,
        "win_share": round(share, 3),
        "ci_low": round(low, 3),
        "ci_high": round(high, 3),
        "fair_share": round(1 / players, 3),
        "margin": round(statistics.fmean(r["margin"] for r in results), 2),
        "move_seconds": seconds,
        "s_per_move": round(statistics.fmean(t for t, _ in searched), 3) if searched else 0.0,
        "iterations": statistics.median(n for _, n in searched) if searched else 0,
        "greedy_s_per_move": round(greedy_time / max(greedy_moves, 1), 4),
    }


def _strength_task(task: tuple[str, int, int, float, int]) -> dict[str, Any]:
    return strength_game(*task)


def strength_configs(name: str, players: list[int] | None = None) -> list[int]:
    """Player counts measured for a game: two, and the most the game allows."""
    game = load(name)
    if players:
        return [p for p in players if game.min_players <= p <= game.max_players]
    counts = [max(2, game.min_players), game.max_players]
    return sorted(set(counts))


def _main_strength(args: argparse.Namespace) -> int:
    results: dict[str, dict[str, dict[str, float]]] = {}
    configs = [(name, players) for name in args.names
               for players in strength_configs(name, args.players)]
    configs.sort(key=lambda c: c[1] != 2)  # every two-player table first
    for name, players in configs:
        label = f"{name} {players}p"

        def show(done: int, share: float, label: str = label) -> None:
            print(f"{label}: {done}/{args.n_games} games, strong win share {share:.2f}",
                  file=sys.stderr, flush=True)

        print(f"measuring {label}: {args.n_games} games at {args.move_seconds} s a move",
              file=sys.stderr, flush=True)
        figures = bench_strength(name, players, args.n_games, args.move_seconds, args.seed,
                                 args.jobs, show)
        results.setdefault(name, {})[f"{players}p"] = figures
        print(f"{label}: {json.dumps(figures, sort_keys=True)}", file=sys.stderr, flush=True)
    if args.json:
        print(json.dumps(results, sort_keys=True))
        return 0
    print(f"{'game':<14}{'players':>8}{'games':>7}{'win share':>11}{'95% interval':>15}"
          f"{'fair':>6}{'margin':>8}{'s/move':>8}{'iterations':>12}{'greedy s/move':>15}")
    for name, per_count in results.items():
        for count, f in per_count.items():
            interval = f"{f['ci_low']:.2f}-{f['ci_high']:.2f}"
            print(f"{name:<14}{count:>8}{f['games']:>7}{f['win_share']:>11.2f}{interval:>15}"
                  f"{f['fair_share']:>6.2f}{f['margin']:>+8.1f}{f['s_per_move']:>8.3f}"
                  f"{f['iterations']:>12g}{f['greedy_s_per_move']:>15.4f}")
    print(f"strong bot at {args.move_seconds} s a move against greedy bots, every seat in "
          f"turn; seed {args.seed}")
    return 0


def _counts(text: str) -> list[int]:
    try:
        return [int(n) for n in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected player counts like 2,4, not {text!r}") \
            from None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tutor.bench",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per figure")
    parser.add_argument("--anchor", action="store_true",
                        help="also measure OpenSpiel's python_tic_tac_toe (needs open_spiel)")
    parser.add_argument("--strength", action="store_true",
                        help="measure the strong bot against greedy bots instead")
    parser.add_argument("--games", type=int, default=100, dest="n_games", metavar="N",
                        help="--strength: games per game and player count")
    parser.add_argument("--move-seconds", type=float, default=0.5,
                        help="--strength: the strong bot's time per move")
    parser.add_argument("--players", type=_counts, default=None, metavar="N[,N...]",
                        help="--strength: player counts, e.g. 2,4 (default: 2 and the most "
                             "the game allows)")
    parser.add_argument("--seed", type=int, default=0, help="--strength: first deal")
    parser.add_argument("--jobs", type=int, default=1,
                        help="--strength: games played in parallel processes")
    parser.add_argument("names", nargs="*", default=games(), metavar="game",
                        help="games to measure (default: all)")
    args = parser.parse_args(argv)
    if args.strength:
        return _main_strength(args)
    results: dict[str, dict[str, float]] = {}
    anchor = None
    if args.anchor:
        try:
            anchor = anchor_action_us(args.seconds)
        except ImportError:
            parser.error("--anchor needs OpenSpiel: pip install open_spiel")
        results["anchor"] = {"action_us": round(anchor, 2)}
    for name in args.names:
        if not args.json:
            print(f"measuring {name} ...", file=sys.stderr)
        results[name] = bench_game(name, args.seconds)
        if anchor:
            results[name]["anchor_ratio"] = round(results[name]["action_us"] / anchor, 2)
    if args.json:
        print(json.dumps(results, sort_keys=True))
        return 0
    cols = ["games_per_s", "action_us", "legal_actions_us", "apply_us", "render_ms", "click_ms"]
    if anchor:
        cols.append("anchor_ratio")
    print(f"{'game':<14}" + "".join(f"{c:>18}" for c in cols))
    for name, figs in results.items():
        print(f"{name:<14}" + "".join(f"{figs.get(c, float('nan')):>18}" for c in cols))
    return 0


if __name__ == "__main__":
    sys.exit(main())
