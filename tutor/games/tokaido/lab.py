"""Tokaido in the scenario lab (:mod:`tutor.lab`): each seat's traveller and place in the
start queue, the real-play table to compare with, and the scenario notebook.

``start_choice`` is the traveller the seat kept of the two it was dealt; ``start_place`` its
place in the start queue, 1 for the first to leave Kyoto (the rearmost traveller, who moves
first). The neutral traveller of the two-player game is not counted.

>>> from tutor.games import tokaido
>>> history, state = [], tokaido.new_game(players=3)
>>> for action in ("deal kinko", "deal zenemon", "deal satsuki", "deal chuubei", "deal umegae",
...                "deal hiroshige", "choose kinko", "choose satsuki", "choose umegae",
...                "departure 3,1,2"):
...     history.append((state, state.parse_action(action)))
...     state = state.apply(action)
>>> [(f["start_place"], f["start_choice"]) for f in LAB.facts(history, state)]
[(2, 'kinko'), (3, 'satsuki'), (1, 'umegae')]
"""

from __future__ import annotations

from typing import Any

from ...core.lang import Text
from ...lab.cells import INTERVALS, cluster, setup
from ...lab.model import Code, GameLab, History, Md, Scenario
from .glossary import TERMS
from .state import TokaidoState


def facts(history: History, end: TokaidoState) -> list[dict[str, Any]]:
    """Each seat's traveller and place in the start queue (1 = first to leave)."""
    queue = next((a.name.split(",") for _, a in history if a.kind == "departure"), [])
    leaving = [int(x) - 1 for x in queue if x != "N"] or list(range(end.n))
    return [{"start_place": leaving.index(p) + 1,
             "start_choice": end.players[p].traveller or ""} for p in range(end.n)]


LAB = GameLab(
    facts=facts,
    columns={"start_choice": TERMS["traveller"],
             "start_place": Text(f"{TERMS['start-queue'].en} (1 = leaves first)",
                                 f"{TERMS['start-queue'].zh}（1 = 最先出發）")},
    values={"start_choice": lambda t: TERMS.get(f"traveller-{t}", Text(str(t), str(t)))},
)


# -- real play ------------------------------------------------------------------------------

REAL_GAMES = 1220
"""Recorded four-player games of the base game, played online (Gastronomy variant): each
player kept one of two dealt travellers. A shared first place is split between the tied
seats."""

REAL_TRAVELLERS: dict[str, tuple[int, float, float]] = {
    "kinko": (846, 0.364, 79.0),
    "chuubei": (636, 0.317, 77.8),
    "hirotada": (712, 0.300, 77.0),
    "yoshiyasu": (643, 0.264, 76.5),
    "umegae": (478, 0.229, 75.9),
    "zenemon": (482, 0.164, 74.1),
    "mitsukuni": (294, 0.149, 73.4),
    "hiroshige": (289, 0.144, 73.7),
    "satsuki": (287, 0.124, 73.1),
    "sasayakko": (213, 0.086, 71.2),
}
"""Traveller -> (seats played, share of wins, mean final points) over the recorded games."""

REAL_WIN_SHARE = {t: share for t, (_, share, _) in REAL_TRAVELLERS.items()}
"""Traveller -> share of wins in the recorded games."""

REAL_START = {1: 0.265, 2: 0.270, 3: 0.244, 4: 0.221}
"""Place in the start queue (1 = the first to leave Kyoto) -> share of wins in the recorded
games. (The recordings number the queue the other way: their 4 is our 1.)"""

_WORDS = {
    "agree": Text("Rank agreement between bots and people (Spearman, 1 = the same order, "
                  "0 = none): {rho}.",
                  "電腦玩家與真人的排名一致程度（Spearman 等級相關，1 = 順序相同，0 = 無關）："
                  "{rho}。"),
    "points": Text("A game's winner is not the only difference: bots score {bots} points a "
                   "seat on average, people {people}.",
                   "差別不只在誰贏：電腦玩家平均每個座位得 {bots} 分，真人得 {people} 分。"),
    "higher": Text("{name}: bots {share} ({low} to {high}), people {real}: the bots rate "
                   "{name} higher.",
                   "{name}：電腦玩家 {share}（{low} 至 {high}），真人 {real}：電腦玩家把{name} "
                   "評得較高。"),
    "lower": Text("{name}: bots {share} ({low} to {high}), people {real}: the bots rate "
                  "{name} lower.",
                  "{name}：電腦玩家 {share}（{low} 至 {high}），真人 {real}：電腦玩家把{name} "
                  "評得較低。"),
    "same": Text("For every traveller the real share lies inside the bots' 95% interval: "
                 "these games find no disagreement.",
                 "每位旅行者的真人勝率都落在電腦玩家的 95% 區間內：這些對局看不出分歧。"),
}


def compare(results: Any, lang: str | None = None) -> str:
    """How the bots' traveller win shares in ``results`` (a lab DataFrame) compare with the
    recorded games: the rank agreement, the mean points, and each traveller whose real
    share lies outside the bots' 95% interval, the largest gap first."""
    from ...core.lang import check_lang
    from ...lab import value_label, win_share

    lang = check_lang(lang)
    table = win_share(results, "start_choice")
    table["real"] = table["start_choice"].map(REAL_WIN_SHARE)
    rho = table["share"].rank().corr(table["real"].rank())
    people = sum(seats * points for seats, _, points in REAL_TRAVELLERS.values()) / sum(
        seats for seats, _, _ in REAL_TRAVELLERS.values())
    lines = [_WORDS["agree"][lang].format(rho=f"{rho:.2f}"),
             _WORDS["points"][lang].format(bots=f"{results['total'].mean():.1f}",
                                           people=f"{people:.1f}")]
    outside = table[(table["real"] < table["low"]) | (table["real"] > table["high"])]
    gaps = sorted(outside.to_dict("records"), key=lambda r: -abs(r["share"] - r["real"]))
    for row in gaps:
        key = "higher" if row["share"] > row["real"] else "lower"
        lines.append(_WORDS[key][lang].format(
            name=value_label("tokaido", "start_choice", row["start_choice"], lang),
            share=_pct(row["share"]), low=_pct(row["low"]), high=_pct(row["high"]),
            real=_pct(row["real"])))
    if not gaps:
        lines.append(_WORDS["same"][lang])
    return "\n".join(lines)


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


_HEADERS = {
    "bots_seats": Text("bots: seats", "電腦玩家人次"),
    "bots_share": Text("bots: win share", "電腦玩家勝率"),
    "interval": Text("bots: 95% interval", "電腦玩家 95% 區間"),
    "people_seats": Text("people: seats", "真人人次"),
    "people_share": Text("people: win share", "真人勝率"),
}


def side_by_side(results: Any, lang: str | None = None) -> Any:
    """Each traveller's win share among the bots of ``results`` (a lab DataFrame: seats,
    share, 95% interval) beside the recorded games' (seats, share), in the recorded games'
    order (strongest first), headers and names in ``lang``."""
    import pandas as pd

    from ...core.lang import check_lang
    from ...lab import value_label, win_share

    lang = check_lang(lang)
    bots = win_share(results, "start_choice").set_index("start_choice")
    to = " to " if lang == "en" else " 至 "
    rows = []
    for traveller, (seats, share, _) in REAL_TRAVELLERS.items():
        b = bots.loc[traveller] if traveller in bots.index else None
        rows.append({
            TERMS["traveller"][lang]: value_label("tokaido", "start_choice", traveller, lang),
            _HEADERS["bots_seats"][lang]: int(b["seats"]) if b is not None else 0,
            _HEADERS["bots_share"][lang]: _pct(b["share"]) if b is not None else "",
            _HEADERS["interval"][lang]: f"{_pct(b['low'])}{to}{_pct(b['high'])}"
            if b is not None else "",
            _HEADERS["people_seats"][lang]: seats,
            _HEADERS["people_share"][lang]: _pct(share)})
    return pd.DataFrame(rows)


# -- the scenario notebook ------------------------------------------------------------------

SCENARIO = Scenario(
    title=Text("Tokaido · Which traveller is strongest?", "東海道・哪一位旅行者最強？"),
    minutes=1,
    cells=(
        Md(Text(
            "People have an answer. Over 1,220 recorded four-player games played online (the "
            "base game with the Gastronomy variant), Kinko won 36.4% of the games he was in "
            "and Sasayakko 8.6%, where a fair share is 25%. Here bots play the game many "
            "times and we ask the same question: do they agree with people, and where they "
            "do not, why might that be? Then: does the place in the start queue matter?",
            "真人玩家已經有答案了。在 1,220 局線上四人對局的紀錄中（基本遊戲，使用美食變體），"
            "浪人 Kinko 在他參加的對局中贏了 36.4%，藝妓 Sasayakko 只贏了 8.6%，而平均勝率是 "
            "25%。這裡讓電腦玩家把遊戲下很多次，問同一個問題：電腦玩家和真人的看法一致嗎？"
            "不一致的地方，可能是什麼原因？接著再問：起始順序重要嗎？")),
        setup("from tutor.games.tokaido import lab as tokaido_lab"),
        INTERVALS,
        Md(Text(
            "**The games.** Four greedy bots (each plays the move that scores best right now) "
            "play 160 games with the Gastronomy variant, as the recorded games were played. "
            "Each seat is dealt two travellers and keeps one; a greedy bot sees no points in "
            "that choice and keeps one at random, so every traveller is played about equally "
            "often. The games run on every core of this computer; the bar shows how far they "
            "are.",
            "**對局。**四個「普通」電腦玩家（每一步都走眼前得分最多的一步）用美食變體下 160 局，"
            "和紀錄中的對局一樣。每個座位拿到兩張旅行者板塊，留下一張；「普通」電腦玩家看不出這個"
            "選擇有什麼分數，所以隨機留下一張，每位旅行者上場的次數都差不多。對局在這台電腦的所有"
            "核心上同時進行；進度條顯示進度。")),
        Code('GAMES = 160  «games»\n'
             'results = lab.play("tokaido", games=GAMES, players=4, bots="greedy",\n'
             '                   options={"gastronomy": True}, seed=1, lang=LANG)',
             {"games": Text("# more games: narrower intervals, and a longer wait",
                            "# 局數越多，區間越窄，也要等越久")}),
        Md(Text(
            "Each row of `results` is one seat of one game: its traveller, its place in the "
            "start queue (1 = the first to leave Kyoto), its points on each line of the score "
            "sheet, its total, its rank and its share of the win (a shared first place is "
            "split). The first game:",
            "`results` 的每一列是一局中的一個座位：它的旅行者、起始順序（1 = 最先離開京都）、計分表"
            "每一項的分數、總分、名次和勝場（並列第一時平分）。第一局："))
        ,
        Code('columns = ["seat", "start_place", "start_choice", *lab.categories("tokaido"),\n'
             '           "total", "rank", "win"]\n'
             'lab.localize(results[results["seed"] == 1][columns], "tokaido", LANG)'),
        Md(Text(
            "## Which traveller wins most?\n\n"
            "The blue bars are the bots' share of wins with each traveller, with its 95% "
            "interval (Wilson's method); the hatched orange bars are the share in the recorded "
            "games; the dashed line is the fair share.",
            "## 哪一位旅行者贏最多？\n\n"
            "藍色長條是電腦玩家使用各旅行者時的勝率，附 95% 區間（Wilson 法）；橘色斜線長條是紀錄"
            "中真人對局的勝率；虛線是平均勝率。")),
        Code('travellers = lab.win_share(results, "start_choice")\n'
             'lab.win_share_chart(travellers, "tokaido", lang=LANG,\n'
             '                    reference=tokaido_lab.REAL_WIN_SHARE)'),
        Code('print(lab.verdicts(travellers, "tokaido", lang=LANG))'),
        Md(Text(
            "The two tables side by side: the bots' seats and win share with each traveller "
            "(with its 95% interval), and the recorded games' seats and win share, strongest "
            "first in the recorded games.",
            "兩張表並排：左邊是電腦玩家使用各旅行者的人次和勝率（附 95% 區間），"
            "右邊是紀錄中真人對局的人次和勝率，依真人勝率由高到低排列。")),
        Code('table = tokaido_lab.side_by_side(results, LANG)\n'
             'with pandas.option_context("display.unicode.east_asian_width", True):\n'
             '    print(table.to_string(index=False))'),
        Md(Text(
            "## Do bots agree with people?\n\n"
            "The lines below compare the two orders, and name each traveller whose real share "
            "lies outside the bots' interval.",
            "## 電腦玩家和真人看法一致嗎？\n\n"
            "下面比較兩種排名，並列出真人勝率落在電腦玩家區間之外的旅行者。")),
        Code('print(tokaido_lab.compare(results, LANG))'),
        Md(Text(
            "Where they differ, several things may be at work:\n\n"
            "- **People choose, bots do not.** Each player kept one of two dealt travellers. "
            "Kinko was kept 846 times, Sasayakko 213 times: a traveller is kept when the other "
            "one looks worse, and perhaps more often by players who know the game well. So a "
            "real share mixes the traveller's strength with who kept it and against what. The "
            "greedy bots keep one at random.\n"
            "- **Greedy bots play for points now.** They score far fewer points than people "
            "(see above), spend their coins as soon as something scores, and plan nothing. A "
            "power that gives points without coins or planning (Satsuki's free meal at every "
            "inn, Umegae's point and coin at every encounter) is worth most to such a player; "
            "a power that pays off with planning (Sasayakko's free souvenir needs two bought at "
            "once, Zen-emon's cheap souvenir a purse kept for it) is worth least.\n"
            "- **People differ, bots do not.** The recorded games mix strong and weak players; "
            "here four copies of the same bot play.\n"
            "- **Chance.** 160 games leave wide intervals (next section).",
            "兩者不同的地方，可能有幾個原因：\n\n"
            "- **真人會選，電腦玩家不會。**每位玩家從拿到的兩位旅行者中留下一位。Kinko 被留下 846 "
            "次，Sasayakko 只有 213 次：當另一位看起來更差時，才會留下某位旅行者，而熟悉遊戲的玩家"
            "或許更常這樣選。所以真人的勝率混合了旅行者本身的強弱，以及是誰、在什麼情況下選了他。"
            "「普通」電腦玩家則是隨機留下一位。\n"
            "- **「普通」電腦玩家只顧眼前的分數。**它們的得分比真人少得多（見上面），一看到能得分"
            "就把錢花掉，也不做任何計畫。不需要錢或計畫就能得分的能力（Satsuki 在每個旅店的免費"
            "膳食卡、Umegae 每次邂逅的 1 分和一塊錢）對這種玩家最有價值；要靠計畫才划算的能力"
            "（Sasayakko 的免費紀念品要一次買兩張以上，Zen-emon 的一塊錢紀念品要先留好錢）則最不"
            "值錢。\n"
            "- **真人各不相同，電腦玩家都一樣。**紀錄中的對局有高手也有新手；這裡是四個相同的電腦"
            "玩家在下。\n"
            "- **運氣。**160 局的區間還很寬（見下一節）。")),
        Md(Text(
            "## Does the start queue matter?\n\n"
            "In the recorded games the first to leave Kyoto won 26.5%, the second 27.0%, the "
            "third 24.4% and the last 22.1%: close to fair. And with bots?",
            "## 起始順序重要嗎？\n\n"
            "在紀錄中的對局裡，最先離開京都的旅行者贏了 26.5%，第二個 27.0%，第三個 24.4%，最後"
            "一個 22.1%：接近平均。電腦玩家呢？")),
        Code('places = lab.win_share(results, "start_place")\n'
             'lab.win_share_chart(places, "tokaido", lang=LANG, reference=tokaido_lab.REAL_START)'),
        Code('print(lab.verdicts(places, "tokaido", lang=LANG))\n'
             'first_or_last = lab.difference(results, "win", by="start_place", a=4, b=1)\n'
             'print(lab.verdict(first_or_last, "tokaido", lang=LANG))'),
        Md(Text(
            "## How sure is this?\n\n"
            "With 160 games each traveller sits at about 64 seats, so each bar's interval is "
            "some 20 percentage points wide: these games can show a gap of that size, not a "
            "gap of 3 points. The recorded table, 1,220 games, is far sharper (Kinko's share is "
            "known within about 3 points either way), but it answers a different question: how "
            "well people did with the travellers they chose. The bots' answer is about greedy "
            "bots; stronger bots may rank the travellers otherwise, which is what the next "
            "section is for. One more caution: each interval misses the true share one time "
            "in twenty, so among ten travellers one may look clearly stronger or weaker by "
            "chance alone; trust a gap more when it is wide and when more games keep it. "
            "Change `GAMES` above to see the intervals shrink.",
            "## 這個答案有多可靠？\n\n"
            "160 局中每位旅行者大約坐 64 個座位，所以每個長條的區間大約有 20 個百分點寬：這些對局"
            "看得出這麼大的差距，看不出 3 個百分點的差距。紀錄中的 1,220 局準確得多（Kinko 的勝率"
            "誤差大約在上下 3 個百分點內），但它回答的是另一個問題：真人用自己選的旅行者表現如何。"
            "電腦玩家的答案則只關於「普通」電腦玩家；更強的電腦玩家可能排出不同的順序，這就是下一節"
            "的用途。還要注意：每個區間有二十分之一的機會沒包含真正的勝率，所以十位旅行者中，可能有"
            "一位只是因為運氣而看起來明顯較強或較弱；差距越大、局數增加後仍然存在，才越可信。"
            "把上面的 `GAMES` 改大，就能看到區間變窄。")),
        cluster(
            Text('results = lab.play("tokaido", games=4000, players=4, bots="strong",\n'
                 '                   options={"gastronomy": True}, seed=1,\n'
                 '                   executor=client, save="tokaido-strong.csv")',
                 'results = lab.play("tokaido", games=4000, players=4, bots="strong",\n'
                 '                   options={"gastronomy": True}, seed=1,\n'
                 '                   executor=client, save="tokaido-strong.csv")'),
            Text("A four-player game between strong bots takes about 45 seconds of one core, so "
                 "4,000 games (some 1,600 seats per traveller, intervals about 4 points wide) "
                 "take about 50 core-hours: an hour and a quarter on a cluster of 40 cores. "
                 "The strong bot also chooses its traveller by searching, so its choices say "
                 "something too.",
                 "四個「高手」電腦玩家下一局，大約要用一個核心 45 秒，所以 4,000 局（每位旅行者約 "
                 "1,600 個座位，區間寬約 4 個百分點）大約要 50 個核心小時：在 40 個核心的叢集上約"
                 "一小時十五分鐘。「高手」電腦玩家也用搜尋來選旅行者，所以它的選擇本身也有意義。")),
    ),
)
