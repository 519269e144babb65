"""Worksheets to print: a lesson's tasks and quiz questions on paper, and their answer key.

A chess workbook is the model: one question under one diagram, room to write or draw the
answer, and the answers at the back. Every task, score sheet to fill in and quiz item of a
lesson becomes a question under a still picture of its position, drawn by the game's
renderer from the engine's state as the seat to act sees it (hidden cards stay hidden; a
quiz about a move marks that move where the renderer can draw a mark). The answer key
(``--answers``) draws each answer on its board: for a task, the position after its stored
solution played by the engine (the learner's last move marked, the board's own "Last:"
line naming it); for a score sheet, the engine's sheet filled in. Moves are written in
words (``State.words_for``), never in notation.

    python -m tutor.worksheet kanagawa 2 --lang zh-Hant      # kanagawa-02-the-lesson.zh-Hant.html
    python -m tutor.worksheet kanagawa 2 3 --lang en --answers -o key.pdf
    python -m tutor.worksheet --all --pdf                     # every lesson (make worksheets)

Output: one self-contained HTML file (no request outside it) with print CSS: A4, one page
per question (a few questions without a picture share a page), nothing split over a page.
Any browser prints it. The PDF comes from Chromium's own print through Playwright (the
system Chromium, as the browser tests use): it draws the boards exactly as the notebooks
show them and picks the Traditional Chinese forms of Debian's ``fonts-noto-cjk`` for every
text in ``lang="zh-Hant"``, the boards' included. Before printing it checks that every page's
content fits its page; then the PDF has exactly one page per sheet. (WeasyPrint, tried too,
draws the boards as well, but takes the Japanese glyph forms of Noto Sans CJK, such as
its low-left comma, for SVG text whose font is a generic family, whatever the page's
language; and it would add a native text stack, where Chromium is already what the
browser tests use.)

``--all`` writes, for every game, language and lesson, into ``notebooks/worksheets/`` (not
committed): ``<lang>/<game>/<NN-slug>.html`` (the worksheet, which each lesson notebook's
last cell links and the JupyterLite site offers for download), ``<NN-slug>.answers.html``
(the answer key, for the teacher only), with ``--pdf`` the two PDFs beside them, and
``<lang>/index.html`` listing them all. ``build_all(keys=False)`` writes the worksheets
alone, never an answer key: what the JupyterLite build puts in its site for pupils.
"""

from __future__ import annotations

import argparse
import hashlib
import html
import importlib
import os
import re
import shutil
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .core.files import file_kind, write_whole
from .core.game import Game, State
from .core.lang import LANGS, Text, check_lang
from .core.rules import code_html
from .core.seats import seat_label
from .core.svg import still
from .lessons.model import (
    FillSheet,
    HowMany,
    LegalOrNot,
    Lesson,
    Position,
    Quiz,
    QuizItem,
    Task,
    _seat_of,
    numbered,
    quiz_answer,
    referee,
)
from .lessons.runner import course
from .lessons.widgets import item_labels, seat_to_act

T = Text

WORDS = {
    "worksheet": T("Worksheet", "學習單"),
    "answer-key": T("Answer key", "解答"),
    "head": T("{game} · Lesson {n}: {title}", "{game} · 第 {n} 課：{title}"),
    "name": T("Name", "姓名"),
    "seat-no": T("No.", "座號"),
    "objectives": T("In this lesson you will:", "這一課你會學到："),
    "how": T("Answer each question under its picture: write your answer in words, or draw it "
             "on the board.",
             "在每張圖下面回答問題：用文字寫下答案，或直接畫在圖上。"),
    "how-answers": T("Every answer below comes from the rules engine. A task's picture is "
                     "the position after its answer, its last move marked.",
                     "以下每個答案都由規則引擎算出。任務的圖是走完答案之後的局面，並標出最後一步。"),
    "your-move": T("Your move:", "你的走法："),
    "your-moves": T("Your moves, in order:", "你的走法（依順序）："),
    "draw": T("You may also draw your move on the picture.", "也可以直接在圖上畫出你的走法。"),
    "legal-q": T("Can you {move} here?", "這裡可以{move}嗎？"),
    "marked-q": T("Is the move marked on the picture legal here?",
                  "圖上標出的這一步，在這裡合法嗎？"),
    "legal": T("legal", "合法"),
    "illegal": T("illegal", "不合法"),
    "why": T("Why?", "為什麼？"),
    "number": T("Answer:", "答案："),
    "how-count": T("How did you count?", "你是怎麼算的？"),
    "tick": T("Tick one answer.", "勾選一個答案。"),
    "fill": T("Fill in the score sheet:", "填寫計分表："),
    "total": T("total", "總分"),
    "answer": T("Answer: {text}.", "答案：{text}。"),
    "answer-legal": T("Answer: legal.", "答案：合法。"),
    "answer-illegal": T("Answer: illegal. {reason}", "答案：不合法。{reason}"),
    "answer-count": T("Answer: {n}.", "答案：{n}。"),
    "rule": T("The rule: {title}.", "規則：「{title}」。"),
    "after": T("The position after the answer.", "走完答案之後的局面。"),
    "after-legal": T("The position after this move.", "走了這一步之後的局面。"),
    "mistake": T("A common mistake: {move}.", "常見錯誤：{move}。"),
    "mistake-rule": T("A common mistake: {move} (the rule: {title}).",
                      "常見錯誤：{move}（規則：「{title}」）。"),
    "sheet-answer": T("The engine's score sheet:", "規則引擎的計分表："),
    "index": T("Worksheets to print", "可以列印的學習單"),
    "index-intro": T("One worksheet per lesson, with its answer key for the teacher. Open a "
                     "file in the browser and print it (A4).",
                     "每一課一份學習單，另有給老師的解答。在瀏覽器打開檔案後列印（A4）。"),
    "index-intro-pupils": T("One worksheet per lesson. Open a file in the browser and print "
                            "it (A4).", "每一課一份學習單。在瀏覽器打開檔案後列印（A4）。"),
    "pdf": T("PDF", "PDF"),
}

TEXT_ONLY_PER_PAGE = 3
"""How many questions without a picture share one page."""

CHROMIUM_PATHS = ("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome")
"""Where the system Chromium is looked for (``TUTOR_CHROMIUM`` names another)."""


def word(key: str, lang: str, **params: Any) -> str:
    return WORDS[key][lang].format(**params)


def _md(text: str) -> str:
    """A content text as HTML: escaped, with its `code` and **bold** spans."""
    return re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", code_html(text.strip()))


# -- pictures -------------------------------------------------------------------------------


_DRAWN: dict[tuple, str] = {}
DRAWN_KEPT = 256
"""How many pictures :func:`board_svg` keeps (a worksheet and its answer key share most of
their quiz pictures)."""


def board_svg(state: State, viewer: int | None, lang: str, mark: str | None = None,
              markers: tuple[str, ...] = ()) -> str:
    """The still picture of ``state`` as ``viewer`` sees it: the game's own SVG without its
    hover texts and without the marks of legal moves (:func:`tutor.core.svg.still`: they would give
    answers away); ``mark`` (a move's notation) is drawn on the board, and so are the
    numbered ``markers`` of the places a question names (①②③)."""
    key = (state.game.name, state.to_json(), viewer, lang, mark, markers)
    found = _DRAWN.get(key)
    if found is None:
        extra = {"markers": numbered(markers)} if markers else {}
        found = still(str(state.render(viewer=viewer, lang=lang, mark=mark, **extra)))
        if len(_DRAWN) >= DRAWN_KEPT:
            _DRAWN.pop(next(iter(_DRAWN)))
        _DRAWN[key] = found
    return found


_POSITIONS: dict[tuple[int, str], tuple[Position, State]] = {}


def position_state(position: Position, game: Game) -> State:
    """``position.state(game)``, kept for the next document (a worksheet and its answer key
    start from the same positions; lesson content never changes while the tutor runs)."""
    key = (id(position), game.name)
    found = _POSITIONS.get(key)
    if found is None or found[0] is not position:
        found = _POSITIONS[key] = (position, position.state(game))
    return found[1]


def state_id(state: State) -> str:
    """A short fingerprint of a state (its JSON), written on each picture
    (``data-state``) so that a test can tell which position a picture shows."""
    return hashlib.sha256(state.to_json().encode()).hexdigest()[:16]


_VIEWBOX = re.compile(r'viewBox="[-\d.]+[ ,][-\d.]+[ ,]([\d.]+)[ ,]([\d.]+)"')

TALL = 1.3
"""A picture whose height is more than this times its width is laid out with the room to
answer beside it (as wide as the page allows), a wider one with the room below."""


def figure(state: State, viewer: int | None, lang: str, mark: str | None = None,
           score: bool = True, role: str = "question", markers: tuple[str, ...] = ()) -> str:
    """A picture on a sheet; without ``score``, the board's own score sheet is hidden (for a
    sheet to fill in); ``markers``: the places the question names by number."""
    classes = "board" if score else "board no-score"
    return (f"<figure class='{classes}' data-role='{role}' data-state='{state_id(state)}'>"
            f"{board_svg(state, viewer, lang, mark, markers)}</figure>")


def is_tall(picture: str) -> bool:
    """Whether a picture (a figure's HTML) is tall (see :data:`TALL`).

    >>> is_tall('<svg viewBox="0,0,712,1266">'), is_tall('<svg viewBox="0 0 738 608">')
    (True, False)
    """
    found = _VIEWBOX.search(picture)
    return bool(found) and float(found.group(2)) > TALL * float(found.group(1))


def compose(item: str, question: str, picture: str, side: str) -> Block:
    """A question's block: the question, then its picture with ``side`` (the room to
    answer, or the answer) below it, or beside it when the picture is tall."""
    e = html.escape(item)
    if not picture:
        return Block(item, f"<div class='block text' data-item='{e}'>{question}"
                           f"<div class='side'>{side}</div></div>", False)
    layout = "tall" if is_tall(picture) else "wide"
    return Block(item, f"<div class='block' data-item='{e}'>{question}"
                       f"<div class='body {layout}'>{picture}<div class='side'>{side}</div>"
                       f"</div></div>", True)


# -- what goes on a sheet ---------------------------------------------------------------------


@dataclass(frozen=True)
class Block:
    """One question (or its answer) as HTML, and whether it has a picture."""

    item: str
    html: str
    picture: bool


def game_of(lesson: Lesson) -> Game:
    from . import load

    return load(lesson.game)


def _question(label: str, item: str, text: str) -> str:
    """The question line: its label ("Task 2", 「第 3 題」) and its text (HTML)."""
    return (f"<div class='q' data-item='{html.escape(item)}'><b class='label'>"
            f"{html.escape(label)}</b> {text}</div>")


def _lines(n: int) -> str:
    return "<div class='line'></div>" * n


def _box(text: str) -> str:
    return f"<span class='choice'><span class='box'></span>{text}</span>"


def _p(text: str, cls: str = "") -> str:
    return f"<p class='{cls}'>{_md(text)}</p>" if cls else f"<p>{_md(text)}</p>"


def sentence(text: str, lang: str) -> str:
    """``text`` ending with a full stop (。 in Chinese) unless it ends with a mark already.

    >>> sentence("第 2 欄已經被拿走了", "zh-Hant"), sentence("Taken already", "en")
    ('第 2 欄已經被拿走了。', 'Taken already.')
    """
    text = text.strip()
    if not text or text[-1] in ".!?。！？」）)":
        return text
    return text + ("。" if lang == "zh-Hant" else ".")


def _join(texts: Sequence[str], lang: str) -> str:
    """Sentences joined as the language joins them (with a space in English)."""
    return ("" if lang == "zh-Hant" else " ").join(
        sentence(t, lang) for t in texts if t.strip())


def _move_words(state: State, move: str, seat: int | None, lang: str) -> str | None:
    """A move in words as ``seat`` may know it; None when the game cannot put it in words
    (an illegal move may have none)."""
    try:
        return state.words_for(move, seat, lang).strip().rstrip("。.")
    except Exception:  # noqa: BLE001 - any failure: the move has no words
        return None


def solution_line(task: Task, start: State) -> list[tuple[str, State]]:
    """The stored solution of ``task`` played by the engine from ``start``, as the task's
    board plays it (its chance draws and scripted replies in between): each learner move
    (notation) with the position right after it."""
    seed, auto = task.board()
    line = referee(task, start, seed=seed, auto_chance=auto).line(task.solution)
    return [(move, after) for move, after, _now, _cursor in line]


def task_block(task: Task, label: str, game: Game, lang: str, answers: bool) -> Block:
    """A task: its goal under the start position; the answer key draws the position after
    the stored solution, its last move marked."""
    start = position_state(task.position, game)
    seat = _seat_of(task.viewer, start)
    question = _question(label, task.id, _md(task.goal[lang]))
    if not answers:
        key = "your-move" if len(task.solution) == 1 else "your-moves"
        side = (_p(word(key, lang)) + _lines(max(2, len(task.solution) + 1))
                + _p(word("draw", lang), "note"))
        return compose(task.id, question, figure(start, seat, lang, markers=task.markers),
                       side)
    last, after = solution_line(task, start)[-1]
    answer, notes = task_answer(task, start, game, lang)
    side = (f"<div class='answer'>{_p(answer)}</div>"
            f"{_p(_join([word('after', lang), *notes], lang), 'note')}")
    return compose(task.id, question, figure(after, seat, lang, mark=last, role="answer"), side)


def task_answer(task: Task, start: State, game: Game, lang: str) -> tuple[str, list[str]]:
    """A task's answer in words ("Answer: take column 2, then …") and what to note: its
    common mistake in words, with the title of the rule that refuses it (a mistake the game
    cannot put in words is left out)."""
    notes = []
    if task.wrong:
        seat = _seat_of(task.viewer, start)
        move = _move_words(start, task.wrong, seat, lang)
        rule = game.rules[task.wrong_rule] if task.wrong_rule in game.rules else None
        if move and rule is not None:
            notes.append(word("mistake-rule", lang, move=move, title=rule.title[lang]))
        elif move:
            notes.append(word("mistake", lang, move=move))
    return word("answer", lang, text=task.solution_text(start, lang)), notes


def sheet_table(state: State, seats: Sequence[int], lang: str, filled: bool) -> str:
    """A score sheet as a table: one line per category and the total, one column per seat;
    empty cells to fill in, or the engine's numbers."""
    sheet = state.scores()
    names = sheet.names(lang)
    e = html.escape
    head = "".join(f"<th>{e(seat_label(names[s], s))}</th>" for s in seats)
    rows = []
    for c in [*sheet.categories, None]:
        label = c.label[lang] if c is not None else word("total", lang)
        cells = []
        for s in seats:
            value = sheet.points[s][c.id] if c is not None else sheet.totals[s]
            cells.append(f"<td>{_num(value) if filled else ''}</td>")
        cls = "" if c is not None else " class='total'"
        rows.append(f"<tr{cls}><th>{e(label)}</th>{''.join(cells)}</tr>")
    return f"<table class='scores'><tr><th></th>{head}</tr>{''.join(rows)}</table>"


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def fill_block(spec: FillSheet, label: str, game: Game, lang: str, answers: bool) -> Block:
    """A score sheet to fill in: the board with its own sheet hidden and an empty table; the
    answer key shows the board's sheet and the table filled in by the engine."""
    state = position_state(spec.position, game)
    seats = spec.seats if spec.seats is not None else tuple(range(len(state.scores().points)))
    question = _question(label, spec.id, _md(spec.intro[lang]))
    picture = figure(state, seat_to_act(state), lang, score=answers,
                     role="answer" if answers else "question")
    if answers:
        side = (f"<div class='answer'>{_p(word('sheet-answer', lang))}"
                f"{sheet_table(state, seats, lang, True)}"
                f"{_p(state.scores().verdict(lang))}</div>")
    else:
        side = _p(word("fill", lang)) + sheet_table(state, seats, lang, False)
    return compose(spec.id, question, picture, side)


def legal_question(item: LegalOrNot, state: State, lang: str, marked: bool) -> str:
    """The question of a legal-or-not item, the move in words as the player to act reads
    it; a move the game cannot put in words is asked about by its mark on the picture."""
    move = _move_words(state, item.action, seat_to_act(state), lang)
    if move is not None:
        return word("legal-q", lang, move=move)
    if marked:
        return word("marked-q", lang)
    return word("legal-q", lang, move=f"`{item.action}`")


def quiz_block(item: QuizItem, label: str, game: Game, lang: str, answers: bool) -> Block:
    """A quiz item: the question under its position (the move it is about marked); the
    answer key gives the engine's answer and why, and for a legal move draws the position
    after it."""
    state = position_state(item.position, game) if item.position is not None else None
    mark = item.action if isinstance(item, LegalOrNot) else item.mark
    viewer = seat_to_act(state) if state is not None else None
    picture = ""
    if state is not None and item.picture:
        picture = figure(state, viewer, lang, mark=mark, markers=item.markers)
    if isinstance(item, LegalOrNot):
        assert state is not None
        question = _question(label, item.id,
                             _md(legal_question(item, state, lang, bool(picture))))
    else:
        question = _question(label, item.id, _md(item.question[lang]))
    right = quiz_answer(item, state)
    if not answers:
        if isinstance(item, LegalOrNot):
            side = (f"<p>{_box(word('legal', lang))}{_box(word('illegal', lang))}</p>"
                    + _p(word("why", lang)) + _lines(2))
        elif isinstance(item, HowMany):
            side = (f"<p>{html.escape(word('number', lang))}<span class='blank'></span></p>"
                    + _p(word("how-count", lang)) + _lines(2))
        else:
            choices = "".join(f"<li>{_box(_md(c[lang]))}</li>" for c in item.choices)
            side = (_p(word("tick", lang)) + f"<ul class='choices'>{choices}</ul>"
                    + _p(word("why", lang)) + _lines(1))
        return compose(item.id, question, picture, side)
    text, notes = quiz_answer_words(item, state, game, lang)
    if isinstance(item, LegalOrNot) and picture and right:
        assert state is not None
        picture = figure(state.apply(item.action), viewer, lang, mark=item.action,
                         role="answer")
        notes.append(word("after-legal", lang))
    picture = picture.replace("data-role='question'", "data-role='answer'", 1)
    side = f"<div class='answer'>{_p(text)}</div>{_p(_join(notes, lang), 'note')}"
    return compose(item.id, question, picture, side)


def quiz_answer_words(item: QuizItem, state: State | None, game: Game,
                      lang: str) -> tuple[str, list[str]]:
    """A quiz item's answer in words, from the engine ("Answer: illegal. <why>" with the
    rule's title, "Answer: 3.", "Answer: <the right choice>."), and its explanation."""
    right = quiz_answer(item, state)
    notes: list[str] = []
    if isinstance(item, LegalOrNot):
        assert state is not None
        verdict = state.check(item.action)
        if verdict:
            text = word("answer-legal", lang)
        else:
            text = word("answer-illegal", lang, reason=sentence(verdict.in_lang(lang), lang))
            if verdict.rule in game.rules:
                notes.append(word("rule", lang, title=game.rules[verdict.rule].title[lang]))
        if item.note is not None:
            notes.append(item.note[lang])
    elif isinstance(item, HowMany):
        text = word("answer-count", lang, n=_num(right))
        notes.append(item.explain[lang])
    else:
        text = word("answer", lang, text=item.choices[int(right)][lang].rstrip("。."))
        notes.append(item.explain[lang])
    return text, notes


def lesson_blocks(lesson: Lesson, lang: str, answers: bool = False) -> list[Block]:
    """Every question of ``lesson`` in the order of the notebook (tasks, score sheets, then
    the quiz), labelled as the notebook and the progress name them ("Task 2", "Question 3")."""
    lang = check_lang(lang)
    game = game_of(lesson)
    labels = item_labels(lesson, lang)
    out = []
    for step in lesson.steps:
        if isinstance(step, Task):
            out.append(task_block(step, labels[step.id], game, lang, answers))
        elif isinstance(step, FillSheet):
            out.append(fill_block(step, labels[step.id], game, lang, answers))
        elif isinstance(step, Quiz):
            out += [quiz_block(item, labels[item.id], game, lang, answers)
                    for item in step.items]
    return out


def pages_of(blocks: Sequence[Block]) -> list[list[Block]]:
    """Blocks laid out on pages: one per page with a picture; up to
    :data:`TEXT_ONLY_PER_PAGE` questions without one share a page.

    >>> [len(p) for p in pages_of([Block("a", "", True)] + [Block(str(i), "", False)
    ...                                                      for i in range(4)])]
    [1, 3, 1]
    """
    pages: list[list[Block]] = []
    for block in blocks:
        last = pages[-1] if pages else None
        if (not block.picture and last is not None and not last[0].picture
                and len(last) < TEXT_ONLY_PER_PAGE):
            last.append(block)
        else:
            pages.append([block])
    return pages


# -- the document -----------------------------------------------------------------------------

FONTS = {
    "zh-Hant": "'Noto Sans CJK TC','Noto Sans TC','PingFang TC','Microsoft JhengHei',sans-serif",
    "en": "'Noto Sans','Segoe UI','Helvetica Neue',Arial,'Noto Sans CJK TC',sans-serif",
}

CSS = """
@page { size: A4; margin: 12mm 14mm 13mm;
        @bottom-center { content: counter(page) " / " counter(pages); font-size: 8pt;
                         color: #555; } }
* { box-sizing: border-box; }
html { font-family: FONTS; font-size: 11pt; line-height: 1.45; color: #111;
       -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; }
.sheet { width: 182mm; height: 268mm; display: flex; flex-direction: column;
         overflow: hidden; break-after: page; break-inside: avoid; position: relative; }
.sheet:last-of-type { break-after: auto; }
.top { display: flex; justify-content: space-between; align-items: baseline; gap: 6mm;
       font-size: 8.5pt; color: #444; border-bottom: 0.3mm solid #888;
       padding-bottom: 1mm; margin-bottom: 2mm; flex: none; }
.top .who span { display: inline-block; border-bottom: 0.3mm solid #444; width: 34mm;
                 margin: 0 3mm 0 1mm; }
.top .who span.short { width: 12mm; }
.intro { flex: none; margin-bottom: 1mm; }
.intro h1 { font-size: 15pt; margin: 0 0 1mm; }
.intro ul { margin: 0 0 1mm; padding-left: 6mm; font-size: 10pt; }
.intro p { margin: 0 0 1mm; font-size: 10pt; color: #333; }
.q { flex: none; font-size: 12.5pt; margin: 1mm 0 1.5mm; }
.q .label { display: inline-block; background: #1f2937; color: white; border-radius: 1mm;
            padding: 0 2mm; margin-right: 1.5mm; font-size: 10.5pt; }
.block { flex: 1 1 0; min-height: 0; display: flex; flex-direction: column; }
.block.text { flex: none; margin-bottom: 7mm; }
.body { flex: 1 1 0; min-height: 0; display: flex; flex-direction: column; }
.body.tall { flex-direction: row; gap: 5mm; }
figure.board { flex: 0 1 auto; min-height: 35mm; min-width: 0; margin: 0 0 1.5mm;
               display: flex; justify-content: center; align-items: flex-start; }
figure.board svg { display: block; width: auto; height: auto; max-width: 100%;
                   max-height: 100%; }
figure.board.no-score .score-sheet { visibility: hidden; }
.side { flex: none; font-size: 11.5pt; }
.body.tall .side { width: 56mm; }
.side p { margin: 1mm 0; }
.note { font-size: 9.5pt; color: #444; }
.line { border-bottom: 0.3mm solid #999; height: 9mm; }
.blank { display: inline-block; width: 30mm; border-bottom: 0.3mm solid #333;
         height: 6mm; vertical-align: bottom; margin-left: 2mm; }
.choice { display: inline-block; margin-right: 8mm; }
.box { display: inline-block; width: 4.2mm; height: 4.2mm; border: 0.35mm solid #222;
       vertical-align: -0.7mm; margin-right: 1.8mm; background: white; }
ul.choices { list-style: none; margin: 0; padding: 0; }
ul.choices li { margin: 1mm 0; }
.answer { border-left: 1.2mm solid #05603a; background: #ecfdf3; padding: 0.5mm 3mm;
          margin: 0 0 1.5mm; }
table.scores { border-collapse: collapse; margin: 1mm 0; font-size: 10pt; }
table.scores th, table.scores td { border: 0.3mm solid #777; padding: 0.4mm 2.5mm;
                                   height: 6.5mm; }
table.scores td { min-width: 18mm; text-align: right; }
table.scores th { text-align: left; font-weight: normal; }
table.scores tr.total th, table.scores tr.total td { font-weight: bold; }
code { font-size: 0.92em; }
@media screen {
  body { background: #d1d5db; padding: 16mm 0; }
  .sheet { margin: 0 auto 26mm; background: white;
           box-shadow: 0 0 0 12mm white, 0 0 0 12.3mm #9ca3af; }
}
"""
"""The print CSS: A4, one sheet per page at a fixed size (the picture takes what is left,
so a question is never split), and on screen the same sheets as pages of paper."""


def _head(lesson: Lesson, lang: str, answers: bool) -> str:
    e = html.escape
    title = word("head", lang, game=_game_title(lesson.game, lang), n=lesson.number,
                 title=lesson.title[lang])
    if answers:
        right = f"<b>{e(word('answer-key', lang))}</b>"
    else:
        right = (f"<span class='who'>{e(word('name', lang))}<span></span>"
                 f"{e(word('seat-no', lang))}<span class='short'></span></span>")
    return f"<div class='top'><span>{e(title)}</span>{right}</div>"


def _intro(lesson: Lesson, lang: str, answers: bool) -> str:
    e = html.escape
    objectives = "".join(f"<li>{e(o[lang])}</li>" for o in lesson.objectives)
    return (f"<div class='intro'><h1>{e(lesson.title[lang])}</h1>"
            f"<p>{e(word('objectives', lang))}</p><ul>{objectives}</ul>"
            f"<p>{e(word('how-answers' if answers else 'how', lang))}</p></div>")


def _game_title(game: str, lang: str) -> str:
    return importlib.import_module(f"tutor.games.{game}").GAME.title[lang]


def sheets(lesson: Lesson, lang: str, answers: bool = False) -> list[str]:
    """The pages of one lesson's worksheet (or answer key), each a ``<section
    class='sheet'>`` that fills one A4 page."""
    out = []
    for i, page in enumerate(pages_of(lesson_blocks(lesson, lang, answers))):
        body = "".join(b.html for b in page)
        intro = _intro(lesson, lang, answers) if i == 0 else ""
        items = " ".join(b.item for b in page)
        out.append(f"<section class='sheet' data-lesson='{lesson.key}' "
                   f"data-items='{html.escape(items)}'>{_head(lesson, lang, answers)}"
                   f"{intro}{body}</section>")
    return out


def document(lessons: Sequence[Lesson], lang: str, answers: bool = False) -> str:
    """The worksheet (or answer key) of ``lessons`` as one self-contained HTML file."""
    lang = check_lang(lang)
    if not lessons:
        raise ValueError("no lesson to print")
    pages = [page for lesson in lessons for page in sheets(lesson, lang, answers)]
    first = lessons[0]
    kind = word("answer-key" if answers else "worksheet", lang)
    numbers = ", ".join(str(x.number) for x in lessons)
    title = f"{_game_title(first.game, lang)} {numbers} · {kind}"
    css = CSS.replace("FONTS", FONTS[lang])
    return (f"<!DOCTYPE html>\n<html lang='{lang}'><head><meta charset='utf-8'>"
            f"<meta name='viewport' content='width=device-width'>"
            f"<title>{html.escape(title)}</title><style>{css}</style></head>"
            f"<body>{''.join(pages)}</body></html>\n")


def worksheet(game: str, numbers: Iterable[int] = (), lang: str = "en",
              answers: bool = False) -> str:
    """The worksheet (or answer key) of lessons ``numbers`` of ``game`` (every lesson when
    empty) as HTML.

    Raises:
        ValueError: an unknown game, language or lesson number.
    """
    return document(pick(game, numbers), check_lang(lang), answers)


def pick(game: str, numbers: Iterable[int] = ()) -> list[Lesson]:
    """Lessons ``numbers`` of ``game`` (all when empty), in the order given.

    Raises:
        ValueError: an unknown game or lesson number.
    """
    lessons = {x.number: x for x in course(game)}
    wanted = list(numbers) or list(lessons)
    missing = [n for n in wanted if n not in lessons]
    if missing:
        raise ValueError(f"{game} has lessons {min(lessons)} to {max(lessons)}, "
                         f"not {', '.join(map(str, missing))}")
    return [lessons[n] for n in wanted]


# -- PDF ----------------------------------------------------------------------------------------


class PrintError(RuntimeError):
    """The PDF cannot be made: no browser, or a page whose content does not fit."""


def chromium_path() -> str | None:
    """The Chromium to print with: ``TUTOR_CHROMIUM``, else the system's, else None
    (Playwright's own browser, if ``playwright install chromium`` fetched one)."""
    named = os.environ.get("TUTOR_CHROMIUM")
    if named:
        return named
    for path in CHROMIUM_PATHS:
        if Path(path).is_file():
            return path
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    return found


_OVERFLOW = """() => [...document.querySelectorAll('section.sheet')]
  .filter(s => s.scrollHeight > s.clientHeight + 1 || s.scrollWidth > s.clientWidth + 1)
  .map(s => s.dataset.lesson + ' ' + s.dataset.items)"""


class Printer:
    """One headless Chromium (through Playwright) that prints HTML files to PDF::

        with Printer() as printer:
            printer.pdf(Path("a.html"), Path("a.pdf"))
    """

    def __init__(self, executable: str | None = None) -> None:
        self.executable = executable or chromium_path()
        self._playwright: Any = None
        self._browser: Any = None

    def __enter__(self) -> Printer:
        try:
            from playwright.sync_api import Error, sync_playwright
        except ImportError:
            raise PrintError("the PDF step needs Playwright: pip install 'tutor[worksheets]' "
                             "(and Debian's chromium and fonts-noto-cjk)") from None
        self._playwright = sync_playwright().start()
        args = ["--headless", "--disable-gpu", "--no-first-run",
                "--disable-background-networking"]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            args.append("--no-sandbox")  # Chromium refuses to run as root with its sandbox
        try:
            self._browser = self._playwright.chromium.launch(
                executable_path=self.executable, args=args)
        except Error as e:
            self._playwright.stop()
            raise PrintError(f"cannot start Chromium ({self.executable or 'Playwright'}s "
                             f"own): install Debian's chromium or set TUTOR_CHROMIUM: "
                             f"{str(e).splitlines()[0]}") from None
        return self

    def __exit__(self, *exc: object) -> None:
        if self._browser is not None:
            self._browser.close()
        if self._playwright is not None:
            self._playwright.stop()

    def pdf(self, source: Path, target: Path) -> int:
        """Print the HTML file ``source`` to ``target``; returns the number of pages.

        Raises:
            PrintError: a sheet's content does not fit its page (named by lesson and
                items), or the PDF does not have one page per sheet.
        """
        page = self._browser.new_page()
        try:
            page.emulate_media(media="print")
            page.goto(source.resolve().as_uri(), wait_until="load")
            page.evaluate("document.fonts.ready.then(() => true)")
            too_long = page.evaluate(_OVERFLOW)
            if too_long:
                raise PrintError(f"{source.name}: the content does not fit on its page: "
                                 + "; ".join(too_long))
            expected = page.evaluate("document.querySelectorAll('section.sheet').length")
            data = page.pdf(prefer_css_page_size=True, print_background=True)
        finally:
            page.close()
        pages = pdf_pages(data)
        if pages != expected:
            raise PrintError(f"{source.name}: {pages} pages printed for {expected} sheets")
        write_whole(target, data)
        return pages


def pdf_pages(data: bytes) -> int:
    """The number of pages of a PDF (as Chromium writes it: page objects in the clear).

    >>> pdf_pages(b"<< /Type /Pages /Count 2 >> << /Type /Page >> << /Type/Page >>")
    2
    """
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))


def to_pdf(text: str, target: Path, printer: Printer | None = None) -> int:
    """Print the HTML ``text`` to the PDF ``target`` (with ``printer``, or a Chromium started
    for it); returns the number of pages."""
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / (target.stem + ".html")
        source.write_text(text, encoding="utf-8")
        if printer is not None:
            return printer.pdf(source, target)
        with Printer() as own:
            return own.pdf(source, target)


# -- every worksheet --------------------------------------------------------------------------

OUT = Path("notebooks") / "worksheets"
"""Where ``--all`` writes (from the repository root): beside the notebooks, so that each
lesson notebook links its worksheet by the same relative path in JupyterLab and in the
JupyterLite site (``../../worksheets/<lang>/<game>/<NN-slug>.html``)."""


def relative_path(lesson: Lesson, lang: str, answers: bool = False, suffix: str = ".html") -> str:
    """Where a lesson's worksheet is under the worksheets folder:
    ``<lang>/<game>/<NN-slug>.html`` (``.answers.html`` for the answer key)."""
    tail = ".answers" if answers else ""
    return f"{lang}/{lesson.game}/{lesson.stem}{tail}{suffix}"


def index_page(lang: str, games: Sequence[str], pdf: bool, keys: bool = True) -> str:
    """``<lang>/index.html``: every lesson's worksheet and answer key (and PDFs); without
    ``keys`` the worksheets only."""
    e = html.escape
    intro = word("index-intro" if keys else "index-intro-pupils", lang)
    parts = [f"<h1>{e(word('index', lang))}</h1><p>{e(intro)}</p>"]
    for game in games:
        rows = []
        for lesson in course(game):
            kinds = (False, True) if keys else (False,)
            links = [f"<a href='{e(relative_path(lesson, lang, a)[len(lang) + 1:])}'>"
                     f"{e(word('answer-key' if a else 'worksheet', lang))}</a>" for a in kinds]
            if pdf:
                links += [f"<a href='{e(relative_path(lesson, lang, a, '.pdf')[len(lang) + 1:])}'>"
                          f"{e(word('answer-key' if a else 'worksheet', lang))} "
                          f"{e(word('pdf', lang))}</a>" for a in kinds]
            rows.append(f"<li>{lesson.number}. {e(lesson.title[lang])}<br>"
                        f"<small>{' · '.join(links)}</small></li>")
        parts.append(f"<h2>{e(_game_title(game, lang))}</h2><ol>{''.join(rows)}</ol>")
    return (f"<!DOCTYPE html>\n<html lang='{lang}'><head><meta charset='utf-8'>"
            f"<title>{e(word('index', lang))}</title><style>html{{font-family:{FONTS[lang]};"
            f"line-height:1.6;max-width:50rem;margin:2rem auto;padding:0 1rem}}"
            f"ol{{list-style:none;padding:0}}</style></head><body>{''.join(parts)}</body>"
            f"</html>\n")


def build_all(out: Path = OUT, pdf: bool = False, games: Sequence[str] | None = None,
              langs: Sequence[str] = LANGS, log: Any = print,
              keys: bool = True) -> dict[str, float]:
    """Write every worksheet and answer key (without ``keys``, the worksheets alone: what
    the JupyterLite site gives pupils) and with ``pdf`` their PDFs under ``out``; returns
    the seconds spent on HTML and on PDF."""
    from . import games as all_games

    names = list(games or all_games())
    times = {"html": 0.0, "pdf": 0.0}
    written: list[Path] = []
    for lang in langs:
        for game in names:
            for lesson in course(game):
                for answers in (False, True) if keys else (False,):
                    started = time.perf_counter()
                    target = out / relative_path(lesson, lang, answers)
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_text(document([lesson], lang, answers), encoding="utf-8")
                    times["html"] += time.perf_counter() - started
                    written.append(target)
        (out / lang / "index.html").write_text(index_page(lang, names, pdf, keys),
                                               encoding="utf-8")
    log(f"wrote {len(written)} HTML files under {out} in {times['html']:.1f} s")
    if pdf:
        started = time.perf_counter()
        with Printer() as printer:
            pages = sum(printer.pdf(p, p.with_suffix(".pdf")) for p in written)
        times["pdf"] = time.perf_counter() - started
        log(f"printed {len(written)} PDFs ({pages} pages) in {times['pdf']:.1f} s")
    return times


# -- command line -----------------------------------------------------------------------------


def _default_name(lessons: Sequence[Lesson], lang: str, answers: bool) -> str:
    first = lessons[0]
    what = first.stem if len(lessons) == 1 else "-".join(f"{x.number:02d}" for x in lessons)
    return f"{first.game}-{what}{'.answers' if answers else ''}.{lang}.html"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tutor.worksheet",
        description="Write a lesson's worksheet to print (HTML, and PDF through Chromium).")
    parser.add_argument("game", nargs="?", help="the game, e.g. kanagawa")
    parser.add_argument("lessons", nargs="*", type=int, help="lesson numbers (default: all)")
    parser.add_argument("--lang", default="en", choices=LANGS, help="language (default en)")
    parser.add_argument("--answers", action="store_true", help="the answer key")
    parser.add_argument("-o", "--output",
                        help="the file to write: .html, or .pdf (printed by Chromium)")
    parser.add_argument("--pdf", action="store_true", help="also write the PDF")
    parser.add_argument("--all", action="store_true",
                        help=f"every worksheet and answer key of every game and language, "
                             f"into --out (default {OUT})")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder --all writes to")
    args = parser.parse_args(argv)
    try:
        if args.all:
            if args.game:
                parser.error("--all writes every game: name no game")
            if args.out.exists() and not args.out.is_dir():
                raise ValueError(f"--out {str(args.out)!r} is a file: name a folder")
            build_all(args.out, pdf=args.pdf)
            return 0
        if not args.game:
            parser.error("name a game (or --all)")
        lessons = pick(args.game, args.lessons)
        target = output_path(args.output) if args.output is not None else \
            Path(_default_name(lessons, args.lang, args.answers))
        pdf = target.suffix.lower() == ".pdf"
        if args.pdf and not pdf:
            output_path(str(target.with_suffix(".pdf")))
        text = document(lessons, args.lang, args.answers)
        if pdf:
            pages = to_pdf(text, target)
            print(f"wrote {target} ({pages} pages)")
            return 0
        write_whole(target, text.encode("utf-8"))
        print(f"wrote {target}")
        if args.pdf:
            pages = to_pdf(text, target.with_suffix(".pdf"))
            print(f"wrote {target.with_suffix('.pdf')} ({pages} pages)")
        return 0
    except (ValueError, PrintError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except OSError as e:  # a full disk, a folder that refuses: nothing half-written is left
        print(f"error: cannot write {e.filename or ''}: {e.strerror or e}", file=sys.stderr)
        return 2


def output_path(text: str) -> Path:
    """The file ``-o`` names, if a worksheet can be written there: a new file in a folder
    that exists, or a regular file to replace.

    Raises:
        ValueError: no name, a folder, a device (``/dev/full``), a named pipe, a missing
            folder or a path through a file, saying which.
    """
    if not text.strip():
        raise ValueError(f"-o {text!r} names no file: give a file name such as sheet.html")
    path = Path(text)
    if text.endswith(("/", os.sep)):
        raise ValueError(f"cannot write {text}: it names a folder; give a file name")
    try:
        kind = file_kind(path.stat().st_mode)
    except FileNotFoundError:
        if not path.parent.is_dir():
            raise ValueError(f"cannot write {text}: there is no folder {path.parent}") from None
        return path
    except NotADirectoryError:
        above = next(p for p in path.parents if p.exists())
        raise ValueError(f"cannot write {text}: {above} is a file, not a folder") from None
    if kind is not None:
        raise ValueError(f"cannot write {text}: it is {kind}, not a file")
    return path


if __name__ == "__main__":
    sys.exit(main())
