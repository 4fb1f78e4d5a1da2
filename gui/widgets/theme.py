"""Every colour the window sets by hand, for a light and a dark scheme, and which scheme is in force (issue 35).

The window follows the desktop's light/dark scheme unless Settings says ``light`` or ``dark`` (``settings.json``
``theme``): the XDG desktop portal's ``color-scheme`` first (GNOME and other portal desktops, followed live over
D-Bus), then KDE's colour scheme, then Qt's ``QStyleHints.colorScheme`` (and ``colorSchemeChanged`` while it runs)
— :mod:`scriptdeck.gui.widgets.desktop_scheme` (issue 40). Each named colour is
a foreground with the background it is drawn on (:data:`PAIRS`), and ``tests/test_theme.py`` computes the WCAG
contrast of every pair in both schemes (≥ 4.5:1).

Widgets never write a colour: :func:`style` gives a widget a style sheet written with ``{names}`` (filled from
the scheme in force, and filled again when the scheme changes); :func:`color` / :func:`brush` give a colour for
code that paints (models, text formats), read when it paints.

The window's own palette is ScriptDeck's for both schemes (:func:`qt_palette`), not the platform's: a platform
that cannot switch (or a Settings choice against the desktop's) would otherwise leave light widgets under dark
text, and a palette of our own is one whose pairs are checked. The style draws every control's outline (check boxes, radio
buttons, line edits, combo and spin boxes, buttons) in the scheme's ``outline`` colour (:class:`OutlineStyle`):
Fusion's own outline is the window colour a shade darker, under 3:1 in both schemes and invisible on dark.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionButton,
    QStyleOptionComplex,
    QWidget,
)
from scriptdeck.gui.widgets import desktop_scheme

LIGHT, DARK, SYSTEM = "light", "dark", "system"
#: the Settings choices (``settings.json`` ``theme``; :data:`scriptdeck.core.store.settings.THEMES`)
CHOICES = (SYSTEM, LIGHT, DARK)

#: the window's surfaces, per scheme
SURFACES: dict[str, dict[str, str]] = {
    LIGHT: {"window": "#efefef", "base": "#ffffff", "text": "#1f1f1f", "button": "#e4e4e4",
            "highlight": "#2a6edc", "highlight_text": "#ffffff", "link": "#1a56b8", "alternate": "#f5f5f5",
            "tooltip": "#ffffdc", "placeholder": "#6b6b6b", "outline": "#767676", "light": "#ffffff",
            "midlight": "#f7f7f7", "mid": "#b8b8b8", "dark": "#9f9f9f", "shadow": "#767676"},
    DARK: {"window": "#2b2b2b", "base": "#1e1e1e", "text": "#e8e8e8", "button": "#3a3a3a",
           "highlight": "#2f66c4", "highlight_text": "#ffffff", "link": "#8ab4f8", "alternate": "#262626",
           "tooltip": "#3c3c3c", "placeholder": "#a0a0a0", "outline": "#8c8c8c", "light": "#505050",
           "midlight": "#444444", "mid": "#333333", "dark": "#1a1a1a", "shadow": "#101010"},
}

#: every hand-set colour: name → (light, dark). Names ending in ``_bg`` / ``_border`` are backgrounds and frames;
#: the others are text colours (each in :data:`PAIRS` with the background it is drawn on)
COLOURS: dict[str, tuple[str, str]] = {
    "muted": ("#5f6368", "#a8adb3"),             # hints, paths, a lint finding's code, help keys
    "error": ("#b00020", "#ff8a80"),             # a field's problem, a refusal
    "ok": ("#1b6e20", "#81c784"),                # "connected", "approved"
    "warning": ("#8a4b00", "#ffb74d"),           # a run's badges (timed out, clipped …)
    "pending": ("#7a5f00", "#e6c35c"),           # trust: never approved
    "stderr": ("#b00020", "#ff8a80"),            # stderr lines in a run's output
    "row_disabled": ("#6b6b6b", "#9a9a9a"),      # a disabled tool's row
    "row_broken": ("#b3261e", "#f2b8b5"),        # a tool that does not load
    "pass": ("#1e7d32", "#81c784"),              # a passing test case
    "fail": ("#b3261e", "#f28b82"),              # a failing one
    "banner": ("#7a1a12", "#ffdad6"),            # error banners (state files, a run's error box)
    "banner_bg": ("#fdecea", "#5c1d17"),
    "banner_border": ("#f5c2bd", "#8c3a32"),
    "conflict": ("#3d2b00", "#ffe0a0"),          # the overrides editor's conflict bar
    "conflict_bg": ("#fff4e5", "#4a3500"),
    "conflict_border": ("#e0a030", "#b58a20"),
    "budget": ("#3d2b00", "#1a1200"),            # the amber context-budget label
    "budget_bg": ("#ffbf00", "#d9a300"),
    "hint": ("#1b4ea3", "#a8c7fa"),              # the drop hint over the list
    "hint_bg": ("rgba(236, 243, 253, 242)", "rgba(29, 43, 64, 242)"),
    "hint_border": ("#2a6edc", "#6a9eff"),
    "empty": ("#2c3e5a", "#c5d3e8"),             # the empty-library hint
    "empty_bg": ("rgba(240, 244, 250, 235)", "rgba(35, 42, 53, 235)"),
    "empty_border": ("#9db4d8", "#50698f"),
    "found": ("#1f1f1f", "#ffffff"),             # text on a search highlight in Details
    "found_bg": ("#fff4c8", "#5c4b00"),
    "diff_add": ("#1a7f37", "#7ee2a8"),          # the trust pin's diff
    "diff_add_bg": ("#e6ffec", "#12361f"),
    "diff_del": ("#cf222e", "#ffa198"),
    "diff_del_bg": ("#ffebe9", "#4a1618"),
    "diff_hunk": ("#0969da", "#79c0ff"),
    "diff_hunk_bg": ("#ddf4ff", "#0c2d48"),
}

#: (text colour, what it is drawn on): a name of :data:`COLOURS`, or a surface (``window``, ``base`` …)
PAIRS: tuple[tuple[str, str], ...] = (
    ("muted", "window"), ("muted", "base"), ("error", "window"), ("error", "base"), ("ok", "window"),
    ("warning", "base"), ("warning", "window"), ("pending", "window"), ("stderr", "base"),
    ("row_disabled", "base"), ("row_disabled", "alternate"), ("row_broken", "base"), ("row_broken", "alternate"),
    ("pass", "base"), ("fail", "base"), ("banner", "banner_bg"), ("conflict", "conflict_bg"),
    ("budget", "budget_bg"), ("hint", "hint_bg"), ("empty", "empty_bg"), ("found", "found_bg"),
    ("diff_add", "diff_add_bg"), ("diff_del", "diff_del_bg"), ("diff_hunk", "diff_hunk_bg"),
    ("text", "window"), ("text", "base"), ("text", "alternate"), ("text", "button"), ("text", "tooltip"),
    ("highlight_text", "highlight"), ("link", "base"), ("placeholder", "base"),
)

#: (outline, what it is drawn on): a control's boundary keeps 3:1 (WCAG 2.1 non-text contrast, SPEC §30)
OUTLINE_PAIRS: tuple[tuple[str, str], ...] = (("outline", "window"), ("outline", "base"), ("outline", "button"),
                                              ("outline", "alternate"))

_SHEET = "scriptdeckThemeSheet"  # the dynamic property holding a widget's style sheet template


class _State(QObject):
    """The scheme in force and the Settings choice; ``changed`` after a switch."""

    changed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.choice = SYSTEM
        self.scheme = LIGHT
        self._brushes: dict[str, QBrush] = {}
        self._following = False
        self.applied = False  # the application's palette was set once
        self.portal: desktop_scheme.Portal | None = None  # the XDG desktop portal's preference, followed


state = _State()


def value(name: str, scheme: str | None = None) -> str:
    """A colour's CSS text (``#rrggbb`` or ``rgba(…)``) in ``scheme`` (the one in force by default)."""
    scheme = scheme or state.scheme
    if name in COLOURS:
        return COLOURS[name][scheme == DARK]
    return SURFACES[scheme][name]


def color(name: str, scheme: str | None = None) -> QColor:
    text = value(name, scheme)
    if text.startswith("rgba("):
        r, g, b, a = (int(part) for part in text[5:-1].split(","))
        return QColor(r, g, b, a)
    return QColor(text)


def brush(name: str) -> QBrush:
    """A brush of the scheme in force (made once per scheme: a model asks per painted cell)."""
    known = state._brushes.get(name)
    if known is None:
        known = state._brushes[name] = QBrush(color(name))
    return known


def sheet(template: str, scheme: str | None = None) -> str:
    """A style sheet template with ``{name}`` colours filled in (``{{``/``}}`` for braces)."""
    names = {**SURFACES[scheme or state.scheme], **{key: value(key, scheme) for key in COLOURS}}
    return template.format(**names)


def style(widget: QWidget, template: str) -> None:
    """Give ``widget`` this style sheet now and again whenever the scheme changes ("" removes it)."""
    widget.setProperty(_SHEET, template or None)
    widget.setStyleSheet(sheet(template) if template else "")


def text_style(widget: QWidget, name: str, extra: str = "") -> None:
    """The commonest case: the widget's text in colour ``name`` (``extra``: more CSS declarations)."""
    style(widget, f"color: {{{name}}};{(' ' + extra) if extra else ''}")


def qt_palette(scheme: str) -> QPalette:
    """Every role set: a role left unset is filled in from the platform's palette (light where Qt thinks the
    desktop is light), and would stay so after a switch — light patches in a dark window (issue 40)."""
    s = SURFACES[scheme]
    palette = QPalette()
    roles = QPalette.ColorRole
    for role, key in ((roles.Window, "window"), (roles.WindowText, "text"), (roles.Base, "base"),
                      (roles.AlternateBase, "alternate"), (roles.Text, "text"), (roles.Button, "button"),
                      (roles.ButtonText, "text"), (roles.Highlight, "highlight"),
                      (roles.HighlightedText, "highlight_text"), (roles.Link, "link"), (roles.ToolTipBase, "tooltip"),
                      (roles.ToolTipText, "text"), (roles.PlaceholderText, "placeholder"),
                      (roles.BrightText, "highlight_text"), (roles.Light, "light"), (roles.Midlight, "midlight"),
                      (roles.Mid, "mid"), (roles.Dark, "dark"), (roles.Shadow, "shadow"),
                      (roles.LinkVisited, "link")):
        palette.setColor(role, QColor(s[key]))
    if hasattr(roles, "Accent"):  # Qt 6.6
        palette.setColor(roles.Accent, QColor(s["highlight"]))
    disabled = QColor(s["placeholder"])
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return palette


def system_scheme(reported: Any = None) -> str:
    """The desktop's scheme: the portal's preference, else KDE's colour scheme, else Qt's (``reported``: the value
    a ``colorSchemeChanged`` carried); light when unknown."""
    stated = (state.portal.scheme() if state.portal is not None else None) or desktop_scheme.kde_scheme()
    if stated is not None:
        return stated
    scheme = reported if reported is not None else QGuiApplication.styleHints().colorScheme()
    return DARK if scheme == Qt.ColorScheme.Dark else LIGHT


def apply(choice: str | None, *, reported: Any = None) -> str:
    """Put ``choice`` (system / light / dark; anything else is system) in force; returns the scheme now shown.
    The first call also starts following the desktop's changes."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return state.scheme
    hints = QGuiApplication.styleHints()
    if not state._following:
        hints.colorSchemeChanged.connect(_desktop_changed)
        state._following = True
        if state.portal is None:
            follow_portal(desktop_scheme.session_bus())
        if not isinstance(app.style(), OutlineStyle):
            app.setStyle(OutlineStyle(app.style().name()))
    state.choice = choice if choice in CHOICES else SYSTEM
    # the hint first: its change may call back (_desktop_changed), and the scheme is read after it
    if state.choice != SYSTEM and hasattr(hints, "setColorScheme"):  # Qt 6.8: native dialogs follow too
        hints.setColorScheme(Qt.ColorScheme.Dark if state.choice == DARK else Qt.ColorScheme.Light)
    elif hasattr(hints, "unsetColorScheme") and reported is None:
        hints.unsetColorScheme()
    scheme = system_scheme(reported) if state.choice == SYSTEM else state.choice
    changed = scheme != state.scheme
    if not changed and state.applied:
        return scheme  # nothing to repaint: new widgets take the scheme in force when they are styled
    state.scheme, state.applied = scheme, True
    state._brushes.clear()
    app.setPalette(qt_palette(scheme))
    for widget in app.allWidgets():
        template = widget.property(_SHEET)
        if isinstance(template, str) and template:
            widget.setStyleSheet(sheet(template))
    for top in app.topLevelWidgets():
        top.update()
    if changed:
        state.changed.emit(scheme)
    return scheme


def _desktop_changed(reported: Any) -> None:
    if state.choice == SYSTEM:
        apply(SYSTEM, reported=reported)


def _portal_changed() -> None:
    _desktop_changed(None)


def follow_portal(bus: Any) -> desktop_scheme.Portal:
    """Read and follow the XDG desktop portal on ``bus`` (a ``QDBusConnection``; None: no portal), in place of the
    one followed so far."""
    if state.portal is not None:
        state.portal.changed.disconnect(_portal_changed)
        state.portal.deleteLater()
    state.portal = desktop_scheme.Portal(bus, state)
    state.portal.changed.connect(_portal_changed)
    return state.portal


class OutlineStyle(QProxyStyle):
    """The style in force (Fusion) with each control's outline drawn in the scheme's ``outline`` colour, where the
    style would draw its own low-contrast one; a focused control keeps the style's focus outline."""

    _FRAMES = (QStyle.PrimitiveElement.PE_FrameLineEdit, QStyle.PrimitiveElement.PE_PanelButtonCommand)
    _MARKS = (QStyle.PrimitiveElement.PE_IndicatorCheckBox, QStyle.PrimitiveElement.PE_IndicatorRadioButton)
    _COMPLEX = (QStyle.ComplexControl.CC_ComboBox, QStyle.ComplexControl.CC_SpinBox, QStyle.ComplexControl.CC_ToolButton)

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,  # noqa: N802
                      painter: QPainter, widget: QWidget | None = None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element in self._MARKS:
            keyboard = QStyle.StateFlag.State_HasFocus | QStyle.StateFlag.State_KeyboardFocusChange
            if (option.state & keyboard) != keyboard:
                _outline(option, painter, round_mark=element == QStyle.PrimitiveElement.PE_IndicatorRadioButton)
        elif element in self._FRAMES and not option.state & QStyle.StateFlag.State_HasFocus:
            if element != QStyle.PrimitiveElement.PE_PanelButtonCommand or not _flat(option):
                _outline(option, painter)

    def drawComplexControl(self, control: QStyle.ComplexControl, option: QStyleOptionComplex,  # noqa: N802
                           painter: QPainter, widget: QWidget | None = None) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control in self._COMPLEX and not option.state & QStyle.StateFlag.State_HasFocus and _framed(option):
            _outline(option, painter)


def _flat(option: QStyleOption) -> bool:
    """A flat push button (a tool button's panel comes with another option type: it is never flat here)."""
    return isinstance(option, QStyleOptionButton) and bool(option.features & QStyleOptionButton.ButtonFeature.Flat)


def _framed(option: QStyleOption) -> bool:
    """A combo or spin box with its frame; a tool button that shows its panel (not an auto-raise one at rest)."""
    state = option.state
    if state & QStyle.StateFlag.State_AutoRaise:
        return bool(state & (QStyle.StateFlag.State_MouseOver | QStyle.StateFlag.State_Sunken | QStyle.StateFlag.State_On))
    return bool(getattr(option, "frame", True))


def _outline(option: QStyleOption, painter: QPainter, *, round_mark: bool = False) -> None:
    if not option.state & QStyle.StateFlag.State_Enabled:
        return  # an inactive control: no contrast requirement (WCAG 1.4.11)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(color("outline"), 1))
    shape = QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5)
    if round_mark:
        painter.drawEllipse(shape)
    else:
        painter.drawRoundedRect(shape, 2, 2)
    painter.restore()


def pair_contrast(foreground: str, background: str, scheme: str) -> float:
    """The WCAG 2 contrast ratio of two named colours in ``scheme`` (a translucent background blended over the
    scheme's window, as it is drawn)."""
    window = _rgb(SURFACES[scheme]["window"], None)
    back = _rgb(value(background, scheme), window)
    return contrast(_rgb(value(foreground, scheme), back), back)


def contrast(foreground: tuple[float, float, float], background: tuple[float, float, float]) -> float:
    """WCAG 2 contrast ratio of two opaque colours (0-255 channels)."""

    def luminance(rgb: tuple[float, float, float]) -> float:
        linear = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in (x / 255 for x in rgb)]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    high, low = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _rgb(text: str, under: tuple[float, float, float] | None) -> tuple[float, float, float]:
    """``#rrggbb`` or ``rgba(r, g, b, a)`` as opaque channels (a translucent colour over ``under``)."""
    if text.startswith("rgba("):
        r, g, b, a = (int(part) for part in text[5:-1].split(","))
        alpha = a / 255
        base = under or (255.0, 255.0, 255.0)
        return (r * alpha + base[0] * (1 - alpha), g * alpha + base[1] * (1 - alpha), b * alpha + base[2] * (1 - alpha))
    return float(int(text[1:3], 16)), float(int(text[3:5], 16)), float(int(text[5:7], 16))
