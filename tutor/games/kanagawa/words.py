"""Kanagawa in words: moves, cards and card halves as a person reads them, in both languages.

Notation is the engine's exact language (``take column 2``, ``paint A02 with S0,S2``);
everything a learner reads shows a move with :func:`move_words` instead, through
:meth:`~.state.KanagawaState.words_for` and :meth:`~.state.KanagawaState.last_for`, with the
glossary's terms (:mod:`.glossary`). Cards keep their ids (A05), which the board prints on
each card; the studio and painting cards keep the labels the board prints under them (S0,
P3), with the landscape a studio card shows.

>>> from tutor.games import kanagawa
>>> s = kanagawa.new_game(players=2, seed=1)
>>> s.words_for("take column 2", lang="zh-Hant"), s.words_for("take column 2", lang="en")
('拿取第 2 欄', 'take column 2')
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...core.lang import Text
from .data import (
    CARD_INDEX,
    Landscape,
    LessonCard,
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

    >>> tidy("用S0（海洋） 和S2上的筆刷彩繪A02")
    '用 S0（海洋）和 S2 上的筆刷彩繪 A02'
    """
    text = _LATIN_CJK.sub(lambda m: " ".join(x for x in m.groups() if x), text)
    text = _LATIN_CJK.sub(lambda m: " ".join(x for x in m.groups() if x), text)
    return _AROUND_FULL.sub(r"\1", text)


def studio_card(area: Area | None, i: int, lang: str) -> str:
    """Studio card ``i`` of ``area`` as the board labels it, with its landscape: "S2
    (ocean)", 「S2（海洋）」; just "S2" when the area has no such card or no landscape."""
    label = f"S{i}"
    if area is None or not area.tile or not 0 <= i <= len(area.studio):
        return label
    land = area.studio_half(i).landscape
    if land is None:
        return label
    return f"{label}（{land.zh}）" if lang == "zh-Hant" else f"{label} ({land.en})"


def move_words(a: KanagawaAction, lang: str, area: Area | None = None,
               column: int | None = None, face_down: bool = False) -> str:
    """Action ``a`` in words, in ``lang``. ``area`` is the area of the pupil who acts (to
    name the landscapes of studio cards); ``column`` the school column (0-based) a dealt
    card goes to, ``face_down`` whether it lies face down there (the teacher's view of it:
    a seat that may not see it reads :func:`hidden_deal` instead)."""
    words = _move_words(a, lang, area, column, face_down)
    return tidy(words) if lang == "zh-Hant" else words


def _move_words(a: KanagawaAction, lang: str, area: Area | None, column: int | None,
                face_down: bool) -> str:
    zh = lang == "zh-Hant"
    k, name, slots = a.kind, a.name, a.slots
    if k == "take":
        return f"拿取第 {slots[0]} 欄" if zh else f"take column {slots[0]}"
    if k == "wait":
        return "等待" if zh else "wait"
    if k == "studio":
        return f"把 {name} 放入畫室" if zh else f"put {name} in the studio"
    if k == "paint":
        brushes = [studio_card(area, i, lang) for i in slots]
        if zh:
            return f"用{'和'.join(brushes)}上的筆刷彩繪{name}"
        where = " and ".join(brushes)
        return f"paint {name} with the brush{'es' * (len(slots) > 1)} on {where}"
    if k == "place":
        where = studio_card(area, slots[0], lang)
        return f"在 {where} 放置一個筆刷" if zh else f"place a brush on {where}"
    if k == "move":
        src, dst = (studio_card(area, i, lang) for i in slots)
        return f"把筆刷從 {src} 移到 {dst}" if zh else f"move the brush from {src} to {dst}"
    if k == "diploma":
        return f"拿取{diploma_name(name).zh}" if zh else f"take the {diploma_name(name).en}"
    if k == "decline":
        return f"放棄{diploma_name(name).zh}" if zh else f"decline the {diploma_name(name).en}"
    if k == "end":
        return "結束回合" if zh else "end the turn"
    if k == "storm":
        where = f"P{slots[0]}"
        if not name:
            return (f"在 {where} 放置風暴指示物（算作任何季節）" if zh
                    else f"place a storm token on {where} (any season)")
        season = Season(name).text if name in Season._value2member_map_ else Text(name, name)
        return (f"在 {where} 放置風暴指示物，變成{season.zh}" if zh
                else f"place a storm token on {where}, turning it into {season.en}")
    if k == "deal":
        where = "" if column is None else (f"在第 {column + 1} 欄" if zh
                                           else f" into column {column + 1}")
        if zh:
            return f"大師{where}發出 {name}" + ("（正面朝下）" if face_down else "")
        return f"the Grand Master deals {name}{where}" + (" face down" if face_down else "")
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
            what = Text(f"the {land.en} tile", f"{land.zh}板塊") if land else Text(tile, tile)
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


def card_words(card: LessonCard, lang: str) -> str:
    """A lesson card in words: both halves."""
    if lang == "zh-Hant":
        return (f"{card.id}（{card.family.zh}）：畫作 {painting_words(card.painting, lang)}；"
                f"畫室 {studio_words(card.studio, lang)}")
    return (f"{card.id} ({card.family.en}): painting {painting_words(card.painting, lang)}; "
            f"studio {studio_words(card.studio, lang)}")


def card_named(card_id: str, lang: str) -> str:
    """A card by id with its family: "A05 (animals)", 「A05（動物）」."""
    card = CARD_INDEX.get(card_id)
    if card is None:
        return card_id
    return (f"{card_id}（{card.family.zh}）" if lang == "zh-Hant"
            else f"{card_id} ({card.family.en})")
