"""The garden studio: lay any tiles and stones, and see every scoring item on the garden.

Scoring is the heart of Karesansui, so the tutor has a place to try gardens freely: one garden
board with no turn rules. Its "moves" are edits, so the same widget that plays the game
(``Match(STUDIO).widget()``) shows it, with undo, redo and history:

    put G07 at b1          put G07 at b1 turned     stone boat at c3      remove stone at c3
    clear b1               clear all                virtue 4              card ryoanji
    card none              set garden G01 G01 . . . / . . . . . / . . . . .

The board marks every scoring item on the garden itself: the largest gravel rectangle
outlined, moss tiles, symmetric rows with their mirror axis, each circle traced with its
points, broken seams marked -2 (or +7 when all join), each stone arrangement drawn with its
points (greyed when the overlap rules leave it out) and the famous-garden card's spots; the
score sheet beside it updates on each click. Stones may go anywhere here, even where a real
game forbids them (neighbouring gravel tiles, a second boat stone): the board says so.

Clicks: a palette tile is ``data-target="design-G07"`` (then ``"flip"`` turns it), a stone
kind ``"kind-boat"``, the tools ``"tool-remove-stone"`` and ``"tool-clear"``; with one of them
picked, each cell of the garden is the matching ``data-action``. Virtue, the card and
``clear all`` are buttons.

>>> from tutor.games.karesansui.studio import STUDIO
>>> s = STUDIO.new_game()
>>> s = s.apply("put G09 at a3").apply("put G08 at b3")
>>> s.scores().points[0]["whirlpools"]
2
>>> s.check("stone boat at c3").rule
'karesansui-studio.edit.stone-on-tile'
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from ...core.errors import NotationError
from ...core.game import Action, Game, LegalActions, Option, State, ascii_digits
from ...core.lang import Text, check_lang
from ...core.rules import RuleRegistry
from ...core.scores import ScoreSheet
from ...core.svg import Board, SvgText, cite, font_css, hint_list, prefix_for
from ...core.validate import Reader
from ...core.verdict import Verdict
from . import data
from .data import (
    ARRANGEMENT_INDEX,
    BOAT,
    CELL_INDEX,
    CELL_NAMES,
    CELLS,
    COLS,
    DESIGN_INDEX,
    DESIGNS,
    FAMOUS_GARDENS,
    GARDEN_INDEX,
    NEIGHBOURS,
    ORIENTED,
    ROWS,
    STONE_INDEX,
    STONE_KINDS,
    VIRTUE_MAX,
    cell_words,
)
from .render import MOVE_MARK_CSS, SHEET, GardenPainter, garden_lines, seam_words, tile_words
from .scoring import CATEGORIES, GardenScore, analyse, garden_from_text
from .state import SYMMETRY_MIDDLE_LABELS

# -- rules and options ----------------------------------------------------------------------

RULES = RuleRegistry("karesansui-studio")
RULES.add_contract_rules()
RULES.add("karesansui-studio.edit.free", "Free edits", "自由編輯",
          "In the studio any tile may go on any space, turned or not, and replaces what was "
          "there; there are no turns, stacks or virtue costs.",
          "工作室中任何板塊都可以放在任何位置（可轉向），並取代原有的板塊；沒有回合、板塊堆或德行"
          "花費。", sources=("tutor",))
RULES.add("karesansui-studio.edit.stone-on-tile", "Stones on tiles", "石頭放在板塊上",
          "A stone goes on a tile (one per tile; a new stone replaces the old one).",
          "石頭須放在板塊上（每個板塊 1 顆；新的石頭取代原有的）。",
          sources=("seed 004 part two 4(3)", "tutor"))
RULES.add("karesansui-studio.edit.nothing-there", "Nothing to remove", "沒有可移除的東西",
          "Removing a stone or clearing a space needs something there.",
          "移除石頭或清空位置時，那裡須有東西。", sources=("tutor",))

OPTIONS = (
    Option("boat_bonus", 5, Text("Points for arrangement D (see the game's option).",
                                 "D 組的分數（見遊戲選項）。"), (0, 3, 5, 7, 10)),
    Option("symmetry_middle", "any",
           Text("The middle tile of a symmetric row: `'any'` (any tile, the wording of "
                "004_2dd42cb4566abbba.txt) or `'symmetric'` (symmetric in itself; see the "
                "game's option).",
                "對稱橫列的中間板塊：`'any'`（任何板塊，004_2dd42cb4566abbba.txt 的寫法）或 "
                "`'symmetric'`（須本身對稱；見遊戲選項）。"), ("any", "symmetric"),
           SYMMETRY_MIDDLE_LABELS),
)

# -- actions ----------------------------------------------------------------------------------

_KINDS = ("put", "stone", "remove", "clear", "clear-all", "virtue", "card", "set")


@dataclass(frozen=True, repr=False)
class StudioAction(Action):
    """One edit. ``kind``: put, stone, remove, clear, clear-all, virtue, card or set;
    ``name``: a design, stone kind, card id ('' for none) or garden text; ``cell`` 0..14;
    ``turned``; ``num`` the virtue."""

    kind: str
    name: str = ""
    cell: int = -1
    turned: bool = False
    num: int = -1

    def __str__(self) -> str:
        k = self.kind
        where = CELL_NAMES[self.cell] if 0 <= self.cell < CELLS else "?"
        if k == "put":
            return f"put {self.name} at {where}" + (" turned" if self.turned else "")
        if k == "stone":
            return f"stone {self.name} at {where}"
        if k == "remove":
            return f"remove stone at {where}"
        if k == "clear":
            return f"clear {where}"
        if k == "clear-all":
            return "clear all"
        if k == "virtue":
            return f"virtue {self.num}"
        if k == "card":
            return f"card {self.name or 'none'}"
        return f"set garden {self.name}"

    @classmethod
    def parse(cls, text: str) -> StudioAction:
        """Read a studio edit (see the module docstring).

        Raises:
            NotationError: the text is not one.
        """
        if not isinstance(text, str):
            raise NotationError(f"expected notation text, got {text!r}")
        w = text.split()
        low = [x.lower() for x in w]
        try:
            if low[:1] == ["put"] and len(w) in (4, 5) and low[2] == "at":
                name = w[1].upper()
                turned = len(w) == 5
                if name in DESIGN_INDEX and (not turned or low[4] == "turned"):
                    return _act("put", name, CELL_INDEX[low[3]], turned and _turns(name))
            if len(w) == 4 and low[0] == "stone" and low[2] == "at" and low[1] in STONE_INDEX:
                return _act("stone", low[1], CELL_INDEX[low[3]])
            if len(w) == 4 and low[:3] == ["remove", "stone", "at"]:
                return _act("remove", cell=CELL_INDEX[low[3]])
            if low == ["clear", "all"]:
                return _act("clear-all")
            if len(w) == 2 and low[0] == "clear":
                return _act("clear", cell=CELL_INDEX[low[1]])
            if len(w) == 2 and low[0] == "virtue" and ascii_digits(low[1]) and len(low[1]) == 1 \
                    and int(low[1]) <= VIRTUE_MAX:
                return _act("virtue", num=int(low[1]))
            if len(w) == 2 and low[0] == "card" and (low[1] in GARDEN_INDEX or low[1] == "none"):
                return _act("card", "" if low[1] == "none" else low[1])
            if low[:2] == ["set", "garden"]:
                garden = garden_from_text(" ".join(w[2:]))
                return _act("set", _garden_text(garden.tiles, garden.stones))
        except (KeyError, IndexError, ValueError):
            pass
        raise NotationError(
            f"cannot read {text!r} as a studio edit; expected e.g. 'put G07 at b1 turned', "
            f"'stone boat at c3', 'remove stone at c3', 'clear b1', 'clear all', 'virtue 4', "
            f"'card ryoanji', 'card none' or 'set garden G01 . . . . / . . . . . / . . . . .'")

    def sort_key(self) -> tuple:
        return (_KINDS.index(self.kind), self.name, self.cell, self.turned, self.num)


@cache
def _act(kind: str, name: str = "", cell: int = -1, turned: bool = False,
         num: int = -1) -> StudioAction:
    return StudioAction(kind, name, cell, turned, num)


@cache
def _turns(name: str) -> bool:
    d = DESIGN_INDEX[name]
    return ORIENTED[2 * d].look != ORIENTED[2 * d + 1].look


def _garden_text(tiles: tuple[int, ...], stones: tuple[int, ...]) -> str:
    """A garden in the notation of ``set garden`` (and of :func:`garden_from_text`)."""
    rows = []
    for r in range(ROWS):
        cells = []
        for c in range(COLS):
            i = r * COLS + c
            token = "." if tiles[i] < 0 else DESIGNS[tiles[i] // 2].id + (
                "'" if tiles[i] % 2 else "")
            if stones[i] >= 0:
                token += "+" + STONE_KINDS[stones[i]].id
            cells.append(token)
        rows.append(" ".join(cells))
    return " / ".join(rows)


# -- the state --------------------------------------------------------------------------------


class StudioState(State):
    """A garden in the studio. Treat it as a value: :meth:`apply` returns a new state."""

    action_type = StudioAction

    opts: dict[str, Any]
    tiles: tuple[int, ...]
    """15 cells: oriented tile (2 * design + turned) or -1."""
    stones: tuple[int, ...]
    """15 cells: stone kind or -1."""
    virtue: int
    card: str
    """The famous-garden card scored ('' for none)."""
    last_action: str | None

    def current_player(self) -> int:
        return 0

    def num_players(self) -> int:
        return 1

    def player_names(self, lang: str = "en") -> tuple[str, ...]:
        return ("庭園",) if lang == "zh-Hant" else ("garden",)

    def legal_actions(self) -> LegalActions:
        if self._legal is None:
            acts = []
            for d in DESIGNS:
                for c in range(CELLS):
                    acts.append(_act("put", d.id, c))
                    if _turns(d.id):
                        acts.append(_act("put", d.id, c, True))
            for k in STONE_KINDS:
                acts += [_act("stone", k.id, c) for c in range(CELLS) if self.tiles[c] >= 0]
            acts += [_act("remove", cell=c) for c in range(CELLS) if self.stones[c] >= 0]
            acts += [_act("clear", cell=c) for c in range(CELLS) if self.tiles[c] >= 0]
            if max(self.tiles) >= 0:
                acts.append(_act("clear-all"))
            acts += [_act("virtue", num=v) for v in range(VIRTUE_MAX + 1) if v != self.virtue]
            acts += [_act("card", c) for c in [""] + [g.id for g in FAMOUS_GARDENS]
                     if c != self.card]
            self._legal = LegalActions(acts)
        return self._legal

    def check(self, action: str | Action) -> Verdict:
        """Is the edit possible? (Reasons in English and Traditional Chinese.)"""
        from .state import with_chinese

        return with_chinese(super().check(action), "karesansui-studio")

    def _check(self, action: Action) -> Verdict:
        a: StudioAction = action  # type: ignore[assignment]
        text = str(a)
        if a.kind == "stone" and self.tiles[a.cell] < 0:
            return Verdict.illegal(text, "karesansui-studio.edit.stone-on-tile",
                                   Text(f"{cell_words(a.cell, 'en')} holds no tile",
                                        f"{cell_words(a.cell, 'zh-Hant')}沒有板塊"))
        if (a.kind == "remove" and self.stones[a.cell] < 0) or (
                a.kind == "clear" and self.tiles[a.cell] < 0) or (
                a.kind == "clear-all" and max(self.tiles) < 0):
            inside = a.cell >= 0
            return Verdict.illegal(text, "karesansui-studio.edit.nothing-there",
                                   Text("there is nothing to remove on "
                                        + (cell_words(a.cell, "en") if inside else "the garden"),
                                        (cell_words(a.cell, "zh-Hant") if inside else "庭園")
                                        + "沒有可移除的東西"))
        if (a.kind == "virtue" and a.num == self.virtue) or (
                a.kind == "card" and a.name == self.card):
            return Verdict.illegal(text, "karesansui-studio.edit.free",
                                   Text("that is already so", "已經是這樣了"))
        return Verdict.legal(text)

    def _apply(self, action: Action) -> StudioState:
        a: StudioAction = action  # type: ignore[assignment]
        s = self._copy()
        s.last_action = str(a)
        k = a.kind
        if k == "put":
            d = DESIGN_INDEX[a.name]
            s.tiles = _with(s.tiles, a.cell, 2 * d + int(a.turned))
        elif k == "stone":
            s.stones = _with(s.stones, a.cell, STONE_INDEX[a.name])
        elif k == "remove":
            s.stones = _with(s.stones, a.cell, -1)
        elif k == "clear":
            s.tiles = _with(s.tiles, a.cell, -1)
            s.stones = _with(s.stones, a.cell, -1)
        elif k == "clear-all":
            s.tiles = s.stones = (-1,) * CELLS
        elif k == "virtue":
            s.virtue = a.num
        elif k == "card":
            s.card = a.name
        else:
            garden = garden_from_text(a.name)
            s.tiles, s.stones = garden.tiles, garden.stones
        return s

    def analysis(self) -> GardenScore:
        """Everything the scoring finds in the garden (see :func:`.scoring.analyse`)."""
        return analyse(self.tiles, self.stones, (self.card,) if self.card else (), self.virtue,
                       self.opts["boat_bonus"], self.opts["symmetry_middle"])

    def scores(self) -> ScoreSheet:
        return ScoreSheet((Text("garden", "庭園"),), CATEGORIES, (dict(self.analysis().points),),
                          False, (0,))

    def warnings(self) -> list[tuple[str, Text]]:
        """Where the garden could not happen in a real game: (rule id, what)."""
        out = []
        for c in range(CELLS):
            if self.stones[c] < 0:
                continue
            for nb in NEIGHBOURS[c]:
                if nb > c and self.stones[nb] >= 0 and not (
                        ORIENTED[self.tiles[c]].moss and ORIENTED[self.tiles[nb]].moss):
                    out.append(("karesansui.stone.moss-neighbours",
                                Text(f"stones side by side {seam_words(c, nb, 'en')}: "
                                     f"neighbours need two moss tiles",
                                     f"{seam_words(c, nb, 'zh-Hant')}的石頭相鄰：須兩個都是"
                                     f"苔蘚板塊")))
        if self.stones.count(BOAT) > 1:
            out.append(("karesansui.stone.one-boat",
                        Text("more than one boat stone", "超過 1 顆舟石")))
        return out

    def to_dict(self) -> dict[str, Any]:
        return {"options": dict(self.opts), "garden": _garden_text(self.tiles, self.stones),
                "virtue": self.virtue, "card": self.card or None,
                "last_action": self.last_action}

    def __str__(self) -> str:
        card = self.card or "-"
        return "\n".join([f"garden studio: virtue {self.virtue}, famous-garden card {card}",
                          *garden_lines(self.tiles, self.stones)])

    def __repr__(self) -> str:
        return f"<StudioState: {_garden_text(self.tiles, self.stones)}>"

    def words_for(self, action: str | Action, viewer: int | None = None,
                  lang: str | None = None) -> str:
        """An edit in words for a person (the studio hides nothing).

        >>> s = STUDIO.new_game()
        >>> s.words_for("put G07 at b1 turned", lang="zh-Hant")
        '把「半圓」板塊上下顛倒放在上排第 2 格'
        """
        from .words import tile_name

        a: StudioAction = self.parse_action(action)  # type: ignore[assignment]
        lang = check_lang(lang)
        zh = lang == "zh-Hant"
        k, where = a.kind, cell_words(a.cell, lang) if 0 <= a.cell < CELLS else ""
        if k == "put":
            tile = tile_name(a.name, lang)
            if zh:
                return f"把{tile}" + ("上下顛倒" if a.turned else "") + f"放在{where}"
            return f"put {tile} on {where}" + (", turned round" if a.turned else "")
        if k == "stone":
            kind = STONE_KINDS[STONE_INDEX[a.name]].name
            return f"在{where}放一顆{kind.zh}" if zh else f"set a {kind.en} on {where}"
        if k == "remove":
            return f"移除{where}的石頭" if zh else f"remove the stone on {where}"
        if k == "clear":
            return f"清空{where}" if zh else f"clear {where}"
        if k == "clear-all":
            return "全部清空" if zh else "clear the whole garden"
        if k == "virtue":
            return f"德行設為 {a.num}" if zh else f"set virtue to {a.num}"
        if k == "card":
            if not a.name:
                return "不用名庭園卡" if zh else "no famous-garden card"
            name = GARDEN_INDEX[a.name].name
            return f"名庭園卡選「{name.zh}」" if zh else f"famous-garden card {name.en}"
        return "擺出整座庭園" if zh else "lay out a whole garden"

    def last_for(self, viewer: int | None, lang: str = "en") -> str:
        """The last edit in words ("" before any)."""
        return self.words_for(self.last_action, viewer, lang) if self.last_action else ""

    def describe(self, lang: str = "en") -> str:
        total = self.analysis().total
        return f"庭園工作室：共 {total} 分" if lang == "zh-Hant" else \
            f"garden studio: {total} points"

    def _copy(self) -> StudioState:
        s = object.__new__(StudioState)
        s.__dict__.update(self.__dict__)
        s._legal = None
        return s


def _fit(text: str, width: float, size: float = 10.5) -> str:
    """``text`` cut to at most ``width`` px in a font of ``size`` px (a Chinese character
    one em, another character about half), ending with … when cut.

    >>> _fit("苔與半圓", 70), _fit("double arc, large left", 70)
    ('苔與半圓', 'double arc…')
    """
    def em(part: str) -> float:
        return sum(1.0 if ord(c) > 0x2e7f else 0.55 for c in part) * size

    if em(text) <= width:
        return text
    while text and em(text + "…") > width:
        text = text[:-1]
    return text.rstrip(" ,") + "…"


def _with(values: tuple, i: int, v: Any) -> tuple:
    return values[:i] + (v,) + values[i + 1:]


class Studio(Game):
    """The garden studio as a game object, so a :class:`~tutor.core.Match` and its widget can
    drive it. ``players`` is accepted (1 to 4) and ignored: the studio has one garden."""

    name = "karesansui-studio"
    title = Text("Karesansui garden studio", "枯山水庭園工作室")
    min_players = 1
    max_players = 4
    options = OPTIONS
    rules = RULES
    bench_options: ClassVar[dict[str, Any]] = {}

    def new_game(self, players: int = 1, seed: int | None = None, **options: Any) -> State:
        return super().new_game(players=players, seed=seed, **options)

    def from_garden(self, text: str, virtue: int = 0, card: str = "",
                    **options: Any) -> StudioState:
        """A studio state holding the garden ``text`` (see :func:`.scoring.garden_from_text`).

        >>> STUDIO.from_garden("G01 G01 G01 G01 . / G01 G01 G01 G01 . / . . . . .") \\
        ...     .scores().points[0]["gravel"]
        8
        """
        s = self.new_game(**options).apply(f"set garden {text}")
        s = s if virtue == 0 else s.apply(f"virtue {virtue}")
        return s if not card else s.apply(f"card {card}")  # type: ignore[return-value]

    def _initial(self, players: int, options: dict[str, Any]) -> StudioState:
        s = object.__new__(StudioState)
        s.opts = options
        s.tiles = s.stones = (-1,) * CELLS
        s.virtue, s.card, s.last_action = 0, "", None
        s._legal = None
        return s

    def _from_dict(self, d: dict[str, Any]) -> StudioState:
        r = Reader(d, "state")
        options = r.raw("options")
        if not isinstance(options, dict):
            r.fail("options", "must be an object")
        try:
            opts = self.resolve_options(options)
        except ValueError as e:
            r.fail("options", f"is not valid: {e}")
        s = self._initial(1, opts)
        try:
            garden = garden_from_text(r.str("garden"))
        except ValueError as e:
            r.fail("garden", str(e)[:120])
        if any(st >= 0 and t < 0 for t, st in zip(garden.tiles, garden.stones, strict=True)):
            r.fail("garden", "puts a stone on an empty space")
        s.tiles, s.stones = garden.tiles, garden.stones
        s.virtue = r.int("virtue", 0, VIRTUE_MAX)
        card = r.raw("card")
        if card is not None and card not in GARDEN_INDEX:
            r.fail("card", f"names no famous-garden card: {card!r}"[:120])
        s.card = card or ""
        s.last_action = r.notation("last_action", StudioAction.parse, "Karesansui studio")
        return s


STUDIO = Studio()
StudioState.game = STUDIO

# -- the studio board -----------------------------------------------------------------------

MARGIN = 16
CAPTION_HEIGHT = 70
GAP = 14
PAD = 12
TILE = 132
"""A tile's width in the studio garden (its height is two thirds of it)."""
PALETTE_TILE = 62
SHEET_W = 400
"""The width of the score sheet's column of items; the virtue and card buttons sit to its
right, in the sheet panel under the palette."""
FONT = {"caption": 19, "heading": 12.5, "label": 13, "small": 12, "tiny": 10.5,
        "points": 12.5, "mark": 13, "total": 15, "button-label": 12, "cell-label": 13}
MARK_COLORS = {"rectangle": "#1f6fb2", "symmetry": "#8e44ad", "circle": "#a84300",
               "circle-moss": "#5f6a6b", "A": "#c0392b", "B": "#0e7a63", "C": "#2c3e50",
               "D": "#7d6300", "E": "#1d7a3f", "F": "#884ea0", "card": "#237030",
               "card-missing": "#c0392b", "joined": "#237030"}
"""Colours of the marks drawn on the garden, one per scoring item (and per arrangement);
their labels pass WCAG AA (4.5:1) on the panel."""

STUDIO_COLORS: dict[str, dict[str, str]] = {
    "background": {"fill": "#f3efe4"},
    "panel": {"fill": "#fffdf7", "stroke": "#d8c9a6"},
    "board-bed": {"fill": "#d9ceb4", "stroke": "#8a7a58"},
    "sand": {"fill": "#efe5cc"},
    "moss": {"fill": "#7ea655", "stroke": "#5d8a3a"},
    "tile-frame": {"fill": "none", "stroke": "#8a7a58"},
    "cell": {"fill": "none", "stroke": "none"},
    "cell empty": {"fill": "#e6dcc3", "stroke": "#c9b995"},
    "cell legal": {"fill": "#d9efcf", "stroke": "#2e8b3a"},
    "cell illegal": {"fill": "#f7e7e4", "stroke": "#c0625c"},
    "cell hint": {"fill": "#fff1c4", "stroke": "#f2b100"},
    "button": {"fill": "#ffffff", "stroke": "#8d8d8d"},
    "legal": {"fill": "#e2f3da", "stroke": "#2e8b3a"},
    "illegal": {"fill": "#f7e7e4", "stroke": "#c0625c"},
    "hint": {"fill": "#fff1c4", "stroke": "#f2b100"},
    "pick": {"fill": "#ffffff", "stroke": "#b9a57e"},
    "selected": {"fill": "#fff1c4", "stroke": "#d99a00"},
    "pick hint": {"fill": "#fff1c4", "stroke": "#f2b100", "stroke-width": "3"},
    "caption": {"fill": "#222222"},
    "heading": {"fill": "#756240"},
    "label": {"fill": "#333333"},
    "small": {"fill": "#555555"},
    "tiny": {"fill": "#636363"},
    "points": {"fill": "#222222"},
    "total": {"fill": "#111111"},
    "button-label": {"fill": "#222222"},
    "cell-label": {"fill": "#756240"},
    "warning": {"fill": "#c0392b"},
    "rule-line": {"stroke": "#e2d8c2"},
    "seam-mark": {"fill": "#c0392b"},
}

_CSS = (
    ".karesansui use{fill:#000;stroke:none}"
    ".karesansui .caption,.karesansui .total,.karesansui .button-label,.karesansui .mark-label"
    "{font-weight:bold}"
    ".karesansui .heading{letter-spacing:.08em}"
    ".karesansui .cell-label{font-weight:bold}"
    ".karesansui [data-action],.karesansui [data-target]{cursor:pointer}"
    ".karesansui .illegal{cursor:help}"
    ".karesansui .cell[data-action]:hover,.karesansui .button:hover rect{stroke-width:3}"
    ".karesansui .cell.empty{stroke-dasharray:5 4}"
    ".karesansui .mark{fill:none;stroke-width:4;stroke-linecap:round;stroke-linejoin:round}"
    ".karesansui .mark.not-counted{stroke-dasharray:6 6;opacity:.55}"
    ".karesansui .mark-label{font-size:13px;paint-order:stroke;stroke:#fffdf7;stroke-width:4px}"
    + "".join(f".karesansui .mark-{k}{{stroke:{v}}}.karesansui .label-{k}{{fill:{v}}}"
              for k, v in MARK_COLORS.items())
    + MOVE_MARK_CSS
)

_WORDS = {
    "en": {"title": "KARESANSUI GARDEN STUDIO", "tiles": "TILES", "stones": "STONES",
           "tools": "TOOLS", "score": "SCORE", "flip": "Flip", "remove": "Remove stone",
           "clear": "Clear space", "clear-all": "Clear all", "virtue": "virtue",
           "card": "famous-garden card", "none": "none", "total": "total",
           "pick": "Pick a tile, a stone or a tool, then click the garden.",
           "picked": "Picked {what}: click a space of the garden.",
           "rectangle": "rectangle {n}", "symmetric": "symmetric +5", "all-joined":
           "all seams join +7", "moss": "+2", "not-counted": "not counted",
           "warnings": "not possible in a real game:",
           "circle": "circle", "half": "half circle",
           "from": ", from {cell}", "missing": "{card}: missing {cells}"},
    "zh-Hant": {"title": "枯山水庭園工作室", "tiles": "板塊", "stones": "石頭", "tools": "工具",
                "score": "計分", "flip": "翻轉", "remove": "移除石頭", "clear": "清空位置",
                "clear-all": "全部清空", "virtue": "德行", "card": "名庭園卡", "none": "無",
                "total": "總分", "pick": "先選板塊、石頭或工具，再點庭園。",
                "picked": "已選 {what}：點庭園中的位置。", "rectangle": "矩形 {n}",
                "symmetric": "對稱 +5", "all-joined": "全部連結 +7", "moss": "+2",
                "not-counted": "不計分", "warnings": "實際遊戲中不可能：",
                "circle": "全圓", "half": "半圓",
                "from": "，從{cell}起", "missing": "{card}：缺{cells}"},
}


def studio_select(state: StudioState, selection: dict[str, Any] | None,
                  target: str) -> dict[str, Any]:
    """The studio's selection after a click on ``target``: ``"design-G07"`` picks a tile,
    ``"flip"`` turns it, ``"kind-boat"`` picks a stone kind, ``"tool-remove-stone"`` and
    ``"tool-clear"`` pick a tool; picking the picked thing again drops it.

    Raises:
        ValueError: a target the studio does not have.

    >>> studio_select(STUDIO.new_game(), {}, "design-G07")
    {'design': 'G07'}
    """
    sel = _normalise(selection)
    if target == "flip":
        if "design" not in sel or not _turns(sel["design"]):
            return sel
        out = dict(sel)
        if out.pop("turned", False) is False:
            out["turned"] = True
        return out
    if isinstance(target, str) and target.startswith("design-") and target[7:] in DESIGN_INDEX:
        name = target[7:]
        return {} if sel.get("design") == name else {"design": name}
    if isinstance(target, str) and target.startswith("kind-") and target[5:] in STONE_INDEX:
        kind = target[5:]
        return {} if sel.get("stone") == kind else {"stone": kind}
    if target in ("tool-remove-stone", "tool-clear"):
        tool = target[5:]
        return {} if sel.get("tool") == tool else {"tool": tool}
    raise ValueError(f"the garden studio has no target {target!r}; expected 'design-<tile>', "
                     f"'flip', 'kind-<stone>', 'tool-remove-stone' or 'tool-clear'")


def _normalise(selection: dict[str, Any] | None) -> dict[str, Any]:
    if not selection:
        return {}
    if not isinstance(selection, dict) or set(selection) - {"design", "turned", "stone",
                                                            "tool"}:
        raise ValueError(f"a studio selection has the keys 'design' (and 'turned'), 'stone' "
                         f"or 'tool', not {selection!r}")
    if "design" in selection:
        name = selection["design"]
        if name not in DESIGN_INDEX:
            raise ValueError(f"selection names no tile design: {name!r}")
        out: dict[str, Any] = {"design": name}
        if selection.get("turned") is True and _turns(name):
            out["turned"] = True
        return out
    if "stone" in selection:
        if selection["stone"] not in STONE_INDEX:
            raise ValueError(f"selection names no stone kind: {selection['stone']!r}")
        return {"stone": selection["stone"]}
    if "tool" in selection:
        if selection["tool"] not in ("remove-stone", "clear"):
            raise ValueError(f"selection names no tool: {selection['tool']!r}")
        return {"tool": selection["tool"]}
    return {}


def render_studio(state: StudioState, highlight: Any = None, lang: str = "en",
                  selection: dict[str, Any] | None = None, *,
                  colors: dict[str, dict[str, str]] | None = None,
                  mark: str | None = None, markers: Mapping[str, int] | None = None,
                  labels: Mapping[str, str] | None = None,
                  show_legal: bool = True) -> SvgText:
    """The studio board: the garden with every scoring item marked, the palettes and tools,
    and the score sheet. ``mark`` is an edit (notation) a quiz question is about: the space
    it names (or its button) is outlined, whatever the edit would change
    (:meth:`_StudioBoard.mark`). ``markers``, ``labels`` and ``show_legal`` are the lesson
    annotations every board takes (:meth:`tutor.core.svg.Board.finish`).

    >>> svg = render_studio(STUDIO.from_garden("G09 G08 . . . / . . . . . / . . . . ."))
    >>> 'class="mark mark-circle' in svg
    True
    """
    check_lang(lang)
    sel = _normalise(selection)
    hints = hint_list(highlight)
    prefix = prefix_for(json.dumps(state.to_dict(), sort_keys=True) + repr(sorted(sel.items()))
                        + lang + repr(hints) + repr(mark) + ("" if show_legal else "concealed"))
    return _StudioBoard(state, sel, set(hints), lang, prefix, colors, mark).finish(
        markers, labels, show_legal)


class _StudioBoard(Board):
    """One drawing of one studio state: the garden with its marks, palette, score sheet."""

    symbol_sheet, scope, words_table = SHEET, "karesansui", _WORDS
    default_colors, corner, pad, panel_ids = STUDIO_COLORS, 10, PAD, ("{}", None)
    s: StudioState

    def __init__(self, state: StudioState, sel: dict[str, Any], hints: set[str], lang: str,
                 prefix: str, colors: dict[str, dict[str, str]] | None,
                 mark: str | None = None) -> None:
        super().__init__(state, None, sel, hints, lang, colors)
        self.mark_move = mark
        self.boxes: dict[str, tuple[float, float, float, float]] = {}
        """Where the places an edit can name were drawn (:meth:`mark`): ``cell-<cell>`` and
        ``button-<name>``."""
        self.a = state.analysis()
        self.grid_w = COLS * TILE
        self.grid_h = ROWS * TILE * 2 / 3
        self.left_w = 2 * PAD + 22 + self.grid_w + 112
        self.width = round(2 * MARGIN + self.left_w)
        self.garden_h = PAD + 30 + 22 + self.grid_h + PAD
        self.palette_h = PAD + 24 + 2 * (PALETTE_TILE * 2 / 3 + 22) + 8 + 56 + 40 + PAD
        self.sheet_h = PAD + 38 + len(CATEGORIES) * 34 + 14 + PAD
        self.height = round(CAPTION_HEIGHT + self.garden_h + GAP + self.palette_h + GAP
                            + self.sheet_h + MARGIN)
        self.new_drawing(self.width, self.height, prefix, "studio")
        self.paint = GardenPainter(self, self.colors)

    def target_label(self, target: str) -> str | None:
        """A palette tile or stone kind in words, as the status line says it was picked
        (the tools and Flip are named by their buttons' labels)."""
        if target.startswith("design-") and target[7:] in DESIGN_INDEX:
            return tile_words(2 * DESIGN_INDEX[target[7:]], self.lang)
        if target.startswith("kind-") and target[5:] in STONE_INDEX:
            return STONE_KINDS[STONE_INDEX[target[5:]]].name[self.lang]
        return None

    def why(self, action: str) -> str:
        """Why ``action`` is refused: the verdict's reason (every studio rule is one of
        free editing, so the tooltip does not cite it)."""
        return self.s.check(action).in_lang(self.lang)

    def draw(self) -> SvgText:
        self.begin(font_css("karesansui", FONT) + _CSS)
        w = self.words
        self.text(None, f"{w['title']} · {w['total']} {self.a.total}", MARGIN, 30, "caption")
        hint = w["pick"] if not self.sel else w["picked"].format(what=self._picked())
        self.text(None, hint, MARGIN, 46, "small screen-only")
        gx, gy = MARGIN, CAPTION_HEIGHT
        self.rect(None, gx, gy, self.left_w, self.garden_h, self.corner, class_="panel",
                  id=self.d.id("garden-panel"))
        self._garden(gx + PAD + 22, gy + PAD + 30 + 22)
        self._palette(gx, gy + self.garden_h + GAP)
        self._sheet(gx, gy + self.garden_h + GAP + self.palette_h + GAP)
        self.mark()
        return self.d.tostring(desc=self.description())

    def description(self) -> str:
        """The studio's ``<desc>`` for a screen reader: its total, then each line of the score
        sheet in words (never the garden's notation, with its tile ids and cells)."""
        sheet, lang = self.s.scores(), self.lang
        lines = [f"{c.label[lang]} {sheet.points[0][c.id]:g}" for c in sheet.categories]
        said = self.s.describe(lang)
        if self.zh:
            return f"{said}。{'、'.join(lines)}。"
        return f"{said[:1].upper()}{said[1:]}. {', '.join(lines)}."

    def mark(self) -> None:
        """Outline what the quiz's edit names: the space of a tile, stone, removal or
        clearing; the button of a virtue, a card or ``clear all``; nothing for a whole
        garden set at once, nor for what cannot be read."""
        if not self.mark_move:
            return
        try:
            a = self.s.parse_action(self.mark_move)
        except ValueError:
            return
        key = {"virtue": f"button-virtue-{a.num}", "card": f"button-card-{a.name or 'none'}",
               "clear-all": "button-clear-all"}.get(a.kind, f"cell-{a.cell}")
        if key in self.boxes:
            self.paint.move_mark(None, self.boxes[key])

    def _picked(self) -> str:
        sel = self.sel
        if "design" in sel:
            return sel["design"] + (" (turned)" if sel.get("turned") and not self.zh else
                                    "（上下顛倒）" if sel.get("turned") else "")
        if "stone" in sel:
            return STONE_KINDS[STONE_INDEX[sel["stone"]]].name[self.lang]
        return self.words["remove"] if sel.get("tool") == "remove-stone" else self.words["clear"]

    def _cell_action(self, cell: int) -> str | None:
        sel, where = self.sel, CELL_NAMES[cell]
        if "design" in sel:
            return f"put {sel['design']} at {where}" + (" turned" if sel.get("turned") else "")
        if "stone" in sel:
            return f"stone {sel['stone']} at {where}"
        if sel.get("tool") == "remove-stone":
            return f"remove stone at {where}"
        if sel.get("tool") == "clear":
            return f"clear {where}"
        return None

    # -- the garden with its marks ------------------------------------------------------

    def _garden(self, gx: float, gy: float) -> None:
        s, d = self.s, self.d
        th = TILE * 2 / 3
        for c in range(COLS):  # spaces are named by row and number: 上排第 2 格
            self.text(None, str(c + 1), gx + (c + 0.5) * TILE, gy - 8, "cell-label", "middle")
        self.rect(None, gx - 4, gy - 4, self.grid_w + 8, self.grid_h + 8, 3, class_="board-bed")
        for cell in range(CELLS):
            r, c = divmod(cell, COLS)
            x, y = gx + c * TILE, gy + r * th
            self.boxes[f"cell-{cell}"] = (x, y, TILE, th)
            action = self._cell_action(cell)
            tile = s.tiles[cell]
            g = d.node(None, "g", id=d.id(f"cell-{CELL_NAMES[cell]}"), class_="cell-group",
                       data_action=action)
            state_classes: list[str] = []
            if tile >= 0:
                self.paint.tile(g, tile, x, y, TILE, self.lang)
            classes = ["cell"] + (["empty"] if tile < 0 else [])
            title = cell_words(cell, self.lang)
            if action is not None and not self.concealed:
                if action in self.legal:
                    state_classes.append("legal")
                else:
                    state_classes.append("illegal")
                    v = s.check(action)
                    title = cite(f"{title}{'：' if self.zh else ': '}{v.in_lang(self.lang)}",
                                 v.rule or "", self.lang)
                if action in self.hints:
                    state_classes.append("hint")
                classes += state_classes
                g.set("class", " ".join(["cell-group"] + state_classes))
            if tile >= 0:
                colon = "：" if self.zh else ": "
                title = f"{cell_words(cell, self.lang)}{colon}{tile_words(tile, self.lang)}"
            d.node(g, "rect", x=x + 2, y=y + 2, width=TILE - 4, height=th - 4, rx=4,
                   class_=" ".join(classes), title=title,
                   fill_opacity=".35" if tile >= 0 and action else None)
            if s.stones[cell] >= 0:
                self.paint.stone(g, s.stones[cell], x + TILE / 2, y + th / 2 + 4, 58, self.lang)
        self._marks(gx, gy)

    def _marks(self, gx: float, gy: float) -> None:
        """Every scoring item drawn on the garden."""
        a, d, w = self.a, self.d, self.words
        th = TILE * 2 / 3
        unit = TILE / data.TILE_W  # px per tile unit
        marks = d.node(None, "g", id=d.id("marks"), class_="marks")
        zh = self.zh
        if a.rectangle is not None:
            r, c, h, wd = a.rectangle
            area = h * wd
            title = cite(f"最大砂礫矩形 {wd} × {h} = {area} 分" if zh else
                         f"largest gravel rectangle {wd} x {h} = {area} points",
                         "karesansui.score.gravel", self.lang)
            g = d.node(marks, "g", class_="mark-group rectangle", title=title)
            d.node(g, "rect", x=gx + c * TILE + 6, y=gy + r * th + 6, width=wd * TILE - 12,
                   height=h * th - 12, rx=8, class_="mark mark-rectangle",
                   stroke_dasharray="14 6")
            d.node(g, "text", w["rectangle"].format(n=area), x=gx + c * TILE + 12,
                   y=gy + r * th + 24, class_="mark-label label-rectangle")
        for cell in a.moss_cells:
            r, c = divmod(cell, COLS)
            d.node(marks, "text", w["moss"], x=gx + (c + 1) * TILE - 8, y=gy + (r + 1) * th - 8,
                   class_="mark-label label-E", text_anchor="end",
                   title=cite("苔蘚板塊 +2" if zh else "moss tile +2", "karesansui.score.moss",
                              self.lang))
        for r in a.symmetric_rows:
            title = cite("對稱橫列 +5" if zh else "symmetric row +5", "karesansui.score.symmetry",
                         self.lang)
            g = d.node(marks, "g", class_="mark-group symmetry", title=title)
            xm = gx + 2.5 * TILE
            d.node(g, "line", x1=xm, y1=gy + r * th + 4, x2=xm, y2=gy + (r + 1) * th - 4,
                   class_="mark mark-symmetry", stroke_dasharray="4 5")
            d.node(g, "text", w["symmetric"], x=gx + self.grid_w + 8, y=gy + (r + 0.5) * th + 5,
                   class_="mark-label label-symmetry")
        for circle in a.circles:
            self._circle(marks, circle, gx, gy, unit)
        for x, y in a.broken:
            self.paint.broken_seam(marks, x, y, gx, gy, TILE, self.lang, label=True)
        if a.points["ripples"] > 0:
            d.node(marks, "text", w["all-joined"], x=gx + self.grid_w / 2, y=gy + self.grid_h + 22,
                   class_="mark-label label-joined", text_anchor="middle",
                   title="規則 karesansui.score.ripples" if zh else
                   "rule karesansui.score.ripples")
        for k, hit in enumerate(a.hits):
            self._hit(marks, hit, k, gx, gy)
        for check in a.cards:
            card = GARDEN_INDEX[check.id]
            for cell_name, sym in card.stones:
                cell = CELL_INDEX[cell_name]
                r, c = divmod(cell, COLS)
                missing = cell_name in check.missing
                cls = "mark mark-card-missing" if missing else "mark mark-card"
                colon = "：" if zh else ": "
                d.node(marks, "rect", x=gx + c * TILE + 14, y=gy + r * th + 14,
                       width=TILE - 28, height=th - 28, rx=14, class_=cls,
                       stroke_dasharray="3 5",
                       title=f"{card.name[self.lang]}{colon}{data.CARD_SYMBOLS[sym][self.lang]}")

    def _circle(self, parent: Any, circle: Any, gx: float, gy: float, unit: float) -> None:
        d, w = self.d, self.words
        cx, cy = gx + circle.centre[0] * unit, gy + circle.centre[1] * unit
        rad = circle.radius * unit - 6
        cls = "mark mark-circle" + ("-moss" if circle.points == 0 else "")
        kind = w["circle"] if circle.full else w["half"]
        title = cite(f"{kind}（{len(circle.cells)} 個板塊）：{circle.points} 分" if self.zh else
                     f"{kind} over {len(circle.cells)} tiles: {circle.points} points",
                     "karesansui.score.whirlpools", self.lang)
        g = d.node(parent, "g", class_="mark-group circle", title=title)
        if circle.full:
            d.node(g, "circle", cx=cx, cy=cy, r=rad, class_=cls)
        else:
            start, end = {"up": ((-1, 0), (1, 0)), "down": ((1, 0), (-1, 0)),
                          "left": ((0, 1), (0, -1)), "right": ((0, -1), (0, 1))}[circle.opening]
            x1, y1 = cx + start[0] * rad, cy + start[1] * rad
            x2, y2 = cx + end[0] * rad, cy + end[1] * rad
            d.node(g, "path", d=f"M{x1:.1f} {y1:.1f}A{rad:.1f} {rad:.1f} 0 0 1 {x2:.1f} "
                                f"{y2:.1f}", class_=cls)
        oy = {"up": -rad - 6, "down": rad + 16, "left": 5, "right": 5}.get(circle.opening, 5)
        ox = {"left": -rad - 22, "right": rad + 4}.get(circle.opening, -10)
        d.node(g, "text", f"+{circle.points}", x=cx + ox, y=cy + oy,
               class_="mark-label label-" + ("circle" if circle.points else "circle-moss"))

    def _hit(self, parent: Any, hit: Any, k: int, gx: float, gy: float) -> None:
        d = self.d
        th = TILE * 2 / 3
        arr = ARRANGEMENT_INDEX[hit.letter]
        pts = [(gx + (c % COLS + 0.5) * TILE + 3 * k, gy + (c // COLS + 0.5) * th + 3 * k)
               for c in hit.cells]
        counted = "" if hit.counted else " not-counted"
        status = "" if hit.counted else (f"（{self.words['not-counted']}）" if self.zh
                                         else f" ({self.words['not-counted']})")
        colon = "：" if self.zh else ": "
        title = cite(f"{arr.name[self.lang]}{colon}+{hit.points}{status}",
                     f"karesansui.score.arrangement-{hit.letter.lower()}", self.lang)
        g = d.node(parent, "g", class_=f"mark-group arrangement arrangement-{hit.letter}"
                                       + counted, title=title)
        if len(pts) == 1:
            d.node(g, "circle", cx=pts[0][0], cy=pts[0][1], r=34,
                   class_=f"mark mark-{hit.letter}{counted}")
        else:
            path = "M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in pts)
            d.node(g, "path", d=path, class_=f"mark mark-{hit.letter}{counted}")
        lx, ly = pts[-1]
        name = arr.name[self.lang]
        label = f"{name} +{hit.points}" if hit.counted else f"{name} ✗"
        d.node(g, "text", label, x=lx + 22, y=ly - 20, class_=f"mark-label label-{hit.letter}")

    # -- palette and sheet ----------------------------------------------------------------

    def _palette(self, x: float, y: float) -> None:
        d, w, sel = self.d, self.words, self.sel
        self.panel("palette", x, y, self.left_w, self.palette_h, w["tiles"])
        px, py = x + PAD, y + PAD + 24
        ph = PALETTE_TILE * 2 / 3
        per_row = 11
        for i, design in enumerate(DESIGNS):
            tx = px + (i % per_row) * (PALETTE_TILE + 10)
            ty = py + (i // per_row) * (ph + 22)
            picked = sel.get("design") == design.id
            turned = picked and sel.get("turned")
            g = self.group(None, f"pick-{design.id}",
                           "pick-tile" + (" selected" if picked else ""),
                           target=f"design-{design.id}")
            hinted = any(h.startswith(f"put {design.id} at ") for h in self.hints)
            d.node(g, "rect", x=tx - 3, y=ty - 3, width=PALETTE_TILE + 6, height=ph + 20, rx=4,
                   class_="pick" + (" selected" if picked else "") + (" hint" if hinted else ""))
            self.paint.tile(g, 2 * DESIGN_INDEX[design.id] + int(bool(turned)), tx, ty,
                            PALETTE_TILE, self.lang)
            d.node(g, "text", _fit(design.name[self.lang], PALETTE_TILE + 8),
                   x=tx + PALETTE_TILE / 2, y=ty + ph + 13, class_="tiny", text_anchor="middle",
                   title=tile_words(2 * DESIGN_INDEX[design.id], self.lang))
        by = py + 2 * (ph + 22) + 8
        flip_hint = "design" in sel and not sel.get("turned") and any(
            h.startswith(f"put {sel['design']} at ") and h.endswith(" turned") for h in self.hints)
        self._button(None, "flip", w["flip"], px, by, 70, target="flip",
                     on=bool(sel.get("turned")), hint=flip_hint)
        sx = px + 90
        d.node(None, "text", w["stones"], x=sx, y=by + 17, class_="small")
        for k, kind in enumerate(STONE_KINDS):
            kx = sx + 50 + k * 52
            picked = sel.get("stone") == kind.id
            g = self.group(None, f"kind-{kind.id}", "pick-stone" + (" selected" if picked else ""),
                           title=kind.name.zh if self.zh else
                           f"{kind.name.en} ({kind.japanese})", target=f"kind-{kind.id}")
            hinted = any(h.startswith(f"stone {kind.id} at ") for h in self.hints)
            d.node(g, "rect", x=kx - 3, y=by - 8, width=46, height=46, rx=5,
                   class_="pick" + (" selected" if picked else "") + (" hint" if hinted else ""))
            self.paint.stone(g, k, kx + 20, by + 15, 40, self.lang)
        ty = by + 52
        self._button(None, "tool-remove", w["remove"], px, ty, 120,
                     target="tool-remove-stone", on=sel.get("tool") == "remove-stone")
        self._button(None, "tool-clear", w["clear"], px + 130, ty, 110, target="tool-clear",
                     on=sel.get("tool") == "clear")
        self._button(None, "clear-all", w["clear-all"], px + 250, ty, 100, action="clear all")

    def _button(self, parent: Any, name: str, label: str, x: float, y: float, width: float,
                target: str | None = None, action: str | None = None, on: bool = False,
                hint: bool = False) -> None:
        classes = ["button"] + (["selected"] if on else []) + (["hint"] if hint else [])
        if action is not None:
            cls, title = self.clickable(classes, action, label)
        else:
            cls, title = " ".join(classes), label
        g = self.group(parent, f"button-{name}", cls, title, action, target)
        self.rect(g, x, y, width, 26, 5)
        self.boxes[f"button-{name}"] = (x, y, width, 26)
        self.text(g, label, x + width / 2, y + 17, "button-label", "middle")

    def _sheet(self, x: float, y: float) -> None:
        """The score sheet under the palette: the items on the left, the virtue and
        famous-garden card buttons on the right."""
        d, w, a, s = self.d, self.words, self.a, self.s
        self.panel("sheet", x, y, self.left_w, self.sheet_h, w["score"])
        ry = y + PAD + 38
        from .rules import RULES as GAME_RULES

        for cat in CATEGORIES:
            rule = GAME_RULES[cat.rule]
            title = f"{rule.title[self.lang]}: {rule.text[self.lang]} ({cat.rule})"
            d.node(None, "text", cat.label[self.lang], x=x + PAD, y=ry, class_="label",
                   title=title)
            d.node(None, "text", str(a.points[cat.id]), x=x + SHEET_W - PAD, y=ry,
                   class_="points", text_anchor="end", id=d.id(f"points-{cat.id}"))
            detail = self._detail(cat.id)
            if detail:
                d.node(None, "text", detail, x=x + PAD + 12, y=ry + 14, class_="tiny")
            ry += 34
        d.node(None, "line", x1=x + PAD, y1=ry - 18, x2=x + SHEET_W - PAD, y2=ry - 18,
               class_="rule-line")
        d.node(None, "text", w["total"], x=x + PAD, y=ry, class_="total")
        d.node(None, "text", str(a.total), x=x + SHEET_W - PAD, y=ry, class_="total",
               text_anchor="end", id=d.id("total"))
        x, ry = x + SHEET_W + 2 * PAD, y + PAD + 16
        colon = "：" if self.zh else ":"
        d.node(None, "text", f"{w['virtue']}{colon}", x=x + PAD, y=ry + 4, class_="small")
        for v in range(VIRTUE_MAX + 1):
            self._button(None, f"virtue-{v}", str(v), x + PAD + 50 + v * 34, ry - 13, 28,
                         action=f"virtue {v}", on=v == s.virtue)
        ry += 30
        d.node(None, "text", f"{w['card']}{colon}", x=x + PAD, y=ry + 4, class_="small")
        ry += 12
        cards = [("", w["none"])] + [(g.id, g.name[self.lang]) for g in FAMOUS_GARDENS]
        for i, (cid, label) in enumerate(cards):
            bx = x + PAD + (i % 3) * 124
            by = ry + (i // 3) * 30
            self._button(None, f"card-{cid or 'none'}", label[:17], bx, by, 118,
                         action=f"card {cid or 'none'}", on=cid == s.card)
        ry += 5 * 30 + 16
        warnings = s.warnings()
        if warnings:
            d.node(None, "text", w["warnings"], x=x + PAD, y=ry, class_="small warning")
            for rule, text in warnings[:4]:
                ry += 15
                d.node(None, "text", text[self.lang], x=x + PAD, y=ry, class_="tiny warning",
                       title=cite(text[self.lang], rule, self.lang))
            ry += 18

    def _detail(self, cat: str) -> str:
        a, zh = self.a, self.zh
        if cat == "gravel" and a.rectangle:
            r, c, h, wd = a.rectangle
            return f"{wd} × {h} = {wd * h}" + self.words["from"].format(
                cell=cell_words(r * COLS + c, self.lang))
        if cat == "moss" and a.moss_cells:
            return f"{len(a.moss_cells)} × 2"
        if cat == "symmetry" and a.symmetric_rows:
            names = [data.ROW_NAMES[r][self.lang] for r in a.symmetric_rows]
            return "、".join(names) if zh else ", ".join(names)
        if cat == "whirlpools" and a.circles:
            parts = [f"{'●' if c.full else '◐'}{len(c.cells)}→{c.points}" for c in a.circles]
            return " ".join(parts)[:60]
        if cat == "ripples":
            if a.broken:
                return (f"{len(a.broken)} 個未連結 × -2" if zh else
                        f"{len(a.broken)} broken seam(s) × -2")
            return ("全部連結" if zh else "every seam joins") if a.complete else (
                "庭園未完成" if zh else "garden not complete")
        if cat == "stone_kinds" and a.kinds:
            return ("、" if zh else ", ").join(
                STONE_KINDS[STONE_INDEX[k]].name[self.lang] for k in a.kinds)
        if cat == "arrangements" and a.hits:
            parts = [f"{ARRANGEMENT_INDEX[h.letter].name[self.lang]}"
                     f"{' +' + str(h.points) if h.counted else ' ✗'}" for h in a.hits]
            return ("、" if zh else ", ").join(parts)[:60]
        if cat == "famous_garden" and a.cards:
            c = a.cards[0]
            card = GARDEN_INDEX[c.id]
            if c.met:
                return card.name[self.lang]
            cells = [cell_words(data.cell_index(m), self.lang) for m in c.missing]
            return self.words["missing"].format(card=card.name[self.lang],
                                                cells=("、" if zh else "; ").join(cells))
        return ""

