"""The Karesansui lessons, as data (see :mod:`tutor.lessons.model`), one module per lesson.

Thirteen lessons: the garden and the goal, drawing and the four tile choices, gifts and
snatching, virtue, the monk and stones, gardener cards, the end, four lessons on scoring in
the garden studio (gravel, moss and symmetry; whirlpools and joined ripples; stones and
their arrangements; the famous garden, virtue and the whole score sheet), a game against
bots, and the sources. Game positions are written as the moves of a real game from the
set-up (every deal and draw forced); scoring puzzles are positions of the garden studio
(``Position(..., game="karesansui-studio")``), whose goals the scoring checks. The engine
checks every task's goal, solution and typical mistake, and answers every quiz question
(tests/lessons and the notebooks' test harness). What the lessons share (how positions are
written, the tests of the tasks, positions used by several lessons) is in :mod:`._common`.

To change a lesson, open its module: ``NN_slug.py`` defines ``LESSON``.
"""

from __future__ import annotations

from importlib import import_module

from ....lessons.model import Lesson

MODULES = (
    "01_the_garden_and_the_goal",
    "02_drawing_and_the_four_choices",
    "03_gifts_and_snatching",
    "04_virtue",
    "05_the_monk_and_stones",
    "06_gardener_cards",
    "07_the_end",
    "08_gravel_moss_and_symmetry",
    "09_whirlpools_and_ripples",
    "10_stones_and_arrangements",
    "11_famous_garden_and_the_score_sheet",
    "12_play_against_bots",
    "13_sources_and_assumptions",
)
"""The lesson modules, in the order of the series."""

LESSONS: tuple[Lesson, ...] = tuple(import_module(f".{name}", __name__).LESSON
                                    for name in MODULES)
"""The Karesansui series, in order."""

__all__ = ["LESSONS", "MODULES"]
