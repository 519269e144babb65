"""The Kanagawa lessons, as data (see :mod:`tutor.lessons.model`), one module per lesson.

Nine lessons: the school and the goal, the lesson (dealing, waiting, taking), the studio,
painting with brushes, diplomas, the end and scoring, a what-if explorer, three turns against
the 入門 bot then games against bots, and the sources. Each lesson's core holds what the rules
summary says, one idea and at most three quiz items; edge cases and the tutor's registered
readings come after its ``Deeper`` step. Learner texts name cards by their season and subject
and places by their number (:mod:`..words`), never by an id. Positions are written as the
moves that reach them (:mod:`._positions`), helpers shared by the lessons are in
:mod:`._common`; the engine
checks every task's goal, solution and typical mistake (tests/lessons and the notebooks'
test harness). Quotes and worked examples come from the Chinese rules summary
``000_43f8316dd65002f0.txt``, whose terms the Chinese text uses (課程卡, 大師棋子, 助手棋子,
畫室, 畫作, 筆刷, 證書, 風暴指示物...).
"""

from __future__ import annotations

from importlib import import_module

from ....lessons.model import Lesson

MODULES = (
    "01_the_school_and_the_goal",
    "02_the_lesson",
    "03_the_studio",
    "04_painting",
    "05_diplomas",
    "06_the_end_and_scoring",
    "07_scoring_explorer",
    "08_play_against_bots",
    "09_sources_and_assumptions",
)
"""One module per lesson, in order (a module name starting with digits is imported by name)."""

LESSONS: tuple[Lesson, ...] = tuple(import_module(f"{__name__}.{name}").LESSON
                                    for name in MODULES)
"""The Kanagawa series, in order."""

__all__ = ["LESSONS"]
