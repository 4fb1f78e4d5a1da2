"""Qt's own file dialog in the UI language: its words from ``qtbase_<lang>.qm``, its dates from ``QLocale()``.

Qt 6.11's QFileSystemModel writes the "Date Modified" column with ``QLocale::system()``, which ignores
``QLocale.setDefault`` (on a C-locale desktop a Chinese window showed "1 12 2026 18:16"). A proxy on the dialog
writes that column with the default locale instead, which ``Translations.install`` keeps on the UI language.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QEvent,
    QIdentityProxyModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QAbstractItemView, QFileDialog, QFileSystemModel, QWidget

#: QFileSystemModel's "Date Modified" column
DATE_COLUMN = 3


class UiLocaleDates(QIdentityProxyModel):
    """Passes the file model through, writing the modification date in the UI language's short format."""

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        source = self.sourceModel()
        if role == Qt.ItemDataRole.DisplayRole and index.column() == DATE_COLUMN and isinstance(
                source, QFileSystemModel):
            return QLocale().toString(source.lastModified(self.mapToSource(index)), QLocale.FormatType.ShortFormat)
        return super().data(index, role)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """After a live language switch the dialog's views repaint, so the dates are rewritten in the new one."""
        if event.type() == QEvent.Type.LanguageChange and isinstance(watched, QWidget):
            for view in watched.findChildren(QAbstractItemView):
                if view.model() is self:
                    view.viewport().update()
        return False


def ui_file_dialog(parent: QWidget, title: str, directory: str = "") -> QFileDialog:
    """A QFileDialog in the UI language: Qt's own dialog (a desktop one follows the system language) with its
    dates written by ``QLocale()``."""
    dialog = QFileDialog(parent, title, directory)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dates = UiLocaleDates(dialog)
    dialog.setProxyModel(dates)
    dialog.installEventFilter(dates)
    return dialog
