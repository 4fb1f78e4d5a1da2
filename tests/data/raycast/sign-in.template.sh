#!/bin/bash

# ScriptDeck test fixture: a *.template.* file. Raycast does not list these (a user
# copies one and fills it in first), so neither does ScriptDeck.

SERVICE_NAME=""

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Sign In
# @raycast.mode silent
#
# Optional parameters:
# @raycast.packageName Safe Box
# @raycast.argument1 { "type": "text", "placeholder": "User name" }
# @raycast.argument2 { "type": "text", "placeholder": "Passphrase", "secure": true }
#
# Documentation:
# @raycast.description Fill in SERVICE_NAME, then rename without .template

echo "would sign $1 in to ${SERVICE_NAME:-nothing}"
