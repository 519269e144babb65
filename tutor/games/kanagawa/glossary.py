"""The Kanagawa glossary: one word for each component, action and seat, in both languages.

Lessons, the board, refusals and guides draw their terms from here. The Chinese words are the
rules summary's (``000_43f8316dd65002f0.txt``) wherever it names the thing: 學堂圖板, 課程卡,
起始板塊, 大師棋子, 助手棋子, 證書, 筆刷, 風暴指示物, 牌庫, 畫室, 畫作, 風景, 季節, 主題,
補給, 訣竅, 雙箭號, 拿取, 放棄. Where the summary says nothing (the landscapes but the ocean,
most subjects) the words are ours, marked in :mod:`.data`. The English words are those of the
research notes (the official English rulebook was not available to us).

- :data:`TERMS`: id -> the term in both languages;
- :data:`AVOID`: Chinese words that drift from those terms in our texts -> the term to use;
- :data:`NAMES`: the Latin-letter words a Chinese text may contain: the letters A-E of the
  score sheet's items. Cards, start tiles and places are named in words (:mod:`.words`: the
  card ids A05, ST1 and the notation's S0, P3 are codes, never a learner's text).

>>> TERMS["take-column"].zh, TERMS["seat-0"].zh
('拿取一欄', '藍方')
>>> diploma_name("trees-3")["zh-Hant"], diploma_name("moves-2")["en"]
('樹證書（3 分）', 'double-arrow diploma (1 point)')
>>> sorted(NAMES)
['A', 'B', 'C', 'D', 'E']
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ...core.lang import Text
from .data import (
    DIPLOMA_INDEX,
    DIPLOMAS,
    FAMILIES,
    DiplomaGroup,
    Landscape,
    Season,
    Subject,
)

SEATS = (Text("Blue", "藍方"), Text("Red", "紅方"), Text("Green", "綠方"),
         Text("Yellow", "黃方"))
"""The seats' names (the game gives its pupils no colours: these are the tutor's). One way
everywhere: 藍方, never 藍 or 藍色玩家."""

SEAT_MARKS = (Text("B", "藍"), Text("R", "紅"), Text("G", "綠"), Text("Y", "黃"))
"""The character drawn on a seat's marker, so that seats differ by more than colour."""

GROUP_NOUNS = {
    DiplomaGroup.TREES: Text("tree", "樹"),
    DiplomaGroup.BUILDINGS: Text("building", "建築物"),
    DiplomaGroup.CHARACTERS: Text("character", "角色"),
    DiplomaGroup.ANIMALS: Text("animal", "動物"),
    DiplomaGroup.BRUSHES: Text("brush", "筆刷"),
    DiplomaGroup.MOVES: Text("double-arrow", "雙箭號"),
    DiplomaGroup.LANDSCAPES: Text("landscape", "風景"),
}
"""A diploma group as the word before "diploma": the tree diploma, 樹證書."""


def group_name(group: DiplomaGroup) -> Text:
    """A diploma group's diplomas: "tree diplomas", 「樹證書」.

    >>> group_name(DiplomaGroup.MOVES)["zh-Hant"]
    '雙箭號證書'
    """
    noun = GROUP_NOUNS[group]
    return Text(f"{noun.en} diplomas", f"{noun.zh}證書")


def diploma_name(diploma_id: str) -> Text:
    """A diploma by its name, as a player says it at the table: its group and its points
    (within a group the points differ, so the name is unique). An unknown id is returned as
    it is."""
    d = DIPLOMA_INDEX.get(diploma_id)
    if d is None:
        return Text(diploma_id, diploma_id)
    noun = GROUP_NOUNS[d.group]
    points = f"{d.points} point{'s' * (d.points != 1)}"
    return Text(f"{noun.en} diploma ({points})", f"{noun.zh}證書（{d.points} 分）")


def _terms() -> dict[str, Text]:
    terms = {
        # components (seed 000: 遊戲配件)
        "school-board": Text("school board", "學堂圖板"),
        "lesson-card": Text("lesson card", "課程卡"),
        "start-tile": Text("start tile", "起始板塊"),
        "grand-master": Text("Grand Master pawn", "大師棋子"),
        "assistant": Text("Assistant pawn", "助手棋子"),
        "diploma": Text("diploma", "證書"),
        "brush": Text("paintbrush", "筆刷"),
        "storm-token": Text("storm token", "風暴指示物"),
        "deck": Text("deck", "牌庫"),
        "supply": Text("supply", "供應區"),  # seed 000: 一般供應區
        "reserve": Text("brushes in reserve", "備用筆刷"),  # ours: the brushes in front of you
        "hand": Text("hand", "手牌"),  # ours: cards taken and not yet placed
        "back": Text("back", "卡背"),
        # a lesson card's two halves and what they show
        "studio": Text("studio", "畫室"),
        "painting": Text("painting", "畫作"),
        "landscape": Text("landscape", "風景"),
        "season": Text("season", "季節"),
        "subject": Text("subject", "主題"),
        "supplies": Text("supplies", "補給"),  # the icons that act once
        "technique": Text("technique", "訣竅"),  # the icons that last
        "brush-icon": Text("brush icon", "筆刷符號"),
        "assistant-icon": Text("Assistant icon", "助手符號"),
        "double-arrow": Text("double arrow", "雙箭號"),
        "keep-icon": Text("keep icon", "保留符號"),
        "harmony": Text("harmony points", "和諧分數"),  # seed 000: 和諧符號
        "bonus": Text("bonus point", "獎勵分數"),
        # the flow of play
        "lesson": Text("lesson", "輪"),  # seed 000: 遊戲進行數輪
        "turn": Text("turn", "回合"),
        "column": Text("column", "欄"),
        "row": Text("row", "排"),
        "face-down": Text("face down", "正面朝下"),
        "face-up": Text("face up", "正面朝上"),
        "in-class": Text("in class", "在學堂"),
        # actions (seed 000: 拓展你的知識 / 把它付諸實踐, 拿取, 放棄)
        "wait": Text("wait", "等待"),
        "take-column": Text("take a column", "拿取一欄"),
        "to-studio": Text("put in the studio", "放入畫室"),
        "paint": Text("paint", "彩繪"),
        "place-brush": Text("place a brush", "放置筆刷"),
        "move-brush": Text("move a brush", "移動筆刷"),
        "take-diploma": Text("take", "拿取"),
        "decline-diploma": Text("decline", "放棄"),
        "end-turn": Text("end turn", "結束回合"),
        "place-storm": Text("place a storm token", "放置風暴指示物"),
        # scoring
        "score-sheet": Text("score sheet", "計分表"),
        "tie": Text("tied players share the victory", "平手的玩家共享勝利"),
        # the tutor's board (a card game: no 悔棋 or 棋譜)
        "undo": Text("undo", "復原"),
        "log": Text("move log", "紀錄"),
    }
    terms.update({f"seat-{i}": name for i, name in enumerate(SEATS)})
    terms.update({f"landscape-{x.value}": x.text for x in Landscape})
    terms.update({f"season-{x.value}": x.text for x in Season})
    terms.update({f"family-{x.value}": x.text for x in FAMILIES})
    terms.update({f"back-{x.value}": Text(f"{x.colour.en} back", f"{x.colour.zh}卡背")
                  for x in FAMILIES})
    terms.update({f"subject-{x.value}": x.text for x in Subject})
    terms.update({f"group-{x.value}": group_name(x) for x in DiplomaGroup})
    terms.update({f"diploma-{d.id}": diploma_name(d.id) for d in DIPLOMAS})
    return terms


TERMS: Mapping[str, Text] = MappingProxyType(_terms())
"""Every term by id: components, the halves of a card, the flow of play, actions, seats
(``seat-0``...), landscapes, seasons, families, backs, subjects, diploma groups and the 19
diplomas by name (``diploma-trees-3``)."""

AVOID: Mapping[str, str] = MappingProxyType({
    "箭頭": "雙箭號",  # the summary's diploma list says 箭頭, its rules 雙箭號: one word
    "獎狀": "證書",  # the summary's scoring says 獎狀 once, everywhere else 證書
    "學校": "學堂",  # the summary says both; its components say 學堂圖板
    "藍色玩家": "藍方",
    "紅色玩家": "紅方",
    "綠色玩家": "綠方",
    "黃色玩家": "黃方",
    "刷子": "筆刷",
    "畫筆": "筆刷",
    "肖像": "角色",
    "萬能": "萬用",
    "平局": "平手",
    "悔棋": "復原",  # a card game: undo is 復原
    "棋譜": "紀錄",  # and the log is 紀錄
    "打出": "放置",  # the summary's 打出 (play) a brush: we say 放置 (place)
})
"""A Chinese word that must not appear in Kanagawa's learner texts -> the glossary word to
use instead. Quotations of the summary that use these words stay in the sources folds."""

NAMES: frozenset[str] = frozenset("ABCDE")
"""Latin-letter words allowed in Kanagawa's Chinese texts: the letters A-E of the score
sheet's items (as the summary writes them)."""

__all__ = ["AVOID", "GROUP_NOUNS", "NAMES", "SEATS", "SEAT_MARKS", "TERMS", "diploma_name",
           "group_name"]
