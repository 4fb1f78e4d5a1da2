"""The window's Sandbox and Trust sections (SPEC §17): edit a tool's limits, the default profile in Settings, the
trust badge, the diff view with Approve, registering pins the file, and the limit badge of a stopped run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QPushButton
from scriptdeck.core.run.sandbox import Profile, SandboxStore
from scriptdeck.core.run.trust import TrustStore
from scriptdeck.core.store.paths import Home

from tests.conftest import write_script

TOOL = "#!/bin/sh\n# Description: Says hi.\necho hi\n"


@pytest.fixture
def home(tmp_path) -> Home:
    root = tmp_path / "home"
    write_script(root / "scripts" / "hi.sh", TOOL)
    write_script(root / "scripts" / "ext.sh", "#!/bin/sh\n# Description: External.\n# Trust: external\necho x\n")
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    return Home(root, forced=True)


def test_sandbox_section_saves_the_tools_limits(window, home):
    window.select_tool("hi")
    box = window.details.guard.sandbox
    box.spins["memory_mb"].setValue(256)
    box.network.setCurrentIndex(box.network.findData("deny"))
    box.findChild(QPushButton, "sandbox-save").click()
    # what the panel stored for this tool, not the merged profile (defaults would hide a save that wrote nothing)
    stored = SandboxStore(home.state_dir).overrides("hi")
    assert (stored.get("memory_mb"), stored.get("network")) == (256, "deny"), stored
    assert SandboxStore(home.state_dir).profile("hi") == Profile(memory_mb=256, network="deny")
    box.findChild(QPushButton, "sandbox-reset").click()
    assert SandboxStore(home.state_dir).overrides("hi") == {}


def test_external_tool_shows_isolation_by_default(window):
    window.select_tool("ext")
    box = window.details.guard.sandbox
    assert box.network.currentData() == "deny"
    assert box.files.currentData() == "read-only"
    assert "isolation" in box.status.text()


def test_trust_badge_diff_and_approve(window, home, qtbot):
    window.select_tool("hi")
    section = window.details.guard.trust
    assert "Not reviewed" in section.badge.text()
    section.findChild(QPushButton, "trust-approve").click()
    assert TrustStore(home.state_dir).state("hi", home.global_dir / "hi.sh")["state"] == "approved"
    assert section.badge.text().startswith("Approved")
    with open(home.global_dir / "hi.sh", "a") as handle:
        handle.write("rm -rf ~\n")
    window.controller.rescan()
    window.select_tool("hi")
    window.details.show_tool(window.controller.registry.get("hi"))
    assert section.badge.text().startswith("Changed")
    section.findChild(QPushButton, "trust-review").click()
    dialog = section.dialog
    assert dialog is not None
    assert "+rm -rf ~" in dialog.view.toPlainText()
    dialog.approve_button.click()
    assert TrustStore(home.state_dir).state("hi", home.global_dir / "hi.sh")["state"] == "approved"
    assert section.badge.text().startswith("Approved")


def test_settings_tab_saves_default_profile_and_policy(window, home):
    from scriptdeck.gui.settings.settings_dialog import SettingsDialog

    dialog = SettingsDialog(window.controller, window)
    tab = dialog.guard_tab
    tab.profile.spins["cpu_seconds"].setValue(9)
    tab.policy.setCurrentIndex(tab.policy.findData("enforce"))
    dialog.save()
    assert SandboxStore(home.state_dir).default_profile().cpu_seconds == 9
    saved = json.loads(home.settings_path.read_text())
    assert saved["trust_policy"] == "enforce"


def test_registering_in_the_window_approves(window, home, tmp_path):
    source = write_script(tmp_path / "new.sh", "#!/bin/sh\n# Description: New.\necho new\n")
    answer = window.controller.ops.register({"action": "register", "path": str(source), "scope": "global"})
    assert TrustStore(home.state_dir).state(answer["id"], Path(answer["path"]))["state"] == "approved"


@pytest.mark.slow
def test_limit_badge_on_a_run_stopped_by_its_cpu_limit(qtbot, window, home):
    from scriptdeck.gui.run.run_view import RunView

    write_script(home.global_dir / "spin.sh", "#!/bin/sh\n# Description: Spins.\n# Timeout: 60\nwhile :; do :; done\n")
    SandboxStore(home.state_dir).update("spin", {"cpu_seconds": 1})
    window.controller.rescan()
    run = window.controller.runs.start("spin", {})  # a window run: the same RunService as tool-call and MCP
    view = RunView(run, "spin")
    qtbot.addWidget(view)
    qtbot.waitUntil(lambda: run.result is not None, timeout=60000)
    qtbot.waitUntil(lambda: "CPU LIMIT" in view.badges.text(), timeout=5000)
    assert run.result.limit == "cpu"
