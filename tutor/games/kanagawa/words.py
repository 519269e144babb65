"""Kanagawa in words: moves, cards, places and card halves as a person reads them, in both
languages.

Notation is the engine's exact language (``take column 2``, ``paint A02 with S0,S2``);
everything a learner reads shows a move with :func:`move_words` instead, through
:meth:`~.state.KanagawaState.words_for` and :meth:`~.state.KanagawaState.last_for`, with the
glossary's terms (:mod:`.glossary`). Nothing is named by a code (issue 22):

- a lesson card by what its painting half shows, its season and subject:
  「冬天・樹」的課程卡, the “winter · tree” card (:func:`card_named`); where two cards a
  pupil holds read alike, the half the move uses tells them apart;
- a place of a pupil's studio by its number from the left, the start tile first, with its
  landscape: 「畫室第 1 格（海洋）」, "studio space 1 (ocean)" (:func:`studio_place`); the
  board writes the number under each studio card;
- a card of a painting likewise: 「畫作第 4 張（夏天）」 (:func:`painting_place`);
- a column as 「第 2 欄」, a diploma by its group and points (:func:`.glossary.diploma_name`).

>>> from tutor.games import kanagawa
>>> s = kanagawa.new_game(players=2, seed=1)
>>> s.words_for("take column 2", lang="zh-Hant"), s.words_for("take column 2", lang="en")
('拿取第 2 欄', 'take column 2')
>>> card_named("T07", "zh-Hant"), card_named("T14", "en")
('「冬天・樹」的課程卡', 'the “spring · 2 trees” card')
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...core.lang import Text
from .data import (
    CARD_INDEX,
    Diploma,
    Landscape,
    LessonCard,
    Measure,
    PaintingHalf,
    Season,
    StudioHalf,
)
from .glossary import SEATS, diploma_name

if TYPE_CHECKING:
    from .state import Area, KanagawaAction

_TILE_WORDS = {"ST1": Landscape.OCEAN, "ST2": Landscape.MOUNTAIN, "ST3": Landscape.FOREST,
               "ST4": Landscape.PLAIN}


_LATIN_CJK = re.compile(r"([A-Za-z0-9])([\u4e00-\u9fff])|([\u4e00-\u9fff])([A-Za-z0-9])")
_AROUND_FULL = re.compile(r" *([，、。：；（）「」]) *")


def tidy(text: str) -> str:
    """Chinese spacing: a space between a Latin letter or digit and a Chinese character, none
    next to full-width punctuation.

    >>> tidy("用畫室第1格（海洋） 上的筆刷彩繪")
    '用畫室第 1 格（海洋）上的筆刷彩繪'
    """
    text = _LATIN_CJK.sub(lambda m: " ".join(x for x in m.groups() if x), text)
    text = _LATIN_CJK.sub(lambda m: " ".join(x for x in m.groups() if x), text)
    return _AROUND_FULL.sub(r"\1", text)


# -- cards and places -------------------------------------------------------------------------


def card_name(card_id: str) -> Text:
    """What a lesson card's painting half shows: its season and subject, 「冬天・樹」, "winter
    · tree" (「春天・2 棵樹」 for a card of two trees, the season alone for a card without a
    subject). An unknown id is returned as it is.

    >>> card_name("T07").zh, card_name("A05").en, card_name("T11").zh
    ('冬天・樹', 'autumn', '春天・3 棵樹')
    """
    card = CARD_INDEX.get(card_id)
    if card is None:
        return Text(card_id, card_id)
    half = card.painting
    en, zh = [half.season.en], [half.season.zh]
    for subject in dict.fromkeys(half.subjects):
        n = half.subjects.count(subject)
        en.append(f"{n} {subject.en}s" if n > 1 else subject.en)
        zh.append(f"{n} 棵{subject.zh}" if n > 1 else subject.zh)
    return Text(" · ".join(en), "・".join(zh))


def _qualifier(card: LessonCard, part: str | None) -> Text | None:
    """What tells a card from another of the same name, by the half a move uses."""
    if part == "studio":
        return Text(f"studio: {studio_words(card.studio, 'en')}",
                    f"畫室：{studio_words(card.studio, 'zh-Hant')}")
    if part == "painting":
        return Text(painting_needs(card.painting, "en"), painting_needs(card.painting, "zh-Hant"))
    return None


def card_text(card_id: str, among: Iterable[str] = (), part: str | None = None) -> Text:
    """A lesson card as a sentence names it: 「「冬天・樹」的課程卡」, "the “winter · tree”
    card". When another card of ``among`` (the cards the pupil holds) has the same name,
    the half ``part`` ("studio" or "painting") that the move uses is added, so that the
    words tell the two apart: 「「夏天・武士」的課程卡（畫室：森林）」.

    >>> card_text("C01", among=("C01", "C02"), part="painting").zh
    '「夏天・武士」的課程卡（需要 2 個森林）'
    """
    name = card_name(card_id)
    zh, en = f"「{name.zh}」的課程卡", f"the “{name.en}” card"
    card = CARD_INDEX.get(card_id)
    same = [c for c in among if c != card_id and card_name(c) == name]
    if card is not None and same:
        extra = _qualifier(card, part)
        if extra is not None and any(_qualifier(CARD_INDEX[c], part) != extra for c in same):
            zh, en = f"{zh}（{extra.zh}）", f"{en} ({extra.en})"
    return Text(en, zh)


def card_named(card_id: str, lang: str, among: Iterable[str] = (),
               part: str | None = None) -> str:
    """:func:`card_text` in ``lang``."""
    return card_text(card_id, among, part)[lang]


def studio_place(area: Area | None, i: int) -> Text:
    """Place ``i`` of a pupil's studio (0 is the start tile) as the board numbers it, with
    the landscape it shows: 「畫室第 1 格（海洋）」, "studio space 1 (ocean)"; without the
    landscape when the area has no such card or it shows none."""
    zh, en = f"畫室第 {i + 1} 格", f"studio space {i + 1}"
    if area is None or not area.tile or not 0 <= i <= len(area.studio):
        return Text(en, zh)
    land = area.studio_half(i).landscape
    if land is None:
        return Text(en, zh)
    return Text(f"{en} ({land.en})", f"{zh}（{land.zh}）")


def studio_card(area: Area | None, i: int, lang: str) -> str:
    """:func:`studio_place` in ``lang``."""
    return studio_place(area, i)[lang]


def painting_place(area: Area | None, i: int) -> Text:
    """Card ``i`` of a pupil's painting (0 is the start tile) as the board numbers it, with
    its printed season: 「畫作第 4 張（夏天）」, "painting card 4 (summer)"."""
    zh, en = f"畫作第 {i + 1} 張", f"painting card {i + 1}"
    if area is None or not area.tile or not 0 <= i <= len(area.painting):
        return Text(en, zh)
    season = area.painting_half(i).season
    return Text(f"{en} ({season.en})", f"{zh}（{season.zh}）")


# -- moves ------------------------------------------------------------------------------------


def move_words(a: KanagawaAction, lang: str, area: Area | None = None,
               column: int | None = None, face_down: bool = False) -> str:
    """Action ``a`` in words, in ``lang``. ``area`` is the area of the pupil who acts (to
    name the places of the studio and the painting, and to tell apart cards of the same
    name in the hand); ``column`` the school column (0-based) a dealt card goes to,
    ``face_down`` whether it lies face down there (the teacher's view of it: a seat that
    may not see it reads :func:`hidden_deal` instead)."""
    words = _move_words(a, lang, area, column, face_down)
    return tidy(words) if lang == "zh-Hant" else words


def _move_words(a: KanagawaAction, lang: str, area: Area | None, column: int | None,
                face_down: bool) -> str:
    zh = lang == "zh-Hant"
    k, name, slots = a.kind, a.name, a.slots
    held = (area.hand if area is not None else ()) + (name,)
    if k == "take":
        return f"拿取第 {slots[0]} 欄" if zh else f"take column {slots[0]}"
    if k == "wait":
        return "等待" if zh else "wait"
    if k == "studio":
        card = card_named(name, lang, held, "studio")
        return f"把{card}放入畫室" if zh else f"put {card} in the studio"
    if k == "paint":
        card = card_named(name, lang, held, "painting")
        brushes = [studio_card(area, i, lang) for i in slots]
        if zh:
            return f"用{'和'.join(brushes)}上的筆刷彩繪{card}"
        where = " and ".join(brushes)
        return f"paint {card} with the brush{'es' * (len(slots) > 1)} on {where}"
    if k == "place":
        where = studio_card(area, slots[0], lang)
        return f"在{where}放置一個筆刷" if zh else f"place a brush on {where}"
    if k == "move":
        src, dst = (studio_card(area, i, lang) for i in slots)
        return f"把筆刷從{src}移到{dst}" if zh else f"move the brush from {src} to {dst}"
    if k == "diploma":
        return f"拿取{diploma_name(name).zh}" if zh else f"take the {diploma_name(name).en}"
    if k == "decline":
        return f"放棄{diploma_name(name).zh}" if zh else f"decline the {diploma_name(name).en}"
    if k == "end":
        return "結束回合" if zh else "end the turn"
    if k == "storm":
        where = painting_place(area, slots[0])[lang]
        if not name:
            return (f"在{where}放置風暴指示物（算作任何季節）" if zh
                    else f"place a storm token on {where} (any season)")
        season = Season(name).text if name in Season._value2member_map_ else Text(name, name)
        return (f"在{where}放置風暴指示物，變成{season.zh}" if zh
                else f"place a storm token on {where}, turning it into {season.en}")
    if k == "deal":
        card = card_named(name, lang)
        where = "" if column is None else (f"在第 {column + 1} 欄" if zh
                                           else f" into column {column + 1}")
        if zh:
            return f"大師{where}發出{card}" + ("（正面朝下）" if face_down else "")
        return f"the Grand Master deals {card}{where}" + (" face down" if face_down else "")
    if k == "shuffle":
        from .data import FAMILIES

        colour = next((f.colour for f in FAMILIES if f.colour.en == name), Text(name, name))
        return f"洗牌：下一張是{colour.zh}卡背" if zh else f"shuffle: a {colour.en} back next"
    if k == "tiles":
        tiles = name.split(",")
        parts = []
        for seat, tile in enumerate(tiles):
            who = SEATS[seat] if seat < len(SEATS) else Text(str(seat), str(seat))
            land = _TILE_WORDS.get(tile)
            what = (Text(f"the {land.en} tile", f"{land.zh}起始板塊") if land
                    else Text("a start tile", "一個起始板塊"))
            parts.append(f"{who.zh}拿到{what.zh}" if zh else f"{who.en} gets {what.en}")
        return ("發起始板塊：" + "、".join(parts) if zh
                else "start tiles: " + ", ".join(parts))
    return str(a)


def hidden_deal(back: str, lang: str = "en") -> str:
    """How a card dealt face down reads for the pupils: only its back colour (``back``, the
    letter its id starts with)."""
    from .data import FAMILIES

    colour = next(f.colour for f in FAMILIES if f.prefix == back)
    if lang == "zh-Hant":
        return f"發牌：一張正面朝下的課程卡（{colour.zh}卡背）"
    return f"deal: a face-down card ({colour.en} back)"


HIDDEN_SHUFFLE = {"en": "shuffle: a card whose back is unseen",
                  "zh-Hant": "洗牌：一張看不到卡背的課程卡"}
"""How a shuffle under the top card reads with ``deck_backs="top"``."""


# -- cards ------------------------------------------------------------------------------------


def studio_words(half: StudioHalf, lang: str) -> str:
    """What a studio half shows, in words."""
    zh = lang == "zh-Hant"
    land = half.landscape.text[lang] if half.landscape else ("無風景" if zh else "no landscape")
    parts = [land + ("" if zh or not half.landscape else " landscape")]
    parts += [icon.text[lang] for icon in half.icons]
    if half.points:
        parts.append(f"和諧分數 {half.points:+d}" if zh else f"{half.points:+d} harmony")
    return ("、" if zh else ", ").join(parts)


def painting_words(half: PaintingHalf, lang: str) -> str:
    """What a painting half shows, in words."""
    zh = lang == "zh-Hant"
    parts = [half.season.text[lang]]
    if half.subjects:
        counts = {s: half.subjects.count(s) for s in dict.fromkeys(half.subjects)}
        parts += [(f"{n} 棵{s.zh}" if zh else f"{n} {s.en}{'s' * (n > 1)}") if n > 1
                  else s.text[lang] for s, n in counts.items()]
    if half.landscapes:
        n, land = len(half.landscapes), half.landscapes[0]
        parts.append(f"需要 {n} 個{land.zh}" if zh else f"needs {n} × {land.en}")
    if half.bonus:
        parts.append(f"獎勵分數 +{half.bonus}" if zh else f"+{half.bonus} bonus")
    return ("、" if zh else ", ").join(parts)


def painting_needs(half: PaintingHalf, lang: str) -> str:
    """The landscapes a painting half needs: 「需要 2 個海洋」, "needs 2 × ocean"."""
    n, land = len(half.landscapes), half.landscapes[0]
    return f"需要 {n} 個{land.zh}" if lang == "zh-Hant" else f"needs {n} × {land.en}"


def card_words(card: LessonCard, lang: str) -> str:
    """A lesson card in words, both halves, named by what it shows (a card's tooltip)."""
    name = card_text(card.id)[lang]
    if lang == "zh-Hant":
        return (f"{name}（{card.family.zh}）：畫作 {painting_words(card.painting, lang)}；"
                f"畫室 {studio_words(card.studio, lang)}")
    return (f"{name[:1].upper()}{name[1:]} ({card.family.en}): painting "
            f"{painting_words(card.painting, lang)}; studio {studio_words(card.studio, lang)}")


_AMOUNTS = {
    Measure.TREES: Text("{n} trees", "{n} 棵"),
    Measure.DIFFERENT: Text("{n} kinds", "{n} 種不同"),
    Measure.IDENTICAL: Text("{n} alike", "{n} 個相同"),
    Measure.BRUSHES: Text("{n} icons", "{n} 個"),
    Measure.MOVES: Text("{n} icons", "{n} 個"),
    Measure.SAME_LANDSCAPE: Text("{n} alike", "{n} 個相同"),
}
"""What a diploma tile counts, in the words its tile shows next to its icon."""


def diploma_amount(diploma: Diploma) -> Text | None:
    """What a diploma tile asks for, in a few words beside its icon (「2 種不同」, 「3 個
    相同」, "2 kinds"), or None when its icons say it all (the animals it needs).

    >>> from .data import DIPLOMA_INDEX
    >>> diploma_amount(DIPLOMA_INDEX["buildings-2"]).zh
    '2 種不同'
    """
    amount = _AMOUNTS.get(diploma.measure)
    return None if amount is None else amount.format(n=diploma.amount)
