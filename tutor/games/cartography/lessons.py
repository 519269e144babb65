"""The Cartography lessons, as data (see :mod:`tutor.lessons.model`).

Positions are written as the moves that reach them, one per line; the engine checks every
task's goal, solution and typical mistake (tests/lessons and the notebooks' test harness).
Quotes come from the Chinese rulebook summary 003_aa27acea8e4117cd.txt.
"""

from __future__ import annotations

from ...lessons.model import (
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

# -- positions ------------------------------------------------------------------------------

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


def _prisoners(blue: int):
    return lambda start, now: now.prisoners[0] >= start.prisoners[0] + blue


CAPTURE = Lesson(
    game="cartography", number=4, slug="capture",
    title=T("Capture", "吃棋"),
    minutes=15,
    objectives=(
        T("find the last liberty of a stone or a group", "找出一顆棋子或一組棋子的最後一口氣"),
        T("capture, including where a stone would otherwise have no liberty",
          "吃掉對手的棋子,包括原本沒有氣、因為吃棋而可以下的位置"),
        T("count what a capture is worth", "算出吃棋值多少分"),
    ),
    steps=(
        Read(T(
            """
## Surrounded stones are captured

The third step of a turn removes surrounded stones. The Chinese rulebook summary
(`003_aa27acea8e4117cd.txt`) says:

> 「A、棋子或一組棋子週遭沒有開放的相鄰區域就可以進行補捉。B、一道牆另一邊的領地不算作是公開的區域。
> C、任何被捕捉的棋子都從場上移除,由捕捉的玩家收下,每個對手的棋子可以算作一分。」

A stone (or a group of stones joined through open edges) with no empty neighbouring region
left is captured (`cartography.capture.no-liberty`). Land on the other side of a wall is
not a neighbour (`cartography.capture.walls-block`). Captured stones leave the map and the
capturer keeps them: one point each (`cartography.capture.keep`).
""",
            """
## 被包圍的棋子會被吃掉

每回合的第三步是移除被包圍的棋子。中文規則摘要(`003_aa27acea8e4117cd.txt`)寫道:

> 「A、棋子或一組棋子週遭沒有開放的相鄰區域就可以進行補捉。B、一道牆另一邊的領地不算作是公開的區域。
> C、任何被捕捉的棋子都從場上移除,由捕捉的玩家收下,每個對手的棋子可以算作一分。」

一顆棋子(或經由開放邊相連的一組棋子)周圍沒有空的相鄰區域時,就被吃掉
(`cartography.capture.no-liberty`)。牆另一邊的區域不算相鄰(`cartography.capture.walls-block`)。
被吃的棋子離開地圖,由吃棋的玩家收下,每顆一分(`cartography.capture.keep`)。
""")),
        Show("wall", BEHIND_A_WALL, caption=T(
            "Look at the orange stone on (0,1)a, the big region of the C2 tile. The empty "
            "corner (0,1)b is right beside it, but a wall is in between: that land is no "
            "liberty. Its only liberty is (0,0).",
            "看 (0,1)a 上的橘色棋子,它在 C2 板塊的大區域裡。空的角落 (0,1)b 就在旁邊,但中間隔著"
            "一道牆:那塊地不算氣。它唯一的氣是 (0,0)。"), picture=True),
        Task(
            "capture-one",
            T("Blue to play: capture the orange stone on (0,1)a.",
              "藍方下:吃掉 (0,1)a 上的橘色棋子。"),
            BEHIND_A_WALL,
            Reach(_prisoners(1), T("That move captures nothing: the orange stone still has "
                                   "a liberty.",
                                   "這一步沒有吃到任何棋子:橘色棋子還有氣。")),
            solution=("stone at (0,0)a",),
            hints=(T("Which empty region is the orange stone's last liberty?",
                     "橘色棋子的最後一口氣是哪一個空區域?"),
                   T("Its liberty has only orange neighbours. A stone there would have no "
                     "liberty, but a stone that captures may go there.",
                     "那口氣的鄰居全是橘色。下在那裡本來沒有氣,但能吃棋的棋子可以下。")),
            highlight=("stone at (0,0)a",),
            rules=("cartography.capture.no-liberty", "cartography.stone.capture-exception",
                   "cartography.capture.walls-block"),
            wrong="stone at (0,1)b", wrong_rule="cartography.stone.liberty",
            success=T("Captured! The orange stone leaves the map and counts one point for "
                      "Blue.", "吃到了!橘色棋子離開地圖,為藍方算一分。"),
        ),
        Task(
            "capture-group",
            T("Blue to play: capture the whole orange group at once.",
              "藍方下:一次吃掉整組橘色棋子。"),
            GROUP_OF_THREE,
            Reach(_prisoners(3), T("The orange group still has a liberty after that move.",
                                   "這一步之後,橘色那一組還有氣。")),
            solution=("stone at (2,-1)a",),
            hints=(T("A group shares its liberties: count the empty regions next to any of "
                     "its three stones.", "一組棋子共用氣:數一數三顆棋子旁邊的空區域。"),
                   T("Only one empty region touches the group.", "只有一個空區域碰到這一組。")),
            highlight=("stone at (2,-1)a",),
            rules=("cartography.capture.no-liberty", "cartography.capture.keep"),
            wrong="stone at (0,1)b",
        ),
        Quiz((
            LegalOrNot("q-corner", BEHIND_A_WALL, "stone at (0,1)b",
                       note=T("The corner region behind the wall has no neighbour at all.",
                              "牆後的角落區域完全沒有相鄰區域。")),
            LegalOrNot("q-capture", BEHIND_A_WALL, "stone at (0,0)a",
                       rules=("cartography.stone.capture-exception",)),
            HowMany("q-swing", T("Blue captures the group of three. By how many points does "
                                 "Blue's lead over Orange grow?",
                                 "藍方吃掉三顆一組的棋子。藍方對橘方的領先增加幾分?"),
                    GROUP_OF_THREE,
                    lambda s: (lambda a: (a.scores().totals[0] - a.scores().totals[1])
                               - (s.scores().totals[0] - s.scores().totals[1]))(
                        s.apply("stone at (2,-1)a")),
                    T("Three prisoners for Blue, Orange loses the three stones it had on the "
                      "map, and Blue's capturing stone stands on the map: 3 + 3 + 1.",
                      "藍方多三個俘虜,橘方失去地圖上的三顆棋子,而藍方吃棋的那顆棋子也留在地圖上:"
                      "3 + 3 + 1。"),
                    rules=("cartography.score.prisoners", "cartography.score.stones-on-map")),
        )),
    ),
    recap=T("A stone or group with no empty neighbour is captured; walls cut liberties; a "
            "stone may go where it has no liberty if it captures; every prisoner is a point.",
            "沒有空鄰居的棋子或棋組會被吃掉;牆會切斷氣;能吃棋時,可以下在本來沒有氣的地方;"
            "每個俘虜一分。"),
    mistakes=(T("Counting the land behind a wall as a liberty.", "把牆後的土地當成氣。"),
              T("Thinking a stone can never go where it has no liberty.",
                "以為沒有氣的地方永遠不能下。")),
)

LESSONS = (CAPTURE,)
"""The Cartography series, in order."""

__all__ = ["LESSONS"]
