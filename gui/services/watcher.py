"""Watchdog -> Qt: the observer thread only emits a signal; a debounce timer on the GUI thread rescans."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from watchdog.events import FileSystemEvent, FileSystemEventHandler
from watchdog.observers import Observer
from watchdog.observers.api import BaseObserver

DEBOUNCE_MS = 60


class _Bridge(QObject, FileSystemEventHandler):
    """Lives on the GUI thread; ``on_any_event`` runs on the observer thread and only emits."""

    changed = Signal(str)

    def __init__(self) -> None:
        QObject.__init__(self)
        FileSystemEventHandler.__init__(self)

    def on_any_event(self, event: FileSystemEvent) -> None:
        if event.event_type in ("opened", "closed_no_write"):
            return
        self.changed.emit(str(event.src_path))
        dest = getattr(event, "dest_path", "")
        if dest:
            self.changed.emit(str(dest))


class FolderWatcher(QObject):
    """Emits ``changed(paths)`` (debounced) with the files that changed in the watched folders."""

    changed = Signal(list)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._bridge = _Bridge()
        self._pending: set[str] = set()
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS, timerType=Qt.TimerType.CoarseTimer)
        self._bridge.changed.connect(self._collect)
        self._timer.timeout.connect(self._flush)
        self._observer: BaseObserver | None = None
        self.folders: list[Path] = []

    def _collect(self, path: str) -> None:
        self._pending.add(path)
        self._timer.start()

    @Slot()
    def _flush(self) -> None:
        paths, self._pending = sorted(self._pending), set()
        if paths:
            self.changed.emit(paths)

    @property
    def active(self) -> bool:
        return self._observer is not None and self._observer.is_alive()

    def watch(self, folders: list[Path]) -> None:
        self.stop()
        self.folders = [Path(f) for f in folders if Path(f).is_dir()]
        if not self.folders:
            return
        observer = Observer()
        for folder in self.folders:
            observer.schedule(self._bridge, str(folder), recursive=False)
        observer.daemon = True
        try:
            observer.start()
        except OSError:
            return
        self._observer = observer

    def stop(self) -> None:
        if self._observer is not None:
            self._observer.stop()
            self._observer.join(timeout=2)
            self._observer = None
