"""Lesson 9: sources and assumptions."""

from __future__ import annotations

from ....lessons.model import Choose, Deeper, HowMany, LegalOrNot, Lesson, Quiz, Read, Sources, T
from ._common import SEATS, SOURCE, after
from ._positions import (
    END_COUNTS_START_TILE,
    GAME_38,
    LAST_ASSISTANT,
    MONKS,
    STORM,
    then,
    with_options,
)

LESSON = Lesson(
    game="kanagawa", number=9, slug="sources-and-assumptions",
    title=T("Sources and assumptions", "來源與假設"),
    minutes=15,
    objectives=(
        T("know where the rules come from", "知道規則的出處"),
        T("recognise our readings and the options for others",
          "認出我們採用的解讀，以及改變它們的選項"),
    ),
    steps=(
        Read(T(
            """
## Where the rules come from

We had no official rulebook: we follow a Chinese summary of the rules, a Spanish one,
and public card lists. Where they are silent or disagree, the engine follows
one reading, an **assumption**, often with an option for another.
""",
            """
## 規則的出處

我們沒有拿到官方規則書：本教學依據一份中文的規則摘要、一份西班牙文的摘要，以及公開的卡片與
證書資料整理。來源沒有說明或互相矛盾時，規則引擎採用一種解讀，
也就是**假設**，大多數還有遊戲選項可以改用另一種解讀。
"""), sources=T(
            f"""
`{SOURCE}`: a Traditional Chinese summary of the rules (a blog post translating the
rulebook, with its worked examples). `001_c42d7fc8bfeef299.txt`: a Spanish summary, the same
text in substance, without the diploma list. Public notes: two independent transcriptions of
the 72 cards and 19 diplomas, reviews and cross-checks. The identical characters: the
summary's diploma list says 「如果你的畫作中至少有 4 個相同的角色，你獲得 9 分。」 (4 identical
characters, 9 points), but both transcriptions of the real diploma tiles say 3, and with only
3 or 4 copies of each character among the 72 cards, 4 identical ones would almost never
happen; the option `characters_identical=4` plays the summary's reading
(`kanagawa.diploma.characters-identical`). The assumptions you met: the face-down slots with
2 or 3 players and the backs of the deck (lesson 2), the diploma counts (lesson 5), the 11
lesson cards (the start tile not counted), the last Grand Master, the storm token on the
start tile and the kept cards (lesson 6).
""",
            f"""
`{SOURCE}`：一份繁體中文的規則摘要（翻譯規則書的部落格文章，附有範例）。
`001_c42d7fc8bfeef299.txt`：一份西班牙文的摘要，內容大致相同，但沒有證書列表。公開資料：兩份
獨立整理的 72 張卡片和 19 個證書、評論，以及交叉比對。相同的角色：摘要的證書列表寫
「如果你的畫作中至少有 4 個相同的角色，你獲得 9 分。」，但兩份實體證書板塊的整理都寫 3 個，
而且 72 張卡片中每種角色只有 3 或 4 張，4 個相同的角色幾乎不可能出現；選項
`characters_identical=4` 採用摘要的說法（`kanagawa.diploma.characters-identical`）。
你在課程中遇過的假設：2 或 3 人時正面朝下的位置和牌庫的卡背（第 2 課）、證書的計算方式（第 5 課）、
11 張課程卡（不算起始板塊）、最後的大師、起始板塊上的風暴指示物，以及保留的卡片（第 6 課）。
""")),
        Sources("sources"),
        Read(T(
            "Where the Chinese summary handed out in class states a rule plainly, we follow "
            "it, unless the real cards show otherwise: its diploma list asks for 4 identical "
            "characters for 9 points, the real tile for **3**, and so does the tutor. Check "
            "what an option changes: each question below is asked with the option switched, "
            "and the engine answers.",
            "課堂上發的中文摘要寫得清楚的規則，我們就照它，除非實際的卡片不是這樣：摘要的證書列表"
            "寫 9 分需要 4 個相同的角色，實際的板塊是 **3** 個，本教學也是。看看選項會改變什麼："
            "下面每一題都是在切換選項後提問，由規則引擎回答。")),
        Quiz((
            LegalOrNot("q-four-monks", with_options(then(MONKS, "paint C15 with S1"),
                                                    characters_identical=4),
                       "take diploma characters-identical",
                       rules=("kanagawa.diploma.characters-identical",),
                       note=T("With the option that asks for 4 identical characters (the "
                              "Chinese summary's reading), three monks are not enough.",
                              "選了「需要 4 個相同角色」的選項（中文摘要的說法）時，三位僧侶"
                              "不夠。")),
            HowMany("q-no-bonus", T("With the option that gives the Grand Master no points at the "
                                    "end, what is Blue's total in the 38-point game?",
                                    "選了「大師在遊戲結束時不得分」的選項時，38 分那局中藍方的總分"
                                    "是多少？"),
                    with_options(GAME_38, grand_master_bonus=0), lambda s: s.scores().totals[0],
                    T("Item E is gone: both summaries give the 2 points, one transcription does "
                      "not mention them.",
                      "E 項不見了：兩份摘要都有這 2 分，有一份卡片整理沒有提到。"),
                    rules=("kanagawa.score.grand-master",)),
            HowMany("q-start-counts", T("With the option that counts the start tile among the "
                                        "11 cards that end the game, after how many lessons does "
                                        "the 38-point game end?",
                                        "選了「起始板塊算在結束遊戲的 11 張之內」的選項時，38 分"
                                        "那局在第幾輪之後結束？"),
                    END_COUNTS_START_TILE, lambda s: s.lesson,
                    T("Counting the start tile, Blue's painting holds 11 cards a lesson "
                      "earlier: 10 lesson cards and the start tile.",
                      "把起始板塊算進去，藍方的畫作提早一輪就有 11 張：10 張課程卡加上起始板塊。"),
                    rules=("kanagawa.end.start-tile-count", "kanagawa.end.trigger")),
        )),
        Deeper(T("Two more options: a storm token on the start tile, and the last Grand Master.",
                 "另外兩個選項：起始板塊上的風暴指示物，以及最後的大師。")),
        Quiz((
            LegalOrNot("q-storm-start", with_options(STORM, storm_on_start_tile=True),
                       "storm on P0 as summer", rules=("kanagawa.end.storm-start-tile",),
                       note=T("With the option that allows it, the start tile may take a storm "
                              "token.", "選了允許的選項時，起始板塊可以放風暴指示物。")),
            Choose("q-last-master", T("With the option that keeps the Grand Master pawn with the "
                                      "last dealer, who holds it when this game ends, after Blue "
                                      "takes the Assistant with the card in hand?",
                                      "選了「大師棋子留在最後發牌的玩家手上」的選項時，藍方用手上的"
                                      "卡片拿到助手棋子後，遊戲結束時誰持有大師棋子？"),
                   SEATS[:2], lambda s: after(s, ("studio C16", "end turn")).gm,
                   T("The pawn stays with the last dealer instead of following the Assistant.",
                     "大師棋子留在最後發牌的玩家手上，不跟著助手移動。"),
                   rules=("kanagawa.end.grand-master-passes",),
                   position=with_options(LAST_ASSISTANT, grand_master_passes_at_end=False),
                   mark="studio C16"),
        )),
    ),
    recap=T("Every rule names its sources; where they are silent or disagree the engine follows "
            "one reading, says so, and usually offers the other as an option.",
            "每條規則都註明出處；來源沒有說明或互相矛盾時，規則引擎採用一種解讀、說明理由，並且通常"
            "提供另一種解讀作為選項。"),
    mistakes=(T("Taking an assumption for a rule of the box: check its note before arguing at "
                "the table.", "把假設當成盒中規則：在牌桌上爭論之前，先看看它的說明。"),),
)
