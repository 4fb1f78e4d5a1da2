"""The palette's desktop-wide shortcut through the portal's GlobalShortcuts (issue 45), against a fake portal on a
private session bus (``dbus-daemon`` of the test's own, as tests/gui/test_theme_portal.py): Settings offers it only
where the portal has it, registering binds ``palette`` with the desktop, and the desktop's ``Activated`` summons
the palette."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from scriptdeck.gui.services import global_shortcuts
from scriptdeck.gui.services.global_shortcuts import GlobalShortcut, offered
from scriptdeck.gui.settings import shortcut_row

from tests.conftest import TESTS, close_window, open_window
from tests.gui.test_theme_portal import bus_address, fake_portal, needs_dbus  # noqa: F401 - the private bus fixture

pytest.importorskip("jeepney", reason="jeepney speaks to the portal (pip install jeepney)")
pytestmark = needs_dbus
FAKE = TESTS / "fake_shortcuts_portal.py"


@contextmanager
def shortcuts_portal(address: str, *args: str) -> Iterator[subprocess.Popen[str]]:
    env = {**os.environ, "DBUS_SESSION_BUS_ADDRESS": address}
    portal = subprocess.Popen([sys.executable, str(FAKE), *args], env=env, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    assert portal.stdout is not None and portal.stdin is not None
    try:
        assert portal.stdout.readline().strip() == "ready"
        yield portal
    finally:
        portal.stdin.close()
        portal.wait(timeout=30)


def said(portal: subprocess.Popen[str]) -> str:
    assert portal.stdout is not None
    return portal.stdout.readline().strip()


def tell(portal: subprocess.Popen[str], line: str) -> None:
    assert portal.stdin is not None
    portal.stdin.write(line + "\n")
    portal.stdin.flush()


@pytest.fixture(autouse=True)
def _no_current_shortcut() -> Iterator[None]:
    yield
    shortcut = global_shortcuts.current()
    if shortcut is not None:
        shortcut.close()
    global_shortcuts.set_current(None)
    shortcut_row._offered.clear()


def test_only_a_portal_with_global_shortcuts_offers_them(bus_address: str) -> None:  # noqa: F811
    assert not offered(bus_address)  # no portal at all
    with fake_portal(bus_address, "--value", "1"):
        assert not offered(bus_address)  # a portal with Settings only
    with shortcuts_portal(bus_address):
        assert offered(bus_address)


def test_binding_the_palette_and_hearing_it_pressed(qtbot, bus_address: str) -> None:  # noqa: F811
    with shortcuts_portal(bus_address, "--trigger", "Super+Space") as portal:
        shortcut = GlobalShortcut("Open the palette", bus_address)
        global_shortcuts.set_current(shortcut)
        with qtbot.waitSignal(shortcut.bound, timeout=30000) as bound:
            shortcut.bind()
        assert bound.args == ["Super+Space"]
        assert said(portal).startswith("session /org/freedesktop/portal/desktop/session/")
        assert said(portal) == "bound palette CTRL+ALT+space Open the palette"
        with qtbot.waitSignal(shortcut.activated, timeout=30000) as pressed:
            tell(portal, "activate palette")
        assert pressed.args == ["palette"]
        shortcut.close()
        assert not shortcut.busy


def test_a_cancelled_dialog_is_said(qtbot, bus_address: str) -> None:  # noqa: F811
    with shortcuts_portal(bus_address, "--refuse"):
        shortcut = GlobalShortcut("Open the palette", bus_address)
        with qtbot.waitSignal(shortcut.failed, timeout=30000) as failed:
            shortcut.bind()
        assert "cancelled" in failed.args[0]


def test_settings_offers_it_registers_it_and_the_keys_summon_the_palette(qtbot, home, bus_address: str) -> None:  # noqa: F811
    from scriptdeck.gui.app import follow_global_shortcut

    win = open_window(qtbot, home)
    try:
        with shortcuts_portal(bus_address) as portal:
            shortcut = follow_global_shortcut(win, bus_address)
            assert not shortcut.busy  # not registered yet: nothing bound at start
            dialog = win.dialogs.open_settings()
            row = dialog.editor_tab.shortcut_row
            assert not row.isHidden()
            assert row.button.accessibleName() == "Register a shortcut for the quick-run palette with the desktop"
            row.button.click()
            qtbot.waitUntil(lambda: "Ctrl+Alt+Space" in row.result.text(), timeout=30000)
            assert row.result.text() == "Registered: Ctrl+Alt+Space opens the palette while ScriptDeck runs."
            assert win.controller.settings.get("palette_shortcut") is True
            win.hide()
            tell(portal, "activate palette")
            qtbot.waitUntil(win.quick_run.isVisible, timeout=30000)
            assert win.quick_run.summoned
            shortcut.close()
            dialog.close()
            again = follow_global_shortcut(win, bus_address)  # the next start binds it again by itself
            # (its thread may bind before anything here could connect to ``bound``: wait on what it records)
            qtbot.waitUntil(lambda: again.trigger is not None, timeout=30000)
            assert again.trigger == "Ctrl+Alt+Space"
            dialog = win.dialogs.open_settings()  # Register once more: said at once, not "waiting" for a bind under way
            dialog.editor_tab.shortcut_row.button.click()
            assert dialog.editor_tab.shortcut_row.result.text().startswith("Registered: Ctrl+Alt+Space")
            again.close()
            dialog.close()
    finally:
        close_window(win)


def test_settings_does_not_offer_it_without_the_portal(qtbot, home, bus_address: str) -> None:  # noqa: F811
    from scriptdeck.gui.app import follow_global_shortcut

    win = open_window(qtbot, home)
    try:
        with fake_portal(bus_address, "--value", "0"):
            follow_global_shortcut(win, bus_address)
            dialog = win.dialogs.open_settings()
            assert dialog.editor_tab.shortcut_row.isHidden()
            dialog.close()
    finally:
        close_window(win)
