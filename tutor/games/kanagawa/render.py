"""Kanagawa pictures: the SVG board and the compact text board.

The SVG is 712 px wide for every number of players (:data:`BOARD_W` inside the margins), so
that a notebook cell on a 1,280-1,400 px screen shows it at close to its own size: panels
are stacked rather than put side by side, and rows of cards wrap after
:data:`CARDS_PER_ROW` cards (a studio of 30 cards takes three rows, not 2,000 px). From the
top, under a caption saying whose turn it is:

- the **school board** (left): the columns in play, three rows of lesson cards (painting
  half above, studio half below), face-down slots tinted as on the mat, taken columns
  greyed, and above each column a header that takes it;
- beside it the **turn panel** (the acting pupil's hand and the buttons for the decision at
  hand) above the running **score sheet**;
- right under them the **area** of the seat the board is drawn for (the viewer, or the
  acting pupil in the teacher's view), so that the studio and hand a task is about sit
  next to the school, not a screen further down (issue 22);
- the **diplomas** still on the board, painting groups in the upper row and studio groups in
  the lower one, each tile saying what it counts in words (「2 種不同」, "2 kinds"; a taken
  diploma leaves an outline in its holder's colour);
- the **deck** (cards left by back colour, and the backs of the stack from the top, as far
  as the pupils may look: rule ``kanagawa.deck.backs``), the Grand Master and Assistant
  pawns and the supply;
- the other pupils' **areas**: a header line with the pawns, reserve brushes, storm tokens
  and diplomas; the painting above the studio, each numbered from the left, the start tile
  first (the notation's P0 and S0: 「畫作第 1 張」, 「畫室第 1 格」), with the brushes
  standing on the studio's landscapes; the cards kept in hand.

No card, place or diploma is named by its id anywhere a person reads (card faces, labels,
tooltips): cards by their season and subject, places by their number (:mod:`.words`); the
ids stay in the notation of ``data-action`` and ``data-target`` and in the text board.

It is built like python-chess's ``chess/svg.py``: geometry in named constants, all card art
from the symbol sheet ``svg/kanagawa.svg`` placed with ``<use>``, a semantic class list on
every element and colours keyed by those classes in one dict (:data:`DEFAULT_COLORS`),
emitted as a ``<style>``. ``<desc>`` says the game, the status line and the last move in
words (:meth:`~tutor.core.svg.Board.description`); the text board (:func:`text_board`), with
its codes, stays out of the picture.

Clicking. Every clickable element carries ``data-action`` (class ``legal``, or ``illegal``
with a ``<title>`` citing the rule that forbids it) or ``data-target`` (a first click, kept
by :func:`select`):

- school: each column header is ``take column N``; the turn panel has ``wait``;
- using cards: each hand card is ``data-target="card-A05"``; with ``{"card": "A05"}``
  selected, the turn panel offers ``studio A05`` and one button per legal
  ``paint A05 with ...`` (or one illegal paint button saying why it cannot be painted);
  a studio card with a brush is ``data-target="brush-S2"``; with ``{"brush": 2}``
  selected every empty landscape of the studio is ``move brush S2->S5``; with no brush
  selected and brushes in reserve, every empty landscape is ``place brush on S5`` (one
  click: reserve brushes are all alike, so there is no "reserve" target); the turn panel
  always has ``end turn``, and while diplomas are pending, ``take diploma trees-3`` and
  ``decline diploma trees-3`` buttons;
- storms: under each card of the painting, one chip per season is ``storm on P3 as spring``
  (a single ``storm on P3`` chip with the ``storm_token="wild"`` option).

Hidden information: with ``viewer=p`` a face-down school card shows only its back (its
family is public) and its id appears nowhere in the SVG, not in the ids, titles or
``<desc>``; the deck shows the backs a pupil may look at (with ``deck_backs="top"`` only the
top card's), never which card lies where; a card just dealt face down is named by its back
in the caption. A seat's picture is the same, byte for byte, for every state
:meth:`~tutor.games.kanagawa.state.KanagawaState.determinize` may draw. ``viewer=None`` is
the teacher's view, which shows the card and marks it with the class ``face-down`` and a
dashed red border.

>>> from tutor.games import kanagawa
>>> from tutor.games.kanagawa.render import render, select
>>> s = kanagawa.new_game(players=2, seed=1)
>>> svg = render(s)
>>> 'data-action="take column 1"' in svg and 'data-action="wait"' in svg
True
>>> s.render()  # doctest: +SKIP
'<svg ...'
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...core.errors import NotationError
from ...core.game import ascii_digits
from ...core.lang import check_lang
from ...core.printing import Focus
from ...core.svg import (
    Board,
    SvgText,
    check_viewer,
    cite,
    fmt,
    font_css,
    hint_list,
    num,
    state_prefix,
)
from .data import (
    CARD_INDEX,
    DIPLOMA_INDEX,
    DIPLOMAS,
    FAMILIES,
    SCHOOL_ROWS,
    SEASONS,
    Diploma,
    DiplomaGroup,
    Family,
    LessonCard,
    PaintingHalf,
    Part,
    Reward,
    StudioHalf,
)
from .glossary import SEAT_MARKS, diploma_name
from .state import _FAMILY_OF_LETTER, KanagawaAction
from .words import (
    card_name,
    card_named,
    card_words,
    diploma_amount,
    painting_place,
    painting_words,
    studio_place,
    studio_words,
)

if TYPE_CHECKING:
    from .state import Area, KanagawaState

# -- geometry (px) ------------------------------------------------------------------------

MARGIN = 16
"""Space around the whole picture."""
CAPTION_HEIGHT = 48
"""The band at the top holding the status caption."""
GAP = 14
"""Space between panels."""
PAD = 12
"""Inner padding of a panel."""
CORNER = 10
"""Corner radius of panels."""
HEADING_HEIGHT = 24
"""A panel's heading line."""
CARD_W = 60
"""Width of a lesson card."""
PAINT_H = 68
"""Height of a card's painting half."""
STUDIO_H = 42
"""Height of a card's studio half."""
CARD_H = PAINT_H + STUDIO_H
"""Height of a whole card (school board, hand)."""
CARD_GAP = 6
"""Space between cards in a row."""
SEASON_BAND = 16
"""The coloured band at the top of a painting half, holding its season."""
COLUMN_GAP = 10
"""Space between the school board's columns."""
MIN_SCHOOL_W = 196
"""The school panel is at least this wide (its heading must fit with 2 columns)."""
ROW_GAP = 8
"""Space between the school board's rows."""
HEADER_H = 30
"""A school column's header (the "take column" button)."""
BUTTON_W = 168
BUTTON_H = 30
BUTTON_GAP = 6
DIPLOMA_W = 48
DIPLOMA_H = 70
DIPLOMA_GAP = 4
"""Space between diplomas of one group."""
GROUP_GAP = 12
"""Space between diploma groups."""
GROUP_LABEL_H = 15
"""The group name above each group of diplomas."""
SCORE_LABEL_W = 134
"""The category column of the score sheet."""
SCORE_COL_W = 50
"""One player's column of the score sheet."""
SCORE_ROW = 21
DECK_H = PAD + HEADING_HEIGHT + 42 + 10 + 34 + PAD
"""Height of the deck panel: the backs left and the stack, then the pawns and the supply."""
STACK_CHIP_W = 10
"""Width of one back in the deck's stack strip (its height is :data:`STACK_CHIP_H`)."""
STACK_CHIP_H = 16
STACK_SHOWN = 18
"""How many backs of the stack the strip draws, from the top (the tooltip counts the rest)."""
BOARD_W = 680
"""The width inside the margins, whatever the number of players: the picture is 712 px
wide, so that a notebook cell at 1,280-1,400 px shows it close to its own size. Panels are
stacked rather than put side by side, and long rows of cards wrap."""
AREA_PAD = 10
AREA_HEAD_H = 36
"""The line at the top of a player's area: name, pawns, brushes, storm tokens, diplomas."""
LABEL_H = 15
"""The line under a studio row numbering its places (「畫室 1」, "studio 1")."""
ROW_SPACE = 8
"""Space between two wrapped rows of cards in an area."""
CARDS_PER_ROW = (BOARD_W - 2 * AREA_PAD + CARD_GAP) // (CARD_W + CARD_GAP)
"""How many cards a painting or studio row holds before it wraps (10)."""
BADGE = 17
"""A landscape icon a painting needs, a harmony badge on a card."""
CHIP = 14
"""A season chip (storm placement)."""
FONT = {"caption": 20, "heading": 12.5, "name": 15, "label": 13, "small": 11.5, "tiny": 9.5,
        "count": 17, "card-label": 9.5, "points": 10, "button-label": 13, "amount": 10.5}
"""Font sizes by text class."""
HAND_STEP = CARD_W + 26
"""From one kept card to the next in the acting pupil's area (room for its name below)."""
HAND_PER_ROW = (BOARD_W - 2 * AREA_PAD + 26) // HAND_STEP
"""Kept cards per row in the acting pupil's area."""
HAND_LABEL_H = 28
"""Below a kept card in the acting pupil's area: its name, season over subject."""

SHEET = "kanagawa"
"""The symbol sheet ``svg/kanagawa.svg``."""
SEAT_COLORS = ("#2f6fd6", "#d0392b", "#23803b", "#e0a800")
"""The seats' colours (Blue, Red, Green, Yellow: the tutor's seat names). Each seat's marker
also carries a character (:data:`~.glossary.SEAT_MARKS`), so that seats differ by more than
colour; the mark's text passes WCAG AA contrast on its colour (white, dark on yellow)."""

DEFAULT_COLORS: dict[str, dict[str, str]] = {
    "background": {"fill": "#f4eddc"},
    "panel": {"fill": "#fffdf7", "stroke": "#d8c9a6"},
    "area": {"fill": "#fffdf7", "stroke": "#d8c9a6"},
    "area acting": {"fill": "#fff7dc", "stroke": "#d99a00"},
    "card-frame": {"fill": "none", "stroke": "#6b5a3e"},
    "card face-down": {"stroke": "#a3241c"},
    "face-down card-frame": {"stroke": "#a3241c", "stroke-dasharray": "5 3"},
    "paint-bg": {"fill": "#fbf6ea", "stroke": "#b9a57e"},
    "studio-bg": {"fill": "#eadcbd", "stroke": "#b9a57e"},
    "studio-bg land-forest": {"fill": "#d3ebdb"},
    "studio-bg land-mountain": {"fill": "#dfe2e7"},
    "studio-bg land-plain": {"fill": "#f7e8b4"},
    "studio-bg land-ocean": {"fill": "#d4e4f7"},
    "studio-bg land-universal": {"fill": "#ece3f3"},
    "season-band season-spring": {"fill": "#c2406b"},
    "season-band season-summer": {"fill": "#b35a00"},
    "season-band season-autumn": {"fill": "#b8381a"},
    "season-band season-winter": {"fill": "#2f6db0"},
    "season-band season-storm": {"fill": "#4b3f63"},
    "start-tile": {"stroke": "#6b5a3e"},
    "slot": {"fill": "#f1e9d6", "stroke": "#d8c9a6"},
    "slot face-down-slot": {"fill": "#f3dcd5", "stroke": "#d9a79c"},
    "slot taken": {"fill": "#e6e2da", "stroke": "#cfc9bd"},
    "column-button": {"fill": "#ffffff", "stroke": "#b9a57e"},
    "column-button taken": {"fill": "#ebe7de", "stroke": "#cfc9bd"},
    "button": {"fill": "#ffffff", "stroke": "#8d8d8d"},
    "legal": {"fill": "#e2f3da", "stroke": "#2e8b3a"},
    "illegal": {"fill": "#f7e7e4", "stroke": "#c0625c"},
    "hint": {"fill": "#fff1c4", "stroke": "#f2b100"},
    "studio-card legal": {"fill": "none", "stroke": "#2e8b3a"},
    "studio-card illegal": {"fill": "none", "stroke": "#c0625c"},
    "studio-card hint": {"fill": "none", "stroke": "#f2b100"},
    "studio-card target": {"fill": "none", "stroke": "#8a6d2f"},
    "hand-card": {"fill": "none", "stroke": "#8a6d2f"},
    "selected": {"fill": "none", "stroke": "#d99a00"},
    "hand-card hint": {"fill": "none", "stroke": "#f2b100"},
    "storm-chip": {"fill": "#ffffff", "stroke": "#8d8d8d"},
    "diploma": {"fill": "#f3ead7", "stroke": "#8a7650"},
    "diploma group-trees": {"fill": "#d6eedf", "stroke": "#2e8b57"},
    "diploma group-buildings": {"fill": "#faedbe", "stroke": "#b08500"},
    "diploma group-characters": {"fill": "#f6d9d5", "stroke": "#c0392b"},
    "diploma group-animals": {"fill": "#d8e4f5", "stroke": "#2c5aa0"},
    "diploma group-brushes": {"fill": "#efe3c8", "stroke": "#8a6d2f"},
    "diploma group-moves": {"fill": "#efe3c8", "stroke": "#8a6d2f"},
    "diploma group-landscapes": {"fill": "#efe3c8", "stroke": "#8a6d2f"},
    "diploma pending": {"stroke": "#e08a00"},
    "diploma held": {"fill": "none", "stroke": "#cdbf9f"},
    "seat-0": {"fill": SEAT_COLORS[0]},
    "seat-1": {"fill": SEAT_COLORS[1]},
    "seat-2": {"fill": SEAT_COLORS[2]},
    "seat-3": {"fill": SEAT_COLORS[3]},
    "seat-mark": {"fill": "#ffffff"},
    "seat-mark seat-mark-3": {"fill": "#222222"},
    "seat-text-0": {"fill": "#1f57b8"},
    "seat-text-1": {"fill": "#b32d20"},
    "seat-text-2": {"fill": "#1d6e32"},
    "seat-text-3": {"fill": "#8a6400"},
    "caption": {"fill": "#222222"},
    "heading": {"fill": "#75623f"},
    "name": {"fill": "#222222"},
    "label": {"fill": "#333333"},
    "small": {"fill": "#555555"},
    "tiny": {"fill": "#6b6b6b"},
    "count": {"fill": "#222222"},
    "amount": {"fill": "#222222"},
    "card-label": {"fill": "#ffffff"},
    "points": {"fill": "#ffffff"},
    "button-label": {"fill": "#222222"},
    "total": {"fill": "#111111"},
    "winner": {"fill": "#23803b"},
    "rule-line": {"stroke": "#e2d8c2"},
    "mark-ring": {"fill": "none", "stroke": "#6a1b9a"},
    "mark-arrow": {"fill": "none", "stroke": "#6a1b9a"},
    "mark-arrow-head": {"fill": "#6a1b9a"},
}
"""Colours by semantic class list: ``"slot taken"`` styles elements with both classes.
Later entries win over earlier ones of the same specificity; ``render(colors=...)``
overrides entries."""

_BASE_CSS = (
    font_css("kanagawa", FONT)
    + ".kanagawa use{fill:#000;stroke:none}"  # symbols ignore the colours of their group
    ".kanagawa .caption,.kanagawa .name,.kanagawa .total,.kanagawa .count,"
    ".kanagawa .points,.kanagawa .button-label,.kanagawa .amount{font-weight:bold}"
    ".kanagawa .heading{letter-spacing:.08em}"
    ".kanagawa [data-action],.kanagawa [data-target]{cursor:pointer}"
    ".kanagawa .illegal{cursor:help}"
    ".kanagawa .button[data-action]:hover,.kanagawa .column-button[data-action]:hover,"
    ".kanagawa .storm-chip:hover{stroke-width:2.5}"
    ".kanagawa .hand-card[data-target]:hover .card-frame,"
    ".kanagawa .studio-card[data-target]:hover .ring,"
    ".kanagawa .studio-card[data-action]:hover .ring{stroke-width:3.5}"
    ".kanagawa .face-down .card-frame{stroke-width:2.5}"
    ".kanagawa .slot.taken,.kanagawa .column-button.taken{opacity:.75}"
    ".kanagawa .brush.used{opacity:.45}"
    ".kanagawa .land.used{opacity:.35}"
    ".kanagawa .storm-chip.illegal{opacity:.35}"
    ".kanagawa .diploma.held{stroke-dasharray:4 3}"
)

_WORDS = {
    "en": {
        "school": "SCHOOL · LESSON {n}", "turn": "{who}'S TURN",
        "dealing": "THE GRAND MASTER DEALS",
        "over": "GAME OVER", "diplomas": "DIPLOMAS", "score": "SCORE", "deck": "DECK",
        "take": "Take {n}", "column": "column {n}", "wait": "Wait",
        "studio": "To the studio", "paint": "Paint: {slots}", "paint-none": "Paint",
        "end": "End turn", "take-diploma": "Take: {d}", "decline": "Decline: {d}",
        "total": "total", "leads": "leads", "wins": "wins", "tie": "tie: shared",
        "last": "Last: {move}", "to act": "to act", "left": "left class", "in class": "in class",
        "deck-count": "{n} cards", "gm": "Grand Master", "assistant": "Assistant",
        "stack": "top", "more": "+{n}", "unseen": "rest unseen",
        "supply": "supply", "hand": "hand", "moves": "moves left: {n}",
        "pick": "Click a card, then where it goes. Click a brush to move it.",
        "picked": "{card}: put it in the studio or paint it.",
        "spaces": "spaces {slots}",
        "place": "Click an empty landscape to place a brush ({n} in reserve).",
        "pending": "You qualify: take or decline each diploma first.",
        "school-help": "Take a column (click its header) or wait for another row.",
        "storm-help": "Place a storm token ({n} left): click a season under a painting card.",
        "deal-help": "The Grand Master deals the next card.",
        "painting": "painting", "studio-part": "studio", "space": "studio {n}",
    },
    "zh-Hant": {
        "school": "學堂 · 第 {n} 輪", "turn": "輪到{who}", "dealing": "大師發課程卡",
        "over": "遊戲結束", "diplomas": "證書", "score": "計分", "deck": "牌庫",
        "take": "拿第 {n} 欄", "column": "第 {n} 欄", "wait": "等待",
        "studio": "放入畫室", "paint": "用{slots}彩繪", "paint-none": "彩繪",
        "end": "結束回合", "take-diploma": "拿取{d}", "decline": "放棄{d}",
        "total": "總分", "leads": "領先", "wins": "獲勝", "tie": "平手：共享勝利",
        "last": "上一步：{move}", "to act": "行動中", "left": "已離開學堂", "in class": "在學堂",
        "deck-count": "{n} 張", "gm": "大師", "assistant": "助手",
        "stack": "最上面", "more": "+{n}", "unseen": "其餘看不到",
        "supply": "供應區", "hand": "手牌", "moves": "剩餘移動：{n}",
        "pick": "先點一張卡片，再選擇去處；點筆刷可以移動它。",
        "picked": "{card}：放入畫室或彩繪。",
        "spaces": "第 {slots} 格",
        "place": "點空的風景放置筆刷（還有 {n} 個）。",
        "pending": "你符合證書條件：先拿取或放棄。",
        "school-help": "拿取一欄（點欄位標題），或等待下一排。",
        "storm-help": "放置風暴指示物（剩 {n} 個）：點畫作卡下方的季節。",
        "deal-help": "大師發下一張卡片。",
        "painting": "畫作", "studio-part": "畫室", "space": "畫室 {n}",
    },
}

_GROUP_ICONS = {
    DiplomaGroup.TREES: "subj-tree", DiplomaGroup.BUILDINGS: "subj-palace",
    DiplomaGroup.CHARACTERS: "subj-lady", DiplomaGroup.ANIMALS: "subj-deer",
    DiplomaGroup.BRUSHES: "icon-brush", DiplomaGroup.MOVES: "icon-move",
    DiplomaGroup.LANDSCAPES: "land-universal",
}
"""The symbol standing for each diploma group."""
_FAMILY_EMBLEMS = {Family.ANIMALS: "subj-crane", Family.CHARACTERS: "subj-lady",
                   Family.BUILDINGS: "subj-palace", Family.TREES: "subj-tree"}
"""The emblem on each card back."""
_REWARD_SYMBOLS = {Reward.BRUSH: "pawn-brush", Reward.STORM: "storm-token",
                   Reward.ASSISTANT: "pawn-assistant"}


def print_focus(state: KanagawaState, focus: Focus) -> tuple[str, ...]:
    """What a printed picture of ``state`` shows (:mod:`tutor.core.printing`): the school
    while columns are taken, else the studio of the pupil the question is asked of (the
    seat's area: its cards and brushes) with the diplomas a move it is about takes or
    declines (and their group's heading), large enough to read on paper; a question that
    names places by number (its markers) shows just them."""
    if focus.places:
        return tuple(focus.places)
    if state.phase == "school":
        return ("school-frame",)
    seat = focus.seat if focus.seat is not None else 0
    diplomas = [m.split()[-1] for m in focus.moves() if re.match(r"(take|decline) diploma ", m)]
    groups = {f"group-{name.split('-')[0]}" for name in diplomas}
    return (f"area-{seat}", *sorted(groups), *(f"diploma-{name}" for name in diplomas))


def print_whole(state: KanagawaState) -> tuple[str, ...]:
    """The parts of the board a printed picture shows whole or not at all
    (:mod:`tutor.core.printing`): the school, turn, score and deck panels, each pupil's
    area, each diploma and each group of diplomas' heading, so that a picture of a studio
    has no sliver of the panel above it and no heading of the next row of diplomas."""
    panels = tuple(f"{name}-frame" for name in ("school", "turn", "score", "deck", "diplomas"))
    return (*panels, *(f"area-{p}" for p in range(state.n)),
            *(f"group-{group.value}" for group in DiplomaGroup),
            *(f"diploma-{dip.id}" for dip in DIPLOMAS))


def move_place(state: KanagawaState, action: str, viewer: int | None,
               lang: str) -> tuple[str, str] | None:
    """Where ``action`` is played, for a printed question that points at it with a numbered
    marker (:meth:`tutor.core.game.Game.move_place`): a school column (「拿取 ② 那一欄」), a
    studio card a brush goes on or paints with (「在 ②（海洋）放置一個筆刷」), a painting card
    a storm token goes on; None for a move named by what it uses (a card, a diploma) or a
    button."""
    try:
        a = state.parse_action(action)
    except NotationError:
        return None
    zh = check_lang(lang) == "zh-Hant"
    if a.kind == "take":
        return f"column-{a.slots[0]}", ("拿取{marker}那一欄" if zh else "take column {marker}")
    if a.kind in ("place", "paint", "storm") and len(a.slots) == 1:
        seat, i = state.actor, a.slots[0]
        if a.kind == "storm":
            key, where = f"area-{seat}-p{i}", (f"畫作第 {i + 1} 張" if zh
                                               else f"painting card {i + 1}")
        else:
            key, where = f"area-{seat}-s{i}", (f"畫室第 {i + 1} 格" if zh
                                               else f"studio space {i + 1}")
        words = state.words_for(action, viewer, lang)
        if where in words:
            return key, words.replace(where, "{marker}", 1)
    return None


def render(state: KanagawaState, viewer: int | None = None, highlight: Any = None,
           lang: str = "en", selection: dict[str, Any] | None = None, *,
           colors: dict[str, dict[str, str]] | None = None,
           mark: str | None = None, markers: Mapping[str, int] | None = None,
           labels: Mapping[str, str] | None = None, show_legal: bool = True) -> SvgText:
    """The board as SVG: school, turn panel, diplomas, score, deck and every pupil's area.

    ``viewer`` is the seat whose view is drawn (face-down school cards show their backs
    only) or None for the teacher's view (everything shown). ``highlight`` is an iterable
    of action notations or board targets (``card-A05``, ``brush-S2``, a lesson's second
    hint): elements whose ``data-action`` or ``data-target`` is among them get the class
    ``hint``, and so does the first click leading to a highlighted action (a hand card, a
    brush).
    ``selection`` is the first click of a two-click action, ``{"card": "A05"}`` or
    ``{"brush": 2}`` (see :func:`select`); one that no longer fits the state (a card not
    in the acting pupil's hand, a studio card without a brush) is ignored. ``colors``
    overrides entries of :data:`DEFAULT_COLORS`.

    ``mark`` is a move (notation) a quiz question is about: the picture is then a still,
    drawn the same way whether that move is legal or not (no ``legal``/``illegal`` classes,
    no rings), and the move is outlined on it in the group of class ``mark`` (see
    :meth:`_Board.mark`): the column a take takes, the wait or end-turn button, the card a
    studio or paint move uses (in the acting pupil's hand, or else on the school board where
    the viewer sees it) and the studio cards whose brushes paint it, the studio
    card a brush is placed on, the two ends of a brush move with an arrow between them, the
    diploma a take or decline names, the painting card (or season chip) a storm token goes
    on. A mark that names nothing on the board (a column past the last, a card not in the
    acting pupil's hand, a chance event, text that is no notation) draws nothing.

    ``markers``, ``labels`` and ``show_legal`` are the lesson annotations every board takes
    (:meth:`tutor.core.svg.Board.finish`): numbered markers and names drawn on places, and
    a drawing that does not tell which moves are legal (a legality task before its second
    hint).

    Raises:
        ValueError: an unknown language, an unknown viewer seat, or a malformed selection.

    >>> from tutor.games import kanagawa
    >>> svg = render(kanagawa.new_game(players=3, seed=4), viewer=0)
    >>> svg.count('class="column-button legal"')
    3
    >>> still = render(kanagawa.new_game(players=3, seed=4), viewer=0, mark="take column 2")
    >>> still.count('class="mark"'), still.count('class="column-button"')
    (1, 3)
    """
    check_lang(lang)
    check_viewer(viewer, state.n)
    sel = _applicable(state, _normalise(selection))
    hints = hint_list(highlight)
    extra = (() if mark is None else (mark,)) + (() if show_legal else ("concealed",))
    prefix = state_prefix(state, viewer, hints, sorted(sel.items()), lang, *extra)
    return _Board(state, viewer, sel, set(hints), lang, prefix, colors, mark).finish(
        markers, labels, show_legal)


def select(state: KanagawaState, selection: dict[str, Any] | None,
           target: str) -> dict[str, Any]:
    """The selection after a click on ``target`` (a ``data-target``).

    While the acting pupil uses cards, ``"card-A05"`` selects the hand card A05 and
    ``"brush-S2"`` the brush standing on studio card S2; a selection holds one card or one
    brush, so selecting one drops the other. Clicking the selected card or brush again
    clears the selection. Returns a new dict.

    Raises:
        ValueError: a target the board does not have now.

    >>> from tutor.games import kanagawa
    >>> s = kanagawa.new_game(players=2, seed=1).apply("take column 1")
    >>> card = s.areas[0].hand[0]
    >>> select(s, {}, f"card-{card}") == {"card": card}
    True
    >>> select(s, {"card": card}, f"card-{card}")
    {}
    >>> select(s.apply("place brush on S0"), {"card": card}, "brush-S0")
    {'brush': 0}
    """
    sel = _applicable(state, _normalise(selection))
    if isinstance(target, str) and state.phase == "use":
        area = state.areas[state.actor]
        if target.startswith("card-") and target[5:] in area.hand:
            name = target[5:]
            return {} if sel.get("card") == name else {"card": name}
        if target.startswith("brush-S") and ascii_digits(target[7:]) and target[7:] == str(
                int(target[7:])) and int(target[7:]) in area.brushes:
            i = int(target[7:])
            return {} if sel.get("brush") == i else {"brush": i}
    where = ("a card in the hand of the pupil using cards ('card-A05') or a studio card "
             "holding one of their brushes ('brush-S2')" if state.phase == "use"
             else "none: targets exist only while a pupil uses cards")
    raise ValueError(f"the Kanagawa board has no target {target!r} now; expected {where}")


def _normalise(selection: dict[str, Any] | None) -> dict[str, Any]:
    """A checked copy of a selection: ``{}``, ``{"card": id}`` or ``{"brush": n}``."""
    if not selection:
        return {}
    if not isinstance(selection, dict) or set(selection) - {"card", "brush"} or len(
            selection) != 1:
        raise ValueError(f"a Kanagawa selection is {{'card': id}} or {{'brush': n}}, "
                         f"not {selection!r}")
    if "card" in selection:
        if selection["card"] not in CARD_INDEX:
            raise ValueError(f"selection names no lesson card: {selection['card']!r}")
        return {"card": selection["card"]}
    b = selection["brush"]
    if isinstance(b, bool) or not isinstance(b, int) or b < 0:
        raise ValueError(f"selection brush must be a studio number, not {b!r}")
    return {"brush": b}


def _applicable(state: KanagawaState, sel: dict[str, Any]) -> dict[str, Any]:
    """The selection if it fits the state (a card in hand, a brush in the studio), else {}."""
    if not sel or state.phase != "use":
        return {}
    area = state.areas[state.actor]
    if sel.get("card") in area.hand or sel.get("brush") in area.brushes:
        return sel
    return {}


# -- the drawing ------------------------------------------------------------------------------


class _Board(Board):
    """One drawing of one state: lays out the picture, then draws it part by part.

    Elements are plain ElementTree nodes (:meth:`Drawing.node`): a board holds about a
    thousand of them, and svgwrite's own elements would take twice as long to build.
    """

    symbol_sheet, scope, words_table, default_colors = SHEET, "kanagawa", _WORDS, DEFAULT_COLORS
    corner, pad, heading_dy = CORNER, PAD, 13
    s: KanagawaState

    def __init__(self, state: KanagawaState, viewer: int | None, sel: dict[str, Any],
                 hints: set[str], lang: str, prefix: str,
                 colors: dict[str, dict[str, str]] | None, mark: str | None = None) -> None:
        super().__init__(state, viewer, sel, hints, lang, colors)
        self.marked = mark
        """The move a still picture outlines (None: a board to play on)."""
        self.still = mark is not None
        self.boxes: dict[str, tuple[float, float, float, float]] = {}
        """Where the parts a mark may outline were drawn: name -> (x, y, width, height)."""
        self.acting = state.actor if state.phase in ("school", "use", "storm") else None
        self.using = state.phase == "use"
        self.pending = state.pending_diplomas() if self.using else []
        self.sheet = state.scores()
        self.buttons = self._plan_buttons()

        n = state.n
        self.inner_w = BOARD_W
        self.school_w = max(2 * PAD + n * CARD_W + (n - 1) * COLUMN_GAP, MIN_SCHOOL_W)
        self.school_h = (PAD + HEADING_HEIGHT + HEADER_H + 6 + SCHOOL_ROWS * CARD_H
                         + (SCHOOL_ROWS - 1) * ROW_GAP + PAD)
        self.right_w = self.inner_w - self.school_w - GAP
        """The column right of the school: the turn panel above the score sheet."""
        content = self.right_w - 2 * PAD
        self.hand_cols = max(1, (content + CARD_GAP) // (CARD_W + CARD_GAP))
        hand = len(self.s.areas[self.acting].hand) if self.acting is not None else 0
        hand_rows = -(-hand // self.hand_cols)
        self.hand_h = hand_rows * (CARD_H + ROW_GAP)
        self.button_cols = max(1, int((content + BUTTON_GAP) // (BUTTON_W + BUTTON_GAP)))
        self.button_rows = -(-len(self.buttons) // self.button_cols)
        self.help_lines = _wrap(self._help(), content, FONT["small"])
        body = (self.hand_h + self.button_rows * (BUTTON_H + BUTTON_GAP)
                + len(self.help_lines) * 15 + 6)
        self.score_h = (PAD + HEADING_HEIGHT + (len(self.sheet.categories) + 1) * SCORE_ROW
                        + 8 + SCORE_ROW + 26 + PAD)
        self.top_h = max(self.school_h, PAD + HEADING_HEIGHT + body + PAD + GAP + self.score_h)
        self.turn_h = self.top_h - GAP - self.score_h
        self.diplomas_h = PAD + HEADING_HEIGHT + 2 * (GROUP_LABEL_H + DIPLOMA_H) + 10 + PAD
        self.width = round(2 * MARGIN + self.inner_w)
        self.top_y = CAPTION_HEIGHT
        self.area_hs = [_area_height(area, p == self.acting)
                        for p, area in enumerate(state.areas)]
        self.area_ys = [0.0] * n
        # A spectator (viewer = the number of seats: a seat of no one) sees the acting seat
        # first, as a board with no viewer does.
        focus = viewer if viewer is not None and 0 <= viewer < n else self.acting
        y = self.top_y + self.top_h + GAP
        if focus is not None:  # the seat's painting and studio right under the school
            self.area_ys[focus] = y
            y += self.area_hs[focus] + GAP
        self.diplomas_y = y
        self.deck_y = self.diplomas_y + self.diplomas_h + GAP
        y = self.deck_y + DECK_H + GAP
        for p in range(n):
            if p != focus:
                self.area_ys[p] = y
                y += self.area_hs[p] + GAP
        self.height = round(y - GAP + MARGIN)
        self.new_drawing(self.width, self.height, prefix)

    def _seat_mark(self, parent: Any, seat: int, cx: float, cy: float, r: float,
                   name: str | None = None) -> None:
        """A seat's marker: a disc in its colour with its character (藍, B...), so that
        seats are told apart by more than colour."""
        g = self.d.node(parent, "g", class_=f"seat-marker seat-marker-{seat}",
                        id=self.d.id(name) if name else None)
        self.circle(g, cx, cy, r, f"seat seat-{seat}")
        size = r * (1.15 if self.zh else 1.25)
        self.text(g, SEAT_MARKS[seat][self.lang], cx, cy + size * 0.36,
                  f"seat-mark seat-mark-{seat}", "middle", font_size=size, font_weight="bold")

    def _hidden(self, r: int, c: int) -> bool:
        """Whether the card at school row r, column c is hidden from the viewer."""
        return self.viewer is not None and self.s.is_face_down(r, c)

    # -- top level --------------------------------------------------------------------

    def draw(self) -> SvgText:
        self.begin(_BASE_CSS)
        self._caption()
        x0, y0 = MARGIN, self.top_y
        self._school(x0, y0)
        rx = x0 + self.school_w + GAP
        self._turn(rx, y0)
        self._score(rx, y0 + self.turn_h + GAP)
        self._diplomas(x0, self.diplomas_y)
        self._deck(x0, self.deck_y)
        for p in range(self.s.n):
            self._area(p, MARGIN, self.area_ys[p])
        if self.marked is not None:
            self.mark(self.marked)
        return self.d.tostring(desc=self.description())

    def clickable(self, classes: list[str], action: str, title: str) -> tuple[str, str]:
        """As :meth:`Board.clickable`; on a still picture (``mark``) no element tells a
        legal move from an illegal one."""
        if self.still:
            return " ".join(classes), title
        return super().clickable(classes, action, title)

    def target_label(self, target: str) -> str | None:
        """A first click in a few words, as the status line says it (「已選取手上的
        「秋天」的課程卡。」, "Selected the brush on studio space 3 (ocean)."): the hand card
        by what it shows, the brush by its studio place and landscape (their tooltips
        describe the whole card and how to click)."""
        s, zh = self.s, self.zh
        if target.startswith("card-"):
            named = card_named(target[5:], self.lang, s.areas[s.actor].hand, "studio")
            return f"手上的{named}" if zh else f"{named} in your hand"
        if target.startswith("brush-S"):
            where = studio_place(s.areas[s.actor], int(target[7:]))[self.lang]
            return f"站在{where}上的筆刷" if zh else f"the brush on {where}"
        return None

    # -- a quiz question's move -------------------------------------------------------

    def mark_parts(self, notation: str) -> tuple[list[str], tuple[str, str] | None]:
        """The parts of the board (names of :attr:`boxes`) that ``notation`` names, and
        for a brush move its two ends (drawn as an arrow)."""
        try:
            a = KanagawaAction.parse(notation)
        except NotationError:
            return [], None
        seat = self.s.actor
        k, name, slots = a.kind, a.name, a.slots
        if k == "take":
            return [f"column-{slots[0]}"], None
        if k in ("wait", "end"):
            return [f"button-{'wait' if k == 'wait' else 'end-turn'}"], None
        if k in ("studio", "paint"):
            card = f"hand-{name}" if f"hand-{name}" in self.boxes else f"school-{name}"
            return [card, *(f"s{seat}-{i}" for i in slots)], None
        if k == "place":
            return [f"s{seat}-{slots[0]}"], None
        if k == "move":
            ends = (f"s{seat}-{slots[0]}", f"s{seat}-{slots[1]}")
            return list(ends), ends
        if k in ("diploma", "decline"):
            return [f"diploma-{name}"], None
        if k == "storm":
            chip = f"storm-p{slots[0]}-{name or 'wild'}"
            return [chip if chip in self.boxes else f"p{seat}-{slots[0]}"], None
        return [], None  # chance events name no part of the board

    def mark(self, notation: str) -> None:
        """Outline the move ``notation`` (see :func:`render`): a ring around each part of
        the board it names, an arrow for a brush move; nothing when it names no part."""
        parts, arrow = self.mark_parts(notation)
        boxes = [self.boxes[p] for p in parts if p in self.boxes]
        if not boxes:
            return
        g = self.d.node(None, "g", class_="mark", id=self.d.id("mark"))
        for x, y, w, h in boxes:
            self.rect(g, x - 4, y - 4, w + 8, h + 8, 7, class_="mark-ring", fill="none",
                      stroke_width=3.5, stroke_dasharray="7 4")
        if arrow and all(end in self.boxes for end in arrow):
            (x0, y0, w0, h0), (x1, y1, w1, h1) = (self.boxes[end] for end in arrow)
            self._arrow(g, (x0 + w0 / 2, y0 + h0 / 2), (x1 + w1 / 2, y1 + h1 / 2))

    def _arrow(self, g: Any, start: tuple[float, float], end: tuple[float, float]) -> None:
        """An arrow from ``start`` to ``end`` (class ``mark-arrow``), its head at ``end``."""
        (x0, y0), (x1, y1) = start, end
        dx, dy = x1 - x0, y1 - y0
        length = max((dx * dx + dy * dy) ** 0.5, 1.0)
        ux, uy = dx / length, dy / length
        tip_x, tip_y = x1 - ux * 8, y1 - uy * 8
        base_x, base_y = tip_x - ux * 12, tip_y - uy * 12
        self.d.node(g, "path", class_="mark-arrow", stroke_width=3.5, fill="none",
                    d=f"M{fmt(x0 + ux * 8)} {fmt(y0 + uy * 8)}L{fmt(base_x)} {fmt(base_y)}")
        self.d.node(g, "path", class_="mark-arrow-head",
                    d=f"M{fmt(tip_x)} {fmt(tip_y)}L{fmt(base_x - uy * 7)} {fmt(base_y + ux * 7)}"
                      f"L{fmt(base_x + uy * 7)} {fmt(base_y - ux * 7)}Z")

    def _caption(self) -> None:
        d, s = self.d, self.s
        x = MARGIN
        if self.acting is not None:
            self._seat_mark(None, self.acting, x + 11, 25, 11, "caption-seat")
            x += 30
        self.text(None, s.describe(self.lang), x, 32, "caption", id=d.id("caption"))
        last = s.last_for(self.viewer, self.lang)
        if last:
            self.text(None, self.words["last"].format(move=last), self.width - MARGIN, 32, "small",
                      "end", id=d.id("last-action"))

    # -- cards ------------------------------------------------------------------------

    def _painting_half(self, g: Any, half: PaintingHalf, x: float, y: float, label: str,
                       mark: str | None = None) -> None:
        """A painting half at (x, y): season band, subjects, needed landscapes, bonus.

        ``mark`` is the season a storm token gives the card ('storm' when wild): the band
        then shows that season, with the token at its left."""
        season = mark or half.season.value
        self.rect(g, x, y, CARD_W, PAINT_H, 4, class_="paint-bg")
        r, b, right = 4, y + SEASON_BAND, x + CARD_W
        self.d.node(g, "path", class_=f"season-band season-{season}",
                    d=f"M{fmt(x)} {fmt(b)}V{fmt(y + r)}Q{fmt(x)} {fmt(y)} {fmt(x + r)} "
                      f"{fmt(y)}H{fmt(right - r)}Q{fmt(right)} {fmt(y)} {fmt(right)} "
                      f"{fmt(y + r)}V{fmt(b)}Z")
        lx = x + SEASON_BAND + 1
        if mark:
            self.use(g, "storm-token", x + 1, y + 1, SEASON_BAND - 2, class_="storm-mark")
            lx += SEASON_BAND - 2
        self.use(g, f"season-{season}", lx - SEASON_BAND + 0.5, y + 1.5, SEASON_BAND - 3)
        if label:
            self.text(g, label, lx, y + 12, "card-label")
        subjects = half.subjects
        top = y + SEASON_BAND + 1
        if len(subjects) == 1:
            self.use(g, f"subj-{subjects[0].value}", x + 13, top, 34)
        elif len(subjects) == 2:
            for i, sub in enumerate(subjects):
                self.use(g, f"subj-{sub.value}", x + 3 + i * 27, top + 4, 27)
        elif len(subjects) == 3:
            for i, sub in enumerate(subjects):
                self.use(g, f"subj-{sub.value}", x + 2 + i * 19, top + (0 if i == 1 else 9), 24)
        by = y + PAINT_H - BADGE - 2
        for i, land in enumerate(half.landscapes):
            self.use(g, f"land-{land.value}", x + 2 + i * (BADGE + 1), by, BADGE)
        if half.bonus:
            self._harmony(g, half.bonus, right - BADGE - 2, by, BADGE)

    def _harmony(self, g: Any, points: int, x: float, y: float, size: float) -> None:
        self.use(g, "harmony" if points > 0 else "harmony-neg", x, y, size)
        self.text(g, str(points), x + size / 2, y + size / 2 + 3.5, "points", "middle")

    def _studio_half(self, g: Any, half: StudioHalf, x: float, y: float) -> None:
        """A studio half at (x, y): landscape, icons, harmony points."""
        land = half.landscape.value if half.landscape else "none"
        self.rect(g, x, y, CARD_W, STUDIO_H, 4, class_=f"studio-bg land-{land}")
        if half.landscape:
            self.use(g, f"land-{land}", x + 4, y + 10, 24)
        icons = half.icons
        if len(icons) == 1:
            self.use(g, f"icon-{icons[0].value}", x + 33, y + 16, 22)
        elif icons:  # the start tile: two brushes and a double arrow
            for i, icon in enumerate(icons):
                self.use(g, f"icon-{icon.value}", x + 31 + (i % 2) * 14, y + 4 + (i // 2) * 17,
                         15 if i < 2 else 16)
        if half.points:
            self._harmony(g, half.points, x + CARD_W - BADGE - 2, y + 2, BADGE)

    def _full_card(self, g: Any, card: LessonCard, x: float, y: float, label: str) -> None:
        self._painting_half(g, card.painting, x, y, label)
        self._studio_half(g, card.studio, x, y + PAINT_H)
        self.rect(g, x, y, CARD_W, CARD_H, 5, class_="card-frame", stroke_width=1.5)

    def _back(self, g: Any, family: Family, x: float, y: float) -> None:
        self.use(g, f"back-{family.value}", x, y, CARD_W, CARD_H)
        self.use(g, _FAMILY_EMBLEMS[family], x + CARD_W / 2 - 13, y + CARD_H / 2 - 13, 26)

    # -- the school board --------------------------------------------------------------

    def _school(self, x: float, y: float) -> None:
        s = self.s
        self.panel("school", x, y, self.school_w, self.top_h,
                    self.words["school"].format(n=s.lesson))
        hy = y + PAD + HEADING_HEIGHT
        choosing = s.phase == "school"
        x0 = x + (self.school_w - s.n * CARD_W - (s.n - 1) * COLUMN_GAP) / 2
        for c in range(s.n):
            cx = x0 + c * (CARD_W + COLUMN_GAP)
            self._column_header(c, cx, hy, choosing)
            self.boxes[f"column-{c + 1}"] = (cx, hy, CARD_W, HEADER_H + 6 + SCHOOL_ROWS * CARD_H
                                             + (SCHOOL_ROWS - 1) * ROW_GAP)
            for r in range(SCHOOL_ROWS):
                card = s.school[r][c] if r < len(s.school) else None
                self._school_slot(r, c, card, cx, hy + HEADER_H + 6 + r * (CARD_H + ROW_GAP))

    def _column_header(self, c: int, x: float, y: float, choosing: bool) -> None:
        s, w, zh = self.s, self.words, self.zh
        classes = ["column-button"] + (["taken"] if s.taken[c] else [])
        cards = []
        for r in range(len(s.school)):
            card = s.school[r][c]
            if card is not None and self._hidden(r, c):
                fam = CARD_INDEX[card].family
                cards.append(f"正面朝下的{fam.zh}卡" if zh else f"a face-down {fam.en} card")
            elif card is not None:
                cards.append(card_named(card, self.lang))
        listed = ("、" if zh else ", ").join(cards) or ("沒有卡片" if zh else "no cards")
        title = f"第 {c + 1} 欄：{listed}" if zh else f"Column {c + 1}: {listed}"
        if s.taken[c]:
            title += "；已被拿走" if zh else "; already taken"
        action = f"take column {c + 1}" if choosing else None
        if action:
            if action in self.legal:
                title = cite(title, "kanagawa.lesson.take-column", self.lang)
            cls, title = self.clickable(classes, action, title)
        else:
            cls = " ".join(classes)
        g = self.group(None, f"column-{c + 1}", cls, title, action)
        self.rect(g, x, y, CARD_W, HEADER_H, 6, stroke_width=1.5)
        label = w["take"].format(n=c + 1) if choosing and not s.taken[c] else str(c + 1)
        # screen-only: paper names a column by the numbered marker a question draws on it
        self.text(g, label, x + CARD_W / 2, y + 20,
                  ("button-label" if choosing else "label") + " screen-only", "middle")

    def _school_slot(self, r: int, c: int, card: str | None, x: float, y: float) -> None:
        s, zh = self.s, self.zh
        where = f"第 {r + 1} 排第 {c + 1} 欄" if zh else f"Row {r + 1}, column {c + 1}"
        down = s.is_face_down(r, c)
        name = f"school-{r + 1}-{c + 1}"
        if card is None:
            classes = ["slot"] + (["taken"] if s.taken[c] else []) + (
                ["face-down-slot"] if down else [])
            if down:
                title = cite(f"{where}：正面朝下的位置" if zh else f"{where}: a face-down slot",
                             "kanagawa.lesson.face-down", self.lang)
            else:
                title = f"{where}：空位" if zh else f"{where}: empty"
            g = self.group(None, name, " ".join(classes), title)
            self.rect(g, x, y, CARD_W, CARD_H, 5, stroke_width=1.2, stroke_dasharray="4 3")
            return
        fam = CARD_INDEX[card].family
        cls = f"card school-card family-{fam.value} {'face-down' if down else 'face-up'}"
        if self._hidden(r, c):
            title = cite(f"{where}：正面朝下的{fam.zh}卡（卡背公開）" if zh
                         else f"{where}: a face-down {fam.en} card (its back is public)",
                         "kanagawa.lesson.face-down", self.lang)
            self._back(self.group(None, name, cls, title), fam, x, y)
            return
        self.boxes[f"school-{card}"] = (x, y, CARD_W, CARD_H)  # seen by the viewer
        title = f"{where}{'：' if zh else ': '}{card_words(CARD_INDEX[card], self.lang)}"
        if down:
            title = cite(title + ("（正面朝下：玩家看不到）" if zh
                                  else " (face down: the pupils cannot see it)"),
                         "kanagawa.lesson.face-down", self.lang)
        g = self.group(None, name, cls, title)
        self._full_card(g, CARD_INDEX[card], x, y, "")
        if down:
            self.use(g, "hidden", x + CARD_W - 12, y - 7, 20, class_="hidden-mark")

    # -- the turn panel ---------------------------------------------------------------

    def _plan_buttons(self) -> list[tuple[str, str, str, str | None]]:
        """The turn panel's buttons: (id, label, action, icon symbol)."""
        s, w = self.s, self.words
        out: list[tuple[str, str, str, str | None]] = []
        if s.phase == "school":
            out.append(("wait", w["wait"], "wait", "hourglass"))
        elif self.using:
            for dip in self.pending:
                name = diploma_name(dip)[self.lang]
                out.append((f"take-{dip}", w["take-diploma"].format(d=name),
                            f"take diploma {dip}", "done"))
                out.append((f"decline-{dip}", w["decline"].format(d=name),
                            f"decline diploma {dip}", None))
            card = self.sel.get("card")
            if card:
                land = CARD_INDEX[card].painting.landscapes[0].value
                out.append(("studio", w["studio"], f"studio {card}", None))
                paints = [a for a in sorted(self.legal) if a.startswith(f"paint {card} with ")]
                for a in paints or [self._paint_candidate(card)]:
                    slots = a.split(" with ")[1]
                    numbers = ("、" if self.zh else ", ").join(
                        str(int(x[1:]) + 1) for x in slots.split(","))
                    label = (w["paint"].format(slots=w["spaces"].format(slots=numbers))
                             if a in self.legal else w["paint-none"])
                    out.append((f"paint-{slots.replace(',', '-')}", label, a, f"land-{land}"))
            out.append(("end-turn", w["end"], "end turn", None))
        return out

    def _paint_candidate(self, card: str) -> str:
        """An illegal paint action for ``card`` whose verdict says best why it cannot be
        painted now (called when no paint action for it is legal)."""
        area = self.s.areas[self.s.actor]
        need = len(CARD_INDEX[card].painting.landscapes)
        combos = list(itertools.combinations(area.brushes, need))
        slots = combos[0] if combos else (tuple(area.brushes[:need]) or (0,))
        return f"paint {card} with " + ",".join(f"S{i}" for i in slots)

    def _turn(self, x: float, y: float) -> None:
        d, s, w = self.d, self.s, self.words
        if s.phase == "over":
            heading = w["over"]
        elif self.acting is None:
            heading = w["dealing"]
        else:
            who = self.names[self.acting]
            heading = w["turn"].format(who=who if self.zh else who.upper())
        self.panel("turn", x, y, self.right_w, self.turn_h, heading)
        bx, by = x + PAD, y + PAD + HEADING_HEIGHT
        if self.hand_h:
            for i, card in enumerate(s.areas[self.acting].hand):
                col, row = i % self.hand_cols, i // self.hand_cols
                self._hand_card(card, bx + col * (CARD_W + CARD_GAP), by + row * (CARD_H + ROW_GAP))
            by += self.hand_h
        for i, (name, label, action, icon) in enumerate(self.buttons):
            col, row = i % self.button_cols, i // self.button_cols
            self._button(name, label, action, icon, bx + col * (BUTTON_W + BUTTON_GAP),
                         by + row * (BUTTON_H + BUTTON_GAP))
        if s.phase == "over":
            sheet = self.sheet
            names = ("、" if self.zh else ", ").join(self.names[p] for p in sheet.winners)
            best = num(max(sheet.totals))
            verdict = (f"{names} 獲勝，{best} 分" if self.zh
                       else f"{names} win{'s' * (len(sheet.winners) == 1)} with {best} points")
            # part of the score sheet: hidden with it where a learner fills the sheet in
            self.text(None, verdict, bx, by + 22, "name score-sheet", id=d.id("verdict"))
        ty = by + self.button_rows * (BUTTON_H + BUTTON_GAP) + 14
        for i, line in enumerate(self.help_lines):
            self.text(None, line, bx, ty + i * 15, "small screen-only",
                      id=d.id("turn-help" if i == 0 else f"turn-help-{i + 1}"))
        if self.using and s.moves_left:
            self.text(None, w["moves"].format(n=s.moves_left), x + self.right_w - PAD,
                      y + PAD + 13, "small", "end", id=d.id("moves-left"))

    def _help(self) -> str:
        s, w = self.s, self.words
        if s.phase == "over":
            return ""
        if s.phase in ("setup", "deal"):
            return w["deal-help"]
        if s.phase == "school":
            return w["school-help"]
        if s.phase == "storm":
            return w["storm-help"].format(n=s.areas[s.actor].storms)
        if self.pending:
            return w["pending"]
        if "card" in self.sel:
            return w["picked"].format(card=card_named(self.sel["card"], self.lang,
                                                      s.areas[s.actor].hand))
        area = s.areas[s.actor]
        if area.reserve and "brush" not in self.sel:
            return w["place"].format(n=area.reserve)
        return w["pick"]

    def _hand_card(self, card: str, x: float, y: float) -> None:
        info = CARD_INDEX[card]
        classes = ["card", "hand-card", f"family-{info.family.value}"]
        target = f"card-{card}" if self.using else None
        if self.sel.get("card") == card:
            classes.append("selected")
        elif target and (target in self.hints or any(
                h.startswith((f"studio {card}", f"paint {card} ")) for h in self.hints)):
            classes.append("hint")
        title = card_words(info, self.lang)
        if target:
            title += ("（點一下選取，再選擇放入畫室或彩繪）" if self.zh
                      else " — click to choose it, then put it in the studio or paint it")
        g = self.group(None, f"hand-{card}", " ".join(classes), title, target=target)
        self.boxes[f"hand-{card}"] = (x, y, CARD_W, CARD_H)
        self._full_card(g, info, x, y, "")
        if "selected" in classes or "hint" in classes:
            self.rect(g, x - 3, y - 3, CARD_W + 6, CARD_H + 6, 7, class_="ring", fill="none",
                      stroke_width=3)

    def _button(self, name: str, label: str, action: str, icon: str | None, x: float,
                y: float) -> None:
        lang, zh = self.lang, self.zh
        said = self.s.words_for(action, self.viewer, lang)
        said = said[:1].upper() + said[1:]
        if action.startswith(("take diploma ", "decline diploma ")):
            dip = DIPLOMA_INDEX[action.split()[-1]]
            if action.startswith("take"):
                title = f"{said}：{dip.text.zh}" if zh else f"{said}: {dip.text.en}"
            else:
                title = (f"{said}：之後不能再拿取它" if zh
                         else f"{said}: you may never take it later")
            title = cite(title, "kanagawa.diploma.qualify", lang)
        elif action.startswith("studio "):
            title = cite(said, "kanagawa.studio.always", lang)
        elif action.startswith("paint "):
            title = cite(said, "kanagawa.paint.landscape", lang)
        elif action == "wait":
            title = cite("等待下一排" if zh else "Wait for another row", "kanagawa.lesson.wait",
                          lang)
        else:
            title = cite(said, "kanagawa.turn.keep", lang)
        cls, title = self.clickable(["button"], action, title)
        g = self.group(None, f"button-{name}", cls, title, action)
        self.boxes[f"button-{name}"] = (x, y, BUTTON_W, BUTTON_H)
        self.rect(g, x, y, BUTTON_W, BUTTON_H, 7, stroke_width=1.5)
        tx = x + 10
        if icon:
            self.use(g, icon, x + 6, y + 5, 20)
            tx += 22
        self.text(g, label, tx, y + 20, "button-label")

    # -- diplomas ---------------------------------------------------------------------

    def _diplomas(self, x: float, y: float) -> None:
        d = self.d
        self.panel("diplomas", x, y, self.inner_w, self.diplomas_h, self.words["diplomas"])
        holders = {dip: p for p, a in enumerate(self.s.areas) for dip in a.diplomas}
        gy = y + PAD + HEADING_HEIGHT
        for part in (Part.PAINTING, Part.STUDIO):
            gx = x + PAD
            for group in DiplomaGroup:
                if group.part is not part:
                    continue
                members = [dip for dip in DIPLOMAS if dip.group is group]
                self.text(None, group.text[self.lang], gx, gy + 11, "small",
                          id=d.id(f"group-{group.value}"))
                for i, dip in enumerate(members):
                    self._diploma(dip, gx + i * (DIPLOMA_W + DIPLOMA_GAP), gy + GROUP_LABEL_H,
                                  holders.get(dip.id))
                gx += len(members) * (DIPLOMA_W + DIPLOMA_GAP) - DIPLOMA_GAP + GROUP_GAP
            gy += GROUP_LABEL_H + DIPLOMA_H + 10

    def _diploma(self, dip: Diploma, x: float, y: float, holder: int | None) -> None:
        zh = self.zh
        classes = ["diploma", f"group-{dip.group.value}"]
        if holder is not None:
            classes.append("held")
        elif dip.id in self.pending:
            classes.append("pending")
        reward = dip.reward.text[self.lang] if dip.reward else ""
        name = diploma_name(dip.id)
        if zh:
            title = f"{name.zh}：{dip.text.zh}" + (f"，並得到{reward}" if reward else "")
        else:
            title = f"The {name.en}: {dip.text.en}" + (f", and {reward}" if reward else "")
        if holder is not None:
            title += f"（由{self.names[holder]}持有）" if zh else f" (held by {self.names[holder]})"
        g = self.group(None, f"diploma-{dip.id}", " ".join(classes),
                       cite(title, "kanagawa.diploma.qualify", self.lang))
        self.boxes[f"diploma-{dip.id}"] = (x, y, DIPLOMA_W, DIPLOMA_H)
        self.rect(g, x, y, DIPLOMA_W, DIPLOMA_H, 6,
                  stroke_width=3 if "pending" in classes else 1.5)
        if holder is not None:
            self._seat_mark(g, holder, x + DIPLOMA_W / 2, y + DIPLOMA_H / 2 - 4, 9)
            self.text(g, str(dip.points), x + DIPLOMA_W / 2, y + DIPLOMA_H - 7, "tiny", "middle")
            return
        amount = diploma_amount(dip)
        if amount is None:  # the animals it needs, side by side
            k = len(dip.subjects)
            size = 22 if k == 2 else 16
            for i, sub in enumerate(dip.subjects):
                self.use(g, f"subj-{sub.value}", x + (DIPLOMA_W - k * size) / 2 + i * size,
                         y + 8 + (0 if k == 2 else 4), size)
        else:  # its icon, and what it counts in words: 「2 種不同」
            self.use(g, _GROUP_ICONS[dip.group], x + (DIPLOMA_W - 22) / 2, y + 4, 22)
            self.text(g, amount[self.lang], x + DIPLOMA_W / 2, y + 40, "amount", "middle")
        self._harmony(g, dip.points, x + 4, y + DIPLOMA_H - 24, 20)
        if dip.reward:
            self.use(g, _REWARD_SYMBOLS[dip.reward], x + DIPLOMA_W - 23, y + DIPLOMA_H - 24, 20)

    # -- score and deck ---------------------------------------------------------------

    def _score(self, x: float, y: float) -> None:
        d, s, w, lang = self.d, self.s, self.words, self.lang
        sheet = self.sheet
        self.panel("score", x, y, self.right_w, self.score_h, w["score"])
        g = self.group(None, "score", "score-sheet")
        cols = [x + self.right_w - PAD - (s.n - 1 - p) * SCORE_COL_W for p in range(s.n)]
        ty = y + PAD + HEADING_HEIGHT
        for p in range(s.n):
            self.text(g, self.names[p], cols[p], ty + 12, f"small seat-text-{p}", "end")
        ty += SCORE_ROW
        for c in sheet.categories:
            row = self.group(g, f"score-{c.id}", f"score {c.id}", cite(c.label[lang], c.rule,
                                                                        lang))
            self.text(row, c.label[lang], x + PAD, ty + 14, "label")
            for p in range(s.n):
                self.text(row, num(sheet.points[p][c.id]), cols[p], ty + 14, "label", "end")
            ty += SCORE_ROW
        self.d.node(g, "line", x1=x + PAD, y1=ty + 4, x2=x + self.right_w - PAD, y2=ty + 4,
                    class_="rule-line", stroke_width=1.5)
        ty += 8
        self.text(g, w["total"], x + PAD, ty + 15, "total")
        for p in range(s.n):
            self.text(g, num(sheet.totals[p]), cols[p], ty + 15,
                      "total winner" if p in sheet.winners else "total", "end")
        ty += SCORE_ROW + 6
        names = ("、" if self.zh else ", ").join(self.names[p] for p in sheet.winners)
        word = w["wins"] if sheet.final else w["leads"]
        if len(sheet.winners) > 1 and not self.zh:
            word = word[:-1]  # "Blue, Red lead"
        verdict = f"{names}{'' if self.zh else ' '}{word}"
        if sheet.tiebreak:
            verdict += f"（{w['tie']}）" if self.zh else f" ({w['tie']})"
        tie = sheet.tiebreak and cite(w["tie"], sheet.tiebreak, self.lang)
        self.d.node(g, "text", verdict, title=tie or None, x=x + PAD, y=ty + 14,
                    class_="label result", id=d.id("result"))

    def _deck(self, x: float, y: float) -> None:
        s, w, zh = self.s, self.words, self.zh
        self.panel("deck", x, y, self.inner_w, DECK_H, w["deck"])
        g = self.group(None, "deck", "deck")
        self.text(g, w["deck-count"].format(n=len(s.deck)), x + self.inner_w - PAD,
                  y + PAD + 13, "label", "end")
        counts = {f: 0 for f in FAMILIES}
        for card in s.deck:
            counts[CARD_INDEX[card].family] += 1
        ty = y + PAD + HEADING_HEIGHT
        for i, fam in enumerate(FAMILIES):
            fx = x + PAD + i * 68
            n = counts[fam]
            back = self.group(g, f"deck-{fam.value}", f"deck-back family-{fam.value}",
                              f"牌庫中還有 {n} 張{fam.zh}卡（{fam.colour.zh}卡背）" if zh else
                              f"{n} {fam.en} card{'s' * (n != 1)} ({fam.colour.en} backs) "
                              f"left in the deck")
            self.use(back, f"back-{fam.value}", fx, ty, 24, 42)
            self.use(back, _FAMILY_EMBLEMS[fam], fx + 6.5, ty + 15.5, 11)
            self.text(back, f"×{n}", fx + 28, ty + 27, "count")
        self._stack(g, x + PAD + 290, ty + 13)
        ty += 52
        pawns = ((w["gm"], "pawn-master", s.gm, "kanagawa.lesson.grand-master"),
                 (w["assistant"], "pawn-assistant", s.assistant,
                  "kanagawa.studio.assistant-icon"))
        for i, (label, sym, seat, rule) in enumerate(pawns):
            px = x + PAD + i * 140
            pg = self.group(g, f"holder-{sym}", f"holder {sym}",
                            cite(f"{label}{'：' if zh else ': '}{self.names[seat]}", rule,
                                 self.lang))
            self.use(pg, sym, px, ty, 30)
            self.text(pg, label, px + 34, ty + 12, "small")
            self._seat_mark(pg, seat, px + 40, ty + 23, 7)
            self.text(pg, self.names[seat], px + 49, ty + 28, "name")
        sg = self.group(g, "supply", "supply",
                        f"供應區：{s.supply_brushes} 個筆刷、{s.supply_storms} 個風暴指示物" if zh
                        else f"Supply: {s.supply_brushes} brushes, "
                             f"{s.supply_storms} storm tokens")
        self.text(sg, w["supply"], x + PAD + 290, ty + 17, "small")
        sx = x + PAD + 290 + 56
        self.use(sg, "pawn-brush", sx, ty, 24)
        self.text(sg, f"×{s.supply_brushes}", sx + 24, ty + 18, "label")
        self.use(sg, "storm-token", sx + 62, ty + 2, 20)
        self.text(sg, f"×{s.supply_storms}", sx + 86, ty + 18, "label")

    def _stack(self, g: Any, x: float, y: float) -> None:
        """The deck's backs from the top, as far as the viewer may look (rule
        kanagawa.deck.backs): the first :data:`STACK_SHOWN` of the stack, or only the top
        card's with ``deck_backs="top"``."""
        s, w, zh = self.s, self.words, self.zh
        backs = s.backs if self.viewer is None else s.visible_backs()
        if not backs:
            return
        shown = [_FAMILY_OF_LETTER[b] for b in backs[:STACK_SHOWN]]
        colours = ("、" if zh else ", ").join(f.colour[self.lang] for f in shown)
        rest = len(backs) - len(shown)
        if zh:
            title = f"牌庫由上而下的卡背：{colours}" + (f"，以及其下 {rest} 張" if rest else "")
            if len(backs) < len(s.deck):
                title += "；其餘的卡背看不到"
        else:
            title = f"The deck's backs from the top: {colours}" + (
                f", and {rest} more below" if rest else "")
            if len(backs) < len(s.deck):
                title += "; the others cannot be seen"
        sg = self.group(g, "stack", "stack", cite(title, "kanagawa.deck.backs", self.lang))
        self.text(sg, w["stack"], x, y + 12, "small")
        cx = x + 40
        for i, fam in enumerate(shown):
            self.use(sg, f"back-{fam.value}", cx + i * (STACK_CHIP_W + 2), y, STACK_CHIP_W,
                     STACK_CHIP_H, class_=f"stack-back family-{fam.value}" + (
                         " top" if i == 0 else ""))
        tx = cx + len(shown) * (STACK_CHIP_W + 2) + 4
        if rest:
            self.text(sg, w["more"].format(n=rest), tx, y + 12, "small")
        elif len(backs) < len(s.deck):
            self.text(sg, w["unseen"], tx, y + 12, "small")

    # -- the players' areas -----------------------------------------------------------

    def _area(self, p: int, x: float, y: float) -> None:
        """A player's area: a header line (name, pawns, brushes, storm tokens, diplomas),
        then the painting and the studio, each wrapping after :data:`CARDS_PER_ROW` cards,
        and the cards kept in hand."""
        d, s, w = self.d, self.s, self.words
        area = s.areas[p]
        acting = p == self.acting
        self.rect(None, x, y, self.inner_w, self.area_hs[p], CORNER, id=d.id(f"area-{p}"),
                  class_=f"area seat-area-{p}" + (" acting" if acting else ""),
                  stroke_width=2 if acting else 1)
        ix, iy = x + AREA_PAD, y + AREA_PAD
        self._seat_mark(None, p, ix + 8, iy + 10, 9, f"area-{p}-seat")
        self.text(None, self.names[p], ix + 22, iy + 16, "name", id=d.id(f"area-{p}-name"))
        if acting:
            tag = w["to act"]
        elif s.phase == "over" and p in self.sheet.winners:
            tag = w["wins"]
        elif s.phase in ("school", "deal", "use"):
            tag = w["in class"] if area.in_class else w["left"]
        else:
            tag = ""
        if tag:
            self.text(None, tag, ix + 92, iy + 16, "small", id=d.id(f"area-{p}-tag"))
        self._area_pieces(p, area, ix + 170, iy - 2)
        right = x + self.inner_w - AREA_PAD
        for i, dip_id in enumerate(area.diplomas):
            self._owned_diploma(p, dip_id, right - (len(area.diplomas) - i) * 36 + 4, iy - 3)
        rows = _rows(len(area.painting) + 1)
        studio_y = iy + AREA_HEAD_H + rows * (PAINT_H + ROW_SPACE) - ROW_SPACE + 6
        if area.tile:
            self._painting_row(p, area, ix, iy + AREA_HEAD_H)
            self._studio_row(p, area, ix, studio_y)
        if area.hand:
            hand_y = studio_y + _rows(len(area.studio) + 1) * (STUDIO_H + LABEL_H + ROW_SPACE)
            beside = _hand_beside(area)
            if acting and beside is not None:  # its heading in the header's band
                self._kept_cards(p, area, ix + beside, iy + AREA_HEAD_H - 8)
            elif acting:
                self._kept_cards(p, area, ix, hand_y)
            else:
                held = ("、" if self.zh else "; ").join(
                    card_named(card, self.lang, area.hand) for card in area.hand)
                self.text(None, f"{w['hand']}{'：' if self.zh else ': '}{held}", ix,
                          hand_y + 8, "small", id=d.id(f"area-{p}-hand"))

    def _kept_cards(self, p: int, area: Area, x: float, y: float) -> None:
        """The acting pupil's hand in their area, beside the painting and the studio where
        the row has room (:func:`_hand_beside`), else under the studio: each card as the board
        draws it (painting half over studio half) with its name below, so that a printed
        picture of the studio shows the hand too (the turn panel is far from it); on paper
        only (class ``print-only``, :mod:`tutor.core.printing`)."""
        # print-only: on the screen the turn panel shows the hand (twice would read as
        # two hands); a printed picture of the studio does not show the turn panel
        g = self.d.node(None, "g", class_="kept-cards print-only", display="none",
                        id=self.d.id(f"area-{p}-hand"))
        heading = self.words["hand"]
        self.text(g, heading, x, y + 8, "small")
        top = y + 14
        for i, card in enumerate(area.hand):
            cx = x + (i % HAND_PER_ROW) * HAND_STEP
            cy = top + (i // HAND_PER_ROW) * (CARD_H + HAND_LABEL_H)
            cg = self.group(g, f"area-{p}-hand-{card}", "card kept-card",
                            card_named(card, self.lang, area.hand))
            self._full_card(cg, CARD_INDEX[card], cx, cy, "")
            # its name in a line a part, the same lines in both languages: 「冬天」「樹」
            for j, line in enumerate(re.split(r"\s*[·・]\s*", card_name(card)[self.lang])):
                self.text(cg, line, cx + CARD_W / 2, cy + CARD_H + 11 + j * 11, "tiny",
                          "middle")

    def _area_pieces(self, p: int, area: Area, x: float, y: float) -> None:
        s, w, zh = self.s, self.words, self.zh
        bits = []
        if s.gm == p:
            bits.append(w["gm"])
        if s.assistant == p:
            bits.append(w["assistant"])
        if zh:
            bits += [f"{area.reserve} 個備用筆刷", f"{area.storms} 個風暴指示物"]
        else:
            bits += [f"{area.reserve} brush{'es' * (area.reserve != 1)} in reserve",
                     f"{area.storms} storm token{'s' * (area.storms != 1)}"]
        g = self.group(None, f"area-{p}-pieces", "pieces",
                       f"{self.names[p]}{'：' if zh else ': '}" + ("、" if zh else ", ").join(bits))
        px = x
        if s.gm == p:
            self.use(g, "pawn-master", px, y, 28, class_="pawn master")
            px += 26
        if s.assistant == p:
            self.use(g, "pawn-assistant", px, y + 2, 26, class_="pawn assistant")
            px += 26
        if px > x:
            px += 8
        for _ in range(area.reserve):
            self.use(g, "pawn-brush", px, y, 28, class_="brush reserve")
            px += 16
        if area.reserve:
            px += 16
        for _ in range(area.storms):
            self.use(g, "storm-token", px, y + 4, 22, class_="storm-token")
            px += 24

    def _owned_diploma(self, p: int, dip_id: str, x: float, y: float) -> None:
        dip = DIPLOMA_INDEX[dip_id]
        name = diploma_name(dip_id)
        title = (f"{name.zh}：{dip.text.zh}" if self.zh else f"The {name.en}: {dip.text.en}")
        g = self.group(None, f"area-{p}-diploma-{dip_id}",
                       f"diploma group-{dip.group.value} owned", title)
        self.rect(g, x, y, 32, 32, 5, stroke_width=1.2)
        self.use(g, _GROUP_ICONS[dip.group], x + 3, y + 2, 17)
        self._harmony(g, dip.points, x + 14, y + 14, 16)

    def _painting_row(self, p: int, area: Area, x: float, y: float) -> None:
        s, lang, zh = self.s, self.lang, self.zh
        marks = dict(area.marks)
        storming = s.phase == "storm" and p == self.acting
        for i in range(len(area.painting) + 1):
            half = area.painting_half(i)
            cx = x + (i % CARDS_PER_ROW) * (CARD_W + CARD_GAP)
            cy = y + (i // CARDS_PER_ROW) * (PAINT_H + ROW_SPACE)
            where = painting_place(None, i)[lang]
            if i == 0:
                name = "起始板塊" if zh else "the start tile"
            else:
                name = card_named(area.painting[i - 1], lang)
            title = (f"{where}：{name}，{painting_words(half, lang)}" if zh
                     else f"{where[:1].upper()}{where[1:]}: {name} — "
                          f"{painting_words(half, lang)}")
            if i in marks:
                meant = SEASONS_TEXT[marks[i]][1 if zh else 0]
                title += (f"；風暴指示物：算作{meant}" if zh
                          else f"; storm token: counts as {meant}")
            g = self.group(None, f"area-{p}-p{i}",
                           "painting-card start-tile" if i == 0 else "painting-card", title)
            self.boxes[f"p{p}-{i}"] = (cx, cy, CARD_W, PAINT_H)
            self._painting_half(g, half, cx, cy, str(i + 1), marks.get(i))
            if storming:
                self._storm_chips(i, cx, cy + PAINT_H - CHIP - 2)

    def _storm_chips(self, i: int, x: float, y: float) -> None:
        names = ([season.value for season in SEASONS] if self.s.opts["storm_token"] == "season"
                 else [""])
        step = (CARD_W - 2) / len(names)
        for k, season in enumerate(names):
            action = f"storm on P{i}" + (f" as {season}" if season else "")
            where = self.s.words_for(action, self.viewer, self.lang)
            where = where[:1].upper() + where[1:]
            cls, title = self.clickable(["storm-chip"], action,
                                         cite(where, "kanagawa.end.storm-tokens", self.lang))
            g = self.group(None, f"storm-p{i}-{season or 'wild'}", cls, title, action)
            cx = x + 1 + k * step
            self.boxes[f"storm-p{i}-{season or 'wild'}"] = (cx, y - 2, step - 1, CHIP + 4)
            self.rect(g, cx, y - 2, step - 1, CHIP + 4, 4, stroke_width=1.2)
            self.use(g, f"season-{season or 'storm'}", cx + (step - 1 - CHIP) / 2, y, CHIP)

    def _studio_row(self, p: int, area: Area, x: float, y: float) -> None:
        s, lang, zh = self.s, self.lang, self.zh
        mine = self.using and p == s.actor
        picked = self.sel.get("brush")
        for i in range(len(area.studio) + 1):
            half = area.studio_half(i)
            cx = x + (i % CARDS_PER_ROW) * (CARD_W + CARD_GAP)
            cy = y + (i // CARDS_PER_ROW) * (STUDIO_H + LABEL_H + ROW_SPACE)
            where = studio_place(None, i)[lang]
            name = ("起始板塊" if zh else "the start tile") if i == 0 \
                else card_named(area.studio[i - 1], lang)
            classes = ["studio-card"] + (["start-tile"] if i == 0 else [])
            title = (f"{where}：{name}，{studio_words(half, lang)}" if zh
                     else f"{where[:1].upper()}{where[1:]}: {name} — "
                          f"{studio_words(half, lang)}")
            has_brush = i in area.brushes
            if has_brush:
                title += "。筆刷在這裡" if zh else "; a brush stands here"
                if mine and i in s.used_brushes:
                    title += "（本回合已彩繪）" if zh else " (it has painted this turn)"
            if mine and i in s.used_icons:
                title += ("。這個風景本回合已使用" if zh
                          else "; this landscape has been used this turn")
            action = target = None
            empty_land = mine and half.landscape is not None and not has_brush
            if mine and has_brush:
                target = f"brush-S{i}"
                classes.append("target")
                if picked == i:
                    classes.append("selected")
                elif target in self.hints or any(h.startswith(f"move brush S{i}->")
                                                 for h in self.hints):
                    classes.append("hint")
                title = cite(title + ("。點一下拿起筆刷，再點空的風景" if zh
                                      else " — click to pick it up, then click an empty "
                                           "landscape"), "kanagawa.brush.move", lang)
                cls = " ".join(classes)
            elif empty_land and picked is not None:
                action = f"move brush S{picked}->S{i}"
                source = studio_place(area, picked)[lang]
                cls, title = self.clickable(classes, action, cite(
                    f"{title}。把{source}的筆刷移到這裡" if zh else
                    f"{title} — move the brush from {source} here", "kanagawa.brush.move",
                    lang))
            elif empty_land and area.reserve:
                action = f"place brush on S{i}"
                cls, title = self.clickable(classes, action, cite(
                    f"{title}。放一個備用筆刷在這裡" if zh else
                    f"{title} — place a reserve brush here", "kanagawa.brush.place", lang))
            else:
                cls = " ".join(classes)
            g = self.group(None, f"area-{p}-s{i}", cls, title, action, target)
            self.boxes[f"s{p}-{i}"] = (cx, cy, CARD_W, STUDIO_H)
            self._studio_half(g, half, cx, cy)
            if mine and i in s.used_icons:
                self.use(g, "done", cx + 19, cy + 25, 14, class_="land used")
            if has_brush:
                used = mine and i in s.used_brushes
                self.use(g, "pawn-brush", cx + 1, cy - 4, 30,
                         class_="brush used" if used else "brush")
            if (action or target) and not self.still:
                self.rect(g, cx - 2, cy - 2, CARD_W + 4, STUDIO_H + 4, 6, class_="ring",
                          fill="none", stroke_width=2.5)
            self.text(None, self.words["space"].format(n=i + 1), cx + CARD_W / 2,
                      cy + STUDIO_H + LABEL_H - 2, "small", "middle")


def _rows(cards: int) -> int:
    """How many rows ``cards`` cards take in an area (at least one)."""
    return max(1, -(-cards // CARDS_PER_ROW))


def _hand_beside(area: Area) -> float | None:
    """Where the acting pupil's kept cards start beside the painting and the studio, from
    the area's inner left edge; None when the rows leave no room for them all (then they go
    under the studio)."""
    columns = min(CARDS_PER_ROW, max(len(area.painting), len(area.studio)) + 1)
    start = columns * (CARD_W + CARD_GAP) + 18
    if start + len(area.hand) * HAND_STEP - 26 > BOARD_W - 2 * AREA_PAD:
        return None
    return start


def _area_height(area: Area, acting: bool = False) -> float:
    """The height of a player's area: header, painting rows, studio rows, kept cards (a
    line naming them under the studio, or for the ``acting`` pupil the cards drawn, beside
    the rows where they have room, else under the studio, :data:`HAND_PER_ROW` a row)."""
    painting = _rows(len(area.painting) + 1) * (PAINT_H + ROW_SPACE) - ROW_SPACE
    studio = _rows(len(area.studio) + 1) * (STUDIO_H + LABEL_H + ROW_SPACE) - ROW_SPACE
    rows = painting + 6 + studio
    cards = 14 + -(-len(area.hand) // HAND_PER_ROW) * (CARD_H + HAND_LABEL_H) + 4
    if not area.hand:
        body = rows
    elif acting and _hand_beside(area) is not None:  # one row, its heading higher up
        body = max(rows, 6 + CARD_H + HAND_LABEL_H)
    elif acting:
        body = rows + cards
    else:
        body = rows + 18
    return 2 * AREA_PAD + AREA_HEAD_H + body


def _wrap(text: str, width: float, size: float) -> list[str]:
    """``text`` cut into lines of at most about ``width`` px at font ``size`` (Latin letters
    counted at 0.5 em, wide characters at 1 em; English breaks at spaces, Chinese anywhere).

    >>> _wrap("one two three", 60, 10)
    ['one two', 'three']
    >>> _wrap("拿取一欄或等待", 40, 10)
    ['拿取一欄', '或等待']
    """
    if not text:
        return []

    def w(s: str) -> float:
        return sum(size if unicodedata.east_asian_width(ch) in "WF" else 0.5 * size for ch in s)

    lines: list[str] = []
    line = ""
    for token in re.findall(r"[^\s\u3000-\u9fff\uff00-\uffef]+\s*|[\u3000-\u9fff\uff00-\uffef]|\s+",
                           text):
        if line and w((line + token).rstrip()) > width:
            lines.append(line.rstrip())
            line = token.lstrip()
        else:
            line += token
    if line.strip():
        lines.append(line.rstrip())
    return lines


SEASONS_TEXT = {"spring": ("spring", "春天"), "summer": ("summer", "夏天"),
                "autumn": ("autumn", "秋天"), "winter": ("winter", "冬天"),
                "storm": ("any season", "任何季節")}
"""Season names for storm marks (a wild mark counts as any season)."""

# -- the text board ---------------------------------------------------------------------------


def text_board(s: KanagawaState, viewer: int | None = None) -> str:
    """A compact text picture: the school board, then each player's area."""
    names = s.player_names()
    lines = [f"Kanagawa, lesson {s.lesson}: {s.describe()}",
             f"deck {len(s.deck)} | Grand Master {names[s.gm]} | Assistant {names[s.assistant]}"]
    backs = s.backs if viewer is None else s.visible_backs()
    if backs and len(backs) == len(s.backs):
        lines.append(f"stack (top first): {backs}")
    elif backs:
        lines.append(f"next back: {backs}")
    shown = s.rows + (1 if s.phase == "deal" else 0)  # the row being dealt, too
    for r, row in enumerate(s.school[:shown] if s.phase != "over" else ()):
        cells = []
        for c, card in enumerate(row):
            if s.taken[c] or card is None:
                cells.append("  -  ")
            elif s.is_face_down(r, c) and viewer is not None:
                cells.append(f"[{card[0]}??]")
            else:
                cells.append(f"[{card}]" if not s.is_face_down(r, c) else f"({card})")
        lines.append(f"row {r + 1}: " + " ".join(cells))
    for p, a in enumerate(s.areas):
        brushes = ",".join(f"S{b}" for b in a.brushes)
        lines.append(
            f"{names[p]}: tile {a.tile or '?'} | studio {' '.join(a.studio) or '-'} | "
            f"painting {' '.join(a.painting) or '-'} | hand {' '.join(a.hand) or '-'} | "
            f"brushes on {brushes or '-'} +{a.reserve} | storms {a.storms} | "
            f"diplomas {' '.join(a.diplomas) or '-'}" + ("" if a.in_class else " | left class"))
    lines.append(f"diplomas left: {' '.join(s.diplomas)}")
    return "\n".join(lines)
