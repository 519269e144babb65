"""One test (at least) per Karesansui rule id, named after the id.

Positions come from :mod:`tutor.games.karesansui.positions`: ``deal`` forces the set-up
deals, ``arrange`` puts tiles, stones, virtue and stored tiles in place (checked by the save
loader), ``build`` plays a whole game with forced chance. Then the players decide; every
chance event is forced (``tile G07`` draws a G07).

Designs used (provisional catalogue): G01 straight raking (plain, looks the same turned),
G07 half circle (on its bottom side), G08 / G09 small arc at the bottom-left / bottom-right
corner, G10 / G11 large arcs, M01 moss bed (all moss), M02 round moss.
"""

from __future__ import annotations

import json
import sys

import pytest

from tutor.core import CHANCE, TERMINAL, BadSave, IllegalAction, NotationError
from tutor.games import karesansui
from tutor.games.karesansui import data
from tutor.games.karesansui.positions import arrange, build, deal
from tutor.games.karesansui.scoring import analyse, garden_from_text
from tutor.games.karesansui.state import KaresansuiAction, KaresansuiState

GAME = karesansui.GAME
RULES = GAME.rules


def play(s: KaresansuiState, *actions: str) -> KaresansuiState:
    """Apply the actions one after the other."""
    for a in actions:
        s = s.apply(a)
    return s


def draw(s: KaresansuiState, tile: str) -> KaresansuiState:
    """Draw from the first stack that has tiles, forcing the tile."""
    stack = next(k for k, c in enumerate(s.stacks) if c) + 1
    return play(s, f"draw from stack {stack}", f"tile {tile}")


def start(players: int = 2, **kw) -> KaresansuiState:
    """A new game after the set-up deals (first unseen cards)."""
    return deal(players, **kw).state


def rule_of(s: KaresansuiState, action: str) -> str | None:
    return s.check(action).rule


def score(text: str, **kw) -> dict[str, int]:
    g = garden_from_text(text)
    return analyse(g.tiles, g.stones, **kw).points


EMPTY = ". . . . . / . . . . . / . . . . ."


# -- the contract ids -------------------------------------------------------------------------


def test_karesansui_action_notation():
    """Text that is no action, and malformed action objects, break the notation rule."""
    s = start()
    for text in ("plant a tree", "place G99 at a1", "place G07 at f1", "draw from stack 10",
                 "stone pebble at a1", "use nobody", "gift to Green", "place G07 at a1 upside"):
        assert rule_of(s, text) == "karesansui.action.notation", text
        with pytest.raises(NotationError):
            s.apply(text)
    assert str(s.parse_action("  PLACE g07 AT A1 TURNED ")) == "place G07 at a1 turned"
    for bad in (KaresansuiAction("place", "G99", 0), KaresansuiAction("zazen", cell=3),
                KaresansuiAction("draw", num=0), KaresansuiAction("monk", cell=15),
                KaresansuiAction("fly")):
        assert rule_of(s, bad) == "karesansui.action.notation"
    assert s.check(KaresansuiAction("draw", num=1))


def test_karesansui_action_game_over():
    """Nothing can be done once every garden holds 15 tiles."""
    import random

    from tutor.bench import random_game

    end = random_game(GAME, random.Random(3), players=2)[-1]
    assert end.is_terminal() and end.current_player() == TERMINAL
    assert rule_of(end, "zazen") == "karesansui.action.game-over"


def test_karesansui_action_chance_outcome():
    """Only a tile still unseen can be drawn; decisions are not chance outcomes."""
    s = play(start(), "draw from stack 1")
    assert s.current_player() == CHANCE
    assert s.check("tile G07")
    assert rule_of(s, "zazen") == "karesansui.action.chance-outcome"
    gone = arrange(start(), gardens={0: "G12 G12 G12 . . / . . . . . / . . . . ."})
    gone = play(gone, "draw from stack 1")
    assert rule_of(gone, "tile G12") == "karesansui.action.chance-outcome"
    assert rule_of(start(), "tile G07") == "karesansui.action.chance-outcome"


# -- set-up -----------------------------------------------------------------------------------


def test_karesansui_setup_players():
    """2 to 4 players, named by the seed's colours, one way (the glossary's)."""
    for n in (2, 3, 4):
        s = GAME.new_game(players=n)
        assert s.num_players() == n
        assert s.player_names() == ("Orange", "Blue", "Black", "Purple")[:n]
        assert s.player_names("zh-Hant") == ("橘方", "藍方", "黑方", "紫方")[:n]
    with pytest.raises(ValueError, match="players"):
        GAME.new_game(players=5)


def test_karesansui_setup_garden():
    """Empty 3 x 5 gardens, empty storage, monks beside the board, virtue 0."""
    s = start(4)
    assert all(g == (-1,) * 15 for g in s.gardens)
    assert s.storage == (-1,) * 4 and s.monks == (-1,) * 4 and s.virtue == (0,) * 4
    assert s.placement_cells(0) == (0, 10)  # a1, a3


def test_karesansui_setup_tiles():
    """80 tiles in 9 stacks (8 of 9, one of 8); a draw is a chance event over the unseen
    tiles, each design with the odds of its copies."""
    s = start()
    assert s.stacks == (9,) * 8 + (8,) and sum(s.deck) == 80
    chance = play(s, "draw from stack 9")
    odds = dict((str(a), p) for a, p in chance.chance_outcomes())
    assert len(odds) == 22 and abs(sum(odds.values()) - 1) < 1e-9
    assert odds["tile G01"] == pytest.approx(6 / 80) and odds["tile M09"] == pytest.approx(2 / 80)
    assert chance.stacks[8] == 7


def test_karesansui_setup_stones():
    """Stones per player count: 15, 20 and 25."""
    for n, counts in ((2, (4, 5, 2, 3, 1)), (3, (5, 6, 3, 4, 2)), (4, (6, 7, 4, 5, 3))):
        assert start(n).supply == counts
    assert sum(start(4).supply) == data.STONE_TOTAL == 25


def test_karesansui_setup_cards():
    """3-4 players: one secret famous-garden card and one gardener card each, dealt as chance
    events; the others' cards are hidden from a seat's log line and redrawn by determinize."""
    s = GAME.new_game(players=3)
    assert s.is_chance() and len(s.chance_outcomes()) == 14
    s = deal(3, cards=("ryoanji", "nanzenji", "saihoji"),
             gardeners=("sesshu", "muso", "zenami")).state
    assert s.cards == ("ryoanji", "nanzenji", "saihoji") and s.shared == ()
    assert s.hands == (("sesshu",), ("muso",), ("zenami",))
    assert len(s.garden_pool) == 11 and len(s.gardener_pool) == 6
    first = GAME.new_game(players=3)
    action = first.parse_action("deal garden ryoanji to Orange")
    assert first.notation_for(action, 0) == "deal garden ryoanji to Orange"
    assert "ryoanji" not in first.notation_for(action, 1)
    import random

    other = s.determinize(0, random.Random(1))
    assert other.cards[0] == "ryoanji" and other.hands[0] == ("sesshu",)
    assert sorted(other.cards[1:] + other.garden_pool) == sorted(s.cards[1:] + s.garden_pool)


def test_karesansui_setup_two_players():
    """2 players: 3 famous-garden cards face up, 3 gardener cards each; a player scores
    the best shared card only."""
    s = deal(2, cards=("saihoji", "raikyuji", "ryoginan")).state
    assert s.shared == ("saihoji", "raikyuji", "ryoginan") and s.cards == ("", "")
    assert [len(h) for h in s.hands] == [3, 3]
    g = garden_from_text("G01+flat G01 G01+flat G01 G01+flat / G01 . . . . / "
                         "G01+flat G01 G01+flat G01 G01+flat")
    a = analyse(g.tiles, g.stones, s.shared)
    assert [c.met for c in a.cards] == [False, True, False] or a.points["famous_garden"] == 11
    assert a.points["famous_garden"] == 11  # Raikyū-ji: a3 c3 e3 (Saihō-ji needs row 2)
    assert sum(c.counted for c in a.cards) == 1


def test_karesansui_setup_start_player():
    """Orange starts and turns go clockwise by seat."""
    s = start(3)
    assert s.turn == s.actor == 0 and s.phase == "start"
    s = play(draw(s, "G01"), "place G01 at a1", "zazen")
    assert s.turn == 1
    s = play(draw(s, "G01"), "place G01 at a1", "zazen")
    assert s.turn == 2


# -- part one -------------------------------------------------------------------------------


def test_karesansui_turn_two_parts():
    """Part one (draw, then one of four) comes before part two (one of four)."""
    s = start()
    assert rule_of(s, "zazen") == "karesansui.turn.two-parts"
    s = draw(s, "G07")
    assert s.phase == "choice"
    assert rule_of(s, "zazen") == "karesansui.turn.two-parts"
    assert rule_of(s, "draw from stack 2") == "karesansui.turn.two-parts"
    s = s.apply("place G07 at a1")
    assert s.phase == "part2" and rule_of(s, "draw from stack 2") == "karesansui.turn.two-parts"
    assert s.apply("zazen").turn == 1


def test_karesansui_draw_any_stack():
    """Any stack with tiles may be drawn from; an empty one may not; the tile is public."""
    s = start()
    assert {str(a) for a in s.legal_actions()} >= {f"draw from stack {k}" for k in range(1, 10)}
    doc = json.loads(s.to_json())
    doc["state"]["stacks"] = [0, 17, 9, 9, 9, 9, 9, 9, 9]
    s = GAME.from_json(json.dumps(doc))
    assert rule_of(s, "draw from stack 1") == "karesansui.draw.any-stack"
    drawn = draw(s, "G07")
    assert drawn.drawn == data.DESIGN_INDEX["G07"]
    assert "G07" in str(drawn.render(viewer=1))


def test_karesansui_draw_reshuffle():
    """Discards go to a discard pile (not out of the game); when the stacks are used up,
    they become new stacks."""
    s = start()
    doc = json.loads(s.to_json())
    d = doc["state"]
    d["discards"] = dict(d["deck"])
    d["deck"] = {k: 0 for k in d["deck"]}
    d["deck"]["G07"], d["discards"]["G07"] = 1, 3
    d["stacks"] = [1] + [0] * 8
    s = GAME.from_json(json.dumps(doc))
    s = play(draw(s, "G07"), "place G07 at a1")
    assert sum(s.stacks) == 0
    s = s.apply("zazen")  # Blue's turn starts: the 79 discards are shuffled into 9 stacks
    assert sum(s.stacks) == 79 and sum(s.discards) == 0 and sum(s.deck) == 79
    assert s.stacks == (9,) * 7 + (8, 8)


def test_karesansui_place_first_tile():
    """The first tile goes on a1 or a3."""
    s = draw(start(), "G07")
    for cell in ("b1", "a2", "e3", "c2"):
        assert rule_of(s, f"place G07 at {cell}") == "karesansui.place.first-tile"
    assert s.check("place G07 at a1") and s.check("place G07 at a3")


def test_karesansui_place_adjacent():
    """Later tiles go next to a laid tile and extend from left to right by default (the
    summary's 從左至右, stated plainly: not an assumption): a row fills from the left with no
    gap. The option placement='adjacent' allows any empty space next to a tile."""
    assert start().opts["placement"] == "left-to-right"
    assert RULES["karesansui.place.adjacent"].option == "placement"
    assert not RULES["karesansui.place.adjacent"].assumption
    assert "從左至右" in RULES["karesansui.place.adjacent"].note.zh
    s = arrange(start(), gardens={0: "G01 G01 . . . / . . . . . / . . . . ."})
    s = draw(s, "G07")
    assert s.placement_cells(0) == (2, 5)  # c1, a2
    verdict = s.check("place G07 at b2")
    assert verdict.rule == "karesansui.place.adjacent"
    assert verdict.reason.endswith("space 1 of the middle row is still empty")
    assert verdict.in_lang("zh-Hant").endswith("中排第 1 格還是空的")
    assert "從至右" not in verdict.in_lang("zh-Hant") and "從左至右" in verdict.in_lang("zh-Hant")
    assert rule_of(s, "place G07 at d1") == "karesansui.place.adjacent"  # not next to one
    assert rule_of(s, "place G07 at a1") == "karesansui.place.adjacent"  # occupied
    assert s.check("place G07 at c1") and s.check("place G07 at a2")
    two_rows = arrange(start(), gardens={0: "G01 G01 . . . / G01 . . . . / . . . . ."})
    assert two_rows.placement_cells(0) == (2, 6, 10)  # c1, b2, a3
    adj = arrange(start(placement="adjacent"),
                  gardens={0: "G01 G01 . . . / . . . . . / . . . . ."})
    adj = draw(adj, "G07")
    assert adj.placement_cells(0) == (2, 5, 6)  # c1, a2, b2
    assert adj.check("place G07 at b2")
    assert rule_of(adj, "place G07 at d1") == "karesansui.place.adjacent"
    with pytest.raises(ValueError):
        start(placement="anywhere")


@pytest.mark.parametrize("placement", ["left-to-right", "adjacent"])
def test_karesansui_place_adjacent_every_garden(placement: str):
    """Every garden the placement rules can build: a space is open exactly when it is empty,
    next to a laid tile and (left to right) in column a or right of a laid tile."""
    from tutor.games.karesansui.saves import _buildable
    from tutor.games.karesansui.state import _placement_cells

    checked = 0
    for mask in range(1, (1 << data.CELLS) - 1):
        garden = tuple(0 if mask >> c & 1 else -1 for c in range(data.CELLS))
        if not _buildable(garden, placement):
            continue
        want = tuple(c for c in range(data.CELLS) if garden[c] < 0
                     and any(garden[nb] >= 0 for nb in data.NEIGHBOURS[c])
                     and (placement == "adjacent" or c % data.COLS == 0 or garden[c - 1] >= 0))
        assert _placement_cells(mask, placement) == want, bin(mask)
        checked += 1
    assert checked > (100 if placement == "left-to-right" else 1000)


def test_karesansui_place_orientation():
    """A tile may be laid either way up; 'turned' is dropped for a tile that looks the same."""
    s = draw(start(), "G07")
    up = s.apply("place G07 at a1")
    turned = s.apply("place G07 at a1 turned")
    assert up.gardens[0][0] == data.oriented_index("G07", False)
    assert turned.gardens[0][0] == data.oriented_index("G07", True)
    plain = draw(start(), "G01")
    assert str(plain.parse_action("place G01 at a1 turned")) == "place G01 at a1"
    assert "place G01 at a1 turned" not in plain.legal_actions()


def test_karesansui_place_monk_follows():
    """The monk moves onto the tile its owner draws and places (the summary says so
    plainly)."""
    assert not RULES["karesansui.place.monk-follows"].assumption
    s = play(draw(start(), "G07"), "place G07 at a3")
    assert s.monks[0] == data.cell_index("a3")
    s = play(draw(arrange(start(), gardens={0: "G01 G01 . . . / . . . . . / . . . . ."},
                          monks={0: "a1"}), "G02"), "place G02 at c1")
    assert s.monks[0] == data.cell_index("c1")


def test_karesansui_place_new_row():
    """A new row starts in the left column, above or below a tile there (the tutor's
    reading, an assumption): a space of the left column with no tile above or below is
    refused by this rule, a space further right by the left-to-right rule; with the option
    placement='adjacent' the new-row rule is never the reason."""
    assert RULES["karesansui.place.new-row"].assumption
    s = draw(arrange(start(), gardens={0: "G01 G01 . . . / . . . . . / . . . . ."}), "G07")
    assert s.check("place G07 at a2")  # under a1: the middle row starts
    assert rule_of(s, "place G07 at a3") == "karesansui.place.new-row"
    assert rule_of(s, "place G07 at b3") == "karesansui.place.adjacent"
    low = draw(arrange(start(), gardens={0: ". . . . . / . . . . . / G01 G01 . . ."}), "G07")
    assert low.check("place G07 at a2") and low.check("place G07 at c3")
    assert rule_of(low, "place G07 at a1") == "karesansui.place.new-row"
    adj = draw(arrange(start(placement="adjacent"),
                       gardens={0: "G01 G01 . . . / . . . . . / . . . . ."}), "G07")
    assert rule_of(adj, "place G07 at a3") == "karesansui.place.adjacent"


def test_karesansui_place_monk_follows_every_tile():
    """The tutor moves the monk onto every tile laid in a garden, not only the one its
    owner draws (an assumption): a received gift, a stored tile, a snatched tile."""
    assert RULES["karesansui.place.monk-follows-every-tile"].assumption
    s = arrange(start(), gardens={1: "G01 . . . . / . . . . . / . . . . ."})
    s = play(draw(s, "G07"), "offer gift", "ask for gift", "gift to Blue", "place G07 at b1")
    assert s.monks[1] == data.cell_index("b1")
    s = arrange(start(), gardens={0: "G01 . . . . / . . . . . / . . . . ."}, monks={0: "a1"},
                storage={0: "G05"})
    s = s.apply("place stored G05 at b1")
    assert s.monks[0] == data.cell_index("b1")


def test_karesansui_gift_ask():
    """A gift goes only to a player who asks; nobody asking means another choice."""
    s = draw(start(3), "G07")
    s = s.apply("offer gift")
    assert s.phase == "ask" and s.actor == 1
    assert rule_of(s, "zazen") == "karesansui.gift.ask"
    refused = play(s, "do not ask", "do not ask")
    assert refused.phase == "choice" and refused.actor == 0
    assert rule_of(refused, "offer gift") == "karesansui.gift.ask"
    asked = play(s, "do not ask", "ask for gift")
    assert asked.phase == "give" and asked.askers == (2,)
    assert rule_of(asked, "gift to Blue") == "karesansui.gift.ask"
    assert asked.check("gift to Black")


def test_karesansui_gift_virtue():
    """The giver gains 2 virtue, no more than 6."""
    s = play(draw(start(), "G07"), "offer gift", "ask for gift", "gift to Blue")
    assert s.virtue[0] == 2
    s = arrange(start(), virtue={0: 5})
    s = play(draw(s, "G07"), "offer gift", "ask for gift", "gift to Blue")
    assert s.virtue[0] == 6


def test_karesansui_gift_receiver_places():
    """The receiver places the gift at once, by the placement rules; then the giver goes on
    with part two."""
    s = play(draw(start(), "G07"), "offer gift", "ask for gift", "gift to Blue")
    assert s.phase == "receive" and s.actor == 1
    assert rule_of(s, "zazen") == "karesansui.gift.receiver-places"
    assert rule_of(s, "place G07 at c2") == "karesansui.place.first-tile"
    s = s.apply("place G07 at a3 turned")
    assert s.gardens[1][10] == data.oriented_index("G07", True)
    assert s.phase == "part2" and s.actor == 0


def test_karesansui_discard_virtue():
    """A discard costs 1 virtue; with none you cannot discard."""
    s = draw(start(), "G07")
    assert rule_of(s, "discard") == "karesansui.discard.virtue"
    s = draw(arrange(start(), virtue={0: 1}), "G07").apply("discard")
    assert s.virtue[0] == 0 and s.discards[data.DESIGN_INDEX["G07"]] == 1
    assert s.phase == "part2"


def test_karesansui_store_one_space():
    """The drawn tile may go to the empty storage space; a full one takes no second tile,
    and a stored tile cannot be gifted or discarded."""
    s = draw(start(), "G07").apply("store")
    assert s.storage[0] == data.DESIGN_INDEX["G07"] and s.phase == "part2"
    full = draw(arrange(start(), storage={0: "G03"}), "G07")
    assert rule_of(full, "store") == "karesansui.store.one-space"
    assert "discard G03" not in full.legal_actions() and "offer gift" in full.legal_actions()


def test_karesansui_store_place_later():
    """The stored tile is placed on a later turn, before or after part one (not during, and
    not on the turn it was stored)."""
    s = draw(start(), "G07").apply("store")
    assert rule_of(s, "place stored G07 at a1") == "karesansui.store.place-later"
    s = play(s, "zazen", *_blue_turn())
    assert s.turn == 0 and s.check("place stored G07 at a1")  # before the draw
    before = s.apply("place stored G07 at a1")
    assert before.phase == "start" and before.storage[0] == -1 and before.tiles_in(0) == 1
    during = draw(s, "G01")
    assert rule_of(during, "place stored G07 at a1") == "karesansui.store.place-later"
    after = during.apply("place G01 at a1")
    assert after.check("place stored G07 at b1")
    after = after.apply("place stored G07 at b1")
    assert after.phase == "part2" and after.tiles_in(0) == 2


def _blue_turn() -> tuple[str, ...]:
    return ("draw from stack 2", "tile G01", "place G01 at a1", "zazen")


# -- snatching ------------------------------------------------------------------------------


def test_karesansui_snatch_when():
    """Declaring a placement (drawn or stored) lets others snatch; the snatch happens at once
    (the snatcher pays and places the tile; the player laying it is not asked, whatever
    cards they hold); gifts and gardener-card tiles cannot be snatched."""
    s = arrange(start(), virtue={1: 2})
    s = draw(s, "G07").apply("place G07 at a1")
    assert s.phase == "snatch" and s.actor == 1 and s.decl == ("drawn", 0, False)
    assert rule_of(s, "zazen") == "karesansui.snatch.priority"
    taken = s.apply("snatch")  # Orange holds three gardener cards: nobody asks her
    assert taken.phase == "receive" and taken.actor == 1 and taken.virtue[1] == 0
    assert taken.gardens[0][0] == -1 and taken.decl is None
    assert rule_of(taken, "allow snatch") == "karesansui.gift.receiver-places"
    taken = taken.apply("place G07 at a3")
    assert taken.gardens[1][10] >= 0 and taken.phase == "part2" and taken.actor == 0
    kept = s.apply("let it go")
    assert kept.gardens[0][0] >= 0 and kept.phase == "part2"
    assert RULES["karesansui.snatch.when"].option == "shigemori"
    assert "不能拒絕" in RULES["karesansui.snatch.when"].note.zh
    stored = arrange(start(), virtue={1: 3}, storage={0: "G03"})
    stored = stored.apply("place stored G03 at a1")
    assert stored.phase == "snatch"
    stored = stored.apply("snatch")
    assert stored.phase == "receive" and stored.virtue[1] == 1 and stored.storage[0] == -1
    gift = play(draw(arrange(start(), virtue={1: 3}), "G07"), "offer gift", "ask for gift",
                "gift to Blue")
    assert gift.apply("place G07 at a1").phase == "part2"  # a received tile: no window
    zen = deal(2, gardeners=("zenami",)).state
    zen = arrange(zen, gardens={0: "G01 . . . . / . . . . . / . . . . ."}, virtue={1: 4})
    zen = play(draw(zen, "G02"), "place G02 at b1", "let it go", "use zenami",
               "draw from stack 1", "tile G03", "draw from stack 1", "tile G04")
    assert zen.apply("place G03 at c1").phase == "g-place"
    assert rule_of(zen, "snatch") == "karesansui.gardener.use"


def _dealt_shigemori(players: int, seat: int) -> tuple[str, ...]:
    """Gardener cards in dealing order that give Shigemori Mirei to ``seat``."""
    others = [g.id for g in data.GARDENERS if g.id != "shigemori"]
    count = 3 * players if players == 2 else players
    cards = others[:count - 1]
    cards.insert(seat, "shigemori")  # seat by seat (with 2 players, the first round)
    return tuple(cards)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("option", ["part-two", "counter"])
@pytest.mark.parametrize("holder", ["laying", "other"])
def test_karesansui_snatch_when_at_once_every_seat(players: int, option: str, holder: str):
    """For every seat laying a tile and each shigemori option: the first player asked who
    snatches pays the snatch at once and places the tile next, and the player laying it is
    asked nothing, unless the option is 'counter' and that player holds Shigemori Mirei.
    Then the snatcher pays only if the snatch is allowed."""
    for seat in range(players):
        card_seat = seat if holder == "laying" else (seat + 1) % players
        s = arrange(start(players, gardeners=_dealt_shigemori(players, card_seat),
                          shigemori=option), virtue={p: 2 for p in range(players)})
        for _ in range(seat):  # the seats before store a tile and sit in zazen
            s = play(draw(s, "G05"), "store", "zazen")
        s = draw(s, "G07").apply("place G07 at a1")
        assert s.turn == seat and s.phase == "snatch"
        snatcher = s.queue[0]
        before = s.virtue[snatcher]
        taken = s.apply("snatch")
        if option == "counter" and holder == "laying":
            assert taken.phase == "guard" and taken.actor == seat
            assert taken.virtue[snatcher] == before  # not paid until allowed
            assert taken.legal_actions().notations() == ["allow snatch", "use shigemori"]
            kept = taken.apply("use shigemori")
            assert kept.gardens[seat][0] >= 0 and kept.virtue[snatcher] == before
            taken = taken.apply("allow snatch")
        assert taken.phase == "receive" and taken.actor == snatcher, (seat, option, holder)
        assert taken.virtue[snatcher] == before - 2 and taken.gardens[seat][0] == -1
        assert {a.kind for a in taken.legal_actions()} == {"place"}
        done = taken.apply("place G07 at a1")
        assert done.gardens[snatcher][0] >= 0 and done.actor == seat and done.snatched


def test_karesansui_snatch_cost():
    """A snatch costs 2 virtue (snatch_cost option), paid when it is made; players with less
    are not asked."""
    s = arrange(start(3), virtue={1: 1, 2: 2})
    s = draw(s, "G07").apply("place G07 at a1")
    assert s.queue == (2,)
    s = s.apply("snatch")
    assert s.virtue[2] == 0 and s.phase == "receive"
    dear = arrange(start(3, snatch_cost=3), virtue={1: 2, 2: 3})
    dear = draw(dear, "G07").apply("place G07 at a1")
    assert dear.queue == (2,)
    assert dear.apply("snatch").virtue[2] == 0


def test_karesansui_snatch_priority():
    """The fewest tiles in the garden first, then turn order; the first to snatch takes it."""
    s = arrange(start(4), gardens={1: "G01 G01 . . . / . . . . . / . . . . .",
                                  3: "G02 . . . . / . . . . . / . . . . ."},
                virtue={1: 2, 2: 2, 3: 2})
    s = draw(s, "G07").apply("place G07 at a1")
    assert s.queue == (2, 3, 1) and s.actor == 2
    s = play(s, "let it go", "snatch")
    assert s.actor == 3 and s.phase == "receive" and s.virtue == (0, 2, 2, 0)


def test_karesansui_snatch_ties():
    """Among equally few tiles, turn order from the start player (Orange first) by default;
    with snatch_ties='clockwise', clockwise from the player laying the tile."""
    def window(**kw) -> KaresansuiState:
        s = arrange(start(4, **kw), gardens={0: "G01 . . . . / . . . . . / . . . . .",
                                             1: "G01 G01 . . . / . . . . . / . . . . .",
                                             3: "G02 . . . . / . . . . . / . . . . ."},
                    virtue={0: 2, 1: 2, 3: 2})
        s = play(draw(s, "G05"), "store", "zazen")  # Orange's turn; then Blue's
        s = play(draw(s, "G06"), "store", "zazen")  # Blue's turn; then Black's
        return draw(s, "G07").apply("place G07 at a1")  # Black lays; Orange, Purple: 1 tile
    s = window()
    assert s.turn == 2 and s.queue == (0, 3, 1) and s.actor == 0
    c = window(snatch_ties="clockwise")
    assert c.queue == (3, 0, 1) and c.actor == 3  # Purple sits next after Black
    assert RULES["karesansui.snatch.ties"].option == "snatch_ties"
    with pytest.raises(ValueError):
        start(4, snatch_ties="anticlockwise")


def test_karesansui_snatch_part_one_over():
    """A snatched drawn tile ends part one (no second draw); a stored tile snatched before
    part one leaves the draw. With after_snatch='draw-again' the player draws again."""
    def snatched(**kw) -> KaresansuiState:
        s = arrange(start(3, **kw), virtue={1: 2})
        s = play(draw(s, "G07"), "offer gift", "do not ask", "do not ask", "place G07 at a1",
                 "snatch")
        return s.apply("place G07 at a1")
    s = snatched()
    assert s.phase == "part2" and s.actor == 0 and s.snatched and s.tiles_in(0) == 0
    for action in ("draw from stack 1", "store", "discard", "offer gift"):
        verdict = s.check(action)
        assert verdict.rule == "karesansui.snatch.part-one-over", action
        assert "snatched" in verdict.reason and "強奪" in verdict.in_lang("zh-Hant")
    assert s.check("zazen")
    assert not s.apply("zazen").snatched  # Blue's turn: a new turn
    again = snatched(after_snatch="draw-again")
    assert again.phase == "start" and again.actor == 0 and not again.snatched
    again = draw(again, "G08")
    assert again.check("offer gift")  # a new tile: it may be offered again
    stored = arrange(start(), virtue={1: 2}, storage={0: "G03"})
    stored = play(stored, "place stored G03 at a1", "snatch", "place G03 at a1")
    assert stored.phase == "start" and stored.check("draw from stack 1")


# -- part two -------------------------------------------------------------------------------


def _part2(gardens: str = "G01 G01 G01 . . / G01 M01 M01 . . / G01 G02 . . . ",
           virtue: int = 0, monk: str | None = None, players: int = 2,
           **kw) -> KaresansuiState:
    """Orange in part two with a garden, after storing a drawn tile."""
    s = arrange(start(players, **kw), gardens={0: gardens.strip() + ("" if gardens.count("/")
                                                                      else "")},
                virtue={0: virtue}, monks={0: monk} if monk else None)
    return draw(s, "G05").apply("store")


def test_karesansui_zazen():
    """Zazen: +1 virtue, no more than 6; the turn ends."""
    s = _part2(virtue=2).apply("zazen")
    assert s.virtue[0] == 3 and s.turn == 1
    assert _part2(virtue=6).apply("zazen").virtue[0] == 6


def test_karesansui_monk_move():
    """One step up, down, left or right onto a tile."""
    s = _part2(monk="b2")
    legal = {str(a) for a in s.legal_actions() if a.kind == "monk"}
    assert legal == {"monk to a2", "monk to c2", "monk to b1", "monk to b3"}
    assert rule_of(s, "monk to c3") == "karesansui.monk.move"  # diagonal
    assert rule_of(s, "monk to d2") == "karesansui.monk.move"  # empty
    assert rule_of(s, "monk to b2") == "karesansui.monk.move"
    assert s.apply("monk to c2").monks[0] == data.cell_index("c2")


def test_karesansui_stone_threshold():
    """Any stone whose threshold is at most your virtue."""
    s = _part2(virtue=3, monk="a2")
    kinds = {a.name for a in s.legal_actions() if a.kind == "stone"}
    assert kinds == {"flat", "small", "reclining"}
    assert rule_of(s, "stone tall at a1") == "karesansui.stone.threshold"
    assert "stone tall at a1" in _part2(virtue=4, monk="a2").legal_actions()


def test_karesansui_stone_virtue_reset():
    """Taking a stone drops your virtue to 0, whatever it was."""
    s = _part2(virtue=5, monk="a2").apply("stone flat at a1")
    assert s.virtue[0] == 0 and s.stones[0][0] == 0 and s.turn == 1


def test_karesansui_stone_supply():
    """A kind no longer on the temple board cannot be taken."""
    s = _part2(gardens="G01+boat G01 G01 . . / G01 M01 M01 . . / G01 G02 . . .", virtue=6,
               monk="a2", players=2, gardeners=())
    doc = json.loads(s.to_json())
    assert doc["state"]["supply"]["boat"] == 0
    assert rule_of(s, "stone boat at c1") == "karesansui.stone.supply"


def test_karesansui_stone_monk_column():
    """The stone goes in the monk's column."""
    s = _part2(virtue=2, monk="b2")
    cells = {data.CELL_NAMES[a.cell] for a in s.legal_actions() if a.kind == "stone"}
    assert cells == {"b1", "b2", "b3"}  # on b2 the monk then steps off
    assert rule_of(s, "stone flat at a1") == "karesansui.stone.monk-column"


def test_karesansui_stone_anywhere_at_six():
    """With 6 virtue, any tile."""
    s = _part2(virtue=6, monk="b2")
    cells = {data.CELL_NAMES[a.cell] for a in s.legal_actions() if a.kind == "stone"}
    assert {"a1", "c1", "a3", "b3", "c2"} <= cells


def test_karesansui_stone_one_per_tile():
    """One stone per tile, and only on tiles."""
    s = _part2(gardens="G01+flat G01 G01 . . / G01 M01 M01 . . / G01 G02 . . .", virtue=6,
               monk="b2")
    assert rule_of(s, "stone small at a1") == "karesansui.stone.one-per-tile"
    assert rule_of(s, "stone small at e3") == "karesansui.stone.one-per-tile"


def test_karesansui_stone_moss_neighbours():
    """Stones on neighbouring tiles only when both tiles are moss."""
    s = _part2(gardens="G01+flat G01 G01 . . / G01 M01+flat M01 . . / G01 G02 . . .",
               virtue=6, monk="a3")
    assert rule_of(s, "stone small at b1") == "karesansui.stone.moss-neighbours"
    assert rule_of(s, "stone small at a2") == "karesansui.stone.moss-neighbours"
    assert s.check("stone small at c2")  # moss beside moss


def test_karesansui_stone_one_boat():
    """One boat stone per player per game."""
    s = _part2(gardens="G01+boat G01 G01 . . / G01 M01 M01 . . / G01 G02 . . .", virtue=6,
               monk="a3", players=4)
    assert s.supply[data.BOAT] == 2
    assert rule_of(s, "stone boat at c1") == "karesansui.stone.one-boat"


def test_karesansui_stone_monk_moves_off():
    """A stone on the monk's tile moves the monk off by one step; where it cannot move, no
    stone goes there."""
    s = _part2(virtue=2, monk="b2").apply("stone small at b2")
    assert s.phase == "monk-off" and s.actor == 0
    assert rule_of(s, "zazen") == "karesansui.stone.monk-moves-off"
    assert rule_of(s, "monk to b2") == "karesansui.stone.monk-moves-off"
    s = s.apply("monk to a2")
    assert s.monks[0] == data.cell_index("a2") and s.turn == 1


def test_karesansui_stone_monk_stuck():
    """Where the monk has no tile one step away, no stone goes on its tile (the tutor's
    reading of "the monk must move off", an assumption); a stone elsewhere in its column
    still may."""
    assert RULES["karesansui.stone.monk-stuck"].assumption
    lone = draw(arrange(start(), gardens={0: "G01 . . . . / . . . . . / . . . . ."},
                        virtue={0: 1}), "G05").apply("store")
    assert rule_of(lone, "stone flat at a1") == "karesansui.stone.monk-stuck"
    pair = draw(arrange(start(), gardens={0: "G01 . . . . / G01 . . . . / . . . . ."},
                        virtue={0: 1}, monks={0: "a1"}), "G05").apply("store")
    assert pair.check("stone flat at a1") and pair.check("stone flat at a2")


# -- gardener cards -------------------------------------------------------------------------


def _gardener(card: str, gardens: str = "G01 G01 . . . / . . . . . / . . . . .",
              virtue: int = 0, players: int = 3, **kw) -> KaresansuiState:
    """Orange in part two holding gardener card ``card``."""
    s = deal(players, gardeners=(card,)).state
    s = arrange(s, gardens={0: gardens}, virtue={0: virtue}, **kw)
    return draw(s, "G05").apply("store")


def test_karesansui_gardener_use():
    """A gardener card is used as part two, once; then it lies face up."""
    s = _gardener("muso")
    assert "use muso" in s.legal_actions()
    s = play(s, "use muso", "stone boat at a1")
    assert s.used[0] == ("muso",) and s.hands[0] == () and s.turn == 1
    assert rule_of(s, "use muso") == "karesansui.turn.two-parts"
    back = play(s, *_blue_turn(), *_blue_turn())  # Blue's turn, then Black's
    back = draw(back, "G06").apply("place G06 at c1")
    assert rule_of(back, "use muso") == "karesansui.gardener.use"
    two = deal(2, gardeners=("muso", "sesshu", "zenami", "jozan", "rikyu", "enshu")).state
    assert two.hands[0] == ("muso", "rikyu", "zenami")  # 3 each; one per turn (part two)


def test_karesansui_gardener_tiles():
    """Tiles from a card are placed at once or discarded free; no gift, store or snatch."""
    s = _gardener("zenami", virtue=0)
    s = play(s, "use zenami", "draw from stack 1", "tile G07", "draw from stack 1", "tile M01")
    assert s.phase == "g-place" and sorted(s.held) == [data.DESIGN_INDEX["G07"],
                                                        data.DESIGN_INDEX["M01"]]
    assert rule_of(s, "store") == "karesansui.gardener.tiles"
    assert rule_of(s, "offer gift") == "karesansui.gardener.tiles"
    s = s.apply("discard G07")
    assert s.virtue[0] == 0 and s.discards[data.DESIGN_INDEX["G07"]] == 1
    s = s.apply("place M01 at c1")
    assert s.turn == 1 and s.tiles_in(0) == 3


def test_karesansui_gardener_stones():
    """A card's stone ignores the monk's column but obeys the other stone rules."""
    s = _gardener("muso", gardens="G01 G01 G01 G01 G01 / . . . . . / . . . . .",
                  monks={0: "a1"})
    s = s.apply("use muso")
    assert s.phase == "g-stone"
    assert s.check("stone boat at e1") and s.check("stone tall at c1")
    s = s.apply("stone boat at e1")
    assert s.virtue[0] == 0 and s.stones[0][4] == data.BOAT
    blocked = _gardener("muso", gardens="G01+flat G01 G01 G01 G01 / . . . . . / . . . . .",
                        monks={0: "e1"}).apply("use muso")
    assert rule_of(blocked, "stone boat at b1") == "karesansui.stone.moss-neighbours"
    assert rule_of(blocked, "done") == "karesansui.gardener.stones"


def test_karesansui_gardener_known():
    """Sesshū: draw 3, place 1, the rest discarded free. Ishikawa Jōzan: take other players'
    stored tiles and place them."""
    s = _gardener("sesshu")
    s = s.apply("use sesshu")
    for tile in ("G07", "G08", "G09"):
        s = play(s, "draw from stack 1", f"tile {tile}")
    assert s.phase == "g-place" and s.keep == 1
    s = s.apply("place G08 at c1")
    assert s.turn == 1 and s.discards[data.DESIGN_INDEX["G07"]] == 1
    assert s.discards[data.DESIGN_INDEX["G09"]] == 1
    j = deal(3, gardeners=("jozan",)).state
    j = arrange(j, gardens={0: "G01 . . . . / . . . . . / . . . . ."},
                storage={1: "G07", 2: "M01"})
    j = draw(j, "G05").apply("store").apply("use jozan")
    assert j.phase == "g-take"
    assert rule_of(j, "take stored from Orange") == "karesansui.gardener.known"
    j = play(j, "take stored from Black", "place M01 at b1")
    assert j.phase == "g-take" and j.storage[2] == -1
    j = play(j, "take stored from Blue", "place G07 at c1")
    assert j.turn == 1 and j.tiles_in(0) == 3


def test_karesansui_gardener_useless_card():
    """A card that can do nothing now cannot be used (an assumption: no source)."""
    nothing = _gardener("jozan")  # nobody has a stored tile
    assert "use jozan" not in nothing.legal_actions()
    verdict = nothing.check("use jozan")
    assert verdict.rule == "karesansui.gardener.useless-card"
    assert "can do nothing" in verdict.reason and "無法發揮效果" in verdict.in_lang("zh-Hant")
    assert _gardener("jozan", storage={1: "G07"}).check("use jozan")
    assert RULES["karesansui.gardener.useless-card"].assumption


def _jozan(gardens: str = "G01 . . . . / . . . . . / . . . . .",
           virtue: dict[int, int] | None = None) -> KaresansuiState:
    """3 players: Orange uses Ishikawa Jōzan; Blue stores G07, Black M01."""
    j = deal(3, gardeners=("jozan",)).state
    j = arrange(j, gardens={0: gardens}, storage={1: "G07", 2: "M01"}, virtue=virtue)
    return draw(j, "G05").apply("store").apply("use jozan")


def test_karesansui_gardener_taken_placed():
    """A tile taken with Ishikawa Jōzan is placed: the engine once let `discard M01` follow
    `take stored from Black`, a free way to destroy another player's stored tile. Every way
    to get rid of it without placing it is refused, naming the rule, and changes nothing."""
    j = _jozan(virtue={0: 3, 1: 4, 2: 4}).apply("take stored from Black")
    assert j.phase == "g-place" and j.held == (data.DESIGN_INDEX["M01"],)
    assert {a.kind for a in j.legal_actions()} == {"place"}
    before = j.to_json()
    for action in ("discard M01", "discard", "store", "offer gift", "done",
                   "place G07 at b1", "take stored from Blue", "zazen", "snatch"):
        verdict = j.check(action)
        assert not verdict, action
        if action not in ("zazen", "snatch"):
            assert verdict.rule == "karesansui.gardener.taken-placed", action
            assert "taken from a storage space" in verdict.reason
            assert "暫存區拿取" in verdict.in_lang("zh-Hant")
        with pytest.raises(IllegalAction):
            j.apply(action)
        assert j.to_json() == before
    assert j.tile_counts() == [d.copies for d in data.DESIGNS]
    placed = j.apply("place M01 at b1")  # Blue and Black have the virtue, but cannot snatch
    assert placed.phase == "g-take" and placed.gardens[0][1] >= 0
    assert placed.discards == (0,) * len(data.DESIGNS)
    # the drawing cards keep their free discard
    z = _gardener("zenami").apply("use zenami")
    z = play(z, "draw from stack 1", "tile G07", "draw from stack 1", "tile G08")
    assert z.check("discard G07") and z.check("discard G08")


def test_karesansui_gardener_take_room():
    """One tile at a time, only while the garden has room; every garden with an empty space
    has a space a tile may go (both placement options), so a taken tile is always placed."""
    almost = FULL.rsplit(" ", 1)[0] + " ."
    j = _jozan(gardens=almost)
    j = play(j, "take stored from Blue", "place G07 at e3")
    assert j.complete(0) and j.turn == 1  # no room left: the card is over
    assert j.storage[2] == data.DESIGN_INDEX["M01"]  # Black keeps the stored tile
    full = _gardener("jozan", gardens=FULL, storage={1: "G07"})
    assert rule_of(full, "use jozan") == "karesansui.gardener.useless-card"
    from tutor.games.karesansui.saves import _buildable
    from tutor.games.karesansui.state import _placement_cells

    for mode in ("adjacent", "left-to-right"):
        for mask in range((1 << data.CELLS) - 1):
            garden = tuple(0 if mask >> c & 1 else -1 for c in range(data.CELLS))
            if mask and not _buildable(garden, mode):
                continue
            assert _placement_cells(mask, mode), (mode, bin(mask))


def test_karesansui_gardener_shigemori():
    """By default Shigemori Mirei is a part-two card: until the end of his player's next turn
    nobody may snatch a tile they declare (drawn or stored); then snatching is back. He can
    be used only while there is something to protect."""
    s = _gardener("shigemori", virtue=2)
    assert s.opts["shigemori"] == "part-two"
    assert "use shigemori" in s.legal_actions()
    s = s.apply("use shigemori")
    assert s.turn == 1 and s.ward == 0 and s.protected(0) and not s.warded
    assert s.used[0] == ("shigemori",)
    s = arrange(s, virtue={1: 2, 2: 2})
    s = play(draw(s, "G01"), "place G01 at a3")  # Blue's tile: not protected
    assert s.phase == "snatch" and s.queue == (2, 0)
    s = play(s, "let it go", "let it go", "zazen", "draw from stack 2", "tile G02", "store",
             "zazen")  # Black's turn
    assert s.turn == 0 and s.warded and s.ward == -1 and s.protected(0)
    placed = s.apply("place stored G05 at c1")  # the stored tile: nobody asked
    assert placed.phase == "start" and placed.gardens[0][2] >= 0
    placed = draw(placed, "G07").apply("place G07 at d1")  # the drawn tile: nobody asked
    assert placed.phase == "part2" and placed.gardens[0][3] >= 0 and placed.warded
    after = play(placed, "zazen", "draw from stack 2", "tile G03", "store", "zazen",
                 "draw from stack 2", "tile G04", "discard", "zazen")  # Orange's turn again
    assert after.turn == 0 and not after.warded and not after.protected(0)
    after = draw(after, "G08").apply("place G08 at e1")
    assert after.phase == "snatch"  # protection over
    assert RULES["karesansui.gardener.shigemori"].assumption
    assert RULES["karesansui.gardener.shigemori"].option == "shigemori"
    assert data.GARDENER_INDEX["shigemori"].provisional is not None
    # nothing to protect: a complete garden, or once a garden is complete (no more snatching)
    full = _gardener("shigemori", gardens=FULL)
    verdict = full.check("use shigemori")
    assert verdict.rule == "karesansui.gardener.useless-card"
    assert "nothing to protect" in verdict.reason and "保護" in verdict.in_lang("zh-Hant")
    ended = arrange(deal(3, gardeners=("shigemori",)).state,
                    gardens={0: "G01 . . . . / . . . . . / . . . . .", 1: FULL})
    ended = draw(ended, "G05").apply("store")
    assert rule_of(ended, "use shigemori") == "karesansui.gardener.useless-card"
    # saved and loaded, the protection is kept
    assert GAME.from_json(s.to_json()).warded


def test_karesansui_gardener_counter_snatch():
    """With shigemori='counter': played when another player snatches the holder's tile, it
    cancels the snatch (no virtue paid, nobody else asked) and the tile goes where the holder
    said; never as part two; with 2 players it is the turn's one card. Only a player who
    holds the card is asked."""
    def window(gardeners: tuple[str, ...], players: int = 3, **kw) -> KaresansuiState:
        s = arrange(deal(players, gardeners=gardeners, shigemori="counter").state,
                    virtue={p: 2 for p in range(1, players)}, **kw)
        s = draw(s, "G07").apply("place G07 at a1")
        assert s.phase == "snatch" and s.actor == 1
        return s.apply("snatch")
    s = window(("shigemori",))
    assert s.phase == "guard" and s.actor == 0 and s.queue == (1,)
    assert s.legal_actions().notations() == ["allow snatch", "use shigemori"]
    assert "counter" in s.describe() and "反制" in s.describe("zh-Hant")
    assert rule_of(s, "zazen") == "karesansui.gardener.counter-snatch"
    assert rule_of(s, "use muso") == "karesansui.gardener.counter-snatch"
    kept = s.apply("use shigemori")
    assert kept.gardens[0][0] >= 0 and kept.virtue == (0, 2, 2) and kept.guarded
    assert kept.phase == "part2" and kept.actor == 0 and kept.queue == () and kept.decl is None
    assert kept.used[0] == ("shigemori",) and kept.hands[0] == ()
    assert kept.tile_counts() == [d.copies for d in data.DESIGNS]
    assert not kept.apply("zazen").guarded  # a new turn
    lost = s.apply("allow snatch")
    assert lost.phase == "receive" and lost.actor == 1 and lost.virtue[1] == 0
    # without the card nobody is asked: the snatch happens at once
    other = window(("muso",))
    assert other.phase == "receive" and other.virtue[1] == 0
    # never as part two
    part2 = arrange(deal(3, gardeners=("shigemori",), shigemori="counter").state,
                    gardens={0: "G01 G01 . . . / . . . . . / . . . . ."}, storage={1: "G07"})
    part2 = draw(part2, "G05").apply("store")
    assert "use shigemori" not in part2.legal_actions()
    verdict = part2.check("use shigemori")
    assert verdict.rule == "karesansui.gardener.counter-snatch"
    assert "only when another player snatches" in verdict.reason
    # 2 players: the counter is the turn's one card
    two = window(("shigemori", "jozan", "muso", "rikyu", "sesshu", "enshu"), players=2,
                 storage={1: "G05"})
    two = two.apply("use shigemori")
    assert two.hands[0] == ("muso", "sesshu") and two.phase == "part2"
    assert not any(a.kind == "use" for a in two.legal_actions())
    assert rule_of(two, "use muso") == "karesansui.setup.two-players"
    # once the counter card is used, nobody is asked any more
    later = play(kept.apply("zazen"), "draw from stack 2", "tile G01", "store", "zazen",
                 "draw from stack 3", "tile G02", "store", "zazen")
    later = draw(later, "G03").apply("place G03 at b1")
    assert later.phase == "snatch"
    assert later.apply("snatch").phase == "receive"
    # a stored tile is protected the same way
    stored = arrange(deal(3, gardeners=("shigemori",), shigemori="counter").state,
                     virtue={1: 2}, storage={0: "G03"})
    stored = play(stored, "place stored G03 at a1", "snatch", "use shigemori")
    assert stored.storage[0] == -1 and stored.gardens[0][0] >= 0 and stored.phase == "start"
    # another player's redraw keeps the card the question has shown
    import random

    for seed in range(5):
        seen = s.determinize(1, random.Random(seed))
        assert "shigemori" in seen.hands[0] and seen.legal_actions() == s.legal_actions()
    assert RULES["karesansui.gardener.counter-snatch"].assumption
    assert RULES["karesansui.gardener.counter-snatch"].option == "shigemori"


def test_karesansui_gardener_provisional():
    """Sen no Rikyū (known in part) and the cards with stand-in effects work as their data
    say, and are marked provisional."""
    s = _gardener("rikyu", gardens="G01 G01 G01 . . / . . . . . / . . . . .", virtue=1,
                  monks={0: "a1"})
    s = play(s, "use rikyu", "monk to c1")
    assert s.phase == "g-stone" and s.check("done") and s.check("stone flat at c1") is not None
    assert rule_of(s, "stone flat at a1") == "karesansui.stone.monk-column"
    assert s.apply("done").turn == 1
    e = _gardener("enshu", virtue=1).apply("use enshu")
    assert e.virtue[0] == 3 and e.phase == "g-monk"
    k = play(_gardener("kentei").apply("use kentei"), "draw from stack 1", "tile G09")
    assert k.phase == "g-place" and k.check("discard G09") and k.check("place G09 at c1")
    m = play(_gardener("kanamori").apply("use kanamori"), "monk to a1")
    assert m.phase == "g-stone" and m.check("stone boat at b1") and not m.check("done")
    provisional = {g.id for g in data.GARDENERS if g.provisional}
    assert provisional == {"rikyu", "enshu", "kentei", "kanamori", "shigemori"}
    assert RULES["karesansui.gardener.provisional"].assumption


# -- the end ----------------------------------------------------------------------------------


FULL = "G01 G01 G01 G02 G02 / G03 G03 G04 G04 G05 / G05 G06 G06 M02 M02"
"""A complete garden (15 tiles) whose seams all join; two of them fit in the box."""


def test_karesansui_end_complete_garden():
    """A complete garden's owner plays only part two."""
    s = arrange(start(), gardens={0: FULL, 1: "G05 . . . . / . . . . . / . . . . ."},
                monks={0: "e3"})
    assert s.phase == "start"  # arranged mid-turn; from the next turn on:
    s = draw(s, "G07")
    assert rule_of(s, "place G07 at a1") == "karesansui.end.complete-garden"
    s = play(s, "store", "zazen", *("draw from stack 1", "tile G06", "place G06 at b1",
                                    "zazen"))
    assert s.turn == 0 and s.phase == "part2"
    for action in ("draw from stack 1", "store", "place G07 at c1"):
        assert rule_of(s, action) == "karesansui.end.complete-garden"
    assert "only part two" in s.check("draw from stack 1").reason
    assert not RULES["karesansui.end.complete-garden"].assumption


def test_karesansui_end_completed_mid_turn():
    """A garden completed by its stored tile before the draw skips the rest of part one
    (the tutor's reading, an assumption): the player goes on with part two."""
    assert RULES["karesansui.end.completed-mid-turn"].assumption
    almost = FULL.rsplit(" ", 1)[0] + " ."
    s = arrange(start(), gardens={0: almost}, storage={0: "G06"}, monks={0: "d3"})
    assert s.phase == "start"
    s = s.apply("place stored G06 at e3")
    assert -1 not in s.gardens[0] and s.phase == "part2" and s.turn == 0
    assert rule_of(s, "draw from stack 1") == "karesansui.end.complete-garden"


def test_karesansui_end_restrictions():
    """Once a garden is complete, the others cannot gift, discard or snatch."""
    s = arrange(start(), gardens={1: FULL}, virtue={0: 3, 1: 6})
    s = draw(s, "G07")
    assert s.end_triggered()
    assert rule_of(s, "offer gift") == "karesansui.end.restrictions"
    assert rule_of(s, "discard") == "karesansui.end.restrictions"
    assert s.check("store")
    assert s.apply("place G07 at a1").phase == "part2"  # no snatch window


def test_karesansui_end_all_complete():
    """When every garden is complete the game ends (after the turn in progress)."""
    almost = FULL.rsplit(" ", 1)[0] + " ."
    s = arrange(start(), gardens={0: almost, 1: FULL}, monks={0: "d3"})
    s = draw(s, "M02").apply("place M02 at e3")
    assert s.phase == "part2" and not s.is_terminal()
    s = s.apply("zazen")
    assert s.is_terminal() and s.scores().final
    assert not RULES["karesansui.end.all-complete"].assumption


def test_karesansui_end_last_turn():
    """The player who lays the last tile of the last garden finishes the turn, part two
    included, before the game ends (the tutor's reading, an assumption): a stone then still
    counts."""
    assert RULES["karesansui.end.last-turn"].assumption
    almost = FULL.rsplit(" ", 1)[0] + " ."
    s = arrange(start(), gardens={0: almost, 1: FULL}, monks={0: "d3"}, virtue={0: 1})
    s = draw(s, "M02").apply("place M02 at e3")
    assert not s.is_terminal() and "stone flat at e3" in s.legal_actions()
    s = s.apply("stone flat at e3")
    assert s.phase == "monk-off"
    s = s.apply("monk to d3")
    assert s.is_terminal() and s.scores().points[0]["stone_kinds"] == 2


# -- scoring ----------------------------------------------------------------------------------


def test_karesansui_score_gravel():
    """1 point per tile of the largest gravel rectangle: the seed's 4 x 2 = 8."""
    p = score("G01 G01 G01 G01 M01 / G01 G01 G01 G01 . / M01 G01 . . .")
    assert p["gravel"] == 8
    assert score("M01 . . . . / . . . . . / . . . . .")["gravel"] == 0


def test_karesansui_score_moss():
    """2 points per moss tile."""
    assert score("M01 M02 G01 . . / M09 . . . . / . . . . .")["moss"] == 6


def test_karesansui_score_symmetry():
    """5 points per left-right symmetric row of 5. By default the middle tile may be any tile
    (the summary's 一獨立砂紋型態); symmetry_middle='symmetric' asks it to be symmetric in
    itself. Every tile either way up in the middle, with both options, in the game and the
    studio."""
    from tutor.games.karesansui.scoring import symmetric_rows
    from tutor.games.karesansui.studio import STUDIO

    assert start().opts["symmetry_middle"] == "any"
    assert STUDIO.new_game(players=1).opts["symmetry_middle"] == "any"
    assert "獨立" in RULES["karesansui.score.symmetry-middle"].note.zh
    p = score("G09 G02 G07 G03 G08 / G01 G01 G01 G01 G01 / G01 G01 G09 G01 G01")
    assert p["symmetry"] == 15  # row 3's middle is not symmetric in itself: it counts
    assert score("G09 G02 G07 G03 G08 / G01 G01 G01 G01 G01 / G01 G01 G09 G01 G01",
                 symmetry_middle="symmetric")["symmetry"] == 10
    plain = data.oriented_index("G01", False)
    selfish = set()
    for tile in range(len(data.ORIENTED)):
        row = (plain, plain, tile, plain, plain) + (-1,) * 10
        assert symmetric_rows(row) == (0,) and symmetric_rows(row, "any") == (0,)
        if symmetric_rows(row, "symmetric"):
            selfish.add(tile)
    assert plain in selfish and data.oriented_index("G09", False) not in selfish
    assert 0 < len(selfish) < len(data.ORIENTED)
    broken = (plain, data.oriented_index("G09", False), plain, plain, plain) + (-1,) * 10
    assert symmetric_rows(broken) == () == symmetric_rows(broken, "symmetric")
    studio = STUDIO.new_game(players=1).apply("set garden G01 G01 G09 G01 G01 / . . . . . / "
                                              ". . . . .")
    assert studio.scores().points[0]["symmetry"] == 5
    strict = STUDIO.new_game(players=1, symmetry_middle="symmetric")
    strict = strict.apply("set garden G01 G01 G09 G01 G01 / . . . . . / . . . . .")
    assert strict.scores().points[0]["symmetry"] == 0


def test_karesansui_score_symmetry_middle():
    """The middle tile of a symmetric row may be any tile (the tutor's reading of 一獨立砂紋
    型態, an assumption, with the option symmetry_middle): a one-sided arc in the middle of a
    row whose pairs mirror scores 5 by default, 0 with the option; the pairs alone are the
    plain rule."""
    rule = RULES["karesansui.score.symmetry-middle"]
    assert rule.assumption and rule.option == "symmetry_middle"
    assert not RULES["karesansui.score.symmetry"].assumption
    row = "G05 G04 G09 G04 G05 / . . . . . / . . . . ."
    assert score(row)["symmetry"] == 5
    assert score(row, symmetry_middle="symmetric")["symmetry"] == 0
    assert score(row.replace("G09", "G01"), symmetry_middle="symmetric")["symmetry"] == 5
    assert score(row.replace("G04 G05 /", "G01 G05 /"))["symmetry"] == 0


def test_karesansui_score_whirlpools():
    """Full circle 2 per tile, half circle 1 per tile, moss circles nothing."""
    full = "G09 G08 . . . / G08' G09' . . . / . . . . ."
    assert score(full)["whirlpools"] == 8
    assert score("G09 G08 . . . / . . . . . / . . . . .")["whirlpools"] == 2
    assert score("G07 . . . . / . . . . . / . . . . .")["whirlpools"] == 1
    assert score("G07 . . . . / G07' . . . . / . . . . .")["whirlpools"] == 4
    assert score("M06 M07 . . . / . . . . . / . . . . .")["whirlpools"] == 0
    assert score("M08 . . . . / G07' . . . . / . . . . .")["whirlpools"] == 0


def test_karesansui_score_whirlpool_shapes():
    """Four arcs of one size round a point make a circle, two neighbouring ones a half
    circle, three nothing; arcs of different sizes do not combine."""
    g = garden_from_text("G09 G08 . . . / G08' . . . . / . . . . .")
    assert [c.full for c in analyse(g.tiles, g.stones).circles] == []
    mixed = garden_from_text("G11 G08 . . . / . . . . . / . . . . .")
    assert analyse(mixed.tiles, mixed.stones).circles == ()
    big = garden_from_text("G11 G10 . . . / G10' G11' . . . / . . . . .")
    (circle,) = analyse(big.tiles, big.stones).circles
    assert circle.full and circle.radius == 2 and circle.points == 8
    assert RULES["karesansui.score.whirlpool-shapes"].assumption


def test_karesansui_score_ripples():
    """+7 when all 22 seams of a complete garden join, else -2 per broken seam."""
    assert score(FULL)["ripples"] == 7
    broken = FULL.replace("G03 G03 G04 G04 G05", "G03 G03 G07 G04 G05")
    assert score(broken)["ripples"] == -2
    assert score("G09 G01 . . . / . . . . . / . . . . .")["ripples"] == -2
    assert score("G01 G01 . . . / . . . . . / . . . . .")["ripples"] == 0


def test_karesansui_score_stone_kinds():
    """2 points per kind, however many stones of it."""
    assert score("G01+flat G01 G01+flat G01 G01+boat / . . . . . / . . . . .")[
        "stone_kinds"] == 4


def test_karesansui_score_arrangements():
    """A with A, B with B and A with B may not share a stone; C, D, F once; E repeats."""
    g = garden_from_text("G01+flat G01 G01 G01 G01 / G01 G01 G01+flat G01 G01 / "
                         "G01+flat G01 G01 G01 G01")
    a = analyse(g.tiles, g.stones)
    assert [(h.letter, h.counted) for h in a.hits] == [("A", True), ("A", False)]
    assert a.points["arrangements"] == 5


def test_karesansui_score_arrangement_a():
    """Keima: a knight's move apart, nothing else in the block."""
    assert score("G01+flat . . . . / G01 G01 G01+flat . . / . . . . .")["arrangements"] == 5
    blocked = "G01+flat G01+small . . . / G01 G01 G01+flat . . / . . . . ."
    assert analyse(*_gs(blocked)).points["arrangements"] != 5


def _gs(text: str):
    g = garden_from_text(text)
    return g.tiles, g.stones


def test_karesansui_score_arrangement_b():
    """Diagonal: three stones in a diagonal line, 7 points (more than a keima from them)."""
    assert score("G01+flat . . . . / G01 G01+flat . . . / G01 G01 G01+flat . .")[
        "arrangements"] == 7


def test_karesansui_score_arrangement_c():
    """Three standing stones in the top row: 15, once."""
    p = score("G01+small G01 G01+tall G01 G01+small / . . . . . / . . . . .")
    assert p["arrangements"] == 15
    assert score("G01+small G01 G01+flat G01 G01+small / . . . . . / . . . . .")[
        "arrangements"] == 0


def test_karesansui_score_arrangement_d():
    """The boat stone in the bottom row: boat_bonus points (5 by default), once."""
    text = ". . . . . / . . . . . / G01+boat . . . ."
    assert score(text)["arrangements"] == 5
    assert score(text, boat_bonus=10)["arrangements"] == 10
    assert score(". . . . . / G01+boat . . . . / . . . . .")["arrangements"] == 0


def test_karesansui_score_arrangement_e():
    """E, Mount Hōrai (provisional letter and points): two tall standing stones on
    neighbouring moss tiles, 6 each pair, repeating; other stones or gravel do not count."""
    assert score(". . . . . / M01+tall M01+tall M01+tall . . / . . . . .")[
        "arrangements"] == 12
    assert score("M01+flat M01+flat M01+flat . . / . . . . . / . . . . .")[
        "arrangements"] == 0
    assert score("G01+tall G01+tall . . . / . . . . . / . . . . .")["arrangements"] == 0
    assert data.ARRANGEMENT_INDEX["E"].provisional is not None


def test_karesansui_score_arrangement_f():
    """Provisional F: flat, small standing, reclining left to right in one row: 6, once."""
    assert score(". . . . . / G01+flat G01 G01+small G01 G01+reclining / . . . . .")[
        "arrangements"] == 6
    assert score(". . . . . / G01+small G01 G01+flat G01 G01+reclining / . . . . .")[
        "arrangements"] == 0
    assert data.ARRANGEMENT_INDEX["F"].provisional is not None


def test_karesansui_score_famous_garden():
    """The card's points when its stones stand where it shows them (☆: a standing stone)."""
    g = garden_from_text("G01+small G01 G01+small G01 G01+tall / . . . . . / . . . . .")
    a = analyse(g.tiles, g.stones, ("entsuji",))
    assert a.points["famous_garden"] == 13
    flat = garden_from_text("G01+flat G01 G01+small G01 G01+tall / . . . . . / . . . . .")
    assert analyse(flat.tiles, flat.stones, ("entsuji",)).cards[0].missing == ("a1",)


def test_karesansui_score_card_layouts():
    """14 cards with 3 or 4 stones and 10 to 15 points, all provisional; only the three
    whose play reports hint at moss (龍源院, 大仙院, 金地院) put stones on neighbouring
    cells, and those can be built on moss."""
    assert len(data.FAMOUS_GARDENS) == 14
    for card in data.FAMOUS_GARDENS:
        assert card.provisional is not None and 10 <= card.points <= 15
        assert len(card.stones) in (3, 4)
        cells = {data.cell_index(c) for c, _ in card.stones}
        touching = any(nb in cells for c in cells for nb in data.NEIGHBOURS[c])
        assert touching == (card.id in ("ryogenin", "daisenin", "konchiin")), card.id
    assert score("M01+small M01+tall M01+small . . / . . . . . / . . G01+flat . .",
                 cards=("konchiin",))["famous_garden"] == 0  # b1..d1 ask for c3 too
    met = garden_from_text(". M01+small M01+tall M01+small . / . . . . . / . . G01+flat . .")
    assert analyse(met.tiles, met.stones, ("konchiin",)).points["famous_garden"] == 15
    assert RULES["karesansui.score.card-layouts"].assumption


def test_karesansui_score_virtue():
    """1 point per virtue left."""
    g = garden_from_text(EMPTY)
    assert analyse(g.tiles, g.stones, (), 4).points["virtue"] == 4
    s = arrange(start(), virtue={0: 5, 1: 2})
    assert [p["virtue"] for p in s.scores().points] == [5, 2]


def test_karesansui_score_ties_shared():
    """The highest total wins; ties share the win."""
    s = arrange(start(), virtue={0: 3, 1: 3})
    sheet = s.scores()
    assert sheet.winners == (0, 1) and sheet.tiebreak == "karesansui.score.ties-shared"
    assert arrange(start(), virtue={0: 4}).scores().winners == (0,)


def test_karesansui_data_tiles():
    """Every tile design is provisional and registered as such."""
    assert all(d.provisional is not None for d in data.DESIGNS)
    assert {p.id for p in data.PROVISIONAL if p.kind == "tile"} == set(data.DESIGN_INDEX)
    assert RULES["karesansui.data.tiles"].assumption
    s = play(draw(start(), "G07"), "place G07 at a1")
    assert "provisional" in str(s.render())


# -- the registry ---------------------------------------------------------------------------


def test_build_reaches_a_seed_example():
    """The seed's worked example (a 4 x 2 gravel rectangle = 8) as a position of play."""
    b = build("G01 G02 G03 G04 . / G05 G06 G01 G02 . / . . . . .")
    assert b.state.scores().points[0]["gravel"] == 8
    replay = GAME.new_game(players=2)
    for a in b.actions:
        replay = replay.apply(a)
    assert replay == b.state


def test_bad_saves_are_refused():
    """A save whose content breaks a rule is a BadSave naming the field."""
    doc = json.loads(start().to_json())
    doc["state"]["gardens"][0][4] = "G01"  # e1: not next to a1 or a3
    doc["state"]["deck"]["G01"] -= 1
    doc["state"]["stacks"][0] -= 1
    with pytest.raises(BadSave, match="gardens"):
        GAME.from_json(json.dumps(doc))
    with pytest.raises(IllegalAction):
        start().apply("zazen")


@pytest.mark.parametrize("last", ["<script>alert(1)</script>", "deal garden", "Zazen",
                                  "draw from stack １"])
def test_bad_saves_last_action_is_a_notation(last):
    """The last action of a save is an action in its exact notation (any clean text used to
    load and show as the board's last action); so is the studio's."""
    from tutor.games.karesansui.studio import STUDIO

    doc = json.loads(start().to_json())
    doc["state"]["last_action"] = last
    with pytest.raises(BadSave, match=r"state\.last_action"):
        GAME.from_json(json.dumps(doc))
    doc = json.loads(STUDIO.new_game().apply("virtue 3").to_json())
    assert doc["state"]["last_action"] == "virtue 3"
    doc["state"]["last_action"] = last
    with pytest.raises(BadSave, match=r"state\.last_action"):
        STUDIO.from_json(json.dumps(doc))


def test_every_rule_has_a_test():
    """Every registered rule id has a test function named after it in this module."""
    module = sys.modules[__name__]
    missing = [
        rule_id for rule_id in RULES.ids()
        if not callable(getattr(module, "test_" + rule_id.replace(".", "_").replace("-", "_"),
                                None))
    ]
    assert not missing, f"rules without a test: {missing}"
    assert len(RULES) >= 60 and karesansui.RULES is RULES


def test_karesansui_action_notation_ascii_digits():
    """'draw from stack 1' and the studio's 'virtue 3' read ASCII digits only: fullwidth or
    Arabic-Indic digits (which int() reads) and superscripts (which it refuses) are refused
    as notation."""
    from tutor.games.karesansui.studio import STUDIO

    assert str(KaresansuiAction.parse("draw from stack 1")) == "draw from stack 1"
    for bad in ("draw from stack １", "draw from stack ١", "draw from stack ¹"):
        with pytest.raises(NotationError):
            KaresansuiAction.parse(bad)
    studio = STUDIO.new_game()
    assert studio.check("virtue 3")
    for bad in ("virtue ３", "virtue ٣", "virtue ³"):
        assert studio.check(bad).rule.endswith("action.notation"), bad
        with pytest.raises(NotationError):
            studio.apply(bad)
