"""The kernel side: a lesson on a hub sends its records to the class service as they
happen (the local progress file unchanged); records wait in the progress file while the
service is away and are counted once when it is back; off a hub nothing is sent."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tutor.classroom import client, testhub
from tutor.lessons import open_lesson
from tutor.lessons.progress import Progress
from tutor.lessons.runner import course


def task_of(game: str, number: int, id: str):
    lesson = next(x for x in course(game) if x.number == number)
    return lesson.find(id)


@pytest.fixture
def on_hub(hub, monkeypatch, tmp_path):
    """A kernel of student ``ann`` on the hub: her token and the service's address."""
    token = hub.tokens["ann"]
    monkeypatch.setenv("JUPYTERHUB_API_TOKEN", token)
    monkeypatch.setenv("TUTOR_CLASSROOM_URL", hub.service_url)
    monkeypatch.setenv("JUPYTERHUB_USER", "ann")
    monkeypatch.delenv("TUTOR_SOLVE_TASKS", raising=False)
    return tmp_path / "tutor-progress.json"


def records(hub, user: str, game: str = "kanagawa") -> dict[tuple[str, str], dict]:
    _, body = hub.service(f"api/records/{user}?game={game}", token=hub.tokens[user])
    return {(r["lesson"], r["item"]): r for r in body["games"][game]}


def test_a_lesson_on_a_hub_sends_every_item_result(hub, on_hub: Path):
    task = task_of("kanagawa", 1, "tree")
    lesson = open_lesson("kanagawa", 1, "en", Progress(on_hub))
    assert lesson.classroom is not None
    board = lesson.task("tree")
    board.click(task.wrong)
    board.hint()
    for move in task.solution:
        board.click(move)
    assert board.task_done
    assert lesson.classroom.flush()
    got = records(hub, "ann")[("kanagawa/1", "tree")]
    mine = lesson.progress_store.item("kanagawa/1", "tree")
    assert {k: got[k] for k in ("done", "attempts", "hints", "stars")} == mine
    assert got["claimed"] is False  # the service replayed her moves: verified
    assert got["seconds"] >= 0
    _, page = hub.service("class/7a/kanagawa/lesson/1/data", token=hub.tokens["ms-lin"])
    tree = next(i for i in page["items"] if i["id"] == "tree")
    assert task.wrong in [m["move"] for m in tree["moves"]]
    # The local file is the same progress file as ever, with nothing left to send.
    doc = json.loads(on_hub.read_text())
    assert doc["lessons"]["kanagawa/1"]["tree"]["done"] is True and "outbox" not in doc


def test_records_wait_while_the_service_is_away_and_count_once(hub, on_hub: Path,
                                                               monkeypatch):
    before = records(hub, "ann").get(("kanagawa/1", "ocean"), {"attempts": 0, "hints": 0})
    monkeypatch.setenv("TUTOR_CLASSROOM_URL", f"http://127.0.0.1:{testhub.free_port()}/x/")
    lesson = open_lesson("kanagawa", 1, "en", Progress(on_hub))
    board = lesson.task("ocean")
    task = task_of("kanagawa", 1, "ocean")
    board.click(task.wrong)
    board.hint()
    assert not lesson.classroom.flush(timeout=1.0)
    waiting = json.loads(on_hub.read_text())["outbox"]
    assert [r["kind"] for r in waiting] == ["miss" if task.wrong_rule is None else "illegal",
                                            "hint"]
    lesson.classroom.close()
    # The service is back; a new kernel (a restarted notebook) finds the outbox.
    sender = client.Sender(hub.service_url, hub.tokens["ann"], on_hub, "en")
    assert sender.flush()
    # The answer to that send was lost, say: the same records again are counted once.
    client.call(hub.service_url + "api/events", hub.tokens["ann"], "POST",
                {"events": waiting})
    after = records(hub, "ann")[("kanagawa/1", "ocean")]
    assert after["attempts"] == before["attempts"] + 1
    assert after["hints"] == before["hints"] + 1
    assert "outbox" not in json.loads(on_hub.read_text())
    sender.close()


def test_off_a_hub_nothing_is_sent(monkeypatch, tmp_path: Path):
    monkeypatch.delenv("TUTOR_CLASSROOM_URL", raising=False)
    monkeypatch.setenv("JUPYTERHUB_API_TOKEN", "x")
    lesson = open_lesson("kanagawa", 1, "en", Progress(tmp_path / "p.json"))
    assert lesson.classroom is None
    box = lesson.join()
    assert "no class service here" in box.note.value


def test_a_student_joins_a_poll_and_plays_one_move(hub, on_hub: Path):
    import time

    import tutor

    state = tutor.load("karesansui").new_game(players=2, seed=5)
    while state.is_chance():
        state = state.apply(state.chance_outcomes()[0][0])
    lesson = open_lesson("karesansui", 1, "zh-Hant", Progress(on_hub))
    box = lesson.join()
    _, made = hub.service("api/polls", "POST", {"group": "7a", "game": "karesansui",
                                                "code": state.code()},
                          token=hub.tokens["ms-lin"], ok=(201,))
    deadline = time.monotonic() + 30
    while box.board is None and time.monotonic() < deadline:
        time.sleep(0.2)
    assert box.board is not None and box.board.lang == "zh-Hant"
    assert box.board.viewer == state.current_player()
    move = str(state.legal_actions()[0])
    box.board.click(move)
    assert "已送出" in box.board.status, (box.board.status, box.board.task_error)
    _, view = hub.service(f"poll/{made['id']}/data", token=hub.tokens["ms-lin"])
    assert [(m["move"], m["students"]) for m in view["moves"]] == [(move, 1)]
    hub.service(f"api/polls/{made['id']}/close", "POST", {}, token=hub.tokens["ms-lin"])
    box._stop = True


# -- the boards' class buttons (together.BoardLink) ----------------------------------------

def wait_for(check, timeout: float = 20.0) -> None:
    import time

    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def position(game: str = "kanagawa", seed: int = 7):
    """A position of ``game`` where a player chooses."""
    import tutor

    state = tutor.load(game).new_game(players=2, seed=seed)
    while state.is_chance():
        state = state.apply(state.chance_outcomes()[0][0])
    return state


def current_poll(hub, user: str, game: str = "kanagawa") -> dict:
    _, body = hub.service(f"api/polls/current?game={game}", token=hub.tokens[user])
    return body["poll"]


def test_a_teachers_board_sends_the_position_as_the_seat_to_act_sees_it(hub, on_hub,
                                                                        monkeypatch):
    from tutor.core import Match
    from tutor.widget import GameWidget

    monkeypatch.setenv("JUPYTERHUB_API_TOKEN", hub.tokens["ms-lin"])
    state = position("tokaido", 1)  # cards the seat to act cannot see
    seat = state.current_player()
    view = state.view_for(seat)
    assert view.code() != state.code()  # the position has secrets for that seat
    board = GameWidget(Match(state, seed=1), lang="zh-Hant", viewer=None)  # teacher's view
    assert board.classroom in ("student", "teacher")
    wait_for(lambda: board.classroom == "teacher")
    assert board.class_groups == ["7a", "7b"]
    board._on_custom_msg(board, {"type": "send-class"})  # two classes: which one?
    assert board.status_kind == "error" and "哪一班" in board.status
    board._on_custom_msg(board, {"type": "send-class", "group": "teachers"})
    assert board.status_kind == "error" and board.class_link == ""
    board._on_custom_msg(board, {"type": "send-class", "group": "7a"})
    assert board.status_kind == "success", board.status
    assert "7a" in board.status and "全班" in board.status
    poll = current_poll(hub, "ann", "tokaido")
    assert board.class_link.endswith(f"/services/tutor-classroom/poll/{poll['id']}")
    assert poll["code"] == view.code() and poll["seat"] == seat  # as the seat sees it
    assert current_poll(hub, "chen", "tokaido") is None  # 7b got nothing
    hub.service(f"api/polls/{poll['id']}/close", "POST", {}, token=hub.tokens["ms-lin"])


def test_a_board_refuses_to_send_a_position_without_a_choice_to_make(hub, on_hub,
                                                                     monkeypatch):
    import tutor
    from tutor.core import Match
    from tutor.widget import GameWidget

    monkeypatch.setenv("JUPYTERHUB_API_TOKEN", hub.tokens["ms-lin"])
    chance = tutor.load("kanagawa").new_game(players=2, seed=3)
    while not chance.is_chance():  # to the next deal
        chance = chance.apply(chance.legal_actions()[0])
    board = GameWidget(Match(chance, seed=1, auto_chance=False), lang="en")
    wait_for(lambda: board.classroom == "teacher")
    before = current_poll(hub, "ann")
    board.send_to_class("7a")
    assert board.status_kind == "error" and "Chance acts next" in board.status
    assert current_poll(hub, "ann") == before and board.class_link == ""


def test_a_students_board_opens_the_class_board_and_cannot_send(hub, on_hub):
    from tutor.classroom.together import JoinBox
    from tutor.core import Match
    from tutor.widget import GameWidget

    lesson = open_lesson("kanagawa", 1, "en", Progress(on_hub))
    first, second = lesson.task("tree"), lesson.task("ocean")
    wait_for(lambda: first.classroom == "student" and second.classroom == "student")
    import time

    time.sleep(0.5)  # the service's answer (a student: no class to teach) has come
    assert first.classroom == "student" and first.class_groups == []
    first.send_to_class("7a")
    assert first.status_kind == "error" and "Only a teacher" in first.status
    # A board that the notebook has not shown by itself (one inside another widget) has
    # no place under it: no Class button there.
    assert not second.class_slot
    second.join_class()
    assert second.status_kind == "error" and "press Class on a lesson" in second.status
    assert not second.class_open
    # What the notebook shows: the board, and the place under it for the class's board.
    assert not first.class_slot
    bundle = first._repr_mimebundle_()
    assert first.class_slot
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    frame = first._classroom.frame
    assert data["application/vnd.jupyter.widget-view+json"]["model_id"] == frame.model_id
    assert data["text/plain"] == repr(first) and frame.children[0] is first
    first._on_custom_msg(first, {"type": "class"})
    assert first.class_open and isinstance(frame.children[1].children[0], JoinBox)
    box = first._classroom.box
    assert box.game == "kanagawa" and box.lang == "en"
    second._repr_mimebundle_()
    second.join_class()  # one class board in a kernel: the first one closes
    assert second.class_open and not first.class_open
    assert frame.children[1].children == () and box._stop
    second.join_class()
    assert not second.class_open and second._classroom.box is None
    # The class's own board has no class buttons.
    inner = GameWidget(Match(position()), classroom=False)
    assert inner.classroom == "" and inner._classroom is None


# -- the student's side of a poll ------------------------------------------------------------

def close_open_polls(hub, group: str = "7a") -> None:
    from tutor.classroom.db import Store

    for poll in Store(hub.db_url).current_polls([group]):
        hub.service(f"api/polls/{poll.id}/close", "POST", {}, token=hub.tokens["ms-lin"])


def send_poll(hub, game: str, seed: int) -> tuple[int, object]:
    state = position(game, seed)
    _, made = hub.service("api/polls", "POST", {"group": "7a", "game": game,
                                                "code": state.code()},
                          token=hub.tokens["ms-lin"], ok=(201,))
    return made["id"], state


def note_of(box) -> str:
    import html
    import re

    return html.unescape(re.sub(r"<[^>]+>", " ", box.note.value))


def test_a_students_class_board_says_which_game_the_class_plays_and_opens_it(hub, on_hub):
    """ann's lesson is Karesansui; the class plays Kanagawa: her class board said
    「等待老師傳來局面…」 for ever. It says which game, and its button opens that board."""
    from tutor.classroom.together import JoinBox

    close_open_polls(hub)
    box = JoinBox("karesansui", "zh-Hant", hub.service_url, hub.tokens["ann"])
    try:
        wait_for(lambda: "等待" in note_of(box))
        pid, state = send_poll(hub, "kanagawa", 7)
        wait_for(lambda: "神奈川學堂" in note_of(box))
        assert "全班正在一起下「神奈川學堂」" in note_of(box) and box.board is None
        assert box.other in box.children and "神奈川學堂" in box.other.description
        assert "kanagawa" not in box.other.description + (box.other.tooltip or "")
        box.other.click()  # the button of the note
        wait_for(lambda: box.board is not None)
        assert box.game == "kanagawa" and box.poll["id"] == pid
        assert box.board.match.game.name == "kanagawa" and box.board.lang == "zh-Hant"
    finally:
        box.close()
        close_open_polls(hub)


def test_after_reveal_and_end_the_student_sees_the_verdict_of_her_move(hub, on_hub):
    """After Reveal, and after End (with or without a Reveal first), the student's class
    board says how her move compares with the bot's best, in words, in her language."""
    from tutor.classroom.together import JoinBox

    close_open_polls(hub)
    box = JoinBox("kanagawa", "zh-Hant", hub.service_url, hub.tokens["ann"])
    teacher = hub.tokens["ms-lin"]
    try:
        pid, state = send_poll(hub, "kanagawa", 7)
        wait_for(lambda: box.board is not None and box.poll["id"] == pid)
        move = str(state.legal_actions()[0])
        box.board.click(move)
        assert "已送出" in box.board.status
        hub.service(f"api/polls/{pid}/reveal", "POST", {}, token=teacher)
        wait_for(lambda: "你的著法" in note_of(box), timeout=30)
        mine = state.words_for(move, state.current_player(), "zh-Hant").rstrip("。")
        text = note_of(box)
        assert "老師已公布答案" in text and mine in text and "勝算約" in text
        assert move not in text  # words, not notation
        # bo opens his class board only now: the round is over, his move is not sent.
        late = JoinBox("kanagawa", "zh-Hant", hub.service_url, hub.tokens["bo"])
        try:
            wait_for(lambda: late.board is not None)
            assert "你這一輪沒有作答" in note_of(late)
            late.board.click(move)
            assert "這一輪已經結束" in late.board.status
            _, seen = hub.service(f"poll/{pid}/data", token=teacher)
            assert seen["answered"] == 1
        finally:
            late.close()
        hub.service(f"api/polls/{pid}/close", "POST", {}, token=teacher)
        wait_for(lambda: "老師已結束這一輪" in note_of(box))
        assert mine in note_of(box) and box.board is not None  # her board stays
        # End without a Reveal: the bot searches then, and she sees the verdict too.
        pid, state = send_poll(hub, "kanagawa", 11)
        wait_for(lambda: box.board is not None and box.poll["id"] == pid)
        box.board.click(str(state.legal_actions()[-1]))
        hub.service(f"api/polls/{pid}/close", "POST", {}, token=teacher)
        wait_for(lambda: "老師已結束這一輪" in note_of(box) and "你的著法" in note_of(box),
                 timeout=30)
        _, seen = hub.service(f"poll/{pid}/data", token=teacher)
        assert seen["poll"]["state"] == "closed" and seen["best"]
    finally:
        box.close()
        close_open_polls(hub)
def test_a_quiz_answer_and_a_score_sheet_on_a_hub_are_verified_by_the_service(hub, on_hub):
    """A success carries its proof (the chosen answer, the filled sheet) and the service
    counts it only when the engine agrees."""
    from tutor.classroom.records import games

    lesson_key, sheet = next((x.key, s) for g in games() for x in course(g)
                             for s in x.sheets())
    game, number = lesson_key.split("/")
    lesson = open_lesson(game, int(number), "en", Progress(on_hub))
    box = lesson.sheet(sheet.id)
    box.fill({k: box.right(*k) for k in box.cells})
    assert box.check() == []
    quiz = lesson.quiz()
    item = lesson.lesson.quiz_items()[0]
    from tutor.lessons.widgets import QuizItemBox

    right = QuizItemBox(lesson, item, 1).correct()
    assert quiz.answer(item.id, right)
    assert lesson.classroom.flush()
    got = records(hub, "ann", game)
    for key in ((lesson_key, sheet.id), (lesson_key, item.id)):
        assert got[key]["done"] and got[key]["stars"] == 3 and not got[key]["claimed"], key


def test_a_plan_pages_boards_offer_a_teacher_send_to_the_class(hub, on_hub, monkeypatch):
    """Issue 23: the boards of a class plan's period page (tutor.lessons.plan_pages) get
    the class hook like every board: on the hub, a teacher's board has Send to the class,
    with the place under it for the class's board, and sends its position to a class, for
    a discussion question of each game."""
    import tutor
    from tutor.lessons.plan import plan_of, position_of
    from tutor.lessons.plan_pages import open_period, question_way

    monkeypatch.setenv("JUPYTERHUB_API_TOKEN", hub.tokens["ms-lin"])
    for game in tutor.games():
        n, q = next((n, q) for n, period in enumerate(plan_of(game).periods, 1)
                    for q, question in enumerate(period.questions, 1)
                    if question_way(game, question) == "poll")
        board = open_period(game, n, "zh-Hant").board(f"question-{q}")
        wait_for(lambda board=board: board.classroom == "teacher")
        assert board.class_groups == ["7a", "7b"]
        assert board._classroom.frame is not None and board.class_slot  # shown with its slot
        board.send_to_class("7a")
        assert board.status_kind == "success" and "7a" in board.status, (game, board.status)
        poll = current_poll(hub, "ann", game)
        state = position_of(game, plan_of(game).periods[n - 1].questions[q - 1])
        assert poll["code"] == state.view_for(state.current_player()).code(), game
        hub.service(f"api/polls/{poll['id']}/close", "POST", {}, token=hub.tokens["ms-lin"])
