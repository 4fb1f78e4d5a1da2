#!/bin/bash

# ScriptDeck test fixture: code before the metadata, a working folder
# (currentDirectoryPath) and schemaVersion as the very last metadata line.

pattern_default="*"

# @raycast.title Count Files Here
# @raycast.description Count the files in the working folder that match a pattern

# @raycast.currentDirectoryPath ~/Documents
# @raycast.icon 🗂️
# @raycast.mode compact
# @raycast.packageName Folders
# @raycast.argument1 { "type": "text", "placeholder": "Pattern (e.g. *.txt)" }

# @raycast.schemaVersion 1

pattern="${1:-$pattern_default}"
set -- $pattern
echo "$(pwd)|$#"
