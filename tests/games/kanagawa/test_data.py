"""Kanagawa components against the research's distributions and checksums (research §3.4).

Each count here is stated in the research notes or a seed; a failure means the
transcription in :mod:`tutor.games.kanagawa.data` drifted from the sources.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter

import pytest

from tutor.games.kanagawa import data
from tutor.games.kanagawa.data import (
    CARDS,
    DIPLOMAS,
    FAMILIES,
    LANDSCAPES,
    SEASONS,
    START_TILES,
    DiplomaGroup,
    Family,
    Landscape,
    Measure,
    Reward,
    Season,
    StudioIcon,
    Subject,
)
from tutor.games.kanagawa.glossary import TERMS

A, C, B, T = Family.ANIMALS, Family.CHARACTERS, Family.BUILDINGS, Family.TREES
FO, MO, PL, OC = Landscape.FOREST, Landscape.MOUNTAIN, Landscape.PLAIN, Landscape.OCEAN
CJK = re.compile(r"[\u4e00-\u9fff]")


def landscape_cards(family: Family | None = None) -> list[data.LessonCard]:
    return [c for c in CARDS if c.studio.landscape in LANDSCAPES
            and (family is None or c.family is family)]


def with_icon(icon: StudioIcon) -> list[data.LessonCard]:
    return [c for c in CARDS if icon in c.studio.icons]


# -- lesson cards: totals and ids -------------------------------------------------------------


def test_72_cards_18_per_back():
    """72 lesson cards, 18 of each back colour (seed 000, research §1)."""
    assert len(CARDS) == data.LESSON_CARD_COUNT == 72
    assert Counter(c.family for c in CARDS) == {f: data.CARDS_PER_BACK for f in FAMILIES}


def test_card_ids_unique_and_in_research_order():
    """Ids are unique and run A01..A18, C01..C18, B01..B18, T01..T18 (research §3.1)."""
    expected = [f"{f.prefix}{n:02d}" for f in FAMILIES for n in range(1, 19)]
    assert [c.id for c in CARDS] == expected
    assert len(data.CARD_INDEX) == 72


def test_deck_is_six_full_four_player_lessons():
    """72 cards = 6 lessons of 4 columns x 3 rows (research §9.1)."""
    assert data.LESSON_CARD_COUNT == 6 * data.SCHOOL_BOARD_COLUMNS * data.SCHOOL_ROWS


# -- seasons ------------------------------------------------------------------------------------


def test_16_of_each_season_and_8_storms():
    """The deck has 16 spring, summer, autumn and winter cards and 8 storms (research §3.4)."""
    counts = Counter(c.painting.season for c in CARDS)
    assert counts == {**{s: 16 for s in SEASONS}, Season.STORM: 8}


@pytest.mark.parametrize("family", FAMILIES, ids=lambda f: f.value)
def test_seasons_per_family(family):
    """Each family has 4 cards of each season and 2 storms (research §3.4)."""
    counts = Counter(c.painting.season for c in data.cards_by_back(family))
    assert counts == {**{s: 4 for s in SEASONS}, Season.STORM: 2}


def test_studio_landscape_fixes_season():
    """Forest studios are spring, plain summer, mountain autumn, ocean winter (§3.4)."""
    season_of = {FO: Season.SPRING, PL: Season.SUMMER, MO: Season.AUTUMN, OC: Season.WINTER}
    cards = landscape_cards()
    assert len(cards) == 48
    assert all(c.painting.season is season_of[c.studio.landscape] for c in cards)


# -- painting requirements --------------------------------------------------------------------


def test_14_single_and_4_double_requirements_per_landscape():
    """Each landscape is needed by 14 single-icon and 4 double-icon paintings (§3.4)."""
    counts = Counter((c.painting.landscapes[0], len(c.painting.landscapes)) for c in CARDS)
    assert counts == {**{(land, 1): 14 for land in LANDSCAPES},
                      **{(land, 2): 4 for land in LANDSCAPES}}


def test_double_icons_are_one_landscape():
    """A two-icon painting needs two icons of the same landscape, never universal (§2.5)."""
    for c in CARDS:
        assert len(set(c.painting.landscapes)) == 1
        assert Landscape.UNIVERSAL not in c.painting.landscapes


def test_studio_landscape_fixes_painting_requirement():
    """Each studio landscape pairs with the same three requirements in every family (§3.4)."""
    needs = {
        FO: {(FO,), (OC, OC), (PL,)},
        PL: {(PL,), (FO, FO), (MO,)},
        MO: {(MO,), (PL, PL), (OC,)},
        OC: {(OC,), (MO, MO), (FO,)},
    }
    for family in FAMILIES:
        for land, expected in needs.items():
            got = [c.painting.landscapes for c in landscape_cards(family)
                   if c.studio.landscape is land]
            assert Counter(got) == Counter(expected), (family, land)


def test_brush_move_universal_and_keep_cards_paintings():
    """Brush cards need ocean, move cards forest, universal mountain; keeps are storms (§3.4)."""
    brush = with_icon(StudioIcon.BRUSH)
    assert {c.painting.landscapes for c in brush} == {(OC,)}
    assert Counter(c.painting.season for c in brush) == {Season.SUMMER: 3, Season.SPRING: 1}
    move = with_icon(StudioIcon.MOVE)
    assert {c.painting.landscapes for c in move} == {(FO,)}
    assert Counter(c.painting.season for c in move) == {Season.AUTUMN: 3, Season.SPRING: 1}
    universal = [c for c in CARDS if c.studio.landscape is Landscape.UNIVERSAL]
    assert {c.painting.landscapes for c in universal} == {(MO,)}
    keep = with_icon(StudioIcon.KEEP)
    assert all(c.painting.season is Season.STORM and not c.painting.subjects for c in keep)
    keep_needs = {c.family: c.painting.landscapes for c in keep}
    assert keep_needs == {A: (MO,), B: (MO,), C: (FO,), T: (FO,)}


def test_painting_bonus_totals():
    """Painting harmony bonuses: animals 6, characters 6, buildings 6, trees 5 (§3.4)."""
    totals = {f: sum(c.painting.bonus for c in data.cards_by_back(f)) for f in FAMILIES}
    assert totals == {A: 6, C: 6, B: 6, T: 5}
    assert {c.painting.bonus for c in CARDS} == {0, 1}


# -- studio halves ------------------------------------------------------------------------------


@pytest.mark.parametrize("family", FAMILIES, ids=lambda f: f.value)
def test_studio_halves_per_family(family):
    """Per family: 3 studios of each landscape, 1 universal, 1 brush, 1 move, 1 keep, 2 assistant
    only (§3.4)."""
    cards = data.cards_by_back(family)
    assert Counter(c.studio.landscape for c in landscape_cards(family)) == {
        land: 3 for land in LANDSCAPES}
    assert sum(c.studio.landscape is Landscape.UNIVERSAL for c in cards) == 1
    bare = [c for c in cards if c.studio.landscape is None]
    assert Counter(c.studio.icons for c in bare) == {
        (StudioIcon.BRUSH,): 1, (StudioIcon.MOVE,): 1, (StudioIcon.KEEP,): 1,
        (StudioIcon.ASSISTANT,): 2}


def test_assistant_icons_on_landscape_cards():
    """Assistant icons on landscape studios: animals 2, characters 4, buildings 4, trees 2."""
    counts = Counter(c.family for c in landscape_cards()
                     if StudioIcon.ASSISTANT in c.studio.icons)
    assert counts == {A: 2, C: 4, B: 4, T: 2}


def test_studio_totals_over_the_deck():
    """Studios: 12 per landscape, 4 universal, 20 bare; icons 4 brush, 4 move, 4 keep, 20
    assistant (§3.4)."""
    assert Counter(c.studio.landscape for c in CARDS) == {
        **{land: 12 for land in LANDSCAPES}, Landscape.UNIVERSAL: 4, None: 20}
    icons = Counter(i for c in CARDS for i in c.studio.icons)
    assert icons == {StudioIcon.BRUSH: 4, StudioIcon.MOVE: 4, StudioIcon.KEEP: 4,
                     StudioIcon.ASSISTANT: 20}
    assert all(len(c.studio.icons) <= 1 for c in CARDS)


def test_studio_points():
    """Universal -2, keep +2, assistant-only +1, every other studio 0 (§2.3, §3.2 D2, §3.4)."""
    for c in CARDS:
        if c.studio.landscape is Landscape.UNIVERSAL:
            expected = data.UNIVERSAL_STUDIO_POINTS
        elif c.studio.icons == (StudioIcon.KEEP,):
            expected = 2
        elif c.studio.landscape is None and c.studio.icons == (StudioIcon.ASSISTANT,):
            expected = 1
        else:
            expected = 0
        assert c.studio.points == expected, c.id
    assert all(sum(c.studio.points for c in data.cards_by_back(f)) == 2 for f in FAMILIES)


# -- subjects -----------------------------------------------------------------------------------


def test_subjects_match_their_back():
    """Every subject on a painting belongs to the card's family (seed 000, research §2.1)."""
    for c in CARDS:
        assert all(s.family is c.family for s in c.painting.subjects), c.id


def test_subject_counts():
    """Animal, character and building kinds and their counts (research §3.3)."""
    kinds = Counter(s for c in CARDS if c.family is not T for s in c.painting.subjects)
    assert kinds == {
        Subject.BOAR: 4, Subject.DEER: 4, Subject.CRANE: 3, Subject.BUTTERFLY: 3,
        Subject.WARRIOR: 4, Subject.PEASANT: 4, Subject.MONK: 4, Subject.LADY: 3,
        Subject.STRAW_ROOF: 3, Subject.PALACE: 3, Subject.ROUND: 3,
        Subject.TOWER: 2, Subject.TILED_ROOF: 2, Subject.TEMPLE: 2,
    }
    no_subject = Counter(c.family for c in CARDS if not c.painting.subjects)
    assert no_subject == {A: 4, C: 3, B: 3, T: 2}
    assert all(len(c.painting.subjects) <= 1 for c in CARDS if c.family is not T)


def test_tree_icons():
    """Trees: 9 cards with 1, 3 with 2, 4 with 3, 2 with none: 27 icons (research §3.3)."""
    per_card = Counter(c.painting.trees for c in data.cards_by_back(T))
    assert per_card == {1: 9, 2: 3, 3: 4, 0: 2}
    assert sum(c.painting.trees for c in CARDS) == 27


def test_storm_and_universal_cards_mostly_lack_subjects():
    """All 8 storm cards have no subject; 3 of 4 universal cards have none (T18 a tree, §3.1)."""
    assert all(not c.painting.subjects for c in CARDS if c.painting.season is Season.STORM)
    universal = [c for c in CARDS if c.studio.landscape is Landscape.UNIVERSAL]
    assert [c.id for c in universal if c.painting.subjects] == ["T18"]


def test_discrepancy_resolutions():
    """D1 A06 paints mountain with no subject, D2 B16 studio +1, D3 T10 bonus 1 (§3.2)."""
    a06, b16, t10 = data.card("A06"), data.card("B16"), data.card("T10")
    assert a06.painting.landscapes == (MO,) and a06.painting.subjects == ()
    assert b16.studio.points == 1
    assert t10.painting.bonus == 1


# -- start tiles --------------------------------------------------------------------------------


def test_four_start_tiles():
    """4 start tiles: distinct landscapes and seasons, 2 brushes + 1 arrow, no subject (§4)."""
    assert len(START_TILES) == data.START_TILE_COUNT == 4
    assert {t.studio.landscape for t in START_TILES} == set(LANDSCAPES)
    assert {t.painting.season for t in START_TILES} == set(SEASONS)
    for t in START_TILES:
        icons = Counter(t.studio.icons)
        assert icons == {StudioIcon.BRUSH: data.STARTING_BRUSHES,
                         StudioIcon.MOVE: data.STARTING_MOVES}
        assert t.studio.points == 0
        assert t.painting.landscapes == () and t.painting.subjects == ()
        assert t.painting.bonus == 0
    assert len({t.id for t in START_TILES}) == 4


# -- diplomas -----------------------------------------------------------------------------------


def test_19_diplomas_in_7_groups():
    """19 diplomas: 3 trees, buildings, characters, animals; 2 brushes, moves; 3 landscapes (§7)."""
    assert len(DIPLOMAS) == data.DIPLOMA_COUNT == 19
    sizes = Counter(d.group for d in DIPLOMAS)
    assert list(sizes.values()) == [3, 3, 3, 3, 2, 2, 3]
    assert list(sizes) == list(DiplomaGroup)
    assert len(data.DIPLOMA_INDEX) == 19


def test_diplomas_ascend_within_each_group():
    """Within a group the tiles lie in ascending value (seed 000 set-up 05, research §6.1)."""
    for group in DiplomaGroup:
        points = [d.points for d in data.diplomas_in_group(group)]
        assert points == sorted(points) and len(set(points)) == len(points), group


def test_diploma_values_and_rewards():
    """Points and rewards of all 19 tiles as in research §7 (and seed 000)."""
    table = {d.id: (d.amount, d.points, d.reward) for d in DIPLOMAS}
    assert table == {
        "trees-3": (3, 3, None), "trees-4": (4, 4, Reward.STORM),
        "trees-5": (5, 7, Reward.ASSISTANT),
        "buildings-2": (2, 3, None), "buildings-3": (3, 4, Reward.STORM),
        "buildings-4": (4, 7, Reward.ASSISTANT),
        "characters-2": (2, 3, None), "characters-3": (3, 4, Reward.STORM),
        "characters-identical": (3, 9, None),
        "animals-boar-deer": (2, 3, Reward.BRUSH),
        "animals-crane-butterfly": (2, 4, Reward.BRUSH),
        "animals-boar-deer-butterfly": (3, 7, Reward.ASSISTANT),
        "brushes-3": (3, 1, Reward.ASSISTANT), "brushes-4": (4, 3, None),
        "moves-2": (2, 1, Reward.ASSISTANT), "moves-3": (3, 3, None),
        "landscapes-2": (2, 2, None), "landscapes-3": (3, 3, Reward.BRUSH),
        "landscapes-4": (4, 5, Reward.ASSISTANT),
    }


def test_animal_diplomas_need_their_animals():
    """Animal diplomas name their animals, and ``amount`` is how many (research §7)."""
    animals = {d.id: d.subjects for d in data.diplomas_in_group(DiplomaGroup.ANIMALS)}
    assert animals == {
        "animals-boar-deer": (Subject.BOAR, Subject.DEER),
        "animals-crane-butterfly": (Subject.CRANE, Subject.BUTTERFLY),
        "animals-boar-deer-butterfly": (Subject.BOAR, Subject.DEER, Subject.BUTTERFLY),
    }
    for d in DIPLOMAS:
        assert (d.measure is Measure.SUBJECTS) == bool(d.subjects)
        assert d.measure is not Measure.SUBJECTS or d.amount == len(d.subjects)


def test_diploma_groups_face_the_right_half():
    """Painting diplomas have the four back colours, studio diplomas none (seed 000)."""
    painting = [g for g in DiplomaGroup if g.part is data.Part.PAINTING]
    assert {g.family for g in painting} == set(FAMILIES)
    assert all(g.family is None for g in DiplomaGroup if g.part is data.Part.STUDIO)


def test_characters_identical_follows_research_with_seed_variant():
    """The 9-point characters tile needs 3 identical (research §7); seed 000's 4 is a variant."""
    assert data.diploma("characters-identical").amount == data.CHARACTERS_IDENTICAL == 3
    note = data.VARIANT_NOTES["characters_identical"]
    assert note.default == 3 and note.alternatives == (4,) and note.assumption


# -- component checksums ------------------------------------------------------------------------


def test_brush_pawns_add_up_to_15():
    """15 brushes = 4 players x 2 start brushes + 4 brush icons + 3 brush diplomas (§1, §7)."""
    start = sum(t.studio.icons.count(StudioIcon.BRUSH) for t in START_TILES)
    icons = len(with_icon(StudioIcon.BRUSH))
    diplomas = sum(d.reward is Reward.BRUSH for d in DIPLOMAS)
    assert (start, icons, diplomas) == (max(data.PLAYER_COUNTS) * data.STARTING_BRUSHES, 4, 3)
    assert start + icons + diplomas == data.BRUSH_PAWNS == 15


def test_storm_diplomas_match_storm_tokens():
    """3 diplomas award a storm token, and there are 3 storm tokens (§1, §7)."""
    assert sum(d.reward is Reward.STORM for d in DIPLOMAS) == data.STORM_TOKENS == 3


def test_assistant_sources():
    """The Assistant pawn comes from 20 card icons and 6 diplomas (research §3.4, §7)."""
    assert len(with_icon(StudioIcon.ASSISTANT)) == 20
    assert sum(d.reward is Reward.ASSISTANT for d in DIPLOMAS) == 6


# -- school board -------------------------------------------------------------------------------


def test_school_columns_one_per_player():
    """One column per player, 3 rows (research §5)."""
    assert data.PLAYER_COUNTS == (2, 3, 4)
    assert dict(data.SCHOOL_COLUMNS) == {2: 2, 3: 3, 4: 4}
    for n in data.PLAYER_COUNTS:
        assert len(data.FACE_DOWN[n]) == data.SCHOOL_ROWS == 3
        assert all(len(row) == data.SCHOOL_COLUMNS[n] for row in data.FACE_DOWN[n])


def test_face_down_slots():
    """The face-down mask of research §5; seed 000: 4 players, row 1 is up, up, down, up."""
    def mask(n):
        return ["".join("D" if down else "U" for down in row) for row in data.FACE_DOWN[n]]

    assert mask(4) == ["UUDU", "UDUU", "DUUD"]
    assert mask(3) == ["UUD", "UDU", "DUU"]
    assert mask(2) == ["UU", "UD", "DU"]
    assert data.is_face_down(4, 0, 2) and not data.is_face_down(4, 0, 3)


def test_face_down_one_per_column_for_two_and_three():
    """With 2 or 3 players each column has one face-down slot; column 4 adds one (§5)."""
    for n in (2, 3):
        assert all(sum(row[c] for row in data.FACE_DOWN[n]) == 1 for c in range(n))
    assert [sum(row[3] for row in data.FACE_DOWN[4])] == [1]
    assert data.FACE_DOWN[4][2][3]


# -- names, look-ups, immutability ---------------------------------------------------------------


NAMED = [Landscape, Season, Family, Subject, StudioIcon, data.Part, DiplomaGroup, Reward,
         Measure]


@pytest.mark.parametrize("kind", NAMED, ids=lambda k: k.__name__)
def test_zh_hant_names_present(kind):
    """Every named term has an English name and a Traditional Chinese one (DESIGN i18n)."""
    for member in kind:
        assert member.en.strip() and CJK.search(member.zh), member
    assert len({m.value for m in kind}) == len(kind)


def test_other_texts_in_both_languages():
    """Terms, back colours, landscape colours and diploma texts exist in both languages."""
    texts = [*TERMS.values(), *(f.colour for f in Family),
             *data.LANDSCAPE_COLOURS.values(), *(d.text for d in DIPLOMAS)]
    for text in texts:
        assert text.en.strip() and CJK.search(text.zh), text
    assert "{" not in "".join(d.text.en + d.text.zh for d in DIPLOMAS)


def test_seed_terms():
    """zh-Hant terms are seed 000's: 課程卡, 筆刷, 大師, 助手, 證書, 季節, 畫室, 畫作 (the
    glossary's); diploma texts count trees with 棵 and animals with 隻, as written in Taiwan."""
    zh = {k: v.zh for k, v in TERMS.items()}
    assert zh["lesson-card"] == "課程卡" and zh["brush"] == "筆刷"
    assert zh["grand-master"] == "大師棋子" and zh["assistant"] == "助手棋子"
    assert zh["diploma"] == "證書" and zh["season"] == "季節"
    assert (zh["studio"], zh["painting"]) == ("畫室", "畫作")
    assert data.diploma("animals-boar-deer").text.zh == "畫作中至少有 1 隻山豬和 1 隻鹿"
    assert data.diploma("trees-4").text.zh == "畫作中至少有 4 棵樹"


def test_lookups():
    """``card``, ``cards_by_back``, ``diploma`` find what they are asked, and refuse the rest."""
    assert data.card("T18").family is T
    assert [c.id for c in data.cards_by_back(C)][:2] == ["C01", "C02"]
    assert data.diploma("moves-3").group is DiplomaGroup.MOVES
    with pytest.raises(KeyError, match="Z99"):
        data.card("Z99")
    with pytest.raises(KeyError, match="trees-9"):
        data.diploma("trees-9")


def test_components_are_frozen():
    """Cards, halves, tiles and diplomas are frozen; the tables are read-only."""
    with pytest.raises(dataclasses.FrozenInstanceError):
        CARDS[0].id = "X"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        CARDS[0].painting.bonus = 5  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        DIPLOMAS[0].points = 99  # type: ignore[misc]
    with pytest.raises(TypeError):
        data.SCHOOL_COLUMNS[5] = 5  # type: ignore[index]


def test_bad_card_rows_are_refused():
    """A card whose painting mixes landscapes or whose subject is off-family is refused."""
    good = CARDS[0]
    with pytest.raises(ValueError, match="landscape"):
        dataclasses.replace(good, painting=dataclasses.replace(good.painting, landscapes=(FO, OC)))
    with pytest.raises(ValueError, match="subject"):
        dataclasses.replace(good, painting=dataclasses.replace(
            good.painting, subjects=(Subject.TREE,)))


def test_variant_notes():
    """Each open question has a default, sources and a reference; seeds settle three (§12)."""
    notes = data.VARIANT_NOTES
    for key, note in notes.items():
        assert note.question.endswith("?") and note.sources and note.ref, key
        assert note.default not in note.alternatives, key
    assert notes["grand_master_bonus"].default == data.GRAND_MASTER_BONUS == 2
    assert notes["last_in_class_must_take"].default is True
    assert notes["end_count_includes_start_tile"].default is False
    assert data.END_PAINTING_CARDS == 11
