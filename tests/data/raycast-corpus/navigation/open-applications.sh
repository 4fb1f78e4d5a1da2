#!/bin/bash

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Open Applications
# @raycast.mode silent
# @raycast.packageName Navigation

# Optional parameters:
# @raycast.icon 📂

# Documentation:
# @raycast.description Opens the Applications folder in the Finder.

open /Applications
