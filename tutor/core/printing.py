"""Boards on paper: a board's SVG made into a picture to print (worksheets, answer keys).

A printed board is not a screen: nothing on it can be clicked, so it shows no button, no
status line and no help saying where to click, and it shows what the question is about,
large, rather than the whole table small. :func:`print_view` draws a state so, through the
game's own renderer, then :func:`print_svg`:

1. :func:`tutor.core.svg.still`: no legal-move marks, tooltips or click targets (they
   would give answers away);
2. drops what is drawn for the screen only (the print part of the render contract):
   - every element of class ``button`` (unless it carries the class ``mark``: a quiz
     question about pressing that button marks it),
   - every element of class ``screen-only`` (help texts that say where to click, the
     prompt of a two-click move: a renderer gives them this class),
   - the ≈ tags (class ``approx``) of pictures drawn in place of printed ones: their
     tooltip explains them on the screen, nothing would on paper,
   - the status line, the element whose id is ``<prefix>-caption`` (and ``caption-*``: its
     parts), which every board draws at its top;
   and shows what is drawn for a cropped picture only: an element of class ``print-only``
   is hidden on the screen (``display="none"``, where something else on the board shows
   it: Kanagawa's hand, in the turn panel) and shown on a cropped picture, which may not
   show that other thing (a whole board drops it);
3. crops the picture to the places the question is about: the box holding them all (and
   the numbered markers drawn on the picture), with a margin, becomes the drawing's
   ``viewBox``, so a page that gives the picture its width enlarges them.

A crop's margin never cuts a piece of the board in two (a stop of a road, half of it at the
picture's edge): a game's ``print_whole(state)`` names such pieces
(:meth:`tutor.core.game.Game.print_whole`), and the crop's edges are moved to leave each
wholly out or wholly in; a piece round a place the picture is about (the panel it sits in)
frames the picture and may be cut.

A place far from the crop that the question still needs (the tile in the acting pupil's
hand) is moved beside it: a game's ``print_insets(state, focus)`` names it
(:meth:`tutor.core.game.Game.print_insets`). A question names a place by the numbered marker
drawn on it, never by its number on the board: :func:`marked_move` words a move with its
place's marker (「可以在 ② 放一顆棋子嗎？」), where the game's ``move_place`` says where the move
is played (:meth:`tutor.core.game.Game.move_place`).

What a question is about is the game's to say: a game's ``render`` module may define
``print_focus(state, focus) -> tuple[str, ...]``, the places (as
:func:`tutor.core.svg.place_keys` lists them: element ids without the drawing's prefix,
click targets, moves) to crop to for a :class:`Focus`; :meth:`tutor.core.game.Game.print_focus`
asks it. Without it, or when it returns nothing, the whole board is printed.

>>> from tutor.games import cartography
>>> svg = print_view(cartography.new_game(), None, "en")
>>> 'class="button' in svg, 'data-action="' in svg
(False, False)
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .svg import SVG_NS, fmt, place_box, still

if TYPE_CHECKING:
    from .game import State

SCREEN_ONLY_CLASSES = frozenset({"button", "screen-only", "approx"})
"""Elements of these classes are left off a printed board (``approx``: the ≈ tag of a
picture drawn in place of a printed one, explained by its tooltip, which paper cannot show;
the teacher's guide says which pictures are drawn so)."""

PRINT_ONLY_CLASS = "print-only"
"""An element of this class is hidden on the screen (``display="none"``) and shown on a
cropped printed picture (left off a whole printed board, which shows it elsewhere)."""

KEEP_CLASS = "mark"
"""A screen-only element with this class stays: it is the move a question is about."""

STATUS_ID = "caption"
"""The id (after the drawing's prefix) of a board's status line, left off a printed board,
with the ids that start with it and a dash (its parts)."""

MARGIN = 0.06
"""The margin round a cropped picture, as a share of the smaller side of the crop (at
least :data:`MIN_MARGIN` drawing units)."""

MIN_MARGIN = 18.0
"""The least margin round a cropped picture, in drawing units: a numbered marker sits on a
place's top-left corner and reaches about this far out of it."""


@dataclass(frozen=True)
class Focus:
    """What a printed picture is about, for a game's ``print_focus``: the item it belongs to
    and what the question names."""

    item: str
    """The id of the lesson item (task, score sheet, quiz item)."""
    kind: str
    """``"task"``, ``"sheet"``, ``"legal"`` (legal or not), ``"count"`` (how many) or
    ``"choose"``."""
    seat: int | None = None
    """The seat the question is asked of: the acting pupil (None: nobody in particular)."""
    places: tuple[str, ...] = ()
    """The places the question names by number (its markers ①②③)."""
    move: str | None = None
    """The move the picture marks (notation), if any."""
    lesson: str = ""
    """The lesson, as progress names it (``"kanagawa/3"``)."""
    answer: bool = False
    """Whether the picture is the answer key's (the position after the answer)."""
    about: tuple[str, ...] = ()
    """The moves the item is about (notation): a task's solution, so that the question's
    picture shows what it needs (it is cropped to a region, never marked)."""

    def moves(self) -> tuple[str, ...]:
        """Every move the picture is about: :attr:`about` and the marked :attr:`move`."""
        return self.about + ((self.move,) if self.move else ())


CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩"
"""How a text names the place a numbered marker marks: ``CIRCLED[n - 1]`` for marker n."""


def marker_name(n: int, lang: str) -> str:
    """Marker ``n`` as a text names it: ②, set apart by spaces in Chinese (「在 ② 放」).

    >>> marker_name(2, "zh-Hant"), marker_name(2, "en")
    (' ② ', '②')
    """
    if not 1 <= n <= len(CIRCLED):
        raise ValueError(f"a marker number must be from 1 to {len(CIRCLED)}, not {n!r}")
    return f" {CIRCLED[n - 1]} " if lang == "zh-Hant" else CIRCLED[n - 1]


def marked_move(state: State, action: str, viewer: int | None, lang: str,
                taken: Sequence[str] = ()) -> tuple[str, int, str] | None:
    """``action`` as a printed question names it beside a picture that marks its place
    with a numbered marker (:meth:`tutor.core.game.Game.move_place`): the place, its
    number (after the places ``taken`` by the question's own markers, or theirs when the
    place is one of them) and the move in words with the marker where its place was named
    (「在 ② 放一顆棋子」, "place a stone on ②"); None for a move played on no place.

    >>> from tutor.games import cartography
    >>> s = cartography.new_game()
    >>> marked_move(s, "stone at (0,-1)a", None, "zh-Hant")
    ('region-0_m1-a', 1, '在 ① 放一顆棋子')
    >>> marked_move(s, "pass", None, "en") is None
    True
    """
    found = state.game.move_place(state, action, viewer, lang)
    if found is None:
        return None
    place, words = found
    n = list(taken).index(place) + 1 if place in taken else len(taken) + 1
    text = words.replace("{marker}", marker_name(n, lang)).lstrip()
    return place, n, re.sub(r" (?=[（，。、：；])", "", text)


def _classes(el: ET.Element) -> set[str]:
    return set((el.get("class") or "").split())


def _screen_only(el: ET.Element, prefix: str) -> bool:
    classes = _classes(el)
    if classes & SCREEN_ONLY_CLASSES and KEEP_CLASS not in classes:
        return True
    found = el.get("id") or ""
    status = f"{prefix}-{STATUS_ID}"
    return found == status or found.startswith(status + "-")


def _drop(parent: ET.Element, prefix: str, cropped: bool) -> None:
    for child in list(parent):
        if _screen_only(child, prefix) or (PRINT_ONLY_CLASS in _classes(child)
                                           and not cropped):
            parent.remove(child)
        else:
            if PRINT_ONLY_CLASS in _classes(child):
                child.attrib.pop("display", None)
            _drop(child, prefix, cropped)


def _view(root: ET.Element) -> tuple[float, float, float, float]:
    """The drawing's viewBox (x, y, width, height), from its width and height without one."""
    values = [float(v) for v in re.split(r"[\s,]+", (root.get("viewBox") or "").strip()) if v]
    if len(values) == 4:
        return values[0], values[1], values[2], values[3]
    width = float(re.sub(r"[^\d.]", "", root.get("width") or "0") or 0)
    height = float(re.sub(r"[^\d.]", "", root.get("height") or "0") or 0)
    return 0.0, 0.0, width, height


def crop_box(svg: str | ET.Element, places: Sequence[str], whole: Sequence[str] = ()
             ) -> tuple[float, float, float, float] | None:
    """The part of the drawing a picture cropped to ``places`` shows: (x, y, width,
    height), the box of every place found and of the numbered markers drawn, with a
    margin, inside the drawing; None when no place is found (the whole board).

    The margin never cuts through a place of ``whole`` (a stop of a road) that holds none
    of the places (a panel round them frames them): an edge that would is drawn back to
    leave it out, or, where that would cut into what the picture is about, moved out to
    hold it (:func:`_uncut`).

    >>> from tutor.games import kanagawa
    >>> board = str(kanagawa.new_game(players=2, seed=1).render())
    >>> x, y, w, h = crop_box(board, ["column-1"])
    >>> w < 300 and h < 400
    True
    >>> crop_box(board, ["no such place"]) is None
    True
    """
    root = ET.fromstring(svg) if isinstance(svg, str) else svg
    found = [box for key in places if (box := place_box(root, key)) is not None]
    if not found:
        return None
    prefix = root.get("id") or ""
    for marker in root.iter():
        if (marker.get("id") or "").startswith(f"{prefix}-marker-"):
            box = place_box(root, marker.get("id", "")[len(prefix) + 1:])
            if box is not None:
                found.append(box)
    left, top = min(b[0] for b in found), min(b[1] for b in found)
    right, bottom = max(b[2] for b in found), max(b[3] for b in found)
    margin = max(MIN_MARGIN, MARGIN * min(right - left, bottom - top))
    vx, vy, vw, vh = _view(root)
    left, top = max(vx, left - margin), max(vy, top - margin)
    right, bottom = min(vx + vw, right + margin), min(vy + vh, bottom + margin)
    if right <= left or bottom <= top:
        return None
    # a piece holding a place the picture is about (the panel round it) frames it: not cut
    pieces = [box for key in whole if (box := place_box(root, key)) is not None
              and not any(_holds(box, f) for f in found)]
    core = (min(b[0] for b in found), min(b[1] for b in found),
            max(b[2] for b in found), max(b[3] for b in found))
    left, top, right, bottom = _uncut((left, top, right, bottom), core, pieces)
    return left, top, right - left, bottom - top


def _holds(outer: tuple[float, float, float, float],
           inner: tuple[float, float, float, float]) -> bool:
    """Whether the box ``outer`` (left, top, right, bottom) holds the box ``inner``."""
    return (outer[0] <= inner[0] and outer[1] <= inner[1] and outer[2] >= inner[2]
            and outer[3] >= inner[3])


def _uncut(crop: tuple[float, float, float, float], core: tuple[float, float, float, float],
           pieces: Sequence[tuple[float, float, float, float]]
           ) -> tuple[float, float, float, float]:
    """The crop (left, top, right, bottom) with no edge through a piece (a box of the same
    form): a piece it cuts is left out by moving the one edge that loses the least of the
    picture just past the piece's near side (by :data:`CLEAR`), among the edges that keep
    the ``core`` (what the picture is about) inside; when none can, the edges through the
    piece move out just past it.

    >>> _uncut((0, 0, 100, 50), (10, 10, 90, 30), [(0, 40, 30, 70), (95, 0, 120, 30)])
    (0, 0, 94.0, 39.0)
    >>> _uncut((0, 0, 100, 50), (10, 10, 90, 45), [(0, 40, 30, 70)])
    (0, 0, 100, 71.0)
    >>> _uncut((0, 0, 100, 50), (10, 10, 90, 45), [(10, 46, 120, 70)])  # bottom, not right
    (0, 0, 100, 45.0)
    """
    left, top, right, bottom = crop
    for _ in range(4 * len(pieces) + 1):
        moved = False
        for x0, y0, x1, y1 in pieces:
            if x1 <= left or x0 >= right or y1 <= top or y0 >= bottom:
                continue  # wholly outside
            if x0 >= left and x1 <= right and y0 >= top and y1 <= bottom:
                continue  # wholly inside
            outs = [c for c, keeps in (((left, top, x0 - CLEAR, bottom), x0 - CLEAR >= core[2]),
                                       ((x1 + CLEAR, top, right, bottom), x1 + CLEAR <= core[0]),
                                       ((left, top, right, y0 - CLEAR), y0 - CLEAR >= core[3]),
                                       ((left, y1 + CLEAR, right, bottom), y1 + CLEAR <= core[1]))
                    if keeps]
            if outs:  # leave it out, losing the least
                left, top, right, bottom = max(outs, key=lambda c: (c[2] - c[0]) * (c[3] - c[1]))
            else:  # take it in whole
                left = x0 - CLEAR if x0 < left else left
                top = y0 - CLEAR if y0 < top else top
                right = x1 + CLEAR if x1 > right else right
                bottom = y1 + CLEAR if y1 > bottom else bottom
            moved = True
        if not moved:
            break
    return left, top, right, bottom


CLEAR = 1.0
"""How far a crop's edge stays from a piece it leaves out or takes in whole (:func:`_uncut`),
in drawing units: clear of the piece's outline (half a stroke reaches out of its box), within
the narrowest gap between two stops of a road."""


INSET_GAP = 12.0
"""Between a cropped picture and a piece shown beside it (:func:`print_svg`'s ``insets``),
in drawing units."""


def _inset(root: ET.Element, box: tuple[float, float, float, float], key: str
           ) -> tuple[float, float, float, float] | None:
    """Move the element ``key`` (an id without the drawing's prefix) beside the crop ``box``
    (x, y, width, height), in a nested drawing that shows just it; the crop grown to hold
    it, or None when the drawing has no such element or it lies inside the crop."""
    prefix = root.get("id") or ""
    found = place_box(root, key)
    if found is None:
        return None
    left, top, right, bottom = found
    x, y, w, h = box
    if left >= x and top >= y and right <= x + w and bottom <= y + h:
        return None
    for parent in root.iter():
        for child in list(parent):
            if child.get("id") == f"{prefix}-{key}":
                parent.remove(child)
                iw, ih = right - left, bottom - top
                # a white strip beside the crop hides what the board draws there (the next
                # garden of a three-pupil table), so that the piece stands alone
                ET.SubElement(root, f"{{{SVG_NS}}}rect", {
                    "x": fmt(x + w), "y": fmt(y), "width": fmt(INSET_GAP + iw + MIN_MARGIN / 2),
                    "height": fmt(max(h, ih)), "fill": "#ffffff", "class": "inset-cover"})
                nested = ET.SubElement(root, f"{{{SVG_NS}}}svg", {
                    "x": fmt(x + w + INSET_GAP), "y": fmt(y), "width": fmt(iw),
                    "height": fmt(ih), "viewBox": ",".join(fmt(v) for v in (left, top, iw, ih)),
                    "class": "inset"})
                nested.append(child)
                return x, y, w + INSET_GAP + iw + MIN_MARGIN / 2, max(h, ih)
    return None


def print_svg(svg: str, crop: Sequence[str] = (), insets: Sequence[str] = (),
              whole: Sequence[str] = ()) -> str:
    """A board's SVG as a picture to print: still (:func:`tutor.core.svg.still`), without
    what is drawn for the screen only (buttons, ``screen-only`` elements, the status line)
    and cropped to the places ``crop`` names (the whole board when it names none the board
    has), its margin cutting through no place of ``whole``: see the module's docstring.

    >>> svg = ('<svg xmlns="http://www.w3.org/2000/svg" id="b" viewBox="0,0,400,300" '
    ...        'width="400" height="300"><text id="b-caption">Your turn</text>'
    ...        '<g class="button" data-action="pass"><rect width="9" height="9"/></g>'
    ...        '<rect id="b-x" x="200" y="100" width="50" height="50"/></svg>')
    >>> out = print_svg(svg, ["x"])
    >>> "Your turn" in out, "button" in out, 'viewBox="182,82,86,86"' in out
    (False, False, True)
    """
    box = crop_box(svg, crop, whole) if crop else None  # before still(): moves are targets
    root = ET.fromstring(still(svg))
    prefix = root.get("id") or ""
    _drop(root, prefix, box is not None)
    if box is not None:
        for key in insets:  # after the crop: a piece far from it is shown beside it
            box = _inset(root, box, key) or box
        x, y, w, h = box
        root.set("data-crop", "|".join(crop))  # what the picture is about (tests read it)
        root.set("viewBox", ",".join(fmt(v) for v in (x, y, w, h)))
        root.set("width", fmt(w))
        root.set("height", fmt(h))
    return ET.tostring(root, encoding="unicode").replace(f' xmlns:ns0="{SVG_NS}"', "")


def print_view(state: State, viewer: int | None, lang: str, *, mark: str | None = None,
               markers: Mapping[str, int] | None = None, focus: Focus | None = None) -> str:
    """``state`` drawn for paper as ``viewer`` sees it, in ``lang``: the move ``mark``
    marked, the numbered ``markers`` drawn (place -> number), legal moves not shown, and
    cropped to what ``focus`` is about as the game's ``print_focus`` says
    (:meth:`tutor.core.game.Game.print_focus`; the whole board without a focus)."""
    extra = {"markers": dict(markers)} if markers else {}
    svg = str(state.render(viewer=viewer, lang=lang, mark=mark, show_legal=False, **extra))
    crop = state.game.print_focus(state, focus) if focus is not None else ()
    insets = state.game.print_insets(state, focus) if focus is not None else ()
    whole = state.game.print_whole(state) if crop else ()
    return print_svg(svg, crop, insets, whole)


__all__ = ["CIRCLED", "Focus", "crop_box", "marked_move", "marker_name", "print_svg",
           "print_view"]
