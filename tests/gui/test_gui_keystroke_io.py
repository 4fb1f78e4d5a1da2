"""What a keystroke reads from disk: typing in the search box while the same tool stays shown, or in the run form,
reads no file (the shown tool's source, its trust pin, settings.json) again. Counted, never timed."""

from __future__ import annotations

from collections import Counter

from PySide6.QtTest import QTest

from tests.conftest import deck_home, window_open
from tests.gui_texts import settle

ALPHA = "#!/bin/sh\n# Display name: Alpha\n# Description: weather alpha tool.\n# Group: g\necho a\n"
BETA = "#!/bin/sh\n# Display name: Beta\n# Description: weather beta tool.\n# Group: g\necho b\n"


def count_reads(monkeypatch) -> Counter:
    """Count the shown tool's source preview, its trust state (a hash of the file) and settings.json loads."""
    import scriptdeck.gui.inspect.source_preview as details
    from scriptdeck.core.run.trust import TrustStore
    from scriptdeck.core.store.settings import Settings

    calls: Counter = Counter()
    read_preview, state, load = details.read_preview, TrustStore.state, Settings.load.__func__

    def counted_preview(path):
        calls["read_preview"] += 1
        return read_preview(path)

    def counted_state(self, *args, **kwargs):
        calls["trust.state"] += 1
        return state(self, *args, **kwargs)

    def counted_load(cls, path):
        calls["Settings.load"] += 1
        return load(cls, path)

    monkeypatch.setattr(details, "read_preview", counted_preview)
    monkeypatch.setattr(TrustStore, "state", counted_state)
    monkeypatch.setattr(Settings, "load", classmethod(counted_load))
    return calls


def test_typing_a_search_that_keeps_the_tool_shown_reads_nothing_again(qtbot, tmp_path, monkeypatch) -> None:
    home = deck_home(tmp_path / "home", {"alpha.sh": ALPHA, "beta.sh": BETA})
    calls = count_reads(monkeypatch)
    with window_open(qtbot, home) as win:
        assert win.select_tool("alpha")
        settle()
        assert win.details.tool.id == "alpha"
        calls.clear()
        win.search.setFocus()
        QTest.keyClicks(win.search, "weathe")  # six keystrokes; alpha matches each of them
        settle()
        assert win.details.tool.id == "alpha" and win.deck.shown == "alpha"
        assert calls == Counter(), calls

        QTest.keyClicks(win.search, "rx")  # nothing matches: the panes are told, once
        settle()
        assert win.deck.shown is None and win.details.tool is None
        win.search.clear()
        settle()
        assert win.details.tool.id == "alpha"
        assert calls["read_preview"] == 1, calls


def test_a_rescan_that_changes_the_shown_tool_still_refreshes_the_panes(qtbot, tmp_path) -> None:
    home = deck_home(tmp_path / "home", {"alpha.sh": ALPHA, "beta.sh": BETA})
    with window_open(qtbot, home) as win:
        assert win.select_tool("alpha")
        settle()
        before = win.details.tool
        (home.global_dir / "alpha.sh").write_text(ALPHA.replace("weather alpha tool.", "Rain alpha tool."))
        assert win.controller.rescan()
        settle()
        assert win.deck.shown == "alpha"
        assert win.details.tool is not before and win.details.tool is win.controller.registry.get("alpha")
        assert win.run_panel.tool is win.details.tool and win.tests_tab.tool is win.details.tool
        assert "Rain alpha tool." in win.details.values["description"].text()


WEATHER = ("#!/bin/sh\n# Display name: Weather\n# Description: Weather.\n# Group: g\n"
           '# Parameters: {"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}\n'
           "echo w\n")


def test_typing_in_the_run_form_reads_no_settings_and_plans_nothing(qtbot, tmp_path, monkeypatch) -> None:
    from PySide6.QtWidgets import QLineEdit

    home = deck_home(tmp_path / "home", {"weather.sh": WEATHER})
    calls = count_reads(monkeypatch)
    with window_open(qtbot, home) as win:
        assert win.select_tool("weather")
        panel = win.run_panel
        win.tabs.setCurrentWidget(panel)
        settle()
        plans: list[object] = []
        plan = panel.controller.runs.plan
        monkeypatch.setattr(panel.controller.runs, "plan", lambda *a, **k: (plans.append(a[1]), plan(*a, **k))[1])
        calls.clear()
        edit = panel.editor.findChildren(QLineEdit)[0]
        edit.setFocus()
        QTest.keyClicks(edit, "Paris")
        settle()
        assert panel.arguments() == {"city": "Paris"}
        assert calls["Settings.load"] == 0 and plans == [], (calls, plans)

        panel.arg_tabs.setCurrentWidget(panel.preview)  # "What the script receives": planned now, once
        assert plans == [{"city": "Paris"}]
        assert '"city":"Paris"' in panel.preview.toPlainText()
        assert calls["Settings.load"] == 0, calls


def test_typing_an_id_in_the_register_dialog_checks_only_that_file(qtbot, tmp_path, monkeypatch) -> None:
    import scriptdeck.gui.deck.register_dialog as register_dialog

    from tests.conftest import write_script

    home = deck_home(tmp_path / "home", {"alpha.sh": ALPHA})
    files = [write_script(tmp_path / "drop" / f"t{n}.sh", BETA.replace("Beta", f"T{n}")) for n in range(3)]
    with window_open(qtbot, home) as win:
        dialog = win.dialogs.open_register_dialog(files)
        settle()
        checked: list[str] = []
        preflight = register_dialog.preflight
        monkeypatch.setattr(register_dialog, "preflight",
                            lambda registry, path, *a, **k: (checked.append(path.name), preflight(registry, path, *a, **k))[1])
        dialog.list.setCurrentRow(1)
        assert checked == [], "choosing a row shows its last check"
        dialog.id_edit.setFocus()
        QTest.keyClicks(dialog.id_edit, "xyz")
        settle()
        assert checked == ["t1.sh"] * 3, checked
        assert dialog.candidates[1].chosen_id == "t1xyz"
        assert "t1xyz" in dialog.status_view.text()

        dialog.id_edit.setText("bad id!")  # an id that cannot be: that row says so, the others stay ready
        dialog.id_edit.textEdited.emit("bad id!")
        assert dialog.list.item(1).text().startswith("✖") and dialog.list.item(0).text().startswith("✔")
        checked.clear()
        dialog.overwrite.setChecked(True)  # Replace changes every file's answer: each checked once
        assert sorted(checked) == ["t0.sh", "t1.sh", "t2.sh"], checked
        dialog.reject()
