"""Write the teacher's guides from the lessons and the class plans: ``docs/teaching/<game>.md``
(English) and ``docs/teaching/<game>.zh-Hant.md`` (Traditional Chinese).

Each guide has three parts:

1. **The class plan** (``tutor/games/<game>/plan.py``): what to prepare (課前準備: devices,
   the site or accounts, projector, printing, the real box and its set-up checklist), the
   grouping advice, the version for younger pupils; then periods of 40 minutes, minute by
   minute (the start-up, what the class does, which lesson and which of its tasks and
   questions, generated from what each step names, what the projector shows, the exit
   question), two or three discussion questions per period (the position, how to ask it:
   Best moves or a class poll, and the answer to listen for), and what to give the pupils
   who finish early and those who need more time; the last period at the table with the
   real game; the sources lessons listed for the teacher only. Every position a period
   shows (a discussion question, what the projector shows, a common mistake) is a link,
   "Open the position", to its board on the period's page of boards
   (:mod:`tutor.lessons.plan_pages`, ``notebooks/<lang>/<game>/plan-period-<n>.ipynb``):
   nothing to type.
2. **Common mistakes**, lesson by lesson: the lesson's own list, then each task's typical
   wrong move in words under a picture of it: the task's start position drawn by the
   game's renderer with the wrong move marked (``render(..., mark=...)``, made a still
   picture by :func:`tutor.core.svg.still`, as the worksheets draw them). The pictures are
   SVG files under ``docs/teaching/img/<game>/<lang>/`` that the Markdown links with
   ``<img>`` (GitHub and JupyterLab's Markdown viewer both show a linked SVG; neither shows
   an SVG written inline).
3. **The answer key**: objectives, minutes, every task's solution and every quiz answer as
   the engine computes them, moves in words (``State.words_for``), refusals by the title of
   the rule, never its id.

Generated, so that it never disagrees with the lessons; ``--check`` fails when a committed
guide or picture is stale, missing or left over (a test runs it).

    .venv/bin/python tools/teacher_guide.py            # write every game's guides
    .venv/bin/python tools/teacher_guide.py --check    # only check
    .venv/bin/python tools/teacher_guide.py kanagawa   # one game
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutor.core.game import Game, State  # noqa: E402
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
    _seat_of,
)
from tutor.lessons.notebook import game_title  # noqa: E402
from tutor.lessons.plan import (  # noqa: E402
    EXIT_MINUTES,
    START_MINUTES,
    Aid,
    ClassPlan,
    Exit,
    Period,
    Question,
    Use,
    plan_of,
    projector_items,
    sources_lessons,
    step_uses,
)
from tutor.lessons.plan_pages import (  # noqa: E402
    guide_link,
    item_names,
    mistake_text,
    move_words,
    question_way,
    where_spots,
)
from tutor.lessons.runner import course  # noqa: E402
from tutor.lessons.widgets import seat_to_act  # noqa: E402
from tutor.worksheet import board_svg  # noqa: E402

T = Text
W = {
    "title": T("Teacher's guide: {game}", "教師手冊：{game}"),
    "intro": T(
        "A class plan, the common mistakes with pictures, and the answer key. Generated from "
        "the lessons themselves, so the answers are the ones the rules engine checks. The "
        "lessons are in `notebooks/en/{game}/` and `notebooks/zh-Hant/{game}/`; learners "
        "can switch language at any time. How to set up a class (JupyterLite, a JupyterHub, "
        "paper): [the classroom guide]({guide}).",
        "這份手冊有三部分：課堂計畫、附圖的常見錯誤，以及解答。內容由課程本身自動產生，"
        "所以答案就是規則引擎檢查的答案。課程在 `notebooks/zh-Hant/{game}/`（英文版在 "
        "`notebooks/en/{game}/`），學生隨時可以切換語言。怎麼開班上課（JupyterLite、"
        "JupyterHub、紙本）：見[教室使用指南]({guide})。"),
    "guide": T("../classroom.md", "../classroom.zh-Hant.md"),
    "total": T("{n} lessons, about {m} minutes in all.", "共 {n} 課，約 {m} 分鐘。"),
    "contents": T("Contents", "目錄"),
    "plan": T("Class plan", "課堂計畫"),
    "plan-total": T("{n} periods of {m} minutes.", "共 {n} 節，每節 {m} 分鐘。"),
    "tools": T("The buttons you will use", "上課會用到的按鈕"),
    "tools-text": T(
        "- **Present**: every board goes full screen with large text; use it for the "
        "projector.\n"
        "- **Hint**: three steps per task (a nudge, the pieces that matter highlighted, then "
        "the answer); hints are counted in the progress.\n"
        "- **Best moves** (on any board outside a task): the strong bot's three best moves, "
        "in words, with its chance to win.\n"
        "- **The plan's positions, one click away**: every position below (a discussion "
        "question, what the projector shows, a common mistake) has a link, **Open the "
        "position**, to its board on the period's page of boards, in this guide's language. "
        "Opened as an app (on the JupyterLite site, or with the lessons served as apps) the "
        "page shows no code; in JupyterLab, **Run > Run All Cells** brings its boards to "
        "life. On a JupyterHub with the classroom service, the class room's page of your "
        "class and game lists every period under **Class plan**, with a link to its page "
        "and to each of its boards: one click opens it on your own server, with no code.\n"
        "- **A class poll**: on a JupyterHub with the classroom service, first press "
        "**Allow my notebooks to send to the class** on the class room's page; then open "
        "the position, press **Present**, then **Send to the class**, and open "
        "**Projector view** beside it; pupils press **Class** on a board of the same game "
        "and each plays one move, drawn as arrows on the projector; **Reveal** shows the "
        "engine's verdicts and the strong bot's best moves. Without a hub: open the "
        "position, press **Present** and take a show of hands.\n"
        "- **Worksheets**: every lesson's worksheet is ready-made, to print: the link at "
        "the end of each lesson opens it (on the JupyterLite site too). On a JupyterHub "
        "with the classroom service, the class room's page of your class and game offers, "
        "under **Worksheets to print**, every lesson's worksheet and its answer key, ready "
        "to print with one click (**Print**); pupils cannot open the answer keys. Without "
        "the service, whoever set up the site has the answer keys for you (the classroom "
        "guide says where). For homework, or a class without a computer for every pupil.\n"
        "- **Progress**: on a JupyterHub with the classroom service, the class room's page "
        "shows every pupil's progress as it happens, and **Download CSV** saves it. Every "
        "result there is checked by the service (a task's moves played again, an answer "
        "checked by the engine); the time spent and the hints are what the pupil's notebook "
        "reports, and a result that did not check shows as not verified, never as stars. On "
        "the JupyterLite site, progress stays in each pupil's browser: pupils download "
        "their `tutor-progress.json` and hand it in (the classroom guide says how).",
        "- **「投影」**：每個圖板都能切換成全螢幕、大字，投影時使用。\n"
        "- **「提示」**：每個任務有三步提示（先給方向，再標出相關的棋子或卡片，最後給答案）；"
        "用過的提示會記在進度裡。\n"
        "- **「最佳著法」**（任務以外的圖板）：高手電腦列出它認為最好的三步，用文字說明勝算。"
        "\n"
        "- **課堂計畫的局面，點一下就打開**：下面的每個局面（討論問題、投影的圖板、常見錯誤）"
        "都有一個連結「打開這個局面」，會打開這一節的圖板頁面上的那個圖板，語言和這份手冊相同。"
        "以程式的樣子打開時（JupyterLite 網站，或以程式的樣子提供的課程），頁面上沒有程式碼；"
        "在 JupyterLab 裡，從選單「執行」選「執行所有儲存格」，圖板就會出現。在有教室服務的 "
        "JupyterHub 上，你的班級和遊戲的教室頁面在「課堂計畫」下列出每一節，附上這一節的圖板"
        "頁面和每個圖板的連結：點一下，就在你自己的伺服器上打開，看不到程式碼。\n"
        "- **全班投票**：在有教室服務的 JupyterHub 上，先在教室頁面按「允許我的筆記本傳給全班」；"
        "再打開局面，按「投影」，再按「傳給全班」，"
        "並打開旁邊的「投影畫面」；學生在同一個遊戲的圖板上按「全班」，每人走一步，投影畫面以"
        "箭頭畫出全班的選擇；按「公布」顯示規則引擎的判斷和高手電腦的最佳著法。沒有 JupyterHub "
        "時：打開局面，按「投影」，請全班舉手表決。\n"
        "- **學習單**：每一課的學習單都已做好，可以直接列印：每一課最後的連結會打開它"
        "（JupyterLite 網站上也有）。在有教室服務的 JupyterHub 上，你的班級和遊戲的教室頁面在"
        "「可以列印的學習單」下提供每一課的學習單和解答，點一下就能列印（按「列印」）；學生"
        "打不開解答。沒有教室服務時，解答請向架設網站的人索取（教室使用指南有說明放在哪裡）。"
        "可以當作業，或在沒有每人一台電腦的教室使用。\n"
        "- **進度**：在有教室服務的 JupyterHub 上，教室頁面即時顯示每位學生的進度，按「下載 CSV」"
        "就能存下來。頁面上每個結果都由服務檢查過（任務的著法重新走一遍，答案由規則引擎檢查）；"
        "花費的時間和提示次數是學生的筆記本回報的，沒有通過檢查的結果會標為「未經確認」，"
        "絕不算成星星。在 JupyterLite 網站上，進度留在每位學生的瀏覽器裡：請學生下載自己的 "
        "`tutor-progress.json` 再繳交（教室使用指南有說明）。"),
    "prepare": T("Before the first period", "課前準備"),
    "devices": T("Devices", "裝置"),
    "access": T("The site or the accounts", "網站或帳號"),
    "projector": T("Projector", "投影"),
    "printing": T("Printing", "列印"),
    "box": T("The real game", "實體遊戲"),
    "setup": T("Set-up checklist for one table ({source})",
               "每一桌的遊戲設置檢查表（出處：{source}）"),
    "grouping": T("Grouping", "分組"),
    "younger": T("For younger pupils (8-9 years old)", "低年級版（8–9 歲）"),
    "skip": T("Leave out", "可以略過"),
    "read-aloud": T("Read aloud", "唸給學生聽"),
    "pairs": T("In pairs", "兩人一組"),
    "teacher-only": T("For the teacher only", "只給老師"),
    "teacher-only-text": T(
        "The lessons on the sources and assumptions are for you, never for a pupil's step: "
        "they say where each rule comes from and which readings the tutor chose.",
        "資料來源與假設的課只給老師看，不排進學生的步驟：它們說明每條規則的出處，以及這套"
        "課程選擇了哪種讀法。"),
    "start": T("Start-up: sit down, open the site (or log in), open lesson {lesson}; the "
               "projector shows the period's title and its one idea.",
               "開始：坐好、打開網站（或登入）、打開第 {lesson} 課；"
               "投影畫面顯示這一節的標題和目標。"),
    "spare": T("Spare minutes: pupils who need more time finish; the others help a neighbour.",
               "預留時間：需要多一點時間的學生做完；其他人幫旁邊的同學。"),
    "exit-row": T("Exit question: {ask}", "出場券：{ask}"),
    "exit": T("Exit question", "出場券"),
    "exit-checked": T("The answer is checked with the rules engine on: {where}.",
                      "這個答案已經用規則引擎在這些局面核對過：{where}。"),
    "exit-text": T("Every pupil answers before leaving (on a slip, aloud, or with a show of "
                   "hands).", "每位學生離開教室前回答（寫在紙條上、說出來，或舉手）。"),
    "table-minutes": T("{m} minutes · the real game at the table", "{m} 分鐘 · 實體遊戲"),
    "period": T("Period {n}: {title}", "第 {n} 節：{title}"),
    "period-minutes": T("{m} minutes · lessons {lessons}", "{m} 分鐘 · 第 {lessons} 課"),
    "goal": T("Goal", "目標"),
    "when": T("Minutes", "時間"),
    "do": T("What the class does", "全班做什麼"),
    "uses": T("Uses", "用到"),
    "show": T("On the projector", "投影"),
    "span": T("{a}–{b}", "{a}–{b} 分"),
    "discuss": T("Discussion questions", "討論問題"),
    "position": T("The position: {where}.", "局面：{where}。"),
    "way-best": T("Open the position and press **Best moves**.",
                  "打開這個局面，按「最佳著法」。"),
    "way-poll": T("A class poll: on a hub, **Present** → **Send to the class**, pupils press "
                  "**Class**; else **Present** and a show of hands.",
                  "全班投票：在 JupyterHub 上按「投影」→「傳給全班」，學生按「全班」；"
                  "沒有的話按「投影」，請全班舉手。"),
    "way-hands": T("A show of hands: **Present**, and everyone answers (the game is over "
                   "here: no move to send to the class).",
                   "全班舉手：按「投影」，每個人回答（這一局已經結束，沒有可以傳給全班的一步）。"),
    "open": T("[Open the position]({link})", "[打開這個局面]({link})"),
    "open-named": T("Open: {links}", "打開：{links}"),
    "open-mistake": T("[Open the position]({link}) (period {n}'s page)",
                      "[打開這個局面]({link})（第 {n} 節的頁面）"),
    "look-for": T("Listen for:", "要聽到的答案："),
    "fast": T("Pupils who finish early", "學得快的學生"),
    "slow": T("Pupils who need more time", "需要多一點時間的學生"),
    "left-out": T("Not in a period", "沒有排進課堂的課"),
    "lesson-ref": T("lesson {n}", "第 {n} 課"),
    "lesson-name": T("Lesson {n}, *{title}*", "第 {n} 課〈{title}〉"),
    "whole": T("the reading and demonstrations", "閱讀和示範"),
    "list-sep": T(", ", "、"),
    "tasks": T("tasks {n}", "任務 {n}"),
    "tasks-1": T("task {n}", "任務 {n}"),
    "sheets": T("score sheets {n}", "計分表 {n}"),
    "sheets-1": T("score sheet {n}", "計分表 {n}"),
    "questions": T("quiz {n}", "小測驗第 {n} 題"),
    "questions-1": T("quiz {n}", "小測驗第 {n} 題"),
    "mistakes-part": T("Common mistakes, with pictures", "常見錯誤（附圖）"),
    "mistakes-intro": T(
        "Each picture is the task's position drawn by the rules engine, the wrong move marked "
        "on it.",
        "每張圖都是規則引擎畫出的任務局面，圖上標出錯誤的那一步。"),
    "wrong": T("{label}: {move}.", "{label}：{move}。"),
    "alt": T("{label}, the wrong move {move}", "{label}，錯誤的一步：{move}"),
    "answers-part": T("Answer key", "解答"),
    "minutes": T("About {m} minutes.", "約 {m} 分鐘。"),
    "objectives": T("Objectives", "學習目標"),
    "answers": T("Answers", "答案"),
    "solution": T("{label}: {goal} Solution: {solution}.", "{label}：{goal}解法：{solution}。"),
    "legal": T("{label}: {move}? **legal**.", "{label}：{move}？**合法**。"),
    "illegal": T("{label}: {move}? **illegal** (*{title}*).",
                 "{label}：{move}？**不合法**（「{title}」）。"),
    "count": T("{label}: {question} **{n}**", "{label}：{question}**{n}**"),
    "sheet": T("{label}: the engine's sheet: {totals}.", "{label}：規則引擎的計分表：{totals}。"),
    "explore": T("The explorer: open-ended, no answer.", "探索工具：開放式，沒有標準答案。"),
    "play": T("The game against bots: open-ended.", "與電腦對戰：開放式。"),
    "quiz": T("Quiz", "小測驗"),
    "recap": T("Recap", "重點回顧"),
}


def w(key: str, lang: str, **params: object) -> str:
    return W[key][lang].format(**params)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _cell(text: str) -> str:
    """A text inside a Markdown table cell."""
    return _one_line(text).replace("|", "\\|")


def game_of(name: str) -> Game:
    return importlib.import_module(f"tutor.games.{name}").GAME


def lesson_by_number(game: str, number: int) -> Lesson:
    return next(x for x in course(game) if x.number == number)


# -- the class plan ----------------------------------------------------------------------------


labels = item_names
"""How the guide names each part of a lesson (:func:`tutor.lessons.plan_pages.item_names`)."""


def use_text(game: str, use: Use, lang: str) -> str:
    """``Lesson 2, *The lesson*: Task 1, Task 2`` / 第 2 課〈一輪課程〉：任務 1、任務 2."""
    lesson = lesson_by_number(game, use.lesson)
    name = w("lesson-name", lang, n=lesson.number, title=lesson.title[lang])
    what = items_text(lesson, use.items, lang) if use.items else w("whole", lang)
    return f"{name}{'：' if lang == 'zh-Hant' else ': '}{what}"


def numbers_text(numbers: list[int], lang: str) -> str:
    """``[1, 2, 3, 5]`` as "1–3, 5" (「1–3、5」).

    >>> numbers_text([1, 2, 3, 5, 7, 8], "zh-Hant"), numbers_text([4], "en")
    ('1–3、5、7、8', '4')
    """
    runs: list[list[int]] = []
    for n in sorted(set(numbers)):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    parts = [f"{r[0]}–{r[-1]}" if len(r) > 2 else w("list-sep", lang).join(map(str, r))
             for r in runs]
    return w("list-sep", lang).join(parts)


def items_text(lesson: Lesson, ids: tuple[str, ...], lang: str) -> str:
    """The parts of a lesson a step uses, grouped: "Tasks 1–4; Questions 1, 3" /
    「任務 1–4；第 1、3 題」; demonstrations, explorers and games by kind."""
    tasks = {t.id: i for i, t in enumerate(lesson.tasks(), 1)}
    sheets = {s.id: i for i, s in enumerate(lesson.sheets(), 1)}
    quiz = {q.id: i for i, q in enumerate(lesson.quiz_items(), 1)}
    names = labels(lesson, lang)
    parts: list[str] = []
    for found, key in ((tasks, "tasks"), (sheets, "sheets"), (quiz, "questions")):
        numbers = [found[id] for id in ids if id in found]
        if numbers:
            one = "-1" if len(set(numbers)) == 1 else ""
            parts.append(w(key + one, lang, n=numbers_text(numbers, lang)))
    for id in ids:
        if id not in tasks and id not in sheets and id not in quiz and names[id] not in parts:
            parts.append(names[id])
    return ("；" if lang == "zh-Hant" else "; ").join(parts)


def where(game: str, question: Question, lang: str) -> str:
    lesson = lesson_by_number(game, question.lesson)
    return (w("lesson-name", lang, n=lesson.number, title=lesson.title[lang])
            + ("，" if lang == "zh-Hant" else ", ") + labels(lesson, lang)[question.item])


def _colon(lang: str) -> str:
    return "：" if lang == "zh-Hant" else ": "


def period_section(game: str, n: int, period: Period, lang: str) -> list[str]:
    lessons = w("list-sep", lang).join(str(x) for x in period.lessons())
    head = (w("table-minutes", lang, m=period.minutes) if period.table
            else w("period-minutes", lang, m=period.minutes, lessons=lessons))
    lines = [f"### {w('period', lang, n=n, title=period.title[lang])}", "", f"*{head}*", "",
             f"**{w('goal', lang)}**{_colon(lang)}{_one_line(period.goal[lang])}", "",
             f"| {w('when', lang)} | {w('do', lang)} | {w('uses', lang)} | {w('show', lang)} |",
             "|---|---|---|---|"]
    first = period.lessons()[0] if period.lessons() else ""
    start = period.start[lang] if period.start else w("start", lang, lesson=first)
    lines.append(f"| {w('span', lang, a=0, b=START_MINUTES)} | {_cell(start)} | | |")
    at = START_MINUTES
    for s, step in enumerate(period.steps, 1):
        span = w("span", lang, a=at, b=at + step.minutes)
        at += step.minutes
        sep = "；" if lang == "zh-Hant" else "; "
        use = sep.join(use_text(game, u, lang) for u in step_uses(period, step))
        show = step.show[lang] if step.show else ""
        shown = projector_items(game, step)
        if shown:
            assert step.use is not None
            names = labels(lesson_by_number(game, step.use.lesson), lang)
            links = w("list-sep", lang).join(
                f"[{names[id]}]({guide_link(game, n, lang, f'projector-{s}-{id}')})"
                for id in shown)
            sp = "" if lang == "zh-Hant" else " "
            show = f"{show}{sp}{w('open-named', lang, links=links)}"
        lines.append(f"| {span} | {_cell(step.do[lang])} | {_cell(use)} | {_cell(show)} |")
    end = period.minutes - EXIT_MINUTES
    if at < end:
        lines.append(f"| {w('span', lang, a=at, b=end)} | {_cell(w('spare', lang))} | | |")
    if period.exit is not None:
        ask = w("exit-row", lang, ask=_one_line(period.exit.ask[lang]))
        lines.append(f"| {w('span', lang, a=end, b=period.minutes)} | {_cell(ask)} | | |")
    if period.questions:
        lines += ["", f"**{w('discuss', lang)}**", ""]
    for i, q in enumerate(period.questions, 1):
        sp = "" if lang == "zh-Hant" else " "
        lines += [f"{i}. {_one_line(q.ask[lang])}",
                  f"   - {w('position', lang, where=where(game, q, lang))}{sp}"
                  f"{w('way-' + question_way(game, q), lang)}",
                  f"   - {w('open', lang, link=guide_link(game, n, lang, f'question-{i}'))}",
                  f"   - {w('look-for', lang)}{sp}{_one_line(q.look_for[lang])}"]
    if period.exit is not None:
        sp = "" if lang == "zh-Hant" else " "
        lines += ["", f"**{w('exit', lang)}**{_colon(lang)}{w('exit-text', lang)}", "",
                  f"- {_one_line(period.exit.ask[lang])}",
                  f"- {w('look-for', lang)}{sp}{_one_line(period.exit.look_for[lang])}"]
        if period.exit.evidence:
            sep = "；" if lang == "zh-Hant" else "; "
            where_ = sep.join(use_text(game, u, lang) for u in evidence_uses(period.exit))
            lines.append(f"- {w('exit-checked', lang, where=where_)}")
    for key, aids in (("fast", period.fast), ("slow", period.slow)):
        lines += ["", f"**{w(key, lang)}**", ""]
        lines += [f"- {aid_text(game, aid, lang)}" for aid in aids]
    lines.append("")
    return lines


def evidence_uses(exit: Exit) -> list[Use]:
    """The lesson parts an exit question's evidence uses, lesson by lesson, each once."""
    merged: dict[int, list[str]] = {}
    for ev in exit.evidence:
        items = merged.setdefault(ev.lesson, [])
        if ev.item not in items:
            items.append(ev.item)
    return [Use(lesson, tuple(items)) for lesson, items in merged.items()]


def aid_text(game: str, aid: Aid, lang: str) -> str:
    """An aid's text, and the lesson parts it uses in brackets."""
    if aid.use is None:
        return _one_line(aid.text[lang])
    ref = use_text(game, aid.use, lang)
    return _one_line(aid.text[lang]) + (f"（{ref}）" if lang == "zh-Hant" else f" ({ref})")


def skip_text(game: str, aid: Aid, lang: str) -> str:
    """What younger pupils leave out: the text, then the lesson (a whole one by its name,
    else the parts named)."""
    if aid.use is None or aid.use.items:
        return aid_text(game, aid, lang)
    lesson = lesson_by_number(game, aid.use.lesson)
    ref = w("lesson-name", lang, n=lesson.number, title=lesson.title[lang])
    return _one_line(aid.text[lang]) + (f"（{ref}）" if lang == "zh-Hant" else f" ({ref})")


def prepare_section(plan: ClassPlan, lang: str) -> list[str]:
    """課前準備, the grouping advice and the version for younger pupils."""
    lines: list[str] = []
    c = _colon(lang)
    if plan.prepare is not None:
        p = plan.prepare
        lines += [f"### {w('prepare', lang)}", ""]
        for key in ("devices", "access", "projector", "printing", "box"):
            lines.append(f"- **{w(key, lang)}**{c}{_one_line(getattr(p, key)[lang])}")
        lines += ["", f"**{w('setup', lang, source=f'`{p.source}`')}**", ""]
        lines += [f"- [ ] {_one_line(item[lang])}" for item in p.setup]
        lines.append("")
    if plan.grouping is not None:
        lines += [f"### {w('grouping', lang)}", "", _one_line(plan.grouping[lang]), ""]
    if plan.younger is not None:
        y = plan.younger
        lines += [f"### {w('younger', lang)}", "", f"**{w('skip', lang)}**", ""]
        lines += [f"- {skip_text(plan.game, aid, lang)}" for aid in y.skip]
        lines += ["", f"**{w('read-aloud', lang)}**{c}{_one_line(y.read_aloud[lang])}", "",
                  f"**{w('pairs', lang)}**{c}{_one_line(y.pairs[lang])}", ""]
    return lines


def plan_section(game: str, plan: ClassPlan, lang: str) -> list[str]:
    minutes = plan.periods[0].minutes if plan.periods else 40
    lines = [f"## {w('plan', lang)}", "", w("plan-total", lang, n=len(plan.periods), m=minutes),
             ""]
    if plan.intro:
        lines += [_one_line(plan.intro[lang]), ""]
    lines += prepare_section(plan, lang)
    lines += [f"### {w('tools', lang)}", "", W["tools-text"][lang].format(game=game), ""]
    for n, period in enumerate(plan.periods, 1):
        lines += period_section(game, n, period, lang)
    teacher = sources_lessons(game)
    others = {n: why for n, why in plan.left_out.items() if n not in teacher}
    if others:
        lines += [f"### {w('left-out', lang)}", ""]
        for number, why in sorted(others.items()):
            lesson = lesson_by_number(game, number)
            lines.append(f"- {w('lesson-name', lang, n=number, title=lesson.title[lang])}"
                         f"{_colon(lang)}{_one_line(why[lang])}")
        lines.append("")
    if teacher:
        lines += [f"### {w('teacher-only', lang)}", "", w("teacher-only-text", lang), ""]
        for number in sorted(teacher):
            lesson = lesson_by_number(game, number)
            why = plan.left_out.get(number)
            lines.append(f"- {w('lesson-name', lang, n=number, title=lesson.title[lang])}"
                         + (f"{_colon(lang)}{_one_line(why[lang])}" if why else ""))
        lines.append("")
    return lines


# -- common mistakes with pictures -------------------------------------------------------------


class Picture(NamedTuple):
    """A task's wrong move drawn: the state shown, the mark on it (a notation, or None) and
    the file it goes to (relative to ``docs/teaching``)."""

    state: State
    seat: int | None
    mark: str | None
    path: str


def wrong_picture(game: str, lesson: Lesson, task: Task, lang: str) -> Picture:
    """The picture of ``task``'s typical wrong move: its start position, as the learner's
    seat sees it, with the move marked (every renderer draws ``mark=``, legal or not)."""
    start = task.position.state(game_of(game))
    assert task.wrong is not None
    path = f"img/{game}/{lang}/{lesson.stem[:2]}-{task.id}.svg"
    return Picture(start, _seat_of(task.viewer, start), task.wrong, path)


def pictures(game: str, lang: str) -> dict[str, str]:
    """Every wrong-move picture of ``game`` in ``lang``: its path (relative to
    ``docs/teaching``) -> its SVG."""
    out = {}
    for lesson in course(game):
        for task in lesson.tasks():
            if task.wrong:
                p = wrong_picture(game, lesson, task, lang)
                out[p.path] = board_svg(p.state, p.seat, lang, mark=p.mark) + "\n"
    return out


def mistakes_section(game: str, lesson: Lesson, lang: str) -> list[str]:
    g = game_of(game)
    tasks = [t for t in lesson.tasks() if t.wrong]
    if not tasks and not lesson.mistakes:
        return []
    lines = [f"### {lesson.number}. {lesson.title[lang]}", ""]
    lines += [f"- {_one_line(m[lang])}" for m in lesson.mistakes]
    names = labels(lesson, lang)
    pages = where_spots(game)
    for task in tasks:
        assert task.wrong is not None
        start = task.position.state(g)
        move = move_words(start, task.wrong, _seat_of(task.viewer, start), lang)
        label = names[task.id]
        text = mistake_text(game, lesson, task, lang)
        p = wrong_picture(game, lesson, task, lang)
        alt = w("alt", lang, label=label, move=move).replace('"', "'")
        lines += ["", f"- {text}", "",
                  f'  <img src="{p.path}" alt="{alt}" width="480">']
        found = pages.get(("mistake", lesson.number, task.id))
        if found is not None:
            n, spot = found
            lines += ["", "  " + w("open-mistake", lang, n=n,
                                   link=guide_link(game, n, lang, spot.key))]
    lines.append("")
    return lines


# -- the answer key ------------------------------------------------------------------------------


def lesson_section(lesson: Lesson, lang: str) -> list[str]:
    game = game_of(lesson.game)
    names = labels(lesson, lang)
    lines = [f"### {lesson.number}. {lesson.title[lang]}", "",
             f"*{w('minutes', lang, m=lesson.minutes)}*", "", f"**{w('objectives', lang)}**", ""]
    lines += [f"- {o[lang]}" for o in lesson.objectives]
    lines += ["", f"**{w('answers', lang)}**", ""]
    for step in lesson.steps:
        if isinstance(step, Task):
            start = step.position.state(game)
            goal = _one_line(step.goal[lang])
            goal = goal if lang == "zh-Hant" else goal + " "
            lines.append("- " + w("solution", lang, label=names[step.id], goal=goal,
                                  solution=step.solution_text(start, lang)))
        elif isinstance(step, FillSheet):
            sheet = step.position.state(game).scores()
            totals = w("list-sep", lang).join(
                f"{name} {t:g}" for name, t in zip(sheet.names(lang), sheet.totals, strict=True))
            lines.append("- " + w("sheet", lang, label=names[step.id], totals=totals))
        elif isinstance(step, Explore):
            lines.append(f"- {w('explore', lang)}")
        elif isinstance(step, PlayBots):
            lines.append(f"- {w('play', lang)}")
    items = lesson.quiz_items()
    if items:
        lines += ["", f"**{w('quiz', lang)}**", ""]
        lines += [f"- {quiz_answer(item, names[item.id], game, lang)}" for item in items]
    lines += ["", f"**{w('recap', lang)}**{'：' if lang == 'zh-Hant' else ': '}"
                  f"{_one_line(lesson.recap[lang])}", ""]
    return lines


def quiz_answer(item, label: str, game: Game, lang: str) -> str:
    if isinstance(item, LegalOrNot):
        state = item.position.state(game)
        move = move_words(state, item.action, seat_to_act(state), lang)
        verdict = state.check(item.action)
        if verdict:
            return w("legal", lang, label=label, move=move)
        rule = game.rules[verdict.rule].title[lang] if verdict.rule in game.rules else (
            verdict.in_lang(lang))
        return w("illegal", lang, label=label, move=move, title=rule)
    if isinstance(item, HowMany):
        n = item.count(item.position.state(game))
        return w("count", lang, label=label, question=_question(item.question[lang], lang),
                 n=f"{n:g}")
    assert isinstance(item, Choose)
    state = item.position.state(game) if item.position is not None else None
    answer = item.answer(state) if callable(item.answer) else item.answer
    return w("count", lang, label=label, question=_question(item.question[lang], lang),
             n=item.choices[answer][lang])


def _question(text: str, lang: str) -> str:
    return _one_line(text) + ("" if lang == "zh-Hant" else " ")


# -- the whole guide -----------------------------------------------------------------------------


def guide(game: str, lang: str) -> str:
    lessons = course(game)
    plan = plan_of(game)
    title = game_title(game)[lang]
    lines = [f"# {w('title', lang, game=title)}", "",
             w("intro", lang, game=game, guide=w("guide", lang)), "",
             w("total", lang, n=len(lessons), m=sum(x.minutes for x in lessons)), ""]
    if plan is not None:
        lines += plan_section(game, plan, lang)
    lines += [f"## {w('mistakes-part', lang)}", "", w("mistakes-intro", lang), ""]
    for lesson in lessons:
        lines += mistakes_section(game, lesson, lang)
    lines += [f"## {w('answers-part', lang)}", ""]
    for lesson in lessons:
        lines += lesson_section(lesson, lang)
    return "\n".join(lines).rstrip() + "\n"


FOLDER = ROOT / "docs" / "teaching"


def paths(game: str) -> dict[str, Path]:
    return {"en": FOLDER / f"{game}.md", "zh-Hant": FOLDER / f"{game}.zh-Hant.md"}


def outputs(game: str) -> dict[Path, str]:
    """Every file of ``game``'s guides: the two Markdown files and their pictures."""
    out: dict[Path, str] = {}
    for lang, path in paths(game).items():
        out[path] = guide(game, lang)
        out |= {FOLDER / rel: svg for rel, svg in pictures(game, lang).items()}
    return out


def main(argv: list[str] | None = None) -> int:
    import tutor

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="fail if a guide or picture is stale, missing or left over")
    parser.add_argument("games", nargs="*", metavar="GAME", help="only these games")
    args = parser.parse_args(argv)
    stale = []
    for game in args.games or tutor.games():
        try:
            course(game)
        except ValueError:
            continue
        files = outputs(game)
        folder = FOLDER / "img" / game
        extra = [p for p in folder.rglob("*.svg") if p not in files] if folder.is_dir() else []
        for path in extra:
            if args.check:
                stale.append(f"{path.relative_to(ROOT)} (left over)")
            else:
                path.unlink()
                print(f"removed {path.relative_to(ROOT)}")
        for path, text in files.items():
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
