#!/usr/bin/env python3
"""Mutation check: break one critical behaviour at a time and see whether a test notices (not in the default run).

    bench/mutate.py                 # every mutation, on a copy of the working tree
    bench/mutate.py --ref HEAD      # on a commit instead (git archive), tests/ and bench/ from the working tree
    bench/mutate.py M08 M15         # only these
    bench/mutate.py --list          # the table, nothing run
    bench/mutate.py M08 --tests tests/gui/test_copy_rollback_and_drops.py   # does this test file alone catch it?
    bench/mutate.py --keep DIR      # copy into DIR (kept afterwards) instead of a temporary folder

Each mutation is one small text substitution in one named file; the script checks the pattern occurs exactly
once (a mutation that no longer applies is reported as STALE, never silently skipped). The repository itself is
never touched: everything happens in a copy, imported through PYTHONPATH (with scriptdeck/core -> core/ links) so `scriptdeck` (also in the
subprocesses the tests start) is the mutated copy. For each mutation the relevant test files run with
``pytest -x -q``; the file is restored in a ``finally``. A mutation is KILLED when pytest fails, SURVIVED when it
passes. Exit code: 0 when every mutation is killed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PACKAGE_DIRS = {"core": "core", "gui": "gui", "resources": "resources", "translations": "translations"}


@dataclass(frozen=True)
class Mutation:
    key: str
    what: str
    path: str
    old: str
    new: str
    tests: tuple[str, ...]


M = Mutation
MUTATIONS: list[Mutation] = []

# The tests each mutation runs (files or node ids); -x stops at the first failure.
STORE = ("tests/core/store/test_index_store.py", "tests/gui/test_copy_rollback_and_drops.py")
MANAGE = ("tests/core/model/test_manage.py", "tests/core/store/test_index_store.py", "tests/gui/test_copy_rollback_and_drops.py")
RUNNER = ("tests/run/test_runner.py", "tests/core/run/test_runplan.py", "tests/gui/test_copy_rollback_and_drops.py")
GUI = ("tests/gui/test_gui.py", "tests/gui/test_copy_rollback_and_drops.py")
LOCK = ("tests/attack/test_store_writers.py", "tests/core/store/test_index_store.py")

MUTATIONS += [
    # atomic write and .bak (core/store/fsutil.py)
    M("M01", "atomic write writes the file in place (no temp file + rename)", "core/store/fsutil.py",
      'fd, tmp_name = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".tmp", dir=path.parent)',
      "fd, tmp_name = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), str(path)", STORE),
    M("M02", "no .bak copy before an index.json is replaced", "core/store/fsutil.py",
      '_replace_with(path.with_name(path.name + ".bak"), old, mode)', "pass", STORE),
    M("M03", "a failed atomic write leaves its temp file behind", "core/store/fsutil.py",
      "            os.unlink(tmp_name)\n        except FileNotFoundError:", "            pass\n        except FileNotFoundError:",
      STORE),
    # index.json writers (core/store/index_store.py)
    M("M04", "a change made on disk between read and write is overwritten", "core/store/index_store.py",
      "if current != doc.raw:", "if False:", STORE),
    M("M05", "a no-op edit still rewrites index.json", "core/store/index_store.py",
      "if root == before and (doc.exists or not root):", "if False:", STORE),
    M("M06", "index.json writers take no lock", "core/store/index_store.py",
      "with locked(lock_path(layer_dir), wait):", "if True:", LOCK),
    M("M07", "stale .index.json.*.tmp files are not removed", "core/store/index_store.py",
      "remove_stale_temps(layer_dir / INDEX_NAME)", "pass", LOCK),
    M("M11", "update_index's own refusal of an unreadable index.json removed", "core/store/index_store.py",
      "            if doc.error:\n                raise IndexUnreadable(doc.path, doc.error)\n", "", STORE),
    M("M12", "update_index writes over a root that is not an object / scripts that is not a list",
      "core/store/index_store.py",
      "            if doc.write_block:\n                raise IndexUnreadable(doc.path, doc.write_block)\n", "", STORE),
    M("M13", "unknown keys of an entry are dropped on merge", "core/store/index_store.py",
      "            for key, value in scripts[extra].items():", "            for key, value in {}.items():", MANAGE),
    # manage_script (core/model/manage.py, core/model/preflight.py)
    M("M08", "the copied script is not removed when the index write fails",
      "core/model/manage_register.py|core/model/manage.py",
      "_restore(destination, previous)", "pass", MANAGE),
    M("M09", "manage's check of an unreadable index.json removed (refusal then writes)",
      "core/model/preflight.py|core/model/manage.py",
      "    reason = doc.error or doc.write_block\n", "    reason = None\n", MANAGE),
    M("M10", "chmod through a link that leaves the layer", "core/model/manage_register.py|core/model/manage.py",
      "if not link_outside:  # never chmod", "if True:  # never chmod",
      ("tests/attack/test_manage_hardening.py", "tests/core/model/test_manage.py")),
    M("M14", "disable writes no disabled record", "core/store/index_store.py",
      '    record = {"id": tool_id}\n    if path:\n        record["path"] = path\n    records.append(record)',
      '    return', ("tests/core/model/test_manage.py", "tests/gui/test_gui.py", "tests/cli/test_cli.py")),
    M("M16", "a disabled record no longer disables the tool", "core/model/layers.py|core/model/registry.py",
      "elif tool.id in scan.disabled_ids or str(tool.file) in scan.disabled_paths:", "elif False:",
      ("tests/core/model/test_registry.py", "tests/core/model/test_manage.py")),
    # runs (core/run/)
    M("M15", "the 20,000-character cut off by one (> becomes >=)", "core/run/runplan.py",
      "if len(text) > TEXT_LIMIT:", "if len(text) >= TEXT_LIMIT:", RUNNER),
    M("M17", "the 20,000-character cut removed", "core/run/runplan.py",
      "TEXT_LIMIT = 20000", "TEXT_LIMIT = 20_000_000", RUNNER),
    M("M18", "a timeout signals only the leader, not its process group", "core/platform/process.py",
      "os.killpg(pgid, signal.SIGKILL if force else signal.SIGTERM)",
      "os.kill(pgid, signal.SIGKILL if force else signal.SIGTERM)", RUNNER),
    M("M19", "no SIGKILL after the grace: a script ignoring SIGTERM lives on", "core/run/runner.py",
      "self._grace.timeout.connect(lambda: self._signal_group(force=True))",
      "self._grace.timeout.connect(lambda: self._signal_group(force=False))", RUNNER),
    M("M20", "what outlived the leader after a timeout is not killed", "core/run/runner.py",
      "end_run_group(self.pid, stopped=self._timed_out or self._stopped)", "pass", RUNNER),
    M("M22", "a run's host token is not revoked when the run ends", "core/run/prepare.py",
      '        host().revoke(plan.env["MIYU_HOST_TOKEN"])', "        pass",
      ("tests/run/test_runner.py::test_expired_token_refused_by_live_host", "tests/run/test_runner.py::test_host_errors")),
    M("M23", "arguments that fail the schema still start the script", "core/run/runplan.py",
      "    validate(tool, args)\n", "", ("tests/run/test_runner.py", "tests/core/run/test_runplan.py")),
    M("M25", "large arguments go into the environment instead of stdin only", "core/run/runplan.py",
      'if len(payload.encode("utf-8")) <= ARGS_ENV_LIMIT:', "if True:", RUNNER),
    # scans (core/model/registry.py)
    M("M26", "an incremental rescan misses files whose stat changed", "core/model/registry.py",
      "changed = {name for name, value in listing.items() if old.get(name) != value}",
      "changed = {name for name, value in listing.items() if name not in old}", ("tests/core/model/test_registry.py",)),
    M("M27", "a header is re-parsed only when its size changes", "core/model/header_store.py",
      "if cached is not None and cached[0] == key and", "if cached is not None and cached[0][:1] == key[:1] and",
      ("tests/core/model/test_registry.py",)),
    # translations
    M("M21", "a new visible string without tr()", "gui/inspect/overrides.py",
      'self.save_button.setText(self.tr("Save"))', 'self.save_button.setText("Save")', GUI),
    M("M28", "the CLI answers in English whatever the language", "core/contract/i18n.py",
      'return _catalog("zh_CN").get((context, text), text)', "return text",
      ("tests/core/model/test_manage.py", "tests/cli/test_cli.py")),
    M("M29", "the window never installs its translator", "gui/services/i18n.py",
      "app.installTranslator(ours)", "pass", ("tests/gui/test_gui.py",)),
    M("M31", "a .ts edited without rebuilding the .qm", "translations/scriptdeck_zh_CN.ts",
      "<translation>添加脚本…</translation>", "<translation>添加新脚本…</translation>",
      ("tests/project/test_translations.py::test_qm_files_are_built_from_the_current_ts",)),
    # the drop dialog (gui/deck/register_dialog.py)
    M("M24", "a file the user unticks in the drop dialog is registered anyway", "gui/deck/register_dialog.py",
      "if self.list.item(row).checkState() != Qt.CheckState.Checked or self.problem(candidate):",
      "if self.problem(candidate):", GUI),
    M("M30", "a dropped file with a problem (no shebang) is registered anyway", "gui/deck/register_dialog.py",
      "if self.list.item(row).checkState() != Qt.CheckState.Checked or self.problem(candidate):",
      "if self.list.item(row).checkState() != Qt.CheckState.Checked:", GUI),
    M("M32", "an invalid persona name is accepted", "core/store/paths.py",
      'if isinstance(name, str) and PERSONA_PATTERN.fullmatch(name) and name not in (".", ".."):',
      "if isinstance(name, str):", ("tests/attack/test_manage_hardening.py", "tests/cli/test_cli.py")),
    # survivors of the 2026-12-01 check (issue 19), each now guarded by tests/core/store/test_bounds_and_modes.py
    M("M33", "loads_strict without its nesting-depth check (101 to ~990 levels accepted)",
      "core/contract/jsonsafe.py", "    if too_deep(text, max_depth):\n        raise", "    if False:\n        raise",
      ("tests/core/store/test_bounds_and_modes.py", "tests/core/contract/test_jsonsafe.py")),
    M("M34", "read_regular reads the whole file whatever its size bound", "core/store/fsutil.py",
      "wanted = min(limit + 1 - size, max(info.st_size + 1 - size, 1 << 16))",
      "wanted = max(info.st_size + 1 - size, 1 << 16)",
      ("tests/core/store/test_bounds_and_modes.py", "tests/core/store/test_store_strict_json.py")),
    M("M35", "the header cache unmarshals its payload without checking the digest", "core/model/header_cache.py",
      "if blake2b(payload, digest_size=DIGEST_SIZE).digest() != digest:", "if False:",
      ("tests/core/store/test_bounds_and_modes.py", "tests/attack/test_store_header_cache.py")),
    M("M36", "atomic_write forgets the file's mode (a rewritten script loses its exec bit)", "core/store/fsutil.py",
      "mode = os.stat(path).st_mode & 0o7777", "mode = 0o644", ("tests/core/store/test_bounds_and_modes.py", *STORE)),
    M("M37", "merge_entry rewrites an equal value (the user's own JSON text of it is lost)",
      "core/store/index_store.py", "elif entry.get(key) != value:", "else:",
      ("tests/core/store/test_bounds_and_modes.py", "tests/core/store/test_store_strict_json.py")),
]

# survivors named by issue 32 (2026-12-03), each guarded by tests/core/run/test_outcomes_and_lifetimes.py or the test named
GUARDS = "tests/core/run/test_outcomes_and_lifetimes.py"
MUTATIONS += [
    M("M38", "too_deep never finds a text too deep (its final check removed)", "core/contract/jsonsafe.py",
      "    return _deepest(brackets, limit) > limit\n", "    return False\n", ("tests/core/contract/test_jsonsafe_fast.py", "tests/core/contract/test_jsonsafe.py")),
    M("M39", "a header's Parameters without the nesting-depth check", "core/dialects/header.py",
      "if too_deep(text, MAX_SCHEMA_DEPTH):", "if False:", (GUARDS, "tests/core/dialects/test_header.py")),
    M("M40", "the details pane labels a value from index.json as coming from the header", "gui/inspect/details.py",
      '"index": self.tr("index.json")', '"index": self.tr("header")',
      ("tests/gui/test_window_edits.py::test_details_labels_an_index_override_as_index_and_a_header_value_as_header",)),
    M("M41", "the sandbox panel's Save writes nothing", "gui/guard/sandbox_panel.py",
      "            self._write(self.current(), reset=False)\n", "            pass\n",
      ("tests/gui/test_sandbox_gui.py",)),
    M("M42", "the JUnit report counts failed expectations instead of failed cases", "core/run/testreport.py",
      "            tally[1] += 1\n", "            tally[1] += len(outcome.failures)\n",
      (GUARDS, "tests/core/model/test_tooltests_core.py")),
    M("M43", "the JUnit report does not count a broken test file as an error", "core/run/testreport.py",
      "        counts[tool][0] += 1\n        counts[tool][2] += 1\n", "        counts[tool][0] += 1\n",
      (GUARDS, "tests/core/model/test_tooltests_core.py")),
    M("M44", "a run with a broken test file still reports ok", "core/run/testreport.py",
      '"ok": not failed and not broken,', '"ok": not failed,',
      (GUARDS, "tests/core/model/test_tooltests_core.py")),
    M("M45", "a test case's expectations are never checked", "core/run/testrun.py",
      "    failures = check(case.expect, result)\n", "    failures = []\n",
      (GUARDS, "tests/core/model/test_tooltests_core.py")),
    M("M46", "the watcher sends SIGTERM but never its final SIGKILL", "core/platform/process.py",
      "sleep {grace}\nend KILL\n", "sleep {grace}\n",
      (GUARDS, "tests/attack/test_attack_lifetime.py")),
    M("M47", "header_edit.write_script writes over a change made on disk since the read", "core/model/header_edit.py",
      "    if expected is not None and current != expected:", "    if False:", (GUARDS, "tests/attack/test_attack_writers.py")),
]

# libraries from git (issue 44; keys L.., so they never collide with another branch's M..)
LIBRARY = "tests/attack/test_library_hostile.py"
MUTATIONS += [
    M("L01", "an address starting with '-' reaches git", "core/model/library.py",
      "    if url.startswith(\"-\"):\n        raise _refuse_url(url, WHY_LEADING_DASH)\n", "",
      (f"{LIBRARY}::test_a_folder_whose_name_starts_with_a_dash_is_refused",)),
    M("L02", "an update's tests run without the user's sandbox limits", "core/run/library_update.py",
      "on_caller=on_caller, state_dir=home.state_dir)", "on_caller=on_caller)",
      ("tests/cli/test_library_failures.py::test_an_updates_tests_run_under_the_users_sandbox_limits",)),
    M("L03", "symbolic links in a library are checked out", "core/platform/git.py",
      '"-c", "core.symlinks=false", ', '"-c", "core.symlinks=true", ',
      (f"{LIBRARY}::test_symbolic_links_in_a_repository_cannot_reach_outside_the_clone",)),
    M("L04", "two updates of one library run at once (no lock)", "core/run/library_update.py",
      "    with library.lock(home, name):\n", "    if True:\n",
      ("tests/cli/test_library_failures.py::test_two_processes_updating_at_once_leave_one_consistent_result",)),
    M("L05", "an update switches although the new commit's tests failed", "core/run/library_update.py",
      "    elif not pending.tests.ok and not force:", "    elif False:",
      ("tests/cli/test_library.py::test_update_moves_the_pin_only_when_the_new_commits_tests_pass",)),
    M("L06", "lock files a killed git left are not removed", "core/model/library.py",
      "    _clear_stale_locks(gitdir)\n", "",
      ("tests/cli/test_library_failures.py::test_a_fetch_killed_half_way_leaves_the_old_commit_and_the_next_update_works",)),
]

# issue 45: the palette from outside and a run's progress
LAUNCHER = "tests/gui/test_palette_launcher.py"
MUTATIONS += [
    M("P01", "`scriptdeck palette` starts a window without taking the start lock", "gui/services/instance.py",
      "        if lock.take():\n            answer = ask(name, request)", "        if True:\n            answer = None",
      (LAUNCHER + "::test_two_quick_calls_start_one_window_with_its_palette_shown",)),
    M("P02", "the summoned palette stays open when it loses the focus", "gui/palette/palette.py",
      "            self.hide()  # the summoned panel closes", "            pass  # the summoned panel closes",
      (LAUNCHER + "::test_summoned_palette_is_a_frameless_centred_on_top_panel_that_closes_on_focus_loss",)),
    M("P03", "a run's MIYU-PROGRESS lines never reach the MCP client", "core/mcp/server.py",
      "                run.progress.connect(progress)", "                pass",
      ("tests/mcp/test_mcp_progress.py",)),
    M("P04", "progress lines are not read from stderr", "core/run/runner.py",
      "                if name == STDERR:\n                    self._read_progress(text)", "                pass",
      ("tests/gui/test_run_progress_gui.py",)),
]

# a fresh set picked as a reviewer would (issue 42, 2026-12-06): one-line changes to behaviour in the code changed
# most recently; each names the tests of that behaviour (see docs/decisions.md, "Mutation check, fresh set")
SKILLS = ("tests/cli/test_skills.py",)
SKILL_LINT = ("tests/cli/test_skills_oracle.py", "tests/cli/test_skills.py")
LIVENESS = ("tests/core/run/test_run_liveness.py", "tests/attack/test_store_writers.py")
HISTORY = ("tests/core/store/test_bounded_readers.py", "tests/core/store/test_store_private.py",
           "tests/run/test_runner.py::test_history_tolerates_torn_last_line",
           "tests/run/test_runner.py::test_history_is_bounded",
           "tests/run/test_runner.py::test_history_records_with_a_limit_are_the_newest_that_many",
           "tests/run/test_history_bound.py")
PAGES = ("tests/core/mcp/test_mcp_core.py", "tests/mcp/test_mcp_names.py", "tests/mcp/test_mcp_startup.py")
TOKEN = ("tests/mcp/test_mcp_http_token.py",)
SEARCH = ("tests/gui/test_palette.py", "tests/gui/test_gui_search.py")
MUTATIONS += [
    # Agent Skills (core/model/skills.py)
    M("M48", "a link to a sibling of the store (skills-old/x) counts as a store link", "core/model/skills.py",
      "startswith(os.path.normpath(store) + os.sep)", "startswith(os.path.normpath(store))", SKILLS),
    M("M49", "hidden entries (.x.adopting, .x.adding) are listed as skills", "core/model/skills.py",
      'entries = [e for e in found if not e.name.startswith(".")]', "entries = list(found)", SKILLS),
    M("M50", "disable says nothing when the client's entry is its own folder, not our link", "core/model/skills.py",
      "        elif os.path.lexists(link):\n            raise SkillError(QT_TRANSLATE_NOOP(\"skills\", \"{path} is {client}'s",
      "        elif False:\n            raise SkillError(QT_TRANSLATE_NOOP(\"skills\", \"{path} is {client}'s", SKILLS),
    M("M51", "enabling a skill twice refuses instead of keeping the link", "core/model/skills.py",
      "and os.path.realpath(link) == os.path.realpath(target):\n            continue",
      "and False:\n            continue", (*SKILLS, "tests/gui/test_skills_view.py")),
    M("M52", "a skill name with a backslash is taken as one folder name", "core/model/skills.py",
      ' or "\\\\" in name or', " or", SKILLS),
    # SKILL.md checks (core/dialects/skill_md.py)
    M("M53", "a 64-character skill name is refused (off by one)", "core/dialects/skill_md.py",
      "if len(name) > MAX_NAME:", "if len(name) >= MAX_NAME:", SKILL_LINT),
    M("M54", "a name ending in a hyphen is valid", "core/dialects/skill_md.py",
      'if name.startswith("-") or name.endswith("-"):', 'if name.startswith("-"):', SKILL_LINT),
    M("M55", "a SKILL.md cut at its 4 MiB bound gets no body-long warning", "core/dialects/skill_md.py",
      "if truncated or tokens > MAX_BODY_TOKENS:", "if tokens > MAX_BODY_TOKENS:", SKILL_LINT),
    M("M56", "a skill script without its exec bit is not said", "core/dialects/skill_md.py",
      "        elif not mode & stat.S_IXUSR:", "        elif False:", SKILL_LINT),
    M("M57", "a reference two levels below SKILL.md is not said", "core/dialects/skill_md.py",
      "        if len(parts) > 2:", "        if len(parts) > 3:", SKILL_LINT),
    # skills export (core/model/skills_export.py)
    M("M58", "export writes over a store skill of that name without --overwrite", "core/model/skills_export.py",
      "    if not overwrite:\n        refuse_taken(target)", "    if False:\n        refuse_taken(target)", SKILLS),
    M("M59", "an exported skill that is not valid stays in the store", "core/model/skills_export.py",
      "    if not skill.valid:  #", "    if False:  #", SKILLS),
    # locks and liveness (core/platform/locks.py)
    M("M60", "the lock is shared, not exclusive (two writers both hold it)", "core/platform/locks.py",
      "fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)", "fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)", LIVENESS),
    M("M61", "a run folder whose lock file is not made yet is taken as ended (swept)", "core/platform/locks.py",
      "    except FileNotFoundError:\n        return True", "    except FileNotFoundError:\n        return False",
      LIVENESS),
    # state files (core/store/statefile.py)
    M("M62", "a dangling link in a state file's place is read as no file (defaults)", "core/store/statefile.py",
      "return {}, _dangling(path)", "return {}, None", ("tests/cli/test_seams_state.py",)),
    M("M63", "state-file writers take no lock", "core/store/statefile.py",
      'stack.enter_context(locked(path.with_name("." + path.name + ".lock")))', "pass",
      ("tests/attack/test_state_writers.py", "tests/run/test_history_bound.py")),
    # run history (core/run/history.py)
    M("M64", "records(limit=N) returns N + 1 records", "core/run/history.py",
      "if limit is not None and len(out) >= limit:", "if limit is not None and len(out) > limit:", HISTORY),
    M("M65", "a record over the bound is written whole (a compaction may empty the history)", "core/run/history.py",
      "        if len(line) > MAX_RECORD_BYTES:\n            line = _within_bound",
      "        if False:\n            line = _within_bound", HISTORY),
    M("M66", "a record appended after a torn last line joins it (and is lost)", "core/run/history.py",
      'prefix = b"\\n"  # a torn', 'prefix = b""  # a torn', HISTORY),
    # the command line (core/cli/)
    M("M67", "the fast tool-call path takes a flag value that starts with '-'", "core/cli/entry.py",
      'if index == len(argv) or argv[index].startswith("-"):', "if index == len(argv):",
      ("tests/core/cli/test_cli_fast_args.py",)),
    M("M68", "LANG=C.UTF-8 counts as naming English (the saved language is ignored)", "core/cli/common.py",
      'return None if value.split(".")[0] in ("C", "POSIX") else', 'return None if value in ("C", "POSIX") else',
      ("tests/cli/test_cli_lang.py",)),
    # MCP pages and the HTTP token (core/mcp/)
    M("M69", "the page after a cursor starts again with the tool the cursor names", "core/mcp/tools.py",
      "start = bisect.bisect_right(tools, after", "start = bisect.bisect_left(tools, after", PAGES),
    M("M70", "a last page that is exactly full gets a nextCursor (to an empty page)", "core/mcp/tools.py",
      "if size <= 0 or start + size >= len(tools):", "if size <= 0 or start + size > len(tools):", PAGES),
    M("M71", "a token file the group may read is accepted", "core/mcp/http_token.py",
      "if info.st_mode & 0o077:", "if info.st_mode & 0o007:", TOKEN),
    M("M72", "a running server keeps the old token after a rotation", "core/mcp/http_token.py",
      "if self._seen is None or _signature(info) != self._seen:", "if self._seen is None:", TOKEN),
    # the window (gui/)
    M("M73", "a match at the start of the pinyin initials ranks with a match inside an id", "gui/services/matcher.py",
      'or (" " + first) in made.pinyin', "or False", SEARCH),
    M("M74", "a tool's search keys are kept after the tool changed (renamed: found by its old name)",
      "gui/services/matcher.py", "if known is not None and known[0] is tool:", "if known is not None:", SEARCH),
    M("M75", "only the first four queued tools get their lint badge", "gui/deck/lint_scheduler.py",
      "        if self.queue:\n            self._timer.start()", "        if False:\n            self._timer.start()",
      ("tests/gui/test_lint_badges.py", "tests/gui/test_window_texts_and_layouts.py")),
    M("M76", "an undo of a skill change does not tell the Skills view", "gui/services/ops/skills.py",
      "history.push_calls(text, announce_after(undo), announce_after(redo))", "history.push_calls(text, undo, redo)",
      ("tests/gui/test_skills_view.py",)),
    M("M77", "a test file changed outside is not announced to the views", "gui/services/controller.py",
      "        if tests:\n            self.announce(Changes(tests=tests))", "        if False:\n            self.announce(Changes(tests=tests))",
      ("tests/gui/test_tests_tab_follows.py",)),
]


def copy_tree(target: Path, ref: str | None) -> None:
    """The working tree (tracked and untracked, not ignored) or a commit plus today's tests/ and bench/."""
    target.mkdir(parents=True, exist_ok=True)
    if ref:
        archive = subprocess.run(["git", "archive", ref], cwd=REPO, capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(target)], input=archive, check=True)
        overlay = ["tests", "bench"]
    else:
        overlay = ["."]
    listed = subprocess.run(["git", "ls-files", "-z", "-co", "--exclude-standard", "--", *overlay], cwd=REPO,
                            capture_output=True, check=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = REPO / name
        if not source.is_file():
            continue  # deleted in the working tree
        dest = target / name
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, dest)
    for name, folder in PACKAGE_DIRS.items():  # scriptdeck.core -> core/ etc., as the install maps them
        (target / "scriptdeck" / name).symlink_to(target / folder)


def environment(copy: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(copy),
                                                      env.get("PYTHONPATH", "")]))
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def run_tests(copy: Path, tests: tuple[str, ...], timeout: float) -> tuple[str, str]:
    """("failed"|"passed"|"hang"|"error", last lines of output)."""
    # addopts are cleared (no -n, no timing options), but not pyproject's "-p no:pytest-qt": tests/conftest.py loads
    # pytest-qt itself, and loaded twice pytest stopped with an internal error that was counted as a kill
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "-p", "no:pytest-qt",
               "-o", "addopts=", *tests]
    try:
        done = subprocess.run(command, cwd=copy, env=environment(copy), capture_output=True, text=True,
                              timeout=timeout, start_new_session=True)
    except subprocess.TimeoutExpired:
        return "hang", ""  # a hang is noticed too (CI would time out), but say so
    tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-3:])
    # pytest's exit codes: 0 passed, 1 a test failed, 2 interrupted (a collection error: the mutated module does not
    # import); 3 internal error, 4 usage error, 5 no tests collected say nothing about the mutation
    return {0: "passed", 1: "failed", 2: "failed"}.get(done.returncode, "error"), tail


def locate(copy: Path, m: Mutation) -> tuple[Path, str, int]:
    """The first of the mutation's files ("a|b") holding its pattern exactly once (else the last one looked at)."""
    found: tuple[Path, str, int] = (copy, "", 0)
    for name in m.path.split("|"):
        path = copy / name
        text = path.read_text(encoding="utf-8") if path.is_file() else ""
        found = (path, text, text.count(m.old))
        if found[2] == 1:
            break
    return found


def check_copy(copy: Path) -> None:
    """The shim imports the copy, not the repository."""
    probe = subprocess.run([sys.executable, "-c", "import scriptdeck.core, sys; print(scriptdeck.core.__file__)"],
                           cwd=copy, env=environment(copy), capture_output=True, text=True, check=True)
    where = Path(probe.stdout.strip()).resolve()
    if not str(where).startswith(str(copy.resolve())):
        sys.exit(f"the copy imports scriptdeck from {where}, not from {copy}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("keys", nargs="*", help="mutation keys (default: all)")
    parser.add_argument("--ref", help="mutate this commit (tests/ and bench/ still from the working tree)")
    parser.add_argument("--keep", type=Path, help="make the copy here and keep it")
    parser.add_argument("--list", action="store_true", help="print the mutations and exit")
    parser.add_argument("--timeout", type=float, default=600, help="seconds per mutation before it counts as a hang")
    parser.add_argument("--tests", nargs="+", help="run these tests for every chosen mutation instead of its own")
    parser.add_argument("--baseline", action="store_true", help="also run each test set unmutated first")
    args = parser.parse_args(argv)
    chosen = [m for m in MUTATIONS if not args.keys or m.key in args.keys]
    if args.tests:
        chosen = [Mutation(m.key, m.what, m.path, m.old, m.new, tuple(args.tests)) for m in chosen]
    if args.list:
        for m in chosen:
            print(f"{m.key}  {m.path}: {m.what}  [{' '.join(m.tests)}]")
        return 0
    workdir = args.keep or Path(tempfile.mkdtemp(prefix="scriptdeck-mutate-"))
    if args.keep and workdir.exists():
        shutil.rmtree(workdir)
    copy_tree(workdir, args.ref)
    check_copy(workdir)
    survivors, stale, rows = [], [], []
    broken: set[tuple[str, ...]] = set()
    try:
        if args.baseline:  # a test set that fails unmutated says nothing about a mutation
            for tests in sorted({m.tests for m in chosen}):
                outcome, tail = run_tests(workdir, tests, args.timeout)
                if outcome != "passed":
                    broken.add(tests)
                    print(f"BASELINE {outcome}: {' '.join(tests)}\n{tail}", flush=True)
        for m in chosen:
            if m.tests in broken:
                stale.append(m.key)
                rows.append((m.key, "UNTESTED (baseline fails)", m.what))
                continue
            path, original, count = locate(workdir, m)
            if count != 1:
                stale.append(m.key)
                rows.append((m.key, f"STALE (pattern found {count} times)", m.what))
                print(f"{m.key} STALE: pattern found {count} times in {m.path}", flush=True)
                continue
            started = time.monotonic()
            try:
                path.write_text(original.replace(m.old, m.new), encoding="utf-8")
                outcome, tail = run_tests(workdir, m.tests, args.timeout)
            finally:
                path.write_text(original, encoding="utf-8")
            verdict = {"failed": "killed", "hang": "killed (hang)", "passed": "SURVIVED",
                       "error": "UNTESTED (pytest error)"}[outcome]
            if outcome == "passed":
                survivors.append(m.key)
            elif outcome == "error":
                stale.append(m.key)
            rows.append((m.key, verdict, m.what))
            print(f"{m.key} {verdict} in {time.monotonic() - started:.0f}s: {m.what}", flush=True)
            if outcome == "error":
                print(tail, flush=True)
    finally:
        if not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)
    print()
    for key, verdict, what in rows:
        print(f"{key:5} {verdict:22} {what}")
    print(f"\n{len(rows)} mutations: {len(rows) - len(survivors) - len(stale)} killed, "
          f"{len(survivors)} survived{' (' + ', '.join(survivors) + ')' if survivors else ''}, {len(stale)} stale or untested"
          f"{' (' + ', '.join(stale) + ')' if stale else ''}")
    return 0 if not survivors and not stale else 1


if __name__ == "__main__":
    sys.exit(main())
