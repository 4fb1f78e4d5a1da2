"""``scriptdeck tool-call ID``: run one tool to the end from the command line and print its result JSON.

Exit codes: 0 the tool exited 0, 1 it exited non-zero, 3 refused before running, 4 timed out,
5 killed by a signal or not startable.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop
from scriptdeck.core.run.run_service import RunService
from scriptdeck.core.run.runplan import RunRefused, RunResult


def exit_code_for(result: RunResult) -> int:
    if result.timed_out:
        return 4
    if result.exit_code is None:
        return 5
    return 0 if result.exit_code == 0 else 1


def run_tool_blocking(ctx: Any, tool_id: str, args: Any) -> int:
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0] if sys.argv else "scriptdeck"])
    service = RunService(ctx.registry)
    try:
        try:
            run = service.start(tool_id, args)
        except RunRefused as refused:
            sys.stdout.write(json.dumps(refused.to_json(), ensure_ascii=False) + "\n")
            return 3
        if run.result is None:
            loop = QEventLoop()
            run.done.connect(loop.quit)
            loop.exec()
        result = run.result
        assert result is not None
        sys.stdout.write(json.dumps(result.to_json(), ensure_ascii=False) + "\n")
        sys.stdout.flush()
        return exit_code_for(result)
    finally:
        service.close()
        del app
