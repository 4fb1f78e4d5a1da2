// Written for ScriptDeck's tests (not from pi): runs pi's vendored discovery and tool code and prints pi's answers.
// Usage: HOME=... node oracle.js CWD RUNS.json  -> {"discovery": [...], "runs": [...]} on stdout.
// Each discovered tool: name, description (buildDescription), timeout, path. Each run: tool, args, argv, text, code.
"use strict";
const fs = require("node:fs");
const { discoverScripts } = require("./discovery.js");
const { buildDescription, execute } = require("./tool.js");

// pi writes the first argument to the script's stdin with no "error" handler: when the script has already exited,
// the EPIPE is an uncaught exception in pi's own process (a pi bug, docs/notes/compat.md). The driver ignores it,
// as a host that survives it would; the run's answer is what the "close" event gives.
process.on("uncaughtException", (error) => {
  if (error && error.code === "EPIPE") return;
  throw error;
});

async function main() {
  const cwd = process.argv[2];
  const runs = JSON.parse(fs.readFileSync(process.argv[3], "utf-8"));
  const scripts = discoverScripts(cwd);
  const discovery = [...scripts].map(([name, entry]) => (
    { name, description: buildDescription(entry), timeout: entry.timeout, path: entry.path }));
  const answers = [];
  for (const run of runs) {
    const entry = scripts.get(run.tool);
    if (!entry) { answers.push({ ...run, missing: true }); continue; }
    answers.push({ ...run, ...(await execute(entry, { args: run.args }, cwd)) });
  }
  process.stdout.write(JSON.stringify({ discovery, runs: answers }));
}

main();
