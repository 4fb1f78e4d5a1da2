"""SPEC §13 end to end: ``scriptdeck`` run as a separate process, the way an agent calls it."""

from __future__ import annotations

import json

from tests.conftest import cli_json, run_cli, write_script


def test_register_list_show_as_an_agent_would(tmp_path):
    home = tmp_path / "h"
    source = write_script(tmp_path / "battery-care.py",
                          "#!/usr/bin/env python3\n# 显示名称：电量管理\n# Description: Check battery health.\n"
                          "# Group: system\n# Timeout: 30\nprint('ok')\n")
    code, result = cli_json("--home", str(home), "tool-call", "manage_script", "--args",
                            json.dumps({"action": "register", "path": str(source), "scope": "global"}))
    assert code == 0
    assert result["ok"]
    assert result["id"] == "battery_care"
    assert result["copied"]
    code, listed = cli_json("--home", str(home), "list", "--json")
    assert code == 0
    assert any(r["id"] == "battery_care" and r["layer"] == "global" for r in listed["registered"])
    code, again = cli_json("--home", str(home), "tool-call", "manage_script", "--stdin",
                           stdin=json.dumps({"action": "list"}))
    assert again == listed
    code, shown = cli_json("--home", str(home), "show", "battery_care", "--json")
    assert code == 0
    expected_keys = ["id", "layer", "path", "display_name_zh", "display_name_en", "display_name", "description",
                     "stub", "groups", "timeout_seconds", "argv", "parameters", "capabilities",
                     "granted_capabilities", "trust", "always_loaded", "enabled", "sources", "lint"]
    assert set(expected_keys) <= set(shown)
    assert shown["display_name"] == {"zh_CN": "电量管理", "en": "Battery care"}
    assert shown["timeout_seconds"] == 30
    assert shown["sources"]["timeout_seconds"] == "header"
    assert shown["stub"] == "Check battery health. (stub)"
    assert shown["parameters"]["properties"]["stdin"]["type"] == "string"
    assert shown["enabled"] is True


def test_show_defaults(tmp_path):
    home = tmp_path / "h"
    write_script(home / "scripts" / "plain.sh", "#!/bin/sh\n# Description: Plain.\n")
    code, shown = cli_json("--home", str(home), "show", "plain", "--json")
    assert shown["timeout_seconds"] == 120
    assert shown["sources"]["timeout_seconds"] == "default"
    assert shown["display_name"]["en"] == "Plain"


def test_manage_error_is_json_and_nonzero(tmp_path):
    code, result = cli_json("--home", str(tmp_path / "h"), "tool-call", "manage_script", "--args",
                            '{"action":"nope"}')
    assert code != 0
    assert result["ok"] is False
    assert "unknown action: nope" in result["error"]
    assert result["fix"]


def test_describe(tmp_path):
    code, schema = cli_json("--home", str(tmp_path / "h"), "tool-call", "manage_script", "--describe")
    assert code == 0
    assert schema["type"] == "object"
    assert "action" in schema["properties"]


def test_lint_exit_codes(tmp_path):
    home = tmp_path / "h"
    assert run_cli("--home", str(home), "lint").returncode == 0
    write_script(home / "scripts" / "bad.sh", "#!/bin/sh\n# Description: D.\n# Parameters: {nope}\necho\n")
    done = run_cli("--home", str(home), "lint", "--json")
    assert done.returncode == 1
    report = json.loads(done.stdout)
    assert report["ok"] is False
    assert any(f["code"] == "params-not-json" for file in report["files"] for f in file["findings"])
    done = run_cli("--home", str(home), "lint", "bad")
    assert done.returncode == 1
    assert "params-not-json" in done.stdout


def test_lint_in_chinese(tmp_path):
    home = tmp_path / "h"
    write_script(home / "scripts" / "nozh.sh", "#!/bin/sh\n# Description: D.\necho\n")
    done = run_cli("--home", str(home), "lint", "nozh", env={"LANG": "zh_CN.UTF-8"})
    assert "显示名称" in done.stdout
    assert "没有" in done.stdout


def test_persona_flag(tmp_path):
    home = tmp_path / "h"
    write_script(home / "scripts" / "personas" / "work" / "w.sh", "#!/bin/sh\n# Description: Work.\n")
    _, default = cli_json("--home", str(home), "list", "--json")
    _, work = cli_json("--home", str(home), "--persona", "work", "list", "--json")
    assert "w" not in [r["id"] for r in default["registered"]]
    assert "w" in [r["id"] for r in work["registered"]]


def test_unknown_tool_show(tmp_path):
    code, result = cli_json("--home", str(tmp_path / "h"), "show", "ghost", "--json")
    assert code == 3
    assert result["ok"] is False


def test_unreadable_index_is_reported_on_stderr_and_left_alone(tmp_path):
    home = tmp_path / "h"
    write_script(home / "scripts" / "keep.sh", "#!/bin/sh\n# Description: Kept.\necho\n")
    (home / "scripts" / "index.json").write_text("{oops")
    done = run_cli("--home", str(home), "list", "--json")
    assert done.returncode == 0
    assert "keep" in [r["id"] for r in json.loads(done.stdout)["registered"]]
    assert "index.json cannot be read" in done.stderr
    assert "Repair" in done.stderr
    code, result = cli_json("--home", str(home), "tool-call", "manage_script", "--args",
                            '{"action":"unregister","id":"keep"}')
    assert code == 1
    assert "unreadable" in result["error"]
    assert (home / "scripts" / "index.json").read_text() == "{oops"


def test_tool_call_with_broken_json_is_refused(tmp_path):
    home = tmp_path / "h"
    write_script(home / "scripts" / "t.sh", "#!/bin/sh\n# Description: T.\necho ran\n")
    code, result = cli_json("--home", str(home), "tool-call", "t", "--args", "{not json")
    assert code == 3
    assert result["ok"] is False
    assert "JSON" in result["error"]
    code, result = cli_json("--home", str(home), "tool-call", "t", "--stdin", stdin="[1,")
    assert code == 3
    assert result["ok"] is False


def test_host_client_rejects_bad_json_argument():
    done = run_cli("host", "providers.get", "{oops", env={"SCRIPTDECK_HOST_SOCKET": "/nonexistent/sock"})
    assert done.returncode == 1
    assert json.loads(done.stdout)["error"]["code"] == "invalid_argument"
