"""Reading a saved Tokaido state: every field checked against what the engine keeps.

A save is untrusted input. :func:`load_state` reads it field by field with
:class:`tutor.core.validate.Reader` (types, shapes, ranges), then checks that the fields fit
together as the rules can make them (:func:`consistency_problems`): the 10 traveller tiles,
24 souvenirs, 25 meals, 14 encounters and 12 hot spring cards each in exactly one place,
points matching the cards held, pawns on the road as far as the inns let them go, and a
phase that fits the rest. Any problem is a :class:`~tutor.core.errors.BadSave` that names
the field (``state.steps``) or the problem.

>>> import json
>>> from tutor.games import tokaido
>>> doc = json.loads(tokaido.new_game(players=3, seed=1).to_json())
>>> doc["state"]["steps"] = [1, 1]
>>> tokaido.from_json(json.dumps(doc))
Traceback (most recent call last):
...
tutor.core.errors.BadSave: state.steps must have 3 items, not 2
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import BadSave
from ...core.validate import Reader
from . import data
from .data import (
    ENCOUNTER_INDEX,
    MEAL_INDEX,
    PANORAMA_LENGTH,
    PANORAMAS,
    SOUVENIR_INDEX,
    TRAVELLER_INDEX,
)
from .state import (
    _FAMILY,
    ABIL,
    ACH,
    BONUS,
    CATEGORIES,
    ENC,
    FINAL,
    HIDDEN_NOTATION,
    HOT,
    MEAL,
    OPTIONS,
    PAN,
    SOUV,
    TEMPLE,
    Deck,
    Player,
    TokaidoAction,
    TokaidoState,
)

if TYPE_CHECKING:
    from .state import Tokaido

_ALL_PHASES = ("deal", "choose", "queue", "move", "reveal", "buy", "hotspring", "donate",
               "encounter", "keep", "souvenir", "panorama", "offer", "accept", "meal", "eat",
               "discard", "over")
_STEPS = ("village", "hotspring", "temple", "encounter", "chuubei", "hiroshige", "satsuki",
          "meal", "discard")


def load_state(game: Tokaido, d: dict[str, Any]) -> TokaidoState:
    """The state saved as ``d`` (the ``state`` object of a save), checked field by field and
    then as a whole (:func:`consistency_problems`). Raises :class:`BadSave` naming the field
    or the problem."""
    r = Reader(d, "state")
    n = r.int("players", game.min_players, game.max_players)
    opts_r = r.obj("options")
    known = {o.name for o in OPTIONS}
    for key in opts_r.data:
        if key not in known:
            opts_r.fail(key, "is not a Tokaido option")
    try:
        opts = game.resolve_options(opts_r.data)
    except ValueError as e:
        raise BadSave(f"state.options: {e}") from None
    s = game._initial(n, opts)
    pawns = s.pawns
    s.phase = r.str("phase", choices=_ALL_PHASES)
    s.actor = r.int("actor", 0, n - 1)
    s.mover = r.int("mover", 0, pawns - 1)
    s.steps = tuple(r.ints("steps", 1, FINAL, length=pawns))
    s.slots = tuple(r.ints("slots", 1, data.MAX_PAWNS, length=pawns))
    trav = list(TRAVELLER_INDEX)
    s.players = tuple(_player_load(pr, trav) for pr in r.objs("travellers", length=n))
    s.neutral_temple = r.int("neutral_temple", 0, 100)
    s.box = tuple(r.strs("box", choices=trav, max_len=10))
    s.souvenir_deck = _deck_load(r, "souvenir_deck", SOUVENIR_INDEX, n)
    s.meal_deck = _deck_load(r, "meal_deck", MEAL_INDEX, n)
    s.encounter_deck = _deck_load(r, "encounter_deck", ENCOUNTER_INDEX, n)
    s.springs_left = tuple(r.ints("springs_left", 0, 6, length=2))  # type: ignore
    s.firsts = tuple(r.ints("firsts", -1, n - 1, length=3))
    s.todo = tuple(r.strs("todo", choices=_STEPS, max_len=4))
    s.shown = tuple(r.strs("shown", choices=list(SOUVENIR_INDEX), max_len=3))
    s.drawn = tuple(r.strs("drawn", choices=list(ENCOUNTER_INDEX), max_len=2))
    s.to_draw = r.int("to_draw", 0, 7)
    s.context = r.str("context", choices=("", "hiroshige", "annaibito"))
    s.offered = r.str("offered", choices=[""] + list(MEAL_INDEX))
    s.layout = tuple(r.strs("layout", choices=list(MEAL_INDEX), max_len=7))
    s.layout_drawn = r.bool("layout_drawn")
    s.knowers = r.int("knowers", 0, (1 << n) - 1)
    s.drawing_for = r.int("drawing_for", -1, n - 1)
    s.last_action = r.notation("last_action", TokaidoAction.parse, "Tokaido")
    s.last_seen = r.int("last_seen", 0, (1 << n) - 1)
    _validate(s)
    return s


def _player_load(r: Reader, trav: list[str]) -> Player:
    fam_counts = [0, 0, 0, 0]
    souvenirs = tuple(r.strs("souvenirs", choices=list(SOUVENIR_INDEX), max_len=24))
    for c in souvenirs:
        fam_counts[_FAMILY[c]] += 1
    return Player(
        dealt=tuple(r.strs("dealt", choices=trav, max_len=2)),
        traveller=r.str("traveller", choices=[""] + trav),
        coins=r.int("coins", 0, 10_000),
        souvenirs=souvenirs, families=tuple(fam_counts),
        panoramas=tuple(r.ints("panoramas", 0, 5, length=3)),
        springs=tuple(r.ints("springs", 2, 3, max_len=12)),
        meals=tuple(r.strs("meals", choices=list(MEAL_INDEX), max_len=14)),
        encounters=tuple(r.strs("encounters", choices=list(ENCOUNTER_INDEX), max_len=14)),
        temple=r.int("temple", 0, 10_000),
        achievements=tuple(r.strs("achievements", choices=[a.id for a in data.ACHIEVEMENTS],
                                  max_len=7)),
        points=tuple(r.ints("points", -10_000, 10_000, length=len(CATEGORIES))),
    )


def _deck_load(r: Reader, name: str, index: Any, n: int) -> Deck:
    layers = []
    for i, lr in enumerate(r.objs(name, max_len=40)):
        cards = lr.strs("cards", choices=list(index), max_len=30)
        if cards != sorted(cards):
            lr.fail("cards", "must be sorted")
        if i and not cards:
            lr.fail("cards", "is empty (only the first layer may be)")
        layers.append((tuple(cards), lr.int("knowers", 0, (1 << n) - 1)))
    if not layers:
        r.fail(name, "must have at least its first layer")
    return tuple(layers)


def _validate(s: TokaidoState) -> None:
    """Raise BadSave unless every card, coin, point and pawn is where the rules can put it."""
    problems = consistency_problems(s)
    if problems:
        raise BadSave("saved tokaido state is inconsistent: " + "; ".join(problems))


def _multiset(items: Any) -> list[str]:
    return sorted(items)


def expected_points(s: TokaidoState, seat: int) -> tuple[int, ...]:
    """Player ``seat``'s points by category, counted again from the cards they hold (what
    the scoring track must show)."""
    pl = s.players[seat]
    points = [0] * len(CATEGORIES)
    points[SOUV] = data.souvenir_points(pl.families)
    points[PAN] = sum(k * (k + 1) // 2 for k in pl.panoramas)
    points[HOT] = sum(pl.springs)
    points[MEAL] = data.MEAL_POINTS * len(pl.meals)
    points[TEMPLE] = pl.temple
    points[ENC] = 3 * pl.encounters.count("samurai")
    points[ACH] = data.ACHIEVEMENT_POINTS * len(pl.achievements)
    if pl.traveller == "mitsukuni":
        points[ABIL] = len(pl.springs) + len(pl.achievements)
    elif pl.traveller == "umegae":
        points[ABIL] = len(pl.encounters) + (
            1 if s.phase == "encounter" and s.mover == seat else 0)
    return tuple(points)


def consistency_problems(s: TokaidoState) -> list[str]:
    """What is wrong with a state (an empty list for any state the rules can reach, which
    the property tests check): cards conserved, points matching the cards, pawns on the
    road, the phase matching the rest."""
    problems: list[str] = []
    pawns = s.pawns
    route = s.route
    # traveller tiles
    dealt = [t for pl in s.players for t in pl.dealt]
    if sorted(dealt + list(s.box)) != sorted(TRAVELLER_INDEX):
        problems.append("the 10 traveller tiles are not all accounted for exactly once")
    for p, pl in enumerate(s.players):
        if s.opts["initiatory"] and (pl.dealt or pl.traveller):
            problems.append(f"seat {p} holds a traveller tile in the Initiatory Journey")
        if pl.traveller and pl.traveller not in pl.dealt:
            problems.append(f"seat {p} keeps a tile it was not dealt")
        if pl.coins < 0:
            problems.append(f"seat {p} has a negative purse")
        if any(k > PANORAMA_LENGTH[t] for k, t in zip(pl.panoramas, PANORAMAS, strict=True)):
            problems.append(f"seat {p} has more panorama sections than exist")
        if len(set(pl.meals)) < len(pl.meals):
            problems.append(f"seat {p} ate the same meal twice")
        if len(set(pl.achievements)) < len(pl.achievements):
            problems.append(f"seat {p} holds an achievement twice")
        if pl.points != expected_points(s, p)[:BONUS] + (pl.points[BONUS],) or (
                pl.points[BONUS] not in ((0,) + data.TEMPLE_BONUS)):
            problems.append(f"seat {p}'s points do not match the cards held")
    # cards
    souvenirs = [c for cards, _ in s.souvenir_deck for c in cards] + list(s.shown) + [
        c for pl in s.players for c in pl.souvenirs]
    if sorted(souvenirs) != sorted(SOUVENIR_INDEX):
        problems.append("the 24 souvenir cards are not all accounted for exactly once")
    meals = [c for cards, _ in s.meal_deck for c in cards] + list(s.layout) + (
        [s.offered] if s.offered else []) + [c for pl in s.players for c in pl.meals]
    if _multiset(meals) != _ALL_MEALS:
        problems.append("the 25 meal cards are not all accounted for exactly once")
    encounters = [c for cards, _ in s.encounter_deck for c in cards] + list(s.drawn) + [
        c for pl in s.players for c in pl.encounters]
    if _multiset(encounters) != _ALL_ENCOUNTERS:
        problems.append("the 14 encounter cards are not all accounted for exactly once")
    springs = [v for pl in s.players for v in pl.springs]
    if (springs.count(2) + s.springs_left[0], springs.count(3) + s.springs_left[1]) != (
            data.HOT_SPRINGS[2], data.HOT_SPRINGS[3]):
        problems.append("the 12 hot spring cards are not all accounted for exactly once")
    for i, t in enumerate(PANORAMAS):
        holder = s.firsts[i]
        holders = [p for p, pl in enumerate(s.players) if t in pl.achievements]
        if holders != ([holder] if holder >= 0 else []) or (
                holder >= 0 and not s.players[holder].complete(t)):
            problems.append(f"the {t} panorama achievement is misplaced")
    # pawns
    for t in set(s.steps):
        here = sorted(s.slots[p] for p in range(pawns) if s.steps[p] == t)
        if here != list(range(1, len(here) + 1)):
            problems.append(f"the slots at step {t} are not 1..{len(here)}")
        elif len(here) > s.capacity(t) and t != 1:
            problems.append(f"step {t} holds more travellers than it has room for")
    if max(s.steps) > route.next_inn[min(s.steps)] and min(s.steps) != FINAL:
        problems.append("a traveller has passed an inn that another has not reached")
    # the phase
    phase = s.phase
    if phase in ("deal", "choose", "queue"):
        if any(x != 1 for x in s.steps) or s.todo:
            problems.append(f"set-up phase {phase!r} with travellers on the road")
    if phase == "deal" and (s.opts["initiatory"] or all(len(pl.dealt) == 2
                                                        for pl in s.players)):
        problems.append("nothing left to deal")
    if phase == "choose" and (len(s.players[s.actor].dealt) != 2 or s.players[s.actor].traveller
                              or any(not pl.traveller for pl in s.players[:s.actor])):
        problems.append("the wrong seat is choosing a traveller")
    journey = ("move", "reveal", "buy", "hotspring", "donate", "encounter", "keep", "souvenir",
               "panorama", "offer", "accept", "meal", "eat", "discard")
    if phase in journey or phase == "over":
        if not s.opts["initiatory"] and any(not pl.traveller for pl in s.players):
            problems.append("the journey started before every traveller was chosen")
    if phase in journey:
        if s.actor != s.owner(s.mover):
            problems.append("the seat to act does not own the traveller at its turn")
    if phase == "move" and s.mover != s.rearmost():
        problems.append("the traveller to move is not the rearmost")
    if phase == "over" and any(x != FINAL for x in s.steps):
        problems.append("the game is over before everyone reached the final inn")
    if phase in ("reveal", "encounter", "meal") and s.to_draw < 1:
        problems.append(f"a {phase} draw with no card to draw")
    if phase == "keep" and len(s.drawn) != 2:
        problems.append("Yoshiyasu chooses without two encounter cards")
    if phase == "accept" and not s.offered:
        problems.append("Satsuki decides without an offered meal")
    if phase != "panorama" and s.context or phase == "panorama" and not s.context:
        problems.append("a panorama choice without its reason, or the reverse")
    if s.layout and not s.layout_drawn and phase != "meal":
        problems.append("meals laid out but not marked as drawn")
    # the last action: only a hidden draw is unseen by some seat
    last = s.last_action
    hidden = last is not None and TokaidoAction.parse(last).kind in HIDDEN_NOTATION
    if s.last_seen != (1 << s.n) - 1 and not hidden:
        problems.append("the last action is marked unseen by a seat, but only a hidden draw "
                        "(deal, meal, offer, discard, Yoshiyasu's encounter) can be")
    return problems


_ALL_MEALS = sorted(m.id for m in data.MEALS for _ in range(m.copies))
_ALL_ENCOUNTERS = sorted(e.id for e in data.ENCOUNTERS for _ in range(e.copies))
