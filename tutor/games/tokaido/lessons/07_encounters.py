"""Tokaido lesson 7: encounters."""

from __future__ import annotations

from ....lessons.model import (
    Deeper,
    HowMany,
    Lesson,
    Position,
    Quiz,
    Reach,
    Read,
    Show,
    T,
    Task,
)
from ..state import PAN
from ._common import (
    BEHIND,
    BROKE,
    PADDY_DONE,
    SIGHTS,
    _coins,
    _gain_after,
    _gained,
    _points,
    _still_last,
    _stop_kind,
    trip,
)

SIGHTS_START = trip(SIGHTS, "1,2,3")
"""Blue leaves first."""

GUIDE = Position(PADDY_DONE.moves + "move 31; encounter annaibito-paddy\n", players=3)
"""Blue meets an Annaibito showing the paddy panorama, which Blue has completed."""

LESSON = Lesson(
    game="tokaido", number=7, slug="encounters",
    title=T("Encounters", "邂逅"),
    minutes=15,
    objectives=(
        T("tell what each encounter gives", "說出每種邂逅卡的效果"),
    ),
    steps=(
        Read(T(
            """
## Encounters

At an **encounter** you draw the top card, apply it and keep it: an artisan (Shokunin)
gives the top souvenir; a guide (Annaibito) its panorama's next card; a Samurai 3 points; a
noble (Kuge) 3 coins; a priestess (Miko) a temple coin, 1 point.
""",
            """
## 邂逅

停在**邂逅**位置時，翻開邂逅牌堆最上方一張，執行效果後留下。**職人**免費給你紀念品牌堆最上方一張；
**案內人**給卡上那種風景的下一張全景畫；**侍**給 3 分；**公家**給三塊錢；
**巫女**放一塊錢到寺廟上你的區域，得 1 分。
"""), sources=T(
            """
The summary (邂垢, a slip for 邂逅, encounters): 「玩家翻開邂垢卡牌堆的最上方一張，解效果後拿取該張
卡片。」 (The player turns up the top encounter card, applies it and takes it.) The 14 cards:
Shokunin (職人) 2, Annaibito (案內人) 1 paddy, 2 mountain, 3 sea, Samurai (侍) 2, Kuge (公家) 2,
Miko (巫女) 2. Rules `tokaido.encounter.draw`, `tokaido.encounter.shokunin`,
`tokaido.encounter.annaibito`, `tokaido.encounter.samurai`, `tokaido.encounter.kuge`,
`tokaido.encounter.miko`.
""",
            """
摘要的「邂垢」（「邂逅」的筆誤）：「玩家翻開邂垢卡牌堆的最上方一張，解效果後拿取該張卡片。」共 14
張：職人 2 張，案內人田 1 張、山 2 張、海 3 張，侍 2 張，公家 2 張，巫女 2 張。
規則 `tokaido.encounter.draw`、`tokaido.encounter.shokunin`、`tokaido.encounter.annaibito`、
`tokaido.encounter.samurai`、`tokaido.encounter.kuge`、`tokaido.encounter.miko`。
""")),
        Show("meetings", SIGHTS_START, steps="""
            move 4; encounter samurai               # Blue meets a Samurai: 3 points
            move 11; encounter shokunin; souvenir koma   # Red meets a Shokunin: a free Koma
        """, caption=T("Two encounters: step through with the arrows.",
                       "兩次邂逅：用箭頭一步一步看。"),
             viewer=None),
        Task(
            "meet-and-move",
            T("Blue, still at Kyoto, moves: meet someone, and still be the last traveller "
              "after it.",
              "還在京都的藍方移動：和人邂逅，而且邂逅之後仍然是最後面的旅行者。"),
            BEHIND,
            Reach(lambda start, now: _stop_kind(0, "encounter")(start, now)
                  and _still_last(0)(start, now),
                  T("That is not an encounter behind the others.",
                    "那不是在其他人後面的邂逅位置。")),
            solution=("move 4",),
            hints=(T("Encounters are the stops with a person on them.",
                     "邂逅位置畫著一個人。"),
                   T("Red stands on the paddy panorama: which encounter lies before it?",
                     "紅方停在田的全景畫：它前面有哪個邂逅位置？")),
            highlight=("move 2", "move 3", "move 4", "move 11"),
            rules=("tokaido.encounter.draw", "tokaido.move.rearmost"),
            wrong="move 11",
            explain={"move 11": T("An encounter, but past Red and Green: they move next.",
                                  "是邂逅，但在紅方和綠方前面：接下來換他們移動。")},
            success=T("An encounter card is drawn, and Blue, still last, moves again.",
                      "抽一張邂逅卡；藍方仍然在最後面，所以再移動一次。"),
        ),
        Task(
            "miko-luck",
            T("Blue has no coin, so no temple will take him. Stop where Blue may still get a "
              "coin onto the temple, with luck.",
              "藍方沒有錢，不能停在寺廟。停在一個運氣好的話，仍然能讓寺廟上多一塊藍方的錢的位置。"),
            BROKE,
            Reach(_stop_kind(0, "encounter"),
                  T("No card at that stop puts a coin on the temple.",
                    "停在那裡，沒有任何卡會把錢放到寺廟上。")),
            solution=("move 11",),
            hints=(T("Which encounter card puts a coin on the temple?",
                     "哪一種邂逅卡會把錢放到寺廟上？"),
                   T("A priestess (Miko) is met at an encounter.",
                     "巫女要在邂逅位置才會遇到。")),
            highlight=("move 8", "move 11", "move 14"),
            rules=("tokaido.encounter.miko", "tokaido.temple.needs-coin"),
            wrong="move 10", wrong_rule="tokaido.temple.needs-coin",
            success=T("If the card is a Miko, a coin from the bank goes on Blue's place at the "
                      "temple: 1 point, and it counts in the temple ranking.",
                      "如果抽到巫女，銀行的一塊錢會放到寺廟上藍方的區域：1 分，也算進寺廟排名。"),
            hide_legal=True,
        ),
        Quiz((
            HowMany("q-samurai", T("Blue stops at the encounter marked ① and meets a Samurai. "
                                   "How many points does Blue score?",
                                   "藍方停在標記①的邂逅，遇到侍。藍方得幾分？"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter samurai")),
                    T("A Samurai is worth 3 points.", "侍值 3 分。"),
                    rules=("tokaido.encounter.samurai", "tokaido.encounter.draw"),
                    markers=("stop-4",), mark="move 4"),
            HowMany("q-kuge", T("Same stop: if the card is a Kuge, how many coins does Blue "
                                "gain?", "同一個位置：如果是公家，藍方得到幾塊錢？"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter kuge"), _coins),
                    T("A Kuge gives 3 coins.", "公家給三塊錢。"),
                    rules=("tokaido.encounter.kuge",), mark="move 4"),
            HowMany("q-miko", T("Same stop: if the card is a Miko, how many coins does Blue "
                                "then have on the temple?",
                                "同一個位置：如果是巫女，藍方在寺廟上有幾塊錢？"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter miko"),
                                              lambda pl: pl.temple),
                    T("The Miko puts a coin from the bank on Blue's place at the temple: 1 "
                      "point, and it counts in the temple ranking.",
                      "巫女從銀行拿一塊錢放到寺廟上藍方的區域：1 分，並計入寺廟排名。"),
                    rules=("tokaido.encounter.miko",), mark="move 4"),
        )),
        Deeper(T("A guide showing a panorama you have completed.",
                 "案內人畫的全景畫你已經完成時。")),
        Read(T(
            """
A guide shows one landscape. If your panorama of it is complete, the guide lets you take
the next card of another landscape instead.
""",
            """
案內人畫著一種風景。如果你那種風景的全景畫已經完成，案內人讓你改拿另一種風景的下一張。
"""), sources=T(
            """
The summary: 「如果玩家已經完成該對應類型的全景畫，玩家可以自行選擇拿取其他類型的」 (if the player
has completed that type, they may choose another type). Taking none then is allowed, as the
online game does (an assumption, `tokaido.panorama.may-decline`).
""",
            """
摘要：「如果玩家已經完成該對應類型的全景畫，玩家可以自行選擇拿取其他類型的」。
這時也可以都不拿，照線上遊戲的做法（假設 `tokaido.panorama.may-decline`）。
""")),
        Task(
            "guide",
            T("Blue meets a guide showing the paddy, which Blue has completed: take the "
              "panorama card worth the most points.",
              "藍方遇到畫著田的案內人，而藍方的田已經完成：拿分數最高的那張全景畫。"),
            GUIDE,
            Reach(_gained(0, _points(PAN), 3),
                  T("Another card is worth more.", "另一張分數更高。")),
            solution=("panorama mountain",),
            hints=(T("Which landscapes can Blue still add to?", "藍方還能收集哪些風景？"),
                   T("Blue holds two mountain cards and no sea card.",
                     "藍方有兩張山，沒有海。")),
            highlight=("panorama mountain", "panorama sea", "no panorama"),
            rules=("tokaido.encounter.annaibito", "tokaido.encounter.draw"),
            wrong="panorama paddy", wrong_rule="tokaido.panorama.one-per-type",
            explain={"panorama sea": T("The first sea card: 1 point.", "海的第一張：1 分。"),
                     "no panorama": T("Taking none scores nothing here.", "都不拿就不得分。")},
            success=T("The third mountain card, 3 points, thanks to the guide.",
                      "靠案內人拿到山的第三張，3 分。"),
        ),
        Quiz((
            HowMany("q-shokunin", T("Blue stops at the encounter marked ① and meets a Shokunin; "
                                    "the top souvenir is a Koma. How many points does Blue "
                                    "score?",
                                    "藍方停在標記①的邂逅，遇到職人，而紀念品牌堆最上方是陀螺。"
                                    "藍方得幾分？"),
                    SIGHTS_START, _gain_after(0, ("move 4", "encounter shokunin",
                                                  "souvenir koma")),
                    T("A free souvenir, Blue's first: 1 point.",
                      "一張免費的紀念品，是藍方的第一張：1 分。"),
                    rules=("tokaido.encounter.shokunin",), markers=("stop-4",), mark="move 4"),
            HowMany("q-guide", T("Blue, holding two mountain cards, stops at the encounter "
                                 "marked ① and meets a guide showing the mountain. How many "
                                 "points does Blue score?",
                                 "藍方有兩張山，停在標記①的邂逅，遇到畫著山的案內人。"
                                 "藍方得幾分？"),
                    PADDY_DONE, _gain_after(0, ("move 31", "encounter annaibito-mountain")),
                    T("The next mountain card, number 3.", "山的下一張，數值 3。"),
                    rules=("tokaido.encounter.annaibito",), markers=("stop-31",), mark="move 31"),
        )),
    ),
    recap=T("An encounter card is drawn, applied and kept: a free souvenir (Shokunin), the "
            "next card of a panorama (Annaibito), 3 points (Samurai), 3 coins (Kuge) or a "
            "coin on the temple (Miko).",
            "邂逅卡抽出後執行效果並留下：免費紀念品（職人）、全景畫的下一張（案內人）、"
            "3 分（侍）、三塊錢（公家）或寺廟上的一塊錢（巫女）。"),
    mistakes=(T("Counting on a particular encounter card: the deck decides.",
                "指望抽到某一張邂逅卡：由牌堆決定。"),),
)
