"""Checks for lesson authors: is a text short enough, written for a learner, and in
Chinese as it is written in Taiwan?

Each function takes one text (markdown, as the lessons write it) and returns what is wrong
with it, empty when nothing is; ``tests/lessons/test_language.py`` runs them over every
lesson of every game in both languages, and an author can run them on a draft.

- :func:`reading_size`: how long a text reads (Chinese characters, or English words);
- :func:`internal_words`: rule ids, rulebook file names and Python, which belong in a
  ``sources`` fold, never in the text;
- :func:`ascii_punctuation`: ASCII punctuation next to Chinese (use ，。：；？！（）「」);
- :func:`latin_words`: Latin-letter words in a Chinese text (moves, buttons and terms left
  in English), besides proper names and card ids;
- :func:`avoided_terms`: words a game's glossary says not to use;
- :func:`taiwan_usage`: words of mainland Chinese or of translation where Taiwan says
  otherwise (點擊, 保存 for saving), for every learner text of every game and the
  framework (:data:`TAIWAN`).

>>> latin_words("答案：`buy koma+sake`。", names=frozenset())
['buy', 'koma', 'sake']
>>> latin_words("在 (0,-1)a 放一顆棋子，或打出 A05、C3。", names=frozenset())
[]
>>> ascii_punctuation("提示 1/3:先看角落,再想想。")
['3:先看', '角落,再']
>>> english_words("按 Check 再試一次")
['Check']
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

PROPER_NAMES = frozenset("""
    Cartography Kanagawa Tokaido Karesansui Stone Garden Jon Adams Bruno Cathala Charles
    Chevallier Antoine Bauza Koota Yamada Hokusai Carcassonne Go Jupyter JupyterLab JupyterHub
    Voila Python Shift Enter Binder Board Game Arena Funforge Iello Moonster Games Lichess
    Ludii OpenSpiel Edo Kyoto Shokunin Annaibito Samurai Kuge Miko Hiroshige Chuubei Satsuki
    Kinko Yoshiyasu Sasayakko Zen emon Zen-emon Hirotada Umegae Mitsukuni Tutor tutor
""".split())
"""Names that stay in Latin letters in the Chinese lessons (the lenient check,
:func:`english_words`, of the lessons before the games had glossaries)."""

KEYS = frozenset({"Shift", "Enter", "Tab"})
"""Keyboard keys, named as printed on the key in every language."""

_CODE = re.compile(r"`[^`]*`")
_LINK_TARGET = re.compile(r"\]\([^)]*\)")
_URL = re.compile(r"https?://\S+")
_TAG = re.compile(r"</?[a-zA-Z][^>]*>")
_RULE_ID = re.compile(r"\b[a-z]+(?:\.[a-z0-9-]+){2,}\b")
_FILE = re.compile(r"\b[\w-]+\.(?:txt|ipynb|json|md|py|csv)\b")
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*[A-Za-z]")

HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
"""The Chinese characters (CJK unified ideographs, extension A, compatibility)."""
WIDE = HAN + "\u3000-\u303f\uff01-\uff60"
"""Chinese characters and full-width punctuation (，。：；？！（）「」、…)."""

_COORDINATE = r"-?\d+,-?\d+\)"
"""The rest of a map coordinate after its "(": (0,1), (-2,0)."""

_ASCII_NEXT_TO_CJK = re.compile(
    rf"[{WIDE}](?:[,:;?!).\"]|\((?!{_COORDINATE}))|[,:;?!(\"][{WIDE}]")
"""The punctuation rule: an ASCII , : ; ? ! ( ) or " right after a Chinese character or
full-width mark, or an ASCII , : ; ? ! ( or " right before one, is a mark that should be
full-width; so is a . right after a Chinese character. A coordinate is not punctuation: its
) may come before Chinese (「在 (0,1)上」) and its ( after a full-width mark, as in a list
of regions (「(-1,0)a、(0,1)a」) or after a colon (「：(0,1) 已經有板塊了」): a full-width
（ there would break the coordinate. Anything inside `code` and link targets is allowed."""

_PYTHON = re.compile(
    r"\b\w+\.\w+\(|\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\b\w+=(?:True|False|None|\d+|'[^']*'|\"[^\"]*\")"
    r"|\bimport \w+|>>>")
"""Python in a learner's text: a call on a module or object (``tokaido.new_game(``), a
snake_case name (``two_player_meals``), a keyword argument (``gastronomy=True``), an
import, a prompt."""

_SEED_FILE = re.compile(r"\b\d{3}_[0-9a-f]{8,}\.txt\b")
_CARD_ID = re.compile(r"^[A-Za-z]{1,3}\d+$")


def _plain(text: str) -> str:
    """``text`` without link targets, addresses and HTML tags."""
    for pattern in (_LINK_TARGET, _URL, _TAG):
        text = pattern.sub(" ", text)
    return text


def reading_size(text: str, lang: str) -> int:
    """How long ``text`` reads: in Chinese, its Chinese characters plus one for each run of
    Latin letters or digits (a number, a name); in English, its words.

    >>> reading_size("每回合放一塊**板塊**，得 3 分。", "zh-Hant")
    11
    >>> reading_size("Place **one** tile: 3 points ([why](x.md)).", "en")
    6
    """
    plain = _plain(text)
    if lang == "zh-Hant":
        return len(re.findall(f"[{HAN}]", plain)) + len(re.findall(r"[A-Za-z0-9]+", plain))
    return len(re.findall(r"[A-Za-z0-9]+(?:['’][A-Za-z]+)?", plain))


def internal_words(text: str, rule_ids: Iterable[str] = ()) -> list[str]:
    """Rule ids, rulebook file names and Python in ``text``: they go in the ``sources``
    fold of the paragraph (or, for Python, in the explorer's "for programmers" fold).

    >>> internal_words("See kanagawa.paint.brush-once-per-turn in 001_abcdef0123456789.txt.")
    ['kanagawa.paint.brush-once-per-turn', '001_abcdef0123456789.txt']
    >>> internal_words("Try `tokaido.new_game(players=3, gastronomy=True)`.")
    ['tokaido.new_game(', 'players=3', 'gastronomy=True']
    >>> internal_words("Blue plays stone at (0,1)a: 3 points, e.g. 2.5 on average.")
    []
    """
    found = [m.group(0) for m in _RULE_ID.finditer(text)]
    found += [rid for rid in rule_ids if rid in text and rid not in found]
    found += [m.group(0) for m in _SEED_FILE.finditer(text)]
    found += [m.group(0) for m in _FILE.finditer(text)
              if m.group(0) not in found and not m.group(0).endswith(".ipynb")]
    found += [m.group(0) for m in _PYTHON.finditer(_plain(text))]
    return found


def ascii_punctuation(text: str) -> list[str]:
    """Every ASCII punctuation mark next to Chinese in ``text`` (outside `code` and link
    targets), with a character either side; see :data:`_ASCII_NEXT_TO_CJK` for the rule.

    >>> ascii_punctuation("藍方（Blue）先下：在 (0,1)上放一顆棋子。")
    []
    >>> ascii_punctuation("(-1,0)a、(0,1)a 和 (2,0)a：空的區域。")
    []
    >>> ascii_punctuation("棋子(藍方)")
    ['棋子(藍', '藍方)']
    >>> ascii_punctuation('按"檢查"(Check)。好.')
    ['按"檢', '檢查"(', '。好.']
    """
    plain = _CODE.sub(" ", _plain(text))
    out = []
    for m in _ASCII_NEXT_TO_CJK.finditer(plain):
        out.append(plain[max(m.start() - 1, 0):m.end() + 1].strip())
    return out


def latin_words(text: str, names: Iterable[str] = PROPER_NAMES) -> list[str]:
    """The Latin-letter words of a Chinese ``text`` a learner would meet: code and notation
    count (a move is shown in words), link targets and addresses do not; allowed are
    ``names`` (the game glossary's ``NAMES``), keyboard keys, single letters (a coordinate's
    side, as in (0,-1)a, a label such as 走法 A) and card ids (letters then digits: A05,
    K17, C3).

    >>> latin_words("按 Check 再試一次，或打 `take column 2`。")
    ['Check', 'take', 'column']
    >>> latin_words("Zen-emon（商人）", names={"Zen-emon"})
    []
    """
    allowed = set(names) | KEYS
    words = []
    for token in re.findall(r"[A-Za-z0-9][A-Za-z0-9'-]*", _plain(text).replace("`", " ")):
        if token in allowed or _CARD_ID.match(token) or not re.search("[A-Za-z]", token):
            continue
        for word in re.findall(r"[A-Za-z]+(?:['-][A-Za-z]+)*", token):
            if len(word) > 1 and word not in allowed and not _CARD_ID.match(word):
                words.append(word)
    return words


def avoided_terms(text: str, avoid: Mapping[str, str]) -> list[str]:
    """The words of ``avoid`` (a glossary's ``AVOID``: word → the word to use) found in
    ``text``, each as "word → replacement".

    >>> avoided_terms("吃棋之後，俘虜放一旁。", {"吃棋": "捕捉", "俘虜": "被捕捉的棋子"})
    ['吃棋 → 捕捉', '俘虜 → 被捕捉的棋子']
    """
    return [f"{bad} → {good}" for bad, good in avoid.items() if bad in text]


def english_words(text: str) -> list[str]:
    """The lenient check of the lessons before glossaries: the Latin-letter words of
    ``text`` that are not code, ids, names or links.

    >>> english_words("藍方下:吃掉 (0,1)a 上的橘色棋子,用 `stone at (0,0)a`。")
    []
    >>> english_words("Zen-emon(商人)")
    []
    """
    for pattern in (_CODE, _LINK_TARGET, _URL, _FILE, _RULE_ID):
        text = pattern.sub(" ", text)
    words = []
    for m in _WORD.finditer(text):
        word = m.group(0)
        start = m.start()
        before = text[start - 1] if start else " "
        if word in PROPER_NAMES or before.isdigit() or any(ch.isdigit() for ch in word):
            continue
        words.append(word)
    return words


TAIWAN: tuple[tuple[str, str], ...] = (
    (r"點擊", "點一下（或點選）"),
    (r"保存(?!下來|完好)", "儲存（進度、檔案）"),
    (r"活的圖板", "圖板（「在圖板上」）"),
    (r"桂馬", "說明它的走法：像象棋的馬走日字"),
    (r"信息", "訊息"),
    (r"視頻", "影片"),
    (r"軟件", "軟體"),
    (r"屏幕", "螢幕"),
    (r"默認|缺省", "預設"),
    (r"鼠標", "滑鼠"),
    (r"用戶", "使用者"),
    (r"菜單", "選單"),
    (r"文件夾", "資料夾"),
    (r"網絡", "網路"),
    (r"加載", "載入"),
    (r"界面", "介面"),
    (r"打印", "列印"),
    (r"鏈接", "連結"),
    (r"博客", "部落格"),
    (r"窗口", "視窗"),
    (r"搜索", "搜尋"),
    (r"服務器", "伺服器"),
    (r"登錄", "登入"),
    (r"賬號", "帳號"),
    (r"刷新", "重新整理"),
    (r"質量", "品質"),
    (r"激活", "啟用"),
    (r"創建", "建立"),
    (r"獲取", "取得"),
    (r"撤銷", "復原"),
    (r"概率|幾率", "機率"),
    (r"高亮", "標示"),
    (r"教程", "教學"),
    (r"文檔", "文件"),
    (r"智能", "智慧"),
    (r"視圖", "檢視"),
)
"""Words a Taiwanese child does not write (mainland usage, or a translation's calque) -> what
Taiwan says: one list for every game and the framework (issue 22). 桂馬 (a shogi word) is
unknown to Taiwanese children: a text may use it only where it says how the stones stand
(「像象棋的馬走日字」)."""

_KEIMA_EXPLAINED = re.compile("馬走日|日字")


def taiwan_usage(text: str) -> list[str]:
    """The words of ``text`` that Taiwan says otherwise (:data:`TAIWAN`), each as "word →
    what to say".

    >>> taiwan_usage("點擊圖板，你的進度會被保存。")
    ['點擊 → 點一下（或點選）', '保存 → 儲存（進度、檔案）']
    >>> taiwan_usage("這張圖沒有保存下來；兩顆石頭成桂馬（像象棋的馬走日字）。")
    []
    """
    out = []
    for pattern, use in TAIWAN:
        for m in re.finditer(pattern, text):
            if m.group(0) == "桂馬" and _KEIMA_EXPLAINED.search(text):
                continue
            out.append(f"{m.group(0)} → {use}")
    return out
