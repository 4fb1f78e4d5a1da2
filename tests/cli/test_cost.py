"""Context cost (SPEC §22): each served tool priced by a real BPE tokenizer, offline, per persona, cached."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from scriptdeck.core.mcp.cost import (
    COSTLY_TOKENS,
    ENCODING,
    CostCounter,
    CountCache,
    costly_findings,
    count_cache_path,
)
from scriptdeck.core.mcp.tools import listed_tools
from scriptdeck.core.model.manage import Manager
from scriptdeck.core.store.paths import Home
from scriptdeck.core.store.settings import Settings

from tests.conftest import REPO, cli_json, make_registry, run_cli

# toktok-rs ships wheels for CPython 3.11+ only, so 3.10 installs ScriptDeck without it (pyproject.toml): every
# count here needs it (the tokenizer-missing path is checked by hiding an installed toktok)
toktok = pytest.importorskip("toktok", reason="toktok-rs is not installed (it has wheels for CPython 3.11+ only)")

SCHEMA = {"type": "object", "properties": {"query": {"type": "string", "description": "What to look for"},
                                           "limit": {"type": "integer", "description": "At most this many"}}}


def tool_text(description: str, *, name: str = "", schema: dict | None = None, extra: str = "") -> str:
    lines = ["#!/bin/sh", f"# Description: {description}"]
    if name:
        lines.append(f"# 显示名称: {name}")
    if schema is not None:
        lines.append(f"# Parameters: {json.dumps(schema)}")
    return "\n".join(lines) + "\n" + extra + "echo ok\n"


@pytest.fixture
def deck(home: Home, script) -> Home:
    script(home.global_dir / "search_notes.sh", tool_text("Search the notes. Returns matching lines.",
                                                          schema=SCHEMA))
    script(home.global_dir / "weather.sh", tool_text("天气预报：查询城市未来三天的天气。", name="天气"))
    script(home.persona_dir / "greet.sh", tool_text("Say hello."))
    return home


def reference_counts(home: Home, lang: str = "en") -> dict[str, int]:
    """The tokenizer called directly on what the MCP list serves (name, title, description, inputSchema)."""
    served = listed_tools(make_registry(home), lang)
    texts = [json.dumps({k: t[k] for k in ("name", "title", "description", "inputSchema")}, ensure_ascii=False,
                        separators=(",", ":")) for t in served]
    return dict(zip([t["name"] for t in served], toktok.batch_count(texts, "o200k_base")))


def test_count_is_the_tokenizer_on_the_served_json(deck: Home):
    cost = CostCounter("en").deck(make_registry(deck), deck.persona)
    assert cost.encoding == ENCODING == "o200k_base"
    assert {t.id: t.tokens for t in cost.tools} == reference_counts(deck)
    assert cost.total == sum(reference_counts(deck).values())
    assert [t.tokens for t in cost.tools] == sorted((t.tokens for t in cost.tools), reverse=True)
    assert all(0 < t.stub_tokens < t.tokens for t in cost.tools)  # none is always_loaded: stubs are cheaper


def test_chinese_is_counted_as_the_tokenizer_counts_it_not_as_escapes(deck: Home):
    cost = CostCounter("zh_CN").deck(make_registry(deck), deck.persona).by_id()["weather"]
    assert cost.tokens == reference_counts(deck, "zh_CN")["weather"]
    served = next(t for t in listed_tools(make_registry(deck), "zh_CN") if t["name"] == "weather")
    escaped = json.dumps({k: served[k] for k in ("name", "title", "description", "inputSchema")},
                         separators=(",", ":"))
    assert cost.tokens < toktok.batch_count([escaped], "o200k_base")[0]


def test_always_loaded_tool_costs_the_same_as_a_stub(deck: Home):
    (deck.global_dir / "index.json").write_text(json.dumps(
        {"scripts": [{"id": "search_notes", "path": "search_notes.sh", "always_loaded": True}]}))
    cost = CostCounter().deck(make_registry(deck), deck.persona).by_id()["search_notes"]
    assert cost.stub_tokens == cost.tokens


def test_disabling_or_hiding_a_tool_removes_its_cost(deck: Home):
    registry = make_registry(deck)
    counter = CostCounter()
    before = counter.deck(registry, deck.persona)
    assert {"search_notes", "weather", "greet"} <= set(before.by_id())
    Manager(registry).call({"action": "disable", "id": "search_notes"})
    registry.scan()
    after = counter.deck(registry, deck.persona)
    assert "search_notes" not in after.by_id()
    assert after.total == before.total - before.by_id()["search_notes"].tokens
    assert counter.tool(registry.get("search_notes") or next(
        t for t in registry.all_tools() if t.id == "search_notes")) is None
    assert Manager(registry).call({"action": "set", "id": "weather", "load_policy": "hidden"})["ok"] is True
    registry.scan()
    hidden = counter.deck(registry, deck.persona)
    assert "weather" not in hidden.by_id() and "search_notes" not in hidden.by_id()
    assert hidden.total == after.total - before.by_id()["weather"].tokens


def test_personas_differ(deck: Home, script):
    other = deck.with_persona("writer")
    script(other.persona_dir / "draft_letter.sh", tool_text("Draft a letter from bullet points.", schema=SCHEMA))
    default = CostCounter().deck(make_registry(deck), deck.persona)
    writer = CostCounter().deck(make_registry(other), other.persona)
    assert "greet" in default.by_id() and "greet" not in writer.by_id()
    assert "draft_letter" in writer.by_id() and "draft_letter" not in default.by_id()
    assert default.total != writer.total
    _, payload = cli_json("--home", str(deck.root), "--persona", "writer", "cost", "--json")
    assert payload["persona"] == "writer"
    assert {"search_notes", "weather", "draft_letter"} <= {t["id"] for t in payload["tools"]}
    assert "greet" not in {t["id"] for t in payload["tools"]}


class Spy:
    """A counter that records what it was asked to count."""

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    def __call__(self, texts: list[str]) -> list[int]:
        self.calls.append(list(texts))
        return toktok.batch_count(texts, "o200k_base")


def test_unchanged_tools_are_never_recounted(deck: Home, script):
    registry = make_registry(deck)
    spy = Spy()
    counter = CostCounter(counter=spy)
    first = counter.deck(registry, deck.persona)
    assert len(spy.calls) == 1 and len(spy.calls[0]) == 2 * len(first.tools)  # one batch, each tool and its stub
    registry.scan()
    assert counter.deck(registry, deck.persona).to_json() == first.to_json()
    assert len(spy.calls) == 1
    Manager(registry).call({"action": "disable", "id": "greet"})  # a toggle recounts nothing
    registry.scan()
    counter.deck(registry, deck.persona)
    assert len(spy.calls) == 1
    script(deck.global_dir / "weather.sh", tool_text("Weather for a city, three days ahead.", name="天气"))
    os.utime(deck.global_dir / "weather.sh", (1, 1))  # a new stat, whatever the clock's resolution
    registry.scan()
    changed = counter.deck(registry, deck.persona)
    assert len(spy.calls) == 2 and len(spy.calls[1]) == 2 and '"name":"weather"' in spy.calls[1][0]
    assert changed.by_id()["weather"].tokens == reference_counts(deck)["weather"]


def test_description_costly_over_a_thousand_tokens(home: Home, script):
    long = " ".join(f"Step {i}: read the record, check its fields and write a summary line." for i in range(120))
    script(home.global_dir / "heavy.sh", tool_text(long))
    script(home.global_dir / "light.sh", tool_text("Light."))
    registry = make_registry(home)
    spy = Spy()
    findings = costly_findings(registry.all_tools(), CostCounter(counter=spy))
    heavy = str(registry.get("heavy").path)
    assert list(findings) == [heavy]
    assert findings[heavy][0].code == "description-costly"
    assert findings[heavy][0].args["count"] > COSTLY_TOKENS
    assert "light" not in json.dumps(spy.calls)  # under 1,000 bytes: never counted
    code, payload = cli_json("--home", str(home.root), "lint", "--json")
    codes = {f["path"]: [x["code"] for x in f["findings"]] for f in payload["files"]}
    assert "description-costly" in codes[heavy]
    assert "description-costly" not in codes[str(registry.get("light").path)]
    message = next(x for x in payload["files"] if x["path"] == heavy)["findings"]
    assert any(str(findings[heavy][0].args["count"]) in x["message"] for x in message)
    done = run_cli("--home", str(home.root), "--lang", "zh_CN", "lint", "heavy")
    assert "description-costly" in done.stdout


def test_context_budget_setting(tmp_path: Path, deck: Home):
    settings = Settings(tmp_path / "s.json")
    assert settings.context_budget() == Settings.DEFAULT_CONTEXT_BUDGET == 8000
    for bad in (0, -5, "300", True, 1.5, None):
        settings.set("context_budget", bad)
        assert settings.context_budget() == 8000
    settings.set("context_budget", 50)
    assert settings.context_budget() == 50
    deck.settings_path.parent.mkdir(parents=True, exist_ok=True)
    deck.settings_path.write_text(json.dumps({"context_budget": 50}))
    done = run_cli("--home", str(deck.root), "--lang", "en", "cost")
    assert done.returncode == 0, done.stderr
    total = CostCounter().deck(make_registry(deck), deck.persona).total
    assert f"~{total} tokens" in done.stdout and "budget 50" in done.stdout and "o200k_base" in done.stdout
    assert f"Over the budget by {total - 50} tokens" in done.stdout


def test_cost_by_group_sums_the_tools(home: Home, script):
    script(home.global_dir / "a.sh", tool_text("Alpha tool.", extra="# Groups: cost_text\n"))
    script(home.global_dir / "b.sh", tool_text("Beta tool.", extra="# Groups: cost_text, cost_files\n"))
    script(home.global_dir / "c.sh", tool_text("Gamma tool."))
    deck = CostCounter().deck(make_registry(home), home.persona)
    tokens = {t.id: t.tokens for t in deck.tools}
    rows = {group: (count, total) for group, count, total, _ in deck.by_group("Ungrouped")}
    assert rows["cost_text"] == (2, tokens["a"] + tokens["b"])
    assert rows["cost_files"] == (1, tokens["b"])
    assert rows["Ungrouped"] == (1, tokens["c"])  # the built-in examples are all grouped
    _, payload = cli_json("--home", str(home.root), "--lang", "en", "cost", "--by", "group", "--json")
    assert {r["group"]: (r["tools"], r["tokens"]) for r in payload["groups"]} == rows
    assert [r["tokens"] for r in payload["groups"]] == sorted((r["tokens"] for r in payload["groups"]), reverse=True)
    done = run_cli("--home", str(home.root), "--lang", "en", "cost", "--by", "group")
    assert any(line.split()[-1] == "cost_text" and int(line.split()[0]) == rows["cost_text"][1]
               for line in done.stdout.splitlines()[2:])
    assert sum(total for _, total in rows.values()) == sum(t.tokens * max(1, len(t.groups)) for t in deck.tools)


# -- nothing touches the network -------------------------------------------------------------------------------

NO_SOCKETS = """
import socket, sys
def refuse(*args, **kwargs):
    raise OSError("network blocked by the test")
socket.socket.connect = refuse
socket.socket.connect_ex = refuse
socket.create_connection = refuse
socket.getaddrinfo = refuse
from scriptdeck.core.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_counting_with_sockets_refused(deck: Home):
    """A fresh process (the tokenizer not yet loaded) whose every connect and name lookup raises."""
    done = subprocess.run([sys.executable, "-c", NO_SOCKETS, "--home", str(deck.root), "cost", "--json"],
                          capture_output=True, text=True, timeout=120, cwd=str(REPO))
    assert done.returncode == 0, done.stderr
    payload = json.loads(done.stdout)
    assert {t["id"]: t["tokens"] for t in payload["tools"]} == reference_counts(deck)


def _can_unshare_net() -> bool:
    if os.geteuid() != 0 or shutil.which("unshare") is None:
        return False
    return subprocess.run(["unshare", "-n", "true"], capture_output=True).returncode == 0


@pytest.mark.skipif(not _can_unshare_net(), reason="needs root and unshare -n (a network namespace)")
def test_counting_in_a_network_namespace_without_network(deck: Home):
    """No interface but a down loopback: a download attempt would fail, yet the count is exact."""
    done = subprocess.run(["unshare", "-n", sys.executable, "-m", "scriptdeck", "--home", str(deck.root), "cost",
                           "--json"], capture_output=True, text=True, timeout=120, cwd=str(REPO))
    assert done.returncode == 0, done.stderr
    payload = json.loads(done.stdout)
    assert payload["encoding"] == "o200k_base"
    assert {t["id"]: t["tokens"] for t in payload["tools"]} == reference_counts(deck)
    assert payload["stub_total"] == sum(t["stub_tokens"] for t in payload["tools"]) < payload["total"]


# -- counts kept between processes ------------------------------------------------------------------------------

NO_TOKTOK = """
import sys
sys.modules["toktok"] = None  # importing it now fails: any count that is not cached raises TokenizerMissing
from scriptdeck.core.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_a_second_run_counts_nothing_it_has_counted(deck: Home):
    _, first = cli_json("--home", str(deck.root), "cost", "--json")
    cache = count_cache_path(deck.state_dir)
    assert cache.is_file() and oct(cache.stat().st_mode & 0o777) == "0o600"
    done = subprocess.run([sys.executable, "-c", NO_TOKTOK, "--home", str(deck.root), "cost", "--json"],
                          capture_output=True, text=True, timeout=120, cwd=str(REPO))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == first
    # an edited tool is new content: without the tokenizer it cannot be counted, and says so
    (deck.global_dir / "weather.sh").write_text(tool_text("Weather, edited."))
    for check in ([], ["--check"]):  # SPEC §31: cannot count exits 3 (as a broken setting), never 1 ("over")
        done = subprocess.run([sys.executable, "-c", NO_TOKTOK, "--home", str(deck.root), "cost", *check],
                              capture_output=True, text=True, timeout=120, cwd=str(REPO))
        assert done.returncode == 3 and "toktok-rs" in done.stderr, (check, done.stderr)


@pytest.mark.parametrize("content", [b"garbage", b'{"encoding":"o200k_base","counts":{"x":-1,"y":"7","z":1.5}}',
                                     b'{"encoding":"cl100k_base","counts":{}}', b"[" * 100_000,
                                     b'{"encoding":"o200k_base","counts":[1,2]}'])
def test_a_damaged_count_cache_is_an_empty_one(deck: Home, content: bytes):
    cache_file = count_cache_path(deck.state_dir)
    cache_file.parent.mkdir(parents=True, exist_ok=True)
    cache_file.write_bytes(content)
    cache = CountCache(cache_file)
    assert cache.counts == {}
    code, payload = cli_json("--home", str(deck.root), "cost", "--json")
    assert code == 0
    assert {t["id"]: t["tokens"] for t in payload["tools"] if t["id"] in reference_counts(deck)} == \
        reference_counts(deck)
    assert json.loads(cache_file.read_text())["encoding"] == "o200k_base"


def test_a_damaged_entry_is_dropped_and_the_good_ones_kept(tmp_path: Path):
    cache_file = tmp_path / "c.json"
    cache_file.write_text(json.dumps({"encoding": "o200k_base", "counts": {
        "good": 3, "zero": 0, "negative": -1, "text": "7", "float": 1.5, "bool": True, "null": None, "list": [1]}}))
    assert CountCache(cache_file).counts == {"good": 3, "zero": 0}


def test_the_count_cache_is_by_content_and_survives_a_save(tmp_path: Path):
    """Content-addressed: a text maps to one count, whatever tool, file or persona it came from."""
    cache = CountCache(tmp_path / "c.json")
    spy = Spy()
    counted = cache.wrap(spy)
    assert counted(["hello", "world", "hello"]) == toktok.batch_count(["hello", "world", "hello"], "o200k_base")
    assert spy.calls == [["hello", "world", "hello"]]
    assert counted(["world"]) == [toktok.batch_count(["world"], "o200k_base")[0]] and len(spy.calls) == 1
    cache.save()
    again = CountCache(tmp_path / "c.json")
    assert again.counts == cache.counts


def served_over_the_wire(home: Home) -> list[dict]:
    """``tools/list`` from a real ``scriptdeck mcp`` process, each tool as the JSON object it arrived as."""
    def rpc(method: str, params: dict, ident: int | None = None) -> bytes:
        message = {"jsonrpc": "2.0", "method": method, "params": params, **({"id": ident} if ident else {})}
        return (json.dumps(message) + "\n").encode()

    server = subprocess.Popen([sys.executable, "-m", "scriptdeck", "--home", str(home.root), "mcp"], cwd=str(REPO),
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    watchdog = threading.Timer(60, server.kill)  # bounds a hang only
    try:
        assert server.stdin is not None and server.stdout is not None
        server.stdin.write(rpc("initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                                              "clientInfo": {"name": "cost-test", "version": "1"}}, 1))
        server.stdin.write(rpc("notifications/initialized", {}))
        server.stdin.write(rpc("tools/list", {}, 2))
        server.stdin.flush()  # stdin stays open until the answer is in (closing it cancels pending requests)
        watchdog.start()
        for line in server.stdout:
            message = json.loads(line)
            if message.get("id") == 2:
                assert "result" in message, message
                return message["result"]["tools"]
    finally:
        watchdog.cancel()
        server.kill()
        server.wait()
    raise AssertionError("no tools/list answer")


def test_the_count_is_the_tokenizer_on_what_a_running_mcp_server_sends(deck: Home):
    """The strongest form of "exactly as served": the JSON objects off the wire (key order kept), reduced to the
    four fields the model reads, re-encoded compactly, counted by toktok directly."""
    wire = served_over_the_wire(deck)
    texts = {t["name"]: json.dumps({k: t[k] for k in ("name", "title", "description", "inputSchema") if k in t},
                                   ensure_ascii=False, separators=(",", ":")) for t in wire}
    expected = dict(zip(texts, toktok.batch_count(list(texts.values()), "o200k_base")))
    cost = CostCounter("en").deck(make_registry(deck), deck.persona)
    assert {t.id: t.tokens for t in cost.tools} == expected


def test_cost_check_exits_1_over_the_budget_and_0_within_it(deck: Home):
    """SPEC §26: a CI gates on ``cost --check``; without ``--check`` the command still only reports."""
    total = CostCounter().deck(make_registry(deck), deck.persona).total
    deck.settings_path.parent.mkdir(parents=True, exist_ok=True)
    for budget, expected in ((total - 1, 1), (total, 0), (total + 100, 0)):
        deck.settings_path.write_text(json.dumps({"context_budget": budget}))
        for extra in ((), ("--json",)):
            done = run_cli("--home", str(deck.root), "--lang", "en", "cost", "--check", *extra)
            assert done.returncode == expected, (budget, extra, done.stdout, done.stderr)
    deck.settings_path.write_text(json.dumps({"context_budget": total - 1}))
    assert run_cli("--home", str(deck.root), "cost").returncode == 0, "without --check it only reports"


def test_a_tool_left_out_for_a_name_collision_is_not_priced(home: Home) -> None:
    """SPEC §22/§24: the deck's cost is the list as served. A tool whose id is another tool's mangled name is not
    served (name-collision), so it is not counted either (it was: 6 tools priced, 5 served)."""
    from scriptdeck.core.contract.toolnames import mcp_name

    long_id = "l" * 70
    taken = mcp_name(long_id)
    layer = home.persona_dir
    for tool_id in (long_id, taken, "plain"):
        path = layer / f"{tool_id[:20]}_{len(tool_id)}.sh"
        path.write_text(f"#!/bin/sh\n# Id: {tool_id}\n# Description: Tool {tool_id[:10]}.\necho\n")
        path.chmod(0o755)
    registry = make_registry(home)
    assert registry.get(taken) is not None and registry.get(long_id) is not None

    def by_length(texts: list[str]) -> list[int]:
        return [len(text) for text in texts]

    priced = {cost.id for cost in CostCounter("en", by_length).deck(registry, "default").tools}
    served = {entry["_meta"]["id"] for entry in listed_tools(registry, "en")}
    assert priced == served
    assert long_id in priced and "plain" in priced and taken not in priced
