// Vendored from isr4el-silv4/pi-script-tools, commit a8aaf3e, file discovery.ts (Apache-2.0, see LICENSE).
// Changes: TypeScript annotations and the interface removed, imports turned into require(); logic unchanged.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const os = require("node:os");
const { parseScriptMetadata, deriveToolName } = require("./metadata.js");

function getGlobalScriptsDir() {
  return path.join(os.homedir(), ".pi", "agent", "scripts");
}

function isValidName(name) {
  return /^[a-z0-9_]+$/.test(name);
}

function readScriptsDir(dir) {
  const map = new Map();

  if (!fs.existsSync(dir)) {
    return map;
  }

  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return map;
  }

  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".sh")) {
      continue;
    }

    const filePath = path.join(dir, entry.name);
    let content;
    try {
      content = fs.readFileSync(filePath, "utf-8");
    } catch {
      // Skip unreadable files
      continue;
    }

    const metadata = parseScriptMetadata(content);

    // Determine tool name
    let toolName;
    if (metadata.name && isValidName(metadata.name)) {
      toolName = metadata.name + "_sh";
    } else {
      toolName = deriveToolName(entry.name);
    }

    map.set(toolName, {
      path: filePath,
      description: metadata.description,
      usage: metadata.usage,
      timeout: metadata.timeout,
    });
  }

  return map;
}

function discoverScripts(cwd) {
  // 1. Read global scripts
  const globalScripts = readScriptsDir(getGlobalScriptsDir());

  // 2. Read project-local scripts
  const localDir = path.join(cwd, ".pi", "scripts");
  const localScripts = readScriptsDir(localDir);

  // 3. Merge: local overrides global on name collision
  const merged = new Map(globalScripts);
  for (const [name, entry] of localScripts) {
    merged.set(name, entry);
  }

  return merged;
}

module.exports = { discoverScripts };
