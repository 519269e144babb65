"""Worksheets to print: a lesson's tasks and quiz questions on paper, and their answer key.

A chess workbook is the model: one question under one diagram, room to write or draw the
answer, and the answers at the back. Every task, score sheet to fill in and quiz item of a
lesson becomes a question under a still picture of its position, drawn by the game's
renderer from the engine's state as the seat to act sees it (hidden cards stay hidden; a
quiz about a move marks that move where the renderer can draw a mark). The answer key
(``--answers``) draws each answer on its board: for a task, the position after its stored
solution played by the engine (the learner's last move marked, the board's own "Last:"
line naming it); for a score sheet, the engine's sheet filled in. Moves are written in
words (``State.words_for``), never in notation; a place a question asks about carries a
numbered marker on its picture and the question (and its answer) names it by that marker
(「可以在 ② 放一顆棋子嗎？」, :func:`tutor.core.printing.marked_move`). The room to answer fits
the answer: boxes to tick for a choice, two for legal or not, a short box for a number, a
line per move of a task, a few lines for a reason.

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
import math
import os
import re
import shutil
import sys
import tempfile
import time
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .core.files import file_kind, write_whole
from .core.game import Game, State
from .core.lang import LANGS, Text, check_lang
from .core.printing import CIRCLED, Focus, marked_move, marker_name, print_view
from .core.rules import code_html
from .core.seats import seat_label
from .core.svg import still
from .lessons.model import (
    Choose,
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
    "legal-at-q": T("Can you {move}?", "可以{move}嗎？"),
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
    "deeper": T("Going further", "進階"),
    "deeper-intro": T("This part is optional: finer points and special cases.",
                      "這一部分可以不做：是一些細節和特別的情況。"),
    "deeper-sheet": T("Going further", "進階"),
}

WHY_LINES = 2
"""The lines to write on under "Why?" (or "How did you count?"): a reason takes a few."""

ASKS_WHY = re.compile(r"為什麼|\bwhy\b", re.IGNORECASE)
"""A question that asks why itself (its choices are reasons): no "Why?" under it."""

ITEMS_PER_PAGE = 3
"""The most questions on one page."""

CORE_PAGES = 4
"""The page budget of a lesson's core on a worksheet (issue 23): ``tests/test_worksheet.py``
fails on a worksheet longer than this."""

CHROMIUM_PATHS = ("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome")
"""Where the system Chromium is looked for (``TUTOR_CHROMIUM`` names another)."""


def word(key: str, lang: str, **params: Any) -> str:
    return WORDS[key][lang].format(**params)


SCREEN_PHRASES = re.compile(
    r"\s*\((?:click|tap|press)[^)]*\)|,? then press \*?Check\b\*?"
    r"|（(?:點|按)[^）]*）|，再按「檢查」", re.IGNORECASE)
"""What a lesson's text says to do on the screen only, left off paper: a bracketed click
instruction ("(click its header)", 「（點它那一欄的標題）」) and pressing Check after filling in
a score sheet (", then press Check", 「，再按「檢查」」)."""


def on_paper(text: str) -> str:
    """A content text for paper: without its screen-only phrases (:data:`SCREEN_PHRASES`).

    >>> on_paper("Take the card with a tree (click its header).")
    'Take the card with a tree.'
    >>> on_paper("填寫橘方那一欄，再按「檢查」。")
    '填寫橘方那一欄。'
    >>> on_paper("拿取那張卡片（點它那一欄的標題）。")
    '拿取那張卡片。'
    """
    return SCREEN_PHRASES.sub("", text)


def _md(text: str) -> str:
    """A content text as HTML for paper (:func:`on_paper`): escaped, with its `code` and
    **bold** spans."""
    return re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", code_html(on_paper(text.strip())))


def _plain(text: str) -> str:
    """A content text as it reads on paper (for measuring it): no markup."""
    return re.sub(r"\*\*|`", "", on_paper(text.strip()))


# -- pictures -------------------------------------------------------------------------------


_DRAWN: dict[tuple, str] = {}
DRAWN_KEPT = 256
"""How many pictures :func:`board_svg` and :func:`print_picture` keep (a worksheet and its
answer key share most of their quiz pictures)."""


def _kept(key: tuple, draw: Any) -> str:
    found = _DRAWN.get(key)
    if found is None:
        found = draw()
        if len(_DRAWN) >= DRAWN_KEPT:
            _DRAWN.pop(next(iter(_DRAWN)))
        _DRAWN[key] = found
    return found


def board_svg(state: State, viewer: int | None, lang: str, mark: str | None = None,
              markers: tuple[str, ...] = ()) -> str:
    """The still picture of ``state`` as ``viewer`` sees it, the whole board as the screen
    shows it (the teacher's guide's pictures): the game's own SVG without its hover texts
    and without the marks of legal moves (:func:`tutor.core.svg.still`: they would give
    answers away); ``mark`` (a move's notation) is drawn on the board, and so are the
    numbered ``markers`` of the places a question names (①②③)."""
    def draw() -> str:
        extra = {"markers": numbered(markers)} if markers else {}
        return still(str(state.render(viewer=viewer, lang=lang, mark=mark, **extra)))

    return _kept(("screen", state.game.name, state.to_json(), viewer, lang, mark, markers),
                 draw)


def print_picture(state: State, viewer: int | None, lang: str, focus: Focus,
                  mark: str | None = None, markers: tuple[str, ...] = ()) -> str:
    """The picture of ``state`` on a sheet (:func:`tutor.core.printing.print_view`): no
    button, status line or click target, the move ``mark`` and the numbered ``markers``
    drawn, cropped to what ``focus`` is about as the game says (the whole board by
    default)."""
    def draw() -> str:
        return print_view(state, viewer, lang, mark=mark, markers=numbered(markers),
                          focus=focus)

    return _kept(("print", state.game.name, state.to_json(), viewer, lang, mark, markers,
                  focus), draw)


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


_VIEWBOX = re.compile(r'viewBox="([-\d.]+)[ ,]([-\d.]+)[ ,]([\d.]+)[ ,]([\d.]+)"')


def view_size(svg: str) -> tuple[float, float]:
    """The width and height of a picture's viewBox (in drawing units).

    >>> view_size('<svg viewBox="10,0,712,1266">')
    (712.0, 1266.0)
    """
    found = _VIEWBOX.search(svg)
    if not found:
        raise ValueError("a picture without a viewBox cannot be laid out")
    return float(found.group(3)), float(found.group(4))


@dataclass(frozen=True)
class Picture:
    """A picture on a sheet: its SVG and what the figure says about it (``data-role``: the
    question's or the answer's position, ``data-state``: which position, the board's own
    score sheet shown or not)."""

    svg: str
    state: str
    role: str = "question"
    score: bool = True

    @property
    def aspect(self) -> float:
        """Its height over its width."""
        w, h = view_size(self.svg)
        return h / w

    @property
    def legible(self) -> float:
        """The least height in mm at which its small text can be read
        (:data:`MIN_SCALE` mm a drawing unit), with a tenth of a millimetre to spare (a
        figure's size is written to a tenth)."""
        return math.ceil(view_size(self.svg)[1] * MIN_SCALE * 10) / 10 + 0.1


def picture(state: State, viewer: int | None, lang: str, focus: Focus,
            mark: str | None = None, markers: tuple[str, ...] = (), score: bool = True,
            role: str = "question") -> Picture:
    """The picture of a question (or of its answer): see :func:`print_picture`; without
    ``score``, the board's own score sheet is hidden (for a sheet to fill in)."""
    return Picture(print_picture(state, viewer, lang, focus, mark, markers), state_id(state),
                   role, score)


# -- measuring a page -------------------------------------------------------------------------
#
# A sheet is laid out here, not by the browser: each question's height is estimated from its
# text and its picture's proportions, questions are put on pages (at most ITEMS_PER_PAGE, as
# many as fit), and each picture is then given the height its page leaves, written on it in
# millimetres. So the number of pages is known before printing (the page budget's test
# counts them), and the PDF step checks that the browser agrees (no sheet overflows).

MM_PER_PT = 25.4 / 72
PAGE_WIDTH = 182.0
"""The width of a sheet's content, in mm (A4, 14 mm margins)."""
PAGE_HEIGHT = 268.0
"""The height of a sheet's content, in mm (A4, 12 and 13 mm margins, room to spare)."""
TOP = 8.5
"""The header line (game, lesson, name and number), in mm."""
SIDE_WIDTH = 62.0
"""The column beside a picture for the room to answer (or the answer), in mm."""
GAP = 4.0
"""Between a picture and its side column, in mm."""
BETWEEN = 6.0
"""Between two questions (a thin rule in the middle), in mm."""
PICTURE_MIN = 45.0
"""The least height of a picture, in mm."""
PICTURE_MAX = 140.0
"""The greatest height of a picture, in mm."""
MIN_SCALE = 0.2
"""The least size of a drawing unit on paper, in mm: a board's small text (11 to 13 units)
prints about 2.4 mm high (7 pt), the size of a book's footnotes. A picture is laid out at
least this large when its width allows (so a page may hold fewer questions)."""
BESIDE = 0.42
"""A picture at least this tall for its width has its side column beside it; a flatter one
(a stretch of road) has it below, the picture across the page."""
QUESTION_PT = 12.5
SIDE_PT = 11.5
NOTE_PT = 9.5
LINE_MM = 8.5
"""A line to write on."""
SAFETY = 1.06
"""Texts are measured this much taller than estimated (fonts differ a little)."""
LINE_FILL = 0.96
"""The share of a line's width a text is counted to fill before it wraps: a browser breaks
a line early (a bold label, punctuation kept off a line's start), so a question measured at
99.9% of a line (cartography 4, 「任務 5 藍方下：捕捉標記①的橘色棋子。…」) wraps to two."""


def _wide_char(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


def text_height(text: str, width: float, pt: float, leading: float = 1.45) -> float:
    """The height in mm of ``text`` set in ``pt`` points on lines ``width`` mm wide: an
    estimate (a Chinese character as wide as the font size, any other about 0.56 of it),
    with a :data:`SAFETY` margin.

    >>> round(text_height("一" * 39, 182, 12.5), 1)  # one line
    6.8
    >>> round(text_height("一" * 50, 182, 12.5), 1)  # two
    13.6
    """
    size = pt * MM_PER_PT
    lines = 0
    for paragraph in text.split("\n"):
        used = sum(size if _wide_char(ch) else size * 0.56 for ch in paragraph)
        lines += max(1, math.ceil(used / (width * LINE_FILL) - 1e-9))
    return lines * size * leading * SAFETY


@dataclass(frozen=True)
class Part:
    """A piece of a question's side column (the room to answer, or the answer): its HTML,
    the text it sets (measured at the column's width) and the room it takes besides."""

    html: str
    text: str = ""
    pt: float = SIDE_PT
    fixed: float = 0.0
    """mm it takes besides its text (lines to write on, boxes, a table's rows, margins)."""
    width: float = 0.0
    """The least width it needs, in mm (a score sheet's table)."""

    def height(self, width: float) -> float:
        return (text_height(self.text, width, self.pt) if self.text else 0.0) + self.fixed


def _p(text: str, cls: str = "", pt: float = SIDE_PT) -> Part:
    """A paragraph of content text."""
    attr = f" class='{cls}'" if cls else ""
    return Part(f"<p{attr}>{_md(text)}</p>", _plain(text), pt, 1.5)


def _note(text: str) -> Part:
    return _p(text, "note", NOTE_PT)


def _lines(n: int) -> Part:
    """``n`` lines to write on."""
    return Part("<div class='line'></div>" * n, fixed=n * LINE_MM)


def _box(text: str) -> str:
    return f"<span class='choice'><span class='box'></span>{text}</span>"


@dataclass(frozen=True)
class Block:
    """One question (or its answer), to be laid out: the question line, its picture (if
    any) and its side column."""

    item: str
    question: str
    """The question line as HTML (label and text)."""
    text: str
    """The question line as it reads (for measuring it)."""
    side: tuple[Part, ...]
    picture: Picture | None = None

    def beside(self) -> bool:
        """Whether the side column goes beside the picture (else below it): a picture tall
        enough for its width, whose text can be read at the width left beside it (or could
        not be read across the page either)."""
        if (self.picture is None or self.picture.aspect < BESIDE
                or any(p.width > SIDE_WIDTH for p in self.side)):
            return False
        legible = self.picture.legible
        return self._largest(True) >= legible or self._largest(False) < legible

    def _largest(self, beside: bool) -> float:
        assert self.picture is not None
        room = PAGE_WIDTH - SIDE_WIDTH - GAP if beside else PAGE_WIDTH
        return min(PICTURE_MAX, room * self.picture.aspect)

    def largest(self) -> float:
        """The tallest its picture may be, in mm (it may not be wider than its room)."""
        if self.picture is None:
            return 0.0
        return self._largest(self.beside())

    def smallest(self) -> float:
        """The least height of its picture, in mm: :data:`PICTURE_MIN`, or more where its
        text needs it to be read (:attr:`Picture.legible`), as its width allows."""
        if self.picture is None:
            return 0.0
        return min(max(PICTURE_MIN, self.picture.legible), self.largest())

    def height(self, picture: float) -> float:
        """Its height in mm with its picture ``picture`` mm high."""
        question = text_height(self.text, PAGE_WIDTH, QUESTION_PT) + 1.5
        if self.picture is None:
            return question + sum(p.height(PAGE_WIDTH) for p in self.side)
        if self.beside():
            side = sum(p.height(SIDE_WIDTH) for p in self.side)
            return question + max(picture, side)
        return question + picture + 1.5 + sum(p.height(PAGE_WIDTH) for p in self.side)


@dataclass
class Placed:
    """A block on a page, with its picture's height."""

    block: Block
    picture: float = 0.0


def _page_room(first: float) -> float:
    return PAGE_HEIGHT - TOP - first


def _used(page: Sequence[Placed]) -> float:
    return sum(p.block.height(p.picture) for p in page) + BETWEEN * max(0, len(page) - 1)


def layout(blocks: Sequence[Block], first: float = 0.0) -> list[list[Placed]]:
    """``blocks`` put on pages, in order: at most :data:`ITEMS_PER_PAGE` a page, as many as
    fit with their pictures at their smallest (a block that fits on no page has one to
    itself); then each page's pictures grow, in turn by a millimetre, while the page has
    room and the picture its width. ``first``: the room the first page's introduction
    takes (mm).

    >>> text = [Block(str(i), "", "Q", (_lines(2),)) for i in range(4)]
    >>> [len(page) for page in layout(text)]
    [3, 1]
    """
    pages: list[list[Placed]] = [[]]
    for block in blocks:
        page = pages[-1]
        trial = [*page, Placed(block, block.smallest())]
        room = _page_room(first if len(pages) == 1 else 0.0)
        if page and (len(trial) > ITEMS_PER_PAGE or _used(trial) > room):
            pages.append([Placed(block, block.smallest())])
        else:
            page.append(trial[-1])
    for n, page in enumerate(pages):
        room = _page_room(first if n == 0 else 0.0)
        growing = True
        while growing:
            growing = False
            for placed in page:
                if placed.picture + 1 > placed.block.largest():
                    continue
                placed.picture += 1
                if _used(page) <= room:
                    growing = True
                else:
                    placed.picture -= 1
    return [page for page in pages if page]


def _mm(x: float) -> str:
    return f"{x:.1f}mm"


def block_html(placed: Placed) -> str:
    """A laid-out block as HTML: the question, the picture at its size, the side column."""
    block = placed.block
    e = html.escape(block.item)
    side = "".join(p.html for p in block.side)
    if block.picture is None:
        return (f"<div class='block text' data-item='{e}'>{block.question}"
                f"<div class='side'>{side}</div></div>")
    pic = block.picture
    height = placed.picture
    width = height / pic.aspect
    classes = "board" if pic.score else "board no-score"
    figure = (f"<figure class='{classes}' data-role='{pic.role}' data-state='{pic.state}' "
              f"style='width:{_mm(width)};height:{_mm(height)}'>{pic.svg}</figure>")
    layout_class = "beside" if block.beside() else "below"
    return (f"<div class='block' data-item='{e}'>{block.question}"
            f"<div class='body {layout_class}'>{figure}<div class='side'>{side}</div>"
            f"</div></div>")


# -- what goes on a sheet ---------------------------------------------------------------------


def game_of(lesson: Lesson) -> Game:
    from . import load

    return load(lesson.game)


def _question(label: str, item: str, text: str) -> str:
    """The question line: its label ("Task 2", 「第 3 題」) and its text (HTML)."""
    return (f"<div class='q' data-item='{html.escape(item)}'><b class='label'>"
            f"{html.escape(label)}</b> {text}</div>")


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


def _answer_side(text: str, notes: list[str], lang: str) -> tuple[Part, ...]:
    answer = _p(text)
    parts = [Part(f"<div class='answer'>{answer.html}</div>", answer.text, SIDE_PT, 3.0)]
    if notes:
        parts.append(_note(_join(notes, lang)))
    return tuple(parts)


def task_block(task: Task, label: str, game: Game, lang: str, answers: bool,
               lesson: str = "") -> Block:
    """A task: its goal under the start position, room for as many moves as its solution
    has; the answer key draws the position after the stored solution, its last move
    marked, cropped as the question's picture is."""
    start = position_state(task.position, game)
    seat = _seat_of(task.viewer, start)
    question = _question(label, task.id, _md(task.goal[lang]))
    text = f"{label} {_plain(task.goal[lang])}"
    if not answers:
        focus = Focus(task.id, "task", seat, task.markers, None, lesson,
                      about=tuple(task.solution))
        key = "your-move" if len(task.solution) == 1 else "your-moves"
        side = (_p(word(key, lang)), _lines(len(task.solution)), _note(word("draw", lang)))
        return Block(task.id, question, text, side,
                     picture(start, seat, lang, focus, markers=task.markers))
    last, after = solution_line(task, start)[-1]
    focus = Focus(task.id, "task", seat, task.markers, last, lesson, answer=True,
                  about=tuple(task.solution))
    answer, notes = task_answer(task, start, game, lang)
    side = _answer_side(answer, [word("after", lang), *notes], lang)
    return Block(task.id, question, text, side,
                 picture(after, seat, lang, focus, mark=last, role="answer"))


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


def sheet_table(state: State, seats: Sequence[int], lang: str, filled: bool) -> Part:
    """A score sheet as a table: one line per category and the total, one column per seat;
    empty cells to fill in, or the engine's numbers."""
    sheet = state.scores()
    names = sheet.names(lang)
    e = html.escape
    head = "".join(f"<th>{e(seat_label(names[s], s))}</th>" for s in seats)
    rows = []
    labels = []
    for c in [*sheet.categories, None]:
        label = c.label[lang] if c is not None else word("total", lang)
        labels.append(label)
        cells = []
        for s in seats:
            value = sheet.points[s][c.id] if c is not None else sheet.totals[s]
            cells.append(f"<td>{_num(value) if filled else ''}</td>")
        cls = "" if c is not None else " class='total'"
        rows.append(f"<tr{cls}><th>{e(label)}</th>{''.join(cells)}</tr>")
    size = 10 * MM_PER_PT
    label_width = max(sum(size if _wide_char(ch) else size * 0.56 for ch in x) for x in labels)
    width = label_width + 6 + len(seats) * 20
    return Part(f"<table class='scores'><tr><th></th>{head}</tr>{''.join(rows)}</table>",
                fixed=(len(rows) + 1) * 6.6 + 2, width=width)


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def fill_block(spec: FillSheet, label: str, game: Game, lang: str, answers: bool,
               lesson: str = "") -> Block:
    """A score sheet to fill in: the board with its own sheet hidden and an empty table; the
    answer key shows the board's sheet and the table filled in by the engine."""
    state = position_state(spec.position, game)
    seats = spec.seats if spec.seats is not None else tuple(range(len(state.scores().points)))
    question = _question(label, spec.id, _md(spec.intro[lang]))
    text = f"{label} {_plain(spec.intro[lang])}"
    seat = seat_to_act(state)
    focus = Focus(spec.id, "sheet", seat, (), None, lesson, answer=answers)
    pic = picture(state, seat, lang, focus, score=answers,
                  role="answer" if answers else "question")
    if answers:
        side: tuple[Part, ...] = (_p(word("sheet-answer", lang)),
                                  sheet_table(state, seats, lang, True),
                                  _p(state.scores().verdict(lang)))
    else:
        side = (_p(word("fill", lang)), sheet_table(state, seats, lang, False))
    return Block(spec.id, question, text, side, pic)


def legal_question(item: LegalOrNot, state: State, lang: str, marked: bool) -> str:
    """The question of a legal-or-not item, the move in words as the player to act reads
    it; a move the game cannot put in words is asked about by its mark on the picture."""
    move = _move_words(state, item.action, seat_to_act(state), lang)
    if move is not None:
        return word("legal-q", lang, move=move)
    if marked:
        return word("marked-q", lang)
    return word("legal-q", lang, move=f"`{item.action}`")


KINDS = {LegalOrNot: "legal", HowMany: "count", Choose: "choose"}


def by_marker(text: Any, state: State, item: LegalOrNot, viewer: int | None, lang: str,
              at: str) -> Any:
    """``text`` (or each of a list of texts) of a legal-or-not question's answer with the
    place its move is played on named as the question names it, by its marker (「畫室第 1
    格（海洋）上已經有一個筆刷」 -> 「①（海洋）上已經有一個筆刷」): the place's words are what
    the move's words have where the question's words have the marker."""
    if isinstance(text, list):
        return [by_marker(t, state, item, viewer, lang, at) for t in text]
    words = state.words_for(item.action, viewer, lang)
    found = state.game.move_place(state, item.action, viewer, lang)
    if found is None or "{marker}" not in found[1]:
        return text
    before, after = found[1].split("{marker}", 1)
    if not (words.startswith(before) and words.endswith(after)):
        return text
    place = words[len(before):len(words) - len(after)]
    marker = next(c for c in at if c in CIRCLED)
    out = text.replace(place, marker_name(CIRCLED.index(marker) + 1, lang)) if place else text
    return re.sub(r"(?<=[①-⑩]) (?=[（，。、：；])|(?<=[。，、：；（「]) (?=[①-⑩])|^ ", "", out)


def legal_markers(item: LegalOrNot, state: State, viewer: int | None, lang: str,
                  focus: Focus) -> tuple[tuple[str, ...], str | None]:
    """The markers of a legal-or-not question's picture and the move as the question names
    it: where the move is played on a place of the board (:func:`marked_move`), that place
    gets a numbered marker too and the words name it by its number (「在 ② 放一顆棋子」);
    else the question's own markers and None (the move is asked about in words)."""
    found = marked_move(state, item.action, viewer, lang, item.markers)
    if found is None:
        return item.markers, None
    place, n, words = found
    markers = item.markers if place in item.markers else (*item.markers, place)
    drawn = print_picture(state, viewer, lang, focus, mark=item.action, markers=markers)
    if f'data-marker="{n}"' not in drawn:  # a place this picture does not draw
        return item.markers, None
    return markers, words


def quiz_block(item: QuizItem, label: str, game: Game, lang: str, answers: bool,
               lesson: str = "") -> Block:
    """A quiz item: the question under its position (the move it is about marked), room
    for the answer it asks (two boxes, a number, a choice) and a line for why; the answer
    key gives the engine's answer and why, and for a legal move draws the position after
    it, cropped as the question's picture is."""
    state = position_state(item.position, game) if item.position is not None else None
    mark = item.action if isinstance(item, LegalOrNot) else item.mark
    viewer = seat_to_act(state) if state is not None else None
    focus = Focus(item.id, KINDS[type(item)], viewer, item.markers, mark, lesson)
    pic = None
    markers, at = item.markers, None
    if state is not None and item.picture:
        if isinstance(item, LegalOrNot):
            markers, at = legal_markers(item, state, viewer, lang, focus)
        pic = picture(state, viewer, lang, focus, mark=mark, markers=markers)
    if isinstance(item, LegalOrNot):
        assert state is not None
        asked = (word("legal-at-q", lang, move=at) if at is not None
                 else legal_question(item, state, lang, pic is not None))
    else:
        asked = item.question[lang]
    question = _question(label, item.id, _md(asked))
    text = f"{label} {_plain(asked)}"
    right = quiz_answer(item, state)
    if not answers:
        if isinstance(item, LegalOrNot):
            side: tuple[Part, ...] = (
                Part(f"<p>{_box(word('legal', lang))}{_box(word('illegal', lang))}</p>",
                     fixed=8.5),
                _p(word("why", lang)), _lines(WHY_LINES))
        elif isinstance(item, HowMany):
            side = (Part(f"<p>{html.escape(word('number', lang))}<span class='blank'></span>"
                         f"</p>", fixed=9.0),
                    _p(word("how-count", lang)), _lines(WHY_LINES))
        else:
            choices = [_md(c[lang]) for c in item.choices]
            width = SIDE_WIDTH if pic is not None else PAGE_WIDTH
            rows = sum(text_height(_plain(c[lang]) + "　　", width, SIDE_PT)
                       for c in item.choices)
            side = (_p(word("tick", lang)),
                    Part("<ul class='choices'>" + "".join(f"<li>{_box(c)}</li>"
                                                          for c in choices) + "</ul>",
                         fixed=rows + len(choices) * 1.2))
            if not ASKS_WHY.search(asked):  # a question that asks why: its choices say why
                side += (_p(word("why", lang)), _lines(WHY_LINES))
        return Block(item.id, question, text, side, pic)
    answer, notes = quiz_answer_words(item, state, game, lang)
    if at is not None and isinstance(item, LegalOrNot):  # the answer names the place so too
        assert state is not None
        answer, notes = (by_marker(t, state, item, viewer, lang, at) for t in
                         (answer, notes))
    if isinstance(item, LegalOrNot) and pic is not None and right:
        assert state is not None
        after = Focus(item.id, "legal", viewer, (), item.action, lesson, answer=True)
        pic = picture(state.apply(item.action), viewer, lang, after, mark=item.action,
                      markers=markers, role="answer")
        notes.append(word("after-legal", lang))
    elif pic is not None:
        pic = Picture(pic.svg, pic.state, "answer", pic.score)
    return Block(item.id, question, text, _answer_side(answer, notes, lang), pic)


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


def lesson_blocks(lesson: Lesson, lang: str, answers: bool = False,
                  part: str | None = None) -> list[Block]:
    """Every question of ``lesson``'s ``part`` ("core", "deeper"; None: both) in the order
    of the notebook (tasks, score sheets, then the quiz), labelled as the notebook and the
    progress name them ("Task 2", "Question 3")."""
    lang = check_lang(lang)
    game = game_of(lesson)
    labels = item_labels(lesson, lang)
    out = []
    for step in lesson.part_steps(part):
        if isinstance(step, Task):
            out.append(task_block(step, labels[step.id], game, lang, answers, lesson.key))
        elif isinstance(step, FillSheet):
            out.append(fill_block(step, labels[step.id], game, lang, answers, lesson.key))
        elif isinstance(step, Quiz):
            out += [quiz_block(item, labels[item.id], game, lang, answers, lesson.key)
                    for item in step.items]
    return out


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
       padding-bottom: 1mm; margin-bottom: 2mm; flex: none; height: 6.5mm; }
.top .who span { display: inline-block; border-bottom: 0.3mm solid #444; width: 34mm;
                 margin: 0 3mm 0 1mm; }
.top .who span.short { width: 12mm; }
.intro { flex: none; margin-bottom: 1mm; }
.intro h1 { font-size: 15pt; margin: 0 0 1mm; line-height: 1.3; }
.intro ul { margin: 0 0 1mm; padding-left: 6mm; font-size: 10pt; }
.intro p { margin: 0 0 1mm; font-size: 10pt; color: #333; }
.intro h2 { font-size: 13pt; margin: 0 0 1mm; }
.q { flex: none; font-size: 12.5pt; margin: 0 0 1.5mm; }
.q .label { display: inline-block; background: #1f2937; color: white; border-radius: 1mm;
            padding: 0 2mm; margin-right: 1.5mm; font-size: 10.5pt; }
.block { flex: none; }
.block + .block { border-top: 0.3mm dashed #9ca3af; margin-top: 3mm; padding-top: 3mm; }
.body { display: flex; flex-direction: column; }
.body.beside { flex-direction: row; gap: 4mm; align-items: flex-start; }
figure.board { flex: none; margin: 0; }
.body.below figure.board { margin: 0 auto 1.5mm; }
figure.board svg { display: block; width: 100%; height: 100%; }
figure.board.no-score .score-sheet { visibility: hidden; }
.side { flex: 1 1 auto; min-width: 0; font-size: 11.5pt; }
.body.beside .side { width: 62mm; flex: none; }
.side p { margin: 0 0 1.5mm; }
.note { font-size: 9.5pt; color: #444; }
.line { border-bottom: 0.3mm solid #999; height: 8.5mm; }
.blank { display: inline-block; width: 30mm; border-bottom: 0.3mm solid #333;
         height: 6mm; vertical-align: bottom; margin-left: 2mm; }
.choice { display: inline-block; margin-right: 8mm; }
.box { display: inline-block; width: 4.2mm; height: 4.2mm; border: 0.35mm solid #222;
       vertical-align: -0.7mm; margin-right: 1.8mm; background: white; }
ul.choices { list-style: none; margin: 0; padding: 0; }
ul.choices li { margin: 0 0 1.2mm; }
.answer { border-left: 1.2mm solid #05603a; background: #ecfdf3; padding: 0.5mm 3mm;
          margin: 0 0 1.5mm; }
.answer p { margin: 0; }
table.scores { border-collapse: collapse; margin: 0 0 2mm; font-size: 10pt; line-height: 1.2; }
table.scores th, table.scores td { border: 0.3mm solid #777; padding: 0 2mm;
                                   height: 6.6mm; }
table.scores td { min-width: 16mm; text-align: right; }
table.scores th { text-align: left; font-weight: normal; }
table.scores tr.total th, table.scores tr.total td { font-weight: bold; }
code { font-size: 0.92em; }
@media screen {
  body { background: #d1d5db; padding: 16mm 0; }
  .sheet { margin: 0 auto 26mm; background: white;
           box-shadow: 0 0 0 12mm white, 0 0 0 12.3mm #9ca3af; }
}
"""
"""The print CSS: A4, one sheet per page at a fixed size, each question as :func:`layout`
measured it (its picture's size written on it), and on screen the same sheets as pages
of paper."""


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


def _intro(lesson: Lesson, lang: str, answers: bool) -> tuple[str, float]:
    """The first page's introduction (the lesson's title, what it teaches, how to answer)
    as HTML, and its height in mm."""
    e = html.escape
    how = word("how-answers" if answers else "how", lang)
    objectives = [o[lang] for o in lesson.objectives]
    height = (text_height(lesson.title[lang], PAGE_WIDTH, 15, 1.3) + 1
              + text_height(word("objectives", lang), PAGE_WIDTH, 10) + 1
              + sum(text_height(o, PAGE_WIDTH - 6, 10) for o in objectives) + 1
              + text_height(how, PAGE_WIDTH, 10) + 2)
    items = "".join(f"<li>{e(o)}</li>" for o in objectives)
    return (f"<div class='intro'><h1>{e(lesson.title[lang])}</h1>"
            f"<p>{e(word('objectives', lang))}</p><ul>{items}</ul>"
            f"<p>{e(how)}</p></div>"), height


def _deeper_intro(lang: str) -> tuple[str, float]:
    """The heading of the deeper part (「進階」) and its height in mm."""
    e = html.escape
    head, text = word("deeper", lang), word("deeper-intro", lang)
    height = text_height(head, PAGE_WIDTH, 13, 1.3) + text_height(text, PAGE_WIDTH, 10) + 3
    return f"<div class='intro'><h2>{e(head)}</h2><p>{e(text)}</p></div>", height


def _game_title(game: str, lang: str) -> str:
    return importlib.import_module(f"tutor.games.{game}").GAME.title[lang]


PARTS = {"core": ("core",), "deeper": ("deeper",), None: ("core", "deeper")}
"""Which parts of a lesson a document holds (:func:`document`'s ``part``)."""


def sheets(lesson: Lesson, lang: str, answers: bool = False,
           part: str | None = "core") -> list[str]:
    """The pages of one lesson's worksheet (or answer key), each a ``<section
    class='sheet'>`` that fills one A4 page: the lesson's core (``part`` "core"), its deeper
    part (「進階」, "deeper") or both (None: the deeper part from a new page). A lesson
    without a question there still has its first page (its title and what it teaches)."""
    out = []
    head = _head(lesson, lang, answers)
    for which in PARTS[part]:
        blocks = lesson_blocks(lesson, lang, answers, which)
        first = which == "core" or part == "deeper"
        if not blocks and not (first and not out):
            continue
        intro, room = _intro(lesson, lang, answers) if first else ("", 0.0)
        if which == "deeper":
            more, taller = _deeper_intro(lang)
            intro, room = intro + more, room + taller
        for i, page in enumerate(layout(blocks, room) or [[]]):
            body = "".join(block_html(p) for p in page)
            items = " ".join(p.block.item for p in page)
            out.append(f"<section class='sheet' data-lesson='{lesson.key}' "
                       f"data-part='{which}' data-items='{html.escape(items)}'>"
                       f"{head}{intro if i == 0 else ''}{body}</section>")
    return out


def document(lessons: Sequence[Lesson], lang: str, answers: bool = False,
             part: str | None = "core") -> str:
    """The worksheet (or answer key) of ``lessons`` as one self-contained HTML file: their
    cores (``part`` "core", a pupil's worksheet), their deeper parts ("deeper") or both
    (None, the teacher's answer key).

    Raises:
        ValueError: no lesson, or ``part`` none of those.
    """
    lang = check_lang(lang)
    if not lessons:
        raise ValueError("no lesson to print")
    if part not in PARTS:
        raise ValueError(f"part must be 'core', 'deeper' or None, not {part!r}")
    pages = [page for lesson in lessons for page in sheets(lesson, lang, answers, part)]
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
              answers: bool = False, part: str | None = "core") -> str:
    """The worksheet (or answer key) of lessons ``numbers`` of ``game`` (every lesson when
    empty) as HTML: see :func:`document`.

    Raises:
        ValueError: an unknown game, language, lesson number or part.
    """
    return document(pick(game, numbers), check_lang(lang), answers, part)


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


def relative_path(lesson: Lesson, lang: str, answers: bool = False, suffix: str = ".html",
                  deeper: bool = False) -> str:
    """Where a lesson's worksheet is under the worksheets folder:
    ``<lang>/<game>/<NN-slug>.html`` (its core), ``.deeper.html`` for the worksheet of its
    deeper part, ``.answers.html`` for the answer key (both parts)."""
    tail = ".answers" if answers else ".deeper" if deeper else ""
    return f"{lang}/{lesson.game}/{lesson.stem}{tail}{suffix}"


def kinds_of(lesson: Lesson, keys: bool = True) -> list[tuple[bool, bool]]:
    """The documents a lesson has, as ``(answers, deeper)``: its worksheet, the worksheet
    of its deeper part when that part has questions, and (with ``keys``) its answer key."""
    out = [(False, False)]
    if lesson.graded("deeper"):
        out.append((False, True))
    if keys:
        out.append((True, False))
    return out


def _part(answers: bool, deeper: bool) -> str | None:
    return None if answers else "deeper" if deeper else "core"


def _kind_name(answers: bool, deeper: bool, lang: str) -> str:
    if answers:
        return word("answer-key", lang)
    return word("deeper-sheet" if deeper else "worksheet", lang)


def index_page(lang: str, games: Sequence[str], pdf: bool, keys: bool = True) -> str:
    """``<lang>/index.html``: every lesson's worksheet, the worksheet of its deeper part and
    its answer key (and PDFs); without ``keys`` the worksheets only."""
    e = html.escape
    intro = word("index-intro" if keys else "index-intro-pupils", lang)
    parts = [f"<h1>{e(word('index', lang))}</h1><p>{e(intro)}</p>"]
    for game in games:
        rows = []
        for lesson in course(game):
            kinds = kinds_of(lesson, keys)
            links = [f"<a href='{e(relative_path(lesson, lang, a, deeper=d)[len(lang) + 1:])}'>"
                     f"{e(_kind_name(a, d, lang))}</a>" for a, d in kinds]
            if pdf:
                links += [f"<a href='"
                          f"{e(relative_path(lesson, lang, a, '.pdf', d)[len(lang) + 1:])}'>"
                          f"{e(_kind_name(a, d, lang))} {e(word('pdf', lang))}</a>"
                          for a, d in kinds]
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
    """Write every worksheet (a lesson's core, and its deeper part's when it has one) and
    answer key (without ``keys``, the worksheets alone: what the JupyterLite site gives
    pupils) and with ``pdf`` their PDFs under ``out``; returns the seconds spent on HTML
    and on PDF."""
    from . import games as all_games

    names = list(games or all_games())
    times = {"html": 0.0, "pdf": 0.0}
    written: list[Path] = []
    for lang in langs:
        for game in names:
            for lesson in course(game):
                for answers, deeper in kinds_of(lesson, keys):
                    started = time.perf_counter()
                    target = out / relative_path(lesson, lang, answers, deeper=deeper)
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_text(document([lesson], lang, answers, _part(answers, deeper)),
                                      encoding="utf-8")
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


def _default_name(lessons: Sequence[Lesson], lang: str, answers: bool,
                  deeper: bool = False) -> str:
    first = lessons[0]
    what = first.stem if len(lessons) == 1 else "-".join(f"{x.number:02d}" for x in lessons)
    tail = ".answers" if answers else ".deeper" if deeper else ""
    return f"{first.game}-{what}{tail}.{lang}.html"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tutor.worksheet",
        description="Write a lesson's worksheet to print (HTML, and PDF through Chromium).")
    parser.add_argument("game", nargs="?", help="the game, e.g. kanagawa")
    parser.add_argument("lessons", nargs="*", type=int, help="lesson numbers (default: all)")
    parser.add_argument("--lang", default="en", choices=LANGS, help="language (default en)")
    parser.add_argument("--answers", action="store_true",
                        help="the answer key (the lessons' core and deeper part)")
    parser.add_argument("--deeper", action="store_true",
                        help="the worksheet of the lessons' deeper part (default: their core)")
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
            Path(_default_name(lessons, args.lang, args.answers, args.deeper))
        pdf = target.suffix.lower() == ".pdf"
        if args.pdf and not pdf:
            output_path(str(target.with_suffix(".pdf")))
        text = document(lessons, args.lang, args.answers, _part(args.answers, args.deeper))
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
