"""Hidden information: whatever a seat receives is a function of what that seat may know.

Twin games (``tutor.core.hidden.twins``) have the same history as one seat sees it and
differ in the cards it does not see. For every pair of twin positions the seat receives
the same board (ids included), the same position code, the same redraws for the bots,
the same status line after a bot or chance move, and the same Best moves advice. Each
test also checks that it compared positions that really differ (a check of twins that
happen to be equal would pass whatever the code did).
"""

from __future__ import annotations

import time
from itertools import islice

import pytest

import tutor
from tutor.core import Match
from tutor.core.errors import BadSave
from tutor.core.hidden import twin_differences, twins

SETUPS = [
    ("kanagawa", (2, 3, 4), {}),
    ("kanagawa", (2, 4), {"deck_backs": "top"}),
    ("tokaido", (2, 3, 4, 5), {}),
    ("karesansui", (2, 3, 4), {}),
]
EVERY = {"kanagawa": 7, "kanagawa-top-back": 25, "tokaido": 7, "karesansui": 40}
"""Which differing pairs the board test compares (some games give many more than others),
so that each game compares 20 to 50 pairs in a few seconds."""
IDS = ["kanagawa", "kanagawa-top-back", "tokaido", "karesansui"]


def _pairs(name: str, counts: tuple[int, ...], options: dict, seeds: range, every: int):
    """Every ``every``-th pair of differing twin positions, for every seat and count."""
    game = tutor.load(name)
    for players in counts:
        for seed in seeds:
            for viewer in range(players):
                differing = ((a, b) for a, b in twins(game, players, seed, viewer, **options)
                             if a.to_dict() != b.to_dict())
                for a, b in islice(differing, 0, None, every):
                    yield viewer, a, b


@pytest.mark.parametrize(("name", "counts", "options"), SETUPS, ids=IDS)
def test_twin_positions_look_the_same_to_their_seat(name, counts, options, request):
    """Board in both languages (with and without hints), position code and the bots'
    redraws are the same for twin positions, for every seat and player count."""
    compared = 0
    every = EVERY[request.node.callspec.id]
    for viewer, a, b in _pairs(name, counts, options, range(3), every=every):
        assert twin_differences(a, b, viewer) == [], (viewer, a.to_json(), b.to_json())
        compared += 1
    assert compared >= 20


@pytest.mark.parametrize(("name", "counts", "options"), SETUPS, ids=IDS)
def test_a_spectator_sees_only_what_every_seat_sees(name, counts, options):
    """``viewer=n`` (one past the last seat) is a spectator: a teacher's projector showing
    a class table. Twin positions of any seat (differing in what that seat does not see)
    look the same to the spectator: the same public dict and the same board, in both
    languages, so that no seat's secret reaches a projector."""
    compared = 0
    for viewer, a, b in _pairs(name, counts, options, range(2), every=EVERY[IDS[
            SETUPS.index((name, counts, options))]]):
        n = a.num_players()
        assert a.public_dict(n) == b.public_dict(n), (viewer, a.to_json(), b.to_json())
        for lang in ("en", "zh-Hant"):
            assert a.render(viewer=n, lang=lang) == b.render(viewer=n, lang=lang)
        compared += 1
    assert compared >= 20


def _widget_pair(a, b, viewer: int, lang: str):
    from tutor.widget import GameWidget

    return [GameWidget(Match(s, seed=5, auto_chance=False), viewer=viewer, lang=lang)
            for s in (a, b)]


def _shown(w) -> tuple:
    return (w.status, tuple(w.moves), w.svg, w.code)


@pytest.mark.parametrize(("name", "counts", "options"), SETUPS, ids=IDS)
def test_bot_move_status_names_no_hidden_card(name, counts, options):
    """After "Bot move" plays a hidden deal or draw (or another seat's hidden decision),
    the status line, log, board and code of the seat's board are the same in both twins."""
    pytest.importorskip("anywidget")
    compared = 0
    for viewer, a, b in _pairs(name, counts, options, range(2), every=3):
        if a.is_terminal() or a.current_player() == viewer:
            continue
        lang = ("en", "zh-Hant")[compared % 2]
        wa, wb = _widget_pair(a, b, viewer, lang)
        assert _shown(wa) == _shown(wb)
        wa.bot_move()
        wb.bot_move()
        if wa.state.public_dict(viewer) == wb.state.public_dict(viewer):
            assert _shown(wa) == _shown(wb), (wa.status, wb.status)
            compared += 1
        if compared >= 25:
            break
    assert compared >= 10


@pytest.mark.parametrize(("name", "counts", "options"), [SETUPS[0], *SETUPS[2:]],
                         ids=[IDS[0], *IDS[2:]])
def test_best_moves_are_the_same_for_twins(name, counts, options):
    """The advice a seat gets (its moves, estimates and words) is the same in twin
    positions: the search starts from what the seat may know."""
    pytest.importorskip("anywidget")
    compared = 0
    for viewer, a, b in _pairs(name, counts, options, range(2), every=5):
        if a.is_chance() or a.is_terminal() or a.current_player() != viewer:
            continue
        wa, wb = _widget_pair(a, b, viewer, "en")
        texts = [w.advise(iterations=40, seed=3) and w.hint_text for w in (wa, wb)]
        assert texts[0] and texts[0] == texts[1]
        compared += 1
        if compared >= 4:
            break
    assert compared >= 2


def test_kanagawa_top_back_caption_hides_the_shuffle():
    """With deck_backs="top", a seat's board does not say which back a shuffle put under
    the top card (it said "last: shuffle green"); the teacher's board does."""
    game = tutor.load("kanagawa")
    state = game.new_game(players=2, deck_backs="top")
    state = state.apply(state.chance_outcomes()[0][0])  # the start tiles
    for colour in ("blue", "green", "red"):
        state = state.apply(f"shuffle {colour}")
    assert state.last_for(0) == "shuffle: a card whose back is unseen"
    assert state.last_for(None) == "shuffle: a red back next"  # in words (issue 14)
    assert "a red back next" not in state.render(viewer=0)
    assert "a red back next" in state.render(viewer=None)


def test_karesansui_nothing_is_redrawn_after_the_end():
    """Once a game of Karesansui is over every card is shown: determinize and the seat's
    code keep the real cards."""
    import random

    from tutor.games import karesansui

    state = karesansui.new_game(players=4, seed=3)
    rng = random.Random(3)
    while not state.is_terminal():
        state = state.apply(rng.choice(state.legal_actions()) if not state.is_chance()
                            else state.chance_outcomes()[0][0])
    for seat in range(4):
        assert state.determinize(seat, random.Random(9)) == state
        assert state.view_for(seat).code() == state.code()


@pytest.mark.parametrize("name", tutor.games())
def test_position_code_that_unpacks_to_megabytes_is_refused_at_once(name):
    """A short code that inflates to megabytes of JSON, and a code far longer than any
    position needs, are refused with BadSave before anything is parsed."""
    import base64
    import json
    import zlib

    game = tutor.load(name)
    for payload in ([0] * 1_000_000, {f"k{i}": i for i in range(30_000)}):
        packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY,
                                  game._code_dictionary())
        raw = json.dumps(payload).encode()
        code = name + ":" + base64.urlsafe_b64encode(
            packer.compress(raw) + packer.flush()).decode().rstrip("=")
        start = time.perf_counter()
        with pytest.raises(BadSave, match="unpacks to more than|at most"):
            game.from_code(code)
        assert time.perf_counter() - start < 0.2
    with pytest.raises(BadSave, match="at most"):
        game.from_code(name + ":" + "A" * 70_000)
    state = game.new_game(players=game.min_players, seed=2)
    assert game.from_code(state.code()) == state
