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
    dialog = window.dialogs.open_settings()
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


# -- issue 40: outlines keep 3:1, a live switch reaches every widget ----------------------------------------------

def _rgb(colour):
    return colour.red(), colour.green(), colour.blue()


@pytest.mark.parametrize("scheme", [theme.LIGHT, theme.DARK])
def test_every_outline_the_module_defines_keeps_three_to_one(scheme):
    low = {pair: round(theme.pair_contrast(*pair, scheme), 2) for pair in theme.OUTLINE_PAIRS
           if theme.pair_contrast(*pair, scheme) < 3}
    assert low == {}


@pytest.mark.parametrize("scheme", [theme.LIGHT, theme.DARK])
def test_unticked_check_boxes_and_control_outlines_are_drawn_at_three_to_one(qtbot, scheme):
    # what the style draws, measured on the pixels: the boundary of each enabled control against the window
    from PySide6.QtWidgets import (
        QCheckBox,
        QLineEdit,
        QPushButton,
        QRadioButton,
        QSpinBox,
        QStyle,
        QStyleOptionButton,
        QToolButton,
        QVBoxLayout,
        QWidget,
    )

    theme.apply(scheme)
    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    check, radio = QCheckBox("unticked"), QRadioButton("off")
    editable = QComboBox()
    editable.setEditable(True)
    controls = {"line edit": QLineEdit("text"), "combo box": QComboBox(), "editable combo box": editable,
                "spin box": QSpinBox(), "button": QPushButton("Run"), "tool button": QToolButton()}
    controls["tool button"].setText("…")
    controls["combo box"].addItem("one")
    for widget in (check, radio, *controls.values()):
        layout.addWidget(widget)
    page.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # no control focused: a focused one shows the focus outline
    page.show()
    qtbot.waitExposed(page)
    page.setFocus()
    window = _rgb(theme.color("window", scheme))
    weak = {}
    for name, box in (("check box", check), ("radio button", radio)):
        option = QStyleOptionButton()
        box.initStyleOption(option)
        element = QStyle.SubElement.SE_CheckBoxIndicator if box is check else QStyle.SubElement.SE_RadioButtonIndicator
        mark = box.style().subElementRect(element, option, box)
        image = box.grab().toImage()
        middle = mark.center().y()
        edge = max(theme.contrast(_rgb(image.pixelColor(x, middle)), window) for x in range(mark.left(), mark.left() + 2))
        inside = _rgb(image.pixelColor(mark.center()))
        against_fill = max(theme.contrast(_rgb(image.pixelColor(x, middle)), inside)
                           for x in range(mark.left(), mark.left() + 2))
        if min(edge, against_fill) < 3:
            weak[name] = (round(edge, 2), round(against_fill, 2))
    for name, widget in controls.items():
        image = widget.grab().toImage()
        middle = image.height() // 2
        edge = max(theme.contrast(_rgb(image.pixelColor(x, middle)), window) for x in range(3))
        if edge < 3:
            weak[name] = round(edge, 2)
    assert weak == {}


@pytest.mark.parametrize("scheme", [theme.LIGHT, theme.DARK])
def test_the_palette_sets_every_role(scheme):
    # an unset role is taken from the platform's palette (light when Qt thinks the desktop is light): patches
    palette = theme.qt_palette(scheme)
    groups = (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled)
    unset = {role.name for role in QPalette.ColorRole if role not in (QPalette.ColorRole.NoRole,
                                                                        QPalette.ColorRole.NColorRoles)
             and not all(palette.isBrushSet(group, role) for group in groups)}
    assert unset == set()


def test_a_live_switch_in_settings_repaints_every_widget(window, qtbot):
    dialog = window.dialogs.open_settings()
    qtbot.waitExposed(dialog)
    combo = dialog.findChild(QComboBox, "settings-theme")
    combo.setCurrentIndex(2)  # dark, while the window and the dialog are open
    dialog.save()
    _window_is(qtbot, window, theme.DARK)
    app = QApplication.instance()
    stale = set()
    for widget in app.allWidgets():
        if not widget.isVisible() or _themed_background(widget):
            continue
        for role, key in ((QPalette.ColorRole.Window, "window"), (QPalette.ColorRole.Base, "base"),
                          (QPalette.ColorRole.Button, "button")):
            if widget.palette().color(role).name() != theme.SURFACES[theme.DARK][key]:
                stale.add((type(widget).__name__, widget.objectName(), key))
    assert stale == set()
    # and on the screen: no patch of the light scheme's surfaces is left in any window
    old = {theme.SURFACES[theme.LIGHT][key] for key in ("window", "base", "alternate", "button")}
    shown = [top for top in app.topLevelWidgets() if top.isVisible()]
    assert window in shown
    for top in shown:
        image = top.grab().toImage()
        patches = [(x, y) for y in range(2, image.height() - 2, 4) for x in range(2, image.width() - 2, 4)
                   if all(image.pixelColor(x + dx, y + dy).name() in old for dx in (-2, 0, 2) for dy in (-2, 0, 2))]
        assert patches == [], f"{type(top).__name__}: light patches at {patches[:5]}"


def _themed_background(widget) -> bool:
    """A widget whose own theme style sheet (or an ancestor's) paints its background (a banner, a hint)."""
    while widget is not None:
        template = widget.property("scriptdeckThemeSheet")
        if isinstance(template, str) and "background" in template:
            return True
        widget = widget.parentWidget()
    return False
