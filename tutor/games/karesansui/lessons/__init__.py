"""The Karesansui lessons, as data (see :mod:`tutor.lessons.model`), one module per lesson.

Fifteen lessons: the garden and the goal, drawing and the four tile choices, gifts,
snatching, virtue, the monk and stones, gardener cards, the end, four lessons on scoring in
the garden studio (gravel, moss and symmetry; whirlpools and joined ripples; stones and
their arrangements; the famous garden, virtue and the whole score sheet), three turns to
play against the beginner bot, a game against bots, and the sources. Each lesson's core is
what the rules summary says, one idea, with at most three quiz items; edge cases and the
tutor's registered readings come after its ``Deeper`` step, and sources, assumptions and
options only in the sources lesson (issue 22). Game positions are written as the moves of
a real game from the set-up (every deal and draw forced); scoring puzzles are positions of
the garden studio (``Position(..., game="karesansui-studio")``), whose goals the scoring
checks. The engine checks every task's goal, solution and typical mistake, and answers every
quiz question (tests/lessons and the notebooks' test harness). What the lessons share (how
positions are written, the tests of the tasks, positions used by several lessons) is in
:mod:`._common`.

To change a lesson, open its module: ``NN_slug.py`` defines ``LESSON``.
"""

from __future__ import annotations

from importlib import import_module

from ....lessons.model import Lesson

MODULES = (
    "01_the_garden_and_the_goal",
    "02_drawing_and_the_four_choices",
    "03_gifts",
    "04_snatching",
    "05_virtue",
    "06_the_monk_and_stones",
    "07_gardener_cards",
    "08_the_end",
    "09_gravel_moss_and_symmetry",
    "10_whirlpools_and_ripples",
    "11_stones_and_arrangements",
    "12_famous_garden_and_the_score_sheet",
    "13_play_three_turns",
    "14_play_against_bots",
    "15_sources_and_assumptions",
)
"""The lesson modules, in the order of the series."""

LESSONS: tuple[Lesson, ...] = tuple(import_module(f".{name}", __name__).LESSON
                                    for name in MODULES)
"""The Karesansui series, in order."""

__all__ = ["LESSONS", "MODULES"]
