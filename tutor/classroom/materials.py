"""What the class page offers the teacher to teach with: the class plan's positions one
click away, and the lessons' worksheets ready to print.

**The plan** (:func:`plan_periods`): for each period of the game's class plan
(:mod:`tutor.lessons.plan`), its title in both languages (the page's first) and links to
its page of boards (:mod:`tutor.lessons.plan_pages`) and to each board on it: what the
projector shows at a step, each discussion question, each common mistake, under the same
anchors the teacher's guides link (``#question-1``, ``#projector-2-tree``). The class page
opens them on the teacher's own server on the hub, as an app (Voila with the tutor's
template: the page's text and boards, no code):
``/user/<teacher>/voila/render/<notebooks>/<lang>/<game>/plan-period-N.ipynb?template=tutor``
(:func:`server_url`), ``<notebooks>`` being where the lessons are on each user's server
(the service's ``--notebooks``, ``notebooks`` by default).

**The worksheets** (:func:`worksheet_page`): a lesson's worksheet, the worksheet of its
deeper part and its answer key (:mod:`tutor.worksheet`), under the same file names as
``make worksheets`` writes them (``<lang>/<game>/<NN-slug>.html``, ``.deeper.html``,
``.answers.html``), made on request and kept, with a **Print** button (A4; the browser's
print window also saves a PDF). Anyone logged in to the hub may open a worksheet; an answer
key only a teacher (:func:`is_key`; the service answers a pupil 403).
"""

from __future__ import annotations

import html
from functools import lru_cache
from typing import Any
from urllib.parse import quote

from ..core.lang import LANGS
from ..lessons.runner import course

TEMPLATE = "tutor"
"""The Voila template the class plan's pages open with (``?template=tutor``): the tutor's
(``tools/jupyter/voila/templates/tutor``, installed with the package), which shows the
page's text at once and keeps the board a link names in view while the boards above it
are drawn; Voila's own jumps back to the top when the last cell has run."""

PRINT_BAR = """<nav class="tutor-print-bar"><button type="button" id="tutor-print">{label}</button>
<span>{note}</span></nav><style>
.tutor-print-bar {{ position: sticky; top: 0; z-index: 10; display: flex; gap: 14px;
  align-items: center; padding: 10px 16px; background: #f3f5f8;
  border-bottom: 1px solid #d5d9e0; font: 16px/1.4 system-ui, "Noto Sans CJK TC",
  "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", sans-serif; }}
.tutor-print-bar button {{ font: inherit; padding: 6px 18px; border-radius: 6px;
  border: 1px solid #1565c0; background: #1565c0; color: #fff; cursor: pointer; }}
@media print {{ .tutor-print-bar {{ display: none; }} }}
</style><script src="{script}"></script>"""
"""The bar above a worksheet on screen (never on paper): Print, and how to keep a PDF."""


# -- the plan ---------------------------------------------------------------------------------


def server_url(hub_base: str, user: str, notebooks: str) -> str:
    """Where a user's server renders the notebooks as apps (Voila; the pages are opened
    with the tutor's template, :data:`TEMPLATE`).

    >>> server_url("/", "ms-lin", "notebooks")
    '/user/ms-lin/voila/render/notebooks/'
    >>> server_url("/hub-base/", "王 老師", "tutor/notebooks/")
    '/hub-base/user/%E7%8E%8B%20%E8%80%81%E5%B8%AB/voila/render/tutor/notebooks/'
    """
    base = hub_base if hub_base.endswith("/") else hub_base + "/"
    folder = "/".join(quote(part, safe="") for part in notebooks.strip("/").split("/")
                      if part)
    return f"{base}user/{quote(user, safe='')}/voila/render/{folder + '/' if folder else ''}"


@lru_cache(maxsize=16)
def plan_periods(game: str, lang: str) -> tuple[dict[str, Any], ...]:
    """The periods of ``game``'s class plan for the class page in ``lang``: ``n``, the
    title in ``lang`` (``title``) and in the other language (``other``, with its
    ``other_lang``), and for a period with a page of boards, its ``page`` (from the
    notebooks' folder) and its ``spots``: each board's ``key`` (the page's anchor),
    ``kind``, the link's ``text``, ``detail`` (a discussion question's question) and
    ``where`` (the lesson and item it shows, in words). Empty without a plan."""
    from ..lessons.plan import lesson_of, plan_of
    from ..lessons.plan_pages import (
        _minutes,
        item_names,
        page_path,
        periods_with_pages,
        place,
        spots,
    )
    from .pages import word

    plan = plan_of(game)
    if plan is None:
        return ()
    other = next(x for x in LANGS if x != lang)
    with_pages = set(periods_with_pages(game))
    out = []
    for n, period in enumerate(plan.periods, 1):
        entry: dict[str, Any] = {
            "n": n, "title": word(lang, "period-title", n=n, title=period.title[lang]),
            "other": word(other, "period-title", n=n, title=period.title[other]),
            "other_lang": other, "table": period.table, "spots": [],
        }
        if n in with_pages:
            entry["page"] = page_path(game, n, lang)
            for spot in spots(game, n):
                lesson = lesson_of(game, spot.lesson)
                item = item_names(lesson, lang)[spot.item]
                detail = ""
                if spot.kind == "question":
                    text = word(lang, "plan-question", q=spot.question)
                    detail = " ".join(period.questions[spot.question - 1].ask[lang].split())
                elif spot.kind == "projector":
                    a, b = _minutes(period, spot.step)
                    text = word(lang, "plan-projector", a=a, b=b, lesson=lesson.number,
                                item=item)
                else:
                    text = word(lang, "plan-mistake", lesson=lesson.number, item=item)
                entry["spots"].append({"key": spot.key, "kind": spot.kind, "text": text,
                                       "detail": detail,
                                       "where": place(game, spot.lesson, spot.item, lang)})
        out.append(entry)
    return tuple(out)


def plan_links(game: str, lang: str, server: str) -> list[dict[str, Any]]:
    """:func:`plan_periods` with each page's and board's link on ``server``
    (:func:`server_url`)."""
    out = []
    for period in plan_periods(game, lang):
        entry = {**period, "spots": [dict(s) for s in period["spots"]]}
        if "page" in period:
            page = server + "/".join(quote(p, safe="") for p in period["page"].split("/"))
            entry["href"] = f"{page}?template={TEMPLATE}"
            for spot in entry["spots"]:
                spot["href"] = f"{entry['href']}#{spot['key']}"
        out.append(entry)
    return out


# -- the worksheets ---------------------------------------------------------------------------


@lru_cache(maxsize=8)
def documents(game: str) -> dict[str, tuple[int, bool, bool]]:
    """A game's worksheets by file name (``01-the-school-and-the-goal.html``, ``.deeper``,
    ``.answers``: as ``make worksheets`` names them): (lesson number, answers, deeper)."""
    from ..worksheet import kinds_of, relative_path

    out = {}
    for lesson in course(game):
        for answers, deeper in kinds_of(lesson):
            name = relative_path(lesson, "en", answers, deeper=deeper).rsplit("/", 1)[1]
            out[name] = (lesson.number, answers, deeper)
    return out


def is_key(game: str, name: str) -> bool:
    """Whether ``name`` is one of ``game``'s answer keys."""
    return documents(game).get(name, (0, False, False))[1]


def find(lang: str, game: str, name: str, games: list[str]) -> tuple[int, bool, bool]:
    """The document ``name`` of ``game`` in ``lang``: (lesson, answers, deeper).

    Raises:
        LookupError: no such language, game or document (the message says which exist).
    """
    if lang not in LANGS:
        raise LookupError(f"no worksheets in the language {lang!r}: "
                          f"{' or '.join(LANGS)}")
    if game not in games:
        raise LookupError(f"no game {game!r} with worksheets: {', '.join(games)}")
    found = documents(game).get(name)
    if found is None:
        numbers = [x.number for x in course(game)]
        raise LookupError(f"{game} has no worksheet {name!r}: its lessons are "
                          f"{min(numbers)} to {max(numbers)}, a worksheet named as "
                          f"make worksheets names it ({next(iter(documents(game)))})")
    return found


def worksheet_list(game: str, lang: str, prefix: str, keys: bool) -> list[dict[str, Any]]:
    """Per lesson of ``game``: its number, title and links to its worksheets (with
    ``keys``, its answer key too), under the service's ``prefix``."""
    from ..worksheet import kinds_of, relative_path
    from .pages import word

    out = []
    for lesson in course(game):
        sheets = []
        for answers, deeper in kinds_of(lesson, keys):
            kind = "answers" if answers else "deeper" if deeper else "worksheet"
            sheets.append({"kind": kind, "text": word(lang, f"sheet-{kind}"),
                           "href": prefix + "worksheets/" + "/".join(
                               quote(p, safe="") for p in
                               relative_path(lesson, lang, answers, deeper=deeper).split("/"))})
        out.append({"number": lesson.number, "title": lesson.title[lang], "sheets": sheets})
    return out


@lru_cache(maxsize=24)
def worksheet_page(game: str, number: int, lang: str, answers: bool, deeper: bool,
                   script: str) -> bytes:
    """The worksheet (or answer key) of lesson ``number`` of ``game`` in ``lang`` as HTML
    to print (:func:`tutor.worksheet.document`), with the Print bar on screen;
    ``script``: the address of the Print button's script. Made once, then kept."""
    from ..worksheet import document, pick
    from .pages import word

    part = None if answers else "deeper" if deeper else "core"
    text = document(pick(game, [number]), lang, answers, part)
    bar = PRINT_BAR.format(label=html.escape(word(lang, "print")),
                           note=html.escape(word(lang, "print-note")),
                           script=html.escape(script, quote=True))
    return text.replace("<body>", "<body>" + bar, 1).encode("utf-8")


def file_name(game: str, name: str, lang: str) -> str:
    """The ``Content-Disposition`` of a worksheet shown in the browser: its name when the
    teacher saves it (``kanagawa-01-the-school-and-the-goal.answers.zh-Hant.html``)."""
    stem = name.removesuffix(".html")
    return f'inline; filename="{game}-{stem}.{lang}.html"'
