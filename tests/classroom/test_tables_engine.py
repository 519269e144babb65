"""The tables (和同學下) without a hub: a table's engine (moves, refusals, chance, bots,
take-backs, the database and back), what each seat receives (twin tables: the same for two
tables that differ only in what that seat cannot see), and the tournament's pairings and
standings."""

from __future__ import annotations

import importlib
import json
import random
import re
from itertools import islice

import pytest

import tutor
from tutor.classroom import tournament as cup
from tutor.classroom.db import Store, TableRow
from tutor.classroom.play import PLAYABLE
from tutor.classroom.tables import (
    Live,
    Refused,
    check_options,
    choose,
    clock_of,
    log_lines,
    projector_doc,
    seat_doc,
    start_position,
    table_options,
)
from tutor.core.game import sample_chance
from tutor.core.hidden import twin_action
from tutor.core.match import Match, chance_draw
from tutor.lessons.check import latin_words

SHORT = {"cartography": {"tiles_per_player": 5}}
"""Options that keep a game short (Cartography with 5 tiles each)."""


def made(store: Store, game: str, seats: list[tuple[str | None, str | None]], seed: int = 7,
         takebacks: bool = False, state: str = "playing") -> Live:
    options = SHORT.get(game, {})
    initial = start_position(game, len(seats), options, seed)
    tid = store.create_table("7a", game, len(seats), options, seed, initial.to_json(),
                             "ms-lin", seats, state, takebacks=takebacks)
    return Live.from_row(store.table(tid), [])


def keep(store: Store, live: Live, first: int, steps: list[tuple[int, str]]) -> None:
    store.add_moves(live.id, first, steps, state=live.status, turn_since=live.turn_since,
                    result=live.result)


@pytest.fixture
def store() -> Store:
    return Store("sqlite://")


@pytest.mark.parametrize(("game", "players"), [("cartography", 2), ("kanagawa", 3),
                                               ("tokaido", 4), ("karesansui", 2)])
def test_a_table_plays_to_the_end_and_comes_back_from_the_database(store, game, players):
    """Greedy bots in every seat play a whole game; every move (chance too) is stored as
    it is made; the table read back from the database is the same position, its chance
    drawn exactly as a Match with the table's seed draws it; the result is the engine's."""
    live = made(store, game, [(None, "greedy")] * players)
    while live.status != "over":
        first = live.match.cursor
        keep(store, live, first, live.play_bot(choose(live.bot_plan())))
    back = Live.from_row(store.table(live.id), store.table_moves(live.id))
    assert back.state == live.state and back.status == "over"
    assert store.table(live.id).result == live.result
    sheet = live.state.scores()
    assert live.result["totals"] == [round(t, 3) for t in sheet.totals]
    assert live.result["winners"] == list(sheet.winners)
    # The table's chance is a Match's seeded chance: every draw is chance_draw(seed, step).
    for step in live.match.history:
        if step.player < 0:
            state = live.match.position(step.index)
            assert step.notation == str(chance_draw(state, live.seed, step.index))


def test_moves_are_refused_with_their_reason_and_change_nothing(store):
    live = made(store, "kanagawa", [("ann", None), ("bo", None)])
    state = live.state
    assert live.to_act() == 0
    with pytest.raises(Refused) as e:
        live.play(1, str(state.legal_actions()[0]))
    assert e.value.status == 409 and "not your turn" in str(e.value)
    assert "還沒輪到你" in e.value.text.zh and "藍方" in e.value.text.zh
    with pytest.raises(Refused) as e:
        live.play(0, "take column 9")
    assert e.value.status == 422 and e.value.rule and e.value.text.zh.startswith("不可以這樣走：")
    assert live.state == state and live.match.cursor == 0 and live.version == 0
    live.status = "paused"
    with pytest.raises(Refused, match="paused"):
        live.play(0, str(state.legal_actions()[0]))
    live.status = "playing"
    live.seats[0].bot = "greedy"  # the teacher let a computer play ann's seat
    with pytest.raises(Refused, match="computer plays your seat"):
        live.play(0, str(state.legal_actions()[0]))
    assert live.bot_to_act() == "greedy"
    opened = made(store, "kanagawa", [("ann", None), (None, None)], state="open")
    with pytest.raises(Refused, match="Waiting for players: 1 free seats"):
        opened.play(0, str(state.legal_actions()[0]))


def test_take_backs_only_where_allowed_and_only_ones_own_last_move(store):
    strict = made(store, "cartography", [("ann", None), ("bo", None)])
    strict.play(0, str(strict.state.legal_actions()[0]))
    with pytest.raises(Refused, match="No take-backs"):
        strict.take_back(0)
    live = made(store, "cartography", [("ann", None), ("bo", None)], takebacks=True)
    assert not live.can_take_back(0)  # nothing played yet
    live.play(0, str(live.state.legal_actions()[0]))
    assert live.can_take_back(0) and not live.can_take_back(1)
    with pytest.raises(Refused, match="Only your own last move"):
        live.take_back(1)
    before = live.match.position(0)
    assert live.take_back(0) == 0 and live.state == before and live.times == []


def test_the_log_in_words_after_a_take_back_names_the_new_move_not_the_one_taken_back(store):
    """The log's words are written once per move (per viewer and language); a move taken
    back and replaced by another is written anew, for every viewer, in both languages."""
    live = made(store, "cartography", [("ann", None), ("bo", None)], takebacks=True)
    viewers = (None, 0, 1, 2)

    def fresh() -> dict[tuple[int | None, str], list[str]]:
        names = {lang: live.names(lang) for lang in ("en", "zh-Hant")}
        sep = {"en": ": ", "zh-Hant": "："}
        return {(v, lang): [f"{s.index + 1}. {names[lang][s.player]}{sep[lang]}"
                            f"{live.match.words_for(s.index, v, lang)}"
                            for s in live.match.history]
                for v in viewers for lang in ("en", "zh-Hant")}

    live.play(live.to_act(), str(live.state.legal_actions()[0]))
    seat = live.to_act()
    moves = [str(a) for a in live.state.legal_actions()]
    live.play(seat, moves[0])
    for (v, lang), lines in fresh().items():
        assert log_lines(live, v, lang) == lines
    said = log_lines(live, seat, "en")
    live.take_back(seat)
    assert log_lines(live, seat, "en") == said[:1]
    other = next(m for m in moves[1:]
                 if live.match.state.words_for(live.match.state.parse_action(m), seat, "en")
                 != said[1].split(": ", 1)[1])
    live.play(seat, other)
    for (v, lang), lines in fresh().items():
        assert log_lines(live, v, lang) == lines, (v, lang)
    assert log_lines(live, seat, "en")[1] != said[1]


def test_a_bot_chooses_from_its_seats_view():
    """Twin positions of the bot's seat (differing in what it cannot see) get the same
    move: the bot does not peek."""
    compared = 0
    for a, b in islice(twin_matches("karesansui", 3, 1, 2), 0, None, 5):
        if a.state.is_chance() or a.state.is_terminal() or a.state.current_player() != 2:
            continue
        plans = [Live(row("karesansui", 3), m, [0.0] * m.cursor).bot_plan() for m in (a, b)]
        assert choose(plans[0]) == choose(plans[1])
        compared += 1
    assert compared >= 3


# -- what each seat receives -----------------------------------------------------------------


def twin_matches(name: str, players: int, seed: int, viewer: int, limit: int = 300):
    """Two matches, step by step, that seat ``viewer`` cannot tell apart: the same history
    as the seat reads it, other cards where it does not see them (as
    :func:`tutor.core.hidden.twins`, with the actions kept)."""
    game = tutor.load(name)
    rng = random.Random(seed)
    a = Match(game.new_game(players=players, **SHORT.get(name, {})), auto_chance=False)
    b = Match(a.state, auto_chance=False)
    for _ in range(limit):
        state = a.state
        if state.is_terminal():
            return
        x = sample_chance(state, rng) if state.is_chance() else rng.choice(state.legal_actions())
        y = twin_action(state, b.state, x, viewer, rng)
        if y is None:
            return
        a.play(x)
        b.play(y)
        if a.state.public_dict(viewer) != b.state.public_dict(viewer):
            return
        yield a, b


def row(game: str, players: int) -> TableRow:
    return TableRow(1, "7a", game, players, {}, 5, "", "playing", None, False, "ms-lin", 0.0,
                    0.0, 0.0, None, None, None, None,
                    [(f"p{i}", None) for i in range(players)])


@pytest.mark.parametrize(("game", "players", "every"), [
    ("tokaido", 2, 2), ("tokaido", 3, 8), ("karesansui", 2, 9), ("karesansui", 3, 90),
    ("kanagawa", 2, 2)])
def test_a_seat_receives_the_same_from_twin_tables(game, players, every):
    """Everything a seat is sent (its board in both languages, its position code, the move
    log, whose turn, the note) is the same for two tables that differ only in cards that
    seat cannot see; so is the projector's view, for twins of any seat. Each pair compared
    really differs (a check of equal twins would pass whatever the code did)."""
    compared = 0
    for viewer in range(players):
        for seed in (1, 2, 3):
            for a, b in islice(twin_matches(game, players, seed, viewer), 0, None, every):
                if a.state.to_dict() == b.state.to_dict():
                    continue
                tables = [Live(row(game, players), m, [0.0] * m.cursor) for m in (a, b)]
                for lang in ("en", "zh-Hant"):
                    docs = [json.dumps(seat_doc(t, viewer, lang, "p0"), sort_keys=True)
                            for t in tables]
                    assert docs[0] == docs[1], (viewer, a.state.to_json(), b.state.to_json())
                    shown = [json.dumps(projector_doc(t, lang), sort_keys=True)
                             for t in tables]
                    assert shown[0] == shown[1]
                compared += 1
    assert compared >= 8


# -- options -------------------------------------------------------------------------------


def test_a_tables_options_and_clock_are_checked_with_what_is_wrong():
    assert check_options("cartography", 2, {"tiles_per_player": 5}) == {"tiles_per_player": 5}
    with pytest.raises(ValueError, match="no option 'supply' a table can set"):
        check_options("cartography", 2, {"supply": {}})
    with pytest.raises(ValueError, match="tiles_per_player=7 is not allowed"):
        check_options("cartography", 2, {"tiles_per_player": 7})
    with pytest.raises(ValueError, match="played by 2 to 2 players, not 3"):
        check_options("cartography", 3, {})
    with pytest.raises(ValueError, match="options must be an object"):
        check_options("kanagawa", 2, ["x"])
    assert clock_of(None) is None and clock_of(30) == 30.0
    for bad in (4, 3601, "30", True, float("nan")):
        with pytest.raises(ValueError, match="a clock is a number of seconds from 5"):
            clock_of(bad)


SEED_FILE = re.compile(r"\b\d{3}_[0-9a-f]{8,}\.txt\b")
"""A rulebook write-up's file name, as an option's description cites it."""


@pytest.mark.parametrize("game", PLAYABLE)
def test_the_tables_form_shows_each_option_in_the_pages_language(game):
    """Issue 24: the teacher's form showed ``simple``/``super``, ``engine``, True/False on
    the zh-Hant page. Each choice now comes with its label in the page's language (no Latin
    letter in Chinese), the raw choices stay what the form sends back, and the description
    beside them names the choices by those labels, not by their codes."""
    names = importlib.import_module(f"tutor.games.{game}.glossary").NAMES
    zh, en = table_options(game, "zh-Hant"), table_options(game, "en")
    options = {o.name: o for o in tutor.load(game).options if o.choices is not None}
    assert [o["name"] for o in zh] == [o["name"] for o in en] == list(options)
    for z, e in zip(zh, en, strict=True):
        choices = list(options[z["name"]].choices)
        assert z["choices"] == e["choices"] == choices
        assert z["default"] == e["default"] == options[z["name"]].default
        assert len(z["labels"]) == len(e["labels"]) == len(choices)
        assert not [x for x in z["labels"] if re.search("[A-Za-z]", x)], z
        assert len(set(z["labels"])) == len(z["labels"]) == len(set(e["labels"])), (z, e)
        described = SEED_FILE.sub(" ", z["description"])
        assert "`" not in described and not latin_words(described, names), z
        assert re.search("[\u4e00-\u9fff]", z["description"]), z
        for choice, label in zip(choices, z["labels"], strict=True):
            if isinstance(choice, str):
                assert f"「{label}」" in z["description"], (z["name"], choice)
                assert choice not in described, (z["name"], choice)
        for choice, label in zip(choices, e["labels"], strict=True):
            if isinstance(choice, str):
                assert f"“{label}”" in e["description"] and "`" not in e["description"], e
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        table_options(game, "fr")


def test_the_tables_form_reads_yes_no_and_seats_in_words():
    carto = {o["name"]: o for o in table_options("cartography", "zh-Hant")}
    assert carto["start_player"]["labels"] == ["藍方", "橘方"]
    assert carto["start_player"]["choices"] == [0, 1]
    assert carto["ko"]["labels"] == ["對手上一步之前", "任何先前的局面"]
    assert carto["ko"]["choices"] == ["simple", "super"]
    toka = {o["name"]: o for o in table_options("tokaido", "en")}
    assert toka["gastronomy"]["labels"] == ["no", "yes"]
    assert toka["gastronomy"]["description"].startswith("Gastronomy variant")


# -- tournaments --------------------------------------------------------------------------


@pytest.mark.parametrize("n", [4, 5, 6, 7, 8])
def test_a_round_robin_meets_everyone_once_with_seats_balanced(n):
    people = [f"p{i}" for i in range(n)]
    rounds = cup.max_rounds("round-robin", n)
    games: list[cup.Game] = []
    for r in range(1, rounds + 1):
        for seats in cup.next_round("round-robin", people, 2, games, r, 1):
            games.append(cup.Game(r, seats, [1, 0], [0]))
    met = [frozenset(g.users) for g in games if None not in g.users]
    assert len(met) == len(set(met)) == n * (n - 1) // 2
    starts = {p: sum(g.users[0] == p for g in games) for p in people}
    played = {p: sum(p in g.users for g in games) for p in people}
    assert all(played[p] == rounds for p in people)  # an odd one out meets the computer
    assert max(starts.values()) - min(starts.values()) <= 1, starts
    if n % 2:  # each pupil meets the computer once
        assert all(sum(p in g.users and None in g.users for g in games) == 1 for p in people)


def test_swiss_rounds_avoid_a_second_meeting_and_the_computer_goes_to_the_lowest():
    people = ["ann", "bo", "chen", "dee", "eve", "fay", "gus"]
    games: list[cup.Game] = []
    for r in range(1, 4):
        tables = cup.next_round("swiss", people, 2, games, r, 3)
        assert sorted(u for t in tables for u in t if u) == sorted(people)
        bot = next(t for t in tables if None in t)
        if games:  # the lowest placed who has not played the computer gets it
            lone = next(u for u in bot if u)
            order = cup.standing_order(people, games, 3)
            had = {u for g in games if None in g.users for u in g.users if u}
            assert lone == next(u for u in reversed(order) if u not in had)
        for k, seats in enumerate(tables):
            games.append(cup.Game(r, seats, [10 + k, 5], [0]))
    met = [frozenset(g.users) for g in games if None not in g.users]
    assert len(met) == len(set(met))
    counts = cup.seat_counts(games)
    assert all(abs(c[0] - c[1]) <= 1 for c in counts.values())


def test_swiss_tables_of_three_fill_the_short_table_with_computers():
    tables = cup.next_round("swiss", ["a", "b", "c", "d", "e"], 3, [], 1, 1)
    assert sorted(len([u for u in t if u]) for t in tables) == [2, 3]
    assert all(len(t) == 3 and t[-1] is not None or None in t for t in tables)


def test_standings_break_ties_by_game_points_then_by_the_games_between_the_tied():
    games = [
        cup.Game(1, ["ann", "bo"], [30, 20], [0]),
        cup.Game(1, ["chen", "dee"], [25, 25], [0, 1]),   # a shared win: half a point each
        cup.Game(2, ["bo", "chen"], [31, 29], [0]),
        cup.Game(2, ["dee", "ann"], [10, 40], [1]),
        cup.Game(3, ["ann", "chen"], [20, 30], [1]),
        cup.Game(3, ["bo", "dee"], [24, 26], [1]),
    ]
    rows = cup.standings(["ann", "bo", "chen", "dee"], games)
    by = {r.name: r for r in rows}
    assert (by["ann"].points, by["ann"].game_points) == (2.0, 90)
    assert (by["chen"].points, by["chen"].game_points) == (1.5, 84)
    assert (by["dee"].points, by["bo"].points) == (1.5, 1.0)
    # chen and dee: 1.5 points each; chen has more game points.
    assert [r.name for r in rows] == ["ann", "chen", "dee", "bo"]
    assert [r.place for r in rows] == [1, 2, 3, 4] and not any(r.shared for r in rows)
    # Equal points and game points: the game between them decides, else the place is shared.
    tied = cup.standings(["x", "y", "z"], [cup.Game(1, ["x", "y"], [10, 5], [0]),
                                             cup.Game(2, ["y", "z"], [10, 5], [0]),
                                             cup.Game(3, ["z", "x"], [10, 5], [0])])
    assert [r.points for r in tied] == [1.0, 1.0, 1.0]
    assert all(r.head == 1.0 and r.shared and r.place == 1 for r in tied)
    head, lines = cup.export_rows(tied, 3, "zh-Hant")
    assert head[:3] == ["名次", "學生", "已下盤數"] and head[-1] == "第 3 輪"
    assert lines[0][0] == "1=" and lines[0][6].startswith("勝，10 比 ")


@pytest.mark.parametrize(("fmt", "n", "size", "says"), [
    ("knockout", 4, 2, "a tournament is auto, round-robin, swiss"),
    ("round-robin", 6, 3, "a round robin is for a game of two")])
def test_a_tournament_format_is_checked(fmt, n, size, says):
    with pytest.raises(ValueError, match=says):
        cup.pick_format(fmt, n, size)
    assert cup.pick_format("auto", 8, 2) == "round-robin"
    assert cup.pick_format("auto", 9, 2) == cup.pick_format("auto", 4, 3) == "swiss"
