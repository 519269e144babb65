"""Presenting from a notebook: the short-lived token a teacher's kernel sends positions with.

A teacher's *server* token (``$JUPYTERHUB_API_TOKEN``, in every kernel the teacher runs)
does not carry the teacher scope (docs/classroom/jupyterhub_config.py): a notebook the
teacher opens cannot read the classes. Teaching happens on the service's pages, logged in
through the hub. To send a board's position to a class from JupyterLab (Present → Send to
the class), the teacher first allows it on the class room's page ("Present from my
notebooks"): the page asks the service (``POST api/present``, with the login that carries
the teacher scope) for a **present token**, signed by the service, that names the teacher,
the classes they teach and when it expires (:data:`DEFAULT_MINUTES` later, at most
:data:`MAX_MINUTES`).

The service keeps the teacher's newest token; a kernel of the same hub user finds it in
the answer of ``api/me`` (``"present"``, and ``"teaches"``: its classes) and sends it with
each position (``X-Tutor-Present`` header on ``POST api/polls``). The token allows that
and nothing else: no page, no record, no export. It dies at its expiry, when the teacher
allows again (a new token replaces the one kept for ``api/me``), when they stop
(``DELETE api/present``: every token made for them until then is refused), and with the
service's secret. ``GET api/present`` says whether presenting is allowed now, and until
when (for the page's button).

>>> secret = b"k" * 32
>>> token = make(secret, "ms-lin", ["7a"], expires=2000.0)
>>> check(secret, token, "ms-lin", "7a", now=1000.0)
>>> check(secret, token, "bo", "7a", now=1000.0)
Traceback (most recent call last):
...
tutor.classroom.present.BadToken: the present token is not this user's
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from typing import Any

HEADER = "X-Tutor-Present"
"""The request header that carries a present token."""

DEFAULT_MINUTES = 120
MAX_MINUTES = 12 * 60


class BadToken(ValueError):
    """A present token that does not allow the request (the message says why)."""


def make(secret: bytes, user: str, classes: list[str], expires: float,
         issued: float = 0.0) -> str:
    """A token for ``user`` to send positions to ``classes`` until ``expires`` (a time),
    made at ``issued``."""
    body = _b64(json.dumps({"u": user, "g": sorted(classes), "e": round(expires, 3),
                            "i": round(issued, 3)},
                           ensure_ascii=False, sort_keys=True).encode())
    return f"{body}.{_sign(secret, body)}"


def read(secret: bytes, token: Any, now: float) -> dict[str, Any]:
    """The content of a valid token (``u``: user, ``g``: classes, ``e``: expiry).

    Raises:
        BadToken: not a token of this service, tampered with, or expired.
    """
    if not isinstance(token, str) or token.count(".") != 1 or len(token) > 4096:
        raise BadToken("the present token is not one this service made")
    body, signature = token.split(".")
    if not hmac.compare_digest(signature, _sign(secret, body)):
        raise BadToken("the present token is not one this service made (or the service's "
                       "secret changed): allow presenting again on the class room's page")
    try:
        doc = json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
    except ValueError:
        raise BadToken("the present token cannot be read") from None
    if doc["e"] <= now:
        raise BadToken("the present token has expired: allow presenting again on the class "
                       "room's page")
    return doc


def check(secret: bytes, token: Any, user: str, group: str, now: float,
          stopped: float = 0.0) -> None:
    """Nothing if ``token`` lets ``user`` send a position to ``group`` at ``now``; a token
    made before ``stopped`` (when the teacher last stopped presenting) does not.

    Raises:
        BadToken: it does not, saying why.
    """
    doc = read(secret, token, now)
    if doc["u"] != user:
        raise BadToken("the present token is not this user's")
    if doc.get("i", 0.0) < stopped:
        raise BadToken("the teacher stopped presenting from notebooks after this token was "
                       "made: allow presenting again on the class room's page")
    if group not in doc["g"]:
        raise BadToken(f"the present token does not cover the class {group!r}: allow "
                       f"presenting again on the class room's page")


def _sign(secret: bytes, body: str) -> str:
    key = hashlib.sha256(b"tutor-classroom present token\0" + secret).digest()
    return _b64(hmac.new(key, body.encode(), hashlib.sha256).digest())


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")
