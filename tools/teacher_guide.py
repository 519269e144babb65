"""Write the teacher guides from the lesson content: ``docs/teaching/<game>.md`` (English)
and ``docs/teaching/<game>.zh-Hant.md`` (Traditional Chinese).

Each guide gives the objectives and minutes of every lesson, the answer key (every task's
solution and every quiz answer, as the engine computes them), the common mistakes, and how
to run the lessons in class (projector, position codes, collecting progress). Generated, so
that it never disagrees with the lessons; ``--check`` fails when a committed guide is stale
(a test runs it).

    .venv/bin/python tools/teacher_guide.py            # write every game's guides
    .venv/bin/python tools/teacher_guide.py --check    # only check
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutor.core.lang import Text  # noqa: E402
from tutor.lessons.model import (  # noqa: E402
    Choose,
    Explore,
    FillSheet,
    HowMany,
    LegalOrNot,
    Lesson,
    PlayBots,
    Task,
)
from tutor.lessons.notebook import game_title  # noqa: E402
from tutor.lessons.runner import course  # noqa: E402

T = Text
W = {
    "title": T("Teacher guide: {game}", "教師手冊:{game}"),
    "intro": T(
        "This guide is generated from the lessons themselves, so the answers below are the "
        "ones the rules engine checks. The lessons are in `notebooks/en/{game}/` and "
        "`notebooks/zh-Hant/{game}/`; learners can switch language at any time.",
        "本手冊由課程內容自動產生,因此以下答案就是規則引擎檢查的答案。課程位於 "
        "`notebooks/en/{game}/` 與 `notebooks/zh-Hant/{game}/`;學習者隨時可以切換語言。"),
    "class": T("Running the lessons in class", "在課堂上使用"),
    "class-text": T(
        "- **Before the class**: hand out the notebooks (JupyterHub with nbgitpuller, Binder, "
        "or the JupyterLite site: see `docs/classroom.md`). Nothing to install for learners.\n"
        "- **On the projector**: every board has a **Present** button (full screen, large "
        "text). Run the lesson from the top, do the first task together, then let learners "
        "work on their own boards.\n"
        "- **Handing a position to the class**: under each board, *Position code* gives a short "
        "text; learners paste it into `lesson.board(\"...\")` (or the play app's code box) to "
        "get the same position.\n"
        "- **Hints**: each task has three hint steps: a nudge, the relevant pieces highlighted, "
        "then the answer. Hints used are counted in the progress. Outside tasks, **Best moves** "
        "asks the strong bot for its three best moves with its chance to win in words: good "
        "for a class discussion of a position (\"why does the bot prefer this?\").\n"
        "- **Collecting progress**: each learner's progress is saved in `tutor-progress.json` "
        "beside the notebooks. On a JupyterHub, run "
        "`python -m tutor.progress /home --csv class.csv` to list every learner's lessons, "
        "tasks done, attempts and hints, and get a spreadsheet.",
        "- **上課前**:發放課程筆記本(JupyterHub 搭配 nbgitpuller、Binder,或 JupyterLite 網站:"
        "見 `docs/classroom.md`)。學習者不必安裝任何東西。\n"
        "- **投影時**:每個棋盤都有「投影」按鈕(全螢幕、大字)。從頭執行課程,一起完成第一個任務,"
        "再讓學習者在自己的棋盤上練習。\n"
        "- **把局面交給全班**:每個棋盤下方的「局面代碼」是一段短文字;學習者把它貼進 "
        "`lesson.board(\"...\")`(或對局程式的代碼欄)就能得到同一個局面。\n"
        "- **提示**:每個任務有三步提示:先給方向,再標示相關的棋子,最後給答案。"
        "用過的提示會記在進度裡。任務以外,「最佳著法」會請強電腦列出它認為最好的三步和勝算,"
        "適合全班討論一個局面(「電腦為什麼偏好這一步?」)。\n"
        "- **收集進度**:每位學習者的進度存在課程旁的 `tutor-progress.json`。在 JupyterHub 上執行 "
        "`python -m tutor.progress /home --csv class.csv`,即可列出每位學習者的課程、完成的任務、"
        "嘗試次數和提示次數,並得到一份試算表。"),
    "total": T("{n} lessons, about {m} minutes in all.", "共 {n} 課,約 {m} 分鐘。"),
    "minutes": T("About {m} minutes.", "約 {m} 分鐘。"),
    "objectives": T("Objectives", "學習目標"),
    "answers": T("Answer key", "解答"),
    "task": T("Task", "任務"),
    "solution": T("solution", "解法"),
    "mistake": T("typical mistake", "常見錯誤"),
    "refused": T("refused by", "違反規則"),
    "quiz": T("Quiz", "小測驗"),
    "legal": T("legal", "合法"),
    "illegal": T("illegal ({rule})", "不合法({rule})"),
    "sheet": T("Score sheet", "計分表"),
    "sheet-answer": T("the engine's sheet:", "規則引擎的計分表:"),
    "explore": T("Explorer `{id}`: open-ended, no answer.", "探索 `{id}`:開放式,沒有標準答案。"),
    "play": T("Game against bots `{id}`: open-ended.", "與電腦對戰 `{id}`:開放式。"),
    "mistakes": T("Common mistakes", "常見錯誤"),
    "recap": T("Recap", "重點回顧"),
}


def w(key: str, lang: str, **params: object) -> str:
    return W[key][lang].format(**params)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def lesson_section(lesson: Lesson, lang: str) -> list[str]:
    import importlib

    game = importlib.import_module(f"tutor.games.{lesson.game}").GAME
    lines = [f"## {lesson.number}. {lesson.title[lang]}", "",
             f"*{w('minutes', lang, m=lesson.minutes)}*", "", f"**{w('objectives', lang)}**", ""]
    lines += [f"- {o[lang]}" for o in lesson.objectives]
    lines += ["", f"**{w('answers', lang)}**", ""]
    n = 0
    for step in lesson.steps:
        if isinstance(step, Task):
            n += 1
            start = step.position.state(game)
            line = f"{n}. {w('task', lang)} `{step.id}`: {_one_line(step.goal[lang])} "
            line += f"({w('solution', lang)}: {step.solution_text(start, lang)})"
            if step.wrong:
                line += f"; {w('mistake', lang)}: {_move_words(start, step.wrong, lang)}"
                if step.wrong_rule:
                    line += f" ({w('refused', lang)} `{step.wrong_rule}`)"
            lines.append(line)
        elif isinstance(step, FillSheet):
            sheet = step.position.state(game).scores()
            totals = ", ".join(f"{name} {t:g}" for name, t in
                               zip(sheet.names(lang), sheet.totals, strict=True))
            lines.append(f"- {w('sheet', lang)} `{step.id}`: {w('sheet-answer', lang)} {totals}")
        elif isinstance(step, Explore):
            lines.append(f"- {w('explore', lang, id=step.id)}")
        elif isinstance(step, PlayBots):
            lines.append(f"- {w('play', lang, id=step.id)}")
    items = lesson.quiz_items()
    if items:
        lines += ["", f"**{w('quiz', lang)}**", ""]
        for i, item in enumerate(items, 1):
            lines.append(f"{i}. {quiz_answer(item, game, lang)}")
    if lesson.mistakes:
        lines += ["", f"**{w('mistakes', lang)}**", ""]
        lines += [f"- {m[lang]}" for m in lesson.mistakes]
    lines += ["", f"**{w('recap', lang)}**: {_one_line(lesson.recap[lang])}", ""]
    return lines


def _move_words(state, move: str, lang: str) -> str:
    """A move in words (``State.words_for``); an illegal one, which the game may not put
    into words, as its notation."""
    if state.check(move).ok:
        return state.words_for(move, None, lang)
    return f"`{move}`"


def quiz_answer(item, game, lang: str) -> str:
    if isinstance(item, LegalOrNot):
        verdict = item.position.state(game).check(item.action)
        answer = w("legal", lang) if verdict else w("illegal", lang, rule=f"`{verdict.rule}`")
        return f"`{item.action}`: {answer}"
    if isinstance(item, HowMany):
        n = item.count(item.position.state(game))
        return f"{_one_line(item.question[lang])} **{n:g}**"
    assert isinstance(item, Choose)
    answer = item.answer(item.position.state(game)) if callable(item.answer) else item.answer
    return f"{_one_line(item.question[lang])} **{item.choices[answer][lang]}**"


def guide(game: str, lang: str) -> str:
    lessons = course(game)
    title = game_title(game)[lang]
    lines = [f"# {w('title', lang, game=title)}", "", w("intro", lang, game=game), "",
             w("total", lang, n=len(lessons), m=sum(x.minutes for x in lessons)), "",
             f"## {w('class', lang)}", "", W["class-text"][lang], ""]
    for lesson in lessons:
        lines += lesson_section(lesson, lang)
    return "\n".join(lines).rstrip() + "\n"


def paths(game: str) -> dict[str, Path]:
    folder = ROOT / "docs" / "teaching"
    return {"en": folder / f"{game}.md", "zh-Hant": folder / f"{game}.zh-Hant.md"}


def main(argv: list[str] | None = None) -> int:
    import tutor

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if a guide is stale")
    args = parser.parse_args(argv)
    stale = []
    for game in tutor.games():
        try:
            course(game)
        except ValueError:
            continue
        for lang, path in paths(game).items():
            text = guide(game, lang)
            current = path.read_text(encoding="utf-8") if path.is_file() else None
            if current == text:
                continue
            if args.check:
                stale.append(str(path.relative_to(ROOT)))
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
                print(f"wrote {path.relative_to(ROOT)}")
    if stale:
        print("stale teacher guides (run tools/teacher_guide.py): " + ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
