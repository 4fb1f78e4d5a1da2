"""The MCP server's pure parts, without a process or a QApplication: tool mapping, results, client configs."""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scriptdeck.core.mcp.clients import (
    ConfigError,
    add_to_claude_desktop,
    config_snippets,
    server_args,
    server_entry,
)
from scriptdeck.core.mcp.tools import (
    MAX_IMAGE_BYTES,
    MAX_IMAGES,
    call_result,
    input_schema,
    json_object,
    listed_tools,
)
from scriptdeck.core.run.runplan import RunResult

from tests.conftest import make_registry

PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 32


def result(**fields) -> RunResult:
    base = {"success": True, "exit_code": 0, "stdout": "", "stderr": ""}
    return RunResult(**{**base, **fields})


# -- tools/list mapping ---------------------------------------------------------------------------------------


def test_listed_tools_skip_hidden_and_add_manage_on_request(home, script):
    script(home.global_dir / "a.sh", "#!/bin/sh\n# Description: A.\n")
    script(home.global_dir / "b.sh", "#!/bin/sh\n# Description: B.\n")
    (home.global_dir / "index.json").write_text(json.dumps({"scripts": [{"id": "b", "path": "b.sh",
                                                                          "load_policy": "hidden"}]}))
    registry = make_registry(home)
    names = [t["name"] for t in listed_tools(registry, "en")]
    assert "b" not in names
    assert "a" in names
    assert "manage_script" in [t["name"] for t in listed_tools(registry, "en", allow_manage=True)]


def test_schema_without_type_gets_object(home, script):
    script(home.global_dir / "a.sh", '#!/bin/sh\n# Description: A.\n# Parameters: {"properties":{"x":{"type":"string"}}}\n')
    tool = make_registry(home).get("a")
    assert input_schema(tool) == {"type": "object", "properties": {"x": {"type": "string"}}}


# -- results -----------------------------------------------------------------------------------------------


def test_failure_text_is_the_result_json():
    failed = result(success=False, exit_code=2, stdout="no", stderr="why")
    out = call_result(failed)
    assert out["isError"] is True
    assert json.loads(out["content"][0]["text"]) == failed.to_json()


def test_images_at_most_eight_and_five_mib(tmp_path: Path):
    paths = []
    for i in range(MAX_IMAGES + 2):
        path = tmp_path / f"p{i}.png"
        path.write_bytes(PNG)
        paths.append(path)
    big = tmp_path / "big.png"
    big.write_bytes(PNG + b"\0" * MAX_IMAGE_BYTES)
    images = [{"path": str(big), "alt": ""}] + [{"path": str(p), "alt": ""} for p in paths]
    out = call_result(result(stdout="pictures", images=images))
    sent = [item for item in out["content"] if item["type"] == "image"]
    assert len(sent) == MAX_IMAGES
    assert base64.b64decode(sent[0]["data"]) == PNG
    assert "over the 5 MiB limit" in out["content"][0]["text"], "a skipped picture is said in the text"
    assert f"more than {MAX_IMAGES} images" in out["content"][0]["text"]


def test_image_that_is_not_a_picture_or_a_fifo_is_skipped(tmp_path: Path):
    text = tmp_path / "notes.png"
    text.write_text("hello")
    fifo = tmp_path / "pipe.png"
    os.mkfifo(fifo)
    out = call_result(result(images=[{"path": str(text), "alt": ""}, {"path": str(fifo), "alt": ""},
                                     {"path": str(tmp_path / "gone.png"), "alt": ""}]))
    assert [item["type"] for item in out["content"]] == ["text"]
    assert out["content"][0]["text"].count("[image not sent:") == 3


@pytest.mark.parametrize("stdout", ['{"a": NaN}', '{"a": 1e400}', "[1, 2]", '"text"', "{" * 5000 + "}" * 5000, ""])
def test_structured_content_only_for_strict_json_objects(stdout: str):
    assert json_object(stdout) is None
    assert "structuredContent" not in call_result(result(stdout=stdout))


@given(st.text(max_size=200))
@settings(max_examples=200, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_any_stdout_gives_a_serializable_result(stdout: str):
    out = call_result(result(stdout=stdout))
    json.dumps(out, allow_nan=False)
    assert out["content"][0]["text"] == stdout


# -- client configs -------------------------------------------------------------------------------------------


def test_snippets_name_this_scriptdeck_home_and_persona(tmp_path: Path):
    snippets = config_snippets(tmp_path / "h", "work", command=["/opt/sd/bin/scriptdeck"])
    desktop = json.loads(snippets["claude_desktop"].text)
    assert desktop == {"mcpServers": {"scriptdeck": {"command": "/opt/sd/bin/scriptdeck",
                                                     "args": ["mcp", "--home", str(tmp_path / "h"),
                                                              "--persona", "work"]}}}
    assert json.loads(snippets["cursor"].text) == desktop
    assert json.loads(snippets["vscode"].text)["servers"]["scriptdeck"]["type"] == "stdio"
    assert snippets["claude_code"].text == ("claude mcp add --scope user scriptdeck -- /opt/sd/bin/scriptdeck mcp "
                                            f"--home {tmp_path / 'h'} --persona work")


def test_snippet_with_python_module_fallback():
    entry = server_entry(["/usr/bin/python3", "-m", "scriptdeck"], server_args())
    assert entry == {"command": "/usr/bin/python3", "args": ["-m", "scriptdeck", "mcp"]}


def test_merge_keeps_other_servers_and_backs_up(tmp_path: Path):
    path = tmp_path / "claude_desktop_config.json"
    original = {"mcpServers": {"other": {"command": "x", "args": ["1"]}}, "globalShortcut": "Ctrl+Space"}
    path.write_text(json.dumps(original))
    entry = {"command": "/bin/scriptdeck", "args": ["mcp"]}
    answer = add_to_claude_desktop(entry, path)
    merged = json.loads(path.read_text())
    assert merged["mcpServers"]["other"] == original["mcpServers"]["other"]
    assert merged["globalShortcut"] == "Ctrl+Space"
    assert merged["mcpServers"]["scriptdeck"] == entry
    assert json.loads(Path(answer["backup"]).read_text()) == original
    again = add_to_claude_desktop(entry, path)
    assert again["changed"] is False, "no write when nothing changes"


def test_merge_creates_a_missing_config(tmp_path: Path):
    path = tmp_path / "Claude" / "claude_desktop_config.json"
    answer = add_to_claude_desktop({"command": "sd", "args": []}, path)
    assert json.loads(path.read_text()) == {"mcpServers": {"scriptdeck": {"command": "sd", "args": []}}}
    assert answer["backup"] is None


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", '{"mcpServers": []}', '{"a": NaN}', "\ud800"])
def test_merge_refuses_a_broken_config_and_leaves_it(tmp_path: Path, text: str):
    path = tmp_path / "claude_desktop_config.json"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    with pytest.raises(ConfigError) as refused:
        add_to_claude_desktop({"command": "sd", "args": []}, path)
    assert "left untouched" in refused.value.error or "not valid JSON" in refused.value.error
    assert path.read_bytes() == text.encode("utf-8", "surrogatepass")
    assert not (tmp_path / "claude_desktop_config.json.bak").exists()


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=10),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                                        max_size=3), max_leaves=10)


@given(other=st.dictionaries(st.text(min_size=1, max_size=8).filter(lambda k: k != "scriptdeck"), json_values,
                             max_size=4),
       extra=st.dictionaries(st.text(max_size=8).filter(lambda k: k != "mcpServers"), json_values, max_size=4))
@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
def test_merge_keeps_any_other_content(tmp_path: Path, other: dict, extra: dict):
    path = tmp_path / "hypo.json"
    path.write_text(json.dumps({**extra, "mcpServers": other}))
    add_to_claude_desktop({"command": "sd", "args": ["mcp"]}, path)
    merged = json.loads(path.read_text())
    assert {k: v for k, v in merged.items() if k != "mcpServers"} == extra
    assert {k: v for k, v in merged["mcpServers"].items() if k != "scriptdeck"} == other


def test_catalog_reuses_unchanged_entries_and_sees_index_edits(home, script):
    from scriptdeck.core.mcp.tools import ToolCatalog

    script(home.global_dir / "a.sh", "#!/bin/sh\n# Description: A.\n")
    script(home.global_dir / "b.sh", "#!/bin/sh\n# Description: B.\n")
    registry = make_registry(home)
    catalog = ToolCatalog("en")
    first = {t["name"]: t for t in catalog.build(registry)}
    (home.global_dir / "index.json").write_text(json.dumps({"scripts": [{"id": "b", "path": "b.sh",
                                                                          "description": "B, overridden."}]}))
    registry.scan()
    second = {t["name"]: t for t in catalog.build(registry)}
    assert second["b"]["description"] == "B, overridden.", "an index override is seen"
    assert second["a"] is first["a"], "an unchanged tool keeps its entry"
    assert second == {t["name"]: t for t in listed_tools(registry, "en")}, "same as a fresh build"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(min_size=1, max_size=6), unique=True, max_size=30), st.integers(min_value=0, max_value=8))
def test_pages_serve_each_tool_once_in_order_and_the_last_page_has_no_cursor(names: list[str], size: int):
    """Following ``nextCursor`` from the first page serves every tool exactly once, in name order, and no page is
    empty: an exactly full last page has no nextCursor."""
    from scriptdeck.core.mcp.tools import page

    tools = [{"name": name} for name in sorted(names)]
    served: list[str] = []
    cursor = None
    for _ in range(len(tools) + 2):
        chunk, cursor = page(tools, cursor, size)
        served += [tool["name"] for tool in chunk]
        assert size <= 0 or len(chunk) <= size
        assert chunk or not tools, "never an empty page (an exactly full page is the last one)"
        if cursor is None:
            break
    assert cursor is None and served == [tool["name"] for tool in tools]


@pytest.mark.parametrize("cursor", [7, "!!", "dDk5=", base64.b64encode(b"\xff").decode(), "dA"])
def test_a_cursor_this_server_did_not_make_is_refused(cursor):
    from scriptdeck.core.mcp.tools import page

    tools = [{"name": "t1"}, {"name": "t2"}]
    with pytest.raises(ValueError):
        page(tools, cursor, 1)
