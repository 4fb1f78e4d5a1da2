"""Registry tools and run results in MCP's shapes (SPEC §16), as plain JSON-ready dicts (no SDK, no Qt).

``tools/list``: name = the id, or a mangled name when clients would refuse the id (SPEC §19,
:mod:`~scriptdeck.core.contract.toolnames`; the id is in ``_meta.id`` either way), title = display name in the server's language, the full description, the effective
Parameters as ``inputSchema``, annotations from ``Permission`` and ``_meta`` with layer, path and dialect.
pages of the list follow MCP's ``cursor``/``nextCursor``.
``tools/call``: one text item (stdout, or the Miyu result JSON for a failure; pi's own text for a pi tool), one
image item per
``MIYU-IMAGE`` (at most 8, each at most 5 MiB), ``structuredContent`` when stdout is a JSON object.
"""

from __future__ import annotations

import base64
import binascii
import bisect
import os
from typing import Any

from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.contract.jsonout import dumps_out
from scriptdeck.core.contract.jsonsafe import JsonInputError, loads_strict
from scriptdeck.core.contract.safetext import safe_text
from scriptdeck.core.contract.toolnames import mcp_name, mcp_names
from scriptdeck.core.model.manage import describe
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.model.tool import REGISTERED, Tool
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


def tool_hints(permission: str, confirm: bool = False) -> dict[str, bool]:
    """``read_only`` → read-only; ``writes`` (the default) → destructive; ``presentation`` → neither. A tool that
    asks first (``# Confirm: yes``, SPEC §25) is destructive whatever its permission says, so clients that honour
    annotations ask their user too."""
    if confirm:
        return {"readOnlyHint": False, "destructiveHint": True}
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


def mcp_tool(tool: Tool, lang: str, name: str | None = None) -> dict[str, Any]:
    """One ``tools/list`` entry; ``name``: what it is served as (its id unless mangled: a function of the id)."""
    return {
        "name": name or mcp_name(tool.id),
        "title": tool.display_name(lang),
        "description": tool.description,
        "inputSchema": input_schema(tool),
        "annotations": tool_hints(tool.value("permission"), tool.confirm),
        # a file name need not be UTF-8 (SPEC §15): its undecodable bytes are U+FFFD here, never lone surrogates
        # a client's JSON cannot hold (SPEC §24: one such tool once took the whole server down)
        "_meta": {"id": tool.id, "layer": tool.layer, "path": safe_text(os.fsdecode(tool.file)),
                  "dialect": tool.dialect},
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
        "_meta": {"id": MANAGE_ID, "layer": "builtin", "path": "", "dialect": "manage"},
    }


def listed_tools(registry: Registry, lang: str, *, allow_manage: bool = False) -> list[dict[str, Any]]:
    """Every registered, enabled tool except ``load_policy: hidden``, sorted by the name it is served as."""
    return ToolCatalog(lang, allow_manage=allow_manage).build(registry)


class ToolCatalog:
    """:func:`listed_tools`, rebuilt incrementally: a tool whose file parse (the registry keeps one object per
    unchanged file) and index overrides are the same as last time keeps its entry, so one edited file in a
    10,000-tool library costs one entry, not ten thousand."""

    def __init__(self, lang: str, *, allow_manage: bool = False) -> None:
        self.lang = lang
        self.allow_manage = allow_manage
        self._entries: dict[str, tuple[tuple[Any, ...], dict[str, Any], dict[str, Any] | None]] = {}
        #: served name → id, for the names that are not the id itself
        self._ids: dict[str, str] = {}

    def tool_id(self, name: str) -> str:
        """The id a called name stands for: a mangled name's id, else the name itself (an id is always callable
        as itself too)."""
        return self._ids.get(name, name)

    def build(self, registry: Registry) -> list[dict[str, Any]]:
        entries: dict[str, tuple[tuple[Any, ...], dict[str, Any], dict[str, Any] | None]] = {}
        out: list[dict[str, Any]] = []
        tools = registry.registered()
        names = served_names(tools, self.allow_manage)
        for tool in tools:
            name = names.get(tool.id)
            if name is None:  # its id is another tool's mangled name: that tool keeps it (lint: name-collision)
                continue
            key = (tool.header, tool.pi, tool.layer, str(tool.file), tool.dialect, name)
            old = self._entries.get(tool.id)
            if (old is not None and old[0][0] is key[0] and old[0][1] is key[1] and old[0][2:] == key[2:]
                    and old[1] == tool.overrides):
                entry = old[2]
            else:
                entry = mcp_tool(tool, self.lang, name) if tool.value("load_policy") != "hidden" else None
            entries[tool.id] = (key, dict(tool.overrides), entry)
            if entry is not None:
                out.append(entry)
        self._entries = entries
        self._ids = {name: tool_id for tool_id, name in names.items() if name != tool_id}
        if self.allow_manage:
            out.append(manage_tool())
        out.sort(key=lambda t: t["name"])
        return out


def served_names(tools: list[Tool], allow_manage: bool = False) -> dict[str, str]:
    """id → the name each registered tool is served as (the same for the list and for one entry)."""
    return mcp_names([tool.id for tool in tools] + ([MANAGE_ID] if allow_manage else []))


def served_entry(registry: Registry, tool_id: str, lang: str = "en", *, allow_manage: bool = False,
                 names: dict[str, str] | None = None) -> dict[str, Any] | None:
    """The one ``tools/list`` entry ``tool_id`` is served as, made as :class:`ToolCatalog` makes it (the window's
    "As the agent sees it"); None when the tool is not listed (not registered, disabled or ``hidden``).
    ``names``: :func:`served_names` of this registry's registered tools, when the caller keeps them per scan."""
    tool = registry.get(tool_id)
    if tool is None or tool.state != REGISTERED or tool.value("load_policy") == "hidden":
        return None
    if names is None:
        names = served_names(registry.registered(), allow_manage)
    return mcp_tool(tool, lang, names[tool_id])


def _cursor(name: str) -> str:
    return base64.urlsafe_b64encode(name.encode("utf-8")).decode("ascii")


def entry_json(entry: Any, indent: int | None = None) -> bytes:
    """One ``tools/list`` entry as the server writes it in an answer: the SDK's serializer (pydantic's), whose
    numbers are not Python ``json``'s (``0.00001``, not ``1e-05``), so the window shows the server's own bytes."""
    import pydantic_core

    return pydantic_core.to_json(entry, indent=indent)


def list_bytes(tools: list[dict[str, Any]]) -> bytes:
    """A tool list's JSON as a whole-list answer carries it: the serializer of every other answer (the SDK's,
    :func:`entry_json`), so an entry has the same bytes in a short list and a long one (Python's ``json`` wrote
    ``1e-05`` where pydantic writes ``0.00001``). It is also twice as fast for a 10,000-tool list."""
    return entry_json(tools)


def page(tools: list[dict[str, Any]], cursor: Any, size: int) -> tuple[list[dict[str, Any]], str | None]:
    """One page of a list sorted by name: the tools after ``cursor`` (a ``nextCursor`` given earlier; None for
    the first page), at most ``size`` of them (0: all), and the cursor of the next page (None after the last).

    The cursor names the last tool served, so a page stays right when tools come or go between pages. A cursor
    this server did not make raises ``ValueError`` (MCP: an invalid cursor is ``-32602``).
    """
    start = 0
    if cursor is not None:
        if not isinstance(cursor, str):
            raise ValueError("cursor must be a string")
        try:
            after = base64.urlsafe_b64decode(cursor.encode("ascii")).decode("utf-8")
        except (UnicodeError, binascii.Error):
            raise ValueError("this cursor was not given by this server; list again from the start") from None
        if _cursor(after) != cursor:
            raise ValueError("this cursor was not given by this server; list again from the start")
        start = bisect.bisect_right(tools, after, key=lambda t: t["name"])
    if size <= 0 or start + size >= len(tools):
        return tools[start:] if start else tools, None
    chunk = tools[start:start + size]
    return chunk, _cursor(chunk[-1]["name"])


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
    if result.text is not None:
        text = result.text  # pi: what pi itself returns, stdout or "Script exited with code N.\n" + output
    elif result.success:
        text = result.stdout
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
