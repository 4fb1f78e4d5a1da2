#!/usr/bin/env node

// ScriptDeck test fixture: JavaScript comments, two arguments, run with node.

// Required parameters:
// @raycast.schemaVersion 1
// @raycast.title Dot Grid
// @raycast.packageName Drawing
// @raycast.mode fullOutput

// Optional parameters:
// @raycast.icon ⠿
// @raycast.argument1 { "type": "text", "placeholder": "Width" }
// @raycast.argument2 { "type": "text", "placeholder": "Height" }

// Documentation:
// @raycast.description Print a rectangle of dots, width by height

const [width, height] = process.argv.slice(2).map((n) => Math.max(Number.parseInt(n, 10) || 1, 1));
const rows = [];
for (let y = 0; y < height; y += 1) {
  rows.push(".".repeat(width));
}
console.log(rows.join("\n"));
