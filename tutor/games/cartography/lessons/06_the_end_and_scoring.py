"""Cartography lesson 6: the end and scoring."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    Deeper,
    FillSheet,
    LegalOrNot,
    Lesson,
    Position,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ._common import (
    LAST_CHANCE,
    SHORT,
    SHORT_GAME,
    SUPPLY_EMPTY,
    TIE_GAME,
    TILE_LAID,
    leads,
    liberties,
    winner,
)

# -- positions ------------------------------------------------------------------------------

ORANGE_PASSED = Position(SHORT_GAME + """
    pass                        # Orange
""", options=SHORT)
"""Orange has just passed; Blue leads 3 to 0."""

FINAL = Position(LAST_CHANCE.moves + """
    stone at (0,-1)a            # Blue captures
    pass                        # Orange
    pass                        # Blue: the game ends
""", options=LAST_CHANCE.options)
"""The last task's game played to the end: Blue wins 4 to 2."""

TIED = Position(TIE_GAME, options=SHORT)

TIED_ORANGE_STARTS = Position(TIE_GAME, options={**SHORT, "start_player": 1})

NO_STONES_LEFT = Position("""
    tile O3 at (0,1) rot 0; stone at (0,0)a
    tile O3 at (-2,0) rot 0; no stone
    tile O3 at (2,0) rot 0; stone at (-1,0)a
    tile O3 at (-1,1) rot 0; no stone
    tile O3 at (1,1) rot 0; stone at (1,0)a
    tile O2 at (-2,-1) rot 0; no stone
    tile O2 at (2,-1) rot 0; stone at (0,-1)a
    tile O2 at (-2,1) rot 240; no stone
    tile O2 at (2,1) rot 120; stone at (0,1)a
    tile O2 at (-3,0) rot 0; no stone
    tile O1 at (3,0) rot 240; stone at (-2,0)a
    tile O1 at (-3,-1) rot 240; no stone
    tile O1 at (3,-1) rot 120; stone at (2,0)a
    tile O1 at (-3,1) rot 0; no stone
    tile O1 at (3,1) rot 0; stone at (-1,-1)a
    tile C1 at (0,-2) rot 120; no stone
    tile C1 at (-1,-2) rot 120; stone at (1,-1)a
    tile C1 at (1,-2) rot 0; no stone
    tile C1 at (-1,2) rot 120; stone at (-1,1)a
    tile C1 at (0,2) rot 120; no stone
    tile C2 at (-4,0) rot 240; stone at (1,1)a
    tile C2 at (4,0) rot 0; no stone
    tile C2 at (-2,-2) rot 240; stone at (-2,-1)a
    tile C2 at (2,-2) rot 120; no stone
    tile C2 at (-2,2) rot 240; stone at (2,-1)a
    tile C3 at (-4,-1) rot 0; no stone
    tile C3 at (4,-1) rot 0; stone at (-2,1)a
    tile C3 at (-4,1) rot 0; no stone
    tile C3 at (-3,-2) rot 0; stone at (2,1)a
    tile C3 at (3,-2) rot 0; no stone       # every tile is laid
    stone at (-3,0)a; pass
    stone at (3,0)a; pass
    stone at (-3,-1)a; pass
    stone at (3,-1)a; pass
    stone at (-3,1)a; pass
    stone at (3,1)a; pass
    stone at (0,-2)a; pass
    stone at (0,-2)b; pass
    stone at (0,2)a; pass
    stone at (0,2)b; pass
    stone at (-1,-2)a; pass
    stone at (-1,-2)b; pass
    stone at (1,-2)b; pass
    stone at (-1,2)a; pass
    stone at (-1,2)b                        # Blue's thirtieth stone
    pass                                    # Orange
""", options={"tiles_per_player": 15})
"""A long game in which Blue has placed all thirty stones (Orange laid tiles only); Orange
has just passed."""


LESSON = Lesson(
    game="cartography", number=6, slug="the-end-and-scoring",
    title=T("The end and scoring", "遊戲結束與計分"),
    minutes=20,
    objectives=(
        T("tell a pass from no stone", "分辨跳過和不放棋子"),
        T("end a game", "結束一局遊戲"),
        T("score it and break a tie", "計分並判定平手"),
    ),
    steps=(
        Read(T(
            """
## When is the game over?

Running out of tiles does not end the game: the players go on placing and capturing stones,
and each turn starts at the stone step. The game ends when both players **pass**, one after
the other.
""",
            """
## 遊戲什麼時候結束？

板塊用完時遊戲還沒結束：玩家繼續放置、捕捉棋子，每回合從放棋子的步驟開始。兩位玩家連續**跳過**時，
遊戲才結束。
"""), sources=T(
            """
The summary's end of the game: 「當玩家的板塊用完時，遊戲還沒有結束。遊戲持續進行，放置及捕捉
棋子。當所有玩家連續跳過回合後，遊戲結束。」 (When the players' tiles run out the game is not
over: it goes on with placing and capturing stones. When all players pass in a row, the game
ends.) Rules `cartography.end.tiles-out-continue`, `cartography.tile.no-tiles-skip`,
`cartography.end.double-pass`.
""",
            """
摘要的遊戲結束：「當玩家的板塊用完時，遊戲還沒有結束。遊戲持續進行，放置及捕捉棋子。當所有玩家
連續跳過回合後，遊戲結束。」規則 `cartography.end.tiles-out-continue`、
`cartography.tile.no-tiles-skip`、`cartography.end.double-pass`。
""")),
        Task(
            "tiles-out",
            T("Blue to play: the supply is empty, but the game goes on. Leave the orange stone "
              "marked ① with a single liberty.",
              "藍方下：供應區空了，但遊戲繼續。讓標記①的橘色棋子只剩一口氣。"),
            SUPPLY_EMPTY,
            Reach(lambda start, now: liberties(now, "(1,-1)a") == 1,
                  T("The orange stone still has two liberties.", "橘色棋子還有兩口氣。")),
            solution=("stone at (1,0)a",),
            hints=(T("There is no tile to lay: this turn starts with the stone.",
                     "沒有板塊可放：這個回合從棋子開始。"),
                   T("Marked: some empty regions near the orange stone; its liberties are among "
                     "them.",
                     "標出的是橘色棋子附近的一些空區域；它的氣就在其中。")),
            highlight=("stone at (1,0)a", "stone at (0,-1)a", "stone at (0,-2)a",
                       "stone at (-1,-1)a"),
            rules=("cartography.end.tiles-out-continue", "cartography.tile.no-tiles-skip"),
            wrong="tile O3 at (2,0) rot 0", wrong_rule="cartography.tile.no-tiles-skip",
            markers=("region-1_m1-a",),
        ),
        Task(
            "end-now",
            T("Orange has just skipped its turn, and Blue leads 3 to 0. Blue to play: end the "
              "game now.",
              "橘方上一回合既沒放板塊也沒放棋子，藍方以 3 比 0 領先。藍方下：現在就結束遊戲。"),
            ORANGE_PASSED,
            Reach(lambda start, now: now.is_terminal(),
                  T("The game goes on after that move.", "那一步之後遊戲還在繼續。")),
            solution=("pass",),
            hints=(T("How does a game end?", "一局遊戲怎樣結束？"),
                   T("Two passes in a row, one by each player, end it; a stone starts the count "
                     "again.",
                     "兩位玩家連續各跳過一次，遊戲就結束；放一顆棋子，就要重新算起。")),
            highlight=("pass", "stone at (1,0)a", "stone at (0,1)a"),
            rules=("cartography.end.double-pass",),
            wrong="stone at (1,0)a",
            explain={"stone at (1,0)a": T("A stone starts the count of passes again: the game "
                                          "goes on.", "放了棋子，跳過就要重新算起：遊戲繼續。"),
                     "stone at (0,1)a": T("A stone starts the count of passes again: the game "
                                          "goes on.", "放了棋子，跳過就要重新算起：遊戲繼續。")},
            success=T("Two passes in a row: game over, and Blue wins 3 to 0.",
                      "連續兩次跳過：遊戲結束，藍方以 3 比 0 獲勝。"),
        ),
        Read(T(
            """
## Scoring

One point for each of your stones on the map, one for each opponent stone you captured.
Empty land you surround scores nothing: this is not Go. On a tie the **start player** wins,
as if they had half a point more.
""",
            """
## 計分

地圖上你的每顆棋子一分，你捕捉的每顆對手棋子一分。你包圍的空地不算分：這不是圍棋。平手時由
**起始玩家**獲勝，就像多了半分。
"""), sources=T(
            """
「地圖上玩家自己的棋子，一個一分，捕捉的對手棋子，一個一分。把這兩個項目加總後，最高分的
玩家獲勝！」 (One point for each of your stones on the map, one for each opponent stone
captured; the highest total wins!) and 「平手時，起始玩家獲勝（算作遊戲一開始就內建 0.5
分）。」 (On a tie the start player wins, counted as half a point built in from the start.)
Rules `cartography.score.stones-on-map`, `cartography.score.prisoners`,
`cartography.score.tie-start-player`. One review breaks ties by stones on the map instead: a
game option (lesson 9).
""",
            """
「地圖上玩家自己的棋子，一個一分，捕捉的對手棋子，一個一分。把這兩個項目加總後，最高分的玩家
獲勝！」以及「平手時，起始玩家獲勝（算作遊戲一開始就內建 0.5 分）。」
規則 `cartography.score.stones-on-map`、`cartography.score.prisoners`、
`cartography.score.tie-start-player`。有一篇評論改用地圖上的棋子數決定平手：這是遊戲選項
（第 9 課）。
""")),
        Task(
            "last-chance",
            T("Orange started this game. Orange has just passed and leads 3 to 2. Blue to play: "
              "take the lead, so that Blue wins if both players now pass.",
              "這一局由橘方先下。橘方剛剛跳過，以 3 比 2 領先。藍方下：取得領先，讓雙方接著"
              "跳過時由藍方獲勝。"),
            LAST_CHANCE,
            Reach(leads(0), T("Blue does not lead after that move.", "這一步之後藍方沒有領先。")),
            solution=("stone at (0,-1)a",),
            hints=(T("One more stone makes it 3 to 3. Who wins a tie in this game?",
                     "再放一顆棋子就是 3 比 3。這一局平手時誰獲勝？"),
                   T("A tie is not enough: you need more than one point. Marked: the liberties "
                     "of the orange stones.",
                     "平手不夠：你需要不只一分。標出的是橘色棋子的氣。")),
            highlight=("stone at (0,-1)a", "stone at (-1,0)a"),
            rules=("cartography.score.tie-start-player", "cartography.score.stones-on-map",
                   "cartography.score.prisoners"),
            wrong="stone at (0,1)a",
            explain={"pass": T("That ends the game now, 2 to 3: Orange wins.",
                               "這樣遊戲現在就以 2 比 3 結束，橘方獲勝。"),
                     "stone at (0,1)a": T("3 to 3: a tie, and ties go to the start player, "
                                          "Orange.",
                                          "3 比 3 平手，而平手由起始玩家橘方獲勝。"),
                     "stone at (-1,0)a": T("3 to 3: a tie, and ties go to the start player, "
                                           "Orange.",
                                           "3 比 3 平手，而平手由起始玩家橘方獲勝。"),
                     "stone at (2,0)a": T("3 to 3: a tie, and ties go to the start player, "
                                          "Orange.",
                                          "3 比 3 平手，而平手由起始玩家橘方獲勝。")},
            success=T("4 to 2: a stone on the map, a captured stone, and one orange stone fewer.",
                      "4 比 2：地圖上多一顆棋子、多一顆捕捉的棋子，橘方地圖上少一顆棋子。"),
        ),
        FillSheet("final-sheet", FINAL, T(
            "The last task's game, played to the end. Fill in both columns (count the stones on "
            "the map; the players' panel shows how many each has captured), then press Check.",
            "上一個任務那一局下到結束。填寫兩欄（數地圖上的棋子；玩家欄顯示各自捕捉了幾顆），"
            "再按「檢查」。"),
            rules=("cartography.score.stones-on-map", "cartography.score.prisoners")),
        Quiz((
            Choose("q-tie", T("Game over. Blue, the start player, has two stones on the map and "
                              "has captured one; Orange has three stones on the map and has "
                              "captured none. Who wins?",
                              "遊戲結束。起始玩家藍方在地圖上有兩顆棋子，捕捉了一顆；橘方在地圖上有"
                              "三顆棋子，沒有捕捉。誰獲勝？"),
                   (T("Blue", "藍方"), T("Orange", "橘方")), winner,
                   T("3 to 3: the tie goes to the start player.", "3 比 3：平手由起始玩家獲勝。"),
                   rules=("cartography.score.tie-start-player",), position=TIED,
                   picture=False),
            Choose("q-tie-orange", T("The same game, but Orange was the start player and made "
                                     "the moves: now Orange has two stones on the map and one "
                                     "captured, Blue three stones on the map. Who wins?",
                                     "同一局，但起始玩家是橘方，那些步是橘方下的：現在橘方地圖上"
                                     "有兩顆棋子、捕捉一顆，藍方地圖上有三顆棋子。誰獲勝？"),
                   (T("Blue", "藍方"), T("Orange", "橘方")), winner,
                   T("Still 3 to 3, and now Orange is the start player.",
                     "還是 3 比 3，而現在起始玩家是橘方。"),
                   rules=("cartography.score.tie-start-player", "cartography.setup.start-player"),
                   position=TIED_ORANGE_STARTS, picture=False),
            LegalOrNot("q-tile-no-supply", SUPPLY_EMPTY, "tile O3 at (2,0) rot 0",
                       rules=("cartography.end.tiles-out-continue",),
                       note=T("Blue could still lay tiles of its own, but the supply is empty.",
                              "藍方自己還可以打出板塊，但供應區已經空了。")),
        )),
        Deeper(T("A pass, or a turn without a stone; and when the stones run out.",
                 "跳過，還是不放棋子的回合；以及棋子用完的時候。")),
        Read(T(
            """
## Pass, or no stone?

A **pass** is a turn with neither a tile nor a stone, and two in a row end the game. After a
tile, ending the turn without a stone is **No stone**: not a pass, and the game goes on. The
board shows the button that fits the turn.
""",
            """
## 跳過，還是不放棋子？

**跳過**是既不放板塊也不放棋子的回合，連續兩次跳過，遊戲就結束。放了板塊之後，不放棋子就結束回合，
是「**不放棋子**」：不算跳過，遊戲繼續。棋盤只會顯示符合這個回合的按鈕。
"""), sources=T(
            """
The summary's word is 跳過 (pass, skip), used twice: in step 2 a player may 「跳過」 placing a
stone, and the game ends when the players 「連續跳過回合」 (pass whole turns in a row). It never
says which turns count; the tutor's reading is a registered assumption
(`cartography.end.pass`).
""",
            """
摘要用的詞是「跳過」，出現兩次：步驟 2 裡，玩家可以「跳過」放置棋子；所有玩家「連續跳過回合」時，
遊戲結束。它沒有說哪些回合算數；本教學的解讀是登記過的假設（`cartography.end.pass`）。
""")),
        Quiz((
            LegalOrNot("q-pass-after-tile", TILE_LAID, "pass",
                       note=T("After a tile, a turn without a stone ends with No stone: it is "
                              "not a pass.",
                              "放了板塊之後，不放棋子的回合要按「不放棋子」結束：這不是跳過。")),
            LegalOrNot("q-no-stones-left", NO_STONES_LEFT, "stone at (1,-2)a",
                       note=T("A long game: Blue has placed all thirty of its stones, and has "
                              "none left to place.",
                              "一局很長的遊戲：藍方已經放完全部三十顆棋子，手上沒有棋子可以放了。")),
        )),
    ),
    recap=T("Running out of tiles does not end the game. A pass is a turn with no tile and no "
            "stone; two in a row end it. Stones on the map plus captured stones score; a tie "
            "goes to the start player.",
            "板塊用完不會結束遊戲。跳過是既沒有放板塊、也沒有放棋子的回合；連續兩次就結束。地圖上"
            "的棋子加上捕捉的棋子就是分數；平手由起始玩家獲勝。"),
    mistakes=(T("Thinking the game ends when the tiles run out.", "以為板塊用完遊戲就結束。"),
              T("Calling a turn with a tile and no stone a pass.",
                "把放了板塊但沒放棋子的回合當成跳過。"),
              T("Counting surrounded empty land as points, as in Go.",
                "像圍棋一樣把包圍的空地算成分數。")),
)
