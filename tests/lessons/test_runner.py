"""The lesson runner and its widgets, driven as a learner drives them (Cartography lesson 4).

The boards are real GameWidgets on a fake comm; progress goes to a temporary file.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tutor
from tutor.lessons import LessonRun, Progress, course, open_lesson
from tutor.lessons.progress import FILE, ProgressWarning
from tutor.progress import main as progress_main

GRADED = len(next(x for x in course("cartography") if x.number == 4).graded("core"))
"""Tasks, score sheets and quiz questions of Cartography lesson 4's core (what the progress
view and the course map count; the deeper part's are counted apart)."""
ALL_GRADED = len(next(x for x in course("cartography") if x.number == 4).graded())
"""Those of both its parts (what ``counts()`` and the class report's rows count)."""


def capture(lang: str = "en"):
    return open_lesson("cartography", 4, lang=lang)


def test_open_lesson_sets_the_language_and_refuses_bad_input():
    """open_lesson chooses the language of everything; unknown games and lessons are refused."""
    lesson = capture("zh-Hant")
    assert tutor.language() == "zh-Hant" and lesson.lang == "zh-Hant"
    assert repr(lesson) == "<Lesson cartography/4 (zh-Hant): 捕捉>"
    with pytest.raises(ValueError, match="unknown game"):
        open_lesson("chess", 1)
    with pytest.raises(ValueError, match="not 99"):
        open_lesson("cartography", 99)


def test_a_task_refuses_wrong_moves_with_reasons_and_completes_with_its_solution():
    """Illegal moves name their rule; legal misses say why; the stored solution completes it;
    progress counts the attempts and hints."""
    lesson = capture()
    board = lesson.task("capture-one")
    assert board.prompt.startswith("Blue to play: capture") and board.hint_steps == 3
    board.click("stone at (0,1)b")
    assert board.status_kind == "error" and "[cartography.stone.liberty]" in board.status
    board.click("stone at (1,-1)a")
    assert board.status_kind == "error" and "captures nothing" in board.status
    assert board.cursor == 0
    board.hint()
    board.hint()
    assert "hint" in board.svg  # the second hint highlights the region
    board.click("stone at (0,0)a")
    assert board.task_done and board.status_kind == "success"
    record = lesson.progress_store.item("cartography/4", "capture-one")
    assert record == {"done": True, "attempts": 3, "hints": 2, "stars": 2}
    assert lesson.counts() == (1, ALL_GRADED)


def test_playing_on_never_breaks_a_later_cell():
    """Every call gives a fresh board: play on one, the next cell's board is untouched."""
    lesson = capture()
    first = lesson.task("capture-one")
    first.click("stone at (0,0)a")
    first.click("tile O3 at (2,-1) rot 0")   # play on after the task (refused: no tiles)
    first.click("pass")
    second = lesson.task("capture-one")
    assert second.cursor == 0 and not second.task_done
    assert second.state.prisoners == (0, 0)
    demo = lesson.show("wall")
    assert repr(demo).startswith("<cartography/4 wall:")


def test_chinese_quiz_feedback_runs_its_sentences_together():
    """Chinese feedback puts no space between sentences (a Kanagawa question showed
    「不太對。 再讀一次規則……。 再試一次。」): after a first wrong answer, and with the answer."""
    quiz = open_lesson("kanagawa", 4, lang="zh-Hant").quiz()
    assert quiz.answer("q-one-brush", True) is False
    feedback = quiz.items["q-one-brush"].feedback.value
    assert "不太對。</b>再讀一次規則" in feedback and "。 " not in feedback
    assert quiz.answer("q-one-brush", True) is False  # the answer is shown
    shown = quiz.items["q-one-brush"].feedback.value.split("<details")[0]
    assert "規則引擎說" in shown and "。 " not in shown
    english = open_lesson("kanagawa", 4, lang="en").quiz()
    english.answer("q-one-brush", True)
    assert "Not quite.</b> " in english.items["q-one-brush"].feedback.value


def test_quiz_answers_are_checked_and_explained_by_the_engine():
    """A wrong answer gets why and one more try; the right one, the engine's explanation
    with the rule id and text in the Sources fold."""
    lesson = capture("zh-Hant")
    quiz = lesson.quiz()
    assert quiz.answer("q-corner", True) is False
    feedback = quiz.items["q-corner"].feedback.value
    assert "不太對" in feedback and "再試一次" in feedback and "規則引擎說" not in feedback
    assert quiz.answer("q-corner", False) is True
    feedback = quiz.items["q-corner"].feedback.value
    assert "規則引擎說：不合法" in feedback
    assert "<summary>出處</summary>" in feedback and "cartography.stone.liberty" in feedback
    assert feedback.index("出處") < feedback.index("cartography.stone.liberty")
    assert quiz.answer("q-swing", 7) is True
    assert quiz.answer("q-swing", 6) is False
    assert quiz.items["q-swing"].check(None) is None
    assert repr(quiz) == f"<Quiz cartography/4: {len(quiz.items)} questions>"
    assert len(quiz.items) == len(lesson.lesson.quiz_items("core")) >= 3
    store = lesson.progress_store
    assert store.item("cartography/4", "q-corner") == {
        "done": True, "attempts": 2, "hints": 0, "stars": 2}
    assert store.item("cartography/4", "q-swing") == {
        "done": True, "attempts": 1, "hints": 0, "stars": 3}  # answers after the end count not


def test_a_revealed_quiz_answer_counts_as_seen_not_mastered():
    """Issue 14: after a wrong answer the right one was shown, and answering it then counted
    as done. Now the first wrong answer says why (too many) without the answer; the second
    shows it; answering right afterwards leaves the question seen (1 star), until a fresh
    try masters it."""
    lesson = capture()
    quiz = lesson.quiz()
    box = quiz.items["q-swing"]
    assert quiz.answer("q-swing", 9) is False
    assert "9 is too many" in box.feedback.value and "Try once more" in box.feedback.value
    assert "7" not in box.feedback.value
    assert quiz.answer("q-swing", 5) is False
    assert "Here is the answer" in box.feedback.value and "counts 7" in box.feedback.value
    assert quiz.answer("q-swing", 7) is True
    record = lesson.progress_store.item("cartography/4", "q-swing")
    assert record == {"done": False, "attempts": 2, "hints": 0, "stars": 1}
    assert lesson.counts() == (0, ALL_GRADED)
    box.clear()
    assert quiz.answer("q-swing", 7) is True
    assert lesson.progress_store.item("cartography/4", "q-swing")["stars"] == 3


def test_a_task_solved_after_its_answer_hint_counts_as_seen():
    """Issue 14: a task solved from the answer hint counted as done like any other. Now it
    is seen (1 star); a nudge alone gives 2 stars, a clean first try 3; Try again after a
    hint keeps the hint."""
    lesson = capture()
    board = lesson.task("capture-one")
    for _ in range(board.hint_steps):
        board.hint()
    board.click("stone at (0,0)a")
    assert board.task_done
    store = lesson.progress_store
    assert store.item("cartography/4", "capture-one")["stars"] == 1
    assert not store.item("cartography/4", "capture-one")["done"]
    board = lesson.task("capture-group")
    board.hint()
    board.try_again()
    board.click("stone at (2,-1)a")
    assert store.item("cartography/4", "capture-group") == {
        "done": True, "attempts": 1, "hints": 1, "stars": 2}
    lesson.task("capture-one").click("stone at (0,0)a")
    assert store.item("cartography/4", "capture-one")["stars"] == 3


def test_a_score_sheet_marks_wrong_lines_without_filling_them_in():
    """Issue 14: Check on an empty sheet listed every correct number. Now an empty sheet is
    not checked, a wrong line is marked and named with what the learner wrote (never the
    engine's number), and "Show the answers" shows the sheet: then it counts as seen."""
    from tutor.lessons.model import FillSheet, Position, T
    from tutor.lessons.widgets import SheetBox

    run = capture("zh-Hant")
    spec = FillSheet("sheet", Position("tile O3 at (0,1) rot 0; stone at (0,1)a",
                                       options={"tiles_per_player": 5}),
                     T("Fill it in.", "填寫。"), sources=T("Seed.", "規則摘要。"))
    box = SheetBox(run, spec)
    assert "<summary>出處</summary>" in box.children[0].value
    keys = list(box.cells)
    assert box.check() == keys and "請先填寫計分表" in box.feedback.value
    assert run.progress_store.item("cartography/4", "sheet")["attempts"] == 0
    box.fill({k: box.right(*k) for k in keys})
    wrong_value = box.right(*keys[0]) + 5
    box.cells[keys[0]].value = str(int(wrong_value))
    box.cells[keys[1]].value = ""
    assert box.check() == keys[:2]
    said = box.feedback.value
    assert f"你寫 {int(wrong_value)}" in said and "還沒填" in said
    assert "規則引擎" not in said and box.cells[keys[1]].value == ""
    assert box.cells[keys[0]].layout.border and not box.cells[keys[2]].layout.border
    shown = box.show_answers()
    assert "規則引擎的計分表" in shown and f"（你寫 {int(wrong_value)}）" in shown
    box.fill({k: box.right(*k) for k in keys})
    assert box.check() == []
    assert run.progress_store.item("cartography/4", "sheet") == {
        "done": False, "attempts": 1, "hints": 0, "stars": 1}
    box.clear()
    box.fill({k: box.right(*k) for k in keys})
    assert box.check() == []
    assert run.progress_store.item("cartography/4", "sheet")["stars"] == 3


def test_the_progress_view_and_the_course_map_show_stars():
    """lesson.progress() shows each item's stars by the name the learner meets it under;
    lesson.course() every lesson of the game, with its stars and what is left, in the
    lesson's language."""
    lesson = capture("zh-Hant")
    view, course_view = lesson.progress(), lesson.course()
    n = [t.id for t in lesson.lesson.tasks()].index("capture-one") + 1
    assert f"任務 {n} <span role='img' aria-label='得到 0 顆星（最多 3 顆）'" in view.value
    assert "星星：0/" in view.value and f"還剩 {GRADED}" in view.value
    lesson.task("capture-one").click("stone at (0,0)a")
    assert f"任務 {n} <span role='img' aria-label='得到 3 顆星（最多 3 顆）'" in view.value
    assert "★★★" in view.value and "星星：3/" in view.value
    lessons = course("cartography")
    assert course_view.value.count("<tr><td>") == len(lessons)  # a row per lesson, a heading
    assert f"<a href='{lessons[3].stem}.ipynb'>4. 捕捉</a>" in course_view.value
    assert f"還剩 {GRADED - 1}" in course_view.value and "你的課程" in course_view.value
    assert repr(course_view) == "<Course map cartography (zh-Hant)>"
    from tutor.lessons import course_map

    other = course_map("cartography", "en", lesson.progress_store, links=False)
    assert "<a " not in other.value and "Your course" in other.value
    with pytest.raises(ValueError, match="unknown game"):
        course_map("chess")


def test_progress_survives_a_restart_and_a_damaged_file(tmp_path: Path):
    """Progress is on disk at once; a damaged file is set aside, not trusted or lost."""
    path = tmp_path / FILE
    lesson = capture()
    lesson.task("capture-group").click("stone at (2,-1)a")
    again = Progress(path)
    assert again.item("cartography/4", "capture-group")["done"]
    path.write_text("{not json")
    with pytest.warns(ProgressWarning, match="could not be used") as said:
        fresh = Progress(path)
    assert "無法使用你的進度檔" in str(said[0].message)
    assert fresh.item("cartography/4", "capture-group")["done"] is False
    assert path.with_suffix(".damaged").read_text() == "{not json"


def test_two_lessons_open_at_once_keep_each_others_progress(tmp_path: Path):
    """Issue 13: two lessons of a game open at once (each with its own Progress on the one
    file) kept only the last writer's records. Now every event is merged into the file."""
    capture_lesson = capture()
    other = open_lesson("cartography", 2)
    capture_lesson.task("capture-one").click("stone at (0,0)a")
    other_task = other.lesson.tasks()[0]
    other.task(other_task.id).hint()
    capture_lesson.task("capture-group").click("stone at (2,-1)a")
    on_disk = Progress(tmp_path / FILE)
    assert on_disk.item("cartography/4", "capture-one")["done"]
    assert on_disk.item("cartography/4", "capture-group")["done"]
    assert on_disk.item("cartography/2", other_task.id)["hints"] == 1
    assert capture_lesson.progress_store.item("cartography/2", other_task.id)["hints"] == 1


def test_the_progress_view_follows_the_tasks():
    """The progress bar counts tasks and quiz items as they are done."""
    lesson = capture()
    view = lesson.progress()
    assert f"0 of {GRADED}" in view.value
    lesson.task("capture-one").click("stone at (0,0)a")
    assert f"1 of {GRADED}" in view.value
    assert repr(view) == "<Progress cartography/4>"


def test_the_harness_solves_everything_without_a_visible_cell(monkeypatch: pytest.MonkeyPatch):
    """With TUTOR_SOLVE_TASKS every task and quiz item is done, and the boards are back at
    their start for the picture."""
    monkeypatch.setenv("TUTOR_SOLVE_TASKS", "1")
    lesson = capture()
    boards = [lesson.task(t.id) for t in lesson.lesson.tasks()]
    lesson.quiz()
    lesson.quiz("deeper")
    stars = dict(zip(lesson.lesson.graded(),
                     lesson.progress_store.stars("cartography/4", lesson.lesson.graded()),
                     strict=True))
    tasks = {t.id for t in lesson.lesson.tasks()}
    assert all(n == (1 if id in tasks else 2) for id, n in stars.items()), stars
    assert all(b.cursor == 0 and not b.task_done and b.prompt for b in boards)


def test_the_class_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    """python -m tutor.progress reads learners' files and writes CSV rows."""
    for learner, solve in (("ann", True), ("bo", False)):
        folder = tmp_path / learner / "notebooks"
        folder.mkdir(parents=True)
        progress = Progress(folder / FILE, learner=learner)
        progress.record("cartography/4", "capture-one", "hint")
        if solve:
            progress.record("cartography/4", "capture-one", "done")
    (tmp_path / "broken").mkdir()
    (tmp_path / "broken" / FILE).write_text("[]")
    out = tmp_path / "class.csv"
    assert progress_main([str(tmp_path), "--csv", str(out)]) == 0
    printed = capsys.readouterr()
    assert "ann (" in printed.out and f"1 of {GRADED} done" in printed.out
    assert f"0 of {GRADED} done" in printed.out
    assert "skipped" in printed.err
    rows = out.read_text().splitlines()
    assert rows[0].startswith("learner,file,game,lesson") and len(rows) == 1 + 2 * ALL_GRADED


def test_course_lists_the_lessons_in_order():
    """Each game's lessons come from its package, numbered from 1."""
    lessons = course("cartography")
    assert [x.number for x in lessons] == sorted(x.number for x in lessons)
    assert all(json.dumps(x.key) for x in lessons)


def test_a_position_may_write_a_whole_turn_on_one_line():
    """``a; b`` on one line is the same position as ``a`` and ``b`` on two; comments and blank
    parts are skipped."""
    from tutor.lessons.model import Position

    game = tutor.load("cartography")
    one = Position("tile O3 at (0,1) rot 0; stone at (0,1)a  # Blue\n;\n",
                   options={"tiles_per_player": 5}).state(game)
    two = Position("tile O3 at (0,1) rot 0\nstone at (0,1)a",
                   options={"tiles_per_player": 5}).state(game)
    assert one.to_json() == two.to_json()
    assert one.current_player() == 1
    with pytest.raises(ValueError, match="position move 2"):
        Position("tile O3 at (0,1) rot 0; stone at (5,5)a").state(game)


@pytest.mark.parametrize("game", tutor.games())
def test_still_pictures_give_no_answer_away(game: str):
    """Quiz pictures take no hover (whose texts name the rule refusing a move) and hide the
    rings of legal moves; a score sheet to fill in hides the board's own score sheet, which
    every game draws as the group of class score-sheet."""
    from tutor.lessons.model import FillSheet, Position, T
    from tutor.lessons.widgets import SheetBox, _picture

    state = tutor.load(game).new_game(seed=1)
    assert 'class="score-sheet"' in str(state.render(lang="en"))
    still = _picture(state, "en")
    assert "pointer-events:none" in still and ".legal .ring{display:none}" in still
    assert "no-score" not in still.split("</style>")[1]
    run = open_lesson("cartography", 4)
    box = SheetBox(run, FillSheet("sheet", Position(options={"tiles_per_player": 5}),
                                  T("Fill it in.", "填寫。")))
    shown = box.children[0].value
    assert "tutor-quiz-board no-score" in shown and 'class="score-sheet"' in shown
    assert ".no-score .score-sheet{visibility:hidden}" in shown


def test_chinese_markdown_has_no_stray_gaps():
    """A line break inside a Chinese sentence shows as a space: the generated notebooks join
    such lines (authors may wrap freely), while lists, tables and English stay as written."""
    import re

    from tutor.core.notebook import join_cjk_lines
    from tutor.lessons.notebook import every_notebook

    cjk = "[\u3000-\u9fff\uff00-\uffef]"
    gap = re.compile(f"{cjk}\\n(?![-*+] |\\d+\\. |#|\\||>){cjk}")
    for rel, nb in every_notebook(["cartography"]).items():
        for cell in nb["cells"]:
            if cell["cell_type"] == "markdown":
                assert not gap.search(cell["source"]), (rel, cell["source"][:80])
    assert join_cjk_lines("- 一\n- 二\n\n| 甲 |\n| 乙 |\nsome\nEnglish") == (
        "- 一\n- 二\n\n| 甲 |\n| 乙 |\nsome\nEnglish")


# -- chance in demonstrations and tasks ------------------------------------------------------

TOKAIDO_START = """
    deal kinko; deal chuubei; deal satsuki; deal hiroshige
    choose kinko; choose satsuki
    departure 1,2,N
"""
"""Two players and the neutral traveller at Kyoto; Blue (Kinko, 7 coins) leaves first."""


def _chance_lesson(*steps) -> LessonRun:
    from tutor.lessons.model import Lesson, T

    lesson = Lesson("tokaido", 99, "chance", T("Chance", "機運"), 5, (), tuple(steps),
                    T("Recap", "回顧"))
    return LessonRun(lesson, "en", Progress())


def test_a_demonstration_forces_the_draws_its_steps_list_and_draws_the_others():
    """A Show's steps may list chance outcomes (a village's cards): they are forced, a draw
    they leave open comes from the board's generator, the board rewinds to the start and
    draws by itself again afterwards."""
    from tutor.lessons.model import Position, Show

    show = Show("village", Position(TOKAIDO_START, players=2),
                steps="move 2; reveal koma; reveal sake; reveal haori; buy koma\n"
                      "move 6\nmove neutral 3\nmove 14")
    board = _chance_lesson(show).show("village")
    match = board.match
    assert match.cursor == 0 and match.auto_chance
    notations = [step.notation for step in match.log]
    assert notations[:5] == ["move 2", "reveal koma", "reveal sake", "reveal haori", "buy koma"]
    assert notations[5] == "move 6" and notations[6].startswith("hot spring ")  # drawn freely
    assert notations[7:9] == ["move neutral 3", "move 14"]
    assert notations[9].startswith("hot spring ") and len(notations) == 10  # the last draw too


def test_a_manual_chance_task_forces_its_draws_with_replies():
    """With manual_chance the task's replies force the draws after the learner's move; when
    the task is done the board draws by itself again, starting with a draw left pending."""
    from tutor.lessons.model import Play, Position, Reach, T, Task

    task = Task("buy", T("Buy the top.", "買陀螺。"), Position(TOKAIDO_START, players=2),
                Reach(lambda start, now: "koma" in now.players[0].souvenirs,
                      T("No top bought.", "沒有買陀螺。"), within=2),
                solution=("move 2", "buy koma"),
                replies={1: ("reveal koma", "reveal sake", "reveal haori")}, manual_chance=True)
    spring = Task("spring", T("Bathe.", "泡溫泉。"), Position(TOKAIDO_START, players=2),
                  Play(("move 6",), T("Not a hot spring.", "不是溫泉。")), solution=("move 6",),
                  manual_chance=True)
    run = _chance_lesson(task, spring)
    board = run.task("buy")
    assert not board.match.auto_chance
    board.click("move 2")
    assert board.state.shown == ("koma", "sake", "haori") and not board.task_done
    board.click("buy koma")
    assert board.task_done and board.match.auto_chance
    board = run.task("spring")
    board.click("move 6")
    assert board.task_done and not board.state.is_chance() and board.state.players[0].springs


def test_a_position_may_belong_to_another_game_or_tool(tmp_path: Path):
    """``Position(game=...)`` builds its state in the game or tool it names, whatever the
    lesson's game: the task's board, the judge, the hints and the quiz all use that state."""
    from tutor.lessons import LessonRun
    from tutor.lessons.model import (
        HowMany,
        Lesson,
        Position,
        Quiz,
        Reach,
        T,
        Task,
    )

    studio = Position("put G01 at a1; put G01 at b1", game="karesansui-studio")
    assert studio.state(tutor.load("cartography")).game.name == "karesansui-studio"
    assert Position().state(tutor.load("cartography")).game.name == "cartography"
    with pytest.raises(ValueError, match="unknown game"):
        Position(game="chess").state(tutor.load("cartography"))

    def gravel(state) -> int:
        return state.scores().points[0]["gravel"]

    task = Task("grow", T("Make the gravel rectangle 3 tiles long.", "把砂礫矩形加長到 3 塊。"),
                studio, Reach(lambda start, now: gravel(now) == 3,
                              T("Not 3 yet.", "還不是 3。")),
                solution=("put G01 at c1",), wrong="put M01 at c1")
    lesson = Lesson("cartography", 99, "mixed", T("Mixed", "混合"), 5, (), (
        task, Quiz((HowMany("q-gravel", T("Gravel points?", "砂礫幾分?"), studio, gravel,
                            T("Two tiles.", "兩塊。")),))), T("Recap.", "回顧。"))
    run = LessonRun(lesson, "en", Progress(tmp_path / "p.json"))
    board = run.task("grow")
    assert board.match.game.name == "karesansui-studio"
    board.click("put M01 at c1")       # legal in the studio, but moss ends the rectangle
    assert board.status_kind == "error" and not board.task_done
    board.click("put G01 at c1")
    assert board.task_done
    quiz = run.quiz()
    assert quiz.items["q-gravel"].correct() == 2 and quiz.answer("q-gravel", 2) is True


def test_sources_fold_under_reading_captions_and_the_course_cell(monkeypatch: pytest.MonkeyPatch):
    """A Read's and a Show's sources are a closed fold 出處 / Sources under the paragraph (the
    reading stays short); every lesson notebook ends with its progress and the course map."""
    import tutor.lessons.notebook as nb
    from tutor.lessons.model import Lesson, Position, Read, Show, T

    lesson = Lesson("cartography", 1, "x", T("X", "X"), 5, (), (
        Read(T("Read.", "讀。"), T("Seed, line 3.", "摘要第 3 行。")),
        Show("s", Position(), caption=T("Look.", "看。"), sources=T("Rule.", "規則。"))),
        T("Recap.", "回顧。"))
    monkeypatch.setattr(nb, "course", lambda game: (lesson,))
    cells = nb.lesson_notebook(lesson, "zh-Hant")["cells"]
    text = [c["source"] for c in cells if c["cell_type"] == "markdown"]
    assert "讀。\n\n<details><summary>出處</summary>\n\n摘要第 3 行。\n\n</details>" in text
    assert "看。\n\n<details><summary>出處</summary>\n\n規則。\n\n</details>" in text
    code = [c["source"] for c in cells if c["cell_type"] == "code"]
    assert code[-2:] == ["lesson.progress()", "lesson.course()"]
    english = nb.lesson_notebook(lesson, "en")["cells"]
    assert any("<summary>Sources</summary>" in c["source"] for c in english)


def test_the_indexes_link_the_guides_for_teachers_that_exist(monkeypatch: pytest.MonkeyPatch,
                                                             tmp_path: Path):
    """The front page and each language's index link the classroom guide (and the teacher
    guides) in that language only when the guide exists."""
    import tutor.lessons.notebook as nb

    monkeypatch.setattr(nb, "ROOT", tmp_path)
    (tmp_path / "docs" / "teaching").mkdir(parents=True)
    (tmp_path / "docs" / "classroom.md").write_text("# Class")
    (tmp_path / "docs" / "teaching" / "cartography.zh-Hant.md").write_text("# 手冊")
    en = nb.index_notebook("en", ["cartography"])["cells"][-1]["source"]
    zh = nb.index_notebook("zh-Hant", ["cartography"])["cells"][-1]["source"]
    assert en == "For teachers: [teaching a class with the tutor](../../docs/classroom.md)"
    assert zh == "給老師：[教師手冊：地圖學](../../docs/teaching/cartography.zh-Hant.md)"
    front = nb.front_door(["cartography"])["cells"][0]["source"]
    assert "(../docs/classroom.md)" in front and "在課堂上使用" not in front
    (tmp_path / "docs" / "classroom.md").unlink()
    (tmp_path / "docs" / "teaching" / "cartography.zh-Hant.md").unlink()
    assert "For teachers" not in nb.index_notebook("en", ["cartography"])["cells"][-1]["source"]
    assert "For teachers" not in nb.front_door(["cartography"])["cells"][0]["source"]
