"""Verdicts: whether an action is legal here, and if not, which rule forbids it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .lang import Text, check_lang


@dataclass(frozen=True, repr=False)
class Verdict:
    """The answer of ``state.check(action)``.

    The reason is given in both languages: ``reason`` is the English text and
    ``reason_zh`` the Traditional Chinese one (``in_lang`` picks one).

    >>> Verdict.legal("pass")
    Verdict.legal('pass')
    >>> v = Verdict.illegal("stone at (0,0)a", "cartography.stone.one-per-region",
    ...                     Text("occupied", "已有石頭"))
    >>> bool(v), v.rule, v.in_lang("zh-Hant")
    (False, 'cartography.stone.one-per-region', '已有石頭')
    """

    action: str
    """The action's notation (or the text that was checked)."""
    ok: bool
    """True when the action is legal."""
    rule: str | None = None
    """The id of the rule that makes the action illegal (None when legal)."""
    reason: str = ""
    """Why, in words, in English."""
    reason_zh: str = ""
    """Why, in words, in Traditional Chinese ("" when only English was given)."""

    @classmethod
    def legal(cls, action: str) -> Verdict:
        return cls(action, True)

    @classmethod
    def illegal(cls, action: str, rule: str, reason: str | Text) -> Verdict:
        """An illegal verdict; give ``reason`` as a :class:`Text` (both languages)."""
        if isinstance(reason, Text):
            return cls(action, False, rule, reason.en, reason.zh)
        return cls(action, False, rule, str(reason))

    def in_lang(self, lang: str) -> str:
        """The reason in ``lang`` (English when no Chinese text was given)."""
        if check_lang(lang) == "zh-Hant" and self.reason_zh:
            return self.reason_zh
        return self.reason

    def explained(self, lang: str, rules: Any = None) -> str:
        """The reason in ``lang`` as a learner reads it: where the verdict gives it in
        English only, a Chinese reader gets the rule's own text from ``rules`` (the
        game's rule registry), when it has the rule."""
        if (check_lang(lang) == "zh-Hant" and not self.reason_zh and rules is not None
                and self.rule in rules):
            return rules[self.rule].text[lang]
        return self.in_lang(lang)

    def __repr__(self) -> str:
        if self.ok:
            return f"Verdict.legal({self.action!r})"
        reason = (f"Text({self.reason!r}, {self.reason_zh!r})" if self.reason_zh
                  else repr(self.reason))
        return f"Verdict.illegal({self.action!r}, {self.rule!r}, {reason})"

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        if self.ok:
            return f"{self.action}: legal"
        return f"{self.action}: illegal [{self.rule}] {self.reason}"
