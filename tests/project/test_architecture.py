"""The layout holds: core/ stays Qt-free (QtCore only where allowed), never imports gui/, each core
subpackage imports only the ones below it, and gui/'s concerns import only downward (docs/architecture.md)."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

CORE = REPO / "core"
# bottom → top; a package may import itself and anything before it, never after
LAYERS = ("contract", "platform", "store", "dialects", "model", "host", "run", "mcp", "cli")
# doctor imports QtCore only to see that it loads (SPEC §31: the missing system library named before an answer)
QTCORE_ALLOWED = {"run/runner.py", "run/run_sync.py", "run/run_service.py", "mcp/server.py", "run/doctor.py"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def core_modules() -> list[Path]:
    return sorted(p for p in CORE.rglob("*.py"))


def layer_of(relative: str) -> str:
    """``model/lint.py`` → ``model``; ``cli/entry.py`` → ``cli``; the package's own ``__init__`` is the bottom."""
    first = relative.split("/")[0].removesuffix(".py")
    return first if first in LAYERS else "contract"


def upward_imports(relative: str, names: set[str]) -> list[str]:
    own = LAYERS.index(layer_of(relative))
    bad = []
    for name in names:
        if not name.startswith("scriptdeck.core."):
            continue
        target = name.split(".")[2]
        if target in LAYERS and LAYERS.index(target) > own:
            bad.append(name)
    return sorted(bad)


@pytest.mark.parametrize("path", core_modules(), ids=lambda p: str(p.relative_to(CORE)))
def test_core_module_imports_only_downward_and_no_widgets(path: Path):
    relative = str(path.relative_to(CORE))
    names = imported_modules(path)
    assert upward_imports(relative, names) == [], f"{relative} imports a higher layer"
    assert [n for n in names if n.startswith(("gui", "scriptdeck.gui"))] == [], f"{relative} imports the window"
    assert [n for n in names if "QtWidgets" in n or "QtGui" in n] == [], f"{relative} imports widgets"
    if any(n.startswith("PySide6") for n in names):
        assert relative in QTCORE_ALLOWED, f"{relative} imports Qt; only the runner, host and services may"


TOOL_CALL_PROBE = """
import json, sys
from scriptdeck.core.cli import main
code = main(sys.argv[1:])
heavy = sorted(m for m in ("PySide6", "jsonschema", "argparse", "xml.etree", "importlib.resources") if m in sys.modules)
print(json.dumps({"code": code, "heavy": heavy}))
"""


def test_tool_call_loads_no_qt_nor_jsonschema(tmp_path):
    """The agent's path (issue 21): a plain tool-call imports neither Qt nor jsonschema nor argparse."""
    tool = tmp_path / "h" / "scripts" / "hi.sh"
    tool.parent.mkdir(parents=True)
    tool.write_text("#!/bin/sh\n# Description: Says hi.\necho hi\n")
    tool.chmod(0o755)
    done = subprocess.run([sys.executable, "-c", TOOL_CALL_PROBE, "--home", str(tool.parent.parent), "tool-call",
                           "hi", "--args", "{}"], capture_output=True, text=True, timeout=120, cwd=str(REPO))
    lines = done.stdout.splitlines()
    assert json.loads(lines[0])["stdout"] == "hi", done.stderr
    assert json.loads(lines[-1]) == {"code": 0, "heavy": []}


def test_layer_rule_catches_an_upward_import():
    """The rule above is not vacuous: a store module importing the model is reported."""
    assert upward_imports("store/paths.py", {"scriptdeck.core.model.registry"}) == ["scriptdeck.core.model.registry"]
    assert upward_imports("model/lint.py", {"scriptdeck.core.store.paths"}) == []


def test_every_core_module_belongs_to_a_layer():
    for path in core_modules():
        relative = path.relative_to(CORE)
        assert len(relative.parts) == 2 or relative.name == "__init__.py", f"{relative} is loose in core/"
        if len(relative.parts) == 2:
            assert relative.parts[0] in LAYERS, f"{relative} is in an unknown package"


def test_nothing_imports_the_old_top_level_names():
    for folder in ("core", "gui", "tests", "bench"):
        for path in (REPO / folder).rglob("*.py"):
            if {"data", "node_modules"} & set(path.relative_to(REPO).parts[:3]):
                continue  # fixtures (a Raycast corpus, node packages) are other people's code, never imported
            for name in imported_modules(path):
                assert not name.startswith(('core.', 'gui.')), f'{path}: {name}'
                assert name not in ('core', 'gui'), f'{path}: {name}'


def test_importing_all_core_loads_no_widgets():
    code = ("import importlib, pkgutil, sys, scriptdeck.core as core\n"
            "for m in pkgutil.walk_packages(core.__path__, 'scriptdeck.core.'): importlib.import_module(m.name)\n"
            "bad = [n for n in sys.modules if n.startswith(('PySide6.QtWidgets', 'PySide6.QtGui', 'scriptdeck.gui'))]\n"
            "print(bad)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=True)
    assert done.stdout.strip() == "[]"


def test_host_client_is_light():
    code = ("import sys\nfrom scriptdeck.gui.launcher import main\nimport scriptdeck.core.host.client\n"
            "heavy = [n for n in sys.modules if n.startswith(('PySide6', 'jsonschema', 'scriptdeck.core.model'))]\n"
            "print(heavy)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=True)
    assert done.stdout.strip() == "[]"


GUI = REPO / "gui"
# top → bottom, as pyproject's import-linter contract; a tuple is a row of siblings that do not import each other
GUI_LAYERS: tuple[tuple[str, ...], ...] = (
    ("launcher",), ("app",), ("shell",), ("deck", "inspect", "run", "settings", "palette", "skills"), ("guard",), ("widgets",),
    ("services",),
)
# mirrors the contract's ignore_imports (none: every gui import goes downward)
GUI_IGNORED: set[tuple[str, str]] = set()


def gui_rank(part: str) -> int:
    return next(i for i, row in enumerate(GUI_LAYERS) if part in row)


def gui_part(relative: str) -> str:
    return relative.split("/")[0].removesuffix(".py")


def gui_bad_imports(relative: str, names: set[str]) -> list[str]:
    """Imports of a gui module that reach a higher layer or a sibling of its own row."""
    own = gui_part(relative)
    bad = []
    for name in names:
        if not name.startswith("scriptdeck.gui."):
            continue
        target = name.split(".")[2]
        ignored = any(relative == where and (name + ".").startswith(what + ".") for where, what in GUI_IGNORED)
        if target == own or ignored or not any(target in row for row in GUI_LAYERS):
            continue
        if gui_rank(target) <= gui_rank(own):
            bad.append(name)
    return sorted(bad)


def gui_modules() -> list[Path]:
    return sorted(p for p in GUI.rglob("*.py") if p.name != "__init__.py" or p.parent != GUI)


@pytest.mark.parametrize("path", gui_modules(), ids=lambda p: str(p.relative_to(GUI)))
def test_gui_module_imports_only_downward(path: Path):
    relative = str(path.relative_to(GUI))
    assert any(gui_part(relative) in row for row in GUI_LAYERS), f"{relative} is in no gui layer"
    assert gui_bad_imports(relative, imported_modules(path)) == [], f"{relative} imports a higher or sibling concern"


def test_gui_layer_rule_catches_upward_and_sibling_imports():
    assert gui_bad_imports("services/undo.py", {"scriptdeck.gui.widgets.common"}) == ["scriptdeck.gui.widgets.common"]
    assert gui_bad_imports("run/run_panel.py", {"scriptdeck.gui.inspect.details"}) == ["scriptdeck.gui.inspect.details"]
    assert gui_bad_imports("shell/main_window.py", {"scriptdeck.gui.run.run_panel"}) == []


# -- every write of the window is an operation in gui/services (issue 31) -----------------------------------

#: what writes a file, updates a store or builds an undo record (a regular expression over code, strings and
#: comments left out); only gui/services/ may say these
WRITES = {
    r"(?<![.\w])(?<!def )(atomic_write|insert_header_line|take_backup|undo_fix|edit_tool_header|create_tool|move_aside"
    r"|update_index|add_case)\b": "a core function that writes",
    r"\.(write_text|write_bytes|unlink|rmdir|touch)\(": "a file write", r"\bos\.(rename|replace|chmod|unlink|remove)\(":
    "a file write", r"\bshutil\.": "a file copy or removal", r"\btrash\.": "a file deleted",
    r"(?<![.\w])convert\(": "a converted copy", r"\bopen\([^)]*['\"][wax]": "a file opened for writing",
    r"\b(store|TrustStore\([^)]*\))\.(approve|revoke|update)\(": "a guard store write",
    r"\bsettings\.(save|set_revoked)\(": "a settings.json write", r"\bsettings\.set\(": "a settings change",
    r"\bhistory\.clear\(": "history cleared", r"\bpresets\.(save|delete)\(": "a presets write",
    r"\b(controller|manager)\.(manage|call)\(": "manage_script outside an operation",
    r"\b(FileCommand|CallCommand)\(": "an undo record", r"\.(push_states|push_calls)\(": "an undo record",
    r"\bhistory\.record\(": "an undo record", r"(?<![.\w])recording\(": "an undo record",
    r"(?<![.\w])(?<!def )(add_to_claude_desktop|ensure_token|ensure_private_dir)\(": "a config, token or state write",
    r"\.mkdir\(": "a folder made",
}
def code_only(text: str) -> list[str]:
    """Each line of a module with its strings and comments blanked (a message may name a writer)."""
    import io
    import tokenize

    lines = text.splitlines()
    blank = [list(line) for line in lines]
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type in (tokenize.STRING, tokenize.COMMENT) or token.type == getattr(tokenize, "FSTRING_MIDDLE", -1):
            (row, col), (end_row, end_col) = token.start, token.end
            for r in range(row, end_row + 1):
                start = col if r == row else 0
                stop = end_col if r == end_row else len(blank[r - 1])
                for c in range(start, min(stop, len(blank[r - 1]))):
                    blank[r - 1][c] = " "
    return ["".join(chars) for chars in blank]


def gui_writes(text: str) -> list[str]:
    """The lines of a gui module that write; each as 'line: what'."""
    import re

    found = []
    for number, code in enumerate(code_only(text), start=1):
        for pattern, what in WRITES.items():
            if re.search(pattern, code):
                found.append(f"{number}: {what} ({code.strip()})")
    return found


@pytest.mark.parametrize("path", [p for p in gui_modules() if not p.relative_to(GUI).as_posix().startswith("services/")],
                         ids=lambda p: p.relative_to(GUI).as_posix())
def test_views_never_write(path: Path):
    """Views and actions never write a file, update a store or build an undo record: that is an operation in
    gui/services/ops/, which records its undo and tells every view what changed."""
    assert gui_writes(path.read_text(encoding="utf-8")) == []  # no exemptions (issue 42)


def test_the_write_rule_catches_a_view_that_writes():
    assert gui_writes("from scriptdeck.core.store.fsutil import atomic_write\n") != []
    assert gui_writes("def f(p):\n    p.write_text('x')\n") != []
    assert gui_writes("def f(h):\n    with h.record('x', []):\n        pass\n") == []  # not the history's record
    assert gui_writes("def f(self):\n    with self.history.record('x', []):\n        pass\n") != []
    assert gui_writes("def f(s):\n    s.settings.save()\n") != []
    assert gui_writes("def f(s):\n    return 'atomic_write is named in a string'\n") == []
    assert gui_writes("def f(p):\n    p.mkdir(parents=True)\n") != []
    assert gui_writes("def f(e):\n    add_to_claude_desktop(e)\n") != []
    assert gui_writes("def f(s):\n    s.controller.ops.add_to_claude_desktop(e)\n") == []  # the operation


def test_the_window_has_one_change_signal():
    """Views follow ``Controller.changed`` (one ``Changes`` per operation) and nothing else: no narrow signals beside
    it and no hub of its own for one kind of file (issue 42)."""
    pytest.importorskip("PySide6")
    from PySide6.QtCore import Signal
    from scriptdeck.gui.services.controller import Controller

    signals = sorted(name for name, value in vars(Controller).items() if isinstance(value, Signal))
    assert signals == ["changed", "error", "message"]  # error and message carry text to show, not changes
    hubs = [f"{p.relative_to(GUI)}:{n}" for p in gui_modules()
            for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
            if re.search(r"\b(registry_changed|tool_changed|guard_changed|case_changes)\b", line)]
    assert hubs == []


# -- simpler (issue 32): no forks, no class doing everything, every module on the map ---------------------------

SOURCES = sorted(p for top in ("core", "gui") for p in (REPO / top).rglob("*.py"))
#: a class this long is doing two jobs (STYLE.md "The window as it grows")
MAX_CLASS_LINES = 400


def test_no_process_forks_itself():
    forking = re.compile(r"\bos\.fork\b|\bos\.forkpty\b|\bmultiprocessing\b|ProcessPoolExecutor")
    found = [f"{p.relative_to(REPO)}:{n}" for p in SOURCES
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if forking.search(line)]
    assert found == []


def test_no_class_over_400_lines():
    import ast

    long = []
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > MAX_CLASS_LINES:
                    long.append(f"{path.relative_to(REPO)}:{node.name} ({lines} lines)")
    assert long == []


def test_architecture_md_names_every_module():
    """docs/architecture.md is the map: every module of core/ and gui/ is named there (by its file name, with
    or without ``.py``), so a new module cannot hide."""
    text = (REPO / "docs" / "architecture.md").read_text(encoding="utf-8")
    missing = [str(p.relative_to(REPO)) for p in SOURCES if p.name != "__init__.py"
               and not re.search(rf"(?<![\w/]){re.escape(p.stem)}(?:\.py)?(?!\w)", text)]
    assert missing == []


def _third_party_imports() -> dict[str, list[str]]:
    """Top-level third-party module → the source files (core, gui, scriptdeck) that import it."""
    found: dict[str, list[str]] = {}
    for folder in ("core", "gui", "scriptdeck"):
        for path in sorted((REPO / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Import):
                    tops = [alias.name.split(".")[0] for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    tops = [node.module.split(".")[0]]
                else:
                    continue
                for top in tops:
                    if top not in sys.stdlib_module_names and top not in ("scriptdeck", "__future__"):
                        found.setdefault(top, []).append(str(path.relative_to(REPO)))
    return found


#: imported only where installed (a Python or system without a wheel; pyproject's markers)
OPTIONAL = {"toktok"}


def test_every_imported_package_is_declared():
    """Each third-party module our code imports comes from a distribution pyproject declares (issue 42): nothing
    arrives only because another dependency happens to pull it in today."""
    tomllib = pytest.importorskip("tomllib")
    from importlib.metadata import packages_distributions

    def canonical(name: str) -> str:
        return re.sub(r"[-_.]+", "-", name).lower()

    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    declared = {canonical(re.split(r"[\s<>=!~;\[]", line, maxsplit=1)[0]) for line in project["dependencies"]}
    providers = packages_distributions()
    undeclared = {}
    for module, files in _third_party_imports().items():
        dists = {canonical(dist) for dist in providers.get(module, [])}
        if not dists and module in OPTIONAL:
            continue
        if not dists & declared:
            undeclared[module] = (sorted(dists), files[:3])
    assert undeclared == {}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    return "scriptdeck." + ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _runtime_imports(tree: ast.Module) -> set[str]:
    """Every module a file imports when it runs, at the top or inside a function; not what ``if TYPE_CHECKING:``
    imports for annotations only."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                for other in child.orelse:
                    visit_statement(other)
                continue
            visit_statement(child)

    def visit_statement(node: ast.AST) -> None:
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        visit(node)

    visit(tree)
    return found


def import_cycles(sources: dict[str, ast.Module]) -> list[list[str]]:
    """The groups of modules that import each other, directly or round a loop (a package's ``__init__`` imported by
    its own submodules does not count: Python runs it first anyway)."""
    graph = {name: {target for target in _runtime_imports(tree) if target in sources and target != name
                    and not name.startswith(target + ".")} for name, tree in sources.items()}
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def strongly_connected(start: str) -> None:  # Tarjan's, iterative (no recursion limit to meet)
        work = [(start, iter(sorted(graph[start])))]
        order[start] = low[start] = len(order)
        stack.append(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in order:
                    order[target] = low[target] = len(order)
                    stack.append(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in stack:
                    low[node] = min(low[node], order[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == order[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        cycles.append(sorted(group))

    for name in sorted(graph):
        if name not in order:
            strongly_connected(name)
    return cycles


def test_no_module_imports_one_that_imports_it_back():
    """No import cycles in core/ and gui/ (issue 42: form_widgets ↔ form_lists, mcp protocol ↔ server through
    ``run_deck``, lint ↔ layers): a shared piece lives in the lower module, a function-level import is no way out."""
    sources = {_module_name(path): ast.parse(path.read_text(encoding="utf-8"))
               for folder in ("core", "gui") for path in sorted((REPO / folder).rglob("*.py"))}
    assert import_cycles(sources) == []


def test_the_cycle_check_finds_a_cycle_through_a_function_but_not_through_type_checking():
    looped = {"scriptdeck.a": ast.parse("import scriptdeck.b\n"),
              "scriptdeck.b": ast.parse("def f():\n    from scriptdeck.c import x\n"),
              "scriptdeck.c": ast.parse("from scriptdeck.a import y\n"),
              "scriptdeck.d": ast.parse("if TYPE_CHECKING:\n    from scriptdeck.a import z\n"),
              "scriptdeck.e": ast.parse("from scriptdeck.d import w\n")}
    assert import_cycles(looped) == [["scriptdeck.a", "scriptdeck.b", "scriptdeck.c"]]
    looped["scriptdeck.a"] = ast.parse("from scriptdeck.e import v\n")
    assert import_cycles(looped) == []
