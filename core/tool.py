"""A tool as the registry found it, and its effective fields after the merge (SPEC §5 merge rule)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.header import Header, PiHeader, pi_description
from core.ids import has_cjk, humanize, pick_display_name
from core.index_store import is_explicit
from core.stub import stub_text

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


@dataclass(slots=True)
class Tool:
    """One script file in one layer, with what the layer's index says about it."""

    id: str
    path: Path
    layer: str
    dialect: str = "miyu"
    state: str = REGISTERED
    header: Header | None = None
    pi: PiHeader | None = None
    overrides: dict[str, Any] = field(default_factory=dict)
    #: why the tool is not registered or disabled, and what to do about it
    fix: str = ""
    disabled_scope: str | None = None
    #: False when the file gave no usable id (``id`` is then the file name)
    has_id: bool = True
    indexed: bool = False
    _resolved: dict[str, tuple[Any, str]] | None = field(default=None, repr=False, compare=False)

    # -- merged values -----------------------------------------------------------------------

    def _pick(self, name: str, header_value: Any, default: Any) -> tuple[Any, str]:
        if name in self.overrides and is_explicit(name, self.overrides[name]):
            return self.overrides[name], "index"
        if header_value not in (None, "", []):
            return header_value, "header"
        return default, "default"

    def resolved(self) -> dict[str, tuple[Any, str]]:
        """Every effective field with where it came from: ``header``, ``index`` or ``default``."""
        if self._resolved is None:
            self._resolved = self._resolve()
        return self._resolved

    def _resolve(self) -> dict[str, tuple[Any, str]]:
        h = self.header or Header()
        if self.dialect == "pi":
            pi = self.pi or PiHeader()
            return {
                "display_name_zh": ("", "default"),
                "display_name_en": ("", "default"),
                "description": (pi_description(pi), "header" if pi.description else "default"),
                "parameters": (PI_SCHEMA, "default"),
                "timeout_seconds": (math.ceil(pi.timeout_ms / 1000), "header" if pi.timeout_ms != 30000 else "default"),
                "groups": ([], "default"), "requires": ([], "default"), "capabilities": ([], "default"),
                "hints": ([], "default"), "argv": ("none", "default"), "trust": ("owner", "default"),
                "permission": ("writes", "default"), "stub_example": ("", "default"),
                "skill_only": (False, "default"), "always_loaded": (False, "default"),
                "load_policy": ("summary", "default"),
            }
        out: dict[str, tuple[Any, str]] = {}
        out["display_name_zh"] = self._pick("display_name", h.display_name_zh, "")
        index_name = self.overrides.get("display_name")
        if is_explicit("display_name", index_name) and not has_cjk(index_name):
            out["display_name_en"] = (index_name, "index")
        else:
            out["display_name_en"] = (h.display_name, "header") if h.display_name else ("", "default")
        out["description"] = self._pick("description", h.best_description, "")
        out["parameters"] = self._pick("parameters", h.parameters if h.parameters_error is None else None, None)
        out["timeout_seconds"] = self._pick("timeout_seconds", h.timeout_seconds, None)
        for name in ("groups", "requires", "capabilities", "hints"):
            out[name] = self._pick(name, getattr(h, name), [])
        out["argv"] = self._pick("argv", h.argv, "none")
        out["trust"] = self._pick("trust", h.trust, "owner")
        out["permission"] = self._pick("permission", h.permission, "writes")
        out["stub_example"] = self._pick("stub_example", h.stub_example, "")
        out["skill_only"] = self._pick("skill_only", True if h.expose == "skill" else None, False)
        out["always_loaded"] = self._pick("always_loaded", None, False)
        policy = self._pick("load_policy", None, "summary")
        if policy[0] == "summary" and out["groups"][1] == "header":
            policy = ("group", "header")
        out["load_policy"] = policy
        return out

    def value(self, name: str) -> Any:
        return self.resolved()[name][0]

    @property
    def description(self) -> str:
        return self.value("description")

    @property
    def groups(self) -> list[str]:
        return self.value("groups")

    @property
    def parameters(self) -> dict[str, Any] | None:
        return self.value("parameters")

    @property
    def schema(self) -> dict[str, Any]:
        """The schema arguments are validated against: the declared one, else the generic one."""
        params = self.parameters
        return params if isinstance(params, dict) else GENERIC_SCHEMA

    @property
    def argv(self) -> str:
        return self.value("argv")

    @property
    def timeout_seconds(self) -> int:
        """Effective timeout: override, else header, else 120, capped at 300."""
        value = self.value("timeout_seconds")
        return min(value, MAX_TIMEOUT) if isinstance(value, int) and value > 0 else DEFAULT_TIMEOUT

    def display_name(self, lang: str) -> str:
        resolved = self.resolved()
        return pick_display_name(lang, self.id, resolved["display_name_zh"][0], resolved["display_name_en"][0])

    @property
    def stub(self) -> str:
        return stub_text(self.description, self.value("stub_example"))

    @property
    def enabled(self) -> bool:
        return self.state == REGISTERED

    def humanized(self) -> str:
        return humanize(self.id)
