"""The Kanagawa series practises every rule and gives enough to do.

Every rule id of the Kanagawa registry is practised by a task, a score sheet or a quiz item
(the rules each names, a task's typical mistake's rule, and the rule the engine names when
it refuses a "legal or not?" action). Exempt: assumption-only rules and the tutor's own
rules (notation, game over, chance outcomes), though most assumptions are practised too.
"""

from __future__ import annotations

import pytest

import tutor
from tutor.lessons import course
from tutor.lessons.model import Explore, LegalOrNot, PlayBots, Sources, Task

GAME = tutor.load("kanagawa")
RULES = GAME.rules
LESSONS = course("kanagawa")


def practised() -> dict[str, list[str]]:
    """Rule id -> the items that practise it ("4/two-oceans")."""
    out: dict[str, list[str]] = {rid: [] for rid in RULES.ids()}
    for lesson in LESSONS:
        for item in [*lesson.tasks(), *lesson.sheets(), *lesson.quiz_items()]:
            ids = set(item.rules)
            if isinstance(item, Task) and item.wrong_rule:
                ids.add(item.wrong_rule)
            if isinstance(item, LegalOrNot):
                verdict = item.position.state(GAME).check(item.action)
                if not verdict:
                    ids.add(verdict.rule)
            for rid in ids:
                out.setdefault(rid, []).append(f"{lesson.number}/{item.id}")
    return out


COVERAGE = practised()


def test_every_kanagawa_rule_is_practised():
    """No gap: every rule but the exempt ones has a task or quiz item, and no item names a
    rule the registry lacks."""
    unknown = sorted(set(COVERAGE) - set(RULES.ids()))
    assert not unknown, f"items name rules the registry lacks: {unknown}"
    gaps = [rid for rid in RULES.ids()
            if not COVERAGE[rid] and not RULES[rid].assumption
            and set(RULES[rid].sources) != {"tutor"}]
    assert not gaps, f"rules no task or quiz item practises: {gaps}"


@pytest.mark.parametrize("rid", [r.id for r in RULES.assumptions()])
def test_every_assumption_is_practised_too(rid: str):
    """The assumptions are exempt from the rule above, but the series practises each one
    where it is taught (the lesson says that the engine follows a reading)."""
    assert COVERAGE[rid], f"{rid} is practised nowhere"


def test_enough_to_do():
    """At least 40 graded items; at least three tasks in every lesson but the explorer, the
    games against bots and the sources; a quiz in every lesson."""
    graded = sum(len(lesson.graded()) for lesson in LESSONS)
    assert graded >= 40, f"{graded} graded items"
    assert len(LESSONS) == 9
    for lesson in LESSONS:
        assert lesson.quiz_items(), f"{lesson.key} has no quiz"
        if any(isinstance(s, (Explore, PlayBots, Sources)) for s in lesson.steps):
            continue
        assert len(lesson.tasks()) >= 3, f"{lesson.key}: {len(lesson.tasks())} tasks"


def test_tasks_in_hidden_positions_show_only_what_the_learner_may_see():
    """A task whose position has face-down cards is viewed from the learner's seat: no
    face-down card's id appears on the board the learner gets."""
    from tutor.lessons import open_lesson

    checked = 0
    for lesson in LESSONS:
        run = None
        for task in lesson.tasks():
            state = task.position.state(GAME)
            hidden = [card for _, _, card in state.face_down_cards()]
            if not hidden:
                continue
            run = run or open_lesson("kanagawa", lesson.number)
            board = run.task(task.id)
            assert board.viewer == state.current_player(), task.id
            assert not any(card in board.svg for card in hidden), task.id
            checked += 1
    assert checked >= 3
