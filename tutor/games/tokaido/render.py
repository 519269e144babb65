"""Tokaido pictures: the SVG board and the compact text board.

The SVG shows, under a caption saying whose turn it is and what just happened:

- the **road**: all 55 positions in four rows, one per segment (Kyoto and the first
  segment, then each later segment ending at its inn), so that the board fits a notebook
  cell without scrolling sideways. Each stop shows its icon (no number: as on the printed
  board, a stop is what it shows; its tooltip names it), a double stop its road slot and
  side slot (the side slot dimmed with fewer than 4 players), an inn its name and arrival
  queue; the travellers stand in their slots as pawns in their seat colour. A lesson points
  at a stop with a numbered marker on the place ``stop-N`` (drawn at the stop's foot, where
  it names that stop and not its neighbour);
- the **turn panel**: what the player to act decides, as cards and buttons;
- the **achievements** (holders marked), the **temple** (coins per colour) and the decks;
- one **panel per traveller**: tile and ability, coins, running score, panoramas,
  souvenir sets, meals, hot springs, encounters, temple coins and achievements;
- the running **score sheet**.

It is built like Kanagawa's board: geometry in named constants, icons from the symbol
sheet ``svg/tokaido.svg`` placed with ``<use>``, a semantic class list on every element and
colours keyed by those classes (:data:`DEFAULT_COLORS`). ``<desc>`` says the game, the
status line and the last move in words (:meth:`~tutor.core.svg.Board.description`); the text
board (:func:`text_board`), with its codes, stays out of the picture.

Clicking. Clickable elements carry ``data-action`` (class ``legal``, or ``illegal`` with
a ``<title>`` that says why and cites the rule) or ``data-target`` (a first click, kept by
:func:`select`):

- set-up: each dealt tile of the seat choosing is ``choose <traveller>``;
- moving: every road position is ``move N`` (``move neutral N`` for the neutral traveller):
  legal destinations in green, the others refused with their reason (behind you, past an
  inn, full, no coin for a village or temple, a completed panorama);
- a village: each revealed souvenir is ``data-target="souvenir-<id>"`` (a click selects or
  unselects it); the buy button is ``buy <selected>``, and ``buy nothing`` is always there;
- a temple: ``donate 1``, ``donate 2``, ``donate 3``; Yoshiyasu: ``keep <card>`` on each of
  his two cards; a panorama of your choice: ``panorama <type>`` and ``no panorama``;
  Satsuki: ``accept meal`` and ``refuse meal``; an inn: ``eat <meal>`` on each card laid
  out and ``no meal``.

Hidden information: with ``viewer=p`` the meal cards at an inn appear only if seat p has
looked at them (else as card backs), Satsuki's offered card and Yoshiyasu's two cards only
to their owner, another seat's dealt tiles never; none of these names appear anywhere in
the SVG (ids, titles, ``<desc>``, the caption's last action). ``viewer=None`` is the
teacher's view and shows everything.

>>> from tutor.games import tokaido
>>> from tutor.games.tokaido.render import render
>>> s = tokaido.start(("kinko", "satsuki", "umegae", "hirotada"))
>>> svg = render(s)
>>> 'data-action="move 15"' in svg and 'class="space kind-inn legal' in svg
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...core.errors import TutorError
from ...core.lang import check_lang
from ...core.printing import Focus
from ...core.svg import Board, SvgText, check_viewer, font_css, hint_list, state_prefix
from .data import (
    ACHIEVEMENTS,
    ENCOUNTER_INDEX,
    INN_NAMES,
    MEAL_INDEX,
    PANORAMA_LENGTH,
    PANORAMAS,
    ROAD,
    SOUVENIR_FAMILIES,
    SOUVENIR_INDEX,
    SPACE_KINDS,
    TRAVELLER_INDEX,
    space,
)
from .glossary import TERMS as G
from .words import DECISION_WORDS, join_words, kind_words, stop_words

if TYPE_CHECKING:
    from .state import TokaidoState

# -- geometry (px) ------------------------------------------------------------------------

MARGIN = 8
HELP_CLASS = "label help screen-only"
"""A help text that says where to click: drawn for the screen only, not on paper."""
CAPTION_H = 40
"""The band at the top holding the status caption."""
CELL_W = 42
"""Width of a stop on the road."""
CELL_H = 92
"""Height of a road row."""
INN_W = 58
"""Width of an inn (its arrival queue holds up to five pawns)."""
CELL_GAP = 2
ROW_GAP = 6
ICON = 24
"""A stop's icon."""
SLOT_R = 10
"""A pawn slot's radius on a stop."""
QUEUE_R = 7.5
"""A pawn's radius in an inn's queue."""
GAP = 10
PAD = 10
CORNER = 8
HEADING_H = 20
ROAD_W = INN_W + CELL_GAP + 13 * (CELL_W + CELL_GAP) + INN_W
"""The first row: Kyoto, 13 stops and the first inn (the widest row)."""
INNER_W = ROAD_W
WIDTH = INNER_W + 2 * MARGIN
"""About 700 px: the board stays legible when a widget beside the log shows it at 540 px
(a 1,280 px screen) and is sharp at full size."""
TURN_W = INNER_W
TURN_H = 206
ACH_H = 132
"""The achievements, temple and decks panel, under the turn panel."""
CARD_W = 100
CARD_H = 140
BUTTON_W = 150
BUTTON_H = 32
PANEL_W = (INNER_W - GAP) / 2
PANEL_H = 196
SCORE_LABEL_W = 128
SCORE_ROW = 15
MARK_GAP = 3
"""How far a mark's outline stands off what it marks."""
MARKER_FOOT = 11
"""How far above a stop's foot a lesson's numbered marker is centred (place ``stop-N``)."""
FONT = {"caption": 19, "heading": 13, "name": 15, "label": 15, "small": 13.5, "tiny": 12,
        "number": 11, "big": 20, "pawn-label": 11, "mark-label": 9, "button-label": 15,
        "card-title": 14.5}
"""Font sizes by text class (legible when a 1,280 px screen scales the board down)."""

SHEET = "tokaido"
"""The symbol sheet ``svg/tokaido.svg``."""
SEAT_COLORS = ("#2f6fd6", "#d0392b", "#2e9b48", "#e0a800", "#8e44ad")
NEUTRAL_COLOR = "#9e9e9e"
FAMILY_COLORS = {"small": "#f2c14e", "food": "#e8a0b4", "clothing": "#4f86c6", "art": "#c0392b"}

DEFAULT_COLORS: dict[str, dict[str, str]] = {
    "background": {"fill": "#f6f0e1"},
    "panel": {"fill": "#fffdf7", "stroke": "#d8c9a6"},
    "panel acting": {"fill": "#fff7dc", "stroke": "#d99a00"},
    "space": {"fill": "#fffaf0", "stroke": "#cdbb94"},
    "space kind-inn": {"fill": "#f3e3c3", "stroke": "#8d6e3f"},
    "space legal": {"fill": "#e2f3da", "stroke": "#2e8b3a"},
    "space illegal": {"fill": "#fbeeee", "stroke": "#d8a39f"},
    "space hint": {"fill": "#fff1c4", "stroke": "#f2b100"},
    "slot": {"fill": "#ffffff", "stroke": "#b9a57e"},
    "slot unused": {"fill": "#eeeae0", "stroke": "#d6d0c2"},
    "pawn": {"stroke": "#222222"},
    "road-line": {"stroke": "#b9a57e"},
    "button": {"fill": "#ffffff", "stroke": "#8d8d8d"},
    "card": {"fill": "#fffdf7", "stroke": "#8a7650"},
    "legal": {"fill": "#e2f3da", "stroke": "#2e8b3a"},
    "illegal": {"fill": "#f7e7e4", "stroke": "#c0625c"},
    "hint": {"fill": "#fff1c4", "stroke": "#f2b100"},
    "selected": {"fill": "#fff1c4", "stroke": "#d99a00"},
    "card face-down": {"fill": "#6d4c41", "stroke": "#3e2723"},
    "box": {"fill": "#ffffff", "stroke": "#b9a57e"},
    "box-done paddy": {"fill": "#8cc63f"},
    "box-done mountain": {"fill": "#7d8794"},
    "box-done sea": {"fill": "#2b6cb0"},
    "fam small": {"fill": FAMILY_COLORS["small"]},
    "fam food": {"fill": FAMILY_COLORS["food"]},
    "fam clothing": {"fill": FAMILY_COLORS["clothing"]},
    "fam art": {"fill": FAMILY_COLORS["art"]},
    "fam empty": {"fill": "#ffffff", "stroke": "#d6d0c2"},
    "ach-card": {"fill": "#fff8e1", "stroke": "#b39b5e"},
    "ach-card held": {"fill": "#fdecc8", "stroke": "#8a6a12"},
    "temple-bar": {"fill": "#c62828"},
    "seat-0": {"fill": SEAT_COLORS[0]},
    "seat-1": {"fill": SEAT_COLORS[1]},
    "seat-2": {"fill": SEAT_COLORS[2]},
    "seat-3": {"fill": SEAT_COLORS[3]},
    "seat-4": {"fill": SEAT_COLORS[4]},
    "seat-n": {"fill": NEUTRAL_COLOR},
    "caption": {"fill": "#222222"},
    "heading": {"fill": "#6f5c3a"},
    "name": {"fill": "#222222"},
    "label": {"fill": "#333333"},
    "small": {"fill": "#4a4a4a"},
    "tiny": {"fill": "#5f5f5f"},
    "number": {"fill": "#665838"},
    "big": {"fill": "#111111"},
    "pawn-label": {"fill": "#ffffff"},
    "mark-label": {"fill": "#ffffff"},
    "pawn-label on-light": {"fill": "#111111"},
    "mark-label on-light": {"fill": "#111111"},
    "button-label": {"fill": "#222222"},
    "card-title": {"fill": "#222222"},
    "winner": {"fill": "#23702f"},
    "rule-line": {"stroke": "#e2d8c2"},
    "mark": {"fill": "none", "stroke": "#1f1f1f", "stroke-width": "3.5",
             "stroke-dasharray": "7 4"},
}
"""Colours by semantic class list: ``"space legal"`` styles elements with both classes.
Later entries win over earlier ones of the same specificity; ``render(colors=...)``
overrides entries."""

_BASE_CSS = (
    font_css("tokaido", FONT)
    + ".tokaido .caption,.tokaido .name,.tokaido .big,.tokaido .button-label,"
    ".tokaido .card-title,.tokaido .pawn-label,.tokaido .mark-label{font-weight:bold}"
    ".tokaido .heading{letter-spacing:.06em}"
    ".tokaido [data-action],.tokaido [data-target]{cursor:pointer}"
    ".tokaido .illegal{cursor:help}"
    ".tokaido g.space.legal:hover rect.space-bg,.tokaido .button[data-action]:hover rect,"
    ".tokaido .card[data-action]:hover rect,.tokaido .card[data-target]:hover rect"
    "{stroke-width:3}"
    ".tokaido .slot.unused{stroke-dasharray:3 2}"
    ".tokaido .illegal .space-icon{opacity:.55}"
)

_QUIZ = ".tutor-quiz-board .tokaido"
"""A quiz's still picture: the lesson framework wraps it in ``.tutor-quiz-board``
(:data:`tutor.lessons.widgets.PICTURE_CSS`)."""

_STILL = (("space", "space"), ("space.kind-inn", "space kind-inn"), ("card", "card"),
          ("button", "button"), ("button-bg", "button"))
"""(classes of a clickable element, the colour entry it wears in a still picture)."""


def _still_css(colors: dict[str, dict[str, str]]) -> str:
    """Rules for a quiz's still picture: the stops, cards and buttons wear their plain
    colours whether their move is legal or not (a picture must not answer "may Blue go
    there?" nor "how many stops may Blue choose from?"), refused stops keep their icons
    bright, and the line of help under the turn panel's heading (how to click, which
    colour is allowed, the rule of the step) is not shown.

    >>> css = _still_css(DEFAULT_COLORS)
    >>> ".tutor-quiz-board .tokaido .space.legal,.tutor-quiz-board .tokaido .space.illegal" in css
    True
    """
    rules = []
    for classes, key in _STILL:
        body = ";".join(f"{k}:{v}" for k, v in colors.get(key, {}).items())
        rules.append(",".join(f"{_QUIZ} .{classes}.{state}" for state in ("legal", "illegal"))
                     + f"{{{body}}}")
    return "".join(rules) + (f"{_QUIZ} .illegal .space-icon{{opacity:1}}"
                             f"{_QUIZ} .help{{display:none}}")


_WORDS = {
    "en": {
        "turn": "{who}: {what}", "over": "THE JOURNEY IS OVER", "road": "THE TOKAIDO",
        "last": "Last: {last}", "ach": "ACHIEVEMENTS", "temple": G["temple"].en.upper(),
        "score": "SCORE",
        "decks": "decks: {s} souvenirs, {m} meals, {e} encounters, {h} hot springs",
        "coins": G["coins"].en, "points": G["points"].en, "neutral": "neutral",
        "buy": "Buy {cards}", "buy-nothing": "Buy nothing", "buy-for": "Buy for {n} coin(s)",
        "cost": "({n} coins)",
        "donate": "Donate {n}", "panorama": "Panorama: {kind} {k}", "no-panorama":
        "No panorama", "accept": "Accept the free meal", "refuse": "Refuse it",
        "no-meal": "No meal", "choose-help": "Choose the traveller you keep.",
        "move-help": "Click a destination: green ones are allowed.",
        "neutral-help": "You lead: move the neutral traveller (click a destination).",
        "buy-help": "Click souvenirs to select them, then buy.",
        "donate-help": "Donate 1 to 3 coins at the temple, 1 point each.",
        "keep-help": "Keep one of your two encounter cards.",
        "panorama-help": "Take the next section of a panorama you choose, or none.",
        "accept-help": "Accept the free meal, or refuse it and buy one.",
        "eat-help": "Buy one meal (6 points), or none; never one you have eaten.",
        "wait": "Waiting for {who}.", "hidden": "hidden", "face-down": "{n} face-down",
        "chance": "Chance: {what}.", "dealt": "dealt 2 tiles", "price": "{n} coin(s)",
        "first": "first: {who}", "ranks": "Rank {r}: {who}, {p} points",
        "total": "total", "leads": "leads", "wins": "wins", "sets": "souvenirs",
        "meals": "meals", "springs": "hot springs", "encounters": "encounters",
        "pan": "panoramas", "achievements": "achievements", "gourmet": "Gourmet {n}",
        "ach-points": "3 points",
        "selected": "selected", "arrival": "arrival {n}", "queue": "queue",
        "kyoto-start": "start", "edo-end": "end", "return": "(Return Trip: Edo → Kyoto)",
        "segment": "segment {n}", "no-tile": "no traveller (Initiatory Journey)",
    },
    "zh-Hant": {
        "turn": "{who}：{what}", "over": "旅程結束", "road": G["game"].zh,
        "last": "上一步：{last}", "ach": G["achievement-card"].zh, "temple": G["temple"].zh,
        "score": G["score-sheet"].zh,
        "decks": f"{G['deck'].zh}：{G['souvenir'].zh} {{s}} 張、{G['meal'].zh} {{m}} 張、"
                 f"{G['encounter'].zh} {{e}} 張、{G['hotspring'].zh} {{h}} 張",
        "coins": G["coins"].zh, "points": G["points"].zh, "neutral": "中立",
        "buy": "購買 {cards}", "buy-nothing": "不購買", "buy-for": "購買：{n} 塊錢",
        "cost": "（{n} 塊錢）",
        "donate": "捐獻 {n}", "panorama": "全景畫：{kind} {k}", "no-panorama": "不拿全景畫",
        "accept": "接受免費膳食", "refuse": "拒絕", "no-meal": "不吃",
        "choose-help": "選擇你要留下的旅行者。",
        "move-help": "點路上的目的地：綠色可以去；紅色會說明為什麼不行。",
        "neutral-help": "你領先：請移動中立旅行者（點目的地）。",
        "buy-help": "點選紀念品，再按購買。",
        "donate-help": "在寺廟捐獻 1 到 3 塊錢，每塊錢 1 分。",
        "keep-help": "從兩張邂逅卡中留下一張；另一張放回牌堆底部。",
        "panorama-help": "拿一張自選全景畫的下一張，或不拿。",
        "accept-help": "接受的話這份膳食免費；拒絕後可以照常購買。",
        "eat-help": "購買一份膳食（6 分），或不吃。不可重複同一種膳食。",
        "wait": "等待{who}。", "hidden": "不公開", "face-down": "{n} 張蓋著",
        "chance": "機運：{what}。", "dealt": "發了 2 個板塊", "price": "{n} 塊錢",
        "first": "最先：{who}", "ranks": "第 {r} 名：{who}，{p} 分",
        "total": "總分", "leads": "領先", "wins": "獲勝", "sets": G["souvenir"].zh,
        "meals": G["meal"].zh, "springs": G["hotspring"].zh, "encounters": G["encounter"].zh,
        "pan": G["panorama"].zh, "achievements": G["achievement-card"].zh,
        "gourmet": "美食 {n}", "ach-points": "3 分",
        "selected": "已選", "arrival": "第 {n} 個到", "queue": "順序",
        "kyoto-start": "起點", "edo-end": "終點", "return": "（回程：江戶 → 京都）",
        "segment": "第 {n} 段", "no-tile": "沒有旅行者（啟蒙之旅）",
    },
}

ROWS = ((1, 15), (16, 28), (29, 42), (43, 55))
"""The positions of each road row: the first starts at Kyoto, each ends at an inn."""


def _layout() -> dict[int, tuple[float, float, float]]:
    """Each position's (x, y, width) on the road, relative to the road's top left."""
    out = {}
    for r, (a, b) in enumerate(ROWS):
        y = r * (CELL_H + ROW_GAP)
        x = 0.0 if r == 0 else INN_W + CELL_GAP
        for pos in range(a, b + 1):
            w = INN_W if space(pos).kind == "inn" else CELL_W
            out[pos] = (x, y, w)
            x += w + CELL_GAP
    return out


LAYOUT = _layout()
ROAD_H = len(ROWS) * (CELL_H + ROW_GAP) - ROW_GAP


ROAD_AHEAD = 2
"""How many stops beyond the leading traveller a printed stretch of road shows."""


def print_focus(state: TokaidoState, focus: Focus) -> tuple[str, ...]:
    """What a printed picture of ``state`` shows (:mod:`tutor.core.printing`): the stretch of
    road where the travellers are, :data:`ROAD_AHEAD` stops beyond the first of them (and
    the stop a move goes to) while they walk, the panel of the stop otherwise; for a score
    sheet, the players' panels."""
    if focus.kind == "sheet":
        return tuple(f"player-{i}-frame" for i in range(state.n))
    if state.phase == "move":
        ahead = min(max(state.steps) + ROAD_AHEAD, len(ROAD))
        spaces = tuple(f"space-{step}" for step in sorted({*state.steps, ahead}))
        return spaces + ((focus.move,) if focus.move else ())
    return ("turn-frame",)


def print_whole(state: TokaidoState) -> tuple[str, ...]:
    """The stops of the road, which a printed picture shows whole or not at all
    (:mod:`tutor.core.printing`): its crop never leaves half a stop or a sliver of the next
    row at its edge."""
    return tuple(f"space-{pos}" for pos in LAYOUT)


def move_place(state: TokaidoState, action: str, viewer: int | None,
               lang: str) -> tuple[str, str] | None:
    """Where ``action`` is played, for a printed question that points at it with a numbered
    marker (:meth:`tutor.core.game.Game.move_place`): the stop a traveller moves to, named
    by the marker and what the stop is (「移動到 ②（寺廟）」, "move to ② (a temple)"); None
    for any other move."""
    lang = check_lang(lang)
    a = state.parse_action(action)
    if a.kind not in ("move", "neutral") or state.phase != "move":
        return None
    number = int(a.name)
    where = state.words_for(action, viewer, lang)
    kind = stop_words(number, lang)  # what the stop is: 「寺廟」, "a temple"
    place = stop_words(number, lang, state.route,
                       state.steps[state.n if a.kind == "neutral" and state.pawns > state.n
                                   else state.mover])
    if place not in where:
        return None
    marker = "{marker}（" + kind + "）" if lang == "zh-Hant" else "{marker} (" + kind + ")"
    return f"stop-{number}", where.replace(place, marker, 1)


def render(state: TokaidoState, viewer: int | None = None, highlight: Any = None,
           lang: str | None = None, selection: dict[str, Any] | None = None, *,
           mark: str | None = None, colors: dict[str, dict[str, str]] | None = None,
           markers: Mapping[str, int] | None = None,
           labels: Mapping[str, str] | None = None, show_legal: bool = True) -> SvgText:
    """The board as SVG: the road, the turn panel, achievements and temple, one panel per
    traveller and the score sheet.

    ``viewer`` is the seat whose view is drawn (hidden cards stay hidden) or None for the
    teacher's view. ``highlight`` is an iterable of action notations: elements whose
    ``data-action`` is among them get the class ``hint`` (and so do the souvenirs of a
    highlighted purchase). ``selection`` is ``{"buy": [souvenir ids]}``, the souvenirs
    selected at a village (see :func:`select`); one that no longer fits the state is
    ignored. ``mark`` is a move (notation) that a quiz question is about: the board draws it
    as a dashed outline of class ``mark`` around what it names (:func:`mark_keys`: the
    destination stop, the tile, the souvenirs, the encounter or meal card, the button), the
    same whether the move is legal or not; a mark that names nothing on this board is
    ignored. ``colors`` overrides entries of :data:`DEFAULT_COLORS`.

    ``markers``, ``labels`` and ``show_legal`` are the lesson annotations every board takes
    (:meth:`tutor.core.svg.Board.finish`): numbered markers and names drawn on places, and
    a drawing that does not tell which moves are legal (a legality task before its second
    hint).

    Raises:
        ValueError: an unknown language, an unknown viewer seat, or a malformed selection.

    >>> from tutor.games import tokaido
    >>> svg = render(tokaido.start(("kinko", "satsuki")), viewer=0)
    >>> svg.count('class="space kind-')
    55
    >>> render(tokaido.start(("kinko", "satsuki")), viewer=0, mark="move 4").count('"mark"')
    1
    """
    lang = check_lang(lang)
    check_viewer(viewer, state.n)
    sel = _applicable(state, _normalise(selection))
    hints = hint_list(highlight)
    prefix = state_prefix(state, viewer, hints, sel, lang, mark,
                          *(() if show_legal else ("concealed",)))
    return _Board(state, viewer, sel, set(hints), lang, prefix, colors, mark).finish(
        markers, labels, show_legal)


def mark_keys(state: TokaidoState, mark: str | None) -> list[str]:
    """What the move ``mark`` names on the board, as the keys under which the drawing keeps
    the boxes of its parts: ``space N`` for a move (the neutral traveller's too), ``souvenir
    <id>`` for each souvenir of a purchase, else the move's own notation (a dealt tile, an
    encounter or meal card, a button). Notation that is no Tokaido move names nothing.

    >>> from tutor.games import tokaido
    >>> s = tokaido.start(("kinko", "satsuki"))
    >>> mark_keys(s, "move neutral 7"), mark_keys(s, "buy sake+koma"), mark_keys(s, "donate 2")
    (['space 7'], ['souvenir koma', 'souvenir sake'], ['donate 2'])
    >>> mark_keys(s, "fly to Edo"), mark_keys(s, None)
    ([], [])
    """
    if mark is None:
        return []
    try:
        action = state.parse_action(mark)
    except TutorError:
        return []
    if action.kind in ("move", "neutral"):
        return [f"space {action.name}"]
    if action.kind == "buy" and action.name:
        return [f"souvenir {c}" for c in action.name.split("+")]
    return [str(action)]


def select(state: TokaidoState, selection: dict[str, Any] | None,
           target: str) -> dict[str, Any]:
    """The selection after a click on ``target`` (a ``data-target``).

    At a village, ``"souvenir-koma"`` selects the revealed souvenir Koma for the purchase,
    or unselects it if it was selected. Returns a new dict ``{"buy": [ids]}`` (ids sorted;
    ``{}`` when none is selected).

    Raises:
        ValueError: a target the board does not have now.

    >>> from tutor.games import tokaido
    >>> s = tokaido.start(("kinko", "satsuki")).apply("move 2")
    >>> s = s.apply("reveal koma").apply("reveal sake").apply("reveal geta")
    >>> select(s, {}, "souvenir-sake")
    {'buy': ['sake']}
    >>> select(s, {"buy": ["sake"]}, "souvenir-koma")
    {'buy': ['koma', 'sake']}
    >>> select(s, {"buy": ["sake"]}, "souvenir-sake")
    {}
    """
    sel = _applicable(state, _normalise(selection))
    if (isinstance(target, str) and state.phase == "buy" and target.startswith("souvenir-")
            and target[9:] in state.shown):
        chosen = set(sel.get("buy", []))
        chosen ^= {target[9:]}
        return {"buy": sorted(chosen)} if chosen else {}
    where = ("a souvenir revealed at this village ('souvenir-koma')" if state.phase == "buy"
             else "none: targets exist only while souvenirs are bought at a village")
    raise ValueError(f"the Tokaido board has no target {target!r} now; expected {where}")


def _normalise(selection: dict[str, Any] | None) -> dict[str, Any]:
    """A checked copy of a selection: ``{}`` or ``{"buy": [souvenir ids]}``."""
    if not selection:
        return {}
    if not isinstance(selection, dict) or set(selection) != {"buy"} or not isinstance(
            selection["buy"], (list, tuple)):
        raise ValueError(f"a Tokaido selection is {{'buy': [souvenir ids]}}, not "
                         f"{selection!r}")
    ids = list(selection["buy"])
    if len(ids) > 3 or any(not isinstance(c, str) or c not in SOUVENIR_INDEX for c in ids):
        raise ValueError(f"selection names no souvenirs: {selection['buy']!r}")
    return {"buy": sorted(set(ids))}


def _applicable(state: TokaidoState, sel: dict[str, Any]) -> dict[str, Any]:
    """The selection if it fits the state (souvenirs revealed here), else {}."""
    if sel and state.phase == "buy" and all(c in state.shown for c in sel["buy"]):
        return sel
    return {}


# -- the drawing ------------------------------------------------------------------------------


class _Board(Board):
    """One drawing of one state: lays out the picture, then draws it part by part."""

    symbol_sheet, scope, words_table, default_colors = SHEET, "tokaido", _WORDS, DEFAULT_COLORS
    corner, pad, panel_ids = CORNER, PAD, ("{}-frame", "{}-h")
    s: TokaidoState

    def __init__(self, state: TokaidoState, viewer: int | None, sel: dict[str, Any],
                 hints: set[str], lang: str, prefix: str,
                 colors: dict[str, dict[str, str]] | None, mark: str | None = None) -> None:
        super().__init__(state, viewer, sel, hints, lang, colors)
        self.mark = mark
        self.spots: dict[str, tuple[float, float, float, float]] = {}
        """Boxes (x, y, w, h) of what a mark may name, by :func:`mark_keys`' keys."""
        self.colon = "：" if self.zh else ": "
        self.sep = "、" if self.zh else ", "
        self.acting = None if state.is_chance() or state.is_terminal() else state.actor
        self.sheet = state.scores()
        self.road_y = CAPTION_H
        self.mid_y = self.road_y + ROAD_H + GAP
        self.turn_h = _turn_height(state)
        self.ach_y = self.mid_y + self.turn_h + GAP
        self.panels_y = self.ach_y + ACH_H + GAP
        cells = state.n + 1
        rows = -(-cells // 2)
        self.height = round(self.panels_y + rows * (PANEL_H + GAP) - GAP + MARGIN)
        self.new_drawing(WIDTH, self.height, prefix)

    # -- element helpers --------------------------------------------------------------

    def seat_class(self, pawn: int) -> str:
        return "seat-n" if pawn >= self.s.n else f"seat-{pawn}"

    def pawn_name(self, pawn: int) -> str:
        return NEUTRAL_WORD[self.lang] if pawn >= self.s.n else self.names[pawn]

    def paren(self, text: str) -> str:
        """`` (text)`` in English, ``（text）`` in Chinese."""
        return f"（{text}）" if self.zh else f" ({text})"

    def seat_letter(self, pawn: int) -> str:
        """The seat's mark, so that seats differ by more than colour: B R G Y P (藍 紅 綠 黃
        紫), N (中) for the neutral traveller."""
        if pawn >= self.s.n:
            return "中" if self.zh else "N"
        return SEAT_NAMES_ZH_SHORT[pawn] if self.zh else SEAT_INITIALS[pawn]

    def label_class(self, pawn: int, cls: str) -> str:
        """A letter's class on the seat's colour: dark on the light colours (green, yellow,
        the neutral grey), white on the others, for AA contrast."""
        light = pawn >= self.s.n or pawn in LIGHT_SEATS
        return f"{cls} on-light" if light else cls

    def seat_disc(self, parent: Any, pawn: int, cx: float, cy: float, r: float,
                  name: str | None = None) -> None:
        """A disc in the seat's colour with its letter (score rows, the temple, the
        achievements, the panels and the caption): Tokaido tells seats apart by the letter
        its pawns carry (issue 14 names them as the example), so the discs carry it too."""
        g = self.group(parent, name, f"seat-mark {self.seat_class(pawn)}")
        self.circle(g, cx, cy, r, f"pawn {self.seat_class(pawn)}")
        big = r >= 9
        self.text(g, self.seat_letter(pawn), cx, cy + (4.3 if big else 3.3),
                  self.label_class(pawn, "pawn-label" if big else "mark-label"), "middle")

    def traveller(self, tid: str) -> str:
        """A traveller as the board writes it: in Chinese the Chinese name with the romanised
        one beside it, 「琴古 Kinko」; in English the romanised name."""
        t = TRAVELLER_INDEX[tid]
        return f"{t.zh} {t.name}" if self.zh else t.name

    def target_label(self, target: str) -> str | None:
        """A souvenir at a village as a screen reader says it and the status line names it
        once selected: 「清酒（食物跟飲料，2 塊錢）」, "Sake (food and drink, 2 coins)"."""
        cid = target.removeprefix("souvenir-")
        card = SOUVENIR_INDEX.get(cid)
        if card is None or not target.startswith("souvenir-"):
            return None
        fam = SOUVENIR_FAMILIES[card.family][self.lang]
        price = (f"{card.price} 塊錢" if self.zh
                 else f"{card.price} coin{'s' if card.price != 1 else ''}")
        return f"{card.name[self.lang]}{self.paren(fam + ('，' if self.zh else ', ') + price)}"

    def button(self, parent: Any, name: str, label: str, action: str, x: float, y: float,
               w: float = BUTTON_W, title: str | None = None) -> None:
        cls, tip = self.clickable(["button"], action, title or label)
        g = self.group(parent, f"button-{name}", cls, tip, action)
        self.spots[action] = (x, y, w, BUTTON_H)
        self.rect(g, x, y, w, BUTTON_H, 6, class_=cls.replace("button", "button-bg"))
        self.text(g, label, x + w / 2, y + 21, "button-label", "middle")

    # -- top level --------------------------------------------------------------------

    def draw(self) -> SvgText:
        self.begin(_BASE_CSS + _still_css(self.colors))
        self._caption()
        self._road(MARGIN, self.road_y)
        self._turn(MARGIN, self.mid_y)
        self._achievements(MARGIN, self.ach_y)
        for p in range(self.s.n):
            col, row = p % 2, p // 2
            self._traveller(p, MARGIN + col * (PANEL_W + GAP),
                            self.panels_y + row * (PANEL_H + GAP))
        k = self.s.n
        self._score(MARGIN + (k % 2) * (PANEL_W + GAP), self.panels_y + (k // 2) * (PANEL_H + GAP))
        self._mark()
        return self.d.tostring(desc=self.description())

    def _mark(self) -> None:
        """The move a quiz question is about, drawn over the board: a dashed outline around
        each part it names, drawn alike for a legal and an illegal move."""
        boxes = [self.spots[k] for k in mark_keys(self.s, self.mark) if k in self.spots]
        if not boxes:
            return
        g = self.group(None, "mark", "mark")  # the outlines inherit its stroke
        for x, y, w, h in boxes:
            self.rect(g, x - MARK_GAP, y - MARK_GAP, w + 2 * MARK_GAP, h + 2 * MARK_GAP,
                      CORNER)

    def _caption(self) -> None:
        d, s = self.d, self.s
        x = MARGIN
        if self.acting is not None:
            self.seat_disc(None, self.acting, x + 10, 21, 10, "caption-seat")
            x += 26
        caption = s.describe(self.lang)
        self.text(None, caption[:1].upper() + caption[1:], x, 28, "caption", id=d.id("caption"))
        last = s.last_for(self.viewer, self.lang)
        if last:
            self.text(None, self.words["last"].format(last=last), WIDTH - MARGIN, 28, "small",
                      "end", id=d.id("last-action"))

    # -- the road ---------------------------------------------------------------------

    def _road(self, x0: float, y0: float) -> None:
        s = self.s
        moving = s.phase == "move"
        prefix = "move neutral" if moving and s.mover == s.n else "move"
        here: dict[int, list[int]] = {}
        for p in range(s.pawns):
            here.setdefault(s.position(p), []).append(p)
        for r in range(1, len(ROWS)):
            y = y0 + r * (CELL_H + ROW_GAP)
            label = self.words["segment"].format(n=r + 1)
            self.text(None, label, x0 + INN_W / 2, y + CELL_H / 2 + 4, "tiny", "middle",
                      id=self.d.id(f"segment-{r + 1}"))
        if s.opts["return_trip"]:
            self.text(None, self.words["return"], x0 + INN_W / 2, y0 + CELL_H + ROW_GAP + 18,
                      "tiny", "middle", id=self.d.id("return-trip"))
        for pos in range(1, len(ROAD) + 1):
            x, y, w = LAYOUT[pos]
            self._space(pos, x0 + x, y0 + y, w, sorted(here.get(pos, []),
                                                         key=lambda p: s.slots[p]),
                        f"{prefix} {pos}" if moving else None)

    def _space(self, pos: int, x: float, y: float, w: float, pawns: list[int],
               action: str | None) -> None:
        sp = space(pos)
        zh = self.zh
        if sp.kind == "inn":
            words = INN_NAMES[pos][self.lang]
            words = words[:1].upper() + words[1:]
        else:
            words = kind_words(sp.kind, self.lang)
            if sp.double:
                words += "（雙格位置）" if zh else " (double stop)"
            words = words[:1].upper() + words[1:]
        classes = ["space", f"kind-{sp.kind}"] + (["double"] if sp.double else [])
        title = words
        if action:
            verb = self.s.words_for(action, None, self.lang)
            cls, title = self.clickable(classes, action, f"{words}{self.colon}{verb}")
        else:
            cls = " ".join(classes)
        g = self.group(None, f"space-{pos}", cls, title, action)
        self.spots[f"space {pos}"] = (x, y, w, CELL_H)
        self.rect(g, x, y, w, CELL_H, 6, class_="space-bg " + cls)
        # where a lesson's numbered marker (place "stop-N") stands: the foot of the stop,
        # under its icon and slots, so that it names this stop and not its neighbour
        self.rect(g, x + w / 2, y + CELL_H - MARKER_FOOT, 0, 0, class_="marker-anchor",
                  id=self.d.id(f"stop-{pos}"))
        self.use(g, f"stop-{sp.kind}", x + (w - ICON) / 2, y + 4, ICON, class_="space-icon")
        if sp.kind == "inn":
            self._inn(g, pos, x, y, w, pawns)
            return
        cx = x + w / 2
        side_used = self.s.n >= 4
        for slot in ((1, 2) if sp.double else (1,)):
            cy = y + 41 + (slot - 1) * (2 * SLOT_R + 3)
            unused = slot == 2 and not side_used
            self.circle(g, cx, cy, SLOT_R, "slot unused" if unused else "slot")
        for p in pawns:
            slot = self.s.slots[p]
            self._pawn(g, p, cx, y + 41 + (slot - 1) * (2 * SLOT_R + 3), SLOT_R - 1)

    def _inn(self, g: Any, pos: int, x: float, y: float, w: float, pawns: list[int]) -> None:
        name = _INN_SHORT[pos][self.lang]
        self.text(g, name, x + w / 2, y + 40, "tiny", "middle")
        if pos == 1 or pos == 55:
            start = (pos == 55) == self.s.opts["return_trip"]
            self.text(g, self.words["kyoto-start" if start else "edo-end"], x + w / 2, y + 52,
                      "tiny", "middle")
        for i, p in enumerate(pawns):
            cx = x + 11 + (i % 3) * 2 * (QUEUE_R + 0.8)
            cy = y + 65 + (i // 3) * (2 * QUEUE_R + 1)
            self._pawn(g, p, cx, cy, QUEUE_R)

    def _pawn(self, g: Any, pawn: int, cx: float, cy: float, r: float) -> None:
        s = self.s
        title = self.pawn_name(pawn)
        if pawn < s.n and s.players[pawn].traveller:
            title += self.paren(self.traveller(s.players[pawn].traveller))
        pos = s.position(pawn)
        if space(pos).kind == "inn":
            start = s.steps[pawn] == 1
            title += " · " + (f"{self.words['queue']} {s.slots[pawn]}" if start
                              else self.words["arrival"].format(n=s.slots[pawn]))
        pg = self.group(g, f"pawn-{pawn}", f"pawn-group {self.seat_class(pawn)}", title)
        cls = f"pawn {self.seat_class(pawn)}" + (" moving" if s.phase == "move"
                                                  and s.mover == pawn else "")
        self.circle(pg, cx, cy, r, cls, stroke_width=2.5 if "moving" in cls else 1.2)
        self.text(pg, self.seat_letter(pawn), cx, cy + 4.3, self.label_class(pawn, "pawn-label"),
                  "middle")

    # -- the turn panel ----------------------------------------------------------------

    def _turn(self, x: float, y: float) -> None:
        s, w = self.s, self.words
        acting = self.acting
        if s.is_terminal():
            heading = w["over"]
        elif acting is not None:
            heading = w["turn"].format(who=self.names[acting], what=_what(s, self.lang))
        else:
            heading = s.describe(self.lang)
        self.panel("turn", x, y, TURN_W, self.turn_h,
                   heading.upper() if not self.zh else heading,
                   cls="panel acting" if acting is not None else "panel")
        bx, by = x + PAD, y + PAD + HEADING_H
        phase = s.phase
        if phase == "over":
            self._ranking(bx, by)
        elif phase == "choose":
            self._choose(bx, by)
        elif phase == "move":
            help_key = "neutral-help" if s.mover == s.n else "move-help"
            self.text(None, w[help_key], bx, by + 16, HELP_CLASS, id=self.d.id("help"))
            self._stop_summary(bx, by + 40)
        elif phase in ("buy", "reveal"):
            self._village(bx, by)
        elif phase == "donate":
            self.text(None, w["donate-help"], bx, by + 16, HELP_CLASS, id=self.d.id("help"))
            for k in (1, 2, 3):
                self.button(None, f"donate-{k}", w["donate"].format(n=k), f"donate {k}",
                            bx + (k - 1) * (BUTTON_W + 8), by + 30)
        elif phase in ("keep", "encounter"):
            self._encounters(bx, by)
        elif phase == "panorama":
            self._panorama_choice(bx, by)
        elif phase in ("accept", "offer"):
            self._offer(bx, by)
        elif phase in ("eat", "meal", "discard"):
            self._meals(bx, by)
        else:
            self.text(None, w["chance"].format(what=s.describe(self.lang)), bx, by + 16,
                      HELP_CLASS, id=self.d.id("help"))

    def _hidden_from_viewer(self, seat: int) -> bool:
        return self.viewer is not None and self.viewer != seat

    def _choose(self, x: float, y: float) -> None:
        s = self.s
        seat = s.actor
        self.text(None, self.words["choose-help"], x, y + 14, HELP_CLASS, id=self.d.id("help"))
        for i, tid in enumerate(s.players[seat].dealt):
            cx = x + i * (2 * CARD_W + 14)
            if self._hidden_from_viewer(seat):
                self._back(None, f"tile-{i}", cx, y + 24, 2 * CARD_W, CARD_H - 10,
                           self.words["hidden"])
                continue
            t = TRAVELLER_INDEX[tid]
            action = f"choose {tid}"
            title = (f"{self.traveller(tid)}{self.paren(t.title[self.lang])}{self.sep}{t.coins} "
                     f"{self.words['coins']}{self.colon}{t.ability[self.lang]}")
            cls, title = self.clickable(["card", "tile"], action, title)
            g = self.group(None, f"tile-{tid}", cls, title, action)
            self.spots[action] = (cx, y + 24, 2 * CARD_W, CARD_H - 10)
            self.rect(g, cx, y + 24, 2 * CARD_W, CARD_H - 10, 8, class_=cls)
            self.text(g, f"{self.traveller(tid)} · {t.title[self.lang]}", cx + 10, y + 46,
                      "card-title")
            self.use(g, "coin", cx + 10, y + 56, 20)
            self.text(g, str(t.coins), cx + 34, y + 71, "label")
            for j, line in enumerate(_wrap(t.ability[self.lang], 14 if self.zh else 30)):
                self.text(g, line, cx + 10, y + 96 + j * 15, "small")

    def _village(self, x: float, y: float) -> None:
        s, w = self.s, self.words
        seat = s.actor
        self.text(None, w["buy-help"], x, y + 14, HELP_CLASS, id=self.d.id("help"))
        chosen = self.sel.get("buy", [])
        hinted = {c for h in self.hints if h.startswith("buy ") for c in h[4:].split("+")}
        for i, cid in enumerate(s.shown):
            card = SOUVENIR_INDEX[cid]
            cx = x + i * (CARD_W + 10)
            classes = ["card", "souvenir", f"family-{card.family}"]
            if cid in chosen:
                classes.append("selected")
            if cid in hinted:
                classes.append("hint")
            fam = SOUVENIR_FAMILIES[card.family][self.lang]
            price = w["price"].format(n=card.price)
            title = f"{card.name[self.lang]}{self.paren(fam)}{self.sep}{price}"
            target = f"souvenir-{cid}" if s.phase == "buy" else None
            g = self.group(None, f"souvenir-{cid}", " ".join(classes), title, target=target)
            self.spots[f"souvenir {cid}"] = (cx, y + 24, CARD_W, CARD_H)
            self.rect(g, cx, y + 24, CARD_W, CARD_H, 8, class_=" ".join(classes))
            self.rect(g, cx, y + 24, CARD_W, 10, 4, class_=f"fam {card.family}")
            self.use(g, f"souvenir-{card.family}", cx + (CARD_W - 44) / 2, y + 40, 44)
            self.text(g, card.name[self.lang], cx + CARD_W / 2, y + 106, "card-title", "middle")
            self.text(g, fam, cx + CARD_W / 2, y + 124, "tiny", "middle")
            self.use(g, "coin", cx + CARD_W / 2 - 18, y + 132, 17)
            self.text(g, str(card.price), cx + CARD_W / 2 + 4, y + 146, "label")
        if s.phase != "buy":
            return
        bx = x + 3 * (CARD_W + 10) + 10
        if chosen:
            need, paid = s.souvenir_cost(seat, chosen)
            names = join_words([SOUVENIR_INDEX[c].name[self.lang] for c in chosen], self.lang)
            label = w["buy"].format(cards=names)
            action = "buy " + "+".join(chosen)
            cost = w["cost"].format(n=paid)
            short = w["buy-for"].format(n=paid)
            self.button(None, "buy", short, action, bx, y + 40, BUTTON_W + 20,
                        f"{label} {cost}")
        self.button(None, "buy-nothing", w["buy-nothing"], "buy nothing", bx, y + 84,
                    BUTTON_W + 20)

    def _encounters(self, x: float, y: float) -> None:
        s, w = self.s, self.words
        help_text = w["keep-help"] if s.phase == "keep" else w["chance"].format(
            what=s.describe(self.lang))
        self.text(None, help_text, x, y + 14, HELP_CLASS, id=self.d.id("help"))
        for i, cid in enumerate(s.drawn):
            cx = x + i * (CARD_W + 10)
            if not s.drawn_seen(self.viewer):
                self._back(None, f"enc-{i}", cx, y + 24, CARD_W, CARD_H, self.words["hidden"])
                continue
            card = ENCOUNTER_INDEX[cid]
            action = f"keep {cid}" if s.phase == "keep" else None
            title = f"{card.name[self.lang]}{self.colon}{card.effect[self.lang]}"
            if action:
                cls, title = self.clickable(["card", "encounter"], action, title)
            else:
                cls = "card encounter"
            g = self.group(None, f"enc-{i}", cls, title, action)
            self.spots[f"keep {cid}"] = (cx, y + 24, CARD_W, CARD_H)
            self.rect(g, cx, y + 24, CARD_W, CARD_H, 8, class_=cls)
            self.use(g, "stop-encounter", cx + (CARD_W - 40) / 2, y + 34, 40)
            self.text(g, card.name[self.lang], cx + CARD_W / 2, y + 96, "small", "middle")
            for j, line in enumerate(_wrap(card.effect[self.lang], 8 if self.zh else 16)[:2]):
                self.text(g, line, cx + CARD_W / 2, y + 112 + j * 13, "tiny", "middle")

    def _panorama_choice(self, x: float, y: float) -> None:
        s = self.s
        self.text(None, self.words["panorama-help"], x, y + 14, HELP_CLASS, id=self.d.id("help"))
        pl = s.players[s.actor]
        for i, kind in enumerate(PANORAMAS):
            k = pl.panoramas[i] + 1
            label = self.words["panorama"].format(kind=SPACE_KINDS[kind].zh if self.zh else kind,
                                              k=min(k, PANORAMA_LENGTH[kind]))
            self.button(None, f"panorama-{kind}", label, f"panorama {kind}",
                        x + i * (BUTTON_W + 40 + 8), y + 34, BUTTON_W + 40)
        self.button(None, "no-panorama", self.words["no-panorama"], "no panorama", x, y + 80,
                    BUTTON_W + 40)

    def _offer(self, x: float, y: float) -> None:
        s = self.s
        self.text(None, self.words["accept-help"], x, y + 14, HELP_CLASS, id=self.d.id("help"))
        if s.offered:
            if self._hidden_from_viewer(s.actor):
                self._back(None, "offer", x, y + 24, CARD_W, CARD_H, self.words["hidden"])
            else:
                self._meal_card(None, "offer", s.offered, x, y + 24, None)
        if s.phase == "accept":
            self.button(None, "accept", self.words["accept"], "accept meal", x + CARD_W + 20,
                        y + 40, BUTTON_W + 60)
            self.button(None, "refuse", self.words["refuse"], "refuse meal", x + CARD_W + 20,
                        y + 84, BUTTON_W + 60)

    def _meals(self, x: float, y: float) -> None:
        s = self.s
        help_text = self.words["eat-help"] if s.phase == "eat" else self.words["chance"].format(
            what=s.describe(self.lang))
        self.text(None, help_text, x, y + 14, HELP_CLASS, id=self.d.id("help"))
        seen = s.layout_seen(self.viewer)
        step = min(CARD_W + 8, (TURN_W - 2 * PAD - BUTTON_W - 20) / max(len(s.layout), 1))
        for i, mid in enumerate(s.layout):
            cx = x + i * step
            if not seen:
                self._back(None, f"meal-{i}", cx, y + 24, min(CARD_W, step - 6), CARD_H,
                           self.words["hidden"])
                continue
            action = f"eat {mid}" if s.phase == "eat" else None
            self._meal_card(None, f"meal-{i}", mid, cx, y + 24, action, min(CARD_W, step - 6))
        if s.phase == "eat":
            self.button(None, "no-meal", self.words["no-meal"], "no meal",
                        x + TURN_W - 2 * PAD - BUTTON_W, y + 84)

    def _meal_card(self, parent: Any, name: str, mid: str, x: float, y: float,
                   action: str | None, w: float = CARD_W) -> None:
        meal = MEAL_INDEX[mid]
        title = (f"{meal.name[self.lang]}{self.colon}{self.words['price'].format(n=meal.price)}"
                 f"{self.sep}6 {self.words['points']}")
        if action:
            cls, title = self.clickable(["card", "meal"], action, title)
        else:
            cls = "card meal"
        g = self.group(parent, name, cls, title, action)
        if name != "offer":
            self.spots[f"eat {mid}"] = (x, y, w, CARD_H)
        self.rect(g, x, y, w, CARD_H, 8, class_=cls)
        self.use(g, "meal", x + (w - 40) / 2, y + 10, 40)
        self.text(g, meal.name[self.lang], x + w / 2, y + 74, "card-title", "middle")
        self.use(g, "coin", x + w / 2 - 18, y + 86, 16)
        self.text(g, str(meal.price), x + w / 2 + 4, y + 99, "label")
        self.text(g, f"6 {self.words['points']}", x + w / 2, y + 120, "small", "middle")

    def _back(self, parent: Any, name: str, x: float, y: float, w: float, h: float,
              label: str) -> None:
        g = self.group(parent, name, "card face-down", label)
        self.rect(g, x, y, w, h, 8, class_="card face-down")
        self.use(g, "card-back", x + (w - 36) / 2, y + (h - 36) / 2, 36)

    def _stop_summary(self, x: float, y: float) -> None:
        """Under the move help: who is where, and the inn's meals face down or up."""
        s = self.s
        if s.layout or s.layout_drawn:
            seen = s.layout_seen(self.viewer)
            text = (self.sep.join(MEAL_INDEX[m].name[self.lang] for m in s.layout) if seen
                    else self.words["face-down"].format(n=len(s.layout)))
            label = "旅店的膳食：" if self.zh else "meals at the inn: "
            self.text(None, label + (text or "-"), x, y + 14, "small", id=self.d.id("inn-meals"))

    def _ranking(self, x: float, y: float) -> None:
        """The final ranks, part of the score sheet (hidden with it when a lesson asks the
        learner to fill the sheet in)."""
        s = self.s
        ranks = s.ranks()
        order = sorted(range(s.n), key=lambda p: (ranks[p], p))
        g = self.group(None, "ranking", "score-sheet ranking")
        for i, p in enumerate(order):
            line = self.words["ranks"].format(r=ranks[p], who=self.names[p], p=s.players[p].total)
            cls = "label winner" if ranks[p] == 1 else "label"
            self.text(g, line, x, y + 18 + i * 22, cls, id=self.d.id(f"rank-{p}"))

    # -- achievements, temple, decks ------------------------------------------------------

    def _achievements(self, x: float, y: float) -> None:
        s, w = self.s, self.words
        self.panel("ach", x, y, INNER_W, ACH_H, w["ach"])
        holders: dict[str, list[int]] = {}
        for p, pl in enumerate(s.players):
            for a in pl.achievements:
                holders.setdefault(a, []).append(p)
        cw, ch = 60, 70
        for i, ach in enumerate(ACHIEVEMENTS):
            cx = x + PAD + i * (cw + 4)
            cy = y + PAD + HEADING_H
            who = holders.get(ach.id, [])
            names = self.sep.join(self.names[p] for p in who) or "-"
            cls = "ach-card held" if who else "ach-card"
            g = self.group(None, f"ach-{ach.id}", cls,
                           f"{ach.name[self.lang]}{self.paren(self.words['ach-points'])}"
                           f"{self.colon}{names}")
            self.rect(g, cx, cy, cw, ch, 6, class_=cls)
            icon = f"stop-{ach.id}" if not ach.end else {
                "gourmet": "meal", "bather": "stop-hotspring", "chatterbox": "stop-encounter",
                "collector": "souvenir-small"}[ach.id]
            self.use(g, icon, cx + (cw - 24) / 2, cy + 4, 24)
            self.text(g, _ACH_SHORT[ach.id][self.lang], cx + cw / 2, cy + 42, "number", "middle")
            step, r = (14, 6.5) if len(who) <= 4 else (11, 5.5)
            for j, p in enumerate(who[:5]):
                self.seat_disc(g, p, cx + 8 + j * step, cy + 58, r)
        decks = w["decks"].format(s=_count(s.souvenir_deck), m=_count(s.meal_deck),
                                  e=_count(s.encounter_deck), h=sum(s.springs_left))
        self.text(None, decks, x + PAD, y + ACH_H - 9, "tiny", id=self.d.id("decks"))
        # the temple, on the right
        tx = x + PAD + 7 * (cw + 4) + 8
        ty = y + PAD + HEADING_H - 8
        self.text(None, w["temple"], tx, ty + 6, "heading", id=self.d.id("temple-h"))
        donors = [(p, pl.temple) for p, pl in enumerate(s.players)]
        if s.n == 2:
            donors.append((s.n, s.neutral_temple))
        top = max([c for _, c in donors] + [1])
        bar_w = x + INNER_W - PAD - tx - 40
        for i, (p, coins) in enumerate(donors):
            by = ty + 14 + i * 15
            g = self.group(None, f"temple-{p}", f"temple-row {self.seat_class(p)}",
                           f"{self.pawn_name(p)}{self.colon}{coins} {w['coins']}")
            self.seat_disc(g, p, tx + 5, by + 5, 6.5)
            if coins:
                self.rect(g, tx + 14, by, bar_w * coins / top, 10, 2, class_="temple-bar")
            self.text(g, str(coins), tx + 20 + bar_w, by + 10, "tiny")

    # -- the travellers' panels ------------------------------------------------------------

    def _traveller(self, p: int, x: float, y: float) -> None:
        s, w = self.s, self.words
        pl = s.players[p]
        d = self.d
        acting = self.acting == p
        self.rect(None, x, y, PANEL_W, PANEL_H, CORNER, id=d.id(f"player-{p}-frame"),
                  class_="panel acting" if acting else "panel")
        self.seat_disc(None, p, x + PAD + 10, y + PAD + 10, 10, f"player-{p}-seat")
        if pl.traveller:
            t = TRAVELLER_INDEX[pl.traveller]
            name = f"{self.names[p]} · {self.traveller(t.id)}"
            ability = f"{t.title[self.lang]}{self.colon}{t.ability[self.lang]}"
        elif pl.dealt:
            name, ability = self.names[p], w["dealt"]
        else:
            name, ability = self.names[p], w["no-tile"] if s.opts["initiatory"] else ""
        self.text(None, name, x + PAD + 26, y + PAD + 15, "name", id=d.id(f"player-{p}-name"))
        g = self.group(None, f"player-{p}-ability", "ability", ability)
        self.text(g, _clip(ability, 46 if not self.zh else 23), x + PAD, y + PAD + 37, "small")
        self.text(None, f"{pl.total} {w['points']}", x + PANEL_W - PAD, y + PAD + 16, "big",
                  "end", id=d.id(f"player-{p}-points"))
        row = y + PAD + 48
        g = self.group(None, f"player-{p}-purse", "purse", f"{pl.coins} {w['coins']}")
        self.use(g, "coin", x + PAD, row, 22)
        self.text(g, str(pl.coins), x + PAD + 26, row + 18, "big")
        self._panoramas(p, x + PAD + 62, row)
        self._souvenirs(p, x + PAD + 168, row)
        col1 = x + PAD
        c, sep = self.colon, self.sep
        temple = w["temple"] if self.zh else w["temple"].lower()
        lines = [
            f"{w['meals']}{c}" + (sep.join(MEAL_INDEX[m].name[self.lang] for m in pl.meals)
                                  or "-") + self.paren(w["gourmet"].format(n=pl.gourmet())),
            f"{w['springs']}{c}" + (" + ".join(map(str, pl.springs)) or "-")
            + f"   {temple}{c}{pl.temple}",
            f"{w['encounters']}{c}" + (sep.join(ENCOUNTER_INDEX[e].name[self.lang]
                                                for e in pl.encounters) or "-"),
            f"{w['achievements']}{c}" + (sep.join(_ach_name(a, self.lang)
                                                  for a in pl.achievements) or "-"),
        ]
        for i, line in enumerate(lines):
            self.text(None, _clip(line, 46 if not self.zh else 23), col1, row + 64 + i * 18,
                      "small", id=d.id(f"player-{p}-line-{i}"))

    def _panoramas(self, p: int, x: float, y: float) -> None:
        pl = self.s.players[p]
        g = self.group(None, f"player-{p}-panoramas", "panoramas",
                       f"{self.words['pan']}{self.colon}" + self.sep.join(
                           f"{SPACE_KINDS[k].zh if self.zh else k} {n}/{PANORAMA_LENGTH[k]}"
                           for k, n in zip(PANORAMAS, pl.panoramas, strict=True)))
        for i, kind in enumerate(PANORAMAS):
            ry = y + i * 15
            self.use(g, f"stop-{kind}", x, ry, 13)
            boxes = ["", ""]  # path data of the sections taken, and of those not taken
            for k in range(PANORAMA_LENGTH[kind]):
                bx = x + 17 + k * 15
                boxes[k >= pl.panoramas[i]] += f"M{bx} {ry}h13v12h-13Z"
            if boxes[0]:
                self.d.node(g, "path", d=boxes[0], class_=f"box-done {kind}")
            if boxes[1]:
                self.d.node(g, "path", d=boxes[1], class_="box")

    def _souvenirs(self, p: int, x: float, y: float) -> None:
        pl = self.s.players[p]
        fams = list(SOUVENIR_FAMILIES)
        sets = max(pl.families) if pl.souvenirs else 0
        names = self.sep.join(SOUVENIR_INDEX[c].name[self.lang] for c in pl.souvenirs) or "-"
        points = self.paren(f"{pl.points[0]} {self.words['points']}")
        g = self.group(None, f"player-{p}-souvenirs", "souvenirs",
                       f"{self.words['sets']}{points}{self.colon}{names}")
        self.text(g, f"{self.words['sets']}{self.colon}{len(pl.souvenirs)}", x, y + 10, "small")
        for k in range(min(sets, 5)):
            sx = x + k * 30
            for j, fam in enumerate(fams):
                has = pl.families[j] > k
                self.rect(g, sx + (j % 2) * 13, y + 16 + (j // 2) * 13, 11, 11, 2,
                          class_=f"fam {fam}" if has else "fam empty")

    def _score(self, x: float, y: float) -> None:
        s, sheet = self.s, self.sheet
        g = self.group(None, "score-sheet", "score-sheet")
        self.panel("score", x, y, PANEL_W, PANEL_H, self.words["score"], parent=g)
        colw = (PANEL_W - 2 * PAD - SCORE_LABEL_W) / s.n
        top = y + PAD + HEADING_H
        for p in range(s.n):
            self.seat_disc(g, p, x + PAD + SCORE_LABEL_W + (p + 0.5) * colw, top - 6, 7.5,
                           f"score-seat-{p}")
        rows = list(sheet.categories)
        line_h = SCORE_ROW
        for i, cat in enumerate(rows):
            ry = top + 8 + i * line_h
            self.text(g, cat.label[self.lang], x + PAD, ry + 4, "small",
                      id=self.d.id(f"score-{cat.id}"))
            for p in range(s.n):
                self.text(g, str(sheet.points[p][cat.id]),
                          x + PAD + SCORE_LABEL_W + (p + 0.5) * colw, ry + 4, "small", "middle",
                          id=self.d.id(f"score-{cat.id}-{p}"))
        ry = top + 10 + len(rows) * line_h
        self.text(g, self.words["total"], x + PAD, ry + 6, "label", id=self.d.id("score-total"))
        for p in range(s.n):
            cls = "label winner" if p in sheet.winners else "label"
            self.text(g, str(sheet.totals[p]), x + PAD + SCORE_LABEL_W + (p + 0.5) * colw,
                      ry + 6, cls, "middle", id=self.d.id(f"score-total-{p}"))


# -- words ---------------------------------------------------------------------------------------

SEAT_INITIALS = ("B", "R", "G", "Y", "P")
LIGHT_SEATS = frozenset({2, 3})
"""Seats whose colour is light (green, yellow): their letters are dark."""
SEAT_NAMES_ZH_SHORT = ("藍", "紅", "綠", "黃", "紫")
NEUTRAL_WORD = {"en": G["neutral"].en, "zh-Hant": G["neutral"].zh}
_INN_SHORT = {1: {"en": "Kyoto", "zh-Hant": "京都"}, 15: {"en": "inn 1", "zh-Hant": "旅店一"},
              28: {"en": "inn 2", "zh-Hant": "旅店二"}, 42: {"en": "inn 3", "zh-Hant": "旅店三"},
              55: {"en": "Edo", "zh-Hant": "江戶"}}
"""Inn names short enough for the road (titles carry the full names)."""
_ACH_SHORT = {
    "paddy": {"en": "Paddy", "zh-Hant": "田"}, "mountain": {"en": "Mountain", "zh-Hant": "山"},
    "sea": {"en": "Sea", "zh-Hant": "海"}, "gourmet": {"en": "Gourmet", "zh-Hant": "美食"},
    "bather": {"en": "Bather", "zh-Hant": "溫泉"},
    "chatterbox": {"en": "Chatter", "zh-Hant": "邂逅"},
    "collector": {"en": "Collector", "zh-Hant": "紀念品"},
}
"""Achievement names short enough for their cards (the tooltip has the full name)."""


def _turn_height(s: TokaidoState) -> float:
    """The turn panel's height: room for cards when there are cards to show."""
    phase = s.phase
    if phase == "over":
        return PAD + HEADING_H + 22 * s.n + PAD
    if phase in ("donate", "panorama"):
        return PAD + HEADING_H + 120
    if phase == "move" and (s.layout or s.layout_drawn):
        return PAD + HEADING_H + 62
    if phase in ("move", "deal", "queue", "hotspring", "souvenir"):
        return PAD + HEADING_H + 30
    return TURN_H


def _what(s: TokaidoState, lang: str) -> str:
    """What the acting seat does now, in a few words."""
    if s.phase == "move" and s.mover == s.n:
        return "移動中立旅行者" if lang == "zh-Hant" else "move the neutral traveller"
    return DECISION_WORDS[s.phase][lang]


def _ach_name(a: str, lang: str) -> str:
    from .data import ACHIEVEMENT_INDEX

    return ACHIEVEMENT_INDEX[a].name[lang]


def _count(deck: Any) -> int:
    return sum(len(cards) for cards, _ in deck)


def _wrap(text: str, width: int) -> list[str]:
    """Lines of at most ``width`` characters (words kept whole; CJK cut anywhere)."""
    if " " not in text:
        return [text[i:i + width] for i in range(0, len(text), width)]
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + ([line] if line else [])


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


# -- the text board --------------------------------------------------------------------------------


def text_board(state: TokaidoState, viewer: int | None = None) -> str:
    """The position as a few lines of text, hiding what ``viewer`` may not see.

    >>> from tutor.games import tokaido
    >>> print(text_board(tokaido.new_game(players=2, seed=1)))  # doctest: +ELLIPSIS
    Tokaido, 2 players: Blue to choose a traveller
    ...
    """
    s = state
    names = s.player_names()
    lines = [f"Tokaido, {s.n} players: {s.describe()}"]
    pawn_words = []
    for p in range(s.pawns):
        who = names[p] if p < s.n else "Neutral"
        pawn_words.append(f"{who} {s.position(p)}/{s.slots[p]}")
    lines.append("road: " + ", ".join(pawn_words))
    for p, pl in enumerate(s.players):
        if pl.traveller:
            tile = pl.traveller
        elif pl.dealt and (viewer is None or viewer == p):
            tile = "dealt " + "/".join(pl.dealt)
        elif pl.dealt:
            tile = "dealt 2 tiles"
        else:
            tile = "-"
        pans = " ".join(f"{t[0].upper()}{k}" for t, k in zip(PANORAMAS, pl.panoramas,
                                                             strict=True))
        lines.append(
            f"{names[p]}: {tile}, {pl.coins} coins, {pl.total} points"
            f" | souvenirs {','.join(pl.souvenirs) or '-'} | panoramas {pans}"
            f" | springs {','.join(map(str, pl.springs)) or '-'}"
            f" | meals {','.join(pl.meals) or '-'}"
            f" | encounters {','.join(pl.encounters) or '-'} | temple {pl.temple}"
            f" | achievements {','.join(pl.achievements) or '-'}")
    if s.n == 2:
        lines.append(f"Neutral: temple {s.neutral_temple}")
    if s.shown:
        lines.append("village: " + ", ".join(s.shown))
    if s.layout_drawn or s.layout:
        if s.layout_seen(viewer):
            lines.append("inn meals: " + (", ".join(s.layout) or "none"))
        else:
            lines.append(f"inn meals: {len(s.layout)} face down")
    if s.drawn:
        lines.append("encounter cards drawn: " + (", ".join(s.drawn) if s.drawn_seen(viewer)
                                                  else f"{len(s.drawn)} face down"))
    if s.offered and (viewer is None or viewer == s.actor):
        lines.append(f"offered to Satsuki: {s.offered}")
    return "\n".join(lines)
