"""The scenario lab (tutor.lab): the same rows whatever runs the games, a real Dask cluster
whose worker dies mid-run, results files, stopping, the intervals and the charts."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

pd = pytest.importorskip("pandas")

from tutor import lab  # noqa: E402
from tutor.lab.runner import Progress, Run  # noqa: E402

GAME = dict(game="kanagawa", games=10, players=2, bots="greedy", seed=5)
"""A small experiment: ten two-player Kanagawa games between greedy bots (about 0.1 s a
game)."""


def same(a: pd.DataFrame, b: pd.DataFrame) -> bool:
    """Equal rows, apart from the time each game took."""
    return a.drop(columns="seconds").equals(b.drop(columns="seconds"))


@pytest.fixture(scope="module")
def reference() -> pd.DataFrame:
    return lab.play(**GAME, executor="inline", progress=False)


@pytest.fixture(scope="module")
def cluster():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None, silence_logs=50) as c, \
            distributed.Client(c) as client:
        yield client


def test_rows_per_game_and_seat(reference):
    assert len(reference) == 20 and list(reference["seed"].unique()) == list(range(5, 15))
    assert reference.groupby("seed")["win"].sum().round(9).eq(1).all()
    assert set(reference["start_place"]) == {1, 2}
    categories = lab.categories("kanagawa")
    assert (reference[categories].sum(axis=1) == reference["total"]).all()
    assert reference["key"].nunique() == 10 and (reference["moves"] > 0).all()
    for _, game in reference.groupby("seed"):
        best = game["total"].max()
        assert set(game.loc[game["win"] > 0, "total"]) == {best}
        assert (game["margin"] == game["total"] - game["total"][::-1].values).all()


def test_same_rows_in_a_process_pool_with_one_or_two_workers(reference):
    for workers in (1, 2):
        pooled = lab.play(**GAME, workers=workers, progress=False)
        assert same(pooled, reference), workers


def test_same_rows_on_a_dask_cluster(reference, cluster):
    on_cluster = lab.play(**GAME, executor=cluster, progress=False)
    assert same(on_cluster, reference)


def test_a_dask_worker_killed_mid_run_loses_and_doubles_no_game(cluster):
    experiment = dict(game="tokaido", games=16, players=4, bots="greedy", seed=0)
    expected = lab.play(**experiment, executor="inline", progress=False)
    killed = threading.Event()

    class KillOne(Progress):
        """Kills the process of a worker that is playing a game, once three games are
        back."""

        def update(self, run: Run) -> None:
            if run.done >= 3 and not killed.is_set():
                busy = [w for w, keys in cluster.processing().items() if keys]
                if busy:
                    killed.set()
                    os.kill(cluster.run(os.getpid, workers=busy[:1])[busy[0]],
                            signal.SIGKILL)

    got = lab.play(**experiment, executor=cluster, progress=KillOne("en"))
    assert killed.is_set()
    assert same(got, expected)
    assert got["key"].value_counts().eq(4).all() and got["key"].nunique() == 16


def _forkserver_children() -> list[int]:
    from multiprocessing import forkserver

    server = forkserver._forkserver._forkserver_pid
    children = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == server:
            children.append(int(stat.parent.name))
    return children


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux /proc")
def test_a_pool_worker_killed_mid_run_is_replaced(reference):
    killed = threading.Event()

    class KillOne(Progress):
        def update(self, run: Run) -> None:
            if run.done >= 2 and not killed.is_set():
                children = _forkserver_children()
                if children:
                    killed.set()
                    os.kill(children[0], signal.SIGKILL)

    got = lab.play(**GAME, workers=2, progress=KillOne("en"))
    assert killed.is_set()
    assert same(got, reference)


class StopAfter(Progress):
    def __init__(self, games: int) -> None:
        super().__init__("en")
        self.games = games

    def update(self, run: Run) -> None:
        if run.done >= self.games:
            run.stop()


def test_a_stopped_run_keeps_its_games_and_a_rerun_plays_the_rest(reference, tmp_path):
    path = tmp_path / "results.csv"
    run = lab.start(**GAME, executor="inline", save=path, progress=StopAfter(3))
    first = run.wait()
    assert first.attrs["stopped"] and 3 <= first["seed"].nunique() < 10
    assert same(first, reference[reference["seed"].isin(first["seed"])].reset_index(drop=True))
    lines = path.read_text().splitlines()
    assert len(lines) == 1 + 2 * first["seed"].nunique()
    calls = []
    second = lab.play(**GAME, executor="inline", save=path,
                      progress=lambda done, total: calls.append(done))
    assert same(second, reference) and not second.attrs["stopped"]
    assert len(calls) == 10 - first["seed"].nunique()  # only the missing games were played
    third = lab.play(**GAME, workers=2, save=path, progress=False)
    assert same(third, reference)
    assert len(path.read_text().splitlines()) == 1 + 20


def test_settings_play_the_same_deals_and_their_difference_has_an_interval():
    frame = lab.play("kanagawa", games=12, players=2, progress=False, executor="inline",
                     settings={"bonus 0": {"grand_master_bonus": 0}, "bonus 2": {}})
    assert list(frame["setting"].unique()) == ["bonus 0", "bonus 2"]
    a, b = (frame[frame["setting"] == s] for s in ("bonus 0", "bonus 2"))
    assert (a["seed"].values == b["seed"].values).all()
    assert a["grand_master"].sum() == 0 and b["grand_master"].sum() == 2 * 12
    result = lab.difference(frame, "grand_master", "setting")
    assert result["difference"] == pytest.approx(1.0)  # 2 points for one seat of two
    assert result["low"] == pytest.approx(1.0) and result["high"] == pytest.approx(1.0)
    again = lab.difference(frame, "total", "setting")
    assert again == lab.difference(frame, "total", "setting")  # seeded: the same interval
    assert again["low"] <= again["difference"] <= again["high"]


def test_win_share_intervals_are_wilson(reference):
    table = lab.win_share(reference, "start_place")
    assert table["seats"].tolist() == [10, 10]
    assert table["share"].sum() == pytest.approx(1.0)
    for row in table.to_dict("records"):
        assert (row["low"], row["high"]) == lab.wilson(row["wins"], row["seats"])
    assert lab.wilson(0, 10)[0] == 0.0 and lab.wilson(10, 10)[1] == 1.0
    low, high = lab.wilson(50, 100)
    assert (round(low, 4), round(high, 4)) == (0.4038, 0.5962)


def test_texts_and_tables_in_both_languages(reference):
    table = lab.win_share(reference, "start_place")
    shown = lab.localize(table, "kanagawa", "zh-Hant")
    assert shown.columns[0] == "出手順序（1 = 一開始持有大師棋子）"
    assert shown.iloc[0, 0] == "第 1 位" and shown.columns[3] == "勝率"
    for lang in ("en", "zh-Hant"):
        text = lab.verdicts(table, "kanagawa", lang=lang)
        assert len(text.splitlines()) == 2
    assert "區間" in lab.verdicts(table, "kanagawa", lang="zh-Hant")


def test_bad_input_is_refused_before_any_game():
    with pytest.raises(ValueError, match="unknown bot"):
        lab.play("kanagawa", games=2, bots="clever", progress=False)
    with pytest.raises(ValueError, match="grand_master_bonus"):
        lab.play("kanagawa", games=2, options={"grand_master_bonus": 7}, progress=False)
    with pytest.raises(ValueError, match="played by 2 to"):
        lab.play("cartography", games=2, players=3, progress=False)
    with pytest.raises(ValueError, match="one bot per seat"):
        lab.play("cartography", games=2, bots=["greedy"] * 3, progress=False)
    with pytest.raises(ValueError, match="executor"):
        lab.play("cartography", games=2, executor="threads", progress=False)
    with pytest.raises(ValueError, match="no column"):
        lab.win_share(pd.DataFrame({"win": [1.0]}), "traveller")


def test_a_strong_bot_with_a_play_out_budget_plays_the_same_game_twice():
    spec = lab.GameSpec("cartography", 2, (("tiles_per_player", 5),), ("strong:30", "greedy"), 1)
    first, second = lab.play_one(spec), lab.play_one(spec)
    strip = [{k: v for k, v in row.items() if k != "seconds"} for row in first]
    assert strip == [{k: v for k, v in row.items() if k != "seconds"} for row in second]


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_charts_draw_in_the_learners_language(reference, lang, monkeypatch):
    table = lab.win_share(reference, "start_place")
    chart = lab.win_share_chart(table, "kanagawa", lang=lang, reference={1: 0.5, 2: 0.5})
    assert chart._repr_png_().startswith(b"\x89PNG")
    title = chart.figure.axes[0].get_title(loc="left")
    assert title.startswith("Win share" if lang == "en" else "各")
    scores = lab.scores_chart(reference, "kanagawa", "start_place", lang=lang)
    assert scores.image("png")
    result = lab.difference(reference, "total", "start_place")
    difference = lab.difference_chart([result], "kanagawa", lang=lang)
    assert difference.image("png")
    for c in (chart, scores, difference):  # every axis titled, however short the chart
        ax = c.figure.axes[0]
        assert ax.get_xlabel() and (c is difference or ax.get_ylabel()), c


def test_a_long_axis_title_goes_on_two_lines_rather_than_away():
    from matplotlib.figure import Figure

    from tutor.lab.charts import _ylabel

    ax = Figure().add_subplot()
    _ylabel(ax, "起始順序（1 = 最先出發）", 3.0)
    assert ax.get_ylabel() == "起始順序（1 = 最先出發）"
    _ylabel(ax, "起始順序（1 = 最先出發）", 1.3)
    assert ax.get_ylabel() == "起始順序\n（1 = 最先出發）"
    _ylabel(ax, "Place in the start queue (1 = leaves first)", 0.5)
    assert ax.get_ylabel() == "Place in the start queue"


def test_without_a_chinese_font_the_browser_draws_the_text(reference, monkeypatch):
    from tutor.lab import charts

    monkeypatch.setattr(charts, "cjk_font", lambda: None)
    chart = lab.win_share_chart(lab.win_share(reference, "start_place"), "kanagawa",
                                lang="zh-Hant")
    assert chart.text_by_browser and chart._repr_png_() is None
    svg = chart._repr_svg_()
    assert "各出手順序" in svg and "<path" in svg  # the title kept as text
    assert lab.win_share_chart(lab.win_share(reference, "start_place"), "kanagawa",
                               lang="en")._repr_png_() is not None


def test_import_tutor_and_tutor_lab_import_no_pandas_or_matplotlib():
    code = ("import sys, tutor, tutor.lab, tutor.lessons; "
            "print(sorted(m for m in ('pandas', 'matplotlib', 'dask', 'numpy') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


def test_progress_line_says_games_rate_and_time_left():
    from tutor.lab.runner import status_line

    run = Run(lab.plan("kanagawa", 4), executor="inline", progress=False)
    assert status_line(run, "en") == "0 / 4 games"
    run.rows = {0: [], 1: []}
    run.began = time.monotonic() - 4
    assert status_line(run, "en").startswith("2 / 4 games · 0.5 games a second · about ")
    assert status_line(run, "zh-Hant").startswith("已完成 2 / 4 局・每秒 0.5 局・約剩 ")


def test_interrupting_a_run_keeps_the_games_played(reference):
    """Interrupting the kernel (a KeyboardInterrupt) during lab.play returns what finished."""
    def interrupt(done: int, total: int) -> None:
        if done == 4:
            raise KeyboardInterrupt

    for executor in ("inline", None):
        got = lab.play(**GAME, executor=executor, workers=2, progress=interrupt)
        assert got.attrs["stopped"] and got["seed"].nunique() == 4
        assert same(got, reference[reference["seed"].isin(got["seed"])].reset_index(drop=True))


def test_in_jupyterlite_the_games_run_in_the_kernel(reference, monkeypatch):
    """Pyodide has no processes and no threads: the default executor plays in the kernel,
    and lab.start plays before it returns."""
    from tutor.lab import runner

    monkeypatch.setattr(runner, "in_pyodide", lambda: True)
    run = Run(lab.plan("kanagawa", 2), progress=False)
    assert run.inline
    started = lab.start(**GAME, progress=False)
    assert started.finished and started._thread is None
    assert same(started.wait(), reference)


def test_the_benchmark_measures_every_game_unless_told_which(monkeypatch, capsys):
    """`python -m tutor.lab.bench` with no game named failed in argparse (its default
    list was checked against the choices); the games named are the ones measured."""
    from tutor.lab import bench

    calls = []
    monkeypatch.setattr(bench, "bench", lambda names, *rest: calls.append(names) or {})
    monkeypatch.setattr(bench, "table", lambda results: "")
    assert bench.main([]) == 0 and bench.main(["tokaido", "--strong-games", "1"]) == 0
    assert calls == [list(bench.CONFIGS), ["tokaido"]]
    with pytest.raises(SystemExit):
        bench.main(["chess"])
    assert "invalid choice: 'chess'" in capsys.readouterr().err


def test_a_reference_of_other_games_is_drawn_with_its_intervals(reference):
    """Karesansui's cards at two boat stone values: both bars carry their interval."""
    table = lab.win_share(reference, "start_place")
    plain = lab.win_share_chart(table, "kanagawa", reference={1: 0.5, 2: 0.5})
    both = lab.win_share_chart(table, "kanagawa", reference=table)
    bars = [c for c in both.figure.axes[0].containers if hasattr(c, "errorbar")]
    assert [c.errorbar is not None for c in bars] == [True, True]
    assert [c.errorbar is not None for c in plain.figure.axes[0].containers
            if hasattr(c, "errorbar")] == [True, False]
