"""The window's colours (issue 35): one palette module, readable in both schemes, following the desktop and the
Settings choice."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QComboBox
from scriptdeck.core.store.settings import Settings
from scriptdeck.gui.widgets import theme


@pytest.fixture(autouse=True)
def _light_again():
    yield
    theme.apply(theme.LIGHT)
    theme.apply(theme.SYSTEM)


@pytest.mark.parametrize("scheme", [theme.LIGHT, theme.DARK])
def test_every_pair_the_module_defines_is_readable(scheme):
    # every text colour is in a pair, and every pair meets WCAG AA for normal text
    texts = {name for name in theme.COLOURS if not name.endswith(("_bg", "_border"))}
    assert texts <= {fg for fg, _bg in theme.PAIRS}
    low = {(fg, bg): round(theme.pair_contrast(fg, bg, scheme), 2) for fg, bg in theme.PAIRS
           if theme.pair_contrast(fg, bg, scheme) < 4.5}
    assert low == {}


def test_contrast_is_wcags():
    assert round(theme.contrast((0, 0, 0), (255, 255, 255)), 1) == 21.0
    assert round(theme.contrast((119, 119, 119), (255, 255, 255)), 2) == 4.48  # #777 on white: just under AA


def _window_is(qtbot, window, scheme):
    want = theme.SURFACES[scheme]["window"]
    qtbot.waitUntil(lambda: window.palette().color(QPalette.ColorRole.Window).name() == want)  # a posted event


def test_the_scheme_switch_changes_the_windows_colours(window, qtbot):
    light = window.palette().color(QPalette.ColorRole.Window).name()
    banner = window.banner.styleSheet()
    assert theme.value("banner_bg", theme.LIGHT) in banner
    theme.apply(theme.DARK)
    _window_is(qtbot, window, theme.DARK)
    assert light == theme.SURFACES[theme.LIGHT]["window"]
    assert theme.value("banner_bg", theme.DARK) in window.banner.styleSheet()
    assert theme.value("muted", theme.DARK) in window.no_results.styleSheet()
    assert theme.brush("row_disabled").color().name() == theme.value("row_disabled", theme.DARK)
    theme.apply(theme.LIGHT)
    assert window.banner.styleSheet() == banner


def test_the_desktop_scheme_is_followed_while_the_choice_is_system(window, qtbot):
    hints = QGuiApplication.styleHints()
    theme.apply(theme.SYSTEM)
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)  # what Qt sends when the desktop switches
    _window_is(qtbot, window, theme.DARK)
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    _window_is(qtbot, window, theme.LIGHT)
    theme.apply(theme.DARK)  # a choice in Settings: the desktop's change no longer moves it
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    QApplication.processEvents()
    _window_is(qtbot, window, theme.DARK)
    assert theme.state.scheme == theme.DARK


def test_the_settings_choice_is_stored_and_applied(window, qtbot):
    dialog = window.open_settings()
    combo = dialog.findChild(QComboBox, "settings-theme")
    assert combo is not None
    combo.setCurrentIndex(2)  # dark
    dialog.save()  # the Save button
    saved = json.loads(window.controller.home.settings_path.read_text(encoding="utf-8"))
    assert saved["theme"] == "dark"
    assert theme.state.scheme == theme.DARK
    _window_is(qtbot, window, theme.DARK)


@pytest.mark.parametrize(("raw", "shown"), [("dark", "dark"), ("light", "light"), ("Dark", "system"), (3, "system"),
                                            (None, "system")])
def test_the_setting_is_validated(tmp_path, raw, shown):
    assert Settings(tmp_path / "s.json", {"theme": raw}).theme() == shown
