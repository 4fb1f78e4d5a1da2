// Vendored from isr4el-silv4/pi-script-tools, commit a8aaf3e, file index.ts (Apache-2.0, see LICENSE).
// Changes: TypeScript annotations removed; the body of registerScriptTool's `execute` is kept as the function
// `execute(entry, params, cwd)` (the pi extension API, the abort signal and the typebox schema are left out) and
// returns `{text, code, argv}` (the text of pi's textResult, the exit code, shellSplit's words) for the test to
// compare; `shellSplit`, `buildDescription` and `textResult` unchanged.
"use strict";
const { spawn } = require("node:child_process");

function textResult(text) {
  return { content: [{ type: "text", text }] };
}

function shellSplit(input) {
  const args = [];
  let current = "";
  let i = 0;
  let inSingleQuote = false;
  let inDoubleQuote = false;

  while (i < input.length) {
    const ch = input[i];

    if (inSingleQuote) {
      if (ch === "'") {
        inSingleQuote = false;
      } else {
        current += ch;
      }
    } else if (inDoubleQuote) {
      if (ch === "\\" && i + 1 < input.length) {
        const next = input[i + 1];
        if (next === '"' || next === "\\" || next === '$' || next === '`') {
          current += next;
          i += 2;
          continue;
        }
      }
      if (ch === '"') {
        inDoubleQuote = false;
      } else {
        current += ch;
      }
    } else {
      if (ch === "\\" && i + 1 < input.length) {
        current += input[i + 1];
        i += 2;
        continue;
      } else if (ch === "'") {
        inSingleQuote = true;
      } else if (ch === '"') {
        inDoubleQuote = true;
      } else if (ch === " " || ch === "\t") {
        if (current) {
          args.push(current);
          current = "";
        }
      } else {
        current += ch;
      }
    }
    i++;
  }

  if (current) {
    args.push(current);
  }

  return args;
}

function buildDescription(entry) {
  let desc = entry.description || "(no description)";
  if (entry.usage) {
    desc += `\nUsage: ${entry.usage}`;
  }
  return desc;
}

async function execute(entry, params, childCwd) {
  const args = params.args ? shellSplit(params.args) : [];

  const result = await new Promise(
    (resolve) => {
      const spawnOpts = {
        cwd: childCwd,
        timeout: entry.timeout,
        maxBuffer: 10 * 1024 * 1024, // 10MB
      };
      const child = spawn("bash", [entry.path, ...args], spawnOpts);
      // Pipe first argument to stdin so scripts can read multi-line JSON
      if (args.length > 0) {
        child.stdin.write(args[0]);
      }
      child.stdin.end();
      const stdoutParts = [];
      const stderrParts = [];
      child.stdout.on("data", (d) => stdoutParts.push(d));
      child.stderr.on("data", (d) => stderrParts.push(d));
      child.on("close", (code) => {
        resolve({
          stdout: Buffer.concat(stdoutParts).toString("utf-8"),
          stderr: Buffer.concat(stderrParts).toString("utf-8"),
          code,
        });
      });
      child.on("error", (err) => {
        resolve({
          stdout: Buffer.concat(stdoutParts).toString("utf-8"),
          stderr: err.message,
          code: null,
        });
      });
    },
  );

  if (result.code === 0) {
    return { text: textResult(result.stdout).content[0].text, code: result.code, argv: args };
  }

  return { text: textResult(`Script exited with code ${result.code}.\n${result.stderr || result.stdout}`).content[0].text,
           code: result.code, argv: args };
}

module.exports = { shellSplit, buildDescription, execute };
