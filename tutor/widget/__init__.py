"""The interactive board widget (anywidget), the same for every game."""

from ._widget import GameWidget

__all__ = ["GameWidget"]
