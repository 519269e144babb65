"""What a class has done: ``python -m tutor.progress [FILES OR FOLDERS ...] [--csv OUT]``.

Reads learners' progress files (``tutor-progress.json``, written beside the lessons as
learners work; folders are searched recursively, e.g. every home folder of a JupyterHub:
``python -m tutor.progress /home --csv class.csv``) and prints, per learner file, each
lesson with the tasks and quiz questions done out of its total, the attempts and the hints
used. ``--csv`` writes one row per learner, lesson and item, for a spreadsheet. A damaged
file is reported by name and skipped.

>>> import json, tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> data = {"format": "tutor-progress", "version": 1, "learner": "ann",
...         "lessons": {"cartography/4": {"capture-one": {"done": True, "attempts": 2,
...                                                       "hints": 1}}}}
>>> _ = (folder / "tutor-progress.json").write_text(json.dumps(data))
>>> main([str(folder)])   # doctest: +ELLIPSIS
ann (.../tutor-progress.json)
  cartography 4 · Capture: 1 of ... done, 2 attempts, 1 hint
0
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from dataclasses import dataclass
from pathlib import Path

from .core.errors import BadSave
from .core.game import ascii_digits
from .lessons.progress import FILE, check
from .lessons.runner import course


@dataclass
class Row:
    """One item of one lesson of one learner."""

    learner: str
    file: str
    game: str
    lesson: int
    title: str
    item: str
    done: bool
    attempts: int
    hints: int


def find(paths: list[str]) -> list[Path]:
    """Progress files: the files given, and every ``tutor-progress.json`` under the folders."""
    out: list[Path] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            out.extend(sorted(path.rglob(FILE)))
        else:
            out.append(path)
    return out


def read(path: Path) -> tuple[str, dict]:
    """(learner, lessons) of one file. Raises BadSave for a file that is not one."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise BadSave(f"{path}: cannot be read as JSON ({e})") from None
    doc = check(doc, str(path))
    return str(doc.get("learner", path.parent.name)), doc["lessons"]


def rows(path: Path, lang: str = "en") -> list[Row]:
    """Every graded item of every lesson the file has started, done or not."""
    learner, lessons = read(path)
    out = []
    for key in sorted(lessons, key=_lesson_order):
        game, _, number = key.partition("/")
        known = _lesson(game, number)
        items = known.graded() if known else sorted(lessons[key])
        title = known.title[lang] if known else "?"
        for item in items:
            entry = lessons[key].get(item, {"done": False, "attempts": 0, "hints": 0})
            out.append(Row(learner, str(path), game, int(number) if ascii_digits(number) else 0,
                           title, item, entry["done"], entry["attempts"], entry["hints"]))
    return out


def _lesson_order(key: str) -> tuple[str, int]:
    game, _, number = key.partition("/")
    return game, int(number) if ascii_digits(number) else 0


def _lesson(game: str, number: str):
    try:
        return next((x for x in course(game) if str(x.number) == number), None)
    except ValueError:
        return None


def report(all_rows: list[Row]) -> str:
    """The printed summary: per learner, per lesson, done of total, attempts, hints."""
    lines = []
    by_file: dict[str, list[Row]] = {}
    for r in all_rows:
        by_file.setdefault(r.file, []).append(r)
    for file, file_rows in by_file.items():
        lines.append(f"{file_rows[0].learner} ({file})")
        lessons: dict[tuple[str, int], list[Row]] = {}
        for r in file_rows:
            lessons.setdefault((r.game, r.lesson), []).append(r)
        for (game, number), items in lessons.items():
            done = sum(r.done for r in items)
            attempts = sum(r.attempts for r in items)
            hints = sum(r.hints for r in items)
            lines.append(f"  {game} {number} · {items[0].title}: {done} of {len(items)} done, "
                         f"{attempts} attempt{'s' * (attempts != 1)}, "
                         f"{hints} hint{'s' * (hints != 1)}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tutor.progress",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", default=["."],
                        help="progress files, or folders to search (default: here)")
    parser.add_argument("--csv", metavar="OUT", help="also write every item as a CSV row")
    parser.add_argument("--lang", choices=["en", "zh-Hant"], default="en")
    args = parser.parse_args(argv)
    all_rows: list[Row] = []
    problems = 0
    files = find(args.paths)
    for path in files:
        try:
            all_rows.extend(rows(path, args.lang))
        except BadSave as e:
            print(f"skipped: {e}", file=sys.stderr)
            problems += 1
    if not files:
        print(f"no {FILE} found under {', '.join(args.paths)}", file=sys.stderr)
    print(report(all_rows))
    if args.csv:
        with open(args.csv, "w", newline="", encoding="utf-8") as f:
            writer = csv.writer(f)
            writer.writerow(["learner", "file", "game", "lesson", "title", "item", "done",
                             "attempts", "hints"])
            for r in all_rows:
                writer.writerow([r.learner, r.file, r.game, r.lesson, r.title, r.item,
                                 int(r.done), r.attempts, r.hints])
        print(f"wrote {len(all_rows)} rows to {args.csv}", file=sys.stderr)
    return 1 if problems and not all_rows else 0


if __name__ == "__main__":
    sys.exit(main())
