"""The Details pane's "Sandbox" and "Trust" sections (SPEC §17): a tool's run limits, what this system can enforce,
its trust pin (approved / changed / unreviewed) with a diff view and Approve."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QFontDatabase, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.run import sandbox, trust
from scriptdeck.core.store.settings import Settings
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.access import label_field
from scriptdeck.gui.widgets.common import Retranslatable, wheel_only_when_focused, wrap_label

LIMIT_SPINS = (("memory_mb", 1 << 20), ("cpu_seconds", 86400), ("processes", 1_000_000))


class SandboxBox(Retranslatable, QGroupBox):
    """Edit one tool's limits (``tool_id``) or the default profile (``tool_id`` None, for Settings)."""

    saved = Signal()

    def __init__(self, state_dir: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sandbox-box")
        self.state_dir = Path(state_dir)
        self.tool_id: str | None = None
        self.trust_level = "owner"
        self.controller: Controller | None = None  # set by the Details pane: writes become Controller operations
        layout = QVBoxLayout(self)
        self.form = QFormLayout()
        layout.addLayout(self.form)
        self.spins: dict[str, QSpinBox] = {}
        self.captions: dict[str, QLabel] = {}
        for name, top in LIMIT_SPINS:
            spin = QSpinBox()
            spin.setObjectName(f"sandbox-{name}")
            spin.setRange(0, top)
            self.spins[name] = spin
            self.captions[name] = QLabel()
            self.form.addRow(self.captions[name], spin)
        self.network = QComboBox()
        self.network.setObjectName("sandbox-network")
        self.files = QComboBox()
        self.files.setObjectName("sandbox-files")
        for name, combo in (("network", self.network), ("files", self.files)):
            self.captions[name] = QLabel()
            self.form.addRow(self.captions[name], combo)
        wheel_only_when_focused(*self.spins.values(), self.network, self.files)
        self._shown: dict[str, Any] = {}  # the limits as loaded: anything else is unsaved
        self.status = wrap_label()
        self.status.setObjectName("sandbox-status")
        layout.addWidget(self.status)
        buttons = QHBoxLayout()
        self.save_button = QPushButton()
        self.save_button.setObjectName("sandbox-save")
        self.save_button.clicked.connect(self.save)
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("sandbox-reset")
        self.reset_button.clicked.connect(self.reset)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.retranslate_ui()

    @property
    def store(self) -> sandbox.SandboxStore:
        return sandbox.SandboxStore(self.state_dir)

    def _write(self, changes: dict[str, Any], *, reset: bool) -> None:
        """One Controller operation (undo entry, Changes.guard); a sandbox.json that does not parse is never
        overwritten. A box not bound to a window's controller saves nothing and says so."""
        if self.controller is None:
            raise OSError(self.tr("Nothing was saved: these limits are only shown here."))
        name = self.tool_id or self.tr("the default profile")
        self.controller.ops.save_limits(self.tool_id, changes, self.tr("Sandbox limits of %1").replace("%1", name),
                                        reset=reset)

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("Sandbox") if self.tool_id is not None else self.tr("Default sandbox profile"))
        labels = {"memory_mb": self.tr("Memory (MB of address space)"), "cpu_seconds": self.tr("CPU time (seconds)"),
                  "processes": self.tr("Processes"), "network": self.tr("Network"), "files": self.tr("Files")}
        fields = {**self.spins, "network": self.network, "files": self.files}
        for name, text in labels.items():  # a screen reader hears the field by its caption, not the box's title
            label_field(self.captions[name], fields[name], text)
        for spin in self.spins.values():
            spin.setSpecialValueText(self.tr("no limit"))
        for combo, items in ((self.network, ((self.tr("allowed"), "allow"), (self.tr("denied"), "deny"))),
                             (self.files, ((self.tr("full access"), "full"), (self.tr("read-only"), "read-only")))):
            current = combo.currentData()
            combo.clear()
            for text, data in items:
                combo.addItem(text, data)
            if current is not None:
                combo.setCurrentIndex(combo.findData(current))
        self.save_button.setText(self.tr("Save limits"))
        self.reset_button.setText(self.tr("Reset to default"))
        self._show_status()

    def show_profile(self, tool_id: str | None, trust_level: str = "owner") -> None:
        self.tool_id, self.trust_level = tool_id, trust_level
        self.setTitle(self.tr("Sandbox") if tool_id is not None else self.tr("Default sandbox profile"))
        store = self.store
        profile = store.profile(tool_id, trust_level) if tool_id is not None else store.default_profile()
        for name, spin in self.spins.items():
            spin.setValue(getattr(profile, name) or 0)
        self.network.setCurrentIndex(self.network.findData(profile.network))
        self.files.setCurrentIndex(self.files.findData(profile.files))
        self._shown = self.current()
        self._show_status()

    def is_dirty(self) -> bool:
        """Limits changed here and not saved."""
        return bool(self._shown) and self.current() != self._shown

    def discard(self) -> None:
        self.show_profile(self.tool_id, self.trust_level)

    def current(self) -> dict[str, Any]:
        return {**{name: spin.value() for name, spin in self.spins.items()},
                "network": self.network.currentData(), "files": self.files.currentData()}

    def _show_status(self) -> None:
        usable, reason = sandbox.isolation_status()
        if usable:
            text = self.tr("Network and file isolation: available (bubblewrap).")
        else:
            text = self.tr("Network and file isolation: unavailable (%1). Runs that deny the network or need "
                           "read-only files are refused. Fix: %2").replace("%1", reason).replace(
                               "%2", self.tr("install bubblewrap (apt install bubblewrap)"))
        from scriptdeck.core.platform import files

        if files.is_root():
            text += " " + self.tr("The process limit is not enforced for root.")
        self.status.setText(text)

    @Slot()
    def save(self) -> bool:
        try:
            self._write(self.current(), reset=False)
        except (sandbox.SandboxError, OSError) as error:
            self.status.setText(str(error))
            return False
        self.saved.emit()
        self.show_profile(self.tool_id, self.trust_level)
        return True

    @Slot()
    def reset(self) -> None:
        try:
            self._write({}, reset=True)
        except OSError as error:
            self.status.setText(str(error))
            return
        self.saved.emit()
        self.show_profile(self.tool_id, self.trust_level)


class DiffDialog(QDialog):
    """The change since approval, as a diff view (removed lines red, added green), with Approve."""

    COLOURS = {"+": "diff_add", "-": "diff_del", "@": "diff_hunk"}  # names in gui/widgets/theme.py

    def __init__(self, text: str, parent: QWidget | None, on_approve: Callable[[], None]) -> None:
        super().__init__(parent)
        self.setObjectName("trust-diff")
        self.setWindowTitle(self.tr("Changes since you approved it"))
        self.resize(760, 520)
        layout = QVBoxLayout(self)
        self.view = QPlainTextEdit()
        self.view.setObjectName("trust-diff-view")
        self.view.setReadOnly(True)
        self.view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.show_diff(text)
        layout.addWidget(self.view)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.approve_button = buttons.addButton(self.tr("Approve this version"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.approve_button.setObjectName("trust-diff-approve")
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        self.accepted.connect(on_approve)
        layout.addWidget(buttons)

    def show_diff(self, text: str) -> None:
        """A unified diff, each line coloured by its kind; the file labels in the UI language."""
        self.view.clear()
        cursor = QTextCursor(self.view.document())
        labels = {" (approved)": " " + self.tr("(approved)"), " (now)": " " + self.tr("(now)")}
        for number, line in enumerate(text.splitlines()):
            if line.startswith(("--- ", "+++ ")):
                for english, shown in labels.items():
                    if line.endswith(english):
                        line = line[: -len(english)] + shown
                kind = "@"
            else:
                kind = line[:1]
            block = QTextBlockFormat()
            char = QTextCharFormat()
            if kind in self.COLOURS:
                block.setBackground(theme.color(self.COLOURS[kind] + "_bg"))
                char.setForeground(theme.color(self.COLOURS[kind]))
            if number:
                cursor.insertBlock(block, char)
            else:
                cursor.setBlockFormat(block)
            cursor.insertText(line, char)
        self.view.moveCursor(QTextCursor.MoveOperation.Start)


class TrustBox(Retranslatable, QGroupBox):
    """The trust pin of one tool: a badge, Approve, Review changes."""

    changed = Signal()

    def __init__(self, state_dir: Path, settings_path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trust-box")
        self.state_dir, self.settings_path = Path(state_dir), Path(settings_path)
        self.tool_id: str | None = None
        self.path: Path | None = None
        self.state: dict[str, Any] | None = None
        self.controller: Controller | None = None
        layout = QVBoxLayout(self)
        self.badge = wrap_label()
        self.badge.setObjectName("trust-badge")
        layout.addWidget(self.badge)
        row = QHBoxLayout()
        self.approve_button = QPushButton()
        self.approve_button.setObjectName("trust-approve")
        self.approve_button.clicked.connect(self.approve)
        self.diff_button = QPushButton()
        self.diff_button.setObjectName("trust-review")
        self.diff_button.clicked.connect(self.review)
        self.revoke_button = QPushButton()
        self.revoke_button.setObjectName("trust-revoke")
        self.revoke_button.clicked.connect(self.revoke)
        row.addWidget(self.approve_button)
        row.addWidget(self.diff_button)
        row.addWidget(self.revoke_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.dialog: DiffDialog | None = None
        self.retranslate_ui()

    @property
    def store(self) -> trust.TrustStore:
        return trust.TrustStore(self.state_dir)

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("Trust"))
        self.approve_button.setText(self.tr("Approve"))
        self.diff_button.setText(self.tr("Review changes…"))
        self.revoke_button.setText(self.tr("Revoke approval"))
        self.revoke_button.setToolTip(self.tr("Forget the approved copy: under “enforce”, agents can no longer call "
                                              "this tool until you approve it again"))
        self._show()

    def show_tool(self, tool_id: str | None, path: Path | None) -> None:
        self.tool_id, self.path = tool_id, path
        self.state = self.store.state(tool_id, path) if tool_id is not None and path is not None else None
        self._show()

    def _show(self) -> None:
        state = self.state
        if state is None:
            self.badge.setText("")
            self.approve_button.setEnabled(False)
            self.diff_button.setEnabled(False)
            self.revoke_button.setEnabled(False)
            return
        policy = trust.policy(Settings.load(self.settings_path))
        names = {trust.APPROVED: self.tr("Approved"), trust.CHANGED: self.tr("Changed since you approved it"),
                 trust.UNREVIEWED: self.tr("Not reviewed yet")}
        text = names.get(state["state"], state["state"])
        if state["state"] == trust.CHANGED:
            text += " — " + self.tr("approved SHA-256 %1").replace("%1", state["approved_sha256"][:16] + "…")
        policies = {"off": self.tr("off"), "warn": self.tr("warn"), "enforce": self.tr("enforce")}
        text += "\n" + self.tr("Trust policy for agent calls: %1").replace("%1", policies[policy])
        self.badge.setText(text)
        theme.text_style(self.badge, {"approved": "ok", "changed": "error"}.get(state["state"], "pending"))
        self.approve_button.setEnabled(state["state"] != trust.APPROVED and state["sha256"] is not None)
        self.diff_button.setEnabled(state["state"] == trust.CHANGED)
        self.revoke_button.setEnabled(state["state"] in (trust.APPROVED, trust.CHANGED))

    @Slot()
    def approve(self) -> None:
        if self.tool_id is not None and self.path is not None:
            self._pin(self.tool_id, self.path, approve=True)

    @Slot()
    def revoke(self) -> None:
        if self.tool_id is not None and self.path is not None:
            self._pin(self.tool_id, self.path, approve=False)

    def _pin(self, tool_id: str, path: Path, *, approve: bool, expected: str | None = None) -> None:
        """Approve (pin the file as it is now; ``expected``: only the version the user reviewed) or revoke the pin
        of ``tool_id``; a write that fails shows on the badge. A broken trust store is never written."""
        if self.controller is None:
            self.badge.setText(self.tr("Nothing was saved: this approval is only shown here."))
            return
        try:
            self.controller.ops.set_trust(tool_id, path, approve, expected=expected)
        except trust.ChangedMeanwhile:
            self.badge.setText(self.tr("The file changed after the diff was shown, so nothing was approved: "
                                       "review the changes again."))
            theme.text_style(self.badge, "error")
            return
        except OSError as error:
            self.badge.setText(str(error))
            return
        if self.tool_id == tool_id:
            self.show_tool(self.tool_id, self.path)
        self.changed.emit()

    @Slot()
    def review(self) -> None:
        """The diff of this tool's file; its Approve pins this tool and exactly the version shown (the panel may
        show another tool by then, and the file may change while the diff is open)."""
        if self.tool_id is None or self.path is None:
            return
        tool_id, path = self.tool_id, self.path
        text, shown = self.store.review(path)
        if text is None:
            text = self.tr("No approved copy to compare with (the file is larger than 4 MiB).")
        self.dialog = DiffDialog(text, self, lambda: self._approve_reviewed(tool_id, path, shown))
        self.dialog.show()

    def _approve_reviewed(self, tool_id: str, path: Path, shown: str | None) -> None:
        if shown is None:
            self.badge.setText(self.tr("The file cannot be read, so nothing was approved."))
            theme.text_style(self.badge, "error")
            return
        self._pin(tool_id, path, approve=True, expected=shown)


class GuardSections(QWidget):
    """Both sections for the Details pane."""

    def __init__(self, state_dir: Path, settings_path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.sandbox = SandboxBox(state_dir, self)
        self.trust = TrustBox(state_dir, settings_path, self)
        layout.addWidget(self.sandbox)
        layout.addWidget(self.trust)

    def bind(self, controller: Controller) -> None:
        """Writes from these sections become the controller's operations (undo entry, Changes.guard)."""
        self.sandbox.controller = self.trust.controller = controller

    def show_tool(self, tool: Tool | None, state_dir: Path | None = None, settings_path: Path | None = None) -> None:
        if state_dir is not None:
            self.sandbox.state_dir = self.trust.state_dir = Path(state_dir)
        if settings_path is not None:
            self.trust.settings_path = Path(settings_path)
        self.setVisible(tool is not None)
        if tool is None:
            self.trust.show_tool(None, None)
            return
        level = tool.value("trust")
        if tool.id != self.sandbox.tool_id or not self.sandbox.is_dirty():  # a rescan keeps typed limits
            self.sandbox.show_profile(tool.id, level if isinstance(level, str) else "owner")
        self.trust.show_tool(tool.id, tool.path)


class SettingsGuardTab(Retranslatable, QWidget):
    """The Settings dialog's "Sandbox and trust" tab: the default profile and the trust policy."""

    def __init__(self, state_dir: Path, policy: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.profile = SandboxBox(state_dir, self)
        self.profile.save_button.hide()  # the dialog's Save saves it
        self.profile.show_profile(None)
        layout.addWidget(self.profile)
        row = QFormLayout()
        self.policy_caption = QLabel()
        self.policy = QComboBox()
        self.policy.setObjectName("trust-policy")
        for value in trust.POLICIES:
            self.policy.addItem(value, value)
        self.policy.setCurrentIndex(self.policy.findData(policy if policy in trust.POLICIES else trust.DEFAULT_POLICY))
        row.addRow(self.policy_caption, self.policy)
        layout.addLayout(row)
        self.policy_help = wrap_label()
        layout.addWidget(self.policy_help)
        layout.addStretch(1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.policy_caption.setText(self.tr("Trust policy for agent calls"))
        label_field(self.policy_caption, self.policy)
        names = {"off": self.tr("off: never check"), "warn": self.tr("warn: run, and say the tool changed"),
                 "enforce": self.tr("enforce: refuse changed or unreviewed tools")}
        for i in range(self.policy.count()):
            self.policy.setItemText(i, names[self.policy.itemData(i)])
        self.policy_help.setText(self.tr("Applies to tool-call and MCP calls; runs you start in this window are never "
                                         "refused."))

