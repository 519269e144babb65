"""What every lesson test needs: no kernel comm (boards are real GameWidgets on a silent
fake comm), no harness solving the tasks, progress in a temporary file, and English again
after each test."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import comm
import pytest

from tutor.lessons.progress import FILE


class SilentComm:
    """A comm that sends nowhere; it keeps the front end's message handler."""

    comm_id = "silent"
    kernel = None

    def __init__(self, **kw: Any) -> None:
        self.handler: Callable[[dict[str, Any]], None] | None = None

    def send(self, *a: Any, **kw: Any) -> None:
        pass

    def on_msg(self, callback: Callable[[dict[str, Any]], None]) -> None:
        self.handler = callback

    def close(self, *a: Any, **kw: Any) -> None:
        pass


@pytest.fixture(autouse=True)
def quiet(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """No kernel comm, no harness, progress in a temporary file."""
    monkeypatch.setattr(comm, "create_comm", lambda **kw: SilentComm(**kw))
    monkeypatch.delenv("TUTOR_SOLVE_TASKS", raising=False)
    monkeypatch.setenv("TUTOR_PROGRESS", str(tmp_path / FILE))
    yield
