"""Tokaido components as data: the road, the travellers, the cards, the counts.

Tokaido, by Antoine Bauza, art by Xavier Gueniffey Durin (Funforge 2012), for 2 to 5
players. Sources, in order of authority:

- the official French rulebook (Funforge 2012), as summarised in our research notes on
  Tokaido (sections tagged [OFFICIAL]), and the counts checked there against 1,931
  recorded online games ([BGA-DATA]); "research §n" below is a section of those notes;
- seed ``002_b06c0eb6fbe514ea.txt``: a Traditional Chinese rules summary written before the
  game was published (the source of our zh-Hant terms: 旅行者, 村莊, 農田, 全景畫, 溫泉,
  寺廟, 邂逅, 旅店, 膳食卡, 紀念品, 成就卡; it writes 邂垢, a slip for 邂逅, which we
  correct). It has no two-player rules;
- the recorded games of the online platform (``tests/data/tokaido-sample.jsonl.gz``, read
  by :mod:`.replay`), whose card codes :data:`SOUVENIR_CODES` maps to our cards.

Souvenir names come from fan transcriptions of the real cards (research §2.1): the family
and price of each card are certain, but which name goes with which platform code is not
(the logs hold no names), so within one family and price the pairing is ours. zh-Hant
names of meals and souvenirs are ours (the seed names no card).

This module is data only: named, frozen components and pure look-ups, no rules.

>>> from tutor.games.tokaido import data
>>> len(data.ROAD), sum(s.double for s in data.ROAD), data.INNS
(55, 24, (1, 15, 28, 42, 55))
>>> data.SPACE_KINDS[data.ROAD[11].kind].zh, data.ROAD[11].double
('海', True)
>>> data.TRAVELLER_INDEX["kinko"].coins, data.TRAVELLER_INDEX["kinko"].title.zh
(7, '浪人')
>>> data.TRAVELLER_INDEX["kinko"].named("zh-Hant")
'琴古（Kinko）'
>>> sum(m.copies for m in data.MEALS), len(data.MEALS)
(25, 14)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from tutor.core.lang import Text

# -- counts ------------------------------------------------------------------------------

PLAYER_COUNTS = (2, 3, 4, 5)
"""Tokaido is for 2 to 5 players (research §0: 5 pawns; §5 the 2-player rules)."""

MAX_PAWNS = 5
"""Five traveller pawns in the box (research §0): the 2-player game uses a third, neutral one."""

TRAVELLER_TILES = 10
PANORAMA_CARDS = 60
HOT_SPRING_CARDS = 12
MEAL_CARDS = 25
SOUVENIR_CARDS = 24
ENCOUNTER_CARDS = 14
ACHIEVEMENT_CARDS = 7
COINS_IN_BOX = 50
"""The box's coins (research §0). A player may hold any number of coins, so the engine
treats the bank as unlimited."""

VILLAGE_REVEAL = 3
"""A village shows the top 3 souvenir cards (research §2.1; seed: 最上面三張)."""

FARM_COINS = 3
"""A farm gives 3 coins (research §7 item 8; seed: 玩家獲得三塊錢)."""

MAX_DONATION = 3
"""A temple takes 1 to 3 of your coins, 1 point each (research §7 item 9; seed)."""

MEAL_POINTS = 6
"""Every meal card is worth 6 points (research §2.2; seed: 每張都價值6分)."""

ACHIEVEMENT_POINTS = 3
"""Every achievement card is worth 3 points (research §2.6; seed)."""

TEMPLE_BONUS = (10, 7, 4, 2)
"""Temple ranking bonus: most coins 10, second 7, third 4, every other donor 2; ranks are
dense (ties share a rank and the next amount takes the next rank) (research §4; seed)."""

SOUVENIR_SET_POINTS = (1, 3, 5, 7)
"""Points of the 1st, 2nd, 3rd and 4th card of a souvenir set (research §2.1; seed)."""

INITIATORY_COINS = 7
"""Initiatory Journey variant: no traveller tiles, 7 coins each (research §6; seed 啟蒙之旅)."""

PREPARATIONS_SUMMARY = (2, 1, 0, -1, -1)
"""The Preparations list of seed 002 (準備): coins by place in the Kyoto queue, from its front
(the traveller listed first leaves last): 「排在最上面的玩家起始+2塊錢」, then +1, 0, -1, -1.
Read place by place for every player count, it is the tutor's default (rule
``tokaido.variant.preparations-table``): 3 players +2, +1, 0; 2 players +2, +1. The
rulebook's written 4-player example (the first to leave -1, then 0, +1, +2) agrees."""

PREPARATIONS_ENGINE = {
    2: (-1, 1),
    3: (-1, 0, 1),
    4: (-1, 0, 1, 2),
    5: (-1, -1, 0, 1, 2),
}
"""The other reading (option ``preparations_rows="engine"``): a fan engine's rows, in
departure order (the first to leave Kyoto first). The rulebook gives 2, 3 and 5 players only
as a picture that the research could not read (research §6); for 4 and 5 players these rows
are the seed's list, for 2 and 3 they differ from it."""

PREPARATIONS_ROWS = ("summary", "engine")
"""The readings of the Preparations coins: the seed's list (default) or the fan engine's."""


def preparations_coins(players: int, rows: str = "summary") -> tuple[int, ...]:
    """Coins the Preparations variant adds to each player's purse, in departure order (the
    first to leave Kyoto first; the 2-player neutral traveller, not a player, is not
    counted). ``rows`` is ``"summary"`` (seed 002's list read from the front of the queue)
    or ``"engine"`` (a fan engine's rows).

    >>> preparations_coins(3), preparations_coins(3, "engine"), preparations_coins(5)
    ((0, 1, 2), (-1, 0, 1), (-1, -1, 0, 1, 2))

    Raises:
        ValueError: a player count outside 2..5 or an unknown ``rows``.
    """
    if rows not in PREPARATIONS_ROWS:
        raise ValueError(f"rows must be one of {', '.join(PREPARATIONS_ROWS)}; got {rows!r}")
    if not isinstance(players, int) or not 2 <= players <= len(PREPARATIONS_SUMMARY):
        raise ValueError(f"players must be 2 to {len(PREPARATIONS_SUMMARY)}; got {players!r}")
    if rows == "engine":
        return PREPARATIONS_ENGINE[players]
    return tuple(reversed(PREPARATIONS_SUMMARY[:players]))


# -- named terms ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Kind:
    """A kind of road space."""

    id: str
    en: str
    zh: str

    @property
    def text(self) -> Text:
        return Text(self.en, self.zh)


SPACE_KINDS: Mapping[str, Kind] = MappingProxyType({k.id: k for k in (
    Kind("inn", "inn", "旅店"),
    Kind("village", "village", "村莊"),
    Kind("farm", "farm", "農田"),
    Kind("paddy", "paddy panorama", "田"),
    Kind("mountain", "mountain panorama", "山"),
    Kind("sea", "sea panorama", "海"),
    Kind("hotspring", "hot spring", "溫泉"),
    Kind("temple", "temple", "寺廟"),
    Kind("encounter", "encounter", "邂逅"),
)})
"""The nine kinds of space (seed: 村莊, 農田, 全景畫 海/山/田, 溫泉, 寺廟 (also 廟宇), 邂逅,
旅店). The platform calls the paddy "field"; the seed's panorama types are 海、山、田."""

PANORAMAS = ("paddy", "mountain", "sea")
"""The three panorama types, in the order the board and score sheet list them."""

PANORAMA_LENGTH: Mapping[str, int] = MappingProxyType({"paddy": 3, "mountain": 4, "sea": 5})
"""Sections per panorama: a complete one is worth 6, 10 or 15 points (research §2.5)."""

PANORAMA_COPIES = 5
"""Each section exists 5 times, one full set per possible player: 5 x (3 + 4 + 5) = 60
cards, so the supply never runs out (research §2.5)."""


@dataclass(frozen=True)
class Space:
    """One position of the road."""

    number: int
    """1 (Kyoto) to 55 (Edo), the platform's numbering (research §1)."""
    kind: str
    """A key of :data:`SPACE_KINDS`."""
    double: bool = False
    """A double stop: a road slot and, with 4 or 5 players, a side slot."""


def _segment(first: int, code: str) -> list[Space]:
    kinds = {"V": "village", "T": "temple", "E": "encounter", "P": "paddy", "H": "hotspring",
             "M": "mountain", "F": "farm", "S": "sea"}
    out = []
    for i, token in enumerate(code.split()):
        out.append(Space(first + i, kinds[token[0]], token.endswith("*")))
    return out


ROAD: tuple[Space, ...] = tuple(
    [Space(1, "inn")]
    + _segment(2, "V* T E P H* M* F* V T* E S* M H") + [Space(15, "inn")]
    + _segment(16, "S T F* P* M* E* T H* M S* V F") + [Space(28, "inn")]
    + _segment(29, "P V E* F M* H S* P T* F* E S V*") + [Space(42, "inn")]
    + _segment(43, "H T* E V* S F* H* E M P* S* V") + [Space(55, "inn")]
)
"""The 55 positions from Kyoto (1) to Edo (55); ``ROAD[i]`` is position i + 1. Seven
independent sources agree on it (research §1.1-1.5; the ``*`` marks a double stop)."""

INNS = (1, 15, 28, 42, 55)
"""Kyoto (the start, no meal), the three intermediate inns, and Edo (the final inn, with a
meal) (research §1.1)."""

SEGMENTS = ((1, 15), (15, 28), (28, 42), (42, 55))
"""The road's four segments, from inn to inn."""

INN_NAMES = {1: Text("Kyoto", "京都"), 15: Text("the first inn", "第一個旅店"),
             28: Text("the second inn", "第二個旅店"), 42: Text("the third inn", "第三個旅店"),
             55: Text("Edo", "江戶")}
"""The inns by name: a learner's text never names a stop by its number."""


# -- travellers ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Traveller:
    """A traveller tile: name, purse and ability (rule ``tokaido.traveller.<id>``)."""

    id: str
    name: str
    """The romanised name printed on the tile (Kinko)."""
    zh: str
    """The Chinese name (琴古): the Japanese name's kanji in Traditional Chinese, the tutor's
    rendering (:data:`TRAVELLER_ZH_NOTE`)."""
    title: Text
    """What the tile calls them (seed 002's titles: 藝術家, 信差...)."""
    coins: int
    """The purse printed at the top right of the tile (research §3)."""
    ability: Text
    """The ability in a few words (the rule registry has the full text)."""

    def named(self, lang: str, romanised: bool = True) -> str:
        """The traveller's name in ``lang``: in Chinese the Chinese name first, then (when
        ``romanised``) the romanised one beside it, 「琴古（Kinko）」; in English the
        romanised name.

        >>> TRAVELLER_INDEX["kinko"].named("zh-Hant"), TRAVELLER_INDEX["kinko"].named("en")
        ('琴古（Kinko）', 'Kinko')
        >>> TRAVELLER_INDEX["zenemon"].named("zh-Hant", romanised=False)
        '善右衛門'
        """
        if lang != "zh-Hant":
            return self.name
        return f"{self.zh}（{self.name}）" if romanised else self.zh


TRAVELLERS: tuple[Traveller, ...] = (
    Traveller("hiroshige", "Hiroshige", "廣重", Text("artist", "藝術家"), 3,
              Text("a panorama card of his choice at each of the 3 intermediate inns",
                   "在前三個旅店各拿一張自選的全景畫")),
    Traveller("chuubei", "Chuubei", "忠兵衛", Text("messenger", "信差"), 4,
              Text("an encounter at each of the 3 intermediate inns",
                   "在前三個旅店各獲得一張邂逅卡")),
    Traveller("kinko", "Kinko", "琴古", Text("ronin", "浪人"), 7,
              Text("every meal costs 1 coin less", "每張膳食卡少付一塊錢")),
    Traveller("yoshiyasu", "Yoshiyasu", "吉保", Text("functionary", "代理人"), 9,
              Text("draws 2 encounter cards and keeps 1", "邂逅時抽兩張，選一張")),
    Traveller("satsuki", "Satsuki", "五月", Text("orphan", "孤兒"), 2,
              Text("a free meal card at every inn (she may refuse it)",
                   "每到一個旅店可得一張免費膳食卡（可以拒絕）")),
    Traveller("mitsukuni", "Mitsukuni", "光國", Text("old man", "老漢"), 6,
              Text("+1 point for each hot spring card and each achievement card",
                   "每張溫泉卡與成就卡額外 +1 分")),
    Traveller("sasayakko", "Sasayakko", "笹奴", Text("geisha", "藝妓"), 5,
              Text("buying 2 or more souvenirs, the cheapest is free",
                   "在村莊買兩張以上紀念品時，最便宜的一張免費")),
    Traveller("hirotada", "Hirotada", "廣忠", Text("priest", "祭司"), 8,
              Text("the bank adds 1 coin to each temple donation",
                   "在寺廟捐獻時，銀行額外替他捐一塊錢")),
    Traveller("umegae", "Umegae", "梅枝", Text("street entertainer", "賣藝者"), 5,
              Text("+1 point and +1 coin at each encounter",
                   "每次邂逅先得 1 分和一塊錢")),
    Traveller("zenemon", "Zen-emon", "善右衛門", Text("merchant", "商人"), 6,
              Text("one souvenir for 1 coin at each village",
                   "在村莊可以用一塊錢買一張紀念品")),
)
"""The ten base-game travellers with their purses (research §3; the platform's start coins
agree in every recorded game; titles from seed 002's traveller list; Chinese names:
:data:`TRAVELLER_ZH_NOTE`)."""

TRAVELLER_ZH_NOTE = Text(
    "The sources give the travellers only their romanised names (the Chinese rules summary "
    "002_b06c0eb6fbe514ea.txt writes 「Hiroshige – 藝術家」); a Chinese edition's names could "
    "not be checked. The Chinese names are the tutor's: each Japanese name written in the "
    "kanji it most plausibly stands for, in Traditional Chinese (Hiroshige 廣重 as the "
    "painter of the Tokaido prints, Mitsukuni 光國 as the old lord of Mito who travelled, "
    "Kinko 琴古 as the shakuhachi master of the wandering monks, many of them ronin, "
    "Chuubei 忠兵衛, Yoshiyasu 吉保, Satsuki 五月, Sasayakko 笹奴, Hirotada 廣忠, "
    "Umegae 梅枝, Zen-emon 善右衛門). The romanised name "
    "stands beside the Chinese one once in every text, so that the tile can be matched.",
    "資料只給旅行者的羅馬拼音名字和稱號（中文規則摘要 002_b06c0eb6fbe514ea.txt 的旅行者說明也"
    "一樣），也無法查證中文版的譯名。中文名字是本教學取的：把每個日文名字寫成它最可能的漢字，"
    "用正體字。廣重（Hiroshige）是畫東海道浮世繪的畫家；光國（Mitsukuni）是到處旅行的水戶"
    "老爺；琴古（Kinko）是雲遊僧人（很多是浪人）的尺八名家；其他是忠兵衛（Chuubei）、"
    "吉保（Yoshiyasu）、五月（Satsuki）、笹奴（Sasayakko）、廣忠（Hirotada）、梅枝（Umegae）、"
    "善右衛門（Zen-emon）。每段文字都在中文名字旁邊寫一次羅馬拼音，方便對照板塊。")
"""Where the travellers' Chinese names come from (the sources lesson and the teacher's
guide say it; no learner text elsewhere)."""

TRAVELLER_INDEX: Mapping[str, Traveller] = MappingProxyType({t.id: t for t in TRAVELLERS})

# -- souvenirs ------------------------------------------------------------------------------

SOUVENIR_FAMILIES: Mapping[str, Text] = MappingProxyType({
    "small": Text("small objects", "小東西"),
    "food": Text("food and drink", "食物跟飲料"),
    "clothing": Text("clothing", "衣服"),
    "art": Text("art", "藝術品"),
})
"""The four souvenir families (seed: 小東西、衣服、藝術品、食物跟飲料; research §2.1)."""


@dataclass(frozen=True)
class Souvenir:
    """A souvenir card (24 unique cards)."""

    id: str
    name: Text
    family: str
    price: int
    code: str
    """The online platform's card code (:mod:`.replay`)."""


SOUVENIRS: tuple[Souvenir, ...] = (
    Souvenir("koma", Text("Koma", "陀螺"), "small", 1, "S12"),
    Souvenir("gofu", Text("Gofu", "御符"), "small", 1, "S13"),
    Souvenir("yunomi", Text("Yunomi", "湯吞"), "small", 1, "S14"),
    Souvenir("uchiwa", Text("Uchiwa", "團扇"), "small", 1, "S15"),
    Souvenir("hashi", Text("Hashi", "筷子"), "small", 1, "S16"),
    Souvenir("washi", Text("Washi", "和紙"), "small", 1, "S17"),
    Souvenir("manju", Text("Manju", "饅頭"), "food", 1, "S00"),
    Souvenir("konpeito", Text("Konpeito", "金平糖"), "food", 1, "S04"),
    Souvenir("kamaboko", Text("Kamaboko", "魚板"), "food", 1, "S05"),
    Souvenir("daifuku", Text("Daifuku", "大福"), "food", 2, "S01"),
    Souvenir("sake", Text("Sake", "清酒"), "food", 2, "S02"),
    Souvenir("ocha", Text("Ocha", "茶"), "food", 2, "S03"),
    Souvenir("haori", Text("Haori", "羽織"), "clothing", 2, "S06"),
    Souvenir("furoshiki", Text("Furoshiki", "風呂敷"), "clothing", 2, "S07"),
    Souvenir("sandogasa", Text("Sandogasa", "三度笠"), "clothing", 2, "S08"),
    Souvenir("kanzashi", Text("Kanzashi", "髮簪"), "clothing", 2, "S09"),
    Souvenir("geta", Text("Geta", "木屐"), "clothing", 2, "S10"),
    Souvenir("yukata", Text("Yukata", "浴衣"), "clothing", 2, "S11"),
    Souvenir("netsuke", Text("Netsuke", "根付"), "art", 2, "S18"),
    Souvenir("jubako", Text("Jubako", "重箱"), "art", 2, "S21"),
    Souvenir("shikki", Text("Shikki", "漆器"), "art", 2, "S22"),
    Souvenir("shamisen", Text("Shamisen", "三味線"), "art", 3, "S19"),
    Souvenir("sumie", Text("Sumie", "水墨畫"), "art", 3, "S20"),
    Souvenir("ukiyoe", Text("Ukiyoe", "浮世繪"), "art", 3, "S23"),
)
"""Names and families from research §2.1; prices and platform codes from the recorded games
(each code's family and single-card price never varied). Which code carries which name,
within one family and price, is our pairing: the logs hold no names."""

SOUVENIR_INDEX: Mapping[str, Souvenir] = MappingProxyType({s.id: s for s in SOUVENIRS})
SOUVENIR_CODES: Mapping[str, str] = MappingProxyType({s.code: s.id for s in SOUVENIRS})

# -- meals ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Meal:
    """A meal speciality (25 cards, 14 specialities)."""

    id: str
    name: Text
    price: int
    copies: int


MEALS: tuple[Meal, ...] = (
    Meal("dango", Text("Dango", "糰子"), 1, 3),
    Meal("misoshiru", Text("Misoshiru", "味噌湯"), 1, 3),
    Meal("nigirimeshi", Text("Nigirimeshi", "飯糰"), 1, 3),
    Meal("soba", Text("Soba", "蕎麥麵"), 2, 2),
    Meal("sushi", Text("Sushi", "壽司"), 2, 2),
    Meal("tofu", Text("Tofu", "豆腐"), 2, 2),
    Meal("tempura", Text("Tempura", "天婦羅"), 2, 2),
    Meal("yakitori", Text("Yakitori", "烤雞串"), 2, 2),
    Meal("donburi", Text("Donburi", "丼飯"), 3, 1),
    Meal("fugu", Text("Fugu", "河豚"), 3, 1),
    Meal("sashimi", Text("Sashimi", "生魚片"), 3, 1),
    Meal("taimeshi", Text("Tai Meshi", "鯛魚飯"), 3, 1),
    Meal("udon", Text("Udon", "烏龍麵"), 3, 1),
    Meal("unagi", Text("Unagi", "鰻魚"), 3, 1),
)
"""Meal specialities, prices and copies (research §2.2, and every recorded game)."""

MEAL_INDEX: Mapping[str, Meal] = MappingProxyType({m.id: m for m in MEALS})
MEAL_CODES: Mapping[str, str] = MappingProxyType(
    {m.name.en: m.id for m in MEALS})
"""The platform's meal names (``"Tai Meshi"``) to our ids."""

# -- encounters, hot springs, achievements -----------------------------------------------------


@dataclass(frozen=True)
class Encounter:
    """An encounter card kind (14 cards)."""

    id: str
    name: Text
    copies: int
    effect: Text


ENCOUNTERS: tuple[Encounter, ...] = (
    Encounter("shokunin", Text("Shokunin", "職人"), 2,
              Text("the top souvenir card, free", "免費拿取紀念品牌堆最上方一張")),
    Encounter("annaibito-paddy", Text("Annaibito (paddy)", "案內人（田）"), 1,
              Text("the next paddy panorama card", "下一張田的全景畫")),
    Encounter("annaibito-mountain", Text("Annaibito (mountain)", "案內人（山）"), 2,
              Text("the next mountain panorama card", "下一張山的全景畫")),
    Encounter("annaibito-sea", Text("Annaibito (sea)", "案內人（海）"), 3,
              Text("the next sea panorama card", "下一張海的全景畫")),
    Encounter("samurai", Text("Samurai", "侍"), 2, Text("3 points", "3 分")),
    Encounter("kuge", Text("Kuge", "公家"), 2, Text("3 coins", "三塊錢")),
    Encounter("miko", Text("Miko", "巫女"), 2,
              Text("1 coin from the bank onto the temple, 1 point",
                   "從銀行拿一塊錢放到寺廟，得 1 分")),
)
"""Encounter kinds and copies: Annaibito 1 paddy, 2 mountain, 3 sea (research §2.3: the
recorded games and two engines; 2/2/2 in older fan engines is wrong). Names from seed 002
(職人, 案內人, 侍, 公家, 巫女)."""

ENCOUNTER_INDEX: Mapping[str, Encounter] = MappingProxyType({e.id: e for e in ENCOUNTERS})
ENCOUNTER_CODES: Mapping[str, str] = MappingProxyType({
    "Shokunin": "shokunin", "Samurai": "samurai", "Kuge": "kuge", "Miko": "miko",
    "Annaibito-paddy": "annaibito-paddy", "Annaibito-mountain": "annaibito-mountain",
    "Annaibito-sea": "annaibito-sea"})
"""The platform's encounter codes to our ids."""

HOT_SPRINGS: Mapping[int, int] = MappingProxyType({2: 6, 3: 6})
"""Hot spring cards by points: 6 worth 2, 6 worth 3 (research §2.4; seed: 2~3分)."""


@dataclass(frozen=True)
class Achievement:
    """An achievement card (3 points)."""

    id: str
    name: Text
    end: bool
    """Awarded at the end (True) or to the first to complete a panorama (False)."""


ACHIEVEMENTS: tuple[Achievement, ...] = (
    Achievement("paddy", Text("Paddy panorama", "田的全景畫成就"), False),
    Achievement("mountain", Text("Mountain panorama", "山的全景畫成就"), False),
    Achievement("sea", Text("Sea panorama", "海的全景畫成就"), False),
    Achievement("gourmet", Text("Gourmet", "美食成就"), True),
    Achievement("bather", Text("Bather", "溫泉成就"), True),
    Achievement("chatterbox", Text("Chatterbox", "邂逅成就"), True),
    Achievement("collector", Text("Collector", "紀念品成就"), True),
)
"""The seven achievement cards (research §2.6; seed: 全景畫成就, 美食成就, 溫泉成就,
邂垢成就 (sic), 紀念品成就)."""

ACHIEVEMENT_INDEX: Mapping[str, Achievement] = MappingProxyType({a.id: a for a in ACHIEVEMENTS})
END_ACHIEVEMENTS = ("gourmet", "bather", "chatterbox", "collector")
ACHIEVEMENT_CODES: Mapping[str, str] = MappingProxyType({
    "first-paddy": "paddy", "first-mountain": "mountain", "first-sea": "sea",
    "gourmet": "gourmet", "bather": "bather", "chatterbox": "chatterbox",
    "collector": "collector"})
"""The platform's achievement codes to our ids."""


def space(number: int) -> Space:
    """The road space at position ``number`` (1..55).

    >>> space(15).kind, space(2).double
    ('inn', True)
    """
    return ROAD[number - 1]


def souvenir_points(family_counts: tuple[int, ...]) -> int:
    """Points of a souvenir collection with these counts per family: each card scores 1, 3,
    5 or 7 as the 1st to 4th card of the first set lacking its family, which totals the sum
    over k of (families holding more than k cards) squared (research §2.1).

    >>> souvenir_points((1, 1, 1, 1)), souvenir_points((3, 0, 0, 0)), souvenir_points((2, 2, 0, 0))
    (16, 3, 8)
    """
    total, k = 0, 0
    while True:
        m = sum(1 for c in family_counts if c > k)
        if not m:
            return total
        total += m * m
        k += 1
