"""Score sheets: points by category as the rulebook counts them, totals and winners."""

from __future__ import annotations

import html
from dataclasses import dataclass

from .lang import Text, check_lang
from .seats import seat_label

_WORDS = {
    "total": Text("total", "總分"),
    "final": Text("final", "最終"),
    "running": Text("running", "目前"),
    "wins": Text("{names} wins", "{names} 獲勝"),
    "win": Text("{names} win", "{names} 並列獲勝"),
    "leads": Text("{names} leads", "{names} 領先"),
    "lead": Text("{names} lead", "{names} 並列領先"),
    "tiebreak": Text("tie-break: {rule}", "平手判定：{rule}"),
}

@dataclass(frozen=True)
class Category:
    """One line of a score sheet."""

    id: str
    """Short key, e.g. ``"stones"``."""
    label: Text
    """What the line counts, both languages."""
    rule: str
    """The id of the rule that scores it."""


@dataclass(frozen=True)
class ScoreSheet:
    """The result of ``state.scores()``: valid at any moment, final at the end.

    ``points[p][category.id]`` are player p's points in each category; ``winners`` holds
    the winning players (ties share the win only where the game says so) and ``tiebreak``
    the id of the rule that decided a tie on totals, if one did.
    """

    players: tuple[str | Text, ...]
    """Player names, in seat order (a :class:`Text` names a seat in both languages)."""
    categories: tuple[Category, ...]
    points: tuple[dict[str, float], ...]
    final: bool
    """True once the game is over."""
    winners: tuple[int, ...]
    """Seats of the winner(s) (who leads, while the game is running)."""
    tiebreak: str | None = None
    """The rule id that broke a tie on totals, when one was needed."""

    def names(self, lang: str | None = None) -> tuple[str, ...]:
        """The player names in ``lang``."""
        lang = check_lang(lang)
        return tuple(n[lang] if isinstance(n, Text) else str(n) for n in self.players)

    @property
    def totals(self) -> tuple[float, ...]:
        return tuple(sum(p.values()) for p in self.points)

    def total(self, player: int) -> float:
        return self.totals[player]

    def as_dict(self) -> dict:
        """A JSON-ready form."""
        return {
            "players": list(self.names("en")),
            "categories": [c.id for c in self.categories],
            "points": [dict(p) for p in self.points],
            "totals": list(self.totals),
            "final": self.final,
            "winners": list(self.winners),
            "tiebreak": self.tiebreak,
        }

    def verdict(self, lang: str | None = None) -> str:
        """One line: who wins (or leads) and the tie-break used, in ``lang``."""
        lang = check_lang(lang)
        sep = "、" if lang == "zh-Hant" else ", "
        names = sep.join(self.names(lang)[w] for w in self.winners)
        if len(self.winners) > 1:
            key = "win" if self.final else "lead"
        else:
            key = "wins" if self.final else "leads"
        line = _WORDS[key][lang].format(names=names)
        state = _WORDS["final" if self.final else "running"][lang]
        zh = lang == "zh-Hant"
        colon = "：" if zh else ": "
        tb = ""
        if self.tiebreak:
            rule = _WORDS["tiebreak"][lang].format(rule=self.tiebreak)
            tb = f"（{rule}）" if zh else f" ({rule})"
        return f"{state}{colon}{line}{tb}"

    def text(self, lang: str | None = None) -> str:
        """A plain-text table in ``lang`` (default: the language chosen with set_lang)."""
        lang = check_lang(lang)
        labels = [c.label[lang] for c in self.categories] + [_WORDS["total"][lang]]
        width = max(_width(x) for x in labels) + 2
        cols = [_pad(name, 10, right=True) for name in self.names(lang)]
        lines = [" " * width + "".join(cols)]
        for c, label in zip(self.categories, labels, strict=False):
            vals = "".join(f"{_num(p[c.id]):>10}" for p in self.points)
            lines.append(_pad(label, width) + vals)
        lines.append(_pad(labels[-1], width) + "".join(f"{_num(t):>10}" for t in self.totals))
        lines.append(self.verdict(lang))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text()

    def html(self, lang: str | None = None) -> str:
        """The sheet as an HTML table in ``lang``; each line's tooltip names its rule, and
        each seat's name carries its mark (:func:`~tutor.core.seats.seat_label`), so that the
        columns are told apart by more than the colour of the pieces."""
        lang = check_lang(lang)
        e = html.escape
        head = "".join(f"<th>{e(seat_label(n, p))}</th>" for p, n in enumerate(self.names(lang)))
        rows = []
        for c in self.categories:
            cells = "".join(f"<td>{_num(p[c.id])}</td>" for p in self.points)
            rows.append(f"<tr><td title='{e(c.rule)}'>{e(c.label[lang])}</td>{cells}</tr>")
        tot = "".join(f"<td><b>{_num(t)}</b></td>" for t in self.totals)
        return (
            f"<table class='tutor-scores' lang='{lang}'><tr><th></th>{head}</tr>"
            f"{''.join(rows)}<tr><td><b>{e(_WORDS['total'][lang])}</b></td>{tot}</tr></table>"
            f"<p>{e(self.verdict(lang))}</p>"
        )

    def _repr_html_(self) -> str:
        return self.html()


def _width(text: str) -> int:
    """Display width: CJK characters take two columns."""
    return sum(2 if ord(ch) > 0x2E80 else 1 for ch in text)


def _pad(text: str, width: int, right: bool = False) -> str:
    gap = " " * max(0, width - _width(text))
    return gap + text if right else text + gap


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"
