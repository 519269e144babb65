"""Bots (random, greedy, MCTS, strong), hints, bot levels and the simulation helpers, on
Cartography, Kanagawa, the coin game and two toy games made here: a take-away game (a forced
win two moves deep) and a guessing game with a hidden card (no peeking)."""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass
from typing import Any

import pytest

import tutor
from tutor.core import (
    CHANCE,
    TERMINAL,
    Action,
    Category,
    Game,
    GreedyBot,
    LegalActions,
    MCTSBot,
    NotationError,
    RandomBot,
    RuleRegistry,
    ScoreSheet,
    Simulation,
    State,
    Text,
    Verdict,
    play_game,
    simulate,
)
from tutor.core.bots import (
    BOT_LEVELS,
    Analysis,
    StrongBot,
    analyse,
    make_bot,
    margins,
    strong_bot,
)

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
    lambda: StrongBot(seconds=None, iterations=8, seed=1),
], ids=["random", "greedy", "mcts", "strong"])
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
    lambda seed: StrongBot(seconds=None, iterations=10, seed=seed),
], ids=["random", "greedy", "mcts", "strong"])
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
    for bot in (RandomBot(), GreedyBot(), MCTSBot(iterations=2), strong_bot()):
        with pytest.raises(ValueError, match="game is over"):
            bot.choose(end)
    with pytest.raises(ValueError, match="game is over"):
        analyse(end, iterations=5)


def test_bots_handle_chance(coin):
    """Bots play through chance nodes (the coin game): greedy and MCTS sample the flips."""
    for bots in ([GreedyBot(1), MCTSBot(iterations=10, seed=2)], [RandomBot(3), RandomBot(4)],
                 [StrongBot(seconds=None, iterations=10, seed=5), GreedyBot(6)]):
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


# -- toy games for the strong bot ------------------------------------------------------------

TOY_RULES = RuleRegistry("toy")
TOY_RULES.add_contract_rules()
TOY_RULES.add("toy.score.win", "The win", "勝利", "One point for the winner.", "勝者得一分。",
              sources=("test",))
TOY_CATEGORIES = (Category("win", Text("win", "勝利"), "toy.score.win"),)


@dataclass(frozen=True, repr=False)
class ToyAction(Action):
    """An action of a toy game: its text is its notation."""

    text: str

    def __str__(self) -> str:
        return self.text

    @classmethod
    def parse(cls, text: str) -> ToyAction:
        words = ("take 1", "take 2", "take 3", "guess even", "guess odd") + tuple(
            f"deal {n}" for n in range(1, 7))
        if text not in words:
            raise NotationError(f"cannot read {text!r} as a toy action")
        return cls(text)


class ToyState(State):
    """What the two toy games share: two players, a score sheet with one line."""

    action_type = ToyAction

    def num_players(self) -> int:
        return 2

    def points(self) -> tuple[int, int]:
        raise NotImplementedError

    def scores(self) -> ScoreSheet:
        points = self.points()
        winners = (0, 1) if points[0] == points[1] else (int(points[1] > points[0]),)
        return ScoreSheet(("A", "B"), TOY_CATEGORIES, tuple({"win": p} for p in points),
                          self.is_terminal(), winners)

    def _check(self, action: Action) -> Verdict:
        if action in self.legal_actions():
            return Verdict.legal(str(action))
        return Verdict.illegal(str(action), "toy.score.win", Text("not now", "現在不行"))


class TakeAwayState(ToyState):
    """Take 1, 2 or 3 coins from a pile; whoever takes the last coin wins. Piles that are a
    multiple of 4 lose for the player to move; greedy only sees the last coin."""

    def __init__(self, pile: int, player: int = 0) -> None:
        self.pile, self.player = pile, player

    def current_player(self) -> int:
        return TERMINAL if self.pile == 0 else self.player

    def legal_actions(self) -> LegalActions:
        if self.pile == 0:
            return LegalActions(())
        return LegalActions(ToyAction(f"take {n}") for n in range(1, min(3, self.pile) + 1))

    def _apply(self, action: Action) -> TakeAwayState:
        return TakeAwayState(self.pile - int(str(action)[-1]), 1 - self.player)

    def words_for(self, action: str | Action, viewer: int | None = None,
                  lang: str | None = None) -> str:
        n = str(self.parse_action(action))[-1]
        return f"拿 {n} 枚硬幣" if lang == "zh-Hant" else f"take {n} coins"

    def points(self) -> tuple[int, int]:
        if self.pile:
            return (0, 0)
        return (1, 0) if self.player == 1 else (0, 1)  # the player who took the last coin

    def to_dict(self) -> dict[str, Any]:
        return {"pile": self.pile, "player": self.player}


class GuessState(ToyState):
    """B is dealt a card from 1 to 6 that A cannot see; A guesses its parity; a right guess
    wins for A, a wrong one for B. Only a bot that peeks can do better than a coin flip."""

    def __init__(self, card: int | None = None, guess: str | None = None) -> None:
        self.card, self.guess = card, guess

    def current_player(self) -> int:
        if self.card is None:
            return CHANCE
        return 0 if self.guess is None else TERMINAL

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.card is None:
            return [(ToyAction(f"deal {n}"), 1 / 6) for n in range(1, 7)]
        return []

    def legal_actions(self) -> LegalActions:
        if self.current_player() != 0:
            return LegalActions(())
        return LegalActions([ToyAction("guess even"), ToyAction("guess odd")])

    def determinize(self, viewer: int, rng: random.Random) -> GuessState:
        if viewer == 1 or self.card is None:
            return self
        return GuessState(rng.randint(1, 6), self.guess)  # A's view: any card

    def _apply(self, action: Action) -> GuessState:
        text = str(action)
        if text.startswith("deal"):
            return GuessState(int(text[-1]))
        return GuessState(self.card, text[6:])

    def points(self) -> tuple[int, int]:
        if self.guess is None:
            return (0, 0)
        right = (self.card % 2 == 0) == (self.guess == "even")
        return (1, 0) if right else (0, 1)

    def to_dict(self) -> dict[str, Any]:
        return {"card": self.card, "guess": self.guess}


class PeekingGuessState(GuessState):
    """The guessing game with a broken ``determinize`` that shows A the real card."""

    def determinize(self, viewer: int, rng: random.Random) -> GuessState:
        return self


class ToyGame(Game):
    name = "toy"
    title = Text("Toy", "玩具")
    min_players = max_players = 2
    options = ()
    rules = TOY_RULES

    def _initial(self, players: int, options: dict[str, Any]) -> State:
        return TakeAwayState(7)

    def _from_dict(self, data: dict[str, Any]) -> State:
        raise NotImplementedError


ToyState.game = ToyGame()


# -- the strong bot --------------------------------------------------------------------------


@pytest.mark.parametrize("pile,winning", [(5, "take 1"), (6, "take 2"), (7, "take 3"),
                                          (10, "take 2")])
def test_strong_bot_finds_a_forced_win_greedy_cannot_see(pile, winning):
    """In the take-away game only one move leaves the opponent a losing pile (a multiple of
    4); the score changes only at the last coin, so one ply of greedy sees nothing. The
    strong bot finds the winning move with every seed; greedy does not."""
    state = TakeAwayState(pile)
    for seed in range(5):
        assert str(StrongBot(seconds=None, iterations=300, seed=seed).choose(state)) == winning
    assert {str(GreedyBot(seed).choose(state)) for seed in range(10)} != {winning}


def test_strong_bot_takes_the_capture():
    """In Cartography the strong bot takes the capture (as greedy does) with every seed."""
    for seed in range(3):
        bot = StrongBot(seconds=None, iterations=100, seed=seed)
        assert str(bot.choose(capture_position())) == CAPTURE


def test_strong_bot_never_peeks():
    """The guess depends only on what A sees: two deals that differ in B's hidden card give
    the same choices at the same seed and budget. The same search on a game whose
    ``determinize`` shows the card (a peeking bot) guesses right every time, so the test
    would catch a bot that looked at the real state."""
    for seed in range(6):
        odd = StrongBot(seconds=None, iterations=40, seed=seed).choose(GuessState(3))
        even = StrongBot(seconds=None, iterations=40, seed=seed).choose(GuessState(4))
        assert str(odd) == str(even)
    for card, right in ((3, "guess odd"), (4, "guess even")):
        for seed in range(3):
            bot = StrongBot(seconds=None, iterations=40, seed=seed)
            assert str(bot.choose(PeekingGuessState(card))) == right


def test_strong_bot_respects_its_time_budget(monkeypatch):
    """The search stops at its deadline: with a clock that advances 10 ms each time it is
    read, a 0.3 s budget ends after the iteration that crosses 0.3 s. On the real clock
    the move takes about its budget (a loose bound: the machine may be busy)."""
    state = tutor.load("kanagawa").new_game(players=2, seed=4)
    bot = StrongBot(seconds=0.3, seed=0)
    start = time.perf_counter()
    bot.choose(state)
    assert bot.last_search.iterations > 1
    assert time.perf_counter() - start < 2.0

    import tutor.core.bots as bots_module

    ticks = iter(range(10**6))

    class FakeClock:
        @staticmethod
        def perf_counter() -> float:
            return next(ticks) * 0.01

    monkeypatch.setattr(bots_module, "time", FakeClock)
    bot = StrongBot(seconds=0.3, seed=0)
    bot.analyse(state)  # the whole budget (choose may stop early when a move is decided)
    # one clock reading before the search, one before each iteration, one at the end
    assert bot.last_search.iterations == 29
    assert bot.last_search.seconds == pytest.approx(0.31)


def test_strong_bot_plays_a_single_legal_action_at_once():
    """No search when there is nothing to choose."""
    state = TakeAwayState(1)
    bot = StrongBot(seconds=5.0, seed=0)
    start = time.perf_counter()
    assert str(bot.choose(state)) == "take 1"
    assert time.perf_counter() - start < 0.1 and bot.last_search.iterations == 0


def test_strong_bot_stops_early_when_one_move_cannot_be_caught():
    """With a large budget and a winning move, the search stops once no other move can
    catch up; the move is the one the full budget would choose."""
    bot = StrongBot(seconds=None, iterations=3000, seed=0)
    assert str(bot.choose(TakeAwayState(3))) == "take 3"
    assert bot.last_search.stopped_early and bot.last_search.iterations < 3000
    full = analyse(TakeAwayState(3), iterations=3000, seed=0)
    assert full.iterations == 3000 and full.best == "take 3"


def test_strong_bot_reuses_its_tree_within_a_turn():
    """In Kanagawa a turn is several decisions (take a column, then place each card): the
    bot goes on with the subtree of the move it just played."""
    kanagawa = tutor.load("kanagawa")
    bot = StrongBot(seconds=None, iterations=30, seed=0)
    state = kanagawa.new_game(players=2, seed=2)
    reused = []
    while not state.is_terminal() and len(reused) < 12:
        if state.is_chance():
            state = state.apply(state.chance_outcomes()[0][0])
            continue
        me = state.current_player()
        action = bot.choose(state) if me == 0 else GreedyBot(0).choose(state)
        if me == 0 and bot.last_search.iterations:
            reused.append(bot.last_search.reused)
        state = state.apply(action)
    assert any(reused) and not all(reused)


def test_strong_bot_budgets_are_checked():
    """A bot without a budget, or with a budget that is not positive, is refused."""
    for kwargs in ({"seconds": None}, {"seconds": 0}, {"seconds": None, "iterations": 0},
                   {"seconds": 1, "epsilon": 2}):
        with pytest.raises(ValueError):
            StrongBot(**kwargs)


def test_margins_of_every_seat():
    """margins() gives each seat its total minus the best other total."""
    kanagawa = tutor.load("kanagawa")
    end = play_game(kanagawa.new_game(players=3, seed=1), [GreedyBot(p) for p in range(3)])
    totals = end.scores().totals
    for seat, value in enumerate(margins(end)):
        assert value == totals[seat] - max(t for p, t in enumerate(totals) if p != seat)


def test_strong_bot_beats_greedy_in_a_quick_match():
    """A smoke test of strength: with 20 iterations a move (a small fraction of its normal
    budget), the strong bot wins most of six Cartography games on the bare start map
    against greedy, each deal played from both seats."""
    wins = 0.0
    for g in range(6):
        seat = g % 2
        bots: list[Any] = [GreedyBot(10 + g), GreedyBot(20 + g)]
        bots[seat] = StrongBot(seconds=None, iterations=20, seed=g)
        sheet = play_game(GAME.new_game(supply={}), bots).scores()
        wins += 1 / len(sheet.winners) if seat in sheet.winners else 0
    assert wins >= 4


# -- hints and levels ------------------------------------------------------------------------


def test_analyse_lists_the_best_moves_with_estimates():
    """The analysis ranks moves by visits; the winning move is first with the higher win
    share, and the visits add up to no more than the iterations."""
    hint = analyse(TakeAwayState(6), iterations=400, seed=1)
    assert isinstance(hint, Analysis)
    assert hint.best == "take 2" and hint.player == 0
    assert [m.visits for m in hint.moves] == sorted((m.visits for m in hint.moves), reverse=True)
    assert sum(m.visits for m in hint.moves) <= hint.iterations == 400
    assert hint.moves[0].win_share > max(m.win_share for m in hint.moves[1:])
    assert len(analyse(TakeAwayState(6), iterations=50, top=1).moves) == 1
    # moves are in words (the game's words_for) for the seat, in each language
    assert hint.moves[0].text == Text("take 2 coins", "拿 2 枚硬幣")
    assert "1. 「拿 2 枚硬幣」：勝算約" in hint.describe("zh-Hant")
    assert "1. take 2 coins: about" in hint.describe("en")


def test_analyse_is_deterministic_with_an_iteration_budget():
    """Same position, seed and iterations: the same analysis and the same words."""
    state = tutor.load("kanagawa").new_game(players=3, seed=5)
    one, two = analyse(state, iterations=40, seed=7), analyse(state, iterations=40, seed=7)
    assert one == two and one.describe("zh-Hant") == two.describe("zh-Hant")


def test_analysis_speaks_both_languages():
    """describe() names the seat and every listed move with its estimate, in English and in
    Traditional Chinese; an unknown language is refused."""
    hint = analyse(capture_position(), iterations=60, seed=0)
    en, zh = hint.describe("en"), hint.describe("zh-Hant")
    assert en.startswith("Orange: the bot's best moves after 60 play-outs")
    assert zh.startswith("橘方：電腦模擬 60 局後的最佳著法：")
    for i, m in enumerate(hint.moves, 1):
        pct = int(m.win_share * 20 + 0.5) * 5
        assert f"{i}. {m.text['en']}: about {pct}% chance to win (tried in {m.visits} " in en
        assert f"{i}. 「{m.text['zh-Hant']}」：勝算約 {pct}%（在 {m.visits} 局模擬中試過）" in zh
    assert str(hint) == en
    with pytest.raises(ValueError, match="language"):
        hint.describe("fr")


def test_bot_levels_have_both_languages_and_make_their_bots():
    """Each level has a label and a description in both languages and makes its bot."""
    assert list(BOT_LEVELS) == ["random", "greedy", "strong"]
    for name, level in BOT_LEVELS.items():
        assert level.name == name
        for text in (level.label, level.description):
            assert text["en"] and text["zh-Hant"] and text["en"] != text["zh-Hant"]
        bot = make_bot(name, seed=1)
        assert bot.name == name
        state = GAME.new_game(tiles_per_player=5)
        assert state.check(bot.choose(state)) if name != "strong" else True
    assert isinstance(make_bot("strong", seconds=0.1), StrongBot)
    assert make_bot("strong", seconds=0.1).seconds == 0.1
    with pytest.raises(ValueError, match="random, greedy, strong"):
        make_bot("expert")


def test_strong_bot_and_hints_refuse_a_chance_event():
    """At a deal no player decides: the strong bot and the hints say so."""
    state = GuessState()
    assert state.is_chance()
    with pytest.raises(ValueError, match="chance event"):
        StrongBot(seconds=None, iterations=5).choose(state)
    with pytest.raises(ValueError, match="chance event"):
        analyse(state, iterations=5)


def test_strong_bot_plays_a_whole_game_with_more_players():
    """A three-player Kanagawa game (hidden cards, chance, turns of several decisions) played
    to the end by strong bots with a tiny budget: every choice legal, the game over."""
    kanagawa = tutor.load("kanagawa")
    bots = [StrongBot(seconds=None, iterations=3, seed=p) for p in range(3)]
    end = play_game(kanagawa.new_game(players=3, seed=6), bots, random.Random(6))
    assert end.is_terminal() and end.scores().final


def kanagawa_twins():
    """A 3-player Kanagawa decision with face-down cards in the school, and its twin: the
    same position with one face-down card swapped for an unseen deck card of the same back
    colour. No pupil can tell the two apart."""
    kanagawa = tutor.load("kanagawa")
    state, rng = kanagawa.new_game(players=3, seed=2), random.Random(0)
    while state.is_chance() or not state.face_down_cards() or len(state.legal_actions()) < 2:
        if state.is_chance():
            state = state.apply(state.chance_outcomes()[rng.randrange(
                len(state.chance_outcomes()))][0])
        else:
            state = state.apply(state.legal_actions()[0])
    row, col, card = state.face_down_cards()[0]
    other = next(c for c in state.deck if c[0] == card[0])
    doc = json.loads(state.to_json())
    doc["state"]["school"][row][col] = other
    doc["state"]["deck"] = sorted([c for c in state.deck if c != other] + [card])
    if doc["state"]["last_action"] == f"deal {card}":
        doc["state"]["last_action"] = f"deal {other}"
    return state, kanagawa.from_json(json.dumps(doc))


def test_strong_bot_does_not_peek_at_kanagawa_face_down_cards():
    """Two Kanagawa positions that differ only in a face-down card get the same analysis
    (every estimate and visit count) and the same move at the same seed and budget: the
    search only ever sees cards drawn again from what the seat to act cannot see."""
    state, twin = kanagawa_twins()
    assert state != twin
    for seed in range(2):
        assert analyse(state, iterations=25, seed=seed) == analyse(twin, iterations=25,
                                                                     seed=seed)
        one = StrongBot(seconds=None, iterations=25, seed=seed).choose(state)
        two = StrongBot(seconds=None, iterations=25, seed=seed).choose(twin)
        assert str(one) == str(two)
