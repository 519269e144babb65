"""Karesansui moves in words, for people: what a learner reads wherever a move is shown
(status lines, the last move on the board, the move log, hints, quizzes, menus, bot replies),
in English or Traditional Chinese, with the glossary's terms (:mod:`.glossary`).

Notation stays the engine's exact language (``place G07 at b1 turned``); these words say the
same move as a person would, naming the tile by its pattern and the space by its row and
its place from the left (「把「半圓」板塊上下顛倒配置在上排第 2 格」), never by a code. A card
dealt to another seat is described without its name, exactly as
:meth:`KaresansuiState.notation_for` hides it. Gardeners are named by their Chinese name, with
the romanised name beside it in English.

>>> from tutor.games import karesansui
>>> s = karesansui.new_game(players=2, seed=1).apply("draw from stack 1").apply("tile G07")
>>> s.words_for("place G07 at b1 turned", lang="en")
'place the “half circle” tile on space 2 of the top row, turned round'
>>> s.words_for("place G07 at a1 turned", lang="zh-Hant")
'把「半圓」板塊上下顛倒配置在上排第 1 格'
>>> s.words_for("offer gift", lang="zh-Hant")
'提出讓渡'
>>> gardener_name("muso", "en"), gardener_name("muso", "zh-Hant")
('夢窗疏石 (Musō Soseki)', '夢窗疏石')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.lang import Text
from .data import (
    CELLS,
    DESIGN_INDEX,
    DESIGNS,
    GARDEN_INDEX,
    GARDENER_INDEX,
    STONE_INDEX,
    STONE_KINDS,
    ZAZEN_VIRTUE,
    cell_words,
)
from .glossary import TERMS, seat_name

if TYPE_CHECKING:
    from .state import KaresansuiAction, KaresansuiState


def tile_name(name: str, lang: str) -> str:
    """A tile design by its pattern: 「S 形波紋」板塊 / the “S-wave” tile (its id, ``G02``, is
    notation)."""
    d = DESIGNS[DESIGN_INDEX[name]]
    return f"「{d.name.zh}」板塊" if lang == "zh-Hant" else f"the “{d.name.en}” tile"


def _stone(kind: str, lang: str) -> str:
    return STONE_KINDS[STONE_INDEX[kind]].name[lang]


def gardener_name(card: str, lang: str) -> str:
    """A gardener by his name: the Chinese (kanji) name, and in English the romanised name
    beside it (「夢窗疏石」, "夢窗疏石 (Musō Soseki)")."""
    name = GARDENER_INDEX[card].name
    return name.zh if lang == "zh-Hant" else f"{name.zh} ({name.en})"


def _card(card: str, lang: str) -> str:
    name = gardener_name(card, lang)
    return f"「{name}」" if lang == "zh-Hant" else name


def _garden_card(card: str, lang: str) -> str:
    name = GARDEN_INDEX[card].name
    return f"「{name.zh}」" if lang == "zh-Hant" else name.en


def action_words(state: KaresansuiState, a: KaresansuiAction, viewer: int | None,
                 lang: str, phase: str | None = None) -> str:
    """``a``, taken in ``state``, in words for seat ``viewer`` (None: the teacher).
    ``phase`` is the phase the action is taken in (default: the state's): a few moves read
    differently there (a draw for a gardener card, a card played against a snatch)."""
    zh = lang == "zh-Hant"
    k = a.kind
    phase = phase or state.phase
    cell = cell_words(a.cell, lang) if 0 <= a.cell < CELLS else ""

    def pick(en: str, zh_text: str) -> str:
        return zh_text if zh else en

    if k in ("place", "stored"):
        tile = tile_name(a.name, lang)
        if zh:
            where = "暫存區的" if k == "stored" else ""
            turned = "上下顛倒" if a.turned else ""
            return f"把{where}{tile}{turned}配置在{cell}"
        if k == "stored":
            tile = tile.replace("the ", "the stored ", 1)
        return f"place {tile} on {cell}" + (", turned round" if a.turned else "")
    if k == "draw":
        if phase == "g-draw":
            return pick(f"draw from stack {a.num} for the gardener card",
                        f"為庭園大師卡從第 {a.num} 疊抽取板塊")
        return pick(f"draw from stack {a.num}", f"從第 {a.num} 疊抽取板塊")
    if k == "tile":
        return pick(f"the tile drawn is {tile_name(a.name, lang)}",
                    f"抽到{tile_name(a.name, lang)}")
    if k == "offer":
        return pick("offer the tile as a gift", "提出讓渡")
    if k == "ask":
        return pick("ask for the gift", "請求讓渡")
    if k == "no-ask":
        return pick("do not ask for the gift", "不請求讓渡")
    if k == "give":
        return pick(f"gift the tile to {seat_name(a.num, lang)}",
                    f"把板塊讓渡給{seat_name(a.num, lang)}")
    if k == "discard":
        return pick("discard the tile (1 virtue)", "廢棄板塊（損失 1 點德行）")
    if k == "store":
        return pick("store the tile in the storage space", "保管板塊（放進暫存區）")
    if k == "snatch":
        n = state.opts["snatch_cost"]
        return pick(f"snatch the tile ({n} virtue)", f"強奪板塊（損失 {n} 點德行）")
    if k == "let":
        return pick("let the tile go", "放棄強奪")
    if k == "allow":
        return pick("allow the snatch", "允許強奪")
    if k == "zazen":
        return pick(f"zazen (+{ZAZEN_VIRTUE} virtue)", f"座禪（德行 +{ZAZEN_VIRTUE}）")
    if k == "monk":
        return pick(f"move the monk to {cell}", f"把禪宗僧侶移到{cell}")
    if k == "stone":
        return pick(f"set a {_stone(a.name, lang)} on {cell}",
                    f"在{cell}放一顆{_stone(a.name, lang)}")
    if k == "use":
        if phase == "guard":
            return pick(f"counter the snatch with {_card(a.name, lang)}",
                        f"用{_card(a.name, lang)}反制強奪")
        return pick(f"use the gardener card {_card(a.name, lang)}",
                    f"使用庭園大師卡{_card(a.name, lang)}")
    if k == "drop":
        return pick(f"discard {tile_name(a.name, lang)} free",
                    f"免費廢棄{tile_name(a.name, lang)}")
    if k == "take":
        return pick(f"take {seat_name(a.num, lang)}'s stored tile",
                    f"拿取{seat_name(a.num, lang)}暫存區的板塊")
    if k == "done":
        return pick("end the gardener card's effect", "結束庭園大師卡的效果")
    if k in ("deal-garden", "deal-gardener"):
        term = TERMS["famous-garden-card" if k == "deal-garden" else "gardener-card"]
        seat = seat_name(a.num, lang)
        if viewer is not None and a.num != viewer:
            return pick(f"deal a {term.en} to {seat}", f"發一張{term.zh}給{seat}")
        card = _garden_card(a.name, lang) if k == "deal-garden" else _card(a.name, lang)
        return pick(f"deal the {term.en} {card} to {seat}", f"發{term.zh}{card}給{seat}")
    if k == "reveal":
        return pick(f"lay the famous-garden card {_garden_card(a.name, lang)} face up",
                    f"翻開名庭園卡{_garden_card(a.name, lang)}")
    return str(a)  # pragma: no cover - every kind is above


def hidden_deal_words(kind: str, seat: int, lang: str) -> str:
    """A card dealt to ``seat``, without its name (what other seats read)."""
    term = TERMS["famous-garden-card" if kind == "deal-garden" else "gardener-card"]
    name = seat_name(seat, lang)
    return f"發一張{term.zh}給{name}" if lang == "zh-Hant" else f"deal a {term.en} to {name}"


LAST = Text("Last: {move}", "上一步：{move}")
"""How a board's caption shows the last move."""
