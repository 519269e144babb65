"""What the Karesansui lessons share: how their positions are written (games from the set-up
with every deal and draw forced, garden-studio puzzles), the tests their tasks use, and the
positions more than one lesson starts from."""

from __future__ import annotations

from collections.abc import Callable

from ....core.game import State
from ....lessons.model import Position
from ..data import CELL_NAMES, CELLS, DESIGNS, STACKS
from ..positions import build, deal, lay_order
from ..scoring import garden_from_text

Test = Callable[[State, State], bool]
"""A task's test: ``test(start, now)``."""

STUDIO = "karesansui-studio"

# -- positions of the game --------------------------------------------------------------------

CARDS = ("ryoanji", "nanzenji", "saihoji")
"""The famous-garden cards of the lessons: with 2 players the three laid face up, with 3
players one each."""
GARDENERS = ("muso", "jozan", "zenami", "rikyu", "sesshu", "enshu")
"""The gardener cards dealt in a 2-player game, in dealing order: Orange holds Musō Soseki,
Zen'ami and Sesshū, Blue Ishikawa Jōzan, Sen no Rikyū and Kobori Enshū."""


def game(*turns: str, players: int = 2, cards: tuple[str, ...] = CARDS,
          gardeners: tuple[str, ...] = GARDENERS, **options) -> Position:
    """A game from the set-up, with the cards dealt as given, then ``turns``: each a line of
    moves separated by ``;``. A bare ``draw`` draws from the next stack in turn (1, 2 ... 9,
    1 ...), so that no stack runs out; the tile drawn is forced by the ``tile`` move after
    it."""
    start = deal(players, cards, gardeners, **options)
    lines = list(start.actions)
    k = 0
    for turn in turns:
        parts = []
        for move in turn.split(";"):
            move = move.strip()
            if move == "draw":
                move = f"draw from stack {k % STACKS + 1}"
                k += 1
            parts.append(move)
        lines.append("; ".join(parts))
    return Position("\n".join(lines), players=players, options=options)


def lay(design: str, cell: str, then: str = "zazen") -> str:
    """A turn that draws ``design`` and lays it on ``cell`` (``"b1 turned"`` turns it), then
    ``then`` as part two."""
    return f"draw; tile {design}; place {design} at {cell}" + (f"; {then}" if then else "")


def keep(design: str, choice: str = "store", then: str = "zazen") -> str:
    """A turn that draws ``design`` and stores or discards it (``choice``), then ``then``."""
    return f"draw; tile {design}; {choice}; {then}"


def race(orange: str, blue: str, turns: int, part_two: dict[int, str] | None = None) -> list[str]:
    """The first ``turns`` turns of a 2-player game (with the lessons' cards) in which Orange
    and Blue lay the gardens ``orange`` and ``blue`` (garden text, tiles only), tile by tile
    in an order the placement rules allow, sit in zazen in part two (or, on turn ``k`` of
    ``part_two``, make that move instead), and let every tile go when asked whether to
    snatch it; a complete garden's owner plays part two only. Played through the engine, so
    every move is legal; the result goes to :func:`game`."""
    state = deal(2, CARDS, GARDENERS).state
    plans = []
    for text in (orange, blue):
        garden = garden_from_text(text)
        cells = [c for c in range(CELLS) if garden.tiles[c] >= 0]
        plans.append([(garden.tiles[c], c) for c in lay_order(cells)])
    out, draws = [], 0
    for k in range(turns):
        seat = state.turn
        moves = []
        if plans[seat]:
            tile, cell = plans[seat].pop(0)
            name = DESIGNS[tile // 2].id
            place = f"place {name} at {CELL_NAMES[cell]}" + (" turned" if tile % 2 else "")
            moves = [f"draw from stack {draws % STACKS + 1}", f"tile {name}", place]
            draws += 1
            for move in moves:
                state = state.apply(move)
            moves[0] = "draw"
            while state.phase == "snatch":
                moves.append("let it go")
                state = state.apply("let it go")
        last = (part_two or {}).get(k, "zazen")
        moves.append(last)
        state = state.apply(last)
        out.append("; ".join(moves))
    return out


def built(plan: str, players: int = 2, **options) -> Position:
    """A position reached by play in which Orange's garden is ``plan`` (see
    :func:`tutor.games.karesansui.positions.build`), with the lessons' cards."""
    moves = build(plan, players, CARDS, GARDENERS, **options).actions
    return Position("\n".join(moves), players=players, options=options)


def studio(garden: str, *edits: str, **options) -> Position:
    """A garden-studio position: the garden (rows separated by ``/``, see
    :func:`tutor.games.karesansui.scoring.garden_from_text`), then edits such as
    ``virtue 3`` or ``card ryoanji``."""
    return Position("\n".join([f"set garden {garden}", *edits]), game=STUDIO, players=1,
                    options=options)


def more_tiles(seat: int, n: int = 1) -> Test:
    """``seat``'s garden holds ``n`` more tiles."""
    return lambda start, now: now.tiles_in(seat) == start.tiles_in(seat) + n


def stone_kinds(state: State, seat: int) -> list[str]:
    """The kinds of stone in ``seat``'s garden."""
    from ..data import STONE_KINDS

    return [STONE_KINDS[k].id for k in state.stones[seat] if k >= 0]


def after(item: str, *edits: str) -> Callable[[State], int]:
    """The points of ``item`` after ``edits`` (a what-if question on a studio garden)."""
    def count(state: State) -> int:
        for edit in edits:
            state = state.apply(edit)
        return state.scores().points[0][item]
    return count


def reaches(item: str, points: int) -> Test:
    """The garden's ``item`` scores ``points``."""
    return lambda start, now: now.scores().points[0][item] == points


def gravel_with(**stones: str) -> str:
    """A complete gravel garden (G01 everywhere) with stones on the given cells."""
    cells = [f"G01+{stones[name]}" if name in stones else "G01" for name in CELL_NAMES]
    return " / ".join(" ".join(cells[r * 5:r * 5 + 5]) for r in range(3))


def counted(letter: str) -> Test:
    """The garden has a counted arrangement ``letter``."""
    return lambda start, now: any(h.letter == letter and h.counted for h in now.analysis().hits)


# -- positions shared by several lessons ----------------------------------------------------

START = game()
"""A 2-player game after the deals: Orange to draw."""
START_4 = game(players=4, cards=(*CARDS, "tofukuji"),
               gardeners=("muso", "jozan", "zenami", "rikyu"))
FIRST_DRAW = game("draw; tile G01")
"""Orange has drawn a plain gravel tile for an empty garden."""
HALF_CIRCLE_DRAWN = game("draw; tile G07")
"""Orange has drawn the half-circle tile for an empty garden."""
SIX_TILES = game(
    lay("G01", "a1"), keep("G13"), lay("G01", "b1"), keep("G12", "discard"),
    lay("G01", "c1"), keep("G10", "discard"), lay("G01", "a2"), keep("G11", "discard"),
    lay("G01", "b2"), keep("M05", "discard"), "draw; tile G06; place G06 at c2")
"""Orange has 5 virtue and a garden of two rows of three; her monk is on c2, in part two."""
MOSS_GARDEN = game(
    lay("M01", "a1"), keep("G13"), lay("M01", "b1"), keep("G12", "discard"),
    "draw; tile G01; place G01 at a2; stone flat at a1", keep("G10", "discard"),
    lay("G01", "c1"), keep("G11", "discard"), lay("G01", "b2"), keep("M05", "discard"),
    lay("G01", "c2"), keep("M04", "discard"), lay("G01", "a3"), keep("M03", "discard"),
    lay("G01", "b3"), keep("G09", "discard"), lay("G04", "c3"), keep("G08", "discard"),
    "draw; tile G05; place G05 at d1")
"""Orange has 6 virtue; a flat stone stands on the moss tile a1, next to the moss tile b1;
her monk is on d1, in part two."""

FULL_GRAVEL = "G01 G01 G01 G01 G01 / G02 G04 G05 G04 G03 / G06 G06 G01 G06 G06"
"""A complete gravel garden: rectangle 15, three symmetric rows, every seam joined."""
