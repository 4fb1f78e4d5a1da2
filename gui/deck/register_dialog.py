"""The registration dialog for dropped or picked scripts: parsed header, lint, scope, id, overwrite."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.dialects.header import read_head
from scriptdeck.core.model.lint_file import lint_path, tool_for_path
from scriptdeck.core.model.manage import ManageError
from scriptdeck.core.model.preflight import EXISTS, Plan, preflight
from scriptdeck.core.model.registry import is_skipped_name
from scriptdeck.gui.deck.register_notes import already_registered_note
from scriptdeck.gui.services.changes import Changes
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets.common import Retranslatable, wrap_label


def expand_paths(paths: list[Path]) -> list[Path]:
    """Files as given; a folder contributes its top-level files (sorted)."""
    out: list[Path] = []
    for path in paths:
        if path.is_dir():
            out.extend(sorted(p for p in path.iterdir() if p.is_file() and not is_skipped_name(p.name)))
        elif path.exists():
            out.append(path)
    return list(dict.fromkeys(out))


_MAGIC = ((b"\x89PNG", "PNG"), (b"\xff\xd8\xff", "JPEG"), (b"GIF8", "GIF"), (b"%PDF", "PDF"),
          (b"PK\x03\x04", "ZIP"), (b"\x7fELF", "ELF"), (b"\x1f\x8b", "gzip"))


def not_a_script(head: bytes) -> str:
    """Why these first bytes are no script at all ("" when they may be one): an image, an archive, a program."""
    kind = next((name for magic, name in _MAGIC if head.startswith(magic)), "")
    if kind:
        return QCoreApplication.translate("RegisterDialog", "Not a script: this is a %1 file. A script is a text "
                                                            "file whose first line starts with #!.").replace("%1", kind)
    if b"\0" in head:
        return QCoreApplication.translate("RegisterDialog", "Not a script: this is a binary file. A script is a text "
                                                            "file whose first line starts with #!.")
    return ""  # text without #! is a script with a problem: lint says what to add


class Candidate:
    """One file in the dialog, with what registering it would do or why it cannot."""

    def __init__(self, path: Path) -> None:
        self.path = path.absolute()
        self.tool = tool_for_path(self.path)
        self.header = self.tool.header
        self.findings = lint_path(self.path)  # a FIFO or device gets one finding and is never read
        self.chosen_id = self.tool.id if self.tool.has_id else ""
        self.refusal = ""  # why this file is no script at all ("" when it may be one)
        #: the latest check of registering it (the plan, or why not); see RegisterDialog.check
        self.checked: tuple[Plan | None, str] = (None, "")
        try:
            head = read_head(self.path)
        except OSError as error:
            self.header_text = str(error)
            return
        self.refusal = not_a_script(head)
        if self.refusal:
            self.header_text = self.refusal  # never a preview of an image's or a program's bytes
            return
        lines = head.decode("utf-8", "replace").split("\n")
        self.header_text = "\n".join(lines[: max(self.header.header_lines if self.header else 0, 1)])

    @property
    def problem(self) -> str:
        """Why it cannot be registered, as last checked ("" when it can)."""
        return self.refusal or self.checked[1]


class RegisterDialog(Retranslatable, QDialog):
    """Non-modal; ``registered`` is emitted with the ids that were registered."""

    registered = Signal(list)

    def __init__(self, controller: Controller, paths: list[Path], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setMinimumSize(760, 480)
        self.candidates = [Candidate(p) for p in expand_paths(paths)]
        self.results: list[dict] = []
        layout = QVBoxLayout(self)
        self.intro = wrap_label(selectable=False)
        layout.addWidget(self.intro)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.list = QListWidget()
        self.list.currentRowChanged.connect(self._show_current)
        splitter.addWidget(self.list)
        right = QWidget()
        form = QFormLayout(right)
        self.id_caption, self.id_edit = QLabel(), QLineEdit()
        self.id_edit.setObjectName("register-id")
        self.id_edit.textEdited.connect(self._id_edited)
        form.addRow(self.id_caption, self.id_edit)
        self.header_caption, self.header_view = QLabel(), QPlainTextEdit()
        self.header_view.setReadOnly(True)
        form.addRow(self.header_caption, self.header_view)
        self.lint_caption, self.lint_view = QLabel(), wrap_label()
        form.addRow(self.lint_caption, self.lint_view)
        self.status_caption, self.status_view = QLabel(), wrap_label()
        form.addRow(self.status_caption, self.status_view)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 2)
        layout.addWidget(splitter, 1)
        options = QHBoxLayout()
        self.scope_caption = QLabel()
        self.scope = QComboBox()
        self.scope.setObjectName("register-scope")
        self.scope.addItem("", "persona")
        self.scope.addItem("", "global")
        default_scope = controller.settings.get("default_scope", "persona")
        self.scope.setCurrentIndex(1 if default_scope == "global" else 0)
        self.scope.currentIndexChanged.connect(self._refresh_items)
        self.overwrite = QCheckBox()
        self.overwrite.setObjectName("register-overwrite")
        self.overwrite.toggled.connect(self._refresh_items)
        self._registering = False
        controller.changed.connect(self.on_changes)
        options.addWidget(self.scope_caption)
        options.addWidget(self.scope)
        options.addSpacing(16)
        options.addWidget(self.overwrite)
        options.addStretch(1)
        layout.addLayout(options)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.register_all)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for _candidate in self.candidates:
            self.list.addItem(QListWidgetItem())
        self.retranslate_ui()
        if self.candidates:
            self.list.setCurrentRow(0)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Register scripts"))
        self.intro.setText(self.tr("Review each script, then register the checked ones. Files are copied into "
                                   "the chosen layer (never moved) and made executable."))
        self.id_caption.setText(self.tr("Tool id"))
        self.header_caption.setText(self.tr("Parsed header"))
        self.lint_caption.setText(self.tr("Lint"))
        self.status_caption.setText(self.tr("Result"))
        self.scope_caption.setText(self.tr("Register into"))
        self.scope.setItemText(0, self.tr("this persona (%1)").replace("%1", self.controller.home.persona))
        self.scope.setItemText(1, self.tr("global (every persona)"))
        self.overwrite.setText(self.tr("Replace files that already exist"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Register"))
        self._refresh_items()
        self._show_current(self.list.currentRow())

    # -- state -------------------------------------------------------------------------------------

    @property
    def scope_value(self) -> str:
        return self.scope.currentData()

    def destination(self, candidate: Candidate) -> Path:
        layer = self.controller.layer_dir(self.scope_value)
        return candidate.path if candidate.path.parent == layer else layer / candidate.path.name

    def preflight(self, candidate: Candidate) -> tuple[Plan | None, str]:
        """What registering would do, or why not: the same core check as ``manage_script register``."""
        try:
            plan = preflight(self.controller.registry, candidate.path, self.scope_value, candidate.chosen_id or None,
                             overwrite=self.overwrite.isChecked())
        except ManageError as error:
            if error.template == EXISTS:
                return None, self.tr("%1 already exists; tick “Replace files that already exist”").replace(
                    "%1", str(error.args_["a0"]))
            return None, error.message(self.controller.lang)[0]
        except OSError as error:
            return None, str(error)
        return plan, ""

    def problem(self, candidate: Candidate) -> str:
        """Why ``candidate`` cannot be registered now, checked again (a file read)."""
        return candidate.refusal or self.preflight(candidate)[1]

    def check(self, candidate: Candidate) -> None:
        """Check ``candidate`` once and keep the answer: the list, the Result line and OK read it from there."""
        candidate.checked = (None, candidate.refusal) if candidate.refusal else self.preflight(candidate)

    @Slot()
    def _refresh_items(self) -> None:
        """Every candidate checked again, once each: the scope, Replace, the registry or the language changed."""
        for candidate in self.candidates:
            self.check(candidate)
        self._show_items()

    def on_changes(self, changes: Changes) -> None:
        if changes.registry and not self._registering and self.isVisible():  # a tool registered or removed meanwhile (not by this dialog): checked again
            self._refresh_items()

    def _show_items(self) -> None:
        """The list, OK and the Result line as the candidates were last checked."""
        for row, candidate in enumerate(self.candidates):
            item = self.list.item(row)
            problem = candidate.problem
            item.setText(("✔ " if not problem else "✖ ") + candidate.path.name)
            item.setToolTip(problem or str(candidate.path))
            flags = item.flags() | Qt.ItemFlag.ItemIsUserCheckable
            item.setFlags(flags)
            previous = item.data(Qt.ItemDataRole.UserRole)
            if problem:
                item.setCheckState(Qt.CheckState.Unchecked)
            elif previous != "":  # new, or its problem just went away: tick it; else keep the user's choice
                item.setCheckState(Qt.CheckState.Checked)
            item.setData(Qt.ItemDataRole.UserRole, problem)
        ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok_button.setEnabled(any(not c.problem for c in self.candidates))
        self._show_current(self.list.currentRow())

    def _show_current(self, row: int) -> None:
        if row < 0 or row >= len(self.candidates):
            return
        candidate = self.candidates[row]
        self.id_edit.setText(candidate.chosen_id)
        self.header_view.setPlainText(candidate.header_text)
        lang = self.controller.lang
        lines = [f"{'✖' if f.severity == 'error' else '⚠'} {f.message(lang)}" for f in candidate.findings]
        self.lint_view.setText("\n".join(lines) or "✔ " + self.tr("No findings"))
        plan, problem = candidate.checked[0], candidate.problem
        done = next((r for r in self.results if r.get("source") == str(candidate.path)), None)
        if done is not None:
            self.status_view.setText(self.tr("Registered as %1 in %2").replace("%1", done["id"])
                                     .replace("%2", done["scope"]) if done.get("ok") else done.get("error", ""))
        else:
            ready = self.tr("Ready: will be registered as %1 → %2").replace(
                "%1", candidate.chosen_id).replace("%2", str(self.destination(candidate)))
            if plan is not None and plan.shadows:
                ready += "\n⚠ " + self.tr("It hides %1 of the %2 layer.").replace(
                    "%1", plan.shadows["path"]).replace("%2", plan.shadows["layer"])
            note = already_registered_note(self.controller.registry, candidate.path, self.destination(candidate))
            self.status_view.setText((problem or ready) + (f"\n⚠ {note}" if note else ""))

    def _id_edited(self, text: str) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.candidates):
            candidate = self.candidates[row]
            candidate.chosen_id = text.strip()
            self.check(candidate)  # only the edited one: the others' ids did not change
            self._show_items()

    # -- action ------------------------------------------------------------------------------------

    @Slot()
    def register_all(self) -> None:
        ids: list[str] = []
        self.results = []
        self._registering = True
        try:
            self._register_checked(ids)
        finally:
            self._registering = False
        failures = [r for r in self.results if not r.get("ok")]
        self.registered.emit(ids)
        if failures:
            self._refresh_items()
            return
        self.accept()

    def _register_checked(self, ids: list[str]) -> None:
        for row, candidate in enumerate(self.candidates):
            if self.list.item(row).checkState() != Qt.CheckState.Checked or self.problem(candidate):
                continue
            request = {"action": "register", "path": str(candidate.path), "scope": self.scope_value,
                       "overwrite": self.overwrite.isChecked()}
            if candidate.chosen_id != candidate.tool.id or not candidate.tool.has_id:
                request["id"] = candidate.chosen_id
            try:
                # one operation: registered, pinned for trust (the user looked at it here, §17), undoable
                result = self.controller.ops.register(request)
                result["source"] = str(candidate.path)
                ids.append(result["id"])
            except ManageError as error:
                message, fix = error.message(self.controller.lang)
                result = {"ok": False, "error": message, "fix": fix, "source": str(candidate.path)}
            except OSError as error:
                result = {"ok": False, "error": str(error), "source": str(candidate.path)}
            self.results.append(result)
