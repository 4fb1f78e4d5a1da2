"""The run contract, pure (SPEC §8, §12 run): what a tool is started with and how its output comes back.

Nothing here starts a process; ``runner`` does that with a :class:`RunPlan` and turns the captured bytes into a
:class:`RunResult` with :func:`finish_result`.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from urllib.parse import quote

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP
from scriptdeck.core.dialects.pi import PI_DEFAULT_TIMEOUT_MS, pi_result_text, shell_split
from scriptdeck.core.model.tool import DISABLED, GENERIC_SCHEMA, PI_SCHEMA, UNREGISTERED, Tool
from scriptdeck.core.platform import NotSupported, interpreter, said

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any

ARGS_ENV_LIMIT = 65536
STREAM_LIMIT = 8 * 1024 * 1024
TEXT_LIMIT = 20000
STREAM_MARK = "\n[truncated at 8MB]"
TEXT_MARK = "\n...[truncated to 20000 chars]"
IMAGE_PREFIX = "MIYU-IMAGE:"
KILL_GRACE_SECONDS = 2.0
#: the longest single-shot timer Qt takes (a pi Timeout is unbounded milliseconds)
MAX_TIMER_MS = 2**31 - 1
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


class RunRefused(LocalizedError):
    """The run was refused before anything started."""

    context = "run"


class PlatformRefused(RunRefused):
    """A run needs a seam this system has no implementation of (core/platform): "not supported on this platform"."""

    context = "platform"

    def __init__(self, missing: NotSupported) -> None:
        super().__init__(missing.template, missing.fix_template, **missing.args_)

    def message(self, lang: str) -> tuple[str, str]:
        return said(self, lang)


def _command(script: str, shell: str | None = None) -> tuple[str, list[str]]:
    """(program, leading arguments) that run ``script`` here (core/platform/interpreter.py)."""
    try:
        return interpreter.command(script, shell=shell)
    except NotSupported as missing:
        raise PlatformRefused(missing) from None


class StateRefused(RunRefused):
    """A state file the run depends on cannot be used (SPEC §19: fail closed); same text as ``StateBroken``."""

    context = "state"

    def __init__(self, broken: LocalizedError) -> None:
        super().__init__(broken.template, broken.fix_template, **broken.args_)


def _repr(record: RunPlan | RunResult, hidden: tuple[str, ...] = ()) -> str:
    """``Name(field=value, …)`` over the record's slots, as a dataclass shows itself."""
    shown = ", ".join(f"{name}={getattr(record, name)!r}" for name in record.__slots__ if name not in hidden)
    return f"{type(record).__name__}({shown})"


class RunPlan:
    """Everything one run needs, decided before it starts: program, arguments, folder, input, environment.

    A plain slotted class, not a dataclass: it is created at import of every ``tool-call``, where a dataclass's
    generated methods cost ~0.7 ms to compile."""

    __slots__ = ("tool_id", "program", "arguments", "cwd", "stdin", "env", "timeout_seconds", "cache_dir", "args",
                 "dialect", "grants", "sandbox", "isolated", "notes", "pinned_copy", "private_dir", "private_lock")

    def __init__(self, tool_id: str, program: str, arguments: list[str], cwd: str, stdin: bytes, env: dict[str, str],
                 timeout_seconds: float, cache_dir: str, args: Any = None, dialect: str = "miyu",
                 grants: list[str] | None = None) -> None:
        self.tool_id = tool_id
        self.program = program
        self.arguments = arguments
        self.cwd = cwd
        self.stdin = stdin
        self.env = env
        self.timeout_seconds = timeout_seconds
        self.cache_dir = cache_dir
        self.args = args
        self.dialect = dialect
        self.grants: list[str] = grants if grants is not None else []
        #: the sandbox profile the run was started with (sandbox.apply), and whether bubblewrap isolates it
        self.sandbox: dict[str, Any] | None = None
        self.isolated = False
        #: lines ScriptDeck adds to the result's stderr (why there is no layer cache, a picture dropped, …)
        self.notes: list[str] = []
        #: trust policy ``enforce`` (SPEC §19): the private copy of the verified bytes that is executed, and the
        #: private folder holding it (removed by :func:`release_plan` once the run ended)
        self.pinned_copy: str | None = None
        self.private_lock: int | None = None  # the open lock that marks private_dir in use (SPEC §31)
        self.private_dir: str | None = None

    def __repr__(self) -> str:
        return _repr(self)


class RunResult:
    """One run's outcome, as an agent receives it (``to_json``). A plain slotted class, as :class:`RunPlan` is."""

    __slots__ = ("success", "exit_code", "stdout", "stderr", "timed_out", "duration_ms", "truncated", "images",
                 "error", "stopped", "text", "limit", "trust", "full_output", "notes", "picture_scope", "term_signal")

    def __init__(self, success: bool, exit_code: int | None, stdout: str, stderr: str, timed_out: bool = False,
                 duration_ms: int = 0, truncated: dict[str, bool] | None = None,
                 images: list[dict[str, str]] | None = None, error: str | None = None, stopped: bool = False,
                 text: str | None = None, limit: str | None = None, trust: str | None = None) -> None:
        self.success = success
        self.exit_code = exit_code
        self.stdout = stdout
        self.stderr = stderr
        self.timed_out = timed_out
        self.duration_ms = duration_ms
        self.truncated: dict[str, bool] = truncated if truncated is not None else {"stdout": False, "stderr": False}
        self.images: list[dict[str, str]] = images if images is not None else []
        self.error = error
        self.stopped = stopped
        #: pi's result text (pi tools only)
        self.text = text
        #: the limit that stopped the run (SPEC §17): memory, cpu, processes, output or timeout
        self.limit = limit
        #: the tool's trust state when an agent called a tool that is not approved (SPEC §17, policy warn)
        self.trust = trust
        #: everything read of each stream (up to the 8 MiB kept), before the 20,000-character cut; the window's
        #: "Open full output" shows it. Never part of ``to_json`` (the agent sees the cut text).
        self.full_output: dict[str, str] = {}
        #: ScriptDeck's own notes on the run (also at the end of ``stderr``): a picture dropped, no layer cache, …
        self.notes: list[str] = []
        #: how the run saw the file system, for reading its pictures (:func:`pictures.read_picture`): its cache dir
        #: and whether it was isolated. Never part of ``to_json``.
        self.picture_scope: dict[str, Any] = {"cache_dir": "", "isolated": False}
        #: the signal that ended the tool's process (``exit_code`` is then None); never part of ``to_json`` (the
        #: agent's contract, SPEC §8): ``scriptdeck test`` names it in a failed case's report (SPEC §26)
        self.term_signal: int | None = None

    def __repr__(self) -> str:
        return _repr(self, hidden=("full_output", "notes", "picture_scope"))

    @property
    def outcome(self) -> str:
        """SCUA's classes: ``answered`` (exit 0), ``said_no`` (exit 1-2 or other non-zero), ``no_answer``."""
        if self.exit_code is None or self.timed_out:
            return "no_answer"
        return "answered" if self.exit_code == 0 else "said_no"

    def tool_error(self) -> dict[str, Any] | None:
        """The tool's own ``{"ok": false, "error", "fix"}`` answer, when stdout carries one."""
        if self.exit_code in (None, 0):
            return None
        for line in reversed(self.stdout.strip().splitlines() or [""]):
            try:
                data = json.loads(line)
            except ValueError:
                continue
            if isinstance(data, dict) and data.get("ok") is False and "error" in data:
                return data
            break
        try:
            data = json.loads(self.stdout)
        except ValueError:
            return None
        return data if isinstance(data, dict) and data.get("ok") is False and "error" in data else None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "success": self.success,
            "exit_code": self.exit_code,
            "stdout": self.stdout,
            "stderr": self.stderr,
            "timed_out": self.timed_out,
            "duration_ms": self.duration_ms,
            "truncated": dict(self.truncated),
            "images": list(self.images),
        }
        if self.error is not None:
            out["error"] = self.error
        if self.text is not None:
            out["text"] = self.text
        if self.limit is not None:
            out["limit"] = self.limit
        if self.trust is not None:
            out["trust"] = self.trust
        return out



def compact_json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _flag_value(value: Any) -> str:
    return value if isinstance(value, str) else compact_json(value)


def flags_argv(args: Any) -> list[str]:
    """``Argv: flags``: sorted keys, ``stdin`` skipped, null/false omitted, true -> ``--k``, others ``--k=v``."""
    if not isinstance(args, dict):
        return []
    out = []
    for key in sorted(args):
        value = args[key]
        if key == "stdin" or value is None or value is False:
            continue
        out.append(f"--{key}" if value is True else f"--{key}={_flag_value(value)}")
    return out


def _positional_value(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    return compact_json(value)


def positional_argv(schema: Any, args: Any) -> list[str]:
    """``Argv: positional`` (SPEC §18): the values of the schema's properties in declaration order as ``$1 $2 …``;
    the first absent or null one ends the list; strings as-is, numbers as JSON text, booleans true/false, arrays
    and objects as compact JSON. ``stdin`` is the raw-stdin channel, never a positional argument."""
    properties = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(properties, dict) or not isinstance(args, dict):
        return []
    out = []
    for name in properties:
        if name == "stdin":
            continue
        value = args.get(name)
        if value is None:
            break
        text = _positional_value(value)
        if isinstance(properties[name], dict) and properties[name].get("x-percent-encoded") is True:
            text = quote(text, safe="")  # a Raycast argument marked percentEncoded
        out.append(text)
    return out


def stdin_bytes(args: Any) -> bytes:
    stdin = args.get("stdin") if isinstance(args, dict) else None
    if isinstance(stdin, str) and stdin:
        return stdin.encode("utf-8")
    return compact_json(args).encode("utf-8")


def check_runnable(tool: Tool | None, tool_id: str) -> Tool:
    if tool is None:
        raise RunRefused(
            QT_TRANSLATE_NOOP("run", "script id '{a0}' not found"),
            QT_TRANSLATE_NOOP("run", "run scriptdeck list to see the registered tools"),
            a0=tool_id,
        )
    if tool.state == DISABLED:
        raise RunRefused(
            QT_TRANSLATE_NOOP("run", "{a0} is disabled"),
            QT_TRANSLATE_NOOP("run", "enable it first (manage_script action=enable id={a1})"),
            a0=tool_id,
            a1=tool_id,
        )
    if tool.state == UNREGISTERED:
        raise RunRefused(
            QT_TRANSLATE_NOOP("run", "{a0} is not registered"),
            tool.fix or QT_TRANSLATE_NOOP("run", "see scriptdeck lint"),
            a0=tool_id,
        )
    if not tool.path.is_file() and os.path.exists(tool.path):  # something else stands there now: say what
        folder = os.path.isdir(tool.path)
        raise RunRefused(
            QT_TRANSLATE_NOOP("run", "{a0} is a folder now, not a script file; nothing was run") if folder else
            QT_TRANSLATE_NOOP("run", "{a0} is not a regular file (a FIFO, socket or device); nothing was run"),
            QT_TRANSLATE_NOOP("run", "put the script file back at {a0}, or unregister the tool"),
            a0=tool.path,
        )
    if not tool.path.is_file():
        raise RunRefused(
            QT_TRANSLATE_NOOP("run", "the script file is gone: {a0}"),
            QT_TRANSLATE_NOOP("run", "restore the file or unregister the tool"),
            a0=tool.path,
        )
    return tool


def _plainly_valid(schema: dict[str, Any], args: Any) -> bool:
    """Arguments that the built-in generic or pi schema accept, checked without jsonschema: an object whose
    ``stdin`` (``args`` for pi) is a string when present. Anything else goes to jsonschema (its messages)."""
    key = "stdin" if schema is GENERIC_SCHEMA else "args" if schema is PI_SCHEMA else None
    return key is not None and isinstance(args, dict) and isinstance(args.get(key, ""), str)


def unusable_parameters(tool: Tool, why: str) -> RunRefused:
    """The refusal of a run whose Parameters cannot be used (not JSON, not an object, a schema that cannot check):
    the tool's fault, never "anything goes" and never the arguments' (SPEC §15)."""
    return RunRefused(
        QT_TRANSLATE_NOOP("run", "the tool's Parameters header cannot be used ({a0}); nothing was run"),
        QT_TRANSLATE_NOOP("run", "run scriptdeck lint {a1} and fix the Parameters block"),
        a0=why,
        a1=tool.id,
    )


def validate(tool: Tool, args: Any) -> None:
    header = tool.header if tool.dialect != "pi" else None
    if header is not None and header.parameters_error and tool.effective("parameters")[1] != "index":
        # a Parameters header that cannot be used never falls back to "anything goes" (SPEC §15)
        raise unusable_parameters(tool, header.parameters_error.replace("_", " "))
    declared = tool.parameters if tool.dialect != "pi" else None
    if declared is not None and not isinstance(declared, dict):
        # valid JSON that is not a schema object (``[1,2]``, ``42``): lint's params-not-object, never "anything goes"
        raise unusable_parameters(tool, "not a JSON object")
    schema = PI_SCHEMA if tool.dialect == "pi" else tool.schema
    if _plainly_valid(schema, args):
        return
    from scriptdeck.core.contract.schema import argument_errors  # jsonschema only when a schema must be checked

    errors = argument_errors(schema, args)
    if errors:
        from scriptdeck.core.contract.schema import schema_problem

        kind = schema.get("type") if isinstance(schema, dict) else None
        problem = schema_problem(schema) or (f"its type is {kind}, not object" if kind not in (None, "object") else "")
        if problem:  # the schema is what cannot be used, not the arguments: the fix is in the tool (lint names it)
            raise unusable_parameters(tool, problem)
        raise RunRefused(
            QT_TRANSLATE_NOOP("run", "arguments do not match the tool's schema: {a0}"),
            QT_TRANSLATE_NOOP("run", "fix the arguments; see scriptdeck tool-call {a1} --describe"),
            a0="; ".join(errors),
            a1=tool.id,
        )


def _well_formed(text: str) -> str:
    """Lone surrogates (JSON allows them) become U+FFFD, as Node does when it encodes a string to UTF-8."""
    return _LONE_SURROGATE.sub("\ufffd", text)


def _refuse_nul(words: list[str]) -> None:
    """A NUL cannot be part of a process argument (Node refuses it too): say so instead of cutting the word."""
    if any("\0" in word for word in words):
        raise RunRefused(
            QT_TRANSLATE_NOOP("run", "an argument contains a NUL character, which no program can receive"),
            QT_TRANSLATE_NOOP("run", "remove the NUL character (\\u0000) from the arguments"),
        )


def _refuse_undecodable_path(path: Path) -> None:
    """Qt starts programs from text: a file name that is not UTF-8 (kept as surrogate escapes) cannot be started."""
    try:
        str(path).encode("utf-8")
    except UnicodeEncodeError:
        raise RunRefused(
            QT_TRANSLATE_NOOP("run", "the path {a0} is not valid UTF-8, so it cannot be started; nothing was run"),
            QT_TRANSLATE_NOOP("run", "rename the file (and its folders) to UTF-8 names"),
            a0=os.fsencode(path).decode("utf-8", "backslashreplace"),
        ) from None


def _ensure_cache_dir(cache_dir: Path) -> None:
    """``MIYU_SCRIPT_CACHE_DIR`` must be a folder the tool can use: refuse clearly (a file in its place, a read-only
    home) instead of failing while starting."""
    try:
        os.makedirs(cache_dir, exist_ok=True)
    except OSError as error:
        raise RunRefused(
            QT_TRANSLATE_NOOP("run", "the scripts' cache folder {a0} cannot be used ({a1}); nothing was run"),
            QT_TRANSLATE_NOOP("run", "make {a0} a folder you can write to (move away a file of that name)"),
            a0=str(cache_dir),
            a1="not a folder" if cache_dir.exists() and not cache_dir.is_dir() else error.strerror or type(error).__name__,
        ) from None


def _refuse_missing_start(tool: Tool, cwd: str) -> None:
    """A working folder or an interpreter that is not there is said as what it is (SPEC §24), not as the
    ``No such file or directory`` ``exec`` gives for both; a missing script is :func:`check_runnable`'s."""
    from scriptdeck.core.run.startcheck import missing_folder, missing_interpreter

    if missing_folder(cwd) and os.path.lexists(cwd):
        raise RunRefused(
            QT_TRANSLATE_NOOP("run", "the working folder {a0} (the tool's Cwd) is not a folder; nothing was run"),
            QT_TRANSLATE_NOOP("run", "change the tool's # Cwd: line to a folder (a Raycast command: its "
                                     "currentDirectoryPath)"),
            a0=cwd,
        )
    if missing_folder(cwd):
        raise RunRefused(
            QT_TRANSLATE_NOOP("run", "the working folder {a0} (the tool's Cwd) does not exist; nothing was run"),
            QT_TRANSLATE_NOOP("run", "create the folder {a0}, or change the tool's # Cwd: line "
                                     "(a Raycast command: its currentDirectoryPath)"),
            a0=cwd,
        )
    program = missing_interpreter(str(tool.path))
    if program is not None:
        raise RunRefused(
            QT_TRANSLATE_NOOP("run", "{a0} is not installed on this machine: the first line of {a1} names it to run "
                                     "the script; nothing was run"),
            QT_TRANSLATE_NOOP("run", "install {a0}, or change the script's first line (#!) to a program this machine "
                                     "has, e.g. #!/usr/bin/env python3"),
            a0=program,
            a1=tool.path,
        )


def tool_cwd(tool: Tool) -> str:
    """The script's folder, or a Raycast command's ``currentDirectoryPath`` / a Miyu header's ``# Cwd:``
    (``~`` expanded, relative to the script's folder)."""
    folder = str(tool.path.parent)
    wanted = (tool.raycast.current_directory_path if tool.raycast is not None
              else tool.header.cwd if tool.header is not None else "")
    return os.path.join(folder, os.path.expanduser(wanted)) if wanted else folder


def pi_project_dir(tool: Tool, fallback: str) -> str:
    """The folder a pi library belongs to: ``<project>`` for ``<project>/.pi/scripts``."""
    parent = tool.path.parent
    if parent.name == "scripts" and parent.parent.name == ".pi":
        return str(parent.parent.parent)
    return fallback


def build_plan(
    tool: Tool,
    args: Any,
    *,
    cache_dir: Path,
    host_env: dict[str, str] | None = None,
    grants: list[str] | None = None,
    project_dir: str | None = None,
) -> RunPlan:
    """Check and plan a run. Raises :class:`RunRefused` before anything is started."""
    validate(tool, args)
    cache_dir = Path(cache_dir)
    _ensure_cache_dir(cache_dir)
    _refuse_undecodable_path(tool.path)
    env = {"MIYU_SCRIPT_CACHE_DIR": str(cache_dir)}
    if tool.dialect == "pi":
        raw = args.get("args") if isinstance(args, dict) else None
        words = [_well_formed(word) for word in shell_split(raw)] if isinstance(raw, str) and raw else []
        _refuse_nul(words)
        timeout_ms = tool.pi.timeout_ms if tool.pi else PI_DEFAULT_TIMEOUT_MS
        program, lead = _command(str(tool.path), "bash")
        return RunPlan(
            tool.id,
            program,
            [*lead, *words],
            pi_project_dir(tool, project_dir or os.getcwd()),
            words[0].encode("utf-8") if words else b"",  # pi writes the first word to stdin, then closes it
            env,
            min(timeout_ms, MAX_TIMER_MS) / 1000,
            str(cache_dir),
            args,
            "pi",
        )
    cwd = tool_cwd(tool)
    program, lead = _command(str(tool.path))  # a system that cannot run scripts by their shebang refuses first
    _refuse_missing_start(tool, cwd)
    payload = compact_json(args)
    if len(payload.encode("utf-8")) <= ARGS_ENV_LIMIT:
        env["MIYU_ARGS_JSON"] = payload
    granted = list(grants or [])
    if granted and host_env:
        env.update(host_env)
    argv_mode = tool.argv
    arguments = (flags_argv(args) if argv_mode == "flags"
                 else positional_argv(tool.parameters, args) if argv_mode == "positional" else [])
    _refuse_nul(arguments)  # with Argv: flags a NUL would be cut silently by exec (SPEC §15)
    return RunPlan(
        tool.id,
        program,
        [*lead, *arguments],
        cwd,
        stdin_bytes(args),
        env,
        float(tool.timeout_seconds),
        str(cache_dir),
        args,
        "miyu",
        granted,
    )


# -- output ---------------------------------------------------------------------------------------------


def split_images(text: str, cache_dir: str) -> tuple[str, list[dict[str, str]]]:
    """Remove ``MIYU-IMAGE:`` lines from stdout; each becomes ``{"path", "alt"}`` (relative -> cache dir)."""
    if IMAGE_PREFIX not in text:
        return text, []
    kept, images = [], []
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped.startswith(IMAGE_PREFIX):
            spec = stripped[len(IMAGE_PREFIX) :]
            path, _, alt = spec.partition("|")
            path, alt = path.strip(), alt.strip()
            if path:
                if not os.path.isabs(path):
                    path = os.path.join(cache_dir, path)
                images.append({"path": path, "alt": alt})
            continue
        kept.append(line)
    return "\n".join(kept), images


def _usable_pictures(plan: RunPlan, images: list[dict[str, str]], notes: list[str]) -> list[dict[str, str]]:
    """The pictures that can be read as the run saw them (SPEC §19); each other one becomes a note."""
    if not images:
        return []
    from scriptdeck.core.run.pictures import PictureRefused, check_picture

    kept = []
    for image in images:
        try:
            check_picture(image["path"], cache_dir=plan.cache_dir, isolated=plan.isolated)
        except PictureRefused as refused:
            if refused.missing:  # nothing there: listed as the tool named it (Miyu's contract); it leaks nothing
                kept.append(image)
                continue
            notes.append(f"[scriptdeck: picture dropped: {image['path']}: {refused.reason}]")
            continue
        kept.append(image)
    return kept


def release_plan(plan: RunPlan) -> None:
    """Remove what the plan made for its run (the private copy of approved bytes). Call once the run ended."""
    folder, plan.private_dir = plan.private_dir, None
    lock, plan.private_lock = plan.private_lock, None
    if folder:
        import shutil  # only after a pinned run (most runs have no private copy)

        shutil.rmtree(folder, ignore_errors=True)
    if lock is not None:  # after the folder is gone: no sweep ever sees it unlocked while it is still ours
        import os

        os.close(lock)


def clip_text(text: str, *, strip: bool = True) -> tuple[str, bool]:
    if strip:
        text = text.strip()
    if len(text) > TEXT_LIMIT:
        return text[:TEXT_LIMIT] + TEXT_MARK, True
    return text, False


def finish_stream(data: bytes, overflowed: bool) -> str:
    text = data.decode("utf-8", "replace")
    return text + STREAM_MARK if overflowed else text


def finish_result(
    plan: RunPlan,
    stdout: bytes,
    stderr: bytes,
    *,
    exit_code: int | None,
    overflow: dict[str, bool],
    timed_out: bool = False,
    stopped: bool = False,
    error: str | None = None,
    duration_ms: int = 0,
) -> RunResult:
    pi = plan.dialect == "pi"
    out_text = finish_stream(stdout, overflow.get("stdout", False))
    images: list[dict[str, str]] = []
    notes = list(plan.notes)
    if not pi:  # pi returns stdout untouched: no image lines taken out, no trimming
        out_text, images = split_images(out_text, plan.cache_dir)
        images = _usable_pictures(plan, images, notes)
    err_text = finish_stream(stderr, overflow.get("stderr", False))
    out_text, out_cut = clip_text(out_text, strip=not pi)
    err_text, err_cut = clip_text(err_text, strip=not pi)
    if notes and not pi:  # after the cut, so a long stderr never hides them
        err_text = "\n".join([err_text, *notes]) if err_text else "\n".join(notes)
    if timed_out:
        error = f"script timed out after {plan.timeout_seconds:g}s"
    elif stopped:
        error = "stopped by the user"
    result = RunResult(
        success=exit_code == 0 and not timed_out and not stopped,
        exit_code=exit_code,
        stdout=out_text,
        stderr=err_text,
        timed_out=timed_out,
        duration_ms=duration_ms,
        truncated={
            "stdout": overflow.get("stdout", False) or out_cut,
            "stderr": overflow.get("stderr", False) or err_cut,
        },
        images=images,
        error=error,
        stopped=stopped,
    )
    result.picture_scope = {"cache_dir": plan.cache_dir, "isolated": plan.isolated}
    result.notes = notes
    result.full_output = {"stdout": finish_stream(stdout, overflow.get("stdout", False)),
                          "stderr": finish_stream(stderr, overflow.get("stderr", False))}
    if pi:
        if exit_code is None and not (timed_out or stopped) and error:
            err_text = error  # pi: a spawn error's message stands in for stderr
        result.text = pi_result_text(exit_code, out_text, err_text)
    return result
