"""Reading a saved Karesansui state: every field checked before the engine sees it.

A save is untrusted input. :func:`load_state` reads it field by field with
:class:`~tutor.core.validate.Reader` (types, shapes, ranges) and then checks the invariants
the engine keeps: all 80 tiles and every stone accounted for exactly once, every card in
exactly one place, gardens that the placement rules can build, stones only where the stone
rules allow them, virtue within 0-6, and a phase whose fields fit it. Any problem is a
:class:`~tutor.core.errors.BadSave` naming the field.

>>> import json
>>> from tutor.games import karesansui
>>> doc = json.loads(karesansui.new_game(players=2, seed=1).to_json())
>>> doc["state"]["virtue"][0] = 7
>>> karesansui.from_json(json.dumps(doc))
Traceback (most recent call last):
...
tutor.core.errors.BadSave: state.virtue[0] is 7, outside 0..6
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import BadSave
from ...core.validate import Reader, check_int, check_list, clean_text
from . import data
from .data import (
    BOAT,
    CELL_INDEX,
    CELLS,
    COLS,
    DESIGN_INDEX,
    DESIGNS,
    GARDEN_INDEX,
    GARDENER_INDEX,
    NEIGHBOURS,
    ORIENTED,
    STONE_INDEX,
    STONE_KINDS,
    VIRTUE_MAX,
)

if TYPE_CHECKING:
    from .state import Karesansui, KaresansuiState


def load_state(game: Karesansui, r: Reader) -> KaresansuiState:
    """The state a save describes. Raises BadSave naming the first field that is wrong."""
    from .state import _TURN_MATTERS, PHASES, KaresansuiAction, _deal_plan

    options = r.raw("options")
    if not isinstance(options, dict):
        r.fail("options", "must be an object")
    try:
        opts = game.resolve_options(options)
    except ValueError as e:
        r.fail("options", f"is not valid: {e}")
    n = r.int("players", 2, 4)
    s = game._initial(n, opts)
    plan = _deal_plan(n)
    s.phase = r.str("phase", choices=PHASES)
    s.actor = r.int("actor", 0, n - 1)
    s.turn = r.int("turn", 0, n - 1)
    s.deals = r.int("deals", 0, len(plan))
    s.stacks = tuple(r.ints("stacks", 0, data.TILE_COUNT, length=data.STACKS))
    s.deck = _counts(r, "deck")
    s.discards = _counts(r, "discards")

    def design(value: Any, where: str) -> int:
        if value is None:
            return -1
        text = clean_text(value, where)
        if text not in DESIGN_INDEX:
            raise BadSave(f"{where} names no tile design: {text!r}")
        return DESIGN_INDEX[text]

    gardens = []
    for p, row in enumerate(r.list("gardens", length=n)):
        where = r.where("gardens") + f"[{p}]"
        cells = []
        for c, value in enumerate(check_list(row, where, CELLS)):
            if value is None:
                cells.append(-1)
                continue
            text = clean_text(value, f"{where}[{c}]")
            turned = text.endswith("'")
            d = design(text[:-1] if turned else text, f"{where}[{c}]")
            if turned and not _TURN_MATTERS[d]:
                raise BadSave(f"{where}[{c}]: {DESIGNS[d].id} looks the same turned, so it "
                              f"is saved without ' (upright)")
            cells.append(2 * d + int(turned))
        gardens.append(tuple(cells))
    s.gardens = tuple(gardens)
    stones = []
    for p, row in enumerate(r.list("stones", length=n)):
        where = r.where("stones") + f"[{p}]"
        cells = []
        for c, value in enumerate(check_list(row, where, CELLS)):
            if value is None:
                cells.append(-1)
            elif isinstance(value, str) and value in STONE_INDEX:
                cells.append(STONE_INDEX[value])
            else:
                raise BadSave(f"{where}[{c}] must be a stone kind or null, not {value!r}"[:200])
        stones.append(tuple(cells))
    s.stones = tuple(stones)
    monks = []
    for p, value in enumerate(r.list("monks", length=n)):
        where = r.where("monks") + f"[{p}]"
        if value is None:
            monks.append(-1)
        elif isinstance(value, str) and value in CELL_INDEX:
            monks.append(CELL_INDEX[value])
        else:
            raise BadSave(f"{where} must be a cell (a1..e3) or null, not {value!r}"[:200])
    s.monks = tuple(monks)
    s.storage = tuple(design(v, r.where("storage") + f"[{p}]")
                      for p, v in enumerate(r.list("storage", length=n)))
    s.virtue = tuple(r.ints("virtue", 0, VIRTUE_MAX, length=n))
    supply = r.obj("supply")
    if set(supply.data) != set(STONE_INDEX):
        r.fail("supply", f"must count each stone kind: {', '.join(STONE_INDEX)}")
    s.supply = tuple(supply.int(k.id, 0, data.STONE_TOTAL) for k in STONE_KINDS)
    cards = []
    for p, value in enumerate(r.list("cards", length=n)):
        where = r.where("cards") + f"[{p}]"
        if value is not None and value not in GARDEN_INDEX:
            raise BadSave(f"{where} must be a famous-garden card id or null, not "
                          f"{value!r}"[:200])
        cards.append(value or "")
    s.cards = tuple(cards)
    s.shared = tuple(r.strs("shared", choices=tuple(GARDEN_INDEX), max_len=3))
    s.hands = tuple(tuple(_ids(r, "hands", p, h, GARDENER_INDEX))
                    for p, h in enumerate(r.list("hands", length=n)))
    s.used = tuple(tuple(_ids(r, "used", p, u, GARDENER_INDEX))
                   for p, u in enumerate(r.list("used", length=n)))
    s.garden_pool = tuple(r.strs("garden_pool", choices=tuple(GARDEN_INDEX),
                                 max_len=data.GARDEN_CARD_COUNT))
    s.gardener_pool = tuple(r.strs("gardener_pool", choices=tuple(GARDENER_INDEX),
                                   max_len=data.GARDENER_CARD_COUNT))
    s.drawn = design(r.raw("drawn"), r.where("drawn"))
    s.pending = design(r.raw("pending"), r.where("pending"))
    s.held = tuple(sorted(design(v, r.where("held") + f"[{i}]")
                          for i, v in enumerate(r.list("held", max_len=3))))
    s.keep = r.int("keep", 0, 3)
    declared = r.raw("declared")
    if declared is None:
        s.decl = None
    else:
        dr = r.obj("declared")
        cell = dr.str("cell", choices=tuple(CELL_INDEX))
        s.decl = (dr.str("source", choices=("drawn", "stored")), CELL_INDEX[cell],
                  dr.bool("turned"))
    s.queue = tuple(r.ints("queue", 0, n - 1, max_len=n - 1))
    s.askers = tuple(r.ints("askers", 0, n - 1, max_len=n - 1))
    s.offered = r.bool("offered")
    s.stored_now = r.bool("stored_now")
    s.after = r.bool("after")
    s.snatched = r.bool("snatched") if r.has("snatched") else False  # older saves lack it
    if s.snatched and not s.after:
        r.fail("snatched", "is true, so part one must be over (after)")
    s.guarded = r.bool("guarded") if r.has("guarded") else False
    counter = opts["shigemori"] == "counter"
    if s.guarded and not (counter and any(c in data.COUNTER_CARDS for c in s.used[s.turn])):
        r.fail("guarded", "is true, but the turn's player has used no counter card (option "
                          "shigemori='counter')")
    ward = r.raw("ward") if r.has("ward") else None  # older saves lack ward and warded
    s.ward = -1 if ward is None else r.int("ward", 0, n - 1)
    s.warded = r.bool("warded") if r.has("warded") else False
    for field, seat in (("ward", s.ward), ("warded", s.turn if s.warded else -1)):
        if seat >= 0 and (counter or not any(
                ("ward",) in GARDENER_INDEX[c].steps for c in s.used[seat])):
            r.fail(field, f"says Shigemori Mirei protects {data.SEAT_NAMES[seat]}, who has "
                          f"not played him as part two")
    if s.ward >= 0 and s.warded:
        r.fail("ward", "and warded cannot both be set: there is one Shigemori Mirei")
    effect = r.raw("effect")
    if effect is None:
        s.effect = None
    else:
        items = check_list(effect, r.where("effect"), 2)
        if items[0] not in GARDENER_INDEX:
            r.fail("effect", f"names no gardener card: {items[0]!r}"[:120])
        step = check_int(items[1], r.where("effect") + "[1]", 0,
                         len(GARDENER_INDEX[items[0]].steps) - 1)
        s.effect = (items[0], step)
    s.draws_left = r.int("draws_left", 0, 3)
    s.last_action = r.notation("last_action", KaresansuiAction.parse, "Karesansui")
    _check(s, r)
    return s


def _counts(r: Reader, name: str) -> tuple[int, ...]:
    obj = r.obj(name)
    if set(obj.data) != set(DESIGN_INDEX):
        r.fail(name, "must count each of the 22 tile designs, G01..G13 and M01..M09")
    return tuple(obj.int(d.id, 0, d.copies) for d in DESIGNS)


def _ids(r: Reader, name: str, p: int, value: Any, known: Any) -> list[str]:
    where = r.where(name) + f"[{p}]"
    items = check_list(value, where, max_len=3)
    for i, v in enumerate(items):
        if v not in known:
            raise BadSave(f"{where}[{i}] names no card: {v!r}"[:200])
    return list(items)


def _check(s: KaresansuiState, r: Reader) -> None:
    """Raise BadSave unless the state keeps every invariant of the engine."""
    n = s.n
    fail = r.fail
    # tiles: all 80 accounted for
    for d, c in enumerate(s.tile_counts()):
        if c != DESIGNS[d].copies:
            fail("deck", f"and the other tile fields hold {c} tiles of {DESIGNS[d].id}; the "
                         f"game has {DESIGNS[d].copies}")
    drawing = 1 if s.phase == "draw" else 0  # a tile taken off a stack, not yet turned up
    if sum(s.deck) != sum(s.stacks) + drawing:
        fail("stacks", f"hold {sum(s.stacks)} tiles (and {drawing} being drawn) but the "
                       f"deck counts {sum(s.deck)}")
    # stones: all accounted for, and where the rules allow them
    for k, kind in enumerate(STONE_KINDS):
        placed = sum(g.count(k) for g in s.stones)
        if placed + s.supply[k] != data.STONE_COUNTS[n][k]:
            fail("supply", f"and the gardens hold {placed + s.supply[k]} {kind.id} stones; "
                           f"{n} players use {data.STONE_COUNTS[n][k]}")
    for p in range(n):
        garden, stones, monk = s.gardens[p], s.stones[p], s.monks[p]
        where = f"gardens[{p}]"
        laid = [c for c in range(CELLS) if garden[c] >= 0]
        if laid and not _buildable(garden, s.opts["placement"]):
            fail(where, "cannot be built by the placement rules")
        if stones.count(BOAT) > 1:
            fail(f"stones[{p}]", "hold two boat stones")
        for c in range(CELLS):
            if stones[c] < 0:
                continue
            if garden[c] < 0:
                fail(f"stones[{p}]", f"put a stone on an empty space ({data.cell_name(c)})")
            for nb in NEIGHBOURS[c]:
                if stones[nb] >= 0 and not (ORIENTED[garden[c]].moss
                                            and ORIENTED[garden[nb]].moss):
                    fail(f"stones[{p}]", "put stones on neighbouring tiles that are not both "
                                         "moss")
        if (monk >= 0) != bool(laid) or (monk >= 0 and garden[monk] < 0):
            fail(f"monks[{p}]", "must stand on a tile of a garden that has tiles (and beside "
                                "an empty garden)")
    # cards
    gardens = list(s.garden_pool) + [c for c in s.cards if c] + list(s.shared)
    if sorted(gardens) != sorted(GARDEN_INDEX):
        fail("garden_pool", "and the dealt cards must hold the 14 famous-garden cards once "
                            "each")
    gardeners = list(s.gardener_pool) + [c for h in s.hands for c in h] + [
        c for u in s.used for c in u]
    if sorted(gardeners) != sorted(GARDENER_INDEX):
        fail("gardener_pool", "and the dealt cards must hold the 9 gardener cards once each")
    from .state import _deal_plan

    plan = _deal_plan(n)
    done = plan[: s.deals]
    if n == 2:
        if any(s.cards) or len(s.shared) != sum(1 for k, _ in done if k == "reveal"):
            fail("shared", "do not match the deals made")
    elif s.shared or [bool(c) for c in s.cards] != [
            any(k == "deal-garden" and q == p for k, q in done) for p in range(n)]:
        fail("cards", "do not match the deals made")
    for p in range(n):
        dealt = sum(1 for k, q in done if k == "deal-gardener" and q == p)
        if len(s.hands[p]) + len(s.used[p]) != dealt:
            fail(f"hands[{p}]", "do not match the deals made")
        if list(s.hands[p]) != sorted(s.hands[p]):
            fail(f"hands[{p}]", "must be sorted")
    # the phase and the fields that go with it
    _check_phase(s, r, len(plan))


def _buildable(garden: tuple[int, ...], mode: str) -> bool:
    """Whether the laid cells can come from the placement rules: connected and holding a1
    or a3 (and, left to right, each row filled from the left without a gap)."""
    laid = {c for c in range(CELLS) if garden[c] >= 0}
    if not laid & set(data.FIRST_CELLS):
        return False
    if mode == "left-to-right" and any(c % COLS and c - 1 not in laid for c in laid):
        return False
    seen = {min(laid & set(data.FIRST_CELLS))}
    todo = list(seen)
    while todo:
        c = todo.pop()
        for nb in NEIGHBOURS[c]:
            if nb in laid and nb not in seen:
                seen.add(nb)
                todo.append(nb)
    return seen == laid


def _check_phase(s: KaresansuiState, r: Reader, deals: int) -> None:
    phase, t, a = s.phase, s.turn, s.actor
    ok = True
    if (phase == "deal") != (s.deals < deals):
        ok = False
    elif phase == "over":
        ok = all(-1 not in g for g in s.gardens)
    elif phase != "deal":
        mine = phase in ("start", "draw", "choice", "guard", "give", "part2", "monk-off") or \
            phase.startswith("g-")
        if mine and a != t:
            ok = False
        if phase == "choice" or phase in ("ask", "give"):
            ok = ok and s.drawn >= 0
        elif phase == "snatch":
            ok = ok and s.decl is not None and bool(s.queue) and a == s.queue[0]
        elif phase == "guard":
            ok = ok and s.decl is not None and len(s.queue) == 1 and s.queue[0] != t \
                and s.counter_window()
        else:
            ok = ok and s.drawn < 0
        if phase in ("snatch", "guard"):
            ok = ok and not s.warded
        if phase in ("snatch", "guard") and s.decl is not None:
            ok = ok and (s.drawn >= 0 if s.decl[0] == "drawn" else s.storage[t] >= 0)
        if phase == "ask":
            ok = ok and bool(s.queue) and a == s.queue[0] and a != t
        if phase == "give":
            ok = ok and bool(s.askers)
        ok = ok and (s.pending >= 0) == (phase == "receive")
        if phase == "receive":
            ok = ok and a != t
        if phase in ("part2", "monk-off"):
            ok = ok and s.after
        if phase == "monk-off":
            monk = s.monks[t]
            ok = ok and monk >= 0 and s.stones[t][monk] >= 0
        gardener = phase.startswith("g-") or (phase == "draw" and s.draws_left > 0)
        ok = ok and (s.effect is not None) == (gardener or phase == "monk-off"
                                              and s.effect is not None)
        if s.effect is not None:
            ok = ok and s.effect[0] in s.used[t]
        if phase == "g-place":
            ok = ok and bool(s.held)
        elif phase not in ("draw", "g-draw"):
            ok = ok and not s.held
    if not ok:
        r.fail("phase", f"{phase!r} does not fit the other fields (actor, drawn, pending, "
                        f"queue, effect, held)")
