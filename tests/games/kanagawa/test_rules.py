"""One test (at least) per Kanagawa rule id, named after the id, plus seed 000's examples.

Positions are built by forcing chance, as a lesson or a recorded game would:
``kanagawa.new_game(players=n)`` (no seed) is the set-up chance node; ``start tiles ...``
deals the start tiles, the deck is stacked (``start`` gives it a fixed order of backs), and
each ``deal X`` puts card X in the next school slot (the row left to right, over the columns
nobody has taken). A deal must be a card of the top card's back (``kanagawa.deck.stack``):
so that the tests of the other rules can name the cards they need, the helpers first bring a
card of X's back to the top of the stack (:func:`arranged`, as someone stacking the deck for
a demonstration would); the deck's own tests deal without that help. Then the players decide.

Cards chosen for their halves (research §3.1; S = studio half, P = painting half):

- start tiles: ST1 ocean/summer, ST2 mountain/autumn, ST3 forest/winter, ST4 plain/spring;
  each S: 2 brush icons, 1 double arrow, its landscape;
- ocean S, no icon: T09, T08, C08, B07 (T09 P: forest, winter, 1 tree);
- P needs ocean: A04 (summer, boar, +1; S: brush icon), T07 (winter, 1 tree, +1),
  T14 (spring, 2 trees), T06 (autumn, 1 tree), C14 (summer, warrior), A14 (winter, crane);
- P needs two oceans: A02 (spring, boar, +1; S forest);
- universal S (-2): A09, C18; no-landscape S: A05 assistant +1, A06 keep +2, A08 move;
- monks: C08 (P ocean), C09 (P forest), C15 (P plain), C07 (P mountain x2).

Blue (seat 0) is Grand Master unless ``start_player`` says otherwise.
"""

from __future__ import annotations

import json
import random
import sys

import pytest

from tutor.core import CHANCE, TERMINAL, BadSave, IllegalAction, NotationError
from tutor.core.game import sample_chance
from tutor.games import kanagawa
from tutor.games.kanagawa import data
from tutor.games.kanagawa.render import text_board
from tutor.games.kanagawa.state import KanagawaState, stack_of

GAME = kanagawa.GAME
RULES = GAME.rules

SPARE = ("A12 A16 A17 A18 A01 A03 A13 B01 B02 B04 B05 B08 B10 B11 T01 T02 T04 T05 T10 T11 "
         "C02 C04 C05 C10 C01 C11 B03 B12 T03 T12").split()
"""Filler cards for columns whose content does not matter (none of the cards above)."""


# -- helpers ---------------------------------------------------------------------------------


def arranged(s: KanagawaState, card: str) -> KanagawaState:
    """``s`` with the stack arranged so that a card of ``card``'s back is on top: the first
    back of that colour is moved up, the others keep their order (unchanged if the top
    already fits, or if ``card`` is not in the deck)."""
    if s.phase != "deal" or card not in s.deck or s.backs[0] == card[0]:
        return s
    doc = json.loads(s.to_json())
    backs = doc["state"]["backs"]
    i = backs.index(card[0])
    doc["state"]["backs"] = backs[i] + backs[:i] + backs[i + 1:]
    return GAME.from_json(json.dumps(doc))


def deal(s: KanagawaState, card: str) -> KanagawaState:
    """Deal ``card`` (after arranging the stack for it)."""
    return arranged(s, card).apply(f"deal {card}")


def play(s: KanagawaState, *actions: str) -> KanagawaState:
    """Apply the actions one after the other (deals after arranging the stack)."""
    for a in actions:
        s = deal(s, a[5:]) if a.startswith("deal ") else s.apply(a)
    return s


STACK = "ACBT" * 18
"""The order of backs :func:`start` stacks the deck in (one of each colour in turn)."""


def start(players: int = 2, tiles: tuple[str, ...] | None = None, **options) -> KanagawaState:
    """A new game after the start tiles are dealt (ST1, ST2... in seat order by default),
    the deck stacked as :data:`STACK` unless a ``stack`` option is given."""
    tiles = tiles or ("ST1", "ST2", "ST3", "ST4")[:players]
    s = kanagawa.new_game(players=players, **{"stack": STACK, **options})
    assert s.is_chance() and s.phase == "setup"
    return s.apply("start tiles " + ",".join(tiles))


def decline_pending(s: KanagawaState) -> KanagawaState:
    """Decline every diploma the player using cards now meets."""
    while s.phase == "use" and s.pending_diplomas():
        s = s.apply(f"decline diploma {s.pending_diplomas()[0]}")
    return s


def use(s: KanagawaState, actions, decline: bool = False) -> KanagawaState:
    """Play the actions; with ``decline``, first decline any diploma met on the way."""
    for a in actions:
        if decline and not a.startswith(("take diploma", "decline diploma")):
            s = decline_pending(s)
        s = s.apply(a)
    return s


def studio_all(s: KanagawaState) -> KanagawaState:
    """Put every card in hand into the studio, declining diplomas, and end the turn."""
    while s.areas[s.actor].hand:
        s = decline_pending(s)
        s = s.apply(f"studio {s.areas[s.actor].hand[0]}")
    return decline_pending(s).apply("end turn")


def lesson(s: KanagawaState, columns, uses=None, takes=None, stop=None,
           decline: bool = False) -> KanagawaState:
    """Play one lesson from its first deal.

    ``columns[c]`` lists the cards dealt into column c, first row first (an int k stands
    for k filler cards). Seat p takes column ``takes[p]`` (default p) as soon as it holds
    ``len(columns[...])`` cards, waiting before that. Then it plays ``uses[p]`` and ends its
    turn (``uses`` missing for p: everything into the studio). With ``stop=p`` the lesson
    stops in p's turn, after ``uses[p]``.
    """
    n = s.n
    takes = takes or {p: p for p in range(n)}
    uses = uses or {}
    named = {c for col in columns if not isinstance(col, int) for c in col}
    pool = iter([c for c in SPARE if c in s.deck and c not in named])
    columns = [[next(pool) for _ in range(col)] if isinstance(col, int) else list(col)
               for col in columns]
    row = 0
    while True:
        assert s.phase == "deal", s.describe()
        for c in range(n):
            if not s.taken[c]:
                s = deal(s, columns[c][row])
        row += 1
        assert s.rows == row
        while s.phase == "school" and s.rows == row:
            p = s.actor
            if len(columns[takes[p]]) > row:
                s = s.apply("wait")
                continue
            s = s.apply(f"take column {takes[p] + 1}")
            if p not in uses:
                s = studio_all(s)
                continue
            s = use(s, uses[p], decline)
            if p == stop:
                return s
            s = (decline_pending(s) if decline else s).apply("end turn")
        if s.phase != "deal" or s.rows == 0:
            return s


def end_lesson(s: KanagawaState) -> KanagawaState:
    """After ``lesson(..., stop=p)``: p ends the turn, the others still in class take their
    own column (else the first one left) and put everything into the studio."""
    s = s.apply("end turn")
    while s.phase in ("school", "use"):
        if s.phase == "use":
            s = studio_all(s)
        else:
            own = f"take column {s.actor + 1}"
            s = s.apply(own if own in s.legal_actions() else s.legal_actions()[0])
    return s


def finish(s: KanagawaState) -> KanagawaState:
    """Play on until the storm phase or the end: deal the deck in order, wait when allowed,
    put every card into the studio."""
    while not s.is_terminal() and s.phase != "storm":
        if s.is_chance():
            s = deal(s, s.deck[0])
        elif s.phase == "school":
            legal = s.legal_actions()
            s = s.apply("wait" if "wait" in legal else legal[0])
        else:
            s = studio_all(s)
    return s


def finish_lesson(s: KanagawaState) -> KanagawaState:
    """One lesson of three full rows dealt from the deck in order, all cards to the studio."""
    lesson_no = s.lesson
    while s.lesson == lesson_no and not s.is_terminal():
        if s.is_chance():
            s = deal(s, s.deck[0])
        elif s.phase == "school":
            s = s.apply("wait" if "wait" in s.legal_actions() else s.legal_actions()[0])
        else:
            s = studio_all(s)
    return s


def assert_illegal(s: KanagawaState, action: str, rule: str) -> None:
    """``action`` is illegal for ``rule``; apply raises with that verdict; nothing changes."""
    before = s.to_json()
    verdict = s.check(action)
    assert not verdict, f"{action!r} should be illegal"
    assert verdict.rule == rule, str(verdict)
    assert verdict.reason
    assert action not in s.legal_actions()
    with pytest.raises(IllegalAction) as info:
        s.apply(action)
    assert info.value.verdict == verdict
    assert s.to_json() == before


def legal(s: KanagawaState) -> list[str]:
    return s.legal_actions().notations()


def seasons(s: KanagawaState, seat: int) -> list[str]:
    from tutor.games.kanagawa.scoring import seasons as of

    return [x.value for x in of(s, seat)]


def points(s: KanagawaState, seat: int) -> dict[str, float]:
    return s.scores().points[seat]


# Blue's first lesson in several tests: an ocean studio card and two ocean paintings.
OCEAN_LESSON = ["T09", "A04", "T07"]
OCEAN_USES = ["studio T09", "decline diploma landscapes-2", "place brush on S0",
              "place brush on S1", "paint A04 with S0", "paint T07 with S1"]


def two_ocean_brushes() -> KanagawaState:
    """2 players, after lesson 1: Blue (ST1) has brushes on S0 and S1 (T09), both oceans,
    and has painted A04 (summer, boar) and T07 (winter, 1 tree)."""
    return lesson(start(), [OCEAN_LESSON, 3], uses={0: OCEAN_USES})


def tree_diploma() -> KanagawaState:
    """Blue in lesson 2 has just painted a third tree (T14, two trees): trees-3 is met."""
    s = two_ocean_brushes()
    return lesson(s, [["C14", "T14"], 2], uses={0: ["paint C14 with S0", "paint T14 with S1"]},
                  stop=0)


# -- contract rules --------------------------------------------------------------------------


def test_kanagawa_action_notation():
    """Text that is no Kanagawa action is refused by the notation rule; every kind reads back."""
    s = start()
    for text in ("fly to the moon", "take column", "deal Z01", "paint A05", "move brush S1",
                 "storm on 3", "", "take diploma Trees 3"):
        v = s.check(text)
        assert not v and v.rule == "kanagawa.action.notation", text
        with pytest.raises(NotationError) as info:
            s.apply(text)
        assert repr(text) in str(info.value)
    for text in ("start tiles ST2,ST4", "deal A05", "take column 2", "wait", "studio A05",
                 "paint A05 with S0", "paint A02 with S0,S2", "place brush on S1",
                 "move brush S0->S2", "take diploma trees-3", "decline diploma landscapes-4",
                 "take diploma characters-identical", "end turn", "storm on P3 as spring",
                 "storm on P2"):
        a = s.parse_action(text)
        assert str(a) == text and a.to_json()["action"] == text
        assert eval(repr(a), {"KanagawaAction": type(a)}) == a
    assert str(s.parse_action("  move brush S0 -> S2 ")) == "move brush S0->S2"
    with pytest.raises(NotationError):
        s.parse_action(42)  # type: ignore[arg-type]
    # Well formed but naming no such card or diploma: the notation rule, in the use phase.
    u = tree_diploma()
    assert_illegal(u, "take diploma trees-9", "kanagawa.action.notation")
    u = decline_pending(u)
    assert_illegal(u, "studio A99", "kanagawa.action.notation")


def test_kanagawa_action_game_over():
    """Once the game is over every action is refused by the game-over rule."""
    end = finish(lesson(start(), [1, 1]))
    assert end.is_terminal() and end.current_player() == TERMINAL and end.phase == "over"
    assert len(end.legal_actions()) == 0 and end.chance_outcomes() == []
    for action in ("wait", "take column 1", "end turn", "deal A05", "storm on P1 as spring"):
        assert_illegal(end, action, "kanagawa.action.game-over")
    assert end.scores().final and end.describe() == "game over"


def test_kanagawa_action_chance_outcome():
    """At a chance node only a possible outcome may be forced, and the refusal says why in
    both languages; a decision node takes none."""
    s = kanagawa.new_game(players=2)
    assert s.current_player() == CHANCE
    assert_illegal(s, "start tiles ST1,ST1", "kanagawa.action.chance-outcome")
    assert_illegal(s, "start tiles ST1,ST2,ST3", "kanagawa.action.chance-outcome")
    assert_illegal(s, "wait", "kanagawa.action.chance-outcome")
    assert_illegal(s.apply("start tiles ST1,ST2"), "deal A05", "kanagawa.action.chance-outcome")
    s = start()  # stacked A C B T A C B T ...
    s = s.apply("deal A05")
    assert_illegal(s, "deal A05", "kanagawa.action.chance-outcome")  # already on the board
    v = s.check("deal B07")
    assert v.reason == ("the top card of the deck has a red back, the “winter · round "
                        "building” card a yellow one")
    assert v.in_lang("zh-Hant") == (
        "牌庫最上面的課程卡是紅色卡背，「冬天・圓形建築」的課程卡是黃色卡背")
    assert "不在牌庫" in s.check("deal A05").in_lang("zh-Hant")
    s = s.apply("deal C07")
    assert not s.is_chance()
    assert_illegal(s, "deal A01", "kanagawa.action.chance-outcome")
    assert_illegal(s, "start tiles ST3,ST4", "kanagawa.action.chance-outcome")


# -- set-up ------------------------------------------------------------------------------------


def test_kanagawa_setup_players():
    """Two to four players, one school column each; other counts are refused."""
    for n in (2, 3, 4):
        s = start(n)
        assert s.num_players() == n and len(s.areas) == n
        assert s.player_names() == ("Blue", "Red", "Green", "Yellow")[:n]
        s = play(s, *[f"deal {c}" for c in SPARE[:n]])
        assert len(s.school[0]) == n and all(s.school[0])
        assert legal(s) == [f"take column {c}" for c in range(1, n + 1)] + ["wait"]
    for bad in (1, 5):
        with pytest.raises(ValueError, match=f"not {bad}"):
            kanagawa.new_game(players=bad)


def test_kanagawa_setup_start_tiles():
    """Each player is dealt a different start tile at random; it gives 2 brushes in front of
    the player, one double arrow and one landscape, and is the first card of the painting."""
    for n, count in ((2, 12), (3, 24), (4, 24)):
        s = kanagawa.new_game(players=n)
        outcomes = s.chance_outcomes()
        assert len(outcomes) == count
        assert sum(p for _a, p in outcomes) == pytest.approx(1)
        for a, _p in outcomes:
            tiles = str(a).removeprefix("start tiles ").split(",")
            assert len(tiles) == n == len(set(tiles))
    s = start(4, ("ST3", "ST1", "ST4", "ST2"))
    assert [a.tile for a in s.areas] == ["ST3", "ST1", "ST4", "ST2"]
    blue = s.areas[0]
    assert blue.reserve == 2 and blue.brushes == () and blue.studio == blue.painting == ()
    assert blue.icons(data.StudioIcon.BRUSH) == 2 and blue.icons(data.StudioIcon.MOVE) == 1
    assert blue.landscapes() == [0] and blue.studio_lands == (data.Landscape.FOREST,)
    assert seasons(s, 0) == ["winter"] and seasons(s, 1) == ["summer"]
    assert s.supply_brushes == data.BRUSH_PAWNS - 2 * 4 == 7
    assert start(2).supply_brushes == 11
    assert points(s, 0)["cards"] == 1  # the start tile is already painted


def test_kanagawa_setup_first_player():
    """The first player takes both the Grand Master and the Assistant pawns and decides first."""
    for first in (0, 1, 2):
        s = start(3, start_player=first)
        assert s.gm == s.assistant == first
        s = play(s, "deal A12", "deal A16", "deal A17")
        assert s.actor == first and s.current_player() == first
    with pytest.raises(ValueError, match="start_player"):
        kanagawa.new_game(players=2, start_player=2)


def test_kanagawa_setup_deck():
    """The 72 lesson cards form the deck. After the start tiles the deck is shuffled: one
    chance event per card gives the back of the next card down the stack, by the backs left
    (18 of each colour); then the first deal is one of the 18 cards of the top card's back."""
    s = kanagawa.new_game(players=2).apply("start tiles ST1,ST2")
    assert s.phase == "shuffle" and s.is_chance() and s.backs == ""
    assert s.deck == tuple(sorted(c.id for c in data.CARDS)) and len(s.deck) == 72
    outcomes = {str(a): p for a, p in s.chance_outcomes()}
    assert outcomes == {f"shuffle {c}": pytest.approx(1 / 4)
                        for c in ("blue", "green", "red", "yellow")}
    for _ in range(18):
        s = s.apply("shuffle green")
    assert_illegal(s, "shuffle green", "kanagawa.action.chance-outcome")
    assert s.check("shuffle green").reason == "all 18 green backs are in the stack already"
    outcomes = {str(a): p for a, p in s.chance_outcomes()}
    assert outcomes == {f"shuffle {c}": pytest.approx(1 / 3) for c in ("blue", "red", "yellow")}
    while s.phase == "shuffle":
        s = s.apply(s.chance_outcomes()[0][0])
    assert s.phase == "deal" and s.backs == "T" * 18 + "A" * 18 + "C" * 18 + "B" * 18
    outcomes = s.chance_outcomes()
    assert [str(a) for a, _p in outcomes] == [f"deal T{i:02}" for i in range(1, 19)]
    assert all(p == pytest.approx(1 / 18) for _a, p in outcomes)


def test_kanagawa_setup_diplomas():
    """All 19 diplomas lie on display, each group in ascending value; nobody holds one."""
    s = start(4)
    assert s.diplomas == tuple(d.id for d in data.DIPLOMAS) and len(s.diplomas) == 19
    for group in data.DiplomaGroup:
        values = [d.points for d in data.diplomas_in_group(group)]
        assert values == sorted(values)
    assert all(a.diplomas == () for a in s.areas)
    assert s.supply_storms == 3


# -- the deck --------------------------------------------------------------------------------


def test_kanagawa_deck_stack():
    """The shuffle fixes the order of the backs; each deal is a card of the top card's back,
    any of the unseen ones of that colour with equal odds, and it leaves the deck and the
    stack. The stack option fixes the top of the deck; the rest is shuffled."""
    s = start(3, stack="TAC")
    assert s.backs == "TAC" and s.phase == "shuffle"
    rng = random.Random(1)
    while s.is_chance() and s.phase == "shuffle":
        s = s.apply(sample_chance(s, rng))
    assert s.backs.startswith("TAC") and sorted(s.backs) == sorted(STACK)
    for n, card in enumerate(("T18", "A01", "C09"), start=1):
        assert s.dealable() == tuple(c for c in s.deck if c[0] == card[0])
        outcomes = s.chance_outcomes()
        assert {str(a) for a, _p in outcomes} == {f"deal {c}" for c in s.dealable()}
        assert all(p == pytest.approx(1 / len(outcomes)) for _a, p in outcomes)
        assert_illegal(s, f"deal {s.deck[-1] if card[0] != 'T' else 'A02'}",
                       "kanagawa.action.chance-outcome")
        backs = s.backs
        s = s.apply(f"deal {card}")
        assert card not in s.deck and len(s.deck) == 72 - n and s.backs == backs[1:]
    # in seeded games every dealt card has the back that was on top
    for seed in range(3):
        s = kanagawa.new_game(players=4, seed=seed)
        while not s.is_terminal():
            if s.is_chance():
                top = s.backs[0]
                s = s.apply(sample_chance(s, rng))
                assert s.last_action[5] == top
            else:
                s = s.apply(s.legal_actions()[rng.randrange(len(s.legal_actions()))])
            assert len(s.backs) == len(s.deck)
    with pytest.raises(ValueError, match="19 green backs"):
        kanagawa.new_game(stack="T" * 19)
    with pytest.raises(ValueError, match="letters"):
        kanagawa.new_game(stack="TX")
    assert stack_of("T09 A04 C14") == "TAC"


def test_kanagawa_deck_backs():
    """Everyone may look at the backs of the whole stack (deck_backs='all', the default):
    determinize never changes them, and every seat's board and text board show their order;
    with deck_backs='top' only the top card's back is shown and the rest may be redrawn."""
    s = start(4, stack="")
    s = s.apply(sample_chance(s, random.Random(3)))
    while s.phase == "shuffle":
        s = s.apply(sample_chance(s, random.Random(len(s.backs))))
    s = play(s, "deal " + s.dealable()[0])
    assert s.visible_backs() == s.backs and len(s.backs) == 71
    for seed in range(5):
        assert s.determinize(1, random.Random(seed)).backs == s.backs
    assert f"stack (top first): {s.backs}" in text_board(s, viewer=2)
    colours = {"A": "blue", "C": "red", "B": "yellow", "T": "green"}
    svg = s.render(viewer=0)
    strip = [colours[x] for x in s.backs[:12]]
    assert ", ".join(strip) in svg
    top = GAME.from_json(s.to_json().replace('"deck_backs":"all"', '"deck_backs":"top"'))
    assert top.visible_backs() == s.backs[0]
    redrawn = {top.determinize(0, random.Random(seed)).backs for seed in range(5)}
    assert len(redrawn) > 1 and all(b[0] == s.backs[0] and sorted(b) == sorted(s.backs)
                                     for b in redrawn)
    assert f"next back: {s.backs[0]}" in text_board(top, viewer=2)
    assert s.backs[:12] not in text_board(top, viewer=2)


# -- a lesson --------------------------------------------------------------------------------


def test_kanagawa_lesson_deal():
    """The first row fills every column left to right; later rows only untaken columns."""
    s = start(3)
    assert s.phase == "deal" and s.lesson == 1 and s.rows == 0
    s = play(s, "deal A12", "deal A16")
    assert s.school[0] == ("A12", "A16", None) and s.deal_col == 2 and s.is_chance()
    s = play(s, "deal A17", "take column 2", "studio A16", "end turn", "wait", "wait")
    assert s.phase == "deal" and s.deal_col == 0
    s = play(s, "deal A18")
    assert s.deal_col == 2  # column 2 is skipped
    s = deal(s, "A01")
    assert s.school[1] == ("A18", None, "A01") and s.rows == 2
    assert s.column_cards(0) == ["A12", "A18"] and s.column_cards(2) == ["A17", "A01"]


def test_kanagawa_lesson_face_down():
    """Seed 000's four-player first row: up, up, down, up; the teacher sees a face-down
    card, a player only its back (which tells its family)."""
    s = play(start(4), "deal A12", "deal T02", "deal A05", "deal A18")
    assert [s.is_face_down(0, c) for c in range(4)] == [False, False, True, False]
    assert text_board(s, viewer=0).splitlines()[3] == "row 1: [A12] [T02] [A??] [A18]"
    assert "A05" not in text_board(s, viewer=1)


def test_kanagawa_lesson_face_down_slots():
    """The other slots follow the face-down mask (4 players: U U D U / U D U U / D U U D,
    cut to the columns in play for fewer): the registered reading, not the seed's."""
    assert RULES["kanagawa.lesson.face-down-slots"].assumption
    assert not RULES["kanagawa.lesson.face-down"].assumption
    assert data.FACE_DOWN[4] == ((False, False, True, False), (False, True, False, False),
                                 (True, False, False, True))
    assert data.FACE_DOWN[3] == ((False, False, True), (False, True, False),
                                 (True, False, False))
    assert data.FACE_DOWN[2] == ((False, False), (False, True), (True, False))
    s = play(start(2), "deal A12", "deal A16", "wait", "wait", "deal C08", "deal B07")
    assert [s.is_face_down(1, c) for c in (0, 1)] == [False, True]
    assert str(s).splitlines()[4] == "row 2: [C08] (B07)"
    assert text_board(s, viewer=0).splitlines()[4] == "row 2: [C08] [B??]"
    assert "B07" not in text_board(s, viewer=1)


def test_kanagawa_lesson_order():
    """Pupils decide clockwise from the Grand Master."""
    s = play(start(4, start_player=2), *[f"deal {c}" for c in SPARE[:4]])
    order = []
    while s.phase == "school":
        order.append(s.actor)
        s = s.apply("wait")
    assert order == [2, 3, 0, 1]
    assert s.is_chance()  # everybody waited: a deal is due
    s = play(s, *[f"deal {c}" for c in SPARE[4:8]])
    assert s.actor == 2
    s = s.apply("take column 1")  # Green uses the cards; nobody else decides meanwhile
    assert_illegal(s, "take column 2", "kanagawa.lesson.order")
    assert_illegal(s, "wait", "kanagawa.lesson.order")


def test_kanagawa_lesson_wait():
    """A pupil who waits stays in class and gets nothing; when all present have waited,
    the Grand Master deals another row."""
    s = play(start(), "deal A12", "deal A16", "wait")
    assert s.actor == 1 and s.areas[0].in_class and s.areas[0].hand == ()
    s = s.apply("wait")
    assert s.phase == "deal" and s.rows == 1
    s = play(s, "deal A17", "deal A18")
    assert s.rows == 2 and s.column_cards(0) == ["A12", "A17"]


def test_kanagawa_lesson_take_column():
    """Taking a column gives its cards and leaves class; a taken column is closed, and the
    taker must use the cards before anyone else moves."""
    s = play(start(), "deal A12", "deal A16", "wait", "wait", "deal A17", "deal A18")
    s = s.apply("take column 2")
    assert s.phase == "use" and s.actor == 0
    assert s.areas[0].hand == ("A16", "A18") and not s.areas[0].in_class
    assert s.column_cards(1) == [] and s.taken == (False, True)
    assert_illegal(s, "take column 1", "kanagawa.lesson.order")
    s = play(s, "studio A16", "studio A18", "end turn")
    assert s.actor == 1 and s.phase == "school"
    assert_illegal(s, "take column 2", "kanagawa.lesson.take-column")
    assert_illegal(s, "take column 3", "kanagawa.lesson.take-column")
    s = s.apply("wait")
    s = deal(s, "A01")  # only column 1 is dealt
    assert s.school[2] == ("A01", None)


def test_kanagawa_lesson_three_rows():
    """After the third row nobody may wait: each pupil must take a column."""
    s = start()
    for row in range(3):
        s = play(s, f"deal {SPARE[2 * row]}", f"deal {SPARE[2 * row + 1]}")
        if row < 2:
            s = play(s, "wait", "wait")
    assert s.rows == 3
    assert legal(s) == ["take column 1", "take column 2"]
    assert_illegal(s, "wait", "kanagawa.lesson.three-rows")
    s = play(s, "take column 1", "studio A12", "studio A17", "studio A01", "end turn")
    assert_illegal(s, "wait", "kanagawa.lesson.three-rows")


def test_kanagawa_lesson_last_must_take():
    """The only pupil in class when a round of decisions begins must take; one who was not
    alone when the round began may still wait."""
    s = play(start(3), "deal A12", "deal A17", "deal A16", "take column 1", "studio A12",
             "end turn", "take column 2", "studio A17", "end turn")
    assert s.actor == 2 and sum(a.in_class for a in s.areas) == 1
    assert "wait" in legal(s)  # three were in class when this round began
    s = play(s, "wait", "deal A18")
    assert s.school[1] == (None, None, "A18") and s.actor == 2
    assert legal(s) == ["take column 3"]
    assert_illegal(s, "wait", "kanagawa.lesson.last-must-take")
    s = play(s, "take column 3")
    assert s.areas[2].hand == ("A16", "A18")


def test_kanagawa_lesson_deck_empty():
    """When the deck runs out the row stays short, nobody may wait, columns may hold fewer
    cards (or none), and the game ends with this lesson."""
    s = lesson(start(), [["A12", "A16"], 3])  # 5 cards: 67 left = 11 lessons of 6 + 1
    while len(s.deck) > 1:
        s = finish_lesson(s)
    assert s.phase == "deal" and s.rows == 0
    last = s.deck[0]
    s = deal(s, last)
    assert s.deck == () and s.school[0] == (last, None) and s.phase == "school"
    assert legal(s) == ["take column 1", "take column 2"]
    assert_illegal(s, "wait", "kanagawa.lesson.deck-empty")
    taker = s.actor
    s = play(s, "take column 2", "end turn")  # an empty column: nothing to use
    assert s.areas[taker].hand == () and s.phase == "school" and s.actor != taker
    assert_illegal(s, "wait", "kanagawa.lesson.deck-empty")
    s = studio_all(s.apply("take column 1"))
    assert s.is_terminal()


def test_kanagawa_lesson_grand_master():
    """At the end of a lesson the Assistant's holder becomes Grand Master and decides first."""
    s = lesson(start(3), [1, ["A05"], 1], uses={1: ["studio A05"]})
    assert s.gm == 1 and s.assistant == 1 and s.lesson == 2
    s = play(s, "deal B13", "deal B15", "deal T16")
    assert s.actor == 1
    t = lesson(start(3), [1, 1, 1])  # nobody took the Assistant: the Grand Master stays
    assert t.gm == 0 and t.lesson == 2


# -- your turn -------------------------------------------------------------------------------


def test_kanagawa_turn_use_now():
    """Taken cards are used at once, one decision each, only by their taker; cards not in
    hand cannot be placed."""
    s = play(start(), "deal A12", "deal A16", "take column 1")
    assert s.phase == "use" and s.areas[0].hand == ("A12",)
    assert s.describe() == "Blue to use the lesson cards"
    assert_illegal(s, "studio A16", "kanagawa.turn.use-now")  # still on the board
    assert_illegal(s, "paint A16 with S0", "kanagawa.turn.use-now")
    s = s.apply("studio A12")
    assert s.areas[0].studio == ("A12",) and s.areas[0].hand == ()
    t = play(start(), "deal A12", "deal A16")
    assert_illegal(t, "studio A12", "kanagawa.lesson.take-column")


def test_kanagawa_turn_keep():
    """You may end a turn holding no more cards than your keep icons; kept cards can be
    used in a later turn."""
    s = lesson(start(), [["A12", "A06", "C08"], 3], uses={0: ["studio A12"]}, stop=0)
    assert s.areas[0].hand == ("A06", "C08")
    assert_illegal(s, "end turn", "kanagawa.turn.keep")
    s = s.apply("studio A06")  # a keep icon: one card may wait
    assert s.areas[0].icons(data.StudioIcon.KEEP) == 1
    assert "end turn" in legal(s)
    s = end_lesson(s)
    assert s.areas[0].hand == ("C08",) and s.lesson == 2
    s = lesson(s, [["B07"], 1], uses={0: ["place brush on S0"]}, stop=0)
    assert s.areas[0].hand == ("C08", "B07")
    assert_illegal(s, "end turn", "kanagawa.turn.keep")
    s = play(s, "paint C08 with S0", "end turn")
    assert s.areas[0].painting == ("C08",) and s.areas[0].hand == ("B07",)


def test_kanagawa_turn_card_stays():
    """A placed card stays where it is for the rest of the game: it cannot be placed again."""
    s = lesson(start(), [OCEAN_LESSON, 3], uses={0: OCEAN_USES}, stop=0)
    for again in ("studio T09", "studio A04", "paint T09 with S0", "paint A04 with S1"):
        assert_illegal(s, again, "kanagawa.turn.use-now")
    end = finish(play(s, "end turn"))
    assert end.areas[0].studio[0] == "T09" and end.areas[0].painting == ("A04", "T07")


# -- the studio --------------------------------------------------------------------------------


def test_kanagawa_studio_always():
    """Any card may go into the studio, even one that cannot be painted; only its studio
    half counts there."""
    s = lesson(start(), [["A15"], 1], uses={0: []}, stop=0)
    assert_illegal(s, "paint A15 with S0", "kanagawa.paint.double")  # two mountains: no
    assert "studio A15" in legal(s)
    s = s.apply("studio A15")
    area = s.areas[0]
    assert area.studio_lands == (data.Landscape.OCEAN, data.Landscape.OCEAN)
    assert seasons(s, 0) == ["summer"] and points(s, 0)["cards"] == 1


def test_kanagawa_studio_brush_icon():
    """A brush icon takes a brush from the supply at once; it can be placed this turn."""
    s = lesson(start(), [["T09", "A04"], 2], uses={0: ["studio T09"]}, stop=0)
    s = decline_pending(s)
    supply = s.supply_brushes
    s = s.apply("studio A04")
    assert s.supply_brushes == supply - 1 and s.areas[0].reserve == 3
    s = play(decline_pending(s), "place brush on S0", "place brush on S1")
    assert s.areas[0].reserve == 1 and s.areas[0].owned_brushes() == 3


def test_kanagawa_studio_assistant_icon():
    """An Assistant icon takes the Assistant pawn at once, from whoever holds it."""
    s = lesson(start(), [1, ["A05"]], uses={1: ["studio A05"]}, stop=1)
    assert s.assistant == 1 and s.gm == 0  # the Grand Master changes only after the lesson
    s = lesson(end_lesson(s), [["A07"], 1], uses={0: ["studio A07"]}, stop=0)
    assert s.gm == 1 and s.assistant == 0  # Blue took it back (A07: ocean + assistant)


def test_kanagawa_studio_move_icon():
    """A double arrow gives one more brush move per turn, usable in the turn it arrives."""
    s = lesson(start(), [["T09", "A08", "T08"], 3],
               uses={0: ["studio T09", "decline diploma landscapes-2", "studio T08",
                         "decline diploma landscapes-3", "place brush on S0",
                         "move brush S0->S1"]}, stop=0)
    assert s.moves_left == 0
    assert_illegal(s, "move brush S1->S2", "kanagawa.brush.move")
    s = decline_pending(s.apply("studio A08"))
    assert s.moves_left == 1 and s.areas[0].icons(data.StudioIcon.MOVE) == 2
    s = s.apply("move brush S1->S2")
    assert s.areas[0].brushes == (2,)
    s = lesson(end_lesson(s), [["B13"], 1], uses={0: []}, stop=0)
    assert s.moves_left == 2  # every turn from now on


def test_kanagawa_studio_keep_icon():
    """Each keep icon lets one more card wait in hand."""
    s = lesson(start(), [["A06", "C17", "A12"], 3],
               uses={0: ["studio A06", "studio C17"]}, stop=0)
    assert s.areas[0].icons(data.StudioIcon.KEEP) == 2
    s = end_lesson(s)
    assert s.areas[0].hand == ("A12",)
    s = lesson(s, [["B13", "B15"], 2], uses={0: []}, stop=0)
    assert len(s.areas[0].hand) == 3
    assert_illegal(s, "end turn", "kanagawa.turn.keep")
    s = play(s, "studio A12", "end turn")
    assert s.areas[0].hand == ("B13", "B15")


# -- brushes -----------------------------------------------------------------------------------


def test_kanagawa_brush_place():
    """A brush in front of you may go on an empty landscape at any time in your turn; with
    none left in reserve, nothing can be placed."""
    s = lesson(start(), [["T09", "A04"], 2], uses={0: ["place brush on S0"]}, stop=0)
    assert s.areas[0].brushes == (0,) and s.areas[0].reserve == 1
    s = play(s, "paint A04 with S0", "studio T09", "decline diploma landscapes-2",
             "place brush on S1")
    assert s.areas[0].brushes == (0, 1) and s.areas[0].reserve == 0
    s2 = lesson(end_lesson(s), [["T08"], 1], uses={0: ["studio T08"]}, stop=0)
    s2 = decline_pending(s2)
    assert_illegal(s2, "place brush on S2", "kanagawa.brush.place")


def test_kanagawa_brush_one_per_landscape():
    """A landscape icon holds one brush: placing or moving onto an occupied one is refused."""
    s = lesson(start(), [["T09"], 1],
               uses={0: ["studio T09", "decline diploma landscapes-2", "place brush on S0"]},
               stop=0)
    assert_illegal(s, "place brush on S0", "kanagawa.brush.one-per-landscape")
    s = s.apply("place brush on S1")
    assert_illegal(s, "move brush S0->S1", "kanagawa.brush.one-per-landscape")


def test_kanagawa_brush_landscape_only():
    """Brushes stand only on studio cards showing a landscape (universal included)."""
    s = lesson(start(), [["A05", "A09"], 2], uses={0: ["studio A05", "studio A09"]}, stop=0)
    assert s.areas[0].landscapes() == [0, 2]
    assert_illegal(s, "place brush on S1", "kanagawa.brush.landscape-only")
    assert_illegal(s, "place brush on S3", "kanagawa.brush.landscape-only")
    s = play(s, "place brush on S2", "place brush on S0")
    assert_illegal(s, "move brush S0->S1", "kanagawa.brush.landscape-only")


def test_kanagawa_brush_move():
    """A move takes a brush to any other empty landscape and uses up a double arrow; a
    move needs a brush on the card it starts from."""
    s = lesson(start(), [["T09", "A01", "A12"], 3],
               uses={0: ["studio T09", "decline diploma landscapes-2", "studio A01",
                         "studio A12", "place brush on S0"]}, stop=0)
    assert s.moves_left == 1
    assert_illegal(s, "move brush S2->S3", "kanagawa.brush.move")  # no brush on S2
    s = s.apply("move brush S0->S3")  # not a neighbour: fine
    assert s.areas[0].brushes == (3,) and s.moves_left == 0
    assert_illegal(s, "move brush S3->S2", "kanagawa.brush.move")


# -- painting ------------------------------------------------------------------------------------


def test_kanagawa_paint_landscape():
    """Painting needs a brush on a studio landscape of the card's kind; universal is any."""
    s = lesson(start(), [["A01", "A09", "C08"], 3],
               uses={0: ["studio A01", "studio A09"]}, stop=0)
    assert_illegal(s, "paint C08 with S0", "kanagawa.paint.landscape")  # no brush there
    s = play(s, "place brush on S1")  # forest
    assert_illegal(s, "paint C08 with S1", "kanagawa.paint.landscape")
    assert s.check("paint C08 with S1").reason == (
        "studio space 2 shows forest; the “winter · monk” card needs ocean")
    assert s.check("paint C08 with S1").in_lang("zh-Hant") == (
        "畫室第 2 格顯示的是森林，「冬天・僧侶」的課程卡需要海洋")
    s = s.apply("place brush on S0")
    s = s.apply("paint C08 with S0")
    assert s.areas[0].painting == ("C08",)
    t = lesson(start(), [["A09", "C09"], 2], uses={0: ["studio A09", "place brush on S1"]},
               stop=0)
    t = t.apply("paint C09 with S1")  # forest painted with the universal landscape
    assert t.areas[0].painting == ("C09",)


def test_kanagawa_paint_double():
    """A two-icon card needs two brushes on two different studio cards of that landscape."""
    s = lesson(start(), [["T09", "A02"], 2],
               uses={0: ["studio T09", "decline diploma landscapes-2", "place brush on S0"]},
               stop=0)
    assert_illegal(s, "paint A02 with S0", "kanagawa.paint.double")
    assert_illegal(s, "paint A02 with S0,S0", "kanagawa.paint.double")
    assert_illegal(s, "paint A02 with S0,S1", "kanagawa.paint.landscape")  # no brush on S1
    s = play(s, "place brush on S1", "paint A02 with S0,S1")
    assert s.areas[0].painting == ("A02",)


def test_seed_example_two_oceans():
    """Seed 000: place your last brush on an ocean, move another brush with the double
    arrow to a second ocean, then paint the card with two oceans."""
    s = lesson(start(), [["A01", "C08", "A02"], 3],
               uses={0: ["studio A01", "place brush on S1", "studio C08",
                         "decline diploma landscapes-2"]}, stop=0)
    assert s.areas[0].brushes == (1,) and s.areas[0].reserve == 1
    assert_illegal(s, "paint A02 with S0,S2", "kanagawa.paint.landscape")
    s = s.apply("place brush on S0")  # 01: the last brush, on an ocean
    assert s.areas[0].reserve == 0
    assert_illegal(s, "paint A02 with S0,S1", "kanagawa.paint.landscape")  # S1 is a forest
    s = s.apply("move brush S1->S2")  # 02: the double arrow, to the second ocean
    assert s.areas[0].brushes == (0, 2)
    s = s.apply("paint A02 with S0,S2")
    assert s.areas[0].painting == ("A02",) and s.areas[0].hand == ()


def test_kanagawa_paint_brush_once_per_turn():
    """A brush paints once per turn, before or after moving; next turn it paints again."""
    s = lesson(start(), [["T09", "A04", "T07"], 3],
               uses={0: ["studio T09", "decline diploma landscapes-2", "place brush on S0",
                         "paint A04 with S0", "move brush S0->S1"]}, stop=0)
    assert s.used_brushes == frozenset({1})
    assert_illegal(s, "paint T07 with S1", "kanagawa.paint.brush-once-per-turn")
    s = lesson(end_lesson(play(s, "studio T07", "decline diploma landscapes-3")), [["B07"], 1],
               uses={0: ["paint B07 with S1"]}, stop=0)
    assert s.areas[0].painting == ("A04", "B07")


def test_kanagawa_paint_icon_once_per_turn():
    """A landscape icon serves once per turn, even under another brush placed or moved
    onto it; the next turn everything is fresh again."""
    s = lesson(start(), [["T09", "A01", "A08"], 3], uses={0: ["studio T09", "studio A01",
                                                             "studio A08"]}, decline=True)
    s = lesson(s, [["A04", "T07"], 2],
               uses={0: ["place brush on S0", "place brush on S2", "paint A04 with S0"]},
               stop=0)
    assert s.used_icons == frozenset({0}) and s.used_brushes == frozenset({0})
    s = play(s, "move brush S0->S1", "move brush S2->S0")  # a fresh brush onto S0
    assert s.areas[0].brushes == (0, 1) and s.used_brushes == frozenset({1})
    assert_illegal(s, "paint T07 with S0", "kanagawa.paint.icon-once-per-turn")
    assert_illegal(s, "paint T07 with S1", "kanagawa.paint.brush-once-per-turn")
    s = end_lesson(play(s, "studio T07", "decline diploma landscapes-3"))
    s = lesson(s, [["B07"], 1], uses={0: []}, stop=0)
    assert s.used_brushes == s.used_icons == frozenset()
    assert "paint B07 with S0" in legal(s) and "paint B07 with S1" in legal(s)


# -- diplomas --------------------------------------------------------------------------------


def test_kanagawa_diploma_qualify():
    """Meeting a diploma on display forces a choice on the spot: take it or decline it."""
    s = tree_diploma()
    assert s.areas[0].painting[-1] == "T14" and s.pending_diplomas() == ["trees-3"]
    assert legal(s) == ["take diploma trees-3", "decline diploma trees-3"]
    assert s.describe() == "Blue to take or decline a diploma"
    for other in ("end turn", "place brush on S0", "take diploma trees-4"):
        assert_illegal(s, other, "kanagawa.diploma.qualify")
    s = s.apply("take diploma trees-3")
    assert s.areas[0].diplomas == ("trees-3",) and "trees-3" not in s.diplomas
    assert legal(s) == ["end turn"]


def test_seed_example_tree_diploma():
    """Seed 000: the third tree offers the first tree diploma; taking it gives 3 points and
    closes the group; declining it keeps the harder ones open (a fourth tree: trees-4)."""
    s = tree_diploma()
    took = s.apply("take diploma trees-3")
    assert points(took, 0)["diplomas"] == 3
    took = lesson(end_lesson(took), [["T06"], 1], uses={0: ["paint T06 with S0"]},
                  stop=0)
    assert took.pending_diplomas() == []  # four trees, but the group is closed
    declined = s.apply("decline diploma trees-3")
    declined = lesson(end_lesson(declined), [["T06"], 1],
                      uses={0: ["paint T06 with S0"]}, stop=0)
    assert declined.pending_diplomas() == ["trees-4"]
    declined = declined.apply("take diploma trees-4")
    assert points(declined, 0)["diplomas"] == 4


def test_kanagawa_diploma_one_per_group():
    """Holding a diploma of a group closes the group's other diplomas to you."""
    s = end_lesson(tree_diploma().apply("take diploma trees-3"))
    s = lesson(s, [["T06"], 1], uses={0: ["paint T06 with S0"]}, stop=0)
    assert s.meets(0, "trees-4") and s.pending_diplomas() == []
    assert_illegal(s, "take diploma trees-4", "kanagawa.diploma.one-per-group")


def test_kanagawa_diploma_declined_lost():
    """A declined diploma is lost to you for good; harder ones of its group stay open."""
    s = tree_diploma().apply("decline diploma trees-3")
    assert s.areas[0].declined[-1] == "trees-3" and "trees-3" in s.diplomas
    assert s.pending_diplomas() == [] and s.meets(0, "trees-3")
    assert_illegal(s, "take diploma trees-3", "kanagawa.diploma.declined-lost")
    s = lesson(end_lesson(s), [["T06"], 1], uses={0: ["paint T06 with S0"]}, stop=0)
    assert s.pending_diplomas() == ["trees-4"]
    assert_illegal(s, "take diploma trees-3", "kanagawa.diploma.declined-lost")


def test_kanagawa_diploma_first_come():
    """Each diploma exists once: after Blue takes it, Red meeting it gets nothing."""
    s = lesson(start(), [["T09"], ["A12"]],
               uses={0: ["studio T09", "take diploma landscapes-2"], 1: ["studio A12"]},
               stop=1)
    assert s.areas[0].diplomas == ("landscapes-2",)
    assert s.meets(1, "landscapes-2") and s.pending_diplomas() == []
    assert_illegal(s, "take diploma landscapes-2", "kanagawa.diploma.first-come")


def test_kanagawa_diploma_reward():
    """Rewards come at once: a brush (landscapes-3), a storm token (trees-4), the Assistant
    (brushes-3)."""
    s = lesson(start(), [["T09", "T08"], 2],
               uses={0: ["studio T09", "decline diploma landscapes-2", "studio T08"]}, stop=0)
    assert s.pending_diplomas() == ["landscapes-3"]
    supply = s.supply_brushes
    s = s.apply("take diploma landscapes-3")
    assert s.areas[0].reserve == 3 and s.supply_brushes == supply - 1
    # storm token
    t = end_lesson(tree_diploma().apply("decline diploma trees-3"))
    t = lesson(t, [["T06"], 1], uses={0: ["paint T06 with S0", "take diploma trees-4"]}, stop=0)
    assert t.areas[0].storms == 1 and t.supply_storms == 2
    # Assistant pawn: Red's brush icon makes three brushes in the studio
    u = lesson(start(), [1, ["A04"]], uses={1: ["studio A04"]}, stop=1)
    assert u.pending_diplomas() == ["brushes-3"] and u.assistant == 0
    u = u.apply("take diploma brushes-3")
    assert u.assistant == 1 and points(u, 1)["diplomas"] == 1


def monk_painter(**options) -> KanagawaState:
    """Blue paints monks with an ocean start tile and a universal card: C08 and C09 in
    lesson 1, C15 in lesson 2 (stops there, three identical characters)."""
    s = lesson(start(**options), [["A09", "C08", "C09"], 3],
               uses={0: ["studio A09", "place brush on S0", "place brush on S1",
                         "paint C08 with S0", "paint C09 with S1"]})
    return lesson(s, [["C15"], 1], uses={0: ["paint C15 with S1"]}, stop=0)


def test_kanagawa_diploma_characters_identical():
    """Three identical characters earn the 9-point diploma; the option asks for four."""
    s = monk_painter()
    assert s.areas[0].facts["identical"]["characters"] == 3
    assert s.pending_diplomas() == ["characters-identical"]
    s = s.apply("take diploma characters-identical")
    assert points(s, 0)["diplomas"] == 9
    four = monk_painter(characters_identical=4)
    assert four.pending_diplomas() == []
    four = lesson(end_lesson(four), [["C18", "C07"], 2],
                  uses={0: ["studio C18", "move brush S0->S2", "paint C07 with S1,S2"]},
                  stop=0)
    assert four.areas[0].facts["identical"]["characters"] == 4
    assert four.pending_diplomas() == ["characters-identical"]


def test_kanagawa_diploma_brush_count():
    """Brush diplomas count the studio's brush icons (start tile's two included), not
    brushes won from diplomas; the option counts every brush owned."""
    s = lesson(start(), [["T09", "T08"], 2],
               uses={0: ["studio T09", "decline diploma landscapes-2", "studio T08",
                         "take diploma landscapes-3"]}, stop=0)
    assert s.areas[0].owned_brushes() == 3 and s.pending_diplomas() == []
    owned = lesson(start(brush_diploma="owned"), [["T09", "T08"], 2],
                   uses={0: ["studio T09", "decline diploma landscapes-2", "studio T08",
                             "take diploma landscapes-3"]}, stop=0)
    assert owned.pending_diplomas() == ["brushes-3"]
    icons = lesson(start(), [["A04"], 1], uses={0: ["studio A04"]}, stop=0)
    assert icons.areas[0].icons(data.StudioIcon.BRUSH) == 3
    assert icons.pending_diplomas() == ["brushes-3"]


def test_kanagawa_diploma_landscape_count():
    """Landscape diplomas count the most studio cards of one landscape, start tile
    included; universal cards are no wild card unless the option says so."""
    s = lesson(start(), [["A09"], 1], uses={0: ["studio A09"]}, stop=0)
    assert s.same_landscape(0) == 1 and s.pending_diplomas() == []
    wild = lesson(start(universal_wild=True), [["A09"], 1], uses={0: ["studio A09"]}, stop=0)
    assert wild.same_landscape(0) == 2 and wild.pending_diplomas() == ["landscapes-2"]
    tile = lesson(start(), [["T09"], 1], uses={0: ["studio T09"]}, stop=0)
    assert tile.pending_diplomas() == ["landscapes-2"]  # the start tile's ocean + T09
    # Two universal cards are not two of a kind either (the engine's reading; DG, per the
    # research, may count universal as a kind of its own).
    two = lesson(start(), [["A09", "C18"], 2], uses={0: ["studio A09", "studio C18"]}, stop=0)
    assert two.same_landscape(0) == 1 and two.pending_diplomas() == []


# -- the end ---------------------------------------------------------------------------------

OCEAN_PAINTINGS = [["A10", "C06"], ["B06", "B07"], ["T06", "T07"], ["A11", "B16"]]
"""Two single-ocean paintings per lesson for lessons 2 to 5."""


def ten_paintings(**options) -> KanagawaState:
    """Blue paints two ocean cards per lesson for five lessons: 10 lesson cards painted."""
    s = lesson(start(**options), [["T09", "A14", "C08"], 3],
               uses={0: ["studio T09", "place brush on S0", "place brush on S1",
                         "paint A14 with S0", "paint C08 with S1"]}, decline=True)
    for a, b in OCEAN_PAINTINGS:
        if s.is_terminal():
            break
        s = lesson(s, [[a, b], 2], uses={0: [f"paint {a} with S0", f"paint {b} with S1"]},
                   decline=True)
    return s


def test_kanagawa_end_trigger():
    """The game ends at the end of the lesson in which a painting reaches 11 lesson cards
    (the others still take their columns), or in which the deck runs out."""
    s = ten_paintings()
    assert len(s.areas[0].painting) == 10 and s.lesson == 6 and not s.is_terminal()
    s = lesson(s, [["B14"], 3], uses={0: ["paint B14 with S0"]}, stop=0, decline=True)
    s = decline_pending(s).apply("end turn")
    assert len(s.areas[0].painting) == 11 and not s.is_terminal()
    assert s.phase == "school" and s.actor == 1  # Red still decides: may wait once more
    s = play(s, "wait", "deal B17")
    assert not s.is_terminal() and s.actor == 1
    s = studio_all(s.apply("take column 2"))
    assert s.is_terminal() and s.scores().final
    deck_end = finish(lesson(start(), [1, 1]))
    assert deck_end.is_terminal() and deck_end.deck == ()
    assert all(len(a.painting) == 0 for a in deck_end.areas)


def test_kanagawa_end_start_tile_count():
    """By default 11 lesson cards end the game; the option counts the start tile too."""
    s = ten_paintings()
    assert s.painting_cards(0) == 10 and not s.is_terminal()
    opt = ten_paintings(end_counts_start_tile=True)
    assert opt.painting_cards(0) == 11 and opt.is_terminal()
    assert opt.lesson == 5 and len(opt.areas[0].painting) == 10


def storm_painter(**options) -> KanagawaState:
    """Blue's painting: ST1 summer, A04 summer, T07 winter, C14 summer, T14 spring, T06
    autumn; trees-3 declined, trees-4 taken (a storm token); then the deck is dealt out and
    the game reaches the storm tokens."""
    s = lesson(start(**options), [OCEAN_LESSON, 3], uses={0: OCEAN_USES})
    s = lesson(s, [["C14", "T14"], 2],
               uses={0: ["paint C14 with S0", "paint T14 with S1", "decline diploma trees-3"]})
    s = lesson(s, [["T06"], 1], uses={0: ["paint T06 with S0", "take diploma trees-4"]})
    return finish(s)


def test_kanagawa_end_storm_tokens():
    """Before scoring each storm token goes on a card of its owner's painting, which takes
    the season chosen ('wild' option: any season); not on the start tile unless allowed."""
    s = storm_painter()
    assert s.phase == "storm" and s.actor == 0 and s.areas[0].storms == 1
    assert s.describe() == "Blue to place a storm token"
    assert seasons(s, 0) == ["summer", "summer", "winter", "summer", "spring", "autumn"]
    assert len(legal(s)) == 5 * 4 and "storm on P1 as winter" in legal(s)
    assert not RULES["kanagawa.end.storm-tokens"].assumption  # the seeds say it plainly
    assert_illegal(s, "storm on P6 as summer", "kanagawa.end.storm-tokens")
    assert_illegal(s, "storm on P2", "kanagawa.end.storm-tokens")
    assert_illegal(s, "storm on P2 as storm", "kanagawa.end.storm-tokens")
    assert_illegal(s, "end turn", "kanagawa.end.trigger")
    end = s.apply("storm on P2 as summer")
    assert end.is_terminal() and end.areas[0].marks == ((2, "summer"),)
    assert end.areas[0].storms == 0
    wild = storm_painter(storm_token="wild")
    assert legal(wild) == [f"storm on P{i}" for i in range(1, 6)]
    assert_illegal(wild, "storm on P2 as summer", "kanagawa.end.storm-tokens")
    assert seasons(wild.apply("storm on P2"), 0)[2] == "storm"


def test_kanagawa_end_storm_start_tile():
    """No storm token on the start tile (the registered reading), unless the option allows
    it; the refusal names the start tile, not a code."""
    s = storm_painter()
    assert RULES["kanagawa.end.storm-start-tile"].assumption
    assert_illegal(s, "storm on P0 as summer", "kanagawa.end.storm-start-tile")
    assert s.check("storm on P0 as summer").in_lang("zh-Hant") == "風暴指示物不能放在起始板塊上"
    tile = storm_painter(storm_on_start_tile=True)
    assert "storm on P0 as spring" in legal(tile)


def test_seed_example_storm_extends_the_run():
    """Seed 000: a storm token turned to the season you choose lengthens the longest run
    (summer, summer, [winter -> summer], summer: 4 instead of 2)."""
    s = storm_painter()
    assert points(s, 0)["season"] == 2
    end = s.apply("storm on P2 as summer")
    assert seasons(end, 0)[:4] == ["summer"] * 4
    assert points(end, 0)["season"] == 4 and end.scores().final
    wild = storm_painter(storm_token="wild").apply("storm on P2")
    assert points(wild, 0)["season"] == 4


def test_kanagawa_end_kept_cards():
    """Cards still kept in hand at the end score nothing."""
    s = ten_paintings()
    s = lesson(s, [["A06", "B14", "C14"], 3],
               uses={0: ["studio A06", "paint B14 with S0"]}, stop=0, decline=True)
    s = decline_pending(s).apply("end turn")
    assert s.areas[0].hand == ("C14",)
    end = finish(s)
    assert end.is_terminal() and end.areas[0].hand == ("C14",)
    sheet = end.scores().points[0]
    assert sheet["cards"] == 12  # 11 lesson cards and the start tile, not C14
    assert sheet["studio"] == 2  # T09 0, A06 +2; C14 nowhere


# -- scoring ---------------------------------------------------------------------------------


def test_kanagawa_score_cards():
    """1 point per painting card, start tile included."""
    s = two_ocean_brushes()
    assert points(s, 0)["cards"] == 3 and points(s, 1)["cards"] == 1


def test_kanagawa_score_season_run():
    """1 point per card of the longest run of one season (start tile included); storm
    cards fit any season."""
    s = two_ocean_brushes()  # summer, summer, winter
    assert points(s, 0)["season"] == 2
    t = lesson(start(), [["T09", "A11", "C14"], 3],
               uses={0: ["studio T09", "decline diploma landscapes-2", "place brush on S0",
                         "place brush on S1", "paint A11 with S0", "paint C14 with S1"]})
    assert seasons(t, 0) == ["summer", "storm", "summer"]
    assert points(t, 0)["season"] == 3


def test_kanagawa_score_painting_bonus():
    """Add the bonus points printed on the painting's cards."""
    s = two_ocean_brushes()  # A04 +1, T07 +1
    assert points(s, 0)["painting"] == 2
    t = lesson(start(), [["C08"], 1], uses={0: ["place brush on S0", "paint C08 with S0"]})
    assert points(t, 0)["painting"] == 0


def test_kanagawa_score_studio_points():
    """Add the studio's harmony points: +1, +2, and -2 for each universal card."""
    s = lesson(start(), [["A05", "A06", "A09"], 3],
               uses={0: ["studio A05", "studio A06", "studio A09"]})
    assert points(s, 0)["studio"] == 1 + 2 - 2
    t = lesson(start(), [["A09", "C18"], 2], uses={0: ["studio A09", "studio C18"]})
    assert points(t, 0)["studio"] == -4


def test_kanagawa_score_diplomas():
    """Add the points of the diplomas taken."""
    s = lesson(start(), [["T09", "T08"], 2],
               uses={0: ["studio T09", "decline diploma landscapes-2", "studio T08",
                         "take diploma landscapes-3"]})
    assert s.areas[0].diplomas == ("landscapes-3",) and points(s, 0)["diplomas"] == 3


def test_kanagawa_score_grand_master():
    """The Grand Master's holder at the end scores 2 more (option: 0)."""
    end = finish(lesson(start(), [1, ["A05"]], uses={1: ["studio A05"]}))
    sheet = end.scores()
    gm = end.gm
    assert sheet.points[gm]["grand_master"] == 2
    assert all(p["grand_master"] == 0 for i, p in enumerate(sheet.points) if i != gm)
    none = finish(lesson(start(grand_master_bonus=0), [1, ["A05"]], uses={1: ["studio A05"]}))
    assert all(p["grand_master"] == 0 for p in none.scores().points)


def test_kanagawa_score_ties_shared():
    """Players tied for the highest total share the victory."""
    s = start(3, grand_master_bonus=0)
    sheet = s.scores()
    assert sheet.totals == (2, 2, 2) and sheet.winners == (0, 1, 2)
    assert sheet.tiebreak == "kanagawa.score.ties-shared"
    lead = start(3).scores()
    assert lead.winners == (0,) and lead.tiebreak is None


def test_score_sheet_categories_cite_rules():
    """The score sheet lists the six categories of seed 000 (A to E), each citing its rule."""
    sheet = two_ocean_brushes().scores()
    assert [c.id for c in sheet.categories] == [
        "cards", "season", "painting", "studio", "diplomas", "grand_master"]
    assert all(c.rule in RULES for c in sheet.categories)
    assert sheet.totals[0] == 3 + 2 + 2 + 0 + 0 + 2


def test_kanagawa_end_grand_master_passes():
    """After the last lesson the Assistant's holder takes the Grand Master pawn before
    scoring (seed 000's effect text), so the 2 points of item E are theirs; the option
    grand_master_passes_at_end=False leaves the pawn with the last lesson's dealer."""
    helper = {c.id for c in data.CARDS if data.StudioIcon.ASSISTANT in c.studio.icons}
    last = ["T01", "C03"]  # Blue takes T01; Red takes C03, an Assistant icon
    assert "C03" in helper and "T01" not in helper
    ends = []
    for passes in (True, False):
        s = start(grand_master_passes_at_end=passes)
        rest = [c for c in s.deck if c not in last]
        blue = sorted(rest, key=lambda c: c not in helper)[: len(rest) // 2]  # helpers first
        red = [c for c in rest if c not in blue]
        for b, r in zip(blue, red, strict=True):  # Blue keeps the Assistant pawn
            s = lesson(s, [[b], [r]])
        assert s.gm == s.assistant == 0 and len(s.deck) == 2
        s = lesson(s, [[last[0]], [last[1]]])
        assert s.is_terminal() and s.assistant == 1
        ends.append(s)
    passed, kept = ends
    assert passed.gm == 1 and passed.scores().points[1]["grand_master"] == 2
    assert passed.scores().points[0]["grand_master"] == 0
    assert kept.gm == 0 and kept.scores().points[0]["grand_master"] == 2
    assert RULES["kanagawa.end.grand-master-passes"].assumption
    assert "如果你持有助手棋子，你拿取大師棋子" in " ".join(
        RULES["kanagawa.end.grand-master-passes"].sources)


# -- seed 000's school example ---------------------------------------------------------------


def test_seed_example_school_four_players():
    """Seed 000, 4 players: row 1 is dealt up, up, down, up; two pupils take one card each,
    two wait; the second row goes under the two remaining columns; one waits again, the
    other takes; the third row has one card, and the last pupil must take it."""
    s = start(4)
    for c, card in enumerate(("A12", "A16", "A17", "A18")):
        assert s.deal_col == c
        s = deal(s, card)
    assert [s.is_face_down(0, c) for c in range(4)] == [False, False, True, False]
    assert str(s).splitlines()[3] == "row 1: [A12] [A16] (A17) [A18]"
    s = play(s, "wait", "wait")  # you (Grand Master) and Kevin
    s = studio_all(s.apply("take column 2"))  # Elizabeth takes the second card
    s = studio_all(s.apply("take column 3"))  # Lucy
    assert s.phase == "deal" and s.deal_col == 0
    s = play(s, "deal B01", "deal B02")
    assert s.school[1] == ("B01", None, None, "B02")
    assert s.actor == 0 and legal(s) == ["take column 1", "take column 4", "wait"]
    s = s.apply("wait")  # you wait a second time
    s = s.apply("take column 4")  # Kevin leaves with two cards
    assert s.areas[1].hand == ("A18", "B02")
    s = studio_all(s)
    s = deal(s, "B04")
    assert s.school[2] == ("B04", None, None, None) and s.is_face_down(2, 0)
    assert legal(s) == ["take column 1"]
    s = s.apply("take column 1")
    assert s.areas[0].hand == ("A12", "B01", "B04")
    s = studio_all(s)
    assert s.lesson == 2 and s.phase == "deal"


# -- saves -------------------------------------------------------------------------------------


def test_saves_reject_a_duplicated_card():
    """A save with a card in two places is refused (the 72 cards are conserved)."""
    s = two_ocean_brushes()
    doc = json.loads(s.to_json())
    doc["state"]["areas"][1]["studio"].append("A04")
    with pytest.raises(BadSave, match="lesson card A04 must be in exactly one place"):
        GAME.from_json(json.dumps(doc))


def test_every_rule_has_a_test():
    """Every registered rule id has a test function named after it in this module."""
    module = sys.modules[__name__]
    missing = [
        rule_id for rule_id in RULES.ids()
        if not callable(getattr(module, "test_" + rule_id.replace(".", "_").replace("-", "_"),
                                None))
    ]
    assert not missing, f"rules without a test: {missing}"
    assert len(RULES) >= 53 and kanagawa.RULES is RULES
