#!/usr/bin/env python3
"""Issue 45's pictures in both languages: a favourite's star and aliases in the tree and Details, the palette
(favourites first, an alias found), Agent activity's request composer and message log.

    python docs/make_screenshots_issue45.py [OUT_DIR]     # default: docs/screenshots (issue45_*.png)

Built on make_screenshots.py's home and helpers (a separate script while that one is changed on other branches).
"""
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_screenshots as ms  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

ms.OUT = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ms.OUT
ms.REPO = Path("/")  # print absolute paths
ms.ONLY = ()

def main():
    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 - kept alive until the end
    from scriptdeck.gui.app import create_window
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        scripts = home / "scripts"
        (scripts / "personas" / "default").mkdir(parents=True)
        for name, text in ms.USER_TOOLS.items():
            (scripts / name).write_text(text)
            (scripts / name).chmod(0o755)
        (scripts / "index.json").write_text(json.dumps({"scripts": [
            {"id": "bangumi_calendar", "path": "bangumi_calendar.py", "favourite": True, "aliases": ["bgm", "番组"]},
            {"id": "disk_report", "path": "disk-report.sh", "aliases": ["df"]},
            {"id": "slow_count", "path": "slow_count.sh", "favourite": True, "aliases": ["bgm"]}]}, indent=2))
        window = create_window(str(home), lang="en", watch=False)
        window.resize(1280, 800)
        window.show()
        ms.wait_for(lambda: window.controller.cost.deck is not None and not window.controller.cost.counting, 60)
        for lang in ("en", "zh_CN"):
            window.set_language(lang)
            window.select_tool("bangumi_calendar")
            window.tabs.setCurrentIndex(0)
            ms.grab(window, f"issue45_marks_{lang}.png")
            palette = window.quick_run
            palette.query.clear()
            palette.open_palette()
            palette.resize(640, 420)
            ms.grab(palette, f"issue45_palette_empty_{lang}.png")
            QTest.keyClicks(palette.query, "df")
            ms.grab(palette, f"issue45_palette_alias_{lang}.png")
            palette.hide()
            window.dialogs.show_activity()
            window.resizeDocks([window.activity_dock], [420], ms.Qt.Orientation.Vertical)
            mcp = window.activity.mcp
            mcp.setCurrentIndex(2)
            view = mcp.composer
            view.method.setCurrentIndex(1)
            view.tool.setCurrentIndex(view.tool.findText("bangumi_calendar"))
            view.args_tabs.setCurrentIndex(0)
            view.editor.set_value({"action": "calendar"})
            got = []
            view.answered.connect(got.append)
            view.send()
            ms.wait_for(lambda got=got: bool(got), 30)
            ms.grab(window, f"issue45_composer_{lang}.png")
            mcp.setCurrentIndex(1)
            mcp.refresh()
            ms.grab(window, f"issue45_messages_{lang}.png")
            window.activity_dock.hide()
        window.controller.close()
        window.close()
    return 0

if __name__ == "__main__":
    sys.exit(main())
