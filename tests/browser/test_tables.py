"""Four pupils play whole games at two class tables in Chromium, on a real JupyterHub.

One hub (docs/classroom/jupyterhub_config.py with its tests-only block), the teacher
ms-lin and four pupils of 7a, each in their own browser context, logged in through the
hub's login page (straight to the class service: no pupil's server is started). The
teacher makes two tables: Cartography with 5 tiles each for ann (English) and bo
(Traditional Chinese), and Tokaido for chen and dee (both Chinese) with a computer in the
third seat. The pupils play by clicking their boards (a first click where a move takes
two) until both games are over; mid-game ann's page is reloaded and the class service is
killed: both come back to the same seat and position, and the games go on. The teacher's
room follows the tables live, and each finished game opens as a replay.

With TUTOR_SCREENSHOTS=<folder> the teacher's room mid-game and at the end
(tables-room-live-zh-Hant.png, tables-room-zh-Hant.png), bo's and ann's tables
(table-seat-zh-Hant.png, table-seat-en.png), the teacher's view of a table with every hand shown
(table-hands-zh-Hant.png), a tournament's standings (standings-zh-Hant.png) and a replay
with its review (replay-zh-Hant.png) are saved there, 1280 px wide.
"""

from __future__ import annotations

import importlib
import os
import random
import re
import signal
import time
from pathlib import Path

import pytest

from tutor.classroom import testhub
from tutor.lessons.check import latin_words

from .harness import fail_with, logged_in, unavailable

pytestmark = pytest.mark.browser

PUPILS = {"ann": "en", "bo": "zh-Hant", "chen": "zh-Hant", "dee": "zh-Hant"}

PICK = """(seed) => {
  // A random legal move on the pupil's board (a first click where a move takes two):
  // returns what was clicked, or null when the board is not the pupil's to play.
  const board = document.querySelector(".table-board.playable");
  if (!board) return null;
  let x = seed;
  const rnd = () => { x = (x * 1103515245 + 12345) % 2147483648; return x / 2147483648; };
  const acts = [...board.querySelectorAll("[data-action]")];
  const pool = acts.length ? acts : [...board.querySelectorAll("[data-target]")];
  if (!pool.length) return null;
  const el = pool[Math.floor(rnd() * pool.length)];
  el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  return el.getAttribute("data-action") || "target " + el.getAttribute("data-target");
}"""


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    try:
        testhub.find_chp()
    except testhub.HubUnavailable as e:
        unavailable(str(e))
    running = testhub.start(tmp_path_factory.mktemp("tablehub"), {"teachers": [], "7a": []},
                            extra_env={"TUTOR_CLASSROOM_ARGS": "--review-playouts 20 "
                                                               "--requests-burst 2000"})
    running.user("ms-lin", ("teachers",))
    for name in PUPILS:
        running.user(name, ("7a",))
    try:
        yield running
    finally:
        running.stop()


@pytest.fixture(scope="module")
def people(browser, hub):
    with logged_in(browser, ("ms-lin", *PUPILS),
                   lambda page, name: login(page, hub, name)) as pages:
        yield pages


def login(page, hub, name: str) -> None:
    """Log in through the hub's login page, from the class service's own address."""
    page.goto(f"{hub.service_url}play")
    page.locator("#username_input").fill(name)
    page.locator("#password_input").fill("any password")
    page.locator("#login_submit").click()
    page.wait_for_url(re.compile(r".*/services/tutor-classroom/.*"), timeout=60_000)


def shoot(page, name: str) -> None:
    folder = os.environ.get("TUTOR_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / name), full_page=True)


def open_table(page, hub, tid: int, lang: str) -> None:
    page.goto(f"{hub.service_url}table/{tid}?lang={lang}")
    page.locator(".table-board svg").wait_for(timeout=30_000)


def status(page) -> dict:
    """What the pupil's page shows: the table's step, whether it is theirs to play, over."""
    return page.evaluate("""() => ({
      step: document.querySelectorAll(".log-lines li").length,
      mine: document.querySelector(".note-line.mine") !== null,
      over: document.querySelector(".scores .verdict") !== null,
      loaded: document.getElementById("app").dataset.loaded || "",
    })""")


def play_some(people, hub, tables: dict[str, tuple[str, ...]], moves: int | None,
              rng: random.Random, deadline: float) -> int:
    """The pupils click random moves at their turns, ``moves`` moves in all (None: until
    every game is over); how many moves were made."""
    made = 0
    while moves is None or made < moves:
        over = 0
        moved = False
        seen: dict[str, str] = {}
        for pupils in tables.values():
            states = {name: status(people[name]) for name in pupils}
            seen.update({name: s["loaded"] for name, s in states.items()})
            if all(s["over"] for s in states.values()):
                over += 1
                continue
            for name, s in states.items():
                if not s["mine"]:
                    continue
                page = people[name]
                for _ in range(8):  # first clicks, then the move
                    before = status(page)["loaded"]
                    clicked = page.evaluate(PICK, rng.randrange(1, 2**31))
                    if clicked is None:
                        break
                    page.wait_for_function(
                        "(before) => document.getElementById('app').dataset.loaded !== before",
                        arg=before, timeout=30_000)
                    if not clicked.startswith("target "):
                        made += 1
                        moved = True
                        break
        if over == len(tables):
            return made
        if time.monotonic() > deadline:
            fail_with(people["ann"], f"the games did not end in time ({made} moves)",
                      hub.log.with_name("tables.png"), {"hub log": hub.log_tail(40)})
        if not moved:  # a computer's turn, or a page catching up: wait for a page to change
            wait_for_a_change(people, tables, seen)
    return made


def wait_for_a_change(people, tables: dict[str, tuple[str, ...]],
                      seen: dict[str, str]) -> None:
    """Wait (up to a few seconds) until the page of a pupil at a table still playing shows
    another state than ``seen`` (each pupil's page as last read)."""
    for pupils in tables.values():
        for name in pupils:
            page = people[name]
            if status(page)["over"]:
                continue
            try:
                page.wait_for_function(
                    "(before) => document.getElementById('app').dataset.loaded !== before",
                    arg=seen[name], timeout=5_000)
            except Exception:  # noqa: BLE001 - this page did not change: look at the others
                continue
            return


def wait_for_review(hub, tid: int, token: str, timeout: float = 120) -> None:
    """Ask the replay's data until the computer's review of table ``tid`` is there."""
    end = time.monotonic() + timeout
    while True:
        data = testhub.request(f"{hub.service_url}table/{tid}/replay/data", token=token)[1]
        if data["review"]["state"] != "waiting":
            assert data["review"]["state"] == "done", data["review"]
            return
        if time.monotonic() > end:
            raise AssertionError(f"no review of table {tid} within {timeout:.0f} s")
        time.sleep(0.5)


def test_four_pupils_play_two_tables_to_the_end_through_a_reload_and_a_restart(hub, people):
    from playwright.sync_api import expect

    teacher = people["ms-lin"]
    carto = testhub.request(hub.service_url + "api/tables", "POST", {
        "group": "7a", "game": "cartography", "players": 2, "seats": ["ann", "bo"],
        "options": {"tiles_per_player": 5}}, hub.tokens["ms-lin"])[1]["table"]
    toka = testhub.request(hub.service_url + "api/tables", "POST", {
        "group": "7a", "game": "tokaido", "players": 3,
        "seats": ["chen", "dee", {"bot": "greedy"}]}, hub.tokens["ms-lin"])[1]["table"]
    teacher.goto(f"{hub.service_url}tables/7a?lang=zh-Hant")
    expect(teacher.locator(".table-card")).to_have_count(2, timeout=30_000)
    expect(teacher.locator("#live")).to_have_text("即時", timeout=20_000)
    # The teacher's form names every option's choices in words (issue 24: `super`, True
    # were there), and sends the raw choice back.
    form = teacher.locator("form.new-table")
    for game in ("cartography", "kanagawa", "tokaido", "karesansui"):
        form.locator("select.game").select_option(game)
        shown = form.locator("select.option option").all_inner_texts()
        assert shown and not [t for t in shown if re.search("[A-Za-z]", t)], (game, shown)
        # The descriptions beside them: the rulebook write-ups cited by file name aside.
        described = re.sub(r"\b\d{3}_[0-9a-f]{8,}\.txt\b", " ", "\n".join(
            form.locator("fieldset.options label").all_inner_texts()))
        names = importlib.import_module(f"tutor.games.{game}.glossary").NAMES
        assert not latin_words(described, names), (game, described)
    form.locator("select.game").select_option("cartography")
    form.locator("select.option[data-option=ko]").select_option(label="任何先前的局面")
    form.locator("select.option[data-option=start_player]").select_option(label="橘方")
    assert form.evaluate("(f) => f.readOptions()") == {"ko": "super", "start_player": 1}
    # Each pupil finds their table on their front page (和同學下) and opens it.
    for name, lang in PUPILS.items():
        page = people[name]
        page.goto(f"{hub.service_url}play?lang={lang}")
        page.locator(".table-list.mine a.open").first.click()
        page.locator(".table-board svg").wait_for(timeout=30_000)
        expect(page.locator(".seats .seat.you")).to_have_count(1)
    tables = {"cartography": ("ann", "bo"), "tokaido": ("chen", "dee")}
    rng = random.Random(11)
    deadline = time.monotonic() + 400
    play_some(people, hub, tables, 12, rng, deadline)
    shoot(people["bo"], "table-seat-zh-Hant.png")
    shoot(people["ann"], "table-seat-en.png")
    shoot(teacher, "tables-room-live-zh-Hant.png")
    # ann's page is reloaded: the same seat, at the same step.
    ann = people["ann"]
    truth = testhub.request(f"{hub.service_url}api/tables/{carto}/view",
                            token=hub.tokens["ann"])[1]
    ann.reload()
    ann.locator(".table-board svg").wait_for(timeout=30_000)
    assert status(ann)["step"] == truth["step"] and status(ann)["mine"] == truth["mine"]
    expect(ann.locator(".seats .seat.you")).to_contain_text("you")
    # The class service is killed mid-game; the hub starts it again, the pages reconnect,
    # and the tables are where they were (rebuilt from the database).
    at = {"ann": carto, "bo": carto, "chen": toka, "dee": toka}
    steps = {name: testhub.request(f"{hub.service_url}api/tables/{at[name]}/view",
                                   token=hub.tokens[name])[1]["step"] for name in PUPILS}
    pid = hub.service_pid()
    os.kill(pid, signal.SIGKILL)
    while hub.service_pid() in (None, pid) and time.monotonic() < deadline:
        time.sleep(0.2)
    hub.wait_service(60)
    for name in PUPILS:
        expect(people[name].locator("#live")).to_have_text(
            "Live" if PUPILS[name] == "en" else "即時", timeout=60_000)
        people[name].wait_for_function(
            "(n) => document.querySelectorAll('.log-lines li').length === n",
            arg=steps[name], timeout=30_000)
    play_some(people, hub, tables, None, rng, deadline)
    # Both games are over: final scores on every pupil's page, the room says so live.
    for name in PUPILS:
        expect(people[name].locator(".scores .verdict")).to_be_visible()
    expect(teacher.locator(".table-card.over")).to_have_count(2, timeout=30_000)
    assert teacher.evaluate("window.pwned === undefined")
    for page in people.values():
        errors = [m for m in page.console_messages if m.startswith("pageerror")]
        assert not errors, errors
    shoot(teacher, "tables-room-zh-Hant.png")
    # The teacher's view of the Tokaido table, every hand shown and marked as such.
    teacher.goto(f"{hub.service_url}table/{toka}?lang=zh-Hant")
    teacher.locator("button.hands").click()
    expect(teacher.locator(".teacher-only")).to_contain_text("只給老師看")
    shoot(teacher, "table-hands-zh-Hant.png")
    # Looking back: bo's replay of the Cartography game, with the computer's review.
    bo = people["bo"]
    bo.goto(f"{hub.service_url}table/{carto}/replay?lang=zh-Hant")
    bo.locator(".table-board svg").wait_for(timeout=30_000)
    expect(bo.locator(".review h3")).to_have_text("高手電腦的講評")
    bo.locator(".nav-first").click()
    expect(bo.locator(".step-of")).to_contain_text("第 0 步", timeout=20_000)
    if not bo.locator(".review .worst, .review-list li").count():
        # The review is made in a process of its own once the game is over: the replay's
        # data long-polls nothing, so wait for the service to have it, then reload.
        wait_for_review(hub, carto, hub.tokens["bo"])
        bo.reload()
        bo.locator(".table-board svg").wait_for(timeout=30_000)
    bo.locator(".review-list li button, .review .worst button").first.click()
    bo.locator(".review .reviewed").wait_for(timeout=20_000)
    shoot(bo, "replay-zh-Hant.png")


def test_the_standings_page_of_a_tournament(hub, people):
    """A round of a tournament of the four pupils (played through the API), and its
    standings for the projector."""
    import tutor

    teacher = people["ms-lin"]
    made = testhub.request(hub.service_url + "api/tournaments", "POST", {
        "group": "7a", "game": "tokaido", "size": 2, "rounds": 3},
        hub.tokens["ms-lin"])[1]
    cid = made["tournament"]
    started = testhub.request(f"{hub.service_url}api/tournaments/{cid}/round", "POST", {},
                              hub.tokens["ms-lin"])[1]
    rng = random.Random(4)
    for tid in started["tables"]:
        seats = testhub.request(f"{hub.service_url}table/{tid}/data",
                                token=hub.tokens["ms-lin"])[1]["seats"]
        while True:
            view = testhub.request(f"{hub.service_url}api/tables/{tid}/view",
                                   token=hub.tokens[seats[0]["user"]])[1]
            if view["status"] == "over":
                break
            user = seats[view["to_act"]]["user"]
            mine = testhub.request(f"{hub.service_url}api/tables/{tid}/view",
                                   token=hub.tokens[user])[1]
            state = tutor.load("tokaido").from_code(mine["code"], boards=False)
            testhub.request(f"{hub.service_url}api/tables/{tid}/move", "POST",
                            {"move": str(rng.choice(state.legal_actions()))},
                            hub.tokens[user])
    from playwright.sync_api import expect

    teacher.goto(f"{hub.service_url}tournament/{cid}?lang=zh-Hant")
    expect(teacher.locator("button.start-round")).to_have_text("開始第 2 輪", timeout=30_000)
    teacher.goto(f"{hub.service_url}tournament/{cid}/projector?lang=zh-Hant")
    expect(teacher.locator("table.standings tr")).to_have_count(5, timeout=30_000)
    expect(teacher.locator(".tiebreaks")).to_contain_text("同分時依序比")
    _round_cells_are_legible(teacher)
    shoot(teacher, "standings-zh-Hant.png")


def _round_cells_are_legible(page) -> None:
    """Issue 23: on a 1280 px projector the round results ("won 33 to bo 25") are no
    smaller than the page's body text nor than the table's other cells, dark on white
    (contrast at least 7:1), and the table fits the width."""
    from contrast import parse_color, ratio

    size = page.viewport_size
    page.set_viewport_size({"width": 1280, "height": size["height"]})
    try:
        cells = page.evaluate("""() => {
          const style = el => getComputedStyle(el);
          const round = [...document.querySelectorAll('table.standings td.round')]
            .filter(td => td.textContent.trim());
          const num = document.querySelector('table.standings td.num');
          const table = document.querySelector('table.standings');
          return {body: parseFloat(style(document.body).fontSize),
                  num: parseFloat(style(num).fontSize),
                  width: table.getBoundingClientRect().right,
                  round: round.map(td => ({size: parseFloat(style(td).fontSize),
                                           color: style(td).color,
                                           bg: style(document.body).backgroundColor}))};
        }""")
    finally:
        page.set_viewport_size(size)
    assert cells["round"], "no round result in the standings"
    assert cells["width"] <= 1280
    for cell in cells["round"]:
        assert cell["size"] >= max(cells["body"], cells["num"]), cell
        assert ratio(parse_color(cell["color"]), parse_color(cell["bg"])) >= 7, cell
