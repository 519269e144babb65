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
from collections.abc import Mapping
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
ET.register_namespace("", SVG_NS)


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
    """Refuse a ``viewer`` that is neither None nor a seat number below ``seats``.

    Raises:
        ValueError: naming the seats allowed.

    >>> check_viewer(1, 2)
    >>> check_viewer(2, 2)
    Traceback (most recent call last):
    ValueError: viewer must be a seat from 0 to 1 or None, not 2
    """
    if viewer is not None and not (isinstance(viewer, int) and not isinstance(viewer, bool)
                                   and 0 <= viewer < seats):
        raise ValueError(f"viewer must be a seat from 0 to {seats - 1} or None, "
                         f"not {viewer!r}")


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
        return self.d.node(parent, "g", title=title, id=self.d.id(name) if name else None,
                           class_=cls, data_action=action, data_target=target,
                           **self.aria(action, target))

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
        when the action is highlighted."""
        if action in self.legal:
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
    pre = ET.SubElement(d, "pre")
    pre.text = text
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
