"""Settings → Libraries (SPEC §29) as a new user meets it: subscribe to a colleague's repository, see an update's
change list and test results, accept it (or see failing tests keep the old commit), cancel a fetch that hangs,
remove the library; the library's tools show their layer in Details, in English and Chinese. Real widgets, real
git, waits on the window's own state."""

from __future__ import annotations

import socket
import threading
from pathlib import Path

from PySide6.QtCore import Qt
from scriptdeck.core.model import library
from scriptdeck.core.store.paths import Home

from tests.conftest import window_open
from tests.library_repos import Repo


def _repo(tmp_path: Path) -> Repo:
    repo = Repo(tmp_path)
    repo.tool("greet", "one")
    repo.skill("team-review")
    repo.commit("one")
    return repo


def _tab(qtbot, win):
    dialog = win.dialogs.open_settings()
    tab = dialog.libraries_tab
    dialog.tabs.setCurrentWidget(tab)
    return dialog, tab


def _idle(tab) -> bool:
    return tab.job is None


def test_subscribe_review_an_update_and_accept_it(qtbot, home: Home, tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    with window_open(qtbot, home) as win:
        dialog, tab = _tab(qtbot, win)
        qtbot.keyClicks(tab.url_edit, repo.url)
        tab.name_edit.setText("team")
        qtbot.mouseClick(tab.add_button, Qt.MouseButton.LeftButton)
        assert tab.progress.isVisibleTo(tab) and tab.cancel_button.isVisibleTo(tab)
        qtbot.waitUntil(lambda: _idle(tab), timeout=60_000)
        assert "Added team" in tab.status.text(), tab.status.text()
        assert tab.table.topLevelItemCount() == 1 and tab.table.topLevelItem(0).text(0) == "team"
        tool = win.controller.registry.get("greet")
        assert tool is not None and tool.layer == "library:team"
        assert win.select_tool("greet")
        assert win.details.values["layer"].text() == "library team (git)"
        repo.tool("greet", "two", description="Says two now")
        new = repo.commit("two")
        qtbot.mouseClick(tab.update_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: _idle(tab), timeout=120_000)
        text = tab.report.toPlainText()
        assert "~ tool greet (changed)" in text and "+echo two" in text and "1 passed, 0 failed" in text
        assert tab.accept_button.isVisibleTo(tab) and tab.accept_button.isEnabled()
        assert not tab.force_button.isVisibleTo(tab)
        assert library.commit_in_use(home, "team") != new  # nothing switched before the user says so
        qtbot.mouseClick(tab.accept_button, Qt.MouseButton.LeftButton)
        assert library.commit_in_use(home, "team") == new
        assert tab.table.topLevelItem(0).text(3) == new[:12]
        assert "Says two now" in win.controller.registry.get("greet").header.description
        qtbot.mouseClick(tab.remove_button, Qt.MouseButton.LeftButton)
        assert tab.table.topLevelItemCount() == 0 and win.controller.registry.get("greet") is None
        dialog.reject()


def test_failing_tests_keep_the_commit_until_switch_anyway(qtbot, home: Home, tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    first = library.add(home, repo.url, "team").commit
    repo.tool("greet", "broken")
    repo.case("greet", "one")
    repo.commit("breaks")
    with window_open(qtbot, home) as win:
        dialog, tab = _tab(qtbot, win)
        tab.check_update()
        qtbot.waitUntil(lambda: _idle(tab), timeout=120_000)
        assert "0 passed, 1 failed" in tab.report.toPlainText()
        assert not tab.accept_button.isEnabled() and tab.force_button.isVisibleTo(tab)
        qtbot.mouseClick(tab.discard_button, Qt.MouseButton.LeftButton)
        assert library.commit_in_use(home, "team") == first
        assert "stays on" in tab.status.text()
        dialog.reject()


def test_cancel_stops_a_hanging_fetch_and_adds_nothing(qtbot, home: Home, tmp_path: Path) -> None:
    server = socket.create_server(("127.0.0.1", 0))
    accepted = threading.Event()
    held: list[socket.socket] = []

    def hold() -> None:  # a server that takes the connection and never answers
        try:
            connection, _ = server.accept()
        except OSError:
            return
        held.append(connection)
        accepted.set()

    threading.Thread(target=hold, daemon=True).start()
    with window_open(qtbot, home) as win:
        dialog, tab = _tab(qtbot, win)
        tab.url_edit.setText(f"git://127.0.0.1:{server.getsockname()[1]}/team.git")
        tab.add()
        qtbot.waitUntil(accepted.is_set, timeout=60_000)
        qtbot.mouseClick(tab.cancel_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: _idle(tab), timeout=60_000)
        assert "cancelled" in tab.status.text()
        import psutil

        assert not [p for p in psutil.Process().children(recursive=True) if p.name().startswith("git")]
        assert tab.table.topLevelItemCount() == 0
        assert not [p for p in (home.root / "libraries").iterdir() if not p.name.endswith(".lock")]
        dialog.reject()
    server.close()
    for connection in held:
        connection.close()


def test_a_refused_address_is_said_in_chinese(qtbot, home: Home) -> None:
    with window_open(qtbot, home, "zh_CN") as win:
        dialog, tab = _tab(qtbot, win)
        assert dialog.tabs.tabText(dialog.tabs.indexOf(tab)) == "库"
        tab.url_edit.setText("ext::sh -c touch% /tmp/pwned")
        tab.add()
        qtbot.waitUntil(lambda: _idle(tab), timeout=30_000)
        assert "不是" in tab.status.text(), tab.status.text()
        dialog.reject()


def test_saving_settings_keeps_the_libraries_and_the_window_follows_a_cli_update(qtbot, home: Home,
                                                                                  tmp_path: Path) -> None:
    from tests.conftest import run_cli

    repo = _repo(tmp_path)
    library.add(home, repo.url, "team")
    with window_open(qtbot, home) as win:
        win.controller.watch()
        dialog, tab = _tab(qtbot, win)
        dialog.save()  # the General tab's pi/Raycast list knows nothing of git libraries: they must stay
        assert [r.name for r in library.records(win.controller.settings)] == ["team"]
        assert library.find(home, "team").commit == repo.head()
        repo.tool("greet", "two", description="Says two now")
        new = repo.commit("two")
        assert run_cli("--home", str(home.root), "library", "update", "team").returncode == 0
        qtbot.waitUntil(lambda: (tool := win.controller.registry.get("greet")) is not None
                        and "two now" in tool.header.description, timeout=30_000)
        assert library.commit_in_use(home, "team") == new


def test_a_librarys_skill_is_in_the_skills_view_and_enabled_per_client(qtbot, home: Home, tmp_path: Path) -> None:
    import os

    from scriptdeck.gui.skills.skills_view import CLIENT_COLUMNS, SOURCE

    from tests.gui.test_skills_view import _open_skills, _row

    repo = _repo(tmp_path)
    library.add(home, repo.url, "team")
    with window_open(qtbot, home) as win:
        view = _open_skills(qtbot, win)
        row = _row(view, "team-review", "library:team")
        assert row.text(SOURCE) == "library team (git)"
        row.setCheckState(CLIENT_COLUMNS["claude"], Qt.CheckState.Checked)
        link = Path(os.environ["HOME"]) / ".claude" / "skills" / "team-review"
        qtbot.waitUntil(link.is_symlink, timeout=5000)
        assert (link / "SKILL.md").is_file() and "libraries/team/skills" in os.readlink(link)


def test_a_refusal_that_comes_at_once_is_still_heard(qtbot, home: Home) -> None:
    """An address refused before git runs fails in microseconds: the job runs only once its caller listens (it
    used to start inside ``library_ops.add``, and a refusal emitted before the tab connected left it busy)."""
    from scriptdeck.gui.services.controller import Controller

    controller = Controller(home, watch=False)
    job = controller.library_ops.add("ext::sh -c touch% /tmp/pwned", None, None)
    assert not job.finished  # nothing ran: nobody listens yet
    with qtbot.waitSignal(job.failed, timeout=30_000) as failed:
        job.start()
    assert "ext::" in failed.args[0] or failed.args[0]
    controller.close()


def test_a_library_the_command_line_adds_later_appears_in_a_running_window(qtbot, home: Home,
                                                                            tmp_path: Path) -> None:
    """The window started before any library existed (no ``<home>/libraries`` yet): ``scriptdeck library add`` in
    a terminal still shows its tools in the list."""
    from tests.conftest import run_cli

    repo = _repo(tmp_path)
    assert not (home.root / "libraries").exists()
    with window_open(qtbot, home) as win:
        win.controller.watch()
        assert run_cli("--home", str(home.root), "library", "add", repo.url, "--name", "team").returncode == 0
        qtbot.waitUntil(lambda: (tool := win.controller.registry.get("greet")) is not None
                        and tool.layer == "library:team", timeout=30_000)


def test_a_librarys_tool_and_its_cases_are_read_only_in_the_window(qtbot, home: Home, tmp_path: Path) -> None:
    """What a library from git holds is the library's (SPEC §29): its cases run but are never renamed, edited or
    deleted from the Tests tab (F2 included), its header is not edited and it is not unregistered."""
    repo = _repo(tmp_path)  # greet, tested
    library.add(home, repo.url, "team")
    case_file = home.root / "libraries" / "team" / "scripts" / ".tests" / "greet.json"  # through the pin's link
    before = case_file.read_bytes()
    with window_open(qtbot, home) as win:
        assert win.select_tool("greet")
        tab = win.tests_tab
        tab.show_tool(win.controller.registry.get("greet"))
        assert tab.cases
        tab.case_list.setCurrentItem(tab.case_list.topLevelItem(0))
        assert not any(b.isEnabled() for b in (tab.rename_button, tab.edit_button, tab.delete_button))
        assert tab.run_all_button.isEnabled()
        assert not tab.delete_selected() and tab.edit_selected() is None
        item = tab.case_list.topLevelItem(0)
        item.setText(1, "renamed")  # the name column, as F2 and typing would
        assert case_file.read_bytes() == before
        actions = win.tool_actions
        assert not actions.edit.edit_header_action.isEnabled()
        assert not actions.change.unregister_action.isEnabled() and not actions.change.delete_action.isEnabled()
