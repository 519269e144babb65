"""Lesson 5: diplomas."""

from __future__ import annotations

from ....lessons.model import (
    Choose,
    Deeper,
    HowMany,
    LegalOrNot,
    Lesson,
    Quiz,
    Reach,
    Read,
    T,
    Task,
)
from ._common import SOURCE
from ._positions import (
    BOAR_DEER,
    FIRST_COME,
    FOURTH_TREE,
    MONKS,
    THIRD_TREE,
    TOOK_TREES_THREE,
    UNIVERSAL,
    then,
)


def _took_trees_3(start, now) -> bool:
    return "trees-3" in now.areas[0].diplomas


def _declined_trees_3(start, now) -> bool:
    return "trees-3" in now.areas[0].declined


def _took_trees_4(start, now) -> bool:
    return "trees-4" in now.areas[0].diplomas


def _boar_deer(start, now) -> bool:
    return "animals-boar-deer" in now.areas[0].diplomas


def _monks(start, now) -> bool:
    return "characters-identical" in now.areas[0].diplomas


LESSON = Lesson(
    game="kanagawa", number=5, slug="diplomas",
    title=T("Diplomas", "證書"),
    minutes=20,
    objectives=(
        T("take or decline a diploma", "拿取或放棄證書"),
        T("weigh a sure diploma against a higher one", "權衡確定的證書和更高分的證書"),
    ),
    steps=(
        Read(T(
            """
## Take it, or aim higher

When your painting or studio meets a diploma on the board, choose at once: **take** it
(then its group is closed to you), or **decline** it for good and aim higher in that
group. Each tile says what it asks for.
""",
            """
## 拿取，或瞄準更高分

當你的畫作或畫室符合場上某個證書的條件時，你必須立刻選擇：**拿取**它（遊戲結束時得分，但同一組
的其他證書你就不能再拿），或**放棄**它，以後也不能再拿，改為爭取同一組更難的證書。每個證書上都寫著
條件：「2 種不同」就是兩種不同的主題。
"""), sources=T(
            f"""
Rules `kanagawa.diploma.qualify`, `kanagawa.diploma.one-per-group`,
`kanagawa.diploma.declined-lost` and `kanagawa.score.diplomas`. `{SOURCE}`:
「一旦你的畫作達成場中央一個證書所需的條件，你必須立刻選擇要拿取它或放棄它，試看看能不能有
更好的突破！」 (as soon as your painting meets a diploma in the middle of the table, choose at
once to take it or leave it, and try for better!) Its example: you paint your third tree,
then take the first tree diploma (3 points, and no other tree diploma for you) or decline it
and aim for the fourth tree (4 points and a storm token) or the fifth (7 points and the
Assistant).
""",
            f"""
規則 `kanagawa.diploma.qualify`、`kanagawa.diploma.one-per-group`、
`kanagawa.diploma.declined-lost` 和 `kanagawa.score.diplomas`。`{SOURCE}`：「一旦你的畫作
達成場中央一個證書所需的條件，你必須立刻選擇要拿取它或放棄它，試看看能不能有更好的突破！」它的
範例：畫上第三棵樹之後，拿取第一個樹證書（3 分，之後不能再拿別的樹證書），或放棄它，爭取第四棵樹
（4 分和一個風暴指示物）或第五棵樹（7 分和助手棋子）。
""")),
        Task(
            "take-trees",
            T("Your painting shows one tree. Win a tree diploma in this turn.",
              "你的畫作中有一棵樹。在這個回合贏得一個樹證書。"),
            THIRD_TREE,
            Reach(_took_trees_3, T("Only one of your cards brings three trees, and one fresh brush "
                                   "can paint only one card.",
                                   "你的卡片中只有一張能讓樹達到三棵，而一個筆刷只能彩繪一張卡片。"),
                  within=3),
            solution=("paint T14 with S0", "take diploma trees-3"),
            hints=(T("Count the tree icons on the upper halves of your two cards.",
                     "數一數你兩張卡片上半部的樹。"),
                   T("Your one fresh brush stands on the ocean: it can paint only one card this "
                     "turn.", "你唯一能用的筆刷站在海洋上：這回合它只能彩繪一張卡片。")),
            highlight=("card-T06", "card-T14"),
            rules=("kanagawa.diploma.qualify", "kanagawa.score.diplomas"),
            wrong="end turn", wrong_rule="kanagawa.turn.keep",
            explain={"paint T06 with S0": T("That card shows one tree: that makes two, and your "
                                            "ocean brush is then spent.",
                                            "那張卡片只有一棵樹：這樣只有兩棵，而你海洋上的筆刷也"
                                            "用掉了。"),
                     "decline diploma trees-3": T("That is the other choice: try it in the next "
                                                  "task.", "那是另一個選擇：在下一個任務試試看。")},
            success=T("Three points at the end; the other two tree diplomas are now closed to "
                      "you.", "遊戲結束時得 3 分；另外兩個樹證書你都不能再拿了。"),
        ),
        Task(
            "decline-trees",
            T("Same position. Paint a third tree, but keep your chance of the tree diplomas for "
              "4 and 5 trees: you hope for a fourth tree soon.",
              "同一個局面。畫上第三棵樹，但保留拿到 4 棵樹和 5 棵樹證書的機會：你希望很快就有第四"
              "棵樹。"),
            THIRD_TREE,
            Reach(_declined_trees_3, T("Taking the tree diploma closes the tree group to you.",
                                       "拿取樹證書會讓你不能再拿樹這一組的證書。"),
                  within=3),
            solution=("paint T14 with S0", "decline diploma trees-3"),
            hints=(T("Declining gives up this diploma only.", "放棄只會失去這一個證書。"),
                   T("The harder tree diplomas stay open after a decline.",
                     "放棄之後，更難的樹證書仍然開放。")),
            highlight=("card-T06", "card-T14"),
            rules=("kanagawa.diploma.declined-lost", "kanagawa.diploma.one-per-group"),
            wrong="end turn", wrong_rule="kanagawa.turn.keep",
            explain={"take diploma trees-3": T("Taking it closes the tree group: no 4-point or "
                                               "7-point tree diploma for you then.",
                                               "拿了它，樹這一組就關閉了：之後你就拿不到 4 分或 7 "
                                               "分的樹證書。")},
            success=T("Declined for good, but the tree diplomas for 4 and 5 trees are still yours "
                      "to win.", "已經永久放棄，但 4 棵樹和 5 棵樹的樹證書仍然可以爭取。"),
        ),
        Read(T(
            """
## Rewards, and first come

Some diplomas give more at once: a brush, a storm token (lesson 6) or the Assistant pawn.
Each tile exists once: first come, first served.
""",
            """
## 獎勵，以及先到先得

有些證書還會立刻給你別的東西：一個筆刷、一個風暴指示物（第 6 課）或助手棋子。每個證書板塊只有
一個：先到先得。
"""), sources=T(
            "Rules `kanagawa.diploma.reward` and `kanagawa.diploma.first-come`.",
            "規則 `kanagawa.diploma.reward` 和 `kanagawa.diploma.first-come`。")),
        Task(
            "brush-reward",
            T("Your painting shows a boar. Win a brush from a diploma.",
              "你的畫作中有一隻山豬。從證書贏得一個筆刷。"),
            BOAR_DEER,
            Reach(_boar_deer, T("The boar-and-deer diploma gives 3 points and a brush: you need "
                                "a deer in your painting.",
                                "山豬與鹿的證書給 3 分和一個筆刷：你的畫作需要一隻鹿。"),
                  within=3),
            solution=("paint A10 with S0", "take diploma animals-boar-deer"),
            hints=(T("Which diplomas show a brush as their reward, at their bottom right?",
                     "哪些證書的獎勵是筆刷？看證書的右下角。"),
                   T("Your one fresh brush stands on the ocean, and all three cards need an "
                     "ocean: which animal completes a pair?",
                     "你唯一能用的筆刷站在海洋上，而三張卡片都需要海洋：哪一種動物能湊成一對？")),
            highlight=("card-A10", "card-A14", "card-T07"),
            rules=("kanagawa.diploma.reward", "kanagawa.diploma.qualify",
                   "kanagawa.setup.diplomas"),
            wrong="paint A10 with S1", wrong_rule="kanagawa.paint.landscape",
            explain={"studio A10": T("In the studio the deer does not count: only the painting "
                                     "counts for the animal diplomas.",
                                     "放進畫室的鹿不算：動物證書只計算畫作。"),
                     "paint A14 with S0": T("That is a crane: the crane diploma also needs a "
                                            "butterfly, and your ocean brush is now spent.",
                                            "那是鶴：鶴的證書還需要一隻蝴蝶，而你海洋上的筆刷也"
                                            "用掉了。")},
            success=T("A brush from the supply joins your reserve at once.",
                      "一個筆刷立刻從供應區來到你面前。"),
        ),
        Quiz((
            LegalOrNot("q-one-per-group", TOOK_TREES_THREE, "take diploma trees-4",
                       note=T("Blue took the first tree diploma last lesson; four trees now, but "
                              "the tree group is closed to Blue.",
                              "藍方上一輪拿了第一個樹證書；現在有四棵樹，但樹這一組已經對藍方關閉。")),
            LegalOrNot("q-first-come", FIRST_COME, "take diploma landscapes-2",
                       note=T("Blue's studio shows two oceans, but Red took that tile first.",
                              "藍方的畫室有兩個海洋，但紅方先拿走了那個板塊。")),
            HowMany("q-points", T("Blue has painted the fourth tree and taken the tree diploma "
                                  "(4 points). How many storm tokens does Blue hold?",
                                  "藍方畫上第四棵樹，並拿取了樹證書（4 分）。藍方有幾個風暴"
                                  "指示物？"),
                    then(FOURTH_TREE, "place brush on S1; paint T05 with S1; "
                                      "take diploma trees-4"),
                    lambda s: s.areas[0].storms,
                    T("That diploma brings 4 points and a storm token, at once.",
                      "這個證書立刻帶來 4 分和一個風暴指示物。"),
                    rules=("kanagawa.diploma.reward",)),
        )),
        Deeper(T("The fourth tree, nine points for three monks, and how three diplomas count.",
                 "第四棵樹、三位僧侶的 9 分，以及三個證書怎麼算。")),
        Task(
            "fourth-tree",
            T("You declined the first tree diploma last lesson. Win the best tree diploma you "
              "can in this turn.",
              "你上一輪放棄了第一個樹證書。在這個回合贏得你能拿到的最好的樹證書。"),
            FOURTH_TREE,
            Reach(_took_trees_4, T("The tree in your hand needs a brush on a mountain.",
                                   "你手上的那棵樹需要一個站在山上的筆刷。"),
                  within=3),
            solution=("place brush on S1", "paint T05 with S1", "take diploma trees-4"),
            hints=(T("Which landscape does the tree in your hand need, and where is it in your "
                     "studio?", "你手上的那棵樹需要哪一種風景？它在你畫室的哪裡？"),
                   T("One brush waits in your reserve, one stands on the ocean.",
                     "你有一個備用筆刷，另一個站在海洋上。")),
            highlight=("place brush on S1", "place brush on S2", "brush-S0"),
            rules=("kanagawa.diploma.reward", "kanagawa.diploma.declined-lost"),
            wrong="take diploma trees-3", wrong_rule="kanagawa.diploma.declined-lost",
            explain={"place brush on S2": T("That is a forest: the tree needs a mountain.",
                                            "那是森林：這棵樹需要山。"),
                     "move brush S0->S2": T("That is a forest: the tree needs a mountain.",
                                            "那是森林：這棵樹需要山。")},
            success=T("Four points and a storm token (lesson 6). A fifth tree would have offered "
                      "the 7-point tree diploma, but you may hold only one tree diploma.",
                      "4 分和一個風暴指示物（第 6 課）。第五棵樹原本可以換 7 分的樹證書，"
                      "但樹證書你只能有一個。"),
        ),
        Read(T(
            """
## How three diplomas count

The identical characters need 3 of one kind. The brush diplomas count the brush icons of
your studio, the start tile's two included. The landscape diplomas count the most studio
cards of one landscape, the start tile included; a universal card is a kind of its own
there.
""",
            """
## 三個證書怎麼算

相同的角色需要同一種 3 個。筆刷證書計算畫室中的筆刷符號，包括起始板塊的兩個。風景證書計算同一種
風景最多有幾張畫室卡片，包括起始板塊；萬用卡在這裡是獨立的一種。
"""), sources=T(
            f"""
Rules `kanagawa.diploma.characters-identical`, `kanagawa.diploma.brush-count` and
`kanagawa.diploma.landscape-count` (assumptions). `{SOURCE}` asks for 4 identical characters
(「至少有 4 個相同的角色」), but two transcriptions of the real tiles say 3, and with only 3 or 4
copies of each character in the deck 4 would almost never happen; a game option gives the
summary's 4. Other options count every brush owned, and universal cards as any landscape.
""",
            f"""
規則 `kanagawa.diploma.characters-identical`、`kanagawa.diploma.brush-count` 和
`kanagawa.diploma.landscape-count`（都是假設）。`{SOURCE}` 寫的是「至少有 4 個相同的角色」，
但兩份實體板塊的整理都寫 3 個，而且牌庫中每種角色只有 3 或 4 張，4 個幾乎不可能；遊戲選項可以
改用摘要的 4 個。其他選項可以計算擁有的所有筆刷，或讓萬用卡當作任何風景。
""")),
        Task(
            "monks",
            T("Your painting shows two monks. Win 9 points from a diploma in this turn.",
              "你的畫作中有兩位僧侶。在這個回合從證書贏得 9 分。"),
            MONKS,
            Reach(_monks, T("Three identical characters meet the 9-point diploma.",
                            "三個相同的角色符合 9 分的證書。"),
                  within=2),
            solution=("paint C15 with S1", "take diploma characters-identical"),
            hints=(T("Which of your cards shows a monk, and which landscape does it need?",
                     "你哪一張卡片畫的是僧侶？它需要哪一種風景？"),
                   T("Look at the landscapes under your two brushes.",
                     "看看你兩個筆刷底下的風景。")),
            highlight=("brush-S0", "brush-S1"),
            rules=("kanagawa.diploma.characters-identical", "kanagawa.diploma.qualify"),
            wrong="paint C15 with S0", wrong_rule="kanagawa.paint.landscape",
            explain={"paint C14 with S1": T("That is a warrior, and your universal brush is now "
                                            "spent: the monk needs a plain.",
                                            "那是武士，而你萬用風景上的筆刷也用掉了：僧侶需要"
                                            "平原。")},
            success=T("Nine points.", "9 分。"),
        ),
        Quiz((
            Choose("q-brushes", T("Blue's studio shows the start tile's two brush icons; Blue also "
                                  "won a brush from the boar-and-deer diploma, so Blue owns three "
                                  "brushes. Does Blue meet the brush diploma for three brushes?",
                                  "藍方畫室有起始板塊的兩個筆刷符號；藍方另外從山豬與鹿的證書得到一個"
                                  "筆刷，所以擁有三個筆刷。藍方符合三個筆刷的筆刷證書嗎？"),
                   (T("yes: Blue owns three brushes", "符合：藍方擁有三個筆刷"),
                    T("no: the diploma counts brush icons in the studio, and there are two",
                      "不符合：這個證書計算畫室中的筆刷符號，只有兩個")),
                   lambda s: 0 if s.meets(0, "brushes-3") else 1,
                   T("The brush diplomas count brush icons in the studio: brushes won from "
                     "diplomas do not count.", "筆刷證書計算畫室中的筆刷符號："
                                               "從證書得到的筆刷不算。"),
                   rules=("kanagawa.diploma.brush-count",),
                   position=then(BOAR_DEER, "paint A10 with S0; take diploma animals-boar-deer")),
            HowMany("q-landscapes", T("For the landscape diplomas, how many studio cards of one "
                                      "landscape does Blue have (the ocean start tile, a universal "
                                      "card and a forest card)?",
                                      "就風景證書而言，藍方有幾張同一種風景的畫室卡片（海洋起始"
                                      "板塊、一張萬用卡和一張森林卡）？"),
                    UNIVERSAL, lambda s: s.same_landscape(0),
                    T("The universal card is a kind of its own here, not a second ocean.",
                      "萬用卡在這裡是獨立的一種，不算第二個海洋。"),
                    rules=("kanagawa.diploma.landscape-count",)),
        )),
    ),
    recap=T("Meet a diploma, decide at once: take it (and close its group to you) or decline it "
            "for good (and aim higher). Each tile once; rewards act at once.",
            "一符合證書就立刻決定：拿取（同組對你關閉），或永久放棄（並爭取更高分）。每個板塊只有一個；"
            "獎勵立刻生效。"),
    mistakes=(T("Declining a diploma and hoping to take it later.", "放棄證書後，還想之後再拿。"),
              T("Taking a low diploma early and then hoping for a higher one of the same group.",
                "太早拿了低分的證書，之後還想拿同組更高分的。"),
              T("Counting studio cards for a painting diploma (or the reverse).",
                "把畫室卡片算進畫作證書（或反過來）。")),
)
