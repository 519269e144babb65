"""Karesansui components: the known totals, the provisional catalogue, the derived geometry,
and proof that every scoring element can occur in play.

The known totals come from the seed (80 tiles of 22 designs, 13 gravel and 9 moss; 25
stones; 14 famous-garden and 9 gardener cards) and the research (the stone table per player
count). Everything the printed rulebook shows only as pictures is provisional data, each
entry with its reason in both languages.
"""

from __future__ import annotations

import re

import pytest

from tutor.games.karesansui import data
from tutor.games.karesansui.positions import build
from tutor.games.karesansui.scoring import analyse, garden_from_text, joins
from tutor.games.karesansui.state import GAME


def test_known_totals():
    """80 tiles, 22 designs (13 gravel, 9 moss), 25 stones, 14 + 9 cards."""
    assert sum(d.copies for d in data.DESIGNS) == data.TILE_COUNT == 80
    assert len(data.DESIGNS) == data.DESIGN_COUNT == 22
    assert sum(not d.moss for d in data.DESIGNS) == data.GRAVEL_DESIGNS == 13
    assert sum(d.moss for d in data.DESIGNS) == data.MOSS_DESIGNS == 9
    assert len(data.FAMOUS_GARDENS) == data.GARDEN_CARD_COUNT == 14
    assert len(data.GARDENERS) == data.GARDENER_CARD_COUNT == 9
    assert sum(data.STONE_COUNTS[4]) == data.STONE_TOTAL == 25
    assert [k.threshold for k in data.STONE_KINDS] == [1, 2, 3, 4, 5]


@pytest.mark.parametrize("players,counts", [(2, (4, 5, 2, 3, 1)), (3, (5, 6, 3, 4, 2)),
                                            (4, (6, 7, 4, 5, 3))])
def test_stone_table(players, counts):
    """The stones set out per player count (research W1)."""
    assert data.STONE_COUNTS[players] == counts
    assert GAME.new_game(players=players).supply == counts


def test_the_gravel_catalogue_follows_what_is_known():
    """6 plain designs that join every neighbour sideways, a half circle, small and large
    arcs left and right, double arcs; raked lines run left to right."""
    plain = [d for d in data.DESIGNS if not d.moss and not d.arcs and not d.half]
    assert len(plain) == 6
    for d in plain:
        top, right, bottom, left = data.design_edges(d)
        assert right == left == "llll" and top == bottom == "pppppp"
    halves = [d for d in data.DESIGNS if d.half and not d.moss]
    assert len(halves) == 1
    arcs = {(a.size, a.corner) for d in data.DESIGNS if len(d.arcs) == 1 and not d.moss
            for a in d.arcs}
    assert arcs == {("s", "bl"), ("s", "br"), ("b", "bl"), ("b", "br")}
    assert sum(1 for d in data.DESIGNS if len(d.arcs) == 2) == 2
    # plain sand and the half circle always join sideways (research R2)
    sideways = [2 * data.DESIGN_INDEX[d.id] + t for d in plain + halves for t in (0, 1)]
    assert all(joins(a, b, "h") for a in sideways for b in sideways)


def test_every_provisional_item_says_why():
    """Each provisional entry has its reason in both languages; the list is complete."""
    kinds = {}
    for item in data.PROVISIONAL:
        assert item.reason.en.strip() and item.reason.zh.strip()
        kinds[item.kind] = kinds.get(item.kind, 0) + 1
    assert kinds == {"tile": 22, "arrangement": 6, "famous-garden": 14, "gardener": 5,
                     "card-symbol": 2}
    # the letters of A to E are inferences, F a stand-in; D's and E's points are not known
    assert all(a.provisional for a in data.ARRANGEMENTS)
    assert [s for s, _ in data.CARD_SYMBOLS.items()] == ["☆", "□"]


def test_round_three_names_and_limits():
    """All nine gardener cards are named; 11 of 14 famous gardens (詩仙堂 is not one); a card
    is worth at most 15; E is Mount Hōrai; M02 is the round moss tile."""
    assert [g.name.zh for g in data.GARDENERS] == [
        "夢窗疏石", "善阿彌", "雪舟", "千利休", "石川丈山", "小堀遠州", "賢庭", "金森宗和",
        "重森三玲"]
    assert {g.id for g in data.GARDENERS if g.provisional} == {
        "rikyu", "enshu", "kentei", "kanamori", "shigemori"}
    named = {g.id for g in data.FAMOUS_GARDENS if "garden-" not in g.id}
    assert named == {"ryoanji", "nanzenji", "saihoji", "tofukuji", "ryoginan", "komyoin",
                     "raikyuji", "entsuji", "ryogenin", "daisenin", "konchiin"}
    assert "詩仙堂" not in {g.name.zh for g in data.FAMOUS_GARDENS}
    assert all(10 <= g.points <= 15 and 3 <= len(g.stones) <= 4 for g in data.FAMOUS_GARDENS)
    e = data.ARRANGEMENT_INDEX["E"]
    assert e.name.zh == "蓬萊山" and e.kinds == ("tall",) and e.moss
    m02 = data.design("M02")
    assert m02.name.en == "round moss" and m02.provisional and "丸苔" in m02.provisional.zh
    # the hinted layouts: neighbouring stones (which need moss) where the reports suggest
    def cells(card: str) -> set[str]:
        return {c for c, _ in data.GARDEN_INDEX[card].stones}
    assert {"b2", "c2"} <= cells("ryogenin")
    assert {"d1", "e1"} <= cells("daisenin")
    assert {("b1", "☆"), ("c1", "☆"), ("d1", "☆")} <= set(data.GARDEN_INDEX["konchiin"].stones)


def test_provisional_reasons_cite_sources_by_name():
    """The reasons are shown as data to learners and teachers: they name a source by its
    file name or its kind (a player's glossary, a card list), never by our working notes'
    words ("seed", "research R1", "研究")."""
    internal = re.compile(r"\b[Ss]eeds?\b|\bresearch\b|研究|\b[A-Z]\d\b")
    for item in data.PROVISIONAL:
        for lang in ("en", "zh-Hant"):
            found = internal.search(item.reason[lang])
            assert not found, f"{item.kind} {item.id} ({lang}): {found.group()!r}"


def test_gardener_steps_use_the_vocabulary():
    """Every gardener card is written in the effect vocabulary the engine reads."""
    for g in data.GARDENERS:
        for step in g.steps:
            assert step[0] in data.STEP_KINDS
            if step[0] == "stone":
                assert step[1] in ("free", "normal")
            if step[0] == "draw":
                assert 1 <= step[2] <= step[1] <= 3


def test_turned_and_mirrored_geometry():
    """Turning a tile turns its edges; mirror pairs are each other's mirror images."""
    o = data.ORIENTED[data.oriented_index("G09", False)]
    t = data.ORIENTED[data.oriented_index("G09", True)]
    assert o.edges == ("pppppp", "llss", "ppppss", "llll")
    assert t.edges == ("sspppp", "llll", "pppppp", "ssll")
    assert [a.corner for a in t.arcs] == ["tl"]
    pairs = [("G02", "G03"), ("G08", "G09"), ("G10", "G11"), ("G12", "G13"), ("M03", "M04"),
             ("M06", "M07")]
    for a, b in pairs:
        oa = data.ORIENTED[data.oriented_index(a, False)]
        ob = data.ORIENTED[data.oriented_index(b, False)]
        assert oa.mirror_look == ob.look, (a, b)


def test_cells_and_seams():
    """15 cells a1..e3, 22 seams, neighbours within the board."""
    assert data.CELL_NAMES[:5] == ("a1", "b1", "c1", "d1", "e1")
    assert data.CELL_NAMES[-1] == "e3" and len(data.SEAMS) == 22
    assert data.NEIGHBOURS[0] == (5, 1) and len(data.NEIGHBOURS[7]) == 4


# -- every scoring element occurs in play -------------------------------------------------


def _orange(plan: str, players: int = 2, cards: tuple[str, ...] = ()):
    """Orange's garden analysis after building ``plan`` by legal play."""
    b = build(plan, players=players, cards=cards)
    state = b.state
    g = garden_from_text(plan)
    assert state.gardens[0] == g.tiles and state.stones[0] == g.stones
    return state, analyse(state.gardens[0], state.stones[0], state.scoring_cards(0),
                          state.virtue[0])


def test_rectangle_symmetry_and_joined_ripples_occur_in_play():
    """A complete gravel garden: rectangle 15, three symmetric rows, every seam joined."""
    _s, a = _orange("G01 G01 G01 G01 G01 / G02 G04 G05 G04 G03 / G06 G06 G01 G06 G06")
    assert a.points["gravel"] == 15 and a.points["symmetry"] == 15
    assert a.points["ripples"] == 7 and a.complete


def test_whirlpools_occur_in_play():
    """Full circles of small and large arcs, a circle of two half-circle tiles, half
    circles of two tiles and of one, and a moss circle worth nothing; broken seams too."""
    _s, a = _orange("G09 G08 G11 G10 G07 / G08' G09' G10' G11' G07' / M06 M07 G07 G09 G08")
    shapes = sorted((c.full, len(c.cells), c.points) for c in a.circles)
    assert shapes == [(False, 1, 1), (False, 2, 0), (False, 2, 2), (True, 2, 4),
                      (True, 4, 8), (True, 4, 8)]
    assert a.points["whirlpools"] == 23
    assert a.points["ripples"] < 0 and a.broken


def test_stone_arrangements_c_d_e_f_and_the_card_occur_in_play():
    """The triad, the boat stone, Mount Hōrai (two tall stones on neighbouring moss), the set
    order, five kinds of stone, moss and a famous-garden card, in a 4-player game."""
    plan = ("M02+small G01 M02+small G01 M01+tall / G02 G03 G04 G05 M01+tall"
            " / M09+flat G01 M02+small M01+boat M05+reclining")
    state, a = _orange(plan, players=4, cards=("entsuji",))
    letters = {h.letter for h in a.hits if h.counted}
    assert {"C", "D", "E", "F"} <= letters
    assert a.points["stone_kinds"] == 10 and a.points["moss"] == 16
    assert a.points["famous_garden"] == 13
    assert state.scores().points[0]["famous_garden"] == 13


def test_keima_and_diagonal_occur_in_play():
    """Arrangements A and B, each in a 3-player game; virtue is left over to score."""
    _s, a = _orange("G01+flat G02 G03 . . / G04 G05 G01+small . . / . . . . .", players=3)
    assert [(h.letter, h.counted) for h in a.hits] == [("A", True)]
    s, b = _orange("G01+flat G02 G03 . . / G04 G01+flat G05 . . / G06 G02 G01+small . .",
                   players=3)
    assert ("B", True) in [(h.letter, h.counted) for h in b.hits]
    assert b.points["arrangements"] == 7
    assert s.virtue[0] >= 1 and s.scores().points[0]["virtue"] == s.virtue[0]
