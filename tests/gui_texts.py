"""Collect every text a user can see in a window: labels, buttons, tabs, headers, cells, tooltips,
placeholders, menus, combo items. Used by the language tests (issue 13)."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QToolBar,
    QWidget,
)


def settle() -> None:
    """Run pending deletions and events, so replaced widgets are really gone."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()


def _model_texts(view: QAbstractItemView, limit: int = 400) -> list[str]:
    model = view.model()
    if model is None:
        return []
    out: list[str] = []
    header = getattr(view, "header", None)
    if callable(header) and header() is not None and not header().isHidden():
        for column in range(model.columnCount()):
            out.append(str(model.headerData(column, Qt.Orientation.Horizontal) or ""))
    stack = [QModelIndex()]
    while stack and len(out) < limit:
        parent = stack.pop()
        for row in range(model.rowCount(parent)):
            for column in range(model.columnCount(parent)):
                index = model.index(row, column, parent)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = index.data(role)
                    if isinstance(value, str) and value:
                        out.append(value)
            child = model.index(row, 0, parent)
            if model.hasChildren(child) and getattr(view, "isExpanded", lambda _i: True)(child):
                stack.append(child)
    return out


def widget_texts(widget: QWidget) -> list[str]:
    """The texts of one widget (not its children)."""
    out: list[str] = []
    if isinstance(widget, QLabel):
        out.append(widget.text())
    elif isinstance(widget, QAbstractButton):
        out.append(widget.text())
    elif isinstance(widget, QLineEdit):
        out += [widget.text(), widget.placeholderText()]
    elif isinstance(widget, QPlainTextEdit):
        out += [widget.toPlainText(), widget.placeholderText()]
    elif isinstance(widget, QTextEdit):
        out += [widget.toPlainText(), widget.placeholderText()]
    elif isinstance(widget, QComboBox):
        out += [widget.itemText(i) for i in range(widget.count())]
    elif isinstance(widget, QTabBar):
        out += [widget.tabText(i) for i in range(widget.count())] + [widget.tabToolTip(i) for i in range(widget.count())]
    elif isinstance(widget, QGroupBox):
        out.append(widget.title())
    elif isinstance(widget, QAbstractItemView):
        out += _model_texts(widget)
    if isinstance(widget, (QToolBar, QMenu)):
        for action in widget.actions():
            out += [action.text(), action.toolTip()]
            if action.menu() is not None:
                out += [a.text() for a in action.menu().actions()]
    if isinstance(widget, QAbstractButton) and hasattr(widget, "menu") and widget.menu() is not None:
        out += [a.text() for a in widget.menu().actions()]
    out.append(widget.toolTip())
    if widget.isWindow():
        out.append(widget.windowTitle())
    return [t for t in out if t]


def visible_texts(root: QWidget) -> list[str]:
    """Texts of ``root`` and every descendant that is visible on screen now."""
    settle()
    out = widget_texts(root)
    for widget in root.findChildren(QWidget):
        if widget.isVisible():
            out += widget_texts(widget)
    return out


def all_texts(root: QWidget) -> list[tuple[str, str]]:
    """Every descendant's texts, shown or not (hidden tabs too), keyed by class and object name, in order."""
    settle()
    out: list[tuple[str, str]] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.isHidden() and not widget.isVisibleTo(root) and widget.parent() is not None \
                and not widget.parentWidget().isVisibleTo(root):
            continue
        for text in widget_texts(widget):
            out.append((f"{type(widget).__name__}#{widget.objectName()}", text))
    return out


WORD = re.compile(r"[A-Za-z][A-Za-z']+")


def english_words(text: str) -> set[str]:
    return {w.lower().strip("'") for w in WORD.findall(text)}
