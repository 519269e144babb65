"""Boards on paper (``tutor/core/printing.py``, issue 23): what a printed board leaves off
(buttons, screen-only texts, the status line, click targets, legal-move marks) and how it is
cropped to what a question is about (a game's ``print_focus``), for every game.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

import tutor
from tutor.core.printing import Focus, crop_box, print_svg, print_view
from tutor.core.svg import place_box

GAMES = tutor.games()


def _start(game: str):
    state = tutor.load(game).new_game(players=2, seed=1)
    while state.is_chance():
        state = state.apply(state.chance_outcomes()[0][0])
    return state


def _classes(svg: str) -> set[str]:
    return {c for found in re.findall(r'class="([^"]*)"', svg) for c in found.split()}


@pytest.mark.parametrize("game", GAMES)
def test_a_printed_board_has_nothing_to_click_and_no_status_line(game: str):
    """Every game's board for paper: no button, no element of class ``screen-only``, no
    status line (``<prefix>-caption``), no click target, tooltip or legal-move mark; the
    same picture otherwise (the board's other texts are all there)."""
    state = _start(game)
    screen = str(state.render(viewer=0, lang="zh-Hant"))
    paper = print_view(state, 0, "zh-Hant")
    assert re.search(r'id="[^"]*-caption"', screen), "every board draws its status line"
    assert not _classes(paper) & {"button", "screen-only", "approx", "legal", "illegal", "hint"}
    assert not re.search(r'\sdata-(action|target)="', paper) and "<title>" not in paper
    assert not re.search(r'id="[^"]*-caption"', paper)
    prefix = ET.fromstring(screen).get("id")
    kept = [t for t in ET.fromstring(screen).iter("{http://www.w3.org/2000/svg}text")
            if t.text and not (t.get("id") or "").startswith(f"{prefix}-caption")]
    assert sum(1 for t in ET.fromstring(paper).iter("{http://www.w3.org/2000/svg}text")
               if t.text) >= len(kept) // 2, "most of the board's texts stay"


@pytest.mark.parametrize("game", GAMES)
def test_a_printed_boards_symbols_are_drawn_in_a_page(game: str):
    """A printed board is parsed and written again: its ``<use>`` keep ``href`` or
    ``xlink:href`` (an ``ns1:href`` draws nothing in an HTML page: Kanagawa's cards printed
    blank), and every symbol they use is in the picture."""
    paper = print_view(_start(game), 0, "zh-Hant")
    assert not re.search(r"\sns\d+:", paper), "a namespace prefix an HTML page ignores"
    used = re.findall(r'<use [^>]*?(?:xlink:)?href="#([^"]+)"', paper)
    assert used or game == "cartography", "the board draws symbols"
    defined = set(re.findall(r'<symbol [^>]*id="([^"]+)"', paper))
    assert set(used) <= defined


def test_screen_only_elements_and_buttons_go_but_a_marked_button_stays():
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" id="b" viewBox="0,0,100,100">'
           '<text id="b-caption">Your turn</text><text id="b-caption-seat">●</text>'
           '<text class="help screen-only">Click a card</text>'
           '<g class="button"><text>End turn</text></g>'
           '<g class="button mark"><text>Pass</text></g><text id="b-name">Blue</text>'
           '<g class="approx"><text>≈</text></g></svg>')
    out = print_svg(svg)
    assert "Your turn" not in out and "●" not in out and "Click a card" not in out
    assert "≈" not in out
    assert "End turn" not in out
    assert "Pass" in out and "Blue" in out


def test_a_crop_holds_its_places_and_markers_with_a_margin_inside_the_board():
    """The crop is the places' box and the numbered markers' with a margin, never beyond
    the board; places the board does not have are ignored, and none found is the whole
    board."""
    state = _start("kanagawa")
    board = str(state.render(viewer=0, lang="en", markers={"column-2": 1}))
    column = place_box(board, "column-1")
    x, y, w, h = crop_box(board, ["column-1", "no such place"])
    assert x <= column[0] and y <= column[1]
    assert x + w >= column[2] and y + h >= column[3]
    marker = place_box(board, "marker-1")
    assert x + w >= marker[2], "the marker drawn on the board is in the picture"
    view = [float(v) for v in re.split(r"[ ,]", ET.fromstring(board).get("viewBox"))]
    assert x >= view[0] and y >= view[1] and x + w <= view[2] and y + h <= view[3]
    assert crop_box(board, ["nothing here"]) is None
    paper = print_svg(board, ["column-1"])
    assert abs(float(ET.fromstring(paper).get("width")) - w) < 0.01


def test_a_games_print_focus_crops_its_pictures(monkeypatch: pytest.MonkeyPatch):
    """A game's render module says what a question is about (``print_focus(state,
    focus)``); :meth:`Game.print_focus` asks it, and :func:`print_view` crops to it; a game
    without one prints the whole board."""
    game = tutor.load("kanagawa")
    state = _start("kanagawa")
    module = game._drawing_module()
    seen = []

    def focus_on(state, focus):
        seen.append(focus)
        return ("column-1",) if focus.kind == "task" else ()

    monkeypatch.setattr(module, "print_focus", focus_on, raising=False)
    whole = print_view(state, 0, "en", focus=Focus("q", "legal", 0))
    cropped = print_view(state, 0, "en", focus=Focus("t", "task", 0, lesson="kanagawa/1"))
    assert [f.item for f in seen] == ["q", "t"]
    size = [float(v) for v in re.split(r"[ ,]", ET.fromstring(cropped).get("viewBox"))]
    full = [float(v) for v in re.split(r"[ ,]", ET.fromstring(whole).get("viewBox"))]
    assert size[2] * size[3] < full[2] * full[3] / 4
    monkeypatch.delattr(module, "print_focus")
    assert game.print_focus(state, Focus("t", "task", 0)) == ()


def _inside(box, crop) -> bool:
    x, y, w, h = crop
    return box[0] >= x - 0.01 and box[1] >= y - 0.01 and box[2] <= x + w + 0.01 \
        and box[3] <= y + h + 0.01


def test_kanagawa_prints_the_studio_with_the_diploma_a_task_takes():
    """Kanagawa's crop for a move taking a diploma holds the acting seat's area and that
    diploma; without one, the area alone (the diplomas left off)."""
    state = _start("kanagawa")
    while state.phase == "school":
        state = state.apply(state.legal_actions()[0])
        while state.is_chance():
            state = state.apply(state.chance_outcomes()[0][0])
    seat = state.actor
    board = str(state.render(viewer=seat, lang="en", show_legal=False))
    game = tutor.load("kanagawa")
    with_diploma = game.print_focus(state, Focus("t", "task", seat,
                                                 about=("take diploma trees-3",)))
    crop = crop_box(board, with_diploma)
    assert _inside(place_box(board, f"area-{seat}"), crop)
    assert _inside(place_box(board, "diploma-trees-3"), crop)
    plain = crop_box(board, game.print_focus(state, Focus("t", "task", seat)))
    assert not _inside(place_box(board, "diploma-trees-3"), plain)


def test_tokaido_prints_the_stretch_of_road_with_every_traveller():
    """Tokaido's crop while the travellers walk holds every traveller's stop and a move's
    destination, and not the players' panels."""
    state = _start("tokaido")
    while state.phase != "move":
        state = state.apply(state.legal_actions()[0])
        while state.is_chance():
            state = state.apply(state.chance_outcomes()[0][0])
    board = str(state.render(viewer=0, lang="en", show_legal=False))
    move = str(state.legal_actions()[-1])
    crop = crop_box(board, tutor.load("tokaido").print_focus(
        state, Focus("q", "legal", 0, move=move)))
    for i in range(state.pawns):
        assert _inside(place_box(board, f"pawn-{i}"), crop)
    assert _inside(place_box(board, move), crop)
    assert not _inside(place_box(board, "player-0-frame"), crop)
