#!/bin/bash

# ScriptDeck test fixture: a dropdown and a text argument, reaching $1 and $2.

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Look Up Word
# @raycast.mode silent

# Optional parameters:
# @raycast.icon 📖
# @raycast.packageName Reference
# @raycast.argument1 { "type": "dropdown", "placeholder": "Dictionary", "data": [{"title": "Plain English", "value": "plain"}, {"title": "Technical Terms", "value": "tech"}] }
# @raycast.argument2 { "type": "text", "placeholder": "Word (e.g. lattice)" }

# Documentation:
# @raycast.description Print which dictionary and which word were chosen

echo "$1|$2"
