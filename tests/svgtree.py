"""Reading the boards' SVG in tests: the render tests parse the SVG and check its meaning
(which ``data-action`` and ``data-target`` values, which classes, which titles), never its
text, except the gallery's byte-for-byte check.

>>> root = parse('<svg xmlns="http://www.w3.org/2000/svg"><g class="slot legal" '
...              'data-action="pass"><title>Pass</title></g></svg>')
>>> actions(root, "legal"), title(with_class(root, "slot")[0]), list(clickable(root))
(['pass'], 'Pass', ['pass'])
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"
"""The SVG namespace, as ElementTree writes it in tags."""
XLINK = "{http://www.w3.org/1999/xlink}href"
"""A ``<use>`` element's link to its symbol."""


def parse(svg: str) -> ET.Element:
    """The SVG's root element."""
    return ET.fromstring(svg)


def classes(el: ET.Element) -> set[str]:
    """The class list of an element."""
    return set(el.get("class", "").split())


def with_class(root: ET.Element, *names: str) -> list[ET.Element]:
    """Every element having all the given classes."""
    return [el for el in root.iter() if set(names) <= classes(el)]


def actions(root: ET.Element, *names: str) -> list[str]:
    """The data-action values of elements having all the given classes."""
    return [el.get("data-action") for el in with_class(root, *names) if el.get("data-action")]


def targets(root: ET.Element) -> list[str]:
    """Every data-target value."""
    return [el.get("data-target") for el in root.iter() if el.get("data-target")]


def clickable(root: ET.Element) -> dict[str, ET.Element]:
    """data-action -> the (first) element carrying it."""
    out: dict[str, ET.Element] = {}
    for el in root.iter():
        action = el.get("data-action")
        if action and action not in out:
            out[action] = el
    return out


def title(el: ET.Element) -> str:
    """The text of an element's <title> child."""
    t = el.find(NS + "title")
    return "" if t is None else t.text or ""


def titles(root: ET.Element) -> str:
    """The text of every <title>, one a line."""
    return "\n".join(t.text or "" for t in root.iter(NS + "title"))


def check_gallery(boards: dict[str, str]) -> None:
    """The committed ``svg/gallery/`` files equal a fresh drawing of ``boards`` (file name
    -> SVG), byte for byte."""
    from tutor.gallery import GALLERY_DIR

    for name, svg in boards.items():
        path = GALLERY_DIR / name
        assert path.exists(), f"{name} missing: run python -m tutor.gallery"
        assert path.read_text(encoding="utf-8") == svg, (
            f"{name} is stale: run python -m tutor.gallery")
