"""Karesansui in the scenario lab (:mod:`tutor.lab`): each seat's gardener card, whether it
used it, whether its boat stone scored, and the scenario notebook.

``start_choice`` is the gardener card the seat was dealt (in a two-player game each seat
gets three: their ids joined by ``+``); ``cards_used`` counts the gardener cards it played;
``boat`` is 1 when its garden scores arrangement D, the boat stone in the bottom row, whose
points (the ``boat_bonus`` option) no source gives.

>>> from tutor.lab import play_one, GameSpec
>>> rows = play_one(GameSpec("karesansui", 3, (), ("greedy",) * 3, 1))
>>> [(r["start_place"], r["start_choice"], r["cards_used"], r["boat"]) for r in rows]
[(1, 'kanamori', 1, 1), (2, 'muso', 1, 0), (3, 'rikyu', 1, 1)]
"""

from __future__ import annotations

from typing import Any

from ...core.lang import Text
from ...lab.cells import INTERVALS, cluster, setup
from ...lab.model import Code, GameLab, History, Md, Scenario, first_moves
from .data import ARRANGEMENTS, GARDENER_INDEX
from .glossary import TERMS
from .scoring import garden_score
from .state import KaresansuiState

BOAT = next(a.letter for a in ARRANGEMENTS if a.option == "boat_bonus")
"""The letter of the boat stone's arrangement."""


def facts(history: History, end: KaresansuiState) -> list[dict[str, Any]]:
    """Start place, gardener card(s) dealt, cards used, and the boat arrangement."""
    out = first_moves(history, end)
    for seat, row in enumerate(out):
        dealt = sorted(end.hands[seat] + end.used[seat])  # the deal is part of new_game
        hits = garden_score(end, seat).hits
        row.update(start_choice="+".join(dealt), cards_used=len(end.used[seat]),
                   boat=int(any(h.letter == BOAT and h.counted for h in hits)))
    return out


def _gardener(value: str) -> Text:
    names = [GARDENER_INDEX[g].name for g in str(value).split("+") if g in GARDENER_INDEX]
    if not names:
        return Text(str(value), str(value))
    return Text(" + ".join(n.en for n in names), "＋".join(n.zh for n in names))


LAB = GameLab(
    facts=facts,
    columns={"start_choice": TERMS["gardener-card"],
             "cards_used": Text("gardener cards used", "使用的庭園大師卡"),
             "boat": Text("boat stone in the bottom row", "舟石位於下排")},
    values={"start_choice": _gardener,
            "boat": lambda b: Text("yes", "有") if b else Text("no", "沒有")},
)


_SETTINGS = {
    "zero": Text('"boat stone 0 points"', '"舟石 0 分"'),
    "ten": Text('"boat stone 10 points"', '"舟石 10 分"'),
}

SCENARIO = Scenario(
    title=Text("Karesansui · What do the gardener cards and the boat stone change?",
               "枯山水・庭園大師卡和舟石改變了什麼？"),
    minutes=1,
    cells=(
        Md(Text(
            "Each player gets one of the nine gardener cards (with three or four players), a "
            "one-time help. Are some cards much better than others? And the boat stone in the "
            "bottom row of a garden scores a bonus whose value no source gives: the tutor "
            "uses 5 points as a stand-in. How much does that unknown value change the game, "
            "and could it change which cards look strong? Five of the nine cards' effects are "
            "also partly unknown (the tutor's readings are in the sources-and-assumptions "
            "lesson). Bots play four-player games with the boat stone worth 0 points and worth "
            "10, the two ends of what the tutor allows.",
            "三或四人遊戲中，每位玩家會拿到九張庭園大師卡中的一張，可以幫忙一次。有些卡片明顯比較好"
            "嗎？另外，舟石位於庭園下排時有加分，但沒有資料提供它的分數：教學工具暫時用 5 分代替。"
            "這個未知的分數對遊戲影響多大？會不會改變哪些卡片看起來比較強？九張卡片中也有五張的效果"
            "不完全清楚（教學工具的讀法列在「出處與假設」那一課）。這裡讓電腦玩家下四人遊戲，舟石"
            "分別"
            "算 0 分和 10 分，也就是教學工具允許的兩個極端。")),
        setup(),
        INTERVALS,
        Md(Text(
            "**The games.** Four greedy bots (each plays the move that scores best right now) "
            "play 24 games with each value of the boat stone, on the same 24 deals.",
            "**對局。**四個「普通」電腦玩家（每一步都走眼前得分最多的一步）在舟石的兩種分數下各下 "
            "24 局，使用同樣的 24 種發牌與板塊順序。")),
        Code('GAMES = 24  «games»\n'
             'results = lab.play("karesansui", games=GAMES, players=4, bots="greedy", seed=1,\n'
             '                   settings={«zero»: {"boat_bonus": 0},\n'
             '                             «ten»: {"boat_bonus": 10}},\n'
             '                   lang=LANG)',
             {"games": Text("# games for each value: more games, narrower intervals",
                            "# 每種分數的局數：越多，區間越窄"), **_SETTINGS}),
        Md(Text(
            "## The boat stone\n\n"
            "How often does a garden end with its boat stone in the bottom row, and what does "
            "that do to the stone arrangements' points and to the totals?",
            "## 舟石\n\n"
            "有多少庭園最後把舟石放在下排？這對石頭擺放的分數和總分有什麼影響？")),
        Code('boat = lab.difference(results, "boat", by="setting")\n'
             'print(lab.verdict(boat, "karesansui", lang=LANG, percent=True))\n'
             'totals = lab.difference(results, "total", by="setting")\n'
             'print(lab.verdict(totals, "karesansui", lang=LANG))'),
        Code('lab.scores_chart(results, "karesansui", by="setting", column="arrangements",\n'
             '                 lang=LANG, title=«title»)',
             {"title": Text('"Points from stone arrangements, for each value of the boat stone"',
                            '"各種舟石分數下，石頭擺放的得分"')}),
        Md(Text(
            "## The gardener cards\n\n"
            "Each card's share of wins with the boat stone worth 10 (blue) and worth 0 "
            "(hatched), each with its 95% interval: where the two differ much, the unknown "
            "value could change the answer.",
            "## 庭園大師卡\n\n"
            "舟石算 10 分時（藍色）和算 0 分時（斜線）各張卡片的勝率，各附 95% 區間：兩者"
            "相差很多的地方，未知的分數就可能改變答案。")),
        Code('ten, zero = (results[results["setting"] == name] for name in («ten», «zero»))\n'
             'cards = lab.win_share(ten, "start_choice")\n'
             'at_zero = lab.win_share(zero, "start_choice")\n'
             'lab.win_share_chart(cards, "karesansui", lang=LANG,\n'
             '                    reference=at_zero,\n'
             '                    reference_label=«zero», label_bots=«ten», title=«title»)',
             {**_SETTINGS,
              "title": Text('"Win share by gardener card, for two values of the boat stone"',
                            '"兩種舟石分數下，各張庭園大師卡的勝率"')}),
        Code('print(lab.verdicts(cards, "karesansui", lang=LANG))'),
        Md(Text(
            "How often did the bots play their card at all? A card never played changes "
            "nothing, whatever it does.",
            "電腦玩家到底有多常打出自己的卡片？從來沒被打出的卡片，不論效果如何，都不會改變任何事"
            "。")),
        Code('used = results.groupby("start_choice")["cards_used"].mean().reset_index()\n'
             'lab.localize(used, "karesansui", LANG)'),
        Md(Text(
            "## How sure is this?\n\n"
            "Not sure at all about the cards: 24 four-player games give each card about 11 "
            "seats at each value, so each interval is some 50 percentage points wide. These "
            "games cannot rank nine cards; they can show a card that wins almost always or "
            "never. The boat stone is another matter: its value changes how the bots build "
            "their gardens, clearly, even in these few games. Since no source gives that "
            "value, every Karesansui number in the tutor that involves stones carries that "
            "doubt. And what the bots find says how greedy bots use the cards (played as soon "
            "as they score), with five of the effects read by the tutor.",
            "## 這個答案有多可靠？\n\n"
            "關於卡片，完全不可靠：24 局四人遊戲中，每種分數下每張卡片只有大約 11 個座位，每個區間"
            "寬"
            "約 50 個百分點。這些對局排不出九張卡片的順序，只看得出幾乎每局都贏或從來不贏的卡片。"
            "舟石"
            "就不同了：即使只有這幾局，也清楚看得出它的分數改變了電腦玩家建造庭園的方式。既然沒有"
            "資料"
            "提供這個分數，教學工具中所有和石頭有關的枯山水數字都帶著這個疑問。而電腦玩家的結果說"
            "明的"
            "是「普通」電腦玩家怎麼使用卡片（能得分就打出），其中五張卡片的效果是教學工具的讀法。"
            "")),
        cluster(
            Text('results = lab.play("karesansui", games=1000, players=4, bots="strong", seed=1,\n'
                 '                   settings={"boat stone 0 points": {"boat_bonus": 0},\n'
                 '                             "boat stone 5 points": {"boat_bonus": 5},\n'
                 '                             "boat stone 10 points": {"boat_bonus": 10}},\n'
                 '                   executor=client, save="karesansui-strong.csv")',
                 'results = lab.play("karesansui", games=1000, players=4, bots="strong", seed=1,\n'
                 '                   settings={"舟石 0 分": {"boat_bonus": 0},\n'
                 '                             "舟石 5 分": {"boat_bonus": 5},\n'
                 '                             "舟石 10 分": {"boat_bonus": 10}},\n'
                 '                   executor=client, save="karesansui-strong.csv")'),
            Text("Karesansui is the slowest game for the strong bot: a four-player game takes "
                 "about 6 minutes of one core, so 1,000 games at each of three values (about 440 "
                 "seats per card and value, intervals some 8 points wide) take about 310 "
                 "core-hours: about eight hours on a cluster of 40 cores.",
                 "對「高手」電腦玩家來說，枯山水是最慢的遊戲：一局四人遊戲大約要用一個核心 6 分鐘，"
                 "所以三種分數各 1,000 局（每張卡片在每種分數下約 440 個座位，區間寬約 8 個百分點）"
                 "大約要 310 個核心小時：在 40 個核心的叢集上約八小時。")),
    ),
)
