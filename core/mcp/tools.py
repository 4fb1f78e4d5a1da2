"""Registry tools and run results in MCP's shapes (SPEC §16), as plain JSON-ready dicts (no SDK, no Qt).

``tools/list``: name = id, title = display name in the server's language, the full description, the effective
Parameters as ``inputSchema``, annotations from ``Permission`` and ``_meta`` with layer, path and dialect.
``tools/call``: one text item (stdout, or the Miyu result JSON for a failure), one image item per
``MIYU-IMAGE`` (at most 8, each at most 5 MiB), ``structuredContent`` when stdout is a JSON object.
"""

from __future__ import annotations

import base64
from typing import Any

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.contract.jsonout import dumps_out
from scriptdeck.core.contract.jsonsafe import JsonInputError, loads_strict
from scriptdeck.core.model.manage import describe
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.model.tool import Tool
from scriptdeck.core.run.runplan import RunResult

MANAGE_ID = "manage_script"
MAX_IMAGES = 8
MAX_IMAGE_BYTES = 5 * 1024 * 1024
MANAGE_NOT_SERVED = QT_TRANSLATE_NOOP("mcp", "manage_script is not served by this MCP server")
MANAGE_NOT_SERVED_FIX = QT_TRANSLATE_NOOP("mcp", "start it as scriptdeck mcp --allow-manage to let agents manage scripts")

_SIGNATURES = (
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"GIF87a", "image/gif"),
    (b"GIF89a", "image/gif"),
    (b"BM", "image/bmp"),
)


def tool_hints(permission: str) -> dict[str, bool]:
    """``read_only`` → read-only; ``writes`` (the default) → destructive; ``presentation`` → neither."""
    return {"readOnlyHint": permission == "read_only", "destructiveHint": permission == "writes"}


def input_schema(tool: Tool) -> dict[str, Any]:
    """The effective Parameters (the generic stdin schema without one, pi's ``args`` for pi tools).

    MCP needs an object schema: one without ``type`` gets ``"type": "object"``; one whose ``type`` is something
    else (a lint error: calls are refused with the reason) is listed as a plain object so the list stays usable.
    """
    schema: Any = tool.schema
    if not isinstance(schema, dict):
        return {"type": "object"}
    kind = schema.get("type")
    if kind is None:
        return {"type": "object", **schema}
    return schema if kind == "object" else {"type": "object"}


def mcp_tool(tool: Tool, lang: str) -> dict[str, Any]:
    return {
        "name": tool.id,
        "title": tool.display_name(lang),
        "description": tool.description,
        "inputSchema": input_schema(tool),
        "annotations": tool_hints(tool.value("permission")),
        "_meta": {"layer": tool.layer, "path": str(tool.file), "dialect": tool.dialect},
    }


def manage_tool() -> dict[str, Any]:
    contract = describe()
    schema = {key: value for key, value in contract.items() if key not in ("title", "description")}
    return {
        "name": MANAGE_ID,
        "title": "Manage scripts",
        "description": contract["description"],
        "inputSchema": schema,
        "annotations": tool_hints("writes"),
        "_meta": {"layer": "builtin", "path": "", "dialect": "manage"},
    }


def listed_tools(registry: Registry, lang: str, *, allow_manage: bool = False) -> list[dict[str, Any]]:
    """Every registered, enabled tool except ``load_policy: hidden``, sorted by name."""
    return ToolCatalog(lang, allow_manage=allow_manage).build(registry)


class ToolCatalog:
    """:func:`listed_tools`, rebuilt incrementally: a tool whose file parse (the registry keeps one object per
    unchanged file) and index overrides are the same as last time keeps its entry, so one edited file in a
    10,000-tool library costs one entry, not ten thousand."""

    def __init__(self, lang: str, *, allow_manage: bool = False) -> None:
        self.lang = lang
        self.allow_manage = allow_manage
        self._entries: dict[str, tuple[tuple[Any, ...], dict[str, Any], dict[str, Any] | None]] = {}

    def build(self, registry: Registry) -> list[dict[str, Any]]:
        entries: dict[str, tuple[tuple[Any, ...], dict[str, Any], dict[str, Any] | None]] = {}
        out: list[dict[str, Any]] = []
        for tool in sorted(registry.registered(), key=lambda t: t.id):
            key = (tool.header, tool.pi, tool.layer, str(tool.file), tool.dialect)
            old = self._entries.get(tool.id)
            if (old is not None and old[0][0] is key[0] and old[0][1] is key[1] and old[0][2:] == key[2:]
                    and old[1] == tool.overrides):
                entry = old[2]
            else:
                entry = mcp_tool(tool, self.lang) if tool.value("load_policy") != "hidden" else None
            entries[tool.id] = (key, dict(tool.overrides), entry)
            if entry is not None:
                out.append(entry)
        self._entries = entries
        if self.allow_manage:
            out.append(manage_tool())
            out.sort(key=lambda t: t["name"])
        return out


# -- results -------------------------------------------------------------------------------------------


def image_mime(head: bytes, path: str) -> str | None:
    for signature, mime in _SIGNATURES:
        if head.startswith(signature):
            return mime
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "image/webp"
    if path.lower().endswith(".svg") and head.lstrip().startswith(b"<"):
        return "image/svg+xml"
    return None  # the file's bytes decide, never its name alone


def read_image(path: str, scope: dict[str, Any]) -> tuple[dict[str, Any] | None, str]:
    """One ``image`` content item, or None and why not (outside what the run could write, a link on the way, not a
    regular file, too big, not an image). Read as the run saw it (SPEC §19: :mod:`run.pictures`)."""
    from scriptdeck.core.run.pictures import PictureRefused, read_picture

    try:
        data = read_picture(path, cache_dir=scope.get("cache_dir", ""), isolated=bool(scope.get("isolated", False)),
                            limit=MAX_IMAGE_BYTES)
    except PictureRefused as refused:
        return None, refused.reason if refused.reason != "larger than the limit" else "over the 5 MiB limit"
    mime = image_mime(data[:16], path)
    if mime is None:
        return None, "not an image"
    return {"type": "image", "data": base64.b64encode(data).decode("ascii"), "mimeType": mime}, ""


def image_items(images: list[dict[str, str]], scope: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
    """Image content items for a run's ``MIYU-IMAGE`` lines, and a note for each one not sent."""
    items: list[dict[str, Any]] = []
    notes: list[str] = []
    for image in images:
        path = image.get("path", "")
        if len(items) >= MAX_IMAGES:
            notes.append(f"[image not sent: {path}: more than {MAX_IMAGES} images]")
            continue
        item, why = read_image(path, scope)
        if item is None:
            notes.append(f"[image not sent: {path}: {why}]")
        else:
            items.append(item)
    return items, notes


def json_object(text: str) -> dict[str, Any] | None:
    """``text`` as a JSON object (strict: no NaN/Infinity, bounded depth), else None."""
    if not text.lstrip().startswith("{"):
        return None
    try:
        value = loads_strict(text)
    except JsonInputError:
        return None
    return value if isinstance(value, dict) else None


def call_result(result: RunResult) -> dict[str, Any]:
    """A finished run as a ``CallToolResult``: ``isError`` exactly when ``success`` is false."""
    if result.success:
        text = result.text if result.text is not None else result.stdout
    else:
        text = dumps_out(result.to_json())
    images, notes = image_items(result.images, result.picture_scope)
    if result.success:  # a failure's text is the result JSON, whose stderr already ends with these notes
        notes = [*result.notes, *notes]
    if notes:
        text = "\n".join([text, *notes]) if text else "\n".join(notes)
    out: dict[str, Any] = {"content": [{"type": "text", "text": text}, *images], "isError": not result.success}
    structured = json_object(result.stdout)
    if structured is not None:
        out["structuredContent"] = structured
    return out


def refusal_result(payload: dict[str, Any]) -> dict[str, Any]:
    """A run refused before it started: the same ``{"ok": false, "error", "fix"}`` that ``tool-call`` prints."""
    return {"content": [{"type": "text", "text": dumps_out(payload)}], "isError": True}


def manage_result(payload: dict[str, Any]) -> dict[str, Any]:
    """``manage_script``'s answer: its JSON as text and as structured content; an ``ok: false`` is an error."""
    return {"content": [{"type": "text", "text": dumps_out(payload)}],
            "structuredContent": payload, "isError": payload.get("ok") is False}
