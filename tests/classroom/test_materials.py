"""Issue 23, a class in a real room: the class page's materials as the service serves them
(tests/browser/test_classroom_pages.py clicks them).

- the class plan: every period of every game, its title in both languages (the page's
  first), a link to its page of boards and to every board on it, on the teacher's own
  server as an app, under the anchors the generated pages and the teacher's guides use;
- the worksheets: a pupil's worksheet for anyone logged in, an answer key for a teacher
  only, and every kind of bad request refused with a clear answer.

The hub is this folder's (conftest): ms-lin teaches, ann and bo are in 7a, chen in 7b."""

from __future__ import annotations

import http.client
import importlib
import json
import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest

import tutor
from tutor.classroom import materials
from tutor.core.lang import LANGS
from tutor.lessons.check import latin_words
from tutor.lessons.plan import plan_of
from tutor.lessons.plan_pages import guide_link, page_path, periods_with_pages, spots
from tutor.lessons.runner import course
from tutor.worksheet import document, kinds_of, relative_path

ROOT = Path(__file__).resolve().parents[2]
SERVER = "/user/ms-lin/voila/render/notebooks/"
"""Where ms-lin's own server renders the notebooks as apps (the service's defaults)."""


def get(hub, path: str, user: str | None = "ms-lin",
        headers: dict[str, str] | None = None) -> tuple[int, str, dict[str, str]]:
    """Status, text and headers of a GET as ``user`` (None: nobody), redirects not
    followed."""
    url = urlsplit(hub.service_url + path)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
    head = dict(headers or {})
    if user is not None:
        head["Authorization"] = f"token {hub.tokens[user]}"
    conn.request("GET", url.path + (f"?{url.query}" if url.query else ""), headers=head)
    response = conn.getresponse()
    try:
        return (response.status, response.read().decode("utf-8"),
                {k.lower(): v for k, v in response.getheaders()})
    finally:
        conn.close()


def plan_data(hub, game: str, lang: str, user: str = "ms-lin") -> dict:
    status, text, _ = get(hub, f"class/7a/{game}/materials/data?lang={lang}", user)
    assert status == 200, text
    return json.loads(text)


# -- the class plan ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_the_class_page_lists_every_period_with_a_link_to_each_board(hub, lang):
    """For each game: every period of the plan in order, titled in the page's language
    then the other; a period with a page of boards links it, on ms-lin's own server as an
    app with the tutor's template, and each of its boards (projector, discussion questions,
    common mistakes) at the anchor the generated page carries; a period without a page is
    at the table."""
    other = next(x for x in LANGS if x != lang)
    for game in tutor.games():
        plan = plan_of(game)
        doc = plan_data(hub, game, lang)
        assert [p["n"] for p in doc["periods"]] == list(range(1, len(plan.periods) + 1))
        with_pages = periods_with_pages(game)
        for p, period in zip(doc["periods"], plan.periods, strict=True):
            n = p["n"]
            assert period.title[lang] in p["title"] and f"{n}" in p["title"]
            assert period.title[other] in p["other"] and p["other_lang"] == other
            if n not in with_pages:
                assert "href" not in p and not p["spots"] and period.table, (game, n)
                continue
            assert p["href"] == SERVER + page_path(game, n, lang) + "?template=tutor"
            assert [s["key"] for s in p["spots"]] == [s.key for s in spots(game, n)]
            source = json.loads((ROOT / "notebooks" / page_path(game, n, lang)).read_text(
                encoding="utf-8"))
            text = "".join("".join(c["source"]) for c in source["cells"])
            for s in p["spots"]:
                assert s["href"] == f"{p['href']}#{s['key']}"
                assert f'<a id="{s["key"]}"></a>' in text, (game, n, s["key"])  # the board's anchor
                assert s["text"] and s["where"]
                if s["kind"] == "question":
                    q = int(s["key"].removeprefix("question-"))
                    assert s["detail"] == " ".join(period.questions[q - 1].ask[lang].split())


def test_the_plan_links_every_board_the_teachers_guide_links(hub):
    """The guide's "Open the position" links and the class page's go to the same boards."""
    for game in tutor.games():
        for lang in LANGS:
            guide = (ROOT / "docs" / "teaching" / (f"{game}.md" if lang == "en" else
                                                   f"{game}.{lang}.md")).read_text("utf-8")
            doc = plan_data(hub, game, lang)
            ours = {s["href"].removeprefix(SERVER).replace("?template=tutor", "")
                    for p in doc["periods"] for s in p["spots"]}
            linked = {m.removeprefix("../../notebooks/") for m in
                      re.findall(r"\]\((\.\./\.\./notebooks/[^)]+plan-period-[^)]+)\)", guide)}
            assert linked and linked <= ours, (game, lang, sorted(linked - ours)[:5])
            for n in periods_with_pages(game):
                assert guide_link(game, n, lang, spots(game, n)[0].key).removeprefix(
                    "../../notebooks/") in ours


def test_the_plan_shows_no_code_and_only_the_pages_language(hub):
    """Nothing to type: no code, no command; the zh-Hant texts are Chinese (the game's
    own names aside; the other language's titles are apart, and say their language)."""
    for game in tutor.games():
        doc = plan_data(hub, game, "zh-Hant")
        shown = [t for p in doc["periods"] for t in
                 (p["title"], *(x for s in p["spots"] for x in (s["text"], s["detail"],
                                                                   s["where"])))]
        text = "\n".join(shown)
        assert not re.search(r"open_period|\.board\(|import |python|jupyter|make ", text)
        names = importlib.import_module(f"tutor.games.{game}.glossary").NAMES
        assert not latin_words(text, names), (game, latin_words(text, names)[:5])


def test_a_teachers_server_is_named_by_her_hub_name_under_the_hubs_base():
    assert materials.server_url("/", "ms-lin", "notebooks") == SERVER
    assert materials.server_url("/jh", "a/b", "/tutor/notebooks/") == \
        "/jh/user/a%2Fb/voila/render/tutor/notebooks/"
    assert materials.server_url("/", "x", "") == "/user/x/voila/render/"


def test_only_a_teacher_of_the_class_gets_its_materials(hub):
    for user in ("ann", "chen"):  # a pupil of the class, a pupil of another class
        status, text, _ = get(hub, "class/7a/kanagawa/materials/data", user)
        assert status == 403 and "teacher" in json.loads(text)["error"]
    status, text, _ = get(hub, "class/7a/kanagawa/materials/data", None)
    assert status == 403 and "not logged in" in json.loads(text)["error"]
    assert get(hub, "class/7a/chess/materials/data")[0] == 404
    assert get(hub, "class/no-such-class/kanagawa/materials/data")[0] == 404


# -- the worksheets -------------------------------------------------------------------------

def sheet_path(game: str, number: int, lang: str, answers: bool = False,
               deeper: bool = False) -> str:
    lesson = next(x for x in course(game) if x.number == number)
    return "worksheets/" + relative_path(lesson, lang, answers, deeper=deeper)


def without_bar(page: str) -> str:
    return re.sub(r'<nav class="tutor-print-bar">.*?</script>', "", page, count=1,
                  flags=re.S)


def test_the_class_page_lists_every_lessons_worksheets_and_answer_key(hub):
    for game in tutor.games():
        doc = plan_data(hub, game, "zh-Hant")
        lessons = course(game)
        assert [x["number"] for x in doc["worksheets"]] == [x.number for x in lessons]
        for entry, lesson in zip(doc["worksheets"], lessons, strict=True):
            assert entry["title"] == lesson.title["zh-Hant"]
            assert [s["href"] for s in entry["sheets"]] == [
                "/services/tutor-classroom/" + sheet_path(game, lesson.number, "zh-Hant", a, d)
                for a, d in kinds_of(lesson)]
            assert [s["text"] for s in entry["sheets"]][-1] == "解答"


@pytest.mark.parametrize("game", ["kanagawa", "karesansui"])
def test_a_teacher_gets_a_worksheet_and_its_answer_key_ready_to_print(hub, game):
    """The lesson's own worksheet and answer key (tutor.worksheet), with a Print button
    that paper never shows."""
    lesson = course(game)[1]
    for answers in (False, True):
        status, page, head = get(hub, sheet_path(game, lesson.number, "zh-Hant", answers))
        assert status == 200 and head["content-type"].startswith("text/html")
        assert without_bar(page) == document([lesson], "zh-Hant", answers,
                                             None if answers else "core")
        assert '<button type="button" id="tutor-print">列印</button>' in page
        assert "@media print { .tutor-print-bar { display: none; } }" in page
        assert "static/print.js" in page and head["content-disposition"].startswith("inline")
        assert ("解答" if answers else "學習單") in re.search(r"<title>(.*?)</title>", page)[1]
    status, script, _ = get(hub, "static/print.js")
    assert status == 200 and "window.print()" in script


def test_a_pupil_gets_a_worksheet_but_never_an_answer_key(hub):
    status, page, _ = get(hub, sheet_path("kanagawa", 1, "zh-Hant"), "ann")
    assert status == 200 and "<section class='sheet'" in page
    for lang, said in (("zh-Hant", "解答只給老師看：答案請問老師。"),
                       ("en", "Answer keys are for teachers only: ask your teacher")):
        for game in tutor.games():
            status, page, _ = get(hub, sheet_path(game, 1, lang, answers=True) +
                                  f"?lang={lang}", "ann")
            assert status == 403 and said in page, (lang, game, page[:300])
            assert "<section class='sheet'" not in page
    status, page, _ = get(hub, sheet_path("tokaido", 2, "en", answers=True), "chen",
                          {"Accept-Language": "zh-TW"})
    assert status == 403 and "解答只給老師看" in page


@pytest.mark.parametrize("path, named", [
    ("worksheets/zh-Hant/chess/01-the-board.html", "no game 'chess'"),
    ("worksheets/zh-Hant/kanagawa/99-no-such-lesson.html", "no worksheet '99-no-such-lesson"),
    ("worksheets/zh-Hant/kanagawa/01-the-school-and-the-goal.pdf", "no worksheet"),
    ("worksheets/zh-Hant/kanagawa/01-the-school-and-the-goal.answers.htm", "no worksheet"),
    ("worksheets/fr/kanagawa/01-the-school-and-the-goal.html", "language 'fr'"),
    ("worksheets/zh-TW/kanagawa/01-the-school-and-the-goal.answers.html", "language 'zh-TW'"),
    ("worksheets/zh-Hant/kanagawa", None),
    ("worksheets/zh-Hant/kanagawa/x/01-the-school-and-the-goal.html", None),
])
def test_a_worksheet_that_does_not_exist_is_a_404_that_says_why(hub, path, named):
    for user in ("ms-lin", "ann"):
        status, page, _ = get(hub, path + "?lang=en", user)
        assert status == 404, (path, user)
        assert "There is no such page" in page and "<section class='sheet'" not in page
        if named:
            assert named in page.replace("&#x27;", "'"), page[:600]
    status, page, _ = get(hub, path + "?lang=zh-Hant", "ann")
    assert status == 404 and "找不到這一頁" in page


def test_nobody_logged_in_is_sent_to_the_hubs_login(hub):
    """Not logged in: the hub's OAuth, which asks for the hub's login (as every page of the
    service), and nothing of the sheet."""
    for answers in (False, True):
        status, page, head = get(hub, sheet_path("cartography", 1, "en", answers), None)
        assert status == 302 and head["location"].startswith("/hub/api/oauth2/authorize?")
        assert "<section class='sheet'" not in page
