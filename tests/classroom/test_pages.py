"""The teacher's pages as the service serves them (the browser tests draw them): the home
page's links, what a record moves, error pages and exports in the page's language, items
and moves in words, names of any shape, and the cookie secret that outlives a restart.

The hub is this folder's (conftest): ms-lin teaches, ann and bo are in 7a, chen in 7b."""

from __future__ import annotations

import os
import re
import stat
import urllib.request
import uuid
from urllib.parse import quote

import pytest

from tutor.classroom import testhub
from tutor.classroom.server import lasting_secret as cookie_secret


def rec(**fields) -> dict:
    base = {"v": 1, "id": uuid.uuid4().hex, "lesson": "kanagawa/1", "item": "tree",
            "kind": "miss", "lang": "en"}
    base.update(fields)
    return {k: v for k, v in base.items() if v is not None}


def send(hub, user: str, *records: dict) -> None:
    hub.service("api/events", "POST", {"events": list(records)}, token=hub.tokens[user])


def get(hub, path: str, user: str = "ms-lin") -> tuple[int, str]:
    """Status and text of a GET as ``user`` (error statuses included)."""
    req = urllib.request.Request(hub.service_url + path,
                                 headers={"Authorization": f"token {hub.tokens[user]}"})
    try:
        with urllib.request.urlopen(req) as response:
            return response.status, response.read().decode("utf-8")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode("utf-8")


def data_attr(page: str, name: str) -> str:
    import html

    found = re.search(rf'data-{name}="([^"]*)"', page)
    assert found, f"no data-{name} on the page"
    return html.unescape(found.group(1))


def test_the_home_page_gives_its_script_the_address_its_links_start_from(hub):
    """Every class/game link of the home page was ``undefinedclass/7a/kanagawa`` (404):
    the page never got the address drawHome() builds them from."""
    status, page = get(hub, "")
    assert status == 200
    home = data_attr(page, "home")
    assert home == "/services/tutor-classroom/"
    # how often its stream pings (a test hub's --ping-seconds): the page's silence limit
    assert float(data_attr(page, "ping")) == testhub.PING_SECONDS
    _, data = hub.service("home/data", token=hub.tokens["ms-lin"])
    for c in data["classes"]:
        for game in data["games"]:  # the links drawHome() makes, followed
            status, _ = get(hub, f"{home}class/{quote(c['name'], safe='')}/{game}"
                                 .removeprefix("/services/tutor-classroom/"))
            assert status == 200, (c, game)


def test_a_record_moves_the_counter_of_its_own_class_and_game_only(hub):
    """One counter served the whole service: any record of any class reloaded every live
    page (and emptied the class page's code box)."""
    teacher = hub.tokens["ms-lin"]

    def version(group: str, game: str) -> int:
        return hub.service(f"class/{group}/{game}/data", token=teacher)[1]["version"]

    before = {k: version(*k) for k in (("7a", "kanagawa"), ("7a", "tokaido"),
                                       ("7b", "kanagawa"))}
    send(hub, "chen", rec())  # 7b, Kanagawa
    assert version("7a", "kanagawa") == before["7a", "kanagawa"]
    assert version("7b", "kanagawa") > before["7b", "kanagawa"]
    send(hub, "ann", rec())  # 7a, Kanagawa
    assert version("7a", "kanagawa") > before["7a", "kanagawa"]
    assert version("7a", "tokaido") == before["7a", "tokaido"]


@pytest.mark.parametrize("path", ["class/7a/chess", "class/7a/kanagawa/lesson/99",
                                  "class/no-such-class/kanagawa", "nothing/here",
                                  "poll/999999"])
def test_error_pages_speak_the_pages_language(hub, path):
    """tornado's English "404: Not Found" was the page a Chinese teacher got."""
    status, page = get(hub, path + "?lang=zh-Hant")
    assert status == 404
    assert "找不到這一頁" in page and 'lang="zh-Hant"' in page
    assert not re.search(r"Not Found|no such|no game|no class", page)
    status, page = get(hub, path + "?lang=en")
    assert status == 404 and "There is no such page" in page


def test_a_student_page_is_not_a_teachers_in_any_language(hub):
    status, page = get(hub, "class/7a/kanagawa?lang=zh-Hant", user="ann")
    assert status == 403 and "只有這個班級的老師" in page


@pytest.mark.parametrize("name", ["dan\nfour", "eve#1?x=2", "fay%2fg"])
def test_a_student_of_any_name_has_a_working_page(hub, name):
    """A username with a newline (the hub accepts it) broke its student page; ``#`` and
    ``?`` would cut its address."""
    import time

    hub.user(name, ("7a",))
    send(hub, name, rec())
    deadline = time.monotonic() + 20  # the service reads the hub's groups every 5 s
    while time.monotonic() < deadline:
        _, grid = hub.service("class/7a/kanagawa/data", token=hub.tokens["ms-lin"])
        if name in [s["name"] for s in grid["students"]]:
            break
        time.sleep(0.5)
    assert name in [s["name"] for s in grid["students"]]
    status, page = get(hub, f"class/7a/kanagawa/student/{quote(name, safe='')}?lang=en")
    assert status == 200
    src = data_attr(page, "src")
    assert src.endswith(f"/student/{quote(name, safe='')}/data")
    _, student = hub.service(src.removeprefix("/services/tutor-classroom/"),
                             token=hub.tokens["ms-lin"])
    assert student["student"] == name


def test_zh_pages_name_items_by_what_they_ask_and_moves_in_words(hub):
    """「卡在 next-master」, quiz items titled ``q-alone``, wrong moves in notation:
    a Chinese page names every item by its question and every move in words."""
    from tutor.lessons.runner import course

    lesson = course("kanagawa")[0]
    for _ in range(2):  # stuck: two failed attempts, no success
        send(hub, "bo", rec(lesson="kanagawa/2", item="q-alone", kind="wrong"))
    send(hub, "bo", rec(item="tree", move="take column 3"))
    teacher = hub.tokens["ms-lin"]
    _, grid = hub.service("class/7a/kanagawa/data?lang=zh-Hant", token=teacher)
    bo = next(s for s in grid["students"] if s["name"] == "bo")
    stuck = bo["cells"][1]
    assert stuck["stuck_item"] == "q-alone"
    assert stuck["stuck"] == course("kanagawa")[1].item_title("q-alone", "zh-Hant")
    assert stuck["stuck"].startswith("這裡可以")
    _, page = hub.service("class/7a/kanagawa/lesson/1/data?lang=zh-Hant", token=teacher)
    ids = set(lesson.graded())
    assert all(item["title"] not in ids and item["title"] for item in page["items"])
    tree = next(i for i in page["items"] if i["id"] == "tree")
    assert next(m for m in tree["moves"] if m["move"] == "take column 3")["words"] == \
        "拿取第 3 欄"
    _, student = hub.service("class/7a/kanagawa/student/bo/data?lang=zh-Hant", token=teacher)
    items = {i["id"]: i for lesson in student["lessons"] for i in lesson["items"]}
    assert items["tree"]["moves"] == [{"move": "take column 3", "words": "拿取第 3 欄",
                                       "times": 1}]
    # Every legal-or-not question of every game asks about its move in words.
    import tutor
    from tutor.lessons.model import LegalOrNot

    for game in tutor.games():
        for one in course(game):
            for item in one.quiz_items():
                if isinstance(item, LegalOrNot):
                    title = one.item_title(item.id, "zh-Hant")
                    assert title.startswith("這裡可以") and item.action not in title


def test_the_best_moves_after_reveal_are_words_without_coordinates_or_tile_ids(hub):
    """Cartography's best moves once read 「在 (2,0) 放一個 O1 板塊，旋轉 120°」 on the
    projector: the words say what the board shows, the place told by where it lies on the map
    (「放在六邊形下方」), never by a coordinate or a tile's code."""
    import tutor
    from tutor.classroom.db import Store

    for poll in Store(hub.db_url).current_polls(["7a"]):
        hub.service(f"api/polls/{poll.id}/close", "POST", {}, token=hub.tokens["ms-lin"])
    state = tutor.load("cartography").new_game(players=2, seed=1)
    teacher = hub.tokens["ms-lin"]
    _, made = hub.service("api/polls", "POST", {"group": "7a", "game": "cartography",
                                                "code": state.code()}, token=teacher,
                          ok=(201,))
    legal = [str(a) for a in state.legal_actions()]
    hub.service(f"api/polls/{made['id']}/answer", "POST", {"move": legal[5]},
                token=hub.tokens["ann"])
    hub.service(f"api/polls/{made['id']}/reveal", "POST", {}, token=teacher)
    _, view = hub.service(f"poll/{made['id']}/data?lang=zh-Hant", token=teacher)
    shown = [b["words"] for b in view["best"]] + [m["words"] for m in view["moves"]]
    assert len(shown) >= 2
    for words in shown:
        assert not re.search(r"\(-?\d+,-?\d+\)|[OC][123]\b|[A-Za-z]", words), words
        assert re.search(r"[\u4e00-\u9fff]{4}", words), words
    assert [b["key"] for b in view["best"]] == list(range(1, len(view["best"]) + 1))
    hub.service(f"api/polls/{made['id']}/close", "POST", {}, token=teacher)


# -- the cookie secret -----------------------------------------------------------------------

def test_the_cookie_secret_is_kept_beside_the_database_for_the_service_only(tmp_path,
                                                                             monkeypatch):
    """A new secret at every start made every teacher's cookie invalid after a restart."""
    monkeypatch.delenv("TUTOR_CLASSROOM_COOKIE_SECRET", raising=False)
    db = tmp_path / "tutor-classroom.sqlite"
    first = cookie_secret(f"sqlite:///{db}")
    path = tmp_path / "tutor-classroom.sqlite.cookie-secret"
    assert len(first) == 32 and stat.S_IMODE(path.stat().st_mode) == 0o600
    assert cookie_secret(f"sqlite:///{db}") == first  # the next start: the same
    os.chmod(path, 0o644)  # copied with the wrong mode: made private again
    assert cookie_secret(f"sqlite:///{db}") == first
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    path.write_text("not a secret\n")
    with pytest.raises(SystemExit, match="64 hex digits"):
        cookie_secret(f"sqlite:///{db}")
    monkeypatch.setenv("TUTOR_CLASSROOM_COOKIE_SECRET", "ab" * 32)
    assert cookie_secret(f"sqlite:///{db}") == bytes.fromhex("ab" * 32)
    monkeypatch.delenv("TUTOR_CLASSROOM_COOKIE_SECRET")
    monkeypatch.chdir(tmp_path)
    other = cookie_secret("postgresql+psycopg://tutor@db/tutor")  # no file beside it
    assert (tmp_path / "tutor-classroom.cookie-secret").exists() and other != first
    assert cookie_secret("sqlite://") != cookie_secret("sqlite://")  # lasts as long as it


def test_the_hubs_service_keeps_its_secret_in_the_database_folder(hub):
    secret = testhub.Path(hub.db_url.removeprefix("sqlite:///") + ".cookie-secret")
    assert secret.exists() and stat.S_IMODE(secret.stat().st_mode) == 0o600
