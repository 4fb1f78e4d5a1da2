"""SPEC §24: one bad tool never takes the others down. Lone surrogates, NUL, ESC and other control characters in a
tool's header and ``index.json`` fields reach no output raw and crash no command: ``list``, ``show``, ``lint``,
``cost`` (text and ``--json``), ``tool-call`` and MCP ``tools/list``/``tools/call`` answer for every tool, the bad
one's text replaced, and lint says ``text-unencodable`` for that tool only.

The property test writes arbitrary text (surrogates, NUL, control characters, up to 10^5 characters) into every
header and index field of one tool and runs each command as a real process.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path

import anyio
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import HAS_TOKENIZER, needs_tokenizer, run_cli, text_of, write_script
from tests.mcp.test_mcp import connect

HANG = 120  # seconds; only bounds a hang
#: what no output may carry raw: C0 controls but tab/newline/CR, DEL, C1 controls, lone surrogates
RAW_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")
HEADER_KEYS = ("Description", "描述", "Display name", "显示名称", "Group", "Example", "Hint", "Requires",
               "Capabilities", "Permission", "Trust", "Argv", "Timeout", "Expose", "Confirm", "Cwd", "Id")
INDEX_TEXT = ("display_name", "description", "stub_example", "permission", "trust", "argv", "load_policy")
INDEX_LISTS = ("groups", "requires", "capabilities")

NASTY = "\udc80\ud800\x00\x1b[31m\x1b]0;title\x07\x07\x08\x7f\x9b\u2028\r\ufffe"
hostile_text = st.one_of(
    st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=0x10FFFF), max_size=40),  # surrogates included
    st.text(alphabet=st.sampled_from(NASTY + "aé名 "), max_size=40),
    st.tuples(st.text(alphabet=st.sampled_from(NASTY + "ab"), min_size=1, max_size=8),
              st.integers(1, 100_000)).map(lambda pair: (pair[0] * pair[1])[:100_000]),
)


def _home(root: Path) -> Path:
    home = root / "home"
    (home / "scripts" / "personas" / "default").mkdir(parents=True)
    write_script(home / "scripts" / "good.sh", "#!/bin/sh\n# Description: The good tool answers.\n"
                                               "# 显示名称：好工具\n# Group: fine\necho good\n")
    return home


def _bad_tool(home: Path, text: str) -> None:
    """One tool whose every header and index field holds ``text`` (a file holds no lone surrogate: those bytes
    are written as they would come, not UTF-8)."""
    header = "".join(f"# {key}: {text}\n" for key in HEADER_KEYS)
    data = ("#!/bin/sh\n" + header + "echo bad\n").encode("utf-8", "surrogatepass")
    (home / "scripts" / "bad.sh").write_bytes(data)
    (home / "scripts" / "bad.sh").chmod(0o755)
    entry = {"id": "bad", "path": "bad.sh", **{key: text for key in INDEX_TEXT},
             **{key: [text, "x" + text] for key in INDEX_LISTS},
             "hints": [{"tool": "good", "hint": text}], "timeout_seconds": text,
             "parameters": {"type": "object", "properties": {text or "p": {"type": "string", "description": text}}}}
    (home / "scripts" / "index.json").write_text(json.dumps({"scripts": [entry]}), encoding="ascii")


def _check_output(done, what: str) -> None:
    assert "unexpected" not in done.stderr and "Traceback" not in done.stderr, (what, done.stderr[-2000:])
    assert not RAW_CONTROL.search(done.stdout), (what, RAW_CONTROL.search(done.stdout))


def _commands(home: Path) -> None:
    """Every command answers for the good tool; none prints a control character or crashes."""
    for args in (("list",), ("show", "good"), ("show", "bad"), ("lint",), *((("cost",),) if HAS_TOKENIZER else ())):
        for extra in ((), ("--json",)):
            done = run_cli("--home", str(home), "--lang", "en", *args, *extra, timeout=HANG)
            _check_output(done, args + extra)
            assert done.returncode in (0, 1), (args, extra, done.returncode, done.stderr[-2000:])
            if extra:
                json.loads(done.stdout)  # strict: no lone surrogate escapes ScriptDeck's own reader refuses
            if args != ("show", "bad") and (args, extra) != (("lint",), ()):  # text lint lists findings only
                assert "good" in done.stdout, (args, extra)
    lint = json.loads(run_cli("--home", str(home), "lint", "--json", timeout=HANG).stdout)
    codes = {Path(f["path"]).name: {x["code"] for x in f["findings"]} for f in lint["files"]}
    assert "text-unencodable" not in codes.get("good.sh", set())
    done = run_cli("--home", str(home), "tool-call", "good", "--args", "{}", timeout=HANG)
    assert done.returncode == 0 and json.loads(done.stdout)["stdout"] == "good", done.stdout

    async def main() -> None:
        async with connect(home) as session:
            listed = {tool.name: tool for tool in (await session.list_tools()).tools}
            assert "good" in listed
            for tool in listed.values():
                assert not RAW_CONTROL.search(json.dumps(tool.model_dump(), ensure_ascii=False)), tool.name
            assert text_of(await session.call_tool("good", {})) == "good"

    anyio.run(main)


def test_a_lone_surrogate_nul_and_esc_crash_nothing_and_are_linted(tmp_path: Path):
    """Failed before: ``lint``, ``lint --json``, ``cost`` and ``cost --json`` exited with "unexpected
    UnicodeEncodeError … bug in ScriptDeck", ``show`` printed ESC sequences raw to the terminal, and ``scriptdeck
    mcp`` died on ``tools/list``."""
    home = _home(tmp_path)
    write_script(home / "scripts" / "bad.sh", "#!/bin/sh\n# Description: fine\necho bad\n")
    (home / "scripts" / "index.json").write_text(json.dumps({"scripts": [{
        "id": "bad", "path": "bad.sh", "description": "lone \udc80 nul \x00 esc \x1b[31mred",
        "display_name": "名\udc80\x1b]0;title\x07", "groups": ["g\udc80", "x\x00y"]}]}))
    _commands(home)
    lint = json.loads(run_cli("--home", str(home), "lint", "--json").stdout)
    bad = next(f for f in lint["files"] if f["path"].endswith("bad.sh"))
    unencodable = [f["message"] for f in bad["findings"] if f["code"] == "text-unencodable"]
    assert any("description" in m for m in unencodable) and any("group" in m for m in unencodable), bad
    shown = json.loads(run_cli("--home", str(home), "show", "bad", "--json").stdout)
    assert shown["description"] == "lone \ufffd nul \ufffd esc \ufffd[31mred"
    assert shown["groups"] == ["g\ufffd", "x\ufffdy"]


@pytest.mark.slow
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(text=hostile_text)
def test_any_text_in_every_field_of_one_tool_leaves_every_command_answering(text: str):
    with tempfile.TemporaryDirectory() as folder:
        home = _home(Path(folder))
        _bad_tool(home, text)
        _commands(home)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(text=hostile_text)
def test_any_text_gives_outputs_that_encode_in_process(text: str):
    """The same property without processes, many more examples: what ``list``, ``show`` and MCP print of the tool
    encodes as strict UTF-8 and holds no control character."""
    from scriptdeck.core.contract.jsonout import dumps_out
    from scriptdeck.core.mcp.tools import listed_tools
    from scriptdeck.core.model.lint import lint_tool
    from scriptdeck.core.model.manage import list_payload
    from scriptdeck.core.model.registry import Registry
    from scriptdeck.core.store.paths import resolve_home

    with tempfile.TemporaryDirectory() as folder:
        home = _home(Path(folder))
        _bad_tool(home, text)
        registry = Registry(resolve_home(str(home), None), pi_layers=[])
        registry.scan()
        tool = registry.get("bad")
        assert tool is not None and registry.get("good") is not None
        shown = {name: tool.effective(name)[0] for name in ("description", "display_name_zh", "display_name_en",
                                                             "groups", "stub_example", "hints", "requires")}
        outputs = [json.dumps(shown, ensure_ascii=False), tool.display_name("en"), tool.display_name("zh_CN"),
                   tool.stub, dumps_out(list_payload(registry)),
                   json.dumps(listed_tools(registry, "en"), ensure_ascii=False)]
        outputs += [f.message("en") + f.message("zh_CN") for f in lint_tool(tool)]
        for output in outputs:
            output.encode("utf-8")
            assert not RAW_CONTROL.search(output.replace("\r", "")), repr(output[:200])


@needs_tokenizer
def test_the_windows_cost_worker_counts_a_tool_with_a_lone_surrogate(qtbot, tmp_path: Path):
    """Failed before: the window's cost meter wrote the texts to its worker as UTF-8 and raised
    UnicodeEncodeError in a Qt slot (a traceback in the log, the figure never settled); now every tool is
    counted, the bad one from its cleaned text. pytest-qt fails the test on an exception raised in a slot."""
    from scriptdeck.gui.app import create_window

    root = _home(tmp_path)
    (root / "scripts" / "index.json").write_text(json.dumps({"scripts": [{
        "id": "bad", "path": "bad.sh", "description": "lone \udc80 nul \x00 esc \x1b[31m"}]}))
    write_script(root / "scripts" / "bad.sh", "#!/bin/sh\n# Description: fine\necho bad\n")
    window = create_window(str(root), lang="en")
    qtbot.addWidget(window)
    window.show()
    meter = window.controller.cost
    qtbot.waitUntil(lambda: meter.deck is not None and not meter.counting and bool(meter.deck.tools),
                    timeout=60000)
    assert not meter.error, meter.error
    assert {"bad", "good"} <= set(meter.deck.by_id())
    window.controller.close()


def test_a_raycast_commands_control_characters_reach_no_output(tmp_path: Path):
    """A Raycast title, description and packageName with ESC/BEL/NUL: shown replaced in ``list``, ``show`` (its
    ``raycast`` metadata too) and MCP; the other tools are listed and served."""
    home = _home(tmp_path)
    folder = tmp_path / "raycast"
    folder.mkdir()
    (folder / "evil.sh").write_bytes(b"#!/bin/bash\n# @raycast.schemaVersion 1\n# @raycast.title T\x1b]0;x\x07itle\n"
                                     b"# @raycast.description D\x00\x1b[2Jesc\n# @raycast.packageName P\x1b[31mkg\n"
                                     b"# @raycast.mode \x9bfullOutput\necho evil\n")
    (folder / "evil.sh").chmod(0o755)
    library = ("--library", f"raycast:{folder}")
    for args in (("list",), ("list", "--json"), ("show", "evil"), ("show", "evil", "--json"), ("lint", "--json")):
        done = run_cli("--home", str(home), "--lang", "en", *library, *args, timeout=HANG)
        _check_output(done, args)
        assert done.returncode in (0, 1), (args, done.stderr)
    shown = json.loads(run_cli("--home", str(home), *library, "show", "evil", "--json").stdout)
    assert shown["description"] == "D\ufffd\ufffd[2Jesc" and shown["raycast"]["mode"] == "\ufffdfullOutput"


@pytest.mark.parametrize("name", [b"x\x1b]0;PWNED\x07.sh", b"n\nl.sh", b"ab\xffc.sh", b"\xe6\x9f\xa5\x1b\x1b.sh"])
def test_a_hostile_file_name_reaches_no_text_output_raw(tmp_path: Path, name: bytes):
    """SPEC §15/§24: a file name is bytes a user did not choose for a terminal. ``list``, ``show`` and ``lint``
    printed it raw (an OSC sequence retitled the terminal, a newline split a finding in two); every command still
    answers for the good tool."""
    home = _home(tmp_path)
    path = os.fsencode(home / "scripts") + b"/" + name
    with open(path, "wb") as handle:
        handle.write(b"#!/bin/sh\n# Description: A tool with a hostile file name.\necho bad\n")
    os.chmod(path, 0o755)
    for args in (("list",), ("show", "good"), ("lint",)):
        for extra in ((), ("--json",)):
            done = run_cli("--home", str(home), "--lang", "en", *args, *extra, timeout=HANG)
            _check_output(done, args + extra)
            assert done.returncode in (0, 1), (args, extra, done.stderr[-2000:])
    tool_id = next(t["id"] for t in json.loads(run_cli("--home", str(home), "list", "--json").stdout)["registered"]
                   if t["id"] != "good")
    for args in (("list",), ("lint",), ("show", tool_id)):
        out = run_cli("--home", str(home), "--lang", "en", *args).stdout
        assert not RAW_CONTROL.search(out), (args, out)
        for line in out.splitlines():  # a newline in the name never starts a line of its own
            assert not line.startswith("l.sh"), (args, out)


def test_control_characters_escaped_in_a_header_schema_are_linted(tmp_path: Path):
    """SPEC §24 "says so in lint": a header Parameters whose strings hold ESC, BEL and NUL as JSON escapes reaches
    every output escaped, and lint now names it (only schemas from index.json were checked)."""
    home = _home(tmp_path)
    schema = '{"type":"object","properties":{"q":{"type":"string","description":"A\\u001b]0;PWNED\\u0007B\\u0000C"}}}'
    write_script(home / "scripts" / "escparam.sh", f"#!/bin/sh\n# Description: Fine.\n# Parameters: {schema}\ncat\n")
    lint = json.loads(run_cli("--home", str(home), "lint", "--json").stdout)
    found = {Path(f["path"]).name: [x for x in f["findings"] if x["code"] == "text-unencodable"] for f in lint["files"]}
    assert found["escparam.sh"] and "parameters" in found["escparam.sh"][0]["message"], found["escparam.sh"]
    assert not found["good.sh"]
    shown = run_cli("--home", str(home), "show", "escparam")
    assert not RAW_CONTROL.search(shown.stdout)


def test_a_test_file_with_lone_surrogates_and_controls_runs_and_is_linted(tmp_path: Path):
    """SPEC §24 names test files too: its cases run (they were all refused as a broken file), outputs carry U+FFFD
    or escapes, and lint says text-unencodable for that file only."""
    home = _home(tmp_path)
    tests = home / "scripts" / ".tests"
    tests.mkdir()
    (tests / "good.json").write_text('{"cases": [{"name": "sur \\ud800 esc \\u001b[2J", "args": {}, '
                                     '"expect": {"stdout": "good"}}]}', encoding="ascii")
    done = run_cli("--home", str(home), "test", "good", "--json", timeout=HANG)
    report = json.loads(done.stdout)
    assert done.returncode == 0 and report["broken"] == [], (done.stdout, done.stderr)
    assert [case["name"] for case in report["cases"]] == ["sur \ufffd esc \x1b[2J"]
    text = run_cli("--home", str(home), "test", "good", timeout=HANG).stdout
    assert not RAW_CONTROL.search(text), text
    lint = json.loads(run_cli("--home", str(home), "lint", "--json").stdout)
    found = [x for f in lint["files"] for x in f["findings"] if x["code"] == "text-unencodable"]
    assert [f["path"] for f in found] == [str(tests / "good.json")], found


def test_a_lone_surrogate_in_a_header_schema_is_replaced_and_linted_not_refused(tmp_path: Path):
    """SPEC §24: a header Parameters holding ``\\ud800`` was "not valid JSON" and every run refused; its text is
    replaced (U+FFFD), the tool runs, and lint names the parameters (text-unencodable)."""
    home = _home(tmp_path)
    schema = '{"type":"object","properties":{"q\\ud800":{"type":"string","description":"d\\udfff"}}}'
    write_script(home / "scripts" / "sch.sh", f"#!/bin/sh\n# Description: Fine.\n# Parameters: {schema}\ncat\n")
    shown = json.loads(run_cli("--home", str(home), "show", "sch", "--json").stdout)
    assert shown["parameters"]["properties"] == {"q\ufffd": {"type": "string", "description": "d\ufffd"}}
    done = run_cli("--home", str(home), "tool-call", "sch", "--args", '{"q\ufffd": "x"}')
    assert done.returncode == 0 and json.loads(done.stdout)["success"] is True, done.stdout
    lint = json.loads(run_cli("--home", str(home), "lint", "--json").stdout)
    found = {Path(f["path"]).name: [x["code"] for x in f["findings"]] for f in lint["files"]}
    assert "text-unencodable" in found["sch.sh"] and "params-not-json" not in found["sch.sh"], found["sch.sh"]
    again = json.loads(run_cli("--home", str(home), "lint", "--json").stdout)  # from the header cache this time
    assert again == lint
