"""Checking that a seat is told nothing it may not know.

A seat receives its board (SVG, ids included), the last move as it may read it, its
position code and the bots' advice. Each must be a function of what that seat may know
(``State.public_dict``). The check plays *twin* games: two games with the same public
history for one seat, where every card that seat does not see may differ (another card
dealt face down, another card in an opponent's hand), and compares what the seat receives
in both, step by step, for as long as the two positions look the same to it.

>>> from tutor.games import karesansui
>>> pairs = list(twins(karesansui.GAME, 3, seed=1, viewer=0, limit=40))
>>> len(pairs) > 0, any(a.to_dict() != b.to_dict() for a, b in pairs)
(True, True)
>>> [problem for a, b in pairs for problem in twin_differences(a, b, 0)]
[]
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from .game import Action, Game, State, sample_chance


def twins(game: Game, players: int, seed: int, viewer: int, limit: int = 400,
          **options: Any) -> Iterator[tuple[State, State]]:
    """Pairs of positions of two games that seat ``viewer`` cannot tell apart.

    Both games start from the same set-up and take, step by step, actions that ``viewer``
    reads the same way (``notation_for``): what that seat sees of a move is the same in
    both, and what it does not see is drawn independently in the twin about half of the
    time. The pairs stop where the two games stop looking the same to ``viewer`` (a hidden
    card is turned up, or a move the seat sees is impossible in the twin), at the end, or
    after ``limit`` steps.
    """
    rng = random.Random(seed)
    a = b = game.new_game(players=players, **options)
    for _ in range(limit):
        if a.is_terminal():
            return
        x = sample_chance(a, rng) if a.is_chance() else rng.choice(a.legal_actions())
        y = twin_action(a, b, x, viewer, rng)
        if y is None:
            return
        a, b = a.apply(x), b.apply(y)
        if a.public_dict(viewer) != b.public_dict(viewer):
            return
        yield a, b


def twin_action(a: State, b: State, x: Action, viewer: int,
                rng: random.Random) -> Action | None:
    """An action of ``b`` that ``viewer`` reads as it reads ``x`` in ``a`` (``x`` itself
    when the seat sees it, or half of the time); None if there is none."""
    reading = a.notation_for(x, viewer)
    if reading == str(x) or rng.random() < 0.5:
        return x if str(x) in _choices(b) else None
    same = [y for y in _choices(b).values() if b.notation_for(y, viewer) == reading]
    return rng.choice(same) if same else None


def _choices(state: State) -> dict[str, Action]:
    actions = ([o for o, _ in state.chance_outcomes()] if state.is_chance()
               else state.legal_actions())
    return {str(a): a for a in actions}


def twin_differences(a: State, b: State, viewer: int,
                     langs: tuple[str, ...] = ("en", "zh-Hant")) -> list[str]:
    """What seat ``viewer`` receives differently in ``a`` and ``b``, two positions it
    cannot tell apart: its board in each language (with the moves it may play highlighted
    when it is to act), its position code, and the positions the bots search from for it
    (``determinize``). An empty list when nothing differs."""
    problems = []
    if a.public_dict(viewer) != b.public_dict(viewer):
        return ["the two positions do not look the same to the viewer (public_dict)"]
    hints = a.legal_actions().notations() if a.current_player() == viewer else None
    for lang in langs:
        for highlight in (None, hints) if hints else (None,):
            if a.render(viewer=viewer, lang=lang, highlight=highlight) != b.render(
                    viewer=viewer, lang=lang, highlight=highlight):
                problems.append(f"the board in {lang}"
                                + (" with hints" if highlight else ""))
    view = a.view_for(viewer)
    if view.code() != b.view_for(viewer).code():
        problems.append("the position code")
    if view.public_dict(viewer) != a.public_dict(viewer):
        problems.append("the position code does not look like the position (view_for)")
    for k in (1, 2):
        if a.determinize(viewer, random.Random(k)).to_dict() != b.determinize(
                viewer, random.Random(k)).to_dict():
            problems.append(f"determinize with seed {k}")
    if a.determinize(viewer, random.Random(1)).public_dict(viewer) != a.public_dict(viewer):
        problems.append("determinize changes what the viewer sees")
    return problems
