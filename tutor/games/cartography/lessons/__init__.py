"""The Cartography lessons, as data (see :mod:`tutor.lessons.model`), one module per lesson.

Nine lessons: the map and its tiles, placing tiles, stones and liberties, capture, ko, the
end and scoring, a what-if explorer, a game against bots, and the sources. Each module
``NN_slug.py`` defines ``LESSON``; what several lessons share (goal checks, positions) is in
:mod:`._common`. The engine checks every task's goal, solution and typical mistake, and
answers every quiz question (tests/lessons and the notebooks' test harness). Quotes come
from the Chinese rulebook summary 003_aa27acea8e4117cd.txt; where the engine follows another
source or an assumption, the lesson says so where the rule is taught.
"""

from __future__ import annotations

from importlib import import_module

from ....lessons.model import Lesson

MODULES = (
    "01_the_map_and_its_tiles",
    "02_placing_tiles",
    "03_stones_regions_liberties",
    "04_capture",
    "05_ko",
    "06_the_end_and_scoring",
    "07_what_if_explorer",
    "08_play_against_a_bot",
    "09_sources_and_assumptions",
)
"""The lesson modules, in order."""

LESSONS: tuple[Lesson, ...] = tuple(import_module(f".{name}", __name__).LESSON for name in MODULES)
"""The Cartography series, in order."""

__all__ = ["LESSONS"]
