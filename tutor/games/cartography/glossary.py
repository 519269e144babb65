"""Cartography's words: one term per component and action, in English and Traditional Chinese.

The Chinese terms are those of the rulebook summary 003_aa27acea8e4117cd.txt wherever it
names the thing (棋子, 板塊, 區域, 牆, 捕捉, 跳過, 起始玩家, 氣); the few it does not name
(the supply, an empty slot, ko) take the word a Taiwanese Go or board-game player uses. The
English terms are those of the published game's reviews, except that a piece is a *stone*
(the retail game draws it as a castle; the board does too, but calls it a stone).

Lessons, the board's words (:mod:`.render`), refusals (:mod:`.state`), the rule registry and
the teacher guides draw their terms from :data:`TERMS`; :data:`AVOID` lists the words that
drifted into earlier texts, each with the term to use instead (the language tests fail on
them); :data:`NAMES` are the Latin-letter words a Chinese text may contain.

>>> from tutor.games.cartography.glossary import TERMS, term
>>> TERMS["stone"].zh, TERMS["capture"].zh
('棋子', '捕捉')
>>> term("seat-1", "zh-Hant")
'橘方'
"""

from __future__ import annotations

from ...core.lang import Text, check_lang
from .data import PLAYER_NAMES, PLAYER_NAMES_ZH

TERMS: dict[str, Text] = {
    # -- the game and its parts
    "game": Text("Cartography", "地圖學"),
    "map": Text("map", "地圖"),
    "tile": Text("tile", "板塊"),
    "start-hexagon": Text("start hexagon", "起始六邊形"),
    "supply": Text("tile supply", "板塊供應區"),
    "slot": Text("empty slot", "空位"),
    "region": Text("region", "區域"),
    "dot": Text("red dot", "紅點"),
    "wall": Text("wall", "牆"),
    "stone": Text("stone", "棋子"),
    "group": Text("group of stones", "一組棋子"),
    "neighbour": Text("neighbouring region", "相鄰區域"),
    "liberty": Text("liberty", "氣"),
    "open-region": Text("open region", "開放的區域"),
    "plain-tile": Text("plain tile", "空白板塊"),
    # -- the six tile types, by their walls (the summary shows them only in pictures): a
    # name for sentences, and the short form the supply prints under each tile
    "tile-O3": Text("plain tile", "空白板塊"),
    "tile-O2": Text("one-stub tile", "短牆板塊"),
    "tile-O1": Text("two-stub tile", "雙短牆板塊"),
    "tile-C1": Text("halved tile", "對半板塊"),
    "tile-C2": Text("corner tile", "切角板塊"),
    "tile-C3": Text("three-way tile", "三岔板塊"),
    "shape-O3": Text("no wall", "空白"),
    "shape-O2": Text("one stub", "短牆"),
    "shape-O1": Text("two stubs", "雙短牆"),
    "shape-C1": Text("halves", "對半"),
    "shape-C2": Text("corner", "切角"),
    "shape-C3": Text("three ways", "三岔"),
    # -- the turn and its steps
    "turn": Text("turn", "回合"),
    "step": Text("step", "步驟"),
    "lay-tile": Text("lay a tile", "放置板塊"),
    "rotate": Text("turn the tile", "旋轉板塊"),
    "place-stone": Text("place a stone", "放置棋子"),
    "no-stone": Text("no stone", "不放棋子"),
    "pass": Text("pass", "跳過"),
    "capture": Text("capture", "捕捉"),
    "captured-stone": Text("captured stone", "捕捉的棋子"),
    "ko": Text("ko", "劫"),
    "settle-ko": Text("settle the ko", "黏劫"),
    "atari": Text("atari (one liberty left)", "叫吃（只剩一口氣）"),
    # -- seats, the end, scoring
    "seat-0": Text(PLAYER_NAMES[0], PLAYER_NAMES_ZH[0]),
    "seat-1": Text(PLAYER_NAMES[1], PLAYER_NAMES_ZH[1]),
    "start-player": Text("start player", "起始玩家"),
    "game-length": Text("game length", "遊戲長度"),
    "score-sheet": Text("score sheet", "計分表"),
    "tie": Text("tie", "平手"),
    # -- the board's own buttons (the widget reads these two: a game played with stones
    # speaks of 悔棋 and 棋譜, as Go players do)
    "undo": Text("undo", "悔棋"),
    "move-log": Text("game record", "棋譜"),
}
"""Term id -> the term in both languages."""

AVOID: dict[str, str] = {
    "城堡": "棋子",
    "俘虜": "捕捉的棋子",
    "吃棋": "捕捉",
    "吃子": "捕捉",
    "吃掉": "捕捉",
    "吃回": "捕捉回來",
    "粘劫": "黏劫",
    "粘住": "黏住",
    "棋組": "一組棋子",
    "鄰居": "相鄰區域",
    "藍色玩家": "藍方",
    "橘色玩家": "橘方",
    "橙": "橘",
    "貪心": "普通",
}
"""A word that must not appear in Cartography's learner texts -> the word to use instead.
The rulebook summary itself says 吃棋 once (in its ko rule) and 補捉 once (a slip for 捕捉):
quotations of it keep its words, inside 「」 in a Sources fold."""

NAMES: frozenset[str] = frozenset({"Cartography", "Jon", "Adams", "Carcassonne", "Go"})
"""Latin-letter words allowed in Chinese texts: the designer's name and the games the
summary compares Cartography with. A tile is named by its walls (``tile-<type>``), never by
its type's id (O3 ... C3, the engine's notation), and a place by where it lies from the
hexagon or by a numbered marker (:mod:`.words`), never by a coordinate such as ``(0,1)b``."""


def term(id: str, lang: str | None = None) -> str:
    """The glossary's term ``id`` in ``lang`` (None: the chosen language).

    Raises:
        KeyError: no such term.
    """
    return TERMS[id][check_lang(lang)]
