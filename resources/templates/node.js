#!/usr/bin/env node
// 显示名称：新工具
// Display name: New tool
// Description: Echo a query back. Replace with what the tool does.
// Permission: read_only
// Timeout: 60
// Parameters:
// {
//   "type": "object",
//   "properties": {
//     "query": {"type": "string", "description": "what to look up"},
//     "format": {"type": "string", "enum": ["text", "json"], "description": "text (default) or json for field-by-field processing"}
//   },
//   "required": ["query"]
// }
"use strict";
// A script tool made by `scriptdeck new`: arguments arrive as one JSON object on stdin.
const fs = require("fs");
const os = require("os");
const path = require("path");

function fail(error, fix = null, code = 2) {
  // Print the failure as JSON the model can read, and exit non-zero.
  process.stdout.write(JSON.stringify({ ok: false, error, fix }) + "\n");
  process.exit(code);
}

function cacheDir() {
  // Keep login profiles, cookies and caches here (XDG fallback when run from a terminal).
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  return process.env.MIYU_SCRIPT_CACHE_DIR || path.join(base, "miyu-scripts");
}

function main() {
  let raw = process.env.MIYU_ARGS_JSON || "";
  if (!raw) {
    try {
      raw = fs.readFileSync(0, "utf8");
    } catch (error) {
      raw = "";
    }
  }
  let args;
  try {
    args = JSON.parse(raw.trim() || "{}");
  } catch (error) {
    fail(`arguments are not valid JSON: ${error.message}`, "pass one JSON object");
  }
  if (args === null || typeof args !== "object" || Array.isArray(args)) {
    fail("arguments must be a JSON object", 'pass {"query": "..."}');
  }
  const query = args.query;
  if (typeof query !== "string" || !query.trim()) {
    fail("query is required", 'pass {"query": "..."}');
  }
  const result = { query, answer: `result for ${query}` };
  if (args.format === "json") {
    process.stdout.write(JSON.stringify({ ok: true, ...result }) + "\n");
  } else {
    process.stdout.write(result.answer + "\n");
  }
}

module.exports = { cacheDir };
main();
