"""Seat marks: each seat told apart by a shape as well as by its colour.

A learner who does not see colours well, or a class with a grey-scale projector, tells the
seats apart by a shape: seat 0 is a circle, seat 1 a triangle, seat 2 a square, seat 3 a
diamond, seat 4 a star. The shared parts of every board (the status line, the move log, the
score sheet) write the mark in front of the seat's name (:func:`seat_label`), and a game
draws the same shape on its pieces (:meth:`tutor.core.svg.Board.seat_mark`, the path from
:func:`tutor.core.svg.mark_path`), so that the name in the log and the piece on the
board carry the same sign.

>>> [seat_mark(p) for p in range(5)]
['●', '▲', '■', '◆', '★']
>>> seat_label("Blue", 1)
'▲ Blue'
"""

from __future__ import annotations

SEAT_MARKS = ("●", "▲", "■", "◆", "★")
"""The mark of each seat, as text: circle, triangle, square, diamond, star."""

_NEUTRAL = "○"
"""The mark of a seat beyond the five (no game has one; a neutral piece may use it)."""


def seat_mark(seat: int) -> str:
    """The mark of ``seat`` as one character (a seat past the fifth: a hollow circle)."""
    return SEAT_MARKS[seat] if 0 <= seat < len(SEAT_MARKS) else _NEUTRAL


def seat_label(name: str, seat: int) -> str:
    """A seat's name with its mark in front, as the status line, log and score sheet
    write it."""
    return f"{seat_mark(seat)} {name}"
