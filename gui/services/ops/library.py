"""The window's changes to libraries from git (SPEC §29), each one operation: add, update (prepare, then accept or
discard), remove. The slow ones (git, the library's tests) run on a worker thread as a :class:`LibraryJob` whose
``progress`` / ``done`` / ``failed`` arrive on the GUI thread and whose ``cancel()`` stops git and the tests; the
layers are read again when one finishes. The core work is ``core/model/library.py`` and
``core/run/library_update.py``; nothing here writes a file itself."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.model import library
from scriptdeck.core.platform.git import Git
from scriptdeck.core.run import library_update
from scriptdeck.gui.services.ops.base import Changes

if TYPE_CHECKING:
    from scriptdeck.gui.services.controller import Controller

#: how long the window waits for another process's change of the same library before it says so
GUI_LOCK_WAIT = 5.0


class LibraryJob(QObject):
    """One slow library operation on a worker thread. ``progress(step)`` with ``fetch``/``changes``/``checkout``/
    ``tests`` or a line of git's progress; ``done(result)``; ``failed(error, fix)`` in the UI language."""

    progress = Signal(str)
    done = Signal(object)
    failed = Signal(str, str)

    def __init__(self, lang: str, work: Callable[[LibraryJob], Any]) -> None:
        super().__init__()
        self.lang = lang
        self.work = work
        self.git = Git(progress=self._git_line)
        self._callers: list[Any] = []
        self.finished = False

    def _git_line(self, line: str) -> None:
        self._emit(self.progress, line)

    def _emit(self, signal: Any, *args: Any) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:  # the window closed meanwhile: nobody to tell
            pass

    def hold_caller(self, caller: Any) -> None:
        self._callers.append(caller)
        if self.git.cancelled:
            caller.cancel()

    def cancel(self) -> None:
        """Stop git (its process group is killed) and the library's tests; the job then fails with "cancelled"."""
        self.git.cancel()
        for caller in self._callers:
            caller.cancel()

    def start(self) -> None:
        """Run the work on a worker thread. Call it once its signals are connected: a refusal (an address that
        smuggles an option, say) comes before git runs, at once, and a signal emitted before a connection is lost."""
        def run() -> None:
            try:
                result = self.work(self)
            except LocalizedError as error:
                message, fix = error.message(self.lang)
                self.finished = True
                self._emit(self.failed, message, fix)
                return
            except OSError as error:
                self.finished = True
                self._emit(self.failed, str(error), "")
                return
            except Exception as error:  # noqa: BLE001 - a worker thread's last guard: the tab must leave its busy state
                self.finished = True
                self._emit(self.failed, f"{type(error).__name__}: {error}", "")
                return
            self.finished = True
            self._emit(self.done, result)

        threading.Thread(target=run, daemon=True).start()


class LibraryOps:
    def __init__(self, controller: Controller) -> None:
        self.controller = controller

    def listing(self) -> list[dict[str, Any]]:
        """The libraries as ``library list --json`` gives them (a read)."""
        return library.listing(self.controller.home)

    def _reload(self) -> Changes:
        """The libraries' layers and skills changed: settings and layers read again, every view told."""
        self.controller.reload_settings()
        self.controller.reload_layers()
        return self.controller.announce(Changes(registry=True, settings=True, skills=True))

    def finished(self) -> Changes:
        """Call on the GUI thread after a job that may have changed a library (done, failed or cancelled)."""
        return self._reload()

    def add(self, url: str, name: str | None, ref: str | None) -> LibraryJob:
        """Clone ``url`` as a library (checked before git runs); ``done`` gets the :class:`library.Record`. The job
        is started by the caller (``job.start()``) once it listens."""
        home = self.controller.home
        return LibraryJob(self.controller.lang, lambda j: library.add(home, url, name or None, ref or None, j.git))

    def prepare_update(self, name: str) -> LibraryJob:
        """Fetch, list the changes and run the library's tests on the new commit; ``done`` gets the
        :class:`library_update.Pending` (nothing switched yet: :meth:`accept` or :meth:`discard` it)."""
        home = self.controller.home

        def work(j: LibraryJob) -> library_update.Pending:
            with library.lock(home, name, wait=GUI_LOCK_WAIT):
                return library_update.prepare(home, name, j.git, lang=j.lang,
                                              on_step=lambda step: j._emit(j.progress, step),
                                              on_caller=j.hold_caller)

        return LibraryJob(self.controller.lang, work)

    def accept(self, pending: library_update.Pending, *, force: bool = False) -> Changes:
        """Move the pin to the prepared commit (its tests passed, or ``force``). Refused when the library changed
        meanwhile (another ScriptDeck updated it): nothing is switched."""
        home = self.controller.home
        git = Git()
        with library.lock(home, pending.record.name, wait=GUI_LOCK_WAIT):
            if library.commit_in_use(home, pending.record.name) != pending.old:
                library.discard_tree(home, pending.record.name, pending.new, git)
                raise library.LibraryError(library.CHANGED_MEANWHILE, library.CHANGED_MEANWHILE_FIX, a0=pending.record.name)
            library_update.accept(home, pending, git, force=force)
        return self._reload()

    def discard(self, pending: library_update.Pending) -> None:
        """Drop a prepared update (its tree; the commit in use stays)."""
        home = self.controller.home
        with library.lock(home, pending.record.name, wait=GUI_LOCK_WAIT):
            library.discard_tree(home, pending.record.name, pending.new, Git())

    def remove(self, name: str) -> Changes:
        """Unlink its skills from every client, drop its layer and move its files to the trash."""
        library.remove(self.controller.home, name)
        return self._reload()
