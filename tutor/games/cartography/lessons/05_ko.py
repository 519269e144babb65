"""Cartography lesson 5: ko."""

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
    captured,
    gone,
    own,
)

# -- positions ------------------------------------------------------------------------------

KO = Position("""
    tile O3 at (0,1) rot 0       # Blue
    stone at (-1,-1)a
    tile O3 at (-2,0) rot 0      # Orange
    stone at (0,-1)a
    tile O3 at (2,0) rot 0       # Blue
    no stone
    tile O3 at (-2,-1) rot 0     # Orange: the last tile of the supply
    stone at (1,0)a
""", options={"tiles_per_player": 5, "supply": {"O3": 4}})
"""Blue can capture the orange stone on (0,-1)a with (1,-1)a, which then has one liberty."""

KO_MOVES = KO.moves

KO_OPTIONS = KO.options

KO_TAKEN = Position(KO_MOVES + "stone at (1,-1)a   # Blue captures\n", options=KO_OPTIONS)

BLUE_ELSEWHERE = "stone at (-2,-1)a"
"""Blue's scripted answer when Orange plays elsewhere in the ko."""

KO_ELSEWHERE = Position(KO_TAKEN.moves + "stone at (0,1)a    # Orange plays elsewhere\n",
                        options=KO_OPTIONS)

KO_BOTH_ELSEWHERE = Position(KO_ELSEWHERE.moves + BLUE_ELSEWHERE + "\n", options=KO_OPTIONS)

KO_TILES_MOVES = KO_MOVES + """
    tile O3 at (-1,1) rot 0      # Blue lays a tile...
    stone at (1,-1)a             # ...and captures in the ko
    tile O3 at (1,1) rot 0       # Orange lays a tile
"""

KO_TILE_LAID = Position(KO_TILES_MOVES, options={"tiles_per_player": 5, "supply": {"O3": 10}})
"""The same ko while the tiles last: Orange has laid a tile since Blue's capture, and is to
place a stone."""


TWO_IN_ATARI = """
    tile O3 at (0,1) rot 0       # Blue
    stone at (-1,-1)a
    tile O3 at (-2,0) rot 0      # Orange
    stone at (0,-1)a
    tile O3 at (2,0) rot 0       # Blue: a stone on (0,1)a, whose only liberty is (0,0)a
    stone at (0,1)a
    tile O3 at (-2,-1) rot 0     # Orange
    stone at (1,0)a
"""
"""The ko position with one more blue stone, on (0,1)a, that has a single liberty."""

NOT_YET = Position(TWO_IN_ATARI + "stone at (1,-1)a   # Blue captures in the ko\n",
                   options=KO_OPTIONS)
"""Orange to play: the ko recapture on (0,-1)a is forbidden, the capture on (0,0)a is not."""

NOT_YET_TILES = Position(TWO_IN_ATARI + """
    tile O3 at (-2,1) rot 0      # Blue lays a tile far from the ko...
    stone at (1,-1)a             # ...and captures in the ko
    tile O3 at (-3,0) rot 0      # Orange lays a tile
""", options={"tiles_per_player": 5, "supply": {"O3": 10}})
"""The same while the tiles last: Orange has laid a tile since Blue's capture."""


LESSON = Lesson(
    game="cartography", number=5, slug="ko",
    title=T("Ko: no repeating", "劫：不可重覆"),
    minutes=20,
    objectives=(
        T("recognise a ko", "認出劫"),
        T("capture back only when allowed", "只在規則允許時捕捉回來"),
        T("end a ko by settling it", "用黏劫結束一個劫"),
    ),
    steps=(
        Read(T(
            """
## Ko: no repeating

Captures can loop: I capture your stone, you capture mine straight back, and so on. Go
players call this **ko**. A stone may not put the stones back as they were before the
opponent's last move: capture back later, after a move elsewhere.
""",
            """
## 劫：不可重覆

捕捉可能形成循環：我捕捉你一顆，你立刻捕捉回來，我再捕捉……圍棋把這叫作**劫**。規則：放棋子不能讓
地圖上的棋子回到對手上一步之前的樣子。要捕捉回來，得先在別處下一步。
"""), sources=T(
            """
The summary's step 2 C: 「C、放置時，不能重覆前一次的遊戲狀態（例如彼此於相同位置吃棋）。」
(When placing, you may not repeat the previous game state, for instance both players
capturing at the same place.) The tutor reads it as written, the simple ko of Go
(`cartography.stone.ko`); no other source we know mentions ko. The other reading, superko
(no earlier position may come back), is a game option (lesson 9); whether the tiles count
is a registered assumption (`cartography.stone.ko-stones`, the going-further part).
""",
            """
摘要的步驟 2 C：「C、放置時，不能重覆前一次的遊戲狀態（例如彼此於相同位置吃棋）。」本教學照字面
讀，就是圍棋的簡單劫（`cartography.stone.ko`）；我們知道的其他來源都沒有提到劫。另一種讀法
「全局禁同」（任何先前的局面都不能重覆）是遊戲選項（第 9 課）；板塊算不算，是登記過的假設
（`cartography.stone.ko-stones`，見進階部分）。
""")),
        Task(
            "take-ko",
            T("Blue to play: capture the orange stone marked ①.",
              "藍方下：捕捉標記①的橘色棋子。"),
            KO,
            Reach(gone("(0,-1)a"), T("The orange stone is still on the map.",
                                     "橘色棋子還在地圖上。")),
            solution=("stone at (1,-1)a",),
            hints=(T("The orange stone has a single liberty.", "橘色棋子只剩一口氣。"),
                   T("A stone with no empty neighbouring region may still go where it "
                     "captures. Marked: the empty regions near the orange stone.",
                     "沒有空的相鄰區域的棋子，如果能捕捉，還是可以放。標出的是橘色棋子附近的"
                     "空區域。")),
            highlight=("stone at (1,-1)a", "stone at (0,0)a", "stone at (-1,0)a"),
            rules=("cartography.capture.no-liberty", "cartography.stone.capture-exception"),
            wrong="stone at (0,0)a",
            success=T("Captured. But look at your new stone: its only liberty is the region you "
                      "just emptied. Orange would like to capture it straight back...",
                      "捕捉成功。不過看看你的新棋子：它唯一的氣就是你剛清空的區域。"
                      "橘方很想立刻把它捕捉回來……"),
            markers=("region-0_m1-a",),
        ),
        Task(
            "not-yet",
            T("Orange to play: Blue has just captured your stone at the top of the hexagon, in "
              "a ko. Capture a blue stone.",
              "橘方下：藍方剛在劫裡捕捉了你在六邊形上方的棋子。捕捉一顆藍色棋子。"),
            NOT_YET,
            Reach(captured(1, 1), T("That move captures nothing.", "這一步沒有捕捉任何棋子。")),
            solution=("stone at (0,0)a",),
            hints=(T("Two blue stones have a single liberty. May you capture both of them now?",
                     "有兩顆藍色棋子只剩一口氣。現在兩顆你都能捕捉嗎？"),
                   T("Capturing back at the top at once would put the stones back as they were "
                     "before Blue's capture. Marked: the empty regions in the middle of the map.",
                     "立刻在上方捕捉回來，會讓地圖上的棋子回到藍方捕捉之前的樣子。標出的是地圖"
                     "中間的空區域。")),
            highlight=("stone at (0,-1)a", "stone at (0,0)a", "stone at (-1,0)a"),
            rules=("cartography.stone.ko", "cartography.capture.no-liberty"),
            wrong="stone at (0,-1)a", wrong_rule="cartography.stone.ko",
            success=T("Right: the ko recapture must wait. Once both players have played "
                      "elsewhere, the position has changed and the capture back is allowed.",
                      "對了：劫裡的捕捉回來必須等一等。雙方都在別處下過之後，局面已經不同，"
                      "就可以捕捉回來。"),
        ),
        Task(
            "settle",
            T("Blue to play: Orange has played elsewhere instead of capturing back. Make sure "
              "Orange can never capture back in this ko.",
              "藍方下：橘方沒有捕捉回來，而是下在別處。確保橘方在這個劫裡永遠不能捕捉回來。"),
            KO_ELSEWHERE,
            Reach(own("(0,-1)a", 0), T("Orange could still capture back at the top later.",
                                       "橘方之後還是可以在上方捕捉回來。")),
            solution=("stone at (0,-1)a",),
            hints=(T("Where would Orange's capturing stone go?", "橘方捕捉回來的棋子會下在哪裡？"),
                   T("Fill that region yourself, so that your stones join into one group. "
                     "Marked: the empty regions next to your stones at the top.",
                     "自己把那個區域填上，讓你的棋子連成一組。標出的是你上方棋子旁邊的空區域。")),
            highlight=("stone at (0,-1)a", "stone at (-1,0)a"),
            rules=("cartography.stone.ko", "cartography.stone.liberty"),
            wrong="stone at (-1,0)a",
            explain={"stone at (-1,0)a": T("Then Orange may capture back at the top: the "
                                           "position has changed since your capture.",
                                           "這樣橘方就可以在上方捕捉回來，因為從你捕捉"
                                           "之後，局面已經變了。")},
            success=T("The ko is settled: your three stones are one group, and the region at "
                      "the top is yours for good.",
                      "劫已經黏住（黏劫）：你的三顆棋子連成一組，上方那個區域是你的了。"),
        ),
        Quiz((
            LegalOrNot("q-now", KO_TAKEN, "stone at (0,-1)a",
                       note=T("The capture would bring back the position before Blue's move.",
                              "這次捕捉會讓局面回到藍方那一步之前。")),
            LegalOrNot("q-later", KO_BOTH_ELSEWHERE, "stone at (0,-1)a",
                       rules=("cartography.stone.ko",),
                       note=T("Both players have played elsewhere since the capture: the position "
                              "it would bring back is no longer the one before Blue's last move.",
                              "捕捉之後雙方都在別處下過：捕捉回來形成的局面，已經不是藍方上一步"
                              "之前的局面了。")),
            HowMany("q-one-for-one", T("Orange captures back in the ko. How many stones does it "
                                       "capture?", "橘方在劫裡捕捉回來。它捕捉幾顆棋子？"),
                    KO_BOTH_ELSEWHERE, lambda s: len(s.apply("stone at (0,-1)a").last_captured),
                    T("A ko is one stone for one stone: that is why it could loop.",
                      "劫是一顆換一顆：這就是它會循環的原因。"),
                    rules=("cartography.stone.ko", "cartography.capture.no-liberty"),
                    mark="stone at (0,-1)a"),
        )),
        Deeper(T("Ko while the tiles last.", "板塊還沒用完時的劫。")),
        Read(T(
            """
## A tile in between changes nothing

While tiles last, every turn starts with a tile. If tiles counted, the ko rule would do
nothing before the last tile: both players could capture back and forth, which the rule's
own example forbids. So the ko rule looks only at the **stones**.
""",
            """
## 中間放了板塊也一樣

板塊還沒用完時，每回合都從放板塊開始，相隔兩回合的地圖永遠不會完全一樣。如果板塊也算，最後一個板塊
放下之前，劫的規則都不起作用：兩位玩家可以在同一個位置來回捕捉，而這正是規則自己舉的例子所禁止的。
所以劫的規則只看地圖上的**棋子**：中間放了板塊，也不能立刻捕捉回來。
"""), sources=T(
            """
An assumption (`cartography.stone.ko-stones`): the summary's example of a forbidden
repetition is 「例如彼此於相同位置吃棋」 (for instance both capturing at the same place). The
tiles run out (each player has a set number), so with tiles counted the back and forth would
stop with them; but until then, for most of the game, it would be allowed, and the example
forbids it outright. A game option compares the stones and the tiles instead.
""",
            """
這是假設（`cartography.stone.ko-stones`）：摘要舉的禁止重覆的例子是「例如彼此於相同位置吃棋」。
板塊會用完（每位玩家的數量是固定的），所以把板塊算進去時，來回捕捉會隨著板塊用完而停止；但在那之前，
也就是大半場遊戲中，它都會被允許，而摘要的例子是直接禁止它。遊戲選項可以改為同時比較棋子和板塊。
""")),
        Task(
            "tile-between",
            T("The same ko while the tiles last: Blue captured at the top in a turn with a "
              "tile, and you have just laid a tile. Orange to play: capture a blue stone.",
              "板塊還沒用完時的同一個劫：藍方在放了板塊的回合捕捉了上方的棋子，你也剛放了一個"
              "板塊。橘方下：捕捉一顆藍色棋子。"),
            NOT_YET_TILES,
            Reach(captured(1, 1), T("That move captures nothing.", "這一步沒有捕捉任何棋子。")),
            solution=("stone at (0,0)a",),
            hints=(T("Your new tile changed the map. Did it change the stones?",
                     "你的新板塊改變了地圖。它改變了棋子嗎？"),
                   T("Only the stones are compared: capturing back at the top would still put "
                     "them back as they were before Blue's capture. Marked: the empty regions in "
                     "the middle of the map.",
                     "只比較棋子：在上方捕捉回來，地圖上的棋子仍然會回到藍方捕捉之前的樣子。"
                     "標出的是地圖中間的空區域。")),
            highlight=("stone at (0,-1)a", "stone at (0,0)a", "stone at (-1,0)a"),
            rules=("cartography.stone.ko", "cartography.stone.ko-stones"),
            wrong="stone at (0,-1)a", wrong_rule="cartography.stone.ko",
            success=T("Right: a tile laid in between does not lift the ban on capturing back.",
                      "對了：中間放了板塊，也不能立刻捕捉回來。"),
        ),
        Quiz((
            LegalOrNot("q-tile-between", KO_TILE_LAID, "stone at (0,-1)a",
                       rules=("cartography.stone.ko-stones",),
                       note=T("A tile was laid since Blue's capture, but the stones on the map "
                              "would be back as they were before it.",
                              "藍方捕捉之後放了一個板塊，但地圖上的棋子會回到捕捉之前的樣子。")),
            Choose("q-why", T("Why does the ko rule exist?", "為什麼要有劫的規則？"),
                   (T("so that two players cannot capture back and forth at the same place, "
                      "again and again", "讓兩位玩家不能在同一個地方一再來回捕捉"),
                    T("so that a stone can never be captured twice",
                      "讓一顆棋子永遠不會被捕捉兩次"),
                    T("so that the start player wins ties", "讓起始玩家在平手時獲勝")),
                   0, T("The summary's own example: both players capturing at the same place.",
                        "摘要自己舉的例子：兩位玩家在同一個位置來回捕捉。"),
                   rules=("cartography.stone.ko",)),
        )),
    ),
    recap=T("You may not put the stones back as they were before your opponent's last move. "
            "In a ko, play elsewhere first and then capture back; or end the ko by filling its "
            "region.",
            "你不能讓地圖上的棋子回到對手上一步之前的樣子。在劫裡，先在別處下一步，再捕捉回來；"
            "或者填上那個區域來結束劫。"),
    mistakes=(T("Capturing back in a ko at once.", "在劫裡立刻捕捉回來。"),
              T("Thinking a new tile lifts the ban: only the stones are compared.",
                "以為放了新板塊就可以捕捉回來：比較的只有棋子。"),
              T("Thinking the ban lasts for ever: it only forbids the immediate repeat.",
                "以為禁令永遠有效：它只禁止立刻重覆。")),
)
