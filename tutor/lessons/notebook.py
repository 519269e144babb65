"""Notebooks generated from lesson content: one tree per language.

``notebooks/<lang>/<game>/NN-slug.ipynb`` for every lesson, ``notebooks/<lang>/index.ipynb``
listing them, and ``notebooks/index.ipynb`` choosing the language. Each lesson notebook
opens with one short code cell (import, open the lesson, show the progress); every other
code cell is a single call such as ``lesson.task("capture-one")``. The markdown comes from
the content in the notebook's language. Notebooks are plain nbformat 4 JSON (no widget
state); ``notebooks/build.py`` writes and executes them.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from ..core.lang import LANGS, Text
from ..core.notebook import code_cell, markdown_cell, notebook_json
from ..lab.notebook import index_entry, scenario_notebooks
from .model import (
    Deeper,
    Explore,
    FillSheet,
    Lesson,
    PlayBots,
    Quiz,
    Read,
    Show,
    Sources,
    T,
    Task,
)
from .runner import course

_LAB_ONLY = '<span class="tutor-lab-only">'
"""Opens Markdown text that only a notebook needs (how to run its cells): the app pages
(Voilà, Voici: ``tools/jupyter/voila/templates/tutor``) hide it."""

WORDS = {
    "sources": T("Sources", "出處"),
    "index": T("Index", "目錄"),
    "previous": T("previous", "上一課"),
    "next": T("next", "下一課"),
    "minutes": T("About {m} minutes.", "約 {m} 分鐘。"),
    "objectives": T("In this lesson you will:", "這一課你會學到："),
    "task": T("Task", "任務"),
    "quiz": T("Quiz", "小測驗"),
    "quiz-intro": T("Answer each question, then press Check. A wrong answer gets a hint and one "
                    "more try.",
                    "回答每一題，再按「檢查」。答錯了會得到提示，可以再試一次。"),
    "sheet": T("Fill in the score sheet", "填寫計分表"),
    "explore": T("Explore: what if?", "探索：如果這樣走呢？"),
    "play": T("Play a game", "玩一局"),
    "recap": T("Recap", "重點回顧"),
    "progress": T("Your progress", "你的進度"),
    "next-lesson": T("**Next:** [{title}]({file}) · [back to the index](../index.ipynb)",
                     "**下一課：**[{title}]({file}) · [回到目錄](../index.ipynb)"),
    "last-lesson": T("**That is the whole series.** [Back to the index](../index.ipynb)",
                     "**這個系列到此結束。**[回到目錄](../index.ipynb)"),
    "how": T(f"{_LAB_ONLY}First run each cell (Shift+Enter).</span> Click on the board to "
             "play. **Hint** helps step by step; **Try again** starts over.",
             f"{_LAB_ONLY}先執行每個儲存格（Shift+Enter）。</span>點圖板來玩。「提示」會一步步"
             "幫你，「再試一次」可以重來。"),
    "title": T("Learn the rules by playing", "邊玩邊學規則"),
    "intro": T("Each game has a series of short lessons. Every lesson has tasks on boards you "
               "play on, checked by a real rules engine, and ends with a quiz. Your progress "
               "is saved beside the notebooks.",
               "每個遊戲都有一系列短課程。每一課都有要在圖板上動手完成的任務，由真正的規則引擎"
               "檢查，最後有一個小測驗。你的進度會儲存在課程旁邊。"),
    "core-path": T("**Start here:** [lesson 1]({file}). Do the core of each lesson in order; "
                   "the *Going further* part at the end of a lesson can wait.",
                   "**從這裡開始：**[第 1 課]({file})。照順序學完每一課的基本部分；"
                   "每課最後的「進階」部分可以之後再做。"),
    "deeper": T("Going further", "進階"),
    "deeper-intro": T("This part is optional: finer points and special cases. You can go on "
                      "to the next lesson now and come back later.",
                      "這一部分可以跳過：是一些細節和特別的情況。你可以先去下一課，之後再回來。"),
    "deeper-next": T("**Done with the core?** Go on: [{title}]({file}), or keep reading for "
                     "more.",
                     "**基本部分完成了嗎？**可以前往下一課：[{title}]({file})，或繼續往下看進階內容。"),
    "lessons": T("{n} lessons, about {m} minutes in all", "共 {n} 課，約 {m} 分鐘"),
    "core-start": T("[start with lesson 1]({file})", "[從第 1 課開始]({file})"),
    "other-lang": T("[繁體中文版](../zh-Hant/index.ipynb)", "[英文版](../en/index.ipynb)"),
    "play-apps": T("To play without lessons, open a game in the `play` folder.",
                   "只想玩、不看課程：打開「play」資料夾裡的遊戲。"),
    "teachers": T("For teachers: {links}", "給老師：{links}"),
    "classroom": T("teaching a class with the tutor", "在課堂上使用"),
    "teacher-guide": T("teacher guide: {game}", "教師手冊：{game}"),
    "worksheet": T("**On paper:** [this lesson's worksheet]({file}), to print and answer with "
                   "a pencil (open it, then print it from the browser).",
                   "**在紙上練習：**[這一課的學習單]({file})，可以印出來用鉛筆作答"
                   "（打開後，用瀏覽器列印）。"),
}

ROOT = Path(__file__).resolve().parents[2]
"""The repository, where the guides for teachers are (``docs/``)."""


def guide(kind: str, lang: str, game: str = "") -> str | None:
    """The path (from the repository) of a guide for teachers in ``lang``, if it exists:
    ``kind`` "classroom" (``docs/classroom.md``, ``docs/classroom.zh-Hant.md``) or
    "teacher" (``docs/teaching/<game>.md``, ``.zh-Hant.md``)."""
    stem = "docs/classroom" if kind == "classroom" else f"docs/teaching/{game}"
    rel = f"{stem}.md" if lang == "en" else f"{stem}.{lang}.md"
    return rel if (ROOT / rel).is_file() else None


def game_title(game: str) -> Text:
    return importlib.import_module(f"tutor.games.{game}").GAME.title


def sources_fold(sources: Text | None, lang: str) -> str:
    """Markdown for a closed fold holding a paragraph's sources ("" when there are none).

    >>> sources_fold(T("Seed, line 3.", "規則摘要第 3 行。"), "zh-Hant")
    '\\n\\n<details><summary>出處</summary>\\n\\n規則摘要第 3 行。\\n\\n</details>'
    """
    if sources is None:
        return ""
    return (f"\n\n<details><summary>{WORDS['sources'][lang]}</summary>\n\n{sources[lang]}"
            f"\n\n</details>")


def lesson_notebook(lesson: Lesson, lang: str) -> dict[str, Any]:
    """The cells of one lesson in ``lang``."""
    lessons = course(lesson.game)
    i = [x.number for x in lessons].index(lesson.number)
    w = {k: v[lang] for k, v in WORDS.items()}
    nav = [f"[{w['index']}](../index.ipynb)"]
    colon = "：" if lang == "zh-Hant" else ": "
    if i > 0:
        prev = lessons[i - 1]
        nav.append(f"{w['previous']}{colon}[{prev.title[lang]}]({prev.stem}.ipynb)")
    if i + 1 < len(lessons):
        nxt = lessons[i + 1]
        nav.append(f"{w['next']}{colon}[{nxt.title[lang]}]({nxt.stem}.ipynb)")
    objectives = "\n".join(f"- {o[lang]}" for o in lesson.objectives)
    title = f"{game_title(lesson.game)[lang]} {lesson.number} · {lesson.title[lang]}"
    cells = [
        markdown_cell(" · ".join(nav)),
        markdown_cell(
            f"# {title}\n\n"
            f"*{w['minutes'].format(m=lesson.minutes)}* {w['objectives']}\n\n{objectives}\n\n"
            f"{w['how']}"),
        code_cell(f'from tutor.lessons import open_lesson\n\n'
              f'lesson = open_lesson("{lesson.game}", {lesson.number}, lang="{lang}")\n'
              f'lesson.progress()'),
    ]
    task_no = 0
    deeper = False
    for step in lesson.steps:
        if isinstance(step, Deeper):
            deeper = True
            cells += _deeper_cells(lesson, step, lessons[i + 1] if i + 1 < len(lessons) else None,
                                   lang)
        elif isinstance(step, Read):
            cells.append(markdown_cell(step.text[lang] + sources_fold(step.sources, lang)))
        elif isinstance(step, Show):
            if step.caption is not None or step.sources is not None:
                caption = step.caption[lang] if step.caption is not None else ""
                cells.append(markdown_cell(caption + sources_fold(step.sources, lang)))
            cells.append(code_cell(f'lesson.show("{step.id}")'))
        elif isinstance(step, Task):
            task_no += 1
            cells.append(markdown_cell(f"**{w['task']} {task_no}.** {step.goal[lang]}"))
            cells.append(code_cell(f'lesson.task("{step.id}")'))
        elif isinstance(step, Quiz):
            level = "###" if deeper else "##"
            cells.append(markdown_cell(f"{level} {w['quiz']}\n\n{w['quiz-intro']}"))
            cells.append(code_cell('lesson.quiz("deeper")' if deeper else "lesson.quiz()"))
        elif isinstance(step, FillSheet):
            cells.append(markdown_cell(f"### {w['sheet']}"))
            cells.append(code_cell(f'lesson.sheet("{step.id}")'))
        elif isinstance(step, Explore):
            cells.append(markdown_cell(f"### {w['explore']}"))
            cells.append(code_cell(f'lesson.explore("{step.id}")'))
        elif isinstance(step, PlayBots):
            cells.append(markdown_cell(f"### {w['play']}"))
            cells.append(code_cell(f'lesson.play("{step.id}")'))
        elif isinstance(step, Sources):
            cells.append(code_cell(f'lesson.sources("{step.id}")'))
        else:  # pragma: no cover - a new kind of step must be added here
            raise TypeError(f"no cell for step {step!r}")
    if lesson.divider is None:
        cells.append(markdown_cell(f"## {w['recap']}\n\n{lesson.recap[lang]}"))
    cells.append(code_cell("lesson.progress()"))
    cells.append(code_cell("lesson.course()"))
    if i + 1 < len(lessons):
        nxt = lessons[i + 1]
        cells.append(markdown_cell(w["next-lesson"].format(title=nxt.title[lang],
                                                           file=f"{nxt.stem}.ipynb")))
    else:
        cells.append(markdown_cell(w["last-lesson"]))
    cells.append(markdown_cell(w["worksheet"].format(file=worksheet_link(lesson, lang))))
    for cell in cells:  # folded in JupyterLab (a click on the dots shows it): the learner
        if cell["cell_type"] == "code":  # reads and plays; a teacher can still open it
            cell["metadata"]["jupyter"] = {"source_hidden": True}
    return notebook_json(cells, f"{lang}-{lesson.game}-{lesson.number:02d}", title, lang)


def _deeper_cells(lesson: Lesson, step: Deeper, following: Lesson | None,
                  lang: str) -> list[dict[str, Any]]:
    """Where the core ends: its recap, the way on to the next lesson (the core path), then
    the heading of the optional part 「進階」 / "Going further"."""
    w = {k: v[lang] for k, v in WORDS.items()}
    cells = [markdown_cell(f"## {w['recap']}\n\n{lesson.recap[lang]}")]
    if following is not None:
        cells.append(markdown_cell(w["deeper-next"].format(title=following.title[lang],
                                                           file=f"{following.stem}.ipynb")))
    intro = step.intro[lang] if step.intro is not None else w["deeper-intro"]
    cells.append(markdown_cell(f"## {w['deeper']}\n\n{intro}"))
    return cells


def worksheet_link(lesson: Lesson, lang: str) -> str:
    """The link from a lesson notebook (``notebooks/<lang>/<game>/``) to its worksheet,
    which ``python -m tutor.worksheet --all`` writes under ``notebooks/worksheets/`` and the
    JupyterLite site copies to the same place in its contents.

    >>> worksheet_link(course("cartography")[3], "zh-Hant")
    '../../worksheets/zh-Hant/cartography/04-capture.html'
    """
    from ..worksheet import relative_path

    return f"../../worksheets/{relative_path(lesson, lang)}"


def index_notebook(lang: str, games: list[str]) -> dict[str, Any]:
    """The index of one language: every game's lessons, with their minutes."""
    w = {k: v[lang] for k, v in WORDS.items()}
    parts = [f"# {w['title']}\n\n{w['intro']}\n\n{w['other-lang']}"]
    if games:
        first = course(games[0])[0]
        parts.append(w["core-path"].format(file=f"{games[0]}/{first.stem}.ipynb"))
    teachers = []
    for game in games:
        lessons = course(game)
        total = sum(x.minutes for x in lessons)
        lines = [f"## {game_title(game)[lang]}",
                 f"*{w['lessons'].format(n=len(lessons), m=total)}* · "
                 f"{w['core-start'].format(file=f'{game}/{lessons[0].stem}.ipynb')}", ""]
        for x in lessons:
            lines.append(f"{x.number}. [{x.title[lang]}]({game}/{x.stem}.ipynb)"
                         f"{_paren(w['minutes'].format(m=x.minutes), lang)}")
        lab_line = index_entry(game, lang)
        if lab_line:
            lines += ["", lab_line]
        parts.append("\n".join(lines))
        teacher = guide("teacher", lang, game)
        if teacher:
            teachers.append(f"[{w['teacher-guide'].format(game=game_title(game)[lang])}]"
                            f"(../../{teacher})")
    classroom = guide("classroom", lang)
    if classroom:
        teachers.insert(0, f"[{w['classroom']}](../../{classroom})")
    parts.append(w["play-apps"])
    if teachers:
        parts.append(w["teachers"].format(links=_list_sep(lang).join(teachers)))
    return notebook_json([markdown_cell(p) for p in parts], f"{lang}-index", w["title"], lang)


def _paren(text: str, lang: str) -> str:
    return f"（{text}）" if lang == "zh-Hant" else f" ({text})"


def _list_sep(lang: str) -> str:
    return "、" if lang == "zh-Hant" else ", "


def front_door(games: list[str]) -> dict[str, Any]:
    """``notebooks/index.ipynb``: what the tutor is, in both languages; choose a language;
    for teachers, the classroom guide in each language that has one."""
    rows = "\n".join(f"| {game_title(g)['en']} | {game_title(g)['zh-Hant']} | "
                     f"{len(course(g))} |" for g in games)
    guides = []
    for lang in LANGS:
        rel = guide("classroom", lang)
        if rel:
            link = f"[{WORDS['classroom'][lang]}](../{rel})"
            guides.append(f"- {WORDS['teachers'][lang].format(links=link)}")
    text = f"""# Board game rules tutor · 桌遊規則教室

Learn the rules of a board game by playing them: short lessons with tasks on boards you
play on, checked by a real rules engine that says which rule a move breaks; a quiz at the
end of each lesson; your progress is saved. Do the core of each lesson first; its
*Going further* part can wait.

邊玩邊學桌遊規則：每一課都很短，直接在圖板上完成任務，由真正的規則引擎檢查，並告訴你違反了
哪一條規則；每課最後有小測驗；你的進度會自動儲存。每一課先學基本部分，「進階」部分可以之後再做。

## Choose your language · 選擇語言

- **[English](en/index.ipynb)**
- **[繁體中文](zh-Hant/index.ipynb)**

| Game | 遊戲 | Lessons · 課數 |
| --- | --- | --- |
{rows}

To play without lessons, open a game in the `play` folder.

只想玩、不看課程：打開「play」資料夾裡的遊戲。
"""
    if guides:
        text += "\n" + "\n".join(guides) + "\n"
    return notebook_json([markdown_cell(text)], "index", "桌遊規則教室 · Board game rules tutor")


def every_notebook(games: list[str]) -> dict[str, dict[str, Any]]:
    """Path (relative to notebooks/) -> notebook, for every language and game: the
    lessons, the indexes, the front page, the scenario notebooks and the teacher's pages
    of the class plans' periods (:mod:`tutor.lessons.plan_pages`)."""
    out = {"index.ipynb": front_door(games)}
    for lang in LANGS:
        out[f"{lang}/index.ipynb"] = index_notebook(lang, games)
        for game in games:
            for lesson in course(game):
                out[f"{lang}/{game}/{lesson.stem}.ipynb"] = lesson_notebook(lesson, lang)
    out.update(scenario_notebooks(games))
    from .plan_pages import plan_notebooks  # (which imports this module)

    out.update(plan_notebooks(games))
    return out
