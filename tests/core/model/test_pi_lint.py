"""SPEC §11/§12: lint speaks about pi tools, and three rules no longer misfire on real scripts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from scriptdeck.core.model.lint_file import lint_path, lint_registered
from scriptdeck.core.model.registry import Layer, Registry
from scriptdeck.core.store.paths import Home

from tests.conftest import cli_json, write_script


@pytest.fixture
def pi_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "pi"
    folder.mkdir()
    return folder


def _registry(tmp_path: Path, pi_dir: Path) -> Registry:
    home = Home(tmp_path / "deck", forced=True)
    (home.root / "scripts").mkdir(parents=True)
    registry = Registry(home, pi_layers=[Layer("pi-project", pi_dir, "pi", True)])
    registry.scan()
    return registry


def _codes(registry: Registry, file_name: str) -> list[str]:
    tool = next(t for t in registry.all_tools() if t.path.name == file_name)
    return [f.code for f in lint_registered(tool, registry)]


def test_no_description(tmp_path, pi_dir):
    write_script(pi_dir / "bare.sh", "#!/bin/bash\necho x\n", executable=False)
    assert "pi-no-description" in _codes(_registry(tmp_path, pi_dir), "bare.sh")


def test_described_tool_is_clean(tmp_path, pi_dir):
    write_script(pi_dir / "good.sh", "#!/bin/bash\n# Name: good\n# Description: Fine.\n# Timeout: 5000\necho\n",
                 executable=False)
    assert _codes(_registry(tmp_path, pi_dir), "good.sh") == []


@pytest.mark.parametrize("value,flagged", [("2", True), ("999", True), ("5s", True), ("1000", False),
                                            ("45000", False), ("0x10", False)])
def test_timeout_under_a_second(tmp_path, pi_dir, value, flagged):
    write_script(pi_dir / "t.sh", f"#!/bin/bash\n# Description: d\n# Timeout: {value}\necho\n")
    assert ("pi-timeout-short" in _codes(_registry(tmp_path, pi_dir), "t.sh")) is flagged


@pytest.mark.parametrize("line", ["# name: lower", "#Name: nospace", "# NAME: upper", "#  Name: two spaces",
                                  "# Description:tight", "# timeout: 5000"])
def test_key_pi_ignores(tmp_path, pi_dir, line):
    write_script(pi_dir / "k.sh", f"#!/bin/bash\n# Description: d\n{line}\necho\n")
    registry = _registry(tmp_path, pi_dir)
    tool = next(t for t in registry.all_tools() if t.path.name == "k.sh")
    findings = [f for f in lint_registered(tool, registry) if f.code == "pi-key-ignored"]
    assert len(findings) == 1, line
    assert line in findings[0].message()


def test_invalid_name_value(tmp_path, pi_dir):
    write_script(pi_dir / "gather-logs.sh", "#!/bin/bash\n# Name: Gather-Logs\n# Description: d\necho\n")
    registry = _registry(tmp_path, pi_dir)
    tool = registry.get("gather_logs_sh")
    finding = next(f for f in lint_registered(tool, registry) if f.code == "pi-name-invalid")
    assert "gather_logs" in finding.fix()


def test_two_files_one_name(tmp_path, pi_dir):
    write_script(pi_dir / "a-b.sh", "#!/bin/bash\n# Description: first\necho\n")
    write_script(pi_dir / "a_b.sh", "#!/bin/bash\n# Description: second\necho\n")
    registry = _registry(tmp_path, pi_dir)
    assert registry.get("a_b_sh").description == "second", "the later file by name wins, as in pi"
    assert "pi-name-collision" in _codes(registry, "a-b.sh")


def test_symlink_pi_skips(tmp_path, pi_dir):
    target = write_script(tmp_path / "elsewhere" / "real.sh", "#!/bin/bash\n# Description: d\necho\n")
    (pi_dir / "real.sh").symlink_to(target)
    registry = _registry(tmp_path, pi_dir)
    assert registry.get("real_sh") is None, "pi does not register a link"
    assert "pi-symlink" in _codes(registry, "real.sh")


def test_cli_lint_reports_pi_findings(tmp_path):
    """Through ``scriptdeck lint --json`` in a separate process (the pi project folder chosen in settings)."""
    project = tmp_path / "proj"
    write_script(project / ".pi" / "scripts" / "secs.sh", "#!/bin/bash\n# Description: d\n# Timeout: 2\necho\n")
    (tmp_path / "deck" / "config").mkdir(parents=True)
    (tmp_path / "deck" / "config" / "settings.json").write_text(json.dumps({"pi_project": str(project)}))
    _code, payload = cli_json("--home", str(tmp_path / "deck"), "lint", "--json")
    codes = {f["code"] for entry in payload["files"] if entry["path"].endswith("secs.sh") for f in entry["findings"]}
    assert "pi-timeout-short" in codes


# -- false positives and a misleading text ---------------------------------------------------------------

CLEAN = ("#!/bin/sh\n# Description: A clean tool. Details.\n# Display name: Clean\n# 显示名称：干净\n"
         "echo\n")


def _miyu_codes(tmp_path: Path, text: str) -> list[str]:
    path = write_script(tmp_path / "tool.sh", text)
    return [f.code for f in lint_path(path)]


@pytest.mark.parametrize("line", ["# generate an access token: https://github.com/settings/tokens",
                                  "# needs a token: pass it in $GH_TOKEN", "# set TOKEN=$GH_TOKEN",
                                  "# password: ask the user", "# api_key=<your key>"])
def test_prose_about_secrets_is_not_a_secret(tmp_path, line):
    assert "secret-in-header" not in _miyu_codes(tmp_path, CLEAN.replace("echo\n", line + "\necho\n"))


@pytest.mark.parametrize("line", ["# password=hunter2", "# token= abcdef123456", "# token: 8f3a9c2e1b7d4f60a9e2",
                                  "# key: sk-abcdefghijklmnopqrstuvwx", "# API_KEY: \"AbCdEf0123456789xyz\""])
def test_secret_values_are_still_found(tmp_path, line):
    assert "secret-in-header" in _miyu_codes(tmp_path, CLEAN.replace("echo\n", line + "\necho\n"))


def test_full_width_latin_is_english_enough(tmp_path):
    text = CLEAN.replace("A clean tool. Details.", "Make text ｖａｐｏｒｗａｖｅ.")
    assert "description-not-english" not in _miyu_codes(tmp_path, text)


def test_chinese_description_is_still_flagged(tmp_path):
    text = CLEAN.replace("A clean tool. Details.", "查天气。")
    assert "description-not-english" in _miyu_codes(tmp_path, text)


def test_no_zh_name_message_with_an_english_name(tmp_path):
    path = write_script(tmp_path / "tool.sh", CLEAN.replace("# 显示名称：干净\n", ""))
    finding = next(f for f in lint_path(path) if f.code == "no-zh-name")
    assert "can only show the tool id" not in finding.message()
    assert "Display name" in finding.message()


def test_no_zh_name_message_without_any_name(tmp_path):
    path = write_script(tmp_path / "tool.sh", CLEAN.replace("# 显示名称：干净\n", "").replace("# Display name: Clean\n", ""))
    finding = next(f for f in lint_path(path) if f.code == "no-zh-name")
    assert "can only show the tool id" in finding.message()
