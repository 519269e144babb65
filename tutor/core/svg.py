"""SVG helpers shared by every game's renderer.

Renderers build drawings with svgwrite (``debug=False``: validation is many times slower),
give every element an explicit id with the drawing's prefix (svgwrite's automatic ids
come from one global counter and would break byte-identical output), and take icons and
card art from the symbol sheets in ``svg/`` (inlined once in ``<defs>``, placed with
``<use>``).
"""

from __future__ import annotations

import copy
import hashlib
import html
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path
from typing import Any

import svgwrite

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


def attrs(**kw: Any) -> dict[str, Any]:
    """Keyword attributes without the ``None`` ones; ``data_action`` becomes ``data-action``."""
    return {k.rstrip("_").replace("_", "-"): v for k, v in kw.items() if v is not None}


class Drawing:
    """An svgwrite drawing with per-drawing ids and inlined symbols.

    >>> d = Drawing(100, 50, prefix="p1")
    >>> d.id("slot-3")
    'p1-slot-3'
    >>> _ = d.add(d.dwg.rect((0, 0), (10, 10), **attrs(id=d.id("r"), class_="square")))
    >>> 'id="p1-r"' in d.tostring()
    True
    """

    def __init__(self, width: float, height: float, prefix: str, css_class: str = "tutor-svg"):
        self.prefix = prefix
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
            element = copy.deepcopy(load_sheet(sheet)[name])
            element.set("id", sid)
            self.dwg.defs.add(_Raw(element))
            self._symbols.add(sid)
        return "#" + sid

    def use(self, sheet: str, name: str, x: float, y: float, w: float, h: float,
            **kw: Any) -> Any:
        """Place a symbol at (x, y) with size (w, h)."""
        return self.dwg.use(self.symbol(sheet, name), insert=(x, y), size=(w, h), **attrs(**kw))

    def tostring(self, desc: str | None = None) -> SvgText:
        if desc is not None:
            self.dwg.add(_Raw(_desc(desc)))
        return SvgText(self.dwg.tostring())


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


def escape(text: str) -> str:
    """Escape user text (player names) for SVG and HTML."""
    return html.escape(text, quote=True)
