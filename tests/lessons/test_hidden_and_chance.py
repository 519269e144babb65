"""Lessons on a game with hidden cards and dealt cards (Kanagawa): demonstrations may force
what is dealt, and no picture or board of a lesson shows a face-down card to the learner.
"""

from __future__ import annotations

import tutor
from tutor.games.kanagawa import stack_of
from tutor.games.kanagawa.words import card_name
from tutor.lessons import Progress
from tutor.lessons.model import LegalOrNot, Lesson, Play, Position, Quiz, Show, T, Task
from tutor.lessons.runner import LessonRun

TILES = "start tiles ST1,ST2"
DEALS = ["A05", "A12", "T02", "T07"]
ROW = Position(f"{TILES}\ndeal A05; deal A12", options={"stack": stack_of(DEALS)}, seed=1)
"""Two pupils, the first row dealt (A05, A12), the deck stacked for two more deals."""
HIDDEN = Position(f"{TILES}\ndeal A05; deal A12; wait; wait; deal T02; deal T07",
                  options={"stack": stack_of(DEALS)}, seed=1)
"""The second row is out: T07 lies face down in column 2 (rule kanagawa.lesson.face-down)."""


def run(*steps, lang: str = "en") -> LessonRun:
    lesson = Lesson("kanagawa", 99, "test", T("Test", "測試"), 1, (), tuple(steps),
                    T("Recap.", "回顧。"))
    return LessonRun(lesson, lang, Progress())


def test_a_demonstration_may_force_the_deals_and_steps_through_them():
    """Show steps that deal named cards are played as written (no random deal in between),
    the board starts rewound, and stepping forward replays the same deals."""
    demo = run(Show("lesson", ROW, steps="take column 1; studio A05; end turn\n"
                                         "take column 2; studio A12; decline diploma landscapes-2; "
                                         "end turn\n"
                                         "deal T02; deal T07")).show("lesson")
    match = demo.match
    assert match.cursor == 0 and [str(a) for a in match._actions][-2:] == ["deal T02",
                                                                          "deal T07"]
    match.goto(len(match._actions))
    assert match.state.school[0] == ("T02", "T07") and match.state.phase == "school"
    assert match.auto_chance  # playing on after the demonstration deals by itself


def test_no_board_or_picture_of_a_lesson_shows_a_face_down_card():
    """A task board, a still picture and a quiz picture are drawn for the pupil to act:
    the face-down T07 shows only its green back, neither its code nor its name ("winter ·
    tree", which no face-up card here shares) anywhere in the picture (its description for
    a screen reader included)."""
    state = HIDDEN.state(tutor.load("kanagawa"))
    assert state.is_face_down(1, 1) and state.school[1][1] == "T07"
    secret = ("T07", card_name("T07")["en"])
    lesson = run(
        Show("still", HIDDEN, picture=True),
        Task("wait", T("Stay.", "留下。"), HIDDEN, Play(("take column 1",), T("No.", "不。")),
             solution=("take column 1",)),
        Quiz((LegalOrNot("q", HIDDEN, "take column 2"),)))
    board = lesson.task("wait")
    assert board.viewer == 0
    for svg in (lesson.show("still").svg, board.svg):  # with tooltips
        assert not [word for word in secret if word in svg]
        assert card_name("T02")["en"] in svg  # the face-up card is named: the check can see
    quiz = lesson.quiz().items["q"].children[0].value  # a still picture: no tooltips
    assert not [word for word in secret if word in quiz] and "face-down" in quiz
    teacher = run(Show("teacher", HIDDEN, picture=True, viewer=None)).show("teacher")
    assert secret[1] in teacher.svg  # the teacher's view, only when asked for
