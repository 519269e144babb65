"""Which items of a game's lessons practise each of its rules (for the lesson tests)."""

from __future__ import annotations

import tutor
from tutor.lessons import course
from tutor.lessons.model import LegalOrNot, Task


def practised(game: str) -> dict[str, list[str]]:
    """Rule id -> the tasks, score sheets and quiz items that practise it ("4/first-capture"):
    the rules each names, a task's typical mistake's rule, and the rule the engine names
    when it refuses a "legal or not?" action.

    >>> "4/first-capture" in practised("cartography")["cartography.capture.no-liberty"]
    True
    """
    g = tutor.load(game)
    out: dict[str, list[str]] = {rid: [] for rid in g.rules.ids()}
    for lesson in course(game):
        for item in [*lesson.tasks(), *lesson.sheets(), *lesson.quiz_items()]:
            ids = set(item.rules)
            if isinstance(item, Task) and item.wrong_rule:
                ids.add(item.wrong_rule)
            if isinstance(item, LegalOrNot):
                verdict = item.position.state(g).check(item.action)
                if not verdict:
                    ids.add(verdict.rule)
            for rid in ids:
                out.setdefault(rid, []).append(f"{lesson.number}/{item.id}")
    return out
