"""The interactive board widget (anywidget), the same for every game: the board to play
(:class:`GameWidget`), the replay with the bot's review (:class:`ReplayWidget`) and the
board for people taking turns at one screen (:class:`PassAndPlay`)."""

from ._pass import PassAndPlay, pass_and_play
from ._replay import ReplayWidget, replay
from ._widget import GameWidget

__all__ = ["GameWidget", "PassAndPlay", "ReplayWidget", "pass_and_play", "replay"]
