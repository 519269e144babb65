"""Contrast (WCAG 2, AA) of every text a learner reads: the widget's own colours in
board.css, and the text of each game's board over what is drawn under it, with the game's
default colours (``DEFAULT_COLORS`` through ``render``). The measuring is in
``tests/contrast.py``.

Text needs 4.5:1 (3:1 when large: 24 px, or 18.66 px bold); the keyboard focus ring, a
part of the interface that is not text, needs 3:1 on the widget's paper and on every
board's background (WCAG 1.4.11). Disabled buttons are exempt (WCAG 1.4.3).

Every game's boards pass today. :data:`KNOWN_FAILURES` would list, per game, texts (by their
class, over what) that fail, for the game's engineer to fix. The test
fails on a failure not in the list (a new one) and on a listed one that passes (fixed: take
it off the list), so the list only shrinks.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from contrast import parse_color, ratio, text_contrasts

import tutor
from tutor.bench import random_game

CSS = Path(tutor.__file__).parent / "widget" / "static" / "board.css"

KNOWN_FAILURES: dict[str, set[tuple[str, str]]] = {
    # game: {(the text's classes, the shape under it)}; measured on the boards of
    # board_samples(), both languages. Empty: every game's board texts pass.
}
"""Board texts below AA today, per game (see the module's docstring)."""


# -- the widget's CSS ----------------------------------------------------------------------


def css_rules(text: str) -> dict[str, dict[str, str]]:
    """Selector -> declarations of a plain stylesheet (no nesting but @media, skipped)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"@[a-z-]+[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}", "", text)
    rules: dict[str, dict[str, str]] = {}
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", text):
        decls = {k.strip(): v.strip() for k, v in
                 (d.split(":", 1) for d in body.split(";") if ":" in d)}
        for selector in selectors.split(","):
            rules.setdefault(" ".join(selector.split()), {}).update(decls)
    return rules


def widget_pairs() -> list[tuple[str, str, str]]:
    """(where, text colour, background) for every rule of board.css that sets a text colour
    or a background: the rule's own colour (else the widget's ink) over its own background
    (else the widget's paper); disabled buttons are exempt. Muted text (the undone log
    lines, the code title) is also checked over every background a log line can take."""
    rules = css_rules(CSS.read_text(encoding="utf-8"))
    root = rules[".tutor-widget"]

    def value(v: str) -> str:
        m = re.fullmatch(r"var\((--[\w-]+)\)", v.strip())
        return value(root[m.group(1)]) if m else v.strip()

    ink, paper = value(root["color"]), value(root["background"])
    pairs = [(".tutor-widget", ink, paper)]
    for selector, decls in rules.items():
        if selector == ".tutor-widget" or selector.endswith(":disabled"):
            continue
        fg = decls.get("color")
        bg = decls.get("background", decls.get("background-color"))
        if fg is None and bg is None:
            continue
        pairs.append((selector, value(fg) if fg else ink, value(bg) if bg else paper))
    muted = value(root["--tutor-muted"])
    for selector in (".tutor-widget .tutor-log-line:hover",
                     ".tutor-widget .tutor-log-line.current"):
        pairs.append((f"{selector} (an undone line)", muted, value(rules[selector]["background"])))
    return pairs


def test_widget_text_colours_pass_aa() -> None:
    """Every text colour of the widget over its background is at least 4.5:1."""
    failures = []
    for where, fg, bg in widget_pairs():
        f, b = parse_color(fg), parse_color(bg)
        assert f is not None and b is not None, f"{where}: cannot read {fg} or {bg}"
        if ratio(f, b) < 4.5:
            failures.append(f"{where}: {fg} on {bg} = {ratio(f, b):.2f}")
    assert not failures, "text below 4.5:1 in board.css:\n" + "\n".join(failures)


def test_focus_ring_stands_out_on_the_paper_and_every_board() -> None:
    """The focus ring is at least 3:1 against the widget's paper and each game's board
    background and panels (non-text contrast, WCAG 1.4.11)."""
    rules = css_rules(CSS.read_text(encoding="utf-8"))
    focus = parse_color(rules[".tutor-widget"]["--tutor-focus"])
    paper = parse_color(rules[".tutor-widget"]["--tutor-paper"])
    assert focus is not None and paper is not None
    grounds = {"paper": paper}
    for game in tutor.games():
        colors = board_class(game).default_colors
        for key in ("background", "panel"):
            fill = parse_color(colors.get(key, {}).get("fill"))
            if fill is not None:
                grounds[f"{game} {key}"] = fill
    low = {k: round(ratio(focus, v), 2) for k, v in grounds.items() if ratio(focus, v) < 3}
    assert not low, f"the focus ring is below 3:1 on {low}"


# -- the games' boards ---------------------------------------------------------------------


def board_class(game: str) -> type:
    """The game's Board subclass (the one whose default colours the renderer uses)."""
    from tutor.core.svg import Board

    module = load_render(game)
    found = [v for v in vars(module).values()
             if isinstance(v, type) and issubclass(v, Board) and v is not Board
             and v.__module__ == module.__name__]
    assert found, f"no Board subclass in {module.__name__}"
    return found[0]


def load_render(game: str):
    import importlib

    return importlib.import_module(f"tutor.games.{game}.render")


def board_samples(game: str) -> list[tuple[tutor.core.State, int | None]]:
    """Positions of one seeded random game (start, five along it, the end) with the viewer
    to draw them for: the seat to act where there is one, else the teacher."""
    g = tutor.load(game)
    states = random_game(g, random.Random(5), **dict(getattr(g, "bench_options", {})))
    picks = states[:: max(1, len(states) // 6)] + [states[-1]]
    return [(s, s.current_player() if s.current_player() >= 0 else None) for s in picks]


def board_texts(game: str) -> tuple[dict[tuple[str, str], str], set[tuple[str, str]]]:
    """The texts of the sample boards, in both languages, with every legal move
    highlighted, as (text classes, shape under it): those below AA (with one example each),
    and every one seen."""
    failing: dict[tuple[str, str], str] = {}
    seen: set[tuple[str, str]] = set()
    for state, viewer in board_samples(game):
        hints = [str(a) for a in state.legal_actions()]
        for lang in ("en", "zh-Hant"):
            for f in text_contrasts(state.render(viewer=viewer, highlight=hints, lang=lang)):
                seen.add((f.classes, f.under))
                if f.ratio < f.needed:
                    failing.setdefault((f.classes, f.under), str(f))
    return failing, seen


@pytest.mark.parametrize("game", tutor.games())
def test_board_text_contrast(game: str) -> None:
    """No board text falls below AA beyond the known failures, and a known failure seen
    on the sample boards still fails (a fixed one must leave the list)."""
    failing, seen = board_texts(game)
    known = KNOWN_FAILURES.get(game, set())
    new = {k: v for k, v in failing.items() if k not in known}
    fixed = sorted(k for k in known & seen if k not in failing)
    assert not new, (f"{game}: text below WCAG AA (not in KNOWN_FAILURES):\n"
                     + "\n".join(sorted(new.values())))
    assert not fixed, f"{game}: these pass now; take them off KNOWN_FAILURES: {fixed}"
