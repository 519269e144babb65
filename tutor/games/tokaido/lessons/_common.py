"""Helpers shared by the Tokaido lessons: positions (:func:`trip`, :func:`initiatory`,
:func:`real`), what goals and questions check, the seats and travellers as the lessons name
them, and the positions more than one lesson uses."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....core.game import State
from ....lessons.model import (
    Position,
    T,
)
from .. import recorded
from ..data import (
    TRAVELLER_INDEX,
)
from ..glossary import SEATS as GLOSSARY_SEATS

Test = Callable[[State, State], bool]

SEATS = GLOSSARY_SEATS
"""The seats as the lessons name them: the glossary's (藍方, 紅方...), as the board does."""

def who(tid: str, romanised: bool = True) -> T:
    """A traveller as a lesson names it: 「琴古（Kinko）」 / "Kinko" (the romanised name once
    beside the Chinese one: ``romanised=False`` after the first mention in a text)."""
    t = TRAVELLER_INDEX[tid]
    return T(t.name, t.named("zh-Hant", romanised))


SEED = "002_b06c0eb6fbe514ea.txt"
"""The Traditional Chinese rules summary the lessons quote (in their sources folds)."""


# -- positions ------------------------------------------------------------------------------


def trip(travellers: tuple[str, ...], departure: str, moves: str = "",
         **options: Any) -> Position:
    """A journey of ``travellers`` (in seat order) from the start queue ``departure`` (first
    to leave first; ``N`` the 2-player neutral traveller), then ``moves``: the set-up is
    forced as ``tokaido.start`` forces it (each seat is dealt its traveller and an unused
    one, keeps its own, then the queue is drawn)."""
    spare = [t for t in TRAVELLER_INDEX if t not in travellers]
    lines = [f"deal {t}; deal {spare[p]}" for p, t in enumerate(travellers)]
    lines.append("; ".join(f"choose {t}" for t in travellers))
    lines.append(f"departure {departure}")
    return Position("\n".join(lines) + "\n" + moves + "\n", players=len(travellers),
                    options=options)


def initiatory(players: int, departure: str, moves: str = "", **options: Any) -> Position:
    """An Initiatory Journey (no traveller tiles, 7 coins each) from the start queue."""
    return Position(f"departure {departure}\n{moves}\n", players=players,
                    options={"initiatory": True, **options})


def real(turn: int, then: str = "") -> Position:
    """The real game recorded online (:mod:`.recorded`) just before turn ``turn`` (89: its
    end), then ``then``."""
    return Position("\n".join(recorded.before(turn)) + "\n" + then + "\n", players=4,
                    options={"gastronomy": True})


# -- what the goals and questions check -------------------------------------------------------


def _gained(seat: int, what: Callable[[Any], float], amount: float) -> Test:
    """``seat``'s ``what`` (of its Player record) has grown by exactly ``amount``."""
    return lambda start, now: what(now.players[seat]) - what(start.players[seat]) == amount


def _points(category: int) -> Callable[[Any], float]:
    return lambda pl: pl.points[category]


def _total(pl: Any) -> float:
    return pl.total


def _coins(pl: Any) -> float:
    return pl.coins


def _stop_kind(seat: int, kind: str) -> Test:
    """``seat``'s traveller now stands on a stop of ``kind``."""
    return lambda start, now: now.route.kinds[now.steps[seat]] == kind


def _at(seat: int, number: int) -> Test:
    return lambda start, now: now.position(seat) == number


def _still_last(seat: int) -> Test:
    """After the move, ``seat``'s traveller is still the farthest behind."""
    return lambda start, now: now.rearmost() == seat


def _phase(phase: str) -> Test:
    return lambda start, now: now.phase == phase


def _mover(state: Any) -> int:
    """Who moves next (0 Blue, 1 Red...)."""
    return state.mover


def _gain_after(seat: int, actions: tuple[str, ...],
                what: Callable[[Any], float] = _total) -> Callable[[Any], float]:
    """How much ``seat``'s ``what`` grows when ``actions`` are played from the position."""
    def count(state: Any) -> float:
        after = state
        for a in actions:
            after = after.apply(a)
        return what(after.players[seat]) - what(state.players[seat])
    return count


def _winner(state: Any) -> int:
    return state.scores().winners[0]



# -- positions used by more than one lesson ------------------------------------------------

START3 = trip(("kinko", "satsuki", "umegae"), "3,2,1")
"""Blue Kinko (7 coins), Red Satsuki (2), Green Umegae (5); the queue at Kyoto is, from the
front, Blue, Red, Green: Green, at the back, leaves first."""

FOUR = ("kinko", "satsuki", "umegae", "hirotada")

DOUBLES = trip(FOUR, "1,2,3,4", """
    move 6; hot spring 2     # Blue: the hot spring, a double stop
    move 8                   # Red: the farm, a double stop
    move 10; donate 1        # Green: the temple, a double stop
""")
"""Four players: Yellow is still at Kyoto; Blue on 6, Red on 8, Green on 10, each on the
road slot of a double stop."""

INN_QUEUE = trip(("kinko", "zenemon", "umegae"), "1,3,2", """
    move 15; meal dango; meal sushi; meal tofu; meal fugu; eat dango   # Blue arrives first
    move 15; eat sushi       # Green arrives second
    move 15; eat tofu        # Red arrives last
""")
"""Everyone has reached the first inn: Blue first, then Green, then Red."""

SIGHTS = ("kinko", "hirotada", "zenemon")
"""Blue Kinko (7 coins), Red Hirotada (8), Green Zen-emon (6): no ability of theirs acts at a
panorama, a hot spring or an encounter."""

TWO_INNS = trip(SIGHTS, "2,3,1", """
    move 15; meal dango; meal sushi; meal tofu; meal udon; no meal   # Red, first at the inn
    move 15; no meal         # Green
    move 5                   # Blue: paddy 1
    move 7                   # Blue again: mountain 1
    move 15; no meal         # Blue
    move 19                  # Blue leaves first: paddy 2
    move 28; meal fugu; meal soba; meal misoshiru; meal yakitori; no meal   # Green
    move 28; no meal         # Red
    move 20                  # Blue: mountain 2
    move 28; no meal         # Blue
""")
"""All three at the second inn; Blue, the last to arrive, leaves first holding two sections of
the paddy panorama and two of the mountain one."""

PADDY_DONE = Position(TWO_INNS.moves + """
    move 29                  # Blue completes the paddy panorama
    move 37; donate 1        # Red
    move 32                  # Green: the farm
""", players=3)
"""Blue (paddy complete, mountain 2) on the paddy panorama after the second inn is the last
traveller."""

TEMPLE_RACE = real(72)
"""Turn 72: Blue (1 coin) is to move; on the temple Blue has 3 coins, Red 4, Green 2,
Yellow 3."""

MONEY = ("hiroshige", "kinko", "yoshiyasu")
"""Blue Hiroshige (3 coins), Red Kinko (7), Green Yoshiyasu (9): no ability of theirs acts at
a village, a farm or a temple."""

VILLAGE = trip(MONEY, "1,2,3", "move 2; reveal koma; reveal sake; reveal haori")
"""Blue, with 3 coins, at the first village: Koma (small object, 1), Sake (food, 2), Haori
(clothing, 2)."""

BOUGHT = Position(VILLAGE.moves + "buy koma+sake\n", players=3)
"""Blue bought Koma and Sake and has no coin left; Haori went under the deck."""

BROKE = Position(BOUGHT.moves + """
    move 4; encounter kuge   # Red meets a Kuge: 3 coins
    move 3; donate 1         # Green gives a coin at the temple
""", players=3)
"""Blue, on the first village with no coin, is the last traveller again (Red on the
encounter just ahead, Green on the temple)."""

BEHIND = trip(("kinko", "satsuki", "umegae"), "2,3,1", """
    move 5       # Red leaves first: the paddy panorama
    move 7       # Green: the mountain panorama
""")
"""Blue is still at Kyoto, Red on the first paddy panorama, Green on the first mountain
panorama: Blue to move."""

RED_ON_5 = trip(("kinko", "satsuki", "umegae"), "2,3,1", """
    move 5                   # Red
    move 7                   # Green
    move 9; reveal koma; reveal sake; reveal haori; buy nothing   # Blue
""")
"""Red, on the first paddy panorama, is now the farthest behind; Green on the mountain
panorama, Blue on the second village."""

NEUTRAL_LAST = trip(("kinko", "satsuki"), "1,2,N", "move 8\nmove 5")
"""Two players: Blue on 8, Red on 5, the neutral traveller still at Kyoto; Blue, ahead, moves
it."""
