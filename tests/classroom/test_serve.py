"""Starting the service as the hub does: a port already taken (an earlier service left
running when the hub crashed; the hub then starts a new one every 30 seconds) is reported
clearly, naming the port and the process that holds it, and the new service exits with an
error instead of failing without saying why."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tutor.classroom import testhub
from tutor.classroom.server import port_taken


def test_a_free_port_is_free_and_a_taken_one_names_its_process():
    port = testhub.free_port()
    assert port_taken("127.0.0.1", port) is None
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", port))
        holder.listen()
        said = port_taken("127.0.0.1", port)
    assert said is not None and f"port {port}" in said
    assert f"process {os.getpid()}" in said  # psutil names it (the test extra has it)


def _serve(port: int, folder: Path) -> subprocess.Popen:
    env = dict(os.environ,
               JUPYTERHUB_SERVICE_URL=f"http://127.0.0.1:{port}",
               JUPYTERHUB_SERVICE_PREFIX="/services/tutor-classroom/",
               JUPYTERHUB_API_TOKEN="unused", JUPYTERHUB_API_URL="http://127.0.0.1:1/hub/api/")
    return subprocess.Popen([sys.executable, "-m", "tutor.classroom", "serve", "--db-url",
                             f"sqlite:///{folder / 'c.sqlite'}"], env=env, cwd=folder,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_a_second_service_on_the_port_of_an_orphan_says_so_and_exits(tmp_path: Path):
    port = testhub.free_port()
    orphan = _serve(port, tmp_path)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                status, text = testhub.request(
                    f"http://127.0.0.1:{port}/services/tutor-classroom/health")
                break
            except OSError:
                assert orphan.poll() is None and time.monotonic() < deadline, \
                    orphan.communicate()
                time.sleep(0.3)
        assert text == "ok"
        second = _serve(port, tmp_path)
        _, err = second.communicate(timeout=60)
        assert second.returncode != 0
        assert f"port {port} (127.0.0.1) is already taken by process {orphan.pid}" in err
        assert "tutor.classroom serve" in err and "Traceback" not in err
    finally:
        orphan.terminate()
        orphan.wait(timeout=20)


def test_ping_seconds_out_of_range_or_not_a_number_is_refused_naming_the_option(capsys):
    """--ping-seconds (how often a live page's stream pings): from 0.5 to 300 seconds."""
    from tutor.classroom.__main__ import main

    for bad in ("0", "0.1", "301", "abc", "nan"):
        with pytest.raises(SystemExit) as stopped:
            main(["serve", "--ping-seconds", bad])
        assert stopped.value.code == 2
        said = capsys.readouterr().err
        assert "--ping-seconds" in said and bad in said, (bad, said)
