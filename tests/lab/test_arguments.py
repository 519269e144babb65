"""Every argument of lab.play, lab.start and lab.plan refused, when it is bad, with a
TypeError (a wrong type) or a ValueError (a wrong value) that names the argument and the
value, before any game is played; tools that are not games refused; ``strong:<n>``
bounded; plans made one game at a time, so that a billion games start at once and stop
(issue 20).
"""

from __future__ import annotations

import time
import tracemalloc
from concurrent.futures import ThreadPoolExecutor

import pytest

pd = pytest.importorskip("pandas")

from tutor import lab  # noqa: E402
from tutor.games import cartography, kanagawa  # noqa: E402
from tutor.lab import runner  # noqa: E402
from tutor.lab.experiment import MAX_ITERATIONS, MAX_SECONDS, make_lab_bot  # noqa: E402
from tutor.lab.runner import MAX_GAMES, Progress, Run  # noqa: E402

BASE = dict(game="cartography", games=2, players=2, bots="random",
            options={"tiles_per_player": 5}, seed=0, executor="inline", progress=False)


@pytest.fixture
def no_game(monkeypatch):
    """Fails the test if a game is played."""
    def play_one(spec):
        raise AssertionError(f"a game was played: {spec}")

    monkeypatch.setattr(runner, "play_one", play_one)


def _nan() -> float:
    return float("nan")


# (argument, bad value, exception, words the message must hold besides the argument)
BAD = [
    # game
    ("game", None, TypeError, "None"), ("game", 5, TypeError, "5"),
    ("game", b"kanagawa", TypeError, "b'kanagawa'"), ("game", ["kanagawa"], TypeError, "["),
    ("game", "chess", ValueError, "'chess' is not a game"),
    ("game", "Kanagawa", ValueError, "'Kanagawa' is not a game"),
    ("game", "karesansui-studio", ValueError, "'karesansui-studio' is a tool, not a game"),
    # games
    ("games", "2", TypeError, "'2'"), ("games", 2.0, TypeError, "2.0"),
    ("games", None, TypeError, "None"), ("games", True, TypeError, "True"),
    ("games", _nan(), TypeError, "nan"), ("games", -1, ValueError, "-1"),
    ("games", MAX_GAMES + 1, ValueError, str(MAX_GAMES + 1)),
    ("games", [2], TypeError, "[2]"),
    # players
    ("players", "2", TypeError, "'2'"), ("players", 2.0, TypeError, "2.0"),
    ("players", True, TypeError, "True"), ("players", _nan(), TypeError, "nan"),
    ("players", 3, ValueError, "played by 2 to 2 players, not 3"),
    ("players", 0, ValueError, "not 0"), ("players", -2, ValueError, "-2"),
    ("players", [2], TypeError, "[2]"),
    # bots
    ("bots", None, TypeError, "None"), ("bots", 5, TypeError, "5"),
    ("bots", 2.5, TypeError, "2.5"), ("bots", {"random"}, TypeError, "{'random'}"),
    ("bots", ["random", None], TypeError, "None"), ("bots", ["random", 5], TypeError, "5"),
    ("bots", ["random"], ValueError, "one bot per seat (2), not 1"),
    ("bots", ["random"] * 3, ValueError, "not 3"),
    ("bots", "clever", ValueError, "unknown bot 'clever'"),
    ("bots", "Greedy", ValueError, "unknown bot 'Greedy'"),
    ("bots", "greedy:5", ValueError, "unknown bot 'greedy:5'"),
    ("bots", "strong:", ValueError, "bad budget"),
    ("bots", "strong:infs", ValueError, "bad budget in bot 'strong:infs'"),
    ("bots", "strong:inf", ValueError, "'strong:inf'"),
    ("bots", "strong:nans", ValueError, "'strong:nans'"),
    ("bots", "strong:1e9", ValueError, "'strong:1e9'"),
    ("bots", "strong:1e3s", ValueError, "'strong:1e3s'"),
    ("bots", "strong:0", ValueError, "'strong:0'"),
    ("bots", "strong:-5", ValueError, "'strong:-5'"),
    ("bots", "strong:1.5", ValueError, "'strong:1.5'"),
    ("bots", f"strong:{MAX_ITERATIONS + 1}", ValueError, f"1 to {MAX_ITERATIONS}"),
    ("bots", "strong:10000000000", ValueError, "'strong:10000000000'"),
    ("bots", "strong:٣", ValueError, "'strong:٣'"),
    ("bots", "strong: 5", ValueError, "'strong: 5'"),
    ("bots", "strong:5_0", ValueError, "'strong:5_0'"),
    ("bots", "strong:+5", ValueError, "'strong:+5'"),
    ("bots", "strong:0s", ValueError, "'strong:0s'"),
    ("bots", "strong:0.0s", ValueError, "'strong:0.0s'"),
    ("bots", f"strong:{MAX_SECONDS + 0.5:g}s", ValueError, "at most 60"),
    ("bots", "strong:-1s", ValueError, "'strong:-1s'"),
    ("bots", ["random", "strong:infs"], ValueError, "'strong:infs'"),
    # options
    ("options", [1], TypeError, "[1] (list)"), ("options", "x", TypeError, "'x' (str)"),
    ("options", 3, TypeError, "3 (int)"), ("options", {"a", "b"}, TypeError, "(set)"),
    ("options", [("tiles_per_player", 5)], TypeError, "(list)"),
    ("options", {1: 2}, TypeError, "not 1"),
    ("options", {"colour": "red"}, ValueError, "no option 'colour'"),
    ("options", {"tiles_per_player": 7}, ValueError, "tiles_per_player=7"),
    ("options", {"tiles_per_player": 5.0}, ValueError, "5.0"),
    ("options", {"tiles_per_player": "5"}, ValueError, "'5'"),
    # settings
    ("settings", [{}], TypeError, "[{}]"), ("settings", "a", TypeError, "'a'"),
    ("settings", {"a": [1]}, TypeError, "[1]"), ("settings", {1: {}}, TypeError, "not 1"),
    ("settings", {"a\nb": {}}, ValueError, "'a\\nb'"),
    ("settings", {"a": {"ko": "mega"}}, ValueError, "settings['a']"),
    # seed
    ("seed", 1.5, TypeError, "1.5"), ("seed", "x", TypeError, "'x'"),
    ("seed", None, TypeError, "None"), ("seed", _nan(), TypeError, "nan"),
    ("seed", True, TypeError, "True"), ("seed", -1, ValueError, "-1"),
    ("seed", 2.0, TypeError, "2.0"), ("seed", [1], TypeError, "[1]"),
    # start
    ("start", "a position", TypeError, "'a position'"),
    ("start", kanagawa.new_game(players=2, seed=1), ValueError, "a position of kanagawa"),
]
"""Each bad value of each argument of plan (play and start share them)."""

RUN_BAD = [
    ("executor", "threads", ValueError, "'threads'"), ("executor", 5, ValueError, "5"),
    ("workers", 0, ValueError, "0"), ("workers", 1.5, TypeError, "1.5"),
    ("workers", "2", TypeError, "'2'"), ("workers", True, TypeError, "True"),
    ("progress", "yes", TypeError, "'yes'"), ("progress", 5, TypeError, "5"),
    ("lang", "fr", ValueError, "'fr'"), ("lang", 5, ValueError, "5"),
    ("save", 5, TypeError, "5"), ("save", "", ValueError, "''"),
]
"""Bad values of the arguments play and start add."""


def _id(case) -> str:
    name, value = case[0], case[1]
    return f"{name}={value!r}"[:40]


@pytest.mark.parametrize("case", BAD, ids=_id)
@pytest.mark.parametrize("function", ["plan", "play", "start"])
def test_a_bad_argument_is_named_with_its_value(function, case, no_game):
    name, value, error, words = case
    args = {**BASE, name: value}
    if name == "start":
        del args["options"]
    if function == "plan":
        args = {k: v for k, v in args.items() if k not in ("executor", "progress")}
    with pytest.raises(error) as caught:
        getattr(lab, function)(**args)
    message = str(caught.value)
    assert name in message, message
    assert words in message, message
    assert type(caught.value) is error


@pytest.mark.parametrize("case", RUN_BAD, ids=_id)
@pytest.mark.parametrize("function", ["play", "start"])
def test_a_bad_run_argument_is_named_with_its_value(function, case, no_game):
    name, value, error, words = case
    with pytest.raises(error) as caught:
        getattr(lab, function)(**{**BASE, name: value})
    assert (name in str(caught.value) or name == "lang") and words in str(caught.value)


def test_a_start_position_must_agree_with_the_other_arguments(no_game):
    state = cartography.new_game(players=2, seed=1, tiles_per_player=5)
    with pytest.raises(ValueError, match="either a start position or options"):
        lab.plan("cartography", 2, start=state, options={"ko": "super"})
    with pytest.raises(ValueError, match="either a start position or options"):
        lab.plan("cartography", 2, start=state, settings={"a": {}})
    with pytest.raises(TypeError, match="players must be a whole number, not 2.0"):
        lab.plan("cartography", 2, start=state, players=2.0)
    specs = lab.plan("cartography", 2, start=state, players=2)
    assert specs[0].start == state.to_json()


def test_whole_numbers_of_other_types_are_taken_as_ints(no_game):
    """numpy integers (what a DataFrame gives back) are whole numbers; floats never."""
    np = pytest.importorskip("numpy")
    a = lab.plan("cartography", np.int64(3), players=np.int32(2), seed=np.int64(4))
    b = lab.plan("cartography", 3, players=2, seed=4)
    assert a == b and type(a[0].seed) is int and a[0].key() == b[0].key()
    with pytest.raises(TypeError, match=r"seed must be a whole number, not np.float64\(4.0\)"):
        lab.plan("cartography", 3, seed=np.float64(4.0))


# -- bots ------------------------------------------------------------------------------------


def test_strong_budgets_up_to_their_bounds_are_accepted():
    assert make_lab_bot(f"strong:{MAX_ITERATIONS}", 0).iterations == MAX_ITERATIONS
    assert make_lab_bot("strong:1", 0).iterations == 1
    assert make_lab_bot(f"strong:{MAX_SECONDS:g}s", 0).seconds == MAX_SECONDS
    assert make_lab_bot("strong:0.25s", 0).seconds == 0.25
    assert make_lab_bot("strong", 0).iterations == lab.STRONG_ITERATIONS


@pytest.mark.parametrize("spec", ["strong:infs", "strong:1e9", "strong:100001", "random:1",
                                  "", ":", "strong:5s5"])
def test_make_lab_bot_refuses_what_plan_refuses(spec):
    with pytest.raises(ValueError, match=repr(spec).replace("\\", "\\\\")):
        make_lab_bot(spec, 0)
    with pytest.raises(TypeError, match="a bot is named by a string"):
        make_lab_bot(None, 0)  # type: ignore[arg-type]


# -- tools -----------------------------------------------------------------------------------


@pytest.mark.parametrize("tool", ["karesansui-studio"])
def test_a_tool_is_not_played_as_a_game(tool, no_game):
    """Issue 20: lab.play("karesansui-studio", ...) ran for hours (the studio never ends)."""
    from tutor import games

    assert tool in games.TOOLS
    for call in (lambda: lab.play(tool, games=1, progress=False),
                 lambda: lab.start(tool, games=1, progress=False),
                 lambda: lab.plan(tool, 1),
                 lambda: lab.play_one(lab.GameSpec(tool, 2, (), ("random", "random"), 0))):
        with pytest.raises(ValueError, match=f"{tool!r} is a tool, not a game"):
            call()


# -- plans made one game at a time -------------------------------------------------------------


def test_a_plan_of_a_billion_games_is_made_at_once():
    """Issue 20: every game was planned up front: lab.plan(..., games=10**6) took 6 s and
    150 MB, games=10**9 ran out of memory."""
    lab.plan("kanagawa", 1)  # the game imported before the plan is measured
    tracemalloc.start()
    began = time.perf_counter()
    specs = lab.plan("kanagawa", 10**9, settings={"a": {}, "b": {"grand_master_bonus": 0}},
                     seed=5)
    seconds = time.perf_counter() - began
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert seconds < 1.0 and peak < 2_000_000, (seconds, peak)
    assert len(specs) == 2 * 10**9
    assert (specs[0].setting, specs[0].seed) == ("a", 5)
    assert (specs[3].setting, specs[3].seed, specs[3].options) == (
        "b", 6, (("grand_master_bonus", 0),))
    assert specs[-1].seed == 5 + 10**9 - 1 and specs[-1] == specs[len(specs) - 1]
    assert [s.seed for s in specs[2:6]] == [6, 6, 7, 7]
    with pytest.raises(IndexError):
        specs[len(specs)]
    with pytest.raises(IndexError):
        specs[-len(specs) - 1]
    assert "10" in repr(specs) and len(repr(specs)) < 100


def test_a_plan_lists_the_same_games_as_before(no_game):
    """The lazy plan gives, game by game, what the plan listed up front."""
    specs = lab.plan("kanagawa", 3, players=3, bots=["random", "greedy", "strong:5"],
                     settings={"x": {"storm_token": "wild"}, "y": {}}, seed=2)
    assert [(s.seed, s.setting, s.options, s.bots) for s in specs] == [
        (seed, name, options, ("random", "greedy", "strong:5"))
        for seed in (2, 3, 4)
        for name, options in (("x", (("storm_token", "wild"),)), ("y", ()))]


class StopAfter(Progress):
    def __init__(self, games: int) -> None:
        super().__init__("en")
        self.games = games

    def update(self, run: Run) -> None:
        if run.done >= self.games:
            run.stop()


@pytest.fixture(scope="module")
def reference() -> pd.DataFrame:
    return lab.play(**{**BASE, "games": 12})


def same(a: pd.DataFrame, b: pd.DataFrame) -> bool:
    return a.drop(columns="seconds").equals(b.drop(columns="seconds"))


def played_part(reference: pd.DataFrame, frame: pd.DataFrame) -> pd.DataFrame:
    return reference[reference["seed"].isin(frame["seed"])].reset_index(drop=True)


@pytest.mark.parametrize("executor", ["inline", "processes", "threads"])
def test_a_billion_games_start_at_once_and_stop(executor, reference):
    """lab.start(games=10**9) returns at once; stopping it keeps the games played, the same
    rows as a small run of those seeds; a pool is never given more than two games per
    worker."""
    submitted = []

    class Counting(ThreadPoolExecutor):
        def submit(self, *args, **kwargs):
            future = super().submit(*args, **kwargs)
            submitted.append(future)
            assert sum(not f.done() for f in submitted) <= 2 * self._max_workers
            return future

    pool = Counting(max_workers=2) if executor == "threads" else executor
    began = time.perf_counter()
    run = lab.start(**{**BASE, "games": 10**9, "executor": pool, "workers": 2,
                       "progress": StopAfter(3)})
    assert time.perf_counter() - began < 5.0 and run.total == 10**9
    frame = run.wait()
    assert time.perf_counter() - began < 60
    assert frame.attrs["stopped"] and 3 <= frame["seed"].nunique() <= 10
    assert same(frame, played_part(reference, frame))
    if executor == "threads":
        pool.shutdown()
        assert 3 <= len(submitted) <= 3 + 2 * 2


def test_interrupting_a_billion_games_keeps_the_games_played(reference):
    def interrupt(done: int, total: int) -> None:
        if done == 3:
            raise KeyboardInterrupt

    frame = lab.play(**{**BASE, "games": 10**9, "progress": interrupt})
    assert frame.attrs["stopped"] and frame["seed"].nunique() == 3
    assert same(frame, reference[reference["seed"] < 3])


def test_the_stop_button_stops_a_billion_games(reference):
    """The bar's Stop button (lab.start in a notebook) stops the run."""
    pytest.importorskip("ipywidgets")
    from tutor.lab.runner import WidgetProgress

    class ClickAfter(WidgetProgress):
        def update(self, run: Run) -> None:
            super().update(run)
            if run.done >= 2:
                self.button.click()

    progress = ClickAfter("en", stop_button=True)
    run = lab.start(**{**BASE, "games": 10**9, "progress": progress})
    frame = run.wait()
    assert frame.attrs["stopped"] and 2 <= frame["seed"].nunique() <= 3
    assert progress.button.disabled and progress.bar.max == 10**9
    assert same(frame, played_part(reference, frame))


def test_a_results_file_is_read_as_the_plan_goes(tmp_path, reference):
    """With a billion games planned, the games already in the file are taken from it, in
    the plan's order, and the run goes on after them."""
    path = tmp_path / "r.csv"
    lab.play(**{**BASE, "games": 4}, save=path)
    calls = []

    def count(done: int, total: int) -> None:
        calls.append(done)
        if done >= 6:
            raise KeyboardInterrupt

    frame = lab.play(**{**BASE, "games": 10**9, "progress": count}, save=path)
    assert calls == [5, 6] and same(frame, reference[reference["seed"] < 6])


def test_a_stopped_run_is_not_listed_whole():
    """Nothing in a run walks the whole plan: stopped after two games of a billion, it ends
    at once and holds those two games only."""
    run = Run(lab.plan("cartography", 10**9, bots="random", options={"tiles_per_player": 5}),
              executor="inline", progress=StopAfter(2))
    began = time.perf_counter()
    run.execute()
    assert time.perf_counter() - began < 30
    assert run.stopped and sorted(run.rows) == [0, 1] and run.loaded == 0
