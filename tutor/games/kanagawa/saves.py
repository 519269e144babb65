"""Reading a saved Kanagawa state: every field checked against what the engine keeps.

A save is untrusted input. :func:`load_state` reads it field by field with
:class:`tutor.core.validate.Reader`, then checks that the fields fit together as the engine
keeps them: the 72 lesson cards, 15 brushes, 3 storm tokens and 19 diplomas each in exactly
one place, the deck's backs matching its cards, the school board matching the columns taken
and the pupils in class, and a phase the engine can reach with that board. Any problem is a
:class:`~tutor.core.errors.BadSave` that names the field (``state.areas[1].marks[0]``).

>>> import json
>>> from tutor.games import kanagawa
>>> doc = json.loads(kanagawa.new_game(players=2, seed=1).to_json())
>>> doc["state"]["taken"] = [False]
>>> kanagawa.from_json(json.dumps(doc))
Traceback (most recent call last):
...
tutor.core.errors.BadSave: state.taken must have 2 items, not 1
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, NoReturn

from ...core.errors import BadSave
from ...core.validate import Reader, check_int, check_list, clean_text
from . import data
from .data import CARD_INDEX, DIPLOMA_INDEX, StudioIcon
from .state import (
    _GROUP_OF,
    _PHASES,
    _SEASON_KEYS,
    COLOURS,
    TILE_INDEX,
    Area,
    KanagawaAction,
    KanagawaState,
    _check_stack,
)

if TYPE_CHECKING:
    from .state import Kanagawa

MAX_STUDIO = data.LESSON_CARD_COUNT
"""No studio or painting holds more than the 72 lesson cards (numbers run 0..72)."""


def load_state(game: Kanagawa, d: dict[str, Any]) -> KanagawaState:
    """The state saved as ``d`` (the ``state`` object of ``to_json``).

    Raises:
        BadSave: a field of the wrong type, shape or range, or fields that do not fit
            together; the message names the field.
    """
    r = Reader(d)
    n = r.int("players", min(data.PLAYER_COUNTS), max(data.PLAYER_COUNTS))
    s = game._initial(n, _options(game, r.obj("options"), n))
    s.phase = r.str("phase", choices=_PHASES)
    s.actor, s.gm, s.assistant = (r.int(name, 0, n - 1) for name in ("actor", "gm", "assistant"))
    s.deck = tuple(_cards(r, "deck"))
    if list(s.deck) != sorted(set(s.deck)):
        r.fail("deck", "must list its cards once each, sorted")
    s.backs = _backs(r, s)
    s.school = _school(r, n)
    s.rows = r.int("rows", 0, data.SCHOOL_ROWS)
    s.taken = tuple(_bools(r, "taken", n))
    s.deal_col = r.int("deal_col", 0, n - 1)
    s.decided = frozenset(_numbers(r, "decided", n - 1))
    s.areas = tuple(_area(a, s.opts) for a in r.objs("areas", length=n))
    s.diplomas = tuple(_diploma_ids(r, "diplomas"))
    s.supply_brushes = r.int("supply_brushes", 0, data.BRUSH_PAWNS)
    s.supply_storms = r.int("supply_storms", 0, data.STORM_TOKENS)
    s.lesson = r.int("lesson", 0, data.LESSON_CARD_COUNT)
    s.moves_left = r.int("moves_left", 0, MAX_STUDIO + 1)
    s.used_brushes = frozenset(_numbers(r, "used_brushes", MAX_STUDIO))
    s.used_icons = frozenset(_numbers(r, "used_icons", MAX_STUDIO))
    s.last_action = r.notation("last_action", KanagawaAction.parse, "Kanagawa")
    _check_components(s)
    _check_areas(s)
    _check_board(s)
    _check_phase(s)
    return s


# -- fields -------------------------------------------------------------------------------------


def _options(game: Kanagawa, r: Reader, n: int) -> dict[str, Any]:
    known = {o.name: o for o in game.options}
    for name in r.data:
        if name not in known:
            r.fail(str(name), f"is not a Kanagawa option; options: {', '.join(known)}")
    opts = {}
    for name, option in known.items():
        value = r.raw(name)
        if option.choices is not None and not any(
                type(value) is type(c) and value == c for c in option.choices):
            r.fail(name, f"must be one of {', '.join(map(repr, option.choices))}, "
                         f"not {value!r:.40}")
        opts[name] = value
    opts["start_player"] = r.int("start_player", 0, n - 1)
    try:
        opts["stack"] = _check_stack(r.str("stack", max_len=data.LESSON_CARD_COUNT))
    except ValueError as e:
        r.fail("stack", f"is not a possible top of the deck: {e}")
    return opts


def _cards(r: Reader, name: str) -> list[str]:
    cards = r.strs(name, max_len=data.LESSON_CARD_COUNT)
    for i, card in enumerate(cards):
        if card not in CARD_INDEX:
            r.fail(name, f"[{i}] is {card!r}, not a lesson card (A01..A18, C01..C18, "
                         f"B01..B18, T01..T18)")
    return cards


def _diploma_ids(r: Reader, name: str) -> list[str]:
    ids = r.strs(name, max_len=len(DIPLOMA_INDEX))
    for i, d in enumerate(ids):
        if d not in DIPLOMA_INDEX:
            r.fail(name, f"[{i}] is {d!r}, not a diploma")
    if len(set(ids)) < len(ids):
        r.fail(name, "lists a diploma twice")
    return ids


def _numbers(r: Reader, name: str, top: int) -> list[int]:
    """Distinct whole numbers from 0 to ``top``, sorted (how sets are saved)."""
    numbers = r.ints(name, 0, top, max_len=top + 1)
    if numbers != sorted(set(numbers)):
        r.fail(name, "must be sorted, each number once")
    return numbers


def _bools(r: Reader, name: str, length: int) -> list[bool]:
    items = r.list(name, length)
    for i, x in enumerate(items):
        if not isinstance(x, bool):
            r.fail(name, f"[{i}] must be true or false, not {x!r:.40}")
    return items


def _backs(r: Reader, s: KanagawaState) -> str:
    backs = r.str("backs", max_len=data.LESSON_CARD_COUNT)
    if set(backs) - set(COLOURS):
        r.fail("backs", f"must be letters {', '.join(COLOURS)}, one per card of the deck")
    stacked, held = Counter(backs), Counter(card[0] for card in s.deck)
    if s.phase in ("setup", "shuffle"):
        if not backs.startswith(s.opts["stack"]) or (s.phase == "setup"
                                                     and backs != s.opts["stack"]):
            r.fail("backs", "must begin with the stack option until the deck is shuffled")
        if any(stacked[x] > held[x] for x in COLOURS) or (
                s.phase == "shuffle" and len(backs) >= len(s.deck)):
            r.fail("backs", "holds more backs than the deck has cards of that colour")
    elif stacked != held:
        r.fail("backs", "must give the back of every card of the deck: their colours differ "
                        "from the deck's cards")
    return backs


def _school(r: Reader, n: int) -> tuple[tuple[str | None, ...], ...]:
    rows = r.list("school", max_len=data.SCHOOL_ROWS)
    if rows and len(rows) != data.SCHOOL_ROWS:
        r.fail("school", f"must have {data.SCHOOL_ROWS} rows (or none before the first "
                         f"lesson), not {len(rows)}")
    out = []
    for i, row in enumerate(rows):
        where = r.where("school") + f"[{i}]"
        check_list(row, where, n)
        for j, card in enumerate(row):
            if card is not None and card not in CARD_INDEX:
                raise BadSave(f"{where}[{j}] must be a lesson card or null, not {card!r:.40}")
        out.append(tuple(row))
    return tuple(out)


def _area(r: Reader, opts: dict[str, Any]) -> Area:
    tile = r.str("tile")
    if tile and tile not in TILE_INDEX:
        r.fail("tile", f"is {tile!r}, not a start tile ({', '.join(TILE_INDEX)})")
    studio, painting, hand = (tuple(_cards(r, name)) for name in ("studio", "painting", "hand"))
    brushes = tuple(_numbers(r, "brushes", len(studio)))
    marks = []
    seasons = _SEASON_KEYS if opts["storm_token"] == "season" else ("storm",)
    first = 0 if opts["storm_on_start_tile"] else 1
    for i, mark in enumerate(r.list("marks", max_len=data.STORM_TOKENS)):
        where = r.where("marks") + f"[{i}]"
        check_list(mark, where, 2)
        card = check_int(mark[0], where + "[0]", first, len(painting))
        season = clean_text(mark[1], where + "[1]")
        if season not in seasons:
            raise BadSave(f"{where}[1] must be one of {', '.join(seasons)} (storm_token="
                          f"{opts['storm_token']!r}), not {season!r:.40}")
        marks.append((card, season))
    if [m[0] for m in marks] != sorted({m[0] for m in marks}):
        r.fail("marks", "must be sorted by painting card, one storm token per card")
    area = Area(tile, studio, painting, hand, brushes,
                r.int("reserve", 0, data.BRUSH_PAWNS), r.int("storms", 0, data.STORM_TOKENS),
                tuple(marks), tuple(_diploma_ids(r, "diplomas")),
                tuple(_diploma_ids(r, "declined")), r.bool("in_class"))
    if not tile and (studio or painting or hand or brushes or marks or area.diplomas):
        r.fail("tile", "is missing while the pupil already has cards, brushes or diplomas")
    for b in brushes:
        if area.studio_half(b).landscape is None:
            r.fail("brushes", f"put a brush on S{b}, which shows no landscape")
    if set(area.diplomas) & set(area.declined):
        r.fail("declined", "names a diploma the pupil holds")
    groups = [_GROUP_OF[x] for x in area.diplomas]
    if len(set(groups)) < len(groups):
        r.fail("diplomas", "holds two diplomas of one group")
    return area


# -- how the fields fit together ----------------------------------------------------------------


def _check_components(s: KanagawaState) -> None:
    """Every lesson card, brush, storm token and diploma in exactly one place."""
    places: dict[str, list[str]] = {}
    for card in s.deck:
        places.setdefault(card, []).append("state.deck")
    for r, row in enumerate(s.school):
        for c, card in enumerate(row):
            if card is not None:
                places.setdefault(card, []).append(f"state.school[{r}][{c}]")
    for p, a in enumerate(s.areas):
        for part in ("studio", "painting", "hand"):
            for card in getattr(a, part):
                places.setdefault(card, []).append(f"state.areas[{p}].{part}")
    for card in CARD_INDEX:
        where = places.get(card, [])
        if len(where) != 1:
            raise BadSave(f"state: lesson card {card} must be in exactly one place, not "
                          f"{len(where)} ({', '.join(where) or 'nowhere'})")
    brushes = s.supply_brushes + sum(a.owned_brushes() for a in s.areas)
    if brushes != data.BRUSH_PAWNS:
        raise BadSave(f"state.supply_brushes: {brushes} brushes in play (supply, reserves "
                      f"and studios), not {data.BRUSH_PAWNS}")
    storms = s.supply_storms + sum(a.storms + len(a.marks) for a in s.areas)
    if storms != data.STORM_TOKENS:
        raise BadSave(f"state.supply_storms: {storms} storm tokens in play, not "
                      f"{data.STORM_TOKENS}")
    held = Counter(list(s.diplomas) + [d for a in s.areas for d in a.diplomas])
    for d in DIPLOMA_INDEX:
        if held[d] != 1:
            raise BadSave(f"state.diplomas: diploma {d} must be on the board or with one "
                          f"pupil, not in {held[d]} places")


def _check_areas(s: KanagawaState) -> None:
    tiles = [a.tile for a in s.areas]
    dealt = "" not in tiles and len(set(tiles)) == s.n
    if not (tiles == [""] * s.n if s.phase == "setup" else dealt):
        raise BadSave("state.areas: each pupil has a start tile of their own once the set-up "
                      "deal is over, and none before")
    for p, a in enumerate(s.areas):
        if a.tile and len(a.hand) > a.icons(StudioIcon.KEEP) and not (
                s.phase == "use" and p == s.actor):
            raise BadSave(f"state.areas[{p}].hand: {len(a.hand)} cards kept, but the studio "
                          f"has {a.icons(StudioIcon.KEEP)} keep icon(s)")


def _check_board(s: KanagawaState) -> None:
    """The school board fits the lesson: cards only in the columns nobody has taken, dealt
    row by row; one column left for each pupil still in class."""
    if (s.phase in ("setup", "shuffle")) != (s.school == ()):
        raise BadSave("state.school: the board is empty before the first lesson and has its "
                      "rows afterwards")
    if (s.phase in ("setup", "shuffle")) != (s.lesson == 0):
        raise BadSave("state.lesson: 0 before the first lesson, from 1 afterwards")
    in_class = sum(a.in_class for a in s.areas)
    if s.taken.count(False) != in_class:
        raise BadSave(f"state.taken: {s.taken.count(False)} column(s) left for {in_class} "
                      f"pupil(s) in class")
    for c in range(s.n):
        column = [s.school[r][c] for r in range(len(s.school))]
        dealt = sum(card is not None for card in column)
        if column[dealt:].count(None) != len(column) - dealt:
            raise BadSave(f"state.school: column {c + 1} has a gap between its cards")
        if s.taken[c]:
            expected = {0}
        else:
            expected = {s.rows + (s.phase == "deal" and c < s.deal_col)}
            if not s.deck and s.rows:  # the deck ran out: the last row may stay short
                expected.add(s.rows - 1)
        if s.school and dealt not in expected:
            raise BadSave(f"state.school: column {c + 1} holds {dealt} card(s), but "
                          f"{s.rows} row(s) are dealt")


def _check_phase(s: KanagawaState) -> None:
    """The phase is one the engine reaches with this board and these pupils."""
    def bad(field: str, why: str) -> NoReturn:
        raise BadSave(f"state.{field}: {why} in phase {s.phase!r}")

    area = s.areas[s.actor]
    if s.phase == "deal" and (not s.backs or s.rows >= data.SCHOOL_ROWS or s.taken[s.deal_col]):
        bad("deal_col", "the next card must go to a column nobody has taken, from the deck, "
                        "in the first three rows")
    if s.phase == "school" and (not s.rows or not area.in_class or s.actor in s.decided):
        bad("actor", "the pupil to choose must be in class and not have chosen yet, after a "
                     "row is dealt")
    if s.phase == "use" and area.in_class:
        bad("actor", "the pupil using cards has left class")
    if s.phase in ("storm", "over") and any(a.in_class for a in s.areas):
        bad("areas", "nobody is in class once the lesson is over")
    if s.phase == "storm" and not area.storms:
        bad("actor", "the pupil to place a storm token must have one")
    if s.phase != "use" and (s.moves_left or s.used_brushes or s.used_icons):
        bad("moves_left", "brush moves and used brushes count only while cards are used")
    if s.used_brushes | s.used_icons and max(s.used_brushes | s.used_icons) > len(area.studio):
        bad("used_icons", "a used brush or landscape lies outside the studio")
    # the pawns hold their seats before the set-up deal: the first player has both
    if s.phase == "setup" and not s.gm == s.assistant == s.actor == s.opts["start_player"]:
        bad("gm", "the first player holds both pawns")
