"""The Tokaido lessons, as data (see :mod:`tutor.lessons.model`).

Eighteen lessons, one module each (``NN_slug.py`` defining ``LESSON``; helpers shared by
several lessons in :mod:`._common`), one idea each, with a core and an optional deeper part
(「進階」): the journey and the goal, moving, villages, farms and temples, panoramas, hot
springs, encounters, the inns and their meals, the travellers (two lessons of five), the end
and scoring, three turns against the beginner bot, games against bots, a what-if explorer,
the 2-player neutral traveller, the variants, a real game recorded online, and the sources.
Positions are written as the actions that reach them, chance included: :func:`trip` forces
the set-up (each seat's traveller, the start queue), then every draw is forced by naming its
card (``reveal koma``, ``meal sushi``, ``encounter kuge``...). Positions from the real game
are its recorded actions (:mod:`.recorded`). The engine checks every task's goal, solution
and typical mistake, and answers every quiz question (tests/lessons and the notebooks' test
harness).

Quotes come from the Traditional Chinese rules summary ``002_b06c0eb6fbe514ea.txt``, written
before the game was published, the sheet teachers hand out: where it states a rule plainly
the engine follows it (the Preparations coins with 2 and 3 players included, which the
rulebook shows only in a picture); the official rules add the 2-player rules it leaves out
and settle Satsuki's free meal and the Collector achievement (a slip of the summary): the
sources lesson says so, not the lessons that teach the rules. A place a text points at is a
numbered marker (①) the board draws; a stop is named by what it is, never by its number.

The road (board numbers; ``*`` a double stop): 1 Kyoto, 2 V*, 3 T, 4 E, 5 P, 6 H*, 7 M*,
8 F*, 9 V, 10 T*, 11 E, 12 S*, 13 M, 14 H, 15 inn, 16 S, 17 T, 18 F*, 19 P*, 20 M*, 21 E*,
22 T, 23 H*, 24 M, 25 S*, 26 V, 27 F, 28 inn, 29 P, 30 V, 31 E*, 32 F, 33 M*, 34 H, 35 S*,
36 P, 37 T*, 38 F*, 39 E, 40 S, 41 V*, 42 inn, 43 H, 44 T*, 45 E, 46 V*, 47 S, 48 F*,
49 H*, 50 E, 51 M, 52 P*, 53 S*, 54 V, 55 Edo.
"""

from __future__ import annotations

import importlib
from dataclasses import replace

from ....lessons.model import Lesson, Task
from ..state import GAME

MODULES = (
    "01_the_journey_and_the_goal",
    "02_moving",
    "03_villages",
    "04_farms_and_temples",
    "05_panoramas",
    "06_hot_springs",
    "07_encounters",
    "08_inns_and_meals",
    "09_travellers_at_the_inns",
    "10_travellers_on_the_road",
    "11_the_end_and_scoring",
    "12_play_three_turns",
    "13_play_against_bots",
    "14_what_if_explorer",
    "15_two_players_neutral_traveller",
    "16_variants",
    "17_a_real_game",
    "18_sources_and_assumptions",
)
"""The lesson modules, in order."""


def _as_the_learner(lesson: Lesson) -> Lesson:
    """Every task shows its board as the seat the learner plays, the seat to act at its start
    (Tokaido hides cards: the meals at an inn, a Yoshiyasu's draw, a dealt tile)."""
    steps = tuple(
        replace(step, viewer=step.position.state(GAME).current_player())
        if isinstance(step, Task) and step.viewer == "auto" else step
        for step in lesson.steps)
    return replace(lesson, steps=steps)


LESSONS = tuple(_as_the_learner(importlib.import_module(f"{__name__}.{name}").LESSON)
                for name in MODULES)
"""The Tokaido series, in order."""

__all__ = ["LESSONS"]
