"""The three things that go wrong, all subclasses of :class:`ValueError`.

- :class:`NotationError`: a text could not be read as an action.
- :class:`IllegalAction`: a well-formed action that the rules forbid here; it carries the
  :class:`~tutor.core.verdict.Verdict` that names the rule broken.
- :class:`BadSave`: a saved game or state that cannot be loaded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .verdict import Verdict


class TutorError(ValueError):
    """Base class of every error raised on purpose by ``tutor``."""


class NotationError(TutorError):
    """The text is not the notation of any action of this game."""


class IllegalAction(TutorError):
    """The action is well formed but illegal in this state.

    ``verdict.rule`` is the id of the rule it breaks and ``verdict.reason`` says why.
    """

    def __init__(self, verdict: Verdict) -> None:
        super().__init__(f"{verdict.action!r} is illegal [{verdict.rule}]: {verdict.reason}")
        self.verdict = verdict

    @property
    def rule(self) -> str | None:
        """The id of the rule the action breaks."""
        return self.verdict.rule


class BadSave(TutorError):
    """A saved state or match is not valid: wrong format, version, game or content."""
