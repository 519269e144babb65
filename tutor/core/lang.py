"""Languages: every text a learner sees exists in English and Traditional Chinese."""

from __future__ import annotations

from dataclasses import dataclass

LANGS = ("en", "zh-Hant")
"""The supported languages: English and Traditional Chinese (the seeds' language)."""


def check_lang(lang: str) -> str:
    """Return ``lang`` if supported, else raise :class:`ValueError` naming the choices."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGS)}")
    return lang


@dataclass(frozen=True)
class Text:
    """One text in both languages.

    >>> Text("Pass", "跳過")["zh-Hant"]
    '跳過'
    """

    en: str
    zh: str

    def __getitem__(self, lang: str) -> str:
        return self.zh if check_lang(lang) == "zh-Hant" else self.en

    def __str__(self) -> str:
        return self.en
