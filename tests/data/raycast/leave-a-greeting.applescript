#!/usr/bin/osascript

# ScriptDeck test fixture: AppleScript, three optional arguments whose JSON ends
# in a trailing comma.

# @raycast.schemaVersion 1
# @raycast.title Leave a Greeting
# @raycast.mode compact
# @raycast.packageName Front Desk
# @raycast.description Log a greeting for a room, with an optional signature
# @raycast.argument1 { "type": "text", "placeholder": "Room (empty: lobby)", "optional": true, }
# @raycast.argument2 { "type": "text", "placeholder": "Greeting (empty: hello)", "optional": true, }
# @raycast.argument3 { "type": "text", "placeholder": "Sign it? y/n", "optional": true, }

on run argv
	set room to item 1 of argv
	set greeting to item 2 of argv
	set signed to item 3 of argv
	if room is "" then set room to "lobby"
	if greeting is "" then set greeting to "hello"
	if signed is "y" then set greeting to greeting & " (signed)"
	log room & ": " & greeting
end run
