"""What a class has done: ``python -m tutor.progress [FILES OR FOLDERS ...] [--csv OUT]``.

Reads learners' progress files (``tutor-progress.json``, written beside the lessons as
learners work; folders are searched recursively, e.g. every home folder of a JupyterHub:
``python -m tutor.progress /home --csv class.csv``) and prints, per learner file, each
lesson with the tasks, score sheets and quiz questions done (mastered) out of its total,
the attempts and the hints used, the stars (3 per item: 3 at the first try without a hint,
2 with retries or a hint, 1 when the answer was shown) and how many answers were seen
(shown, so not mastered), for the lesson's core; the optional deeper part (「進階」) is
counted apart. ``--csv`` writes one row per learner, lesson and item, for a spreadsheet,
with the item's best stars and its part.

A file the learners wrote is untrusted input. One that cannot be used (damaged, not UTF-8,
nested too deeply, larger than 4 MB, a FIFO, a device, a folder) is listed as skipped with
the reason, and the others are reported. Only regular files are opened. Control
characters in names and paths are shown escaped (``\\n``, ``\\x1b``), so a name cannot
forge report lines or drive the terminal; a CSV cell starting with ``=``, ``+``, ``-`` or
``@`` gets a leading ``'`` so that no spreadsheet runs it as a formula.

>>> import json, tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> data = {"format": "tutor-progress", "version": 1, "learner": "ann",
...         "lessons": {"cartography/4": {"capture-one": {"done": True, "attempts": 2,
...                                                       "hints": 1, "stars": 2}}}}
>>> _ = (folder / "tutor-progress.json").write_text(json.dumps(data))
>>> main([str(folder)])   # doctest: +ELLIPSIS +NORMALIZE_WHITESPACE
ann (.../tutor-progress.json)
  cartography 4 · Capture: 1 of ... done, 2 attempts, 1 hint, 2 of ... stars, 0 answers seen;
  going further: 0 of ... done, 0 of ... stars
0
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
from dataclasses import dataclass
from pathlib import Path

from .core.errors import BadSave
from .lessons.progress import FILE, load, record_stars
from .lessons.runner import course

FORMULA = ("=", "+", "-", "@", "\t", "\r")
"""What a spreadsheet reads as the start of a formula (OWASP's list for CSV injection)."""


@dataclass
class Row:
    """One item of one lesson of one learner, as the file has them (unescaped)."""

    learner: str
    file: str
    game: str
    lesson: str
    """The lesson's number as the file writes it (``"4"`` in ``"cartography/4"``)."""
    title: str
    item: str
    done: bool
    attempts: int
    hints: int
    stars: int
    """The best stars (0 to 3; 1: the answer was shown, seen but not mastered)."""
    part: str = "core"
    """The lesson's part the item is in: "core" or "deeper" (the optional 「進階」)."""


def find(paths: list[str], notes: list[str] | None = None) -> list[Path]:
    """Progress files: the files given, and every ``tutor-progress.json`` under the folders
    (symbolic links to folders are not followed); a folder that cannot be searched is added
    to ``notes``."""
    out: list[Path] = []
    for name in paths:
        path = Path(name)
        if not path.is_dir():
            out.append(path)
            continue

        def unsearchable(e: OSError) -> None:
            if notes is not None:
                notes.append(f"not searched: {e.filename} ({e.strerror or e})")

        found = [Path(folder) / FILE for folder, _, files in
                 os.walk(path, onerror=unsearchable) if FILE in files]
        out.extend(sorted(found))
    return out


def read(path: Path) -> tuple[str, dict]:
    """(learner, lessons) of one file. Raises BadSave for a file that is not one."""
    try:
        doc = load(path)
    except FileNotFoundError:
        raise BadSave(f"{path}: no such file") from None
    return str(doc.get("learner", path.parent.name)), doc["lessons"]


def rows(path: Path, lang: str = "en") -> list[Row]:
    """Every graded item of every lesson the file has started, done or not."""
    learner, lessons = read(path)
    out = []
    for key in sorted(lessons, key=_lesson_order):
        game, _, number = key.partition("/")
        known = _lesson(game, number)
        items = known.graded() if known else sorted(lessons[key])
        deeper = set(known.graded("deeper")) if known else set()
        title = known.title[lang] if known else "?"
        for item in items:
            entry = lessons[key].get(item, {"done": False, "attempts": 0, "hints": 0})
            stars = record_stars(entry)
            out.append(Row(learner, str(path), game, number, title, item, stars >= 2,
                           entry["attempts"], entry["hints"], stars,
                           "deeper" if item in deeper else "core"))
    return out


def _number(text: str) -> int | None:
    """A lesson number written in ASCII digits (not ``²``, not 5,000 digits), else None."""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 6 else None


def _lesson_order(key: str) -> tuple[str, bool, int, str]:
    game, _, number = key.partition("/")
    n = _number(number)
    return game, n is None, n or 0, number


def _lesson(game: str, number: str):
    try:
        return next((x for x in course(game) if str(x.number) == number), None)
    except ValueError:
        return None


def shown(text: str) -> str:
    """``text`` with every control or invisible formatting character escaped (a newline as
    ``\\n``, an escape as ``\\x1b``, a right-to-left override as ``\\u202e``), so that it
    prints on one line and does nothing to a terminal.

    >>> print(shown("ann\\nbo \\x1b[2J 安"))
    ann\\nbo \\x1b[2J 安
    """
    return "".join(c if c.isprintable() or c == " " else c.encode("unicode_escape").decode()
                   for c in text)


def cell(text: str) -> str:
    """``text`` for a CSV cell: shown as in the report, with a leading ``'`` where a
    spreadsheet would read a formula (OWASP's advice against CSV injection).

    >>> cell('=HYPERLINK("http://x.example","see")')
    '\\'=HYPERLINK("http://x.example","see")'
    """
    text = shown(text)
    return "'" + text if text.startswith(FORMULA) else text


def report(all_rows: list[Row]) -> str:
    """The printed summary: per learner, per lesson, done of total, attempts, hints, stars
    and answers seen."""
    lines = []
    by_file: dict[str, list[Row]] = {}
    for r in all_rows:
        by_file.setdefault(r.file, []).append(r)
    for file, file_rows in by_file.items():
        lines.append(f"{shown(file_rows[0].learner)} ({shown(file)})")
        lessons: dict[tuple[str, str], list[Row]] = {}
        for r in file_rows:
            lessons.setdefault((r.game, r.lesson), []).append(r)
        for (game, number), both in lessons.items():
            items = [r for r in both if r.part == "core"]
            further = [r for r in both if r.part == "deeper"]
            done = sum(r.done for r in items)
            attempts = sum(r.attempts for r in items)
            hints = sum(r.hints for r in items)
            stars = sum(r.stars for r in items)
            seen = sum(r.stars == 1 for r in items)
            lines.append(f"  {shown(game)} {shown(number)} · {both[0].title}: "
                         f"{done} of {len(items)} done, "
                         f"{attempts} attempt{'s' * (attempts != 1)}, "
                         f"{hints} hint{'s' * (hints != 1)}, "
                         f"{stars} of {3 * len(items)} stars, "
                         f"{seen} answer{'s' * (seen != 1)} seen"
                         + (f"; going further: {sum(r.done for r in further)} of "
                            f"{len(further)} done, {sum(r.stars for r in further)} of "
                            f"{3 * len(further)} stars" if further else ""))
    return "\n".join(lines)


def write_csv(all_rows: list[Row], out: str) -> None:
    """One row per learner, lesson and item; text neutralised by :func:`cell`. The stars
    and the part ("core" or "deeper") come last, so that sheets made from the columns
    before them still fit."""
    with open(out, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["learner", "file", "game", "lesson", "title", "item", "done",
                         "attempts", "hints", "stars", "part"])
        for r in all_rows:
            writer.writerow([cell(r.learner), cell(r.file), cell(r.game), cell(r.lesson),
                             cell(r.title), cell(r.item), int(r.done), r.attempts, r.hints,
                             r.stars, r.part])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tutor.progress",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", default=["."],
                        help="progress files, or folders to search (default: here)")
    parser.add_argument("--csv", metavar="OUT", help="also write every item as a CSV row")
    parser.add_argument("--lang", choices=["en", "zh-Hant"], default="en")
    args = parser.parse_args(argv)
    all_rows: list[Row] = []
    notes: list[str] = []
    problems = 0
    files = find(args.paths, notes)
    for path in files:
        try:
            all_rows.extend(rows(path, args.lang))
        except BadSave as e:
            notes.append(f"skipped: {e}")
            problems += 1
    for note in notes:
        print(shown(note), file=sys.stderr)
    if not files:
        print(shown(f"no {FILE} found under {', '.join(args.paths)}"), file=sys.stderr)
    print(report(all_rows))
    if args.csv:
        try:
            write_csv(all_rows, args.csv)
        except OSError as e:
            print(shown(f"cannot write {args.csv}: {e.strerror or e}"), file=sys.stderr)
            return 1
        print(shown(f"wrote {len(all_rows)} rows to {args.csv}"), file=sys.stderr)
    return 1 if problems and not all_rows else 0


if __name__ == "__main__":
    sys.exit(main())
