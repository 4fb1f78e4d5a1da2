// Written for ScriptDeck's tests. A stand-in for the part of zod + zod-to-json-schema 3.x (target jsonSchema7) these servers use, to translate
// their zod definitions to the JSON Schema their tools/list sends. Repeated sub-schemas are inlined (the real
// converter writes a "$ref" to the first occurrence). Usage: node zodlite.js FILE... (schemas first, index last).
"use strict";
class S {
  constructor(kind, extra = {}) { Object.assign(this, { kind, checks: {}, opt: false }, extra); }
  clone(extra) { const c = new S(this.kind, { ...this, checks: { ...this.checks } }); return Object.assign(c, extra); }
  describe(d) { return this.clone({ description: d }); }
  optional() { return this.clone({ opt: true }); }
  nullish() { return this.clone({ opt: true, isNullable: true }); }
  nullable() { return this.clone({ isNullable: true }); }
  default(v) { return this.clone({ dflt: v, hasDefault: true }); }
  min(n) { return this.clone({ checks: { ...this.checks, min: n } }); }
  max(n) { return this.clone({ checks: { ...this.checks, max: n } }); }
  int() { return this.clone({ isInt: true }); }
  positive() { return this.clone({ checks: { ...this.checks, exclMin: 0 } }); }
  url() { return this.clone({ format: "uri" }); }
  email() { return this.clone({ format: "email" }); }
  datetime() { return this.clone({ format: "date-time" }); }
  regex(r) { return this.clone({ pattern: r.source }); }
  extend(shape) { return this.clone({ shape: { ...this.shape, ...shape } }); }
  merge(other) { return this.clone({ shape: { ...this.shape, ...other.shape } }); }
  partial() { const s = {}; for (const k in this.shape) s[k] = this.shape[k].optional(); return this.clone({ shape: s }); }
  passthrough() { return this.clone({ open: true }); }
  strict() { return this; }
  refine() { return this; }
  transform() { return this; }
  array() { return z.array(this); }
  or(o) { return z.union([this, o]); }
}
const z = {
  string: () => new S("string"), number: () => new S("number"), boolean: () => new S("boolean"),
  any: () => new S("any"), unknown: () => new S("any"), null: () => new S("null"),
  array: (item) => new S("array", { item }), object: (shape) => new S("object", { shape }),
  enum: (values) => new S("enum", { values }), literal: (value) => new S("literal", { value }),
  union: (options) => new S("union", { options }), record: (a, b) => new S("record", { value: b || a }),
  coerce: { number: () => new S("number"), boolean: () => new S("boolean"), string: () => new S("string") },
};
const PRIMS = ["string", "number", "integer", "boolean", "null"];
function json(s) {
  let out;
  switch (s.kind) {
    case "string": out = { type: "string" };
      if (s.checks.min !== undefined) out.minLength = s.checks.min;
      if (s.checks.max !== undefined) out.maxLength = s.checks.max;
      if (s.format) out.format = s.format;
      if (s.pattern) out.pattern = s.pattern;
      break;
    case "number": out = { type: s.isInt ? "integer" : "number" };
      if (s.checks.exclMin !== undefined) out.exclusiveMinimum = s.checks.exclMin;
      if (s.checks.min !== undefined) out.minimum = s.checks.min;
      if (s.checks.max !== undefined) out.maximum = s.checks.max;
      break;
    case "boolean": out = { type: "boolean" }; break;
    case "null": out = { type: "null" }; break;
    case "any": out = {}; break;
    case "array": out = { type: "array", items: json(s.item) };
      if (s.checks.min !== undefined) out.minItems = s.checks.min;
      if (s.checks.max !== undefined) out.maxItems = s.checks.max;
      break;
    case "enum": out = { type: "string", enum: s.values }; break;
    case "literal": out = { type: typeof s.value, const: s.value }; break;
    case "record": out = { type: "object", additionalProperties: json(s.value) }; break;
    case "union": {
      const parts = s.options.map(json);
      if (parts.every((p) => Object.keys(p).length === 1 && PRIMS.includes(p.type))) out = { type: parts.map((p) => p.type) };
      else out = { anyOf: parts };
      break;
    }
    case "object": {
      const properties = {}, required = [];
      for (const [k, v] of Object.entries(s.shape)) { properties[k] = json(v); if (!v.opt && !v.hasDefault) required.push(k); }
      out = { type: "object", properties };
      if (required.length) out.required = required;
      out.additionalProperties = s.open ? true : false;
      break;
    }
  }
  if (s.isNullable) out = PRIMS.includes(out.type) && Object.keys(out).length === 1 ? { type: [out.type, "null"] } : { anyOf: [out, { type: "null" }] };
  if (s.hasDefault) out.default = s.dflt;
  if (s.description !== undefined) out.description = s.description;
  return out;
}
// --- evaluate every `const X = <zod expression>;` of the sources, in order -----------------------------------------
const fs = require("fs");
const env = { z };
function statementEnd(src, i) {
  let depth = 0, str = null;
  for (; i < src.length; i++) {
    const c = src[i];
    if (str) { if (c === "\\") { i++; continue; } if (c === str) str = null; continue; }
    if (c === '"' || c === "'" || c === "`") { str = c; continue; }
    if (c === "/" && src[i + 1] === "/") { i = src.indexOf("\n", i); continue; }
    if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) depth--;
    else if (c === ";" && depth === 0) return i;
    else if (c === "\n" && depth === 0 && !/[.,(=]\s*$/.test(src.slice(Math.max(0, i - 3), i)) && !/^\s*\./.test(src.slice(i + 1, i + 200))) return i;
  }
  return i;
}
const files = process.argv.slice(2);
const tools = [];
for (const file of files) {
  const src = fs.readFileSync(file, "utf8");
  const re = /(?:export\s+)?const\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*/g;
  let m;
  while ((m = re.exec(src))) {
    const start = m.index + m[0].length;
    const end = statementEnd(src, start);
    const expr = src.slice(start, end);
    try {
      const value = Function(...Object.keys(env), '"use strict"; return (' + expr + ");")(...Object.values(env));
      if (value instanceof S) env[m[1]] = value;
    } catch (e) { /* not a zod definition */ }
  }
  const enumBody = (src.match(/enum\s+ToolName\s*{([^}]*)}/) || [, ""])[1];
  const enumValues = Object.fromEntries([...enumBody.matchAll(/(\w+)\s*=\s*["']([\w-]+)["']/g)].map((e) => [e[1], e[2]]));
  const toolRe = /name:\s*(?:["']([\w-]+)["']|ToolName\.(\w+))[\s\S]{0,1500}?inputSchema:\s*zodToJsonSchema\(\s*(?:[\w$]+\.)?([\w$]+)\s*\)/g;
  while ((m = toolRe.exec(src))) {
    const name = m[1] || enumValues[m[2]];
    const schema = env[m[3]];
    if (schema) tools.push({ name, schema: { ...json(schema), $schema: "http://json-schema.org/draft-07/schema#" }, from: m[3] });
    else tools.push({ name, error: "unknown " + m[3] });
  }
}
process.stdout.write(JSON.stringify(tools));
