<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ArrayEditor</name>
    <message>
        <source>Add item</source>
        <translation>添加一项</translation>
    </message>
    <message>
        <source>Remove this item</source>
        <translation>删除这一项</translation>
    </message>
</context>
<context>
    <name>DetailsPane</name>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Chinese name</source>
        <translation>中文名</translation>
    </message>
    <message>
        <source>English name</source>
        <translation>英文名</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>What the agent sees (stub)</source>
        <translation>智能体看到的（桩）</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>参数传递</translation>
    </message>
    <message>
        <source>Trust</source>
        <translation>信任</translation>
    </message>
    <message>
        <source>Host capabilities</source>
        <translation>宿主能力</translation>
    </message>
    <message>
        <source>Lint</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Source (first 400 lines)</source>
        <translation>源码（前 400 行）</translation>
    </message>
    <message>
        <source>Select a tool to see its details</source>
        <translation>选择一个工具查看详情</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>已停用</translation>
    </message>
    <message>
        <source>Not registered</source>
        <translation>未注册</translation>
    </message>
    <message>
        <source>%1 (from the id)</source>
        <translation>%1（由 id 生成）</translation>
    </message>
    <message>
        <source>Ungrouped</source>
        <translation>未分组</translation>
    </message>
    <message>
        <source>%1 s (%2)</source>
        <translation>%1 秒（%2）</translation>
    </message>
    <message>
        <source>flags on argv and JSON on stdin</source>
        <translation>argv 上的参数 + stdin 上的 JSON</translation>
    </message>
    <message>
        <source>JSON on stdin</source>
        <translation>stdin 上的 JSON</translation>
    </message>
    <message>
        <source>external (no host access)</source>
        <translation>外部（不能访问宿主）</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>属主</translation>
    </message>
    <message>
        <source>header</source>
        <translation>头部</translation>
    </message>
    <message>
        <source>index.json</source>
        <translation>index.json</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>This tool asks for no host capabilities.</source>
        <translation>这个工具不需要宿主能力。</translation>
    </message>
    <message>
        <source>(unknown, ignored)</source>
        <translation>（未知，已忽略）</translation>
    </message>
    <message>
        <source>Check the settings file and free disk space.</source>
        <translation>请检查设置文件和磁盘剩余空间。</translation>
    </message>
    <message>
        <source>No findings</source>
        <translation>没有问题</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>Check the file&apos;s owner and permissions.</source>
        <translation>请检查文件的属主和权限。</translation>
    </message>
    <message>
        <source>Add a Chinese name</source>
        <translation>添加中文名</translation>
    </message>
    <message>
        <source>Chinese name (显示名称) for %1:</source>
        <translation>%1 的中文名（显示名称）：</translation>
    </message>
    <message>
        <source>Add a description</source>
        <translation>添加描述</translation>
    </message>
    <message>
        <source>English description for %1:</source>
        <translation>%1 的英文描述：</translation>
    </message>
    <message>
        <source>Nothing was changed; check free disk space.</source>
        <translation>没有做任何修改；请检查磁盘剩余空间。</translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <source>required</source>
        <translation>必填</translation>
    </message>
    <message>
        <source>must be of type %1</source>
        <translation>类型必须是 %1</translation>
    </message>
    <message>
        <source>too short or empty</source>
        <translation>太短或为空</translation>
    </message>
    <message>
        <source>too long</source>
        <translation>太长</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>不能小于 %1</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>不能大于 %1</translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation>必须是以下之一：%1</translation>
    </message>
    <message>
        <source>must match the pattern %1</source>
        <translation>必须符合模式 %1</translation>
    </message>
    <message>
        <source>matches none of the choices</source>
        <translation>不符合任何一个选项</translation>
    </message>
</context>
<context>
    <name>JsonEditor</name>
    <message>
        <source>JSON value</source>
        <translation>JSON 值</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是合法的 JSON：%1</translation>
    </message>
</context>
<context>
    <name>Layers</name>
    <message>
        <source>builtin</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>global</source>
        <translation>全局</translation>
    </message>
    <message>
        <source>persona</source>
        <translation>人格</translation>
    </message>
    <message>
        <source>pi global</source>
        <translation>pi 全局</translation>
    </message>
    <message>
        <source>pi project</source>
        <translation>pi 项目</translation>
    </message>
    <message>
        <source>pi library</source>
        <translation>pi 脚本库</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>ScriptDeck — script tools for AI agents</source>
        <translation>脚本工具台 — AI 智能体的脚本工具</translation>
    </message>
    <message>
        <source>Add scripts…</source>
        <translation>添加脚本…</translation>
    </message>
    <message>
        <source>Register script files (you can also drop them on the window)</source>
        <translation>注册脚本文件（也可以直接拖到窗口上）</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <source>Open the persona&apos;s scripts folder</source>
        <translation>打开当前人格的脚本文件夹</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <source>Persona:</source>
        <translation>人格：</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Search by id, name, description or group…</source>
        <translation>按 id、名称、描述或分组搜索…</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Overrides</source>
        <translation>覆盖设置</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>%1 registered · %2 unregistered · %3 disabled</source>
        <translation>已注册 %1 · 未注册 %2 · 已停用 %3</translation>
    </message>
    <message>
        <source>Home: %1</source>
        <translation>数据目录：%1</translation>
    </message>
    <message>
        <source>● watching for changes</source>
        <translation>● 正在监视变化</translation>
    </message>
    <message>
        <source>○ not watching</source>
        <translation>○ 未监视</translation>
    </message>
    <message>
        <source>ScriptDeck&apos;s settings file cannot be read (%1); settings will not be saved until it is repaired. Fix: repair or remove %2.</source>
        <translation>脚本工具台的设置文件无法读取（%1）；修复之前设置不会被保存。修复方法：修复或删除 %2。</translation>
    </message>
    <message>
        <source>The %1 layer&apos;s index.json cannot be read (%2). Its overrides are ignored and ScriptDeck will not write to it. Fix: repair %3 by hand (a copy may be in index.json.bak) or move it aside.</source>
        <translation>%1 层的 index.json 无法读取（%2）。其中的覆盖设置被忽略，脚本工具台不会写入它。修复方法：手动修复 %3（index.json.bak 里可能有备份），或把它移开。</translation>
    </message>
    <message>
        <source>Nothing was written; check free disk space and permissions.</source>
        <translation>没有写入任何内容；请检查磁盘剩余空间和权限。</translation>
    </message>
    <message>
        <source>ScriptDeck</source>
        <translation>脚本工具台</translation>
    </message>
    <message>
        <source>Registered: %1</source>
        <translation>已注册：%1</translation>
    </message>
    <message>
        <source>Choose scripts to register</source>
        <translation>选择要注册的脚本</translation>
    </message>
</context>
<context>
    <name>OverridesEditor</name>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>头部值</translation>
    </message>
    <message>
        <source>Override</source>
        <translation>覆盖值</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>生效值</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Reset to the header value (remove the override)</source>
        <translation>恢复为头部的值（删除覆盖）</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>还原</translation>
    </message>
    <message>
        <source>Select a tool to edit its index.json overrides.</source>
        <translation>选择一个工具来编辑它在 index.json 里的覆盖设置。</translation>
    </message>
    <message>
        <source>%1 is read-only (layer %2). Register a copy to override its fields.</source>
        <translation>%1 是只读的（%2 层）。先注册一份副本才能覆盖它的字段。</translation>
    </message>
    <message>
        <source>Overrides are written to %1. Only fields you set are saved.</source>
        <translation>覆盖设置写入 %1。只保存你设置过的字段。</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 不是合法的 JSON：%2</translation>
    </message>
    <message>
        <source>parameters: %1</source>
        <translation>parameters：%1</translation>
    </message>
    <message>
        <source>must be a JSON Schema with &quot;type&quot;: &quot;object&quot;</source>
        <translation>必须是 &quot;type&quot;: &quot;object&quot; 的 JSON Schema</translation>
    </message>
    <message>
        <source>Unsaved changes: %1</source>
        <translation>未保存的修改：%1</translation>
    </message>
    <message>
        <source>Nothing was written; check free disk space.</source>
        <translation>没有写入任何内容；请检查磁盘剩余空间。</translation>
    </message>
</context>
<context>
    <name>RegisterDialog</name>
    <message>
        <source>not a script: the first line is not a shebang (#!…)</source>
        <translation>不是脚本：第一行不是 shebang（#!…）</translation>
    </message>
    <message>
        <source>larger than 8 MiB</source>
        <translation>文件超过 8 MiB</translation>
    </message>
    <message>
        <source>index.json and hidden files are not scripts</source>
        <translation>index.json 和隐藏文件不是脚本</translation>
    </message>
    <message>
        <source>needs a valid id (letters, digits and _)</source>
        <translation>需要合法的 id（字母、数字和 _）</translation>
    </message>
    <message>
        <source>the id is reserved for an agent tool</source>
        <translation>这个 id 是智能体工具的保留名</translation>
    </message>
    <message>
        <source>no description: add a # Description: line first</source>
        <translation>没有描述：请先添加一行 # Description:</translation>
    </message>
    <message>
        <source>Register scripts</source>
        <translation>注册脚本</translation>
    </message>
    <message>
        <source>Review each script, then register the checked ones. Files are copied into the chosen layer (never moved) and made executable.</source>
        <translation>逐个检查脚本，然后注册勾选的那些。文件会被复制（不会移动）到所选的层，并加上可执行权限。</translation>
    </message>
    <message>
        <source>Tool id</source>
        <translation>工具 ID</translation>
    </message>
    <message>
        <source>Parsed header</source>
        <translation>解析出的头部</translation>
    </message>
    <message>
        <source>Lint</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Register into</source>
        <translation>注册到</translation>
    </message>
    <message>
        <source>this persona (%1)</source>
        <translation>当前人格（%1）</translation>
    </message>
    <message>
        <source>global (every persona)</source>
        <translation>全局（所有人格）</translation>
    </message>
    <message>
        <source>Replace files that already exist</source>
        <translation>覆盖已存在的文件</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>注册</translation>
    </message>
    <message>
        <source>%1 already exists; tick “Replace files that already exist”</source>
        <translation>%1 已存在；请勾选“覆盖已存在的文件”</translation>
    </message>
    <message>
        <source>No findings</source>
        <translation>没有问题</translation>
    </message>
    <message>
        <source>Registered as %1 in %2</source>
        <translation>已注册为 %1（%2 层）</translation>
    </message>
    <message>
        <source>Ready: will be registered as %1 → %2</source>
        <translation>就绪：将注册为 %1 → %2</translation>
    </message>
</context>
<context>
    <name>RunPanel</name>
    <message>
        <source>Form</source>
        <translation>表单</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>What the script receives</source>
        <translation>脚本会收到什么</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Presets:</source>
        <translation>预设：</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行记录</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation>重新运行</translation>
    </message>
    <message>
        <source>Load arguments</source>
        <translation>载入参数</translation>
    </message>
    <message>
        <source>Select a tool to run it the way the agent does.</source>
        <translation>选择一个工具，像智能体那样运行它。</translation>
    </message>
    <message>
        <source>Run %1 exactly as the agent would</source>
        <translation>完全按智能体的方式运行 %1</translation>
    </message>
    <message>
        <source>The JSON does not parse: %1</source>
        <translation>JSON 无法解析：%1</translation>
    </message>
    <message>
        <source>This tool is not enabled; enable it to run it.</source>
        <translation>这个工具未启用；启用后才能运行。</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>程序：</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>命令行参数：</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>工作目录：</translation>
    </message>
    <message>
        <source>Timeout:</source>
        <translation>超时：</translation>
    </message>
    <message>
        <source>Environment set by ScriptDeck:</source>
        <translation>脚本工具台设置的环境变量：</translation>
    </message>
    <message>
        <source>(a fresh token for each run)</source>
        <translation>（每次运行都生成新令牌）</translation>
    </message>
    <message>
        <source>stdin:</source>
        <translation>标准输入：</translation>
    </message>
    <message>
        <source>(empty; closed at once)</source>
        <translation>（空；立即关闭）</translation>
    </message>
    <message>
        <source>Check free disk space and permissions.</source>
        <translation>请检查磁盘剩余空间和权限。</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>did not finish</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation>退出码 %1</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>（选择）</translation>
    </message>
    <message>
        <source>(none saved)</source>
        <translation>（没有保存的预设）</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>保存预设</translation>
    </message>
    <message>
        <source>Name for these arguments:</source>
        <translation>这组参数的名称：</translation>
    </message>
</context>
<context>
    <name>RunView</name>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Copy result as JSON</source>
        <translation>复制结果（JSON）</translation>
    </message>
    <message>
        <source>[live view stops here; the result below is what the agent gets]</source>
        <translation>[实时输出到此为止；最终结果才是智能体收到的内容]</translation>
    </message>
    <message>
        <source>Running… %1 s</source>
        <translation>运行中… %1 秒</translation>
    </message>
    <message>
        <source>Timed out after %1 s — the whole process tree was killed</source>
        <translation>%1 秒后超时 — 整个进程树已被终止</translation>
    </message>
    <message>
        <source>Stopped after %1 s</source>
        <translation>%1 秒后已停止</translation>
    </message>
    <message>
        <source>Did not run: %1</source>
        <translation>没有运行：%1</translation>
    </message>
    <message>
        <source>Killed by a signal after %1 s</source>
        <translation>%1 秒后被信号终止</translation>
    </message>
    <message>
        <source>Finished: exit code 0 in %1 s</source>
        <translation>完成：退出码 0，用时 %1 秒</translation>
    </message>
    <message>
        <source>The tool said no: exit code %1 in %2 s</source>
        <translation>工具返回失败：退出码 %1，用时 %2 秒</translation>
    </message>
    <message>
        <source>TIMED OUT</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>STOPPED</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>stdout truncated</source>
        <translation>stdout 已截断</translation>
    </message>
    <message>
        <source>stderr truncated</source>
        <translation>stderr 已截断</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修复方法：%1</translation>
    </message>
    <message>
        <source>(missing picture: %1)</source>
        <translation>（图片不存在：%1）</translation>
    </message>
</context>
<context>
    <name>ScalarEditor</name>
    <message>
        <source>not a whole number</source>
        <translation>不是整数</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>不是数字</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Choose a folder</source>
        <translation>选择文件夹</translation>
    </message>
    <message>
        <source>Choose a pi scripts folder</source>
        <translation>选择 pi 脚本文件夹</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>宿主</translation>
    </message>
    <message>
        <source>Home (holds scripts/)</source>
        <translation>数据目录（包含 scripts/）</translation>
    </message>
    <message>
        <source>Persona</source>
        <translation>人格</translation>
    </message>
    <message>
        <source>pi project folder</source>
        <translation>pi 项目文件夹</translation>
    </message>
    <message>
        <source>(the current folder)</source>
        <translation>（当前文件夹）</translation>
    </message>
    <message>
        <source>Extra pi libraries</source>
        <translation>额外的 pi 脚本库</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Register new scripts into</source>
        <translation>新脚本注册到</translation>
    </message>
    <message>
        <source>the persona layer</source>
        <translation>人格层</translation>
    </message>
    <message>
        <source>the global layer</source>
        <translation>全局层</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Providers the host reports (keys are never shown to scripts)</source>
        <translation>宿主报告的模型服务商（密钥永远不会给脚本看）</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>显示名称</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>默认模型</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>接口地址</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>Models (comma separated)</source>
        <translation>模型（逗号分隔）</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>Active (in use now)</source>
        <translation>使用中</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Subsystems the host reports as enabled</source>
        <translation>宿主报告为已启用的子系统</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>记忆</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Persona reminder</source>
        <translation>人格提醒</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>语音</translation>
    </message>
    <message>
        <source>Emotion</source>
        <translation>情绪</translation>
    </message>
</context>
<context>
    <name>ToolTreeModel</name>
    <message>
        <source>Name</source>
        <extracomment>called with (tool ids, enabled) when a checkbox is toggled; the change shows after the rescan</extracomment>
        <translation>名称</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Lint</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Ungrouped</source>
        <translation>未分组</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>已停用</translation>
    </message>
    <message>
        <source>Not registered</source>
        <translation>未注册</translation>
    </message>
</context>
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
    <message>
        <source>scriptdeck: warning: </source>
        <translation>scriptdeck：警告：</translation>
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
    <name>manage</name>
    <message>
        <source>see the header contract: scriptdeck tool-call manage_script --describe</source>
        <translation>请参阅头部约定：scriptdeck tool-call manage_script --describe</translation>
    </message>
    <message>
        <source>Use action=list to see registered, unregistered and disabled scripts.</source>
        <translation>用 action=list 查看已注册、未注册和已停用的脚本。</translation>
    </message>
    <message>
        <source>index.json of the {a0} layer is unreadable ({a1}); nothing was written</source>
        <translation>{a0} 层的 index.json 无法读取（{a1}）；没有写入任何内容</translation>
    </message>
    <message>
        <source>repair {a2} by hand (a copy may be in index.json.bak) or move it aside; ScriptDeck will not overwrite it</source>
        <translation>手动修复 {a2}（index.json.bak 里可能有备份），或把它移开；脚本工具台不会覆盖它</translation>
    </message>
    <message>
        <source>script id &apos;{a0}&apos; not found. Use action=list to see registered, unregistered and disabled scripts.</source>
        <translation>找不到脚本 id “{a0}”。用 action=list 查看已注册、未注册和已停用的脚本。</translation>
    </message>
    <message>
        <source>arguments must be a JSON object</source>
        <translation>参数必须是一个 JSON 对象</translation>
    </message>
    <message>
        <source>pass {{&quot;action&quot;: &quot;list&quot;}} or another action</source>
        <translation>传入 {{&quot;action&quot;: &quot;list&quot;}} 或其他操作</translation>
    </message>
    <message>
        <source>unknown action: {a0}; expected register, unregister, list, enable, disable or set</source>
        <translation>未知操作：{a0}；应为 register、unregister、list、enable、disable 或 set</translation>
    </message>
    <message>
        <source>pass action=list to see the scripts</source>
        <translation>传入 action=list 查看脚本</translation>
    </message>
    <message>
        <source>invalid scope: {a0}; expected persona or global</source>
        <translation>无效的范围：{a0}；应为 persona 或 global</translation>
    </message>
    <message>
        <source>pass scope=persona or scope=global</source>
        <translation>传入 scope=persona 或 scope=global</translation>
    </message>
    <message>
        <source>invalid id: {a0}; expected letters, digits and _ starting with a letter</source>
        <translation>无效的 id：{a0}；只能用字母、数字和 _，并以字母开头</translation>
    </message>
    <message>
        <source>pass an id such as my_tool</source>
        <translation>传入类似 my_tool 的 id</translation>
    </message>
    <message>
        <source>id is required when no path is given</source>
        <translation>没有给出 path 时必须提供 id</translation>
    </message>
    <message>
        <source>pass path (absolute) to register a new script, or id to re-enable one</source>
        <translation>传入 path（绝对路径）注册新脚本，或传入 id 重新启用脚本</translation>
    </message>
    <message>
        <source>path must be a string</source>
        <translation>path 必须是字符串</translation>
    </message>
    <message>
        <source>pass the script&apos;s absolute path</source>
        <translation>传入脚本的绝对路径</translation>
    </message>
    <message>
        <source>script &apos;{a0}&apos; not found in any scripts directory; pass path</source>
        <translation>在所有脚本目录中都找不到脚本 “{a0}”；请传入 path</translation>
    </message>
    <message>
        <source>pass the script&apos;s absolute path to copy it in</source>
        <translation>传入脚本的绝对路径，把它复制进来</translation>
    </message>
    <message>
        <source>path {a0} is outside the {a1} scripts directory</source>
        <translation>路径 {a0} 在 {a1} 脚本目录之外</translation>
    </message>
    <message>
        <source>pass an absolute path; the file is then copied in</source>
        <translation>传入绝对路径；文件会被复制进来</translation>
    </message>
    <message>
        <source>script &apos;{a0}&apos; not found in the scripts directories</source>
        <translation>在脚本目录中找不到脚本 “{a0}”</translation>
    </message>
    <message>
        <source>script not found: {a0}</source>
        <translation>找不到脚本：{a0}</translation>
    </message>
    <message>
        <source>check the path; it must be a file</source>
        <translation>检查路径；它必须是一个文件</translation>
    </message>
    <message>
        <source>refusing to register {a0}: index.json and dotfiles are not scripts</source>
        <translation>拒绝注册 {a0}：index.json 和以点开头的文件不是脚本</translation>
    </message>
    <message>
        <source>rename the script</source>
        <translation>重命名脚本</translation>
    </message>
    <message>
        <source>script is larger than 8 MiB: {a0}</source>
        <translation>脚本超过 8 MiB：{a0}</translation>
    </message>
    <message>
        <source>keep the script small; load data at run time</source>
        <translation>让脚本保持小巧；在运行时再加载数据</translation>
    </message>
    <message>
        <source>{a0} already exists; pass overwrite=true to replace it</source>
        <translation>{a0} 已存在；传入 overwrite=true 才会替换</translation>
    </message>
    <message>
        <source>pass overwrite=true, or rename the script</source>
        <translation>传入 overwrite=true，或重命名脚本</translation>
    </message>
    <message>
        <source>script has no shebang: {a0} must start with a line such as #!/usr/bin/env python3</source>
        <translation>脚本没有 shebang：{a0} 必须以 #!/usr/bin/env python3 这样的行开头</translation>
    </message>
    <message>
        <source>cannot derive a tool name from &apos;{a0}&apos;; pass id</source>
        <translation>无法从 “{a0}” 推导出工具名；请传入 id</translation>
    </message>
    <message>
        <source>pass id, e.g. id=my_tool</source>
        <translation>传入 id，例如 id=my_tool</translation>
    </message>
    <message>
        <source>script id conflicts with a reserved tool name: {a0}</source>
        <translation>脚本 id 与保留的工具名冲突：{a0}</translation>
    </message>
    <message>
        <source>pass another id</source>
        <translation>换一个 id</translation>
    </message>
    <message>
        <source>description is required: pass description, or add a # Description: line</source>
        <translation>必须有描述：传入 description，或添加一行 # Description:</translation>
    </message>
    <message>
        <source>add a # Description: line to the header</source>
        <translation>在头部添加一行 # Description:</translation>
    </message>
    <message>
        <source>id is required</source>
        <translation>必须提供 id</translation>
    </message>
    <message>
        <source>built-in scripts cannot be deleted</source>
        <translation>内置脚本不能删除</translation>
    </message>
    <message>
        <source>unregister without delete_file to hide it</source>
        <translation>不带 delete_file 注销即可隐藏它</translation>
    </message>
    <message>
        <source>{a0} already exists</source>
        <translation>{a0} 已存在</translation>
    </message>
    <message>
        <source>remove or rename it first</source>
        <translation>请先删除或重命名它</translation>
    </message>
    <message>
        <source>remove or rename one of the two files</source>
        <translation>删除或重命名这两个文件中的一个</translation>
    </message>
    <message>
        <source>&apos;{a0}&apos; is read-only here (built-in or pi script)</source>
        <translation>“{a0}” 在这里是只读的（内置或 pi 脚本）</translation>
    </message>
    <message>
        <source>register a copy of it with path=… first, then set its fields</source>
        <translation>先用 path=… 注册一份副本，再设置它的字段</translation>
    </message>
    <message>
        <source>parameters must be a JSON object (a JSON Schema)</source>
        <translation>parameters 必须是一个 JSON 对象（JSON Schema）</translation>
    </message>
    <message>
        <source>pass {{&quot;type&quot;:&quot;object&quot;,&quot;properties&quot;:{{…}}}}</source>
        <translation>传入 {{&quot;type&quot;:&quot;object&quot;,&quot;properties&quot;:{{…}}}}</translation>
    </message>
    <message>
        <source>parameters.type must be &quot;object&quot;</source>
        <translation>parameters.type 必须是 &quot;object&quot;</translation>
    </message>
    <message>
        <source>set &quot;type&quot;: &quot;object&quot;</source>
        <translation>设置 &quot;type&quot;: &quot;object&quot;</translation>
    </message>
    <message>
        <source>parameters.properties must be an object</source>
        <translation>parameters.properties 必须是一个对象</translation>
    </message>
    <message>
        <source>map each property name to its schema</source>
        <translation>把每个属性名映射到它的 schema</translation>
    </message>
    <message>
        <source>parameters is not a valid JSON Schema: {a0}</source>
        <translation>parameters 不是合法的 JSON Schema：{a0}</translation>
    </message>
    <message>
        <source>fix the schema</source>
        <translation>修正 schema</translation>
    </message>
    <message>
        <source>timeout_seconds must be a number of seconds</source>
        <translation>timeout_seconds 必须是秒数</translation>
    </message>
    <message>
        <source>pass an integer from 1 to 300</source>
        <translation>传入 1 到 300 之间的整数</translation>
    </message>
    <message>
        <source>{a0} must be a list</source>
        <translation>{a0} 必须是列表</translation>
    </message>
    <message>
        <source>pass {a1} as a JSON array</source>
        <translation>以 JSON 数组传入 {a1}</translation>
    </message>
    <message>
        <source>{a0} must be true or false</source>
        <translation>{a0} 必须是 true 或 false</translation>
    </message>
    <message>
        <source>pass {a1}: true or false</source>
        <translation>传入 {a1}: true 或 false</translation>
    </message>
    <message>
        <source>argv must be flags or none</source>
        <translation>argv 必须是 flags 或 none</translation>
    </message>
    <message>
        <source>pass argv: &quot;flags&quot; or &quot;none&quot;</source>
        <translation>传入 argv: &quot;flags&quot; 或 &quot;none&quot;</translation>
    </message>
    <message>
        <source>trust must be owner or external</source>
        <translation>trust 必须是 owner 或 external</translation>
    </message>
    <message>
        <source>pass trust: &quot;owner&quot; or &quot;external&quot;</source>
        <translation>传入 trust: &quot;owner&quot; 或 &quot;external&quot;</translation>
    </message>
    <message>
        <source>load_policy must be summary, group or hidden</source>
        <translation>load_policy 必须是 summary、group 或 hidden</translation>
    </message>
    <message>
        <source>pass load_policy: &quot;summary&quot;</source>
        <translation>传入 load_policy: &quot;summary&quot;</translation>
    </message>
    <message>
        <source>{a0} must be a string</source>
        <translation>{a0} 必须是字符串</translation>
    </message>
    <message>
        <source>pass {a1} as text</source>
        <translation>以文本传入 {a1}</translation>
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
<context>
    <name>run</name>
    <message>
        <source>script id &apos;{a0}&apos; not found</source>
        <extracomment>pi&apos;s result text (pi tools only)</extracomment>
        <translation>找不到脚本 id “{a0}”</translation>
    </message>
    <message>
        <source>run scriptdeck list to see the registered tools</source>
        <translation>运行 scriptdeck list 查看已注册的工具</translation>
    </message>
    <message>
        <source>{a0} is disabled</source>
        <translation>{a0} 已停用</translation>
    </message>
    <message>
        <source>enable it first (manage_script action=enable id={a1})</source>
        <translation>请先启用它（manage_script action=enable id={a1}）</translation>
    </message>
    <message>
        <source>{a0} is not registered</source>
        <translation>{a0} 未注册</translation>
    </message>
    <message>
        <source>see scriptdeck lint</source>
        <translation>请查看 scriptdeck lint</translation>
    </message>
    <message>
        <source>the script file is gone: {a0}</source>
        <translation>脚本文件不见了：{a0}</translation>
    </message>
    <message>
        <source>restore the file or unregister the tool</source>
        <translation>恢复该文件，或注销这个工具</translation>
    </message>
    <message>
        <source>arguments do not match the tool&apos;s schema: {a0}</source>
        <translation>参数不符合工具的 schema：{a0}</translation>
    </message>
    <message>
        <source>fix the arguments; see scriptdeck tool-call {a1} --describe</source>
        <translation>修正参数；参见 scriptdeck tool-call {a1} --describe</translation>
    </message>
</context>
</TS>
