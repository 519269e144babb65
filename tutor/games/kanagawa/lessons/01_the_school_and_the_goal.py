"""Lesson 1: the school and the goal."""

from __future__ import annotations

from ....lessons.model import Choose, Deeper, HowMany, Lesson, Play, Quiz, Read, Show, T, Task
from ..data import CARD_INDEX, LANDSCAPES
from ._common import FAMILY_CHOICES, SOURCE, family_index
from ._positions import (
    FIRST_BRUSH,
    FIRST_OCEAN,
    FIRST_SUMMER,
    FIRST_TREE,
    SEED_ROW,
)

_WAIT = T("Waiting takes no card now: take a column.",
          "等待的話，現在什麼卡片都拿不到：請拿取一欄。")
_LANDSCAPE_CHOICES = tuple(T(land.en, land.zh) for land in LANDSCAPES)
"""The four landscapes, in the order of :data:`~..data.LANDSCAPES`."""


def _column_card(state, column: int):
    """The card on the first row of ``column`` (1-based)."""
    return CARD_INDEX[state.school[0][column - 1]]


LESSON = Lesson(
    game="kanagawa", number=1, slug="the-school-and-the-goal",
    title=T("The school and the goal", "學堂與遊戲目標"),
    minutes=15,
    objectives=(
        T("name the parts of the board", "說出圖板的各部分"),
        T("read both halves of a lesson card", "看懂課程卡的上下兩半"),
        T("know the goal", "知道遊戲目標"),
    ),
    steps=(
        Read(T(
            """
## Hokusai's school

You are a pupil of Hokusai. Each **lesson card** you take goes to your **studio** or to
your **painting**. The most **harmony points** win.
""",
            """
## 葛飾北齋的學堂

你是大師葛飾北齋的門徒。你拿到的每張**課程卡**，不是放進你的**畫室**，就是放進你的**畫作**。
**和諧分數**最多的人獲勝。
"""), sources=T(
            f"""
The Chinese rules summary `{SOURCE}` sets the scene: 「1840年，東京灣的神奈川，大師葛飾北齋
決定開一個繪畫學堂，與他的門徒分享他的藝術。」 (Kanagawa on the bay of Tokyo, 1840: the master
Hokusai opens a school of painting to share his art with his pupils.) The goal:
「嘗試獲得最多的和諧符號」 (try to collect the most harmony symbols). The official rulebook was
not available to us (lesson 9).
""",
            f"""
中文規則摘要 `{SOURCE}` 這樣開場：「1840年，東京灣的神奈川，大師葛飾北齋決定開一個繪畫學堂，
與他的門徒分享他的藝術。」遊戲目標：「嘗試獲得最多的和諧符號」。我們沒有拿到官方規則書
（第 9 課）。
""")),
        Show("board", SEED_ROW, picture=True, caption=T(
            """
① the **school**; ② yours, Blue: **painting** above, **studio** below, numbered from
the left; ③ the **diplomas**; ④ the **deck**.
""",
            """
①**學堂**和它的各欄；②你（藍方）的位置：上排是**畫作**，下排是**畫室**，由左往右編號；
③**證書**；④**牌庫**；最下面是其他玩家。
"""), markers=("school-frame", "area-0", "diplomas-frame", "deck-frame")),
        Read(T(
            """
## The two halves of a card

The upper half is for the **painting**: a season band, a subject, and bottom left the
landscapes it needs. The lower half is for the **studio**: a landscape and an icon. The
**back** tells the subject: green tree, red character, blue animal, yellow building.
""",
            """
## 課程卡的兩半

上半部給**畫作**用：上方的季節色帶、畫的主題，左下角是它需要的風景。下半部給**畫室**用：一種
風景和一個符號。**卡背**的顏色告訴你主題：綠色是樹，紅色是角色，藍色是動物，黃色是建築物。
"""), sources=T(
            f"The card backs: `{SOURCE}`, 課程卡背面 (綠色卡背代表畫作上會有 1、2 或 3 棵樹……).",
            f"卡背：`{SOURCE}` 的「課程卡背面」（綠色卡背代表畫作上會有 1、2 或 3 棵樹……）。")),
        Task(
            "tree",
            T("You are Blue, and you decide first. Take the card whose painting shows a tree "
              "(click its column's header).",
              "你是藍方，由你先決定。拿取畫作上有一棵樹的那張卡片（點它那一欄的標題）。"),
            FIRST_TREE,
            Play(("take column 1",), T("That card's painting shows no tree: look for the tree "
                                       "icon, or the green back.",
                                       "那張卡片的畫作上沒有樹：找樹的圖案，或綠色卡背。")),
            solution=("take column 1",),
            hints=(T("Trees are painted on the cards with a green back.",
                     "樹畫在綠色卡背的卡片上。"),
                   T("Look at the painting halves, the upper parts of the two cards.",
                     "看兩張卡片的上半部，也就是畫作那一半。")),
            highlight=("take column 1", "take column 2"),
            rules=("kanagawa.lesson.take-column",),
            wrong="take column 2",
            explain={"wait": _WAIT,
                     "take column 2": T("That card shows a deer: an animal, as its blue back "
                                        "says.", "那張卡片畫的是鹿：一種動物，"
                                                 "和它的藍色卡背一致。")},
            success=T("A tree, summer, and a bonus point. Its green back told you.",
                      "一棵樹、夏天，還有 1 點獎勵分數。綠色卡背已經告訴你了。"),
        ),
        Task(
            "ocean",
            T("Your start tile's studio shows an ocean. Take the card whose painting needs an "
              "ocean.", "你的起始板塊畫室是海洋。拿取畫作需要海洋的那張卡片。"),
            FIRST_OCEAN,
            Play(("take column 2",), T("That card's painting needs another landscape: look at "
                                       "the small icons at the bottom left of its painting half.",
                                       "那張卡片需要別的風景：看畫作那一半左下角的小圖示。")),
            solution=("take column 2",),
            hints=(T("What a painting needs is the landscape icon at the bottom left of its upper "
                     "half.", "畫作需要的風景，是上半部左下角的風景圖示。"),
                   T("Compare it with the landscape of your start tile: studio space 1, under "
                     "the school.", "把它和你起始板塊的風景比較：就是學堂下面的畫室第 1 格。")),
            highlight=("take column 1", "take column 2"),
            rules=("kanagawa.lesson.take-column", "kanagawa.paint.landscape"),
            wrong="take column 1",
            explain={"wait": _WAIT,
                     "take column 1": T("That card's painting needs a mountain.",
                                        "那張卡片的畫作需要山。")},
            success=T("This card needs an ocean, like your start tile: once a brush stands there "
                      "you can paint it (lesson 4).",
                      "這張卡片需要海洋，和你的起始板塊一樣：等筆刷站在那裡，"
                      "你就能彩繪它（第 4 課）。"),
        ),
        Task(
            "brush",
            T("Take the card whose studio half would give you one more brush.",
              "拿取畫室那一半能再給你一個筆刷的卡片。"),
            FIRST_BRUSH,
            Play(("take column 2",), T("That card's studio half shows a landscape, not a brush "
                                       "icon.", "那張卡片的畫室那一半是風景，不是筆刷符號。")),
            solution=("take column 2",),
            hints=(T("The studio half is the lower part of a card.", "畫室那一半是卡片的下半部。"),
                   T("Look for the brush icon, like the two on your start tile.",
                     "找筆刷符號，就像你起始板塊上的那兩個。")),
            highlight=("take column 1", "take column 2"),
            rules=("kanagawa.lesson.take-column", "kanagawa.studio.brush-icon"),
            wrong="take column 1",
            explain={"wait": _WAIT,
                     "take column 1": T("That card's studio half is a plain landscape.",
                                        "那張卡片的畫室那一半是平原風景。")},
            success=T("In your studio this card gives a brush at once (lesson 3).",
                      "這張卡片放進畫室時，立刻給你一個筆刷（第 3 課）。"),
        ),
        Quiz((
            Choose("q-needs", T("Which landscape does the painting of the card in column ① "
                                "need?", "第①欄那張卡片的畫作需要哪一種風景？"),
                   _LANDSCAPE_CHOICES,
                   lambda s: LANDSCAPES.index(_column_card(s, 1).painting.landscapes[0]),
                   T("The small landscape icon at the bottom left of the upper half.",
                     "看上半部左下角的小風景圖示。"),
                   rules=("kanagawa.paint.landscape",), position=SEED_ROW,
                   markers=("column-1",)),
            Choose("q-gives", T("Put in your studio, which landscape would the card in column ① "
                                "give you?", "第①欄那張卡片放進畫室的話，會給你哪一種風景？"),
                   _LANDSCAPE_CHOICES,
                   lambda s: LANDSCAPES.index(_column_card(s, 2).studio.landscape),
                   T("The studio half is the lower half: its big landscape icon.",
                     "畫室那一半是下半部：看它的大風景圖示。"),
                   rules=("kanagawa.studio.always",), position=SEED_ROW,
                   markers=("column-2",)),
            Choose("q-back", T("What does the face-down card in column ① show, for sure?",
                               "第①欄那張正面朝下的卡片，可以確定畫的是什麼？"),
                   FAMILY_CHOICES, lambda s: family_index(s.school[0][2][0]),
                   T("Its back is blue: an animal. Backs are public.",
                     "它的卡背是藍色：動物。卡背是公開的。"),
                   rules=("kanagawa.lesson.face-down",), position=SEED_ROW,
                   markers=("column-3",)),
        )),
        Deeper(T("A season to follow, and what a start tile gives.",
                 "跟著一個季節走，以及起始板塊給你什麼。")),
        Task(
            "summer",
            T("Your painting starts with a summer tile. Take the card that, once painted, "
              "would continue a run of summer.",
              "你的畫作從夏天的起始板塊開始。拿取那張畫上之後能延續夏天連續段的卡片。"),
            FIRST_SUMMER,
            Play(("take column 2",), T("That card's painting is not summer: read the season "
                                       "band at its top.",
                                       "那張卡片的畫作不是夏天：看它上方的季節色帶。")),
            solution=("take column 2",),
            hints=(T("The coloured band at the top of a painting half is its season.",
                     "畫作那一半上方的色帶就是它的季節。"),
                   T("Compare with the band of your start tile, the first card of your "
                     "painting.", "和你起始板塊的色帶比較，也就是你畫作的第 1 張。")),
            highlight=("take column 1", "take column 2"),
            rules=("kanagawa.score.season-run",),
            wrong="take column 1",
            explain={"wait": _WAIT,
                     "take column 1": T("That card is a winter card.", "那張是冬天的卡片。")},
            success=T("Summer, and it needs an ocean, like your start tile. Runs of one "
                      "season score at the end (lesson 6).",
                      "夏天，而且需要海洋，和你的起始板塊一樣。同一季節的連續段在遊戲結束時計分"
                      "（第 6 課）。"),
        ),
        Quiz((
            HowMany("q-start-brushes", T("How many brushes does Blue have in reserve before the "
                                         "first decision?",
                                         "第一個決定之前，藍方面前有幾個備用筆刷？"),
                    SEED_ROW, lambda s: s.areas[0].reserve,
                    T("Each start tile shows two brush icons: two brushes wait in front of you. "
                      "It also gives a double arrow and a landscape to your studio, and a season "
                      "to your painting.",
                      "每個起始板塊有兩個筆刷符號：兩個筆刷放在你面前。"
                      "它還讓你的畫室有一個雙箭號和一種風景，"
                      "讓你的畫作有一個季節。"),
                    rules=("kanagawa.setup.start-tiles",), markers=("area-0-pieces",)),
            Choose("q-pawns", T("Blue is the first player. Who holds the pawns marked ① and ② "
                                "at the start?", "藍方是起始玩家。遊戲開始時，誰拿著標記①和②的"
                                                 "棋子？"),
                   (T("Blue holds both", "藍方兩個都拿"),
                    T("Blue the Grand Master, Red the Assistant", "藍方拿大師，紅方拿助手"),
                    T("nobody: they wait in the supply", "沒有人：它們放在供應區")),
                   lambda s: 0 if s.gm == s.assistant == s.opts["start_player"] else 1,
                   T("The first player takes both pawns: the Grand Master and the Assistant.",
                     "起始玩家同時拿取大師棋子和助手棋子。"),
                   rules=("kanagawa.setup.first-player",), position=SEED_ROW,
                   markers=("holder-pawn-master", "holder-pawn-assistant")),
        )),
    ),
    recap=T("A lesson card goes either to your studio (its lower half) or to your painting (its "
            "upper half). The back tells the subject family. The most harmony points win.",
            "課程卡放進畫室（用下半部）或畫作（用上半部）。卡背告訴你主題的種類。和諧分數最多的人獲勝。"),
    mistakes=(T("Reading the whole card as one thing: only one half counts, depending on where "
                "the card goes.", "把整張卡片當成一體：依放的位置，只有一半有效。"),
              T("Thinking a face-down card is unknown altogether: its back colour is public.",
                "以為正面朝下的卡片什麼都看不到：它的卡背顏色是公開的。")),
)
