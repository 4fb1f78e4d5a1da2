"""The desktop's dark style reaches the window over the XDG desktop portal (issue 40, SPEC §30): a fake portal on a
private session bus (its own ``dbus-daemon``), no theme environment variable."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtDBus import QDBusConnection, QDBusVariant
from PySide6.QtGui import QPalette
from scriptdeck.gui.widgets import desktop_scheme, theme

from tests.conftest import REPO, TESTS, close_window, open_window

DBUS_DAEMON = shutil.which("dbus-daemon")
needs_dbus = pytest.mark.skipif(DBUS_DAEMON is None, reason="dbus-daemon is not installed (Debian: dbus)")
FAKE = TESTS / "fake_portal.py"
DARK_WINDOW, LIGHT_WINDOW = theme.SURFACES[theme.DARK]["window"], theme.SURFACES[theme.LIGHT]["window"]


@pytest.fixture(autouse=True)
def _no_portal_after(monkeypatch):
    monkeypatch.delenv("QT_QPA_PLATFORMTHEME", raising=False)  # the workaround is not what makes it work
    monkeypatch.delenv("XDG_CURRENT_DESKTOP", raising=False)
    yield
    theme.follow_portal(None)
    theme.apply(theme.LIGHT)
    theme.apply(theme.SYSTEM)


@pytest.fixture
def bus_address() -> Iterator[str]:
    """A private session bus of the test's own (``dbus-daemon --session``): its address."""
    assert DBUS_DAEMON is not None
    daemon = subprocess.Popen([DBUS_DAEMON, "--session", "--print-address=1", "--nofork", "--nopidfile"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert daemon.stdout is not None
    address = daemon.stdout.readline().strip()
    assert address, "dbus-daemon printed no address"
    yield address
    daemon.terminate()
    daemon.wait(timeout=30)


@contextmanager
def fake_portal(address: str, *args: str) -> Iterator[subprocess.Popen[str]]:
    env = {**os.environ, "DBUS_SESSION_BUS_ADDRESS": address, "QT_QPA_PLATFORM": "offscreen"}
    portal = subprocess.Popen([sys.executable, str(FAKE), *args], env=env, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    assert portal.stdout is not None and portal.stdin is not None
    try:
        assert portal.stdout.readline().strip() == "ready"  # its name is on the bus
        yield portal
    finally:
        portal.stdin.close()
        portal.wait(timeout=30)


@contextmanager
def followed(address: str) -> Iterator[desktop_scheme.Portal]:
    """The window's theme following the portal on the bus at ``address`` (as it follows the session bus's)."""
    name = f"scriptdeck-test-{id(address)}"
    portal = theme.follow_portal(QDBusConnection.connectToBus(address, name))
    try:
        yield portal
    finally:
        theme.follow_portal(None)
        QDBusConnection.disconnectFromBus(name)


def send(portal: subprocess.Popen[str], line: str) -> None:
    assert portal.stdin is not None
    portal.stdin.write(line + "\n")
    portal.stdin.flush()


def window_colour(win) -> str:
    return win.palette().color(QPalette.ColorRole.Window).name()


@needs_dbus
def test_the_portals_dark_preference_makes_the_window_dark_and_is_followed(qtbot, home, bus_address):
    with fake_portal(bus_address, "--value", "1") as portal, followed(bus_address) as reader:
        assert reader.value == desktop_scheme.PREFER_DARK
        win = open_window(qtbot, home)  # the window applies the saved choice: follow the system
        try:
            assert theme.state.scheme == theme.DARK
            assert window_colour(win) == DARK_WINDOW
            with qtbot.waitSignal(theme.state.changed, timeout=10000) as switched:
                send(portal, "2")  # the desktop switched to its light style
            assert switched.args == [theme.LIGHT]
            qtbot.waitUntil(lambda: window_colour(win) == LIGHT_WINDOW)
            with qtbot.waitSignal(theme.state.changed, timeout=10000) as switched:
                send(portal, "other")  # another setting's change first: nothing to do
                send(portal, "1")
            assert switched.args == [theme.DARK]
            qtbot.waitUntil(lambda: window_colour(win) == DARK_WINDOW)
            with qtbot.waitSignal(reader.changed, timeout=10000):
                send(portal, "0")  # no preference: Qt's answer (light offscreen)
            assert theme.state.scheme == theme.LIGHT
        finally:
            close_window(win)


@needs_dbus
def test_a_settings_choice_wins_over_the_portal(qtbot, home, bus_address):
    with fake_portal(bus_address, "--value", "1") as portal, followed(bus_address) as reader:
        assert theme.apply(theme.LIGHT) == theme.LIGHT
        with qtbot.waitSignal(reader.changed, timeout=10000):
            send(portal, "1")
        assert theme.state.scheme == theme.LIGHT
        assert theme.apply(theme.SYSTEM) == theme.DARK


@needs_dbus
def test_an_older_portal_is_read_with_read(bus_address):
    with fake_portal(bus_address, "--value", "1", "--old"), followed(bus_address) as reader:
        assert reader.value == desktop_scheme.PREFER_DARK  # ReadOne is unknown; Read's value is wrapped twice
        assert theme.apply(theme.SYSTEM) == theme.DARK


@needs_dbus
def test_a_bus_without_a_portal_leaves_qts_answer(bus_address):
    with followed(bus_address) as reader:
        assert reader.value is None
        assert theme.apply(theme.SYSTEM) == theme.LIGHT


@needs_dbus
@pytest.mark.slow
def test_the_started_window_reads_the_session_bus_portal(home, bus_address, tmp_path):
    # the real start: a new process whose session bus is the private one, no QT_QPA_PLATFORMTHEME
    env = {key: item for key, item in os.environ.items() if key != "QT_QPA_PLATFORMTHEME"}
    env.update(DBUS_SESSION_BUS_ADDRESS=bus_address, QT_QPA_PLATFORM="offscreen")
    child = ("import sys\nfrom PySide6.QtWidgets import QApplication\nfrom PySide6.QtGui import QPalette\n"
             "from scriptdeck.gui.app import create_window\napp = QApplication(sys.argv[:1])\n"
             "win = create_window(sys.argv[1], lang='en', watch=False)\nwin.show()\n"
             "print(win.palette().color(QPalette.ColorRole.Window).name())\n")
    with fake_portal(bus_address, "--value", "1"):
        shown = subprocess.run([sys.executable, "-c", child, str(home.root)], env=env, capture_output=True,
                               text=True, timeout=120, cwd=REPO)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.split()[-1] == DARK_WINDOW


@pytest.mark.parametrize(("value", "known"), [
    (1, 1), (2, 2), (0, 0), (3, None), (-1, None), (True, None), (1.0, None), ("1", None), (None, None),
    (2**40, None), (QDBusVariant(1), 1), (QDBusVariant(QDBusVariant(2)), 2),
    (QDBusVariant("dark"), None), (QDBusVariant(None), None),
    ([1], None)])
def test_only_a_color_scheme_number_counts(value, known):
    assert desktop_scheme.preference(value) == known


@pytest.mark.parametrize(("text", "scheme"), [
    ("[General]\nColorScheme=BreezeDark\n[Colors:Window]\nBackgroundNormal=32,35,38\n", theme.DARK),
    ("[Colors:Window]\nBackgroundAlternate=1,2,3\nBackgroundNormal=239,240,241\n", theme.LIGHT),
    ("[Colors:View]\nBackgroundNormal=32,35,38\n", None),
    ("[Colors:Window]\nBackgroundNormal=dark\n", None),
    ("[Colors:Window]\nBackgroundNormal=1,2\n", None),
    ("\udcff\x00[Colors:Window", None)])
def test_kdes_colour_scheme_decides_on_kde(monkeypatch, tmp_path, text, scheme):
    config = tmp_path / "config"
    config.mkdir()
    (config / "kdeglobals").write_text(text, encoding="utf-8", errors="surrogateescape")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    assert desktop_scheme.kde_scheme() is None  # not on KDE
    monkeypatch.setenv("XDG_CURRENT_DESKTOP", "KDE")
    assert desktop_scheme.kde_scheme() == scheme
    assert theme.system_scheme() == (scheme or theme.LIGHT)


def test_no_session_bus_no_portal(monkeypatch, tmp_path):
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    assert desktop_scheme.session_bus() is None  # libdbus would otherwise try to start a bus of its own


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_any_kdeglobals_text_gives_a_scheme_or_none(text):
    # hostile file contents: never an exception, only dark, light or "not known"
    import tempfile

    with tempfile.TemporaryDirectory() as config:
        Path(config, "kdeglobals").write_text(text, encoding="utf-8", errors="surrogateescape")
        environ = {"XDG_CONFIG_HOME": config, "XDG_CURRENT_DESKTOP": "ubuntu:KDE"}
        saved = {key: os.environ.get(key) for key in environ}
        os.environ.update(environ)
        try:
            assert desktop_scheme.kde_scheme() in (None, theme.DARK, theme.LIGHT)
        finally:
            for key, old in saved.items():
                if old is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = old
