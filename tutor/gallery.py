"""Example boards in ``svg/gallery/``: ``python -m tutor.gallery`` regenerates them.

Each game contributes a function returning ``{file name: SVG text}`` for a few positions
reached by seeded random play (``random.Random(seed)`` choosing among
``state.legal_actions()``), so the pictures are the same on every machine. A test checks
that the committed files equal a fresh regeneration byte for byte; after changing a
renderer, run ``python -m tutor.gallery`` and commit the new pictures.

>>> from tutor.gallery import gallery
>>> sorted(gallery())[:4]
['cartography-end.svg', 'cartography-midgame.svg', 'cartography-start.svg', 'kanagawa-end-2p.svg']
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from .core.game import State, sample_chance

GALLERY_DIR = Path(__file__).resolve().parent.parent / "svg" / "gallery"
"""Where the pictures live in a checkout."""


def random_play(state: State, rng: random.Random, moves: int | None = None) -> State:
    """Play ``moves`` random legal actions (or until the game ends when ``moves`` is None);
    chance nodes (deals) are resolved with the same ``rng`` and not counted as moves."""
    done = 0
    while not state.is_terminal() and (moves is None or done < moves):
        if state.is_chance():
            state = state.apply(sample_chance(state, rng))
            continue
        state = state.apply(rng.choice(state.legal_actions()))
        done += 1
    return state


def cartography_boards() -> dict[str, str]:
    """The start, a midgame with a tile type selected, and a finished game."""
    from .games import cartography
    from .games.cartography.render import render

    start = cartography.new_game(tiles_per_player=10)
    boards = {"cartography-start.svg": render(start)}

    rng = random.Random(2024)
    mid = random_play(cartography.new_game(tiles_per_player=10), rng, 20)
    while mid.phase != "tile" and not mid.is_terminal():  # stop where a tile is to be laid
        mid = mid.apply(rng.choice(mid.legal_actions()))
    selection = cartography.GAME.select(mid, {}, "type-" + _illustrative_type(mid))
    boards["cartography-midgame.svg"] = render(mid, selection=selection)

    end = random_play(cartography.new_game(tiles_per_player=5), random.Random(7))
    boards["cartography-end.svg"] = render(end)
    return boards


def cartography_types() -> dict:
    """Cartography's tile types by name."""
    from .games.cartography.data import TILE_TYPES

    return {t.name: t for t in TILE_TYPES}


def _illustrative_type(state: State) -> str:
    """A tile type in supply that fits in some slots but not in all (the most instructive)."""
    legal = state.legal_tiles()  # type: ignore[attr-defined]
    slots = len(state.frontier)  # type: ignore[attr-defined]
    best, best_score = "O3", -1
    for name in ("C2", "C1", "O1", "O2", "C3", "O3"):
        fitting = len({a.slot for a in legal if a.type == name})
        score = min(fitting, slots - fitting)
        if score and len(cartography_types()[name].rotations) > 1:
            score += slots  # a type that turns also shows the rotate button at work
        if score > best_score:
            best, best_score = name, score
    return best


def kanagawa_boards() -> dict[str, str]:
    """The first decision of a 4-player game, a 3-player game with a pupil using the cards
    of a column (a card selected, so the studio and paint buttons show), and a finished
    2-player game."""
    from .games import kanagawa
    from .games.kanagawa.render import render

    boards = {"kanagawa-start-4p.svg": render(kanagawa.new_game(players=4, seed=11))}

    rng = random.Random(5)
    mid = random_play(kanagawa.new_game(players=3, seed=5), rng, 60)
    while not _kanagawa_paints(mid):  # on to a pupil who can paint one of the taken cards
        mid = random_play(mid, rng, 1)
    card = next(a.name for a in mid.legal_actions() if a.kind == "paint")
    selection = kanagawa.GAME.select(mid, {}, f"card-{card}")
    boards["kanagawa-midgame-3p.svg"] = render(mid, selection=selection)

    end = random_play(kanagawa.new_game(players=2, seed=8), random.Random(8))
    boards["kanagawa-end-2p.svg"] = render(end)
    return boards


def _kanagawa_paints(state: State) -> bool:
    """A Kanagawa state where the pupil using cards may paint one of them."""
    return state.phase == "use" and any(  # type: ignore[attr-defined]
        a.kind == "paint" for a in state.legal_actions())  # type: ignore[attr-defined]


def tokaido_boards() -> dict[str, str]:
    """A 4-player game at its first move (destinations to click), a 3-player game in the
    middle of the first segment at a village with two souvenirs selected, a 2-player inn
    seen by the arriving player (in Traditional Chinese), and a finished 5-player game.
    The travellers "stroll": they take one of the two nearest stops, so the pictures show
    a road in use."""
    from .games import tokaido
    from .games.tokaido.render import render

    boards = {"tokaido-start-4p.svg": render(tokaido.new_game(players=4, seed=11), viewer=0)}

    rng = random.Random(5)
    mid = _stroll(tokaido.new_game(players=3, seed=5), rng,
                  lambda s: s.phase == "buy" and len(s.shown) == 3 and sum(
                      1 for a in s.legal_actions() if str(a).count("+") == 1) >= 2)
    pair = next(str(a) for a in mid.legal_actions() if str(a).count("+") == 1)
    boards["tokaido-village-3p.svg"] = render(mid, viewer=mid.actor,
                                              selection={"buy": pair[4:].split("+")})

    inn = _stroll(tokaido.new_game(players=2, seed=9), random.Random(9),
                  lambda s: s.phase == "eat" and len(s.layout) >= 3)
    boards["tokaido-inn-2p-zh.svg"] = render(inn, viewer=inn.actor, lang="zh-Hant")

    end = _stroll(tokaido.new_game(players=5, seed=8), random.Random(8), lambda s: False)
    boards["tokaido-end-5p.svg"] = render(end)
    return boards


def _stroll(state: State, rng: random.Random, stop: Callable[[State], bool]) -> State:
    """Play a Tokaido game on until ``stop(state)`` or its end: chance by its odds, moves to
    one of the two nearest stops, other choices at random."""
    while not state.is_terminal() and not stop(state):
        if state.is_chance():
            state = state.apply(sample_chance(state, rng))
            continue
        legal = state.legal_actions()
        if state.phase == "move":  # type: ignore[attr-defined]
            near = sorted(legal, key=lambda a: state.route.step_of[int(  # type: ignore
                str(a).split()[-1])])[:2]
            state = state.apply(rng.choice(near))
        else:
            state = state.apply(rng.choice(legal))
    return state


def karesansui_boards() -> dict[str, str]:
    """The first turn of a 4-player game, a 3-player game in part two seen by the player
    to act (a stone kind picked, so the green spaces show where it may go; the others'
    cards face down), a finished 2-player game, and the garden studio with every scoring
    item marked."""
    from .games import karesansui
    from .games.karesansui.render import render
    from .games.karesansui.studio import STUDIO

    boards = {"karesansui-start-4p.svg": render(karesansui.new_game(players=4, seed=11))}

    rng = random.Random(6)
    mid = random_play(karesansui.new_game(players=3, seed=6), rng, 150)
    while not _karesansui_places_stones(mid):
        mid = random_play(mid, rng, 1)
    kind = next(a.name for a in mid.legal_actions() if a.kind == "stone")
    selection = karesansui.GAME.select(mid, {}, f"stone-{kind}")
    boards["karesansui-midgame-3p.svg"] = render(mid, viewer=mid.actor, selection=selection)

    end = random_play(karesansui.new_game(players=2, seed=8), random.Random(8))
    boards["karesansui-end-2p.svg"] = render(end)

    studio = STUDIO.from_garden(
        "G09 G08 G01+small G11 G10+tall / G08' G09' G01 G10' G11' / "
        "G01+flat M01+small M01+reclining G07 G01+boat", virtue=3, card="raikyuji")
    boards["karesansui-studio.svg"] = render(studio, selection={"design": "G07"})
    return boards


def _karesansui_places_stones(state: State) -> bool:
    """A Karesansui state in part two where the player to act may place a stone."""
    return state.phase == "part2" and any(  # type: ignore[attr-defined]
        a.kind == "stone" for a in state.legal_actions())  # type: ignore[attr-defined]


GALLERIES: list[Callable[[], dict[str, str]]] = [cartography_boards, kanagawa_boards,
                                                 tokaido_boards, karesansui_boards]
"""One function per game; a new game appends its own."""


def gallery() -> dict[str, str]:
    """Every example board: file name -> SVG text."""
    out: dict[str, str] = {}
    for make in GALLERIES:
        out.update(make())
    return dict(sorted(out.items()))


def main() -> None:
    """Write the gallery to ``svg/gallery/``."""
    GALLERY_DIR.mkdir(parents=True, exist_ok=True)
    for name, svg in gallery().items():
        (GALLERY_DIR / name).write_text(svg, encoding="utf-8")
        print(f"wrote {GALLERY_DIR / name}")


if __name__ == "__main__":
    main()
