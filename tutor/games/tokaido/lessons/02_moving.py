"""Tokaido lesson 2: moving (the core: the last traveller moves, forward, never past an inn,
and leaves an inn in the order of arrival; going further: double stops with 4 or 5)."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    Deeper,
    HowMany,
    LegalOrNot,
    Lesson,
    Play,
    Position,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ._common import (
    BEHIND,
    DOUBLES,
    INN_QUEUE,
    RED_ON_5,
    SEATS,
    _at,
    _mover,
    _still_last,
    trip,
)

SHARED = Position(DOUBLES.moves + "move 6; hot spring 3   # Yellow takes the side slot of 6\n",
                  players=4)
"""Yellow has joined Blue on the double hot spring, in its side slot."""

DOUBLES_3P = trip(("kinko", "satsuki", "umegae"), "1,2,3", """
    move 6; hot spring 2     # Blue: the hot spring, a double stop
""")
"""Three players: Blue on the double hot spring; Red to move."""

LESSON = Lesson(
    game="tokaido", number=2, slug="moving",
    title=T("Moving: the last traveller moves", "移動：最後面的旅行者移動"),
    minutes=15,
    objectives=(
        T("tell whose turn it is", "看出輪到誰"),
        T("move to a free stop without passing an inn", "往前移動到空的位置，不越過旅店"),
    ),
    steps=(
        Read(T(
            """
## Whoever is last moves

No turns in seat order: the traveller **farthest from Edo** moves, again if still last. Go
**forward**, as far as you like, to a **free** stop, never past an **inn**: everyone stops at
each.
""",
            """
## 最後面的人移動

東海道沒有依座位輪流：永遠由**離江戶最遠**的旅行者移動；移動後如果仍然在最後面，就再移動一次。
你**往前**走，想走多遠都可以，但要停在**空的**位置，而且不能越過**旅店**：每個人都要在每個旅店停下。
"""), sources=T(
            """
The summary (遊玩, play): 「在遊戲中永遠都是旅行者指示物離終點最遠的玩家進行動作，如果一樣遠則是排在
比較下方的先動。」 (The player whose traveller is farthest from the end always acts; if two
are as far, the lower one moves first.) 「所有旅行者都必須停留在旅店」 (every traveller must
stop at the inns). Rules `tokaido.move.rearmost`, `tokaido.move.forward`,
`tokaido.move.free-space`, `tokaido.move.no-passing-inn`.
""",
            """
摘要的「遊玩」：「在遊戲中永遠都是旅行者指示物離終點最遠的玩家進行動作，
如果一樣遠則是排在比較下方的先動。」「所有旅行者都必須停留在旅店」。規則 `tokaido.move.rearmost`、
`tokaido.move.forward`、`tokaido.move.free-space`、`tokaido.move.no-passing-inn`。
""")),
        Task(
            "move-again",
            T("Blue, still at Kyoto, moves: stop so that Blue moves again straight after.",
              "還在京都的藍方移動：停在一個讓藍方接著再移動一次的位置。"),
            BEHIND,
            Reach(_still_last(0), T("After that move Blue is no longer the last traveller: "
                                    "someone else moves next.",
                                    "這樣移動後藍方就不是最後面了：下一個移動的是別人。")),
            solution=("move 3",),
            hints=(T("Who moves after Blue? The traveller farthest behind.",
                     "藍方之後誰移動？離終點最遠的旅行者。"),
                   T("Red stands on the paddy panorama and Green on the mountain panorama: "
                     "where must Blue stop to stay behind both?",
                     "紅方在田的全景畫，綠方在山的全景畫：藍方停在哪裡才會在兩人後面？")),
            highlight=("move 2", "move 3", "move 4", "move 6", "move 8"),
            rules=("tokaido.move.rearmost", "tokaido.move.forward"),
            wrong="move 5", wrong_rule="tokaido.move.free-space",
            success=T("Blue is still the farthest behind, so Blue moves again.",
                      "藍方仍然在最後面，所以藍方再移動一次。"),
        ),
        Task(
            "farthest",
            T("Blue moves: go as far down the road as the rules allow.",
              "藍方移動：在規則允許的範圍內走到最遠。"),
            BEHIND,
            Reach(_at(0, 15), T("Blue could go farther than that.", "藍方可以走得更遠。")),
            solution=("move 15",),
            hints=(T("Which kind of stop may no traveller pass?",
                     "哪一種位置所有旅行者都不能越過？"),
                   T("Look at the end of this row of the road.", "看看這一排道路的最後面。")),
            highlight=("move 12", "move 13", "move 14", "move 15"),
            rules=("tokaido.move.no-passing-inn",),
            wrong="move 16", wrong_rule="tokaido.move.no-passing-inn",
            success=T("The inn: nobody goes past it. Red and Green now have several moves "
                      "before Blue moves again.",
                      "旅店：沒有人能越過它。在藍方再移動之前，紅方和綠方可以走好幾次。"),
            hide_legal=True,
        ),
        Read(T(
            """
## Waiting at the inn

Travellers wait at an inn, lined up in the order they arrive, until everyone is there. Then
the last to arrive, at the back of the line, leaves first.
""",
            """
## 在旅店等待

旅行者依到達的順序在旅店排好，等所有人到齊。然後最後到達、排在最後面的人最先出發。
"""), sources=T(
            """
The summary: 「當玩家到達旅店時就會被強制停下直到所有人都到達。……依照到達順序由上而下排列。」
(A player reaching an inn must stop there until everyone has arrived, lined up from the top
in order of arrival.) 「排在最下方的玩家先進行移動」 (the player lowest in the line moves
first). Rule `tokaido.move.inn-queue`.
""",
            """
摘要：「當玩家到達旅店時就會被強制停下直到所有人都到達。……依照到達順序由上而下排列。」
「排在最下方的玩家先進行移動」。規則 `tokaido.move.inn-queue`。
""")),
        Quiz((
            LegalOrNot("q-back", RED_ON_5, "move 4", markers=("stop-4",),
                       note=T("Red stands on the paddy panorama: the encounter ① is behind "
                              "him.", "紅方在田的全景畫：邂逅①在他後面。")),
            LegalOrNot("q-past-inn", BEHIND, "move 17", markers=("stop-17",),
                       note=T("The temple ① is past the first inn, where everyone must stop.",
                              "寺廟①在第一個旅店之後，而每個人都必須停在旅店。")),
            Choose("q-inn-queue", T("At the first inn Blue arrived first, then Green, then "
                                    "Red; all have eaten. Who sets off first?",
                                    "在第一個旅店，藍方最先到，接著是綠方，最後是紅方；大家都吃過了。"
                                    "誰最先出發？"),
                   tuple(SEATS[:3]), _mover,
                   T("The last to arrive is at the back of the line: the last traveller moves.",
                     "最後到達的人排在最下方：由最後面的旅行者移動。"),
                   rules=("tokaido.move.inn-queue",), position=INN_QUEUE, picture=False),
        )),
        Deeper(T("Double stops, for games of four or five.",
                 "四人或五人遊戲的雙格位置。")),
        Read(T(
            """
## Double stops

Some stops have a fainter **side place**. With 4 or 5 players a second traveller may take
it; with 2 or 3 it stays empty. The traveller in the side place arrived later and counts as
**behind**: they move first.
""",
            """
## 雙格位置

有些位置有第二個、顏色較淡的空位。4 或 5 人時，第二位旅行者可以停在那裡；2 或 3 人時它不使用。
停在第二個空位的旅行者比較晚到，算在**後面**：他先移動。
"""), sources=T(
            """
The summary: 「有些位置上會有兩個空位，先到達的玩家將會佔據上方的位置。」 (Some positions have
two places; the first to arrive takes the upper one.) 「第二個空位只有在4或5人遊戲時才使用。」
(The second place is used only with 4 or 5 players.) Rules `tokaido.move.double-spaces`,
`tokaido.move.side-slot-behind`.
""",
            """
摘要：「有些位置上會有兩個空位，先到達的玩家將會佔據上方的位置。」
「第二個空位只有在4或5人遊戲時才使用。」規則 `tokaido.move.double-spaces`、
`tokaido.move.side-slot-behind`。
""")),
        Task(
            "side-place",
            T("Four players; Yellow, at Kyoto, moves: go as far as possible and still move "
              "again next.",
              "四人遊戲；還在京都的黃方移動：盡量走遠，但接著還要再移動一次。"),
            DOUBLES,
            Play(("move 6",), T("Yellow can go farther and still be the last traveller.",
                                "黃方可以走得更遠，而且仍然在最後面。")),
            solution=("move 6",),
            hints=(T("Blue, on the hot spring, is the traveller closest to Kyoto. Where can "
                     "Yellow stop and still be behind Blue?",
                     "藍方停在溫泉，是離京都最近的旅行者。黃方停在哪裡仍然在藍方後面？"),
                   T("A double stop's side place counts as behind its road place.",
                     "雙格位置的第二個空位，算在第一個空位的後面。")),
            highlight=("move 5", "move 6", "move 7"),
            rules=("tokaido.move.double-spaces", "tokaido.move.side-slot-behind",
                   "tokaido.move.rearmost"),
            wrong="move 7",
            explain={"move 7": T("Then Blue, on the hot spring, is behind Yellow and moves "
                                 "next.", "這樣停在溫泉的藍方就在黃方後面，下一個移動的是藍方。"),
                     "move 9": T("Then Blue, on the hot spring, is behind Yellow and moves "
                                 "next.", "這樣停在溫泉的藍方就在黃方後面，下一個移動的是藍方。")},
            success=T("Yellow shares the hot spring with Blue, in the side place: Yellow counts "
                      "as behind and moves again.",
                      "黃方和藍方同在溫泉，停在第二個空位：黃方算在後面，所以再移動一次。"),
            hide_legal=True,
        ),
        Quiz((
            LegalOrNot("q-double-3p", DOUBLES_3P, "move 6", markers=("stop-6",),
                       note=T("Three players: the side place of the double stop ① is not used.",
                              "三人遊戲：雙格位置①的第二個空位不使用。")),
            LegalOrNot("q-double-4p", DOUBLES, "move 8", markers=("stop-8",),
                       rules=("tokaido.move.double-spaces",),
                       note=T("Four players: Red holds the road place of the farm ①, the side "
                              "place is free.",
                              "四人遊戲：紅方佔了農田①路上的那一格，第二個空位還空著。")),
            Choose("q-shared", T("Yellow has joined Blue on the hot spring, in the side place. "
                                 "Who moves next?",
                                 "黃方停在溫泉的第二個空位，和藍方在一起。下一個移動的是誰？"),
                   tuple(SEATS[:4]), _mover,
                   T("Both are the farthest behind; the one in the side place counts as behind "
                     "and moves first.",
                     "兩人都在最後面；停在第二個空位的人算在後面，先移動。"),
                   rules=("tokaido.move.side-slot-behind",), position=SHARED, picture=False),
            HowMany("q-choices", T("Three players: Blue, still at Kyoto, is to move. How many "
                                   "stops may Blue choose from?",
                                   "三人遊戲：還在京都的藍方要移動。藍方有幾個位置可以選？"),
                    BEHIND, lambda s: len(s.legal_actions()),
                    T("Every free stop up to the first inn: Red's paddy and Green's mountain "
                      "are taken, and a double stop has no side place with three players.",
                      "到第一個旅店為止的每個空位：紅方的田和綠方的山已經有人，而三人遊戲的雙格位置"
                      "沒有第二個空位。"),
                    rules=("tokaido.move.free-space", "tokaido.move.double-spaces")),
        )),
    ),
    recap=T("The last traveller moves, forward to any free stop up to the next inn. At an inn "
            "everyone waits; the last to arrive leaves first. Double stops take a second "
            "traveller only with 4 or 5 players, and the side place counts as behind.",
            "最後面的旅行者移動，往前停在下一個旅店之前的任何空位。在旅店大家互相等待；"
            "最後到達的人最先出發。雙格位置只有 4 或 5 人時才容納第二位旅行者，"
            "而第二個空位算在後面。"),
    mistakes=(T("Taking turns in seat order instead of moving the last traveller.",
                "依座位順序輪流，而不是讓最後面的人移動。"),
              T("Jumping far ahead and giving the others many stops in a row.",
                "一次跳太遠，讓別人連續停好幾個位置。"),
              T("Using the side place of a double stop with 2 or 3 players.",
                "2 或 3 人時使用雙格位置的第二個空位。")),
)
