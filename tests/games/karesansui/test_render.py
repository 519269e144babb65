"""The Karesansui SVG board and the garden studio: what can be clicked in each phase, hidden
cards, select(), tooltips, languages, determinism, the studio's marks, the widget, the
gallery.

The SVG is parsed with ``xml.etree`` and checked for meaning (which ``data-action`` and
``data-target`` values, which classes, which titles), never compared as text, except the
gallery, which must equal a fresh regeneration byte for byte.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from properties import seeded_game, states_in
from svgtree import actions, check_gallery, parse, targets, title, titles, with_class

from tutor.core import Match
from tutor.core.svg import load_sheet
from tutor.gallery import karesansui_boards
from tutor.games import karesansui
from tutor.games.karesansui import data
from tutor.games.karesansui.positions import arrange, deal
from tutor.games.karesansui.render import render, select, text_board
from tutor.games.karesansui.studio import STUDIO, render_studio, studio_select

GAME = karesansui.GAME
















def game(players: int, seed: int) -> tuple:
    """Every state of one seeded random game."""
    return seeded_game("karesansui", players, seed)


def states(phase: str, players=(2, 3, 4), seeds=range(3), where=lambda s: True) -> list:
    """States of seeded random games in ``phase`` satisfying ``where`` (a few per game)."""
    return states_in("karesansui", phase, players, seeds, where, per_game=3)


def start(players=2, **kw):
    return deal(players, **kw).state


def play(s, *actions_):
    for a in actions_:
        s = s.apply(a)
    return s


def draw(s, tile):
    stack = next(k for k, c in enumerate(s.stacks) if c) + 1
    return play(s, f"draw from stack {stack}", f"tile {tile}")


# -- what can be clicked ----------------------------------------------------------------------


@pytest.mark.parametrize("s", states("start"))
def test_start_offers_the_stacks(s):
    """At the start of a turn every stack with tiles is a legal click; stored tiles need a
    first click."""
    root = parse(render(s))
    legal = set(actions(root, "legal"))
    assert legal == {a for a in s.legal_actions().notations() if a.startswith("draw")}
    if s.usable_storage():
        assert "stored" in targets(root)


@pytest.mark.parametrize("s", states("choice"))
def test_choice_cells_and_buttons(s):
    """With a drawn tile, the acting garden's cells place it (legal where the placement
    rules allow) and the buttons are the other three choices, each always there: legal
    when the rules allow it, else illegal with the rule that forbids it in its tooltip."""
    root = parse(render(s))
    legal = set(actions(root, "legal"))
    places = {a for a in s.legal_actions().notations() if a.startswith("place")}
    upright = {a for a in places if not a.endswith("turned")}
    assert upright <= legal
    assert set(actions(root, "button")) == {"offer gift", "discard", "store"}
    assert set(actions(root, "button", "legal")) == {
        a for a in s.legal_actions().notations() if a in ("offer gift", "discard", "store")}
    for el in with_class(root, "button", "illegal"):
        assert f"rule {s.check(el.get('data-action')).rule}" in title(el)
    if any(a.endswith("turned") for a in places):
        flipped = parse(render(s, selection={"turned": True}))
        assert {a for a in places if a.endswith("turned")} <= set(actions(flipped, "legal"))


def test_illegal_cells_cite_their_rule():
    """Every illegal clickable element has a title naming the rule check() gives."""
    seen = 0
    for s in states("choice", players=(3,)) + states("part2", players=(3,)):
        kinds = sorted({a.name for a in s.legal_actions() if a.kind == "stone"})
        sel = {"stone": kinds[0]} if kinds else None
        for el in with_class(parse(render(s, selection=sel)), "illegal"):
            if el.get("data-action") is None:
                continue  # the cell's background, styled like the cell
            verdict = s.check(el.get("data-action"))
            assert not verdict and f"rule {verdict.rule}" in title(el)
            seen += 1
    assert seen > 10


@pytest.mark.parametrize("s", states("part2", where=lambda s: s.virtue[s.actor] > 0))
def test_part_two(s):
    """Part two: zazen and gardener cards are buttons, monk steps are cells, a stone needs
    its kind picked first and then shows where it may go."""
    root = parse(render(s))
    legal = set(actions(root, "legal"))
    wanted = {a for a in s.legal_actions().notations()
              if a == "zazen" or a.startswith(("monk to", "use "))}
    assert wanted <= legal
    kinds = sorted({a.name for a in s.legal_actions() if a.kind == "stone"})
    assert sorted(t[6:] for t in targets(root) if t.startswith("stone-")) == kinds
    for kind in kinds:
        picked = parse(render(s, selection=select(s, {}, f"stone-{kind}")))
        shown = {a for a in actions(picked, "legal") if a.startswith("stone")}
        assert shown == {a for a in s.legal_actions().notations()
                         if a.startswith(f"stone {kind} at")}


def test_windows_show_their_buttons():
    """Snatch and gift windows: the asked player's buttons; then choosing the receiver."""
    s = arrange(start(3), virtue={1: 2})
    s = draw(s, "G07").apply("place G07 at a1")
    assert set(actions(parse(render(s)), "button")) == {"snatch", "let it go"}
    s = play(draw(start(3), "G07"), "offer gift")
    assert set(actions(parse(render(s)), "button")) == {"ask for gift", "do not ask"}
    s = play(s, "ask for gift", "ask for gift")
    assert set(actions(parse(render(s)), "button")) == {"gift to Blue", "gift to Black"}
    s = s.apply("gift to Black")
    legal = set(actions(parse(render(s)), "legal"))
    assert legal == {"place G07 at a1", "place G07 at a3"}  # Black places it (upright)


@pytest.mark.parametrize("option", ["part-two", "counter"])
@pytest.mark.parametrize("card", ["shigemori", "muso"])
def test_snatch_question_only_for_a_counter_card_holder(option: str, card: str):
    """By default (and without the card) a snatch happens at once: nobody sees a question and
    Blue, who paid already, places the tile. With shigemori='counter' and the card in
    Orange's hand, Orange sees Allow snatch and his card; Blue's view never names it."""
    s = arrange(deal(3, gardeners=(card,), shigemori=option).state, virtue={1: 2})
    s = play(draw(s, "G07").apply("place G07 at a1"), "snatch")
    asked = option == "counter" and card == "shigemori"
    assert s.phase == ("guard" if asked else "receive")
    mine = render(s, viewer=0)
    if not asked:
        assert s.actor == 1 and s.virtue[1] == 0
        assert set(actions(parse(mine), "button")) == set()
        assert "Allow snatch" not in mine
        return
    assert set(actions(parse(mine), "button")) == {"allow snatch", "use shigemori"}
    assert "use shigemori" in actions(parse(mine), "legal")
    assert "Allow snatch" in mine and "允許強奪" in render(s, viewer=0, lang="zh-Hant")
    blue = render(s, viewer=1)
    assert "shigemori" not in blue and "Shigemori" not in blue
    assert set(actions(parse(blue), "button")) == {"allow snatch"}  # Orange's, not Blue's


def test_shigemori_as_part_two_shows_his_protection():
    """Played as part two, Shigemori Mirei's face-up card reads 'protects' until the end of
    his player's next turn, in the board and the text board."""
    s = arrange(deal(3, gardeners=("shigemori",)).state, gardens={0: "G01 . . . . / . . . . . "
                                                                      "/ . . . . ."})
    s = play(draw(s, "G07").apply("store"), "use shigemori")
    assert s.turn == 1 and s.protected(0)
    for state in (s, play(s, "draw from stack 1", "tile G01", "store", "zazen",
                          "draw from stack 1", "tile G01", "store", "zazen")):
        assert state.turn in (0, 1) and state.protected(0)
        assert "protects" in render(state) and "保護中" in render(state, lang="zh-Hant")
        assert "(protected from snatching)" in text_board(state)
    over = play(s, "draw from stack 1", "tile G01", "store", "zazen", "draw from stack 1",
                "tile G01", "store", "zazen", "draw from stack 1", "tile G02",
                "place G02 at b1", "zazen")
    assert over.turn == 1 and not over.protected(0) and "protects" not in render(over)


def test_gardener_card_tiles_and_storage_take():
    """A gardener card's tiles are picked then placed; Jōzan's takes are the others'
    storage spaces."""
    s = deal(3, gardeners=("zenami",)).state
    s = arrange(s, gardens={0: "G01 . . . . / . . . . . / . . . . ."})
    s = play(draw(s, "G05"), "store", "use zenami", "draw from stack 1", "tile G07",
             "draw from stack 1", "tile M01")
    root = parse(render(s))
    assert {"held-G07", "held-M01"} <= set(targets(root))
    assert "discard G07" in actions(root, "button")
    sel = select(s, {}, "held-M01")
    assert "place M01 at b1" in actions(parse(render(s, selection=sel)), "legal")
    j = deal(3, gardeners=("jozan",)).state
    j = arrange(j, gardens={0: "G01 . . . . / . . . . . / . . . . ."}, storage={2: "G07"})
    j = play(draw(j, "G05"), "store", "use jozan")
    assert "take stored from Black" in actions(parse(render(j)), "legal")


# -- hidden information -----------------------------------------------------------------------


def test_viewer_never_sees_other_secret_cards():
    """With viewer=p the other players' famous-garden and gardener cards appear nowhere in
    the SVG (ids, titles, desc); the teacher's view shows them; the end shows all."""
    s = deal(3, cards=("ryoanji", "nanzenji", "saihoji"),
             gardeners=("sesshu", "muso", "zenami")).state
    svg = str(render(s, viewer=0))
    assert "Ryōan-ji" in svg and "Sesshū" in svg
    for secret in ("nanzenji", "Nanzen-ji", "saihoji", "Saihō-ji", "muso", "Musō", "zenami",
                   "Zen'ami"):
        assert secret not in svg, secret
    teacher = str(render(s))
    assert "Nanzen-ji" in teacher and "Musō" in teacher
    assert "?" in text_board(s, 0) and "nanzenji" in text_board(s)
    end = game(3, 0)[-1]
    shown = str(render(end, viewer=0))
    assert all(GAME_CARD_NAME(c) in shown for c in end.cards if c)


def test_shared_cards_points_are_not_hidden_with_two_players():
    """With 2 players the famous-garden cards lie face up: every seat's points for them show
    in any view; with 3 players another seat's are hidden ('+?')."""
    two = arrange(deal(2, cards=("entsuji", "ryoanji", "saihoji")).state,
                  gardens={1: "G01+small G01 G01+tall G01 G01+small / . . . . . / . . . . ."})
    assert two.scores().points[1]["famous_garden"] == 13
    svg = str(render(two, viewer=0))
    assert "+?" not in svg and ">13<" in svg
    three = deal(3, cards=("ryoanji", "nanzenji", "saihoji")).state
    assert "+?" in str(render(three, viewer=0)) and "+?" not in str(render(three))


def GAME_CARD_NAME(card: str) -> str:  # noqa: N802 - reads like a constant lookup
    return data.GARDEN_INDEX[card].name.en


def test_a_seats_view_does_not_depend_on_hidden_cards():
    """Two states that differ only in what seat 0 cannot see draw the same picture for it."""
    for s in game(4, 1)[10:200:20]:
        if s.is_chance():
            continue
        other = s.determinize(0, random.Random(3))
        assert render(other, viewer=0) == render(s, viewer=0)


def test_deal_log_line_hides_the_card():
    """The caption (and the board's <desc>) names a card dealt to another seat only to
    that seat, by its name; its id is in neither."""
    s = GAME.new_game(players=3).apply("deal garden ryoanji to Orange")
    name = data.GARDEN_INDEX["ryoanji"].name
    for lang in ("en", "zh-Hant"):
        assert name[lang] not in str(render(s, viewer=1, lang=lang))
        assert name[lang] in str(render(s, viewer=0, lang=lang))
        assert "ryoanji" not in str(render(s, viewer=0, lang=lang))


# -- select, tooltips, languages, determinism -------------------------------------------------


def test_select_targets():
    """flip toggles, stone kinds and the stored tile are first clicks; bad targets raise."""
    s = start()
    assert select(s, {}, "flip") == {"turned": True}
    assert select(s, {"turned": True}, "flip") == {}
    with pytest.raises(ValueError, match="stone"):
        select(s, {}, "stone-boat")  # no stone can be placed at the start of a turn
    with pytest.raises(ValueError, match="no target"):
        select(s, {}, "nonsense")
    with pytest.raises(ValueError):
        render(s, selection={"stone": "gem"})
    stored = arrange(start(), storage={0: "G07"})
    sel = select(stored, {}, "stored")
    assert sel == {"tile": "stored"}
    assert "place stored G07 at a1" in actions(parse(render(stored, selection=sel)), "legal")
    assert select(stored, sel, "stored") == {}


def test_provisional_pictures_carry_a_small_approx_sign_and_no_notice_in_words():
    """Issue 22: the red 「≈ 代用的板塊圖像」 banner topped every board, and tooltips said
    「圖像為暫定」, 「位置與分數為暫定」, 「效果為暫定」. Now a tile drawn by the tutor, a
    famous-garden card and a gardener card whose print could not be read carry the small ≈
    on the picture itself (core.svg.approx_mark, its tooltip in a child's words); no text
    or tooltip of the board says provisional, stand-in, 暫定 or 代用, in either language,
    on the board and in the studio."""
    notice = re.compile(r"provisional|stand-in|暫定|代用", re.IGNORECASE)
    s = deal(3, cards=("ryoanji",), gardeners=("rikyu",)).state
    s = play(draw(s, "G07"), "place G07 at a1")
    studio = STUDIO.from_garden("G09 G08 M01 . . / . . . . . / . . . . .", card="ryoanji")
    for lang in ("en", "zh-Hant"):
        for root in (parse(render(s, viewer=0, lang=lang)),
                     parse(render_studio(studio, lang=lang))):
            words = [*_texts(root), titles(root)]
            assert not [w for w in words if notice.search(w)], lang
            marks = with_class(root, "approx")
            assert marks and all(title(m).startswith("≈ ") for m in marks)
    root = parse(render(s, viewer=0))
    cards = [el for el in root.iter() if {"card", "provisional"} <= classes_of(el)]
    assert {"garden-card", "gardener-card"} <= set().union(*map(classes_of, cards))
    assert all(with_class(card, "approx") for card in cards)


def test_both_languages():
    """The board's words in Traditional Chinese use the seed's terms."""
    s = play(draw(start(), "G07"), "place G07 at a1")
    zh = str(render(s, lang="zh-Hant"))
    for word in ("寺廟圖板", "計分", "砂礫板塊", "苔蘚板塊", "德行", "暫存區", "座禪", "石頭",
                 "對稱板塊", "漩渦砂紋", "連結砂紋", "名庭園"):
        assert word in zh, word
    assert "TEMPLE BOARD" in str(render(s)) and "TEMPLE BOARD" not in zh
    with pytest.raises(ValueError):
        render(s, lang="fr")


def test_determinism_and_ids():
    """Same state, same SVG; every id has the drawing's prefix."""
    s = game(4, 2)[150]
    one, two = str(render(s)), str(render(s))
    assert one == two
    root = parse(one)
    prefix = root.get("id")
    ids = [el.get("id") for el in root.iter() if el.get("id")]
    assert all(i == prefix or i.startswith(prefix + "-") for i in ids)
    assert len(ids) == len(set(ids))


def test_symbol_sheet_has_every_symbol_used():
    """The tiles, stones, monk and card backs come from svg/karesansui.svg."""
    sheet = load_sheet("karesansui")
    for style in data.LINE_STYLES[:-1]:
        assert f"lines-{style}" in sheet
    for size in "sb":
        for corner in data.CORNERS:
            assert f"arc-{size}-{corner}" in sheet
    for name in ("half-top", "half-bottom", "moss-tuft", "monk", "enso", "back-garden",
                 "back-gardener", "stack", "seam-broken"):
        assert name in sheet
    assert all(f"stone-{k.id}" in sheet for k in data.STONE_KINDS)


def test_broken_seams_are_marked_on_the_board():
    """Every broken seam of a garden carries a mark citing the ripple rule."""
    s = arrange(start(), gardens={0: "G09 G01 G07 . . / G01 . . . . / . . . . ."})
    marks = with_class(parse(render(s)), "seam", "broken")
    assert len(marks) == 2 and all("karesansui.score.ripples" in title(m) for m in marks)


# -- the studio -------------------------------------------------------------------------------


STUDIO_GARDEN = ("G09 G08 G01+small G11 G10+tall / G08' G09' G01 G10' G11' / "
                 "G01+flat M01+small M01+reclining G07 G01+boat")


def test_studio_marks_every_scoring_item():
    """Rectangle, moss, symmetric rows, circles, broken seams and arrangements are drawn
    on the garden; the sheet shows the points of the analysis."""
    s = STUDIO.from_garden(STUDIO_GARDEN, virtue=3, card="raikyuji")
    a = s.analysis()
    root = parse(render(s))
    assert len(with_class(root, "mark-group", "rectangle")) == 1
    assert len(with_class(root, "mark-group", "circle")) == len(a.circles) == 3
    assert len(with_class(root, "seam", "broken")) == len(a.broken) > 0
    assert len(with_class(root, "mark-group", "arrangement")) == len(a.hits)
    prefix = root.get("id")
    for cat, value in a.points.items():
        (el,) = [e for e in root.iter() if e.get("id") == f"{prefix}-points-{cat}"]
        assert el.text == str(value)
    full = STUDIO.from_garden("G01 G01 G01 G01 G01 / G02 G04 G05 G04 G03 / "
                              "G06 G06 G01 G06 G06")
    assert len(with_class(parse(render(full)), "mark-group", "symmetry")) == 3


def test_studio_clicks():
    """Pick a tile, a stone or a tool, then the cells carry the edit."""
    s = STUDIO.from_garden(STUDIO_GARDEN)
    root = parse(render(s))
    assert {f"design-{d.id}" for d in data.DESIGNS} <= set(targets(root))
    assert {f"kind-{k.id}" for k in data.STONE_KINDS} <= set(targets(root))
    assert not [a for a in actions(root, "cell-group") if a]
    sel = studio_select(s, {}, "design-G07")
    sel = studio_select(s, sel, "flip")
    assert sel == {"design": "G07", "turned": True}
    cells = actions(parse(render(s, selection=sel)), "cell-group")
    assert len(cells) == 15 and all(a.endswith(" turned") for a in cells)
    stone = actions(parse(render(s, selection={"stone": "boat"})), "legal")
    assert len([a for a in stone if a.startswith("stone boat")]) == 15
    assert studio_select(s, {"tool": "clear"}, "tool-clear") == {}
    with pytest.raises(ValueError):
        studio_select(s, {}, "design-G99")


def test_studio_in_the_widget():
    """The generic widget drives the studio: a two-click edit changes the score."""
    from tutor.widget import GameWidget

    w = GameWidget(Match(STUDIO.new_game()))
    w.target("design-G09")
    w.click("put G09 at a3")
    w.target("design-G08")
    w.click("put G08 at b3")
    assert w.state.scores().points[0]["whirlpools"] == 2
    assert "mark mark-circle" in w.svg
    w.undo()
    assert w.state.scores().points[0]["whirlpools"] == 0


def test_studio_match_saves_and_loads(tmp_path):
    """A studio match is saved and loaded like a game's (tutor.load knows the studio)."""
    import tutor

    assert tutor.load("karesansui-studio") is STUDIO
    assert "karesansui-studio" not in tutor.games()
    m = Match(STUDIO.new_game())
    m.play("put G07 at a1")
    m.play("stone boat at a1")
    m.save(tmp_path / "garden.json")
    back = Match.load(tmp_path / "garden.json")
    assert back.state == m.state and back.state.scores().points[0]["whirlpools"] == 1


def test_game_in_the_widget_places_a_tile_and_a_stone():
    """The same widget plays a game: draw, place, then a stone in two clicks."""
    from tutor.widget import GameWidget

    s = arrange(start(), gardens={0: "G01 G02 . . . / . . . . . / . . . . ."},
                virtue={0: 2})
    w = GameWidget(Match(s, auto_chance=False))
    w.click("draw from stack 1")
    w.click("tile G07")
    w.click("place G07 at c1")
    w.target("stone-small")
    w.click("stone small at c1")
    assert w.state.stones[0][2] == data.STONE_INDEX["small"]
    assert w.state.phase == "monk-off"


def test_studio_zh_and_warnings():
    """Studio words in Chinese; a garden impossible in play says so."""
    s = STUDIO.from_garden("G01+flat G01+flat . . . / . . . . . / . . . . .")
    assert s.warnings() and "karesansui.stone.moss-neighbours" in str(render(s))
    zh = str(render_studio(s, lang="zh-Hant"))
    assert "庭園工作室" in zh and "實際遊戲中不可能" in zh


# -- the gallery ------------------------------------------------------------------------------


def test_gallery_is_up_to_date():
    """svg/gallery holds exactly what tutor.gallery draws now (regenerate with
    `python -m tutor.gallery`)."""
    check_gallery(karesansui_boards())
    assert re.search(r"karesansui-studio", " ".join(karesansui_boards()))


def test_studio_hints_mark_the_first_click():
    """A hinted edit marks what to pick first: the palette tile (then Flip, for a turned
    tile) or the stone kind; with the tile picked, the garden space."""
    s = STUDIO.from_garden("G08 G02 G05 G03 . / . . . . . / . . . . .")
    svg = str(render_studio(s, highlight=["put G09 at e1 turned", "stone tall at a1"]))
    root = ET.fromstring(svg)
    hinted = {g.get("data-target") for g in root.iter("{http://www.w3.org/2000/svg}g")
              if any("hint" in (r.get("class") or "").split() for r in g)}
    assert {"design-G09", "kind-tall"} <= hinted and "design-G08" not in hinted
    picked = str(render_studio(s, highlight=["put G09 at e1 turned"],
                               selection={"design": "G09"}))
    assert re.search(r'class="button selected hint"|class="button hint"', picked)
    flipped = str(render_studio(s, highlight=["put G09 at e1 turned"],
                                selection={"design": "G09", "turned": True}))
    assert 'class="cell-group legal hint"' in flipped


def test_garden_totals_belong_to_the_score_sheet():
    """Each garden's total is marked as part of the score sheet (class score-sheet), so that
    a score sheet to fill in hides it with the sheet; the names on the sheet are in both
    languages."""
    s = arrange(start(), gardens={0: "G01 G01 . . . / . . . . . / . . . . ."}, virtue={0: 2})
    svg = str(render(s, lang="zh-Hant"))
    assert re.search(r'<tspan class="score-sheet">\s*·\s*總分 4</tspan>', svg)
    assert s.scores().names("zh-Hant") == ("橘方", "藍方")
    assert STUDIO.new_game().scores().names("zh-Hant") == ("庭園",)


# -- issue 14: stand-in tiles, seats told apart, words, contrast ----------------------------


def _texts(root: ET.Element) -> list[str]:
    return ["".join(el.itertext()) for el in root.iter("{http://www.w3.org/2000/svg}text")]


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_stand_in_tiles_are_marked_in_the_picture(lang):
    """Every tile whose drawing is the tutor's stand-in carries the small ≈ in the picture
    itself (core.svg.approx_mark), on the board and in the studio (its palette too), and
    no legend in words explains it on the board: the teacher's guide and the sources
    lesson do."""
    s = game(2, 3)[120]
    root = parse(render(s, viewer=0, lang=lang))
    tiles = [el for el in root.iter() if {"tile", "provisional"} <= classes_of(el)]
    cards = [el for el in root.iter() if {"card", "provisional"} <= classes_of(el)]
    assert tiles and len(with_class(root, "approx")) == len(tiles) + len(cards)
    assert not [t for t in _texts(root) if t.startswith("≈") and t != "≈"]
    studio = parse(render_studio(STUDIO.from_garden("G09 G08 M01 . . / . . . . . / . . . . ."),
                                 lang=lang))
    tiles = [el for el in studio.iter() if {"tile", "provisional"} <= classes_of(el)]
    assert len(with_class(studio, "approx")) == len(tiles) == 3 + len(data.DESIGNS)
    assert not [t for t in _texts(studio) if t.startswith("≈") and t != "≈"]


def classes_of(el: ET.Element) -> set[str]:
    return set(el.get("class", "").split())


def test_seats_are_told_apart_by_more_than_colour():
    """Each seat has its own shape (●▲■◆, the path of ``tutor.core.svg.mark_path``, as
    ``Board.seat_mark`` draws it) next to its monk, its virtue marker, its column of the
    score sheet and its garden's heading."""
    from tutor.core.svg import mark_path

    s = game(4, 1)[200]
    root = parse(render(s, viewer=None))
    for p in range(4):
        shapes = with_class(root, "seat-mark", f"seat-mark-{p}", f"seat-text-{p}")
        assert all(el.tag.endswith("path") for el in shapes)
        corners = mark_path(p, 0, 0, 1).count("L") + mark_path(p, 0, 0, 1).count("H")
        assert {el.get("d").count("L") + el.get("d").count("H") for el in shapes} == {corners}
        monk = 1 if s.monks[p] >= 0 else 0
        assert len(shapes) == 3 + monk, (p, len(shapes))


def test_last_move_is_in_words():
    """The caption's last move is in words, in the board's language, with the full-width
    colon in Chinese (it was notation: 「上一步: place G07 at a1」)."""
    s = play(draw(start(), "G07"), "place G07 at a1")
    zh = _texts(parse(render(s, viewer=1, lang="zh-Hant")))
    assert "上一步：把「半圓」板塊配置在上排第 1 格" in zh
    assert ("Last: place the “half circle” tile on space 1 of the top row"
            in _texts(parse(render(s, viewer=1))))


def _luminance(colour: str) -> float:
    r, g, b = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))

    def f(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)


def _contrast(a: str, b: str) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_text_colours_pass_wcag_aa():
    """Every colour of text on the board and in the studio, and the studio's mark labels,
    has a contrast of at least 4.5:1 with the panels it is drawn on."""
    from tutor.games.karesansui.render import DEFAULT_COLORS
    from tutor.games.karesansui.studio import MARK_COLORS, STUDIO_COLORS

    panels = ["#fffdf7", "#f3efe4", "#fff6dc", "#e2f3da", "#fff1c4", "#f6f0e0"]
    text = ("seat-text-0", "seat-text-1", "seat-text-2", "seat-text-3", "caption", "heading",
            "name", "label", "small", "tiny", "count", "button-label", "points", "cell-label",
            "total", "winner", "provisional")
    for colors in (DEFAULT_COLORS, STUDIO_COLORS):
        for name in text:
            if name in colors:
                colour = colors[name]["fill"]
                worst = min(_contrast(colour, p) for p in panels)
                assert worst >= 4.5, (name, colour, round(worst, 2))
    for name, colour in MARK_COLORS.items():
        assert _contrast(colour, "#fffdf7") >= 4.5, (name, colour)


# -- a quiz question's move, drawn on its picture ----------------------------------------------


def _census(svg: str) -> list[str]:
    """Every element's tag and classes, in order: what a picture shows, without its ids."""
    return [f"{el.tag} {el.get('class', '')}" for el in parse(svg).iter()]


def _marks(svg: str) -> list[ET.Element]:
    return with_class(parse(svg), "mark", "move-mark")


def test_mark_outlines_the_place_a_move_names():
    """``render(mark=...)`` outlines the garden space of a tile, stone or monk move, the
    stack of a draw and the gardener card used; a move made with a button (store, zazen)
    and a notation that cannot be read draw nothing."""
    s = draw(start(), "G01")
    assert _marks(str(render(s))) == []
    for move in ("place G01 at a1", "draw from stack 3"):
        assert len(_marks(str(render(s, viewer=0, mark=move)))) == 1, move
    part2 = play(s, "place G01 at a1")
    assert part2.phase == "part2"
    card = part2.hands[0][0]
    for move in ("stone flat at a1", "monk to a1", f"use {card}"):
        assert len(_marks(str(render(part2, viewer=0, mark=move)))) == 1, move
    for move in ("zazen", "store", "no such move"):
        assert _marks(str(render(part2, viewer=0, mark=move))) == [], move


@pytest.mark.parametrize("legal,illegal", [("place G01 at a1", "place G01 at b2"),
                                           ("place G01 at a3", "place G01 at e1")])
def test_mark_is_drawn_the_same_for_a_legal_and_an_illegal_move(legal, illegal):
    """The picture of a legal-or-not question gives nothing away: a legal and an illegal
    move of the same kind draw the same elements with the same classes (only the place
    differs)."""
    s = draw(start(), "G01")
    assert s.check(legal) and not s.check(illegal)
    for lang in ("en", "zh-Hant"):
        one, other = (str(render(s, viewer=0, lang=lang, mark=m)) for m in (legal, illegal))
        assert _census(one) == _census(other)
        assert len(_marks(one)) == 1


def test_mark_stone_legal_or_not_looks_the_same():
    """Stones: two questions on one position, a stone on a space of the monk's column
    (legal) and on another column (illegal), draw the same picture but for the place."""
    from tutor.games.karesansui.lessons._common import SIX_TILES

    s = SIX_TILES.state(GAME)
    legal, illegal = "stone small at c1", "stone small at b1"
    assert s.check(legal) and not s.check(illegal)
    assert _census(str(render(s, viewer=0, mark=legal))) == _census(
        str(render(s, viewer=0, mark=illegal)))
    assert len(_marks(str(render(s, viewer=0, mark=illegal)))) == 1


def test_studio_mark_outlines_the_space_or_button():
    """The studio outlines the space of a tile, stone, removal or clearing and the button
    of a virtue or card edit, the same way whether the edit is allowed or refused."""
    s = STUDIO.from_garden("G09 G08 . . . / . . . . . / . . . . .")
    for move in ("put G07 at c1", "stone boat at a1", "clear b1", "virtue 3", "card ryoanji",
                 "clear all"):
        assert len(_marks(str(render_studio(s, mark=move)))) == 1, move
    assert _marks(str(render_studio(s, mark="set garden . . . . . / . . . . . / . . . . ."))) == []
    allowed, refused = "stone boat at a1", "stone boat at c1"
    assert s.check(allowed) and not s.check(refused)
    assert _census(str(render_studio(s, mark=allowed))) == _census(
        str(render_studio(s, mark=refused)))


def test_every_quiz_mark_of_the_lessons_is_drawn():
    """Each HowMany or Choose question of the lessons that sets ``mark`` (the move it is
    about) gets that move outlined on its picture, in both languages: a typo in a lesson's
    notation would otherwise leave the picture silently unmarked."""
    import tutor
    from tutor.lessons import course
    from tutor.lessons.widgets import seat_to_act

    seen = 0
    for lesson in course("karesansui"):
        for item in lesson.quiz_items():
            mark = getattr(item, "mark", None)
            if not mark or getattr(item, "action", None):
                continue
            s = item.position.state(tutor.load(lesson.game))
            for lang in ("en", "zh-Hant"):
                svg = str(s.render(viewer=seat_to_act(s), lang=lang, mark=mark))
                assert len(_marks(svg)) == 1, (lesson.number, item.id, mark)
            seen += 1
    assert seen >= 10


def test_a_first_click_is_named_in_words_in_the_status_line():
    """Picking a stone kind, the stored tile, Flip or a studio palette tile says what was
    picked in words (``target_label``), never the target's id, a rule id or the long
    provisional note of the tooltip; in Chinese with full-width punctuation."""
    from tutor.games.karesansui.lessons._common import SIX_TILES
    from tutor.widget import GameWidget

    for lang, want in (("en", "Selected the small standing stone ("),
                       ("zh-Hant", "已選取小立石（剩 ")):
        w = GameWidget(Match(SIX_TILES.state(GAME)), lang=lang)
        w.target("stone-small")
        assert w.status.startswith(want), w.status
        assert "karesansui." not in w.status
    w = GameWidget(Match(draw(start(), "G07")), lang="zh-Hant")
    w.target("flip")
    assert w.status.startswith("已選取翻轉（把板塊上下顛倒）。"), w.status
    w = GameWidget(Match(STUDIO.new_game()), lang="zh-Hant")
    w.target("design-G09")
    assert w.status.startswith("已選取「右小扇」砂礫板塊"), w.status
    assert "design-" not in w.status and "karesansui." not in w.status


def test_a_quiz_picture_does_not_colour_what_is_legal():
    """Inside a quiz picture every colour that tells a legal space, stack, button or stone
    kind from an illegal one is replaced by the plain one (``QUIZ_NEUTRAL``): the board's
    own colours would answer a legal-or-not question. A new colour entry for a legality
    class must be listed there too."""
    from tutor.games.karesansui.render import DEFAULT_COLORS, QUIZ_NEUTRAL, quiz_picture_css

    telling = {"legal", "illegal", "target", "hint"}
    for key in DEFAULT_COLORS:
        if telling & set(key.split()):
            assert key in QUIZ_NEUTRAL, key
    for key, plain in QUIZ_NEUTRAL.items():
        assert not telling & set(plain.split()), (key, plain)
    css = quiz_picture_css(DEFAULT_COLORS)
    assert css in str(render(draw(start(), "G01")))
    assert ".tutor-quiz-board .karesansui .cell.empty.legal{fill:#e6dcc3;stroke:#c9b995}" in css
