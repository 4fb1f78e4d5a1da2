"""Issue 41 / SPEC §31, the serving seams: the window's server dies with the window; ``mcp --help`` tells the real
``--page-size`` default."""

from __future__ import annotations

import json
import os
import re
import resource
import shlex
import signal
import socket
import subprocess
import sys
import time

import psutil
import pytest

from tests.conftest import REPO, deck_home

HANG = 60  # seconds; bounds a hang only
#: SPEC §31 promises 2 s; this only bounds the wait on a loaded machine (the test waits on the child's exit)
GONE_WITHIN = 15


def test_page_size_help_says_the_real_default(tmp_path):
    done = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(tmp_path), "mcp", "--help"],
                          cwd=str(REPO), capture_output=True, text=True, timeout=60,
                          env={"COLUMNS": "400", "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0
    line = " ".join(done.stdout.split())
    assert "--page-size N" in line and "default 0" not in line
    assert "every tool in one answer" in line
    refused = subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(tmp_path), "mcp", "--page-size", "0"],
                             cwd=str(REPO), capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert refused.returncode == 2


# A parent that starts the server the way the window does (ManagedHttpServer: a QProcess child), says the
# child's pid and URL on stdout once it serves, then idles until it is killed.
WINDOW_STAND_IN = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from scriptdeck.core.store.paths import Home
from scriptdeck.gui.services.http_server import ManagedHttpServer

app = QCoreApplication([])
server = ManagedHttpServer(Home(Path(sys.argv[1]), forced=True))

def changed():
    if server.state == "serving":
        print(server.process.processId(), server.url, flush=True)
    elif server.state == "stopped":
        print("stopped", server.error, flush=True)
        app.exit(1)

server.changed.connect(changed)
server.start(0)
sys.exit(app.exec())
"""


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM])
def test_the_windows_server_dies_with_the_window(tmp_path, sig):
    """SPEC §31: the window's ``mcp --http`` child ends when the window's process ends in any way."""
    home = deck_home(tmp_path / "home", {"echo.sh": "#!/bin/sh\n# Description: Echo stdin back.\ncat\n"}).root
    parent = subprocess.Popen([sys.executable, "-c", WINDOW_STAND_IN, str(home)], cwd=str(REPO),
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                              env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    try:
        assert parent.stdout is not None
        line = parent.stdout.readline().split()  # a hang fails through pytest's timeout
        assert len(line) == 2 and line[0].isdigit(), line
        child = psutil.Process(int(line[0]))
        port = int(line[1].rsplit(":", 1)[1].split("/")[0])
        with socket.create_connection(("127.0.0.1", port), timeout=HANG):
            pass  # it serves
        parent.send_signal(sig)
        parent.wait(timeout=HANG)
        try:
            child.wait(timeout=GONE_WITHIN)
        except psutil.TimeoutExpired:
            child.kill()
            pytest.fail(f"the server outlived the window ended by {sig.name}")
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.1", port), timeout=HANG).close()
    finally:
        parent.kill()
        parent.wait()


def _limit_descriptors() -> None:
    resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))


@pytest.mark.slow
def test_running_out_of_descriptors_logs_a_line_a_second_at_most(tmp_path):
    """SPEC §31: 400 idle connections to a server limited to 256 descriptors: no flood of tracebacks."""
    home = deck_home(tmp_path / "home", {}).root
    err_path = tmp_path / "err.log"
    with open(err_path, "wb") as err:
        server = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(home), "mcp", "--http", "0",
                                   "--no-auth"], cwd=str(REPO), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                  stderr=err, preexec_fn=_limit_descriptors)
    sockets: list[socket.socket] = []
    try:
        port = 0
        for _ in range(HANG * 20):  # bounded: until it serves
            found = re.search(r"serving on http://127\.0\.0\.1:(\d+)/mcp", err_path.read_text("utf-8", "replace"))
            if found:
                port = int(found.group(1))
                break
            assert server.poll() is None, err_path.read_text("utf-8", "replace")
            time.sleep(0.05)
        assert port
        began = time.monotonic()
        for _ in range(400):
            sockets.append(socket.create_connection(("127.0.0.1", port), timeout=HANG))
        reports: list[str] = []
        for _ in range(HANG * 20):  # bounded: until three reports came (a few seconds with the fix)
            text = err_path.read_text("utf-8", "replace")
            reports = [line for line in text.splitlines() if "accept" in line]
            if len(reports) >= 3:
                break
            time.sleep(0.05)
        elapsed = time.monotonic() - began
        assert reports, "running out of descriptors is reported"
        assert "Traceback" not in text
        assert len(reports) <= elapsed + 1, f"{len(reports)} reports in {elapsed:.1f} s"
    finally:
        for sock in sockets:
            sock.close()
        server.kill()
        server.wait()


def _scriptdeck(*args: str, home) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "scriptdeck", "--home", str(home), *args], cwd=str(REPO),
                          capture_output=True, text=True, timeout=HANG, stdin=subprocess.DEVNULL,
                          env={**os.environ, "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""})


URL = "http://127.0.0.1:8765/mcp"


@pytest.mark.parametrize("client", ["claude-desktop", "claude-code", "cursor", "vscode"])
@pytest.mark.parametrize("http", [False, True])
def test_mcp_config_prints_each_clients_config(tmp_path, client, http):
    """``scriptdeck mcp config CLIENT [--http URL]``: the Connect dialog's text, on stdout (SPEC §31)."""
    from scriptdeck.core.mcp.http_clients import client_config
    from scriptdeck.core.mcp.http_token import ensure_token, token_path

    home = deck_home(tmp_path / "home", {}).root
    done = _scriptdeck("mcp", "config", client, *(["--http", URL] if http else []), home=home)
    assert done.returncode == 0, done.stderr
    token = ensure_token(token_path(home / "state")).decode("ascii") if http else ""
    shown = client_config(client, url=URL if http else None, token=token, home=str(home))
    assert done.stdout == shown.text + "\n", "the one core function makes the CLI's text"
    if client == "claude-code":
        words = shlex.split(done.stdout)
        assert words[:5] == ["claude", "mcp", "add", "--scope", "user"], "one scope for stdio and HTTP"
        assert (URL in words) == http
    else:
        config = json.loads(done.stdout)
        assert ("scriptdeck" in json.dumps(config)) and ((URL in json.dumps(config)) == http)
        if http and client != "vscode":
            assert token in json.dumps(config), "the home's token is in the config"


def test_mcp_config_refuses_an_unknown_client_and_a_bad_url(tmp_path):
    home = deck_home(tmp_path / "home", {}).root
    unknown = _scriptdeck("mcp", "config", "emacs", home=home)
    assert unknown.returncode == 2 and unknown.stdout == ""
    assert "unknown client emacs" in unknown.stderr and "claude-desktop" in unknown.stderr
    assert "Traceback" not in unknown.stderr
    bad = _scriptdeck("mcp", "config", "cursor", "--http", "ftp://x\n", home=home)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and bad.stdout == ""
    chinese = _scriptdeck("--lang", "zh_CN", "mcp", "config", "emacs", home=home)
    assert chinese.returncode == 2 and "未知的客户端 emacs" in chinese.stderr


def test_mcp_config_help_is_translated(tmp_path):
    done = _scriptdeck("--lang", "zh_CN", "mcp", "config", "--help", home=tmp_path)
    assert done.returncode == 0
    assert "要打印其配置的客户端" in done.stdout and "the client whose" not in done.stdout
