#!/bin/bash

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Open Desktop
# @raycast.mode silent
# @raycast.packageName Navigation

# Optional parameters:
# @raycast.icon images/folder-desktop.png

# Documentation:
# @raycast.description Opens the Desktop folder in the Finder.

open ~/Desktop
