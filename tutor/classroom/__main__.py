"""``python -m tutor.classroom serve|upgrade-db``: the class service and its database.

``serve`` is what the hub runs (``c.JupyterHub.services``, docs/classroom/); ``upgrade-db``
brings a database written by an older tutor to this one's schema (an SQLite file is
upgraded by ``serve`` itself, after a copy; PostgreSQL only by this command).
"""

from __future__ import annotations

import argparse
import os
import sys

from .db import DEFAULT_URL


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
    try:
        serve(args.db_url, staff, args.group_cache, args.reveal_seconds, ip=args.ip)
    except SchemaError as e:
        print(f"tutor.classroom: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
