"""Tokaido rules said truthfully in every text (issue 20): lesson 8 (then 5) listed buying a dearer
meal as a mistake, yet the Gourmet achievement rewards the dearest total of meal prices.
The texts are the lessons with their sources folds, the class plan the teacher's guide is
made from, the rule registry and the options."""

from __future__ import annotations

import importlib
import re

from game_texts import game_texts

from tutor.games import tokaido
from tutor.games.tokaido.data import MEAL_INDEX
from tutor.games.tokaido.state import MEAL
from tutor.lessons import course

GAME = tokaido.GAME
TEXTS = game_texts("tokaido")
MEALS_LESSON = importlib.import_module("tutor.games.tokaido.lessons.08_inns_and_meals")

DEAR = {"en": re.compile(r"\bdear(er|est)?\b.*\bmeal|\bmeal.*\bdear(er|est)?\b", re.I),
        "zh": re.compile(r"貴的膳食|膳食.*貴")}


def test_tokaido_end_gourmet_dearer_meal_is_no_mistake():
    """No common mistake of any lesson blames a dearer meal without its reward: each that
    speaks of one says what it costs (coins) and what it may earn (the Gourmet card), in
    both languages; lesson 8's list says so."""
    spoken = 0
    for lesson in course("tokaido"):
        for mistake in lesson.mistakes:
            if DEAR["en"].search(mistake.en) or DEAR["zh"].search(mistake.zh):
                spoken += 1
                assert "Gourmet" in mistake.en and "coin" in mistake.en, mistake.en
                assert "美食成就" in mistake.zh and "錢" in mistake.zh, mistake.zh
                assert "no mistake" in mistake.en and "不是錯" in mistake.zh
    assert spoken >= 1
    for where, text in TEXTS:
        assert "Paying for a dear meal" not in text.en, where
        assert "卻付錢買貴的" not in text.zh, where


def test_tokaido_end_gourmet_every_meal_of_lesson_8():
    """The engine behind the sentence, for every meal Blue may eat at lesson 8's first inn:
    6 points whatever the price, the price paid in coins, and the printed price added to the
    Gourmet total."""
    start = MEALS_LESSON.INN_FIRST.state(GAME)
    blue = start.players[0]
    eaten = [a for a in start.legal_actions() if a.kind == "eat"]
    assert len(eaten) == 4
    for action in eaten:
        after = start.apply(action).players[0]
        price = MEAL_INDEX[action.name].price
        assert after.points[MEAL] - blue.points[MEAL] == 6
        assert blue.coins - after.coins == price
        assert after.gourmet() - blue.gourmet() == price
