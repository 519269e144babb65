"""Kanagawa (Bruno Cathala and Charles Chevallier, IELLO 2016): actions, state and the game.

Players are pupils of Hokusai's school. Each lesson the Grand Master deals lesson cards onto
the school board a row at a time; in turn each pupil waits for more or takes a whole column
and uses the cards at once, each in the studio (brushes, landscapes, techniques) or in the
painting (needs brushes on matching landscapes). Diplomas reward paintings and studios. The
game ends with the lesson in which a painting reaches 11 cards or the deck runs out.

Sources: seeds ``000_43f8316dd65002f0.txt`` and ``001_c42d7fc8bfeef299.txt``, and the research
notes (research §n). Components are in :mod:`.data`, rule ids in :mod:`.rules`.

Every decision is one action: ``take column 2``, ``wait``, ``studio A05``,
``paint A05 with S0``, ``place brush on S1``, ``move brush S0->S2``,
``take diploma trees-3``, ``decline diploma trees-3``, ``end turn``, ``storm on P3 as spring``.
Chance actions deal the start tiles (``start tiles ST2,ST4``), shuffle the deck one card at a
time (``shuffle blue``: the next card down the stack has a blue back; the ``stack`` option
fixes the top of the stack instead) and deal each card (``deal A05``: an unseen card of the
top card's back, which card being decided only then).
Studio cards are S0 (the start tile), S1, S2... in the order added; painting cards P0 (the
start tile), P1...

>>> from tutor.games import kanagawa
>>> s = kanagawa.new_game(players=2, seed=1)
>>> s.phase, s.describe()
('school', 'Blue to wait or take a column')
>>> s.legal_actions().notations()
['take column 1', 'take column 2', 'wait']
"""

from __future__ import annotations

import bisect
import itertools
import random
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, ClassVar

from ...core.errors import NotationError
from ...core.game import CHANCE, MAX_NOTATION, TERMINAL, Action, Game, LegalActions, Option, State
from ...core.lang import Text, check_lang
from ...core.verdict import Verdict
from . import data
from .data import (
    CARD_INDEX,
    DIPLOMA_INDEX,
    DIPLOMAS,
    FACE_DOWN,
    FAMILIES,
    SEASONS,
    START_TILES,
    Landscape,
    Reward,
    Season,
    StudioIcon,
)
from .glossary import GROUP_NOUNS, SEATS, diploma_name
from .rules import RULES
from .words import (
    HIDDEN_SHUFFLE,
    card_text,
    hidden_deal,
    move_words,
    painting_place,
    studio_place,
)

PLAYER_NAMES = tuple(name.en for name in SEATS)
PLAYER_NAMES_ZH = tuple(name.zh for name in SEATS)
"""Seat names, the glossary's (the pawns carry no colours in Kanagawa: these are the
tutor's)."""

TILE_INDEX = {t.id: t for t in START_TILES}
_CHANCE_PHASES = ("setup", "shuffle", "deal")
_PHASES = ("setup", "shuffle", "deal", "school", "use", "storm", "over")
_SEASON_KEYS = tuple(s.value for s in SEASONS)

OPTIONS = (
    Option("start_player", 0, Text("Seat that starts with the Grand Master and Assistant pawns.",
                                   "起始玩家：拿取大師與助手棋子的座位。")),
    Option("characters_identical", data.CHARACTERS_IDENTICAL,
           Text("Identical characters the 9-point diploma needs: 3 (the card transcriptions) or 4 "
                "(000_43f8316dd65002f0.txt).",
                "9 分角色證書需要的相同角色數：3（卡片整理）"
                "或 4（000_43f8316dd65002f0.txt）。"), (3, 4)),
    Option("brush_diploma", "icons",
           Text("Brush diplomas count the studio's brush icons (`'icons'`) or every brush owned "
                "(`'owned'`).",
                "筆刷證書計算畫室的筆刷符號（`'icons'`）或擁有的所有筆刷（`'owned'`）。"),
           ("icons", "owned"),
           {"icons": Text("the studio's brush icons", "畫室的筆刷符號"),
            "owned": Text("every brush owned", "擁有的所有筆刷")}),
    Option("universal_wild", False,
           Text("Whether a universal studio card counts as any landscape for the landscape "
                "diplomas.", "萬用畫室卡是否在風景證書中算作任何風景。"), (False, True)),
    Option("end_counts_start_tile", False,
           Text("Whether the start tile counts among the 11 cards of a painting that end the "
                "game (by default it does not: 11 lesson cards).",
                "起始板塊是否算在結束遊戲的 11 張畫作卡片之內（預設不算：11 張課程卡）。"),
           (False, True)),
    Option("storm_token", "season",
           Text("A storm token gives a painted card a season you choose (`'season'`) or makes it "
                "wild (`'wild'`).",
                "風暴指示物讓一張畫作卡變成你挑選的季節（`'season'`）或萬用（`'wild'`）。"),
           ("season", "wild"),
           {"season": Text("a season you choose", "你挑選的季節"),
            "wild": Text("wild", "萬用")}),
    Option("storm_on_start_tile", False,
           Text("Whether a storm token may go on the start tile.",
                "風暴指示物能否放在起始板塊上。"),
           (False, True)),
    Option("grand_master_bonus", 2,
           Text("Points for the Grand Master holder at the end "
                "(000_43f8316dd65002f0.txt, item E: 2).",
                "遊戲結束時持有大師棋子的玩家得分"
                "（000_43f8316dd65002f0.txt 第 E 項：2 分）。"), (0, 2)),
    Option("grand_master_passes_at_end", True,
           Text("Whether the Assistant's holder takes the Grand Master pawn after the last "
                "lesson too, before scoring (the effect text of 000_43f8316dd65002f0.txt).",
                "最後一輪結束後、計分之前，持有助手棋子的玩家是否也拿取大師棋子"
                "（000_43f8316dd65002f0.txt 的效果說明）。"),
           (True, False)),
    Option("deck_backs", data.DECK_BACKS,
           Text("Which backs of the deck everyone may look at: the whole stack's (`'all'`) or "
                "only the top card's (`'top'`).",
                "大家可以查看牌庫的哪些卡背：整疊的（`'all'`）或只有最上面那張的（`'top'`）。"),
           ("all", "top"),
           {"all": Text("the whole stack's", "整疊的卡背"),
            "top": Text("the top card's only", "只有最上面那張")}),
    Option("stack", "",
           Text("The deck's back colours from the top, as card-id letters (e.g. `'TAC'`: a green, "
                "a blue, then a red back); the rest is shuffled. For lessons and replays.",
                "牌庫從最上面開始的卡背顏色，用卡片編號的字母表示（例如 `'TAC'`：綠、藍、紅）；"
                "其餘的洗牌決定。供課程與重播使用。")),
)

# -- actions ----------------------------------------------------------------------------------

COLOURS = {f.prefix: f.colour.en for f in FAMILIES}
"""Back letter (as in the card ids) -> colour word of the notation: A blue, C red, B yellow,
T green (seed 000: 藍色、紅色、黃色、綠色卡背)."""
_LETTER_OF = {colour: letter for letter, colour in COLOURS.items()}
_FAMILY_OF_LETTER = {f.prefix: f for f in FAMILIES}

_CARD = re.compile(r"[ACBT][0-9][0-9]")
_DIPLOMA_NAME = re.compile(r"[a-z0-9-]+")
_NUMBER = r"([0-9]{1,3})"
"""A studio or painting number: at most three digits (no studio comes near 1,000 cards), which
also keeps ``int()`` away from huge digit strings. Digits are written ``[0-9]``: ``\\d`` would
also match other scripts' digits (``S１``), which no notation writes (see
:func:`~tutor.core.game.ascii_digits`)."""

_SPECS: dict[str, tuple[re.Pattern[str] | None, tuple[int, ...], int]] = {
    # kind: (what ``name`` must match, None when it must be empty;
    #        how many slots it has; the largest slot number its notation can write)
    "tiles": (re.compile(r"(?:ST[0-9],)*ST[0-9]"), (0,), 0),
    "shuffle": (re.compile("|".join(_LETTER_OF)), (0,), 0),
    "deal": (_CARD, (0,), 0),
    "take": (None, (1,), 9),
    "wait": (None, (0,), 0),
    "studio": (_CARD, (0,), 0),
    "paint": (_CARD, (1, 2), 999),
    "place": (None, (1,), 999),
    "move": (None, (2,), 999),
    "diploma": (_DIPLOMA_NAME, (0,), 0),
    "decline": (_DIPLOMA_NAME, (0,), 0),
    "end": (None, (0,), 0),
    "storm": (re.compile("[a-z]*"), (1,), 999),
}
"""The well-formed actions of each kind, as :meth:`KanagawaAction.parse` reads them."""
_KINDS = tuple(_SPECS)
_KIND_ORDER = {kind: i for i, kind in enumerate(_KINDS)}

_PATTERNS = (
    ("tiles", re.compile(r"^start tiles ((?:ST[0-9],)*ST[0-9])$")),
    ("shuffle", re.compile(r"^shuffle (" + "|".join(_LETTER_OF) + ")$")),
    ("deal", re.compile(r"^deal ([ACBT][0-9][0-9])$")),
    ("take", re.compile(r"^take column ([0-9])$")),
    ("wait", re.compile(r"^wait$")),
    ("studio", re.compile(r"^studio ([ACBT][0-9][0-9])$")),
    ("paint", re.compile(r"^paint ([ACBT][0-9][0-9]) with S" + _NUMBER
                         + "(?:,S" + _NUMBER + ")?$")),
    ("place", re.compile(r"^place brush on S" + _NUMBER + "$")),
    ("move", re.compile(r"^move brush S" + _NUMBER + "->S" + _NUMBER + "$")),
    ("diploma", re.compile(r"^take diploma ([a-z0-9-]+)$")),
    ("decline", re.compile(r"^decline diploma ([a-z0-9-]+)$")),
    ("end", re.compile(r"^end turn$")),
    ("storm", re.compile(r"^storm on P" + _NUMBER + "(?: as ([a-z]+))?$")),
)


@cache
def _act(kind: str, name: str = "", slots: tuple[int, ...] = ()) -> KanagawaAction:
    """One shared, checked action object per notation (the engine builds many)."""
    return KanagawaAction(kind, name, slots).validate()


@dataclass(frozen=True, repr=False)
class KanagawaAction(Action):
    """One Kanagawa decision (or chance event). ``kind`` is one of :data:`_KINDS`; ``name``
    a card, tile list, back colour, diploma or season; ``slots`` column, studio or painting
    numbers.

    >>> KanagawaAction.parse("paint A02 with S3,S1")
    KanagawaAction.parse('paint A02 with S1,S3')
    >>> KanagawaAction("take").validate()
    Traceback (most recent call last):
    ...
    tutor.core.errors.NotationError: malformed KanagawaAction: 'take' takes 1 number, not ()
    """

    kind: str
    name: str = ""
    slots: tuple[int, ...] = ()

    def __str__(self) -> str:
        text = self.__dict__.get("_text")  # kept by validate()
        if text is not None:
            return text
        if self._malformed() is None:
            return self._notation()
        # a malformed hand-made object: a text that reads as no action, so that checking
        # the object and checking its text give the same verdict
        return f"<malformed KanagawaAction {_show(self.kind)} {_show(self.name)} " \
               f"{_show(self.slots)}>"

    def __repr__(self) -> str:
        if self._malformed() is None:
            return super().__repr__()
        return f"KanagawaAction({_show(self.kind)}, {_show(self.name)}, {_show(self.slots)})"

    def _notation(self) -> str:
        k, n, s = self.kind, self.name, self.slots
        if k == "tiles":
            return f"start tiles {n}"
        if k == "shuffle":
            return f"shuffle {n}"
        if k == "deal":
            return f"deal {n}"
        if k == "take":
            return f"take column {s[0]}"
        if k == "studio":
            return f"studio {n}"
        if k == "paint":
            return f"paint {n} with " + ",".join(f"S{i}" for i in s)
        if k == "place":
            return f"place brush on S{s[0]}"
        if k == "move":
            return f"move brush S{s[0]}->S{s[1]}"
        if k == "diploma":
            return f"take diploma {n}"
        if k == "decline":
            return f"decline diploma {n}"
        if k == "storm":
            return f"storm on P{s[0]}" + (f" as {n}" if n else "")
        return {"wait": "wait", "end": "end turn"}[k]

    def validate(self) -> KanagawaAction:
        """This action if its fields are what :meth:`parse` could have read, else
        :class:`NotationError` (the same answer as reading ``str(self)`` back, but cheap:
        checked once per object, which then keeps its notation)."""
        if "_text" in self.__dict__:
            return self
        problem = self._malformed()
        if problem:
            raise NotationError(f"malformed KanagawaAction: {problem}")
        object.__setattr__(self, "_text", self._notation())  # checked: its notation, kept
        return self

    def _malformed(self) -> str | None:
        k, name, slots = self.kind, self.name, self.slots
        if type(k) is not str or k not in _SPECS:
            return f"unknown kind {_show(k)}; kinds: {', '.join(_KINDS)}"
        pattern, counts, top = _SPECS[k]
        if type(name) is not str or len(name) > MAX_NOTATION:
            return f"the name must be a short string, not {_show(name)}"
        if (pattern.fullmatch(name) is None) if pattern else name:
            return f"{k!r} cannot take the name {_show(name)}"
        if type(slots) is not tuple:
            return f"the numbers must be a tuple, not {_show(slots)}"
        if len(slots) not in counts:
            want = " or ".join(map(str, counts))
            return f"{k!r} takes {want} number{'s' * (want != '1')}, not {_show(slots)}"
        if any(type(x) is not int or not 0 <= x <= top for x in slots):
            return f"{k!r} takes whole numbers from 0 to {top}, not {_show(slots)}"
        if k == "paint" and list(slots) != sorted(slots):
            return f"the studio numbers of a paint action are sorted, not {_show(slots)}"
        return None

    @classmethod
    def parse(cls, text: str) -> KanagawaAction:
        """Read any Kanagawa notation. Raises :class:`NotationError`."""
        if not isinstance(text, str):
            raise NotationError(f"expected notation text, got {_show(text)}")
        if len(text) > MAX_NOTATION:
            raise NotationError(f"a Kanagawa action is at most {MAX_NOTATION} characters, "
                                f"not {len(text)}: {text[:40]!r}...")
        t = " ".join(text.split()).replace(" -> ", "->")
        for kind, pattern in _PATTERNS:
            m = pattern.match(t)
            if not m:
                continue
            g = m.groups()
            if kind in ("tiles", "deal", "studio", "diploma", "decline"):
                return _act(kind, g[0])
            if kind == "shuffle":
                return _act(kind, g[0])
            if kind == "paint":
                return _act(kind, g[0], tuple(sorted(int(x) for x in g[1:] if x is not None)))
            if kind in ("take", "place"):
                return _act(kind, "", (int(g[0]),))
            if kind == "move":
                return _act(kind, "", (int(g[0]), int(g[1])))
            if kind == "storm":
                return _act(kind, g[1] or "", (int(g[0]),))
            return _act(kind)
        raise NotationError(
            f"cannot read {text!r} as a Kanagawa action; expected e.g. 'take column 2', "
            f"'wait', 'studio A05', 'paint A05 with S0', 'place brush on S1', "
            f"'move brush S0->S2', 'take diploma trees-3', 'decline diploma trees-3', "
            f"'end turn' or 'storm on P3 as spring'")

    def sort_key(self) -> tuple:
        return (_KIND_ORDER[self.kind], self.name, self.slots)

    def to_json(self) -> dict[str, Any]:
        return {"action": str(self), "kind": self.kind, "name": self.name,
                "slots": list(self.slots)}


WAIT, END = _act("wait"), _act("end")
_SHUFFLE = {x: _act("shuffle", COLOURS[x]) for x in sorted(COLOURS, key=COLOURS.get)}
"""The shuffle's outcomes by back letter, in notation order (blue, green, red, yellow)."""
_DEAL = {c: _act("deal", c) for c in CARD_INDEX}
_STUDIO = {c: _act("studio", c) for c in CARD_INDEX}
_DIPLOMA = {d: _act("diploma", d) for d in DIPLOMA_INDEX}
_DECLINE = {d: _act("decline", d) for d in DIPLOMA_INDEX}
_TAKE = tuple(_act("take", "", (c,)) for c in range(10))
_PLACE = tuple(_act("place", "", (i,)) for i in range(data.LESSON_CARD_COUNT + 1))
"""The actions the engine lists most often, built once (the same objects as :func:`_act`'s)."""


def _show(value: Any) -> str:
    """A short repr for messages (even of a number too long to print)."""
    try:
        text = repr(value)
    except ValueError:
        return f"<a {type(value).__name__} too long to show>"
    return text if len(text) <= 40 else text[:39] + "…"


# -- per-player areas -------------------------------------------------------------------------


@dataclass(frozen=True)
class Area:
    """One player's cards and pieces."""

    tile: str = ""
    """Start tile id ('' before the set-up deal)."""
    studio: tuple[str, ...] = ()
    """Lesson cards in the studio, S1, S2... (S0 is the start tile)."""
    painting: tuple[str, ...] = ()
    """Lesson cards in the painting, P1, P2... (P0 is the start tile)."""
    hand: tuple[str, ...] = ()
    """Cards taken and not yet placed (or kept for a later turn)."""
    brushes: tuple[int, ...] = ()
    """Studio numbers with a brush standing on them, sorted."""
    reserve: int = data.STARTING_BRUSHES
    """Brushes owned but not yet standing in the studio."""
    storms: int = 0
    """Storm tokens not yet placed."""
    marks: tuple[tuple[int, str], ...] = ()
    """Placed storm tokens: (painting number, season key or 'storm' when wild)."""
    diplomas: tuple[str, ...] = ()
    declined: tuple[str, ...] = ()
    in_class: bool = True

    def but(self, **changes: Any) -> Area:
        """A copy with some fields changed (like ``dataclasses.replace``, without its cost)."""
        new = object.__new__(Area)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        return new

    def studio_half(self, i: int) -> data.StudioHalf:
        return TILE_INDEX[self.tile].studio if i == 0 else CARD_INDEX[self.studio[i - 1]].studio

    def painting_half(self, i: int) -> data.PaintingHalf:
        return (TILE_INDEX[self.tile].painting if i == 0
                else CARD_INDEX[self.painting[i - 1]].painting)

    def icons(self, icon: StudioIcon) -> int:
        """How many of ``icon`` the studio shows (the start tile included)."""
        return _studio_info(self.tile, self.studio)[0].get(icon, 0)

    @property
    def studio_lands(self) -> tuple[Landscape | None, ...]:
        """The landscape of each studio card, S0 first (None: no landscape)."""
        return _studio_info(self.tile, self.studio)[1]

    @property
    def facts(self) -> dict[str, Any]:
        """What the diplomas count: subject counts by key, kinds and most identical per
        family (the painting's), icons and the most studio cards of one landscape (the
        studio's)."""
        return {**_painting_facts(self.tile, self.painting),
                **_studio_facts(self.tile, self.studio)}

    def landscapes(self) -> list[int]:
        """Studio numbers that show a landscape (a brush may stand there)."""
        return [i for i, land in enumerate(self.studio_lands) if land is not None]

    def owned_brushes(self) -> int:
        return len(self.brushes) + self.reserve


# -- the state --------------------------------------------------------------------------------


class KanagawaState(State):
    """A Kanagawa position. Treat it as a value: :meth:`apply` returns a new state."""

    action_type = KanagawaAction

    opts: dict[str, Any]
    n: int
    phase: str
    """'setup', 'shuffle', 'deal', 'school', 'use', 'storm' or 'over'."""
    actor: int
    deck: tuple[str, ...]
    """The cards of the deck, sorted: which card lies where is nobody's knowledge until it
    is dealt (see :attr:`backs`)."""
    backs: str
    """The deck's back colours from the top down, one letter per card (:data:`COLOURS`),
    fixed by the shuffle; shorter than the deck only while it is being shuffled."""
    school: tuple[tuple[str | None, ...], ...]
    """The school board, 3 rows x columns (empty before the first lesson); None where no
    card lies."""
    rows: int
    """Rows dealt so far this lesson."""
    taken: tuple[bool, ...]
    deal_col: int
    """The column the next card is dealt to."""
    gm: int
    assistant: int
    decided: frozenset[int]
    """Pupils who have waited or taken since the last row was dealt."""
    areas: tuple[Area, ...]
    diplomas: tuple[str, ...]
    """Diplomas still on the board."""
    supply_brushes: int
    supply_storms: int
    lesson: int
    moves_left: int
    used_brushes: frozenset[int]
    """Studio numbers whose brush has painted this turn (the mark moves with the brush)."""
    used_icons: frozenset[int]
    """Studio numbers whose landscape has been painted with this turn."""
    last_action: str | None

    # -- engine contract ----------------------------------------------------------------

    def num_players(self) -> int:
        return self.n

    def player_names(self, lang: str = "en") -> tuple[str, ...]:
        return (PLAYER_NAMES_ZH if lang == "zh-Hant" else PLAYER_NAMES)[: self.n]

    def current_player(self) -> int:
        if self.phase == "over":
            return TERMINAL
        if self.phase in _CHANCE_PHASES:
            return CHANCE
        return self.actor

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """The start tiles (every assignment), the back colour of the next card of the
        shuffled stack (by the backs left), or the card dealt from the top of the stack (any
        unseen card of the top card's back, each as likely)."""
        if self.phase == "setup":
            perms = list(itertools.permutations(TILE_INDEX, self.n))
            return [(_act("tiles", ",".join(p)), 1 / len(perms)) for p in perms]
        if self.phase == "shuffle":
            left = self._backs_left()
            total = sum(left.values())
            return [(_SHUFFLE[x], left[x] / total) for x in _SHUFFLE if left[x]]
        if self.phase == "deal":
            cards = self.dealable()
            p = 1 / len(cards)
            return [(_DEAL[c], p) for c in cards]
        return []

    def dealable(self) -> tuple[str, ...]:
        """The cards the next deal may bring: the unseen cards of the top card's back (the
        deck is sorted, so they lie side by side: A.., B.., C.., T..)."""
        if not self.backs:
            return ()
        top = self.backs[0]
        deck = self.deck
        return deck[bisect.bisect_left(deck, top):bisect.bisect_left(deck, chr(ord(top) + 1))]

    def determinize(self, viewer: int, rng: random.Random) -> KanagawaState:
        """The same position with what nobody has seen drawn again: the identity of each
        face-down school card and of each card in the deck, each within its back colour.
        The order of the deck's backs stays (everyone may look at it), except below the top
        card with the ``deck_backs="top"`` option. Every pupil sees the same, so ``viewer``
        changes nothing."""
        hidden = self.face_down_cards()
        if not hidden and self.opts["deck_backs"] == "all":
            return self
        pools: dict[str, list[str]] = {}
        for card in sorted(list(self.deck) + [card for _, _, card in hidden]):
            pools.setdefault(card[0], []).append(card)
        for pool in pools.values():
            rng.shuffle(pool)
        school = [list(row) for row in self.school]
        renamed = {}
        for r, c, card in hidden:
            school[r][c] = renamed[card] = pools[card[0]].pop()
        s = self._copy()
        s.school = tuple(tuple(row) for row in school)
        s.deck = tuple(sorted(card for pool in pools.values() for card in pool))
        if self.opts["deck_backs"] == "top" and len(self.backs) > 1:
            # The backs under the top one, drawn again from every back not in sight (while
            # the deck is being shuffled, those not yet in the stack too), in a fixed order
            # first: the redraw tells nothing of the real order.
            below = self.backs[1:]
            if self.phase == "shuffle":
                below += "".join(x * n for x, n in self._backs_left().items())
            pool = sorted(below)
            rng.shuffle(pool)
            s.backs = self.backs[0] + "".join(pool[:len(self.backs) - 1])
        last = self.last_action or ""
        if last.startswith("deal ") and last[5:] in renamed:  # keep the log consistent
            s.last_action = "deal " + renamed[last[5:]]
        elif self._hidden_shuffle():
            s.last_action = str(_SHUFFLE[s.backs[-1]])
        return s

    def _hidden_shuffle(self) -> bool:
        """Whether the last action is a shuffle that the pupils did not see: with
        ``deck_backs="top"`` only the first card shuffled (the top) shows its back."""
        return (self.opts["deck_backs"] == "top" and len(self.backs) > 1
                and (self.last_action or "").startswith("shuffle "))

    def last_for(self, viewer: int | None, lang: str = "en") -> str:
        """The last action in words (:meth:`words_for`) as seat ``viewer`` may read it (None:
        the teacher), in ``lang``: a card dealt face down shows only its back, a shuffle
        under the top card shows nothing; "" before the first action.

        >>> from tutor.games import kanagawa
        >>> s = kanagawa.new_game(players=2, seed=1).apply("take column 2")
        >>> s.last_for(0, "zh-Hant"), s.last_for(None, "en")
        ('拿取第 2 欄', 'take column 2')
        """
        check_lang(lang)
        last = self.last_action or ""
        if not last:
            return ""
        a = KanagawaAction.parse(last)
        if viewer is not None:
            if a.kind == "deal" and a.name in self.deck + tuple(
                    card for _, _, card in self.face_down_cards()):
                return hidden_deal(a.name[0], lang)
            if self._hidden_shuffle():
                return HIDDEN_SHUFFLE[lang]
        if a.kind == "deal":
            where = [(r, c) for r, row in enumerate(self.school) for c, card in enumerate(row)
                     if card == a.name]
            if where:
                r, c = where[0]
                return move_words(a, lang, column=c, face_down=self.is_face_down(r, c))
            return move_words(a, lang)
        if a.kind == "storm" and self.phase != "storm":  # the last token of a seat
            placed = [x for x in self.areas if (a.slots[0], a.name or "storm") in x.marks]
            return move_words(a, lang, placed[0] if len(placed) == 1 else None)
        return move_words(a, lang, self._area_of(a))

    def notation_for(self, action: str | Action, viewer: int | None, lang: str = "en") -> str:
        """How ``action``, taken in this state, reads for seat ``viewer`` (None: the
        teacher, who sees everything): its notation, unless it is a chance event that seat
        does not see, which is described instead (a card dealt face down shows only its
        back; with ``deck_backs="top"`` the shuffle shows only the top card's back).

        >>> from tutor.games import kanagawa
        >>> s = kanagawa.new_game(players=4, stack="".join(x * 18 for x in "ACBT"))
        >>> s = s.apply("start tiles ST1,ST2,ST3,ST4").apply("deal A01").apply("deal A02")
        >>> s.notation_for("deal A03", viewer=0), s.notation_for("deal A03", viewer=None)
        ('deal: a face-down card (blue back)', 'deal A03')
        >>> s.notation_for("deal A03", viewer=0, lang="zh-Hant")
        '發牌：一張正面朝下的課程卡（藍色卡背）'
        """
        check_lang(lang)
        a = self.parse_action(action)
        hidden = self._hidden_words(a, viewer, lang)
        return str(a) if hidden is None else hidden

    def words_for(self, action: str | Action, viewer: int | None = None,
                  lang: str | None = None) -> str:
        """How a person reads ``action``, taken in this state, in words: in ``lang`` (None:
        the chosen language), with the glossary's terms, as seat ``viewer`` may know it
        (None: the teacher). A chance event the seat does not see is described as
        :meth:`notation_for` describes it. Never raises for an action that parses, legal
        here or not (a quiz may ask about an illegal one).

        >>> from tutor.games import kanagawa
        >>> s = kanagawa.new_game(players=2, seed=1).apply("take column 1")
        >>> s.words_for("place brush on S0", lang="zh-Hant")
        '在畫室第 1 格（海洋）放置一個筆刷'
        >>> s.words_for("take diploma trees-3", lang="zh-Hant")
        '拿取樹證書（3 分）'
        >>> s.words_for("take diploma trees-3", lang="en")
        'take the tree diploma (3 points)'
        """
        lang = check_lang(lang)
        a = self.parse_action(action)
        hidden = self._hidden_words(a, viewer, lang)
        if hidden is not None:
            return hidden
        if a.kind == "deal" and self.phase == "deal" and self.rows < len(self.school):
            return move_words(a, lang, column=self.deal_col,
                              face_down=self.is_face_down(self.rows, self.deal_col))
        return move_words(a, lang, self._area_of(a))

    def _hidden_words(self, a: KanagawaAction, viewer: int | None, lang: str) -> str | None:
        """How a chance event reads for seat ``viewer`` when that seat may not see its
        outcome, else None."""
        if viewer is None:
            return None
        if a.kind == "deal" and self.phase == "deal" and self.is_face_down(self.rows,
                                                                         self.deal_col):
            return hidden_deal(a.name[0], lang)
        if a.kind == "shuffle" and self.opts["deck_backs"] == "top" and self.backs:
            return HIDDEN_SHUFFLE[lang]
        return None

    def _area_of(self, a: KanagawaAction) -> Area | None:
        """The area an action's places and cards belong to: the acting pupil's while pupils
        use cards (before and after the action: the pupil acts on until they end the turn)
        or place storm tokens, else none."""
        if (a.kind in ("studio", "paint", "place", "move") and self.phase == "use") or (
                a.kind == "storm" and self.phase == "storm"):
            return self.areas[self.actor]
        return None

    def _chance_refusal(self, a: KanagawaAction) -> Text:  # type: ignore[override]
        """Why ``a`` cannot be forced here: a card already dealt, or not of the top card's
        back, or a shuffle with no such back left."""
        event = {"setup": Text("the start tiles are being dealt", "正在發起始板塊"),
                 "shuffle": Text("the deck is being shuffled", "正在洗牌庫"),
                 "deal": Text("the Grand Master is dealing", "大師正在發課程卡")}[self.phase]
        if self.phase == "deal" and a.kind == "deal":
            card = card_text(a.name)
            if a.name not in self.deck:
                return Text(f"{card.en} is not in the deck any more",
                            f"{card.zh}已經不在牌庫中")
            top, its = (_FAMILY_OF_LETTER[x].colour for x in (self.backs[0], a.name[0]))
            return Text(f"the top card of the deck has a {top.en} back, {card.en} a {its.en} "
                        f"one", f"牌庫最上面的課程卡是{top.zh}卡背，{card.zh}是{its.zh}卡背")
        if self.phase == "shuffle" and a.kind == "shuffle":
            colour = _FAMILY_OF_LETTER[_LETTER_OF[a.name]].colour
            return Text(f"all {data.CARDS_PER_BACK} {colour.en} backs are in the stack already",
                        f"{data.CARDS_PER_BACK} 張{colour.zh}卡背都已經在牌庫中")
        if self.phase == "setup" and a.kind == "tiles":
            return Text(f"deal one start tile to each of the {self.n} pupils, each tile once",
                        f"要發給 {self.n} 位玩家各一個起始板塊，每個板塊只發一次")
        return Text(f"{event.en}: only that decides what happens now",
                    f"{event.zh}：現在只有它決定接下來的事")

    def _is_outcome(self, action: Action) -> bool:
        a: KanagawaAction = action  # type: ignore[assignment]
        if self.phase == "deal":
            return a.kind == "deal" and a.name in self.deck and a.name[0] == self.backs[0]
        if self.phase == "shuffle":
            return a.kind == "shuffle" and \
                self.backs.count(_LETTER_OF[a.name]) < data.CARDS_PER_BACK
        return self.phase == "setup" and a.kind == "tiles" and a.name.count(",") == self.n - 1 \
            and len(set(a.name.split(","))) == self.n and set(a.name.split(",")) <= set(TILE_INDEX)

    def legal_actions(self) -> LegalActions:
        if self._legal is None:
            if self.phase in _CHANCE_PHASES or self.phase == "over":
                legal = LegalActions(())
            elif self.phase == "use":
                legal = LegalActions(self._use_actions(), presorted=True)
            else:
                legal = LegalActions((a for a in self._candidates() if self._problem(a) is None),
                                     presorted=self.phase == "school")
            self._legal = legal
        return self._legal

    def scores(self):
        from .scoring import score_sheet

        return score_sheet(self)

    def describe(self, lang: str = "en") -> str:
        """One line: whose turn and what to do."""
        zh = check_lang(lang) == "zh-Hant"
        if self.phase == "over":
            return "遊戲結束" if zh else "game over"
        if self.phase == "setup":
            return "發起始板塊" if zh else "the start tiles are dealt"
        if self.phase == "shuffle":
            return "洗牌庫" if zh else "the deck is shuffled"
        if self.phase == "deal":
            return "大師發課程卡" if zh else "the Grand Master deals"
        who = self.player_names(lang)[self.actor]
        if self.phase == "school":
            if zh:
                return f"輪到{who}：拓展知識（等待）或拿取一欄"
            return f"{who} to wait or take a column"
        if self.phase == "storm":
            return f"輪到{who}放置風暴指示物" if zh else f"{who} to place a storm token"
        if self.pending_diplomas():
            return f"輪到{who}拿取或放棄證書" if zh else f"{who} to take or decline a diploma"
        return f"輪到{who}使用課程卡" if zh else f"{who} to use the lesson cards"

    def to_dict(self) -> dict[str, Any]:
        return {
            "options": dict(self.opts), "players": self.n, "phase": self.phase,
            "actor": self.actor, "deck": list(self.deck), "backs": self.backs,
            "school": [list(r) for r in self.school], "rows": self.rows,
            "taken": list(self.taken), "deal_col": self.deal_col, "gm": self.gm,
            "assistant": self.assistant, "decided": sorted(self.decided),
            "areas": [_area_dict(a) for a in self.areas], "diplomas": list(self.diplomas),
            "supply_brushes": self.supply_brushes, "supply_storms": self.supply_storms,
            "lesson": self.lesson, "moves_left": self.moves_left,
            "used_brushes": sorted(self.used_brushes), "used_icons": sorted(self.used_icons),
            "last_action": self.last_action,
        }

    def public_dict(self, viewer: int | None) -> dict[str, Any]:
        """:meth:`to_dict` as seat ``viewer`` may know it (None: everything): face-down
        school cards are their back letters, the deck is counted by back, the backs below
        the top are left out with ``deck_backs="top"``, and a face-down deal is unnamed. Two
        states a seat cannot tell apart (see :meth:`determinize`) give the same dict."""
        doc = self.to_dict()
        if viewer is None:
            return doc
        hidden = self.face_down_cards()
        for r, c, card in hidden:
            doc["school"][r][c] = card[0]
        unseen = list(self.deck) + [card for _, _, card in hidden]
        doc["deck"] = {x: sum(1 for c in unseen if c[0] == x) for x in COLOURS}
        if self.opts["deck_backs"] == "top":
            doc["backs"] = self.backs[:1]
        doc["last_action"] = self.last_for(viewer)
        return doc

    def __str__(self) -> str:
        from .render import text_board

        return text_board(self)

    def __repr__(self) -> str:
        return f"<KanagawaState: lesson {self.lesson}, {self.describe()}>"

    # -- queries used by rules, scoring and drawing ---------------------------------------

    def column_cards(self, col: int) -> list[str]:
        """The cards in school column ``col`` (0-based), first row first."""
        return [row[col] for row in self.school if row[col] is not None]

    def is_face_down(self, row: int, col: int) -> bool:
        return FACE_DOWN[self.n][row][col]

    def face_down_cards(self) -> list[tuple[int, int, str]]:
        """(row, column, card) of every face-down card on the school board: nobody has seen
        them (a column is turned face up when it is taken)."""
        return [(r, c, card) for r, row in enumerate(self.school) for c, card in enumerate(row)
                if card is not None and FACE_DOWN[self.n][r][c]]

    def visible_backs(self) -> str:
        """The deck's back colours that every pupil may look at, from the top: the whole
        stack, or its top card with ``deck_backs="top"``."""
        return self.backs if self.opts["deck_backs"] == "all" else self.backs[:1]

    def pending_diplomas(self) -> list[str]:
        """Diplomas the player using cards meets now and must take or decline (cached):
        on the board, not declined, of a group the player does not hold yet."""
        if self._pending is None:
            self._pending = []
            if self.phase == "use":
                area = self.areas[self.actor]
                met = _met(area, self.opts)
                held = {_GROUP_OF[d] for d in area.diplomas}
                self._pending = [d for d in self.diplomas if d in met and d not in area.declined
                                 and _GROUP_OF[d] not in held]
        return self._pending

    def meets(self, seat: int, diploma_id: str) -> bool:
        """Whether player ``seat``'s painting or studio meets the diploma's requirement."""
        return diploma_id in _met(self.areas[seat], self.opts)

    def same_landscape(self, seat: int) -> int:
        """The most studio cards of one landscape (start tile included; universal cards
        added when the ``universal_wild`` option is on)."""
        area = self.areas[seat]
        facts = _studio_facts(area.tile, area.studio)
        return facts["same_land"] + (facts["universal"] if self.opts["universal_wild"] else 0)

    def painting_cards(self, seat: int) -> int:
        """Cards in the painting as the end trigger counts them."""
        return len(self.areas[seat].painting) + (1 if self.opts["end_counts_start_tile"] else 0)

    def _backs_left(self) -> dict[str, int]:
        """While shuffling (all 72 cards are in the deck): how many cards of each back
        colour are not yet in the stack."""
        return {x: data.CARDS_PER_BACK - self.backs.count(x) for x in COLOURS}

    # -- rules --------------------------------------------------------------------------

    def _candidates(self) -> list[KanagawaAction]:
        """Actions worth checking in this phase (a superset of the legal ones)."""
        A = _act
        if self.phase == "school":
            return [*_TAKE[1:self.n + 1], WAIT]  # in notation order
        if self.phase == "storm":
            area = self.areas[self.actor]
            names = [s.value for s in SEASONS] if self.opts["storm_token"] == "season" else [""]
            return [A("storm", name, (i,)) for i in range(len(area.painting) + 1) for name in names]
        pending = self.pending_diplomas()
        if pending:
            return [A(kind, d) for d in pending for kind in ("diploma", "decline")]
        area = self.areas[self.actor]
        lands = area.landscapes()
        empty = [i for i in lands if i not in area.brushes]
        acts = [A("end")]
        for card in dict.fromkeys(area.hand):
            acts.append(A("studio", card))
            need = len(CARD_INDEX[card].painting.landscapes)
            for combo in itertools.combinations(area.brushes, need):
                acts.append(A("paint", card, combo))
        if area.reserve:
            acts += [A("place", "", (i,)) for i in empty]
        if self.moves_left:
            acts += [A("move", "", (i, j)) for i in area.brushes for j in empty]
        return acts

    def _use_actions(self) -> list[KanagawaAction]:
        """The legal actions of the card-using step, generated directly (the same answers
        as checking every candidate, which the property tests confirm, but faster)."""
        pending = sorted(self.pending_diplomas())
        if pending:
            return [_DIPLOMA[d] for d in pending] + [_DECLINE[d] for d in pending]
        area = self.areas[self.actor]
        brushes = area.brushes
        lands = area.studio_lands
        empty = [i for i, land in enumerate(lands) if land is not None and i not in brushes]
        cards = sorted(set(area.hand))
        acts = [_STUDIO[card] for card in cards]  # built in notation order
        # brushes that may still paint: neither they nor their landscape served this turn
        fresh = [b for b in brushes if b not in self.used_brushes and b not in self.used_icons]
        for card in cards:
            needs = CARD_INDEX[card].painting.landscapes
            able = [b for b in fresh if lands[b] is needs[0] or lands[b] is Landscape.UNIVERSAL]
            acts += [_act("paint", card, combo)
                     for combo in itertools.combinations(able, len(needs))]
        if area.reserve:
            acts += [_PLACE[i] for i in empty]
        if self.moves_left:
            acts += [_act("move", "", (i, j)) for i in brushes for j in empty]
        if len(area.hand) <= area.icons(StudioIcon.KEEP):
            acts.append(END)
        return acts

    def _check(self, action: Action) -> Verdict:
        problem = self._problem(action)  # type: ignore[arg-type]
        if problem is None:
            return Verdict.legal(str(action))
        return Verdict.illegal(str(action), *problem)

    def _problem(self, a: KanagawaAction) -> tuple[str, Text] | None:
        """None when ``a`` is legal here, else (rule id, reason in both languages)."""
        k, phase = a.kind, self.phase
        if k in ("tiles", "shuffle", "deal"):
            return ("kanagawa.action.chance-outcome",
                    Text("only the shuffle and the deal decide that",
                         "這只由洗牌和發牌決定"))
        if k in ("take", "wait"):
            if phase != "school":
                return ("kanagawa.lesson.order",
                        Text("nobody is choosing a column now", "現在沒有人在挑選欄位"))
            return self._school_problem(a)
        if k == "storm":
            if phase != "storm":
                return ("kanagawa.end.storm-tokens",
                        Text("storm tokens are placed at the end, before scoring",
                             "風暴指示物在遊戲結束、計分之前才放置"))
            return self._storm_problem(a)
        if phase != "use":
            rule = "kanagawa.lesson.take-column" if phase == "school" else "kanagawa.end.trigger"
            return (rule, Text("you use cards only right after taking a column",
                               "只有在拿取一欄課程卡之後，才能立刻使用這些卡片"))
        area = self.areas[self.actor]
        pending = self.pending_diplomas()
        if k in ("diploma", "decline"):
            if a.name not in DIPLOMA_INDEX:
                return ("kanagawa.action.notation",
                        Text(f"there is no diploma {a.name!r}", f"沒有 {a.name} 這個證書"))
            if a.name in pending:
                return None
            return self._diploma_problem(a.name)
        if pending:
            names = [diploma_name(d) for d in pending]
            return ("kanagawa.diploma.qualify",
                    Text("first take or decline the diploma(s) you now meet: "
                         + ", ".join(f"the {n.en}" for n in names),
                         "你現在符合證書的條件，請先拿取或放棄：" + "、".join(n.zh for n in names)))
        if k == "end":
            keep = area.icons(StudioIcon.KEEP)
            if len(area.hand) > keep:
                held = len(area.hand)
                return ("kanagawa.turn.keep",
                        Text(f"you hold {held} card(s) but may keep only {keep}",
                             f"你手上有 {held} 張課程卡，但只能保留 {keep} 張"))
            return None
        if k in ("studio", "paint"):
            if a.name not in CARD_INDEX:
                return ("kanagawa.action.notation",
                        Text(f"there is no card {a.name!r}", f"沒有 {a.name} 這張課程卡"))
            if a.name not in area.hand:
                card = card_text(a.name)
                return ("kanagawa.turn.use-now",
                        Text(f"{card.en} is not among the cards you took",
                             f"{card.zh}不在你拿取的課程卡之中"))
            if k == "studio":
                return None
            return self._paint_problem(area, CARD_INDEX[a.name], a.slots)
        if k == "place":
            if not area.reserve:
                return ("kanagawa.brush.place",
                        Text("you have no brush in reserve", "你面前沒有還沒放上畫室的筆刷"))
            return self._spot_problem(area, a.slots[0])
        if k == "move":
            src, dst = a.slots
            if not self.moves_left:
                return ("kanagawa.brush.move",
                        Text("no double arrow is left to use this turn",
                             "這回合已經沒有可以使用的雙箭號"))
            if src not in area.brushes:
                where = studio_place(area, src)
                return ("kanagawa.brush.move",
                        Text(f"no brush stands on {where.en}", f"{where.zh}上沒有筆刷"))
            return self._spot_problem(area, dst)
        return ("kanagawa.action.notation", Text(f"unknown action {a!r}", f"未知的行動 {a}"))

    def _school_problem(self, a: KanagawaAction) -> tuple[str, Text] | None:
        if a.kind == "wait":
            # pupils in class when this round of decisions began (seed 000 step 02, 註記)
            in_class = sum(1 for p, x in enumerate(self.areas)
                           if x.in_class or p in self.decided)
            if self.rows >= data.SCHOOL_ROWS:
                return ("kanagawa.lesson.three-rows",
                        Text("all three rows are dealt: take a column",
                             "三排都已經發完：請拿取一欄"))
            if not self.deck:
                return ("kanagawa.lesson.deck-empty",
                        Text("the deck is empty: take a column", "牌庫已經用完：請拿取一欄"))
            if in_class == 1:
                return ("kanagawa.lesson.last-must-take",
                        Text("you are the last pupil in class: take a column",
                             "你是最後一位還在學堂的玩家：請拿取一欄"))
            return None
        col = a.slots[0] - 1
        if not 0 <= col < self.n:
            return ("kanagawa.lesson.take-column",
                    Text(f"there are columns 1 to {self.n}, not {a.slots[0]}",
                         f"只有第 1 到第 {self.n} 欄，沒有第 {a.slots[0]} 欄"))
        if self.taken[col]:
            return ("kanagawa.lesson.take-column",
                    Text(f"column {a.slots[0]} is already taken",
                         f"第 {a.slots[0]} 欄已經被拿走了"))
        return None

    def _storm_problem(self, a: KanagawaAction) -> tuple[str, Text] | None:
        area = self.areas[self.actor]
        i = a.slots[0]
        wild = self.opts["storm_token"] == "wild"
        if wild and a.name:
            return ("kanagawa.end.storm-tokens",
                    Text("in this game a storm token counts as any season: it takes none",
                         "這局的風暴指示物算作任何季節：不指定季節"))
        if not wild and a.name not in _SEASON_KEYS:
            return ("kanagawa.end.storm-tokens",
                    Text("a storm token takes a season: "
                         + ", ".join(x.en for x in SEASONS),
                         "風暴指示物要指定一個季節：" + "、".join(x.zh for x in SEASONS)))
        where = painting_place(area, i)
        if not 0 <= i <= len(area.painting):
            return ("kanagawa.end.storm-tokens",
                    Text(f"your painting has no {where.en}", f"你的畫作沒有{where.zh}"))
        if i == 0 and not self.opts["storm_on_start_tile"]:
            return ("kanagawa.end.storm-start-tile",
                    Text("a storm token cannot go on the start tile",
                         "風暴指示物不能放在起始板塊上"))
        if any(j == i for j, _ in area.marks):
            return ("kanagawa.end.storm-tokens",
                    Text(f"{where.en} already holds a storm token",
                         f"{where.zh}上已經有風暴指示物"))
        return None

    def _diploma_problem(self, d: str) -> tuple[str, Text]:
        area = self.areas[self.actor]
        diploma = DIPLOMA_INDEX[d]
        group = diploma.group
        name, noun = diploma_name(d), GROUP_NOUNS[group]
        if d not in self.diplomas:
            return ("kanagawa.diploma.first-come",
                    Text(f"the {name.en} is no longer on the board", f"{name.zh}已經不在場上"))
        if d in area.declined:
            return ("kanagawa.diploma.declined-lost",
                    Text(f"you declined the {name.en} before", f"你之前已經放棄了{name.zh}"))
        if any(DIPLOMA_INDEX[h].group is group for h in area.diplomas):
            return ("kanagawa.diploma.one-per-group",
                    Text(f"you already hold a {noun.en} diploma", f"你已經有一個{noun.zh}證書"))
        part = group.part.text
        return ("kanagawa.diploma.qualify",
                Text(f"your {part.en} does not meet the {name.en}: {diploma.text.en}",
                     f"你的{part.zh}不符合{name.zh}的條件：{diploma.text.zh}"))

    def _spot_problem(self, area: Area, i: int) -> tuple[str, Text] | None:
        where = studio_place(area, i)
        if not 0 <= i <= len(area.studio):
            return ("kanagawa.brush.landscape-only",
                    Text(f"your studio has no {where.en}", f"你的畫室沒有{where.zh}"))
        if area.studio_half(i).landscape is None:
            return ("kanagawa.brush.landscape-only",
                    Text(f"{where.en} shows no landscape", f"{where.zh}沒有風景符號"))
        if i in area.brushes:
            return ("kanagawa.brush.one-per-landscape",
                    Text(f"a brush already stands on {where.en}", f"{where.zh}上已經有一個筆刷"))
        return None

    def _paint_problem(self, area: Area, card: data.LessonCard,
                       slots: tuple[int, ...]) -> tuple[str, Text] | None:
        needs = card.painting.landscapes
        land = needs[0]
        name = card_text(card.id, area.hand, "painting")
        it = Text(name.en[:1].upper() + name.en[1:], name.zh)
        if len(slots) != len(needs) or len(set(slots)) != len(slots):
            rule = "kanagawa.paint.double" if len(needs) == 2 else "kanagawa.paint.landscape"
            if len(needs) == 1:
                return (rule, Text(f"{it.en} needs one brush on a studio card showing "
                                   f"{land.en}",
                                   f"{it.zh}需要一個筆刷，站在顯示{land.zh}的畫室卡片上"))
            return (rule, Text(f"{it.en} needs two brushes on two different studio cards "
                               f"showing {land.en}",
                               f"{it.zh}需要兩個筆刷，分別站在兩張顯示{land.zh}的畫室卡片上"))
        for i in slots:
            where = studio_place(area, i)
            bare = studio_place(None, i)
            if i not in area.brushes:
                return ("kanagawa.paint.landscape",
                        Text(f"no brush stands on {where.en}", f"{where.zh}上沒有筆刷"))
            shown = area.studio_half(i).landscape
            if shown is not land and shown is not Landscape.UNIVERSAL:
                return ("kanagawa.paint.landscape",
                        Text(f"{bare.en} shows {shown.en if shown else 'no landscape'}; "
                             f"{name.en} needs {land.en}",
                             f"{bare.zh}顯示的是{shown.zh if shown else '無風景'}，"
                             f"{name.zh}需要{land.zh}"))
            if i in self.used_brushes:
                return ("kanagawa.paint.brush-once-per-turn",
                        Text(f"the brush on {where.en} has already painted this turn",
                             f"{where.zh}上的筆刷這回合已經彩繪過了"))
            if i in self.used_icons:
                return ("kanagawa.paint.icon-once-per-turn",
                        Text(f"the landscape of {where.en} has already been used this turn",
                             f"{where.zh}的風景這回合已經用過了"))
        return None

    # -- moves ----------------------------------------------------------------------------

    def _apply(self, action: Action) -> KanagawaState:
        a: KanagawaAction = action  # type: ignore[assignment]
        s = self._copy()
        s.last_action = str(a)
        getattr(s, "_do_" + a.kind)(a)
        if self._pending is not None:
            s._pending = self._pending_after(a)
        return s

    def _pending_after(self, a: KanagawaAction) -> list[str] | None:
        """The diplomas still met after ``a``, when they follow from this state's without
        recounting (brushes placed or moved, a diploma taken or declined), else None."""
        if a.kind in ("place", "move"):  # the cards are the same, and so are owned brushes
            return self._pending
        if a.kind == "decline":
            return [d for d in self._pending if d != a.name]
        if a.kind == "diploma" and not (self.opts["brush_diploma"] == "owned"
                                        and DIPLOMA_INDEX[a.name].reward is Reward.BRUSH):
            return [d for d in self._pending if _GROUP_OF[d] != _GROUP_OF[a.name]]
        return None

    def _do_tiles(self, a: KanagawaAction) -> None:
        tiles = a.name.split(",")
        self.areas = tuple(area.but(tile=t) for area, t in zip(self.areas, tiles,
                                                                       strict=True))
        self._shuffled()

    def _do_shuffle(self, a: KanagawaAction) -> None:
        self.backs += _LETTER_OF[a.name]
        self._shuffled()

    def _shuffled(self) -> None:
        """Start the first lesson once every card of the deck has its place in the stack."""
        if len(self.backs) < len(self.deck):
            self.phase = "shuffle"
        else:
            self._new_lesson()

    def _do_deal(self, a: KanagawaAction) -> None:
        self.deck = _without(self.deck, a.name)
        self.backs = self.backs[1:]
        row = list(self.school[self.rows])
        row[self.deal_col] = a.name
        self.school = self.school[: self.rows] + (tuple(row),) + self.school[self.rows + 1:]
        nxt = [c for c in range(self.deal_col + 1, self.n) if not self.taken[c]]
        if nxt and self.deck:
            self.deal_col = nxt[0]
        else:
            self.rows += 1
            self._start_round()

    def _do_wait(self, a: KanagawaAction) -> None:
        self.decided = self.decided | {self.actor}
        self._next_decision()

    def _do_take(self, a: KanagawaAction) -> None:
        col = a.slots[0] - 1
        cards = tuple(self.column_cards(col))
        self.school = tuple(r[:col] + (None,) + r[col + 1:] for r in self.school)
        self.taken = self.taken[:col] + (True,) + self.taken[col + 1:]
        area = self.areas[self.actor]
        self._set_area(area.but(hand=area.hand + cards, in_class=False))
        self.decided = self.decided | {self.actor}
        self.phase = "use"
        self.moves_left = area.icons(StudioIcon.MOVE)
        self.used_brushes = self.used_icons = frozenset()

    def _do_studio(self, a: KanagawaAction) -> None:
        area = self.areas[self.actor]
        card = CARD_INDEX[a.name]
        area = area.but(hand=_without(area.hand, a.name), studio=area.studio + (a.name,))
        for icon in card.studio.icons:
            if icon is StudioIcon.BRUSH and self.supply_brushes:
                self.supply_brushes -= 1
                area = area.but(reserve=area.reserve + 1)
            elif icon is StudioIcon.ASSISTANT:
                self.assistant = self.actor
            elif icon is StudioIcon.MOVE:
                self.moves_left += 1
        self._set_area(area)

    def _do_paint(self, a: KanagawaAction) -> None:
        area = self.areas[self.actor]
        self._set_area(area.but(hand=_without(area.hand, a.name),
                               painting=area.painting + (a.name,)))
        self.used_brushes = self.used_brushes | set(a.slots)
        self.used_icons = self.used_icons | set(a.slots)

    def _do_place(self, a: KanagawaAction) -> None:
        area = self.areas[self.actor]
        self._set_area(area.but(reserve=area.reserve - 1,
                               brushes=tuple(sorted(area.brushes + a.slots))))

    def _do_move(self, a: KanagawaAction) -> None:
        src, dst = a.slots
        area = self.areas[self.actor]
        brushes = tuple(sorted([b for b in area.brushes if b != src] + [dst]))
        self._set_area(area.but(brushes=brushes))
        self.moves_left -= 1
        if src in self.used_brushes:
            self.used_brushes = (self.used_brushes - {src}) | {dst}

    def _do_diploma(self, a: KanagawaAction) -> None:
        d = DIPLOMA_INDEX[a.name]
        area = self.areas[self.actor]
        area = area.but(diplomas=area.diplomas + (a.name,))
        self.diplomas = _without(self.diplomas, a.name)
        if d.reward is Reward.BRUSH and self.supply_brushes:
            self.supply_brushes -= 1
            area = area.but(reserve=area.reserve + 1)
        elif d.reward is Reward.STORM and self.supply_storms:
            self.supply_storms -= 1
            area = area.but(storms=area.storms + 1)
        elif d.reward is Reward.ASSISTANT:
            self.assistant = self.actor
        self._set_area(area)

    def _do_decline(self, a: KanagawaAction) -> None:
        area = self.areas[self.actor]
        self._set_area(area.but(declined=area.declined + (a.name,)))

    def _do_end(self, a: KanagawaAction) -> None:
        self.phase = "school"
        self.moves_left = 0
        self.used_brushes = self.used_icons = frozenset()
        self._next_decision()

    def _do_storm(self, a: KanagawaAction) -> None:
        area = self.areas[self.actor]
        mark = (a.slots[0], a.name or Season.STORM.value)
        self._set_area(area.but(storms=area.storms - 1,
                               marks=tuple(sorted(area.marks + (mark,)))))
        self._next_storm()

    # -- flow ---------------------------------------------------------------------------

    def _new_lesson(self) -> None:
        self.lesson += 1
        self.school = tuple((None,) * self.n for _ in range(data.SCHOOL_ROWS))
        self.rows = 0
        self.taken = (False,) * self.n
        self.areas = tuple(a.but(in_class=True) for a in self.areas)
        self.phase = "deal"
        self.deal_col = 0

    def _start_round(self) -> None:
        """A row has been dealt: the pupils in class decide, from the Grand Master on."""
        self.decided = frozenset()
        self.phase = "school"
        self.actor = self.gm
        self._next_decision(include_actor=True)

    def _next_decision(self, include_actor: bool = False) -> None:
        start = 0 if include_actor else 1
        for step in range(start, self.n + start):
            seat = (self.actor + step) % self.n
            if self.areas[seat].in_class and seat not in self.decided:
                self.phase, self.actor = "school", seat
                return
        if any(a.in_class for a in self.areas):  # everyone present waited: one more row
            self.phase = "deal"
            self.deal_col = next(c for c in range(self.n) if not self.taken[c])
            return
        self._end_lesson()

    def _end_lesson(self) -> None:
        """The Assistant's holder takes the Grand Master pawn; then the next lesson, or the
        end (after the last lesson too, unless ``grand_master_passes_at_end`` is off)."""
        more = bool(self.deck) and all(self.painting_cards(p) < data.END_PAINTING_CARDS
                                       for p in range(self.n))
        if more or self.opts["grand_master_passes_at_end"]:
            self.gm = self.assistant
        if more:
            self._new_lesson()
            return
        self.actor = self.gm
        self.phase = "storm"
        self._next_storm(include_actor=True)

    def _next_storm(self, include_actor: bool = False) -> None:
        start = 0 if include_actor else 1
        for step in range(start, self.n + start):
            seat = (self.actor + step) % self.n
            self.actor = seat
            if self.areas[seat].storms and self.legal_actions():
                return
            self._legal = None
        self.phase = "over"

    def _set_area(self, area: Area) -> None:
        p = self.actor
        self.areas = self.areas[:p] + (area,) + self.areas[p + 1:]

    def _copy(self) -> KanagawaState:
        s = object.__new__(KanagawaState)
        s.__dict__.update(self.__dict__)  # a shallow copy: the fields are immutable values
        s._legal = s._pending = None
        return s


@lru_cache(maxsize=65536)
def _studio_info(tile: str, studio: tuple[str, ...]) -> tuple[dict[StudioIcon, int],
                                                            tuple[Landscape | None, ...]]:
    """Icon counts and landscapes of a studio (cached: studios repeat across states)."""
    halves = [TILE_INDEX[tile].studio] + [CARD_INDEX[c].studio for c in studio]
    counts: dict[StudioIcon, int] = {}
    for half in halves:
        for icon in half.icons:
            counts[icon] = counts.get(icon, 0) + 1
    return counts, tuple(h.landscape for h in halves)


_FAMILY_OF = {sub.value: sub.family.value for sub in data.Subject}
_GROUP_OF = {d.id: d.group.value for d in DIPLOMAS}
_NEEDS = {d.id: (d.measure.value, d.group.family.value if d.group.family else "",
                 tuple(x.value for x in d.subjects)) for d in DIPLOMAS}
"""Per diploma, as plain strings: what it measures, its family, the subjects it needs."""
_PAINTING_DIPLOMAS = tuple(d for d in DIPLOMAS if d.group.part is data.Part.PAINTING)
_STUDIO_DIPLOMAS = tuple(d for d in DIPLOMAS if d.group.part is data.Part.STUDIO)


@lru_cache(maxsize=65536)
def _painting_facts(tile: str, painting: tuple[str, ...]) -> dict[str, Any]:
    """What the painting diplomas count in a painting: subject counts by key, and per
    family the kinds and the most identical (cached: paintings repeat across states)."""
    subjects: dict[str, int] = {}
    for half in [TILE_INDEX[tile].painting] + [CARD_INDEX[c].painting for c in painting]:
        for sub in half.subjects:
            subjects[sub.value] = subjects.get(sub.value, 0) + 1
    kinds: dict[str, int] = {}
    identical: dict[str, int] = {}
    for key, n in subjects.items():
        family = _FAMILY_OF[key]
        kinds[family] = kinds.get(family, 0) + 1
        identical[family] = max(identical.get(family, 0), n)
    return {"subjects": subjects, "kinds": kinds, "identical": identical}


@lru_cache(maxsize=65536)
def _studio_facts(tile: str, studio: tuple[str, ...]) -> dict[str, Any]:
    """What the studio diplomas count in a studio: brush icons, double arrows, the most
    cards of one landscape and the universal cards."""
    icons, lands = _studio_info(tile, studio)
    return {"brush_icons": icons.get(StudioIcon.BRUSH, 0), "moves": icons.get(StudioIcon.MOVE, 0),
            "same_land": max(lands.count(land) for land in data.LANDSCAPES),
            "universal": lands.count(Landscape.UNIVERSAL)}


@lru_cache(maxsize=65536)
def _painting_met(tile: str, painting: tuple[str, ...], identical: int) -> frozenset[str]:
    """The painting diplomas a painting meets (``identical``: the characters the
    identical-characters diploma needs)."""
    facts = _painting_facts(tile, painting)
    met = set()
    for d in _PAINTING_DIPLOMAS:
        measure, family, subjects = _NEEDS[d.id]
        if measure == "trees":
            ok = facts["subjects"].get("tree", 0) >= d.amount
        elif measure == "subjects":
            ok = all(facts["subjects"].get(x, 0) for x in subjects)
        elif measure == "different":
            ok = facts["kinds"].get(family, 0) >= d.amount
        else:  # identical
            ok = facts["identical"].get(family, 0) >= identical
        if ok:
            met.add(d.id)
    return frozenset(met)


@lru_cache(maxsize=65536)
def _studio_met(tile: str, studio: tuple[str, ...], owned: int | None,
                universal_wild: bool) -> frozenset[str]:
    """The studio diplomas a studio meets (``owned``: the brushes owned, when the brush
    diplomas count them instead of the icons)."""
    facts = _studio_facts(tile, studio)
    met = set()
    for d in _STUDIO_DIPLOMAS:
        measure = _NEEDS[d.id][0]
        if measure == "brushes":
            ok = (facts["brush_icons"] if owned is None else owned) >= d.amount
        elif measure == "moves":
            ok = facts["moves"] >= d.amount
        else:  # the same landscape
            ok = facts["same_land"] + (facts["universal"] if universal_wild else 0) >= d.amount
        if ok:
            met.add(d.id)
    return frozenset(met)


def _met(area: Area, opts: dict[str, Any]) -> frozenset[str]:
    """Every diploma whose requirement ``area`` meets, held or not, on the board or not."""
    owned = area.owned_brushes() if opts["brush_diploma"] == "owned" else None
    return (_painting_met(area.tile, area.painting, opts["characters_identical"])
            | _studio_met(area.tile, area.studio, owned, opts["universal_wild"]))


def _without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    i = items.index(item)
    return items[:i] + items[i + 1:]


def _area_dict(a: Area) -> dict[str, Any]:
    return {"tile": a.tile, "studio": list(a.studio), "painting": list(a.painting),
            "hand": list(a.hand), "brushes": list(a.brushes), "reserve": a.reserve,
            "storms": a.storms, "marks": [list(m) for m in a.marks],
            "diplomas": list(a.diplomas), "declined": list(a.declined), "in_class": a.in_class}


# -- the game ---------------------------------------------------------------------------------


def stack_of(cards: Any) -> str:
    """The ``stack`` option that puts cards of these backs on top of the deck, in this order
    (a lesson or test that forces its deals arranges the stack with it).

    >>> stack_of(["T09", "A04", "C14"])
    'TAC'
    """
    cards = cards.split() if isinstance(cards, str) else list(cards)
    unknown = [c for c in cards if c not in CARD_INDEX]
    if unknown:
        raise ValueError(f"no lesson card {unknown[0]!r}")
    return "".join(card[0] for card in cards)


def _check_stack(stack: Any) -> str:
    """``stack`` if it is a possible top of the deck, else ValueError saying why."""
    if not isinstance(stack, str) or set(stack) - set(COLOURS):
        raise ValueError(f"stack must be a text of the letters {', '.join(COLOURS)} (the "
                         f"first letters of the card ids), not {_show(stack)}")
    for x in COLOURS:
        if stack.count(x) > data.CARDS_PER_BACK:
            raise ValueError(f"stack holds {stack.count(x)} {COLOURS[x]} backs; the deck has "
                             f"{data.CARDS_PER_BACK}")
    return stack


class Kanagawa(Game):
    """Kanagawa: the game object (``tutor.load("kanagawa")``)."""

    name = "kanagawa"
    title = Text("Kanagawa", "神奈川學堂")
    min_players = 2
    max_players = 4
    options = OPTIONS
    rules = RULES
    bench_options: ClassVar[dict[str, Any]] = {"players": 4}

    def new_game(self, players: int = 2, seed: int | None = None, **options: Any) -> State:
        if isinstance(players, int) and "start_player" in options and not (
                type(options["start_player"]) is int
                and 0 <= options["start_player"] < players):
            raise ValueError(f"start_player must be a seat from 0 to {players - 1}, "
                             f"not {options['start_player']!r}")
        if "stack" in options:
            _check_stack(options["stack"])
        return super().new_game(players=players, seed=seed, **options)

    def _initial(self, players: int, options: dict[str, Any]) -> KanagawaState:
        s = object.__new__(KanagawaState)
        s.opts, s.n = options, players
        s.phase, s.actor = "setup", options["start_player"]
        s.deck = tuple(sorted(CARD_INDEX))
        s.backs = options["stack"]
        s.school, s.rows, s.taken, s.deal_col = (), 0, (False,) * players, 0
        s.gm = s.assistant = options["start_player"]
        s.decided = frozenset()
        s.areas = tuple(Area() for _ in range(players))
        s.diplomas = tuple(d.id for d in DIPLOMAS)
        s.supply_brushes = data.BRUSH_PAWNS - data.STARTING_BRUSHES * players
        s.supply_storms = data.STORM_TOKENS
        s.lesson, s.moves_left = 0, 0
        s.used_brushes = s.used_icons = frozenset()
        s.last_action, s._legal, s._pending = None, None, None
        return s

    def _from_dict(self, d: dict[str, Any]) -> KanagawaState:
        from .saves import load_state

        return load_state(self, d)


GAME = Kanagawa()
KanagawaState.game = GAME
