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

SERVICE = "tutor-classroom"
"""The service's default name on the hub (its URL is ``/services/tutor-classroom/``)."""

TEACH_SCOPE = "custom:tutor-classroom:teach"
"""The custom scope that makes a teacher: of every class, or with ``!group=<class>`` of
that class only."""

URL_ENV = "TUTOR_CLASSROOM_URL"
"""The environment variable that tells a kernel where the service is (the hub's spawner
sets it)."""

__all__ = ["SERVICE", "TEACH_SCOPE", "URL_ENV"]
