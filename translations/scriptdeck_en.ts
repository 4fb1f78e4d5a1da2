<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
</TS>
