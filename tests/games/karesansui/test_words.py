"""Karesansui moves in words (issue 14): every legal action and chance outcome of many
random positions, every player count and option, has words in both languages that never
raise, Chinese words with no Latin word but the glossary's names and full-width punctuation,
and words that hide exactly what the notation hides (another seat's dealt card)."""

from __future__ import annotations

import random
import re

import pytest

from tutor.games import karesansui
from tutor.games.karesansui.data import GARDEN_INDEX, GARDENER_INDEX
from tutor.games.karesansui.glossary import AVOID, NAMES, TERMS
from tutor.games.karesansui.studio import STUDIO
from tutor.lessons.check import english_words

ASCII_PUNCTUATION = re.compile(r"[(),:;?!]")

OPTIONS = [{}, {"placement": "adjacent", "snatch_ties": "clockwise", "shigemori": "counter"},
           {"after_snatch": "draw-again", "snatch_cost": 1, "symmetry_middle": "symmetric"}]


def _zh_problems(text: str) -> list[str]:
    out = [f"Latin word {w!r}" for w in english_words(text) if w not in NAMES]
    if ASCII_PUNCTUATION.search(text):
        out.append("ASCII punctuation")
    out += [f"avoided word {w!r}" for w in AVOID if w in text]
    return out


def _positions(players: int, seed: int, options: dict, every: int = 7):
    """Every ``every``-th position of a random game (chance nodes included)."""
    rng = random.Random(seed)
    state = karesansui.new_game(players=players, seed=seed, **options)
    k = 0
    while not state.is_terminal():
        if k % every == 0:
            yield state
        k += 1
        if state.is_chance():
            outcomes = state.chance_outcomes()
            state = state.apply(rng.choice(outcomes)[0])
        else:
            state = state.apply(rng.choice(state.legal_actions()))
    yield state


def _card_names(action: str) -> list[str]:
    """The names (both languages) of the card an action deals, if any."""
    name = action.split()[2] if action.startswith("deal ") else ""
    card = GARDEN_INDEX.get(name) or GARDENER_INDEX.get(name)
    return [card.name.en, card.name.zh] if card else []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_move_has_words_in_both_languages(players: int):
    """words_for of every legal action and chance outcome, for the teacher and every seat:
    never raises, says something, Chinese clean; a card dealt to another seat is not
    named, as notation_for does not name it."""
    checked = 0
    for i, options in enumerate(OPTIONS):
        for state in _positions(players, seed=10 * players + i, options=options):
            moves = ([str(a) for a, _ in state.chance_outcomes()] if state.is_chance()
                     else [str(a) for a in state.legal_actions()])
            for move in moves:
                for viewer in (None, *range(players)):
                    en = state.words_for(move, viewer, "en")
                    zh = state.words_for(move, viewer, "zh-Hant")
                    assert en and zh, move
                    assert not _zh_problems(zh), (move, zh, _zh_problems(zh))
                    hidden = state.notation_for(move, viewer) != move
                    for name in _card_names(move):
                        assert (name in en + zh) != hidden, (move, viewer, en, zh)
                    checked += 1
    assert checked > 1500


@pytest.mark.parametrize("players", [2, 3, 4])
def test_last_move_in_words_hides_what_the_notation_hides(players: int):
    """last_for in both languages, for every seat, on random positions: words, Chinese
    clean, another seat's dealt card not named; "" before the first action."""
    assert karesansui.new_game(players=players).last_for(0, "zh-Hant") == ""
    for state in _positions(players, seed=players, options={}, every=3):
        if not state.last_action:
            continue
        for viewer in (None, *range(players)):
            for lang in ("en", "zh-Hant"):
                words = state.last_for(viewer, lang)
                assert words, state.last_action
                if lang == "zh-Hant":
                    assert not _zh_problems(words), (words, _zh_problems(words))
            hidden = state._last_notation(viewer) != state.last_action
            for name in _card_names(state.last_action):
                said = state.last_for(viewer, "en") + state.last_for(viewer, "zh-Hant")
                assert (name in said) != hidden, (state.last_action, viewer)


def test_words_read_as_a_person_says_them():
    """A few moves in words, checked by hand (glossary terms, the seat names)."""
    s = karesansui.new_game(players=2, seed=1)
    assert s.words_for("draw from stack 3", lang="zh-Hant") == "從第 3 疊抽取板塊"
    s = s.apply("draw from stack 3").apply("tile G09")
    assert s.last_for(0, "zh-Hant") == "抽到「右小扇」板塊"
    assert s.describe("zh-Hant") == "輪到橘方配置、讓渡、廢棄或保管「右小扇」板塊"
    assert s.words_for("store", lang="en") == "store the tile in the storage space"
    assert s.words_for("place G09 at a3", lang="zh-Hant") == "把「右小扇」板塊配置在下排第 1 格"
    s = s.apply("place G09 at a3")
    assert s.last_for(1, "en") == "place the “small arc, right” tile on space 1 of the bottom row"
    flat = TERMS["flat"].zh
    assert s.words_for("stone flat at a3", lang="zh-Hant") == f"在下排第 1 格放一顆{flat}"
    assert s.words_for("zazen", lang="zh-Hant") == "座禪（德行 +1）"


CODE = re.compile(r"(?<![A-Za-z0-9])(?:[GM]\d\d|[a-e][1-3])(?![A-Za-z0-9])")
"""A tile id (G07, M02) or a cell of the notation (a1 to e3)."""


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_move_in_words_names_a_tile_or_a_space_by_its_code(players: int):
    """Issue 22: 「輪到橘色玩家配置、讓渡、廢棄或保管 G02」,
    「上一步：抽到的板塊是 G02（S 形波紋）」. Every legal move and chance outcome in words,
    the last move and the status line of random positions, every option, both languages:
    tiles are named by their pattern, spaces by their row and number, never by the
    notation's ids."""
    checked = 0
    for i, options in enumerate(OPTIONS):
        for state in _positions(players, seed=40 + 10 * players + i, options=options, every=5):
            moves = ([str(a) for a, _ in state.chance_outcomes()] if state.is_chance()
                     else [str(a) for a in state.legal_actions()])
            for lang in ("en", "zh-Hant"):
                texts = [state.words_for(m, 0, lang) for m in moves]
                texts += [state.last_for(0, lang), state.describe(lang)]
                for text in texts:
                    assert not CODE.search(text), (lang, text)
                    checked += 1
    assert checked > 2000


COUNTER_GARDENERS = ("shigemori", "jozan", "zenami", "rikyu", "sesshu", "enshu")


def test_a_counter_card_reads_as_a_counter():
    """With shigemori='counter', Shigemori Mirei played against a snatch is a counter, in the
    move's words and in the last move shown afterwards; by default he is a gardener card
    used as part two, and reads so."""
    from tutor.games.karesansui.lessons._common import game, keep, lay

    state = game(lay("G01", "a1"), keep("G13"), lay("G01", "b1"),
                 "place stored G13 at a1; let it go; draw; tile G12; store; zazen",
                 "draw; tile G08; place G08 at c1; snatch",
                 gardeners=COUNTER_GARDENERS, shigemori="counter").state(karesansui.GAME)
    assert state.words_for("use shigemori", lang="zh-Hant") == "用「重森三玲」反制強奪"
    after = state.apply("use shigemori")
    assert after.last_for(0, "en") == "counter the snatch with 重森三玲 (Shigemori Mirei)"
    part_two = game("draw; tile G01; place G01 at a1",
                    gardeners=COUNTER_GARDENERS).state(karesansui.GAME)
    assert part_two.words_for("use shigemori", lang="en") == (
        "use the gardener card 重森三玲 (Shigemori Mirei)")
    assert part_two.apply("use shigemori").last_for(1, "zh-Hant") == "使用庭園大師卡「重森三玲」"


def test_every_studio_edit_has_words():
    """The garden studio's edits in words, both languages, Chinese clean."""
    state = STUDIO.from_garden("G09 G08+flat . . . / . . . . . / . . . . .", virtue=2,
                               card="ryoanji")
    for action in state.legal_actions():
        en, zh = state.words_for(action, lang="en"), state.words_for(action, lang="zh-Hant")
        assert en and zh and not _zh_problems(zh), (str(action), zh)
    after = state.apply("put G07 at c1 turned")
    assert after.last_for(None, "zh-Hant") == "把「半圓」板塊上下顛倒放在上排第 3 格"
    assert not any(CODE.search(state.words_for(a, lang=lang))
                   for a in state.legal_actions() for lang in ("en", "zh-Hant"))


QUOTED_NOTATION = re.compile(r"'[a-z][a-z <>.]*'")
"""Notation in quotes, as refusals used to write it ('allow snatch', 'place stored ...')."""

CANDIDATES = ("draw from stack 1", "place G07 at b1", "place stored G07 at b1", "offer gift",
              "ask for gift", "do not ask", "gift to Blue", "gift to Purple", "discard", "store",
              "snatch", "let it go", "allow snatch", "zazen", "monk to b2", "stone boat at c3",
              "stone flat at a1", "use shigemori", "use muso", "use jozan", "discard G07",
              "take stored from Blue", "done")


@pytest.mark.parametrize("players", [2, 4])
def test_refusals_name_buttons_not_notation(players: int):
    """Every refusal of these moves in random positions reads, in Chinese, with no Latin word
    and full-width punctuation: it names the buttons on screen (lesson 2 told a learner who
    only clicks 「請寫 'place stored ...'」)."""
    refused = 0
    for state in _positions(players, seed=7, options={}, every=5):
        if state.is_chance() or state.is_terminal():
            continue
        for move in CANDIDATES:
            verdict = state.check(move)
            if verdict:
                continue
            zh = verdict.in_lang("zh-Hant")
            assert not _zh_problems(zh), (move, zh, _zh_problems(zh))
            assert not QUOTED_NOTATION.search(zh + verdict.reason), (move, verdict.reason)
            refused += 1
    assert refused > 200


def test_the_stored_tile_refusal_says_what_to_click():
    """The case of the issue: at the start of a turn with a stored tile, laying a tile that
    is not drawn is refused with words about clicking the stored tile."""
    from tutor.games.karesansui.lessons._common import game, keep, lay

    state = game(lay("G01", "a1"), keep("G13"), keep("G05"),
                 keep("G12", "discard")).state(karesansui.GAME)
    verdict = state.check("place G05 at b1")
    assert verdict.rule == "karesansui.store.place-later"
    assert verdict.in_lang("zh-Hant") == ("要配置暫存區的板塊，先點暫存區裡的板塊，再點庭園的位置；"
                                          "否則須先抽取板塊")
    assert "place stored" not in verdict.reason


def _texts(node):
    import dataclasses

    from tutor.core.lang import Text

    if isinstance(node, Text):
        yield node
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            yield from _texts(getattr(node, f.name))
    elif isinstance(node, (tuple, list)):
        for item in node:
            yield from _texts(item)
    elif isinstance(node, dict):
        for item in node.values():
            yield from _texts(item)


def test_the_game_speaks_the_glossary():
    """No word of the glossary's AVOID list in the Chinese of the lessons, the rule registry
    or the board's words; the seats are named one way (橘方...), as the glossary does."""
    from tutor.games.karesansui.glossary import SEAT_IDS, seat_name
    from tutor.games.karesansui.lessons import LESSONS
    from tutor.games.karesansui.render import _WORDS
    from tutor.games.karesansui.rules import RULES

    chinese = [t.zh for lesson in LESSONS for t in _texts(lesson)]
    chinese += [f"{RULES[r].title.zh} {RULES[r].text.zh}" for r in RULES.ids()]
    chinese += list(_WORDS["zh-Hant"].values())
    found = sorted({word for text in chinese for word in AVOID if word in text})
    assert not found, f"words the glossary avoids: {found}"
    state = karesansui.new_game(players=4)
    assert state.player_names("zh-Hant") == tuple(seat_name(p, "zh-Hant") for p in range(4))
    assert len(SEAT_IDS) == 4
