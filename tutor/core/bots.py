"""Bots that play any game through the engine contract, and simulation helpers.

- :class:`RandomBot`: a uniformly random legal action.
- :class:`GreedyBot`: one ply on the score sheet (own total minus the best other total).
- :class:`MCTSBot`: UCT Monte Carlo tree search with random play-outs, limited by
  iterations or by seconds.

:func:`simulate` plays many games between bots and collects the score sheets, for the
"what would this score?" explorations.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .game import Action, Game, State, sample_chance


class Bot:
    """A bot chooses an action for the player to act."""

    name = "bot"

    def choose(self, state: State) -> Action:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__}>"


class RandomBot(Bot):
    """Plays a uniformly random legal action (seeded)."""

    name = "random"

    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        if not legal:
            raise ValueError("no legal action: the game is over")
        return legal[self.rng.randrange(len(legal))]


def margin(state: State, player: int) -> float:
    """The player's total minus the best other total on the current score sheet."""
    totals = state.scores().totals
    others = [t for i, t in enumerate(totals) if i != player]
    return totals[player] - (max(others) if others else 0)


class GreedyBot(Bot):
    """Plays the action that leaves the best score margin one ply later (ties: random)."""

    name = "greedy"

    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        me = state.current_player()
        best: list[Action] = []
        best_value = -math.inf
        for action in state.legal_actions():
            after = state.apply(action)
            while after.is_chance():
                after = after.apply(sample_chance(after, self.rng))
            value = margin(after, me)
            if value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        if not best:
            raise ValueError("no legal action: the game is over")
        return best[self.rng.randrange(len(best))]


@dataclass
class _Node:
    children: dict[str, _Node] = field(default_factory=dict)
    visits: int = 0
    value: float = 0.0


class MCTSBot(Bot):
    """UCT search with random play-outs; stops after ``iterations`` or ``seconds``.

    The search is "open loop": a tree node stands for a sequence of decisions, and chance
    is sampled anew on every pass, so a node's moves are re-read from the state each time
    (after a different deal, other moves may be legal). The reward of a play-out is 1 for a
    win, shared equally between tied winners, from the final score sheet.

    Hidden information stays hidden: each pass starts from ``state.determinize(me, rng)``,
    a state the bot's seat cannot tell apart from the real one.
    """

    name = "mcts"

    def __init__(self, iterations: int | None = 200, seconds: float | None = None,
                 seed: int | None = 0, exploration: float = 1.4) -> None:
        if iterations is None and seconds is None:
            raise ValueError("MCTSBot needs an iteration or a time budget")
        self.iterations = iterations
        self.seconds = seconds
        self.rng = random.Random(seed)
        self.c = exploration

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        if not legal:
            raise ValueError("no legal action: the game is over")
        if len(legal) == 1:
            return legal[0]
        root = _Node()
        deadline = time.perf_counter() + self.seconds if self.seconds else math.inf
        n = 0
        me = state.current_player()
        while (self.iterations is None or n < self.iterations) and time.perf_counter() < deadline:
            self._iterate(root, state.determinize(me, self.rng))
            n += 1
        return max(legal, key=lambda a: root.children.get(str(a), _Node()).visits)

    def _iterate(self, root: _Node, state: State) -> None:
        path: list[tuple[_Node, int]] = []
        node = root
        while not state.is_terminal():
            if state.is_chance():
                state = state.apply(sample_chance(state, self.rng))
                continue
            mover = state.current_player()
            legal = state.legal_actions()
            untried = [a for a in legal if str(a) not in node.children]
            if untried:  # expand one new move, then play out
                action = untried[self.rng.randrange(len(untried))]
                child = node.children[str(action)] = _Node()
                path.append((child, mover))
                state = state.apply(action)
                break
            log_n = math.log(node.visits + 1)

            def ucb(a: Action, parent: _Node = node, log_n: float = log_n) -> float:
                c = parent.children[str(a)]
                return c.value / (c.visits + 1e-9) + self.c * math.sqrt(log_n / (c.visits + 1e-9))

            action = max(legal, key=ucb)
            node = node.children[str(action)]
            path.append((node, mover))
            state = state.apply(action)
        rewards = self._playout(state)
        root.visits += 1
        for child, mover in path:
            child.visits += 1
            child.value += rewards[mover]

    def _playout(self, state: State) -> list[float]:
        while not state.is_terminal():
            if state.is_chance():
                state = state.apply(sample_chance(state, self.rng))
            else:
                legal = state.legal_actions()
                state = state.apply(legal[self.rng.randrange(len(legal))])
        winners = state.scores().winners
        return [1 / len(winners) if p in winners else 0.0 for p in range(state.num_players())]


def play_game(state: State, bots: Sequence[Bot], rng: random.Random | None = None,
              max_steps: int = 100_000) -> State:
    """Play ``state`` to the end with one bot per seat; chance uses ``rng``."""
    rng = rng or random.Random(0)
    for _ in range(max_steps):
        if state.is_terminal():
            return state
        if state.is_chance():
            state = state.apply(sample_chance(state, rng))
        else:
            state = state.apply(bots[state.current_player()].choose(state))
    raise RuntimeError(f"game did not end within {max_steps} steps")


@dataclass
class Simulation:
    """Score sheets of many simulated games, summarised per player."""

    players: tuple[str, ...]
    bots: tuple[str, ...]
    totals: list[tuple[float, ...]]
    wins: list[float]

    def mean(self, player: int) -> float:
        return statistics.fmean(t[player] for t in self.totals)

    def summary(self) -> str:
        n = len(self.totals)
        lines = [f"{n} games"]
        for p, name in enumerate(self.players):
            scores = [t[p] for t in self.totals]
            lines.append(
                f"{name} ({self.bots[p]}): mean {statistics.fmean(scores):.1f}, "
                f"median {statistics.median(scores):g}, min {min(scores):g}, "
                f"max {max(scores):g}, wins {self.wins[p]:g} ({100 * self.wins[p] / n:.0f}%)"
            )
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.summary()


def simulate(game: Game, bots: Sequence[Bot], games: int = 100, seed: int = 0,
             progress: Callable[[int, int], Any] | None = None, start: State | None = None,
             **options: Any) -> Simulation:
    """Play ``games`` games between ``bots`` (one per seat) and collect the scores.

    Games start from a new game with ``options``, or from the position ``start`` ("what
    happens from here?"). ``progress(done, total)`` is called after each game.
    """
    if start is not None and options:
        raise ValueError("give either a start position or options for new games, not both")
    totals: list[tuple[float, ...]] = []
    wins = [0.0] * len(bots)
    names: tuple[str, ...] = ()
    for g in range(games):
        first = start if start is not None else game.new_game(players=len(bots), seed=seed + g,
                                                              **options)
        end = play_game(first, bots, random.Random(seed + g))
        sheet = end.scores()
        names = sheet.players
        totals.append(sheet.totals)
        for w in sheet.winners:
            wins[w] += 1 / len(sheet.winners)
        if progress:
            progress(g + 1, games)
    return Simulation(names, tuple(b.name for b in bots), totals, wins)
