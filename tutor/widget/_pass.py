"""Pass and play: two to five people take turns at one screen, with a curtain between
turns, then look back on the game together.

A :class:`PassAndPlay` board is the board of :class:`~tutor.widget.GameWidget` in
``mode`` "pass". Whenever the seat to act changes, a curtain comes down over the board:
"Pass the device to Blue" (「請把裝置交給藍方」, the seats named as each game's glossary
names them) with one button, "I am Blue, show my board". Only then is the board drawn,
as Blue may see it (its hand, never another seat's). The curtain holds nothing secret,
in the page or in what the kernel sends it: while it is down the board's picture, move
log, position code and hint box are empty and the status line only says whose turn it
is, and the move that ends a seat's turn sends the curtain in the same message, so that
seat's board is gone before the next person looks.

During the game a seat may take back its own moves of the turn until something is dealt
or drawn (``takebacks``); the history buttons, the bot and Best moves wait for the end.
When the game is over the board becomes the game's look-back (:class:`ReplayWidget`
with the "mover" view: each position as the player who had just moved saw it, which the
people at the screen have all seen by then) and **Bot review** shows where each move won
or lost.

Seats in ``opponents`` are played by bots, so two people can also play with a bot.

>>> from tutor.core import Match
>>> from tutor.games import karesansui
>>> board = PassAndPlay(Match(karesansui.GAME, players=2, seed=3), lang="en")
>>> board.curtain["title"], board.svg, board.moves
('Pass the device to Orange', '', [])
>>> board.reveal(0)
>>> board.curtain, board.viewer, board.svg.startswith("<svg")
({}, 0, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import traitlets

from ..core.match import Match
from ..core.review import DEFAULT_PLAYOUTS
from ._replay import ReplayWidget
from ._widget import GameWidget, _field

_TEXTS: dict[str, tuple[str, str]] = {
    "title": ("Pass the device to {who}", "請把裝置交給{who}"),
    "note": ("{who}: press the button when only you can see the screen.",
             "{who}：確定只有你看得到螢幕時，再按下按鈕。"),
    "button": ("I am {who}, show my board", "我是{who}，顯示我的盤面"),
    "start": ("{who} starts. Pass the device to {who}.", "{who}先開始。請把裝置交給{who}。"),
    "played": ("{prev} has played. Pass the device to {who}.",
               "{prev}走完了。請把裝置交給{who}。"),
    "wrong-seat": ("The device is for {who} now; that button was for another seat. Nothing "
                   "changed.", "現在要交給{who}；那個按鈕是給別人的。沒有任何改變。"),
    "shown": ("{who}'s board is already shown.", "{who}的盤面已經顯示了。"),
    "no-takeback": ("Only your own moves of this turn can be taken back, and only until "
                    "something is dealt or drawn.",
                    "只能收回你這一輪自己走的步，而且要在發牌或抽牌之前。"),
    "no-nav": ("During the game there is no going back through the moves: look back on the "
               "whole game when it is over.",
               "遊戲進行中不能往回看：遊戲結束後，可以一步一步回顧整局。"),
    "people": ("At one screen people play each other: the bot and Best moves wait for the "
               "end of the game.",
               "大家在同一個螢幕上對戰：遊戲結束前，不能請電腦走棋或給最佳著法。"),
    "over": ("{turn}. Step through the game, and press Bot review to see where each move "
             "won or lost.",
             "{turn}。可以一步一步回顧這局，按「電腦檢討」看看每一步的得失。"),
}
"""The pass-and-play texts in English and Traditional Chinese (seat names from the game)."""


def _text(lang: str, key: str, **params: Any) -> str:
    en, zh = _TEXTS[key]
    return (zh if lang == "zh-Hant" else en).format(**params)


class PassAndPlay(ReplayWidget):
    """A board for people taking turns at one screen, with a curtain between turns (see
    the module's docstring), and the look-back with the bot's review once it is over.

    Arguments:
        match: the match to play (played in place: save it afterwards with
            ``board.match.save(path)``); its chance is resolved by its seed.
        lang: "en" or "zh-Hant" (None: the chosen language).
        opponents: seats played by bots, e.g. ``{2: make_bot("greedy")}``.
        hints: start with the legal moves highlighted.
        takebacks: whether a seat may take back its own moves of the turn (until
            something is dealt or drawn).
        playouts, seed: the budget and seed of the look-back's review.
        title: the heading (None: the game's title).

    Raises:
        TypeError: ``match`` is not a match.
        ValueError: the match leaves chance to the caller (``auto_chance=False``), or a
            seat of ``opponents`` is not a seat of the game.
    """

    curtain = traitlets.Dict().tag(sync=True)
    """While the board is hidden: ``{"seat", "title", "note", "button"}``, the seat the
    device goes to and the curtain's texts; {} while a seat's board is shown."""

    def __init__(self, match: Match, lang: str | None = None,
                 opponents: Mapping[int, Any] | None = None, hints: bool = False,
                 takebacks: bool = True, playouts: int = DEFAULT_PLAYOUTS, seed: int = 0,
                 title: str | None = None) -> None:
        if not isinstance(match, Match):
            raise TypeError(f"PassAndPlay needs a Match, not {match!r}")
        if not match.auto_chance:
            raise ValueError("PassAndPlay needs a match that resolves chance itself "
                             "(auto_chance=True): nobody at the screen may deal the cards")
        n = match.initial.num_players()
        bad = [s for s in (opponents or {}) if not (isinstance(s, int) and 0 <= s < n)]
        if bad:
            raise ValueError(f"opponents: {bad[0]!r} is not a seat of this {n}-player game")
        self._revealed: int | None = None
        """The seat whose board is shown, or None while the curtain is down."""
        self._passed_from: int | None = None
        """The seat whose turn ended last (the curtain says it has played)."""
        self._takebacks = bool(takebacks)
        self._ended = False
        super().__init__(match, viewer="mover", lang=lang, playouts=playouts, seed=seed,
                         title=title, opponents=opponents, hints=hints, copy=False)
        if self._opponents and not self._finished():
            with self._batch():  # bots to act first play before anyone is asked
                while not self.state.is_terminal() and self.state.current_player() in \
                        self._opponents:
                    self._match.bot_move(self._opponents[self.state.current_player()])

    # -- the state of the board ---------------------------------------------------------------

    def _finished(self) -> bool:
        """Whether the game has been played to its end (the board is then its look-back)."""
        m = self._match
        return m.position(len(m.log)).is_terminal()

    def _replaying(self) -> bool:
        return self._finished()

    @property
    def revealed(self) -> int | None:
        """The seat whose board is shown, or None while the curtain is down."""
        return self._revealed

    def _sync(self) -> None:
        if self._finished():
            self.curtain = {}
            self._revealed = None
            self.mode = "replay"
            super()._sync()
            if not self._ended:
                self._ended = True
                self._say("success", text=_text(self.lang, "over", turn=self._turn()))
            return
        self.mode = "pass"
        seat = self.state.current_player()
        if seat != self._revealed:
            if self._revealed is not None:
                self._passed_from = self._revealed
            self._revealed = None
        if self._revealed is None:
            return self._draw_curtain(seat)
        self.curtain = {}
        self._set_viewer(seat)
        GameWidget._sync(self)
        self.can_undo, self.can_redo = self._can_take_back(), False
        self.reviews, self.review_marks, self.review_text = [], [], ""

    def _draw_curtain(self, seat: int) -> None:
        """Hide everything a seat may know (the board, the log, the code, the hint box)
        and ask for the device to go to ``seat``."""
        m, lang = self._match, self.lang
        self.svg, self.moves, self.code, self.hint_text = "", [], "", ""
        self.reviews, self.review_marks, self.review_text = [], [], ""
        self.cursor, self.log_length = m.cursor, len(m.log)
        self.can_undo = self.can_redo = False
        self.selection = {}
        self._advice = None
        self._drawn = None
        who = self._name(seat)
        self.curtain = {"seat": seat, "title": _text(lang, "title", who=who),
                        "note": _text(lang, "note", who=who),
                        "button": _text(lang, "button", who=who)}
        if self._passed_from is None or self._passed_from == seat:
            status = _text(lang, "start", who=who)
        else:
            status = _text(lang, "played", prev=self._name(self._passed_from), who=who)
        self._say("info", text=status)

    def _can_take_back(self) -> bool:
        """Whether the seat shown may take back the move before this position: its own
        decision, with nothing dealt or drawn since."""
        m = self._match
        if not self._takebacks or m.cursor == 0 or self._revealed is None:
            return False
        return m.log[m.cursor - 1].player == self._revealed

    # -- what the people at the screen do ------------------------------------------------------

    def reveal(self, seat: int | None = None) -> None:
        """Lift the curtain for the seat it names (what "I am Blue, show my board" does);
        ``seat``, when given, must be that seat (a click on an older curtain is refused).
        The status line says the last move of another seat, in the words of the seat
        shown."""
        curtain = self.curtain
        if not curtain:
            who = self._name(self._revealed) if self._revealed is not None else ""
            return self._say("error", text=_text(self.lang, "shown", who=who))
        to = curtain["seat"]
        if seat is not None and seat != to:
            return self._say("error", text=_text(self.lang, "wrong-seat", who=self._name(to)))
        with self._batch():
            self._revealed = to
            m = self._match
            last = next((s for s in reversed(m.history) if s.player >= 0 and s.player != to),
                        None)
            if last is None:
                self._say("info", text=self._turn())
            else:
                self._say("info", "moved", who=self._name(last.player, mark=True),
                          action=m.words_for(last.index, to, self.lang), turn=self._turn())

    def undo(self) -> None:
        if self._replaying():
            return self._refuse()
        if not self._can_take_back():
            return self._say("error", text=_text(self.lang, "no-takeback"))
        GameWidget.undo(self)

    def redo(self) -> None:
        if self._replaying():
            return self._refuse()
        self._say("error", text=_text(self.lang, "no-nav"))

    def goto(self, step: int) -> None:
        if not self._replaying():
            return self._say("error", text=_text(self.lang, "no-nav"))
        super().goto(step)

    def bot_move(self) -> None:
        if self._replaying():
            return self._refuse()
        self._say("error", text=_text(self.lang, "people"))

    def advise(self, *args: Any, **kw: Any) -> Any:
        if self._replaying():
            return self._refuse()
        return self._say("error", text=_text(self.lang, "people"))

    def click(self, action: Any) -> None:
        if not self._replaying() and self._revealed is None:
            return self._say("error", text=_text(self.lang, "title",
                                                 who=self._name(self.curtain["seat"])))
        super().click(action)

    def target(self, target: str) -> None:
        if not self._replaying() and self._revealed is None:
            return self._say("error", text=_text(self.lang, "title",
                                                 who=self._name(self.curtain["seat"])))
        super().target(target)

    def review_moves(self, playouts: int | None = None, seed: int | None = None) -> None:
        if not self._replaying():
            return self._say("error", text=_text(self.lang, "people"))
        super().review_moves(playouts, seed)

    def _dispatch(self, msg: Any) -> None:
        if isinstance(msg, dict) and msg.get("type") == "reveal":
            return self.reveal(_field(msg, "seat", int))
        super()._dispatch(msg)

    def __repr__(self) -> str:
        m = self._match
        shown = ("" if self._replaying() else ", curtain down" if self._revealed is None
                 else f", showing seat {self._revealed + 1}")
        return (f"<PassAndPlay {m.game.name}: step {m.cursor} of {len(m.log)}, "
                f"{self._turn('en', sentence=False)}{shown}>")


def pass_and_play(game: Any, players: int = 2, seed: int | None = None,
                  lang: str | None = None, **options: Any) -> PassAndPlay:
    """A new game of ``game`` (a name, such as ``"tokaido"``, or a game object) for
    ``players`` people at one screen (see :class:`PassAndPlay`); ``seed`` None draws a new
    one, ``options`` are the game's options.

    Raises:
        ValueError: an unknown game, player count or option.
    """
    import random

    from .. import load

    if isinstance(game, str):
        game = load(game)
    if seed is None:
        seed = random.randrange(10**6)
    return PassAndPlay(Match(game, players=players, seed=seed, **options), lang=lang)
