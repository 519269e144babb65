"""Results the teacher can trust: the service checks every success itself (tutor/classroom/
verify.py). A task's moves are replayed on the task's own board with the lesson's Referee,
a quiz answer and a score sheet are checked against the engine; a "done" that does not
check is kept as a claim: counted in ``claims``, never as done or stars, in the grid, the
student's page and the exports alike."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import pytest

from tutor.classroom import pages
from tutor.classroom.db import Store
from tutor.classroom.records import BadRecord, check_batch, games
from tutor.classroom.verify import quiz_right, sheet_cells, sheet_right, solves, verify_all
from tutor.lessons.model import Choose, HowMany, LegalOrNot, quiz_answer
from tutor.lessons.runner import course


def _all(kind: str) -> list[tuple[str, object]]:
    out = []
    for game in games():
        for lesson in course(game):
            steps = {"task": lesson.tasks, "quiz": lesson.quiz_items,
                     "sheet": lesson.sheets}[kind]()
            out.extend((lesson.key, step) for step in steps)
    return out


TASKS = _all("task")
QUIZ = _all("quiz")
SHEETS = _all("sheet")


def done(lesson: str, item: str, **proof) -> dict:
    return {"v": 1, "id": uuid.uuid4().hex, "lesson": lesson, "item": item, "kind": "done",
            "stars": 3, **proof}


def keep(store: Store, user: str, *records: dict) -> None:
    body = json.dumps({"events": list(records)}).encode()
    store.add_events(user, verify_all(check_batch(body, user)))


@pytest.fixture
def store(tmp_path: Path):
    s = Store(f"sqlite:///{tmp_path / 'class.sqlite'}")
    yield s
    s.close()


# -- every stored solution verifies; near misses do not -----------------------------------

@pytest.mark.parametrize("lesson, task", TASKS, ids=[f"{k}:{t.id}" for k, t in TASKS])
def test_every_tasks_stored_solution_verifies_and_its_near_misses_do_not(lesson, task):
    assert solves(lesson, task.id, tuple(task.solution))
    if len(task.solution) > 1:  # the goal not reached yet
        assert not solves(lesson, task.id, tuple(task.solution[:-1]))
    assert not solves(lesson, task.id, (*task.solution, task.solution[-1]))  # past the goal
    if task.wrong is not None:
        assert not solves(lesson, task.id, (task.wrong,))


@pytest.mark.parametrize("lesson, item", QUIZ, ids=[f"{k}:{q.id}" for k, q in QUIZ])
def test_every_quiz_answer_verifies_and_a_wrong_one_does_not(lesson, item):
    from tutor.classroom.verify import _quiz

    question, state = _quiz(lesson, item.id)
    right = quiz_answer(question, state)
    if isinstance(item, LegalOrNot):
        assert quiz_right(lesson, item.id, right)
        assert not quiz_right(lesson, item.id, not right)
        assert not quiz_right(lesson, item.id, int(right))  # 1 is not True here
    elif isinstance(item, HowMany):
        assert quiz_right(lesson, item.id, float(right))
        assert not quiz_right(lesson, item.id, float(right) + 1)
        assert not quiz_right(lesson, item.id, True)
    else:
        assert isinstance(item, Choose)
        assert quiz_right(lesson, item.id, float(right))
        assert not quiz_right(lesson, item.id, float((right + 1) % len(item.choices)))
        assert not quiz_right(lesson, item.id, right + 0.5)


@pytest.mark.parametrize("lesson, sheet", SHEETS, ids=[f"{k}:{s.id}" for k, s in SHEETS])
def test_every_score_sheet_verifies_only_when_every_cell_is_right(lesson, sheet):
    cells = sheet_cells(lesson, sheet.id)
    assert sheet_right(lesson, sheet.id, cells)
    first = next(iter(cells))
    assert not sheet_right(lesson, sheet.id, {**cells, first: cells[first] + 1})
    assert not sheet_right(lesson, sheet.id, {k: v for k, v in cells.items() if k != first})


def test_every_game_has_tasks_quiz_questions_to_verify():
    assert {k.split("/")[0] for k, _ in TASKS} == set(games())
    assert {k.split("/")[0] for k, _ in QUIZ} == set(games())


# -- a forged success is a claim, never stars ----------------------------------------------

def test_a_forged_done_never_shows_as_a_star(store: Store):
    """Issue 21: one request marked all 71 Kanagawa items done with 3 stars. Every kind of
    forgery: no moves, moves that do not solve, another task's solution, the right answer
    of another question, no answer, a wrong sheet."""
    lesson, tree = next((k, t) for k, t in TASKS if k == "kanagawa/1")
    other = next(t for k, t in TASKS if k == "kanagawa/1" and t.id != tree.id
                 and t.solution != tree.solution)
    forged = [done(lesson, tree.id),
              done(lesson, tree.id, moves=["take column 9"]),
              done(lesson, tree.id, moves=list(other.solution))]
    q_lesson, q = next((k, q) for k, q in QUIZ if isinstance(q, HowMany))
    forged += [done(q_lesson, q.id), done(q_lesson, q.id, answer=-5)]
    s_lesson, sheet = SHEETS[0]
    forged += [done(s_lesson, sheet.id, answer={"x:0": 1})]
    for record in forged:
        keep(store, "ann", record)
    rows = {(r.lesson, r.item): r for game in games() for r in store.items_of(["ann"], game)}
    for record in forged:
        row = rows[record["lesson"], record["item"]]
        assert (row.done, row.stars) == (False, 0) and row.claims >= 1, record
    # What the pages use: the grid, the student's page, the exports.
    claimed = len({r["item"] for r in forged if r["lesson"] == "kanagawa/1"})
    grid = pages.grid(store, ["ann"], "kanagawa", "en")
    cell = grid["students"][0]["cells"][0]
    assert (cell["done"], cell["stars"], cell["claimed"]) == (0, 0, claimed)
    page = pages.student_page(store, "ann", "kanagawa", "en")
    item = next(i for i in page["lessons"][0]["items"] if i["id"] == tree.id)
    assert (item["done"], item["stars"], item["claimed"]) == (False, 0, True)
    rows = pages.export_rows(store, ["ann"], "7a", "kanagawa", "en")
    (row,) = [r for r in rows if r[5] == pages.item_title("kanagawa", 1, tree.id, "en")]
    header = dict(zip(pages.HEADER, row, strict=True))
    assert (header["done"], header["stars"], header["unverified"]) == (0, 0, 1)
    lesson_page = pages.lesson_page(store, ["ann"], "kanagawa", 1, "en")
    entry = next(i for i in lesson_page["items"] if i["id"] == tree.id)
    assert (entry["solved"], entry["claimed"]) == (0, 1)
    # The real solve then counts, and the item is no longer shown as a claim.
    keep(store, "ann", done(lesson, tree.id, moves=list(tree.solution)))
    cell = pages.grid(store, ["ann"], "kanagawa", "en")["students"][0]["cells"][0]
    assert (cell["done"], cell["stars"], cell["claimed"]) == (1, 3, claimed - 1)


def test_a_real_solve_of_each_kind_verifies(store: Store):
    lesson, task = TASKS[0]
    q_lesson, q = next((k, q) for k, q in QUIZ if isinstance(q, LegalOrNot))
    from tutor.classroom.verify import _quiz

    answer = quiz_answer(*_quiz(q_lesson, q.id))
    s_lesson, sheet = SHEETS[0]
    keep(store, "bo", done(lesson, task.id, moves=list(task.solution)),
         done(q_lesson, q.id, answer=answer),
         done(s_lesson, sheet.id, answer=sheet_cells(s_lesson, sheet.id)))
    for key in ((lesson, task.id), (q_lesson, q.id), (s_lesson, sheet.id)):
        game = key[0].split("/")[0]
        (row,) = [r for r in store.items_of(["bo"], game, key[0]) if r.item == key[1]]
        assert (row.done, row.stars, row.claims) == (True, 3, 0), key


@pytest.mark.parametrize("proof, says", [
    ({"moves": "take column 1"}, "'moves' must be a list"),
    ({"moves": []}, "'moves' must be a list of 1 to"),
    ({"moves": ["x"] * 41}, "'moves' must be a list of 1 to 40"),
    ({"moves": [3]}, "'moves' must be text"),
    ({"moves": ["take\ncolumn 1"]}, "control character"),
    ({"answer": True}, "carries its 'moves', not an 'answer'"),
])
def test_a_tasks_proof_of_the_wrong_shape_is_refused(proof, says):
    body = json.dumps({"events": [done("kanagawa/1", "tree", **proof)]}).encode()
    with pytest.raises(BadRecord, match=says):
        check_batch(body, "ann")


def test_proofs_come_with_a_done_only_and_answers_with_questions_and_sheets():
    q_lesson, q = QUIZ[0]
    s_lesson, sheet = SHEETS[0]
    cases = [
        (dict(done("kanagawa/1", "tree", moves=["take column 1"]), kind="hint", stars=0),
         "only a 'done' record carries"),
        (done(q_lesson, q.id, moves=["x"]), "carries its 'answer', not 'moves'"),
        (done(q_lesson, q.id, answer="yes"), "'answer' must be a number"),
        (done(q_lesson, q.id, answer=[1]), "'answer' must be a number"),
        (done(s_lesson, sheet.id, answer=[1, 2]), "a score sheet's 'answer' is an object"),
        (done(s_lesson, sheet.id, answer={"a:0": "1"}), "'a:0' must be a number"),
        (done(s_lesson, sheet.id, answer={"a:0": 10**400}), "'a:0' must be a number"),
    ]
    for record, says in cases:
        with pytest.raises(BadRecord, match=says):
            check_batch(json.dumps({"events": [record]}).encode(), "ann")


def test_an_older_kernels_record_keeps_its_digest():
    """A record without moves or answer has the digest it had before they existed, so a
    retry across the upgrade is a duplicate, not a conflict."""
    import hashlib

    (event,) = check_batch(json.dumps({"events": [dict(
        done("kanagawa/1", "tree"), id="a" * 16)]}).encode(), "ann")
    before = {"id": "a" * 16, "game": "kanagawa", "lesson": "kanagawa/1", "item": "tree",
              "kind": "done", "stars": 3, "move": None, "rule": None, "seconds": None,
              "lang": "en", "at": None}
    blob = json.dumps(before, sort_keys=True, ensure_ascii=True).encode()
    assert event.digest() == hashlib.sha256(blob).hexdigest()
