"""Guards for breakages a mutation check (bench/mutate.py) found no test noticing (issue 11):
M08 rollback of a copy when the index write fails, M11 update_index's own refusal of an unreadable index.json,
M15 the 20,000-character cut at its exact edge, M21 visible GUI text outside tr(), M24 unticked drops."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from scriptdeck.core.model.manage import Manager
from scriptdeck.core.run.runplan import RunPlan, finish_result
from scriptdeck.core.store import index_store
from scriptdeck.core.store.index_store import IndexUnreadable, update_index
from scriptdeck.core.store.paths import Home
from scriptdeck.gui.app import create_window

from tests.conftest import REPO, cli_json, drop, make_registry, wait_gone, write_script

GOOD = "#!/bin/sh\n# Description: Good tool.\necho good\n"


def files(folder: Path) -> dict[str, bytes]:
    """Every file's bytes, except the index lock file (it stays, empty, by design)."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and p.name != ".index.json.lock"}


# -- M08: a copy whose index write fails is taken back ------------------------------------------------

@pytest.fixture
def failing_index_write(monkeypatch):
    """Every index.json write fails as a full disk would (after the script was copied)."""
    def refuse(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(index_store, "serialize", refuse)


def test_copy_is_removed_when_the_index_write_fails(home, tmp_path, failing_index_write):
    source = write_script(tmp_path / "src" / "newtool.sh", GOOD)
    before = files(home.persona_dir)
    with pytest.raises(OSError):
        Manager(make_registry(home)).call({"action": "register", "path": str(source)})
    assert not (home.persona_dir / "newtool.sh").exists(), "the copied script was left behind"
    assert files(home.persona_dir) == before
    assert source.read_text() == GOOD


def test_overwritten_script_is_restored_when_the_index_write_fails(home, tmp_path, failing_index_write):
    old = "#!/bin/sh\n# Description: The old one.\necho old\n"
    write_script(home.persona_dir / "tool.sh", old)
    source = write_script(tmp_path / "src" / "tool.sh", GOOD)
    with pytest.raises(OSError):
        Manager(make_registry(home)).call({"action": "register", "path": str(source), "overwrite": True})
    assert (home.persona_dir / "tool.sh").read_text() == old


def test_refused_register_in_place_does_not_chmod(home):
    """A register refused for an unreadable index.json changes nothing, not even the script's mode."""
    from scriptdeck.core.model.manage import ManageError

    index = home.persona_dir / "index.json"
    index.write_text("{broken json")
    script = write_script(home.persona_dir / "plain.sh", GOOD, executable=False)
    mode = script.stat().st_mode
    with pytest.raises(ManageError):
        Manager(make_registry(home)).call({"action": "register", "path": str(script)})
    assert script.stat().st_mode == mode, "the refused register made the script executable"
    assert index.read_text() == "{broken json"
    assert not (home.persona_dir / "index.json.bak").exists()


# -- M11: update_index itself never writes over an index.json it cannot read ----------------------------

UNREADABLE = {
    "invalid JSON": b"{broken json",
    "NaN": b'{"scripts": [{"id": "a", "timeout_seconds": NaN}]}',
    "Infinity": b'{"scripts": [], "x": Infinity}',
    "not UTF-8": b'{"scripts": [], "note": "\xff\xfe"}',
    "root is a list": b'[{"id": "a"}]',
    "scripts is not a list": b'{"scripts": {"id": "a"}}',
    "disabled is not a list": b'{"disabled": "a"}',
    "too deep": b'{"x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
}


@pytest.mark.parametrize("name", sorted(UNREADABLE))
def test_update_index_refuses_an_unreadable_file_and_writes_nothing(tmp_path, name):
    layer = tmp_path / "layer"
    layer.mkdir()
    (layer / "index.json").write_bytes(UNREADABLE[name])
    edits = []

    def edit(root):
        edits.append(True)
        root["scripts"] = [{"id": "new", "path": "new.sh"}]

    with pytest.raises(IndexUnreadable):
        update_index(layer, edit)
    assert (layer / "index.json").read_bytes() == UNREADABLE[name]
    assert not (layer / "index.json.bak").exists()
    assert edits == []


def test_update_index_refuses_an_index_it_cannot_read_at_all(tmp_path):
    layer = tmp_path / "layer"
    (layer / "index.json").mkdir(parents=True)  # read_bytes fails (a directory), whoever we run as
    with pytest.raises(IndexUnreadable):
        update_index(layer, lambda root: root.setdefault("scripts", []).append({"id": "x"}))
    assert (layer / "index.json").is_dir()


# -- M15: the 20,000-character cut, exactly ------------------------------------------------------------

def _plan(tmp_path: Path) -> RunPlan:
    return RunPlan(tool_id="t", program="/bin/true", arguments=[], cwd=str(tmp_path), env={}, stdin=b"",
                   timeout_seconds=10, cache_dir=str(tmp_path / "cache"), args={})


@pytest.mark.parametrize("stream", ["stdout", "stderr"])
def test_exactly_20000_characters_are_kept_whole_and_20001_are_cut(tmp_path, stream):
    for size, cut in ((19_999, False), (20_000, False), (20_001, True)):
        data = ("é" * size).encode()  # characters, not bytes
        result = finish_result(_plan(tmp_path), data if stream == "stdout" else b"",
                               data if stream == "stderr" else b"", exit_code=0, overflow={})
        text = getattr(result, stream)
        assert result.truncated[stream] is cut, size
        assert text == ("é" * 20_000 + "\n...[truncated to 20000 chars]" if cut else "é" * size), size


def test_agent_gets_20000_characters_whole_through_the_cli(tmp_path):
    root = tmp_path / "h"
    write_script(root / "scripts" / "exact.sh", "#!/bin/sh\n# Description: D.\n"
                                                "head -c 20000 /dev/zero | tr '\\0' 'a'\n")
    write_script(root / "scripts" / "over.sh", "#!/bin/sh\n# Description: D.\nhead -c 20001 /dev/zero | tr '\\0' 'b'\n")
    code, exact = cli_json("--home", str(root), "tool-call", "exact", "--args", "{}")
    assert code == 0
    assert exact["stdout"] == "a" * 20000
    assert exact["truncated"]["stdout"] is False
    code, over = cli_json("--home", str(root), "tool-call", "over", "--args", "{}")
    assert over["stdout"] == "b" * 20000 + "\n...[truncated to 20000 chars]"
    assert over["truncated"]["stdout"] is True


# -- a timeout also kills what outlived the leader ----------------------------------------------------

def test_timeout_kills_a_child_that_ignores_sigterm_after_the_leader_died(tmp_path):
    """SIGTERM ends the leader at once; its child ignores SIGTERM and must still be gone (SIGKILL to the group)."""

    root = tmp_path / "h"
    pidfile = tmp_path / "child.pid"
    write_script(root / "scripts" / "leaves.sh",
                 "#!/bin/sh\n# Description: D.\n# Timeout: 1\n"
                 f"sh -c 'trap \"\" TERM; echo $$ > {pidfile}; while :; do sleep 0.1; done' &\n"
                 f"while [ ! -s {pidfile} ]; do sleep 0.05; done\nsleep 300\n")
    code, result = cli_json("--home", str(root), "tool-call", "leaves", "--args", "{}")
    assert code == 4
    assert result["timed_out"] is True
    assert wait_gone([int(pidfile.read_text())]) == [], "the SIGTERM-proof child outlived the run"


# -- M21: every visible literal in gui/ goes through tr() -------------------------------------------------

SETTERS = {"setText", "setToolTip", "setWindowTitle", "setPlaceholderText", "addAction", "setStatusTip",
           "setWhatsThis", "setTitle", "addTab", "insertTab", "setTabText", "setTabToolTip", "setHeaderLabels",
           "setHorizontalHeaderLabels", "setLabelText", "showMessage", "addMenu", "setSpecialValueText",
           "setPrefix", "setSuffix", "information", "warning", "question", "critical", "about",
           "setInformativeText", "setDetailedText", "addButton", "addItem", "addItems", "setItemText",
           "setAccessibleName", "setAccessibleDescription", "setButtonText", "getText", "getItem",
           "getOpenFileNames", "getOpenFileName", "getExistingDirectory", "getSaveFileName", "addRow"}
WIDGETS = {"QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QToolButton", "QMenu",
           "QMessageBox", "QTreeWidgetItem", "QListWidgetItem", "QTableWidgetItem", "QCommandLinkButton"}
TEXT_KEYWORDS = {"text", "toolTip", "title", "windowTitle", "placeholderText", "statusTip", "caption"}
# where the text is when not every positional argument is text (addItem(text, data), setItemText(i, text))
TEXT_ARGS = {"addItem": (0,), "setItemText": (1,), "addTab": (1,), "insertTab": (2,), "setTabText": (1,),
             "setTabToolTip": (1,), "addRow": (0,)}
ENDONYMS = {"中文", "English"}  # a language chooser names each language in itself
TRANSLATORS = {"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"}
STR_METHODS = {"format", "join", "strip", "upper", "lower", "capitalize", "title"}
NOT_WORDS = re.compile(r"<[^>]*>|[\w.-]+\.(?:json|py|sh|qm|ts|md|txt)\b|\$\w+|%\d|&\w+;")


def visible_literals(node: ast.AST):
    """String constants that flow straight into a text argument (not dict keys, comparisons or other calls)."""
    if isinstance(node, ast.Constant):
        if isinstance(node.value, str):
            yield node
    elif isinstance(node, ast.JoinedStr):
        for value in node.values:
            if isinstance(value, ast.Constant):
                yield value
    elif isinstance(node, ast.BinOp):
        yield from visible_literals(node.left)
        yield from visible_literals(node.right)
    elif isinstance(node, ast.IfExp):
        yield from visible_literals(node.body)
        yield from visible_literals(node.orelse)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from visible_literals(value)
    elif isinstance(node, (ast.List, ast.Tuple)):
        for value in node.elts:
            yield from visible_literals(value)
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        if node.func.attr in STR_METHODS:
            yield from visible_literals(node.func.value)  # "Text {}".format(x): the receiver is the text
        elif node.func.attr == "replace" and len(node.args) == 2:
            yield from visible_literals(node.func.value)
            yield from visible_literals(node.args[1])


def untranslated(source: str, filename: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
        if name in TRANSLATORS or (name not in SETTERS and name not in WIDGETS):
            continue
        positional = [a for i, a in enumerate(node.args) if name not in TEXT_ARGS or i in TEXT_ARGS[name]]
        for arg in [*positional, *(k.value for k in node.keywords if k.arg in TEXT_KEYWORDS)]:
            for literal in visible_literals(arg):
                if literal.value not in ENDONYMS and re.search(r"[^\W\d_]{2,}", NOT_WORDS.sub(" ", literal.value)):
                    found.append(f"{filename}:{literal.lineno}: {name}({literal.value!r}) is not in tr()")
    return found


def test_every_visible_gui_literal_is_translated():
    problems = []
    for path in sorted((REPO / "gui").rglob("*.py")):
        problems += untranslated(path.read_text(encoding="utf-8"), str(path.relative_to(REPO)))
    assert problems == []


@pytest.mark.parametrize("line", [
    'button.setText("Save")',
    'self.setWindowTitle(f"Settings for {name}")',
    'label = QLabel("Nothing here")',
    'box.setToolTip(self.tr("Fine") + " but this is not")',
    'menu.addAction("Quit", self.close)',
    'QMessageBox.question(self, "Really?", text)',
    'view.setText(error or "unknown error")',
    'self.search.setPlaceholderText("Search…".format())',
    'combo.addItem("Persona", "persona")',
    'tabs.addTab(page, "Details")',
])
def test_the_scan_finds_untranslated_text(line):
    assert untranslated(line, "x.py"), line


@pytest.mark.parametrize("line", [
    'button.setText(self.tr("Save"))',
    'label.setText(QCoreApplication.translate("Ctx", "Done"))',
    'label.setText(values["display_name_en"])',
    'label.setText("✔ " + self.tr("No findings"))',
    'label.setToolTip(f"index.json: <code>{name}</code>")',
    'edit.setText(", ".join(items))',
    'label.setText(str(path))',
    'label.setText(self.tr("%1 s").replace("%1", "3"))',
    'combo.addItem("", "persona")',
    'combo.addItem("中文", "zh_CN")',
])
def test_the_scan_allows_translated_text_data_and_symbols(line):
    assert untranslated(line, "x.py") == []


# -- M24: a file unticked in the drop dialog is not registered ------------------------------------------

def test_unticked_drop_is_not_registered(qtbot, tmp_path, home):
    keep = write_script(tmp_path / "drop" / "keep.sh", "#!/bin/sh\n# Description: Keep me.\necho\n")
    skip = write_script(tmp_path / "drop" / "skip.sh", "#!/bin/sh\n# Description: Leave me out.\necho\n")
    window = create_window(str(home.root), lang="en", watch=False)
    qtbot.addWidget(window)
    try:

        drop(window, [keep, skip])
        dialog = window.dialogs.register_dialog
        names = [c.path.name for c in dialog.candidates]
        assert names == ["keep.sh", "skip.sh"]
        assert dialog.list.item(1).checkState() == Qt.CheckState.Checked  # ticked by default
        dialog.list.item(1).setCheckState(Qt.CheckState.Unchecked)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        assert (home.persona_dir / "keep.sh").exists()
        assert not (home.persona_dir / "skip.sh").exists()
        assert not (home.global_dir / "skip.sh").exists()
        registry = make_registry(Home(home.root, forced=True))
        assert registry.get("keep").state == "registered"
        assert registry.get("skip") is None
        index_text = "".join(p.read_text() for p in home.root.rglob("index.json"))
        assert "skip" not in index_text
    finally:
        window.controller.close()


def test_a_retick_problem_file_is_skipped_not_attempted(qtbot, tmp_path, home):
    """A file with a problem stays out even when the user ticks it again: only the good file is sent."""
    good = write_script(tmp_path / "drop" / "good.sh", GOOD)
    notes = tmp_path / "drop" / "notes.txt"
    notes.write_text("no shebang here")
    window = create_window(str(home.root), lang="en", watch=False)
    qtbot.addWidget(window)
    try:

        drop(window, [good, notes])
        dialog = window.dialogs.register_dialog
        assert "shebang" in dialog.problem(dialog.candidates[1])
        assert dialog.list.item(1).checkState() == Qt.CheckState.Unchecked
        dialog.list.item(1).setCheckState(Qt.CheckState.Checked)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        assert [r["source"] for r in dialog.results] == [str(good)]
        assert dialog.results[0]["ok"] is True
        assert not (home.persona_dir / "notes.txt").exists()
        assert not dialog.isVisible(), "the dialog should close after registering everything it could"
    finally:
        window.controller.close()
