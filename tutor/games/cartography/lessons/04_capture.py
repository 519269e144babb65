"""Cartography lesson 4: capture."""

from __future__ import annotations

from ....lessons.model import (
    HowMany,
    LegalOrNot,
    Lesson,
    Position,
    Quiz,
    Reach,
    Read,
    Show,
    T,
    Task,
)
from ._common import (
    captured,
    gone,
    liberties,
    margin_gain,
)

# -- positions ------------------------------------------------------------------------------

FIRST_CAPTURE = Position("""
    tile O3 at (-2,0) rot 0     # Blue
    stone at (-1,0)a
    tile O3 at (2,0) rot 0      # Orange: the supply is now empty
    stone at (-1,-1)a
""", options={"tiles_per_player": 5, "supply": {"O3": 2}})
"""Orange's stone on (-1,-1)a has one liberty, (0,-1)a."""

BEHIND_A_WALL = Position("""
    tile C2 at (0,1) rot 0      # Blue
    stone at (0,-1)a
    tile O3 at (0,-2) rot 0     # Orange
    stone at (0,1)a
    tile O3 at (-2,-1) rot 0    # Blue: the supply is now empty
    stone at (0,-2)a
    stone at (-1,0)a            # Orange
    stone at (-2,-1)a           # Blue
    stone at (1,0)a             # Orange
""", options={"tiles_per_player": 5, "supply": {"C2": 1, "O3": 2}})
"""Orange's stone on (0,1)a has one liberty, (0,0), every neighbour of which is orange."""

TWO_STONES = Position("""
    tile O3 at (0,1) rot 0      # Blue
    stone at (-1,-1)a
    tile O3 at (-2,0) rot 0     # Orange
    stone at (0,-1)a
    stone at (0,1)a             # Blue
    stone at (1,-1)a            # Orange joins its stones
""", options={"tiles_per_player": 5, "supply": {"O3": 2}})
"""Orange's pair (0,-1)a, (1,-1)a has one liberty left: (1,0)a."""

GROUP_OF_THREE = Position("""
    tile C2 at (0,1) rot 0
    stone at (0,0)a
    tile O3 at (-2,0) rot 0
    stone at (-1,-1)a
    tile O3 at (2,0) rot 0
    stone at (1,0)a
    tile O3 at (2,-1) rot 0
    stone at (1,-1)a
    stone at (-1,0)a             # Blue: atari on (-1,-1)
    stone at (0,-1)a             # Orange joins its stones
""", options={"tiles_per_player": 5, "supply": {"C2": 1, "O3": 3}})
"""Orange's group (-1,-1), (0,-1), (1,-1) has one liberty left: (2,-1)."""

TWO_LIBERTIES = Position("""
    tile O3 at (0,1) rot 0      # Blue
    stone at (0,0)a
    tile O3 at (-2,0) rot 0     # Orange: the supply is now empty
    stone at (1,-1)a
""", options={"tiles_per_player": 5, "supply": {"O3": 2}})
"""Orange's stone on (1,-1)a has two liberties, (0,-1)a and (1,0)a."""

ORANGE_ELSEWHERE = "stone at (-2,0)a"
"""Orange's scripted answer in the two-move capture: a stone far from the fight."""

IN_DANGER = Position("""
    tile O3 at (-2,0) rot 0     # Blue
    stone at (-1,0)a
    tile O3 at (0,1) rot 0      # Orange
    stone at (-1,-1)a
    stone at (1,-1)a            # Blue
    stone at (0,0)a             # Orange: Blue's stone on (-1,0)a has one liberty left
""", options={"tiles_per_player": 5, "supply": {"O3": 2}})


LESSON = Lesson(
    game="cartography", number=4, slug="capture",
    title=T("Capture", "吃棋"),
    minutes=20,
    objectives=(
        T("find the last liberty of a stone or a group", "找出一顆棋子或一組棋子的最後一口氣"),
        T("capture, including where a stone would otherwise have no liberty",
          "吃掉對手的棋子,包括原本沒有氣、因為吃棋而可以下的位置"),
        T("save a stone in danger, and count what a capture is worth",
          "救回有危險的棋子,並算出吃棋值多少分"),
    ),
    steps=(
        Read(T(
            """
## Surrounded stones are captured

The third step of a turn removes surrounded stones. The rulebook summary
(`003_aa27acea8e4117cd.txt`) says:

> 「A、棋子或一組棋子週遭沒有開放的相鄰區域就可以進行補捉。B、一道牆另一邊的領地不算作是公開的區域。
> C、任何被捕捉的棋子都從場上移除,由捕捉的玩家收下,每個對手的棋子可以算作一分。」

A stone (or a group of stones) with no empty neighbouring region left is captured
(`cartography.capture.no-liberty`). Land on the other side of a wall is not a neighbour
(`cartography.capture.walls-block`). Captured stones leave the map and the capturer keeps
them: one point each (`cartography.capture.keep`). Only a stone captures: laying a tile
adds regions and never takes a liberty away.
""",
            """
## 被包圍的棋子會被吃掉

每回合的第三步是移除被包圍的棋子。規則摘要(`003_aa27acea8e4117cd.txt`)寫道:

> 「A、棋子或一組棋子週遭沒有開放的相鄰區域就可以進行補捉。B、一道牆另一邊的領地不算作是公開的區域。
> C、任何被捕捉的棋子都從場上移除,由捕捉的玩家收下,每個對手的棋子可以算作一分。」

一顆棋子(或一組棋子)周圍沒有空的相鄰區域時,就被吃掉(`cartography.capture.no-liberty`)。牆另一邊的
區域不算相鄰(`cartography.capture.walls-block`)。被吃的棋子離開地圖,由吃棋的玩家收下,每顆一分
(`cartography.capture.keep`)。只有棋子能吃棋:放板塊只會增加區域,永遠不會減少氣。
""")),
        Task(
            "first-capture",
            T("Blue to play: capture the orange stone at the upper left of the hexagon.",
              "藍方下:吃掉六邊形左上方的橘色棋子。"),
            FIRST_CAPTURE,
            Reach(gone("(-1,-1)a"), T("The orange stone is still on the map: it still has a "
                                       "liberty.", "橘色棋子還在地圖上:它還有氣。")),
            solution=("stone at (0,-1)a",),
            hints=(T("Count the orange stone's empty neighbours.", "數一數橘色棋子的空鄰居。"),
                   T("Your stone on (-1,0)a already takes one of them; one is left.",
                     "你在 (-1,0)a 的棋子已經佔了一個;只剩一個。")),
            highlight=("stone at (0,-1)a", "stone at (0,0)a"),
            rules=("cartography.capture.no-liberty", "cartography.capture.keep"),
            wrong="stone at (0,0)a",
            explain={"stone at (0,0)a": T("(0,0)a is not next to the orange stone.",
                                          "(0,0)a 不在橘色棋子旁邊。")},
            success=T("Captured: the stone leaves the map and Blue keeps it, one point.",
                      "吃到了:棋子離開地圖,由藍方收下,算一分。"),
        ),
        Show("wall", BEHIND_A_WALL, caption=T(
            "Look at the orange stone on (0,1)a, the big region of the C2 tile below the "
            "hexagon. The empty corner (0,1)b is right beside it, but a wall is in between: "
            "that land is no liberty. Its only liberty is (0,0)a, and every neighbour of (0,0)a "
            "is orange.",
            "看 (0,1)a 上的橘色棋子,它在六邊形下方 C2 板塊的大區域裡。空的角落 (0,1)b 就在旁邊,"
            "但中間隔著一道牆:那塊地不算氣。它唯一的氣是 (0,0)a,而 (0,0)a 的鄰居全是橘色。"),
            picture=True),
        Task(
            "capture-one",
            T("Blue to play: capture the orange stone below the hexagon, on (0,1)a, beside "
              "the wall.",
              "藍方下:吃掉六邊形下方、牆邊 (0,1)a 上的橘色棋子。"),
            BEHIND_A_WALL,
            Reach(captured(0, 1), T("That move captures nothing: the orange stone still has "
                                     "a liberty.",
                                     "這一步沒有吃到任何棋子:橘色棋子還有氣。")),
            solution=("stone at (0,0)a",),
            hints=(T("Which empty region is the orange stone's last liberty?",
                     "橘色棋子的最後一口氣是哪一個空區域?"),
                   T("Its liberty has only orange neighbours. A stone there would have no "
                     "liberty, but a stone that captures may go there.",
                     "那口氣的鄰居全是橘色。下在那裡本來沒有氣,但能吃棋的棋子可以下。")),
            highlight=("stone at (0,0)a", "stone at (0,1)b"),
            rules=("cartography.capture.no-liberty", "cartography.stone.capture-exception",
                   "cartography.capture.walls-block"),
            wrong="stone at (0,1)b", wrong_rule="cartography.stone.liberty",
            success=T("Captured! The summary's picture 2: a stone with no open neighbour may be "
                      "placed because it captures (「當形成一個捕捉的狀態時例外」)"
                      ". Once the orange "
                      "stone is lifted, your stone has a liberty again.",
                      "吃到了!這是摘要的圖 2:沒有開放鄰居的棋子因為形成捕捉而可以放"
                      "(「當形成一個捕捉的狀態時例外」)。橘色棋子被拿走後,你的棋子又有氣了。"),
        ),
        Read(T(
            """
## The summary's two-stone capture

The summary shows one capture in a picture: 「範例:當藍色棋子一放在這個位置後,橘色兩個棋子被捕捉!」
(as soon as the blue stone is placed here, two orange stones are captured). The picture
itself is not in our text, so the next board is a position built to match those words
exactly: two orange stones joined into one group that has a single liberty left.
""",
            """
## 摘要裡吃掉兩顆棋子的例子

摘要用一張圖示範一次吃棋:「範例:當藍色棋子一放在這個位置後,橘色兩個棋子被捕捉!」我們的文字資料
裡沒有那張圖,所以下一個棋盤是照這句話準確構成的局面:兩顆相連成一組的橘色棋子,只剩一口氣。
""")),
        Task(
            "two-stones",
            T("Blue to play: capture two orange stones with one stone.",
              "藍方下:用一個棋子吃掉兩顆橘色棋子。"),
            TWO_STONES,
            Reach(captured(0, 2), T("Both orange stones are still on the map.",
                                     "兩顆橘色棋子都還在地圖上。")),
            solution=("stone at (1,0)a",),
            hints=(T("The two orange stones are one group: find the liberties they share.",
                     "兩顆橘色棋子是一組:找出它們共用的氣。"),
                   T("Only one empty region touches either of them.",
                     "只有一個空區域碰到其中任何一顆。")),
            highlight=("stone at (1,0)a", "stone at (0,0)a"),
            rules=("cartography.capture.no-liberty", "cartography.capture.keep"),
            wrong="stone at (0,0)a",
            explain={"stone at (0,0)a": T("(0,0)a touches no orange stone.",
                                          "(0,0)a 沒有碰到橘色棋子。")},
            success=T("Two orange stones captured at once, as in the summary's picture.",
                      "一次吃掉兩顆橘色棋子,就像摘要的圖一樣。"),
        ),
        Task(
            "capture-group",
            T("Blue to play: capture the whole orange group at once.",
              "藍方下:一次吃掉整組橘色棋子。"),
            GROUP_OF_THREE,
            Reach(captured(0, 3), T("The orange group still has a liberty after that move.",
                                     "這一步之後,橘色那一組還有氣。")),
            solution=("stone at (2,-1)a",),
            hints=(T("A group shares its liberties: count the empty regions next to any of "
                     "its three stones.", "一組棋子共用氣:數一數三顆棋子旁邊的空區域。"),
                   T("Only one empty region touches the group.", "只有一個空區域碰到這一組。")),
            highlight=("stone at (2,-1)a", "stone at (0,1)a"),
            rules=("cartography.capture.no-liberty", "cartography.capture.keep"),
            wrong="stone at (0,1)b", wrong_rule="cartography.stone.liberty",
        ),
        Task(
            "two-moves",
            T("Blue to play: capture the orange stone at the upper right of the hexagon, "
              "(1,-1)a. It has two liberties; Orange answers your first stone somewhere else.",
              "藍方下:吃掉六邊形右上方 (1,-1)a 的橘色棋子。它有兩口氣;你下第一個棋子後,"
              "橘方會在別處下。"),
            TWO_LIBERTIES,
            Reach(gone("(1,-1)a"),
                  T("Take the orange stone's liberties one by one: after your first stone it "
                    "must have only one left.",
                    "一口一口地佔掉橘色棋子的氣:你下第一個棋子後,它必須只剩一口氣。"),
                  within=2, keep_going=lambda start, now: liberties(now, "(1,-1)a") == 1),
            solution=("stone at (1,0)a", "stone at (0,-1)a"),
            replies={1: (ORANGE_ELSEWHERE,)},
            hints=(T("Its liberties are (0,-1)a and (1,0)a. Take one, then the other.",
                     "它的氣是 (0,-1)a 和 (1,0)a。先佔一口,再佔另一口。"),
                   T("Start with (1,0)a: that stone also joins your stone on (0,0)a, so Orange "
                     "cannot threaten it.",
                     "先下 (1,0)a:這個棋子同時連上你在 (0,0)a 的棋子,橘方就威脅不到它。")),
            highlight=("stone at (1,0)a", "stone at (0,-1)a"),
            rules=("cartography.capture.no-liberty",),
            wrong="stone at (-1,-1)a",
        ),
        Task(
            "save",
            T("Blue to play: your stone at the lower left of the hexagon, (-1,0)a, has one "
              "liberty left. Save it: after your move it must have at least two.",
              "藍方下:你在六邊形左下方 (-1,0)a 的棋子只剩一口氣。救它:你下完後,"
              "它必須至少有兩口氣。"),
            IN_DANGER,
            Reach(lambda start, now: liberties(now, "(-1,0)a") >= 2,
                  T("Your stone still has a single liberty.", "你的棋子還是只有一口氣。")),
            solution=("stone at (0,-1)a",),
            hints=(T("Adding a stone next to it does not help if the new group has no more "
                     "liberties. Look at the orange stones around it instead.",
                     "如果新的棋組沒有更多氣,在旁邊加棋子也沒用。看看它周圍的橘色棋子。"),
                   T("One orange neighbour has a single liberty itself.",
                     "其中一個橘色鄰居自己也只剩一口氣。")),
            highlight=("stone at (0,-1)a", "stone at (-2,0)a"),
            rules=("cartography.stone.liberty", "cartography.capture.no-liberty"),
            wrong="stone at (-2,0)a", wrong_rule="cartography.stone.liberty",
            success=T("Capturing the orange stone gives your stone a new liberty where it stood.",
                      "吃掉橘色棋子,它原來的位置就成了你的棋子的新氣。"),
        ),
        Quiz((
            LegalOrNot("q-corner", BEHIND_A_WALL, "stone at (0,1)b",
                       note=T("The corner region behind the wall has no neighbour at all.",
                              "牆後的角落區域完全沒有相鄰區域。")),
            LegalOrNot("q-capture", BEHIND_A_WALL, "stone at (0,0)a",
                       rules=("cartography.stone.capture-exception",)),
            HowMany("q-two", T("How many orange stones does a blue stone on (1,0)a capture?",
                               "藍色棋子放在 (1,0)a 會吃掉幾顆橘色棋子?"),
                    TWO_STONES, lambda s: len(s.apply("stone at (1,0)a").last_captured),
                    T("The two orange stones are one group with one liberty.",
                      "兩顆橘色棋子是只有一口氣的一組。"),
                    rules=("cartography.capture.no-liberty", "cartography.capture.keep")),
            HowMany("q-swing", T("Blue captures the group of three. By how many points does "
                                 "Blue's lead over Orange grow?",
                                 "藍方吃掉三顆一組的棋子。藍方對橘方的領先增加幾分?"),
                    GROUP_OF_THREE, margin_gain("stone at (2,-1)a"),
                    T("Three prisoners for Blue, Orange loses the three stones it had on the "
                      "map, and Blue's capturing stone stands on the map: 3 + 3 + 1.",
                      "藍方多三個俘虜,橘方失去地圖上的三顆棋子,而藍方吃棋的那顆棋子也留在地圖上:"
                      "3 + 3 + 1。"),
                    rules=("cartography.score.prisoners", "cartography.score.stones-on-map")),
        )),
    ),
    recap=T("A stone or group with no empty neighbour is captured; walls cut liberties; a "
            "stone may go where it has no liberty if it captures; every prisoner is a point, "
            "and the captured player loses the points of those stones on the map.",
            "沒有空鄰居的棋子或棋組會被吃掉;牆會切斷氣;能吃棋時,可以下在本來沒有氣的地方;"
            "每個俘虜一分,被吃的一方也失去那些棋子在地圖上的分數。"),
    mistakes=(T("Counting the land behind a wall as a liberty.", "把牆後的土地當成氣。"),
              T("Thinking a stone can never go where it has no liberty.",
                "以為沒有氣的地方永遠不能下。"),
              T("Adding stones to a group in danger without counting its new liberties.",
                "替有危險的棋組加棋子,卻沒有數新的氣。")),
)
