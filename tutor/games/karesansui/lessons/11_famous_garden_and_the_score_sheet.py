"""Karesansui lesson 11: Scoring: the famous garden, virtue and the whole sheet."""

from __future__ import annotations

from ....lessons.model import Choose, FillSheet, HowMany, Lesson, Quiz, Reach, Read, T, Task
from ._common import after, built, gravel_with, reaches, studio, total_gain

SHEET_GARDEN = "G09 G08+small G01 G01+tall G01 / G08' G09' G05 G04 G03 / G06 G06 M01+boat G06 G06"
SHEET_GAME = built(SHEET_GARDEN)
"""A real 2-player game in which Orange has completed this garden."""

LESSON = Lesson(
    game="karesansui", number=11, slug="famous-garden-and-the-score-sheet",
    title=T("Scoring: the famous garden, virtue and the whole sheet",
            "計分：名庭園、德行與整張計分表"),
    minutes=25,
    objectives=(
        T("set stones where a famous-garden card shows them", "把石頭放在名庭園卡所示的位置"),
        T("fill in a whole score sheet", "填寫整張計分表"),
    ),
    steps=(
        Read(T(
            """
## (8) The famous garden

> 「若能建造出其庭園卡的特殊造景(即特定3~4顆石頭擺放位置與庭園卡所繪圖像石頭擺放位置相同)，
> 便可獲得等同庭園卡右上方數字的對應分數(即可獲得10~15分)」

Your famous-garden card (名庭園卡) shows 3 or 4 stones in the garden's grid; if your stones
stand where it shows them, you score the card's number, 10 to 15
(`karesansui.score.famous-garden`). The cards draw their stones as ☆ and □; the tutor reads ☆
as a **standing** stone (small or tall) and □ as **any** stone (a reading: no source says).
With 2 players the three cards lie face up and each player scores at most one of them, the
best.

Eleven of the fourteen cards are known by name (Ryōan-ji 龍安寺, Nanzen-ji 南禪寺, Daisen-in
大仙院, Konchi-in 金地院 and others), and a card is worth at most 15, but no source shows a
card's layout or points: **every layout and point value, and three names, are the tutor's
stand-ins** (`karesansui.score.card-layouts`). Play reports hint at three of them, and the
tutor's layouts follow the hints: Ryōgen-in wants moss in the middle row, Daisen-in moss and
tall standing stones, Konchi-in a Buddhist triad; their neighbouring stones need moss under
them. In the studio, pick a card on the right; its spots appear on the garden as dashed
rounded squares.

## (9) Virtue

Each virtue left at the end scores 1 (`karesansui.score.virtue`).
""",
            """
## (8)名庭園

> 「若能建造出其庭園卡的特殊造景(即特定3~4顆石頭擺放位置與庭園卡所繪圖像石頭擺放位置相同)，
> 便可獲得等同庭園卡右上方數字的對應分數(即可獲得10~15分)」

名庭園卡在庭園的格子上畫出 3 或 4 顆石頭；如果你的石頭擺放位置和卡片相同，就得到卡片上的分數，
10 到 15 分(`karesansui.score.famous-garden`)。卡片以 ☆ 和 □ 畫出石頭；教學工具把 ☆ 解讀為
**立石**(小立石或大立石)，□ 為**任何**石頭(這是解讀：沒有資料說明)。兩人遊戲時 3 張卡翻開共用，
每位玩家最多從其中 1 張得分，取最高者。

十四張卡中有十一張的名稱已知(龍安寺、南禪寺、大仙院、金地院等)，每張卡最多 15 分，但沒有資料顯示
卡片的石頭位置或分數：**所有位置和分數，以及三張卡的名稱，都是教學工具的代替**
(`karesansui.score.card-layouts`)。遊戲心得提示了其中三張，教學工具的位置依照這些提示：龍源院要求
中排是苔，大仙院需要苔與大立石，金地院有三尊石；它們相鄰的石頭下面須是苔。在工作室右側選一張卡，
它的位置會以虛線圓角方框出現在庭園上。

## (9)德行

遊戲結束時剩下的每點德行得 1 分(`karesansui.score.virtue`)。
""")),
        Task(
            "card",
            T("The card is Ryōan-ji. Complete its famous garden with one stone.",
              "卡片是龍安寺。再放一顆石頭完成它的名庭園。"),
            studio(gravel_with(a1="flat", e1="flat", d3="reclining"), "card ryoanji"),
            Reach(reaches("famous_garden", 14), T("The card's stones are not all in place.",
                                                   "卡片上的石頭還沒有全部到位。")),
            solution=("stone small at c2",),
            hints=(T("The studio marks the card's missing spot in red.",
                     "工作室用紅色標出卡片缺少的位置。"),
                   T("c2 is a ☆: a standing stone.", "c2 是 ☆：立石。")),
            highlight=("stone small at c2", "stone tall at c2"),
            rules=("karesansui.score.famous-garden", "karesansui.score.card-layouts"),
            wrong="stone flat at c2",
            explain={"stone flat at c2": T("☆ asks for a standing stone; a flat stone lies down.",
                                           "☆ 要求立石；橫石是平放的。"),
                     "stone reclining at c2": T("☆ asks for a standing stone.", "☆ 要求立石。")},
            success=T("14 points for the card (a provisional layout and value).",
                      "卡片得 14 分(暫定的位置與分數)。"),
        ),
        Task(
            "one-stone",
            T("The card is Entsū-ji. Raise the garden's total by at least 28 with one stone.",
              "卡片是圓通寺。用一顆石頭讓庭園總分至少增加 28 分。"),
            studio(gravel_with(a1="small", c1="tall"), "card entsuji"),
            Reach(total_gain(28), T("The total did not grow by 28.", "總分沒有增加 28 分。")),
            solution=("stone small at e1",),
            hints=(T("The card's three spots are a1, c1 and e1, all ☆.",
                     "卡片的三個位置是 a1、c1 和 e1，都是 ☆。"),
                   T("A standing stone on e1 completes the card and something else in the top "
                     "row.", "在 e1 放立石，就完成了卡片，也完成了上排的另一樣東西。")),
            highlight=("stone small at e1", "stone tall at e1"),
            rules=("karesansui.score.famous-garden", "karesansui.score.arrangement-c"),
            wrong="stone boat at e1",
            explain={"stone boat at e1": T("A new kind (+2), but not a standing stone.",
                                           "新的種類(+2)，但不是立石。")},
            success=T("The card (13) and the triad C (15) with one stone.",
                      "一顆石頭同時完成卡片(13 分)和三尊石 C 組(15 分)。"),
        ),
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
                   T("Virtue: 1 point each.", "德行：每點 1 分。")),
            highlight=("virtue 6",),
            rules=("karesansui.score.virtue",),
            wrong="virtue 4",
            explain={"virtue 4": T("That adds only 2.", "那樣只增加 2 分。")},
            success=T("6 virtue: 6 points. In a game that is the whole track.",
                      "德行 6 點：6 分。在遊戲中這就是整個德行區。"),
        ),
        FillSheet("sheet", SHEET_GAME, T(
            "A real 2-player game: Orange has completed her garden. The three shared cards are "
            "Ryōan-ji, Nanzen-ji and Saihō-ji (their spots are provisional: Nanzen-ji asks for "
            "☆ on b1 and d1 and □ on c3). Fill in Orange's column, then press Check.",
            "一局真正的兩人遊戲：橘色玩家完成了她的庭園。三張共用的卡是龍安寺、"
            "南禪寺和西芳寺(位置是"
            "暫定的：南禪寺要求 b1 和 d1 為 ☆，c3 為 □)。填寫橘色玩家那一欄，再按「檢查」。"),
            rules=("karesansui.score.symmetry", "karesansui.score.whirlpools",
                   "karesansui.score.ripples", "karesansui.score.arrangements",
                   "karesansui.score.famous-garden"),
            seats=(0,)),
        Quiz((
            HowMany("q-card-points", T("Stones go on b1 (small standing), d1 (tall standing) and "
                                       "c3 (flat). With the card Nanzen-ji, how many points does "
                                       "the famous garden score then?",
                                       "在 b1(小立石)、d1(大立石)和 c3(橫石)放石頭。"
                                       "以南禪寺卡計算，"
                                       "之後名庭園得幾分?"),
                    studio(gravel_with(), "card nanzenji"),
                    after("famous_garden", "stone small at b1", "stone tall at d1",
                           "stone flat at c3"),
                    T("☆ on b1 and d1, □ on c3: the card's 12 points (provisional).",
                      "b1 與 d1 為 ☆，c3 為 □：卡片的 12 分(暫定)。"),
                    rules=("karesansui.score.famous-garden",)),
            HowMany("q-card-missing", T("Same card, but the stone on d1 is flat. How many points "
                                        "does the famous garden score?",
                                        "同一張卡，但 d1 的石頭是橫石。名庭園得幾分?"),
                    studio(gravel_with(), "card nanzenji"),
                    after("famous_garden", "stone small at b1", "stone flat at d1",
                           "stone flat at c3"),
                    T("All or nothing: d1 needs a standing stone.", "全有或全無：d1 需要立石。"),
                    rules=("karesansui.score.famous-garden",)),
            Choose("q-two-players", T("Two players: Orange's stones match two of the three shared "
                                      "cards, worth 12 and 14. What does she score for the famous "
                                      "garden?",
                                      "兩人遊戲：橘色玩家的石頭符合三張共用卡中的兩張，分別值"
                                      " 12 和 14 分。她的名庭園得幾分?"),
                   (T("26", "26 分"), T("14", "14 分"), T("12", "12 分")), 1,
                   T("With 2 players each scores at most one of the shared cards: the best.",
                     "兩人遊戲時每位玩家最多從一張共用卡得分：取最高者。"),
                   rules=("karesansui.score.famous-garden", "karesansui.setup.two-players")),
            HowMany("q-virtue", T("The garden's owner has 5 virtue left at the end. How many "
                                  "points is that?",
                                  "遊戲結束時，庭園的主人剩下 5 點德行。值幾分?"),
                    studio(gravel_with()), after("virtue", "virtue 5"),
                    T("1 point per virtue.", "每點德行 1 分。"), rules=("karesansui.score.virtue",),
                    picture=False),
        )),
    ),
    recap=T("A famous-garden card scores its 10 to 15 points when every stone it shows is in "
            "place (☆ standing, □ any); with 2 players the best of the three shared cards. "
            "Virtue left scores 1 each. Card layouts and points are provisional.",
            "名庭園卡上所示的石頭全部到位時(☆ 立石，□ 任何石頭)，得到卡片的 10 到 15 分；"
            "兩人遊戲時取三張"
            "共用卡中最好的一張。剩下的德行每點 1 分。卡片的位置與分數是暫定的。"),
    mistakes=(T("Putting any stone on a ☆ spot.", "在 ☆ 的位置放任何石頭。"),
              T("Adding up two shared cards in a 2-player game.",
                "兩人遊戲時把兩張共用卡的分數加在一起。")),
)
