"""SPEC §5: index.json read leniently, written safely, never losing a byte the user wrote."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from scriptdeck.core.model.manage import ManageError, Manager
from scriptdeck.core.store.fsutil import WriteFailed
from scriptdeck.core.store.index_store import IndexUnreadable, merge_entry, read_index, update_index

from tests.conftest import make_registry, write_script

TOOL = "#!/bin/sh\n# Description: Header description.\n# Timeout: 30\necho hi\n"


def persona_dir(home) -> Path:
    return home.persona_dir


def index_path(home) -> Path:
    return home.persona_dir / "index.json"


def setup_tool(home, name: str = "alpha.sh") -> Path:
    return write_script(persona_dir(home) / name, TOOL)


@pytest.mark.parametrize("content", ["{not json", "[1, 2, 3]", '"just a string"', '{"scripts": {"a": 1}}'])
def test_corrupt_index_tools_still_listed_and_file_never_overwritten(home, content):
    setup_tool(home)
    index_path(home).write_text(content)
    registry = make_registry(home)
    tool = registry.get("alpha")
    assert tool is not None
    assert tool.state == "registered"
    assert tool.description == "Header description."
    manager = Manager(registry)
    for request in ({"action": "set", "id": "alpha", "description": "x"},
                    {"action": "unregister", "id": "alpha"},
                    {"action": "register", "path": str(setup_tool(home, "beta.sh"))}):
        with pytest.raises(ManageError) as caught:
            manager.call(request)
        assert "index.json" in caught.value.error
        assert caught.value.fix
    assert index_path(home).read_text() == content
    assert not (persona_dir(home) / "index.json.bak").exists()


def test_invalid_json_is_reported_by_registry(home):
    setup_tool(home)
    index_path(home).write_text("{oops")
    registry = make_registry(home)
    assert "persona" in registry.index_errors()
    codes = [f.code for f in registry.scan_findings()]
    assert "index-unreadable" in codes


def test_unknown_keys_and_malformed_entries_survive_every_write(home):
    setup_tool(home)
    setup_tool(home, "beta.sh")
    original = {
        "version": 7, "x-note": {"keep": True},
        "scripts": ["just a string", {"id": "", "path": "alpha.sh"}, {"path": "no-id.sh"}, 42,
                    {"id": "alpha", "path": "alpha.sh", "custom": [1, 2], "timeout_seconds": "soon"}],
        "disabled": ["weird", {"id": "ghost", "note": "mine"}],
    }
    index_path(home).write_text(json.dumps(original))
    registry = make_registry(home)
    assert registry.get("alpha").timeout_seconds == 30  # the bad override is ignored, header wins
    manager = Manager(registry)
    manager.call({"action": "register", "path": "beta.sh", "description": "Beta override."})
    manager.call({"action": "set", "id": "alpha", "timeout_seconds": 45})
    manager.call({"action": "unregister", "id": "beta"})
    manager.call({"action": "enable", "id": "beta"})
    data = json.loads(index_path(home).read_text())
    assert data["version"] == 7
    assert data["x-note"] == {"keep": True}
    for item in ("just a string", {"id": "", "path": "alpha.sh"}, {"path": "no-id.sh"}, 42):
        assert item in data["scripts"]
    alpha = next(e for e in data["scripts"] if isinstance(e, dict) and e.get("id") == "alpha")
    assert alpha["custom"] == [1, 2]
    assert alpha["timeout_seconds"] == 45
    assert "weird" in data["disabled"]
    assert {"id": "ghost", "note": "mine"} in data["disabled"]


def test_concurrent_external_edit_is_reread_and_reapplied(home):
    setup_tool(home)
    index_path(home).write_text(json.dumps({"scripts": [], "owner": "me"}))
    calls = []

    def edit(root):
        if not calls:  # another program writes between our read and our write
            index_path(home).write_text(json.dumps({"scripts": [], "owner": "me", "other": "their change"}))
        calls.append(1)
        merge_entry(root, "alpha", "alpha.sh", {"description": "Ours."})

    assert update_index(home.persona_dir, edit)
    data = json.loads(index_path(home).read_text())
    assert data["other"] == "their change"
    assert data["scripts"][0]["description"] == "Ours."
    assert len(calls) == 2


def test_crash_mid_write_leaves_old_file_intact(home, monkeypatch):
    setup_tool(home)
    before = json.dumps({"scripts": [{"id": "alpha", "path": "alpha.sh", "description": "Old."}]})
    index_path(home).write_text(before)

    def boom(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(WriteFailed):
        update_index(home.persona_dir, lambda root: merge_entry(root, "alpha", "alpha.sh", {"description": "New."}))
    assert index_path(home).read_text() == before
    leftovers = [p.name for p in home.persona_dir.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


def test_full_disk_through_manage_reports_and_keeps_file(home, monkeypatch):
    setup_tool(home)
    before = json.dumps({"scripts": [{"id": "alpha", "path": "alpha.sh"}]})
    index_path(home).write_text(before)
    registry = make_registry(home)

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError):
        Manager(registry).call({"action": "set", "id": "alpha", "description": "New."})
    assert index_path(home).read_text() == before


def test_backup_kept_and_only_explicit_fields_written(home):
    setup_tool(home)
    index_path(home).write_text(json.dumps({"scripts": [{"id": "alpha", "path": "alpha.sh"}]}))
    registry = make_registry(home)
    Manager(registry).call({"action": "set", "id": "alpha", "description": "Explicit.", "groups": [],
                            "argv": "none", "trust": "owner", "parameters": None})
    assert json.loads((home.persona_dir / "index.json.bak").read_text()) == {
        "scripts": [{"id": "alpha", "path": "alpha.sh"}]}
    entry = json.loads(index_path(home).read_text())["scripts"][0]
    assert entry == {"id": "alpha", "path": "alpha.sh", "description": "Explicit."}


@pytest.mark.parametrize("kind", ["symlink out of the folder", "fifo", "dangling symlink"])
def test_backup_replaces_what_is_at_its_name_never_writing_through_it(home, tmp_path, kind):
    """The ``.bak`` name is ScriptDeck's: a link there is replaced, never followed (it once overwrote the file
    it pointed at, outside every layer), and a FIFO there neither blocks nor fails the write."""
    setup_tool(home)
    original = json.dumps({"scripts": [{"id": "alpha", "path": "alpha.sh"}]})
    index_path(home).write_text(original)
    backup = home.persona_dir / "index.json.bak"
    outside = tmp_path / "outside.txt"
    outside.write_text("precious user data")
    if kind == "fifo":
        os.mkfifo(backup)
    elif kind == "dangling symlink":
        backup.symlink_to(tmp_path / "gone" / "nowhere.txt")
    else:
        backup.symlink_to(outside)
    Manager(make_registry(home)).call({"action": "set", "id": "alpha", "description": "New."})
    assert outside.read_text() == "precious user data"
    assert not (tmp_path / "gone").exists()
    assert not backup.is_symlink() and backup.is_file()
    assert backup.read_text() == original
    assert json.loads(index_path(home).read_text())["scripts"][0]["description"] == "New."


def test_no_write_when_nothing_changed(home):
    setup_tool(home)
    index_path(home).write_text(json.dumps({"scripts": [{"id": "alpha", "path": "alpha.sh", "description": "D."}]}))
    stat_before = index_path(home).stat()
    wrote = update_index(home.persona_dir, lambda root: merge_entry(root, "alpha", "alpha.sh", {"description": "D."}))
    assert wrote is False
    assert index_path(home).stat().st_mtime_ns == stat_before.st_mtime_ns
    assert not (home.persona_dir / "index.json.bak").exists()


def test_no_file_created_for_a_noop(home):
    assert update_index(home.global_dir, lambda root: None) is False
    assert not (home.global_dir / "index.json").exists()


def test_read_index_variants(tmp_path):
    assert read_index(tmp_path).exists is False
    (tmp_path / "index.json").write_text("")
    assert read_index(tmp_path).error is None
    (tmp_path / "index.json").write_text("[]")
    doc = read_index(tmp_path)
    assert doc.root == {}
    assert doc.write_block
    with pytest.raises(IndexUnreadable):
        update_index(tmp_path, lambda root: root.update({"a": 1}))
    assert (tmp_path / "index.json").read_text() == "[]"


def test_merge_rule_index_beats_header_beats_default(home):
    write_script(home.persona_dir / "tool.py",
                 "#!/usr/bin/env python3\n# Description: From header.\n# Group: g1\n# Timeout: 50\n"
                 "# Argv: flags\n# Trust: external\n")
    index_path(home).write_text(json.dumps({"scripts": [
        {"id": "tool", "path": "tool.py", "description": "  ", "groups": [], "timeout_seconds": None,
         "argv": "none", "trust": "owner", "parameters": None, "display_name": "", "load_policy": "summary"}]}))
    tool = make_registry(home).get("tool")
    resolved = tool.resolved()
    assert resolved["description"] == ("From header.", "header")
    assert resolved["groups"] == (["g1"], "header")
    assert resolved["timeout_seconds"] == (50, "header")
    assert resolved["argv"] == ("flags", "header")
    assert resolved["trust"] == ("external", "header")
    assert resolved["load_policy"][0] == "group"  # header groups switch summary to group
    index_path(home).write_text(json.dumps({"scripts": [
        {"id": "tool", "path": "tool.py", "description": "From index.", "groups": ["g2"], "timeout_seconds": 10,
         "argv": "flags", "trust": "external", "skill_only": True, "always_loaded": True, "load_policy": "hidden"}]}))
    resolved = make_registry(home).get("tool").resolved()
    assert resolved["description"] == ("From index.", "index")
    assert resolved["groups"] == (["g2"], "index")
    assert resolved["timeout_seconds"] == (10, "index")
    assert resolved["skill_only"] == (True, "index")
    assert resolved["always_loaded"] == (True, "index")
    assert resolved["load_policy"] == ("hidden", "index")


def test_entry_path_must_stay_inside_layer(home, tmp_path):
    outside = write_script(tmp_path / "outside.sh", TOOL)
    setup_tool(home)
    index_path(home).write_text(json.dumps({"scripts": [
        {"id": "escape", "path": "../../../../outside.sh"},
        {"id": "absolute", "path": str(outside)},
        {"id": "missing", "path": "nope.sh"},
        {"id": "alpha", "path": "alpha.sh"}]}))
    registry = make_registry(home)
    assert registry.get("escape") is None
    assert registry.get("absolute") is None
    assert registry.get("missing") is None
    assert registry.get("alpha").state == "registered"
    flagged = {f.tool_id for f in registry.scan_findings() if f.code == "index-entry-outside"}
    assert flagged == {"escape", "absolute", "missing"}
