"""The rule registry: every rule an engine enforces or scores, with its sources.

Each game builds one :class:`RuleRegistry`. Verdicts, score categories, widget messages and
notebooks cite rules by id (``"cartography.stone.liberty"``). A rule is flagged as an
*assumption* when the sources are silent or disagree; notebooks list those in their
"sources and assumptions" lesson.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from dataclasses import dataclass, field

from .lang import Text, check_lang

SOURCE_FILES = {
    "000": "000_43f8316dd65002f0.txt",
    "001": "001_c42d7fc8bfeef299.txt",
    "002": "002_b06c0eb6fbe514ea.txt",
    "003": "003_aa27acea8e4117cd.txt",
    "004": "004_2dd42cb4566abbba.txt",
}
"""The rulebook sources by number: translated rulebook write-ups in Traditional Chinese
(and one in Spanish), which rules cite as ``"seed 003 step 1"``."""

_SOURCE_WORDS = {
    "research": Text("public notes on the components and rules", "公開的配件與規則資料整理"),
    "tutor": Text("this tutor's own rule", "本教學程式自己的規則"),
    "bga": Text("recorded online games", "線上對局紀錄"),
    "other": Text("other sources", "其他來源"),
}


def _source_key(source: str) -> str:
    """Which kind of source a rule's source is: ``"seed 003"``, ``"research"``, ``"tutor"``,
    ``"bga"`` (recorded online games) or ``"other"``."""
    words = source.split()
    if len(words) >= 2 and words[0] == "seed" and words[1] in SOURCE_FILES:
        return " ".join(words[:2])
    key = words[0].lower() if words else ""
    if key.startswith(("bga", "[bga")):
        return "bga"
    return key if key in ("research", "tutor") else "other"


def code_html(text: str) -> str:
    """``text`` as HTML, its Markdown-style `code` spans as ``<code>``, the rest escaped.

    >>> code_html("with `ko='super'` & more")
    'with <code>ko=&#x27;super&#x27;</code> &amp; more'
    """
    parts = html.escape(text).split("`")
    return "".join(f"<code>{p}</code>" if i % 2 else p for i, p in enumerate(parts))


def source_label(source: str, lang: str | None = None) -> str:
    """How a rule's source is named to a learner: a rulebook write-up by its file name (with
    its place in it, in English), our research notes and the tutor's own rules by what they
    are; internal words ("seed", section numbers) never show.

    >>> source_label("seed 003 step 1"), source_label("seed 003 step 1", "zh-Hant")
    ('003_aa27acea8e4117cd.txt, step 1', '003_aa27acea8e4117cd.txt')
    >>> source_label("research §2.3", "zh-Hant")
    '公開的配件與規則資料整理'
    """
    lang = check_lang(lang)
    words = source.split()
    key = _source_key(source)
    if key.startswith("seed "):
        where = " ".join(words[2:])
        name = SOURCE_FILES[words[1]]
        return f"{name}, {where}" if where and lang == "en" else name
    if key in _SOURCE_WORDS and (key != "other" or source == "other"):
        return _SOURCE_WORDS[key][lang]
    return source


@dataclass(frozen=True)
class Rule:
    """One rule of one game.

    >>> r = Rule("demo.end.double-pass", Text("Double pass", "連續跳過"),
    ...          Text("Two passes in a row end the game.", "連續兩次跳過，遊戲結束。"),
    ...          sources=("seed 003",))
    >>> r.title["en"], r.assumption
    ('Double pass', False)
    """

    id: str
    """Namespaced id: ``<game>.<topic>.<name>``."""
    title: Text
    """A few words, both languages."""
    text: Text
    """What the rule says, in our own words, both languages."""
    sources: tuple[str, ...] = ()
    """Where it comes from: seed file names and research notes."""
    assumption: bool = False
    """True when no source settles the rule and we chose a reading."""
    option: str | None = None
    """The game option that changes this rule, if any."""
    note: str | Text = ""
    """For assumptions: what the sources say and why we chose this reading (a :class:`Text`
    gives it in both languages)."""

    def note_in(self, lang: str | None = None) -> str:
        """The note in ``lang`` (a note given in English only stays English)."""
        return self.note[lang] if isinstance(self.note, Text) else self.note


@dataclass
class RuleRegistry:
    """All rules of one game, in the order they were registered.

    >>> reg = RuleRegistry("demo")
    >>> _ = reg.add("demo.turn.pass", "Pass", "跳過", "You may pass.", "你可以跳過。")
    >>> "demo.turn.pass" in reg, len(reg)
    (True, 1)
    >>> reg["demo.nope"]
    Traceback (most recent call last):
    ...
    KeyError: "no rule 'demo.nope' in the demo rules"
    """

    game: str
    _rules: dict[str, Rule] = field(default_factory=dict)

    def add(
        self,
        id: str,
        title_en: str,
        title_zh: str,
        text_en: str,
        text_zh: str,
        *,
        sources: tuple[str, ...] = (),
        assumption: bool = False,
        option: str | None = None,
        note: str | Text = "",
    ) -> str:
        """Register a rule and return its id. Ids are unique and start with the game name."""
        if not id.startswith(self.game + "."):
            raise ValueError(f"rule id {id!r} must start with {self.game + '.'!r}")
        if id in self._rules:
            raise ValueError(f"rule id {id!r} registered twice")
        if assumption and not note:
            raise ValueError(f"assumption {id!r} needs a note saying why")
        self._rules[id] = Rule(
            id, Text(title_en, title_zh), Text(text_en, text_zh), sources, assumption, option, note
        )
        return id

    def __getitem__(self, id: str) -> Rule:
        try:
            return self._rules[id]
        except KeyError:
            raise KeyError(f"no rule {id!r} in the {self.game} rules") from None

    def __contains__(self, id: object) -> bool:
        return id in self._rules

    def __iter__(self) -> Iterator[Rule]:
        return iter(self._rules.values())

    def __len__(self) -> int:
        return len(self._rules)

    def add_contract_rules(self) -> None:
        """Register the three ids that the core itself cites for every game."""
        g = self.game
        self.add(f"{g}.action.notation", "Notation", "記譜",
                 "An action must be written in the game's notation.",
                 "行動必須以本遊戲的記譜方式寫出。", sources=("tutor",))
        self.add(f"{g}.action.game-over", "Game over", "遊戲已結束",
                 "No action can be taken once the game has ended.",
                 "遊戲結束後不能再執行任何行動。", sources=("tutor",))
        self.add(f"{g}.action.chance-outcome", "Chance outcome", "機運結果",
                 "At a shuffle, draw or deal only an outcome that can happen may be forced.",
                 "洗牌、抽牌或發牌時，只能指定確實可能出現的結果。", sources=("tutor",))

    def cited_sources(self) -> dict[str, int]:
        """How many rules cite each source: ``"seed 003"``, ``"research"``, ``"tutor"`` (the
        tutor's own contract rules), ``"bga"`` (recorded online games) or ``"other"``.

        >>> reg = RuleRegistry("demo")
        >>> _ = reg.add("demo.a.b", "A", "甲", "a", "甲",
        ...             sources=("seed 003 step 1", "research §2", "bga: recorded games"))
        >>> reg.cited_sources()
        {'bga': 1, 'research': 1, 'seed 003': 1}
        >>> [source_label(s, "zh-Hant") for s in reg.cited_sources()]
        ['線上對局紀錄', '公開的配件與規則資料整理', '003_aa27acea8e4117cd.txt']
        """
        counts: dict[str, int] = {}
        for rule in self:
            for source in rule.sources:
                key = _source_key(source)
                counts[key] = counts.get(key, 0) + 1
        return dict(sorted(counts.items()))

    def ids(self) -> list[str]:
        return list(self._rules)

    def assumptions(self) -> list[Rule]:
        """The rules we chose because the sources are silent or disagree."""
        return [r for r in self if r.assumption]

    def table(self, ids: list[str] | None = None, lang: str | None = None) -> RuleTable:
        """A table of rules (all, or the given ids) that notebooks display as HTML."""
        lang = check_lang(lang)
        return RuleTable([self[i] for i in (ids if ids is not None else self.ids())], lang)

    def explain(self, id: str, lang: str | None = None) -> str:
        """One line: ``[id] title: text``."""
        r = self[id]
        colon = ":" if check_lang(lang) == "zh-Hant" else ": "
        return f"[{r.id}] {r.title[lang]}{colon}{r.text[lang]}"


_HEAD = {"rule": Text("rule", "規則"), "says": Text("says", "內容"),
         "sources": Text("sources", "出處"), "assumption": Text("assumption", "假設"),
         "option": Text("option", "選項")}


@dataclass
class RuleTable:
    """Rules shown as a table: plain text for ``repr``, HTML in notebooks, in ``lang``."""

    rules: list[Rule]
    lang: str = "en"

    def __repr__(self) -> str:
        lines = []
        for r in self.rules:
            flag = f" ({_HEAD['assumption'][self.lang]})" if r.assumption else ""
            lines.append(f"{r.id}{flag}: {r.title[self.lang]}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        e = html.escape
        lang = self.lang
        head = "".join(f"<th>{e(_HEAD[k][lang])}</th>" for k in ("rule", "says", "sources"))

        def sources(rule: Rule) -> str:
            return "; ".join(dict.fromkeys(source_label(x, lang) for x in rule.sources))

        rows = []
        for r in self.rules:
            flag = f" <em>({e(_HEAD['assumption'][lang])})</em>" if r.assumption else ""
            note = f"<br><small>{code_html(r.note_in(lang))}</small>" if r.note else ""
            opt = (f"<br><small>{e(_HEAD['option'][lang])}: <code>{e(r.option)}</code></small>"
                   if r.option else "")
            rows.append(
                f"<tr><td><code>{e(r.id)}</code>{flag}<br><b>{e(r.title[lang])}</b></td>"
                f"<td>{code_html(r.text[lang])}{note}{opt}</td><td>{e(sources(r))}</td></tr>"
            )
        return f"<table class='tutor-rules' lang='{lang}'><tr>{head}</tr>{''.join(rows)}</table>"
