"""Cartography lesson 4: capture."""

from __future__ import annotations

from ....lessons.model import (
    Deeper,
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
    title=T("Capture", "捕捉"),
    minutes=20,
    objectives=(
        T("find a last liberty", "找出最後一口氣"),
        T("capture stones", "捕捉對手的棋子"),
        T("save a stone in danger", "救回有危險的棋子"),
    ),
    steps=(
        Read(T(
            """
## Step 3: capture

A stone or group with no liberty left is **captured**: it leaves the map, and the capturer
keeps it, one point per stone. Land behind a wall is no liberty. Only a stone captures: a
tile never takes a liberty away.
""",
            """
## 步驟 3：捕捉

一顆棋子或一組棋子沒有氣時，就被**捕捉**：它離開地圖，由捕捉的玩家收下，每顆一分。牆後的區域不算
氣。只有棋子能捕捉：新板塊只會增加區域，永遠不會減少氣。
"""), sources=T(
            """
The summary's step 3: 「A、棋子或一組棋子週遭沒有開放的相鄰區域就可以進行補捉。B、一道牆
另一邊的領地不算作是公開的區域。C、任何被捕捉的棋子都從場上移除，由捕捉的玩家收下，每個
對手的棋子可以算作一分。」 (A, a stone or group with no open neighbouring region can be
captured; B, land on the other side of a wall is not an open region; C, captured stones leave
the board and the capturer keeps them, one point per opponent stone.) Rules
`cartography.capture.no-liberty`, `cartography.capture.walls-block`,
`cartography.capture.keep`.
""",
            """
摘要的步驟 3：「A、棋子或一組棋子週遭沒有開放的相鄰區域就可以進行補捉。B、一道牆另一邊的領地不算作
是公開的區域。C、任何被捕捉的棋子都從場上移除，由捕捉的玩家收下，每個對手的棋子可以算作一分。」
（「補捉」是原文的筆誤，指捕捉。）規則 `cartography.capture.no-liberty`、
`cartography.capture.walls-block`、`cartography.capture.keep`。
""")),
        Task(
            "first-capture",
            T("Blue to play: capture the orange stone marked ①.",
              "藍方下：捕捉標記①的橘色棋子。"),
            FIRST_CAPTURE,
            Reach(gone("(-1,-1)a"), T("The orange stone is still on the map: it still has a "
                                      "liberty.", "橘色棋子還有氣，所以還在地圖上。")),
            solution=("stone at (0,-1)a",),
            hints=(T("Count the orange stone's empty neighbouring regions.",
                     "數一數橘色棋子有幾個空的相鄰區域。"),
                   T("One of its neighbouring regions already holds your stone; the other one "
                     "is among the marked regions.",
                     "它的相鄰區域裡，有一個已經是你的棋子；另一個就在標出的區域之中。")),
            highlight=("stone at (0,-1)a", "stone at (0,0)a"),
            rules=("cartography.capture.no-liberty", "cartography.capture.keep"),
            wrong="stone at (0,0)a",
            explain={"stone at (0,0)a": T("That region is not next to the orange stone.",
                                          "那個區域不在橘色棋子旁邊。")},
            success=T("Captured: the stone leaves the map and Blue keeps it, one point.",
                      "捕捉成功：棋子離開地圖，由藍方收下，算一分。"),
            markers=("region-m1_m1-a",),
        ),
        Show("wall", BEHIND_A_WALL, caption=T(
            "The orange stone ①, below the hexagon, has an empty corner right beside it, ②, "
            "but a wall in between: no liberty there. Its only liberty is ③, and every "
            "neighbour of ③ is orange.",
            "六邊形下方的橘色棋子①，旁邊就是空的角落②，但中間隔著一道牆：那裡不算氣。"
            "它唯一的氣是③，而③的相鄰區域全是橘色棋子。"),
            picture=True, markers=("region-0_1-a", "region-0_1-b", "region-0_0-a")),
        Task(
            "capture-one",
            T("Blue to play: capture the orange stone marked ①, beside the wall.",
              "藍方下：捕捉牆邊、標記①的橘色棋子。"),
            BEHIND_A_WALL,
            Reach(captured(0, 1), T("That move captures nothing: the orange stone still has "
                                    "a liberty.",
                                    "這一步沒有捕捉任何棋子，橘色棋子還有氣。")),
            solution=("stone at (0,0)a",),
            hints=(T("Which empty region is the orange stone's last liberty?",
                     "橘色棋子的最後一口氣是哪一個空區域？"),
                   T("Marked: the empty regions near the orange stones. A stone with no "
                     "liberty may still go where it captures.",
                     "標出的是橘色棋子附近的空區域。沒有氣的棋子，如果能捕捉，還是可以放。")),
            highlight=("stone at (0,0)a", "stone at (0,1)b", "stone at (-1,-1)a",
                       "stone at (1,-1)a"),
            rules=("cartography.capture.no-liberty", "cartography.stone.capture-exception",
                   "cartography.capture.walls-block"),
            wrong="stone at (0,1)b", wrong_rule="cartography.stone.liberty",
            success=T("Captured! A stone with no liberty may be placed when it captures (the "
                      "summary's picture 2). Once the orange stone is lifted, yours has a "
                      "liberty again.",
                      "捕捉成功！沒有氣的棋子，如果能形成捕捉，就可以放（摘要的圖 2）。橘色棋子"
                      "被拿走後，你的棋子又有氣了。"),
            markers=("region-0_1-a",), hide_legal=True,
        ),
        Read(T(
            """
## Two stones at once

As soon as the blue stone is placed, two orange stones are captured: they are one group, and
the blue stone takes their last liberty. A group is captured all together.
""",
            """
## 一次捕捉兩顆

藍色棋子一放下，兩顆橘色棋子就被捕捉：它們是一組，藍色棋子佔掉了它們最後一口氣。一組棋子會一起
被捕捉。
"""), sources=T(
            """
「範例：當藍色棋子一放在這個位置後，橘色兩個棋子被捕捉！」 (Example: as soon as the blue
stone is placed here, two orange stones are captured!) The rulebook summary
`003_aa27acea8e4117cd.txt`, step 3.
""",
            """
「範例：當藍色棋子一放在這個位置後，橘色兩個棋子被捕捉！」
規則摘要 `003_aa27acea8e4117cd.txt` 的步驟 3。
""")),
        Task(
            "two-stones",
            T("Blue to play: capture two orange stones with one stone.",
              "藍方下：用一顆棋子捕捉兩顆橘色棋子。"),
            TWO_STONES,
            Reach(captured(0, 2), T("Both orange stones are still on the map.",
                                    "兩顆橘色棋子都還在地圖上。")),
            solution=("stone at (1,0)a",),
            hints=(T("The two orange stones are one group: find the liberties they share.",
                     "兩顆橘色棋子是一組：找出它們共用的氣。"),
                   T("Only one empty region touches either of them.",
                     "只有一個空區域碰到其中任何一顆。")),
            highlight=("stone at (1,0)a", "stone at (0,0)a"),
            rules=("cartography.capture.no-liberty", "cartography.capture.keep"),
            wrong="stone at (0,0)a",
            explain={"stone at (0,0)a": T("That region touches no orange stone.",
                                          "那個區域沒有碰到橘色棋子。")},
            success=T("Two orange stones captured at once, as in the summary's picture.",
                      "一次捕捉兩顆橘色棋子，就像摘要的圖一樣。"),
        ),
        Task(
            "capture-group",
            T("Blue to play: capture the whole orange group at once.",
              "藍方下：一次捕捉整組橘色棋子。"),
            GROUP_OF_THREE,
            Reach(captured(0, 3), T("The orange group still has a liberty after that move.",
                                    "這一步之後，那組橘色棋子還有氣。")),
            solution=("stone at (2,-1)a",),
            hints=(T("A group shares its liberties: count the empty regions next to any of "
                     "its three stones.", "一組棋子共用氣：數一數三顆棋子旁邊的空區域。"),
                   T("Only one empty region touches the group.", "只有一個空區域碰到這一組。")),
            highlight=("stone at (2,-1)a", "stone at (0,1)a"),
            rules=("cartography.capture.no-liberty", "cartography.capture.keep"),
            wrong="stone at (0,1)b", wrong_rule="cartography.stone.liberty",
        ),
        Quiz((
            LegalOrNot("q-corner", BEHIND_A_WALL, "stone at (0,1)b",
                       note=T("The corner region behind the wall has no neighbouring region at "
                              "all.", "牆後的角落區域完全沒有相鄰區域。")),
            LegalOrNot("q-capture", BEHIND_A_WALL, "stone at (0,0)a",
                       rules=("cartography.stone.capture-exception",)),
            HowMany("q-swing", T("Blue captures the group of three. By how many points does "
                                 "Blue's lead over Orange grow?",
                                 "藍方捕捉三顆一組的橘色棋子。藍方對橘方的領先增加幾分？"),
                    GROUP_OF_THREE, margin_gain("stone at (2,-1)a"),
                    T("Three captured stones for Blue, Orange loses the three stones it had on "
                      "the map, and Blue's capturing stone stands on the map: 3 + 3 + 1.",
                      "藍方多三顆捕捉的棋子，橘方失去地圖上的三顆棋子，而藍方捕捉用的那顆棋子也"
                      "留在地圖上：3 + 3 + 1。"),
                    rules=("cartography.score.prisoners", "cartography.score.stones-on-map"),
                    mark="stone at (2,-1)a"),
        )),
        Deeper(T("Captures that take two moves, and saving a stone.",
                 "要下兩步的捕捉，以及救回一顆棋子。")),
        Task(
            "two-moves",
            T("Blue to play: capture the orange stone marked ①. It has two liberties; Orange "
              "answers your first stone somewhere else.",
              "藍方下：捕捉標記①的橘色棋子。它有兩口氣；你下第一顆棋子後，橘方會在別處下。"),
            TWO_LIBERTIES,
            Reach(gone("(1,-1)a"),
                  T("Take the orange stone's liberties one by one: after your first stone it "
                    "must have only one left.",
                    "一口一口地佔掉橘色棋子的氣；你下第一顆棋子後，它必須只剩一口氣。"),
                  within=2),
            solution=("stone at (1,0)a", "stone at (0,-1)a"),
            replies={1: (ORANGE_ELSEWHERE,)},
            hints=(T("Take its liberties one at a time.", "一次佔掉它的一口氣。"),
                   T("Marked: empty regions at the top and the right of the hexagon; the orange "
                     "stone's liberties are among them.",
                     "標出的是六邊形上方和右邊的空區域；橘色棋子的氣就在其中。")),
            highlight=("stone at (1,0)a", "stone at (0,-1)a", "stone at (-1,-1)a"),
            rules=("cartography.capture.no-liberty",),
            wrong="stone at (-1,-1)a", markers=("region-1_m1-a",),
        ),
        Task(
            "save",
            T("Blue to play: your stone marked ① has one liberty left. Save it: after your "
              "move it must have at least two.",
              "藍方下：你標記①的棋子只剩一口氣。救它：你下完後，它必須至少有兩口氣。"),
            IN_DANGER,
            Reach(lambda start, now: liberties(now, "(-1,0)a") >= 2,
                  T("Your stone still has a single liberty.", "你的棋子還是只有一口氣。")),
            solution=("stone at (0,-1)a",),
            hints=(T("Adding a stone next to it does not help if the new group has no more "
                     "liberties. Look at the orange stones around it instead.",
                     "如果新的那組棋子沒有更多氣，在旁邊加棋子也沒用。看看它周圍的橘色棋子。"),
                   T("Marked: the empty regions next to the stones around yours. One orange "
                     "neighbour has a single liberty itself.",
                     "標出的是你棋子周圍那些棋子旁邊的空區域。其中一顆橘色棋子自己也只剩一口氣。")),
            highlight=("stone at (0,-1)a", "stone at (1,0)a", "stone at (-2,0)a"),
            rules=("cartography.stone.liberty", "cartography.capture.no-liberty"),
            wrong="stone at (-2,0)a", wrong_rule="cartography.stone.liberty",
            success=T("Capturing the orange stone gives your stone a new liberty where it stood.",
                      "捕捉橘色棋子後，它原來的位置就成了你的棋子的新氣。"),
            markers=("region-m1_0-a",),
        ),
        Quiz((
            HowMany("q-two", T("How many orange stones does a blue stone on the region marked ① "
                               "capture?",
                               "藍色棋子放在標記①的區域，會捕捉幾顆橘色棋子？"),
                    TWO_STONES, lambda s: len(s.apply("stone at (1,0)a").last_captured),
                    T("The two orange stones are one group with one liberty.",
                      "兩顆橘色棋子是只有一口氣的一組。"),
                    rules=("cartography.capture.no-liberty", "cartography.capture.keep"),
                    mark="stone at (1,0)a", markers=("region-1_0-a",)),
        )),
    ),
    recap=T("A stone or group with no empty neighbouring region is captured; walls cut "
            "liberties; a stone may go where it has no liberty if it captures; every captured "
            "stone is a point, and the captured player loses the points of those stones on the "
            "map.",
            "沒有空的相鄰區域的棋子或一組棋子會被捕捉；牆會切斷氣；能捕捉時，可以下在本來沒有氣"
            "的地方；每顆捕捉的棋子一分，被捕捉的一方也失去那些棋子在地圖上的分數。"),
    mistakes=(T("Counting the land behind a wall as a liberty.", "把牆後的土地當成氣。"),
              T("Thinking a stone can never go where it has no liberty.",
                "以為沒有氣的地方永遠不能下。"),
              T("Adding stones to a group in danger without counting its new liberties.",
                "替有危險的一組棋子加棋子，卻沒有數新的氣。")),
)
