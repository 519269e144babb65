"""Tables, the teacher's room and tournaments on the class service, behind a real
JupyterHub (the pupils' moves go through the proxy with their own tokens):

- a move at another table, or for another seat, is refused with 403; a pupil makes no
  table, pauses none and joins no table of another class;
- no page, stream or kernel message of a seat holds another seat's hidden cards, nor the
  deck's order, in any of the four games (the cards a seat may not see are read from the
  table's true position, rebuilt from the database);
- a pupil joins an open table; the teacher starts one with computers, pauses it, lets a
  computer play an absent pupil's seat and gives it back; the clock plays for a pupil
  whose time ran out;
- a finished game is reviewed in the background and opens as a replay, for the pupil and
  the teacher;
- a tournament of 6 pupils over 3 rounds, the games played by the pupils, with the
  standings (and their CSV and XLSX exports) checked against a hand count.
"""

from __future__ import annotations

import csv
import io
import json
import random
import re
import threading
import time
import urllib.request
from typing import Any

import pytest

import tutor
from tutor.classroom import testhub
from tutor.classroom.db import Store

from .conftest import require_hub

PUPILS = ("ann", "bo", "chen", "dee")
CUP = ("t-ann", "t-bo", "t-chen", "t-dee", "t-eve", "t-fay")
"""The tournament's class, 8c."""


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    require_hub()
    running = testhub.start(
        tmp_path_factory.mktemp("hub"), {"teachers": [], "7a": [], "7b": [], "8c": []},
        extra_env={"TUTOR_CLASSROOM_ARGS": "--requests-burst 5000 --requests-per-minute "
                                           "100000 --review-playouts 20"})
    running.user("ms-lin", ("teachers",))
    for name in PUPILS:
        running.user(name, ("7a",))
    running.user("eve", ("7b",))
    for name in CUP:
        running.user(name, ("8c",))
    try:
        yield running
    finally:
        running.stop()


def ask(hub, user: str, path: str, method: str = "GET", body: Any = None,
        ok: tuple[int, ...] = (200, 201)) -> Any:
    return hub.service(path, method, body, token=hub.tokens[user], ok=ok)[1]


def raw(hub, user: str, path: str) -> str:
    req = urllib.request.Request(hub.service_url + path,
                                 headers={"Authorization": f"token {hub.tokens[user]}"})
    with urllib.request.urlopen(req, timeout=30) as response:
        return response.read().decode()


def new_table(hub, game: str, seats: list[Any], group: str = "7a", **more: Any) -> int:
    body = {"group": group, "game": game, "players": len(seats), "seats": seats, **more}
    return ask(hub, "ms-lin", "api/tables", "POST", body)["table"]


def play(hub, tid: int, pupils: dict[int, str], rng: random.Random,
         moves: int | None = None) -> dict[str, Any]:
    """The pupils at ``tid`` (seat -> name) play random legal moves at their turns (the
    computers in the other seats play theirs) until the game ends, or ``moves`` moves;
    the last view seen. A move's answer is the mover's new view: another request only
    when the turn passes."""
    first = next(iter(pupils.values()))
    view = ask(hub, first, f"api/tables/{tid}/view")
    made = 0
    while view["status"] != "over" and (moves is None or made < moves):
        seat = view["to_act"]
        if seat not in pupils:  # a computer's turn: wait for the table to move
            view = ask(hub, first, f"api/tables/{tid}/view?after={view['version']}&wait=10")
            continue
        if view["seat"] != seat:
            view = ask(hub, pupils[seat], f"api/tables/{tid}/view")
            continue
        state = tutor.load(view["game"]).from_code(view["code"], boards=False)
        move = str(rng.choice(state.legal_actions()))
        view = ask(hub, pupils[seat], f"api/tables/{tid}/move", "POST",
                   {"move": move, "step": view["step"]})
        made += 1
    return view


def true_state(hub, tid: int) -> Any:
    """The table's position as the database keeps it: its start and every move."""
    store = Store(hub.db_url)
    try:
        row = store.table(tid)
        state = tutor.load(row.game).from_json(row.initial)
        for _seat, move, _at in store.table_moves(tid):
            state = state.apply(move)
        return state
    finally:
        store.close()


# -- who may do what ------------------------------------------------------------------------


def test_a_move_at_another_table_or_for_another_seat_is_refused_with_403(hub):
    tid = new_table(hub, "kanagawa", ["ann", "bo"])
    other = new_table(hub, "kanagawa", ["chen", "dee"])
    view = ask(hub, "ann", f"api/tables/{tid}/view")
    move = tutor.load("kanagawa").from_code(view["code"]).legal_actions()[0]
    body = {"move": str(move)}
    # chen sits at another table; ann names bo's seat; eve is of another class.
    for user, path, payload, says in (
            ("chen", f"api/tables/{tid}/move", body, "do not sit at this table"),
            ("ann", f"api/tables/{tid}/move", {**body, "seat": 1}, "seat 1 is not yours"),
            ("ann", f"api/tables/{other}/move", body, "do not sit at this table"),
            ("eve", f"api/tables/{tid}/view", None, "nor teach its class"),
            ("eve", f"table/{tid}/data", None, "nor teach its class"),
            ("eve", f"api/tables/{tid}/join", {}, "for the class '7a'"),
            ("ann", "api/tables", {"group": "7a", "game": "kanagawa", "players": 2},
             "only a teacher of '7a'"),
            ("ann", f"api/tables/{tid}/pause", {}, "only a teacher of this class"),
            ("ann", f"api/tables/{tid}/seats/1", {"bot": "greedy"}, "only a teacher"),
            ("ann", "tables/7a/data", None, "only a teacher of this class")):
        refused = ask(hub, user, path, "POST" if payload is not None else "GET", payload,
                      ok=(403,))
        assert says in refused["error"], (user, path, refused)
    # An image and a page: their error pages, in the page's language.
    for path in (f"table/{tid}/board.svg", f"table/{tid}?lang=zh-Hant"):
        page = hub.service(path, token=hub.tokens["chen"], ok=(403,))[1]
        assert "<title>" in page
    # bo's move out of turn is a 409 saying whose turn it is, in bo's language.
    late = ask(hub, "bo", f"api/tables/{tid}/move?lang=zh-Hant", "POST", body, ok=(409,))
    assert late["words"].startswith("還沒輪到你：現在輪到● 藍方")
    # An illegal move is explained in words, as in the lessons; nothing changes.
    wrong = ask(hub, "ann", f"api/tables/{tid}/move?lang=zh-Hant", "POST",
                {"move": "take column 9"}, ok=(422,))
    assert wrong["words"].startswith("不可以這樣走：") and wrong["rule"]
    assert ask(hub, "ann", f"api/tables/{tid}/view")["step"] == view["step"]
    ask(hub, "ann", f"api/tables/{tid}/move", "POST", body)  # her own move at her seat


# -- no seat sees another seat's secret --------------------------------------------------------


def leaves(x: Any):
    if isinstance(x, dict):
        for v in x.values():
            yield from leaves(v)
    elif isinstance(x, list):
        for v in x:
            yield from leaves(v)
    elif isinstance(x, str):
        yield x


def differences(true: Any, shown: Any):
    """The strings of ``true`` where ``shown`` (a seat's public dict) differs from it."""
    if type(true) is not type(shown):
        yield from leaves(true)
    elif isinstance(true, dict):
        for k, v in true.items():
            yield from (leaves(v) if k not in shown else differences(v, shown[k]))
    elif isinstance(true, list):
        if len(true) != len(shown):
            yield from leaves(true)
        else:
            for a, b in zip(true, shown, strict=True):
                yield from differences(a, b)
    elif isinstance(true, str) and true != shown:
        yield true


def secrets_of(state: Any, seat: int) -> set[str]:
    """The cards (their ids) ``seat`` may not see: in the position, not in what the seat
    may know (another seat's hand, a card dealt to it, the deck and its order)."""
    public = state.public_dict(seat)
    return set(differences(state.to_dict(), public)) - set(leaves(public))


def assert_hidden(texts: dict[str, str], secrets: set[str]) -> int:
    """No secret id in any of ``texts`` (each a whole word there); how many texts."""
    for where, text in texts.items():
        for card in secrets:
            found = re.search(rf"(?<![\w-]){re.escape(card)}(?![\w-])", text)
            assert found is None, (where, card, text[max(0, found.start() - 80):
                                                    found.end() + 80])
    return len(texts)


def first_event(hub, user: str, path: str) -> str:
    req = urllib.request.Request(hub.service_url + path,
                                 headers={"Authorization": f"token {hub.tokens[user]}"})
    with urllib.request.urlopen(req, timeout=30) as response:
        return response.read1(4096).decode()


@pytest.mark.parametrize(("game", "seed"), [("tokaido", 1), ("karesansui", 2),
                                            ("kanagawa", 3), ("cartography", 4)])
def test_no_page_stream_or_kernel_message_of_a_seat_holds_another_seats_cards(
        hub, game, seed, monkeypatch):
    """Mid-game, everything each seat can fetch (its view and page data in both languages,
    its page, its board for the room, its front page, its stream) and every message of its
    kernel's board names no card it may not see; the position code it gets holds exactly
    what it may know. Kanagawa and Cartography have no card one seat sees and another not:
    the deck's order stays hidden in Kanagawa, and Cartography hides nothing."""
    tid = new_table(hub, game, ["ann", "bo"],
                    options={"tiles_per_player": 5} if game == "cartography" else {})
    play(hub, tid, {0: "ann", 1: "bo"}, random.Random(seed), moves=16)
    state = true_state(hub, tid)
    assert not state.is_terminal()
    checked = 0
    for seat, user in enumerate(("ann", "bo")):
        secrets = secrets_of(state, seat)
        assert bool(secrets) == (game != "cartography"), (game, seat)
        texts = {}
        for lang in ("en", "zh-Hant"):
            for path in (f"api/tables/{tid}/view?svg=1&lang={lang}",
                         f"table/{tid}/data?lang={lang}"):
                doc = ask(hub, user, path)
                code = doc.pop("code")
                shown = tutor.load(game).from_code(code)
                assert shown.public_dict(seat) == state.public_dict(seat)
                texts[path] = json.dumps(doc, ensure_ascii=False)
            texts[f"play {lang}"] = raw(hub, user, f"play/data?lang={lang}")
            texts[f"tables {lang}"] = raw(hub, user, f"api/tables?game={game}&lang={lang}")
        texts["page"] = raw(hub, user, f"table/{tid}")
        texts["board"] = raw(hub, user, f"table/{tid}/board.svg")
        texts["stream"] = first_event(hub, user, f"table/{tid}/stream")
        assert texts["stream"].startswith("event: update")
        # The kernel: a pupil's board of the table, every trait it sends its page.
        monkeypatch.setenv("JUPYTERHUB_API_TOKEN", hub.tokens[user])
        monkeypatch.setenv("TUTOR_CLASSROOM_URL", hub.service_url)
        from tutor.classroom.classmate import SeatBoard

        # Its long poll ends soon after the board closes (a pupil has at most 8 waits open).
        monkeypatch.setattr(SeatBoard, "POLL_WAIT", 1.0)
        for lang in ("en", "zh-Hant"):
            board = SeatBoard(hub.service_url, hub.tokens[user], tid, lang)
            try:
                traits = board.get_state()
                code = traits.pop("code")
                assert tutor.load(game).from_code(code).public_dict(seat) == \
                    state.public_dict(seat)
                texts[f"kernel {lang}"] = json.dumps(traits, ensure_ascii=False, default=str)
            finally:
                board.close()
        checked += assert_hidden(texts, secrets)
    assert checked == 2 * 13


# -- joining, the teacher's buttons, the clock ------------------------------------------------


def test_pupils_join_an_open_table_and_the_teacher_runs_it(hub):
    tid = new_table(hub, "tokaido", [None, None, "dee"])
    room = ask(hub, "ms-lin", "tables/7a/data?lang=zh-Hant")
    entry = next(t for t in room["tables"] if t["table"] == tid)
    assert entry["status"] == "open" and entry["state_words"] == "等待玩家"
    front = ask(hub, "ann", "play/data")
    assert tid in [t["table"] for t in front["open"]]
    assert ask(hub, "ann", f"api/tables/{tid}/join", "POST", {"seat": 1})["seat"] == 1
    taken = ask(hub, "bo", f"api/tables/{tid}/join?lang=zh-Hant", "POST", {"seat": 1},
                ok=(409,))
    assert taken["words"] == "這個座位已經有人了。"
    ask(hub, "ann", f"api/tables/{tid}/join", "POST", {}, ok=(409,))  # seated already
    # The teacher starts it now: a computer takes the free seat.
    ask(hub, "ms-lin", f"api/tables/{tid}/start", "POST", {"bot": "random"})
    doc = ask(hub, "ms-lin", f"table/{tid}/data?lang=zh-Hant")
    assert doc["status"] == "playing" and doc["seats"][0]["who"] == "電腦（入門）"
    # Paused: no move, and the pupils are told why.
    ask(hub, "ms-lin", f"api/tables/{tid}/pause", "POST", {})
    view = ask(hub, "ann", f"api/tables/{tid}/view?lang=zh-Hant")
    assert view["note"] == "老師暫停了這一桌。" and not view["mine"]
    ask(hub, "ms-lin", f"api/tables/{tid}/resume", "POST", {})
    # ann is absent: a computer plays her seat, then she gets it back.
    ask(hub, "ms-lin", f"api/tables/{tid}/seats/1", "POST", {"bot": "greedy"})
    view = ask(hub, "ann", f"api/tables/{tid}/view?lang=zh-Hant")
    assert view["note"].startswith("現在由電腦替你下")
    ask(hub, "ms-lin", f"api/tables/{tid}/seats/1", "POST", {"bot": None})
    assert ask(hub, "ann", f"api/tables/{tid}/view")["seats"][1]["kind"] == "pupil"
    # The whole class seated at once, in twos: every pupil once, a computer where short.
    made = ask(hub, "ms-lin", "api/tables/seat-class", "POST",
               {"group": "7a", "game": "cartography", "size": 2,
                "options": {"tiles_per_player": 5}})["tables"]
    seated = [ask(hub, "ms-lin", f"table/{t}/data")["seats"] for t in made]
    names = sorted(s["user"] for table in seated for s in table if s["kind"] == "pupil")
    assert names == sorted(PUPILS) and len(made) == 2


def test_the_clock_plays_for_a_pupil_whose_time_ran_out(hub):
    tid = new_table(hub, "kanagawa", ["ann", {"bot": "greedy"}], clock=5)
    view = ask(hub, "ann", f"api/tables/{tid}/view?lang=zh-Hant")
    assert view["mine"] and view["clock"] == 5.0 and view["deadline"] > time.time()
    deadline = time.monotonic() + 30
    while view["step"] == 0 and time.monotonic() < deadline:
        view = ask(hub, "ann", f"api/tables/{tid}/view?after={view['version']}&wait=10"
                               f"&lang=zh-Hant")
    assert view["step"] > 0 and 0 in view["timed_out"]
    assert view["log"][0].startswith("1. ● 藍方：")


def test_a_finished_game_is_reviewed_and_opens_as_a_replay(hub):
    """The strong bot reviews the pupils' moves in the background (not in a request);
    each pupil's replay shows their own moves' review and their seat's board; the
    teacher's shows every pupil's."""
    tid = new_table(hub, "cartography", ["ann", "bo"], options={"tiles_per_player": 5})
    ask(hub, "ann", f"table/{tid}/replay/data", ok=(404,))  # not over yet
    started = time.monotonic()
    play(hub, tid, {0: "ann", 1: "bo"}, random.Random(5))
    deadline = time.monotonic() + 120
    while True:
        replay = ask(hub, "ann", f"table/{tid}/replay/data?step=3&lang=zh-Hant")
        if replay["review"]["state"] == "done" or time.monotonic() > deadline:
            break
        time.sleep(1)
    assert replay["review"]["state"] == "done", replay["review"]
    moves = replay["review"]["moves"]
    assert moves and {m["seat"] for m in moves} == {0}  # ann's own moves only
    assert all(m["text"] for m in moves) and replay["step"] == 3
    assert replay["svg"].startswith("<svg") and len(replay["log"]) == replay["steps"]
    teacher = ask(hub, "ms-lin", f"table/{tid}/replay/data?lang=en")
    assert {m["seat"] for m in teacher["review"]["moves"]} == {0, 1}
    assert teacher["step"] == teacher["steps"] and teacher["scores"]["verdict"].endswith("won.")
    assert time.monotonic() - started < 150
    ask(hub, "eve", f"table/{tid}/replay/data", ok=(403,))
    front = ask(hub, "ann", "play/data")
    assert tid in [t["table"] for t in front["finished"]]


# -- a tournament -----------------------------------------------------------------------------


def hand_count(hub, cid: int) -> dict[str, list[float]]:
    """[wins, game points] of each pupil, counted from the finished tables' moves."""
    store = Store(hub.db_url)
    count = {u: [0.0, 0.0] for u in CUP}
    try:
        for row in store.tables(tournament=cid):
            state = true_state(hub, row.id)
            sheet = state.scores()
            assert state.is_terminal()
            for seat, (user, _bot) in enumerate(row.seats):
                if user is None:
                    continue
                count[user][1] += sheet.totals[seat]
                if seat in sheet.winners:
                    count[user][0] += 1 / len(sheet.winners)
    finally:
        store.close()
    return count


def test_a_tournament_of_six_over_three_rounds_matches_a_hand_count(hub):
    made = ask(hub, "ms-lin", "api/tournaments", "POST",
               {"group": "8c", "game": "tokaido", "size": 2, "format": "swiss", "rounds": 3})
    cid = made["tournament"]
    assert made["format"] == "swiss" and made["rounds"] == 3
    rng = random.Random(8)
    for n in range(1, 4):
        started = ask(hub, "ms-lin", f"api/tournaments/{cid}/round", "POST", {})
        assert started["round"] == n and len(started["tables"]) == 3
        ask(hub, "ms-lin", f"api/tournaments/{cid}/round", "POST", {}, ok=(409,))
        threads = []
        for tid in started["tables"]:
            seats = ask(hub, "ms-lin", f"table/{tid}/data")["seats"]
            pupils = {s["seat"]: s["user"] for s in seats}
            assert sorted(pupils) == [0, 1]
            threads.append(threading.Thread(target=play, args=(
                hub, tid, pupils, random.Random(rng.random()))))
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=180)
    ask(hub, "ms-lin", f"api/tournaments/{cid}/round", "POST", {}, ok=(409,))  # all played
    doc = ask(hub, "ms-lin", f"tournament/{cid}/data?lang=en")
    assert doc["over"] and doc["round"] == 3 and not doc["can_start"]
    counted = hand_count(hub, cid)
    rows = doc["standings"]["rows"]
    assert [r[1] for r in rows] == [p["name"] for p in doc["standings"]["places"]]
    for row in rows:
        place, name, played, wins, points = row[:5]
        assert played == 3 and (wins, points) == pytest.approx(tuple(counted[name])), row
    order = sorted(CUP, key=lambda u: (-counted[u][0], -counted[u][1]))
    keys = [tuple(counted[u]) for u in order]
    assert [tuple(counted[r[1]]) for r in rows] == keys  # best first, by wins then points
    # Every pair met at most once; each pupil started (seat 0) once or twice.
    store = Store(hub.db_url)
    pairs = [frozenset(u for u, _ in r.seats) for r in store.tables(tournament=cid)]
    starts = {u: sum(r.seats[0][0] == u for r in store.tables(tournament=cid)) for u in CUP}
    store.close()
    assert len(pairs) == len(set(pairs)) == 9 and set(starts.values()) <= {1, 2}
    # The exports, in the page's language: the same rows.
    text = raw(hub, "ms-lin", f"tournament/{cid}/export.csv?lang=zh-Hant").lstrip("\ufeff")
    lines = list(csv.reader(io.StringIO(text)))
    assert lines[0][:5] == ["名次", "學生", "已下盤數", "勝場", "遊戲分數"]
    assert [line[1] for line in lines[1:]] == [r[1] for r in rows]
    assert lines[1][6].startswith(("勝，", "負，", "並列勝，"))
    req = urllib.request.Request(hub.service_url + f"tournament/{cid}/export.xlsx?lang=zh-Hant",
                                 headers={"Authorization": f"token {hub.tokens['ms-lin']}"})
    with urllib.request.urlopen(req) as response:
        from openpyxl import load_workbook

        book = load_workbook(io.BytesIO(response.read()))
        assert "filename*=UTF-8''" in response.headers["Content-Disposition"]
    sheet = book["排名"]
    assert [c.value for c in sheet[1]][:2] == ["名次", "學生"]
    assert [sheet.cell(row=i + 2, column=2).value for i in range(6)] == [r[1] for r in rows]
    # A pupil of the class sees the standings, not the exports; another class neither.
    ask(hub, "t-ann", f"tournament/{cid}/data")
    hub.service(f"tournament/{cid}/export.csv", token=hub.tokens["t-ann"], ok=(403,))
    ask(hub, "ann", f"tournament/{cid}/data", ok=(403,))
