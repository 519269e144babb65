"""The interactive board: one anywidget for every game, bound to a :class:`~tutor.core.Match`.

The board is the game's SVG; a click on an element with ``data-action`` goes to Python and
through ``Match.play``, the same path as the Python API (the JavaScript never decides
legality). Everything the front end shows lives in synced traits, so a new view, or a
notebook reopened later, shows the truth. Every click a learner can make is also a method
(:meth:`GameWidget.click`, :meth:`~GameWidget.target`, :meth:`~GameWidget.undo`...), which is
how nbval exercises lessons.

Decisions written down here:

- Messages from the front end are untrusted. A malformed one (not an object, unknown
  ``type``, a field of the wrong type, a string over :data:`MAX_TEXT` characters) or a
  stale one (its ``cursor`` is not the current step) changes nothing and sets an error
  status saying what was wrong. Nothing raises into the kernel. A message that carries an
  ``id`` is answered with ``{"type": "reply", "id", "ok", "status"}``.
- The Python methods behave exactly like clicks: an illegal move or a bad step sets an
  error status instead of raising. Only :meth:`GameWidget.task`, an authoring call,
  raises ``ValueError`` for a mistake of the lesson author.
- ``moves`` lists every logged action, including those undone and not yet replaced (the
  lines after ``cursor``), so that ``>``, ``>|`` and a click on a line can step forward
  again. ``moves[:cursor]`` is ``match.history``. Each line is the move in words for the
  board's viewer (``State.words_for``, in the board's language): a deal or draw that seat
  cannot see has no outcome. The notation stays in ``match.history`` (the teacher's log,
  saves). (The trait is not called ``log``: ipywidgets uses that name for its logger.)
- Every move the board shows a person (status line, log, bot replies, Best moves) goes
  through ``State.words_for``; the author of a move is written with the seat's mark
  (``tutor.core.seats``), so that seats are told apart by more than colour.
- The board is played from the keyboard too: its click targets are buttons in the Tab
  order with a name in the board's language (``tutor.core.svg.Board.aria``); Enter or
  Space plays or selects the focused one, the arrow keys move between them and through the
  move log (board.js).
- Whose view: a board shows what one seat may see. By default (``viewer="auto"``) that is
  the person playing: the human seat to act, or with bots as ``opponents`` the human seat
  (never a bot's). ``viewer=None`` is the teacher's view of everything, given only when
  asked for; ``viewer=2`` fixes a seat.
- Front-end state changes that fail validation (a ``lang`` of "fr") are refused with a
  status, like malformed messages.
- A game without a renderer yet (``render`` raises ``NotImplementedError``) is shown as
  its text board inside a small SVG.
- A board offers a hook for a class (:data:`HOOK_GROUP`): the **Class** button, and in
  Present mode **Send to the class**, with the traits and messages that go with them. The
  board does not know who fills it: a package that offers a :class:`BoardHook` under that
  entry-point group gets each new board and answers with the hook for it, or None. The
  tutor's class service on a JupyterHub fills it (``tutor.classroom``: Class opens, under
  the board, a board of its own with the position the teacher sent to the class, for one
  move; for a teacher, Send to the class sends the board shown as the seat to act sees
  it, ``State.view_for``). Elsewhere (JupyterLite, Binder, a laptop) no hook answers, and
  none of it is shown.
- After a task is solved the widget returns to free play (the prompt stays, with
  ``task_done`` True); until then the bot button is refused.
- In a task, Undo takes back the learner's last move with the replies that followed it
  (Redo and stepping through the log wait for the end of the task), and anything that
  fails inside the task (its judge, a reply) is said in the board's language and starts
  the task again (``task_error`` keeps what failed), so the board never freezes.

>>> from tutor.core import Match
>>> from tutor.games import cartography
>>> w = GameWidget(Match(cartography.GAME, players=2, seed=1))
>>> w
<GameWidget cartography: step 0, Blue to place a tile>
>>> w.click("tile O3 at (0,1) rot 0")
>>> w.status.startswith("● Blue: ")
True
>>> w.click("stone at (9,9)a")
>>> w.status_kind, w.status.startswith("Illegal [cartography.")
('error', True)
>>> w.undo(); w.cursor
0
"""

from __future__ import annotations

import html
import importlib
import inspect
import re
import warnings
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol

import anywidget
import traitlets

from ..core.bots import Analysis, analyse
from ..core.game import Action, State
from ..core.lang import LANGS, Text, get_lang
from ..core.match import Match
from ..core.seats import seat_label
from ..core.svg import CITATION, SVG_NS
from ..core.verdict import Verdict
from ._task import DONE, GO_ON, MISS, REVEAL_STEP, ExpectPlan, Hint, Line, TaskPlan

STATIC = Path(__file__).parent / "static"

MAX_TEXT = 200
"""Longest action, target or id string accepted from the front end (notations are short)."""

STATUS_KINDS = ("info", "error", "success", "task")

Expect = Callable[[str, State], bool]

_IMPORT_HELPERS = re.compile(r'^import \{[^}]*\} from "\./helpers\.mjs";\n', re.MULTILINE)


def _bundle() -> str:
    """board.js with helpers.mjs inlined in front of it.

    anywidget loads the module from a blob URL, where a relative ``import`` cannot resolve;
    so the one import line of board.js is replaced by the helpers' source (their
    ``export`` declarations stay valid module-level bindings). No bundler, no network.
    """
    helpers = (STATIC / "helpers.mjs").read_text(encoding="utf-8")
    board = (STATIC / "board.js").read_text(encoding="utf-8")
    bundled, n = _IMPORT_HELPERS.subn(lambda _m: helpers + "\n", board, count=1)
    if n != 1:
        raise RuntimeError("board.js must import its helpers from ./helpers.mjs in one line")
    return bundled


HOOK_GROUP = "tutor.boards"
"""The entry-point group of board hooks: each entry is a callable that takes a new board
and returns its :class:`BoardHook`, or None where it has nothing to add (the tutor's own,
``tutor.classroom:board_hook``, answers only on a hub with the class service)."""


class BoardHook(Protocol):
    """What a class adds to a board (see :data:`HOOK_GROUP`): the board calls it when its
    Class and Send to the class buttons are pressed, and when it closes."""

    @property
    def frame(self) -> Any:
        """The widget the notebook shows for the board (the board and what opens under
        it), or None to show the board alone."""

    def toggle(self) -> None:
        """The Class button: open, or close, the class's board."""

    def send(self, group: str | None) -> None:
        """Send to the class: the board's position to class ``group``."""

    def tables(self) -> None:
        """Play a classmate: open, or close, the pupil's tables of the board's game."""

    def close(self) -> None:
        """The board closes."""


_hooks: list[Callable[[Any], BoardHook | None]] | None = None


def board_hooks() -> list[Callable[[Any], BoardHook | None]]:
    """The board hooks of the installed packages (read once per process; a test may add
    its own to the list)."""
    global _hooks
    if _hooks is None:
        from importlib.metadata import entry_points

        _hooks = []
        for entry in entry_points(group=HOOK_GROUP):
            try:
                _hooks.append(entry.load())
            except Exception as e:  # noqa: BLE001 - a broken plug-in must not break boards
                warnings.warn(f"board hook {entry.value!r} did not load: {e}", stacklevel=2)
    return _hooks


class BadTrait(traitlets.TraitError, ValueError):
    """A trait value the widget does not accept (both a TraitError and a ValueError)."""


class _Malformed(Exception):
    """A front-end message that cannot be used; the text says why."""


# -- texts, in English and Traditional Chinese ------------------------------------------------

_TEXTS: dict[str, tuple[str, str]] = {
    "moved": ("{who}: {action}. {turn}", "{who}：{action}。{turn}"),
    "replied": ("{who}: {action}. {bot} replied: {replies}. {turn}",
                "{who}：{action}。{bot}回應：{replies}。{turn}"),
    "illegal": ("Illegal [{rule}]: {reason}", "不合法 [{rule}]：{reason}"),
    "not-task": ("That is legal, but not this task: {hint}",
                 "這步合法，但不是這個任務要的：{hint}"),
    "go-on": ("Good. {turn}", "很好。{turn}"),
    "go-on-replied": ("Good. {who}: {replies}. {turn}", "很好。{who}：{replies}。{turn}"),
    "reply-refused": ("{who} has no answer ready for that move here, so it is taken back: try "
                      "another. {turn}",
                      "{who}對這一步沒有準備好的回應，所以這一步已收回：請換一步試試。{turn}"),
    "task-failed": ("Something went wrong in this task, so it starts again from the beginning. "
                    "{turn}",
                    "這個任務出了問題，所以從頭開始。{turn}"),
    "task-nav": ("During the task, {Undo} takes back your last move and Try again starts over; "
                 "you can step through the moves once the task is done.",
                 "任務進行中，「{Undo}」可以收回你上一步，「再試一次」可以重新開始；任務完成後才能逐步查看。"),
    "no-hint": ("No more hints: the last one gave the answer. Try again starts over.",
                "沒有更多提示了：上一個提示已經是答案。按「再試一次」可以重新開始。"),
    "hint": ("Hint {n} of {of} is shown below.", "已顯示提示 {n}/{of}，請看下方。"),
    "reset": ("Back to the start of the task. {turn}", "回到任務的開始。{turn}"),
    "no-task": ("There is no task on this board.", "這個盤面上沒有任務。"),
    "success": ("Well done!", "做得好！"),
    "stale": ("That click was made on an older board (step {sent}); the board is now at "
              "step {now}. Nothing changed.",
              "你點的是較舊的盤面（第 {sent} 步）；盤面現在在第 {now} 步。沒有任何改變。"),
    "malformed": ("Ignored a malformed message from the board: {what}. Nothing changed.",
                  "已忽略來自盤面的錯誤訊息：{what}。沒有任何改變。"),
    "crashed": ("Something went wrong while handling {what}: {error}",
                "處理{what}時出錯：{error}"),
    "selected": ("Selected {target}. {turn}", "已選取{target}。{turn}"),
    "bad-target": ("Cannot select {target}: {reason}", "無法選取 {target}：{reason}"),
    "undone": ("Undone: back to step {step}. {turn}", "已{undo}：回到第 {step} 步。{turn}"),
    "redone": ("Redone: now at step {step}. {turn}", "已重做：現在在第 {step} 步。{turn}"),
    "no-undo": ("Nothing to {undo}.", "沒有可以{undo}的步驟。"),
    "no-redo": ("Nothing to redo.", "沒有可以重做的步驟。"),
    "goto": ("Step {step} of {length}. {turn}", "第 {step} 步（共 {length} 步）。{turn}"),
    "bad-step": ("There is no step {step}: choose 0 to {length}.",
                 "沒有第 {step} 步：請選 0 到 {length}。"),
    "bot-task": ("The bot waits during a task: make this move yourself.",
                 "任務進行中電腦不會代走：請自己走這一步。"),
    "bot-over": ("The game is over: there is no move to make.", "遊戲已結束：沒有可走的步。"),
    "thinking": ("Thinking about {who}'s move…", "正在替{who}思考…"),
    "advised": ("The bot's best moves for {who} are highlighted on the board and listed below.",
                "電腦替{who}找到的最佳著法已在盤面上標示，並列在下方。"),
    "advice-task": ("During a task the Hint button helps; the bot's advice comes after it.",
                    "任務進行中請用「提示」按鈕；任務完成後才能請電腦建議。"),
    "advice-chance": ("Chance acts next, not a player: there is no move to advise.",
                      "下一步由機運決定，不是玩家：沒有走法可以建議。"),
    "hints-on": ("Hints on: playable moves are highlighted.", "提示已開啟：可以走的步已標示。"),
    "hints-off": ("Hints off.", "提示已關閉。"),
    "player": ("player {n}", "玩家 {n}"),
    "to-act": ("{who} to act", "輪到{who}"),
    "chance": ("chance", "機運"),
    "over": ("game over", "遊戲結束"),
    "wins": ("{turn}: {who} wins", "{turn}：{who}獲勝"),
    "a-message": ("a {kind} message", "「{kind}」訊息"),
    "no-class": ("There is no class service here: this works on the school's JupyterHub.",
                 "這裡沒有教室服務：這個功能要在學校的 JupyterHub 上使用。"),
}
"""The widget's own texts in English and Traditional Chinese (full-width punctuation in
Chinese). ``{undo}`` and ``{Undo}`` are the game's word for undo (:func:`board_words`)."""

BOARD_WORDS: dict[str, Text] = {
    "undo": Text("undo", "復原"),
    "move-log": Text("moves", "紀錄"),
}
"""The widget's words for undo and the move log, by the glossary's term ids: the card
games' 復原 and 紀錄, unless the game's glossary names them otherwise (a game played with
stones, as Go is, may say 悔棋 and 棋譜)."""


def board_words(game: Any, lang: str) -> dict[str, str]:
    """The words of the undo button and the move log's heading for ``game`` in ``lang``:
    the game's glossary ``TERMS`` (``tutor/games/<game>/glossary.py``) where it defines
    ``undo`` or ``move-log``, else :data:`BOARD_WORDS`. Keys: ``undo`` (the word, as a
    sentence uses it), ``Undo`` and ``log`` (as a button and a heading show them).

    >>> from tutor.games import cartography, kanagawa
    >>> board_words(cartography.GAME, "zh-Hant")
    {'undo': '悔棋', 'Undo': '悔棋', 'log': '棋譜'}
    >>> board_words(kanagawa.GAME, "zh-Hant")
    {'undo': '復原', 'Undo': '復原', 'log': '紀錄'}
    >>> board_words(cartography.GAME, "en")
    {'undo': 'undo', 'Undo': 'Undo', 'log': 'Game record'}
    """
    terms = _glossary_terms(game)
    undo = terms.get("undo", BOARD_WORDS["undo"])[lang]
    log = terms.get("move-log", BOARD_WORDS["move-log"])[lang]
    return {"undo": undo, "Undo": undo[:1].upper() + undo[1:], "log": log[:1].upper() + log[1:]}


def _glossary_terms(game: Any) -> Mapping[str, Text]:
    """The ``TERMS`` of the glossary module beside the module defining ``game``'s class
    (as the renderer is found), or none."""
    package = type(game).__module__.rpartition(".")[0]
    if not package:
        return {}
    try:
        glossary = importlib.import_module(f"{package}.glossary")
    except ModuleNotFoundError as e:
        if e.name != f"{package}.glossary":
            raise
        return {}
    terms = getattr(glossary, "TERMS", {})
    return {k: v for k, v in terms.items() if isinstance(v, Text)}

_MESSAGE_KINDS: dict[str, tuple[str, str]] = {
    "action": ("move", "走一步"), "target": ("selection", "選取"), "undo": ("undo", "復原"),
    "redo": ("redo", "重做"), "goto": ("step", "跳到某一步"), "bot": ("bot move", "電腦走一步"),
    "hints": ("hints", "提示"), "hint": ("hint", "提示"), "advice": ("best moves", "最佳著法"),
    "reset": ("try again", "再試一次"), "class": ("class", "全班"),
    "tables": ("play a classmate", "和同學下"),
    "send-class": ("send to the class", "傳給全班"), "review": ("bot review", "電腦檢討"),
    "reveal": ("show my board", "顯示我的盤面"),
}
"""The front end's message types, named in words for a status line."""


def _text(lang: str, key: str, **params: Any) -> str:
    en, zh = _TEXTS[key]
    return (zh if lang == "zh-Hant" else en).format(**params)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _short(value: Any, limit: int = 40) -> str:
    """``repr`` of untrusted input, cut so that a status line stays a line."""
    return _cut(repr(value), limit)


def _accepts_lang(method: Any) -> bool:
    try:
        return "lang" in inspect.signature(method).parameters
    except (TypeError, ValueError):
        return False


def _text_svg(text: str) -> str:
    """A plain SVG showing a text board, for games whose renderer is not written yet."""
    lines = text.splitlines() or [""]
    width = 9 * max(len(line) for line in lines) + 20
    height = 20 * len(lines) + 16
    rows = "".join(
        f'<tspan x="10" dy="20">{html.escape(line)}</tspan>' for line in lines
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-text-board" '
        f'viewBox="0 0 {width} {height}" width="{width}" height="{height}">'
        f'<text font-family="monospace" font-size="15" xml:space="preserve" y="4">{rows}'
        f"</text></svg>"
    )


class GameWidget(anywidget.AnyWidget):
    """An interactive board bound to a match: click to play, undo, redo, hints, bot, tasks.

    Arguments:
        match: the :class:`~tutor.core.Match` to show and play (a state is wrapped in a new
            match).
        lang: ``"en"`` or ``"zh-Hant"``: the board, status line, log and buttons (None:
            the language chosen with ``tutor.set_language``).
        viewer: whose view is drawn (hidden information): ``"auto"`` (default) the person
            playing (the human seat to act; never a seat in ``opponents``), a seat number,
            or None for the teacher's view of everything.
        hints: start with hints on (legal actions highlighted).
        bot: the bot behind the "bot move" button; None uses ``match.bot_move``'s default,
            a :class:`~tutor.core.GreedyBot` seeded by the match seed and the step.
        title: the heading; None uses the game's title in ``lang``.
        opponents: seats the computer plays, e.g. ``{1: GreedyBot()}``: after each of your
            moves (outside tasks), the bots play until it is your turn again.
        classroom: offer the class buttons where a board hook fills them (on a JupyterHub
            with the class service); False for a board that is itself the class's board.

    Raises:
        TypeError: ``match`` is neither a match nor a state.
        BadTrait: an unknown ``lang`` or a ``viewer`` that is not a seat, None or "auto".
    """

    _esm = _bundle()
    _css = STATIC / "board.css"

    # Python -> JS: what the board shows.
    svg = traitlets.Unicode("").tag(sync=True)
    """The board as SVG text, drawn by the game's renderer."""
    status = traitlets.Unicode("").tag(sync=True)
    """The status line: whose turn, what just happened, why a move is illegal."""
    status_kind = traitlets.Unicode("info").tag(sync=True)
    """How to show the status: one of :data:`STATUS_KINDS`."""
    moves = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """Every logged action as a line "3. ● Blue: take column 2" (in words, for the viewer);
    those from ``cursor`` on are undone."""
    cursor = traitlets.Int(0).tag(sync=True)
    """How many logged actions are applied (``match.cursor``)."""
    log_length = traitlets.Int(0).tag(sync=True)
    """How many actions are logged (``len(match.log)``)."""
    can_undo = traitlets.Bool(False).tag(sync=True)
    can_redo = traitlets.Bool(False).tag(sync=True)
    prompt = traitlets.Unicode("").tag(sync=True)
    """The task prompt, "" when there is no task."""
    task_done = traitlets.Bool(False).tag(sync=True)
    """True once the learner solved the task."""
    hint_text = traitlets.Unicode("").tag(sync=True)
    """The last hint asked for in this task ("" before the first), or outside tasks the
    bot's advice for the position shown ("" once the position changes)."""
    hint_step = traitlets.Int(0).tag(sync=True)
    """How many hint steps the learner has asked for in this task."""
    hint_steps = traitlets.Int(0).tag(sync=True)
    """How many hint steps the task has (the last one gives the answer)."""
    code = traitlets.Unicode("").tag(sync=True)
    """The position code of the board (``game.from_code`` restores it), as the viewer may
    see it: hidden cards are redrawn, so a shared code tells no secret."""
    title = traitlets.Unicode("").tag(sync=True)
    words = traitlets.Dict().tag(sync=True)
    """The game's words for the undo button and the move log (:func:`board_words`), in the
    widget's language: the front end shows them over its own labels."""
    selection = traitlets.Dict().tag(sync=True)
    """The first click of a two-click interaction, as the game's ``select`` keeps it."""

    # Filled by a board hook (the class service on a JupyterHub); "" everywhere else.
    classroom = traitlets.Unicode("").tag(sync=True)
    """"" (no class service: no class buttons), "student" (the Class button) or "teacher"
    (also Send to the class, in Present mode)."""
    class_groups = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """The classes a teacher may send this board to."""
    class_slot = traitlets.Bool(False).tag(sync=True)
    """Whether the class's board can open under this one: the board is shown by itself in
    a notebook (not inside another widget), so the notebook shows the place under it."""
    class_open = traitlets.Bool(False).tag(sync=True)
    """Whether the class's board is open under this board."""
    class_link = traitlets.Unicode("").tag(sync=True)
    """The projector view of the position this board last sent to a class ("" before)."""
    tables_open = traitlets.Bool(False).tag(sync=True)
    """Whether the pupil's class tables (Play a classmate) are open under this board."""
    hidden_controls = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """Buttons this board does not offer (a class table's board, whose moves the class
    service plays: no bot, no best moves, no stepping back through the log)."""

    mode = traitlets.Unicode("play").tag(sync=True)
    """What the board is for: "play" (this class), "replay" (a finished match looked back
    on: :class:`~tutor.widget.ReplayWidget`) or "pass" (people taking turns at one screen:
    :class:`~tutor.widget.PassAndPlay`); the front end shows the controls of the mode."""

    # Settings, from Python (hints also from the hint toggle's message).
    lang = traitlets.Unicode("en").tag(sync=True)
    hints = traitlets.Bool(False).tag(sync=True)
    """When on, the renderer highlights the legal actions (the expected ones in a task)."""

    # Python only.
    advice_seconds = traitlets.Float(1.0)
    """How long the "best moves" button lets the strong bot think."""
    viewer = traitlets.Int(None, allow_none=True)
    """The seat whose view is drawn now, or None for the teacher's view."""

    def __init__(self, match: Match | State, lang: str | None = None,
                 viewer: int | str | None = "auto",
                 hints: bool = False, bot: Any = None, title: str | None = None,
                 opponents: Mapping[int, Any] | None = None, classroom: bool = True) -> None:
        if isinstance(match, State):
            match = Match(match)
        if not isinstance(match, Match):
            raise TypeError(f"GameWidget needs a Match (or a State), not {match!r}")
        self._match = match
        self._observer = self._on_match_change  # one bound method: unobserve compares by identity
        self._bot = bot
        self._opponents = dict(opponents or {})
        """Seats the computer plays: after each of your moves, bots answer in their turns."""
        self._task: TaskPlan | None = None
        self._task_start = 0
        self._task_moves: list[str] = []
        """The learner's moves kept in the task (canonical notations)."""
        self._task_marks: list[int] = []
        """The log length before each of them (Undo in a task goes back to the last)."""
        self.task_error: str = ""
        """What went wrong the last time a task failed inside (for the teacher and the tests;
        the learner is told in words and the task starts again)."""
        self._task_hints: list[Hint] = []
        self._annotations: dict[str, Any] = {}
        """Numbered markers and place labels drawn on the board (:meth:`mark_places`)."""
        self._annotating: TaskPlan | None = None
        """The task whose markers and labels (in the board's language) the board draws,
        from its start on, also once it is done."""
        self._advice: tuple[State, Analysis] | None = None
        """The bot's advice and the position it is for (outside tasks)."""
        self._auto_title = title is None
        self._holding = 0
        self._drawn: tuple | None = None
        self._auto_viewer = isinstance(viewer, str)
        if self._auto_viewer and viewer != "auto":
            raise BadTrait(f"viewer must be 'auto', None or a seat, not {viewer!r}")
        self._setting_viewer = False
        # Fill every trait before the comm opens, so the front end gets one complete state.
        with self._batch():
            self.lang = get_lang() if lang is None else lang
            self.words = board_words(match.game, self.lang)
            self._set_viewer(self._person_seat() if self._auto_viewer else viewer)
            self.hints = bool(hints)
            self.title = self._game_title() if title is None else str(title)
            self._say_turn()
        super().__init__()
        match.observe(self._observer)
        self.on_msg(self._on_custom_msg)
        self._classroom: BoardHook | None = None
        """The board's class hook (None where no hook answers: nothing is shown)."""
        if classroom:
            self._classroom = self._hook()

    def _hook(self) -> BoardHook | None:
        """The first board hook that answers for this board (:func:`board_hooks`)."""
        for hook in board_hooks():
            try:
                found = hook(self)
            except Exception as e:  # noqa: BLE001 - the board works without its class
                warnings.warn(f"board hook {hook!r} failed: {e}", stacklevel=2)
                continue
            if found is not None:
                return found
        return None

    # -- the Python API (each method is what one click does) ------------------------------

    @property
    def match(self) -> Match:
        """The match this board plays."""
        return self._match

    @property
    def state(self) -> State:
        """The current state of the match."""
        return self._match.state

    @property
    def bot(self) -> Any:
        return self._bot

    def click(self, action: str | Action) -> None:
        """Play ``action`` as a click on its ``data-action`` would (through ``match.play``).

        Illegal actions, and in task mode legal ones that miss the task, are not played: the
        status says why. Nothing that goes wrong inside a task escapes the board: it says so
        and starts the task again.
        """
        state = self.state
        verdict = state.check(action)
        task = self._task
        if not verdict:
            if task is not None:
                _tell(task, "illegal", rule=verdict.rule, move=str(action))
            return self._say_illegal(verdict)
        notation = str(state.parse_action(action))  # canonical, whatever the spelling
        if task is not None:
            return self._guarded(task, lambda: self._task_move(task, notation))
        mover = state.current_player()
        with self._batch():
            played = self._match.cursor
            self._match.play(notation)
            self.selection = {}
            self._answer(mover, played)

    def _guarded(self, task: TaskPlan, step: Callable[[], None]) -> None:
        """Run one step of the task; if anything in it fails (a broken task, a bug), the
        learner is told in the board's language and the task starts again, so that the
        board stays usable (the error is kept in :attr:`task_error`)."""
        try:
            step()
        except Exception as e:  # noqa: BLE001 - a click must never break the board
            self.task_error = _cut(f"{type(e).__name__}: {e}", 300)
            self._restart_task(task, "task-failed", "error")

    def _restart_task(self, task: TaskPlan, key: str, kind: str) -> None:
        """Back to the task's position (or to the board as it is, if Python code took the
        match back before it), with the status ``key``; the task's own report of it may
        fail without harm."""
        with self._batch():
            start = min(self._task_start, self._match.cursor)
            self._match.reset(start)
            self._task_start = start
            self._task_moves, self._task_marks = [], []
            self.selection = {}
            self._say(kind, key, turn=self._turn())
        _tell(task, "reset")

    def _task_move(self, task: TaskPlan, notation: str) -> None:
        """A legal move in task mode: the task judges it before it is played. A move after
        which the goal is out of reach is a miss; after one that keeps it within reach the
        board plays the task's scripted replies (a reply that is illegal after all takes
        the move back, and the board says so)."""
        state = self.state
        moves = (*self._task_moves, notation)
        start = self._match._states[self._task_start]
        line = Line(self._match.seed, self._task_start, self._match.auto_chance)
        judgement = task.judge(start, state.apply(notation), moves, self.lang, line)
        if judgement.outcome == MISS:
            _tell(task, "miss", move=notation)
            return self._say("error", "not-task", hint=judgement.why)
        if judgement.outcome not in (DONE, GO_ON):
            raise ValueError(f"a task judged {notation!r} as {judgement.outcome!r}")
        with self._batch():
            mark = self._match.cursor
            self._match.play(notation)
            self._task_moves.append(notation)
            self._task_marks.append(mark)
            self.selection = {}
            if judgement.outcome == DONE:
                self._end_task(task)
                return
            first = self._match.cursor
            for reply in task.replies(len(self._task_moves)):
                if not self.state.check(reply):
                    seat = self.state.current_player()
                    self._match.reset(mark)
                    self._task_moves.pop()
                    self._task_marks.pop()
                    _tell(task, "miss", move=notation)
                    return self._say("error", "reply-refused", who=self._name(seat),
                                     turn=self._turn())
                self._match.play(reply)
            states = self._match._states
            played = [i for i in range(first, self._match.cursor) if not states[i].is_chance()]
            if not played:
                return self._say("task", "go-on", turn=self._turn())
            sep = "、" if self.lang == "zh-Hant" else ", "
            self._say("task", "go-on-replied", who=self._name(states[played[0]].current_player()),
                      replies=sep.join(self._move_at(i) for i in played), turn=self._turn())

    def _end_task(self, task: TaskPlan) -> None:
        self._task = None
        self.task_done = True
        self.hints = False
        _tell(task, "done", moves=len(self._task_moves), hints=self.hint_step)
        self._say("success", text=task.success(self.lang))

    def _answer(self, mover: int, played: int) -> None:
        """Let the opponent bots play their turns, then say what happened (``played``: the
        log index of the mover's action)."""
        replies: list[str] = []
        bot_seat = None
        while True:
            state = self.state
            seat = state.current_player()
            if state.is_terminal() or seat not in self._opponents:
                break
            bot_seat = seat
            index = self._match.cursor
            self._match.bot_move(self._opponents[seat])
            replies.append(self._move_at(index))
        move = self._move_at(played)
        if replies:
            sep = "、" if self.lang == "zh-Hant" else ", "
            self._say("info", "replied", who=self._name(mover, mark=True), action=move,
                      bot=self._name(bot_seat, mark=True), replies=sep.join(replies),
                      turn=self._turn())
        else:
            self._say("info", "moved", who=self._name(mover, mark=True), action=move,
                      turn=self._turn())

    def _move_at(self, index: int) -> str:
        """Logged action ``index`` in words, as the board's viewer may know it."""
        return self._match.words_for(index, self.viewer, self.lang)

    def target(self, target: str) -> None:
        """Select ``target`` as a click on its ``data-target`` would (``game.select``)."""
        try:
            selection = self._match.game.select(self.state, dict(self.selection), target)
        except ValueError as e:
            return self._say("error", "bad-target", target=_short(target), reason=e)
        if not isinstance(selection, dict):
            raise TypeError(f"{self._match.game!r}.select returned {selection!r}, not a dict")
        name = self._target_name(target)
        with self._batch():
            self.selection = selection
            self._say("info", "selected", target=name, turn=self._turn())

    def undo(self) -> None:
        """Take back the last decision (``match.undo``); in a task, the learner's last move
        with the replies that followed it."""
        task = self._task
        if task is not None:
            return self._guarded(task, self._task_undo)
        if not self._match.can_undo():
            return self._say("error", "no-undo")
        with self._batch():
            self._match.undo()
            self._say("info", "undone", step=self._match.cursor, turn=self._turn())

    def _task_undo(self) -> None:
        if not self._task_marks:
            return self._say("error", "no-undo")
        with self._batch():
            self._match.reset(self._task_marks.pop())
            self._task_moves.pop()
            self._say("task", "undone", step=self._match.cursor, turn=self._turn())

    def redo(self) -> None:
        """Replay the next undone decision (``match.redo``); refused in a task (Undo there
        forgets the move)."""
        if self._task is not None:
            return self._say("error", "task-nav")
        if not self._match.can_redo():
            return self._say("error", "no-redo")
        with self._batch():
            self._match.redo()
            self._say("info", "redone", step=self._match.cursor, turn=self._turn())

    def goto(self, step: int) -> None:
        """Show the position after ``step`` logged actions (0 = the start)."""
        length = len(self._match.log)
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= length:
            return self._say("error", "bad-step", step=_short(step), length=length)
        if self._task is not None and step != self._match.cursor:
            return self._say("error", "task-nav")
        with self._batch():
            self._match.goto(step)
            self._say("info", "goto", step=step, length=length, turn=self._turn())

    def bot_move(self) -> None:
        """Let the bot play the current player's next action (refused during a task)."""
        if self._task is not None:
            return self._say("error", "bot-task")
        state = self.state
        if state.is_terminal() or not (state.is_chance() or state.legal_actions()):
            return self._say("error", "bot-over")
        mover = state.current_player()
        with self._batch():
            played = self._match.cursor
            self._match.bot_move(self._bot)
            self.selection = {}
            self._say("info", "moved", who=self._name(mover, mark=True),
                      action=self._move_at(played), turn=self._turn())

    def advise(self, seconds: float | None = None, iterations: int | None = None,
               seed: int | None = None) -> Analysis | None:
        """The strong bot's best moves for the seat to act (what "Best moves" does): they are
        highlighted and numbered on the board (the markers ①②③ of the list's order) and
        written in ``hint_text`` with the bot's estimates, in the board's language, until the
        position changes. The search sees only what that
        seat sees. ``seconds`` (default :attr:`advice_seconds`) or ``iterations`` bound it;
        the seed defaults to the match seed and step. Refused during a task (its Hint button
        helps there), at a chance event and when the game is over; then returns None.
        """
        if self._task is not None:
            return self._say("error", "advice-task")
        state = self.state
        if state.is_terminal() or not (state.is_chance() or state.legal_actions()):
            return self._say("error", "bot-over")
        if state.is_chance():
            return self._say("error", "advice-chance")
        who = self._name(state.current_player())
        self._say("info", "thinking", who=who)  # sent now: the search takes a moment
        if seconds is None and iterations is None:
            seconds = self.advice_seconds
        if seed is None:
            seed = self._match.seed + self._match.cursor
        # The search starts from the seat's view (what it may know, hidden cards redrawn
        # by a fixed generator), so its advice cannot depend on what the seat cannot see.
        view = state.view_for(state.current_player())
        analysis = analyse(view, seconds=seconds, iterations=iterations, seed=seed)
        with self._batch():
            self._advice = (state, analysis)
            self.hint_text = analysis.describe(self.lang)
            self._say("info", "advised", who=who)
        return analysis

    def set_hints(self, on: bool) -> None:
        """Turn hints on or off, as the hint toggle does."""
        with self._batch():
            self.hints = bool(on)
            self._say("info", "hints-on" if on else "hints-off")

    def task(self, prompt: str, expect: Iterable[str | Action] | str | Expect,
             success: str | None = None, hint: str | None = None) -> None:
        """Start a simple task: only a move that ``expect`` accepts is played.

        ``expect`` is a list of notations (any one of them solves the task) or a callable
        ``expect(notation, new_state) -> bool`` asked about each legal click. A matching
        click is played and shows ``success``; a legal click that does not match is not
        played and shows ``hint`` (default: the prompt); an illegal one is explained. The
        one hint step highlights the moves that solve it. (Lessons use :meth:`start_task`
        with richer tasks.)

        Raises:
            ValueError: an expected notation cannot be read, or none of them is legal now.
        """
        if isinstance(expect, (str, Action)):
            expect = [expect]
        if callable(expect):
            wanted: frozenset[str] | Expect = expect
        else:
            state = self.state
            wanted = frozenset(str(state.parse_action(e)) for e in expect)
            if not any(state.check(a) for a in wanted):
                why = "; ".join(str(state.check(a)) for a in sorted(wanted)) or "none given"
                raise ValueError(f"no expected action of task {prompt!r} is legal here: {why}")
        self.start_task(ExpectPlan(
            str(prompt), wanted,
            success if success is not None else _text(self.lang, "success"),
            hint if hint is not None else str(prompt),
        ))

    def start_task(self, plan: TaskPlan) -> None:
        """Put the board in task mode from the current position (see :class:`TaskPlan`)."""
        with self._batch():
            self._task = plan
            self._task_start = self._match.cursor
            self._task_moves, self._task_marks = [], []
            self.task_error = ""
            self._task_hints = plan.hints(self.lang, self.state)
            self._annotating = plan
            self._advice = None
            self.prompt = plan.prompt(self.lang)
            self.task_done = False
            self.hints = False
            self.hint_text = ""
            self.hint_step = 0
            self.hint_steps = len(self._task_hints)
            self._say("task", text=self._turn())

    def hint(self) -> None:
        """The next hint step of the task (the last one gives the answer)."""
        task = self._task
        if task is None:
            return self._say("error", "no-task")
        if self.hint_step >= len(self._task_hints):
            return self._say("info", "no-hint")
        with self._batch():
            self.hint_step += 1
            hint = self._task_hints[self.hint_step - 1]
            self.hint_text = hint.text
            self.hints = bool(hint.highlight)
            # the hint's text is in the hint box under the status line, not repeated here
            self._say("task", "hint", n=self.hint_step, of=len(self._task_hints))
        _tell(task, "hint", step=self.hint_step)

    def try_again(self) -> None:
        """Go back to the task's position (the moves made in the task are forgotten)."""
        task = self._task
        if task is None:
            return self._say("error", "no-task")
        self._restart_task(task, "reset", "task")

    def join_class(self) -> None:
        """Open (or close) the class's board under this one, as the Class button does: the
        position the teacher sent to the class, for one move (on a hub with the class
        service; elsewhere the status says there is none)."""
        if self._classroom is None:
            return self._say("error", "no-class")
        self._classroom.toggle()

    def play_classmate(self) -> None:
        """Open (or close) the pupil's tables of this game under the board, as the Play a
        classmate button does: a table the teacher opened, played against classmates
        through the class service (on a hub with the class service; elsewhere the status
        says there is none)."""
        tables = getattr(self._classroom, "tables", None)
        if tables is None:
            return self._say("error", "no-class")
        tables()

    def send_to_class(self, group: str | None = None) -> None:
        """Send this board's position to class ``group`` (the only one a teacher teaches
        by default), as Present mode's Send to the class does: as the seat to act sees it,
        so that no secret reaches a student. The status says what happened and
        :attr:`class_link` is the projector view."""
        if self._classroom is None:
            return self._say("error", "no-class")
        self._classroom.send(group)

    def close(self) -> None:
        """Stop following the match and close the front end."""
        match = getattr(self, "_match", None)  # None when __init__ failed (close runs in __del__)
        if match is not None:
            match.unobserve(self._observer)
        if getattr(self, "_classroom", None) is not None:
            self._classroom.close()
        super().close()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live widget, plus the board as a picture for where widgets cannot run (a
        saved notebook on GitHub or nbviewer; JupyterLab shows the live widget). On a hub
        with the class service, the widget shown is the board with the place under it
        where the class's board opens."""
        bundle = super()._repr_mimebundle_(**kwargs)
        frame = self._classroom.frame if self._classroom is not None else None
        if frame is not None:
            own = bundle[0] if isinstance(bundle, tuple) else bundle
            bundle = frame._repr_mimebundle_(**kwargs)
            data = bundle[0] if isinstance(bundle, tuple) else bundle
            if isinstance(own, dict) and isinstance(data, dict) and "text/plain" in own:
                data["text/plain"] = own["text/plain"]
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        if isinstance(data, dict) and self.svg:
            data["image/svg+xml"] = self.svg
        return bundle

    def __repr__(self) -> str:
        return (f"<GameWidget {self._match.game.name}: step {self._match.cursor}, "
                f"{self._turn('en', sentence=False)}>")

    # -- front-end messages (untrusted) ---------------------------------------------------

    def set_state(self, sync_data: dict) -> None:
        """Front-end changes of synced traits: a value that fails validation changes nothing
        and sets an error status (ipywidgets would only log it)."""
        try:
            super().set_state(sync_data)
        except Exception as e:  # noqa: BLE001 - untrusted input must not raise in the kernel
            names = ", ".join(map(str, sync_data)) if isinstance(sync_data, dict) else "?"
            self._say("error", "malformed", what=_cut(f"{names}: {e}", 120))

    def _on_custom_msg(self, _widget: Any, content: Any, _buffers: Any = None) -> None:
        """Handle one message from the front end; never raises."""
        try:
            self._dispatch(content)
        except _Malformed as e:
            self._say("error", "malformed", what=str(e))
        except Exception as e:  # noqa: BLE001 - a bad click must not crash the kernel
            kind = content.get("type") if isinstance(content, dict) else None
            self._say("error", "crashed", what=self._message_name(kind),
                      error=_cut(f"{type(e).__name__}: {e}", 160))
            self._resync()
        reply_id = content.get("id") if isinstance(content, dict) else None
        if _valid_id(reply_id):
            self.send({"type": "reply", "id": reply_id, "ok": self.status_kind != "error",
                       "status": self.status})

    def _resync(self) -> None:
        """Show the match as it is after a failure (so that the front end's cursor is the
        match's and the next click is not refused as stale); never raises."""
        try:
            with self._batch():
                self._drawn = None
        except Exception:  # noqa: BLE001 - the status already says what went wrong
            pass

    def _dispatch(self, msg: Any) -> None:
        if not isinstance(msg, dict):
            raise _Malformed(f"expected an object, got {_short(msg)}")
        if "id" in msg and not _valid_id(msg["id"]):
            raise _Malformed(f"'id' must be an integer or a short string, not {_short(msg['id'])}")
        kind = msg.get("type")
        if kind == "action":
            action = _field(msg, "action", str)
            if self._fresh(_field(msg, "cursor", int)):
                self.click(action)
        elif kind == "target":
            target = _field(msg, "target", str)
            if self._fresh(_field(msg, "cursor", int)):
                self.target(target)
        elif kind == "undo":
            self.undo()
        elif kind == "redo":
            self.redo()
        elif kind == "goto":
            self.goto(_field(msg, "step", int))
        elif kind == "bot":
            self.bot_move()
        elif kind == "hints":
            self.set_hints(_field(msg, "on", bool))
        elif kind == "hint":
            self.hint()
        elif kind == "advice":
            self.advise()
        elif kind == "reset":
            self.try_again()
        elif kind == "class":
            self.join_class()
        elif kind == "tables":
            self.play_classmate()
        elif kind == "send-class":
            group = msg.get("group")
            if group is not None:
                group = _field(msg, "group", str)
            self.send_to_class(group)
        else:
            raise _Malformed(f"unknown message type {_short(kind)}")

    def _fresh(self, cursor: int) -> bool:
        """False (with a status) when a click was made on another step's board."""
        if cursor == self._match.cursor:
            return True
        self._say("error", "stale", sent=cursor, now=self._match.cursor)
        return False

    # -- keeping the traits in step with the match --------------------------------------------

    def _on_match_change(self, _match: Match) -> None:
        """The match changed (here or from Python code): redraw and say whose turn it is."""
        with self._batch():
            self.selection = {}
            if self._advice is not None and self._advice[0] is not self.state:
                self._advice = None
                self.hint_text = ""
            self._say_turn()

    @contextmanager
    def _batch(self):
        """Group trait changes: one redraw and one sync message at the end."""
        self._holding += 1
        try:
            if self._holding == 1 and getattr(self, "comm", None) is not None:
                with self.hold_sync():
                    yield
                    self._sync()
            else:
                yield
                if self._holding == 1:
                    self._sync()
        finally:
            self._holding -= 1

    def _sync(self) -> None:
        """Copy the match into the traits and redraw the board if anything it shows changed."""
        m = self._match
        if self._auto_viewer:
            self._set_viewer(self._person_seat())
        log = m.log
        self.moves = [self._log_line(step) for step in log]
        self.cursor = m.cursor
        self.log_length = len(log)
        if self._task is not None:  # in a task, Undo takes back the learner's own moves
            self.can_undo, self.can_redo = bool(self._task_marks), False
        else:
            self.can_undo, self.can_redo = m.can_undo(), m.can_redo()
        highlight = self._highlight()
        annotations = self._drawing_annotations()
        key = (m.cursor, tuple(self.moves), self.lang, self.viewer, highlight,
               repr(sorted(self.selection.items())), repr(sorted(annotations.items())))
        if key != self._drawn:
            self.svg = self._draw(highlight, annotations)
            self.code = self._code()
            self._drawn = key

    def _highlight(self) -> tuple[str, ...] | None:
        if self._advice is not None:
            return tuple(m.action for m in self._advice[1].moves)
        if not self.hints:
            return None
        if self._task is not None:  # in a task only a hint highlights, never every move
            step = self.hint_step
            return self._task_hints[step - 1].highlight if step else ()
        return tuple(str(a) for a in self.state.legal_actions())

    def legal_hidden(self) -> bool:
        """Whether the board hides which moves are legal now: in a task that asks it
        (:attr:`TaskPlan.hide_legal`), until hint step :data:`REVEAL_STEP` (or the task's
        last, when it has fewer)."""
        task = self._task
        return (task is not None and task.hide_legal
                and self.hint_step < min(REVEAL_STEP, max(self.hint_steps, 1)))

    def mark_places(self, markers: Mapping[str, int] | None = None,
                    labels: Mapping[str, str] | None = None) -> None:
        """Draw numbered markers (place -> 1, 2...) and names (place -> text) on the board
        (:func:`tutor.core.svg.annotate`) until they are changed; None or empty draws
        none."""
        with self._batch():
            self._annotating = None
            self._annotations = {k: dict(v) for k, v in
                                 (("markers", markers), ("labels", labels)) if v}

    def _drawing_annotations(self) -> dict[str, Any]:
        """The keyword arguments of the board's drawing besides the usual ones: markers,
        labels, and ``show_legal=False`` while :meth:`legal_hidden`."""
        plan = self._annotating
        if plan is not None:
            out = {k: v for k, v in (("markers", plan.markers()),
                                     ("labels", plan.labels(self.lang))) if v}
        else:
            out = dict(self._annotations)
            if self._advice is not None and "markers" not in out:
                # the bot's best moves numbered on the board as hint_text lists them, so
                # that a move said in words is found where it is
                out["markers"] = {m.action: n for n, m in enumerate(self._advice[1].moves, 1)}
        if self.legal_hidden():
            out["show_legal"] = False
        return out

    def _draw(self, highlight: tuple[str, ...] | None,
              annotations: Mapping[str, Any] | None = None) -> str:
        try:
            return self._match.render(
                viewer=self.viewer, highlight=list(highlight) if highlight else None,
                lang=self.lang, selection=dict(self.selection) or None, **(annotations or {}),
            )
        except NotImplementedError:
            return _text_svg(str(self.state))

    def _code(self) -> str:
        """The position code, for the viewer: what that seat cannot see is redrawn."""
        try:
            return self.state.view_for(self.viewer).code()
        except Exception:  # noqa: BLE001 - a game without codes still shows its board
            return ""

    def _person_seat(self) -> int | None:
        """The seat of the person at this board: the human seat to act, else the one shown
        so far (or the first human seat); None when bots play every seat."""
        state = self.state
        humans = [p for p in range(state.num_players()) if p not in self._opponents]
        if not humans:
            return None
        seat = state.current_player()
        if seat in humans:
            return seat
        current = self.viewer
        return current if current in humans else humans[0]

    def _set_viewer(self, seat: int | None) -> None:
        self._setting_viewer = True
        try:
            self.viewer = seat
        finally:
            self._setting_viewer = False


    @traitlets.observe("lang", "hints", "viewer", "selection")
    def _on_view_change(self, change: dict) -> None:
        if change["name"] == "lang":
            self.words = board_words(self._match.game, self.lang)
            if self._auto_title:
                self.title = self._game_title()
            if self._advice is not None:
                self.hint_text = self._advice[1].describe(self.lang)
            self._say_turn()
        if not self._holding:
            with self._batch():
                pass

    @traitlets.validate("lang")
    def _valid_lang(self, proposal: dict) -> str:
        if proposal["value"] not in LANGS:
            raise BadTrait(f"unknown language {proposal['value']!r}; "
                           f"choose one of {', '.join(LANGS)}")
        return proposal["value"]

    @traitlets.validate("viewer")
    def _valid_viewer(self, proposal: dict) -> int | None:
        v = proposal["value"]
        n = self.state.num_players()
        if v is not None and not 0 <= v < n:
            raise BadTrait(f"viewer must be None or a seat from 0 to {n - 1}, not {v!r}")
        if not getattr(self, "_setting_viewer", True):
            self._auto_viewer = False  # a seat (or None) chosen from Python stays chosen
        return v

    @traitlets.validate("status_kind")
    def _valid_kind(self, proposal: dict) -> str:
        if proposal["value"] not in STATUS_KINDS:
            raise BadTrait(f"status_kind must be one of {', '.join(STATUS_KINDS)}, "
                           f"not {proposal['value']!r}")
        return proposal["value"]

    # -- texts ---------------------------------------------------------------------------------

    def _say(self, kind: str, key: str | None = None, text: str | None = None,
             **params: Any) -> None:
        """Set the status line (in the widget's language) and its kind; a text may name
        the game's word for undo (``{undo}``, ``{Undo}``)."""
        if key is not None:
            params = {**self.words, **params}
        self.status = text if key is None else _text(self.lang, key, **params)
        self.status_kind = kind

    def _say_turn(self) -> None:
        """The status when nothing just happened: whose turn it is (in a task, the prompt
        is shown above it)."""
        self._say("task" if self._task is not None else "info", text=self._turn())

    def _say_illegal(self, verdict: Verdict) -> None:
        """The refusal in the board's language: the engine's reason, or, for a reason given
        in English only, the rule's own text in Chinese."""
        reason = verdict.explained(self.lang, getattr(self._match.game, "rules", None))
        self._say("error", "illegal", rule=verdict.rule, reason=reason)

    def _turn(self, lang: str | None = None, sentence: bool = True) -> str:
        """Whose turn and what to do, e.g. "Blue to place a tile" (the game's ``describe``).

        With ``sentence`` the first letter is a capital (the text starts a sentence).
        """
        lang = lang or self.lang
        state = self.state
        describe = getattr(state, "describe", None)
        if callable(describe):
            turn = describe(lang) if _accepts_lang(describe) else describe()
        elif state.is_terminal():
            turn = _text(lang, "over")
        else:
            turn = _text(lang, "to-act", who=self._name(state.current_player(), lang))
        if state.is_terminal():
            winners = state.scores().winners
            if winners:
                names = ", ".join(self._name(w, lang) for w in winners)
                turn = _text(lang, "wins", turn=turn, who=names)
        return turn[:1].upper() + turn[1:] if sentence else turn

    def _name(self, seat: int, lang: str | None = None, mark: bool = False) -> str:
        """The seat's name as the game gives it; with ``mark``, the seat's mark in front
        (:func:`~tutor.core.seats.seat_label`), as a move's author is written in the
        status line and the log, so that seats are told apart by more than colour."""
        lang = lang or self.lang
        if seat < 0:
            return _text(lang, "chance")
        names = self.state.player_names(lang)
        name = str(names[seat]) if seat < len(names) else _text(lang, "player", n=seat + 1)
        return seat_label(name, seat) if mark else name

    def _log_line(self, step: Any) -> str:
        words = self._match.words_for(step.index, self.viewer, self.lang)
        sep = "：" if self.lang == "zh-Hant" else ": "
        return f"{step.index + 1}. {self._name(step.player, mark=True)}{sep}{words}"

    def _target_name(self, target: str) -> str:
        """What the board calls the ``data-target`` ``target``: the name a screen reader
        says for it (its ``aria-label``; else its tooltip, without what follows a dash and
        without rule citations), so that the status line names it in words; the id itself
        when the board has no such target."""
        try:
            root = ET.fromstring(self.svg)
        except ET.ParseError:
            return target
        for el in root.iter():
            if el.get("data-target") == target:
                label = el.get("aria-label")
                if label:
                    return label
                title = el.find(f"{{{SVG_NS}}}title")
                if title is None:
                    title = el.find("title")
                if title is not None and title.text:
                    name = CITATION.sub("", title.text.split(" — ")[0]).strip()
                    return name or target
        return target

    def _message_name(self, kind: Any) -> str:
        """A front-end message type in words (an unknown one quoted), for a status line."""
        en, zh = _MESSAGE_KINDS.get(kind, (None, None)) if isinstance(kind, str) else (None, None)
        name = (zh if self.lang == "zh-Hant" else en) or _short(kind)
        if kind == "undo":
            name = self.words["undo"]
        return _text(self.lang, "a-message", kind=name)

    def _game_title(self) -> str:
        title = getattr(self._match.game, "title", None)
        if isinstance(title, Text):
            return title[self.lang]
        return str(title or self._match.game.name)


def _tell(task: TaskPlan, kind: str, **data: Any) -> None:
    """Tell the task what happened (for progress); its failing to record it never breaks
    the board."""
    try:
        task.event(kind, **data)
    except Exception:  # noqa: BLE001 - progress failing must not break the board
        pass


def _valid_id(value: Any) -> bool:
    """A message id the widget echoes: an integer or a string of at most MAX_TEXT."""
    return (isinstance(value, int) and not isinstance(value, bool)) or (
        isinstance(value, str) and len(value) <= MAX_TEXT)


def _field(msg: dict, name: str, kind: type) -> Any:
    """``msg[name]`` if it has the right type (and a sane length), else :class:`_Malformed`."""
    if name not in msg:
        raise _Malformed(f"the {msg.get('type')!r} message has no {name!r}")
    value = msg[name]
    ok = isinstance(value, kind) and (kind is bool or not isinstance(value, bool))
    if not ok:
        raise _Malformed(f"{name!r} must be {kind.__name__}, not {_short(value)}")
    if kind is str and not 0 < len(value) <= MAX_TEXT:
        raise _Malformed(f"{name!r} must have 1 to {MAX_TEXT} characters, not {len(value)}")
    return value
