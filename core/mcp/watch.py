"""Watch the layer folders for the MCP server (watchdog, no Qt): the observer thread only hands paths on.

A layer folder that does not exist yet is watched through its nearest existing parent, so creating it (the
first ``manage_script register`` into a new persona) is seen too; the server then re-targets the watch.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterable
from pathlib import Path

from watchdog.events import FileSystemEvent, FileSystemEventHandler
from watchdog.observers import Observer
from watchdog.observers.api import BaseObserver


class _StopRace(logging.Filter):
    """watchdog 7.1 logs an ERROR when its inotify thread is stopped while it waits for an event (its own shutdown
    race: the event is dropped on purpose). It is no error of the server's and reached the user's terminal on one
    SIGTERM in a few under load; every other watchdog message still gets through."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "called when the thread is inactive" not in record.getMessage()


logging.getLogger("watchdog.observers.inotify").addFilter(_StopRace())


def watch_targets(folders: Iterable[Path]) -> list[str]:
    """Each folder if it exists, else its nearest existing ancestor; sorted, without duplicates."""
    targets = set()
    for folder in folders:
        path = Path(os.path.abspath(folder))
        while not path.is_dir() and path.parent != path:
            path = path.parent
        if path.is_dir():
            targets.add(str(path))
    return sorted(targets)


class _Handler(FileSystemEventHandler):
    def __init__(self, on_change: Callable[[list[str]], None]) -> None:
        super().__init__()
        self.on_change = on_change

    def on_any_event(self, event: FileSystemEvent) -> None:
        if event.event_type in ("opened", "closed_no_write"):
            return
        if event.is_directory and event.event_type == "modified":
            return  # a folder's own mtime: the file events that caused it arrive too
        paths = [os.fsdecode(event.src_path)]
        dest = getattr(event, "dest_path", "")
        if dest:
            paths.append(os.fsdecode(dest))
        self.on_change(paths)


class LayerWatcher:
    """``on_change(paths)`` is called on the observer thread for every change in the watched folders."""

    def __init__(self, on_change: Callable[[list[str]], None]) -> None:
        self._handler = _Handler(on_change)
        self._observer: BaseObserver | None = None
        self.targets: list[str] = []

    @property
    def active(self) -> bool:
        return self._observer is not None and self._observer.is_alive()

    def watch(self, folders: Iterable[Path]) -> bool:
        """(Re)start on these folders; False when the watch could not start (the server then rescans on use)."""
        targets = watch_targets(folders)
        if targets == self.targets and self.active:
            return True
        self.stop()
        self.targets = targets
        if not targets:
            return False
        observer = Observer()
        observer.daemon = True
        try:
            for target in targets:
                observer.schedule(self._handler, target, recursive=False)
            observer.start()
        except OSError:
            return False
        self._observer = observer
        return True

    def stop(self) -> None:
        if self._observer is not None:
            self._observer.stop()
            self._observer.join(timeout=2)
            self._observer = None
