"""A class on a real JupyterHub, in Chromium, through the hub's own login page.

One hub (docs/classroom/jupyterhub_config.py with its tests-only block: DummyAuthenticator,
SimpleLocalProcessSpawner; configurable-http-proxy from npm), one teacher (ms-lin) and two
students (ann, bo) in class 7a, each in their own browser context. The tests run in order,
as one lesson would:

1. the teacher opens the class grid; two students log in, open a lesson in JupyterLab and
   solve a task, ann with a wrong move first; the grid shows both within seconds, without
   a reload, and the lesson's page shows the wrong move on the task's board;
2. a student gets 403 on the dashboard and on another student's records; a name and a
   move with HTML in them are shown as text;
3. a poll round: the teacher sends a position from the dashboard, both students press
   Class on a lesson board (no cell to write) and answer on the class board that opens
   under it, the projector view shows the right arrows, the reveal adds the verdicts and
   the bot's best moves;
4. the teacher sends the board she is looking at from its Present mode in JupyterLab: the
   students' class boards follow, and the board's link opens the projector view;
5. the service is killed mid-class; ann goes on working; the hub restarts the service and
   every record arrives, none twice (the service agrees with her progress file).

ann's lesson is in English, bo's in Traditional Chinese: the class board speaks each one's
language. With TUTOR_SCREENSHOTS=<folder> the dashboard (dashboard-zh-Hant.png), the
projector view after a poll (projector-zh-Hant.png), bo's lesson board with Class pressed
and the class board under it (class-button-zh-Hant.png), the teacher's Present mode after
Send to the class (present-send-zh-Hant.png) and ann's class board after her move
(class-board-en.png) are saved there.
"""

from __future__ import annotations

import json
import os
import re
import signal
import time
import uuid
from pathlib import Path

import pytest

from tutor.classroom import testhub
from tutor.classroom.db import Store
from tutor.lessons.notebook import code_cell, notebook_json
from tutor.lessons.runner import course

from .harness import fail_on_server, logged_in, run_all, unavailable

pytestmark = pytest.mark.browser

STUDENTS = ("ann", "bo")
XSS_NAME = "<script>window.pwned=1<\\script>"
XSS_MOVE = '<img src=x onerror="window.pwned=2">'
LANGS = {"ann": "en", "bo": "zh-Hant"}
"""Each student's lesson language: the class board opens in it."""


def cells(lang: str) -> list[str]:
    return [f'from tutor.lessons import open_lesson\nlesson = open_lesson("kanagawa", 1, "{lang}")',
            'lesson.task("tree")', 'lesson.task("ocean")']


PRESENT_SEED = 8
"""The teacher's own board: a Kanagawa game (seed 8) at its first choice."""
PRESENT = [
    "import tutor\nfrom tutor.widget import GameWidget\n"
    f'GameWidget(tutor.load("kanagawa").new_game(players=2, seed={PRESENT_SEED}), '
    'lang="zh-Hant")',
]


def task(id: str):
    return course("kanagawa")[0].find(id)


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    try:
        testhub.find_chp()
    except testhub.HubUnavailable as e:
        unavailable(str(e))
    running = testhub.start(tmp_path_factory.mktemp("classhub"),
                            {"teachers": [], "7a": []})
    running.user("ms-lin", ("teachers",))
    for name in (*STUDENTS, XSS_NAME):
        running.user(name, ("7a",))
    for name, sources in [*((n, cells(LANGS[n])) for n in STUDENTS), ("ms-lin", PRESENT)]:
        home = running.folder / "homes" / name
        home.mkdir(parents=True, exist_ok=True)
        notebook = notebook_json([code_cell(c) for c in sources], "cell")
        (home / "lesson.ipynb").write_text(json.dumps(notebook, indent=1))
    try:
        yield running
    finally:
        running.stop()


@pytest.fixture(scope="module")
def people(browser, hub):
    """A logged-in browser page for each person."""
    with logged_in(browser, ("ms-lin", *STUDENTS),
                   lambda page, name: login(page, hub, name)) as pages:
        yield pages


def login(page, hub, name: str) -> None:
    page.goto(f"{hub.url}/hub/login")
    page.locator("#username_input").fill(name)
    page.locator("#password_input").fill("any password")
    page.locator("#login_submit").click()
    page.wait_for_url(re.compile(r".*/(hub/(home|spawn-pending|spawn)|user/).*"),
                      timeout=60_000)


def open_lesson(page, hub, name: str, boards: int = 2) -> None:
    page.goto(f"{hub.url}/user/{name}/lab/tree/lesson.ipynb")
    page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell").first.wait_for(
        timeout=120_000)
    page.locator(".jp-StatusBar-Widget", has_text=re.compile(r"\|\s*Idle")).first.wait_for(
        timeout=120_000)
    run_all(page, hub)
    try:
        page.locator(".tutor-widget svg").nth(boards - 1).wait_for(timeout=90_000)
    except Exception:  # noqa: BLE001 - show the page instead of a bare timeout
        fail_on_server(page, hub, f"{name}'s lesson boards did not appear", f"{name}.png")


def board(page, n: int):
    return page.locator(".tutor-widget").nth(n)


def click_move(page, hub, n: int, move: str, expect: str) -> None:
    """Click ``move`` on board ``n`` and wait for the status line to say ``expect``."""
    widget = board(page, n)
    target = widget.locator(f'[data-action="{move}"]').first
    try:
        target.click(timeout=30_000)
        widget.locator(f".tutor-status-{expect}").first.wait_for(
            timeout=30_000)
    except Exception:  # noqa: BLE001
        fail_on_server(page, hub, f"clicking {move!r} on board {n} did not give {expect}",
                       "click.png")


def service(hub, name: str, path: str) -> str:
    return f"{hub.service_url}{path}"


def shoot(page, name: str) -> None:
    folder = os.environ.get("TUTOR_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / name), full_page=True)


def shoot_lab(page, n: int, name: str, height: int = 1700) -> None:
    """A screenshot of JupyterLab with board ``n`` at the top, in a window ``height`` tall
    (a lesson board and the class board under it do not fit in 900 px)."""
    if not os.environ.get("TUTOR_SCREENSHOTS"):
        return
    size = page.viewport_size
    page.set_viewport_size({"width": size["width"], "height": height})
    try:
        news = page.locator(".Toastify__toast").get_by_role("button", name="No", exact=True)
        if news.count():  # JupyterLab's question about its news
            news.first.click()
        board(page, n).evaluate("el => el.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(500)
        shoot(page, name)
    finally:
        page.set_viewport_size(size)


def test_two_students_solve_a_task_and_the_teacher_sees_it_live(hub, people):
    from playwright.sync_api import expect

    teacher = people["ms-lin"]
    teacher.goto(service(hub, "ms-lin", "class/7a/kanagawa?lang=en"))
    expect(teacher.locator("table.grid")).to_be_visible(timeout=60_000)
    expect(teacher.locator("#live")).to_have_text("Live", timeout=20_000)
    tree = task("tree")
    for name in STUDENTS:
        open_lesson(people[name], hub, name)
    click_move(people["ann"], hub, 0, tree.wrong, "error")
    for name in STUDENTS:
        click_move(people[name], hub, 0, tree.solution[0], "success")
    started = time.monotonic()
    for name in STUDENTS:  # no reload: the grid follows the server-sent events
        cell = teacher.locator(f'tr[data-student="{name}"] td.cell').first
        expect(cell.locator(".done")).to_have_text(re.compile(r"^1/\d+$"), timeout=15_000)
    assert time.monotonic() - started < 15
    ann = teacher.locator('tr[data-student="ann"] td.cell').first
    assert "2 attempts" in ann.get_attribute("title")
    teacher.locator("th.lesson a").first.click()
    item = teacher.locator('section.item[data-item="tree"]')
    expect(item.locator(f'li.move[data-move="{tree.wrong}"]')).to_contain_text(
        "1 students", timeout=15_000)
    expect(item.locator(f'.tutor-marks .mark.wrong[data-move="{tree.wrong}"]')).to_have_count(1)
    expect(item.locator(".solved")).to_contain_text("2/", timeout=15_000)


def test_students_get_403_and_student_text_stays_text(hub, people):
    from playwright.sync_api import expect

    ann = people["ann"].context.new_page()  # her lesson stays open in the other tab
    for path in ("class/7a/kanagawa", "api/records/bo", "class/7a/kanagawa/data"):
        response = ann.goto(service(hub, "ann", path))
        assert response.status == 403, (path, response.status)
    assert ann.goto(service(hub, "ann", "api/records/ann")).status == 200
    ann.close()
    # A name and a move with HTML in them (sent by a kernel) are shown as text.
    testhub.request(hub.service_url + "api/events", "POST", {"events": [
        {"v": 1, "id": uuid.uuid4().hex, "lesson": "kanagawa/1", "item": "tree",
         "kind": "miss", "move": XSS_MOVE}]}, hub.tokens[XSS_NAME])
    teacher = people["ms-lin"]
    teacher.goto(service(hub, "ms-lin", "class/7a/kanagawa/lesson/1?lang=en"))
    # Not a move of the game: said so, with the text as it was sent, as text.
    shown = teacher.locator("li.move .words bdi.raw", has_text=XSS_MOVE)
    expect(shown).to_have_count(1, timeout=20_000)
    assert shown.inner_text() == XSS_MOVE
    expect(teacher.locator("li.move .words", has_text=XSS_MOVE)).to_contain_text(
        "a move this game cannot read")
    teacher.goto(service(hub, "ms-lin", "class/7a/kanagawa?lang=zh-Hant"))
    expect(teacher.locator("th.name a", has_text=XSS_NAME)).to_have_count(1, timeout=20_000)
    assert teacher.evaluate("window.pwned === undefined")
    # The page's own scripts only (classroom.js, and tables.js for the tables' pages).
    sources = teacher.eval_on_selector_all("script", "els => els.map(e => e.src)")
    assert [src.rsplit("/", 1)[-1] for src in sources] == ["tables.js", "classroom.js"], sources
    assert teacher.locator("img[src=x]").count() == 0
    shoot(teacher, "dashboard-zh-Hant.png")


def test_a_poll_round_ends_with_the_right_arrows_on_the_projector(hub, people):
    from playwright.sync_api import expect

    import tutor

    state = tutor.load("kanagawa").new_game(players=2, seed=7)
    while state.is_chance():
        state = state.apply(state.chance_outcomes()[0][0])
    legal = [str(a) for a in state.legal_actions()]
    teacher = people["ms-lin"]
    teacher.goto(service(hub, "ms-lin", "class/7a/kanagawa?lang=zh-Hant"))
    teacher.locator("form.together input.code").fill(state.code())
    teacher.locator("form.together button.send").click()
    teacher.wait_for_url(re.compile(r".*/poll/\d+.*"), timeout=30_000)
    chosen = {"ann": legal[0], "bo": legal[0]}
    for name, move in chosen.items():
        page = people[name]
        # No cell to write: the Class button of a lesson board (the second, "ocean") opens
        # the class's board under it, the third board of the page.
        join = board(page, 1).locator(".tutor-btn-class")
        join.click()
        expect(join).to_have_attribute("aria-pressed", "true", timeout=20_000)
        expect(join).to_have_text({"en": "Class", "zh-Hant": "全班"}[LANGS[name]])
        try:
            board(page, 2).locator(f'[data-action="{move}"]').first.wait_for(timeout=60_000)
        except Exception:  # noqa: BLE001
            fail_on_server(page, hub, f"{name}'s class board did not show the poll", "join.png")
        # The class board speaks the student's language.
        expect(board(page, 2).locator(".tutor-prompt")).to_contain_text(
            {"en": "Play it together", "zh-Hant": "全班一起下"}[LANGS[name]])
        if name == "bo":
            shoot_lab(page, 1, "class-button-zh-Hant.png")
        click_move(page, hub, 2, move, "success")
    # A third answer from a kernel, another move.
    pid = int(re.search(r"/poll/(\d+)", teacher.url).group(1))
    testhub.request(f"{hub.service_url}api/polls/{pid}/answer", "POST", {"move": legal[1]},
                    hub.tokens[XSS_NAME])
    marks = teacher.locator(".tutor-marks .mark.chosen")
    expect(teacher.locator(f'.mark.chosen[data-move="{legal[0]}"]')).to_have_attribute(
        "data-count", "2", timeout=20_000)
    expect(teacher.locator(f'.mark.chosen[data-move="{legal[1]}"]')).to_have_attribute(
        "data-count", "1", timeout=20_000)
    assert marks.count() == 2
    widths = [float(teacher.locator(f'.mark.chosen[data-move="{m}"] line.arrow')
                    .get_attribute("stroke-width")) for m in legal[:2]]
    assert widths[0] > widths[1]  # weighted by how many chose each
    expect(teacher.locator(".bar-row")).to_have_count(2)
    expect(teacher.locator(".answered")).to_contain_text("3")
    teacher.locator("button.reveal").click()
    expect(teacher.locator(".mark.best").first).to_be_visible(timeout=60_000)
    expect(teacher.locator(".bar-row .verdict").first).to_contain_text("勝算約")
    expect(teacher.locator("ol.best li").first).to_be_visible()
    shoot(teacher, "projector-zh-Hant.png")


def in_view(page, locator) -> bool:
    """Whether the top of ``locator`` is inside the browser's window (900 px tall)."""
    box = locator.bounding_box()
    return box is not None and 0 <= box["y"] < page.viewport_size["height"] - 100


def test_the_pupils_side_of_a_poll(hub, people):
    """bo (zh-Hant, a Kanagawa lesson) at 1280×900: pressing 全班 opened the class board
    about 1,000 px below the window; a poll of another game left him waiting for ever; after
    Reveal and End he never saw how his move did. Now the class board takes his lesson
    board's place, says which game the class plays (with a button that opens it), and
    gives the verdict of his own move."""
    from playwright.sync_api import expect

    import tutor

    bo = people["bo"]
    join = board(bo, 1).locator(".tutor-btn-class")
    if join.get_attribute("aria-pressed") == "true":  # open since the last round: close
        join.click()
        expect(join).to_have_attribute("aria-pressed", "false", timeout=20_000)
    join.scroll_into_view_if_needed()
    join.click()
    expect(join).to_have_attribute("aria-pressed", "true", timeout=20_000)
    box = bo.locator(".tutor-join")
    expect(box).to_have_count(1, timeout=20_000)
    expect(board(bo, 1).locator(".tutor-board")).to_be_hidden()  # in its place
    deadline = time.monotonic() + 10
    while not in_view(bo, box) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert in_view(bo, box), box.bounding_box()
    # The last round (revealed): the verdict of his move, in words.
    note = box.locator(".tutor-join-note")
    expect(note).to_contain_text("你的著法", timeout=60_000)
    expect(note).to_contain_text("勝算約")
    shoot(bo, "class-board-open-zh-Hant.png")
    # The teacher ends the round: he still sees how his move did.
    pid = int(re.search(r"/poll/(\d+)", people["ms-lin"].url).group(1))
    testhub.request(f"{hub.service_url}api/polls/{pid}/close", "POST", {},
                    hub.tokens["ms-lin"])
    expect(note).to_contain_text("老師已結束這一輪", timeout=60_000)
    expect(note).to_contain_text("你的著法")
    # The class plays another game: said, with a button that opens its class board.
    state = tutor.load("cartography").new_game(players=2, seed=1)
    _, made = testhub.request(hub.service_url + "api/polls", "POST",
                              {"group": "7a", "game": "cartography", "code": state.code()},
                              hub.tokens["ms-lin"], ok=(201,))
    expect(note).to_contain_text("全班正在一起下「地圖學」", timeout=60_000)
    other = box.locator(".tutor-join-other")
    expect(other).to_have_text("打開「地圖學」的全班盤面")
    shoot(bo, "class-board-elsewhere-zh-Hant.png")
    other.click()
    move = str(state.legal_actions()[0])
    assert move.startswith("tile O3 ")  # two clicks: the tile in the supply, then its place
    try:
        box.locator('[data-target="type-O3"]').first.click(timeout=60_000)
        box.locator(f'[data-action="{move}"]').first.wait_for(timeout=30_000)
    except Exception:  # noqa: BLE001
        fail_on_server(bo, hub, "bo's class board did not open the Cartography poll",
                       "elsewhere.png")
    assert in_view(bo, box)
    click_move(bo, hub, 2, move, "success")
    testhub.request(f"{hub.service_url}api/polls/{made['id']}/close", "POST", {},
                    hub.tokens["ms-lin"])
    expect(note).to_contain_text("老師已結束這一輪", timeout=60_000)
    join.click()  # closes it: his lesson board is back
    expect(board(bo, 1).locator(".tutor-board")).to_be_visible(timeout=20_000)


def test_the_teacher_sends_her_board_from_present_mode(hub, people):
    from playwright.sync_api import expect

    import tutor

    state = tutor.load("kanagawa").new_game(players=2, seed=PRESENT_SEED)
    seat = state.current_player()
    move = "take column 2"
    assert state.check(move)
    teacher = people["ms-lin"]
    # Her kernel's token has no teacher scope: she first allows her notebooks to present
    # (the class room page's "Allow my notebooks to send to the class" calls this).
    hub.service("api/present", "POST", {}, token=hub.tokens["ms-lin"], ok=(201,))
    open_lesson(teacher, hub, "ms-lin", boards=1)
    mine = board(teacher, 0)
    expect(mine.locator(".tutor-btn-send")).to_be_hidden()  # only in Present mode
    mine.locator(".tutor-btn-present").click()
    mine.locator(".tutor-btn-send").click(timeout=30_000)  # once the service says "teacher"
    expect(mine.locator(".tutor-status-success")).to_contain_text("7a", timeout=30_000)
    link = mine.locator("a.tutor-class-link")
    expect(link).to_have_attribute("href", re.compile(r"/services/tutor-classroom/poll/\d+$"))
    shoot(teacher, "present-send-zh-Hant.png")
    # ann's class board, still open, follows: a new round (her answer to the last one is
    # done), the new position as her seat sees it.
    ann = people["ann"]
    try:
        board(ann, 2).locator(".tutor-prompt:not(.done)").wait_for(timeout=60_000)
        board(ann, 2).locator(f'[data-action="{move}"]').first.wait_for(timeout=10_000)
    except Exception:  # noqa: BLE001
        fail_on_server(ann, hub, "ann's class board did not follow the teacher's board",
                       "present.png")
    click_move(ann, hub, 2, move, "success")
    shoot(ann, "class-board-en.png")
    teacher.goto(f"{hub.url}{link.get_attribute('href')}?lang=en")
    expect(teacher.locator(f'.mark.chosen[data-move="{move}"]')).to_have_attribute(
        "data-count", "1", timeout=20_000)
    pid = int(re.search(r"/poll/(\d+)", teacher.url).group(1))
    _, current = testhub.request(f"{hub.service_url}api/polls/current?game=kanagawa",
                                 token=hub.tokens["bo"])
    assert current["poll"]["id"] == pid
    assert current["poll"]["code"] == state.view_for(seat).code()
    board(ann, 1).locator(".tutor-btn-class").click()  # closes her class board
    expect(board(ann, 1).locator(".tutor-btn-class")).to_have_attribute("aria-pressed",
                                                                        "false")


def test_killing_the_service_mid_class_loses_nothing_and_counts_nothing_twice(hub, people):
    ann = people["ann"]
    pid = hub.service_pid()
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    ocean = task("ocean")
    click_move(ann, hub, 1, ocean.wrong, "error")
    click_move(ann, hub, 1, ocean.solution[0], "success")
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:  # the hub restarts its service (poll every 30 s)
        if hub.service_pid() not in (None, pid):
            break
        time.sleep(1)
    hub.wait_service(60)
    progress = json.loads((hub.folder / "homes" / "ann" / "tutor-progress.json").read_text())
    mine = progress["lessons"]["kanagawa/1"]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        _, got = testhub.request(f"{hub.service_url}api/records/ann?game=kanagawa",
                                 token=hub.tokens["ann"])
        theirs = {r["item"]: r for r in got["games"]["kanagawa"]}
        if theirs.get("ocean", {}).get("done"):
            break
        time.sleep(1)
    for item, entry in mine.items():
        assert {k: theirs[item][k] for k in ("done", "attempts", "hints")} == {
            k: entry[k] for k in ("done", "attempts", "hints")}, item
    store = Store(hub.db_url)
    with store.engine.connect() as conn:
        kinds = [tuple(r) for r in conn.exec_driver_sql(
            "SELECT item, kind FROM events WHERE user = 'ann' ORDER BY received")]
    assert sorted(kinds) == sorted([("tree", "miss" if task("tree").wrong_rule is None
                                     else "illegal"), ("tree", "done"),
                                    ("ocean", "miss" if ocean.wrong_rule is None
                                     else "illegal"), ("ocean", "done")])
    progress = json.loads((hub.folder / "homes" / "ann" / "tutor-progress.json").read_text())
    assert "outbox" not in progress
