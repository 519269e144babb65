"""Checks for lesson authors: is a Traditional Chinese text free of English words?

A zh-Hant text may contain action notation and other code (in backticks), rule ids,
coordinates, card and tile ids, numbers and links, and the proper names below; any other
Latin word means a sentence was left untranslated.

>>> english_words("藍方下:吃掉 (0,1)a 上的橘色棋子,用 `stone at (0,0)a`。")
[]
>>> english_words("按 Check 再試一次")
['Check']
>>> english_words("Zen-emon(商人)")
[]
"""

from __future__ import annotations

import re

PROPER_NAMES = frozenset("""
    Cartography Kanagawa Tokaido Karesansui Stone Garden Jon Adams Bruno Cathala Charles
    Chevallier Antoine Bauza Koota Yamada Hokusai Carcassonne Go Jupyter JupyterLab JupyterHub
    Voila Python Shift Enter Binder Board Game Arena Funforge Iello Moonster Games Lichess
    Ludii OpenSpiel Edo Kyoto Shokunin Annaibito Samurai Kuge Miko Hiroshige Chuubei Satsuki
    Kinko Yoshiyasu Sasayakko Zen emon Zen-emon Hirotada Umegae Mitsukuni Tutor tutor
""".split())
"""Names that stay in Latin letters in the Chinese lessons."""

_CODE = re.compile(r"`[^`]*`")
_LINK_TARGET = re.compile(r"\]\([^)]*\)")
_URL = re.compile(r"https?://\S+")
_RULE_ID = re.compile(r"\b[a-z]+(?:\.[a-z0-9-]+){2,}\b")
_FILE = re.compile(r"\b[\w-]+\.(?:txt|ipynb|json|md|py|csv)\b")
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*[A-Za-z]")


def english_words(text: str) -> list[str]:
    """The Latin-letter words of ``text`` that are not code, ids, names or links."""
    for pattern in (_CODE, _LINK_TARGET, _URL, _FILE, _RULE_ID):
        text = pattern.sub(" ", text)
    words = []
    for m in _WORD.finditer(text):
        word = m.group(0)
        start = m.start()
        before = text[start - 1] if start else " "
        if word in PROPER_NAMES or before.isdigit() or any(ch.isdigit() for ch in word):
            continue
        words.append(word)
    return words
