"""Reading saved data that nobody promised is valid.

A save is untrusted input: every field is checked for its type, shape and range before the
engine sees it, and any problem is a :class:`~tutor.core.errors.BadSave` whose message names
the field by its path (``state.areas[1].brushes``). Pure Python, so it also runs in the
JupyterLite site.

>>> r = Reader({"player": 1, "phase": "tile", "tiles_left": [3, 4]})
>>> r.int("player", 0, 1), r.str("phase", choices=("tile", "stone"))
(1, 'tile')
>>> r.ints("tiles_left", 0, 10, length=2)
[3, 4]
>>> r.int("passes", 0, 2)
Traceback (most recent call last):
...
tutor.core.errors.BadSave: state.passes is missing
>>> Reader({"player": True}).int("player", 0, 1)
Traceback (most recent call last):
...
tutor.core.errors.BadSave: state.player must be an integer, not True
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from .errors import BadSave, NotationError

MAX_TEXT = 200
"""Longest free text accepted in a save (a notation, a name)."""


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:59] + "…"


def clean_text(value: Any, where: str, max_len: int = MAX_TEXT) -> str:
    """``value`` if it is a string that is safe to show (SVG, HTML, a status line).

    Raises:
        BadSave: not a string, too long, or holding control characters or lone surrogates.
    """
    if not isinstance(value, str):
        raise BadSave(f"{where} must be a string, not {_show(value)}")
    if len(value) > max_len:
        raise BadSave(f"{where} is {len(value)} characters long; at most {max_len}")
    for ch in value:
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cs", "Cn") and ch not in "\n":
            raise BadSave(f"{where} holds a character that cannot be shown: {ch!r}")
    return value


class Reader:
    """Typed access to one object of a save; every error names the field's path."""

    def __init__(self, data: Any, path: str = "state") -> None:
        if not isinstance(data, dict):
            raise BadSave(f"{path} must be an object, not {_show(data)}")
        self.data = data
        self.path = path

    def where(self, name: str | int) -> str:
        """The path of a field, for messages: ``state.areas[1]``."""
        return f"{self.path}[{name}]" if isinstance(name, int) else f"{self.path}.{name}"

    def fail(self, name: str, why: str) -> NoReturn:
        """Raise :class:`BadSave` about field ``name``."""
        raise BadSave(f"{self.where(name)} {why}")

    def has(self, name: str) -> bool:
        return name in self.data

    def raw(self, name: str) -> Any:
        """The field as it is (only its presence is checked)."""
        if name not in self.data:
            self.fail(name, "is missing")
        return self.data[name]

    def int(self, name: str, lo: int | None = None, hi: int | None = None) -> int:
        """An integer (not a bool, not a float) within ``lo..hi``."""
        return check_int(self.raw(name), self.where(name), lo, hi)

    def bool(self, name: str) -> bool:
        value = self.raw(name)
        if not isinstance(value, bool):
            self.fail(name, f"must be true or false, not {_show(value)}")
        return value

    def str(self, name: str, choices: Sequence[str] | None = None,
            max_len: int = MAX_TEXT) -> str:
        """A clean string (see :func:`clean_text`), one of ``choices`` when given."""
        value = clean_text(self.raw(name), self.where(name), max_len)
        if choices is not None and value not in choices:
            self.fail(name, f"must be one of {', '.join(map(repr, choices))}, not {_show(value)}")
        return value

    def optional_str(self, name: str, choices: Sequence[str] | None = None) -> str | None:
        """Like :meth:`str`, but ``null`` (or a missing field) gives None."""
        if self.data.get(name) is None:
            return None
        return self.str(name, choices)

    def notation(self, name: str, parse: Callable[[str], Any], game: str) -> str | None:
        """``null``: None; else an action written exactly as the game
        writes it: ``parse`` reads it (a :class:`NotationError` is a BadSave naming the
        field) and ``str`` of what it reads is the same text. Boards show a save's last
        action and read it to hide what a seat did not see, so nothing else may load.

        >>> Reader({"last": "move 3"}).notation("last", lambda t: t.lower(), "demo")
        'move 3'
        >>> Reader({"last": "Move 3"}).notation("last", lambda t: t.lower(), "demo")
        Traceback (most recent call last):
        ...
        tutor.core.errors.BadSave: state.last must be written 'move 3', not 'Move 3'
        """
        if self.raw(name) is None:
            return None
        text = self.str(name)
        try:
            action = parse(text)
        except NotationError:
            self.fail(name, f"is not a {game} action: {_show(text)}")
        if str(action) != text:
            self.fail(name, f"must be written {_show(str(action))}, not {_show(text)}")
        return text

    def list(self, name: str, length: int | None = None, max_len: int = 10_000) -> list:
        """A list, of exactly ``length`` items when given."""
        value = self.raw(name)
        return check_list(value, self.where(name), length, max_len)

    def ints(self, name: str, lo: int | None = None, hi: int | None = None,
             length: int | None = None, max_len: int = 10_000) -> list[int]:
        """A list of integers within ``lo..hi``."""
        items = self.list(name, length, max_len)
        return [check_int(v, self.where(name) + f"[{i}]", lo, hi) for i, v in enumerate(items)]

    def strs(self, name: str, choices: Sequence[str] | None = None,
             length: int | None = None, max_len: int = 10_000) -> list[str]:
        """A list of clean strings, each one of ``choices`` when given."""
        items = self.list(name, length, max_len)
        out = []
        for i, v in enumerate(items):
            where = self.where(name) + f"[{i}]"
            text = clean_text(v, where)
            if choices is not None and text not in choices:
                raise BadSave(f"{where} must be one of {', '.join(map(repr, choices))}, "
                              f"not {_show(text)}")
            out.append(text)
        return out

    def obj(self, name: str) -> Reader:
        """A nested object, read with its own :class:`Reader`."""
        return Reader(self.raw(name), self.where(name))

    def objs(self, name: str, length: int | None = None, max_len: int = 10_000) -> list[Reader]:
        """A list of objects."""
        items = self.list(name, length, max_len)
        return [Reader(v, self.where(name) + f"[{i}]") for i, v in enumerate(items)]


def check_int(value: Any, where: str, lo: int | None = None, hi: int | None = None) -> int:
    """``value`` if it is an integer (not a bool) within ``lo..hi``, else :class:`BadSave`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadSave(f"{where} must be an integer, not {_show(value)}")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        span = f"{'' if lo is None else lo}..{'' if hi is None else hi}"
        raise BadSave(f"{where} is {_show(value)}, outside {span}")
    return value


def check_list(value: Any, where: str, length: int | None = None,
               max_len: int = 10_000) -> list:
    """``value`` if it is a list of ``length`` items (at most ``max_len``)."""
    if not isinstance(value, list):
        raise BadSave(f"{where} must be a list, not {_show(value)}")
    if length is not None and len(value) != length:
        raise BadSave(f"{where} must have {length} items, not {len(value)}")
    if len(value) > max_len:
        raise BadSave(f"{where} has {len(value)} items; at most {max_len}")
    return value
