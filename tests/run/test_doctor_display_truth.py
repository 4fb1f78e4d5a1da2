"""SPEC §31: doctor opens a real connection to the display. An X server that refuses this client is a ✗ with
``xhost``/``XAUTHORITY`` as the fix (a real Xvfb started with ``-auth``), and a ``WAYLAND_DISPLAY`` that Qt will
not use is said so, never "neither DISPLAY nor WAYLAND_DISPLAY is set"."""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from scriptdeck.core.run import doctor
from scriptdeck.core.store.paths import Home

from tests.run.test_doctor import checks_of
from tests.run.test_doctor_machine import doctor_env, doctor_json

HANG = 60  # seconds; only bounds a hang


def _xauth_entry(number: bytes, cookie: bytes) -> bytes:
    """One Xauthority entry: FamilyLocal, this host, display ``number`` (b"" = every display), MIT-MAGIC-COOKIE-1."""
    def field(data: bytes) -> bytes:
        return len(data).to_bytes(2, "big") + data
    return ((256).to_bytes(2, "big") + field(socket.gethostname().encode()) + field(number)
            + field(b"MIT-MAGIC-COOKIE-1") + field(cookie))


@pytest.fixture
def guarded_xvfb(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A real Xvfb that only takes clients with its cookie: ``(DISPLAY, Xauthority file with the cookie)``."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        pytest.skip("Xvfb is not installed (apt install xvfb)")
    cookie = secrets.token_bytes(16)
    server_auth = tmp_path / "server.auth"
    read, write = os.pipe()
    # the server's own file holds the cookie for any display number it picks (-displayfd: no number guessed)
    server_auth.write_bytes(_xauth_entry(b"", cookie))
    process = subprocess.Popen([xvfb, "-displayfd", str(write), "-auth", str(server_auth), "-nolisten", "tcp"],
                               pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as ready:  # Xvfb writes its display number here once it accepts clients
            number = int(ready.readline().strip() or "-1")
        if number < 0:
            pytest.skip("Xvfb did not start")
        client_auth = tmp_path / "client.auth"
        client_auth.write_bytes(_xauth_entry(str(number).encode(), cookie))
        yield f":{number}", client_auth
    finally:
        process.terminate()
        process.wait(timeout=HANG)


def test_an_x_server_that_refuses_this_client_is_a_failure_with_xhost_and_xauthority(home: Home, tmp_path: Path,
                                                                                      guarded_xvfb: tuple[str, Path]):
    """Failed before: "✓ a display answers" for an X server that refuses the client; the window then aborted with
    Qt's raw text and a libxcb-cursor0 hint."""
    display, cookie_file = guarded_xvfb
    env = doctor_env(DISPLAY=display, XAUTHORITY=str(tmp_path / "no-such-file"))
    code, payload = doctor_json(home, env)
    check = checks_of(payload)["display"]
    assert check["ok"] is False and "refuses" in check["detail"] and display in check["detail"], check
    assert "xhost" in check["fix"] and "XAUTHORITY" in check["fix"], check
    assert code == 1
    blockers = doctor.launch_blockers(env)  # the launcher names it too, instead of Qt's text
    assert [c.id for c in blockers][-1:] == ["display"] and "xhost" in blockers[-1].to_json()["fix"]
    # the same server with this user's cookie: a real connection, accepted
    _code, payload = doctor_json(home, doctor_env(DISPLAY=display, XAUTHORITY=str(cookie_file)))
    assert checks_of(payload)["display"]["ok"] is True, checks_of(payload)["display"]


def test_a_wayland_socket_alone_is_named_not_called_missing(home: Home, tmp_path: Path):
    """Failed before: with only WAYLAND_DISPLAY set (outside a Wayland session), doctor said "neither DISPLAY nor
    WAYLAND_DISPLAY is set"."""
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as compositor:
        compositor.bind(str(runtime / "wayland-7"))
        compositor.listen(4)
        code, payload = doctor_json(home, doctor_env(WAYLAND_DISPLAY="wayland-7", XDG_RUNTIME_DIR=str(runtime)))
    check = checks_of(payload)["display"]
    assert check["ok"] is False and "WAYLAND_DISPLAY=wayland-7 is set" in check["detail"], check
    assert "neither" not in check["detail"] and "QT_QPA_PLATFORM=wayland" in check["fix"], check
    _code, payload = doctor_json(home, doctor_env(WAYLAND_DISPLAY="wayland-7", XDG_RUNTIME_DIR=str(runtime)))
    check = checks_of(payload)["display"]  # the socket is gone now: the compositor does not answer
    assert check["ok"] is False and "WAYLAND_DISPLAY=wayland-7" in check["detail"] and "neither" not in check["detail"]
