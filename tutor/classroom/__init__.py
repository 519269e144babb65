"""A class on JupyterHub: the teacher sees the room live, and the class plays one position
together (全班一起下).

Two sides:

- the **service** (:mod:`tutor.classroom.server`, ``python -m tutor.classroom serve``), a
  JupyterHub managed service with its records in a database (:mod:`.db`): the teacher's
  dashboard, the students' records, the polls. It needs the ``classroom`` extra
  (JupyterHub, SQLAlchemy) and runs on the hub only;
- the **kernel side** (:mod:`tutor.classroom.client`): when a lesson runs on a hub where
  the service is set up (``JUPYTERHUB_API_TOKEN`` and ``TUTOR_CLASSROOM_URL`` in the
  environment), every progress event is also sent to the service, with the standard
  library only. Elsewhere (JupyterLite, Binder, a laptop) nothing changes.

Set-up: docs/classroom/ (a working ``jupyterhub_config.py``, Zero to JupyterHub and the
Littlest JupyterHub).
"""

from __future__ import annotations

import os
from typing import Any

SERVICE = "tutor-classroom"
"""The service's default name on the hub (its URL is ``/services/tutor-classroom/``)."""

TEACH_SCOPE = "custom:tutor-classroom:teach"
"""The custom scope that makes a teacher: of every class, or with ``!group=<class>`` of
that class only."""

URL_ENV = "TUTOR_CLASSROOM_URL"
"""The environment variable that tells a kernel where the service is (the hub's spawner
sets it)."""


def service_url() -> str | None:
    """The service's address for this kernel, or None when it is not on a hub with the
    service set up (``TUTOR_CLASSROOM_URL`` and ``JUPYTERHUB_API_TOKEN`` both set)."""
    url = os.environ.get(URL_ENV, "").strip()
    if not url or not os.environ.get("JUPYTERHUB_API_TOKEN"):
        return None
    return url if url.endswith("/") else url + "/"


def win_percent(win: float) -> int:
    """A chance to win as the pages and boards say it, to the nearest 5 %.

    >>> win_percent(0.6564), win_percent(0.02)
    (65, 0)
    """
    return int(win * 20 + 0.5) * 5


def board_hook(board: Any) -> Any:
    """The class hook of a new board (the entry point ``tutor.boards``, which the board
    calls: :data:`tutor.widget.HOOK_GROUP`): its link to the class service on a hub with
    the service, None elsewhere, where nothing more is imported or asked."""
    if service_url() is None:
        return None
    from .together import attach

    return attach(board)


__all__ = ["SERVICE", "TEACH_SCOPE", "URL_ENV", "board_hook", "service_url", "win_percent"]
