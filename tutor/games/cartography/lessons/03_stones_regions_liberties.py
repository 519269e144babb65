"""Cartography lesson 3: stones, regions, walls and liberties."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
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
        T("tell which regions are neighbours, across sides and walls",
          "分辨哪些區域彼此相鄰,包括隔著邊和隔著牆的情況"),
        T("count the liberties of a stone and of a group", "數出一個棋子和一組棋子的氣"),
        T("place a stone only where the rules allow it", "只在規則允許的地方放棋子"),
    ),
    steps=(
        Read(T(
            """
## Step 2: place a stone

After your tile you may place **one stone** on an empty region, or none
(`cartography.stone.optional`). The summary (`003_aa27acea8e4117cd.txt`):

> 「A、放置的棋子,或場上自己的棋子旁必須至少要有一個開放的相鄰區域 (當形成一個捕捉的狀態時例外)。B、
> 每個區域只能放置一個棋子 (有些板塊會用紅點標示一個以上的區域)。」

So: a region holds one stone at most (`cartography.stone.one-per-region`), and after you
place it, your stone or the group it joins must touch at least one **empty** neighbouring
region (`cartography.stone.liberty`), unless the stone captures (lesson 4).

**Neighbours.** Two regions on neighbouring tiles are neighbours when they touch across the
shared side; the faint dashed lines on the board join them. A wall separates the regions on
its two sides, even on the same tile (`cartography.region.walls`). Where a wall meets a side,
each half of that side touches only the region on its own side of the wall.

**Groups and liberties.** Stones of one colour on neighbouring regions form a **group**. The
empty regions next to a stone or group are its **liberties** (氣), its open land. A group
lives or dies together.
""",
            """
## 步驟 2:放置棋子

放完板塊後,你可以在一個空的區域放**一個棋子**,也可以不放(`cartography.stone.optional`)。摘要
(`003_aa27acea8e4117cd.txt`)寫道:

> 「A、放置的棋子,或場上自己的棋子旁必須至少要有一個開放的相鄰區域 (當形成一個捕捉的狀態時例外)。B、
> 每個區域只能放置一個棋子 (有些板塊會用紅點標示一個以上的區域)。」

也就是:每個區域最多一個棋子(`cartography.stone.one-per-region`);棋子放下後,它或它所屬的棋組
旁邊必須至少有一個**空的**相鄰區域(`cartography.stone.liberty`),除非這個棋子形成捕捉(第 4 課)。

**相鄰**。相鄰板塊上的兩個區域,隔著共用的邊互相碰到時就是相鄰;棋盤上淡淡的虛線把它們連起來。牆把
兩側的區域隔開,即使在同一個板塊上也一樣(`cartography.region.walls`)。牆碰到一條邊時,那條邊的每一半
只碰到牆同一側的區域。

**棋組與氣**。相鄰區域上同色的棋子組成一個**棋組**。一個棋子或棋組旁邊的空區域就是它的**氣**,也就是
它還開放的土地。一個棋組同生共死。
""")),
        Task(
            "join",
            T("Blue to play: join your two stones into one group with a single stone.",
              "藍方下:用一個棋子把你的兩個棋子連成一組。"),
            JOIN,
            Reach(lambda start, now: region(now, "(1,-1)a") in now.group(
                region(now, "(0,0)a"))[0],
                  T("Your two stones are still two groups.", "你的兩個棋子還是兩組。")),
            solution=("stone at (1,0)a",),
            hints=(T("Find an empty region that touches both blue stones.",
                     "找一個同時碰到兩個藍色棋子的空區域。"),
                   T("Follow the dashed lines from each blue stone.",
                     "從每個藍色棋子沿著虛線看。")),
            highlight=("stone at (1,0)a", "stone at (0,-1)a"),
            rules=("cartography.region.walls",),
            wrong="stone at (0,-1)a",
            explain={"stone at (0,-1)a": T("(0,-1)a touches the stone on (1,-1)a but not the "
                                           "one on (0,0)a.",
                                           "(0,-1)a 碰到 (1,-1)a 上的棋子,但沒碰到 (0,0)a 上的。"),
                     "stone at (-1,0)a": T("(-1,0)a touches the stone on (0,0)a but not the "
                                           "one on (1,-1)a.",
                                           "(-1,0)a 碰到 (0,0)a 上的棋子,但沒碰到 (1,-1)a 上的。")},
            success=T("One group of three: its liberties are every empty region next to any of "
                      "its stones.", "一組三個棋子:它的氣是任何一個棋子旁邊的所有空區域。"),
        ),
        Task(
            "same-tile",
            T("Blue to play: put a stone on the tile with the Y-shaped wall, which already holds "
              "an orange stone.",
              "藍方下:在有 Y 形牆、已經有一個橘色棋子的板塊上放一個棋子。"),
            Y_TILE,
            Reach(lambda start, now: any(now.stones[r] == 0 for r in now.slot_regions[(1, 1)]),
                  T("That stone is not on the tile with the Y-shaped wall.",
                    "這個棋子不在有 Y 形牆的板塊上。")),
            solution=("stone at (1,1)c",),
            hints=(T("A C3 has three regions: one is taken. Which free one has an empty "
                     "neighbour?", "C3 有三個區域:一個已經有棋子。哪一個空的區域有空的鄰居?"),
                   T("The corner region (1,1)a touches no tile yet, so a stone there would have "
                     "no liberty.", "角落的區域 (1,1)a 還沒碰到任何板塊,放在那裡沒有氣。")),
            highlight=("stone at (1,1)c",),
            rules=("cartography.stone.one-per-region", "cartography.stone.liberty"),
            wrong="stone at (1,1)b", wrong_rule="cartography.stone.one-per-region",
            success=T("Two stones of different colours on one tile, in different regions.",
                      "一個板塊上有兩個不同顏色的棋子,各在不同的區域。"),
        ),
        Task(
            "atari",
            T("Blue to play: leave the orange stone on (-1,-1)a, at the upper left of the "
              "hexagon, with a single liberty.",
              "藍方下:讓六邊形左上方 (-1,-1)a 上的橘色棋子只剩一口氣。"),
            FOUR_STONES,
            Reach(lambda start, now: liberties(now, "(-1,-1)a") == 1,
                  T("The orange stone still has both its liberties.", "橘色棋子的兩口氣都還在。")),
            solution=("stone at (-1,0)a",),
            hints=(T("The orange stone has two liberties. Can you take both of them?",
                     "橘色棋子有兩口氣。兩口你都能佔嗎?"),
                   T("A blue stone on (0,-1)a would touch only orange stones and join no blue "
                     "group: no liberty. Try the other one.",
                     "放在 (0,-1)a 的藍色棋子只碰到橘色棋子,也沒有連到藍色棋組:沒有氣。"
                     "試試另一口。")),
            highlight=("stone at (-1,0)a", "stone at (0,-1)a"),
            rules=("cartography.stone.liberty",),
            wrong="stone at (0,-1)a", wrong_rule="cartography.stone.liberty",
            success=T("The orange stone has one liberty left, (0,-1)a; Go players call this "
                      "atari. Your new stone joined your group, which keeps its liberties.",
                      "橘色棋子只剩 (0,-1)a 一口氣,圍棋叫作「叫吃」。你的新棋子連上了你的棋組,"
                      "棋組還有氣。"),
        ),
        Task(
            "behind-a-wall",
            T("Blue to play: leave the orange stone below the hexagon, on (0,1)a, with a single "
              "liberty.",
              "藍方下:讓六邊形下方 (0,1)a 上的橘色棋子只剩一口氣。"),
            WALLED,
            Reach(lambda start, now: liberties(now, "(0,1)a") == 1,
                  T("The orange stone still has two liberties.", "橘色棋子還有兩口氣。")),
            solution=("stone at (0,0)a",),
            hints=(T("Which empty regions touch the orange stone? The walls decide.",
                     "哪些空區域碰到橘色棋子?由牆決定。"),
                   T("Its liberties are (0,0)a above it and one corner of the Y-tile; the other "
                     "dots nearby are behind walls.",
                     "它的氣是上方的 (0,0)a,以及 Y 形板塊的一個角;附近其他的點都在牆後。")),
            highlight=("stone at (0,0)a", "stone at (1,1)b", "stone at (0,1)b"),
            rules=("cartography.region.walls", "cartography.capture.walls-block"),
            wrong="stone at (1,1)b",
            explain={"stone at (1,1)b": T("(1,1)b is behind a wall: it is no neighbour of the "
                                          "orange stone.",
                                          "(1,1)b 在牆後:它不是橘色棋子的鄰居。"),
                     "stone at (0,1)b": T("(0,1)b is on the same tile but behind the wall: no "
                                          "neighbour of the orange stone.",
                                          "(0,1)b 在同一個板塊上,但在牆後:不是橘色棋子的鄰居。")},
            success=T("Right. Its other liberty, (1,1)c, is a corner that touches nothing else: "
                      "a blue stone there would have no liberty at all.",
                      "對了。它的另一口氣 (1,1)c 是一個不碰到其他區域的角:"
                      "藍色棋子放在那裡完全沒有氣。"),
        ),
        Task(
            "no-empty-neighbour",
            T("Blue to play: place a stone, legally, on a region that has no empty neighbour of "
              "its own.",
              "藍方下:合法地把棋子放在一個本身沒有空鄰居的區域。"),
            CROWDED,
            Reach(on_crowded_region, T("That region has an empty neighbour.",
                                        "那個區域有空的鄰居。")),
            solution=("stone at (0,-1)a",),
            hints=(T("Read rule A again: your stone, or the group it joins, needs a liberty.",
                     "再讀一次規則 A:你的棋子或它所屬的棋組需要一口氣。"),
                   T("A stone next to your group of two shares that group's liberties.",
                     "放在你兩個棋子旁邊的棋子,和那一組共用氣。")),
            highlight=("stone at (0,-1)a", "stone at (-1,0)a", "stone at (0,1)a"),
            rules=("cartography.stone.liberty",),
            wrong="stone at (0,1)a", wrong_rule="cartography.stone.liberty",
            success=T("Legal: the stone joins your group, and the group still has a liberty. "
                      "But the whole group now has one liberty left: a risky move.",
                      "合法:這個棋子連上你的棋組,棋組還有氣。不過整組現在只剩一口氣:很冒險。"),
        ),
        Quiz((
            HowMany("q-liberties", T("How many liberties does Blue's group of two have?",
                                     "藍方兩個棋子的棋組有幾口氣?"),
                    FOUR_STONES, lambda s: liberties(s, "(0,0)a"),
                    T("(-1,0)a, (0,1)a and (2,0)a: every empty region next to either stone.",
                      "(-1,0)a、(0,1)a 和 (2,0)a:任一個棋子旁邊的所有空區域。"),
                    rules=("cartography.stone.liberty",)),
            HowMany("q-corner", T("How many neighbours does (0,1)b, the small corner cut off "
                                  "by the wall below the hexagon, have?",
                                  "六邊形下方被牆切出的小角 (0,1)b 有幾個相鄰區域?"),
                    FOUR_STONES, lambda s: len(s.adj[region(s, "(0,1)b")]),
                    T("The wall cuts it off from its own tile, and no tile touches it yet.",
                      "牆把它和自己板塊的其他部分隔開,而且還沒有板塊碰到它。"),
                    rules=("cartography.region.walls",)),
            LegalOrNot("q-no-liberty", FOUR_STONES, "stone at (0,-1)a",
                       note=T("The summary's picture 1: a stone whose group would have no open "
                              "neighbour, and which captures nothing.",
                              "摘要的圖 1:棋子所屬的棋組沒有開放的相鄰區域,"
                              "而且沒有捕捉任何棋子。")),
            LegalOrNot("q-taken", FOUR_STONES, "stone at (1,0)a",
                       note=T("The summary's picture 3: one stone per region.",
                              "摘要的圖 3:每個區域只能有一個棋子。")),
            LegalOrNot("q-no-stone", TILE_LAID, "no stone", rules=("cartography.stone.optional",),
                       note=T("After the tile the stone is optional.",
                              "放完板塊後,棋子可以不放。")),
            Choose("q-one-group", T("Blue has stones on both regions of the C2 tile below the "
                                    "hexagon. Are they one group?",
                                    "藍方在六邊形下方 C2 板塊的兩個區域上都有棋子。"
                                    "它們是同一組嗎?"),
                   (T("yes: they are on the same tile", "是:它們在同一個板塊上"),
                    T("no: the wall keeps them apart", "不是:牆把它們隔開")),
                   lambda s: 0 if region(s, "(0,1)b") in s.group(region(s, "(0,1)a"))[0]
                   else 1,
                   T("Regions are never merged: the two halves of a tile are neighbours only if "
                     "no wall is between them, and here one is.",
                     "區域不會合併:同一個板塊的兩半之間沒有牆時才相鄰,而這裡有牆。"),
                   rules=("cartography.region.walls",), position=BOTH_HALVES),
        )),
    ),
    recap=T("One stone per region; after placing, your stone or its group needs an empty "
            "neighbour. Walls decide who is a neighbour. A group shares its liberties.",
            "每個區域一個棋子;放下後,你的棋子或它的棋組需要一個空的鄰居。牆決定誰是鄰居。"
            "一組棋子共用氣。"),
    mistakes=(T("Counting a dot behind a wall as a neighbour because it looks close.",
                "因為看起來很近,就把牆後的點當成鄰居。"),
              T("Forgetting that a stone joining a group shares the group's liberties.",
                "忘了連上棋組的棋子和棋組共用氣。")),
)
