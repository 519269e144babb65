"""The class service behind a real JupyterHub: who may see what (hub scopes, groups), bad
requests refused whole, retries counted once, polls with hidden information, exports.

Tokens are made by the hub for each user (as a browser's OAuth token or a kernel's server
token would be), so every request goes through the proxy and the hub's token check."""

from __future__ import annotations

import csv
import io
import json
import urllib.request
import uuid
from urllib.parse import quote

import pytest

from tutor.classroom import testhub
from tutor.classroom.db import Store

from .conftest import require_hub

XSS_NAME = "<script>alert(1)<\\script>"
XSS_MOVE = '<img src=x onerror="window.pwned=1">'


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    """This module's hub: a teacher of every class, one teacher of 7b only (a filtered
    scope), an admin who is no teacher, students in 7a and 7b."""
    require_hub()
    roles = [{"name": "teach-7b", "scopes": ["custom:tutor-classroom:teach!group=7b",
                                             "access:services!service=tutor-classroom"],
              "users": ["mr-wu"]}]
    # The tests here send a teacher's whole term of requests in a minute: a larger burst
    # than a person's (test_limits.py tests the limits).
    running = testhub.start(tmp_path_factory.mktemp("hub"),
                            {"teachers": ["ms-lin"], "7a": [], "7b": []},
                            admins=("root-admin",), roles=roles,
                            extra_env={"TUTOR_CLASSROOM_ARGS": "--requests-burst 2000"})
    for name, groups in (("ms-lin", ("teachers",)), ("mr-wu", ()), ("root-admin", ()),
                         ("ann", ("7a",)), ("bo", ("7a",)), ("chen", ("7b",)),
                         (XSS_NAME, ("7a",))):
        running.user(name, groups)
    try:
        yield running
    finally:
        running.stop()


def rec(**fields) -> dict:
    base = {"v": 1, "id": uuid.uuid4().hex, "lesson": "kanagawa/1", "item": "tree",
            "kind": "miss", "move": "take column 3", "lang": "en"}
    base.update(fields)
    return {k: v for k, v in base.items() if v is not None}


def send(hub, user: str, *records: dict, ok=(200,)):
    return hub.service("api/events", "POST", {"events": list(records)},
                       token=hub.tokens[user], ok=ok)


def raw(hub, path: str, user: str) -> bytes:
    """The body of a GET as ``user``, unparsed."""
    req = urllib.request.Request(hub.service_url + path,
                                 headers={"Authorization": f"token {hub.tokens[user]}"})
    with urllib.request.urlopen(req) as response:
        return response.read()


def events_kept(hub) -> int:
    return Store(hub.db_url).count_events()


# -- who may see what ----------------------------------------------------------------------

def test_a_teacher_sees_the_class_and_a_student_or_an_admin_does_not(hub):
    send(hub, "ann", rec())
    status, grid = hub.service("class/7a/kanagawa/data", token=hub.tokens["ms-lin"])
    assert [s["name"] for s in grid["students"]] == sorted(["ann", "bo", XSS_NAME])
    ann = next(s for s in grid["students"] if s["name"] == "ann")
    assert ann["cells"][0]["attempts"] >= 1
    for user in ("ann", "root-admin"):
        status, body = hub.service("class/7a/kanagawa/data", token=hub.tokens[user],
                                   ok=(403,))
        assert "only a teacher" in body["error"]
        hub.service("class/7a/kanagawa/export.csv", token=hub.tokens[user], ok=(403,))


def test_a_teacher_of_one_class_sees_that_class_only(hub):
    hub.service("class/7b/kanagawa/data", token=hub.tokens["mr-wu"])
    hub.service("class/7a/kanagawa/data", token=hub.tokens["mr-wu"], ok=(403,))
    _, home = hub.service("home/data", token=hub.tokens["mr-wu"])
    assert [c["name"] for c in home["classes"]] == ["7b"]
    _, home = hub.service("home/data", token=hub.tokens["ms-lin"])
    assert [c["name"] for c in home["classes"]] == ["7a", "7b"]  # not the teachers group


def test_the_pages_name_a_game_by_its_title_in_the_teachers_language(hub):
    """The class page said 「班級 7a · kanagawa」 in Chinese: the game's id, not its title."""
    teacher = hub.tokens["ms-lin"]
    _, grid = hub.service("class/7a/kanagawa/data?lang=zh-Hant", token=teacher)
    assert grid["title"] == "神奈川學堂" and grid["game"] == "kanagawa"
    _, home = hub.service("home/data?lang=en", token=teacher)
    assert home["titles"]["kanagawa"] == "Kanagawa"
    assert "7a · 神奈川學堂" in raw(hub, "class/7a/kanagawa?lang=zh-Hant", "ms-lin").decode()


def test_me_names_the_token_and_the_classes_it_may_teach(hub):
    """What a board asks before it offers a teacher to send its position to a class."""
    expected = {"ms-lin": ["7a", "7b"], "mr-wu": ["7b"], "ann": [], "root-admin": []}
    for user, teaches in expected.items():
        _, me = hub.service("api/me", token=hub.tokens[user])
        assert me == {"name": user, "kind": "user", "teaches": teaches}
    _, body = hub.service("api/me", ok=(403,))
    assert "not logged in" in body["error"]


def test_a_student_reads_their_own_records_only(hub):
    send(hub, "bo", rec(kind="hint", move=None))
    _, mine = hub.service("api/records/bo", token=hub.tokens["bo"])
    assert mine["learner"] == "bo" and mine["games"]["kanagawa"][0]["hints"] >= 1
    _, body = hub.service("api/records/bo", token=hub.tokens["ann"], ok=(403,))
    assert "only their own" in body["error"]
    hub.service("api/records/bo", token=hub.tokens["ms-lin"])          # a teacher of 7a
    hub.service("api/records/bo", token=hub.tokens["mr-wu"], ok=(403,))  # not of 7a


def test_without_a_token_the_api_answers_403_and_a_page_sends_to_the_hub_login(hub):
    hub.service("api/records/ann", ok=(403,))
    hub.service("api/events", "POST", {"events": [rec()]}, ok=(403,))
    status, text = testhub.request(hub.service_url + "class/7a/kanagawa", ok=(200,))
    assert "hub/login" in text or "Sign in" in text  # followed to the hub's own login page


# -- records -------------------------------------------------------------------------------

def test_bad_batches_are_refused_whole_with_a_clear_error(hub):
    before = events_kept(hub)
    cases = [
        (b"{not json", 422, "not JSON"),
        (b" " * (300 * 1024), 413, "at most"),
        (json.dumps({"events": [rec(), rec(kind="boom")]}).encode(), 422,
         "record 1: 'kind' must be one of"),
        (json.dumps({"events": [rec(learner="bo")]}).encode(), 403, "the sender is 'ann'"),
    ]
    for raw, status, says in cases:
        got, body = hub.service("api/events", "POST", raw=raw, token=hub.tokens["ann"],
                                ok=(status,))
        assert says in body["error"], body
    assert events_kept(hub) == before


def test_a_retry_counts_once_and_a_replay_with_other_content_is_refused(hub):
    first = rec(item="ocean", kind="miss", move="take column 1")
    assert send(hub, "chen", first)[1] == {"accepted": 1, "duplicates": 0}
    assert send(hub, "chen", first)[1] == {"accepted": 0, "duplicates": 1}
    _, body = send(hub, "chen", dict(first, move="take column 2"), ok=(409,))
    assert "already recorded with other content" in body["error"]
    _, body = send(hub, "ann", first, ok=(409,))  # another learner replaying chen's record
    _, mine = hub.service("api/records/chen", token=hub.tokens["chen"])
    (ocean,) = [r for r in mine["games"]["kanagawa"] if r["item"] == "ocean"]
    assert ocean["attempts"] == 1


def test_a_service_token_cannot_send_records(hub):
    _, body = hub.service("api/events", "POST", {"events": [rec()]}, token=hub.token,
                          ok=(403,))
    assert body["error"]


def test_names_and_moves_from_students_are_escaped_in_what_the_pages_get(hub):
    send(hub, XSS_NAME, rec(move=XSS_MOVE))
    for path in ("class/7a/kanagawa/data", "class/7a/kanagawa/lesson/1/data",
                 f"class/7a/kanagawa/student/{quote(XSS_NAME, safe='')}/data"):
        text = raw(hub, path, "ms-lin").decode()
        assert "<script" not in text and "<img" not in text, path  # JSON escapes < and >
    _, grid = hub.service("class/7a/kanagawa/data", token=hub.tokens["ms-lin"])
    assert XSS_NAME in [s["name"] for s in grid["students"]]
    _, lesson = hub.service("class/7a/kanagawa/lesson/1/data", token=hub.tokens["ms-lin"])
    tree = next(i for i in lesson["items"] if i["id"] == "tree")
    assert XSS_MOVE in [m["move"] for m in tree["moves"]]
    # The pages themselves carry no student text: their script draws it with textContent
    # (tests/browser/test_classroom.py checks the drawn page).
    page = raw(hub, "class/7a/kanagawa/lesson/1", "ms-lin").decode()
    assert "alert" not in page and "onerror" not in page


def tree_solution() -> list[str]:
    from tutor.lessons.runner import course

    return list(course("kanagawa")[0].find("tree").solution)


def test_the_csv_export_has_every_student_lesson_and_item(hub):
    from tutor.lessons.runner import course

    send(hub, "ann", rec(kind="done", stars=2, move=None, seconds=40.0,
                         moves=tree_solution()))
    status, text = testhub.request(hub.service_url + "class/7a/kanagawa/export.csv?lang=en",
                                   token=hub.tokens["ms-lin"])
    rows = list(csv.DictReader(io.StringIO(text.lstrip("\ufeff"))))
    tree = course("kanagawa")[0].item_title("tree", "en")
    ann = [r for r in rows if r["learner"] == "ann" and r["task or question"] == tree]
    assert ann and ann[0]["done"] == "1" and ann[0]["stars"] == "2"
    assert ann[0]["game"] == "Kanagawa"
    assert {r["learner"] for r in rows} == {"ann", "bo", XSS_NAME}


def test_the_exports_speak_the_pages_language_and_name_the_class(hub):
    """Columns, sheet, items, moves and the file's name in Chinese on a Chinese page: the
    headers were English, items named by their ids, moves in notation, and the file name
    lost a Chinese class name (two such classes got the same name)."""
    from openpyxl import load_workbook

    from tutor.lessons.runner import course

    send(hub, "ann", rec(move="take column 3"))  # refused: a column of the other pupils
    req = urllib.request.Request(hub.service_url + "class/7a/kanagawa/export.csv?lang=zh-Hant",
                                 headers={"Authorization": f"token {hub.tokens['ms-lin']}"})
    with urllib.request.urlopen(req) as response:
        disposition = response.headers["Content-Disposition"]
        text = response.read().decode("utf-8")
    assert "filename*=UTF-8''" + quote("神奈川學堂-7a", safe="") + ".csv" in disposition
    rows = list(csv.DictReader(io.StringIO(text.lstrip("\ufeff"))))
    assert list(rows[0])[:3] == ["學生", "班級", "遊戲"] and rows[0]["遊戲"] == "神奈川學堂"
    tree = course("kanagawa")[0].item_title("tree", "zh-Hant")
    ann = next(r for r in rows if r["學生"] == "ann" and r["任務或題目"] == tree)
    assert "take column" not in ann["錯誤著法"] and "第 3 欄" in ann["錯誤著法"]
    assert all(r["任務或題目"] != "tree" for r in rows)
    book = load_workbook(io.BytesIO(raw(hub, "class/7a/kanagawa/export.xlsx?lang=zh-Hant",
                                        "ms-lin")))
    assert book.sheetnames == ["學習進度"]
    assert next(book.active.iter_rows(values_only=True))[:2] == ("學生", "班級")


def test_the_xlsx_export_opens(hub):
    from openpyxl import load_workbook

    book = load_workbook(io.BytesIO(raw(hub, "class/7a/kanagawa/export.xlsx?lang=en",
                                        "ms-lin")))
    rows = list(book.active.iter_rows(values_only=True))
    assert rows[0][:3] == ("learner", "class", "game") and len(rows) > 3


# -- polls ---------------------------------------------------------------------------------

def test_a_poll_round(hub):
    import tutor

    game = tutor.load("kanagawa")
    state = game.new_game(players=2, seed=3)
    while state.is_chance():
        state = state.apply(state.chance_outcomes()[0][0])
    code = state.code()
    teacher = hub.tokens["ms-lin"]
    _, body = hub.service("api/polls", "POST", {"group": "7b", "game": "kanagawa",
                                                "code": code}, token=hub.tokens["mr-wu"])
    # mr-wu teaches 7b only.
    hub.service("api/polls", "POST", {"group": "7a", "game": "kanagawa", "code": code},
                token=hub.tokens["mr-wu"], ok=(403,))
    hub.service("api/polls", "POST", {"group": "7a", "game": "kanagawa", "code": code},
                token=hub.tokens["ann"], ok=(403,))
    _, bad = hub.service("api/polls", "POST", {"group": "7a", "game": "kanagawa",
                                               "code": "kanagawa:xyz"}, token=teacher,
                         ok=(422,))
    assert "not a position of kanagawa" in bad["error"]
    _, made = hub.service("api/polls", "POST", {"group": "7a", "game": "kanagawa",
                                                "code": code}, token=teacher, ok=(201,))
    pid = made["id"]
    # Hidden information stays hidden: the class gets the position as its seat sees it.
    _, current = hub.service("api/polls/current?game=kanagawa", token=hub.tokens["ann"])
    seat = state.current_player()
    assert current["poll"]["id"] == pid and current["poll"]["seat"] == seat
    assert current["poll"]["code"] == state.view_for(seat).code()
    _, other = hub.service("api/polls/current?game=kanagawa", token=hub.tokens["chen"])
    assert other["poll"]["group"] == "7b"
    legal = [str(a) for a in state.legal_actions()]
    _, refused = hub.service(f"api/polls/{pid}/answer", "POST", {"move": "take column 9"},
                             token=hub.tokens["ann"], ok=(422,))
    assert "not a legal move here" in refused["error"]
    hub.service(f"api/polls/{pid}/answer", "POST", {"move": legal[0]},
                token=hub.tokens["chen"], ok=(403,))  # chen is in 7b
    hub.service(f"api/polls/{pid}/answer", "POST", {"move": legal[0]}, token=hub.tokens["ann"])
    hub.service(f"api/polls/{pid}/answer", "POST", {"move": legal[1]}, token=hub.tokens["bo"])
    hub.service(f"api/polls/{pid}/answer", "POST", {"move": legal[0]}, token=hub.tokens["bo"])
    _, view = hub.service(f"poll/{pid}/data", token=teacher)
    assert [(m["move"], m["students"]) for m in view["moves"]] == [(legal[0], 2)]
    assert view["answered"] == 2 and view["members"] == 3
    hub.service(f"poll/{pid}/data", token=hub.tokens["ann"], ok=(403,))
    hub.service(f"api/polls/{pid}/reveal", "POST", {}, token=hub.tokens["ann"], ok=(403,))
    hub.service(f"api/polls/{pid}/reveal", "POST", {}, token=teacher)
    _, view = hub.service(f"poll/{pid}/data", token=teacher)
    assert view["poll"]["state"] == "revealed" and view["best"]
    assert view["moves"][0]["verdict"] in ("best", "close to the best", "weaker",
                                           "not searched")
    hub.service(f"api/polls/{pid}/answer", "POST", {"move": legal[1]},
                token=hub.tokens["ann"], ok=(409,))
    hub.service(f"api/polls/{pid}/close", "POST", {}, token=teacher)
    _, current = hub.service("api/polls/current?game=kanagawa", token=hub.tokens["ann"])
    assert current["poll"] is None


def test_the_groups_read_before_serve_while_the_hub_does_not_answer():
    """A busy hub that does not answer about its groups fails no page once they were read
    (the bench saw a dashboard fail when the hub took over 20 s); before, a clear 503."""
    import asyncio

    from tornado import web

    from tutor.classroom.server import Groups

    async def run() -> None:
        nowhere = f"http://127.0.0.1:{testhub.free_port()}/hub/api/"
        groups = Groups(nowhere, "token", frozenset({"teachers"}), ttl=0.0)
        with pytest.raises(web.HTTPError) as refused:
            await groups.classes()
        assert refused.value.status_code == 503
        groups._groups = {"teachers": ["ms-lin"], "7a": ["ann", "ms-lin"]}  # read before
        assert await groups.classes() == {"7a": ["ann"]}
        assert await groups.classes(fresh=True) == {"7a": ["ann"]}

    asyncio.run(run())


def test_a_token_the_hub_vouched_for_stays_in_use_while_the_hub_is_asked_again():
    """The bench's slowest records waited for the hub's second answer about their token
    (HubAuth asks again after five minutes and makes the request wait; a busy hub took up
    to 2 s). The answer kept now serves while the hub is asked in the background, one
    question per token; the hub's new answer then counts (a revoked token is refused). A
    token new, long unseen or refused still waits for the hub."""
    import asyncio

    from tutor.classroom.server import HubAnswers

    async def run() -> None:
        auth = HubAnswers(api_url="http://127.0.0.1:1/hub/api/", api_token="service",
                          cache_max_age=300)
        hub = {"ann-token": {"name": "ann", "scopes": []}}
        asked: list[str] = []
        gate = asyncio.Event()
        gate.set()

        async def api_request(method, url, /, **kwargs):  # the hub, as HubAuth asks it
            token = kwargs["headers"]["Authorization"].split()[1]
            asked.append(token)
            await gate.wait()
            if token == "down":
                raise web.HTTPError(502, "the hub is down")
            return hub.get(token)

        auth._api_request = api_request
        who = lambda token: auth.user_for_token(token, sync=False)  # noqa: E731
        assert (await who("ann-token"))["name"] == "ann"
        assert (await who("ann-token"))["name"] == "ann" and asked == ["ann-token"]
        # Five minutes later the hub is slow: the answer kept serves, the hub is asked once.
        key = next(iter(auth._answers))
        auth._answers[key] = (auth._answers[key][0] - 301, auth._answers[key][1])
        gate.clear()
        for _ in range(3):
            assert (await asyncio.wait_for(who("ann-token"), 1))["name"] == "ann"
        await asyncio.sleep(0)
        assert asked == ["ann-token", "ann-token"]
        del hub["ann-token"]  # revoked meanwhile: the hub's answer, once in, counts
        gate.set()
        await asyncio.sleep(0.01)
        assert await who("ann-token") is None
        # Unseen for ten minutes: wait for the hub, like a token seen for the first time.
        hub["bo-token"] = {"name": "bo", "scopes": []}
        assert (await who("bo-token"))["name"] == "bo"
        key = [k for k in auth._answers if k != key][0]
        auth._answers[key] = (auth._answers[key][0] - 601, auth._answers[key][1])
        gate.clear()
        with pytest.raises(asyncio.TimeoutError):
            await asyncio.wait_for(who("bo-token"), 0.2)
        gate.set()
        assert (await who("bo-token"))["name"] == "bo"
        # A hub that fails: a request waiting for it gets the error.
        with pytest.raises(web.HTTPError):
            await who("down")

    from tornado import web

    asyncio.run(run())


# -- bad input is a 4xx with a reason, never a 500 (issue 21) ----------------------------

HUGE = "1" + "0" * 400  # 10**400: no float holds it
BAD_NUMBERS = [HUGE, "-" + HUGE, "1e400", "-1", "NaN", "Infinity", '"1"', "[]", "{}", "true"]


def _record_with(field: str, value: str) -> bytes:
    """A batch whose one record has ``field`` set to the JSON text ``value``."""
    from tutor.classroom.verify import sheet_cells

    base = rec(kind="done", stars=3, move=None)
    if field == "answer":
        base.update(lesson="kanagawa/1", item=_quiz_id())
    if field == "cell":
        lesson, sheet = _sheet()
        cells = sheet_cells(lesson, sheet)
        base.update(lesson=lesson, item=sheet, answer=dict(cells))
        first = next(iter(cells))
        text = json.dumps({"events": [base]})
        return text.replace(f'"{first}": {json.dumps(cells[first])}', f'"{first}": {value}',
                            1).encode()
    base[field] = "@@"
    return json.dumps({"events": [base]}).replace('"@@"', value).encode()


def _quiz_id() -> str:
    from tutor.lessons.runner import course

    return course("kanagawa")[0].quiz_items()[0].id


def _sheet() -> tuple[str, str]:
    from tutor.classroom.records import games
    from tutor.lessons.runner import course

    return next((x.key, s.id) for g in games() for x in course(g) for s in x.sheets())


@pytest.mark.parametrize("field", ["v", "stars", "seconds", "at", "answer", "cell"])
def test_every_number_of_a_record_out_of_range_or_not_a_number_is_a_422(hub, field):
    for value in BAD_NUMBERS:
        if field == "answer" and value == "true":
            continue  # a legal-or-not answer: checked, not refused
        if field in ("answer", "cell") and value == "-1":
            continue  # a count may be negative in a sheet; -1 is in range
        _, body = hub.service("api/events", "POST", raw=_record_with(field, value),
                              token=hub.tokens["ann"], ok=(422,))
        assert "record 0" in body["error"], (field, value, body)


def test_query_numbers_and_poll_ids_of_any_size_are_4xx_not_500(hub):
    # A wait of any size is read (wait_seconds: at most MAX_WAIT, its doctest) and answered;
    # ``after`` names a state that is not the current one, so that the answer comes at once
    # (the 30 s a wait of 9…9 would last prove nothing more).
    for wait in ("1e400", "-1", "nan", "inf", "abc", "9" * 30):
        status, _ = hub.service(f"api/polls/current?game=kanagawa&after=gone:open&wait={wait}",
                                token=hub.tokens["ann"])
        assert status == 200
    big = "9" * 30
    teacher = hub.tokens["ms-lin"]
    for path, method in ((f"api/polls/{big}/answer", "POST"), (f"api/polls/{big}/reveal",
                                                               "POST"),
                         (f"api/polls/{big}/close", "POST"), (f"poll/{big}/data", "GET"),
                         (f"poll/{big}/stream", "GET"), (f"poll/{big}", "GET")):
        body = {"move": "take column 1"} if method == "POST" else None
        status, answer = hub.service(path, method, body, token=teacher, ok=(404,))
        assert "no such poll" in str(answer), path
    for minutes in (HUGE, "-1", "NaN", '"60"', "[]", "0"):
        _, answer = hub.service("api/present", "POST", raw=f'{{"minutes": {minutes}}}'.encode(),
                                token=teacher, ok=(422,))
        assert "'minutes' must be a number" in answer["error"]
    for poll in ('{"group": 7, "game": "kanagawa", "code": "x"}',
                 '{"group": "7a", "game": "kanagawa", "code": "' + "x" * 30000 + '"}',
                 '{"group": "7a", "game": "kanagawa", "code": "kanagawa:' + "9" * 500 + '"}'):
        hub.service("api/polls", "POST", raw=poll.encode(), token=teacher, ok=(422,))


def test_health_says_only_ok(hub):
    status, text = testhub.request(hub.service_url + "health")
    assert (status, text) == (200, "ok")


@pytest.mark.parametrize("name", ["new\nline", "hash#tag", "what?if", "a%20b&c=d"])
def test_a_username_with_a_newline_hash_or_question_mark_has_its_records(hub, name):
    """The hub accepts such names; the API quotes them in the path and finds them."""
    hub.user(name, ("7a",))
    send(hub, name, rec(kind="hint", move=None))
    path = f"api/records/{quote(name, safe='')}?game=kanagawa"
    for reader in (name, "ms-lin"):
        _, mine = hub.service(path, token=hub.tokens[reader])
        assert mine["learner"] == name and mine["games"]["kanagawa"][0]["hints"] >= 1
    hub.service(path, token=hub.tokens["bo"], ok=(403,))
    _, grid = hub.service("class/7a/kanagawa/data", token=hub.tokens["ms-lin"])
    assert name in [s["name"] for s in grid["students"]]


# -- the teacher's kernel: no teach scope; a short-lived present token instead ------------

def server_token(hub, user: str) -> str:
    """A token with exactly the scopes docs/classroom/jupyterhub_config.py gives a server
    (what a kernel of ``user`` holds)."""
    from .test_config import load_config

    scopes = list(load_config().Spawner.server_token_scopes)
    return hub.api(f"users/{quote(user, safe='')}/tokens", "POST",
                   {"note": "as a server token", "scopes": scopes, "expires_in": 3600}
                   )["token"]


def test_a_teachers_kernel_reads_no_class_and_presents_only_with_a_present_token(hub):
    import time

    import tutor

    kernel = server_token(hub, "ms-lin")
    hub.service("class/7a/kanagawa/data", token=kernel, ok=(403,))
    hub.service("class/7a/kanagawa/export.csv", token=kernel, ok=(403,))
    hub.service("api/records/ann", token=kernel, ok=(403,))
    _, me = hub.service("api/me", token=kernel)
    assert me == {"name": "ms-lin", "kind": "user", "teaches": []}
    state = tutor.load("kanagawa").new_game(players=2, seed=3)
    while state.is_chance():
        state = state.apply(state.chance_outcomes()[0][0])
    poll = {"group": "7a", "game": "kanagawa", "code": state.code()}
    _, refused = hub.service("api/polls", "POST", poll, token=kernel, ok=(403,))
    assert "allow presenting" in refused["error"]
    # On the class room's page (the login with the teacher scope) the teacher allows it.
    hub.service("api/present", "POST", {}, token=kernel, ok=(403,))  # not from a kernel
    _, made = hub.service("api/present", "POST", {"minutes": 30},
                          token=hub.tokens["ms-lin"], ok=(201,))
    assert made["classes"] == ["7a", "7b"] and made["expires"] > time.time() + 29 * 60
    _, me = hub.service("api/me", token=kernel)
    assert me["teaches"] == ["7a", "7b"] and me["present"] == made["token"]
    _, me_ann = hub.service("api/me", token=hub.tokens["ann"])
    assert "present" not in me_ann  # only the teacher's own kernels get it
    hub.service("api/polls", "POST", poll, token=kernel, ok=(403,))  # no token sent
    status, sent = testhub.request(hub.service_url + "api/polls", "POST", poll, kernel,
                                   ok=(201,), headers={"X-Tutor-Present": made["token"]})
    # The token sends positions and nothing more; nor does it work for another user.
    for bad, says in ((made["token"], "not this user's"),
                      (made["token"][:-2] + "xx", "not one this service made")):
        status, answer = testhub.request(hub.service_url + "api/polls", "POST", poll,
                                         hub.tokens["bo"] if says.startswith("not this")
                                         else kernel, ok=(403,),
                                         headers={"X-Tutor-Present": bad})
        assert says in answer["error"]
    hub.service("class/7a/kanagawa/data", token=kernel, ok=(403,))
    hub.service(f"api/polls/{sent['id']}/close", "POST", {}, token=hub.tokens["ms-lin"])
    _, now = hub.service("api/present", token=hub.tokens["ms-lin"])
    assert now["present"]["classes"] == ["7a", "7b"]
    hub.service("api/present", "DELETE", token=hub.tokens["ms-lin"])
    _, me = hub.service("api/me", token=kernel)
    assert me["teaches"] == [] and "present" not in me
    _, now = hub.service("api/present", token=hub.tokens["ms-lin"])
    assert now == {"present": None}
    # Stopping refuses the token a kernel still holds, at once.
    _, answer = testhub.request(hub.service_url + "api/polls", "POST", poll, kernel,
                                ok=(403,), headers={"X-Tutor-Present": made["token"]})
    assert "stopped presenting" in answer["error"]
