"""A class plan's positions one click away: a page of boards for each period.

A teacher who is not a programmer cannot type ``lesson.board("<code>")`` before a class.
So every position a period of a game's class plan (:mod:`tutor.lessons.plan`) puts before
the class is on a board of the period's page, in the teacher's language:

- what **the projector** shows at a step (:func:`~tutor.lessons.plan.projector_items`),
- each **discussion question** (with how to ask it, and the answer to listen for in a
  closed fold: the page may be on the projector),
- each **common mistake** of the tasks the period uses (the task's start, the wrong move
  and why it is wrong in a closed fold, to be played on the board before the class),

in the order of the period's minutes, mistakes last. Each board is a free board at the
item's position (:func:`~tutor.lessons.runner.item_board`): **Present**, **Best moves**,
and on a JupyterHub with the class service, **Send to the class** in Present mode (the
class hook every board gets: ``tutor.boards``).

The pages are notebooks generated with the lessons (:func:`plan_notebooks`, written and
executed by ``notebooks/build.py``): ``notebooks/<lang>/<game>/plan-period-<n>.ipynb``,
code cells folded, each board under an anchor (``#question-1``, ``#projector-3-tree``,
``#mistake-2-wait``: :attr:`Spot.key`) that the teacher's guide links
(:func:`guide_link`). Opened as an app (``make app``, the JupyterLite site's Voici pages)
they show no code. No page of the pupils (the front page, the indexes, the course map)
links them.

>>> [spot.key for spot in spots("kanagawa", 2)][:3]
['projector-1-third-brush', 'projector-4-first-paint', 'question-1']
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Literal

from ..core.game import Game, State
from ..core.lang import LANGS, check_lang, set_lang
from ..core.notebook import code_cell, markdown_cell, notebook_json
from .model import Explore, Lesson, PlayBots, Show, T, Task
from .notebook import _LAB_ONLY, game_title
from .plan import (
    START_MINUTES,
    Period,
    Question,
    lesson_of,
    mistakes,
    plan_of,
    position_of,
    projector_items,
)
from .runner import item_board
from .widgets import item_labels

Kind = Literal["projector", "question", "mistake"]

PAGE = "{lang}/{game}/plan-period-{n}.ipynb"
"""Where a period's page is, from ``notebooks/``."""

WORDS = {
    # how the plan names the parts of a lesson (the guide too)
    "lesson-name": T("Lesson {n}, *{title}*", "第 {n} 課〈{title}〉"),
    "show-n": T("the demonstration", "示範"),
    "explorer": T("the explorer", "探索工具"),
    "bots": T("the game against bots", "與電腦對戰"),
    # a task's typical wrong move (the guide's common mistakes too)
    "wrong-rule": T("{label}: {move}; the rule that refuses it: *{title}*.",
                    "{label}：{move}；不允許這一步的規則：「{title}」。"),
    "wrong-miss": T("{label}: {move}; legal, but it misses the goal: {why}",
                    "{label}：{move}；這一步合法，但達不到目標：{why}"),
    # the page
    "page-title": T("{game} · Period {n}: {title}", "{game}・第 {n} 節：{title}"),
    "nav": T("{game}, class plan: {periods}", "{game}・課堂計畫：{periods}"),
    "period-n": T("Period {n}", "第 {n} 節"),
    "guide": T(f"{_LAB_ONLY}· [The teacher's guide]({{file}})</span>",
               f"{_LAB_ONLY}・[教師手冊]({{file}})</span>"),
    "for-teacher": T(
        "*For the teacher:* every position this period's plan puts before the class, each on "
        "a board of its own: **Present** puts it on the projector, full screen.",
        "*給老師：*這一節課堂計畫要給全班看的每個局面，各在自己的圖板上：按「投影」就以全螢幕"
        "放上投影幕。"),
    "how": T(
        f"{_LAB_ONLY}First run every cell (Run > Run All Cells).</span> **Best moves** "
        "gives the strong bot's best moves in words. On a JupyterHub with the class room, "
        "**Send to the class** (in Present mode) puts the position on every pupil's board: "
        "first press **Allow my notebooks to send to the class** on the class room's page.",
        f"{_LAB_ONLY}先執行所有儲存格（選單「執行」→「執行所有儲存格」）。</span>"
        "「最佳著法」用文字列出高手電腦的最佳著法。在有教室服務的 JupyterHub 上，投影模式裡的"
        "「傳給全班」會把局面傳到每位學生的圖板：先在教室頁面按「允許我的筆記本傳給全班」。"),
    "goal": T("**Goal**: {goal}", "**目標**：{goal}"),
    "span": T("{a}–{b} min", "{a}–{b} 分"),
    "projector": T("{span} · On the projector: {show}", "{span}・投影：{show}"),
    "question": T("{span} · Discussion question {q}", "{span}・討論問題 {q}"),
    "where": T("The position: {where}.", "局面：{where}。"),
    "way-best": T("Press **Best moves** on the board.", "在圖板上按「最佳著法」。"),
    "way-poll": T("A class poll: on a hub, **Present**, then **Send to the class**; pupils "
                  "press **Class** and each plays a move. Without a hub: **Present** and a "
                  "show of hands.",
                  "全班投票：在 JupyterHub 上按「投影」，再按「傳給全班」；學生按「全班」，"
                  "每人走一步。沒有 JupyterHub 時：按「投影」，請全班舉手。"),
    "way-hands": T("A show of hands: **Present**, and everyone answers (the game is over "
                   "here: no move to send to the class).",
                   "全班舉手：按「投影」，每個人回答（這一局已經結束，沒有可以傳給全班的一步）。"),
    "listen": T("The answer to listen for", "要聽到的答案"),
    "mistakes": T("Common mistakes", "常見錯誤"),
    "mistakes-intro": T(
        "The typical wrong moves in this period's tasks, each on the task's start: play the "
        "wrong move on the board with the class and talk about what happens.",
        "這一節的任務裡常見的錯誤，每個都停在任務開始的局面：和全班一起在圖板上走一次錯誤的"
        "那一步，討論會發生什麼事。"),
    "mistake": T("The common mistake", "常見的錯誤"),
    "next": T("**Next:** [{title}]({file})", "**下一節：**[{title}]({file})"),
    "last": T("**That is the plan's last period.** [Period 1]({file})",
              "**這是課堂計畫的最後一節。**[第 1 節]({file})"),
}


def word(key: str, lang: str, **params: Any) -> str:
    return WORDS[key][lang].format(**params)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _colon(lang: str) -> str:
    return "：" if lang == "zh-Hant" else ": "


# -- how the plan names things (shared with tools/teacher_guide.py) -------------------------------


def item_names(lesson: Lesson, lang: str) -> dict[str, str]:
    """How a teacher's text names each part of a lesson: as the notebook does ("Task 2",
    "Question 3"), demonstrations, explorers and games by kind."""
    out = item_labels(lesson, lang)
    for step in lesson.steps:
        if isinstance(step, Show):
            out[step.id] = word("show-n", lang)
        elif isinstance(step, Explore):
            out[step.id] = word("explorer", lang)
        elif isinstance(step, PlayBots):
            out[step.id] = word("bots", lang)
    return out


def lesson_name(lesson: Lesson, lang: str) -> str:
    """``Lesson 2, *The lesson: wait or take*`` / 第 2 課〈一輪課程〉."""
    return word("lesson-name", lang, n=lesson.number, title=lesson.title[lang])


def place(game: str, lesson: int, item: str, lang: str) -> str:
    """Where a position is: ``Lesson 2, *The lesson: wait or take*, Task 1``."""
    found = lesson_of(game, lesson)
    return (lesson_name(found, lang) + ("，" if lang == "zh-Hant" else ", ")
            + item_names(found, lang)[item])


def move_words(state: State, move: str, seat: int | None, lang: str) -> str:
    """A move in words as ``seat`` may know it (``State.words_for``), without a closing
    full stop; an illegal move too (every game puts one in words)."""
    return state.words_for(move, seat, lang).strip().rstrip("。.")


def game_of(name: str) -> Game:
    return importlib.import_module(f"tutor.games.{name}").GAME


def sendable(state: State) -> bool:
    """Whether **Send to the class** can send a board at ``state``: a player is to move
    (not chance, and the game is not over), as the class service's board link asks."""
    return not state.is_terminal() and not state.is_chance()


def question_way(game: str, question: Question) -> str:
    """How a discussion question is asked: ``"best"`` (Best moves), ``"poll"`` (a class
    poll: Send to the class), or ``"hands"`` for a poll about a position no move can be
    sent from (a finished game: a show of hands)."""
    if question.way == "poll" and not sendable(position_of(game, question)):
        return "hands"
    return question.way


def mistake_text(game: str, lesson: Lesson, task: Task, lang: str) -> str:
    """A task's typical wrong move in words, and why it is wrong: the title of the rule
    that refuses it, or why it misses the goal."""
    from .model import _seat_of

    assert task.wrong is not None, f"task {task.id!r} has no typical wrong move"
    g = game_of(game)
    start = task.position.state(g)
    move = move_words(start, task.wrong, _seat_of(task.viewer, start), lang)
    label = item_names(lesson, lang)[task.id]
    verdict = start.check(task.wrong)
    if not verdict:
        rule = task.wrong_rule or verdict.rule
        title = g.rules[rule].title[lang] if rule in g.rules else verdict.in_lang(lang)
        return word("wrong-rule", lang, label=label, move=move, title=title)
    why = task.explain.get(task.wrong, task.check.why)[lang]
    return word("wrong-miss", lang, label=label, move=move, why=_one_line(why))


# -- the positions of a period -------------------------------------------------------------------


@dataclass(frozen=True)
class Spot:
    """One position of a period's plan, on a board of the period's page."""

    kind: Kind
    key: str
    """The board's anchor on the page and the name its cell asks for: ``question-1``,
    ``projector-<step>-<item>``, ``mistake-<lesson>-<task>``."""
    lesson: int
    item: str
    """The id of the lesson's item whose position the board shows."""
    step: int
    """The number (from 1) of the step that shows it or takes the question up; 0 for a
    common mistake."""
    question: int = 0
    """The discussion question's number (from 1), for a question."""


def period_of(game: str, n: int) -> Period:
    """Period ``n`` (from 1) of ``game``'s class plan.

    Raises:
        ValueError: the game has no plan, or no such period.
    """
    plan = plan_of(game)
    if plan is None:
        raise ValueError(f"{game} has no class plan")
    if not 1 <= n <= len(plan.periods):
        raise ValueError(f"{game}'s class plan has periods 1 to {len(plan.periods)}, "
                         f"not {n!r}")
    return plan.periods[n - 1]


def spots(game: str, n: int) -> list[Spot]:
    """Every position period ``n`` of ``game``'s plan shows, in the order of its minutes
    (a step's projector boards, then the discussion questions it takes up), then the
    common mistakes."""
    period = period_of(game, n)
    out: list[Spot] = []
    asked: set[int] = set()
    for s, step in enumerate(period.steps, 1):
        for item in projector_items(game, step):
            assert step.use is not None  # a step without a lesson shows no position
            out.append(Spot("projector", f"projector-{s}-{item}", step.use.lesson, item, s))
        for q in step.discuss:
            if q not in asked:
                asked.add(q)
                question = period.questions[q - 1]
                out.append(Spot("question", f"question-{q}", question.lesson, question.item,
                                s, q))
    out += [Spot("mistake", f"mistake-{lesson}-{task}", lesson, task, 0)
            for lesson, task in mistakes(game, period)]
    return out


def periods_with_pages(game: str) -> list[int]:
    """The numbers of the periods of ``game``'s plan that have a page (a position to show);
    none without a plan."""
    plan = plan_of(game)
    if plan is None:
        return []
    return [n for n in range(1, len(plan.periods) + 1) if spots(game, n)]


def page_path(game: str, n: int, lang: str) -> str:
    """The page of period ``n``, from ``notebooks/``.

    >>> page_path("kanagawa", 2, "zh-Hant")
    'zh-Hant/kanagawa/plan-period-2.ipynb'
    """
    return PAGE.format(lang=lang, game=game, n=n)


def guide_link(game: str, n: int, lang: str, key: str) -> str:
    """The link from the teacher's guide (``docs/teaching/``) to the board ``key`` of period
    ``n``'s page: a relative path, which JupyterLab's Markdown viewer opens (and GitHub).

    >>> guide_link("kanagawa", 1, "en", "question-2")
    '../../notebooks/en/kanagawa/plan-period-1.ipynb#question-2'
    """
    return f"../../notebooks/{page_path(game, n, lang)}#{key}"


def where_spots(game: str) -> dict[tuple[str, int, str], tuple[int, Spot]]:
    """(kind, lesson, item) -> the first period whose page shows it, and its spot."""
    out: dict[tuple[str, int, str], tuple[int, Spot]] = {}
    for n in periods_with_pages(game):
        for spot in spots(game, n):
            out.setdefault((spot.kind, spot.lesson, spot.item), (n, spot))
    return out


# -- the page ---------------------------------------------------------------------------------


def _minutes(period: Period, step: int) -> tuple[int, int]:
    """The minutes of step ``step`` (from 1) within the period."""
    start = START_MINUTES + sum(s.minutes for s in period.steps[:step - 1])
    return start, start + period.steps[step - 1].minutes


def spot_text(game: str, period: Period, spot: Spot, lang: str) -> str:
    """The Markdown above a spot's board: its anchor, its heading and what the teacher
    needs (the answers in closed folds)."""
    a, b = _minutes(period, spot.step) if spot.step else (0, 0)
    span = word("span", lang, a=a, b=b)
    where = word("where", lang, where=place(game, spot.lesson, spot.item, lang))
    head = f'<a id="{spot.key}"></a>\n\n'
    sp = "" if lang == "zh-Hant" else " "
    if spot.kind == "projector":
        show = period.steps[spot.step - 1].show
        assert show is not None
        return (head + f"### {word('projector', lang, span=span, show=_one_line(show[lang]))}"
                f"\n\n{where}")
    if spot.kind == "question":
        q = period.questions[spot.question - 1]
        way = word("way-" + question_way(game, q), lang)
        return (head + f"### {word('question', lang, span=span, q=spot.question)}\n\n"
                f"**{_one_line(q.ask[lang])}**\n\n{where}{sp}{way}\n\n"
                f"<details><summary>{word('listen', lang)}</summary>\n\n"
                f"{_one_line(q.look_for[lang])}\n\n</details>")
    lesson = lesson_of(game, spot.lesson)
    task = lesson.find(spot.item, Task)
    return (head + f"### {place(game, spot.lesson, spot.item, lang)}\n\n"
            f"{_one_line(task.goal[lang])}\n\n"
            f"<details><summary>{word('mistake', lang)}</summary>\n\n"
            f"{mistake_text(game, lesson, task, lang)}\n\n</details>")


def period_notebook(game: str, n: int, lang: str) -> dict[str, Any]:
    """The page of period ``n`` of ``game``'s plan in ``lang``."""
    period = period_of(game, n)
    name = game_title(game)[lang]
    title = word("page-title", lang, game=name, n=n, title=period.title[lang])
    pages = periods_with_pages(game)
    sep = " · "
    links = sep.join(f"**{word('period-n', lang, n=m)}**" if m == n else
                     f"[{word('period-n', lang, n=m)}](plan-period-{m}.ipynb)" for m in pages)
    guide = f"{game}.md" if lang == "en" else f"{game}.{lang}.md"
    cells = [
        markdown_cell(word("nav", lang, game=name, periods=links) + " "
                      + word("guide", lang, file=f"../../../docs/teaching/{guide}")),
        markdown_cell(f"# {title}\n\n{word('for-teacher', lang)}\n\n"
                      f"{word('goal', lang, goal=_one_line(period.goal[lang]))}\n\n"
                      f"{word('how', lang)}"),
        code_cell(f"from tutor.lessons.plan_pages import open_period\n\n"
                  f'period = open_period("{game}", {n}, lang="{lang}")'),
    ]
    mistakes_started = False
    for spot in spots(game, n):
        if spot.kind == "mistake" and not mistakes_started:
            mistakes_started = True
            cells.append(markdown_cell(f"## {word('mistakes', lang)}\n\n"
                                       f"{word('mistakes-intro', lang)}"))
        cells.append(markdown_cell(spot_text(game, period, spot, lang)))
        cells.append(code_cell(f'period.board("{spot.key}")'))
    later = [m for m in pages if m > n]
    if later:
        following = period_of(game, later[0])
        cells.append(markdown_cell(word(
            "next", lang, file=f"plan-period-{later[0]}.ipynb",
            title=word("page-title", lang, game=name, n=later[0],
                       title=following.title[lang]))))
    else:
        cells.append(markdown_cell(word("last", lang, file=f"plan-period-{pages[0]}.ipynb")))
    for cell in cells:  # folded in JupyterLab, as the lessons' code is
        if cell["cell_type"] == "code":
            cell["metadata"]["jupyter"] = {"source_hidden": True}
    return notebook_json(cells, f"{lang}-{game}-plan-{n}", title, lang)


def plan_notebooks(games: list[str]) -> dict[str, dict[str, Any]]:
    """Path (from ``notebooks/``) -> page, for every period with a position to show, of
    every game with a class plan, in every language."""
    return {page_path(game, n, lang): period_notebook(game, n, lang)
            for lang in LANGS for game in games for n in periods_with_pages(game)}


# -- the page in a notebook -----------------------------------------------------------------------


def open_period(game: str, n: int, lang: str | None = None) -> PeriodRun:
    """Period ``n`` of ``game``'s class plan, its boards in ``lang`` (which becomes the
    language of everything shown, as with ``tutor.set_language``).

    Raises:
        ValueError: no such game, plan, period or language.
    """
    spots_of = {spot.key: spot for spot in spots(game, n)}
    if lang is not None:
        set_lang(lang)
    return PeriodRun(game, n, check_lang(lang), spots_of)


class PeriodRun:
    """A period's page in a notebook: ``period.board(key)`` is a new board each time."""

    def __init__(self, game: str, n: int, lang: str, found: dict[str, Spot]) -> None:
        self.game, self.number, self.lang = game, n, lang
        self.spots = found
        """Key -> the spot, for every board of the page."""

    def board(self, key: str) -> Any:
        """A new free board at the position of the spot ``key`` (a GameWidget).

        Raises:
            KeyError: the page has no such board.
        """
        if key not in self.spots:
            raise KeyError(f"period {self.number} of {self.game}'s plan has no board "
                           f"{key!r}; it has {', '.join(self.spots)}")
        spot = self.spots[key]
        item = lesson_of(self.game, spot.lesson).find(spot.item)
        return item_board(game_of(self.game), item, self.lang)

    def __repr__(self) -> str:
        return f"<Period {self.number} of {self.game}'s class plan ({self.lang})>"


__all__ = ["PAGE", "PeriodRun", "Spot", "guide_link", "item_names", "lesson_name",
           "mistake_text", "move_words", "open_period", "page_path", "period_notebook",
           "period_of", "periods_with_pages", "place", "plan_notebooks", "question_way",
           "sendable", "spots", "where_spots"]
