"""The apps served by Voilà, clicked in Chromium: a game's "play" app (``make play
GAME=...``, one play notebook) and the lessons (``make app``: the notebooks folder, from
the front page).

Voilà is started the way ``make play`` and ``make app`` start it (the ``tutor`` template
from ``tools/jupyter``, the Pyodide kernel's front end left out) on a free loopback port.
A play page must show the board, its controls and the score sheet, and no code; a click on
a legal move must go through the kernel and come back as a new board, a new status line and
a new score sheet. A lesson, reached from the front page by its links, shows its text and
boards and no code; its first task is solved on the board, the progress is saved and shown
again on a new visit, and the course map links the other lessons' pages. No page may ask
for anything outside 127.0.0.1 (Voilà's stock template would fetch Font Awesome from a CDN).
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

import tutor

from .harness import (
    APP_LANG,
    CODE,
    answer_path,
    answered,
    click_board,
    course_next,
    fail_with,
    first_task,
    free_port,
    open_page,
    outside,
    stars_text,
    stop_group,
    unavailable,
)

ROOT = Path(__file__).resolve().parents[2]
PLAY = ROOT / "notebooks" / "play"
START_TIMEOUT = 60.0


def test_play_notebooks_are_up_to_date():
    """notebooks/play/*.ipynb are exactly what tools/play.py writes (no outputs)."""
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "play.py"), "--check"],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert (PLAY / "cartography.ipynb").is_file()


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    """Voilà serving the Cartography play notebook: yields its base URL and its log."""
    yield from _serve(tmp_path_factory, "cartography")


@pytest.fixture(scope="module")
def voila_kanagawa(tmp_path_factory):
    """Voilà serving the Kanagawa play notebook."""
    yield from _serve(tmp_path_factory, "kanagawa")


@pytest.fixture(scope="module")
def voila_lessons(tmp_path_factory):
    """Voilà serving the notebooks folder (``make app``), the progress in a scratch file:
    yields its base URL, its log and the progress file."""
    progress = tmp_path_factory.mktemp("voila-progress") / "tutor-progress.json"
    for url, log in _serve(tmp_path_factory, None, {"TUTOR_PROGRESS": str(progress)}):
        yield url, log, progress


def _serve(tmp_path_factory, game: str | None, extra_env: dict[str, str] | None = None):
    """Voilà on ``notebooks/play/<game>.ipynb``, or on the notebooks folder (game None)."""
    try:
        import voila  # noqa: F401
    except ImportError:
        unavailable("Voila is not installed: pip install -e '.[test]' (or '.[play]')")
    base = tmp_path_factory.mktemp(f"voila-{game or 'lessons'}")
    env = dict(os.environ, **(extra_env or {}))
    env.update(
        JUPYTER_PATH=str(ROOT / "tools" / "jupyter"),
        JUPYTER_CONFIG_DIR=str(base / "config"),
        JUPYTER_RUNTIME_DIR=str(base / "runtime"),
        IPYTHONDIR=str(base / "ipython"),
        JUPYTER_PLATFORM_DIRS="1",
        PYTHONUNBUFFERED="1",
    )
    env.pop("JUPYTER_CONFIG_PATH", None)
    port = free_port()
    log = base / "voila.log"
    command = [
        sys.executable, "-m", "voila",
        str(PLAY / f"{game}.ipynb") if game else str(ROOT / "notebooks"),
        "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", "--template=tutor",
        "--VoilaConfiguration.extension_denylist=@jupyterlite/pyodide-kernel-extension",
    ]
    with log.open("wb") as log_file:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log_file,
                                   stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                   start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            if process.poll() is not None:
                pytest.fail(f"Voila exited with code {process.returncode}:\n"
                            f"{log.read_text(errors='replace')[-3000:]}", pytrace=False)
            try:  # a GET of the page would already start a kernel: wait for the port
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail(f"Voila did not answer within {START_TIMEOUT:.0f} s:\n"
                                f"{log.read_text(errors='replace')[-3000:]}", pytrace=False)
                time.sleep(0.25)
        yield url, log
    finally:
        stop_group(process)  # Voila and its kernels, in their own session


@pytest.mark.browser
def test_cartography_play_app_in_voila(browser, voila):
    from playwright.sync_api import expect

    url, log = voila
    context, page = open_page(browser)

    def fail(message: str) -> None:
        fail_with(page, message, log.with_name("failure.png"),
                  {"voila log": log.read_text(errors="replace")[-3000:]})

    try:
        # A fixed seed, and nobody else at the table: the page is the same every time.
        page.goto(f"{url}/?seed=1&opponents=none")
        widget = page.locator(".tutor-widget").first
        board = widget.locator(".tutor-board svg").first
        try:
            board.wait_for(timeout=90_000)
        except Exception:  # noqa: BLE001 - playwright's TimeoutError
            fail("the play app's board did not appear")

        # An app, not a notebook: the board, its controls, the score sheet, and no code.
        body = page.locator("body").inner_text()
        assert "import tutor" not in body and "QUERY_STRING" not in body, \
            "Voila shows the notebook's code"
        for control in ("Undo", "Hints", "Bot move"):
            expect(widget.get_by_role("button", name=control)).to_be_visible()
        scores = page.locator("h3", has_text="Score sheet")
        expect(scores).to_be_visible()
        sheet = page.locator("table.tutor-scores").last
        expect(sheet).to_be_visible()

        # A move in two clicks: a tile type from the supply, then a slot where it fits.
        status = widget.locator(".tutor-status").first
        status_before = status.inner_text()
        tiles = widget.locator(".tutor-board .tile")
        tiles_before = tiles.count()
        click_board(widget, '[data-target="type-O3"]')
        slot = '.tutor-board [data-action^="tile O3"].legal'
        move = widget.locator(slot).first.get_attribute("data-action")
        click_board(widget, slot)
        # the status line tells the move in words (the board's language), not in notation
        state = tutor.load("cartography").new_game(players=2)
        try:
            expect(status).to_contain_text(state.words_for(move, lang="en"), timeout=30_000)
        except AssertionError:
            fail(f"the move {move!r} did not reach the kernel: status {status.inner_text()!r}")
        assert status.inner_text() != status_before
        expect(tiles).to_have_count(tiles_before + 1, timeout=10_000)

        # Blue's stone: the score sheet under the board follows the move.
        sheet_before = sheet.inner_text()
        stone = '.tutor-board .region.legal[data-action^="stone at"]'
        stone_move = widget.locator(stone).first.get_attribute("data-action")
        click_board(widget, stone)
        expect(status).to_contain_text(state.apply(move).words_for(stone_move, lang="en"),
                                      timeout=30_000)
        expect(sheet).not_to_have_text(sheet_before, timeout=30_000)
        assert re.search(r"stones on the map\s+1\b", sheet.inner_text()), sheet.inner_text()
    finally:
        context.close()

    left = outside(page.requests)
    assert not left, f"the Voila page requested URLs outside 127.0.0.1: {left}"


# Every text and attribute value a reader (or a screen reader, or "view source") can find,
# leaving out geometry, where letters and numbers such as "A15" are drawing commands.
PAGE_WORDS = """() => {
  const skip = new Set(["d", "transform", "points", "viewBox", "x", "y", "width", "height",
                        "cx", "cy", "r", "rx", "ry", "x1", "x2", "y1", "y2", "style", "class",
                        "id", "href", "xlink:href", "fill", "stroke"]);
  const out = [document.body.textContent];
  for (const el of document.body.querySelectorAll("*")) {
    for (const a of el.attributes) if (!skip.has(a.name)) out.push(a.value);
  }
  for (const input of document.querySelectorAll("input, textarea")) out.push(input.value);
  return out.join("\\n");
}"""


@pytest.mark.browser
def test_kanagawa_against_bots_never_shows_a_face_down_card(browser, voila_kanagawa):
    """A person at seat 1 against three bots sees the board from their own seat: no face-down
    school card and no card still in the deck is named anywhere in the page (issue 7), by its
    code or by its name where no card in view shares that name."""
    from tutor.core import Match
    from tutor.games import kanagawa
    from tutor.games.kanagawa.words import card_name

    url, log = voila_kanagawa
    state = Match(kanagawa.GAME, players=4, seed=10).state
    hidden = {card for _r, _c, card in state.face_down_cards()} | set(state.deck)
    assert hidden and state.face_down_cards()
    context, page = open_page(browser)
    try:
        page.goto(f"{url}/?seed=10&players=4&level=greedy")
        widget = page.locator(".tutor-widget").first
        widget.locator(".tutor-board svg").first.wait_for(timeout=90_000)
        words = page.evaluate(PAGE_WORDS)
        shown = sorted(card for card in hidden if re.search(rf"\b{card}\b", words))
        if shown:
            shot = log.with_name("hidden.png")
            page.screenshot(path=str(shot), full_page=True)
            pytest.fail(f"the page names cards the seat cannot see: {shown} ({shot})",
                        pytrace=False)
        # The check can see cards: the face-up school cards are named on the same page.
        face_up = {card for row in state.school for card in row if card} - hidden
        seen = {card_name(card)["en"] for card in face_up}
        assert seen and all(name in words for name in seen), seen
        # (a name of one word, "storm" or "autumn", is a word the page uses otherwise too)
        secret = sorted({card_name(card)["en"] for card in hidden} - seen)
        secret = [name for name in secret if "·" in name]
        assert secret and not [name for name in secret if name in words], secret

        # The strong bot's advice for the person's seat names no hidden card either.
        from playwright.sync_api import expect

        widget.get_by_role("button", name="Best moves").click()
        advice = widget.locator(".tutor-hint-text")
        expect(advice).to_contain_text("play-outs", timeout=60_000)
        words = page.evaluate(PAGE_WORDS)
        shown = sorted(card for card in hidden if re.search(rf"\b{card}\b", words))
        assert not shown, f"the advice names cards the seat cannot see: {shown}"
    finally:
        context.close()


@pytest.mark.browser
def test_lessons_as_apps_in_voila(browser, voila_lessons, monkeypatch, tmp_path):
    """``make app``: from the front page, 繁體中文, then Cartography's first lesson with a
    task, all by their links; the lesson shows no code; its first task is solved by
    clicks; the progress is saved (the server's progress file) and shown again when the
    page is opened anew; the course map's link opens the next lesson's page."""
    from playwright.sync_api import expect

    from tutor.lessons.progress import Progress


    url, log, progress_file = voila_lessons
    game = "cartography"
    lesson, task = first_task(game)
    monkeypatch.setenv("TUTOR_PROGRESS", str(tmp_path / "progress.json"))
    clicks = answer_path(game, lesson.number, task.id, APP_LANG)
    earned = stars_text(game, lesson, {task.id: 3})
    context, page = open_page(browser, 1280, 900)

    def board() -> Any:
        return page.locator("#tutor-cells .tutor-widget",
                            has=page.locator(".tutor-prompt:not([hidden])")).first

    try:
        page.goto(f"{url}/voila/render/index.ipynb")
        page.locator("#tutor-cells a", has_text="繁體中文").first.click()
        page.wait_for_url(re.compile(rf"/voila/render/{APP_LANG}/index\.ipynb$"))
        page.locator(f'#tutor-cells a[href="{game}/{lesson.stem}.ipynb"]').first.click()
        page.wait_for_url(re.compile(rf"/{APP_LANG}/{game}/{lesson.stem}\.ipynb$"))
        board().locator(".tutor-board svg").first.wait_for(timeout=90_000)
        text = page.locator("body").inner_text()
        assert not CODE.search(text), f"the app shows code: {CODE.search(text)[0]!r}"
        assert page.locator(".jp-CodeCell .jp-InputArea, .cm-editor").count() == 0

        for kind, value in clicks:  # each on the board the kernel's answer to the last drew
            with answered(board()):
                board().locator(f'[data-{kind}="{value}"]').first.click()
        expect(board().locator(".tutor-prompt")).to_contain_text("完成", timeout=30_000)
        expect(page.locator(".tutor-progress").first).to_contain_text(earned, timeout=30_000)
        saved = Progress(progress_file).item(lesson.key, task.id)
        assert saved["done"] and saved["stars"] == 3, saved

        page.reload()
        board().locator(".tutor-board svg").first.wait_for(timeout=90_000)
        expect(page.locator(".tutor-progress").first).to_contain_text(earned, timeout=30_000)
        nxt = course_next(game, lesson)
        link = page.locator(".tutor-course a", has_text=nxt.title[APP_LANG]).first
        link.wait_for(timeout=90_000)
        link.click()
        page.wait_for_url(re.compile(rf"/voila/render/{APP_LANG}/{game}/{nxt.stem}\.ipynb$"))
        expect(page.locator("#tutor-cells h1").first).to_contain_text(nxt.title[APP_LANG])
    except Exception as error:  # noqa: BLE001 - show the page instead of a bare failure
        fail_with(page, f"{type(error).__name__}: {error}", log.with_name("lessons.png"),
                  {"voila log": log.read_text(errors="replace")[-3000:]})
    finally:
        context.close()
    left = outside(page.requests)
    assert not left, f"the Voila page requested URLs outside 127.0.0.1: {left}"


@pytest.mark.browser
def test_plan_pages_open_from_the_guides_links_as_apps(browser, voila_lessons):
    """Issue 23, ``make app``: for each game, the first "Open the position" link of the
    Traditional Chinese teacher's guide, followed as an app, opens the period's page of
    boards: its text and every board, no code, and the anchor the link names with its
    board under it."""
    from playwright.sync_api import expect

    from tutor.lessons.plan import plan_of
    from tutor.lessons.plan_pages import spots

    url, log, _ = voila_lessons
    context, page = open_page(browser, 1280, 900)
    teaching = ROOT / "docs" / "teaching"
    try:
        for game in [g for g in tutor.games() if plan_of(g) is not None]:
            guide = (teaching / f"{game}.{APP_LANG}.md").read_text(encoding="utf-8")
            target = re.search(r"\[打開這個局面\]\((\.\./\.\./notebooks/[^)]+)\)", guide)[1]
            path, _, key = target.partition("#")
            rel = (teaching / path).resolve().relative_to(ROOT / "notebooks").as_posix()
            n = int(re.search(r"plan-period-(\d+)\.ipynb$", rel)[1])
            page.goto(f"{url}/voila/render/{rel}#{key}")
            expect(page.locator("#tutor-cells h1").first).to_contain_text(f"第 {n} 節")
            boards = page.locator("#tutor-cells .tutor-widget .tutor-board svg")
            expect(boards).to_have_count(len(spots(game, n)), timeout=180_000)
            named = page.locator(f'[id="{key}"]').locator(
                "xpath=following::div[contains(concat(' ', @class, ' '), ' tutor-board ')][1]")
            expect(named.locator("svg").first).to_be_visible()
            text = page.locator("body").inner_text()
            assert "open_period" not in text and "period.board" not in text, game
            assert page.locator(".jp-CodeCell .jp-InputArea, .cm-editor").count() == 0
    except Exception as error:  # noqa: BLE001 - show the page instead of a bare failure
        fail_with(page, f"{type(error).__name__}: {error}", log.with_name("plan-pages.png"),
                  {"voila log": log.read_text(errors="replace")[-3000:]})
    finally:
        context.close()
    left = outside(page.requests)
    assert not left, f"the Voila page requested URLs outside 127.0.0.1: {left}"
