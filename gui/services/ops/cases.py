"""A tool's test cases (SPEC §21, §26): save, rename, edit, delete — each one undoable operation.

The core edit is ``core/model/testfile.py`` (re-read, pure edit, checked, atomic). The file is the one
``tool_test_path`` names: for a built-in tool the global layer's ``.tests/``, never inside the installed package.
Each announces ``Changes(tests={tool_id})``, which the Tests tab and the list's badge follow."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from scriptdeck.core.model import testfile
from scriptdeck.gui.services.ops.base import Changes, OpsBase
from scriptdeck.gui.services.undo import recording


class CaseOps(OpsBase):
    """Writes to ``<layer>/.tests/<id>.json``; every one raises TestFileError/OSError unchanged."""

    def _cases_written(self, tool_id: str, path: Path) -> Changes:
        return self.controller.announce(Changes(tests=frozenset([tool_id]), written=(Path(path),)))

    def save_case(self, tool_id: str, path: Path, case: dict[str, Any], text: str) -> str:
        """Append ``case`` to ``tool_id``'s test file (created if missing); the name it was saved under."""
        with recording(self.controller, text, [Path(path)]):  # (no undo history, e.g. a dialog alone: the write)
            name = testfile.add_case(path, case)
        self._cases_written(tool_id, path)
        return name

    def rename_case(self, tool_id: str, path: Path, index: int, name: str, new_name: str, text: str) -> Changes:
        with recording(self.controller, text, [Path(path)]):
            testfile.rename_case(path, index, name, new_name)
        return self._cases_written(tool_id, path)

    def replace_case(self, tool_id: str, path: Path, index: int, name: str, new_case: dict[str, Any],
                     text: str) -> Changes:
        with recording(self.controller, text, [Path(path)]):
            testfile.replace_case(path, index, name, new_case)
        return self._cases_written(tool_id, path)

    def delete_case(self, tool_id: str, path: Path, index: int, name: str, text: str) -> Changes:
        with recording(self.controller, text, [Path(path)]):
            testfile.delete_case(path, index, name)
        return self._cases_written(tool_id, path)
