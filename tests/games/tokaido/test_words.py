"""Tokaido moves in words (issue 14): ``words_for`` and ``last_for`` say every action and
chance outcome in English and Traditional Chinese, with the glossary's words, full-width
punctuation and no Latin word but the travellers' names, and hide exactly what
``notation_for`` hides; the board's caption says 「上一步：…」 in those words.
"""

from __future__ import annotations

import random
import re

import pytest

from tutor.core.game import sample_chance
from tutor.games import tokaido
from tutor.games.tokaido.glossary import AVOID, NAMES, SEATS, TERMS
from tutor.games.tokaido.state import HIDDEN_NOTATION
from tutor.games.tokaido.words import HIDDEN_WORDS

LATIN = re.compile(r"[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z]")
ASCII_PUNCT = re.compile(r"[,:;?!()]")
STOP_NUMBER = re.compile(r"位置 ?\d|[（(]\d+[）)]|\b(?:to|at|on|stop|position) \d+\b")
"""A stop named by its board number (「位置 8」, "move to 8 (farm)", 「旅店（15）」)."""
SETUPS = [
    (2, {}), (3, {}), (4, {}), (5, {}),
    (2, {"two_player_meals": "travellers", "gastronomy": True}),
    (3, {"return_trip": True, "satsuki_meal": "inn"}),
    (4, {"initiatory": True, "preparations": True}),
    (5, {"gastronomy": True, "preparations": True, "preparations_rows": "summary"}),
]


def latin_words(text: str) -> list[str]:
    """The Latin-letter words of a Chinese text that the glossary does not allow."""
    return [w for w in LATIN.findall(text) if w not in NAMES]


def check_chinese(text: str) -> None:
    """Chinese words of a move: full-width punctuation, no Latin word but the glossary's
    names, no drifting term, and no colon (the board writes 「上一步：」 before them)."""
    assert text, "empty words"
    assert "：" not in text, text
    assert not latin_words(text), (text, latin_words(text))
    assert not ASCII_PUNCT.search(text), text
    assert not any(bad in text for bad in AVOID), text


def journeys(players: int, options: dict, seed: int):
    """Every state of one random journey."""
    rng = random.Random(seed)
    state = tokaido.new_game(players=players, seed=seed, **options)
    yield state
    while not state.is_terminal():
        if state.is_chance():
            action = sample_chance(state, rng)
        else:
            action = rng.choice(list(state.legal_actions()))
        state = state.apply(action)
        yield state


@pytest.mark.parametrize(("players", "options"), SETUPS,
                         ids=[f"{n}p-{'-'.join(sorted(o)) or 'base'}" for n, o in SETUPS])
def test_words_for_every_action_and_outcome(players, options):
    """Every legal action and every chance outcome of every position of random journeys,
    for the teacher and every seat, in both languages: words that never raise, Chinese with
    full-width punctuation and no Latin word but the glossary's names, and a hidden draw
    described exactly where notation_for hides it."""
    checked = 0
    for seed in (1, 2):
        for state in journeys(players, options, seed):
            actions = ([a for a, _ in state.chance_outcomes()] if state.is_chance()
                       else list(state.legal_actions()))
            for a in actions:
                for viewer in (None, *range(players)):
                    hides = state.notation_for(a, viewer) != str(a)
                    en = state.words_for(a, viewer, "en")
                    zh = state.words_for(a, viewer, "zh-Hant")
                    assert en and not re.search(r"[\u4e00-\u9fff]", en), en
                    check_chinese(zh)
                    if hides:
                        assert HIDDEN_NOTATION[a.kind]["en"] == state.notation_for(a, viewer)
                        assert (en, zh) == (HIDDEN_WORDS[a.kind].en, HIDDEN_WORDS[a.kind].zh)
                    else:
                        assert (en, zh) == (state.words_for(a, None, "en"),
                                            state.words_for(a, None, "zh-Hant"))
                    assert not STOP_NUMBER.search(en + zh), (a, en, zh)
                    checked += 1
            if state.last_action:
                for viewer in (None, *range(players)):
                    zh = state.last_for(viewer, "zh-Hant")
                    check_chinese(zh)
                    hidden = not state.last_seen_by(viewer)
                    kind = state.parse_action(state.last_action).kind
                    assert (zh == HIDDEN_WORDS[kind].zh) == hidden if kind in HIDDEN_WORDS \
                        else not hidden
    assert checked > 1_000


def test_words_for_examples():
    """The issue's examples: 「買陀螺和清酒」 / "buy Koma and Sake", and the other kinds."""
    s = tokaido.start(("kinko", "satsuki", "umegae")).apply("move 2")
    s = s.apply("reveal koma").apply("reveal sake").apply("reveal haori")
    assert s.words_for("buy koma+sake", lang="zh-Hant") == "買陀螺和清酒"
    assert s.words_for("buy koma+sake", lang="en") == "buy Koma and Sake"
    assert s.words_for("buy haori+koma+sake", lang="zh-Hant") == "買羽織、陀螺和清酒"
    assert s.words_for("buy nothing", lang="zh-Hant") == "什麼都不買"
    start = tokaido.start(("kinko", "satsuki"))
    assert start.words_for("move 8", lang="zh-Hant") == "移動到下一個農田"
    assert start.words_for("move 15", lang="en") == "move to the first inn"
    assert start.words_for("move 7", lang="zh-Hant") == "移動到下一個山的全景畫"
    assert start.words_for("move 13", lang="zh-Hant") == "移動到前方第 2 個山的全景畫"
    assert start.words_for("move 13", lang="en") == "move to the 2nd mountain panorama ahead"
    two = start.apply("move 8").apply("move 5")
    assert two.words_for("move neutral 3", lang="zh-Hant") == "把中立旅行者移動到下一個寺廟"
    assert two.words_for("move neutral 10", lang="en") == (
        "move the neutral traveller to the 2nd temple ahead")
    assert start.words_for("choose kinko", lang="zh-Hant") == "選擇浪人琴古（Kinko）"


def test_stop_words_count_from_the_traveller_who_moves():
    """A stop is named from where the traveller who moves stands, counting the stops of its
    kind in between, ahead or behind; the log says it as the move was made (the state
    before it), the caption's last move by what the stop is."""
    s = tokaido.start(("kinko", "satsuki", "umegae"), "1,2,3")
    s = s.apply("move 6").apply("hot spring 2").apply("move 7").apply("move 8")
    assert s.mover == 0 and s.position(0) == 6  # Blue on the hot spring, the others ahead
    assert s.words_for("move 9", lang="zh-Hant") == "移動到下一個村莊"
    assert s.words_for("move 30", lang="zh-Hant") == "移動到前方第 3 個村莊"
    assert s.words_for("move 30", lang="en") == "move to the 3rd village ahead"
    assert s.words_for("move 3", lang="zh-Hant") == "移動到後方的寺廟"
    assert s.words_for("move 2", lang="en") == "move to the village behind"
    assert s.last_for(0, "zh-Hant") == "移動到農田"
    assert s.last_for(0, "en") == "move to a farm"
    back = tokaido.start(("kinko", "satsuki"), return_trip=True)
    assert back.words_for("move 54", lang="zh-Hant") == "移動到下一個村莊"
    assert back.words_for("move 42", lang="zh-Hant") == "移動到第三個旅店"
    assert back.check("move 41").in_lang("zh-Hant") == "你會越過第三個旅店：每個旅店都要停"


def test_last_for_hides_the_meals_another_seat_has_not_seen():
    """The meal laid out for Blue reads as a face-down card to Red, named to Blue and to
    the teacher (tokaido.inn.secret)."""
    s = tokaido.start(("kinko", "satsuki")).apply("move 15").apply("meal fugu")
    assert s.last_for(0, "zh-Hant") == "擺出河豚"
    assert s.last_for(None, "en") == "Fugu is laid out"
    assert s.last_for(1, "zh-Hant") == "蓋著擺出一張膳食卡"
    assert "fugu" not in s.last_for(1, "en").lower()
    assert s.public_dict(1)["last_action"] == "meal: a card laid out face down"


def test_board_caption_says_the_last_move_in_words():
    """「上一步：買陀螺和清酒」 on the board, never the notation."""
    s = tokaido.start(("kinko", "satsuki", "umegae")).apply("move 2")
    s = s.apply("reveal koma").apply("reveal sake").apply("reveal haori")
    s = s.apply("buy koma+sake")
    svg = s.render(viewer=1, lang="zh-Hant")
    assert "上一步：買陀螺和清酒" in svg
    assert "Last: buy Koma and Sake" in s.render(viewer=1, lang="en")
    assert "上一步: buy" not in svg


def test_refusals_name_no_notation():
    """A refusal names cards and travellers in words, never notation ('move neutral N',
    'koma'): the learner clicks, and reads the board's words."""
    s = tokaido.start(("kinko", "satsuki")).apply("move 8").apply("move 5")
    v = s.check("move 3")
    assert v.rule == "tokaido.neutral.moves"
    assert "move" not in v.reason_zh and "中立旅行者" in v.reason_zh
    assert "'move" not in v.reason
    drawn = tokaido.start(("kinko", "satsuki")).apply("move 2").apply("reveal koma")
    v = drawn.check("reveal koma")
    assert (v.reason, v.reason_zh) == ("no Koma card is left in the deck", "牌堆裡已經沒有陀螺")


def test_glossary_seats_are_one_way():
    """The seats are named one way everywhere: the engine, the board and the lessons say
    藍方 (never 藍 alone or 藍色玩家)."""
    s = tokaido.start(("kinko", "satsuki", "umegae"))
    assert s.player_names("zh-Hant") == ("藍方", "紅方", "綠方")
    assert s.describe("zh-Hant") == "輪到藍方移動"
    assert [seat.zh for seat in SEATS[:3]] == list(s.player_names("zh-Hant"))
    assert TERMS["seat-0"].en == "Blue"
    for wrong, right in AVOID.items():
        assert wrong != right and right


PROBES = (
    [f"move {n}" for n in range(1, 56, 3)] + [f"move neutral {n}" for n in range(1, 56, 5)]
    + ["donate 1", "donate 3", "buy koma", "buy sake+sumie", "buy nothing", "eat fugu",
       "eat dango", "no meal", "keep kuge", "keep samurai", "panorama sea", "no panorama",
       "choose kinko", "choose hiroshige", "accept meal", "refuse meal", "reveal koma",
       "meal fugu", "encounter miko", "hot spring 3", "offer sushi", "discard tofu",
       "souvenir geta", "deal umegae", "departure 1,2"])
"""Actions tried in every position: most are refused there."""


@pytest.mark.parametrize(("players", "options"), SETUPS[:4], ids=["2p", "3p", "4p", "5p"])
def test_refusals_read_as_chinese(players, options):
    """Every refusal of a random journey says why in Chinese with full-width punctuation
    and no Latin word but the travellers' names (cards named in words, never by id)."""
    refused = 0
    for state in journeys(players, options, seed=3):
        for text in PROBES:
            verdict = state.check(text)
            if verdict or verdict.rule.startswith("tokaido.action.notation"):
                continue
            zh = verdict.reason_zh
            assert zh and not latin_words(zh), (text, zh)
            assert not ASCII_PUNCT.search(zh), (text, zh)
            refused += 1
    assert refused > 500
