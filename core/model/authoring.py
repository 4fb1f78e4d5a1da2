"""A new tool from a template (``scriptdeck new``, the window's "New tool…").

The templates in ``resources/templates/`` follow the Miyu contract's own skeletons (shebang, ``显示名称``,
``Display name``, ``Description``, ``Parameters``, arguments read from stdin JSON, ``{"ok":false,"error","fix"}``
on failure, ``MIYU_SCRIPT_CACHE_DIR``, ``format=json``). Nothing the user types is pasted into a template as text:
the Miyu templates get their names, description and groups through :func:`header_edit.render_header` (which
checks every value and reads the header back), the pi template gets two checked one-line values. A Miyu tool is
written into its user layer and registered through ``manage_script`` (the same checks and answer); a pi tool is
written into a pi folder, where pi (and ScriptDeck) find it by themselves.

Defaults (docs: decisions): ``Display name`` is the humanized id; ``显示名称`` is the English display name until
the user gives a Chinese one, so a new tool lints clean and a Chinese UI shows the same name as before.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.contract.ids import RESERVED_IDS, has_cjk, humanize, is_valid_id
from scriptdeck.core.dialects.pi import parse_pi, pi_tool_name
from scriptdeck.core.model.header_edit import HeaderEditError, normalize_fields, render_header
from scriptdeck.core.model.manage import MAX_COPY, SCOPES, ManageError, Manager
from scriptdeck.core.model.registry import Registry
from scriptdeck.core.store.fsutil import atomic_write, read_existing, special_kind

TEMPLATES = Path(str(resources.files("scriptdeck.resources"))) / "templates"
#: template name -> (file in resources/templates, extension of the new tool)
TEMPLATE_FILES = {"python": ("python.py", ".py"), "bash": ("bash.sh", ".sh"), "node": ("node.js", ".js"),
                  "pi": ("pi.sh", ".sh")}
#: arguments that make each template's skeleton succeed as created (tests and the "next" hint use them)
EXAMPLE_ARGS: dict[str, dict[str, Any]] = {"python": {"query": "hello"}, "bash": {"query": "hello"},
                                           "node": {"query": "hello"}, "pi": {"args": "hello"}}
#: what every template prints for its example arguments: the starter test case's expectation (SPEC §21)
EXAMPLE_STDOUT = "result for hello"
_PLACEHOLDER = re.compile(r"\{\{([A-Z_]+)\}\}")


class AuthoringError(LocalizedError):
    context = "authoring"


@dataclass(slots=True)
class NewTool:
    """What the user asks for; empty names and description take the defaults."""

    tool_id: str
    template: str = "python"
    scope: str = "persona"
    display_name: str = ""
    name_zh: str = ""
    description: str = ""
    groups: list[str] = field(default_factory=list)
    overwrite: bool = False


@dataclass(slots=True)
class Created:
    """A tool that was written (and registered, for a Miyu template)."""

    tool_id: str
    path: Path
    template: str
    layer: str
    answer: dict[str, Any]
    example_args: dict[str, Any]
    #: lint findings of the new tool (none for the defaults; a long or non-English description gives warnings)
    findings: list[Any] = field(default_factory=list)

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        return {**self.answer, "id": self.tool_id, "path": str(self.path), "template": self.template,
                "layer": self.layer, "example_args": self.example_args,
                "lint": [finding.to_json(lang) for finding in self.findings]}


def template_text(template: str) -> bytes:
    if template not in TEMPLATE_FILES:
        raise AuthoringError(QT_TRANSLATE_NOOP("authoring", "unknown template {a0}"),
                             QT_TRANSLATE_NOOP("authoring", "use python, bash, node or pi"), a0=template)
    return (TEMPLATES / TEMPLATE_FILES[template][0]).read_bytes()


def check_request(request: NewTool) -> None:
    """Refuse an id, scope or name that cannot make a tool, before anything is written."""
    if not is_valid_id(request.tool_id):
        raise AuthoringError(
            QT_TRANSLATE_NOOP("authoring", "invalid tool id {a0}"),
            QT_TRANSLATE_NOOP("authoring", "use letters, digits and _ only, starting with a letter (e.g. my_tool)"),
            a0=repr(request.tool_id)[:80],
        )
    if request.tool_id in RESERVED_IDS:
        raise AuthoringError(QT_TRANSLATE_NOOP("authoring", "script id conflicts with a reserved tool name"),
                             QT_TRANSLATE_NOOP("authoring", "choose another id"))
    if request.scope not in SCOPES:
        raise AuthoringError(QT_TRANSLATE_NOOP("authoring", "invalid scope: {a0}; expected persona or global"),
                             QT_TRANSLATE_NOOP("authoring", "pass persona or global"), a0=request.scope)
    template_text(request.template)
    if has_cjk(request.display_name):
        raise AuthoringError(
            QT_TRANSLATE_NOOP("authoring", "the display name contains Chinese; it is the English UI name"),
            QT_TRANSLATE_NOOP("authoring", "pass the Chinese name as --name-zh and an English one as --display-name"),
        )


def _fields(request: NewTool) -> dict[str, Any]:
    display = request.display_name.strip() or humanize(request.tool_id)
    fields: dict[str, Any] = {"display_name": display, "display_name_zh": request.name_zh.strip() or display}
    if request.description.strip():
        fields["description"] = request.description
    if request.groups:
        fields["groups"] = list(request.groups)
    return normalize_fields(fields)


def render(request: NewTool) -> bytes:
    """The new file's bytes (pure)."""
    check_request(request)
    data = template_text(request.template)
    fields = _fields(request)  # HeaderEditError names the field that cannot be a header line
    if request.template != "pi":
        return render_header(data, fields)
    description = fields.get("description") or "Echo a query back. Replace with what the tool does."
    values = {"NAME": request.tool_id, "DESCRIPTION": description}
    text = _PLACEHOLDER.sub(lambda m: values[m.group(1)], data.decode("utf-8"))
    if not re.fullmatch(r"[a-z0-9_]+", request.tool_id):  # pi would ignore the Name line: leave it out
        text = text.replace(f"# Name: {request.tool_id}\n", "")
    return text.encode("utf-8")


def pi_folder(settings: Any, scope: str) -> tuple[str, Path]:
    """(layer name, folder) a pi tool of ``scope`` goes to: the project's ``.pi/scripts`` (project = the
    settings' ``pi_project``, else the current folder) or the global ``~/.pi/agent/scripts``."""
    if scope == "global":
        return "pi-global", Path.home() / ".pi" / "agent" / "scripts"
    project = settings.get("pi_project") if settings is not None else None
    base = Path(project) if isinstance(project, str) and project else Path.cwd()
    return "pi-project", base / ".pi" / "scripts"


def destination(registry: Registry, request: NewTool, settings: Any = None) -> tuple[str, Path]:
    """(layer, path) the new file is written to."""
    extension = TEMPLATE_FILES[request.template][1]
    if request.template == "pi":
        layer, folder = pi_folder(settings, request.scope)
    else:
        layer, folder = request.scope, registry.home.layer_dir(request.scope)
    return layer, folder / (request.tool_id + extension)


def create_tool(registry: Registry, request: NewTool, settings: Any = None) -> Created:
    """Write the skeleton and register it; any refusal leaves the folder as it was.

    Raises :class:`AuthoringError`, :class:`HeaderEditError` (a name or description that cannot be a header
    line) or ``manage``'s :class:`ManageError`; each has ``to_json`` and ``message(lang)``.
    """
    data = render(request)
    layer, path = destination(registry, request, settings)
    if os.path.lexists(path) and not request.overwrite:
        raise AuthoringError(QT_TRANSLATE_NOOP("authoring", "{a0} already exists"),
                             QT_TRANSLATE_NOOP("authoring", "choose another id, or pass --overwrite to replace it"),
                             a0=path)
    if os.path.islink(path):
        raise AuthoringError(QT_TRANSLATE_NOOP("authoring", "{a0} is a symbolic link; ScriptDeck never writes "
                                                            "through it"),
                             QT_TRANSLATE_NOOP("authoring", "remove the link first, or choose another id"), a0=path)
    kind = special_kind(path)
    if kind is not None:  # lstat only: a FIFO at the destination is never opened (SPEC §19)
        raise AuthoringError(QT_TRANSLATE_NOOP("authoring", "{a0} is a {a1}, not a regular file; nothing was written"),
                             QT_TRANSLATE_NOOP("authoring", "remove it by hand, or choose another id"), a0=path, a1=kind)
    try:
        previous = read_existing(path, MAX_COPY)
    except OSError as error:
        raise AuthoringError(QT_TRANSLATE_NOOP("authoring", "{a0} cannot be replaced ({a1}); nothing was written"),
                             QT_TRANSLATE_NOOP("authoring", "remove it by hand, or choose another id"), a0=path,
                             a1=error.strerror or str(error)) from None
    atomic_write(path, data, mode=0o755)
    if request.template == "pi":
        registry.scan()
        tool_id = pi_tool_name(path.name, parse_pi(data))
        answer = {"ok": True, "id": tool_id, "scope": layer, "copied": False,
                  "next": f"Call {tool_id} once with {{\"args\": \"hello\"}}; pi finds the file by itself."}
        _ship_starter_case(path.parent, tool_id, request.template)
        return Created(tool_id, path, request.template, layer, answer, EXAMPLE_ARGS["pi"],
                       _findings(registry, tool_id))
    try:
        answer = Manager(registry).call({"action": "register", "path": str(path), "id": request.tool_id,
                                         "scope": request.scope})
    except BaseException:
        if previous is None:
            path.unlink(missing_ok=True)
        else:
            atomic_write(path, previous)
        registry.scan()
        raise
    _ship_starter_case(path.parent, request.tool_id, request.template)
    return Created(request.tool_id, path, request.template, layer, answer, EXAMPLE_ARGS[request.template],
                   _findings(registry, request.tool_id))


def _ship_starter_case(layer_dir: Path, tool_id: str, template: str) -> None:
    """The new tool's one passing test case, ``<layer>/.tests/<id>.json``, unless it has a test file already."""
    from scriptdeck.core.model.testfile import write_starter

    # pi keeps stdout as printed (trailing newline included, SPEC §20): its case checks the text is there
    expect = {"success": True, "stdout_contains" if template == "pi" else "stdout": EXAMPLE_STDOUT}
    try:
        write_starter(layer_dir, tool_id, EXAMPLE_ARGS[template], expect)
    except OSError:
        pass  # the tool exists and works; a starter case that could not be written is no reason to undo it


def _findings(registry: Registry, tool_id: str) -> list[Any]:
    from scriptdeck.core.model.lint_file import lint_registered

    tool = registry.get(tool_id)
    return lint_registered(tool, registry) if tool is not None else []


__all__ = ["EXAMPLE_ARGS", "TEMPLATE_FILES", "AuthoringError", "Created", "HeaderEditError", "ManageError",
           "NewTool", "create_tool", "destination", "render", "template_text"]
