"""Bots that play any game through the engine contract, hints, and simulation helpers.

- :class:`RandomBot`: a uniformly random legal action.
- :class:`GreedyBot`: one ply on the score sheet (own total minus the best other total).
- :class:`MCTSBot`: plain UCT Monte Carlo tree search with random play-outs to the end, the
  textbook baseline (kept for the lessons that show it).
- :class:`StrongBot` (made by :func:`strong_bot`): the bot worth playing, a determinized
  search guided by the score sheet; ``python -m tutor.bench --strength`` measures it.

:func:`analyse` asks the strong bot for hints: its best moves with their estimated win
share, in words in both languages (:class:`Analysis`). :data:`BOT_LEVELS` and
:func:`make_bot` offer the levels a learner picks from. :func:`simulate` plays many games
between bots and collects the score sheets, for the "what would this score?" explorations.

No bot peeks: at a position with hidden information a search bot only searches states
drawn by ``state.determinize(seat, rng)``, which its seat cannot tell from the real one.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .game import Action, Game, State, sample_chance
from .lang import Text, check_lang


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


class _Node:
    """A node of the open-loop tree: a sequence of decisions from the root.

    ``value`` sums the rewards of the seat that chose the move leading here; ``prior`` is
    the one-ply estimate of that move (the score margin right after it, as a win chance);
    the strong bot uses it, :class:`MCTSBot` leaves it at 0.5.
    """

    __slots__ = ("children", "visits", "value", "prior")

    def __init__(self, prior: float = 0.5) -> None:
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.value = 0.0
        self.prior = prior

    def mean(self) -> float:
        return self.value / self.visits if self.visits else self.prior


def _backup(root: _Node, path: list[tuple[_Node, int]], rewards: list[float]) -> None:
    """Count one more visit on the root and on each node of ``path``, crediting each node
    with the reward of the seat that chose the move leading to it."""
    root.visits += 1
    for child, mover in path:
        child.visits += 1
        child.value += rewards[mover]


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
        _backup(root, path, self._playout(state))

    def _playout(self, state: State) -> list[float]:
        while not state.is_terminal():
            if state.is_chance():
                state = state.apply(sample_chance(state, self.rng))
            else:
                legal = state.legal_actions()
                state = state.apply(legal[self.rng.randrange(len(legal))])
        winners = state.scores().winners
        return [1 / len(winners) if p in winners else 0.0 for p in range(state.num_players())]


# -- the strong bot ---------------------------------------------------------------------


def margins(state: State) -> list[float]:
    """Every seat's :func:`margin` from one score sheet: own total minus the best other."""
    totals = state.scores().totals
    if len(totals) == 1:
        return [float(totals[0])]
    order = sorted(range(len(totals)), key=totals.__getitem__, reverse=True)
    first, second = totals[order[0]], totals[order[1]]
    return [t - (second if p == order[0] else first) for p, t in enumerate(totals)]


def _step(state: State, action: Action) -> State:
    """The state after ``action``, an action taken from ``state``'s own legal actions or
    chance outcomes: such an action needs neither parsing nor checking, so the search
    skips both (``apply`` would do them again on every step of every play-out)."""
    return state._apply(action)


@dataclass(frozen=True)
class Search:
    """What the last search did: iterations (play-outs), seconds, and whether it reused
    the tree of the previous move or stopped early because one move could not be caught."""

    iterations: int
    seconds: float
    reused: bool = False
    stopped_early: bool = False


class StrongBot(Bot):
    """The strongest bot for any game: a determinized, open-loop Monte Carlo tree search
    guided by the score sheet, limited by ``seconds`` and/or ``iterations``.

    Each iteration starts from ``state.determinize(me, rng)`` (the cards the bot's seat
    cannot see are drawn again, so it never peeks), walks down the tree by UCT, adds one
    move and evaluates the position reached:

    - **Guided, truncated play-outs.** From the new position, ``depth`` decisions per
      seat are played (8 in a two-player game, 16 with four) by a cheap policy: the best
      of ``sample`` random legal actions by the score margin one ply later, or a random
      action with probability ``epsilon``. A play-out that reaches the end scores 1 for a
      win (shared by tied winners); one cut short scores each seat's margin squashed into
      a win chance, ``1 / (1 + exp(-m / scale))``.
    - **A one-ply prior.** When a node is expanded, each move gets the same squashed
      margin one ply later as a prior worth ``prior_visits`` virtual visits: the search
      tries the moves that score first and still learns when they are traps.
    - **Reuse.** When the bot moves again right after its own move (a turn of several
      decisions), it goes on searching the subtree of the move it played.
    - **No wasted iterations.** A single legal action is played at once, and the search
      stops when the most visited move can no longer be caught within the budget.

    Everything goes through the engine contract (``legal_actions``, ``chance_outcomes``,
    ``scores``, ``determinize``), so the same bot plays every game. The move played is the
    most visited one. With an ``iterations`` budget and no ``seconds`` it is deterministic
    for a given ``seed``.

    >>> from tutor.games import cartography
    >>> bot = StrongBot(seconds=None, iterations=60, seed=1)
    >>> state = cartography.new_game(tiles_per_player=5)
    >>> state.check(bot.choose(state)).ok
    True
    >>> bot.last_search.iterations
    60
    """

    name = "strong"

    def __init__(self, seconds: float | None = 0.5, iterations: int | None = None,
                 seed: int | None = 0, *, exploration: float = 0.7, depth: int = 4,
                 sample: int = 4, epsilon: float = 0.1, scale: float = 3.0,
                 prior_visits: float = 3.0, reuse: bool = True) -> None:
        if seconds is None and iterations is None:
            raise ValueError("StrongBot needs a time budget (seconds) or an iteration budget")
        if seconds is not None and not seconds > 0:
            raise ValueError(f"seconds must be positive, not {seconds!r}")
        if iterations is not None and (not isinstance(iterations, int) or iterations < 1):
            raise ValueError(f"iterations must be a positive integer, not {iterations!r}")
        if depth < 0 or sample < 1 or not 0 <= epsilon <= 1 or scale <= 0 or prior_visits <= 0:
            raise ValueError("StrongBot needs depth >= 0, sample >= 1, 0 <= epsilon <= 1, "
                             "scale > 0 and prior_visits > 0")
        self.seconds = seconds
        self.iterations = iterations
        self.rng = random.Random(seed)
        self.exploration = exploration
        self.depth = depth
        self.sample = sample
        self.epsilon = epsilon
        self.scale = scale
        self.prior_visits = prior_visits
        self.reuse = reuse
        self.last_search: Search | None = None
        """What the last call of :meth:`choose` or :meth:`analyse` did."""
        self._kept: tuple[State, _Node] | None = None

    def __repr__(self) -> str:
        budget = [f"seconds={self.seconds}"] if self.seconds is not None else []
        budget += [f"iterations={self.iterations}"] if self.iterations is not None else []
        return f"<StrongBot {', '.join(budget)}>"

    def choose(self, state: State) -> Action:
        legal = _decision(state)
        kept = self._reused(state)
        if len(legal) == 1:  # nothing to think about (but keep the tree for what follows)
            self.last_search = Search(0, 0.0, kept is not None)
            if kept is not None:
                self._keep(state, legal[0], kept)
            return legal[0]
        root = self._search(state, kept, stop_early=True)
        best = max(legal, key=lambda a: _rank(root.children.get(str(a))))
        self._keep(state, best, root)
        return best

    def analyse(self, state: State, top: int = 3) -> Analysis:
        """Search ``state`` for the seat to act (the whole budget, no early stop, no reuse)
        and report its ``top`` moves, most visited first."""
        legal = _decision(state)
        self._kept = None
        root = self._search(state, None, stop_early=False)
        ranked = sorted(legal, key=lambda a: _rank(root.children.get(str(a))), reverse=True)
        me = state.current_player()
        moves = tuple(
            MoveEstimate(str(a), root.children[str(a)].visits, root.children[str(a)].mean(),
                         Text(state.words_for(a, me, "en"), state.words_for(a, me, "zh-Hant")))
            for a in ranked[:top] if _rank(root.children.get(str(a)))[0] > 0)
        search = self.last_search
        assert search is not None
        return Analysis(me, state.player_texts(), moves, search.iterations)

    # -- the search ---------------------------------------------------------------------

    def _search(self, state: State, root: _Node | None, stop_early: bool) -> _Node:
        """Search from ``root`` (a kept subtree, or None for a new tree) within the budget."""
        me = state.current_player()
        start = time.perf_counter()
        deadline = start + self.seconds if self.seconds is not None else math.inf
        reused = root is not None
        root = root or _Node()
        n, early = 0, False
        while self.iterations is None or n < self.iterations:
            now = time.perf_counter()
            if now >= deadline and n:  # at least one iteration, however short the budget
                break
            if stop_early and n >= 16 and n % 8 == 0 and self._decided(root, n, now - start,
                                                                       deadline - now):
                early = True
                break
            self._iterate(root, state.determinize(me, self.rng))
            n += 1
        self.last_search = Search(n, time.perf_counter() - start, reused, early)
        return root

    def _decided(self, root: _Node, n: int, spent: float, left: float) -> bool:
        """Whether the most visited move stays the most visited whatever happens next."""
        remaining = self.iterations - n if self.iterations is not None else math.inf
        if left != math.inf:
            remaining = min(remaining, left * n / max(spent, 1e-9))
        visits = sorted((c.visits for c in root.children.values()), reverse=True)
        return len(visits) > 1 and visits[0] - visits[1] > remaining

    def _iterate(self, root: _Node, state: State, first: str | None = None) -> None:
        """One iteration from ``root`` on the determinized ``state``; with ``first`` (a
        notation), the move at the root is that one instead of UCT's choice (a review
        measures a move the bot would not try often): an iteration where it is not legal
        in this determinization is dropped."""
        rng, path, node = self.rng, [], root
        while not state.is_terminal():
            if state.is_chance():
                state = _step(state, sample_chance(state, rng))
                continue
            if node.visits == 0 and node is not root:
                break  # a new leaf: evaluate it
            mover = state.current_player()
            legal = state.legal_actions()
            children = node.children
            for a in legal:  # expand: every move gets its one-ply prior (open loop: the
                key = str(a)  # moves may differ from one determinization to the next)
                if key not in children:
                    children[key] = _Node(self._squash(margins(_step(state, a))[mover]))
            log_n = 1 + math.log(1 + node.visits)
            n0, c = self.prior_visits, self.exploration
            if first is not None and node is root:
                forced = [a for a in legal if str(a) == first]
                if not forced:
                    return
                best = forced[0]
            else:
                best, best_score = legal[0], -math.inf
                for a in legal:
                    child = children[str(a)]
                    score = ((child.value + n0 * child.prior) / (child.visits + n0)
                             + c * math.sqrt(log_n / (child.visits + n0))
                             + rng.random() * 1e-9)
                    if score > best_score:
                        best, best_score = a, score
            node = children[str(best)]
            path.append((node, mover))
            state = _step(state, best)
        _backup(root, path, self._evaluate(state))

    def _evaluate(self, state: State) -> list[float]:
        """Play ``depth`` decisions per seat by the cheap policy, then score the position."""
        rng, done, length = self.rng, 0, self.depth * state.num_players()
        while done < length and not state.is_terminal():
            if state.is_chance():
                state = _step(state, sample_chance(state, rng))
                continue
            done += 1
            legal = state.legal_actions()
            if len(legal) == 1 or rng.random() < self.epsilon:
                state = _step(state, legal[rng.randrange(len(legal))])
                continue
            mover = state.current_player()
            options = legal if len(legal) <= self.sample else rng.sample(legal, self.sample)
            best_value, best_state = -math.inf, state
            for a in options:
                after = _step(state, a)
                value = margins(after)[mover] + rng.random() * 1e-6  # ties: at random
                if value > best_value:
                    best_value, best_state = value, after
            state = best_state
        if state.is_terminal():
            winners = state.scores().winners
            return [1 / len(winners) if p in winners else 0.0
                    for p in range(state.num_players())]
        return [self._squash(m) for m in margins(state)]

    def _squash(self, m: float) -> float:
        return 1 / (1 + math.exp(max(-60.0, min(60.0, -m / self.scale))))

    # -- reuse between moves ------------------------------------------------------------

    def _keep(self, state: State, action: Action, root: _Node) -> None:
        """Keep the subtree of ``action`` if the bot's seat moves again right after it."""
        self._kept = None
        if self.reuse and str(action) in root.children:
            after = _step(state, action)
            if after.current_player() == state.current_player():
                self._kept = (after, root.children[str(action)])

    def _reused(self, state: State) -> _Node | None:
        kept, self._kept = self._kept, None
        if kept is not None and kept[0] == state:
            return kept[1]
        return None


def _decision(state: State) -> Sequence[Action]:
    """The legal actions of a decision node; ValueError at a chance node or the end."""
    if state.is_chance():
        raise ValueError("a chance event (a shuffle, draw or deal) is next, not a player's "
                         "decision: resolve it first")
    legal = state.legal_actions()
    if not legal:
        raise ValueError("no legal action: the game is over")
    return legal


def _rank(node: _Node | None) -> tuple[int, float]:
    return (-1, 0.0) if node is None else (node.visits, node.mean())


def strong_bot(seconds: float | None = 0.5, seed: int | None = 0) -> Bot:
    """The strongest bot for any game, thinking about ``seconds`` a move (see
    :class:`StrongBot`; ``python -m tutor.bench --strength`` measures it against greedy).

    >>> strong_bot(seconds=0.2)
    <StrongBot seconds=0.2>
    """
    return StrongBot(seconds=seconds, seed=seed)


# -- hints --------------------------------------------------------------------------------


@dataclass(frozen=True)
class MoveEstimate:
    """One move of an :class:`Analysis` with the search's estimate."""

    action: str
    """The move's notation (as in ``data-action`` on the board)."""
    visits: int
    """How many play-outs went through this move."""
    win_share: float
    """The estimated chance to win (0 to 1) for the seat to act: the mean over those
    play-outs of 1 for a win (a tie shared), 0 for a loss, and for a play-out cut short
    its score margin as a win chance."""
    text: Text
    """The move in words for the seat to act, in both languages (the game's
    ``words_for``, as the move log writes it)."""


@dataclass(frozen=True)
class Analysis:
    """The strong bot's view of a position: its best moves with their estimated win share.

    ``describe(lang)`` says it in words for the hint of the widget or a lesson. Made by
    :func:`analyse`.
    """

    player: int
    """The seat to act, for whom the moves are analysed."""
    names: tuple[Text, ...]
    """Seat names in both languages."""
    moves: tuple[MoveEstimate, ...]
    """The best moves, most visited (the bot's choice) first."""
    iterations: int
    """Play-outs searched."""

    @property
    def best(self) -> str:
        """The notation of the move the bot would play."""
        return self.moves[0].action

    def describe(self, lang: str = "en") -> str:
        """The analysis in sentences, in ``lang`` ("en" or "zh-Hant").

        Percentages are rounded to 5 ("about"): a few hundred play-outs do not tell 61%
        from 59%. Moves are in words as the seat to act may know them
        (``state.words_for``, as in the move log), in full-width punctuation in Chinese.
        """
        zh = check_lang(lang) == "zh-Hant"
        who = self.names[self.player][lang]
        if zh:
            lines = [f"{who}：電腦模擬 {self.iterations} 局後的最佳著法："]
        else:
            lines = [f"{who}: the bot's best moves after {self.iterations} play-outs:"]
        for i, m in enumerate(self.moves, 1):
            pct = int(m.win_share * 20 + 0.5) * 5
            if zh:
                lines.append(f"{i}. 「{m.text[lang]}」：勝算約 {pct}%"
                             f"（在 {m.visits} 局模擬中試過）")
            else:
                lines.append(f"{i}. {m.text[lang]}: about {pct}% chance to win "
                             f"(tried in {m.visits} play-outs)")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.describe("en")


def analyse(state: State, seconds: float | None = None, iterations: int | None = None,
            seed: int | None = 0, top: int = 3) -> Analysis:
    """Hints from the strong bot: its ``top`` moves for the seat to act in ``state``.

    Give an ``iterations`` budget for a result that is the same on every run (tests,
    notebooks); ``seconds`` limits the time instead (both: whichever ends first; neither:
    one second). The search does not peek: it sees what the seat to act sees.

    >>> from tutor.games import cartography
    >>> state = cartography.new_game(supply={})
    >>> for move in ("stone at (0,-1)a", "stone at (-1,-1)a", "stone at (1,0)a"):
    ...     state = state.apply(move)
    >>> hint = analyse(state, iterations=200, seed=0)
    >>> hint.best
    'stone at (1,-1)a'
    >>> print(hint.describe("en"))  # doctest: +ELLIPSIS
    Orange: the bot's best moves after 200 play-outs:
    1. place a stone on the hexagon's upper-right tile: about 60% chance to win (tried in 118...)
    2. place a stone on the hexagon's lower-left tile: about 50% chance to win (tried in 50...)
    3. place a stone on the hexagon's bottom tile: about 35% chance to win (tried in 20...)
    >>> print(hint.describe("zh-Hant").splitlines()[1])
    1. 「在六邊形右上那塊放一顆棋子」：勝算約 60%（在 118 局模擬中試過）

    Raises:
        ValueError: the game is over, or a budget is not positive.
    """
    if seconds is None and iterations is None:
        seconds = 1.0
    return StrongBot(seconds=seconds, iterations=iterations, seed=seed).analyse(state, top)


# -- bot levels ---------------------------------------------------------------------------


@dataclass(frozen=True)
class BotLevel:
    """A bot a learner can pick, named in both languages."""

    name: str
    label: Text
    description: Text


BOT_LEVELS: dict[str, BotLevel] = {
    level.name: level for level in (
        BotLevel("random", Text("random", "入門"),
                 Text("plays any legal move at random", "隨便走一步合法的棋")),
        BotLevel("greedy", Text("greedy", "普通"),
                 Text("plays the move that scores best right now",
                      "走眼前得分最多的一步")),
        BotLevel("strong", Text("strong", "高手"),
                 Text("searches ahead by playing many quick games (about half a second "
                      "a move)", "先在心裡快速下很多盤，再決定怎麼走（每步約半秒）")),
    )
}
"""The bot levels of the play app and the lessons, weakest first."""


def make_bot(level: str = "strong", seed: int | None = 0, seconds: float = 0.5) -> Bot:
    """A bot of ``level`` (a key of :data:`BOT_LEVELS`); ``seconds`` a move for "strong".

    >>> [BOT_LEVELS[name].label["zh-Hant"] for name in BOT_LEVELS]
    ['入門', '普通', '高手']
    >>> make_bot("greedy", seed=3).name
    'greedy'

    Raises:
        ValueError: an unknown level (the message lists the levels).
    """
    if level == "random":
        return RandomBot(seed)
    if level == "greedy":
        return GreedyBot(seed)
    if level == "strong":
        return strong_bot(seconds, seed)
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(BOT_LEVELS)}")



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
        names = sheet.names("en")
        totals.append(sheet.totals)
        for w in sheet.winners:
            wins[w] += 1 / len(sheet.winners)
        if progress:
            progress(g + 1, games)
    return Simulation(names, tuple(b.name for b in bots), totals, wins)
