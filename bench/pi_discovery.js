// A plain Node loop doing what pi-script-tools' discovery does for one folder: readdirSync, keep *.sh,
// readFileSync each whole file, split lines, parse the # Name/Description/Usage/Timeout header.
// Usage: node pi_discovery.js DIR ROUNDS   -> prints JSON {"times": [seconds...], "tools": N}
"use strict";
const fs = require("fs");
const path = require("path");

function parseHeader(text) {
  const meta = { name: "", description: "", usage: "", timeout: 30000 };
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("#!")) continue;
    if (line !== "" && !line.startsWith("#")) break;
    if (line.startsWith("# Name: ")) { const v = line.slice(8).trim(); if (v) meta.name = v; }
    else if (line.startsWith("# Description: ")) { const v = line.slice(15).trim(); if (v) meta.description = v; }
    else if (line.startsWith("# Usage: ")) { const v = line.slice(9).trim(); if (v) meta.usage = v; }
    else if (line.startsWith("# Timeout: ")) { const n = parseInt(line.slice(11).trim()); if (n > 0) meta.timeout = n; }
  }
  return meta;
}

function discover(dir) {
  const tools = new Map();
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith(".sh")) continue;
    const full = path.join(dir, file);
    let text;
    try { text = fs.readFileSync(full, "utf8"); } catch (e) { continue; }
    const meta = parseHeader(text);
    const base = /^[a-z0-9_]+$/.test(meta.name) ? meta.name : file.replace(/\.sh$/, "").replace(/-/g, "_");
    tools.set(base + "_sh", { path: full, text, ...meta });
  }
  return tools;
}

const dir = process.argv[2];
const rounds = parseInt(process.argv[3] || "5");
discover(dir);
const times = [];
let count = 0;
for (let i = 0; i < rounds; i++) {
  const start = process.hrtime.bigint();
  count = discover(dir).size;
  times.push(Number(process.hrtime.bigint() - start) / 1e9);
}
console.log(JSON.stringify({ times, tools: count }));
