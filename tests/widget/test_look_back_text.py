"""What a learner reads on the look-back and pass-and-play boards (issue 24), checked as
tests/lessons/test_learner_text.py checks the lessons: nothing named by a code, in either
language, and Chinese as Taiwan writes it, with full-width punctuation.

Surfaces, per game (a seeded two-player game played to its end):

- ``replay``: the replay's log, its status lines, the review box at each position, each
  line's review and the summary, in the "mover" view and in a seat's look-back;
- ``pass``: the curtain (title, note, button), the status line at every curtain and after
  every reveal, the log each seat sees.

These texts show moves through each game's words (``State.words_for``): a game whose move
words still show codes (``words`` in the lessons test's ``KNOWN_FAILURES``) fails here
too, as a strict expected failure that ends when its words are fixed. The texts that are
this board's own (the templates) are checked for every game, with no exception.
"""

from __future__ import annotations

import functools
import random
import re
import sys
from pathlib import Path

import pytest

import tutor
from tutor.core import Match
from tutor.core.lang import LANGS
from tutor.core.review import SEVERITY, MoveReview
from tutor.lessons.check import taiwan_usage
from tutor.widget import PassAndPlay, ReplayWidget, _pass, _replay

sys.path.insert(0, str(Path(__file__).parents[1] / "lessons"))
from test_learner_text import KNOWN_FAILURES, codes  # noqa: E402

SURFACES = ("replay", "pass")


@functools.cache
def collected(game: str) -> dict[str, list[tuple[str, str, str]]]:
    """(where, language, text) of every text of each surface for ``game``."""
    out: dict[str, list[tuple[str, str, str]]] = {s: [] for s in SURFACES}
    for lang in LANGS:
        board = PassAndPlay(Match(tutor.load(game), players=2, seed=6), lang=lang,
                            playouts=6)
        rng = random.Random(6)
        while board.mode == "pass":
            out["pass"] += [("curtain", lang, t) for t in board.curtain.values()
                            if isinstance(t, str)]
            out["pass"].append(("curtain status", lang, board.status))
            board.reveal()
            out["pass"].append(("reveal status", lang, board.status))
            out["pass"] += [("log", lang, line) for line in board.moves]
            seat = board.revealed
            while board.revealed == seat and board.mode == "pass":
                board.click(rng.choice(board.state.legal_actions()))
        board.review_moves()
        for viewer in ("mover", 0):
            replay = ReplayWidget(board.match, viewer=viewer, lang=lang,
                                  reviews=board.move_reviews)
            texts = [*replay.moves, *replay.reviews, replay.review_summary, replay.status]
            for step in range(0, len(replay.match.log) + 1, 7):
                replay.goto(step)
                texts += [replay.status, replay.review_text]
            out["replay"] += [(f"{viewer}", lang, t) for t in texts if t]
            replay.close()
        board.close()
    return out


def _params() -> list:
    out = []
    for game in tutor.games():
        for surface in SURFACES:
            marks = ([pytest.mark.xfail(strict=True, reason="issue 22: the game's move words "
                                                            "still show codes")]
                     if "words" in KNOWN_FAILURES.get(game, ()) else [])
            out.append(pytest.param(game, surface, marks=marks, id=f"{game}-{surface}"))
    return out


@pytest.mark.parametrize(("game", "surface"), _params())
def test_no_code_on_the_look_back_and_pass_and_play_boards(game, surface):
    found = sorted({f"{where} ({lang}): {sorted(set(c))}: {text[:90]!r}"
                    for where, lang, text in collected(game)[surface]
                    if (c := codes(game, text, lang))})
    assert not found, f"{game}: {len(found)} texts of {surface} show codes:\n" + "\n".join(
        found[:20])


@pytest.mark.parametrize("game", tutor.games())
def test_every_surface_has_texts_in_both_languages(game):
    for surface, texts in collected(game).items():
        for lang in LANGS:
            assert [t for _, la, t in texts if la == lang], (surface, lang)


def _templates() -> list[str]:
    """The boards' own Chinese texts: the replay's and pass and play's templates, the
    review's words (every kind of review, described) and the flags."""
    out = [zh for _, zh in (*_replay._TEXTS.values(), *_pass._TEXTS.values())]
    out += [t.zh for t in SEVERITY.values()]
    words = {"played_words": {"en": "x", "zh-Hant": "甲"},
             "best_words": {"en": "y", "zh-Hant": "乙"}}
    base = {"step": 1, "seat": 0, "action": "x", "best": "y", "choices": 3, "playouts": 9}
    for played, best in ((0.6, 0.61), (0.5, 0.62), (0.4, 0.62), (0.1, 0.9), (None, None)):
        loss = 0.0 if played is None else max(0.0, best - played)
        r = MoveReview.from_dict({**base, **words, "value_played": played,
                                  "value_best": best, "loss": loss})
        out.append(r.describe("zh-Hant"))
    out.append(MoveReview.from_dict({**base, **words, "best": "x", "value_played": 0.5,
                                     "value_best": 0.5, "loss": 0.0}).describe("zh-Hant"))
    return out


@pytest.mark.parametrize("text", _templates())
def test_the_boards_own_chinese_is_taiwans_with_full_width_punctuation(text):
    assert not taiwan_usage(text), text
    plain = re.sub(r"\{[^}]*\}", "", text)  # placeholders are filled with words
    assert not re.search(r"[,:;()!?]", plain), text
