"""One real Tokaido game recorded online, as engine actions: lesson 11 steps through it.

Table 136822585 of the online platform, the first game of the 150 that the replay test reads
(``tests/data/tokaido-sample.jsonl.gz``, which is not shipped with the package): four
players, the base game with the Gastronomy variant (as many meals at an inn as there are
players: option ``gastronomy``), as every recorded game is. :data:`ACTIONS` is what
:func:`.replay.recording` gives for it: the set-up forced as recorded (each seat's
traveller; the second tile dealt to each seat is not recorded, so an unused traveller
stands in), the choices and the start queue, then every move, draw and decision of the 88
turns. :data:`TURN_STARTS` gives the index in :data:`ACTIONS` of each turn's move. A test
checks both against the replay.

>>> from tutor.games.tokaido import recorded
>>> state = recorded.position(89)
>>> state.phase, state.scores().totals
('over', (80, 75, 83, 80))
"""

from __future__ import annotations

from .state import GAME, TokaidoState

TABLE = "136822585"
"""The platform's table number."""

OPTIONS = {"players": 4, "gastronomy": True}
"""How the game was played (see :data:`.replay.OPTIONS`)."""

TRAVELLERS = ('yoshiyasu', 'hirotada', 'chuubei', 'kinko')
"""Blue, Red, Green and Yellow's travellers."""

ACTIONS: tuple[str, ...] = (
    # set-up: each seat's traveller and a second tile (not recorded), the choices, the queue
    "deal yoshiyasu", "deal hiroshige", "deal hirotada", "deal satsuki",
    "deal chuubei", "deal mitsukuni", "deal kinko", "deal sasayakko",
    "choose yoshiyasu", "choose hirotada", "choose chuubei", "choose kinko",
    "departure 3,4,2,1",
    # turn 1
    "move 2", "reveal koma", "reveal ocha", "reveal kanzashi", "buy koma+kanzashi",
    # turn 2
    "move 2", "reveal konpeito", "reveal sumie", "reveal manju", "buy sumie+manju",
    # turn 3
    "move 4", "encounter annaibito-mountain",
    # turn 4
    "move 3", "donate 1",
    # turn 5
    "move 5",
    # turn 6
    "move 6", "hot spring 2",
    # turn 7
    "move 6", "hot spring 2",
    # turn 8
    "move 7",
    # turn 9
    "move 8",
    # turn 10
    "move 7",
    # turn 11
    "move 8",
    # turn 12
    "move 9", "reveal jubako", "reveal haori", "reveal shamisen", "buy jubako+haori",
    # turn 13
    "move 11", "encounter kuge",
    # turn 14
    "move 10", "donate 1",
    # turn 15
    "move 10", "donate 2",
    # turn 16
    "move 14", "hot spring 2",
    # turn 17
    "move 12",
    # turn 18
    "move 13",
    # turn 19
    "move 12",
    # turn 20
    "move 15", "meal yakitori", "meal udon", "meal tempura", "meal taimeshi", "eat tempura",
    # turn 21
    "move 15", "eat udon",
    # turn 22
    "move 15", "encounter annaibito-sea", "eat yakitori",
    # turn 23
    "move 15", "eat taimeshi",
    # turn 24
    "move 18",
    # turn 25
    "move 18",
    # turn 26
    "move 16",
    # turn 27
    "move 17", "donate 1",
    # turn 28
    "move 19",
    # turn 29
    "move 19",
    # turn 30
    "move 20",
    # turn 31
    "move 21", "encounter samurai", "encounter annaibito-sea", "keep annaibito-sea",
    # turn 32
    "move 21", "encounter samurai",
    # turn 33
    "move 20",
    # turn 34
    "move 22", "donate 1",
    # turn 35
    "move 24",
    # turn 36
    "move 23", "hot spring 2",
    # turn 37
    "move 23", "hot spring 2",
    # turn 38
    "move 25",
    # turn 39
    "move 27",
    # turn 40
    "move 26", "reveal sandogasa", "reveal uchiwa", "reveal washi", "buy sandogasa+uchiwa",
    # turn 41
    "move 25",
    # turn 42
    "move 28", "encounter annaibito-paddy", "meal fugu", "meal sashimi", "meal nigirimeshi",
    "meal tempura", "eat nigirimeshi",
    # turn 43
    "move 28", "eat tempura",
    # turn 44
    "move 28", "eat sashimi",
    # turn 45
    "move 28", "eat fugu",
    # turn 46
    "move 29",
    # turn 47
    "move 31", "encounter shokunin", "souvenir shikki",
    # turn 48
    "move 31", "encounter annaibito-sea",
    # turn 49
    "move 30", "reveal sake", "reveal daifuku", "reveal furoshiki", "buy nothing",
    # turn 50
    "move 32",
    # turn 51
    "move 33",
    # turn 52
    "move 33",
    # turn 53
    "move 34", "hot spring 3",
    # turn 54
    "move 36",
    # turn 55
    "move 35",
    # turn 56
    "move 35",
    # turn 57
    "move 38",
    # turn 58
    "move 38",
    # turn 59
    "move 39", "encounter shokunin", "souvenir netsuke",
    # turn 60
    "move 37", "donate 2",
    # turn 61
    "move 41", "reveal gofu", "reveal yukata", "reveal kamaboko", "buy gofu+kamaboko",
    # turn 62
    "move 41", "reveal geta", "reveal hashi", "reveal ukiyoe", "buy ukiyoe",
    # turn 63
    "move 40",
    # turn 64
    "move 42", "meal soba", "meal yakitori", "meal misoshiru", "meal soba", "eat misoshiru",
    # turn 65
    "move 42", "eat soba",
    # turn 66
    "move 42", "encounter miko", "eat soba",
    # turn 67
    "move 42", "eat yakitori",
    # turn 68
    "move 43", "hot spring 3",
    # turn 69
    "move 45", "encounter kuge",
    # turn 70
    "move 44", "donate 1",
    # turn 71
    "move 48",
    # turn 72
    "move 44", "donate 1",
    # turn 73
    "move 48",
    # turn 74
    "move 47",
    # turn 75
    "move 46", "reveal yunomi", "reveal ocha", "reveal konpeito", "buy yunomi+konpeito",
    # turn 76
    "move 50", "encounter miko",
    # turn 77
    "move 49", "hot spring 3",
    # turn 78
    "move 49", "hot spring 3",
    # turn 79
    "move 52",
    # turn 80
    "move 52",
    # turn 81
    "move 51",
    # turn 82
    "move 53",
    # turn 83
    "move 53",
    # turn 84
    "move 55", "meal dango", "meal dango", "meal dango", "meal sushi", "eat sushi",
    # turn 85
    "move 54", "reveal shamisen", "reveal washi", "reveal sake", "buy sake+washi",
    # turn 86
    "move 55", "eat dango",
    # turn 87
    "move 55", "eat dango",
    # turn 88
    "move 55", "eat dango",
)
"""Every action of the game, chance included, in order."""

TURN_STARTS: tuple[int, ...] = (
    13, 18, 23, 25, 27, 28, 30, 32, 33, 34, 35, 36, 41, 43, 45, 47, 49, 50, 51, 52, 58, 60, 63,
    65, 66, 67, 68, 70, 71, 72, 73, 77, 79, 80, 82, 83, 85, 87, 88, 89, 94, 95, 102, 104, 106,
    108, 109, 112, 114, 119, 120, 121, 122, 124, 125, 126, 127, 128, 129, 132, 134, 139, 144,
    145, 151, 153, 156, 158, 160, 162, 164, 165, 167, 168, 169, 174, 176, 178, 180, 181, 182,
    183, 184, 185, 191, 196, 198, 200,
)
"""For each recorded turn (1 to 88), the index in :data:`ACTIONS` of its move."""


def before(turn: int) -> tuple[str, ...]:
    """The actions played before turn ``turn`` (1 to 88) starts; ``turn`` 89 gives them all.

    Raises:
        ValueError: no such turn.
    """
    if not 1 <= turn <= len(TURN_STARTS) + 1:
        raise ValueError(f"the recorded game has turns 1 to {len(TURN_STARTS)}, not {turn!r}")
    return ACTIONS if turn > len(TURN_STARTS) else ACTIONS[: TURN_STARTS[turn - 1]]


def position(turn: int) -> TokaidoState:
    """The state just before turn ``turn`` (89: the end of the game)."""
    state = GAME.new_game(**OPTIONS)
    for action in before(turn):
        state = state.apply(action)
    return state  # type: ignore[return-value]
