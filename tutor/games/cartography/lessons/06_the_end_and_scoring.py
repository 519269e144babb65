"""Cartography lesson 6: the end and scoring."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    FillSheet,
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
    LAST_CHANCE,
    SHORT,
    SHORT_GAME,
    SUPPLY_EMPTY,
    TIE_GAME,
    TILE_LAID,
    liberties,
    winner,
)

# -- positions ------------------------------------------------------------------------------

ORANGE_PASSED = Position(SHORT_GAME + """
    pass                        # Orange
""", options=SHORT)
"""Orange has just passed; Blue leads 3 to 0."""

FINAL = Position("""
    tile C2 at (0,1) rot 0
    stone at (0,1)a
    tile O3 at (2,0) rot 0
    stone at (1,-1)a
    tile O3 at (-2,-1) rot 0
    stone at (0,-1)a
    stone at (-1,-1)a
    stone at (0,0)a
    pass
    stone at (1,0)a
    pass
    pass
""", options={"tiles_per_player": 5, "supply": {"C2": 1, "O3": 2}})
"""LAST_CHANCE played to the end: 3 to 3, Blue wins as the start player."""

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
        T("tell a pass from a turn without a stone", "分辨跳過和不放棋子的回合"),
        T("end a game, and play on when the tiles or the stones run out",
          "結束一局遊戲,並在板塊或棋子用完時繼續下"),
        T("fill in the score sheet and decide a tie", "填寫計分表並判定平手"),
    ),
    steps=(
        Read(T(
            """
## When is the game over?

The summary (`003_aa27acea8e4117cd.txt`) ends the game like this:

> 「當玩家的板塊用完時,遊戲還沒有結束。遊戲持續進行,放置及捕捉棋子。當所有玩家連續跳過回合後,
> 遊戲結束。」

When the tiles are used up the game is not over: players go on placing and capturing stones
(`cartography.end.tiles-out-continue`); the turn starts at the stone step
(`cartography.tile.no-tiles-skip`). When all players pass one after the other, the game
ends (`cartography.end.double-pass`).

**Pass, or no stone**? The summary's word is 跳過 (skip, pass). It uses it twice: in step 2,
a player may 「跳過」 placing a stone; and the game ends when the players 「連續跳過回合」, skip
whole turns. It never says which turns count. The tutor's reading, a registered assumption
(`cartography.end.pass`):

- **`pass`** (跳過): a turn with neither a tile nor a stone. Only passes count towards the
  end: two in a row, one by each player, end the game;
- **`no stone`** (不放棋子): a turn in which you laid a tile and then placed no stone. It is
  not a pass, and the game goes on.

The board shows one button for whichever of the two fits the turn.
""",
            """
## 遊戲什麼時候結束?

摘要(`003_aa27acea8e4117cd.txt`)這樣結束遊戲:

> 「當玩家的板塊用完時,遊戲還沒有結束。遊戲持續進行,放置及捕捉棋子。當所有玩家連續跳過回合後,
> 遊戲結束。」

板塊用完時遊戲還沒結束:玩家繼續放置及捕捉棋子(`cartography.end.tiles-out-continue`);回合從放置棋子的
步驟開始(`cartography.tile.no-tiles-skip`)。所有玩家連續跳過後,
遊戲結束(`cartography.end.double-pass`)。

**跳過,還是不放棋子**?摘要用的詞是「跳過」,出現兩次:步驟 2 裡,玩家可以「跳過」放置棋子;所有玩家
「連續跳過回合」時遊戲結束。它沒有說哪些回合算數。本教學的解讀是登記過的假設(`cartography.end.pass`)
:

- **`pass`**(跳過):一個既沒有放板塊也沒有放棋子的回合。只有跳過才算數:連續兩次,每位玩家各一次,
  遊戲就結束;
- **`no stone`**(不放棋子):放了板塊、然後沒有放棋子的回合。這不是跳過,遊戲繼續。

棋盤上只會出現符合這個回合的那一個按鈕。
""")),
        Task(
            "tiles-out",
            T("Blue to play: the supply is empty, but the game goes on. Leave the orange stone "
              "at the upper right of the hexagon with a single liberty.",
              "藍方下:供應區空了,但遊戲繼續。讓六邊形右上方的橘色棋子只剩一口氣。"),
            SUPPLY_EMPTY,
            Reach(lambda start, now: liberties(now, "(1,-1)a") == 1,
                  T("The orange stone still has two liberties.", "橘色棋子還有兩口氣。")),
            solution=("stone at (1,0)a",),
            hints=(T("There is no tile to lay: this turn starts with the stone.",
                     "沒有板塊可放:這個回合從棋子開始。"),
                   T("The orange stone's liberties are (0,-1)a and (1,0)a.",
                     "橘色棋子的氣是 (0,-1)a 和 (1,0)a。")),
            highlight=("stone at (1,0)a", "stone at (0,-1)a"),
            rules=("cartography.end.tiles-out-continue", "cartography.tile.no-tiles-skip"),
            wrong="tile O3 at (2,0) rot 0", wrong_rule="cartography.tile.no-tiles-skip",
        ),
        Task(
            "no-stone",
            T("Blue has laid a tile and keeps its stones this turn: end the turn without a "
              "stone.", "藍方已經放了板塊,這回合不放棋子:不放棋子,結束回合。"),
            TILE_LAID,
            Play(("no stone",), T("That places a stone; end the turn without one.",
                                  "那樣會放一個棋子;請不放棋子結束回合。")),
            solution=("no stone",),
            hints=(T("After a tile, a turn without a stone is not a pass.",
                     "放了板塊之後,不放棋子的回合不是跳過。"),
                   T("Use the button under the supply.", "用供應區下方的按鈕。")),
            highlight=("no stone",),
            rules=("cartography.stone.optional", "cartography.end.pass"),
            wrong="pass", wrong_rule="cartography.end.pass",
            success=T("Orange's turn. This did not count towards the end of the game.",
                      "輪到橘方。這不算結束遊戲的跳過。"),
        ),
        Task(
            "end-now",
            T("Orange has just skipped its turn, and Blue leads 3 to 0. Blue to play: end the game "
              "now.",
              "橘方剛剛跳過,藍方以 3 比 0 領先。藍方下:現在就結束遊戲。"),
            ORANGE_PASSED,
            Reach(lambda start, now: now.is_terminal(),
                  T("The game goes on after that move.", "那一步之後遊戲還在繼續。")),
            solution=("pass",),
            hints=(T("How does a game end?", "一局遊戲怎樣結束?"),
                   T("Orange's pass and one more in a row.", "橘方的跳過,再連續一次跳過。")),
            highlight=("pass",),
            rules=("cartography.end.double-pass", "cartography.end.pass"),
            wrong="no stone", wrong_rule="cartography.end.pass",
            success=T("Two passes in a row: game over, and Blue wins 3 to 0.",
                      "連續兩次跳過:遊戲結束,藍方以 3 比 0 獲勝。"),
        ),
        Task(
            "last-chance",
            T("Orange has just skipped its turn and leads 3 to 2. Blue to play: make the game end "
              "with Blue as the winner. (Orange will skip its turn again.)",
              "橘方剛剛跳過,以 3 比 2 領先。藍方下:讓遊戲以藍方獲勝結束。(橘方會再跳過。)"),
            LAST_CHANCE,
            Reach(lambda start, now: now.is_terminal() and winner(now) == 0,
                  T("The game is not over with Blue the winner.", "遊戲沒有以藍方獲勝結束。"),
                  within=2, keep_going=lambda start, now: not now.is_terminal()),
            solution=("stone at (1,0)a", "pass"),
            replies={1: ("pass",)},
            hints=(T("If you pass now, that is two passes in a row: the game ends 2 to 3.",
                     "如果你現在跳過,就是連續兩次跳過:遊戲以 2 比 3 結束。"),
                   T("One more stone makes it 3 to 3. Who wins a tie? Blue started this game.",
                     "再放一個棋子就是 3 比 3。平手時誰贏?這局是藍方先下的。")),
            highlight=("stone at (1,0)a", "stone at (-1,0)a", "stone at (2,0)a"),
            rules=("cartography.score.tie-start-player", "cartography.end.double-pass",
                   "cartography.score.stones-on-map"),
            wrong="pass",
            explain={"pass": T("That ends the game now, 2 to 3: Orange wins.",
                               "這樣遊戲現在就以 2 比 3 結束:橘方獲勝。")},
            success=T("3 to 3, and the tie goes to the start player, Blue.",
                      "3 比 3,平手由起始玩家藍方獲勝。"),
        ),
        Task(
            "no-stones-left",
            T("A long game: Blue has placed all thirty of its stones, and Orange has just "
              "skipped its turn. Blue to play: finish the game.",
              "一局很長的遊戲:藍方已經放完全部三十個棋子,橘方剛剛跳過。藍方下:結束這局遊戲。"),
            NO_STONES_LEFT,
            Reach(lambda start, now: now.is_terminal(),
                  T("The game goes on after that move.", "那一步之後遊戲還在繼續。")),
            solution=("pass",),
            hints=(T("Look at Blue's line in the players' panel: how many stones are left?",
                     "看玩家欄裡藍方那一行:還剩幾個棋子?"),
                   T("With no stones and no tiles, the only move is to pass.",
                     "沒有棋子也沒有板塊,唯一能做的就是跳過。")),
            highlight=("pass",),
            rules=("cartography.stone.supply", "cartography.end.double-pass"),
            wrong="stone at (1,-2)a", wrong_rule="cartography.stone.supply",
            success=T("Game over. The summary lists 30 stones each but does not say what happens "
                      "when they run out: the tutor stops placement (an assumption, "
                      "`cartography.stone.supply`).",
                      "遊戲結束。摘要列出每人 30 個棋子,但沒有說用完時怎麼辦:本教學就不能再放棋子"
                      "(這是假設,`cartography.stone.supply`)。"),
        ),
        Read(T(
            """
## Scoring

> 「地圖上玩家自己的棋子,一個一分,捕捉的對手棋子,一個一分。把這兩個項目加總後,最高分的玩家獲勝!」

One point for each of your stones on the map (`cartography.score.stones-on-map`), one point
for each opponent stone you captured (`cartography.score.prisoners`); the higher total wins.
Empty land you surround scores nothing: this is not Go's territory count.

> 「平手時,起始玩家獲勝 (算作遊戲一開始就內建 0.5 分)。」

On a tie the start player wins, as if they had half a point more
(`cartography.score.tie-start-player`). One review breaks ties by stones on the map
instead; lesson 9 shows that option.
""",
            """
## 計分

> 「地圖上玩家自己的棋子,一個一分,捕捉的對手棋子,一個一分。把這兩個項目加總後,最高分的玩家獲勝!」

地圖上你的每個棋子一分(`cartography.score.stones-on-map`),你捕捉的每個對手棋子一分
(`cartography.score.prisoners`);總分高的玩家獲勝。你包圍的空地不算分:這不是圍棋的數地。

> 「平手時,起始玩家獲勝 (算作遊戲一開始就內建 0.5 分)。」

平手時起始玩家獲勝,就像多了半分(`cartography.score.tie-start-player`)。有一篇評論改用地圖上的棋子數
來決定平手;第 9 課會介紹這個選項。
""")),
        FillSheet("final-sheet", FINAL, T(
            "The game of task 4, played to the end. Fill in both columns (count the stones on "
            "the map; the players' panel shows how many each has captured), then press Check.",
            "第 4 個任務那一局下到結束。填寫兩欄(數地圖上的棋子;玩家欄顯示各自捕捉了幾個),"
            "再按「檢查」。"),
            rules=("cartography.score.stones-on-map", "cartography.score.prisoners")),
        Quiz((
            Choose("q-tie", T("Game over. Blue, the start player, has two stones on the map and "
                              "has captured one; Orange has three stones on the map and has "
                              "captured none. Who wins?",
                              "遊戲結束。起始玩家藍方在地圖上有兩個棋子,捕捉了一個;"
                              "橘方在地圖上有三個"
                              "棋子,沒有捕捉。誰獲勝?"),
                   (T("Blue", "藍方"), T("Orange", "橘方")), winner,
                   T("3 to 3: the tie goes to the start player.", "3 比 3:平手由起始玩家獲勝。"),
                   rules=("cartography.score.tie-start-player",), position=TIED,
                   picture=False),
            Choose("q-tie-orange", T("The same game, but Orange was the start player and made "
                                     "the moves: now Orange has two stones on the map and one "
                                     "captured, Blue three stones on the map. Who wins?",
                                     "同一局,但起始玩家是橘方,那些步是橘方下的:現在橘方地圖上有兩個"
                                     "棋子、捕捉一個,藍方地圖上有三個棋子。誰獲勝?"),
                   (T("Blue", "藍方"), T("Orange", "橘方")), winner,
                   T("Still 3 to 3, and now Orange is the start player.",
                     "還是 3 比 3,而現在起始玩家是橘方。"),
                   rules=("cartography.score.tie-start-player", "cartography.setup.start-player"),
                   position=TIED_ORANGE_STARTS, picture=False),
            LegalOrNot("q-pass-after-tile", TILE_LAID, "pass",
                       note=T("After a tile, a turn without a stone is `no stone`, not a pass.",
                              "放了板塊之後,不放棋子的回合是 `no stone`(不放棋子),不是跳過。")),
            LegalOrNot("q-tile-no-supply", SUPPLY_EMPTY, "tile O3 at (2,0) rot 0",
                       rules=("cartography.end.tiles-out-continue",),
                       note=T("Blue still has tiles of its own, but the supply is empty.",
                              "藍方自己還有板塊數量,但供應區已經空了。")),
        )),
    ),
    recap=T("Running out of tiles does not end the game. A pass is a turn with no tile and no "
            "stone; two in a row end it. Stones on the map plus captured stones score; a tie "
            "goes to the start player.",
            "板塊用完不會結束遊戲。跳過是既沒有放板塊也沒有放棋子的回合;連續兩次就結束。"
            "地圖上的棋子加上"
            "捕捉的棋子就是分數;平手由起始玩家獲勝。"),
    mistakes=(T("Thinking the game ends when the tiles run out.", "以為板塊用完遊戲就結束。"),
              T("Calling a turn with a tile and no stone a pass.",
                "把放了板塊但沒放棋子的回合當成跳過。"),
              T("Counting surrounded empty land as points, as in Go.",
                "像圍棋一樣把包圍的空地算成分數。")),
)
