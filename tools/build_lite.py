"""Build the tutor's JupyterLite site into ``build/lite/``: ``make lite``.

The site is static: any web server (or a static host such as GitHub Pages) serves it, and
every learner's browser runs Python itself (Pyodide, in the Pyodide kernel). Everything the
site needs is inside it; it makes no request outside its own origin, and ``import tutor``
works in a notebook without ``%pip`` and without network.

The build needs the package registries only (PyPI and npm), never a CDN:

1. **Pyodide** ``PYODIDE_VERSION`` (the version the kernel add-on is made for) comes from
   the npm package ``pyodide``: the runtime (``pyodide.mjs``, ``pyodide.asm.wasm``, the
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
6. ``jupyter lite build`` assembles the site: JupyterLite, exactly three front-end
   extensions (the Pyodide kernel, the widget manager, anywidget; nothing else from the
   environment), and every notebook under ``notebooks/`` as content (as committed, with
   their saved outputs), with every worksheet as HTML under ``worksheets/``
   (:func:`tutor.worksheet.build_all`: the lessons' last cells link them; a browser prints
   them, since the site cannot run the PDF step). The answer keys stay out: the site is
   the pupils'. Its settings: ``loadPyodideOptions.packages`` (:data:`PRELOAD`)
   loads the kernel's packages and the tutor with the runtime, in one batch of parallel
   downloads; the Help menu's kernel-resources plugin is off (:data:`DISABLED_PLUGINS`:
   its extra kernel connections can make JupyterLab drop a board's messages).

Where the time goes when a lesson opens, and how it is measured: ``tools/lite_timing.py``.

Downloads are cached in ``build/lite-cache/``, so a rebuild needs no network at all.
Usage (from the repository root, with the project's virtual environment and the ``lite``
extra installed; ``make lite`` does both)::

    .venv/bin/python tools/build_lite.py          # build build/lite/
    .venv/bin/python tools/build_lite.py --check  # only check an existing build/lite/

Serve the result with any static server, for example
``python -m http.server -d build/lite 8000``, and open
``http://127.0.0.1:8000/lab/index.html?path=index.ipynb``.
"""

from __future__ import annotations

import argparse
import hashlib
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

JUPYTERLITE_VERSION = "0.8.6"
"""jupyterlite-core and jupyterlite-pyodide-kernel: the versions this script is made for."""

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

PRELOAD = ["micropip", "piplite", "ipykernel", "pyodide-kernel", "comm", "jedi", "ipython",
           "tutor"]
"""What ``loadPyodide`` loads while the runtime starts (``loadPyodideOptions.packages``),
with their dependencies, in one batch of parallel downloads: everything the kernel would
install one step after another at its start, and the tutor with its widget, which the
first cell of every lesson imports."""

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

PYODIDE_FILES = [
    "pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
    "package.json",
]
"""Files of the npm package ``pyodide`` that the site serves (no source maps, no demos)."""

PIP_DOWNLOAD_FLAGS = [
    "--no-deps", "--only-binary=:all:", "--python-version", "3.14", "--implementation", "py",
    "--abi", "none", "--platform", "any",
]
"""Pure wheels for Pyodide's Python (3.14). Without ``--python-version 3.14`` pip picks an
older micropip than the lock's, because the right one requires Python 3.12 or later."""


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
    """The Pyodide version of the installed kernel add-on; stop early if tools are missing."""
    missing = []
    for dist in ("jupyterlite-core", "jupyterlite-pyodide-kernel", "jupyter-server",
                 "hatchling"):
        try:
            version = importlib.metadata.version(dist)
        except importlib.metadata.PackageNotFoundError:
            missing.append(dist)
            continue
        if dist.startswith("jupyterlite") and version != JUPYTERLITE_VERSION:
            print(f"[lite] warning: {dist} {version} installed, this script is made for "
                  f"{JUPYTERLITE_VERSION}", flush=True)
    if missing:
        sys.exit(f"[lite] missing {', '.join(missing)}: pip install -e '.[lite]' "
                 "(make lite does it)")
    if shutil.which("npm") is None or shutil.which("node") is None:
        sys.exit("[lite] npm and node are needed: npm fetches the Pyodide runtime (the npm "
                 "package pyodide), node runs it to compile the wheels")
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

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
    """``names`` and everything they depend on in ``lock`` (canonical names, sorted)."""
    packages = lock["packages"]
    seen: set[str] = set()
    pending = [canonical(n) for n in names]
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        if name not in packages:
            sys.exit(f"[lite] {name} is not in pyodide-lock.json")
        seen.add(name)
        pending.extend(canonical(d) for d in packages[name]["depends"])
    return sorted(seen)


def installed_version(name: str) -> str:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        sys.exit(f"[lite] {name} is not installed in the build environment: "
                 "pip install -e '.[lite]'")


def download_wheels(wanted: dict[str, str], progress: Progress) -> dict[str, Path]:
    """Pure wheels for ``{name: version}`` from PyPI (cached): ``{name: path}``."""
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
             "-d", str(folder), *missing])
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
    wanted = {name: base[name]["version"] for name in from_lock}
    wanted.update({name: installed_version(name) for name in EXTRA_PACKAGES})
    wheels = download_wheels(wanted, progress)

    packages: dict[str, dict] = {}
    files: dict[str, Path] = {}
    for name in from_lock:
        entry = dict(base[name])
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

    for name, entry in packages.items():
        for dep in entry["depends"]:
            if canonical(dep) not in packages:
                sys.exit(f"[lite] {name} depends on {dep}, which the trimmed lock lacks")
    trimmed = {"info": lock["info"], "packages": dict(sorted(packages.items()))}
    progress.info(f"lock: {len(packages)} of "
                  f"{len(base) + len(EXTRA_PACKAGES) + len(KERNEL_WHEELS) + 1} "
                  f"packages kept: {', '.join(sorted(packages))}")
    return trimmed, files


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
}
"""Files left out of a lock package's wheel (path prefixes): jedi's type stubs for Python 2
and for third-party libraries (Django and others), about 1,250 of its 1,880 files, which
the browser would unpack at every start for nothing. Completion keeps the standard
library's stubs (``stdlib/2and3``, ``stdlib/3``); a library without stubs is completed
from the live objects, as jedi does for any library it has no stubs for."""

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
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, static / name)
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
            "federated_extensions": [str(labextensions / e) for e in LAB_EXTENSIONS],
            "contents": ["content"],
            "no_sourcemaps": True,
            "output_dir": str(OUTPUT),
        },
    }
    (WORK / "jupyter_lite_config.json").write_text(json.dumps(build_config, indent=2) + "\n")


def jupyter_lite_build(progress: Progress) -> None:
    shutil.rmtree(OUTPUT, ignore_errors=True)
    env = dict(os.environ)
    env.pop("JUPYTERLITE_PYODIDE_URL", None)  # the local Pyodide in static/pyodide wins
    run([sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(WORK)],
        cwd=WORK, env=env)


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
        elif not any(n.endswith(".pyc") for n in zipfile.ZipFile(wheel).namelist()):
            problems.append(f"{name}: {entry['file_name']} is not compiled to bytecode")
    if "tutor" not in lock["packages"]:
        problems.append("tutor is not in the lock")
    config = json.loads((OUTPUT / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    if kernel.get("disablePyPIFallback") is not True:
        problems.append("disablePyPIFallback is not set")
    preload = kernel.get("loadPyodideOptions", {}).get("packages", [])
    if preload != PRELOAD or not set(preload) <= set(lock["packages"]):
        problems.append(f"loadPyodideOptions.packages is {preload}, not {PRELOAD} (all locked)")
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
    if problems:
        sys.exit("[lite] the site is broken:\n  " + "\n  ".join(problems))
    size = sum(p.stat().st_size for p in OUTPUT.rglob("*") if p.is_file())
    count = sum(1 for p in OUTPUT.rglob("*") if p.is_file())
    progress.info(f"{len(lock['packages'])} lock packages with matching wheels; "
                  f"anywidget {anywidget_py} in kernel and front end; "
                  "disablePyPIFallback set; Pyodide served locally; wheels compiled")
    progress.info(f"site: {OUTPUT.relative_to(ROOT)}, {count} files, {size / 1e6:.1f} MB")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="only check an existing build/lite/")
    args = parser.parse_args(argv)
    progress = Progress()
    if args.check:
        progress.step("checking the site")
        check_site(progress)
        progress.done()
        return 0

    progress.step("checking the build environment")
    pyodide_version = check_build_environment()
    progress.info(f"jupyterlite {JUPYTERLITE_VERSION}, Pyodide {pyodide_version}")
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
    progress.step("checking the site")
    check_site(progress)
    progress.done()
    print(f"[lite] built {OUTPUT.relative_to(ROOT)} in {progress.elapsed:.0f} s. Serve it "
          f"with: python -m http.server -d {OUTPUT.relative_to(ROOT)} 8000, then open "
          "http://127.0.0.1:8000/lab/index.html?path=index.ipynb", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
