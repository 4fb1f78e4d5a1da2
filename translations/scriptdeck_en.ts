<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <source>Host capabilities</source>
        <translation>Host capabilities</translation>
    </message>
    <message>
        <source>Lint</source>
        <translation>Lint</translation>
    </message>
    <message>
        <source>Source (first 400 lines)</source>
        <translation>Source (first 400 lines)</translation>
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
        <source>%1 (from the id)</source>
        <translation>%1 (from the id)</translation>
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
    <message>
        <source>No findings</source>
        <translation>No findings</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Fix</translation>
    </message>
    <message>
        <source>Check the file&apos;s owner and permissions.</source>
        <translation>Check the file&apos;s owner and permissions.</translation>
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
        <source>Nothing was changed; check free disk space.</source>
        <translation>Nothing was changed; check free disk space.</translation>
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
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>ScriptDeck — script tools for AI agents</source>
        <translation>ScriptDeck — script tools for AI agents</translation>
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
        <source>Refresh</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Open folder</translation>
    </message>
    <message>
        <source>Open the persona&apos;s scripts folder</source>
        <translation>Open the persona&apos;s scripts folder</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Settings…</translation>
    </message>
    <message>
        <source>Persona:</source>
        <translation>Persona:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Search by id, name, description or group…</source>
        <translation>Search by id, name, description or group…</translation>
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
        <source>%1 registered · %2 unregistered · %3 disabled</source>
        <translation>%1 registered · %2 unregistered · %3 disabled</translation>
    </message>
    <message>
        <source>Home: %1</source>
        <translation>Home: %1</translation>
    </message>
    <message>
        <source>● watching for changes</source>
        <translation>● watching for changes</translation>
    </message>
    <message>
        <source>○ not watching</source>
        <translation>○ not watching</translation>
    </message>
    <message>
        <source>ScriptDeck&apos;s settings file cannot be read (%1); settings will not be saved until it is repaired. Fix: repair or remove %2.</source>
        <translation>ScriptDeck&apos;s settings file cannot be read (%1); settings will not be saved until it is repaired. Fix: repair or remove %2.</translation>
    </message>
    <message>
        <source>The %1 layer&apos;s index.json cannot be read (%2). Its overrides are ignored and ScriptDeck will not write to it. Fix: repair %3 by hand (a copy may be in index.json.bak) or move it aside.</source>
        <translation>The %1 layer&apos;s index.json cannot be read (%2). Its overrides are ignored and ScriptDeck will not write to it. Fix: repair %3 by hand (a copy may be in index.json.bak) or move it aside.</translation>
    </message>
    <message>
        <source>Nothing was written; check free disk space and permissions.</source>
        <translation>Nothing was written; check free disk space and permissions.</translation>
    </message>
    <message>
        <source>ScriptDeck</source>
        <translation>ScriptDeck</translation>
    </message>
    <message>
        <source>Registered: %1</source>
        <translation>Registered: %1</translation>
    </message>
    <message>
        <source>Choose scripts to register</source>
        <translation>Choose scripts to register</translation>
    </message>
</context>
<context>
    <name>OverridesEditor</name>
    <message>
        <source>Field</source>
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
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>Reset to the header value (remove the override)</source>
        <translation>Reset to the header value (remove the override)</translation>
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
        <source>Unsaved changes: %1</source>
        <translation>Unsaved changes: %1</translation>
    </message>
    <message>
        <source>Nothing was written; check free disk space.</source>
        <translation>Nothing was written; check free disk space.</translation>
    </message>
</context>
<context>
    <name>RegisterDialog</name>
    <message>
        <source>not a script: the first line is not a shebang (#!…)</source>
        <translation>not a script: the first line is not a shebang (#!…)</translation>
    </message>
    <message>
        <source>larger than 8 MiB</source>
        <translation>larger than 8 MiB</translation>
    </message>
    <message>
        <source>index.json and hidden files are not scripts</source>
        <translation>index.json and hidden files are not scripts</translation>
    </message>
    <message>
        <source>needs a valid id (letters, digits and _)</source>
        <translation>needs a valid id (letters, digits and _)</translation>
    </message>
    <message>
        <source>the id is reserved for an agent tool</source>
        <translation>the id is reserved for an agent tool</translation>
    </message>
    <message>
        <source>no description: add a # Description: line first</source>
        <translation>no description: add a # Description: line first</translation>
    </message>
    <message>
        <source>Register scripts</source>
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
</context>
<context>
    <name>RunPanel</name>
    <message>
        <source>Form</source>
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
        <source>Presets:</source>
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
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
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
        <source>Program:</source>
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
        <source>Timeout:</source>
        <translation>Timeout:</translation>
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
    <message>
        <source>Check free disk space and permissions.</source>
        <translation>Check free disk space and permissions.</translation>
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
</context>
<context>
    <name>RunView</name>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Copy result as JSON</source>
        <translation>Copy result as JSON</translation>
    </message>
    <message>
        <source>[live view stops here; the result below is what the agent gets]</source>
        <translation>[live view stops here; the result below is what the agent gets]</translation>
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
        <source>Fix: %1</source>
        <translation>Fix: %1</translation>
    </message>
    <message>
        <source>(missing picture: %1)</source>
        <translation>(missing picture: %1)</translation>
    </message>
</context>
<context>
    <name>ScalarEditor</name>
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
        <source>Extra pi libraries</source>
        <translation>Extra pi libraries</translation>
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
        <source>Add…</source>
        <translation>Add…</translation>
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
</context>
<context>
    <name>ToolTreeModel</name>
    <message>
        <source>Name</source>
        <extracomment>called with (tool ids, enabled) when a checkbox is toggled; the change shows after the rescan</extracomment>
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
        <source>Ungrouped</source>
        <translation>Ungrouped</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
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
        <source>scriptdeck: warning: </source>
        <translation>scriptdeck: warning: </translation>
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
        <source>Another script in this layer also has the id {id} ({value}); only one is used</source>
        <translation>Another script in this layer also has the id {id} ({value}); only one is used</translation>
    </message>
    <message>
        <source>Give one of them a different # Id: or file name</source>
        <translation>Give one of them a different # Id: or file name</translation>
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
        <source>{a0} already exists; pass overwrite=true to replace it</source>
        <translation>{a0} already exists; pass overwrite=true to replace it</translation>
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
        <source>built-in scripts cannot be deleted</source>
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
        <source>fix the schema</source>
        <translation>fix the schema</translation>
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
        <source>{a0} must be a list</source>
        <translation>{a0} must be a list</translation>
    </message>
    <message>
        <source>pass {a1} as a JSON array</source>
        <translation>pass {a1} as a JSON array</translation>
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
        <source>argv must be flags or none</source>
        <translation>argv must be flags or none</translation>
    </message>
    <message>
        <source>pass argv: &quot;flags&quot; or &quot;none&quot;</source>
        <translation>pass argv: &quot;flags&quot; or &quot;none&quot;</translation>
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
</context>
<context>
    <name>run</name>
    <message>
        <source>script id &apos;{a0}&apos; not found</source>
        <extracomment>pi&apos;s result text (pi tools only)</extracomment>
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
        <source>the script file is gone: {a0}</source>
        <translation>the script file is gone: {a0}</translation>
    </message>
    <message>
        <source>restore the file or unregister the tool</source>
        <translation>restore the file or unregister the tool</translation>
    </message>
    <message>
        <source>arguments do not match the tool&apos;s schema: {a0}</source>
        <translation>arguments do not match the tool&apos;s schema: {a0}</translation>
    </message>
    <message>
        <source>fix the arguments; see scriptdeck tool-call {a1} --describe</source>
        <translation>fix the arguments; see scriptdeck tool-call {a1} --describe</translation>
    </message>
</context>
</TS>
