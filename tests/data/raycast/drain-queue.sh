#!/bin/bash

# ScriptDeck test fixture: a command that asks before it runs.

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Drain Queue
# @raycast.mode compact
# @raycast.packageName Workers

# Optional parameters:
# @raycast.icon 🧹
# @raycast.needsConfirmation true
# @raycast.argument1 { "type": "text", "placeholder": "Queue name", "percentEncoded": true}

# Documentation:
# @raycast.description Pretend to empty a work queue

echo "drained $1"
