"""Build the tutor's notebooks from the lesson content: ``python notebooks/build.py``.

Every notebook under ``notebooks/`` (except the play apps of ``tools/play.py``) is
generated, never edited in Jupyter: :mod:`tutor.lessons.notebook` writes each game's
lessons (the content is ``tutor/games/<game>/lessons.py``) in both languages under
``notebooks/en/`` and ``notebooks/zh-Hant/``, an index per language, and the front door
``notebooks/index.ipynb``. This file is the driver: it writes each notebook, executes it in
place with the ``python3`` kernel (``jupyter nbconvert --to notebook --execute
--inplace``) and strips what must not be committed: saved widget state
(``metadata.widgets``, and the widget-view outputs that point at it: the widget's text
form and its picture stay) and execution timestamps. Cell ids are fixed, so a rebuild
changes a notebook only where its content or its outputs changed. nbval then compares the
saved outputs with a fresh run.

Usage (from the repository root, with the project's virtual environment)::

    .venv/bin/python notebooks/build.py              # write and execute every notebook
    .venv/bin/python notebooks/build.py --no-execute # write only
    .venv/bin/python notebooks/build.py en/kanagawa  # only notebooks whose path contains it
    .venv/bin/python notebooks/build.py --list       # list the notebooks

Executing runs with ``TUTOR_SOLVE_TASKS=1`` (every task and quiz question is solved by the
lesson runner itself, the way nbval runs them too) and ``TUTOR_PROGRESS`` pointing at a
scratch file, so no progress file lands in the repository. Outputs must be deterministic
(seeded bots, no addresses, timestamps or timings), because nbval compares them.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

try:
    import nbformat
except ImportError:  # pragma: no cover - a hint for running with the wrong interpreter
    sys.exit("build.py needs nbformat and nbconvert: run it with the project's venv, "
             "e.g. .venv/bin/python notebooks/build.py")

import tutor  # noqa: E402
from tutor.lessons.notebook import every_notebook  # noqa: E402


def games_with_lessons() -> list[str]:
    """The games whose lessons are content in their package."""
    out = []
    for game in tutor.games():
        try:
            tutor.lessons.course(game)
        except ValueError:
            continue
        out.append(game)
    return out


GENERATED = every_notebook(games_with_lessons())
"""Path (relative to notebooks/) -> notebook JSON."""


# -- writing and executing ---------------------------------------------------------------------


def build(path: str) -> Path:
    """Write the notebook ``path`` (relative to notebooks/) from its cells."""
    out = HERE / path
    out.parent.mkdir(parents=True, exist_ok=True)
    nb = nbformat.from_dict(GENERATED[path])
    nbformat.validate(nb)
    nbformat.write(nb, str(out))
    return out


def execute(out: Path, timeout: int = 600) -> None:
    """Run the notebook in place with the python3 kernel (every task solved by the lesson
    runner, progress kept in a scratch file), then strip widget state."""
    scratch = Path(tempfile.mkdtemp(prefix="tutor-build-")) / "tutor-progress.json"
    env = dict(os.environ, TUTOR_SOLVE_TASKS="1", TUTOR_PROGRESS=str(scratch))
    subprocess.run(
        [sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute",
         "--inplace", "--ExecutePreprocessor.kernel_name=python3",
         f"--ExecutePreprocessor.timeout={timeout}", str(out)],
        check=True, cwd=out.parent, env=env,
    )
    strip(out)


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def strip(out: Path) -> None:
    """Make the executed notebook deterministic and free of widget state.

    Removes the saved widget state (``metadata.widgets``) and execution timestamps; drops
    the widget-view output (a random model id pointing at state that is not saved) and
    keeps the widget's deterministic text form, which nbval compares; joins consecutive
    stream outputs, which the kernel splits at random moments.
    """
    nb = nbformat.read(str(out), as_version=4)
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type != "code":
            continue
        outputs = []
        for output in cell.outputs:
            output.get("data", {}).pop(WIDGET_VIEW, None)
            last = outputs[-1] if outputs else None
            if (output.output_type == "stream" and last is not None
                    and last.output_type == "stream" and last.name == output.name):
                last.text += output.text
                continue
            outputs.append(output)
        cell.outputs = outputs
    nbformat.write(nb, str(out))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("only", nargs="*", help="build only notebooks whose path contains these")
    parser.add_argument("--no-execute", action="store_true", help="write the notebooks only")
    parser.add_argument("--list", action="store_true", help="list the notebooks and stop")
    args = parser.parse_args(argv)
    ordered = sorted(GENERATED, key=lambda p: p != "index.ipynb")
    paths = [p for p in ordered if not args.only or any(o in p for o in args.only)]
    if args.list:
        print("\n".join(paths))
        return 0
    if not paths:
        print(f"no notebook matches {args.only}", file=sys.stderr)
        return 1
    for path in paths:
        out = build(path)
        if args.no_execute:
            print(f"wrote {path}")
            continue
        t0 = time.perf_counter()
        execute(out)
        print(f"built {path} ({time.perf_counter() - t0:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
