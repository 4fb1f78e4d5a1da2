#!/bin/bash

# ScriptDeck test fixture: a secure (password) argument.

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Open Vault
# @raycast.mode silent
#
# Optional parameters:
# @raycast.packageName Safe Box
# @raycast.icon 🔐
# @raycast.argument1 { "type": "text", "placeholder": "Passphrase", "secure": true }
#
# Documentation:
# @raycast.description Say how long the passphrase was, never the passphrase itself

echo "got a passphrase of ${#1} characters"
