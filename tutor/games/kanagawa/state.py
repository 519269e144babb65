"""Kanagawa (Bruno Cathala and Charles Chevallier, IELLO 2016): actions, state and the game.

Players are pupils of Hokusai's school. Each lesson the Grand Master deals lesson cards onto
the school board a row at a time; in turn each pupil waits for more or takes a whole column
and uses the cards at once, each in the studio (brushes, landscapes, techniques) or in the
painting (needs brushes on matching landscapes). Diplomas reward paintings and studios. The
game ends with the lesson in which a painting reaches 11 cards or the deck runs out.

Sources: seeds ``000_43f8316dd65002f0.txt`` and ``001_c42d7fc8bfeef299.txt``;
``shared/research/kanagawa.md``. Components are in :mod:`.data`, rule ids in :mod:`.rules`.

Every decision is one action: ``take column 2``, ``wait``, ``studio A05``,
``paint A05 with S0``, ``place brush on S1``, ``move brush S0->S2``,
``take diploma trees-3``, ``decline diploma trees-3``, ``end turn``, ``storm on P3 as spring``.
Chance actions deal the start tiles (``start tiles ST2,ST4``) and each card (``deal A05``).
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

import itertools
import random
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, ClassVar

from ...core.errors import BadSave, NotationError
from ...core.game import CHANCE, TERMINAL, Action, Game, LegalActions, Option, State
from ...core.lang import Text
from ...core.verdict import Verdict
from . import data
from .data import (
    CARD_INDEX,
    DIPLOMA_INDEX,
    DIPLOMAS,
    FACE_DOWN,
    SEASONS,
    START_TILES,
    Landscape,
    Reward,
    Season,
    StudioIcon,
)
from .rules import RULES

PLAYER_NAMES = ("Blue", "Red", "Green", "Yellow")
PLAYER_NAMES_ZH = ("藍", "紅", "綠", "黃")
"""Seat names (the pawns carry no colours in Kanagawa: these are the tutor's)."""

TILE_INDEX = {t.id: t for t in START_TILES}

OPTIONS = (
    Option("start_player", 0, Text("Seat that starts with the Grand Master and Assistant pawns.",
                                   "起始玩家:拿取大師與助手棋子的座位。")),
    Option("characters_identical", data.CHARACTERS_IDENTICAL,
           Text("Identical characters the 9-point diploma needs: 3 (card data) or 4 (seed 000).",
                "9 分角色證書需要的相同角色數:3(卡片資料)或 4(規則 000)。"), (3, 4)),
    Option("brush_diploma", "icons",
           Text("Brush diplomas count the studio's brush icons ('icons') or every brush owned "
                "('owned').", "筆刷證書計算畫室的筆刷符號('icons')或擁有的所有筆刷('owned')。"),
           ("icons", "owned")),
    Option("universal_wild", False,
           Text("Whether a universal studio card counts as any landscape for the landscape "
                "diplomas.", "萬用畫室卡是否在風景證書中算作任何風景。"), (False, True)),
    Option("end_counts_start_tile", False,
           Text("Whether the start tile counts toward the 11 painting cards that end the game.",
                "起始板塊是否計入結束遊戲的 11 張畫作卡。"), (False, True)),
    Option("storm_token", "season",
           Text("A storm token gives a painted card a season you choose ('season') or makes it "
                "wild ('wild').",
                "風暴指示物讓一張畫作卡變成你挑選的季節('season')或萬用('wild')。"),
           ("season", "wild")),
    Option("storm_on_start_tile", False,
           Text("Whether a storm token may go on the start tile.",
                "風暴指示物能否放在起始板塊上。"),
           (False, True)),
    Option("grand_master_bonus", 2,
           Text("Points for the Grand Master holder at the end (seed 000 item E: 2).",
                "遊戲結束時持有大師棋子的玩家得分(規則 000 第 E 項:2 分)。"), (0, 2)),
)

# -- actions ----------------------------------------------------------------------------------

_KINDS = ("tiles", "deal", "take", "wait", "studio", "paint", "place", "move", "diploma",
          "decline", "end", "storm")
_PATTERNS = (
    ("tiles", re.compile(r"^start tiles ((?:ST\d,)*ST\d)$")),
    ("deal", re.compile(r"^deal ([ACBT]\d\d)$")),
    ("take", re.compile(r"^take column (\d)$")),
    ("wait", re.compile(r"^wait$")),
    ("studio", re.compile(r"^studio ([ACBT]\d\d)$")),
    ("paint", re.compile(r"^paint ([ACBT]\d\d) with (S\d+(?:,S\d+)?)$")),
    ("place", re.compile(r"^place brush on (S\d+)$")),
    ("move", re.compile(r"^move brush (S\d+)->(S\d+)$")),
    ("diploma", re.compile(r"^take diploma ([a-z0-9-]+)$")),
    ("decline", re.compile(r"^decline diploma ([a-z0-9-]+)$")),
    ("end", re.compile(r"^end turn$")),
    ("storm", re.compile(r"^storm on P(\d+)(?: as ([a-z]+))?$")),
)


@cache
def _act(kind: str, name: str = "", slots: tuple[int, ...] = ()) -> KanagawaAction:
    """One shared action object per notation (the engine builds many)."""
    return KanagawaAction(kind, name, slots)


@dataclass(frozen=True, repr=False)
class KanagawaAction(Action):
    """One Kanagawa decision (or chance event). ``kind`` is one of :data:`_KINDS`; ``name``
    a card, tile list, diploma or season; ``slots`` column, studio or painting numbers."""

    kind: str
    name: str = ""
    slots: tuple[int, ...] = ()

    def __str__(self) -> str:
        k, n, s = self.kind, self.name, self.slots
        if k == "tiles":
            return f"start tiles {n}"
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

    @classmethod
    def parse(cls, text: str) -> KanagawaAction:
        """Read any Kanagawa notation. Raises :class:`NotationError`."""
        if not isinstance(text, str):
            raise NotationError(f"expected notation text, got {text!r}")
        t = " ".join(text.strip().split())
        t = t.replace(" -> ", "->")
        for kind, pattern in _PATTERNS:
            m = pattern.match(t)
            if not m:
                continue
            g = m.groups()
            if kind in ("deal", "studio", "diploma", "decline"):
                return cls(kind, g[0])
            if kind == "tiles":
                return cls(kind, g[0])
            if kind == "take":
                return cls(kind, "", (int(g[0]),))
            if kind == "paint":
                return cls(kind, g[0], tuple(sorted(int(x[1:]) for x in g[1].split(","))))
            if kind == "place":
                return cls(kind, "", (int(g[0][1:]),))
            if kind == "move":
                return cls(kind, "", (int(g[0][1:]), int(g[1][1:])))
            if kind == "storm":
                return cls(kind, g[1] or "", (int(g[0]),))
            return cls(kind)
        raise NotationError(
            f"cannot read {text!r} as a Kanagawa action; expected e.g. 'take column 2', "
            f"'wait', 'studio A05', 'paint A05 with S0', 'place brush on S1', "
            f"'move brush S0->S2', 'take diploma trees-3', 'decline diploma trees-3', "
            f"'end turn' or 'storm on P3 as spring'")

    def sort_key(self) -> tuple:
        return (_KINDS.index(self.kind), self.name, self.slots)

    def to_json(self) -> dict[str, Any]:
        return {"action": str(self), "kind": self.kind, "name": self.name,
                "slots": list(self.slots)}


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
        family, icons, and the most studio cards of one landscape (cached by cards, so
        moving a brush does not recount)."""
        key = (self.tile, self.studio, self.painting)
        facts = _FACTS.get(key)
        if facts is None:
            if len(_FACTS) > 100_000:
                _FACTS.clear()
            facts = _FACTS[key] = self._count_facts()
        return facts

    def _count_facts(self) -> dict[str, Any]:
        subjects: dict[str, int] = {}
        for i in range(len(self.painting) + 1):
            for sub in self.painting_half(i).subjects:
                subjects[sub.value] = subjects.get(sub.value, 0) + 1
        kinds: dict[str, int] = {}
        identical: dict[str, int] = {}
        for key, n in subjects.items():
            family = _FAMILY_OF[key]
            kinds[family] = kinds.get(family, 0) + 1
            identical[family] = max(identical.get(family, 0), n)
        lands = self.studio_lands
        return {
            "subjects": subjects, "kinds": kinds, "identical": identical,
            "brush_icons": self.icons(StudioIcon.BRUSH), "moves": self.icons(StudioIcon.MOVE),
            "same_land": max(lands.count(land) for land in data.LANDSCAPES),
            "universal": lands.count(Landscape.UNIVERSAL),
        }

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
    """'setup', 'deal', 'school', 'use', 'storm' or 'over'."""
    actor: int
    deck: tuple[str, ...]
    """Unseen lesson cards, sorted (the draw order is decided as each card is dealt)."""
    school: tuple[tuple[str | None, ...], ...]
    """The school board, rows dealt so far x columns; None where no card lies."""
    rows: int
    taken: tuple[bool, ...]
    deal_col: int
    gm: int
    assistant: int
    decided: frozenset[int]
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
        if self.phase in ("setup", "deal"):
            return CHANCE
        return self.actor

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.phase == "setup":
            perms = list(itertools.permutations(TILE_INDEX, self.n))
            return [(KanagawaAction("tiles", ",".join(p)), 1 / len(perms)) for p in perms]
        if self.phase == "deal":
            p = 1 / len(self.deck)
            return [(_act("deal", c), p) for c in self.deck]
        return []

    def determinize(self, viewer: int, rng: random.Random) -> KanagawaState:
        """The same position with the face-down school cards drawn again, each from the
        unseen cards of its back colour (backs are public; the deck is unseen by all)."""
        hidden = [(r, c) for r in range(self.rows) for c in range(self.n)
                  if not self.taken[c] and self.school[r][c] is not None
                  and self.is_face_down(r, c)]
        if not hidden:
            return self
        pools: dict[str, list[str]] = {}
        for card in list(self.deck) + [self.school[r][c] for r, c in hidden]:
            pools.setdefault(card[0], []).append(card)
        for pool in pools.values():
            rng.shuffle(pool)
        school = [list(row) for row in self.school]
        for r, c in hidden:
            school[r][c] = pools[school[r][c][0]].pop()
        s = self._copy()
        s.school = tuple(tuple(row) for row in school)
        s.deck = tuple(sorted(card for pool in pools.values() for card in pool))
        return s

    def _is_outcome(self, action: Action) -> bool:
        a: KanagawaAction = action  # type: ignore[assignment]
        if self.phase == "deal":
            return a.kind == "deal" and a.name in self.deck
        return super()._is_outcome(action)

    def legal_actions(self) -> LegalActions:
        if self._legal is None:
            if self.phase in ("setup", "deal", "over"):
                acts: list[KanagawaAction] = []
            elif self.phase == "use":
                self._legal = LegalActions(self._use_actions(), presorted=True)
                return self._legal
            else:
                acts = [a for a in self._candidates() if self._problem(a) is None]
            self._legal = LegalActions(acts)
        return self._legal

    def scores(self):
        from .scoring import score_sheet

        return score_sheet(self)

    def describe(self, lang: str = "en") -> str:
        """One line: whose turn and what to do."""
        zh = lang == "zh-Hant"
        if self.phase == "over":
            return "遊戲結束" if zh else "game over"
        if self.phase in ("setup", "deal"):
            return "大師發課程卡" if zh else "the Grand Master deals"
        who = self.player_names(lang)[self.actor]
        if self.phase == "school":
            if zh:
                return f"輪到{who}:拓展知識(等待)或拿取一欄"
            return f"{who} to wait or take a column"
        if self.phase == "storm":
            return f"輪到{who}放置風暴指示物" if zh else f"{who} to place a storm token"
        if self.pending_diplomas():
            return f"輪到{who}拿取或放棄證書" if zh else f"{who} to take or decline a diploma"
        return f"輪到{who}使用課程卡" if zh else f"{who} to use the lesson cards"

    def to_dict(self) -> dict[str, Any]:
        return {
            "options": dict(self.opts), "players": self.n, "phase": self.phase,
            "actor": self.actor, "deck": list(self.deck),
            "school": [list(r) for r in self.school], "rows": self.rows,
            "taken": list(self.taken), "deal_col": self.deal_col, "gm": self.gm,
            "assistant": self.assistant, "decided": sorted(self.decided),
            "areas": [_area_dict(a) for a in self.areas], "diplomas": list(self.diplomas),
            "supply_brushes": self.supply_brushes, "supply_storms": self.supply_storms,
            "lesson": self.lesson, "moves_left": self.moves_left,
            "used_brushes": sorted(self.used_brushes), "used_icons": sorted(self.used_icons),
            "last_action": self.last_action,
        }

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

    def pending_diplomas(self) -> list[str]:
        """Diplomas the player using cards meets now and must take or decline (cached)."""
        if self._pending is None:
            self._pending = []
            if self.phase == "use":
                area, opts = self.areas[self.actor], self.opts
                key = (area.tile, area.studio, area.painting, area.diplomas, area.declined,
                       self.diplomas, opts["characters_identical"], opts["brush_diploma"],
                       opts["universal_wild"],
                       area.owned_brushes() if opts["brush_diploma"] == "owned" else 0)
                pending = _PENDING.get(key)
                if pending is None:
                    if len(_PENDING) > 100_000:
                        _PENDING.clear()
                    held = {_GROUP_OF[d] for d in area.diplomas}
                    facts = area.facts
                    pending = _PENDING[key] = [
                        d for d in self.diplomas
                        if d not in area.declined and _GROUP_OF[d] not in held
                        and _meets(area, DIPLOMA_INDEX[d], opts, facts)]
                self._pending = pending
        return self._pending

    def meets(self, seat: int, diploma_id: str) -> bool:
        """Whether player ``seat``'s painting or studio meets the diploma's requirement."""
        return _meets(self.areas[seat], DIPLOMA_INDEX[diploma_id], self.opts)

    def same_landscape(self, seat: int) -> int:
        """The most studio cards of one landscape (start tile included; universal cards
        added when the ``universal_wild`` option is on)."""
        facts = self.areas[seat].facts
        return facts["same_land"] + (facts["universal"] if self.opts["universal_wild"] else 0)

    def painting_cards(self, seat: int) -> int:
        """Cards in the painting as the end trigger counts them."""
        return len(self.areas[seat].painting) + (1 if self.opts["end_counts_start_tile"] else 0)

    # -- rules --------------------------------------------------------------------------

    def _candidates(self) -> list[KanagawaAction]:
        """Actions worth checking in this phase (a superset of the legal ones)."""
        A = _act
        if self.phase == "school":
            return [A("wait")] + [A("take", "", (c + 1,)) for c in range(self.n)]
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
        A = _act
        pending = sorted(self.pending_diplomas())
        if pending:
            return [A("diploma", d) for d in pending] + [A("decline", d) for d in pending]
        area = self.areas[self.actor]
        empty = [i for i in area.landscapes() if i not in area.brushes]
        cards = sorted(set(area.hand))
        acts = [A("studio", card) for card in cards]  # built in notation order
        for card in cards:
            lesson = CARD_INDEX[card]
            for combo in itertools.combinations(area.brushes, len(lesson.painting.landscapes)):
                if self._paint_problem(area, lesson, combo) is None:
                    acts.append(A("paint", card, combo))
        if area.reserve:
            acts += [A("place", "", (i,)) for i in empty]
        if self.moves_left:
            acts += [A("move", "", (i, j)) for i in area.brushes for j in empty]
        if len(area.hand) <= area.icons(StudioIcon.KEEP):
            acts.append(A("end"))
        return acts

    def _check(self, action: Action) -> Verdict:
        problem = self._problem(action)  # type: ignore[arg-type]
        if problem is None:
            return Verdict.legal(str(action))
        return Verdict.illegal(str(action), *problem)

    def _problem(self, a: KanagawaAction) -> tuple[str, str] | None:
        """None when ``a`` is legal here, else (rule id, reason)."""
        k, phase = a.kind, self.phase
        if k in ("tiles", "deal"):
            return ("kanagawa.action.chance-outcome", "only the deal decides that")
        if k in ("take", "wait"):
            if phase != "school":
                return ("kanagawa.lesson.order", "nobody is choosing a column now")
            return self._school_problem(a)
        if k == "storm":
            if phase != "storm":
                return ("kanagawa.end.storm-tokens", "storm tokens are placed at the end")
            return self._storm_problem(a)
        if phase != "use":
            rule = "kanagawa.lesson.take-column" if phase == "school" else "kanagawa.end.trigger"
            return (rule, "you use cards only right after taking a column")
        area = self.areas[self.actor]
        pending = self.pending_diplomas()
        if k in ("diploma", "decline"):
            if a.name not in DIPLOMA_INDEX:
                return ("kanagawa.action.notation", f"there is no diploma {a.name!r}")
            if a.name in pending:
                return None
            return self._diploma_problem(a.name)
        if pending:
            return ("kanagawa.diploma.qualify",
                    f"first take or decline the diploma(s) you now meet: {', '.join(pending)}")
        if k == "end":
            keep = area.icons(StudioIcon.KEEP)
            if len(area.hand) > keep:
                return ("kanagawa.turn.keep",
                        f"you hold {len(area.hand)} card(s) but may keep only {keep}")
            return None
        if k in ("studio", "paint"):
            if a.name not in CARD_INDEX:
                return ("kanagawa.action.notation", f"there is no card {a.name!r}")
            if a.name not in area.hand:
                return ("kanagawa.turn.use-now", f"{a.name} is not among the cards you took")
            if k == "studio":
                return None
            return self._paint_problem(area, CARD_INDEX[a.name], a.slots)
        if k == "place":
            if not area.reserve:
                return ("kanagawa.brush.place", "you have no brush in reserve")
            return self._spot_problem(area, a.slots[0])
        if k == "move":
            src, dst = a.slots
            if not self.moves_left:
                return ("kanagawa.brush.move", "no double arrow is left to use this turn")
            if src not in area.brushes:
                return ("kanagawa.brush.move", f"no brush stands on S{src}")
            return self._spot_problem(area, dst)
        return ("kanagawa.action.notation", f"unknown action {a!r}")

    def _school_problem(self, a: KanagawaAction) -> tuple[str, str] | None:
        # pupils in class when this round of decisions began (seed 000 step 02, 註記)
        in_class = sum(1 for p, x in enumerate(self.areas) if x.in_class or p in self.decided)
        if a.kind == "wait":
            if self.rows >= data.SCHOOL_ROWS:
                return ("kanagawa.lesson.three-rows", "all three rows are dealt: take a column")
            if not self.deck:
                return ("kanagawa.lesson.deck-empty", "the deck is empty: take a column")
            if in_class == 1:
                return ("kanagawa.lesson.last-must-take",
                        "you are the last pupil in class: take the last column")
            return None
        col = a.slots[0] - 1
        if not 0 <= col < self.n:
            return ("kanagawa.lesson.take-column",
                    f"there are columns 1 to {self.n}, not {a.slots[0]}")
        if self.taken[col]:
            return ("kanagawa.lesson.take-column", f"column {a.slots[0]} is already taken")
        return None

    def _storm_problem(self, a: KanagawaAction) -> tuple[str, str] | None:
        area = self.areas[self.actor]
        i = a.slots[0]
        wild = self.opts["storm_token"] == "wild"
        if wild and a.name or not wild and a.name not in [s.value for s in SEASONS]:
            want = "no season (storm_token='wild')" if wild else "a season: spring, summer..."
            return ("kanagawa.end.storm-tokens", f"a storm token takes {want}")
        if not 0 <= i <= len(area.painting):
            return ("kanagawa.end.storm-tokens", f"your painting has no card P{i}")
        if i == 0 and not self.opts["storm_on_start_tile"]:
            return ("kanagawa.end.storm-tokens", "a storm token cannot go on the start tile")
        if any(j == i for j, _ in area.marks):
            return ("kanagawa.end.storm-tokens", f"P{i} already holds a storm token")
        return None

    def _diploma_problem(self, d: str) -> tuple[str, str]:
        area = self.areas[self.actor]
        group = DIPLOMA_INDEX[d].group
        if d not in self.diplomas:
            return ("kanagawa.diploma.first-come", f"{d} is no longer on the board")
        if d in area.declined:
            return ("kanagawa.diploma.declined-lost", f"you declined {d} before")
        if any(DIPLOMA_INDEX[h].group is group for h in area.diplomas):
            return ("kanagawa.diploma.one-per-group", f"you already hold a {group.en} diploma")
        return ("kanagawa.diploma.qualify",
                f"your {'painting' if group.part.value == 'painting' else 'studio'} does not "
                f"meet {d}: {DIPLOMA_INDEX[d].text.en}")

    def _spot_problem(self, area: Area, i: int) -> tuple[str, str] | None:
        if not 0 <= i <= len(area.studio):
            return ("kanagawa.brush.landscape-only", f"your studio has no card S{i}")
        if area.studio_half(i).landscape is None:
            return ("kanagawa.brush.landscape-only", f"S{i} shows no landscape")
        if i in area.brushes:
            return ("kanagawa.brush.one-per-landscape", f"a brush already stands on S{i}")
        return None

    def _paint_problem(self, area: Area, card: data.LessonCard,
                       slots: tuple[int, ...]) -> tuple[str, str] | None:
        needs = card.painting.landscapes
        land = needs[0]
        if len(slots) != len(needs) or len(set(slots)) != len(slots):
            rule = "kanagawa.paint.double" if len(needs) == 2 else "kanagawa.paint.landscape"
            return (rule, f"{card.id} needs {len(needs)} brush(es) on {len(needs)} different "
                          f"studio card(s) showing {land.en}")
        for i in slots:
            if i not in area.brushes:
                return ("kanagawa.paint.landscape", f"no brush stands on S{i}")
            shown = area.studio_half(i).landscape
            if shown is not land and shown is not Landscape.UNIVERSAL:
                return ("kanagawa.paint.landscape",
                        f"S{i} shows {shown.en if shown else 'no landscape'}, "
                        f"{card.id} needs {land.en}")
            if i in self.used_brushes:
                return ("kanagawa.paint.brush-once-per-turn",
                        f"the brush on S{i} has already painted this turn")
            if i in self.used_icons:
                return ("kanagawa.paint.icon-once-per-turn",
                        f"the landscape of S{i} has already been used this turn")
        return None

    # -- moves ----------------------------------------------------------------------------

    def _apply(self, action: Action) -> KanagawaState:
        a: KanagawaAction = action  # type: ignore[assignment]
        s = self._copy()
        s.last_action = str(a)
        getattr(s, "_do_" + a.kind)(a)
        return s

    def _do_tiles(self, a: KanagawaAction) -> None:
        tiles = a.name.split(",")
        self.areas = tuple(area.but(tile=t) for area, t in zip(self.areas, tiles,
                                                                       strict=True))
        self._new_lesson()

    def _do_deal(self, a: KanagawaAction) -> None:
        deck = list(self.deck)
        deck.remove(a.name)
        self.deck = tuple(deck)
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
        self.gm = self.assistant
        if self.deck and all(self.painting_cards(p) < data.END_PAINTING_CARDS
                             for p in range(self.n)):
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


_FACTS: dict[tuple, dict[str, Any]] = {}
_PENDING: dict[tuple, list[str]] = {}
"""Caches keyed by everything the answer depends on (cards, diplomas, options)."""
_FAMILY_OF = {sub.value: sub.family.value for sub in data.Subject}
_GROUP_OF = {d.id: d.group.value for d in DIPLOMAS}


def _meets(area: Area, d: data.Diploma, opts: dict[str, Any],
           facts: dict[str, Any] | None = None) -> bool:
    """Whether an area meets diploma ``d`` (``facts``: the area's, if already at hand)."""
    facts = facts or area.facts
    measure, family, subjects = _NEEDS[d.id]
    if measure == "trees":
        return facts["subjects"].get("tree", 0) >= d.amount
    if measure == "subjects":
        return all(facts["subjects"].get(x, 0) for x in subjects)
    if measure == "different":
        return facts["kinds"].get(family, 0) >= d.amount
    if measure == "identical":
        return facts["identical"].get(family, 0) >= opts["characters_identical"]
    if measure == "brushes":
        count = facts["brush_icons"] if opts["brush_diploma"] == "icons" else area.owned_brushes()
        return count >= d.amount
    if measure == "moves":
        return facts["moves"] >= d.amount
    return facts["same_land"] + (facts["universal"] if opts["universal_wild"] else 0) >= d.amount


_NEEDS = {d.id: (d.measure.value, d.group.family.value if d.group.family else "",
                 tuple(x.value for x in d.subjects)) for d in DIPLOMAS}
"""Per diploma, as plain strings: what it measures, its family, the subjects it needs."""


def _without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    i = items.index(item)
    return items[:i] + items[i + 1:]


def _area_dict(a: Area) -> dict[str, Any]:
    return {"tile": a.tile, "studio": list(a.studio), "painting": list(a.painting),
            "hand": list(a.hand), "brushes": list(a.brushes), "reserve": a.reserve,
            "storms": a.storms, "marks": [list(m) for m in a.marks],
            "diplomas": list(a.diplomas), "declined": list(a.declined), "in_class": a.in_class}


def _area_load(d: dict[str, Any]) -> Area:
    return Area(str(d["tile"]), tuple(d["studio"]), tuple(d["painting"]), tuple(d["hand"]),
                tuple(int(x) for x in d["brushes"]), int(d["reserve"]), int(d["storms"]),
                tuple((int(i), str(s)) for i, s in d["marks"]), tuple(d["diplomas"]),
                tuple(d["declined"]), bool(d["in_class"]))


# -- the game ---------------------------------------------------------------------------------


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
                isinstance(options["start_player"], int)
                and 0 <= options["start_player"] < players):
            raise ValueError(f"start_player must be a seat from 0 to {players - 1}, "
                             f"not {options['start_player']!r}")
        return super().new_game(players=players, seed=seed, **options)

    def _initial(self, players: int, options: dict[str, Any]) -> KanagawaState:
        s = object.__new__(KanagawaState)
        s.opts, s.n = options, players
        s.phase, s.actor = "setup", options["start_player"]
        s.deck = tuple(sorted(CARD_INDEX))
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
        players = int(d["players"])
        if players not in data.PLAYER_COUNTS:
            raise BadSave(f"saved kanagawa state: {players} players")
        s = self._initial(players, self.resolve_options(d["options"]))
        s.phase, s.actor = str(d["phase"]), int(d["actor"])
        s.deck = tuple(d["deck"])
        s.school = tuple(tuple(r) for r in d["school"])
        s.rows, s.taken = int(d["rows"]), tuple(bool(x) for x in d["taken"])
        s.deal_col, s.gm, s.assistant = int(d["deal_col"]), int(d["gm"]), int(d["assistant"])
        s.decided = frozenset(int(x) for x in d["decided"])
        s.areas = tuple(_area_load(a) for a in d["areas"])
        s.diplomas = tuple(d["diplomas"])
        s.supply_brushes, s.supply_storms = int(d["supply_brushes"]), int(d["supply_storms"])
        s.lesson, s.moves_left = int(d["lesson"]), int(d["moves_left"])
        s.used_brushes = frozenset(int(x) for x in d["used_brushes"])
        s.used_icons = frozenset(int(x) for x in d["used_icons"])
        s.last_action = d["last_action"]
        _validate(s)
        return s


def _validate(s: KanagawaState) -> None:
    """Raise BadSave unless every card, brush, storm token and diploma is accounted for."""
    problems = []
    if s.phase not in ("setup", "deal", "school", "use", "storm", "over"):
        problems.append(f"unknown phase {s.phase!r}")
    if len(s.areas) != s.n or not all(0 <= x < s.n for x in (s.actor, s.gm, s.assistant)):
        problems.append("seats out of range")
    seen = list(s.deck) + [c for row in s.school for c in row if c is not None]
    for a in s.areas:
        seen += list(a.studio) + list(a.painting) + list(a.hand)
        if a.tile and a.tile not in TILE_INDEX:
            problems.append(f"unknown start tile {a.tile!r}")
        if any(not 0 <= b <= len(a.studio) for b in a.brushes):
            problems.append("a brush stands outside its studio")
    if sorted(seen) != sorted(CARD_INDEX):
        problems.append("the 72 lesson cards are not all accounted for exactly once")
    brushes = s.supply_brushes + sum(a.owned_brushes() for a in s.areas)
    if brushes != data.BRUSH_PAWNS:
        problems.append(f"{brushes} brushes in play")
    storms = s.supply_storms + sum(a.storms + len(a.marks) for a in s.areas)
    if storms != data.STORM_TOKENS:
        problems.append(f"{storms} storm tokens in play")
    held = list(s.diplomas) + [d for a in s.areas for d in a.diplomas]
    if sorted(held) != sorted(DIPLOMA_INDEX):
        problems.append("the 19 diplomas are not all accounted for exactly once")
    if min([s.supply_brushes, s.supply_storms] + [min(a.reserve, a.storms) for a in s.areas]) < 0:
        problems.append("a negative number of brushes or storm tokens")
    for a in s.areas if not problems else ():  # cards, tiles and diplomas are known here
        if len(set(a.brushes)) < len(a.brushes) or any(
                not a.tile or a.studio_half(b).landscape is None for b in a.brushes):
            problems.append("a brush stands off a landscape, or shares one")
        groups = [_GROUP_OF[d] for d in a.diplomas]
        if len(set(groups)) < len(groups):
            problems.append("a player holds two diplomas of one group")
    if problems:
        raise BadSave("saved kanagawa state is inconsistent: " + "; ".join(problems))


GAME = Kanagawa()
KanagawaState.game = GAME
