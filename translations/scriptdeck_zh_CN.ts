<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>cli</name>
    <message>
        <source>Ungrouped</source>
        <translation>未分组</translation>
    </message>
    <message>
        <source>Unregistered</source>
        <translation>未注册</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>已停用</translation>
    </message>
</context>
<context>
    <name>lint</name>
    <message>
        <source>The first line is not a shebang (#!…), so the agent cannot run the file</source>
        <extracomment>code -&gt; (severity, message, fix or &quot;&quot;)</extracomment>
        <translation>第一行不是 shebang（#!…），智能体无法运行这个文件</translation>
    </message>
    <message>
        <source>Start the file with a line such as #!/usr/bin/env python3</source>
        <translation>在文件第一行写上 shebang，例如 #!/usr/bin/env python3</translation>
    </message>
    <message>
        <source>The file is not executable</source>
        <translation>文件没有可执行权限</translation>
    </message>
    <message>
        <source>Make it executable: chmod +x {path}</source>
        <translation>加上可执行权限：chmod +x {path}</translation>
    </message>
    <message>
        <source>No description, so the tool is not registered</source>
        <translation>没有描述，所以这个工具没有注册</translation>
    </message>
    <message>
        <source>add a # Description: line</source>
        <translation>添加一行 # Description:（英文描述）</translation>
    </message>
    <message>
        <source>No tool id can be derived from the file name {name}</source>
        <translation>无法从文件名 {name} 推导出工具 id</translation>
    </message>
    <message>
        <source>Add a # Id: line, or rename the file with ASCII letters</source>
        <translation>添加一行 # Id:，或把文件改成英文字母的名字</translation>
    </message>
    <message>
        <source>Parameters is not valid JSON</source>
        <translation>Parameters 不是合法的 JSON</translation>
    </message>
    <message>
        <source>Fix the JSON after # Parameters: (check commas and quotes)</source>
        <translation>修正 # Parameters: 后面的 JSON（检查逗号和引号）</translation>
    </message>
    <message>
        <source>The Parameters block never closes; it swallowed the rest of the header</source>
        <translation>Parameters 块没有闭合，把头部剩下的内容都吞掉了</translation>
    </message>
    <message>
        <source>Close every { and [ of the Parameters block, each line starting with #</source>
        <translation>闭合 Parameters 块里的每个 { 和 [，每行都以 # 开头</translation>
    </message>
    <message>
        <source>Parameters is not a valid JSON Schema: {detail}</source>
        <translation>Parameters 不是合法的 JSON Schema：{detail}</translation>
    </message>
    <message>
        <source>Correct the schema so it validates against its draft</source>
        <translation>修正 schema，使它符合所用的草案版本</translation>
    </message>
    <message>
        <source>Parameters must be a JSON Schema with &quot;type&quot;: &quot;object&quot;</source>
        <translation>Parameters 必须是 &quot;type&quot;: &quot;object&quot; 的 JSON Schema</translation>
    </message>
    <message>
        <source>Wrap the arguments in {&quot;type&quot;:&quot;object&quot;,&quot;properties&quot;:{…}}</source>
        <translation>把参数包在 {&quot;type&quot;:&quot;object&quot;,&quot;properties&quot;:{…}} 里</translation>
    </message>
    <message>
        <source>The header Id {value} is not a valid tool id, so it is ignored</source>
        <translation>头部的 Id {value} 不是合法的工具 id，已忽略</translation>
    </message>
    <message>
        <source>Use letters, digits and _ only, starting with a letter</source>
        <translation>只用字母、数字和 _，并以字母开头</translation>
    </message>
    <message>
        <source>The id {id} is reserved for one of the agent&apos;s own tools, so it is never registered</source>
        <translation>id {id} 是智能体自带工具的保留名，永远不会被注册</translation>
    </message>
    <message>
        <source>Choose another name with a # Id: line or rename the file</source>
        <translation>用 # Id: 行换一个名字，或重命名文件</translation>
    </message>
    <message>
        <source>index.json entry {id} points to {value}, which is not a file inside its layer; it is ignored</source>
        <translation>index.json 条目 {id} 指向 {value}，它不是本层目录内的文件，已忽略</translation>
    </message>
    <message>
        <source>Point the entry&apos;s path to a script in {dir}, or remove the entry</source>
        <translation>把条目的 path 指向 {dir} 里的脚本，或删除该条目</translation>
    </message>
    <message>
        <source>index.json cannot be read ({detail}); its overrides are ignored and writes to this layer are refused</source>
        <translation>无法读取 index.json（{detail}）；其中的覆盖设置被忽略，对这一层的写入会被拒绝</translation>
    </message>
    <message>
        <source>Repair {path} by hand (a copy may be in index.json.bak) or move it aside</source>
        <translation>手动修复 {path}（index.json.bak 里可能有备份），或把它移开</translation>
    </message>
    <message>
        <source>No 显示名称: a Chinese UI can only show the tool id</source>
        <translation>没有 显示名称：中文界面只能显示工具 id</translation>
    </message>
    <message>
        <source>add a # 显示名称： line with a Chinese name</source>
        <translation>添加一行 # 显示名称：，写上中文名</translation>
    </message>
    <message>
        <source>Display name contains Chinese; it is the English UI name</source>
        <translation>Display name 含有中文；它是英文界面用的名字</translation>
    </message>
    <message>
        <source>Put the Chinese name in # 显示名称： and an English one (or none) in Display name</source>
        <translation>中文名写在 # 显示名称： 里，Display name 只写英文名（或不写）</translation>
    </message>
    <message>
        <source>The description the model sees is not in English</source>
        <translation>模型看到的描述不是英文</translation>
    </message>
    <message>
        <source>Add an English # Description: line; keep 描述 for people</source>
        <translation>添加英文的 # Description: 行；描述 留给人看</translation>
    </message>
    <message>
        <source>The first sentence is {count} characters; in stub mode the model sees at most 60</source>
        <translation>第一句有 {count} 个字符；桩模式下模型最多只看到 60 个</translation>
    </message>
    <message>
        <source>Say what the tool does in under 60 characters, then the details</source>
        <translation>先用不到 60 个字符说清工具做什么，再写细节</translation>
    </message>
    <message>
        <source>Parameter {value} has no description</source>
        <translation>参数 {value} 没有 description</translation>
    </message>
    <message>
        <source>Give every property a &quot;description&quot;</source>
        <translation>给每个属性写上 &quot;description&quot;</translation>
    </message>
    <message>
        <source>Timeout {value} s is over the 300 s maximum; it is clamped to 300</source>
        <translation>超时 {value} 秒超过 300 秒上限，按 300 秒处理</translation>
    </message>
    <message>
        <source>Use a timeout of 300 seconds or less</source>
        <translation>把超时设为 300 秒以内</translation>
    </message>
    <message>
        <source>Unknown capability {value}; it is ignored</source>
        <translation>未知的能力 {value}，已忽略</translation>
    </message>
    <message>
        <source>Use host.info, providers.read or subsystems.read</source>
        <translation>可用的能力：host.info、providers.read、subsystems.read</translation>
    </message>
    <message>
        <source>The header looks like it contains a secret (line {value})</source>
        <translation>头部似乎含有密钥之类的机密（第 {value} 行）</translation>
    </message>
    <message>
        <source>Never put secrets in the header; read them from the environment or a file under $MIYU_SCRIPT_CACHE_DIR</source>
        <translation>不要把机密写进头部；从环境变量或 $MIYU_SCRIPT_CACHE_DIR 下的文件读取</translation>
    </message>
    <message>
        <source>Another script in this layer also has the id {id} ({value}); only one is used</source>
        <translation>本层另一个脚本也用了 id {id}（{value}）；只会用其中一个</translation>
    </message>
    <message>
        <source>Give one of them a different # Id: or file name</source>
        <translation>给其中一个换个 # Id: 或文件名</translation>
    </message>
</context>
<context>
    <name>registry</name>
    <message>
        <source>add a # Description: line</source>
        <translation>添加一行 # Description:（英文描述）</translation>
    </message>
    <message>
        <source>add a # Id: line or rename the file with ASCII letters</source>
        <translation>添加一行 # Id:，或把文件改成英文字母的名字</translation>
    </message>
    <message>
        <source>the id is reserved for an agent tool: add a # Id: line with another name</source>
        <translation>这个 id 是智能体工具的保留名：用 # Id: 行换一个名字</translation>
    </message>
    <message>
        <source>disabled in the {scope} layer: enable it to use it again</source>
        <translation>已在 {scope} 层停用：启用后才能再用</translation>
    </message>
</context>
</TS>
