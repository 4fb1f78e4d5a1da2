#!/bin/bash
#
# ScriptDeck test fixture: metadata lines in no particular order, a description in
# full-width Latin letters and a percent-encoded argument.
#
# @raycast.title Wide Letters
# @raycast.description Ｅｃｈｏ ｔｈｅ ｇｉｖｅｎ ｐｈｒａｓｅ ｂａｃｋ
#
# @raycast.icon 🔠
#
# @raycast.mode fullOutput
# @raycast.packageName Text Tools
# @raycast.schemaVersion 1
# @raycast.argument1 { "type": "text", "placeholder": "Phrase (sent ｐｅｒｃｅｎｔ-encoded)", "optional": false, "percentEncoded": true }

printf 'phrase=%s\n' "$1"
