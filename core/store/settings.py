"""ScriptDeck's own settings (``settings.json``, mode 0600): host providers, subsystems, UI choices.

Unknown keys are kept. Secrets (``api_key``, ``base_url``) live here and nowhere else.
"""

from __future__ import annotations

import json
from pathlib import Path

from scriptdeck.core.store.fsutil import read_regular, write_private
from scriptdeck.core.store.statefile import MAX_STATE_BYTES, Broken, StateBroken, load_state, writing

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any

SUBSYSTEMS = ("persona", "memory", "skills", "persona_reminder", "voice", "emotion")
#: SPEC §17: the values of ``trust_policy`` (absent means warn)
TRUST_POLICIES = ("off", "warn", "enforce")
#: the window's colour scheme (``theme``; absent or anything else: follow the desktop)
THEMES = ("system", "light", "dark")


#: a settings file larger than this is not read (it is ScriptDeck's own small file): the bound of every state file
MAX_SETTINGS_BYTES = MAX_STATE_BYTES


class Settings:
    def __init__(self, path: Path, data: dict[str, Any] | None = None, broken: Broken | None = None) -> None:
        self.path = Path(path)
        self.data: dict[str, Any] = data if data is not None else {}
        #: the values as read (as JSON text: ``copy`` is not loaded on the agent's path): :meth:`save` writes only
        #: the keys that differ from them
        self._read = json.dumps(self.data) if broken is None else "{}"
        #: set when the file exists but cannot be used (SPEC §19: fail closed); saving is then refused
        self.broken = broken

    @property
    def error(self) -> str | None:
        """Why the file cannot be used (``line L, column C: …``), or None."""
        if self.broken is None:
            return None
        return f"line {self.broken.line}, column {self.broken.column}: {self.broken.message}"

    @classmethod
    def load(cls, path: Path) -> Settings:
        data, broken = load_state(Path(path))
        settings = cls(path, data, broken)
        if broken is None and "context_budget" in data and not _is_budget(data["context_budget"]):
            # a settings error like any other (SPEC §19): never silently the default budget
            shown = json.dumps(data["context_budget"], ensure_ascii=False)[:80]
            line, column = settings._where('"context_budget"')
            settings.data, settings.broken = {}, Broken(
                settings.path, line, column, f"context_budget is {shown}, not a whole number of tokens above 0")
        return settings

    def check_usable(self) -> None:
        """:class:`StateBroken` when the file cannot be used (a run that depends on it is refused)."""
        if self.broken is not None:
            raise StateBroken(self.broken)

    def check_policy(self) -> None:
        """:class:`StateBroken` when the file cannot be used, or when it sets ``trust_policy`` to something that is
        not a policy (a typo such as ``"enforced"`` must not mean ``warn``): agent runs and agents' writes that the
        policy governs are refused until it is repaired (``scriptdeck trust --policy`` repairs it)."""
        self.check_usable()
        value = self.data.get("trust_policy")
        if "trust_policy" in self.data and value not in TRUST_POLICIES:
            shown = json.dumps(value, ensure_ascii=False)[:80]
            raise StateBroken(Broken(self.path, self._line_of('"trust_policy"'), 1,
                                     f"trust_policy is {shown}, not one of {', '.join(TRUST_POLICIES)}"))

    def _line_of(self, needle: str) -> int:
        """The line of the file where ``needle`` first appears (1 when it cannot be read): errors point there."""
        return self._where(needle)[0]

    def _where(self, needle: str) -> tuple[int, int]:
        """Line and column (1-based) where ``needle`` first appears in the file (1, 1 when it cannot be read)."""
        try:
            text = read_regular(self.path, MAX_SETTINGS_BYTES).decode("utf-8", "replace")
        except OSError:
            return 1, 1
        before = text[: max(text.find(needle), 0)]
        return before.count("\n") + 1, len(before) - (before.rfind("\n") + 1) + 1

    def save(self) -> None:
        """Write the keys this object changed since it was read; a broken file is never overwritten
        (:class:`StateBroken`, a ``ValueError``). Done under the file's writer lock on what the file holds now, so
        a key another process wrote meanwhile (the window's open settings, an agent disabling a command) is kept."""
        if self.broken is not None:
            raise StateBroken(self.broken, writing=True)
        with writing(self.path):
            current, broken = load_state(self.path)
            if broken is not None:
                raise StateBroken(broken, writing=True)
            read = json.loads(self._read)
            for key in read.keys() | self.data.keys():
                if key not in self.data:
                    if key in read:
                        current.pop(key, None)
                elif key not in read or read[key] != self.data[key]:
                    current[key] = self.data[key]
            data = (json.dumps(current, ensure_ascii=False, indent=2, allow_nan=False) + "\n").encode("utf-8")
            write_private(self.path, data)  # config/ 0700, settings.json 0600
            self.data, self._read = current, json.dumps(current)

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def set(self, key: str, value: Any) -> None:
        if value is None:
            self.data.pop(key, None)
        else:
            self.data[key] = value

    # -- host data -------------------------------------------------------------------------

    def providers(self) -> list[dict[str, Any]]:
        items = self.data.get("providers")
        return [p for p in items if isinstance(p, dict) and isinstance(p.get("id"), str)] if isinstance(items, list) else []

    def active(self) -> list[dict[str, Any]]:
        items = self.data.get("active")
        return [a for a in items if isinstance(a, dict)] if isinstance(items, list) else []

    def subsystems(self) -> dict[str, bool]:
        raw = self.data.get("subsystems")
        raw = raw if isinstance(raw, dict) else {}
        return {name: bool(raw.get(name, name == "persona")) for name in SUBSYSTEMS}

    # -- per-tool ScriptDeck state -----------------------------------------------------------

    def revoked(self, tool_id: str) -> list[str]:
        table = self.data.get("revoked_capabilities")
        value = table.get(tool_id) if isinstance(table, dict) else None
        return [c for c in value if isinstance(c, str)] if isinstance(value, list) else []

    def set_revoked(self, tool_id: str, capabilities: list[str]) -> None:
        table = self.data.setdefault("revoked_capabilities", {})
        if capabilities:
            table[tool_id] = list(capabilities)
        else:
            table.pop(tool_id, None)

    def pi_libraries(self) -> list[str]:
        libs = self.data.get("libraries")
        if not isinstance(libs, list):
            return []
        return [lib["path"] for lib in libs
                if isinstance(lib, dict) and lib.get("dialect", "pi") == "pi" and isinstance(lib.get("path"), str)]

    def raycast_libraries(self) -> list[str]:
        """Folders of Raycast script commands (``libraries`` entries with ``"dialect": "raycast"``)."""
        libs = self.data.get("libraries")
        if not isinstance(libs, list):
            return []
        return [lib["path"] for lib in libs
                if isinstance(lib, dict) and lib.get("dialect") == "raycast" and isinstance(lib.get("path"), str)]

    #: SPEC §22: the context budget per persona, in tokens, when settings.json sets none
    DEFAULT_CONTEXT_BUDGET = 8000

    def context_budget(self) -> int:
        """Tokens the persona's tool list may cost the agent (SPEC §22): ``context_budget``, else 8000. A value that
        is not a whole number above 0 made the file broken when it was loaded (``"8000"``, ``-5``, ``true``)."""
        value = self.data.get("context_budget")
        return value if type(value) is int and _is_budget(value) else self.DEFAULT_CONTEXT_BUDGET

    def theme(self) -> str:
        """The window's scheme (``theme``): system (the default, and for a value that is not a scheme: a typo
        shows the desktop's scheme, it refuses nothing), light or dark."""
        value = self.data.get("theme")
        return value if value in THEMES else "system"

    def snapshot(self) -> dict[str, Any]:
        import copy  # not at the top: copy (with weakref) is not on tool-call's path

        return copy.deepcopy(self.data)


def _is_budget(value: object) -> bool:
    """A context budget is a whole number of tokens above 0 (``true`` is no number, ``"8000"`` no integer)."""
    return type(value) is int and value > 0
