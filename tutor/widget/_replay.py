"""The replay board: a match looked back on, move by move, with the strong bot's review.

A :class:`ReplayWidget` is the board of :class:`~tutor.widget.GameWidget` in ``mode``
"replay": the move log in words, the first / back / forward / last buttons and a click on
a log line step through the match; nothing can be played. Beside the move that led to
the position shown, the review box says what the bot thinks of it ("the bot's move was
…, about 25% of the chance to win was lost here", :mod:`tutor.core.review`), and the log
marks the moves that lost the most (?! ? ??). The **Bot review** button runs the review
when the replay was opened without one (the status line counts the moves as it goes).

Whose view (``viewer``):

- a seat: that seat's look-back. Every position is drawn as that seat saw it (a position
  at the end of a game whose rules reveal everything shows everything), the log is in
  its words, and only its own moves are reviewed (the review of another seat's move would
  name cards that seat held).
- None: the teacher's, everything, every move reviewed.
- ``"mover"`` (the default): each position as the player who made the move that led to
  it saw it, each log line in its player's words, every move reviewed: the look-back of
  a game played by people around one screen, once it is over (:class:`PassAndPlay`).

>>> from tutor.core import Match
>>> from tutor.games import cartography
>>> m = Match(cartography.GAME, seed=1, supply={})
>>> for move in ("stone at (0,-1)a", "stone at (1,0)a", "pass", "pass"):
...     _ = m.play(move)
>>> replay = ReplayWidget(m, lang="en")
>>> replay
<ReplayWidget cartography: step 4 of 4, game over: Blue wins>
>>> replay.review_moves(playouts=60)
>>> replay.review_marks[-1], replay.review_state
('blunder', 'done')
>>> replay.goto(1); replay.review_text.startswith("Move 1, ● Blue: ")
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import traitlets

from ..core.game import Action
from ..core.match import Match
from ..core.review import DEFAULT_PLAYOUTS, MoveReview, review, summary
from ._widget import BadTrait, GameWidget, _cut

_TEXTS: dict[str, tuple[str, str]] = {
    "replay-only": ("This is a replay: nothing can be played. Step through the moves with "
                    "the arrows or by clicking a line of the {log}.",
                    "這是重播，不能走棋：用箭頭按鈕，或點一下{log}中的一行，逐步查看。"),
    "reviewing": ("The bot is reviewing the moves: {done} of {total}…",
                  "電腦正在檢討每一步：{done}/{total}…"),
    "reviewed": ("The bot has reviewed {n} moves: the marks in the {log} show where the most "
                 "was lost. {turn}",
                 "電腦檢討了 {n} 步：{log}中的記號標出勝算少最多的地方。{turn}"),
    "no-review": ("There is no move to review yet.", "還沒有可以檢討的步。"),
    "review-line": ("Move {n}, {who}: {move}. {review}", "第 {n} 步，{who}：{move}。{review}"),
    "start": ("The start of the game. {turn}", "遊戲開始。{turn}"),
}
"""The replay's own texts in English and Traditional Chinese."""

VIEWERS = ("mover",)
"""The named viewers of a replay besides a seat and None."""


def _text(lang: str, key: str, **params: Any) -> str:
    en, zh = _TEXTS[key]
    return (zh if lang == "zh-Hant" else en).format(**params)


class ReplayWidget(GameWidget):
    """A match looked back on: step through it, with the strong bot's review of each move.

    Arguments:
        match: the match (a finished one, or the part played so far); it is copied, so
            stepping through the replay leaves it as it is.
        viewer: a seat, None (the teacher) or "mover" (see the module's docstring).
        lang: "en" or "zh-Hant" (None: the chosen language).
        reviews: reviews made before (:func:`tutor.core.review.review`, or read back with
            ``MoveReview.from_dict``): shown at once; None to let the Bot review button
            (or :meth:`review_moves`) make them. Reviews of moves the viewer may not see
            reviewed are left out.
        playouts, seed: the review's budget and seed (:func:`tutor.core.review.review`).
        title: the heading (None: the game's title).

    Raises:
        TypeError: ``match`` is not a match.
        BadTrait: ``viewer`` is not a seat, None or "mover".
    """

    reviews = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """Per log line (as ``moves``): the review of that move in words, "" for none."""
    review_marks = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """Per log line: "blunder", "mistake", "inaccuracy", "best" (the bot's own move), or
    "" (not reviewed, a chance event, or a move much like the bot's)."""
    review_text = traitlets.Unicode("").tag(sync=True)
    """The review of the move that led to the position shown ("" for none)."""
    review_summary = traitlets.Unicode("").tag(sync=True)
    """One line per seat reviewed: moves reviewed, agreed with, flagged, the worst."""
    review_state = traitlets.Unicode("none").tag(sync=True)
    """"none" (no review yet: the Bot review button shows), "running" or "done"."""

    def __init__(self, match: Match, viewer: int | str | None = "mover",
                 lang: str | None = None, reviews: Iterable[MoveReview] | None = None,
                 playouts: int = DEFAULT_PLAYOUTS, seed: int = 0, title: str | None = None,
                 opponents: Mapping[int, Any] | None = None, hints: bool = False,
                 copy: bool = True) -> None:
        if not isinstance(match, Match):
            raise TypeError(f"{type(self).__name__} needs a Match, not {match!r}")
        if isinstance(viewer, str) and viewer not in VIEWERS:
            raise BadTrait(f"viewer must be a seat, None or 'mover', not {viewer!r}")
        self._by_mover = viewer == "mover"
        self._playouts = playouts
        self._seed = seed
        self._reviewed: dict[int, MoveReview] = {}
        """The reviews shown, by log index."""
        self._lines_key: tuple | None = None
        """What the review traits of the log were made from (language, log, reviews)."""
        match = match.copy() if copy else match
        seat = self._mover_at(match, match.cursor) if self._by_mover else viewer
        # Everything is set before the board opens, so that the page gets it in one state.
        self.mode = "replay"
        if reviews is not None:
            self._keep(match, reviews, self._seats(match, viewer))
            self.review_state = "done"
        super().__init__(match, lang=lang, viewer=seat, title=title, opponents=opponents,
                         hints=hints, classroom=False)
        self._auto_viewer = False

    # -- whose view --------------------------------------------------------------------------

    def seats_reviewed(self) -> tuple[int, ...]:
        """The seats whose moves this replay reviews: the viewer's own, or every seat for
        the teacher and the "mover" view."""
        return self._seats(self._match, "mover" if self._by_mover else self.viewer)

    @staticmethod
    def _seats(match: Match, viewer: int | str | None) -> tuple[int, ...]:
        n = match.initial.num_players()
        if viewer == "mover" or viewer is None:
            return tuple(range(n))
        return (viewer,) if isinstance(viewer, int) and 0 <= viewer < n else ()

    @staticmethod
    def _mover_at(match: Match, cursor: int) -> int:
        """The seat whose view shows the position after ``cursor`` logged actions in the
        "mover" view: the seat of the last decision before it (at the start, the first to
        decide)."""
        log = match.log
        for step in reversed(log[:cursor]):
            if step.player >= 0:
                return step.player
        for step in log[cursor:]:
            if step.player >= 0:
                return step.player
        seat = match.position(cursor).current_player()
        return max(seat, 0)

    def _line_viewer(self, index: int, player: int) -> int | None:
        """Whose words write log line ``index`` (by ``player``; -1 for chance): the
        board's viewer, or in the "mover" view of a replay the line's player."""
        if not self._by_mover or not self._replaying():
            return self.viewer
        if player >= 0:
            return player
        state = self._match.position(index)
        action = self._match.action(index)
        for seat in range(state.num_players()):  # a chance event: as a seat that does not
            if state.notation_for(action, seat) != str(action):  # see it reads it
                return seat
        return 0

    def _log_line(self, step: Any) -> str:
        viewer = self._line_viewer(step.index, step.player)
        words = self._match.words_for(step.index, viewer, self.lang)
        sep = "：" if self.lang == "zh-Hant" else ": "
        return f"{step.index + 1}. {self._name(step.player, mark=True)}{sep}{words}"

    def _move_at(self, index: int) -> str:
        step = self._match.log[index]
        return self._match.words_for(index, self._line_viewer(index, step.player), self.lang)

    # -- keeping the traits in step --------------------------------------------------------------

    def _sync(self) -> None:
        if self._by_mover and self._replaying():
            self._set_viewer(self._mover_at(self._match, self._match.cursor))
        super()._sync()
        self._sync_review()

    def _sync_review(self) -> None:
        """The review traits for the log and the position shown."""
        log = self._match.log
        key = (self.lang, len(log), tuple(sorted(self._reviewed)))
        if self._lines_key != key:
            lang = self.lang
            texts, marks = [], []
            for step in log:
                r = self._reviewed.get(step.index)
                texts.append(r.describe(lang) if r is not None else "")
                marks.append("" if r is None else r.severity or ("best" if r.agrees
                                                                 and r.choices > 1 else ""))
            self.reviews, self.review_marks = texts, marks
            names = self._match.initial.player_texts()
            self.review_summary = summary(list(self._reviewed.values()), names, lang)
            self._lines_key = key
        self.review_text = self._review_at(self._match.cursor)

    def _review_at(self, cursor: int) -> str:
        """The review of the decision that led to the position after ``cursor`` logged
        actions (over the chance events that followed it), in words; "" for none."""
        log = self._match.log
        for step in reversed(log[:cursor]):
            if step.player < 0:
                continue
            r = self._reviewed.get(step.index)
            if r is None:
                return ""
            return _text(self.lang, "review-line", n=step.index + 1,
                         who=self._name(step.player, mark=True),
                         move=r.played_words[self.lang], review=r.describe(self.lang))
        return ""

    def _keep(self, match: Match, reviews: Iterable[MoveReview],
              seats: Iterable[int]) -> None:
        """Keep the reviews of the moves this replay shows reviewed (of ``seats``, for a
        logged decision of ``match`` with the same move)."""
        seats = set(seats)
        log = match.log
        for r in reviews:
            if not isinstance(r, MoveReview):
                raise TypeError(f"reviews must be MoveReview objects, not {r!r:.60}")
            if (r.seat in seats and 0 <= r.step < len(log) and log[r.step].player == r.seat
                    and log[r.step].notation == r.action):
                self._reviewed[r.step] = r

    @property
    def move_reviews(self) -> list[MoveReview]:
        """The reviews shown, in the order of the log."""
        return [self._reviewed[k] for k in sorted(self._reviewed)]

    # -- the Python API --------------------------------------------------------------------------

    def review_moves(self, playouts: int | None = None, seed: int | None = None) -> None:
        """Let the strong bot review the moves of the seats reviewed (what Bot review
        does): the status line counts the moves as it goes (each count is sent at once),
        then the log shows the marks and the review box the review of the move shown."""
        match = self._match
        seats = self.seats_reviewed()
        if not any(s.player in seats for s in match.log):
            return self._say("error", text=_text(self.lang, "no-review"))
        self.review_state = "running"

        def progress(done: int, total: int) -> None:
            self._say("info", text=_text(self.lang, "reviewing", done=done, total=total))

        # The whole log is reviewed, whatever the position shown (a copy at its end).
        whole = match.copy()
        whole.goto(len(whole.log))
        try:
            found = review(whole, seats=seats, playouts=playouts or self._playouts,
                           seed=self._seed if seed is None else seed, progress=progress)
        except Exception as e:  # noqa: BLE001 - a failure is said, the replay stays usable
            self.review_state = "none"
            return self._say("error", "crashed", what=self._message_name("review"),
                             error=_cut(f"{type(e).__name__}: {e}", 160))
        with self._batch():
            self._keep(match, found, self.seats_reviewed())
            self.review_state = "done"
            self._say("info", text=_text(self.lang, "reviewed", n=len(found),
                                         log=self._log_word(), turn=self._turn()))

    def _replaying(self) -> bool:
        """Whether the board is a replay now (always, for this class)."""
        return True

    def _log_word(self) -> str:
        """The game's word for the move log, as a sentence uses it."""
        log = self.words["log"]
        return log.lower() if self.lang == "en" else log

    def _refuse(self) -> None:
        self._say("error", text=_text(self.lang, "replay-only", log=self._log_word()))

    def click(self, action: str | Action) -> None:
        if self._replaying():
            return self._refuse()
        super().click(action)

    def target(self, target: str) -> None:
        if self._replaying():
            return self._refuse()
        super().target(target)

    def undo(self) -> None:
        if self._replaying():
            return self._refuse()
        super().undo()

    def redo(self) -> None:
        if self._replaying():
            return self._refuse()
        super().redo()

    def bot_move(self) -> None:
        if self._replaying():
            return self._refuse()
        super().bot_move()

    def advise(self, *args: Any, **kw: Any) -> Any:
        if self._replaying():
            return self._refuse()
        return super().advise(*args, **kw)

    def set_hints(self, on: bool) -> None:
        if self._replaying():
            return self._refuse()
        super().set_hints(on)

    def goto(self, step: int) -> None:
        super().goto(step)
        if self._replaying() and self.status_kind != "error" and self._match.cursor == 0:
            self._say("info", text=_text(self.lang, "start", turn=self._turn()))

    def _dispatch(self, msg: Any) -> None:
        if isinstance(msg, dict) and msg.get("type") == "review":
            if self.review_state != "running":  # the budget is the kernel's, never the page's
                self.review_moves()
            return
        super()._dispatch(msg)

    def __repr__(self) -> str:
        m = self._match
        return (f"<{type(self).__name__} {m.game.name}: step {m.cursor} of {len(m.log)}, "
                f"{self._turn('en', sentence=False)}>")


def replay(match: Match | str, viewer: int | str | None = "mover", lang: str | None = None,
           reviews: Sequence[MoveReview] | None = None, **kw: Any) -> ReplayWidget:
    """A replay board of ``match`` (a :class:`~tutor.core.Match`, or the path of a saved
    one): see :class:`ReplayWidget`.

    Raises:
        BadSave, OSError: the saved match cannot be read.
    """
    if not isinstance(match, Match):
        match = Match.load(match)
    return ReplayWidget(match, viewer=viewer, lang=lang, reviews=reviews, **kw)
