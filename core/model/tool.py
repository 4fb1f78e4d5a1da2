"""A tool as the registry found it, and its effective fields after the merge (SPEC §5 merge rule)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path

from scriptdeck.core.contract.ids import has_cjk, humanize, pick_display_name
from scriptdeck.core.contract.safetext import safe_text, safe_value
from scriptdeck.core.contract.stub import stub_text
from scriptdeck.core.contract.words import permission_word
from scriptdeck.core.dialects.header import Header
from scriptdeck.core.dialects.pi import PiHeader, pi_description
from scriptdeck.core.store.index_store import is_explicit

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any

    from scriptdeck.core.dialects.raycast import RaycastHeader

DEFAULT_TIMEOUT = 120
MAX_TIMEOUT = 300
GENERIC_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"stdin": {"type": "string", "description": "raw text for stdin"}},
    "additionalProperties": True,
}
PI_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"args": {"type": "string", "description": "arguments, split shell-style into $1, $2, …"}},
}

REGISTERED, UNREGISTERED, DISABLED = "registered", "unregistered", "disabled"
FIELDS = ("display_name_zh", "display_name_en", "description", "parameters", "timeout_seconds", "groups",
          "requires", "capabilities", "hints", "argv", "trust", "permission", "stub_example", "skill_only",
          "always_loaded", "load_policy", "confirm")
_EMPTY_HEADER = Header()
_PI_DEFAULTS: dict[str, Any] = {
    "display_name_zh": "", "display_name_en": "", "groups": [], "requires": [], "capabilities": [], "hints": [],
    "argv": "none", "trust": "owner", "permission": "writes", "stub_example": "", "skill_only": False,
    "always_loaded": False, "load_policy": "summary", "confirm": False,
}


@dataclass(slots=True)
class Tool:
    """One script file in one layer, with what the layer's index says about it."""

    id: str
    #: the file, as a string (a Path is made on first use: creating 10,000 Paths per scan costs real time)
    file: str | Path
    layer: str
    dialect: str = "miyu"
    state: str = REGISTERED
    header: Header | None = None
    pi: PiHeader | None = None
    #: a Raycast command's own metadata (its ``header`` is the Miyu reading of it)
    raycast: RaycastHeader | None = None
    overrides: dict[str, Any] = field(default_factory=dict)
    #: why the tool is not registered or disabled, and what to do about it
    fix: str = ""
    disabled_scope: str | None = None
    #: False when the file gave no usable id (``id`` is then the file name)
    has_id: bool = True
    indexed: bool = False
    _path: Path | None = field(default=None, repr=False, compare=False)

    @property
    def path(self) -> Path:
        if self._path is None:
            self._path = self.file if isinstance(self.file, Path) else Path(self.file)
        return self._path

    # -- the user's marks (issue 45): kept in the layer's index.json entry, read with its overrides ------------

    @property
    def aliases(self) -> list[str]:
        """The tool's aliases from index.json (each a usable alias, once)."""
        return list(self.overrides.get("aliases") or ()) if self.overrides else []

    @property
    def favourite(self) -> bool:
        """Whether the user starred the tool (``"favourite": true`` in index.json)."""
        return bool(self.overrides) and self.overrides.get("favourite") is True

    # -- merged values -----------------------------------------------------------------------

    def _pick(self, name: str, header_value: Any, default: Any) -> tuple[Any, str]:
        if self.overrides:  # most tools have no index entry: no lookup (a listing asks 10,000 tools several times)
            override = self.overrides.get(name)
            if override is not None and is_explicit(name, override):
                return override, "index"
        if header_value is None or header_value == "" or header_value == []:
            return default, "default"
        return header_value, "header"

    def resolved(self) -> dict[str, tuple[Any, str]]:
        """Every effective field with where it came from: ``header``, ``index`` or ``default``."""
        return {name: self.effective(name) for name in FIELDS}

    def effective(self, name: str) -> tuple[Any, str]:
        """One effective field and its source (computed on demand: nothing per tool is cached). Text is safe for
        every output: lone surrogates and control characters are replaced (SPEC §24; lint: ``text-unencodable``);
        :meth:`raw_effective` is the value as written."""
        value, source = self.raw_effective(name)
        if name == "parameters" and source != "index":
            return value, source  # a header's schema is strict JSON already (no lone surrogate); not walked again
        return safe_value(value), source

    def raw_effective(self, name: str) -> tuple[Any, str]:
        """:meth:`effective` before its text is made safe: what the header or index says, as it says it."""
        if self.dialect == "pi":
            return self._pi_field(name)
        h = self.header or _EMPTY_HEADER
        if name == "display_name_zh":
            return self._pick("display_name", h.display_name_zh, "")
        if name == "display_name_en":
            index_name = self.overrides.get("display_name")
            if isinstance(index_name, str) and is_explicit("display_name", index_name) and not has_cjk(index_name):
                return index_name, "index"
            return (h.display_name, "header") if h.display_name else ("", "default")
        if name == "description":
            return self._pick("description", h.best_description, "")
        if name == "parameters":
            return self._pick("parameters", h.parameters if h.parameters_error is None else None, None)
        if name == "timeout_seconds":
            return self._pick("timeout_seconds", h.timeout_seconds, None)
        if name in ("groups", "requires", "capabilities", "hints"):
            return self._pick(name, getattr(h, name), [])
        if name == "argv":
            return self._pick("argv", h.argv, "none")
        if name == "trust":
            return self._pick("trust", h.trust, "owner")
        if name == "permission":  # index.json's spelling as the header's (Miyu writes "read-only" there)
            permission, source = self._pick("permission", h.permission, "writes")
            return (permission_word(permission) or "writes", source) if source == "index" else (permission, source)
        if name == "stub_example":
            return self._pick("stub_example", h.stub_example, "")
        if name == "skill_only":
            return self._pick("skill_only", True if h.expose == "skill" else None, False)
        if name == "always_loaded":
            return self._pick("always_loaded", None, False)
        if name == "confirm":  # SPEC §25; a Raycast command's needsConfirmation asks the same
            asks = h.confirm if h.confirm is not None else (
                True if self.raycast is not None and self.raycast.needs_confirmation else None)
            return self._pick("confirm", asks, False)
        if name == "load_policy":
            policy = self._pick("load_policy", None, "summary")
            if policy[0] == "summary" and self.effective("groups")[1] == "header":
                return "group", "header"
            return policy
        raise KeyError(name)

    def _pi_field(self, name: str) -> tuple[Any, str]:
        pi = self.pi or PiHeader()
        if name == "description":
            return pi_description(pi), "header" if pi.description else "default"
        if name == "parameters":
            return PI_SCHEMA, "default"
        if name == "timeout_seconds":
            return math.ceil(pi.timeout_ms / 1000), "header" if pi.timeout_ms != 30000 else "default"
        return _PI_DEFAULTS[name], "default"

    def value(self, name: str) -> Any:
        return self.effective(name)[0]

    @property
    def description(self) -> str:
        description: str = self.value("description")
        return description

    @property
    def groups(self) -> list[str]:
        groups: list[str] = self.value("groups")
        return groups

    @property
    def parameters(self) -> dict[str, Any] | None:
        parameters: dict[str, Any] | None = self.value("parameters")
        return parameters

    @property
    def has_parameters(self) -> bool:
        """``parameters is not None``, without decoding or checking a schema from the header cache (a listing)."""
        if self.dialect == "pi":
            return self.parameters is not None
        override = self.overrides.get("parameters")
        if override is not None and is_explicit("parameters", override):
            return True
        return self.header is not None and self.header.has_parameters

    @property
    def schema(self) -> dict[str, Any]:
        """The schema arguments are validated against: the declared one, else the generic one."""
        params = self.parameters
        return params if isinstance(params, dict) else GENERIC_SCHEMA

    @property
    def argv(self) -> str:
        argv: str = self.value("argv")
        return argv

    @property
    def timeout_seconds(self) -> int:
        """Effective timeout: override, else header, else 120, capped at 300."""
        value = self.value("timeout_seconds")
        return min(value, MAX_TIMEOUT) if isinstance(value, int) and value > 0 else DEFAULT_TIMEOUT

    def display_name(self, lang: str) -> str:
        return pick_display_name(lang, self.id, self.value("display_name_zh"), self.value("display_name_en"))

    @property
    def stub(self) -> str:
        return stub_text(self.description, self.value("stub_example"))

    @property
    def confirm(self) -> bool:
        """Whether the user is asked before each run (SPEC §25: ``# Confirm: yes``, the index's ``confirm``, a
        Raycast ``needsConfirmation``); MCP serves such a tool as destructive. ``tool-call`` never asks."""
        return self.value("confirm") is True

    @property
    def enabled(self) -> bool:
        return self.state == REGISTERED

    def group_label(self, group: str) -> str:
        """How a group is shown: a Raycast ``packageName`` keeps its own spelling, other groups are their id."""
        if self.raycast is None or not self.raycast.package_name:
            return group
        from scriptdeck.core.dialects.raycast import group_slug  # a Raycast command: the reader is loaded

        return safe_text(self.raycast.package_name) if group == group_slug(self.raycast.package_name) else group

    def humanized(self) -> str:
        return humanize(self.id)
