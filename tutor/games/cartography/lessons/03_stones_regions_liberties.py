"""Cartography lesson 3: stones, regions, walls and liberties."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    Deeper,
    HowMany,
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
    FOUR_STONES,
    TILE_LAID,
    liberties,
    on_crowded_region,
    region,
)

# -- positions ------------------------------------------------------------------------------

JOIN = Position("""
    tile O3 at (0,1) rot 0     # Blue
    stone at (0,0)a
    tile O3 at (-2,0) rot 0    # Orange
    stone at (-1,-1)a
    stone at (1,-1)a           # Blue: the supply is empty
    stone at (-2,0)a           # Orange
""", options={"tiles_per_player": 5, "supply": {"O3": 2}})

Y_TILE = Position("""
    tile C2 at (0,1) rot 0     # Blue
    stone at (0,0)a
    tile C3 at (1,1) rot 0     # Orange: the tile with the Y-shaped wall
    stone at (1,1)b
""", options={"tiles_per_player": 5, "supply": {"C2": 1, "C3": 1}})

WALLED = Position("""
    tile C2 at (0,1) rot 0     # Blue
    stone at (-1,-1)a
    tile C3 at (1,1) rot 0     # Orange
    stone at (0,1)a
""", options={"tiles_per_player": 5, "supply": {"C2": 1, "C3": 1}})
"""Orange's stone on (0,1)a has two liberties: (0,0)a, and (1,1)c across the half-edge."""

CROWDED = Position("""
    tile O3 at (-2,-1) rot 0   # Blue
    stone at (-1,-1)a
    tile O3 at (0,1) rot 0     # Orange
    stone at (1,-1)a
    tile O3 at (2,0) rot 0     # Blue
    stone at (-2,-1)a
    stone at (0,0)a            # Orange
""", options={"tiles_per_player": 5, "supply": {"O3": 3}})
"""(0,-1)a and (-1,0)a have no empty neighbour, but join Blue's group, which has
liberties; (0,1)a has none and joins nothing."""

BOTH_HALVES = Position("""
    tile C2 at (0,1) rot 0     # Blue
    stone at (0,1)a
    tile C3 at (1,1) rot 0     # Orange
    stone at (-1,-1)a
    stone at (0,1)b            # Blue
""", options={"tiles_per_player": 5, "supply": {"C2": 1, "C3": 1}})


LESSON = Lesson(
    game="cartography", number=3, slug="stones-regions-liberties",
    title=T("Stones, regions, walls and liberties", "棋子、區域、牆與氣"),
    minutes=20,
    objectives=(
        T("find neighbouring regions", "分辨哪些區域彼此相鄰"),
        T("count liberties", "數出棋子的氣"),
        T("place a stone where it is allowed", "只在規則允許的地方放棋子"),
    ),
    steps=(
        Read(T(
            """
## Step 2: place a stone

After your tile you may place **one stone** on an empty region, or none. Regions touching
across a tile side are **neighbours** (dashed lines); a wall keeps them apart. An empty
neighbour is a **liberty**: a new stone, or its group, needs one.
""",
            """
## 步驟 2：放置棋子

放完板塊後，你可以在一個空的區域放**一顆棋子**，也可以不放。隔著板塊的邊互相碰到的區域是
**相鄰區域**（棋盤上淡淡的虛線）；牆把兩側的區域隔開。空的相鄰區域就是**氣**：你放下的棋子，或它
連上的那組棋子，必須至少有一口氣。
"""), sources=T(
            """
The summary's step 2: 「A、放置的棋子，或場上自己的棋子旁必須至少要有一個開放的相鄰區域
（當形成一個捕捉的狀態時例外）。B、每個區域只能放置一個棋子（有些板塊會用紅點標示一個以上的
區域）。」 (A, the stone placed, or your stones next to it, must have at least one open
neighbouring region, except when it makes a capture; B, one stone per region, and some tiles
mark more than one region with red dots.) How regions meet across sides comes from the
designer's prototype. Rules `cartography.stone.optional`,
`cartography.stone.one-per-region`, `cartography.stone.liberty`,
`cartography.region.walls`.
""",
            """
摘要的步驟 2：「A、放置的棋子，或場上自己的棋子旁必須至少要有一個開放的相鄰區域（當形成一個捕捉
的狀態時例外）。B、每個區域只能放置一個棋子（有些板塊會用紅點標示一個以上的區域）。」區域怎樣隔著
邊相接，來自設計者的原型。規則 `cartography.stone.optional`、
`cartography.stone.one-per-region`、`cartography.stone.liberty`、
`cartography.region.walls`。
""")),
        Task(
            "same-tile",
            T("Blue to play: put a stone on the three-way tile where the orange stone ① "
              "stands.",
              "藍方下：在橘色棋子①所在的三岔板塊上放一顆棋子。"),
            Y_TILE,
            Reach(lambda start, now: any(now.stones[r] == 0 for r in now.slot_regions[(1, 1)]),
                  T("That stone is not on the three-way tile.",
                    "這顆棋子不在三岔板塊上。")),
            solution=("stone at (1,1)c",),
            hints=(T("The three-way wall makes three regions, and one is taken. Which free one "
                     "has an empty neighbouring region?",
                     "三岔牆分出三個區域，其中一個已經有棋子。哪一個空的區域有空的相鄰區域？"),
                   T("Look at the free regions on and beside the three-way tile: the walls "
                     "decide which of them touch each other.",
                     "看看三岔板塊上和旁邊的空區域：由牆決定哪些區域互相碰到。")),
            highlight=("stone at (1,1)c", "stone at (0,1)a", "stone at (0,1)b"),
            rules=("cartography.stone.one-per-region", "cartography.stone.liberty"),
            wrong="stone at (1,1)b", wrong_rule="cartography.stone.one-per-region",
            success=T("Two stones of different colours on one tile, in different regions.",
                      "一個板塊上有兩顆不同顏色的棋子，各在不同的區域。"),
            markers=("region-1_1-b",), hide_legal=True,
            labels={"tile-1_1": T("three-way tile", "三岔板塊")},
        ),
        Read(T(
            """
## Groups

Stones of one colour on neighbouring regions form a **group**. A group shares its
liberties: every empty region next to any of its stones. A new stone that joins one of your
groups needs no liberty of its own, as long as the group keeps one. A group lives or dies
together.
""",
            """
## 一組棋子

相鄰區域上同色的棋子連成**一組**。一組棋子共用它們的氣：任何一顆旁邊的空區域都算。連上你一組棋子
的新棋子，本身不必有氣，只要整組還有一口氣就可以。一組棋子同生共死。
""")),
        Task(
            "join",
            T("Blue to play: join your two stones into one group with a single stone.",
              "藍方下：用一顆棋子把你的兩顆棋子連成一組。"),
            JOIN,
            Reach(lambda start, now: region(now, "(1,-1)a") in now.group(
                region(now, "(0,0)a"))[0],
                  T("Your two stones are still two groups.", "你的兩顆棋子還是兩組。")),
            solution=("stone at (1,0)a",),
            hints=(T("Find an empty region that touches both blue stones.",
                     "找一個同時碰到兩顆藍色棋子的空區域。"),
                   T("Follow the dashed lines from each blue stone.",
                     "從每顆藍色棋子沿著虛線看。")),
            highlight=("stone at (1,0)a", "stone at (0,-1)a"),
            rules=("cartography.region.walls",),
            wrong="stone at (0,-1)a",
            explain={"stone at (0,-1)a": T("That region touches one of your stones, not both.",
                                           "那個區域只碰到你其中一顆棋子，不是兩顆都碰到。"),
                     "stone at (-1,0)a": T("That region touches one of your stones, not both.",
                                           "那個區域只碰到你其中一顆棋子，不是兩顆都碰到。")},
            success=T("One group of three: its liberties are every empty region next to any of "
                      "its stones.", "一組三顆棋子：它的氣是任何一顆旁邊的所有空區域。"),
        ),
        Task(
            "atari",
            T("Blue to play: leave the orange stone marked ① with a single liberty.",
              "藍方下：讓標記①的橘色棋子只剩一口氣。"),
            FOUR_STONES,
            Reach(lambda start, now: liberties(now, "(-1,-1)a") == 1,
                  T("The orange stone still has both its liberties.", "橘色棋子的兩口氣都還在。")),
            solution=("stone at (-1,0)a",),
            hints=(T("The orange stone has two liberties. Can you take both of them?",
                     "橘色棋子有兩口氣。兩口你都能佔嗎？"),
                   T("Marked: the empty regions next to the orange stone and next to your group. "
                     "A stone that touches only orange stones and joins no group of yours has no "
                     "liberty.",
                     "標出的是橘色棋子旁邊和你那組棋子旁邊的空區域。只碰到橘色棋子、又沒有連上"
                     "你任何一組棋子的棋子，沒有氣。")),
            highlight=("stone at (-1,0)a", "stone at (0,-1)a", "stone at (0,1)a",
                       "stone at (2,0)a"),
            rules=("cartography.stone.liberty",),
            wrong="stone at (0,-1)a", wrong_rule="cartography.stone.liberty",
            success=T("The orange stone has one liberty left; Go players call this atari. Your "
                      "new stone joined your group, which keeps its liberties.",
                      "橘色棋子只剩一口氣，圍棋叫作「叫吃」。你的新棋子連上了你的那組棋子，"
                      "那組棋子還有氣。"),
            markers=("region-m1_m1-a",),
        ),
        Task(
            "behind-a-wall",
            T("Blue to play: leave the orange stone marked ①, below the hexagon, with a single "
              "liberty.",
              "藍方下：讓六邊形下方、標記①的橘色棋子只剩一口氣。"),
            WALLED,
            Reach(lambda start, now: liberties(now, "(0,1)a") == 1,
                  T("The orange stone still has two liberties.", "橘色棋子還有兩口氣。")),
            solution=("stone at (0,0)a",),
            hints=(T("Which empty regions touch the orange stone? The walls decide.",
                     "哪些空區域碰到橘色棋子？由牆決定。"),
                   T("Marked: empty regions near the orange stone. Some of them are behind a "
                     "wall.",
                     "標出的是橘色棋子附近的空區域，其中有些在牆後。")),
            highlight=("stone at (0,0)a", "stone at (1,1)b", "stone at (0,1)b"),
            rules=("cartography.region.walls", "cartography.capture.walls-block"),
            wrong="stone at (1,1)b",
            explain={"stone at (1,1)b": T("That region is behind a wall: it is not a "
                                          "neighbouring region of the orange stone.",
                                          "那個區域在牆後，不是橘色棋子的相鄰區域。"),
                     "stone at (0,1)b": T("That region is on the same tile but behind the wall: "
                                          "not a neighbouring region of the orange stone.",
                                          "那個區域在同一個板塊上，但在牆後，所以不是橘色"
                                          "棋子的相鄰區域。")},
            success=T("Right. Its other liberty is a corner of the three-way tile that touches "
                      "nothing else: a blue stone there would have no liberty at all.",
                      "對了。它的另一口氣是三岔板塊上一個不碰到其他區域的角：藍色棋子放在那裡"
                      "完全沒有氣。"),
            markers=("region-0_1-a",),
        ),
        Quiz((
            HowMany("q-liberties", T("How many liberties does Blue's group of two have?",
                                     "藍方兩顆棋子的那一組有幾口氣？"),
                    FOUR_STONES, lambda s: liberties(s, "(0,0)a"),
                    T("Three: every empty region next to either stone counts.",
                      "三口：任一顆棋子旁邊的空區域都算。"),
                    rules=("cartography.stone.liberty",)),
            LegalOrNot("q-no-liberty", FOUR_STONES, "stone at (0,-1)a",
                       note=T("The summary's picture 1: a stone whose group would have no open "
                              "neighbouring region, and which captures nothing.",
                              "摘要的圖 1：棋子和它連上的棋子都沒有開放的相鄰區域，"
                              "而且沒有捕捉任何棋子。")),
            Choose("q-one-group", T("Blue has stones on both regions of the corner tile below "
                                    "the hexagon. Are they one group?",
                                    "藍方在六邊形下方切角板塊的兩個區域上都有棋子。"
                                    "它們是同一組嗎？"),
                   (T("yes: they are on the same tile", "是：它們在同一個板塊上"),
                    T("no: the wall keeps them apart", "不是：牆把它們隔開")),
                   lambda s: 0 if region(s, "(0,1)b") in s.group(region(s, "(0,1)a"))[0]
                   else 1,
                   T("Regions are never merged: the two parts of a tile are neighbours only if "
                     "no wall is between them, and here one is.",
                     "區域不會合併：同一個板塊的兩部分之間沒有牆時才相鄰，而這裡有牆。"),
                   rules=("cartography.region.walls",), position=BOTH_HALVES),
        )),
        Deeper(T("A stone with no empty neighbour of its own, and more questions.",
                 "本身沒有空的相鄰區域的棋子，以及更多題目。")),
        Task(
            "no-empty-neighbour",
            T("Blue to play: place a stone, legally, on a region that has no empty neighbouring "
              "region of its own.",
              "藍方下：合法地把棋子放在一個本身沒有空的相鄰區域的區域。"),
            CROWDED,
            Reach(on_crowded_region, T("That region has an empty neighbouring region.",
                                       "那個區域有空的相鄰區域。")),
            solution=("stone at (0,-1)a",),
            hints=(T("Your stone, or the group it joins, needs a liberty.",
                     "你的棋子，或它連上的那組棋子，需要一口氣。"),
                   T("Marked: the regions in the middle, among the stones. A stone there needs a "
                     "group of yours to join.",
                     "標出的是中間、被棋子圍住的區域。放在那裡的棋子，需要連上你的一組棋子。")),
            highlight=("stone at (0,-1)a", "stone at (-1,0)a", "stone at (0,1)a",
                       "stone at (1,0)a"),
            rules=("cartography.stone.liberty",),
            wrong="stone at (0,1)a", wrong_rule="cartography.stone.liberty",
            success=T("Legal: the stone joins your group, and the group still has a liberty. "
                      "But the whole group now has one liberty left: a risky move.",
                      "合法：這顆棋子連上你的那組棋子，那組還有氣。不過整組現在只剩一口氣："
                      "很冒險。"),
            hide_legal=True,
        ),
        Quiz((
            HowMany("q-corner", T("How many neighbouring regions does the small corner marked "
                                  "①, cut off by the wall, have?",
                                  "標記①、被牆切出的小角有幾個相鄰區域？"),
                    FOUR_STONES, lambda s: len(s.adj[region(s, "(0,1)b")]),
                    T("The wall cuts it off from its own tile, and no tile touches it yet.",
                      "牆把它和自己板塊的其他部分隔開，而且還沒有板塊碰到它。"),
                    rules=("cartography.region.walls",), mark="stone at (0,1)b",
                    markers=("region-0_1-b",)),
            LegalOrNot("q-taken", FOUR_STONES, "stone at (1,0)a",
                       note=T("The summary's picture 3: one stone per region.",
                              "摘要的圖 3：每個區域只能有一顆棋子。")),
            LegalOrNot("q-no-stone", TILE_LAID, "no stone", rules=("cartography.stone.optional",),
                       note=T("After the tile the stone is optional.",
                              "放完板塊後，棋子可以不放。")),
        )),
    ),
    recap=T("One stone per region; after placing, your stone or its group needs an empty "
            "neighbouring region. Walls decide which regions are neighbours. A group shares "
            "its liberties.",
            "每個區域一顆棋子；放下後，你的棋子或它連上的那組棋子，需要一個空的相鄰區域。"
            "牆決定哪些區域相鄰。一組棋子共用氣。"),
    mistakes=(T("Counting a dot behind a wall as a neighbouring region because it looks close.",
                "因為看起來很近，就把牆後的紅點當成相鄰區域。"),
              T("Forgetting that a stone joining a group shares the group's liberties.",
                "忘了連上一組棋子的新棋子，和那組共用氣。")),
)
