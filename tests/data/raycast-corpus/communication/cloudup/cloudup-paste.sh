#!/usr/bin/osascript

# @raycast.title Paste
# @raycast.author Caleb Stauffer
# @raycast.authorURL https://github.com/crstauf
# @raycast.description Upload clipboard contents to [Cloudup](https://cloudup.com/).

# @raycast.icon images/cloudup-logo.png
# @raycast.mode silent
# @raycast.packageName Cloudup
# @raycast.schemaVersion 1

tell application "Cloudup" to paste