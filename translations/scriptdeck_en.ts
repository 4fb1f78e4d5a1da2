<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActionModule</name>
    <message>
        <source>Nothing was written; check free disk space and permissions.</source>
        <translation>Nothing was written; check free disk space and permissions.</translation>
    </message>
</context>
<context>
    <name>ActivityView</name>
    <message>
        <source>Source:</source>
        <extracomment>the ``source`` values core writes: the window, ``tool-call`` (terminal/agent), ``scriptdeck mcp``</extracomment>
        <translation>Source:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>All</translation>
    </message>
    <message>
        <source>This window</source>
        <translation>This window</translation>
    </message>
    <message>
        <source>tool-call (terminal)</source>
        <translation>tool-call (terminal)</translation>
    </message>
    <message>
        <source>MCP (agents)</source>
        <translation>MCP (agents)</translation>
    </message>
    <message>
        <source>Clear history…</source>
        <translation>Clear history…</translation>
    </message>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Runs of every tool</source>
        <translation>Runs of every tool</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <source>window</source>
        <translation>window</translation>
    </message>
    <message>
        <source>tool-call</source>
        <translation>tool-call</translation>
    </message>
    <message>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <source>%1 run(s) shown</source>
        <translation>%1 run(s) shown</translation>
    </message>
    <message>
        <source>Clear the history?</source>
        <translation>Clear the history?</translation>
    </message>
    <message>
        <source>Every recorded run of every tool is forgotten, with its arguments, including the runs of agents and of tool-call. This cannot be undone.</source>
        <translation>Every recorded run of every tool is forgotten, with its arguments, including the runs of agents and of tool-call. This cannot be undone.</translation>
    </message>
    <message>
        <source>Clear history</source>
        <translation>Clear history</translation>
    </message>
    <message>
        <source>Check the permissions of ScriptDeck&apos;s state folder.</source>
        <translation>Check the permissions of ScriptDeck&apos;s state folder.</translation>
    </message>
</context>
<context>
    <name>AgentView</name>
    <message>
        <source>As the agent sees it</source>
        <translation>As the agent sees it</translation>
    </message>
    <message>
        <source>Copy the tools/list entry</source>
        <translation>Copy the tools/list entry</translation>
    </message>
    <message>
        <source>Copy the stub</source>
        <translation>Copy the stub</translation>
    </message>
    <message>
        <source>Not in the agent&apos;s list: the tool is not registered, is disabled, or its load_policy is hidden.</source>
        <translation>Not in the agent&apos;s list: the tool is not registered, is disabled, or its load_policy is hidden.</translation>
    </message>
    <message>
        <source>Exactly what scriptdeck mcp lists (titles in English unless it is started with --lang), and below it the stub Miyu&apos;s stub mode shows. Not translated.</source>
        <translation>Exactly what scriptdeck mcp lists (titles in English unless it is started with --lang), and below it the stub Miyu&apos;s stub mode shows. Not translated.</translation>
    </message>
</context>
<context>
    <name>ArrayEditor</name>
    <message>
        <source>Add item</source>
        <translation>Add item</translation>
    </message>
    <message>
        <source>Remove this item</source>
        <translation>Remove this item</translation>
    </message>
    <message>
        <source>the list</source>
        <translation>the list</translation>
    </message>
    <message>
        <source>Add item to %1</source>
        <translation>Add item to %1</translation>
    </message>
    <message>
        <source>Item %1 of %2</source>
        <translation>Item %1 of %2</translation>
    </message>
    <message>
        <source>Remove item %1 of %2</source>
        <translation>Remove item %1 of %2</translation>
    </message>
</context>
<context>
    <name>CaseDetail</name>
    <message>
        <source>Case detail</source>
        <translation>Case detail</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation>Skipped: %1</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>Not run yet.</translation>
    </message>
    <message>
        <source>Passed in %1 ms</source>
        <translation>Passed in %1 ms</translation>
    </message>
    <message>
        <source>Failed in %1 ms</source>
        <translation>Failed in %1 ms</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
</context>
<context>
    <name>CaseEditDialog</name>
    <message>
        <source>Edit test case</source>
        <translation>Edit test case</translation>
    </message>
    <message>
        <source>The case as it is kept in %1: name, args (or stdin), env, files, timeout_ms, skip and expect.</source>
        <translation>The case as it is kept in %1: name, args (or stdin), env, files, timeout_ms, skip and expect.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
    <message>
        <source>Not saved: a case is a JSON object</source>
        <translation>Not saved: a case is a JSON object</translation>
    </message>
</context>
<context>
    <name>ChangeActions</name>
    <message>
        <source>Remove…</source>
        <translation>Remove…</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>Disable</translation>
    </message>
    <message>
        <source>Enable</source>
        <translation>Enable</translation>
    </message>
    <message>
        <source>Unregister</source>
        <translation>Unregister</translation>
    </message>
    <message>
        <source>Delete file…</source>
        <translation>Delete file…</translation>
    </message>
    <message>
        <source>Register a copy in this persona</source>
        <translation>Register a copy in this persona</translation>
    </message>
    <message>
        <source>Register a copy for every persona (global)</source>
        <translation>Register a copy for every persona (global)</translation>
    </message>
    <message>
        <source>★ Favourite</source>
        <translation>★ Favourite</translation>
    </message>
    <message>
        <source>Built-in tools cannot be deleted; disable them instead</source>
        <translation>Built-in tools cannot be deleted; disable them instead</translation>
    </message>
    <message>
        <source>Raycast folders are read in place; ScriptDeck never deletes their files</source>
        <translation>Raycast folders are read in place; ScriptDeck never deletes their files</translation>
    </message>
    <message>
        <source>Built-in, library, pi and Raycast tools cannot be starred; register a copy first</source>
        <translation>Built-in, library, pi and Raycast tools cannot be starred; register a copy first</translation>
    </message>
    <message>
        <source>Enable %1</source>
        <translation>Enable %1</translation>
    </message>
    <message>
        <source>Disable %1</source>
        <translation>Disable %1</translation>
    </message>
    <message>
        <source>Turn off a built-in tool</source>
        <translation>Turn off a built-in tool</translation>
    </message>
    <message>
        <source>%1 comes with ScriptDeck. Turning it off writes a “disabled” record into one of your index.json files; the tool itself is not changed, and ticking it again undoes this.</source>
        <translation>%1 comes with ScriptDeck. Turning it off writes a “disabled” record into one of your index.json files; the tool itself is not changed, and ticking it again undoes this.</translation>
    </message>
    <message>
        <source>Only for persona %1</source>
        <translation>Only for persona %1</translation>
    </message>
    <message>
        <source>For every persona (global)</source>
        <translation>For every persona (global)</translation>
    </message>
    <message>
        <source>Where should it be turned off?</source>
        <translation>Where should it be turned off?</translation>
    </message>
    <message>
        <source>Add %1 to favourites</source>
        <translation>Add %1 to favourites</translation>
    </message>
    <message>
        <source>Remove %1 from favourites</source>
        <translation>Remove %1 from favourites</translation>
    </message>
    <message>
        <source>Unregister %1</source>
        <translation>Unregister %1</translation>
    </message>
    <message>
        <source>“%1” is a group, not a tool: select a tool in it to remove that tool.</source>
        <translation>“%1” is a group, not a tool: select a tool in it to remove that tool.</translation>
    </message>
    <message>
        <source>Select a tool to remove it.</source>
        <translation>Select a tool to remove it.</translation>
    </message>
    <message>
        <source>Delete the file</source>
        <translation>Delete the file</translation>
    </message>
    <message>
        <source>Disable keeps it listed and greyed; Unregister removes it from the list the agent sees; Delete removes the file (Undo puts it back from a copy ScriptDeck keeps).</source>
        <translation>Disable keeps it listed and greyed; Unregister removes it from the list the agent sees; Delete removes the file (Undo puts it back from a copy ScriptDeck keeps).</translation>
    </message>
    <message>
        <source>Built-in tools cannot be deleted.</source>
        <translation>Built-in tools cannot be deleted.</translation>
    </message>
    <message>
        <source>Remove a tool</source>
        <translation>Remove a tool</translation>
    </message>
    <message>
        <source>What should happen to %1?</source>
        <translation>What should happen to %1?</translation>
    </message>
    <message>
        <source>Delete a tool&apos;s file</source>
        <translation>Delete a tool&apos;s file</translation>
    </message>
    <message>
        <source>Delete %1?</source>
        <translation>Delete %1?</translation>
    </message>
    <message>
        <source>A copy is kept in ScriptDeck&apos;s state: Edit → Undo puts the file back.</source>
        <translation>A copy is kept in ScriptDeck&apos;s state: Edit → Undo puts the file back.</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Delete %1</translation>
    </message>
    <message>
        <source>Register a copy of %1</source>
        <translation>Register a copy of %1</translation>
    </message>
    <message>
        <source>Copied to %1</source>
        <translation>Copied to %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
</context>
<context>
    <name>ComposerView</name>
    <message>
        <source>Method:</source>
        <extracomment>the methods offered by name (protocol words, never translated); the third item, &quot;as typed&quot;, is characters of an answer shown at most (a 10,000-tool list is megabytes; the rest is said by its size)</extracomment>
        <translation>Method:</translation>
    </message>
    <message>
        <source>JSON-RPC as typed</source>
        <translation>JSON-RPC as typed</translation>
    </message>
    <message>
        <source>Tool:</source>
        <translation>Tool:</translation>
    </message>
    <message>
        <source>Send (Ctrl+Enter)</source>
        <translation>Send (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>A whole JSON-RPC message, e.g. {&quot;jsonrpc&quot;: &quot;2.0&quot;, &quot;id&quot;: 9, &quot;method&quot;: &quot;tools/list&quot;}</source>
        <translation>A whole JSON-RPC message, e.g. {&quot;jsonrpc&quot;: &quot;2.0&quot;, &quot;id&quot;: 9, &quot;method&quot;: &quot;tools/list&quot;}</translation>
    </message>
    <message>
        <source>The server&apos;s answer appears here exactly as it wrote it.</source>
        <translation>The server&apos;s answer appears here exactly as it wrote it.</translation>
    </message>
    <message>
        <source>The request as sent</source>
        <translation>The request as sent</translation>
    </message>
    <message>
        <source>Arguments as JSON</source>
        <translation>Arguments as JSON</translation>
    </message>
    <message>
        <source>JSON-RPC message</source>
        <translation>JSON-RPC message</translation>
    </message>
    <message>
        <source>Raw answer</source>
        <translation>Raw answer</translation>
    </message>
    <message>
        <source>Request as sent</source>
        <translation>Request as sent</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <source>Sent. A message without an id is a notification: it gets no answer (see MCP messages).</source>
        <translation>Sent. A message without an id is a notification: it gets no answer (see MCP messages).</translation>
    </message>
    <message>
        <source>Choose a tool to call.</source>
        <translation>Choose a tool to call.</translation>
    </message>
    <message>
        <source>Not valid JSON: %1. Nothing was sent.</source>
        <translation>Not valid JSON: %1. Nothing was sent.</translation>
    </message>
    <message>
        <source>The server could not be reached: %1</source>
        <translation>The server could not be reached: %1</translation>
    </message>
    <message>
        <source>Waiting for the answer…</source>
        <translation>Waiting for the answer…</translation>
    </message>
    <message>
        <source>Error answer: %1 bytes in %2 ms</source>
        <translation>Error answer: %1 bytes in %2 ms</translation>
    </message>
    <message>
        <source>Answer: %1 bytes in %2 ms</source>
        <translation>Answer: %1 bytes in %2 ms</translation>
    </message>
</context>
<context>
    <name>ConflictBar</name>
    <message>
        <source>index.json was changed outside ScriptDeck while you edited: %1. Choose which values to keep before saving.</source>
        <translation>index.json was changed outside ScriptDeck while you edited: %1. Choose which values to keep before saving.</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Reload</translation>
    </message>
    <message>
        <source>Take the values now in index.json; your typed values for these fields are dropped</source>
        <translation>Take the values now in index.json; your typed values for these fields are dropped</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Keep mine</translation>
    </message>
    <message>
        <source>Keep your typed values; Save then replaces the outside change</source>
        <translation>Keep your typed values; Save then replaces the outside change</translation>
    </message>
    <message>
        <source>See both</source>
        <translation>See both</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect an agent</source>
        <translation>Connect an agent</translation>
    </message>
    <message>
        <source>the default home</source>
        <translation>the default home</translation>
    </message>
    <message>
        <source>Any agent that speaks MCP (Model Context Protocol) can use the enabled tools of persona %1 in %2. Paste the configuration for your agent, then restart it. Its calls appear live under Agent activity.</source>
        <translation>Any agent that speaks MCP (Model Context Protocol) can use the enabled tools of persona %1 in %2. Paste the configuration for your agent, then restart it. Its calls appear live under Agent activity.</translation>
    </message>
    <message>
        <source>Run this command in a terminal:</source>
        <translation>Run this command in a terminal:</translation>
    </message>
    <message>
        <source>Put this in .vscode/mcp.json of your workspace (or your user configuration: MCP: Open User Configuration):</source>
        <translation>Put this in .vscode/mcp.json of your workspace (or your user configuration: MCP: Open User Configuration):</translation>
    </message>
    <message>
        <source>Put this in %1 (merge it with the servers already there):</source>
        <translation>Put this in %1 (merge it with the servers already there):</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Configuration for %1</source>
        <translation>Configuration for %1</translation>
    </message>
    <message>
        <source>Copy the configuration for %1</source>
        <translation>Copy the configuration for %1</translation>
    </message>
    <message>
        <source>Add to Claude Desktop&apos;s config</source>
        <translation>Add to Claude Desktop&apos;s config</translation>
    </message>
    <message>
        <source>Adds the scriptdeck server to %1; other servers and settings are kept and the previous file is saved as a backup.</source>
        <translation>Adds the scriptdeck server to %1; other servers and settings are kept and the previous file is saved as a backup.</translation>
    </message>
    <message>
        <source>Show agent activity</source>
        <translation>Show agent activity</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Copied to the clipboard.</translation>
    </message>
    <message>
        <source>Could not write Claude Desktop&apos;s config: %1</source>
        <translation>Could not write Claude Desktop&apos;s config: %1</translation>
    </message>
    <message>
        <source>Check free disk space and permissions.</source>
        <translation>Check free disk space and permissions.</translation>
    </message>
    <message>
        <source>%1 already starts this ScriptDeck; nothing was written.</source>
        <translation>%1 already starts this ScriptDeck; nothing was written.</translation>
    </message>
    <message>
        <source>Replaced the scriptdeck server in %1.</source>
        <translation>Replaced the scriptdeck server in %1.</translation>
    </message>
    <message>
        <source>Added the scriptdeck server to %1.</source>
        <translation>Added the scriptdeck server to %1.</translation>
    </message>
    <message>
        <source>The previous file is kept at %1.</source>
        <translation>The previous file is kept at %1.</translation>
    </message>
    <message>
        <source>Restart Claude Desktop to load it.</source>
        <translation>Restart Claude Desktop to load it.</translation>
    </message>
</context>
<context>
    <name>CostPart</name>
    <message>
        <source>tools: %1 · tokens not counted</source>
        <translation>tools: %1 · tokens not counted</translation>
    </message>
    <message>
        <source>The token counter is not available: %1</source>
        <translation>The token counter is not available: %1</translation>
    </message>
    <message>
        <source>tools: %1 · ~%2 tokens per turn / %3</source>
        <translation>tools: %1 · ~%2 tokens per turn / %3</translation>
    </message>
    <message>
        <source>(counting…)</source>
        <translation>(counting…)</translation>
    </message>
    <message>
        <source>What this persona&apos;s tool list costs the agent on every turn, as scriptdeck mcp serves it (%1); as stubs: ~%2 tokens. The budget is set in Settings (Context budget).</source>
        <translation>What this persona&apos;s tool list costs the agent on every turn, as scriptdeck mcp serves it (%1); as stubs: ~%2 tokens. The budget is set in Settings (Context budget).</translation>
    </message>
    <message>
        <source>Over the budget by %1 tokens: disable or hide tools, or shorten the heaviest.</source>
        <translation>Over the budget by %1 tokens: disable or hide tools, or shorten the heaviest.</translation>
    </message>
</context>
<context>
    <name>CountsPart</name>
    <message>
        <source>%1 registered · %2 unregistered · %3 disabled</source>
        <translation>%1 registered · %2 unregistered · %3 disabled</translation>
    </message>
</context>
<context>
    <name>DeckTray</name>
    <message>
        <source>ScriptDeck: click for the quick-run palette</source>
        <extracomment>recent tools in the menu</extracomment>
        <translation>ScriptDeck: click for the quick-run palette</translation>
    </message>
    <message>
        <source>ScriptDeck</source>
        <translation>ScriptDeck</translation>
    </message>
    <message>
        <source>Quick run…</source>
        <translation>Quick run…</translation>
    </message>
    <message>
        <source>Favourites</source>
        <translation>Favourites</translation>
    </message>
    <message>
        <source>Recent tools</source>
        <translation>Recent tools</translation>
    </message>
    <message>
        <source>Show the window</source>
        <translation>Show the window</translation>
    </message>
    <message>
        <source>Quit ScriptDeck</source>
        <translation>Quit ScriptDeck</translation>
    </message>
</context>
<context>
    <name>DeckView</name>
    <message>
        <source>Search by id, name, description or group…</source>
        <extracomment>the user moved the current row to this tool (its id) the tool the panes should show changed: its id, or None when the chosen tool is hidden the Tokens figures the tree shows (per tool, and the &quot;being counted&quot; mark), to repaint only changes</extracomment>
        <translation>Search by id, name, description or group…</translation>
    </message>
    <message>
        <source>Search tools</source>
        <translation>Search tools</translation>
    </message>
    <message>
        <source>Tools by group</source>
        <translation>Tools by group</translation>
    </message>
    <message>
        <source>No tool matches “%1”. Search looks at ids, both names, descriptions and groups; clear the box to see every tool.</source>
        <translation>No tool matches “%1”. Search looks at ids, both names, descriptions and groups; clear the box to see every tool.</translation>
    </message>
    <message>
        <source>No tool passes the filters. Untick some in the Filter menu, or choose “Clear filters”.</source>
        <translation>No tool passes the filters. Untick some in the Filter menu, or choose “Clear filters”.</translation>
    </message>
</context>
<context>
    <name>DetailsPane</name>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Chinese name</source>
        <translation>Chinese name</translation>
    </message>
    <message>
        <source>English name</source>
        <translation>English name</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Path</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Layer</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>What the agent sees (stub)</source>
        <translation>What the agent sees (stub)</translation>
    </message>
    <message>
        <source>Context cost</source>
        <translation>Context cost</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groups</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Timeout</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <source>Trust</source>
        <translation>Trust</translation>
    </message>
    <message>
        <source>Raycast</source>
        <translation>Raycast</translation>
    </message>
    <message>
        <source>Convert to a ScriptDeck tool…</source>
        <translation>Convert to a ScriptDeck tool…</translation>
    </message>
    <message>
        <source>Host capabilities</source>
        <translation>Host capabilities</translation>
    </message>
    <message>
        <source>Select a tool to see its details</source>
        <translation>Select a tool to see its details</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Enabled</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Disabled</translation>
    </message>
    <message>
        <source>Not registered</source>
        <translation>Not registered</translation>
    </message>
    <message>
        <source>Enabled, but with %1 lint error(s) — see Lint below</source>
        <translation>Enabled, but with %1 lint error(s) — see Lint below</translation>
    </message>
    <message>
        <source>%1 (from the id)</source>
        <translation>%1 (from the id)</translation>
    </message>
    <message>
        <source>Exactly what the agent receives, in English; not translated.</source>
        <translation>Exactly what the agent receives, in English; not translated.</translation>
    </message>
    <message>
        <source>Ungrouped</source>
        <translation>Ungrouped</translation>
    </message>
    <message>
        <source>%1 s (%2)</source>
        <translation>%1 s (%2)</translation>
    </message>
    <message>
        <source>flags on argv and JSON on stdin</source>
        <translation>flags on argv and JSON on stdin</translation>
    </message>
    <message>
        <source>values as $1 $2 … and JSON on stdin</source>
        <translation>values as $1 $2 … and JSON on stdin</translation>
    </message>
    <message>
        <source>JSON on stdin</source>
        <translation>JSON on stdin</translation>
    </message>
    <message>
        <source>external (no host access)</source>
        <translation>external (no host access)</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>owner</translation>
    </message>
    <message>
        <source>~%1 tokens on every turn (as a stub: ~%2)</source>
        <translation>~%1 tokens on every turn (as a stub: ~%2)</translation>
    </message>
    <message>
        <source>nothing: agents are not sent this tool (disabled or hidden)</source>
        <translation>nothing: agents are not sent this tool (disabled or hidden)</translation>
    </message>
    <message>
        <source>not counted: %1</source>
        <translation>not counted: %1</translation>
    </message>
    <message>
        <source>counting…</source>
        <translation>counting…</translation>
    </message>
    <message>
        <source>mode: %1</source>
        <translation>mode: %1</translation>
    </message>
    <message>
        <source>icon: %1</source>
        <translation>icon: %1</translation>
    </message>
    <message>
        <source>refresh: %1</source>
        <translation>refresh: %1</translation>
    </message>
    <message>
        <source>runs in: %1</source>
        <translation>runs in: %1</translation>
    </message>
    <message>
        <source>asks before each run</source>
        <translation>asks before each run</translation>
    </message>
    <message>
        <source>package: %1</source>
        <translation>package: %1</translation>
    </message>
    <message>
        <source>Convert %1</source>
        <translation>Convert %1</translation>
    </message>
    <message>
        <source>Check free disk space and permissions.</source>
        <translation>Check free disk space and permissions.</translation>
    </message>
    <message>
        <source>Converted: %1</source>
        <translation>Converted: %1</translation>
    </message>
    <message>
        <source>header</source>
        <translation>header</translation>
    </message>
    <message>
        <source>index.json</source>
        <translation>index.json</translation>
    </message>
    <message>
        <source>default</source>
        <translation>default</translation>
    </message>
    <message>
        <source>This tool asks for no host capabilities.</source>
        <translation>This tool asks for no host capabilities.</translation>
    </message>
    <message>
        <source>(unknown, ignored)</source>
        <translation>(unknown, ignored)</translation>
    </message>
    <message>
        <source>Check the settings file and free disk space.</source>
        <translation>Check the settings file and free disk space.</translation>
    </message>
</context>
<context>
    <name>DiffDialog</name>
    <message>
        <source>Changes since you approved it</source>
        <translation>Changes since you approved it</translation>
    </message>
    <message>
        <source>Approve this version</source>
        <translation>Approve this version</translation>
    </message>
    <message>
        <source>(approved)</source>
        <translation>(approved)</translation>
    </message>
    <message>
        <source>(now)</source>
        <translation>(now)</translation>
    </message>
</context>
<context>
    <name>DropHandler</name>
    <message>
        <source>Drop script files here to register them (they are copied, never moved)</source>
        <extracomment>local files dropped as a copy</extracomment>
        <translation>Drop script files here to register them (they are copied, never moved)</translation>
    </message>
</context>
<context>
    <name>EditActions</name>
    <message>
        <source>Edit header…</source>
        <translation>Edit header…</translation>
    </message>
    <message>
        <source>Open in editor</source>
        <translation>Open in editor</translation>
    </message>
    <message>
        <source>Reveal in file manager</source>
        <translation>Reveal in file manager</translation>
    </message>
    <message>
        <source>Copy id</source>
        <translation>Copy id</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>Copy path</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Undo %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Redo %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>No editor could be started for %1.</source>
        <translation>No editor could be started for %1.</translation>
    </message>
    <message>
        <source>Set an editor command in Settings (e.g. code --wait {file}), or set $VISUAL or $EDITOR.</source>
        <translation>Set an editor command in Settings (e.g. code --wait {file}), or set $VISUAL or $EDITOR.</translation>
    </message>
    <message>
        <source>No file manager could be started to show %1.</source>
        <translation>No file manager could be started to show %1.</translation>
    </message>
    <message>
        <source>Open the folder by hand, or install a file manager (xdg-open).</source>
        <translation>Open the folder by hand, or install a file manager (xdg-open).</translation>
    </message>
</context>
<context>
    <name>EditorDesktopTab</name>
    <message>
        <source>Editor command</source>
        <translation>Editor command</translation>
    </message>
    <message>
        <source>e.g. code --wait {file} (empty: $VISUAL/$EDITOR, else the desktop&apos;s default)</source>
        <translation>e.g. code --wait {file} (empty: $VISUAL/$EDITOR, else the desktop&apos;s default)</translation>
    </message>
    <message>
        <source>{file} is replaced by the script&apos;s path; without it the path is added at the end.</source>
        <translation>{file} is replaced by the script&apos;s path; without it the path is added at the end.</translation>
    </message>
    <message>
        <source>Add to the applications menu</source>
        <translation>Add to the applications menu</translation>
    </message>
    <message>
        <source>Installs a .desktop entry and the icon into your user folders (same as scriptdeck install-desktop)</source>
        <translation>Installs a .desktop entry and the icon into your user folders (same as scriptdeck install-desktop)</translation>
    </message>
    <message>
        <source>Editor and desktop</source>
        <translation>Editor and desktop</translation>
    </message>
    <message>
        <source>Not installed: %1</source>
        <translation>Not installed: %1</translation>
    </message>
    <message>
        <source>Installed: %1</source>
        <translation>Installed: %1</translation>
    </message>
</context>
<context>
    <name>EmptyHint</name>
    <message>
        <source>No tools of your own yet.

Scripts live in two folders:
• every persona: %1
• this persona only: %2

Drop script files here to register them, or use File → New tool… (Ctrl+N) to start from a template.</source>
        <translation>No tools of your own yet.

Scripts live in two folders:
• every persona: %1
• this persona only: %2

Drop script files here to register them, or use File → New tool… (Ctrl+N) to start from a template.</translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <source>required</source>
        <translation>required</translation>
    </message>
    <message>
        <source>must be of type %1</source>
        <translation>must be of type %1</translation>
    </message>
    <message>
        <source>too short or empty</source>
        <translation>too short or empty</translation>
    </message>
    <message>
        <source>too long</source>
        <translation>too long</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>must be at least %1</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>must be at most %1</translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation>must be one of %1</translation>
    </message>
    <message>
        <source>must match the pattern %1</source>
        <translation>must match the pattern %1</translation>
    </message>
    <message>
        <source>matches none of the choices</source>
        <translation>matches none of the choices</translation>
    </message>
    <message>
        <source>must be a multiple of %1</source>
        <translation>must be a multiple of %1</translation>
    </message>
    <message>
        <source>has duplicate items</source>
        <translation>has duplicate items</translation>
    </message>
    <message>
        <source>must be %1</source>
        <translation>must be %1</translation>
    </message>
    <message>
        <source>must be a valid %1</source>
        <translation>must be a valid %1</translation>
    </message>
    <message>
        <source>key %1 is not allowed</source>
        <translation>key %1 is not allowed</translation>
    </message>
    <message>
        <source>matches more than one choice</source>
        <translation>matches more than one choice</translation>
    </message>
    <message>
        <source>at least %1 characters</source>
        <extracomment>constraint keyword -&gt; hint shown next to the field (%1 = the keyword&apos;s value)</extracomment>
        <translation>at least %1 characters</translation>
    </message>
    <message>
        <source>at most %1 characters</source>
        <translation>at most %1 characters</translation>
    </message>
    <message>
        <source>must match %1</source>
        <translation>must match %1</translation>
    </message>
    <message>
        <source>format: %1</source>
        <translation>format: %1</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>&gt; %1</source>
        <translation>&gt; %1</translation>
    </message>
    <message>
        <source>≤ %1</source>
        <translation>≤ %1</translation>
    </message>
    <message>
        <source>&lt; %1</source>
        <translation>&lt; %1</translation>
    </message>
    <message>
        <source>a multiple of %1</source>
        <translation>a multiple of %1</translation>
    </message>
    <message>
        <source>at least %1 items</source>
        <translation>at least %1 items</translation>
    </message>
    <message>
        <source>at most %1 items</source>
        <translation>at most %1 items</translation>
    </message>
    <message>
        <source>no duplicate items</source>
        <translation>no duplicate items</translation>
    </message>
    <message>
        <source>at least %1 entries</source>
        <translation>at least %1 entries</translation>
    </message>
    <message>
        <source>at most %1 entries</source>
        <translation>at most %1 entries</translation>
    </message>
    <message>
        <source>always %1</source>
        <translation>always %1</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>e.g. %1</translation>
    </message>
    <message>
        <source>keys must match %1</source>
        <translation>keys must match %1</translation>
    </message>
    <message>
        <source>text</source>
        <extracomment>names for untitled alternatives of a choice (a type union shows these)</extracomment>
        <translation>text</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>whole number</translation>
    </message>
    <message>
        <source>number</source>
        <translation>number</translation>
    </message>
    <message>
        <source>yes/no</source>
        <translation>yes/no</translation>
    </message>
    <message>
        <source>one of a list</source>
        <translation>one of a list</translation>
    </message>
    <message>
        <source>list</source>
        <translation>list</translation>
    </message>
    <message>
        <source>object</source>
        <translation>object</translation>
    </message>
    <message>
        <source>key/value map</source>
        <translation>key/value map</translation>
    </message>
    <message>
        <source>optional value</source>
        <translation>optional value</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>Chinese name</source>
        <translation>Chinese name</translation>
    </message>
    <message>
        <source>English name</source>
        <translation>English name</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>Timeout (s)</source>
        <translation>Timeout (s)</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groups</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <source>Trust</source>
        <translation>Trust</translation>
    </message>
    <message>
        <source>Permission</source>
        <translation>Permission</translation>
    </message>
    <message>
        <source>Stub example</source>
        <translation>Stub example</translation>
    </message>
    <message>
        <source>Requires</source>
        <translation>Requires</translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation>Capabilities</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <source>Skill only</source>
        <translation>Skill only</translation>
    </message>
    <message>
        <source>Always loaded</source>
        <translation>Always loaded</translation>
    </message>
    <message>
        <source>Load policy</source>
        <translation>Load policy</translation>
    </message>
    <message>
        <source>flags on argv</source>
        <translation>flags on argv</translation>
    </message>
    <message>
        <source>JSON on stdin only</source>
        <translation>JSON on stdin only</translation>
    </message>
    <message>
        <source>values as $1 $2 …</source>
        <translation>values as $1 $2 …</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>owner</translation>
    </message>
    <message>
        <source>external</source>
        <translation>external</translation>
    </message>
    <message>
        <source>read only</source>
        <translation>read only</translation>
    </message>
    <message>
        <source>presentation</source>
        <translation>presentation</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>writes</translation>
    </message>
    <message>
        <source>summary</source>
        <translation>summary</translation>
    </message>
    <message>
        <source>with its group</source>
        <translation>with its group</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>hidden</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>raw text for stdin</source>
        <translation>raw text for stdin</translation>
    </message>
    <message>
        <source>arguments, split shell-style into $1, $2, …</source>
        <translation>arguments, split shell-style into $1, $2, …</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>New tool…</source>
        <translation>New tool…</translation>
    </message>
    <message>
        <source>Write a new tool from a template, register it and open it (Ctrl+N)</source>
        <translation>Write a new tool from a template, register it and open it (Ctrl+N)</translation>
    </message>
    <message>
        <source>Add scripts…</source>
        <translation>Add scripts…</translation>
    </message>
    <message>
        <source>Register script files (you can also drop them on the window)</source>
        <translation>Register script files (you can also drop them on the window)</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Open folder</translation>
    </message>
    <message>
        <source>Open the scripts folder in the file manager</source>
        <translation>Open the scripts folder in the file manager</translation>
    </message>
    <message>
        <source>Connect an agent…</source>
        <translation>Connect an agent…</translation>
    </message>
    <message>
        <source>Use these tools from Claude, Cursor, VS Code or any MCP client</source>
        <translation>Use these tools from Claude, Cursor, VS Code or any MCP client</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Settings…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Created %1 at %2</source>
        <translation>Created %1 at %2</translation>
    </message>
    <message>
        <source>The editor command in Settings did not start; opened the header editor instead.</source>
        <translation>The editor command in Settings did not start; opened the header editor instead.</translation>
    </message>
    <message>
        <source>Choose scripts to register</source>
        <translation>Choose scripts to register</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
    <message>
        <source>Check the home folder&apos;s permissions.</source>
        <translation>Check the home folder&apos;s permissions.</translation>
    </message>
    <message>
        <source>No file manager could be started to open %1.</source>
        <translation>No file manager could be started to open %1.</translation>
    </message>
    <message>
        <source>Open the folder by hand, or install a file manager (xdg-open).</source>
        <translation>Open the folder by hand, or install a file manager (xdg-open).</translation>
    </message>
</context>
<context>
    <name>FinderModel</name>
    <message>
        <source>Favourite: %1</source>
        <translation>Favourite: %1</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>Checking…</source>
        <translation>Checking…</translation>
    </message>
    <message>
        <source>No lint findings</source>
        <translation>No lint findings</translation>
    </message>
    <message>
        <source>Aliases: %1</source>
        <translation>Aliases: %1</translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation>Path: %1</translation>
    </message>
</context>
<context>
    <name>FormPreview</name>
    <message>
        <source>Form preview</source>
        <translation>Form preview</translation>
    </message>
</context>
<context>
    <name>GlobalShortcut</name>
    <message>
        <source>Open the ScriptDeck quick-run palette</source>
        <translation>Open the ScriptDeck quick-run palette</translation>
    </message>
</context>
<context>
    <name>Groups</name>
    <message>
        <source>examples</source>
        <extracomment>the groups of the built-in example tools (resources/builtin); a user&apos;s own groups are their data</extracomment>
        <translation>examples</translation>
    </message>
    <message>
        <source>media</source>
        <translation>media</translation>
    </message>
    <message>
        <source>utilities</source>
        <translation>utilities</translation>
    </message>
    <message>
        <source>system</source>
        <translation>system</translation>
    </message>
    <message>
        <source>files</source>
        <translation>files</translation>
    </message>
</context>
<context>
    <name>GuardCli</name>
    <message>
        <source>default profile</source>
        <extracomment>the human output&apos;s words (the JSON keeps its keys), in the UI language (SPEC §30)</extracomment>
        <translation>default profile</translation>
    </message>
    <message>
        <source>memory MB</source>
        <translation>memory MB</translation>
    </message>
    <message>
        <source>cpu seconds</source>
        <translation>cpu seconds</translation>
    </message>
    <message>
        <source>processes</source>
        <translation>processes</translation>
    </message>
    <message>
        <source>network</source>
        <translation>network</translation>
    </message>
    <message>
        <source>files</source>
        <translation>files</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>no limit</translation>
    </message>
    <message>
        <source>(set)</source>
        <translation>(set)</translation>
    </message>
    <message>
        <source>isolation</source>
        <translation>isolation</translation>
    </message>
    <message>
        <source>available</source>
        <translation>available</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>unavailable</translation>
    </message>
    <message>
        <source>fix</source>
        <translation>fix</translation>
    </message>
    <message>
        <source>processes limit</source>
        <translation>processes limit</translation>
    </message>
    <message>
        <source>trust policy</source>
        <translation>trust policy</translation>
    </message>
    <message>
        <source>policy</source>
        <translation>policy</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>approved</translation>
    </message>
    <message>
        <source>now</source>
        <translation>now</translation>
    </message>
    <message>
        <source>allow</source>
        <translation>allow</translation>
    </message>
    <message>
        <source>deny</source>
        <translation>deny</translation>
    </message>
    <message>
        <source>full</source>
        <translation>full</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>read-only</translation>
    </message>
    <message>
        <source>unreviewed</source>
        <translation>unreviewed</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>changed</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>owner</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>missing</translation>
    </message>
    <message>
        <source>enforced</source>
        <translation>enforced</translation>
    </message>
    <message>
        <source>not enforced for root</source>
        <translation>not enforced for root</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>warn</source>
        <translation>warn</translation>
    </message>
    <message>
        <source>enforce</source>
        <translation>enforce</translation>
    </message>
</context>
<context>
    <name>HeaderEditor</name>
    <message>
        <source>Edit header — %1</source>
        <translation>Edit header — %1</translation>
    </message>
    <message>
        <source>Chinese name (显示名称):</source>
        <translation>Chinese name (显示名称):</translation>
    </message>
    <message>
        <source>English name:</source>
        <translation>English name:</translation>
    </message>
    <message>
        <source>Description (English):</source>
        <translation>Description (English):</translation>
    </message>
    <message>
        <source>Description (Chinese):</source>
        <translation>Description (Chinese):</translation>
    </message>
    <message>
        <source>Groups:</source>
        <translation>Groups:</translation>
    </message>
    <message>
        <source>Timeout (seconds):</source>
        <translation>Timeout (seconds):</translation>
    </message>
    <message>
        <source>Arguments as:</source>
        <translation>Arguments as:</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>Parameters:</translation>
    </message>
    <message>
        <source>comma-separated, e.g. system, disk</source>
        <translation>comma-separated, e.g. system, disk</translation>
    </message>
    <message>
        <source>Preview form</source>
        <translation>Preview form</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>not set</translation>
    </message>
    <message>
        <source>This tool comes with ScriptDeck and cannot be edited. Use “Register a copy” in the tool&apos;s context menu and edit the copy.</source>
        <translation>This tool comes with ScriptDeck and cannot be edited. Use “Register a copy” in the tool&apos;s context menu and edit the copy.</translation>
    </message>
    <message>
        <source>This is a pi tool: its header follows pi&apos;s own format. Open it in your editor instead.</source>
        <translation>This is a pi tool: its header follows pi&apos;s own format. Open it in your editor instead.</translation>
    </message>
    <message>
        <source>This is a Raycast script command, read in place. Register a copy (converted to a Miyu header) and edit that.</source>
        <translation>This is a Raycast script command, read in place. Register a copy (converted to a Miyu header) and edit that.</translation>
    </message>
    <message>
        <source>This tool&apos;s folder is read-only for ScriptDeck.</source>
        <translation>This tool&apos;s folder is read-only for ScriptDeck.</translation>
    </message>
    <message>
        <source>This tool&apos;s layer is not loaded.</source>
        <translation>This tool&apos;s layer is not loaded.</translation>
    </message>
    <message>
        <source>Changes the comment header of %1 itself; the code below it is kept byte for byte.</source>
        <translation>Changes the comment header of %1 itself; the code below it is kept byte for byte.</translation>
    </message>
    <message>
        <source>Unsaved header changes</source>
        <translation>Unsaved header changes</translation>
    </message>
    <message>
        <source>The header of %1 has changes that are not saved.</source>
        <translation>The header of %1 has changes that are not saved.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Discard changes</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Keep editing</translation>
    </message>
    <message>
        <source>Edit header of %1</source>
        <translation>Edit header of %1</translation>
    </message>
</context>
<context>
    <name>HelpActions</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Header format</source>
        <translation>Header format</translation>
    </message>
    <message>
        <source>About ScriptDeck</source>
        <translation>About ScriptDeck</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>Quick-run palette: find a tool, fill in its arguments, run it</source>
        <extracomment>(key sequence as Qt&apos;s portable text, what it does) — the window binds exactly these (see tool_actions)</extracomment>
        <translation>Quick-run palette: find a tool, fill in its arguments, run it</translation>
    </message>
    <message>
        <source>Copy the output (in the quick-run palette)</source>
        <translation>Copy the output (in the quick-run palette)</translation>
    </message>
    <message>
        <source>New tool from a template</source>
        <translation>New tool from a template</translation>
    </message>
    <message>
        <source>Add scripts (register files)</source>
        <translation>Add scripts (register files)</translation>
    </message>
    <message>
        <source>Refresh the list</source>
        <translation>Refresh the list</translation>
    </message>
    <message>
        <source>Focus the search box</source>
        <translation>Focus the search box</translation>
    </message>
    <message>
        <source>Clear the search (in the search box)</source>
        <translation>Clear the search (in the search box)</translation>
    </message>
    <message>
        <source>Run the form (in the Run tab)</source>
        <translation>Run the form (in the Run tab)</translation>
    </message>
    <message>
        <source>Save the overrides or the header being edited</source>
        <translation>Save the overrides or the header being edited</translation>
    </message>
    <message>
        <source>Remove the selected tool (asks first)</source>
        <translation>Remove the selected tool (asks first)</translation>
    </message>
    <message>
        <source>Edit the display name (header editor, or the Overrides name field)</source>
        <translation>Edit the display name (header editor, or the Overrides name field)</translation>
    </message>
    <message>
        <source>Open the selected tool in your editor</source>
        <translation>Open the selected tool in your editor</translation>
    </message>
    <message>
        <source>Star or unstar the selected tool: favourites come first in the palette (also in the palette)</source>
        <translation>Star or unstar the selected tool: favourites come first in the palette (also in the palette)</translation>
    </message>
    <message>
        <source>Show the Details tab</source>
        <translation>Show the Details tab</translation>
    </message>
    <message>
        <source>Show the Overrides tab</source>
        <translation>Show the Overrides tab</translation>
    </message>
    <message>
        <source>Show the Run tab</source>
        <translation>Show the Run tab</translation>
    </message>
    <message>
        <source>Show the Tests tab</source>
        <translation>Show the Tests tab</translation>
    </message>
    <message>
        <source>Show or hide Agent activity</source>
        <translation>Show or hide Agent activity</translation>
    </message>
    <message>
        <source>Show or hide Skills (Agent Skills of every client)</source>
        <translation>Show or hide Skills (Agent Skills of every client)</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Undo the last change</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Context menu of the selected tool</source>
        <translation>Context menu of the selected tool</translation>
    </message>
    <message>
        <source>This list of shortcuts</source>
        <translation>This list of shortcuts</translation>
    </message>
    <message>
        <source>Quit ScriptDeck (asks first when tools are running)</source>
        <translation>Quit ScriptDeck (asks first when tools are running)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>the tool id, used only when it is a valid id</source>
        <translation>the tool id, used only when it is a valid id</translation>
    </message>
    <message>
        <source>English description: what the model sees</source>
        <translation>English description: what the model sees</translation>
    </message>
    <message>
        <source>Chinese description (the model sees English first)</source>
        <translation>Chinese description (the model sees English first)</translation>
    </message>
    <message>
        <source>English name in the window</source>
        <translation>English name in the window</translation>
    </message>
    <message>
        <source>Chinese name in the window (house rules ask for it)</source>
        <translation>Chinese name in the window (house rules ask for it)</translation>
    </message>
    <message>
        <source>seconds, a whole number &gt; 0 (60s works; capped at 300)</source>
        <translation>seconds, a whole number &gt; 0 (60s works; capped at 300)</translation>
    </message>
    <message>
        <source>groups, separated by commas, semicolons or spaces</source>
        <translation>groups, separated by commas, semicolons or spaces</translation>
    </message>
    <message>
        <source>tools the agent should call first</source>
        <translation>tools the agent should call first</translation>
    </message>
    <message>
        <source>host capabilities the tool asks for</source>
        <translation>host capabilities the tool asks for</translation>
    </message>
    <message>
        <source>flags, positional or none: how arguments reach the command line</source>
        <translation>flags, positional or none: how arguments reach the command line</translation>
    </message>
    <message>
        <source>JSON Schema of the arguments (inline, or a block over several comment lines)</source>
        <translation>JSON Schema of the arguments (inline, or a block over several comment lines)</translation>
    </message>
    <message>
        <source>owner or external</source>
        <translation>owner or external</translation>
    </message>
    <message>
        <source>read_only, presentation or writes</source>
        <translation>read_only, presentation or writes</translation>
    </message>
    <message>
        <source>an example call shown in the agent&apos;s stub</source>
        <translation>an example call shown in the agent&apos;s stub</translation>
    </message>
    <message>
        <source>Hint: &lt;tool&gt;: &lt;sentence&gt; — repeatable</source>
        <translation>Hint: &lt;tool&gt;: &lt;sentence&gt; — repeatable</translation>
    </message>
    <message>
        <source>tool or skill</source>
        <translation>tool or skill</translation>
    </message>
    <message>
        <source>yes: the window asks before each run, and MCP marks the tool destructive</source>
        <translation>yes: the window asks before each run, and MCP marks the tool destructive</translation>
    </message>
    <message>
        <source>The header is the comment block right after the shebang (#!). Each line is “# Key: value” (// works too; the full-width colon ： as well). Keys are case-insensitive; the first line that is not a comment ends the header.</source>
        <translation>The header is the comment block right after the shebang (#!). Each line is “# Key: value” (// works too; the full-width colon ： as well). Keys are case-insensitive; the first line that is not a comment ends the header.</translation>
    </message>
    <message>
        <source>Header format</source>
        <translation>Header format</translation>
    </message>
    <message>
        <source>Key (and aliases)</source>
        <translation>Key (and aliases)</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Meaning</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>Example:</translation>
    </message>
    <message>
        <source>Script tools for AI agents: list, write, lint and run them.</source>
        <translation>Script tools for AI agents: list, write, lint and run them.</translation>
    </message>
    <message>
        <source>ScriptDeck keeps your script tools in one place: it reads each script&apos;s comment header, checks it, runs it with a form made from its parameters, and serves the tools to AI agents (MCP). Drop a script on the window to register it.</source>
        <translation>ScriptDeck keeps your script tools in one place: it reads each script&apos;s comment header, checks it, runs it with a form made from its parameters, and serves the tools to AI agents (MCP). Drop a script on the window to register it.</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Home folder</source>
        <translation>Home folder</translation>
    </message>
    <message>
        <source>State folder</source>
        <translation>State folder</translation>
    </message>
    <message>
        <source>Runs on</source>
        <translation>Runs on</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>About ScriptDeck</source>
        <translation>About ScriptDeck</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation>Re-run</translation>
    </message>
    <message>
        <source>Load arguments</source>
        <translation>Load arguments</translation>
    </message>
    <message>
        <source>Save as test case…</source>
        <translation>Save as test case…</translation>
    </message>
</context>
<context>
    <name>HomePart</name>
    <message>
        <source>Home: %1</source>
        <translation>Home: %1</translation>
    </message>
</context>
<context>
    <name>HttpConnectPage</name>
    <message>
        <source>Agents that speak MCP over HTTP (in a container, on another machine, or several at once) use this URL and send the token in an Authorization header. Anyone with the token can call every served tool: keep it like a password, and rotate it with scriptdeck mcp token --rotate.</source>
        <translation>Agents that speak MCP over HTTP (in a container, on another machine, or several at once) use this URL and send the token in an Authorization header. Anyone with the token can call every served tool: keep it like a password, and rotate it with scriptdeck mcp token --rotate.</translation>
    </message>
    <message>
        <source>Over HTTP</source>
        <translation>Over HTTP</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Copy the URL</source>
        <translation>Copy the URL</translation>
    </message>
    <message>
        <source>Copy the token</source>
        <translation>Copy the token</translation>
    </message>
    <message>
        <source>Show the token</source>
        <translation>Show the token</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Show</translation>
    </message>
    <message>
        <source>HTTP configuration for %1</source>
        <translation>HTTP configuration for %1</translation>
    </message>
    <message>
        <source>Copy the HTTP configuration for %1</source>
        <translation>Copy the HTTP configuration for %1</translation>
    </message>
    <message>
        <source>No server is running: start one in Settings → Serve over HTTP, or run scriptdeck mcp --http %1.</source>
        <translation>No server is running: start one in Settings → Serve over HTTP, or run scriptdeck mcp --http %1.</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Copied to the clipboard.</translation>
    </message>
</context>
<context>
    <name>HttpServeTab</name>
    <message>
        <source>Serve over HTTP</source>
        <translation>Serve over HTTP</translation>
    </message>
    <message>
        <source>Port on 127.0.0.1</source>
        <translation>Port on 127.0.0.1</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>any free port</translation>
    </message>
    <message>
        <source>Agents on this machine (or in a container that shares its network) reach the deck at the URL below with the token: Connect an agent shows both and ready configurations. For other machines use scriptdeck mcp --http behind a TLS reverse proxy (docs/mcp.md).</source>
        <translation>Agents on this machine (or in a container that shares its network) reach the deck at the URL below with the token: Connect an agent shows both and ready configurations. For other machines use scriptdeck mcp --http behind a TLS reverse proxy (docs/mcp.md).</translation>
    </message>
</context>
<context>
    <name>HttpStatusLabel</name>
    <message>
        <source>Serving on %1 · sessions: %2</source>
        <translation>Serving on %1 · sessions: %2</translation>
    </message>
    <message>
        <source>last call: %1</source>
        <translation>last call: %1</translation>
    </message>
    <message>
        <source>Starting the HTTP server…</source>
        <translation>Starting the HTTP server…</translation>
    </message>
    <message>
        <source>Stopping the HTTP server…</source>
        <translation>Stopping the HTTP server…</translation>
    </message>
    <message>
        <source>The HTTP server stopped: %1</source>
        <translation>The HTTP server stopped: %1</translation>
    </message>
    <message>
        <source>Not serving over HTTP.</source>
        <translation>Not serving over HTTP.</translation>
    </message>
</context>
<context>
    <name>IndexBanner</name>
    <message>
        <source>The %1 layer&apos;s index.json cannot be read (%2). Its overrides are ignored and ScriptDeck will not write to it. Fix: repair %3 by hand (a copy may be in index.json.bak) or move it aside.</source>
        <translation>The %1 layer&apos;s index.json cannot be read (%2). Its overrides are ignored and ScriptDeck will not write to it. Fix: repair %3 by hand (a copy may be in index.json.bak) or move it aside.</translation>
    </message>
</context>
<context>
    <name>InlineFields</name>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
</context>
<context>
    <name>JsonEditor</name>
    <message>
        <source>JSON value</source>
        <translation>JSON value</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>not valid JSON: %1</translation>
    </message>
</context>
<context>
    <name>JsonError</name>
    <message>
        <source>a value is expected</source>
        <translation>a value is expected</translation>
    </message>
    <message>
        <source>a key in double quotes is expected</source>
        <translation>a key in double quotes is expected</translation>
    </message>
    <message>
        <source>a “:” is expected</source>
        <translation>a “:” is expected</translation>
    </message>
    <message>
        <source>a “,” is expected</source>
        <translation>a “,” is expected</translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation>a string is not closed</translation>
    </message>
    <message>
        <source>a control character inside a string</source>
        <translation>a control character inside a string</translation>
    </message>
    <message>
        <source>an invalid \ escape</source>
        <translation>an invalid \ escape</translation>
    </message>
    <message>
        <source>an invalid \u escape</source>
        <translation>an invalid \u escape</translation>
    </message>
    <message>
        <source>extra text after the value</source>
        <translation>extra text after the value</translation>
    </message>
    <message>
        <source>a comma before “}”</source>
        <translation>a comma before “}”</translation>
    </message>
    <message>
        <source>a comma before “]”</source>
        <translation>a comma before “]”</translation>
    </message>
    <message>
        <source>%1 (line %2, column %3)</source>
        <translation>%1 (line %2, column %3)</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>nested too deeply</translation>
    </message>
</context>
<context>
    <name>Layers</name>
    <message>
        <source>builtin</source>
        <translation>builtin</translation>
    </message>
    <message>
        <source>global</source>
        <translation>global</translation>
    </message>
    <message>
        <source>persona</source>
        <translation>persona</translation>
    </message>
    <message>
        <source>pi global</source>
        <translation>pi global</translation>
    </message>
    <message>
        <source>pi project</source>
        <translation>pi project</translation>
    </message>
    <message>
        <source>pi library</source>
        <translation>pi library</translation>
    </message>
    <message>
        <source>Raycast</source>
        <translation>Raycast</translation>
    </message>
    <message>
        <source>library %1 (git)</source>
        <translation>library %1 (git)</translation>
    </message>
</context>
<context>
    <name>LibrariesTab</name>
    <message>
        <source>Type the repository&apos;s address first.</source>
        <translation>Type the repository&apos;s address first.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
    <message>
        <source>Cloning…</source>
        <translation>Cloning…</translation>
    </message>
    <message>
        <source>Fetching…</source>
        <translation>Fetching…</translation>
    </message>
    <message>
        <source>Listing the changes…</source>
        <translation>Listing the changes…</translation>
    </message>
    <message>
        <source>Checking out the new commit…</source>
        <translation>Checking out the new commit…</translation>
    </message>
    <message>
        <source>Running the library&apos;s tests against the new commit…</source>
        <translation>Running the library&apos;s tests against the new commit…</translation>
    </message>
    <message>
        <source>Added %1: its tools are in the layer library:%1.</source>
        <translation>Added %1: its tools are in the layer library:%1.</translation>
    </message>
    <message>
        <source>%1 is up to date.</source>
        <translation>%1 is up to date.</translation>
    </message>
    <message>
        <source>The update&apos;s tests passed. Switch to it?</source>
        <translation>The update&apos;s tests passed. Switch to it?</translation>
    </message>
    <message>
        <source>The update&apos;s tests failed: the library stays on its commit unless you switch anyway.</source>
        <translation>The update&apos;s tests failed: the library stays on its commit unless you switch anyway.</translation>
    </message>
    <message>
        <source>added</source>
        <translation>added</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>removed</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>changed</translation>
    </message>
    <message>
        <source>tool</source>
        <translation>tool</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>skill</translation>
    </message>
    <message>
        <source>tests</source>
        <translation>tests</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>The library has no tool tests.</source>
        <translation>The library has no tool tests.</translation>
    </message>
    <message>
        <source>Tests of the new commit: %1 passed, %2 failed, %3 skipped</source>
        <translation>Tests of the new commit: %1 passed, %2 failed, %3 skipped</translation>
    </message>
    <message>
        <source>Trust policy enforce: approve these again before agents can call them: %1</source>
        <translation>Trust policy enforce: approve these again before agents can call them: %1</translation>
    </message>
    <message>
        <source>%1 now uses %2.</source>
        <translation>%1 now uses %2.</translation>
    </message>
    <message>
        <source>Discarded; %1 stays on %2.</source>
        <translation>Discarded; %1 stays on %2.</translation>
    </message>
    <message>
        <source>Removed %1; its files are in the trash.</source>
        <translation>Removed %1; its files are in the trash.</translation>
    </message>
    <message>
        <source>A library is a git repository of tools and skills your team shares. ScriptDeck keeps it on one commit and moves to a newer one only after showing what changes and running the library&apos;s tests.</source>
        <translation>A library is a git repository of tools and skills your team shares. ScriptDeck keeps it on one commit and moves to a newer one only after showing what changes and running the library&apos;s tests.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <source>Branch or tag</source>
        <translation>Branch or tag</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>Commit</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Skills</translation>
    </message>
    <message>
        <source>Last update</source>
        <translation>Last update</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>Libraries</translation>
    </message>
    <message>
        <source>Check for update…</source>
        <translation>Check for update…</translation>
    </message>
    <message>
        <source>Check the selected library for an update</source>
        <translation>Check the selected library for an update</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Remove the selected library</source>
        <translation>Remove the selected library</translation>
    </message>
    <message>
        <source>Repository address</source>
        <translation>Repository address</translation>
    </message>
    <message>
        <source>https://…, git@host:path, file://… or a folder</source>
        <translation>https://…, git@host:path, file://… or a folder</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Name (optional)</translation>
    </message>
    <message>
        <source>from the address</source>
        <translation>from the address</translation>
    </message>
    <message>
        <source>Branch, tag or commit</source>
        <translation>Branch, tag or commit</translation>
    </message>
    <message>
        <source>the default branch</source>
        <translation>the default branch</translation>
    </message>
    <message>
        <source>Add library</source>
        <translation>Add library</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Cancel the library operation</source>
        <translation>Cancel the library operation</translation>
    </message>
    <message>
        <source>Library operation in progress</source>
        <translation>Library operation in progress</translation>
    </message>
    <message>
        <source>What the update changes</source>
        <translation>What the update changes</translation>
    </message>
    <message>
        <source>Switch to the new commit</source>
        <translation>Switch to the new commit</translation>
    </message>
    <message>
        <source>Switch anyway</source>
        <translation>Switch anyway</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Discard the update</source>
        <translation>Discard the update</translation>
    </message>
</context>
<context>
    <name>LibraryCli</name>
    <message>
        <source>Added library {a0} at {a1} ({a2} tools, {a3} skills): layer library:{a0}</source>
        <translation>Added library {a0} at {a1} ({a2} tools, {a3} skills): layer library:{a0}</translation>
    </message>
    <message>
        <source>{a0} is up to date ({a1})</source>
        <translation>{a0} is up to date ({a1})</translation>
    </message>
    <message>
        <source>{a0}: an update exists, {a1} → {a2}</source>
        <translation>{a0}: an update exists, {a1} → {a2}</translation>
    </message>
    <message>
        <source>{a0} now uses {a1} (was {a2})</source>
        <translation>{a0} now uses {a1} (was {a2})</translation>
    </message>
    <message>
        <source>{a0} now uses {a1} (was {a2}) although its tests failed (--force)</source>
        <translation>{a0} now uses {a1} (was {a2}) although its tests failed (--force)</translation>
    </message>
    <message>
        <source>{a0} stays on {a1}: the new commit&apos;s tests failed</source>
        <translation>{a0} stays on {a1}: the new commit&apos;s tests failed</translation>
    </message>
    <message>
        <source>ask the library&apos;s owner to fix them, or take the update anyway with --force</source>
        <translation>ask the library&apos;s owner to fix them, or take the update anyway with --force</translation>
    </message>
    <message>
        <source>{a0} stays on {a1}: {a2}</source>
        <translation>{a0} stays on {a1}: {a2}</translation>
    </message>
    <message>
        <source>Tests of the new commit: {a0} passed, {a1} failed, {a2} skipped</source>
        <translation>Tests of the new commit: {a0} passed, {a1} failed, {a2} skipped</translation>
    </message>
    <message>
        <source>The library has no tool tests (.tests/)</source>
        <translation>The library has no tool tests (.tests/)</translation>
    </message>
    <message>
        <source>Trust policy enforce: agents cannot call these until you approve them again: {a0}</source>
        <translation>Trust policy enforce: agents cannot call these until you approve them again: {a0}</translation>
    </message>
    <message>
        <source>Removed library {a0}; its files are in {a1}</source>
        <translation>Removed library {a0}; its files are in {a1}</translation>
    </message>
    <message>
        <source>No libraries. Add one with: scriptdeck library add URL</source>
        <translation>No libraries. Add one with: scriptdeck library add URL</translation>
    </message>
    <message>
        <source>Changes ({a0}):</source>
        <translation>Changes ({a0}):</translation>
    </message>
    <message>
        <source>No file changes</source>
        <translation>No file changes</translation>
    </message>
    <message>
        <source>Fetching…</source>
        <translation>Fetching…</translation>
    </message>
    <message>
        <source>Listing the changes…</source>
        <translation>Listing the changes…</translation>
    </message>
    <message>
        <source>Checking out the new commit…</source>
        <translation>Checking out the new commit…</translation>
    </message>
    <message>
        <source>Running the library&apos;s tests against it…</source>
        <translation>Running the library&apos;s tests against it…</translation>
    </message>
    <message>
        <source>added</source>
        <translation>added</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>removed</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>changed</translation>
    </message>
    <message>
        <source>tool</source>
        <translation>tool</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>skill</translation>
    </message>
    <message>
        <source>tests</source>
        <translation>tests</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>{a0}  {a1}  ref {a2}  commit {a3}  {a4} tools  {a5} skills  updated {a6}</source>
        <translation>{a0}  {a1}  ref {a2}  commit {a3}  {a4} tools  {a5} skills  updated {a6}</translation>
    </message>
    <message>
        <source>… and the diffs of {a0} more files (library update --check --json has them all)</source>
        <translation>… and the diffs of {a0} more files (library update --check --json has them all)</translation>
    </message>
    <message>
        <source>error</source>
        <extracomment>the diffs printed by ``library update`` in text, in characters (``--json`` carries every one)</extracomment>
        <translation>error</translation>
    </message>
    <message>
        <source>fix</source>
        <translation>fix</translation>
    </message>
</context>
<context>
    <name>LintSection</name>
    <message>
        <source>Lint</source>
        <translation>Lint</translation>
    </message>
    <message>
        <source>Undo fix</source>
        <translation>Undo fix</translation>
    </message>
    <message>
        <source>No findings</source>
        <translation>No findings</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Fix</translation>
    </message>
    <message>
        <source>Add a Chinese name</source>
        <translation>Add a Chinese name</translation>
    </message>
    <message>
        <source>Chinese name (显示名称) for %1:</source>
        <translation>Chinese name (显示名称) for %1:</translation>
    </message>
    <message>
        <source>Add a description</source>
        <translation>Add a description</translation>
    </message>
    <message>
        <source>English description for %1:</source>
        <translation>English description for %1:</translation>
    </message>
    <message>
        <source>Fix %1 in %2</source>
        <translation>Fix %1 in %2</translation>
    </message>
    <message>
        <source>Nothing was changed; check the file&apos;s owner, its permissions and free disk space.</source>
        <translation>Nothing was changed; check the file&apos;s owner, its permissions and free disk space.</translation>
    </message>
    <message>
        <source>Fixed %1 in %2. A copy of the file from before the fix is kept at %3.</source>
        <translation>Fixed %1 in %2. A copy of the file from before the fix is kept at %3.</translation>
    </message>
    <message>
        <source>The copy is kept at %1; restore it by hand.</source>
        <translation>The copy is kept at %1; restore it by hand.</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>ScriptDeck — script tools for AI agents</source>
        <translation>ScriptDeck — script tools for AI agents</translation>
    </message>
    <message>
        <source>Tool panes</source>
        <translation>Tool panes</translation>
    </message>
    <message>
        <source>More toolbar actions</source>
        <translation>More toolbar actions</translation>
    </message>
    <message>
        <source>Agent activity</source>
        <translation>Agent activity</translation>
    </message>
    <message>
        <source>Every run of every tool, live: from agents, tool-call and this window</source>
        <translation>Every run of every tool, live: from agents, tool-call and this window</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Overrides</source>
        <translation>Overrides</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>The search and filters were cleared to show %1.</source>
        <translation>The search and filters were cleared to show %1.</translation>
    </message>
    <message>
        <source>ScriptDeck</source>
        <translation>ScriptDeck</translation>
    </message>
    <message>
        <source>Registered: %1</source>
        <translation>Registered: %1</translation>
    </message>
</context>
<context>
    <name>MapEditor</name>
    <message>
        <source>Add entry</source>
        <translation>Add entry</translation>
    </message>
    <message>
        <source>key</source>
        <translation>key</translation>
    </message>
    <message>
        <source>Remove this entry</source>
        <translation>Remove this entry</translation>
    </message>
    <message>
        <source>the entries</source>
        <translation>the entries</translation>
    </message>
    <message>
        <source>Add entry to %1</source>
        <translation>Add entry to %1</translation>
    </message>
    <message>
        <source>Key %1 of %2</source>
        <translation>Key %1 of %2</translation>
    </message>
    <message>
        <source>Value %1 of %2</source>
        <translation>Value %1 of %2</translation>
    </message>
    <message>
        <source>Remove entry %1 of %2</source>
        <translation>Remove entry %1 of %2</translation>
    </message>
    <message>
        <source>an entry has no key</source>
        <translation>an entry has no key</translation>
    </message>
    <message>
        <source>the key %1 is there twice</source>
        <translation>the key %1 is there twice</translation>
    </message>
</context>
<context>
    <name>MarksBar</name>
    <message>
        <source>Aliases:</source>
        <translation>Aliases:</translation>
    </message>
    <message>
        <source>short names the palette and search find first, e.g. lk tr</source>
        <translation>short names the palette and search find first, e.g. lk tr</translation>
    </message>
    <message>
        <source>Save aliases</source>
        <translation>Save aliases</translation>
    </message>
    <message>
        <source>Built-in, library, pi and Raycast tools cannot keep favourites or aliases; register a copy first</source>
        <translation>Built-in, library, pi and Raycast tools cannot keep favourites or aliases; register a copy first</translation>
    </message>
    <message>
        <source>★ Favourite</source>
        <translation>★ Favourite</translation>
    </message>
    <message>
        <source>☆ Add to favourites</source>
        <translation>☆ Add to favourites</translation>
    </message>
    <message>
        <source>Favourite</source>
        <translation>Favourite</translation>
    </message>
    <message>
        <source>Favourites come first in the quick-run palette (Ctrl+D)</source>
        <translation>Favourites come first in the quick-run palette (Ctrl+D)</translation>
    </message>
    <message>
        <source>Add %1 to favourites</source>
        <translation>Add %1 to favourites</translation>
    </message>
    <message>
        <source>Remove %1 from favourites</source>
        <translation>Remove %1 from favourites</translation>
    </message>
    <message>
        <source>Aliases of %1</source>
        <translation>Aliases of %1</translation>
    </message>
    <message>
        <source>Nothing was written; check free disk space and permissions.</source>
        <translation>Nothing was written; check free disk space and permissions.</translation>
    </message>
</context>
<context>
    <name>MarksCli</name>
    <message>
        <source>%1 now answers to the alias %2</source>
        <translation>%1 now answers to the alias %2</translation>
    </message>
    <message>
        <source>Nothing to do: %1 already has the alias %2</source>
        <translation>Nothing to do: %1 already has the alias %2</translation>
    </message>
    <message>
        <source>Removed the alias %2 from %1</source>
        <translation>Removed the alias %2 from %1</translation>
    </message>
    <message>
        <source>Nothing to do: %1 has no alias %2</source>
        <translation>Nothing to do: %1 has no alias %2</translation>
    </message>
    <message>
        <source>Aliases of %1: %2</source>
        <translation>Aliases of %1: %2</translation>
    </message>
    <message>
        <source>%1 has no aliases. Add one with: scriptdeck alias %1 NAME</source>
        <translation>%1 has no aliases. Add one with: scriptdeck alias %1 NAME</translation>
    </message>
    <message>
        <source>No tool has an alias yet. Add one with: scriptdeck alias ID NAME</source>
        <translation>No tool has an alias yet. Add one with: scriptdeck alias ID NAME</translation>
    </message>
    <message>
        <source>★ %1 is a favourite</source>
        <translation>★ %1 is a favourite</translation>
    </message>
    <message>
        <source>%1 is no longer a favourite</source>
        <translation>%1 is no longer a favourite</translation>
    </message>
    <message>
        <source>Nothing to do: %1 is already a favourite</source>
        <translation>Nothing to do: %1 is already a favourite</translation>
    </message>
    <message>
        <source>Nothing to do: %1 is not a favourite</source>
        <translation>Nothing to do: %1 is not a favourite</translation>
    </message>
    <message>
        <source>No favourites yet. Star a tool with: scriptdeck favourite ID</source>
        <translation>No favourites yet. Star a tool with: scriptdeck favourite ID</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>fix</source>
        <translation>fix</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>warning</translation>
    </message>
</context>
<context>
    <name>MessagesView</name>
    <message>
        <source>As the client got it</source>
        <extracomment>the file name an export suggests</extracomment>
        <translation>As the client got it</translation>
    </message>
    <message>
        <source>MCP messages</source>
        <translation>MCP messages</translation>
    </message>
    <message>
        <source>Send a request</source>
        <translation>Send a request</translation>
    </message>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Bytes in</source>
        <translation>Bytes in</translation>
    </message>
    <message>
        <source>Bytes out</source>
        <translation>Bytes out</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Filter by method, client, tool or error…</source>
        <translation>Filter by method, client, tool or error…</translation>
    </message>
    <message>
        <source>Filter the messages</source>
        <translation>Filter the messages</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>Errors only</translation>
    </message>
    <message>
        <source>Export as JSON lines…</source>
        <translation>Export as JSON lines…</translation>
    </message>
    <message>
        <source>Select a run an agent made over MCP to see the result exactly as its client received it.</source>
        <translation>Select a run an agent made over MCP to see the result exactly as its client received it.</translation>
    </message>
    <message>
        <source>Select a message to see its request and answer.</source>
        <translation>Select a message to see its request and answer.</translation>
    </message>
    <message>
        <source>Result as the client got it</source>
        <translation>Result as the client got it</translation>
    </message>
    <message>
        <source>Request and answer</source>
        <translation>Request and answer</translation>
    </message>
    <message>
        <source>Agent&apos;s view</source>
        <translation>Agent&apos;s view</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl)</source>
        <translation>JSON lines (*.jsonl)</translation>
    </message>
    <message>
        <source>Export the shown messages</source>
        <translation>Export the shown messages</translation>
    </message>
    <message>
        <source>Choose a folder you can write to.</source>
        <translation>Choose a folder you can write to.</translation>
    </message>
    <message>
        <source>Exported %1 message(s) to %2</source>
        <translation>Exported %1 message(s) to %2</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Request</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Answer</translation>
    </message>
    <message>
        <source>(larger than 64 KiB: its size only)</source>
        <translation>(larger than 64 KiB: its size only)</translation>
    </message>
    <message>
        <source>Not in the MCP message log (it keeps the newest messages only).</source>
        <translation>Not in the MCP message log (it keeps the newest messages only).</translation>
    </message>
</context>
<context>
    <name>NewToolDialog</name>
    <message>
        <source>New tool</source>
        <translation>New tool</translation>
    </message>
    <message>
        <source>Writes a working skeleton with a correct header, registers it and opens it in your editor. Fill in what the tool does afterwards.</source>
        <translation>Writes a working skeleton with a correct header, registers it and opens it in your editor. Fill in what the tool does afterwards.</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>Template:</translation>
    </message>
    <message>
        <source>Scope:</source>
        <translation>Scope:</translation>
    </message>
    <message>
        <source>Chinese name:</source>
        <translation>Chinese name:</translation>
    </message>
    <message>
        <source>English name:</source>
        <translation>English name:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Description:</translation>
    </message>
    <message>
        <source>Groups:</source>
        <translation>Groups:</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Bash</source>
        <translation>Bash</translation>
    </message>
    <message>
        <source>Node.js</source>
        <translation>Node.js</translation>
    </message>
    <message>
        <source>pi (.sh in a pi folder)</source>
        <translation>pi (.sh in a pi folder)</translation>
    </message>
    <message>
        <source>This persona only</source>
        <translation>This persona only</translation>
    </message>
    <message>
        <source>Every persona (global)</source>
        <translation>Every persona (global)</translation>
    </message>
    <message>
        <source>e.g. check_disk (letters, digits and _)</source>
        <translation>e.g. check_disk (letters, digits and _)</translation>
    </message>
    <message>
        <source>optional; e.g. 检查磁盘</source>
        <translation>optional; e.g. 检查磁盘</translation>
    </message>
    <message>
        <source>optional; made from the id when empty</source>
        <translation>optional; made from the id when empty</translation>
    </message>
    <message>
        <source>optional; one English sentence the agent reads</source>
        <translation>optional; one English sentence the agent reads</translation>
    </message>
    <message>
        <source>optional; e.g. system, disk</source>
        <translation>optional; e.g. system, disk</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Create</translation>
    </message>
    <message>
        <source>Type an id: the name the agent calls the tool by.</source>
        <translation>Type an id: the name the agent calls the tool by.</translation>
    </message>
    <message>
        <source>Will be written to %1</source>
        <translation>Will be written to %1</translation>
    </message>
    <message>
        <source>%1 already exists; choose another id.</source>
        <translation>%1 already exists; choose another id.</translation>
    </message>
    <message>
        <source>The id %1 is already used in this layer; choose another id.</source>
        <translation>The id %1 is already used in this layer; choose another id.</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>Nothing was written: %1</translation>
    </message>
</context>
<context>
    <name>ObjectEditor</name>
    <message>
        <source>This tool takes no arguments.</source>
        <translation>This tool takes no arguments.</translation>
    </message>
</context>
<context>
    <name>Operations</name>
    <message>
        <source>New tool %1</source>
        <translation>New tool %1</translation>
    </message>
    <message>
        <source>Register %1</source>
        <translation>Register %1</translation>
    </message>
    <message>
        <source>Enable %1</source>
        <extracomment>``--library DIALECT:DIR`` flags of this process (settings&apos; libraries are read on every reload) what the persona&apos;s served list costs the agent in tokens (SPEC §22), recounted only where changed</extracomment>
        <translation>Enable %1</translation>
    </message>
    <message>
        <source>Disable %1</source>
        <translation>Disable %1</translation>
    </message>
</context>
<context>
    <name>OptionalEditor</name>
    <message>
        <source>set (untick to leave it out)</source>
        <translation>set (untick to leave it out)</translation>
    </message>
    <message>
        <source>not set: sent as null (tick to give a value)</source>
        <translation>not set: sent as null (tick to give a value)</translation>
    </message>
    <message>
        <source>not set: left out (tick to give a value)</source>
        <translation>not set: left out (tick to give a value)</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>Set %1</translation>
    </message>
</context>
<context>
    <name>OutputViewer</name>
    <message>
        <source>Full output — %1</source>
        <translation>Full output — %1</translation>
    </message>
    <message>
        <source>Find in output…</source>
        <translation>Find in output…</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Previous</translation>
    </message>
    <message>
        <source>%1 (%2 characters)</source>
        <translation>%1 (%2 characters)</translation>
    </message>
    <message>
        <source>Save to file…</source>
        <translation>Save to file…</translation>
    </message>
    <message>
        <source>Copy as the agent sees it</source>
        <translation>Copy as the agent sees it</translation>
    </message>
    <message>
        <source>The result JSON the agent receives (output cut to 20,000 characters)</source>
        <translation>The result JSON the agent receives (output cut to 20,000 characters)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Not found</translation>
    </message>
    <message>
        <source>Save output</source>
        <translation>Save output</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
</context>
<context>
    <name>OverrideTable</name>
    <message>
        <source>Field</source>
        <extracomment>an editor&apos;s text changed (the pane validates) &quot;Preview form&quot; was pressed</extracomment>
        <translation>Field</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Override</source>
        <translation>Override</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>Effective</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(not set)</translation>
    </message>
    <message>
        <source>Chinese and English name</source>
        <translation>Chinese and English name</translation>
    </message>
    <message>
        <source>index.json has one name slot (the row above): a name with Chinese characters replaces the Chinese name only; a name without them replaces both names.</source>
        <translation>index.json has one name slot (the row above): a name with Chinese characters replaces the Chinese name only; a name without them replaces both names.</translation>
    </message>
    <message>
        <source>Preview form</source>
        <translation>Preview form</translation>
    </message>
    <message>
        <source>Open the run form these parameters make</source>
        <translation>Open the run form these parameters make</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>Reset to the header value (remove the override)</source>
        <translation>Reset to the header value (remove the override)</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>Reset %1</translation>
    </message>
    <message>
        <source>%1 (from the id)</source>
        <translation>%1 (from the id)</translation>
    </message>
    <message>
        <source>header</source>
        <translation>header</translation>
    </message>
    <message>
        <source>index.json</source>
        <translation>index.json</translation>
    </message>
    <message>
        <source>default</source>
        <translation>default</translation>
    </message>
    <message>
        <source>%1 s (%2)</source>
        <translation>%1 s (%2)</translation>
    </message>
</context>
<context>
    <name>OverridesEditor</name>
    <message>
        <source>Field</source>
        <translation>Field</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revert</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Reload</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Keep mine</translation>
    </message>
    <message>
        <source>Select a tool to edit its index.json overrides.</source>
        <translation>Select a tool to edit its index.json overrides.</translation>
    </message>
    <message>
        <source>%1 is read-only (layer %2). Register a copy to override its fields.</source>
        <translation>%1 is read-only (layer %2). Register a copy to override its fields.</translation>
    </message>
    <message>
        <source>Overrides are written to %1. Only fields you set are saved.</source>
        <translation>Overrides are written to %1. Only fields you set are saved.</translation>
    </message>
    <message>
        <source>Your values and index.json&apos;s</source>
        <translation>Your values and index.json&apos;s</translation>
    </message>
    <message>
        <source>Yours (typed)</source>
        <translation>Yours (typed)</translation>
    </message>
    <message>
        <source>In index.json now</source>
        <translation>In index.json now</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 is not valid JSON: %2</translation>
    </message>
    <message>
        <source>parameters: %1</source>
        <translation>parameters: %1</translation>
    </message>
    <message>
        <source>must be a JSON Schema with &quot;type&quot;: &quot;object&quot;</source>
        <translation>must be a JSON Schema with &quot;type&quot;: &quot;object&quot;</translation>
    </message>
    <message>
        <source>Parameters is not a valid JSON Schema: %1</source>
        <translation>Parameters is not a valid JSON Schema: %1</translation>
    </message>
    <message>
        <source>Unsaved changes: %1</source>
        <translation>Unsaved changes: %1</translation>
    </message>
    <message>
        <source>Not saved: index.json was changed outside ScriptDeck while you edited %1. Choose Reload or Keep mine in the Overrides tab, then save.</source>
        <translation>Not saved: index.json was changed outside ScriptDeck while you edited %1. Choose Reload or Keep mine in the Overrides tab, then save.</translation>
    </message>
    <message>
        <source>Save overrides of %1</source>
        <translation>Save overrides of %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
    <message>
        <source>Nothing was written; check free disk space.</source>
        <translation>Nothing was written; check free disk space.</translation>
    </message>
</context>
<context>
    <name>ParametersCheck</name>
    <message>
        <source>Not valid JSON: %1</source>
        <translation>Not valid JSON: %1</translation>
    </message>
    <message>
        <source>must be a JSON Schema with &quot;type&quot;: &quot;object&quot;</source>
        <translation>must be a JSON Schema with &quot;type&quot;: &quot;object&quot;</translation>
    </message>
    <message>
        <source>Parameters is not a valid JSON Schema: %1</source>
        <translation>Parameters is not a valid JSON Schema: %1</translation>
    </message>
</context>
<context>
    <name>PersonaBox</name>
    <message>
        <source>Persona:</source>
        <translation>Persona:</translation>
    </message>
    <message>
        <source>Persona</source>
        <translation>Persona</translation>
    </message>
</context>
<context>
    <name>PresetsBar</name>
    <message>
        <source>Presets:</source>
        <extracomment>a preset was chosen: its arguments</extracomment>
        <translation>Presets:</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Save as…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>Save preset as…</source>
        <translation>Save preset as…</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>Delete preset</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(choose)</translation>
    </message>
    <message>
        <source>(none saved)</source>
        <translation>(none saved)</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>Save preset</translation>
    </message>
    <message>
        <source>Name for these arguments:</source>
        <translation>Name for these arguments:</translation>
    </message>
    <message>
        <source>Check free disk space and permissions.</source>
        <translation>Check free disk space and permissions.</translation>
    </message>
</context>
<context>
    <name>QtWords</name>
    <message>
        <source>Folder</source>
        <extracomment>words of Qt&apos;s file dialog that qtbase_zh_CN.qm leaves in English (its file-type column); ScriptDeck&apos;s own catalogue has them under the context &quot;QtWords&quot;, and QtWordsTranslator hands them to Qt</extracomment>
        <translation>Folder</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 File</translation>
    </message>
</context>
<context>
    <name>QuickRunPalette</name>
    <message>
        <source>Quick run</source>
        <translation>Quick run</translation>
    </message>
    <message>
        <source>Find a tool: name, id, group, description or pinyin…</source>
        <translation>Find a tool: name, id, group, description or pinyin…</translation>
    </message>
    <message>
        <source>Open in run panel (Ctrl+O)</source>
        <translation>Open in run panel (Ctrl+O)</translation>
    </message>
    <message>
        <source>Copy (Ctrl+Shift+C)</source>
        <translation>Copy (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>↑↓ choose · Tab arguments · Enter run · Esc back</source>
        <translation>↑↓ choose · Tab arguments · Enter run · Esc back</translation>
    </message>
    <message>
        <source>No tool matches “%1”.</source>
        <translation>No tool matches “%1”.</translation>
    </message>
    <message>
        <source>Add %1 to favourites</source>
        <translation>Add %1 to favourites</translation>
    </message>
    <message>
        <source>Remove %1 from favourites</source>
        <translation>Remove %1 from favourites</translation>
    </message>
    <message>
        <source>★ %1 is a favourite</source>
        <translation>★ %1 is a favourite</translation>
    </message>
    <message>
        <source>%1 is no longer a favourite</source>
        <translation>%1 is no longer a favourite</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(not set)</translation>
    </message>
    <message>
        <source>This tool is no longer registered.</source>
        <translation>This tool is no longer registered.</translation>
    </message>
    <message>
        <source>“%1” is not a valid value of its kind (%2).</source>
        <translation>“%1” is not a valid value of its kind (%2).</translation>
    </message>
    <message>
        <source>Run %1? This tool asks to be confirmed before each run. Enter: run · Esc: back</source>
        <translation>Run %1? This tool asks to be confirmed before each run. Enter: run · Esc: back</translation>
    </message>
    <message>
        <source>The run did not start.</source>
        <translation>The run did not start.</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>Running %1…</translation>
    </message>
    <message>
        <source>Done in %1 ms.</source>
        <translation>Done in %1 ms.</translation>
    </message>
    <message>
        <source>Timed out after %1 ms.</source>
        <translation>Timed out after %1 ms.</translation>
    </message>
    <message>
        <source>Failed (exit code %1).</source>
        <translation>Failed (exit code %1).</translation>
    </message>
    <message>
        <source>Output copied.</source>
        <translation>Output copied.</translation>
    </message>
</context>
<context>
    <name>ReceivesPreview</name>
    <message>
        <source>Program:</source>
        <extracomment>the arguments yet to show: planned when the page is opened</extracomment>
        <translation>Program:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Arguments:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>Working folder:</translation>
    </message>
    <message>
        <source>Timeout: %1 s</source>
        <translation>Timeout: %1 s</translation>
    </message>
    <message>
        <source>Environment set by ScriptDeck:</source>
        <translation>Environment set by ScriptDeck:</translation>
    </message>
    <message>
        <source>(a fresh token for each run)</source>
        <translation>(a fresh token for each run)</translation>
    </message>
    <message>
        <source>stdin:</source>
        <translation>stdin:</translation>
    </message>
    <message>
        <source>(empty; closed at once)</source>
        <translation>(empty; closed at once)</translation>
    </message>
</context>
<context>
    <name>RegisterDialog</name>
    <message>
        <source>Not a script: this is a %1 file. A script is a text file whose first line starts with #!.</source>
        <translation>Not a script: this is a %1 file. A script is a text file whose first line starts with #!.</translation>
    </message>
    <message>
        <source>Not a script: this is a binary file. A script is a text file whose first line starts with #!.</source>
        <translation>Not a script: this is a binary file. A script is a text file whose first line starts with #!.</translation>
    </message>
    <message>
        <source>Register scripts</source>
        <extracomment>the latest check of registering it (the plan, or why not); see RegisterDialog.check</extracomment>
        <translation>Register scripts</translation>
    </message>
    <message>
        <source>Review each script, then register the checked ones. Files are copied into the chosen layer (never moved) and made executable.</source>
        <translation>Review each script, then register the checked ones. Files are copied into the chosen layer (never moved) and made executable.</translation>
    </message>
    <message>
        <source>Tool id</source>
        <translation>Tool id</translation>
    </message>
    <message>
        <source>Parsed header</source>
        <translation>Parsed header</translation>
    </message>
    <message>
        <source>Lint</source>
        <translation>Lint</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Register into</source>
        <translation>Register into</translation>
    </message>
    <message>
        <source>this persona (%1)</source>
        <translation>this persona (%1)</translation>
    </message>
    <message>
        <source>global (every persona)</source>
        <translation>global (every persona)</translation>
    </message>
    <message>
        <source>Replace files that already exist</source>
        <translation>Replace files that already exist</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Register</translation>
    </message>
    <message>
        <source>%1 already exists; tick “Replace files that already exist”</source>
        <translation>%1 already exists; tick “Replace files that already exist”</translation>
    </message>
    <message>
        <source>No findings</source>
        <translation>No findings</translation>
    </message>
    <message>
        <source>Registered as %1 in %2</source>
        <translation>Registered as %1 in %2</translation>
    </message>
    <message>
        <source>Ready: will be registered as %1 → %2</source>
        <translation>Ready: will be registered as %1 → %2</translation>
    </message>
    <message>
        <source>It hides %1 of the %2 layer.</source>
        <translation>It hides %1 of the %2 layer.</translation>
    </message>
    <message>
        <source>This file is already registered as %1 (%2 layer).</source>
        <translation>This file is already registered as %1 (%2 layer).</translation>
    </message>
</context>
<context>
    <name>RunAllTestsDialog</name>
    <message>
        <source>Run all tests</source>
        <translation>Run all tests</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>First failed expectation</source>
        <translation>First failed expectation</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Run again</translation>
    </message>
    <message>
        <source>%v of %m cases</source>
        <translation>%v of %m cases</translation>
    </message>
    <message>
        <source>Nothing ran.</source>
        <translation>Nothing ran.</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>skipped: %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>No test cases found. Save a run as a test case, or add .tests/&lt;id&gt;.json files to a tools folder.</source>
        <translation>No test cases found. Save a run as a test case, or add .tests/&lt;id&gt;.json files to a tools folder.</translation>
    </message>
    <message>
        <source>%1 passed, %2 failed, %3 to go</source>
        <translation>%1 passed, %2 failed, %3 to go</translation>
    </message>
    <message>
        <source>%1 broken test files</source>
        <translation>%1 broken test files</translation>
    </message>
</context>
<context>
    <name>RunAnnouncer</name>
    <message>
        <source>timed out</source>
        <extracomment>what was said, e.g. &quot;Convert units finished: exit code 0, 120 ms&quot;</extracomment>
        <translation>timed out</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>stopped</translation>
    </message>
    <message>
        <source>did not start</source>
        <translation>did not start</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>exit code %1</translation>
    </message>
    <message>
        <source>%1 finished: %2, %3 ms</source>
        <translation>%1 finished: %2, %3 ms</translation>
    </message>
</context>
<context>
    <name>RunPanel</name>
    <message>
        <source>Form</source>
        <extracomment>a run was saved as a test case of this tool (the Tests tab reloads it) field errors show for the fields the user has left, and for all of them once Run was pressed per tool id, the form values the user typed (kept until the window closes) and a fresh form&apos;s values</extracomment>
        <translation>Form</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>What the script receives</source>
        <translation>What the script receives</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Arguments as</source>
        <translation>Arguments as</translation>
    </message>
    <message>
        <source>Runs and history</source>
        <translation>Runs and history</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Select a tool to run it the way the agent does.</source>
        <translation>Select a tool to run it the way the agent does.</translation>
    </message>
    <message>
        <source>Run %1 exactly as the agent would</source>
        <translation>Run %1 exactly as the agent would</translation>
    </message>
    <message>
        <source>The JSON does not parse: %1</source>
        <translation>The JSON does not parse: %1</translation>
    </message>
    <message>
        <source>This tool is not enabled; enable it to run it.</source>
        <translation>This tool is not enabled; enable it to run it.</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>timed out</translation>
    </message>
    <message>
        <source>did not finish</source>
        <translation>did not finish</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation>exit %1</translation>
    </message>
    <message>
        <source>Fix the fields marked in red before saving a preset.</source>
        <translation>Fix the fields marked in red before saving a preset.</translation>
    </message>
</context>
<context>
    <name>RunTabs</name>
    <message>
        <source>Runs of this tool</source>
        <extracomment>&quot;Save as test case&quot; of a finished run (its ToolRun)</extracomment>
        <translation>Runs of this tool</translation>
    </message>
    <message>
        <source>Check free disk space and permissions.</source>
        <translation>Check free disk space and permissions.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Run %1?</source>
        <translation>Run %1?</translation>
    </message>
    <message>
        <source>%1 asks to be confirmed before each run: it may change or delete things.</source>
        <translation>%1 asks to be confirmed before each run: it may change or delete things.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Arguments: %1</source>
        <translation>Arguments: %1</translation>
    </message>
    <message>
        <source>Run it again?</source>
        <translation>Run it again?</translation>
    </message>
    <message>
        <source>%1 is still running (%2 run(s)) and it changes things (permission: writes). A second run at the same time may do the work twice.</source>
        <translation>%1 is still running (%2 run(s)) and it changes things (permission: writes). A second run at the same time may do the work twice.</translation>
    </message>
    <message>
        <source>Start another run</source>
        <translation>Start another run</translation>
    </message>
    <message>
        <source>Stop this run?</source>
        <translation>Stop this run?</translation>
    </message>
    <message>
        <source>%1 is still running. Closing its tab stops it.</source>
        <translation>%1 is still running. Closing its tab stops it.</translation>
    </message>
    <message>
        <source>Stop and close</source>
        <translation>Stop and close</translation>
    </message>
</context>
<context>
    <name>RunView</name>
    <message>
        <source>Stop</source>
        <extracomment>&quot;Save as test case&quot; was clicked on this finished run (SPEC §21)</extracomment>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Copy result as JSON</source>
        <translation>Copy result as JSON</translation>
    </message>
    <message>
        <source>Full output…</source>
        <translation>Full output…</translation>
    </message>
    <message>
        <source>Everything the tool printed (up to 8 MiB per stream), with search and save</source>
        <translation>Everything the tool printed (up to 8 MiB per stream), with search and save</translation>
    </message>
    <message>
        <source>Save as test case…</source>
        <translation>Save as test case…</translation>
    </message>
    <message>
        <source>Keep these arguments and this outcome as a test case of the tool</source>
        <translation>Keep these arguments and this outcome as a test case of the tool</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progress</translation>
    </message>
    <message>
        <source>[live view stops here; the result below is what the agent gets]</source>
        <translation>[live view stops here; the result below is what the agent gets]</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Running… %1 s</source>
        <translation>Running… %1 s</translation>
    </message>
    <message>
        <source>Timed out after %1 s — the whole process tree was killed</source>
        <translation>Timed out after %1 s — the whole process tree was killed</translation>
    </message>
    <message>
        <source>Stopped after %1 s</source>
        <translation>Stopped after %1 s</translation>
    </message>
    <message>
        <source>Did not run: %1</source>
        <translation>Did not run: %1</translation>
    </message>
    <message>
        <source>Killed by a signal after %1 s</source>
        <translation>Killed by a signal after %1 s</translation>
    </message>
    <message>
        <source>Finished: exit code 0 in %1 s</source>
        <translation>Finished: exit code 0 in %1 s</translation>
    </message>
    <message>
        <source>The tool said no: exit code %1 in %2 s</source>
        <translation>The tool said no: exit code %1 in %2 s</translation>
    </message>
    <message>
        <source>TIMED OUT</source>
        <translation>TIMED OUT</translation>
    </message>
    <message>
        <source>STOPPED</source>
        <translation>STOPPED</translation>
    </message>
    <message>
        <source>stdout truncated</source>
        <translation>stdout truncated</translation>
    </message>
    <message>
        <source>stderr truncated</source>
        <translation>stderr truncated</translation>
    </message>
    <message>
        <source>MEMORY LIMIT</source>
        <translation>MEMORY LIMIT</translation>
    </message>
    <message>
        <source>CPU LIMIT</source>
        <translation>CPU LIMIT</translation>
    </message>
    <message>
        <source>PROCESS LIMIT</source>
        <translation>PROCESS LIMIT</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Fix: %1</translation>
    </message>
    <message>
        <source>(missing picture: %1)</source>
        <translation>(missing picture: %1)</translation>
    </message>
    <message>
        <source>The script timed out after %1 s.</source>
        <translation>The script timed out after %1 s.</translation>
    </message>
    <message>
        <source>Stopped by you.</source>
        <translation>Stopped by you.</translation>
    </message>
</context>
<context>
    <name>SandboxBox</name>
    <message>
        <source>Nothing was saved: these limits are only shown here.</source>
        <translation>Nothing was saved: these limits are only shown here.</translation>
    </message>
    <message>
        <source>the default profile</source>
        <translation>the default profile</translation>
    </message>
    <message>
        <source>Sandbox limits of %1</source>
        <translation>Sandbox limits of %1</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>Default sandbox profile</source>
        <translation>Default sandbox profile</translation>
    </message>
    <message>
        <source>Memory (MB of address space)</source>
        <translation>Memory (MB of address space)</translation>
    </message>
    <message>
        <source>CPU time (seconds)</source>
        <translation>CPU time (seconds)</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>Processes</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Network</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Files</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>no limit</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>allowed</translation>
    </message>
    <message>
        <source>denied</source>
        <translation>denied</translation>
    </message>
    <message>
        <source>full access</source>
        <translation>full access</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>read-only</translation>
    </message>
    <message>
        <source>Save limits</source>
        <translation>Save limits</translation>
    </message>
    <message>
        <source>Reset to default</source>
        <translation>Reset to default</translation>
    </message>
    <message>
        <source>Network and file isolation: available (bubblewrap).</source>
        <translation>Network and file isolation: available (bubblewrap).</translation>
    </message>
    <message>
        <source>Network and file isolation: unavailable (%1). Runs that deny the network or need read-only files are refused. Fix: %2</source>
        <translation>Network and file isolation: unavailable (%1). Runs that deny the network or need read-only files are refused. Fix: %2</translation>
    </message>
    <message>
        <source>install bubblewrap (apt install bubblewrap)</source>
        <translation>install bubblewrap (apt install bubblewrap)</translation>
    </message>
    <message>
        <source>The process limit is not enforced for root.</source>
        <translation>The process limit is not enforced for root.</translation>
    </message>
</context>
<context>
    <name>SaveCaseDialog</name>
    <message>
        <source>Succeeded</source>
        <extracomment>an item that stands for one top-level key of a JSON object output: (&quot;stdout_json&quot;, key)</extracomment>
        <translation>Succeeded</translation>
    </message>
    <message>
        <source>Exit code</source>
        <translation>Exit code</translation>
    </message>
    <message>
        <source>Whole output</source>
        <translation>Whole output</translation>
    </message>
    <message>
        <source>Output contains</source>
        <translation>Output contains</translation>
    </message>
    <message>
        <source>Output as JSON</source>
        <translation>Output as JSON</translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation>Pictures</translation>
    </message>
    <message>
        <source>Limit that stopped it</source>
        <translation>Limit that stopped it</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Save as test case</source>
        <translation>Save as test case</translation>
    </message>
    <message>
        <source>no arguments</source>
        <translation>no arguments</translation>
    </message>
    <message>
        <source>The run&apos;s arguments become a test case of %1. Tick what must hold the next time it runs; the values are this run&apos;s.</source>
        <translation>The run&apos;s arguments become a test case of %1. Tick what must hold the next time it runs; the values are this run&apos;s.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Save test case</source>
        <translation>Save test case</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
</context>
<context>
    <name>ScalarEditor</name>
    <message>
        <source>Choose a folder…</source>
        <translation>Choose a folder…</translation>
    </message>
    <message>
        <source>Choose a file…</source>
        <translation>Choose a file…</translation>
    </message>
    <message>
        <source>not set (the script&apos;s default; click to choose yes or no)</source>
        <translation>not set (the script&apos;s default; click to choose yes or no)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>not a whole number</source>
        <translation>not a whole number</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>not a number</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Choose a folder</source>
        <translation>Choose a folder</translation>
    </message>
    <message>
        <source>Choose a pi scripts folder</source>
        <translation>Choose a pi scripts folder</translation>
    </message>
    <message>
        <source>Choose a Raycast script commands folder</source>
        <translation>Choose a Raycast script commands folder</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Home (holds scripts/)</source>
        <translation>Home (holds scripts/)</translation>
    </message>
    <message>
        <source>Persona</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>pi project folder</source>
        <translation>pi project folder</translation>
    </message>
    <message>
        <source>(the current folder)</source>
        <translation>(the current folder)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Follow the system</translation>
    </message>
    <message>
        <source>Register new scripts into</source>
        <translation>Register new scripts into</translation>
    </message>
    <message>
        <source>the persona layer</source>
        <translation>the persona layer</translation>
    </message>
    <message>
        <source>the global layer</source>
        <translation>the global layer</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <source>Extra libraries (pi, Raycast)</source>
        <translation>Extra libraries (pi, Raycast)</translation>
    </message>
    <message>
        <source>Sandbox and trust</source>
        <translation>Sandbox and trust</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>Libraries</translation>
    </message>
    <message>
        <source>Context budget (tokens per persona)</source>
        <translation>Context budget (tokens per persona)</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>What one persona&apos;s tool list may cost the agent on every turn; the status bar turns amber above it</source>
        <translation>What one persona&apos;s tool list may cost the agent on every turn; the status bar turns amber above it</translation>
    </message>
    <message>
        <source>Browse for the home folder</source>
        <translation>Browse for the home folder</translation>
    </message>
    <message>
        <source>Browse for the pi project folder</source>
        <translation>Browse for the pi project folder</translation>
    </message>
    <message>
        <source>Remove library</source>
        <translation>Remove library</translation>
    </message>
    <message>
        <source>Add pi folder…</source>
        <translation>Add pi folder…</translation>
    </message>
    <message>
        <source>Add Raycast folder…</source>
        <translation>Add Raycast folder…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Providers the host reports (keys are never shown to scripts)</source>
        <translation>Providers the host reports (keys are never shown to scripts)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>Display name</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocol</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>Default model</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Base URL</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API key</translation>
    </message>
    <message>
        <source>Models (comma separated)</source>
        <translation>Models (comma separated)</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Providers</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Enabled</translation>
    </message>
    <message>
        <source>Active (in use now)</source>
        <translation>Active (in use now)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Add provider</source>
        <translation>Add provider</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>Remove provider</translation>
    </message>
    <message>
        <source>Subsystems the host reports as enabled</source>
        <translation>Subsystems the host reports as enabled</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Skills</translation>
    </message>
    <message>
        <source>Persona reminder</source>
        <translation>Persona reminder</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voice</translation>
    </message>
    <message>
        <source>Emotion</source>
        <translation>Emotion</translation>
    </message>
    <message>
        <source>Change the default sandbox profile</source>
        <translation>Change the default sandbox profile</translation>
    </message>
</context>
<context>
    <name>SettingsGuardTab</name>
    <message>
        <source>Trust policy for agent calls</source>
        <translation>Trust policy for agent calls</translation>
    </message>
    <message>
        <source>off: never check</source>
        <translation>off: never check</translation>
    </message>
    <message>
        <source>warn: run, and say the tool changed</source>
        <translation>warn: run, and say the tool changed</translation>
    </message>
    <message>
        <source>enforce: refuse changed or unreviewed tools</source>
        <translation>enforce: refuse changed or unreviewed tools</translation>
    </message>
    <message>
        <source>Applies to tool-call and MCP calls; runs you start in this window are never refused.</source>
        <translation>Applies to tool-call and MCP calls; runs you start in this window are never refused.</translation>
    </message>
</context>
<context>
    <name>ShortcutRow</name>
    <message>
        <source>Shortcut for the quick-run palette, anywhere on the desktop</source>
        <extracomment>whether the portal offers GlobalShortcuts, asked once per bus address in a process (a D-Bus round trip)</extracomment>
        <translation>Shortcut for the quick-run palette, anywhere on the desktop</translation>
    </message>
    <message>
        <source>Register with the desktop…</source>
        <translation>Register with the desktop…</translation>
    </message>
    <message>
        <source>The desktop asks you to confirm the keys (proposed: Ctrl+Alt+Space); the shortcut works while ScriptDeck runs</source>
        <translation>The desktop asks you to confirm the keys (proposed: Ctrl+Alt+Space); the shortcut works while ScriptDeck runs</translation>
    </message>
    <message>
        <source>Register a shortcut for the quick-run palette with the desktop</source>
        <translation>Register a shortcut for the quick-run palette with the desktop</translation>
    </message>
    <message>
        <source>Waiting for the desktop… (it may show its own dialog)</source>
        <translation>Waiting for the desktop… (it may show its own dialog)</translation>
    </message>
    <message>
        <source>Registered: %1 opens the palette while ScriptDeck runs.</source>
        <translation>Registered: %1 opens the palette while ScriptDeck runs.</translation>
    </message>
    <message>
        <source>Registered: the desktop&apos;s keys open the palette while ScriptDeck runs.</source>
        <translation>Registered: the desktop&apos;s keys open the palette while ScriptDeck runs.</translation>
    </message>
    <message>
        <source>Not registered: %1</source>
        <translation>Not registered: %1</translation>
    </message>
</context>
<context>
    <name>SkillLint</name>
    <message>
        <source>SKILL.md must start with YAML front matter (---)</source>
        <extracomment>the largest SKILL.md read (bytes); past it the body is not counted, and the verdict still stands on the front matter front matter over this is refused without parsing it (SPEC §28, §9: untrusted input is bounded before parsing)</extracomment>
        <translation>SKILL.md must start with YAML front matter (---)</translation>
    </message>
    <message>
        <source>SKILL.md front matter is not closed with ---</source>
        <translation>SKILL.md front matter is not closed with ---</translation>
    </message>
    <message>
        <source>the front matter is larger than %1 KiB; it was not read</source>
        <extracomment>a top-level key, and a plain scalar that means the same in every YAML reader: not empty, no leading indicator character, no &quot;: &quot; or &quot; #&quot; (no &quot;:&quot; or &quot;#&quot; at all, to be safe), no quotes, tabs or control characters (YAML&apos;s line breaks �, &#x2028;, &#x2029;, a BOM and what YAML calls non-printable are left to strictyaml)</extracomment>
        <translation>the front matter is larger than %1 KiB; it was not read</translation>
    </message>
    <message>
        <source>invalid YAML in the front matter: %1</source>
        <translation>invalid YAML in the front matter: %1</translation>
    </message>
    <message>
        <source>the folder has no SKILL.md</source>
        <translation>the folder has no SKILL.md</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 is not a regular file</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 cannot be read: %2</translation>
    </message>
    <message>
        <source>SKILL.md is not UTF-8 (byte %1)</source>
        <translation>SKILL.md is not UTF-8 (byte %1)</translation>
    </message>
    <message>
        <source>the front matter must be a YAML mapping</source>
        <translation>the front matter must be a YAML mapping</translation>
    </message>
    <message>
        <source>unexpected fields in the front matter: %1 (allowed: name, description, license, compatibility, metadata, allowed-tools)</source>
        <translation>unexpected fields in the front matter: %1 (allowed: name, description, license, compatibility, metadata, allowed-tools)</translation>
    </message>
    <message>
        <source>the front matter has no name</source>
        <translation>the front matter has no name</translation>
    </message>
    <message>
        <source>the front matter has no description</source>
        <translation>the front matter has no description</translation>
    </message>
    <message>
        <source>the description must be a non-empty string</source>
        <translation>the description must be a non-empty string</translation>
    </message>
    <message>
        <source>the description has %1 characters; at most %2</source>
        <translation>the description has %1 characters; at most %2</translation>
    </message>
    <message>
        <source>compatibility must be a string</source>
        <translation>compatibility must be a string</translation>
    </message>
    <message>
        <source>compatibility has %1 characters; at most %2</source>
        <translation>compatibility has %1 characters; at most %2</translation>
    </message>
    <message>
        <source>the name must be a non-empty string</source>
        <translation>the name must be a non-empty string</translation>
    </message>
    <message>
        <source>the name “%1” has %2 characters; at most %3</source>
        <translation>the name “%1” has %2 characters; at most %3</translation>
    </message>
    <message>
        <source>the name “%1” must be lowercase</source>
        <translation>the name “%1” must be lowercase</translation>
    </message>
    <message>
        <source>the name cannot start or end with a hyphen</source>
        <translation>the name cannot start or end with a hyphen</translation>
    </message>
    <message>
        <source>the name cannot contain two hyphens in a row</source>
        <translation>the name cannot contain two hyphens in a row</translation>
    </message>
    <message>
        <source>the name “%1” may hold only letters, digits and hyphens</source>
        <translation>the name “%1” may hold only letters, digits and hyphens</translation>
    </message>
    <message>
        <source>the folder “%1” must have the skill&apos;s name, “%2”</source>
        <translation>the folder “%1” must have the skill&apos;s name, “%2”</translation>
    </message>
    <message>
        <source>metadata should be a map of strings</source>
        <translation>metadata should be a map of strings</translation>
    </message>
    <message>
        <source>allowed-tools should be one string</source>
        <translation>allowed-tools should be one string</translation>
    </message>
    <message>
        <source>SKILL.md has %1 lines; keep it under %2 and move detail into references/</source>
        <translation>SKILL.md has %1 lines; keep it under %2 and move detail into references/</translation>
    </message>
    <message>
        <source>the instructions are over %1 tokens; every use of the skill loads them</source>
        <translation>the instructions are over %1 tokens; every use of the skill loads them</translation>
    </message>
    <message>
        <source>the description says what the skill does but not when to use it (“Use when …”)</source>
        <translation>the description says what the skill does but not when to use it (“Use when …”)</translation>
    </message>
    <message>
        <source>%1 is more than one level deep; keep references one level below SKILL.md</source>
        <translation>%1 is more than one level deep; keep references one level below SKILL.md</translation>
    </message>
    <message>
        <source>scripts/%1 has no #! line</source>
        <translation>scripts/%1 has no #! line</translation>
    </message>
    <message>
        <source>scripts/%1 is not executable (chmod +x)</source>
        <translation>scripts/%1 is not executable (chmod +x)</translation>
    </message>
</context>
<context>
    <name>SkillOps</name>
    <message>
        <source>Enable skill %1 for %2</source>
        <translation>Enable skill %1 for %2</translation>
    </message>
    <message>
        <source>Disable skill %1 for %2</source>
        <translation>Disable skill %1 for %2</translation>
    </message>
    <message>
        <source>Add skill %1</source>
        <translation>Add skill %1</translation>
    </message>
    <message>
        <source>New skill %1</source>
        <translation>New skill %1</translation>
    </message>
    <message>
        <source>Remove skill %1</source>
        <translation>Remove skill %1</translation>
    </message>
    <message>
        <source>Adopt skill %1 from %2</source>
        <translation>Adopt skill %1 from %2</translation>
    </message>
</context>
<context>
    <name>SkillsCli</name>
    <message>
        <source>Wrote %1</source>
        <translation>Wrote %1</translation>
    </message>
    <message>
        <source>Added %1 to the store</source>
        <translation>Added %1 to the store</translation>
    </message>
    <message>
        <source>Enabled %1 for %2</source>
        <translation>Enabled %1 for %2</translation>
    </message>
    <message>
        <source>Nothing to do: already enabled</source>
        <translation>Nothing to do: already enabled</translation>
    </message>
    <message>
        <source>Disabled %1 for %2</source>
        <translation>Disabled %1 for %2</translation>
    </message>
    <message>
        <source>Nothing to do: not enabled</source>
        <translation>Nothing to do: not enabled</translation>
    </message>
    <message>
        <source>Moved into the store and linked back: %1</source>
        <translation>Moved into the store and linked back: %1</translation>
    </message>
    <message>
        <source>Moved to the trash: %1</source>
        <translation>Moved to the trash: %1</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>fix</source>
        <translation>fix</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>warning</translation>
    </message>
    <message>
        <source>No skills. Add one with: scriptdeck skills add PATH</source>
        <translation>No skills. Add one with: scriptdeck skills add PATH</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>valid</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>invalid</translation>
    </message>
    <message>
        <source>enabled for</source>
        <translation>enabled for</translation>
    </message>
    <message>
        <source>no skill folder at %1</source>
        <translation>no skill folder at %1</translation>
    </message>
    <message>
        <source>Valid skill: %1</source>
        <translation>Valid skill: %1</translation>
    </message>
    <message>
        <source>Skills at session start, per client:</source>
        <extracomment>Codex lists at most about this many characters of skills at start (2 % of the context window or 8,000 characters, whichever is less; the characters are what a user can check); other clients name no cap</extracomment>
        <translation>Skills at session start, per client:</translation>
    </message>
    <message>
        <source>%1 skills, %2 tokens, %3 characters</source>
        <translation>%1 skills, %2 tokens, %3 characters</translation>
    </message>
    <message>
        <source>over its cap of %1 characters: some skills are not listed</source>
        <translation>over its cap of %1 characters: some skills are not listed</translation>
    </message>
    <message>
        <source>%1: %2 tokens as a skill, %3 served over MCP (saves %4)</source>
        <translation>%1: %2 tokens as a skill, %3 served over MCP (saves %4)</translation>
    </message>
</context>
<context>
    <name>SkillsDock</name>
    <message>
        <source>Skills</source>
        <translation>Skills</translation>
    </message>
    <message>
        <source>Agent Skills of every client, beside the tools: enable them per client</source>
        <translation>Agent Skills of every client, beside the tools: enable them per client</translation>
    </message>
</context>
<context>
    <name>SkillsView</name>
    <message>
        <source>Add skill folder…</source>
        <translation>Add skill folder…</translation>
    </message>
    <message>
        <source>New skill…</source>
        <translation>New skill…</translation>
    </message>
    <message>
        <source>Move into the store</source>
        <translation>Move into the store</translation>
    </message>
    <message>
        <source>A client&apos;s own skill: move it into ScriptDeck&apos;s store and link it back</source>
        <translation>A client&apos;s own skill: move it into ScriptDeck&apos;s store and link it back</translation>
    </message>
    <message>
        <source>Remove skill</source>
        <translation>Remove skill</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Skill</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>Valid</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Agent Skills</source>
        <translation>Agent Skills</translation>
    </message>
    <message>
        <source>The skill&apos;s instructions</source>
        <translation>The skill&apos;s instructions</translation>
    </message>
    <message>
        <source>Reading skills…</source>
        <translation>Reading skills…</translation>
    </message>
    <message>
        <source>store</source>
        <translation>store</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>valid</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>invalid</translation>
    </message>
    <message>
        <source>own</source>
        <translation>own</translation>
    </message>
    <message>
        <source>%1 skills, %2 invalid</source>
        <translation>%1 skills, %2 invalid</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Folder: %1</translation>
    </message>
    <message>
        <source>The link points at nothing: remove it, or enable the skill again.</source>
        <translation>The link points at nothing: remove it, or enable the skill again.</translation>
    </message>
    <message>
        <source>A link out of its folder: not followed.</source>
        <translation>A link out of its folder: not followed.</translation>
    </message>
    <message>
        <source>Check the folders&apos; permissions.</source>
        <translation>Check the folders&apos; permissions.</translation>
    </message>
    <message>
        <source>Choose a skill folder (it holds SKILL.md)</source>
        <translation>Choose a skill folder (it holds SKILL.md)</translation>
    </message>
    <message>
        <source>New skill</source>
        <translation>New skill</translation>
    </message>
    <message>
        <source>Name (lowercase letters, digits and hyphens):</source>
        <translation>Name (lowercase letters, digits and hyphens):</translation>
    </message>
</context>
<context>
    <name>SourcePreview</name>
    <message>
        <source>Source (first 400 lines)</source>
        <translation>Source (first 400 lines)</translation>
    </message>
</context>
<context>
    <name>StateFiles</name>
    <message>
        <source>%1 cannot be read (%2); it is left as it is. Repair it, or reset it from the banner at the top of the window.</source>
        <translation>%1 cannot be read (%2); it is left as it is. Repair it, or reset it from the banner at the top of the window.</translation>
    </message>
</context>
<context>
    <name>StateFilesBanner</name>
    <message>
        <source>ScriptDeck&apos;s settings file</source>
        <extracomment>the Controller&apos;s operation that moves a broken file aside (set by the window)</extracomment>
        <translation>ScriptDeck&apos;s settings file</translation>
    </message>
    <message>
        <source>The sandbox limits file</source>
        <translation>The sandbox limits file</translation>
    </message>
    <message>
        <source>The trust store</source>
        <translation>The trust store</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2): %3. ScriptDeck does not write to it and uses the safe defaults until it is repaired or reset.</source>
        <translation>%1 cannot be read (%2): %3. ScriptDeck does not write to it and uses the safe defaults until it is repaired or reset.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Reset…</translation>
    </message>
    <message>
        <source>Reset a state file</source>
        <translation>Reset a state file</translation>
    </message>
    <message>
        <source>Start %1 afresh? The broken file is kept next to it as %2.broken-… (nothing is deleted).</source>
        <translation>Start %1 afresh? The broken file is kept next to it as %2.broken-… (nothing is deleted).</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
</context>
<context>
    <name>TestRunner</name>
    <message>
        <source>%1 (1 case)</source>
        <translation>%1 (1 case)</translation>
    </message>
    <message>
        <source>%1 (%2 cases)</source>
        <translation>%1 (%2 cases)</translation>
    </message>
    <message>
        <source>1 case runs a tool that asks to be confirmed before each run: it may change or delete things.</source>
        <translation>1 case runs a tool that asks to be confirmed before each run: it may change or delete things.</translation>
    </message>
    <message>
        <source>%1 cases run tools that ask to be confirmed before each run: they may change or delete things.</source>
        <translation>%1 cases run tools that ask to be confirmed before each run: they may change or delete things.</translation>
    </message>
    <message>
        <source>Run the test cases?</source>
        <translation>Run the test cases?</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Tools: %1</source>
        <translation>Tools: %1</translation>
    </message>
</context>
<context>
    <name>TestsTab</name>
    <message>
        <source>Case</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Run all</source>
        <translation>Run all</translation>
    </message>
    <message>
        <source>Run selected</source>
        <translation>Run selected</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Rename</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Test cases</source>
        <translation>Test cases</translation>
    </message>
    <message>
        <source>Rename case</source>
        <translation>Rename case</translation>
    </message>
    <message>
        <source>Edit case…</source>
        <translation>Edit case…</translation>
    </message>
    <message>
        <source>Delete case</source>
        <translation>Delete case</translation>
    </message>
    <message>
        <source>%v of %m cases</source>
        <translation>%v of %m cases</translation>
    </message>
    <message>
        <source>This test file cannot be used: %1</source>
        <translation>This test file cannot be used: %1</translation>
    </message>
    <message>
        <source>No test cases yet. Run the tool in the Run tab, then choose “Save as test case…” on the finished run.</source>
        <translation>No test cases yet. Run the tool in the Run tab, then choose “Save as test case…” on the finished run.</translation>
    </message>
    <message>
        <source>Cases: %1</source>
        <translation>Cases: %1</translation>
    </message>
    <message>
        <source>%1 passed, %2 failed</source>
        <translation>%1 passed, %2 failed</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Check free disk space and permissions.</source>
        <translation>Check free disk space and permissions.</translation>
    </message>
    <message>
        <source>Rename test case</source>
        <translation>Rename test case</translation>
    </message>
    <message>
        <source>Delete test case</source>
        <translation>Delete test case</translation>
    </message>
</context>
<context>
    <name>ThemeChoice</name>
    <message>
        <source>Colours</source>
        <translation>Colours</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Follow the system</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
</context>
<context>
    <name>ToolActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
</context>
<context>
    <name>ToolTreeModel</name>
    <message>
        <source>Name</source>
        <extracomment>the roles this model answers; a view asks every cell for about seven on each paint (alignment, decoration, background …), and the rest are answered None before any lookup the search (a ToolFilterProxy token) ``hit`` answers: the pass over all tools answers each row once, so Qt&apos;s filterAcceptsRow for the rows it shows costs a lookup, not a second match bumped whenever the tools or rows may have changed: a search answer remembered for another is stale badges not linted yet are linted a few at a time off the paint path (its own job: lint_scheduler.py) called with (tool ids, enabled) when a checkbox is toggled; the change shows after the rescan a tool id&apos;s test status badge (SPEC §21; the window passes its TestStatus.badge) a served tool&apos;s context cost in tokens (None: not served; -1: being counted); see set_costs</extracomment>
        <translation>Name</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Layer</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Timeout</translation>
    </message>
    <message>
        <source>Lint</source>
        <translation>Lint</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Ungrouped</source>
        <translation>Ungrouped</translation>
    </message>
    <message>
        <source>all tools off</source>
        <translation>all tools off</translation>
    </message>
    <message>
        <source>all tools on</source>
        <translation>all tools on</translation>
    </message>
    <message>
        <source>mixed: %1 of %2 tools on</source>
        <translation>mixed: %1 of %2 tools on</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>%1, favourite</source>
        <translation>%1, favourite</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Disabled</translation>
    </message>
    <message>
        <source>Not registered</source>
        <translation>Not registered</translation>
    </message>
</context>
<context>
    <name>ToolsActions</name>
    <message>
        <source>Run all tests</source>
        <translation>Run all tests</translation>
    </message>
</context>
<context>
    <name>TrustBox</name>
    <message>
        <source>Nothing was saved: this approval is only shown here.</source>
        <translation>Nothing was saved: this approval is only shown here.</translation>
    </message>
    <message>
        <source>Trust</source>
        <translation>Trust</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Approve</translation>
    </message>
    <message>
        <source>Review changes…</source>
        <translation>Review changes…</translation>
    </message>
    <message>
        <source>Revoke approval</source>
        <translation>Revoke approval</translation>
    </message>
    <message>
        <source>Forget the approved copy: under “enforce”, agents can no longer call this tool until you approve it again</source>
        <translation>Forget the approved copy: under “enforce”, agents can no longer call this tool until you approve it again</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Approved</translation>
    </message>
    <message>
        <source>Changed since you approved it</source>
        <translation>Changed since you approved it</translation>
    </message>
    <message>
        <source>Not reviewed yet</source>
        <translation>Not reviewed yet</translation>
    </message>
    <message>
        <source>approved SHA-256 %1</source>
        <translation>approved SHA-256 %1</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>warn</source>
        <translation>warn</translation>
    </message>
    <message>
        <source>enforce</source>
        <translation>enforce</translation>
    </message>
    <message>
        <source>Trust policy for agent calls: %1</source>
        <translation>Trust policy for agent calls: %1</translation>
    </message>
    <message>
        <source>No approved copy to compare with (the file is larger than 4 MiB).</source>
        <translation>No approved copy to compare with (the file is larger than 4 MiB).</translation>
    </message>
    <message>
        <source>The file cannot be read, so nothing was approved.</source>
        <translation>The file cannot be read, so nothing was approved.</translation>
    </message>
    <message>
        <source>The file changed after the diff was shown, so nothing was approved: review the changes again.</source>
        <translation>The file changed after the diff was shown, so nothing was approved: review the changes again.</translation>
    </message>
</context>
<context>
    <name>UndoStack</name>
    <message>
        <source>%1 was changed by someone else since; nothing was undone or redone.</source>
        <translation>%1 was changed by someone else since; nothing was undone or redone.</translation>
    </message>
    <message>
        <source>Make the change again by hand if you still want it.</source>
        <translation>Make the change again by hand if you still want it.</translation>
    </message>
    <message>
        <source>Check free disk space and permissions.</source>
        <translation>Check free disk space and permissions.</translation>
    </message>
</context>
<context>
    <name>UnsavedGuard</name>
    <message>
        <source>Unsaved overrides</source>
        <translation>Unsaved overrides</translation>
    </message>
    <message>
        <source>You changed overrides of %1 and did not save them.</source>
        <translation>You changed overrides of %1 and did not save them.</translation>
    </message>
    <message>
        <source>Save writes them to index.json; Discard throws the typed values away.</source>
        <translation>Save writes them to index.json; Discard throws the typed values away.</translation>
    </message>
    <message>
        <source>Unsaved sandbox limits</source>
        <translation>Unsaved sandbox limits</translation>
    </message>
    <message>
        <source>You changed the sandbox limits of %1 and did not save them.</source>
        <translation>You changed the sandbox limits of %1 and did not save them.</translation>
    </message>
    <message>
        <source>Save writes them for this tool only; Discard throws them away.</source>
        <translation>Save writes them for this tool only; Discard throws them away.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Not saved</translation>
    </message>
    <message>
        <source>Your typed values are kept; nothing else happened.</source>
        <translation>Your typed values are kept; nothing else happened.</translation>
    </message>
    <message>
        <source>Tools are still running</source>
        <translation>Tools are still running</translation>
    </message>
    <message>
        <source>%1 run(s) still going (%2). Closing stops them and their output is lost.</source>
        <translation>%1 run(s) still going (%2). Closing stops them and their output is lost.</translation>
    </message>
    <message>
        <source>Stop them and close</source>
        <translation>Stop them and close</translation>
    </message>
</context>
<context>
    <name>ViewActions</name>
    <message>
        <source>Flat list (each tool once)</source>
        <translation>Flat list (each tool once)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <source>Heaviest tools first</source>
        <translation>Heaviest tools first</translation>
    </message>
    <message>
        <source>One row per tool, sorted by what it costs the agent in tokens</source>
        <translation>One row per tool, sorted by what it costs the agent in tokens</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Overrides</source>
        <translation>Overrides</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Show only tools in a state, layer or dialect, or with lint findings</source>
        <translation>Show only tools in a state, layer or dialect, or with lint findings</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Enabled</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Disabled</translation>
    </message>
    <message>
        <source>Not registered</source>
        <translation>Not registered</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Layer</translation>
    </message>
    <message>
        <source>Dialect</source>
        <translation>Dialect</translation>
    </message>
    <message>
        <source>Lint</source>
        <translation>Lint</translation>
    </message>
    <message>
        <source>Has errors</source>
        <translation>Has errors</translation>
    </message>
    <message>
        <source>Has warnings</source>
        <translation>Has warnings</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Clear filters</translation>
    </message>
    <message>
        <source>Filter (%1)</source>
        <translation>Filter (%1)</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
</context>
<context>
    <name>WatchPart</name>
    <message>
        <source>● watching for changes</source>
        <translation>● watching for changes</translation>
    </message>
    <message>
        <source>○ not watching</source>
        <translation>○ not watching</translation>
    </message>
</context>
<context>
    <name>authoring</name>
    <message>
        <source>unknown template {a0}</source>
        <extracomment>template name -&gt; (file in resources/templates, extension of the new tool) arguments that make each template&apos;s skeleton succeed as created (tests and the &quot;next&quot; hint use them) what every template prints for its example arguments: the starter test case&apos;s expectation (SPEC §21) lint findings of the new tool (none for the defaults; a long or non-English description gives warnings)</extracomment>
        <translation>unknown template {a0}</translation>
    </message>
    <message>
        <source>use python, bash, node or pi</source>
        <translation>use python, bash, node or pi</translation>
    </message>
    <message>
        <source>invalid tool id {a0}</source>
        <translation>invalid tool id {a0}</translation>
    </message>
    <message>
        <source>use letters, digits and _ only, starting with a letter (e.g. my_tool)</source>
        <translation>use letters, digits and _ only, starting with a letter (e.g. my_tool)</translation>
    </message>
    <message>
        <source>script id conflicts with a reserved tool name</source>
        <translation>script id conflicts with a reserved tool name</translation>
    </message>
    <message>
        <source>choose another id</source>
        <translation>choose another id</translation>
    </message>
    <message>
        <source>invalid scope: {a0}; expected persona or global</source>
        <translation>invalid scope: {a0}; expected persona or global</translation>
    </message>
    <message>
        <source>pass persona or global</source>
        <translation>pass persona or global</translation>
    </message>
    <message>
        <source>the display name contains Chinese; it is the English UI name</source>
        <translation>the display name contains Chinese; it is the English UI name</translation>
    </message>
    <message>
        <source>pass the Chinese name as --name-zh and an English one as --display-name</source>
        <translation>pass the Chinese name as --name-zh and an English one as --display-name</translation>
    </message>
    <message>
        <source>{a0} already exists</source>
        <translation>{a0} already exists</translation>
    </message>
    <message>
        <source>choose another id, or pass --overwrite to replace it</source>
        <translation>choose another id, or pass --overwrite to replace it</translation>
    </message>
    <message>
        <source>{a0} is a symbolic link; ScriptDeck never writes through it</source>
        <translation>{a0} is a symbolic link; ScriptDeck never writes through it</translation>
    </message>
    <message>
        <source>remove the link first, or choose another id</source>
        <translation>remove the link first, or choose another id</translation>
    </message>
    <message>
        <source>{a0} is a {a1}, not a regular file; nothing was written</source>
        <translation>{a0} is a {a1}, not a regular file; nothing was written</translation>
    </message>
    <message>
        <source>remove it by hand, or choose another id</source>
        <translation>remove it by hand, or choose another id</translation>
    </message>
    <message>
        <source>{a0} cannot be replaced ({a1}); nothing was written</source>
        <translation>{a0} cannot be replaced ({a1}); nothing was written</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>Ungrouped</source>
        <translation>Ungrouped</translation>
    </message>
    <message>
        <source>Unregistered</source>
        <translation>Unregistered</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Disabled</translation>
    </message>
    <message>
        <source>%1 files, %2 errors, %3 warnings</source>
        <translation>%1 files, %2 errors, %3 warnings</translation>
    </message>
    <message>
        <source>fix</source>
        <translation>fix</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>warning</translation>
    </message>
    <message>
        <source>info</source>
        <translation>info</translation>
    </message>
    <message>
        <source>scriptdeck: warning: </source>
        <translation>scriptdeck: warning: </translation>
    </message>
    <message>
        <source>scriptdeck: error: </source>
        <translation>scriptdeck: error: </translation>
    </message>
    <message>
        <source>{a0} cannot be used (line {a1}, column {a2}: {a3}): the libraries it names are not listed, and runs that depend on it are refused</source>
        <translation>{a0} cannot be used (line {a1}, column {a2}: {a3}): the libraries it names are not listed, and runs that depend on it are refused</translation>
    </message>
    <message>
        <source>repair the file (fix line {a1}), or move it away to start from the defaults</source>
        <translation>repair the file (fix line {a1}), or move it away to start from the defaults</translation>
    </message>
    <message>
        <source>Created {a0} ({a1})</source>
        <translation>Created {a0} ({a1})</translation>
    </message>
    <message>
        <source>Try it: scriptdeck tool-call {a0} --args &apos;{a1}&apos;</source>
        <translation>Try it: scriptdeck tool-call {a0} --args &apos;{a1}&apos;</translation>
    </message>
    <message>
        <source>Installed {a0} and {a1}</source>
        <translation>Installed {a0} and {a1}</translation>
    </message>
    <message>
        <source>Removed {a0}</source>
        <translation>Removed {a0}</translation>
    </message>
    <message>
        <source>Nothing to remove: no launcher entry installed by ScriptDeck</source>
        <translation>Nothing to remove: no launcher entry installed by ScriptDeck</translation>
    </message>
    <message>
        <source>Persona {a0}: {a1} tools, ~{a2} tokens per turn ({a3} as stubs) / budget {a4}, counted with {a5}</source>
        <translation>Persona {a0}: {a1} tools, ~{a2} tokens per turn ({a3} as stubs) / budget {a4}, counted with {a5}</translation>
    </message>
    <message>
        <source>Over the budget by {a0} tokens: disable or hide tools, or shorten the heaviest</source>
        <translation>Over the budget by {a0} tokens: disable or hide tools, or shorten the heaviest</translation>
    </message>
    <message>
        <source>tokens    stub  tool</source>
        <translation>tokens    stub  tool</translation>
    </message>
    <message>
        <source>tokens    stub  tools  group</source>
        <translation>tokens    stub  tools  group</translation>
    </message>
</context>
<context>
    <name>cli-help</name>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s own words (its section titles and usage prefix) come first</extracomment>
        <translation>usage: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>positional arguments</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>ScriptDeck: manage, lint and run script tools for AI agents.</source>
        <translation>ScriptDeck: manage, lint and run script tools for AI agents.</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>show this help message and exit</translation>
    </message>
    <message>
        <source>data root holding scripts/ (default: see README)</source>
        <translation>data root holding scripts/ (default: see README)</translation>
    </message>
    <message>
        <source>persona whose layer is used (default: default)</source>
        <translation>persona whose layer is used (default: default)</translation>
    </message>
    <message>
        <source>also read a folder of tools: raycast:DIR or pi:DIR (repeatable)</source>
        <translation>also read a folder of tools: raycast:DIR or pi:DIR (repeatable)</translation>
    </message>
    <message>
        <source>language of messages (default: LC_ALL/LC_MESSAGES/LANG, else the saved language)</source>
        <translation>language of messages (default: LC_ALL/LC_MESSAGES/LANG, else the saved language)</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>show program&apos;s version number and exit</translation>
    </message>
    <message>
        <source>open the window (the default)</source>
        <translation>open the window (the default)</translation>
    </message>
    <message>
        <source>open the quick-run palette of the running window (starts it hidden when none runs)</source>
        <translation>open the quick-run palette of the running window (starts it hidden when none runs)</translation>
    </message>
    <message>
        <source>registered / unregistered / disabled tools, by group</source>
        <translation>registered / unregistered / disabled tools, by group</translation>
    </message>
    <message>
        <source>effective fields of one tool and where each comes from</source>
        <translation>effective fields of one tool and where each comes from</translation>
    </message>
    <message>
        <source>check tools against the house rules (exit 1 on errors)</source>
        <translation>check tools against the house rules (exit 1 on errors)</translation>
    </message>
    <message>
        <source>call a tool (manage_script is built in)</source>
        <translation>call a tool (manage_script is built in)</translation>
    </message>
    <message>
        <source>copy a Raycast command into a ScriptDeck layer with a proper header, and register it</source>
        <translation>copy a Raycast command into a ScriptDeck layer with a proper header, and register it</translation>
    </message>
    <message>
        <source>write a new tool from a template and register it</source>
        <translation>write a new tool from a template and register it</translation>
    </message>
    <message>
        <source>put ScriptDeck in the desktop&apos;s launcher (XDG .desktop entry and icon)</source>
        <translation>put ScriptDeck in the desktop&apos;s launcher (XDG .desktop entry and icon)</translation>
    </message>
    <message>
        <source>serve the tools to any agent over MCP (stdio)</source>
        <translation>serve the tools to any agent over MCP (stdio)</translation>
    </message>
    <message>
        <source>tokens each tool costs the agent, as served over MCP and as stubs</source>
        <translation>tokens each tool costs the agent, as served over MCP and as stubs</translation>
    </message>
    <message>
        <source>check what this machine needs, with the fix for each gap</source>
        <translation>check what this machine needs, with the fix for each gap</translation>
    </message>
    <message>
        <source>show or set a tool&apos;s run limits (or the default profile)</source>
        <translation>show or set a tool&apos;s run limits (or the default profile)</translation>
    </message>
    <message>
        <source>show or approve a tool&apos;s trust pin; set the trust policy</source>
        <translation>show or approve a tool&apos;s trust pin; set the trust policy</translation>
    </message>
    <message>
        <source>run the tools&apos; test cases (&lt;layer&gt;/.tests/&lt;id&gt;.json)</source>
        <translation>run the tools&apos; test cases (&lt;layer&gt;/.tests/&lt;id&gt;.json)</translation>
    </message>
    <message>
        <source>the host bridge a script calls</source>
        <translation>the host bridge a script calls</translation>
    </message>
    <message>
        <source>the host method to call, e.g. host.info</source>
        <translation>the host method to call, e.g. host.info</translation>
    </message>
    <message>
        <source>its arguments as one JSON object</source>
        <translation>its arguments as one JSON object</translation>
    </message>
    <message>
        <source>read the JSON arguments from standard input</source>
        <translation>read the JSON arguments from standard input</translation>
    </message>
    <message>
        <source>the JSON arguments</source>
        <translation>the JSON arguments</translation>
    </message>
    <message>
        <source>print the tool&apos;s parameter contract</source>
        <translation>print the tool&apos;s parameter contract</translation>
    </message>
    <message>
        <source>replace an existing file of that name in the layer</source>
        <translation>replace an existing file of that name in the layer</translation>
    </message>
    <message>
        <source>the layer (pi: persona = the project&apos;s .pi/scripts, global = ~/.pi/agent/scripts)</source>
        <translation>the layer (pi: persona = the project&apos;s .pi/scripts, global = ~/.pi/agent/scripts)</translation>
    </message>
    <message>
        <source>English UI name (default: from the id)</source>
        <translation>English UI name (default: from the id)</translation>
    </message>
    <message>
        <source>Chinese UI name, 显示名称 (default: the display name)</source>
        <translation>Chinese UI name, 显示名称 (default: the display name)</translation>
    </message>
    <message>
        <source>what the model sees, in English, one line</source>
        <translation>what the model sees, in English, one line</translation>
    </message>
    <message>
        <source>a group (repeatable)</source>
        <translation>a group (repeatable)</translation>
    </message>
    <message>
        <source>replace an existing file of that name</source>
        <translation>replace an existing file of that name</translation>
    </message>
    <message>
        <source>remove the entry and icon again</source>
        <translation>remove the entry and icon again</translation>
    </message>
    <message>
        <source>also serve manage_script</source>
        <translation>also serve manage_script</translation>
    </message>
    <message>
        <source>tools per tools/list page (a whole number above 0), for clients that follow nextCursor (default: every tool in one answer)</source>
        <translation>tools per tools/list page (a whole number above 0), for clients that follow nextCursor (default: every tool in one answer)</translation>
    </message>
    <message>
        <source>give a tool an alias the palette and search find first</source>
        <translation>give a tool an alias the palette and search find first</translation>
    </message>
    <message>
        <source>remove the alias instead</source>
        <translation>remove the alias instead</translation>
    </message>
    <message>
        <source>star a tool: favourites come first in the palette</source>
        <translation>star a tool: favourites come first in the palette</translation>
    </message>
    <message>
        <source>the alias (one word); without it the tool&apos;s aliases are listed</source>
        <translation>the alias (one word); without it the tool&apos;s aliases are listed</translation>
    </message>
    <message>
        <source>the tool&apos;s id</source>
        <translation>the tool&apos;s id</translation>
    </message>
    <message>
        <source>the tool&apos;s id; without it the favourites are listed</source>
        <translation>the tool&apos;s id; without it the favourites are listed</translation>
    </message>
    <message>
        <source>the tool&apos;s id; without it every tool&apos;s aliases are listed</source>
        <translation>the tool&apos;s id; without it every tool&apos;s aliases are listed</translation>
    </message>
    <message>
        <source>unstar it instead</source>
        <translation>unstar it instead</translation>
    </message>
    <message>
        <source>print a client&apos;s configuration for this deck (claude-desktop, claude-code, cursor, vscode)</source>
        <translation>print a client&apos;s configuration for this deck (claude-desktop, claude-code, cursor, vscode)</translation>
    </message>
    <message>
        <source>the client whose configuration to print</source>
        <translation>the client whose configuration to print</translation>
    </message>
    <message>
        <source>configure the client for the HTTP server at URL (with this home&apos;s token) instead of stdio</source>
        <translation>configure the client for the HTTP server at URL (with this home&apos;s token) instead of stdio</translation>
    </message>
    <message>
        <source>libraries of tools and skills from git: add, update (diff + tests), list, remove</source>
        <translation>libraries of tools and skills from git: add, update (diff + tests), list, remove</translation>
    </message>
    <message>
        <source>clone a repository and use it as a read-only layer</source>
        <translation>clone a repository and use it as a read-only layer</translation>
    </message>
    <message>
        <source>https://…, ssh://…, git@host:path, git://…, file://… or a folder</source>
        <translation>https://…, ssh://…, git@host:path, git://…, file://… or a folder</translation>
    </message>
    <message>
        <source>the library&apos;s name (default: from the URL)</source>
        <translation>the library&apos;s name (default: from the URL)</translation>
    </message>
    <message>
        <source>branch, tag or commit to follow (default: the remote&apos;s HEAD)</source>
        <translation>branch, tag or commit to follow (default: the remote&apos;s HEAD)</translation>
    </message>
    <message>
        <source>fetch, show the changes, run the library&apos;s tests, then move the pin</source>
        <translation>fetch, show the changes, run the library&apos;s tests, then move the pin</translation>
    </message>
    <message>
        <source>one library (default: every library)</source>
        <translation>one library (default: every library)</translation>
    </message>
    <message>
        <source>only report; exit 1 when an update exists</source>
        <translation>only report; exit 1 when an update exists</translation>
    </message>
    <message>
        <source>move the pin even when the new commit&apos;s tests fail</source>
        <translation>move the pin even when the new commit&apos;s tests fail</translation>
    </message>
    <message>
        <source>the libraries, their pinned commits, tools and skills</source>
        <translation>the libraries, their pinned commits, tools and skills</translation>
    </message>
    <message>
        <source>remove a library (its files go to the trash)</source>
        <translation>remove a library (its files go to the trash)</translation>
    </message>
    <message>
        <source>only the cases kept in that layer, e.g. library:NAME</source>
        <translation>only the cases kept in that layer, e.g. library:NAME</translation>
    </message>
    <message>
        <source>one row per tool (default) or per group</source>
        <translation>one row per tool (default) or per group</translation>
    </message>
    <message>
        <source>exit 1 when the total is over context_budget (for CI)</source>
        <translation>exit 1 when the total is over context_budget (for CI)</translation>
    </message>
    <message>
        <source>show or edit the default profile instead of one tool</source>
        <translation>show or edit the default profile instead of one tool</translation>
    </message>
    <message>
        <source>address space limit in MB (0: none)</source>
        <translation>address space limit in MB (0: none)</translation>
    </message>
    <message>
        <source>CPU time limit in seconds (0: none)</source>
        <translation>CPU time limit in seconds (0: none)</translation>
    </message>
    <message>
        <source>process limit (0: none)</source>
        <translation>process limit (0: none)</translation>
    </message>
    <message>
        <source>forget this tool&apos;s (or the default profile&apos;s) settings first</source>
        <translation>forget this tool&apos;s (or the default profile&apos;s) settings first</translation>
    </message>
    <message>
        <source>pin the file as it is now</source>
        <translation>pin the file as it is now</translation>
    </message>
    <message>
        <source>forget the approval</source>
        <translation>forget the approval</translation>
    </message>
    <message>
        <source>print the change since approval (unified diff)</source>
        <translation>print the change since approval (unified diff)</translation>
    </message>
    <message>
        <source>for agent calls of changed or unreviewed tools</source>
        <translation>for agent calls of changed or unreviewed tools</translation>
    </message>
    <message>
        <source>the tools to test (default: every tool with cases)</source>
        <translation>the tools to test (default: every tool with cases)</translation>
    </message>
    <message>
        <source>also write JUnit XML for CI</source>
        <translation>also write JUnit XML for CI</translation>
    </message>
    <message>
        <source>cases run at once (default: the CPU count)</source>
        <translation>cases run at once (default: the CPU count)</translation>
    </message>
    <message>
        <source>rewrite the stdout/stdout_json expectations of failing cases from this run</source>
        <translation>rewrite the stdout/stdout_json expectations of failing cases from this run</translation>
    </message>
    <message>
        <source>only the cases whose TOOL::NAME contains TEXT (any case)</source>
        <translation>only the cases whose TOOL::NAME contains TEXT (any case)</translation>
    </message>
    <message>
        <source>only the cases that failed last time (all when none did)</source>
        <translation>only the cases that failed last time (all when none did)</translation>
    </message>
    <message>
        <source>serve the tools to any agent over MCP (stdio, or HTTP with --http)</source>
        <translation>serve the tools to any agent over MCP (stdio, or HTTP with --http)</translation>
    </message>
    <message>
        <source>serve over Streamable HTTP at http://HOST:PORT/mcp instead of stdio (host default 127.0.0.1; port 0 picks a free one)</source>
        <translation>serve over Streamable HTTP at http://HOST:PORT/mcp instead of stdio (host default 127.0.0.1; port 0 picks a free one)</translation>
    </message>
    <message>
        <source>with --http: also accept this Host header (a name agents or a proxy use; repeatable)</source>
        <translation>with --http: also accept this Host header (a name agents or a proxy use; repeatable)</translation>
    </message>
    <message>
        <source>with --http: also accept requests from this web origin, e.g. https://app.example (repeatable)</source>
        <translation>with --http: also accept requests from this web origin, e.g. https://app.example (repeatable)</translation>
    </message>
    <message>
        <source>with --http on a loopback address: accept requests without the token</source>
        <translation>with --http on a loopback address: accept requests without the token</translation>
    </message>
    <message>
        <source>print the token HTTP clients send (made on first use)</source>
        <translation>print the token HTTP clients send (made on first use)</translation>
    </message>
    <message>
        <source>make a new token; a running server accepts only the new one from now on</source>
        <translation>make a new token; a running server accepts only the new one from now on</translation>
    </message>
    <message>
        <source>Agent Skills: list, lint, add and enable them per client</source>
        <translation>Agent Skills: list, lint, add and enable them per client</translation>
    </message>
    <message>
        <source>Chinese name in the window (显示名称)</source>
        <translation>Chinese name in the window (显示名称)</translation>
    </message>
    <message>
        <source>English name in the window</source>
        <translation>English name in the window</translation>
    </message>
    <message>
        <source>add it even if it is not valid</source>
        <translation>add it even if it is not valid</translation>
    </message>
    <message>
        <source>also the project&apos;s skill folders (.claude/skills, …)</source>
        <translation>also the project&apos;s skill folders (.claude/skills, …)</translation>
    </message>
    <message>
        <source>check a skill against the specification (exit 1 if invalid)</source>
        <translation>check a skill against the specification (exit 1 if invalid)</translation>
    </message>
    <message>
        <source>copy a skill folder into the store (checked first)</source>
        <translation>copy a skill folder into the store (checked first)</translation>
    </message>
    <message>
        <source>every skill: the store&apos;s and each client&apos;s</source>
        <translation>every skill: the store&apos;s and each client&apos;s</translation>
    </message>
    <message>
        <source>link a store skill into clients&apos; folders</source>
        <translation>link a store skill into clients&apos; folders</translation>
    </message>
    <message>
        <source>move a client&apos;s own skill into the store and link it back</source>
        <translation>move a client&apos;s own skill into the store and link it back</translation>
    </message>
    <message>
        <source>one or more of claude, codex, gemini, cursor, copilot</source>
        <translation>one or more of claude, codex, gemini, cursor, copilot</translation>
    </message>
    <message>
        <source>remove the clients&apos; links to a store skill</source>
        <translation>remove the clients&apos; links to a store skill</translation>
    </message>
    <message>
        <source>unlink a store skill everywhere, then trash it</source>
        <translation>unlink a store skill everywhere, then trash it</translation>
    </message>
    <message>
        <source>write a new skill into the store from the template</source>
        <translation>write a new skill into the store from the template</translation>
    </message>
    <message>
        <source>write a skill that lists a group&apos;s tools (called with tool-call)</source>
        <translation>write a skill that lists a group&apos;s tools (called with tool-call)</translation>
    </message>
    <message>
        <source>the skill&apos;s name (default: from the group)</source>
        <translation>the skill&apos;s name (default: from the group)</translation>
    </message>
    <message>
        <source>replace the store&apos;s skill of that name</source>
        <translation>replace the store&apos;s skill of that name</translation>
    </message>
</context>
<context>
    <name>convert</name>
    <message>
        <source>this command&apos;s comments start with --, which a Miyu header cannot use</source>
        <translation>this command&apos;s comments start with --, which a Miyu header cannot use</translation>
    </message>
    <message>
        <source>copy the script by hand and write its header with # or // comments</source>
        <translation>copy the script by hand and write its header with # or // comments</translation>
    </message>
    <message>
        <source>{a0} is not a Raycast command</source>
        <translation>{a0} is not a Raycast command</translation>
    </message>
    <message>
        <source>only tools from a Raycast folder can be converted</source>
        <translation>only tools from a Raycast folder can be converted</translation>
    </message>
    <message>
        <source>line {a1} of {a0} (@raycast.{a3}) is not UTF-8 text at column {a2}, so its value cannot be copied into the new header; nothing was written</source>
        <translation>line {a1} of {a0} (@raycast.{a3}) is not UTF-8 text at column {a2}, so its value cannot be copied into the new header; nothing was written</translation>
    </message>
    <message>
        <source>save {a0} as UTF-8 (the @raycast lines at least), then convert again</source>
        <translation>save {a0} as UTF-8 (the @raycast lines at least), then convert again</translation>
    </message>
    <message>
        <source>{a0} is larger than 8 MiB</source>
        <translation>{a0} is larger than 8 MiB</translation>
    </message>
    <message>
        <source>copy it by hand</source>
        <translation>copy it by hand</translation>
    </message>
    <message>
        <source>cannot read {a0}: {a1}</source>
        <translation>cannot read {a0}: {a1}</translation>
    </message>
    <message>
        <source>check that the file exists and is readable</source>
        <translation>check that the file exists and is readable</translation>
    </message>
    <message>
        <source>{a0} has no shebang line, so it cannot run as a tool</source>
        <translation>{a0} has no shebang line, so it cannot run as a tool</translation>
    </message>
    <message>
        <source>add a first line such as #!/bin/bash to the Raycast command</source>
        <translation>add a first line such as #!/bin/bash to the Raycast command</translation>
    </message>
    <message>
        <source>script id &apos;{a0}&apos; not found</source>
        <translation>script id &apos;{a0}&apos; not found</translation>
    </message>
    <message>
        <source>run scriptdeck list to see the tools (Raycast ones show layer raycast)</source>
        <translation>run scriptdeck list to see the tools (Raycast ones show layer raycast)</translation>
    </message>
</context>
<context>
    <name>desktop</name>
    <message>
        <source>{a0} contains a control character (such as a line break), which a desktop entry cannot hold; nothing was written</source>
        <translation>{a0} contains a control character (such as a line break), which a desktop entry cannot hold; nothing was written</translation>
    </message>
    <message>
        <source>install ScriptDeck (and the home) under a path without control characters</source>
        <translation>install ScriptDeck (and the home) under a path without control characters</translation>
    </message>
</context>
<context>
    <name>doctor</name>
    <message>
        <source>PySide6 6.12.0 on CPython &lt; 3.12 leaks a reference on every signal and aborts the window after a few thousand output chunks</source>
        <extracomment>PySide6 releases that must not be used, and why (the same list as pyproject&apos;s ``!=`` pins)</extracomment>
        <translation>PySide6 6.12.0 on CPython &lt; 3.12 leaks a reference on every signal and aborts the window after a few thousand output chunks</translation>
    </message>
    <message>
        <source>Qt&apos;s xcb platform plugin can load ({a0})</source>
        <extracomment>state files in ScriptDeck&apos;s state folder that must parse as JSON objects the system libraries the window needs that a minimal system may lack (PySide6&apos;s xcb plugin and Qt&apos;s own libraries link them; libqxcb&apos;s ldd on Debian 12); README&apos;s &quot;System packages&quot; lines are exactly their packages libraries that come with PySide6 itself: missing, they mean the wheel is incomplete (reinstall it)</extracomment>
        <translation>Qt&apos;s xcb platform plugin can load ({a0})</translation>
    </message>
    <message>
        <source>PySide6 is not installed, so the window cannot start</source>
        <translation>PySide6 is not installed, so the window cannot start</translation>
    </message>
    <message>
        <source>not checked: this PySide6 has no Qt of its own in {a0} (the system&apos;s Qt is used)</source>
        <translation>not checked: this PySide6 has no Qt of its own in {a0} (the system&apos;s Qt is used)</translation>
    </message>
    <message>
        <source>Qt&apos;s xcb platform plugin cannot load: missing {a0}</source>
        <translation>Qt&apos;s xcb platform plugin cannot load: missing {a0}</translation>
    </message>
    <message>
        <source>not checked: this system does not use the xcb plugin</source>
        <translation>not checked: this system does not use the xcb plugin</translation>
    </message>
    <message>
        <source>not checked: ldd is not installed</source>
        <translation>not checked: ldd is not installed</translation>
    </message>
    <message>
        <source>a Chinese font is installed ({a0})</source>
        <translation>a Chinese font is installed ({a0})</translation>
    </message>
    <message>
        <source>no Chinese (CJK) font is installed: the Chinese UI shows empty boxes</source>
        <translation>no Chinese (CJK) font is installed: the Chinese UI shows empty boxes</translation>
    </message>
    <message>
        <source>fc-list (fontconfig) is not installed, so fonts cannot be checked</source>
        <translation>fc-list (fontconfig) is not installed, so fonts cannot be checked</translation>
    </message>
    <message>
        <source>bubblewrap works: runs can be isolated</source>
        <translation>bubblewrap works: runs can be isolated</translation>
    </message>
    <message>
        <source>bubblewrap (bwrap) is not installed: runs cannot be isolated</source>
        <translation>bubblewrap (bwrap) is not installed: runs cannot be isolated</translation>
    </message>
    <message>
        <source>bubblewrap cannot create namespaces here: {a0}</source>
        <translation>bubblewrap cannot create namespaces here: {a0}</translation>
    </message>
    <message>
        <source>prlimit is installed: resource limits apply</source>
        <translation>prlimit is installed: resource limits apply</translation>
    </message>
    <message>
        <source>prlimit (util-linux) is not installed: runs with resource limits are refused</source>
        <translation>prlimit (util-linux) is not installed: runs with resource limits are refused</translation>
    </message>
    <message>
        <source>{a0}: libraries from git can be added and updated</source>
        <translation>{a0}: libraries from git can be added and updated</translation>
    </message>
    <message>
        <source>git is not installed: libraries from git (scriptdeck library) cannot be added or updated; the tools already added still run</source>
        <translation>git is not installed: libraries from git (scriptdeck library) cannot be added or updated; the tools already added still run</translation>
    </message>
    <message>
        <source>the home and its folders are writable ({a0})</source>
        <extracomment>how to find the package that ships a file, per package manager (for a library the table does not know)</extracomment>
        <translation>the home and its folders are writable ({a0})</translation>
    </message>
    <message>
        <source>cannot write {a0}: {a1}</source>
        <translation>cannot write {a0}: {a1}</translation>
    </message>
    <message>
        <source>settings, index and state files parse</source>
        <translation>settings, index and state files parse</translation>
    </message>
    <message>
        <source>{a0} cannot be used: {a1}</source>
        <translation>{a0} cannot be used: {a1}</translation>
    </message>
    <message>
        <source>the header cache is readable</source>
        <translation>the header cache is readable</translation>
    </message>
    <message>
        <source>no header cache yet (it is written on the first scan)</source>
        <translation>no header cache yet (it is written on the first scan)</translation>
    </message>
    <message>
        <source>the header cache {a0} cannot be read ({a1}); every start re-parses all tools</source>
        <translation>the header cache {a0} cannot be read ({a1}); every start re-parses all tools</translation>
    </message>
    <message>
        <source>PySide6 {a0} is not a known-broken release</source>
        <translation>PySide6 {a0} is not a known-broken release</translation>
    </message>
    <message>
        <source>PySide6 {a0} is known to be broken: {a1}</source>
        <translation>PySide6 {a0} is known to be broken: {a1}</translation>
    </message>
    <message>
        <source>repair it by hand, or move it aside to start it fresh: mv {a0} {a0}.broken</source>
        <translation>repair it by hand, or move it aside to start it fresh: mv {a0} {a0}.broken</translation>
    </message>
    <message>
        <source>remove it (it is rebuilt on the next scan): rm -f {a0}</source>
        <translation>remove it (it is rebuilt on the next scan): rm -f {a0}</translation>
    </message>
    <message>
        <source>make it writable (e.g. chown -R &quot;$USER&quot; {a0}) or pick another home with --home DIR</source>
        <translation>make it writable (e.g. chown -R &quot;$USER&quot; {a0}) or pick another home with --home DIR</translation>
    </message>
    <message>
        <source>{a0} is on a read-only file system: choose another home with --home DIR (or SCRIPTDECK_HOME=DIR)</source>
        <translation>{a0} is on a read-only file system: choose another home with --home DIR (or SCRIPTDECK_HOME=DIR)</translation>
    </message>
    <message>
        <source>install another release: pip install &apos;PySide6-Essentials!=6.12.0&apos;</source>
        <translation>install another release: pip install &apos;PySide6-Essentials!=6.12.0&apos;</translation>
    </message>
    <message>
        <source>reinstall ScriptDeck&apos;s dependencies: pip install PySide6-Essentials</source>
        <translation>reinstall ScriptDeck&apos;s dependencies: pip install PySide6-Essentials</translation>
    </message>
    <message>
        <source>git (libraries)</source>
        <translation>git (libraries)</translation>
    </message>
    <message>
        <source>Qt&apos;s core library cannot load: {library} is missing, so this command cannot run (it needs no display, only this library)</source>
        <translation>Qt&apos;s core library cannot load: {library} is missing, so this command cannot run (it needs no display, only this library)</translation>
    </message>
    <message>
        <source>install it: {command}</source>
        <translation>install it: {command}</translation>
    </message>
    <message>
        <source>allow unprivileged user namespaces: {a1}</source>
        <translation>allow unprivileged user namespaces: {a1}</translation>
    </message>
    <message>
        <source>this kernel has no switch for unprivileged user namespaces ({a1}); a container or seccomp profile forbids them: run ScriptDeck outside the container, or allow them there (e.g. docker run --security-opt seccomp=unconfined)</source>
        <translation>this kernel has no switch for unprivileged user namespaces ({a1}); a container or seccomp profile forbids them: run ScriptDeck outside the container, or allow them there (e.g. docker run --security-opt seccomp=unconfined)</translation>
    </message>
    <message>
        <source>fix:</source>
        <translation>fix:</translation>
    </message>
    <message>
        <source>Qt platform plugin</source>
        <extracomment>the label of each check in the text report (``--json`` keeps the ids)</extracomment>
        <translation>Qt platform plugin</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Display</translation>
    </message>
    <message>
        <source>PySide6</source>
        <translation>PySide6</translation>
    </message>
    <message>
        <source>Chinese font</source>
        <translation>Chinese font</translation>
    </message>
    <message>
        <source>Isolation (bubblewrap)</source>
        <translation>Isolation (bubblewrap)</translation>
    </message>
    <message>
        <source>Resource limits (prlimit)</source>
        <translation>Resource limits (prlimit)</translation>
    </message>
    <message>
        <source>Home folder</source>
        <translation>Home folder</translation>
    </message>
    <message>
        <source>State files</source>
        <translation>State files</translation>
    </message>
    <message>
        <source>Header cache</source>
        <translation>Header cache</translation>
    </message>
    <message>
        <source>Everything the window and runs need is here.</source>
        <translation>Everything the window and runs need is here.</translation>
    </message>
    <message>
        <source>Some things the window or runs need are missing; each ✗ says how to fix it.</source>
        <translation>Some things the window or runs need are missing; each ✗ says how to fix it.</translation>
    </message>
    <message>
        <source>a display answers ({a0})</source>
        <extracomment>platforms that need no display at all platforms doctor knows how to check; any other (eglfs, linuxfb, vnc, …) is the user&apos;s choice and not checked</extracomment>
        <translation>a display answers ({a0})</translation>
    </message>
    <message>
        <source>no display needed: QT_QPA_PLATFORM={a0}</source>
        <translation>no display needed: QT_QPA_PLATFORM={a0}</translation>
    </message>
    <message>
        <source>not checked: QT_QPA_PLATFORM={a0} is not xcb or wayland</source>
        <translation>not checked: QT_QPA_PLATFORM={a0} is not xcb or wayland</translation>
    </message>
    <message>
        <source>no display: neither DISPLAY nor WAYLAND_DISPLAY is set (an SSH or a console session)</source>
        <translation>no display: neither DISPLAY nor WAYLAND_DISPLAY is set (an SSH or a console session)</translation>
    </message>
    <message>
        <source>no display answers: the X server at DISPLAY={a0} does not ({a1})</source>
        <translation>no display answers: the X server at DISPLAY={a0} does not ({a1})</translation>
    </message>
    <message>
        <source>no display answers: the Wayland compositor at WAYLAND_DISPLAY={a0} does not ({a1})</source>
        <translation>no display answers: the Wayland compositor at WAYLAND_DISPLAY={a0} does not ({a1})</translation>
    </message>
    <message>
        <source>the X server at DISPLAY={a0} refuses this client ({a1}), so the window cannot open there</source>
        <translation>the X server at DISPLAY={a0} refuses this client ({a1}), so the window cannot open there</translation>
    </message>
    <message>
        <source>let this user in: in the display&apos;s own session run xhost +SI:localuser:$USER, or point XAUTHORITY at the session&apos;s cookie file (e.g. XAUTHORITY=/run/user/$UID/gdm/Xauthority)</source>
        <translation>let this user in: in the display&apos;s own session run xhost +SI:localuser:$USER, or point XAUTHORITY at the session&apos;s cookie file (e.g. XAUTHORITY=/run/user/$UID/gdm/Xauthority)</translation>
    </message>
    <message>
        <source>WAYLAND_DISPLAY={a0} is set and a compositor answers there, but Qt uses xcb here (XDG_SESSION_TYPE is not wayland) and DISPLAY is not set</source>
        <translation>WAYLAND_DISPLAY={a0} is set and a compositor answers there, but Qt uses xcb here (XDG_SESSION_TYPE is not wayland) and DISPLAY is not set</translation>
    </message>
    <message>
        <source>start with QT_QPA_PLATFORM=wayland (or log in to a Wayland session, or set DISPLAY to an X server)</source>
        <translation>start with QT_QPA_PLATFORM=wayland (or log in to a Wayland session, or set DISPLAY to an X server)</translation>
    </message>
    <message>
        <source>start one (e.g. Xvfb :99 &amp; then DISPLAY=:99), log in with ssh -X, or set QT_QPA_PLATFORM=offscreen for a window nobody sees; the command line needs none (scriptdeck --help)</source>
        <translation>start one (e.g. Xvfb :99 &amp; then DISPLAY=:99), log in with ssh -X, or set QT_QPA_PLATFORM=offscreen for a window nobody sees; the command line needs none (scriptdeck --help)</translation>
    </message>
    <message>
        <source>The window cannot start. Run scriptdeck doctor for every check.</source>
        <translation>The window cannot start. Run scriptdeck doctor for every check.</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>the token counter (the toktok-rs package) is not installed</source>
        <translation>the token counter (the toktok-rs package) is not installed</translation>
    </message>
    <message>
        <source>install it with: pip install &apos;toktok-rs&gt;=0.3&apos; (it needs Python 3.11 or newer; on Windows, where it has no wheel, also a Rust toolchain from https://rustup.rs)</source>
        <extracomment>(no wheel for Python 3.10 nor for Windows, where pyproject.toml&apos;s markers leave it out: there pip builds it from source, which needs Rust)</extracomment>
        <translation>install it with: pip install &apos;toktok-rs&gt;=0.3&apos; (it needs Python 3.11 or newer; on Windows, where it has no wheel, also a Rust toolchain from https://rustup.rs)</translation>
    </message>
</context>
<context>
    <name>git</name>
    <message>
        <source>git is not installed: libraries are git repositories, and ScriptDeck runs the real git to fetch them</source>
        <extracomment>the transports a library may use; ``ext::`` (runs a command) and every other remote helper are refused options given to every git command, before the sub-command inherited variables that would point git at another repository or change what it reads</extracomment>
        <translation>git is not installed: libraries are git repositories, and ScriptDeck runs the real git to fetch them</translation>
    </message>
    <message>
        <source>install git (Debian/Ubuntu: sudo apt install git; Fedora: sudo dnf install git; macOS: xcode-select --install), then try again</source>
        <translation>install git (Debian/Ubuntu: sudo apt install git; Fedora: sudo dnf install git; macOS: xcode-select --install), then try again</translation>
    </message>
    <message>
        <source>git {a0} failed: {a1}</source>
        <translation>git {a0} failed: {a1}</translation>
    </message>
    <message>
        <source>check the address and your network, then try again; nothing was changed</source>
        <translation>check the address and your network, then try again; nothing was changed</translation>
    </message>
    <message>
        <source>cancelled; nothing was changed</source>
        <translation>cancelled; nothing was changed</translation>
    </message>
</context>
<context>
    <name>header_edit</name>
    <message>
        <source>text</source>
        <extracomment>field name (a :class:`Header` attribute) -&gt; (key written, separator); the parser&apos;s canonical key is FIELD_KEYS scripts are at most this large (as manage_script copies them); a larger file, a FIFO or a device is not edited the phrases &quot;{a0} must be {a1}&quot; is filled with</extracomment>
        <translation>text</translation>
    </message>
    <message>
        <source>a tool id: letters, digits and _, starting with a letter</source>
        <translation>a tool id: letters, digits and _, starting with a letter</translation>
    </message>
    <message>
        <source>a whole number of seconds greater than 0</source>
        <translation>a whole number of seconds greater than 0</translation>
    </message>
    <message>
        <source>a list of names</source>
        <translation>a list of names</translation>
    </message>
    <message>
        <source>a list of names without spaces, commas or semicolons</source>
        <translation>a list of names without spaces, commas or semicolons</translation>
    </message>
    <message>
        <source>a list of {tool, hint} objects</source>
        <translation>a list of {tool, hint} objects</translation>
    </message>
    <message>
        <source>a list of {tool, hint} objects with a tool name (no colon) and a sentence</source>
        <translation>a list of {tool, hint} objects with a tool name (no colon) and a sentence</translation>
    </message>
    <message>
        <source>a JSON Schema object</source>
        <translation>a JSON Schema object</translation>
    </message>
    <message>
        <source>JSON (finite numbers, UTF-8 text)</source>
        <translation>JSON (finite numbers, UTF-8 text)</translation>
    </message>
    <message>
        <source>nested at most 64 levels deep</source>
        <translation>nested at most 64 levels deep</translation>
    </message>
    <message>
        <source>none, flags or positional</source>
        <translation>none, flags or positional</translation>
    </message>
    <message>
        <source>owner or external</source>
        <translation>owner or external</translation>
    </message>
    <message>
        <source>read_only, presentation or writes</source>
        <translation>read_only, presentation or writes</translation>
    </message>
    <message>
        <source>tool or skill</source>
        <translation>tool or skill</translation>
    </message>
    <message>
        <source>{a0} contains a line break or control character ({a1}), which would break the header</source>
        <translation>{a0} contains a line break or control character ({a1}), which would break the header</translation>
    </message>
    <message>
        <source>write {a0} as one line of plain text</source>
        <translation>write {a0} as one line of plain text</translation>
    </message>
    <message>
        <source>unknown header field {a0}</source>
        <translation>unknown header field {a0}</translation>
    </message>
    <message>
        <source>use one of: {a1}</source>
        <translation>use one of: {a1}</translation>
    </message>
    <message>
        <source>{a0} must be {a1}</source>
        <translation>{a0} must be {a1}</translation>
    </message>
    <message>
        <source>correct {a0} and try again</source>
        <translation>correct {a0} and try again</translation>
    </message>
    <message>
        <source>cannot read {a0}: {a1}</source>
        <translation>cannot read {a0}: {a1}</translation>
    </message>
    <message>
        <source>check that the file exists and is readable</source>
        <translation>check that the file exists and is readable</translation>
    </message>
    <message>
        <source>the file does not start with a shebang line, so it has no header</source>
        <translation>the file does not start with a shebang line, so it has no header</translation>
    </message>
    <message>
        <source>add a first line such as #!/usr/bin/env python3</source>
        <translation>add a first line such as #!/usr/bin/env python3</translation>
    </message>
    <message>
        <source>the header is not valid UTF-8 text</source>
        <translation>the header is not valid UTF-8 text</translation>
    </message>
    <message>
        <source>save the file as UTF-8 first</source>
        <translation>save the file as UTF-8 first</translation>
    </message>
    <message>
        <source>the header is longer than the 32 KiB that are read</source>
        <translation>the header is longer than the 32 KiB that are read</translation>
    </message>
    <message>
        <source>shorten the header (a smaller Parameters block) by hand</source>
        <translation>shorten the header (a smaller Parameters block) by hand</translation>
    </message>
    <message>
        <source>the new header would not read back as written ({a0}); nothing was written</source>
        <translation>the new header would not read back as written ({a0}); nothing was written</translation>
    </message>
    <message>
        <source>check the values, or edit the header by hand</source>
        <translation>check the values, or edit the header by hand</translation>
    </message>
    <message>
        <source>{a0} is a symbolic link that leaves its layer; ScriptDeck never writes through it</source>
        <translation>{a0} is a symbolic link that leaves its layer; ScriptDeck never writes through it</translation>
    </message>
    <message>
        <source>edit the file it points to ({a1}) yourself</source>
        <translation>edit the file it points to ({a1}) yourself</translation>
    </message>
    <message>
        <source>{a0} changed on disk since it was read; nothing was written</source>
        <translation>{a0} changed on disk since it was read; nothing was written</translation>
    </message>
    <message>
        <source>reload the file and make the edit again</source>
        <translation>reload the file and make the edit again</translation>
    </message>
    <message>
        <source>script id &apos;{a0}&apos; not found</source>
        <translation>script id &apos;{a0}&apos; not found</translation>
    </message>
    <message>
        <source>run scriptdeck list to see the tools</source>
        <translation>run scriptdeck list to see the tools</translation>
    </message>
    <message>
        <source>&apos;{a0}&apos; is read-only here ({a1} tool)</source>
        <translation>&apos;{a0}&apos; is read-only here ({a1} tool)</translation>
    </message>
    <message>
        <source>register a copy of it in a user layer and edit the copy</source>
        <translation>register a copy of it in a user layer and edit the copy</translation>
    </message>
</context>
<context>
    <name>library</name>
    <message>
        <source>{a0} is not a repository address ScriptDeck accepts: {a1}</source>
        <extracomment>how long a change waits for another process&apos;s change of the same library (an update runs tests: minutes) a library&apos;s name: a folder name and the end of a layer name a branch, tag or commit: git&apos;s ref rules, a little stricter (no leading ``-``, no ``..``, no control characters) a file&apos;s diff in a change list is cut here header bytes read per file version for the change list (as the scanner reads)</extracomment>
        <translation>{a0} is not a repository address ScriptDeck accepts: {a1}</translation>
    </message>
    <message>
        <source>use https://…, ssh://…, git@host:path, git://…, file://… or a local folder</source>
        <translation>use https://…, ssh://…, git@host:path, git://…, file://… or a local folder</translation>
    </message>
    <message>
        <source>it is empty</source>
        <extracomment>why an address is refused (``%1``: the transport named)</extracomment>
        <translation>it is empty</translation>
    </message>
    <message>
        <source>it is longer than 2048 characters</source>
        <translation>it is longer than 2048 characters</translation>
    </message>
    <message>
        <source>it holds control characters or surrounding spaces</source>
        <translation>it holds control characters or surrounding spaces</translation>
    </message>
    <message>
        <source>it starts with &apos;-&apos;, which git would read as an option</source>
        <translation>it starts with &apos;-&apos;, which git would read as an option</translation>
    </message>
    <message>
        <source>remote helpers (ext::, fd::, …) can run commands and are never used</source>
        <translation>remote helpers (ext::, fd::, …) can run commands and are never used</translation>
    </message>
    <message>
        <source>a file:// address needs an absolute path (file:///…)</source>
        <translation>a file:// address needs an absolute path (file:///…)</translation>
    </message>
    <message>
        <source>the host or user is missing or starts with &apos;-&apos;</source>
        <translation>the host or user is missing or starts with &apos;-&apos;</translation>
    </message>
    <message>
        <source>it names no repository path</source>
        <translation>it names no repository path</translation>
    </message>
    <message>
        <source>the host, user or path starts with &apos;-&apos;</source>
        <translation>the host, user or path starts with &apos;-&apos;</translation>
    </message>
    <message>
        <source>it is neither a URL, user@host:path nor a local folder</source>
        <translation>it is neither a URL, user@host:path nor a local folder</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>no such folder</translation>
    </message>
    <message>
        <source>the %1:// transport is not allowed</source>
        <translation>the %1:// transport is not allowed</translation>
    </message>
    <message>
        <source>{a0} is not a library name: lowercase letters, digits, - and _ (at most 40)</source>
        <translation>{a0} is not a library name: lowercase letters, digits, - and _ (at most 40)</translation>
    </message>
    <message>
        <source>pick another with --name, e.g. --name team-tools</source>
        <translation>pick another with --name, e.g. --name team-tools</translation>
    </message>
    <message>
        <source>{a0} is not a branch, tag or commit name</source>
        <translation>{a0} is not a branch, tag or commit name</translation>
    </message>
    <message>
        <source>give a branch (main), a tag (v1.2) or a commit hash with --ref</source>
        <translation>give a branch (main), a tag (v1.2) or a commit hash with --ref</translation>
    </message>
    <message>
        <source>a library named {a0} already exists</source>
        <translation>a library named {a0} already exists</translation>
    </message>
    <message>
        <source>pick another name with --name, or remove it first: scriptdeck library remove {a0}</source>
        <translation>pick another name with --name, or remove it first: scriptdeck library remove {a0}</translation>
    </message>
    <message>
        <source>no library named {a0}</source>
        <translation>no library named {a0}</translation>
    </message>
    <message>
        <source>scriptdeck library list shows the libraries</source>
        <translation>scriptdeck library list shows the libraries</translation>
    </message>
    <message>
        <source>another ScriptDeck is changing the library {a0}</source>
        <translation>another ScriptDeck is changing the library {a0}</translation>
    </message>
    <message>
        <source>wait for it to finish, then try again</source>
        <translation>wait for it to finish, then try again</translation>
    </message>
    <message>
        <source>the new tree of {a0} is gone ({a1}); nothing was switched</source>
        <translation>the new tree of {a0} is gone ({a1}); nothing was switched</translation>
    </message>
    <message>
        <source>run the update again</source>
        <translation>run the update again</translation>
    </message>
    <message>
        <source>settings.json cannot be used: {a0}</source>
        <translation>settings.json cannot be used: {a0}</translation>
    </message>
    <message>
        <source>repair it or move it aside, then try again</source>
        <translation>repair it or move it aside, then try again</translation>
    </message>
    <message>
        <source>commit {a0} cannot be checked out safely: {a1}</source>
        <translation>commit {a0} cannot be checked out safely: {a1}</translation>
    </message>
    <message>
        <source>ask the library&apos;s owner to fix the repository; the commit in use is unchanged</source>
        <translation>ask the library&apos;s owner to fix the repository; the commit in use is unchanged</translation>
    </message>
    <message>
        <source>{a0} was changed by another ScriptDeck meanwhile; nothing was switched</source>
        <translation>{a0} was changed by another ScriptDeck meanwhile; nothing was switched</translation>
    </message>
    <message>
        <source>check for updates again</source>
        <translation>check for updates again</translation>
    </message>
</context>
<context>
    <name>lint</name>
    <message>
        <source>The first line is not a shebang (#!…), so the agent cannot run the file</source>
        <extracomment>code -&gt; (severity, message, fix or &quot;&quot;)</extracomment>
        <translation>The first line is not a shebang (#!…), so the agent cannot run the file</translation>
    </message>
    <message>
        <source>Start the file with a line such as #!/usr/bin/env python3</source>
        <translation>Start the file with a line such as #!/usr/bin/env python3</translation>
    </message>
    <message>
        <source>The file is not executable</source>
        <translation>The file is not executable</translation>
    </message>
    <message>
        <source>Make it executable: chmod +x {path}</source>
        <translation>Make it executable: chmod +x {path}</translation>
    </message>
    <message>
        <source>No description, so the tool is not registered</source>
        <translation>No description, so the tool is not registered</translation>
    </message>
    <message>
        <source>add a # Description: line</source>
        <translation>add a # Description: line</translation>
    </message>
    <message>
        <source>No tool id can be derived from the file name {name}</source>
        <translation>No tool id can be derived from the file name {name}</translation>
    </message>
    <message>
        <source>Add a # Id: line, or rename the file with ASCII letters</source>
        <translation>Add a # Id: line, or rename the file with ASCII letters</translation>
    </message>
    <message>
        <source>Parameters is not valid JSON</source>
        <translation>Parameters is not valid JSON</translation>
    </message>
    <message>
        <source>Fix the JSON after # Parameters: (check commas and quotes)</source>
        <translation>Fix the JSON after # Parameters: (check commas and quotes)</translation>
    </message>
    <message>
        <source>The Parameters block never closes; it swallowed the rest of the header</source>
        <translation>The Parameters block never closes; it swallowed the rest of the header</translation>
    </message>
    <message>
        <source>Close every { and [ of the Parameters block, each line starting with #</source>
        <translation>Close every { and [ of the Parameters block, each line starting with #</translation>
    </message>
    <message>
        <source>Parameters is nested deeper than 64 levels, so it is not used</source>
        <translation>Parameters is nested deeper than 64 levels, so it is not used</translation>
    </message>
    <message>
        <source>Flatten the schema (use $defs and $ref for repeated parts)</source>
        <translation>Flatten the schema (use $defs and $ref for repeated parts)</translation>
    </message>
    <message>
        <source>{name} is not a regular file (a FIFO, socket, device or folder), so it cannot be a tool</source>
        <translation>{name} is not a regular file (a FIFO, socket, device or folder), so it cannot be a tool</translation>
    </message>
    <message>
        <source>Move it out of the scripts folder</source>
        <translation>Move it out of the scripts folder</translation>
    </message>
    <message>
        <source>The file cannot be read ({detail}), so it is not listed as a tool</source>
        <translation>The file cannot be read ({detail}), so it is not listed as a tool</translation>
    </message>
    <message>
        <source>Give yourself read permission: chmod u+r {path}</source>
        <translation>Give yourself read permission: chmod u+r {path}</translation>
    </message>
    <message>
        <source>Timeout {value} is not a usable number of seconds; it is ignored</source>
        <translation>Timeout {value} is not a usable number of seconds; it is ignored</translation>
    </message>
    <message>
        <source>Use a whole number of seconds between 1 and 300</source>
        <translation>Use a whole number of seconds between 1 and 300</translation>
    </message>
    <message>
        <source>Parameters is not a valid JSON Schema: {detail}</source>
        <translation>Parameters is not a valid JSON Schema: {detail}</translation>
    </message>
    <message>
        <source>Correct the schema so it validates against its draft</source>
        <translation>Correct the schema so it validates against its draft</translation>
    </message>
    <message>
        <source>Parameters must be a JSON Schema with &quot;type&quot;: &quot;object&quot;</source>
        <translation>Parameters must be a JSON Schema with &quot;type&quot;: &quot;object&quot;</translation>
    </message>
    <message>
        <source>Wrap the arguments in {&quot;type&quot;:&quot;object&quot;,&quot;properties&quot;:{…}}</source>
        <translation>Wrap the arguments in {&quot;type&quot;:&quot;object&quot;,&quot;properties&quot;:{…}}</translation>
    </message>
    <message>
        <source>The header Id {value} is not a valid tool id, so it is ignored</source>
        <translation>The header Id {value} is not a valid tool id, so it is ignored</translation>
    </message>
    <message>
        <source>Use letters, digits and _ only, starting with a letter</source>
        <translation>Use letters, digits and _ only, starting with a letter</translation>
    </message>
    <message>
        <source>The id {id} is reserved for one of the agent&apos;s own tools, so it is never registered</source>
        <translation>The id {id} is reserved for one of the agent&apos;s own tools, so it is never registered</translation>
    </message>
    <message>
        <source>Choose another name with a # Id: line or rename the file</source>
        <translation>Choose another name with a # Id: line or rename the file</translation>
    </message>
    <message>
        <source>index.json entry {id} points to {value}, which is not a file inside its layer; it is ignored</source>
        <translation>index.json entry {id} points to {value}, which is not a file inside its layer; it is ignored</translation>
    </message>
    <message>
        <source>Point the entry&apos;s path to a script in {dir}, or remove the entry</source>
        <translation>Point the entry&apos;s path to a script in {dir}, or remove the entry</translation>
    </message>
    <message>
        <source>index.json entry id {value} is not a tool id (letters, digits and _ only, starting with a letter), so the entry registers nothing</source>
        <translation>index.json entry id {value} is not a tool id (letters, digits and _ only, starting with a letter), so the entry registers nothing</translation>
    </message>
    <message>
        <source>Correct the id in index.json, e.g. with _ in place of other characters</source>
        <translation>Correct the id in index.json, e.g. with _ in place of other characters</translation>
    </message>
    <message>
        <source>index.json cannot be read ({detail}); its overrides are ignored and writes to this layer are refused</source>
        <translation>index.json cannot be read ({detail}); its overrides are ignored and writes to this layer are refused</translation>
    </message>
    <message>
        <source>Repair {path} by hand (a copy may be in index.json.bak) or move it aside</source>
        <translation>Repair {path} by hand (a copy may be in index.json.bak) or move it aside</translation>
    </message>
    <message>
        <source>No 显示名称: a Chinese UI can only show the tool id</source>
        <translation>No 显示名称: a Chinese UI can only show the tool id</translation>
    </message>
    <message>
        <source>add a # 显示名称： line with a Chinese name</source>
        <translation>add a # 显示名称： line with a Chinese name</translation>
    </message>
    <message>
        <source>Display name contains Chinese; it is the English UI name</source>
        <translation>Display name contains Chinese; it is the English UI name</translation>
    </message>
    <message>
        <source>Put the Chinese name in # 显示名称： and an English one (or none) in Display name</source>
        <translation>Put the Chinese name in # 显示名称： and an English one (or none) in Display name</translation>
    </message>
    <message>
        <source>The description the model sees is not in English</source>
        <translation>The description the model sees is not in English</translation>
    </message>
    <message>
        <source>Add an English # Description: line; keep 描述 for people</source>
        <translation>Add an English # Description: line; keep 描述 for people</translation>
    </message>
    <message>
        <source>The first sentence is {count} characters; in stub mode the model sees at most 60</source>
        <translation>The first sentence is {count} characters; in stub mode the model sees at most 60</translation>
    </message>
    <message>
        <source>Say what the tool does in under 60 characters, then the details</source>
        <translation>Say what the tool does in under 60 characters, then the details</translation>
    </message>
    <message>
        <source>Parameter {value} has no description</source>
        <translation>Parameter {value} has no description</translation>
    </message>
    <message>
        <source>Give every property a &quot;description&quot;</source>
        <translation>Give every property a &quot;description&quot;</translation>
    </message>
    <message>
        <source>Timeout {value} s is over the 300 s maximum; it is clamped to 300</source>
        <translation>Timeout {value} s is over the 300 s maximum; it is clamped to 300</translation>
    </message>
    <message>
        <source>Use a timeout of 300 seconds or less</source>
        <translation>Use a timeout of 300 seconds or less</translation>
    </message>
    <message>
        <source>Unknown capability {value}; it is ignored</source>
        <translation>Unknown capability {value}; it is ignored</translation>
    </message>
    <message>
        <source>Use host.info, providers.read or subsystems.read</source>
        <translation>Use host.info, providers.read or subsystems.read</translation>
    </message>
    <message>
        <source>The header looks like it contains a secret (line {value})</source>
        <translation>The header looks like it contains a secret (line {value})</translation>
    </message>
    <message>
        <source>Never put secrets in the header; read them from the environment or a file under $MIYU_SCRIPT_CACHE_DIR</source>
        <translation>Never put secrets in the header; read them from the environment or a file under $MIYU_SCRIPT_CACHE_DIR</translation>
    </message>
    <message>
        <source>No &quot;# Description: &quot; line, so pi shows the model &quot;(no description)&quot;</source>
        <translation>No &quot;# Description: &quot; line, so pi shows the model &quot;(no description)&quot;</translation>
    </message>
    <message>
        <source>Add a line that starts exactly with &quot;# Description: &quot;</source>
        <translation>Add a line that starts exactly with &quot;# Description: &quot;</translation>
    </message>
    <message>
        <source>Timeout {value} is {value} milliseconds for pi, probably meant as seconds</source>
        <translation>Timeout {value} is {value} milliseconds for pi, probably meant as seconds</translation>
    </message>
    <message>
        <source>pi reads milliseconds: write # Timeout: {suggest}</source>
        <translation>pi reads milliseconds: write # Timeout: {suggest}</translation>
    </message>
    <message>
        <source>pi ignores the line &quot;{value}&quot;: it reads only the exact prefixes &quot;# Name: &quot;, &quot;# Description: &quot;, &quot;# Usage: &quot; and &quot;# Timeout: &quot;</source>
        <translation>pi ignores the line &quot;{value}&quot;: it reads only the exact prefixes &quot;# Name: &quot;, &quot;# Description: &quot;, &quot;# Usage: &quot; and &quot;# Timeout: &quot;</translation>
    </message>
    <message>
        <source>Write the key with this case, one space after # and one after the colon</source>
        <translation>Write the key with this case, one space after # and one after the colon</translation>
    </message>
    <message>
        <source>pi ignores # Name: {value} (only a-z, 0-9 and _ are allowed), so the tool is called {id}</source>
        <translation>pi ignores # Name: {value} (only a-z, 0-9 and _ are allowed), so the tool is called {id}</translation>
    </message>
    <message>
        <source>Use lowercase letters, digits and _ only, e.g. # Name: {suggest}</source>
        <translation>Use lowercase letters, digits and _ only, e.g. # Name: {suggest}</translation>
    </message>
    <message>
        <source>{name} and {value} both give the tool name {id}; pi keeps only {value}, the later one by name</source>
        <translation>{name} and {value} both give the tool name {id}; pi keeps only {value}, the later one by name</translation>
    </message>
    <message>
        <source>Rename one of the files or give it another # Name: line</source>
        <translation>Rename one of the files or give it another # Name: line</translation>
    </message>
    <message>
        <source>{name} is a symbolic link; pi registers regular files only, so it skips it</source>
        <translation>{name} is a symbolic link; pi registers regular files only, so it skips it</translation>
    </message>
    <message>
        <source>Replace the link with a copy of the file, or link the whole scripts folder instead</source>
        <translation>Replace the link with a copy of the file, or link the whole scripts folder instead</translation>
    </message>
    <message>
        <source>@raycast.{value} is not a JSON object, so the argument is left out</source>
        <translation>@raycast.{value} is not a JSON object, so the argument is left out</translation>
    </message>
    <message>
        <source>Write it as in Raycast&apos;s docs, e.g. {{ &quot;type&quot;: &quot;text&quot;, &quot;placeholder&quot;: &quot;Query&quot; }}</source>
        <translation>Write it as in Raycast&apos;s docs, e.g. {{ &quot;type&quot;: &quot;text&quot;, &quot;placeholder&quot;: &quot;Query&quot; }}</translation>
    </message>
    <message>
        <source>The test file {path} cannot be used ({detail}); none of its cases run</source>
        <translation>The test file {path} cannot be used ({detail}); none of its cases run</translation>
    </message>
    <message>
        <source>Correct the test file (its format: resources/tooltests.schema.json), or move it aside</source>
        <translation>Correct the test file (its format: resources/tooltests.schema.json), or move it aside</translation>
    </message>
    <message>
        <source>Test case {value} passes arguments the tool&apos;s Parameters refuse: {detail}</source>
        <translation>Test case {value} passes arguments the tool&apos;s Parameters refuse: {detail}</translation>
    </message>
    <message>
        <source>Correct the case&apos;s args in {path}, or the tool&apos;s Parameters</source>
        <translation>Correct the case&apos;s args in {path}, or the tool&apos;s Parameters</translation>
    </message>
    <message>
        <source>{value} is not yes or no (or disagrees with an earlier Confirm line), so the tool asks before every run</source>
        <translation>{value} is not yes or no (or disagrees with an earlier Confirm line), so the tool asks before every run</translation>
    </message>
    <message>
        <source>Write one line, # Confirm: yes (or true, 是) or # Confirm: no (or false, 否)</source>
        <translation>Write one line, # Confirm: yes (or true, 是) or # Confirm: no (or false, 否)</translation>
    </message>
    <message>
        <source>{value} is not a Permission, so the tool counts as one that writes</source>
        <translation>{value} is not a Permission, so the tool counts as one that writes</translation>
    </message>
    <message>
        <source>Write # Permission: read-only, presentation or writes</source>
        <translation>Write # Permission: read-only, presentation or writes</translation>
    </message>
    <message>
        <source>The alias {value} is also an alias of {other}, so a search for it finds both tools</source>
        <translation>The alias {value} is also an alias of {other}, so a search for it finds both tools</translation>
    </message>
    <message>
        <source>Keep the alias on one tool only, e.g. scriptdeck alias {id} {value} --remove</source>
        <translation>Keep the alias on one tool only, e.g. scriptdeck alias {id} {value} --remove</translation>
    </message>
    <message>
        <source>index.json&apos;s aliases {value} hold something that is not an alias (one word of up to 40 characters, no spaces); it is ignored</source>
        <translation>index.json&apos;s aliases {value} hold something that is not an alias (one word of up to 40 characters, no spaces); it is ignored</translation>
    </message>
    <message>
        <source>Correct or remove it in the &quot;aliases&quot; list of index.json, or edit the aliases in Details</source>
        <translation>Correct or remove it in the &quot;aliases&quot; list of index.json, or edit the aliases in Details</translation>
    </message>
    <message>
        <source>index.json&apos;s favourite {value} is not true or false, so the tool is not a favourite</source>
        <translation>index.json&apos;s favourite {value} is not true or false, so the tool is not a favourite</translation>
    </message>
    <message>
        <source>Write &quot;favourite&quot;: true (no quotes) in index.json, or remove it</source>
        <translation>Write &quot;favourite&quot;: true (no quotes) in index.json, or remove it</translation>
    </message>
    <message>
        <source>index.json&apos;s confirm {value} is not true or false, so it is ignored</source>
        <translation>index.json&apos;s confirm {value} is not true or false, so it is ignored</translation>
    </message>
    <message>
        <source>index.json&apos;s permission {value} is not a Permission, so it is ignored</source>
        <translation>index.json&apos;s permission {value} is not a Permission, so it is ignored</translation>
    </message>
    <message>
        <source>The alias {value} is the id or a name of the tool {other}, so a search for it finds that tool too</source>
        <translation>The alias {value} is the id or a name of the tool {other}, so a search for it finds that tool too</translation>
    </message>
    <message>
        <source>Write &quot;confirm&quot;: true or false (no quotes) in index.json, or remove it</source>
        <extracomment>(code, variant) -&gt; a fix that replaces the catalog&apos;s (the header has an English description; index.json&apos;s wins)</extracomment>
        <translation>Write &quot;confirm&quot;: true or false (no quotes) in index.json, or remove it</translation>
    </message>
    <message>
        <source>Write &quot;permission&quot;: &quot;read_only&quot;, &quot;presentation&quot; or &quot;writes&quot; in index.json</source>
        <translation>Write &quot;permission&quot;: &quot;read_only&quot;, &quot;presentation&quot; or &quot;writes&quot; in index.json</translation>
    </message>
    <message>
        <source>Write the index.json description in English (Overrides → Description), or remove it there so the header&apos;s English one is used</source>
        <translation>Write the index.json description in English (Overrides → Description), or remove it there so the header&apos;s English one is used</translation>
    </message>
    <message>
        <source>The tool costs {count} tokens of the agent&apos;s context on every turn (over 1,000)</source>
        <translation>The tool costs {count} tokens of the agent&apos;s context on every turn (over 1,000)</translation>
    </message>
    <message>
        <source>Shorten the description and the parameter descriptions; put long help where the agent asks for it</source>
        <translation>Shorten the description and the parameter descriptions; put long help where the agent asks for it</translation>
    </message>
    <message>
        <source>The id {id} is the name MCP serves {value} under, so {value} keeps it and this tool is not served over MCP</source>
        <translation>The id {id} is the name MCP serves {value} under, so {value} keeps it and this tool is not served over MCP</translation>
    </message>
    <message>
        <source>Give this tool another id (a # Id: line or another file name)</source>
        <translation>Give this tool another id (a # Id: line or another file name)</translation>
    </message>
    <message>
        <source>The {value} holds characters that cannot be shown or sent as they are (a lone surrogate, NUL or another control character); they are replaced in every output</source>
        <translation>The {value} holds characters that cannot be shown or sent as they are (a lone surrogate, NUL or another control character); they are replaced in every output</translation>
    </message>
    <message>
        <source>Rewrite the {value} in plain text</source>
        <translation>Rewrite the {value} in plain text</translation>
    </message>
    <message>
        <source>Another script in this layer also has the id {id} ({value}); only one is used</source>
        <translation>Another script in this layer also has the id {id} ({value}); only one is used</translation>
    </message>
    <message>
        <source>Give one of them a different # Id: or file name</source>
        <translation>Give one of them a different # Id: or file name</translation>
    </message>
    <message>
        <source>No 显示名称: a Chinese UI shows the English Display name instead</source>
        <extracomment>(code, variant) -&gt; a message that replaces the catalog&apos;s when a finding says ``variant``</extracomment>
        <translation>No 显示名称: a Chinese UI shows the English Display name instead</translation>
    </message>
    <message>
        <source>The description index.json gives the model is not in English</source>
        <translation>The description index.json gives the model is not in English</translation>
    </message>
    <message>
        <source>{value} in another Raycast folder has the same id {id} and is the one used, so this command is hidden</source>
        <translation>{value} in another Raycast folder has the same id {id} and is the one used, so this command is hidden</translation>
    </message>
</context>
<context>
    <name>manage</name>
    <message>
        <source>see the header contract: scriptdeck tool-call manage_script --describe</source>
        <translation>see the header contract: scriptdeck tool-call manage_script --describe</translation>
    </message>
    <message>
        <source>Use action=list to see registered, unregistered and disabled scripts.</source>
        <extracomment>the keys each writing action takes (others refuse keys that belong to another action) deeper requests are refused before any recursive check looks at them (jsonschema recurses)</extracomment>
        <translation>Use action=list to see registered, unregistered and disabled scripts.</translation>
    </message>
    <message>
        <source>index.json of the {a0} layer is unreadable ({a1}); nothing was written</source>
        <translation>index.json of the {a0} layer is unreadable ({a1}); nothing was written</translation>
    </message>
    <message>
        <source>repair {a2} by hand (a copy may be in index.json.bak) or move it aside; ScriptDeck will not overwrite it</source>
        <translation>repair {a2} by hand (a copy may be in index.json.bak) or move it aside; ScriptDeck will not overwrite it</translation>
    </message>
    <message>
        <source>script id &apos;{a0}&apos; not found. Use action=list to see registered, unregistered and disabled scripts.</source>
        <translation>script id &apos;{a0}&apos; not found. Use action=list to see registered, unregistered and disabled scripts.</translation>
    </message>
    <message>
        <source>arguments must be a JSON object</source>
        <translation>arguments must be a JSON object</translation>
    </message>
    <message>
        <source>pass {{&quot;action&quot;: &quot;list&quot;}} or another action</source>
        <translation>pass {{&quot;action&quot;: &quot;list&quot;}} or another action</translation>
    </message>
    <message>
        <source>unknown action: {a0}; expected register, unregister, list, enable, disable or set</source>
        <translation>unknown action: {a0}; expected register, unregister, list, enable, disable or set</translation>
    </message>
    <message>
        <source>pass action=list to see the scripts</source>
        <translation>pass action=list to see the scripts</translation>
    </message>
    <message>
        <source>invalid scope: {a0}; expected persona or global</source>
        <translation>invalid scope: {a0}; expected persona or global</translation>
    </message>
    <message>
        <source>pass scope=persona or scope=global</source>
        <translation>pass scope=persona or scope=global</translation>
    </message>
    <message>
        <source>invalid id: {a0}; expected letters, digits and _ starting with a letter</source>
        <translation>invalid id: {a0}; expected letters, digits and _ starting with a letter</translation>
    </message>
    <message>
        <source>pass an id such as my_tool</source>
        <translation>pass an id such as my_tool</translation>
    </message>
    <message>
        <source>id is required when no path is given</source>
        <translation>id is required when no path is given</translation>
    </message>
    <message>
        <source>pass path (absolute) to register a new script, or id to re-enable one</source>
        <translation>pass path (absolute) to register a new script, or id to re-enable one</translation>
    </message>
    <message>
        <source>path must be a string</source>
        <translation>path must be a string</translation>
    </message>
    <message>
        <source>pass the script&apos;s absolute path</source>
        <translation>pass the script&apos;s absolute path</translation>
    </message>
    <message>
        <source>script &apos;{a0}&apos; not found in any scripts directory; pass path</source>
        <translation>script &apos;{a0}&apos; not found in any scripts directory; pass path</translation>
    </message>
    <message>
        <source>pass the script&apos;s absolute path to copy it in</source>
        <translation>pass the script&apos;s absolute path to copy it in</translation>
    </message>
    <message>
        <source>path {a0} is outside the {a1} scripts directory</source>
        <extracomment>the destination is a symlink whose target leaves the layer (never chmod&apos;ed, indexed without a path) the lower layer&apos;s tool this one hides: {&quot;layer&quot;, &quot;path&quot;}, or None</extracomment>
        <translation>path {a0} is outside the {a1} scripts directory</translation>
    </message>
    <message>
        <source>pass an absolute path; the file is then copied in</source>
        <translation>pass an absolute path; the file is then copied in</translation>
    </message>
    <message>
        <source>script &apos;{a0}&apos; not found in the scripts directories</source>
        <translation>script &apos;{a0}&apos; not found in the scripts directories</translation>
    </message>
    <message>
        <source>register a script file, not a {a1}</source>
        <translation>register a script file, not a {a1}</translation>
    </message>
    <message>
        <source>script not found: {a0}</source>
        <translation>script not found: {a0}</translation>
    </message>
    <message>
        <source>check the path; it must be a file</source>
        <translation>check the path; it must be a file</translation>
    </message>
    <message>
        <source>refusing to register {a0}: index.json and dotfiles are not scripts</source>
        <translation>refusing to register {a0}: index.json and dotfiles are not scripts</translation>
    </message>
    <message>
        <source>rename the script</source>
        <translation>rename the script</translation>
    </message>
    <message>
        <source>script is larger than 8 MiB: {a0}</source>
        <translation>script is larger than 8 MiB: {a0}</translation>
    </message>
    <message>
        <source>keep the script small; load data at run time</source>
        <translation>keep the script small; load data at run time</translation>
    </message>
    <message>
        <source>{a0} is a {a1}, not a regular file; nothing was written</source>
        <translation>{a0} is a {a1}, not a regular file; nothing was written</translation>
    </message>
    <message>
        <source>remove {a0} by hand, or register the script under another name</source>
        <translation>remove {a0} by hand, or register the script under another name</translation>
    </message>
    <message>
        <source>{a0} is a symlink to a file outside the {a1} layer; it keeps the id {a2}</source>
        <translation>{a0} is a symlink to a file outside the {a1} layer; it keeps the id {a2}</translation>
    </message>
    <message>
        <source>register it without id, or change the # Id: line of its target</source>
        <translation>register it without id, or change the # Id: line of its target</translation>
    </message>
    <message>
        <source>Use action=list to see which file holds each id.</source>
        <translation>Use action=list to see which file holds each id.</translation>
    </message>
    <message>
        <source>{a0} already exists; pass overwrite=true to replace it</source>
        <translation>{a0} already exists; pass overwrite=true to replace it</translation>
    </message>
    <message>
        <source>{a0} is a {a1}, not a regular file, so it cannot be a script</source>
        <extracomment>the refusal the window words its own way (&quot;tick Replace files that already exist&quot;)</extracomment>
        <translation>{a0} is a {a1}, not a regular file, so it cannot be a script</translation>
    </message>
    <message>
        <source>id &apos;{a0}&apos; is already used by {a1} in the {a2} layer; pass another id, or unregister {a0} first</source>
        <translation>id &apos;{a0}&apos; is already used by {a1} in the {a2} layer; pass another id, or unregister {a0} first</translation>
    </message>
    <message>
        <source>pass overwrite=true, or rename the script</source>
        <translation>pass overwrite=true, or rename the script</translation>
    </message>
    <message>
        <source>script has no shebang: {a0} must start with a line such as #!/usr/bin/env python3</source>
        <translation>script has no shebang: {a0} must start with a line such as #!/usr/bin/env python3</translation>
    </message>
    <message>
        <source>cannot derive a tool name from &apos;{a0}&apos;; pass id</source>
        <translation>cannot derive a tool name from &apos;{a0}&apos;; pass id</translation>
    </message>
    <message>
        <source>pass id, e.g. id=my_tool</source>
        <translation>pass id, e.g. id=my_tool</translation>
    </message>
    <message>
        <source>script id conflicts with a reserved tool name: {a0}</source>
        <translation>script id conflicts with a reserved tool name: {a0}</translation>
    </message>
    <message>
        <source>pass another id</source>
        <translation>pass another id</translation>
    </message>
    <message>
        <source>description is required: pass description, or add a # Description: line</source>
        <translation>description is required: pass description, or add a # Description: line</translation>
    </message>
    <message>
        <source>add a # Description: line to the header</source>
        <translation>add a # Description: line to the header</translation>
    </message>
    <message>
        <source>id is required</source>
        <translation>id is required</translation>
    </message>
    <message>
        <source>index.json of the {a0} layer is being written by another process (waited {a1} s); nothing was written</source>
        <translation>index.json of the {a0} layer is being written by another process (waited {a1} s); nothing was written</translation>
    </message>
    <message>
        <source>try again; if it keeps failing, stop the scriptdeck process that holds {a2}</source>
        <translation>try again; if it keeps failing, stop the scriptdeck process that holds {a2}</translation>
    </message>
    <message>
        <source>index.json of the {a0} layer kept changing on disk; nothing was written</source>
        <translation>index.json of the {a0} layer kept changing on disk; nothing was written</translation>
    </message>
    <message>
        <source>try again when the file is no longer being edited</source>
        <translation>try again when the file is no longer being edited</translation>
    </message>
    <message>
        <source>a value is NaN or Infinity, which JSON cannot hold; nothing was written</source>
        <translation>a value is NaN or Infinity, which JSON cannot hold; nothing was written</translation>
    </message>
    <message>
        <source>pass finite numbers only</source>
        <translation>pass finite numbers only</translation>
    </message>
    <message>
        <source>{a0} cannot be replaced ({a1}); nothing was written</source>
        <translation>{a0} cannot be replaced ({a1}); nothing was written</translation>
    </message>
    <message>
        <source>remove {a0} by hand, or register under another name</source>
        <translation>remove {a0} by hand, or register under another name</translation>
    </message>
    <message>
        <source>{a0} exists and the trust policy is enforce: an agent cannot replace or update a file; nothing was written</source>
        <translation>{a0} exists and the trust policy is enforce: an agent cannot replace or update a file; nothing was written</translation>
    </message>
    <message>
        <source>ask the user to review and replace it in ScriptDeck, or register the new script under another name</source>
        <translation>ask the user to review and replace it in ScriptDeck, or register the new script under another name</translation>
    </message>
    <message>
        <source>built-in scripts cannot be deleted</source>
        <extracomment>actions whose every write is named in ``Manager._written`` (index.json files, pi renames): after them only those paths are rescanned; every other action rescans all layers the files the current call wrote or renamed (see _NAMED_WRITES)</extracomment>
        <translation>built-in scripts cannot be deleted</translation>
    </message>
    <message>
        <source>unregister without delete_file to hide it</source>
        <translation>unregister without delete_file to hide it</translation>
    </message>
    <message>
        <source>{a0} already exists</source>
        <translation>{a0} already exists</translation>
    </message>
    <message>
        <source>remove or rename it first</source>
        <translation>remove or rename it first</translation>
    </message>
    <message>
        <source>remove or rename one of the two files</source>
        <translation>remove or rename one of the two files</translation>
    </message>
    <message>
        <source>&apos;{a0}&apos; is read-only here (built-in or pi script)</source>
        <translation>&apos;{a0}&apos; is read-only here (built-in or pi script)</translation>
    </message>
    <message>
        <source>register a copy of it with path=… first, then set its fields</source>
        <translation>register a copy of it with path=… first, then set its fields</translation>
    </message>
    <message>
        <source>parameters must be a JSON object (a JSON Schema)</source>
        <translation>parameters must be a JSON object (a JSON Schema)</translation>
    </message>
    <message>
        <source>pass {{&quot;type&quot;:&quot;object&quot;,&quot;properties&quot;:{{…}}}}</source>
        <translation>pass {{&quot;type&quot;:&quot;object&quot;,&quot;properties&quot;:{{…}}}}</translation>
    </message>
    <message>
        <source>parameters.type must be &quot;object&quot;</source>
        <translation>parameters.type must be &quot;object&quot;</translation>
    </message>
    <message>
        <source>set &quot;type&quot;: &quot;object&quot;</source>
        <translation>set &quot;type&quot;: &quot;object&quot;</translation>
    </message>
    <message>
        <source>parameters.properties must be an object</source>
        <translation>parameters.properties must be an object</translation>
    </message>
    <message>
        <source>map each property name to its schema</source>
        <translation>map each property name to its schema</translation>
    </message>
    <message>
        <source>parameters is not a valid JSON Schema: {a0}</source>
        <translation>parameters is not a valid JSON Schema: {a0}</translation>
    </message>
    <message>
        <source>{a0} is nested deeper than {a1} levels</source>
        <translation>{a0} is nested deeper than {a1} levels</translation>
    </message>
    <message>
        <source>flatten the value</source>
        <translation>flatten the value</translation>
    </message>
    <message>
        <source>{a0} holds a number that is not finite (NaN, Infinity or too large)</source>
        <translation>{a0} holds a number that is not finite (NaN, Infinity or too large)</translation>
    </message>
    <message>
        <source>pass a finite number</source>
        <translation>pass a finite number</translation>
    </message>
    <message>
        <source>fix the schema</source>
        <translation>fix the schema</translation>
    </message>
    <message>
        <source>unknown key for {a0}: {a1}</source>
        <translation>unknown key for {a0}: {a1}</translation>
    </message>
    <message>
        <source>remove it; scriptdeck tool-call manage_script --describe lists the keys</source>
        <translation>remove it; scriptdeck tool-call manage_script --describe lists the keys</translation>
    </message>
    <message>
        <source>timeout_seconds must be a number of seconds</source>
        <translation>timeout_seconds must be a number of seconds</translation>
    </message>
    <message>
        <source>pass an integer from 1 to 300</source>
        <translation>pass an integer from 1 to 300</translation>
    </message>
    <message>
        <source>hints must be a list of {{tool, hint}} objects</source>
        <translation>hints must be a list of {{tool, hint}} objects</translation>
    </message>
    <message>
        <source>pass hints as [{{&quot;tool&quot;: &quot;other_tool&quot;, &quot;hint&quot;: &quot;when to use it&quot;}}]</source>
        <translation>pass hints as [{{&quot;tool&quot;: &quot;other_tool&quot;, &quot;hint&quot;: &quot;when to use it&quot;}}]</translation>
    </message>
    <message>
        <source>{a0} must be a list</source>
        <translation>{a0} must be a list</translation>
    </message>
    <message>
        <source>pass {a1} as a JSON array</source>
        <translation>pass {a1} as a JSON array</translation>
    </message>
    <message>
        <source>{a0} must be a list of strings</source>
        <translation>{a0} must be a list of strings</translation>
    </message>
    <message>
        <source>pass {a1} as a JSON array of strings</source>
        <translation>pass {a1} as a JSON array of strings</translation>
    </message>
    <message>
        <source>argv must be none, flags or positional</source>
        <translation>argv must be none, flags or positional</translation>
    </message>
    <message>
        <source>pass argv: &quot;flags&quot;, &quot;positional&quot; or &quot;none&quot;</source>
        <translation>pass argv: &quot;flags&quot;, &quot;positional&quot; or &quot;none&quot;</translation>
    </message>
    <message>
        <source>{a0} must be true or false</source>
        <translation>{a0} must be true or false</translation>
    </message>
    <message>
        <source>pass {a1}: true or false</source>
        <translation>pass {a1}: true or false</translation>
    </message>
    <message>
        <source>trust must be owner or external</source>
        <translation>trust must be owner or external</translation>
    </message>
    <message>
        <source>pass trust: &quot;owner&quot; or &quot;external&quot;</source>
        <translation>pass trust: &quot;owner&quot; or &quot;external&quot;</translation>
    </message>
    <message>
        <source>permission must be read_only, presentation or writes</source>
        <translation>permission must be read_only, presentation or writes</translation>
    </message>
    <message>
        <source>pass permission: &quot;read_only&quot;, &quot;presentation&quot; or &quot;writes&quot;</source>
        <translation>pass permission: &quot;read_only&quot;, &quot;presentation&quot; or &quot;writes&quot;</translation>
    </message>
    <message>
        <source>load_policy must be summary, group or hidden</source>
        <translation>load_policy must be summary, group or hidden</translation>
    </message>
    <message>
        <source>pass load_policy: &quot;summary&quot;</source>
        <translation>pass load_policy: &quot;summary&quot;</translation>
    </message>
    <message>
        <source>{a0} must be a string</source>
        <translation>{a0} must be a string</translation>
    </message>
    <message>
        <source>pass {a1} as text</source>
        <translation>pass {a1} as text</translation>
    </message>
    <message>
        <source>{a0} is a Raycast command, read in place: ScriptDeck does not change it</source>
        <translation>{a0} is a Raycast command, read in place: ScriptDeck does not change it</translation>
    </message>
    <message>
        <source>convert it into a ScriptDeck layer first (scriptdeck convert {a0}), then edit the copy</source>
        <translation>convert it into a ScriptDeck layer first (scriptdeck convert {a0}), then edit the copy</translation>
    </message>
    <message>
        <source>settings.json cannot be read ({a0}); nothing was changed</source>
        <translation>settings.json cannot be read ({a0}); nothing was changed</translation>
    </message>
    <message>
        <source>repair or move aside {a1}</source>
        <translation>repair or move aside {a1}</translation>
    </message>
</context>
<context>
    <name>marks</name>
    <message>
        <source>no tool has the id &apos;{a0}&apos;</source>
        <translation>no tool has the id &apos;{a0}&apos;</translation>
    </message>
    <message>
        <source>run scriptdeck list to see the tools&apos; ids</source>
        <translation>run scriptdeck list to see the tools&apos; ids</translation>
    </message>
    <message>
        <source>&apos;{a0}&apos; is a built-in, library, pi or Raycast tool: it has no index.json of yours to keep a favourite or an alias in</source>
        <translation>&apos;{a0}&apos; is a built-in, library, pi or Raycast tool: it has no index.json of yours to keep a favourite or an alias in</translation>
    </message>
    <message>
        <source>register a copy of it first (in the window: right-click it, Register a copy in this persona), then mark the copy</source>
        <translation>register a copy of it first (in the window: right-click it, Register a copy in this persona), then mark the copy</translation>
    </message>
    <message>
        <source>use one word of 1 to {a1} letters, digits or signs, without spaces</source>
        <translation>use one word of 1 to {a1} letters, digits or signs, without spaces</translation>
    </message>
    <message>
        <source>an alias must be text</source>
        <extracomment>why an alias is refused, as :func:`alias_problem` says it → the refusal said to a person</extracomment>
        <translation>an alias must be text</translation>
    </message>
    <message>
        <source>an alias cannot be empty</source>
        <translation>an alias cannot be empty</translation>
    </message>
    <message>
        <source>&apos;{a0}&apos; cannot be an alias: it is too long</source>
        <translation>&apos;{a0}&apos; cannot be an alias: it is too long</translation>
    </message>
    <message>
        <source>&apos;{a0}&apos; cannot be an alias: it contains a space</source>
        <translation>&apos;{a0}&apos; cannot be an alias: it contains a space</translation>
    </message>
    <message>
        <source>&apos;{a0}&apos; cannot be an alias: it contains a control character</source>
        <translation>&apos;{a0}&apos; cannot be an alias: it contains a control character</translation>
    </message>
</context>
<context>
    <name>mcp</name>
    <message>
        <source>cannot read {a0}: {a1}</source>
        <extracomment>where the text goes (a file, or a terminal) ``json`` or ``shell``</extracomment>
        <translation>cannot read {a0}: {a1}</translation>
    </message>
    <message>
        <source>check the file&apos;s permissions</source>
        <translation>check the file&apos;s permissions</translation>
    </message>
    <message>
        <source>{a0} is not valid JSON ({a1}); it was left untouched</source>
        <translation>{a0} is not valid JSON ({a1}); it was left untouched</translation>
    </message>
    <message>
        <source>repair the file, or paste the snippet by hand</source>
        <translation>repair the file, or paste the snippet by hand</translation>
    </message>
    <message>
        <source>{a0} does not hold an object with an mcpServers object; it was left untouched</source>
        <translation>{a0} does not hold an object with an mcpServers object; it was left untouched</translation>
    </message>
    <message>
        <source>could not write {a0}: {a1}</source>
        <translation>could not write {a0}: {a1}</translation>
    </message>
    <message>
        <source>check free disk space and permissions; the old file is untouched</source>
        <translation>check free disk space and permissions; the old file is untouched</translation>
    </message>
    <message>
        <source>the ScriptDeck MCP server is shutting down</source>
        <extracomment>how long shutdown lets stopped runs end after their SIGTERM before their groups get SIGKILL (SPEC §19: the server is gone within 2 s of SIGTERM)</extracomment>
        <translation>the ScriptDeck MCP server is shutting down</translation>
    </message>
    <message>
        <source>start it again and repeat the call</source>
        <translation>start it again and repeat the call</translation>
    </message>
    <message>
        <source>arguments must be a JSON object</source>
        <translation>arguments must be a JSON object</translation>
    </message>
    <message>
        <source>pass the arguments as an object, e.g. {}</source>
        <translation>pass the arguments as an object, e.g. {}</translation>
    </message>
    <message>
        <source>the arguments are not strict JSON: {a0}</source>
        <translation>the arguments are not strict JSON: {a0}</translation>
    </message>
    <message>
        <source>send finite numbers and valid Unicode text</source>
        <translation>send finite numbers and valid Unicode text</translation>
    </message>
    <message>
        <source>manage_script is not served by this MCP server</source>
        <translation>manage_script is not served by this MCP server</translation>
    </message>
    <message>
        <source>start it as scriptdeck mcp --allow-manage to let agents manage scripts</source>
        <translation>start it as scriptdeck mcp --allow-manage to let agents manage scripts</translation>
    </message>
    <message>
        <source>{a0} only applies with --http</source>
        <translation>{a0} only applies with --http</translation>
    </message>
    <message>
        <source>add --http [HOST:]PORT, e.g. --http 8765</source>
        <translation>add --http [HOST:]PORT, e.g. --http 8765</translation>
    </message>
    <message>
        <source>unknown client {a0}</source>
        <translation>unknown client {a0}</translation>
    </message>
    <message>
        <source>use one of: {a1}</source>
        <translation>use one of: {a1}</translation>
    </message>
    <message>
        <source>{a0} is not an http:// or https:// URL</source>
        <translation>{a0} is not an http:// or https:// URL</translation>
    </message>
    <message>
        <source>give the URL scriptdeck mcp --http printed, e.g. http://127.0.0.1:8765/mcp</source>
        <translation>give the URL scriptdeck mcp --http printed, e.g. http://127.0.0.1:8765/mcp</translation>
    </message>
    <message>
        <source>--http {a0}: {a1}</source>
        <extracomment>the largest request body (as stdio bounds a line, SPEC §19) connections waiting to be accepted; many agents connecting at once must not see refusals</extracomment>
        <translation>--http {a0}: {a1}</translation>
    </message>
    <message>
        <source>give [HOST:]PORT, e.g. --http 8765, --http 127.0.0.1:8765 or --http [::1]:8765 (port 0 picks a free one)</source>
        <translation>give [HOST:]PORT, e.g. --http 8765, --http 127.0.0.1:8765 or --http [::1]:8765 (port 0 picks a free one)</translation>
    </message>
    <message>
        <source>--no-auth is only accepted on a loopback address, not {a0}</source>
        <translation>--no-auth is only accepted on a loopback address, not {a0}</translation>
    </message>
    <message>
        <source>leave --no-auth out (agents then send the token of scriptdeck mcp token), or listen on 127.0.0.1</source>
        <translation>leave --no-auth out (agents then send the token of scriptdeck mcp token), or listen on 127.0.0.1</translation>
    </message>
    <message>
        <source>cannot listen on {a0}: {a1}</source>
        <translation>cannot listen on {a0}: {a1}</translation>
    </message>
    <message>
        <source>pick another port (port 0 picks a free one) or stop what uses it</source>
        <translation>pick another port (port 0 picks a free one) or stop what uses it</translation>
    </message>
    <message>
        <source>the HTTP token file {a0} cannot be used ({a1}); nothing was served</source>
        <extracomment>``secrets.token_urlsafe(32)``: 43 characters of ``[A-Za-z0-9_-]`` a token file is tiny; more than this is not a token (never read whole)</extracomment>
        <translation>the HTTP token file {a0} cannot be used ({a1}); nothing was served</translation>
    </message>
    <message>
        <source>remove it (rm {a0}) and run scriptdeck mcp token to make a new one; give the new token to your agents</source>
        <translation>remove it (rm {a0}) and run scriptdeck mcp token to make a new one; give the new token to your agents</translation>
    </message>
    <message>
        <source>it is a {a0}, not a regular file</source>
        <translation>it is a {a0}, not a regular file</translation>
    </message>
    <message>
        <source>another user owns it</source>
        <translation>another user owns it</translation>
    </message>
    <message>
        <source>other users may read it (mode {a0})</source>
        <translation>other users may read it (mode {a0})</translation>
    </message>
    <message>
        <source>it does not hold one token</source>
        <translation>it does not hold one token</translation>
    </message>
    <message>
        <source>symbolic link</source>
        <translation>symbolic link</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>folder</translation>
    </message>
    <message>
        <source>FIFO</source>
        <translation>FIFO</translation>
    </message>
    <message>
        <source>socket</source>
        <translation>socket</translation>
    </message>
    <message>
        <source>device</source>
        <translation>device</translation>
    </message>
</context>
<context>
    <name>operations</name>
    <message>
        <source>{a0}: no such tool (it was removed or renamed meanwhile)</source>
        <translation>{a0}: no such tool (it was removed or renamed meanwhile)</translation>
    </message>
    <message>
        <source>Nothing was changed. Choose the tool again in the list.</source>
        <translation>Nothing was changed. Choose the tool again in the list.</translation>
    </message>
</context>
<context>
    <name>paths</name>
    <message>
        <source>invalid persona name {a0} (from {a1}): use one folder name of letters, digits, _ . and -</source>
        <extracomment>SPEC §15: a persona is one plain folder name (never ``.``/``..``, no separator), so its layer stays in the home</extracomment>
        <translation>invalid persona name {a0} (from {a1}): use one folder name of letters, digits, _ . and -</translation>
    </message>
    <message>
        <source>pass a name such as default or work_2</source>
        <translation>pass a name such as default or work_2</translation>
    </message>
</context>
<context>
    <name>pictures</name>
    <message>
        <source>outside the run&apos;s cache folder (an isolated tool&apos;s pictures must be there)</source>
        <extracomment>the window shows pictures up to this size (MCP sends at most 5 MiB each)</extracomment>
        <translation>outside the run&apos;s cache folder (an isolated tool&apos;s pictures must be there)</translation>
    </message>
    <message>
        <source>a symbolic link on the way (pictures are never read through links)</source>
        <translation>a symbolic link on the way (pictures are never read through links)</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>not a regular file</translation>
    </message>
    <message>
        <source>the path contains .. (name the picture directly)</source>
        <translation>the path contains .. (name the picture directly)</translation>
    </message>
    <message>
        <source>larger than the limit</source>
        <translation>larger than the limit</translation>
    </message>
</context>
<context>
    <name>platform</name>
    <message>
        <source>{a0} is not supported on this platform ({a1})</source>
        <translation>{a0} is not supported on this platform ({a1})</translation>
    </message>
    <message>
        <source>use ScriptDeck on Linux, or see docs/portability.md</source>
        <translation>use ScriptDeck on Linux, or see docs/portability.md</translation>
    </message>
    <message>
        <source>opening files without following links or blocking</source>
        <extracomment>what a refusal names as missing</extracomment>
        <translation>opening files without following links or blocking</translation>
    </message>
    <message>
        <source>file ownership checks</source>
        <extracomment>what a refusal names as missing</extracomment>
        <translation>file ownership checks</translation>
    </message>
    <message>
        <source>the host bridge (Unix sockets)</source>
        <translation>the host bridge (Unix sockets)</translation>
    </message>
    <message>
        <source>running scripts by their shebang</source>
        <translation>running scripts by their shebang</translation>
    </message>
    <message>
        <source>file locks</source>
        <translation>file locks</translation>
    </message>
    <message>
        <source>running tools (a process tree per run)</source>
        <extracomment>what a refused run names as missing</extracomment>
        <translation>running tools (a process tree per run)</translation>
    </message>
</context>
<context>
    <name>registry</name>
    <message>
        <source>add a # Description: line</source>
        <translation>add a # Description: line</translation>
    </message>
    <message>
        <source>add a # Id: line or rename the file with ASCII letters</source>
        <translation>add a # Id: line or rename the file with ASCII letters</translation>
    </message>
    <message>
        <source>the id is reserved for an agent tool: add a # Id: line with another name</source>
        <translation>the id is reserved for an agent tool: add a # Id: line with another name</translation>
    </message>
    <message>
        <source>disabled in the {scope} layer: enable it to use it again</source>
        <translation>disabled in the {scope} layer: enable it to use it again</translation>
    </message>
    <message>
        <source>pi skips symbolic links: replace the link with a copy of the file, or link the whole folder instead</source>
        <translation>pi skips symbolic links: replace the link with a copy of the file, or link the whole folder instead</translation>
    </message>
    <message>
        <source>add a # @raycast.schemaVersion 1 line (Raycast reads only schema version 1)</source>
        <translation>add a # @raycast.schemaVersion 1 line (Raycast reads only schema version 1)</translation>
    </message>
    <message>
        <source>pi uses another file of this folder for the same tool name: rename this file or give it another # Name: line</source>
        <translation>pi uses another file of this folder for the same tool name: rename this file or give it another # Name: line</translation>
    </message>
    <message>
        <source>another command of this folder has the same id and is the one used (the first by file name): rename one of the two files</source>
        <translation>another command of this folder has the same id and is the one used (the first by file name): rename one of the two files</translation>
    </message>
    <message>
        <source>the index.json entry&apos;s id is not a tool id (letters, digits and _ only, starting with a letter): correct the id in index.json</source>
        <translation>the index.json entry&apos;s id is not a tool id (letters, digits and _ only, starting with a letter): correct the id in index.json</translation>
    </message>
    <message>
        <source>a command in another Raycast folder has the same id and is the one used: rename one of the two files</source>
        <translation>a command in another Raycast folder has the same id and is the one used: rename one of the two files</translation>
    </message>
</context>
<context>
    <name>run</name>
    <message>
        <source>script id &apos;{a0}&apos; not found</source>
        <extracomment>the longest single-shot timer Qt takes (a pi Timeout is unbounded milliseconds) the sandbox profile the run was started with (sandbox.apply), and whether bubblewrap isolates it lines ScriptDeck adds to the result&apos;s stderr (why there is no layer cache, a picture dropped, …) trust policy ``enforce`` (SPEC §19): the private copy of the verified bytes that is executed, and the private folder holding it (removed by :func:`release_plan` once the run ended) pi&apos;s result text (pi tools only) the limit that stopped the run (SPEC §17): memory, cpu, processes, output or timeout the tool&apos;s trust state when an agent called a tool that is not approved (SPEC §17, policy warn) everything read of each stream (up to the 8 MiB kept), before the 20,000-character cut; the window&apos;s &quot;Open full output&quot; shows it. Never part of ``to_json`` (the agent sees the cut text). ScriptDeck&apos;s own notes on the run (also at the end of ``stderr``): a picture dropped, no layer cache, … how the run saw the file system, for reading its pictures (:func:`pictures.read_picture`): its cache dir and whether it was isolated. Never part of ``to_json``. the signal that ended the tool&apos;s process (``exit_code`` is then None); never part of ``to_json`` (the agent&apos;s contract, SPEC §8): ``scriptdeck test`` names it in a failed case&apos;s report (SPEC §26)</extracomment>
        <translation>script id &apos;{a0}&apos; not found</translation>
    </message>
    <message>
        <source>run scriptdeck list to see the registered tools</source>
        <translation>run scriptdeck list to see the registered tools</translation>
    </message>
    <message>
        <source>{a0} is disabled</source>
        <translation>{a0} is disabled</translation>
    </message>
    <message>
        <source>enable it first (manage_script action=enable id={a1})</source>
        <translation>enable it first (manage_script action=enable id={a1})</translation>
    </message>
    <message>
        <source>{a0} is not registered</source>
        <translation>{a0} is not registered</translation>
    </message>
    <message>
        <source>see scriptdeck lint</source>
        <translation>see scriptdeck lint</translation>
    </message>
    <message>
        <source>{a0} is a folder now, not a script file; nothing was run</source>
        <translation>{a0} is a folder now, not a script file; nothing was run</translation>
    </message>
    <message>
        <source>{a0} is not a regular file (a FIFO, socket or device); nothing was run</source>
        <translation>{a0} is not a regular file (a FIFO, socket or device); nothing was run</translation>
    </message>
    <message>
        <source>put the script file back at {a0}, or unregister the tool</source>
        <translation>put the script file back at {a0}, or unregister the tool</translation>
    </message>
    <message>
        <source>the script file is gone: {a0}</source>
        <translation>the script file is gone: {a0}</translation>
    </message>
    <message>
        <source>restore the file or unregister the tool</source>
        <translation>restore the file or unregister the tool</translation>
    </message>
    <message>
        <source>the tool&apos;s Parameters header cannot be used ({a0}); nothing was run</source>
        <translation>the tool&apos;s Parameters header cannot be used ({a0}); nothing was run</translation>
    </message>
    <message>
        <source>run scriptdeck lint {a1} and fix the Parameters block</source>
        <translation>run scriptdeck lint {a1} and fix the Parameters block</translation>
    </message>
    <message>
        <source>arguments do not match the tool&apos;s schema: {a0}</source>
        <translation>arguments do not match the tool&apos;s schema: {a0}</translation>
    </message>
    <message>
        <source>fix the arguments; see scriptdeck tool-call {a1} --describe</source>
        <translation>fix the arguments; see scriptdeck tool-call {a1} --describe</translation>
    </message>
    <message>
        <source>an argument contains a NUL character, which no program can receive</source>
        <translation>an argument contains a NUL character, which no program can receive</translation>
    </message>
    <message>
        <source>remove the NUL character (\u0000) from the arguments</source>
        <translation>remove the NUL character (\u0000) from the arguments</translation>
    </message>
    <message>
        <source>the path {a0} is not valid UTF-8, so it cannot be started; nothing was run</source>
        <translation>the path {a0} is not valid UTF-8, so it cannot be started; nothing was run</translation>
    </message>
    <message>
        <source>rename the file (and its folders) to UTF-8 names</source>
        <translation>rename the file (and its folders) to UTF-8 names</translation>
    </message>
    <message>
        <source>the scripts&apos; cache folder {a0} cannot be used ({a1}); nothing was run</source>
        <translation>the scripts&apos; cache folder {a0} cannot be used ({a1}); nothing was run</translation>
    </message>
    <message>
        <source>make {a0} a folder you can write to (move away a file of that name)</source>
        <translation>make {a0} a folder you can write to (move away a file of that name)</translation>
    </message>
    <message>
        <source>the working folder {a0} (the tool&apos;s Cwd) is not a folder; nothing was run</source>
        <translation>the working folder {a0} (the tool&apos;s Cwd) is not a folder; nothing was run</translation>
    </message>
    <message>
        <source>change the tool&apos;s # Cwd: line to a folder (a Raycast command: its currentDirectoryPath)</source>
        <translation>change the tool&apos;s # Cwd: line to a folder (a Raycast command: its currentDirectoryPath)</translation>
    </message>
    <message>
        <source>the working folder {a0} (the tool&apos;s Cwd) does not exist; nothing was run</source>
        <translation>the working folder {a0} (the tool&apos;s Cwd) does not exist; nothing was run</translation>
    </message>
    <message>
        <source>create the folder {a0}, or change the tool&apos;s # Cwd: line (a Raycast command: its currentDirectoryPath)</source>
        <translation>create the folder {a0}, or change the tool&apos;s # Cwd: line (a Raycast command: its currentDirectoryPath)</translation>
    </message>
    <message>
        <source>{a0} is not installed on this machine: the first line of {a1} names it to run the script; nothing was run</source>
        <translation>{a0} is not installed on this machine: the first line of {a1} names it to run the script; nothing was run</translation>
    </message>
    <message>
        <source>install {a0}, or change the script&apos;s first line (#!) to a program this machine has, e.g. #!/usr/bin/env python3</source>
        <translation>install {a0}, or change the script&apos;s first line (#!) to a program this machine has, e.g. #!/usr/bin/env python3</translation>
    </message>
</context>
<context>
    <name>sandbox</name>
    <message>
        <source>install bubblewrap (apt install bubblewrap, dnf install bubblewrap) and make sure it can create user namespaces</source>
        <extracomment>upper bounds that keep a typo from meaning &quot;unlimited&quot; by overflow (1 TiB, a day, a million processes)</extracomment>
        <translation>install bubblewrap (apt install bubblewrap, dnf install bubblewrap) and make sure it can create user namespaces</translation>
    </message>
    <message>
        <source>{a0} requires {a1}, which cannot be enforced here: {a2}; nothing was run</source>
        <extracomment>what a program prints when an allocation failed (heuristic: see detect_limit) ``Trust: external`` tools start from these two, whatever the default profile says</extracomment>
        <translation>{a0} requires {a1}, which cannot be enforced here: {a2}; nothing was run</translation>
    </message>
    <message>
        <source>{a0} has resource limits, but prlimit (util-linux) is not installed; nothing was run</source>
        <translation>{a0} has resource limits, but prlimit (util-linux) is not installed; nothing was run</translation>
    </message>
    <message>
        <source>install util-linux, or remove the tool&apos;s limits (scriptdeck sandbox {a0} --reset)</source>
        <translation>install util-linux, or remove the tool&apos;s limits (scriptdeck sandbox {a0} --reset)</translation>
    </message>
    <message>
        <source>the scripts&apos; cache folder {a0} cannot be given to an isolated run ({a1}); nothing was run</source>
        <translation>the scripts&apos; cache folder {a0} cannot be given to an isolated run ({a1}); nothing was run</translation>
    </message>
    <message>
        <source>make {a0} a real folder of your own (not a link)</source>
        <translation>make {a0} a real folder of your own (not a link)</translation>
    </message>
</context>
<context>
    <name>skills</name>
    <message>
        <source>unknown client: {name}</source>
        <extracomment>client → (user folders, relative to the real user&apos;s home; project folders, relative to the project). The first user folder is where ``enable`` links; the others are read too. Checked against each client&apos;s docs (2026-12).</extracomment>
        <translation>unknown client: {name}</translation>
    </message>
    <message>
        <source>use one or more of: {clients}</source>
        <translation>use one or more of: {clients}</translation>
    </message>
    <message>
        <source>“{name}” is not a skill name</source>
        <translation>“{name}” is not a skill name</translation>
    </message>
    <message>
        <source>use lowercase letters, digits and hyphens, e.g. pdf-tools</source>
        <translation>use lowercase letters, digits and hyphens, e.g. pdf-tools</translation>
    </message>
    <message>
        <source>no skill “{name}” in the store</source>
        <translation>no skill “{name}” in the store</translation>
    </message>
    <message>
        <source>run scriptdeck skills list to see the skills</source>
        <translation>run scriptdeck skills list to see the skills</translation>
    </message>
    <message>
        <source>{client} already has its own “{name}” at {path}</source>
        <translation>{client} already has its own “{name}” at {path}</translation>
    </message>
    <message>
        <source>adopt it (scriptdeck skills adopt {name} --from {client}) or rename one of them</source>
        <translation>adopt it (scriptdeck skills adopt {name} --from {client}) or rename one of them</translation>
    </message>
    <message>
        <source>{path} is {client}&apos;s own skill, not a link ScriptDeck made</source>
        <translation>{path} is {client}&apos;s own skill, not a link ScriptDeck made</translation>
    </message>
    <message>
        <source>adopt it first, or remove it by hand</source>
        <translation>adopt it first, or remove it by hand</translation>
    </message>
    <message>
        <source>{client} has no skill “{name}”</source>
        <translation>{client} has no skill “{name}”</translation>
    </message>
    <message>
        <source>{path} is not a folder of its own (a link or a file)</source>
        <translation>{path} is not a folder of its own (a link or a file)</translation>
    </message>
    <message>
        <source>only a real skill folder can be adopted</source>
        <translation>only a real skill folder can be adopted</translation>
    </message>
    <message>
        <source>the store already has a skill “{name}”</source>
        <translation>the store already has a skill “{name}”</translation>
    </message>
    <message>
        <source>remove or rename one of them first</source>
        <translation>remove or rename one of them first</translation>
    </message>
    <message>
        <source>{path} is not ScriptDeck&apos;s link any more</source>
        <translation>{path} is not ScriptDeck&apos;s link any more</translation>
    </message>
    <message>
        <source>nothing was changed</source>
        <translation>nothing was changed</translation>
    </message>
    <message>
        <source>{path} is not a valid skill: {problem}</source>
        <translation>{path} is not a valid skill: {problem}</translation>
    </message>
    <message>
        <source>fix it (scriptdeck skills lint {path}) or add it with --force</source>
        <translation>fix it (scriptdeck skills lint {path}) or add it with --force</translation>
    </message>
    <message>
        <source>no registered tool is in the group “{group}”</source>
        <translation>no registered tool is in the group “{group}”</translation>
    </message>
    <message>
        <source>run scriptdeck list to see the groups</source>
        <translation>run scriptdeck list to see the groups</translation>
    </message>
    <message>
        <source>the exported skill would not be valid: {problem}</source>
        <translation>the exported skill would not be valid: {problem}</translation>
    </message>
    <message>
        <source>give it a name with --name (lowercase letters, digits, hyphens)</source>
        <translation>give it a name with --name (lowercase letters, digits, hyphens)</translation>
    </message>
</context>
<context>
    <name>state</name>
    <message>
        <source>{a0} cannot be used (line {a1}, column {a2}: {a3}); nothing was run</source>
        <extracomment>ScriptDeck&apos;s own state files are small; a larger one is broken, never read whole</extracomment>
        <translation>{a0} cannot be used (line {a1}, column {a2}: {a3}); nothing was run</translation>
    </message>
    <message>
        <source>repair the file (open it in ScriptDeck or an editor and fix line {a1}), or move it away to start from the defaults</source>
        <translation>repair the file (open it in ScriptDeck or an editor and fix line {a1}), or move it away to start from the defaults</translation>
    </message>
    <message>
        <source>{a0} cannot be used (line {a1}, column {a2}: {a3}); nothing was written</source>
        <translation>{a0} cannot be used (line {a1}, column {a2}: {a3}); nothing was written</translation>
    </message>
</context>
<context>
    <name>testfile</name>
    <message>
        <source>{a0}:{a1}:{a2}: {a3}</source>
        <extracomment>the longest problem text a report quotes from a test file the expectation keys, in the order a report checks them Python refuses to read an integer of more digits than this (``sys.get_int_max_str_digits``) a ``\uD800``–``\uDFFF`` escape, and a number with an exponent (``1e400`` is no finite float)</extracomment>
        <translation>{a0}:{a1}:{a2}: {a3}</translation>
    </message>
    <message>
        <source>correct the test file; none of its cases run until it is valid</source>
        <translation>correct the test file; none of its cases run until it is valid</translation>
    </message>
</context>
<context>
    <name>testrun</name>
    <message>
        <source>{a0}: expected {a1}, got {a2}</source>
        <translation>{a0}: expected {a1}, got {a2}</translation>
    </message>
    <message>
        <source>not run: {a0}</source>
        <translation>not run: {a0}</translation>
    </message>
    <message>
        <source>snapshot updated</source>
        <translation>snapshot updated</translation>
    </message>
    <message>
        <source>{a0} passed, {a1} failed</source>
        <translation>{a0} passed, {a1} failed</translation>
    </message>
    <message>
        <source>{a0} broken test files (nothing of them ran)</source>
        <translation>{a0} broken test files (nothing of them ran)</translation>
    </message>
    <message>
        <source>No test cases found: add &lt;layer&gt;/.tests/&lt;id&gt;.json, or save a run as a test case in the window</source>
        <translation>No test cases found: add &lt;layer&gt;/.tests/&lt;id&gt;.json, or save a run as a test case in the window</translation>
    </message>
    <message>
        <source>Updated {a0}</source>
        <translation>Updated {a0}</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>expected</translation>
    </message>
    <message>
        <source>actual</source>
        <translation>actual</translation>
    </message>
    <message>
        <source>skipped: {a0}</source>
        <translation>skipped: {a0}</translation>
    </message>
    <message>
        <source>{a0} skipped</source>
        <translation>{a0} skipped</translation>
    </message>
    <message>
        <source>{a0} deselected</source>
        <translation>{a0} deselected</translation>
    </message>
    <message>
        <source>exit code {a0} after {a1} ms</source>
        <translation>exit code {a0} after {a1} ms</translation>
    </message>
    <message>
        <source>stopped by the {a0} limit after {a1} ms</source>
        <translation>stopped by the {a0} limit after {a1} ms</translation>
    </message>
    <message>
        <source>ended by a signal after {a1} ms: {a0}</source>
        <translation>ended by a signal after {a1} ms: {a0}</translation>
    </message>
    <message>
        <source>{a0} (last {a1} of {a2} lines):</source>
        <translation>{a0} (last {a1} of {a2} lines):</translation>
    </message>
    <message>
        <source>{a0}: (empty)</source>
        <translation>{a0}: (empty)</translation>
    </message>
    <message>
        <source>not found</source>
        <extracomment>the few words a failed expectation adds (testcheck&apos;s ``detail``), shown in the report&apos;s language</extracomment>
        <translation>not found</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>no match</translation>
    </message>
    <message>
        <source>unknown expectation</source>
        <translation>unknown expectation</translation>
    </message>
    <message>
        <source>stdout is not JSON: {a0}</source>
        <translation>stdout is not JSON: {a0}</translation>
    </message>
    <message>
        <source>the pattern cannot be used: {a0}</source>
        <translation>the pattern cannot be used: {a0}</translation>
    </message>
    <message>
        <source>{a0} is missing</source>
        <translation>{a0} is missing</translation>
    </message>
    <message>
        <source>scriptdeck: error: no such tool: {a0}
    fix: scriptdeck list shows the tools&apos; ids
</source>
        <translation>scriptdeck: error: no such tool: {a0}
    fix: scriptdeck list shows the tools&apos; ids
</translation>
    </message>
    <message>
        <source>{a0} has no test cases
    fix: add them to {a1}, or save a run as a test case in the window
</source>
        <translation>{a0} has no test cases
    fix: add them to {a1}, or save a run as a test case in the window
</translation>
    </message>
    <message>
        <source>scriptdeck: error: no such layer: {a0}
    fix: use one of: {a1}
</source>
        <translation>scriptdeck: error: no such layer: {a0}
    fix: use one of: {a1}
</translation>
    </message>
    <message>
        <source>No test case was selected ({a0} deselected)</source>
        <translation>No test case was selected ({a0} deselected)</translation>
    </message>
    <message>
        <source>scriptdeck: error: could not write {a0}: {a1}
</source>
        <translation>scriptdeck: error: could not write {a0}: {a1}
</translation>
    </message>
    <message>
        <source>✗ not updated: {a0}: {a1}
    its cases ran as reported; write the new expectations by hand, or make it a regular file in the layer and run --update again
</source>
        <translation>✗ not updated: {a0}: {a1}
    its cases ran as reported; write the new expectations by hand, or make it a regular file in the layer and run --update again
</translation>
    </message>
</context>
<context>
    <name>trash</name>
    <message>
        <source>script id &apos;{a0}&apos; not found</source>
        <extracomment>a sidecar is a few hundred bytes of ScriptDeck&apos;s own JSON; anything far larger is not one</extracomment>
        <translation>script id &apos;{a0}&apos; not found</translation>
    </message>
    <message>
        <source>run scriptdeck list to see the tools</source>
        <translation>run scriptdeck list to see the tools</translation>
    </message>
    <message>
        <source>{a0} exists again, so the deleted copy was not put back</source>
        <translation>{a0} exists again, so the deleted copy was not put back</translation>
    </message>
    <message>
        <source>move {a0} aside and undo again</source>
        <translation>move {a0} aside and undo again</translation>
    </message>
    <message>
        <source>the file is back, but its index.json entries could not be: {a0}</source>
        <translation>the file is back, but its index.json entries could not be: {a0}</translation>
    </message>
    <message>
        <source>repair index.json, then register the tool again</source>
        <translation>repair index.json, then register the tool again</translation>
    </message>
</context>
<context>
    <name>trust</name>
    <message>
        <source>{a0} is larger than {a1} MiB, too large to run as approved bytes (trust policy enforce); nothing was run</source>
        <extracomment>the approved copy is kept for the diff up to this size (the hash is always kept) files larger than this are hashed but never read into memory for a diff under ``enforce`` the file is read into memory once to run exactly those bytes; larger files are refused</extracomment>
        <translation>{a0} is larger than {a1} MiB, too large to run as approved bytes (trust policy enforce); nothing was run</translation>
    </message>
    <message>
        <source>run it from the ScriptDeck window, or set the trust policy to warn</source>
        <translation>run it from the ScriptDeck window, or set the trust policy to warn</translation>
    </message>
    <message>
        <source>{a0} changed since you approved it (trust policy enforce); nothing was run</source>
        <translation>{a0} changed since you approved it (trust policy enforce); nothing was run</translation>
    </message>
    <message>
        <source>review the change in ScriptDeck (Details, Trust: Review changes) and approve it, or run scriptdeck trust {a0} --approve</source>
        <translation>review the change in ScriptDeck (Details, Trust: Review changes) and approve it, or run scriptdeck trust {a0} --approve</translation>
    </message>
    <message>
        <source>{a0} has not been reviewed (trust policy enforce); nothing was run</source>
        <translation>{a0} has not been reviewed (trust policy enforce); nothing was run</translation>
    </message>
    <message>
        <source>review it in ScriptDeck (Details, Trust) and approve it, or run scriptdeck trust {a0} --approve</source>
        <translation>review it in ScriptDeck (Details, Trust) and approve it, or run scriptdeck trust {a0} --approve</translation>
    </message>
</context>
</TS>
