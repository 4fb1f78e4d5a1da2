"""SPEC §11: every lint code fires on the case it names, in both languages, with a fix."""

from __future__ import annotations

import json

import pytest
from scriptdeck.core.model.lint import CATALOG, lint_tool
from scriptdeck.core.model.lint_file import lint_path, tool_for_path

from tests.conftest import make_registry, write_script

CLEAN = ("#!/usr/bin/env python3\n# 显示名称：干净\n# Display name: Clean\n# Description: A clean tool. Details.\n"
         '# Parameters: {"type":"object","properties":{"q":{"type":"string","description":"query"}}}\n')


def codes_for(tmp_path, text, name="t.py", executable=True):
    path = write_script(tmp_path / name, text, executable=executable)
    return [f.code for f in lint_path(path)]


def test_clean_tool_has_no_findings(tmp_path):
    assert codes_for(tmp_path, CLEAN) == []


@pytest.mark.parametrize("text,code", [
    ("# Description: x\n", "no-shebang"),
    (CLEAN.replace("# Description: A clean tool. Details.\n", ""), "no-description"),
    (CLEAN.replace('"type":"object","properties"', '"type":"array","items"'), "params-not-object"),
    (CLEAN.replace('"type":"string"', '"type":"strin"'), "params-invalid-schema"),
    ("#!/bin/sh\n# 显示名称：x\n# Description: D.\n# Parameters: {\"a\": nope}\necho\n", "params-not-json"),
    ("#!/bin/sh\n# 显示名称：x\n# Description: D.\n# Parameters:\n# {\"type\": \"object\",\necho\n", "params-unclosed"),
    (CLEAN + "# Id: 1bad\n", "invalid-id"),
    (CLEAN + "# Id: run_command\n", "reserved-id"),
    (CLEAN.replace("# 显示名称：干净\n", ""), "no-zh-name"),
    (CLEAN.replace("Display name: Clean", "Display name: 干净"), "cjk-display-name"),
    (CLEAN.replace("# Description: A clean tool. Details.", "# 描述：一个工具。"), "description-not-english"),
    (CLEAN.replace("A clean tool.", "A tool whose very first sentence goes on far longer than sixty characters."),
     "first-sentence-long"),
    (CLEAN.replace(',"description":"query"', ""), "property-no-description"),
    (CLEAN + "# Timeout: 999\n", "timeout-over-max"),
    (CLEAN + "# Capabilities: host.info, mind.read\n", "unknown-capability"),
    (CLEAN + "# Note: api_key=sk-abcdefghijklmnopqrstuvwx\n", "secret-in-header"),
    (CLEAN + "# token= abcdef123456\n", "secret-in-header"),
])
def test_each_code(tmp_path, text, code):
    assert code in codes_for(tmp_path, text)


def test_no_exec_bit(tmp_path):
    assert "no-exec-bit" in codes_for(tmp_path, CLEAN, executable=False)


def test_no_id(tmp_path):
    assert "no-id" in codes_for(tmp_path, CLEAN, name="查天气.py")


def test_registry_level_codes(home):
    write_script(home.global_dir / "a.sh", CLEAN + "# Id: same\n")
    write_script(home.global_dir / "b.sh", CLEAN + "# Id: same\n")
    (home.persona_dir / "index.json").write_text("{broken")
    (home.global_dir / "index.json").write_text(json.dumps({"scripts": [{"id": "x", "path": "/etc/passwd"}]}))
    codes = {f.code for f in make_registry(home).scan_findings()}
    assert {"duplicate-id", "index-unreadable", "index-entry-outside"} <= codes


def test_every_code_has_both_languages_and_a_fix(tmp_path):
    from scriptdeck.core.contract.i18n import translate

    for code, (severity, message, fix) in CATALOG.items():
        assert severity in ("error", "warning")
        assert fix, code
        zh = translate("lint", message, "zh_CN")
        assert zh != message, f"{code} has no Chinese message"
        assert translate("lint", fix, "zh_CN") != fix, f"{code} has no Chinese fix"


def test_finding_json_shape_in_both_languages(tmp_path):
    path = write_script(tmp_path / "t.py", CLEAN, executable=False)
    finding = next(f for f in lint_tool(tool_for_path(path)) if f.code == "no-exec-bit")
    en = finding.to_json("en")
    zh = finding.to_json("zh_CN")
    assert en["severity"] == "error"
    assert str(path) in en["fix"]
    assert en["message"] != zh["message"]
    assert str(path) in zh["fix"]
