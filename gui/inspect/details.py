"""The details of the selected tool: names, paths, description, stub, capabilities, lint with fixes, source."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)
from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import translate
from scriptdeck.core.host.protocol import granted_capabilities
from scriptdeck.core.mcp.cost import COSTLY_TOKENS
from scriptdeck.core.model.lint import GRANTABLE
from scriptdeck.core.model.tool import REGISTERED, Tool
from scriptdeck.gui.guard.sandbox_panel import GuardSections
from scriptdeck.gui.inspect.agent_view import AgentView  # palette
from scriptdeck.gui.inspect.lint_section import LintSection
from scriptdeck.gui.inspect.marks_bar import MarksBar
from scriptdeck.gui.inspect.source_preview import SourcePreview
from scriptdeck.gui.services.controller import Controller
from scriptdeck.gui.services.texts import group_label, join_list, layer_label
from scriptdeck.gui.widgets.common import Retranslatable, clear_layout, never_squeezed, wrap_label


class DetailsPane(Retranslatable, QWidget):
    fix_applied = Signal()

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool: Tool | None = None
        scroll = QScrollArea(self)
        self.scroll_area = scroll  # not "scroll": that would hide QWidget.scroll()
        scroll.setWidgetResizable(True)
        body = QWidget()
        scroll.setWidget(never_squeezed(body))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        layout = QVBoxLayout(body)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.marks = MarksBar(controller)  # favourite star and aliases (issue 45)
        layout.addWidget(self.marks)
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.values: dict[str, QLabel] = {}
        self.captions: dict[str, QLabel] = {}
        for key in ("state", "name_zh", "name_en", "id", "path", "layer", "description", "stub", "cost", "groups",
                    "timeout", "argv", "trust", "raycast"):
            caption, value = QLabel(), wrap_label()
            self.captions[key], self.values[key] = caption, value
            self.form.addRow(caption, value)
        self.values["stub"].setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))  # verbatim
        layout.addLayout(self.form)
        self.convert_button = QPushButton()
        self.convert_button.setObjectName("convert-raycast")
        self.convert_button.clicked.connect(self.convert_tool)
        layout.addWidget(self.convert_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.caps_box = QGroupBox()
        self.caps_layout = QVBoxLayout(self.caps_box)
        layout.addWidget(self.caps_box)
        self.guard = GuardSections(controller.home.state_dir, controller.home.settings_path)  # sandbox + trust (§17)
        self.guard.bind(controller)
        layout.addWidget(self.guard)
        self.lint = LintSection(controller)  # findings, one-click fixes and their undo (lint_section.py)
        self.lint.fix_applied.connect(self.fix_applied)
        layout.addWidget(self.lint)
        self.source_box = SourcePreview()  # the file's first lines, its header highlighted (source_preview.py)
        self.source = self.source_box.source
        layout.addWidget(self.source_box)
        self.agent_view = AgentView(controller)  # palette: "As the agent sees it" (gui/inspect/agent_view.py)
        layout.addWidget(self.agent_view)
        layout.addStretch(1)
        self.retranslate_ui()
        self.show_tool(None)

    def retranslate_ui(self) -> None:
        captions = {
            "state": self.tr("State"), "name_zh": self.tr("Chinese name"), "name_en": self.tr("English name"),
            "id": self.tr("Id"), "path": self.tr("Path"), "layer": self.tr("Layer"),
            "description": self.tr("Description"), "stub": self.tr("What the agent sees (stub)"),
            "cost": self.tr("Context cost"),
            "groups": self.tr("Groups"), "timeout": self.tr("Timeout"), "argv": self.tr("Arguments"),
            "trust": self.tr("Trust"), "raycast": self.tr("Raycast"),
        }
        self.convert_button.setText(self.tr("Convert to a ScriptDeck tool…"))
        for key, text in captions.items():
            self.captions[key].setText(text)
        self.caps_box.setTitle(self.tr("Host capabilities"))
        self.show_tool(self.tool)

    @property
    def lang(self) -> str:
        """The UI language, always the window's (the pane never keeps a copy that could go stale)."""
        return self.controller.lang

    def set_lang(self, lang: str) -> None:
        self.controller.lang = lang
        self.show_tool(self.tool)

    # -- filling -----------------------------------------------------------------------------------

    def show_tool(self, tool: Tool | None) -> None:
        if tool is None or self.tool is None or tool.id != self.tool.id:
            self.scroll_area.verticalScrollBar().setValue(0)  # a new tool starts at its top
        self.tool = tool
        self.agent_view.show_tool(tool)  # palette
        self.marks.show_tool(tool)
        if tool is None:
            self.title.setText(self.tr("Select a tool to see its details"))
            for value in self.values.values():
                value.setText("")
            self._fill_caps(None)
            self.guard.show_tool(None)
            self.lint.show_tool(None)
            self._fill_raycast(None)
            self.source_box.show_tool(None)
            return
        resolved = tool.resolved()
        self.title.setText(tool.display_name(self.lang))
        none = self.tr("(none)")
        states = {"registered": self.tr("Enabled"), "disabled": self.tr("Disabled"),
                  "unregistered": self.tr("Not registered")}
        state = states.get(tool.state, tool.state)
        if tool.state != REGISTERED and tool.fix:
            fix = translate("registry", tool.fix, self.lang).format(scope=tool.disabled_scope or "")
            state += " — " + fix
        elif tool.state == REGISTERED:
            errors = sum(f.severity == "error" for f in self.controller.lint(tool))
            if errors:
                state = self.tr("Enabled, but with %1 lint error(s) — see Lint below").replace("%1", str(errors))
        self.values["state"].setText(state)
        self.values["name_zh"].setText(resolved["display_name_zh"][0] or none)
        self.values["name_en"].setText(resolved["display_name_en"][0] or self.tr("%1 (from the id)").replace(
            "%1", tool.humanized()))
        self.values["id"].setText(tool.id)
        self.values["path"].setText(str(tool.path))
        label = layer_label(tool.layer)
        self.values["layer"].setText(label)
        self.values["description"].setText(self._description(tool) or none)
        self.values["stub"].setText(tool.stub)
        self.values["stub"].setToolTip(self.tr("Exactly what the agent receives, in English; not translated."))
        self.values["groups"].setText(join_list([group_label(tool, g) for g in tool.groups]) or self.tr("Ungrouped"))
        source = resolved["timeout_seconds"][1]
        self.values["timeout"].setText(self.tr("%1 s (%2)").replace("%1", f"{tool.timeout_seconds:g}")
                                       .replace("%2", self._source_name(source)))
        self.values["argv"].setText(self.tr("flags on argv and JSON on stdin") if tool.argv == "flags"
                                    else self.tr("values as $1 $2 … and JSON on stdin") if tool.argv == "positional"
                                    else self.tr("JSON on stdin"))
        self.values["trust"].setText(self.tr("external (no host access)") if resolved["trust"][0] == "external"
                                     else self.tr("owner"))
        self.show_cost()
        self._fill_raycast(tool)
        self.guard.show_tool(tool, self.controller.home.state_dir, self.controller.home.settings_path)
        self._fill_caps(tool)
        self.lint.show_tool(tool)
        self.source_box.show_tool(tool)

    def show_cost(self) -> None:
        """What the shown tool costs the agent on every turn, in tokens, full and as a stub (SPEC §22)."""
        tool, label = self.tool, self.values["cost"]
        if tool is None:
            label.setText("")
            return
        cost = self.controller.cost.tool_cost(tool)
        if cost is not None and cost.tokens > COSTLY_TOKENS:
            self.lint.show_tool(tool)  # the count arrived after the file's own lint: add description-costly
        if cost is not None:
            label.setText(self.tr("~%1 tokens on every turn (as a stub: ~%2)").replace("%1", f"{cost.tokens:,}")
                          .replace("%2", f"{cost.stub_tokens:,}"))
        elif not tool.enabled or tool.value("load_policy") == "hidden":
            label.setText(self.tr("nothing: agents are not sent this tool (disabled or hidden)"))
        elif self.controller.cost.error:
            label.setText(self.tr("not counted: %1").replace("%1", self.controller.cost.error))
        else:
            label.setText(self.tr("counting…"))

    def _fill_raycast(self, tool: Tool | None) -> None:
        """A Raycast command's own fields, and the button that copies it into a ScriptDeck layer."""
        meta = tool.raycast.metadata() if tool is not None and tool.raycast is not None else None
        self.form.setRowVisible(self.values["raycast"], meta is not None)
        self.convert_button.setVisible(meta is not None)
        if meta is None:
            return
        parts = [self.tr("mode: %1").replace("%1", meta["mode"] or "—")]
        if meta["icon"]:
            parts.append(self.tr("icon: %1").replace("%1", meta["icon"]))
        if meta["refresh_time"]:
            parts.append(self.tr("refresh: %1").replace("%1", meta["refresh_time"]))
        if meta["current_directory_path"]:
            parts.append(self.tr("runs in: %1").replace("%1", meta["current_directory_path"]))
        if meta["needs_confirmation"]:
            parts.append(self.tr("asks before each run"))
        if meta["package_name"]:
            parts.append(self.tr("package: %1").replace("%1", meta["package_name"]))
        self.values["raycast"].setText("; ".join(parts))

    @Slot()
    def convert_tool(self) -> dict | None:
        """Copy the Raycast command into the persona layer with a Miyu header (read-only in place)."""
        tool = self.tool
        if tool is None or tool.raycast is None:
            return None
        try:  # recorded for undo, like every change from the window
            answer = self.controller.ops.copy_tool(tool.id, "persona", self.tr("Convert %1").replace("%1", tool.id))
        except LocalizedError as error:
            self.controller.error.emit(*error.message(self.controller.lang))
            return None
        except OSError as error:
            self.controller.error.emit(str(error), self.tr("Check free disk space and permissions."))
            return None
        self.controller.message.emit(self.tr("Converted: %1").replace("%1", answer.get("path", "")))
        return answer

    def _description(self, tool: Tool) -> str:
        """Chinese UI: the header's 描述 line first when the tool has one (the English line is what the agent
        gets, so it follows); English UI: the effective description."""
        header = tool.header
        description, source = tool.effective("description")
        if self.lang != "en" and header is not None and header.description_zh and source == "header":
            if description and description != header.description_zh:
                return f"{header.description_zh}\n{description}"
            return header.description_zh
        return description

    def _source_name(self, source: str) -> str:
        return {"header": self.tr("header"), "index": self.tr("index.json"), "default": self.tr("default")}[source]

    def _fill_caps(self, tool: Tool | None) -> None:
        clear_layout(self.caps_layout)
        declared = tool.resolved()["capabilities"][0] if tool else []
        if not tool or not declared:
            self.caps_layout.addWidget(QLabel(self.tr("This tool asks for no host capabilities.")))
            return
        revoked = self.controller.settings.revoked(tool.id)
        granted = granted_capabilities(tool, revoked)
        for capability in declared:
            box = QCheckBox(capability)
            known = capability in GRANTABLE
            box.setChecked(capability in granted)
            box.setEnabled(known and tool.resolved()["trust"][0] != "external")
            if not known:
                box.setText(capability + "  " + self.tr("(unknown, ignored)"))
            box.toggled.connect(lambda on, c=capability: self._toggle_capability(c, on))
            self.caps_layout.addWidget(box)

    def _toggle_capability(self, capability: str, granted: bool) -> None:
        if self.tool is None:
            return
        revoked = [c for c in self.controller.settings.revoked(self.tool.id) if c != capability]
        if not granted:
            revoked.append(capability)
        try:
            self.controller.ops.set_revoked(self.tool.id, revoked)
        except (OSError, ValueError) as error:
            self.controller.error.emit(str(error), self.tr("Check the settings file and free disk space."))
