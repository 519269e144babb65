"""Lessons that teach by doing, in English and Traditional Chinese.

Lesson content is data in each game's package (``tutor/games/<game>/lessons/``, see
:mod:`tutor.lessons.model`); :func:`open_lesson` runs one in a notebook. The notebooks
under ``notebooks/<lang>/`` are generated from the content (:mod:`tutor.lessons.notebook`).

>>> from tutor.lessons import course
>>> [lesson.stem for lesson in course("cartography")][:2]   # doctest: +SKIP
['01-the-map-and-its-tiles', '02-placing-tiles']
"""

from .model import (
    Choose,
    Explore,
    FillSheet,
    HowMany,
    LegalOrNot,
    Lesson,
    Play,
    PlayBots,
    Position,
    Quiz,
    Reach,
    Read,
    Show,
    Sources,
    T,
    Task,
)
from .progress import Progress
from .runner import LessonRun, course, open_lesson
from .widgets import course_map

__all__ = [
    "Choose", "Explore", "FillSheet", "HowMany", "LegalOrNot", "Lesson", "LessonRun", "Play",
    "PlayBots", "Position", "Progress", "Quiz", "Reach", "Read", "Show", "Sources", "T", "Task",
    "course", "course_map", "open_lesson",
]
