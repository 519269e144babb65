"""environment.yml (conda, Binder, JupyterHub) agrees with pyproject.toml.

It names every runtime dependency and the ``lab`` and ``play`` extras (JupyterLab for the
lessons, Voila for the play apps), with the same version constraints, and pip installs the
tutor itself with both extras.

Conda installs the dependencies named in environment.yml and pip then installs the tutor
itself; a runtime dependency added to pyproject.toml but not to environment.yml would
come from PyPI instead of conda-forge, or be missed by a hand-made image.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
import yaml
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
CONDA_SPEC = re.compile(r"^\s*([A-Za-z0-9_.\-]+)\s*(.*?)\s*$")


def canonical(name: str) -> str:
    """Package names compared as PyPI does: case-insensitive, -, _ and . alike."""
    return re.sub(r"[-_.]+", "-", name).lower()


@pytest.fixture(scope="module")
def project() -> dict:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)["project"]


@pytest.fixture(scope="module")
def environment() -> dict:
    return yaml.safe_load((ROOT / "environment.yml").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def conda_specs(environment) -> dict[str, str]:
    """The conda dependencies by canonical name: {name: version constraint or ""}."""
    specs = {}
    for entry in environment["dependencies"]:
        if isinstance(entry, str):
            name, constraint = CONDA_SPEC.match(entry).groups()
            specs[canonical(name)] = constraint.replace(" ", "")
    return specs


@pytest.fixture(scope="module")
def pip_lines(environment) -> list[str]:
    lines: list[str] = []
    for entry in environment["dependencies"]:
        if isinstance(entry, dict):
            lines.extend(entry.get("pip", []))
    return lines


def requirements(project: dict, extra: str | None = None) -> list[Requirement]:
    listed = project["dependencies"] if extra is None else project["optional-dependencies"][extra]
    return [Requirement(text) for text in listed]


def test_environment_names_every_runtime_dependency(project, conda_specs):
    missing = [str(r) for r in requirements(project) if canonical(r.name) not in conda_specs]
    assert not missing, f"environment.yml does not name {missing}"


@pytest.mark.parametrize("extra", ["lab", "play"])
def test_environment_names_the_classroom_extras(project, conda_specs, extra):
    missing = [str(r) for r in requirements(project, extra)
               if canonical(r.name) not in conda_specs]
    assert not missing, f"environment.yml does not name {missing} (extra {extra})"


@pytest.mark.parametrize("extra", [None, "lab", "play"])
def test_environment_versions_agree_with_pyproject(project, conda_specs, extra):
    """Where both files constrain a version, they say the same thing."""
    for requirement in requirements(project, extra):
        constraint = conda_specs.get(canonical(requirement.name), "")
        if constraint and requirement.specifier:
            assert SpecifierSet(constraint) == requirement.specifier, requirement.name


def test_environment_python_matches_requires_python(project, conda_specs):
    assert "python" in conda_specs
    assert SpecifierSet(conda_specs["python"]) == SpecifierSet(project["requires-python"])


def test_environment_pip_installs_the_tutor_with_its_extras(conda_specs, pip_lines):
    assert "pip" in conda_specs
    local = [line for line in pip_lines if re.fullmatch(r"(-e\s+)?\.\[([\w,\s-]*)\]", line)]
    assert local, f"no pip line installs the package itself (.[lab,play]): {pip_lines}"
    extras = [e.strip() for e in re.search(r"\[(.*)\]", local[0]).group(1).split(",")]
    assert "lab" in extras and "play" in extras, extras


def test_environment_has_a_name_and_channel(environment):
    assert environment["name"] == "tutor"
    assert "conda-forge" in environment["channels"]


def _installed_closure(names: set[str]) -> set[str]:
    """``names`` and everything they require, as installed here (canonical names)."""
    from importlib import metadata

    seen: set[str] = set()
    pending = list(names)
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        seen.add(name)
        try:
            requires = metadata.requires(name) or []
        except metadata.PackageNotFoundError:
            continue
        for line in requires:
            requirement = Requirement(line)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                pending.append(canonical(requirement.name))
    return seen


def test_environment_provides_every_notebook_import(conda_specs):
    """Each module a notebook imports is in the standard library, the tutor itself, or
    comes with a package environment.yml names (directly or as one of its requirements)."""
    import ast
    import json
    from importlib import metadata

    provided = _installed_closure(set(conda_specs) | {"tutor"})
    by_module = {module: {canonical(d) for d in dists}
                 for module, dists in metadata.packages_distributions().items()}
    missing = set()
    notebooks = sorted((ROOT / "notebooks").rglob("*.ipynb"))
    assert notebooks
    for path in notebooks:
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] != "code":
                continue
            source = "".join(cell["source"])
            source = "\n".join(line for line in source.splitlines()
                               if not line.lstrip().startswith(("%", "!")))  # magics
            for node in ast.walk(ast.parse(source)):
                if isinstance(node, ast.Import):
                    modules = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0:
                    modules = [node.module]
                else:
                    continue
                for module in modules:
                    top = module.split(".")[0]
                    if top in sys.stdlib_module_names or top == "tutor":
                        continue
                    if not by_module.get(top, set()) & provided:
                        missing.add(f"{top} ({path.relative_to(ROOT)})")
    assert not missing, f"notebooks import modules environment.yml does not provide: {missing}"
