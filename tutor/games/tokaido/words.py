"""Tokaido moves in words, for people: what :meth:`TokaidoState.words_for` and
:meth:`TokaidoState.last_for` say, in English and Traditional Chinese, with the glossary's
terms (:mod:`.glossary`).

Notation stays the engine's exact language (``buy koma+sake``, ``move 8``); a learner
reads 「買陀螺和清酒」, 「移動到下一個農田」. A stop is named by what it is, never by its board
number: counted from the traveller who moves when the state is known (「下一個農田」, 「前方第
2 個村莊」, "the 2nd village ahead"), an inn by its name (「第一個旅店」, 「江戶」). A traveller
is named in Chinese first, the romanised name once beside it (「浪人琴古（Kinko）」). A draw the
reader may not see (a meal laid out face down, another seat's traveller tile, Satsuki's offer,
Yoshiyasu's cards, the neutral traveller's discard) is described without its card, as
``notation_for`` hides it.

>>> from tutor.games.tokaido.state import TokaidoAction as A
>>> words(A.parse("buy koma+sake"), "zh-Hant"), words(A.parse("buy koma+sake"), "en")
('買陀螺和清酒', 'buy Koma and Sake')
>>> words(A.parse("move 8"), "zh-Hant"), words(A.parse("meal sushi"), "en", hidden=True)
('移動到農田', 'a meal card is laid out face down')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.lang import Text, check_lang
from .data import (
    ENCOUNTER_INDEX,
    INN_NAMES,
    MEAL_INDEX,
    PANORAMAS,
    SOUVENIR_INDEX,
    SPACE_KINDS,
    TRAVELLER_INDEX,
    space,
)
from .glossary import SEATS, TERMS

if TYPE_CHECKING:
    from .state import Route, TokaidoAction

HIDDEN_WORDS = {
    "deal": Text("a traveller tile is dealt face down", "發出一個蓋著的旅行者板塊"),
    "meal": Text("a meal card is laid out face down", "蓋著擺出一張膳食卡"),
    "offer": Text("Satsuki is offered a meal card only she sees",
                  "五月（Satsuki）得到一張只有她看得到的膳食卡"),
    "discard": Text("the neutral traveller discards a meal card face down",
                    "中立旅行者蓋著棄掉一張膳食卡"),
    "encounter": Text("an encounter card only Yoshiyasu sees is drawn",
                      "抽一張只有吉保（Yoshiyasu）看得到的邂逅卡"),
}
"""How a draw reads for a seat that cannot see it."""

CHANCE_WORDS = {
    "deal": Text("traveller tiles are dealt", "發旅行者板塊"),
    "queue": Text("the start queue is drawn", "隨機決定起始順序"),
    "reveal": Text("souvenir cards are revealed", "翻開紀念品卡"),
    "hotspring": Text("a hot spring card is drawn", "抽一張溫泉卡"),
    "encounter": Text("an encounter card is drawn", "抽一張邂逅卡"),
    "souvenir": Text("Shokunin: a souvenir card is drawn", "職人：抽一張紀念品卡"),
    "offer": Text("Satsuki is offered a free meal", "五月（Satsuki）得到一張免費膳食卡"),
    "meal": Text("meal cards are laid out at the inn", "旅店擺出膳食卡"),
    "discard": Text("the neutral traveller discards a meal", "中立旅行者棄掉一張膳食卡"),
}
"""What happens at each chance step, by phase (the status line's words)."""

DECISION_WORDS = {
    "choose": Text("choose a traveller", "選擇旅行者"),
    "move": Text("move", "移動"),
    "buy": Text("buy souvenirs", "購買紀念品"),
    "donate": Text("donate at the temple", "在寺廟捐獻"),
    "keep": Text("keep one of two encounters", "從兩張邂逅卡中選一張"),
    "panorama": Text("choose a panorama", "選擇全景畫"),
    "accept": Text("accept or refuse the free meal", "接受或拒絕免費膳食"),
    "eat": Text("choose a meal", "選擇膳食"),
}
"""What the seat to act does, by phase ("Blue to buy souvenirs", 「輪到藍方購買紀念品」)."""

_CARD_INDEX = {"reveal": SOUVENIR_INDEX, "souvenir": SOUVENIR_INDEX, "buy": SOUVENIR_INDEX,
               "meal": MEAL_INDEX, "offer": MEAL_INDEX, "discard": MEAL_INDEX,
               "eat": MEAL_INDEX, "encounter": ENCOUNTER_INDEX, "keep": ENCOUNTER_INDEX}


def card_name(kind: str, name: str) -> Text:
    """The card or traveller tile that an action of ``kind`` names, in both languages (a
    traveller by its Chinese name, the romanised one beside it; an unknown id is its own
    name).

    >>> card_name("eat", "fugu"), card_name("choose", "kinko")
    (Text(en='Fugu', zh='河豚'), Text(en='Kinko', zh='琴古（Kinko）'))
    """
    if kind in ("deal", "choose"):
        tile = TRAVELLER_INDEX.get(name)
        return Text(tile.name, tile.named("zh-Hant")) if tile else Text(name, name)
    card = _CARD_INDEX.get(kind, {}).get(name)
    return Text(card.name.en, card.name.zh) if card else Text(name, name)


def join_words(names: list[str], lang: str) -> str:
    """``a``, ``a and b``, ``a, b and c`` (``a、b和c`` in Chinese)."""
    if len(names) < 2:
        return "".join(names)
    if lang == "zh-Hant":
        return "、".join(names[:-1]) + "和" + names[-1]
    return ", ".join(names[:-1]) + " and " + names[-1]


def kind_words(kind: str, lang: str) -> str:
    """What a stop of ``kind`` is, in words: 「農田」, 「田的全景畫」, "paddy panorama".

    >>> kind_words("paddy", "zh-Hant"), kind_words("paddy", "en"), kind_words("farm", "zh-Hant")
    ('田的全景畫', 'paddy panorama', '農田')
    """
    k = SPACE_KINDS[kind]
    if lang == "zh-Hant":
        return f"{k.zh}的全景畫" if kind in PANORAMAS else k.zh
    return k.en


def ordinal(n: int) -> str:
    """2nd, 3rd, 4th, 11th, 21st.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 21)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '21st']
    """
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def stop_words(number: int, lang: str, route: Route | None = None,
               here: int | None = None) -> str:
    """The stop at board position ``number`` in words, never by its number: an inn by its
    name (「第一個旅店」, 「江戶」); any other stop by what it is, counted from step ``here`` of
    ``route`` (where the traveller who moves stands) when they are given: 「下一個農田」, 「前方
    第 2 個村莊」, 「後方的寺廟」 ("the next farm", "the 2nd village ahead", "the temple
    behind"); without them, what it is: 「農田」, "a farm".

    >>> from tutor.games.tokaido.state import ROUTES
    >>> road = ROUTES[False]
    >>> stop_words(8, "zh-Hant", road, 1), stop_words(9, "zh-Hant", road, 1)
    ('下一個農田', '前方第 2 個村莊')
    >>> stop_words(9, "en", road, 1), stop_words(3, "en", road, 5), stop_words(15, "zh-Hant")
    ('the 2nd village ahead', 'the temple behind', '第一個旅店')
    >>> stop_words(5, "zh-Hant"), stop_words(5, "en")
    ('田的全景畫', 'a paddy panorama')
    """
    zh = lang == "zh-Hant"
    sp = space(number)
    if sp.kind == "inn":
        return INN_NAMES[number][lang]
    what = kind_words(sp.kind, lang)
    if route is None or here is None:
        return what if zh else f"a {what}"
    t = route.step_of[number]
    if t == here:
        return f"你所在的{what}" if zh else f"the {what} you stand on"
    ahead = t > here
    lo, hi = (here, t) if ahead else (t, here)
    n = 1 + sum(1 for step in range(lo + 1, hi) if route.kinds[step] == sp.kind)
    if ahead:
        if zh:
            return f"下一個{what}" if n == 1 else f"前方第 {n} 個{what}"
        return f"the next {what}" if n == 1 else f"the {ordinal(n)} {what} ahead"
    if zh:
        return f"後方的{what}" if n == 1 else f"後方第 {n} 個{what}"
    return f"the {what} behind" if n == 1 else f"the {ordinal(n)} {what} behind"


def _seat(item: str, lang: str) -> str:
    return TERMS["neutral"][lang] if item == "N" else SEATS[int(item) - 1][lang]


def words(a: TokaidoAction, lang: str | None = None, hidden: bool = False,
          route: Route | None = None, here: int | None = None) -> str:
    """Action ``a`` in words in ``lang``; ``hidden``: as a seat that does not see its card;
    ``route`` and ``here``: the road and the step of the traveller a move moves, to name its
    stop from there (:func:`stop_words`)."""
    lang = check_lang(lang)
    zh = lang == "zh-Hant"
    k, n = a.kind, a.name
    if hidden and k in HIDDEN_WORDS:
        return HIDDEN_WORDS[k][lang]
    if k == "move":
        where = stop_words(int(n), lang, route, here)
        return f"移動到{where}" if zh else f"move to {where}"
    if k == "neutral":
        where = stop_words(int(n), lang, route, here)
        return f"把中立旅行者移動到{where}" if zh else f"move the neutral traveller to {where}"
    if k == "choose":
        t = TRAVELLER_INDEX[n]
        return (f"選擇{t.title.zh}{t.named(lang)}" if zh
                else f"choose {t.name}, the {t.title.en}")
    if k == "buy":
        if not n:
            return "什麼都不買" if zh else "buy nothing"
        cards = join_words([SOUVENIR_INDEX[c].name[lang] for c in n.split("+")], lang)
        return f"買{cards}" if zh else f"buy {cards}"
    if k == "donate":
        return f"捐獻 {n} 塊錢" if zh else f"donate {n} coin{'s' if n != '1' else ''}"
    if k == "keep":
        return f"留下{ENCOUNTER_INDEX[n].name.zh}" if zh else f"keep {ENCOUNTER_INDEX[n].name.en}"
    if k == "panorama":
        kind = TERMS[n][lang]
        return f"拿取下一張{kind}的全景畫" if zh else f"take the next {kind} panorama card"
    if k == "no-panorama":
        return "不拿全景畫" if zh else "take no panorama card"
    if k == "accept":
        return "接受免費膳食" if zh else "accept the free meal"
    if k == "refuse":
        return "拒絕免費膳食" if zh else "refuse the free meal"
    if k == "eat":
        return f"吃{MEAL_INDEX[n].name.zh}" if zh else f"eat {MEAL_INDEX[n].name.en}"
    if k == "no-meal":
        return "不吃膳食" if zh else "eat no meal"
    # chance
    if k == "deal":
        t = TRAVELLER_INDEX[n]
        return f"發出{t.named(lang)}的板塊" if zh else f"the {t.name} tile is dealt"
    if k == "departure":
        seats = [_seat(x, lang) for x in n.split(",")]
        order = "、".join(seats) if zh else join_words(seats, lang)
        return f"出發順序為{order}" if zh else f"the order of departure is {order}"
    if k == "reveal":
        name = SOUVENIR_INDEX[n].name[lang]
        return f"翻開{name}" if zh else f"{name} is revealed"
    if k == "hotspring":
        return f"抽到 {n} 分的溫泉卡" if zh else f"a hot spring card worth {n} is drawn"
    if k == "encounter":
        name = ENCOUNTER_INDEX[n].name[lang]
        return f"抽到{name}" if zh else f"{name} is drawn"
    if k == "souvenir":
        name = SOUVENIR_INDEX[n].name[lang]
        return f"職人送出{name}" if zh else f"the Shokunin gives {name}"
    if k == "offer":
        name = MEAL_INDEX[n].name[lang]
        return f"五月（Satsuki）得到免費的{name}" if zh else f"Satsuki is offered {name}"
    if k == "meal":
        name = MEAL_INDEX[n].name[lang]
        return f"擺出{name}" if zh else f"{name} is laid out"
    if k == "discard":
        name = MEAL_INDEX[n].name[lang]
        return f"中立旅行者棄掉{name}" if zh else f"the neutral traveller discards {name}"
    return str(a)
