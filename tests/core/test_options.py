"""Game options in words: every choice a teacher's form offers has a label in both
languages (issue 24: the tables form showed ``simple``/``super``, ``engine``, True/False on
the zh-Hant page), and an option's labels are checked when it is defined."""

from __future__ import annotations

import re

import pytest

import tutor
from tutor.core import Option, Text, choice_label
from tutor.games import TOOLS

GAMES = [*tutor.games(), *TOOLS]

ASK = Text("Which?", "哪一個？")


@pytest.mark.parametrize("name", GAMES)
def test_every_choice_of_every_option_has_a_label_in_both_languages(name):
    """Each choice: a label in English and a short one in Chinese with no Latin letter,
    the labels of one option all different."""
    game = tutor.load(name)
    checked = 0
    for option in game.options:
        if option.choices is None:
            continue
        for lang in ("en", "zh-Hant"):
            labels = [choice_label(option, c, lang) for c in option.choices]
            assert all(label.strip() for label in labels), (option.name, lang, labels)
            assert len(set(labels)) == len(labels), (option.name, lang, labels)
            for choice, label in zip(option.choices, labels, strict=True):
                if lang == "zh-Hant":
                    assert not re.search("[A-Za-z]", label), (option.name, choice, label)
                    assert len(label) <= 10, (option.name, choice, label)
        checked += 1
    assert checked >= 2


def test_word_choices_and_seat_numbers_have_their_own_labels():
    """The codes the issue found on the zh-Hant form, now in the game's words."""
    def label(game: str, option: str, choice: object) -> str:
        o = next(o for o in tutor.load(game).options if o.name == option)
        return choice_label(o, choice, "zh-Hant")

    assert label("cartography", "ko", "super") == "任何先前的局面"
    assert label("cartography", "start_player", 1) == "橘方"
    assert label("tokaido", "preparations_rows", "summary") == "規則摘要的清單"
    assert label("tokaido", "gastronomy", True) == "是"
    assert label("karesansui", "shigemori", "counter") == "被強奪時打出"
    assert label("karesansui-studio", "symmetry_middle", "any") == "任何板塊"


def test_yes_no_and_numbers_read_without_labels():
    flag = Option("fast", False, ASK, (False, True))
    count = Option("rounds", 2, ASK, (1, 2, 3))
    assert [choice_label(flag, c, "en") for c in flag.choices] == ["no", "yes"]
    assert [choice_label(flag, c, "zh-Hant") for c in flag.choices] == ["否", "是"]
    assert [choice_label(count, c, "zh-Hant") for c in count.choices] == ["1", "2", "3"]


def test_a_choice_that_is_not_the_options_is_refused_by_name():
    flag = Option("fast", False, ASK, (False, True))
    count = Option("rounds", 2, ASK, (1, 2, 3))
    with pytest.raises(ValueError, match=r"option fast=1 is not one of its choices"):
        choice_label(flag, 1)  # True == 1, but 1 is no truth value
    with pytest.raises(ValueError, match=r"option rounds=4 is not one of its choices"):
        choice_label(count, 4)
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        choice_label(count, 2, "fr")


def test_labels_must_cover_exactly_the_choices():
    both = {"a": Text("A", "甲"), "b": Text("B", "乙")}
    assert Option("x", "a", ASK, ("a", "b"), both).labels == both
    with pytest.raises(ValueError, match="option 'x' has no label for choice 'b'"):
        Option("x", "a", ASK, ("a", "b"), {"a": Text("A", "甲")})
    with pytest.raises(ValueError, match="option 'x' labels 'c', which is not one of its "
                                         "choices: 'a', 'b'"):
        Option("x", "a", ASK, ("a", "b"), {**both, "c": Text("C", "丙")})
    # True == 1 in Python, but 1 is no label of True.
    with pytest.raises(ValueError, match="option 'x' has no label for choice True"):
        Option("x", True, ASK, (False, True), {False: Text("no", "否"), 1: Text("one", "一")})
    with pytest.raises(ValueError, match="option 'x' has labels but no choices"):
        Option("x", "a", ASK, None, both)
    with pytest.raises(ValueError, match="the label of 'b' must be a Text"):
        Option("x", "a", ASK, ("a", "b"), {"a": Text("A", "甲"), "b": "B"})
    with pytest.raises(ValueError, match="option 'x' needs labels: its choice 'b'"):
        Option("x", 1, ASK, (1, "b"))
