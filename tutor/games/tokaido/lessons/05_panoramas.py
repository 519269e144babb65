"""Tokaido lesson 5: panoramas."""

from __future__ import annotations

from ....lessons.model import (
    HowMany,
    LegalOrNot,
    Lesson,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ..state import PAN
from ._common import (
    PADDY_DONE,
    TWO_INNS,
    _gain_after,
    _gained,
    _points,
)

LESSON = Lesson(
    game="tokaido", number=5, slug="panoramas",
    title=T("Panoramas", "全景畫"),
    minutes=15,
    objectives=(
        T("build a panorama card by card", "一張一張收集全景畫"),
        T("win a panorama achievement", "取得全景畫成就"),
    ),
    steps=(
        Read(T(
            """
## Panoramas

Paddy, mountain and sea are painted on 3, 4 and 5 cards. A panorama stop gives that
landscape's **next card**, worth its number. A complete panorama closes its stops to you; the
**first** to complete one wins a 3-point achievement card.
""",
            """
## 全景畫

田、山、海三種風景，分別畫在 3、4、5 張卡上。停在全景畫位置時，拿取該風景的**下一張**，
分數等於卡上的數值。完成的全景畫就不能再停在那種位置；**最先**完成的人拿到 3 分的成就卡。
"""), sources=T(
            """
The summary (全景畫, panorama): 「當玩家停在此時如果尚未有該類型的全景畫則拿取一個數值為『1』的
全景畫。在之後則依序的數字往上增加的拿取。玩家拿到數值多少的全景畫就獲得等量的分數。」 (Stopping
here, a player without that type takes the card numbered 1, then the next numbers in order,
scoring each card's number.) 「玩家只能收集各類型的全景畫各一組。如果玩家完成該類型的全景畫則不能再
停留在對應的位置上。」 (One panorama of each type; once it is complete, its stops are closed to
that player.) A paddy is worth 1 + 2 + 3 = 6, a mountain 10, the sea 15. Rules
`tokaido.panorama.next-section`, `tokaido.panorama.one-per-type`,
`tokaido.panorama.achievement`.
""",
            """
摘要的「全景畫」：「當玩家停在此時如果尚未有該類型的全景畫則拿取一個數值為『1』的全景畫。
在之後則依序的數字往上增加的拿取。玩家拿到數值多少的全景畫就獲得等量的分數。」
「玩家只能收集各類型的全景畫各一組。如果玩家完成該類型的全景畫則不能再停留在對應的位置上。」
田共值 1 + 2 + 3 = 6 分，山 10 分，海 15 分。規則 `tokaido.panorama.next-section`、
`tokaido.panorama.one-per-type`、`tokaido.panorama.achievement`。
""")),
        Task(
            "complete",
            T("Blue holds two paddy and two mountain cards: be the first to complete a "
              "panorama.",
              "藍方有兩張田和兩張山：完成一幅全景畫，而且是所有旅行者中的第一個。"),
            TWO_INNS,
            Reach(lambda start, now: now.players[0].complete("paddy"),
                  T("No panorama of Blue's is complete after that stop.",
                    "停在那裡之後，藍方沒有完成任何全景畫。")),
            solution=("move 29",),
            hints=(T("Which of Blue's panoramas needs just one more card?",
                     "藍方哪一幅全景畫只差一張？"),
                   T("A paddy panorama has 3 cards; a mountain one has 4.",
                     "田有 3 張；山有 4 張。")),
            highlight=("move 29", "move 33", "move 36"),
            rules=("tokaido.panorama.next-section", "tokaido.panorama.achievement",
                   "tokaido.setup.decks"),
            wrong="move 33",
            explain={"move 33": T("The third mountain card: the mountain has four.",
                                  "山的第三張：山有四張。")},
            success=T("Paddy complete: 3 points for the card and 3 for the achievement card, "
                      "since nobody completed it before.",
                      "田完成了：這張 3 分，加上成就卡 3 分，因為之前沒有人完成。"),
        ),
        Task(
            "closed",
            T("Blue's paddy panorama is complete. Take a panorama card with this move.",
              "藍方的田已經完成。這一步要拿到一張全景畫。"),
            PADDY_DONE,
            Reach(lambda start, now: now.players[0].points[PAN] > start.players[0].points[PAN],
                  T("That stop gives Blue no panorama card.",
                    "停在那裡藍方拿不到全景畫。")),
            solution=("move 35",),
            hints=(T("Which panorama stops are still open to Blue?",
                     "哪些全景畫位置藍方還可以停？"),
                   T("A complete panorama closes its stops to you: look for the other two "
                     "landscapes.",
                     "完成的全景畫就不能再停那種位置：找另外兩種風景。")),
            highlight=("move 33", "move 34", "move 35", "move 36", "move 40"),
            rules=("tokaido.panorama.one-per-type",),
            wrong="move 36", wrong_rule="tokaido.panorama.one-per-type",
            success=T("A sea card: the sea and the mountain are open to Blue, the paddy no "
                      "longer.",
                      "拿到海的全景畫：藍方還可以收集海和山，田就不行了。"),
            hide_legal=True,
        ),
        Task(
            "best-section",
            T("Blue to move: take the panorama card worth the most points.",
              "藍方移動：拿一張分數最高的全景畫。"),
            PADDY_DONE,
            Reach(_gained(0, _points(PAN), 3),
                  T("Another panorama card is worth more.", "另一張全景畫分數更高。")),
            solution=("move 33",),
            hints=(T("Blue holds the whole paddy, two mountain cards and no sea.",
                     "藍方有整幅田、兩張山，沒有海。"),
                   T("Compare the next mountain card with a first sea card.",
                     "比較山的下一張和海的第一張。")),
            highlight=("move 33", "move 35", "move 40"),
            rules=("tokaido.panorama.one-per-type", "tokaido.panorama.next-section"),
            wrong="move 36", wrong_rule="tokaido.panorama.one-per-type",
            explain={"move 35": T("Blue's first sea card: 1 point.", "藍方的第一張海：1 分。"),
                     "move 40": T("Blue's first sea card: 1 point.", "藍方的第一張海：1 分。")},
            success=T("The third mountain card: 3 points.", "山的第三張：3 分。"),
        ),
        Quiz((
            HowMany("q-achievement", T("Blue completes the paddy panorama, first of all. How "
                                       "many points does that stop score in all?",
                                       "藍方最先完成田。停在那裡總共得幾分？"),
                    TWO_INNS, _gain_after(0, ("move 29",)),
                    T("The third card, 3, and the achievement card, 3.",
                      "第三張 3 分，加上成就卡 3 分。"),
                    rules=("tokaido.panorama.achievement", "tokaido.score.achievements"),
                    mark="move 29"),
            LegalOrNot("q-closed", PADDY_DONE, "move 36", markers=("stop-36",),
                       note=T("Blue's paddy panorama is complete: the paddy ① is closed to "
                              "Blue.", "藍方的田已經完成：田①藍方不能再停。")),
            HowMany("q-sea-card", T("Blue, with no sea card yet, stops on the sea panorama "
                                    "marked ①. How many points does Blue score?",
                                    "還沒有海的藍方停在標記①的海的全景畫。藍方得幾分？"),
                    PADDY_DONE, _gain_after(0, ("move 35",)),
                    T("The first sea card, number 1: 1 point.", "海的第一張，數值 1：1 分。"),
                    rules=("tokaido.panorama.next-section",), markers=("stop-35",), mark="move 35"),
        )),
    ),
    recap=T("A panorama stop gives the next card of that landscape, worth its number; a "
            "complete panorama closes its stops, and the first to complete one takes an "
            "achievement card.",
            "全景畫位置給該風景的下一張，分數等於數值；完成的全景畫就不能再停那種位置，最先完成的"
            "人拿成就卡。"),
    mistakes=(T("Counting a panorama card as 1 point whatever its number.",
                "不管數值多少都把全景畫當成 1 分。"),
              T("Heading for a stop of a panorama already completed.",
                "走向已經完成的全景畫位置。")),
)
