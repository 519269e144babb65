"""What the teacher's pages show: their words in both languages, the class grid, a lesson's
tasks with the wrong moves on each task's board, one student, a poll, and the exports.

The pages are HTML shells (:func:`shell`) whose script (``static/classroom.js``) draws
everything from the JSON made here, with ``textContent`` only: nothing a student sent
(a name, a move) is ever read as HTML, and names and moves are shown inside ``<bdi>`` with
their control and invisible characters made visible (a right-to-left override as
``\u202e``). The boards are the engines' own SVG (which escapes its text); the script
puts marks and arrows on them for the moves the JSON lists.

Everything is in the teacher's language: an item is named by what it asks (a task's goal,
a quiz question with its move in words: :meth:`~tutor.lessons.model.Lesson.item_title`),
never by its id; every move is in words (``State.words_for``; beside a board that marks
it, ``State.marked_words``, which need not say where it is), never in notation; the
exports' columns, sheet and file name, and the error pages, are in the page's language.
"""

from __future__ import annotations

import csv
import html
import io
import json
import re
import time
from collections import Counter, defaultdict
from collections.abc import Iterable
from functools import cache, lru_cache
from typing import Any

from ..core.lang import LANGS
from ..lessons.runner import course
from ..progress import cell, shown
from . import win_percent
from .db import Poll, Store

WORDS: dict[str, tuple[str, str]] = {
    "service": ("Class room", "教室"),
    "classes": ("Your classes", "你的班級"),
    "no-classes": ("You teach no class yet: ask the hub's administrator to put your students "
                   "in a group (one group per class) and you in the teachers' role.",
                   "你目前沒有班級：請管理員為每個班級建立一個群組，把學生加入，並給你老師的角色。"),
    "not-teacher": ("Only a teacher of this class may see this page.",
                    "只有這個班級的老師可以看這一頁。"),
    "students": ("students", "位學生"),
    "student": ("Student", "學生"),
    "lesson": ("Lesson {n}", "第 {n} 課"),
    "done": ("done", "完成"),
    "stars": ("stars", "星"),
    "attempts": ("attempts", "嘗試"),
    "hints": ("hints", "提示"),
    "time": ("time", "時間"),
    "solved": ("solved", "已完成"),
    "seen": ("answer seen", "看過答案"),
    "stuck": ("stuck on: {item}", "卡在：{item}"),
    "tried": ("{a} attempts, {h} hints", "嘗試 {a} 次，提示 {h} 次"),
    "claimed": ("{n} unverified", "{n} 項未驗證"),
    "claimed-why": ("Claimed done by the pupil's notebook, but the class service could not "
                    "check it: it earns no stars.",
                    "學生的筆記本回報完成，但教室服務無法確認：不算星星。"),
    "claimed-label": ("unverified", "未驗證"),
    "present-title": ("Present from my notebooks", "從我的筆記本傳給全班"),
    "present-on": ("Your notebooks may send positions to {classes} until {time}.",
                   "你的筆記本可以把局面傳給 {classes}，到 {time} 為止。"),
    "present-off": ("Your notebooks cannot send positions to your classes now.",
                    "你的筆記本現在不能把局面傳給班級。"),
    "present-stop": ("Stop", "停止"),
    "wrong": ("Most common wrong moves", "最常見的錯誤著法"),
    "no-wrong": ("No wrong moves yet.", "還沒有錯誤的著法。"),
    "n-students": ("{n} students", "{n} 位學生"),
    "times": ("{n} times", "{n} 次"),
    "export-csv": ("Download CSV", "下載 CSV"),
    "export-xlsx": ("Download XLSX", "下載 XLSX"),
    "live": ("Live", "即時"),
    "offline": ("Reconnecting…", "重新連線中…"),
    "back": ("Back to the class", "回到班級"),
    "home": ("All classes", "所有班級"),
    "together": ("Play it together", "全班一起下"),
    "code": ("Position code", "局面代碼"),
    "send": ("Send to the class", "傳給全班"),
    "sent": ("Sent. The projector view opens…", "已傳送，正在開啟投影畫面…"),
    "answered": ("{n} of {of} answered", "已作答 {n}/{of}"),
    "reveal": ("Reveal", "公布"),
    "close": ("End the round", "結束這一輪"),
    "closed": ("This round is over.", "這一輪已經結束。"),
    "best": ("The bot's best moves", "電腦的最佳著法"),
    "win": ("about {pct}% chance to win", "勝算約 {pct}%"),
    "verdict-best": ("best", "最佳"),
    "verdict-close": ("close to the best", "接近最佳"),
    "verdict-weak": ("weaker", "較弱"),
    "verdict-unknown": ("not searched", "未搜尋"),
    "thinking": ("The bot is thinking…", "電腦思考中…"),
    "no-answers": ("No answers yet.", "還沒有人作答。"),
    "lang": ("中文", "English"),
    "items": ("Tasks and questions", "任務和題目"),
    "item": ("Item", "項目"),
    "moves": ("Wrong moves", "錯誤著法"),
    "total": ("Total", "合計"),
    "seconds": ("{n} s", "{n} 秒"),
    "minutes": ("{n} min", "{n} 分"),
    "class": ("Class {name}", "班級 {name}"),
    "unreadable": ("a move this game cannot read:", "這個遊戲讀不懂的著法："),
    "error-403": ("Only a teacher of this class may see this page.",
                  "只有這個班級的老師可以看這一頁。"),
    "error-404": ("There is no such page: no such class, game, lesson, worksheet, student "
                  "or poll.",
                  "找不到這一頁：沒有這個班級、遊戲、課程、學習單、學生或投票。"),
    "error-400": ("The address asks for something the service cannot read.",
                  "這個網址要求的內容，教室服務看不懂。"),
    "error-503": ("The hub does not answer yet: try again in a moment.",
                  "學校的伺服器暫時沒有回應：請稍後再試。"),
    "error-500": ("Something went wrong in the class service. Try again; if it happens "
                  "again, tell the hub's administrator.",
                  "教室服務出了問題。請再試一次；如果又發生，請告訴管理員。"),
    "error-title": ("Error {status}", "錯誤 {status}"),
    "error-detail": ("What the service says:", "教室服務的說明："),
    # The home page's button that allows presenting from notebooks (POST api/present:
    # tutor/classroom/present.py); the guides name it.
    "present-allow": ("Allow my notebooks to send to the class",
                      "允許我的筆記本傳給全班"),
    "unverified": ("not verified", "未驗證"),
    # The class page's plan and worksheets (tutor/classroom/materials.py).
    "plan": ("Class plan: the positions to show", "課堂計畫：要給全班看的局面"),
    "plan-link": ("Class plan", "課堂計畫"),
    "plan-intro": ("Each link opens the period's page of boards on your own server on the "
                   "hub, at that board, with no code to see or type (the first time, the "
                   "hub may ask you to start your server). Each board there has Present, "
                   "Best moves and Send to the class (after Allow my notebooks to send to "
                   "the class on the page of all classes).",
                   "每個連結都會在學校伺服器上你自己的空間打開這一節的圖板頁面，直接跳到"
                   "那個圖板，看不到也不必打任何程式碼（第一次打開時，可能要先啟動你的"
                   "伺服器）。那裡的每個圖板都有「投影」、「最佳著法」和「傳給全班」（先在「所有班級」"
                   "頁面按「允許我的筆記本傳給全班」）。"),
    "no-plan": ("This game has no class plan yet.", "這個遊戲還沒有課堂計畫。"),
    "period-title": ("Period {n}: {title}", "第 {n} 節：{title}"),
    "period-page": ("Open the period's page", "打開這一節的圖板頁面"),
    "period-table": ("At the table with the real game: no page of boards.",
                     "這一節在桌上玩實體遊戲，沒有圖板頁面。"),
    "plan-question": ("Discussion question {q}", "討論問題 {q}"),
    "plan-projector": ("{a}–{b} min · on the projector: lesson {lesson}, {item}",
                       "{a}–{b} 分・投影：第 {lesson} 課，{item}"),
    "plan-mistakes": ("Common mistakes:", "常見錯誤："),
    "plan-mistake": ("lesson {lesson}, {item}", "第 {lesson} 課，{item}"),
    "worksheets": ("Worksheets to print", "可以列印的學習單"),
    "worksheets-link": ("Worksheets", "學習單"),
    "worksheets-intro": ("Each opens ready to print on A4, in this page's language. The "
                         "answer keys are for you: a pupil cannot open them.",
                         "每一份打開後就能用 A4 紙列印，語言和這一頁相同。解答只給老師："
                         "學生打不開。"),
    "sheet-worksheet": ("Worksheet", "學習單"),
    "sheet-deeper": ("Going further", "進階學習單"),
    "sheet-answers": ("Answer key", "解答"),
    "print": ("Print", "列印"),
    "print-note": ("Print on A4 paper. To keep a PDF, choose Save as PDF in the print "
                   "window.",
                   "用 A4 紙列印。要存成 PDF 檔，在列印視窗的「目的地」選「另存為 PDF」。"),
    "error-key": ("Answer keys are for teachers only: ask your teacher for the answers.",
                  "解答只給老師看：答案請問老師。"),
}


@cache
def game_title(game: str, lang: str) -> str:
    """The game's title in ``lang`` (「神奈川學堂」 for kanagawa), as its boards show it."""
    import tutor

    title = getattr(tutor.load(game), "title", None)
    return title[lang] if title is not None else game


def words(lang: str) -> dict[str, str]:
    """Every page word in ``lang`` (the tables' pages' too: :data:`.tables.WORDS`)."""
    from .tables import WORDS as TABLE_WORDS

    i = 1 if lang == "zh-Hant" else 0
    return {key: pair[i] for key, pair in {**TABLE_WORDS, **WORDS}.items()}


def word(lang: str, key: str, **params: Any) -> str:
    return WORDS[key][1 if lang == "zh-Hant" else 0].format(**params)


def shell(kind: str, lang: str, title: str, data: dict[str, str], static: str) -> str:
    """The HTML page: its title, and the script that draws it from its data URLs."""
    attrs = " ".join(f'data-{html.escape(k)}="{html.escape(v, quote=True)}"'
                     for k, v in sorted(data.items()))
    return (f'<!doctype html><html lang="{html.escape(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{html.escape(shown(title))}</title>"
            f'<link rel="stylesheet" href="{html.escape(static)}classroom.css"></head>'
            f'<body><main id="app" data-kind="{html.escape(kind)}" {attrs}>'
            f"<h1>{html.escape(shown(title))}</h1></main>"
            f'<script src="{html.escape(static)}tables.js"></script>'
            f'<script src="{html.escape(static)}classroom.js"></script></body></html>')


# -- the class grid -------------------------------------------------------------------------

STUCK_SECONDS = 300.0
"""A student counts as stuck on an item with two or more failed attempts and no success,
active within this many seconds."""


def grid(store: Store, users: list[str], game: str, lang: str,
         now: float | None = None) -> dict[str, Any]:
    """The class × lessons grid: per student and lesson, done of total and stars, and
    the item a student seems stuck on.

    The database sums each student's items per lesson (:meth:`Store.lesson_totals`), so a
    class of 300 costs a row per student and lesson, not one per item. Items kept for a
    lesson that a newer tutor no longer has still count their attempts and hints; "done"
    never exceeds the lesson's items."""
    now = time.time() if now is None else now
    lessons = course(game)
    graded = {x.key: x.graded() for x in lessons}
    totals = {(r.user, r.lesson): r for r in store.lesson_totals(users, game)}
    stuck: dict[tuple[str, str], str] = {}
    for r in store.stuck(users, game, now - STUCK_SECONDS):
        order = graded.get(r.lesson, ())
        if r.item not in order:
            continue
        known = stuck.get((r.user, r.lesson))
        if known is None or order.index(r.item) < order.index(known):
            stuck[r.user, r.lesson] = r.item
    cols = [{"number": x.number, "key": x.key, "title": x.title[lang],
             "total": len(graded[x.key])} for x in lessons]
    students = []
    for user in users:
        cells = []
        for lesson in lessons:
            total = len(graded[lesson.key])
            r = totals.get((user, lesson.key))
            cells.append({
                "done": min(int(r.done or 0), total) if r else 0,
                "total": total,
                "stars": int(r.stars or 0) if r else 0,
                "attempts": int(r.attempts or 0) if r else 0,
                "hints": int(r.hints or 0) if r else 0,
                "started": r is not None,
                "stuck": stuck.get((user, lesson.key)),
                # Items claimed done that the service could not verify: never stars.
                "claimed": int(r.claimed or 0) if r else 0,
            })
        students.append({"name": user, "cells": cells})
    for student in students:  # the item a student is stuck on, by what it asks
        for c, lesson in zip(student["cells"], lessons, strict=True):
            if c["stuck"] is not None:
                c["stuck_item"] = c["stuck"]
                c["stuck"] = item_title(game, lesson.number, c["stuck"], lang)
    return {"lessons": cols, "students": students}


# -- one lesson: its items, with the wrong moves on each task's board ------------------------

def lesson_page(store: Store, users: list[str], game_name: str, number: int,
                lang: str) -> dict[str, Any]:
    """Per item of a lesson: how many solved it, attempts, hints, answers seen, and for a
    task its board with the most common wrong moves and how many students made each."""

    from ..lessons.model import Task

    lesson = _lesson(game_name, number)
    rows = store.items_of(users, game_name, lesson.key)
    wrong: dict[str, list[Any]] = defaultdict(list)
    for w in store.wrong_moves(users, lesson.key):
        wrong[w.item].append(w)
    out = []
    for item in lesson.graded():
        mine = [r for r in rows if r.item == item]
        step = lesson.find(item)
        entry: dict[str, Any] = {
            "id": item, "kind": type(step).__name__.lower(),
            "title": item_title(game_name, number, item, lang),
            "solved": sum(1 for r in mine if r.done),
            "claimed": sum(1 for r in mine if r.claims and not r.done),
            "seen": sum(1 for r in mine if r.stars == 1),
            "tried": len(mine),
            "attempts": sum(r.attempts for r in mine),
            "hints": sum(r.hints for r in mine),
            "seconds": _median([r.seconds for r in mine if r.done and r.seconds]),
        }
        moves = wrong.get(item, [])[:8]
        if isinstance(step, Task):
            drawn, words = _task_board(game_name, number, item, lang,
                                       tuple(m.move for m in moves))
            entry["board"] = drawn
        else:
            words = {}
        entry["moves"] = [{"move": m.move, "words": words.get(m.move),
                           "students": m.students, "times": m.times} for m in moves]
        out.append(entry)
    return {"lesson": {"number": lesson.number, "key": lesson.key,
                       "title": lesson.title[lang]}, "items": out, "students": len(users)}


@lru_cache(maxsize=512)
def _task_board(game_name: str, number: int, item: str, lang: str,
                moves: tuple[str, ...]) -> tuple[dict[str, Any], dict[str, str | None]]:
    """A task's board with ``moves`` findable on it, and each move in words (as the board
    marks it where it is found there): drawn once for the same moves (a live lesson page
    asks again after every record)."""
    states = _task_states(game_name, number, item)
    viewer = _viewer(states[0][0], states[0][1])
    drawn = board(states[0][0], viewer, lang, moves)
    return drawn, {m: _task_words(game_name, number, item, m, lang, m in drawn["found"])
                   for m in moves}


@lru_cache(maxsize=256)
def _task_states(game_name: str, number: int, item: str) -> tuple[tuple[Any, Any], ...]:
    """(state, viewer) where a task starts and after each move of its solution (with the
    scripted replies): where a learner's wrong moves were made, as far as the service can
    tell (a record names the move, not the moves before it)."""
    import tutor

    from ..lessons.model import referee

    step = _lesson(game_name, number).find(item)
    start = step.position.state(tutor.load(step.position.game or game_name))
    out = [(start, step.viewer)]
    seed, auto = step.board()
    try:
        for _notation, _after, now, _cursor in referee(step, start, seed=seed,
                                                       auto_chance=auto).line(step.solution):
            out.append((now, step.viewer))
    except ValueError:  # a solution the engine no longer takes: the start is enough
        pass
    return tuple(out)


@lru_cache(maxsize=4096)
def _task_words(game_name: str, number: int, item: str, move: str, lang: str,
                marked: bool = False) -> str | None:
    """A move recorded in a task, in words: at the first position of the task's line
    where it is legal (a move that misses the goal), else at the start (a move the rules
    refuse); None where the game cannot read it at all. ``marked``: the board beside it
    marks the move (``State.marked_words``)."""
    states = _task_states(game_name, number, item)
    for state, viewer in states:
        try:
            if state.check(move):
                return _words(state, move, _viewer(state, viewer), lang,
                              marked and state is states[0][0])
        except Exception:  # noqa: BLE001 - not a move of this position
            continue
    start, viewer = states[0]
    return _words(start, move, _viewer(start, viewer), lang, marked)


def student_page(store: Store, user: str, game: str, lang: str) -> dict[str, Any]:
    """One student's lessons: every item's record and the moves that failed."""
    rows = {(r.lesson, r.item): r for r in store.items_of([user], game)}
    failed = _failed_moves(store, user, game)
    lessons = []
    for lesson in course(game):
        entries = []
        for item in lesson.graded():
            r = rows.get((lesson.key, item))
            entries.append({
                "id": item, "title": item_title(game, lesson.number, item, lang),
                "done": bool(r and r.done), "stars": r.stars if r else 0,
                "claimed": bool(r and r.claims and not r.done),
                "attempts": r.attempts if r else 0, "hints": r.hints if r else 0,
                "seconds": round(r.seconds) if r and r.seconds else None,
                "moves": [{"move": m, "words": recorded_words(game, lesson.number, item, m,
                                                              lang), "times": n}
                          for m, n in failed.get((lesson.key, item), Counter()).items()],
            })
        lessons.append({"number": lesson.number, "title": lesson.title[lang],
                        "items": entries})
    return {"student": user, "lessons": lessons}


def _failed_moves(store: Store, user: str, game: str) -> dict[tuple[str, str], Counter]:
    """``{(lesson, item): Counter(move)}`` of a student's failed moves in ``game``."""
    failed: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for m in store.moves_of(user, game):
        if m.move:
            failed[m.lesson, m.item][m.move] += 1
    return failed


def recorded_words(game: str, number: int, item: str, move: str, lang: str) -> str | None:
    """A move a student made in item ``item`` of lesson ``number``, in words (None where
    the game cannot read it: the page then says so, with the text as sent)."""
    from ..lessons.model import Task

    try:
        step = _lesson(game, number).find(item)
    except KeyError:
        return None
    if isinstance(step, Task):
        return _task_words(game, number, item, move, lang)
    return None


# -- a poll (全班一起下) --------------------------------------------------------------------

def poll_page(store: Store, poll: Poll, members: list[str], lang: str) -> dict[str, Any]:
    """The projector view: the board as the class's seat sees it, every chosen move with
    how many chose it, and after the reveal the engine's verdict and the bot's best moves."""
    import tutor

    game = tutor.load(poll.game)
    state = game.from_code(poll.code)
    chosen = Counter(store.answers(poll.id).values())
    moves = [{"move": m, "words": _words(state, m, poll.seat, lang, True), "students": n,
              "key": i}
             for i, (m, n) in enumerate(sorted(chosen.items(), key=lambda kv: (-kv[1], kv[0])),
                                        1)]
    result = poll.result
    best: list[dict[str, Any]] = []
    if result is not None:
        top = result["best"][0]["win"] if result["best"] else None
        for m in moves:
            win = result["moves"].get(m["move"])
            m["win"] = win
            m["verdict"] = _verdict(lang, win, top)
        best = [{"move": b["move"], "words": _words(state, b["move"], poll.seat, lang, True),
                 "win": b["win"], "text": word(lang, "win", pct=win_percent(b["win"])), "key": i}
                for i, b in enumerate(result["best"], 1)]
    for m in moves:
        if m.get("win") is not None:
            m["text"] = word(lang, "win", pct=win_percent(m["win"]))
    marked = tuple(m["move"] for m in moves) + tuple(b["move"] for b in best)
    return {"poll": {"id": poll.id, "group": poll.group, "game": poll.game,
                     "state": poll.state, "seat": poll.seat,
                     "seat_name": state.player_names(lang)[poll.seat]},
            "board": _code_board(poll.game, poll.code, poll.seat, lang, marked),
            "moves": moves, "best": best,
            "answered": sum(chosen.values()), "members": len(members),
            "turn": _turn(state, lang)}


@lru_cache(maxsize=64)
def _code_board(game_name: str, code: str, seat: int, lang: str,
                moves: tuple[str, ...]) -> dict[str, Any]:
    """A poll's board with ``moves`` findable on it, drawn once for the same moves."""
    import tutor

    return board(tutor.load(game_name).from_code(code), seat, lang, moves)


def reveal(code: str, game_name: str, seconds: float, seed: int = 0) -> dict[str, Any]:
    """The strong bot's search of a poll's position (the seat to act's view): the
    estimated chance to win of every move it tried and its three best moves."""
    import tutor

    from ..core.bots import analyse

    state = tutor.load(game_name).from_code(code)
    analysis = analyse(state, seconds=seconds, seed=seed, top=len(state.legal_actions()))
    return {"moves": {m.action: round(m.win_share, 4) for m in analysis.moves},
            "best": [{"move": m.action, "win": round(m.win_share, 4)}
                     for m in analysis.moves[:3]],
            "iterations": analysis.iterations}


def verdict_kind(win: float | None, top: float | None) -> str:
    """How a move compares with the bot's best: "best", "close" (within 5 points of its
    chance to win), "weak", or "unknown" (the search did not try it).

    >>> verdict_kind(0.6, 0.6), verdict_kind(0.57, 0.6), verdict_kind(0.3, 0.6)
    ('best', 'close', 'weak')
    """
    if win is None or top is None:
        return "unknown"
    if win >= top - 1e-9:
        return "best"
    if win >= top - 0.05:
        return "close"
    return "weak"


def _verdict(lang: str, win: float | None, top: float | None) -> str:
    return word(lang, f"verdict-{verdict_kind(win, top)}")


# -- boards with marks ----------------------------------------------------------------------

ACTION = re.compile(r'data-action="([^"]*)"')
TARGET = re.compile(r'data-target="([^"]*)"')
MAX_RENDERS = 24


def board(state: Any, viewer: int | None, lang: str, moves: Iterable[str]) -> dict[str, Any]:
    """The board SVG for ``viewer``, and where a move is clickable only after a first click
    (a tile type chosen, say), the boards after such clicks (``extras``, same size), so
    that the page can find every move's place and mark it; ``found``: the moves it can."""
    game = state.game
    svg = str(state.render(viewer=viewer, lang=lang))
    asked = {m for m in moves if m}
    wanted = asked - _actions(svg)
    extras: list[str] = []
    if wanted:
        frontier: list[dict[str, Any]] = [{}]
        seen: list[dict[str, Any]] = [{}]
        renders = 0
        while frontier and wanted and renders < MAX_RENDERS:
            selection = frontier.pop(0)
            base = svg if not selection else None
            targets = TARGET.findall(base or str(state.render(
                viewer=viewer, lang=lang, selection=selection)))
            for target in dict.fromkeys(html.unescape(t) for t in targets):
                if renders >= MAX_RENDERS or not wanted:
                    break
                try:
                    chosen = game.select(state, dict(selection), target)
                except (ValueError, KeyError, TypeError):
                    continue
                if chosen in seen:
                    continue
                seen.append(chosen)
                renders += 1
                drawn = str(state.render(viewer=viewer, lang=lang, selection=chosen))
                found = wanted & _actions(drawn)
                if found:
                    extras.append(drawn)
                    wanted -= found
                frontier.append(chosen)
    return {"svg": svg, "extras": extras, "found": sorted(asked - wanted)}


def _actions(svg: str) -> set[str]:
    return {html.unescape(a) for a in ACTION.findall(svg)}


def _viewer(state: Any, viewer: int | str | None) -> int | None:
    if isinstance(viewer, int):
        return viewer
    if state.is_chance() or state.is_terminal():
        return None
    return state.current_player()


def _words(state: Any, move: str, viewer: int | None, lang: str,
           marked: bool = False) -> str | None:
    """The move in words for the seat (``marked``: beside a board that marks it, so that
    the words need not say where it is, ``State.marked_words``); None where the game
    cannot read it (a move of another game, a forged record)."""
    try:
        if marked:
            return state.marked_words(move, viewer, lang)
        return state.words_for(move, viewer, lang)
    except Exception:  # noqa: BLE001 - the page says it cannot be read
        return None


def _turn(state: Any, lang: str) -> str:
    describe = getattr(state, "describe", None)
    try:
        return str(describe(lang)) if callable(describe) else ""
    except TypeError:
        return str(describe())


@lru_cache(maxsize=4096)
def item_title(game: str, number: int, item: str, lang: str) -> str:
    """What a graded item asks, in ``lang`` (:meth:`Lesson.item_title`): how every page and
    export names an item, never by its id."""
    return _lesson(game, number).item_title(item, lang)


def has_lesson(game: str, number: str) -> bool:
    """Whether ``game`` has a lesson numbered ``number`` (as an address writes it)."""
    return any(str(lesson.number) == number for lesson in course(game))


def _lesson(game: str, number: int) -> Any:
    for lesson in course(game):
        if lesson.number == number:
            return lesson
    raise KeyError(f"{game} has no lesson {number}")


def _median(values: list[float]) -> float | None:
    if not values:
        return None
    values = sorted(values)
    return round(values[len(values) // 2], 1)


# -- exports --------------------------------------------------------------------------------

HEADER: dict[str, tuple[str, str]] = {
    "learner": ("learner", "學生"),
    "class": ("class", "班級"),
    "game": ("game", "遊戲"),
    "lesson": ("lesson", "課"),
    "title": ("lesson title", "課程名稱"),
    "item": ("task or question", "任務或題目"),
    "done": ("done", "完成"),
    "attempts": ("attempts", "嘗試次數"),
    "hints": ("hints", "提示次數"),
    "stars": ("stars", "星數"),
    "seconds": ("seconds", "秒數"),
    "unverified": ("unverified", "未驗證"),
    "moves": ("wrong moves", "錯誤著法"),
}
"""The exports' columns, in the page's language. ``done`` and ``stars``: verified by the
service; ``unverified``: 1 when the item was claimed done but the claim did not check (a
forged or an older kernel's success)."""

SHEET = ("progress", "學習進度")


def header(lang: str) -> list[str]:
    i = 1 if lang == "zh-Hant" else 0
    return [pair[i] for pair in HEADER.values()]


def export_rows(store: Store, users: list[str], group: str, game: str,
                lang: str) -> list[list[Any]]:
    """One row per student, lesson and item (items not started yet included), in
    ``lang``: the game and lesson by their titles, the item by what it asks, the wrong
    moves in words (with how many times, ×2)."""
    rows = {(r.user, r.lesson, r.item): r for r in store.items_of(users, game)}
    title = game_title(game, lang)
    out = []
    for user in users:
        failed = _failed_moves(store, user, game)
        for lesson in course(game):
            for item in lesson.graded():
                r = rows.get((user, lesson.key, item))
                moves = [_counted(recorded_words(game, lesson.number, item, m, lang), m, n,
                                  lang)
                         for m, n in failed.get((lesson.key, item), Counter()).items()]
                out.append([cell(user), cell(group), title, lesson.number,
                            cell(lesson.title[lang]),
                            cell(item_title(game, lesson.number, item, lang)),
                            int(bool(r and r.done)), r.attempts if r else 0,
                            r.hints if r else 0, r.stars if r else 0,
                            round(r.seconds, 1) if r else 0,
                            int(bool(r and r.claims and not r.done)),
                            cell(("；" if lang == "zh-Hant" else "; ").join(moves))])
    return out


def _counted(words: str | None, move: str, times: int, lang: str) -> str:
    text = words if words is not None else f"{word(lang, 'unreadable')} {move}"
    return f"{text} ×{times}" if times > 1 else text


def to_csv(rows: list[list[Any]], lang: str = "en", head: list[str] | None = None) -> bytes:
    """The rows as CSV in UTF-8 with a BOM; ``head``: the columns (default: the progress
    export's, in ``lang``)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(header(lang) if head is None else head)
    writer.writerows(rows)
    return ("\ufeff" + buffer.getvalue()).encode("utf-8")  # a BOM: Excel reads it as UTF-8


def to_xlsx(rows: list[list[Any]], lang: str = "en", head: list[str] | None = None,
            sheet_name: str | None = None) -> bytes | None:
    """The rows as an XLSX workbook, or None without openpyxl; ``head`` and
    ``sheet_name``: the columns and the sheet's name (default: the progress export's)."""
    try:
        from openpyxl import Workbook
    except ImportError:
        return None
    book = Workbook(write_only=True)
    sheet = book.create_sheet(sheet_name or SHEET[1 if lang == "zh-Hant" else 0])
    sheet.append(header(lang) if head is None else head)
    for row in rows:
        sheet.append(row)
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


_UNSAFE = re.compile(r'[\x00-\x1f\x7f-\x9f/\\:*?"<>|\u2028\u2029\u200b-\u200f\u202a-\u202e'
                     r"\u2060-\u2069\ufeff]+")


def attachment(game: str, group: str, lang: str, ext: str, what: str = "") -> str:
    """The ``Content-Disposition`` of an export: its file name in the page's language
    (RFC 6266 and RFC 5987's ``filename*``: 「神奈川學堂-七年甲班.csv」, Chinese class names
    kept), and for old browsers an ASCII name that keeps two classes apart (a class name
    in other letters gets a short fingerprint of it). ``what``: a word after the class's
    name (「比賽」: a tournament's standings).

    >>> print(attachment("kanagawa", "7a", "en", "csv"))
    attachment; filename="kanagawa-7a.csv"; filename*=UTF-8''Kanagawa-7a.csv
    >>> print(attachment("kanagawa", "七年甲班", "zh-Hant", "xlsx"))  # doctest: +ELLIPSIS
    attachment; filename="kanagawa-class-....xlsx"; filename*=UTF-8''%E7%A5%9E...xlsx
    """
    import hashlib
    from urllib.parse import quote

    tail = f"-{what}" if what else ""
    name = _UNSAFE.sub("_", f"{game_title(game, lang)}-{group}{tail}").strip(" .") or game
    plain = re.fullmatch(r"[A-Za-z0-9._-]+", group)
    short = group if plain else "class-" + hashlib.sha256(group.encode()).hexdigest()[:8]
    ascii_tail = "-standings" if what else ""
    return (f'attachment; filename="{game}-{short}{ascii_tail}.{ext}"; '
            f"filename*=UTF-8''{quote(name, safe='')}.{ext}")


def error_page(status: int, lang: str, reason: str, static: str, home: str,
               key: str | None = None) -> str:
    """An error page in ``lang``: what went wrong in the teacher's words (``key``: the
    words of :data:`WORDS` to say it with, else the status's), a link to the classes; the
    service's own reason (English) only on an English page."""
    known = {403: "error-403", 404: "error-404", 400: "error-400", 413: "error-400",
             422: "error-400", 503: "error-503"}
    text = word(lang, key or known.get(status, "error-500" if status >= 500 else "error-400"))
    title = word(lang, "error-title", status=status)
    detail = (f'<p class="detail">{html.escape(word(lang, "error-detail"))} '
              f"<bdi>{html.escape(shown(reason))}</bdi></p>"
              if lang == "en" and reason and status != 403 else "")
    return (f'<!doctype html><html lang="{html.escape(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{html.escape(title)}</title>"
            f'<link rel="stylesheet" href="{html.escape(static)}classroom.css"></head>'
            f'<body><main class="error-page"><h1>{html.escape(title)}</h1>'
            f'<p class="error">{html.escape(text)}</p>{detail}'
            f'<p><a href="{html.escape(home)}">{html.escape(word(lang, "home"))}</a></p>'
            f"</main></body></html>")


def pick_lang(query: str | None, cookie: str | None, accept: str | None) -> str:
    """The page language: asked for, else remembered, else the browser's."""
    for value in (query, cookie):
        if value in LANGS:
            return value
    if accept and re.search(r"\bzh\b|zh-(hant|tw|hk|mo)", accept.lower()):
        return "zh-Hant"
    return "en"


def with_head(head: dict[str, Any], body: str) -> str:
    """The JSON object ``body`` (made by :func:`dumps`, in the page thread) with the fields
    of ``head`` in front (its own fields win, as in ``{**head, **doc}``).

    >>> with_head({"lang": "en"}, dumps({"n": 1}))
    '{"lang": "en","n": 1}'
    """
    top = dumps(head)
    if body == "{}":
        return top
    return body if top == "{}" else top[:-1] + "," + body[1:]


def dumps(doc: Any) -> str:
    """JSON for a page: safe inside HTML too (``<``, ``>`` and ``&`` escaped)."""
    return (json.dumps(doc, ensure_ascii=False, sort_keys=True)
            .replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026"))
