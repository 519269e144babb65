"""Kanagawa rules said one way in every text (issue 20): lessons with their sources folds,
the class plan the teacher's guide is made from, the rule registry and the options.

- the end count: lesson 6 taught 「11 張課程卡（不算起始板塊）」 and its task ``eleventh``
  then asked for 「十二張」: counts of a painting are digits, and each names the start tile;
- 「沒有風景的卡片不能放。」 read as "a card without a landscape cannot be placed": a studio
  card without a landscape takes no brush, and the sentence says both;
- the identical-characters diploma: the summary handed out says 4, the real tile 3; the
  tutor keeps 3 and says so to the teacher (the plan) and in the sources, not in a child's
  quiz.
"""

from __future__ import annotations

import re

from game_texts import game_texts

from tutor.games import kanagawa
from tutor.lessons import course

GAME = kanagawa.GAME
TEXTS = game_texts("kanagawa")

COUNT = {"en": re.compile(r"\b1[0-2] lesson cards?\b"), "zh": re.compile(r"1[0-2] 張課程卡")}
"""A painting's count of lesson cards near the end of the game (10, 11 or 12)."""
START_TILE = {"en": "start tile", "zh": "起始板塊"}
IN_WORDS = {"en": re.compile(r"\b(ten|eleven|twelve)\b", re.I),
            "zh": re.compile(r"十[一二]?張")}


def test_kanagawa_end_start_tile_count_said_one_way():
    """Every count of 10-12 lesson cards is written in digits and names the start tile (not
    counted), in both languages and everywhere; none is written in words."""
    counts = 0
    for where, text in TEXTS:
        for lang in ("en", "zh"):
            said = getattr(text, lang)
            assert not IN_WORDS[lang].search(said), (where, said)
            if COUNT[lang].search(said):
                counts += 1
                assert START_TILE[lang] in said, (where, said)
    assert counts >= 12


def test_kanagawa_end_trigger_task_eleventh():
    """Task ``eleventh``: the painting holds 10 lesson cards, the goal is 12, and the prompt
    and success say 10, 11 and 12 in digits with the start tile not counted."""
    lesson = next(lesson for lesson in course("kanagawa") if lesson.number == 6)
    task = next(t for t in lesson.tasks() if t.id == "eleventh")
    start = task.position.state(GAME)
    assert len(start.areas[0].painting) == 10
    now = start
    for move in task.solution:
        now = now.apply(move)
    assert len(now.areas[0].painting) == 12
    for text in (task.goal, task.success):
        assert "12 lesson cards" in text.en and "11" in text.en and "start tile" in text.en
        assert "12 張課程卡" in text.zh and "11" in text.zh and "不算起始板塊" in text.zh
    assert "10 lesson cards" in task.goal.en and "10 張課程卡" in task.goal.zh
    assert GAME.rules["kanagawa.end.start-tile-count"].title.zh == "11 張課程卡（不算起始板塊）"


def test_kanagawa_brush_landscape_only_wording():
    """A card without a landscape is a studio card that takes no brush: no Chinese text says
    「沒有風景的卡片不能放」, and every text about such a card names the studio and the brush."""
    found = 0
    for where, text in TEXTS:
        assert "沒有風景的卡片" not in text.zh, (where, text.zh)
        for sentence in re.split(r"[。；]", text.zh):
            if "沒有風景的" in sentence and "不能放" in sentence:
                found += 1
                assert "畫室卡片" in sentence and "筆刷" in sentence, (where, sentence)
    assert found >= 2  # lesson 4 and the rule kanagawa.brush.landscape-only


def test_kanagawa_diploma_characters_identical_told_to_the_teacher():
    """The default stays 3 (the real tile); the class plan and the sources lesson tell the
    teacher that the summary says 4, in both languages; no quiz outside the sources lesson
    speaks of the summary's 4."""
    assert GAME.resolve_options({})["characters_identical"] == 3
    rule = GAME.rules["kanagawa.diploma.characters-identical"]
    assert rule.option == "characters_identical" and "3" in rule.text.en
    plan = [text for where, text in TEXTS if where.startswith("kanagawa plan")]
    assert any("4 identical characters" in t.en and "4 個相同的角色" in t.zh for t in plan)
    sources_lesson = [text for where, text in TEXTS if where.startswith("kanagawa/9")]
    assert any("4 identical" in t.en and "4 個相同的角色" in t.zh and "**3**" in t.en
               for t in sources_lesson)
    for where, text in TEXTS:
        if ".steps[" in where and ".items[" in where and not where.startswith("kanagawa/9"):
            assert "4 identical" not in text.en and "4 個相同" not in text.zh, where
