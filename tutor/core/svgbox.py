"""Where things are in a drawn board: the bounding box of an SVG element, in the drawing's
coordinates, found from the SVG text alone (:func:`boxes`).

Markers and labels (:func:`tutor.core.svg.annotate`) are drawn on top of a finished board
at the places a lesson names, so that no renderer has to keep the geometry of what it drew.
The box of an element is the union of its shapes' boxes (``rect``, ``circle``, ``ellipse``,
``line``, ``polyline``, ``polygon``, ``path``, ``use``, ``image``, ``text``), each through
the ``transform`` of the element and its ancestors. A path's box holds its end and control
points (so a curve's box may be a little large); a text's box is estimated from its font
size and its characters (a Chinese character is as wide as the font size, a Latin one about
half). ``<defs>``, ``<symbol>``, ``<title>`` and ``<desc>`` are not drawn in place and count
for nothing.

>>> svg = ('<svg xmlns="http://www.w3.org/2000/svg"><g transform="translate(10,5)">'
...        '<rect data-action="pass" x="0" y="0" width="20" height="10"/></g></svg>')
>>> boxes(svg, lambda el: el.get("data-action") == "pass")
[(10.0, 5.0, 30.0, 15.0)]
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator

Box = tuple[float, float, float, float]
"""(left, top, right, bottom)."""

Matrix = tuple[float, float, float, float, float, float]
"""An affine transform (a, b, c, d, e, f): x' = a x + c y + e, y' = b x + d y + f."""

IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)

_SKIP = {"defs", "symbol", "title", "desc", "style", "clipPath", "mask", "pattern",
         "linearGradient", "radialGradient", "marker", "metadata"}
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_TRANSFORM = re.compile(r"(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)")
_PATH = re.compile(r"([MmLlHhVvCcSsQqTtAaZz])([^MmLlHhVvCcSsQqTtAaZz]*)")
_WIDE = re.compile("[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]")


def local(tag: str) -> str:
    """A tag without its namespace: ``{http://www.w3.org/2000/svg}rect`` -> ``rect``."""
    return tag.rsplit("}", 1)[-1]


def multiply(m: Matrix, n: Matrix) -> Matrix:
    """The product ``m · n``: ``n`` applied first, then ``m``."""
    a, b, c, d, e, f = m
    a2, b2, c2, d2, e2, f2 = n
    return (a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2,
            a * e2 + c * f2 + e, b * e2 + d * f2 + f)


def parse_transform(text: str | None) -> Matrix:
    """The matrix of an SVG ``transform`` attribute (identity for None or nothing readable).

    >>> parse_transform("translate(10,5) scale(2)")
    (2.0, 0.0, 0.0, 2.0, 10.0, 5.0)
    >>> [round(v, 6) + 0.0 for v in parse_transform("rotate(90 10 10)")]
    [0.0, 1.0, -1.0, 0.0, 20.0, 0.0]
    """
    m = IDENTITY
    for name, args in _TRANSFORM.findall(text or ""):
        v = [float(x) for x in _NUMBER.findall(args)]
        if name == "matrix" and len(v) == 6:
            n: Matrix = (v[0], v[1], v[2], v[3], v[4], v[5])
        elif name == "translate" and v:
            n = (1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0)
        elif name == "scale" and v:
            n = (v[0], 0, 0, v[1] if len(v) > 1 else v[0], 0, 0)
        elif name == "rotate" and v:
            r = math.radians(v[0])
            cos, sin = math.cos(r), math.sin(r)
            cx, cy = (v[1], v[2]) if len(v) >= 3 else (0.0, 0.0)
            n = (cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy)
        elif name == "skewX" and v:
            n = (1, 0, math.tan(math.radians(v[0])), 1, 0, 0)
        elif name == "skewY" and v:
            n = (1, math.tan(math.radians(v[0])), 0, 1, 0, 0)
        else:
            continue
        m = multiply(m, tuple(float(x) for x in n))  # type: ignore[arg-type]
    return m


def _num(el: ET.Element, name: str, default: float = 0.0) -> float:
    found = _NUMBER.match((el.get(name) or "").strip())
    return float(found.group(0)) if found else default


def path_points(d: str) -> list[tuple[float, float]]:
    """The end and control points of a path's ``d`` (absolute), enough for its box.

    >>> path_points("M0 0h10v5l-5 5z")
    [(0.0, 0.0), (10.0, 0.0), (10.0, 5.0), (5.0, 10.0), (0.0, 0.0)]
    """
    points: list[tuple[float, float]] = []
    x = y = sx = sy = 0.0
    for cmd, args in _PATH.findall(d):
        v = [float(n) for n in _NUMBER.findall(args)]
        rel = cmd.islower()
        c = cmd.upper()
        if c == "Z":
            x, y = sx, sy
            points.append((x, y))
            continue
        size = {"M": 2, "L": 2, "T": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "A": 7}[c]
        for i in range(0, len(v) - size + 1, size):
            chunk = v[i:i + size]
            ox, oy = (x, y) if rel else (0.0, 0.0)
            if c == "H":
                x = chunk[0] + (x if rel else 0.0)
            elif c == "V":
                y = chunk[0] + (y if rel else 0.0)
            elif c == "A":
                rx, ry = abs(chunk[0]), abs(chunk[1])
                nx, ny = chunk[5] + ox, chunk[6] + oy
                # the arc stays within its radii of both ends
                points += [(min(x, nx) - rx, min(y, ny) - ry), (max(x, nx) + rx, max(y, ny) + ry)]
                x, y = nx, ny
            else:
                pairs = [(chunk[j] + ox, chunk[j + 1] + oy) for j in range(0, size, 2)]
                points += pairs[:-1]
                x, y = pairs[-1]
            if c == "M" and i == 0:
                sx, sy = x, y
            points.append((x, y))
    return points


def _text_box(el: ET.Element) -> list[tuple[float, float]]:
    text = "".join(el.itertext())
    if not text.strip():
        return []
    size = _num(el, "font-size", 0.0)
    style = el.get("style") or ""
    found = re.search(r"font-size:\s*([\d.]+)", style)
    if found:
        size = float(found.group(1))
    size = size or 12.0
    width = sum(size if _WIDE.match(ch) else size * 0.55 for ch in text)
    x, y = _num(el, "x"), _num(el, "y")
    anchor = el.get("text-anchor") or ""
    left = x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x
    return [(left, y - size * 0.85), (left + width, y + size * 0.2)]


def _shape_points(el: ET.Element) -> list[tuple[float, float]]:
    """The corner points of one element's own shape, in its own coordinates."""
    tag = local(el.tag)
    if tag in ("rect", "use", "image"):
        x, y = _num(el, "x"), _num(el, "y")
        w, h = _num(el, "width"), _num(el, "height")
        if tag == "use" and not (w and h):
            return [(x, y)]
        return [(x, y), (x + w, y + h)]
    if tag == "circle":
        cx, cy, r = _num(el, "cx"), _num(el, "cy"), _num(el, "r")
        return [(cx - r, cy - r), (cx + r, cy + r)]
    if tag == "ellipse":
        cx, cy, rx, ry = _num(el, "cx"), _num(el, "cy"), _num(el, "rx"), _num(el, "ry")
        return [(cx - rx, cy - ry), (cx + rx, cy + ry)]
    if tag == "line":
        return [(_num(el, "x1"), _num(el, "y1")), (_num(el, "x2"), _num(el, "y2"))]
    if tag in ("polyline", "polygon"):
        v = [float(n) for n in _NUMBER.findall(el.get("points") or "")]
        return list(zip(v[::2], v[1::2], strict=False))
    if tag == "path":
        return path_points(el.get("d") or "")
    if tag == "text":
        return _text_box(el)
    return []


def _walk(el: ET.Element, m: Matrix) -> Iterator[tuple[ET.Element, Matrix]]:
    """Every drawn element under ``el`` (itself included) with its whole transform."""
    if local(el.tag) in _SKIP:
        return
    m = multiply(m, parse_transform(el.get("transform")))
    yield el, m
    for child in el:
        yield from _walk(child, m)


def element_box(el: ET.Element, m: Matrix = IDENTITY) -> Box | None:
    """The box of ``el`` and everything in it, through ``m`` (its ancestors' transform);
    None when it draws nothing."""
    xs: list[float] = []
    ys: list[float] = []
    for sub, sm in _walk(el, m):
        a, b, c, d, e, f = sm
        for px, py in _shape_points(sub):
            xs.append(a * px + c * py + e)
            ys.append(b * px + d * py + f)
    if not xs:
        return None
    return min(xs), min(ys), max(xs), max(ys)


def boxes(svg: str | ET.Element, match: Callable[[ET.Element], bool]) -> list[Box]:
    """The box of every element of ``svg`` that ``match`` accepts (outermost first; an
    element inside an accepted one is not looked at again), in document order."""
    root = ET.fromstring(svg) if isinstance(svg, str) else svg
    out: list[Box] = []

    def visit(el: ET.Element, m: Matrix) -> None:
        if local(el.tag) in _SKIP:
            return
        m2 = multiply(m, parse_transform(el.get("transform")))
        if match(el):
            box = element_box(el, m)
            if box is not None:
                out.append(box)
            return
        for child in el:
            visit(child, m2)

    for child in root:
        visit(child, IDENTITY)
    return out


def union(found: list[Box]) -> Box | None:
    """The box holding every box of ``found`` (None for none)."""
    if not found:
        return None
    return (min(b[0] for b in found), min(b[1] for b in found),
            max(b[2] for b in found), max(b[3] for b in found))
