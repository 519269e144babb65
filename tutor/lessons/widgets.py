"""The lesson widgets besides the board: quiz, score sheet, explorer, games against bots,
progress. Made of ipywidgets (they run in JupyterLab, Notebook 7, Voilà and JupyterLite);
their text form (what nbval compares) is short and never depends on the learner's
progress, and each has a Python method for what its buttons do, which the test harness
uses.
"""

from __future__ import annotations

import html
import random
import statistics
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ..core.bots import BOT_LEVELS, make_bot, play_game
from ..core.charts import bars, histograms
from ..core.errors import BadSave
from ..core.game import State
from ..core.lang import Text, check_lang
from ..core.match import Match
from ..core.rules import code_html, source_label
from ..core.svg import still
from ..widget import GameWidget
from .model import (
    Choose,
    Explore,
    FillSheet,
    HowMany,
    LegalOrNot,
    Lesson,
    PlayBots,
    QuizItem,
    T,
    quiz_answer,
)
from .progress import Attempt, Progress

if TYPE_CHECKING:
    from .runner import LessonRun

WORDS = {
    "legal": T("legal", "合法"),
    "illegal": T("illegal", "不合法"),
    "check": T("Check", "檢查"),
    "right": T("Right.", "答對了。"),
    "wrong": T("Not quite.", "不太對。"),
    "once-more": T("Try once more.", "再試一次。"),
    "look-again": T("Read the rule “{title}” again: {text}", "再讀一次規則「{title}」：{text}"),
    "look-picture": T("Look at the picture once more.", "再仔細看一次圖。"),
    "too-many": T("{given} is too many.", "{given} 太多了。"),
    "too-few": T("{given} is too few.", "{given} 太少了。"),
    "shown": T("Still not right. Here is the answer.", "還是不對。答案在這裡。"),
    "engine-legal": T("The rules engine says: legal.", "規則引擎說：合法。"),
    "engine-illegal": T("The rules engine says: illegal. {reason}",
                        "規則引擎說：不合法。{reason}"),
    "engine-count": T("The rules engine counts {n}.", "規則引擎算出來是 {n}。"),
    "engine-choice": T("The answer is: {choice}.", "答案是：{choice}。"),
    "rule": T("Rule {id} · {title}: {text}", "規則 {id} · {title}：{text}"),
    "sources": T("Sources", "出處"),
    "quiz": T("Quiz", "小測驗"),
    "question": T("Question {n}", "第 {n} 題"),
    "deeper-question": T("Going further, question {n}", "進階第 {n} 題"),
    "sheet-ok": T("Every line is right: that is the engine's score sheet.",
                  "每一行都對：和規則引擎的計分表一樣。"),
    "sheet-empty": T("Fill in the sheet first, then press Check.",
                     "請先填寫計分表，再按「檢查」。"),
    "sheet-wrong": T("{n} line(s) are not right yet, marked in red: count them again.",
                     "有 {n} 格還不對，已用紅框標出：再算一次。"),
    "sheet-line": T("{who}, {what}: you wrote {given}. {why}",
                    "{who}的「{what}」：你寫 {given}。{why}"),
    "sheet-missing": T("{who}, {what}: not filled in yet.", "{who}的「{what}」：還沒填。"),
    "show-answers": T("Show the answers", "顯示答案"),
    "answers": T("The engine's score sheet:", "規則引擎的計分表："),
    "you-wrote": T("(you wrote {given})", "（你寫 {given}）"),
    "total": T("total", "總分"),
    "position": T("Position", "局面"),
    "move-a": T("Move A", "走法 A"),
    "move-b": T("Move B", "走法 B"),
    "bot": T("Bots for the rest of the game", "之後由電腦代打"),
    "games": T("Games", "局數"),
    "predict": T("Which move ends better for the player who makes it?",
                 "哪一步最後對走的人比較有利？"),
    "about-same": T("about the same", "差不多"),
    "reveal": T("Reveal", "揭曉"),
    "code": T("or a position code", "或貼上局面代碼"),
    "bad-code": T("That code cannot be read: {why}", "這個代碼無法讀取：{why}"),
    "predict-first": T("Predict first: choose A, B or about the same.",
                       "先預測：選 A、B 或差不多。"),
    "same-move": T("Choose two different moves.", "請選兩個不同的走法。"),
    "result": T("After A the mover's margin averages {a}; after B, {b}. ",
                "走 A 之後，走的人平均領先 {a} 分；走 B 之後，{b} 分。"),
    "you-right": T("Your prediction was right.", "你的預測對了。"),
    "you-wrong": T("Your prediction was not right: the numbers show why.",
                   "你的預測不對：看看數字就知道為什麼。"),
    "margin": T("final margin of the mover (own total minus the best other)",
                "走的人最後的領先分數（自己的總分減去最高的對手）"),
    "categories": T("mean points by category, for the mover", "走的人各項目的平均得分"),
    "level": T("Bot level", "電腦強度"),
    "players": T("Players", "玩家人數"),
    "new-game": T("New game", "新的一局"),
    "progress": T("Stars: {stars} of {most}. Mastered {done} of {total}, {left} left "
                  "(answer seen: {seen}).",
                  "星星：{stars}/{most}。已學會 {done}/{total}，還剩 {left}（看過答案：{seen}）。"),
    "task-n": T("Task {n}", "任務 {n}"),
    "sheet-n": T("Score sheet {n}", "計分表 {n}"),
    "stars-of": T("{n} of 3 stars", "得到 {n} 顆星（最多 3 顆）"),
    "course": T("Your course: {game}", "你的課程：{game}"),
    "course-total": T("Stars: {stars} of {most} · mastered {done} of {total} · left {left}",
                      "星星：{stars}/{most} · 已學會 {done}/{total} · 還剩 {left}"),
    "course-core": T("Core", "基本"),
    "course-deeper": T("Going further", "進階"),
    "course-no-deeper": T("none", "沒有"),
    "course-start": T("Follow the core of each lesson first; the going-further parts can "
                      "wait.",
                      "先照順序學完每一課的基本部分；進階部分可以之後再做。"),
    "progress-deeper": T("Going further: stars {stars} of {most}.",
                         "進階：星星 {stars}/{most}。"),
    "course-left": T("{n} left", "還剩 {n}"),
    "course-seen": T("answer seen {n}", "看過答案 {n}"),
    "course-done": T("all mastered", "全部學會"),
    "course-none": T("nothing to grade", "沒有要評分的項目"),
    "stars-legend": T("★★★ first try, no hint · ★★☆ with retries or a hint · ★☆☆ answer "
                      "shown · ☆☆☆ not yet",
                      "★★★ 一次就對、沒用提示 · ★★☆ 試了幾次或用了提示 · ★☆☆ 看過答案 · "
                      "☆☆☆ 還沒做"),
    "cited": T("{source}: cited by {n} rules", "{source}：{n} 條規則引用"),
    "rules-count": T("{n} rules in all, {a} of them assumptions.",
                     "共 {n} 條規則，其中 {a} 條是假設。"),
    "assumptions": T("Assumptions: where the sources are silent or disagree",
                     "假設：來源沒有說明或互相矛盾之處"),
    "options": T("Options of a new game, with their defaults", "開新局時的選項與預設值"),
    "all-rules": T("Every rule", "全部規則"),
    "option": T("option", "選項"),
}


def word(key: str, lang: str, **params: Any) -> str:
    return WORDS[key][lang].format(**params)


_md_code = code_html
"""Markdown-ish `code` spans as HTML <code>, the rest escaped."""


PICTURE_CSS = ("<style>.tutor-quiz-board{max-width:34rem;margin:0.4rem 0}"
               ".tutor-quiz-board svg{width:100%;height:auto;display:block;"
               "pointer-events:none}"
               ".tutor-quiz-board .legal .ring{display:none}"
               ".tutor-quiz-board.no-score .score-sheet{visibility:hidden}</style>")
"""A still picture gives no answer away: no hover texts (they name the rule that refuses a
move), no rings on the legal moves, and for a score sheet to fill in, the board's own score
sheet (every game's board draws it as a group of class ``score-sheet``) is hidden."""


def _picture(state: State, lang: str, score: bool = True, mark: str | None = None,
             markers: tuple[str, ...] = ()) -> str:
    """A still board, scaled to at most 34rem wide (a quiz question's position), drawn as
    the player to act sees it (hidden cards stay hidden); without ``score``, the board's
    score sheet is hidden. ``mark`` is a move (notation) the question is about: the game's
    renderer draws it on the board (class ``mark``), the same way whether it is legal or
    not, so the picture shows the move without telling the answer. ``markers`` are the
    places the question names by number (①②③), drawn on the picture."""
    from .runner import annotations

    extra: dict[str, Any] = {"mark": mark} if mark is not None else {}
    extra |= annotations(markers, {}, lang)
    svg = still(str(state.render(viewer=seat_to_act(state), lang=lang, **extra)))
    classes = "tutor-quiz-board" if score else "tutor-quiz-board no-score"
    return f"{PICTURE_CSS}<div class='{classes}'>{svg}</div>"


def seat_to_act(state: State) -> int | None:
    """The seat whose view a still picture shows: the player to act, or nobody's (the whole
    board) at a chance node or the end."""
    seat = state.current_player()
    return seat if seat >= 0 else None


def _rule_lines(run: LessonRun, ids: tuple[str, ...] | list[str]) -> str:
    rules = run.game.rules
    lines = []
    for rid in ids:
        if rid in rules:
            r = rules[rid]
            lines.append(word("rule", run.lang, id=rid, title=r.title[run.lang],
                              text=r.text[run.lang]))
    return "<br>".join(_md_code(line) for line in lines)


def sources_fold(body: str, lang: str) -> str:
    """HTML for a closed fold 「出處」/"Sources" holding ``body`` (HTML), as the notebooks
    fold a paragraph's sources; "" when there is nothing to fold.

    >>> sources_fold("seed", "zh-Hant")
    "<details class='tutor-sources'><summary>出處</summary><small>seed</small></details>"
    """
    if not body:
        return ""
    return (f"<details class='tutor-sources'><summary>{html.escape(word('sources', lang))}"
            f"</summary><small>{body}</small></details>")


def _md(text: Text | None, lang: str) -> str:
    """A content text (markdown with `code` spans) as HTML, "" for None."""
    return "" if text is None else _md_code(text[lang])


# -- sources and assumptions -------------------------------------------------------------------


def sources_html(run: LessonRun, spec: Any) -> str:
    """The registry's sources, assumptions, options and rules as HTML in the run's language."""
    lang, rules, game = run.lang, run.game.rules, run.game
    e = html.escape
    parts = ["<ul>"]
    for source, n in rules.cited_sources().items():
        label = source_label(source, lang)
        parts.append(f"<li>{e(word('cited', lang, source=label, n=n))}</li>")
    parts.append("</ul>")
    parts.append(f"<p>{e(word('rules-count', lang, n=len(rules), a=len(rules.assumptions())))}</p>")
    parts.append(f"<h3>{e(word('assumptions', lang))}</h3>")
    for r in rules.assumptions():  # blocks, not a <dl>: notebook styles squeeze <dt> columns
        option = f" ({e(word('option', lang))}: <code>{e(r.option)}</code>)" if r.option else ""
        parts.append(f"<div style='margin:0 0 0.8rem 0'><b>{e(r.title[lang])}</b> · "
                     f"<code>{e(r.id)}</code>{option}<br>{_md_code(r.text[lang])}<br>"
                     f"<small>{_md_code(r.note_in(lang))}</small></div>")
    parts.append(f"<h3>{_md_code(word('options', lang))}</h3><ul>")
    for o in game.options:
        parts.append(f"<li><code>{e(o.name)}={e(repr(o.default))}</code>: "
                     f"{_md_code(o.description[lang])}</li>")
    parts.append("</ul>")
    if spec.all_rules:
        parts.append(f"<h3>{e(word('all-rules', lang))}</h3>")
        parts.append(rules.table(lang=lang)._repr_html_())
    return "".join(parts)


# -- progress --------------------------------------------------------------------------------


def stars_html(n: int, lang: str) -> str:
    """``n`` of 3 stars as glyphs, with the count in words for screen readers."""
    label = html.escape(word("stars-of", lang, n=n))
    return (f"<span role='img' aria-label='{label}' title='{label}' "
            f"style='color:#b54708;letter-spacing:0.05em'>{'★' * n}{'☆' * (3 - n)}</span>")


def item_labels(lesson: Lesson, lang: str) -> dict[str, str]:
    """How the learner meets each graded item: "Task 2" (as the notebook numbers its
    tasks), "Score sheet 1", "Question 3" (as the quiz numbers them)."""
    out = {t.id: word("task-n", lang, n=i) for i, t in enumerate(lesson.tasks(), 1)}
    out |= {s.id: word("sheet-n", lang, n=i) for i, s in enumerate(lesson.sheets(), 1)}
    out |= {q.id: word("question", lang, n=i)
            for i, q in enumerate(lesson.quiz_items("core"), 1)}
    out |= {q.id: word("deeper-question", lang, n=i)
            for i, q in enumerate(lesson.quiz_items("deeper"), 1)}
    return out


def tally(progress: Progress, lesson: Lesson, part: str | None = None) -> dict[str, int]:
    """A lesson's stars and counts (of its ``part``, "core" or "deeper", or of both: None):
    ``stars`` of ``most``; of the ``total`` graded items, ``done`` (mastered) and ``left``
    (not mastered yet), among which ``seen`` (the answer was shown)."""
    stars = progress.stars(lesson.key, lesson.graded(part))
    done = sum(1 for n in stars if n >= 2)
    return {"stars": sum(stars), "most": 3 * len(stars), "total": len(stars), "done": done,
            "left": len(stars) - done, "seen": stars.count(1)}


def progress_line(progress: Progress, lesson: Lesson, lang: str) -> str:
    """A lesson's progress line as the learner reads it: the core's stars and counts, then
    the going-further part's stars when the lesson has one (plain text)."""
    text = word("progress", lang, **tally(progress, lesson, "core"))
    deeper = tally(progress, lesson, "deeper")
    if deeper["total"]:
        text += " " + word("progress-deeper", lang, **deeper)
    return text


class ProgressView(w.HTML):
    """The learner's stars in this lesson, item by item; it follows every task, score
    sheet and quiz answer."""

    def __init__(self, run: LessonRun) -> None:
        super().__init__()
        self.run = run
        self.refresh()

    def refresh(self) -> None:
        run, lang = self.run, self.run.lang
        counts = tally(run.progress_store, run.lesson, "core")
        share = 100 * counts["stars"] / counts["most"] if counts["most"] else 100
        text = html.escape(progress_line(run.progress_store, run.lesson, lang))
        labels = item_labels(run.lesson, lang)
        items = " · ".join(
            f"<span style='white-space:nowrap'>{html.escape(labels[i])} {stars_html(n, lang)}"
            f"</span>"
            for i, n in zip(run.lesson.graded(), run.progress_store.stars(
                run.lesson.key, run.lesson.graded()), strict=True))
        self.value = (
            f"<div class='tutor-progress' style='font-size:1.05rem'>{text}"
            f"<div style='background:#e4e7eb;border-radius:4px;height:10px;max-width:28rem'>"
            f"<div style='background:#05603a;height:10px;border-radius:4px;width:{share:.0f}%'>"
            f"</div></div><div style='font-size:0.95rem;margin-top:0.3rem'>{items}</div>"
            f"<small>{html.escape(word('stars-legend', lang))}</small></div>")

    def __repr__(self) -> str:
        return f"<Progress {self.run.lesson.key}>"


class CourseMap(w.HTML):
    """A game's whole course: each lesson with its stars and what is left, in the
    learner's language; lesson titles link to the lesson notebooks beside it (``links``).
    """

    def __init__(self, game: str, lang: str, progress: Progress, links: bool = True) -> None:
        super().__init__()
        self.game, self.lang, self.progress, self.links = game, lang, progress, links
        self.refresh()

    def refresh(self) -> None:
        from .runner import course

        lang, e = self.lang, html.escape
        lessons = course(self.game)
        rows, whole = [], dict.fromkeys(("stars", "most", "total", "done", "seen", "left"), 0)
        further = dict(whole)
        for lesson in lessons:
            counts = tally(self.progress, lesson, "core")
            deeper = tally(self.progress, lesson, "deeper")
            for k in whole:
                whole[k] += counts[k]
                further[k] += deeper[k]
            title = e(f"{lesson.number}. {lesson.title[lang]}")
            if self.links:
                title = f"<a href='{e(lesson.stem)}.ipynb'>{title}</a>"
            if not counts["total"]:
                state = word("course-none", lang)
            elif counts["done"] == counts["total"]:
                state = word("course-done", lang)
            else:
                state = " · ".join(
                    [word("course-left", lang, n=counts["left"])]
                    + ([word("course-seen", lang, n=counts["seen"])] if counts["seen"] else []))
            more = (f"{deeper['stars']}/{deeper['most']}" if deeper["total"]
                    else e(word("course-no-deeper", lang)))
            rows.append(f"<tr><td>{title}</td><td style='text-align:right;white-space:nowrap'>"
                        f"<span style='color:#b54708' aria-hidden='true'>★</span> "
                        f"{counts['stars']}/{counts['most']}</td><td>{e(state)}</td>"
                        f"<td style='text-align:right;white-space:nowrap'>{more}</td></tr>")
        head = e(word("course", lang, game=_game_title(self.game, lang)))
        total = e(word("course-total", lang, **whole))
        if further["total"]:
            total += " " + e(word("progress-deeper", lang, **further))
        columns = (f"<tr><th></th><th>{e(word('course-core', lang))}</th><th></th>"
                   f"<th>{e(word('course-deeper', lang))}</th></tr>")
        self.value = (f"<div class='tutor-course'><h3>{head}</h3><p>{total}</p>"
                      f"<p>{e(word('course-start', lang))}</p>"
                      f"<table>{columns}{''.join(rows)}</table>"
                      f"<small>{e(word('stars-legend', lang))}</small></div>")

    def __repr__(self) -> str:
        return f"<Course map {self.game} ({self.lang})>"


def _game_title(game: str, lang: str) -> str:
    import importlib

    return importlib.import_module(f"tutor.games.{game}").GAME.title[lang]


def course_map(game: str, lang: str | None = None, progress: Progress | None = None,
               links: bool = True) -> CourseMap:
    """The course map of ``game``: each lesson's stars and what is left, in ``lang`` (None:
    the chosen language), from the learner's progress file.

    Raises:
        ValueError: no such game (or one without lessons), or language.
    """
    from .runner import course

    course(game)
    return CourseMap(game, check_lang(lang), progress or Progress(), links)


# -- quiz ------------------------------------------------------------------------------------


class QuizItemBox(w.VBox):
    """One question: the question (and its position), the answer controls, Check, and the
    feedback. A wrong answer gets why it is wrong and one more try; a second wrong answer
    shows the answer, and the question counts as seen, not mastered (progress)."""

    def __init__(self, run: LessonRun, item: QuizItem, n: int) -> None:
        self.run, self.item = run, item
        lang = run.lang
        self.state = item.position.state(run.game) if item.position is not None else None
        self.attempt = Attempt()
        question = self._question()
        mark = item.action if isinstance(item, LegalOrNot) else item.mark
        picture = (_picture(self.state, lang, mark=mark, markers=item.markers)
                   if self.state is not None and item.picture else "")
        head = w.HTML(f"<b>{html.escape(word('question', lang, n=n))}</b> "
                      f"{_md_code(question)}{picture}")
        if isinstance(item, LegalOrNot):
            self.control: Any = w.ToggleButtons(
                options=[(word("legal", lang), True), (word("illegal", lang), False)], value=None)
        elif isinstance(item, HowMany):
            self.control = NumberBox()
        else:
            self.control = w.RadioButtons(
                options=[(c[lang], i) for i, c in enumerate(item.choices)], value=None)
        self.button = w.Button(description=word("check", lang))
        self.button.on_click(lambda _b: self.check(self._value()))
        self.feedback = w.HTML()
        super().__init__([head, self.control, self.button, self.feedback],
                         layout=w.Layout(margin="0 0 1rem 0"))

    def _value(self) -> Any:
        return self.control.number if isinstance(self.control, NumberBox) else self.control.value

    def _question(self) -> str:
        item, lang = self.item, self.run.lang
        if isinstance(item, LegalOrNot):
            assert self.state is not None
            return legal_question(item, self.state, lang)
        return item.question[lang]

    def correct(self) -> Any:
        """The answer, from the engine."""
        return quiz_answer(self.item, self.state)

    def _rules(self) -> list[str]:
        """The rules that decide the answer: the engine's verdict first, then the item's."""
        rules = list(self.item.rules)
        if isinstance(self.item, LegalOrNot):
            assert self.state is not None
            verdict = self.state.check(self.item.action)
            if not verdict and verdict.rule:
                rules.insert(0, verdict.rule)
        return list(dict.fromkeys(r for r in rules if r))

    def explanation(self) -> str:
        """What the engine says (the answer and why), with the rules behind it in a
        Sources fold."""
        item, lang = self.item, self.run.lang
        parts = []
        if isinstance(item, LegalOrNot):
            assert self.state is not None
            verdict = self.state.check(item.action)
            if verdict:
                parts.append(word("engine-legal", lang))
            else:
                parts.append(word("engine-illegal", lang, reason=verdict.in_lang(lang)))
            if item.note is not None:
                parts.append(item.note[lang])
        elif isinstance(item, HowMany):
            parts.append(word("engine-count", lang, n=_num(self.correct())))
            parts.append(item.explain[lang])
        else:
            assert isinstance(item, Choose)
            parts.append(word("engine-choice", lang, choice=item.choices[self.correct()][lang]))
            parts.append(item.explain[lang])
        fold = " ".join(x for x in (_md(item.sources, lang), _rule_lines(self.run, self._rules()))
                        if x)
        return _sentences([_md_code(p) for p in parts], lang) + sources_fold(fold, lang)

    def why_wrong(self, value: Any) -> str:
        """After a first wrong answer: why it is wrong, without giving the answer (the
        item's own hint, or how far off a count is and the rule to read again)."""
        item, lang = self.item, self.run.lang
        parts = []
        if isinstance(item, HowMany):
            parts.append(word("too-many" if float(value) > float(self.correct()) else "too-few",
                              lang, given=_num(value)))
        if item.hint is not None:
            parts.append(item.hint[lang])
        else:
            rules = [r for r in self._rules() if r in self.run.game.rules]
            if rules:
                rule = self.run.game.rules[rules[0]]
                parts.append(word("look-again", lang, title=rule.title[lang],
                                  text=rule.text[lang]))
            elif not isinstance(item, HowMany):
                parts.append(word("look-picture", lang))
        parts.append(word("once-more", lang))
        return _sentences([_md_code(p) for p in parts], lang)

    def check(self, value: Any) -> bool | None:
        """Check an answer (what the Check button does); None when nothing is chosen.

        Right: the explanation (and progress: done, with 3 stars at the first try, 2 at
        the second). A first wrong answer: why, and one more try. A second one: the answer
        and its explanation (progress: seen, 1 star). Once the question has ended, answers
        are still checked but change no progress."""
        lang, attempt = self.run.lang, self.attempt
        if value is None:
            return None
        right = self.correct()
        ok = abs(float(value) - float(right)) < 1e-9 if isinstance(self.item, HowMany) \
            else value == right
        if ok:
            head, rest = word("right", lang), self.explanation()
        elif attempt.finished:
            head, rest = word("wrong", lang), self.explanation()
        elif attempt.mistakes == 0:
            head, rest = word("wrong", lang), self.why_wrong(value)
        else:
            attempt.shown = True
            head, rest = word("shown", lang), self.explanation()
        body = _sentences([f"<b>{html.escape(head)}</b>", rest], lang)
        colour = "#05603a" if ok else "#9b1c1c"
        self.feedback.value = f"<div style='color:{colour}'>{body}</div>"
        if not attempt.finished:
            if not ok:
                attempt.mistakes += 1
                self.run._report(self.item.id, "wrong")
            if ok or attempt.shown:
                attempt.finished = True
                self.run._report(self.item.id, *attempt.outcome(), answer=_answer(value))
        return ok

    def clear(self) -> None:
        """Back to a fresh question (a new try)."""
        self.control.value = "" if isinstance(self.control, NumberBox) else None
        self.feedback.value = ""
        self.attempt = Attempt()


def _answer(value: Any) -> bool | float:
    """A quiz answer as a class service checks it (:mod:`tutor.classroom.verify`)."""
    return value if isinstance(value, bool) else float(value)


def legal_question(item: LegalOrNot, state: State, lang: str) -> str:
    """The question of a legal-or-not item (:meth:`LegalOrNot.question`)."""
    return item.question(state, lang)


def _sentences(parts: list[str], lang: str) -> str:
    """Sentences one after the other: a space between them in English, none in Chinese
    (a full-width 。 ends each).

    >>> _sentences(["不太對。", "再試一次。"], "zh-Hant"), _sentences(["No.", "Again."], "en")
    ('不太對。再試一次。', 'No. Again.')
    """
    return ("" if lang == "zh-Hant" else " ").join(parts)


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


class NumberBox(w.Text):
    """A box for a number; empty (or not a number) means no answer yet."""

    def __init__(self) -> None:
        super().__init__(value="", layout=w.Layout(width="6rem"))

    @property
    def number(self) -> float | None:
        try:
            return float(self.value.strip().replace(",", "."))
        except ValueError:
            return None


class QuizBox(w.VBox):
    """The quiz of a lesson."""

    def __init__(self, run: LessonRun, items: list[QuizItem]) -> None:
        self.run = run
        self.items = {item.id: QuizItemBox(run, item, n) for n, item in enumerate(items, 1)}
        title = w.HTML(f"<h3>{html.escape(word('quiz', run.lang))}</h3>")
        super().__init__([title, *self.items.values()])

    def answer(self, id: str, value: Any) -> bool | None:
        """Answer question ``id`` (as choosing and pressing Check does)."""
        box = self.items[id]
        box.control.value = _num(value) if isinstance(box.control, NumberBox) else value
        return box.check(box._value())

    def solve_all(self) -> None:
        """The harness, for every question: a wrong answer (why, one more try), the
        engine's answer; then a fresh try with two wrong answers (the answer shown); then
        the quiz is cleared again."""
        for id, box in self.items.items():
            right = box.correct()
            if isinstance(box.item, LegalOrNot):
                wrong: Any = not right
            elif isinstance(box.item, HowMany):
                wrong = right + 1
            else:
                wrong = (right + 1) % len(box.item.choices)
            key = f"{self.run.lesson.key} quiz {id!r}"
            if self.answer(id, wrong) is not False or self.answer(id, right) is not True:
                raise AssertionError(f"{key} does not check answers")
            if not box.explanation():
                raise AssertionError(f"{key} explains nothing")
            box.clear()
            self.answer(id, wrong)
            if "<details" in box.feedback.value:
                raise AssertionError(f"{key} shows the answer after one wrong answer")
            self.answer(id, wrong)
            if not box.attempt.shown:
                raise AssertionError(f"{key} does not show the answer after two wrong answers")
            box.clear()

    def __repr__(self) -> str:
        return f"<Quiz {self.run.lesson.key}: {len(self.items)} questions>"

    def _repr_mimebundle_(self, **kw: Any) -> dict:
        data = super()._repr_mimebundle_(**kw)
        if isinstance(data, tuple):
            data = data[0]
        questions = "".join(f"<li>{_md_code(box._question())}</li>"
                            for box in self.items.values())
        data["text/html"] = (f"<h3>{html.escape(word('quiz', self.run.lang))}</h3>"
                             f"<ol>{questions}</ol>")
        return data


# -- the score sheet to fill in ------------------------------------------------------------


class SheetBox(w.VBox):
    """Fill in a score sheet. Check marks the lines that differ from the engine's sheet
    without filling them in; "Show the answers" shows the engine's sheet, and then the
    sheet counts as seen, not mastered (progress)."""

    def __init__(self, run: LessonRun, spec: FillSheet) -> None:
        self.run, self.spec = run, spec
        lang = run.lang
        self.state = spec.position.state(run.game)
        self.sheet = self.state.scores()
        self.seats = spec.seats if spec.seats is not None else tuple(range(len(self.sheet.points)))
        self.attempt = Attempt()
        names = self.sheet.names(lang)
        self.cells: dict[tuple[str, int], NumberBox] = {}
        header = [w.HTML("")] + [w.HTML(f"<b>{html.escape(names[s])}</b>") for s in self.seats]
        rows: list[Any] = list(header)
        for c in self.sheet.categories:
            rows.append(w.HTML(html.escape(c.label[lang]), layout=w.Layout(width="auto")))
            for s in self.seats:
                cell = NumberBox()
                self.cells[(c.id, s)] = cell
                rows.append(cell)
        rows.append(w.HTML(f"<b>{html.escape(word('total', lang))}</b>"))
        for s in self.seats:
            cell = NumberBox()
            self.cells[("total", s)] = cell
            rows.append(cell)
        grid = w.GridBox(rows, layout=w.Layout(
            grid_template_columns=f"minmax(12rem, auto) repeat({len(self.seats)}, 7rem)",
            grid_gap="0.3rem 0.6rem"))
        self.button = w.Button(description=word("check", lang))
        self.button.on_click(lambda _b: self.check())
        self.answers_button = w.Button(description=word("show-answers", lang))
        self.answers_button.on_click(lambda _b: self.show_answers())
        self.feedback = w.HTML()
        intro = w.HTML(_md_code(spec.intro[lang]) + sources_fold(_md(spec.sources, lang), lang)
                       + _picture(self.state, lang, score=False))
        super().__init__([intro, grid, w.HBox([self.button, self.answers_button]),
                          self.feedback])

    def right(self, category: str, seat: int) -> float:
        if category == "total":
            return self.sheet.totals[seat]
        return self.sheet.points[seat][category]

    def fill(self, values: dict[tuple[str, int], float]) -> None:
        """Type numbers into the sheet: ``{(category id or "total", seat): number}``."""
        for key, value in values.items():
            self.cells[key].value = _num(value)

    def _what(self, category: str) -> tuple[str, str]:
        """The line's label and how the rules count it, in the run's language."""
        lang = self.run.lang
        c = next((c for c in self.sheet.categories if c.id == category), None)
        if c is None:
            return word("total", lang), ""
        rule = self.run.game.rules[c.rule] if c.rule in self.run.game.rules else None
        return c.label[lang], rule.text[lang] if rule is not None else ""

    def check(self) -> list[tuple[str, int]]:
        """Compare with the engine (what Check does): the lines that differ are marked and
        listed with what the learner wrote and how the rules count that line, never with
        the engine's number; returns them. An empty sheet is not checked."""
        lang, attempt = self.run.lang, self.attempt
        wrong = [key for key, cell in self.cells.items()
                 if cell.number is None or abs(cell.number - self.right(*key)) > 1e-9]
        if all(cell.number is None for cell in self.cells.values()):
            self.feedback.value = f"<b>{html.escape(word('sheet-empty', lang))}</b>"
            return wrong
        for key, cell in self.cells.items():
            cell.layout.border = "2px solid #9b1c1c" if key in wrong else None
        if not wrong:
            ok = html.escape(word("sheet-ok", lang))
            self.feedback.value = f"<b style='color:#05603a'>{ok}</b>"
            if not attempt.finished:
                attempt.finished = True
                self.run._report(self.spec.id, *attempt.outcome(), answer={
                    f"{cat}:{seat}": cell.number for (cat, seat), cell in self.cells.items()})
            return []
        names = self.sheet.names(lang)
        lines = []
        for cat, seat in wrong:
            what, why = self._what(cat)
            given = self.cells[(cat, seat)].number
            if given is None:
                lines.append(word("sheet-missing", lang, who=names[seat], what=what))
            else:
                lines.append(word("sheet-line", lang, who=names[seat], what=what,
                                  given=_num(given), why=why))
        self.feedback.value = (f"<div style='color:#9b1c1c'>"
                               f"{html.escape(word('sheet-wrong', lang, n=len(wrong)))}<ul>"
                               + "".join(f"<li>{_md_code(x)}</li>" for x in lines)
                               + "</ul></div>")
        if not attempt.finished:
            attempt.mistakes += 1
            self.run._report(self.spec.id, "wrong")
        return wrong

    def show_answers(self) -> str:
        """The engine's score sheet, line by line, with what the learner wrote where it
        differs (what "Show the answers" does); the sheet then counts as seen unless it was
        already right. Returns the HTML shown."""
        lang, attempt = self.run.lang, self.attempt
        names = self.sheet.names(lang)
        head = "".join(f"<th>{html.escape(names[s])}</th>" for s in self.seats)
        rows = []
        for cat in [c.id for c in self.sheet.categories] + ["total"]:
            cells = []
            for seat in self.seats:
                right, given = self.right(cat, seat), self.cells[(cat, seat)].number
                note = ""
                if given is not None and abs(given - right) > 1e-9:
                    wrote = html.escape(word("you-wrote", lang, given=_num(given)))
                    note = f" <small>{wrote}</small>"
                cells.append(f"<td style='text-align:right'>{_num(right)}{note}</td>")
            rows.append(f"<tr><td>{html.escape(self._what(cat)[0])}</td>{''.join(cells)}</tr>")
        shown = (f"<div class='tutor-answers'><b>{html.escape(word('answers', lang))}</b>"
                 f"<table><tr><th></th>{head}</tr>{''.join(rows)}</table></div>")
        self.feedback.value = shown
        if not attempt.finished:
            attempt.shown = attempt.finished = True
            self.run._report(self.spec.id, *attempt.outcome())
        return shown

    def clear(self) -> None:
        """An empty sheet and a new try."""
        for cell in self.cells.values():
            cell.value = ""
            cell.layout.border = None
        self.feedback.value = ""
        self.attempt = Attempt()

    def solve(self) -> None:
        """The harness: the empty sheet is not checked; one wrong line is marked without
        its number; the engine's numbers are right; the answers show; then cleared again."""
        key = f"{self.run.lesson.key} sheet {self.spec.id!r}"
        first = next(iter(self.cells))
        self.check()
        if self.attempt.mistakes:
            raise AssertionError(f"{key}: an empty sheet was checked")
        self.fill({k: self.right(*k) for k in self.cells})
        self.cells[first].value = _num(self.right(*first) + 1)
        if self.check() != [first]:
            raise AssertionError(f"{key}: check is wrong")
        self.cells[first].value = _num(self.right(*first))
        if self.check():
            raise AssertionError(f"{key}: right answers refused")
        if self.show_answers().count("<tr>") != len(self.sheet.categories) + 2:
            raise AssertionError(f"{key}: the answers do not show every line")
        self.clear()

    def __repr__(self) -> str:
        return f"<ScoreSheet task {self.run.lesson.key} {self.spec.id}>"


# -- what-if explorer ------------------------------------------------------------------------


class ExplorerBox(w.VBox):
    """Choose a position and two moves, predict which ends better, then simulate."""

    def __init__(self, run: LessonRun, spec: Explore) -> None:
        self.run, self.spec = run, spec
        lang = run.lang
        self.states = [p.state(run.game) for _, p in spec.positions]
        self.position = w.Dropdown(
            options=[(name[lang], i) for i, (name, _) in enumerate(spec.positions)], value=0,
            description=word("position", lang))
        self.code = w.Text(placeholder=word("code", lang))
        self.move_a = w.Dropdown(description=word("move-a", lang))
        self.move_b = w.Dropdown(description=word("move-b", lang))
        self.bot = w.ToggleButtons(options=[(BOT_LEVELS[b].label[lang], b) for b in spec.bots],
                                   tooltips=[BOT_LEVELS[b].description[lang] for b in spec.bots],
                                   value=spec.bots[0], description=word("bot", lang))
        self.games = w.IntSlider(value=spec.games, min=2, max=200, step=2,
                                 description=word("games", lang))
        self.prediction = w.ToggleButtons(
            options=[("A", "A"), ("B", "B"), (word("about-same", lang), "=")], value=None,
            description="")
        self.reveal_button = w.Button(description=word("reveal", lang), button_style="primary")
        self.bar = w.IntProgress(min=0, max=1, value=0, layout=w.Layout(width="20rem"))
        self.board = w.HTML()
        self.result = w.HTML()
        self.position.observe(lambda _c: self._choose(), names="value")
        self.code.observe(lambda _c: self._paste(), names="value")
        self.reveal_button.on_click(lambda _b: self.reveal())
        self._state = self.states[0]
        super().__init__([
            w.HBox([self.position, self.code]), self.board, self.move_a, self.move_b,
            w.HTML(f"<b>{html.escape(word('predict', lang))}</b>"), self.prediction,
            self.bot, self.games, w.HBox([self.reveal_button, self.bar]), self.result])
        self._choose()

    def _choose(self, state: State | None = None) -> None:
        self._state = state if state is not None else self.states[self.position.value]
        legal = [str(a) for a in self._state.legal_actions()]
        seat = seat_to_act(self._state)
        named = [(self._state.words_for(a, seat, self.run.lang), a) for a in legal]
        self.move_a.options = named
        self.move_b.options = named
        if legal:
            self.move_a.value = legal[0]
            self.move_b.value = legal[min(1, len(legal) - 1)]
        self.board.value = _picture(self._state, self.run.lang)
        self.result.value = ""

    def _paste(self) -> None:
        text = self.code.value.strip()
        if not text:
            return
        try:
            state = self.run.game.from_code(text)
        except BadSave as e:
            self.result.value = html.escape(word("bad-code", self.run.lang, why=e))
            return
        self._choose(state)

    def simulate(self, move: str, games: int) -> list[Any]:
        """Final score sheets of ``games`` games after ``move``, bots playing every seat."""
        after = self._state.apply(move)
        sheets = []
        for g in range(games):
            bots = [make_bot(self.bot.value, seed=g * 7 + s) for s in range(after.num_players())]
            end = play_game(after, bots, random.Random(g))
            sheets.append(end.scores())
            self.bar.value += 1
        return sheets

    def reveal(self) -> str | None:
        """Simulate both moves and show the charts (what Reveal does); returns the verdict
        ("A", "B" or "=") or None when the learner has not predicted yet."""
        lang = self.run.lang
        if self.prediction.value is None:
            self.result.value = html.escape(word("predict-first", lang))
            return None
        a, b = self.move_a.value, self.move_b.value
        if a == b:
            self.result.value = html.escape(word("same-move", lang))
            return None
        mover = self._state.current_player()
        self.bar.max, self.bar.value = 2 * self.games.value, 0
        margins: dict[str, list[float]] = {}
        cats: dict[str, dict[str, float]] = {}
        for label, move in (("A", a), ("B", b)):
            sheets = self.simulate(move, self.games.value)
            name = f"{label}: {self._state.words_for(move, mover, lang)}"
            margins[name] = [s.totals[mover] - max((t for i, t in enumerate(s.totals)
                                                    if i != mover), default=0) for s in sheets]
            cats[name] = {c.label[lang]: statistics.fmean(s.points[mover][c.id] for s in sheets)
                          for c in sheets[0].categories}
        (ma, va), (mb, vb) = ((k, statistics.fmean(v)) for k, v in margins.items())
        verdict = "=" if abs(va - vb) < 0.5 else ("A" if va > vb else "B")
        text = word("result", lang, a=f"{va:+.1f}", b=f"{vb:+.1f}") + word(
            "you-right" if verdict == self.prediction.value else "you-wrong", lang)
        self.result.value = (f"<p><b>{html.escape(text)}</b></p>"
                             + histograms(margins, title=word("margin", lang),
                                          prefix=f"{self.spec.id}-m")
                             + bars(cats, title=word("categories", lang),
                                    prefix=f"{self.spec.id}-c"))
        return verdict

    def solve(self) -> None:
        """The harness: predict, reveal with a few games, check the charts came out."""
        self.prediction.value = "A"
        self.games.value = 2
        if len(self.move_a.options) > 1:
            self.reveal()
            if "<svg" not in self.result.value:
                raise AssertionError(f"{self.run.lesson.key} explorer {self.spec.id!r} "
                                     f"drew nothing")
        self.prediction.value = None
        self.games.value = self.spec.games
        self.result.value = ""

    def __repr__(self) -> str:
        return f"<Explorer {self.run.lesson.key} {self.spec.id}>"


# -- games against bots ------------------------------------------------------------------------


class PlayBox(w.VBox):
    """A full game against bots; choose the level and the number of players."""

    def __init__(self, run: LessonRun, spec: PlayBots) -> None:
        self.run, self.spec = run, spec
        lang = run.lang
        self.level = w.ToggleButtons(
            options=[(level.label[lang], name) for name, level in BOT_LEVELS.items()],
            tooltips=[level.description[lang] for level in BOT_LEVELS.values()],
            value=spec.level, description=word("level", lang))
        self.players = w.Dropdown(options=list(spec.players), value=spec.players[0],
                                  description=word("players", lang))
        self.new_button = w.Button(description=word("new-game", lang))
        self.new_button.on_click(lambda _b: self.new_game())
        self.seed = spec.seed
        self.board = self._make()
        super().__init__([w.HBox([self.level, self.players, self.new_button]), self.board])

    def _make(self) -> GameWidget:
        n = self.players.value
        match = Match(self.run.game, players=n, seed=self.seed, **dict(self.spec.options))
        bots = {seat: make_bot(self.level.value, seed=self.seed + seat) for seat in range(1, n)}
        return GameWidget(match, lang=self.run.lang, opponents=bots)

    def new_game(self) -> GameWidget:
        """Start a new game with the chosen level and players (what New game does)."""
        self.seed += 1
        old = self.board
        self.board = self._make()
        self.children = (self.children[0], self.board)
        old.close()
        return self.board

    def solve(self) -> None:
        """The harness: a few moves against the bot, on a quick level."""
        level = self.level.value
        self.level.value = "random"
        board = self.new_game()
        for _ in range(3):
            state = board.state
            if state.is_terminal():
                break
            board.click(state.legal_actions()[0])
        self.level.value = level
        self.seed = self.spec.seed - 1
        self.new_game()

    def __repr__(self) -> str:
        return f"<Game against bots {self.run.lesson.key} {self.spec.id}>"
