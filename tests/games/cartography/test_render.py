"""The Cartography SVG board: what can be clicked, ids, determinism, languages, gallery.

The SVG is parsed with ``xml.etree`` and checked for meaning (which ``data-action`` and
``data-target`` values, which classes), never compared as text, except the gallery, which
must equal a fresh regeneration byte for byte.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from svgtree import NS, actions, check_gallery, classes, parse, title, with_class

from tutor.core.svg import svg_dir
from tutor.gallery import gallery
from tutor.games import cartography
from tutor.games.cartography.data import TILE_TYPES
from tutor.games.cartography.render import render, select

GAME = cartography.GAME
RING = ("(-1,-1)", "(0,-1)", "(1,-1)", "(1,0)", "(0,0)", "(-1,0)")
"""The start hexagon's tiles in ring order (each touches the previous and the next)."""










def played(seed: int, moves: int = 20, phase: str | None = None, **options):
    """A state after ``moves`` seeded random actions, then on to ``phase`` if given."""
    rng = random.Random(seed)
    s = GAME.new_game(**options)
    for _ in range(moves):
        if s.over:
            break
        s = s.apply(rng.choice(s.legal_actions()))
    while phase and s.phase != phase and not s.over:
        s = s.apply(rng.choice(s.legal_actions()))
    return s




# -- the stone step ---------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_stone_step_legal_regions_are_the_legal_stone_actions(seed):
    """In the stone step the regions marked legal are exactly the legal stone actions."""
    s = played(seed, phase="stone")
    root = parse(render(s))
    legal = {a for a in s.legal_actions().notations() if a.startswith("stone")}
    assert set(actions(root, "region", "legal")) == legal
    regions = with_class(root, "region")
    assert len(regions) == len(s.stones)
    for el in regions:
        action = el.get("data-action")
        # the tooltip names the region in words (its tile and the part of it), no code
        said = s.words_for(action, lang="en").removeprefix("place a stone on ")
        assert title(el).split(":")[0] == said[0].upper() + said[1:], title(el)
        assert "(" not in title(el).split(":")[0]
        assert ("legal" in classes(el)) != ("illegal" in classes(el))


def test_occupied_region_is_illegal_and_cites_the_rule():
    """A region holding a stone is clickable, marked illegal, and its title cites the rule."""
    s = GAME.new_game(supply={}).apply(f"stone at {RING[0]}a").apply(f"stone at {RING[2]}a")
    root = parse(render(s))
    (el,) = [e for e in with_class(root, "region") if e.get("data-action").endswith(RING[0] + "a")]
    assert {"stone", "owner-0", "illegal"} <= classes(el)
    assert "cartography.stone.one-per-region" in title(el)


def test_suicide_region_is_illegal_with_the_liberty_rule():
    """A stone that would leave its group without liberties is shown illegal, citing the rule."""
    s = GAME.new_game(supply={})
    for move in (f"stone at {RING[1]}a", f"stone at {RING[0]}a", f"stone at {RING[5]}a"):
        s = s.apply(move)  # Blue captures Orange's RING[0]
    s = s.apply(f"stone at {RING[3]}a")  # Orange
    root = parse(render(s))
    by_action = {e.get("data-action"): e for e in with_class(root, "region")}
    assert "legal" in classes(by_action[f"stone at {RING[0]}a"])
    s = s.apply("pass")  # Blue passes; Orange may not play into RING[0] alone
    root = parse(render(s))
    by_action = {e.get("data-action"): e for e in with_class(root, "region")}
    el = by_action[f"stone at {RING[0]}a"]
    assert "illegal" in classes(el)
    assert "cartography.stone.liberty" in title(el)


def test_pass_button_is_no_stone_after_a_tile():
    """After laying a tile the pass button plays 'no stone', the legal way to skip the stone."""
    s = GAME.new_game().apply("tile O3 at (0,1) rot 0")
    (button,) = with_class(parse(render(s)), "button", "pass")
    assert button.get("data-action") == "no stone"
    assert "no stone" in s.legal_actions()


def test_pass_button_is_pass_without_a_tile():
    """With no tile to lay the pass button plays 'pass' (cartography.end.pass)."""
    s = GAME.new_game(supply={})
    (button,) = with_class(parse(render(s)), "button", "pass")
    assert button.get("data-action") == "pass" and "pass" in s.legal_actions()
    assert "cartography.end.pass" in title(button)


def test_last_captured_regions_are_marked():
    """The regions captured by the last stone are marked, citing the capture rule."""
    s = GAME.new_game(supply={})
    for move in (f"stone at {RING[1]}a", f"stone at {RING[0]}a", f"stone at {RING[5]}a"):
        s = s.apply(move)
    assert s.last_captured
    root = parse(render(s))
    marked = with_class(root, "region", "captured")
    assert [e.get("data-action") for e in marked] == [f"stone at {RING[0]}a"]
    assert "cartography.capture.no-liberty" in title(marked[0])
    assert with_class(root, "region", "last")  # the capturing stone
    # whose stone was captured shows by its seat's shape (Orange: a triangle), not only by
    # the outline's colour
    (seat,) = with_class(marked[0], "captured-seat")
    assert "seat-mark-1" in classes(seat) and s.player == 1


def test_first_clicks_are_named_in_words():
    """A supply tile's and the rotate button's accessible names (what the status line says
    after the click) name the tile, its look and count, or the action: no rule ids."""
    root = parse(render(GAME.new_game(), lang="zh-Hant"))
    named = {el.get("data-target"): el.get("aria-label") for el in root.iter()
             if el.get("data-target")}
    assert named["type-C2"] == "切角板塊（兩個區域：牆切出一個角），剩 5 個"
    assert named["rotate"] == "旋轉板塊"
    en = parse(render(GAME.new_game()))
    assert {el.get("aria-label") for el in en.iter() if el.get("data-target") == "type-O3"} == {
        "plain tile (one region, no wall), 5 left"}


# -- the tile step ----------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_tile_step_legal_slots_are_the_legal_tile_actions(seed):
    """With a type and rotation selected, legal slots are exactly the legal placements."""
    s = played(seed, phase="tile")
    legal = set(s.legal_actions().notations())
    for i, tt in enumerate(TILE_TYPES):
        if not s.supply[i]:
            continue
        for rot in tt.rotations:
            root = parse(render(s, selection={"tile": tt.name, "rot": rot}))
            slots = with_class(root, "slot")
            assert len(slots) == len(s.frontier)
            mine = {a for a in legal
                    if a.startswith(f"tile {tt.name} ") and a.endswith(f"rot {rot}")}
            assert set(actions(root, "slot", "legal")) == mine
            for el in slots:
                action = el.get("data-action")
                assert re.fullmatch(rf"tile {tt.name} at \(-?\d+,-?\d+\) rot {rot}", action)
                assert ("legal" in classes(el)) == (action in legal)
                others = {action.replace(f"rot {rot}", f"rot {r}") for r in tt.rotations} - {
                    action}
                assert ("fits-other-rotation" in classes(el)) == bool(others & legal)


def test_illegal_slot_cites_edge_matching():
    """A slot where the selected tile does not fit says why, citing the edge rule."""
    s = GAME.new_game()
    root = parse(render(s, selection={"tile": "O2", "rot": 0}))
    (el,) = [e for e in with_class(root, "slot")
             if e.get("data-action") == "tile O2 at (0,1) rot 0"]
    assert "illegal" in classes(el) and "fits-other-rotation" in classes(el)
    assert "cartography.tile.edges-match" in title(el)


def test_tile_step_without_selection():
    """With no type selected, slots are faint and inert, and the supply offers six types."""
    s = GAME.new_game()
    root = parse(render(s))
    slots = with_class(root, "slot")
    assert len(slots) == len(s.frontier) and all(e.get("data-action") is None for e in slots)
    assert not [e for e in root.iter() if e.get("data-action")]
    targets = [e.get("data-target") for e in with_class(root, "supply-tile")]
    assert targets == [f"type-{t.name}" for t in TILE_TYPES]
    (rotate,) = with_class(root, "button", "rotate")
    assert rotate.get("data-target") == "rotate" and "disabled" in classes(rotate)


def test_supply_marks_selected_and_empty_types():
    """The selected type is 'selected', a type with no tiles left is 'empty'."""
    s = GAME.new_game(supply={"O3": 0, "O2": 2, "C2": 3})
    root = parse(render(s, selection={"tile": "O2", "rot": 120}))
    by_target = {e.get("data-target"): classes(e) for e in with_class(root, "supply-tile")}
    assert "selected" in by_target["type-O2"]
    assert "empty" in by_target["type-O3"] and "empty" in by_target["type-C1"]
    assert "selected" not in by_target["type-C2"] and "empty" not in by_target["type-C2"]


def test_symmetric_type_always_rotation_zero():
    """A tile that looks the same turned is always offered at rot 0."""
    s = GAME.new_game()
    root = parse(render(s, selection={"tile": "O3", "rot": 240}))
    acts = actions(root, "slot")
    assert acts and all(a.endswith("rot 0") for a in acts)
    assert set(actions(root, "slot", "legal")) == {
        a for a in s.legal_actions().notations() if a.startswith("tile O3")}


def test_no_tile_actions_in_the_stone_step():
    """In the stone step nothing offers a tile action or a supply target."""
    s = played(2, phase="stone")
    root = parse(render(s, selection={"tile": "C1", "rot": 0}))
    assert not [e for e in root.iter() if e.get("data-target")]
    assert not [a for a in actions(root) if a.startswith("tile")]


def test_game_over_offers_nothing_and_names_the_winner():
    """A finished game has no clickable element; the winner's row says so."""
    s = played(7, moves=10_000, tiles_per_player=5)
    assert s.over
    root = parse(render(s))
    assert not [e for e in root.iter() if e.get("data-action") or e.get("data-target")]
    winners = [e.get("id").rsplit("-", 1)[1] for e in with_class(root, "player", "winner")]
    assert [int(w) for w in winners] == list(s.scores().winners)


# -- select -----------------------------------------------------------------------------------


def test_select_type_defaults_to_a_rotation_that_fits():
    """Selecting a type picks the first rotation that fits somewhere."""
    s = GAME.new_game()
    for tt in TILE_TYPES:
        sel = select(s, {}, f"type-{tt.name}")
        fitting = [r for r in tt.rotations
                   if any(a.type == tt.name and a.rot == r for a in s.legal_actions())]
        assert sel == {"tile": tt.name, "rot": fitting[0] if fitting else 0}


def test_select_keeps_a_rotation_that_fits():
    """Switching type keeps the chosen rotation when the new type fits in it."""
    s = GAME.new_game()
    assert select(s, {"tile": "O1", "rot": 240}, "type-O2") == {"tile": "O2", "rot": 240}
    assert select(s, {"tile": "O1", "rot": 240}, "type-O3") == {"tile": "O3", "rot": 0}


def test_select_rotate_cycles():
    """'rotate' turns the selected type 0 -> 120 -> 240 -> 0."""
    s = GAME.new_game()
    sel = {"tile": "C1", "rot": 0}
    seen = []
    for _ in range(3):
        sel = select(s, sel, "rotate")
        seen.append(sel["rot"])
    assert seen == [120, 240, 0]


def test_select_rotate_is_a_no_op_for_symmetric_or_no_type():
    """'rotate' changes nothing for O3/C3 or when no type is selected."""
    s = GAME.new_game()
    assert select(s, {"tile": "C3", "rot": 0}, "rotate") == {"tile": "C3", "rot": 0}
    assert select(s, {}, "rotate") == {}


def test_select_never_mutates_its_argument():
    """select returns a new dict and leaves the given selection alone."""
    s = GAME.new_game()
    sel = {"tile": "C1", "rot": 0}
    out = GAME.select(s, sel, "rotate")
    assert sel == {"tile": "C1", "rot": 0} and out is not sel


@pytest.mark.parametrize("target", ["type-X9", "flip", "", "type-"])
def test_select_unknown_target_raises(target):
    """An unknown target raises ValueError naming it."""
    with pytest.raises(ValueError, match=re.escape(repr(target))):
        select(GAME.new_game(), {}, target)


def test_bad_selection_raises():
    """A selection naming no tile type or rotation raises ValueError."""
    s = GAME.new_game()
    with pytest.raises(ValueError, match="'Z1'"):
        render(s, selection={"tile": "Z1", "rot": 0})
    with pytest.raises(ValueError, match="90"):
        render(s, selection={"tile": "C1", "rot": 90})


# -- highlight, languages, ids, determinism ----------------------------------------------------


def test_highlight_marks_exactly_the_named_actions():
    """Elements whose data-action is highlighted get 'hint', and no others."""
    s = played(3, phase="stone")
    legal = s.legal_actions().notations()
    chosen = [legal[0], legal[-1]]
    root = parse(render(s, highlight=chosen))
    assert sorted(actions(root, "hint")) == sorted(chosen)
    assert not with_class(parse(render(s)), "hint")


def test_highlight_of_a_slot_and_its_tile_type():
    """A highlighted tile action marks its slot, or its supply tile when another is selected."""
    s = GAME.new_game()
    action = "tile C1 at (0,1) rot 120"
    assert action in s.legal_actions()
    root = parse(render(s, highlight=[action], selection={"tile": "C1", "rot": 120}))
    assert actions(root, "hint") == [action]
    root = parse(render(s, highlight=[action], selection={"tile": "O3", "rot": 0}))
    assert [e.get("data-target") for e in with_class(root, "hint")] == ["type-C1"]


def test_zh_hant_labels():
    """lang='zh-Hant' names the players 藍方 and 橘方 (one name per seat, the glossary's)
    and uses the Chinese caption."""
    s = played(1, phase="stone")
    root = parse(render(s, lang="zh-Hant"))
    texts = " ".join(t.text or "" for t in root.iter(NS + "text"))
    assert "藍方" in texts and "橘方" in texts and "Blue" not in texts and "藍方方" not in texts
    assert s.describe("zh-Hant") in texts
    assert "不放棋子" in texts or "跳過" in texts
    assert "輪到" in texts


def test_zh_hant_tooltips_and_captions():
    """Every tooltip and text of a Chinese board is in Chinese (besides notation, rule ids
    and tile names), in the tile step, the stone step and at the end with a tie-break."""
    ring = ("stone at (-1,-1)a", "stone at (0,-1)a", "pass", "stone at (1,-1)a",
            "stone at (1,0)a", "stone at (0,-1)a", "pass", "stone at (-1,0)a", "pass", "pass")
    tie = GAME.new_game(supply={}, tiebreak="stones")
    for move in ring:
        tie = tie.apply(move)
    assert tie.scores().tiebreak == "cartography.score.tie-stones"
    boards = [(GAME.new_game(), {"tile": "C1", "rot": 0}), (played(1, phase="stone"), None),
              (played(3, phase="tile"), {"tile": "O2", "rot": 120}), (tie, None)]
    for s, selection in boards:
        root = parse(render(s, lang="zh-Hant", selection=selection))
        titles = [t.text or "" for t in root.iter(NS + "title")]
        texts = [t.text or "" for t in root.iter(NS + "text")]
        assert titles
        for words in titles + texts:
            english = re.sub(r"cartography\.[a-z.-]+|[OC][123]|\(-?\d+,-?\d+\)[abc]?|"
                             r"stone at|tile|rot|no stone|pass|[-\d°×·:.,;() →]", "", words)
            assert not re.search(r"[A-Za-z]{3,}", english), words


def test_unknown_language_raises():
    """An unsupported language is refused with ValueError."""
    with pytest.raises(ValueError, match="fr"):
        render(GAME.new_game(), lang="fr")


def test_ids_are_unique_and_prefixed():
    """Every id is explicit, unique and carries the drawing's prefix."""
    s = played(4, phase="tile")
    root = parse(render(s, selection={"tile": "C1", "rot": 120}, highlight=["pass"]))
    prefix = root.get("id")
    assert re.fullmatch(r"t[0-9a-f]{8}", prefix)
    ids = [el.get("id") for el in root.iter() if el.get("id")]
    assert len(ids) == len(set(ids)) > 50
    assert all(i == prefix or i.startswith(prefix + "-") for i in ids)
    hrefs = [el.get("{http://www.w3.org/1999/xlink}href") or el.get("href")
             for el in root.iter(NS + "use")]
    assert hrefs and all(h.startswith("#" + prefix + "-sym-") for h in hrefs)


def test_same_input_gives_the_same_bytes():
    """Rendering the same state twice (or a JSON copy of it) gives identical SVG."""
    s = played(5, phase="tile")
    sel = {"tile": "O2", "rot": 120}
    a = render(s, selection=sel, highlight=["pass"])
    assert a == render(GAME.from_json(s.to_json()), selection=dict(sel), highlight=["pass"])
    assert render(s, viewer=0) == render(s)  # no hidden information: viewer changes nothing


def test_different_inputs_get_different_prefixes():
    """Different states, selections, languages or highlights get different id prefixes."""
    s = GAME.new_game()
    t = s.apply("tile O3 at (0,1) rot 0")
    prefixes = {parse(svg).get("id") for svg in (
        render(s), render(t), render(s, selection={"tile": "C1", "rot": 0}),
        render(s, lang="zh-Hant"), render(s, highlight=["tile O3 at (0,1) rot 0"]))}
    assert len(prefixes) == 5


def test_map_is_fully_visible():
    """Every tile and empty slot lies inside the picture."""
    s = played(6, moves=36, phase="tile")
    assert not s.over and len(s.tiles) > 16
    root = parse(render(s))
    width, height = float(root.get("width")), float(root.get("height"))
    (map_g,) = [e for e in root.iter(NS + "g") if e.get("id", "").endswith("-map")]
    dx, dy, k = map_transform(map_g)
    shapes = with_class(map_g, "tile") + [e.find(NS + "path") for e in with_class(map_g, "slot")]
    assert len(shapes) == len(s.tiles) + len(s.frontier)
    for el in shapes:
        nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", el.get("d"))]
        xs, ys = nums[0::2], nums[1::2]
        assert 0 <= k * min(xs) + dx and k * max(xs) + dx <= width
        assert 0 <= k * min(ys) + dy and k * max(ys) + dy <= height


def map_transform(map_g: ET.Element) -> tuple[float, float, float]:
    """The map group's translation and scale."""
    found = re.fullmatch(r"translate\((.+),(.+)\) scale\((.+)\)", map_g.get("transform"))
    assert found, map_g.get("transform")
    dx, dy, k = map(float, found.groups())
    return dx, dy, k


@pytest.mark.parametrize(("moves", "most", "least"), [(0, 1.6, 1.6), (36, 1.3, 0.75)])
def test_the_map_is_scaled_to_fill_its_frame(moves, most, least):
    """The map fills its frame (as high as the panel): the start hexagon is enlarged as
    far as :data:`MAX_ZOOM`, a map of many tiles less (issue 22: the map was small in its
    panel); the frame grows only past :data:`MIN_ZOOM`, and the whole map stays in it."""
    from tutor.games.cartography.render import MAX_ZOOM, MIN_ZOOM

    s = played(6, moves=moves, phase="tile")
    root = parse(render(s))
    (map_g,) = [e for e in root.iter(NS + "g") if e.get("id", "").endswith("-map")]
    _, _, k = map_transform(map_g)
    assert MIN_ZOOM <= least <= k <= most <= MAX_ZOOM
    (frame,) = [e for e in root.iter(NS + "rect") if e.get("id", "").endswith("-map-frame")]
    boxes = [(min(xs), max(xs), min(ys), max(ys)) for xs, ys in (
        ([float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", el.get("d"))[0::2]],
         [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", el.get("d"))[1::2]])
        for el in with_class(map_g, "tile"))]
    width = k * (max(b[1] for b in boxes) - min(b[0] for b in boxes))
    assert width >= 0.35 * float(frame.get("width"))  # the tiles fill the frame


def test_picture_parts():
    """Style, castle symbols, score sheet, caption and text board are all there."""
    s = played(1, phase="stone")
    svg = render(s)
    root = parse(svg)
    style = root.find(NS + "style").text
    assert ".cartography .slot.legal{" in style and ".cartography .wall{" in style
    symbols = {e.get("id").split("-sym-")[1] for e in root.iter(NS + "symbol")}
    assert {"stone-blue", "stone-orange"} <= symbols
    assert len(with_class(root, "tile")) >= len(s.tiles)
    assert len(with_class(root, "wall")) >= sum(
        1 for t, _ in s.tiles.values() if TILE_TYPES[t].walls)
    stones = [e for e in with_class(root, "region", "stone")]
    assert len(stones) == sum(1 for o in s.stones if o >= 0)
    desc = root.find(NS + "desc").text  # the status line, not the text board (str(s))
    assert desc.startswith("Cartography. ") and s.describe().rstrip(".") in desc
    assert str(s) not in svg
    texts = [t.text for t in root.iter(NS + "text")]
    assert s.describe() in texts
    sheet = s.scores()
    assert [str(int(x)) for x in sheet.totals] == [
        t.text for t in root.iter(NS + "text") if "total" in classes(t)][1:]


def test_state_and_game_delegate_to_the_renderer():
    """state.render, _repr_svg_ and GAME.render give the renderer's output."""
    s = GAME.new_game()
    sel = {"tile": "C1", "rot": 0}
    assert s.render(selection=sel) == render(s, selection=sel) == GAME.render(s, selection=sel)
    assert s._repr_svg_() == render(s)


def test_symbol_sheet_has_the_castles():
    """svg/cartography.svg holds the stone symbols, with no inner ids."""
    root = ET.parse(svg_dir() / "cartography.svg").getroot()
    symbols = {e.get("id"): e for e in root.iter(NS + "symbol")}
    assert {"stone-blue", "stone-orange", "rotate", "captured"} <= set(symbols)
    for sym in symbols.values():
        assert sym.get("viewBox")
        assert not [e for e in sym.iter() if e is not sym and e.get("id")]


# -- the gallery ------------------------------------------------------------------------------


def test_gallery_is_up_to_date():
    """The committed svg/gallery/ files equal a fresh `python -m tutor.gallery`."""
    boards = gallery()
    assert {"cartography-start.svg", "cartography-midgame.svg", "cartography-end.svg"} <= set(
        boards)
    check_gallery(boards)
    mid = parse(boards["cartography-midgame.svg"])
    assert with_class(mid, "slot", "legal") and with_class(mid, "slot", "illegal")


# -- the move a quiz question is about (render's mark) ----------------------------------------


def _shape(root: ET.Element) -> list[tuple[str, tuple[str, ...]]]:
    """Every element of a drawing as (tag, classes), positions and ids left out: what a
    picture shows, but not where."""
    return sorted((el.tag, tuple(sorted(classes(el)))) for el in root.iter())


def _mark(root: ET.Element) -> list[ET.Element]:
    return [el for el in with_class(root, "mark") if el.get("id", "").endswith("-mark")]


def test_mark_of_a_stone_is_drawn_alike_legal_or_not():
    """A stone marked is a dashed circle round its region; a legal and an illegal stone
    (one on an occupied region) give pictures with the same elements and classes."""
    s = played(3, moves=24, phase="stone")
    legal = next(a for a in s.legal_actions().notations() if a.startswith("stone"))
    taken = next(f"stone at {s.region_name(r)}" for r, o in enumerate(s.stones) if o >= 0)
    assert not s.check(taken)
    a, b = parse(render(s, mark=legal)), parse(render(s, mark=taken))
    assert [classes(e) for e in _mark(a)] == [{"mark", "stone-mark"}]
    assert _shape(a) == _shape(b)


def test_mark_of_a_tile_is_drawn_alike_legal_or_not():
    """A tile marked is its outline, walls and dots in its slot; a legal and an illegal
    rotation of one tile in one slot give pictures with the same elements and classes."""
    s = GAME.new_game()
    legal, illegal = "tile C1 at (0,1) rot 120", "tile C1 at (0,1) rot 0"
    assert s.check(legal) and not s.check(illegal)
    a, b = parse(render(s, mark=legal)), parse(render(s, mark=illegal))
    (mark,) = _mark(a)
    assert classes(mark) == {"mark", "tile-mark"}
    assert {"mark-shape"} <= set().union(*(classes(e) for e in mark.iter()))
    assert _shape(a) == _shape(b)


def test_mark_of_a_tile_away_from_the_map_is_in_the_picture():
    """A slot that shares no side with the map (lesson 2's q-far) grows the map so that the
    marked tile shows; the frame still holds it."""
    s = GAME.new_game()
    root = parse(render(s, mark="tile O3 at (0,3) rot 0"))
    (mark,) = _mark(root)
    (map_g,) = [e for e in root.iter(NS + "g") if e.get("id", "").endswith("-map")]
    dx, dy, k = map_transform(map_g)
    nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", mark.find(NS + "path").get("d"))]
    assert k * max(nums[1::2]) + dy <= float(root.get("height"))
    assert 0 <= k * min(nums[0::2]) + dx and k * max(nums[0::2]) + dx <= float(root.get("width"))


def test_mark_of_a_pass_shows_that_button_whichever_the_turn_offers():
    """After a tile the turn offers No stone; a marked pass shows the Pass button, outlined,
    as a marked (legal) no stone shows its own: same elements, same classes."""
    s = GAME.new_game().apply("tile O3 at (0,1) rot 0")
    a, b = parse(render(s, mark="pass")), parse(render(s, mark="no stone"))
    (button,) = with_class(a, "button", "pass")
    assert button.get("data-action") == "pass"
    assert [classes(e) for e in _mark(a)] == [{"mark", "button-mark"}]
    assert _shape(a) == _shape(b)
    tiling = parse(render(GAME.new_game(), mark="pass"))
    assert with_class(tiling, "button", "pass") and not with_class(tiling, "rotate")


@pytest.mark.parametrize("mark", ["stone at (5,5)a", "stone at (0,0)c", "take column 2", None])
def test_a_mark_naming_nothing_on_the_board_is_ignored(mark):
    """No region there, or no Cartography move: the picture is the one without a mark."""
    s = GAME.new_game()
    assert render(s, mark=mark) == render(s)


def test_the_quiz_pictures_draw_their_move():
    """Every legal-or-not item of the lessons and every question given a mark draws a mark
    on its picture, in both languages."""
    from tutor.lessons import course
    from tutor.lessons.model import LegalOrNot

    seen = 0
    for lesson in course("cartography"):
        for item in lesson.quiz_items():
            mark = item.action if isinstance(item, LegalOrNot) else item.mark
            if mark is None or item.position is None:
                continue
            state = item.position.state(GAME)
            for lang in ("en", "zh-Hant"):
                assert _mark(parse(render(state, lang=lang, mark=mark))), (lesson.number, item.id)
            seen += 1
    assert seen >= 25


def test_a_marker_on_an_empty_slot_is_drawn_in_its_middle():
    """Issue 22: a task's marker on an empty slot (``slot-0_1``), or on a tile move into it
    (the bot's best moves), is drawn in the middle of the slot, not on the corner of its box
    (a corner the triangle shares with its neighbours); a region's marker stays by its dot."""
    from tutor.core.svg import place_box

    s = GAME.new_game()
    for key in ("slot-0_1", "tile C2 at (0,1) rot 0"):
        svg = str(render(s, markers={key: 1}))
        (cx, cy) = (float(v) for v in re.search(
            r'data-marker="1"[^>]*><circle cx="([\d.]+)" cy="([\d.]+)"', svg).groups())
        left, top, right, bottom = place_box(svg, "slot-0_1")
        assert left < cx < right and top < cy < bottom, key
        assert abs(cx - (left + right) / 2) < 1 and cy < (top + bottom) / 2  # (points down)
    svg = str(render(s, markers={"region-0_0-a": 1}))
    assert 'data-marker="1"' in svg
