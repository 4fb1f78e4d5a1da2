"""A tool removed while the window was about to change it: the refusal is said in the UI language (the operation
raises a translatable error; every caller shows it translated), never an English sentence in the Chinese UI."""

from __future__ import annotations

import pytest

from tests.conftest import deck_home, window_open
from tests.gui_texts import settle

ALPHA = "#!/bin/sh\n# Display name: Alpha\n# Description: weather alpha tool.\n# Group: g\necho a\n"
BETA = "#!/bin/sh\n# Display name: Beta\n# Description: weather beta tool.\n# Group: g\necho b\n"


def test_the_operation_refuses_a_gone_tool_in_either_language(qtbot, tmp_path) -> None:
    from scriptdeck.gui.services.ops import ToolGone

    home = deck_home(tmp_path / "home", {"alpha.sh": ALPHA})
    with window_open(qtbot, home, "zh_CN") as win:
        with pytest.raises(ToolGone) as refused:
            win.controller.ops.unregister("gone", "Unregister gone")
        assert isinstance(refused.value, OSError), "callers that report a failed write report it too"
        message, fix = refused.value.message("zh_CN")
        assert message == "gone：没有这个工具（它刚被移除或改名）" and "重新选择" in fix
        assert refused.value.message("en")[0] == "gone: no such tool (it was removed or renamed meanwhile)"


def test_the_header_editor_says_in_chinese_that_its_tool_is_gone(qtbot, tmp_path) -> None:
    home = deck_home(tmp_path / "home", {"alpha.sh": ALPHA, "beta.sh": BETA})
    with window_open(qtbot, home, "zh_CN") as win:
        assert win.select_tool("alpha")
        editor = win.tool_actions.edit.edit_header("alpha")
        settle()
        (home.global_dir / "alpha.sh").unlink()
        win.controller.rescan()
        settle()
        editor.edits["display_name"].setText("Alpha 2")
        assert not editor.save()
        assert "没有这个工具" in editor.problem.text() and "no such tool" not in editor.problem.text()
        editor._leaving = True
        editor.close()


def test_overrides_say_in_chinese_that_their_tool_is_gone(qtbot, tmp_path) -> None:
    home = deck_home(tmp_path / "home", {"alpha.sh": ALPHA, "beta.sh": BETA})
    with window_open(qtbot, home, "zh_CN") as win:
        assert win.select_tool("alpha")
        win.overrides.editors["display_name"].setText("Typed")
        (home.global_dir / "alpha.sh").unlink()
        reason = win.overrides.save_changes()
        assert "没有这个工具" in reason and "no such tool" not in reason
        win.overrides.show_tool(None)  # the typed value is not asked about when the window closes
