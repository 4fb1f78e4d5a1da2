"""Shared fixtures. Qt runs offscreen; every test gets its own HOME and ScriptDeck home."""

from __future__ import annotations

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")

import importlib.util  # noqa: E402
import json  # noqa: E402
import stat  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from collections.abc import Callable, Iterator  # noqa: E402
from contextlib import contextmanager  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402
from scriptdeck.core.model.registry import Registry  # noqa: E402
from scriptdeck.core.store.paths import Home  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
TESTS = REPO / "tests"


def _qt_available() -> bool:
    """Whether PySide6 can be imported. ``tests/core`` needs it not (the inner loop runs without it:
    tests/project/test_tiers.py blocks it); the window's tests need pytest-qt, loaded only when it can work."""
    try:
        return importlib.util.find_spec("PySide6.QtCore") is not None
    except (ImportError, ValueError):
        return False


QT = _qt_available()
pytest_plugins = ["pytestqt.plugin"] if QT else []  # pyproject's addopts leave it out (-p no:pytest-qt) for this


def pytest_addoption(parser: pytest.Parser) -> None:
    if not QT:  # pyproject names pytest-qt's settings: --strict-config still holds without the plugin
        parser.addini("qt_api", "pytest-qt's (not loaded: no PySide6)")
        parser.addini("qt_log_level_fail", "pytest-qt's (not loaded: no PySide6)")
        parser.addini("qt_log_ignore", "pytest-qt's (not loaded: no PySide6)", type="linelist")

# CI (CI=true, as .ci/run runs) draws hypothesis's examples from a seed derived from each test's name, not at random,
# and keeps no example database: a red run is red again on the same code, and a green one is not green by luck of
# the draw. Locally examples stay random (more inputs over many runs); a failure prints its reproduce blob.
settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
if os.environ.get("CI") == "true":
    settings.load_profile("ci")


def pytest_report_header(config: pytest.Config) -> str:
    return (f"hypothesis examples: {'derandomized, profile ci (CI=true)' if os.environ.get('CI') == 'true' else 'random'}"
            f"; Python {sys.version.split()[0]} at {sys.executable}")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """``posix_only`` / ``linux_only`` tests are skipped elsewhere, with the reason (docs/portability.md)."""
    for item in items:
        if item.get_closest_marker("posix_only") and os.name != "posix":
            item.add_marker(pytest.mark.skip(reason="POSIX only (process groups, signals, modes)"))
        if item.get_closest_marker("linux_only") and sys.platform != "linux":
            item.add_marker(pytest.mark.skip(reason="Linux only (bubblewrap, prlimit, pidfd, /proc)"))


@pytest.fixture(autouse=True)
def _isolated_user(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    user = tmp_path / "user"
    user.mkdir()
    monkeypatch.setenv("HOME", str(user))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(user / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(user / ".local" / "share"))
    monkeypatch.setenv("XDG_STATE_HOME", str(user / ".local" / "state"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(user / ".cache"))
    monkeypatch.delenv("SCRIPTDECK_HOME", raising=False)
    monkeypatch.delenv("SCRIPTDECK_PERSONA", raising=False)
    monkeypatch.delenv("MIYU_HOST_TOKEN", raising=False)
    monkeypatch.delenv("SCRIPTDECK_HOST_SOCKET", raising=False)
    monkeypatch.chdir(tmp_path)


@pytest.fixture(autouse=True)
def _english_after_each_test() -> object:
    """A test that opened a Chinese window leaves its translators installed on the one QApplication; the next test
    in the same worker (any order under xdist) would then read Chinese where it builds widgets without choosing a
    language. Back to English after each test that used the window's translations."""
    yield
    i18n = sys.modules.get("scriptdeck.gui.services.i18n")
    if i18n is not None and i18n.Translations._active:
        from PySide6.QtCore import QCoreApplication

        if QCoreApplication.instance() is not None:
            i18n.Translations().install("en")


@pytest.fixture
def home(tmp_path: Path) -> Home:
    root = tmp_path / "home"
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    return Home(root, forced=True)


def write_script(path: Path, text: str, *, executable: bool = True) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    if executable:
        path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def deck_home(root: Path, scripts: dict[str, str]) -> Home:
    """A home at ``root`` with ``scripts`` (file name → text) in its global layer and an empty default persona."""
    for name, text in scripts.items():
        write_script(root / "scripts" / name, text)
    (root / "scripts" / "personas" / "default").mkdir(parents=True)
    return Home(root, forced=True)


@pytest.fixture
def script() -> Callable[..., Path]:
    return write_script


def make_registry(home: Home, *, pi_layers: list | None = None) -> Registry:
    registry = Registry(home, pi_layers=pi_layers if pi_layers is not None else [])
    registry.scan()
    return registry


@pytest.fixture
def registry(home: Home) -> Registry:
    return make_registry(home)


def run_cli(*args: str, stdin: str | None = None, env: dict[str, str] | None = None,
            timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run ``scriptdeck`` as an agent would: a separate process, JSON on stdout."""
    full_env = dict(os.environ)
    full_env.update(env or {})
    return subprocess.run([sys.executable, "-m", "scriptdeck", *args], input=stdin, capture_output=True,
                          text=True, env=full_env, timeout=timeout, cwd=str(REPO))


def cli_json(*args: str, **kwargs: object) -> tuple[int, dict]:
    done = run_cli(*args, **kwargs)  # type: ignore[arg-type]
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert lines, f"no output; stderr: {done.stderr}"
    return done.returncode, json.loads(lines[-1])


def alive(pid: int) -> bool:
    """Whether a process exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().split(")")[-1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError):  # gone before the open, or between the open and the read
        return False


def rpc(method: str, params: object = None, ident: object = None) -> bytes:
    """One JSON-RPC message as a line of MCP's stdio wire (``params`` and ``id`` left out when None)."""
    message: dict[str, object] = {"jsonrpc": "2.0", "method": method}
    if params is not None:
        message["params"] = params
    if ident is not None:
        message["id"] = ident
    return (json.dumps(message) + "\n").encode()


def run(coro_fn: Callable[[], Any]) -> Any:
    """Run an async test body to its end (anyio's default backend)."""
    import anyio

    return anyio.run(coro_fn)


def text_of(result: Any) -> str:
    """The text of a ``CallToolResult``'s first content block (which must be text)."""
    import mcp_types as types

    first = result.content[0]
    assert isinstance(first, types.TextContent)
    return first.text


# -- processes a test started ----------------------------------------------------------------------
# Every test runs with a unique marker in its environment. Everything it starts (the CLI, QProcess runs,
# the scripts and their children, even ones that left the process group with setsid) inherits it, so at
# teardown each process still carrying the marker is SIGKILLed with its group. A failing timeout test
# therefore never leaves its script running.

TEST_MARK_ENV = "SCRIPTDECK_TEST_MARK"


def marked_processes(mark: str) -> list[int]:
    """Live processes (not this one) whose environment carries ``TEST_MARK_ENV=mark``."""
    needle = f"{TEST_MARK_ENV}={mark}".encode()
    found = []
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            with open(f"/proc/{entry.name}/environ", "rb") as handle:
                environ = handle.read()
        except OSError:
            continue
        if needle in environ.split(b"\0") and alive(int(entry.name)):
            found.append(int(entry.name))
    return found


def reap(mark: str, *, wait: float = 10.0) -> list[int]:
    """SIGKILL every marked process and its group (never our own group); return the pids found alive."""
    import signal
    import time

    own_group = os.getpgrp()
    found = marked_processes(mark)
    for pid in found:
        try:
            group = os.getpgid(pid)
            if group != own_group:
                os.killpg(group, signal.SIGKILL)
            os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    deadline = time.monotonic() + wait  # bounds a hang only
    while any(alive(pid) for pid in found) and time.monotonic() < deadline:
        time.sleep(0.02)
    return found


@pytest.fixture(autouse=True)
def _reap_processes(monkeypatch: pytest.MonkeyPatch) -> object:
    import uuid

    mark = uuid.uuid4().hex
    monkeypatch.setenv(TEST_MARK_ENV, mark)
    yield mark
    reap(mark)


#: ``tool-call``'s runners: the Qt-free one (selectors + subprocess) and the window's (QProcess), chosen with
#: ``SCRIPTDECK_RUNNER``; the runner contract tests run against both
RUNNERS = ("proc", "qt")


@pytest.fixture(params=RUNNERS)
def runner(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("SCRIPTDECK_RUNNER", request.param)
    return str(request.param)


def default_sigint() -> None:
    """``preexec_fn`` for a child a test sends SIGINT: the default disposition, so Python turns it into
    KeyboardInterrupt. A suite started from a background script (``nohup … &``, ``setsid``) inherits SIGINT as
    ignored, and an ignored disposition passes through ``exec`` to every child."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


def wait_gone(pids: list[int], timeout: float = 10.0) -> list[int]:
    """The pids still alive after up to ``timeout`` s (the bound only stops a hang; killed ones go at once)."""
    import time

    deadline = time.monotonic() + timeout
    while any(alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    return [p for p in pids if alive(p)]


# -- the main window ----------------------------------------------------------------------------------

@pytest.fixture
def window(qtbot, home: Home):
    """The main window on the test's ``home`` (a module's own ``home`` fixture decides the scripts in it)."""
    from scriptdeck.gui.app import create_window

    win = create_window(str(home.root), lang="en")
    qtbot.addWidget(win)
    win.show()
    yield win
    close_window(win)


#: toktok-rs (the token counter behind ``cost``) ships wheels for CPython 3.11+ only: on 3.10 ScriptDeck installs
#: without it and ``cost`` says how to add it, so tests that count tokens skip there (pyproject.toml)
HAS_TOKENIZER = importlib.util.find_spec("toktok") is not None
needs_tokenizer = pytest.mark.skipif(not HAS_TOKENIZER, reason="toktok-rs is not installed (wheels for CPython 3.11+)")


def skip_close_questions(win: object) -> None:
    """Let ``win`` close without asking about unsaved overrides or running tools (as if the user had said yes):
    a test's teardown must never wait on a question. The one place tests touch the window's flag for it."""
    win._closing_confirmed = True  # type: ignore[attr-defined]


def close_window(win: object) -> None:
    """A test's window at teardown: no close questions, and its controller (runs, watcher, scans) stopped."""
    skip_close_questions(win)
    win.controller.close()  # type: ignore[attr-defined]


def open_window(qtbot, home: Home, lang: str = "en", *, size: tuple[int, int] | None = None):
    """The main window on ``home``, shown and exposed, without a file watcher (the caller closes it)."""
    from scriptdeck.gui.app import create_window

    win = create_window(str(home.root), lang=lang, watch=False)
    qtbot.addWidget(win)
    if size is not None:
        win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win


@contextmanager
def window_open(qtbot, home: Home, lang: str = "en", *, size: tuple[int, int] | None = None) -> Iterator[Any]:
    """:func:`open_window` for the length of a ``with`` block, closed at its end without asking about edits."""
    win = open_window(qtbot, home, lang, size=size)
    try:
        yield win
    finally:
        close_window(win)


def drop(window: object, paths: list[Path]) -> None:
    """Drag ``paths`` onto ``window`` and drop them, as a file manager would."""
    from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QApplication

    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    enter = QDragEnterEvent(QPoint(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    event = QDropEvent(QPointF(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, event)
    assert event.isAccepted()


def child_stdout(code: str, *args: str, blocked: str) -> str:
    """Run ``python -c code args…`` in a child process and return its stdout; a child that blocks past 60 s fails
    the test with ``blocked`` (a FIFO or a lock must never freeze the caller)."""
    try:
        done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail(blocked)
    assert done.returncode == 0, done.stderr
    return done.stdout
