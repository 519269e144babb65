"""Score sheets: points by category as the rulebook counts them, totals and winners."""

from __future__ import annotations

import html
from dataclasses import dataclass

from .lang import Text, check_lang


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

    players: tuple[str, ...]
    """Player names, in seat order."""
    categories: tuple[Category, ...]
    points: tuple[dict[str, float], ...]
    final: bool
    """True once the game is over."""
    winners: tuple[int, ...]
    """Seats of the winner(s) (who leads, while the game is running)."""
    tiebreak: str | None = None
    """The rule id that broke a tie on totals, when one was needed."""

    @property
    def totals(self) -> tuple[float, ...]:
        return tuple(sum(p.values()) for p in self.points)

    def total(self, player: int) -> float:
        return self.totals[player]

    def as_dict(self) -> dict:
        """A JSON-ready form."""
        return {
            "players": list(self.players),
            "categories": [c.id for c in self.categories],
            "points": [dict(p) for p in self.points],
            "totals": list(self.totals),
            "final": self.final,
            "winners": list(self.winners),
            "tiebreak": self.tiebreak,
        }

    def text(self, lang: str = "en") -> str:
        """A plain-text table."""
        check_lang(lang)
        width = max(len(c.label[lang]) for c in self.categories) + 2
        cols = [f"{name:>10}" for name in self.players]
        lines = [" " * width + "".join(cols)]
        for c in self.categories:
            vals = "".join(f"{_num(p[c.id]):>10}" for p in self.points)
            lines.append(f"{c.label[lang]:<{width}}{vals}")
        lines.append(f"{'total':<{width}}" + "".join(f"{_num(t):>10}" for t in self.totals))
        state = "final" if self.final else "running"
        names = ", ".join(self.players[w] for w in self.winners)
        word = "wins" if self.final else "leads"
        tb = f" (tie-break: {self.tiebreak})" if self.tiebreak else ""
        lines.append(f"{state}: {names} {word}{tb}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        e = html.escape
        head = "".join(f"<th>{e(n)}</th>" for n in self.players)
        rows = []
        for c in self.categories:
            cells = "".join(f"<td>{_num(p[c.id])}</td>" for p in self.points)
            rows.append(f"<tr><td title='{e(c.rule)}'>{e(c.label.en)}</td>{cells}</tr>")
        tot = "".join(f"<td><b>{_num(t)}</b></td>" for t in self.totals)
        names = ", ".join(e(self.players[w]) for w in self.winners)
        word = "wins" if self.final else "leads"
        tb = f" (tie-break <code>{e(self.tiebreak)}</code>)" if self.tiebreak else ""
        return (
            f"<table class='tutor-scores'><tr><th></th>{head}</tr>{''.join(rows)}"
            f"<tr><td><b>total</b></td>{tot}</tr></table><p>{names} {word}{tb}</p>"
        )


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"
