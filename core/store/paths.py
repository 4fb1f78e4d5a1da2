"""Where ScriptDeck's data lives (SPEC §2): the home, its layers, and ScriptDeck's own config/state/cache.

With ``--home`` or ``SCRIPTDECK_HOME``, everything ScriptDeck writes goes under that home.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, package_dir
from scriptdeck.core.contract.jsonsafe import loads_strict

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Final

APP = "ScriptDeck"
RESOURCES = package_dir("scriptdeck.resources")
BUILTIN_DIR = RESOURCES / "builtin"
DEFAULT_PERSONA = "default"
#: SPEC §15: a persona is one plain folder name (never ``.``/``..``, no separator), so its layer stays in the home
PERSONA_PATTERN = re.compile(r"[A-Za-z0-9_.-]+")


class PersonaError(LocalizedError):
    """A persona name that is not one plain folder name; nothing was created or written."""

    context = "paths"


def check_persona(name: str, source: str = "persona") -> str:
    """``name`` if it is a valid persona name (SPEC §15), else :class:`PersonaError` naming where it came from."""
    if isinstance(name, str) and PERSONA_PATTERN.fullmatch(name) and name not in (".", ".."):
        return name
    raise PersonaError(
        QT_TRANSLATE_NOOP("paths", "invalid persona name {a0} (from {a1}): use one folder name of letters, digits, "
                                   "_ . and -"),
        QT_TRANSLATE_NOOP("paths", "pass a name such as default or work_2"),
        a0=repr(name),
        a1=source,
    )


class Home:
    """A ScriptDeck home: its root folder, whether it was given (``--home``/``SCRIPTDECK_HOME``) and the persona.
    Read-only (a plain class: a frozen dataclass costs ~0.5 ms to create at import, on every ``tool-call``)."""

    __slots__ = ("root", "forced", "persona")

    def __init__(self, root: Path, forced: bool = False, persona: str = DEFAULT_PERSONA) -> None:
        check_persona(persona)  # no Home ever points its persona layer outside the home
        self.root: Final = root
        self.forced: Final = forced
        self.persona: Final = persona

    def __repr__(self) -> str:
        return f"Home({self.root!r}, forced={self.forced}, persona={self.persona!r})"

    @property
    def global_dir(self) -> Path:
        return self.root / "scripts"

    @property
    def persona_dir(self) -> Path:
        return self.root / "scripts" / "personas" / self.persona

    @property
    def config_dir(self) -> Path:
        return self.root / "config" if self.forced else Path(user_dir("config"))

    @property
    def state_dir(self) -> Path:
        return self.root / "state" if self.forced else Path(user_dir("state"))

    @property
    def cache_dir(self) -> Path:
        """``MIYU_SCRIPT_CACHE_DIR`` for scripts; created on demand."""
        return self.root / "cache" if self.forced else Path(user_dir("cache"))

    @property
    def header_cache_path(self) -> Path:
        """Parsed headers kept between runs (ScriptDeck's own cache, not the scripts' cache dir)."""
        return self.state_dir / "header-cache.marshal"

    @property
    def settings_path(self) -> Path:
        return self.config_dir / "settings.json"

    def layer_dir(self, scope: str) -> Path:
        return self.persona_dir if scope == "persona" else self.global_dir

    def with_persona(self, persona: str, source: str = "persona") -> Home:
        """This home with another persona; :class:`PersonaError` (naming ``source``) when the name is not valid."""
        return Home(self.root, self.forced, check_persona(persona or DEFAULT_PERSONA, source))


#: platformdirs' Linux rule: the absolute ``$XDG_<KIND>_HOME``, else this folder under ``$HOME``
_XDG: dict[str, tuple[str, str]] = {"config": ("XDG_CONFIG_HOME", ".config"), "state": ("XDG_STATE_HOME", ".local/state"),
                                    "cache": ("XDG_CACHE_HOME", ".cache"), "data": ("XDG_DATA_HOME", ".local/share")}


def user_dir(kind: str, app: str = APP) -> str:
    """``platformdirs.user_<kind>_dir(app)`` (kind: config, state, cache or data).

    On Linux with an absolute ``$HOME`` (not Android) platformdirs' rule is applied here, the same answer without
    importing platformdirs: it loads tempfile, shutil, random, bz2 and lzma, a tenth of a ``tool-call``'s time.
    Anywhere else platformdirs answers (tests/test_paths_xdg.py compares the two)."""
    var, default = _XDG[kind]
    home = os.environ.get("HOME", "")
    if (sys.platform == "linux" and os.path.isabs(home) and not hasattr(sys, "getandroidapilevel")
            and "ANDROID_DATA" not in os.environ):
        base = os.environ.get(var, "")
        return os.path.join(base if os.path.isabs(base) else os.path.expanduser("~/" + default), app)
    import platformdirs

    return str(getattr(platformdirs, f"user_{kind}_dir")(app))


def default_settings_path() -> Path:
    return Path(user_dir("config")) / "settings.json"


def _saved_home() -> str | None:
    try:
        from scriptdeck.core.store.fsutil import read_regular
        from scriptdeck.core.store.settings import MAX_SETTINGS_BYTES

        data = loads_strict(read_regular(default_settings_path(), MAX_SETTINGS_BYTES), max_bytes=MAX_SETTINGS_BYTES)
    except (OSError, ValueError):  # JsonInputError too: a broken settings file names no home
        return None
    home = data.get("home") if isinstance(data, dict) else None
    return home if isinstance(home, str) and home.strip() else None


def resolve_home(flag: str | None = None, persona: str | None = None) -> Home:
    """``--home``, else ``SCRIPTDECK_HOME``, else the saved setting, else ``~/.miyu/data``, else the data dir.

    The persona (``--persona``, else ``SCRIPTDECK_PERSONA``) is checked first: :class:`PersonaError` when invalid.
    """
    if persona:
        check_persona(persona, "--persona")
    else:
        persona = os.environ.get("SCRIPTDECK_PERSONA") or DEFAULT_PERSONA
        check_persona(persona, "SCRIPTDECK_PERSONA")
    if flag:
        return Home(Path(flag).expanduser().absolute(), True, persona)
    env = os.environ.get("SCRIPTDECK_HOME")
    if env:
        return Home(Path(env).expanduser().absolute(), True, persona)
    saved = _saved_home()
    if saved:
        return Home(Path(saved).expanduser().absolute(), False, persona)
    miyu = Path.home() / ".miyu" / "data"
    if (miyu / "scripts").is_dir():
        return Home(miyu, False, persona)
    return Home(Path(user_dir("data")), False, persona)
