"""Kanagawa in words (issue 14, contracts 1-3): every move a learner may meet reads in both
languages with the glossary's terms, hides what the notation hides, and the board's
"last move" caption uses those words."""

from __future__ import annotations

import random
import re

import pytest

from tutor.games import kanagawa
from tutor.games.kanagawa.glossary import AVOID, NAMES, SEATS, TERMS, diploma_name
from tutor.games.kanagawa.lessons._positions import game
from tutor.games.kanagawa.render import render
from tutor.games.kanagawa.words import card_named

LATIN = re.compile(r"[A-Za-z][A-Za-z0-9]*")
HALF_WIDTH = re.compile(r"[,:;?!()]")
SETUPS = [(2, {}), (3, {}), (4, {}), (2, {"deck_backs": "top"}), (3, {"storm_token": "wild"}),
          (4, {"deck_backs": "top", "storm_on_start_tile": True})]


def _games(players: int, options: dict, seeds=range(2)):
    """Every state of a few random games (chance drawn at random too)."""
    for seed in seeds:
        rng = random.Random(seed)
        state = kanagawa.new_game(players=players, seed=seed, **options)
        while True:
            yield state
            if state.is_terminal():
                break
            if state.is_chance():
                outcomes = state.chance_outcomes()
                state = state.apply(rng.choices([a for a, _ in outcomes],
                                                [p for _, p in outcomes])[0])
            else:
                state = state.apply(rng.choice(list(state.legal_actions())))


def _check_zh(text: str, where: str) -> None:
    latin = [w for w in LATIN.findall(text) if w not in NAMES]
    assert not latin, (where, text, latin)
    assert not HALF_WIDTH.search(text), (where, text)
    drift = [w for w in AVOID if w in text]
    assert not drift, (where, text, drift)


def _moves(state):
    if state.is_chance():
        outcomes = state.chance_outcomes()
        return [a for a, _ in outcomes[:40]]
    return list(state.legal_actions())


@pytest.mark.parametrize(("players", "options"), SETUPS, ids=[f"{n}-{o}" for n, o in SETUPS])
def test_every_move_has_words_in_both_languages(players, options):
    """Every legal action and chance outcome of random positions has words in both
    languages, for the teacher and every seat: never raising, the Chinese words without a
    Latin word but card ids and board labels, with full-width punctuation and no drifting
    term, and whatever the notation hides for a seat hidden from its words too."""
    checked = 0
    for state in _games(players, options):
        for a in _moves(state):
            for viewer in (None, *range(players)):
                en = state.words_for(a, viewer, "en")
                zh = state.words_for(a, viewer, "zh-Hant")
                assert en.strip() and zh.strip()
                _check_zh(zh, str(a))
                shown = state.notation_for(a, viewer, "en")
                if shown != str(a):  # hidden from this seat
                    assert en == shown and zh == state.notation_for(a, viewer, "zh-Hant")
                    assert a.name not in en + zh
                checked += 1
    assert checked > 1000


@pytest.mark.parametrize(("players", "options"), SETUPS, ids=[f"{n}-{o}" for n, o in SETUPS])
def test_last_move_reads_as_words_for_every_seat(players, options):
    """The board's "last move" is the move in words as the seat may know it: never the
    notation of a move a learner makes, never a card the seat has not seen."""
    for state in _games(players, options, seeds=range(1)):
        if not state.last_action:
            assert state.last_for(0, "zh-Hant") == ""
            continue
        for viewer in (None, *range(players)):
            zh = state.last_for(viewer, "zh-Hant")
            en = state.last_for(viewer, "en")
            _check_zh(zh, state.last_action)
            assert zh != state.last_action and en.strip()
            if viewer is not None and state.last_action.startswith("deal "):
                card = state.last_action[5:]
                hidden = card in state.deck or card in [c for _, _, c in
                                                        state.face_down_cards()]
                assert (card_named(card, "en") in en) != hidden
                assert (card_named(card, "zh-Hant") in zh) != hidden
                assert card not in en + zh  # named by what it shows, never by its id


def test_words_of_each_kind():
    """One example of each kind of move, in both languages (the issue's examples: 「拿取第 2
    欄」, a diploma by its name)."""
    s = kanagawa.new_game(players=2, seed=1)
    assert s.words_for("take column 2", lang="zh-Hant") == "拿取第 2 欄"
    assert s.words_for("wait", lang="zh-Hant") == "等待"
    s = s.apply("take column 1")
    card = s.areas[0].hand[0]
    named = card_named(card, "zh-Hant")
    assert s.words_for(f"studio {card}", lang="zh-Hant") == f"把{named}放入畫室"
    assert s.words_for("place brush on S0", lang="en") == "place a brush on studio space 1 (ocean)"
    assert s.words_for("take diploma animals-boar-deer", lang="zh-Hant") == "拿取動物證書（3 分）"
    assert s.words_for("decline diploma moves-2", lang="en") == (
        "decline the double-arrow diploma (1 point)")
    assert s.words_for("end turn", lang="zh-Hant") == "結束回合"
    assert s.words_for("storm on P3 as spring", lang="zh-Hant") == (
        "在畫作第 4 張放置風暴指示物，變成春天")


def test_paint_and_move_name_the_landscapes_of_the_studio_cards():
    """A painting or a brush move names the studio places as the board numbers them (the
    start tile first), with the landscape each shows, and the card by its season and
    subject (issue 22: 「S0 上沒有筆刷」, 「把 T07 加入你的畫作」 named codes)."""
    s = game("deal A01; deal A02\ntake column 1; studio A01").state(kanagawa.GAME)
    assert s.words_for("move brush S0->S1", lang="zh-Hant") == (
        "把筆刷從畫室第 1 格（海洋）移到畫室第 2 格（森林）")
    assert s.words_for("paint A02 with S0,S1", lang="zh-Hant") == (
        "用畫室第 1 格（海洋）和畫室第 2 格（森林）上的筆刷彩繪「春天・山豬」的課程卡")
    assert s.words_for("paint A02 with S0,S1", lang="en") == (
        "paint the “spring · boar” card with the brushes on studio space 1 (ocean) and "
        "studio space 2 (forest)")
    assert s.check("move brush S1->S0").in_lang("zh-Hant") == "畫室第 2 格（森林）上沒有筆刷"
    s = s.apply("place brush on S0")
    assert s.last_for(1, "zh-Hant") == "在畫室第 1 格（海洋）放置一個筆刷"


def test_cards_of_the_same_name_are_told_apart_by_the_half_a_move_uses():
    """Two cards in hand that read alike (season and subject) are told apart by the half the
    move uses: the studio half for the studio, what the painting needs for painting; cards
    whose used halves are alike too need nothing more (either move does the same)."""
    s = game("deal A01; deal C03\nwait; wait\ndeal A02; deal C04\ntake column 1"
             ).state(kanagawa.GAME)
    assert s.areas[0].hand == ("A01", "A02")  # both 「春天・山豬」
    assert s.words_for("studio A01", lang="zh-Hant") == "把「春天・山豬」的課程卡放入畫室"
    assert s.words_for("paint A01 with S0", lang="zh-Hant").endswith(
        "「春天・山豬」的課程卡（需要 1 個森林）")
    assert s.words_for("paint A02 with S0", lang="en").startswith(
        "paint the “spring · boar” card (needs 2 × ocean) with")
    assert s.apply("studio A01").last_for(0, "zh-Hant") == "把「春天・山豬」的課程卡放入畫室"


def test_board_caption_and_buttons_speak_words():
    """The board says 「上一步：拿取第 2 欄」 (it said 「上一步: take column 2」) and its
    diploma buttons name the diploma (they said 「拿取 trees-3」)."""
    s = kanagawa.new_game(players=2, seed=1).apply("take column 2")
    svg = render(s, viewer=0, lang="zh-Hant")
    assert "上一步：拿取第 2 欄" in svg and "take column 2" not in re.sub(
        r'data-action="[^"]*"', "", svg)
    s = game("deal T07; deal T01\ntake column 1; place brush on S0; paint T07 with S0; "
             "end turn\ntake column 2; studio T01; end turn\n"
             "deal T14; deal T11\ntake column 1; paint T14 with S0").state(kanagawa.GAME)
    assert s.pending_diplomas() == ["trees-3"]
    svg = render(s, viewer=0, lang="zh-Hant")
    assert "拿取樹證書（3 分）" in svg and "放棄樹證書（3 分）" in svg
    assert ">拿取 trees-3<" not in svg


def test_glossary():
    """Every term in both languages; the seats one way; every word to avoid points to a
    glossary term; no card id or label is an English word."""
    for key, term in TERMS.items():
        assert term.en.strip() and term.zh.strip(), key
        assert not HALF_WIDTH.search(term.zh), key
        assert not [w for w in LATIN.findall(term.zh) if w not in NAMES], key
    assert [s.zh for s in SEATS] == ["藍方", "紅方", "綠方", "黃方"]
    assert kanagawa.new_game(players=4).player_names("zh-Hant") == ("藍方", "紅方", "綠方", "黃方")
    zh_terms = " ".join(t.zh for t in TERMS.values())
    for avoid, use in AVOID.items():
        assert use in zh_terms and avoid not in zh_terms, (avoid, use)
    assert len({diploma_name(d.id).zh for d in kanagawa.DIPLOMAS}) == 19
    for term in ("學堂圖板", "課程卡", "起始板塊", "大師棋子", "助手棋子", "證書", "筆刷",
                 "風暴指示物", "牌庫", "畫室", "畫作", "雙箭號"):
        assert term in zh_terms, term


def test_a_hint_may_highlight_board_targets():
    """A lesson's second hint may highlight hand cards and brushes (several choices) instead
    of the answer's move: the board rings them."""
    s = game("deal A01; deal C04\ntake column 1; studio A01; place brush on S0; "
             "place brush on S1; end turn\ntake column 2; studio C04; "
             "decline diploma landscapes-2; end turn\n"
             "deal A08; deal C05\nwait; wait\ndeal A14; deal C06\ntake column 1"
             ).state(kanagawa.GAME)
    svg = render(s, viewer=0, highlight=["card-A08", "brush-S1"])
    assert re.search(r'class="card hand-card family-animals hint"[^>]*data-target="card-A08"',
                     svg)
    assert re.search(r'class="[^"]*hint[^"]*"[^>]*data-target="brush-S1"', svg)
    assert not re.search(r'class="[^"]*hint[^"]*"[^>]*data-target="brush-S0"', svg)
