"""The window's questions, one at a time (as qutebrowser's prompt queue): a question asked while another is open
waits its turn instead of fighting it, and the same question is never queued twice.

A question names what it is about (``key``, e.g. ``("remove", tool_id)``); its answer callback gets the key of
the button. :meth:`PromptQueue.tell` is a message with only OK (why something did not happen)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget
from scriptdeck.gui.widgets.common import ask_choice


@dataclass
class Question:
    title: str
    text: str
    choices: list[tuple[str, str]]
    on_answer: Callable[[str], None]
    informative: str = ""
    cancel: str = ""
    key: object = None
    tell: bool = False  # a message: OK only
    parent: QWidget | None = None  # shown over this window (a dialog of the main window) instead of the main one


class PromptQueue(QObject):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.current: QMessageBox | None = None
        self._current_key: object = None
        self.waiting: list[Question] = []

    def ask(self, title: str, text: str, choices: list[tuple[str, str]], on_answer: Callable[[str], None], *,
            informative: str = "", cancel: str = "", key: object = None,
            parent: QWidget | None = None) -> QMessageBox | None:
        """Ask now, or after the open question (then None is returned; the answer still reaches ``on_answer``).
        ``parent``: the window the question is about, when it is not the main window (a non-modal dialog)."""
        return self._put(Question(title, text, choices, on_answer, informative, cancel, key, parent=parent))

    def tell(self, title: str, text: str, informative: str = "", *, key: object = None) -> QMessageBox | None:
        """A message the user reads and closes (OK): why something asked for did not happen."""
        return self._put(Question(title, text, [], lambda _key: None, informative, key=key, tell=True))

    def busy(self) -> bool:
        return self.current is not None

    def _put(self, question: Question) -> QMessageBox | None:
        if question.key is not None and (question.key == self._current_key
                                         or any(q.key == question.key for q in self.waiting)):
            return self.current if question.key == self._current_key else None
        if self.current is not None:
            self.waiting.append(question)
            return None
        return self._show(question)

    def _show(self, question: Question) -> QMessageBox:
        def answered(key: str) -> None:
            self.current = None
            self._current_key = None
            try:
                question.on_answer(key)
            finally:
                if self.waiting and self.current is None:
                    QTimer.singleShot(0, self._next)

        self._current_key = question.key
        if question.tell:
            box = QMessageBox(QMessageBox.Icon.Information, question.title, question.text,
                              QMessageBox.StandardButton.Ok, self.parent_widget)
            if question.informative:
                box.setInformativeText(question.informative)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.setObjectName("prompt-message")
            box.finished.connect(lambda _result: answered("ok"))
            box.open()
        else:
            box = ask_choice(question.parent or self.parent_widget, question.title, question.text, question.choices, answered,
                             informative=question.informative, cancel=question.cancel)
        self.current = box
        return box

    def _next(self) -> None:
        if self.current is None and self.waiting:
            self._show(self.waiting.pop(0))
