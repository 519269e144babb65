"""Karesansui scoring on hand-built gardens: each of the nine items, where it lies on the
board, and the seed's overlap rules for the stone arrangements A to F.

Gardens are written row by row (``/`` between rows): a design id, ``'`` when turned,
``+kind`` for a stone, ``.`` for an empty space. The scoring does not check the stone rules
(the studio may show gardens a real game forbids), so some gardens below have stones side by
side on gravel.
"""

from __future__ import annotations

import pytest

from tutor.games.karesansui.data import CELL_NAMES, ORIENTED, cell_index
from tutor.games.karesansui.scoring import (
    CATEGORIES,
    analyse,
    arrangement_hits,
    garden_from_text,
    largest_rectangle,
    seams,
    symmetric_rows,
    whirlpools,
)


def garden(text: str):
    g = garden_from_text(text)
    return g.tiles, g.stones


def hits(text: str, boat_bonus: int = 5) -> list[tuple[str, tuple[str, ...], bool]]:
    tiles, stones = garden(text)
    moss = frozenset(c for c, t in enumerate(tiles) if t >= 0 and ORIENTED[t].moss)
    return [(h.letter, tuple(CELL_NAMES[c] for c in h.cells), h.counted)
            for h in arrangement_hits(stones, boat_bonus, moss)]


def points(text: str, **kw) -> dict[str, int]:
    tiles, stones = garden(text)
    return analyse(tiles, stones, **kw).points


def test_nine_categories_in_the_seeds_order():
    """The score sheet's lines are the seed's nine items, each citing its rule."""
    assert [c.id for c in CATEGORIES] == ["gravel", "moss", "symmetry", "whirlpools",
                                          "ripples", "stone_kinds", "arrangements",
                                          "famous_garden", "virtue"]
    assert all(c.rule.startswith("karesansui.score.") for c in CATEGORIES)


def test_garden_text_is_checked():
    """A garden's text must be 3 rows of 5 known designs and stone kinds."""
    for bad in ("G01", "G01 G01 G01 G01 G01 / . . . . . / . . . .",
                "G99 . . . . / . . . . . / . . . . .", "G01+gem . . . . / . . . . . / . . . . ."):
        with pytest.raises(ValueError):
            garden_from_text(bad)


# -- (1) the gravel rectangle ---------------------------------------------------------------


def test_rectangle_is_the_largest_of_gravel_only():
    """Moss and empty spaces break a rectangle; the seed's 4 x 2 = 8 example."""
    tiles, _ = garden("G01 G01 G01 G01 M01 / G01 G01 G01 G01 G01 / M02 G01 G01 G01 .")
    assert largest_rectangle(tiles) == (9, (0, 1, 3, 3))
    tiles, _ = garden("G01 G01 G01 G01 M01 / G01 G01 G01 G01 M01 / M02 M01 . . .")
    assert largest_rectangle(tiles) == (8, (0, 0, 2, 4))
    tiles, _ = garden("M01 M01 . . . / . . . . . / . . . . .")
    assert largest_rectangle(tiles) == (0, None)


def test_a_single_column_or_row_is_a_rectangle():
    tiles, _ = garden("G01 M01 M01 M01 M01 / G01 M01 M01 M01 M01 / G01 M01 M01 M01 M01")
    assert largest_rectangle(tiles) == (3, (0, 0, 3, 1))


# -- (2) moss -------------------------------------------------------------------------------


def test_moss_counts_every_green_tile():
    p = points("M01 M02 M03 M04 M05 / M06 M07 M08 M09 G01 / . . . . .")
    assert p["moss"] == 18 and p["gravel"] == 1


# -- (3) symmetry -----------------------------------------------------------------------------


def test_mirror_pairs_make_symmetric_rows():
    """Outer tiles mirror each other, so do the second and fourth; the middle mirrors
    itself."""
    tiles, _ = garden("G08 G12 M02 G13 G09 / G03 M03 G07' M04 G02 / G10 G11 G01 G10 G11")
    assert symmetric_rows(tiles) == (0, 1, 2)
    tiles, _ = garden("G08 G12 M02 G13 G08 / G03 M03 G07' M03 G02 / G10 G11 G01 G11 G10")
    assert symmetric_rows(tiles) == ()  # each row has a pair the wrong way round


def test_turning_breaks_or_keeps_symmetry():
    """A turned half circle mirrors itself; a turned arc on one side needs a turned arc on
    the other."""
    tiles, _ = garden("G09' G01 G07' G01 G08' / G09' G01 G07 G01 G08 / . . . . .")
    assert symmetric_rows(tiles) == (0,)


def test_incomplete_rows_are_not_symmetric():
    tiles, _ = garden("G01 G01 . G01 G01 / . . . . . / . . . . .")
    assert symmetric_rows(tiles) == ()


def test_middle_option():
    """By default any tile stands in the middle (the summary's 一獨立砂紋型態);
    symmetry_middle='symmetric' asks it to be symmetric in itself."""
    tiles, _ = garden("G01 G01 G08 G01 G01 / . . . . . / . . . . .")
    assert symmetric_rows(tiles) == (0,) and symmetric_rows(tiles, "any") == (0,)
    assert symmetric_rows(tiles, "symmetric") == ()


# -- (4) whirlpools ---------------------------------------------------------------------------


def test_full_circle_of_four_tiles_scores_eight():
    """Research H1: a circle of four tiles, 8 points (the seed's '4 points' contradicts its
    own rule)."""
    tiles, _ = garden(". G09 G08 . . / . G08' G09' . . / . . . . .")
    (c,) = whirlpools(tiles)
    assert c.full and c.points == 8 and [CELL_NAMES[x] for x in c.cells] == [
        "b1", "c1", "b2", "c2"]
    assert c.centre == (6.0, 2.0) and c.radius == 1.0


def test_half_circles_of_two_tiles_on_each_side():
    """Two neighbouring arcs around one point: a half circle bulging that way, 2 points."""
    up = whirlpools(garden(". . . . . / . . . . . / G09 G08 . . .")[0])
    assert [(c.full, c.opening, c.points) for c in up] == [(False, "up", 2)]
    down = whirlpools(garden("G08' G09' . . . / . . . . . / . . . . .")[0])
    assert [(c.full, c.opening, c.points) for c in down] == [(False, "down", 2)]
    left = whirlpools(garden("G09 . . . . / G08' . . . . / . . . . .")[0])
    assert [(c.full, c.opening) for c in left] == [(False, "left")]
    right = whirlpools(garden("G08 . . . . / G09' . . . . / . . . . .")[0])
    assert [(c.full, c.opening) for c in right] == [(False, "right")]  # on the left border


def test_half_circle_tiles():
    """A half-circle tile alone is a half circle (1 point); facing a turned one below, a
    circle of two tiles (4 points); the turned one alone bulges down."""
    assert [(c.full, c.points) for c in whirlpools(garden("G07 . . . . / . . . . . / "
                                                          ". . . . .")[0])] == [(False, 1)]
    (c,) = whirlpools(garden("G07 . . . . / G07' . . . . / . . . . .")[0])
    assert c.full and c.points == 4 and c.cells == (0, 5)
    (c,) = whirlpools(garden(". . . . . / . . . . . / G07' . . . .")[0])
    assert c.opening == "down" and c.points == 1


def test_circles_with_moss_score_nothing():
    """Seed item (4): circles built of moss tiles score nothing, nor do mixed ones."""
    tiles, _ = garden("M08 . . . . / M08' . . . . / M06 M07 . . .")
    circles = whirlpools(tiles)
    assert len(circles) == 2 and all(c.points == 0 for c in circles)
    tiles, _ = garden("G07 . . . . / M08' . . . . / . . . . .")
    assert [c.points for c in whirlpools(tiles)] == [0]


def test_double_arcs_take_part_in_two_circles():
    """A double-arc tile carries a large and a small arc: it can serve two circles."""
    tiles, _ = garden("G11 G12 G08 . . / . . . . . / . . . . .")
    circles = whirlpools(tiles)
    assert sorted((c.radius, len(c.cells)) for c in circles) == [(1.0, 2), (2.0, 2)]
    assert sum(c.points for c in circles) == 4


# -- (5) ripples --------------------------------------------------------------------------


def test_broken_seams_are_listed():
    """Each seam between two laid tiles whose sides differ costs 2."""
    tiles, _ = garden("G01 G09 G01 . . / G07 G01 . . . / . . . . .")
    joined, broken = seams(tiles)
    assert [(CELL_NAMES[a], CELL_NAMES[b]) for a, b in broken] == [("b1", "c1"), ("b1", "b2")]
    assert [(CELL_NAMES[a], CELL_NAMES[b]) for a, b in joined] == [
        ("a1", "b1"), ("a2", "b2"), ("a1", "a2")]
    p = points("G01 G09 G01 . . / G07 G01 . . . / . . . . .")
    assert p["ripples"] == -2 * len(broken)


def test_plus_seven_needs_a_complete_garden():
    """All seams joined but spaces empty: 0, not 7."""
    assert points("G01 G01 G01 G01 G01 / G01 . . . . / . . . . .")["ripples"] == 0
    full = "G01 G02 G03 G04 G05 / G06 G01 G02 G03 G04 / G05 G06 G01 M02 M02"
    assert points(full)["ripples"] == 7


def test_moss_joins_moss():
    """Moss reaching a side joins moss on the facing side, not raked lines."""
    assert points("M01 M01 . . . / M01 . . . . / . . . . .")["ripples"] == 0
    assert points("M01 G01 . . . / . . . . . / . . . . .")["ripples"] == -2
    assert points("M09 M09 . . . / . . . . . / . . . . .")["ripples"] == 0


# -- (6) stone kinds ------------------------------------------------------------------------


def test_stone_kinds():
    p = points("G01+flat G01 G01+small G01 G01+reclining / . . . . . / "
               "G01+tall G01 G01+boat G01 G01+flat")
    assert p["stone_kinds"] == 10


# -- (7) arrangements A-F and their overlaps -----------------------------------------------


def test_keima_needs_an_empty_block():
    assert hits("G01+flat . . . . / . . G01+flat . . / . . . . .") == [
        ("A", ("a1", "c2"), True)]
    # b1 lies in the a1-c2 block: no keima
    assert hits("G01+flat G01+flat . . . / . . G01+flat . . / . . . . .") == []


def test_a_with_a_shares_no_stone():
    """Two keima through one stone: only one counts; disjoint ones both count."""
    found = hits("G01+flat . . . G01+flat / . . G01+flat . . / . . . . .")
    assert [(h[0], h[2]) for h in found] == [("A", True), ("A", False)]
    both = hits("G01+flat . . . G01+flat / . . G01+flat . . / . . . G01+flat .")
    counted = [h[1] for h in both if h[2]]
    assert sorted(counted) == [("a1", "c2"), ("e1", "d3")]
    assert points("G01+flat . . . G01+flat / . . G01+flat . . / . . . G01+flat .")[
        "arrangements"] == 10


def test_a_with_b_takes_the_higher():
    """A diagonal (7) and a keima (5) through one stone: only the diagonal counts."""
    text = "G01+flat . . . . / . G01+flat . . G01+flat / . . G01+flat . ."
    found = hits(text)
    assert ("B", ("a1", "b2", "c3"), True) in found
    assert ("A", ("e2", "c3"), False) in found
    assert points(text)["arrangements"] == 7


def test_b_with_b_shares_no_stone():
    """Two diagonals through the middle stone: one counts."""
    text = "G01+flat . G01+flat . . / . G01+flat . . . / G01+flat . G01+flat . ."
    found = [h for h in hits(text) if h[0] == "B"]
    assert len(found) == 2 and sum(h[2] for h in found) == 1


def test_c_counts_once_and_shares_stones():
    """Four standing stones in the top row still score C once; a keima may share one of
    them (A with C is allowed)."""
    text = "G01+small G01+tall G01+small G01+tall . / . . . . . / . G01+flat . . ."
    found = hits(text)
    assert [h for h in found if h[0] == "C"] == [("C", ("a1", "b1", "c1", "d1"), True)]
    assert ("A", ("a1", "b3"), True) not in found  # b1 lies in the a1-b3 block
    text2 = "G01+small . G01+small . G01+tall / . . . . . / . G01+flat . . ."
    assert points(text2)["arrangements"] == 15 + 5


def test_d_counts_once():
    """Two boat stones in the bottom row (impossible in play) still score D once."""
    text = ". . . . . / . . . . . / G01+boat . . . G01+boat"
    assert [h for h in hits(text) if h[0] == "D"] == [("D", ("a3", "e3"), True)]
    assert points(text, boat_bonus=7)["arrangements"] == 7


def test_e_repeats_and_overlaps():
    """E, Mount Hōrai (provisional letter and points): two tall standing stones on
    neighbouring moss tiles; it counts every pair, even sharing stones, and alongside
    others."""
    text = "M01+tall M01+tall . . . / M01+tall . . . . / . . . . ."
    assert [h for h in hits(text) if h[0] == "E"] == [("E", ("a1", "b1"), True),
                                                        ("E", ("a1", "a2"), True)]
    assert points(text)["arrangements"] == 12
    for other in ("M01+tall M01+small . . . / . . . . . / . . . . .",  # a small one
                  "M01+flat M01+flat . . . / . . . . . / . . . . .",
                  "M01+tall G01+tall . . . / . . . . . / . . . . .",  # gravel under one
                  "G01+tall G01+tall . . . / . . . . . / . . . . .",
                  "M01+tall . M01+tall . . / . . . . . / . . . . ."):  # not neighbours
        assert not [h for h in hits(other) if h[0] == "E"], other
    with_c = "M01+tall M01+tall M01+small . . / . . . . . / . . . . ."
    assert points(with_c)["arrangements"] == 15 + 6  # C shares both tall stones


def test_f_counts_once():
    """F (provisional): the set order in two rows counts once."""
    text = ("G01+flat G01+small G01+reclining . . / . . . . . / "
            "G01+flat . G01+small . G01+reclining")
    f = [h for h in hits(text) if h[0] == "F"]
    assert [h[2] for h in f] == [True, False]


# -- (8) the famous-garden card and (9) virtue ------------------------------------------


def test_card_needs_the_symbols_kinds():
    """☆ asks for a standing stone, □ for any stone; only one card scores."""
    tiles, stones = garden(". G01+small . G01+tall . / . . . . . / . . G01+flat . .")
    a = analyse(tiles, stones, ("nanzenji",))
    assert a.cards[0].met and a.points["famous_garden"] == 12
    tiles, stones = garden(". G01+flat . G01+tall . / . . . . . / . . G01+flat . .")
    a = analyse(tiles, stones, ("nanzenji",))
    assert a.cards[0].missing == ("b1",) and a.points["famous_garden"] == 0
    tiles, stones = garden("G01+small . G01+small . G01+tall / . . . . . / "
                           "G01+flat . G01+flat . G01+flat")
    a = analyse(tiles, stones, ("entsuji", "raikyuji", "tofukuji"))
    assert [c.met for c in a.cards] == [True, True, True]
    assert a.points["famous_garden"] == 13 and sum(c.counted for c in a.cards) == 1


def test_virtue_scores_one_each():
    tiles, stones = garden(". . . . . / . . . . . / . . . . .")
    assert analyse(tiles, stones, (), 6).points["virtue"] == 6
    assert analyse(tiles, stones, (), 6).total == 6


def test_cell_names_round_trip():
    assert all(cell_index(CELL_NAMES[i]) == i for i in range(15))
