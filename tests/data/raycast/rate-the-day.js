#!/usr/bin/env node

// ScriptDeck test fixture: an argument line whose JSON ends in a trailing comma
// (Raycast accepts it, so must we).

// Required parameters:
// @raycast.schemaVersion 1
// @raycast.title Rate the Day
// @raycast.mode compact
// @raycast.packageName Journal
//
// Optional parameters:
// @raycast.icon 📓
// @raycast.argument1 { "type": "text", "placeholder": "score from 1 to 10",}
// @raycast.argument2 { "type": "text", "placeholder": "One-line note", "optional":true }

// Documentation:
// @raycast.description Print the score and note given for today

const [score = "", note = ""] = process.argv.slice(2);
console.log(`${score}|${note}`);
