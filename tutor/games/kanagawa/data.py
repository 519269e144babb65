"""Kanagawa components as data: lesson cards, start tiles, diplomas, the school board, counts.

Kanagawa, by Bruno Cathala and Charles Chevallier, art by Jade Mosch (IELLO 2016), for 2 to 4
players. The official rulebook was not available to us; the sources are:

- seed ``000_43f8316dd65002f0.txt``: a Traditional Chinese rules summary (the fuller seed,
  and the source of our zh-Hant terms: 課程卡, 畫室, 畫作, 筆刷, 大師, 助手, 證書, 季節…);
- seed ``001_c42d7fc8bfeef299.txt``: a Spanish rules summary (the same text in substance);
- the research notes gathered for this game from public sources: the 72-card list (§3,
  matched field by field between two independent transcriptions of the real cards), the
  start tiles (§4), the face-down slots of the school board (§5), the 19 diplomas (§7) and
  the open questions (§12). "Research §n" below means a section of those notes.

Where the sources disagree, the data follow the research's default and
:data:`VARIANT_NOTES` names the alternatives, so that the engine can offer them as options.
English subject names (warrior, straw-roof…) are the research's translations of French
labels, not official names; zh-Hant names are the seed's where it has one, ours otherwise
(marked "ours" in the comments).

This module is data only: named, frozen components and pure look-ups, no rules.

>>> from tutor.games.kanagawa import data
>>> len(data.CARDS), len(data.START_TILES), len(data.DIPLOMAS)
(72, 4, 19)
>>> a02 = data.card("A02")
>>> a02.family.zh, a02.studio.landscape.en, [land.value for land in a02.painting.landscapes]
('動物', 'forest', ['ocean', 'ocean'])
>>> data.diploma("trees-4").text.zh
'畫作中至少有 4 棵樹'
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from tutor.core.lang import Text

# --------------------------------------------------------------------------------------------
# Counts

PLAYER_COUNTS = (2, 3, 4)
"""Kanagawa is for 2 to 4 players (seed 000: 遊戲人數 2-4)."""

LESSON_CARD_COUNT = 72
"""72 lesson cards (seed 000: 72 張課程卡; seed 001: 72 tarjetas de lección; research §1)."""

CARDS_PER_BACK = 18
"""18 lesson cards of each of the 4 back colours (seed 000: 4 種顏色各 18 張; research §1)."""

START_TILE_COUNT = 4
"""4 start tiles, one per player (seed 000: 4 個起始板塊; research §1, §4)."""

DIPLOMA_COUNT = 19
"""19 diploma tiles (seed 000: 19 證書板塊; seed 001: 19 fichas de diploma; research §7)."""

BRUSH_PAWNS = 15
"""15 paintbrush pawns in the box (seed 000: 15 個筆刷棋子; research §1). They add up: 4 players
x 2 starting brushes + 4 brush icons on lesson cards + 3 brush diplomas = 15."""

STORM_TOKENS = 3
"""3 storm tokens (seed 000: 3 個風暴指示物; research §1; brettspielpoesie's 2 is an outlier).
They come only from the 3 diplomas that award one (research §7, §8)."""

STARTING_BRUSHES = 2
"""Each player starts with 2 brushes in front of them (seed 000 set-up 03: 每個玩家把兩個筆刷
棋子放在他們面前); the start tile shows them as 2 brush icons (research §4)."""

STARTING_MOVES = 1
"""The start tile's double arrow: 1 brush move per turn before any move icon (seed 000: 每輪
一個筆刷可能移動方式的箭頭; research §4, §6.3)."""

BRUSHES_PER_LANDSCAPE_ICON = 1
"""At most one brush stands on each landscape icon of a studio (seed 000: 每個風景符號只能有一個
筆刷; research §12 #5)."""

SCHOOL_ROWS = 3
"""The school board has 3 rows: a lesson deals at most 3 rows, so a column holds 1 to 3 cards
(seed 000 step 03: 當圖板的所有三排都放滿卡片後…; research §1, §6.2)."""

SCHOOL_BOARD_COLUMNS = 4
"""The printed school board has 4 columns (3 x 4 = 12 slots, research §1); one column is used
per player (:data:`SCHOOL_COLUMNS`)."""

END_PAINTING_CARDS = 11
"""The game ends at the end of the lesson in which a player has 11 or more cards in their
painting (seed 000: 至少有 11 張卡片; research §9.1). Whether the start tile counts toward the
11 is open: see ``VARIANT_NOTES["end_count_includes_start_tile"]``."""

POINTS_PER_PAINTED_CARD = 1
"""Final scoring A: 1 point per card in the painting, start tile included (seed 000: 你畫作中每
張課程卡可以得 1 分 (包含起始板塊); research §9.2 item 1)."""

POINTS_PER_SEASON_RUN_CARD = 1
"""Final scoring B: 1 point per card in the longest run of one season, start tile included,
storms wild (seed 000: 相同季節連續最長的那一段，每張課程卡可以得 1 分; research §9.2 item 2)."""

GRAND_MASTER_BONUS = 2
"""Final scoring E: 2 points to the player holding the Grand Master pawn (seed 000: 持有大師棋
子的玩家獲得 2 分; seed 001: 2 para el jugador con el peón de Gran Maestro; research §9.2
item 6 found it only in one engine). See ``VARIANT_NOTES["grand_master_bonus"]``."""

UNIVERSAL_STUDIO_POINTS = -2
"""A universal studio card is worth -2 harmony points (research §2.3, both transcriptions).
Seed 000's glossary lists "遊戲結束時失去 1 分" (lose 1 point per crossed-out harmony symbol):
the universal cards print two crossed symbols, so the seed does not contradict the -2."""

DECK_BACKS = "all"
"""Which backs of the deck the players may look at: ``"all"``, the order of the back colours
of the whole stack (seed 000: 註記：你總是可以查看牌庫的卡片背面, "you can always look at the
backs of the deck's cards"; seed 001: siempre puedes mirar el reverso de las cartas en el mazo
de robo), or ``"top"``, only the card on top, as an untouched stack shows. The seeds speak of
the cards of the deck, and looking at the top card's back needs no permission, so the default
reads the note as covering the whole stack (``VARIANT_NOTES["deck_backs"]``). The backs of
face-down school cards are public too (research §2.1)."""

BACK_LETTERS = "ACBT"
"""The back colours as letters, the first letter of the card ids of each family (A animals,
blue; C characters, red; B buildings, yellow; T trees, green): how a stack's order is written."""


# --------------------------------------------------------------------------------------------
# Named terms


class _Term(enum.Enum):
    """A named term: the value is a stable key (for notation and JSON), ``text`` its names."""

    text: Text
    """The term in English and Traditional Chinese."""

    def __new__(cls, key: str, *_: object) -> _Term:
        member = object.__new__(cls)
        member._value_ = key
        return member

    def __init__(self, key: str, en: str, zh: str) -> None:
        self.text = Text(en, zh)

    @property
    def en(self) -> str:
        """The English name."""
        return self.text.en

    @property
    def zh(self) -> str:
        """The Traditional Chinese name."""
        return self.text.zh


class Landscape(_Term):
    """A landscape: on a studio half, where a brush may stand; on a painting half, what the
    painting needs (seed 000: 風景; research §2.3). The four real landscapes, plus universal
    for the studio only."""

    FOREST = ("forest", "forest", "森林")  # zh ours
    MOUNTAIN = ("mountain", "mountain", "山")  # zh ours
    PLAIN = ("plain", "plain", "平原")  # zh ours
    OCEAN = ("ocean", "ocean", "海洋")  # zh: seed 000's example 「兩個海洋」風景
    UNIVERSAL = ("universal", "universal", "萬用")  # zh ours
    """Studio only: a brush on it counts as any landscape; the card is worth -2 (research
    §2.3, DG ``joker`` and LEO ``JOKER``)."""


LANDSCAPES = (Landscape.FOREST, Landscape.MOUNTAIN, Landscape.PLAIN, Landscape.OCEAN)
"""The four landscapes a painting can need (research §2.3, §11)."""

LANDSCAPE_COLOURS: Mapping[Landscape, Text] = MappingProxyType({
    Landscape.FOREST: Text("green", "綠色"),
    Landscape.MOUNTAIN: Text("black", "黑色"),
    Landscape.PLAIN: Text("yellow", "黃色"),
    Landscape.OCEAN: Text("blue", "藍色"),
})
"""Studio colours for drawing. Reviews name blue, green, yellow and black, but no source says
which is which: this mapping is the research's inference (§2.3, tagged uncertain). Rules key
on the landscape, never on the colour."""


class Season(_Term):
    """The season of a painting half (seed 000: 季節), or storm, the wild season."""

    SPRING = ("spring", "spring", "春天")  # zh: seed 000's storm example 轉換成「春天」
    SUMMER = ("summer", "summer", "夏天")  # zh ours, after 春天
    AUTUMN = ("autumn", "autumn", "秋天")  # zh ours
    WINTER = ("winter", "winter", "冬天")  # zh ours
    STORM = ("storm", "storm", "風暴")  # zh: seed 000 風暴
    """Wild: counts as any season in the longest run (research §8); 8 cards, 2 per family."""


SEASONS = (Season.SPRING, Season.SUMMER, Season.AUTUMN, Season.WINTER)
"""The four seasons proper; a storm token turns a painted card into one of them (seed 000)."""


class Family(_Term):
    """A card back: its colour tells which subject family the painting half shows (seed 000:
    課程卡背面; research §2.1). The back of a face-down card is public."""

    colour: Text
    """The back colour."""
    prefix: str
    """The letter that starts the ids of this family's cards (A01, C01, B01, T01)."""

    ANIMALS = ("animals", "animals", "動物", Text("blue", "藍色"), "A")
    """藍色卡背代表畫作上會有 1 個動物 (seed 000)."""
    CHARACTERS = ("characters", "characters", "角色", Text("red", "紅色"), "C")
    """紅色卡背代表畫作上會有 1 個角色 (seed 000)."""
    BUILDINGS = ("buildings", "buildings", "建築物", Text("yellow", "黃色"), "B")
    """黃色卡背代表畫作上會有 1 個建築物 (seed 000)."""
    TREES = ("trees", "trees", "樹", Text("green", "綠色"), "T")
    """綠色卡背代表畫作上會有 1、2 或 3 棵樹 (seed 000)."""

    def __init__(self, key: str, en: str, zh: str, colour: Text, prefix: str) -> None:
        super().__init__(key, en, zh)
        self.colour = colour
        self.prefix = prefix


FAMILIES = tuple(Family)
"""The four backs, in the research's card order: animals, characters, buildings, trees."""


class Subject(_Term):
    """A subject icon on a painting half (seed 000: 主題; research §3.3). Diplomas count trees,
    different or identical kinds, or specific animals."""

    family: Family
    """The family (card back) the subject belongs to."""

    BOAR = ("boar", "boar", "山豬", Family.ANIMALS)  # zh: seed 000 diplomas
    DEER = ("deer", "deer", "鹿", Family.ANIMALS)  # zh: seed 000 diplomas
    CRANE = ("crane", "crane", "鶴", Family.ANIMALS)  # zh: seed 000 diplomas
    BUTTERFLY = ("butterfly", "butterfly", "蝴蝶", Family.ANIMALS)  # zh: seed 000 diplomas
    WARRIOR = ("warrior", "warrior", "武士", Family.CHARACTERS)  # DG guerrier; zh ours
    PEASANT = ("peasant", "peasant", "農民", Family.CHARACTERS)  # DG paysan; zh ours
    MONK = ("monk", "monk", "僧侶", Family.CHARACTERS)  # DG moine; zh ours
    LADY = ("lady", "lady", "仕女", Family.CHARACTERS)  # DG dame; zh ours
    STRAW_ROOF = ("straw-roof", "straw-roof house", "茅草屋", Family.BUILDINGS)  # DG paille
    TILED_ROOF = ("tiled-roof", "tiled-roof house", "瓦頂屋", Family.BUILDINGS)  # DG tuile
    PALACE = ("palace", "palace", "宮殿", Family.BUILDINGS)  # DG palais; zh ours
    ROUND = ("round", "round building", "圓形建築", Family.BUILDINGS)  # DG rond; zh ours
    TOWER = ("tower", "tower", "塔", Family.BUILDINGS)  # DG tour; zh ours
    TEMPLE = ("temple", "temple", "寺廟", Family.BUILDINGS)  # DG temple; zh ours
    TREE = ("tree", "tree", "樹", Family.TREES)  # zh: seed 000
    """One tree icon; a tree card shows 1, 2 or 3 of them."""

    def __init__(self, key: str, en: str, zh: str, family: Family) -> None:
        super().__init__(key, en, zh)
        self.family = family


class StudioIcon(_Term):
    """An icon on a studio half besides its landscape (seed 000: 補給 and 訣竅; research §2.4).
    Supplies (brush, assistant) act once, when the card joins the studio; techniques (move,
    keep) work every turn for the rest of the game."""

    immediate: bool
    """True for a supply (補給, acts at once), False for a technique (訣竅, lasts)."""

    BRUSH = ("brush", "brush", "筆刷", True)
    """Take a brush from the supply (seed 000: 立刻從一般供應區拿取一個筆刷)."""
    ASSISTANT = ("assistant", "assistant", "助手", True)
    """Take the Assistant pawn (seed 000: 立刻拿取助手棋子)."""
    MOVE = ("move", "double arrow", "雙箭號", False)
    """One more brush move per turn (seed 000: 每個這樣的符號，可以讓你每輪移動一個筆刷)."""
    KEEP = ("keep", "keep a card", "保留", False)  # zh ours, from the seed's verb 保留
    """One more lesson card may stay unplaced until a later turn (seed 000: 保留一張課程卡)."""

    def __init__(self, key: str, en: str, zh: str, immediate: bool) -> None:
        super().__init__(key, en, zh)
        self.immediate = immediate


class Part(_Term):
    """Where a lesson card goes: its studio half or its painting half is used, never both
    (seed 000: 畫室 / 畫作; research §2.2)."""

    STUDIO = ("studio", "studio", "畫室")
    PAINTING = ("painting", "painting", "畫作")




# --------------------------------------------------------------------------------------------
# Lesson cards and start tiles


@dataclass(frozen=True)
class StudioHalf:
    """The studio half of a card or start tile (seed 000: 畫室; research §2.4)."""

    landscape: Landscape | None
    """Where a brush may stand (a landscape or universal), or None: no brush may stand here."""
    icons: tuple[StudioIcon, ...]
    """Brush, assistant, move and keep icons; one at most on a lesson card, brush x2 + move on
    a start tile."""
    points: int
    """Harmony points printed on the half, scored at the end: 0, +1, +2 or -2."""


@dataclass(frozen=True)
class PaintingHalf:
    """The painting half of a card or start tile (seed 000: 畫作; research §2.5)."""

    landscapes: tuple[Landscape, ...]
    """The landscape icons a painting needs: one, or two of the same landscape (then two
    brushes on two studio cards of it); empty on a start tile, which is already painted."""
    season: Season
    """Its season, or storm."""
    bonus: int
    """Harmony points printed on the painting half (0 or 1; seed 000: 遊戲結束時獲得 1 分)."""
    subjects: tuple[Subject, ...]
    """Subject icons: one animal, character or building, or 1 to 3 trees (repeated), or none."""

    @property
    def trees(self) -> int:
        """How many tree icons the half shows."""
        return self.subjects.count(Subject.TREE)


@dataclass(frozen=True)
class LessonCard:
    """One of the 72 lesson cards (seed 000: 課程卡; research §3). It goes either into the
    studio (only the studio half counts) or into the painting (only the painting half)."""

    id: str
    """Stable id: family letter and number, A01..A18, C01..C18, B01..B18, T01..T18 (research
    §3.1; ``CARDS[i]`` is line i + 1 of DG's ``Cartes.txt``)."""
    family: Family
    """The back: which subject family, public even when the card lies face down."""
    studio: StudioHalf
    """The studio half."""
    painting: PaintingHalf
    """The painting half."""

    def __post_init__(self) -> None:
        lands = self.painting.landscapes
        if not (1 <= len(lands) <= 2 and len(set(lands)) == 1 and lands[0] in LANDSCAPES):
            raise ValueError(f"{self.id}: a painting needs one or two icons of one landscape")
        if not self.id.startswith(self.family.prefix):
            raise ValueError(f"{self.id}: id does not start with {self.family.prefix!r}")
        if any(s.family is not self.family for s in self.painting.subjects):
            raise ValueError(f"{self.id}: a subject outside the {self.family.en} family")


@dataclass(frozen=True)
class StartTile:
    """A start tile: the first card of the painting and the top of the studio (seed 000:
    起始板塊; research §4). Each has 2 brush icons (the starting brushes), 1 double arrow and
    one landscape; its painting half has a season, no subject and no requirement."""

    id: str
    """Stable id, ST1..ST4 (research §4's tile numbers)."""
    studio: StudioHalf
    """The starting studio."""
    painting: PaintingHalf
    """The first card of the painting."""


_FAMILY_BY_PREFIX = {f.prefix: f for f in Family}


def _card(
    card_id: str, studio_land: str, icon: str, points: int,
    needs: str, season: str, bonus: int, subject: str,
) -> LessonCard:
    """One row of research §3.1, in its column order: ``needs`` and ``subject`` may end with
    `` x2`` or `` x3`` (two landscape icons, two or three trees); ``""`` means none."""
    land, _, times = needs.partition(" x")
    kind, _, count = subject.partition(" x")
    return LessonCard(
        id=card_id,
        family=_FAMILY_BY_PREFIX[card_id[0]],
        studio=StudioHalf(
            Landscape(studio_land) if studio_land else None,
            (StudioIcon(icon),) if icon else (),
            points,
        ),
        painting=PaintingHalf(
            (Landscape(land),) * int(times or 1),
            Season(season),
            bonus,
            (Subject(kind),) * int(count or 1) if kind else (),
        ),
    )


# The 72 cards of research §3.1 in its order (= DG Cartes.txt lines 1-72). Of the two
# transcriptions, 69 cards agree on every field; the research resolved the 3 others (§3.2),
# each by the deck's regularities, and we keep its resolutions:
# D1 (A06): DG paints mountain with no subject, LEO plain with a boar. DG kept: then every
#     landscape is needed by exactly 14 single + 4 double cards, and every keep card is a
#     subject-less storm.
# D2 (B16): DG studio +1, LEO 0. DG kept: all 8 "assistant, no landscape" studios are +1.
# D3 (T10): DG painting bonus 0, LEO 1. LEO kept: in the tree and building families every
#     single-icon card whose studio and painting landscapes match has bonus 1.
#
# Columns as in research §3.1: studio landscape, studio icon, studio points | painting
# needs, season, painting bonus (+), subject.
#        id     studio       icon         pts needs          season     +  subject
CARDS: tuple[LessonCard, ...] = (
    _card("A01", "forest",    "",          0,  "forest",      "spring",  0, "boar"),
    _card("A02", "forest",    "",          0,  "ocean x2",    "spring",  1, "boar"),
    _card("A03", "forest",    "",          0,  "plain",       "spring",  0, "boar"),
    _card("A04", "",          "brush",     0,  "ocean",       "summer",  1, "boar"),
    _card("A05", "",          "assistant", +1, "plain",       "autumn",  0, ""),
    _card("A06", "",          "keep",      +2, "mountain",    "storm",   1, ""),  # D1
    _card("A07", "ocean",     "assistant", 0,  "forest",      "winter",  0, "crane"),
    _card("A08", "",          "move",      0,  "forest",      "spring",  0, "deer"),
    _card("A09", "universal", "",          -2, "mountain",    "winter",  0, ""),
    _card("A10", "mountain",  "assistant", 0,  "ocean",       "autumn",  0, "deer"),
    _card("A11", "",          "assistant", +1, "ocean",       "storm",   0, ""),
    _card("A12", "mountain",  "",          0,  "mountain",    "autumn",  0, "deer"),
    _card("A13", "plain",     "",          0,  "forest x2",   "summer",  1, "butterfly"),
    _card("A14", "ocean",     "",          0,  "ocean",       "winter",  0, "crane"),
    _card("A15", "ocean",     "",          0,  "mountain x2", "winter",  1, "crane"),
    _card("A16", "mountain",  "",          0,  "plain x2",    "autumn",  1, "deer"),
    _card("A17", "plain",     "",          0,  "plain",       "summer",  0, "butterfly"),
    _card("A18", "plain",     "",          0,  "mountain",    "summer",  0, "butterfly"),
    _card("C01", "plain",     "",          0,  "forest x2",   "summer",  1, "warrior"),
    _card("C02", "plain",     "",          0,  "plain",       "summer",  0, "warrior"),
    _card("C03", "plain",     "assistant", 0,  "mountain",    "summer",  0, "warrior"),
    _card("C04", "mountain",  "",          0,  "mountain",    "autumn",  0, "peasant"),
    _card("C05", "mountain",  "",          0,  "plain x2",    "autumn",  1, "peasant"),
    _card("C06", "mountain",  "assistant", 0,  "ocean",       "autumn",  0, "peasant"),
    _card("C07", "ocean",     "",          0,  "mountain x2", "winter",  1, "monk"),
    _card("C08", "ocean",     "",          0,  "ocean",       "winter",  0, "monk"),
    _card("C09", "ocean",     "assistant", 0,  "forest",      "winter",  0, "monk"),
    _card("C10", "forest",    "",          0,  "forest",      "spring",  0, "lady"),
    _card("C11", "forest",    "",          0,  "ocean x2",    "spring",  1, "lady"),
    _card("C12", "forest",    "assistant", 0,  "plain",       "spring",  0, "lady"),
    _card("C13", "",          "move",      0,  "forest",      "autumn",  0, "peasant"),
    _card("C14", "",          "brush",     0,  "ocean",       "summer",  0, "warrior"),
    _card("C15", "",          "assistant", +1, "plain",       "spring",  0, "monk"),
    _card("C16", "",          "assistant", +1, "plain",       "storm",   1, ""),
    _card("C17", "",          "keep",      +2, "forest",      "storm",   1, ""),
    _card("C18", "universal", "",          -2, "mountain",    "winter",  0, ""),
    _card("B01", "plain",     "",          0,  "plain",       "summer",  1, "straw-roof"),
    _card("B02", "plain",     "",          0,  "forest x2",   "summer",  0, "tower"),
    _card("B03", "plain",     "assistant", 0,  "mountain",    "summer",  0, "straw-roof"),
    _card("B04", "mountain",  "",          0,  "plain x2",    "autumn",  0, "tiled-roof"),
    _card("B05", "mountain",  "",          0,  "mountain",    "autumn",  1, "palace"),
    _card("B06", "mountain",  "assistant", 0,  "ocean",       "autumn",  0, "palace"),
    _card("B07", "ocean",     "",          0,  "ocean",       "winter",  1, "round"),
    _card("B08", "ocean",     "",          0,  "mountain x2", "winter",  0, "tiled-roof"),
    _card("B09", "ocean",     "assistant", 0,  "forest",      "winter",  0, "round"),
    _card("B10", "forest",    "",          0,  "forest",      "spring",  1, "temple"),
    _card("B11", "forest",    "",          0,  "ocean x2",    "spring",  0, "tower"),
    _card("B12", "forest",    "assistant", 0,  "plain",       "spring",  0, "temple"),
    _card("B13", "",          "move",      0,  "forest",      "autumn",  0, "palace"),
    _card("B14", "",          "brush",     0,  "ocean",       "summer",  0, "straw-roof"),
    _card("B15", "",          "assistant", +1, "plain",       "winter",  0, "round"),
    _card("B16", "",          "assistant", +1, "ocean",       "storm",   1, ""),  # D2
    _card("B17", "",          "keep",      +2, "mountain",    "storm",   1, ""),
    _card("B18", "universal", "",          -2, "mountain",    "spring",  0, ""),
    _card("T01", "plain",     "",          0,  "forest x2",   "summer",  0, "tree x3"),
    _card("T02", "plain",     "",          0,  "plain",       "summer",  1, "tree"),
    _card("T03", "plain",     "assistant", 0,  "mountain",    "summer",  0, "tree"),
    _card("T04", "mountain",  "",          0,  "plain x2",    "autumn",  0, "tree x3"),
    _card("T05", "mountain",  "",          0,  "mountain",    "autumn",  1, "tree"),
    _card("T06", "mountain",  "",          0,  "ocean",       "autumn",  0, "tree"),
    _card("T07", "ocean",     "",          0,  "ocean",       "winter",  1, "tree"),
    _card("T08", "ocean",     "",          0,  "mountain x2", "winter",  0, "tree x3"),
    _card("T09", "ocean",     "",          0,  "forest",      "winter",  0, "tree"),
    _card("T10", "forest",    "",          0,  "forest",      "spring",  1, "tree"),  # D3
    _card("T11", "forest",    "",          0,  "ocean x2",    "spring",  0, "tree x3"),
    _card("T12", "forest",    "assistant", 0,  "plain",       "spring",  0, "tree"),
    _card("T13", "",          "move",      0,  "forest",      "autumn",  0, "tree x2"),
    _card("T14", "",          "brush",     0,  "ocean",       "spring",  0, "tree x2"),
    _card("T15", "",          "assistant", +1, "plain",       "storm",   0, ""),
    _card("T16", "",          "assistant", +1, "plain",       "winter",  0, "tree x2"),
    _card("T17", "",          "keep",      +2, "forest",      "storm",   1, ""),
    _card("T18", "universal", "",          -2, "mountain",    "summer",  0, "tree"),
)
"""The 72 lesson cards (research §3.1, with the §3.2 resolutions above)."""

CARD_INDEX: Mapping[str, LessonCard] = MappingProxyType({c.id: c for c in CARDS})
"""Lesson cards by id."""

START_TILES: tuple[StartTile, ...] = tuple(
    StartTile(
        f"ST{n}",
        StudioHalf(land, (StudioIcon.BRUSH, StudioIcon.BRUSH, StudioIcon.MOVE), 0),
        PaintingHalf((), season, 0, ()),
    )
    for n, (land, season) in enumerate((
        (Landscape.OCEAN, Season.SUMMER),
        (Landscape.MOUNTAIN, Season.AUTUMN),
        (Landscape.FOREST, Season.WINTER),
        (Landscape.PLAIN, Season.SPRING),
    ), start=1)
)
"""The 4 start tiles, dealt at random (research §4). The structure (1 landscape, 2 brushes,
1 double arrow, each tile a different landscape and season) is confirmed; the pairings of
landscape and season are one source's (LEO) and break the deck's forest-spring pattern, so
``VARIANT_NOTES["start_tile_pairings"]`` flags them."""


# --------------------------------------------------------------------------------------------
# Diplomas


class DiplomaGroup(_Term):
    """A diploma group: a player may hold one diploma of each (seed 000: 每種顏色的證書你只能拿
    取一個; research §7). Painting diplomas sit in the upper row in the four back colours,
    studio diplomas in the lower row (seed 000 set-up 05)."""

    part: Part
    """Which half of the player's cards the group looks at (the row it lies in)."""
    family: Family | None
    """For painting diplomas, the family whose colour the tiles share."""

    TREES = ("trees", "trees", "樹", Part.PAINTING, Family.TREES)
    BUILDINGS = ("buildings", "buildings", "建築物", Part.PAINTING, Family.BUILDINGS)
    CHARACTERS = ("characters", "characters", "角色", Part.PAINTING, Family.CHARACTERS)
    ANIMALS = ("animals", "animals", "動物", Part.PAINTING, Family.ANIMALS)
    BRUSHES = ("brushes", "brushes", "筆刷", Part.STUDIO, None)
    MOVES = ("moves", "double arrows", "雙箭號", Part.STUDIO, None)
    """The seed's diploma list says 箭頭 (arrows); we keep one word, its 雙箭號."""
    LANDSCAPES = ("landscapes", "landscapes", "風景", Part.STUDIO, None)

    def __init__(self, key: str, en: str, zh: str, part: Part, family: Family | None) -> None:
        super().__init__(key, en, zh)
        self.part = part
        self.family = family


class Measure(_Term):
    """What a diploma counts; the text is a template for its requirement. Counting details
    that the sources leave open are in :data:`VARIANT_NOTES`."""

    TREES = ("trees", "at least {n} trees in your painting", "畫作中至少有 {n} 棵樹")
    """Tree icons in the painting, summed over cards."""
    DIFFERENT = ("different", "at least {n} different {group} in your painting",
                 "畫作中至少有 {n} 個不同的{group}")
    """Different subject kinds of the group's family in the painting."""
    IDENTICAL = ("identical", "at least {n} identical {group} in your painting",
                 "畫作中至少有 {n} 個相同的{group}")
    """The most copies of one subject kind of the group's family in the painting."""
    SUBJECTS = ("subjects", "at least {subjects} in your painting", "畫作中至少有 {subjects}")
    """Each of the listed subjects at least once in the painting."""
    BRUSHES = ("brushes", "at least {n} brushes in your studio", "畫室至少有 {n} 個筆刷")
    """Brushes the player owns (see ``VARIANT_NOTES["brush_diploma_counts"]``)."""
    MOVES = ("moves", "at least {n} double arrows in your studio", "畫室至少有 {n} 個雙箭號")
    """Double arrows in the studio, the start tile's included."""
    SAME_LANDSCAPE = ("same-landscape", "at least {n} identical landscapes in your studio",
                      "畫室至少有 {n} 個相同的風景")
    """The most studio cards of one landscape, the start tile included."""


class Reward(_Term):
    """What a diploma gives besides its points (research §7)."""

    BRUSH = ("brush", "a brush", "1 個筆刷")
    STORM = ("storm", "a storm token", "1 個風暴指示物")
    ASSISTANT = ("assistant", "the Assistant pawn", "助手棋子")


@dataclass(frozen=True)
class Diploma:
    """One of the 19 diploma tiles (seed 000: 證書板塊; research §7)."""

    id: str
    """Stable id for notation, e.g. ``trees-3`` (as in "take diploma trees-3")."""
    group: DiplomaGroup
    """Its group: one diploma per group per player."""
    measure: Measure
    """What it counts."""
    amount: int
    """How many it needs."""
    points: int
    """Harmony points at the end of the game."""
    reward: Reward | None
    """What it gives at once besides points, if anything."""
    subjects: tuple[Subject, ...] = ()
    """For :attr:`Measure.SUBJECTS`: the subjects needed, one of each."""

    @property
    def text(self) -> Text:
        """The requirement in words, in both languages."""
        if self.measure is Measure.SUBJECTS:
            en = [f"1 {s.en}" for s in self.subjects]
            zh = [f"1 隻{s.zh}" for s in self.subjects]  # animals: counted with 隻
            listed = Text(", ".join(en[:-1]) + " and " + en[-1],
                          "、".join(zh[:-1]) + "和 " + zh[-1])
        else:
            listed = Text("", "")
        return Text(
            self.measure.en.format(n=self.amount, group=self.group.en, subjects=listed.en),
            self.measure.zh.format(n=self.amount, group=self.group.zh, subjects=listed.zh),
        )


CHARACTERS_IDENTICAL = 3
"""The characters diploma worth 9 needs 3 identical characters (research §7: DG and LEO, two
independent transcriptions). Seed 000 says 4 (至少有 4 個相同的角色), which with 4/4/4/3 copies
per kind would be nearly impossible; ``VARIANT_NOTES["characters_identical"]`` keeps it."""

_G, _M, _R, _S = DiplomaGroup, Measure, Reward, Subject

DIPLOMAS: tuple[Diploma, ...] = (
    # id, group, what it counts, how many, points, reward (, the animals it needs)
    Diploma("trees-3", _G.TREES, _M.TREES, 3, 3, None),
    Diploma("trees-4", _G.TREES, _M.TREES, 4, 4, _R.STORM),
    Diploma("trees-5", _G.TREES, _M.TREES, 5, 7, _R.ASSISTANT),
    Diploma("buildings-2", _G.BUILDINGS, _M.DIFFERENT, 2, 3, None),
    Diploma("buildings-3", _G.BUILDINGS, _M.DIFFERENT, 3, 4, _R.STORM),
    Diploma("buildings-4", _G.BUILDINGS, _M.DIFFERENT, 4, 7, _R.ASSISTANT),
    Diploma("characters-2", _G.CHARACTERS, _M.DIFFERENT, 2, 3, None),
    Diploma("characters-3", _G.CHARACTERS, _M.DIFFERENT, 3, 4, _R.STORM),
    Diploma("characters-identical", _G.CHARACTERS, _M.IDENTICAL, CHARACTERS_IDENTICAL, 9, None),
    Diploma("animals-boar-deer", _G.ANIMALS, _M.SUBJECTS, 2, 3, _R.BRUSH,
            (_S.BOAR, _S.DEER)),
    Diploma("animals-crane-butterfly", _G.ANIMALS, _M.SUBJECTS, 2, 4, _R.BRUSH,
            (_S.CRANE, _S.BUTTERFLY)),
    Diploma("animals-boar-deer-butterfly", _G.ANIMALS, _M.SUBJECTS, 3, 7, _R.ASSISTANT,
            (_S.BOAR, _S.DEER, _S.BUTTERFLY)),
    Diploma("brushes-3", _G.BRUSHES, _M.BRUSHES, 3, 1, _R.ASSISTANT),
    Diploma("brushes-4", _G.BRUSHES, _M.BRUSHES, 4, 3, None),
    Diploma("moves-2", _G.MOVES, _M.MOVES, 2, 1, _R.ASSISTANT),
    Diploma("moves-3", _G.MOVES, _M.MOVES, 3, 3, None),
    Diploma("landscapes-2", _G.LANDSCAPES, _M.SAME_LANDSCAPE, 2, 2, None),
    Diploma("landscapes-3", _G.LANDSCAPES, _M.SAME_LANDSCAPE, 3, 3, _R.BRUSH),
    Diploma("landscapes-4", _G.LANDSCAPES, _M.SAME_LANDSCAPE, 4, 5, _R.ASSISTANT),
)
"""The 19 diplomas in 7 groups, each group in ascending value as they lie on the table
(research §7 = DG ``Filieres.txt``; seed 000's list agrees except the identical characters)."""

del _G, _M, _R, _S

DIPLOMA_INDEX: Mapping[str, Diploma] = MappingProxyType({d.id: d for d in DIPLOMAS})
"""Diplomas by id."""


# --------------------------------------------------------------------------------------------
# School board

SCHOOL_COLUMNS: Mapping[int, int] = MappingProxyType({n: n for n in PLAYER_COUNTS})
"""Columns in play by player count: one per player (research §5: meoples, bigbossbattle,
lacasadeel; seed 000: the Grand Master draws as many cards as there are players)."""

_FACE_DOWN_MASK = ("..D.", ".D..", "D..D")
"""The 4-column mask, row 1 (first dealt) first; ``D`` is a red, face-down slot (research §5,
LEO ``hiddenCards``; seed 000's example confirms row 1: up, up, down, up)."""

FACE_DOWN: Mapping[int, tuple[tuple[bool, ...], ...]] = MappingProxyType({
    n: tuple(tuple(slot == "D" for slot in row[:n]) for row in _FACE_DOWN_MASK)
    for n in PLAYER_COUNTS
})
"""``FACE_DOWN[players][row][column]`` is True where a card is dealt face down; rows and
columns count from 0 (row 0 is dealt first, column 0 is the leftmost). For 3 and 2 players
the mask is the 4-player one cut to the first columns (research §5, LEO); whether the
physical mat differs per player count is open (``VARIANT_NOTES["face_down_mask"]``)."""


# --------------------------------------------------------------------------------------------
# Open questions and variants


@dataclass(frozen=True)
class VariantNote:
    """A point the sources leave open or disagree on, and the default the data assume."""

    question: str
    """The question, in a sentence."""
    default: str | int | bool
    """The default the engine should use."""
    alternatives: tuple[str | int | bool, ...]
    """Other readings the engine may offer as options (empty when the sources agree)."""
    sources: str
    """Where the default and the alternatives come from."""
    assumption: bool
    """True when the default is an assumption (sources silent or in disagreement)."""
    ref: str
    """The research section or question number."""


VARIANT_NOTES: Mapping[str, VariantNote] = MappingProxyType({
    # Research §12, in its order; keys are the names the engine's options should use.
    "declined_diploma_is_lost": VariantNote(
        "When you qualify for a diploma you choose at once to take or decline it; is a "
        "declined tile lost to you for good?", True, (),
        "Yes: seed 000 (你不能再拿取你已經放棄的證書) and seed 001 agree with DG; you may "
        "still take a harder tile of that group later. Research marked it single-source.",
        False, "research §12 #1, §7"),
    "keep_limit": VariantNote(
        "How many taken cards may stay unplaced, and when is the limit checked?",
        "keep icons, at the end of your turn", (),
        "Research §6.3 (ARA, LEO, DG); seed 000: 每輪結束時保留一張課程卡.",
        False, "research §12 #2"),
    "face_down_backs_public": VariantNote(
        "Is the back (family) of a face-down school card, and of the deck's top card, public?",
        True, (), "Research §2.1; seed 000 and 001: you may always look at the deck's backs.",
        False, "research §12 #3"),
    "deck_backs": VariantNote(
        "May players look at the backs of every card of the deck (the order of the colours to "
        "come), or only at the top card's?", DECK_BACKS, ("top",),
        "Seed 000 (你總是可以查看牌庫的卡片背面) and seed 001 (siempre puedes mirar el reverso "
        "de las cartas en el mazo de robo) speak of the deck's cards; neither says whether "
        "the stack may be spread to look. The research does not discuss it.",
        True, "research §2.1"),
    "grand_master_passes_at_end": VariantNote(
        "After the last lesson, does the Assistant's holder still take the Grand Master pawn "
        "(and with it scoring item E)?", True, (False,),
        "Seed 000 (各種效果說明): 一輪結束時，當所有玩家都已經打出他們的課程卡，如果你持有助手棋"
        "子，你拿取大師棋子, with no exception for the last lesson; step 03 and seed 001 add "
        "that the holder starts the next lesson, which the last lesson does not have.",
        True, "research §6.2 item 7, §9.2 item 6"),
    "place_all_taken_cards": VariantNote(
        "Must all taken cards be placed at once?", "yes, except kept cards", (),
        "Seed 000 (你必須把你所有拿取的課程卡…加入); research §6.3.",
        False, "research §12 #4"),
    "brushes_per_landscape_icon": VariantNote(
        "How many brushes may stand on one studio card?", BRUSHES_PER_LANDSCAPE_ICON, (),
        "Seed 000 (每個風景符號只能有一個筆刷), seed 001; brushes stand only on landscape or "
        "universal icons.", False, "research §12 #5"),
    "brush_paints_once_per_turn": VariantNote(
        "May a brush paint twice in one turn?", False, (),
        "No: seed 000 (每個筆刷每輪只能彩繪一個風景, before or after moving it), seed 001, DG.",
        False, "research §12 #6"),
    "landscape_icon_once_per_turn": VariantNote(
        "May one studio landscape icon be used twice in a turn (by two brushes in turn)?",
        False, (),
        "No: seed 000 (你畫室的每個風景符號每輪只能使用一次) and seed 001 (cada ícono de Paisaje "
        "solo puede usarse una vez por ronda). The research does not list this rule.",
        False, "seeds; research §12 #6"),
    "brush_move_range": VariantNote(
        "Where may a move take a brush?", "any empty landscape icon of your studio", (),
        "Seed 000 (移動到一個不同的風景符號), no adjacency in any source; DG.",
        False, "research §12 #7"),
    "new_brush_goes_to": VariantNote(
        "Where does a brush won from an icon or a diploma go?",
        "your reserve; placed free on an empty landscape icon any time in your turn", (),
        "Seed 000 (放到你面前; 你可以在你回合的任何時候打出它); DG keeps a reserve.",
        False, "research §12 #8, §6.1"),
    "double_icon_needs_two_cards": VariantNote(
        "What does a two-icon painting need?",
        "two brushes on two studio cards of that landscape (universal can stand in)", (),
        "Seed 000's example (兩個海洋); research §2.5 (DG, LEO).", False, "research §12 #9"),
    "assistant_makes_grand_master": VariantNote(
        "Who is Grand Master next lesson?", "whoever holds the Assistant pawn", (),
        "Seed 000 (持有助手棋子的玩家拿取大師棋子); research §6.2. The first player starts with "
        "both pawns.", False, "research §12 #10"),
    "last_in_class_must_take": VariantNote(
        "Must the only player left in class take a column at once?", True, (),
        "Yes: seed 000 (如果你是這個步驟一開始最後一個還在學校的玩家，你必須把你的知識付諸"
        "實踐) and seed 001 say so, as DG and LEO do; the research had it unconfirmed.",
        False, "research §12 #11"),
    "storm_token": VariantNote(
        "What does a storm token do?",
        "at game end, placed on a painted card, which takes the season of your choice",
        ("wild",),
        "Seed 000 and 001 (before scoring, each token goes on a card of your painting to "
        "change its season to one you choose); LEO re-seasons a card; the research suggested "
        "'wild', which scores the same for the longest run.",
        False, "research §12 #12, §8"),
    "storm_token_on_start_tile": VariantNote(
        "May a storm token go on the start tile?", False, (True,),
        "LEO excludes the start tile; the seeds say 'a card of your painting' (畫作的卡片), "
        "and the start tile is part of the painting for scoring.",
        True, "research §8"),
    "grand_master_bonus": VariantNote(
        "Does the Grand Master holder score extra points at the end?", GRAND_MASTER_BONUS,
        (0,),
        "2 points: seed 000 (E 持有大師棋子的玩家獲得 2 分), seed 001 (E 2 para el jugador con el "
        "peón de Gran Maestro) and DG; LEO and the reviews do not mention it.",
        False, "research §12 #13, §9.2"),
    "end_count_includes_start_tile": VariantNote(
        "Does the start tile count toward the 11 painting cards that end the game?",
        False, (True,),
        "No per DG ('added 11 cards'); yes per LEO. Seed 000 says 至少有 11 張卡片 and, in "
        "scoring, adds 包含起始板塊 where it means the tile, which favours 'no'.",
        True, "research §12 #14, §9.1"),
    "universal_counts_for_landscape_diploma": VariantNote(
        "Is a universal studio card wild for the same-landscape diplomas?", False, (True,),
        "No per DG (universal is its own kind); the start tile's landscape counts.",
        True, "research §12 #15, §7"),
    "other_half_ignored": VariantNote(
        "Do a studio card's season or a painted card's studio icons count?", False, (),
        "No: only the visible half counts (research §2.2).", False, "research §12 #16"),
    # Points the research names outside §12.
    "characters_identical": VariantNote(
        "How many identical characters does the 9-point characters diploma need?",
        CHARACTERS_IDENTICAL, (4,),
        "3 per DG and LEO (two transcriptions of the tiles); 4 per seed 000.",
        True, "research §7"),
    "brush_diploma_counts": VariantNote(
        "Which brushes count for the brush diplomas?",
        "starting brushes + brush icons in the studio", ("all brushes owned",),
        "DG counts 2 + brush icons, not brushes won from diplomas; seed 000 says only "
        "畫室至少有 3 個筆刷.", True, "research §7"),
    "move_diploma_counts_start_tile": VariantNote(
        "Does the start tile's double arrow count for the move diplomas?", True, (False,),
        "Yes per DG and research §7 ('start tile's counts'); seed 000: 畫室至少有 2 個箭頭.",
        True, "research §7"),
    "studio_diploma_groups": VariantNote(
        "Are brushes, moves and landscapes three groups (one diploma each) or one colour?",
        "three groups", ("one group",),
        "DG, LEO and ARA use three groups; tile colours are unknown.", True, "research §7"),
    "kept_cards_at_end": VariantNote(
        "What do cards still kept in hand score at the end?", "nothing", (),
        "Not stated anywhere; research §6.3 assumes nothing.", True, "research §6.3"),
    "deck_runs_out": VariantNote(
        "What happens when the deck runs out during a deal?",
        "deal what remains; players still in class take columns in turn order; the game "
        "ends with the lesson", (),
        "Seed 000 (當你從牌庫把最後一張課程卡加到學校圖板時，觸發遊戲結束…) and seed 001; "
        "research §9.1.", False, "research §9.1"),
    "face_down_mask": VariantNote(
        "Which school slots are face down with 2 or 3 players?",
        "the 4-player mask cut to the columns in play", (),
        "LEO's mask; seed 000 confirms the 4-player first row only.", True, "research §5"),
    "start_tile_pairings": VariantNote(
        "Which season goes with which landscape on the start tiles?",
        "ocean-summer, mountain-autumn, forest-winter, plain-spring", (),
        "LEO only; unlike the deck's pattern, so check a physical tile.", True, "research §4"),
})
"""Open questions and disagreements between the sources, keyed by the engine option that
should settle them. Where the seeds answered a question the research left open (the last
player in class, the Grand Master's 2 points, the storm token), the note says so."""


# --------------------------------------------------------------------------------------------
# Look-ups


def card(card_id: str) -> LessonCard:
    """The lesson card with this id.

    Raises:
        KeyError: no such card.
    """
    try:
        return CARD_INDEX[card_id]
    except KeyError:
        raise KeyError(f"no lesson card {card_id!r}; ids run A01..A18, C01..C18, "
                       "B01..B18, T01..T18") from None


def cards_by_back(family: Family) -> tuple[LessonCard, ...]:
    """The 18 lesson cards with this back, in id order."""
    return tuple(c for c in CARDS if c.family is family)


def diploma(diploma_id: str) -> Diploma:
    """The diploma with this id.

    Raises:
        KeyError: no such diploma.
    """
    try:
        return DIPLOMA_INDEX[diploma_id]
    except KeyError:
        raise KeyError(f"no diploma {diploma_id!r}; choose one of "
                       f"{', '.join(DIPLOMA_INDEX)}") from None


def diplomas_in_group(group: DiplomaGroup) -> tuple[Diploma, ...]:
    """The diplomas of one group, in ascending value."""
    return tuple(d for d in DIPLOMAS if d.group is group)


def is_face_down(players: int, row: int, column: int) -> bool:
    """Whether the school slot at ``row``, ``column`` (from 0) is dealt face down."""
    return FACE_DOWN[players][row][column]
