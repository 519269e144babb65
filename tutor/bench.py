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
from .core.game import Game, State


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tutor.bench",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per figure")
    parser.add_argument("--anchor", action="store_true",
                        help="also measure OpenSpiel's python_tic_tac_toe (needs open_spiel)")
    parser.add_argument("games", nargs="*", default=games(), help="games to measure")
    args = parser.parse_args(argv)
    results: dict[str, dict[str, float]] = {}
    anchor = None
    if args.anchor:
        try:
            anchor = anchor_action_us(args.seconds)
        except ImportError:
            parser.error("--anchor needs OpenSpiel: pip install open_spiel")
        results["anchor"] = {"action_us": round(anchor, 2)}
    for name in args.games:
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
