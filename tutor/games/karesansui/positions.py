"""Positions reached by real play: legal actions only, with chance forced.

Lessons and tests need gardens that show a scoring item, and they must be positions of a
real game, not pictures: :func:`build` plays a game from the set-up, forcing every deal and
every draw (as a lesson or a recorded game may: chance is explicit in the engine), until
Orange's garden holds the tiles and stones asked for. Every action goes through
``state.apply``, so the rules are checked at each step; the actions are returned, so a
:class:`~tutor.core.Match` can replay them.

How it plays: Orange draws each planned tile and lays it (cells in an order the placement
rules allow); in part two Orange places a planned stone as soon as the rules allow it (in
the monk's column with enough virtue, or anywhere at 6), else sits in zazen. Stones still
to place after the tiles are laid come from gifts: Orange draws a tile and gifts it (+2
virtue) to the other player with the emptiest garden (everybody asks), then sits in zazen
(+1) until a stone can go down. The other players store their first tile and then discard
what they draw (virtue from zazen pays for it), so their gardens hold only the gifts. The
last planned tile goes down after the stones (or all but its own), so that no garden is
complete while gifts are still needed: a cell without a stone if one can be laid last (with
left-to-right placement only a row's last cell can), else the one with the cheapest stone.

>>> from tutor.games.karesansui.positions import build
>>> b = build("G01 G02 G03 G04 . / G05 G06 G01 G02 . / . . . . .")
>>> b.state.scores().points[0]["gravel"], len(b.actions) > 20
(8, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .data import (
    CELL_NAMES,
    CELLS,
    COLS,
    DESIGN_INDEX,
    DESIGNS,
    FIRST_CELLS,
    NEIGHBOURS,
    SEAT_NAMES,
    STONE_KINDS,
)
from .scoring import garden_from_text
from .state import GAME, KaresansuiState, _deal_plan

MAX_ACTIONS = 3_000
"""A plan that needs more actions than this cannot be built (a bug or an impossible plan)."""


@dataclass
class Built:
    """A position reached by play, and the actions from ``new_game(players, **options)``."""

    state: KaresansuiState
    actions: list[str]


def deal(players: int = 2, cards: tuple[str, ...] = (), gardeners: tuple[str, ...] = (),
         **options: Any) -> Built:
    """A new game with the set-up deals forced: ``cards`` are the famous-garden cards (one per
    seat, or with 2 players the 3 shared ones), ``gardeners`` the gardener cards in dealing
    order (seat by seat; with 2 players 3 rounds of 2); unnamed ones are the first unseen.

    >>> deal(3, cards=("ryoanji", "nanzenji", "saihoji")).state.cards
    ('ryoanji', 'nanzenji', 'saihoji')
    """
    state = GAME.new_game(players=players, **options)
    actions: list[str] = []
    cards, gardeners = list(cards), list(gardeners)
    for kind, seat in _deal_plan(players):
        if kind == "deal-gardener":
            pool = state.gardener_pool
            name = gardeners.pop(0) if gardeners else next(
                c for c in pool if c not in gardeners)
            text = f"deal gardener {name} to {SEAT_NAMES[seat]}"
        else:
            pool = state.garden_pool
            name = cards.pop(0) if cards else next(c for c in pool if c not in cards)
            text = (f"reveal garden {name}" if kind == "reveal"
                    else f"deal garden {name} to {SEAT_NAMES[seat]}")
        actions.append(text)
        state = state.apply(text)  # type: ignore[assignment]
    return Built(state, actions)


def lay_order(cells: list[int], last: int | None = None,
              placement: str = "left-to-right") -> list[int]:
    """``cells`` in an order the placement rules allow (from a1 or a3, each next to one
    laid before; with ``placement='left-to-right'``, the default, each row also filled from
    the left), with ``last`` (if given) last.

    Raises:
        ValueError: the cells cannot be laid (no a1 or a3, not connected, or a row with a
            gap).
    """
    todo = set(cells)
    if last is not None:
        todo.discard(last)

    def open_(c: int, laid: set[int]) -> bool:
        return any(nb in laid for nb in NEIGHBOURS[c]) and (
            placement != "left-to-right" or c % COLS == 0 or c - 1 in laid)

    starts = [c for c in FIRST_CELLS if c in todo]
    if not starts:
        raise ValueError("a garden starts at a1 or a3")
    order = [starts[0]]
    laid = {starts[0]}
    while len(laid) < len(todo):
        nxt = [c for c in sorted(todo - laid) if open_(c, laid)]
        if not nxt:
            raise ValueError("the cells are not connected, or a row has a gap")
        order.append(nxt[0])
        laid.add(nxt[0])
    if last is not None:
        if laid and not open_(last, laid):
            raise ValueError("the last cell cannot follow the others")
        order.append(last)
    return order


class _Player:
    """Drives a scripted game: applies actions, forcing chance, and records them."""

    def __init__(self, built: Built) -> None:
        self.state = built.state
        self.actions = list(built.actions)
        self.stored: set[int] = set()

    def do(self, text: str) -> None:
        self.actions.append(text)
        self.state = self.state.apply(text)  # type: ignore[assignment]

    def draw(self, design: str) -> None:
        stack = next(k for k, c in enumerate(self.state.stacks) if c) + 1
        self.do(f"draw from stack {stack}")
        self.do(f"tile {design}")

    def answer_windows(self) -> None:
        """Others let a placed tile go and ask for every gift."""
        s = self.state
        while s.phase in ("snatch", "ask"):
            self.do("let it go" if s.phase == "snatch" else "ask for gift")
            s = self.state

    def filler_tile(self, reserved: dict[str, int]) -> str:
        """A design to draw for a move that is not part of the plan: the one with the most
        copies in the stacks beyond what the plan still needs."""
        deck = self.state.deck
        spare = [(deck[i] - reserved.get(d.id, 0), deck[i], d.id)
                 for i, d in enumerate(DESIGNS) if deck[i]]
        return max(spare)[2]

    def other_turn(self, reserved: dict[str, int]) -> None:
        """A turn of a player who is not building: store first, then discard; zazen."""
        s = self.state
        p = s.turn
        if s.phase == "start":
            self.draw(self.filler_tile(reserved))
            if p not in self.stored and self.state.storage[p] < 0:
                self.do("store")
                self.stored.add(p)
            elif self.state.virtue[p] >= 1 and not self.state.end_triggered():
                self.do("discard")
            else:  # place it anywhere (a complete garden elsewhere forbids discards)
                cell = self.state.placement_cells(p)[0]
                self.do(f"place {DESIGNS[self.state.drawn].id} at {CELL_NAMES[cell]}")
                self.answer_windows()
        self.do("zazen")


def build(plan: str, players: int = 2, cards: tuple[str, ...] = (),
          gardeners: tuple[str, ...] = (), **options: Any) -> Built:
    """Play until Orange's garden is ``plan`` (written as for
    :func:`tutor.games.karesansui.scoring.garden_from_text`: tiles, ``'`` when turned,
    ``+kind`` for a stone). It ends at the start of Orange's next turn.

    Raises:
        ValueError: the plan cannot be built this way (a garden not starting at a1 or a3,
            cells not connected, more gifts than Blue's garden can take).
    """
    garden = garden_from_text(plan)
    cells = [c for c in range(CELLS) if garden.tiles[c] >= 0]
    stones = [c for c in range(CELLS) if garden.stones[c] >= 0]
    placement = options.get("placement", "left-to-right")
    order = lay_order(cells, placement=placement)
    last = None
    if stones:  # a cell to lay last: one without a stone if it can, else the cheapest stone
        def cost(c: int) -> int:
            return STONE_KINDS[garden.stones[c]].threshold if c in stones else 0

        for c in sorted(reversed(order), key=cost):
            if c in FIRST_CELLS:
                continue
            try:
                order = lay_order(cells, c, placement)
            except ValueError:
                continue
            last = c
            break
    player = _Player(deal(players, cards, gardeners, **options))
    need: dict[str, int] = {}
    for c in cells:
        name = DESIGNS[garden.tiles[c] // 2].id
        need[name] = need.get(name, 0) + 1
    for name, count in need.items():
        if count > DESIGNS[DESIGN_INDEX[name]].copies:
            raise ValueError(f"the plan has {count} tiles of {name}; the game has "
                             f"{DESIGNS[DESIGN_INDEX[name]].copies}")
    tiles = [c for c in order if c != last]
    held = last  # its stone, if any, goes down after it is laid
    todo_stones = list(stones)
    for _ in range(MAX_ACTIONS):
        if len(player.actions) > MAX_ACTIONS:
            break
        s = player.state
        if s.turn != 0:
            player.other_turn(need)
            continue
        if tiles:  # lay the next planned tile (once the stacks hold it again)
            if not s.deck[garden.tiles[tiles[0]] // 2]:
                _wait(player, need)
                continue
            cell = tiles.pop(0)
            _lay(player, garden.tiles[cell], cell, need)
            _stone_or_zazen(player, garden, todo_stones)
            continue
        if any(c != held for c in todo_stones):
            _gift(player, need)
            _stone_or_zazen(player, garden, todo_stones)
            continue
        if last is not None:
            if not s.deck[garden.tiles[last] // 2]:
                _wait(player, need)
                continue
            _lay(player, garden.tiles[last], last, need)
            last = None
            _stone_or_zazen(player, garden, todo_stones)
            continue
        if todo_stones:  # the last cell's stone: zazen until it can go down
            _stone_or_zazen(player, garden, todo_stones)
            continue
        return Built(player.state, player.actions)
    raise ValueError(f"the plan could not be built within {MAX_ACTIONS} actions")


def _stone_or_zazen(player: _Player, garden: Any, todo: list[int]) -> None:
    """Orange's part two: a planned stone the rules allow now (in the monk's column, or
    anywhere at 6 virtue; the monk then steps off if need be), else zazen."""
    s = player.state
    for cell in todo:
        kind = STONE_KINDS[garden.stones[cell]].id
        action = f"stone {kind} at {CELL_NAMES[cell]}"
        if action in s.legal_actions():
            todo.remove(cell)
            player.do(action)
            if player.state.phase == "monk-off":
                monk = player.state.monks[0]
                to = next(nb for nb in NEIGHBOURS[monk] if player.state.gardens[0][nb] >= 0)
                player.do(f"monk to {CELL_NAMES[to]}")
            return
    player.do("zazen")


def _lay(player: _Player, tile: int, cell: int, need: dict[str, int]) -> None:
    name = DESIGNS[tile // 2].id
    player.draw(name)
    need[name] -= 1
    turned = " turned" if tile % 2 else ""
    player.do(f"place {name} at {CELL_NAMES[cell]}{turned}")
    player.answer_windows()


def _wait(player: _Player, need: dict[str, int]) -> None:
    """A turn of Orange's that lays nothing: draw a spare tile, discard it (or gift it),
    then zazen."""
    if player.state.virtue[0] >= 1:
        player.draw(player.filler_tile(need))
        player.do("discard")
    else:
        _gift(player, need)
    player.do("zazen")


def _gift(player: _Player, need: dict[str, int]) -> None:
    """Draw a tile and gift it to the other player with the emptiest garden, who places it
    (everybody asks for it)."""
    player.draw(player.filler_tile(need))
    s = player.state
    receiver = max(range(1, s.n), key=lambda p: (s.gardens[p].count(-1), -p))
    if s.gardens[receiver].count(-1) <= 1 or s.end_triggered():
        raise ValueError("the plan needs more gifts than the other gardens can take")
    player.do("offer gift")
    player.answer_windows()
    player.do(f"gift to {SEAT_NAMES[receiver]}")
    s = player.state
    cell = s.placement_cells(receiver)[0]
    player.do(f"place {DESIGNS[s.pending].id} at {CELL_NAMES[cell]}")


def arrange(state: KaresansuiState, gardens: dict[int, str] | None = None,
            virtue: dict[int, int] | None = None, storage: dict[int, str] | None = None,
            monks: dict[int, str | None] | None = None) -> KaresansuiState:
    """``state`` with some gardens, virtues, storage spaces and monks set directly, the tiles
    taken from the stacks and the stones from the temple board so that everything adds up.

    A quick way to a position for a rule (the save loader checks it is consistent: tile and
    stone counts, gardens the placement rules can build, stones where the stone rules allow
    them); :func:`build` gives positions reached by play. Gardens are replaced only where
    ``state`` has none yet. A monk goes on the garden's last cell unless ``monks`` says.

    Raises:
        ValueError: a tile that the stacks no longer hold, or a stone the board no longer
            has; BadSave: the result breaks a rule of the game.

    >>> s = arrange(deal(2).state, gardens={0: "G01 G09 . . . / . . . . . / . . . . ."},
    ...             virtue={0: 3})
    >>> s.tiles_in(0), s.virtue, s.monks
    (2, (3, 0), (1, -1))
    """
    import json

    doc = json.loads(state.to_json())
    d = doc["state"]

    def take(design: str) -> None:
        if d["deck"][design] <= 0:
            raise ValueError(f"the stacks hold no {design} any more")
        d["deck"][design] -= 1
        k = max(range(len(d["stacks"])), key=lambda i: d["stacks"][i])
        d["stacks"][k] -= 1

    for seat, text in (gardens or {}).items():
        if any(d["gardens"][seat]):
            raise ValueError(f"seat {seat} already has tiles")
        g = garden_from_text(text)
        row, stones = [], []
        for t, k in zip(g.tiles, g.stones, strict=True):
            if t < 0:
                row.append(None)
            else:
                name = DESIGNS[t // 2].id
                take(name)
                row.append(name + ("'" if t % 2 else ""))
            if k >= 0:
                kind = STONE_KINDS[k].id
                if d["supply"][kind] <= 0:
                    raise ValueError(f"the temple board has no {kind} stone any more")
                d["supply"][kind] -= 1
            stones.append(STONE_KINDS[k].id if k >= 0 else None)
        d["gardens"][seat], d["stones"][seat] = row, stones
        laid = [c for c in range(CELLS) if g.tiles[c] >= 0]
        d["monks"][seat] = CELL_NAMES[laid[-1]] if laid else None
    for seat, value in (virtue or {}).items():
        d["virtue"][seat] = value
    for seat, name in (storage or {}).items():
        take(name)
        d["storage"][seat] = name
    for seat, cell in (monks or {}).items():
        d["monks"][seat] = cell
    return GAME.from_json(json.dumps(doc))  # type: ignore[return-value]
