# JupyterHub configuration for the tutor's class service (docs/classroom/README.md).
#
# It adds to your hub's own configuration (authenticator, spawner, storage):
#   - the managed service `tutor-classroom` (python -m tutor.classroom serve), reached at
#     /services/tutor-classroom/ through the hub's proxy and logged in through the hub's
#     OAuth;
#   - a custom scope, custom:tutor-classroom:teach, and a role granting it to the group
#     `teachers` (a hub admin is NOT a teacher unless that role says so);
#   - access to the service for every user (a student reads and writes only their own
#     records: the service checks that);
#   - the service's own permissions: read the hub's groups (classes are groups);
#   - what a student's kernel needs to send records: the service's address in the
#     environment, and a server token that may access the service.
#
# The tests (tests/classroom, tests/browser/test_classroom.py) run a real JupyterHub with
# this very file; the block at the end, taken only when TUTOR_CLASSROOM_TEST is set, adds
# a login that accepts any name (DummyAuthenticator) and servers run as the hub's own
# user (SimpleLocalProcessSpawner), and the hub looks every second whether the service
# still runs (the tests kill it). Those are for tests only: never on a real hub.

import json
import os
import shlex
import sys

c = get_config()  # noqa: F821 - JupyterHub provides get_config

SERVICE = "tutor-classroom"
TEACH = "custom:tutor-classroom:teach"
# Where the service listens; the hub routes /services/tutor-classroom/ there.
PORT = int(os.environ.get("TUTOR_CLASSROOM_PORT", "10101"))
# Its database: an SQLite file in the hub's working folder by default (the Littlest
# JupyterHub: /opt/tljh/state), or a PostgreSQL URL
# (postgresql+psycopg://user:password@host/db, with pip install "tutor[postgresql]").
DB = os.environ.get("TUTOR_CLASSROOM_DB",
                    "sqlite:///" + os.path.abspath("tutor-classroom.sqlite"))
# More options of the service, as one line (python -m tutor.classroom serve --help), e.g.
# TUTOR_CLASSROOM_ARGS="--keep-days 200 --records-per-minute 60 --max-records 10000".
ARGS = shlex.split(os.environ.get("TUTOR_CLASSROOM_ARGS", ""))

# extend/update, not "=": this file adds to a configuration that may have services, roles
# and spawner settings of its own (the Littlest JupyterHub's idle culler, for one).
c.JupyterHub.services.extend([
    {
        "name": SERVICE,
        "url": f"http://127.0.0.1:{PORT}",
        "command": [sys.executable, "-m", "tutor.classroom", "serve", "--db-url", DB, *ARGS],
        "display": True,
        "info": {"description": "Class room: live progress and class polls of the tutor"},
        # The browser's OAuth token may carry the teacher scope (if the user has it).
        "oauth_client_allowed_scopes": [TEACH],
        # The school's own service: no "authorize access" page on the first visit.
        "oauth_no_confirm": True,
    },
])

c.JupyterHub.custom_scopes.update({
    TEACH: {
        "description": "See the tutor's class dashboards and send positions to the class; "
                       "with !group=<class>, for that class only.",
    },
})

c.JupyterHub.load_roles.extend([
    {
        # Every user: their own things, and the class service (their own records only).
        "name": "user",
        "scopes": ["self", f"access:services!service={SERVICE}"],
    },
    {
        # Teachers: every class. For one class only, give a role with
        # f"{TEACH}!group=<class>" to that teacher instead.
        "name": "tutor-teacher",
        "description": "Teaches with the tutor: class dashboards, class polls",
        "scopes": [TEACH, f"access:services!service={SERVICE}"],
        "groups": ["teachers"],
    },
    {
        # The service reads the hub's groups: classes are groups.
        "name": "tutor-classroom-service",
        "scopes": ["list:groups", "read:groups"],
        "services": [SERVICE],
    },
])

# A student's kernel sends records with its server's token ($JUPYTERHUB_API_TOKEN): the
# token may reach the service, and nothing more. It does NOT carry the teacher scope, not
# even a teacher's: a notebook a teacher runs cannot read the classes. Teachers see their
# classes on the service's pages (logged in through the hub); to send a board's position
# from JupyterLab (Present > Send to the class), a teacher first allows it on the class
# room's page, which gives their kernels a short-lived token for that alone
# (tutor/classroom/present.py).
c.Spawner.server_token_scopes = [
    "users:activity!user",
    f"access:services!service={SERVICE}",
]
c.Spawner.environment.update({
    "TUTOR_CLASSROOM_URL": os.environ.get(
        "TUTOR_CLASSROOM_URL", f"http://127.0.0.1:{PORT}/services/{SERVICE}/"),
})

# Classes are groups. Create them in the admin page (Admin > Groups) or here, e.g.:
#   c.JupyterHub.load_groups = {"teachers": {"users": ["ms-lin"]},
#                               "7a": {"users": ["ann", "bo", "chen"]}}


# --- TESTS ONLY ------------------------------------------------------------------------
# The tests set TUTOR_CLASSROOM_TEST=1 and TUTOR_CLASSROOM_TEST_HOMES (a scratch folder).
# DummyAuthenticator lets anyone log in with any name and password;
# SimpleLocalProcessSpawner runs every user's server as the hub's own user in a folder of
# the scratch folder; the service `test-admin` (token TUTOR_CLASSROOM_TEST_TOKEN) lets the
# tests make users, groups and tokens. Never use any of these on a real hub.
if os.environ.get("TUTOR_CLASSROOM_TEST"):
    c.JupyterHub.authenticator_class = "dummy"
    c.Authenticator.allow_all = True
    c.JupyterHub.services.append(
        {"name": "test-admin", "api_token": os.environ["TUTOR_CLASSROOM_TEST_TOKEN"]})
    c.JupyterHub.load_roles.append({
        "name": "test-admin",
        "scopes": ["admin:users", "admin:groups", "admin:servers", "tokens", "list:services"],
        "services": ["test-admin"],
    })
    c.Authenticator.admin_users = set(json.loads(
        os.environ.get("TUTOR_CLASSROOM_TEST_ADMINS", "[]")))
    c.JupyterHub.spawner_class = "simple"
    c.SimpleLocalProcessSpawner.home_dir_template = os.path.join(
        os.environ["TUTOR_CLASSROOM_TEST_HOMES"], "{username}")
    c.Spawner.cmd = [os.path.join(os.path.dirname(sys.executable), "jupyterhub-singleuser")]
    c.Spawner.default_url = "/lab"
    c.Spawner.args = [
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--ServerApp.terminals_enabled=False",
    ] + (["--allow-root"] if os.getuid() == 0 else [])
    c.Spawner.env_keep = ["PATH", "PYTHONPATH", "LANG", "LC_ALL", "TUTOR_PROGRESS_TEST"]
    c.Spawner.start_timeout = 120
    c.Spawner.http_timeout = 120
    c.JupyterHub.load_groups = json.loads(os.environ.get("TUTOR_CLASSROOM_TEST_GROUPS", "{}"))
    c.JupyterHub.load_roles.extend(json.loads(os.environ.get("TUTOR_CLASSROOM_TEST_ROLES",
                                                             "[]")))
    c.JupyterHub.ip = "127.0.0.1"
    c.JupyterHub.cleanup_servers = True
    # The hub starts the class service again when its poll finds it gone: every 30 s, a
    # setting JupyterHub does not offer for services. The tests that kill the service
    # (it must come back by itself) have it looked at every second instead.
    from jupyterhub.services import service as _hub_service
    from traitlets import default as _default

    class _PolledEverySecond(_hub_service._ServiceSpawner):
        @_default("poll_interval")
        def _poll_interval_default(self) -> int:
            return 1

    _hub_service._ServiceSpawner = _PolledEverySecond
