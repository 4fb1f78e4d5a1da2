// Written for ScriptDeck's tests. Reads a TS source on stdin; prints [{name, schema}] for each `inputSchema: {literal}` that evaluates on its own.
const src = require("fs").readFileSync(0, "utf8");
const out = [];
let at = 0;
while ((at = src.indexOf("inputSchema:", at)) >= 0) {
  let i = src.indexOf("{", at);
  const between = src.slice(at + 12, i).trim();
  at += 12;
  if (between !== "") continue; // not a literal
  let depth = 0, j = i, inStr = null;
  for (; j < src.length; j++) {
    const c = src[j];
    if (inStr) { if (c === "\\") { j++; continue; } if (c === inStr) inStr = null; continue; }
    if (c === '"' || c === "'" || c === "`") { inStr = c; continue; }
    if (c === "{") depth++;
    else if (c === "}") { depth--; if (depth === 0) break; }
  }
  const literal = src.slice(i, j + 1);
  const before = src.slice(Math.max(0, i - 3000), at);
  const names = [...before.matchAll(/name:\s*["'`]([^"'`]+)["'`]/g)];
  const name = names.length ? names[names.length - 1][1] : null;
  try {
    const schema = Function('"use strict"; return (' + literal.replace(/\bas const\b/g, "") + ");")();
    out.push({ name, schema });
  } catch (e) {
    out.push({ name, error: String(e).slice(0, 80) });
  }
}
process.stdout.write(JSON.stringify(out));
