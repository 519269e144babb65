"""Build the tutor's JupyterLite site into ``build/lite/``: ``make lite``.

The site is static: any web server (or a static host such as GitHub Pages) serves it, and
every learner's browser runs Python itself (Pyodide, in the Pyodide kernel). Everything the
site needs is inside it; it makes no request outside its own origin, and ``import tutor``
works in a notebook without ``%pip`` and without network.

The build needs the package registries only (PyPI and npm), never a CDN:

1. **Pyodide** :data:`PYODIDE_VERSION` (the version the kernel add-on is made for) comes
   from the npm package ``pyodide``: the runtime (``pyodide.mjs``, ``pyodide.asm.wasm``, the
   standard library zip) and its lock file ``pyodide-lock.json``, but no package wheels.
2. **Wheels for the lock.** At boot the kernel loads ``micropip``, then ``ipython``,
   ``jedi``, ``traitlets`` and their dependencies from the lock. Each of them is a pure
   wheel on PyPI at the locked version (built by their authors, so with another sha256
   than Pyodide's own build): ``pip download`` fetches it, it is copied under the file
   name the lock expects, and its hash in the lock is rewritten. The kernel's own wheels
   (``piplite``, ``pyodide-kernel``, its ``ipykernel`` stand-in: :data:`KERNEL_WHEELS`),
   which it would otherwise install from its add-on with micropip, join the lock too.
3. **The tutor and its runtime dependencies** (``anywidget``, ``ipywidgets``, ``comm``,
   ``psygnal``, ``svgwrite``, ``typing-extensions``, ``traitlets``) are added to the lock
   with their import names, so that the kernel loads them when a cell imports them.
   ``anywidget``, ``ipywidgets``, ``comm`` and ``psygnal`` take the versions installed in
   the build environment, whose front-end extensions (anywidget,
   ``@jupyter-widgets/jupyterlab-manager``) go into the site: Python and JavaScript halves
   always match. The real ``widgetsnbextension`` is left out: the kernel ships a stand-in.
4. **The lock is trimmed** to the packages shipped: anything else fails at once with
   ``ModuleNotFoundError`` (and ``%pip install`` says that the PyPI fallback is disabled,
   ``disablePyPIFallback``) instead of waiting on a CDN that a classroom may not reach.
5. **Every wheel is compiled to bytecode** by Pyodide itself, run by Node.js
   (:func:`compile_wheels`): the browser no longer compiles IPython, the widget libraries
   and the tutor from their sources at every lesson start. jedi's stubs for Python 2 and
   for third-party libraries are left out (:data:`UNUSED_FILES`).
6. ``jupyter lite build`` assembles the site (:data:`VERSIONS`: JupyterLite 0.7, for
   Voici): JupyterLite, exactly three front-end extensions (the Pyodide kernel, the widget
   manager, anywidget; nothing else from the environment), and every notebook under
   ``notebooks/`` as content (as committed, with their saved outputs), with every
   worksheet as HTML under ``worksheets/`` (:func:`tutor.worksheet.build_all`: the
   lessons' last cells link them; a browser prints them, since the site cannot run the PDF
   step). The answer keys stay out: the site is
   the pupils'. Its settings: ``loadPyodideOptions.packages`` (:data:`PRELOAD`)
   loads the kernel's packages and the tutor with the runtime, in one batch of parallel
   downloads; the Help menu's kernel-resources plugin is off (:data:`DISABLED_PLUGINS`:
   its extra kernel connections can make JupyterLab drop a board's messages); no news box
   (:data:`SETTINGS_OVERRIDES`); the Traditional Chinese language pack
   (``jupyterlab-language-pack-zh-tw``, with :data:`ZH_TW_SUPPLEMENT`).
7. **Lessons as apps.** Voici (:data:`APPS`) renders every notebook as an app page with the
   tutor's Voilà template: the text and the boards, no code, the cells run in the browser
   as the page opens, on the same Pyodide kernel. The site's ``index.html`` opens the
   front page as an app (:data:`FRONT_DOOR`); Voici turns the Markdown's links to
   notebooks into links to their app pages, and the template does the same for the
   links in outputs (the course map). A lesson's progress file is written in the
   browser's storage for the site, which the app pages and JupyterLab share. JupyterLab
   opens a notebook under ``zh-Hant/`` in Traditional Chinese (:data:`LOCALE_SCRIPT`).

Where the time goes when a lesson opens, and how it is measured: ``tools/lite_timing.py``.

Downloads are cached in ``build/lite-cache/``, so a rebuild needs no network at all.
Usage (from the repository root, with the project's virtual environment and the ``lite``
extra installed; ``make lite`` does both)::

    .venv/bin/python tools/build_lite.py          # build build/lite/
    .venv/bin/python tools/build_lite.py --check  # only check an existing build/lite/

Serve the result with any static server, for example
``python -m http.server -d build/lite 8000``, and open ``http://127.0.0.1:8000/``: the
front page as an app, whose links open each lesson as an app
(``voici/render/<lang>/<game>/<lesson>.html``); JupyterLab is at
``http://127.0.0.1:8000/lab/index.html?path=index.ipynb``.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import html
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from email.message import Message
from email.parser import Parser
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
BUILD = ROOT / "build"
OUTPUT = BUILD / "lite"
"""The site: serve this folder."""
WORK = BUILD / "lite-src"
"""The JupyterLite "lite dir" handed to ``jupyter lite build`` (regenerated every time)."""
CACHE = BUILD / "lite-cache"
"""Downloads kept between builds: the npm tarball of Pyodide and the wheels."""

VERSIONS = {"jupyterlite-core": "0.7.6", "jupyterlite-pyodide-kernel": "0.7.0",
            "voici-core": "0.10.0"}
"""The versions this script is made for (the ``lite`` extra pins them).

Voici (Voilà for JupyterLite) 0.10.0, the latest, is made for JupyterLite 0.7: its app
bundle carries JupyterLite 0.7.0's front-end packages, and it loads the kernel's front-end
extension into them. ``@jupyterlite/pyodide-kernel-extension`` 0.7.1 and later (and the
0.8 series) ask for a newer ``@jupyterlite/apputils`` than 0.7.0, so they bring their own
copy, which needs ``@jupyterlab/pluginmanager``, which Voici does not share: no kernel
starts ("No kernel available"). The kernel add-on 0.7.0 takes Voici's copy, so it runs
in the Voici pages and in JupyterLab 0.7.6 alike. The ``voici`` meta-package is not used:
it brings the xeus-python kernel, whose environment comes from emscripten-forge, which a
build from PyPI and npm cannot reach."""

PYODIDE_VERSION = "0.29.3"
"""Pyodide from npm: the last of the 0.29 series (Python 3.13) that the kernel add-on 0.7.0
is made for (it names 0.29.0, whose lock makes ``matplotlib-inline`` depend on matplotlib;
0.29.3's does not)."""

BOOT_PACKAGES = ["micropip", "ipython", "jedi", "traitlets"]
"""Lock packages the Pyodide kernel loads while it starts (with their dependencies)."""

EXTRA_PACKAGES: dict[str, dict] = {
    # name: what the lock says about it; the version comes from the build environment
    "comm": {"imports": ["comm"], "depends": []},
    "psygnal": {"imports": ["psygnal"], "depends": ["typing-extensions"]},
    "ipywidgets": {"imports": ["ipywidgets"], "depends": ["comm", "ipython", "traitlets"]},
    "anywidget": {"imports": ["anywidget"],
                  "depends": ["ipywidgets", "psygnal", "typing-extensions"]},
}
"""Packages that Pyodide's lock does not have, added for the tutor's widget.

``depends`` lists only what the browser needs: ipywidgets' ``widgetsnbextension`` and
``jupyterlab_widgets`` are front-end packages (the kernel has a stand-in for the first).
"""

LOCK_PACKAGES_FOR_TUTOR = ["svgwrite", "typing-extensions", "traitlets"]
"""Runtime dependencies of the tutor that Pyodide's lock already has (at its versions)."""

KERNEL_WHEELS: dict[str, dict] = {
    "piplite": {"imports": ["piplite"], "depends": ["micropip"]},
    "pyodide-kernel": {"imports": ["pyodide_kernel"], "depends": ["comm", "ipython"]},
    "ipykernel": {"imports": ["ipykernel"], "depends": ["pyodide-kernel"]},
}
"""The kernel's own wheels (``static/pypi/`` of the kernel add-on, which it installs with
micropip at every start), added to the lock so that Pyodide loads them with the rest."""

PRELOAD = ["micropip", "piplite", "ipykernel", "pyodide_kernel", "comm", "jedi", "ipython",
           "sqlite3", "tutor"]
"""What ``loadPyodide`` loads while the runtime starts (``loadPyodideOptions.packages``),
with their dependencies, in one batch of parallel downloads: everything the kernel would
install one step after another at its start, and the tutor with its widget, which the
first cell of every lesson imports. Spelt as the kernel spells them (``pyodide_kernel``):
it installs with piplite each of its start packages that this list does not name (Pyodide
reads the names in either spelling)."""

STAND_INS = ["sqlite3"]
"""Start packages of the kernel that the site replaces with an empty wheel of the same
name (no module in it). The kernel of JupyterLite 0.7 installs ``sqlite3`` with piplite
at every start unless ``loadPyodideOptions.packages`` names it, and Pyodide builds it
apart from the standard library (:func:`stdlib_apart`), so neither npm nor PyPI has it.
Loaded with the rest, the empty wheel lets the kernel start; ``import sqlite3`` still
fails, and IPython, which tries it for its history, keeps none."""

DISABLED_PLUGINS = ["@jupyterlab/help-extension:resources"]
"""JupyterLab plugins switched off in the site (``disabledExtensions``).

``help-extension:resources`` adds web links to the Help menu (useless offline) and, for
each kernel, an "About the kernel" item. To get that kernel's banner it opens extra
connections to the kernel (each time the running sessions change, until the first one gets
an answer, so two or more while Pyodide starts) and each asks for ``kernel_info``.
JupyterLite's kernel stamps its replies with the asking connection's session and sends its
status messages to every connection, and JupyterLab's connection drops a message still
waiting to be handled when one from another session has arrived since ("Canceling handling
of old message", not even logged). A ``comm_open`` dropped so leaves its widget "Loading
widget..." for good (the widget manager never finishes restoring either: JupyterLite does
not answer ``comm_info_request``); a ``comm_msg`` dropped leaves a board without its
picture. Without the plugin the notebook's connection is the only one, so no message can
be dropped that way (``tests/browser/test_lite.py`` checks that the page opens one kernel
connection)."""

LAB_EXTENSIONS = [
    "@jupyterlite/pyodide-kernel-extension",
    "@jupyter-widgets/jupyterlab-manager",
    "anywidget",
]
"""The only front-end extensions copied into the site (from the build environment)."""

APPS = ["lab", "notebooks", "voici"]
"""The JupyterLite apps built: JupyterLab (``lab/``), the one-notebook page
(``notebooks/``) and Voici (``voici/``): every notebook as an app page,
``voici/render/<path>.html``, its text and boards with no code, its cells run in the
browser as the page opens. The site's front door (``index.html``) opens the front page as
an app (:data:`FRONT_DOOR`)."""

TEMPLATES = ROOT / "tools" / "jupyter"
"""``JUPYTER_PATH`` of the build: Voici draws its pages with the tutor's Voilà template
(``tools/jupyter/voila/templates/tutor``, the one ``make play`` and ``make app`` use)."""

SETTINGS_OVERRIDES = json.loads((TEMPLATES / "lab" / "overrides.json").read_text())
"""JupyterLab's settings on the site (``settingsOverrides``), as ``make lab`` has them
(``tools/jupyter/lab/overrides.json``): defaults a learner may still change. No "Would
you like to get notified about official Jupyter news?" (nor a news feed, nor an update
check: the site makes no request outside its origin). The lesson notebooks' code cells
come collapsed (their cells' metadata, :mod:`tutor.lessons.notebook`)."""

CONTENTS_STORAGE = "JupyterLite Storage - tutor"
"""The name of the browser's store for the site's files (``contentsStorageName``): a
learner's progress file and changed notebooks. JupyterLite names it after the page's
``baseUrl``, which is ``/`` for JupyterLab and ``../../../../`` for an app page two
folders deep: the apps and JupyterLab would each keep their own progress. One name for
every page makes them share it."""

LOCALE_SCRIPT = """<script>
  // tutor (tools/build_lite.py): JupyterLab speaks the lesson's language. A notebook under
  // zh-Hant/ (?path=zh-Hant/...) opens with the Traditional Chinese language pack, unless
  // the learner chose a language in Settings > Language. config-utils.js writes the
  // page's configuration into this element before JupyterLab reads it: add the default.
  (function () {
    const path = new URLSearchParams(window.location.search).get('path') || '';
    const locale = path.startsWith('zh-Hant/') ? 'zh_TW' : null;
    const element = document.getElementById('jupyter-config-data');
    if (!locale || !element) return;
    new MutationObserver(function (records, observer) {
      const config = JSON.parse(element.textContent);
      const key = '@jupyterlab/translation-extension:plugin';
      config.settingsOverrides = config.settingsOverrides || {};
      config.settingsOverrides[key] = Object.assign({}, config.settingsOverrides[key],
                                                    { locale: locale });
      observer.disconnect();
      element.textContent = JSON.stringify(config);
    }).observe(element, { childList: true, characterData: true, subtree: true });
  })();
</script>
"""
"""Put into ``lab/index.html`` and ``notebooks/index.html`` after their configuration
element: the front page's language (the folder of the notebook opened) chooses
JupyterLab's (``jupyterlab-language-pack-zh-tw``, which the ``lite`` extra installs and
``jupyter lite build`` copies into ``api/translations/``)."""

FRONT_DOOR = """<!DOCTYPE html>
<html lang="zh-Hant">
<head>
  <meta charset="utf-8">
  <title>桌遊規則教室 · Board game rules tutor</title>
  <!-- tutor (tools/build_lite.py): the site opens its front page as an app (Voici). -->
  <meta http-equiv="refresh" content="0; url=voici/render/index.html">
  <script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">
    {}
  </script>
</head>
<body>
  <p><a href="voici/render/index.html">桌遊規則教室 · Board game rules tutor</a></p>
  <p><a href="lab/index.html?path=index.ipynb">JupyterLab</a></p>
</body>
</html>
"""
"""The site's ``index.html``: straight to the front page as an app. JupyterLite reads the
(empty) configuration element of every folder's ``index.html`` above a page, so it stays."""

ZH_TW_SUPPLEMENT = TEMPLATES / "lab" / "zh_TW.json"
"""JupyterLab's words in Traditional Chinese that the language pack leaves in English (the
menu bar, the kernel's state): the pack has about a quarter of JupyterLab's texts. Added
to the site's ``api/translations/zh_TW.json`` where the pack has none
(:func:`supplement_translations`)."""

VOICI_INDEX = """<!DOCTYPE html>
<html><head><meta charset="utf-8">
<meta http-equiv="refresh" content="0; url=render/index.html"></head>
<body><a href="render/index.html">桌遊規則教室 · Board game rules tutor</a></body></html>
"""
"""``voici/index.html``: Voici's own sends to ``/voici/tree/index.html`` (from the host's
root, wrong for a site in a folder, and a file list rather than the front page)."""

PYODIDE_FILES = [
    "pyodide.mjs", "pyodide.js?", "pyodide.asm.js|pyodide.asm.mjs", "pyodide.asm.wasm",
    "python_stdlib.zip", "package.json",
]
"""Files of the npm package ``pyodide`` that the site serves (no source maps, no demos);
``a|b``: whichever the package has (Pyodide 0.29 has ``pyodide.asm.js``, later ones
``pyodide.asm.mjs``); ``a?``: if the package has it (the kernel add-on of JupyterLite 0.7
looks for ``pyodide.js``)."""

PIP_DOWNLOAD_FLAGS = [
    "--no-deps", "--only-binary=:all:", "--implementation", "py", "--abi", "none",
    "--platform", "any",
]
"""Pure wheels for Pyodide's Python (with ``--python-version`` from the lock: without it
pip picks an older micropip than the lock's, because the right one requires Python 3.12
or later)."""


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


class Progress:
    """Prints numbered steps with the time each took."""

    def __init__(self) -> None:
        self.start = time.monotonic()
        self.step_start = self.start
        self.count = 0

    def step(self, text: str) -> None:
        self.done()
        self.count += 1
        self.step_start = time.monotonic()
        print(f"[lite] {self.count}. {text}", flush=True)

    def done(self) -> None:
        if self.count:
            print(f"[lite]    ({time.monotonic() - self.step_start:.1f} s)", flush=True)

    def info(self, text: str) -> None:
        print(f"[lite]    {text}", flush=True)

    @property
    def elapsed(self) -> float:
        return time.monotonic() - self.start


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    """Run a command; on failure, show its output and stop the build."""
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(f"[lite] FAILED: {' '.join(command)} (exit {result.returncode})")
    return result


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def check_build_environment() -> str:
    """The Pyodide version to fetch; stop early if tools are missing."""
    missing = []
    for dist in (*VERSIONS, "jupyter-server", "hatchling"):
        try:
            version = importlib.metadata.version(dist)
        except importlib.metadata.PackageNotFoundError:
            missing.append(dist)
            continue
        if dist in VERSIONS and version != VERSIONS[dist]:
            print(f"[lite] warning: {dist} {version} installed, this script is made for "
                  f"{VERSIONS[dist]}", flush=True)
    if missing:
        sys.exit(f"[lite] missing {', '.join(missing)}: pip install -e '.[lite]' "
                 "(make lite does it)")
    if shutil.which("npm") is None or shutil.which("node") is None:
        sys.exit("[lite] npm and node are needed: npm fetches the Pyodide runtime (the npm "
                 "package pyodide), node runs it to compile the wheels")
    return PYODIDE_VERSION


def fetch_pyodide(version: str, progress: Progress) -> Path:
    """The unpacked npm package ``pyodide@version`` (cached); returns its folder."""
    unpacked = CACHE / f"pyodide-{version}"
    if (unpacked / "pyodide-lock.json").is_file():
        progress.info(f"cached: {unpacked.relative_to(ROOT)}")
        return unpacked
    CACHE.mkdir(parents=True, exist_ok=True)
    result = run(["npm", "pack", f"pyodide@{version}", "--json",
                  "--pack-destination", str(CACHE)], cwd=CACHE)
    tarball = CACHE / json.loads(result.stdout)[0]["filename"]
    progress.info(f"npm pack pyodide@{version}: {tarball.name}, "
                  f"{tarball.stat().st_size / 1e6:.1f} MB")
    partial = unpacked.with_name(unpacked.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir()
    with tarfile.open(tarball) as archive:
        for member in archive.getmembers():
            name = member.name.removeprefix("package/")
            if member.isfile() and "/" not in name:
                member.name = name
                archive.extract(member, partial, filter="data")
    partial.rename(unpacked)
    tarball.unlink()
    return unpacked


def build_tutor_wheel(progress: Progress) -> Path:
    """The tutor's own wheel, built from this checkout (always rebuilt).

    No build isolation: hatchling comes with the ``lite`` extra, so that a rebuild needs
    no index at all.
    """
    out = CACHE / "tutor-wheel"
    shutil.rmtree(out, ignore_errors=True)
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "-w", str(out), str(ROOT)])
    (wheel,) = out.glob("boardgame_tutor-*.whl")  # the distribution boardgame-tutor
    progress.info(f"{wheel.name}, {wheel.stat().st_size / 1e3:.0f} kB")
    return wheel


def dependency_closure(lock: dict, names: list[str]) -> list[str]:
    """``names`` and everything they depend on in ``lock`` (canonical names, sorted),
    except the standard library modules that Pyodide builds apart (:func:`stdlib_apart`)."""
    packages = lock["packages"]
    apart = stdlib_apart(lock)
    seen: set[str] = set()
    pending = [canonical(n) for n in names]
    while pending:
        name = pending.pop()
        if name in seen or name in apart:
            continue
        if name not in packages:
            sys.exit(f"[lite] {name} is not in pyodide-lock.json")
        seen.add(name)
        pending.extend(canonical(d) for d in packages[name]["depends"])
    return sorted(seen)


def stdlib_apart(lock: dict) -> set[str]:
    """Standard library modules that Pyodide ships as wheels of their own
    (``package_type`` "cpython_module", such as ``sqlite3`` in Pyodide 0.29): neither the
    npm package nor PyPI has them, so the site leaves them out and no package depends on
    them in its lock. What the kernel needs works without them (IPython keeps no history
    without ``sqlite3``)."""
    return {name for name, entry in lock["packages"].items()
            if entry.get("package_type") == "cpython_module"}


def installed_version(name: str) -> str:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        sys.exit(f"[lite] {name} is not installed in the build environment: "
                 "pip install -e '.[lite]'")


def download_wheels(wanted: dict[str, str], python: str,
                    progress: Progress) -> dict[str, Path]:
    """Pure wheels for ``{name: version}`` for Pyodide's ``python`` (such as "3.13.2")
    from PyPI (cached): ``{name: path}``."""
    folder = CACHE / "wheels"
    folder.mkdir(parents=True, exist_ok=True)

    def find(name: str, version: str) -> Path | None:
        for wheel in folder.glob("*.whl"):
            dist, wheel_version = wheel.name.split("-")[:2]
            if canonical(dist) == name and wheel_version == version:
                return wheel
        return None

    missing = [f"{name}=={version}" for name, version in sorted(wanted.items())
               if find(name, version) is None]
    if missing:
        progress.info(f"pip download {len(missing)} wheels: {' '.join(missing)}")
        run([sys.executable, "-m", "pip", "download", "--quiet", *PIP_DOWNLOAD_FLAGS,
             "--python-version", ".".join(python.split(".")[:2]), "-d", str(folder),
             *missing])
    else:
        progress.info(f"all {len(wanted)} wheels cached in {folder.relative_to(ROOT)}")
    found = {}
    for name, version in wanted.items():
        wheel = find(name, version)
        if wheel is None:
            sys.exit(f"[lite] no pure wheel of {name}=={version} was downloaded")
        found[name] = wheel
    return found


def wheel_metadata(wheel: Path) -> Message:
    """The ``METADATA`` of a wheel (an email message: ``meta["Name"]``, ``get_all``)."""
    with zipfile.ZipFile(wheel) as archive:
        (meta,) = [n for n in archive.namelist()
                   if n.endswith(".dist-info/METADATA") and n.count("/") == 1]
        return Parser().parsestr(archive.read(meta).decode("utf-8"))


def requires(wheel: Path) -> list[str]:
    """The unconditional ``Requires-Dist`` lines of a wheel (no extras, no markers)."""
    return [r for r in wheel_metadata(wheel).get_all("Requires-Dist") or [] if ";" not in r]


def top_level_imports(wheel: Path) -> list[str]:
    """The importable top-level names in a pure wheel (packages and modules)."""
    names = set()
    with zipfile.ZipFile(wheel) as archive:
        for entry in archive.namelist():
            top = entry.split("/")[0]
            if top.endswith((".dist-info", ".data")):
                continue
            if "/" in entry and entry.endswith(".py"):
                names.add(top)
            elif "/" not in entry and entry.endswith(".py"):
                names.add(entry[:-3])
    return sorted(names)


def make_lock(lock: dict, tutor_wheel: Path, progress: Progress) -> tuple[dict, dict]:
    """The trimmed lock and ``{file name in the lock: wheel to copy under that name}``."""
    base = lock["packages"]
    tutor_depends = [canonical(Requirement(r).name) for r in requires(tutor_wheel)]
    from_lock = dependency_closure(
        lock, BOOT_PACKAGES + LOCK_PACKAGES_FOR_TUTOR
        + [d for dep in EXTRA_PACKAGES.values() for d in dep["depends"]
           if canonical(d) in base])
    for dep in tutor_depends:
        if dep not in base and dep not in EXTRA_PACKAGES:
            sys.exit(f"[lite] the tutor needs {dep}, which neither Pyodide's lock nor "
                     "EXTRA_PACKAGES in tools/build_lite.py provides")
    apart = stdlib_apart(lock)
    wanted = {name: base[name]["version"] for name in from_lock}
    wanted.update({name: installed_version(name) for name in EXTRA_PACKAGES})
    wheels = download_wheels(wanted, lock["info"]["python"], progress)

    packages: dict[str, dict] = {}
    files: dict[str, Path] = {}
    for name in from_lock:
        entry = dict(base[name])
        entry["depends"] = [d for d in entry["depends"] if canonical(d) not in apart]
        wheel = wheels[name]
        entry["sha256"] = sha256(wheel)
        entry["unvendored_tests"] = False  # PyPI's wheels keep their tests inside
        packages[name] = entry
        files[entry["file_name"]] = wheel
    for name, extra in EXTRA_PACKAGES.items():
        packages[name] = lock_entry(wheels[name], extra["imports"], extra["depends"])
        files[wheels[name].name] = wheels[name]
    for name, wheel in kernel_wheels().items():
        extra = KERNEL_WHEELS[name]
        packages[name] = lock_entry(wheel, extra["imports"], extra["depends"])
        files[wheel.name] = wheel
    # Locked as "tutor" (what PRELOAD and the checks name), whatever the distribution's name.
    packages["tutor"] = {**lock_entry(tutor_wheel, ["tutor"], tutor_depends), "name": "tutor"}
    files[tutor_wheel.name] = tutor_wheel
    for name in STAND_INS:
        wheel = stand_in_wheel(name, base[name]["version"])
        packages[name] = lock_entry(wheel, [], [])
        files[wheel.name] = wheel

    for name, entry in packages.items():
        for dep in entry["depends"]:
            if canonical(dep) not in packages:
                sys.exit(f"[lite] {name} depends on {dep}, which the trimmed lock lacks")
    trimmed = {"info": lock["info"], "packages": dict(sorted(packages.items()))}
    progress.info(f"lock: {len(packages)} of "
                  f"{len(base) + len(EXTRA_PACKAGES) + len(KERNEL_WHEELS) + 1} "
                  f"packages kept: {', '.join(sorted(packages))}")
    return trimmed, files


def digest(data: bytes) -> str:
    """A wheel RECORD's hash of ``data``: urlsafe base64 of its sha256, unpadded."""
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def stand_in_wheel(name: str, version: str) -> Path:
    """An empty wheel named ``name`` (:data:`STAND_INS`): metadata and nothing else."""
    folder = CACHE / "stand-ins"
    folder.mkdir(parents=True, exist_ok=True)
    wheel = folder / f"{name}-{version}-py3-none-any.whl"
    info = f"{name}-{version}.dist-info"
    entries = {
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
                            "Summary: an empty stand-in (tools/build_lite.py)\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: tools/build_lite.py\n"
                         "Root-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = [f"{n},sha256={digest(t.encode())},{len(t.encode())}"
              for n, t in entries.items()] + [f"{info}/RECORD,,"]
    entries[f"{info}/RECORD"] = "\n".join(record) + "\n"
    with zipfile.ZipFile(wheel, "w") as out:
        for entry, text in entries.items():
            out.writestr(zipfile.ZipInfo(entry, (1980, 1, 1, 0, 0, 0)), text)
    return wheel


def kernel_wheels() -> dict[str, Path]:
    """The wheels of :data:`KERNEL_WHEELS` shipped with the installed kernel add-on."""
    folder = (Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite"
              / "pyodide-kernel-extension" / "static" / "pypi")
    found = {}
    for name in KERNEL_WHEELS:
        wheels = [w for w in folder.glob("*.whl") if canonical(w.name.split("-")[0]) == name]
        if len(wheels) != 1:
            sys.exit(f"[lite] expected one {name} wheel in {folder}, found {len(wheels)}")
        found[name] = wheels[0]
    return found


def lock_entry(wheel: Path, imports: list[str], depends: list[str]) -> dict:
    dist, version = wheel.name.split("-")[:2]
    meta = wheel_metadata(wheel)
    missing = sorted(set(imports) - set(top_level_imports(wheel)))
    if missing:
        sys.exit(f"[lite] {wheel.name} has no top-level {missing}")
    return {
        "name": meta["Name"] or dist,
        "version": version,
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": sha256(wheel),
        "package_type": "package",
        "imports": imports,
        "depends": sorted(canonical(d) for d in depends),
        "unvendored_tests": False,
    }


COMPILER_VERSION = 5
"""Bump when :data:`COMPILE_WHEELS_PY` changes, so that cached compiled wheels are redone."""

KEEP_SOURCE = {"tutor"}
"""Lock packages whose sources stay beside their bytecode, so that a traceback through
their code shows its lines (the tutor's own: a learner's mistake ends in one of its
errors). The others ship bytecode only, as Pyodide's own distribution does."""

UNUSED_FILES = {
    "jedi": ("jedi/third_party/django-stubs/", "jedi/third_party/typeshed/stdlib/2/",
             "jedi/third_party/typeshed/third_party/2/",
             "jedi/third_party/typeshed/third_party/2and3/"),
    "tutor": ("tutor/_svg/gallery/",),
}
"""Files left out of a lock package's wheel (path prefixes): jedi's type stubs for Python 2
and for third-party libraries (Django and others), about 1,250 of its 1,880 files, which
the browser would unpack at every start for nothing. Completion keeps the standard
library's stubs (``stdlib/2and3``, ``stdlib/3``); a library without stubs is completed
from the live objects, as jedi does for any library it has no stubs for. The tutor's
example boards (``svg/gallery``, 0.8 MB, for its README) are not used by a lesson."""

COMPILE_WHEELS_PY = r"""
import base64, hashlib, importlib.util, json, sys, sysconfig, warnings, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

SITE = sysconfig.get_path("purelib")
EPOCH = (1980, 1, 1, 0, 0, 0)


def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compile_wheel(source, target, drop, keep_source):
    entries = []
    with zipfile.ZipFile(source) as wheel:
        names = [n for n in wheel.namelist() if not n.endswith("/")]
        (record,) = [n for n in names if n.endswith(".dist-info/RECORD") and n.count("/") == 1]
        for name in names:
            if name == record or name.startswith(tuple(drop)):
                continue
            data = wheel.read(name)
            if not name.endswith(".py") or name.split("/")[0].endswith(".data"):
                entries.append((name, data))
                continue
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    code = compile(data, f"{SITE}/{name}", "exec", dont_inherit=True)
            except SyntaxError:
                entries.append((name, data))  # never imported here (e.g. Python 2 code)
                continue
            pyc = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), False))
            if keep_source:  # the source, and its bytecode where the import system looks
                entries += [(name, data), (importlib.util.cache_from_source(name), pyc)]
            else:
                entries.append((name + "c", pyc))
    lines = [record_line(name, data) for name, data in entries] + [f"{record},,"]
    entries.append((record, ("\n".join(lines) + "\n").encode()))
    with zipfile.ZipFile(target, "w") as out:
        for name, data in entries:
            info = zipfile.ZipInfo(name, EPOCH)
            info.external_attr = 0o644 << 16
            out.writestr(info, data, zipfile.ZIP_DEFLATED, compresslevel=9)


for job in json.loads(open(sys.argv[1]).read()):
    compile_wheel(job["source"], job["target"], job["drop"], job["keep_source"])
"""
"""Run by Pyodide itself (under Node.js): each module ``x.py`` of a wheel is replaced by
``x.pyc``, its bytecode for Pyodide's own Python, as Pyodide's own distribution does, or,
for :data:`KEEP_SOURCE`, kept with its bytecode in ``__pycache__/x.cpython-314.pyc``; the
files of :data:`UNUSED_FILES` are left out. The bytecode is hash-based and unchecked: used
whatever the files' times after unpacking. The ``RECORD`` is rewritten; the entries keep
their order and get a fixed date (the same input gives the same wheel)."""

COMPILE_WHEELS_MJS = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
const [jobs, script] = process.argv.slice(1);
const pyodide = await loadPyodide({ indexURL: "%(pyodide)s/" });
pyodide.FS.mkdirTree("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/host");
pyodide.runPython(`import sys; sys.argv = ["compile", ${JSON.stringify(jobs)}]`);
pyodide.runPython(pyodide.FS.readFile(script, { encoding: "utf8" }));
"""
"""Node.js runs this: Pyodide (the npm package's runtime) with the host's files at
``/host``, running :data:`COMPILE_WHEELS_PY` on a list of jobs."""


def compile_wheels(pyodide: Path, lock: dict, files: dict[str, Path],
                   progress: Progress) -> dict[str, Path]:
    """Every wheel of ``files`` with its modules compiled to bytecode, so that the browser
    does not compile them at each start (importing IPython from sources takes seconds).

    The bytecode must be made by the very Python that runs it, so Pyodide does it, in
    Node.js (``node`` comes with ``npm``). Compiled wheels are cached by the sha256 of their
    source wheel (the tutor's changes with each build; the others are compiled once).
    Updates the sha256 of each entry of ``lock`` and returns ``{file name: compiled
    wheel}``.
    """
    folder = CACHE / "compiled"
    folder.mkdir(parents=True, exist_ok=True)
    names = {entry["file_name"]: name for name, entry in lock["packages"].items()}
    targets: dict[str, Path] = {}
    jobs = []
    for file_name, wheel in files.items():
        drop = UNUSED_FILES.get(names[file_name], ())
        keep = names[file_name] in KEEP_SOURCE
        key = hashlib.sha256(f"{sha256(wheel)} {pyodide.name} {drop} {keep} {COMPILER_VERSION}"
                             .encode()).hexdigest()[:16]
        target = folder / key / file_name
        targets[file_name] = target
        if not target.is_file():
            jobs.append({"source": wheel, "target": target, "drop": drop, "keep_source": keep})
    if not jobs:
        progress.info(f"all {len(files)} compiled wheels cached in {folder.relative_to(ROOT)}")
    else:
        progress.info(f"compiling {len(jobs)} wheel{'s' * (len(jobs) > 1)} with Pyodide in "
                      "Node.js: "
                      + ", ".join(sorted(job["source"].name.split("-")[0] for job in jobs)))
        work = folder / "job"
        work.mkdir(exist_ok=True)
        # The host's file system is mounted at /host in Pyodide's.
        (work / "jobs.json").write_text(json.dumps([
            {"source": f"/host{job['source'].resolve()}",
             "target": f"/host{job['target'].resolve()}.partial",
             "drop": job["drop"], "keep_source": job["keep_source"]} for job in jobs]))
        (work / "compile.py").write_text(COMPILE_WHEELS_PY)
        script = COMPILE_WHEELS_MJS % {"pyodide": pyodide.resolve().as_posix()}
        for job in jobs:
            job["target"].parent.mkdir(exist_ok=True)
        run(["node", "--input-type=module", "-e", script,
             f"/host{(work / 'jobs.json').resolve()}", f"/host{(work / 'compile.py').resolve()}"])
        for job in jobs:
            Path(f"{job['target']}.partial").rename(job["target"])
    for entry in lock["packages"].values():
        entry["sha256"] = sha256(targets[entry["file_name"]])
    in_use = {target.parent for target in targets.values()} | {folder / "job"}
    for old in folder.iterdir():
        if old not in in_use:
            shutil.rmtree(old)  # an earlier build's tutor wheel, or another Pyodide's
    return targets


def stage_lite_dir(pyodide: Path, lock: dict, files: dict[str, Path]) -> None:
    """Write the lite dir: jupyter-lite.json, static/pyodide and the content."""
    shutil.rmtree(WORK, ignore_errors=True)
    static = WORK / "static" / "pyodide"
    static.mkdir(parents=True)
    for names in PYODIDE_FILES:
        found = [n for n in names.rstrip("?").split("|") if (pyodide / n).is_file()]
        if not found and names.endswith("?"):
            continue
        if not found:
            sys.exit(f"[lite] the npm package pyodide has none of {names}")
        shutil.copy2(pyodide / found[0], static / found[0])
    for file_name, wheel in files.items():
        shutil.copy2(wheel, static / file_name)
    (static / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")

    content = WORK / "content"
    for notebook in sorted(NOTEBOOKS.rglob("*.ipynb")):
        if ".ipynb_checkpoints" in notebook.parts:
            continue
        target = content / notebook.relative_to(NOTEBOOKS)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(notebook, target)
    from tutor.worksheet import build_all  # the worksheets the lessons' last cells link

    build_all(content / "worksheets", log=lambda text: None, keys=False)

    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "tutor",
            "disabledExtensions": DISABLED_PLUGINS,
            "settingsOverrides": SETTINGS_OVERRIDES,
            "contentsStorageName": CONTENTS_STORAGE,
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    # Never reach for pypi.org: an unknown package fails at once.
                    "disablePyPIFallback": True,
                    # Load the kernel's packages and the tutor with the runtime, at once.
                    "loadPyodideOptions": {"packages": PRELOAD},
                },
            },
        },
    }
    (WORK / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n")

    labextensions = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    missing = [e for e in LAB_EXTENSIONS if not (labextensions / e / "package.json").is_file()]
    if missing:
        sys.exit(f"[lite] front-end extensions missing from {labextensions}: {missing}")
    build_config = {
        "LiteBuildConfig": {
            # Only the extensions named here, not everything installed in the venv.
            "ignore_sys_prefix": ["federated_extensions"],
            "apps": APPS,
            "federated_extensions": [str(labextensions / e) for e in LAB_EXTENSIONS],
            "contents": ["content"],
            "no_sourcemaps": True,
            "output_dir": str(OUTPUT),
        },
        # Voici's pages: the tutor's template (with JUPYTER_PATH at TEMPLATES).
        "VoilaConfiguration": {"template": "tutor"},
    }
    (WORK / "jupyter_lite_config.json").write_text(json.dumps(build_config, indent=2) + "\n")


def jupyter_lite_build(progress: Progress) -> None:
    """``jupyter lite build`` of :data:`WORK` into :data:`OUTPUT`, run by
    :func:`lite_build_main` in a process of its own."""
    shutil.rmtree(OUTPUT, ignore_errors=True)
    env = dict(os.environ, JUPYTER_PATH=str(TEMPLATES))
    env.pop("JUPYTERLITE_PYODIDE_URL", None)  # the local Pyodide in static/pyodide wins
    env.pop("JUPYTER_CONFIG_PATH", None)
    run([sys.executable, str(Path(__file__).resolve()), "--lite-build", str(WORK)],
        cwd=WORK, env=env)


def lite_build_main(lite_dir: str) -> int:
    """``jupyter lite build --lite-dir lite_dir``, with every Jinja template compiled once.

    Voici renders each notebook with a new exporter, whose Jinja environment compiles the
    whole template chain (Voilà's, nbconvert's) again: about 0.7 s a page, a minute for
    the site. Sharing one bytecode cache between those environments makes it a few
    seconds."""
    import jinja2
    from nbconvert.exporters.templateexporter import TemplateExporter

    class MemoryCache(jinja2.BytecodeCache):
        def __init__(self) -> None:
            self.codes: dict[str, bytes] = {}

        def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
            if bucket.key in self.codes:
                bucket.bytecode_from_string(self.codes[bucket.key])

        def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
            self.codes[bucket.key] = bucket.bytecode_to_string()

    cache = MemoryCache()  # keyed by template name and source
    create = TemplateExporter._create_environment

    def create_with_cache(self: TemplateExporter) -> jinja2.Environment:
        environment = create(self)
        environment.bytecode_cache = cache
        return environment

    TemplateExporter._create_environment = create_with_cache
    from jupyterlite_core.app import main as lite_main

    sys.argv = ["jupyter-lite", "build", "--lite-dir", lite_dir]
    return lite_main() or 0


def finish_site(progress: Progress) -> None:
    """What ``jupyter lite build`` cannot be told: the front door opens the front page as an
    app (:data:`FRONT_DOOR`, :data:`VOICI_INDEX`), JupyterLab takes the lesson's language
    (:data:`LOCALE_SCRIPT`), and the app pages share their stylesheets
    (:func:`slim_app_pages`); Voici's file lists (``voici/tree/``) are left out: the
    pages link to each other."""
    (OUTPUT / "index.html").write_text(FRONT_DOOR, encoding="utf-8")
    (OUTPUT / "voici" / "index.html").write_text(VOICI_INDEX, encoding="utf-8")
    for app in ("lab", "notebooks"):
        page = OUTPUT / app / "index.html"
        text = page.read_text(encoding="utf-8")
        start = re.search(r'<script\s+id="jupyter-config-data"', text).start()
        end = text.index("</script>", start) + len("</script>")
        page.write_text(text[:end] + "\n" + LOCALE_SCRIPT + text[end:], encoding="utf-8")
    shutil.rmtree(OUTPUT / "voici" / "tree")
    added = supplement_translations(OUTPUT / "api" / "translations" / "zh_TW.json")
    progress.info(f"JupyterLab in zh-TW: {added} words added to the language pack's")
    pages, saved = slim_app_pages(OUTPUT / "voici")
    progress.info(f"{pages} app pages, {saved / 1e6:.1f} MB of stylesheets and saved "
                  "outputs taken out of them")


def supplement_translations(path: Path) -> int:
    """Add :data:`ZH_TW_SUPPLEMENT` to the site's zh-TW translations at ``path`` (JupyterLite
    serves them from there), where the language pack has no text of its own; returns how
    many were added."""
    if not path.is_file():
        sys.exit(f"[lite] {path.relative_to(ROOT)} is missing: is "
                 "jupyterlab-language-pack-zh-tw installed? (pip install -e '.[lite]')")
    data = json.loads(path.read_text(encoding="utf-8"))
    words = data["data"]["jupyterlab"]
    supplement = json.loads(ZH_TW_SUPPLEMENT.read_text(encoding="utf-8"))["strings"]
    added = {key: [text] for key, text in supplement.items() if key not in words}
    words.update(added)
    path.write_text(json.dumps(data, ensure_ascii=False) + "\n", encoding="utf-8")
    return len(added)


NO_KERNEL = {"name": "text", "display_name": "text", "language": "text"}
"""The kernel an app page without code asks for: the site has none, so Voici starts none
(and says "No kernel available for text" on the console)."""


def file_link(found: re.Match, voici: Path, page: Path) -> str:
    """``href="X"`` in the app page ``page``, or, when X is relative, is no page of the app
    and names a file of ``files/`` from the notebook's folder, ``href`` to that file."""
    target = html.unescape(found[1])
    if re.match(r"[a-z][a-z0-9+.-]*:|/|#", target, re.I):
        return found[0]
    path, _, rest = target.partition("#")
    folder = page.parent.relative_to(voici / "render")
    if (page.parent / path).resolve().is_file():
        return found[0]
    in_files = (voici.parent / "files" / folder / path).resolve()
    files = (voici.parent / "files").resolve()
    if not in_files.is_file() or files not in in_files.parents:
        return found[0]
    relative = os.path.relpath(in_files, page.parent.resolve()).replace(os.sep, "/")
    return f'href="{html.escape(relative + ("#" + rest if rest else ""))}"'


def slim_app_pages(voici: Path) -> tuple[int, int]:
    """Voici's pages each carry the whole JupyterLab stylesheet (about 250 kB) and the
    notebook with its saved outputs (run again in the browser anyway). Every stylesheet
    that all pages carry alike moves to one shared file (``voici/tutor-<hash>.css``,
    cached by the browser once), and the notebook each page runs loses its outputs.
    A page with no code to run (the front page, the indexes) starts no kernel: Pyodide
    would start for nothing while the learner chooses a lesson (:data:`NO_KERNEL`).
    A link that leaves the notebook's folder for a file (a lesson's worksheet,
    ``../../worksheets/...``), which Voici leaves as it is, leads to the file in the site's
    ``files/`` (:func:`file_link`). Returns the number of pages and the bytes saved."""
    pages = sorted((voici / "render").rglob("*.html"))
    texts = {page: page.read_text(encoding="utf-8") for page in pages}
    before = sum(len(t.encode()) for t in texts.values())
    style = re.compile(r'<style type="text/css">(.*?)</style>', re.S)
    counts: dict[str, int] = {}
    for text in texts.values():
        for css in set(style.findall(text)):
            counts[css] = counts.get(css, 0) + 1
    shared = {css: f"tutor-{hashlib.sha256(css.encode()).hexdigest()[:12]}.css"
              for css, n in counts.items() if n == len(pages) and len(css) > 4000}
    for css, name in shared.items():
        (voici / name).write_text(css, encoding="utf-8")
    config = re.compile(r'(<script id="jupyter-config-data" type="application/json">)(.*?)'
                        r'(</script>)', re.S)
    for page, text in texts.items():
        up = "../" * (len(page.relative_to(voici).parts) - 1)

        def link(found: re.Match, up: str = up) -> str:
            name = shared.get(found[1])
            return found[0] if name is None else f'<link rel="stylesheet" href="{up}{name}">'

        def without_outputs(found: re.Match) -> str:
            data = json.loads(found[2])
            notebook = data.get("notebookSrc", {})
            code = [c for c in notebook.get("cells", []) if c.get("cell_type") == "code"]
            for cell in code:
                cell["outputs"], cell["execution_count"] = [], None
            if not code:  # nothing to run: no kernel (Voici finds none for "text")
                notebook.setdefault("metadata", {})["kernelspec"] = NO_KERNEL
            return found[1] + json.dumps(data) + found[3]

        text = config.sub(without_outputs, style.sub(link, text), count=1)
        text = re.sub(r'href="([^"]+)"', lambda found, page=page: file_link(found, voici, page),
                      text)
        page.write_text(text, encoding="utf-8")
        texts[page] = text
    return len(pages), before - sum(len(t.encode()) for t in texts.values())


def check_site(progress: Progress) -> None:
    """Check the built site: the lock's wheels and hashes, the kernel settings, no CDN."""
    if not (OUTPUT / "jupyter-lite.json").is_file():
        sys.exit(f"[lite] no site in {OUTPUT.relative_to(ROOT)}: run make lite")
    problems = []
    pyodide = OUTPUT / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    for name, entry in lock["packages"].items():
        wheel = pyodide / entry["file_name"]
        if not wheel.is_file():
            problems.append(f"{name}: {entry['file_name']} missing")
        elif sha256(wheel) != entry["sha256"]:
            problems.append(f"{name}: sha256 of {entry['file_name']} does not match the lock")
        elif name not in STAND_INS and not any(
                n.endswith(".pyc") for n in zipfile.ZipFile(wheel).namelist()):
            problems.append(f"{name}: {entry['file_name']} is not compiled to bytecode")
    if "tutor" not in lock["packages"]:
        problems.append("tutor is not in the lock")
    config = json.loads((OUTPUT / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    if kernel.get("disablePyPIFallback") is not True:
        problems.append("disablePyPIFallback is not set")
    preload = kernel.get("loadPyodideOptions", {}).get("packages", [])
    if preload != PRELOAD or not {canonical(n) for n in preload} <= set(lock["packages"]):
        problems.append(f"loadPyodideOptions.packages is {preload}, not {PRELOAD} (all locked)")
    if config.get("contentsStorageName") != CONTENTS_STORAGE:
        problems.append("the pages do not share one store for the site's files")
    if not set(DISABLED_PLUGINS) <= set(config.get("disabledExtensions", [])):
        problems.append(f"the plugins {DISABLED_PLUGINS} are not disabled")
    if not kernel.get("pyodideUrl", "").startswith("./"):
        problems.append(f"pyodideUrl is not local: {kernel.get('pyodideUrl')}")
    names = {e["name"] for e in config.get("federated_extensions", [])}
    if names != set(LAB_EXTENSIONS):
        problems.append(f"front-end extensions {sorted(names)}, expected {LAB_EXTENSIONS}")
    anywidget_js = json.loads(
        (OUTPUT / "extensions" / "anywidget" / "package.json").read_text())["version"]
    anywidget_py = lock["packages"]["anywidget"]["version"]
    if anywidget_js != anywidget_py:
        problems.append(f"anywidget front end {anywidget_js} != kernel wheel {anywidget_py}")
    for notebook in ("index.ipynb", "worksheets/zh-Hant/index.html",
                     "worksheets/en/cartography/04-capture.html"):
        if not (OUTPUT / "files" / notebook).is_file():
            problems.append(f"content {notebook} missing")
    keys = sorted((OUTPUT / "files").rglob("*.answers.html"))
    if keys:
        problems.append(f"{len(keys)} answer keys in the pupils' site, e.g. {keys[0]}")
    problems += check_apps()
    if problems:
        sys.exit("[lite] the site is broken:\n  " + "\n  ".join(problems))
    size = sum(p.stat().st_size for p in OUTPUT.rglob("*") if p.is_file())
    count = sum(1 for p in OUTPUT.rglob("*") if p.is_file())
    progress.info(f"{len(lock['packages'])} lock packages with matching wheels; "
                  f"anywidget {anywidget_py} in kernel and front end; "
                  "disablePyPIFallback set; Pyodide served locally; wheels compiled")
    progress.info("every notebook as an app page, the front door opens the front page; "
                  "JupyterLab in zh-TW")
    progress.info(f"site: {OUTPUT.relative_to(ROOT)}, {count} files, {size / 1e6:.1f} MB")


def check_apps() -> list[str]:
    """What is wrong with the site's app pages, front door and language pack (a list)."""
    problems = []
    notebooks = sorted(p.relative_to(OUTPUT / "files").with_suffix("").as_posix()
                       for p in (OUTPUT / "files").rglob("*.ipynb"))
    pages = OUTPUT / "voici" / "render"
    missing = [n for n in notebooks if not (pages / f"{n}.html").is_file()]
    if missing:
        problems.append(f"{len(missing)} notebooks without an app page, e.g. {missing[0]}")
    if "voici/render/index.html" not in (OUTPUT / "index.html").read_text(encoding="utf-8"):
        problems.append("the front door does not open the front page's app")
    for page in sorted(pages.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        if re.search(r'<(link|script)[^>]+(href|src)="(https?:)?//', text):
            problems.append(f"{page.relative_to(OUTPUT)} loads something from another host")
            break
        if ".tutor-lab-only" not in text:
            problems.append(f"{page.relative_to(OUTPUT)} is not drawn by the tutor template")
            break
    translations = OUTPUT / "api" / "translations" / "zh_TW.json"
    if not translations.is_file():
        problems.append("no zh_TW translations (jupyterlab-language-pack-zh-tw)")
    else:
        words = json.loads(translations.read_text(encoding="utf-8"))["data"]["jupyterlab"]
        if "menu\x04File" not in words:
            problems.append("JupyterLab's menu bar has no zh-TW words")
    for app in ("lab", "notebooks"):
        if "tutor (tools/build_lite.py)" not in (OUTPUT / app / "index.html").read_text(
                encoding="utf-8"):
            problems.append(f"{app}/index.html does not take the lesson's language")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="only check an existing build/lite/")
    parser.add_argument("--lite-build", metavar="LITE_DIR", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.lite_build:  # the build's own step (jupyter_lite_build), in its own process
        return lite_build_main(args.lite_build)
    progress = Progress()
    if args.check:
        progress.step("checking the site")
        check_site(progress)
        progress.done()
        return 0

    progress.step("checking the build environment")
    pyodide_version = check_build_environment()
    progress.info(", ".join(f"{k} {v}" for k, v in VERSIONS.items())
                  + f", Pyodide {pyodide_version}")
    progress.step(f"Pyodide {pyodide_version} runtime from npm")
    pyodide = fetch_pyodide(pyodide_version, progress)
    base_lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    progress.info(f"Python {base_lock['info']['python']}, "
                  f"{len(base_lock['packages'])} packages in Pyodide's lock")
    progress.step("building the tutor wheel")
    tutor_wheel = build_tutor_wheel(progress)
    progress.step("wheels for the lock from PyPI")
    lock, files = make_lock(base_lock, tutor_wheel, progress)
    progress.step("compiling the wheels to bytecode")
    files = compile_wheels(pyodide, lock, files, progress)
    progress.step(f"staging {WORK.relative_to(ROOT)}")
    stage_lite_dir(pyodide, lock, files)
    progress.step("jupyter lite build")
    jupyter_lite_build(progress)
    progress.step("the front door, JupyterLab's language, the app pages")
    finish_site(progress)
    progress.step("checking the site")
    check_site(progress)
    progress.done()
    print(f"[lite] built {OUTPUT.relative_to(ROOT)} in {progress.elapsed:.0f} s. Serve it "
          f"with: python -m http.server -d {OUTPUT.relative_to(ROOT)} 8000, then open "
          "http://127.0.0.1:8000/ (the lessons as apps; JupyterLab: "
          "http://127.0.0.1:8000/lab/index.html?path=index.ipynb)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
