"""Settings: home, persona, pi folders, language, run defaults, and the host's providers and subsystems.

Saved to settings.json (mode 0600). The API key field is masked; keys never leave this file.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.store.settings import SUBSYSTEMS
from scriptdeck.gui.guard.sandbox_panel import SettingsGuardTab
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.widgets import theme  # palette: every hand-set colour comes from one module
from scriptdeck.gui.widgets.access import label_field
from scriptdeck.gui.widgets.common import Retranslatable, wheel_only_when_focused
from scriptdeck.gui.widgets.file_dialog import ui_file_dialog

PROVIDER_TEXT = ("id", "display_name", "protocol", "default_model", "base_url", "api_key")


class SettingsDialog(Retranslatable, QDialog):
    """Non-modal; ``applied`` is emitted after a successful save."""

    applied = Signal()

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.data = controller.settings.snapshot()
        self.setMinimumSize(640, 480)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs)
        self._build_general()
        self._build_host()
        self.guard_tab = SettingsGuardTab(controller.home.state_dir, str(self.data.get("trust_policy", "")))
        self.guard_tab.profile.controller = controller  # its Save / Reset are Controller operations too
        self.tabs.addTab(self.guard_tab, "")  # sandbox default profile + trust policy (SPEC §17)
        from scriptdeck.gui.settings.libraries_tab import LibrariesTab

        self.libraries_tab = LibrariesTab(controller)
        self.tabs.addTab(self.libraries_tab, "")  # libraries from git (SPEC §29)
        self.finished.connect(lambda _result: self.libraries_tab.closing())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        self.error_label = QLabel()
        theme.text_style(self.error_label, "error")
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self.retranslate_ui()

    # -- general -----------------------------------------------------------------------------------

    def _build_general(self) -> None:
        page = QWidget()
        form = QFormLayout(page)
        self.home_edit = QLineEdit(str(self.data.get("home") or self.controller.home.root))
        self.home_browse = QPushButton()
        self.home_browse.clicked.connect(lambda: self._browse(self.home_edit))
        self.home_caption = QLabel()
        form.addRow(self.home_caption, self._with_button(self.home_edit, self.home_browse))
        self.persona_caption = QLabel()
        self.persona_edit = QComboBox()
        self.persona_edit.setEditable(True)
        self.persona_edit.addItems(self.controller.personas())
        self.persona_edit.setCurrentText(self.controller.home.persona)
        form.addRow(self.persona_caption, self.persona_edit)
        self.project_caption = QLabel()
        self.project_edit = QLineEdit(str(self.data.get("pi_project") or ""))
        self.project_browse = QPushButton()
        self.project_browse.clicked.connect(lambda: self._browse(self.project_edit))
        form.addRow(self.project_caption, self._with_button(self.project_edit, self.project_browse))
        self.libraries_caption = QLabel()
        self.libraries = QListWidget()
        self.libraries.setMaximumHeight(90)
        for lib in self.data.get("libraries") or []:
            if isinstance(lib, dict) and isinstance(lib.get("path"), str):
                self._add_library_item(lib["path"], "raycast" if lib.get("dialect") == "raycast" else "pi")
        self.add_library = QPushButton()
        self.add_library.clicked.connect(lambda: self._add_library("pi"))
        self.add_raycast = QPushButton()
        self.add_raycast.setObjectName("add-raycast-library")
        self.add_raycast.clicked.connect(lambda: self._add_library("raycast"))
        self.remove_library = QPushButton()
        self.remove_library.clicked.connect(self._remove_library)
        box = QVBoxLayout()
        box.addWidget(self.libraries)
        row = QHBoxLayout()
        row.addWidget(self.add_library)
        row.addWidget(self.add_raycast)
        row.addWidget(self.remove_library)
        row.addStretch(1)
        box.addLayout(row)
        form.addRow(self.libraries_caption, box)
        self.language_caption = QLabel()
        self.language = QComboBox()
        self.language.addItem("", None)
        self.language.addItem("中文", "zh_CN")
        self.language.addItem("English", "en")
        # the language the window runs in (a --lang flag may differ from the saved one); only a change is applied
        self.language.setCurrentIndex(max(self.language.findData(self.controller.lang), 0))
        self._running_language = self.language.currentData()
        self.chosen_language: str | None = None  # set by a successful Save when the user picked another one
        form.addRow(self.language_caption, self.language)
        self.scope_caption = QLabel()
        self.default_scope = QComboBox()
        self.default_scope.addItem("", "persona")
        self.default_scope.addItem("", "global")
        self.default_scope.setCurrentIndex(1 if self.data.get("default_scope") == "global" else 0)
        form.addRow(self.scope_caption, self.default_scope)
        self.budget_caption = QLabel()
        self.budget = QSpinBox()  # SPEC §22: tokens per persona; the status bar turns amber over it
        wheel_only_when_focused(self.persona_edit, self.language, self.default_scope, self.budget)
        self.budget.setObjectName("context-budget")
        self.budget.setRange(100, 10_000_000)
        self.budget.setSingleStep(1000)
        self.budget.setGroupSeparatorShown(True)
        self.budget.setValue(self.controller.settings.context_budget())
        form.addRow(self.budget_caption, self.budget)
        self.tabs.addTab(page, "")

    @staticmethod
    def _with_button(edit: QLineEdit, button: QPushButton) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(edit, 1)
        row.addWidget(button)
        return row

    def _browse(self, edit: QLineEdit) -> None:
        dialog = ui_file_dialog(self, self.tr("Choose a folder"), edit.text())
        dialog.setFileMode(QFileDialog.FileMode.Directory)
        dialog.fileSelected.connect(edit.setText)
        dialog.open()

    @Slot()
    def _remove_library(self) -> None:
        self.libraries.takeItem(self.libraries.currentRow())

    def _add_library(self, dialect: str) -> None:
        title = self.tr("Choose a pi scripts folder") if dialect == "pi" else self.tr("Choose a Raycast script commands folder")
        dialog = ui_file_dialog(self, title)
        dialog.setFileMode(QFileDialog.FileMode.Directory)
        dialog.fileSelected.connect(lambda path: self._add_library_item(path, dialect))
        dialog.open()

    def _add_library_item(self, path: str, dialect: str) -> None:
        """One library row: the folder and its dialect (``pi`` or ``raycast``), kept as the item's data."""
        item = QListWidgetItem(f"{path}  ({'Raycast' if dialect == 'raycast' else 'pi'})")
        item.setData(Qt.ItemDataRole.UserRole, {"path": path, "dialect": dialect})
        self.libraries.addItem(item)

    # -- host --------------------------------------------------------------------------------------

    def _build_host(self) -> None:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.providers_box = QGroupBox()
        providers_layout = QHBoxLayout(self.providers_box)
        left = QVBoxLayout()
        self.provider_list = QListWidget()
        self.provider_list.currentRowChanged.connect(self._show_provider)
        left.addWidget(self.provider_list)
        buttons = QHBoxLayout()
        self.add_provider = QPushButton()
        self.add_provider.clicked.connect(self._new_provider)
        self.remove_provider = QPushButton()
        self.remove_provider.clicked.connect(self._delete_provider)
        buttons.addWidget(self.add_provider)
        buttons.addWidget(self.remove_provider)
        left.addLayout(buttons)
        providers_layout.addLayout(left, 1)
        form = QFormLayout()
        self.provider_captions: dict[str, QLabel] = {}
        self.provider_edits: dict[str, QLineEdit] = {}
        for key in (*PROVIDER_TEXT, "models"):
            self.provider_captions[key] = QLabel()
            edit = QLineEdit()
            edit.setObjectName(f"provider-{key}")
            if key == "api_key":
                edit.setEchoMode(QLineEdit.EchoMode.Password)
            edit.editingFinished.connect(self._store_provider)
            self.provider_edits[key] = edit
            form.addRow(self.provider_captions[key], edit)
        self.provider_enabled = QCheckBox()
        self.provider_enabled.toggled.connect(lambda _: self._store_provider())
        form.addRow("", self.provider_enabled)
        self.provider_active = QCheckBox()
        self.provider_active.toggled.connect(lambda _: self._store_provider())
        form.addRow("", self.provider_active)
        providers_layout.addLayout(form, 2)
        layout.addWidget(self.providers_box)
        self.subsystems_box = QGroupBox()
        grid = QHBoxLayout(self.subsystems_box)
        current = self.controller.settings.subsystems()
        self.subsystem_boxes: dict[str, QCheckBox] = {}
        for name in SUBSYSTEMS:
            box = QCheckBox(name)
            box.setChecked(current[name])
            self.subsystem_boxes[name] = box
            grid.addWidget(box)
        layout.addWidget(self.subsystems_box)
        self.providers: list[dict[str, Any]] = [dict(p) for p in self.controller.settings.providers()]
        self.active = [dict(a) for a in self.controller.settings.active()]
        for provider in self.providers:
            self.provider_list.addItem(provider.get("display_name") or provider["id"])
        self.tabs.addTab(page, "")
        if self.providers:
            self.provider_list.setCurrentRow(0)
        else:
            self._show_provider(-1)

    def _show_provider(self, row: int) -> None:
        provider = self.providers[row] if 0 <= row < len(self.providers) else None
        for key, edit in self.provider_edits.items():
            edit.blockSignals(True)
            value = provider.get(key) if provider else ""
            edit.setText(", ".join(value) if key == "models" and isinstance(value, list) else str(value or ""))
            edit.setEnabled(provider is not None)
            edit.blockSignals(False)
        for box, value in ((self.provider_enabled, provider.get("enabled", True) if provider else False),
                           (self.provider_active, bool(provider and any(a.get("provider_id") == provider["id"]
                                                                        for a in self.active)))):
            box.blockSignals(True)
            box.setChecked(bool(value))
            box.setEnabled(provider is not None)
            box.blockSignals(False)

    @Slot()
    def _store_provider(self) -> None:
        row = self.provider_list.currentRow()
        if not 0 <= row < len(self.providers):
            return
        provider = self.providers[row]
        old_id = provider.get("id")
        for key in PROVIDER_TEXT:
            text = self.provider_edits[key].text().strip()
            if text or key in provider:
                provider[key] = text
        provider["models"] = [m.strip() for m in self.provider_edits["models"].text().split(",") if m.strip()]
        provider["enabled"] = self.provider_enabled.isChecked()
        self.active = [a for a in self.active if a.get("provider_id") not in (old_id, provider.get("id"))]
        if self.provider_active.isChecked():
            self.active.append({"provider_id": provider.get("id"), "model": provider.get("default_model") or ""})
        self.provider_list.item(row).setText(provider.get("display_name") or provider.get("id") or "?")

    @Slot()
    def _new_provider(self) -> None:
        base, n = "provider", 1
        ids = {p.get("id") for p in self.providers}
        while f"{base}{n}" in ids:
            n += 1
        self.providers.append({"id": f"{base}{n}", "enabled": True, "models": []})
        self.provider_list.addItem(f"{base}{n}")
        self.provider_list.setCurrentRow(len(self.providers) - 1)

    @Slot()
    def _delete_provider(self) -> None:
        row = self.provider_list.currentRow()
        if 0 <= row < len(self.providers):
            removed = self.providers.pop(row)
            self.active = [a for a in self.active if a.get("provider_id") != removed.get("id")]
            self.provider_list.takeItem(row)

    # -- text and saving ---------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.tabs.setTabText(0, self.tr("General"))
        self.tabs.setTabText(1, self.tr("Host"))
        self.tabs.setTabText(2, self.tr("Sandbox and trust"))
        self.tabs.setTabText(self.tabs.indexOf(self.libraries_tab), self.tr("Libraries"))
        self.home_caption.setText(self.tr("Home (holds scripts/)"))
        self.persona_caption.setText(self.tr("Persona"))
        self.project_caption.setText(self.tr("pi project folder"))
        self.project_edit.setPlaceholderText(self.tr("(the current folder)"))
        self.libraries_caption.setText(self.tr("Extra libraries (pi, Raycast)"))
        self.language_caption.setText(self.tr("Language"))
        self.language.setItemText(0, self.tr("Follow the system"))
        self.scope_caption.setText(self.tr("Register new scripts into"))
        self.default_scope.setItemText(0, self.tr("the persona layer"))
        self.default_scope.setItemText(1, self.tr("the global layer"))
        self.budget_caption.setText(self.tr("Context budget (tokens per persona)"))
        self.budget.setSuffix(" " + self.tr("tokens"))
        self.budget.setToolTip(self.tr("What one persona's tool list may cost the agent on every turn; the status "
                                       "bar turns amber above it"))
        for button in (self.home_browse, self.project_browse):
            button.setText(self.tr("Browse…"))
        for caption, field in ((self.home_caption, self.home_edit), (self.persona_caption, self.persona_edit),
                               (self.project_caption, self.project_edit), (self.libraries_caption, self.libraries),
                               (self.language_caption, self.language), (self.scope_caption, self.default_scope),
                               (self.budget_caption, self.budget)):
            label_field(caption, field)  # a screen reader hears each field by its caption (SPEC §30)
        self.home_browse.setAccessibleName(self.tr("Browse for the home folder"))
        self.project_browse.setAccessibleName(self.tr("Browse for the pi project folder"))
        self.remove_library.setAccessibleName(self.tr("Remove library"))
        self.add_library.setText(self.tr("Add pi folder…"))
        self.add_raycast.setText(self.tr("Add Raycast folder…"))
        self.remove_library.setText(self.tr("Remove"))
        self.providers_box.setTitle(self.tr("Providers the host reports (keys are never shown to scripts)"))
        captions = {"id": self.tr("Id"), "display_name": self.tr("Display name"), "protocol": self.tr("Protocol"),
                    "default_model": self.tr("Default model"), "base_url": self.tr("Base URL"),
                    "api_key": self.tr("API key"), "models": self.tr("Models (comma separated)")}
        for key, text in captions.items():
            self.provider_captions[key].setText(text)
            label_field(self.provider_captions[key], self.provider_edits[key])
        self.provider_list.setAccessibleName(self.tr("Providers"))
        self.provider_enabled.setText(self.tr("Enabled"))
        self.provider_active.setText(self.tr("Active (in use now)"))
        self.add_provider.setText(self.tr("Add"))
        self.remove_provider.setText(self.tr("Remove"))
        self.add_provider.setAccessibleName(self.tr("Add provider"))
        self.remove_provider.setAccessibleName(self.tr("Remove provider"))
        self.subsystems_box.setTitle(self.tr("Subsystems the host reports as enabled"))
        names = {"persona": self.tr("Persona"), "memory": self.tr("Memory"), "skills": self.tr("Skills"),
                 "persona_reminder": self.tr("Persona reminder"), "voice": self.tr("Voice"),
                 "emotion": self.tr("Emotion")}
        for name, box in self.subsystem_boxes.items():
            box.setText(names[name])
            box.setToolTip(name)

    def collect(self) -> dict[str, Any]:
        self._store_provider()
        data = dict(self.data)
        home = self.home_edit.text().strip()
        data["home"] = home or None
        project = self.project_edit.text().strip()
        data["pi_project"] = project or None
        data["libraries"] = [self.libraries.item(i).data(Qt.ItemDataRole.UserRole)
                             for i in range(self.libraries.count())] + self._git_libraries()
        if self.language.currentData() != self._running_language:
            data["language"] = self.language.currentData()
        data["default_scope"] = self.default_scope.currentData()
        data["persona"] = self.persona_edit.currentText().strip() or "default"
        data["providers"] = self.providers
        data["active"] = self.active
        data["subsystems"] = {name: box.isChecked() for name, box in self.subsystem_boxes.items()}
        data["trust_policy"] = self.guard_tab.policy.currentData()
        if "context_budget" in self.data or self.budget.value() != self.controller.settings.context_budget():
            data["context_budget"] = self.budget.value()  # the default is not written into an untouched file
        return {k: v for k, v in data.items() if v is not None}

    def _git_libraries(self) -> list[dict[str, Any]]:
        """The libraries from git as settings.json holds them now (the Libraries tab changes them at once): Save
        keeps them whatever the pi and Raycast list says."""
        from scriptdeck.core.model.library import records
        from scriptdeck.core.store.settings import Settings

        return [record.to_json() for record in records(Settings.load(self.controller.home.settings_path))]

    @Slot()
    def save(self) -> None:
        profile = self.guard_tab.profile
        try:  # only a changed default profile is written, as one undoable step
            self.controller.ops.save_settings(self.collect(), profile.current() if profile.is_dirty() else None,
                                              self.tr("Change the default sandbox profile"))
        except (OSError, ValueError) as error:
            self.error_label.setText(str(error))
            return
        if self.language.currentData() != self._running_language:
            from scriptdeck.gui.services.i18n import system_language

            self.chosen_language = self.language.currentData() or system_language()
        self.applied.emit()
        self.accept()
