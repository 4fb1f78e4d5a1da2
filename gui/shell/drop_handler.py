"""Files dropped on the window: a hint while dragging, then the registration dialog.

Files are copied, never moved: a drop is accepted only as a copy, so a file manager that honours the drop
action never deletes the user's originals."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QLabel, QWidget
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module


class DropHandler(QObject):
    #: local files dropped as a copy
    dropped = Signal(list)

    def __init__(self, over: QWidget) -> None:
        super().__init__(over)
        self.over = over  # the widget the hint covers (the window's central widget)
        self.hint = QLabel(over)
        self.hint.setObjectName("drop-hint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        theme.style(self.hint, "QLabel {{ background: {hint_bg}; border: 3px dashed {hint_border};"
                                " border-radius: 8px; color: {hint}; font-size: 18px; font-weight: bold; }}")
        self.hint.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hint.hide()

    def retranslate_ui(self) -> None:
        self.hint.setText(self.tr("Drop script files here to register them (they are copied, never moved)"))

    @staticmethod
    def _accept_copy(event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> bool:
        data = event.mimeData()
        if not (data.hasUrls() and any(u.isLocalFile() for u in data.urls())) \
                or not event.possibleActions() & Qt.DropAction.CopyAction:
            event.ignore()
            return False
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        return True

    def enter(self, event: QDragEnterEvent) -> None:
        if self._accept_copy(event):
            self.hint.setGeometry(self.over.rect().adjusted(8, 8, -8, -8))
            self.hint.raise_()
            self.hint.show()

    def move(self, event: QDragMoveEvent) -> None:
        self._accept_copy(event)

    def leave(self, _event: QDragLeaveEvent) -> None:
        self.hint.hide()

    def drop(self, event: QDropEvent) -> None:
        self.hint.hide()
        if self._accept_copy(event):
            self.dropped.emit([Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """Installed on the window (``window.installEventFilter(handler)``): its drag and drop events come here."""
        kind = event.type()
        if kind == QEvent.Type.DragEnter:
            self.enter(event)  # type: ignore[arg-type]
        elif kind == QEvent.Type.DragMove:
            self.move(event)  # type: ignore[arg-type]
        elif kind == QEvent.Type.DragLeave:
            self.leave(event)  # type: ignore[arg-type]
        elif kind == QEvent.Type.Drop:
            self.drop(event)  # type: ignore[arg-type]
        else:
            return super().eventFilter(watched, event)
        return True
