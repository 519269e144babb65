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
student plays one move: any legal move ends the round for them and is sent at once. Off a
hub, the box says that there is no class service here.
"""

from __future__ import annotations

import threading
import time
import weakref
from typing import Any

import ipywidgets

from ..core.game import State
from ..core.match import Match
from ..widget import GameWidget
from ..widget._task import DONE, Judgement, Line, TaskPlan
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
    "revealed": ("The teacher revealed the answers: look at the projector.",
                 "老師已公布答案：請看投影畫面。"),
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


class OneMove(TaskPlan):
    """A round of a class poll: any legal move is the student's answer."""

    def __init__(self, prompt: str, answer: Any) -> None:
        self._prompt, self._answer = prompt, answer
        self.move: str | None = None

    def prompt(self, lang: str) -> str:
        return self._prompt

    def judge(self, start: State, after: State, moves: tuple[str, ...], lang: str,
              line: Line | None = None) -> Judgement:
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
        self.board: GameWidget | None = None
        self.poll: dict[str, Any] | None = None
        self.key = ""
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

    def _note(self, key: str, **params: Any) -> None:
        import html

        self.note.value = f"<p>{html.escape(_say(self.lang, key, **params))}</p>"

    def close(self) -> None:
        """Stop waiting for the teacher (the wait under way ends by itself) and close."""
        self._stop = True
        if self.board is not None:
            self.board.close()
        super().close()

    def _listen(self) -> None:
        while not self._stop:
            try:
                found = call(f"{self.url}api/polls/current?game={self.game}&after="
                             f"{self.key}&wait={self.POLL_WAIT}", self.token,
                             timeout=self.POLL_WAIT + 10)
            except ServiceError as e:
                if self._stop:
                    return
                self._note("no-answer", error=e)
                time.sleep(3.0)
                continue
            if self._stop:
                return
            if found.get("key") != self.key:
                self.key = found.get("key", "")
                self.show(found.get("poll"))

    def show(self, poll: dict[str, Any] | None) -> None:
        """Show a poll (None: wait for one)."""
        if poll is None:
            self.poll, self.board = None, None
            self._note("waiting")
            self.children = [self.note]
            return
        if self.poll is not None and self.poll["id"] == poll["id"] and self.board is not None:
            self.poll = poll
            if poll["state"] != "open":
                self._note("revealed")
            return
        import tutor

        self.poll = poll
        state = tutor.load(poll["game"]).from_code(poll["code"])
        seat = poll["seat"]
        board = GameWidget(Match(state, seed=poll["id"]), lang=self.lang, viewer=seat,
                           classroom=False)
        name = state.player_names(self.lang)[seat]
        plan = OneMove(_say(self.lang, "prompt", seat=name),
                       lambda move: self._answer(state, seat, move))
        board.start_task(plan)
        self.board = board
        self.note.value = ""
        if poll["state"] != "open":
            self._note("revealed")
        self.children = [self.note, board]

    def _answer(self, state: State, seat: int, move: str | None) -> str:
        """Send the move; the text the board then shows."""
        words = state.words_for(move, seat, self.lang) if move else ""
        try:
            call(f"{self.url}api/polls/{self.poll['id']}/answer", self.token, "POST",
                 {"move": move})
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
