"""The lesson widgets besides the board: quiz, score sheet, explorer, games against bots,
progress. Made of ipywidgets (they run in JupyterLab, Notebook 7, Voilà and JupyterLite);
their text form (what nbval compares) is short and never depends on the learner's
progress, and each has a Python method for what its buttons do, which the test harness
uses.
"""

from __future__ import annotations

import html
import random
import statistics
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ..core.bots import BOT_LEVELS, make_bot, play_game
from ..core.charts import bars, histograms
from ..core.errors import BadSave
from ..core.game import State
from ..core.match import Match
from ..core.rules import code_html, source_label
from ..widget import GameWidget
from .model import Choose, Explore, FillSheet, HowMany, LegalOrNot, PlayBots, QuizItem, T

if TYPE_CHECKING:
    from .runner import LessonRun

WORDS = {
    "legal-q": T("Is `{action}` legal here?", "這裡可以走 `{action}` 嗎?"),
    "legal": T("legal", "合法"),
    "illegal": T("illegal", "不合法"),
    "check": T("Check", "檢查"),
    "right": T("Right.", "答對了。"),
    "wrong": T("Not quite.", "不太對。"),
    "engine-legal": T("The engine says: legal.", "規則引擎說:合法。"),
    "engine-illegal": T("The engine says: illegal, by rule {rule}: {reason}",
                        "規則引擎說:不合法,依規則 {rule}:{reason}"),
    "engine-count": T("The engine counts {n}.", "規則引擎算出來是 {n}。"),
    "engine-choice": T("The answer is: {choice}.", "答案是:{choice}。"),
    "rule": T("Rule {id} · {title}: {text}", "規則 {id} · {title}:{text}"),
    "quiz": T("Quiz", "小測驗"),
    "question": T("Question {n}", "第 {n} 題"),
    "sheet-ok": T("Every line is right: that is the engine's score sheet.",
                  "每一行都對:和規則引擎的計分表一樣。"),
    "sheet-wrong": T("{n} line(s) differ from the engine's sheet:",
                     "有 {n} 行和規則引擎的計分表不同:"),
    "sheet-line": T("{who}, {what}: you wrote {given}; the engine counts {right}. {why}",
                    "{who}的「{what}」:你寫 {given};規則引擎算 {right}。{why}"),
    "total": T("total", "總分"),
    "position": T("Position", "局面"),
    "move-a": T("Move A", "走法 A"),
    "move-b": T("Move B", "走法 B"),
    "bot": T("Bots for the rest of the game", "之後由電腦代打"),
    "games": T("Games", "局數"),
    "predict": T("Which move ends better for the player who makes it?",
                 "哪一步最後對走的人比較有利?"),
    "about-same": T("about the same", "差不多"),
    "reveal": T("Reveal", "揭曉"),
    "code": T("or a position code", "或貼上局面代碼"),
    "bad-code": T("That code cannot be read: {why}", "這個代碼無法讀取:{why}"),
    "predict-first": T("Predict first: choose A, B or about the same.",
                       "先預測:選 A、B 或差不多。"),
    "same-move": T("Choose two different moves.", "請選兩個不同的走法。"),
    "result": T("After A the mover's margin averages {a}; after B, {b}. ",
                "走 A 之後,走的人平均領先 {a} 分;走 B 之後,{b} 分。"),
    "you-right": T("Your prediction was right.", "你的預測對了。"),
    "you-wrong": T("Your prediction was not right: the numbers show why.",
                   "你的預測不對:看看數字就知道為什麼。"),
    "margin": T("final margin of the mover (own total minus the best other)",
                "走的人最後的領先分數(自己的總分減去最高的對手)"),
    "categories": T("mean points by category, for the mover", "走的人各項目的平均得分"),
    "level": T("Bot level", "電腦強度"),
    "players": T("Players", "玩家人數"),
    "new-game": T("New game", "新的一局"),
    "progress": T("Done: {done} of {total} (tasks, score sheets and quiz questions)",
                  "已完成:{done}/{total}(任務、計分表和測驗題)"),
    "cited": T("{source}: cited by {n} rules", "{source}:{n} 條規則引用"),
    "rules-count": T("{n} rules in all, {a} of them assumptions.",
                     "共 {n} 條規則,其中 {a} 條是假設。"),
    "assumptions": T("Assumptions: where the sources are silent or disagree",
                     "假設:來源沒有說明或互相矛盾之處"),
    "options": T("Options (keywords of `new_game`), with their defaults",
                 "選項(`new_game` 的關鍵字參數)與預設值"),
    "all-rules": T("Every rule", "全部規則"),
    "option": T("option", "選項"),
}


def word(key: str, lang: str, **params: Any) -> str:
    return WORDS[key][lang].format(**params)


_md_code = code_html
"""Markdown-ish `code` spans as HTML <code>, the rest escaped."""


PICTURE_CSS = ("<style>.tutor-quiz-board{max-width:34rem;margin:0.4rem 0}"
               ".tutor-quiz-board svg{width:100%;height:auto;display:block;"
               "pointer-events:none}"
               ".tutor-quiz-board .legal .ring{display:none}"
               ".tutor-quiz-board.no-score .score-sheet{visibility:hidden}</style>")
"""A still picture gives no answer away: no hover texts (they name the rule that refuses a
move), no rings on the legal moves, and for a score sheet to fill in, the board's own score
sheet (every game's board draws it as a group of class ``score-sheet``) is hidden."""


def _picture(state: State, lang: str, score: bool = True) -> str:
    """A still board, scaled to at most 34rem wide (a quiz question's position), drawn as
    the player to act sees it (hidden cards stay hidden); without ``score``, the board's
    score sheet is hidden."""
    svg = str(state.render(viewer=seat_to_act(state), lang=lang))
    classes = "tutor-quiz-board" if score else "tutor-quiz-board no-score"
    return f"{PICTURE_CSS}<div class='{classes}'>{svg}</div>"


def seat_to_act(state: State) -> int | None:
    """The seat whose view a still picture shows: the player to act, or nobody's (the whole
    board) at a chance node or the end."""
    seat = state.current_player()
    return seat if seat >= 0 else None


def _rule_lines(run: LessonRun, ids: tuple[str, ...] | list[str]) -> str:
    rules = run.game.rules
    lines = []
    for rid in ids:
        if rid in rules:
            r = rules[rid]
            lines.append(word("rule", run.lang, id=rid, title=r.title[run.lang],
                              text=r.text[run.lang]))
    return "<br>".join(_md_code(line) for line in lines)


# -- sources and assumptions -------------------------------------------------------------------


def sources_html(run: LessonRun, spec: Any) -> str:
    """The registry's sources, assumptions, options and rules as HTML in the run's language."""
    lang, rules, game = run.lang, run.game.rules, run.game
    e = html.escape
    parts = ["<ul>"]
    for source, n in rules.cited_sources().items():
        label = source_label(source, lang)
        parts.append(f"<li>{e(word('cited', lang, source=label, n=n))}</li>")
    parts.append("</ul>")
    parts.append(f"<p>{e(word('rules-count', lang, n=len(rules), a=len(rules.assumptions())))}</p>")
    parts.append(f"<h3>{e(word('assumptions', lang))}</h3>")
    for r in rules.assumptions():  # blocks, not a <dl>: notebook styles squeeze <dt> columns
        option = f" ({e(word('option', lang))}: <code>{e(r.option)}</code>)" if r.option else ""
        parts.append(f"<div style='margin:0 0 0.8rem 0'><b>{e(r.title[lang])}</b> · "
                     f"<code>{e(r.id)}</code>{option}<br>{_md_code(r.text[lang])}<br>"
                     f"<small>{_md_code(r.note_in(lang))}</small></div>")
    parts.append(f"<h3>{_md_code(word('options', lang))}</h3><ul>")
    for o in game.options:
        parts.append(f"<li><code>{e(o.name)}={e(repr(o.default))}</code>: "
                     f"{_md_code(o.description[lang])}</li>")
    parts.append("</ul>")
    if spec.all_rules:
        parts.append(f"<h3>{e(word('all-rules', lang))}</h3>")
        parts.append(rules.table(lang=lang)._repr_html_())
    return "".join(parts)


# -- progress --------------------------------------------------------------------------------


class ProgressView(w.HTML):
    """A progress bar for the lesson; it follows every task and quiz answer."""

    def __init__(self, run: LessonRun) -> None:
        super().__init__()
        self.run = run
        self.refresh()

    def refresh(self) -> None:
        done, total = self.run.counts()
        share = 100 * done / total if total else 100
        text = html.escape(word("progress", self.run.lang, done=done, total=total))
        self.value = (
            f"<div class='tutor-progress' style='font-size:1.05rem'>{text}"
            f"<div style='background:#e4e7eb;border-radius:4px;height:10px;max-width:28rem'>"
            f"<div style='background:#05603a;height:10px;border-radius:4px;width:{share:.0f}%'>"
            f"</div></div></div>")

    def __repr__(self) -> str:
        return f"<Progress {self.run.lesson.key}>"


# -- quiz ------------------------------------------------------------------------------------


class QuizItemBox(w.VBox):
    """One question: the question (and its position), the answer controls, Check, the
    engine's explanation."""

    def __init__(self, run: LessonRun, item: QuizItem, n: int) -> None:
        self.run, self.item = run, item
        lang = run.lang
        self.state = item.position.state(run.game) if item.position is not None else None
        question = self._question()
        picture = _picture(self.state, lang) if self.state is not None and item.picture else ""
        head = w.HTML(f"<b>{html.escape(word('question', lang, n=n))}</b> "
                      f"{_md_code(question)}{picture}")
        if isinstance(item, LegalOrNot):
            self.control: Any = w.ToggleButtons(
                options=[(word("legal", lang), True), (word("illegal", lang), False)], value=None)
        elif isinstance(item, HowMany):
            self.control = NumberBox()
        else:
            self.control = w.RadioButtons(
                options=[(c[lang], i) for i, c in enumerate(item.choices)], value=None)
        self.button = w.Button(description=word("check", lang))
        self.button.on_click(lambda _b: self.check(self._value()))
        self.feedback = w.HTML()
        super().__init__([head, self.control, self.button, self.feedback],
                         layout=w.Layout(margin="0 0 1rem 0"))

    def _value(self) -> Any:
        return self.control.number if isinstance(self.control, NumberBox) else self.control.value

    def _question(self) -> str:
        item, lang = self.item, self.run.lang
        if isinstance(item, LegalOrNot):
            return word("legal-q", lang, action=item.action)
        return item.question[lang]

    def correct(self) -> Any:
        """The answer, from the engine."""
        item, state = self.item, self.state
        if isinstance(item, LegalOrNot):
            assert state is not None
            return bool(state.check(item.action))
        if isinstance(item, HowMany):
            assert state is not None
            return item.count(state)
        if callable(item.answer):
            assert state is not None
            return item.answer(state)
        return item.answer

    def explanation(self) -> str:
        """What the engine says, with the rule ids and their texts."""
        item, lang = self.item, self.run.lang
        parts = []
        rules: list[str] = list(item.rules)
        if isinstance(item, LegalOrNot):
            assert self.state is not None
            verdict = self.state.check(item.action)
            if verdict:
                parts.append(word("engine-legal", lang))
            else:
                parts.append(word("engine-illegal", lang, rule=verdict.rule,
                                  reason=verdict.in_lang(lang)))
                rules = [verdict.rule or "", *rules]
            if item.note is not None:
                parts.append(item.note[lang])
        elif isinstance(item, HowMany):
            parts.append(word("engine-count", lang, n=_num(self.correct())))
            parts.append(item.explain[lang])
        else:
            assert isinstance(item, Choose)
            parts.append(word("engine-choice", lang, choice=item.choices[self.correct()][lang]))
            parts.append(item.explain[lang])
        return " ".join(_md_code(p) for p in parts) + "<br><small>" + _rule_lines(
            self.run, list(dict.fromkeys(r for r in rules if r))) + "</small>"

    def check(self, value: Any) -> bool | None:
        """Check an answer (what the Check button does); None when nothing is chosen."""
        lang = self.run.lang
        if value is None:
            return None
        right = self.correct()
        ok = abs(float(value) - float(right)) < 1e-9 if isinstance(self.item, HowMany) \
            else value == right
        head = word("right" if ok else "wrong", lang)
        colour = "#05603a" if ok else "#9b1c1c"
        self.feedback.value = (f"<div style='color:{colour}'><b>{html.escape(head)}</b> "
                               f"{self.explanation()}</div>")
        self.run._report(self.item.id, "done" if ok else "wrong")
        return ok

    def clear(self) -> None:
        self.control.value = "" if isinstance(self.control, NumberBox) else None
        self.feedback.value = ""


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


class NumberBox(w.Text):
    """A box for a number; empty (or not a number) means no answer yet."""

    def __init__(self) -> None:
        super().__init__(value="", layout=w.Layout(width="6rem"))

    @property
    def number(self) -> float | None:
        try:
            return float(self.value.strip().replace(",", "."))
        except ValueError:
            return None


class QuizBox(w.VBox):
    """The quiz of a lesson."""

    def __init__(self, run: LessonRun, items: list[QuizItem]) -> None:
        self.run = run
        self.items = {item.id: QuizItemBox(run, item, n) for n, item in enumerate(items, 1)}
        title = w.HTML(f"<h3>{html.escape(word('quiz', run.lang))}</h3>")
        super().__init__([title, *self.items.values()])

    def answer(self, id: str, value: Any) -> bool | None:
        """Answer question ``id`` (as choosing and pressing Check does)."""
        box = self.items[id]
        box.control.value = _num(value) if isinstance(box.control, NumberBox) else value
        return box.check(box._value())

    def solve_all(self) -> None:
        """The harness: a wrong answer, then the engine's answer, for every question; then
        the quiz is cleared again."""
        for id, box in self.items.items():
            right = box.correct()
            if isinstance(box.item, LegalOrNot):
                wrong: Any = not right
            elif isinstance(box.item, HowMany):
                wrong = right + 1
            else:
                wrong = (right + 1) % len(box.item.choices)
            if self.answer(id, wrong) is not False or self.answer(id, right) is not True:
                raise AssertionError(f"{self.run.lesson.key} quiz {id!r} does not check answers")
            if not box.explanation():
                raise AssertionError(f"{self.run.lesson.key} quiz {id!r} explains nothing")
            box.clear()

    def __repr__(self) -> str:
        return f"<Quiz {self.run.lesson.key}: {len(self.items)} questions>"

    def _repr_mimebundle_(self, **kw: Any) -> dict:
        data = super()._repr_mimebundle_(**kw)
        if isinstance(data, tuple):
            data = data[0]
        questions = "".join(f"<li>{_md_code(box._question())}</li>"
                            for box in self.items.values())
        data["text/html"] = (f"<h3>{html.escape(word('quiz', self.run.lang))}</h3>"
                             f"<ol>{questions}</ol>")
        return data


# -- the score sheet to fill in ------------------------------------------------------------


class SheetBox(w.VBox):
    """Fill in a score sheet; Check compares every line with the engine's sheet."""

    def __init__(self, run: LessonRun, spec: FillSheet) -> None:
        self.run, self.spec = run, spec
        lang = run.lang
        self.state = spec.position.state(run.game)
        self.sheet = self.state.scores()
        self.seats = spec.seats if spec.seats is not None else tuple(range(len(self.sheet.points)))
        names = self.sheet.names(lang)
        self.cells: dict[tuple[str, int], NumberBox] = {}
        header = [w.HTML("")] + [w.HTML(f"<b>{html.escape(names[s])}</b>") for s in self.seats]
        rows: list[Any] = list(header)
        for c in self.sheet.categories:
            rows.append(w.HTML(html.escape(c.label[lang]), layout=w.Layout(width="auto")))
            for s in self.seats:
                cell = NumberBox()
                self.cells[(c.id, s)] = cell
                rows.append(cell)
        rows.append(w.HTML(f"<b>{html.escape(word('total', lang))}</b>"))
        for s in self.seats:
            cell = NumberBox()
            self.cells[("total", s)] = cell
            rows.append(cell)
        grid = w.GridBox(rows, layout=w.Layout(
            grid_template_columns=f"minmax(12rem, auto) repeat({len(self.seats)}, 7rem)",
            grid_gap="0.3rem 0.6rem"))
        self.button = w.Button(description=word("check", lang))
        self.button.on_click(lambda _b: self.check())
        self.feedback = w.HTML()
        intro = w.HTML(_md_code(spec.intro[lang])
                       + _picture(self.state, lang, score=False))
        super().__init__([intro, grid, self.button, self.feedback])

    def right(self, category: str, seat: int) -> float:
        if category == "total":
            return self.sheet.totals[seat]
        return self.sheet.points[seat][category]

    def fill(self, values: dict[tuple[str, int], float]) -> None:
        """Type numbers into the sheet: ``{(category id or "total", seat): number}``."""
        for key, value in values.items():
            self.cells[key].value = _num(value)

    def check(self) -> list[tuple[str, int]]:
        """Compare with the engine; returns the lines that differ (what Check does)."""
        lang = self.run.lang
        wrong = [key for key, cell in self.cells.items()
                 if cell.number is None or abs(cell.number - self.right(*key)) > 1e-9]
        for key, cell in self.cells.items():
            cell.layout.border = "2px solid #9b1c1c" if key in wrong else None
        if not wrong:
            ok = html.escape(word("sheet-ok", lang))
            self.feedback.value = f"<b style='color:#05603a'>{ok}</b>"
            self.run._report(self.spec.id, "done")
            return []
        names = self.sheet.names(lang)
        labels = {c.id: c for c in self.sheet.categories}
        lines = []
        for cat, seat in wrong:
            c = labels.get(cat)
            what = c.label[lang] if c else word("total", lang)
            why = self.run.game.rules[c.rule].text[lang] if c else ""
            given = self.cells[(cat, seat)].number
            lines.append(word("sheet-line", lang, who=names[seat], what=what,
                              given="?" if given is None else _num(given),
                              right=_num(self.right(cat, seat)), why=why))
        self.feedback.value = (f"<div style='color:#9b1c1c'>"
                               f"{html.escape(word('sheet-wrong', lang, n=len(wrong)))}<ul>"
                               + "".join(f"<li>{html.escape(x)}</li>" for x in lines)
                               + "</ul></div>")
        self.run._report(self.spec.id, "wrong")
        return wrong

    def solve(self) -> None:
        """The harness: one wrong line, then the engine's numbers, then cleared again."""
        first = next(iter(self.cells))
        self.fill({k: self.right(*k) for k in self.cells})
        self.cells[first].value = _num(self.right(*first) + 1)
        if self.check() != [first]:
            raise AssertionError(f"{self.run.lesson.key} sheet {self.spec.id!r}: check is wrong")
        self.cells[first].value = _num(self.right(*first))
        if self.check():
            raise AssertionError(f"{self.run.lesson.key} sheet {self.spec.id!r}: "
                                 f"right answers refused")
        for cell in self.cells.values():
            cell.value = ""
            cell.layout.border = None
        self.feedback.value = ""

    def __repr__(self) -> str:
        return f"<ScoreSheet task {self.run.lesson.key} {self.spec.id}>"


# -- what-if explorer ------------------------------------------------------------------------


class ExplorerBox(w.VBox):
    """Choose a position and two moves, predict which ends better, then simulate."""

    def __init__(self, run: LessonRun, spec: Explore) -> None:
        self.run, self.spec = run, spec
        lang = run.lang
        self.states = [p.state(run.game) for _, p in spec.positions]
        self.position = w.Dropdown(
            options=[(name[lang], i) for i, (name, _) in enumerate(spec.positions)], value=0,
            description=word("position", lang))
        self.code = w.Text(placeholder=word("code", lang))
        self.move_a = w.Dropdown(description=word("move-a", lang))
        self.move_b = w.Dropdown(description=word("move-b", lang))
        self.bot = w.ToggleButtons(options=[(BOT_LEVELS[b].label[lang], b) for b in spec.bots],
                                   tooltips=[BOT_LEVELS[b].description[lang] for b in spec.bots],
                                   value=spec.bots[0], description=word("bot", lang))
        self.games = w.IntSlider(value=spec.games, min=2, max=200, step=2,
                                 description=word("games", lang))
        self.prediction = w.ToggleButtons(
            options=[("A", "A"), ("B", "B"), (word("about-same", lang), "=")], value=None,
            description="")
        self.reveal_button = w.Button(description=word("reveal", lang), button_style="primary")
        self.bar = w.IntProgress(min=0, max=1, value=0, layout=w.Layout(width="20rem"))
        self.board = w.HTML()
        self.result = w.HTML()
        self.position.observe(lambda _c: self._choose(), names="value")
        self.code.observe(lambda _c: self._paste(), names="value")
        self.reveal_button.on_click(lambda _b: self.reveal())
        self._state = self.states[0]
        super().__init__([
            w.HBox([self.position, self.code]), self.board, self.move_a, self.move_b,
            w.HTML(f"<b>{html.escape(word('predict', lang))}</b>"), self.prediction,
            self.bot, self.games, w.HBox([self.reveal_button, self.bar]), self.result])
        self._choose()

    def _choose(self, state: State | None = None) -> None:
        self._state = state if state is not None else self.states[self.position.value]
        legal = [str(a) for a in self._state.legal_actions()]
        self.move_a.options = legal
        self.move_b.options = legal
        if legal:
            self.move_a.value = legal[0]
            self.move_b.value = legal[min(1, len(legal) - 1)]
        self.board.value = _picture(self._state, self.run.lang)
        self.result.value = ""

    def _paste(self) -> None:
        text = self.code.value.strip()
        if not text:
            return
        try:
            state = self.run.game.from_code(text)
        except BadSave as e:
            self.result.value = html.escape(word("bad-code", self.run.lang, why=e))
            return
        self._choose(state)

    def simulate(self, move: str, games: int) -> list[Any]:
        """Final score sheets of ``games`` games after ``move``, bots playing every seat."""
        after = self._state.apply(move)
        sheets = []
        for g in range(games):
            bots = [make_bot(self.bot.value, seed=g * 7 + s) for s in range(after.num_players())]
            end = play_game(after, bots, random.Random(g))
            sheets.append(end.scores())
            self.bar.value += 1
        return sheets

    def reveal(self) -> str | None:
        """Simulate both moves and show the charts (what Reveal does); returns the verdict
        ("A", "B" or "=") or None when the learner has not predicted yet."""
        lang = self.run.lang
        if self.prediction.value is None:
            self.result.value = html.escape(word("predict-first", lang))
            return None
        a, b = self.move_a.value, self.move_b.value
        if a == b:
            self.result.value = html.escape(word("same-move", lang))
            return None
        mover = self._state.current_player()
        self.bar.max, self.bar.value = 2 * self.games.value, 0
        margins: dict[str, list[float]] = {}
        cats: dict[str, dict[str, float]] = {}
        for label, move in (("A", a), ("B", b)):
            sheets = self.simulate(move, self.games.value)
            name = f"{label}: {move}"
            margins[name] = [s.totals[mover] - max((t for i, t in enumerate(s.totals)
                                                    if i != mover), default=0) for s in sheets]
            cats[name] = {c.label[lang]: statistics.fmean(s.points[mover][c.id] for s in sheets)
                          for c in sheets[0].categories}
        (ma, va), (mb, vb) = ((k, statistics.fmean(v)) for k, v in margins.items())
        verdict = "=" if abs(va - vb) < 0.5 else ("A" if va > vb else "B")
        text = word("result", lang, a=f"{va:+.1f}", b=f"{vb:+.1f}") + word(
            "you-right" if verdict == self.prediction.value else "you-wrong", lang)
        self.result.value = (f"<p><b>{html.escape(text)}</b></p>"
                             + histograms(margins, title=word("margin", lang),
                                          prefix=f"{self.spec.id}-m")
                             + bars(cats, title=word("categories", lang),
                                    prefix=f"{self.spec.id}-c"))
        return verdict

    def solve(self) -> None:
        """The harness: predict, reveal with a few games, check the charts came out."""
        self.prediction.value = "A"
        self.games.value = 2
        if len(self.move_a.options) > 1:
            self.reveal()
            if "<svg" not in self.result.value:
                raise AssertionError(f"{self.run.lesson.key} explorer {self.spec.id!r} "
                                     f"drew nothing")
        self.prediction.value = None
        self.games.value = self.spec.games
        self.result.value = ""

    def __repr__(self) -> str:
        return f"<Explorer {self.run.lesson.key} {self.spec.id}>"


# -- games against bots ------------------------------------------------------------------------


class PlayBox(w.VBox):
    """A full game against bots; choose the level and the number of players."""

    def __init__(self, run: LessonRun, spec: PlayBots) -> None:
        self.run, self.spec = run, spec
        lang = run.lang
        self.level = w.ToggleButtons(
            options=[(level.label[lang], name) for name, level in BOT_LEVELS.items()],
            tooltips=[level.description[lang] for level in BOT_LEVELS.values()],
            value=spec.level, description=word("level", lang))
        self.players = w.Dropdown(options=list(spec.players), value=spec.players[0],
                                  description=word("players", lang))
        self.new_button = w.Button(description=word("new-game", lang))
        self.new_button.on_click(lambda _b: self.new_game())
        self.seed = spec.seed
        self.board = self._make()
        super().__init__([w.HBox([self.level, self.players, self.new_button]), self.board])

    def _make(self) -> GameWidget:
        n = self.players.value
        match = Match(self.run.game, players=n, seed=self.seed, **dict(self.spec.options))
        bots = {seat: make_bot(self.level.value, seed=self.seed + seat) for seat in range(1, n)}
        return GameWidget(match, lang=self.run.lang, opponents=bots)

    def new_game(self) -> GameWidget:
        """Start a new game with the chosen level and players (what New game does)."""
        self.seed += 1
        old = self.board
        self.board = self._make()
        self.children = (self.children[0], self.board)
        old.close()
        return self.board

    def solve(self) -> None:
        """The harness: a few moves against the bot, on a quick level."""
        level = self.level.value
        self.level.value = "random"
        board = self.new_game()
        for _ in range(3):
            state = board.state
            if state.is_terminal():
                break
            board.click(state.legal_actions()[0])
        self.level.value = level
        self.seed = self.spec.seed - 1
        self.new_game()

    def __repr__(self) -> str:
        return f"<Game against bots {self.run.lesson.key} {self.spec.id}>"
