// Vendored from isr4el-silv4/pi-script-tools, commit a8aaf3e, file metadata.ts (Apache-2.0, see LICENSE).
// Changes: TypeScript annotations and the interface removed, ES exports turned into CommonJS; logic unchanged.
"use strict";
const DEFAULT_TIMEOUT = 30000;

function parseScriptMetadata(content) {
  const result = { timeout: DEFAULT_TIMEOUT };
  const lines = content.split("\n");

  for (const rawLine of lines) {
    const line = rawLine.trim();

    // Skip shebang
    if (line.startsWith("#!")) continue;

    // Stop at first non-comment, non-empty line
    if (line === "" || line.startsWith("#")) {
      // Continue scanning
    } else {
      break;
    }

    // Parse metadata comments
    if (line.startsWith("# Name: ")) {
      const value = line.slice("# Name: ".length).trim();
      if (value) result.name = value;
    } else if (line.startsWith("# Description: ")) {
      const value = line.slice("# Description: ".length).trim();
      if (value) result.description = value;
    } else if (line.startsWith("# Usage: ")) {
      const value = line.slice("# Usage: ".length).trim();
      if (value) result.usage = value;
    } else if (line.startsWith("# Timeout: ")) {
      const raw = line.slice("# Timeout: ".length).trim();
      const num = parseInt(raw, 10);
      if (!isNaN(num) && num > 0) {
        result.timeout = num;
      }
    }
  }

  return result;
}

function deriveToolName(filename) {
  let name = filename;
  if (name.endsWith(".sh")) {
    name = name.slice(0, -3);
  }
  return name.replace(/-/g, "_") + "_sh";
}

module.exports = { parseScriptMetadata, deriveToolName };
