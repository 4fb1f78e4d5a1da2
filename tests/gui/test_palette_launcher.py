"""``scriptdeck palette`` (issue 45): the running window's palette over QLocalServer, one window for two quick
calls, the palette as a frameless panel when summoned from outside, and hostile request lines."""

from __future__ import annotations

import json
import os
import select
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from scriptdeck.core.store.paths import resolve_home
from scriptdeck.gui.services.instance import MAX_LINE, InstanceServer, ask, server_name

from tests.conftest import REPO, marked_processes


@pytest.fixture(autouse=True)
def _runtime_dir(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The test's own ``$XDG_RUNTIME_DIR`` (user-only, short path for the socket): nothing is left in /tmp."""
    import shutil
    import tempfile

    folder = tempfile.mkdtemp(prefix="sd-run-")
    monkeypatch.setenv("XDG_RUNTIME_DIR", folder)
    yield
    shutil.rmtree(folder, ignore_errors=True)


def _start(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "scriptdeck", *args], cwd=str(REPO), text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _wait_until(condition, timeout: float = 60.0) -> None:
    """Wait for ``condition`` as qtbot.waitUntil does (the bound only stops a hang)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def _first_to_exit(procs: list[subprocess.Popen[str]], timeout: float = 60.0) -> subprocess.Popen[str]:
    """The first of ``procs`` to end, waited for on their pidfds (an event, not a sleep)."""
    fds = {os.pidfd_open(p.pid): p for p in procs}
    try:
        ready, _, _ = select.select(list(fds), [], [], timeout)
        assert ready, "no process ended"
        done = fds[ready[0]]
        done.wait(timeout)
        return done
    finally:
        for fd in fds:
            os.close(fd)


def _windows(window: subprocess.Popen[str]) -> list[int]:
    """The test's live processes that are not the window's own helpers (its token counter, run watchers…)."""
    import psutil

    live = marked_processes(os.environ["SCRIPTDECK_TEST_MARK"])  # first: a helper started after it is not listed
    helpers = {child.pid for child in psutil.Process(window.pid).children(recursive=True)}
    return [pid for pid in live if pid not in helpers]


def _default_server() -> str:
    return server_name(resolve_home().root)


@pytest.mark.slow
@pytest.mark.linux_only
def test_two_quick_calls_start_one_window_with_its_palette_shown() -> None:
    name = _default_server()
    procs = [_start("palette"), _start("palette")]  # at once, no window running: a race for the start
    first = _first_to_exit(procs)
    window = procs[1] if first is procs[0] else procs[0]
    out, err = first.communicate()
    assert first.returncode == 0, err  # it handed its request to the window the other one started
    assert window.poll() is None  # the other one is the window's process
    answer = ask(name, {"command": "status"})
    assert answer == {"ok": True, "pid": window.pid, "palette": True, "window": False}
    assert _windows(window) == [window.pid]  # one window process, no other
    again = _start("palette")  # a third call reaches the same window
    assert again.wait(60) == 0
    assert ask(name, {"command": "status"})["pid"] == window.pid
    window.kill()
    window.communicate()


@pytest.mark.slow
@pytest.mark.linux_only
def test_palette_reaches_a_window_started_with_gui_and_gui_again_shows_that_window() -> None:
    name = _default_server()
    window = _start("gui")
    _wait_until(lambda: window.poll() is not None or ask(name, {"command": "status"}, 200) is not None)
    assert ask(name, {"command": "status"}) == {"ok": True, "pid": window.pid, "palette": False, "window": True}
    done = _start("palette")
    assert done.wait(60) == 0, done.communicate()[1]
    assert ask(name, {"command": "status"}) == {"ok": True, "pid": window.pid, "palette": True, "window": True}
    again = _start()  # `scriptdeck` alone is `scriptdeck gui`: the running window, no second one
    assert again.wait(60) == 0, again.communicate()[1]
    assert _windows(window) == [window.pid]
    window.kill()
    window.communicate()


@pytest.mark.slow
@pytest.mark.linux_only
def test_gui_shows_the_window_a_palette_call_started_hidden() -> None:
    name = _default_server()
    hidden = _start("palette")
    _wait_until(lambda: hidden.poll() is not None or ask(name, {"command": "status"}, 200) is not None)
    assert ask(name, {"command": "status"})["window"] is False
    shown = _start("gui")
    assert shown.wait(60) == 0, shown.communicate()[1]
    # the window took the focus, so the summoned panel went away, as it does when the user goes elsewhere
    assert ask(name, {"command": "status"}) == {"ok": True, "pid": hidden.pid, "palette": False, "window": True}
    hidden.kill()
    hidden.communicate()


@pytest.mark.slow
@pytest.mark.linux_only
def test_a_window_for_another_home_is_not_reached(tmp_path: Path) -> None:
    other = tmp_path / "other-home"
    window = _start("--home", str(other), "palette")
    _wait_until(lambda: window.poll() is not None or ask(server_name(other), {"command": "status"}, 200) is not None)
    assert ask(_default_server(), {"command": "status"}, 200) is None  # the default home has no window
    assert ask(server_name(other), {"command": "status"})["pid"] == window.pid
    window.kill()
    window.communicate()


def test_names_are_per_data_root_and_per_user(tmp_path: Path) -> None:
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")
    assert server_name(tmp_path / "a") == server_name(str(tmp_path / "a"))
    assert f"scriptdeck-{os.getuid()}-" in os.path.basename(server_name(tmp_path / "a"))
    assert os.path.dirname(server_name(tmp_path / "a")) == os.environ["XDG_RUNTIME_DIR"]  # user-only: used
    assert len(server_name(tmp_path / "a").encode()) < 104  # sun_path's limit (macOS: 104, Linux: 108)


def test_a_socket_left_by_a_crashed_window_is_replaced(qtbot, tmp_path: Path) -> None:
    name = server_name(tmp_path)
    stale = socket.socket(socket.AF_UNIX)
    stale.bind(name)  # a socket file nobody listens on: what a killed window leaves
    stale.close()
    assert os.path.exists(name)
    server = InstanceServer(name, {"status": lambda _r: {"here": True}})
    try:
        assert server.listen()
    finally:
        server.close()


def _raw_exchange(name: str, payload: bytes) -> tuple[threading.Thread, list[bytes]]:
    """Send ``payload`` from a thread (the server answers on this thread's event loop)."""
    got: list[bytes] = []

    def talk() -> None:
        with socket.socket(socket.AF_UNIX) as client:
            client.settimeout(30)
            client.connect(name)
            client.sendall(payload)
            data = b""
            while not data.endswith(b"\n"):
                chunk = client.recv(65536)
                if not chunk:
                    break
                data += chunk
            got.append(data)

    thread = threading.Thread(target=talk)
    thread.start()
    return thread, got


@pytest.mark.parametrize("payload", [b"not json\n", b"[1, 2]\n", b'{"command": "rm -rf"}\n', b"\xff\xfe\n",
                                     b"x" * (MAX_LINE + 10)])
def test_hostile_request_lines_get_a_refusal_and_the_server_keeps_serving(qtbot, tmp_path: Path,
                                                                         payload: bytes) -> None:
    name = server_name(tmp_path)
    server = InstanceServer(name, {"status": lambda _r: {"here": True}})
    assert server.listen()
    try:
        thread, got = _raw_exchange(name, payload)
        qtbot.waitUntil(lambda: not thread.is_alive(), timeout=30000)
        answer = json.loads(got[0])
        assert answer["ok"] is False and answer["error"]
        thread, got = _raw_exchange(name, b'{"command": "status"}\n')
        qtbot.waitUntil(lambda: not thread.is_alive(), timeout=30000)
        assert json.loads(got[0]) == {"ok": True, "pid": os.getpid(), "here": True}
    finally:
        server.close()


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(line=st.binary(max_size=300) | st.text(max_size=200).map(str.encode)
       | st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=20),
                      lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=8), c, max_size=3))
       .map(lambda v: json.dumps(v).encode()))
def test_any_request_line_gets_one_json_answer(line: bytes, tmp_path: Path) -> None:
    server = InstanceServer(server_name(tmp_path), {"status": lambda _r: {}})
    answer = server.answer(line)
    json.dumps(answer)
    assert answer["ok"] is (line.strip() in (b'{"command": "status"}',))


# -- the palette as a panel ----------------------------------------------------------------------------

def test_summoned_palette_is_a_frameless_centred_on_top_panel_that_closes_on_focus_loss(qtbot, window) -> None:
    palette = window.quick_run
    window.hide()
    palette.summon()
    qtbot.waitExposed(palette)
    flags = palette.windowFlags()
    assert flags & Qt.WindowType.FramelessWindowHint and flags & Qt.WindowType.WindowStaysOnTopHint
    area = palette.screen().availableGeometry()
    assert abs(palette.frameGeometry().center().x() - area.center().x()) <= 1
    assert abs(palette.frameGeometry().center().y() - area.center().y()) <= 1
    qtbot.waitUntil(palette.isActiveWindow)
    elsewhere = QWidget()  # another window takes the focus: the panel goes away
    qtbot.addWidget(elsewhere)
    elsewhere.show()
    elsewhere.activateWindow()
    qtbot.waitUntil(lambda: not palette.isVisible())
    window.show()
    palette.open_palette()  # Ctrl+K: the ordinary titled dialog again, which stays when it loses the focus
    qtbot.waitExposed(palette)
    assert not palette.windowFlags() & Qt.WindowType.FramelessWindowHint
    elsewhere.activateWindow()
    qtbot.waitUntil(lambda: elsewhere.isActiveWindow())
    assert palette.isVisible()


# -- the tray ------------------------------------------------------------------------------------------

def test_tray_menu_lists_recent_tools_and_favourites_and_opens_the_palette_on_one(qtbot, tmp_path: Path) -> None:
    from scriptdeck.gui.shell.tray import DeckTray

    from tests.conftest import deck_home, window_open

    home = deck_home(tmp_path / "home", {
        "alpha.sh": "#!/bin/sh\n# Description: First.\necho a\n",
        "beta.sh": "#!/bin/sh\n# Description: Second.\n# 显示名称：贝塔\n# Parameters: "
                   '{"type":"object","properties":{"n":{"type":"string"}}}\necho b\n',
        "gamma.sh": "#!/bin/sh\n# Description: Never run.\necho c\n"})
    with window_open(qtbot, home) as win:
        for tool_id in ("alpha", "beta"):
            view = win.run_panel.start_run(tool_id, {})
            qtbot.waitUntil(lambda view=view: view.run.result is not None, timeout=15000)
        tray = DeckTray(win)
        tray.rebuild()
        texts = [a.text() for a in tray.menu.actions()]
        assert texts == ["Quick run…", "Recent tools", "Beta", "Alpha", "", "Show the window", "Quit ScriptDeck"]
        win.controller.mark_ops.set_favourite("gamma", True, "star gamma")  # as the window's star does
        tray.rebuild()  # (the menu is rebuilt each time it opens)
        texts = [a.text() for a in tray.menu.actions()]
        assert texts[:5] == ["Quick run…", "Favourites", "Gamma", "Recent tools", "Beta"]
        win.hide()
        next(a for a in tray.menu.actions() if a.text() == "Beta").trigger()
        palette = win.quick_run
        qtbot.waitUntil(palette.isVisible)
        assert palette.summoned and palette.chosen == "beta" and palette.stage == "args"
        assert not win.isVisible()
        win.set_language("zh_CN")  # the menu follows a live language switch
        texts = [a.text() for a in tray.menu.actions()]
        assert texts[:5] == ["快速运行…", "收藏", "Gamma", "最近用过", "贝塔"]
        assert texts[-2:] == ["显示窗口", "退出 ScriptDeck"]


@pytest.mark.parametrize("command", ["palette", "gui"])
def test_a_home_that_cannot_work_is_one_line_and_a_fix(tmp_path: Path, command: str) -> None:
    a_file = tmp_path / "notes.txt"
    a_file.write_text("not a folder")
    for home, said in ((str(a_file), "is not a folder"), ("", "is empty")):
        done = subprocess.run([sys.executable, "-m", "scriptdeck", command, "--home", home], cwd=str(REPO),
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 2, done.stderr
        assert said in done.stderr and "Traceback" not in done.stderr and "unexpected" not in done.stderr


def test_the_callers_wayland_activation_token_reaches_the_window(qtbot, window, monkeypatch) -> None:
    from scriptdeck.gui.app import serve_window

    monkeypatch.setenv("XDG_ACTIVATION_TOKEN", "")  # restored (to absent) after the test
    monkeypatch.delenv("XDG_ACTIVATION_TOKEN")
    server = serve_window(window, None)
    assert server is not None
    try:
        for bad in ("", "a\nb", "x" * 600, "A=B", 7):
            assert server.answer(json.dumps({"command": "palette", "activation_token": bad}).encode())["ok"]
            assert "XDG_ACTIVATION_TOKEN" not in os.environ
        answer = server.answer(b'{"command": "palette", "activation_token": "kwin-1234_TIME5"}')
        assert answer == {"ok": True, "pid": os.getpid(), "palette": True}
        assert os.environ.get("XDG_ACTIVATION_TOKEN") == "kwin-1234_TIME5"  # Qt's xdg-shell takes it from here
    finally:
        server.close()


def test_a_runtime_dir_others_may_enter_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import tempfile

    shared = tmp_path / "shared"
    shared.mkdir(mode=0o755)
    shared.chmod(0o755)
    relative = tmp_path / "relative"
    relative.mkdir(mode=0o700)
    monkeypatch.chdir(tmp_path)
    for value in (str(shared), "", str(tmp_path / "missing"), "relative"):
        monkeypatch.setenv("XDG_RUNTIME_DIR", value)
        assert os.path.dirname(server_name(tmp_path)) == tempfile.gettempdir(), value
