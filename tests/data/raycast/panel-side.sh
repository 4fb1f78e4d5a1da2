#!/bin/bash

# ScriptDeck test fixture: a single dropdown argument.

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Panel Side
# @raycast.mode silent

# Optional parameters:
# @raycast.icon ↔️
# @raycast.argument1 { "type": "dropdown", "placeholder": "Side", "data": [{"title": "Top", "value": "top"}, {"title": "Middle", "value": "middle"}, {"title": "Bottom", "value": "bottom"}]  }
# @raycast.packageName Desktop Layout

# Documentation:
# @raycast.description Print the side picked for the panel

echo "side=$1"
