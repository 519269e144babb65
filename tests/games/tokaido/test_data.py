"""Tokaido components: every count of the research notes, and the recorded games' card
table (``tests/data/tokaido-cards.json``) agreeing with our cards."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from tutor.games.tokaido import data

CARDS = json.loads((Path(__file__).parents[2] / "data" / "tokaido-cards.json").read_text())


def test_components_in_the_box():
    """Research §0: 10 tiles, 60 panoramas, 12 hot springs, 25 meals, 24 souvenirs,
    14 encounters, 7 achievements, 5 pawns."""
    assert len(data.TRAVELLERS) == data.TRAVELLER_TILES == 10
    panoramas = data.PANORAMA_COPIES * sum(data.PANORAMA_LENGTH.values())
    assert panoramas == data.PANORAMA_CARDS == 60
    assert sum(data.HOT_SPRINGS.values()) == data.HOT_SPRING_CARDS == 12
    assert sum(m.copies for m in data.MEALS) == data.MEAL_CARDS == 25
    assert len(data.SOUVENIRS) == data.SOUVENIR_CARDS == 24
    assert sum(e.copies for e in data.ENCOUNTERS) == data.ENCOUNTER_CARDS == 14
    assert len(data.ACHIEVEMENTS) == data.ACHIEVEMENT_CARDS == 7
    assert data.MAX_PAWNS == 5 and data.PLAYER_COUNTS == (2, 3, 4, 5)


def test_road():
    """Research §1: 55 positions, inns at 1/15/28/42/55, 50 stops of which 24 double,
    and the totals per kind of §1.6."""
    assert [s.number for s in data.ROAD] == list(range(1, 56))
    assert tuple(s.number for s in data.ROAD if s.kind == "inn") == data.INNS
    stops = [s for s in data.ROAD if s.kind != "inn"]
    assert len(stops) == 50 and sum(s.double for s in stops) == 24
    doubles = [s.number for s in stops if s.double]
    assert doubles == [2, 6, 7, 8, 10, 12, 18, 19, 20, 21, 23, 25, 31, 33, 35, 37, 38, 41,
                       44, 46, 48, 49, 52, 53]  # the fan engine's list (research §1.1)
    totals = {k: (sum(1 for s in stops if s.kind == k),
                  sum(1 for s in stops if s.kind == k and s.double)) for k in data.SPACE_KINDS
              if k != "inn"}
    assert totals == {"village": (7, 3), "temple": (6, 3), "encounter": (7, 2),
                      "hotspring": (6, 3), "farm": (6, 4), "paddy": (5, 2),
                      "mountain": (6, 3), "sea": (7, 4)}
    per_segment = [sum(1 for s in stops if a < s.number < b) for a, b in data.SEGMENTS]
    assert per_segment == [13, 12, 13, 12]
    assert [sum(1 for s in stops if a < s.number < b and s.double)
            for a, b in data.SEGMENTS] == [6, 6, 6, 6]


def test_souvenirs():
    """Research §2.1: 4 families of 6; prices all 1, 3x1 + 3x2, all 2, 3x2 + 3x3; 42 in
    all; the platform's code, family and price for each card."""
    by_family = {f: sorted(s.price for s in data.SOUVENIRS if s.family == f)
                 for f in data.SOUVENIR_FAMILIES}
    assert by_family == {"small": [1] * 6, "food": [1, 1, 1, 2, 2, 2], "clothing": [2] * 6,
                         "art": [2, 2, 2, 3, 3, 3]}
    assert sum(s.price for s in data.SOUVENIRS) == 42
    families = {0: "small", 1: "food", 2: "clothing", 3: "art"}
    for code, family, price in CARDS["souvenir"]:
        card = data.SOUVENIR_INDEX[data.SOUVENIR_CODES[code]]
        assert (card.family, card.price) == (families[family], price), code
    assert len(data.SOUVENIR_CODES) == 24


def test_meals():
    """Research §2.2: 14 specialities, 3x3 at 1 coin, 5x2 at 2, 6x1 at 3; the platform's
    names, prices and copies."""
    assert len(data.MEALS) == 14
    assert Counter((m.price, m.copies) for m in data.MEALS) == {(1, 3): 3, (2, 2): 5, (3, 1): 6}
    for name, price, copies in CARDS["meal"]:
        meal = data.MEAL_INDEX[data.MEAL_CODES[name]]
        assert (meal.name.en, meal.price, meal.copies) == (name, price, copies)


def test_encounters():
    """Research §2.3: Shokunin 2, Annaibito paddy 1 / mountain 2 / sea 3, Samurai 2, Kuge 2,
    Miko 2 (and the platform's counts agree)."""
    copies = {e.id: e.copies for e in data.ENCOUNTERS}
    assert copies == {"shokunin": 2, "annaibito-paddy": 1, "annaibito-mountain": 2,
                      "annaibito-sea": 3, "samurai": 2, "kuge": 2, "miko": 2}
    for code, n in CARDS["encounter"]:
        assert copies[data.ENCOUNTER_CODES[code]] == n


def test_hot_springs_panoramas_achievements():
    """Hot springs 6 x 2 and 6 x 3; panoramas sea 5, mountain 4, paddy 3 sections (15, 10,
    6 points); 7 achievements of 3 points, 4 of them at the end."""
    assert dict(data.HOT_SPRINGS) == {2: 6, 3: 6}
    assert {code: pts for code, pts in CARDS["hotspring"]} == {"HS2": 2, "HS3": 3}
    assert dict(data.PANORAMA_LENGTH) == {"paddy": 3, "mountain": 4, "sea": 5}
    assert {t: n * (n + 1) // 2 for t, n in data.PANORAMA_LENGTH.items()} == {
        "paddy": 6, "mountain": 10, "sea": 15}
    sections = {code: pts for code, pts in CARDS["panorama"]}
    assert sections == {f"{t}-{i}": i for t, n in data.PANORAMA_LENGTH.items()
                        for i in range(1, n + 1)}
    assert data.ACHIEVEMENT_POINTS == 3 and all(p == 3 for _, p in CARDS["achievement"])
    assert [a.id for a in data.ACHIEVEMENTS if a.end] == list(data.END_ACHIEVEMENTS)
    assert {data.ACHIEVEMENT_CODES[c] for c, _ in CARDS["achievement"]} == set(
        data.ACHIEVEMENT_INDEX)


def test_travellers():
    """Research §3: the ten travellers, their purses, and seed 002's titles."""
    assert [t.id for t in data.TRAVELLERS] == [
        "hiroshige", "chuubei", "kinko", "yoshiyasu", "satsuki", "mitsukuni", "sasayakko",
        "hirotada", "umegae", "zenemon"]
    assert {t.id: t.title.zh for t in data.TRAVELLERS} == {
        "hiroshige": "藝術家", "chuubei": "信差", "kinko": "浪人", "yoshiyasu": "代理人",
        "satsuki": "孤兒", "mitsukuni": "老漢", "sasayakko": "藝妓", "hirotada": "祭司",
        "umegae": "賣藝者", "zenemon": "商人"}


def test_scoring_tables():
    """Temple bonus 10/7/4/2, sets 1/3/5/7, 6 points a meal, 3 coins a farm, 3 souvenirs
    a village, at most 3 coins donated, 7 coins in the Initiatory Journey."""
    assert data.TEMPLE_BONUS == (10, 7, 4, 2) and data.SOUVENIR_SET_POINTS == (1, 3, 5, 7)
    assert (data.MEAL_POINTS, data.FARM_COINS, data.VILLAGE_REVEAL, data.MAX_DONATION,
            data.INITIATORY_COINS) == (6, 3, 3, 3, 7)
