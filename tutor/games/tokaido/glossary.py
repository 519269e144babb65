"""The Tokaido glossary: one word for each thing, in English and Traditional Chinese.

The Chinese terms come from the rules summary ``002_b06c0eb6fbe514ea.txt`` (a Traditional
Chinese summary written before the game came out) wherever it names the thing: 旅行者,
旅行者板塊, 版圖, 村莊, 農田, 全景畫 (海、山、田), 溫泉, 寺廟, 邂逅 (it writes 邂垢, a slip),
旅店, 膳食卡, 紀念品 and its four families, 成就卡, 銀行, the encounter characters (職人,
案內人, 侍, 公家, 巫女), the travellers' titles and the variants. The English terms are
those of the official rules as our research notes give them. Where the summary is silent
(the double stop's second place, the neutral traveller of the 2-player game, the seats'
colours) the term is ours, and used the same way everywhere.

- :data:`TERMS`: id -> the term in both languages. Lessons, the board's words, refusals and
  move words (:mod:`.words`) draw their terms from here.
- :data:`AVOID`: Chinese words that drift from the glossary, found in earlier texts, and the
  glossary word to use instead. A test fails when one appears in a learner's text.
- :data:`NAMES`: the Latin-letter words a Chinese text may hold: the travellers' romanised
  names, written once beside their Chinese names (「浪人琴古（Kinko）」: the summary gives them
  only romanised names and titles, 「Hiroshige – 藝術家」; the Chinese names are the tutor's,
  :data:`.data.TRAVELLER_ZH_NOTE`, registered as ``tokaido.traveller.names``); and the names
  of the designer, the publisher and the online platform.

>>> TERMS["inn"]["zh-Hant"], TERMS["seat-0"]["zh-Hant"], "Kinko" in NAMES
('旅店', '藍方', True)
>>> TERMS["traveller-kinko"]["zh-Hant"]
'浪人琴古（Kinko）'
"""

from __future__ import annotations

from types import MappingProxyType

from ...core.lang import Text
from .data import (
    ACHIEVEMENTS,
    ENCOUNTERS,
    MEALS,
    SOUVENIR_FAMILIES,
    SOUVENIRS,
    TRAVELLERS,
)

_BASE = {
    # the journey
    "game": Text("Tokaido", "東海道"),
    "traveller": Text("traveller", "旅行者"),
    "traveller-tile": Text("traveller tile", "旅行者板塊"),
    "pawn": Text("traveller", "旅行者"),
    "neutral": Text("neutral traveller", "中立旅行者"),
    "board": Text("board", "版圖"),
    "road": Text("road", "道路"),
    "position": Text("position", "位置"),
    "double-stop": Text("double stop", "雙格位置"),
    "side-place": Text("side place", "第二個空位"),
    "start-queue": Text("start queue", "起始順序"),
    "kyoto": Text("Kyoto", "京都"),
    "edo": Text("Edo", "江戶"),
    "coin": Text("coin", "錢"),
    "coins": Text("coins", "塊錢"),
    "bank": Text("bank", "銀行"),
    "points": Text("points", "分"),
    "score-sheet": Text("score sheet", "計分表"),
    # the stops
    "inn": Text("inn", "旅店"),
    "village": Text("village", "村莊"),
    "farm": Text("farm", "農田"),
    "panorama": Text("panorama", "全景畫"),
    "paddy": Text("paddy", "田"),
    "mountain": Text("mountain", "山"),
    "sea": Text("sea", "海"),
    "hotspring": Text("hot spring", "溫泉"),
    "temple": Text("temple", "寺廟"),
    "encounter": Text("encounter", "邂逅"),
    # the cards
    "souvenir": Text("souvenir", "紀念品"),
    "souvenir-card": Text("souvenir card", "紀念品卡"),
    "souvenir-set": Text("set", "套"),
    "meal": Text("meal", "膳食"),
    "meal-card": Text("meal card", "膳食卡"),
    "hotspring-card": Text("hot spring card", "溫泉卡"),
    "encounter-card": Text("encounter card", "邂逅卡"),
    "panorama-card": Text("panorama card", "全景畫卡"),
    "achievement-card": Text("achievement card", "成就卡"),
    "deck": Text("deck", "牌堆"),
    # actions
    "move": Text("move", "移動"),
    "buy": Text("buy", "購買"),
    "donate": Text("donate", "捐獻"),
    "choose": Text("choose", "選擇"),
    "keep": Text("keep", "留下"),
    "accept": Text("accept", "接受"),
    "refuse": Text("refuse", "拒絕"),
    "reveal": Text("reveal", "翻開"),
    "draw": Text("draw", "抽"),
    # the end
    "temple-ranking": Text("temple ranking", "寺廟排名"),
    # variants
    "initiatory": Text("Initiatory Journey", "啟蒙之旅"),
    "return-trip": Text("Return Trip", "回程"),
    "gastronomy": Text("Gastronomy", "美食"),
    "preparations": Text("Preparations", "準備"),
    # the seats, one way everywhere (the tutor's colours; the summary names none)
    "seat-0": Text("Blue", "藍方"),
    "seat-1": Text("Red", "紅方"),
    "seat-2": Text("Green", "綠方"),
    "seat-3": Text("Yellow", "黃方"),
    "seat-4": Text("Purple", "紫方"),
}

TERMS = MappingProxyType({
    **_BASE,
    **{f"family-{k}": v for k, v in SOUVENIR_FAMILIES.items()},
    **{f"souvenir-{s.id}": s.name for s in SOUVENIRS},
    **{f"meal-{m.id}": m.name for m in MEALS},
    **{f"encounter-{e.id}": e.name for e in ENCOUNTERS},
    **{f"achievement-{a.id}": a.name for a in ACHIEVEMENTS},
    **{f"traveller-{t.id}": Text(f"{t.name}, the {t.title.en}",
                                 f"{t.title.zh}{t.named('zh-Hant')}")
       for t in TRAVELLERS},
})
"""Every term by id, in both languages (component and card names come from :mod:`.data`,
which takes them from the same summary)."""

SEATS = tuple(TERMS[f"seat-{p}"] for p in range(5))
"""The seats' names, Blue to Purple (藍方 to 紫方)."""

AVOID = MappingProxyType({
    "邂垢": "邂逅",
    "廟宇": "寺廟",
    "小酒館": "旅店",
    "棋盤": "版圖",
    "棋子": "旅行者",
    "悔棋": "復原",
    "棋譜": "紀錄",
    "金幣": "錢",
    "硬幣": "錢",
    "牌庫": "牌堆",
    "料理": "膳食",
    "名產": "膳食",
    "餐點": "膳食",
    "藍色玩家": "藍方",
    "紅色玩家": "紅方",
    "綠色玩家": "綠方",
    "黃色玩家": "黃方",
    "紫色玩家": "紫方",
    "中立玩家": "中立旅行者",
    "雙格空位": "雙格位置",
    "側邊空位": "第二個空位",
    "全景卡": "全景畫卡",
    "貪心": "普通",
})
"""Words that drift from the glossary -> the glossary's word. The summary itself writes
邂垢 (a slip for 邂逅) and 廟宇 beside 寺廟: quotations of it keep its words, in a lesson's
sources, never in its text."""

NAMES = frozenset({
    *(t.name for t in TRAVELLERS), "Zen", "emon",
    "Antoine", "Bauza", "Funforge", "Board", "Game", "Arena",
})
"""Latin-letter words allowed in Chinese text: the travellers' romanised names (beside their
Chinese names), the designer, the publisher and the online platform."""
