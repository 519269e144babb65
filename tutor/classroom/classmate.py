"""Play a classmate (和同學下) on the kernel's side: a pupil's tables under a board, and a
board that plays a seat of a class table.

On a hub with the class service every board has a **Play a classmate** button (the board
hook, :class:`~tutor.classroom.together.BoardLink`); it opens a :class:`TableBox` under the
board: the pupil's table of that game (opened at once when there is one), the open tables
of the class with a button for each free seat, and the finished games with a link to look
back on them. A seat is played on a :class:`SeatBoard`.

The service holds the table and runs the engine; the kernel holds only what its seat may
know: the service sends the seat's view (its position code, ``State.view_for(seat)``, and
the move log as the seat may read it), the board draws it for that seat, a click sends
the move to the service, which checks it and answers with the new view (a refusal in the
pupil's language). Another seat's move arrives by a long poll. A kernel that restarts, or
a notebook opened again, finds the same seat at the same position: the table is the
service's.
"""

from __future__ import annotations

import html
import threading
import time
from typing import Any

import ipywidgets

from ..core.match import Match
from ..widget import GameWidget
from .client import ServiceError, call

WORDS = {
    "loading": ("Asking the class service for your tables…", "正在向教室服務查詢你的對局…"),
    "none": ("No table of this game for you yet: your teacher opens the tables. Press "
             "Play a classmate again when the teacher says so.",
             "你還沒有這個遊戲的對局：老師會開桌。老師說可以時，再按一次「和同學下」。"),
    "yours": ("Your tables:", "你的對局："),
    "open": ("Open tables of your class (choose a free seat):",
             "班上可以加入的對局（選一個空位）："),
    "finished": ("Your finished games:", "你下完的棋局："),
    "table": ("Table {n}", "第 {n} 桌"),
    "sit": ("Sit at seat {seat}", "坐第 {seat} 位"),
    "open-table": ("Open table {n}", "打開第 {n} 桌"),
    "look-back": ("look back", "回顧"),
    "all": ("All your tables, on the class room's page", "在教室網頁看你所有的對局"),
    "refresh": ("Look again", "重新整理"),
    "no-service": ("The class service does not answer ({error}).",
                   "教室服務沒有回應（{error}）。"),
    "not-here": ("At a class table the class service plays the moves: this button does "
                 "nothing here.", "在班級對局中，著法由教室服務處理：這個按鈕在這裡沒有作用。"),
    "not-yours": ("Wait: {note}", "請等一下：{note}"),
}


def _say(lang: str, key: str, **params: Any) -> str:
    en, zh = WORDS[key]
    return (zh if lang == "zh-Hant" else en).format(**params)


class SeatBoard(GameWidget):
    """A pupil's seat at a class table (see the module docstring): the board shows the
    seat's view as the service sends it; moves go to the service."""

    POLL_WAIT = 25.0

    def __init__(self, url: str, token: str, table: int, lang: str,
                 doc: dict[str, Any] | None = None) -> None:
        import tutor

        self.url, self.token, self.table_id = url, token, int(table)
        doc = doc or self._ask(f"api/tables/{self.table_id}/view?lang={lang}")
        state = tutor.load(doc["game"]).from_code(doc["code"], boards=False)
        self._remote: dict[str, Any] = doc
        self._lock = threading.RLock()
        super().__init__(Match(state, auto_chance=False), lang=lang, viewer=doc["seat"],
                         classroom=False)
        self.hidden_controls = ["bot", "advice", "hints", "redo", "first", "prev", "next",
                                "last", "hint", "reset"]
        self.show(doc, force=True)
        self._stop = False
        self._thread = threading.Thread(target=self._listen, daemon=True,
                                        name="tutor-classroom-table")
        self._thread.start()

    def __repr__(self) -> str:
        return (f"<SeatBoard table {self.table_id}, seat {self._remote['seat']}: "
                f"{self._remote['status']}>")

    def _ask(self, path: str, method: str = "GET", body: Any = None,
             timeout: float = 10.0) -> dict[str, Any]:
        found = call(self.url + path, self.token, method, body, timeout=timeout)
        if not isinstance(found, dict):
            raise ServiceError("the class service answered with no view", 0)
        return found

    def _listen(self) -> None:
        """Wait for the other seats' moves (a long poll), and show each new view."""
        while not self._stop:
            version = self._remote["version"]
            try:
                doc = self._ask(f"api/tables/{self.table_id}/view?after={version}"
                                f"&wait={self.POLL_WAIT}&lang={self.lang}",
                                timeout=self.POLL_WAIT + 10)
            except ServiceError as e:
                if self._stop:
                    return
                self._say("error", text=_say(self.lang, "no-service", error=e))
                time.sleep(3.0)
                continue
            if not self._stop:
                self.show(doc)

    def show(self, doc: dict[str, Any], force: bool = False) -> None:
        """Show the seat's view ``doc`` (the service's answer), if it is news."""
        import tutor

        with self._lock:
            if not force and doc.get("version") == self._remote.get("version") and \
                    doc.get("step") == self._remote.get("step"):
                return
            # The service drew this view already: no need to draw it for every seat first.
            state = tutor.load(doc["game"]).from_code(doc["code"], boards=False)
            self._match.unobserve(self._observer)
            self._match = Match(state, auto_chance=False)
            self._match.observe(self._observer)
            self._remote = doc
            with self._batch():
                self.selection = {}
                self._drawn = None
                self._say("success" if doc.get("mine") else "info", text=doc["note"])

    def _sync(self) -> None:
        """The traits, with the move log and take-back as the service gives them."""
        super()._sync()
        remote = getattr(self, "_remote", None)
        if remote is not None:
            self.moves = list(remote["log"])
            self.cursor = self.log_length = len(remote["log"])
            self.can_undo, self.can_redo = bool(remote.get("takeback")), False

    def click(self, action: Any) -> None:
        """Send the move to the service (an illegal one is explained here at once)."""
        with self._lock:  # the position and the step it is at, together
            state, remote = self.state, self._remote
        verdict = state.check(action)
        if not verdict:
            return self._say_illegal(verdict)
        if not remote.get("mine"):
            return self._say("error", text=_say(self.lang, "not-yours", note=remote["note"]))
        notation = str(state.parse_action(action))
        try:
            doc = self._ask(f"api/tables/{self.table_id}/move?lang={self.lang}", "POST",
                            {"move": notation, "step": remote["step"]})
        except ServiceError as e:
            return self._say("error", text=str(e))
        self.show(doc)

    def undo(self) -> None:
        """Take back the pupil's move, where the teacher allows it."""
        try:
            doc = self._ask(f"api/tables/{self.table_id}/takeback?lang={self.lang}", "POST",
                            {})
        except ServiceError as e:
            return self._say("error", text=str(e))
        self.show(doc)

    def _elsewhere(self, *_args: Any, **_kwargs: Any) -> None:
        self._say("error", text=_say(self.lang, "not-here"))

    redo = goto = bot_move = hint = try_again = _elsewhere  # type: ignore[assignment]

    def advise(self, *_args: Any, **_kwargs: Any) -> None:  # type: ignore[override]
        """No Best moves at a class table."""
        self._elsewhere()

    def close(self) -> None:
        self._stop = True
        super().close()


class TableBox(ipywidgets.VBox):
    """The pupil's tables of one game, under a board (see the module docstring)."""

    def __init__(self, game: str, lang: str, url: str, token: str) -> None:
        self.game, self.lang, self.url, self.token = game, lang, url, token
        self.note = ipywidgets.HTML()
        self.note.add_class("tutor-tables-note")
        self.board: SeatBoard | None = None
        super().__init__([self.note])
        self.add_class("tutor-tables")
        self.refresh()

    def __repr__(self) -> str:
        return f"<TableBox {self.game}: {self.board!r}>"

    def _note(self, *lines: str, link: tuple[str, str] | None = None) -> None:
        parts = [f"<p>{html.escape(line)}</p>" for line in lines]
        if link is not None:
            parts.append(f'<p><a href="{html.escape(link[0], quote=True)}" target="_blank" '
                         f'rel="noopener">{html.escape(link[1])}</a></p>')
        self.note.value = "".join(parts)

    def refresh(self) -> None:
        """Ask the service for the pupil's tables of the game: open the one being played,
        or list what there is."""
        self._note(_say(self.lang, "loading"))
        try:
            doc = call(f"{self.url}api/tables?game={self.game}&lang={self.lang}", self.token)
        except ServiceError as e:
            self._note(_say(self.lang, "no-service", error=e))
            self.children = [self.note, self._button("refresh", self.refresh)]
            return
        mine = doc.get("mine") or []
        if len(mine) == 1:
            return self.take(mine[0]["table"])
        self.show_list(doc)

    def show_list(self, doc: dict[str, Any]) -> None:
        rows: list[ipywidgets.Widget] = []
        mine, opened, finished = (doc.get(k) or [] for k in ("mine", "open", "finished"))
        if mine:
            rows.append(ipywidgets.HTML(f"<p>{html.escape(_say(self.lang, 'yours'))}</p>"))
            for t in mine:
                rows.append(self._button("open-table", lambda t=t: self.take(t["table"]),
                                         n=t["table"]))
        if opened:
            rows.append(ipywidgets.HTML(f"<p>{html.escape(_say(self.lang, 'open'))}</p>"))
            for t in opened:
                free = [i for i, s in enumerate(t["seats"]) if s.get("free")]
                label = f"{_say(self.lang, 'table', n=t['table'])} · {t['title']}"
                buttons = [self._button("sit", lambda t=t, i=i: self.join(t["table"], i),
                                        seat=i + 1) for i in free]
                rows.append(ipywidgets.HBox([ipywidgets.Label(label), *buttons]))
        if finished:
            links = "、" if self.lang == "zh-Hant" else ", "
            items = links.join(
                f'<a href="{html.escape(t["replay"], quote=True)}" target="_blank" '
                f'rel="noopener">{html.escape(_say(self.lang, "table", n=t["table"]))} '
                f'{html.escape(_say(self.lang, "look-back"))}</a>' for t in finished[:10])
            rows.append(ipywidgets.HTML(f"<p>{html.escape(_say(self.lang, 'finished'))} "
                                        f"{items}</p>"))
        play = self.url.rstrip("/").rsplit("/services/", 1)
        page = f"/services/{play[1]}/play" if len(play) == 2 else self.url + "play"
        if not rows:
            self._note(_say(self.lang, "none"), link=(page, _say(self.lang, "all")))
        else:
            self._note(link=(page, _say(self.lang, "all")))
        self.children = [self.note, *rows, self._button("refresh", self.refresh)]

    def _button(self, key: str, then: Any, **params: Any) -> ipywidgets.Button:
        button = ipywidgets.Button(description=_say(self.lang, key, **params),
                                   layout=ipywidgets.Layout(width="auto"))
        button.add_class(f"tutor-tables-{key}")
        button.on_click(lambda _b: then())
        return button

    def join(self, table: int, seat: int) -> None:
        try:
            call(f"{self.url}api/tables/{table}/join?lang={self.lang}", self.token, "POST",
                 {"seat": seat})
        except ServiceError as e:
            self._note(str(e))
            return
        self.take(table)

    def take(self, table: int) -> None:
        """Play seat of ``table`` on a board of its own."""
        try:
            board = SeatBoard(self.url, self.token, table, self.lang)
        except ServiceError as e:
            self._note(_say(self.lang, "no-service", error=e))
            return
        old, self.board = self.board, board
        self.note.value = ""
        self.children = [self.note, board]
        if old is not None:
            old.close()

    def close(self) -> None:
        if self.board is not None:
            self.board.close()
        super().close()
