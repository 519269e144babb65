"""Tokaido (Antoine Bauza, Funforge 2012): actions, state and the game.

Travellers walk the Tokaido road from Kyoto to Edo. The traveller farthest behind always
moves, forward to any free space but never past an inn, and takes what the stop offers:
souvenirs at villages, coins at farms, panorama sections, hot springs, temple donations,
encounters, and a meal at each inn, where everyone waits for the last. Points are scored at
once; at Edo come four end achievements and the temple bonus.

Sources: the rule registry :mod:`.rules` (official rules via the research notes, seed
``002_b06c0eb6fbe514ea.txt``, the recorded online games); components in :mod:`.data`.
Around this module, as in the other games: why an action is illegal in :mod:`.verdicts`,
reading a save in :mod:`.saves`, moves in words in :mod:`.words`, the score sheet in
:mod:`.scoring`.

Every decision is one action: ``choose kinko`` (set-up), ``move 12`` (or
``move neutral 12`` for the 2-player neutral traveller), ``buy koma+sake`` or ``buy
nothing``, ``donate 2``, ``keep kuge`` (Yoshiyasu), ``panorama sea`` or ``no panorama``,
``accept meal`` or ``refuse meal`` (Satsuki), ``eat sushi`` or ``no meal``. Chance actions
deal and draw one card at a time: ``deal kinko``, ``departure 3,1,2,4`` (the start queue,
first to leave first; ``N`` is the neutral traveller), ``reveal koma`` (a village card),
``hot spring 3``, ``encounter kuge``, ``souvenir koma`` (Shokunin), ``offer sushi``
(Satsuki's free card), ``meal sushi`` (a card laid out at an inn), ``discard sushi`` (the
neutral's random discard). Move numbers are the board's positions, 1 (Kyoto) to 55 (Edo).

Decks are stacks of *layers*: the shuffled deck first, then each batch of cards put under
it, drawn only when everything above is gone, in random order within the batch. A chance
outcome is any card of the first non-empty layer, so a forced draw of a card that could be
on top is always legal. Who has seen each layer (``knowers``) is kept, for hidden meals and
Yoshiyasu's returned card.

>>> from tutor.games import tokaido
>>> s = tokaido.new_game(players=3, seed=4)
>>> s.phase, s.describe()
('choose', 'Blue to choose a traveller')
>>> s.legal_actions().notations()
['choose chuubei', 'choose hirotada']
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, ClassVar

from ...core.errors import NotationError
from ...core.game import CHANCE, TERMINAL, Action, Game, LegalActions, Option, State, ascii_digits
from ...core.lang import Text, check_lang
from ...core.verdict import Verdict
from . import data
from .data import (
    ENCOUNTER_INDEX,
    MEAL_INDEX,
    PANORAMA_LENGTH,
    PANORAMAS,
    SOUVENIR_INDEX,
    TRAVELLER_INDEX,
    Space,
)
from .glossary import SEATS, TERMS
from .rules import RULES
from .words import CHANCE_WORDS, DECISION_WORDS, words

SEAT_NAMES = tuple(seat.en for seat in SEATS)
SEAT_NAMES_ZH = tuple(seat.zh for seat in SEATS)
NEUTRAL_NAME = TERMS["neutral"]
"""Seat names (the tutor's colours, from the glossary: Blue 藍方...) and the 2-player neutral
traveller."""

OPTIONS = (
    Option("initiatory", False,
           Text("Initiatory Journey variant: no traveller tiles (no abilities), 7 coins each.",
                "啟蒙之旅變體：不使用旅行者板塊（沒有能力），每人七塊錢。"), (False, True)),
    Option("return_trip", False,
           Text("Return Trip variant: travel from Edo back to Kyoto.",
                "回程變體：從江戶走回京都。"), (False, True)),
    Option("gastronomy", False,
           Text("Gastronomy variant: an inn lays out as many meals as players, not one more "
                "(the recorded online games were all played so).",
                "美食變體：旅店只抽與玩家人數相同張數的膳食卡，不再 +1"
                "（線上對局紀錄都是這樣玩的）。"),
           (False, True)),
    Option("preparations", False,
           Text("Preparations variant: starting coins adjusted by departure order.",
                "準備變體：依出發順序調整起始金錢。"), (False, True)),
    Option("preparations_rows", "summary",
           Text("Preparations coins: the list of the Chinese rules summary "
                "002_b06c0eb6fbe514ea.txt by place in the queue, from its front (+2, +1, 0, "
                "-1, -1: with 3 players +2, +1, 0; `'summary'`), or a fan engine's rows for 2 "
                "and 3 players (-1, +1 and -1, 0, +1 in departure order: `'engine'`); 4 and 5 "
                "players agree.",
                "準備變體的錢：中文規則摘要 002_b06c0eb6fbe514ea.txt 的清單，從隊伍最前面"
                "依位置讀（+2、+1、0、-1、-1：3 人時是 +2、+1、0；`'summary'`），或一個粉絲"
                "引擎給 2、3 人的數字（依出發順序 -1、+1 與 -1、0、+1：`'engine'`）；4、5 人"
                "兩者相同。"),
           data.PREPARATIONS_ROWS,
           {"summary": Text("the rules summary's list", "規則摘要的清單"),
            "engine": Text("a fan engine's numbers", "粉絲引擎的數字")}),
    Option("two_player_meals", "players",
           Text("2 players: an inn lays out the players + 1 meals, as the rulebook says "
                "(`'players'`: 3 cards, 2 with Gastronomy), or counts the neutral traveller as "
                "a description of the online platform says (`'travellers'`: 4, 3 with "
                "Gastronomy).",
                "兩人遊戲：旅店依規則書擺出玩家人數 +1 張膳食卡（`'players'`：3 張，美食變體 "
                "2 張），或依一份線上平台的說明把中立旅行者也算進去（`'travellers'`：4 張，"
                "美食變體 3 張）。"),
           ("players", "travellers"),
           {"players": Text("players + 1, as the rulebook says", "依規則書：人數加一"),
            "travellers": Text("the neutral traveller counts", "算進中立旅行者")}),
    Option("satsuki_meal", "deck",
           Text("Satsuki's free meal: the top card of the meal deck (`'deck'`) or a random "
                "one of the meals laid out at the inn (`'inn'`).",
                "五月（Satsuki）的免費膳食：膳食牌堆最上方一張（`'deck'`）或旅店擺出的膳食中隨機一張"
                "（`'inn'`）。"),
           ("deck", "inn"),
           {"deck": Text("the top of the meal deck", "膳食牌堆最上方"),
            "inn": Text("a random one at the inn", "旅店的隨機一張")}),
    Option("empty_achievements", "nobody",
           Text("An end achievement nobody has a card for goes to nobody (`'nobody'`) or to "
                "everyone, all tied at 0 (`'everyone'`).",
                "沒有人擁有相關卡片的結束成就：沒有人獲得（`'nobody'`）或全部平手都獲得"
                "（`'everyone'`）。"),
           ("nobody", "everyone"),
           {"nobody": Text("nobody", "沒有人獲得"),
            "everyone": Text("everyone, tied at 0", "大家平手都獲得")}),
)

CATEGORIES = ("souvenirs", "panoramas", "hot_springs", "meals", "temple", "encounters",
              "achievements", "abilities", "temple_bonus")
"""Score categories (see :mod:`.scoring`), in the order of ``Player.points``."""
SOUV, PAN, HOT, MEAL, TEMPLE, ENC, ACH, ABIL, BONUS = range(len(CATEGORIES))

FAMILY_ORDER = tuple(data.SOUVENIR_FAMILIES)
_FAMILY = {s.id: FAMILY_ORDER.index(s.family) for s in data.SOUVENIRS}
_PRICE = {s.id: s.price for s in data.SOUVENIRS}
_MEAL_PRICE = {m.id: m.price for m in data.MEALS}
_PAN_INDEX = {t: i for i, t in enumerate(PANORAMAS)}

Layer = tuple[tuple[str, ...], int]
"""A deck layer: its cards (sorted) and the bit mask of seats who know them."""
Deck = tuple[Layer, ...]

HIDDEN_NOTATION = {
    "deal": Text("deal: a traveller tile, face down", "發旅行者板塊：一個蓋著的板塊"),
    "meal": Text("meal: a card laid out face down", "膳食：一張蓋著擺出的膳食卡"),
    "offer": Text("offer: a meal card only Satsuki sees",
                  "提供：一張只有五月（Satsuki）看得到的膳食卡"),
    "discard": Text("discard: a meal card, face down", "棄牌：一張蓋著的膳食卡"),
    "encounter": Text("encounter: a card only Yoshiyasu sees",
                      "邂逅：一張只有吉保（Yoshiyasu）看得到的卡"),
}
"""How a draw is written for a seat that cannot see it (``notation_for``)."""


# -- the route -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Route:
    """The road in travel order: step 1 is the start inn, step 55 the final inn."""

    spaces: tuple[Space, ...]
    """``spaces[step - 1]``."""
    kinds: tuple[str, ...]
    """``kinds[step]`` (index 0 unused)."""
    inn_steps: tuple[int, ...]
    next_inn: tuple[int, ...]
    """``next_inn[step]``: the first inn step after ``step``."""
    step_of: dict[int, int]
    """Board number -> step."""
    doubles: tuple[bool, ...]
    """``doubles[step]``: a double stop (index 0 unused)."""
    intermediate: tuple[int, ...]
    """The three intermediate inns' steps."""

    def number(self, step: int) -> int:
        """The board number (1..55) of ``step``."""
        return self.spaces[step - 1].number


def _route(reverse: bool) -> Route:
    spaces = tuple(reversed(data.ROAD)) if reverse else data.ROAD
    inns = tuple(i + 1 for i, sp in enumerate(spaces) if sp.kind == "inn")
    nxt = tuple(next((i for i in inns if i > s), len(spaces)) for s in range(len(spaces) + 1))
    return Route(spaces, ("",) + tuple(sp.kind for sp in spaces), inns, nxt,
                 {sp.number: i + 1 for i, sp in enumerate(spaces)},
                 (False,) + tuple(sp.double for sp in spaces), inns[1:-1])


ROUTES = {False: _route(False), True: _route(True)}
FINAL = len(data.ROAD)
"""The final inn's step (Edo, or Kyoto on the Return Trip)."""


# -- actions -------------------------------------------------------------------------------

_CHANCE_KINDS = ("deal", "departure", "reveal", "hotspring", "encounter", "souvenir", "offer",
                 "meal", "discard")
_KINDS = _CHANCE_KINDS + ("choose", "move", "neutral", "buy", "donate", "keep", "panorama",
                          "no-panorama", "accept", "refuse", "eat", "no-meal")
_NAMES: dict[str, frozenset[str]] = {
    "deal": frozenset(TRAVELLER_INDEX), "choose": frozenset(TRAVELLER_INDEX),
    "reveal": frozenset(SOUVENIR_INDEX), "souvenir": frozenset(SOUVENIR_INDEX),
    "hotspring": frozenset({"2", "3"}), "encounter": frozenset(ENCOUNTER_INDEX),
    "keep": frozenset(ENCOUNTER_INDEX), "offer": frozenset(MEAL_INDEX),
    "meal": frozenset(MEAL_INDEX), "discard": frozenset(MEAL_INDEX),
    "eat": frozenset(MEAL_INDEX), "panorama": frozenset(PANORAMAS),
    "donate": frozenset({"1", "2", "3"}),
    "move": frozenset(str(i) for i in range(1, 56)),
    "neutral": frozenset(str(i) for i in range(1, 56)),
    "no-panorama": frozenset({""}), "accept": frozenset({""}), "refuse": frozenset({""}),
    "no-meal": frozenset({""}),
}
"""The names each kind of action may carry (``buy`` and ``departure`` are checked apart)."""

_WORD = {"deal": "deal", "choose": "choose", "reveal": "reveal", "souvenir": "souvenir",
         "encounter": "encounter", "keep": "keep", "offer": "offer", "meal": "meal",
         "discard": "discard", "eat": "eat", "panorama": "panorama", "donate": "donate",
         "move": "move", "departure": "departure"}
_FIXED = {"no-panorama": "no panorama", "accept": "accept meal", "refuse": "refuse meal",
          "no-meal": "no meal"}
_HEADS = {v: k for k, v in _WORD.items()}


_ACTS: dict[tuple[str, str], TokaidoAction] = {}


def _act(kind: str, name: str = "") -> TokaidoAction:
    """One shared action object per notation (the engine builds many). Only well-formed
    actions are made here, so :meth:`TokaidoAction.validate` trusts these objects."""
    a = _ACTS.get((kind, name))
    if a is None:
        a = _ACTS[(kind, name)] = TokaidoAction(kind, name)
    return a


@dataclass(frozen=True, repr=False)
class TokaidoAction(Action):
    """One Tokaido decision or chance event: a ``kind`` (see the module docstring) and a
    ``name``: a card, traveller or panorama id, a board number, a donation, ``"koma+sake"``
    for a purchase (ids sorted, ``""`` for nothing), or ``"3,1,N,2"`` for the start queue."""

    kind: str
    name: str = ""

    def __post_init__(self) -> None:
        if self.kind == "buy" and isinstance(self.name, str) and "+" in self.name:
            object.__setattr__(self, "name", "+".join(sorted(self.name.split("+"))))

    def __str__(self) -> str:
        text = self.__dict__.get("_text")
        if text is None:
            text = self._notation()
            object.__setattr__(self, "_text", text)  # a cache, not a field
        return text

    def _notation(self) -> str:
        k, n = self.kind, self.name
        if k in _FIXED:
            return _FIXED[k]
        if k == "neutral":
            return f"move neutral {n}"
        if k == "buy":
            return f"buy {n or 'nothing'}"
        if k == "hotspring":
            return f"hot spring {n}"
        return f"{_WORD.get(k, k)} {n}"  # (a malformed object still prints)

    @classmethod
    def parse(cls, text: str) -> TokaidoAction:
        """Read any Tokaido notation. Raises :class:`NotationError`."""
        if not isinstance(text, str):
            raise NotationError(f"expected notation text, got {text!r}")
        t = " ".join(text.strip().lower().split())
        for kind, fixed in _FIXED.items():
            if t == fixed:
                return _act(kind)
        if t == "buy nothing":
            return _act("buy")
        head, _, rest = t.partition(" ")
        if head == "move" and rest.startswith("neutral "):
            kind, name = "neutral", rest[8:]
        elif head == "hot" and rest.startswith("spring "):
            kind, name = "hotspring", rest[7:]
        elif head == "buy":
            names = [x.strip() for x in rest.split("+")]
            if len(names) > data.VILLAGE_REVEAL or len(set(names)) < len(names) or any(
                    x not in SOUVENIR_INDEX for x in names):
                raise NotationError(f"cannot read {text!r}: buy up to 3 different souvenirs "
                                    f"by id, e.g. 'buy koma+sake' or 'buy nothing'")
            return _act("buy", "+".join(sorted(names)))
        elif head == "departure":
            return _act("departure", _departure_name(rest, text))
        else:
            kind = _HEADS.get(head, "")
            name = rest
        if kind and name in _NAMES.get(kind, ()):
            return _act(kind, name)
        raise NotationError(
            f"cannot read {text!r} as a Tokaido action; expected e.g. 'move 12', "
            f"'move neutral 12', 'choose kinko', 'buy koma+sake', 'buy nothing', 'donate 2', "
            f"'keep kuge', 'panorama sea', 'no panorama', 'accept meal', 'refuse meal', "
            f"'eat sushi', 'no meal', or a draw such as 'reveal koma', 'meal sushi', "
            f"'encounter kuge', 'hot spring 3', 'deal kinko', 'departure 3,1,2,4'")

    def validate(self) -> TokaidoAction:
        """This action if its kind and name are ones :meth:`parse` gives, else NotationError."""
        k, n = self.kind, self.name
        if not isinstance(k, str) or not isinstance(n, str) or k not in _KINDS:
            raise NotationError(f"malformed TokaidoAction object: kind {k!r}, name {n!r}")
        if _ACTS.get((k, n)) is self:  # made by _act: well formed
            return self
        if k == "buy":
            names = n.split("+") if n else []
            if len(names) <= data.VILLAGE_REVEAL and len(set(names)) == len(names) and all(
                    x in SOUVENIR_INDEX for x in names):
                return self
        elif k == "departure":
            try:
                if _departure_name(n, n) == n:
                    return self
            except NotationError:
                pass
        elif n in _NAMES[k]:
            return self
        raise NotationError(f"malformed TokaidoAction object: {k!r} cannot carry {n!r}")

    def sort_key(self) -> tuple:
        n = self.name
        return (_KINDS.index(self.kind), int(n) if ascii_digits(n) else 0,
                n.count("+") + bool(n) if self.kind == "buy" else 0, n)

    def to_json(self) -> dict[str, Any]:
        return {"action": str(self), "kind": self.kind, "name": self.name}


_DRAWS = {kind: {name: _act(kind, name) for name in _NAMES[kind]}
          for kind in ("reveal", "souvenir", "encounter", "offer", "meal", "discard")}
"""The draw actions by kind and card (chance outcomes are built from these)."""
_MOVES = {sp.number: _act("move", str(sp.number)) for sp in data.ROAD}
_NEUTRAL_MOVES = {sp.number: _act("neutral", str(sp.number)) for sp in data.ROAD}


def _departure_name(rest: str, text: str) -> str:
    """The canonical start queue ``"3,1,N,2"`` read from ``rest`` (NotationError if bad)."""
    items = [x.strip().upper() for x in rest.split(",")]
    seats = [x for x in items if x != "N"]
    ok = (2 <= len(items) <= data.MAX_PAWNS and items.count("N") <= 1
          and all(ascii_digits(x) and x == str(int(x)) for x in seats)
          and sorted(int(x) for x in seats) == list(range(1, len(seats) + 1))
          and ("N" in items) == (len(seats) == 2))
    if not ok:
        raise NotationError(f"cannot read {text!r}: a start queue lists every seat once, "
                            f"first to leave first, with N for the 2-player neutral "
                            f"traveller, e.g. 'departure 3,1,2,4' or 'departure 2,N,1'")
    return ",".join(items)


# -- per-player records -------------------------------------------------------------------------


@dataclass(frozen=True)
class Player:
    """One traveller's tile, purse and collection. Points are kept by category as they are
    scored (the scoring track), in the order of :data:`CATEGORIES`."""

    dealt: tuple[str, ...] = ()
    """The traveller tiles dealt at set-up (private until chosen)."""
    traveller: str = ""
    """The kept traveller ('' before the choice, and in the Initiatory Journey)."""
    coins: int = 0
    souvenirs: tuple[str, ...] = ()
    """Souvenir ids in the order acquired."""
    families: tuple[int, ...] = (0, 0, 0, 0)
    """Souvenirs per family (order of :data:`FAMILY_ORDER`)."""
    panoramas: tuple[int, ...] = (0, 0, 0)
    """Sections taken of the paddy, mountain and sea panoramas."""
    springs: tuple[int, ...] = ()
    """Hot spring cards (their points), in order."""
    meals: tuple[str, ...] = ()
    encounters: tuple[str, ...] = ()
    temple: int = 0
    """Coins on the temple in this traveller's colour."""
    achievements: tuple[str, ...] = ()
    points: tuple[int, ...] = (0,) * len(CATEGORIES)

    def but(self, **changes: Any) -> Player:
        """A copy with some fields changed (like ``dataclasses.replace``, without its cost)."""
        new = object.__new__(Player)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        return new

    def scored(self, category: int, pts: int, **changes: Any) -> Player:
        """A copy with ``pts`` more points in ``category`` (and other changes)."""
        pts_list = list(self.points)
        pts_list[category] += pts
        return self.but(points=tuple(pts_list), **changes)

    @property
    def total(self) -> int:
        return sum(self.points)

    def complete(self, panorama: str) -> bool:
        i = _PAN_INDEX[panorama]
        return self.panoramas[i] >= PANORAMA_LENGTH[panorama]

    def gourmet(self) -> int:
        """Total printed price of the meals eaten."""
        return sum(_MEAL_PRICE[m] for m in self.meals)


# -- the state -----------------------------------------------------------------------------


class TokaidoState(State):
    """A Tokaido position. Treat it as a value: :meth:`apply` returns a new state."""

    action_type = TokaidoAction

    opts: dict[str, Any]
    n: int
    """Players."""
    pawns: int
    """Travellers on the road: the players, plus the neutral traveller with 2 players."""
    phase: str
    actor: int
    """The seat deciding (the leader decides for the neutral traveller)."""
    mover: int
    """The pawn whose turn it is (``n`` is the neutral traveller)."""
    steps: tuple[int, ...]
    """Per pawn, its progress along the route: 1 (start inn) to 55 (final inn)."""
    slots: tuple[int, ...]
    """Per pawn, its slot at its position: 1 road slot or first arrival, 2 side slot..."""
    players: tuple[Player, ...]
    neutral_temple: int
    box: tuple[str, ...]
    """Traveller tiles not dealt."""
    souvenir_deck: Deck
    meal_deck: Deck
    encounter_deck: Deck
    springs_left: tuple[int, int]
    """Hot spring cards left: (worth 2, worth 3)."""
    firsts: tuple[int, ...]
    """Per panorama type, the seat holding its achievement, or -1."""
    todo: tuple[str, ...]
    """What the mover still has to do at this stop."""
    shown: tuple[str, ...]
    """Souvenirs revealed at this village."""
    drawn: tuple[str, ...]
    """Encounter cards drawn for this encounter."""
    to_draw: int
    """Cards still to draw in this chance step."""
    context: str
    """Why a panorama is being chosen: 'hiroshige' or 'annaibito'."""
    offered: str
    """Satsuki's offered meal ('' when none)."""
    layout: tuple[str, ...]
    """Meal cards laid out at the current inn (sorted)."""
    layout_drawn: bool
    knowers: int
    """Bit mask of the seats that have looked at the inn's meals."""
    drawing_for: int
    """The seat who will see the meal cards being drawn now (-1: nobody)."""
    last_action: str | None
    last_seen: int
    """Bit mask of the seats that saw the last action's outcome (a hidden draw: fewer)."""
    route: Route
    """The road in travel order (reversed on the Return Trip); derived from the options."""

    # -- engine contract ----------------------------------------------------------------

    def num_players(self) -> int:
        return self.n

    def player_names(self, lang: str | None = None) -> tuple[str, ...]:
        return (SEAT_NAMES_ZH if check_lang(lang) == "zh-Hant" else SEAT_NAMES)[: self.n]

    def current_player(self) -> int:
        phase = self.phase
        if phase == "over":
            return TERMINAL
        if phase in _CHANCE_PHASES:
            return CHANCE
        return self.actor


    def chance_outcomes(self) -> list[tuple[Action, float]]:
        phase = self.phase
        if phase == "deal":
            return _uniform("deal", self.box)
        if phase == "queue":
            return _departures(self.n)
        if phase in ("reveal", "souvenir"):
            return _outcomes(phase, _front(self.souvenir_deck))
        if phase == "hotspring":
            two, three = self.springs_left
            return [(_act("hotspring", name), c / (two + three))
                    for name, c in (("2", two), ("3", three)) if c]
        if phase == "encounter":
            return _outcomes("encounter", _front(self.encounter_deck))
        if phase == "offer":
            cards = self.layout if self.opts["satsuki_meal"] == "inn" else _front(self.meal_deck)
            return _outcomes("offer", cards)
        if phase == "meal":
            return _outcomes("meal", _front(self.meal_deck))
        if phase == "discard":
            return _outcomes("discard", self.layout)
        return []

    def _is_outcome(self, action: Action) -> bool:
        a: TokaidoAction = action  # type: ignore[assignment]
        phase, k = self.phase, a.kind
        if k != _PHASE_KIND.get(phase):
            return False
        if phase == "deal":
            return a.name in self.box
        if phase == "queue":
            return len([x for x in a.name.split(",") if x != "N"]) == self.n
        if phase in ("reveal", "souvenir"):
            return a.name in _front(self.souvenir_deck)
        if phase == "hotspring":
            return self.springs_left[int(a.name) - 2] > 0
        if phase == "encounter":
            return a.name in _front(self.encounter_deck)
        if phase == "offer":
            cards = self.layout if self.opts["satsuki_meal"] == "inn" else _front(self.meal_deck)
            return a.name in cards
        if phase == "meal":
            return a.name in _front(self.meal_deck)
        return a.name in self.layout  # discard

    def legal_actions(self) -> LegalActions:
        if self._legal is None:
            phase = self.phase
            if phase in _CHANCE_PHASES or phase == "over":
                acts: list[TokaidoAction] = []
            elif phase == "move":
                acts = self._moves()
            else:
                acts = self._decisions()
                if phase != "buy":  # generated in notation order
                    self._legal = LegalActions(acts, presorted=True)
                    return self._legal
            self._legal = LegalActions(acts, presorted=phase == "move")
        return self._legal

    def scores(self):
        from .scoring import score_sheet

        return score_sheet(self)

    def notation_for(self, action: str | Action, viewer: int | None, lang: str = "en") -> str:
        """The action, taken in this state, as seat ``viewer`` may read it (None: the
        teacher, who sees everything): a draw that seat cannot see is described without its
        card (a meal laid out face down, another seat's traveller tile, Satsuki's offer,
        the neutral's discard, Yoshiyasu's encounter cards), in ``lang``; everything else
        is its notation.

        >>> from tutor.games import tokaido
        >>> s = tokaido.start(("kinko", "satsuki")).apply("move 15")
        >>> s.notation_for("meal fugu", viewer=0), s.notation_for("meal fugu", viewer=1)
        ('meal fugu', 'meal: a card laid out face down')
        """
        lang = check_lang(lang)
        a = self.parse_action(action)
        return HIDDEN_NOTATION[a.kind][lang] if self._hides(a, viewer) else str(a)

    def _hides(self, a: TokaidoAction, viewer: int | None) -> bool:
        """Whether ``a``, taken here, is a draw seat ``viewer`` does not see."""
        return (viewer is not None and a.kind in HIDDEN_NOTATION
                and a.kind == _PHASE_KIND.get(self.phase)
                and viewer not in self.draw_seen_by())

    def words_for(self, action: str | Action, viewer: int | None = None,
                  lang: str | None = None) -> str:
        """The action, taken in this state, in words for a person (:mod:`.words`), as seat
        ``viewer`` may know it: a draw that seat cannot see is described without its card,
        exactly where :meth:`notation_for` hides it.

        >>> from tutor.games import tokaido
        >>> s = tokaido.start(("kinko", "satsuki")).apply("move 15")
        >>> s.words_for("meal fugu", viewer=0, lang="zh-Hant")
        '擺出河豚'
        >>> s.words_for("meal fugu", viewer=1, lang="zh-Hant")
        '蓋著擺出一張膳食卡'
        """
        a = self.parse_action(action)
        here = None
        if a.kind in ("move", "neutral") and self.phase == "move":
            pawn = self.n if a.kind == "neutral" and self.pawns > self.n else self.mover
            here = self.steps[pawn]
        return words(a, check_lang(lang), hidden=self._hides(a, viewer), route=self.route,
                     here=here)

    def _chance_refusal(self, a: TokaidoAction) -> Text:  # type: ignore[override]
        """Why ``a`` cannot be forced here (:func:`.verdicts.chance_refusal`)."""
        from .verdicts import chance_refusal

        return chance_refusal(self, a)

    def draw_seen_by(self) -> frozenset[int]:
        """The seats that see the card drawn at this chance node (everyone for a decision)."""
        mask = self._seen_mask()
        return frozenset(p for p in range(self.n) if mask >> p & 1)

    def last_seen_by(self, viewer: int | None) -> bool:
        """Whether ``viewer`` (None: the teacher; ``n``: a spectator, who sees what every
        seat sees) saw the last action's outcome."""
        return (viewer is None or bool(self.last_seen >> viewer & 1)
                or self.last_seen == (1 << self.n) - 1)

    def _seen_mask(self) -> int:
        """Bit mask of the seats that see what happens at this node."""
        phase = self.phase
        if phase == "deal":
            return 1 << self._dealing_seat()
        if phase == "meal":
            return 1 << self.drawing_for if self.drawing_for >= 0 else 0
        if phase == "offer":
            return 1 << self.actor
        if phase == "discard":
            return self.knowers
        if phase == "encounter" and self._draw_total() == 2:  # Yoshiyasu's two cards
            return 1 << self.actor
        return (1 << self.n) - 1

    def determinize(self, viewer: int, rng: random.Random) -> TokaidoState:
        """The same position with every card ``viewer`` cannot see drawn again from the cards
        they cannot see: other players' dealt traveller tiles, meal cards they have not
        looked at (the inn's, Satsuki's offer, those put under the deck), Yoshiyasu's
        encounter cards and the one he put back. A last action that drew a card the viewer
        did not see names a redrawn card of the same place."""

        def redraw(pool: list[str]) -> list[str]:
            pool.sort()  # a fixed order first: the redraw tells nothing of the real one
            rng.shuffle(pool)
            return pool

        s = self._copy()
        bit = 1 << viewer
        # traveller tiles: others' unchosen ones and the box
        hidden = [(p, i) for p, pl in enumerate(self.players) if p != viewer
                  for i, t in enumerate(pl.dealt) if t != pl.traveller]
        if hidden:
            pool = redraw([self.players[p].dealt[i] for p, i in hidden] + list(self.box))
            dealt = [list(pl.dealt) for pl in self.players]
            for p, i in hidden:
                dealt[p][i] = pool.pop()
            s.players = tuple(pl.but(dealt=tuple(d))
                              for pl, d in zip(self.players, dealt, strict=True))
            s.box = tuple(sorted(pool))
        # meals
        layers = [list(cards) for cards, mask in self.meal_deck]
        masks = [mask for _, mask in self.meal_deck]
        spots = [i for i, m in enumerate(masks) if not m & bit]
        see_layout = self.layout_seen(viewer)
        see_offer = self.offered and self.actor == viewer
        pool = [c for i in spots for c in layers[i]]
        if not see_layout:
            pool += self.layout
        if self.offered and not see_offer:
            pool.append(self.offered)
        if pool:
            redraw(pool)
            for i in spots:
                layers[i] = sorted(pool.pop() for _ in layers[i])
            if not see_layout:
                s.layout = tuple(sorted(pool.pop() for _ in self.layout))
            if self.offered and not see_offer:
                s.offered = pool.pop()
            s.meal_deck = tuple((tuple(cards), m) for cards, m in zip(layers, masks, strict=True))
        # encounters (Yoshiyasu's)
        layers = [list(cards) for cards, mask in self.encounter_deck]
        masks = [mask for _, mask in self.encounter_deck]
        spots = [i for i, m in enumerate(masks) if not m & bit]
        hide_pair = not self.drawn_seen(viewer)
        pool = [c for i in spots for c in layers[i]]
        if hide_pair:
            pool += self.drawn
        redraw(pool)
        for i in spots:
            layers[i] = sorted(pool.pop() for _ in layers[i])
        if hide_pair:
            s.drawn = tuple(pool.pop() for _ in self.drawn)
        s.encounter_deck = tuple((tuple(cards), m) for cards, m in zip(layers, masks, strict=True))
        if not self.last_seen_by(viewer):
            s.last_action = s._redrawn_last(self)
        s._legal = None
        return s

    def _redrawn_last(self, real: TokaidoState) -> str | None:
        """The last action of ``real``, a draw some seat did not see, renamed to a card of
        this redrawn state in the same place (the first of that place: which card of a
        sorted layout it was would tell something)."""
        kind, _, name = (real.last_action or "").partition(" ")
        for p, pl in enumerate(real.players):
            if name in pl.dealt:
                return f"{kind} {self.players[p].dealt[pl.dealt.index(name)]}"
        if name == real.offered and self.offered:
            return f"{kind} {self.offered}"
        if name in real.drawn:
            return f"{kind} {self.drawn[real.drawn.index(name)]}"
        places = [self.layout] + [cards for cards, _ in self.meal_deck[::-1]]
        for real_place, place in zip([real.layout] + [c for c, _ in real.meal_deck[::-1]],
                                     places, strict=True):
            if name in real_place and place:
                return f"{kind} {place[0]}"
        return real.last_action

    def public_dict(self, viewer: int | None) -> dict[str, Any]:
        """:meth:`to_dict` as seat ``viewer`` may know it (None: everything): other
        players' traveller tiles not chosen, the box, the deck layers the seat does not
        know, meals laid out it has not looked at, Satsuki's offer and Yoshiyasu's cards
        are replaced by what the seat sees of them (a count, ``"?"``), and a draw it did
        not see by its description."""
        doc = self.to_dict()
        if viewer is None:
            return doc
        bit = 1 << viewer
        for p, pl in enumerate(doc["travellers"]):
            if p != viewer:
                pl["dealt"] = [t if t == pl["traveller"] else "?" for t in pl["dealt"]]
        doc["box"] = len(self.box)
        for deck in ("souvenir_deck", "meal_deck", "encounter_deck"):
            doc[deck] = [layer if layer["knowers"] & bit
                         else {"cards": len(layer["cards"]), "knowers": layer["knowers"]}
                         for layer in doc[deck]]
        if not self.layout_seen(viewer):
            doc["layout"] = len(self.layout)
        if self.offered and self.actor != viewer:
            doc["offered"] = "?"
        if not self.drawn_seen(viewer):
            doc["drawn"] = len(self.drawn)
        doc["last_action"] = self._last_notation(viewer)
        return doc

    def last_for(self, viewer: int | None, lang: str | None = None) -> str:
        """The last action in words (:mod:`.words`) as seat ``viewer`` may read it (None:
        the teacher), in ``lang``: a draw that seat did not see is described without its
        card; "" before the first action.

        >>> from tutor.games import tokaido
        >>> tokaido.start(("kinko", "satsuki")).apply("move 8").last_for(1, "zh-Hant")
        '移動到農田'
        """
        last = self.last_action or ""
        if not last:
            return ""
        return words(TokaidoAction.parse(last), check_lang(lang),
                     hidden=not self.last_seen_by(viewer))

    def _last_notation(self, viewer: int | None) -> str:
        """The last action's notation as seat ``viewer`` may know it (a draw it did not see:
        its description; "" before the first action), for :meth:`public_dict`."""
        last = self.last_action or ""
        if not last or self.last_seen_by(viewer):
            return last
        return HIDDEN_NOTATION[last.split()[0]]["en"]

    def describe(self, lang: str | None = None) -> str:
        """One line: whose turn and what to do (``lang`` None: the chosen language)."""
        lang = check_lang(lang)
        zh = lang == "zh-Hant"
        phase = self.phase
        if phase == "over":
            return "旅程結束" if zh else "the journey is over"
        if phase in _CHANCE_PHASES:
            return CHANCE_WORDS[phase][lang]
        who = self.player_names(lang)[self.actor]
        if phase == "move" and self.mover == self.n:
            return (f"輪到{who}替中立旅行者移動" if zh
                    else f"{who} to move the neutral traveller")
        what = DECISION_WORDS[phase][lang]
        return f"輪到{who}{what}" if zh else f"{who} to {what}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "options": dict(self.opts), "players": self.n, "phase": self.phase,
            "actor": self.actor, "mover": self.mover, "steps": list(self.steps),
            "slots": list(self.slots),
            "travellers": [_player_dict(p) for p in self.players],
            "neutral_temple": self.neutral_temple, "box": list(self.box),
            "souvenir_deck": _deck_dict(self.souvenir_deck),
            "meal_deck": _deck_dict(self.meal_deck),
            "encounter_deck": _deck_dict(self.encounter_deck),
            "springs_left": list(self.springs_left), "firsts": list(self.firsts),
            "todo": list(self.todo), "shown": list(self.shown), "drawn": list(self.drawn),
            "to_draw": self.to_draw, "context": self.context, "offered": self.offered,
            "layout": list(self.layout), "layout_drawn": self.layout_drawn,
            "knowers": self.knowers, "drawing_for": self.drawing_for,
            "last_action": self.last_action, "last_seen": self.last_seen,
        }

    def __str__(self) -> str:
        from .render import text_board

        return text_board(self)

    def __repr__(self) -> str:
        return f"<TokaidoState: {self.describe()}>"

    # -- queries used by rules, scoring and drawing ---------------------------------------

    def owner(self, pawn: int) -> int:
        """The seat that decides for ``pawn``: its player, or the leader for the neutral."""
        return pawn if pawn < self.n else self.leader()

    def leader(self) -> int:
        """The player whose traveller is farthest ahead (the first arrival at a shared inn)."""
        return max(range(self.n), key=lambda p: (self.steps[p], -self.slots[p]))

    def rearmost(self) -> int:
        """The pawn farthest behind: lowest step; on a shared position the higher slot
        (the side slot, the later arrival, the back of the start queue)."""
        steps, slots = self.steps, self.slots
        best = 0
        for p in range(1, self.pawns):
            if steps[p] < steps[best] or steps[p] == steps[best] and slots[p] > slots[best]:
                best = p
        return best

    def position(self, pawn: int) -> int:
        """The board number (1..55) where ``pawn`` stands."""
        return self.route.spaces[self.steps[pawn] - 1].number

    def capacity(self, step: int) -> int:
        """How many travellers may stand at ``step`` (inns: all)."""
        sp = self.route.spaces[step - 1]
        if sp.kind == "inn":
            return data.MAX_PAWNS
        return 2 if sp.double and self.n >= 4 else 1

    def ability(self, seat: int) -> str:
        """The traveller whose ability ``seat`` has ('' in the Initiatory Journey)."""
        return self.players[seat].traveller

    def meal_count(self) -> int:
        """Meal cards laid out at an inn (rules tokaido.inn.meal-draw, tokaido.inn.meals-2p,
        tokaido.variant.gastronomy)."""
        base = self.pawns if (self.n == 2 and self.opts["two_player_meals"] == "travellers") \
            else self.n
        return base + (0 if self.opts["gastronomy"] else 1)

    def drawn_seen(self, viewer: int | None) -> bool:
        """Whether ``viewer`` (None: everyone) may see the encounter cards drawn now: not
        Yoshiyasu's two cards, which only he sees."""
        private = self.phase == "keep" or (self.phase == "encounter" and self._draw_total() == 2)
        return viewer is None or not private or viewer == self.actor

    def layout_seen(self, viewer: int | None) -> bool:
        """Whether ``viewer`` (None: everyone) may see the meal cards laid out at the inn:
        the seats that have looked at them, and the one they are being drawn for."""
        return viewer is None or bool(self.knowers >> viewer & 1) or (
            self.phase == "meal" and viewer == self.drawing_for)

    def panorama_options(self, seat: int) -> list[str]:
        """Panorama types ``seat`` has not completed."""
        pl = self.players[seat]
        return [t for t in PANORAMAS if not pl.complete(t)]

    def meal_price(self, seat: int, meal: str) -> int:
        """What ``seat`` pays for ``meal`` (Kinko: 1 less)."""
        return max(0, _MEAL_PRICE[meal] - (1 if self.ability(seat) == "kinko" else 0))

    def souvenir_cost(self, seat: int, cards: list[str]) -> tuple[int, int]:
        """(coins needed on hand, coins paid) to buy ``cards`` (Sasayakko, Zen-emon)."""
        prices = [_PRICE[c] for c in cards]
        total = sum(prices)
        who = self.ability(seat)
        if who == "zenemon" and prices:
            paid = total - max(prices) + 1
            return paid, paid
        if who == "sasayakko" and len(prices) >= 2:
            return total, total - min(prices)
        return total, total

    def ranks(self) -> tuple[int, ...]:
        """Final ranks (1 = winner) by points, then achievement cards; full ties share."""
        keys = [(pl.total, len(pl.achievements)) for pl in self.players]
        return tuple(1 + sum(1 for k in keys if k > key) for key in keys)

    # -- rules ----------------------------------------------------------------------------

    def _moves(self) -> list[TokaidoAction]:
        """The legal destinations of the mover, by board number (the same answers as
        :func:`.verdicts.stop_problem`, which the tests check, without building its
        reasons)."""
        pawn = self.mover
        route = self.route
        here = self.steps[pawn]
        count = self.steps.count
        side = self.n >= 4
        kinds, doubles = route.kinds, route.doubles
        neutral = pawn == self.n
        names = _NEUTRAL_MOVES if neutral else _MOVES
        broke = done = None
        if not neutral:
            pl = self.players[pawn]
            broke = pl.coins < 1
            done = [t for t, k in zip(PANORAMAS, pl.panoramas, strict=True)
                    if k >= PANORAMA_LENGTH[t]]
        acts = []
        for t in range(here + 1, route.next_inn[here] + 1):
            kind = kinds[t]
            if kind != "inn":
                c = count(t)
                if c and (c >= 2 or not (side and doubles[t])):
                    continue
                if not neutral and (broke and kind in ("village", "temple") or kind in done):
                    continue
            acts.append(names[route.spaces[t - 1].number])
        if self.opts["return_trip"]:
            acts.reverse()  # listed by board number, as everywhere
        return acts

    def _decisions(self) -> list[TokaidoAction]:
        """The legal decisions outside moves, generated directly (the same answers as
        checking :meth:`_candidates`, which the property tests confirm, but faster)."""
        phase, A = self.phase, _act
        seat = self.actor
        pl = self.players[seat]
        if phase == "buy":
            acts = [A("buy")]
            for r in range(1, len(self.shown) + 1):
                for combo in itertools.combinations(self.shown, r):
                    if self.souvenir_cost(seat, list(combo))[0] <= pl.coins:
                        acts.append(A("buy", "+".join(sorted(combo))))
            return acts
        if phase == "donate":
            return [A("donate", str(k)) for k in range(1, min(data.MAX_DONATION, pl.coins) + 1)]
        if phase == "eat":  # the layout is sorted
            acts = [A("eat", m) for m in dict.fromkeys(self.layout)
                    if m not in pl.meals and self.meal_price(seat, m) <= pl.coins]
            return acts + [A("no-meal")]
        acts = [a for a in self._candidates() if self._problem(a) is None]
        return sorted(acts, key=TokaidoAction.sort_key)

    def _candidates(self) -> list[TokaidoAction]:
        """Actions worth checking in this phase (a superset of the legal ones)."""
        phase, A = self.phase, _act
        if phase == "choose":
            return [A("choose", t) for t in self.players[self.actor].dealt]
        if phase == "buy":
            return [A("buy", "+".join(sorted(c))) for r in range(len(self.shown) + 1)
                    for c in itertools.combinations(self.shown, r)]
        if phase == "donate":
            return [A("donate", str(k)) for k in range(1, data.MAX_DONATION + 1)]
        if phase == "keep":
            return [A("keep", c) for c in dict.fromkeys(self.drawn)]
        if phase == "panorama":
            return [A("panorama", t) for t in PANORAMAS] + [A("no-panorama")]
        if phase == "accept":
            return [A("accept"), A("refuse")]
        if phase == "eat":
            return [A("eat", m) for m in dict.fromkeys(self.layout)] + [A("no-meal")]
        return []

    def _check(self, action: Action) -> Verdict:
        legal = self._legal
        if legal is not None and any(action is a for a in legal):  # shared action objects
            return Verdict.legal(str(action))
        problem = self._problem(action)  # type: ignore[arg-type]
        if problem is None:
            return Verdict.legal(str(action))
        return Verdict.illegal(str(action), *problem)

    def _problem(self, a: TokaidoAction) -> tuple[str, Text] | None:
        """None when ``a`` is legal here, else (rule id, reason in both languages): see
        :mod:`.verdicts`."""
        from .verdicts import problem

        return problem(self, a)

    # -- moves ----------------------------------------------------------------------------

    def _apply(self, action: Action) -> TokaidoState:
        a: TokaidoAction = action  # type: ignore[assignment]
        s = self._copy()
        s.last_action = str(a)
        s.last_seen = self._seen_mask() if a.kind in HIDDEN_NOTATION else (1 << self.n) - 1
        getattr(s, _DO[a.kind])(a)
        return s

    def _do_deal(self, a: TokaidoAction) -> None:
        p = self._dealing_seat()
        self.box = _without(self.box, a.name)
        self._set(p, self.players[p].but(dealt=self.players[p].dealt + (a.name,)))
        if all(len(pl.dealt) == 2 for pl in self.players):
            self.phase, self.actor = "choose", 0

    def _do_choose(self, a: TokaidoAction) -> None:
        p = self.actor
        self._set(p, self.players[p].but(traveller=a.name, coins=TRAVELLER_INDEX[a.name].coins))
        if p + 1 < self.n:
            self.actor = p + 1
        else:
            self.phase = "queue"

    def _do_departure(self, a: TokaidoAction) -> None:
        order = [self.n if x == "N" else int(x) - 1 for x in a.name.split(",")]
        slots = [0] * self.pawns
        for i, pawn in enumerate(order):
            slots[pawn] = self.pawns - i  # the first to leave is at the back of the queue
        self.slots = tuple(slots)
        if self.opts["preparations"]:
            bonus = data.preparations_coins(self.n, self.opts["preparations_rows"])
            for i, p in enumerate(x for x in order if x < self.n):
                pl = self.players[p]
                self._set(p, pl.but(coins=max(0, pl.coins + bonus[i])))
        self._start_move()

    def _do_move(self, a: TokaidoAction) -> None:
        t = self.route.step_of[int(a.name)]
        pawn = self.mover
        here = self.steps.count(t)
        self.steps = _put(self.steps, pawn, t)
        self.slots = _put(self.slots, pawn, here + 1)
        self._arrive(t)

    _do_neutral = _do_move

    def _do_reveal(self, a: TokaidoAction) -> None:
        self.souvenir_deck = _draw(self.souvenir_deck, a.name)
        self.shown = self.shown + (a.name,)
        self.to_draw -= 1
        if not self.to_draw:
            self.phase = "buy"

    def _do_buy(self, a: TokaidoAction) -> None:
        seat = self.actor
        cards = a.name.split("+") if a.name else []
        _need, paid = self.souvenir_cost(seat, cards)
        pl = self.players[seat]
        self._set(seat, pl.but(coins=pl.coins - paid))
        for c in cards:
            self._gain_souvenir(seat, c)
        rest = tuple(c for c in self.shown if c not in cards)
        if rest:
            self.souvenir_deck = _under(self.souvenir_deck, rest, (1 << self.n) - 1)
        self.shown = ()
        self._advance()

    def _do_hotspring(self, a: TokaidoAction) -> None:
        value = int(a.name)
        two, three = self.springs_left
        self.springs_left = (two - 1, three) if value == 2 else (two, three - 1)
        seat = self.actor
        pl = self.players[seat]
        pl = pl.scored(HOT, value, springs=pl.springs + (value,))
        if pl.traveller == "mitsukuni":
            pl = pl.scored(ABIL, 1)
        self._set(seat, pl)
        self._advance()

    def _do_donate(self, a: TokaidoAction) -> None:
        seat, k = self.actor, int(a.name)
        pl = self.players[seat]
        extra = 1 if pl.traveller == "hirotada" else 0
        self._set(seat, pl.scored(TEMPLE, k + extra, coins=pl.coins - k,
                                  temple=pl.temple + k + extra))
        self._advance()

    def _do_encounter(self, a: TokaidoAction) -> None:
        self.encounter_deck = _draw(self.encounter_deck, a.name)
        self.drawn = self.drawn + (a.name,)
        self.to_draw -= 1
        if self.to_draw:
            return
        if len(self.drawn) == 2:
            self.phase = "keep"
        else:
            self._resolve_encounter(self.drawn[0])

    def _do_keep(self, a: TokaidoAction) -> None:
        rest = list(self.drawn)
        rest.remove(a.name)
        self.encounter_deck = _under(self.encounter_deck, tuple(rest), 1 << self.actor)
        self._resolve_encounter(a.name)

    def _do_souvenir(self, a: TokaidoAction) -> None:
        self.souvenir_deck = _draw(self.souvenir_deck, a.name)
        self._gain_souvenir(self.actor, a.name)
        self._advance()

    def _do_panorama(self, a: TokaidoAction) -> None:
        self._take_panorama(self.actor, a.name)
        self.context = ""
        self._advance()

    def _do_no_panorama(self, a: TokaidoAction) -> None:
        self.context = ""
        self._advance()

    def _do_offer(self, a: TokaidoAction) -> None:
        if self.opts["satsuki_meal"] == "inn":
            self.layout = _without(self.layout, a.name)
        else:
            self.meal_deck = _draw(self.meal_deck, a.name)
        self.offered = a.name
        self.phase = "accept"

    def _do_accept(self, a: TokaidoAction) -> None:
        self._eat(self.actor, self.offered, 0)
        self.offered = ""
        self.todo = tuple(x for x in self.todo if x != "meal")
        self._advance()

    def _do_refuse(self, a: TokaidoAction) -> None:
        if self.opts["satsuki_meal"] == "inn":
            self.layout = tuple(sorted(self.layout + (self.offered,)))
        else:
            self.meal_deck = _under(self.meal_deck, (self.offered,), 1 << self.actor)
        self.offered = ""
        self._advance()

    def _do_meal(self, a: TokaidoAction) -> None:
        self.meal_deck = _draw(self.meal_deck, a.name)
        self.layout = tuple(sorted(self.layout + (a.name,)))
        self.to_draw -= 1
        if not self.to_draw:
            self._laid_out()
            self._advance()

    def _do_discard(self, a: TokaidoAction) -> None:
        self.layout = _without(self.layout, a.name)
        self.meal_deck = _under(self.meal_deck, (a.name,), self.knowers)
        self._advance()

    def _do_eat(self, a: TokaidoAction) -> None:
        seat = self.actor
        self.layout = _without(self.layout, a.name)
        self._eat(seat, a.name, self.meal_price(seat, a.name))
        self._advance()

    def _do_no_meal(self, a: TokaidoAction) -> None:
        self._advance()

    # -- flow ------------------------------------------------------------------------------

    def _arrive(self, t: int) -> None:
        """The mover has just stopped at step ``t``: line up what the stop gives."""
        kind = self.route.kinds[t]
        pawn = self.mover
        if pawn == self.n:  # the neutral traveller (rule tokaido.neutral.effects)
            if kind == "temple":
                self.neutral_temple += 1
            self.todo = ("discard",) if kind == "inn" else ()
            self._advance()
            return
        if kind == "farm":
            pl = self.players[pawn]
            self._set(pawn, pl.but(coins=pl.coins + data.FARM_COINS))
            self.todo = ()
        elif kind in _PAN_INDEX:
            self._take_panorama(pawn, kind)
            self.todo = ()
        elif kind == "inn":
            who = self.ability(pawn)
            todo = []
            if t in self.route.intermediate and who in ("hiroshige", "chuubei"):
                todo.append(who)
            if who == "satsuki":
                todo.append("satsuki")
            self.todo = tuple(todo) + ("meal",)
        else:
            self.todo = (kind,)
        self._advance()

    def _advance(self) -> None:
        """Do the mover's next step at this stop; automatic steps run at once, the first
        step needing chance or a decision sets the phase. With nothing left, the turn ends."""
        while self.todo:
            step, self.todo = self.todo[0], self.todo[1:]
            seat = self.mover
            if step == "village":
                self.shown = ()
                self.to_draw = min(data.VILLAGE_REVEAL, _count(self.souvenir_deck))
                self.phase = "reveal" if self.to_draw else "buy"
                return
            if step == "hotspring":
                if sum(self.springs_left):
                    self.phase = "hotspring"
                    return
                continue
            if step == "temple":
                self.phase = "donate"
                return
            if step in ("encounter", "chuubei"):
                if step == "encounter" and self.ability(seat) == "umegae":
                    pl = self.players[seat]
                    self._set(seat, pl.scored(ABIL, 1, coins=pl.coins + 1))
                want = 2 if self.ability(seat) == "yoshiyasu" else 1
                self.drawn = ()
                self.to_draw = min(want, _count(self.encounter_deck))
                if self.to_draw:
                    self.phase = "encounter"
                    return
                continue
            if step == "hiroshige":
                if self.panorama_options(seat):
                    self.phase, self.context = "panorama", "hiroshige"
                    return
                continue
            if step == "satsuki":
                if self.opts["satsuki_meal"] == "inn":
                    if not self.layout_drawn:
                        self.todo = (step,) + self.todo
                        if self._lay_out(seat):
                            return
                        continue
                    if self.layout:
                        self.phase = "offer"
                        return
                    continue
                if _count(self.meal_deck):
                    self.phase = "offer"
                    return
                continue
            if step in ("meal", "discard"):
                if not self.layout_drawn:
                    self.todo = (step,) + self.todo
                    if self._lay_out(seat if step == "meal" else -1):
                        return
                    continue
                if step == "discard":
                    if self.layout:
                        self.phase = "discard"
                        return
                    continue
                self.knowers |= 1 << seat
                self.phase = "eat"
                return
            raise AssertionError(f"unknown step {step!r}")  # pragma: no cover
        self._end_turn()

    def _lay_out(self, seat: int) -> bool:
        """Start drawing the inn's meal cards, seen by ``seat`` (-1: nobody). False when
        the deck is empty (the layout is then empty)."""
        self.drawing_for = seat
        self.to_draw = min(self.meal_count(), _count(self.meal_deck))
        if self.to_draw:
            self.phase = "meal"
            return True
        self._laid_out()
        return False

    def _laid_out(self) -> None:
        self.layout_drawn = True
        if self.drawing_for >= 0:
            self.knowers |= 1 << self.drawing_for
        self.drawing_for = -1

    def _end_turn(self) -> None:
        """The stop is resolved: empty an inn everyone has reached, end the game at the final
        inn, else hand the move to the rearmost traveller."""
        self.shown = self.drawn = ()
        self.to_draw = 0
        self.context = self.offered = ""
        first = self.steps[0]
        if all(x == first for x in self.steps) and first in self.route.inn_steps:
            if self.layout:
                self.meal_deck = _under(self.meal_deck, self.layout, self.knowers)
            self.layout, self.layout_drawn, self.knowers = (), False, 0
            if first == FINAL:
                self._finish()
                return
        self._start_move()

    def _start_move(self) -> None:
        self.mover = self.rearmost()
        self.actor = self.owner(self.mover)
        self.phase = "move"

    def _finish(self) -> None:
        """End achievements and the temple bonus (rules tokaido.end.*)."""
        measures = {
            "gourmet": lambda pl: pl.gourmet(), "bather": lambda pl: len(pl.springs),
            "chatterbox": lambda pl: len(pl.encounters),
            "collector": lambda pl: len(pl.souvenirs),
        }
        for ach in data.END_ACHIEVEMENTS:
            values = [measures[ach](pl) for pl in self.players]
            best = max(values)
            if best == 0 and self.opts["empty_achievements"] == "nobody":
                continue
            for p, v in enumerate(values):
                if v == best:
                    self._achieve(p, ach)
        amounts = [pl.temple for pl in self.players]
        if self.n == 2:
            amounts.append(self.neutral_temple)
        ladder = sorted({a for a in amounts if a > 0}, reverse=True)
        for p, pl in enumerate(self.players):
            if pl.temple > 0:
                rank = ladder.index(pl.temple)
                bonus = data.TEMPLE_BONUS[min(rank, len(data.TEMPLE_BONUS) - 1)]
                self._set(p, pl.scored(BONUS, bonus))
        self.phase = "over"
        self.actor = self.mover = 0

    # -- effects ----------------------------------------------------------------------------

    def _resolve_encounter(self, card: str) -> None:
        seat = self.actor
        pl = self.players[seat]
        pl = pl.but(encounters=pl.encounters + (card,))
        self.drawn = ()
        if card == "samurai":
            pl = pl.scored(ENC, 3)
        elif card == "kuge":
            pl = pl.but(coins=pl.coins + 3)
        elif card == "miko":
            pl = pl.scored(TEMPLE, 1, temple=pl.temple + 1)
        self._set(seat, pl)
        if card == "shokunin":
            if _count(self.souvenir_deck):
                self.phase = "souvenir"
                return
        elif card.startswith("annaibito-"):
            kind = card[len("annaibito-"):]
            if not pl.complete(kind):
                self._take_panorama(seat, kind)
            elif self.panorama_options(seat):
                self.phase, self.context = "panorama", "annaibito"
                return
        self._advance()

    def _gain_souvenir(self, seat: int, card: str) -> None:
        pl = self.players[seat]
        fam = _FAMILY[card]
        k = pl.families[fam]  # the card joins set number k (0-based)
        size = 1 + sum(1 for c in pl.families if c > k)
        families = pl.families[:fam] + (k + 1,) + pl.families[fam + 1:]
        self._set(seat, pl.scored(SOUV, 2 * size - 1, souvenirs=pl.souvenirs + (card,),
                                  families=families))

    def _take_panorama(self, seat: int, kind: str) -> None:
        pl = self.players[seat]
        i = _PAN_INDEX[kind]
        section = pl.panoramas[i] + 1
        pl = pl.scored(PAN, section, panoramas=pl.panoramas[:i] + (section,)
                       + pl.panoramas[i + 1:])
        self._set(seat, pl)
        if section == PANORAMA_LENGTH[kind] and self.firsts[i] < 0:
            self.firsts = _put(self.firsts, i, seat)
            self._achieve(seat, kind)

    def _achieve(self, seat: int, ach: str) -> None:
        pl = self.players[seat]
        pl = pl.scored(ACH, data.ACHIEVEMENT_POINTS, achievements=pl.achievements + (ach,))
        if pl.traveller == "mitsukuni":
            pl = pl.scored(ABIL, 1)
        self._set(seat, pl)

    def _eat(self, seat: int, meal: str, paid: int) -> None:
        pl = self.players[seat]
        self._set(seat, pl.scored(MEAL, data.MEAL_POINTS, coins=pl.coins - paid,
                                  meals=pl.meals + (meal,)))

    # -- helpers ------------------------------------------------------------------------------

    def _draw_total(self) -> int:
        return len(self.drawn) + self.to_draw

    def _dealing_seat(self) -> int:
        return next(p for p, pl in enumerate(self.players) if len(pl.dealt) < 2)

    def _set(self, seat: int, pl: Player) -> None:
        self.players = self.players[:seat] + (pl,) + self.players[seat + 1:]

    def _copy(self) -> TokaidoState:
        s = object.__new__(TokaidoState)
        s.__dict__.update(self.__dict__)  # a shallow copy: the fields are immutable values
        s._legal = None
        return s


# -- decks ---------------------------------------------------------------------------------


def _front(deck: Deck) -> tuple[str, ...]:
    """The cards of the first non-empty layer: the possible next draws."""
    for cards, _mask in deck:
        if cards:
            return cards
    return ()


def _count(deck: Deck) -> int:
    return sum(len(cards) for cards, _ in deck)


def _draw(deck: Deck, card: str) -> Deck:
    """The deck without ``card``, taken from its first non-empty layer."""
    for i, (cards, mask) in enumerate(deck):
        if cards:
            rest = _without(cards, card)
            if rest or i == 0:
                return deck[:i] + ((rest, mask),) + deck[i + 1:]
            return deck[:i] + deck[i + 1:]
    raise ValueError(f"{card!r} cannot be drawn from an empty deck")  # pragma: no cover


def _under(deck: Deck, cards: tuple[str, ...], mask: int) -> Deck:
    """The deck with ``cards`` put under it, in random order, known to ``mask``."""
    return deck + ((tuple(sorted(cards)), mask),)


@lru_cache(maxsize=65536)
def _outcomes_cached(kind: str, cards: tuple[str, ...]) -> tuple[tuple[Action, float], ...]:
    acts = _DRAWS[kind]
    p = 1 / len(cards)
    if kind in ("reveal", "souvenir"):  # every souvenir is unique
        return tuple([(acts[c], p) for c in cards])
    out: dict[str, float] = {}
    for c in cards:  # sorted: copies are side by side
        out[c] = out.get(c, 0.0) + p
    return tuple([(acts[c], q) for c, q in out.items()])


def _outcomes(kind: str, cards: tuple[str, ...]) -> list[tuple[Action, float]]:
    """Each distinct card of ``cards`` with its chance of being drawn."""
    return list(_outcomes_cached(kind, cards))


def _uniform(kind: str, names: tuple[str, ...]) -> list[tuple[Action, float]]:
    return [(_act(kind, x), 1 / len(names)) for x in names]


@cache
def _departures(players: int) -> list[tuple[Action, float]]:
    labels = [str(i + 1) for i in range(players)] + (["N"] if players == 2 else [])
    perms = list(itertools.permutations(labels))
    return [(_act("departure", ",".join(p)), 1 / len(perms)) for p in perms]


def _without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    i = items.index(item)
    return items[:i] + items[i + 1:]


def _put(items: tuple[int, ...], i: int, value: int) -> tuple[int, ...]:
    return items[:i] + (value,) + items[i + 1:]


_CHANCE_PHASES = frozenset({"deal", "queue", "reveal", "hotspring", "encounter", "souvenir",
                            "offer", "meal", "discard"})
_PHASE_KIND = {"deal": "deal", "queue": "departure", "reveal": "reveal",
               "hotspring": "hotspring", "encounter": "encounter", "souvenir": "souvenir",
               "offer": "offer", "meal": "meal", "discard": "discard"}
_DO = {k: "_do_" + k.replace("-", "_") for k in _KINDS}
_DO["departure"] = "_do_departure"

# -- saving --------------------------------------------------------------------------------


def _player_dict(p: Player) -> dict[str, Any]:
    return {"dealt": list(p.dealt), "traveller": p.traveller, "coins": p.coins,
            "souvenirs": list(p.souvenirs), "panoramas": list(p.panoramas),
            "springs": list(p.springs), "meals": list(p.meals),
            "encounters": list(p.encounters), "temple": p.temple,
            "achievements": list(p.achievements), "points": list(p.points)}


def _deck_dict(deck: Deck) -> list[dict[str, Any]]:
    return [{"cards": list(cards), "knowers": mask} for cards, mask in deck]


# -- the game ------------------------------------------------------------------------------


class Tokaido(Game):
    """Tokaido: the game object (``tutor.load("tokaido")``)."""

    name = "tokaido"
    title = Text("Tokaido", "東海道")
    min_players = 2
    max_players = 5
    options = OPTIONS
    rules = RULES
    bench_options: ClassVar[dict[str, Any]] = {"players": 4}

    def start(self, travellers: tuple[str, ...] | list[str] | None = None,
              departure: str | None = None, players: int | None = None,
              **options: Any) -> TokaidoState:
        """The first move of a journey with the given travellers (seat order) and start
        queue, reached by forcing the set-up chance: each seat is dealt its traveller and
        an unused one, keeps its traveller, then the queue is drawn. Lessons and tests
        build their positions from here.

        ``departure`` is the queue, first to leave first (``"2,1"``; ``N`` for the neutral
        traveller); by default the seats leave in order (the neutral last). Without
        ``travellers`` the game is the Initiatory Journey's (``players`` seats).

        Raises:
            ValueError: an unknown traveller or option, a bad queue.

        >>> from tutor.games import tokaido
        >>> s = tokaido.GAME.start(("kinko", "satsuki", "umegae"), departure="3,1,2")
        >>> s.describe(), s.players[2].coins, s.mover
        ('Green to move', 5, 2)
        """
        if travellers is None:
            options.setdefault("initiatory", True)
            n = players or 2
        else:
            travellers = tuple(travellers)
            n = len(travellers)
            unknown = [t for t in travellers if t not in TRAVELLER_INDEX]
            if unknown or len(set(travellers)) < n:
                raise ValueError(f"travellers must be different ones of "
                                 f"{', '.join(TRAVELLER_INDEX)}; got {travellers!r}")
        state = self.new_game(players=n, **options)
        if travellers is not None and not self.resolve_options(options)["initiatory"]:
            spare = [t for t in TRAVELLER_INDEX if t not in travellers]
            for p, t in enumerate(travellers):
                state = state.apply(f"deal {t}").apply(f"deal {spare[p]}")
            for t in travellers:
                state = state.apply(f"choose {t}")
        if departure is None:
            departure = ",".join([str(p + 1) for p in range(n)] + (["N"] if n == 2 else []))
        try:
            state = state.apply(f"departure {departure}")
        except ValueError as e:
            raise ValueError(f"bad start queue {departure!r}: {e}") from None
        return state  # type: ignore[return-value]

    def _initial(self, players: int, options: dict[str, Any]) -> TokaidoState:
        s = object.__new__(TokaidoState)
        s.opts, s.n = options, players
        s.route = ROUTES[options["return_trip"]]
        s.pawns = players + (1 if players == 2 else 0)
        s.actor = s.mover = 0
        s.steps = (1,) * s.pawns
        s.slots = tuple(range(1, s.pawns + 1))
        coins = data.INITIATORY_COINS if options["initiatory"] else 0
        s.players = tuple(Player(coins=coins) for _ in range(players))
        s.neutral_temple = 0
        s.box = tuple(sorted(TRAVELLER_INDEX))
        s.souvenir_deck = ((tuple(sorted(SOUVENIR_INDEX)), 0),)
        s.meal_deck = ((tuple(sorted(m.id for m in data.MEALS for _ in range(m.copies))), 0),)
        s.encounter_deck = ((tuple(sorted(e.id for e in data.ENCOUNTERS
                                          for _ in range(e.copies))), 0),)
        s.springs_left = (data.HOT_SPRINGS[2], data.HOT_SPRINGS[3])
        s.firsts = (-1, -1, -1)
        s.todo = s.shown = s.drawn = s.layout = ()
        s.to_draw, s.context, s.offered = 0, "", ""
        s.layout_drawn, s.knowers, s.drawing_for = False, 0, -1
        s.last_action, s._legal = None, None
        s.last_seen = (1 << players) - 1
        s.phase = "queue" if options["initiatory"] else "deal"
        return s

    def _from_dict(self, d: dict[str, Any]) -> TokaidoState:
        from .saves import load_state

        return load_state(self, d)


GAME = Tokaido()
TokaidoState.game = GAME
