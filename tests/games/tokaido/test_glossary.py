"""Tokaido's words (issue 14): one glossary, and Chinese that reads as written in Taiwan.

``tests/lessons/test_language.py`` checks the lessons' own texts for every game (reading
length, no rule ids or Python, full-width punctuation, no Latin word but the glossary's
``NAMES``, no word of its ``AVOID``). This module checks, with the same checks
(:mod:`tutor.lessons.check`), the Chinese of Tokaido that it does not read: the lessons'
sources folds, the rule registry (titles, texts and notes), the board's words, the options
and the glossary itself; and that the seats are named one way. Quotations of the rules
summary keep its own words (it writes 邂垢 and 廟宇), and code spans, rule ids and file
names are what the sources folds are for, so those are left out.
"""

from __future__ import annotations

import dataclasses
import re

from tutor.core.lang import Text
from tutor.games.tokaido import GAME, RULES
from tutor.games.tokaido.glossary import AVOID, NAMES, SEATS, TERMS
from tutor.games.tokaido.render import _WORDS
from tutor.lessons import course
from tutor.lessons.check import ascii_punctuation, avoided_terms, latin_words

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


def other_texts():
    """(where, Chinese text) for what a learner reads of Tokaido besides the lessons' own
    texts: the sources folds, the rule registry, the board's words, the options and the
    glossary's terms."""
    for lesson in course("tokaido"):
        for path, text in texts(lesson, lesson.key):
            if ".sources" in path:
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
        for choice, label in (option.labels or {}).items():
            yield f"option {option.name} {choice!r}", label.zh
    for key, term in TERMS.items():
        yield f"term {key}", term.zh


CHINESE = [(where, bare(zh)) for where, zh in other_texts()]


def test_the_texts_checked_here_are_there():
    """The sources folds, the rules, the board's words and the options are all read."""
    kinds = {where.split()[0] if " " in where else "lesson" for where, _ in CHINESE}
    assert len(CHINESE) > 300 and {"board", "option", "term", "lesson"} <= kinds


def test_no_drifting_term():
    """No word the glossary replaces (棋盤, 料理, 名產, 牌庫, 藍色玩家...) outside quotations
    of the rules summary, which keep its own words."""
    found = [(where, avoided_terms(zh, AVOID)) for where, zh in CHINESE
             if avoided_terms(zh, AVOID)]
    assert not found, found


def test_full_width_punctuation():
    """，：；？！（） in Chinese, never the ASCII marks (code, ids and quotations aside)."""
    found = [(where, ascii_punctuation(zh)) for where, zh in CHINESE if ascii_punctuation(zh)]
    assert not found, found[:20]


def test_no_latin_word_but_the_glossarys_names():
    """Latin letters in Chinese only for the travellers' names, the designer, the publisher
    and the online platform (rule ids and the summary's file name in the sources folds
    aside)."""
    found = [(where, latin_words(zh, NAMES)) for where, zh in CHINESE
             if latin_words(zh, NAMES)]
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

