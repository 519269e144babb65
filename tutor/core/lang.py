"""Languages: every text a learner sees exists in English and Traditional Chinese."""

from __future__ import annotations

from dataclasses import dataclass

LANGS = ("en", "zh-Hant")
"""The supported languages: English and Traditional Chinese (the seeds' language)."""


_current = ["en"]


def check_lang(lang: str | None) -> str:
    """Return ``lang`` if supported (None: the language chosen with :func:`set_lang`), else
    raise :class:`ValueError` naming the choices."""
    if lang is None:
        return _current[0]
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGS)}")
    return lang


def set_lang(lang: str) -> None:
    """Choose the language of everything shown from now on, wherever no ``lang`` is given:
    boards, the widget, score sheets, rule tables, engine reasons and lessons.

    >>> set_lang("zh-Hant"); get_lang()
    'zh-Hant'
    >>> set_lang("en")
    """
    _current[0] = check_lang(lang)


def get_lang() -> str:
    """The language chosen with :func:`set_lang` ("en" until then)."""
    return _current[0]


@dataclass(frozen=True)
class Text:
    """One text in both languages.

    >>> Text("Pass", "跳過")["zh-Hant"]
    '跳過'
    """

    en: str
    zh: str

    def __getitem__(self, lang: str | None) -> str:
        return self.zh if check_lang(lang) == "zh-Hant" else self.en

    def format(self, **params: object) -> Text:
        """Both texts with ``{name}`` fields filled in."""
        return Text(self.en.format(**params), self.zh.format(**params))

    def __str__(self) -> str:
        return self.en
