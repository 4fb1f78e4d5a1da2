"""One run in its own tab: live stdout/stderr, elapsed time, stop, badges, readable errors, pictures."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices, QFontDatabase, QMouseEvent, QPixmap, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.run.pictures import MAX_PICTURE_BYTES, PictureRefused, read_picture
from scriptdeck.core.run.progress import Progress
from scriptdeck.core.run.runner import STDERR, ToolRun
from scriptdeck.core.run.runplan import IMAGE_PREFIX, RunResult
from scriptdeck.gui.services.texts import run_error_text
from scriptdeck.gui.widgets import access, theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.common import Retranslatable, wrap_label

LIVE_LIMIT = 200_000  # characters shown while running; the full (clipped) result replaces them at the end
FLUSH_MS = 50
PROGRESS_STEPS = 1000  # the bar's resolution (a tenth of a percent)
WRAP_AT = 1000  # very long lines are broken for display only: Qt lays out one huge line very slowly


def _display(text: str, column: int) -> tuple[str, int]:
    """Break runs longer than WRAP_AT characters; returns the text and the column where it ends."""
    if "\n" not in text and column + len(text) <= WRAP_AT:
        return text, column + len(text)
    out: list[str] = []
    for number, line in enumerate(text.split("\n")):
        if number:
            out.append("\n")
            column = 0
        while column + len(line) > WRAP_AT:
            cut = WRAP_AT - column
            out += [line[:cut], "\n"]
            line, column = line[cut:], 0
        out.append(line)
        column += len(line)
    return "".join(out), column


class ImageLabel(QLabel):
    clicked = Signal()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.clicked.emit()
        super().mouseReleaseEvent(event)


class RunView(Retranslatable, QWidget):
    #: "Save as test case" was clicked on this finished run (SPEC §21)
    save_case_requested = Signal(ToolRun)

    def __init__(self, run: ToolRun, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.run = run
        self.title = title
        self.started_at = ""
        self._pending: list[tuple[str, str]] = []
        self._shown = 0
        self._capped = False
        self._column = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        top = QHBoxLayout()
        self.status = QLabel()
        self.status.setObjectName("run-status")
        # one line, whatever its length: a long status neither widens the panes nor, wrapped in a narrow pane,
        # makes the run's tab so tall that the form above gives way (the whole text is the tooltip)
        self.status.setWordWrap(False)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.badges = QLabel()
        self.badges.setObjectName("run-badges")
        theme.text_style(self.badges, "warning", "font-weight: bold;")
        self.stop_button = QPushButton()
        self.stop_button.setObjectName("run-stop")
        self.stop_button.clicked.connect(run.stop)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("run-copy")
        self.copy_button.clicked.connect(self.copy_result)
        self.copy_button.setEnabled(False)
        top.addWidget(self.status, 1)
        top.addWidget(self.badges)
        top.addWidget(self.stop_button)
        top.addWidget(self.copy_button)
        layout.addLayout(top)
        self.full_button = QPushButton()  # everything read, not only what the agent sees (output_viewer)
        self.full_button.setObjectName("run-full-output")
        self.full_button.clicked.connect(self.open_full_output)
        self.full_button.setEnabled(False)
        # a second row, there from the start (its buttons disabled while the run goes): a row that appeared when
        # the run ended made the tab taller, and the form above (with its Run button) gave way after every run
        self.save_case_button = QPushButton()
        self.save_case_button.setObjectName("run-save-case")
        self.save_case_button.clicked.connect(lambda: self.save_case_requested.emit(self.run))
        self.save_case_button.setEnabled(False)
        # issue 45: how far the tool says it is (MIYU-PROGRESS: lines on stderr), in the row that is always there
        self.progress_bar = QProgressBar()
        self.progress_bar.setObjectName("run-progress")
        self.progress_bar.setRange(0, PROGRESS_STEPS)
        self.progress_bar.hide()
        result_actions = QHBoxLayout()
        result_actions.addWidget(self.progress_bar, 3)
        result_actions.addStretch(1)
        result_actions.addWidget(self.full_button)
        result_actions.addWidget(self.save_case_button)
        layout.addLayout(result_actions)
        self.error_box = wrap_label()
        self.error_box.setObjectName("run-error")
        self.error_box.setTextFormat(Qt.TextFormat.RichText)
        theme.style(self.error_box, "QLabel {{ background: {banner_bg}; color: {banner}; border: 1px solid "
                                    "{banner_border}; border-radius: 4px; padding: 6px; }}")
        self.error_box.hide()
        layout.addWidget(self.error_box)
        self.output = QPlainTextEdit()
        self.output.setObjectName("run-output")
        self.output.setReadOnly(True)
        self.output.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.output.setMaximumBlockCount(20000)
        self.output.setMinimumHeight(self.output.fontMetrics().lineSpacing() * 4 + 12)  # a few lines, always
        layout.addWidget(self.output, 1)
        self.images_area = QScrollArea()
        self.images_area.setWidgetResizable(True)
        self.images_area.setFixedHeight(150)
        self.images_widget = QWidget()
        self.images_layout = QHBoxLayout(self.images_widget)
        self.images_area.setWidget(self.images_widget)
        self.images_area.hide()
        layout.addWidget(self.images_area)
        self._formats = {"stdout": QTextCharFormat(), STDERR: QTextCharFormat()}
        self._formats[STDERR].setForeground(theme.color("stderr"))
        self._flush_timer = QTimer(self, interval=FLUSH_MS, timerType=Qt.TimerType.CoarseTimer)
        self._flush_timer.timeout.connect(self._flush)
        self._flush_timer.start()
        self._tick = QTimer(self, interval=100, timerType=Qt.TimerType.CoarseTimer)  # the elapsed-time label
        self._tick.timeout.connect(self._update_status)
        self._tick.start()
        run.output.connect(self._on_output)
        run.done.connect(self._on_done)
        run.progress.connect(self._on_progress)
        self.retranslate_ui()
        if run.last_progress is not None:
            self._on_progress(run.last_progress)
        if run.result is not None:
            self._on_done(run.result)

    def retranslate_ui(self) -> None:
        self.stop_button.setText(self.tr("Stop"))
        self.copy_button.setText(self.tr("Copy result as JSON"))
        self.full_button.setText(self.tr("Full output…"))
        self.full_button.setToolTip(self.tr("Everything the tool printed (up to 8 MiB per stream), with search and save"))
        self.save_case_button.setText(self.tr("Save as test case…"))
        self.save_case_button.setToolTip(self.tr("Keep these arguments and this outcome as a test case of the tool"))
        self._update_status()
        if self.run.last_progress is not None:
            self._on_progress(self.run.last_progress)
        access.name(self.progress_bar, self.tr("Progress"))
        if self.run.result is not None:
            self._show_badges(self.run.result)
            self._show_error(self.run.result)

    # -- live ----------------------------------------------------------------------------------------

    def _on_output(self, stream: str, text: str) -> None:
        if self._capped:
            return
        self._pending.append((stream, text))

    @Slot()
    def _flush(self) -> None:
        if not self._pending:
            return
        cursor = QTextCursor(self.output.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        for stream, text in self._pending:
            chunk = text[: max(0, LIVE_LIMIT - self._shown)]
            if chunk:
                shown, self._column = _display(chunk, self._column)
                cursor.insertText(shown, self._formats.get(stream, self._formats["stdout"]))
                self._shown += len(chunk)
            if len(chunk) < len(text):  # the limit cut this chunk: say so now, not when (if ever) more arrives
                self._capped = True
                cursor.insertText("\n" + self.tr("[live view stops here; the result below is what the agent gets]"),
                                  self._formats[STDERR])
                break
        self._pending = []
        self.output.verticalScrollBar().setValue(self.output.verticalScrollBar().maximum())

    @Slot(object)
    def _on_progress(self, progress: Progress) -> None:
        """The tool's latest ``MIYU-PROGRESS:`` line: a bar of done/total, or a busy bar with the count."""
        done = f"{progress.done:g}"
        fraction = progress.fraction
        if fraction is None:
            self.progress_bar.setRange(0, 0)  # no total: busy
            text = done
        else:
            self.progress_bar.setRange(0, PROGRESS_STEPS)
            self.progress_bar.setValue(round(fraction * PROGRESS_STEPS))
            text = self.tr("%1 of %2").replace("%1", done).replace("%2", f"{progress.total:g}")
        if progress.message:
            text += " · " + progress.message
        self.progress_bar.setFormat(text.replace("%", "%%"))
        self.progress_bar.setTextVisible(True)
        self.progress_bar.setToolTip(text)
        self.progress_bar.setAccessibleDescription(text)
        self.progress_bar.show()

    def live_text(self) -> str:
        self._flush()
        return self.output.toPlainText()

    @Slot()
    def _update_status(self) -> None:
        result = self.run.result
        if result is None:
            self.status.setText(self.tr("Running… %1 s").replace("%1", f"{self.run.elapsed():.1f}"))
            return
        seconds = f"{result.duration_ms / 1000:.2f}"
        if result.timed_out:
            text = self.tr("Timed out after %1 s — the whole process tree was killed").replace("%1", seconds)
        elif result.stopped:
            text = self.tr("Stopped after %1 s").replace("%1", seconds)
        elif result.exit_code is None and result.error:
            text = self.tr("Did not run: %1").replace("%1", result.error)
        elif result.exit_code is None:
            text = self.tr("Killed by a signal after %1 s").replace("%1", seconds)
        elif result.exit_code == 0:
            text = self.tr("Finished: exit code 0 in %1 s").replace("%1", seconds)
        else:
            text = self.tr("The tool said no: exit code %1 in %2 s").replace("%1", str(result.exit_code)) \
                .replace("%2", seconds)
        self.status.setText(text)
        self.status.setToolTip(text)

    # -- result --------------------------------------------------------------------------------------

    def _on_done(self, result: RunResult) -> None:
        self._tick.stop()
        self._flush_timer.stop()
        self.stop_button.setEnabled(False)
        self.copy_button.setEnabled(True)
        self.full_button.setEnabled(True)
        self.save_case_button.setEnabled(True)
        if self._capped:  # past LIVE_LIMIT: what the agent gets (clipped); Full output… has everything
            self.output.clear()
            cursor = QTextCursor(self.output.document())
            cursor.insertText(result.stdout, self._formats["stdout"])
            if result.stderr:
                cursor.insertText(("\n" if result.stdout else "") + result.stderr, self._formats[STDERR])
        elif self._shown == 0 and not self._pending:
            self._show_result_text(result)
        else:  # the live view is the faithful one: arrival order, leading spaces, stderr in colour
            self._flush()
            if result.images:
                self._drop_image_lines()
        self._pending = []
        self._update_status()
        self._show_badges(result)
        self._show_error(result)
        self._show_images(result)

    def _drop_image_lines(self) -> None:
        """``MIYU-IMAGE:`` lines become the pictures below; they leave the text, as they do for the agent."""
        document = self.output.document()
        block = document.lastBlock()
        while block.isValid():
            previous = block.previous()
            if block.text().strip().startswith(IMAGE_PREFIX):
                cursor = QTextCursor(block)
                cursor.select(QTextCursor.SelectionType.BlockUnderCursor)
                if not previous.isValid():  # the first block: take its line break instead of the one before
                    cursor = QTextCursor(block)
                    cursor.movePosition(QTextCursor.MoveOperation.NextBlock, QTextCursor.MoveMode.KeepAnchor)
                cursor.removeSelectedText()
            block = previous

    def _show_result_text(self, result: RunResult) -> None:
        """A tab opened after its run ended: the output as read, unstripped (stdout, then stderr: their
        interleaving was not seen here)."""
        full = result.full_output or {"stdout": result.stdout, "stderr": result.stderr}
        self.output.clear()
        cursor = QTextCursor(self.output.document())
        out, err = full.get("stdout", "")[:LIVE_LIMIT], full.get(STDERR, "")[:LIVE_LIMIT]
        cursor.insertText(_display(out, 0)[0], self._formats["stdout"])
        if err:
            cursor.insertText(("\n" if out and not out.endswith("\n") else "") + _display(err, 0)[0],
                              self._formats[STDERR])

    def _show_badges(self, result: RunResult) -> None:
        badges = []
        if result.timed_out:
            badges.append(self.tr("TIMED OUT"))
        if result.stopped:
            badges.append(self.tr("STOPPED"))
        if result.truncated.get("stdout"):
            badges.append(self.tr("stdout truncated"))
        if result.truncated.get("stderr"):
            badges.append(self.tr("stderr truncated"))
        limits = {"memory": self.tr("MEMORY LIMIT"), "cpu": self.tr("CPU LIMIT"), "processes": self.tr("PROCESS LIMIT")}
        if result.limit in limits:  # the sandbox limit that stopped the run (SPEC §17)
            badges.append(limits[result.limit])
        self.badges.setText("  ".join(f"[{b}]" for b in badges))

    def _show_error(self, result: RunResult) -> None:
        tool_error = result.tool_error()
        if tool_error is not None:
            text = f"<b>{_escape(str(tool_error.get('error')))}</b>"
            if tool_error.get("fix"):
                text += "<br/>" + self.tr("Fix: %1").replace("%1", _escape(str(tool_error["fix"])))
        elif result.error and not result.stopped:
            message = run_error_text(result.error, result.timed_out, self.run.plan.timeout_seconds)
            text = f"<b>{_escape(message)}</b>"
        else:
            self.error_box.hide()
            return
        self.error_box.setText(text)
        self.error_box.show()

    def _show_images(self, result: RunResult) -> None:
        for image in result.images:
            label = ImageLabel()
            pixmap = QPixmap()
            try:  # read as the run saw it (SPEC §19), never through a link the tool planted
                pixmap.loadFromData(read_picture(image["path"], limit=MAX_PICTURE_BYTES, **result.picture_scope))
            except (PictureRefused, OSError):
                pass
            if pixmap.isNull():
                label.setText(self.tr("(missing picture: %1)").replace("%1", image["path"]))
            else:
                label.setPixmap(pixmap.scaled(128, 128, Qt.AspectRatioMode.KeepAspectRatio,
                                              Qt.TransformationMode.SmoothTransformation))
                label.setCursor(Qt.CursorShape.PointingHandCursor)
            label.setToolTip(image.get("alt") or image["path"])
            label.setObjectName("run-image")
            path = image["path"]
            label.clicked.connect(lambda p=path: QDesktopServices.openUrl(QUrl.fromLocalFile(p)))
            self.images_layout.addWidget(label)
        if result.images:
            self.images_layout.addStretch(1)
            self.images_area.show()

    @Slot()
    def open_full_output(self) -> QWidget | None:
        from scriptdeck.gui.run.output_viewer import open_output_viewer

        if self.run.result is None:
            return None
        self.full_viewer = open_output_viewer(self.run.result, self.title, self)
        return self.full_viewer

    @Slot()
    def copy_result(self) -> None:
        if self.run.result is not None:
            QApplication.clipboard().setText(json.dumps(self.run.result.to_json(), ensure_ascii=False, indent=2))

    def image_paths(self) -> list[Path]:
        return [Path(i["path"]) for i in (self.run.result.images if self.run.result else [])]


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
