"""How a task judges a move (issue 14): against the whole move space, with its scripted
replies and the board's chance draws; replies played only when legal; nothing inside a task
escaping the board; Undo in a task; the answer hint in words.

Most tests use "climb", a tiny game made here: two seats take turns adding 1, 2 or 3 to a
shared height, which may not pass 9. The tests on the real lessons are the issue's own cases
(tests/lessons/test_every_move.py plays every move of every task).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import pytest

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
from tutor.lessons import open_lesson
from tutor.lessons.model import Play, Position, Reach, Referee, T, Task, referee
from tutor.lessons.runner import LessonTask
from tutor.widget import GameWidget
from tutor.widget._task import DONE, GO_ON, MISS, Judgement

RULES = RuleRegistry("climb")
RULES.add_contract_rules()
RULES.add("climb.add.at-most-nine", "At most nine", "最多九",
          "Add 1, 2 or 3; the height may not pass 9.", "加 1、2 或 3；高度不能超過 9。")


@dataclass(frozen=True)
class Add(Action):
    n: int

    def __str__(self) -> str:
        return f"add {self.n}"

    @classmethod
    def parse(cls, text: str) -> Add:
        m = re.fullmatch(r"add (\d)", text.strip())
        if not m:
            raise NotationError(f"not a climb action: {text!r}")
        return cls(int(m.group(1)))


class ClimbState(State):
    action_type = Add

    def __init__(self, height: int = 0, player: int = 0) -> None:
        self.height, self.player = height, player

    def current_player(self) -> int:
        return -2 if self.height == 9 else self.player

    def legal_actions(self) -> LegalActions:
        return LegalActions(Add(n) for n in (1, 2, 3) if self.height + n <= 9)

    def num_players(self) -> int:
        return 2

    def player_names(self, lang: str | None = None) -> tuple[str, ...]:
        return ("Ann", "Bob") if lang != "zh-Hant" else ("安", "寶")

    def words_for(self, action: str | Action, viewer: int | None = None,
                  lang: str | None = None) -> str:
        n = self.parse_action(action).n
        return (f"climb {n} from {self.height}" if lang != "zh-Hant"
                else f"從 {self.height} 爬 {n} 格")

    def scores(self) -> ScoreSheet:
        return ScoreSheet(("Ann", "Bob"), (Category("h", Text("height", "高度"),
                                                      "climb.add.at-most-nine"),),
                          ({"h": 0.0}, {"h": 0.0}), self.is_terminal(), ())

    def to_dict(self) -> dict[str, Any]:
        return {"height": self.height, "player": self.player}

    def _check(self, action: Action) -> Verdict:
        assert isinstance(action, Add)
        if action.n not in (1, 2, 3) or self.height + action.n > 9:
            return Verdict.illegal(str(action), "climb.add.at-most-nine",
                                   Text("too high", "太高了"))
        return Verdict.legal(str(action))

    def _apply(self, action: Action) -> State:
        assert isinstance(action, Add)
        return ClimbState(self.height + action.n, 1 - self.player)


class Climb(Game):
    name = "climb"
    title = Text("Climb", "爬高")
    min_players = max_players = 2
    options = ()
    rules = RULES

    def render(self, state: State, viewer: int | None = None, highlight: Any = None,
               lang: str = "en", selection: dict | None = None, **kw: Any) -> str:
        assert isinstance(state, ClimbState)
        return f'<svg xmlns="http://www.w3.org/2000/svg"><text>{state.height}</text></svg>'

    def _initial(self, players: int, options: dict[str, Any]) -> State:
        return ClimbState()

    def _from_dict(self, data: dict[str, Any]) -> State:
        return ClimbState(data["height"], data["player"])


ClimbState.game = Climb()


def six_in_two(**kw: Any) -> Task:
    """Ann reaches height 6 in two of her moves; Bob adds 1 in between."""
    return Task("six", T("Reach 6 in two moves.", "兩步內到 6。"), Position(),
                Reach(lambda start, now: now.height == 6, T("6 is out of reach.", "到不了 6。"),
                      within=2),
                solution=("add 2", "add 3"), replies={1: ("add 1",)},
                hints=(T("Bob adds one.", "寶會加一。"), T("Count to five.", "數到五。")), **kw)


def board_with(task: Task, start: State | None = None, lang: str = "en"
               ) -> tuple[GameWidget, LessonTask]:
    board = GameWidget(Match(start or ClimbState()), lang=lang)
    plan = LessonTask(task)
    board.start_task(plan)
    return board, plan


# -- the judge ----------------------------------------------------------------------------


def test_a_move_that_puts_the_goal_out_of_reach_is_a_miss_at_once():
    """From 0, Ann's add 1 leaves at most 1 + 1 + 3 = 5: a miss at once, with the goal's
    reason (or the task's explanation of that move); add 2 and add 3 keep 6 in reach."""
    task = six_in_two(explain={"add 1": T("Too small a step.", "一步太小。")})
    ref = Referee(task, ClimbState())
    assert ref.accepted() == {"add 2": GO_ON, "add 1": MISS, "add 3": GO_ON}
    assert ref.judge(("add 1",)) == (MISS, task.explain["add 1"])
    assert ref.judge(("add 2", "add 3")) == (DONE, None)
    assert ref.judge(("add 2", "add 2")) == (MISS, task.check.why)  # the last move allowed
    assert ref.judge(("add 3", "add 3")) == (MISS, task.check.why)


def nine() -> Task:
    """From 5, Ann reaches 9 in two moves; Bob adds 2 in between."""
    return Task("nine", T("Reach 9.", "到 9。"), Position(),
                Reach(lambda start, now: now.height == 9, T("Not 9.", "不是 9。"), within=2),
                solution=("add 1", "add 1"), replies={1: ("add 2",)})


def test_a_reply_that_would_be_illegal_makes_the_move_a_miss():
    """From 5, Bob's scripted add 2 is legal only up to height 7: after Ann's add 3 it
    would be illegal, so that move misses (add 2 misses too: Bob's 2 ends the game)."""
    ref = Referee(nine(), ClimbState(5))
    assert ref.accepted() == {"add 1": GO_ON, "add 2": MISS, "add 3": MISS}


def test_the_learner_plays_only_their_own_seat():
    """Without a scripted reply, a move that hands the turn to Bob leaves Ann nothing to do:
    the goal is out of reach (the learner does not play Bob's moves)."""
    task = Task("alone", T("Reach 4 in two moves.", "兩步內到 4。"), Position(),
                Reach(lambda start, now: now.height == 4, T("Not 4.", "不是 4。"), within=2),
                solution=("add 1", "add 3"))
    assert Referee(task, ClimbState()).accepted() == {"add 1": MISS, "add 2": MISS,
                                                       "add 3": MISS}


def test_play_goals_are_judged_on_the_move():
    task = Task("three", T("Climb three.", "爬三格。"), Position(),
                Play(("add 3",), T("Not three.", "不是三。")), solution=("add 3",))
    assert Referee(task, ClimbState()).accepted() == {"add 3": DONE, "add 1": MISS,
                                                       "add 2": MISS}


def test_the_judge_is_kept_per_task_and_start():
    """A second board on the same task and start reuses the first one's search."""
    task = six_in_two()
    first = referee(task, ClimbState())
    first.judge(("add 1",))
    assert referee(task, ClimbState()) is first and first.searched > 0
    assert referee(task, ClimbState(1)) is not first


# -- the board ------------------------------------------------------------------------------


def test_the_board_plays_the_replies_after_a_move_that_keeps_the_goal_in_reach():
    board, _plan = board_with(six_in_two())
    board.click("add 1")
    assert board.status_kind == "error" and board.cursor == 0
    assert board.status == "That is legal, but not this task: 6 is out of reach."
    board.click("add 2")
    assert board.state.height == 3 and board.status.startswith("Good. Bob: climb 1 from 2.")
    board.click("add 3")
    assert board.task_done


class Overeager(LessonTask):
    """A broken judge: every move goes on."""

    def judge(self, start, after, moves, lang, line=None):
        return Judgement(GO_ON)


def test_a_reply_that_is_illegal_after_all_takes_the_move_back():
    """If a judge let a move through after which a scripted reply is illegal, the board says
    so in its language, takes the move back and stays usable."""
    board = GameWidget(Match(ClimbState(5)), lang="zh-Hant")
    board.start_task(Overeager(nine()))
    board.click("add 3")
    assert board.status_kind == "error" and board.state.height == 5 and board.cursor == 0
    assert board.status.startswith("寶對這一步沒有準備好的回應")
    board.click("add 1")
    assert board.state.height == 8 and board.status_kind == "task"


class Faulty(LessonTask):
    """A task whose judge fails on its second move."""

    def judge(self, start, after, moves, lang, line=None):
        if len(moves) > 1:
            raise RuntimeError("the judge broke")
        return super().judge(start, after, moves, lang, line)


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_nothing_that_fails_inside_a_task_escapes_the_board(lang: str):
    """Issue 14 (Karesansui lesson 3 gift: 「處理 'action' 訊息時出錯:IllegalAction…」, then
    every click refused as stale): a failure inside a task is said in the board's language,
    the task starts again, and the next click from the front end is not stale."""
    board = GameWidget(Match(ClimbState()), lang=lang)
    board.start_task(Faulty(six_in_two()))
    board._on_custom_msg(board, {"type": "action", "action": "add 2", "cursor": 0})
    board._on_custom_msg(board, {"type": "action", "action": "add 3", "cursor": 2})
    said = {"en": "Something went wrong in this task, so it starts again from the beginning.",
            "zh-Hant": "這個任務出了問題，所以從頭開始。"}[lang]
    assert board.status.startswith(said) and board.status_kind == "error"
    assert board.cursor == 0 and board.prompt and not board.task_done
    assert board.task_error == "RuntimeError: the judge broke"
    board._on_custom_msg(board, {"type": "action", "action": "add 2", "cursor": 0})
    assert board.cursor == 2 and board.status_kind == "task"


class Forgetful(LessonTask):
    """A task whose progress record fails (a full disk, a damaged file)."""

    def event(self, kind: str, **data: Any) -> None:
        raise OSError("no space left on device")


def test_a_progress_record_that_fails_does_not_stop_the_task():
    board = GameWidget(Match(ClimbState()))
    board.start_task(Forgetful(six_in_two()))
    board.click("add 1")
    board.hint()
    board.click("add 2")
    board.click("add 3")
    assert board.task_done and not board.task_error


def test_a_crash_outside_a_task_leaves_the_board_in_step_with_its_match(monkeypatch):
    """A message handler that fails half-way still leaves the front end's cursor the
    match's, so that the next click is not refused as coming from an older board."""
    board = GameWidget(Match(ClimbState()))

    def half_way(action: str) -> None:
        board.match.play(action)
        raise RuntimeError("boom")

    monkeypatch.setattr(board, "click", half_way)
    board._on_custom_msg(board, {"type": "action", "action": "add 1", "cursor": 0})
    assert board.status_kind == "error" and board.cursor == board.match.cursor == 1


def test_undo_in_a_task_takes_back_the_learners_own_move():
    """Undo takes back Ann's last move with Bob's reply; stepping through the log waits for
    the end of the task."""
    board, _plan = board_with(six_in_two())
    assert not board.can_undo
    board.click("add 3")
    assert board.cursor == 2 and board.can_undo and not board.can_redo
    board.goto(1)
    assert board.status_kind == "error" and board.cursor == 2
    board.redo()
    assert board.status_kind == "error" and board.cursor == 2
    board.undo()
    assert board.cursor == 0 and board.moves == [] and not board.can_undo
    board.undo()
    assert board.status == "Nothing to undo."
    board.click("add 2")
    board.click("add 3")
    assert board.task_done and board.state.height == 6


def test_the_answer_is_the_solution_in_words():
    """The last hint says the solution with the game's words for each move, each from the
    position it is played in (Bob's reply in between), in the board's language: no
    notation, no backticks."""
    task = six_in_two()
    answer = task.answer(ClimbState())
    assert answer == T("The answer: climb 2 from 0, then climb 3 from 3.",
                       "答案：從 0 爬 2 格，然後從 3 爬 3 格。")
    board, _plan = board_with(task, lang="zh-Hant")
    for _ in range(board.hint_steps):
        board.hint()
    assert board.hint_text == answer.zh and "`" not in board.hint_text


# -- the cases ------------------------------------------------------------------------


@pytest.mark.parametrize("number,task_id", [(3, "gift"), (5, "at-six")])
def test_karesansui_tasks_with_replies_never_freeze_the_board(number: int, task_id: str):
    """Issue 14: a legal wrong first move was judged "go on", then the scripted reply was
    illegal and the board froze. Now every legal first move is judged before any reply: the
    wrong ones are misses that change nothing, and the solution still solves the task."""
    run = open_lesson("karesansui", number, lang="zh-Hant")
    board = run.task(task_id)
    task = run.lesson.find(task_id)
    for action in board.state.legal_actions():
        board.click(action)
        if board.status_kind == "error":
            assert board.cursor == 0 and "出錯" not in board.status
        else:
            board.try_again()
    for move in task.solution:
        board.click(move)
    assert board.task_done and not board.task_error


def test_karesansui_muso_zazen_is_a_miss():
    """Issue 14's example: zazen in lesson 6 (now 7) `muso` was "很好。", after which even the
    right moves were refused."""
    board = open_lesson("karesansui", 7, lang="zh-Hant").task("muso")
    board.click("zazen")
    assert board.status_kind == "error" and board.cursor == 0
    for move in board._task.task.solution:
        board.click(move)
    assert board.task_done
