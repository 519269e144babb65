"""The board widget, driven from Python and through a fake comm that records messages.

Most tests use "race", a tiny fake game (add 1 or 2 to a shared total; the player who
reaches 5 wins) with a fake SVG renderer, so that they do not depend on a real game's
rules or drawing. A few tests check the same things on Cartography.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import comm
import pytest
import traitlets

from tutor.core import (
    Action,
    Category,
    Game,
    LegalActions,
    Match,
    NotationError,
    RuleRegistry,
    ScoreSheet,
    State,
    Text,
    Verdict,
)
from tutor.games import cartography
from tutor.widget import GameWidget
from tutor.widget._task import DONE, GO_ON, MISS, Hint, Judgement, TaskPlan
from tutor.widget._widget import MAX_TEXT, _bundle
from tutor.widget._widget import BadTrait as BadTraitError

# -- a tiny fake game ---------------------------------------------------------------------------

RULES = RuleRegistry("race")
RULES.add_contract_rules()
RULES.add("race.add.one-or-two", "Add one or two", "加一或二",
          "On your turn add 1 or 2 to the total.", "輪到你時,把總數加 1 或 2。")
GOAL = 5


@dataclass(frozen=True)
class Add(Action):
    n: int

    def __str__(self) -> str:
        return f"add {self.n}"

    @classmethod
    def parse(cls, text: str) -> Add:
        m = re.fullmatch(r"add (\d)", text.strip())
        if not m:
            raise NotationError(f"not a race action: {text!r}")
        return cls(int(m.group(1)))


class RaceState(State):
    action_type = Add

    def __init__(self, total: int = 0, player: int = 0) -> None:
        self.total, self.player = total, player

    def current_player(self) -> int:
        return -2 if self.total >= GOAL else self.player

    def legal_actions(self) -> LegalActions:
        return LegalActions(() if self.is_terminal() else (Add(1), Add(2)))

    def num_players(self) -> int:
        return 2

    def player_names(self, lang: str = "en") -> tuple[str, ...]:
        return ("Ann", "Bob")

    def words_for(self, action: str | Action, viewer: int | None = None,
                  lang: str | None = None) -> str:
        """The move in words: what the widget shows a learner (notation stays "add 1")."""
        n = self.parse_action(action).n
        return f"總數加 {n}" if lang == "zh-Hant" else f"adds {n}"

    def scores(self) -> ScoreSheet:
        won = self.total >= GOAL
        points = tuple({"win": float(won and p != self.player)} for p in range(2))
        return ScoreSheet(("Ann", "Bob"),
                          (Category("win", Text("win", "勝"), "race.add.one-or-two"),),
                          points, won, (1 - self.player,) if won else ())

    def to_dict(self) -> dict[str, Any]:
        return {"total": self.total, "player": self.player}

    def __str__(self) -> str:
        return f"race: total {self.total}"

    def _check(self, action: Action) -> Verdict:
        assert isinstance(action, Add)
        if action.n not in (1, 2):
            return Verdict.illegal(str(action), "race.add.one-or-two",
                                   f"you may add 1 or 2, not {action.n}")
        return Verdict.legal(str(action))

    def _apply(self, action: Action) -> State:
        assert isinstance(action, Add)
        return RaceState(self.total + action.n, 1 - self.player)


class Race(Game):
    name = "race"
    title = Text("Race to five", "搶五")
    min_players = max_players = 2
    options = ()
    rules = RULES

    def render(self, state: State, viewer: int | None = None, highlight: Any = None,
               lang: str = "en", selection: dict | None = None, **kw: Any) -> str:
        """Three buttons (add 1, 2: legal; add 3: illegal) and a die to select, with the
        keyboard attributes tutor.core.svg.Board gives click targets."""
        assert isinstance(state, RaceState)
        legal = state.legal_actions()
        parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" '
                 f'data-lang="{lang}" data-viewer="{viewer}"><text>{state.total}</text>']
        for n in (1, 2, 3):
            a = f"add {n}"
            cls = ["step", "legal" if a in legal else "illegal"]
            if highlight and a in highlight:
                cls.append("hint")
            aria = (f'role="button" tabindex="0" aria-label="{state.words_for(a, viewer, lang)}"'
                    if a in legal else 'role="button" tabindex="-1"')
            parts.append(f'<rect data-action="{a}" class="{" ".join(cls)}" {aria} '
                         f'x="{40 * n}" y="10" width="30" height="30"/>')
        die = "die selected" if selection else "die"
        parts.append(f'<rect data-target="die-1" class="{die}" role="button" tabindex="0" '
                     'aria-label="the die" x="160" y="10" width="30" height="30"/></svg>')
        return "".join(parts)

    def select(self, state: State, selection: dict, target: str) -> dict:
        if target not in ("die-1", "die-2"):
            raise ValueError(f"no target {target!r} on the race board")
        return {"die": int(target[-1])}

    def _initial(self, players: int, options: dict[str, Any]) -> State:
        return RaceState()

    def _from_dict(self, data: dict[str, Any]) -> State:
        return RaceState(data["total"], data["player"])


RACE = RaceState.game = Race()


class Unfinished(Race):
    """A game whose renderer is not written yet (and whose text board needs escaping)."""

    name = "unfinished"

    def render(self, *args: Any, **kw: Any) -> str:
        raise NotImplementedError


class UnfinishedState(RaceState):
    game = Unfinished()

    def __str__(self) -> str:
        return "total <b>&</b>"


# -- a comm that records what the widget sends ------------------------------------------------


class RecordingComm:
    """Stands in for the kernel's comm: records sent messages, delivers front-end ones."""

    comm_id = "recording-comm"
    kernel = "a kernel"

    def __init__(self, **kwargs: Any) -> None:
        self.opened = kwargs
        self.messages: list[dict] = []
        self.handler: Any = None

    def send(self, data: Any = None, buffers: Any = None, **kw: Any) -> None:
        self.messages.append(data)

    def on_msg(self, callback: Any) -> None:
        self.handler = callback

    def close(self, *args: Any, **kw: Any) -> None:
        pass

    def deliver(self, content: Any) -> None:
        """A custom message from the front end, through ipywidgets' own handler."""
        self.handler({"content": {"data": {"method": "custom", "content": content}},
                      "buffers": []})

    def updates(self) -> list[dict]:
        return [m["state"] for m in self.messages if m.get("method") == "update"]

    def custom(self) -> list[dict]:
        return [m["content"] for m in self.messages if m.get("method") == "custom"]


@pytest.fixture
def comms(monkeypatch: pytest.MonkeyPatch) -> list[RecordingComm]:
    """Every comm the widgets of a test open."""
    made: list[RecordingComm] = []

    def create(**kwargs: Any) -> RecordingComm:
        made.append(RecordingComm(**kwargs))
        return made[-1]

    monkeypatch.setattr(comm, "create_comm", create)
    return made


@pytest.fixture
def widget(comms: list[RecordingComm]) -> GameWidget:
    """A race board on a fresh match."""
    return GameWidget(Match(RACE))


def send(w: GameWidget, content: Any) -> None:
    """Deliver a front-end message to ``w`` through its comm."""
    w.comm.deliver(content)


SYNCED = ("svg", "moves", "cursor", "log_length", "can_undo", "can_redo", "hints", "prompt",
          "lang", "title", "selection", "task_done")


def snapshot(w: GameWidget) -> dict[str, Any]:
    """Everything a message may not change when it is refused (all but the status)."""
    return {name: getattr(w, name) for name in SYNCED} | {
        "state": w.state.to_json(), "log_actions": [s.notation for s in w.match.log]}


def classes(svg: str, action: str) -> set[str]:
    """The class list of the element whose data-action is ``action``."""
    for el in ET.fromstring(svg).iter():
        if el.get("data-action") == action:
            return set(el.get("class", "").split())
    raise AssertionError(f"no data-action {action!r} in the board")


# -- clicks ---------------------------------------------------------------------------------


def test_legal_click_advances_the_state_and_redraws(widget: GameWidget) -> None:
    """A click on a legal data-action goes through match.play; board, log and status follow."""
    before = widget.svg
    send(widget, {"type": "action", "action": "add 2", "cursor": 0})
    assert widget.match.cursor == widget.cursor == 1
    assert widget.state.total == 2
    assert widget.svg != before and "<text>2</text>" in widget.svg
    assert widget.moves == ["1. ● Ann: adds 2"]
    assert (widget.status, widget.status_kind) == ("● Ann: adds 2. Bob to act", "info")
    assert widget.can_undo and not widget.can_redo


def test_python_click_is_the_same_as_a_message(widget: GameWidget) -> None:
    """w.click(notation) does exactly what the click message does."""
    widget.click("add 1")
    assert widget.state.total == 1 and widget.status == "● Ann: adds 1. Bob to act"


def test_illegal_click_changes_nothing_and_names_the_rule(widget: GameWidget) -> None:
    """An illegal action is explained with its rule id and reason, and nothing changes."""
    before = snapshot(widget)
    send(widget, {"type": "action", "action": "add 3", "cursor": 0})
    assert snapshot(widget) == before
    assert widget.status_kind == "error"
    assert widget.status == "Illegal [race.add.one-or-two]: you may add 1 or 2, not 3"


def test_bad_notation_is_explained_by_the_notation_rule(widget: GameWidget) -> None:
    """Text that is not an action cites the contract rule <game>.action.notation."""
    widget.click("jump")
    assert widget.status_kind == "error" and "[race.action.notation]" in widget.status
    assert widget.cursor == 0


def test_game_over_click_is_explained(widget: GameWidget) -> None:
    """After the end every click cites <game>.action.game-over; the status names the winner."""
    for a in ("add 2", "add 2", "add 1"):
        widget.click(a)
    assert widget.state.is_terminal()
    assert widget.status == "● Ann: adds 1. Game over: Ann wins"
    widget.click("add 1")
    assert "[race.action.game-over]" in widget.status and widget.cursor == 3


GARBAGE = [
    None, 42, "x", [], ["action"], {}, {"type": "nope"}, {"type": None}, {"type": 7},
    {"type": ["action"]},
    {"type": "action", "action": 5, "cursor": 0},
    {"type": "action", "action": None, "cursor": 0},
    {"type": "action", "action": "", "cursor": 0},
    {"type": "action", "action": "add 1"},
    {"type": "action", "action": "add 1", "cursor": "0"},
    {"type": "action", "action": "add 1", "cursor": True},
    {"type": "action", "action": "add 1", "cursor": 0.0},
    {"type": "action", "action": "x" * 10_000, "cursor": 0},
    {"type": "action", "action": "add 1" + " " * 10_000, "cursor": 0},
    {"type": "target", "target": "die-1" * 2_000, "cursor": 0},
    {"type": "target", "target": {"id": "die-1"}, "cursor": 0},
    {"type": "goto", "step": "1"},
    {"type": "goto", "step": 1.5},
    {"type": "goto"},
    {"type": "hints", "on": "yes"},
    {"type": "hints", "on": 1},
    {"type": "x" * 10_000},
    {"type": "send-class", "group": 7},
    {"type": "send-class", "group": "7a" * 10_000},
]


@pytest.mark.parametrize("message", GARBAGE, ids=lambda m: json.dumps(m)[:40])
def test_garbage_messages_change_nothing(widget: GameWidget, message: Any) -> None:
    """Malformed messages are refused with an error status that says what was wrong."""
    widget.click("add 1")
    before = snapshot(widget)
    send(widget, message)
    assert snapshot(widget) == before
    assert widget.status_kind == "error"
    assert widget.status.startswith("Ignored a malformed message from the board: ")
    assert len(widget.status) < 200


def test_off_a_hub_a_board_has_no_class_buttons(comms: list[RecordingComm],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """JupyterLite, Binder, a laptop: no class service, so no Class or Send to the class
    button, nothing asked of any service, and the notebook shows the board alone."""
    monkeypatch.delenv("TUTOR_CLASSROOM_URL", raising=False)
    monkeypatch.setenv("JUPYTERHUB_API_TOKEN", "a token of a hub without the service")
    w = GameWidget(Match(RACE), lang="zh-Hant")
    assert (w.classroom, w.class_groups, w.class_open, w.class_link) == ("", [], False, "")
    assert w._classroom is None
    bundle = w._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert data["application/vnd.jupyter.widget-view+json"]["model_id"] == w.model_id
    for message in ({"type": "class"}, {"type": "send-class", "group": "7a"}):
        send(w, message)
        assert w.status_kind == "error" and "沒有教室服務" in w.status
    assert w.classroom == "" and not w.class_open


def test_stale_click_is_refused(widget: GameWidget) -> None:
    """A click made on an older board (its cursor is not the current one) changes nothing."""
    widget.click("add 1")
    before = snapshot(widget)
    send(widget, {"type": "action", "action": "add 1", "cursor": 0})
    assert snapshot(widget) == before
    assert widget.status_kind == "error"
    assert "older board (step 0)" in widget.status and "now at step 1" in widget.status
    send(widget, {"type": "target", "target": "die-1", "cursor": 5})
    assert snapshot(widget) == before and widget.status_kind == "error"


def test_a_crash_inside_a_handler_never_reaches_the_kernel(widget: GameWidget,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    """An unexpected exception while handling a message becomes an error status."""
    def broken(*args: Any) -> dict:
        raise RuntimeError("boom")

    monkeypatch.setattr(RACE, "select", broken)
    send(widget, {"type": "target", "target": "die-1", "cursor": 0})
    assert widget.status_kind == "error" and "RuntimeError: boom" in widget.status


def test_messages_with_an_id_get_a_reply(widget: GameWidget) -> None:
    """A message carrying an id is answered with that id, ok and the status."""
    send(widget, {"type": "action", "action": "add 3", "cursor": 0, "id": "c1"})
    send(widget, {"type": "undo", "id": 2})
    send(widget, {"type": "redo"})
    replies = widget.comm.custom()
    assert replies == [
        {"type": "reply", "id": "c1", "ok": False,
         "status": "Illegal [race.add.one-or-two]: you may add 1 or 2, not 3"},
        {"type": "reply", "id": 2, "ok": False, "status": "Nothing to undo."},
    ]


def test_a_click_sends_one_update_with_everything(widget: GameWidget) -> None:
    """The comm opens with the full state and a click syncs its changes in one message."""
    opened = widget.comm.opened["data"]["state"]
    assert opened["status"] == "Ann to act" and "<svg" in opened["svg"]
    assert opened["_esm"].count("export default") == 1
    widget.comm.messages.clear()
    send(widget, {"type": "action", "action": "add 1", "cursor": 0})
    updates = widget.comm.updates()
    assert len(updates) == 1
    assert {"svg", "status", "cursor", "moves", "log_length", "can_undo"} <= set(updates[0])
    assert updates[0]["cursor"] == 1


# -- history ----------------------------------------------------------------------------------


def test_undo_redo_and_goto(widget: GameWidget) -> None:
    """Undo, redo and goto move through the log; undone lines stay in the log until replaced."""
    for a in ("add 1", "add 2", "add 1"):
        widget.click(a)
    third = widget.svg
    send(widget, {"type": "undo"})
    assert widget.cursor == 2 and widget.log_length == 3 and widget.can_redo
    assert widget.status == "Undone: back to step 2. Ann to act"
    send(widget, {"type": "redo"})
    assert widget.cursor == 3 and widget.svg == third
    send(widget, {"type": "goto", "step": 1})
    assert widget.state.total == 1 and widget.status == "Step 1 of 3. Bob to act"
    assert widget.moves == ["1. ● Ann: adds 1", "2. ▲ Bob: adds 2", "3. ● Ann: adds 1"]
    widget.goto(0)
    assert widget.cursor == 0 and not widget.can_undo
    widget.click("add 2")
    assert widget.moves == ["1. ● Ann: adds 2"] and widget.log_length == 1


def test_undo_and_redo_at_the_ends_say_so(widget: GameWidget) -> None:
    """Undo at the start and redo at the end change nothing and say why."""
    widget.undo()
    assert (widget.status, widget.status_kind) == ("Nothing to undo.", "error")
    widget.redo()
    assert widget.status == "Nothing to redo." and widget.cursor == 0


@pytest.mark.parametrize("step", [-1, 2, 10**12, True, None, "1"])
def test_goto_outside_the_log_changes_nothing(widget: GameWidget, step: Any) -> None:
    """goto to a step that does not exist sets an error status."""
    widget.click("add 1")
    before = snapshot(widget)
    widget.goto(step)
    assert snapshot(widget) == before and widget.status_kind == "error"


# -- hints, targets, bot ----------------------------------------------------------------------


def test_hints_toggle_changes_svg_classes(widget: GameWidget) -> None:
    """With hints on, the renderer gets the legal actions as highlight."""
    assert "hint" not in classes(widget.svg, "add 1")
    send(widget, {"type": "hints", "on": True})
    assert widget.hints and widget.status == "Hints on: playable moves are highlighted."
    assert "hint" in classes(widget.svg, "add 1") and "hint" in classes(widget.svg, "add 2")
    assert "hint" not in classes(widget.svg, "add 3")
    send(widget, {"type": "hints", "on": False})
    assert not widget.hints and "hint" not in classes(widget.svg, "add 1")


def test_target_selects_and_a_move_clears_the_selection(widget: GameWidget) -> None:
    """A data-target click goes through game.select; the next move clears the selection."""
    send(widget, {"type": "target", "target": "die-1", "cursor": 0})
    assert widget.selection == {"die": 1} and 'class="die selected"' in widget.svg
    assert widget.cursor == 0 and widget.status_kind == "info"
    widget.click("add 1")
    assert widget.selection == {} and 'class="die"' in widget.svg


def test_unknown_target_is_refused(widget: GameWidget) -> None:
    """A target the game does not know changes nothing and says so."""
    before = snapshot(widget)
    widget.target("die-9")
    assert snapshot(widget) == before
    assert widget.status_kind == "error" and "'die-9'" in widget.status


def test_bot_move_plays_for_the_current_player(widget: GameWidget) -> None:
    """The bot button plays one legal move and reports it; at the end it refuses."""
    send(widget, {"type": "bot"})
    assert widget.cursor == 1 and widget.status.startswith("● Ann: adds ")
    while not widget.state.is_terminal():
        widget.bot_move()
    n = widget.cursor
    widget.bot_move()
    assert widget.cursor == n and widget.status_kind == "error"
    assert widget.status == "The game is over: there is no move to make."


def test_bot_move_is_deterministic(comms: list[RecordingComm]) -> None:
    """The default bot is seeded by the match: the same match gives the same moves."""
    logs = []
    for _ in range(2):
        w = GameWidget(Match(RACE, seed=3))
        for _ in range(3):
            w.bot_move()
        logs.append(w.moves)
    assert logs[0] == logs[1]


# -- task mode ----------------------------------------------------------------------------------


def test_task_success(widget: GameWidget) -> None:
    """A click matching the task is played and shows the success text."""
    widget.task("Add two", expect=["add 2"], success="Well done: two.", hint="Two, please.")
    assert (widget.prompt, widget.status, widget.status_kind) == ("Add two", "Ann to act", "task")
    assert not widget.task_done
    send(widget, {"type": "action", "action": "add 2", "cursor": 0})
    assert widget.task_done and widget.cursor == 1
    assert (widget.status, widget.status_kind) == ("Well done: two.", "success")
    widget.bot_move()
    assert widget.cursor == 2


def test_task_wrong_legal_move_is_not_played(widget: GameWidget) -> None:
    """A legal click that is not the task is refused with the hint."""
    widget.task("Add two", expect=["add 2"], hint="Two, please.")
    before = snapshot(widget)
    widget.click("add 1")
    assert snapshot(widget) == before and not widget.task_done
    assert (widget.status, widget.status_kind) == (
        "That is legal, but not this task: Two, please.", "error")


def test_task_illegal_move_is_explained(widget: GameWidget) -> None:
    """An illegal click in a task is explained by its rule, not by the task."""
    widget.task("Add two", expect=["add 2"])
    widget.click("add 3")
    assert widget.status.startswith("Illegal [race.add.one-or-two]") and widget.cursor == 0


def test_task_with_a_callable_and_its_hint(widget: GameWidget) -> None:
    """expect may be a callable(notation, new_state); its one hint highlights what it accepts,
    and the free-play hint toggle never gives a task away."""
    widget.hints = True
    widget.task("Reach one", expect=lambda action, state: state.total == 1)
    assert "hint" not in classes(widget.svg, "add 1") and widget.hint_steps == 1
    widget.hint()
    assert "hint" in classes(widget.svg, "add 1") and "hint" not in classes(widget.svg, "add 2")
    assert widget.status == "Hint 1 of 1 is shown below." and widget.hint_step == 1
    assert widget.hint_text == "Reach one"
    widget.hint()
    assert widget.hint_step == 1 and "No more hints" in widget.status
    widget.click("add 2")
    assert widget.status == "That is legal, but not this task: Reach one"
    widget.click("add 1")
    assert widget.task_done and widget.status == "Well done!"
    assert "hint" not in classes(widget.svg, "add 2")


class TwoStepPlan(TaskPlan):
    """Reach exactly four in two moves of Ann's, Bob answering "add 1" in between."""

    def __init__(self) -> None:
        self.events: list[tuple[str, dict]] = []

    def prompt(self, lang: str) -> str:
        return "Reach four in two moves" if lang == "en" else "兩步內到四"

    def judge(self, start, after, moves, lang, line=None):
        if after.total == 4:
            return Judgement(DONE)
        if len(moves) < 2 and after.total < 4:
            return Judgement(GO_ON)
        return Judgement(MISS, f"that makes {after.total}")

    def hints(self, lang, state):
        return [Hint("Count to four."), Hint("Bob adds one.", ("add 1",)),
                Hint("Add one, then two.", ("add 1",))]

    def replies(self, learner_moves: int) -> tuple[str, ...]:
        return ("add 1",) if learner_moves == 1 else ()

    def event(self, kind: str, **data) -> None:
        self.events.append((kind, data))


def test_a_task_of_several_moves_with_replies_hints_and_try_again(widget: GameWidget) -> None:
    """Moves that keep the goal in reach are played (with the scripted reply); a miss is
    refused with its reason; try again goes back; events report every attempt."""
    plan = TwoStepPlan()
    widget.start_task(plan)
    assert widget.prompt == "Reach four in two moves" and widget.hint_steps == 3
    widget.click("add 1")                      # 1, Bob answers: 2
    assert widget.state.total == 2 and widget.status.startswith("Good.")
    widget.click("add 1")                      # would make 3 in two moves: a miss
    assert widget.state.total == 2 and widget.status.endswith("that makes 3")
    widget.hint()
    widget.hint()
    assert "hint" in classes(widget.svg, "add 1") and widget.hint_text == "Bob adds one."
    widget.try_again()
    assert widget.cursor == 0 and widget.state.total == 0 and widget.moves == []
    assert widget.status.startswith("Back to the start of the task")
    widget.click("add 3")                      # illegal: named by its rule
    widget.click("add 1")
    widget.click("add 2")
    assert widget.task_done and widget.state.total == 4
    kinds = [k for k, _ in plan.events]
    assert kinds == ["miss", "hint", "hint", "reset", "illegal", "done"]
    assert plan.events[-1][1] == {"moves": 2, "hints": 2}
    widget.click("add 1")                      # playing on after the task is free play
    assert widget.status_kind == "info" and widget.state.total == 5


def test_hint_and_reset_messages_from_the_front_end(widget: GameWidget) -> None:
    """The Hint and Try again buttons send messages; without a task they are refused."""
    send(widget, {"type": "hint"})
    assert widget.status_kind == "error"
    widget.start_task(TwoStepPlan())
    send(widget, {"type": "hint"})
    assert widget.hint_step == 1
    send(widget, {"type": "action", "action": "add 1", "cursor": 0})
    send(widget, {"type": "reset"})
    assert widget.cursor == 0 and widget.prompt


def test_the_widget_shows_a_position_code(widget: GameWidget) -> None:
    """The code trait restores the position shown (here, a game without hidden cards)."""
    match = Match(cartography.new_game(tiles_per_player=5), seed=1)
    w = GameWidget(match)
    w.click("tile O3 at (0,1) rot 0")
    assert cartography.GAME.from_code(w.code) == w.state


def test_advice_highlights_the_strong_bots_best_moves_until_the_position_changes(
        widget: GameWidget) -> None:
    """"Best moves" lists the strong bot's moves with their estimates, in the board's
    language, and highlights them; a move clears the advice. At total 3, adding 2 wins."""
    widget.click("add 1")
    widget.click("add 2")
    analysis = widget.advise(iterations=200, seed=1)
    assert analysis is not None and analysis.best == "add 2"
    assert widget.hint_text.startswith("Ann: the bot's best moves after 200 play-outs:")
    assert "1. adds 2: about 100% chance to win" in widget.hint_text
    assert widget.status.startswith("The bot's best moves for Ann are highlighted")
    assert "hint" in classes(widget.svg, "add 2")
    widget.lang = "zh-Hant"
    assert "電腦模擬 200 局後的最佳著法：" in widget.hint_text
    assert "1. 「總數加 2」：勝算約 100%（在 " in widget.hint_text
    widget.lang = "en"
    widget.click("add 1")
    assert widget.hint_text == "" and "hint" not in classes(widget.svg, "add 2")


def test_advice_numbers_the_best_moves_on_the_board() -> None:
    """Issue 22: the best moves are said in words (no code, no coordinate), so the board
    numbers them as the list does (1, 2, 3 on the places), until the position changes. A
    Cartography tile move gets its number in the middle of its slot."""
    w = GameWidget(Match(cartography.new_game(tiles_per_player=5), seed=1))
    assert 'data-marker="1"' not in w.svg
    analysis = w.advise(iterations=60, seed=0)
    assert analysis is not None and len(analysis.moves) >= 2
    drawn = re.findall(r'data-marker="(\d+)"', w.svg)
    assert drawn == [str(n) for n in range(1, len(analysis.moves) + 1)]
    assert "1. " in w.hint_text and "(0," not in w.hint_text  # words, no coordinate
    w.click(analysis.best)
    assert 'data-marker="1"' not in w.svg


def test_advice_message_and_its_refusals(widget: GameWidget) -> None:
    """The button's message asks for advice; a task or the end of the game refuses it."""
    widget.advice_seconds = 0.05
    send(widget, {"type": "advice"})
    assert widget.hint_text.startswith("Ann: the bot's best moves")
    widget.task("Add two", expect="add 2")
    assert widget.hint_text == ""
    assert widget.advise() is None and widget.status_kind == "error"
    assert widget.status.startswith("During a task the Hint button helps")
    widget.click("add 2")
    while not widget.state.is_terminal():
        widget.bot_move()
    before = snapshot(widget)
    assert widget.advise() is None
    assert snapshot(widget) == before
    assert widget.status == "The game is over: there is no move to make."


def test_bot_is_refused_during_a_task(widget: GameWidget) -> None:
    """The bot button does not solve a lesson's task."""
    widget.task("Add two", expect="add 2")
    widget.bot_move()
    assert widget.cursor == 0 and widget.status_kind == "error"


@pytest.mark.parametrize("expect", [["leap 2"], ["add 3"], []])
def test_task_with_impossible_expectations_is_an_authoring_error(widget: GameWidget,
                                                                  expect: list) -> None:
    """A task whose expected actions cannot be read or are all illegal raises ValueError."""
    with pytest.raises(ValueError):
        widget.task("Impossible", expect=expect)


# -- the match, languages, repr ---------------------------------------------------------------


def test_match_play_from_python_refreshes_the_widget(widget: GameWidget) -> None:
    """Moves made on the match directly (match.play) redraw the widget through observe."""
    widget.target("die-1")
    widget.match.play("add 2")
    assert widget.cursor == 1 and "<text>2</text>" in widget.svg
    assert widget.moves == ["1. ● Ann: adds 2"] and widget.selection == {}
    assert widget.status == "Bob to act"
    widget.match.undo()
    assert widget.cursor == 0 and "<text>0</text>" in widget.svg


def test_close_stops_following_the_match(widget: GameWidget) -> None:
    """A closed widget no longer observes its match."""
    widget.close()
    widget.match.play("add 1")
    assert widget.cursor == 0


def test_repr_is_deterministic(comms: list[RecordingComm]) -> None:
    """repr names the game, the step and whose turn it is, with no address."""
    w = GameWidget(Match(RACE))
    assert repr(w) == "<GameWidget race: step 0, Ann to act>"
    w.click("add 2")
    assert repr(w) == "<GameWidget race: step 1, Bob to act>"
    w.lang = "zh-Hant"
    assert repr(w) == "<GameWidget race: step 1, Bob to act>"


@pytest.mark.parametrize("lang", ["fr", "zh", "", "EN"])
def test_unknown_languages_are_refused(widget: GameWidget, lang: str) -> None:
    """lang is validated, at construction and later; the error is a ValueError."""
    with pytest.raises(ValueError, match="unknown language"):
        GameWidget(Match(RACE), lang=lang)
    with pytest.raises(traitlets.TraitError):
        widget.lang = lang
    assert widget.lang == "en"


def test_chinese_texts_keep_the_rule_id(comms: list[RecordingComm]) -> None:
    """In zh-Hant the status, title and illegal explanation are Chinese, with the rule id."""
    w = GameWidget(Match(RACE), lang="zh-Hant")
    assert w.title == "搶五" and w.status == "輪到Ann"
    w.click("add 3")   # the fake game's reason is English only: the rule's text stands in
    assert w.status == "不合法 [race.add.one-or-two]：輪到你時,把總數加 1 或 2。"
    w.click("add 1")
    assert w.status == "● Ann：總數加 1。輪到Bob" and w.moves == ["1. ● Ann：總數加 1"]
    w.lang = "en"
    assert w.title == "Race to five" and w.status == "Bob to act"
    assert GameWidget(Match(RACE), title="Lesson 1", lang="zh-Hant").title == "Lesson 1"


def test_a_bilingual_reason_is_shown_in_the_board_language(comms: list[RecordingComm]) -> None:
    """A verdict with a Chinese reason shows it on a zh-Hant board, the English on others."""
    from tutor.core.lang import Text

    class Polite(RaceState):
        def _check(self, action):
            if action.n not in (1, 2):
                return Verdict.illegal(str(action), "race.add.one-or-two",
                                       Text(f"add 1 or 2, not {action.n}",
                                            f"只能加 1 或 2,不能加 {action.n}"))
            return Verdict.legal(str(action))

    zh = GameWidget(Match(Polite()), lang="zh-Hant")
    zh.click("add 3")
    assert zh.status == "不合法 [race.add.one-or-two]：只能加 1 或 2,不能加 3"
    en = GameWidget(Match(Polite()), lang="en")
    en.click("add 3")
    assert en.status == "Illegal [race.add.one-or-two]: add 1 or 2, not 3"


@pytest.mark.parametrize("viewer", [-1, 2, "0"])
def test_bad_viewers_are_refused(comms: list[RecordingComm], viewer: Any) -> None:
    """viewer must be None or a seat."""
    with pytest.raises(traitlets.TraitError):
        GameWidget(Match(RACE), viewer=viewer)


def test_viewer_and_language_reach_the_renderer(widget: GameWidget) -> None:
    """The renderer is called with the widget's viewer and language."""
    widget.viewer = 1
    assert 'data-viewer="1"' in widget.svg
    widget.lang = "zh-Hant"
    assert 'data-lang="zh-Hant"' in widget.svg


def test_a_game_without_a_renderer_shows_its_escaped_text_board(
        comms: list[RecordingComm]) -> None:
    """If render raises NotImplementedError the text board is shown, escaped, in an SVG."""
    w = GameWidget(UnfinishedState())
    assert "total &lt;b&gt;&amp;&lt;/b&gt;" in w.svg
    ET.fromstring(w.svg)


def test_match_widget_and_a_bare_state_both_work(comms: list[RecordingComm]) -> None:
    """match.widget(**kw) builds a GameWidget; a State is wrapped in a new Match."""
    m = Match(RACE)
    w = m.widget(hints=True, title="T")
    assert isinstance(w, GameWidget) and w.match is m and w.hints and w.title == "T"
    assert GameWidget(RaceState(3, 1)).state.total == 3
    with pytest.raises(TypeError):
        GameWidget("race")  # type: ignore[arg-type]


# -- the front-end module -------------------------------------------------------------------------


def test_bundle_inlines_the_helpers_once() -> None:
    """The ESM sent to the browser has the helpers inlined and no relative import left."""
    esm = _bundle()
    assert not re.search(r'^import .* from "\./helpers\.mjs";', esm, re.MULTILINE)
    assert esm.count("export function clickMessage") == 1
    assert "http://" not in esm.replace("http://www.w3.org", "") and "https://" not in esm


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")
def test_bundle_is_a_module_with_a_render_function(tmp_path: Any) -> None:
    """Node imports the bundled ESM and finds anywidget's default export with render."""
    path = tmp_path / "board.mjs"
    path.write_text(_bundle(), encoding="utf-8")
    script = (f"import({json.dumps(path.as_uri())}).then(m => "
              "{ if (typeof m.default.render !== 'function') process.exit(3); })")
    result = subprocess.run(["node", "--input-type=module", "-e", script],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


# -- on a real game -------------------------------------------------------------------------------


def test_cartography_click_and_illegal_move(comms: list[RecordingComm]) -> None:
    """On Cartography a legal click plays and an illegal one cites a cartography rule."""
    w = GameWidget(Match(cartography.GAME, players=2, seed=1))
    assert repr(w) == "<GameWidget cartography: step 0, Blue to place a tile>"
    send(w, {"type": "action", "action": "tile O3 at (0,1) rot 0", "cursor": 0})
    assert w.cursor == 1
    words = cartography.new_game().words_for("tile O3 at (0,1) rot 0", 0, "en")
    assert w.status == f"● Blue: {words}. Blue to place a stone (optional)"
    send(w, {"type": "action", "action": "stone at (9,9)a", "cursor": 1})
    assert w.cursor == 1 and w.status_kind == "error"
    assert re.match(r"Illegal \[cartography\.[a-z.-]+\]: ", w.status)


def test_cartography_board_clicks_play(comms: list[RecordingComm]) -> None:
    """Clicking drawn Cartography targets, then a legal data-action, plays that move."""
    m = Match(cartography.GAME, players=2, seed=1)
    try:
        cartography.GAME.render(m.state)
    except NotImplementedError:
        pytest.skip("the Cartography renderer is not written yet")
    w = GameWidget(m)

    def clickable(attr: str) -> list[str]:
        return [el.get(attr) for el in ET.fromstring(w.svg).iter()
                if el.get(attr) is not None and "disabled" not in el.get("class", "").split()]

    def legal() -> list[str]:
        return [el.get("data-action") for el in ET.fromstring(w.svg).iter()
                if el.get("data-action") is not None and "legal" in el.get("class", "").split()]

    for target in clickable("data-target"):
        if legal():
            break
        send(w, {"type": "target", "target": target, "cursor": 0})
        assert w.status_kind == "info", w.status
    actions = legal()
    assert actions and all(a in m.state.legal_actions() for a in actions)
    send(w, {"type": "action", "action": actions[0], "cursor": 0})
    assert w.cursor == 1 and w.status_kind == "info" and w.selection == {}


def test_max_text_is_long_enough_for_cartography_notations() -> None:
    """Every Cartography notation fits in a message."""
    state = cartography.new_game(players=2, seed=1)
    assert max(len(str(a)) for a in state.legal_actions()) < MAX_TEXT


# -- board.js in a real browser (no JupyterLab: a stand-in for anywidget's model) -----------------

CHROMIUM = Path("/usr/bin/chromium")
CSS = Path(__file__).parents[2] / "tutor" / "widget" / "static" / "board.css"
PAGE = """<!doctype html><meta charset="utf-8"><style>{css}</style><div id="root"></div>
<script type="module">
const traits = {traits};
const listeners = {{}};
window.sent = [];
const model = {{
  get: (k) => traits[k], set: (k, v) => {{ traits[k] = v; }}, save_changes() {{}}, off() {{}},
  on: (event, cb) => (listeners[event] ||= []).push(cb),
  send: (msg) => window.sent.push(msg),
}};
window.setTraits = (changes) => {{
  Object.assign(traits, changes);
  for (const k of Object.keys(changes)) (listeners["change:" + k] || []).forEach((cb) => cb());
  (listeners["change"] || []).forEach((cb) => cb());  // once per update, as Backbone does
}};
const url = URL.createObjectURL(new Blob([{esm}], {{ type: "text/javascript" }}));
(await import(url)).default.render({{ model, el: document.getElementById("root") }});
window.ready = true;
</script>"""


def widget_traits(widget: GameWidget) -> dict[str, Any]:
    """The widget's traits that the page's model holds (what the kernel syncs)."""
    return {k: getattr(widget, k) for k in widget.keys
            if not k.startswith("_") and k not in ("layout", "tabbable", "tooltip")}


@contextmanager
def board_page(widget: GameWidget) -> Iterator[Any]:
    """Chromium showing board.js (:data:`PAGE`) with the widget's traits as they are now,
    ready; the page's errors gather in ``page.errors``."""
    sync_api = pytest.importorskip("playwright.sync_api")
    page_html = PAGE.format(css=CSS.read_text(encoding="utf-8"),
                            traits=json.dumps(widget_traits(widget)),
                            esm=json.dumps(widget._esm))
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM),
                                    args=["--headless", "--no-sandbox", "--disable-gpu"])
        try:
            page = browser.new_page()
            page.errors = []
            page.on("pageerror", lambda e: page.errors.append(str(e)))
            page.set_content(page_html)
            page.wait_for_function("window.ready === true", timeout=20_000)
            yield page
        finally:
            browser.close()


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")
def test_board_js_in_chromium(widget: GameWidget) -> None:
    """In Chromium, board.js draws the traits, sends clicks with the cursor and follows changes."""
    def traits() -> dict[str, Any]:
        return widget_traits(widget)

    widget.match.play("add 1")
    widget.title = "<b>Race</b>"
    with board_page(widget) as page:
        errors = page.errors

        def pump() -> None:
            for msg in page.evaluate("window.sent.splice(0)"):
                send(widget, msg)
            page.evaluate("changes => setTraits(changes)", traits())

        assert page.inner_text(".tutor-title") == "<b>Race</b>"  # text, not markup
        assert page.locator(".tutor-log-line").all_inner_texts() == [
            "0. start", "1. ● Ann: adds 1"]
        page.locator('[data-action="add 2"]').click()
        assert page.evaluate("window.sent") == [
            {"type": "action", "action": "add 2", "cursor": 1}]
        pump()
        assert widget.state.total == 3
        assert page.inner_text(".tutor-status") == "▲ Bob: adds 2. Ann to act"
        page.locator('[data-action="add 3"]').click()
        pump()
        assert "tutor-status-error" in page.get_attribute(".tutor-status", "class")
        page.locator(".tutor-btn-undo").click()
        pump()
        page.locator(".tutor-log-line").first.click()
        pump()
        assert widget.cursor == 0 and page.is_disabled(".tutor-btn-first")
        page.locator(".tutor-btn-hints").click()
        pump()
        assert "hints" in page.get_attribute(".tutor-board", "class")
        assert page.locator(".tutor-board .hint").count() == 2
        assert not page.is_visible(".tutor-prompt")
        widget.task("Add two", expect=["add 2"])
        page.evaluate("changes => setTraits(changes)", traits())
        assert page.is_visible(".tutor-prompt") and "Add two" in page.inner_text(
            ".tutor-prompt")
        assert errors == []


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")
def test_board_js_counts_the_updates_it_has_shown(widget: GameWidget) -> None:
    """The board's root counts the updates from Python it has drawn (``data-updates``): a
    click alone does not move it, each update moves it by one, with the new board already
    drawn. Browser tests wait on it after a click (tests/browser/harness.py, ``answered``)."""
    def traits() -> dict[str, Any]:
        return widget_traits(widget)

    with board_page(widget) as page:
        root = page.locator(".tutor-widget")
        # what the board shows each time the count moves on
        page.evaluate("""() => { window.seen = [];
          const root = document.querySelector('.tutor-widget');
          new MutationObserver(() => window.seen.push([root.dataset.updates,
            root.querySelector('.tutor-board svg text').textContent]))
          .observe(root, {attributes: true, attributeFilter: ['data-updates']}); }""")
        assert root.get_attribute("data-updates") == "0"
        page.locator('[data-action="add 2"]').click()
        assert root.get_attribute("data-updates") == "0"  # sent, not answered yet
        for msg in page.evaluate("window.sent.splice(0)"):
            send(widget, msg)
        page.evaluate("changes => setTraits(changes)", traits())
        assert root.get_attribute("data-updates") == "1"
        assert widget.state.total == 2
        page.evaluate("changes => setTraits(changes)", {"status": "again"})
        assert root.get_attribute("data-updates") == "2"
        # the count moved on with the new board (total 2) already drawn
        assert page.evaluate("window.seen") == [["1", "2"], ["2", "2"]]


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")
def test_a_click_after_answered_lands_on_the_new_board(widget: GameWidget) -> None:
    """Issue 20 (a flaky lesson test): a second click made at once after a move lands on the
    old board when the kernel is slow (the die is on the board before and after), and the
    kernel refuses it as a click on another step's board; after the browser tests' wait
    (tests/browser/harness.py, ``answered``) it carries the new step."""
    from browser.harness import answered

    def traits() -> dict[str, Any]:
        return widget_traits(widget)

    with board_page(widget) as page:
        root = page.locator(".tutor-widget")

        def move_answered_late(ms: int) -> None:
            """Click "add 2"; the kernel's answer reaches the page ``ms`` later."""
            page.locator('[data-action="add 2"]').click()
            for msg in page.evaluate("window.sent.splice(0)"):
                send(widget, msg)
            page.evaluate("([changes, ms]) => setTimeout(() => setTraits(changes), ms)",
                          [traits(), ms])

        move_answered_late(1500)  # at once: the die of the old board, the old step
        page.locator('[data-target="die-1"]').click()
        assert page.evaluate("window.sent.splice(0)") == [
            {"type": "target", "target": "die-1", "cursor": 0}]
        assert widget.cursor == 1
        page.wait_for_function("document.querySelector('.tutor-widget')"
                               ".dataset.updates === '1'")
        with answered(root):  # waited for: the die of the new board, the new step
            move_answered_late(1500)
        page.locator('[data-target="die-1"]').click()
        assert page.evaluate("window.sent.splice(0)") == [
            {"type": "target", "target": "die-1", "cursor": 2}]
        assert widget.cursor == 2


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")
def test_board_js_keyboard_in_chromium(widget: GameWidget) -> None:
    """In Chromium, the board is played from the keyboard: Tab reaches the first legal
    target (not the illegal one), the arrow keys move between targets, Enter plays and Space
    selects, the focus stays on its target across the redraw, and in the move log the arrow
    keys step through the game."""
    def traits() -> dict[str, Any]:
        return widget_traits(widget)

    widget.match.play("add 1")
    focused = ("() => { const e = document.activeElement; return e.getAttribute('data-action')"
               " ?? e.getAttribute('data-target') ?? e.className; }")
    with board_page(widget) as page:
        errors = page.errors

        def pump() -> None:
            for msg in page.evaluate("window.sent.splice(0)"):
                send(widget, msg)
            page.evaluate("changes => setTraits(changes)", traits())

        page.keyboard.press("Tab")
        assert page.evaluate(focused) == "add 1"
        assert page.get_attribute('[data-action="add 1"]', "aria-label") == "adds 1"
        page.keyboard.press("ArrowRight")
        assert page.evaluate(focused) == "add 2"
        page.keyboard.press("ArrowRight")  # add 3 is illegal: out of the Tab order
        assert page.evaluate(focused) == "die-1"
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("Enter")
        assert page.evaluate("window.sent") == [
            {"type": "action", "action": "add 2", "cursor": 1}]
        pump()
        assert widget.state.total == 3 and widget.moves[-1] == "2. ▲ Bob: adds 2"
        assert page.evaluate(focused) == "add 2"  # the same target, on the new board
        page.keyboard.press("Shift+Tab")
        assert page.evaluate(focused) == "add 1"
        page.keyboard.press("End")
        assert page.evaluate(focused) == "die-1"
        page.keyboard.press(" ")
        assert page.evaluate("window.sent") == [
            {"type": "target", "target": "die-1", "cursor": 2}]
        pump()
        assert widget.selection == {"die": 1} and page.evaluate(focused) == "die-1"
        assert "Selected the die" in page.inner_text(".tutor-status")
        # an illegal move is out of the Tab order; played anyway, it is explained
        page.evaluate("document.querySelector('[data-action=\"add 3\"]').focus()")
        assert page.evaluate(focused) == "add 3"
        page.keyboard.press("Enter")
        pump()
        assert widget.status.startswith("Illegal [race.add.one-or-two]")

        # the move log: one tab stop (the current line); the arrows step the game
        current = page.locator(".tutor-log-line.current")
        assert current.get_attribute("tabindex") == "0"
        assert page.locator('.tutor-log-line[tabindex="0"]').count() == 1
        current.focus()
        page.keyboard.press("ArrowUp")
        pump()
        assert widget.cursor == 1
        assert "current" in page.evaluate(focused)  # the focus follows the current line
        page.keyboard.press("Home")
        pump()
        assert widget.cursor == 0
        page.keyboard.press("ArrowDown")
        pump()
        page.keyboard.press("ArrowDown")
        pump()
        assert widget.cursor == 2

        assert page.get_attribute(".tutor-btn-first", "aria-label") == "Go to the start"
        assert page.get_attribute(".tutor-board", "aria-label") == "Race to five"
        assert errors == []


def test_cartography_task_accepts_any_spelling_of_the_expected_move(
        comms: list[RecordingComm]) -> None:
    """Expected notations are compared in canonical form (rot 0 may be left out)."""
    w = GameWidget(Match(cartography.GAME, players=2, seed=1))
    w.task("Place a plain tile below the hexagon", expect=["tile O3 at (0,1)"],
           success="Well done", hint="Use the plain tile, O3.")
    w.click("tile O3 at (0,-2) rot 0")
    assert w.status == "That is legal, but not this task: Use the plain tile, O3."
    w.click("TILE O3 at (0, 1) rot 0")
    assert w.task_done and w.status == "Well done" and w.status_kind == "success"


def test_opponents_answer_after_each_move():
    """A seat given to a bot in ``opponents`` replies at once, and the status says so."""
    from tutor.core import GreedyBot, Match
    from tutor.games import cartography

    match = Match(cartography.new_game(tiles_per_player=5), seed=1)
    w = GameWidget(match, opponents={1: GreedyBot(seed=2)})
    w.click("tile O3 at (0,1) rot 0")
    assert w.state.current_player() == 0 and match.cursor == 1
    w.click("no stone")
    assert w.state.current_player() == 0
    assert match.cursor > 2
    assert "Orange replied:" in w.status
    assert w.status.endswith("Blue to place a tile")


# -- whose view: hidden information (issue 7, section 1) -----------------------------------------


class SecretRace(RaceState):
    """Race where each move also draws a secret card that only the mover sees."""

    def notation_for(self, action: Action, viewer: int | None, lang: str = "en") -> str:
        if viewer is None or viewer == self.player:
            return f"{action} (card {self.total + action.n}7)"  # type: ignore[attr-defined]
        return f"{action} (a card)"

    def words_for(self, action: str | Action, viewer: int | None = None,
                  lang: str | None = None) -> str:
        """The words hide the card as the notation does."""
        a = self.parse_action(action)
        card = self.notation_for(a, viewer).split(" ", 2)[2]
        return f"{super().words_for(a, viewer, lang)} {card}"

    def _apply(self, action: Action) -> State:
        assert isinstance(action, Add)
        return SecretRace(self.total + action.n, 1 - self.player)


def test_a_board_against_bots_views_as_the_human_seat(comms: list[RecordingComm]) -> None:
    """With a bot as opponent, the board is drawn for the human seat, even on the bot's turn."""
    from tutor.core import RandomBot

    w = GameWidget(Match(RACE), opponents={0: RandomBot(seed=1)})
    assert w.viewer == 1 and 'data-viewer="1"' in w.svg
    w.bot_move()   # the bot (seat 0) moves: the view stays with the person at seat 1
    assert w.viewer == 1
    w.click("add 1")
    assert w.viewer == 1 and 'data-viewer="1"' in w.svg


def test_hot_seat_boards_view_as_the_seat_to_act(widget: GameWidget) -> None:
    """Without bots, every seat is a person: the board shows the seat whose turn it is."""
    assert widget.viewer == 0
    widget.click("add 1")
    assert widget.viewer == 1 and 'data-viewer="1"' in widget.svg
    widget.undo()
    assert widget.viewer == 0


def test_the_teacher_view_only_when_asked(comms: list[RecordingComm]) -> None:
    """viewer=None draws everything and stays so; a seat given from Python stays fixed."""
    from tutor.core import RandomBot

    teacher = GameWidget(Match(RACE), viewer=None, opponents={1: RandomBot(seed=1)})
    teacher.click("add 1")
    assert teacher.viewer is None and 'data-viewer="None"' in teacher.svg
    fixed = GameWidget(Match(RACE))
    fixed.viewer = 0
    fixed.click("add 1")
    assert fixed.viewer == 0
    with pytest.raises(BadTraitError):
        GameWidget(Match(RACE), viewer="everyone")


def test_log_and_replies_never_name_what_the_viewer_cannot_see(
        comms: list[RecordingComm]) -> None:
    """Move lines and bot replies are written for the board's viewer (State.words_for)."""
    from tutor.core import RandomBot

    w = GameWidget(Match(SecretRace()), opponents={1: RandomBot(seed=3)})
    w.click("add 1")
    mine, theirs = w.moves
    assert mine == "1. ● Ann: adds 1 (card 17)"
    assert theirs.endswith("(a card)") and "card" in theirs and not re.search(r"\d7\)", theirs)
    assert "(a card)" in w.status and not re.search(r"card \d7", w.status.split("replied")[1])
    teacher = GameWidget(w.match, viewer=None)
    assert re.search(r"card \d7", teacher.moves[1])


# -- robustness of the front-end channel and of many boards (issue 7, section 6) ---------------


def test_front_end_trait_changes_are_validated_without_raising(widget: GameWidget) -> None:
    """A front end setting lang to "fr" (or an unknown method) changes nothing and says so."""
    before = snapshot(widget)
    widget.comm.handler({"content": {"data": {"method": "update", "state": {"lang": "fr"}}},
                         "buffers": []})
    assert widget.lang == "en" and widget.status_kind == "error" and "lang" in widget.status
    widget.comm.handler({"content": {"data": {"method": "no-such-method"}}, "buffers": []})
    assert snapshot(widget) == before


def test_bot_move_at_a_chance_node_draws_the_outcome(comms: list[RecordingComm]) -> None:
    """With manual chance (lessons), the bot button resolves a deal by the match's seed."""
    from tutor.games import kanagawa

    match = Match(kanagawa.new_game(players=2), seed=4, auto_chance=False)
    assert match.state.is_chance()
    w = GameWidget(match)
    w.bot_move()
    assert w.status_kind == "info" and match.cursor == 1
    again = Match(kanagawa.new_game(players=2), seed=4, auto_chance=False)
    again.bot_move()
    assert again.history[0].notation == match.history[0].notation


def test_many_boards_on_one_match_draw_it_once(comms: list[RecordingComm]) -> None:
    """Boards showing the same match in the same way share one drawing per move."""
    match = Match(cartography.new_game(tiles_per_player=5), seed=1)
    boards = [GameWidget(match) for _ in range(20)]
    calls = []
    real = match.game.render

    def counting(*args: Any, **kw: Any) -> str:
        calls.append(1)
        return real(*args, **kw)

    match.game.render = counting  # type: ignore[method-assign]
    try:
        match.play("tile O3 at (0,1) rot 0")
    finally:
        del match.game.render
    assert len(calls) == 1
    assert len({b.svg for b in boards}) == 1


def test_a_closed_or_dropped_board_stops_following_its_match(comms: list[RecordingComm]) -> None:
    """The match holds its boards weakly; close() unhooks at once."""
    import gc

    match = Match(RACE)
    w = GameWidget(match)
    assert match.observers == 1
    w.close()
    assert match.observers == 0

    class Follower:
        def seen(self, _m: Match) -> None:
            pass

    f = Follower()
    match.observe(f.seen)
    assert match.observers == 1
    del f
    gc.collect()
    assert match.observers == 0


def test_kanagawa_against_bots_names_no_hidden_card(comms: list[RecordingComm]) -> None:
    """Issue 7's case: four players, three bots. The board views as seat 1 and neither the
    move log nor the status line nor the board names a face-down or undealt card."""
    from tutor.core import GreedyBot
    from tutor.games import kanagawa

    match = Match(kanagawa.GAME, players=4, seed=10)
    w = GameWidget(match, opponents={s: GreedyBot(seed=s) for s in (1, 2, 3)})
    for _ in range(12):
        state = w.state
        if state.is_terminal():
            break
        assert w.viewer == 0
        hidden = {card for _r, _c, card in state.face_down_cards()} | set(state.deck)
        text = "\n".join([*w.moves, w.status])
        words = set(re.findall(r"\b[ABCT]\d\d\b", text))
        assert not words & hidden, words & hidden
        shown = {t for t in re.findall(r">([^<]*)<", w.svg)}
        assert not {c for c in hidden if any(re.search(rf"\b{c}\b", t) for t in shown)}
        w.click(state.legal_actions()[0])
    assert any("face-down" in line for line in w.moves)


def test_a_selection_is_named_in_words_not_by_its_id(widget: GameWidget,
                                                      comms: list[RecordingComm]) -> None:
    """The status after a first click names the target as the board does (its aria-label,
    else its tooltip without the rule it cites), never by its id."""
    widget.target("die-1")
    assert widget.status == "Selected the die. Ann to act"
    w = GameWidget(Match(cartography.GAME, players=2, seed=1), lang="zh-Hant")
    w.target("type-O3")
    assert w.status.startswith("已選取空白板塊") and "type-O3" not in w.status
    assert "O3" not in w.status  # (Cartography names a tile by its walls)
    assert "規則" not in w.status and "rule" not in w.status


def test_the_widgets_chinese_is_full_width_and_says_復原_and_紀錄() -> None:
    """Every Chinese text of the widget uses full-width punctuation (，。：；？！（）) and,
    by default, the card games' words for undo and the log, 復原 and 紀錄, never 悔棋 or
    棋譜 (a game's glossary may name them: see the next test); so do the bot levels
    (入門 / 普通 / 高手) and the front end's labels (helpers.mjs)."""
    from tutor.core import BOT_LEVELS
    from tutor.widget._widget import _MESSAGE_KINDS, _TEXTS, BOARD_WORDS

    texts = {f"_TEXTS[{k!r}]": zh for k, (_en, zh) in _TEXTS.items()}
    texts |= {f"_MESSAGE_KINDS[{k!r}]": zh for k, (_en, zh) in _MESSAGE_KINDS.items()}
    for name, level in BOT_LEVELS.items():
        texts[f"BOT_LEVELS[{name!r}]"] = f"{level.label['zh-Hant']} {level.description['zh-Hant']}"
    helpers = (Path(__file__).parents[2] / "tutor" / "widget" / "static" / "helpers.mjs")
    zh_labels = helpers.read_text(encoding="utf-8").split('"zh-Hant": {')[1].split("},")[0]
    for key, text in re.findall(r'(\w+): "([^"]*)"', zh_labels):
        if key not in ("first", "prev", "next", "last", "start"):  # |< < > >| and "0. 開始"
            texts[f"helpers.mjs {key}"] = text
    bad = {where: text for where, text in texts.items()
           if re.search(r"[,.:;?!()]", re.sub(r"\{[^}]*\}|\d\.\s", "", text))
           or re.search("悔棋|棋譜", text)}
    assert not bad, bad
    assert [BOT_LEVELS[n].label["zh-Hant"] for n in BOT_LEVELS] == ["入門", "普通", "高手"]
    assert "{undo}" in _TEXTS["undone"][1] and "紀錄" in zh_labels
    assert (BOARD_WORDS["undo"].zh, BOARD_WORDS["move-log"].zh) == ("復原", "紀錄")


@pytest.mark.parametrize("game,undo,log", [("cartography", "悔棋", "棋譜"),
                                           ("kanagawa", "復原", "紀錄"),
                                           ("tokaido", "復原", "紀錄"),
                                           ("karesansui", "復原", "紀錄")])
def test_undo_and_log_words_come_from_the_games_glossary(game: str, undo: str, log: str,
                                                          comms: list[RecordingComm]) -> None:
    """Cartography, played with stones as Go is, names the undo button and the move log
    悔棋 and 棋譜 in its glossary; the card games keep 復原 and 紀錄. The front end gets
    them in the ``words`` trait (board.js shows them over its own labels) and the status
    lines say them; switching the language switches them; English keeps Undo."""
    import tutor

    w = GameWidget(Match(tutor.load(game), players=2, seed=3), lang="zh-Hant")
    assert (w.words["Undo"], w.words["log"]) == (undo, log)
    assert w.comm.opened["data"]["state"]["words"] == w.words  # sent with the first state
    w.undo()
    assert w.status == f"沒有可以{undo}的步驟。"
    w.click(w.state.legal_actions()[0])
    w.undo()
    assert w.status.startswith(f"已{undo}：回到第 0 步。")
    w.lang = "en"
    assert w.words["Undo"] == "Undo" and w.words["log"] in ("Moves", "Game record")
    w.undo()
    assert w.status == "Nothing to undo."


# -- lesson annotations: markers, labels, hidden legality (issue 22) --------------------------


class LegalityPlan(TaskPlan):
    """A Cartography task about legality: place a stone; two hints, then the answer."""

    hide_legal = True

    def __init__(self, steps: int = 3) -> None:
        self.steps = steps

    def prompt(self, lang: str) -> str:
        return "Place a stone where it may go"

    def judge(self, start, after, moves, lang, line=None):
        return Judgement(DONE)

    def hints(self, lang, state):
        texts = ["Look at the walls.", "The regions of the new tile.", "The answer."]
        return [Hint(t, ("stone at (0,1)a",) if i else ()) for i, t in
                enumerate(texts[-self.steps:])]

    def markers(self) -> dict[str, int]:
        return {"stone at (0,1)a": 1, "region-0_m1-a": 2}  # a move, an element's id

    def labels(self, lang: str) -> dict[str, str]:
        return {"stone at (0,1)a": "這裡" if lang == "zh-Hant" else "here"}


def _stone_board() -> GameWidget:
    match = Match(cartography.new_game(tiles_per_player=5), seed=1)
    match.play("tile O3 at (0,1) rot 0")
    return GameWidget(match)


def legality_shown(svg: str) -> bool:
    return bool(re.search(r'class="(?:[^"]* )?(?:legal|illegal)[ "]', svg))


def test_a_legality_task_hides_the_legal_moves_until_the_second_hint(comms) -> None:
    """hide_legal: no legal/illegal classes, no refusal tooltips, every move in the Tab
    order while the learner has asked for fewer than two hints; the second hint shows them
    (with its highlight), and so does the end of the task."""
    w = _stone_board()
    assert legality_shown(w.svg)
    w.start_task(LegalityPlan())
    assert w.legal_hidden() and not legality_shown(w.svg)
    assert 'tabindex="-1"' not in w.svg and "not allowed" not in w.svg
    w.hint()
    assert w.legal_hidden() and not legality_shown(w.svg)
    w.hint()
    assert not w.legal_hidden() and legality_shown(w.svg)
    assert "hint" in classes(w.svg, "stone at (0,1)a")
    w.try_again()  # the hints asked for stay asked for
    assert not w.legal_hidden()
    w.start_task(LegalityPlan())
    assert w.legal_hidden()
    w.click("stone at (0,1)a")
    assert w.task_done and not w.legal_hidden()


def test_a_legality_task_with_one_hint_before_the_answer_reveals_at_the_answer(comms) -> None:
    w = _stone_board()
    w.start_task(LegalityPlan(steps=1))
    assert w.hint_steps == 1 and w.legal_hidden()
    w.hint()
    assert not w.legal_hidden()


def test_a_task_that_does_not_hide_legality_shows_it(comms) -> None:
    w = _stone_board()
    plan = LegalityPlan()
    plan.hide_legal = False
    w.start_task(plan)
    assert not w.legal_hidden() and legality_shown(w.svg)


def test_a_tasks_markers_and_labels_are_drawn_in_the_boards_language(comms) -> None:
    """The board draws the task's numbered markers and labels from its start, in its
    language, and keeps them once the task is done; mark_places() replaces them."""
    w = _stone_board()
    w.start_task(LegalityPlan())
    assert re.findall(r'data-marker="(\d)"', w.svg) == ["1", "2"]
    assert ">here</text>" in w.svg
    w.lang = "zh-Hant"
    assert ">這裡</text>" in w.svg and 'aria-label="標記 1"' in w.svg
    w.click("stone at (0,1)a")  # the move is no more, the region's id stays
    assert w.task_done and re.findall(r'data-marker="(\d)"', w.svg) == ["2"]
    w.mark_places({"region-0_1-a": 3})
    assert re.findall(r'data-marker="(\d)"', w.svg) == ["3"] and "這裡" not in w.svg
    w.mark_places()
    assert "data-marker" not in w.svg
