"""A board's <desc> and <title> texts name nothing by its code (issue 23).

A screen reader reads a board's ``<desc>`` to a child before its parts, and each
``<title>`` as a tooltip: the text board (card and tile codes, coordinates such as ``G02``,
``(1,0)a``, ``A05``) used to sit in ``<desc>``. Every 7th position of the golden
playthroughs (every phase of a whole game, 2 to 5 players), the gallery and the garden
studio, drawn for the teacher and for a seat, in both languages: no ``<desc>``, no
``<title>`` (and no text node or aria-label) holds a code or a coordinate, and ``<desc>``
is the game's name, the status line and the last move, in the board's language.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest
from golden.test_golden import gen

import tutor
from tutor.core.game import State

NS = "{http://www.w3.org/2000/svg}"

CODES = {
    "kanagawa": re.compile(
        r"(?<![A-Za-z0-9-])(?:[ABCT]\d\d|ST[1-4]|[SP]\d{1,2})(?![A-Za-z0-9])"),
    "cartography": re.compile(r"\(-?\d+,-?\d+\)[abc]?|\b[OC][123]\b|\d+ ?°|\brot\b"),
    "karesansui": re.compile(r"(?<![A-Za-z0-9])(?:[GM]\d\d|[a-e][1-3])(?![A-Za-z0-9])"),
    "tokaido": re.compile(r"\b(?:Blue|Red|Green|Yellow|Purple) \d+/\d\b|\b[PMS]\d\b|"
                          r"annaibito-|\b[a-z]+,[a-z]+\b|\bmove (?:neutral )?\d+\b"),
}
"""Each game's notation: card, tile and place ids (A05, ST1, S0, P3; G02; O3), coordinates
((1,0)a, a2, rotations in degrees), Tokaido's text board (road positions 28/3, panorama
counts P0 M1 S0, comma-joined card ids, a move's notation "move 17")."""

EVERY = 7
"""Draw every 7th position of a golden playthrough (a whole game still gives each phase)."""


def _positions(game: str) -> Iterator[State]:
    """Every :data:`EVERY`-th position of the game's golden playthroughs, and the last."""
    for p in gen.PLAYTHROUGHS:
        if p.game != game:
            continue
        recorded = gen.read(p.path.read_text(encoding="utf-8"))
        state = tutor.load(game).new_game(players=recorded.players, **recorded.options)
        for i, action in enumerate(recorded.actions):
            if i % EVERY == 0:
                yield state
            state = state.apply(action)
        yield state


def _said(svg: str) -> tuple[str, list[str]]:
    """The ``<desc>`` of a board, and what else it says: its ``<title>`` texts, text nodes
    and aria-labels."""
    root = ET.fromstring(svg)
    desc = root.find(NS + "desc")
    assert desc is not None and len(desc) == 0, "one <desc>, plain text"
    said = [t.text or "" for t in root.iter(NS + "title")]
    said += ["".join(t.itertext()) for t in root.iter(NS + "text")]
    said += [e.get("aria-label") or "" for e in root.iter()]
    return desc.text or "", said


@pytest.mark.parametrize("game", tutor.games())
def test_no_desc_or_title_names_a_code_or_coordinate(game: str):
    code = CODES[game]
    checked = phases = 0
    seen: set[str] = set()
    title = tutor.load(game).title
    for state in _positions(game):
        seen.add(str(getattr(state, "phase", "")) + str(state.is_terminal()))
        for viewer in (None, 0):
            for lang in ("en", "zh-Hant"):
                svg = str(state.render(viewer=viewer, lang=lang))
                desc, titles = _said(svg)
                assert desc.startswith(title[lang][:1].upper() + title[lang][1:]), desc
                assert state.describe(lang).rstrip("。.")[1:] in desc, desc
                for text in (desc, *titles):
                    assert not code.search(text), (game, viewer, lang, text)
                checked += 1
    phases = len(seen)
    assert checked > 100 and phases >= 2


def test_gallery_boards_have_a_desc_without_codes():
    """The gallery's boards (a few positions a game, the ones the docs show)."""
    from tutor.gallery import GALLERIES

    pattern = re.compile("|".join(c.pattern for c in CODES.values()))
    checked = 0
    for boards in GALLERIES:
        for name, svg in boards().items():
            if "<desc>" not in svg:
                continue
            desc, titles = _said(svg)
            assert desc and not pattern.search(desc), (name, desc)
            checked += 1
    assert checked >= 8


def test_desc_is_in_the_boards_language():
    """The same position: the English board's <desc> has no Chinese, the Chinese board's
    <desc> uses full-width stops."""
    state = tutor.load("karesansui").new_game(players=2, seed=3)
    rng = random.Random(3)
    while state.is_chance():
        outcomes = state.chance_outcomes()
        state = state.apply(rng.choice(outcomes)[0])
    en, _ = _said(str(state.render(viewer=0, lang="en")))
    zh, _ = _said(str(state.render(viewer=0, lang="zh-Hant")))
    assert not re.search(r"[\u4e00-\u9fff]", en)
    assert zh.endswith("。") and ". " not in zh


def test_garden_studio_desc_says_the_score_sheet_in_words():
    """Karesansui's garden studio: its <desc> was the garden's notation (tile ids, cells)
    and the score sheet's text; now the total and each line of the sheet, in words."""
    from tutor.games.karesansui.studio import STUDIO

    state = STUDIO.new_game()
    for move in ("put G07 at b1 turned", "put M02 at c3", "stone boat at c3", "virtue 4"):
        state = state.apply(move)
    for lang in ("en", "zh-Hant"):
        desc, titles = _said(str(state.render(lang=lang)))
        sheet = state.scores()
        assert all(c.label[lang] in desc for c in sheet.categories), desc
        assert f"{sheet.totals[0]:g}" in desc and "4" in desc
        for text in (desc, *titles):
            assert not CODES["karesansui"].search(text), (lang, text)
