"""Cartography's ko said truthfully in every text (issue 20): lesson 5 argued the stones-only
ko with 「如果板塊也算……就可以一直持續下去」, which is false, since the tiles run out. The
true reason: with the tiles counted, the ko rule does nothing before the last tile, so the
back-and-forth capture the summary's own example forbids would be allowed for most of the
game. The texts are the lessons with their sources folds, the class plan the teacher's guide
is made from, the rule registry and the options."""

from __future__ import annotations

import importlib

from game_texts import game_texts

from tutor.games import cartography
from tutor.lessons import course

GAME = cartography.GAME
TEXTS = game_texts("cartography")
KO_LESSON = importlib.import_module("tutor.games.cartography.lessons.05_ko")
SOURCES_LESSON = importlib.import_module(
    "tutor.games.cartography.lessons.09_sources_and_assumptions")
"""The option that makes ko compare the tiles is asked about in the sources lesson, on lesson
5's ko."""

ENDLESS = {"en": ("for ever", "forever"), "zh": ("一直持續下去", "永遠來回", "永遠不停")}
"""Words that would have a ko's back and forth last without end."""
RECAPTURE = "stone at (0,-1)a"


def test_cartography_stone_ko_stones_reason_is_true():
    """No text says a ko's back and forth would go on for ever (neither with the tiles
    counted nor without the ko rule: tiles and stones both run out), and lesson 5 gives
    the true reason in both languages: before the last tile the ko rule would do nothing."""
    for where, text in TEXTS:
        for lang, words in ENDLESS.items():
            said = getattr(text, lang)
            if "back and forth" in text.en or "來回" in text.zh or "tiles counted" in text.en:
                assert not any(w in said for w in words), (where, said)
    lesson = next(lesson for lesson in course("cartography") if lesson.number == 5)
    reads = [step for step in lesson.steps if "tile in between" in str(getattr(step, "text", ""))]
    assert len(reads) == 1
    text = reads[0].text
    assert "before the last tile" in text.en and "最後一個板塊" in text.zh
    assert "forbids" in text.en and "禁止" in text.zh


def test_cartography_stone_ko_stones_against_the_map_option():
    """The engine behind the reason: the same ko recapture is refused by default with a tile
    laid in between, allowed while tiles last when the tiles count (``ko_position='map'``),
    and refused by both readings once no tile was laid in between."""
    stones_only = KO_LESSON.KO_TILE_LAID.state(GAME)
    assert SOURCES_LESSON.KO_TILE_LAID_MAP.moves == KO_LESSON.KO_TILE_LAID.moves
    with_tiles = SOURCES_LESSON.KO_TILE_LAID_MAP.state(GAME)
    assert not stones_only.check(RECAPTURE)
    assert stones_only.check(RECAPTURE).rule == "cartography.stone.ko"
    assert with_tiles.check(RECAPTURE)
    no_tile_between = KO_LESSON.KO_TAKEN
    for ko_position in ("stones", "map"):
        options = {**no_tile_between.options, "ko_position": ko_position}
        state = type(no_tile_between)(no_tile_between.moves, options=options).state(GAME)
        assert state.phase == "stone" and not state.check(RECAPTURE), ko_position
