"""Karesansui pictures: the SVG board, the garden drawing shared with the studio, the text board.

The SVG shows, under a caption saying whose turn it is and what just happened:

- the **temple board** (寺廟圖板): the 9 tile stacks (a click draws from one), the discards,
  the drawn tile with its flip toggle, the buttons of the decision at hand, the stone supply
  (a click picks a kind, the second click places it) with each kind's virtue threshold, the
  virtue track (德行, 0-6) with every player's marker, and with 2 players the 3 shared
  famous-garden cards;
- the running **score sheet** with the nine items of the seed;
- one **garden** (庭園圖板) per player: the 3 x 5 tiles drawn from their geometry (raked
  lines, arcs, half circles, moss) so that seams visibly join or break, broken seams marked,
  stones by kind, the monk, the storage space, the famous-garden and gardener cards.

It is built like python-chess's ``chess/svg.py``: geometry in named constants, art from the
symbol sheet ``svg/karesansui.svg`` placed with ``<use>`` (each tile design is composed once
per drawing, in ``<defs>``, from the sheet's line, arc and half-circle symbols and the
design's moss polygons), a semantic class list on every element and colours keyed by those
classes (:data:`DEFAULT_COLORS`). ``<desc>`` says the game, the status line and the last
move in words (:meth:`~tutor.core.svg.Board.description`); the text board
(:func:`text_board`), with its codes, stays out of the picture.

Clicking. Every clickable element carries ``data-action`` (class ``legal``, or ``illegal``
with a ``<title>`` citing the rule that forbids it) or ``data-target`` (a first click, kept by
:func:`select`):

- a stack is ``draw from stack N``; the buttons are ``offer gift``, ``discard``, ``store``,
  ``snatch``, ``let it go``, ``allow snatch``, ``ask for gift``, ``do not ask``,
  ``gift to Blue``, ``zazen``,
  ``use <card>``, ``discard <tile>``, ``take stored from Blue`` and ``done``;
- ``data-target="flip"`` turns the tile to place the other way up; ``"stored"`` picks the
  stored tile (to place it before or after part one); ``"held-G07"`` picks one of the tiles a
  gardener card gave; ``"stone-boat"`` picks a stone kind;
- the cells of the acting player's garden carry what a click there means now: ``place G07
  at b1`` (``turned`` when flipped), ``place stored G03 at c1``, ``stone boat at c3`` (a kind
  picked), or ``monk to b2``; another player's storage space is ``take stored from Blue``
  while Ishikawa Jōzan's card is being used; the acting player's gardener card is ``use
  <card>``.

Hidden information: with ``viewer=p`` the other players' famous-garden cards and gardener
cards in hand show their backs, their ids appear nowhere in the SVG (not in ids, titles or
``<desc>``; the id prefix is a hash of the viewer's view), and their famous-garden points
show as ``?`` until the game is over. ``viewer=None`` is the teacher's view.

>>> from tutor.games import karesansui
>>> from tutor.games.karesansui.render import render
>>> s = karesansui.new_game(players=2, seed=1)
>>> svg = render(s)
>>> 'data-action="draw from stack 1"' in svg
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...core.lang import Text, check_lang
from ...core.printing import Focus
from ...core.svg import (
    Board,
    Drawing,
    SvgText,
    approx_mark,
    check_viewer,
    cite,
    font_css,
    hint_list,
    mark_path,
    state_prefix,
)
from . import data
from .data import (
    CELL_NAMES,
    CELLS,
    COLS,
    DESIGN_INDEX,
    DESIGNS,
    GARDEN_INDEX,
    GARDENER_INDEX,
    NEIGHBOURS,
    ORIENTED,
    ROWS,
    SEAT_NAMES,
    STONE_INDEX,
    STONE_KINDS,
    VIRTUE_MAX,
    cell_words,
)
from .glossary import TERMS
from .rules import RULES
from .scoring import CATEGORIES, garden_score
from .words import LAST, gardener_name

if TYPE_CHECKING:
    from .state import KaresansuiState

# -- geometry (px) ------------------------------------------------------------------------

MARGIN = 16
CAPTION_HEIGHT = 52
GAP = 14
PAD = 12
CORNER = 10
HEADING_HEIGHT = 24
TILE_PX = 84
"""Width of a tile in a garden; its height is two thirds of it (tiles are 3 x 2)."""
LABEL_W = 18
"""The margin left of a garden grid; the spaces' numbers 1 to 5 take the same height above
(the words name a space by its row and its number: 「上排第 2 格」)."""
SIDE_W = 176
"""The column right of a garden grid: storage space and cards."""
CARD_W = 52
CARD_H = 72
DRAWN_H = TILE_PX + 16 + 34
"""The drawn-tile area: its label, the tile (1.5 times a garden tile) and the flip button."""
STACK_W = 52
STACK_H = 44
BUTTON_W = 150
BUTTON_H = 28
BUTTON_GAP = 6
SCORE_LABEL_W = 170
SCORE_COL_W = 58
SCORE_ROW = 20
STONE_ICON = 40
HELP_LINE = 14
"""The line height of the help above the turn's buttons (it wraps to two lines at most)."""
FONT = {"caption": 19, "heading": 12.5, "name": 15, "label": 13, "small": 12, "tiny": 10.5,
        "count": 15, "button-label": 12.5, "points": 12, "cell-label": 13}
"""Font sizes by text class (a 2-player board is about 680 px wide and shown at 60-100 %: on
a tablet the tiny words stay above 6 px; the spaces' numbers, which the words name, are
bold and larger)."""

SHEET = "karesansui"
"""The symbol sheet ``svg/karesansui.svg``."""
SEAT_COLORS = ("#e07b24", "#2f6fd6", "#3a3a3a", "#7d4cb8")
"""The seats' colours: orange, blue, black, purple (seed: 橘、藍、黑、紫)."""

DEFAULT_COLORS: dict[str, dict[str, str]] = {
    "background": {"fill": "#f3efe4"},
    "panel": {"fill": "#fffdf7", "stroke": "#d8c9a6"},
    "garden": {"fill": "#fffdf7", "stroke": "#d8c9a6"},
    "garden acting": {"fill": "#fff6dc", "stroke": "#d99a00"},
    "board-bed": {"fill": "#d9ceb4", "stroke": "#8a7a58"},
    "sand": {"fill": "#efe5cc"},
    "moss": {"fill": "#7ea655", "stroke": "#5d8a3a"},
    "cell": {"fill": "none", "stroke": "none"},
    "cell empty": {"fill": "#e6dcc3", "stroke": "#c9b995"},
    "cell legal": {"fill": "#d9efcf", "stroke": "#2e8b3a"},
    "cell illegal": {"fill": "none", "stroke": "none"},
    "cell empty illegal": {"fill": "#e6dcc3", "stroke": "#c9b995"},
    "cell hint": {"fill": "#fff1c4", "stroke": "#f2b100"},
    "tile-frame": {"fill": "none", "stroke": "#8a7a58"},
    "storage": {"fill": "#e9e1cd", "stroke": "#a08c62"},
    "button": {"fill": "#ffffff", "stroke": "#8d8d8d"},
    "legal": {"fill": "#e2f3da", "stroke": "#2e8b3a"},
    "illegal": {"fill": "#f7e7e4", "stroke": "#c0625c"},
    "hint": {"fill": "#fff1c4", "stroke": "#f2b100"},
    "selected": {"fill": "#fff1c4", "stroke": "#d99a00"},
    "target": {"fill": "#ffffff", "stroke": "#8a6d2f"},
    "stack-slot": {"fill": "none", "stroke": "none"},
    "stack-slot legal": {"fill": "#e2f3da", "stroke": "#2e8b3a"},
    "stack-slot hint": {"fill": "#fff1c4", "stroke": "#f2b100"},
    "track": {"fill": "#f6f0e0", "stroke": "#b9a57e"},
    "card-face": {"fill": "#fbf7ec", "stroke": "#6b5a3e"},
    "card-face used": {"fill": "#ece7dc", "stroke": "#b3a78c"},
    "mini-cell": {"fill": "#efe5cc", "stroke": "#c9b995"},
    "mini-stone": {"fill": "#6d6a64", "stroke": "none"},
    "seam-mark": {"fill": "#c0392b", "stroke": "none"},
    "seat-0": {"fill": SEAT_COLORS[0]},
    "seat-1": {"fill": SEAT_COLORS[1]},
    "seat-2": {"fill": SEAT_COLORS[2]},
    "seat-3": {"fill": SEAT_COLORS[3]},
    "seat-text-0": {"fill": "#a34f0c"},
    "seat-text-1": {"fill": "#1f57b8"},
    "seat-text-2": {"fill": "#222222"},
    "seat-text-3": {"fill": "#5f3494"},
    "caption": {"fill": "#222222"},
    "heading": {"fill": "#756240"},
    "name": {"fill": "#222222"},
    "label": {"fill": "#333333"},
    "small": {"fill": "#555555"},
    "tiny": {"fill": "#636363"},
    "count": {"fill": "#222222"},
    "button-label": {"fill": "#222222"},
    "points": {"fill": "#222222"},
    "cell-label": {"fill": "#756240"},
    "total": {"fill": "#111111"},
    "winner": {"fill": "#237030"},
    "rule-line": {"stroke": "#e2d8c2"},
    "seat-mark": {"stroke": "#fffdf7"},
}
"""Colours by semantic class list: ``"cell legal"`` styles elements with both classes.
Every colour of text passes WCAG AA (4.5:1) on the panels it is drawn on.
Later entries win over earlier ones of the same specificity; ``render(colors=...)``
overrides entries."""

MOVE_MARK_CSS = (
    ".karesansui .move-mark rect{fill:none;pointer-events:none}"
    ".karesansui .move-mark-halo{stroke:#fffdf7;stroke-width:9}"
    ".karesansui .move-mark-ring{stroke:#b0106a;stroke-width:4.5;stroke-dasharray:10 5}"
)
"""How a quiz question's move is outlined (:meth:`GardenPainter.move_mark`): a magenta
dashed ring on a light halo, unlike every highlight a board uses (legal green, hint gold)."""

QUIZ_NEUTRAL: dict[str, str] = {
    "legal": "button", "illegal": "button", "target": "button", "hint": "button",
    "cell legal": "cell", "cell illegal": "cell",
    "cell empty legal": "cell empty", "cell empty illegal": "cell empty",
    "stack-slot legal": "stack-slot", "stack-slot hint": "stack-slot", "cell hint": "cell",
}
"""In a quiz question's still picture (drawn inside ``.tutor-quiz-board``, see
:func:`tutor.lessons.widgets._picture`), what may be clicked now looks like what may not:
each colour entry that tells them apart is drawn with the colours of the plain entry named
here (the board's green for a legal space, stack, button or stone kind would answer a
legal-or-not question)."""


def quiz_picture_css(colors: dict[str, dict[str, str]]) -> str:
    """The rules of :data:`QUIZ_NEUTRAL` for ``colors``, inside ``.tutor-quiz-board``.

    >>> quiz_picture_css(DEFAULT_COLORS).split("}")[0]
    '.tutor-quiz-board .karesansui .legal{fill:#ffffff;stroke:#8d8d8d'
    """
    rules = []
    for key, plain in QUIZ_NEUTRAL.items():
        c = colors[plain]
        rules.append(f".tutor-quiz-board .karesansui .{'.'.join(key.split())}"
                     f"{{fill:{c.get('fill', 'none')};stroke:{c.get('stroke', 'none')}}}")
    return "".join(rules)

_BASE_CSS = (
    ".karesansui use{fill:#000;stroke:none}"
    ".karesansui .caption,.karesansui .name,.karesansui .total,.karesansui .count,"
    ".karesansui .button-label{font-weight:bold}"
    ".karesansui .heading{letter-spacing:.08em}"
    ".karesansui [data-action],.karesansui [data-target]{cursor:pointer}"
    ".karesansui .illegal{cursor:help}"
    ".karesansui .button[data-action]:hover rect,.karesansui .button[data-target]:hover rect,"
    ".karesansui .stack-slot[data-action]:hover{stroke-width:2.5}"
    ".karesansui .cell[data-action]:hover{stroke-width:3}"
    ".karesansui .cell.empty{stroke-dasharray:4 3}"
    ".karesansui .moss{stroke-width:1.2}"
    ".karesansui .monk-0{color:#e07b24}.karesansui .monk-1{color:#2f6fd6}"
    ".karesansui .monk-2{color:#3a3a3a}.karesansui .monk-3{color:#7d4cb8}"
    ".karesansui .card-face.used{stroke-dasharray:3 2}"
    ".karesansui .face-down-card{stroke:#a3241c;stroke-dasharray:5 3;fill:none}"
    ".karesansui .seat-mark{paint-order:stroke;stroke-width:2px;stroke-linejoin:round}"
    ".karesansui .cell-label{font-weight:bold}"
    + MOVE_MARK_CSS
)

_WORDS = {
    "en": {
        "title": TERMS["game"].en.upper(), "temple": TERMS["temple-board"].en.upper(),
        "score": "SCORE",
        "stacks": "stacks", "discards": "discards: {n}", "drawn": "drawn tile",
        "flip": "Flip", "flipped": "turned round", "upright": "upright",
        "supply": "stones", "virtue": "virtue", "storage": "storage", "empty": "empty",
        "garden": "famous garden", "gardener": "gardener", "used": "used",
        "protects": "protects",
        "shared": "shared famous gardens (score one)", "total": "total", "leads": "leads",
        "wins": "wins", "tie": "tie: shared", "last": "last", "hidden": "?",
        "tiles": "{n}/15 tiles", "turn": "turn", "over": "GAME OVER",
        "needs": "needs {n}", "pts": "{n} pts", "broken": "broken seam: -2",
        "held": "card's tiles",
        "help-start": "Click a stack to draw (or the stored tile, then a space).",
        "help-choice": "Click a space of your garden to place it, or a button.",
        "help-part2": "Zazen, move the monk (click a space next to it), a stone (click a "
                      "kind, then a space) or a gardener card.",
        "help-stone": "Click a space of your garden for the {kind}.",
        "help-snatch": "{who}: snatch it for {n} virtue, or let it go.",
        "help-guard": "{who}: {snatcher} snatches the tile; allow it, or counter it with a "
                      "gardener card that can.",
        "help-ask": "{who}: ask for the gift, or not.",
        "help-give": "Choose who receives the gift.",
        "help-receive": "{who}: place the tile received (click a space of the garden).",
        "help-monk": "Click a space for the monk.",
        "help-g": "Carry out the gardener card.",
        "help-deal": "The cards are being dealt.",
        "help-draw": "The tile is being drawn.",
        "help-over": "Every garden holds 15 tiles: the game is over.",
    },
    "zh-Hant": {
        "title": TERMS["game"].zh, "temple": TERMS["temple-board"].zh, "score": "計分",
        "stacks": "板塊堆", "discards": "廢棄：{n}", "drawn": "抽取的板塊",
        "flip": "翻轉", "flipped": "上下顛倒", "upright": "正向",
        "supply": TERMS["stone"].zh, "virtue": TERMS["virtue"].zh,
        "storage": TERMS["storage"].zh, "empty": "空",
        "garden": "名庭園", "gardener": "庭園大師", "used": "已使用",
        "protects": "保護中",
        "shared": "共同名庭園（只計 1 張）", "total": "總分", "leads": "領先",
        "wins": "獲勝", "tie": "平手：共享勝利", "last": "上一步", "hidden": "?",
        "tiles": "{n}/15 個板塊", "turn": "回合", "over": "遊戲結束",
        "needs": "需 {n}", "pts": "{n} 分", "broken": "未連結的連接處：-2",
        "held": "庭園大師卡的板塊",
        "help-start": "點一疊板塊抽取（或先點暫存區板塊，再點位置）。",
        "help-choice": "點庭園中的位置配置，或點按鈕。",
        "help-part2": "座禪、移動禪宗僧侶（點相鄰位置）、石頭（先點種類再點位置）或庭園大師卡。",
        "help-stone": "點庭園中的位置放置{kind}。",
        "help-snatch": "{who}：花 {n} 點德行強奪，或放棄。",
        "help-guard": "{who}：{snatcher}強奪這個板塊；允許，或用能反制的庭園大師卡反制。",
        "help-ask": "{who}：是否請求讓渡。",
        "help-give": "選擇讓渡對象。",
        "help-receive": "{who}：配置取得的板塊（點庭園中的位置）。",
        "help-monk": "點選禪宗僧侶要去的位置。",
        "help-g": "執行庭園大師卡。",
        "help-deal": "發卡中。",
        "help-draw": "抽取板塊中。",
        "help-over": "所有庭園都有 15 個板塊：遊戲結束。",
    },
}

_BUTTONS = {
    "offer": Text("Offer gift", TERMS["gift"].zh),
    "discard": Text("Discard (-1)", f"{TERMS['discard'].zh}（-1）"),
    "store": Text("Store", TERMS["store"].zh), "snatch": Text("Snatch", TERMS["snatch"].zh),
    "let": Text("Let it go", TERMS["let-go"].zh),
    "allow": Text("Allow snatch", TERMS["allow-snatch"].zh),
    "ask": Text("Ask for gift", TERMS["ask-gift"].zh),
    "no-ask": Text("Do not ask", "不請求"),
    "zazen": Text("Zazen (+1)", f"{TERMS['zazen'].zh}（+1）"),
    "done": Text("Done", "完成"),
}
"""Labels of the turn's buttons by action kind (others are built from the action)."""


def print_focus(state: Any, focus: Focus) -> tuple[str, ...]:
    """What a printed picture of ``state`` shows (:mod:`tutor.core.printing`): the garden of
    the pupil the question is asked of, large enough to read on paper; in the garden studio,
    its garden (not the palette or the score sheet)."""
    from .studio import StudioState

    if isinstance(state, StudioState):
        return ("garden-panel",)
    seat = focus.seat if focus.seat is not None else 0
    return (f"garden-{seat}",)


def print_insets(state: Any, focus: Focus) -> tuple[str, ...]:
    """What a printed picture shows beside the garden (:mod:`tutor.core.printing`): the tile
    the acting pupil has drawn (or is placing), when the picture is theirs."""
    from .studio import StudioState

    if isinstance(state, StudioState) or not (state.drawn >= 0 or state.pending >= 0):
        return ()
    return ("drawn",) if focus.seat is None or focus.seat == state.actor else ()


def print_whole(state: Any) -> tuple[str, ...]:
    """The parts of the board a printed picture shows whole or not at all
    (:mod:`tutor.core.printing`): the temple and score panels and every pupil's garden, so
    that a picture of one garden has no sliver of the panel above it or the garden below;
    none in the garden studio (one garden)."""
    from .studio import StudioState

    if isinstance(state, StudioState):
        return ()
    return ("temple", "score", *(f"garden-{p}" for p in range(state.n)))


def move_place(state: Any, action: str, viewer: int | None,
               lang: str) -> tuple[str, str] | None:
    """Where ``action`` is played, for a printed question that points at it with a numbered
    marker (:meth:`tutor.core.game.Game.move_place`): the space of the acting pupil's
    garden a tile, a stone or the monk goes to (「把「直紋」板塊配置在 ②」, "set a flat stone
    on ②"), the stack a tile is drawn from (「從 ② 抽取板塊」); None for any other move."""
    lang = check_lang(lang)
    try:
        a = state.parse_action(action)
    except ValueError:
        return None
    words = state.words_for(action, viewer, lang)
    if a.kind == "draw":
        where = f"第 {a.num} 疊" if lang == "zh-Hant" else f"stack {a.num}"
        return (f"stack-{a.num}", words.replace(where, "{marker}", 1)) if where in words \
            else None
    if a.kind not in ("place", "stored", "stone", "monk") or not 0 <= a.cell < len(CELL_NAMES):
        return None
    where = cell_words(a.cell, lang)
    if where not in words:
        return None
    return f"cell-{state.actor}-{CELL_NAMES[a.cell]}", words.replace(where, "{marker}", 1)


def render(state: Any, viewer: int | None = None, highlight: Any = None, lang: str = "en",
           selection: dict[str, Any] | None = None, *,
           colors: dict[str, dict[str, str]] | None = None,
           mark: str | None = None, markers: Mapping[str, int] | None = None,
           labels: Mapping[str, str] | None = None, show_legal: bool = True) -> SvgText:
    """The board as SVG: temple board, score sheet and every player's garden.

    ``viewer`` is the seat whose view is drawn (other players' secret cards show their
    backs) or None for the teacher's view. ``highlight`` is an iterable of action notations:
    elements whose ``data-action`` is among them get the class ``hint``, and so does a first
    click leading to one. ``selection`` is the first click of a two-click action (see
    :func:`select`); parts that no longer fit the state are ignored. ``colors`` overrides
    entries of :data:`DEFAULT_COLORS`. ``mark`` is a move (notation) a quiz question is
    about: the place it names is outlined (class ``mark``), drawn the same way whether the
    move is legal or not (see :meth:`_Board.mark`). A garden-studio state is drawn by
    :func:`tutor.games.karesansui.studio.render_studio`.

    ``markers``, ``labels`` and ``show_legal`` are the lesson annotations every board takes
    (:meth:`tutor.core.svg.Board.finish`): numbered markers and names drawn on places, and
    a drawing that does not tell which moves are legal (a legality task before its second
    hint).

    Raises:
        ValueError: an unknown language, an unknown viewer seat, or a malformed selection.

    >>> from tutor.games import karesansui
    >>> svg = render(karesansui.new_game(players=3, seed=4), viewer=0)
    >>> svg.count('class="stack-slot legal"')
    9
    """
    from .studio import StudioState, render_studio

    check_lang(lang)
    if isinstance(state, StudioState):
        return render_studio(state, highlight=highlight, lang=lang, selection=selection,
                             colors=colors, mark=mark, markers=markers, labels=labels,
                             show_legal=show_legal)
    check_viewer(viewer, state.n)
    sel = _applicable(state, _normalise(selection))
    hints = hint_list(highlight)
    prefix = state_prefix(state, viewer, hints, sorted(sel.items()), lang, mark,
                          *(() if show_legal else ("concealed",)))
    return _Board(state, viewer, sel, set(hints), lang, prefix, colors, mark).finish(
        markers, labels, show_legal)


# -- selection ------------------------------------------------------------------------------


def select(state: KaresansuiState, selection: dict[str, Any] | None,
           target: str) -> dict[str, Any]:
    """The selection after a click on ``target`` (a ``data-target``).

    ``"flip"`` toggles ``{"turned": True}`` (the tile to place goes the other way up);
    ``"stored"`` picks the stored tile, ``"held-G07"`` one of a gardener card's tiles,
    ``"stone-boat"`` a stone kind (clicking the picked one again drops it). Picking a tile
    drops a picked stone and the other way round. Returns a new dict.

    Raises:
        ValueError: a target the board does not have now.

    >>> from tutor.games import karesansui
    >>> s = karesansui.new_game(players=2, seed=1)
    >>> select(s, {}, "flip")
    {'turned': True}
    >>> select(s, {"turned": True}, "flip")
    {}
    """
    from .studio import StudioState, studio_select

    if isinstance(state, StudioState):
        return studio_select(state, selection, target)
    sel = _applicable(state, _normalise(selection))
    if target == "flip":
        out = {k: v for k, v in sel.items() if k != "turned"}
        if not sel.get("turned"):
            out["turned"] = True
        return out
    if isinstance(target, str) and target.startswith("stone-") and target[6:] in STONE_INDEX:
        kind = target[6:]
        if not _stone_kinds(state) & {kind}:
            raise ValueError(f"no {kind} stone can be placed now")
        out = {k: v for k, v in sel.items() if k not in ("stone", "tile")}
        if sel.get("stone") != kind:
            out["stone"] = kind
        return out
    if target == "stored" and state.usable_storage():
        out = {k: v for k, v in sel.items() if k not in ("stone", "tile")}
        if sel.get("tile") != "stored":
            out["tile"] = "stored"
        return out
    if isinstance(target, str) and target.startswith("held-") and state.phase == "g-place":
        name = target[5:]
        if name in DESIGN_INDEX and DESIGN_INDEX[name] in state.held:
            out = {k: v for k, v in sel.items() if k not in ("stone", "tile")}
            out["tile"] = name
            return out
    raise ValueError(f"the Karesansui board has no target {target!r} now; expected 'flip', "
                     f"'stored' (a stored tile that may be placed now), 'held-<tile>' (a "
                     f"gardener card's tile) or 'stone-<kind>' (a kind that may be placed "
                     f"now)")


def _normalise(selection: dict[str, Any] | None) -> dict[str, Any]:
    """A checked copy of a selection: keys ``turned`` (True), ``stone`` (a kind id) and
    ``tile`` ('stored' or a design id)."""
    if not selection:
        return {}
    if not isinstance(selection, dict) or set(selection) - {"turned", "stone", "tile"}:
        raise ValueError(f"a Karesansui selection has the keys 'turned', 'stone' and 'tile', "
                         f"not {selection!r}")
    out: dict[str, Any] = {}
    if selection.get("turned") not in (None, False, True):
        raise ValueError(f"selection 'turned' must be true or false: {selection!r}")
    if selection.get("turned"):
        out["turned"] = True
    stone = selection.get("stone")
    if stone is not None:
        if stone not in STONE_INDEX:
            raise ValueError(f"selection names no stone kind: {stone!r}")
        out["stone"] = stone
    tile = selection.get("tile")
    if tile is not None:
        if tile != "stored" and tile not in DESIGN_INDEX:
            raise ValueError(f"selection 'tile' is 'stored' or a design id, not {tile!r}")
        out["tile"] = tile
    return out


def _applicable(state: KaresansuiState, sel: dict[str, Any]) -> dict[str, Any]:
    """The selection without the parts that no longer fit the state."""
    out = dict(sel)
    if "stone" in out and out["stone"] not in _stone_kinds(state):
        del out["stone"]
    tile = out.get("tile")
    if tile == "stored" and not state.usable_storage():
        del out["tile"]
    elif tile not in (None, "stored") and (state.phase != "g-place"
                                           or DESIGN_INDEX[tile] not in state.held):
        del out["tile"]
    return out


def _stone_kinds(state: KaresansuiState) -> set[str]:
    """Stone kinds some legal action places now."""
    if state.phase not in ("part2", "g-stone"):
        return set()
    return {a.name for a in state.legal_actions() if a.kind == "stone"}


# -- words ----------------------------------------------------------------------------------


def tile_words(tile: int, lang: str) -> str:
    """An oriented tile in words, by its pattern: 「半圓」砂礫板塊，上下顛倒 / the “half
    circle” gravel tile, turned round."""
    d = DESIGNS[tile // 2]
    zh = lang == "zh-Hant"
    if zh:
        text = f"「{d.name.zh}」{'苔蘚板塊' if d.moss else '砂礫板塊'}"
        return text + ("，上下顛倒" if tile % 2 else "")
    text = f"the “{d.name.en}” {'moss tile' if d.moss else 'gravel tile'}"
    return text + (", turned round" if tile % 2 else "")


def stone_words(kind: int, lang: str) -> str:
    k = STONE_KINDS[kind]
    if lang == "zh-Hant":
        return f"{k.name.zh}（需 {k.threshold} 點德行）"
    return f"{k.name.en} (needs {k.threshold} virtue)"


def seam_words(a: int, b: int, lang: str) -> str:
    """The seam between neighbouring spaces ``a`` and ``b`` (``a`` left of or above ``b``):
    「上排第 2、3 格之間」, "between spaces 2 and 3 of the top row"."""
    (ra, ca), (rb, cb) = divmod(a, COLS), divmod(b, COLS)
    rows = data.ROW_NAMES
    if ra == rb:
        return (f"{rows[ra].zh}第 {ca + 1}、{cb + 1} 格之間" if lang == "zh-Hant" else
                f"between spaces {ca + 1} and {cb + 1} of the {rows[ra].en}")
    return (f"第 {ca + 1} 格的{rows[ra].zh}與{rows[rb].zh}之間" if lang == "zh-Hant" else
            f"between the {rows[ra].en} and the {rows[rb].en}, space {ca + 1}")


def card_words(card_id: str, lang: str) -> str:
    """A famous-garden card in words: name, points and where its stones go."""
    card = GARDEN_INDEX[card_id]
    zh = lang == "zh-Hant"
    spots = ("、" if zh else "; ").join(
        f"{cell_words(data.cell_index(cell), lang)}{'：' if zh else ': '}"
        f"{data.CARD_SYMBOLS[sym][lang]}" for cell, sym in card.stones)
    return (f"名庭園卡「{card.name.zh}」：{card.points} 分，石頭在{spots}" if zh else
            f"famous-garden card {card.name.en}: {card.points} points for stones on {spots}")


def gardener_words(card_id: str, lang: str, shigemori: str = "part-two") -> str:
    """A gardener card and its effect (under the option ``shigemori``)."""
    effect = data.gardener_effect(card_id, shigemori)
    name = gardener_name(card_id, lang)
    return (f"庭園大師卡「{name}」：{effect.zh}" if lang == "zh-Hant" else
            f"gardener card {name}: {effect.en}")


# -- drawing a garden (shared with the studio) ---------------------------------------------


class GardenPainter:
    """Draws tiles, stones and monks into a :class:`~tutor.core.svg.Drawing`.

    Each design used is composed once, as a ``<symbol>`` in the drawing's ``<defs>``, from
    the sheet's ``lines-*``, ``arc-*`` and ``half-*`` symbols and the design's moss polygons.
    """

    def __init__(self, board: Board, colors: dict[str, dict[str, str]] | None = None) -> None:
        self.board = board
        self.d: Drawing = board.d
        d = self.d
        colors = colors or DEFAULT_COLORS
        self.sand = colors["sand"]
        self.moss = colors["moss"]
        self.frame = colors["tile-frame"]
        self.defs = d.node(None, "defs", id=d.id("tiles"))
        self._tiles: dict[int, str] = {}

    def tile_href(self, design: int) -> str:
        if design not in self._tiles:
            d = self.d
            spec = DESIGNS[design]
            sid = d.id(f"tile-{spec.id}")
            sym = d.node(self.defs, "symbol", id=sid, viewBox="0 0 300 200")
            # colours as attributes: document CSS does not reach into <use> copies everywhere
            d.node(sym, "rect", x=0, y=0, width=300, height=200, class_="sand",
                   fill=self.sand.get("fill"))
            if spec.lines != "none":
                d.place(sym, SHEET, f"lines-{spec.lines}", 0, 0, 300, 200)
            for arc in spec.arcs:
                d.place(sym, SHEET, f"arc-{arc.size}-{arc.corner}", 0, 0, 300, 200)
            if spec.half:
                d.place(sym, SHEET, f"half-{spec.half}", 0, 0, 300, 200)
            for poly in spec.moss_shapes:
                points = " ".join(f"{x * 100:g},{y * 100:g}" for x, y in poly)
                d.node(sym, "polygon", points=points, class_="moss", fill=self.moss.get("fill"),
                       stroke=self.moss.get("stroke"), stroke_width="3")
                cx = sum(x for x, _ in poly) / len(poly) * 100
                cy = sum(y for _, y in poly) / len(poly) * 100
                d.place(sym, SHEET, "moss-tuft", cx - 22, cy - 22, 44, 44)
            d.node(sym, "rect", x=1, y=1, width=298, height=198, class_="tile-frame",
                   fill="none", stroke=self.frame.get("stroke"), stroke_width="3")
            self._tiles[design] = "#" + sid
        return self._tiles[design]

    def tile(self, parent: Any, tile: int, x: float, y: float, w: float, lang: str,
             title: bool = True) -> None:
        """Oriented tile ``tile`` with its top-left corner at (x, y), ``w`` wide: one
        ``<use>`` of the design's symbol (turned round its centre when turned), and on a
        design drawn by the tutor in place of a printed one, the small ≈ in its top-right
        corner (:func:`tutor.core.svg.approx_mark`; the teacher's guide and the sources
        lesson say what it means)."""
        h = w * 2 / 3
        design = tile // 2
        self.d.node(parent, "use", x=x, y=y, width=w, height=h,
                    title=tile_words(tile, lang) if title else None,
                    transform=f"rotate(180 {x + w / 2:g} {y + h / 2:g})" if tile % 2 else None,
                    class_=f"tile design-{DESIGNS[design].id}"
                           + (" moss-tile" if ORIENTED[tile].moss else " gravel-tile")
                           + (" turned" if tile % 2 else "")
                           + (" provisional" if DESIGNS[design].provisional else ""),
                    **{"xlink:href": self.tile_href(design)})
        if DESIGNS[design].provisional:
            self.approx(parent, x + w - 2, y + 2, max(9.0, w / 8))

    def approx(self, parent: Any, right: float, top: float, size: float) -> None:
        """The small ≈ of a picture drawn in place of a printed one, its top-right corner at
        (right, top)."""
        approx_mark(self.board, parent, right, top, size)

    def stone(self, parent: Any, kind: int, cx: float, cy: float, size: float,
              lang: str) -> None:
        kid = STONE_KINDS[kind].id
        self.d.place(parent, SHEET, f"stone-{kid}", cx - size / 2, cy - size / 2, size, size,
                     class_=f"stone stone-{kid}", title=stone_words(kind, lang))

    def monk(self, parent: Any, seat: int, x: float, y: float, size: float, title: str) -> None:
        """The monk of ``seat``: its colour, and the seat's shape beside its head."""
        self.d.place(parent, SHEET, "monk", x, y, size, size, class_=f"monk monk-{seat}",
                     title=title)
        self.d.node(parent, "path", d=mark_path(seat, x + size * 0.8, y + size * 0.28,
                                                 size * 0.17),
                    class_=f"seat-mark seat-mark-{seat} seat-text-{seat}")

    def move_mark(self, parent: Any, box: tuple[float, float, float, float]) -> None:
        """The outline a quiz question draws around the place its move names (``box``: x,
        y, width, height): a light halo under a dashed ring, class ``mark``. It says where,
        never whether the move is legal: it is the same for every move of its kind."""
        x, y, w, h = box
        g = self.d.node(parent, "g", class_="mark move-mark")
        for cls in ("move-mark-halo", "move-mark-ring"):
            self.d.node(g, "rect", x=x - 3, y=y - 3, width=w + 6, height=h + 6, rx=6,
                        class_=cls)

    def broken_seam(self, parent: Any, a: int, b: int, x0: float, y0: float, w: float,
                    lang: str, label: bool = False) -> None:
        """Mark the seam between cells a and b of a grid drawn at (x0, y0) with tiles w wide."""
        h = w * 2 / 3
        ra, ca = divmod(a, COLS)
        if b == a + 1:
            cx, cy = x0 + (ca + 1) * w, y0 + (ra + 0.5) * h
        else:
            cx, cy = x0 + (ca + 0.5) * w, y0 + (ra + 1) * h
        words = _WORDS[lang]["broken"]
        colon = "：" if lang == "zh-Hant" else ": "
        title = cite(f"{seam_words(a, b, lang)}{colon}{words}", "karesansui.score.ripples", lang)
        g = self.d.node(parent, "g", class_="seam broken", title=title)
        self.d.place(g, SHEET, "seam-broken", cx - 8, cy - 8, 16, 16)
        if label:
            self.d.node(g, "text", "-2", x=cx + 9, y=cy - 5, class_="points seam-points")


# -- the board --------------------------------------------------------------------------------


class _Board(Board):
    """One drawing of one state: lays out the picture, then draws it part by part."""

    symbol_sheet, scope, words_table = SHEET, "karesansui", _WORDS
    default_colors = DEFAULT_COLORS
    corner, pad, panel_ids = CORNER, PAD, ("{}", None)
    s: KaresansuiState

    def __init__(self, state: KaresansuiState, viewer: int | None, sel: dict[str, Any],
                 hints: set[str], lang: str, prefix: str,
                 colors: dict[str, dict[str, str]] | None, mark: str | None = None) -> None:
        super().__init__(state, viewer, sel, hints, lang, colors)
        self.mark_move = mark
        self.boxes: dict[str, tuple[float, float, float, float]] = {}
        """Where the places a move can name were drawn (:meth:`mark`): ``cell-<seat>-<cell>``,
        ``stack-<n>``, ``card-<id>``, ``storage-<seat>``."""
        self.acting = state.actor if state.current_player() >= 0 else None
        self.sheet = state.scores()
        self.analyses = [garden_score(state, p) for p in range(state.n)]
        n = state.n
        self.grid_w = COLS * TILE_PX
        self.grid_h = ROWS * TILE_PX * 2 / 3
        self.garden_w = 2 * PAD + LABEL_W + self.grid_w + GAP + SIDE_W
        self.garden_h = PAD + HEADING_HEIGHT + LABEL_W + self.grid_h + PAD
        self.buttons = self._plan_buttons()
        self.score_h = PAD + HEADING_HEIGHT + (len(CATEGORIES) + 2) * SCORE_ROW + 34 + PAD
        self.columns = 1 if n == 2 else 2
        """Gardens per row: with 2 players one column, everything stacked (the temple board,
        the two gardens, the score sheet with the shared cards beside its rows), so that the
        board is narrow and stays legible where it is scaled down (a lesson's board beside
        its side panel, about 540 px at a 1,280 px screen); with 3 or 4 players two columns
        under the temple board and the score sheet."""
        garden_rows = -(-n // self.columns)
        self.inner_w = self.garden_w if self.columns == 1 else 2 * self.garden_w + GAP
        self.temple_w = (self.inner_w if self.columns == 1
                         else self.inner_w - GAP - self._score_w())
        self.temple_h = (PAD + HEADING_HEIGHT + STACK_H + 22 + 10 + self._buttons_h()
                         + 12 + STONE_ICON + 34 + 30 + PAD)
        if self.columns == 1:
            self.top_h = self.temple_h
            self.gardens_y = CAPTION_HEIGHT + self.top_h + GAP
            self.score_xy = (MARGIN, self.gardens_y + garden_rows * (self.garden_h + GAP))
            self.score_box_w = self.inner_w
            self.height = round(self.score_xy[1] + self.score_h + MARGIN)
        else:
            self.top_h = max(self.temple_h, self.score_h)
            self.gardens_y = CAPTION_HEIGHT + self.top_h + GAP
            self.score_xy = (MARGIN + self.temple_w + GAP, CAPTION_HEIGHT)
            self.score_box_w = self._score_w()
            self.height = round(self.gardens_y + garden_rows * (self.garden_h + GAP) - GAP
                                + MARGIN)
        self.width = round(2 * MARGIN + self.inner_w)
        self.score_panel_h = self.score_h if self.columns == 1 else self.top_h
        self.new_drawing(self.width, self.height, prefix)
        self.paint = GardenPainter(self, self.colors)

    def _score_w(self) -> float:
        return 2 * PAD + SCORE_LABEL_W + self.s.n * SCORE_COL_W

    def _buttons_h(self) -> float:
        """The height of the drawn tile's row: the tile and its flip button, or the help
        lines and the buttons under them, whichever is taller."""
        rows = -(-len(self.buttons) // 3)
        return max(DRAWN_H, rows * (BUTTON_H + BUTTON_GAP) + 26
                   + (len(self._help_lines()) - 1) * HELP_LINE)

    def why(self, action: str) -> str:
        """Why ``action`` is illegal here: the verdict's reason, citing the rule."""
        verdict = self.s.check(action)
        return cite(verdict.in_lang(self.lang), verdict.rule or "", self.lang)

    def target_label(self, target: str) -> str | None:
        """A first click in words, as the status line says it was picked ("Selected the
        boat stone (3 left)."): the tile to turn round, the stored tile, a card's tile or a
        stone kind, without the tooltip's rule citations."""
        zh, s = self.zh, self.s
        if target == "flip":
            return "翻轉（把板塊上下顛倒）" if zh else "Flip (turn the tile round)"
        if target == "stored" and s.storage[s.turn] >= 0:
            tile = tile_words(2 * s.storage[s.turn], self.lang)
            return f"暫存區的板塊：{tile}" if zh else f"the stored tile: {tile}"
        if target.startswith("held-") and target[5:] in DESIGN_INDEX:
            tile = tile_words(2 * DESIGN_INDEX[target[5:]], self.lang)
            return f"卡片給的板塊：{tile}" if zh else f"the card's tile: {tile}"
        if target.startswith("stone-") and target[6:] in STONE_INDEX:
            k = STONE_INDEX[target[6:]]
            name = STONE_KINDS[k].name[self.lang]
            return (f"{name}（剩 {s.supply[k]} 顆）" if zh else
                    f"the {name} ({s.supply[k]} left)")
        return None

    def _hidden(self, seat: int) -> bool:
        """Whether ``seat``'s secret cards are hidden from the viewer."""
        return self.viewer is not None and self.viewer != seat and self.s.phase != "over"

    def _card_points_hidden(self, seat: int) -> bool:
        """Whether ``seat``'s famous-garden points are hidden from the viewer: their card is
        secret (with 2 players the three cards lie face up, so nothing is)."""
        return self.s.n > 2 and self._hidden(seat)

    # -- top level --------------------------------------------------------------------

    def draw(self) -> SvgText:
        self.begin(font_css("karesansui", FONT) + _BASE_CSS + quiz_picture_css(self.colors))
        self._caption()
        self._temple(MARGIN, CAPTION_HEIGHT)
        self._score(*self.score_xy)
        for p in range(self.s.n):
            col, row = p % self.columns, p // self.columns
            self._garden(p, MARGIN + col * (self.garden_w + GAP),
                         self.gardens_y + row * (self.garden_h + GAP))
        self.mark()
        return self.d.tostring(desc=self.description())

    def mark(self) -> None:
        """Outline the place the quiz's move names: for a tile, a stone or the monk, that
        space of the garden of the seat to act; for a draw, the stack; for a gardener card,
        the card; for taking a stored tile, that storage space. A move made with a button
        (store, discard, zazen...) has no place of its own, and a mark that names nothing
        drawn is ignored: the outline depends on the move's kind and place only, never on
        whether it is legal."""
        if not self.mark_move:
            return
        try:
            a = self.s.parse_action(self.mark_move)
        except ValueError:
            return
        key = None
        if a.kind in ("place", "stored", "stone", "monk"):
            key = f"cell-{self.s.actor}-{a.cell}"
        elif a.kind == "draw":
            key = f"stack-{a.num}"
        elif a.kind == "use":
            key = f"card-{a.name}"
        elif a.kind == "take":
            key = f"storage-{a.num}"
        if key in self.boxes:
            self.paint.move_mark(None, self.boxes[key])

    def _caption(self) -> None:
        s, w = self.s, self.words
        g = self.group(None, "caption", "caption-band")
        status = s.describe(self.lang)
        if s.phase == "over":
            winners = "、".join(self.names[p] for p in self.sheet.winners) if self.zh else \
                ", ".join(self.names[p] for p in self.sheet.winners)
            status = f"{w['over']} · {winners} {w['wins']}"
        self.text(g, f"{w['title']} · {status}", MARGIN, 30, "caption")
        last = s.last_for(self.viewer, self.lang)
        if last:
            self.text(g, LAST[self.lang].format(move=last), MARGIN, 46, "small")

    # -- temple board -----------------------------------------------------------------

    def _temple(self, x: float, y: float) -> None:
        s, w = self.s, self.words
        self.panel("temple", x, y, self.temple_w, self.top_h, w["temple"])
        cy = y + PAD + HEADING_HEIGHT
        for k, count in enumerate(s.stacks):
            self._stack(k, count, x + PAD + k * (STACK_W + 6), cy)
        self.text(None, w["discards"].format(n=sum(s.discards)),
                  x + PAD + data.STACKS * (STACK_W + 6) + 4, cy + 30, "small")
        cy += STACK_H + 22 + 10
        self._drawn(x + PAD, cy)
        self._buttons(x + PAD + TILE_PX * 1.5 + 20, cy)
        cy += self._buttons_h() + 12
        self._supply(x + PAD, cy)
        cy += STONE_ICON + 34
        self._track(x + PAD, cy)

    def _stack(self, k: int, count: int, x: float, y: float) -> None:
        action = f"draw from stack {k + 1}"
        title = f"stack {k + 1}: {count} tiles" if not self.zh else f"第 {k + 1} 疊：{count} 個板塊"
        clickable = action in self.legal
        classes = ["stack-slot"]
        if clickable and not self.concealed:
            classes.append("legal")
            if action in self.hints:
                classes.append("hint")
        g = self.group(None, f"stack-{k + 1}", " ".join(["stack"] + (["empty"] if not count
                                                                   else []) + classes[1:]),
                       title=cite(title, "karesansui.draw.any-stack", self.lang),
                       action=action if clickable else None)
        self.rect(g, x - 2, y - 2, STACK_W + 4, STACK_H + 20, 4, class_=" ".join(classes))
        self.boxes[f"stack-{k + 1}"] = (x - 2, y - 2, STACK_W + 4, STACK_H + 20)
        if count:
            self.use(g, "stack", x, y, STACK_W, STACK_H)
        self.text(g, str(count), x + STACK_W / 2, y + STACK_H + 14, "small", "middle")

    def _tile_to_place(self) -> tuple[int, str] | None:
        """The design a garden click would place now, and how it is written."""
        s = self.s
        if s.phase == "choice":
            return s.drawn, "place"
        if s.phase == "receive":
            return s.pending, "place"
        if s.phase == "g-place" and s.held:
            name = self.sel.get("tile")
            d = DESIGN_INDEX[name] if name in DESIGN_INDEX else s.held[0]
            return d, "place"
        if self.sel.get("tile") == "stored" and s.usable_storage():
            return s.storage[s.turn], "stored"
        return None

    def _drawn(self, x: float, y: float) -> None:
        s, w = self.s, self.words
        tw = TILE_PX * 1.5
        th = tw * 2 / 3
        g = self.group(None, "drawn", "drawn")
        self.text(g, w["drawn"], x, y + 10, "small")
        ty = y + 16
        shown = s.drawn if s.drawn >= 0 else s.pending
        if shown >= 0:
            turned = bool(self.sel.get("turned"))
            self.paint.tile(g, 2 * shown + (1 if turned and _turns(shown) else 0), x, ty, tw,
                            self.lang)
        else:
            self.rect(g, x, ty, tw, th, 4, class_="cell empty")
        place = self._tile_to_place()
        if place is not None and _turns(place[0]):
            label = w["flip"]
            fg = self.group(g, "flip", "button target" + (" selected" if self.sel.get("turned")
                                                          else ""),
                            title=cite(w["flipped"] if self.sel.get("turned") else w["upright"],
                                        "karesansui.place.orientation", self.lang),
                            target="flip")
            self.rect(fg, x, ty + th + 6, 70, 22, 4)
            self.text(fg, "⟲ " + label, x + 35, ty + th + 21, "button-label", "middle")
        if s.phase == "g-place":
            hx = x + tw + 6
            self.text(g, w["held"], hx, y + 10, "tiny")
            for i, d in enumerate(s.held):
                name = DESIGNS[d].id
                chosen = self.sel.get("tile", DESIGNS[s.held[0]].id) == name
                hg = self.group(g, f"held-{i}", "held-tile" + (" selected" if chosen else ""),
                                title=tile_words(2 * d, self.lang), target=f"held-{name}")
                self.paint.tile(hg, 2 * d, hx, ty + i * 30, 42, self.lang, title=False)

    def _plan_buttons(self) -> list[tuple[str, str]]:
        """(action notation, label) of the turn's buttons, in the order of legal actions. With
        a drawn tile the three part-one buttons are always there, a forbidden one marked
        illegal (a click says why): the board shows the four choices the rules name, and a
        still picture of it does not tell which are allowed by which buttons it has."""
        s = self.s
        out = []
        kinds = ("offer", "discard", "store", "snatch", "let", "allow", "ask", "no-ask", "give",
                 "zazen", "use", "drop", "take", "done")
        secret = self.viewer is not None and s.actor != self.viewer
        actions = list(s.legal_actions())
        if s.phase == "choice":
            actions = [s.parse_action(a) for a in ("offer gift", "discard", "store")] + [
                a for a in actions if a.kind not in ("offer", "discard", "store")]
        for a in actions:
            if a.kind not in kinds or (a.kind == "use" and secret):
                continue  # another seat's gardener cards are secret from the viewer
            label = _BUTTONS.get(a.kind)
            if label is not None:
                text = label[self.lang]
                if a.kind == "snatch":
                    text += f" (-{s.opts['snatch_cost']})"
            elif a.kind == "give":
                text = (f"讓渡給{self.names[a.num]}" if self.zh else f"Gift to {self.names[a.num]}")
            elif a.kind == "use":
                name = GARDENER_INDEX[a.name].name.zh  # the romanised name is on the card
                text = f"使用{name}" if self.zh else f"Use {name}"
            elif a.kind == "drop":
                pattern = DESIGNS[DESIGN_INDEX[a.name]].name[self.lang]
                text = f"廢棄「{pattern}」" if self.zh else f"Discard “{pattern}”"
            else:  # take
                text = (f"拿取{self.names[a.num]}的暫存" if self.zh
                        else f"Take {self.names[a.num]}'s stored")
            out.append((str(a), text))
        return out

    def _help_lines(self) -> list[str]:
        """The help above the buttons, wrapped to the temple board's width."""
        width = self.temple_w - 2 * PAD - TILE_PX * 1.5 - 20
        return wrap(self._help(), width, FONT["small"])

    def _buttons(self, x: float, y: float) -> None:
        lines = self._help_lines()
        for i, line in enumerate(lines):
            self.text(None, line, x, y + 10 + i * HELP_LINE, "small screen-only")
        by = y + 18 + (len(lines) - 1) * HELP_LINE
        for i, (action, label) in enumerate(self.buttons):
            bx = x + (i % 3) * (BUTTON_W + BUTTON_GAP)
            yy = by + (i // 3) * (BUTTON_H + BUTTON_GAP)
            classes, title = self.clickable(["button"], action, label)
            g = self.group(None, f"button-{i}", classes, title=title, action=action)
            self.rect(g, bx, yy, BUTTON_W, BUTTON_H, 5)
            self.text(g, label, bx + BUTTON_W / 2, yy + 18, "button-label", "middle")

    def _help(self) -> str:
        s, w = self.s, self.words
        phase = s.phase
        who = self.names[s.actor] if s.current_player() >= 0 else ""
        if phase == "over":
            return w["help-over"]
        if phase == "deal":
            return w["help-deal"]
        if phase == "draw":
            return w["help-draw"]
        if phase == "start":
            return w["help-start"]
        if phase == "choice":
            return w["help-choice"]
        if phase == "snatch":
            return w["help-snatch"].format(who=who, n=s.opts["snatch_cost"])
        if phase == "guard":
            return w["help-guard"].format(who=who, snatcher=self.names[s.queue[0]])
        if phase == "ask":
            return w["help-ask"].format(who=who)
        if phase == "give":
            return w["help-give"]
        if phase == "receive":
            return w["help-receive"].format(who=who)
        if phase in ("monk-off", "g-monk"):
            return w["help-monk"]
        if "stone" in self.sel:
            return w["help-stone"].format(kind=STONE_KINDS[STONE_INDEX[self.sel["stone"]]]
                                          .name[self.lang])
        if phase == "part2":
            return w["help-part2"]
        return w["help-g"]

    def _supply(self, x: float, y: float) -> None:
        s, w = self.s, self.words
        self.text(None, w["supply"], x, y + 8, "small")
        kinds = _stone_kinds(s)
        for k, kind in enumerate(STONE_KINDS):
            sx = x + 60 + k * 92
            target = f"stone-{kind.id}" if kind.id in kinds else None
            classes = ["stone-pick"]
            if target:
                classes.append("target")
            if self.sel.get("stone") == kind.id:
                classes.append("selected")
            if target and any(h.startswith(f"stone {kind.id} at") for h in self.hints):
                classes.append("hint")
            title = f"{stone_words(k, self.lang)}: {s.supply[k]}"
            g = self.group(None, f"supply-{kind.id}", " ".join(classes),
                           title=cite(title, "karesansui.stone.threshold", self.lang),
                           target=target)
            self.rect(g, sx - 4, y - 4, 86, STONE_ICON + 30, 6,
                      class_="button " + " ".join(classes[1:]))
            self.paint.stone(g, k, sx + STONE_ICON / 2, y + STONE_ICON / 2, STONE_ICON,
                             self.lang)
            self.text(g, f"×{s.supply[k]}", sx + STONE_ICON + 4, y + 24, "count")
            self.text(g, f"{w['virtue']} ≥{kind.threshold}" if not self.zh else
                      f"德行 ≥{kind.threshold}", sx + 39, y + STONE_ICON + 20, "tiny", "middle")

    def _track(self, x: float, y: float) -> None:
        s, w = self.s, self.words
        self.use(None, "enso", x, y - 4, 24)
        self.text(None, w["virtue"], x + 28, y + 12, "small")
        bx = x + 80
        for v in range(VIRTUE_MAX + 1):
            self.rect(None, bx + v * 52, y - 6, 48, 28, 4, class_="track",
                      id=self.d.id(f"virtue-{v}"))
            self.text(None, str(v), bx + v * 52 + 8, y + 13, "small")
            here = [p for p in range(s.n) if s.virtue[p] == v]
            for i, p in enumerate(here):
                title = (f"{self.names[p]}：德行 {v}" if self.zh else
                         f"{self.names[p]}: {v} virtue")
                self.seat_mark(None, p, bx + v * 52 + 28 + (i % 2) * 11, y + 3 + (i // 2) * 12,
                               5, f"marker seat-mark seat-text-{p}", title=title)

    # -- score sheet ------------------------------------------------------------------

    def _score(self, x: float, y: float) -> None:
        s, w = self.s, self.words
        width = self.score_box_w
        g = self.group(None, "score-sheet", "score-sheet")
        self.panel("score", x, y, width, self.score_panel_h, w["score"], parent=g)
        ty = y + PAD + HEADING_HEIGHT + 14
        colx = x + PAD + SCORE_LABEL_W
        for p in range(s.n):
            cx = colx + p * SCORE_COL_W + SCORE_COL_W / 2
            self.seat_mark(g, p, cx, ty - 19, 5.5, f"seat-mark seat-text-{p}")
            self.text(g, self.names[p], cx, ty, f"label seat-text-{p}", "middle")
        hidden_total = [False] * s.n
        for i, cat in enumerate(CATEGORIES):
            ry = ty + (i + 1) * SCORE_ROW
            rule = RULES[cat.rule]
            title = f"{rule.title[self.lang]}: {rule.text[self.lang]} ({cat.rule})"
            label = cat.label[self.lang]
            self.text(g, label, x + PAD, ry, "small", title=title)
            for p in range(s.n):
                value = str(int(self.sheet.points[p][cat.id]))
                if cat.id == "famous_garden" and self._card_points_hidden(p):
                    value = w["hidden"]
                    hidden_total[p] = True
                self.text(g, value, colx + p * SCORE_COL_W + SCORE_COL_W / 2, ry,
                          "points", "middle")
        ry = ty + (len(CATEGORIES) + 1) * SCORE_ROW + 4
        self.d.node(g, "line", x1=x + PAD, y1=ry - 15, x2=colx + s.n * SCORE_COL_W,
                    y2=ry - 15, class_="rule-line")
        self.text(g, w["total"], x + PAD, ry, "label")
        for p in range(s.n):
            total = int(self.sheet.points[p] and sum(self.sheet.points[p].values()))
            if hidden_total[p]:
                total -= int(self.sheet.points[p]["famous_garden"])
            value = f"{total}+?" if hidden_total[p] else str(total)
            self.text(g, value, colx + p * SCORE_COL_W + SCORE_COL_W / 2, ry, "total",
                      "middle")
        if s.n == 2:  # the shared cards, right of the rows
            cx, cy = colx + s.n * SCORE_COL_W + 36, y + PAD + HEADING_HEIGHT + 14
            self.text(g, w["shared"], cx, cy, "small")
            for i, card in enumerate(s.shared):
                self._garden_card(g, card, cx + i * (CARD_W + 10), cy + 8, None)

    # -- gardens ------------------------------------------------------------------------

    def _garden(self, p: int, x: float, y: float) -> None:
        s, w = self.s, self.words
        acting = self.acting == p
        g = self.group(None, f"garden-{p}", "garden-area" + (" acting" if acting else ""))
        self.rect(g, x, y, self.garden_w, self.garden_h, CORNER,
                  class_="garden" + (" acting" if acting else ""))
        name = self.names[p]
        turn = f" · {w['turn']}" if s.turn == p and s.phase not in ("deal", "over") else ""
        self.seat_mark(g, p, x + PAD + 7, y + PAD + 7, 6.5, f"seat-mark seat-text-{p}")
        self.text(g, f"{name}{turn}", x + PAD + 19, y + PAD + 12, f"name seat-text-{p}")
        info = f"{w['tiles'].format(n=s.tiles_in(p))} · {w['virtue']} {s.virtue[p]}"
        line = self.text(g, info, x + PAD + 150, y + PAD + 12, "small")
        # the total belongs to the score sheet: a sheet to fill in hides both
        self.d.node(line, "tspan", f" · {w['total']} {self._total_text(p)}",
                    class_="score-sheet")
        gx = x + PAD + LABEL_W
        gy = y + PAD + HEADING_HEIGHT + LABEL_W
        for c in range(COLS):  # spaces are named by row and number: 上排第 2 格
            self.text(g, str(c + 1), gx + (c + 0.5) * TILE_PX, gy - 5, "cell-label", "middle")
        self.rect(g, gx - 3, gy - 3, self.grid_w + 6, self.grid_h + 6, 3, class_="board-bed")
        for cell in range(CELLS):
            self._cell(g, p, cell, gx, gy)
        for a, b in self.analyses[p].broken:
            self.paint.broken_seam(g, a, b, gx, gy, TILE_PX, self.lang)
        monk = s.monks[p]
        if monk >= 0:
            r, c = divmod(monk, COLS)
            where = cell_words(monk, self.lang)
            title = f"{name}的禪宗僧侶在{where}" if self.zh else f"{name}'s monk on {where}"
            self.paint.monk(g, p, gx + c * TILE_PX + 2, gy + r * TILE_PX * 2 / 3 + 2, 26,
                            cite(title, "karesansui.monk.move", self.lang))
        self._side(g, p, gx + self.grid_w + GAP, gy - LABEL_W)

    def _total_text(self, p: int) -> str:
        total = int(sum(self.sheet.points[p].values()))
        if self._card_points_hidden(p):
            return f"{total - int(self.sheet.points[p]['famous_garden'])}+?"
        return str(total)

    def _cell_action(self, p: int, cell: int) -> str | None:
        """What a click on ``cell`` of ``p``'s garden means now (a notation), or None."""
        s = self.s
        if self.acting != p:
            return None
        garden = s.gardens[p]
        phase = s.phase
        if "stone" in self.sel:
            return f"stone {self.sel['stone']} at {CELL_NAMES[cell]}"
        place = self._tile_to_place()
        if place is not None:
            d, kind = place
            turned = " turned" if self.sel.get("turned") and _turns(d) else ""
            word = "place stored" if kind == "stored" else "place"
            return f"{word} {DESIGNS[d].id} at {CELL_NAMES[cell]}{turned}"
        if phase in ("monk-off", "g-monk") and garden[cell] >= 0:
            return f"monk to {CELL_NAMES[cell]}"
        if phase == "part2" and s.monks[p] >= 0 and cell in NEIGHBOURS[s.monks[p]] \
                and garden[cell] >= 0:
            return f"monk to {CELL_NAMES[cell]}"
        return None

    def _cell(self, parent: Any, p: int, cell: int, gx: float, gy: float) -> None:
        """One space of a garden: its tile (or an empty space) and stone; a group carrying
        the click when a click there means something now."""
        s = self.s
        r, c = divmod(cell, COLS)
        x, y = gx + c * TILE_PX, gy + r * TILE_PX * 2 / 3
        h = TILE_PX * 2 / 3
        self.boxes[f"cell-{p}-{cell}"] = (x, y, TILE_PX, h)
        tile = s.gardens[p][cell]
        action = self._cell_action(p, cell)
        where = CELL_NAMES[cell]
        said = cell_words(cell, self.lang)
        colon = "：" if self.zh else ": "
        words = said if tile < 0 else f"{said}{colon}{tile_words(tile, self.lang)}"
        classes = ["cell"] + (["empty"] if tile < 0 else [])
        if action is not None:
            said = self.s.words_for(action, self.viewer, self.lang) \
                if action in self.legal and not self.concealed else ""
            cls, title = self.clickable(classes, action, f"{words} — {said}" if said else words)
            state = " ".join(c for c in cls.split() if c in ("legal", "illegal", "hint"))
            g = self.group(parent, f"cell-{p}-{where}", f"cell-group {state}", title=title,
                           action=action)
        else:  # every space has its id, so that a lesson's marker can name it (cell-0-b1)
            cls = " ".join(classes)
            g = self.group(parent, f"cell-{p}-{where}", "cell-group")
        if tile >= 0:
            self.paint.tile(g, tile, x, y, TILE_PX, self.lang, title=action is None)
        if tile < 0 or action is not None:
            self.rect(g, x + 1, y + 1, TILE_PX - 2, h - 2, 3, class_=cls,
                      title=words if action is None else None,
                      fill_opacity=".45" if tile >= 0 else None)
        stone = s.stones[p][cell]
        if stone >= 0:
            self.paint.stone(g, stone, x + TILE_PX / 2 + 6, y + h / 2 + 2, 38, self.lang)

    def _side(self, parent: Any, p: int, x: float, y: float) -> None:
        """Storage space and cards, right of the garden grid."""
        s, w = self.s, self.words
        self.text(parent, w["storage"], x, y + 10, "small")
        sy = y + 16
        stored = s.storage[p]
        target = action = None
        if stored >= 0 and s.usable_storage() and s.turn == p:
            target = "stored"
        if s.phase == "g-take" and p != s.actor and stored >= 0:
            action = f"take stored from {SEAT_NAMES[p]}"
        classes = ["storage"]
        title = (cite(tile_words(2 * stored, self.lang), "karesansui.store.one-space", self.lang)
                 if stored >= 0 else cite(w["empty"], "karesansui.store.one-space", self.lang))
        if action:
            cls, title = self.clickable(classes, action, title)
            classes = cls.split()
        if self.sel.get("tile") == "stored" and target:
            classes.append("selected")
        g = self.group(parent, f"storage-{p}", " ".join(classes), title=title, action=action,
                       target=target)
        self.rect(g, x - 3, sy - 3, TILE_PX + 6, TILE_PX * 2 / 3 + 6, 4,
                  class_=" ".join(classes))
        self.boxes[f"storage-{p}"] = (x - 3, sy - 3, TILE_PX + 6, TILE_PX * 2 / 3 + 6)
        if stored >= 0:
            self.paint.tile(g, 2 * stored, x, sy, TILE_PX, self.lang, title=False)
        cy = sy + TILE_PX * 2 / 3 + 14
        if s.n > 2:
            card = s.cards[p]
            if card:
                self._garden_card(parent, card, x, cy, p)
            cx = x + CARD_W + 8
        else:
            cx = x
        for card in s.hands[p]:
            self._gardener_card(parent, card, cx, cy, p, used=False)
            cx += CARD_W + 6
        for card in s.used[p]:
            self._gardener_card(parent, card, cx, cy, p, used=True)
            cx += CARD_W + 6

    def _garden_card(self, parent: Any, card: str, x: float, y: float,
                     owner: int | None) -> None:
        """A famous-garden card: a mini garden with its stones and its points (or a back)."""
        w = self.words
        if owner is not None and self._hidden(owner):
            title = (f"{self.names[owner]}的名庭園卡（秘密）" if self.zh else
                     f"{self.names[owner]}'s famous-garden card (secret)")
            g = self.group(parent, f"card-garden-{owner}", "card face-down", title=title)
            self.use(g, "back-garden", x, y, CARD_W, CARD_H)
            return
        info = GARDEN_INDEX[card]
        met = ""
        if owner is not None:
            check = [c for c in self.analyses[owner].cards if c.id == card]
            if check and check[0].met:
                met = " met"
        name = f"card-garden-{owner if owner is not None else card}"
        title = card_words(card, self.lang)
        g = self.group(parent, name, f"card garden-card{met}"
                       + (" provisional" if info.provisional else ""), title=title)
        self.rect(g, x, y, CARD_W, CARD_H, 4, class_="card-face")
        self.text(g, _short(info.name[self.lang]), x + CARD_W / 2, y + 12, "tiny", "middle")
        mw, mh = 9, 6
        mx, my = x + (CARD_W - 5 * mw) / 2, y + 20
        spots = {data.cell_index(c): sym for c, sym in info.stones}
        for cell in range(CELLS):
            r, c = divmod(cell, COLS)
            self.rect(g, mx + c * mw, my + r * mh, mw, mh, class_="mini-cell")
            if cell in spots:
                self.d.node(g, "circle", cx=mx + (c + 0.5) * mw, cy=my + (r + 0.5) * mh,
                            r=2.6 if spots[cell] == "□" else 3.2, class_="mini-stone")
        self.text(g, w["pts"].format(n=info.points), x + CARD_W / 2, y + 50, "points", "middle")
        if info.provisional:
            self.paint.approx(g, x + CARD_W - 2, y + CARD_H - 13, 11)
        if owner is not None and self.viewer is None and self.s.phase != "over" \
                and self.s.n > 2:
            self.rect(g, x - 2, y - 2, CARD_W + 4, CARD_H + 4, 5, class_="face-down-card")

    def _gardener_card(self, parent: Any, card: str, x: float, y: float, owner: int,
                       used: bool) -> None:
        if not used and self._hidden(owner):
            title = (f"{self.names[owner]}的庭園大師卡（秘密）" if self.zh else
                     f"{self.names[owner]}'s gardener card (secret)")
            g = self.group(parent, None, "card face-down", title=title)
            self.use(g, "back-gardener", x, y, CARD_W, CARD_H)
            return
        info = GARDENER_INDEX[card]
        action = f"use {card}" if (not used and self.acting == owner
                                   and self.s.phase in ("part2", "guard")) else None
        title = gardener_words(card, self.lang, self.s.opts["shigemori"])
        classes = ["card", "gardener-card"] + (["used"] if used else [])
        if info.provisional:
            classes.append("provisional")
        if action:
            cls, title = self.clickable(classes, action, title)
        else:
            cls = " ".join(classes)
        g = self.group(parent, f"card-{card}", cls, title=title, action=action)
        self.rect(g, x, y, CARD_W, CARD_H, 4, class_="card-face" + (" used" if used else ""))
        self.boxes[f"card-{card}"] = (x, y, CARD_W, CARD_H)
        lines = _two_lines(info.name.zh) + ([] if self.zh else _two_lines(info.name.en))
        for i, line in enumerate(lines):
            self.text(g, line, x + CARD_W / 2, y + 16 + i * 11, "tiny", "middle")
        label = self.words["used"] if used else self.words["gardener"]
        if used and ("ward",) in info.steps and self.s.protected(owner):
            label = self.words["protects"]  # 重森三玲 as part two, still protecting
        self.text(g, label, x + CARD_W / 2, y + CARD_H - 8, "tiny", "middle")
        if info.provisional:  # on the card's top edge, clear of its name
            self.paint.approx(g, x + CARD_W + 3, y - 6, 11)


def wrap(text: str, width: float, size: float) -> list[str]:
    """``text`` cut into lines at most ``width`` px wide in a font of ``size`` px (a Chinese
    character counts one em, any other character about half), at spaces or after Chinese
    punctuation; a single word wider than ``width`` stays whole.

    >>> wrap("one two three", 40, 10)
    ['one two', 'three']
    >>> wrap("座禪、移動禪宗僧侶、石頭", 60, 10)
    ['座禪、', '移動禪宗僧侶、', '石頭']
    """
    def em(part: str) -> float:
        return sum(1.0 if ord(c) > 0x2e7f else 0.55 for c in part) * size

    pieces = re.findall(r"[^ 、，；：]*[ 、，；：]?", text)
    lines: list[str] = []
    line = ""
    for piece in filter(None, pieces):
        if line and em((line + piece).rstrip()) > width:
            lines.append(line.rstrip())
            line = ""
        line += piece
    if line.strip():
        lines.append(line.rstrip())
    return lines or [""]


def _short(name: str) -> str:
    """A card name that fits a small card ("famous garden 10" becomes "garden 10")."""
    name = name.replace("famous garden", "garden")
    return name if len(name) <= 10 else name[:9] + "…"


def _two_lines(name: str) -> list[str]:
    """A name on at most two lines, split at the space nearest its middle."""
    if len(name) <= 8 or " " not in name:
        return [name]
    spaces = [i for i, ch in enumerate(name) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - len(name) / 2))
    return [name[:cut], name[cut + 1:]]


def _turns(design: int) -> bool:
    """Whether a design looks different turned round (else 'turned' means nothing)."""
    return ORIENTED[2 * design].look != ORIENTED[2 * design + 1].look


# -- the text board -------------------------------------------------------------------------


def tile_token(tile: int) -> str:
    """A laid tile as text: design id, ``'`` when turned."""
    return DESIGNS[tile // 2].id + ("'" if tile % 2 else "")


def garden_lines(tiles: tuple[int, ...], stones: tuple[int, ...], monk: int = -1) -> list[str]:
    """A garden as 4 lines of text: column letters, then each row (``.`` empty, ``+b`` a
    stone by the first letter of its kind, ``@`` the monk)."""
    lines = ["     a       b       c       d       e"]
    for r in range(ROWS):
        cells = []
        for c in range(COLS):
            i = r * COLS + c
            token = "." if tiles[i] < 0 else tile_token(tiles[i])
            if stones[i] >= 0:
                token += "+" + STONE_KINDS[stones[i]].id[0]
            if monk == i:
                token += "@"
            cells.append(f"{token:<8}")
        lines.append(f"  {r + 1}  " + "".join(cells).rstrip())
    return lines


def text_board(state: KaresansuiState, viewer: int | None = None) -> str:
    """The position as text: status, the temple board, and every garden (other players'
    secret cards hidden when ``viewer`` is a seat).

    >>> from tutor.games import karesansui
    >>> print(text_board(karesansui.new_game(players=2, seed=1)).splitlines()[0])
    Orange to draw a tile
    """
    s = state
    lines = [s.describe()]
    supply = " ".join(f"{k.id} {n}" for k, n in zip(STONE_KINDS, s.supply, strict=True))
    lines.append(f"stacks {' '.join(str(c) for c in s.stacks)} | discards "
                 f"{sum(s.discards)} | stones: {supply}")
    if s.drawn >= 0:
        lines.append(f"drawn tile: {DESIGNS[s.drawn].id}")
    if s.pending >= 0:
        lines.append(f"tile to place: {DESIGNS[s.pending].id}")
    if s.held:
        lines.append("gardener tiles: " + " ".join(DESIGNS[d].id for d in s.held))
    if s.decl is not None:
        lines.append(f"declared: {s.decl[0]} tile at {CELL_NAMES[s.decl[1]]}"
                     + (" turned" if s.decl[2] else ""))
    if s.shared:
        lines.append("shared famous gardens: " + " ".join(s.shared))
    for p in range(s.n):
        hidden = viewer is not None and viewer != p and s.phase != "over"
        card = s.cards[p] if s.cards[p] else "-"
        if hidden and s.cards[p]:
            card = "?"
        hand = " ".join("?" if hidden else c for c in s.hands[p]) or "-"
        used = " ".join(s.used[p]) or "-"
        store = DESIGNS[s.storage[p]].id if s.storage[p] >= 0 else "-"
        lines.append(f"{SEAT_NAMES[p]}: virtue {s.virtue[p]}, storage {store}, garden card "
                     f"{card}, gardener {hand}, used {used}"
                     + (" (protected from snatching)" if s.protected(p) else ""))
        lines += garden_lines(s.gardens[p], s.stones[p], s.monks[p])
    return "\n".join(lines)

