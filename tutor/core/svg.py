"""SVG helpers shared by every game's renderer.

A renderer draws on a :class:`Drawing`: an svgwrite drawing (``debug=False``: validation
is many times slower) that gives every element an explicit id with the drawing's prefix
(svgwrite's automatic ids come from one global counter and would break byte-identical
output) and takes icons and card art from the symbol sheets in ``svg/`` (inlined once in
``<defs>``, placed with ``<use>``). Elements are added with :meth:`Drawing.node` and
:meth:`Drawing.place`: plain ElementTree elements, several times cheaper to build than
svgwrite's (Kanagawa draws about a thousand), held and serialized by the svgwrite drawing.

Each game's board class derives from :class:`Board`, which holds what every board draws
from (state, viewer, first click, hints, language, colours) and the helpers they share:
``group``, ``rect``, ``text``, ``circle``, ``use`` and ``panel`` elements, and the
``legal`` / ``illegal`` / ``hint`` classes and the "why not" tooltip of a clickable
element (:meth:`Board.clickable`, :func:`refusal`, :func:`cite`).

Every click target is also a keyboard target with a name a screen reader says, in the
board's language (:meth:`Board.aria`): a ``<g>`` made by :meth:`Board.group` with a
``data-action`` gets ``role="button"``, ``tabindex="0"`` and an ``aria-label`` with the move
in words (``State.words_for``), or, when the action is not legal now, no place in the Tab
order (``tabindex="-1"``: a click still explains why it is refused, and its tooltip, which
says why, names it); one with a
``data-target`` gets the role, the tab stop and the label a game gives it
(:meth:`Board.target_label`; without one the tooltip names it). The widget plays a focused
target with Enter or Space.
"""

from __future__ import annotations

import hashlib
import html
import json
import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import svgwrite
from svgwrite.etree import etree as svg_etree  # ElementTree with svgwrite's CDATA support

if TYPE_CHECKING:
    from .game import State
    from .rules import RuleRegistry
    from .verdict import Verdict

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
ET.register_namespace("", SVG_NS)
ET.register_namespace("xlink", XLINK_NS)
"""A drawing parsed and written again keeps ``xlink:href`` (not ``ns1:href``, which an SVG
inside an HTML page does not understand: its ``<use>`` would draw nothing)."""

CITATION = re.compile(r"\s*[(（](?:rule|規則) [^)）]*[)）]")
"""A rule citation in a tooltip, "(rule x.y)" or "（規則 x.y）" (:func:`cite`)."""


class SvgText(str):
    """SVG markup as a ``str`` that Jupyter displays as a picture."""

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return str(self)


def prefix_for(seed_text: str) -> str:
    """A short id prefix derived from content, so the same state gives the same ids."""
    return "t" + hashlib.sha1(seed_text.encode("utf-8")).hexdigest()[:8]


def state_prefix(state: State, viewer: int | None, hints: Any, *extra: Any) -> str:
    """The id prefix of a drawing of ``state`` for ``viewer``: a hash of what that seat may
    know (:meth:`~tutor.core.game.State.public_dict`), the viewer and ``extra`` (selection,
    language...). ``hints`` (the highlighted actions) count only when the viewer is the
    seat to act or the teacher: another seat's legal moves may depend on its secrets, and
    a hash over a small space can be searched, so it would tell them."""
    if viewer is not None and viewer != state.current_player():
        hints = ()
    known = json.dumps(state.public_dict(viewer), sort_keys=True, separators=(",", ":"))
    return prefix_for(known + repr((viewer, list(hints or ()), *extra)))


def fmt(v: float) -> str:
    """A coordinate with at most one decimal (short, stable output).

    >>> fmt(3.0), fmt(2.25), fmt(-0.01)
    ('3', '2.2', '0')
    """
    s = f"{v:.1f}"
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


def num(x: float) -> str:
    """A score as text: whole numbers without a decimal point.

    >>> num(4.0), num(2.5)
    ('4', '2.5')
    """
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


Colors = Mapping[str, Mapping[str, str]]
"""Colours by semantic class list, as in python-chess's ``DEFAULT_COLORS``:
``{"slot legal": {"fill": "#d6f0cf"}}`` styles elements having both classes."""


def merge_colors(defaults: Colors, overrides: Colors | None) -> dict[str, dict[str, str]]:
    """``defaults`` with the entries of ``overrides`` merged in, key by key.

    >>> merge_colors({"a": {"fill": "red", "stroke": "blue"}}, {"a": {"fill": "green"}})
    {'a': {'fill': 'green', 'stroke': 'blue'}}
    """
    merged = {k: dict(v) for k, v in defaults.items()}
    for key, decls in (overrides or {}).items():
        merged[key] = {**merged.get(key, {}), **decls}
    return merged


def font_css(scope: str, sizes: Mapping[str, float]) -> str:
    """CSS for the text of a drawing with class ``scope``: one font stack (Latin and CJK),
    no stroke, and a font size per text class (``{"caption": 20}`` -> ``.scope .caption``)."""
    return (
        f".{scope} text{{font-family:'Segoe UI','Helvetica Neue',Arial,'Noto Sans CJK TC',"
        "'PingFang TC','Microsoft JhengHei',sans-serif;stroke:none}"
        + "".join(f".{scope} .{k}{{font-size:{v}px}}" for k, v in sizes.items())
    )


def class_css(scope: str, colors: Colors) -> str:
    """One CSS rule per entry of ``colors``: ``"slot legal"`` becomes ``.scope .slot.legal``.

    >>> class_css("demo", {"slot legal": {"fill": "#0f0"}})
    '.demo .slot.legal{fill:#0f0}'
    """
    rules = []
    for key, decls in colors.items():
        selector = f".{scope} ." + ".".join(key.split())
        body = ";".join(f"{k}:{v}" for k, v in decls.items())
        rules.append(f"{selector}{{{body}}}")
    return "".join(rules)


def cite(text: str, rule: str, lang: str) -> str:
    """``text`` citing the rule ``rule``, as tooltips end.

    >>> cite("Pass", "cartography.end.pass", "en")
    'Pass (rule cartography.end.pass)'
    >>> cite("跳過", "cartography.end.pass", "zh-Hant")
    '跳過（規則 cartography.end.pass）'
    """
    return f"{text} (rule {rule})" if lang == "en" else f"{text}（規則 {rule}）"


def refusal(verdict: Verdict, lang: str) -> str:
    """Why an action is illegal, in ``lang``, citing its rule.

    >>> from tutor.core import Text, Verdict
    >>> v = Verdict.illegal("pass", "cartography.end.pass", Text("not now", "現在不行"))
    >>> refusal(v, "en")
    'not allowed: not now (rule cartography.end.pass)'
    >>> refusal(v, "zh-Hant")
    '不可以：現在不行（規則 cartography.end.pass）'
    """
    if lang == "en":
        return f"not allowed: {verdict.reason} (rule {verdict.rule})"
    return f"不可以：{verdict.in_lang(lang)}（規則 {verdict.rule}）"


def illegal_text(verdict: Verdict, rules: RuleRegistry, lang: str) -> str:
    """Why an action is illegal, citing its rule: the verdict's reason in English, the
    rule's title in Traditional Chinese (the form Cartography's board keeps; the other
    boards give the verdict's own Chinese reason, :func:`refusal`)."""
    if lang == "en":
        return refusal(verdict, lang)
    rule = rules[verdict.rule] if verdict.rule in rules else None
    title = rule.title["zh-Hant"] if rule else ""
    return f"不可以：{title}（規則 {verdict.rule}）"


def hint_list(highlight: Any) -> list[str]:
    """The highlighted actions a ``render`` was given (one notation, an iterable of
    actions or notations, or None) as sorted notations without repeats.

    >>> hint_list("pass"), hint_list(None), hint_list(["b", "a", "b"])
    (['pass'], [], ['a', 'b'])
    """
    if isinstance(highlight, str):
        highlight = [highlight]
    return sorted({str(h) for h in highlight or ()})


def mark_path(seat: int, cx: float, cy: float, r: float) -> str:
    """The SVG path (``d``) of ``seat``'s mark (:data:`tutor.core.seats.SEAT_MARKS`:
    circle, triangle, square, diamond, star) centred on (cx, cy), within a circle of radius
    ``r``; a seat past the fifth gets the circle.

    >>> mark_path(2, 10, 10, 5)
    'M6.5 6.5H13.5V13.5H6.5Z'
    >>> mark_path(1, 0, 0, 10)
    'M0 -10L8.7 5L-8.7 5Z'
    """
    if seat == 2:  # square
        h = r * 0.7
        return f"M{fmt(cx - h)} {fmt(cy - h)}H{fmt(cx + h)}V{fmt(cy + h)}H{fmt(cx - h)}Z"
    if seat == 1:  # triangle, point up
        pts = [(cx, cy - r), (cx + r * 0.866, cy + r / 2), (cx - r * 0.866, cy + r / 2)]
    elif seat == 3:  # diamond
        pts = [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
    elif seat == 4:  # five-pointed star
        pts = [(cx + (r if i % 2 == 0 else r * 0.45) * math.cos(math.pi * i / 5 - math.pi / 2),
                cy + (r if i % 2 == 0 else r * 0.45) * math.sin(math.pi * i / 5 - math.pi / 2))
               for i in range(10)]
    else:  # circle, as two arcs
        return (f"M{fmt(cx - r)} {fmt(cy)}a{fmt(r)} {fmt(r)} 0 1 0 {fmt(2 * r)} 0"
                f"a{fmt(r)} {fmt(r)} 0 1 0 {fmt(-2 * r)} 0Z")
    return "M" + "L".join(f"{fmt(x)} {fmt(y)}" for x, y in pts) + "Z"


def check_viewer(viewer: Any, seats: int) -> None:
    """Refuse a ``viewer`` that is neither None, nor a seat number below ``seats``, nor
    ``seats`` itself: a spectator, who sits at no seat and sees only what every seat may
    see (the other seats' hands and every secret hidden; a teacher's projector showing a
    class table, :mod:`tutor.classroom.tables`).

    Raises:
        ValueError: naming the seats allowed.

    >>> check_viewer(1, 2)
    >>> check_viewer(2, 2)  # a spectator
    >>> check_viewer(3, 2)
    Traceback (most recent call last):
    ValueError: viewer must be a seat from 0 to 1, 2 (a spectator) or None, not 3
    """
    if viewer is not None and not (isinstance(viewer, int) and not isinstance(viewer, bool)
                                   and 0 <= viewer <= seats):
        raise ValueError(f"viewer must be a seat from 0 to {seats - 1}, {seats} (a "
                         f"spectator) or None, not {viewer!r}")


class Drawing:
    """An svgwrite drawing with per-drawing ids and inlined symbols.

    >>> d = Drawing(100, 50, prefix="p1")
    >>> d.id("slot-3")
    'p1-slot-3'
    >>> _ = d.node(None, "rect", x=0, y=0, width=10, height=10, id=d.id("r"), class_="square")
    >>> 'id="p1-r"' in d.tostring()
    True
    """

    def __init__(self, width: float, height: float, prefix: str, css_class: str = "tutor-svg"):
        self.prefix = prefix
        self.width = width
        self.height = height
        self.dwg = svgwrite.Drawing(
            size=(f"{width:g}", f"{height:g}"), debug=False, profile="full",
            id=prefix, class_=css_class,
        )
        self.dwg.viewbox(0, 0, width, height)
        self._symbols: set[str] = set()

    def id(self, name: str) -> str:
        return f"{self.prefix}-{name}"

    def add(self, element: Any) -> Any:
        return self.dwg.add(element)

    def symbol(self, sheet: str, name: str) -> str:
        """Inline symbol ``name`` of ``svg/<sheet>.svg`` once; return its href."""
        sid = self.id(f"sym-{name}")
        if sid not in self._symbols:
            source = load_sheet(sheet)[name]
            element = ET.Element(source.tag, source.attrib)  # children shared, never changed
            element.text, element.tail = source.text, source.tail
            element[:] = list(source)
            element.set("id", sid)
            self.dwg.defs.add(_Raw(element))
            self._symbols.add(sid)
        return "#" + sid

    def node(self, parent: ET.Element | None, tag: str, text: str | None = None,
             title: str | None = None, **kw: Any) -> ET.Element:
        """A plain ElementTree element ``<tag>``, added to ``parent`` (an element made by
        :meth:`node`) or, when ``parent`` is None, to the drawing itself.

        Keyword attributes drop a trailing ``_`` and turn ``_`` into ``-`` (``class_``,
        ``data_action``); None values are dropped;
        numbers are written with :func:`fmt`. ``title`` adds a ``<title>`` tooltip as the
        first child; ``text`` is the element's text.

        >>> d = Drawing(100, 50, prefix="p2")
        >>> g = d.node(None, "g", id=d.id("box"), class_="box", title="a box")
        >>> _ = d.node(g, "rect", x=1.25, y=0, width=10, height=10, data_action="pass")
        >>> print(d.tostring().split("<g ")[1])
        class="box" id="p2-box"><title>a box</title><rect data-action="pass" height="10" \
width="10" x="1.2" y="0" /></g></svg>
        """
        attrib = {}
        for k in sorted(kw):
            v = kw[k]
            if v is not None:
                attrib[k.rstrip("_").replace("_", "-")] = v if isinstance(v, str) else fmt(v)
        if parent is None:
            el = ET.Element(tag, attrib)
            self.dwg.add(_Raw(el))
        else:
            el = ET.SubElement(parent, tag, attrib)
        if title is not None:
            ET.SubElement(el, "title").text = title
        if text is not None:
            el.text = text
        return el

    def place(self, parent: ET.Element | None, sheet: str, name: str, x: float, y: float,
              w: float, h: float, **kw: Any) -> ET.Element:
        """Place symbol ``name`` of ``svg/<sheet>.svg`` at (x, y) with size (w, h), as a
        :meth:`node` (``<use>`` written as svgwrite writes it, with ``xlink:href``)."""
        return self.node(parent, "use", height=h, width=w, x=x, y=y,
                         **{"xlink:href": self.symbol(sheet, name)}, **kw)

    def tostring(self, desc: str | None = None) -> SvgText:
        if desc is not None:
            self.dwg.add(_Raw(_desc(desc)))
        # what svgwrite's own tostring() returns, without its round trip through UTF-8 bytes
        return SvgText(svg_etree.tostring(self.dwg.get_xml(), encoding="unicode"))


class Board:
    """The base of a game's board drawing: what it draws (the state, the seat viewing it,
    the first click of a two-click action, the highlighted actions, the language and the
    colours), the element helpers every board uses, over :meth:`Drawing.node`, and the
    classes and tooltip of a clickable element.

    A subclass names its symbol sheet, CSS scope, words and colours in class attributes,
    calls this ``__init__``, lays its picture out, creates :attr:`d` with
    :meth:`new_drawing` and draws it in ``draw()``, starting with :meth:`begin`.

    >>> from tutor.games import cartography
    >>> class Demo(Board):
    ...     symbol_sheet, scope = "cartography", "demo"
    ...     words_table = {"en": {}, "zh-Hant": {}}
    >>> b = Demo(cartography.new_game(), None, {}, {"pass"}, "en", None)
    >>> b.new_drawing(100, 40, "p3")
    >>> cls, title = b.clickable(["button"], "pass", "Pass")  # not legal before a tile
    >>> cls, title.split(":")[0]
    ('button illegal hint', 'Pass — not allowed')
    >>> g = b.group(None, "pass", cls, title, "pass")
    >>> print(b.rect(g, 0, 0, 100, 40, 6).attrib)
    {'height': '40', 'rx': '6', 'width': '100', 'x': '0', 'y': '0'}
    """

    symbol_sheet: ClassVar[str] = ""
    """The symbol sheet ``svg/<sheet>.svg`` that :meth:`use` places symbols from."""
    scope: ClassVar[str] = ""
    """The drawing's CSS class (``tutor-svg <scope>``), which scopes its style rules."""
    words_table: ClassVar[Mapping[str, Mapping[str, str]]] = {}
    """The board's labels by language: :attr:`words` is ``words_table[lang]``."""
    default_colors: ClassVar[Colors] = {}
    """Colours by semantic class list; ``render(colors=...)`` overrides entries."""
    corner: ClassVar[float] = 10
    """Corner radius of a :meth:`panel`."""
    pad: ClassVar[float] = 12
    """Inner padding of a :meth:`panel`: its heading starts this far in."""
    heading_dy: ClassVar[float] = 12
    """A panel heading's baseline, below the padding."""
    panel_ids: ClassVar[tuple[str, str | None]] = ("{}-frame", "{}-heading")
    """The ids of a panel's frame and heading (None: no id), from the panel's name."""
    concealed: bool = False
    """Draw the clickable moves without telling which are legal (``render(...,
    show_legal=False)``, a legality task before its second hint): :meth:`clickable` adds
    neither ``legal`` nor ``illegal`` nor the refusal to the tooltip, and every move is in
    the Tab order, named by its tooltip (:meth:`aria`). A renderer that shows legality in
    any other way (a ring drawn only round a legal place) checks this flag too."""

    d: Drawing
    """The drawing (made by :meth:`new_drawing`, once the size is known)."""

    def __init__(self, state: State, viewer: int | None, sel: dict[str, Any],
                 hints: set[str], lang: str, colors: Colors | None) -> None:
        self.s = state
        self.viewer = viewer
        self.sel = sel
        self.hints = hints
        self.lang = lang
        self.zh = lang == "zh-Hant"
        self.words = self.words_table[lang]
        self.names = state.player_names(lang)
        self.colors = merge_colors(self.default_colors, colors)
        self.legal = set(state.legal_actions().notations())

    def draw(self) -> SvgText:
        """The whole drawing (each game's board draws itself)."""
        raise NotImplementedError

    def description(self) -> str:
        """The board's ``<desc>``, what a screen reader says of the whole picture before its
        parts: the game, the status line the board shows (whose turn and what to do, or
        who won) and the last move, as the viewing seat may see them, in the board's
        language and the game's own words. Never the text board: its card and tile codes
        and coordinates are notation, which no child's screen shows."""
        s, lang = self.s, self.lang
        parts = [s.game.title[lang], s.describe(lang)]
        last = s.last_for(self.viewer, lang)
        if last:
            parts.append(WORDS[lang]["last"].format(move=last))
        stop = "。" if self.zh else ". "
        said = [p.strip().rstrip("。.") for p in parts if p.strip()]
        return stop.join(p[:1].upper() + p[1:] for p in said) + stop.strip()

    def finish(self, markers: Mapping[str, int] | None = None,
               labels: Mapping[str, str] | None = None, show_legal: bool = True) -> SvgText:
        """:meth:`draw`, with :attr:`concealed` when not ``show_legal``, then the numbered
        ``markers`` and place ``labels`` on top (:func:`annotate`): what a game's
        ``render`` returns."""
        self.concealed = not show_legal
        return annotate(self.draw(), markers, labels, self.lang)

    def new_drawing(self, width: float, height: float, prefix: str, *extra: str) -> None:
        """Create :attr:`d` with the class ``tutor-svg <scope>`` (then ``extra``)."""
        css_class = " ".join(("tutor-svg", self.scope, *extra))
        self.d = Drawing(width, height, prefix, css_class=css_class)

    def begin(self, css: str) -> None:
        """Add the ``<style>`` (``css``, then one rule per entry of :attr:`colors`) and the
        background rectangle (class ``background``)."""
        d = self.d
        d.add(d.dwg.style(css + class_css(self.scope, self.colors), id=d.id("style")))
        self.rect(None, 0, 0, d.width, d.height, id=d.id("background"), class_="background")

    # -- elements ---------------------------------------------------------------------

    def group(self, parent: ET.Element | None, name: str | None, cls: str,
              title: str | None = None, action: str | None = None,
              target: str | None = None) -> ET.Element:
        """A ``<g>`` with an id (``name`` prefixed), classes, a tooltip and a click; a click
        target is also a keyboard target with an accessible name (:meth:`aria`)."""
        aria = self.aria(action, target)
        if self.concealed and action is not None and title:
            aria["aria_label"] = CITATION.sub("", title.split(" — ")[0]).strip()
        return self.d.node(parent, "g", title=title, id=self.d.id(name) if name else None,
                           class_=cls, data_action=action, data_target=target, **aria)

    def seat_mark(self, parent: ET.Element | None, seat: int, cx: float, cy: float,
                  r: float, cls: str = "seat-mark", **kw: Any) -> ET.Element:
        """Seat ``seat``'s mark (:func:`mark_path`) centred on (cx, cy), radius ``r``, of
        classes ``cls`` and ``seat-mark-<seat>``: the shape that tells the seat's pieces
        apart by more than colour, the same as the mark in front of its name in the status
        line, the move log and the score sheet (:mod:`tutor.core.seats`)."""
        return self.d.node(parent, "path", d=mark_path(seat, cx, cy, r),
                           class_=f"{cls} seat-mark-{seat}", **kw)

    # -- keyboard and screen readers ----------------------------------------------------

    def aria(self, action: str | None, target: str | None) -> dict[str, str]:
        """The keyboard and screen-reader attributes of a click target (keyword arguments
        of :meth:`Drawing.node`): none for an element that is not clickable.

        A legal ``action`` is a button in the Tab order named by the move in words as the
        viewer may know it (``State.words_for``); an illegal one is a button out of the Tab
        order (a click on it explains the refusal; its tooltip, which says why, names it:
        ``words_for`` is only asked about legal actions). A ``target`` (the first click
        of two) is a button in the Tab order named by :meth:`target_label`, or, without a
        label, by its tooltip.

        ``words_for`` runs for every legal target of every drawing: a game keeps it cheap
        (no ``apply``, no search), so that drawing stays fast (``python -m tutor.bench``).
        """
        if action is not None:
            if self.concealed:  # every move reachable; named by its tooltip (group)
                return {"role": "button", "tabindex": "0"}
            if action in self.legal:
                return {"role": "button", "tabindex": "0",
                        "aria_label": self.s.words_for(action, self.viewer, self.lang)}
            return {"role": "button", "tabindex": "-1"}
        if target is not None:
            aria = {"role": "button", "tabindex": "0"}
            label = self.target_label(target)
            if label:
                aria["aria_label"] = label
            return aria
        return {}

    def target_label(self, target: str) -> str | None:
        """What a screen reader says for the ``data-target`` ``target``, in the board's
        language (e.g. 「第 3 欄，兩張卡」), or None to let the element's tooltip name it.
        Games override it where the tooltip is long or cites rules."""
        return None

    def rect(self, parent: ET.Element | None, x: float, y: float, w: float, h: float,
             rx: float = 0, **kw: Any) -> ET.Element:
        """A ``<rect>`` (corner radius ``rx``, none when 0)."""
        return self.d.node(parent, "rect", x=x, y=y, width=w, height=h, rx=rx or None, **kw)

    def text(self, parent: ET.Element | None, text: str, x: float, y: float, cls: str,
             anchor: str | None = None, **kw: Any) -> ET.Element:
        """A ``<text>`` of class ``cls`` with its baseline at y (``anchor``: text-anchor)."""
        return self.d.node(parent, "text", text, x=x, y=y, class_=cls, text_anchor=anchor,
                           **kw)

    def circle(self, parent: ET.Element | None, cx: float, cy: float, r: float, cls: str,
               **kw: Any) -> ET.Element:
        return self.d.node(parent, "circle", cx=cx, cy=cy, r=r, class_=cls, **kw)

    def use(self, parent: ET.Element | None, name: str, x: float, y: float, w: float,
            h: float | None = None, **kw: Any) -> ET.Element:
        """Symbol ``name`` of the sheet at (x, y), size w x h (square when h is None)."""
        return self.d.place(parent, self.symbol_sheet, name, x, y, w, w if h is None else h, **kw)

    def panel(self, name: str, x: float, y: float, w: float, h: float, heading: str,
              parent: ET.Element | None = None, cls: str = "panel") -> None:
        """A framed panel with a heading (ids from :attr:`panel_ids`)."""
        frame, label = self.panel_ids
        d = self.d
        self.rect(parent, x, y, w, h, self.corner, id=d.id(frame.format(name)), class_=cls)
        self.text(parent, heading, x + self.pad, y + self.pad + self.heading_dy, "heading",
                  id=d.id(label.format(name)) if label else None)

    # -- clicks -----------------------------------------------------------------------

    def why(self, action: str) -> str:
        """Why ``action`` is illegal here, citing the rule (:func:`refusal`)."""
        return refusal(self.s.check(action), self.lang)

    def clickable(self, classes: list[str], action: str, title: str) -> tuple[str, str]:
        """Classes and tooltip of an element carrying ``data-action=action``: ``classes``
        with ``legal`` or ``illegal`` (and then :meth:`why` after the title) and ``hint``
        when the action is highlighted; when :attr:`concealed`, neither (nor the why)."""
        if self.concealed:
            pass
        elif action in self.legal:
            classes.append("legal")
        else:
            classes.append("illegal")
            title = f"{title} — {self.why(action)}"
        if action in self.hints:
            classes.append("hint")
        return " ".join(classes), title


class _Raw:
    """An ElementTree element that svgwrite can hold like its own elements."""

    def __init__(self, element: ET.Element) -> None:
        self.element = element

    def get_xml(self) -> ET.Element:
        return self.element


def _desc(text: str) -> ET.Element:
    d = ET.Element("desc")
    d.text = text
    return d


def svg_dir() -> Path:
    """The folder of symbol sheets: ``svg/`` in a checkout, ``tutor/_svg`` in a wheel."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "_svg", here.parent / "svg"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("the svg/ symbol sheets are missing from this installation")


@cache
def load_sheet(sheet: str) -> dict[str, ET.Element]:
    """The ``<symbol>`` elements of ``svg/<sheet>.svg`` by id (read once)."""
    path = svg_dir() / f"{sheet}.svg"
    root = ET.parse(path).getroot()
    symbols = {}
    for el in root.iter(f"{{{SVG_NS}}}symbol"):
        for sub in el.iter():
            sub.tag = sub.tag.replace(f"{{{SVG_NS}}}", "")
        symbols[el.get("id", "")] = el
    if not symbols:
        raise ValueError(f"symbol sheet {path} holds no <symbol> elements")
    return symbols


_CLICK_ATTRS = re.compile(r'\s(?:data-action|data-target|tabindex|role|aria-label|aria-pressed)'
                          r'="[^"]*"')
_TITLES = re.compile(r"<title>.*?</title>", re.S)
_CLASSES = re.compile(r'class="([^"]*)"')
_ANSWER_CLASSES = frozenset(("legal", "illegal", "hint"))


def still(svg: str) -> str:
    """A board's SVG made into a still picture that tells no answer: no element says
    whether its move is legal (the classes ``legal``, ``illegal`` and ``hint``, which the
    boards colour, are dropped), nothing is clickable or reachable by Tab, and no tooltip
    names a rule.

    >>> still('<g class="space legal hint" data-action="move 4" tabindex="0">'
    ...       '<title>why</title></g>')
    '<g class="space"></g>'
    """
    svg = _TITLES.sub("", _CLICK_ATTRS.sub("", svg))
    return _CLASSES.sub(lambda m: 'class="{}"'.format(
        " ".join(t for t in m.group(1).split() if t not in _ANSWER_CLASSES)), svg)


def escape(text: str) -> str:
    """Escape user text (player names) for SVG and HTML."""
    return html.escape(text, quote=True)


# -- numbered markers, place labels and the "approximate picture" mark -------------------------

MARKER_INK = "#1d2939"
"""The ink of markers and labels (on white: 15:1)."""

WORDS: dict[str, dict[str, str]] = {
    "en": {"marker": "marker {n}", "last": "Last move: {move}",
           "approx": "≈ This picture may not look exactly like the real one."},
    "zh-Hant": {"marker": "標記 {n}", "last": "上一步：{move}",
                "approx": "≈ 這張圖可能和實際的樣子不完全一樣。"},
}
"""The words of the annotations, by language."""

_FONT = ("'Segoe UI','Helvetica Neue',Arial,'Noto Sans CJK TC','PingFang TC',"
         "'Microsoft JhengHei',sans-serif")


def place_matcher(key: str, prefix: str) -> Callable[[ET.Element], bool]:
    """Whether an element is the place ``key``: its ``data-action`` (a move's notation)
    or ``data-target`` is ``key``, or its id is ``key`` (with or without the drawing's
    ``prefix``)."""
    ids = {key, f"{prefix}-{key}"}

    def match(el: ET.Element) -> bool:
        return (el.get("data-action") == key or el.get("data-target") == key
                or el.get("id") in ids)

    return match


def place_keys(svg: str) -> list[str]:
    """Every place of a drawn board a marker or label can name, in document order: the
    ``data-action`` and ``data-target`` of its click targets, then its element ids without
    the drawing's prefix (for a lesson author looking for a place's name).

    >>> from tutor.games import kanagawa
    >>> keys = place_keys(kanagawa.new_game(players=2, seed=1).render())
    >>> "take column 1" in keys and "column-1" in keys
    True
    """
    root = ET.fromstring(svg)
    prefix = (root.get("id") or "") + "-"
    clicks, ids = [], []
    for el in root.iter():
        clicks += [v for k in ("data-action", "data-target") if (v := el.get(k))]
        found = el.get("id") or ""
        if found.startswith(prefix) and "-sym-" not in found:
            ids.append(found[len(prefix):])
    return list(dict.fromkeys(clicks + ids))


def place_box(svg: str | ET.Element, key: str) -> tuple[float, float, float, float] | None:
    """The box (left, top, right, bottom) of the place ``key`` on a drawn board (every
    element that is that place, :func:`place_matcher`, together), or None when the board has
    no such place.

    >>> from tutor.games import kanagawa
    >>> place_box(kanagawa.new_game(players=2, seed=1).render(), "take column 1") is None
    False
    """
    from .svgbox import boxes, union

    root = ET.fromstring(svg) if isinstance(svg, str) else svg
    return union(boxes(root, place_matcher(key, root.get("id") or "")))


def _marker_radius(width: float) -> float:
    return max(10.0, min(16.0, width / 60))


def annotate(svg: str, markers: Mapping[str, int] | None = None,
             labels: Mapping[str, str] | None = None, lang: str = "en") -> SvgText:
    """The board ``svg`` with numbered markers and place labels drawn on top (the text
    before them is left exactly as it was; with neither, ``svg`` itself).

    ``markers`` maps a place to its number: a white disc with the number (①, ② as a text
    names them) on the place's top-left corner, in a group of class ``marker`` with
    ``data-marker="n"`` and an ``aria-label`` (「標記 1」). ``labels`` maps a place to a
    name, written under it on a white tag (class ``place-label``), so that a tablet or a
    printed page shows what a tooltip shows only on hover. A place is what
    :func:`place_matcher` finds: a move's notation (``data-action``), a ``data-target`` or
    an element id. A place the board does not have is left out (as ``render(mark=)`` does
    for a move that names nothing); the lessons' tests check that every marker a task or
    question names is drawn. Neither takes clicks (``pointer-events="none"``).

    Raises:
        ValueError: a marker number that is not a whole number from 1 to 99.

    >>> from tutor.games import kanagawa
    >>> board = str(kanagawa.new_game(players=2, seed=1).render())
    >>> out = annotate(board, {"take column 1": 1, "no such place": 2})
    >>> out.count('class="marker"'), out.startswith(board[:-6])
    (1, True)
    """
    if not markers and not labels:
        return SvgText(svg)
    for key, n in (markers or {}).items():
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 99:
            raise ValueError(f"marker of {key!r} must be a number from 1 to 99, not {n!r}")
    words = WORDS.get(lang, WORDS["en"])
    root = ET.fromstring(svg)
    prefix = root.get("id") or "board"
    view = [float(v) for v in re.split(r"[\s,]+", (root.get("viewBox") or "").strip()) if v]
    width, height = (view[2], view[3]) if len(view) == 4 else (0.0, 0.0)
    width = width or float(re.sub(r"[^\d.]", "", root.get("width") or "0") or 0)
    height = height or float(re.sub(r"[^\d.]", "", root.get("height") or "0") or 0)
    r = _marker_radius(width)
    out = ET.Element("g", {"id": f"{prefix}-annotations", "class": "annotations",
                           "pointer-events": "none"})
    for key, name in sorted((labels or {}).items()):
        box = place_box(root, key)
        if box is not None and name:
            _label(out, box, name, r, width)
    taken: list[tuple[float, float]] = []
    for key, n in sorted((markers or {}).items(), key=lambda kv: kv[1]):
        box = place_box(root, key)
        if box is None:
            continue
        cx = min(max(box[0], r + 1), max(width - r - 1, r + 1))
        cy = min(max(box[1], r + 1), max(height - r - 1, r + 1))
        while any(abs(cx - x) < 2 * r and abs(cy - y) < 2 * r for x, y in taken):
            cx += 2 * r + 2  # two places with one corner: the next marker beside
        taken.append((cx, cy))
        g = ET.SubElement(out, "g", {"id": f"{prefix}-marker-{n}", "class": "marker",
                                     "data-marker": str(n), "role": "img",
                                     "aria-label": words["marker"].format(n=n)})
        ET.SubElement(g, "circle", {"cx": fmt(cx), "cy": fmt(cy), "r": fmt(r),
                                    "fill": "#ffffff", "stroke": MARKER_INK,
                                    "stroke-width": fmt(max(2.0, r / 5))})
        ET.SubElement(g, "text", {"x": fmt(cx), "y": fmt(cy + r * 0.45),
                                  "text-anchor": "middle", "fill": MARKER_INK,
                                  "font-family": _FONT, "font-weight": "bold",
                                  "font-size": fmt(r * (1.3 if n < 10 else 1.0))}).text = str(n)
    if not len(out):
        return SvgText(svg)
    end = svg.rindex("</svg>")
    return SvgText(svg[:end] + ET.tostring(out, encoding="unicode")
                   .replace(f' xmlns="{SVG_NS}"', "") + svg[end:])


def _label(parent: ET.Element, box: tuple[float, float, float, float], name: str, r: float,
           width: float) -> None:
    """A place's name on a white tag under the middle of its box."""
    size = r * 1.1
    w = sum(size if re.match("[\u2e80-\u9fff\uff00-\uffef]", ch) else size * 0.58
            for ch in name) + size * 0.8
    cx = min(max((box[0] + box[2]) / 2, w / 2 + 1), max(width - w / 2 - 1, w / 2 + 1))
    top = box[3] + 2
    g = ET.SubElement(parent, "g", {"class": "place-label"})
    ET.SubElement(g, "rect", {"x": fmt(cx - w / 2), "y": fmt(top), "width": fmt(w),
                              "height": fmt(size * 1.5), "rx": fmt(size / 3),
                              "fill": "#ffffff", "stroke": MARKER_INK, "stroke-width": "1"})
    ET.SubElement(g, "text", {"x": fmt(cx), "y": fmt(top + size * 1.1),
                              "text-anchor": "middle", "fill": MARKER_INK,
                              "font-family": _FONT, "font-size": fmt(size)}).text = name


def approx_mark(board: Board, parent: ET.Element | None, right: float, top: float,
                size: float) -> ET.Element:
    """The small ≈ that marks a picture drawn by the tutor in place of a printed one (a
    tile whose print could not be read): a tag whose top-right corner is (right, top),
    ``size`` high, of class ``approx`` with a tooltip in the board's language saying, in a
    child's words, that the picture may not look exactly like the real one. It replaces
    any notice in words on the board: the teacher's guide and the "sources" lesson say
    which pictures are drawn so and why."""
    d = board.d
    g = d.node(parent, "g", class_="approx", title=WORDS[board.lang]["approx"])
    d.node(g, "rect", x=right - size * 1.3, y=top, width=size * 1.3, height=size,
           rx=size / 4, fill="#fffdf7", stroke=MARKER_INK, stroke_width=1)
    d.node(g, "text", "≈", x=right - size * 0.65, y=top + size * 0.82, text_anchor="middle",
           fill=MARKER_INK, font_size=size * 0.95, font_weight="bold")
    return g
