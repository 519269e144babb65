"""A short fuzz run per game (``python -m tutor.fuzz``): hostile input never gets through.

Random legal play interleaved with mutated notations and action objects, corrupted saves
and malformed widget messages; see :mod:`tutor.fuzz` for what is checked. Long runs
(10^6 actions a game) are for the issue notes; this one takes a few seconds a game.
"""

from __future__ import annotations

import pytest

import tutor
from tutor.fuzz import corrupt_json, fuzz, main, mutate_text


@pytest.mark.parametrize("name", tutor.games())
def test_short_fuzz_run_finds_nothing(name: str) -> None:
    """Hundreds of legal actions, each with hostile variants around it: no failure."""
    report = fuzz(name, actions=400, seconds=6, seed=7, widget_every=20, save_every=3)
    assert report.actions > 50 and report.saves > 10 and report.messages > 5
    assert report.notations > report.actions and report.objects > 0
    assert report.failures == [], "\n".join(report.failures)


def test_the_fuzzer_finds_a_planted_fault(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bug planted in the engine (check raises on some input) is reported, not missed."""
    game = tutor.load("cartography")
    state_type = type(game.new_game())
    real = state_type._check

    def broken(self, action):  # a check that crashes on every stone
        if str(action).startswith("stone"):
            raise KeyError("planted")
        return real(self, action)

    monkeypatch.setattr(state_type, "_check", broken)
    report = fuzz("cartography", actions=60, seed=1, widget_every=0, save_every=0)
    assert any("KeyError" in f and "planted" in f for f in report.failures)


def test_mutations_are_seeded_and_varied() -> None:
    """The same seed gives the same mutations; many different ones come out."""
    import random

    a = [mutate_text("tile O3 at (0,1) rot 0", random.Random(3)) for _ in range(5)]
    b = [mutate_text("tile O3 at (0,1) rot 0", random.Random(3)) for _ in range(5)]
    assert a == b
    rng = random.Random(5)
    text = tutor.load("cartography").new_game().to_json()
    assert len({corrupt_json(text, rng) for _ in range(50)}) > 40


def test_command_line_exit_status(capsys: pytest.CaptureFixture[str]) -> None:
    """The command prints one summary line per game and exits 0 when nothing was found."""
    assert main(["cartography", "--actions", "30"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("cartography: 30 actions") and "no failure" in out
    with pytest.raises(SystemExit):
        main(["chess"])
