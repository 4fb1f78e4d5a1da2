"""Small shared widgets and helpers for the window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Slot
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLayout,
    QLineEdit,
    QMessageBox,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.gui.widgets import theme


class Retranslatable:
    """Mixin: widgets build themselves without text and take every string from ``retranslate_ui``."""

    def retranslate_ui(self) -> None:  # pragma: no cover - overridden
        pass

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)  # type: ignore[misc]


def wrap_label(text: str = "", selectable: bool = True) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    if selectable:
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class TextPrompt(QDialog):
    """A non-modal one-line question; ``ask`` is a classmethod tests can replace."""

    def __init__(self, title: str, prompt: str, parent: QWidget | None, on_answer: Callable[[str], None]) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(420)  # room for a sentence and a long name
        layout = QVBoxLayout(self)
        layout.addWidget(wrap_label(prompt, selectable=False))
        self.edit = QLineEdit()
        layout.addWidget(self.edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._on_answer = on_answer
        self.accepted.connect(self._answer)

    @Slot()
    def _answer(self) -> None:
        text = self.edit.text().strip()
        if text:  # an empty name answers nothing
            self._on_answer(text)

    @classmethod
    def ask(cls, title: str, prompt: str, parent: QWidget | None, on_answer: Callable[[str], None]) -> QDialog:
        dialog = cls(title, prompt, parent, on_answer)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog


def error_and_save_buttons(dialog: QDialog, layout: QVBoxLayout, name: str,
                           save: Callable[[], object]) -> tuple[QLabel, QDialogButtonBox]:
    """A dialog's foot: a hidden error line (``name``, in the error colour) above Save / Cancel."""
    error = wrap_label()
    error.setObjectName(name)
    theme.text_style(error, "error")
    error.hide()
    layout.addWidget(error)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(save)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return error, buttons


def ask_choice(parent: QWidget, title: str, text: str, choices: list[tuple[str, str]],
               on_answer: Callable[[str], None], *, informative: str = "", cancel: str = "") -> QMessageBox:
    """A non-modal question with named answers: ``choices`` are (key, button text); the cancel button (its
    text ``cancel``) answers ``"cancel"``, as does closing the box. ``on_answer`` gets the key."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    if informative:
        box.setInformativeText(informative)
    buttons: dict[QAbstractButton, str] = {}
    for number, (key, label) in enumerate(choices):
        role = QMessageBox.ButtonRole.AcceptRole if number == 0 else QMessageBox.ButtonRole.DestructiveRole
        button = box.addButton(label, role)
        button.setObjectName(f"answer-{key}")
        buttons[button] = key
    if cancel:
        cancel_button = box.addButton(cancel, QMessageBox.ButtonRole.RejectRole)
    else:  # Qt's own Cancel, translated by qtbase_<lang>.qm
        cancel_button = box.addButton(QMessageBox.StandardButton.Cancel)
    cancel_button.setObjectName("answer-cancel")
    box.setDefaultButton(cancel_button)
    box.setEscapeButton(cancel_button)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    answered: list[str] = []

    def finished() -> None:
        if answered:
            return
        answered.append(buttons.get(box.clickedButton(), "cancel"))
        on_answer(answered[0])

    box.finished.connect(lambda _result: finished())
    box.open()
    return box


def clear_layout(layout: QLayout) -> None:
    """Empty ``layout``: its widgets hidden at once (deleteLater takes effect only on the next turn of the event
    loop) and deleted, nested layouts emptied the same way."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget = item.widget()
        inner = item.layout()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        elif inner is not None:
            clear_layout(inner)


def focus_first(container: QWidget) -> bool:
    """Put the keyboard focus on the first control of ``container`` a Tab would reach (a panel opened by its key
    takes the focus, as a dialog does); False when it has none."""
    widget = container.nextInFocusChain()
    while widget is not None and widget is not container:
        if (container.isAncestorOf(widget) and widget.isVisible() and widget.isEnabled()
                and widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
            widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return True
        widget = widget.nextInFocusChain()
    return False


def never_squeezed(widget: QWidget) -> QWidget:
    """For the page of a resizable QScrollArea: the area sizes its page from the page's *minimum* size, so a
    page with little room squeezed line edits flat and cut wrapped labels to half a line. Without the shrink
    flag the page is never made shorter than its size hint; the area scrolls instead."""
    policy = widget.sizePolicy()
    policy.setVerticalPolicy(QSizePolicy.Policy.Minimum)
    widget.setSizePolicy(policy)
    return widget


def chain_after(anchor: QWidget, container: QWidget) -> None:
    """Put the focusable widgets inside ``container`` in the Tab order right after ``anchor``, in the order they
    were made. Qt chains a widget made later after every widget made before it, so a form built when a tool is
    chosen came last, after the buttons below it and the window's other panes (SPEC §30: Tab follows what is
    shown). ``anchor`` is stepped back to a widget that takes focus (setTabOrder ignores one that does not)."""
    focusable = [w for w in container.findChildren(QWidget) if w.focusPolicy() & Qt.FocusPolicy.TabFocus]
    previous = anchor
    while not previous.focusPolicy() & Qt.FocusPolicy.TabFocus:
        before = previous.previousInFocusChain()
        if before is None or before is anchor:
            return
        previous = before
    for widget in focusable:
        if widget is not previous and widget.window() is previous.window():
            QWidget.setTabOrder(previous, widget)
            previous = widget


class _WheelOnlyWhenFocused(QObject):
    """Wheel events over an unfocused value widget go to its parent (the scroll area scrolls) instead of
    changing the value the pointer happens to pass over."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            event.ignore()  # not accepted: Qt hands the wheel to the parent
            return True
        return False


_WHEEL_GUARD: list[_WheelOnlyWhenFocused] = []


def wheel_only_when_focused(*widgets: QWidget) -> None:
    """Spin boxes and combo boxes in a scrolling pane change on the wheel only once clicked or tabbed into."""
    if not _WHEEL_GUARD:
        _WHEEL_GUARD.append(_WheelOnlyWhenFocused())
    for widget in widgets:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        widget.installEventFilter(_WHEEL_GUARD[0])
