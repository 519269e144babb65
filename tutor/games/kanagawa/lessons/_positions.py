"""Positions for the Kanagawa lessons, written as the moves that reach them.

Every position starts with the start tiles (Blue ST1, the ocean tile; Red ST2; Green ST3;
Yellow ST4, unless a lesson deals them otherwise), and the deck is stacked so that the
cards it deals come in the order written: :func:`game` puts the backs of the listed
``deal`` moves on top of the stack (the ``stack`` option) and lets seed 1 shuffle the rest.
Longer games are scripted lesson by lesson (:func:`scripted`) or played on with every card
going into the studio (:func:`played_on`). Quotes and examples come from the Chinese rules
summary ``000_43f8316dd65002f0.txt``.

>>> from tutor.games import kanagawa
>>> s = SEED_ROW.state(kanagawa.GAME)
>>> s.school[0], s.describe()
(('A12', 'T02', 'A05', 'A18'), 'Blue to wait or take a column')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ....core.game import State, sample_chance
from ....lessons.model import Position, move_lines
from ..state import GAME, stack_of

TILES = "ST1,ST2,ST3,ST4"
"""Blue gets ST1 (ocean studio, summer painting), Red ST2 (mountain, autumn), Green ST3
(forest, winter), Yellow ST4 (plain, spring)."""


def game(moves: str = "", players: int = 2, tiles: str = TILES, later: Sequence[str] = (),
         **options: Any) -> Position:
    """The position after the start tiles and ``moves`` (one turn per line, moves separated
    by ``;``): the deck's stack puts the backs of the dealt cards on top, in order, then
    those of the cards ``later`` (which a demonstration deals after the position)."""
    deals = [m[5:] for m in move_lines(moves) if m.startswith("deal ")] + list(later)
    text = f"start tiles {','.join(tiles.split(',')[:players])}\n{moves}"
    return Position(text, players=players, options={"stack": stack_of(deals), **options},
                    seed=1)


def _decline_all(state: State, out: list[str]) -> State:
    """Decline every diploma the pupil using cards meets now (recording the moves)."""
    while state.phase == "use" and state.pending_diplomas():
        move = f"decline diploma {state.pending_diplomas()[0]}"
        out.append(move)
        state = state.apply(move)
    return state


def _order(columns: Sequence[Sequence[str]]) -> list[str]:
    """The cards of one lesson in dealing order: row by row, into the columns still open."""
    cards: list[str] = []
    for row in range(max(len(column) for column in columns)):
        cards += [column[row] for column in columns if len(column) > row]
    return cards


def scripted(lessons: Sequence[tuple[Sequence[Sequence[str]], Mapping[int, Sequence[str]]]],
             players: int = 2, tiles: str = TILES, stop: int | None = None,
             **options: Any) -> Position:
    """A game scripted lesson by lesson. Each lesson is ``(columns, uses)``: ``columns[c]``
    lists the cards dealt into column c + 1, first row first; pupil p waits until column
    p + 1 holds all its cards, takes it and plays ``uses[p]`` (by default every card goes
    into the studio), declining any diploma met that ``uses`` does not take, then ends the
    turn. With ``stop=p`` the last lesson stops in p's turn, right after ``uses[p]``."""
    deals = [card for columns, _ in lessons for card in _order(columns)]
    opts = {"stack": stack_of(deals), **options}
    start = f"start tiles {','.join(tiles.split(',')[:players])}"
    state = GAME.new_game(players=players, **opts).apply(start)
    rng = random.Random(1)  # shuffles the rest of the stack as Position(seed=1) does
    while state.phase == "shuffle":
        state = state.apply(sample_chance(state, rng))
    moves: list[str] = []

    def play(move: str) -> None:
        nonlocal state
        moves.append(move)
        state = state.apply(move)

    for k, (columns, uses) in enumerate(lessons):
        number = state.lesson
        while state.lesson == number and state.phase in ("deal", "school"):
            if state.is_chance():
                play(f"deal {columns[state.deal_col][state.rows]}")
                continue
            p = state.actor
            if len(columns[p]) > state.rows:
                play("wait")
                continue
            play(f"take column {p + 1}")
            for action in uses.get(p, [f"studio {card}" for card in columns[p]]):
                if not action.startswith(("take diploma", "decline diploma")):
                    state = _decline_all(state, moves)
                play(action)
            if p == stop and k == len(lessons) - 1:
                break
            state = _decline_all(state, moves)
            play("end turn")
    return Position("\n".join([start, *moves]), players=players, options=opts, seed=1)


def played_on(position: Position, until: Callable[[State], bool]) -> Position:
    """``position`` played on until ``until(state)`` holds: the deck's next cards are dealt
    (the first unseen card of the top back), pupils wait while they may and take the first
    column they may, every card goes into the studio and every diploma is declined."""
    state = position.state(GAME)
    moves: list[str] = []
    while not until(state):
        if state.is_terminal():
            raise ValueError("the game ended before the condition held")
        if state.is_chance():
            move = f"deal {state.dealable()[0]}"
        elif state.phase == "school":
            move = "wait" if state.check("wait") else str(state.legal_actions()[0])
        elif state.phase == "use" and state.pending_diplomas():
            move = f"decline diploma {state.pending_diplomas()[0]}"
        elif state.phase == "use" and state.areas[state.actor].hand:
            move = f"studio {state.areas[state.actor].hand[0]}"
        elif state.phase == "use":
            move = "end turn"
        else:
            raise ValueError(f"played_on cannot decide in phase {state.phase!r}")
        moves.append(move)
        state = state.apply(move)
    return Position(position.moves + "\n" + "\n".join(moves), players=position.players,
                    options=position.options, seed=position.seed)


def then(position: Position, moves: str) -> Position:
    """``position`` followed by more moves (the deck's stack is kept as it is: the moves
    may deal only what that stack deals)."""
    return Position(position.moves + "\n" + moves, players=position.players,
                    options=position.options, seed=position.seed)


def with_options(position: Position, **options: Any) -> Position:
    """``position`` played again under other game options (the same moves must stay legal)."""
    return Position(position.moves, players=position.players,
                    options={**position.options, **options}, seed=position.seed)


# -- the positions ------------------------------------------------------------------------------
# Lesson 1: the school and the goal

SEED_ROW = game("deal A12; deal T02; deal A05; deal A18", players=4, later=("B01", "B02", "A13"))
"""000_43f8316dd65002f0.txt's four-player lesson: the first row, up, up, down, up. Blue is
the rulebook's "you", Red is Kevin, Green Elizabeth and Yellow Lucy."""
FIRST_TREE = game("deal T02; deal A12")
FIRST_OCEAN = game("deal A18; deal T07")
FIRST_BRUSH = game("deal A17; deal C14")
FIRST_SUMMER = game("deal T09; deal A04")
THREE_PUPILS = game("deal A12; deal T02; deal A05", players=3)

# Lesson 2: the lesson

SEED_GREEN = then(SEED_ROW, "wait; wait")
"""Blue and Red have waited: Elizabeth (Green) decides."""
SEED_YELLOW = then(SEED_GREEN, "take column 2; studio T02; end turn")
"""Elizabeth left with the tree card: Lucy (Yellow) decides."""
_SEED_LESSON = ("deal A12; deal T02; deal A05; deal A18\nwait; wait\n"
                "take column 2; studio T02; end turn\ntake column 3; studio A05; end turn\n"
                "deal B01; deal B02\nwait\n"
                "take column 4; studio A18; studio B02; take diploma landscapes-2; end turn\n"
                "deal A13")
SEED_ALONE = game(_SEED_LESSON, players=4)
"""Kevin left with column 4; the third row is out and Blue is the last pupil in class."""
THIRD_ROW = game("deal T02; deal T13; deal B05; deal A18\nwait; wait; wait\n"
                 "take column 4; studio A18; decline diploma landscapes-2; end turn\n"
                 "deal T05; deal C04; deal T07\n"
                 "wait; wait; wait\ndeal A12; deal T09; deal T10", players=4)
"""Four pupils: Yellow left with column 4; the third row is out under columns 1-3 and Blue,
the Grand Master, decides first. Column 1 holds 2 trees (T02, T05, a face-down animal),
column 2 holds 3 (T13's two, a face-down character, T09), column 3 holds 2 (a face-down
building, T07, T10): no one may wait any more."""
NEXT_MASTER = game("deal A12; deal T02; deal C09\nwait; wait; wait\ndeal A05; deal C04; "
                   "deal A18\ntake column 3; studio C09; studio A18; end turn\nwait",
                   players=3, start_player=1)
"""Three pupils; Red is the Grand Master and holds the Assistant pawn. Red took column 3
(C09's Assistant icon), Green waited; Blue decides: column 1 holds A12 and A05 (an
Assistant icon), column 2 T02 and a face-down card."""
LAST_TWO = game("deal A05; deal A17\ntake column 2; studio A17; end turn\nwait\ndeal B01",
                start_player=1)
"""Red (Grand Master and Assistant) left at once; Blue waited and is now alone in class,
with the Assistant card A05 in column 1."""

# Lesson 3: the studio

BRUSH_ICON = game("deal A04; deal A12\nwait; wait\ndeal A08; deal A16\nwait; wait\n"
                  "deal A15; deal A17\ntake column 1")
"""Blue holds A04 (a brush icon), A08 (a double arrow) and A15 (an ocean)."""
TWO_ARROWS = game("deal A01; deal C04\ntake column 1; studio A01; place brush on S0; "
                  "place brush on S1; end turn\ntake column 2; studio C04; "
                  "decline diploma landscapes-2; end turn\n"
                  "deal A08; deal C05\nwait; wait\ndeal A14; deal C06\ntake column 1")
"""Blue's brushes stand on S0 (ocean) and S1 (forest, A01); A08 (a double arrow, painting
a forest) and A14 (an ocean landscape, painting an ocean) in hand."""
ASSISTANT = scripted([([["T09", "A05", "C08"], ["A12", "A16", "B05"]], {0: []})], stop=0,
                     start_player=1)
"""Red holds both pawns; Red took column 2, and Blue has taken column 1: T09, A05 (the
Assistant icon) and C08."""
KEEP = game("deal A12; deal C04\ntake column 1; studio A12; place brush on S0; "
            "place brush on S1; end turn\ntake column 2; studio C04; "
            "decline diploma landscapes-2; end turn\n"
            "deal A14; deal C05\nwait; wait\ndeal A06; deal C10\nwait; wait\n"
            "deal C08; deal C11\ntake column 1; paint A14 with S0")
"""Blue's brushes: S0 (ocean) has just painted A14, S1 (mountain, A12) is fresh; A06 (a keep
icon, painting a mountain) and C08 (painting an ocean) in hand."""

# Lesson 4: painting

_RED_MOUNTAINS = ("take column 2; studio C04; decline diploma landscapes-2; studio C05; "
                  "decline diploma landscapes-3; end turn")
_BLUE_LANDS = ("deal A01; deal C04\nwait; wait\ndeal A12; deal C05\n"
               "take column 1; studio A01; studio A12")
"""Blue's first lesson in several positions: a forest (A01, S1) and a mountain (A12, S2)
join the ocean start tile; Red takes two mountains."""
PAINT_FIRST = game(_BLUE_LANDS + "; end turn\n" + _RED_MOUNTAINS + "\n"
                   "deal T07; deal C06\ntake column 1")
"""Blue's studio: ocean (S0), forest (S1), mountain (S2), no brush placed yet (two in
reserve); T07 in hand needs an ocean."""
MOVE_TO_PAINT = game("deal A01; deal C04\nwait; wait\ndeal A12; deal C05\nwait; wait\n"
                     "deal A17; deal C10\ntake column 1; studio A01; studio A12; studio A17; "
                     "place brush on S0; place brush on S2; end turn\n"
                     "take column 2; studio C04; decline diploma landscapes-2; studio C05; "
                     "decline diploma landscapes-3; studio C10; end turn\n"
                     "deal T10; deal C06\ntake column 1")
"""Blue's brushes stand on S0 (ocean) and S2 (mountain); the forest S1 and the plain S3 are
empty; T10 in hand needs a forest."""
TWO_OCEANS = game(_BLUE_LANDS + "; place brush on S1; end turn\n" + _RED_MOUNTAINS + "\n"
                  "deal C08; deal C06\nwait; wait\ndeal A17; deal C10\nwait; wait\n"
                  "deal A02; deal C11\ntake column 1; studio C08; "
                  "decline diploma landscapes-2; studio A17")
"""000_43f8316dd65002f0.txt's example: A02 needs two oceans; a brush stands on the forest
S1, the last one is in reserve, the oceans S0 and S3 are empty, and so are the mountain S2
and the plain S4."""
UNIVERSAL = game("deal A09; deal C04\nwait; wait\ndeal A01; deal C05\n"
                 "take column 1; studio A09; studio A01; place brush on S0; end turn\n"
                 + _RED_MOUNTAINS + "\ndeal A12; deal C06\ntake column 1")
"""Blue's studio: the ocean start tile (a brush on it), the universal A09 (S1) and a forest
(A01, S2); A12 in hand needs a mountain."""
_ONCE_LESSON_1 = ("deal T09; deal C04\nwait; wait\ndeal A01; deal C05\n"
                  "take column 1; studio T09; decline diploma landscapes-2; studio A01; "
                  "place brush on S0; place brush on S2; end turn\n" + _RED_MOUNTAINS)
_ONCE_LESSON_2 = ("deal A04; deal C08\nwait\ntake column 2; studio C08; end turn\n"
                  "deal T07\ntake column 1")
ONCE = game(_ONCE_LESSON_1 + "\n" + _ONCE_LESSON_2)
"""Brushes on S0 (ocean) and S2 (forest), the ocean S1 empty, one double arrow; A04 and T07
in hand both need an ocean."""
ONCE_TWO_ARROWS = game(
    "deal T09; deal C04\nwait; wait\ndeal A01; deal C05\nwait; wait\ndeal A08; deal C13\n"
    "take column 1; studio T09; decline diploma landscapes-2; studio A01; studio A08; "
    "decline diploma moves-2; place brush on S0; place brush on S2; end turn\n"
    "take column 2; studio C04; decline diploma landscapes-2; studio C05; "
    "decline diploma landscapes-3; studio C13; decline diploma moves-2; end turn\n"
    + _ONCE_LESSON_2)
"""As :data:`ONCE`, with a second double arrow (A08, S3)."""
_THIRD_TREE = ("deal T07; deal C04\ntake column 1; place brush on S0; paint T07 with S0; "
               "end turn\ntake column 2; studio C04; decline diploma landscapes-2; end turn\n"
               "deal T06; deal C08\nwait\ntake column 2; studio C08; end turn\n"
               "deal T14\ntake column 1")
THIRD_TREE = game(_THIRD_TREE)
"""Blue's painting has one tree (T07); T06 (one tree) and T14 (two trees) in hand, one
fresh brush on the ocean."""

# Lesson 5: diplomas

TREES_THREE = then(THIRD_TREE, "paint T14 with S0")
"""000_43f8316dd65002f0.txt's example: the third tree; Blue must take or decline trees-3."""
FOURTH_TREE = game(_THIRD_TREE + "\npaint T14 with S0; decline diploma trees-3; studio T06; "
                   "end turn\ndeal T05; deal C10\nwait; wait\ndeal A01; deal C11\n"
                   "take column 1; studio A01")
"""Blue declined trees-3 and holds T05, a fourth tree that needs a mountain (S1 is T06's
mountain, empty; S2 is A01's forest, empty); a brush stands on S0, one waits in reserve."""
TOOK_TREES_THREE = game(_THIRD_TREE + "\npaint T14 with S0; take diploma trees-3; "
                        "studio T06; end turn\ndeal T05; deal C10\ntake column 1; "
                        "place brush on S1; paint T05 with S1")
"""Blue took trees-3 and has painted a fourth tree."""
BOAR_DEER = game("deal A04; deal C04\ntake column 1; place brush on S0; paint A04 with S0; "
                 "end turn\ntake column 2; studio C04; decline diploma landscapes-2; end turn\n"
                 "deal A10; deal C05\nwait; wait\ndeal A14; deal C06\nwait; wait\n"
                 "deal T07; deal C10\ntake column 1")
"""Blue painted a boar; in hand A10 (a deer), A14 (a crane) and T07 (a tree), each needing
the ocean, where one fresh brush stands."""
MONKS = game("deal A09; deal C04\nwait; wait\ndeal C08; deal C05\nwait; wait\n"
             "deal C09; deal C13\ntake column 1; studio A09; place brush on S0; "
             "place brush on S1; paint C08 with S0; paint C09 with S1; end turn\n"
             "take column 2; studio C04; decline diploma landscapes-2; studio C05; "
             "decline diploma landscapes-3; studio C13; decline diploma moves-2; end turn\n"
             "deal C15; deal C06\nwait; wait\ndeal C14; deal C10\nwait; wait\n"
             "deal C01; deal C11\ntake column 1")
"""Blue painted two monks (C08, C09); in hand C15 (a third monk, painting a plain), C14 (a
warrior, an ocean) and C01 (a warrior, two forests); brushes on S0 (ocean) and S1
(universal)."""
FIRST_COME = game("deal T09; deal C04\nwait\ntake column 2; studio C04; "
                  "take diploma landscapes-2; end turn\ndeal A14\ntake column 1; studio T09")
"""Red took landscapes-2; Blue's studio now shows two oceans too."""

# Lesson 6: the end and scoring

STORM_LESSONS = [
    ([["C12"], ["A13"]], {0: ["place brush on S0", "paint C12 with S0"]}),
    ([["C15"], ["A14"]], {0: ["paint C15 with S0"]}),
    ([["C02"], ["A15"]], {0: ["paint C02 with S0", "take diploma characters-3"]}),
    ([["A03"], ["A16"]], {0: ["paint A03 with S0"]}),
]
"""Blue (the plain start tile ST4, spring) paints spring, spring, summer, spring, taking
characters-3 and its storm token on the way."""
_STORM_START = scripted(STORM_LESSONS, tiles="ST4,ST1")
STORM = played_on(_STORM_START, lambda s: s.phase == "storm")
"""000_43f8316dd65002f0.txt's storm example: the deck is dealt out (every card into the
studios) and Blue places the storm token: the third card turned to spring makes five
spring cards in a row."""
DECK_EMPTY = played_on(_STORM_START, lambda s: not s.deck and s.phase == "school"
                       and s.rows < 3 and sum(a.in_class for a in s.areas) == 2)
"""The deck's last card is on the board; both pupils are still in class."""

LESSONS_38 = [
    ([["A09", "B14", "T02"], ["C18", "A12", "A01"]], {
        0: ["studio A09", "place brush on S0", "place brush on S1", "paint B14 with S0",
            "paint T02 with S1"],
        1: ["studio C18", "place brush on S0", "place brush on S1", "paint A12 with S0",
            "studio A01"]}),
    ([["A05", "C14", "T03"], ["B05", "A03", "A13"]], {
        0: ["studio A05", "paint C14 with S0", "paint T03 with S1"],
        1: ["paint B05 with S0", "studio A03", "studio A13"]}),
    ([["A04", "A17"], ["T05", "A14", "A15"]], {
        0: ["paint A04 with S0", "paint A17 with S1"],
        1: ["paint T05 with S0", "studio A14", "studio A15"]}),
    ([["T14", "B10"], ["C13", "B01", "B02"]], {
        0: ["paint T14 with S0", "decline diploma trees-3", "decline diploma trees-4",
            "paint B10 with S1", "decline diploma buildings-2"],
        1: ["paint C13 with S1", "studio B01", "studio B02"]}),
    ([["B06", "B09"], ["T13", "B04", "B07"]], {
        0: ["paint B06 with S0", "decline diploma buildings-3", "paint B09 with S1",
            "take diploma buildings-4"],
        1: ["paint T13 with S1", "take diploma trees-3", "studio B04", "studio B07"]}),
    ([["T06", "C04"], ["C08", "B08", "B11"]], {
        0: ["paint T06 with S0", "take diploma trees-5", "paint C04 with S1",
            "decline diploma characters-2"],
        1: ["paint C08 with S1", "take diploma characters-2", "studio B08", "studio B11"]}),
]
"""Six lessons for two pupils that end with 000_43f8316dd65002f0.txt's example score sheet
for Blue: 13 + 7 + 3 - 1 + 14 + 2 = 38. Blue paints with the ocean start tile (S0) and the
universal A09 (S1), two cards a lesson; Red paints one."""
GAME_38 = scripted(LESSONS_38)
FIVE_LESSONS_38 = scripted(LESSONS_38[:5])
"""The 38-point game after five lessons: Blue's painting holds the start tile and 10 lesson
cards, and the sixth lesson is dealt."""
LAST_TURN_38 = scripted([*LESSONS_38[:-1], (LESSONS_38[-1][0], {0: []})], stop=0)
"""The 38-point game at the start of Blue's last turn: T06 and C04 in hand, ten lesson
cards painted."""


def _last_assistant(s: State) -> bool:
    """Blue uses cards in the last lesson (the deck is empty), holding a card with the
    Assistant icon, while Red holds the Assistant pawn."""
    return (s.phase == "use" and s.actor == 0 and not s.deck and s.assistant == 1
            and "C16" in s.areas[0].hand)


LAST_ASSISTANT = played_on(scripted(LESSONS_38[:5]), _last_assistant)
"""The first five lessons of the 38-point game, then every card into the studios until the
last lesson: Red holds the Assistant pawn, Blue has just taken C16 (an Assistant icon)."""

END_COUNTS_START_TILE = scripted(LESSONS_38, end_counts_start_tile=True)

# Lesson 8: three turns against the 入門 bot

DRILL_DEALS = ("C04", "A14", "B04", "C13", "C02", "A17", "T13")
"""The cards the deck deals in the three-turn drill, in order: the first lesson's row (a
mountain peasant, an ocean crane), the second lesson's two rows, the third lesson's row (a
butterfly that needs a plain, and two trees that need a forest)."""
DRILL_SEED = 3
"""The seed of the 入門 bot (:class:`~tutor.core.bots.RandomBot`) that plays Red."""
DRILL_TURNS = (
    ("take column 2", "place brush on S0", "paint A14 with S0", "end turn"),
    ("take column 1", "studio B04", "studio C02", "end turn"),
)
"""Blue's first and second turns as the lessons' solutions play them (the second after
waiting once), ending each turn."""


def _versus_random() -> tuple[Position, Position, tuple[str, ...], Position]:
    """Three turns of one two-player game, Blue against the 入門 bot as Red: the position of
    each of Blue's three turns, and the bot's replies to Blue's waiting in the second (Red's
    moves and the deal that follow, as a task's replies). Red's every decision is the
    bot's, drawn in order from one seeded bot; the deck deals :data:`DRILL_DEALS`."""
    from ....core.bots import RandomBot

    bot = RandomBot(DRILL_SEED)
    deals = list(DRILL_DEALS)
    first = game(f"deal {deals.pop(0)}; deal {deals.pop(0)}", later=tuple(deals))
    state = first.state(GAME)

    def until_blue(moves: list[str]) -> None:
        nonlocal state
        while not (state.phase == "school" and state.actor == 0):
            move = f"deal {deals.pop(0)}" if state.is_chance() else str(bot.choose(state))
            moves.append(move)
            state = state.apply(move)

    def play(moves: list[str], blue: tuple[str, ...]) -> None:
        nonlocal state
        for move in blue:
            moves.append(move)
            state = state.apply(move)

    moves: list[str] = []
    play(moves, DRILL_TURNS[0])
    until_blue(moves)
    second = then(first, "\n".join(moves))
    replies: list[str] = []
    play(replies, ("wait",))
    until_blue(replies)
    moves = list(replies)
    play(moves, DRILL_TURNS[1])
    until_blue(moves)
    return first, second, tuple(replies[1:]), then(second, "\n".join(moves))


DRILL_FIRST, DRILL_SECOND, DRILL_REPLIES, DRILL_THIRD = _versus_random()
"""The drill's three turns (lesson 8), and the 入門 bot's replies when Blue waits in the
second."""
"""The 38-point game with the start tile counted toward the 11 cards: it ends a lesson
earlier (the script's sixth lesson never comes)."""

__all__ = ["GAME_38", "SEED_ROW", "STORM", "TILES", "game", "played_on",
           "scripted", "then"]
