"""SPEC §8 pure parts: argv flags, stdin choice, environment, output clipping, images."""

from __future__ import annotations

from pathlib import Path

import pytest
from scriptdeck.core.dialects.header import parse_miyu
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.run.runplan import (
    STREAM_MARK,
    TEXT_LIMIT,
    TEXT_MARK,
    RunRefused,
    build_plan,
    finish_result,
    flags_argv,
    split_images,
    stdin_bytes,
)


def test_flags_fact():
    args = {"query": "hello world", "limit": -5, "json": True, "dry": False, "nothing": None, "tags": ["a", "b"],
            "stdin": "raw"}
    assert flags_argv(args) == ["--json", "--limit=-5", "--query=hello world", '--tags=["a","b"]']


def test_flags_objects_numbers_and_non_objects():
    assert flags_argv({"o": {"k": "v"}, "f": 1.5, "z": 0}) == ["--f=1.5", '--o={"k":"v"}', "--z=0"]
    assert flags_argv(["not", "an", "object"]) == []


def test_stdin_choice():
    assert stdin_bytes({"stdin": "raw text", "x": 1}) == b"raw text"
    assert stdin_bytes({"stdin": "", "x": 1}) == b'{"stdin":"","x":1}'
    assert stdin_bytes({"stdin": 5}) == b'{"stdin":5}'
    assert stdin_bytes({"q": "中文"}) == '{"q":"中文"}'.encode()


def tool_at(path: Path, text: str) -> Tool:
    path.write_text(text)
    path.chmod(0o755)
    return Tool(path.stem, path, "global", header=parse_miyu(text.encode()))


def test_environment_and_timeout(tmp_path):
    tool = tool_at(tmp_path / "t.sh", "#!/bin/sh\n# Description: D.\n# Timeout: 999\n")
    plan = build_plan(tool, {"q": "x"}, cache_dir=tmp_path / "cache")
    assert plan.env["MIYU_ARGS_JSON"] == '{"q":"x"}'
    assert plan.env["MIYU_SCRIPT_CACHE_DIR"] == str(tmp_path / "cache")
    assert plan.timeout_seconds == 300
    assert plan.cwd == str(tmp_path)
    assert plan.arguments == []
    big = {"blob": "x" * 70000}
    assert "MIYU_ARGS_JSON" not in build_plan(tool, big, cache_dir=tmp_path).env
    exact = {"b": "x" * (65536 - len('{"b":""}'))}
    assert "MIYU_ARGS_JSON" in build_plan(tool, exact, cache_dir=tmp_path).env


def test_default_timeout(tmp_path):
    tool = tool_at(tmp_path / "t.sh", "#!/bin/sh\n# Description: D.\n")
    assert build_plan(tool, {}, cache_dir=tmp_path).timeout_seconds == 120


def test_schema_refusal_lists_each_path(tmp_path):
    tool = tool_at(tmp_path / "t.sh", '#!/bin/sh\n# Description: D.\n# Parameters: {"type":"object","properties":'
                   '{"n":{"type":"integer"},"s":{"type":"string"}},"required":["s"]}\n')
    with pytest.raises(RunRefused) as caught:
        build_plan(tool, {"n": "five"}, cache_dir=tmp_path)
    assert "n: 'five' is not of type 'integer'" in caught.value.error
    assert "'s' is a required property" in caught.value.error


def test_schema_draft_from_dollar_schema(tmp_path):
    text = ('#!/bin/sh\n# Description: D.\n# Parameters: {"$schema":"http://json-schema.org/draft-04/schema#",'
            '"type":"object","properties":{"n":{"type":"number","maximum":5,"exclusiveMaximum":true}}}\n')
    tool = tool_at(tmp_path / "t.sh", text)
    build_plan(tool, {"n": 4}, cache_dir=tmp_path)
    with pytest.raises(RunRefused):
        build_plan(tool, {"n": 5}, cache_dir=tmp_path)


def test_generic_schema_requires_an_object(tmp_path):
    tool = tool_at(tmp_path / "t.sh", "#!/bin/sh\n# Description: D.\n")
    build_plan(tool, {"anything": [1, 2]}, cache_dir=tmp_path)
    with pytest.raises(RunRefused):
        build_plan(tool, ["not", "object"], cache_dir=tmp_path)


def test_images_are_split_out(tmp_path):
    text = "before\n  MIYU-IMAGE: pics/a.png | a cat | really\nMIYU-IMAGE:/abs/b.png\nafter"
    kept, images = split_images(text, "/cache")
    assert kept == "before\nafter"
    assert images == [{"path": "/cache/pics/a.png", "alt": "a cat | really"}, {"path": "/abs/b.png", "alt": ""}]


def _plan(tmp_path):
    tool = tool_at(tmp_path / "t.sh", "#!/bin/sh\n# Description: D.\n")
    return build_plan(tool, {}, cache_dir=tmp_path / "c")


def test_clipping_markers(tmp_path):
    plan = _plan(tmp_path)
    long = "y" * (TEXT_LIMIT + 10)
    result = finish_result(plan, long.encode(), b"  err  \n", exit_code=0, overflow={})
    assert result.stdout == "y" * TEXT_LIMIT + TEXT_MARK
    assert result.stderr == "err"
    assert result.truncated == {"stdout": True, "stderr": False}
    result = finish_result(plan, b"abc", b"", exit_code=0, overflow={"stdout": True})
    assert result.stdout == "abc" + STREAM_MARK
    assert result.truncated["stdout"]


def test_result_json_keys_and_timeout_error(tmp_path):
    plan = _plan(tmp_path)
    result = finish_result(plan, b"", b"", exit_code=None, overflow={}, timed_out=True, duration_ms=5)
    data = result.to_json()
    assert list(data)[:4] == ["success", "exit_code", "stdout", "stderr"]
    assert data["error"] == "script timed out after 120s"
    assert data["timed_out"]
    assert data["exit_code"] is None
    ok = finish_result(plan, b"x", b"", exit_code=0, overflow={}).to_json()
    assert "error" not in ok
    assert ok["success"] is True


def test_tool_error_is_recognised(tmp_path):
    plan = _plan(tmp_path)
    result = finish_result(plan, b'progress\n{"ok":false,"error":"no","fix":"do"}', b"", exit_code=2, overflow={})
    assert result.tool_error() == {"ok": False, "error": "no", "fix": "do"}
    assert result.outcome == "said_no"
