"""Karesansui (枯山水, Stone Garden; Koota Yamada, 2014): actions, state and the game.

Two to four Zen monks each lay a garden of 3 x 5 sand-pattern tiles and set stones in it.
A turn has two parts. Part one: draw a tile from any stack, then place it in your garden,
gift it to a player who asks, discard it (1 virtue) or store it; the stored tile may be
placed before or after the draw, and other players may snatch a tile declared for placing
(the snatcher pays 2 virtue and places it at once; the player laying it cannot refuse, and a
snatched drawn tile ends part one). Part two: zazen (+1 virtue), move your monk, take and
place a stone (any stone up to your virtue, which drops to 0), or use your gardener card
(重森三玲 protects your next turn's placements from snatching; with the option
``shigemori='counter'`` he is instead played against a snatch). Once a garden is complete its
owner plays only part two; the game ends when every garden holds 15 tiles.

Sources: seed ``004_2dd42cb4566abbba.txt`` and the research on Karesansui (three rounds).
Components are in :mod:`.data`, rule ids in :mod:`.rules`, scoring in :mod:`.scoring`.

Every decision is one action. Cells are ``a1``..``e3`` (column a-e from the left, row 1-3
from the top); ``turned`` means laid the other way up::

    draw from stack 3          place G07 at b1 turned      place stored G03 at c1
    offer gift                 ask for gift                do not ask        gift to Blue
    discard                    store                       snatch            let it go
    allow snatch               use shigemori (against a snatch, option shigemori='counter')
    zazen                      monk to b2                  stone boat at c3  use sesshu
    discard G05                take stored from Blue       done

Chance actions deal the cards (``deal garden ryoanji to Orange``, ``reveal garden
nanzenji``, ``deal gardener sesshu to Blue``) and decide each drawn tile (``tile G07``).

>>> from tutor.games import karesansui
>>> s = karesansui.new_game(players=2, seed=1)
>>> s.describe()
'Orange to draw a tile'
>>> s = s.apply("draw from stack 1").apply("tile G07")
>>> s.check("place G07 at b2").rule
'karesansui.place.first-tile'
>>> s = s.apply("place G07 at a1")
>>> s.describe()
'Orange: part two (zazen, monk, stone or gardener card)'
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, ClassVar

from ...core.errors import NotationError
from ...core.game import CHANCE, TERMINAL, Action, Game, LegalActions, Option, State, ascii_digits
from ...core.lang import Text, check_lang
from ...core.validate import Reader
from ...core.verdict import Verdict
from . import data
from .data import (
    BOAT,
    CELL_INDEX,
    CELL_NAMES,
    CELLS,
    COLS,
    DESIGN_INDEX,
    DESIGNS,
    GARDEN_INDEX,
    GARDENER_INDEX,
    NEIGHBOURS,
    ORIENTED,
    SEAT_NAMES,
    SEAT_NAMES_ZH,
    STONE_INDEX,
    STONE_KINDS,
    VIRTUE_MAX,
)
from .rules import RULES

SYMMETRY_MIDDLE_LABELS = {"any": Text("any tile", "任何板塊"),
                          "symmetric": Text("symmetric in itself", "本身左右對稱")}
"""The choices of ``symmetry_middle`` in words (the game's and the studio's option)."""

OPTIONS = (
    Option("placement", "left-to-right",
           Text("Where later tiles go: `'left-to-right'` (next to a tile already laid, each "
                "row filling from the left with no gap: the wording of "
                "004_2dd42cb4566abbba.txt) or `'adjacent'` (next to any tile already laid, as "
                "three players' rule write-ups have it).",
                "後續板塊的位置：`'left-to-right'`（與已放置板塊相鄰，每排從左邊開始、不留間隔"
                "地延伸：004_2dd42cb4566abbba.txt 的寫法）或 `'adjacent'`（與任一已放置板塊相鄰，"
                "三份玩家的規則說明如此）。"),
           ("left-to-right", "adjacent"),
           {"left-to-right": Text("each row from the left", "每排從左邊開始"),
            "adjacent": Text("next to any tile", "與任一板塊相鄰")}),
    Option("snatch_cost", data.SNATCH_VIRTUE,
           Text("Virtue a snatch costs (004_2dd42cb4566abbba.txt: 2).",
                "強奪所需的德行點數(004_2dd42cb4566abbba.txt：2)。"), (1, 2, 3)),
    Option("snatch_ties", "start-player",
           Text("Who snatches first among players with equally few tiles: `'start-player'` "
                "(turn order from the start player: Orange, Blue, Black, Purple) or "
                "`'clockwise'` (clockwise from the player laying the tile).",
                "板塊一樣少的玩家中誰先強奪：`'start-player'`（從起始玩家起的順位：橘、藍、黑、"
                "紫）或 `'clockwise'`（從正在配置的玩家起依順時針方向）。"),
           ("start-player", "clockwise"),
           {"start-player": Text("from the start player", "從起始玩家起"),
            "clockwise": Text("clockwise from the player", "依順時針方向")}),
    Option("after_snatch", "part-two",
           Text("What the player whose drawn tile was snatched does next: `'part-two'` (part "
                "one is over) or `'draw-again'` (draw another tile and choose again).",
                "剛抽取的板塊被強奪後，行動玩家接著做什麼：`'part-two'`（前行動結束）或 "
                "`'draw-again'`（再抽取 1 個板塊並重新選擇）。"),
           ("part-two", "draw-again"),
           {"part-two": Text("go on to part two", "進行後行動"),
            "draw-again": Text("draw again", "再抽取一個板塊")}),
    Option("shigemori", "part-two",
           Text("How the gardener card Shigemori Mirei stops snatching: `'part-two'` (a "
                "part-two action, as every gardener card is in 004_2dd42cb4566abbba.txt: "
                "until the end of your next turn your placements cannot be snatched) or "
                "`'counter'` (played when another player snatches your tile: the snatch is "
                "cancelled; only a player who holds the card is asked).",
                "庭園大師卡重森三玲如何阻止強奪：`'part-two'`（後行動，"
                "004_2dd42cb4566abbba.txt 中每張庭園大師卡都是後行動：直到你下一回合結束，你配置的"
                "板塊都不會被強奪）或 `'counter'`（其他玩家強奪你的板塊時打出，取消這次強奪；"
                "只有持有這張卡的玩家會被詢問）。"),
           ("part-two", "counter"),
           {"part-two": Text("a part-two action", "後行動"),
            "counter": Text("played against a snatch", "被強奪時打出")}),
    Option("boat_bonus", 5,
           Text("Points for arrangement D, the boat stone in the bottom row (unknown: no source "
                "gives a value; 5 is the tutor's stand-in).",
                "D 組（舟石位於下排）的分數（不明：沒有資料提供數值；5 分是教學工具的代替值）。"),
           (0, 3, 5, 7, 10)),
    Option("symmetry_middle", "any",
           Text("The middle tile of a symmetric row: `'any'` (any tile, 一獨立砂紋型態 in "
                "004_2dd42cb4566abbba.txt: a pattern of its own, paired with no other) or "
                "`'symmetric'` (it must be symmetric in itself).",
                "對稱橫列的中間板塊：`'any'`（任何板塊，004_2dd42cb4566abbba.txt 的「一獨立砂紋"
                "型態」：自成一格，不與其他板塊配對）或 `'symmetric'`（須本身左右對稱）。"),
           ("any", "symmetric"), SYMMETRY_MIDDLE_LABELS),
)

PHASES = ("deal", "start", "draw", "choice", "snatch", "guard", "ask", "give", "receive",
          "part2", "monk-off", "g-draw", "g-place", "g-monk", "g-stone", "g-take", "over")
"""Where a turn stands. ``deal`` and ``draw`` are chance nodes; ``start`` is the beginning
of a turn (draw, or place the stored tile first); ``choice`` decides the drawn tile;
``snatch`` and ``ask`` ask the other players one by one; ``guard`` asks the turn's player
whether to counter a snatch (重森三玲, option ``shigemori='counter'``) or allow it;
``give`` picks who receives a gift; ``receive`` is a snatcher or receiver placing the tile;
``part2`` is part two (and the stored tile after part one); ``monk-off`` moves the monk off a
new stone; ``g-...`` carry out a gardener card."""

# -- actions ----------------------------------------------------------------------------------

_KINDS = ("deal-garden", "reveal", "deal-gardener", "tile", "draw", "stored", "place", "offer",
          "discard", "store", "ask", "no-ask", "give", "snatch", "let", "allow", "zazen", "monk",
          "stone", "use", "drop", "take", "done")
_CHANCE_KINDS = frozenset(("deal-garden", "reveal", "deal-gardener", "tile"))
_SIMPLE = {"offer gift": "offer", "ask for gift": "ask", "do not ask": "no-ask",
           "discard": "discard", "store": "store", "snatch": "snatch", "let it go": "let",
           "allow snatch": "allow",
           "zazen": "zazen", "done": "done"}
_SIMPLE_TEXT = {v: k for k, v in _SIMPLE.items()}
_SEAT_INDEX = {name.lower(): i for i, name in enumerate(SEAT_NAMES)}
_TURN_MATTERS = tuple(ORIENTED[2 * i].look != ORIENTED[2 * i + 1].look
                      for i in range(len(DESIGNS)))
"""Per design: whether it looks different turned (if not, 'turned' is dropped, as
Cartography drops the rotation of a tile that looks the same turned)."""


@dataclass(frozen=True, repr=False)
class KaresansuiAction(Action):
    """One Karesansui decision or chance event. ``kind`` is one of :data:`_KINDS`; ``name`` a
    design, card or stone kind id; ``cell`` 0..14 (-1: none); ``turned`` for tiles; ``num`` a
    stack number (1-9) or a seat."""

    kind: str
    name: str = ""
    cell: int = -1
    turned: bool = False
    num: int = -1

    def __post_init__(self) -> None:
        if self.turned is True and isinstance(self.name, str) and self.name in DESIGN_INDEX \
                and not _TURN_MATTERS[DESIGN_INDEX[self.name]]:
            object.__setattr__(self, "turned", False)

    def __str__(self) -> str:
        text = self.__dict__.get("_text")
        if text is None:
            text = self._notation()
            object.__setattr__(self, "_text", text)
        return text

    def _notation(self) -> str:
        k = self.kind
        if k in _SIMPLE_TEXT:
            return _SIMPLE_TEXT[k]
        turned = " turned" if self.turned else ""
        if k == "place":
            return f"place {self.name} at {_cell(self.cell)}{turned}"
        if k == "stored":
            return f"place stored {self.name} at {_cell(self.cell)}{turned}"
        if k == "draw":
            return f"draw from stack {self.num}"
        if k == "tile":
            return f"tile {self.name}"
        if k == "monk":
            return f"monk to {_cell(self.cell)}"
        if k == "stone":
            return f"stone {self.name} at {_cell(self.cell)}"
        if k == "use":
            return f"use {self.name}"
        if k == "drop":
            return f"discard {self.name}"
        if k == "give":
            return f"gift to {_seat(self.num)}"
        if k == "take":
            return f"take stored from {_seat(self.num)}"
        if k == "deal-garden":
            return f"deal garden {self.name} to {_seat(self.num)}"
        if k == "deal-gardener":
            return f"deal gardener {self.name} to {_seat(self.num)}"
        if k == "reveal":
            return f"reveal garden {self.name}"
        return f"<{k}>"

    @classmethod
    def parse(cls, text: str) -> KaresansuiAction:
        """Read any Karesansui notation (see the module docstring).

        Raises:
            NotationError: the text is not a Karesansui action.
        """
        if not isinstance(text, str):
            raise NotationError(f"expected notation text, got {text!r}")
        words = text.lower().split()
        t = " ".join(words)
        if t in _SIMPLE:
            return _act(_SIMPLE[t])
        try:
            return _parse_words(words)
        except (KeyError, IndexError, ValueError):
            pass
        raise NotationError(
            f"cannot read {text!r} as a Karesansui action; expected e.g. 'draw from stack 3', "
            f"'place G07 at b1 turned', 'place stored G03 at c1', 'offer gift', "
            f"'ask for gift', 'gift to Blue', 'discard', 'store', 'snatch', 'let it go', "
            f"'allow snatch', "
            f"'zazen', 'monk to b2', 'stone boat at c3', 'use sesshu' or 'done'")

    def validate(self) -> KaresansuiAction:
        """This action if its fields are well formed (as ``parse`` would make them)."""
        if self.__dict__.get("_ok"):
            return self  # a canonical object made by _act
        k, name, cell, num = self.kind, self.name, self.cell, self.num
        ok = (isinstance(k, str) and k in _KIND_SET and isinstance(name, str)
              and type(cell) is int and type(num) is int and type(self.turned) is bool)
        if ok:
            need = _FIELDS[k]
            ok = (name in need[0] if need[0] is not None else name == "") \
                and (0 <= cell < CELLS if need[1] else cell == -1) \
                and (num in need[2] if need[2] is not None else num == -1) \
                and (need[3] or not self.turned)
        if not ok:
            raise NotationError(f"malformed KaresansuiAction object: {self.__dict__!r}"[:200])
        canonical = _act(k, name, cell, self.turned, num)
        if canonical is not self:
            return canonical  # the shared object: the engine checks actions by identity
        object.__setattr__(self, "_ok", True)
        return self

    def sort_key(self) -> tuple:
        return (_KINDS.index(self.kind), self.name, self.cell, self.turned, self.num)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": str(self), "kind": self.kind}
        if self.name:
            out["name"] = self.name
        if self.cell >= 0:
            out["cell"] = _cell(self.cell)
        if self.turned:
            out["turned"] = True
        if self.num >= 0:
            out["num"] = self.num
        return out


_KIND_SET = frozenset(_KINDS)
_DESIGN_IDS = frozenset(DESIGN_INDEX)
_FIELDS: dict[str, tuple[frozenset | None, bool, frozenset | range | None, bool]] = {
    "deal-garden": (frozenset(GARDEN_INDEX), False, range(4), False),
    "reveal": (frozenset(GARDEN_INDEX), False, None, False),
    "deal-gardener": (frozenset(GARDENER_INDEX), False, range(4), False),
    "tile": (_DESIGN_IDS, False, None, False),
    "draw": (None, False, range(1, data.STACKS + 1), False),
    "stored": (_DESIGN_IDS, True, None, True),
    "place": (_DESIGN_IDS, True, None, True),
    "give": (None, False, range(4), False),
    "monk": (None, True, None, False),
    "stone": (frozenset(STONE_INDEX), True, None, False),
    "use": (frozenset(GARDENER_INDEX), False, None, False),
    "drop": (_DESIGN_IDS, False, None, False),
    "take": (None, False, range(4), False),
}
"""Per kind: allowed names (None: no name), whether it has a cell, allowed numbers (None: no
number), whether it may be turned."""
for _k in _SIMPLE.values():
    _FIELDS[_k] = (None, False, None, False)


def _cell(i: Any) -> str:
    """A cell's name ('?' for a value that is none: malformed objects still print)."""
    return CELL_NAMES[i] if type(i) is int and 0 <= i < CELLS else "?"


def _seat(i: Any) -> str:
    return SEAT_NAMES[i] if type(i) is int and 0 <= i < len(SEAT_NAMES) else "?"


def _parse_words(w: list[str]) -> KaresansuiAction:
    """Read a notation split into lower-case words (KeyError/IndexError/ValueError when it
    is not one)."""
    n = len(w)

    def design(word: str) -> str:
        name = word.upper()
        if name not in DESIGN_INDEX:
            raise KeyError(word)
        return name

    def cell(word: str) -> int:
        return CELL_INDEX[word]

    def seat(word: str) -> int:
        return _SEAT_INDEX[word]

    if w[0] == "place":
        turned = w[-1] == "turned"
        body = w[1:-1] if turned else w[1:]
        if len(body) == 4 and body[0] == "stored" and body[2] == "at":
            return _act("stored", design(body[1]), cell(body[3]), turned)
        if len(body) == 3 and body[1] == "at":
            return _act("place", design(body[0]), cell(body[2]), turned)
    elif n == 4 and w[:3] == ["draw", "from", "stack"] and ascii_digits(w[3]) and len(w[3]) == 1:
        num = int(w[3])
        if 1 <= num <= data.STACKS:
            return _act("draw", num=num)
    elif n == 2 and w[0] == "tile":
        return _act("tile", design(w[1]))
    elif n == 3 and w[:2] == ["monk", "to"]:
        return _act("monk", cell=cell(w[2]))
    elif n == 4 and w[0] == "stone" and w[2] == "at" and w[1] in STONE_INDEX:
        return _act("stone", w[1], cell(w[3]))
    elif n == 2 and w[0] == "use" and w[1] in GARDENER_INDEX:
        return _act("use", w[1])
    elif n == 2 and w[0] == "discard":
        return _act("drop", design(w[1]))
    elif n == 3 and w[:2] == ["gift", "to"]:
        return _act("give", num=seat(w[2]))
    elif n == 4 and w[:3] == ["take", "stored", "from"]:
        return _act("take", num=seat(w[3]))
    elif n == 5 and w[0] == "deal" and w[3] == "to":
        if w[1] == "garden" and w[2] in GARDEN_INDEX:
            return _act("deal-garden", w[2], num=seat(w[4]))
        if w[1] == "gardener" and w[2] in GARDENER_INDEX:
            return _act("deal-gardener", w[2], num=seat(w[4]))
    elif n == 3 and w[:2] == ["reveal", "garden"] and w[2] in GARDEN_INDEX:
        return _act("reveal", w[2])
    raise ValueError(w)


_ACTIONS: dict[tuple, KaresansuiAction] = {}


def _act(kind: str, name: str = "", cell: int = -1, turned: bool = False,
         num: int = -1) -> KaresansuiAction:
    """The one shared action object of each notation (the engine builds many, and checks
    them by identity), already validated. Equal fields give the same object, however the
    call spells them ('turned' on a tile that looks the same turned is dropped first)."""
    key = (kind, name, cell, turned, num)
    a = _ACTIONS.get(key)
    if a is None:
        a = KaresansuiAction(kind, name, cell, turned, num)
        object.__setattr__(a, "_ok", True)
        a = _ACTIONS.setdefault((a.kind, a.name, a.cell, a.turned, a.num), a)
        _ACTIONS[key] = a
    return a


def _t(en: str, zh: str) -> Text:
    return Text(en, zh)


Problem = tuple[str, Text]

_CONTRACT_ZH = {
    "action.notation": "無法把 {text！r} 讀成本遊戲的行動；例如 {examples}",
    "action.game-over": "遊戲已結束",
    "action.chance-outcome": "這不是此機運事件可能的結果",
}
"""Chinese reasons for the verdicts the core makes (notation, game over, chance)."""
_EXAMPLES = {
    "karesansui": "'draw from stack 3'、'place G07 at b1 turned'、'offer gift'、'zazen'、"
                  "'monk to b2'、'stone boat at c3'、'use sesshu'",
    "karesansui-studio": "'put G07 at b1 turned'、'stone boat at c3'、'clear b1'、'virtue 4'、"
                         "'card ryoanji'",
}


def with_chinese(verdict: Verdict, game: str) -> Verdict:
    """``verdict`` with a Chinese reason when the core made it in English only (its
    notation, game-over and chance verdicts)."""
    if verdict or verdict.reason_zh or not verdict.rule:
        return verdict
    zh = _CONTRACT_ZH.get(verdict.rule.removeprefix(game + "."))
    if zh is None:
        return verdict
    return Verdict.illegal(verdict.action, verdict.rule,
                           Text(verdict.reason, zh.format(text=verdict.action[:60],
                                                          examples=_EXAMPLES[game])))
"""Why an action is illegal: (rule id, reason in both languages)."""

# -- the state --------------------------------------------------------------------------------


class KaresansuiState(State):
    """A Karesansui position. Treat it as a value: :meth:`apply` returns a new state."""

    action_type = KaresansuiAction

    opts: dict[str, Any]
    n: int
    phase: str
    actor: int
    """The seat deciding now (the turn's player, or a player asked to snatch or to ask for a
    gift, or one placing a tile they received)."""
    turn: int
    """Whose turn it is."""
    deals: int
    """Set-up deals done so far."""
    stacks: tuple[int, ...]
    """Tiles left in each of the 9 stacks."""
    deck: tuple[int, ...]
    """Unseen tiles in the stacks, counted by design (the order is decided as they are drawn)."""
    discards: tuple[int, ...]
    """Discarded tiles by design (shuffled into new stacks when the stacks run out)."""
    gardens: tuple[tuple[int, ...], ...]
    """Per seat, 15 cells: the oriented tile (2 * design + turned) or -1."""
    stones: tuple[tuple[int, ...], ...]
    """Per seat, 15 cells: the stone kind (index into STONE_KINDS) or -1."""
    monks: tuple[int, ...]
    """Per seat, the monk's cell or -1 (beside the board)."""
    storage: tuple[int, ...]
    """Per seat, the design in the storage space or -1."""
    virtue: tuple[int, ...]
    supply: tuple[int, ...]
    """Stones left on the temple board, by kind."""
    cards: tuple[str, ...]
    """Per seat, the secret famous-garden card ('' with 2 players, or before the deal)."""
    shared: tuple[str, ...]
    """With 2 players, the 3 famous-garden cards face up."""
    hands: tuple[tuple[str, ...], ...]
    """Per seat, gardener cards not yet used (secret)."""
    used: tuple[tuple[str, ...], ...]
    """Per seat, gardener cards used (face up)."""
    garden_pool: tuple[str, ...]
    gardener_pool: tuple[str, ...]
    """Cards nobody has seen: still to deal during set-up, out of the game afterwards."""
    drawn: int
    """The design the turn's player drew and is deciding about (-1: none)."""
    pending: int
    """The design a snatcher or gift receiver must place now (-1: none)."""
    held: tuple[int, ...]
    """Designs a gardener card gave the turn's player, to place or discard."""
    keep: int
    """How many of ``held`` may still be placed."""
    decl: tuple[str, int, bool] | None
    """A placement declared and open to snatching: (source 'drawn' or 'stored', cell,
    turned)."""
    queue: tuple[int, ...]
    """Seats still to be asked (to snatch, or whether they ask for a gift), in order."""
    askers: tuple[int, ...]
    offered: bool
    """The drawn tile was offered as a gift and nobody asked (no second offer)."""
    stored_now: bool
    """The turn's player stored a tile this turn (it waits for their next turn)."""
    after: bool
    """Part one of the turn is over."""
    snatched: bool
    """The tile the turn's player drew was snatched (with ``after_snatch='part-two'``: part
    one is over)."""
    guarded: bool
    """The turn's player countered a snatch with a gardener card this turn (no other card
    this turn; option ``shigemori='counter'``)."""
    ward: int
    """The seat whose next turn 重森三玲 protects (played as part two; -1: none)."""
    warded: bool
    """No tile the turn's player declares this turn can be snatched (重森三玲)."""
    effect: tuple[str, int] | None
    """A gardener card being carried out: (card id, step)."""
    draws_left: int
    last_action: str | None

    # -- engine contract ----------------------------------------------------------------

    def num_players(self) -> int:
        return self.n

    def player_names(self, lang: str = "en") -> tuple[str, ...]:
        return (SEAT_NAMES_ZH if lang == "zh-Hant" else SEAT_NAMES)[: self.n]

    def current_player(self) -> int:
        phase = self.phase
        if phase == "over":
            return TERMINAL
        if phase == "deal" or phase == "draw":
            return CHANCE
        return self.actor

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.phase == "deal":
            kind, seat = _deal_plan(self.n)[self.deals]
            pool = self.garden_pool if kind != "deal-gardener" else self.gardener_pool
            p = 1 / len(pool)
            return [(_act(kind, c, num=seat), p) for c in pool]
        if self.phase == "draw":
            total = sum(self.deck)
            return [(_TILES[d], c / total) for d, c in enumerate(self.deck) if c]
        return []

    def _is_outcome(self, action: Action) -> bool:
        a: KaresansuiAction = action  # type: ignore[assignment]
        if self.phase == "draw":
            return a.kind == "tile" and self.deck[DESIGN_INDEX[a.name]] > 0
        if self.phase == "deal":
            kind, seat = _deal_plan(self.n)[self.deals]
            pool = self.garden_pool if kind != "deal-gardener" else self.gardener_pool
            return a.kind == kind and a.name in pool and (kind == "reveal" or a.num == seat)
        return False

    def legal_actions(self) -> LegalActions:
        if self._legal is None:
            self._legal = LegalActions(self._generate(), presorted=True)
        return self._legal

    def scores(self):
        from .scoring import score_sheet

        return score_sheet(self)

    def determinize(self, viewer: int, rng: random.Random) -> KaresansuiState:
        """The same position with every card ``viewer`` cannot see dealt again from the
        cards they cannot see: other players' famous-garden cards (3 or 4 players) and
        gardener cards in hand, among the cards still unseen. Once the game is over every
        card is shown, so nothing is redrawn. A last action that dealt another seat a card
        names the card redrawn for that seat."""
        if self.phase == "over":
            return self

        def redraw(pool: list[str]) -> list[str]:
            pool.sort()  # a fixed order first: the redraw tells nothing of the real one
            rng.shuffle(pool)
            return pool

        s = self._copy()
        if self.n > 2:
            others = [p for p in range(self.n) if p != viewer and self.cards[p]]
            pool = redraw(list(self.garden_pool) + [self.cards[p] for p in others])
            cards = list(self.cards)
            for p in others:
                cards[p] = pool.pop()
            s.cards, s.garden_pool = tuple(cards), tuple(sorted(pool))
        others = [p for p in range(self.n) if p != viewer]
        known = self._shown_cards(viewer)
        pool = redraw(list(self.gardener_pool) + [c for p in others for c in self.hands[p]
                                                  if c != known.get(p)])
        hands = list(self.hands)
        for p in others:
            fixed = (known[p],) if p in known else ()
            hands[p] = tuple(sorted(fixed + tuple(pool.pop() for _ in
                                                  range(len(self.hands[p]) - len(fixed)))))
        s.hands, s.gardener_pool = tuple(hands), tuple(sorted(pool))
        hidden = self._hidden_deal(viewer)
        if hidden is not None:
            kind, seat = hidden
            card = s.cards[seat] if kind == "deal-garden" else s.hands[seat][0]
            s.last_action = str(_act(kind, card, num=seat))
        return s

    def _shown_cards(self, viewer: int) -> dict[int, str]:
        """Gardener cards in other seats' hands that ``viewer`` knows of: while the turn's
        player is asked whether to counter a snatch (option ``shigemori='counter'``), the
        question shows that they hold the counter card."""
        t = self.turn
        if self.phase != "guard" or viewer == t:
            return {}
        return {t: next(c for c in self.hands[t] if c in data.COUNTER_CARDS)}

    def _hidden_deal(self, viewer: int | None) -> tuple[str, int] | None:
        """(kind, seat) when the last action dealt a secret card to a seat other than
        ``viewer``; else None."""
        if viewer is None or not (self.last_action or "").startswith("deal "):
            return None
        a = self.parse_action(self.last_action)
        if a.kind == "deal-gardener" or (a.kind == "deal-garden" and self.n > 2):
            if a.num != viewer:
                return a.kind, a.num
        return None

    def public_dict(self, viewer: int | None) -> dict[str, Any]:
        """:meth:`to_dict` as seat ``viewer`` may know it (None: everything): other players'
        famous-garden cards (3 or 4 players) and gardener cards in hand, and the cards not
        dealt, are replaced by what the seat sees (hidden, a count), and a card dealt to
        another seat by the deal's description. At the end of the game every card is shown."""
        doc = self.to_dict()
        if viewer is None or self.phase == "over":
            return doc
        for p in range(self.n):
            if p != viewer:
                if self.n > 2 and doc["cards"][p]:
                    doc["cards"][p] = "hidden"
                doc["hands"][p] = len(doc["hands"][p])
        doc["garden_pool"] = len(doc["garden_pool"])
        doc["gardener_pool"] = len(doc["gardener_pool"])
        doc["last_action"] = self._last_notation(viewer)
        return doc

    def notation_for(self, action: str | Action, viewer: int | None, lang: str = "en") -> str:
        """The action as ``viewer`` may read it, in ``lang``: a card dealt to another seat
        is written without its name."""
        a: KaresansuiAction = self.parse_action(action)  # type: ignore[assignment]
        if viewer is not None and a.kind in ("deal-garden", "deal-gardener") \
                and a.num != viewer:
            return self._deal_words(a.kind, a.num, lang)
        return str(a)

    def words_for(self, action: str | Action, viewer: int | None = None,
                  lang: str | None = None) -> str:
        """The action, taken in this state, in words for a person (see :mod:`.words`), as
        seat ``viewer`` may know it: a card dealt to another seat is not named."""
        from .words import action_words

        a: KaresansuiAction = self.parse_action(action)  # type: ignore[assignment]
        return action_words(self, a, viewer, check_lang(lang))

    def last_for(self, viewer: int | None, lang: str = "en") -> str:
        """The last action in words as seat ``viewer`` may read it (None: the teacher), in
        ``lang``; "" before the first action. The words are those of :meth:`words_for` in
        the state before the action (its phase decides, for instance, whether a gardener
        card was played against a snatch)."""
        from .words import action_words, hidden_deal_words

        hidden = self._hidden_deal(viewer)
        if hidden is not None:
            return hidden_deal_words(*hidden, check_lang(lang))
        if not self.last_action:
            return ""
        a: KaresansuiAction = self.parse_action(self.last_action)  # type: ignore[assignment]
        return action_words(self, a, viewer, check_lang(lang), self._phase_of_last(a))

    def _phase_of_last(self, a: KaresansuiAction) -> str:
        """The phase the last action ``a`` was taken in, as far as its words depend on it:
        a draw for a gardener card, or a counter card against a snatch (the state keeps no
        history; both follow from it)."""
        if a.kind == "draw" and self.effect is not None:
            return "g-draw"
        if a.kind == "use" and a.name in data.COUNTER_CARDS and self._counter_mode():
            return "guard"
        return self.phase

    def _last_notation(self, viewer: int | None) -> str:
        """The last action in notation as seat ``viewer`` may read it (a card dealt to
        another seat described without its name): what :meth:`public_dict` records."""
        hidden = self._hidden_deal(viewer)
        if hidden is not None:
            return self._deal_words(*hidden, "en")
        return self.last_action or ""

    def _deal_words(self, kind: str, seat: int, lang: str) -> str:
        """A card dealt to ``seat``, without its name (in notation's English, or Chinese)."""
        if lang == "zh-Hant":
            card = "名庭園卡" if kind == "deal-garden" else "庭園大師卡"
            return f"發一張{card}給{self.player_names('zh-Hant')[seat]}"
        word = "garden" if kind == "deal-garden" else "gardener"
        return f"deal {word} card to {_seat(seat)}"

    def _snatcher_name(self, lang: str) -> str:
        return self.player_names(lang)[self.queue[0]] if self.phase == "guard" else ""

    def describe(self, lang: str = "en") -> str:
        """One line: whose turn and what to do."""
        zh = lang == "zh-Hant"
        phase = self.phase
        if phase == "over":
            return "遊戲結束" if zh else "game over"
        if phase == "deal":
            return "發卡" if zh else "dealing the cards"
        from .words import tile_name

        who = self.player_names(lang)[self.actor]
        owner = self.player_names(lang)[self.turn]
        drawn = tile_name(DESIGNS[self.drawn].id, lang) if self.drawn >= 0 else ""
        texts = {
            "start": (f"{who} to draw a tile" + (" or place the stored tile"
                                                 if self.storage[self.turn] >= 0 else ""),
                      f"輪到{who}抽取板塊" + ("或配置暫存區板塊"
                                              if self.storage[self.turn] >= 0 else "")),
            "draw": (f"{who} draws a tile", f"{who}抽取板塊"),
            "choice": (f"{who} to place, gift, discard or store {drawn}" if drawn else "",
                       f"輪到{who}配置、讓渡、廢棄或保管{drawn}" if drawn else ""),
            "snatch": (f"{who}: snatch the tile {owner} is placing?",
                       f"{who}：要強奪{owner}正在配置的板塊嗎？"),
            "guard": (f"{who}: allow {self._snatcher_name(lang)}'s snatch, or counter it?",
                      f"{who}：允許{self._snatcher_name(lang)}強奪，或反制？"),
            "ask": (f"{who}: ask {owner} for the tile?", f"{who}：要請求{owner}讓渡板塊嗎？"),
            "give": (f"{who} to choose who receives the gift", f"輪到{who}決定讓渡對象"),
            "receive": (f"{who} to place the tile received", f"輪到{who}配置取得的板塊"),
            "part2": (f"{who}: part two (zazen, monk, stone or gardener card)",
                      f"{who}：後行動（座禪、移動禪宗僧侶、石頭或庭園大師卡）"),
            "monk-off": (f"{who} to move the monk off the new stone",
                         f"輪到{who}將禪宗僧侶移離新石頭"),
            "g-draw": (f"{who} to draw for the gardener card", f"輪到{who}為庭園大師卡抽取板塊"),
            "g-place": (f"{who} to place or discard the gardener card's tiles",
                        f"輪到{who}配置或廢棄庭園大師卡的板塊"),
            "g-monk": (f"{who} to move the monk to any tile", f"輪到{who}將禪宗僧侶移到任一板塊"),
            "g-stone": (f"{who} to place the gardener card's stone",
                        f"輪到{who}放置庭園大師卡的石頭"),
            "g-take": (f"{who} to take stored tiles", f"輪到{who}拿取暫存區的板塊"),
        }
        en, zh_text = texts[phase]
        return zh_text if zh else en

    def to_dict(self) -> dict[str, Any]:
        def design(d: int) -> str | None:
            return DESIGNS[d].id if d >= 0 else None

        return {
            "options": dict(self.opts), "players": self.n, "phase": self.phase,
            "actor": self.actor, "turn": self.turn, "deals": self.deals,
            "stacks": list(self.stacks),
            "deck": {DESIGNS[d].id: c for d, c in enumerate(self.deck)},
            "discards": {DESIGNS[d].id: c for d, c in enumerate(self.discards)},
            "gardens": [[_tile_text(t) for t in g] for g in self.gardens],
            "stones": [[STONE_KINDS[k].id if k >= 0 else None for k in g] for g in self.stones],
            "monks": [_cell(m) if m >= 0 else None for m in self.monks],
            "storage": [design(d) for d in self.storage],
            "virtue": list(self.virtue),
            "supply": {k.id: c for k, c in zip(STONE_KINDS, self.supply, strict=True)},
            "cards": [c or None for c in self.cards], "shared": list(self.shared),
            "hands": [list(h) for h in self.hands], "used": [list(u) for u in self.used],
            "garden_pool": list(self.garden_pool), "gardener_pool": list(self.gardener_pool),
            "drawn": design(self.drawn), "pending": design(self.pending),
            "held": [DESIGNS[d].id for d in self.held], "keep": self.keep,
            "declared": None if self.decl is None else {
                "source": self.decl[0], "cell": _cell(self.decl[1]), "turned": self.decl[2]},
            "queue": list(self.queue), "askers": list(self.askers), "offered": self.offered,
            "stored_now": self.stored_now, "after": self.after, "snatched": self.snatched,
            "guarded": self.guarded, "ward": None if self.ward < 0 else self.ward,
            "warded": self.warded,
            "effect": None if self.effect is None else list(self.effect),
            "draws_left": self.draws_left, "last_action": self.last_action,
        }

    def __str__(self) -> str:
        from .render import text_board

        return text_board(self)

    def __repr__(self) -> str:
        return f"<KaresansuiState: {self.describe()}>"

    # -- queries used by rules, scoring and drawing ---------------------------------------

    def tiles_in(self, seat: int) -> int:
        """How many tiles lie in ``seat``'s garden."""
        return CELLS - self.gardens[seat].count(-1)

    def complete(self, seat: int) -> bool:
        return -1 not in self.gardens[seat]

    def tile_counts(self) -> list[int]:
        """Tiles of each design wherever they are (deck, discards, gardens, storage, the
        tile drawn, a pending gift, a gardener card's tiles): every design's copies when
        the state is sound."""
        count = list(self.deck)
        for d, c in enumerate(self.discards):
            count[d] += c
        for garden in self.gardens:
            for t in garden:
                if t >= 0:
                    count[t // 2] += 1
        for d in (*self.storage, self.drawn, self.pending, *self.held):
            if d >= 0:
                count[d] += 1
        return count

    def end_triggered(self) -> bool:
        """Whether some garden is complete (no more gifts, discards or snatches)."""
        return any(-1 not in g for g in self.gardens)

    def scoring_cards(self, seat: int) -> tuple[str, ...]:
        """The famous-garden cards ``seat`` may score: their own, or the 3 shared ones."""
        if self.n == 2:
            return self.shared
        return (self.cards[seat],) if self.cards[seat] else ()

    def placement_cells(self, seat: int) -> tuple[int, ...]:
        """The empty cells of ``seat``'s garden where a tile may go now."""
        return _garden_cells(self.gardens[seat], self.opts["placement"])

    def usable_storage(self) -> bool:
        """Whether the turn's player may place their stored tile now (declare it)."""
        t = self.turn
        return (self.storage[t] >= 0 and not self.stored_now
                and -1 in self.gardens[t] and self.actor == t
                and (self.phase == "start" or (self.phase == "part2" and self.after)))

    def snatchers(self) -> tuple[int, ...]:
        """Who may snatch a tile the turn's player declares for placing, in priority order:
        fewest tiles first, then turn order: from the start player (seat order), or with
        ``snatch_ties='clockwise'`` clockwise from the turn's player. Nobody, once a garden
        is complete or while 重森三玲 protects the turn's player."""
        if self.warded or self.end_triggered():
            return ()
        cost = self.opts["snatch_cost"]
        t, n = self.turn, self.n
        seats = [p for p in range(n)
                 if p != t and self.virtue[p] >= cost and -1 in self.gardens[p]]
        if self.opts["snatch_ties"] == "clockwise":
            return tuple(sorted(seats, key=lambda p: (self.tiles_in(p), (p - t) % n)))
        return tuple(sorted(seats, key=lambda p: (self.tiles_in(p), p)))

    def protected(self, seat: int) -> bool:
        """Whether 重森三玲, played as part two, protects ``seat``: during their next turn
        (``warded``) or until it comes (``ward``)."""
        return self.ward == seat or (self.warded and self.turn == seat)

    def counter_window(self) -> bool:
        """Whether the turn's player, whose tile is being snatched, is asked whether to
        counter it: only with the option ``shigemori='counter'``, and only if they hold the
        counter card (重森三玲) and have used no gardener card this turn. Otherwise the snatch
        happens at once: the player laying the tile cannot refuse it."""
        return self._counter_mode() and not self.guarded and any(
            c in data.COUNTER_CARDS for c in self.hands[self.turn])

    def _counter_mode(self) -> bool:
        return self.opts["shigemori"] == "counter"

    def card_usable(self, seat: int, card: str) -> bool:
        """Whether gardener card ``card`` can do something for ``seat`` now (as part two: a
        counter card, with ``shigemori='counter'``, never can)."""
        if card in data.COUNTER_CARDS and self._counter_mode():
            return False
        for step in GARDENER_INDEX[card].steps:
            if self._step_possible(seat, step):
                return True
        return False

    # -- legal actions ------------------------------------------------------------------

    def _generate(self) -> list[KaresansuiAction]:
        phase = self.phase
        seat = self.actor
        if phase in ("deal", "draw", "over"):
            return []
        if phase == "start":
            acts = [_act("draw", num=k + 1) for k, c in enumerate(self.stacks) if c]
            if self.usable_storage():
                acts += self._places("stored", self.storage[seat], seat)
            return acts
        if phase == "choice":
            acts = self._places("place", self.drawn, seat)
            ended = self.end_triggered()
            if not ended and not self.offered and any(
                    -1 in self.gardens[p] for p in range(self.n) if p != seat):
                acts.append(_act("offer"))
            if not ended and self.virtue[seat] >= data.DISCARD_VIRTUE:
                acts.append(_act("discard"))
            if self.storage[seat] < 0:
                acts.append(_act("store"))
            return acts
        if phase == "snatch":
            return [_act("snatch"), _act("let")]
        if phase == "guard":
            return [_act("allow")] + [_act("use", c) for c in self.hands[seat]
                                      if c in data.COUNTER_CARDS]
        if phase == "ask":
            return [_act("ask"), _act("no-ask")]
        if phase == "give":
            return [_act("give", num=p) for p in self.askers]
        if phase == "receive":
            return self._places("place", self.pending, seat)
        if phase == "part2":
            acts = self._places("stored", self.storage[seat], seat) \
                if self.usable_storage() else []
            acts.append(_act("zazen"))
            garden = self.gardens[seat]
            monk = self.monks[seat]
            if monk >= 0:
                acts += [_act("monk", cell=c) for c in NEIGHBOURS[monk] if garden[c] >= 0]
            acts += self._stones(seat, "normal")
            if not self.guarded:  # one gardener card a turn
                acts += [_act("use", c) for c in self.hands[seat] if self.card_usable(seat, c)]
            return acts
        if phase == "monk-off":
            garden = self.gardens[seat]
            return [_act("monk", cell=c) for c in NEIGHBOURS[self.monks[seat]] if garden[c] >= 0]
        if phase == "g-draw":
            return [_act("draw", num=k + 1) for k, c in enumerate(self.stacks) if c]
        if phase == "g-place":
            acts = []
            names = sorted({DESIGNS[d].id for d in self.held})
            if self.keep > 0:
                for name in names:
                    acts += self._places("place", DESIGN_INDEX[name], seat)
            if self._effect_step()[0] != "draw":
                return acts  # a tile taken from a storage space is placed, never discarded
            return acts + [_act("drop", name) for name in names]
        if phase == "g-monk":
            garden = self.gardens[seat]
            return [_act("monk", cell=c) for c in range(CELLS) if garden[c] >= 0]
        if phase == "g-stone":
            mode = self._effect_step()[1]
            acts = self._stones(seat, mode)
            return acts + [_act("done")] if mode == "normal" else acts
        if phase == "g-take":
            acts = [_act("take", num=p) for p in range(self.n)
                    if p != seat and self.storage[p] >= 0]
            return acts + [_act("done")]
        raise AssertionError(phase)  # pragma: no cover

    def _places(self, kind: str, d: int, seat: int) -> list[KaresansuiAction]:
        name = DESIGNS[d].id
        cells = self.placement_cells(seat)
        if _TURN_MATTERS[d]:
            return [_act(kind, name, c, t) for c in cells for t in (False, True)]
        return [_act(kind, name, c) for c in cells]

    def _stones(self, seat: int, mode: str) -> list[KaresansuiAction]:
        """Legal stone placements for ``seat``: ``normal`` (part two: virtue, monk's column)
        or ``free`` (a gardener card: any kind in supply, any tile)."""
        garden, stones = self.gardens[seat], self.stones[seat]
        monk = self.monks[seat]
        virtue = self.virtue[seat]
        if mode == "normal":
            if monk < 0 or virtue < 1:
                return []
            cells = range(CELLS) if virtue >= VIRTUE_MAX else range(monk % COLS, CELLS, COLS)
        else:
            cells = range(CELLS)
        spots = [c for c in cells if _stone_spot_ok(garden, stones, monk, c)]
        if not spots:
            return []
        has_boat = BOAT in stones
        acts = []
        for k, kind in enumerate(STONE_KINDS):
            if not self.supply[k] or (k == BOAT and has_boat):
                continue
            if mode == "normal" and kind.threshold > virtue:
                continue
            acts += [_act("stone", kind.id, c) for c in spots]
        return acts

    # -- verdicts -------------------------------------------------------------------------

    def check(self, action: str | Action) -> Verdict:
        """Is ``action`` legal here? The verdict names the rule that forbids it, with the
        reason in English and Traditional Chinese (the contract's own verdicts, made by the
        core in English only, get their Chinese text here)."""
        return with_chinese(super().check(action), "karesansui")

    def _check(self, action: Action) -> Verdict:
        # parse_action gives the shared object of each notation: identity suffices
        for legal in self.legal_actions():
            if legal is action:
                return Verdict.legal(str(action))
        rule, reason = self._problem(action)  # type: ignore[arg-type]
        return Verdict.illegal(str(action), rule, reason)

    def _problem(self, a: KaresansuiAction) -> Problem:
        """Why ``a`` is not legal here (called only for actions that are not)."""
        from .verdicts import problem

        return problem(self, a)

    # -- moves ----------------------------------------------------------------------------

    def _apply(self, action: Action) -> KaresansuiState:
        a: KaresansuiAction = action  # type: ignore[assignment]
        s = self._copy()
        s.last_action = str(a)
        getattr(s, _DO[a.kind])(a)
        return s

    def _do_deal(self, a: KaresansuiAction) -> None:
        if a.kind == "deal-gardener":
            self.gardener_pool = _without(self.gardener_pool, a.name)
            self.hands = _with(self.hands, a.num, tuple(sorted(self.hands[a.num] + (a.name,))))
        else:
            self.garden_pool = _without(self.garden_pool, a.name)
            if a.kind == "reveal":
                self.shared = self.shared + (a.name,)
            else:
                self.cards = _with(self.cards, a.num, a.name)
        self.deals += 1
        if self.deals == len(_deal_plan(self.n)):
            self._start_turn(0)

    def _do_tile(self, a: KaresansuiAction) -> None:
        d = DESIGN_INDEX[a.name]
        self.deck = _with(self.deck, d, self.deck[d] - 1)
        if self.effect is None:
            self.drawn = d
            self.offered = False  # a new tile (after a snatch, with after_snatch='draw-again')
            self.phase = "choice"
            self.actor = self.turn
            return
        self.held = tuple(sorted(self.held + (d,)))
        self.draws_left -= 1
        self.actor = self.turn
        if self.draws_left:
            self._enter_draw("g-draw")
        else:
            self.phase = "g-place"

    def _do_draw(self, a: KaresansuiAction) -> None:
        k = a.num - 1
        self.stacks = _with(self.stacks, k, self.stacks[k] - 1)
        self.phase = "draw"

    def _do_place(self, a: KaresansuiAction) -> None:
        seat = self.actor
        d = DESIGN_INDEX[a.name]
        if self.phase == "choice":  # declare: others may snatch
            self._declare("drawn", a.cell, a.turned)
            return
        self._lay(seat, d, a.cell, a.turned)
        if self.phase == "receive":
            self.pending = -1
            self.actor = self.turn
            self._continue_turn()
            return
        # g-place: a gardener card's tile
        self.held = _without(self.held, d)
        self.keep -= 1
        self._after_gardener_tile()

    def _do_stored(self, a: KaresansuiAction) -> None:
        self._declare("stored", a.cell, a.turned)

    def _declare(self, source: str, cell: int, turned: bool) -> None:
        self.decl = (source, cell, turned)
        queue = self.snatchers()
        if queue:
            self.queue = queue
            self.phase = "snatch"
            self.actor = queue[0]
        else:
            self._resolve_declared()

    def _resolve_declared(self) -> None:
        """Nobody snatched: the declared tile goes where its player said."""
        source, cell, turned = self.decl  # type: ignore[misc]
        t = self.turn
        if source == "drawn":
            d, self.drawn = self.drawn, -1
            self.after = True
        else:
            d = self.storage[t]
            self.storage = _with(self.storage, t, -1)
        self.decl, self.queue, self.actor = None, (), t
        self._lay(t, d, cell, turned)
        self._continue_turn()

    def _do_snatch(self, a: KaresansuiAction) -> None:
        if self.counter_window():  # the placing player may answer with 重森三玲
            self.queue = (self.actor,)
            self.actor = self.turn
            self.phase = "guard"
            return
        self._snatched_by(self.actor)

    def _do_allow(self, a: KaresansuiAction) -> None:
        self._snatched_by(self.queue[0])

    def _snatched_by(self, seat: int) -> None:
        """The snatch goes ahead: ``seat`` pays at once and must place the declared tile
        next."""
        self.actor = seat
        source = self.decl[0]  # type: ignore[index]
        t = self.turn
        if source == "drawn":
            self.pending, self.drawn = self.drawn, -1
            self.snatched = self.after = self.opts["after_snatch"] == "part-two"
        else:
            self.pending = self.storage[t]
            self.storage = _with(self.storage, t, -1)
        self.virtue = _with(self.virtue, seat, self.virtue[seat] - self.opts["snatch_cost"])
        self.decl, self.queue = None, ()
        self.phase = "receive"

    def _do_let(self, a: KaresansuiAction) -> None:
        self.queue = self.queue[1:]
        if self.queue:
            self.actor = self.queue[0]
        else:
            self._resolve_declared()

    def _do_offer(self, a: KaresansuiAction) -> None:
        t = self.turn
        self.offered = True
        self.askers = ()
        self.queue = tuple(p for p in ((t + i) % self.n for i in range(1, self.n))
                           if -1 in self.gardens[p])
        self.phase = "ask"
        self.actor = self.queue[0]

    def _do_ask(self, a: KaresansuiAction) -> None:
        if a.kind == "ask":
            self.askers = self.askers + (self.actor,)
        self.queue = self.queue[1:]
        if self.queue:
            self.actor = self.queue[0]
            return
        self.actor = self.turn
        self.phase = "give" if self.askers else "choice"

    def _do_give(self, a: KaresansuiAction) -> None:
        t = self.turn
        self.virtue = _with(self.virtue, t, min(VIRTUE_MAX, self.virtue[t] + data.GIFT_VIRTUE))
        self.pending, self.drawn = self.drawn, -1
        self.after = True
        self.askers = ()
        self.actor = a.num
        self.phase = "receive"

    def _do_discard(self, a: KaresansuiAction) -> None:
        t = self.turn
        self.virtue = _with(self.virtue, t, self.virtue[t] - data.DISCARD_VIRTUE)
        self.discards = _with(self.discards, self.drawn, self.discards[self.drawn] + 1)
        self.drawn = -1
        self.after = True
        self._continue_turn()

    def _do_store(self, a: KaresansuiAction) -> None:
        t = self.turn
        self.storage = _with(self.storage, t, self.drawn)
        self.drawn = -1
        self.stored_now = self.after = True
        self._continue_turn()

    def _do_zazen(self, a: KaresansuiAction) -> None:
        t = self.turn
        self.virtue = _with(self.virtue, t, min(VIRTUE_MAX, self.virtue[t] + data.ZAZEN_VIRTUE))
        self._end_turn()

    def _do_monk(self, a: KaresansuiAction) -> None:
        t = self.turn
        self.monks = _with(self.monks, t, a.cell)
        phase = self.phase
        if phase == "part2":
            self._end_turn()
        elif phase == "g-monk":
            self._next_step()
        else:  # monk-off
            self._after_stone()

    def _do_stone(self, a: KaresansuiAction) -> None:
        t = self.turn
        k = STONE_INDEX[a.name]
        self.supply = _with(self.supply, k, self.supply[k] - 1)
        self.stones = _with(self.stones, t, _with(self.stones[t], a.cell, k))
        normal = self.phase == "part2" or self._effect_step()[1] == "normal"
        if normal:
            self.virtue = _with(self.virtue, t, 0)
        if self.monks[t] == a.cell:
            self.phase = "monk-off"
            return
        self._after_stone()

    def _after_stone(self) -> None:
        if self.effect is None:
            self._end_turn()
        else:
            self._next_step()

    def _do_use(self, a: KaresansuiAction) -> None:
        t = self.turn
        self.hands = _with(self.hands, t, _without(self.hands[t], a.name))
        self.used = _with(self.used, t, self.used[t] + (a.name,))
        if self.phase == "guard":  # the snatch is cancelled; nobody pays
            self.guarded = True
            self._resolve_declared()
            return
        self.effect = (a.name, 0)
        self._run_effect()

    def _do_drop(self, a: KaresansuiAction) -> None:
        d = DESIGN_INDEX[a.name]
        self.held = _without(self.held, d)
        self.discards = _with(self.discards, d, self.discards[d] + 1)
        self._after_gardener_tile()

    def _do_take(self, a: KaresansuiAction) -> None:
        d = self.storage[a.num]
        self.storage = _with(self.storage, a.num, -1)
        self.held = (d,)
        self.keep = 1
        self.phase = "g-place"

    def _do_done(self, a: KaresansuiAction) -> None:
        self._next_step()

    # -- flow -----------------------------------------------------------------------------

    def _lay(self, seat: int, d: int, cell: int, turned: bool) -> None:
        """Put design ``d`` in ``seat``'s garden; the monk moves onto it."""
        tile = 2 * d + (1 if turned and _TURN_MATTERS[d] else 0)
        self.gardens = _with(self.gardens, seat, _with(self.gardens[seat], cell, tile))
        self.monks = _with(self.monks, seat, cell)

    def _start_turn(self, seat: int) -> None:
        self.turn = self.actor = seat
        self.stored_now = self.offered = self.snatched = self.guarded = False
        self.warded = self.ward == seat  # 重森三玲 protects this turn's placements
        if self.warded:
            self.ward = -1
        self.after = False
        self.effect = None
        if -1 in self.gardens[seat]:
            self._enter_draw("start")
        else:
            self.after = True
            self.phase = "part2"

    def _enter_draw(self, phase: str) -> None:
        """Go to a phase that draws; reshuffle the discards first if the stacks are empty."""
        if not any(self.stacks):
            total = sum(self.discards)
            self.deck = tuple(a + b for a, b in zip(self.deck, self.discards, strict=True))
            self.discards = (0,) * len(DESIGNS)
            self.stacks = _split(total)
        self.phase = phase

    def _continue_turn(self) -> None:
        """Back to the turn's player after a placement, gift, snatch, discard or store."""
        t = self.turn
        self.actor = t
        self.queue, self.decl = (), None
        if not self.after and -1 in self.gardens[t]:
            self._enter_draw("start")
        else:
            self.after = True
            self.phase = "part2"

    def _end_turn(self) -> None:
        self.effect = None
        if all(-1 not in g for g in self.gardens):
            self.phase = "over"
            return
        self._start_turn((self.turn + 1) % self.n)

    def _effect_step(self) -> tuple:
        card, step = self.effect  # type: ignore[misc]
        return GARDENER_INDEX[card].steps[step]

    def _next_step(self) -> None:
        card, step = self.effect  # type: ignore[misc]
        self.effect = (card, step + 1)
        self._run_effect()

    def _run_effect(self) -> None:
        """Carry out the gardener card's steps from the current one until one needs a
        decision (or the card is done, which ends the turn)."""
        t = self.turn
        self.actor = t
        while True:
            card, step = self.effect  # type: ignore[misc]
            steps = GARDENER_INDEX[card].steps
            if step >= len(steps):
                self._end_turn()
                return
            spec = steps[step]
            if not self._step_possible(t, spec):
                self.effect = (card, step + 1)
                continue
            kind = spec[0]
            if kind == "virtue":
                self.virtue = _with(self.virtue, t, min(VIRTUE_MAX, self.virtue[t] + spec[1]))
                self.effect = (card, step + 1)
                continue
            if kind == "ward":
                self.ward = t
                self.effect = (card, step + 1)
                continue
            if kind == "draw":
                self.draws_left, self.keep, self.held = spec[1], spec[2], ()
                self._enter_draw("g-draw")
            elif kind == "monk":
                self.phase = "g-monk"
            elif kind == "stone":
                self.phase = "g-stone"
            else:
                self.phase = "g-take"
            return

    def _step_possible(self, seat: int, spec: tuple) -> bool:
        kind = spec[0]
        if kind == "virtue":
            return True
        if kind == "ward":  # something to protect: tiles still to lay, snatching still on
            return -1 in self.gardens[seat] and not self.end_triggered()
        if kind in ("draw", "take-stored"):
            if -1 not in self.gardens[seat]:
                return False
            return kind == "draw" or any(
                self.storage[p] >= 0 for p in range(self.n) if p != seat)
        if kind == "monk":
            return self.monks[seat] >= 0
        return bool(self._stones(seat, spec[1]))

    def _after_gardener_tile(self) -> None:
        if self.keep <= 0 or -1 not in self.gardens[self.turn]:  # the rest is discarded free
            discards = list(self.discards)
            for d in self.held:
                discards[d] += 1
            self.discards, self.held = tuple(discards), ()
        if self.held:
            return
        self.keep = 0
        if self._effect_step()[0] == "draw":
            self._next_step()
        else:  # take-stored: take another, or stop
            self._run_effect()

    def _copy(self) -> KaresansuiState:
        s = object.__new__(KaresansuiState)
        s.__dict__.update(self.__dict__)  # a shallow copy: the fields are immutable values
        s._legal = None
        return s


_DO = {"deal-garden": "_do_deal", "reveal": "_do_deal", "deal-gardener": "_do_deal",
       "tile": "_do_tile", "draw": "_do_draw", "place": "_do_place", "stored": "_do_stored",
       "offer": "_do_offer", "ask": "_do_ask", "no-ask": "_do_ask", "give": "_do_give",
       "discard": "_do_discard", "store": "_do_store", "snatch": "_do_snatch",
       "let": "_do_let", "allow": "_do_allow", "zazen": "_do_zazen", "monk": "_do_monk",
       "stone": "_do_stone", "use": "_do_use", "drop": "_do_drop", "take": "_do_take",
       "done": "_do_done"}


def _stone_spot_ok(garden: tuple[int, ...], stones: tuple[int, ...], monk: int,
                   cell: int) -> bool:
    """Whether a stone may go on ``cell``: a tile without a stone, no stone on a neighbouring
    tile unless both tiles are moss, and (on the monk's tile) somewhere for the monk to go."""
    tile = garden[cell]
    if tile < 0 or stones[cell] >= 0:
        return False
    moss = _MOSS[tile]
    for nb in NEIGHBOURS[cell]:
        if stones[nb] >= 0 and not (moss and _MOSS[garden[nb]]):
            return False
    if cell == monk and not any(garden[nb] >= 0 for nb in NEIGHBOURS[cell]):
        return False
    return True


_MOSS = tuple(o.moss for o in ORIENTED)
_TILES = tuple(_act("tile", d.id) for d in DESIGNS)
"""The chance outcome ``tile X`` of each design."""


def _mask(garden: tuple[int, ...]) -> int:
    m = 0
    for i, t in enumerate(garden):
        if t >= 0:
            m |= 1 << i
    return m


@lru_cache(maxsize=65536)
def _garden_cells(garden: tuple[int, ...], mode: str) -> tuple[int, ...]:
    return _placement_cells(_mask(garden), mode)


@cache
def _placement_cells(mask: int, mode: str) -> tuple[int, ...]:
    """Empty cells where a tile may go in a garden whose laid cells are ``mask``."""
    if mask == (1 << CELLS) - 1:
        return ()
    if not mask:
        return data.FIRST_CELLS
    out = []
    for c in range(CELLS):
        if mask >> c & 1:
            continue
        if not any(mask >> nb & 1 for nb in NEIGHBOURS[c]):
            continue
        if mode == "left-to-right" and c % COLS and not mask >> (c - 1) & 1:
            continue
        out.append(c)
    return tuple(out)


def _split(total: int) -> tuple[int, ...]:
    """``total`` tiles dealt into up to 9 stacks as evenly as possible (larger first)."""
    k = min(data.STACKS, total)
    sizes = [total // k + (1 if i < total % k else 0) for i in range(k)] if k else []
    return tuple(sizes + [0] * (data.STACKS - k))


@cache
def _deal_plan(n: int) -> tuple[tuple[str, int], ...]:
    """The set-up deals in order: (action kind, seat)."""
    if n == 2:
        return (("reveal", -1),) * 3 + tuple(("deal-gardener", p) for _ in range(3)
                                              for p in range(2))
    return tuple(("deal-garden", p) for p in range(n)) + tuple(
        ("deal-gardener", p) for p in range(n))


def _with(values: tuple, i: int, v: Any) -> tuple:
    return values[:i] + (v,) + values[i + 1:]


def _without(items: tuple, item: Any) -> tuple:
    i = items.index(item)
    return items[:i] + items[i + 1:]


def _tile_text(t: int) -> str | None:
    if t < 0:
        return None
    return DESIGNS[t // 2].id + ("'" if t % 2 else "")


# -- the game ---------------------------------------------------------------------------------


class Karesansui(Game):
    """Karesansui: the game object (``tutor.load("karesansui")``)."""

    name = "karesansui"
    title = Text("Karesansui (Stone Garden)", "枯山水")
    min_players = 2
    max_players = 4
    options = OPTIONS
    rules = RULES
    bench_options: ClassVar[dict[str, Any]] = {"players": 4}

    def _initial(self, players: int, options: dict[str, Any]) -> KaresansuiState:
        s = object.__new__(KaresansuiState)
        s.opts, s.n = options, players
        s.phase, s.actor, s.turn, s.deals = "deal", 0, 0, 0
        s.stacks = _split(data.TILE_COUNT)
        s.deck = tuple(d.copies for d in DESIGNS)
        s.discards = (0,) * len(DESIGNS)
        s.gardens = ((-1,) * CELLS,) * players
        s.stones = ((-1,) * CELLS,) * players
        s.monks = (-1,) * players
        s.storage = (-1,) * players
        s.virtue = (0,) * players
        s.supply = data.STONE_COUNTS[players]
        s.cards = ("",) * players
        s.shared = ()
        s.hands = ((),) * players
        s.used = ((),) * players
        s.garden_pool = tuple(sorted(GARDEN_INDEX))
        s.gardener_pool = tuple(sorted(GARDENER_INDEX))
        s.drawn = s.pending = -1
        s.held, s.keep = (), 0
        s.decl, s.queue, s.askers = None, (), ()
        s.offered = s.stored_now = s.after = s.snatched = s.guarded = s.warded = False
        s.ward = -1
        s.effect, s.draws_left = None, 0
        s.last_action = None
        s._legal = None
        return s

    def _from_dict(self, d: dict[str, Any]) -> KaresansuiState:
        from .saves import load_state

        return load_state(self, Reader(d, "state"))


GAME = Karesansui()
KaresansuiState.game = GAME
