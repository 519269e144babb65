"""What a board in task mode asks of its task.

A lesson task (``tutor.lessons``) and the simple ``GameWidget.task(prompt, expect)`` both
implement :class:`TaskPlan`: the board asks it to judge every legal move the learner makes
(done, go on, or a miss with the reason), for its stepped hints, for the scripted replies
after a move, and tells it what happened (for progress).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from ..core.game import State

DONE, GO_ON, MISS = "done", "go-on", "miss"


class Judgement(NamedTuple):
    """The task's answer to one legal move."""

    outcome: str
    """DONE (the goal is reached), GO_ON (keep going) or MISS (the move is not played)."""
    why: str = ""
    """For a miss: why the move misses the goal, in the board's language."""


class Line(NamedTuple):
    """Where a task is played, so that its judge foresees what the board does next."""

    seed: int
    """The match's seed (its chance draws)."""
    cursor: int
    """The match's log length at the task's start."""
    auto_chance: bool
    """Whether the board draws chance by itself during the task."""


class Hint(NamedTuple):
    """One step of a stepped hint."""

    text: str
    highlight: tuple[str, ...] = ()
    """Notations (or data-target ids) the board highlights with this hint."""


REVEAL_STEP = 2
"""The hint step from which a task that hides legality (:attr:`TaskPlan.hide_legal`) shows
the legal moves again (or its last step, when it has fewer)."""


class TaskPlan:
    """A task as the board sees it. Subclasses implement :meth:`prompt` and :meth:`judge`."""

    hide_legal: bool = False
    """A task about legality: the board draws its moves without telling which are legal
    (``render(..., show_legal=False)``) until hint step :data:`REVEAL_STEP`."""

    def markers(self) -> dict[str, int]:
        """Places the prompt names by number (place -> 1, 2...), drawn on the board (none by
        default)."""
        return {}

    def labels(self, lang: str) -> dict[str, str]:
        """Names drawn under places of the board, in ``lang`` (none by default)."""
        return {}

    def prompt(self, lang: str) -> str:
        """The goal, as the learner reads it."""
        raise NotImplementedError

    def judge(self, start: State, after: State, moves: tuple[str, ...], lang: str,
              line: Line | None = None) -> Judgement:
        """Judge the learner's latest legal move (``moves[-1]``), whose result is ``after``;
        ``start`` is the task's position, ``moves`` every move the learner kept so far, and
        ``line`` the board's match (how it draws chance). A move after which the goal can
        no longer be reached is a miss: the board plays the replies only after a move that
        keeps the goal within reach."""
        raise NotImplementedError

    def success(self, lang: str) -> str:
        """What the board says when the task is done."""
        return "做得好！" if lang == "zh-Hant" else "Well done!"

    def hints(self, lang: str, state: State) -> list[Hint]:
        """The hints for the position ``state``, from a nudge to the answer (none by
        default)."""
        return []

    def replies(self, learner_moves: int) -> tuple[str, ...]:
        """Actions the board plays after the learner's ``learner_moves``-th kept move (an
        opponent's scripted answer, or a forced deal)."""
        return ()

    def event(self, kind: str, **data: Any) -> None:
        """Told about every attempt: "illegal", "miss", "hint", "reset", "done"."""


class ExpectPlan(TaskPlan):
    """The simple task: one move, any of ``expect`` (or accepted by a callable)."""

    def __init__(self, prompt: str, expect: frozenset[str] | Callable[[str, State], bool],
                 success: str, hint: str) -> None:
        self._prompt, self.expect, self._success, self.hint = prompt, expect, success, hint

    def prompt(self, lang: str) -> str:
        return self._prompt

    def accepts(self, action: str, after: State) -> bool:
        if callable(self.expect):
            return bool(self.expect(action, after))
        return action in self.expect

    def judge(self, start: State, after: State, moves: tuple[str, ...], lang: str,
              line: Line | None = None) -> Judgement:
        if self.accepts(moves[-1], after):
            return Judgement(DONE)
        return Judgement(MISS, self.hint)

    def success(self, lang: str) -> str:
        return self._success

    def hints(self, lang: str, state: State) -> list[Hint]:
        """One hint: the hint text, with the moves that solve the task highlighted."""
        accepted = tuple(str(a) for a in state.legal_actions()
                         if self.accepts(str(a), state.apply(a)))
        return [Hint(self.hint, accepted)]
