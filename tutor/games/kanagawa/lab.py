"""Kanagawa in the scenario lab (:mod:`tutor.lab`): who held the Grand Master pawn first,
the storm tokens each seat placed and what they brought, and the scenario notebook.

``start_place`` is the seat's place in the order of play of the first lesson: 1 for the
start player, who holds the Grand Master pawn (and the Assistant pawn) at the start.
``storm_tokens`` counts the storm tokens the seat placed at the end (it won them with
diplomas), ``storm_points`` the points those placements added to its total, right then.

>>> from tutor.lab import play_one, GameSpec
>>> rows = play_one(GameSpec("kanagawa", 2, (), ("greedy", "greedy"), 0))
>>> [(r["start_place"], r["storm_tokens"], r["storm_points"]) for r in rows]
[(1, 1, 2), (2, 0, 0)]
"""

from __future__ import annotations

from typing import Any

from ...core.lang import Text
from ...lab.cells import INTERVALS, cluster, setup
from ...lab.model import Code, GameLab, History, Md, Scenario, first_moves, steps
from .glossary import TERMS
from .state import KanagawaState


def facts(history: History, end: KanagawaState) -> list[dict[str, Any]]:
    """The start place (1 = the start player, Grand Master first) and the storm tokens."""
    out = first_moves(history, end)
    for row in out:
        row.update(storm_tokens=0, storm_points=0)
    for before, action, after in steps(history, end):
        if action.kind == "storm":
            seat = before.current_player()
            out[seat]["storm_tokens"] += 1
            out[seat]["storm_points"] += after.scores().totals[seat] - before.scores().totals[seat]
    return out


LAB = GameLab(
    facts=facts,
    columns={
        "start_place": Text("order of play (1 = Grand Master first)",
                            "出手順序（1 = 一開始持有大師棋子）"),
        "storm_tokens": TERMS["storm-token"],
        "storm_points": Text("points from storm tokens", "風暴指示物帶來的分數"),
    },
    values={"storm_tokens": lambda n: Text(f"{n:g}", f"{n:g} 個") if n else
            Text("none", "沒有")},
)


def storm_report(results: Any, lang: str | None = None) -> str:
    """What the storm tokens in ``results`` (a lab DataFrame) were worth: how many seats
    placed one, the points a token added when placed (mean with its 95% interval), and the
    win share of seats with and without one (which mixes in the diploma that gave it)."""
    from ...core.lang import check_lang
    from ...lab import mean_interval, wilson

    lang = check_lang(lang)
    placed = results[results["storm_tokens"] > 0]
    if placed.empty:
        return _WORDS["none"][lang].format(seats=len(results))
    per_token = [p / t for p, t in zip(placed["storm_points"], placed["storm_tokens"],
                                       strict=True)]
    mean, low, high = mean_interval(per_token)
    others = results[results["storm_tokens"] == 0]
    w_low, w_high = wilson(placed["win"].sum(), len(placed))
    o_low, o_high = wilson(others["win"].sum(), len(others))
    return "\n".join([
        _WORDS["placed"][lang].format(placed=len(placed), seats=len(results),
                                      tokens=int(placed["storm_tokens"].sum())),
        _WORDS["worth"][lang].format(mean=f"{mean:.2f}", low=f"{low:.2f}", high=f"{high:.2f}"),
        _WORDS["wins"][lang].format(
            w=_pct(placed["win"].mean()), w_low=_pct(w_low), w_high=_pct(w_high),
            o=_pct(others["win"].mean()), o_low=_pct(o_low), o_high=_pct(o_high)),
    ])


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


_WORDS = {
    "none": Text("No seat of the {seats} placed a storm token.",
                 "{seats} 個座位中沒有人放置風暴指示物。"),
    "placed": Text("{placed} of the {seats} seats placed a storm token ({tokens} tokens in all).",
                   "{seats} 個座位中有 {placed} 個放置了風暴指示物（共 {tokens} 個）。"),
    "worth": Text("A token added {mean} points to its owner's total when placed (95% interval "
                  "{low} to {high}).",
                  "每個風暴指示物放置時，為擁有者的總分增加 {mean} 分（95% 區間 {low} 至 {high}）"
                  "。"),
    "wins": Text("Seats with a storm token won {w} of their games ({w_low} to {w_high}), seats "
                 "without {o} ({o_low} to {o_high}); but the token came with a diploma, and the "
                 "diploma's points win games too.",
                 "有風暴指示物的座位贏了 {w}（{w_low} 至 {w_high}），沒有的贏了 {o}（{o_low} 至 "
                 "{o_high}）；但風暴指示物是隨證書一起得到的，證書的分數也會幫忙贏。"),
}


SCENARIO = Scenario(
    title=Text("Kanagawa · What are the Grand Master pawn and a storm token worth?",
               "神奈川・大師棋子和風暴指示物值多少？"),
    minutes=1,
    cells=(
        Md(Text(
            "The start player begins with the Grand Master pawn (and the Assistant pawn): in "
            "the first lesson they decide first whether to wait or take a column. Three "
            "diplomas also give a storm token, placed at the end of the game on a painting "
            "card to give it the season you choose. What is each worth? Bots play many "
            "two-player games, and we count.",
            "起始玩家一開始持有大師棋子（和助手棋子）：第一輪由他先決定要等待還是拿取一欄。另有三張"
            "證書會給一個風暴指示物，在遊戲結束時放在一張畫作卡上，讓它變成你挑選的季節。這兩樣東西"
            "各值多少？讓電腦玩家下很多局兩人遊戲，再來計算。")),
        setup("from tutor.games.kanagawa import lab as kanagawa_lab"),
        INTERVALS,
        Md(Text(
            "**The games.** Two greedy bots (each plays the move that scores best right now) "
            "play 120 games; the first seat always starts. The bots are the same, so any "
            "difference between the seats comes from starting first.",
            "**對局。**兩個「普通」電腦玩家（每一步都走眼前得分最多的一步）下 120 局；每局都由第一"
            "個"
            "座位先開始。兩個電腦玩家完全一樣，所以兩個座位之間的任何差別都來自先開始。")),
        Code('GAMES = 120  «games»\n'
             'results = lab.play("kanagawa", games=GAMES, players=2, bots="greedy", seed=1,\n'
             '                   lang=LANG)',
             {"games": Text("# more games: narrower intervals, and a longer wait",
                            "# 局數越多，區間越窄，也要等越久")}),
        Md(Text(
            "## Holding the Grand Master pawn first\n\n"
            "Each seat's share of wins, with its 95% interval (Wilson's method); the dashed line "
            "is the fair share, 50%.",
            "## 一開始持有大師棋子\n\n"
            "兩個座位各自的勝率，附 95% 區間（Wilson 法）；虛線是平均勝率 50%。")),
        Code('order = lab.win_share(results, "start_place")\n'
             'lab.win_share_chart(order, "kanagawa", lang=LANG,\n'
             '                    title=«title»)',
             {"title": Text('"Win share: the Grand Master pawn first (1) or not (2)"',
                            '"一開始持有大師棋子（1）與否（2）的勝率"')}),
        Code('print(lab.verdicts(order, "kanagawa", lang=LANG))\n'
             'first = lab.difference(results, "total", by="start_place", a=2, b=1)\n'
             'print(lab.verdict(first, "kanagawa", lang=LANG))'),
        Md(Text(
            "Where do the points differ? The mean of each line of the score sheet, for the "
            "seat that started and for the other (the Grand Master line is the 2 points for "
            "holding the pawn at the very end, which passes between the players during the "
            "game):",
            "分數差在哪裡？計分表每一項的平均，分別看先開始的座位和另一個座位（「大師棋子」一項是"
            "遊戲"
            "最後持有大師棋子的 2 分，這個棋子在遊戲中會在玩家之間轉手）：")),
        Code('by_line = results.groupby("start_place")[lab.categories("kanagawa")].mean()\n'
             'lab.localize(by_line.reset_index(), "kanagawa", LANG)'),
        Md(Text(
            "## Storm tokens\n\n"
            "For each token placed, the lab counted the points it added to its owner's total "
            "at that moment: that is its worth, measured directly. Comparing the seats that "
            "had one with the others says less, because the token came with a diploma.",
            "## 風暴指示物\n\n"
            "每放置一個風暴指示物，實驗室就記下它當下為擁有者的總分增加了多少：這就是它的價值，"
            "直接量到的。比較有和沒有風暴指示物的座位就沒那麼可靠，因為風暴指示物是和證書一起"
            "得到的。")),
        Code('print(kanagawa_lab.storm_report(results, LANG))'),
        Code('lab.win_share_chart(lab.win_share(results, "storm_tokens"), "kanagawa", lang=LANG,\n'
             '                    title=«title»)',
             {"title": Text('"Win share of the seats with and without a storm token"',
                            '"有與沒有風暴指示物的座位的勝率"')}),
        Md(Text(
            "## How sure is this?\n\n"
            "120 games give each seat's win share an interval about 18 percentage points wide, "
            "and the difference in points one of about 3 points: enough to see whether "
            "starting first is a large edge, not whether it is worth half a point. A storm "
            "token's worth is known much more closely, because each placement is counted "
            "directly, but only for greedy bots, which take the diploma when it scores and "
            "place the token where it scores most at the end. Two readings of the rules "
            "differ on the storm token: it gives a season you choose (the tutor's default) or "
            "counts as every season; `options={\"storm_token\": \"wild\"}` plays the second.",
            "## 這個答案有多可靠？\n\n"
            "120 局讓每個座位的勝率區間大約寬 18 個百分點，分數差的區間大約寬 3 分：看得出先開始是"
            "否"
            "是很大的優勢，看不出它是否值半分。風暴指示物的價值準確得多，因為每次放置都直接計算，"
            "但這"
            "只是「普通」電腦玩家的結果：它們在證書能得分時就拿，遊戲結束時把風暴指示物放在得分最"
            "多的"
            "地方。規則對風暴指示物有兩種讀法：它讓畫作卡變成你挑選的季節（教學工具的預設），或算作"
            "所有季節；`options={\"storm_token\": \"wild\"}` 用的是第二種。")),
        cluster(
            Text('results = lab.play("kanagawa", games=4000, players=2, bots="strong", seed=1,\n'
                 '                   executor=client, save="kanagawa-strong.csv")',
                 'results = lab.play("kanagawa", games=4000, players=2, bots="strong", seed=1,\n'
                 '                   executor=client, save="kanagawa-strong.csv")'),
            Text("A two-player game between strong bots takes about 40 seconds of one core, so "
                 "4,000 games (win-share intervals about 3 points wide) take about 45 "
                 "core-hours: a little over an hour on a cluster of 40 cores.",
                 "兩個「高手」電腦玩家下一局兩人遊戲，大約要用一個核心 40 秒，所以 4,000 局（勝率"
                 "區間"
                 "寬約 3 個百分點）大約要 45 個核心小時：在 40 個核心的叢集上一小時多一點。")),
    ),
)
