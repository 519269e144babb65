"""Cartography in the scenario lab (:mod:`tutor.lab`): the start player, ties, and the
scenario notebook.

``start_place`` is 1 for the start player (the ``start_player`` option's seat), who lays
the first tile and, by the rules summary 003_aa27acea8e4117cd.txt, wins a tie on points;
2 for the other player. A game's ``margin`` (total minus the other's) of 0 is a tie.

>>> import pandas as pd
>>> from tutor import lab
>>> frame = lab.play("cartography", games=6, options={"tiles_per_player": 5},
...                  executor="inline", progress=False)
>>> table = ties(frame)
>>> table[["setting", "games", "ahead", "tied", "behind"]].values.tolist()
[['', 6, 2, 0, 4]]
>>> print(tie_verdicts(table, "en"))  # doctest: +NORMALIZE_WHITESPACE
In 6 games, the start player finished ahead on points in 2 and behind in 4; no game was
tied, so the tie-break decided nothing.
"""

from __future__ import annotations

from typing import Any

from ...core.lang import Text, check_lang
from ...lab.cells import INTERVALS, cluster, setup
from ...lab.model import Code, GameLab, Md, Scenario
from .glossary import TERMS

LAB = GameLab(columns={"start_place": Text(
    f"{TERMS['start-player'].en} (1) or not (2)", f"{TERMS['start-player'].zh}（1）或後手（2）")})


def ties(results: Any) -> Any:
    """Per setting: games, how often the start player finished ahead on points, tied or
    behind, the start player's win share as the rules count it (``with_tiebreak``: ties to
    the start player) and with ties split evenly (``ties_split``), and the share of tied
    games with its 95% Wilson interval (``tied_low``, ``tied_high``)."""
    import pandas as pd

    from ...lab import wilson

    rows = []
    first = results[results["start_place"] == 1]
    for setting, group in first.groupby("setting", sort=False):
        n = len(group)
        ahead, tied = int((group["margin"] > 0).sum()), int((group["margin"] == 0).sum())
        low, high = wilson(tied, n)
        rows.append({"setting": setting, "games": n, "ahead": ahead, "tied": tied,
                     "behind": n - ahead - tied, "with_tiebreak": group["win"].mean(),
                     "ties_split": (ahead + tied / 2) / n, "tied_share": tied / n,
                     "tied_low": low, "tied_high": high})
    return pd.DataFrame(rows)


_WORDS = {
    "line": Text("{setting}in {games} games, the start player finished ahead on points in "
                 "{ahead} and behind in {behind}; ",
                 "{setting}{games} 局中，起始玩家在 {ahead} 局分數領先，{behind} 局落後；"),
    "none": Text("no game was tied, so the tie-break decided nothing.",
                 "沒有平手的對局，所以平手規則沒有決定任何一局。"),
    "some": Text("{tied} ended level ({share}, 95% interval {low} to {high}), and the tie-break "
                 "gave them all to the start player: it adds {gain} percentage points to the "
                 "start player's win share, {with_tb} instead of {split} with ties split "
                 "evenly.",
                 "{tied} 局平手（{share}，95% 區間 {low} 至 {high}），平手規則把它們都判給"
                 "起始玩家：起始玩家的勝率因此多了 {gain} 個百分點，是 {with_tb}，若平手各算"
                 "一半則是 {split}。"),
}


def tie_verdicts(table: Any, lang: str | None = None) -> str:
    """One sentence per row of :func:`ties`: how the games ended for the start player, and
    what the tie-break gave."""
    lang = check_lang(lang)
    lines = []
    for row in table.to_dict("records"):
        setting = f"{row['setting']}: " if row["setting"] and lang == "en" else \
            f"{row['setting']}：" if row["setting"] else ""
        text = _WORDS["line"][lang].format(setting=setting, games=row["games"],
                                           ahead=row["ahead"], behind=row["behind"])
        if not row["tied"]:
            text += _WORDS["none"][lang]
        else:
            text += _WORDS["some"][lang].format(
                tied=row["tied"], share=_pct(row["tied_share"]), low=_pct(row["tied_low"]),
                high=_pct(row["tied_high"]),
                gain=f"{100 * (row['with_tiebreak'] - row['ties_split']):.1f}",
                with_tb=_pct(row["with_tiebreak"]), split=_pct(row["ties_split"]))
        if lang == "en" and not setting:
            text = text[0].upper() + text[1:]
        lines.append(text)
    return "\n".join(lines)


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


_LENGTHS = {
    "five": Text('"5 tiles each"', '"每人 5 塊板塊"'),
    "ten": Text('"10 tiles each"', '"每人 10 塊板塊"'),
    "fifteen": Text('"15 tiles each"', '"每人 15 塊板塊"'),
}

SCENARIO = Scenario(
    title=Text("Cartography · How much is moving first worth, and is the tie-break fair?",
               "地圖學・先手值多少？平手判給起始玩家公平嗎？"),
    minutes=1,
    cells=(
        Md(Text(
            "In Cartography the start player lays the first tile, and by the rules summary a "
            "tie on points goes to the start player too. In Go, the game Cartography borrows "
            "its stones and captures from, moving first is an edge worth several points, "
            "which the second player gets back as *komi*. Is the start player ahead here, at "
            "each game length (the map grows by 5, 10 or 15 tiles from each player), and does "
            "giving ties to the start player make it worse or even things out?",
            "地圖學中，起始玩家先放第一塊板塊，而依照規則摘要，分數平手時也由起始玩家獲勝。在圍棋"
            "（地圖學的棋子和捕捉都來自圍棋）中，先手是值好幾目的優勢，後手用「貼目」拿回來。地圖學"
            "的起始玩家在各種遊戲長度下（每位玩家打出 5、10 或 15 塊板塊，地圖隨之變大）是否領先？"
            "把平手判給起始玩家，是讓情況更不公平，還是剛好扯平？")),
        setup("from tutor.games.cartography import lab as cartography_lab"),
        INTERVALS,
        Md(Text(
            "**The games.** Two greedy bots (each plays the move that scores best right now) "
            "play 36 games at each length. The three lengths play the same 36 deals of the "
            "tile supply, so they differ only in length.",
            "**對局。**兩個「普通」電腦玩家（每一步都走眼前得分最多的一步）在每種遊戲長度各下 "
            "36 局。三種長度使用同樣的 36 種板塊供應順序，所以差別只在長度。")),
        Code('GAMES = 36  «games»\n'
             'results = lab.play("cartography", games=GAMES, players=2, bots="greedy", seed=1,\n'
             '                   settings={«five»: {"tiles_per_player": 5},\n'
             '                             «ten»: {"tiles_per_player": 10},\n'
             '                             «fifteen»: {"tiles_per_player": 15}},\n'
             '                   lang=LANG)',
             {"games": Text("# games at each length: more games, narrower intervals",
                            "# 每種長度的局數：越多，區間越窄"), **_LENGTHS}),
        Md(Text(
            "## Does the start player win more?\n\n"
            "The start player's share of wins at each length, as the rules count it (ties to "
            "the start player), with its 95% interval (Wilson's method). The hatched bars show "
            "the share if ties were split evenly instead: the gap between the two is what the "
            "tie-break gives.",
            "## 起始玩家贏得比較多嗎？\n\n"
            "各種長度下起始玩家的勝率（依規則計算：平手算起始玩家贏），附 95% 區間（Wilson 法）。"
            "斜線長條是平手各算一半時的勝率：兩者的差距就是平手規則給起始玩家的好處。")),
        Code('start_player = results[results["start_place"] == 1]\n'
             'shares = lab.win_share(start_player, "setting")\n'
             'tie_table = cartography_lab.ties(results)\n'
             'split = dict(zip(tie_table["setting"], tie_table["ties_split"]))\n'
             'lab.win_share_chart(shares, "cartography", lang=LANG, reference=split,\n'
             '                    reference_label=«split», title=«title»)',
             {"split": Text('"ties split evenly"', '"平手各算一半"'),
              "title": Text('"The start player\'s win share at each game length"',
                            '"各遊戲長度下起始玩家的勝率"')}),
        Code('print(lab.verdicts(shares, "cartography", lang=LANG))'),
        Md(Text(
            "## Ties and the tie-break\n\n"
            "How often do the players finish level on points, and what does giving those "
            "games to the start player add?",
            "## 平手與平手規則\n\n"
            "兩位玩家分數相同的情況有多常見？把這些對局判給起始玩家，又多給了多少？")),
        Code('print(cartography_lab.tie_verdicts(tie_table, LANG))'),
        Md(Text(
            "## The final margin\n\n"
            "The start player's margin (its total minus the other player's) at each length: "
            "the box holds the middle half of the games, the diamond is the mean with its 95% "
            "interval. A mean above 0 is an edge in points, whoever wins.",
            "## 最後的分差\n\n"
            "各種長度下起始玩家的分差（自己的總分減對手的總分）：方框是中間一半的對局，菱形是平均值"
            "與其 95% 區間。平均大於 0，表示起始玩家在分數上佔優勢，不論最後誰贏。")),
        Code('lab.scores_chart(start_player, "cartography", by="setting", column="margin",\n'
             '                 lang=LANG, title=«title»)',
             {"title": Text('"The start player\'s margin at each game length"',
                            '"各遊戲長度下起始玩家的分差"')}),
        Md(Text(
            "## How sure is this?\n\n"
            "36 games a length give intervals about 30 percentage points wide: they show a big "
            "edge, not a small one. Ties are rare between bots that score as differently as "
            "greedy bots do, so the tie-break rarely matters here; between two strong players, "
            "whose games are closer, ties would come more often and the tie-break would weigh "
            "more. That is a question for the strong bot, below. The rules summary's own "
            "reading (ties to the start player) is one of two; the option `tiebreak=\"stones\"` "
            "(more stones on the map first) is the other, and can be compared the same way.",
            "## 這個答案有多可靠？\n\n"
            "每種長度 36 局，區間大約寬 30 個百分點：看得出很大的優勢，看不出小的。「普通」電腦玩家"
            "的得分起伏很大，所以很少平手，平手規則在這裡不太重要；兩位實力接近的高手之間，對局比分"
            "更接近，平手會更常見，平手規則也就更重要。這要用下面的「高手」電腦玩家來回答。規則摘要"
            "的讀法（平手算起始玩家贏）是兩種讀法之一；另一種是選項 `tiebreak=\"stones\"`（先比地圖"
            "上的棋子數），可以用同樣的方法比較。")),
        cluster(
            Text('results = lab.play("cartography", games=2000, players=2, bots="strong", seed=1,\n'
                 '                   settings={"5 tiles each": {"tiles_per_player": 5},\n'
                 '                             "10 tiles each": {"tiles_per_player": 10},\n'
                 '                             "15 tiles each": {"tiles_per_player": 15}},\n'
                 '                   executor=client, save="cartography-strong.csv")',
                 'results = lab.play("cartography", games=2000, players=2, bots="strong", seed=1,\n'
                 '                   settings={"每人 5 塊板塊": {"tiles_per_player": 5},\n'
                 '                             "每人 10 塊板塊": {"tiles_per_player": 10},\n'
                 '                             "每人 15 塊板塊": {"tiles_per_player": 15}},\n'
                 '                   executor=client, save="cartography-strong.csv")'),
            Text("A game of 10 tiles each between strong bots takes about half a minute of one "
                 "core, so 2,000 games at each of the three lengths (intervals about 4 points "
                 "wide) take about 50 core-hours: an hour and a quarter on a cluster of 40 "
                 "cores.",
                 "兩個「高手」電腦玩家下一局每人 10 塊板塊的對局，大約要用一個核心半分鐘，所以三種"
                 "長度"
                 "各 2,000 局（區間寬約 4 個百分點）大約要 50 個核心小時：在 40 個核心的叢集上約一"
                 "小時"
                 "十五分鐘。")),
    ),
)
