"""Tokaido's words (issue 14): one glossary, and Chinese that reads as written in Taiwan.

Every Chinese text of the game a learner reads (the lessons, the rule registry, the board's
words, the options) uses the glossary's terms (no word of ``AVOID``), full-width
punctuation, and no Latin word but the glossary's ``NAMES``; quotations of the rules summary
keep its own words (it writes 邂垢 and 廟宇), and code spans, rule ids and file names are
left to the sources folds. The readings between two things to do stay short.
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from tutor.core.lang import Text
from tutor.games.tokaido import GAME, RULES
from tutor.games.tokaido.glossary import AVOID, NAMES, SEATS, TERMS
from tutor.games.tokaido.render import _WORDS
from tutor.lessons import course
from tutor.lessons.model import Explore, FillSheet, PlayBots, Quiz, Read, Show, Sources, Task

CONTRACT = {f"tokaido.action.{x}" for x in ("notation", "game-over", "chance-outcome")}
"""The core's own rules, worded by the framework."""


def texts(node, path: str = ""):
    """Every Text in a piece of content, with where it is."""
    if isinstance(node, Text):
        yield path, node
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            yield from texts(getattr(node, f.name), f"{path}.{f.name}")
    elif isinstance(node, (tuple, list)):
        for i, item in enumerate(node):
            yield from texts(item, f"{path}[{i}]")
    elif isinstance(node, dict):
        for k, v in node.items():
            yield from texts(v, f"{path}[{k!r}]")


def bare(zh: str) -> str:
    """A Chinese text without its quotations, code spans, rule ids, file names, format
    fields and digit groups (1,931)."""
    zh = re.sub(r"「[^」]*」|『[^』]*』|`[^`]*`|\{[^}]*\}", " ", zh)
    zh = re.sub(r"\b[\w-]+\.txt\b|\b[a-z]+(?:\.[a-z0-9*-]+){2,}", " ", zh)
    return re.sub(r"(?<=\d)[,:](?=\d)", "", zh)


def learner_texts():
    """(where, Chinese text) for everything of Tokaido a learner reads."""
    for lesson in course("tokaido"):
        for path, text in texts(lesson, lesson.key):
            yield path, text.zh
    for rule in RULES:
        if rule.id in CONTRACT:
            continue
        yield f"{rule.id} title", rule.title.zh
        yield f"{rule.id} text", rule.text.zh
        yield f"{rule.id} note", rule.note_in("zh-Hant")
    for key, word in _WORDS["zh-Hant"].items():
        yield f"board word {key}", word
    for option in GAME.options:
        yield f"option {option.name}", option.description.zh
    for key, term in TERMS.items():
        yield f"term {key}", term.zh


CHINESE = list(learner_texts())


def test_no_drifting_term():
    """No word the glossary replaces (棋盤, 料理, 名產, 牌庫, 藍色玩家...) outside quotations
    of the rules summary, which keep its own words."""
    found = [(where, bad) for where, zh in CHINESE for bad in AVOID if bad in bare(zh)]
    assert not found, found


def test_full_width_punctuation():
    """，：；？！（） in Chinese, never the ASCII marks (code, ids and quotations aside)."""
    found = [(where, m.group(0)) for where, zh in CHINESE
             for m in re.finditer(r".{0,6}[,:;?!()].{0,6}", bare(zh))]
    assert not found, found[:20]


def test_no_latin_word_but_the_glossarys_names():
    """Latin letters in Chinese only for the travellers' names, the designer, the publisher
    and the online platform; sources folds may also cite rule ids and the summary's file."""
    found = []
    for where, zh in CHINESE:
        words = [w for w in re.findall(r"[A-Za-z][A-Za-z'-]*", bare(zh)) if w not in NAMES]
        if words:
            found.append((where, words))
    assert not found, found[:20]


def test_seats_are_named_one_way():
    """藍方, 紅方...: the glossary's seat names are the engine's, the board's and the
    lessons'."""
    state = GAME.start(("kinko", "satsuki", "umegae", "hirotada", "zenemon"))
    assert state.player_names("zh-Hant") == tuple(seat.zh for seat in SEATS)
    assert state.player_names("en") == tuple(seat.en for seat in SEATS)
    svg = state.render(viewer=0, lang="zh-Hant")
    for seat in SEATS:
        assert seat.zh in svg
    for lesson in course("tokaido"):
        for path, text in texts(lesson, lesson.key):
            assert not re.search(r"[藍紅綠黃紫](?:色玩家|色的玩家)", text.zh), path


INTERACTIONS = (Task, Show, Quiz, FillSheet, Explore, PlayBots, Sources)


def _readings(lesson):
    """The reading before each interaction: Read texts, then a Show's caption or a task's
    prompt (a score sheet's prompt lists what the travellers hold: data to fill the sheet
    from, read while filling it, not before)."""
    en, zh = [], []
    for step in lesson.steps:
        if isinstance(step, Read):
            en.append(step.text.en)
            zh.append(step.text.zh)
            continue
        for attr in ("caption", "goal"):
            text = getattr(step, attr, None)
            if isinstance(text, Text):
                en.append(text.en)
                zh.append(text.zh)
        if isinstance(step, INTERACTIONS):
            yield type(step).__name__, " ".join(en), "".join(zh)
            en, zh = [], []


@pytest.mark.parametrize("lesson", course("tokaido"), ids=lambda lesson: lesson.key)
def test_reading_between_two_things_to_do_is_short(lesson):
    """At most about 60 English words and 300 Chinese characters before the first thing to
    do and between two (issue 14); the sources folds are not counted."""
    for kind, en, zh in _readings(lesson):
        words = len(re.findall(r"[A-Za-z0-9][\w'-]*", en))
        chars = len(re.sub(r"[\s#*|>`-]", "", zh))
        assert words <= 65 and chars <= 300, (lesson.key, kind, words, chars)


def test_no_python_in_the_reading():
    """Options are named in words: no ``new_game(...)`` nor ``option=value`` in a lesson's
    text, only in its sources folds."""
    for lesson in course("tokaido"):
        for path, text in texts(lesson, lesson.key):
            if ".sources" in path:
                continue
            for side in (text.en, text.zh):
                assert "new_game" not in side and not re.search(r"\w+=[\w\"']", side), path
