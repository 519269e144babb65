"""The Tokaido SVG board: what can be clicked in each phase, refusals with their rule,
hidden cards, select(), determinism, languages, the symbol sheet and the gallery.

The SVG is parsed with ``xml.etree`` and checked for meaning (which ``data-action`` and
``data-target`` values, which classes and titles), never compared as text, except the
gallery, which must equal a fresh regeneration byte for byte.
"""

from __future__ import annotations

import json
import random

import pytest
from svgtree import NS, check_gallery, classes, clickable, parse, title

from tutor.bench import random_game
from tutor.core.svg import load_sheet
from tutor.gallery import tokaido_boards
from tutor.games import tokaido
from tutor.games.tokaido import data
from tutor.games.tokaido.render import WIDTH, render, select, text_board

GAME = tokaido.GAME










def play(s, *actions):
    for a in actions:
        s = s.apply(a)
    return s


def four():
    return tokaido.start(("kinko", "satsuki", "umegae", "hirotada"))


def states(players: int, seed: int = 1):
    """The states of a seeded random game (chance by its odds)."""
    return random_game(GAME, random.Random(seed), players=players)


# -- the road -----------------------------------------------------------------------------


def test_road_has_55_positions_that_fit_a_cell():
    """All 55 positions in four rows, no wider than a notebook cell at 1,280 px."""
    root = parse(render(four()))
    spaces = [el for el in root.iter() if "space" in classes(el) and el.tag == NS + "g"]
    assert len(spaces) == 55
    assert {el.get("id").rsplit("-", 1)[1] for el in spaces} == {str(i) for i in range(1, 56)}
    assert float(root.get("width")) == WIDTH <= 1000
    doubles = [el for el in spaces if "double" in classes(el)]
    assert len(doubles) == 24
    inns = [el for el in spaces if "kind-inn" in classes(el)]
    assert len(inns) == 5 and all("inn" in title(el) or "Kyoto" in title(el)
                                  or "Edo" in title(el) for el in inns)


def test_side_slots_are_dimmed_with_few_players():
    """A double stop's side slot is marked unused with 2 or 3 players."""
    three = parse(render(tokaido.start(("kinko", "satsuki", "umegae"))))
    assert len([el for el in three.iter() if {"slot", "unused"} <= classes(el)]) == 24
    assert not [el for el in parse(render(four())).iter() if "unused" in classes(el)]


def test_pawns_stand_in_their_slots():
    """Each traveller is a pawn in its seat colour, the neutral grey."""
    s = play(tokaido.start(("kinko", "satsuki"), departure="N,1,2"), "move neutral 8")
    root = parse(render(s))
    pawns = {el.get("id").rsplit("-", 1)[1]: el for el in root.iter()
             if "pawn-group" in classes(el)}
    assert set(pawns) == {"0", "1", "2"}
    assert "seat-n" in classes(pawns["2"]) and "neutral" in title(pawns["2"])
    space8 = next(el for el in root.iter() if el.get("id", "").endswith("space-8"))
    assert any("pawn-group" in classes(el) for el in space8.iter())


def test_every_destination_is_clickable_and_illegal_ones_say_why():
    """In a move, every position carries move N; the legal ones are exactly the legal
    actions; a refused one keeps its data-action and cites its rule in its title."""
    s = play(tokaido.start(("satsuki", "kinko", "umegae", "hirotada")), "move 3", "donate 2",
             "move 8", "move 8", "move 5")
    assert s.mover == 0 and s.players[0].coins == 0
    root = parse(render(s))
    acts = clickable(root)
    moves = {a: el for a, el in acts.items() if a.startswith("move ")}
    assert set(moves) == {f"move {i}" for i in range(1, 56)}
    legal = set(s.legal_actions().notations())
    assert {a for a, el in moves.items() if "legal" in classes(el)} == legal
    reasons = {
        "move 2": "tokaido.move.forward",
        "move 9": "tokaido.village.needs-coin",
        "move 10": "tokaido.temple.needs-coin",
        "move 8": "tokaido.move.free-space",
        "move 5": "tokaido.move.free-space",
        "move 20": "tokaido.move.no-passing-inn",
    }
    for action, rule in reasons.items():
        el = moves[action]
        assert "illegal" in classes(el) and rule in title(el), (action, title(el))
    zh = clickable(parse(render(s, lang="zh-Hant")))
    assert "不可以" in title(zh["move 9"]) and "tokaido.village.needs-coin" in title(zh["move 9"])


def test_complete_panorama_and_double_refusals():
    """A completed panorama and a full double stop with 3 players are refused with their
    rules."""
    s = play(tokaido.start(("kinko", "satsuki", "umegae")), "move 8")
    acts = clickable(parse(render(s)))
    assert "tokaido.move.double-spaces" in title(acts["move 8"])
    doc = json.loads(tokaido.start(("kinko", "satsuki", "umegae")).to_json())
    blue = doc["state"]["travellers"][0]  # Blue has completed the paddy panorama
    blue.update(panoramas=[3, 0, 0], achievements=["paddy"])
    blue["points"][1], blue["points"][6] = 6, 3
    doc["state"]["firsts"] = [0, -1, -1]
    done = GAME.from_json(json.dumps(doc))
    acts = clickable(parse(render(done)))
    assert "illegal" in classes(acts["move 5"])
    assert "tokaido.panorama.one-per-type" in title(acts["move 5"])


def test_neutral_moves_on_the_board():
    """The leader moving the neutral clicks move neutral N."""
    s = tokaido.start(("kinko", "satsuki"), departure="N,1,2")
    acts = clickable(parse(render(s)))
    assert "move neutral 5" in acts and "legal" in classes(acts["move neutral 5"])
    assert "move 5" not in acts


# -- decisions ----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_legal_action_is_on_the_board(players):
    """At every decision of a random game, every legal action has a clickable element
    (a village purchase through its selection), and everything marked legal is legal."""
    for s in states(players, seed=players):
        if s.is_chance() or s.is_terminal():
            continue
        legal = set(s.legal_actions().notations())
        if s.phase == "buy":
            for a in legal:
                cards = a[4:].split("+") if a != "buy nothing" else []
                sel = {"buy": cards} if cards else None
                assert a in clickable(parse(render(s, selection=sel))), a
            continue
        acts = clickable(parse(render(s)))
        assert legal <= set(acts), legal - set(acts)
        marked = {a for a, el in acts.items() if "legal" in classes(el)}
        assert marked == legal


def test_choose_a_traveller():
    """Each dealt tile of the choosing seat is choose X; other seats see them face down."""
    s = play(tokaido.new_game(players=2), "deal kinko", "deal satsuki", "deal umegae",
             "deal hirotada")
    acts = clickable(parse(render(s)))
    assert {"choose kinko", "choose satsuki"} <= set(acts)
    hidden = render(s, viewer=1)
    assert "choose kinko" not in hidden and "Kinko" not in hidden and "kinko" not in hidden


def test_village_selection_and_buy():
    """Souvenirs are data-targets; selecting two makes the buy button buy both; buying
    nothing is always there; too expensive is refused with its rule."""
    s = play(tokaido.start(("kinko", "satsuki")), "move 2", "reveal koma", "reveal sake",
             "reveal ukiyoe")
    root = parse(render(s))
    targets = [el.get("data-target") for el in root.iter() if el.get("data-target")]
    assert sorted(targets) == ["souvenir-koma", "souvenir-sake", "souvenir-ukiyoe"]
    assert "buy nothing" in clickable(root)
    sel = select(s, select(s, {}, "souvenir-koma"), "souvenir-sake")
    assert sel == {"buy": ["koma", "sake"]}
    root = parse(render(s, selection=sel))
    acts = clickable(root)
    assert "legal" in classes(acts["buy koma+sake"])
    chosen = [el for el in root.iter() if "selected" in classes(el) and el.tag == NS + "g"]
    assert {el.get("data-target") for el in chosen} == {"souvenir-koma", "souvenir-sake"}
    poor = play(tokaido.start(("satsuki", "kinko")), "move 2", "reveal koma", "reveal sake",
                "reveal ukiyoe")
    dear = clickable(parse(render(poor, selection={"buy": ["sake", "ukiyoe"]})))
    assert "illegal" in classes(dear["buy sake+ukiyoe"])
    assert "tokaido.village.buy" in title(dear["buy sake+ukiyoe"])
    with pytest.raises(ValueError, match="no target"):
        select(s, {}, "souvenir-geta")
    with pytest.raises(ValueError):
        render(s, selection={"buy": ["vase"]})
    assert "buy koma" not in render(s, selection={"buy": ["geta"]})  # stale: ignored


def test_temple_panorama_and_satsuki_buttons():
    """Donations, panorama choices and Satsuki's answer are buttons with their actions."""
    temple = clickable(parse(render(play(tokaido.start(("satsuki", "kinko")), "move 3"))))
    assert "legal" in classes(temple["donate 2"]) and "illegal" in classes(temple["donate 3"])
    assert "tokaido.temple.donate" in title(temple["donate 3"])
    s = tokaido.start(("hiroshige", "satsuki"))
    while s.phase != "panorama":
        s = s.apply(str(s.legal_actions()[-1]) if not s.is_chance()
                    else str(s.chance_outcomes()[0][0]))
    pano = clickable(parse(render(s)))
    assert {"panorama paddy", "panorama mountain", "panorama sea", "no panorama"} <= set(pano)
    offer = play(tokaido.start(("satsuki", "kinko")), "move 15", "offer fugu")
    acts = clickable(parse(render(offer)))
    assert {"accept meal", "refuse meal"} <= set(acts)
    assert "Fugu" in render(offer, viewer=0) and "Fugu" not in render(offer, viewer=1)


def test_meals_are_seen_only_by_those_who_looked():
    """The arriving player sees the inn's meals and clicks eat X; others see card backs
    and no meal name anywhere (ids, titles, desc, caption)."""
    s = play(tokaido.start(("kinko", "zenemon", "umegae")), "move 15", "meal fugu",
             "meal unagi", "meal tofu", "meal sashimi")
    mine = render(s, viewer=0)
    acts = clickable(parse(mine))
    assert {"eat fugu", "eat unagi", "eat tofu", "eat sashimi", "no meal"} <= set(acts)
    theirs = render(s, viewer=1)
    for name in ("Fugu", "fugu", "Unagi", "unagi", "Sashimi", "sashimi"):
        assert name not in theirs
    backs = [el for el in parse(theirs).iter() if {"card", "face-down"} <= classes(el)
             and el.tag == NS + "g"]
    assert len(backs) == 4
    assert "Last: a meal card is laid out face down" in theirs
    assert "Last: Sashimi is laid out" in render(s, viewer=0)
    assert "fugu" in render(s)  # the teacher's view shows everything


def test_yoshiyasu_cards_are_hidden_from_others():
    """Yoshiyasu's two cards: his to click, backs for everyone else."""
    one = play(tokaido.start(("yoshiyasu", "satsuki")), "move 4", "encounter kuge")
    assert "Kuge" not in render(one, viewer=1) and "Kuge" in render(one, viewer=0)
    s = one.apply("encounter miko")
    assert {"keep kuge", "keep miko"} <= set(clickable(parse(render(s, viewer=0))))
    other = render(s, viewer=1)
    assert "Kuge" not in other and "Miko" not in other and 'data-action="keep' not in other


def test_end_shows_ranks_and_winner():
    """At the end, the turn panel ranks the travellers and the score sheet marks winners."""
    end = states(3, seed=4)[-1]
    root = parse(render(end))
    ranks = [el for el in root.iter() if el.get("id", "").split("-")[-2:-1] == ["rank"]]
    assert len(ranks) == 3
    ranking = [el for el in root.iter() if "ranking" in classes(el)]
    assert len(ranking) == 1 and "score-sheet" in classes(ranking[0])  # hidden with the sheet
    assert all(el in list(ranking[0].iter()) for el in ranks)
    winners = [el.text for el in root.iter() if "winner" in classes(el)]
    assert winners and all(w for w in winners)


# -- contract --------------------------------------------------------------------------------


def test_deterministic_and_ids_unique():
    """The same state gives byte-identical SVG; every id is unique and prefixed."""
    game = states(4, seed=2)
    s = game[len(game) // 2]
    one, two = render(s), render(s)
    assert one == two
    root = parse(one)
    prefix = root.get("id")
    ids = [el.get("id") for el in root.iter() if el.get("id")]
    assert len(ids) == len(set(ids)) and all(i.startswith(prefix) for i in ids)


def test_languages():
    """Labels, turn text, tooltips and the score sheet exist in Traditional Chinese."""
    s = play(four(), "move 2")
    zh = render(s, lang="zh-Hant")
    for word in ("村莊", "旅店", "寺廟", "計分", "成就卡", "紀念品"):
        assert word in zh, word
    en = render(s)
    assert "village" in en and "村莊" not in en
    with pytest.raises(ValueError, match="language"):
        render(s, lang="fr")
    with pytest.raises(ValueError, match="viewer"):
        render(s, viewer=9)


def test_highlight_marks_hints():
    """Highlighted actions get the class hint (a purchase highlights its souvenirs)."""
    s = play(four(), "move 2", "reveal koma", "reveal sake", "reveal ukiyoe")
    root = parse(render(s, highlight=["buy koma+sake"]))
    hinted = {el.get("data-target") for el in root.iter() if "hint" in classes(el)
              and el.get("data-target")}
    assert hinted == {"souvenir-koma", "souvenir-sake"}
    moving = parse(render(four(), highlight="move 15"))
    assert "hint" in classes(clickable(moving)["move 15"])


def test_symbol_sheet():
    """The symbol sheet has every icon the board uses."""
    sheet = load_sheet("tokaido")
    for kind in data.SPACE_KINDS:
        assert f"stop-{kind}" in sheet
    for family in data.SOUVENIR_FAMILIES:
        assert f"souvenir-{family}" in sheet
    assert {"coin", "meal", "achievement", "card-back"} <= set(sheet)


def test_text_board_hides_and_shows():
    """str(state) is the teacher's text board; text_board(viewer) hides the same cards."""
    s = play(tokaido.start(("kinko", "zenemon")), "move 15", "meal fugu", "meal unagi",
             "meal tofu")
    assert "fugu" in str(s) and "fugu" not in text_board(s, viewer=1)


def test_gallery_is_up_to_date():
    """The committed Tokaido gallery boards equal a fresh regeneration."""
    check_gallery(tokaido_boards())


def _contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two #rrggbb colours."""
    def lum(h: str) -> float:
        rgb = [int(h[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize(("lang", "letters"), [("en", "BRGYP"), ("zh-Hant", "藍紅綠黃紫")])
def test_seats_differ_by_more_than_colour(lang, letters):
    """Issue 14: every mark of a seat (its pawn, its panel, its column of the score sheet,
    its temple row, its achievement cards, the caption) carries the seat's letter, not only
    its colour."""
    s = play(tokaido.start(("kinko", "satsuki", "umegae", "hirotada", "zenemon")),
             "move 3", "donate 1", "move 7")
    root = parse(render(s, viewer=0, lang=lang))
    marks = [el for el in root.iter(NS + "g") if "seat-mark" in classes(el)]
    for p, letter in enumerate(letters):
        seat = [el for el in marks if f"seat-{p}" in classes(el)]
        # the panel, the score column and the temple row at least
        assert len(seat) >= 3, (p, len(seat))
        for el in seat:
            assert [t.text for t in el.iter(NS + "text")] == [letter]
    pawns = [el for el in root.iter(NS + "text") if "pawn-label" in classes(el)]
    assert {t.text for t in pawns} == set(letters)


def test_seat_letters_have_aa_contrast():
    """The letter on each seat's colour passes WCAG AA (4.5:1): dark on the light colours."""
    from tutor.games.tokaido.render import DEFAULT_COLORS, LIGHT_SEATS, NEUTRAL_COLOR, SEAT_COLORS

    white = DEFAULT_COLORS["pawn-label"]["fill"]
    dark = DEFAULT_COLORS["pawn-label on-light"]["fill"]
    for p, colour in enumerate(SEAT_COLORS):
        assert _contrast(dark if p in LIGHT_SEATS else white, colour) >= 4.5, p
    assert _contrast(dark, NEUTRAL_COLOR) >= 4.5
    for cls in ("heading", "number", "tiny", "small", "winner"):
        assert _contrast(DEFAULT_COLORS[cls]["fill"], DEFAULT_COLORS["panel"]["fill"]) >= 4.5


# -- the mark of a quiz picture ------------------------------------------------------------


def _mark_boxes(svg: str) -> list[tuple[float, float, float, float]]:
    """The outlines of the mark: (x, y, w, h) of each rect in the group of class mark."""
    groups = [el for el in parse(svg).iter(NS + "g") if classes(el) == {"mark"}]
    assert len(groups) <= 1
    return [tuple(float(r.get(k)) for k in ("x", "y", "width", "height"))
            for g in groups for r in g.iter(NS + "rect")]


def _box_of(svg: str, element_id: str) -> tuple[float, float, float, float]:
    """The first rect inside the element whose id ends with ``element_id``."""
    el = next(el for el in parse(svg).iter() if (el.get("id") or "").endswith(element_id))
    r = el if el.tag == NS + "rect" else next(el.iter(NS + "rect"))
    return tuple(float(r.get(k)) for k in ("x", "y", "width", "height"))


def _around(outer, inner) -> bool:
    ox, oy, ow, oh = outer
    ix, iy, iw, ih = inner
    return ox < ix and oy < iy and ox + ow > ix + iw and oy + oh > iy + ih


def _class_counts(svg: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for el in parse(svg).iter():
        for c in classes(el):
            counts[c] = counts.get(c, 0) + 1
    return counts


def _added_classes(svg: str, plain: str) -> dict[str, int]:
    """Which classes (and how many of each) a mark adds to the plain drawing."""
    with_mark, without = _class_counts(svg), _class_counts(plain)
    return {c: n - without.get(c, 0) for c, n in with_mark.items() if n != without.get(c, 0)}


VILLAGE = ("move 2", "reveal koma", "reveal sake", "reveal ukiyoe")
INN = ("move 15", "meal fugu", "meal unagi", "meal tofu", "meal sashimi")
"""Three players (Kinko, Zen-emon, Umegae): Blue arrives first at the inn and sees four meals."""


@pytest.mark.parametrize(("moves", "viewer", "mark", "element_ids"), [
    ((), 0, "move 4", ["space-4"]),
    (("move 3", "donate 1"), 1, "move 9", ["space-9"]),
    ((), 0, "donate 2", []),  # no temple here: nothing named on this board
    (VILLAGE, 0, "buy sake+koma", ["souvenir-koma", "souvenir-sake"]),
    (VILLAGE, 0, "buy nothing", ["button-buy-nothing"]),
    (("move 3",), 0, "donate 3", ["button-donate-3"]),
    (INN, 0, "eat unagi", ["meal-3"]),  # the meals lie sorted
    (INN, 0, "no meal", ["button-no-meal"]),
])
def test_mark_outlines_what_the_move_names(moves, viewer, mark, element_ids):
    """render(mark=...) outlines the stop, cards or button the move names (a quiz picture
    draws the move its question is about instead of printing it)."""
    travellers = ("kinko", "zenemon", "umegae") if moves == INN else ("kinko", "satsuki")
    s = play(tokaido.start(travellers), *moves)
    svg = render(s, viewer=viewer, mark=mark)
    boxes = _mark_boxes(svg)
    assert len(boxes) == len(element_ids)
    for box, element_id in zip(boxes, element_ids, strict=True):
        assert _around(box, _box_of(svg, element_id)), (mark, element_id)


def test_mark_of_a_dealt_tile_an_encounter_and_the_neutral_traveller():
    s = play(tokaido.new_game(players=2), "deal kinko", "deal satsuki", "deal umegae",
             "deal hirotada")
    svg = render(s, viewer=0, mark="choose satsuki")
    assert _around(_mark_boxes(svg)[0], _box_of(svg, "tile-satsuki"))
    assert _mark_boxes(render(s, viewer=1, mark="choose satsuki")) == []  # face down to Red
    yoshi = play(tokaido.start(("yoshiyasu", "satsuki")), "move 4", "encounter kuge",
                 "encounter miko")
    svg = render(yoshi, viewer=0, mark="keep miko")
    assert _around(_mark_boxes(svg)[0], _box_of(svg, "enc-1"))
    assert _mark_boxes(render(yoshi, viewer=1, mark="keep miko")) == []
    neutral = tokaido.start(("kinko", "satsuki"))
    while not (neutral.phase == "move" and neutral.mover == neutral.n):
        neutral = neutral.apply(str(neutral.legal_actions()[0]) if not neutral.is_chance()
                                else str(neutral.chance_outcomes()[0][0]))
    svg = render(neutral, mark="move neutral 7")
    assert _around(_mark_boxes(svg)[0], _box_of(svg, "space-7"))


@pytest.mark.parametrize(("moves", "legal", "illegal"), [
    ((), "move 4", "move 20"),  # a free stop; past the first inn
    (VILLAGE, "buy koma", "buy sake+ukiyoe"),  # within Satsuki's purse; beyond it
    (("move 3",), "donate 2", "donate 3"),
    (None, "", ""),  # a meal Blue can pay for, and one he cannot or has eaten
])
def test_mark_is_drawn_alike_for_legal_and_illegal_moves(moves, legal, illegal):
    """A mark adds the same elements with the same classes whether its move is legal or
    not: the picture shows the move without answering "is it legal?"."""
    if moves is None:
        s, legal, illegal = _meal_choice()
    else:
        s = play(tokaido.start(("satsuki", "kinko")), *moves)
    assert s.check(legal).ok and not s.check(illegal).ok
    plain = render(s, viewer=s.current_player())
    added = [_added_classes(render(s, viewer=s.current_player(), mark=m), plain)
             for m in (legal, illegal)]
    assert added[0] == added[1] == {"mark": 1}
    sizes = [[b[2:] for b in _mark_boxes(render(s, viewer=s.current_player(), mark=m))]
             for m in (legal, illegal)]
    assert sizes[0] and sizes[0][0] == sizes[1][0]


def _meal_choice():
    """A choice of meals, from random games, where one laid out is refused: the state, a
    legal and an illegal eat."""
    for seed in range(50):
        for s in states(3, seed):
            if s.phase == "eat":
                eats = [f"eat {m}" for m in s.layout]
                legal = [a for a in eats if s.check(a).ok]
                refused = [a for a in eats if not s.check(a).ok]
                if legal and refused:
                    return s, legal[0], refused[0]
    raise AssertionError("no meal choice with a refused meal in 50 games")


@pytest.mark.parametrize("mark", ["move 60", "fly to Edo", "choose hiroshige", "eat fugu", ""])
def test_a_mark_that_names_nothing_is_ignored(mark):
    """Notation that is no move, or a move naming nothing drawn now (a tile not dealt, a
    meal at no inn): the picture is the plain one."""
    s = tokaido.start(("kinko", "satsuki"))
    svg = render(s, viewer=0, mark=mark)
    assert _mark_boxes(svg) == [] and _added_classes(svg, render(s, viewer=0)) == {}


def test_a_still_picture_does_not_tell_legal_from_illegal():
    """Inside a quiz's still picture (the framework's .tutor-quiz-board), legal and refused
    stops, cards and buttons wear the plain colours, and the help line that says which
    colour is allowed is hidden; on a board they keep their colours."""
    from tutor.games.tokaido.render import DEFAULT_COLORS

    svg = render(tokaido.start(("kinko", "satsuki")), viewer=0)
    style = next(parse(svg).iter(NS + "style")).text
    plain = DEFAULT_COLORS["space"]
    body = f"fill:{plain['fill']};stroke:{plain['stroke']}"
    quiz = ".tutor-quiz-board .tokaido"
    assert f"{quiz} .space.legal,{quiz} .space.illegal{{{body}}}" in style
    for classes_ in ("card", "button", "button-bg", "space.kind-inn"):
        assert f"{quiz} .{classes_}.legal,{quiz} .{classes_}.illegal{{" in style
    assert f"{quiz} .help{{display:none}}" in style
    assert ".tokaido .space.legal{fill:#e2f3da" in style  # the board itself: green


def test_every_quiz_picture_of_a_move_draws_it():
    """Every Tokaido quiz item about one move (a legal-or-not question, or a count or
    choice with mark=) draws it on its picture, but those whose move names nothing on the
    board; and the mark shows in the framework's picture."""
    from tutor.lessons import course
    from tutor.lessons.model import LegalOrNot
    from tutor.lessons.widgets import _picture, seat_to_act

    nothing_to_draw = {"q-not-dealt", "q-second-meal", "q-no-tile"}
    marked = []
    for lesson in course("tokaido"):
        for item in lesson.quiz_items():
            mark = item.action if isinstance(item, LegalOrNot) else item.mark
            if mark is None or not item.picture:
                continue
            state = item.position.state(GAME)
            boxes = _mark_boxes(render(state, viewer=seat_to_act(state), mark=mark))
            assert bool(boxes) != (item.id in nothing_to_draw), item.id
            if boxes:
                marked.append(item.id)
                assert 'class="mark"' in _picture(state, "zh-Hant", mark=mark)
    assert len(marked) >= 20, marked


def test_the_neutral_traveller_carries_its_letter_in_each_language():
    """With two players the neutral pawn and its temple row read N, or 中 (中立) in Chinese."""
    s = tokaido.start(("kinko", "satsuki"))
    for lang, letter in (("en", "N"), ("zh-Hant", "中")):
        root = parse(render(s, lang=lang))
        pawn = next(el for el in root.iter(NS + "g") if el.get("id", "").endswith("pawn-2"))
        assert [t.text for t in pawn.iter(NS + "text")] == [letter]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Selected Sake (food and drink, 2 coins)."),
    ("zh-Hant", "已選取清酒（食物跟飲料，2 塊錢）。"),
])
def test_a_souvenir_is_named_in_words_when_selected(lang, said):
    """A souvenir's data-target has an accessible name (target_label) that the status line
    repeats once it is selected: the card, its family and its price, in the board's
    language."""
    from tutor.widget import GameWidget

    s = play(tokaido.start(("kinko", "satsuki")), "move 2", "reveal koma", "reveal sake",
             "reveal ukiyoe")
    root = parse(render(s, viewer=0, lang=lang))
    card = next(el for el in root.iter() if el.get("data-target") == "souvenir-sake")
    assert card.get("aria-label") == said.removeprefix("Selected ").removeprefix(
        "已選取").rstrip(".。")
    board = GameWidget(s, lang=lang)
    board.target("souvenir-sake")
    assert board.status.startswith(said)
