"""Karesansui lesson 12: Scoring: the famous garden, virtue and the whole sheet.

No source shows a famous-garden card's spots or points, so every card is the tutor's stand-in:
the tasks ask what the rule decides (a stone on every spot the card shows, all or nothing;
with 2 players the best shared card), with the spots marked on the garden by the studio. The
score sheet to fill in is a garden of plain tiles, whose items do not depend on a stand-in
drawing (no circles; the board marks the broken seams).
"""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    Deeper,
    FillSheet,
    HowMany,
    Lesson,
    Quiz,
    Reach,
    Read,
    Show,
    T,
    Task,
)
from ._common import after, built, gravel_with, studio

SHEET_GARDEN = ("G04 G01+small G05 G01+tall G04 / G06 G01 M01 G01 G06 / "
                "G05 G01+reclining G06 G01 G05")
SHEET_GAME = built(SHEET_GARDEN)
"""A real 2-player game in which Orange has completed this garden of plain tiles and one
moss tile, with three stones."""


LESSON = Lesson(
    game="karesansui", number=12, slug="famous-garden-and-the-score-sheet",
    title=T("Scoring: the famous garden, virtue and the whole sheet",
            "計分：名庭園、德行與整張計分表"),
    minutes=25,
    objectives=(
        T("set stones on a card's spots", "把石頭放在卡片所示的位置"),
        T("fill in a whole score sheet", "填寫整張計分表"),
    ),
    steps=(
        Read(T(
            """
## (8) The famous garden

Your famous-garden card shows 3 or 4 spots on the garden's grid. If a stone stands on
**every** spot, you score the card's number, 10 to 15; otherwise nothing.
""",
            """
## （8）名庭園

名庭園卡在庭園的格子上標出 3 或 4 個位置。如果**每個**位置都有石頭，就得到卡片上的分數，10 到
15 分；否則不得分。
"""),
            sources=T(
                """
Rule `karesansui.score.famous-garden`. The summary:
「若能建造出其庭園卡的特殊造景(即特定3~4顆石頭擺放位置與庭園卡所繪圖像石頭擺放位置相同)，便可獲得
等同庭園卡右上方數字的對應分數(即可獲得10~15分)」 (if the player builds the scene of their card,
3 or 4 stones where the card draws them, they score the number at its top right, 10 to 15).
""",
                """
規則 `karesansui.score.famous-garden`。摘要：「若能建造出其庭園卡的特殊造景（即特定3~4顆石頭擺放
位置與庭園卡所繪圖像石頭擺放位置相同），便可獲得等同庭園卡右上方數字的對應分數（即可獲得10~15分）」。
""")),
        Show("card-spots", studio(gravel_with(a2="flat"), "card saihoji"), picture=True,
             caption=T("The studio with the card Saihō-ji: its three spots are dashed squares.",
                       "選了西芳寺卡的工作室：它的三個位置是虛線方框。")),
        Read(T(
            """
In the studio, pick a card on the right: its spots appear on the garden, red while empty.
""",
            """
在工作室右側選一張卡：它的位置會出現在庭園上，空著時是紅色。
"""),
            sources=T(
                """
Rule `karesansui.score.card-layouts`. Eleven of the fourteen
cards are known by name (Ryōan-ji, Nanzen-ji, Daisen-in, Konchi-in and others); a card is
worth at most 15 (a
Japanese review). The cards draw their stones as ☆ and □; the tutor reads ☆ as a standing
stone and □ as any stone, a reading no source confirms. Play reports hint at three layouts
(Ryōgen-in, Daisen-in, Konchi-in), and the tutor's stand-ins follow the hints.
""",
                """
規則 `karesansui.score.card-layouts`。十四張卡中有十一張的名稱已知（龍安寺、南禪寺、大仙院、
金地院等）；每張卡最多 15 分（一篇日文評論）。卡片以 ☆ 和 □ 畫出石頭；教學工具把 ☆ 解讀為立石、
□ 為任何石頭，沒有資料證實這個解讀。遊戲心得提示了三張卡的位置（龍源院、大仙院、金地院），
教學工具的代用位置依照這些提示。
""")),
        Task(
            "card",
            T("The card is Saihō-ji, and the studio marks its spots. Complete it with one stone.",
              "卡片是西芳寺，工作室標出了它的位置。再放一顆石頭完成它。"),
            studio(gravel_with(a2="flat", e2="flat"), "card saihoji"),
            Reach(lambda start, now: now.scores().points[0]["famous_garden"] > 0,
                  T("The card's spots are not all taken.", "卡片的位置還沒有全部放上石頭。")),
            solution=("stone flat at c2",),
            hints=(T("The studio marks the card's empty spot in red.",
                     "工作室用紅色標出卡片空著的位置。"),
                   T("Look at the middle row.", "看看中排。")),
            rules=("karesansui.score.famous-garden",),
            wrong="stone flat at c1",
            explain={"stone flat at c1": T("That space is not one of the card's spots.",
                                           "那個位置不是卡片的位置。")},
            success=T("Every spot holds a stone: the card's 10 points.",
                      "每個位置都有石頭：得到卡片的 10 分。"),
        ),
        Task(
            "four-spots",
            T("The card is Ryōan-ji, with four spots. One stone completes it.",
              "卡片是龍安寺，有四個位置。再放一顆石頭就能完成它。"),
            studio(gravel_with(a1="flat", c2="small", e1="flat"), "card ryoanji"),
            Reach(lambda start, now: now.scores().points[0]["famous_garden"] > 0,
                  T("The card's spots are not all taken.", "卡片的位置還沒有全部放上石頭。")),
            solution=("stone flat at d3",),
            hints=(T("Three of the four spots hold a stone already.",
                     "四個位置中已經有三個有石頭了。"),
                   T("The empty spot is marked in red, in the bottom row.",
                     "空著的位置用紅色標出，在下排。")),
            rules=("karesansui.score.famous-garden",),
            wrong="stone flat at c3",
            explain={"stone flat at c3": T("That space is not one of the card's spots.",
                                           "那個位置不是卡片的位置。")},
            success=T("All or nothing, and here it is all: the card's points.",
                      "全有或全無，這裡是全有：得到卡片的分數。"),
        ),
        Read(T(
            """
## (9) Virtue

Each virtue left at the end scores 1.
""",
            """
## （9）德行

遊戲結束時剩下的每點德行得 1 分。
"""),
            sources=T("Rule `karesansui.score.virtue`.", "規則 `karesansui.score.virtue`。")),
        Task(
            "virtue-points",
            T("Without touching tiles or stones, raise the garden's total by exactly 4.",
              "不動板塊和石頭，讓庭園總分剛好增加 4 分。"),
            studio(gravel_with(a1="small", c1="tall"), "virtue 2"),
            Reach(lambda start, now: now.scores().totals[0] == start.scores().totals[0] + 4,
                  T("The total did not grow by exactly 4.", "總分沒有剛好增加 4 分。")),
            solution=("virtue 6",),
            hints=(T("One line of the score sheet is not about the garden.",
                     "計分表上有一行和庭園無關。"),
                   T("Look at the virtue buttons beside the score sheet.",
                     "看看計分表旁邊的德行按鈕。")),
            highlight=("virtue 3", "virtue 4", "virtue 5", "virtue 6"),
            rules=("karesansui.score.virtue",),
            wrong="virtue 4",
            explain={"virtue 4": T("That adds only 2.", "那樣只增加 2 分。")},
            success=T("6 virtue: 6 points. In a game that is the whole track.",
                      "德行 6 點：6 分。在遊戲中這就是整個德行區。"),
        ),
        FillSheet("sheet", SHEET_GAME, T(
            "A real 2-player game: Orange has completed her garden of plain tiles and one moss "
            "tile; the board marks its broken seams. Fill in Orange's column, then press "
            "Check.",
            "一局真正的兩人遊戲：橘方完成了她的庭園，全是素砂板塊和一個苔蘚板塊；圖板標出了"
            "未連結的接縫。填寫橘方那一欄，再按「檢查」。"),
            rules=("karesansui.score.symmetry", "karesansui.score.whirlpools",
                   "karesansui.score.ripples", "karesansui.score.arrangements",
                   "karesansui.score.famous-garden"),
            seats=(0,)),
        Quiz((
            HowMany("q-all-or-nothing", T("The card is Raikyū-ji: its three spots are in the "
                                          "bottom row. Stones stand on two of them. How many "
                                          "points does the famous garden score?",
                                          "卡片是賴久寺：它的三個位置都在下排。其中兩個有石頭。"
                                          "名庭園得幾分？"),
                    studio(gravel_with(a3="flat", c3="flat"), "card raikyuji"),
                    after("famous_garden"),
                    T("All or nothing: one spot is empty.", "全有或全無：有一個位置是空的。"),
                    rules=("karesansui.score.famous-garden",)),
            Choose("q-range", T("What is a completed famous-garden card worth?",
                                "完成的名庭園卡值多少分？"),
                   (T("2 points per stone", "每顆石頭 2 分"),
                    T("the number on the card, 10 to 15", "卡片上的數字，10 到 15 分"),
                    T("always 15", "一律 15 分")), 1,
                   T("The number printed on the card, between 10 and 15.",
                     "卡片上印的數字，介於 10 和 15 之間。"),
                   rules=("karesansui.score.famous-garden",)),
            HowMany("q-virtue", T("The garden's owner has 5 virtue left at the end. How many "
                                  "points is that?",
                                  "遊戲結束時，庭園的主人剩下 5 點德行。值幾分？"),
                    studio(gravel_with()), after("virtue", "virtue 5"),
                    T("1 point per virtue.", "每點德行 1 分。"), rules=("karesansui.score.virtue",),
                    picture=False),
        )),
        Deeper(T("The famous garden with two players.", "兩人遊戲的名庭園。")),
        Read(T(
            """
With 2 players, **the special two-player rule**: three shared cards lie face up, and each
player scores the best one they complete.
""",
            """
兩人遊戲時依**兩人遊戲的特別規則**：3 張共用卡翻開，每位玩家從完成的卡中取最高的一張計分。
"""),
            sources=T(
                """
Rule `karesansui.setup.two-players`: the summary gives no rule for two players; two Japanese
write-ups give this one.
""",
                """
規則 `karesansui.setup.two-players`：摘要沒有兩人規則；兩份日文整理提供這一條。
""")),
        Quiz((
            Choose("q-two-players", T("Two players, with the special two-player rule: Orange's "
                                      "stones complete two of the three shared cards, worth 12 "
                                      "and 14. What does she score for the famous garden?",
                                      "兩人遊戲，使用兩人遊戲的特別規則：橘方的石頭完成了三張"
                                      "共用卡中的兩張，分別值 12 和 14 分。她的名庭園得幾分？"),
                   (T("26", "26 分"), T("14", "14 分"), T("12", "12 分")), 1,
                   T("With the special two-player rule each scores at most one of the shared "
                     "cards: the best.",
                     "依兩人遊戲的特別規則，每位玩家最多從一張共用卡得分：取最高者。"),
                   rules=("karesansui.score.famous-garden", "karesansui.setup.two-players")),
        )),
    ),
    recap=T("A famous-garden card scores its 10 to 15 points when a stone stands on every spot "
            "it shows, else nothing; with 2 players (the special two-player rule) the best of "
            "the three shared cards. Virtue left scores 1 each.",
            "名庭園卡所示的每個位置都有石頭時，得到卡片的 10 到 15 分，否則不得分；兩人遊戲時"
            "（兩人遊戲的特別規則）取三張共用卡中最好的一張。剩下的德行每點 1 分。"),
    mistakes=(T("Expecting part of a card's points for part of its spots.",
                "以為放了部分位置就能得到部分分數。"),
              T("Adding up two shared cards in a 2-player game (the special two-player rule).",
                "兩人遊戲時把兩張共用卡的分數加在一起（兩人遊戲的特別規則）。")),
)
