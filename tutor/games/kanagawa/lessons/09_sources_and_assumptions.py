"""Lesson 9: sources and assumptions."""

from __future__ import annotations

from ....lessons.model import Choose, HowMany, LegalOrNot, Lesson, Quiz, Read, Sources, T
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
        T("know where each rule comes from", "知道每條規則的出處"),
        T("recognise the readings we chose where the sources are silent or disagree, and the "
          "options that change them",
          "認出來源沒有說明或互相矛盾時我們採用的解讀,以及改變它們的選項"),
    ),
    steps=(
        Read(T(
            f"""
## Where the rules come from

The official rulebook was not available to us. The tutor follows:

- **`{SOURCE}`**: a Traditional Chinese summary of the rules (a blog post translating the
  rulebook, with its worked examples): our main source, and the source of our Chinese terms;
- **`001_c42d7fc8bfeef299.txt`**: a Spanish summary, the same text in substance, without the
  diploma list;
- **public notes on the components and rules**: two independent transcriptions of the 72
  cards and 19 diplomas, reviews and cross-checks.

Where they are silent or disagree, the engine follows one reading, registered as an
**assumption**, and most of them have a game option. The ones you met in the lessons: the
face-down slots with 2 or 3 players (lesson 2), the backs of the deck (lesson 2), the
identical characters, 3 not 4 (lesson 5), how brushes and landscapes are counted for the
studio diplomas (lesson 5), the 11 cards without the start tile, the last Grand Master, the
storm tokens and the kept cards (lesson 6). Each comes with a note saying what the sources
say:
""",
            f"""
## 規則的出處

我們沒有拿到官方規則書。本教學依據:

- **`{SOURCE}`**:一份繁體中文的規則摘要(翻譯規則書的部落格文章,附有範例):我們的主要來源,
  也是中文用語的來源;
- **`001_c42d7fc8bfeef299.txt`**:一份西班牙文的摘要,內容大致相同,但沒有證書列表;
- **公開的配件與規則資料整理**:兩份獨立整理的 72 張卡片和 19 個證書、評論,以及交叉比對。

來源沒有說明或互相矛盾時,規則引擎採用一種解讀,登記為**假設**,大多數都有遊戲選項。你在課程中
遇過的有:2 或 3 人時正面朝下的位置(第 2 課)、牌庫的卡背(第 2 課)、相同角色是 3 個而不是 4 個
(第 5 課)、畫室證書如何計算筆刷和風景(第 5 課)、11 張不含起始板塊、最後的大師、風暴指示物,
以及保留的卡片(第 6 課)。每一個都附有說明,寫出各來源怎麼說:
""")),
        Sources("sources"),
        Read(T(
            "Check what an option changes: each question below is asked with the option "
            "switched, and the engine answers.",
            "看看選項會改變什麼:下面每一題都是在切換選項後提問,由規則引擎回答。")),
        Quiz((
            LegalOrNot("q-four-monks", with_options(then(MONKS, "paint C15 with S1"),
                                                    characters_identical=4),
                       "take diploma characters-identical",
                       rules=("kanagawa.diploma.characters-identical",),
                       note=T(f"With characters_identical=4 ({SOURCE}'s reading), three monks are "
                              "not enough.", f"選 `characters_identical=4`({SOURCE} 的說法)時,"
                                             "三位僧侶不夠。")),
            HowMany("q-no-bonus", T("With grand_master_bonus=0, what is Blue's total in the "
                                    "38-point game?",
                                    "選 `grand_master_bonus=0` 時,38 分那局中藍方的總分是多少?"),
                    with_options(GAME_38, grand_master_bonus=0), lambda s: s.scores().totals[0],
                    T("Item E is gone: both summaries give the 2 points, one transcription does "
                      "not mention them.",
                      "E 項不見了:兩份摘要都有這 2 分,有一份卡片整理沒有提到。"),
                    rules=("kanagawa.score.grand-master",)),
            HowMany("q-start-counts", T("With end_counts_start_tile=True, after how many lessons "
                                        "does the 38-point game end?",
                                        "選 `end_counts_start_tile=True` 時,38 "
                                        "分那局在第幾輪之後結束?"),
                    END_COUNTS_START_TILE, lambda s: s.lesson,
                    T("Counting the start tile, Blue's painting holds 11 cards a lesson earlier.",
                      "把起始板塊算進去,藍方的畫作提早一輪就有 11 張卡片。"),
                    rules=("kanagawa.end.start-tile-count", "kanagawa.end.trigger")),
            LegalOrNot("q-storm-start", with_options(STORM, storm_on_start_tile=True),
                       "storm on P0 as summer", rules=("kanagawa.end.storm-tokens",),
                       note=T("With storm_on_start_tile=True the start tile may take a token.",
                              "選 `storm_on_start_tile=True` 時,起始板塊可以放風暴指示物。")),
            Choose("q-last-master", T("With grand_master_passes_at_end=False, who holds the Grand "
                                      "Master pawn when this game ends, after Blue takes the "
                                      "Assistant with C16?",
                                      "選 `grand_master_passes_at_end=False` 時,藍方用 C16 "
                                      "拿到助手棋子後,"
                                      "遊戲結束時誰持有大師棋子?"),
                   SEATS[:2], lambda s: after(s, ("studio C16", "end turn")).gm,
                   T("The pawn stays with the last dealer instead of following the Assistant.",
                     "大師棋子留在最後發牌的玩家手上,不跟著助手移動。"),
                   rules=("kanagawa.end.grand-master-passes",),
                   position=with_options(LAST_ASSISTANT, grand_master_passes_at_end=False)),
        )),
    ),
    recap=T("Every rule names its sources; where they are silent or disagree the engine follows "
            "one reading, says so, and usually offers the other as an option.",
            "每條規則都註明出處;來源沒有說明或互相矛盾時,規則引擎採用一種解讀、說明理由,並且通常"
            "提供另一種解讀作為選項。"),
    mistakes=(T("Taking an assumption for a rule of the box: check its note before arguing at "
                "the table.", "把假設當成盒中規則:在牌桌上爭論之前,先看看它的說明。"),),
)
