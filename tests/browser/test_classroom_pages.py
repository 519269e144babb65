"""The teacher's pages of the class service in Chromium, through the hub's own login, as a
teacher uses them: by clicking, from the page the guide names (/services/tutor-classroom/).

One hub (docs/classroom/jupyterhub_config.py with its tests-only block), a teacher
(ms-lin), class 7a (ann, bo, and a pupil whose name carries a right-to-left override) and
class 七年甲班 (chen). The pupils' records are sent as their kernels would send them; no
JupyterLab is started here (tests/browser/test_classroom.py has the pupils' side).

- every teacher step by clicking, in English and in Traditional Chinese: the home page, a
  class's game, a lesson's heading, a pupil's name, back;
- no item id, notation or Latin word on any zh-Hant page or export (every page kind, every
  lesson of every game);
- the class page's code box survives 20 live updates while the teacher types in it;
- a restart of the service leaves an open grid live (with the same cookie secret, and
  with a new one: the page logs in again through the hub by itself);
- issue 23: from the class page of each game, a discussion question of the class plan
  opens on the teacher's own server as an app, its board drawn under its anchor; a
  worksheet's answer key opens ready to print.

With TUTOR_SCREENSHOTS=<folder> the pages are saved there (pages-*.png).
"""

from __future__ import annotations

import csv
import io
import os
import re
import shutil
import signal
import time
import uuid
from pathlib import Path
from urllib.parse import quote

import pytest

import tutor
from tutor.classroom import testhub
from tutor.lessons.check import latin_words
from tutor.lessons.model import LegalOrNot
from tutor.lessons.plan import plan_of
from tutor.lessons.plan_pages import page_path, periods_with_pages, spots
from tutor.lessons.runner import course

from .harness import fail_on_server, open_page, unavailable

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
PLAN_PAGES = {game: [min(
    ((n, q) for n in periods_with_pages(game)
     for q, _ in enumerate(plan_of(game).periods[n - 1].questions, 1)),
    key=lambda nq: len(spots(game, nq[0])))] for game in tutor.games()}
"""Per game, the discussion question the browser opens from the class page: (period,
question) of the period with the fewest boards (the quickest page to draw)."""
BIDI = "zoe\u202eevil"
"""A pupil whose name turns the text after it around, unless shown as it is."""
CLASSES = {"7a": ["ann", "bo", BIDI], "七年甲班": ["chen"]}
TITLES = {"en": {"kanagawa": "Kanagawa"}, "zh-Hant": {"kanagawa": "神奈川學堂"}}


def with_wrong(game: str):
    """(lesson, task) of ``game``'s first task with a typical wrong move."""
    for lesson in course(game):
        for task in lesson.tasks():
            if task.wrong:
                return lesson, task
    raise LookupError(game)


def legal_or_not(game: str):
    """(lesson, item) of ``game``'s first legal-or-not quiz question."""
    for lesson in course(game):
        for item in lesson.quiz_items():
            if isinstance(item, LegalOrNot):
                return lesson, item
    raise LookupError(game)


def rec(lesson: str, item: str, kind: str, **fields) -> dict:
    return {"v": 1, "id": uuid.uuid4().hex, "lesson": lesson, "item": item, "kind": kind,
            "lang": "zh-Hant", **fields}


def send(hub, user: str, *records: dict) -> None:
    testhub.request(hub.service_url + "api/events", "POST", {"events": list(records)},
                    hub.tokens[user])


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    try:
        testhub.find_chp()
    except testhub.HubUnavailable as e:
        unavailable(str(e))
    running = testhub.start(tmp_path_factory.mktemp("pageshub"),
                            {"teachers": [], **{c: [] for c in CLASSES}})
    running.user("ms-lin", ("teachers",))
    for group, users in CLASSES.items():
        for name in users:
            running.user(name, (group,))
    # What the pages show: per game, a wrong move of ann in a task (a move the rules
    # refuse or one that misses), bo stuck on a legal-or-not question, bo's hint in a task.
    for game in tutor.games():
        lesson, task = with_wrong(game)
        send(running, "ann", rec(lesson.key, task.id, "illegal" if task.wrong_rule else "miss",
                                 move=task.wrong))
        quiz_lesson, item = legal_or_not(game)
        send(running, "bo", *(rec(quiz_lesson.key, item.id, "wrong") for _ in range(2)))
        first = course(game)[0]
        send(running, "bo", rec(first.key, first.tasks()[0].id, "hint"))
        send(running, BIDI, rec(lesson.key, task.id, "illegal" if task.wrong_rule else "miss",
                                move=task.wrong))
    send(running, "chen", rec("kanagawa/1", "tree", "hint"))
    # The class plan's pages on ms-lin's own server, where the service's links go
    # (--notebooks: "notebooks" in her home folder, as a copy of the lessons puts them).
    for game in tutor.games():
        for n, _ in PLAN_PAGES[game]:
            path = page_path(game, n, "zh-Hant")
            target = running.folder / "homes" / "ms-lin" / "notebooks" / path
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(ROOT / "notebooks" / path, target)
    try:
        yield running
    finally:
        running.stop()


@pytest.fixture(scope="module")
def teacher(browser, hub):
    """ms-lin's browser page, logged in to the hub and sent on to the service's home."""
    context, page = open_page(browser, 1280, 900)
    page.goto(f"{hub.url}/hub/login?next={quote('/services/tutor-classroom/')}")
    page.locator("#username_input").fill("ms-lin")
    page.locator("#password_input").fill("any password")
    page.locator("#login_submit").click()
    page.wait_for_url(re.compile(r".*/services/tutor-classroom/.*"), timeout=60_000)
    yield page
    context.close()


def shoot_view(page, name: str) -> None:
    """:func:`shoot`, the window only (where a link led)."""
    folder = os.environ.get("TUTOR_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / name))


def shoot(page, name: str) -> None:
    folder = os.environ.get("TUTOR_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / name), full_page=True)


def ready(page) -> None:
    """Until the page has drawn its data (the pages' CSP allows no eval: no
    ``wait_for_function`` with an expression)."""
    from playwright.sync_api import expect

    expect(page.locator("#app")).to_have_attribute("data-loaded", re.compile(r"^\d+$"),
                                                   timeout=30_000)


# -- every step by clicking -------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_a_teacher_clicks_from_the_home_page_to_every_page(hub, teacher, lang):
    """The guide names /services/tutor-classroom/: from there the teacher reaches a class's
    grid, a lesson and a pupil by clicking (every class/game link of the home page led to
    ``undefinedclass/7a/kanagawa``, a 404)."""
    from playwright.sync_api import expect

    page = teacher
    w = {"en": {"students": "3 students", "lesson": "Lesson 1", "back": "Back to the class",
                "home": "All classes", "one": "1 students"},
         "zh-Hant": {"students": "3 位學生", "lesson": "第 1 課", "back": "回到班級",
                     "home": "所有班級", "one": "1 位學生"}}[lang]
    page.goto(f"{hub.service_url}?lang={lang}")
    ready(page)
    seven = page.locator('ul.classes li[data-class="7a"]')
    expect(seven).to_contain_text(w["students"])
    expect(page.locator('ul.classes li[data-class="七年甲班"]')).to_contain_text(w["one"])
    shoot(page, f"pages-home-{lang}.png")
    seven.get_by_role("link", name=TITLES[lang]["kanagawa"], exact=True).click()
    page.wait_for_url(re.compile(r".*/class/7a/kanagawa(\?.*)?$"))
    grid = page.locator("table.grid")
    expect(grid).to_be_visible()
    expect(page.locator("h1")).to_contain_text(TITLES[lang]["kanagawa"])
    for name in CLASSES["7a"]:
        expect(page.locator(f'tr[data-student="{name}"]')).to_have_count(1)
    # bo is stuck on a legal-or-not question: the cell names it by its question.
    quiz_lesson, item = legal_or_not("kanagawa")
    stuck = page.locator('tr[data-student="bo"] .stuck-on')
    expect(stuck).to_contain_text(quiz_lesson.item_title(item.id, lang)[:10])
    shoot(page, f"pages-grid-{lang}.png")
    # A lesson's heading.
    page.locator("th.lesson a", has_text=w["lesson"]).first.click()
    page.wait_for_url(re.compile(r".*/class/7a/kanagawa/lesson/1(\?.*)?$"))
    ready(page)
    lesson = course("kanagawa")[0]
    titles = page.locator("section.item h2").all_inner_texts()
    assert titles == [lesson.item_title(i, lang) for i in lesson.graded()]
    wrong_lesson, task = with_wrong("kanagawa")
    if wrong_lesson is lesson:
        moves = page.locator(f'section.item[data-item="{task.id}"] li.move')
        start = task.position.state(tutor.load("kanagawa"))
        expect(moves.first).to_contain_text(
            start.words_for(task.wrong, start.current_player(), lang).rstrip("。"))
        expect(page.locator(f'section.item[data-item="{task.id}"] .tutor-marks .mark'))\
            .to_have_count(1)
    shoot(page, f"pages-lesson-{lang}.png")
    # Back, then a pupil's name.
    page.get_by_role("link", name=w["back"]).click()
    page.wait_for_url(re.compile(r".*/class/7a/kanagawa(\?.*)?$"))
    page.locator('tr[data-student="bo"] th.name a').click()
    page.wait_for_url(re.compile(r".*/class/7a/kanagawa/student/bo(\?.*)?$"))
    ready(page)
    expect(page.locator("h1")).to_have_text("bo")
    captions = page.locator("table.student caption").all_inner_texts()
    assert len(captions) == len(course("kanagawa"))
    first = page.locator(f'table.student tr[data-item="{lesson.tasks()[0].id}"]')
    expect(first.locator("td").first).to_have_text(lesson.item_title(lesson.tasks()[0].id, lang))
    expect(first.locator("td.num").nth(1)).to_have_text("1")  # its hint
    shoot(page, f"pages-student-{lang}.png")
    # The pupil whose name turns text around: shown as written, the rest of the row intact.
    page.get_by_role("link", name=w["back"]).click()
    page.wait_for_url(re.compile(r".*/class/7a/kanagawa(\?.*)?$"))
    name = page.locator(f'tr[data-student="{BIDI}"] th.name bdi')
    expect(name).to_have_text("zoe\\u202eevil")
    page.locator(f'tr[data-student="{BIDI}"] th.name a').click()
    page.wait_for_url(re.compile(r".*/student/zoe%E2%80%AEevil(\?.*)?$"))
    expect(page.locator("h1 bdi")).to_have_text("zoe\\u202eevil")
    # The other class, a Chinese name: its page from the home page too.
    page.get_by_role("link", name=w["back"]).click()
    page.get_by_role("link", name=w["home"]).click()
    page.wait_for_url(re.compile(r".*/services/tutor-classroom/(\?.*)?$"))
    page.locator('ul.classes li[data-class="七年甲班"]').get_by_role(
        "link", name=TITLES[lang]["kanagawa"], exact=True).click()
    page.wait_for_url(re.compile(r".*/class/%E4%B8%83%E5%B9%B4%E7%94%B2%E7%8F%AD/kanagawa"))
    expect(page.locator('tr[data-student="chen"]')).to_have_count(1)
    expect(page.locator("h1 bdi.group")).to_have_text("七年甲班")


def test_the_home_page_allows_presenting_from_notebooks(hub, teacher):
    """The guide's first step of Play it together: on the class room's page, *Allow my
    notebooks to send to the class* (the service's api/present), and Stop. Where the
    service has no api/present, the page shows no such button."""
    from playwright.sync_api import expect

    def allowed():
        status, body = testhub.request(hub.service_url + "api/present",
                                       token=hub.tokens["ms-lin"], ok=(200, 404, 405))
        return status, (body or {}).get("present") if isinstance(body, dict) else None

    status, _ = allowed()
    page = teacher
    page.goto(f"{hub.service_url}?lang=zh-Hant")
    ready(page)
    box = page.locator("section.present")
    if status in (404, 405):
        page.wait_for_timeout(1000)
        expect(box).to_be_hidden()
        return
    expect(box).to_be_visible(timeout=20_000)
    box.locator("button.present-allow").click()
    expect(box.locator(".present-state")).to_contain_text("為止", timeout=20_000)
    expect(box.locator(".present-state bdi").first).to_have_text("7a")
    assert allowed()[1] is not None
    box.locator("button.present-stop").click()
    expect(box.locator(".present-state")).to_contain_text("現在不能", timeout=20_000)
    assert allowed()[1] is None


# -- nothing but the teacher's language on a zh-Hant page -------------------------------------

ALLOWED = {"CSV", "XLSX", "csv", "xlsx", "English"}
"""Latin words a Chinese page may show: the file formats (and a file name's ending), the
other language's name."""


def names_allowed() -> set[str]:
    """Every game glossary's names, the pupils' and classes' names."""
    import importlib

    out = set(ALLOWED)
    for game in tutor.games():
        out |= set(importlib.import_module(f"tutor.games.{game}.glossary").NAMES)
    for group, users in CLASSES.items():
        shown = " ".join(users).encode("unicode_escape").decode()  # as the pages show them
        out |= {group, *users, *re.findall(r"[A-Za-z]+", shown)}
    return out


def shown_text(page) -> str:
    """What the page shows (its boards aside: the engines' own drawings, checked with the
    games), with the tooltips."""
    return page.evaluate("""() => {
        const app = document.body.cloneNode(true);
        for (const b of app.querySelectorAll('.board .shown, .board .extras')) b.remove();
        // The other language's titles of the class plan's periods, marked as such.
        for (const o of app.querySelectorAll('[lang]:not([lang="zh-Hant"])')) o.remove();
        const tips = [...document.querySelectorAll('[title]')]
            .filter((n) => !n.closest('.board')).map((n) => n.getAttribute('title'));
        return document.title + '\\n' + app.innerText + '\\n' + tips.join('\\n');
    }""")


def problems(text: str, game: str | None, moves: set[str]) -> list[str]:
    """Item ids, notation and Latin words in ``text``."""
    found = []
    ids = {i for g in ([game] if game else tutor.games()) for lesson in course(g)
           for i in lesson.graded()}
    for item in ids:
        if re.search(rf"(?<![\w-]){re.escape(item)}(?![\w-])", text):
            found.append(f"item id {item!r}")
    found += [f"notation {m!r}" for m in moves if m in text]
    found += [f"Latin word {w!r}" for w in latin_words(text, names_allowed())]
    return found


def test_zh_pages_show_no_item_id_notation_or_latin_word(hub, teacher):
    """Every page kind in zh-Hant (home, every game's grid and lessons, pupils, a poll
    after Reveal, an error page) and both exports: 「卡在 next-master」, ``q-alone``,
    "take column 3" and 「在 (2,0) 放一個 O1 板塊」 were there."""
    from playwright.sync_api import expect

    page = teacher
    moves = {with_wrong(g)[1].wrong for g in tutor.games()}
    bad: dict[str, list[str]] = {}

    def check(path: str, game: str | None, shot: str | None = None) -> None:
        response = page.goto(f"{hub.service_url}{path}{'&' if '?' in path else '?'}"
                             f"lang=zh-Hant")
        if response.ok:
            ready(page)
            if "/class/" in path and path.count("/") == 2:  # the class page: its plan too
                expect(page.locator("section.worksheets")).to_have_attribute(
                    "data-loaded", "1", timeout=30_000)
        page.wait_for_timeout(100)
        found = problems(shown_text(page), game, moves)
        if found:
            bad[path] = found
        if shot:
            shoot(page, shot)

    check("", None)
    for game in tutor.games():
        check(f"class/7a/{game}", game)
        for lesson in course(game):
            check(f"class/7a/{game}/lesson/{lesson.number}", game)
        for name in CLASSES["7a"]:
            check(f"class/7a/{game}/student/{quote(name, safe='')}", game)
    # A Cartography poll after Reveal: the pupils' moves and the bot's best ones.
    state = tutor.load("cartography").new_game(players=2, seed=1)
    _, made = testhub.request(hub.service_url + "api/polls", "POST",
                              {"group": "7a", "game": "cartography", "code": state.code()},
                              hub.tokens["ms-lin"], ok=(201,))
    legal = [str(a) for a in state.legal_actions()]
    for name, move in (("ann", legal[0]), ("bo", legal[7])):
        testhub.request(f"{hub.service_url}api/polls/{made['id']}/answer", "POST",
                        {"move": move}, hub.tokens[name])
    moves |= set(legal)
    testhub.request(f"{hub.service_url}api/polls/{made['id']}/reveal", "POST", {},
                    hub.tokens["ms-lin"])
    check(f"poll/{made['id']}", "cartography", "pages-projector-zh-Hant.png")
    assert page.locator("ol.best li").count() >= 1
    check("class/7a/chess", None)  # a 404
    assert "找不到這一頁" in page.inner_text("body")
    for game in tutor.games():
        for ext in ("csv", "xlsx"):
            status, body = raw_export(hub, game, ext)
            found = problems(body, game, moves)
            if found:
                bad[f"export.{ext} of {game}"] = found
    testhub.request(f"{hub.service_url}api/polls/{made['id']}/close", "POST", {},
                    hub.tokens["ms-lin"])
    assert not bad, "\n".join(f"{k}: {v[:6]}" for k, v in bad.items())


def raw_export(hub, game: str, ext: str) -> tuple[int, str]:
    """An export in zh-Hant as text: the CSV itself, or the XLSX's cells."""
    import urllib.request

    req = urllib.request.Request(f"{hub.service_url}class/7a/{game}/export.{ext}?lang=zh-Hant",
                                 headers={"Authorization": f"token {hub.tokens['ms-lin']}"})
    with urllib.request.urlopen(req) as response:
        body = response.read()
        disposition = response.headers["Content-Disposition"]
    name = re.search(r"filename\*=UTF-8''([^;]+)", disposition).group(1)
    from urllib.parse import unquote

    text = unquote(name) + "\n"
    if ext == "csv":
        rows = list(csv.reader(io.StringIO(body.decode("utf-8").lstrip("\ufeff"))))
    else:
        from openpyxl import load_workbook

        book = load_workbook(io.BytesIO(body))
        text += " ".join(book.sheetnames) + "\n"
        rows = [[str(v) for v in row if v is not None]
                for row in book.active.iter_rows(values_only=True)]
    return 200, text + "\n".join(" ".join(str(c) for c in row) for row in rows)


# -- a page that stays put, and lives through restarts -------------------------------------

def version(page) -> int:
    return int(page.evaluate("Number(document.getElementById('app').dataset.version)"))


def wait_until(check, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_the_class_pages_code_box_survives_20_updates(hub, teacher):
    """Every update rebuilt the form and emptied the code box while the teacher typed; Send
    then said "'group', 'game' and 'code' must be text"."""
    from playwright.sync_api import expect

    page = teacher
    page.goto(f"{hub.service_url}class/7a/kanagawa?lang=zh-Hant")
    ready(page)
    expect(page.locator("#live")).to_have_text("即時", timeout=20_000)
    state = tutor.load("kanagawa").new_game(players=2, seed=7)
    while state.is_chance():
        state = state.apply(state.chance_outcomes()[0][0])
    code = state.code()
    box = page.locator("form.together input.code")
    box.click()
    pieces = [code[len(code) * i // 20:len(code) * (i + 1) // 20] for i in range(20)]
    assert "".join(pieces) == code  # the code typed in 20 pieces, an update between two
    for n, piece in enumerate(pieces):
        before = version(page)
        send(hub, "ann" if n % 2 else "bo", rec("kanagawa/1", "ocean", "hint"))
        wait_until(lambda before=before: version(page) > before)
        page.keyboard.type(piece)  # typing goes on where it was, between two updates
    assert box.input_value() == code
    assert page.evaluate("document.activeElement.classList.contains('code')")
    page.locator("form.together button.send").click()
    page.wait_for_url(re.compile(r".*/poll/\d+.*"), timeout=30_000)
    pid = int(re.search(r"/poll/(\d+)", page.url).group(1))
    testhub.request(f"{hub.service_url}api/polls/{pid}/close", "POST", {},
                    hub.tokens["ms-lin"])


def restart_service(hub, new_secret: bool = False) -> None:
    """Kill the service; the hub starts it again (it looks every 30 s). ``new_secret``:
    its cookie secret is lost first (the teachers' cookies no longer open it)."""
    pid = hub.service_pid()
    assert pid is not None
    if new_secret:
        Path(hub.db_url.removeprefix("sqlite:///") + ".cookie-secret").unlink()
    os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if hub.service_pid() not in (None, pid):
            break
        time.sleep(1)
    hub.wait_service(60)


def test_a_restart_of_the_service_leaves_an_open_grid_live(hub, teacher):
    """After a restart the grid kept stale numbers under 「重新連線中…」 for good: a new
    cookie secret at every start made the teacher's cookie invalid, and the page's stream
    was never opened again. The secret lasts now; the page opens its stream again, and
    where the service no longer knows its login, logs in again through the hub."""
    from playwright.sync_api import expect

    page = teacher
    page.goto(f"{hub.service_url}class/7a/kanagawa?lang=zh-Hant")
    ready(page)
    live = page.locator("#live")
    expect(live).to_have_text("即時", timeout=20_000)
    lesson, task = with_wrong("kanagawa")
    cell = page.locator(f'tr[data-student="ann"] td.cell[data-lesson="{lesson.key}"]')
    attempts = int(re.search(r"嘗試 (\d+) 次", cell.get_attribute("title")).group(1))
    page.evaluate("window.tutorMark = 1")  # gone if the page reloads
    for n, new_secret in enumerate((False, True)):
        restart_service(hub, new_secret)
        send(hub, "ann", rec(lesson.key, task.id, "illegal" if task.wrong_rule else "miss",
                             move=task.wrong))
        expect(cell).to_have_attribute("title", re.compile(rf"嘗試 {attempts + n + 1} 次"),
                                       timeout=60_000)
        expect(live).to_have_text("即時", timeout=30_000)
    assert "/class/7a/kanagawa" in page.url
    assert page.evaluate("window.tutorMark") == 1  # the same page, never reloaded


# -- the class plan's boards and the worksheets, from the class page (issue 23) ------------------

def test_the_class_page_opens_each_games_plan_boards_and_an_answer_key(hub, teacher):
    """As the teacher, on each game's class page in Traditional Chinese: the class plan's
    discussion question (one per game) opens in a new tab on her own server as an app, at
    its anchor, and its board is drawn under it, no code on the page; then a lesson's
    answer key opens, ready to print (Print prints)."""
    from playwright.sync_api import expect

    page = teacher
    testhub.request(f"{hub.url}/hub/api/users/ms-lin/server", "POST", token=hub.token,
                    ok=(201, 202, 400))  # her server, as "Start My Server" starts it
    deadline = time.monotonic() + 180
    while not hub.api("users/ms-lin")["servers"].get("", {}).get("ready"):
        assert time.monotonic() < deadline, f"ms-lin's server did not start:\n{hub.log_tail()}"
        time.sleep(1)
    for game in tutor.games():
        (n, q), = PLAN_PAGES[game]
        page.goto(f"{hub.service_url}class/7a/{game}?lang=zh-Hant")
        ready(page)
        plan = page.locator("section.plan")
        expect(plan).to_have_attribute("data-loaded", "1", timeout=30_000)
        expect(plan.locator("article.period")).to_have_count(len(plan_of(game).periods))
        card = plan.locator(f'article.period[data-period="{n}"]')
        expect(card.locator("h3")).to_contain_text(plan_of(game).periods[n - 1].title["zh-Hant"])
        expect(card.locator(".other-lang")).to_contain_text(
            plan_of(game).periods[n - 1].title["en"])
        link = card.locator(f'li.spot[data-key="question-{q}"] a')
        expect(link).to_have_text(f"討論問題 {q}")
        if game == "kanagawa":
            shoot(page, "pages-plan-zh-Hant.png")
        with page.context.expect_page() as opened:
            link.click()
        app = opened.value
        try:
            app.wait_for_load_state(timeout=120_000)
            assert app.url.endswith(f"/user/ms-lin/voila/render/notebooks/"
                                    f"{page_path(game, n, 'zh-Hant')}?template=tutor"
                                    f"#question-{q}"), app.url
            expect(app.locator("h1").first).to_contain_text(f"第 {n} 節", timeout=120_000)
            anchor = app.locator(f'[id="question-{q}"]')
            board = anchor.locator("xpath=following::div[contains(concat(' ', @class, ' '), "
                                   "' tutor-board ')][1]")
            expect(board.locator("svg").first).to_be_visible(timeout=240_000)
            expect(app.locator("#tutor-loading")).to_have_count(0, timeout=240_000)
            app.wait_for_timeout(500)
            top = anchor.evaluate("e => e.getBoundingClientRect().top")
            assert 0 <= top < 200, f"{game}: the question is {top:.0f} px from the top"
            if game == "kanagawa":
                shoot_view(app, "pages-plan-board-zh-Hant.png")
            text = app.locator("body").inner_text()
            assert "open_period" not in text and "period.board" not in text, game
        except AssertionError as error:
            fail_on_server(app, hub, f"{game}: {error}", f"plan-{game}.png")
        finally:
            app.close()
    # A worksheet's answer key, from the class page, ready to print.
    sheets = page.locator("section.worksheets")
    key = sheets.locator('tr[data-lesson="1"] a[data-kind="answers"]')
    expect(key).to_have_text("解答")
    page.context.add_init_script("window.print = () => { document.body.dataset.printed = '1'; };")
    with page.context.expect_page() as opened:
        key.click()
    sheet = opened.value
    try:
        sheet.wait_for_load_state()
        expect(sheet.locator("section.sheet").first).to_be_visible()
        assert sheet.title().endswith("解答")
        shoot(sheet, "pages-answer-key-zh-Hant.png")
        sheet.get_by_role("button", name="列印").click()
        expect(sheet.locator("body")).to_have_attribute("data-printed", "1")
        sheet.emulate_media(media="print")
        expect(sheet.locator(".tutor-print-bar")).to_be_hidden()
    finally:
        sheet.close()
    status, body = testhub.request(key.get_attribute("href").replace(
        "/services/tutor-classroom/", hub.service_url, 1).replace(".answers", ""),
        token=hub.tokens["ann"])
    assert status == 200 and "<section class='sheet'" in body  # her pupils' worksheet
