"""Cartography in the learner's words (issue 14): ``words_for``, ``last_for`` and the glossary.

Notation stays the engine's exact language; everything a learner reads shows a move in
words, with the rulebook summary's terms (棋子, 板塊, 捕捉, 跳過). These tests play many
random games (every game length and option) and put every legal action of every position
into words in both languages.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from svgtree import NS, parse

from tutor.core.lang import Text
from tutor.core.svg import svg_dir
from tutor.games import cartography
from tutor.games.cartography.glossary import AVOID, NAMES, TERMS, term
from tutor.games.cartography.render import DEFAULT_COLORS, render
from tutor.lessons.check import english_words

GAME = cartography.GAME
OPTIONS = [
    {"tiles_per_player": 5},
    {"tiles_per_player": 10, "start_player": 1, "ko": "super"},
    {"tiles_per_player": 15, "ko_position": "map", "tiebreak": "stones"},
    {"tiles_per_player": 5, "supply": {"C3": 4, "C2": 4, "O3": 2}},
]
CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
CODES = re.compile(r"\(-?\d+,-?\d+\)[abc]?|\b[OC][123]\b|\d+ ?°|\brot\b")
HALF_WIDTH_NEXT_TO_CHINESE = re.compile(
    r"[\u4e00-\u9fff\u3001-\u303f\uff01-\uff60][,:;?!()]|[,:;?!()][\u4e00-\u9fff]")


def chinese_problems(text: str) -> list[str]:
    """What is wrong with a Chinese text a learner reads: Latin words other than the
    glossary's names, half-width punctuation next to Chinese, drifting terms."""
    out = [f"Latin word {w!r}" for w in english_words(text) if w not in NAMES]
    out += [f"half-width {m.group(0)!r}" for m in HALF_WIDTH_NEXT_TO_CHINESE.finditer(text)]
    out += [f"{bad!r} (say {good!r})" for bad, good in AVOID.items() if bad in text]
    return out


def codes(text: str) -> list[str]:
    """The codes in a text a learner reads: a coordinate, a tile type's id, degrees."""
    return [m.group(0) for m in CODES.finditer(text)]


def games(seeds: range = range(3)):
    """Every position of seeded random games, under every option set."""
    for options in OPTIONS:
        for seed in seeds:
            rng = random.Random(seed)
            s = GAME.new_game(**options)
            yield s
            while not s.is_terminal():
                legal = s.legal_actions()
                s = s.apply(legal[rng.randrange(len(legal))])
                yield s


def test_every_legal_action_has_words_in_both_languages():
    """Every legal action of every position reads in words in English and Chinese, with no
    code (no coordinate, tile id or degrees: a tile by its walls, a place by where it lies
    from the hexagon): the Chinese has no Latin word, full-width punctuation and the
    glossary's terms; the English has no Chinese; the moves of one slot or one tile never
    read alike (two places far apart in one direction may: the board shows which); the
    words are the same for every viewer (Cartography hides nothing)."""
    checked = 0
    for s in games():
        for action in s.legal_actions():
            en, zh = s.words_for(action, lang="en"), s.words_for(action, lang="zh-Hant")
            assert en and not CJK.search(en) and not codes(en), en
            assert zh and not chinese_problems(zh) and not codes(zh), (zh, chinese_problems(zh))
            for viewer in (0, 1):
                assert s.words_for(action, viewer, "zh-Hant") == zh
            checked += 1
        for lang in ("en", "zh-Hant"):
            by_slot: dict[object, list[str]] = {}
            for a in s.legal_actions():
                by_slot.setdefault(getattr(a, "slot", None), []).append(
                    s.words_for(a, lang=lang))
            for said in by_slot.values():
                assert len(set(said)) == len(said), said
    assert checked > 5000


@pytest.mark.parametrize(("notation", "en", "zh"), [
    ("tile O3 at (0,1) rot 0", "lay a plain tile below the hexagon", "在六邊形下方放一個空白板塊"),
    ("tile C2 at (-2,1) rot 240",
     "lay a corner tile to the lower left of the hexagon, the upper-right corner cut off",
     "在六邊形左下方放一個切角板塊，切掉右上角"),
    ("tile O2 at (0,3) rot 0",
     "lay a one-stub tile further out below the hexagon, its short wall on the top side",
     "在六邊形下方較遠處放一個短牆板塊，短牆在上邊"),
    ("stone at (0,-1)a", "place a stone on the hexagon's top tile", "在六邊形頂端那塊放一顆棋子"),
    ("stone at (3,3)a", "place a stone on the empty slot further out to the lower right of the "
                        "hexagon", "在六邊形右下方較遠處的空位放一顆棋子"),
    ("no stone", "no stone", "不放棋子"),
    ("pass", "pass", "跳過"),
])
def test_words_for_each_kind_of_action(notation, en, zh):
    """One example of each kind of action, as issue 22 asks for them: a tile by its walls
    and how it is turned, a place by where it lies from the hexagon, never 「在 (0,-1)a 放
    一顆棋子」 nor 「旋轉 240°」; an illegal action (a quiz asks about those too) gets words as
    well."""
    s = GAME.new_game()
    assert s.words_for(notation, lang="en") == en
    assert s.words_for(notation, lang="zh-Hant") == zh
    assert not s.check("stone at (0,-1)a")


@pytest.mark.parametrize(("moves", "notation", "zh"), [
    ("tile C2 at (0,1) rot 0", "stone at (0,1)a", "在六邊形下方切角板塊的大塊放一顆棋子"),
    ("tile C2 at (0,1) rot 0", "stone at (0,1)b", "在六邊形下方切角板塊的小角放一顆棋子"),
    ("tile C1 at (0,1) rot 120", "stone at (0,1)a", "在六邊形下方對半板塊的上半放一顆棋子"),
    ("tile C1 at (0,1) rot 120", "stone at (0,1)b", "在六邊形下方對半板塊的下半放一顆棋子"),
    ("tile C1 at (2,0) rot 0", "stone at (2,0)a", "在六邊形右下方對半板塊的右半放一顆棋子"),
    ("tile C1 at (2,0) rot 0", "stone at (2,0)b", "在六邊形右下方對半板塊的左半放一顆棋子"),
    ("tile C2 at (0,1) rot 0; no stone; tile C3 at (1,1) rot 0", "stone at (1,1)a",
     "在六邊形下方三岔板塊的右下角放一顆棋子"),
    ("tile C2 at (0,1) rot 0; no stone; tile C3 at (1,1) rot 0", "stone at (1,1)c",
     "在六邊形下方三岔板塊的上角放一顆棋子"),
])
def test_a_region_is_named_by_its_part_of_the_tile(moves, notation, zh):
    """A region of a tile of several is named by the part of the tile it is, as the board
    draws it: a corner tile's small corner and large part, a halved tile's half by its side,
    a three-way tile's corner by where it points."""
    s = GAME.new_game(tiles_per_player=5)
    for move in moves.split(";"):
        s = s.apply(move.strip())
    assert s.words_for(notation, lang="zh-Hant") == zh


def test_words_for_refuses_what_is_not_an_action():
    with pytest.raises(ValueError, match="cannot read"):
        GAME.new_game().words_for("take column 2")


def test_last_for_is_the_last_move_in_words_with_its_captures():
    """``last_for`` is "" before any move, then the words of the move just played, with the
    stones it captured; the board's caption shows it as 「上一步：…」 / "Last: …"."""
    assert GAME.new_game().last_for(None, "zh-Hant") == ""
    captures = 0
    for before in games(range(2)):
        for action in before.legal_actions()[:3]:
            after = before.apply(action)
            for lang in ("en", "zh-Hant"):
                words = before.words_for(action, lang=lang)
                last = after.last_for(None, lang)
                assert last.startswith(words)
                n = len(after.last_captured)
                if n:
                    assert last.endswith(f"捕捉 {n} 顆棋子" if lang == "zh-Hant"
                                         else f"capturing {n} stone" + "s" * (n > 1))
                    captures += 1
                else:
                    assert last == words
    assert captures
    s = GAME.new_game().apply("tile C2 at (0,1) rot 0")
    texts = {lang: " ".join(t.text or "" for t in parse(render(s, lang=lang)).iter(NS + "text"))
             for lang in ("en", "zh-Hant")}
    assert "上一步：在六邊形下方放一個切角板塊，切掉下角" in texts["zh-Hant"]
    assert "Last: lay a corner tile below the hexagon, the bottom corner cut off" in texts["en"]
    assert not codes(texts["en"] + texts["zh-Hant"])


def test_glossary_terms_are_the_rulebook_summarys():
    """Every term exists in both languages; the Chinese ones are the summary's words where
    it names the thing, and none of them is a word to avoid."""
    for key, text in TERMS.items():
        assert isinstance(text, Text) and text.en and text.zh, key
        assert not any(bad in text.zh for bad in AVOID), key
    for key, zh in {"stone": "棋子", "tile": "板塊", "region": "區域", "wall": "牆",
                    "capture": "捕捉", "pass": "跳過", "start-player": "起始玩家",
                    "liberty": "氣", "settle-ko": "黏劫"}.items():
        assert term(key, "zh-Hant") == zh
    assert {"城堡", "俘虜", "吃棋", "粘劫"} <= set(AVOID)
    assert all(good not in AVOID for good in AVOID.values())
    assert GAME.new_game().player_names("zh-Hant") == (term("seat-0", "zh-Hant"),
                                                       term("seat-1", "zh-Hant"))


def test_rule_registry_speaks_the_glossary():
    """The registry's titles, texts and notes (a learner reads them in every quiz answer
    and in the sources lesson) use full-width punctuation and no drifting term; the notes
    may quote the summary's own words in 「」."""
    for rule in GAME.rules:
        if rule.sources == ("tutor",):
            continue  # the contract rules every game shares (tutor.core.rules)
        for text in (rule.title.zh, rule.text.zh, rule.note_in("zh-Hant")):
            unquoted = re.sub(r"「[^」]*」", "", text)
            unquoted = re.sub(r"\b[\w-]+\.txt\b|`[^`]*`|cartography(\.[\w-]+)+", "", unquoted)
            assert not chinese_problems(unquoted), (rule.id, chinese_problems(unquoted))


def test_boards_and_refusals_speak_the_glossary():
    """The Chinese board (its texts and tooltips) and every refusal a click can get say 棋子
    (never 城堡), 捕捉 (never 俘虜 or 吃棋), one name per seat, full-width punctuation."""
    for i, s in enumerate(games(range(1))):
        if i % 9 == 0:
            root = parse(render(s, lang="zh-Hant"))
            for node in (*root.iter(NS + "text"), *root.iter(NS + "title")):
                # (a rule cited as tutor.core.svg.cite and illegal_text write it: the widget
                # engineer's strings, not this game's)
                words = re.sub(r"\(規則 cartography(\.[\w-]+)+\)|不可以:", "", node.text or "")
                assert not [p for p in chinese_problems(words) if "Latin" not in p], words
        tries = ["pass", "no stone", "stone at (0,0)a", "stone at (0,1)c",
                  "tile C3 at (0,1) rot 0", "tile O3 at (0,0) rot 0", "tile O3 at (9,9) rot 0"]
        for text in tries:
            v = s.check(text)
            if not v:
                assert not chinese_problems(v.reason_zh), (v.reason_zh, chinese_problems(
                    v.reason_zh))


def _luminance(colour: str) -> float:
    r, g, b = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours ``#rrggbb``."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize(("text", "ground"), [
    ("caption", "background"), ("heading", "panel"), ("name", "panel"), ("label", "panel"),
    ("small", "panel"), ("small", "player current"), ("small", "player winner"),
    ("total", "panel"), ("last", "background"), ("label", "supply-tile no-fit"),
    ("label", "supply-tile empty"), ("label", "supply-tile selected"),
    ("tile-name", "supply-tile"), ("tile-name", "supply-tile no-fit"),
    ("tile-name", "supply-tile empty"), ("tile-name", "supply-tile selected"),
    ("count", "supply-tile empty"), ("count", "supply-tile selected"),
])
def test_board_text_contrast_passes_wcag_aa(text, ground):
    """Every text class of the board contrasts by at least 4.5:1 with what it is drawn on
    (the panel headings once did not)."""
    assert contrast(DEFAULT_COLORS[text]["fill"], DEFAULT_COLORS[ground]["fill"]) >= 4.5


def test_seats_differ_by_more_than_colour():
    """The two seats' stones differ in shape, not only in colour: with every colour
    removed, the symbols still differ (Blue's ring, Orange's triangle)."""
    root = ET.parse(svg_dir() / "cartography.svg").getroot()
    symbols = {e.get("id"): e for e in root.iter(NS + "symbol")}

    def shape(symbol: ET.Element) -> list[tuple[str, dict[str, str]]]:
        return [(e.tag, {k: v for k, v in e.attrib.items()
                         if k not in ("fill", "stroke", "fill-opacity", "stroke-opacity")})
                for e in symbol]

    assert shape(symbols["stone-blue"]) != shape(symbols["stone-orange"])
    assert [e.tag for e in symbols["stone-blue"]].count(NS + "circle") == 1
    assert [e.tag for e in symbols["stone-orange"]].count(NS + "circle") == 0
