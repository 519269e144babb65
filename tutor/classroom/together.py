"""Play it together (全班一起下) on the kernel's side: the boards' class buttons and the
student's class board.

On a hub with the class service (:func:`~tutor.classroom.client.service_url`), every
board (:class:`~tutor.widget.GameWidget`) gets a :class:`BoardLink` (:func:`attach`):

- **Class** (全班), for everyone: opens under the board a :class:`JoinBox`, the class's
  board; at most one is open in a kernel (opening another closes the first), so a kernel
  keeps at most one wait on the service. No cell to write: every lesson board has it.
- **Send to the class** (傳給全班), in Present mode, for a teacher: the kernel asks the
  service once who its token is (``api/me``: the classes it may teach, from the hub's
  teacher scope) and, for a teacher, the board offers to send its position to a class, as
  the seat to act sees it (``State.view_for``: no secret leaves the kernel). The board
  then links to the projector view.

Off a hub nothing of this exists: no button, no request, the boards as they always were.

:class:`JoinBox` (also ``lesson.join()``) waits for the position the teacher sends to the
student's class (a long poll to the class service, in a background thread), then shows it
on a board of its own, in the student's language and from the seat the class plays (the
service keeps the position as that seat sees it: no secret reaches a student's board). The
student plays one move: any legal move ends the round for them and is sent at once. When
the teacher reveals the answers or ends the round, the box says how the student's own move
compares with the bot's best. While the class plays another game than the board's, the
box says which, with a button that opens that game's class board. Off a hub, the box says
that there is no class service here.

The lesson board whose Class button opened the box gives it its place: the board hides
while the class board is open (board.js), so the class board opens where the student is.
"""

from __future__ import annotations

import html
import threading
import time
import weakref
from typing import Any

import ipywidgets

from ..core.game import State
from ..core.match import Match
from ..widget import GameWidget
from ..widget._task import DONE, MISS, Judgement, Line, TaskPlan
from . import win_percent
from .client import ServiceError, call, service_url, whoami

WORDS = {
    "off": ("There is no class service here: this works on the school's JupyterHub.",
            "這裡沒有教室服務：這個功能要在學校的 JupyterHub 上使用。"),
    "waiting": ("Waiting for the teacher's position…", "等待老師傳來局面…"),
    "prompt": ("Play it together: choose the move you would play, {seat}.",
               "全班一起下：{seat}，選出你會走的一步。"),
    "sent": ("Sent: {move}. Wait for the teacher to reveal the answers.",
             "已送出：{move}。請等老師公布答案。"),
    "failed": ("Your move did not reach the class service ({error}). Try again.",
               "你的著法沒有送到教室服務（{error}）。請再試一次。"),
    "revealed": ("The teacher revealed the answers.", "老師已公布答案。"),
    "over": ("This round is over: wait for the teacher's next position.",
             "這一輪已經結束：請等老師傳來下一個局面。"),
    "ended": ("The teacher ended the round.", "老師已結束這一輪。"),
    "next": ("Wait here for the next position.", "請在這裡等老師傳來下一個局面。"),
    "win": ("about {pct}% chance to win", "勝算約 {pct}%"),
    "you-best": ("Your move, {move}, is the bot's best move ({win}).",
                 "你的著法「{move}」就是電腦的最佳著法（{win}）。"),
    "you-close": ("Your move, {move}, is close to the best ({win}). The bot's best: {best} "
                  "({best_win}).",
                  "你的著法「{move}」接近最佳（{win}）。電腦的最佳著法：{best}（{best_win}）。"),
    "you-weak": ("Your move, {move}, is weaker ({win}). The bot's best: {best} ({best_win}).",
                 "你的著法「{move}」比較弱（{win}）。電腦的最佳著法：{best}（{best_win}）。"),
    "you-unknown": ("Your move: {move}. The bot did not look at it; its best: {best} "
                    "({best_win}).",
                    "你的著法：「{move}」。電腦沒有算到這一步；它的最佳著法：{best}（{best_win}）。"),
    "you-none": ("You did not answer this round. The bot's best: {best} ({best_win}).",
                 "你這一輪沒有作答。電腦的最佳著法：{best}（{best_win}）。"),
    "elsewhere": ("Your class is playing {games} together, not this game.",
                  "全班正在一起下{games}，不是這個遊戲。"),
    "open-game": ("Open the class board of {game}", "打開{game}的全班盤面"),
    "title": ("{title}", "「{title}」"),
    "no-answer": ("The class service does not answer ({error}); trying again…",
                  "教室服務沒有回應（{error}）；正在重試…"),
    "class-sent": ("Sent to the class {group}: each student presses Class on a board of "
                   "this game. Projector view, next to Send to the class, shows what they "
                   "choose.",
                   "已傳給 {group} 班：每位學生在這個遊戲的盤面上按「全班」。"
                   "「傳給全班」旁邊的「投影畫面」會顯示大家選的著法。"),
    "class-nowhere": ("This board is part of another one: press Class on a lesson's own "
                      "board.", "這個盤面是別的元件的一部分：請在課程的盤面上按「全班」。"),
    "class-choose": ("Choose the class to send it to.", "請選擇要傳給哪一班。"),
    "class-not-yours": ("Only a teacher of the class {group} can send it a position.",
                        "只有 {group} 班的老師可以傳局面給這個班。"),
    "class-not-teacher": ("Only a teacher of a class can send it a position.",
                          "只有班級的老師可以傳局面給全班。"),
    "class-over": ("The game is over in this position: there is no move to choose.",
                   "這個局面遊戲已經結束：沒有著法可以選。"),
    "class-chance": ("Chance acts next here (a draw or a deal): play it first, then send "
                     "the position where a player chooses.",
                     "這裡下一步由機運決定（抽牌或發牌）：先走完這一步，再傳送輪到玩家選擇的局面。"),
    "class-refused": ("The class service did not take the position: {error}",
                      "教室服務沒有接受這個局面：{error}"),
}


def _say(lang: str, key: str, **params: Any) -> str:
    en, zh = WORDS[key]
    return (zh if lang == "zh-Hant" else en).format(**params)


def _game_title(game: str, lang: str) -> str:
    """A game's title as a sentence names it: 「地圖學」, "Cartography"."""
    import tutor

    return _say(lang, "title", title=tutor.load(game).title[lang])


def verdict_words(poll: dict[str, Any], state: State, lang: str) -> str:
    """How the student's own move compares with the bot's best, once the teacher revealed
    the answers or ended the round (the service's ``result`` of the poll), in words."""
    result = poll.get("result") or {}
    best = result.get("best") or []
    if not best:
        return ""
    seat = poll["seat"]

    def words(move: str) -> str:
        try:
            return state.words_for(move, seat, lang).strip().rstrip("。.")
        except Exception:  # noqa: BLE001 - a move the board cannot read: not shown
            return "?"

    params = {"best": words(best[0]["move"]),
              "best_win": _say(lang, "win", pct=win_percent(best[0]["win"]))}
    answer = poll.get("answer")
    if not answer:
        return _say(lang, "you-none", **params)
    win = result.get("win")
    kind = result.get("verdict") or "unknown"
    if kind not in ("best", "close", "weak") or win is None:
        kind = "unknown"
    return _say(lang, f"you-{kind}", move=words(answer),
                win=_say(lang, "win", pct=win_percent(win)) if win is not None else "",
                **params)


class OneMove(TaskPlan):
    """A round of a class poll: any legal move is the student's answer, until the round is
    over (``over``: the teacher revealed the answers or ended it), when no move is sent."""

    def __init__(self, prompt: str, answer: Any) -> None:
        self._prompt, self._answer = prompt, answer
        self.move: str | None = None
        self.over = False

    def prompt(self, lang: str) -> str:
        return self._prompt

    def judge(self, start: State, after: State, moves: tuple[str, ...], lang: str,
              line: Line | None = None) -> Judgement:
        if self.over:
            return Judgement(MISS, _say(lang, "over"))
        self.move = moves[-1]
        return Judgement(DONE)

    def success(self, lang: str) -> str:
        return self._answer(self.move)


class JoinBox(ipywidgets.VBox):
    """The student's class-poll box (see the module docstring)."""

    POLL_WAIT = 25.0

    def __init__(self, game: str, lang: str, url: str | None = None,
                 token: str | None = None) -> None:
        import os

        self._stop = True
        self.game, self.lang = game, lang
        self.url = url or service_url()
        self.token = token or os.environ.get("JUPYTERHUB_API_TOKEN", "")
        self.note = ipywidgets.HTML()
        self.note.add_class("tutor-join-note")
        self.other = ipywidgets.Button(layout=ipywidgets.Layout(width="auto"))
        """Opens the class board of the game the class plays (when it is another game)."""
        self.other.add_class("tutor-join-other")
        self._other_game = ""
        self.other.on_click(lambda _button: self.switch(self._other_game))
        self.board: GameWidget | None = None
        self.plan: OneMove | None = None
        self.poll: dict[str, Any] | None = None
        self.state: State | None = None
        self.key = ""
        self._lock = threading.RLock()
        super().__init__([self.note])
        self.add_class("tutor-join")
        if self.url is None:
            self._note("off")
            return
        self._note("waiting")
        self._stop = False
        self._thread = threading.Thread(target=self._listen, name="tutor-classroom-join",
                                        daemon=True)
        self._thread.start()

    def __repr__(self) -> str:
        return f"<JoinBox {self.game}: {self.key or 'waiting'}>"

    def _note(self, key: str, *more: str, **params: Any) -> None:
        """The note above the class board: the text of ``key``, then the lines ``more``."""
        lines = [_say(self.lang, key, **params), *(m for m in more if m)]
        self.note.value = "".join(f"<p>{html.escape(line)}</p>" for line in lines)

    def close(self) -> None:
        """Stop waiting for the teacher (the wait under way ends by itself) and close."""
        self._stop = True
        if self.board is not None:
            self.board.close()
        super().close()

    def _listen(self) -> None:
        while not self._stop:
            game, key = self.game, self.key
            try:
                found = call(f"{self.url}api/polls/current?game={game}&after="
                             f"{key}&wait={self.POLL_WAIT}", self.token,
                             timeout=self.POLL_WAIT + 10)
            except ServiceError as e:
                if self._stop:
                    return
                self._note("no-answer", error=e)
                time.sleep(3.0)
                continue
            if self._stop:
                return
            self._take(game, found)

    def _take(self, game: str, found: dict[str, Any]) -> None:
        """The service's answer about ``game``: shown if it is news (and still about the
        game the box shows: the student may have switched meanwhile)."""
        with self._lock:
            if game == self.game and found.get("key") != self.key:
                self.key = found.get("key", "")
                self.show(found.get("poll"), found)

    def switch(self, game: str) -> None:
        """Show the class board of ``game`` instead (the class plays it together)."""
        if not game or game == self.game:
            return
        with self._lock:
            self.game, self.key = game, ""
            self.show(None)
        if self.url is None:
            return
        try:
            found = call(f"{self.url}api/polls/current?game={game}", self.token)
        except ServiceError as e:
            self._note("no-answer", error=e)
            return
        self._take(game, found)

    def show(self, poll: dict[str, Any] | None, found: dict[str, Any] | None = None) -> None:
        """Show a poll (None: wait for one); ``found``, the service's whole answer, says
        what else the student should know: the round that ended, the games the class plays
        elsewhere."""
        found = found or {}
        elsewhere = [g for g in found.get("elsewhere") or () if isinstance(g, str)]
        if poll is None:
            ended = found.get("ended")
            if ended and self.poll is not None and ended.get("id") == self.poll["id"] \
                    and self.board is not None and self.state is not None:
                # The round is over: the student's board stays, with the verdict of the move.
                self.poll = ended
                if self.plan is not None:
                    self.plan.over = True
                self._note("ended", verdict_words(ended, self.state, self.lang),
                           _say(self.lang, "next"))
                self.children = [self.note, *self._other(elsewhere), self.board]
                return
            if self.board is not None:
                self.board.close()
            self.poll, self.board, self.state, self.plan = None, None, None, None
            if elsewhere:
                comma = "、" if self.lang == "zh-Hant" else ", "
                self._note("elsewhere", games=comma.join(_game_title(g, self.lang)
                                                         for g in elsewhere))
            else:
                self._note("waiting")
            self.children = [self.note, *self._other(elsewhere)]
            return
        if self.poll is not None and self.poll["id"] == poll["id"] and self.board is not None:
            self.poll = poll
            if poll["state"] != "open" and self.state is not None:
                if self.plan is not None:
                    self.plan.over = True
                self._note("revealed", verdict_words(poll, self.state, self.lang))
            return
        import tutor

        state = tutor.load(poll["game"]).from_code(poll["code"])
        seat, pid = poll["seat"], poll["id"]
        board = GameWidget(Match(state, seed=pid), lang=self.lang, viewer=seat,
                           classroom=False)
        name = state.player_names(self.lang)[seat]
        plan = OneMove(_say(self.lang, "prompt", seat=name),
                       lambda move: self._answer(state, seat, move, pid))
        board.start_task(plan)
        old = self.board
        # All at once, when the new board is ready: the student plays on the board shown.
        self.poll, self.state, self.board, self.plan = poll, state, board, plan
        self.note.value = ""
        if poll["state"] != "open":
            plan.over = True
            self._note("revealed", verdict_words(poll, state, self.lang))
        elif poll.get("answer"):  # answered before this board opened (another board, say)
            self._note("sent", move=state.words_for(poll["answer"], seat, self.lang))
        self.children = [self.note, board]
        if old is not None:
            old.close()

    def _other(self, games: list[str]) -> list[ipywidgets.Widget]:
        """The button that opens the class board of the game the class plays, if another."""
        if not games:
            return []
        self._other_game = games[0]
        self.other.description = _say(self.lang, "open-game",
                                      game=_game_title(games[0], self.lang))
        return [self.other]

    def _answer(self, state: State, seat: int, move: str | None, pid: int) -> str:
        """Send the move; the text the board then shows."""
        words = state.words_for(move, seat, self.lang) if move else ""
        try:
            call(f"{self.url}api/polls/{pid}/answer", self.token, "POST", {"move": move})
        except ServiceError as e:
            return _say(self.lang, "failed", error=e)
        return _say(self.lang, "sent", move=words)


# -- the boards' class buttons ----------------------------------------------------------------

_open_box: weakref.ref[BoardLink] | None = None
"""The board whose class board is open (at most one per kernel)."""


def attach(board: GameWidget) -> BoardLink | None:
    """The class buttons of ``board`` on a hub with the class service; None elsewhere
    (nothing is shown, nothing is asked)."""
    import os

    url = service_url()
    if url is None:
        return None
    return BoardLink(board, url, os.environ.get("JUPYTERHUB_API_TOKEN", ""))


class BoardLink:
    """One board's link to the class service (see the module docstring)."""

    def __init__(self, board: GameWidget, url: str, token: str) -> None:
        self._board = weakref.ref(board)
        self.url, self.token = url, token
        self.box: JoinBox | None = None
        self.table_box: Any = None
        """The pupil's tables of this game, when open under the board (Play a
        classmate)."""
        self._slot: ipywidgets.VBox | None = None
        self._frame: ipywidgets.VBox | None = None
        board.classroom = "student"
        whoami(url, token, self._known)

    @property
    def board(self) -> GameWidget:
        board = self._board()
        if board is None:
            raise RuntimeError("the board is gone")
        return board

    @property
    def frame(self) -> ipywidgets.VBox:
        """What the notebook shows for the board: the board, and under it the place where
        its class board opens."""
        if self._frame is None:
            self._slot = ipywidgets.VBox([])
            self._slot.add_class("tutor-class-slot")
            self._frame = ipywidgets.VBox([self.board, self._slot])
            self._frame.add_class("tutor-class-frame")
            self.board.class_slot = True
        return self._frame

    def _known(self, me: dict[str, Any]) -> None:
        """The service said who this kernel's user is: a teacher gets Send to the class."""
        board = self._board()
        teaches = me.get("teaches")
        if board is None or not isinstance(teaches, list):
            return
        groups = [g for g in teaches if isinstance(g, str) and g]
        self.present = me.get("present")  # the teacher allowed presenting (present.py)
        if groups:
            board.class_groups = groups
            board.classroom = "teacher"

    def toggle(self) -> None:
        """Open the class board under this board (closing the kernel's other one), or close
        it."""
        global _open_box
        if self.box is not None:
            self._close_box()
            return
        self._close_tables()
        board = self.board
        if self._slot is None:  # shown inside another widget: no place under it
            board._say("error", text=_say(board.lang, "class-nowhere"))
            return
        other = _open_box() if _open_box is not None else None
        if other is not None and other is not self:
            other._close_box()
        self.box = JoinBox(board.match.game.name, board.lang, self.url, self.token)
        self._slot.children = [self.box]
        board.class_open = True
        _open_box = weakref.ref(self)

    def tables(self) -> None:
        """Play a classmate: open the pupil's tables of this board's game under it
        (:class:`~tutor.classroom.classmate.TableBox`), or close them."""
        from .classmate import TableBox

        if self.table_box is not None:
            self._close_tables()
            return
        board = self.board
        if self._slot is None:  # shown inside another widget: no place under it
            board._say("error", text=_say(board.lang, "class-nowhere"))
            return
        self._close_box()
        self.table_box = TableBox(board.match.game.name, board.lang, self.url, self.token)
        self._slot.children = [self.table_box]
        board.tables_open = True

    def _close_tables(self) -> None:
        box, self.table_box = self.table_box, None
        if box is not None:
            box.close()
            if self._slot is not None:
                self._slot.children = []
        board = self._board()
        if board is not None:
            board.tables_open = False

    def _close_box(self) -> None:
        box, self.box = self.box, None
        if box is not None:
            box.close()
        if self._slot is not None:
            self._slot.children = []
        board = self._board()
        if board is not None:
            board.class_open = False

    def send(self, group: str | None) -> None:
        """Send the board's position to ``group`` (see :meth:`GameWidget.send_to_class`)."""
        board = self.board

        def say(key: str, kind: str = "error", **params: Any) -> None:
            board._say(kind, text=_say(board.lang, key, **params))

        groups = list(board.class_groups)
        if board.classroom != "teacher" or not groups:
            return say("class-not-teacher")
        if group is None:
            if len(groups) != 1:
                return say("class-choose")
            group = groups[0]
        if group not in groups:
            return say("class-not-yours", group=group)
        state = board.state
        if state.is_terminal():
            return say("class-over")
        if state.is_chance():
            return say("class-chance")
        code = state.view_for(state.current_player()).code()
        try:
            made = call(self.url + "api/polls", self.token, "POST",
                        {"group": group, "game": board.match.game.name, "code": code},
                        present=getattr(self, "present", None))
            link = made["url"] if isinstance(made, dict) else None
            if not isinstance(link, str):
                raise ServiceError("its answer has no projector view", 0)
        except ServiceError as e:
            return say("class-refused", error=e)
        board.class_link = link
        say("class-sent", "success", group=group)

    def close(self) -> None:
        self._close_box()
        self._close_tables()
