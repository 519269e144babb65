"""Play it together (全班一起下), the student's side: ``lesson.join()``.

A box that waits for the position the teacher sends to the student's class (a long poll
to the class service, in a background thread), then shows it on a board of its own, in
the student's language and from the seat the class plays (the service keeps the position
as that seat sees it: no secret reaches a student's board). The student plays one move:
any legal move ends the round for them and is sent at once. Off a hub, the box says that
there is no class service here.
"""

from __future__ import annotations

import threading
import time
from typing import Any

import ipywidgets

from ..core.game import State
from ..core.match import Match
from ..widget import GameWidget
from ..widget._task import DONE, Judgement, TaskPlan
from .client import ServiceError, call, service_url

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

    def judge(self, start: State, after: State, moves: tuple[str, ...], lang: str) -> Judgement:
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

    def _listen(self) -> None:
        while not self._stop:
            try:
                found = call(f"{self.url}api/polls/current?game={self.game}&after="
                             f"{self.key}&wait={self.POLL_WAIT}", self.token,
                             timeout=self.POLL_WAIT + 10)
            except ServiceError as e:
                self._note("no-answer", error=e)
                time.sleep(3.0)
                continue
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
        board = GameWidget(Match(state, seed=poll["id"]), lang=self.lang, viewer=seat)
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
