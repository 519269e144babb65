"""Verdicts: whether an action is legal here, and if not, which rule forbids it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Verdict:
    """The answer of ``state.check(action)``.

    >>> Verdict.legal("pass")
    Verdict(action='pass', ok=True, rule=None, reason='')
    >>> v = Verdict.illegal("stone at (0,0)a", "cartography.stone.one-per-region", "occupied")
    >>> bool(v), v.rule
    (False, 'cartography.stone.one-per-region')
    """

    action: str
    """The action's notation (or the text that was checked)."""
    ok: bool
    """True when the action is legal."""
    rule: str | None = None
    """The id of the rule that makes the action illegal (None when legal)."""
    reason: str = ""
    """Why, in words, in English."""

    @classmethod
    def legal(cls, action: str) -> Verdict:
        return cls(action, True)

    @classmethod
    def illegal(cls, action: str, rule: str, reason: str) -> Verdict:
        return cls(action, False, rule, reason)

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        if self.ok:
            return f"{self.action}: legal"
        return f"{self.action}: illegal [{self.rule}] {self.reason}"
