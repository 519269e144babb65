"""Every text of a game that a learner or a teacher reads, with where it is: the lessons
(sources folds included), the class plan (the teacher's guide source), the rule registry
(titles, texts, notes) and the options' descriptions and choices. For tests that check
that a rule is said one way everywhere (issue 20)."""

from __future__ import annotations

from lessons.test_language import texts

import tutor
from tutor.core.lang import Text
from tutor.lessons import course
from tutor.lessons.plan import plan_of


def game_texts(game: str) -> list[tuple[str, Text]]:
    """Every (where, text) of ``game``."""
    out = [pair for lesson in course(game) for pair in texts(lesson, lesson.key, folds=True)]
    plan = plan_of(game)
    if plan is not None:
        out += list(texts(plan, f"{game} plan"))
    loaded = tutor.load(game)
    for rule in loaded.rules:
        out += [(f"rule {rule.id} title", rule.title), (f"rule {rule.id} text", rule.text)]
        if isinstance(rule.note, Text):
            out.append((f"rule {rule.id} note", rule.note))
    for option in loaded.options:
        out.append((f"option {option.name}", option.description))
        out += [(f"option {option.name} {c!r}", t) for c, t in (option.labels or {}).items()]
    return out
