"""Cartography lesson 5: ko."""

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
    gone,
    liberties,
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

KO_TILE_LAID_MAP = Position(KO_TILES_MOVES, options={"tiles_per_player": 5, "supply": {"O3": 10},
                                                     "ko_position": "map"})

BLUE_TILE_ELSEWHERE = ("tile O3 at (0,-2) rot 0", "stone at (-2,-1)a")
"""Blue's scripted answer in the ko with tiles: a tile and a stone away from the ko."""


LESSON = Lesson(
    game="cartography", number=5, slug="ko",
    title=T("Ko: no repeating", "劫:不可重覆"),
    minutes=20,
    objectives=(
        T("recognise a ko: a capture that could be taken straight back",
          "認出劫:一次可以立刻被吃回來的吃棋"),
        T("take back in a ko only when the rules allow it", "只在規則允許時在劫中吃回來"),
        T("tell why a tile laid in between does not lift the ban",
          "說明為什麼中間放了板塊也不能立刻吃回"),
        T("end a ko by settling it", "用粘劫結束一個劫"),
    ),
    steps=(
        Read(T(
            """
## No repeating the previous position

Captures can lead to a loop: I take one of your stones, you take mine straight back, I take
yours again... The summary (`003_aa27acea8e4117cd.txt`) forbids it in one line of step 2:

> 「C、放置時,不能重覆前一次的遊戲狀態 (例如彼此於相同位置吃棋)。」

(when placing, you may not repeat the previous game state, for instance both players
capturing at the same place.) Go players call this **ko** (劫). The summary says no more
than that line, and no other source we know mentions ko, so the tutor's reading is a
registered assumption (`cartography.stone.ko`): **a stone may not bring back the position
as it was before the opponent's last move.**

**Tiles laid in between do not count.** While the tiles last, every turn begins with a tile,
so the map is never the same two turns apart: if the tiles counted, the rule would hardly
ever apply while they last, and the summary's own example, both players capturing at the
same place, could go on for ever. So the tutor compares **the stones on the map**: a recapture
that puts the stones back as they were before the opponent's move is refused, whatever tiles
were laid in between (`cartography.stone.ko-stones`, also an assumption). The option
`ko_position="map"` compares the stones and the tiles instead; `ko="super"` forbids a return
to any earlier position (lesson 9).
""",
            """
## 不可重覆上一個局面

吃棋可能形成循環:我吃你一顆,你立刻吃回來,我再吃……摘要(`003_aa27acea8e4117cd.txt`)在步驟 2 用一句話
禁止它:

> 「C、放置時,不能重覆前一次的遊戲狀態 (例如彼此於相同位置吃棋)。」

圍棋把這叫作**劫**。摘要只說了這一句,我們知道的其他來源也都沒有提到劫,所以本教學的解讀是登記過的
假設(`cartography.stone.ko`):**放置棋子不能讓局面回到對手上一步之前的樣子**。

**中間放的板塊不算**。板塊還沒用完時,每回合都從放板塊開始,所以相隔兩回合的地圖永遠不會一樣:
如果板塊也算,板塊用完之前這條規則幾乎不會發生作用,摘要自己舉的「彼此於相同位置吃棋」就可以一直
持續下去。所以本教學比較的是**地圖上的棋子**:吃回來之後,如果地圖上的棋子回到對手那一步之前的樣子,
就不允許,不論中間放了哪些板塊(`cartography.stone.ko-stones`,這也是假設)。選項
`ko_position="map"` 改為同時比較棋子和板塊;`ko="super"` 禁止回到任何先前局面(第 9 課)。
""")),
        Task(
            "take-ko",
            T("Blue to play: capture the orange stone at the top of the hexagon.",
              "藍方下:吃掉六邊形上方的橘色棋子。"),
            KO,
            Reach(gone("(0,-1)a"), T("The orange stone is still on the map.",
                                      "橘色棋子還在地圖上。")),
            solution=("stone at (1,-1)a",),
            hints=(T("The orange stone has a single liberty.", "橘色棋子只剩一口氣。"),
                   T("Its last liberty is at the upper right of the hexagon. A blue stone there "
                     "has no empty neighbour, but it captures, so it may go there.",
                     "它的最後一口氣在六邊形右上方。藍色棋子放在那裡沒有空鄰居,但因為能吃棋,所以可以下。")),
            highlight=("stone at (1,-1)a", "stone at (0,0)a"),
            rules=("cartography.capture.no-liberty", "cartography.stone.capture-exception"),
            wrong="stone at (0,0)a",
            success=T("Captured. But look at your new stone: its only liberty is the region you "
                      "just emptied. Orange would like to take it straight back...",
                      "吃到了。不過看看你的新棋子:它唯一的氣就是你剛清空的區域。"
                      "橘方很想立刻吃回來……"),
        ),
        Task(
            "wait",
            T("Orange to play: Blue has just taken your stone in a ko. Capture the blue stone "
              "that took it, at the upper right of the hexagon, as soon as the rules allow. "
              "Blue answers your first move elsewhere.",
              "橘方下:藍方剛在劫中吃掉你的棋子。在規則允許時,盡快吃掉六邊形右上方那顆吃你的藍色棋子。"
              "你下第一步後,藍方會在別處應。"),
            KO_TAKEN,
            Reach(gone("(1,-1)a"),
                  T("The blue stone on (1,-1)a is still there.", "(1,-1)a 上的藍色棋子還在。"),
                  within=2, keep_going=lambda start, now: now.check(BLUE_ELSEWHERE).ok),
            solution=("stone at (0,1)a", "stone at (0,-1)a"),
            replies={1: (BLUE_ELSEWHERE,)},
            hints=(T("Taking back at once would bring back the position before Blue's capture. "
                     "What changes the position?",
                     "立刻吃回來會讓局面回到藍方吃棋之前。什麼能改變局面?"),
                   T("Play one stone somewhere else first; after Blue answers, the position is "
                     "new and the capture is allowed.",
                     "先在別處下一個棋子;藍方應了之後,局面就不同了,吃回來是允許的。")),
            highlight=("stone at (0,1)a",),
            rules=("cartography.stone.ko",),
            wrong="stone at (0,-1)a", wrong_rule="cartography.stone.ko",
            success=T("Taken back. Now it is Blue who may not retake at once: the ko goes on "
                      "until someone settles it.",
                      "吃回來了。現在輪到藍方不能立刻吃回:這個劫會一直持續,直到有人粘劫。"),
        ),
        Task(
            "tiles-between",
            T("The same ko while the tiles last: Blue captured in a turn with a tile, and Orange "
              "has just laid a tile. Orange to play: capture the blue stone that took yours, at "
              "the upper right of the hexagon, as soon as the rules allow. Blue answers "
              "elsewhere.",
              "板塊還沒用完時的同一個劫:藍方在放了板塊的回合吃棋,橘方剛放了一個板塊。橘方下:在規則允許時,"
              "盡快吃掉六邊形右上方那顆吃你的藍色棋子。藍方會在別處應。"),
            KO_TILE_LAID,
            Reach(gone("(1,-1)a"),
                  T("The blue stone on (1,-1)a is still there, or it now has a second "
                    "liberty.", "(1,-1)a 上的藍色棋子還在,或者它現在有第二口氣了。"),
                  within=3, keep_going=lambda start, now: liberties(now, "(1,-1)a") == 1),
            solution=("stone at (0,1)a", "tile O3 at (-2,1) rot 0", "stone at (0,-1)a"),
            explain={"tile O3 at (2,-1) rot 0": T(
                "That tile touches the blue stone and gives it a second liberty: it can no "
                "longer be captured at once.",
                "這個板塊碰到藍色棋子,給了它第二口氣:它就不能馬上被吃掉了。")},
            replies={1: BLUE_TILE_ELSEWHERE},
            hints=(T("Your new tile changed the map, but not the stones: taking back now would "
                     "put the stones back as they were before Blue's capture.",
                     "你的新板塊改變了地圖,但沒有改變棋子:現在吃回來,地圖上的棋子會回到藍方吃棋之前的樣子。"),
                   T("Place a stone elsewhere; after Blue's answer, lay your next tile away "
                     "from the blue stone (a tile beside it would give it a liberty), and take "
                     "back.",
                     "先在別處放一個棋子;藍方應了之後,把你的下一個板塊放在遠離那顆藍色棋子的地方"
                     "(放在它旁邊會給它一口氣),再吃回來。")),
            highlight=("stone at (0,1)a",),
            rules=("cartography.stone.ko", "cartography.stone.ko-stones"),
            wrong="stone at (0,-1)a", wrong_rule="cartography.stone.ko",
            success=T("Taken back: the stones had changed since Blue's capture.",
                      "吃回來了:從藍方吃棋之後,地圖上的棋子已經改變了。"),
        ),
        Task(
            "settle",
            T("Blue to play: Orange has played elsewhere instead of taking back. Make sure Orange "
              "can never take back in this ko.",
              "藍方下:橘方沒有吃回,而是下在別處。確保橘方在這個劫裡永遠不能吃回來。"),
            KO_ELSEWHERE,
            Reach(own("(0,-1)a", 0), T("Orange could still take back on (0,-1)a later.",
                                        "橘方之後還是可以在 (0,-1)a 吃回來。")),
            solution=("stone at (0,-1)a",),
            hints=(T("Where would Orange's capturing stone go?", "橘方吃回來的棋子會下在哪裡?"),
                   T("Fill that region yourself: your stones join into one group.",
                     "自己把那個區域填上:你的棋子就連成一組了。")),
            highlight=("stone at (0,-1)a", "stone at (-1,0)a"),
            rules=("cartography.stone.ko", "cartography.stone.liberty"),
            wrong="stone at (-1,0)a",
            explain={"stone at (-1,0)a": T("Then Orange may take back on (0,-1)a: the position "
                                           "has changed since your capture.",
                                           "這樣橘方就可以在 (0,-1)a 吃回來:"
                                           "從你吃棋後局面已經變了。")},
            success=T("The ko is settled: your three stones are one group, and (0,-1)a is "
                      "yours.", "劫已經粘住:你的三顆棋子連成一組,(0,-1)a 是你的了。"),
        ),
        Quiz((
            LegalOrNot("q-now", KO_TAKEN, "stone at (0,-1)a",
                       note=T("The capture would bring back the position before Blue's move.",
                              "這次吃棋會讓局面回到藍方那一步之前。")),
            LegalOrNot("q-later", KO_BOTH_ELSEWHERE, "stone at (0,-1)a",
                       rules=("cartography.stone.ko",),
                       note=T("Both players have played elsewhere since the capture: the position "
                              "it would bring back is no longer the one before Blue's last move.",
                              "吃棋之後雙方都在別處下過:吃回來形成的局面,"
                              "已經不是藍方上一步之前的局面了。")),
            LegalOrNot("q-tile-between", KO_TILE_LAID, "stone at (0,-1)a",
                       rules=("cartography.stone.ko-stones",),
                       note=T("A tile was laid since Blue's capture, but the stones on the map "
                              "would be back as they were before it.",
                              "藍方吃棋之後放了一個板塊,但地圖上的棋子會回到吃棋之前的樣子。")),
            LegalOrNot("q-map-option", KO_TILE_LAID_MAP, "stone at (0,-1)a",
                       rules=("cartography.stone.ko-stones", "cartography.stone.ko"),
                       note=T("With `ko_position=\"map\"` the tiles count too: the map has a new "
                              "tile, so this is no repeat.",
                              "選用 `ko_position=\"map\"` 時板塊也算:地圖多了一個新板塊,"
                              "所以不算重覆。")),
            HowMany("q-one-for-one", T("Orange takes back in the ko. How many stones does it "
                                       "capture?", "橘方在劫中吃回來。它吃掉幾顆棋子?"),
                    KO_BOTH_ELSEWHERE, lambda s: len(s.apply("stone at (0,-1)a").last_captured),
                    T("A ko is one stone for one stone: that is why it could loop.",
                      "劫是一顆換一顆:這就是它會循環的原因。"),
                    rules=("cartography.stone.ko", "cartography.capture.no-liberty")),
            Choose("q-why", T("Why does the ko rule exist?", "為什麼要有劫的規則?"),
                   (T("so that two players cannot capture back and forth at the same place "
                      "forever", "讓兩位玩家不能在同一個地方永遠互相吃來吃去"),
                    T("so that a stone can never be captured twice", "讓一個棋子永遠不會被吃兩次"),
                    T("so that the start player wins ties", "讓起始玩家在平手時獲勝")),
                   0, T("The summary's own example: 「例如彼此於相同位置吃棋」.",
                        "摘要自己的例子:「例如彼此於相同位置吃棋」。"),
                   rules=("cartography.stone.ko",)),
        )),
    ),
    recap=T("You may not put the stones back as they were before your opponent's last move, "
            "whatever tiles were laid in between. In a ko, play elsewhere first and then take "
            "back; or end the ko by filling its region.",
            "你不能讓地圖上的棋子回到對手上一步之前的樣子,不論中間放了哪些板塊。在劫裡,"
            "先在別處下一步再吃回來;或者填上那個區域來結束劫。"),
    mistakes=(T("Taking back in a ko at once.", "在劫裡立刻吃回來。"),
              T("Thinking a new tile lifts the ban: only the stones are compared.",
                "以為放了新板塊就可以吃回:比較的只有棋子。"),
              T("Thinking the ban lasts for ever: it only forbids the immediate repeat.",
                "以為禁令永遠有效:它只禁止立刻重覆。")),
)
