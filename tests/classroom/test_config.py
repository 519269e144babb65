"""docs/classroom: the JupyterHub configuration and the Zero to JupyterHub values say the
same thing (service, scope, roles, server token scopes, the kernels' address), and the
configuration adds to a hub's own settings instead of replacing them."""

from __future__ import annotations

from pathlib import Path

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
        for key in ("together", "send", "reveal", "close"):
            label = pages.word(lang, key)
            shown = f"**{label}**" if lang == "en" else f"「{label}」"
            assert shown in text, (guide, key, label)
