#!/usr/bin/osascript

# @raycast.title Pick
# @raycast.author Caleb Stauffer
# @raycast.authorURL https://github.com/crstauf
# @raycast.description Open file dialog and upload to [Cloudup](https://cloudup.com/).

# @raycast.icon images/cloudup-logo.png
# @raycast.mode silent
# @raycast.packageName Cloudup
# @raycast.schemaVersion 1

tell application "Cloudup" to pick