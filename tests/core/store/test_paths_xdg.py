"""``paths.user_dir`` gives platformdirs' answer without importing it (the agent's path, issue 21)."""

from __future__ import annotations

import sys

import platformdirs
import pytest
from scriptdeck.core.store.paths import APP, user_dir

KINDS = ("config", "state", "cache", "data")
CASES = [
    {"HOME": "/home/u"},
    {"HOME": "/home/u/"},
    {"HOME": "/"},
    {"HOME": "/home/u//"},
    {"HOME": "//"},
    {"HOME": "/home/u", "XDG_CONFIG_HOME": "/x/c", "XDG_STATE_HOME": "/x/s", "XDG_CACHE_HOME": "/x/k",
     "XDG_DATA_HOME": "/x/d"},
    {"HOME": "/home/u", "XDG_CONFIG_HOME": "rel/c", "XDG_STATE_HOME": "", "XDG_CACHE_HOME": "~/k",
     "XDG_DATA_HOME": "/x/d/"},
    {"HOME": "relative"},
    {},
]


@pytest.mark.parametrize("env", CASES)
@pytest.mark.parametrize("app", [APP, "scriptdeck"])
def test_user_dir_matches_platformdirs(monkeypatch: pytest.MonkeyPatch, env: dict[str, str], app: str) -> None:
    for name in ("HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    for kind in KINDS:
        try:
            expected = getattr(platformdirs, f"user_{kind}_dir")(app)
        except RuntimeError:  # no usable home at all: platformdirs refuses; so must we
            with pytest.raises(RuntimeError):
                user_dir(kind, app)
            continue
        assert user_dir(kind, app) == expected, (kind, env)


@pytest.mark.skipif(sys.platform != "linux", reason="the platformdirs-free rule is Linux's")
def test_user_dir_does_not_import_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", "/home/u")
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.setitem(sys.modules, "platformdirs", None)  # an import would raise ImportError
    assert user_dir("config") == f"/home/u/.config/{APP}"
