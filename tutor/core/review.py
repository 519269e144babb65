"""The strong bot's review of a match: how much each decision cost, as Lichess's analysis
shows where a player lost the most.

For every decision of the match (chance steps are not reviewed), the strong bot
(:class:`~tutor.core.bots.StrongBot`) searches the position *as the seat that decided saw
it*: hidden cards are redrawn from what that seat could know (``State.view_for``, then
``determinize`` in every iteration), so that a review never uses a card the player could
not see, and two positions the seat could not tell apart get the same review. It reports
the move the bot would have played (``best``), its estimate for that move and for the
move played (a win chance from 0 to 1, as Best moves gives it), and the difference
(``loss``). A move that loses :data:`THRESHOLDS` or more of the chance to win is flagged
as an inaccuracy, a mistake or a blunder.

The move played is measured with at least :data:`MIN_SHARE` of the budget: a move the bot
would not try often gets extra play-outs of its own, so its estimate is not a guess from
a handful of games. A decision with one legal move is listed with no search
(``choices == 1``, no estimates, no loss).

With the same match, ``playouts`` and ``seed`` the review is the same on every run. The
estimates are those of a search of a few hundred quick games: a loss under about 10%
(the first threshold) is within their noise, which is why the thresholds are wider than
Lichess's.

>>> from tutor.core import Match
>>> from tutor.games import cartography
>>> m = Match(cartography.GAME, seed=1, supply={})
>>> for move in ("stone at (0,-1)a", "stone at (-1,-1)a", "stone at (1,0)a"):
...     _ = m.play(move)
>>> [r.seat for r in review(m, playouts=60)]
[0, 1, 0]
>>> first = review(m, playouts=60)[0]
>>> first.loss >= 0, first.action
(True, 'stone at (0,-1)a')
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from .bots import StrongBot, _rank
from .lang import Text, check_lang
from .match import Match

DEFAULT_PLAYOUTS = 200
"""Play-outs per decision by default: a whole two-player game of any of the four games is
reviewed in well under a minute of one core (``python -m tutor.core.review`` measures it
per game)."""

MIN_SHARE = 0.25
"""The least share of ``playouts`` the move played is measured with (extra play-outs
through it when the search gave it fewer)."""

THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("blunder", 0.30), ("mistake", 0.20), ("inaccuracy", 0.10))
"""How much chance to win a move must lose to be flagged, worst first (Lichess's names;
its thresholds are narrower, for an engine far more precise than a few hundred quick
games)."""

SEVERITY: dict[str, Text] = {
    "blunder": Text("a big mistake", "大失誤"),
    "mistake": Text("a mistake", "失誤"),
    "inaccuracy": Text("a small slip", "小失誤"),
}
"""The flags in words for a pupil, both languages."""

MARKS: dict[str, str] = {"blunder": "??", "mistake": "?", "inaccuracy": "?!"}
"""The flags as the marks chess annotators write after a move."""


@dataclass(frozen=True)
class MoveReview:
    """The review of one decision of a match (made by :func:`review`).

    Values are the strong bot's estimated chance to win, from 0 to 1, for the seat that
    decided, after each move (a tie shares the win); None for a decision with a single
    legal move, which is not searched.
    """

    step: int
    """The decision's index in the match's log (``match.history[step]``)."""
    seat: int
    """The seat that decided."""
    action: str
    """The move played, in notation."""
    best: str
    """The move the bot would have played (its most searched move), in notation."""
    value_played: float | None
    """The estimated chance to win after the move played."""
    value_best: float | None
    """The estimated chance to win after the bot's move."""
    loss: float
    """``value_best - value_played``, never below 0 (0 when the move played was the
    bot's, or as good by the estimates)."""
    choices: int
    """How many legal moves the seat had."""
    playouts: int
    """Play-outs searched for this decision (0 for a single legal move)."""
    played_words: Text
    """The move played in words, as the seat knew it (``State.words_for``)."""
    best_words: Text
    """The bot's move in words, as the seat knew it."""

    @property
    def severity(self) -> str | None:
        """"blunder", "mistake" or "inaccuracy" when the loss reaches its threshold
        (:data:`THRESHOLDS`), else None."""
        for name, threshold in THRESHOLDS:
            if self.loss >= threshold:
                return name
        return None

    @property
    def mark(self) -> str:
        """The annotator's mark of the severity ("??", "?", "?!"), or ""."""
        return MARKS.get(self.severity or "", "")

    @property
    def agrees(self) -> bool:
        """Whether the move played is the bot's move."""
        return self.action == self.best

    def describe(self, lang: str | None = None) -> str:
        """The review in one or two sentences for the replay, in ``lang`` (moves in words,
        as the seat knew them; percentages rounded to 5, as Best moves gives them).

        >>> r = MoveReview(4, 1, "take column 1", "take column 2", 0.4, 0.65, 0.25, 3, 160,
        ...                Text("take column 1", "拿取第 1 欄"),
        ...                Text("take column 2", "拿取第 2 欄"))
        >>> print(r.describe("en"))  # doctest: +NORMALIZE_WHITESPACE
        A mistake: the bot's move was "take column 2" (about 65% chance to win); after this
        move, about 40%. About 25% of the chance to win was lost here.
        >>> print(r.describe("zh-Hant"))
        失誤：電腦會走「拿取第 2 欄」（勝算約 65%）；這一步之後勝算約 40%，少了約 25%。
        """
        zh = check_lang(lang) == "zh-Hant"
        if self.value_played is None or self.value_best is None:
            return "這時只有這一步可以走。" if zh else "This was the only legal move."
        played, best = _pct(self.value_played), _pct(self.value_best)
        lost = max(0, best - played)  # the rounded figures shown, so that they add up
        if self.agrees:
            if zh:
                return f"電腦也會走這一步（勝算約 {played}%）。"
            return f"The bot would play this move too (about {played}% chance to win)."
        severity = self.severity
        if severity is None:
            if zh:
                return (f"不錯的一步：電腦會走「{self.best_words.zh}」（勝算約 {best}%），"
                        f"這一步之後勝算約 {played}%，差不多。")
            return (f"A good move: the bot's move was \"{self.best_words.en}\" (about {best}% "
                    f"chance to win); after this move, about {played}%, much the same.")
        label = SEVERITY[severity]
        if zh:
            return (f"{label.zh}：電腦會走「{self.best_words.zh}」（勝算約 {best}%）；"
                    f"這一步之後勝算約 {played}%，少了約 {lost}%。")
        name = label.en[0].upper() + label.en[1:]
        return (f"{name}: the bot's move was \"{self.best_words.en}\" (about {best}% chance "
                f"to win); after this move, about {played}%. About {lost}% of the chance to "
                f"win was lost here.")

    def to_dict(self) -> dict[str, Any]:
        """The review as JSON-ready data (:meth:`from_dict` reads it back)."""
        doc = asdict(self)
        doc["played_words"] = {"en": self.played_words.en, "zh-Hant": self.played_words.zh}
        doc["best_words"] = {"en": self.best_words.en, "zh-Hant": self.best_words.zh}
        return doc

    @classmethod
    def from_dict(cls, doc: dict[str, Any]) -> MoveReview:
        """A review from :meth:`to_dict` (a stored review).

        Raises:
            ValueError: a field is missing or of the wrong kind (the message names it).
        """
        if not isinstance(doc, dict):
            raise ValueError(f"a move review is an object, not {type(doc).__name__}")
        fields: dict[str, Any] = {}
        for name, kinds in (("step", int), ("seat", int), ("action", str), ("best", str),
                            ("choices", int), ("playouts", int), ("loss", (int, float))):
            value = doc.get(name)
            if isinstance(value, bool) or not isinstance(value, kinds):
                raise ValueError(f"move review: {name!r} must be {_kind(kinds)}, not "
                                 f"{value!r:.40}")
            fields[name] = value
        for name in ("value_played", "value_best"):
            value = doc.get(name)
            if value is not None and (isinstance(value, bool)
                                      or not isinstance(value, (int, float))
                                      or not 0 <= value <= 1):
                raise ValueError(f"move review: {name!r} must be a number from 0 to 1 or "
                                 f"null, not {value!r:.40}")
            fields[name] = None if value is None else float(value)
        if not 0 <= fields["loss"] <= 1:
            raise ValueError(f"move review: 'loss' must be from 0 to 1, not {fields['loss']!r}")
        fields["loss"] = float(fields["loss"])
        for name in ("played_words", "best_words"):
            words = doc.get(name)
            if not (isinstance(words, dict) and isinstance(words.get("en"), str)
                    and isinstance(words.get("zh-Hant"), str)):
                raise ValueError(f"move review: {name!r} must hold 'en' and 'zh-Hant' texts")
            fields[name] = Text(words["en"], words["zh-Hant"])
        return cls(**fields)


def _kind(kinds: type | tuple[type, ...]) -> str:
    return "a number" if isinstance(kinds, tuple) else {int: "an integer",
                                                        str: "a text"}[kinds]


def _pct(value: float) -> int:
    """A share as a percentage rounded to 5 (a few hundred play-outs tell no finer)."""
    return int(value * 20 + 0.5) * 5


def review(match: Match, *, seats: Iterable[int] | None = None,
           playouts: int = DEFAULT_PLAYOUTS, seed: int = 0,
           progress: Callable[[int, int], Any] | None = None) -> list[MoveReview]:
    """The strong bot's review of every decision of ``match`` up to its cursor (a finished
    match, or the part played so far), or only of the decisions of ``seats``.

    Each decision is searched with ``playouts`` play-outs from the position as its seat
    saw it (no peeking: see the module's docstring), with a generator seeded by ``seed``
    and the step, so the review is the same on every run. ``progress(done, total)`` is
    called after each decision reviewed.

    Raises:
        ValueError: ``playouts`` is not a positive integer, or a seat is not a seat of the
            game.
    """
    if isinstance(playouts, bool) or not isinstance(playouts, int) or playouts < 1:
        raise ValueError(f"playouts must be a positive integer, not {playouts!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an integer, not {seed!r}")
    n = match.initial.num_players()
    wanted = set(range(n)) if seats is None else set(seats)
    bad = [s for s in wanted if isinstance(s, bool) or not isinstance(s, int)
           or not 0 <= s < n]
    if bad:
        raise ValueError(f"seats must be seats of this {n}-player game (0 to {n - 1}), "
                         f"not {bad[0]!r}")
    steps = [s for s in match.history if s.player in wanted]
    out = []
    for done, step in enumerate(steps, 1):
        out.append(review_move(match, step.index, playouts=playouts, seed=seed))
        if progress is not None:
            progress(done, len(steps))
    return out


def review_move(match: Match, step: int, *, playouts: int = DEFAULT_PLAYOUTS,
                seed: int = 0) -> MoveReview:
    """The review of the decision logged at ``step`` (see :func:`review`).

    Raises:
        ValueError: ``step`` is not a decision of the log (a chance step, or past its end).
    """
    state = match.position(step)
    action = match.action(step)
    if state.is_chance():
        raise ValueError(f"step {step} is a chance event, not a decision: nothing to review")
    seat = state.current_player()
    view = state.view_for(seat)  # what the seat could know; hidden cards redrawn
    legal = view.legal_actions()
    played = str(action)

    def words(notation: str) -> Text:
        return Text(view.words_for(notation, seat, "en"),
                    view.words_for(notation, seat, "zh-Hant"))

    if len(legal) == 1:
        return MoveReview(step, seat, played, played, None, None, 0.0, 1, 0,
                          words(played), words(played))
    bot = StrongBot(seconds=None, iterations=playouts, seed=seed * 100_003 + step)
    root = bot._search(view, None, stop_early=False)
    best = str(max(legal, key=lambda a: _rank(root.children.get(str(a)))))
    least = max(1, math.ceil(playouts * MIN_SHARE))
    extra = 0
    if played != best:
        # Extra play-outs through the move played, up to ``least`` (a bounded number of
        # tries: the move may be illegal in some redraws, which are then skipped).
        tries = 0
        while _visits(root, played) < least and tries < 4 * least:
            bot._iterate(root, view.determinize(seat, bot.rng), first=played)
            tries += 1
        extra = tries
    value_best = root.children[best].mean()
    node = root.children.get(played)
    value_played = node.mean() if node is not None and node.visits else value_best
    value_best = min(1.0, max(0.0, value_best))
    value_played = min(1.0, max(0.0, value_played))
    return MoveReview(step, seat, played, best, value_played, value_best,
                      max(0.0, value_best - value_played), len(legal), playouts + extra,
                      words(played), words(best))


def _visits(root: Any, notation: str) -> int:
    node = root.children.get(notation)
    return node.visits if node is not None else 0


def worst(reviews: Sequence[MoveReview], seat: int | None = None,
          count: int = 3) -> list[MoveReview]:
    """The ``count`` flagged moves that lost the most (of ``seat``, or of every seat),
    biggest loss first, ties by step: where a pupil "lost the most points"."""
    flagged = [r for r in reviews if r.severity is not None
               and (seat is None or r.seat == seat)]
    return sorted(flagged, key=lambda r: (-r.loss, r.step))[:count]


def summary(reviews: Sequence[MoveReview], names: Sequence[Text],
            lang: str | None = None) -> str:
    """One line per seat: how many moves were reviewed, how many the bot agreed with, how
    many were flagged, and the move that lost the most, in ``lang`` (``names``: the seats'
    names in both languages, ``State.player_texts()``)."""
    zh = check_lang(lang) == "zh-Hant"
    lines = []
    for seat, name in enumerate(names):
        mine = [r for r in reviews if r.seat == seat and r.choices > 1]
        if not mine:
            continue
        agreed = sum(r.agrees for r in mine)
        counts = {k: sum(r.severity == k for r in mine) for k, _ in THRESHOLDS}
        flags = [f"{SEVERITY[k][lang]} {v}" if zh else f"{v} × {SEVERITY[k].en}"
                 for k, v in counts.items() if v]
        top = worst(mine, count=1)
        if zh:
            line = (f"{name.zh}：檢討了 {len(mine)} 步，其中 {agreed} 步和電腦一樣"
                    + (f"；{'、'.join(flags)}" if flags else "；沒有失誤")
                    + (f"；少最多的是第 {top[0].step + 1} 步「{top[0].played_words.zh}」"
                       f"（約 {_pct(top[0].loss)}%）" if top else "") + "。")
        else:
            line = (f"{name.en}: {len(mine)} moves reviewed, {agreed} the same as the bot's"
                    + (f"; {', '.join(flags)}" if flags else "; no mistakes")
                    + (f"; the most was lost at move {top[0].step + 1}, "
                       f"\"{top[0].played_words.en}\" (about {_pct(top[0].loss)}%)"
                       if top else "") + ".")
        lines.append(line)
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Review one seeded two-player game of each game (greedy bots in both seats) and print
    the decisions, the flagged moves and the seconds of CPU it took."""
    import argparse
    import time

    from .. import games, load
    from .bots import GreedyBot

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("games", nargs="*", help="games (default: every game)")
    parser.add_argument("--playouts", type=int, default=DEFAULT_PLAYOUTS)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    for name in args.games or games():
        match = Match(load(name), players=2, seed=args.seed)
        bots = (GreedyBot(args.seed), GreedyBot(args.seed + 1))
        while not match.state.is_terminal():
            match.bot_move(bots[match.state.current_player()])
        start = time.process_time()
        reviews = review(match, playouts=args.playouts)
        cpu = time.process_time() - start
        flagged = sum(r.severity is not None for r in reviews)
        print(f"{name}: {len(match.history)} steps, {len(reviews)} decisions reviewed, "
              f"{flagged} flagged, {cpu:.1f} s of CPU ({args.playouts} play-outs a decision)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
