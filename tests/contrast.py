"""Contrast of text over its background, as WCAG 2 computes it, in a drawn board and in the
widget's CSS (``tests/test_contrast.py`` uses it).

A board's text is found in its SVG: each ``<text>`` element's colour comes from a small CSS
cascade (the drawing's ``<style>``: class and tag selectors, descendants; presentation
attributes; inheritance; ``opacity`` and ``fill-opacity``), and its background is what is
painted under the middle of the text: the last filled rectangle, circle, ellipse, polygon
or path before it in the document (symbols placed with ``<use>`` are looked into) whose
shape holds that point, blended when it is translucent, over the white page. A path with
curves is tested by its bounding box, and the finding is then marked ``exact=False``.
Three points along the text are tested and the worst counts.

WCAG 2 (1.4.3, AA): 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold).
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"

RGB = tuple[float, float, float]
WHITE: RGB = (255.0, 255.0, 255.0)

NAMED = {"white": "#ffffff", "black": "#000000", "red": "#ff0000", "green": "#008000",
         "blue": "#0000ff", "gray": "#808080", "grey": "#808080", "yellow": "#ffff00",
         "orange": "#ffa500", "transparent": "none"}


def parse_color(value: str | None) -> RGB | None:
    """``#rgb``, ``#rrggbb``, ``rgb(r, g, b)`` or a few names as (r, g, b); None for
    ``none`` or what cannot be read (a gradient)."""
    if value is None:
        return None
    v = NAMED.get(value.strip().lower(), value.strip().lower())
    if re.fullmatch(r"#[0-9a-f]{3}", v):
        return tuple(float(int(c * 2, 16)) for c in v[1:])  # type: ignore[return-value]
    if re.fullmatch(r"#[0-9a-f]{6}", v):
        return tuple(float(int(v[i:i + 2], 16)) for i in (1, 3, 5))  # type: ignore[return-value]
    m = re.fullmatch(r"rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*[\d.]+\s*)?\)", v)
    if m:
        return tuple(float(x) for x in m.groups())  # type: ignore[return-value]
    return None


def luminance(rgb: RGB) -> float:
    """Relative luminance (WCAG 2)."""
    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: RGB, b: RGB) -> float:
    """The contrast ratio of two colours, 1 to 21.

    >>> round(ratio((0, 0, 0), (255, 255, 255)), 1)
    21.0
    """
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def blend(top: RGB, under: RGB, alpha: float) -> RGB:
    return tuple(t * alpha + u * (1 - alpha) for t, u in zip(top, under, strict=True))  # type: ignore[return-value]


def hex_of(rgb: RGB) -> str:
    return "#" + "".join(f"{round(c):02x}" for c in rgb)


# -- CSS -------------------------------------------------------------------------------------

INHERITED = ("fill", "fill-opacity", "color", "font-size", "font-weight", "text-anchor",
             "visibility")
OWN = ("opacity", "display")
PROPS = INHERITED + OWN


@dataclass(frozen=True)
class Rule:
    compounds: tuple[tuple[str | None, frozenset[str]], ...]
    specificity: tuple[int, int]
    order: int
    decls: dict[str, str]


def _compound(text: str) -> tuple[str | None, frozenset[str]] | None:
    m = re.fullmatch(r"([a-zA-Z][\w-]*)?((?:\.[\w-]+)*)", text)
    if not m or not text:
        return None
    return m.group(1), frozenset(c for c in m.group(2).split(".") if c)


def parse_css(css: str) -> list[Rule]:
    """The rules of ``css`` whose selectors are chains of tag and class compounds (others,
    with ``:hover``, ``[attr]`` or ``>``, do not apply to a still picture and are left
    out)."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    rules: list[Rule] = []
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        decls = {}
        for decl in body.split(";"):
            if ":" in decl:
                k, v = decl.split(":", 1)
                decls[k.strip().lower()] = v.strip()
        for selector in selectors.split(","):
            parts = [_compound(p) for p in selector.split()]
            if not parts or any(p is None for p in parts):
                continue
            compounds = tuple(p for p in parts if p is not None)
            classes = sum(len(c) for _, c in compounds)
            tags = sum(1 for t, _ in compounds if t)
            rules.append(Rule(compounds, (classes, tags), len(rules), decls))
    return rules


def _matches(compound: tuple[str | None, frozenset[str]], tag: str, classes: set[str]) -> bool:
    want_tag, want = compound
    return (want_tag is None or want_tag == tag) and want <= classes


def _rule_applies(rule: Rule, chain: list[tuple[str, set[str]]]) -> bool:
    """``chain``: (tag, classes) from the root down to the element."""
    *ancestors, (tag, classes) = chain
    if not _matches(rule.compounds[-1], tag, classes):
        return False
    i = len(ancestors) - 1
    for compound in reversed(rule.compounds[:-1]):
        while i >= 0 and not _matches(compound, *ancestors[i]):
            i -= 1
        if i < 0:
            return False
        i -= 1
    return True


# -- geometry --------------------------------------------------------------------------------

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1, 0, 0, 1, 0, 0)


def _mul(m: Matrix, n: Matrix) -> Matrix:
    a, b, c, d, e, f = m
    a2, b2, c2, d2, e2, f2 = n
    return (a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2,
            a * e2 + c * f2 + e, b * e2 + d * f2 + f)


def _invert(m: Matrix) -> Matrix:
    a, b, c, d, e, f = m
    det = a * d - b * c
    return (d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det)


def _apply(m: Matrix, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = m
    return a * x + c * y + e, b * x + d * y + f


def parse_transform(text: str | None) -> Matrix:
    m = IDENTITY
    for name, args in re.findall(r"(\w+)\s*\(([^)]*)\)", text or ""):
        v = [float(x) for x in re.split(r"[\s,]+", args.strip()) if x]
        if name == "translate":
            t: Matrix = (1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0)
        elif name == "scale":
            t = (v[0], 0, 0, v[1] if len(v) > 1 else v[0], 0, 0)
        elif name == "rotate":
            r = math.radians(v[0])
            t = (math.cos(r), math.sin(r), -math.sin(r), math.cos(r), 0, 0)
            if len(v) == 3:
                t = _mul(_mul((1, 0, 0, 1, v[1], v[2]), t), (1, 0, 0, 1, -v[1], -v[2]))
        elif name == "matrix":
            t = tuple(v)  # type: ignore[assignment]
        else:
            continue
        m = _mul(m, t)
    return m


def _num(el: ET.Element, name: str, default: float = 0.0) -> float:
    try:
        return float(el.get(name, default))
    except ValueError:
        return default


def _inside_polygon(x: float, y: float, pts: list[tuple[float, float]]) -> bool:
    inside = False
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            inside = not inside
    return inside


def _path_shape(d: str) -> tuple[list[list[tuple[float, float]]], bool]:
    """The sub-paths of ``d`` as polygons, and whether they are exact (straight lines and
    arcs' ends only: a curve's control points make a rough outline)."""
    tokens = re.findall(r"[MmLlHhVvCcSsQqTtAaZz]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?", d)
    polys: list[list[tuple[float, float]]] = []
    exact = True
    x = y = sx = sy = 0.0
    cmd = ""
    i = 0
    sizes = {"m": 2, "l": 2, "h": 1, "v": 1, "c": 6, "s": 4, "q": 4, "t": 2, "a": 7, "z": 0}
    while i < len(tokens):
        if re.fullmatch(r"[A-Za-z]", tokens[i]):
            cmd = tokens[i]
            i += 1
            if cmd in "Zz":
                x, y = sx, sy
                continue
        n = sizes[cmd.lower()]
        args = [float(t) for t in tokens[i:i + n]]
        i += n
        rel = cmd.islower()
        c = cmd.lower()
        if c == "m":
            x, y = (x + args[0], y + args[1]) if rel else (args[0], args[1])
            sx, sy = x, y
            polys.append([(x, y)])
            cmd = "l" if rel else "L"  # further pairs are lines
            continue
        if not polys:
            polys.append([(x, y)])
        if c == "h":
            x = x + args[0] if rel else args[0]
        elif c == "v":
            y = y + args[0] if rel else args[0]
        elif c == "a":
            exact = False
            ex, ey = (x + args[5], y + args[6]) if rel else (args[5], args[6])
            rx, ry = abs(args[0]), abs(args[1])
            polys[-1] += [(min(x, ex) - rx, min(y, ey) - ry), (max(x, ex) + rx, max(y, ey) + ry)]
            x, y = ex, ey
        else:
            if c in "csqt" and len(args) > 2:
                exact = False
                for k in range(0, len(args) - 2, 2):
                    px, py = args[k], args[k + 1]
                    polys[-1].append((x + px, y + py) if rel else (px, py))
            x, y = (x + args[-2], y + args[-1]) if rel else (args[-2], args[-1])
        polys[-1].append((x, y))
    return polys, exact


@dataclass
class Shape:
    """A filled area: a test in its own coordinates, its colour and opacity."""

    kind: str
    data: tuple
    inverse: Matrix
    fill: RGB | None
    alpha: float
    exact: bool
    what: str

    def holds(self, px: float, py: float) -> bool:
        x, y = _apply(self.inverse, px, py)
        if self.kind == "rect":
            rx, ry, w, h = self.data
            return rx <= x <= rx + w and ry <= y <= ry + h
        if self.kind == "ellipse":
            cx, cy, rx, ry = self.data
            return rx > 0 and ry > 0 and ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1
        if self.kind == "poly":
            polys, exact = self.data
            if exact:
                return sum(_inside_polygon(x, y, p) for p in polys if len(p) > 2) % 2 == 1
            xs = [p[0] for poly in polys for p in poly]
            ys = [p[1] for poly in polys for p in poly]
            return bool(xs) and min(xs) <= x <= max(xs) and min(ys) <= y <= max(ys)
        return False


@dataclass
class Text:
    text: str
    classes: str
    points: list[tuple[float, float]]
    fill: RGB | None
    alpha: float
    size: float
    bold: bool
    index: int


@dataclass(frozen=True)
class Finding:
    """One text's worst contrast."""

    text: str
    classes: str
    fg: str
    bg: str
    ratio: float
    needed: float
    exact: bool
    under: str
    """What the background is (the shape's tag and classes)."""

    def __str__(self) -> str:
        return (f"{self.text[:30]!r} (class {self.classes or '-'}): {self.fg} on {self.bg} "
                f"({self.under}) = {self.ratio:.2f}, needs {self.needed}"
                + ("" if self.exact else " [background approximate]"))


class Painter:
    """Walks an SVG in paint order, resolving styles, and collects shapes and texts."""

    def __init__(self, svg: str) -> None:
        self.root = ET.fromstring(svg)
        css = "".join(el.text or "" for el in self.root.iter(f"{SVG}style"))
        self.rules = parse_css(css)
        self.symbols = {el.get("id"): el for el in self.root.iter(f"{SVG}symbol")}
        self.items: list[Shape | Text] = []

    def style(self, el: ET.Element, chain: list[tuple[str, set[str]]],
              parent: dict[str, str]) -> dict[str, str]:
        computed = {k: v for k, v in parent.items() if k in INHERITED}
        own: dict[str, str] = {}
        for prop in PROPS:  # presentation attributes: below every CSS rule
            if el.get(prop) is not None:
                own[prop] = el.get(prop, "")
        matching = sorted((r for r in self.rules if _rule_applies(r, chain)),
                          key=lambda r: (r.specificity, r.order))
        for rule in matching:
            own.update({k: v for k, v in rule.decls.items() if k in PROPS})
        for decl in (el.get("style") or "").split(";"):
            if ":" in decl:
                k, v = decl.split(":", 1)
                if k.strip() in PROPS:
                    own[k.strip()] = v.strip()
        computed.update(own)
        for k in ("fill", "color"):
            if computed.get(k, "").lower() == "currentcolor":
                computed[k] = computed.get("color", "#000000") if k == "fill" else parent.get(
                    "color", "#000000")
        computed["opacity"] = own.get("opacity", "1")
        return computed

    def walk(self, el: ET.Element, ctm: Matrix = IDENTITY,
             chain: list[tuple[str, set[str]]] | None = None,
             parent: dict[str, str] | None = None, alpha: float = 1.0) -> None:
        tag = el.tag.replace(SVG, "")
        if tag in ("defs", "title", "desc", "style", "symbol", "clipPath", "mask", "pattern",
                   "linearGradient", "radialGradient", "metadata"):
            return
        chain = (chain or []) + [(tag, set((el.get("class") or "").split()))]
        st = self.style(el, chain, parent or {"fill": "#000000", "color": "#000000",
                                              "font-size": "16"})
        if st.get("display") == "none" or st.get("visibility") == "hidden":
            return
        ctm = _mul(ctm, parse_transform(el.get("transform")))
        alpha *= _float(st.get("opacity"), 1.0)
        fill = parse_color(st.get("fill"))
        fill_alpha = alpha * _float(st.get("fill-opacity"), 1.0)
        what = f"{tag}.{'.'.join(sorted(chain[-1][1]))}" if chain[-1][1] else tag
        exact = not (st.get("fill") or "").startswith("url(")
        shape: tuple[str, tuple, bool] | None = None
        if tag == "rect":
            shape = ("rect", (_num(el, "x"), _num(el, "y"), _num(el, "width"),
                              _num(el, "height")), True)
        elif tag == "circle":
            r = _num(el, "r")
            shape = ("ellipse", (_num(el, "cx"), _num(el, "cy"), r, r), True)
        elif tag == "ellipse":
            shape = ("ellipse", (_num(el, "cx"), _num(el, "cy"), _num(el, "rx"),
                                 _num(el, "ry")), True)
        elif tag == "polygon":
            nums = [float(v) for v in re.split(r"[\s,]+", (el.get("points") or "").strip()) if v]
            pts = list(zip(nums[::2], nums[1::2], strict=False))
            shape = ("poly", ([pts], True), True)
        elif tag == "path":
            polys, straight = _path_shape(el.get("d") or "")
            shape = ("poly", (polys, straight), straight)
        if shape is not None and fill is not None and fill_alpha > 0:
            kind, data, sure = shape
            self.items.append(Shape(kind, data, _invert(ctm), fill, fill_alpha,
                                    exact and sure, what))
        if tag == "text":
            self._text(el, st, ctm, alpha, fill)
            return
        if tag == "use":
            self._use(el, ctm, chain, st, alpha)
            return
        for child in el:
            self.walk(child, ctm, chain, st, alpha)

    def _use(self, el: ET.Element, ctm: Matrix, chain: list[tuple[str, set[str]]],
             st: dict[str, str], alpha: float) -> None:
        ref = (el.get(XLINK) or el.get("href") or "").lstrip("#")
        symbol = self.symbols.get(ref)
        if symbol is None:
            return
        x, y = _num(el, "x"), _num(el, "y")
        w, h = _num(el, "width", 0), _num(el, "height", 0)
        box = [float(v) for v in re.split(r"[\s,]+", symbol.get("viewBox", "").strip()) if v]
        m: Matrix = (1, 0, 0, 1, x, y)
        if len(box) == 4 and w and h and box[2] and box[3]:
            s = min(w / box[2], h / box[3])  # xMidYMid meet
            dx = x + (w - box[2] * s) / 2 - box[0] * s
            dy = y + (h - box[3] * s) / 2 - box[1] * s
            m = (s, 0, 0, s, dx, dy)
        for child in symbol:
            self.walk(child, _mul(ctm, m), chain, st, alpha)

    def _text(self, el: ET.Element, st: dict[str, str], ctm: Matrix, alpha: float,
              fill: RGB | None) -> None:
        text = "".join(el.itertext()).strip()
        if not text:
            return
        size = _float(re.sub(r"px$", "", st.get("font-size", "16")), 16.0)
        bold = st.get("font-weight", "normal") in ("bold", "bolder", "600", "700", "800", "900")
        width = sum(size if ord(ch) > 0x2E80 else 0.55 * size for ch in text)
        anchor = st.get("text-anchor", "start")
        x, y = _num(el, "x"), _num(el, "y")
        left = x - (width / 2 if anchor == "middle" else width if anchor == "end" else 0)
        mid = y - 0.35 * size
        points = [_apply(ctm, left + width * f, mid) for f in (0.1, 0.5, 0.9)]
        self.items.append(Text(text, el.get("class") or "", points, fill,
                               alpha * _float(st.get("fill-opacity"), 1.0), size, bold,
                               len(self.items)))

    def background(self, index: int, x: float, y: float) -> tuple[RGB, bool, str]:
        """The colour painted at (x, y) under item ``index``, whether that is exact, and
        what it is."""
        exact = True
        layers: list[tuple[RGB, float]] = []
        under = "page"
        for item in reversed(self.items[:index]):
            if isinstance(item, Shape) and item.fill is not None and item.holds(x, y):
                exact = exact and item.exact
                if under == "page":
                    under = item.what
                layers.append((item.fill, item.alpha))
                if item.alpha >= 0.999:
                    break
        colour = WHITE
        for fill, a in reversed(layers):
            colour = blend(fill, colour, a)
        return colour, exact, under


def _float(value: str | None, default: float) -> float:
    try:
        return float(value) if value is not None else default
    except ValueError:
        return default


def text_contrasts(svg: str) -> list[Finding]:
    """Every text of the drawing with its worst contrast over what is under it."""
    painter = Painter(svg)
    painter.walk(painter.root)
    findings = []
    for item in painter.items:
        if not isinstance(item, Text) or item.fill is None:
            continue
        large = item.size >= 24 or (item.bold and item.size >= 18.66)
        needed = 3.0 if large else 4.5
        worst: tuple[float, RGB, RGB, bool, str] | None = None
        for x, y in item.points:
            bg, exact, under = painter.background(item.index, x, y)
            fg = blend(item.fill, bg, item.alpha)
            r = ratio(fg, bg)
            if worst is None or r < worst[0]:
                worst = (r, fg, bg, exact, under)
        assert worst is not None
        r, fg, bg, exact, under = worst
        findings.append(Finding(item.text, item.classes, hex_of(fg), hex_of(bg), round(r, 2),
                                needed, exact, under))
    return findings
