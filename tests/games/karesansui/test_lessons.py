"""The Karesansui lessons against the rules summary the teachers hand out (issue 20): what
they teach by default is the engine's default, and a two-player-only rule is named as such
wherever it shows."""

from __future__ import annotations

import pytest

from tutor.games import karesansui
from tutor.lessons import course
from tutor.lessons.model import Choose, HowMany, LegalOrNot, Read, Task

LESSONS = course("karesansui")
TWO_PLAYER_RULE = "karesansui.setup.two-players"
PHRASE = {"en": "the special two-player rule", "zh-Hant": "兩人遊戲的特別規則"}


def _texts(item) -> list:
    """The texts a learner reads for a task or quiz item."""
    if isinstance(item, Task):
        return [item.goal, *item.hints]
    if isinstance(item, LegalOrNot):
        return [item.note]
    if isinstance(item, HowMany | Choose):
        return [item.question, item.explain]
    return []


def _plain(text: str, lang: str) -> str:
    """The words of a Markdown text in one line (a Chinese line break joins, as rendered)."""
    text = text.replace("**", "")
    return text.replace("\n", "" if lang == "zh-Hant" else " ").lower()


def _says_the_rule(texts, lang: str) -> bool:
    return any(PHRASE[lang] in _plain(t[lang], lang) for t in texts)


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_karesansui_setup_two_players_is_named_where_it_shows(lang: str):
    """Every task or quiz item that practises the two-player rule, every reading whose
    sources cite it, and every task whose hint asks to choose among one seat's gardener
    cards (several only with two players) names the special two-player rule."""
    checked = 0
    for lesson in LESSONS:
        for step in lesson.steps:
            if isinstance(step, Read) and step.sources is not None \
                    and TWO_PLAYER_RULE in step.sources.en:
                assert _says_the_rule([step.text], lang), (lesson.number, step.text.en[:60])
                checked += 1
        for item in (*lesson.tasks(), *lesson.quiz_items()):
            marked = getattr(item, "highlight", ())
            choose_a_card = len(marked) > 1 and all(h.startswith("use ") for h in marked)
            if TWO_PLAYER_RULE in item.rules or choose_a_card:
                assert _says_the_rule(_texts(item), lang), (lesson.number, item.id)
                checked += 1
    assert checked >= 8


def test_karesansui_lessons_start_from_the_seeds_set_up():
    """The first picture of the game shows four players (the summary's best number), and the
    game against bots offers three players first, as at a class table."""
    from tutor.lessons.model import PlayBots, Show

    first = next(s for s in LESSONS[0].steps if isinstance(s, Show))
    assert first.position.state(karesansui.GAME).n == 4
    game = next(s for lesson in LESSONS for s in lesson.steps if isinstance(s, PlayBots))
    assert game.players[0] == 3 and set(game.players) == {2, 3, 4}


def test_karesansui_lessons_teach_the_default_options():
    """Positions of the lessons use the engine's defaults (the summary's readings), except
    in the sources lesson, which shows the other readings as options."""
    from tutor.lessons.model import Sources

    defaults = {o.name: o.default for o in karesansui.GAME.options}
    for lesson in LESSONS:
        sources = any(isinstance(s, Sources) for s in lesson.steps)
        for step in lesson.steps:
            positions = [getattr(step, "position", None)] + [
                getattr(i, "position", None) for i in getattr(step, "items", ())]
            for position in positions:
                if position is None or position.game not in (None, "karesansui"):
                    continue
                options = dict(position.options or {})
                changed = {k: v for k, v in options.items() if defaults.get(k) != v}
                if not sources:
                    assert not changed, (lesson.number, getattr(step, "id", ""), changed)


CHOICE_WORDS = {
    "discard": ("discard", "廢棄"), "store": ("store", "保管"), "offer gift": ("gift", "讓渡"),
    "snatch": ("snatch", "強奪"), "let it go": ("let it go", "放棄"), "zazen": ("zazen", "座禪"),
}
"""The one-button choices of a turn, with the word that names each (English, Chinese)."""


def test_first_hints_do_not_name_the_choice():
    """A first hint nudges: when a task's answer starts with one of the turn's one-button
    choices, the first hint names neither it nor its word, in either language (lesson 2's
    'discard' once said "One choice puts the tile on the discard pile")."""
    checked = 0
    for lesson in LESSONS:
        for task in lesson.tasks():
            words = CHOICE_WORDS.get(task.solution[0])
            if words is None or not task.hints:
                continue
            first = task.hints[0]
            assert words[0] not in first.en.lower(), (lesson.number, task.id, first.en)
            assert words[1] not in first.zh, (lesson.number, task.id, first.zh)
            checked += 1
    assert checked >= 8
