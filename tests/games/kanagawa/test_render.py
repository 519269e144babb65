"""The Kanagawa SVG board: what can be clicked in each phase, hidden cards, select(), ids,
determinism, languages, the symbol sheet and the gallery.

The SVG is parsed with ``xml.etree`` and checked for meaning (which ``data-action`` and
``data-target`` values, which classes), never compared as text, except the gallery, which
must equal a fresh regeneration byte for byte. Positions come from seeded random games
(``tutor.bench.random_game``: uniform over the legal actions, chance by its odds).
"""

from __future__ import annotations

import html
import json
import random
import re
import xml.etree.ElementTree as ET

import pytest
from properties import seeded_game, states_in
from svgtree import NS, XLINK, actions, check_gallery, classes, parse, targets, title, with_class

from tutor.bench import random_game
from tutor.core.svg import svg_dir
from tutor.gallery import kanagawa_boards
from tutor.games import kanagawa
from tutor.games.kanagawa.data import CARD_INDEX
from tutor.games.kanagawa.render import render, select, text_board
from tutor.games.kanagawa.words import card_named

GAME = kanagawa.GAME
CARD_ID = re.compile(r"[ABCT]\d\d")














def game(players: int, seed: int) -> tuple:
    """Every state of one seeded random game."""
    return seeded_game("kanagawa", players, seed)


def states(phase: str, players=(2, 3, 4), seeds=range(3), where=lambda s: True) -> list:
    """States of seeded random games in ``phase`` satisfying ``where`` (a few per game)."""
    return states_in("kanagawa", phase, players, seeds, where, per_game=4)


def hand(s) -> tuple[str, ...]:
    """The acting pupil's hand."""
    return s.areas[s.actor].hand


def using(s) -> bool:
    """A use-phase state with cards in hand and no diploma pending."""
    return bool(hand(s)) and not s.pending_diplomas()


# -- the school phase -------------------------------------------------------------------------


@pytest.mark.parametrize("s", states("school"))
def test_school_legal_elements_are_the_legal_actions(s):
    """In the school phase the legal elements are exactly the legal actions."""
    root = parse(render(s))
    assert sorted(actions(root, "legal")) == sorted(s.legal_actions().notations())
    headers = with_class(root, "column-button")
    assert [h.get("data-action") for h in headers] == [
        f"take column {c + 1}" for c in range(s.n)]
    (wait,) = with_class(root, "button")
    assert wait.get("data-action") == "wait"
    assert not targets(root)


def test_illegal_elements_cite_their_rule():
    """Every illegal clickable element has a title naming the rule state.check gives."""
    seen = 0
    for s in states("school", players=(3,)) + states("use", players=(3,)) + storm_states():
        sel = {"card": hand(s)[0]} if s.phase == "use" and using(s) else None
        for el in with_class(parse(render(s, selection=sel)), "illegal"):
            verdict = s.check(el.get("data-action"))
            assert not verdict and f"rule {verdict.rule}" in title(el)
            seen += 1
    assert seen > 10


def test_taken_columns_are_greyed_and_illegal():
    """A taken column's header and slots are marked taken, the header illegal."""
    s = next(s for s in states("school") if any(s.taken))
    root = parse(render(s))
    for c, taken in enumerate(s.taken):
        (header,) = [h for h in with_class(root, "column-button")
                     if h.get("data-action") == f"take column {c + 1}"]
        assert ("taken" in classes(header)) == taken
        if taken:
            assert "illegal" in classes(header)
            assert "kanagawa.lesson.take-column" in title(header)
    assert len(with_class(root, "slot", "taken")) == 3 * sum(s.taken)


# -- using cards ------------------------------------------------------------------------------


def shown(s, selection=None) -> set[str]:
    """The legal data-actions of the board drawn with ``selection``."""
    return set(actions(parse(render(s, selection=selection)), "legal"))


@pytest.mark.parametrize("s", states("use", where=using))
def test_every_legal_use_action_is_reachable(s):
    """Across the selections (none, each hand card, each brush) the legal elements are
    exactly the legal actions."""
    area = s.areas[s.actor]
    union = shown(s)
    for card in area.hand:
        union |= shown(s, {"card": card})
    for b in area.brushes:
        union |= shown(s, {"brush": b})
    assert union == set(s.legal_actions().notations())


@pytest.mark.parametrize("s", states("use", where=using))
def test_selected_card_offers_studio_and_its_paint_actions(s):
    """With a hand card selected: its studio and paint actions, end turn, reserve brushes."""
    legal = s.legal_actions().notations()
    for card in hand(s):
        expected = {a for a in legal if a == f"studio {card}" or a.startswith(f"paint {card} ")
                    or a.startswith("place brush") or a == "end turn"}
        assert shown(s, {"card": card}) == expected
        root = parse(render(s, selection={"card": card}))
        buttons = {b.get("data-action") for b in with_class(root, "button")}
        assert f"studio {card}" in buttons and "end turn" in buttons
        assert any(b.startswith(f"paint {card} with S") for b in buttons)
        (el,) = [e for e in with_class(root, "hand-card") if e.get("data-target") == f"card-{card}"]
        assert "selected" in classes(el)


def test_unpaintable_card_shows_why():
    """A card that cannot be painted gets one illegal paint button citing the paint rules."""
    found = 0
    for s in states("use", where=using, seeds=range(4)):
        for card in hand(s):
            if any(a.startswith(f"paint {card} ") for a in s.legal_actions().notations()):
                continue
            root = parse(render(s, selection={"card": card}))
            (paint,) = [b for b in with_class(root, "button")
                        if b.get("data-action").startswith("paint ")]
            assert "illegal" in classes(paint)
            assert re.search(r"rule kanagawa\.paint\.", title(paint))
            found += 1
    assert found


def test_brush_targets_and_moves():
    """Brushes are targets; with one selected, empty landscapes carry its moves."""
    s = next(s for s in states("use", where=using, seeds=range(4))
             if s.moves_left and s.areas[s.actor].brushes)
    area = s.areas[s.actor]
    root = parse(render(s))
    assert [t for t in targets(root) if t.startswith("brush-")] == [
        f"brush-S{b}" for b in area.brushes]
    b = area.brushes[0]
    root = parse(render(s, selection={"brush": b}))
    moves = actions(root, "studio-card")
    empty = [i for i in area.landscapes() if i not in area.brushes]
    assert moves == [f"move brush S{b}->S{i}" for i in empty]
    assert set(actions(root, "studio-card", "legal")) == {
        a for a in s.legal_actions().notations() if a.startswith(f"move brush S{b}->")}
    (picked,) = [e for e in root.iter() if e.get("data-target") == f"brush-S{b}"]
    assert "selected" in classes(picked)


def test_reserve_brush_is_placed_in_one_click():
    """With brushes in reserve and none selected, empty landscapes carry 'place brush on'."""
    s = next(s for s in states("use", seeds=range(6)) if s.areas[s.actor].reserve
             and not s.pending_diplomas())
    area = s.areas[s.actor]
    root = parse(render(s))
    empty = [i for i in area.landscapes() if i not in area.brushes]
    assert actions(root, "studio-card") == [f"place brush on S{i}" for i in empty]
    assert set(actions(root, "studio-card", "legal")) == {
        a for a in s.legal_actions().notations() if a.startswith("place brush")}


def test_pending_diplomas_offer_take_and_decline():
    """While diplomas are pending the legal elements are exactly the take/decline actions."""
    found = states("use", seeds=range(6), where=lambda s: bool(s.pending_diplomas()))
    for s in found:
        legal = s.legal_actions().notations()
        root = parse(render(s))
        assert sorted(actions(root, "legal")) == sorted(legal)
        for d in s.pending_diplomas():
            assert {f"take diploma {d}", f"decline diploma {d}"} <= set(legal)
            (tile,) = [e for e in with_class(root, "diploma") if e.get("id").endswith(
                f"-diploma-{d}")]
            assert "pending" in classes(tile)
        if hand(s):  # a card selected meanwhile: its buttons are there, but illegal
            root = parse(render(s, selection={"card": hand(s)[0]}))
            assert sorted(actions(root, "legal")) == sorted(legal)
            assert f"studio {hand(s)[0]}" in actions(root, "button", "illegal")


def test_end_turn_is_illegal_while_holding_cards():
    """'end turn' is shown illegal, citing the keep rule, while too many cards are held."""
    s = next(s for s in states("use", where=using) if "end turn" not in s.legal_actions())
    (button,) = [b for b in with_class(parse(render(s)), "button")
                 if b.get("data-action") == "end turn"]
    assert "illegal" in classes(button) and "kanagawa.turn.keep" in title(button)


# -- storms, dealing, the end -----------------------------------------------------------------


def storm_states() -> list:
    """States where a storm token is to be placed."""
    out = [s for seed in (1, 2, 3) for s in game(3, seed) if s.phase == "storm"]
    assert out
    return out


def test_storm_chips_are_the_storm_actions():
    """In the storm phase the legal chips are exactly the legal storm actions, one chip per
    season under each painting card of the acting pupil."""
    for s in storm_states():
        root = parse(render(s))
        assert sorted(actions(root, "legal")) == sorted(s.legal_actions().notations())
        chips = actions(root, "storm-chip")
        assert len(chips) == 4 * (len(s.areas[s.actor].painting) + 1)
        assert all(re.fullmatch(r"storm on P\d+ as (spring|summer|autumn|winter)", c)
                   for c in chips)


def test_storm_mark_recolours_the_card():
    """A placed storm token shows on the card, whose band takes the chosen season."""
    s = storm_states()[0]
    action = s.legal_actions()[0]
    t = s.apply(action)
    p, (i, season) = s.actor, (action.slots[0], action.name)
    root = parse(render(t))
    (card,) = [e for e in root.iter() if e.get("id", "").endswith(f"-area-{p}-p{i}")]
    assert with_class(card, "storm-mark") and with_class(card, "season-band", f"season-{season}")
    assert season in title(card)


def test_wild_storm_option_offers_one_chip_per_card():
    """With storm_token='wild' each painting card has one 'storm on Pn' chip."""
    s = storm_states()[0]
    s = GAME.from_json(s.to_json().replace('"storm_token":"season"', '"storm_token":"wild"'))
    root = parse(render(s))
    assert sorted(actions(root, "legal")) == sorted(s.legal_actions().notations())
    assert all(re.fullmatch(r"storm on P\d+", c) for c in actions(root, "storm-chip"))


def test_dealing_and_game_over_offer_nothing():
    """At a chance node and at the end nothing is clickable; the end names the winner."""
    deal = next(s for s in game(3, 0) if s.phase == "deal")
    end = game(2, 0)[-1]
    assert end.phase == "over"
    for s in (deal, end):
        root = parse(render(s))
        assert not [e for e in root.iter() if e.get("data-action") or e.get("data-target")]
    texts = " ".join(t.text or "" for t in parse(render(end)).iter(NS + "text"))
    names = [end.player_names()[p] for p in end.scores().winners]
    assert all(f"{n}" in texts for n in names) and "wins" in texts


# -- hidden information -----------------------------------------------------------------------


def face_down(s) -> list[str]:
    """Ids of the face-down cards on the school board."""
    return [card for r, row in enumerate(s.school) for c, card in enumerate(row)
            if card is not None and s.is_face_down(r, c)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_player_views_hide_face_down_cards(players):
    """With viewer=p no face-down card id appears anywhere in the SVG (ids, titles, desc,
    caption); the teacher's view (viewer=None) shows them, marked face-down."""
    checked = 0
    for seed in range(3):
        for s in game(players, seed):
            hidden = face_down(s)
            if not hidden or s.phase not in ("school", "deal"):
                continue
            for viewer in range(players):
                svg = render(s, viewer=viewer)
                assert not [c for c in hidden if c in svg], (s, viewer)
                root = parse(svg)
                desc = root.find(NS + "desc").text  # the status line, not the text board
                # the status as a sentence (its first letter a capital), not the text board
                assert s.describe().rstrip(".").lower() in desc.lower()
                assert text_board(s, viewer) not in svg
                backs = with_class(root, "school-card", "face-down")
                assert len(backs) == len(hidden)
                assert all(not CARD_ID.search(title(b)) for b in backs)
            teacher = render(s)
            marked = with_class(parse(teacher), "school-card", "face-down")
            assert len(marked) == len(hidden)
            for card in hidden:  # the teacher's view names each, by what it shows
                assert any(card_named(card, "en")[1:] in title(e) for e in marked), card
            checked += 1
            if checked % 5 == 0:
                break
    assert checked >= 5


def test_player_view_does_not_depend_on_hidden_cards():
    """Swapping a face-down card with an unseen card of the same family changes the teacher's
    picture but not a player's, not even the id prefix."""
    s = next(s for s in game(4, 1) if s.phase == "school" and face_down(s))
    hidden = face_down(s)[0]
    other = next(c for c in s.deck if c[0] == hidden[0])
    doc = json.loads(s.to_json().replace(f'"{hidden}"', '"TMP"').replace(
        f'"{other}"', f'"{hidden}"').replace('"TMP"', f'"{other}"'))
    doc["state"]["deck"].sort()
    swapped = GAME.from_json(json.dumps(doc))
    assert swapped.school != s.school
    assert render(swapped) != render(s)
    for viewer in range(4):
        assert render(swapped, viewer=viewer) == render(s, viewer=viewer)


def test_last_deal_of_a_hidden_card_is_masked():
    """The caption's last action does not name a card just dealt face down."""
    s = next(s for s in game(4, 0) if s.last_action and s.last_action.startswith("deal ")
             and s.last_action[5:] in face_down(s))
    assert s.last_action[5:] not in render(s, viewer=1)
    card = s.last_action[5:]
    named = card_named(card, "en")
    assert f"Last: the Grand Master deals {named} into column" in html.unescape(
        str(render(s)))  # the teacher
    colour = {"A": "blue", "C": "red", "B": "yellow", "T": "green"}[s.last_action[5]]
    assert f"deal: a face-down card ({colour} back)" in render(s, viewer=1)
    assert "上一步：發牌：一張正面朝下的課程卡" in render(s, viewer=1, lang="zh-Hant")


def unseen(s) -> set[str]:
    """Ids of the cards nobody has seen: the deck and the face-down school cards."""
    return set(s.deck) | set(face_down(s))


def named(text: str) -> set[str]:
    """Card ids named in a text (as whole words: not inside a longer token)."""
    return set(re.findall(r"(?<![A-Za-z0-9])[ACBT]\d\d(?![0-9])", text))


@pytest.mark.parametrize("players,deck_backs", [(2, "all"), (3, "top"), (4, "all"),
                                                (4, "top")])
def test_seat_views_are_the_same_for_every_determinization(players, deck_backs):
    """For every seat, what the engine shows that seat (the SVG board with its tooltips and
    <desc>, in both languages; the text board; describe(); the score sheet) is the same,
    byte for byte, for every state determinize() may draw, and names no card that seat
    cannot see; the teacher's view does change."""
    rng = random.Random(players)
    checked = changed = 0
    for i, s in enumerate(random_game(GAME, rng, players=players, deck_backs=deck_backs)):
        if i % (23 if players > 2 else 5) or s.phase in ("setup", "shuffle", "over"):
            continue
        hidden = unseen(s)
        for viewer in range(players):
            svg = {lang: str(render(s, viewer=viewer, lang=lang)) for lang in ("en", "zh-Hant")}
            words = (svg["en"] + svg["zh-Hant"] + text_board(s, viewer) + s.describe()
                     + s.describe("zh-Hant") + str(s.scores()))
            assert not named(words) & hidden, (viewer, named(words) & hidden)
            other = s.determinize(viewer, random.Random(viewer))
            for lang in ("en", "zh-Hant"):
                assert str(render(other, viewer=viewer, lang=lang)) == svg[lang]
            assert text_board(other, viewer) == text_board(s, viewer)
            assert other.public_dict(viewer) == s.public_dict(viewer)
            changed += other.to_json() != s.to_json()
        checked += 1
    assert checked >= 5 and changed


def test_notation_for_hides_face_down_deals():
    """notation_for(action, viewer, lang) names a card dealt face down only to the teacher;
    every other action reads as its notation."""
    for s in game(4, 0):
        if not s.is_chance() or s.phase != "deal":
            continue
        card = s.dealable()[0]
        down = s.is_face_down(s.rows, s.deal_col)
        for viewer in range(4):
            text = s.notation_for(f"deal {card}", viewer)
            assert (card not in text) == down
            if down:
                assert "face-down" in text and "back" in text
                assert card not in s.notation_for(f"deal {card}", viewer, "zh-Hant")
        assert s.notation_for(f"deal {card}", None) == f"deal {card}"
    s = next(s for s in game(4, 0) if s.phase == "school")
    assert s.notation_for("wait", 2) == "wait" == s.notation_for("wait", None, "zh-Hant")
    top = GAME.new_game(players=2, deck_backs="top").apply("start tiles ST1,ST2")
    assert top.notation_for("shuffle red", 0) == "shuffle red"  # the top card's back
    top = top.apply("shuffle red")
    assert top.notation_for("shuffle blue", 0) == "shuffle: a card whose back is unseen"
    assert top.notation_for("shuffle blue", None) == "shuffle blue"


# -- select -----------------------------------------------------------------------------------


def test_select_cards_and_brushes():
    """select picks a hand card or a brush, switches between them, and a second click clears."""
    s = next(s for s in states("use", where=using) if s.areas[s.actor].brushes)
    card, b = hand(s)[0], s.areas[s.actor].brushes[0]
    assert select(s, {}, f"card-{card}") == {"card": card}
    assert select(s, {"card": card}, f"card-{card}") == {}
    assert select(s, {"card": card}, f"brush-S{b}") == {"brush": b}
    assert select(s, {"brush": b}, f"brush-S{b}") == {}
    assert select(s, {"brush": b}, f"card-{card}") == {"card": card}
    assert GAME.select(s, {}, f"card-{card}") == {"card": card}


def test_select_never_mutates_its_argument():
    """select returns a new dict and leaves the given selection alone."""
    s = next(iter(states("use", where=using)))
    sel = {"card": hand(s)[0]}
    out = select(s, sel, f"card-{hand(s)[0]}")
    assert sel == {"card": hand(s)[0]} and out is not sel


@pytest.mark.parametrize("target", ["card-Z99", "brush-S99", "brush-S01", "flip", "", "card-",
                                    "reserve", "take column 1"])
def test_select_unknown_target_raises(target):
    """A target the board does not have raises ValueError naming it."""
    s = next(iter(states("use", where=using)))
    with pytest.raises(ValueError, match=re.escape(repr(target))):
        select(s, {}, target)


def test_select_outside_the_use_phase_raises():
    """Outside the use phase the board has no targets at all."""
    s = states("school")[0]
    card = next(iter(CARD_INDEX))
    with pytest.raises(ValueError, match="only while a pupil uses cards"):
        select(s, {}, f"card-{card}")


def test_bad_and_stale_selections():
    """A malformed selection raises ValueError; one that no longer fits is ignored."""
    s = next(iter(states("use", where=using)))
    for bad in ({"card": "Z99"}, {"brush": -1}, {"brush": "S1"}, {"tile": "O3"},
                {"card": hand(s)[0], "brush": 0}):
        with pytest.raises(ValueError):
            render(s, selection=bad)
    other = next(c for c in CARD_INDEX if c not in hand(s))
    assert render(s, selection={"card": other}) == render(s)
    assert render(s, selection={"brush": 99}) == render(s)


# -- highlight, languages, ids, determinism ---------------------------------------------------


def test_highlight_marks_the_named_actions_and_first_clicks():
    """Highlighted actions get 'hint'; so does the hand card or brush that leads to one."""
    s = states("school")[0]
    legal = s.legal_actions().notations()
    chosen = [legal[0], legal[-1]]
    assert sorted(actions(parse(render(s, highlight=chosen)), "hint")) == sorted(chosen)
    assert not with_class(parse(render(s)), "hint")
    u = next(iter(states("use", where=using)))
    card = hand(u)[0]
    root = parse(render(u, highlight=[f"studio {card}"]))
    assert [e.get("data-target") for e in with_class(root, "hint")] == [f"card-{card}"]
    root = parse(render(u, highlight=[f"studio {card}"], selection={"card": card}))
    assert actions(root, "hint") == [f"studio {card}"]


def marks(svg: str) -> list[ET.Element]:
    """The elements of the mark group (the move a quiz picture is about)."""
    return [el for g in with_class(parse(svg), "mark") for el in g.iter()]


def mark_classes(svg: str) -> list[str]:
    """The classes of the mark's elements, in order (what the picture shows of the move)."""
    return [el.get("class", "") for el in marks(svg)]


def still(s, move: str) -> str:
    return render(s, viewer=s.current_player(), mark=move)


def test_mark_outlines_the_move_of_each_kind():
    """A quiz picture's move is outlined: one ring per part of the board it names (a column,
    a button, a hand card and the brushes' studio cards, a diploma, a painting card), and a
    brush move gets an arrow between its two ends."""
    from tutor.games.kanagawa.lessons._positions import FIRST_TREE, ONCE, STORM, then

    school = FIRST_TREE.state(GAME)
    assert mark_classes(still(school, "take column 2")) == ["mark", "mark-ring"]
    assert mark_classes(still(school, "wait")) == ["mark", "mark-ring"]
    use = ONCE.state(GAME)
    assert mark_classes(still(use, "paint A04 with S0")) == ["mark"] + ["mark-ring"] * 2
    assert mark_classes(still(use, "studio T07")) == ["mark", "mark-ring"]
    assert mark_classes(still(use, "move brush S2->S1")) == [
        "mark", "mark-ring", "mark-ring", "mark-arrow", "mark-arrow-head"]
    assert mark_classes(still(use, "take diploma trees-3")) == ["mark", "mark-ring"]
    assert mark_classes(still(use, "end turn")) == ["mark", "mark-ring"]
    storm = STORM.state(GAME)
    assert mark_classes(still(storm, "storm on P3 as spring")) == ["mark", "mark-ring"]
    spent = then(ONCE, "paint A04 with S0").state(GAME)
    assert mark_classes(still(spent, "place brush on S2")) == ["mark", "mark-ring"]


def test_mark_looks_the_same_for_a_legal_and_an_illegal_move():
    """The picture does not give a legal-or-not answer away: a legal and an illegal move of
    the same kind draw the same elements with the same classes, and no element of a still
    picture is classed legal or illegal (nor ringed as a target)."""
    from tutor.games.kanagawa.lessons._positions import DECK_EMPTY, FIRST_TREE, KEEP, ONCE, then

    school = FIRST_TREE.state(GAME)
    pairs = [
        (school, "take column 1", then(FIRST_TREE, "take column 1").state(GAME),
         "take column 1"),  # legal; then taken by Blue, illegal for Red
        (school, "wait", DECK_EMPTY.state(GAME), "wait"),
        (ONCE.state(GAME), "paint A04 with S0",
         then(ONCE, "paint A04 with S0; move brush S0->S1").state(GAME), "paint T07 with S1"),
        (ONCE.state(GAME), "move brush S2->S1", ONCE.state(GAME), "move brush S0->S2"),
        (then(KEEP, "studio A06").state(GAME), "end turn", KEEP.state(GAME), "end turn"),
    ]
    for legal_state, legal, illegal_state, illegal in pairs:
        assert legal_state.check(legal) and not illegal_state.check(illegal), (legal, illegal)
        a, b = still(legal_state, legal), still(illegal_state, illegal)
        assert mark_classes(a) and mark_classes(a) == mark_classes(b), (legal, illegal)
        for svg in (a, b):
            root = parse(svg)
            assert not with_class(root, "legal") and not with_class(root, "illegal")
            assert not with_class(root, "ring")


def test_mark_that_names_nothing_is_ignored():
    """A column past the last, a card not in hand, a chance event or text that is no
    notation draws no mark (and the still picture is drawn all the same)."""
    from tutor.games.kanagawa.lessons._positions import FIRST_TREE, ONCE

    school, use = FIRST_TREE.state(GAME), ONCE.state(GAME)
    for s, move in ((school, "take column 4"), (use, "studio B20"), (school, "deal A05"),
                    (use, "paint A04 with S9"), (school, "fly away"), (school, "")):
        svg = still(s, move)
        if move == "paint A04 with S9":
            assert mark_classes(svg) == ["mark", "mark-ring"]  # the hand card; no S9
        else:
            assert not marks(svg), move
    assert render(school) != still(school, "take column 4")  # a still: no legal classes


def test_quiz_pictures_mark_their_move():
    """Every picture of a Kanagawa quiz question about a move draws that move, except where
    the move names nothing on the board (a fourth column with three pupils)."""
    from tutor.lessons import course
    from tutor.lessons.model import LegalOrNot
    from tutor.lessons.widgets import _picture

    nothing = {"q-three-columns"}
    seen = 0
    for lesson in course("kanagawa"):
        for item in lesson.quiz_items():
            move = item.action if isinstance(item, LegalOrNot) else item.mark
            if move is None or not item.picture or item.position is None:
                continue
            picture = _picture(item.position.state(GAME), "zh-Hant", mark=move)
            assert ('class="mark"' in picture) != (item.id in nothing), item.id
            seen += 1
    assert seen >= 15


def test_first_clicks_are_named_in_a_few_words():
    """A hand card and a brush are named for a screen reader and the status line in a few
    words: the card by its season and subject, the brush by its studio place and landscape
    (not by the whole card's tooltip, which says how to click; never by a code)."""
    from tutor.games.kanagawa.lessons._positions import ONCE
    from tutor.widget import GameWidget

    s = ONCE.state(GAME)
    labels = {el.get("data-target"): el.get("aria-label")
              for el in parse(render(s, viewer=0, lang="zh-Hant")).iter()
              if el.get("data-target")}
    assert labels == {"card-A04": "手上的「夏天・山豬」的課程卡",
                      "card-T07": "手上的「冬天・樹」的課程卡",
                      "brush-S0": "站在畫室第 1 格（海洋）上的筆刷",
                      "brush-S2": "站在畫室第 3 格（森林）上的筆刷"}
    for lang, card, brush in (("en", "Selected the “summer · boar” card in your hand.",
                               "Selected the brush on studio space 3 (forest)."),
                              ("zh-Hant", "已選取手上的「夏天・山豬」的課程卡。",
                               "已選取站在畫室第 3 格（森林）上的筆刷。")):
        board = GameWidget(s, lang=lang)
        board.target("card-A04")
        assert board.status.startswith(card), board.status
        board.target("brush-S2")
        assert board.status.startswith(brush), board.status


def test_zh_hant_labels():
    """lang='zh-Hant' names the seats 藍, 紅... and uses the Chinese caption and buttons."""
    s = states("use", where=using)[0]
    root = parse(render(s, lang="zh-Hant", selection={"card": hand(s)[0]}))
    texts = " ".join(t.text or "" for t in root.iter(NS + "text"))
    assert "藍" in texts and "紅" in texts and "Blue" not in texts
    assert s.describe("zh-Hant") in texts
    assert "結束回合" in texts and "放入畫室" in texts and "證書" in texts
    titles = " ".join(title(e) for e in root.iter())
    assert "畫作" in titles and "（規則 kanagawa." in titles


def words_by_element(svg: str) -> dict[tuple[str, str], str]:
    """Every tooltip and text of a board, keyed by kind and by element (its id without the
    per-drawing prefix, and its place in the tree)."""
    out = {}
    for i, el in enumerate(parse(svg).iter()):
        key = (el.get("id") or "").split("-", 1)[-1] + f"#{i}"
        if el.find(NS + "title") is not None:
            out[("title", key)] = title(el)
        if el.tag == NS + "text":
            out[("text", key)] = el.text or ""
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_label_and_tooltip_has_its_chinese(players):
    """In every phase, for the teacher and for a seat, each text and tooltip of the board in
    zh-Hant differs from the English one unless it holds no English word (ids and numbers
    are the same in both); describe() too."""
    phases = set()
    for i, s in enumerate(random_game(GAME, random.Random(players), players=players)):
        if i % 17 and not s.is_terminal() and s.phase in phases:
            continue
        phases.add(s.phase)
        assert s.describe("zh-Hant") != s.describe("en")
        for viewer in (None, 0):
            en = words_by_element(render(s, viewer=viewer))
            zh = words_by_element(render(s, viewer=viewer, lang="zh-Hant"))
            assert en.keys() == zh.keys()
            same = [en[k] for k in en if en[k] == zh[k] and re.search("[a-z]{3,}", en[k])]
            assert not same, same
    assert phases >= {"deal", "school", "use", "over"}


def test_unknown_language_or_viewer_raises():
    """An unsupported language or a seat out of range is refused with ValueError (the
    number of seats itself is a spectator: test_a_spectator_sees_no_face_down_card...)."""
    s = GAME.new_game(players=2, seed=1)
    with pytest.raises(ValueError, match="fr"):
        render(s, lang="fr")
    for viewer in (3, -1, True, "0"):
        with pytest.raises(ValueError, match="viewer"):
            render(s, viewer=viewer)


def test_ids_are_unique_and_prefixed():
    """Every id is explicit, unique and carries the drawing's prefix; so do the hrefs."""
    s = states("use", players=(4,), where=using)[-1]
    root = parse(render(s, selection={"card": hand(s)[0]}, highlight=["end turn"]))
    prefix = root.get("id")
    assert re.fullmatch(r"t[0-9a-f]{8}", prefix)
    ids = [el.get("id") for el in root.iter() if el.get("id")]
    assert len(ids) == len(set(ids)) > 100
    assert all(i == prefix or i.startswith(prefix + "-") for i in ids)
    hrefs = [el.get(XLINK) or el.get("href") for el in root.iter(NS + "use")]
    assert hrefs and all(h.startswith("#" + prefix + "-sym-") for h in hrefs)


def test_same_input_gives_the_same_bytes():
    """Rendering the same state twice (or a JSON copy of it) gives identical SVG."""
    s = states("use", players=(3,), where=using)[-1]
    sel = {"card": hand(s)[0]}
    a = render(s, selection=sel, highlight=["end turn"], viewer=1)
    assert a == render(GAME.from_json(s.to_json()), selection=dict(sel), highlight=["end turn"],
                       viewer=1)


def test_different_inputs_get_different_prefixes():
    """Different states, viewers, selections, languages or highlights get other prefixes."""
    s = GAME.new_game(players=3, seed=2)
    t = s.apply("wait")
    u = next(iter(states("use", where=using)))
    prefixes = {parse(svg).get("id") for svg in (
        render(s), render(t), render(s, viewer=0), render(s, lang="zh-Hant"),
        render(s, highlight=["wait"]), render(u), render(u, selection={"card": hand(u)[0]}))}
    assert len(prefixes) == 7


def test_picture_parts():
    """Style, symbols, caption, score totals, deck counts and every player's area."""
    s = states("use", players=(4,), where=using)[-1]
    svg = render(s)
    root = parse(svg)
    style = root.find(NS + "style").text
    assert ".kanagawa .legal{" in style and ".kanagawa .season-band.season-spring{" in style
    symbols = {e.get("id").split("-sym-")[1] for e in root.iter(NS + "symbol")}
    assert {"pawn-master", "pawn-assistant", "pawn-brush", "harmony"} <= symbols
    texts = [t.text for t in root.iter(NS + "text")]
    assert s.describe() in texts
    sheet = s.scores()
    assert [str(int(x)) for x in sheet.totals] == [
        t.text for t in root.iter(NS + "text") if "total" in classes(t)][1:]
    for p, area in enumerate(s.areas):
        studio = [e for e in root.iter() if re.search(rf"-area-{p}-s\d+$", e.get("id", ""))]
        painting = [e for e in root.iter() if re.search(rf"-area-{p}-p\d+$", e.get("id", ""))]
        assert len(studio) == len(area.studio) + 1 and len(painting) == len(area.painting) + 1
        with_brush = [i for i, e in enumerate(studio) if with_class(e, "brush")]
        assert with_brush == list(area.brushes)
    deck = sum(int(t.text[1:]) for t in root.iter(NS + "text")
               if (t.text or "").startswith("×") and "count" in classes(t))
    assert deck == len(s.deck)
    assert len(with_class(root, "diploma")) == 19 + sum(len(a.diplomas) for a in s.areas)


def test_state_and_game_delegate_to_the_renderer():
    """state.render, _repr_svg_ and GAME.render give the renderer's output."""
    s = GAME.new_game(players=2, seed=3)
    assert s.render(viewer=0) == render(s, viewer=0) == GAME.render(s, viewer=0)
    assert s._repr_svg_() == render(s)


def test_symbol_sheet():
    """svg/kanagawa.svg holds every symbol the renderer uses, with no inner ids, and no text
    that looks like a card id (so a hidden card's id can never leak through it)."""
    text = (svg_dir() / "kanagawa.svg").read_text(encoding="utf-8")
    assert not CARD_ID.search(text)
    root = ET.fromstring(text)
    symbols = {e.get("id"): e for e in root.iter(NS + "symbol")}
    lands = {f"land-{x}" for x in ("forest", "mountain", "plain", "ocean", "universal")}
    seasons = {f"season-{x}" for x in ("spring", "summer", "autumn", "winter", "storm")}
    subjects = {f"subj-{x}" for x in (
        "boar", "deer", "crane", "butterfly", "warrior", "peasant", "monk", "lady",
        "straw-roof", "tiled-roof", "palace", "round", "tower", "temple", "tree")}
    icons = {f"icon-{x}" for x in ("brush", "move", "assistant", "keep")}
    backs = {f"back-{x}" for x in ("animals", "characters", "buildings", "trees")}
    others = {"harmony", "harmony-neg", "pawn-master", "pawn-assistant", "pawn-brush",
              "storm-token", "hourglass", "hidden", "done"}
    assert lands | seasons | subjects | icons | backs | others <= set(symbols)
    for sym in symbols.values():
        assert sym.get("viewBox")
        assert not [e for e in sym.iter() if e is not sym and e.get("id")]


def test_render_speed_is_measured_not_gated():
    """A 4-player mid-game board renders (the figure itself is reported by tutor.bench)."""
    from tutor.bench import mid_game

    board = mid_game(GAME, players=4)
    assert parse(render(board)).get("id")


# -- the gallery ------------------------------------------------------------------------------


def test_kanagawa_gallery_is_up_to_date():
    """The committed Kanagawa pictures in svg/gallery/ equal a fresh regeneration, and show
    what they promise (a 4-player start, a 3-player turn with paint buttons, a 2-player end)."""
    boards = kanagawa_boards()
    assert set(boards) == {"kanagawa-start-4p.svg", "kanagawa-midgame-3p.svg",
                           "kanagawa-end-2p.svg"}
    check_gallery(boards)
    start = parse(boards["kanagawa-start-4p.svg"])
    assert len(actions(start, "column-button", "legal")) == 4
    mid = parse(boards["kanagawa-midgame-3p.svg"])
    assert [a for a in actions(mid, "button", "legal") if a.startswith("paint ")]
    assert with_class(mid, "hand-card", "selected")
    end = parse(boards["kanagawa-end-2p.svg"])
    assert not [e for e in end.iter() if e.get("data-action")]


# -- layout -----------------------------------------------------------------------------------


def studio_game(players: int):
    """A whole game in which every card goes into the studio (long studio rows), chance
    taking its first outcome; diplomas are declined."""
    s = GAME.new_game(players=players, seed=2)
    while s.phase not in ("storm", "over"):
        if s.is_chance():
            s = s.apply(s.chance_outcomes()[0][0])
        elif s.phase == "school":
            s = s.apply("wait" if s.check("wait") else s.legal_actions()[0])
        elif s.pending_diplomas():
            s = s.apply(f"decline diploma {s.pending_diplomas()[0]}")
        elif s.areas[s.actor].hand:
            s = s.apply(f"studio {s.areas[s.actor].hand[0]}")
        else:
            s = s.apply("end turn")
    return s


def box(root: ET.Element, suffix: str) -> tuple[float, float]:
    """(x, y) of the first rect of the group whose id ends with ``suffix``."""
    (group,) = [e for e in root.iter() if e.get("id", "").endswith(suffix)]
    rect = next(group.iter(NS + "rect"))
    return float(rect.get("x")), float(rect.get("y"))


@pytest.mark.parametrize("players", [2, 4])
def test_long_rows_wrap_and_the_board_keeps_its_width(players):
    """A studio of 30-odd cards wraps after CARDS_PER_ROW cards instead of widening the
    picture: every board is 712 px wide, whatever the number of players or cards (it used to
    grow to 2,774 px), and the cards of one area never leave it."""
    from tutor.games.kanagawa.render import BOARD_W, CARD_GAP, CARD_W, CARDS_PER_ROW, MARGIN

    s = studio_game(players)
    longest = max(len(a.studio) for a in s.areas)
    assert longest > (2 if players == 2 else 1) * CARDS_PER_ROW
    root = parse(render(s, viewer=0))
    assert float(root.get("width")) == BOARD_W + 2 * MARGIN == 712
    for p, area in enumerate(s.areas):
        x0, y0 = box(root, f"-area-{p}-s0")
        for i in range(1, len(area.studio) + 1):
            x, y = box(root, f"-area-{p}-s{i}")
            row, col = divmod(i, CARDS_PER_ROW)
            assert x == pytest.approx(x0 + col * (CARD_W + CARD_GAP))
            assert (y > y0) == (row > 0)
            assert x + CARD_W <= BOARD_W + MARGIN
        frame = next(e for e in root.iter() if e.get("id", "").endswith(f"-area-{p}"))
        bottom = float(frame.get("y")) + float(frame.get("height"))
        assert box(root, f"-area-{p}-s{len(area.studio)}")[1] + 42 < bottom
    for players_start in (2, 3, 4):
        start = parse(render(GAME.new_game(players=players_start, seed=1), viewer=0))
        assert float(start.get("width")) == 712


# -- boards that fit the task (issue 22) ------------------------------------------------------


def _top(root: ET.Element, name: str) -> float:
    """The y of the element whose id ends with ``-name`` (a panel's frame, an area)."""
    (el,) = [e for e in root.iter() if (e.get("id") or "").endswith("-" + name)
             and e.tag == NS + "rect"]
    return float(el.get("y"))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_seats_area_sits_right_under_the_school(players):
    """The studio and painting of the seat the board is drawn for (the viewer, or the acting
    pupil in the teacher's view) come right under the school and the turn panel, before the
    diplomas and the deck; the other areas after the deck, in seat order. Issue 22: the
    board was tall, the task's studio and hand at its bottom, a screen below the school."""
    for s in states("school", (players,)) + states("use", (players,)):
        for viewer in (None, *range(players)):
            root = parse(render(s, viewer=viewer))
            focus = s.actor if viewer is None else viewer
            diplomas, deck = _top(root, "diplomas-frame"), _top(root, "deck-frame")
            assert _top(root, "school-frame") < _top(root, f"area-{focus}") < diplomas
            others = [_top(root, f"area-{p}") for p in range(players) if p != focus]
            assert all(y > deck for y in others) and others == sorted(others)
    dealing = states("deal", (players,))[0]
    root = parse(render(dealing))  # nobody acts, the teacher's view: the seats in order
    areas = [_top(root, f"area-{p}") for p in range(players)]
    assert areas == sorted(areas) and areas[0] > _top(root, "deck-frame")


def test_diplomas_say_what_they_count_in_words():
    """A diploma tile writes what it counts in words beside its icon (「2 種不同」, 「3 個
    相同」, "2 kinds"), not as symbols (issue 22: the tiles read 「2≠」「3=」)."""
    s = kanagawa.new_game(players=2, seed=1)
    for lang, words in (("zh-Hant", {"buildings-2": "2 種不同", "characters-identical": "3 個相同",
                                     "landscapes-3": "3 個相同", "trees-4": "4 棵",
                                     "moves-2": "2 個"}),
                        ("en", {"buildings-2": "2 kinds", "characters-identical": "3 alike",
                                "trees-4": "4 trees"})):
        root = parse(render(s, lang=lang))
        tiles = {e.get("id").split("-diploma-")[-1]: e for e in root.iter()
                 if "-diploma-" in (e.get("id") or "") and "diploma" in classes(e)}
        assert len(tiles) == 19
        shown = {d: " ".join(t.text or "" for t in el.iter(NS + "text"))
                 for d, el in tiles.items()}
        for diploma, text in words.items():
            assert text in shown[diploma], (lang, diploma, shown[diploma])
        assert not any("≠" in t or "=" in t for t in shown.values())
        assert shown["animals-boar-deer"].split() == ["3"]  # its animals are drawn, and points


CODES = re.compile(r"(?<![A-Za-z0-9-])(?:[ABCT]\d\d|ST[1-4]|[SP]\d{1,2})(?![A-Za-z0-9])")
"""Card ids, start tile ids and the notation's studio and painting places (A05, ST1, S0,
P3): codes, which no text of a board shows."""


@pytest.mark.parametrize("phase", ["school", "use", "storm", "over"])
def test_no_board_text_or_tooltip_names_a_code(phase):
    """In every phase, for the teacher and for each seat, in both languages, no text node,
    tooltip or aria-label of the board names a card, a start tile or a place by its code
    (issue 22: 「S0 上沒有筆刷」, cards printed with their ids, S0-S4/P0-P4 under the
    studio); the codes stay in ``data-action``, ``data-target`` and the text board."""
    checked = 0
    for s in states(phase):
        for viewer in (None, *range(s.n)):
            for lang in ("en", "zh-Hant"):
                root = parse(render(s, viewer=viewer, lang=lang,
                                    selection={"card": hand(s)[0]} if phase == "use"
                                    and hand(s) else None))
                said = [t.text or "" for t in root.iter(NS + "text")]
                said += [title(e) for e in root.iter()] + [
                    e.get("aria-label") or "" for e in root.iter()]
                found = sorted({m.group(0) for t in said for m in CODES.finditer(t)})
                assert not found, (phase, viewer, lang, found)
                checked += 1
    assert checked >= 24


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_spectator_sees_no_face_down_card_and_the_acting_seat_first(players):
    """A spectator (viewer = the number of seats, the class service's projector) gets a
    board, not an IndexError: no face-down card named, laid out as the board with no
    viewer whose seat acts first."""
    checked = 0
    for s in game(players, 2):
        hidden = face_down(s)
        if not hidden or s.phase != "school":
            continue
        svg = render(s, viewer=players)
        assert not [c for c in hidden if c in svg], s
        assert len(with_class(parse(svg), "school-card", "face-down")) == len(hidden)
        checked += 1
        if checked == 3:
            break
    assert checked == 3
