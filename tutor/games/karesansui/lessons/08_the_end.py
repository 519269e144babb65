"""Karesansui lesson 8: The end of the game.

The finished game is shown, not scored by the learner: its gardens are laid with arced
tiles, and the nine items of the score sheet (symmetric rows, whirlpools, joined ripples...)
are taught only in lessons 9 to 12, whose last lesson has the learner fill in a whole sheet
(of a garden of plain tiles)."""

from __future__ import annotations

from ....lessons.model import Choose, Deeper, LegalOrNot, Lesson, Quiz, Reach, Read, Show, T, Task
from ._common import START, game, race

ORANGE_GARDEN = "G01 G01 G01 G01 G01 / G08 G02 G05 G03 G09 / G09' G06 M01 G06 G08'"
BLUE_GARDEN = "M02 G04 G04 G04 M02 / G10 G11 G07 G10 G11 / G12 G13 G05 G12 ."
RACE = race(ORANGE_GARDEN, BLUE_GARDEN, 29, part_two={12: "stone flat at a1"})
"""Orange and Blue lay their gardens turn by turn; Orange sets a flat stone on a1 on her
seventh turn; after 29 turns Orange's garden is complete and Blue's holds 14 tiles."""
BLUE_DREW_AFTER_END = game(*RACE, "draw; tile G08")
"""Orange's garden is complete; Blue (6 virtue) has drawn a tile that may go either way up."""
ONLY_PART_TWO = game(*RACE, "draw; tile G06; store; zazen")
"""Orange's turn with a complete garden and 6 virtue: part two only."""
LAST_TURN = game(*RACE, "draw; tile G06; store; zazen", "zazen")
"""Blue's turn: 14 tiles and a stored tile."""
FINAL = game(*RACE, "draw; tile G06; store; zazen", "zazen", "place stored G06 at e3; zazen")
"""The game is over."""

DRAW_INSTEAD = T("That draws a new tile; the stored one is the one to lay.",
                 "那是抽取新的板塊；要配置的是保管的那個。")

LESSON = Lesson(
    game="karesansui", number=8, slug="the-end",
    title=T("The end of the game", "遊戲結束"),
    minutes=20,
    objectives=(
        T("play on once a garden is complete", "在庭園完成後繼續進行"),
        T("end the game and find the winner", "結束遊戲並找出贏家"),
    ),
    steps=(
        Read(T(
            """
## A complete garden

Once your garden holds 15 tiles, your turns have **part two only**. Once **any** garden is
complete, nobody may gift, discard or snatch. The game ends when **every** garden holds 15
tiles; the highest total wins, and ties share the win.
""",
            """
## 完成的庭園

你的庭園放滿 15 個板塊後，你的回合**只進行後行動**。只要**有人**的庭園完成，就沒有人能再讓渡、
廢棄或強奪。**所有**庭園都放滿 15 個板塊時遊戲結束；總分最高者獲勝，平手時共同獲勝。
"""),
            sources=T(
                """
The summary: 「當有玩家的庭園圖板完成15個板塊放置時，該玩家之後的回合行動中，僅進行後行動四選一階
段。」
(once a player's garden holds 15 tiles, that player's later turns have only part two). Rules
`karesansui.end.complete-garden`, `karesansui.end.restrictions`, `karesansui.end.all-complete`
(the tutor lets the player who laid the last tile finish that turn),
`karesansui.score.ties-shared`. When the stacks run out the discards are shuffled into new
stacks (`karesansui.draw.reshuffle`; the summary does not say how many: the tutor deals up to
9).
""",
                """
摘要：「當有玩家的庭園圖板完成15個板塊放置時，該玩家之後的回合行動中，僅進行後行動四選一階段。」
規則 `karesansui.end.complete-garden`、`karesansui.end.restrictions`、`karesansui.end.all-complete`
（教學工具讓放下最後一個板塊的玩家下完那個回合）、`karesansui.score.ties-shared`。板塊堆抽盡時，
把廢棄的板塊重新洗勻，形成新的板塊堆（`karesansui.draw.reshuffle`；摘要沒有說幾疊：教學工具最多
分成 9 疊）。
""")),
        Task(
            "no-discard",
            T("Blue does not want the tile he drew in his garden. Keep it out of the garden.",
              "藍方不想把抽到的板塊放進庭園。不要讓它進入庭園。"),
            BLUE_DREW_AFTER_END,
            Reach(lambda start, now: now.storage[1] >= 0 and now.tiles_in(1) == start.tiles_in(1),
                  T("The tile went into the garden.", "板塊放進了庭園。")),
            solution=("store",),
            hints=(T("Orange's garden is complete: two of the four choices are gone.",
                     "橘方的庭園已完成：四項選擇中有兩項不能用了。"),
                   T("Look at the part-one buttons: which may still be used?",
                     "看看前行動的按鈕：哪些還能用？")),
            rules=("karesansui.end.restrictions",),
            wrong="discard", wrong_rule="karesansui.end.restrictions",
            success=T("Stored: Blue may still lay it later, and nobody could snatch it now anyway.",
                      "保管了：藍方之後還可以配置；而且現在也沒有人能強奪。"),
            viewer=1,
        ),
        Task(
            "last-tile",
            T("Blue's garden lacks one tile, and the one he stored fits. Finish his garden with "
              "it and end the game.",
              "藍方的庭園還差一個板塊，而他保管的那個正好合適。用它完成庭園並結束遊戲。"),
            LAST_TURN,
            Reach(lambda start, now: now.is_terminal(),
                  T("The game is not over.", "遊戲還沒有結束。"), within=2),
            solution=("place stored G06 at e3", "zazen"),
            hints=(T("The stored tile may go down before part one.",
                     "暫存區的板塊可以在前行動之前放下。"),
                   T("With 15 tiles, part one is skipped; look at what part two offers.",
                     "放滿 15 個後，前行動就跳過；看看後行動有哪些選擇。")),
            rules=("karesansui.end.all-complete", "karesansui.store.place-later"),
            wrong="discard", wrong_rule="karesansui.turn.two-parts",
            explain={f"draw from stack {k}": DRAW_INSTEAD for k in range(1, 10)},
            success=T("Every garden holds 15 tiles: the game is over. Look at the score sheet.",
                      "所有庭園都放滿 15 個板塊：遊戲結束。看看計分表。"),
            viewer=1,
        ),
        Show("final", FINAL, picture=True, caption=T(
            "The game is over. The score sheet, under the gardens, counts nine items for each "
            "garden: lessons 9 to 12 teach them one by one. For now, find the totals.",
            "遊戲結束。庭園下方的計分表為每座庭園計算九個項目：第 9 到 12 課會逐項教。現在先找出"
            "總分。")),
        Quiz((
            LegalOrNot("q-gift-after-end", BLUE_DREW_AFTER_END, "offer gift",
                       note=T("Once a garden is complete, no more gifts.",
                              "有庭園完成後，不能再讓渡。")),
            Choose("q-winner", T("Who won this game?", "這一局誰獲勝？"),
                   (T("Orange", "橘方"), T("Blue", "藍方"), T("both, a tie", "平手，共同獲勝")),
                   lambda s: s.scores().winners[0] if len(s.scores().winners) == 1 else 2,
                   T("The higher total wins.", "總分較高者獲勝。"),
                   rules=("karesansui.score.ties-shared",), position=FINAL),
            Choose("q-tie", T("At the very start both players have 0 points. If the game were "
                              "scored now, who would win?",
                              "遊戲剛開始時兩位玩家都是 0 分。如果現在計分，誰獲勝？"),
                   (T("Orange, who starts", "起始的橘方"), T("Blue", "藍方"),
                    T("both share the win", "兩人共同獲勝")),
                   lambda s: s.scores().winners[0] if len(s.scores().winners) == 1 else 2,
                   T("Ties share the win: no tie-break.", "平手時共同獲勝：沒有其他決勝規則。"),
                   rules=("karesansui.score.ties-shared",), position=START),
        )),
        Deeper(T("The last turns.", "最後幾個回合。")),
        Read(T(
            """
With a complete garden you may still spend virtue on stones. A garden completed by its
stored tile before the draw skips the rest of part one; the player who lays the very last
tile finishes that turn before the game ends.
""",
            """
庭園完成後仍然可以用德行換石頭。在抽取前用暫存區的板塊完成庭園時，那回合略過前行動的其餘部分；
放下最後一個板塊的玩家，先下完那一回合，遊戲才結束。
"""),
            sources=T(
                """
Rules `karesansui.end.complete-garden`, `karesansui.end.completed-mid-turn`,
`karesansui.end.last-turn` (lesson 15). Stones and arrangements are scored in lesson 11.
""",
                """
規則 `karesansui.end.complete-garden`、`karesansui.end.completed-mid-turn`、
`karesansui.end.last-turn`（第 15 課）。石頭與石頭擺放的計分在第 11 課。
""")),
        Task(
            "complete-garden",
            T("Orange's garden is complete and she has 6 virtue. Raise her total score this "
              "turn.", "橘方的庭園已經完成，她有 6 點德行。這回合讓她的總分提高。"),
            ONLY_PART_TWO,
            Reach(lambda start, now: now.scores().totals[0] > start.scores().totals[0],
                  T("Her total did not go up.", "她的總分沒有提高。")),
            solution=("stone small at c2",),
            hints=(T("Zazen gains nothing at 6. A stone costs her 6 points of virtue: which "
                     "stone, where, gives back more?",
                     "德行 6 點時座禪沒有用。石頭會花掉 6 分的德行：哪一顆石頭放在哪裡可以賺回"
                     "更多？"),
                   T("Her flat stone on ① is alone. A new kind of stone scores 2, and a second "
                     "stone can make an arrangement with the first.",
                     "她在①的橫石是單獨一顆。新的石頭種類得 2 分，第二顆石頭可以和第一顆組成"
                     "擺放。")),
            rules=("karesansui.end.complete-garden", "karesansui.score.stone-kinds",
                   "karesansui.score.arrangement-a"),
            markers=("cell-0-a1",),
            wrong="draw from stack 1", wrong_rule="karesansui.end.complete-garden",
            explain={"zazen": T("Her virtue is already 6: zazen adds nothing.",
                                "她的德行已經是 6 點：座禪沒有增加任何分數。")},
            success=T("A keima with the stone on ① (5: two stones a knight's move apart) and a "
                      "new kind (2), less the 6 virtue: one point up.",
                      "和①的石頭組成馬走日（像象棋的馬走日字，5 分），加上新的種類（2 分），減去 "
                      "6 點德行：多 1 分。"),
        ),
        Quiz((
            LegalOrNot("q-card-draws", ONLY_PART_TWO, "use sesshu",
                       rules=("karesansui.end.complete-garden",),
                       note=T("Orange's garden has no room for another tile.",
                              "橘方的庭園已經沒有空位放板塊。")),
        )),
    ),
    recap=T("A complete garden's owner plays part two only; once any garden is complete nobody "
            "gifts, discards or snatches. The game ends when every garden holds 15 tiles; the "
            "highest total wins and ties share.",
            "庭園完成的玩家只進行後行動；有任何庭園完成後，沒有人能讓渡、廢棄或強奪。"
            "所有庭園放滿 15 個板塊"
            "時遊戲結束；總分最高者獲勝，平手共同獲勝。"),
    mistakes=(T("Discarding or gifting after another player's garden is complete.",
                "別人的庭園完成後還讓渡或廢棄。"),
              T("Sitting in zazen at 6 virtue in the last turns.",
                "最後幾回合在德行 6 點時座禪。")),
)
