"""What a game tells the lab about itself, and what a scenario notebook is made of.

Each game may have a module ``tutor/games/<game>/lab.py`` defining ``LAB``, a
:class:`GameLab`: how to read each seat's start (its place in the turn order, the choice it
made or was dealt at the start: a traveller, a gardener card) and any other fact worth a
column (storm tokens placed, the boat stone arrangement) from a finished game, with the
names of those columns and of their values in both languages; and ``SCENARIO``, a
:class:`Scenario`: the cells of its scenario notebook.

This module imports nothing heavy (no pandas, no matplotlib): the games import it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.game import Action, State
from ..core.lang import Text

History = Sequence[tuple[State, Action]]
"""Every action of a game with the state it was taken in, chance included, in order."""

Facts = Callable[[History, State], list[dict[str, Any]]]
"""``facts(history, end)``: one dict per seat with at least ``start_place`` (1 = the first
to play) and ``start_choice`` (a string, "" when there is none), and any other column."""


def steps(history: History, end: State) -> list[tuple[State, Action, State]]:
    """Each action of ``history`` with the states before and after it."""
    afters = [state for state, _ in history[1:]] + [end]
    return [(before, action, after)
            for (before, action), after in zip(history, afters, strict=True)]


def first_moves(history: History, end: State) -> list[dict[str, Any]]:
    """The default :data:`Facts`: each seat's place in the order of the first decisions
    (1 = the first seat to decide), no start choice.

    >>> from tutor.games import cartography
    >>> first_moves([], cartography.new_game())
    [{'start_place': 1, 'start_choice': ''}, {'start_place': 2, 'start_choice': ''}]
    """
    order: list[int] = []
    for state, _ in history:
        if not state.is_chance() and state.current_player() not in order:
            order.append(state.current_player())
    order += [p for p in range(end.num_players()) if p not in order]
    return [{"start_place": order.index(p) + 1, "start_choice": ""}
            for p in range(end.num_players())]


@dataclass(frozen=True)
class GameLab:
    """A game's facts for the lab (see the module docstring)."""

    facts: Facts = first_moves
    columns: Mapping[str, Text] = field(default_factory=dict)
    """The names of the game's own columns (``start_choice`` and the extra facts)."""
    values: Mapping[str, Callable[[Any], Text]] = field(default_factory=dict)
    """Column -> how to name one of its values (a traveller id -> the traveller's name)."""


@dataclass(frozen=True)
class Md:
    """A Markdown cell in both languages."""

    text: Text


@dataclass(frozen=True)
class Code:
    """A code cell: ``«lang»`` in ``source`` becomes the notebook's language and
    ``«name»`` the text ``words[name]`` in that language (a comment, a setting's name)."""

    source: str
    words: Mapping[str, Text] = field(default_factory=dict)


@dataclass(frozen=True)
class Scenario:
    """A scenario notebook: a question, answered by bots playing many games."""

    title: Text
    minutes: int
    """About how long the notebook takes on two cores (the short settings)."""
    cells: tuple[Md | Code, ...]
