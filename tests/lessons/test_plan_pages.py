"""The class plans' positions one click away (issue 23): a page of boards per period
(:mod:`tutor.lessons.plan_pages`), linked from the teacher's guides.

Every position a period shows (what the projector shows at a step, each discussion
question, each common mistake of the tasks it uses) has a board on the period's page, under
its anchor, and that board is the item's own position in the page's language; the guides
link every one of them (and keep no ``lesson.board(...)`` or other command line); no
pupil's page links the teacher's pages.
"""

from __future__ import annotations

import importlib.util
import re
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

import tutor
from tutor.core.lang import LANGS, Text
from tutor.lessons.plan import (
    Period,
    Question,
    Step,
    Use,
    lesson_of,
    mistakes,
    plan_of,
    position_of,
    problems,
    projector_items,
)
from tutor.lessons.plan_pages import (
    guide_link,
    open_period,
    page_path,
    period_notebook,
    periods_with_pages,
    question_way,
    sendable,
    spots,
    where_spots,
)
from tutor.lessons.runner import item_board
from tutor.widget import GameWidget

ROOT = Path(__file__).resolve().parents[2]
GAMES = [g for g in tutor.games() if plan_of(g) is not None]
T = Text


@cache
def guide(game: str, lang: str) -> str:
    """The guide ``tools/teacher_guide.py`` writes (``tools`` is not a package)."""
    spec = importlib.util.spec_from_file_location("teacher_guide",
                                                  ROOT / "tools" / "teacher_guide.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.guide(game, lang)


def expected(game: str, period: Period) -> set[tuple[str, int, str]]:
    """(kind, lesson, item) of every position the period shows, from the plan itself."""
    out = {("question", q.lesson, q.item) for q in period.questions}
    for step in period.steps:
        out |= {("projector", step.use.lesson, id) for id in projector_items(game, step)}
    out |= {("mistake", lesson, task) for lesson, task in mistakes(game, period)}
    return out


def board_cells(notebook: dict) -> dict[str, tuple[str, str]]:
    """Anchor -> (the Markdown above the board, the code cell that makes it)."""
    cells = notebook["cells"]
    out = {}
    for above, cell in zip(cells, cells[1:], strict=False):
        found = re.match(r'<a id="([^"]+)"></a>', above["source"])
        if found and above["cell_type"] == "markdown":
            assert cell["cell_type"] == "code", found[1]
            out[found[1]] = (above["source"], cell["source"])
    return out


@pytest.mark.parametrize("game", GAMES)
def test_every_position_of_every_plan_resolves_to_a_board_on_its_page(game: str):
    """Each position of each period (projector steps, discussion questions, common
    mistakes) is a spot of the period's page, with its anchor and the cell that asks for
    its board; the board is a live board at the item's own position, in the page's
    language; a period with a position to show has a page, in both languages."""
    g = tutor.load(game)
    plan = plan_of(game)
    with_pages = periods_with_pages(game)
    for n, period in enumerate(plan.periods, 1):
        wanted = expected(game, period)
        assert (n in with_pages) == bool(wanted), f"period {n}"
        if not wanted:
            continue
        found = spots(game, n)
        assert {(s.kind, s.lesson, s.item) for s in found} == wanted, f"period {n}"
        assert len({s.key for s in found}) == len(found), f"period {n}: keys repeat"
        for lang in LANGS:
            cells = board_cells(period_notebook(game, n, lang))
            assert list(cells) == [s.key for s in found], f"period {n} {lang}"
            run = open_period(game, n, lang)
            for spot in found:
                assert cells[spot.key][1] == f'period.board("{spot.key}")'
                board = run.board(spot.key)
                item = lesson_of(game, spot.lesson).find(spot.item)
                assert isinstance(board, GameWidget) and board.lang == lang
                assert board.match.cursor == 0 and board.prompt == ""  # free: no task
                assert board.state.code() == item.position.state(g).code(), spot.key


@pytest.mark.parametrize("game", GAMES)
def test_every_step_that_shows_a_position_on_the_projector_has_its_board(game: str):
    """A step whose ``show`` names tasks or quiz questions by number gets exactly those
    boards; every other step with a show text and a first item that has a position gets
    that one (or the ones it lists in ``board``)."""
    from tutor.lessons.plan import mentions, positions

    for n, period in enumerate(plan_of(game).periods, 1):
        for s, step in enumerate(period.steps, 1):
            shown = projector_items(game, step)
            if step.show is None or step.use is None:
                assert shown == (), f"period {n} step {s}"
                continue
            lesson = lesson_of(game, step.use.lesson)
            cited = mentions(step.show.en, "en")
            tasks = [t.id for t in lesson.tasks()]
            named = {tasks[i - 1] for i in cited["task"]}
            if step.board:
                assert shown == step.board
            elif named:
                assert set(shown) == named, f"period {n} step {s}: {step.show.en}"
            else:
                first = (step.use.items or tuple(positions(lesson)))[0]
                assert shown == ((first,) if first in positions(lesson) else ())


def test_a_step_that_names_its_boards_is_checked():
    """``Step.board`` must name positions of the step's lesson, and needs a show text."""
    plan = plan_of("kanagawa")
    first = plan.periods[0]
    bad = Step(2, T("Look.", "看。"), Use(1, ("tree",)), T("Task 1.", "任務 1。"),
               board=("no-such-item",))
    blind = Step(1, T("Look.", "看。"), Use(1, ("tree",)), board=("tree",))
    period = replace(first, steps=(*first.steps, bad, blind))
    found = problems(replace(plan, periods=(period, *plan.periods[1:])))
    assert any("projector board 'no-such-item' is no position of lesson 1" in p for p in found)
    assert any("a projector board without a show text" in p for p in found)


@pytest.mark.parametrize("game", GAMES)
def test_a_poll_is_sent_to_the_class_or_asked_by_a_show_of_hands(game: str):
    """Send to the class sends a position where a player is to move: a poll on such a
    position says so; a poll on a finished game asks for a show of hands instead (page
    and guide alike)."""
    for n, period in enumerate(plan_of(game).periods, 1):
        for q, question in enumerate(period.questions, 1):
            state = position_of(game, question)
            way = question_way(game, question)
            if question.way == "poll":
                assert way == ("poll" if sendable(state) else "hands"), (n, q)
            else:
                assert way == "best"
            page = board_cells(period_notebook(game, n, "en"))[f"question-{q}"][0]
            assert {"poll": "Send to the class", "hands": "show of hands",
                    "best": "Best moves"}[way] in page, (n, q)


def test_sendable_is_what_the_class_service_accepts():
    """Not at a chance node, not after the end (the board link's own refusals)."""
    game = tutor.load("kanagawa")
    start = game.new_game(players=2, seed=3)
    assert sendable(start)
    chance = start
    while not chance.is_chance():
        chance = chance.apply(chance.legal_actions()[0])
    assert not sendable(chance)
    q = Question(T("?", "？"), 6, "sheet-38", "poll", T("!", "！"))
    assert position_of("kanagawa", q).is_terminal() and question_way("kanagawa", q) == "hands"


@pytest.mark.parametrize("game", GAMES)
def test_the_guides_link_every_position_and_type_no_code(game: str):
    """Each guide links every discussion question and projector board to its board on
    its period's page (its own language), and every common mistake of a period's page;
    each link names a page that is generated and an anchor it has; no guide asks to type
    ``lesson.board(...)``, a position code or any other command line."""
    pages = where_spots(game)
    for lang in LANGS:
        text = guide(game, lang)
        commands = [span for span in re.findall(r"`([^`\n]+)`", text)
                    if re.search(r"python|\.venv|\bmake |\blesson\.|\btutor\.", span)]
        assert "lesson.board(" not in text and not commands, (lang, commands)
        assert not re.search(rf"\b{game}:[\w-]{{40,}}", text), f"{lang}: a position code"
        for n in periods_with_pages(game):
            for spot in spots(game, n):
                if spot.kind != "mistake":
                    assert guide_link(game, n, lang, spot.key) in text, (lang, n, spot.key)
        for (kind, _lesson, _item), (n, spot) in pages.items():
            if kind == "mistake":
                assert guide_link(game, n, lang, spot.key) in text, (lang, n, spot.key)
        for target in re.findall(r"\]\((\.\./\.\./notebooks/[^)]+)\)", text):
            path, _, key = target.partition("#")
            rel = path.removeprefix("../../notebooks/")
            n = int(re.search(r"plan-period-(\d+)\.ipynb$", rel)[1])
            assert rel == page_path(game, n, lang), target
            assert key in {s.key for s in spots(game, n)}, target


def test_no_pupils_page_links_a_teachers_page():
    """The front page, the indexes, the lessons and the scenario notebooks never send a
    pupil to a plan's page; the plan pages link only each other, lessons and the guide."""
    from tutor.lessons.notebook import every_notebook

    for rel, nb in every_notebook(GAMES).items():
        text = "\n".join(c["source"] for c in nb["cells"])
        if "/plan-period-" in f"/{rel}":
            links = re.findall(r"\]\(([^)#]+)", text)
            assert all(re.fullmatch(r"plan-period-\d+\.ipynb|\.\./\.\./\.\./docs/teaching/"
                                    r"[\w.-]+\.md", link) for link in links), (rel, links)
        else:
            assert "plan-period" not in text, rel


def test_open_period_names_what_is_wrong():
    """A period the plan does not have, or a board its page does not have, is refused with
    what there is; an item without a position has no board."""
    with pytest.raises(ValueError, match="periods 1 to 6, not 9"):
        open_period("kanagawa", 9, "en")
    with pytest.raises(KeyError, match="no board 'question-7'.*question-1"):
        open_period("kanagawa", 1, "en").board("question-7")
    explorer = lesson_of("kanagawa", 7).find("what-if")
    with pytest.raises(ValueError, match="Explore 'what-if' has no position"):
        item_board(tutor.load("kanagawa"), explorer, "en")
