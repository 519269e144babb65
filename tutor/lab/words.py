"""Every text the lab shows, in English and Traditional Chinese.

>>> word("games-done", "zh-Hant", done=3, total=40)
'已完成 3 / 40 局'
"""

from __future__ import annotations

from ..core.lang import Text, check_lang

T = Text

WORDS: dict[str, Text] = {
    # progress
    "games-done": T("{done} / {total} games", "已完成 {done} / {total} 局"),
    "rate": T(" · {rate} games a second · about {left} left",
              "・每秒 {rate} 局・約剩 {left}"),
    "seconds": T("{n} s", "{n} 秒"),
    "minutes": T("{n} min", "{n} 分鐘"),
    "hours": T("{n} h", "{n} 小時"),
    "finished": T(" · done in {seconds} s", "・共用 {seconds} 秒"),
    "stopped": T(" · stopped after {seconds} s: the games played are kept",
                 "・{seconds} 秒後停止：已下完的對局都保留"),
    "stop": T("Stop", "停止"),
    "progress-repr": T("<lab: {total} games of {game}>", "<模擬：{game} {total} 局>"),
    # the results file
    "set-aside": T("{path}: {n} line(s) did not hold whole rows and were set aside ({lines}); "
                   "they are kept in {side}, and their games are played again.",
                   "{path}：有 {n} 行不是完整的資料列，已移到一旁（{lines}），儲存在 {side}，"
                   "這些對局會重新進行。"),
    "line-why": T("line {line}: {why}", "第 {line} 行：{why}"),
    "and-more": T("; {n} more", "；還有 {n} 行"),
    "list-sep": T("; ", "；"),
    "why-cut": T("cut off, with no end of line", "被截斷，沒有行尾"),
    "why-utf8": T("not UTF-8 text", "不是 UTF-8 文字"),
    "why-csv": T("not a CSV line", "不是 CSV 的一行"),
    "why-fields": T("{n} fields, not {width}", "有 {n} 個欄位，應該是 {width} 個"),
    "why-key": T("{value!r} is not a game's key", "{value!r} 不是對局的代碼"),
    "why-number": T("{column} is {value!r}, not a number", "{column} 是 {value!r}，不是數字"),
    "why-whole": T("{column} is {value!r}, not a whole number",
                   "{column} 是 {value!r}，不是整數"),
    "why-game": T("its game has {rows} row(s) for {seats} seat(s): cut off or written twice",
                  "這局有 {rows} 列，但有 {seats} 個座位：被截斷或寫了兩次"),
    # columns
    "setting": T("setting", "設定"),
    "seat": T("seat", "座位"),
    "start_place": T("start place", "起始順位"),
    "start_choice": T("start choice", "開局選擇"),
    "total": T("total", "總分"),
    "rank": T("rank", "名次"),
    "margin": T("margin", "分差"),
    "win": T("win share", "勝率"),
    "moves": T("moves", "步數"),
    "seats": T("seats", "人次"),
    "games": T("games", "局數"),
    "wins": T("wins", "勝場"),
    "share": T("win share", "勝率"),
    "low": T("95% interval from", "95% 區間下限"),
    "high": T("95% interval to", "95% 區間上限"),
    "mean": T("mean", "平均"),
    "difference": T("difference", "差距"),
    "pp": T(" percentage points", " 個百分點"),
    # charts
    "win-share-title": T("Win share by {what}", "各{what}的勝率"),
    "win-share-axis": T("win share (95% interval, Wilson)", "勝率（95% 區間，Wilson 法）"),
    "fair": T("fair share", "平均勝率"),
    "fair-line": T("fair share {share}", "平均勝率 {share}"),
    "reference-col": T("real play", "真人對局"),
    "bots": T("bots ({n} seats)", "電腦玩家（{n} 人次）"),
    "reference": T("real play", "真人對局"),
    "scores-title": T("{what} by {by}", "各{by}的{what}"),
    "points": T("points", "分數"),
    "difference-title": T("{what}: {b} minus {a}", "{what}：{b} 減 {a}"),
    "difference-axis": T("difference (95% interval, bootstrap over games)",
                         "差距（95% 區間，重抽對局的拔靴法）"),
    "no-data": T("no games", "沒有對局"),
    "no-cjk-font": T("", ""),
    # summaries
    "above": T("{name}: {share} (95% interval {low} to {high}), above the fair {fair}: "
               "clearly stronger in these games.",
               "{name}：{share}（95% 區間 {low} 至 {high}），高於平均勝率 {fair}：在這些對局中"
               "明顯較強。"),
    "below": T("{name}: {share} (95% interval {low} to {high}), below the fair {fair}: "
               "clearly weaker in these games.",
               "{name}：{share}（95% 區間 {low} 至 {high}），低於平均勝率 {fair}：在這些對局中"
               "明顯較弱。"),
    "unsure": T("{name}: {share} (95% interval {low} to {high}): the interval holds the fair "
                "{fair}, so these games cannot tell it from fair.",
                "{name}：{share}（95% 區間 {low} 至 {high}）：區間包含平均勝率 {fair}，這些對局還"
                "分不出它和平均的差別。"),
    "diff-sure": T("{what}: {b} minus {a} = {d} (95% interval {low} to {high}): the interval "
                   "leaves out 0, so the difference is real in these games.",
                   "{what}：{b} 減 {a} = {d}（95% 區間 {low} 至 {high}）：區間不含 0，"
                   "在這些對局中差距是真的。"),
    "diff-unsure": T("{what}: {b} minus {a} = {d} (95% interval {low} to {high}): the interval "
                     "holds 0, so these games cannot tell the two apart.",
                     "{what}：{b} 減 {a} = {d}（95% 區間 {low} 至 {high}）：區間包含 0，"
                     "這些對局還分不出兩者的差別。"),
}


def word(key: str, lang: str | None = None, **params: object) -> str:
    """The text ``key`` in ``lang`` with ``{params}`` filled in."""
    return WORDS[key][check_lang(lang)].format(**params)
