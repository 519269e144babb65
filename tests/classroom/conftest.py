"""A real JupyterHub (from PyPI, with configurable-http-proxy from npm) on loopback, shared
by the service tests of this folder; configured by docs/classroom/jupyterhub_config.py and
its tests-only block (DummyAuthenticator, SimpleLocalProcessSpawner).

Without configurable-http-proxy the tests are skipped, except under ``CI=true``, where
they fail (.ci/run installs it)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tutor.classroom import testhub

GROUPS = {"teachers": ["ms-lin"], "7a": ["ann", "bo"], "7b": ["chen"]}


def require_hub() -> None:
    """Skip (fail under CI=true) when configurable-http-proxy is missing."""
    try:
        testhub.find_chp()
    except testhub.HubUnavailable as e:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"{e} (CI=true: the class service tests are mandatory)", pytrace=False)
        pytest.skip(str(e))


@pytest.fixture(scope="module")
def hub(tmp_path_factory: pytest.TempPathFactory) -> Iterator[testhub.Hub]:
    require_hub()
    running = testhub.start(tmp_path_factory.mktemp("hub"),
                            {g: [] for g in GROUPS}, admins=("root-admin",))
    for group, users in GROUPS.items():
        for user in users:
            running.user(user, (group,))
    try:
        yield running
    finally:
        running.stop()
