#!/usr/bin/env python3
"""Render the window offscreen in both languages to docs/screenshots/*.png.

    python docs/make_screenshots.py            # needs a CJK font (Debian: fonts-noto-cjk) to show Chinese
    python docs/make_screenshots.py connect activity   # only the pictures whose names start with these

Uses a throw-away home with the builtin example tools plus a few user tools, so every view shows real data.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QTreeView, QWidget  # noqa: E402

OUT = REPO / "docs" / "screenshots"
ONLY = tuple(sys.argv[1:])  # name prefixes to write; none: all
#: the window sizes pictured: the usual one, and a small laptop screen (names get "_900x600")
SIZES = ((1280, 800, ""), (900, 600, "_900x600"))
SUFFIX = [""]

USER_TOOLS = {
    "bangumi_calendar.py": "#!/usr/bin/env python3\n# 显示名称：番组日历\n# Display name: Airing calendar\n"
                           "# Description: Query the Bangumi airing calendar. Use for \"what airs today\".\n"
                           "# Group: research, media\n# Timeout: 60\n# Parameters: {\"type\":\"object\",\"properties\":"
                           "{\"action\":{\"type\":\"string\",\"enum\":[\"calendar\",\"search\"],\"description\":"
                           "\"calendar or search\"},\"query\":{\"type\":\"string\",\"description\":\"keyword\"}}}\n"
                           "import json, sys\nprint('today: 3 shows')\n",
    "disk-report.sh": "#!/bin/bash\n# 显示名称：磁盘报告\n# Description: Report disk usage per volume.\n# Group: system\n"
                      "# Argv: flags\ndf -h\n",
    "draft_note.py": "#!/usr/bin/env python3\n# Group: notes\nprint('no description yet')\n",
    # real pydantic v2 output: the WeatherHistory model of tests/data/schemas/make_pydantic.py
    "weather_history.py": "#!/usr/bin/env python3\n# 显示名称：天气记录\n# Display name: Weather history\n"
                          "# Description: Show past readings of a weather station (schema from a pydantic model).\n"
                          "# Group: examples\n# Parameters: " + json.dumps(json.loads(
                              (REPO / "tests" / "data" / "schemas" / "pydantic_v2_weather_history.json").read_text()))
                          + "\nprint('readings')\n",
    "slow_count.sh": "#!/bin/sh\n# 显示名称：慢慢数\n# Display name: Slow count\n# Description: Count slowly to show live output.\n"
                     "# Group: examples\nfor i in 1 2 3 4 5 6 7 8 9 10; do echo \"tick $i\"; echo \"debug $i\" >&2; "
                     "sleep 0.2; done\n",
    # issue 45: a long tool that says how far it is (MIYU-PROGRESS: lines on stderr)
    "batch_resize.sh": "#!/bin/sh\n# 显示名称：批量缩放\n# Display name: Batch resize\n# Description: Resize the photos of a "
                       "folder, reporting progress.\n# Group: examples\nfor i in 1 2 3 4 5 6 7; do echo \"resized "
                       "IMG_00$i.jpg\"; echo \"MIYU-PROGRESS: $i/12 IMG_00$i.jpg\" >&2; done\nsleep 30\n",
}


#: the Tests tab's example: two cases that hold and one whose expected text is out of date
TEST_CASES = [
    {"name": "calendar answers", "args": {"action": "calendar"}, "expect": {"success": True, "stdout_contains": "shows"}},
    {"name": "search runs", "args": {"action": "search", "query": "frieren"}, "expect": {"exit_code": 0}},
    {"name": "today's count", "args": {"action": "calendar"}, "expect": {"stdout": "today: 4 shows"}},
]


def wait_for(predicate, seconds: float = 10.0) -> None:
    import time

    deadline = time.monotonic() + seconds
    while not predicate() and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.02)


def grab(widget: QWidget, name: str) -> None:
    model = getattr(widget, "model", None)
    if model is not None and hasattr(model, "_lint_queue"):  # lint badges are filled in idle time
        widget.tree.viewport().update()
        wait_for(lambda: not model._lint_queue)
    for _ in range(5):  # replaced form rows are laid out before the picture is taken
        QApplication.sendPostedEvents()
        QApplication.processEvents()
    settle_until = time.monotonic() + 0.3  # the short columns refit 100 ms after their contents change
    while time.monotonic() < settle_until:
        QApplication.processEvents()
        time.sleep(0.01)
    name = name[: -len(".png")] + SUFFIX[0] + ".png"
    path = OUT / name
    if ONLY and not name.startswith(ONLY):
        return
    widget.grab().save(str(path))
    print(path.relative_to(REPO))


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from scriptdeck.gui.app import create_window

    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        scripts = home / "scripts"
        (scripts / "personas" / "default").mkdir(parents=True)
        for name, text in USER_TOOLS.items():
            path = scripts / name
            path.write_text(text)
            path.chmod(0o755)
        (scripts / ".tests").mkdir()
        (scripts / ".tests" / "bangumi_calendar.json").write_text(json.dumps({"cases": TEST_CASES}, indent=2))
        (scripts / "index.json").write_text(json.dumps({"scripts": [
            {"id": "bangumi_calendar", "path": "bangumi_calendar.py", "timeout_seconds": 90}]}, indent=2))
        (home / "config").mkdir()
        (home / "config" / "settings.json").write_text(json.dumps({
            "providers": [{"id": "deepseek", "display_name": "DeepSeek", "protocol": "openai", "enabled": True,
                           "default_model": "deepseek-chat", "models": ["deepseek-chat", "deepseek-reasoner"],
                           "api_key": "sk-not-a-real-key", "base_url": "https://api.example.invalid"}],
            "active": [{"provider_id": "deepseek", "model": "deepseek-chat"}]}))
        dropped = Path(tmp) / "weather-now.py"
        dropped.write_text("#!/usr/bin/env python3\n# 显示名称：实时天气\n# Display name: Weather now\n"
                           "# Description: Current weather for a city. Use for quick checks.\n# Group: weather\n"
                           "# Parameters: {\"type\":\"object\",\"properties\":{\"city\":{\"type\":\"string\","
                           "\"description\":\"city name\"}},\"required\":[\"city\"]}\nprint('sunny')\n")
        window = create_window(str(home), lang="en")  # watching the folders, as a user's window does
        window.resize(1280, 800)
        window.show()
        # the first picture shows the settled window: the context cost counted, not "counting…"
        wait_for(lambda: window.controller.cost.deck is not None and not window.controller.cost.counting, 60)
        for width, height, suffix in SIZES:
            SUFFIX[0] = suffix
            window.resize(width, height)
            for lang in ("en", "zh_CN"):
                window.set_language(lang)
                window.select_tool("bangumi_calendar")
                window.tabs.setCurrentIndex(0)
                grab(window, f"main_{lang}.png")
                window.tabs.setCurrentIndex(1)
                grab(window, f"overrides_{lang}.png")
                window.tabs.setCurrentIndex(0)
                dialog = window.dialogs.open_register_dialog([dropped, scripts / "draft_note.py"])
                dialog.resize(860, 520)
                grab(dialog, f"register_{lang}.png")
                dialog.close()
                settings = window.dialogs.open_settings()
                settings.resize(720, 520)
                settings.tabs.setCurrentIndex(1)
                grab(settings, f"settings_{lang}.png")
                settings.close()
                run_panel_shots(window, lang)
                tests_shots(window, lang)
                cost_shots(window, lang)
                agent_shots(window, lang)
                authoring_shots(window, lang)
                trusted_shots(window, lang, scripts)
                palette_shots(window, lang)
                library_shots(window, lang, Path(tmp))
                launcher_shots(window, lang)
        window.controller.close()
        window.close()
    app.processEvents()
    return 0


LIBRARY_TOOL = ("#!/bin/sh\n# Id: {id}\n# 显示名称：{zh}\n# Display name: {en}\n# Description: {text}\n"
                "# Group: team\n# Permission: read_only\ncat >/dev/null\necho {says}\n")


def _git(*args: str, cwd: Path | None = None) -> None:
    import subprocess

    subprocess.run(["git", "-c", "user.name=Team", "-c", "user.email=team@example.invalid", "-c",
                    "init.defaultBranch=main", *args], cwd=cwd, check=True, capture_output=True)


def _library_tool(work: Path, tool_id: str, zh: str, en: str, text: str, says: str) -> None:
    path = work / "scripts" / f"{tool_id}.sh"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(LIBRARY_TOOL.format(id=tool_id, zh=zh, en=en, text=text, says=says))
    path.chmod(0o755)
    tests = work / "scripts" / ".tests"
    tests.mkdir(exist_ok=True)
    (tests / f"{tool_id}.json").write_text(json.dumps({"cases": [
        {"name": "answers", "args": {}, "expect": {"stdout_contains": says}}]}))


def library_shots(window, lang: str, tmp: Path) -> None:
    """Settings → Libraries (SPEC §29): a colleague's repository added, then an update's change list and test
    results before switching; the library's tool in Details. The library is removed again afterwards."""
    if SUFFIX[0]:
        return
    root = tmp / f"library-{lang}"
    work, remote = root / "team-tools", root / "team-tools.git"
    _git("init", "-q", str(work))
    _git("init", "-q", "--bare", str(remote))
    _library_tool(work, "release_notes", "发布说明", "Release notes", "Draft release notes from merged PRs.",
                  "notes")
    _library_tool(work, "oncall_who", "值班查询", "Who is on call", "Say who is on call this week.", "alice")
    skill = work / "skills" / "code-review"
    skill.mkdir(parents=True)
    (skill / "SKILL.md").write_text("---\nname: code-review\ndescription: Review a change the team's way. Use "
                                    "when asked to review.\n---\n# Code review\n")
    _git("add", "-A", cwd=work)
    _git("commit", "-qm", "first", cwd=work)
    _git("push", "-q", str(remote), "HEAD:main", cwd=work)
    settings = window.dialogs.open_settings()
    settings.resize(900, 640)
    tab = settings.libraries_tab
    settings.tabs.setCurrentWidget(tab)
    tab.url_edit.setText(remote.as_uri())
    tab.add()
    wait_for(lambda: tab.job is None, 60)
    grab(settings, f"library_added_{lang}.png")
    _library_tool(work, "oncall_who", "值班查询", "Who is on call", "Say who is on call this week and next.", "bob")
    _library_tool(work, "deploy_status", "部署状态", "Deploy status", "Show the last deploy of each service.", "green")
    _git("add", "-A", cwd=work)
    _git("commit", "-qm", "second", cwd=work)
    _git("push", "-q", str(remote), "HEAD:main", cwd=work)
    tab.check_update()
    wait_for(lambda: tab.job is None, 120)
    grab(settings, f"library_update_{lang}.png")
    tab.accept_update(force=False)
    settings.close()
    window.select_tool("deploy_status")
    window.tabs.setCurrentIndex(0)
    grab(window, f"library_details_{lang}.png")
    window.controller.library_ops.remove("team-tools")


def run_panel_shots(window, lang: str) -> None:
    panel = window.run_panel
    while panel.run_tabs.count():  # no left-over run of the other language's palette shots
        panel._close_run_tab(0)
    window.tabs.setCurrentIndex(2)
    window.select_tool("convert_units")
    panel.json_edit.setPlainText(json.dumps({"kind": "length", "from_unit": "km", "values": [1, 42.195]}))
    panel.arg_tabs.setCurrentIndex(0)
    grab(window, f"run_form_{lang}.png")
    window.select_tool("weather_history")
    panel.json_edit.setPlainText(json.dumps({"station": "Lisbon-Portela", "max_days": 14, "since": "3 days ago"}))
    panel.arg_tabs.setCurrentIndex(0)
    grab(window, f"run_form_pydantic_{lang}.png")
    window.select_tool("slow_count")
    view = panel.run_now()
    wait_for(lambda: "tick 4" in view.live_text())
    grab(window, f"run_live_{lang}.png")
    wait_for(lambda: not view.run.running)
    window.select_tool("color_swatch")
    panel.json_edit.setPlainText(json.dumps({"color": "#e8590c", "size": 96}))
    view = panel.run_now()
    wait_for(lambda: not view.run.running)
    QApplication.processEvents()
    grab(window, f"run_image_{lang}.png")
    window.select_tool("convert_units")
    panel.json_edit.setPlainText(json.dumps({"kind": "weight", "from_unit": "stone", "to_unit": "kg",
                                             "values": [1]}))
    view = panel.run_now()
    wait_for(lambda: not view.run.running)
    grab(window, f"run_error_{lang}.png")
    while panel.run_tabs.count():
        panel._close_run_tab(0)
    window.tabs.setCurrentIndex(0)


def tests_shots(window, lang: str) -> None:
    """The Tests tab after running a tool's cases, a failing one selected with its diff."""
    window.select_tool("bangumi_calendar")
    window.tabs.setCurrentWidget(window.tests_tab)
    tab = window.tests_tab
    tab.run_all()
    wait_for(lambda: not tab.runner.running and tab._running_tool is None, 60)
    tab.case_list.setCurrentItem(tab.case_list.topLevelItem(2))
    grab(window, f"tests_tab_{lang}.png")
    window.tabs.setCurrentIndex(0)


def cost_shots(window, lang: str) -> None:
    """Context cost (SPEC §22): the heaviest tools first with their Tokens, the status bar's figure against a small
    budget (amber), the selected tool's cost in Details."""
    settings = window.controller.settings
    settings.set("context_budget", 800)  # a small budget, so the figure shows amber
    settings.save()
    window._settings_applied()
    wait_for(lambda: window.controller.cost.deck is not None and not window.controller.cost.counting, 60)
    window.sort_heaviest(True)
    QApplication.processEvents()
    window.select_tool("weather_history")
    window.tabs.setCurrentIndex(0)
    grab(window, f"cost_{lang}.png")
    window.sort_heaviest(False)
    settings.set("context_budget", None)
    settings.save()
    window._settings_applied()


def agent_shots(window, lang: str) -> None:
    """The Connect an agent dialog, and Agent activity with runs from an MCP client, tool-call and the window."""
    import time

    from scriptdeck.core.run.history import History, history_path

    dialog = window.dialogs.open_connect_dialog()
    dialog.resize(760, 500)
    grab(dialog, f"connect_{lang}.png")
    dialog.close()
    history = History(history_path(window.controller.home.state_dir))
    history.clear()
    now = time.time() - 300
    for offset, tool_id, args, source, client, code in (
            (0, "convert_units", {"kind": "length", "from_unit": "km", "values": [42.195]}, "window", None, 0),
            (40, "bangumi_calendar", {"action": "calendar"}, "cli", None, 0),
            (95, "bangumi_calendar", {"action": "search", "query": "Frieren"}, "mcp", "claude-ai", 0),
            (130, "convert_units", {"kind": "weight", "from_unit": "stone", "to_unit": "kg", "values": [1]},
             "mcp", "claude-ai", 1),
            (200, "weather_history", {"station": "Lisbon-Portela", "max_days": 5}, "mcp", "cursor-vscode", 0)):
        history.append({"tool_id": tool_id, "args": args, "started": now + offset, "finished": now + offset + 1,
                        "source": source, **({"client": client} if client else {}),
                        "result": {"exit_code": code, "timed_out": False}})
    # what scriptdeck mcp logs of the same calls (core/mcp/msglog.py): the client's view of the selected run
    from scriptdeck.core.mcp.msglog import messages_path

    log = messages_path(window.controller.home.state_dir)
    log.unlink(missing_ok=True)
    answer = {"content": [{"type": "text", "text": "Lisbon-Portela: 5 readings"}],
              "structuredContent": {"station": "Lisbon-Portela", "readings": 5}, "isError": False}
    with log.open("a", encoding="utf-8") as out:
        for line in (
                {"t": now + 0.2, "method": "initialize", "id": 1, "in": 182, "out": 254, "ms": 3.1, "error": False,
                 "request": {"protocolVersion": "2025-11-25", "capabilities": {},
                             "clientInfo": {"name": "cursor-vscode", "version": "1.0"}}, "answer": None},
                {"t": now + 0.3, "dir": "in", "method": "notifications/initialized", "in": 54, "request": None},
                {"t": now + 0.5, "method": "tools/list", "id": 2, "in": 58, "out": 7912, "ms": 41.7, "error": False,
                 "request": {}, "answer": None},
                {"t": now + 201.1, "method": "tools/call", "id": 3, "in": 131, "out": 236, "ms": 1012.4,
                 "error": False, "request": {"name": "weather_history",
                                             "arguments": {"station": "Lisbon-Portela", "max_days": 5}},
                 "answer": answer}):
            out.write(json.dumps(line) + "\n")
    size = window.size()
    if not SUFFIX[0]:  # the usual size gets room for the dock under the details; the small screen has none
        window.resize(size.width(), 1080)
    window.dialogs.show_activity()
    window.resizeDocks([window.activity_dock], [380], Qt.Orientation.Vertical)
    wait_for(lambda: window.activity.tree.topLevelItemCount() == 5)
    window.activity.tree.setCurrentItem(window.activity.tree.topLevelItem(0))  # the newest: an MCP run
    grab(window, f"activity_{lang}.png")
    window.activity_dock.hide()
    window.resize(size)


def authoring_shots(window, lang: str) -> None:
    """Issue 14: the tools' context menu (painted onto the window: a popup is a window of its own), the
    New tool dialog and the header editor."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter

    window.tabs.setCurrentIndex(0)
    window.select_tool("disk_report")
    tree = window.tree
    rect = tree.visualRect(tree.currentIndex())
    at = QPoint(rect.left() + 60, rect.center().y())
    menu = window.tool_actions._context_menu(at)
    for _ in range(5):
        QApplication.processEvents()
    name = f"context_menu_{lang}{SUFFIX[0]}.png"
    if not ONLY or name.startswith(ONLY):
        picture = window.grab()
        painter = QPainter(picture)
        painter.drawPixmap(tree.viewport().mapTo(window, at), menu.grab())
        painter.end()
        picture.save(str(OUT / name))
        print((OUT / name).relative_to(REPO))
    menu.close()
    dialog = window.tool_actions.new_tool()
    dialog.id_edit.setText("check_disk")
    dialog.name_zh_edit.setText("检查磁盘")
    dialog.description_edit.setText("Report free space of a folder.")
    dialog.groups_edit.setText("system")
    dialog.resize(620, dialog.sizeHint().height())
    grab(dialog, f"new_tool_{lang}.png")
    dialog.close()
    window.select_tool("bangumi_calendar")
    editor = window.tool_actions.edit_header()
    editor.resize(680, 640)
    grab(editor, f"header_editor_{lang}.png")
    editor.close()


def composite(base: QWidget, top: QWidget, name: str) -> None:
    """A dialog with its question box on top (the box is a window of its own, so it is painted in)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter

    for _ in range(5):
        QApplication.sendPostedEvents()
        QApplication.processEvents()
    name = name[: -len(".png")] + SUFFIX[0] + ".png"  # the window size in the name, as grab() does
    if ONLY and not name.startswith(ONLY):
        return
    picture = base.grab()
    shown = top.grab()
    painter = QPainter(picture)
    painter.drawPixmap(QPoint(max(0, (picture.width() - shown.width()) // 2),
                              max(0, (picture.height() - shown.height()) // 2)), shown)
    painter.end()
    picture.save(str(OUT / name))
    print((OUT / name).relative_to(REPO))


def trusted_shots(window, lang: str, scripts: Path) -> None:
    """Issue 20: the run panel after ten runs, an overrides conflict, the header editor's close prompt, Qt's own
    file dialog in the UI language, and About."""
    panel = window.run_panel
    window.tabs.setCurrentWidget(panel)
    window.select_tool("convert_units")
    panel.json_edit.setPlainText(json.dumps({"kind": "length", "from_unit": "km", "to_unit": "mi",
                                             "values": [1, 5, 10, 21.0975, 42.195]}))
    for _ in range(10):
        view = panel.run_now()
        wait_for(lambda v=view: not v.run.running)
    grab(window, f"run_ten_{lang}.png")
    while panel.run_tabs.count():
        panel._close_run_tab(0)
    window.select_tool("bangumi_calendar")
    window.tabs.setCurrentWidget(window.overrides)
    overrides = window.overrides
    mine = "每天更新的番组表。" if lang.startswith("zh") else "The airing calendar, updated daily."
    overrides.editors["description"].setText(mine)
    index = scripts / "index.json"
    saved = index.read_text()
    index.write_text(json.dumps({"scripts": [{"id": "bangumi_calendar", "path": "bangumi_calendar.py",
                                              "timeout_seconds": 90, "description": "Changed in another editor."}]}))
    window.controller.rescan()
    grab(window, f"overrides_conflict_{lang}.png")
    both = overrides.show_both()
    if both is not None:
        grab(both, f"overrides_both_{lang}.png")
        both.close()
    overrides.take_theirs()
    index.write_text(saved)
    window.controller.rescan()
    window.overrides.show_tool(window.controller.registry.get("bangumi_calendar"))
    window.tabs.setCurrentIndex(0)
    editor = window.tool_actions.edit_header()
    editor.resize(680, 640)
    editor.edits["description"].setText("Query the Bangumi airing calendar (edited).")
    editor.close()
    if editor.prompt is not None:
        composite(editor, editor.prompt, f"header_close_prompt_{lang}.png")
        editor.prompt.close()
    editor._leaving = True
    editor.close()
    dialog = window.dialogs.pick_scripts()
    dialog.resize(760, 460)
    listing = dialog.findChild(QTreeView, "treeView")  # the folder is read in a thread: wait for its rows
    wait_for(lambda: listing.model().rowCount(listing.rootIndex()) > 0)
    grab(dialog, f"file_dialog_{lang}.png")
    dialog.close()
    about = window.tool_actions.show_about()
    grab(about, f"about_{lang}.png")
    about.close()


def palette_shots(window, lang: str) -> None:
    """Issue 35: the Ctrl+K palette (found by pinyin, its inline arguments, a result), the window in the light and
    the dark scheme, and Details' "As the agent sees it"."""
    from PySide6.QtTest import QTest
    from scriptdeck.gui.widgets import theme

    palette = window.quick_run
    palette.open_palette()
    palette.resize(640, 420)
    QTest.keyClicks(palette.query, "dwhs")
    composite(window, palette, f"palette_find_{lang}.png")
    QTest.keyClick(palette.query, Qt.Key.Key_Tab)
    composite(window, palette, f"palette_args_{lang}.png")
    palette.hide()
    palette.query.clear()
    palette.open_palette()
    QTest.keyClicks(palette.query, "fanzu")  # 番组日历 by its pinyin
    QTest.keyClick(palette.query, Qt.Key.Key_Tab)
    QTest.keyClick(palette.query, Qt.Key.Key_Return)
    wait_for(lambda: palette.stage == "result" and bool(palette.output), 15)
    composite(window, palette, f"palette_result_{lang}.png")
    palette.hide()
    palette.query.clear()
    window.select_tool("bangumi_calendar")
    window.tabs.setCurrentIndex(0)
    for scheme in (theme.DARK, theme.LIGHT):
        theme.apply(scheme)
        grab(window, f"theme_{scheme}_{lang}.png")
        settings = window.dialogs.open_settings()  # check boxes, line edits, combo and spin boxes: their outlines (issue 40)
        settings.resize(720, 520)
        settings.tabs.setCurrentIndex(1)
        grab(settings, f"theme_{scheme}_settings_{lang}.png")
        settings.close()
    theme.apply(theme.SYSTEM)
    portal_shot(window, lang)
    details = window.details
    details.scroll_area.ensureWidgetVisible(details.agent_view, 0, 0)
    grab(window, f"agent_view_{lang}.png")
    details.scroll_area.verticalScrollBar().setValue(0)


def launcher_shots(window, lang: str) -> None:
    """Issue 45: the palette summoned from outside (a frameless panel), a run's progress bar, the tray menu, and
    Settings registering the desktop-wide shortcut with a fake GlobalShortcuts portal on a private session bus."""
    import shutil
    import subprocess

    if ONLY and not any(f"launcher_{lang}".startswith(prefix) or prefix.startswith("launcher") for prefix in ONLY):
        return
    from scriptdeck.gui.app import follow_global_shortcut
    from scriptdeck.gui.services import global_shortcuts
    from scriptdeck.gui.shell.tray import DeckTray

    palette = window.quick_run
    palette.summon()
    palette.resize(640, 420)
    grab(palette, f"launcher_palette_{lang}.png")
    palette.hide()
    window.show()
    panel = window.run_panel
    window.tabs.setCurrentIndex(2)
    window.select_tool("batch_resize")
    view = panel.run_now()
    wait_for(lambda: view.progress_bar.value() == round(7 / 12 * 1000), 15)
    grab(window, f"launcher_progress_{lang}.png")
    view.run.stop()
    wait_for(lambda: not view.run.running, 15)
    while panel.run_tabs.count():
        panel._close_run_tab(0)
    window.tabs.setCurrentIndex(0)
    tray = DeckTray(window)
    tray.rebuild()
    tray.menu.adjustSize()
    grab(tray.menu, f"launcher_tray_{lang}.png")
    tray.deleteLater()
    daemon_path = shutil.which("dbus-daemon")
    if daemon_path is None:
        return
    daemon = subprocess.Popen([daemon_path, "--session", "--print-address=1", "--nofork", "--nopidfile"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    address = daemon.stdout.readline().strip()
    env = {**os.environ, "DBUS_SESSION_BUS_ADDRESS": address}
    portal = subprocess.Popen([sys.executable, str(REPO / "tests" / "fake_shortcuts_portal.py")], env=env,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    shortcut = None
    try:
        assert portal.stdout.readline().strip() == "ready"
        shortcut = follow_global_shortcut(window, address)
        settings = window.dialogs.open_settings()
        settings.resize(720, 560)
        settings.tabs.setCurrentWidget(settings.editor_tab)
        settings.editor_tab.shortcut_row.button.click()
        wait_for(lambda: "Ctrl+Alt+Space" in settings.editor_tab.shortcut_row.result.text(), 15)
        grab(settings, f"launcher_settings_{lang}.png")
        settings.close()
    finally:
        if shortcut is not None:
            shortcut.close()
        global_shortcuts.set_current(None)
        portal.stdin.close()
        portal.wait(30)
        daemon.terminate()
        daemon.wait(30)


def portal_shot(window, lang: str) -> None:
    """Issue 40: the window dark because the desktop portal says "prefer dark" (tests/fake_portal.py on a private
    session bus; no theme variable), then light again when the portal's setting changes. Skipped without
    dbus-daemon."""
    import shutil
    import subprocess

    from PySide6.QtDBus import QDBusConnection
    from scriptdeck.gui.widgets import theme

    daemon_path = shutil.which("dbus-daemon")
    if daemon_path is None or (ONLY and not any(f"portal_dark_{lang}".startswith(prefix) for prefix in ONLY)):
        return
    daemon = subprocess.Popen([daemon_path, "--session", "--print-address=1", "--nofork", "--nopidfile"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    address = daemon.stdout.readline().strip()
    env = {**os.environ, "DBUS_SESSION_BUS_ADDRESS": address, "QT_QPA_PLATFORM": "offscreen"}
    portal = subprocess.Popen([sys.executable, str(REPO / "tests" / "fake_portal.py"), "--value", "1"], env=env,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert portal.stdout.readline().strip() == "ready"
        theme.follow_portal(QDBusConnection.connectToBus(address, "screenshots-portal"))
        theme.apply(theme.SYSTEM)
        grab(window, f"portal_dark_{lang}.png")
        portal.stdin.write("2\n")  # the desktop switches to light: followed live
        portal.stdin.flush()
        wait_for(lambda: theme.state.scheme == theme.LIGHT, 15)
        grab(window, f"portal_light_{lang}.png")
    finally:
        theme.follow_portal(None)
        QDBusConnection.disconnectFromBus("screenshots-portal")
        portal.stdin.close()
        portal.wait(30)
        daemon.terminate()
        daemon.wait(30)
        theme.apply(theme.SYSTEM)


if __name__ == "__main__":
    sys.exit(main())
