#!/usr/bin/python3
"""Walk ScriptDeck's window on the real AT-SPI bus and list the controls a screen reader cannot name (SPEC §30).

    /usr/bin/python3 docs/atspi_walk.py [--lang en|zh_CN] [--python .venv/bin/python]

Run with the system Python that has pyatspi (Debian: python3-pyatspi); the window runs with ``--python`` (the
worktree's venv by default). The script puts itself inside ``dbus-run-session`` (a private session bus), starts Xvfb
(``-displayfd``: a free display), the accessibility bus (``at-spi-bus-launcher``, which starts at-spi2-registryd),
then the window with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1`` and ``QT_QPA_PLATFORM=xcb`` on a fresh home. The window
side (``--app``) is ScriptDeck's own ``create_window``; it takes one command a line on stdin, so the walker can look
at three screens: the main window, the Run tab of the built-in Unit converter (an enum combo box, text, integer,
array and boolean fields; two array rows), each of that tool's tabs, Settings and Connect an agent (each tab).

A showing control (push button, check box, radio button, combo box, spin box, text, tree, list, table, page tab
list, slider) is a problem when its name is empty, or, for a combo box, when no "labelled by" relation names it (Qt
on Linux gives a combo box its current text as its name, and its label through that relation), or when another showing control of the same role has the same name. Prints the problems of each screen, and "clean"
when there are none; exit 1 when any screen has a problem, 2 when the walk could not run (what is missing is said).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
INNER = "SCRIPTDECK_ATSPI_WALK_INNER"
SCREENS = ("main", "run", "settings")


# -- the window's side (runs in ScriptDeck's Python) ------------------------------------------------------------

def app_main(home: str, lang: str) -> int:
    """The window, driven by stdin: ``run`` (Unit converter's Run tab, two array rows), ``tab N`` (the tool's tab N),
    ``settings`` (open it; ``settings N`` shows its tab N), ``connect`` / ``connect N`` (Connect an agent), ``quit``. Answers each command with one line ``ok …`` on stdout."""
    from PySide6.QtCore import QSocketNotifier
    from PySide6.QtWidgets import QApplication, QTabWidget
    from scriptdeck.gui.app import create_window

    app = QApplication([sys.argv[0]])
    window = create_window(home, lang=lang, watch=False)
    window.resize(1100, 760)
    window.show()
    state: dict[str, object] = {}

    def command() -> None:
        line = sys.stdin.readline().split()
        if not line or line[0] == "quit":
            window.unsaved.skip = True if hasattr(window.unsaved, "skip") else None
            app.exit(0)
            return
        if line[0] == "run":
            window.select_tool("convert_units")
            window.tabs.setCurrentWidget(window.run_panel)
            values = window.run_panel.editor.children["values"]
            values.add_row(1)
            values.add_row(2)
        elif line[0] == "tab":
            window.tabs.setCurrentIndex(int(line[1]))
            print("ok", window.tabs.tabText(int(line[1])), flush=True)
            return
        elif line[0] in ("settings", "connect"):
            if line[0] not in state:
                state[line[0]] = window.dialogs.open_settings() if line[0] == "settings" else window.dialogs.open_connect_dialog()
            dialog = state[line[0]]
            tabs = dialog.findChild(QTabWidget)
            if len(line) > 1:
                tabs.setCurrentIndex(int(line[1]))
            print("ok", tabs.count(), flush=True)
            return
        print("ok", flush=True)

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(command)
    print("ok", flush=True)
    code = app.exec()
    window.controller.close()
    os._exit(code)  # no close questions, no teardown work: the walker is done with us


# -- the walker's side (system Python with pyatspi) ------------------------------------------------------------

def walk_screen(app_accessible) -> tuple[int, list[str]]:  # noqa: ANN001 - pyatspi's Accessible
    """(controls looked at, problems) of each showing window of the application; names are compared within a
    window (the main window and Settings each have a Persona box)."""
    import pyatspi

    total, found = 0, []
    for window in app_accessible:
        if window is not None and window.getState().contains(pyatspi.STATE_SHOWING):
            count, problems = walk_window(window)
            total += count
            found += [f"{window.name!r}: {problem}" for problem in problems]
    return total, found


def walk_window(top) -> tuple[int, list[str]]:  # noqa: ANN001
    import pyatspi

    interactive = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
                   pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_TEXT,
                   pyatspi.ROLE_ENTRY, pyatspi.ROLE_PASSWORD_TEXT, pyatspi.ROLE_TREE, pyatspi.ROLE_TREE_TABLE,
                   pyatspi.ROLE_LIST, pyatspi.ROLE_TABLE, pyatspi.ROLE_PAGE_TAB_LIST, pyatspi.ROLE_SLIDER}
    views = {pyatspi.ROLE_TREE, pyatspi.ROLE_TREE_TABLE, pyatspi.ROLE_LIST, pyatspi.ROLE_TABLE}
    found: list[str] = []
    seen: dict[tuple[int, str], str] = {}
    looked = [0]

    def label_of(node) -> str:  # noqa: ANN001
        for relation in node.getRelationSet():
            if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
                for at in range(relation.getNTargets()):
                    name = (relation.getTarget(at).name or "").strip()
                    if name:
                        return name
        return ""

    def visit(node, depth: int) -> None:  # noqa: ANN001
        for child in node:
            if child is None:
                continue
            states = child.getState()
            if not states.contains(pyatspi.STATE_SHOWING):
                continue
            role = child.getRole()
            if role == pyatspi.ROLE_PAGE_TAB_LIST and not any(
                    c is not None and c.getRole() == pyatspi.ROLE_PAGE_TAB for c in child):
                continue  # a tab bar without tabs (no runs yet): nothing to land on
            if role in interactive:
                looked[0] += 1
                name = (child.name or "").strip()
                if role == pyatspi.ROLE_COMBO_BOX:  # Qt on Linux: its name is its current text; its label names it
                    name = label_of(child)
                where = f"{child.getRoleName()} {child.name!r} ({name!r})"
                if not name:
                    found.append(f"unnamed: {where} (in {node.getRoleName()} {node.name!r})")
                elif (role, name) in seen:
                    found.append(f"same name: {where} and {seen[role, name]}")
                else:
                    seen[role, name] = where
            if role not in views and depth < 80:
                visit(child, depth + 1)

    visit(top, 0)
    return looked[0], found


def find_app(pid: int, wait: float = 30.0):  # noqa: ANN201
    import pyatspi

    end = time.monotonic() + wait
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            try:
                if app is not None and app.get_process_id() == pid and app.childCount:
                    return app
            except Exception:  # noqa: BLE001 - an application that left the bus while we looked
                continue
        time.sleep(0.2)
    raise SystemExit(f"the window (pid {pid}) did not appear on the accessibility bus")


def inner(ns: argparse.Namespace) -> int:
    try:
        import pyatspi  # noqa: F401
    except ImportError:
        print("pyatspi is missing: apt install python3-pyatspi (and run this with /usr/bin/python3)")
        return 2
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                            pass_fds=(write_fd,), stderr=subprocess.DEVNULL)
    os.close(write_fd)
    with os.fdopen(read_fd) as pipe:
        display = pipe.readline().strip()
    os.environ["DISPLAY"] = f":{display}"
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    home = tempfile.mkdtemp(prefix="scriptdeck-atspi-")
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb", HOME=home,
               XDG_CONFIG_HOME=f"{home}/.config", XDG_STATE_HOME=f"{home}/.state", XDG_CACHE_HOME=f"{home}/.cache",
               XDG_DATA_HOME=f"{home}/.local/share", QT_ACCESSIBILITY="1", NO_AT_BRIDGE="0")
    env.pop("QT_LOGGING_RULES", None)
    window = subprocess.Popen([ns.python, str(Path(__file__).resolve()), "--app", "--home", f"{home}/deck",
                               "--lang", ns.lang], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
                              cwd=str(REPO))
    assert window.stdin is not None and window.stdout is not None

    def send(text: str | None = None) -> str:
        if text is not None:
            window.stdin.write(text + "\n")  # type: ignore[union-attr]
            window.stdin.flush()  # type: ignore[union-attr]
        answer = window.stdout.readline()  # type: ignore[union-attr]
        if not answer.startswith("ok"):
            raise SystemExit(f"the window did not answer {text!r}: {answer!r}")
        time.sleep(0.8)  # the bridge sends its tree updates after the widgets changed; the walk reads them
        return answer

    report: dict[str, list[str]] = {}
    counts: dict[str, int] = {}
    try:
        send()
        app = find_app(window.pid)
        counts["main"], report["main"] = walk_screen(app)
        send("run")
        counts["run"], report["run"] = walk_screen(app)
        for at in range(4):  # Details, Overrides, Run, Tests of the Unit converter
            shown = f"tab {at + 1} " + send(f"tab {at}").split(maxsplit=1)[1].strip()
            counts[shown], report[shown] = walk_screen(app)
        tabs = int(send("settings").split()[1])
        for at in range(tabs):
            send(f"settings {at}")
            counts[f"settings tab {at + 1}"], report[f"settings tab {at + 1}"] = walk_screen(app)
        tabs = int(send("connect").split()[1])
        for at in range(tabs):
            send(f"connect {at}")
            counts[f"connect tab {at + 1}"], report[f"connect tab {at + 1}"] = walk_screen(app)
    finally:
        try:
            send("quit") if window.poll() is None else None
        except (SystemExit, BrokenPipeError):
            pass
        for process in (window, bus, xvfb):
            process.terminate()
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()
        shutil.rmtree(home, ignore_errors=True)
    if ns.json:
        print(json.dumps({"controls": counts, "problems": report}, ensure_ascii=False))
    else:
        for screen, problems in report.items():
            verdict = "clean" if not problems else f"{len(problems)} problems"
            print(f"[{ns.lang}] {screen}: {counts[screen]} showing controls, {verdict}")
            for problem in problems:
                print("   ", problem)
    return 1 if any(report.values()) else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lang", default="en")
    parser.add_argument("--python", default=str(REPO / ".venv" / "bin" / "python"),
                        help="the Python that runs ScriptDeck's window")
    parser.add_argument("--json", action="store_true",
                        help='one JSON object: {"controls": {screen: count}, "problems": {screen: [...]}}')
    parser.add_argument("--app", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--home", help=argparse.SUPPRESS)
    ns = parser.parse_args()
    if ns.app:
        return app_main(ns.home, ns.lang)
    if os.environ.get(INNER) != "1":
        missing = [name for name in ("dbus-run-session", "Xvfb") if shutil.which(name) is None]
        if missing or not Path("/usr/libexec/at-spi-bus-launcher").exists():
            print("missing:", ", ".join(missing or ["at-spi-bus-launcher"]),
                  "(apt install dbus xvfb at-spi2-core python3-pyatspi)")
            return 2
        env = dict(os.environ, **{INNER: "1"})
        return subprocess.run(["dbus-run-session", "--", sys.executable, str(Path(__file__).resolve()),
                               *sys.argv[1:]], env=env).returncode
    return inner(ns)


if __name__ == "__main__":
    sys.exit(main())
