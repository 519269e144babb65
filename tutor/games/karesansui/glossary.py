"""The words of Karesansui, in English and Traditional Chinese: one term for each component,
action, seat, phase and scoring item, used by the board, the refusals, the moves in words
(:meth:`KaresansuiState.words_for`) and the lessons.

The Chinese terms are those of the rules summary 004_2dd42cb4566abbba.txt wherever it names
the thing (寺廟圖板, 庭園圖板, 砂紋板塊, 砂礫板塊, 苔蘚板塊, 禪宗僧侶, 德行, 暫存區, 配置, 讓渡,
廢棄, 保管, 強奪, 座禪, 名庭園卡, 庭園大師卡, 縱列, 漩渦, 連結砂紋...). Where it does not (the
stone kinds: its stone table is a picture that did not survive; the tile designs), the terms
render the Japanese names of a player's glossary. The English terms follow the research notes
and the published English title, *Stone Garden*.

:data:`AVOID` lists words that drifted into earlier texts (or that a writer might reach for)
with the glossary's word to use instead; :data:`NAMES` the Latin-letter words a Chinese text
may keep.

>>> TERMS["snatch"].zh, TERMS["storage"].en
('強奪', 'storage space')
>>> seat_name(1, "zh-Hant"), seat_name(1, "en")
('藍方', 'Blue')
"""

from __future__ import annotations

from ...core.lang import Text
from ...core.seats import seat_mark

T = Text

TERMS: dict[str, Text] = {
    # -- the game and its components ---------------------------------------------------
    "game": T("Karesansui", "枯山水"),
    "temple-board": T("temple board", "寺廟圖板"),
    "garden-board": T("garden board", "庭園圖板"),
    "garden": T("garden", "庭園"),
    "space": T("space", "位置"),
    "storage": T("storage space", "暫存區"),
    "tile": T("sand-pattern tile", "砂紋板塊"),
    "tile-short": T("tile", "板塊"),
    "gravel-tile": T("gravel tile", "砂礫板塊"),
    "moss-tile": T("moss tile", "苔蘚板塊"),
    "stack": T("stack", "板塊堆"),
    "discard-pile": T("discard pile", "廢棄區"),
    "stone": T("stone", "石頭"),
    "monk": T("monk", "禪宗僧侶"),
    "virtue": T("virtue", "德行"),
    "virtue-track": T("virtue track", "德行區"),
    "famous-garden-card": T("famous-garden card", "名庭園卡"),
    "famous-garden": T("famous garden", "名庭園"),
    "gardener-card": T("gardener card", "庭園大師卡"),
    "score-sheet": T("score sheet", "計分表"),
    "studio": T("garden studio", "庭園工作室"),
    # -- the garden's grid -------------------------------------------------------------
    "row": T("row", "橫列"),
    "column": T("column", "縱列"),
    "top-row": T("top row", "上排"),
    "middle-row": T("middle row", "中排"),
    "bottom-row": T("bottom row", "下排"),
    "turned": T("turned round", "上下顛倒"),
    "seam": T("seam", "連接處"),
    # -- the turn ----------------------------------------------------------------------
    "turn": T("turn", "回合"),
    "part-one": T("part one", "前行動"),
    "part-two": T("part two", "後行動"),
    "draw": T("draw", "抽取"),
    "place": T("place", "配置"),
    "gift": T("gift", "讓渡"),
    "ask-gift": T("ask for the gift", "請求讓渡"),
    "discard": T("discard", "廢棄"),
    "store": T("store", "保管"),
    "place-stored": T("place the stored tile", "暫存區配置"),
    "snatch": T("snatch", "強奪"),
    "let-go": T("let it go", "放棄強奪"),
    "allow-snatch": T("allow the snatch", "允許強奪"),
    "counter": T("counter", "反制"),
    "zazen": T("zazen", "座禪"),
    "move-monk": T("move the monk", "移動禪宗僧侶"),
    "take-stone": T("take and place a stone", "獲得並放置石頭"),
    "use-card": T("use a gardener card", "使用庭園大師卡"),
    "start-player": T("start player", "起始玩家"),
    # -- stones ------------------------------------------------------------------------
    "flat": T("flat stone", "橫石"),
    "small": T("small standing stone", "小立石"),
    "reclining": T("reclining stone", "臥石"),
    "tall": T("tall standing stone", "大立石"),
    "boat": T("boat stone", "舟石"),
    "standing": T("standing stone", "立石"),
    # -- scoring -----------------------------------------------------------------------
    "gravel-rectangle": T("largest gravel rectangle", "最大砂礫矩形"),
    "moss": T("moss", "苔蘚"),
    "symmetry": T("symmetric row", "對稱橫列"),
    "mirror": T("mirror image", "鏡像"),
    "whirlpool": T("whirlpool", "漩渦"),
    "full-circle": T("full circle", "全圓"),
    "half-circle": T("half circle", "半圓"),
    "ripples": T("joined ripples", "連結砂紋"),
    "stone-kinds": T("kinds of stone", "石頭種類"),
    "arrangements": T("stone arrangements", "石頭擺放"),
    "arrangement-group": T("group", "組"),
    "keima": T("keima", "馬走日"),
    "diagonal": T("diagonal", "斜置"),
    "triad": T("Buddhist triad", "三尊石"),
    "horai": T("Mount Hōrai", "蓬萊山"),
    "total": T("total", "總分"),
    # -- seats -------------------------------------------------------------------------
    "orange": T("Orange", "橘方"),
    "blue": T("Blue", "藍方"),
    "black": T("Black", "黑方"),
    "purple": T("Purple", "紫方"),
}
"""Every term by id. Seats are named one way everywhere, as in every game of the tutor: 橘方,
藍方, 黑方, 紫方 (the colours of the seed: 橘、藍、黑、紫). The arrangement the Japanese players
call keima (桂馬, the shogi knight's move) is 馬走日 here: two stones as a Chinese-chess horse
moves, over the corners of a 日 (a Taiwanese child knows xiangqi's horse, not shogi's)."""

SEAT_IDS = ("orange", "blue", "black", "purple")
"""The seats in turn order from the start player."""

SEAT_MARKS = tuple(seat_mark(p) for p in range(len(SEAT_IDS)))
"""A shape per seat (●▲■◆, the shared marks of :mod:`tutor.core.seats`), drawn with its
colour wherever a seat is shown (monks, virtue markers, score-sheet columns, garden headings,
by :meth:`tutor.core.svg.Board.seat_mark`) and written before its name in the status line,
the log and the score sheet, so that seats are told apart by more than colour."""


def seat_name(seat: int, lang: str) -> str:
    """The name of ``seat`` (0-3) in ``lang``: the glossary's one way of naming it."""
    return TERMS[SEAT_IDS[seat]][lang]


AVOID: dict[str, str] = {
    "苔癬": "苔蘚",
    "坐禪": "座禪",
    "旋渦": "漩渦",
    "禪僧": "禪宗僧侶",
    "僧人": "禪宗僧侶",
    "作庭家": "庭園大師卡",
    "保管區": "暫存區",
    "儲存區": "暫存區",
    "丟棄": "廢棄",
    "搶奪": "強奪",
    "搶走": "強奪",
    "贈送": "讓渡",
    "牌堆": "板塊堆",
    "拼片": "板塊",
    "圖塊": "板塊",
    "棋子": "石頭",
    "悔棋": "復原",
    "棋譜": "紀錄",
    "直列": "縱列",
    "直行": "縱列",
    "藍色玩家": "藍方",
    "橘色玩家": "橘方",
    "黑色玩家": "黑方",
    "紫色玩家": "紫方",
    "桂馬": "馬走日",
    "德行值": "德行",
    "分數表": "計分表",
    "横石": "橫石",
}
"""A word that must not appear in Karesansui's Chinese texts → the glossary's word. 苔癬 is a
slip of the seed (it writes 苔蘚 elsewhere); 横石 is the Japanese form of 橫石; 棋子 is a word
of board games with pieces, not of a garden of tiles and stones; the shogi word 桂馬 is 馬走日
here, since a Taiwanese child knows xiangqi's horse."""

NAMES: frozenset[str] = frozenset({
    "Karesansui", "Stone", "Garden", "Koota", "Yamada",
})
"""Latin-letter words a Chinese Karesansui text may keep: the game's published title and its
designer. A learner's text names tiles by their pattern and spaces by their row, never by the
notation's ids (G07) and cells (a1); card and stone names are written in Chinese."""

__all__ = ["AVOID", "NAMES", "SEAT_IDS", "SEAT_MARKS", "TERMS", "seat_name"]
