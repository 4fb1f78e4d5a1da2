#!/usr/bin/env python3
"""A host for benchmarks: serves one grant and prints the environment a script would get, then waits."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication  # noqa: E402
from scriptdeck.core.host.server import HostServer  # noqa: E402


def main() -> int:
    app = QCoreApplication(sys.argv[:1])
    settings = Path(tempfile.mkdtemp()) / "settings.json"
    server = HostServer(settings)
    env = server.grant("bench", ["host.info"], "default")
    print(json.dumps(env), flush=True)
    from PySide6.QtCore import QSocketNotifier

    # the parent closes our stdin to stop us
    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(app.quit)
    app.exec()
    server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
