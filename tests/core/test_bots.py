"""Bots (random, greedy, MCTS) and the simulation helpers, on Cartography and the coin game."""

from __future__ import annotations

import random

import pytest

import tutor
from tutor.core import GreedyBot, MCTSBot, RandomBot, Simulation, play_game, simulate

GAME = tutor.load("cartography")

# On the bare start hexagon (no tiles to lay): Blue (0,-1) and (1,0), Orange (-1,-1).
# Orange to move can capture (0,-1) by playing (1,-1).
CAPTURE_SETUP = ("stone at (0,-1)a", "stone at (-1,-1)a", "stone at (1,0)a")
CAPTURE = "stone at (1,-1)a"


def states_of_a_game(seed: int = 0, **options):
    state = GAME.new_game(tiles_per_player=5, **options)
    bot = RandomBot(seed)
    out = [state]
    while not state.is_terminal():
        state = state.apply(bot.choose(state))
        out.append(state)
    return out


def capture_position():
    state = GAME.new_game(supply={})
    for a in CAPTURE_SETUP:
        state = state.apply(a)
    return state


@pytest.mark.parametrize("make_bot", [
    lambda: RandomBot(1),
    lambda: GreedyBot(1),
    lambda: MCTSBot(iterations=4, seed=1),
], ids=["random", "greedy", "mcts"])
def test_bots_choose_legal_actions(make_bot):
    """Every bot returns a legal action, in the tile step and in the stone step."""
    bot = make_bot()
    for state in states_of_a_game()[:-1:4]:
        action = bot.choose(state)
        assert state.check(action), f"{bot!r} chose {action} in {state!r}"
        assert action in state.legal_actions()


@pytest.mark.parametrize("make_bot", [
    lambda seed: RandomBot(seed),
    lambda seed: GreedyBot(seed),
    lambda seed: MCTSBot(iterations=6, seed=seed),
], ids=["random", "greedy", "mcts"])
def test_bots_are_deterministic_with_a_seed(make_bot):
    """Two bots with the same seed make the same choices in the same positions."""
    states = states_of_a_game(2)[:-1:3]
    one, two = make_bot(5), make_bot(5)
    assert [str(one.choose(s)) for s in states] == [str(two.choose(s)) for s in states]


def test_random_bot_varies_with_the_seed():
    """Different seeds give different random choices (over a whole game)."""
    state = GAME.new_game(tiles_per_player=5)
    choices = {str(RandomBot(seed).choose(state)) for seed in range(20)}
    assert len(choices) > 3


def test_greedy_bot_takes_a_capture():
    """With a capture on the board, the greedy bot takes it (+1 stone, +1 prisoner)."""
    state = capture_position()
    assert state.current_player() == 1
    assert state.apply(CAPTURE).last_captured
    for seed in range(5):
        assert str(GreedyBot(seed).choose(state)) == CAPTURE


def test_mcts_bot_with_a_tiny_budget_finishes_a_game():
    """MCTS with a few iterations (or a few milliseconds) plays a whole game to the end."""
    start = GAME.new_game(supply={}, tiles_per_player=5)
    end = play_game(start, [MCTSBot(iterations=5, seed=1), RandomBot(2)])
    assert end.is_terminal() and end.scores().final
    quick = MCTSBot(iterations=None, seconds=0.02, seed=3)
    state = GAME.new_game(tiles_per_player=5)
    assert state.check(quick.choose(state))
    with pytest.raises(ValueError, match="budget"):
        MCTSBot(iterations=None, seconds=None)


def test_mcts_bot_finds_the_capture():
    """Given a little search, MCTS also prefers the capture in the capture position."""
    assert str(MCTSBot(iterations=300, seed=0).choose(capture_position())) == CAPTURE


def test_bots_refuse_finished_games():
    """No bot can move once the game is over."""
    end = states_of_a_game()[-1]
    for bot in (RandomBot(), GreedyBot(), MCTSBot(iterations=2)):
        with pytest.raises(ValueError, match="game is over"):
            bot.choose(end)


def test_bots_handle_chance(coin):
    """Bots play through chance nodes (the coin game): greedy and MCTS sample the flips."""
    for bots in ([GreedyBot(1), MCTSBot(iterations=10, seed=2)], [RandomBot(3), RandomBot(4)]):
        end = play_game(coin.new_game(rounds=3), bots, random.Random(0))
        assert end.is_terminal() and len(end.coins) == 3


def test_play_game_stops_runaway_games():
    """play_game raises instead of looping forever past max_steps."""
    with pytest.raises(RuntimeError, match="did not end"):
        play_game(GAME.new_game(), [RandomBot(0), RandomBot(1)], max_steps=3)


def test_simulate_returns_per_player_totals():
    """simulate() plays N games and returns each game's totals and the wins per player."""
    sim = simulate(GAME, [RandomBot(1), GreedyBot(2)], games=4, seed=10, tiles_per_player=5)
    assert isinstance(sim, Simulation)
    assert len(sim.totals) == 4 and all(len(t) == 2 for t in sim.totals)
    assert sim.players == ("Blue", "Orange") and sim.bots == ("random", "greedy")
    assert sum(sim.wins) == pytest.approx(4)
    assert sim.mean(0) == pytest.approx(sum(t[0] for t in sim.totals) / 4)
    assert sim.summary().splitlines()[0] == "4 games"
    assert "Blue (random)" in repr(sim)
    # Each game is the seeded game played by the same bots.
    again = simulate(GAME, [RandomBot(1), GreedyBot(2)], games=4, seed=10, tiles_per_player=5)
    assert again.totals == sim.totals
    seen = []
    simulate(GAME, [RandomBot(1), RandomBot(2)], games=3, progress=lambda d, n: seen.append((d, n)),
             tiles_per_player=5)
    assert seen == [(1, 3), (2, 3), (3, 3)]


def test_simulate_totals_match_the_games():
    """The totals are those of the games played (replayed here by hand)."""
    sim = simulate(GAME, [RandomBot(7), RandomBot(8)], games=2, seed=3, supply={})
    bots = [RandomBot(7), RandomBot(8)]
    expected = []
    for g in range(2):
        end = play_game(GAME.new_game(seed=3 + g, supply={}), bots, random.Random(3 + g))
        expected.append(end.scores().totals)
    assert sim.totals == expected


def test_simulate_from_a_position():
    """simulate(start=...) plays every game on from the given position."""
    from tutor.core import RandomBot, simulate
    from tutor.games import cartography

    start = cartography.new_game(tiles_per_player=5).apply("tile O3 at (0,1) rot 0")
    start = start.apply("stone at (0,1)a")
    sim = simulate(cartography.GAME, [RandomBot(1), RandomBot(2)], games=3, start=start)
    assert len(sim.totals) == 3
    assert all(t[0] >= 0 for t in sim.totals)
    with pytest.raises(ValueError, match="either a start position"):
        simulate(cartography.GAME, [RandomBot(1), RandomBot(2)], games=1, start=start,
                 tiles_per_player=5)
