"""``python -m tutor.classroom serve|upgrade-db``: the class service and its database.

``serve`` is what the hub runs (``c.JupyterHub.services``, docs/classroom/); ``upgrade-db``
brings a database written by an older tutor to this one's schema (an SQLite file is
upgraded by ``serve`` itself, after a copy; PostgreSQL only by this command).
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import fields

from .db import DEFAULT_KEEP_DAYS, DEFAULT_URL
from .limits import Limits


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tutor.classroom",
                                     description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    db_help = (f"SQLAlchemy database URL (default: $TUTOR_CLASSROOM_DB or {DEFAULT_URL}; "
               "PostgreSQL: postgresql+psycopg://user:password@host/db)")
    run = sub.add_parser("serve", help="run the service (as a JupyterHub managed service)")
    run.add_argument("--db-url", default=os.environ.get("TUTOR_CLASSROOM_DB", DEFAULT_URL),
                     help=db_help)
    run.add_argument("--staff-groups", default="teachers",
                     help="comma-separated groups that are not classes (default: teachers)")
    run.add_argument("--group-cache", type=float, default=5.0,
                     help="seconds the hub's groups are kept before being read again")
    run.add_argument("--ip", default=None,
                     help="address to listen on (default: the host of the service's URL; "
                          "0.0.0.0 in a container whose URL names another host)")
    run.add_argument("--reveal-seconds", type=float, default=2.0,
                     help="how long the strong bot searches a poll's position on reveal")
    run.add_argument("--review-playouts", type=_whole, default=200,
                     help="play-outs a move when the strong bot reviews a finished game "
                          "at a table (default 200; more: a finer review, more CPU)")
    run.add_argument("--notebooks", default="notebooks",
                     help="where the lessons' notebooks are on each user's server, from its "
                          "root folder (default: notebooks; with the nbgitpuller link of "
                          "docs/classroom.md: <repo>/notebooks): the class page opens the "
                          "class plan's pages there")
    run.add_argument("--ping-seconds", type=_ping, default=15.0,
                     help="how often a live page's stream says that it is alive (default 15); "
                          "a page that hears nothing for 8/3 of that opens it again")
    run.add_argument("--keep-days", type=_positive, default=DEFAULT_KEEP_DAYS,
                     help=f"records, items and polls older than this are deleted (default "
                          f"{DEFAULT_KEEP_DAYS:g}: one school year)")
    defaults = Limits()
    for name, what in (
            ("records_per_minute", "records a learner may send a minute, on average"),
            ("records_burst", "records a learner may send at once, above the average"),
            ("requests_per_minute", "API requests (records, class boards, poll answers) a "
                                    "user may send a minute, answered or refused"),
            ("requests_burst", "requests a learner may send at once"),
            ("max_records", "records kept per learner"),
            ("max_waits", "long polls and live pages a user may keep open at once")):
        run.add_argument("--" + name.replace("_", "-"), type=_whole,
                         default=getattr(defaults, name),
                         help=f"{what} (default {getattr(defaults, name)}); beyond: 429 "
                              f"with Retry-After")
    run.add_argument("--max-request-bytes", type=_whole, default=defaults.max_request_bytes,
                     help=f"the largest request body (default {defaults.max_request_bytes}); "
                          f"beyond: 413")
    up = sub.add_parser("upgrade-db", help="upgrade the database to this tutor's schema")
    up.add_argument("--db-url", default=os.environ.get("TUTOR_CLASSROOM_DB", DEFAULT_URL),
                    help=db_help)
    args = parser.parse_args(argv)
    from .db import SchemaError, Store

    if args.command == "upgrade-db":
        try:
            store = Store(args.db_url, upgrade=True)
        except SchemaError as e:
            print(f"cannot upgrade: {e}", file=sys.stderr)
            return 1
        print(f"the database is at schema version {store.version}")
        return 0
    from .server import serve

    staff = frozenset(g.strip() for g in args.staff_groups.split(",") if g.strip())
    limits = Limits(**{f.name: getattr(args, f.name) for f in fields(Limits)})
    try:
        serve(args.db_url, staff, args.group_cache, args.reveal_seconds, ip=args.ip,
              limits=limits, keep_days=args.keep_days,
              review_playouts=args.review_playouts, notebooks=args.notebooks,
              ping_seconds=args.ping_seconds)
    except SchemaError as e:
        print(f"tutor.classroom: {e}", file=sys.stderr)
        return 1
    return 0


def _whole(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a whole number is needed, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"at least 1, not {value}")
    return value


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a number is needed, not {text!r}") from None
    if not 0 < value < 1e6:
        raise argparse.ArgumentTypeError(f"a number of days above 0, not {text}")
    return value


def _ping(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a number is needed, not {text!r}") from None
    if not 0.5 <= value <= 300:
        raise argparse.ArgumentTypeError(f"seconds from 0.5 to 300, not {text}")
    return value


if __name__ == "__main__":
    sys.exit(main())
