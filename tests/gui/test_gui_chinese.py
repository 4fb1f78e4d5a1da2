"""All Chinese (issue 20): a Chinese user's first screen is Chinese, the built-in example tools included; one
word for persona, lists with 、, lint messages before their codes, layers in words. Real widgets, offscreen."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtWidgets import QLabel
from scriptdeck.core.store.paths import Home

from tests.conftest import REPO, close_window, write_script
from tests.gui.test_window_texts_and_layouts import AGREED, open_window, strip_markup
from tests.gui_texts import english_words, settle, visible_texts

BUILTINS = ("color_swatch", "convert_units", "host_status", "peek_file")
NOEXEC = "#!/bin/sh\n# 显示名称：不可执行\n# Display name: Not executable\n# Description: Lacks the x bit.\necho\n"


@pytest.fixture
def home(tmp_path) -> Home:
    root = tmp_path / "home"
    write_script(root / "scripts" / "noexec.sh", NOEXEC, executable=False)
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    return Home(root, forced=True)


@pytest.fixture
def zh_window(qtbot, home):
    win = open_window(qtbot, home, "zh_CN")
    yield win
    close_window(win)


def schema_words(schema: object) -> set[str]:
    """Words of a schema that are data, not prose: keys, enum values, defaults, patterns (no descriptions)."""
    if isinstance(schema, dict):
        words: set[str] = set()
        for key, value in schema.items():
            if key in ("description", "描述", "title"):
                continue
            words |= english_words(key) | schema_words(value)
        return words
    if isinstance(schema, list):
        return set().union(*(schema_words(v) for v in schema)) if schema else set()
    return english_words(str(schema))


def zh_descriptions(schema: object) -> str:
    if isinstance(schema, dict):
        return " ".join([str(schema.get("描述", ""))] + [zh_descriptions(v) for v in schema.values()])
    return " ".join(zh_descriptions(v) for v in schema) if isinstance(schema, list) else ""


def test_builtin_examples_speak_chinese(zh_window):
    """Their names, descriptions, groups and parameter descriptions: no English prose on a Chinese screen. What
    the agent is sent stays English and is labelled so (the stub, the English description line); the Overrides
    tab shows index.json values (group ids) as written."""
    win = zh_window
    user = win.controller.registry.get("noexec")
    data = set(AGREED) | english_words(f"{win.controller.home.root} {win.controller.home.state_dir} {user.path}")
    data |= english_words(f"{user.id} {user.description} {user.display_name('en')}")
    found: dict[str, str] = {}
    for tool_id in BUILTINS:
        tool = win.controller.registry.get(tool_id)
        assert tool is not None
        tests_file = tool.path.parent / ".tests" / f"{tool.id}.json"  # the tool's test cases' path (SPEC §21)
        data |= english_words(f"{tool.id} {tool.path} {tests_file} {tool.stub} {tool.description} {tool.display_name('en')} "
                              f"{' '.join(tool.value('capabilities') or [])} {zh_descriptions(tool.schema)}") | schema_words(tool.schema)
    for tool_id in BUILTINS:
        tool = win.controller.registry.get(tool_id)
        source = tool.path.read_text(encoding="utf-8")
        win.select_tool(tool_id)
        for tab in range(win.tabs.count()):
            win.tabs.setCurrentIndex(tab)
            allowed = data | (english_words(" ".join(tool.groups)) if win.tabs.currentWidget() is win.overrides
                              else set())
            for text in visible_texts(win):
                if text.startswith("#!") and text.splitlines()[0] in source:
                    continue  # the file's own first lines, shown as a preview: tool data
                if text.lstrip().startswith("{"):
                    continue  # a schema or arguments shown as JSON: data, not prose
                for word in english_words(strip_markup(text)) - allowed:
                    found.setdefault(word, f"{tool_id}: {text[:120]}")
    assert found == {}, "\n".join(f"{w}: {t!r}" for w, t in sorted(found.items()))


def test_builtin_group_rows_tooltips_and_form_hints_are_chinese(zh_window):
    from scriptdeck.gui.deck.tool_model import TOOL_ROLE

    win = zh_window
    for index in win.model.indexes_for("convert_units"):
        assert index.data(TOOL_ROLE).id == "convert_units"
        tip = win.model.index(index.row(), 0, index.parent()).data(0x03)  # ToolTipRole
        assert tip.startswith("把一组数值"), tip
    groups = [win.proxy.index(row, 0).data() for row in range(win.proxy.rowCount())]
    assert any(g.startswith("示例") for g in groups), groups
    win.select_tool("color_swatch")
    hints = [label.text() for label in win.run_panel.findChildren(QLabel, "field-hint")]
    assert "十六进制颜色，例如 #ff8800" in hints, hints


def test_a_lint_finding_leads_with_its_message_in_chinese(zh_window):
    win = zh_window
    win.select_tool("noexec")
    texts = [label.text() for label in win.details.findChildren(QLabel) if "no-exec-bit" in label.text()]
    assert texts, "the finding is shown"
    shown = re.sub(r"<[^>]+>", "", texts[0])
    before = shown[: shown.index("no-exec-bit")]
    assert re.search(r"[\u4e00-\u9fff]{4}", before), f"the Chinese message comes before the code: {shown}"


def test_read_only_layer_named_in_chinese_in_the_overrides_note(zh_window):
    win = zh_window
    win.select_tool("color_swatch")
    assert "builtin" not in win.overrides.note.text()
    assert "内置" in win.overrides.note.text()


def test_lists_in_sentences_use_the_chinese_comma(zh_window):
    from scriptdeck.gui.services.texts import join_list

    assert join_list(["描述", "分组"]) == "描述、分组"


def effective_zh() -> dict[tuple[str, str], str]:
    """What the Chinese UI says: the .ts file, corrected by translations/pending/*.json."""
    out = {}
    for context in ET.parse(REPO / "translations" / "scriptdeck_zh_CN.ts").getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out[(name, message.findtext("source") or "")] = message.findtext("translation") or ""
    for path in sorted((REPO / "translations" / "pending").glob("*.json")):
        for item in json.loads(path.read_text(encoding="utf-8")):
            out[(item["context"], item["source"])] = item["zh_CN"]
    return out


def test_one_word_for_persona():
    wrong = {key: text for key, text in effective_zh().items() if "人设" in text or "角色" in text}
    assert wrong == {}


def test_qt_file_dialog_words_follow_the_ui_language(qtbot, home, tmp_path):
    """qtbase_zh_CN.qm leaves the file-type column ("Folder") in English; ScriptDeck's catalogue answers it."""
    from PySide6.QtCore import QFileInfo, QLocale
    from PySide6.QtWidgets import QFileIconProvider

    win = open_window(qtbot, home, "zh_CN")
    try:
        assert QFileIconProvider().type(QFileInfo(str(tmp_path))) == "文件夹"
        assert QLocale().name() == "zh_CN"
        win.set_language("en")
        assert QFileIconProvider().type(QFileInfo(str(tmp_path))) == "Folder"
    finally:
        win.set_language("en")
        close_window(win)


def test_issue_20_additions_speak_chinese(qtbot, home, tmp_path):
    """The new pieces, walked in Chinese: the conflict bar and both-values view, the state-file banner, the
    header editor's close question, About, the trust diff and the empty-filter message."""
    from PySide6.QtWidgets import QWidget

    from tests.gui_texts import widget_texts

    home.state_dir.mkdir(parents=True, exist_ok=True)
    (home.state_dir / "sandbox.json").write_text("{oops")
    write_script(home.root / "scripts" / "mine.sh", "#!/bin/sh\n# 显示名称：我的\n# Description: Mine.\necho\n")
    win = open_window(qtbot, home, "zh_CN")
    texts: list[str] = []

    def collect(root: QWidget) -> None:
        settle()
        texts.extend(widget_texts(root))
        texts.extend(t for w in root.findChildren(QWidget) if w.isVisibleTo(root) for t in widget_texts(w))

    try:
        collect(win.state_banner)
        win.select_tool("mine")
        win.tabs.setCurrentWidget(win.overrides)
        win.overrides.editors["description"].setText("我的描述")
        (home.root / "scripts" / "index.json").write_text(
            json.dumps({"scripts": [{"id": "mine", "path": "mine.sh", "description": "外部"}]}))
        win.controller.rescan()
        collect(win.overrides.conflict_bar)
        both = win.overrides.show_both()
        collect(both)
        win.overrides.take_theirs()
        editor = win.tool_actions.edit_header()
        editor.edits["description"].setText("改了")
        editor.close()
        collect(editor.prompt)
        editor.prompt.close()
        editor._leaving = True
        editor.close()
        collect(win.tool_actions.show_about())
        win.tool_actions.filters["dialect"].add("none-such")
        win.tool_actions._apply_filters()
        texts.append(win.no_results.text())
        win.tool_actions.clear_filters()
        trust_box = win.details.guard.trust
        trust_box.approve()
        path = home.root / "scripts" / "mine.sh"
        path.write_text(path.read_text() + "echo more\n")
        trust_box.show_tool("mine", path)
        trust_box.review()
        collect(trust_box.dialog)
        allowed = set(AGREED) | english_words(f"{home.root} {home.state_dir} {path} {path.read_text()} more "
                                              "scriptdeck python qt pyside mit broken sandbox.json")
        found = {w: t[:100] for t in texts for w in english_words(strip_markup(t)) - allowed}
        assert found == {}, found
    finally:
        close_window(win)


def dialog_date_text(qtbot, dialog, name: str) -> str:
    """The "Date Modified" cell the dialog's detail view shows for ``name`` (through whatever model it uses)."""
    from PySide6.QtWidgets import QTreeView

    view = dialog.findChild(QTreeView, "treeView")

    def cell() -> str | None:
        root = view.rootIndex()
        model = view.model()
        for row in range(model.rowCount(root)):
            if model.index(row, 0, root).data() == name:
                return model.index(row, 3, root).data()
        return None

    qtbot.waitUntil(lambda: cell() is not None, timeout=5000)
    return cell() or ""


def test_qt_file_dialog_dates_follow_the_ui_language(qtbot, home, tmp_path):
    """Qt's QFileSystemModel writes dates with the system locale (C here: "1 12 2026 18:16") whatever the UI
    language; the dialog shows them in the UI language's short format, also after a live switch."""
    import os

    from PySide6.QtCore import QDateTime, QLocale

    folder = tmp_path / "pick"
    folder.mkdir()
    script = folder / "tool.sh"
    script.write_text("#!/bin/sh\n")
    os.utime(script, (1_700_000_000, 1_700_000_000))  # 2023-11-14, a day and month that cannot be confused
    when = QDateTime.fromSecsSinceEpoch(1_700_000_000)
    zh = QLocale(QLocale.Language.Chinese, QLocale.Country.China).toString(when, QLocale.FormatType.ShortFormat)
    en = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates).toString(
        when, QLocale.FormatType.ShortFormat)
    assert zh != en
    win = open_window(qtbot, home, "zh_CN")
    dialog = win.dialogs.pick_scripts()
    try:
        dialog.setDirectory(str(folder))
        assert dialog_date_text(qtbot, dialog, "tool.sh") == zh
        win.set_language("en")
        assert dialog_date_text(qtbot, dialog, "tool.sh") == en
    finally:
        dialog.close()
        win.set_language("en")
        close_window(win)
