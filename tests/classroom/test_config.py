"""docs/classroom: the JupyterHub configuration and the Zero to JupyterHub values say the
same thing (service, scope, roles, server token scopes, the kernels' address), and the
configuration adds to a hub's own settings instead of replacing them."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from traitlets.config import Config

DOCS = Path(__file__).resolve().parents[2] / "docs" / "classroom"


def load_config(**env: str) -> Config:
    """docs/classroom/jupyterhub_config.py run over a configuration that already has a
    service and a spawner environment of its own (as the Littlest JupyterHub's has)."""
    import os

    c = Config()
    c.JupyterHub.services = [{"name": "idle-culler", "command": ["cull"]}]
    c.Spawner.environment = {"KEEP": "1"}
    saved = dict(os.environ)
    os.environ.update(env)
    try:
        code = (DOCS / "jupyterhub_config.py").read_text()
        exec(compile(code, "jupyterhub_config.py", "exec"), {"get_config": lambda: c})
    finally:
        os.environ.clear()
        os.environ.update(saved)
    return c


def test_the_config_adds_to_the_hubs_own_settings():
    c = load_config()
    services = c.JupyterHub.services
    services = services.get_value([]) if hasattr(services, "get_value") else services
    assert [s["name"] for s in services] == ["idle-culler", "tutor-classroom"]
    env = c.Spawner.environment
    env = env.get_value({}) if hasattr(env, "get_value") else env
    assert env["KEEP"] == "1" and env["TUTOR_CLASSROOM_URL"].endswith(
        "/services/tutor-classroom/")
    assert "authenticator_class" not in c.JupyterHub  # tests-only settings stay out


def test_values_yaml_says_what_the_config_says():
    c = load_config()
    values = yaml.safe_load((DOCS / "values.yaml").read_text())
    hub = values["hub"]
    roles = c.JupyterHub.load_roles
    roles = roles.get_value([]) if hasattr(roles, "get_value") else roles
    for role in roles:
        chart = hub["loadRoles"][role["name"]]
        assert chart["scopes"] == role["scopes"], role["name"]
        for key in ("groups", "services"):
            assert chart.get(key) == role.get(key), (role["name"], key)
    scopes = c.JupyterHub.custom_scopes
    scopes = scopes.get_value({}) if hasattr(scopes, "get_value") else scopes
    assert set(hub["config"]["JupyterHub"]["custom_scopes"]) == set(scopes)
    assert hub["config"]["KubeSpawner"]["server_token_scopes"] == list(
        c.Spawner.server_token_scopes)
    (service,) = [s for s in (c.JupyterHub.services.get_value([])
                              if hasattr(c.JupyterHub.services, "get_value")
                              else c.JupyterHub.services) if s["name"] == "tutor-classroom"]
    chart = hub["services"]["tutor-classroom"]
    assert chart["oauth_client_allowed_scopes"] == service["oauth_client_allowed_scopes"]
    assert chart["oauth_no_confirm"] is service["oauth_no_confirm"] is True
    assert chart["command"][1:4] == ["-m", "tutor.classroom", "serve"]
    port = chart["url"].rsplit(":", 1)[1]
    assert values["singleuser"]["extraEnv"]["TUTOR_CLASSROOM_URL"] == (
        f"http://hub:{port}/services/tutor-classroom/")
    assert hub["service"]["extraPorts"][0]["port"] == int(port)


def test_both_guides_exist_in_both_languages_and_link_each_other():
    en = (DOCS / "README.md").read_text()
    zh = (DOCS / "README.zh-Hant.md").read_text()
    assert "README.zh-Hant.md" in en and "README.md" in zh
    for text in (en, zh):
        assert "values.yaml" in text and "jupyterhub_config.d" in text
        assert "lesson.join()" in text


def test_the_guides_name_the_buttons_as_the_board_and_the_pages_show_them():
    """The teacher's steps name the board's buttons (Present, Send to the class, Projector
    view, Class) and the pages' (Play it together, Reveal, End the round) in the words the
    widget and the pages show, in each language."""
    import re

    from tutor.classroom import pages

    js = (DOCS.parents[1] / "tutor" / "widget" / "static" / "helpers.mjs").read_text()
    for lang, guide in (("en", "README.md"), ("zh-Hant", "README.zh-Hant.md")):
        block = js.split(f'{lang}: {{' if lang == "en" else f'"{lang}": {{', 1)[1]
        text = (DOCS / guide).read_text()
        for key in ("present", "send", "projector", "class"):
            label = re.search(rf"\b{key}: \"([^\"]+)\"", block).group(1)
            shown = f"**{label}**" if lang == "en" else f"「{label}」"
            assert shown in text, (guide, key, label)
        for key in ("together", "send", "reveal", "close", "present-allow"):
            label = pages.word(lang, key)
            shown = f"**{label}**" if lang == "en" else f"「{label}」"
            assert shown in text, (guide, key, label)


# -- the recipes' settings, checked against JupyterHub's own configuration classes ----------

ROLE_KEYS = {"name", "description", "scopes", "users", "groups", "services"}
"""What a role of ``load_roles`` may say (JupyterHub's ``init_role_assignment``)."""

CHART_KEYS = {
    "hub.image.name", "hub.image.tag", "hub.service.extraPorts", "hub.networkPolicy.ingress",
    "hub.extraVolumes", "hub.extraVolumeMounts", "proxy.chp.networkPolicy.egress",
    "singleuser.extraEnv",
}
"""The Zero to JupyterHub chart's own keys values.yaml sets (besides ``hub.config``,
``hub.services`` and ``hub.loadRoles``, which are JupyterHub's and checked against its
classes): each is in the chart's values schema (jupyterhub/values.schema.yaml, chart 4.x).
The chart's schema is not published on PyPI or npm, so this list stands in for it."""


def _value(v):
    """A setting's value; ``extend``/``update`` of a configuration applied to nothing."""
    if not hasattr(v, "get_value"):
        return v
    return v.get_value({} if "update" in v.to_dict() else [])


def hub_classes() -> dict[str, type]:
    from jupyterhub.app import JupyterHub
    from jupyterhub.auth import Authenticator, DummyAuthenticator
    from jupyterhub.spawner import LocalProcessSpawner, SimpleLocalProcessSpawner, Spawner

    return {c.__name__: c for c in (JupyterHub, Spawner, LocalProcessSpawner,
                                    SimpleLocalProcessSpawner, Authenticator,
                                    DummyAuthenticator)}


def check_sections(sections: dict, spawner_aliases: tuple[str, ...] = ()) -> None:
    """Every section is a JupyterHub class, every key one of its configurable traits, and
    every value one its trait accepts (the class is made with that configuration)."""
    from jupyterhub.spawner import Spawner

    classes = hub_classes()
    for section, values in sections.items():
        cls = Spawner if section in spawner_aliases else classes.get(section)
        assert cls is not None, f"{section} is not a JupyterHub class"
        traits = cls.class_traits(config=True)
        settings = {k: _value(v) for k, v in values.items()}
        unknown = sorted(set(settings) - set(traits))
        assert not unknown, f"{section} has no setting {unknown}"
        cls(config=Config({cls.__name__: settings}))  # a wrong value raises TraitError


def check_services(services: list[dict]) -> None:
    from jupyterhub.services.service import Service

    fields = set(Service.class_traits())
    for spec in services:
        assert set(spec) <= fields, f"no such service field {set(spec) - fields}"
        Service(**spec)  # a wrong value raises TraitError


def check_roles(roles: list[dict], custom_scopes: dict) -> None:
    from jupyterhub import scopes

    scopes.define_custom_scopes(custom_scopes)  # as the hub does at its start
    try:
        for role in roles:
            assert set(role) <= ROLE_KEYS, f"role {role['name']}: {set(role) - ROLE_KEYS}"
            scopes._check_scopes_exist(role["scopes"], who_for=f"role {role['name']}")
    finally:
        for scope in custom_scopes:
            scopes.scope_definitions.pop(scope, None)


def test_the_config_is_valid_for_jupyterhubs_own_classes():
    """docs/classroom/jupyterhub_config.py, as a hub loads it (the plain recipe and TLJH)
    and with the tests' block: every setting exists and takes its value, every service
    field and role key is JupyterHub's, every scope exists."""

    for env in ({}, {"TUTOR_CLASSROOM_TEST": "1", "TUTOR_CLASSROOM_TEST_HOMES": "/tmp",
                     "TUTOR_CLASSROOM_TEST_TOKEN": "x" * 64}):
        c = load_config(**env)
        services = _value(c.JupyterHub.services)
        roles = _value(c.JupyterHub.load_roles)
        check_services(services)
        check_roles(roles, _value(c.JupyterHub.custom_scopes))
        sections = {name: dict(section) for name, section in c.items()}
        for name in ("services", "load_roles"):
            sections["JupyterHub"].pop(name)  # checked above
        check_sections(sections)


def test_values_yaml_is_valid_for_jupyterhub_and_the_chart():
    values = yaml.safe_load((DOCS / "values.yaml").read_text())
    hub = values["hub"]
    check_sections(hub["config"], spawner_aliases=("KubeSpawner",))
    check_services([{"name": name, **spec} for name, spec in hub["services"].items()])
    check_roles([{"name": name, **spec} for name, spec in hub["loadRoles"].items()],
                hub["config"]["JupyterHub"]["custom_scopes"])

    def leaves(doc: dict, path: str = "") -> list[str]:
        out = []
        for key, value in doc.items():
            here = f"{path}.{key}" if path else key
            if here in ("hub.config", "hub.services", "hub.loadRoles"):
                continue
            nested = isinstance(value, dict) and here not in CHART_KEYS
            out.extend(leaves(value, here) if nested else [here])
        return out

    assert set(leaves(values)) <= CHART_KEYS, set(leaves(values)) - CHART_KEYS


def test_the_service_database_is_off_the_hubs_volume_with_a_size_budget():
    """Z2JH: the service's SQLite file is on a disk of its own (a PVC mounted in the hub's
    pod), not /srv/jupyterhub, the hub's volume; the claim states its size."""
    values = yaml.safe_load((DOCS / "values.yaml").read_text())
    hub = values["hub"]
    command = hub["services"]["tutor-classroom"]["command"]
    url = command[command.index("--db-url") + 1]
    (mount,) = hub["extraVolumeMounts"]
    assert url.startswith(f"sqlite:///{mount['mountPath']}/")
    assert not url.startswith("sqlite:////srv/jupyterhub")
    (volume,) = hub["extraVolumes"]
    assert volume["name"] == mount["name"]
    claim = yaml.safe_load((DOCS / "tutor-classroom-pvc.yaml").read_text())
    assert claim["kind"] == "PersistentVolumeClaim"
    assert claim["metadata"]["name"] == volume["persistentVolumeClaim"]["claimName"]
    assert claim["spec"]["resources"]["requests"]["storage"] == "2Gi"


def test_the_teachers_server_token_carries_no_teacher_scope():
    """Any notebook a teacher runs holds the server token: it must not read the classes
    (teaching happens on the service's pages, and presenting from a notebook with a
    short-lived present token)."""
    from tutor.classroom import TEACH_SCOPE

    c = load_config()
    assert not any(s.startswith(TEACH_SCOPE) for s in c.Spawner.server_token_scopes)
    values = yaml.safe_load((DOCS / "values.yaml").read_text())
    scopes = values["hub"]["config"]["KubeSpawner"]["server_token_scopes"]
    assert not any(s.startswith(TEACH_SCOPE) for s in scopes)


def test_the_service_options_come_from_tutor_classroom_args():
    c = load_config(TUTOR_CLASSROOM_ARGS="--keep-days 200 --max-waits 4")
    (service,) = [s for s in _value(c.JupyterHub.services) if s["name"] == "tutor-classroom"]
    assert service["command"][-4:] == ["--keep-days", "200", "--max-waits", "4"]
    from tutor.classroom.__main__ import main

    with pytest.raises(SystemExit):  # the service refuses an option it does not know
        main(["serve", "--no-such-option"])
