"""Karesansui lesson 13: Play three turns, against the beginner bot.

Three of Orange's turns in one 2-player game, each a task with its own goal, judged like any
task; Blue is the beginner bot (``RandomBot``, level 「入門」), and its turns between Orange's
are the moves it played in this game (seed 35), set down here so that every board starts
where the last one left off. Each task starts once Orange has drawn (a turn's draw from any
of nine stacks would leave nothing to decide)."""

from __future__ import annotations

from ....lessons.model import Choose, HowMany, Lesson, Quiz, Reach, Read, T, Task
from ._common import game, stone_kinds

TURN_1 = ("draw from stack 1; tile G01",)
ORANGE_1 = "place G01 at a1; zazen"
BLUE_1 = "draw from stack 9; tile M05; place M05 at a3; zazen"
TURN_2 = (f"{TURN_1[0]}; {ORANGE_1}", BLUE_1, "draw from stack 2; tile G02")
ORANGE_2 = "place G02 at b1; zazen"
BLUE_2 = "draw from stack 6; tile G11; store; zazen"
TURN_3 = (*TURN_2[:2], f"{TURN_2[2]}; {ORANGE_2}", BLUE_2, "draw from stack 3; tile M03")

FIRST = game(*TURN_1)
"""Orange's first turn: she has drawn a plain gravel tile."""
SECOND = game(*TURN_2)
"""Orange's second turn: Blue laid a moss tile and sat in zazen; Orange drew an S-wave tile."""
THIRD = game(*TURN_3)
"""Orange's third turn: Blue stored a tile and has 2 virtue; Orange (2 virtue) drew a moss
tile."""
AFTER = game(*TURN_3[:-1], f"{TURN_3[-1]}; store; stone small at b1; monk to a1")
"""After Orange's third turn, played as its goal asks."""

LESSON = Lesson(
    game="karesansui", number=13, slug="play-three-turns",
    title=T("Play three turns", "下三個回合"),
    minutes=15,
    objectives=(
        T("play whole turns against the beginner bot", "和「入門」電腦下完整的回合"),
        T("choose the part-one move and the part-two move for a goal",
          "為一個目標選擇前行動和後行動"),
    ),
    steps=(
        Read(T(
            """
## Three turns

You are Orange; Blue is the beginner bot. Each of your turns has a goal: first deal with the
tile you drew (part one), then do one thing (part two). Blue's turns are already played.
""",
            """
## 三個回合

你是橘方，藍方是「入門」電腦。你的每個回合都有一個目標：先處理抽到的板塊（前行動），再做一件事
（後行動）。藍方的回合已經下好了。
""")),
        Task(
            "turn-1",
            T("Turn 1: start your garden, and end the turn with 1 virtue.",
              "第 1 回合：開始建造你的庭園，並以 1 點德行結束這個回合。"),
            FIRST,
            Reach(lambda start, now: now.tiles_in(0) == 1 and now.virtue[0] == 1
                  and now.turn == 1,
                  T("The turn did not end with the first tile in the garden and 1 virtue.",
                    "這個回合結束時，第 1 個板塊不在庭園裡，或德行不是 1 點。"), within=2),
            solution=("place G01 at a1", "zazen"),
            hints=(T("Part one: where may a garden's first tile go? Part two: what gives "
                     "virtue?", "前行動：庭園的第 1 個板塊可以放在哪裡？後行動：什麼會給德行？"),
                   T("A corner of the left column, then the part-two button that meditates.",
                     "最左欄的角落，再按後行動中靜坐冥想的按鈕。")),
            rules=("karesansui.place.first-tile", "karesansui.zazen"),
            explain={"store": T("Stored, the tile does not start the garden.",
                                "保管的板塊不會開始你的庭園。"),
                     "offer gift": T("A gift would start Blue's garden, not yours.",
                                     "讓渡會開始藍方的庭園，不是你的。")},
            success=T("Your garden has begun, and you have 1 virtue. Now Blue plays.",
                      "你的庭園開始了，你有 1 點德行。現在輪到藍方。"),
            hide_legal=True,
        ),
        Task(
            "turn-2",
            T("Turn 2: Blue laid a moss tile and gained a virtue. Make your top row longer, and "
              "end the turn with 2 virtue.",
              "第 2 回合：藍方配置了一個苔蘚板塊，德行多了 1 點。讓你的上排變長，並以 2 點德行結束"
              "這個回合。"),
            SECOND,
            Reach(lambda start, now: now.gardens[0][1] >= 0 and now.virtue[0] == 2
                  and now.turn == 1,
                  T("The turn did not end with two tiles in the top row and 2 virtue.",
                    "這個回合結束時，上排沒有兩個板塊，或德行不是 2 點。"), within=2),
            solution=("place G02 at b1", "zazen"),
            hints=(T("Blue has only 1 virtue: nobody can snatch your tile this turn.",
                     "藍方只有 1 點德行：這回合沒有人能強奪你的板塊。"),
                   T("Tiles go from left to right; part two has a button for virtue.",
                     "板塊從左至右延伸；後行動有一個可以得到德行的按鈕。")),
            rules=("karesansui.place.adjacent", "karesansui.zazen"),
            explain={"place G02 at a2": T("That starts the middle row: the top row stays short.",
                                          "那樣是開始中排：上排還是很短。"),
                     "place G02 at a2 turned": T("That starts the middle row: the top row stays "
                                                 "short.", "那樣是開始中排：上排還是很短。")},
            success=T("Two tiles in the top row, and 2 virtue. Blue plays again.",
                      "上排有兩個板塊，德行 2 點。又輪到藍方。"),
            hide_legal=True,
        ),
        Task(
            "turn-3",
            T("Turn 3: Blue put a tile in his storage space and now has 2 virtue. Keep the moss "
              "tile you drew out of Blue's reach, and turn your 2 virtue into a stone in your "
              "garden.",
              "第 3 回合：藍方把一個板塊放進暫存區，現在有 2 點德行。讓你抽到的苔蘚板塊不被藍方"
              "拿走，並把你的 2 點德行換成庭園裡的一顆石頭。"),
            THIRD,
            Reach(lambda start, now: now.storage[0] >= 0 and len(stone_kinds(now, 0)) == 1,
                  T("The moss tile is not kept for you, or no stone is in your garden.",
                    "苔蘚板塊沒有留給你，或你的庭園裡沒有石頭。"), within=2),
            solution=("store", "stone small at b1"),
            hints=(T("A tile being laid may be snatched; a tile kept aside is not laid.",
                     "正在配置的板塊可能被強奪；留在一旁的板塊沒有配置。"),
                   T("Part one: the button that keeps the tile beside your garden. Part two: a "
                     "stone your virtue reaches, in your monk's column.",
                     "前行動：把板塊留在庭園旁邊的按鈕。後行動：德行夠得到的石頭，放在禪宗僧侶的"
                     "縱列。")),
            rules=("karesansui.store.one-space", "karesansui.snatch.when",
                   "karesansui.stone.monk-column", "karesansui.stone.virtue-reset"),
            explain={"offer gift": T("A gift would hand the tile to Blue.",
                                     "讓渡會把板塊交給藍方。"),
                     "discard": T("Then nobody has the tile, you included.",
                                  "那樣誰都拿不到這個板塊，你也一樣。")},
            success=T("The moss tile waits in your storage space, and your first stone stands "
                      "in your garden.",
                      "苔蘚板塊在你的暫存區等著，你的第一顆石頭也放進了庭園。"),
        ),
        Quiz((
            Choose("q-blue-snatches", T("In turn 3, what could Blue have done had you laid the "
                                        "moss tile in your garden?",
                                        "第 3 回合，如果你把苔蘚板塊配置到庭園，藍方可以做什麼？"),
                   (T("snatch it, paying 2 virtue", "花 2 點德行強奪它"),
                    T("nothing: it is your turn", "什麼都不能做：那是你的回合"),
                    T("ask for it as a gift", "請求讓渡")), 0,
                   T("A tile being laid may be snatched by a player with 2 virtue, even on your "
                     "turn.", "有 2 點德行的玩家可以強奪正在配置的板塊，即使是在你的回合。"),
                   rules=("karesansui.snatch.when",), position=THIRD),
            HowMany("q-virtue-after", T("After your third turn, how much virtue do you have?",
                                        "你的第 3 回合結束後，你有幾點德行？"),
                    AFTER, lambda s: s.virtue[0],
                    T("Taking a stone sends your virtue back to 0.", "取得石頭後德行回到 0。"),
                    rules=("karesansui.stone.virtue-reset",)),
        )),
    ),
    recap=T("A turn: deal with the tile you drew (place it from left to right, or keep it out "
            "of a rival's reach), then one action (zazen for virtue, or a stone for your "
            "virtue).",
            "一個回合：先處理抽到的板塊（從左至右配置，或讓它不被對手拿走），再做一件事（座禪得到"
            "德行，或用德行換石頭）。"),
    mistakes=(T("Laying a wanted tile while a rival has 2 virtue.",
                "在對手有 2 點德行時配置想要的板塊。"),
              T("Forgetting part two: every turn has both parts.",
                "忘了後行動：每個回合都有兩個階段。")),
)
