"""Lesson 7: a what-if explorer."""

from __future__ import annotations

from ....lessons.model import Explore, HowMany, Lesson, Quiz, Read, T
from ._common import after, run
from ._positions import (
    FIRST_TREE,
    LAST_TURN_38,
    STORM,
    TREES_THREE,
)

_LAST_TURN = ("paint T06 with S0", "take diploma trees-5", "paint C04 with S1",
              "decline diploma characters-2")

LESSON = Lesson(
    game="kanagawa", number=7, slug="scoring-explorer",
    title=T("What if? An explorer", "如果這樣走呢？探索"),
    minutes=20,
    objectives=(
        T("compare two moves by playing many games on", "往下玩很多局，比較兩步棋"),
        T("predict, then read the charts", "先預測，再讀懂圖表"),
    ),
    steps=(
        Read(T(
            """
## Predict, then see

The explorer plays two moves on copies of a position, lets bots finish many games from each,
and charts the results. Choose a position and two moves, predict which ends better, then
press Reveal. Twenty games are a hint, not a proof.
""",
            """
## 先預測，再揭曉

探索工具把兩步棋各放在局面的副本上走，再讓電腦從每一步往下玩完很多局，把結果畫成圖表。選一個
局面和兩步棋，先預測哪一步比較有利，再按「揭曉」。二十局只是參考，不是證明。
""")),
        Explore("what-if", (
            (T("Take or decline the first tree diploma?", "第一個樹證書：拿取或放棄？"),
             TREES_THREE),
            (T("Where does the storm token go?", "風暴指示物放在哪裡？"), STORM),
            (T("Blue's last turn in the 38-point game",
               "38 分那局中藍方的最後一回合"), LAST_TURN_38),
            (T("The very first decision: wait or take?", "第一個決定：等待或拿取？"), FIRST_TREE),
        ), games=20),
        Quiz((
            HowMany("q-take-now", T("If Blue takes the tree diploma (3 points) here, by how many "
                                    "points does Blue's total grow at once?",
                                    "如果藍方在這裡拿取樹證書（3 分），藍方的總分立刻增加幾分？"),
                    TREES_THREE, lambda s: s.apply("take diploma trees-3").scores().totals[0]
                    - s.scores().totals[0],
                    T("A diploma scores its points in item D; declining scores nothing now.",
                      "證書的分數算在 D 項；放棄的話現在什麼都不得。"),
                    rules=("kanagawa.score.diplomas",),
                    mark="take diploma trees-3"),
            HowMany("q-best-storm", T("What is the longest season run Blue can reach with the "
                                      "storm token?",
                                      "藍方用風暴指示物能達到的最長季節連續段是多少？"),
                    STORM, lambda s: max(run(s.apply(a)) for a in s.legal_actions()),
                    T("Try every placement on a copy: only the third lesson card, turned to "
                      "spring, makes five.",
                      "在副本上試每一種放法：只有第三張課程卡變成春天，才有五張連續。"),
                    rules=("kanagawa.end.storm-tokens", "kanagawa.score.season-run")),
            HowMany("q-last-turn", T("In Blue's last turn of the 38-point game, Blue paints the "
                                     "autumn tree, takes the tree diploma (7 points), paints the "
                                     "autumn peasant and declines the character diploma (3 "
                                     "points). By how many points does Blue's total grow?",
                                     "在 38 分那局的最後一回合，藍方彩繪秋天的樹、"
                                     "拿取樹證書（7 分）、"
                                     "彩繪秋天的農民，並放棄角色證書（3 分）。"
                                     "藍方的總分增加幾分？"),
                    LAST_TURN_38, lambda s: after(s, _LAST_TURN).scores().totals[0]
                    - s.scores().totals[0],
                    T("Two cards (A), no longer run (autumn after summer), no bonus, and 7 points "
                      "for the tree diploma (D).",
                      "兩張卡片（A 項），連續段沒有變長（夏天之後是秋天），沒有獎勵分數，再加上樹"
                      "證書的 7 分（D 項）。"),
                    rules=("kanagawa.score.cards", "kanagawa.score.diplomas")),
        )),
    ),
    recap=T("Try moves on copies, predict, then let many games decide; trust differences only "
            "with enough games.", "在副本上試走、先預測，再讓很多局來判斷；局數夠多時才相信差距。"),
    mistakes=(T("Trusting a difference of a point or two from twenty games.",
                "因為二十局的一兩分差距就下結論。"),),
)
