<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ActionModule</name>
    <message>
        <source>Nothing was written; check free disk space and permissions.</source>
        <translation>没有写入任何内容；请检查磁盘剩余空间和权限。</translation>
    </message>
</context>
<context>
    <name>ActivityView</name>
    <message>
        <source>Source:</source>
        <extracomment>the ``source`` values core writes: the window, ``tool-call`` (terminal/agent), ``scriptdeck mcp``</extracomment>
        <translation>来源：</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>This window</source>
        <translation>本窗口</translation>
    </message>
    <message>
        <source>tool-call (terminal)</source>
        <translation>tool-call（终端）</translation>
    </message>
    <message>
        <source>MCP (agents)</source>
        <translation>MCP（智能体）</translation>
    </message>
    <message>
        <source>Clear history…</source>
        <translation>清除历史…</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Runs of every tool</source>
        <translation>所有工具的运行记录</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户端</translation>
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
        <source>window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>tool-call</source>
        <translation>命令行</translation>
    </message>
    <message>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <source>%1 run(s) shown</source>
        <translation>显示 %1 次运行</translation>
    </message>
    <message>
        <source>Clear the history?</source>
        <translation>清除历史？</translation>
    </message>
    <message>
        <source>Every recorded run of every tool is forgotten, with its arguments, including the runs of agents and of tool-call. This cannot be undone.</source>
        <translation>所有工具的每条运行记录及其参数都会被删除，包括智能体和 tool-call 的运行。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Clear history</source>
        <translation>清除历史</translation>
    </message>
    <message>
        <source>Check the permissions of ScriptDeck&apos;s state folder.</source>
        <translation>请检查 ScriptDeck 状态文件夹的权限。</translation>
    </message>
</context>
<context>
    <name>AgentView</name>
    <message>
        <source>As the agent sees it</source>
        <translation>智能体看到的样子</translation>
    </message>
    <message>
        <source>Copy the tools/list entry</source>
        <translation>复制 tools/list 条目</translation>
    </message>
    <message>
        <source>Copy the stub</source>
        <translation>复制存根</translation>
    </message>
    <message>
        <source>Not in the agent&apos;s list: the tool is not registered, is disabled, or its load_policy is hidden.</source>
        <translation>不在智能体的列表中：该工具未注册、已停用，或其 load_policy 为 hidden。</translation>
    </message>
    <message>
        <source>Exactly what scriptdeck mcp lists (titles in English unless it is started with --lang), and below it the stub Miyu&apos;s stub mode shows. Not translated.</source>
        <translation>scriptdeck mcp 列出的原样内容（标题为英文，除非启动时指定了语言），下方是智能体存根模式显示的存根。不翻译。</translation>
    </message>
</context>
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
    <message>
        <source>the list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>Add item to %1</source>
        <translation>向 %1 添加一项</translation>
    </message>
    <message>
        <source>Item %1 of %2</source>
        <translation>%2 的第 %1 项</translation>
    </message>
    <message>
        <source>Remove item %1 of %2</source>
        <translation>删除 %2 的第 %1 项</translation>
    </message>
</context>
<context>
    <name>CaseDetail</name>
    <message>
        <source>Case detail</source>
        <translation>用例详情</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation>已跳过：%1</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>尚未运行。</translation>
    </message>
    <message>
        <source>Passed in %1 ms</source>
        <translation>通过，用时 %1 毫秒</translation>
    </message>
    <message>
        <source>Failed in %1 ms</source>
        <translation>失败，用时 %1 毫秒</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望</translation>
    </message>
</context>
<context>
    <name>CaseEditDialog</name>
    <message>
        <source>Edit test case</source>
        <translation>编辑测试用例</translation>
    </message>
    <message>
        <source>The case as it is kept in %1: name, args (or stdin), env, files, timeout_ms, skip and expect.</source>
        <translation>用例在 %1 中保存的样子：name、args（或 stdin）、env、files、timeout_ms、skip 和 expect。</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Not saved: a case is a JSON object</source>
        <translation>未保存：用例必须是一个 JSON 对象</translation>
    </message>
</context>
<context>
    <name>ChangeActions</name>
    <message>
        <source>Remove…</source>
        <translation>移除…</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>停用</translation>
    </message>
    <message>
        <source>Enable</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>Unregister</source>
        <translation>取消注册</translation>
    </message>
    <message>
        <source>Delete file…</source>
        <translation>删除文件…</translation>
    </message>
    <message>
        <source>Register a copy in this persona</source>
        <translation>在当前人格中注册一份副本</translation>
    </message>
    <message>
        <source>Register a copy for every persona (global)</source>
        <translation>为所有人格注册一份副本（全局）</translation>
    </message>
    <message>
        <source>★ Favourite</source>
        <translation>★ 收藏</translation>
    </message>
    <message>
        <source>Built-in tools cannot be deleted; disable them instead</source>
        <translation>内置工具不能删除；可以停用它们</translation>
    </message>
    <message>
        <source>Raycast folders are read in place; ScriptDeck never deletes their files</source>
        <translation>Raycast 文件夹只在原处读取；ScriptDeck 从不删除其中的文件</translation>
    </message>
    <message>
        <source>Built-in, library, pi and Raycast tools cannot be starred; register a copy first</source>
        <translation>内置、库、pi 和 Raycast 工具不能收藏；请先注册一份副本</translation>
    </message>
    <message>
        <source>Enable %1</source>
        <translation>启用 %1</translation>
    </message>
    <message>
        <source>Disable %1</source>
        <translation>停用 %1</translation>
    </message>
    <message>
        <source>Turn off a built-in tool</source>
        <translation>停用内置工具</translation>
    </message>
    <message>
        <source>%1 comes with ScriptDeck. Turning it off writes a “disabled” record into one of your index.json files; the tool itself is not changed, and ticking it again undoes this.</source>
        <translation>%1 是脚本工具台自带的工具。停用它会在你的某个 index.json 中写入一条“已停用”记录；工具本身不会被改动，重新勾选即可恢复。</translation>
    </message>
    <message>
        <source>Only for persona %1</source>
        <translation>只对人格 %1</translation>
    </message>
    <message>
        <source>For every persona (global)</source>
        <translation>对所有人格（全局）</translation>
    </message>
    <message>
        <source>Where should it be turned off?</source>
        <translation>要在哪里停用它？</translation>
    </message>
    <message>
        <source>Add %1 to favourites</source>
        <translation>收藏 %1</translation>
    </message>
    <message>
        <source>Remove %1 from favourites</source>
        <translation>取消收藏 %1</translation>
    </message>
    <message>
        <source>Unregister %1</source>
        <translation>取消注册 %1</translation>
    </message>
    <message>
        <source>“%1” is a group, not a tool: select a tool in it to remove that tool.</source>
        <translation>“%1”是分组，不是工具：请选中其中的某个工具再移除它。</translation>
    </message>
    <message>
        <source>Select a tool to remove it.</source>
        <translation>请先选中要移除的工具。</translation>
    </message>
    <message>
        <source>Delete the file</source>
        <translation>删除文件</translation>
    </message>
    <message>
        <source>Disable keeps it listed and greyed; Unregister removes it from the list the agent sees; Delete removes the file (Undo puts it back from a copy ScriptDeck keeps).</source>
        <translation>“停用”保留在列表中并显示为灰色；“取消注册”把它从智能体看到的列表中移除；“删除”会删除文件（撤销可从 ScriptDeck 保留的副本恢复）。</translation>
    </message>
    <message>
        <source>Built-in tools cannot be deleted.</source>
        <translation>内置工具不能删除。</translation>
    </message>
    <message>
        <source>Remove a tool</source>
        <translation>移除工具</translation>
    </message>
    <message>
        <source>What should happen to %1?</source>
        <translation>要如何处理 %1？</translation>
    </message>
    <message>
        <source>Delete a tool&apos;s file</source>
        <translation>删除工具文件</translation>
    </message>
    <message>
        <source>Delete %1?</source>
        <translation>删除 %1？</translation>
    </message>
    <message>
        <source>A copy is kept in ScriptDeck&apos;s state: Edit → Undo puts the file back.</source>
        <translation>ScriptDeck 会在其状态目录中保留一份副本：编辑 → 撤销可以恢复该文件。</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Register a copy of %1</source>
        <translation>注册 %1 的副本</translation>
    </message>
    <message>
        <source>Copied to %1</source>
        <translation>已复制到 %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>ComposerView</name>
    <message>
        <source>Method:</source>
        <extracomment>the methods offered by name (protocol words, never translated); the third item, &quot;as typed&quot;, is characters of an answer shown at most (a 10,000-tool list is megabytes; the rest is said by its size)</extracomment>
        <translation>方法：</translation>
    </message>
    <message>
        <source>JSON-RPC as typed</source>
        <translation>手写 JSON-RPC</translation>
    </message>
    <message>
        <source>Tool:</source>
        <translation>工具：</translation>
    </message>
    <message>
        <source>Send (Ctrl+Enter)</source>
        <translation>发送 (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>表单</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>A whole JSON-RPC message, e.g. {&quot;jsonrpc&quot;: &quot;2.0&quot;, &quot;id&quot;: 9, &quot;method&quot;: &quot;tools/list&quot;}</source>
        <translation>一条完整的 JSON-RPC 消息，例如 {&quot;jsonrpc&quot;: &quot;2.0&quot;, &quot;id&quot;: 9, &quot;method&quot;: &quot;tools/list&quot;}</translation>
    </message>
    <message>
        <source>The server&apos;s answer appears here exactly as it wrote it.</source>
        <translation>服务器的回答会原样显示在这里。</translation>
    </message>
    <message>
        <source>The request as sent</source>
        <translation>发出的请求</translation>
    </message>
    <message>
        <source>Arguments as JSON</source>
        <translation>JSON 形式的参数</translation>
    </message>
    <message>
        <source>JSON-RPC message</source>
        <translation>JSON-RPC 消息</translation>
    </message>
    <message>
        <source>Raw answer</source>
        <translation>原始回答</translation>
    </message>
    <message>
        <source>Request as sent</source>
        <translation>发出的请求</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Sent. A message without an id is a notification: it gets no answer (see MCP messages).</source>
        <translation>已发送。没有 id 的消息是通知，不会得到回答（见“MCP 消息”）。</translation>
    </message>
    <message>
        <source>Choose a tool to call.</source>
        <translation>请选择要调用的工具。</translation>
    </message>
    <message>
        <source>Not valid JSON: %1. Nothing was sent.</source>
        <translation>不是有效的 JSON：%1。未发送任何内容。</translation>
    </message>
    <message>
        <source>The server could not be reached: %1</source>
        <translation>无法连接服务器：%1</translation>
    </message>
    <message>
        <source>Waiting for the answer…</source>
        <translation>正在等待回答…</translation>
    </message>
    <message>
        <source>Error answer: %1 bytes in %2 ms</source>
        <translation>错误回答：%1 字节，用时 %2 毫秒</translation>
    </message>
    <message>
        <source>Answer: %1 bytes in %2 ms</source>
        <translation>回答：%1 字节，用时 %2 毫秒</translation>
    </message>
</context>
<context>
    <name>ConflictBar</name>
    <message>
        <source>index.json was changed outside ScriptDeck while you edited: %1. Choose which values to keep before saving.</source>
        <translation>你编辑期间，index.json 在脚本工具台之外被修改：%1。请先选择保留哪一边的值，再保存。</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新载入</translation>
    </message>
    <message>
        <source>Take the values now in index.json; your typed values for these fields are dropped</source>
        <translation>采用 index.json 里现在的值；这些字段中你输入的值将被放弃</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>保留我的</translation>
    </message>
    <message>
        <source>Keep your typed values; Save then replaces the outside change</source>
        <translation>保留你输入的值；保存时会替换外部的修改</translation>
    </message>
    <message>
        <source>See both</source>
        <translation>对照两边</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect an agent</source>
        <translation>连接智能体</translation>
    </message>
    <message>
        <source>the default home</source>
        <translation>默认主目录</translation>
    </message>
    <message>
        <source>Any agent that speaks MCP (Model Context Protocol) can use the enabled tools of persona %1 in %2. Paste the configuration for your agent, then restart it. Its calls appear live under Agent activity.</source>
        <translation>任何支持 MCP（模型上下文协议）的智能体都可以使用 %2 中人格 %1 已启用的工具。把配置粘贴到你的智能体中，然后重启它。它的调用会实时显示在“智能体活动”中。</translation>
    </message>
    <message>
        <source>Run this command in a terminal:</source>
        <translation>在终端中运行此命令：</translation>
    </message>
    <message>
        <source>Put this in .vscode/mcp.json of your workspace (or your user configuration: MCP: Open User Configuration):</source>
        <translation>把这段放进工作区的 .vscode/mcp.json（或用户配置：MCP: Open User Configuration）：</translation>
    </message>
    <message>
        <source>Put this in %1 (merge it with the servers already there):</source>
        <translation>把这段放进 %1（与其中已有的服务器合并）：</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Configuration for %1</source>
        <translation>%1 的配置</translation>
    </message>
    <message>
        <source>Copy the configuration for %1</source>
        <translation>复制 %1 的配置</translation>
    </message>
    <message>
        <source>Add to Claude Desktop&apos;s config</source>
        <translation>添加到 Claude Desktop 配置</translation>
    </message>
    <message>
        <source>Adds the scriptdeck server to %1; other servers and settings are kept and the previous file is saved as a backup.</source>
        <translation>把 scriptdeck 服务器添加到 %1；其他服务器和设置保持不变，原文件另存为备份。</translation>
    </message>
    <message>
        <source>Show agent activity</source>
        <translation>显示智能体活动</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>已复制到剪贴板。</translation>
    </message>
    <message>
        <source>Could not write Claude Desktop&apos;s config: %1</source>
        <translation>无法写入 Claude Desktop 配置：%1</translation>
    </message>
    <message>
        <source>Check free disk space and permissions.</source>
        <translation>请检查磁盘剩余空间和权限。</translation>
    </message>
    <message>
        <source>%1 already starts this ScriptDeck; nothing was written.</source>
        <translation>%1 已经会启动这个 ScriptDeck；未写入任何内容。</translation>
    </message>
    <message>
        <source>Replaced the scriptdeck server in %1.</source>
        <translation>已替换 %1 中的 scriptdeck 服务器。</translation>
    </message>
    <message>
        <source>Added the scriptdeck server to %1.</source>
        <translation>已把 scriptdeck 服务器添加到 %1。</translation>
    </message>
    <message>
        <source>The previous file is kept at %1.</source>
        <translation>原文件保存在 %1。</translation>
    </message>
    <message>
        <source>Restart Claude Desktop to load it.</source>
        <translation>请重启 Claude Desktop 以加载它。</translation>
    </message>
</context>
<context>
    <name>CostPart</name>
    <message>
        <source>tools: %1 · tokens not counted</source>
        <translation>工具：%1 · 未计算词元</translation>
    </message>
    <message>
        <source>The token counter is not available: %1</source>
        <translation>词元计数器不可用：%1</translation>
    </message>
    <message>
        <source>tools: %1 · ~%2 tokens per turn / %3</source>
        <translation>工具：%1 · 每轮约 %2 词元 / %3</translation>
    </message>
    <message>
        <source>(counting…)</source>
        <translation>（计数中…）</translation>
    </message>
    <message>
        <source>What this persona&apos;s tool list costs the agent on every turn, as scriptdeck mcp serves it (%1); as stubs: ~%2 tokens. The budget is set in Settings (Context budget).</source>
        <translation>这个人格的工具列表每轮让智能体付出的词元数，按 scriptdeck mcp 提供的内容计算（%1）；桩模式约 %2 词元。预算在“设置”的“上下文预算”中设定。</translation>
    </message>
    <message>
        <source>Over the budget by %1 tokens: disable or hide tools, or shorten the heaviest.</source>
        <translation>超出预算 %1 词元：停用或隐藏一些工具，或缩短最重的工具。</translation>
    </message>
</context>
<context>
    <name>CountsPart</name>
    <message>
        <source>%1 registered · %2 unregistered · %3 disabled</source>
        <translation>已注册 %1 · 未注册 %2 · 已停用 %3</translation>
    </message>
</context>
<context>
    <name>DeckTray</name>
    <message>
        <source>ScriptDeck: click for the quick-run palette</source>
        <extracomment>recent tools in the menu</extracomment>
        <translation>ScriptDeck：单击打开快速运行面板</translation>
    </message>
    <message>
        <source>ScriptDeck</source>
        <translation>ScriptDeck</translation>
    </message>
    <message>
        <source>Quick run…</source>
        <translation>快速运行…</translation>
    </message>
    <message>
        <source>Favourites</source>
        <translation>收藏</translation>
    </message>
    <message>
        <source>Recent tools</source>
        <translation>最近用过</translation>
    </message>
    <message>
        <source>Show the window</source>
        <translation>显示窗口</translation>
    </message>
    <message>
        <source>Quit ScriptDeck</source>
        <translation>退出 ScriptDeck</translation>
    </message>
</context>
<context>
    <name>DeckView</name>
    <message>
        <source>Search by id, name, description or group…</source>
        <extracomment>the user moved the current row to this tool (its id) the tool the panes should show changed: its id, or None when the chosen tool is hidden the Tokens figures the tree shows (per tool, and the &quot;being counted&quot; mark), to repaint only changes</extracomment>
        <translation>按 id、名称、描述或分组搜索…</translation>
    </message>
    <message>
        <source>Search tools</source>
        <translation>搜索工具</translation>
    </message>
    <message>
        <source>Tools by group</source>
        <translation>按分组列出的工具</translation>
    </message>
    <message>
        <source>No tool matches “%1”. Search looks at ids, both names, descriptions and groups; clear the box to see every tool.</source>
        <translation>没有工具匹配“%1”。搜索范围是 id、中英文名称、描述和分组；清空搜索框可看到全部工具。</translation>
    </message>
    <message>
        <source>No tool passes the filters. Untick some in the Filter menu, or choose “Clear filters”.</source>
        <translation>没有工具符合筛选条件。在“筛选”菜单中取消勾选一些条件，或选择“清除筛选”。</translation>
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
        <source>Context cost</source>
        <translation>上下文开销</translation>
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
        <source>Raycast</source>
        <translation>Raycast</translation>
    </message>
    <message>
        <source>Convert to a ScriptDeck tool…</source>
        <translation>转换为 ScriptDeck 工具…</translation>
    </message>
    <message>
        <source>Host capabilities</source>
        <translation>宿主能力</translation>
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
        <source>Enabled, but with %1 lint error(s) — see Lint below</source>
        <translation>已启用，但有 %1 个检查错误 — 见下方“检查”</translation>
    </message>
    <message>
        <source>%1 (from the id)</source>
        <translation>%1（由 id 生成）</translation>
    </message>
    <message>
        <source>Exactly what the agent receives, in English; not translated.</source>
        <translation>智能体收到的原文（英文），不翻译。</translation>
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
        <source>values as $1 $2 … and JSON on stdin</source>
        <translation>值作为 $1 $2 …，JSON 走 stdin</translation>
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
        <source>~%1 tokens on every turn (as a stub: ~%2)</source>
        <translation>每轮约 %1 词元（桩模式约 %2）</translation>
    </message>
    <message>
        <source>nothing: agents are not sent this tool (disabled or hidden)</source>
        <translation>无：不会发给智能体（已停用或隐藏）</translation>
    </message>
    <message>
        <source>not counted: %1</source>
        <translation>未计数：%1</translation>
    </message>
    <message>
        <source>counting…</source>
        <translation>计数中…</translation>
    </message>
    <message>
        <source>mode: %1</source>
        <translation>模式：%1</translation>
    </message>
    <message>
        <source>icon: %1</source>
        <translation>图标：%1</translation>
    </message>
    <message>
        <source>refresh: %1</source>
        <translation>刷新：%1</translation>
    </message>
    <message>
        <source>runs in: %1</source>
        <translation>运行目录：%1</translation>
    </message>
    <message>
        <source>asks before each run</source>
        <translation>每次运行前询问</translation>
    </message>
    <message>
        <source>package: %1</source>
        <translation>包：%1</translation>
    </message>
    <message>
        <source>Convert %1</source>
        <translation>转换 %1</translation>
    </message>
    <message>
        <source>Check free disk space and permissions.</source>
        <translation>请检查磁盘剩余空间和权限。</translation>
    </message>
    <message>
        <source>Converted: %1</source>
        <translation>已转换：%1</translation>
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
</context>
<context>
    <name>DiffDialog</name>
    <message>
        <source>Changes since you approved it</source>
        <translation>批准以来的改动</translation>
    </message>
    <message>
        <source>Approve this version</source>
        <translation>批准此版本</translation>
    </message>
    <message>
        <source>(approved)</source>
        <translation>（已批准）</translation>
    </message>
    <message>
        <source>(now)</source>
        <translation>（现在）</translation>
    </message>
</context>
<context>
    <name>DropHandler</name>
    <message>
        <source>Drop script files here to register them (they are copied, never moved)</source>
        <extracomment>local files dropped as a copy</extracomment>
        <translation>把脚本文件拖放到这里来注册（文件会被复制，绝不移动）</translation>
    </message>
</context>
<context>
    <name>EditActions</name>
    <message>
        <source>Edit header…</source>
        <translation>编辑头部…</translation>
    </message>
    <message>
        <source>Open in editor</source>
        <translation>在编辑器中打开</translation>
    </message>
    <message>
        <source>Reveal in file manager</source>
        <translation>在文件管理器中显示</translation>
    </message>
    <message>
        <source>Copy id</source>
        <translation>复制 ID</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>复制路径</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤销：%1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>重做：%1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>No editor could be started for %1.</source>
        <translation>无法启动编辑器打开 %1。</translation>
    </message>
    <message>
        <source>Set an editor command in Settings (e.g. code --wait {file}), or set $VISUAL or $EDITOR.</source>
        <translation>请在设置中填写编辑器命令（例如 code --wait {file}），或设置 $VISUAL 或 $EDITOR。</translation>
    </message>
    <message>
        <source>No file manager could be started to show %1.</source>
        <translation>无法启动文件管理器显示 %1。</translation>
    </message>
    <message>
        <source>Open the folder by hand, or install a file manager (xdg-open).</source>
        <translation>请手动打开该文件夹，或安装文件管理器（xdg-open）。</translation>
    </message>
</context>
<context>
    <name>EditorDesktopTab</name>
    <message>
        <source>Editor command</source>
        <translation>编辑器命令</translation>
    </message>
    <message>
        <source>e.g. code --wait {file} (empty: $VISUAL/$EDITOR, else the desktop&apos;s default)</source>
        <translation>例如 code --wait {file}（留空：使用 $VISUAL/$EDITOR，否则使用桌面默认程序）</translation>
    </message>
    <message>
        <source>{file} is replaced by the script&apos;s path; without it the path is added at the end.</source>
        <translation>{file} 会被替换为脚本路径；没有 {file} 时路径会加在末尾。</translation>
    </message>
    <message>
        <source>Add to the applications menu</source>
        <translation>添加到应用程序菜单</translation>
    </message>
    <message>
        <source>Installs a .desktop entry and the icon into your user folders (same as scriptdeck install-desktop)</source>
        <translation>把 .desktop 条目和图标安装到你的用户文件夹（与 scriptdeck install-desktop 相同）</translation>
    </message>
    <message>
        <source>Editor and desktop</source>
        <translation>编辑器与桌面</translation>
    </message>
    <message>
        <source>Not installed: %1</source>
        <translation>未安装：%1</translation>
    </message>
    <message>
        <source>Installed: %1</source>
        <translation>已安装：%1</translation>
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
        <translation>还没有你自己的工具。

脚本放在两个文件夹中：
• 所有人格：%1
• 仅当前人格：%2

把脚本文件拖放到这里即可注册，或使用 文件 → 新建工具…（Ctrl+N）从模板开始。</translation>
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
    <message>
        <source>must be a multiple of %1</source>
        <translation>必须是 %1 的倍数</translation>
    </message>
    <message>
        <source>has duplicate items</source>
        <translation>有重复的项</translation>
    </message>
    <message>
        <source>must be %1</source>
        <translation>必须是 %1</translation>
    </message>
    <message>
        <source>must be a valid %1</source>
        <translation>必须是有效的 %1</translation>
    </message>
    <message>
        <source>key %1 is not allowed</source>
        <translation>不允许键 %1</translation>
    </message>
    <message>
        <source>matches more than one choice</source>
        <translation>同时符合多个选项</translation>
    </message>
    <message>
        <source>at least %1 characters</source>
        <extracomment>constraint keyword -&gt; hint shown next to the field (%1 = the keyword&apos;s value)</extracomment>
        <translation>至少 %1 个字符</translation>
    </message>
    <message>
        <source>at most %1 characters</source>
        <translation>最多 %1 个字符</translation>
    </message>
    <message>
        <source>must match %1</source>
        <translation>须匹配 %1</translation>
    </message>
    <message>
        <source>format: %1</source>
        <translation>格式：%1</translation>
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
        <translation>%1 的倍数</translation>
    </message>
    <message>
        <source>at least %1 items</source>
        <translation>至少 %1 项</translation>
    </message>
    <message>
        <source>at most %1 items</source>
        <translation>最多 %1 项</translation>
    </message>
    <message>
        <source>no duplicate items</source>
        <translation>不可有重复项</translation>
    </message>
    <message>
        <source>at least %1 entries</source>
        <translation>至少 %1 个条目</translation>
    </message>
    <message>
        <source>at most %1 entries</source>
        <translation>最多 %1 个条目</translation>
    </message>
    <message>
        <source>always %1</source>
        <translation>固定为 %1</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>例如 %1</translation>
    </message>
    <message>
        <source>keys must match %1</source>
        <translation>键须匹配 %1</translation>
    </message>
    <message>
        <source>text</source>
        <extracomment>names for untitled alternatives of a choice (a type union shows these)</extracomment>
        <translation>文本</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>yes/no</source>
        <translation>是/否</translation>
    </message>
    <message>
        <source>one of a list</source>
        <translation>从列表中选一项</translation>
    </message>
    <message>
        <source>list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>key/value map</source>
        <translation>键/值映射</translation>
    </message>
    <message>
        <source>optional value</source>
        <translation>可选值</translation>
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
        <translation>中文名称</translation>
    </message>
    <message>
        <source>English name</source>
        <translation>英文名称</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Timeout (s)</source>
        <translation>超时（秒）</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>分组</translation>
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
        <source>Permission</source>
        <translation>权限</translation>
    </message>
    <message>
        <source>Stub example</source>
        <translation>桩示例</translation>
    </message>
    <message>
        <source>Requires</source>
        <translation>依赖</translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Skill only</source>
        <translation>仅作技能</translation>
    </message>
    <message>
        <source>Always loaded</source>
        <translation>始终加载</translation>
    </message>
    <message>
        <source>Load policy</source>
        <translation>加载策略</translation>
    </message>
    <message>
        <source>flags on argv</source>
        <translation>argv 上的命令行参数</translation>
    </message>
    <message>
        <source>JSON on stdin only</source>
        <translation>只用 stdin 上的 JSON</translation>
    </message>
    <message>
        <source>values as $1 $2 …</source>
        <translation>值作为 $1 $2 …</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>属主</translation>
    </message>
    <message>
        <source>external</source>
        <translation>外部</translation>
    </message>
    <message>
        <source>read only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>presentation</source>
        <translation>展示</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>with its group</source>
        <translation>随分组加载</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>raw text for stdin</source>
        <translation>原样写入 stdin 的文本</translation>
    </message>
    <message>
        <source>arguments, split shell-style into $1, $2, …</source>
        <translation>参数，按 shell 规则拆成 $1、$2、…</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>New tool…</source>
        <translation>新建工具…</translation>
    </message>
    <message>
        <source>Write a new tool from a template, register it and open it (Ctrl+N)</source>
        <translation>从模板写一个新工具，注册并打开它（Ctrl+N）</translation>
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
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <source>Open the scripts folder in the file manager</source>
        <translation>在文件管理器中打开脚本文件夹</translation>
    </message>
    <message>
        <source>Connect an agent…</source>
        <translation>连接智能体…</translation>
    </message>
    <message>
        <source>Use these tools from Claude, Cursor, VS Code or any MCP client</source>
        <translation>在 Claude、Cursor、VS Code 或任何 MCP 客户端中使用这些工具</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Created %1 at %2</source>
        <translation>已创建 %1，位于 %2</translation>
    </message>
    <message>
        <source>The editor command in Settings did not start; opened the header editor instead.</source>
        <translation>设置中的编辑器命令没有启动；已改为打开头部编辑器。</translation>
    </message>
    <message>
        <source>Choose scripts to register</source>
        <translation>选择要注册的脚本</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
    <message>
        <source>Check the home folder&apos;s permissions.</source>
        <translation>请检查数据目录的权限。</translation>
    </message>
    <message>
        <source>No file manager could be started to open %1.</source>
        <translation>无法启动文件管理器来打开 %1。</translation>
    </message>
    <message>
        <source>Open the folder by hand, or install a file manager (xdg-open).</source>
        <translation>请手动打开该文件夹，或安装文件管理器（xdg-open）。</translation>
    </message>
</context>
<context>
    <name>FinderModel</name>
    <message>
        <source>Favourite: %1</source>
        <translation>已收藏：%1</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>No lint findings</source>
        <translation>没有检查问题</translation>
    </message>
    <message>
        <source>Aliases: %1</source>
        <translation>别名：%1</translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation>路径：%1</translation>
    </message>
</context>
<context>
    <name>FormPreview</name>
    <message>
        <source>Form preview</source>
        <translation>表单预览</translation>
    </message>
</context>
<context>
    <name>GlobalShortcut</name>
    <message>
        <source>Open the ScriptDeck quick-run palette</source>
        <translation>打开 ScriptDeck 快速运行面板</translation>
    </message>
</context>
<context>
    <name>Groups</name>
    <message>
        <source>examples</source>
        <extracomment>the groups of the built-in example tools (resources/builtin); a user&apos;s own groups are their data</extracomment>
        <translation>示例</translation>
    </message>
    <message>
        <source>media</source>
        <translation>媒体</translation>
    </message>
    <message>
        <source>utilities</source>
        <translation>实用工具</translation>
    </message>
    <message>
        <source>system</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>files</source>
        <translation>文件</translation>
    </message>
</context>
<context>
    <name>GuardCli</name>
    <message>
        <source>default profile</source>
        <extracomment>the human output&apos;s words (the JSON keeps its keys), in the UI language (SPEC §30)</extracomment>
        <translation>默认配置</translation>
    </message>
    <message>
        <source>memory MB</source>
        <translation>内存 MB</translation>
    </message>
    <message>
        <source>cpu seconds</source>
        <translation>CPU 秒数</translation>
    </message>
    <message>
        <source>processes</source>
        <translation>进程数</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限制</translation>
    </message>
    <message>
        <source>(set)</source>
        <translation>（已设置）</translation>
    </message>
    <message>
        <source>isolation</source>
        <translation>隔离</translation>
    </message>
    <message>
        <source>available</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>fix</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>processes limit</source>
        <translation>进程数限制</translation>
    </message>
    <message>
        <source>trust policy</source>
        <translation>信任策略</translation>
    </message>
    <message>
        <source>policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <source>now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>allow</source>
        <translation>允许</translation>
    </message>
    <message>
        <source>deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全访问</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>unreviewed</source>
        <translation>未审阅</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>属主</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>enforced</source>
        <translation>已生效</translation>
    </message>
    <message>
        <source>not enforced for root</source>
        <translation>以 root 运行时不生效</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>warn</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>enforce</source>
        <translation>强制</translation>
    </message>
</context>
<context>
    <name>HeaderEditor</name>
    <message>
        <source>Edit header — %1</source>
        <translation>编辑头部 — %1</translation>
    </message>
    <message>
        <source>Chinese name (显示名称):</source>
        <translation>中文名称（显示名称）：</translation>
    </message>
    <message>
        <source>English name:</source>
        <translation>英文名称：</translation>
    </message>
    <message>
        <source>Description (English):</source>
        <translation>描述（英文）：</translation>
    </message>
    <message>
        <source>Description (Chinese):</source>
        <translation>描述（中文）：</translation>
    </message>
    <message>
        <source>Groups:</source>
        <translation>分组：</translation>
    </message>
    <message>
        <source>Timeout (seconds):</source>
        <translation>超时（秒）：</translation>
    </message>
    <message>
        <source>Arguments as:</source>
        <translation>参数传递方式：</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>comma-separated, e.g. system, disk</source>
        <translation>用逗号分隔，例如 system, disk</translation>
    </message>
    <message>
        <source>Preview form</source>
        <translation>预览表单</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>This tool comes with ScriptDeck and cannot be edited. Use “Register a copy” in the tool&apos;s context menu and edit the copy.</source>
        <translation>此工具随 ScriptDeck 提供，不能编辑。请在工具的右键菜单中使用“注册一份副本”，然后编辑副本。</translation>
    </message>
    <message>
        <source>This is a pi tool: its header follows pi&apos;s own format. Open it in your editor instead.</source>
        <translation>这是 pi 工具：其头部遵循 pi 自己的格式。请改在编辑器中打开它。</translation>
    </message>
    <message>
        <source>This is a Raycast script command, read in place. Register a copy (converted to a Miyu header) and edit that.</source>
        <translation>这是在原处读取的 Raycast 脚本命令。请注册一份副本（转换为 Miyu 头部）并编辑副本。</translation>
    </message>
    <message>
        <source>This tool&apos;s folder is read-only for ScriptDeck.</source>
        <translation>此工具所在的文件夹对 ScriptDeck 是只读的。</translation>
    </message>
    <message>
        <source>This tool&apos;s layer is not loaded.</source>
        <translation>此工具所在的层级未加载。</translation>
    </message>
    <message>
        <source>Changes the comment header of %1 itself; the code below it is kept byte for byte.</source>
        <translation>直接修改 %1 的注释头部；其下方的代码逐字节保持不变。</translation>
    </message>
    <message>
        <source>Unsaved header changes</source>
        <translation>头部修改未保存</translation>
    </message>
    <message>
        <source>The header of %1 has changes that are not saved.</source>
        <translation>%1 的头部有未保存的修改。</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>放弃修改</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>继续编辑</translation>
    </message>
    <message>
        <source>Edit header of %1</source>
        <translation>编辑 %1 的头部</translation>
    </message>
</context>
<context>
    <name>HelpActions</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Header format</source>
        <translation>头部格式</translation>
    </message>
    <message>
        <source>About ScriptDeck</source>
        <translation>关于 ScriptDeck</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>Quick-run palette: find a tool, fill in its arguments, run it</source>
        <extracomment>(key sequence as Qt&apos;s portable text, what it does) — the window binds exactly these (see tool_actions)</extracomment>
        <translation>快速运行面板：查找工具、填写参数、运行</translation>
    </message>
    <message>
        <source>Copy the output (in the quick-run palette)</source>
        <translation>复制输出（在快速运行面板中）</translation>
    </message>
    <message>
        <source>New tool from a template</source>
        <translation>从模板新建工具</translation>
    </message>
    <message>
        <source>Add scripts (register files)</source>
        <translation>添加脚本（注册文件）</translation>
    </message>
    <message>
        <source>Refresh the list</source>
        <translation>刷新列表</translation>
    </message>
    <message>
        <source>Focus the search box</source>
        <translation>聚焦搜索框</translation>
    </message>
    <message>
        <source>Clear the search (in the search box)</source>
        <translation>清空搜索（在搜索框中）</translation>
    </message>
    <message>
        <source>Run the form (in the Run tab)</source>
        <translation>运行表单（在“运行”标签页中）</translation>
    </message>
    <message>
        <source>Save the overrides or the header being edited</source>
        <translation>保存覆盖值或正在编辑的头部</translation>
    </message>
    <message>
        <source>Remove the selected tool (asks first)</source>
        <translation>移除所选工具（会先询问）</translation>
    </message>
    <message>
        <source>Edit the display name (header editor, or the Overrides name field)</source>
        <translation>编辑显示名称（头部编辑器，或“覆盖”中的名称字段）</translation>
    </message>
    <message>
        <source>Open the selected tool in your editor</source>
        <translation>在编辑器中打开所选工具</translation>
    </message>
    <message>
        <source>Star or unstar the selected tool: favourites come first in the palette (also in the palette)</source>
        <translation>收藏或取消收藏所选工具：收藏的工具在快捷面板中排在最前（在快捷面板中也可用）</translation>
    </message>
    <message>
        <source>Show the Details tab</source>
        <translation>显示“详情”标签页</translation>
    </message>
    <message>
        <source>Show the Overrides tab</source>
        <translation>显示“覆盖”标签页</translation>
    </message>
    <message>
        <source>Show the Run tab</source>
        <translation>显示“运行”标签页</translation>
    </message>
    <message>
        <source>Show the Tests tab</source>
        <translation>显示“测试”标签页</translation>
    </message>
    <message>
        <source>Show or hide Agent activity</source>
        <translation>显示或隐藏智能体活动</translation>
    </message>
    <message>
        <source>Show or hide Skills (Agent Skills of every client)</source>
        <translation>显示或隐藏技能（各客户端的 Agent Skills）</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>撤销上一次更改</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Context menu of the selected tool</source>
        <translation>所选工具的右键菜单</translation>
    </message>
    <message>
        <source>This list of shortcuts</source>
        <translation>本快捷键列表</translation>
    </message>
    <message>
        <source>Quit ScriptDeck (asks first when tools are running)</source>
        <translation>退出脚本工具台（有工具在运行时会先询问）</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>the tool id, used only when it is a valid id</source>
        <translation>工具 ID，仅当它是有效 ID 时使用</translation>
    </message>
    <message>
        <source>English description: what the model sees</source>
        <translation>英文描述：模型看到的内容</translation>
    </message>
    <message>
        <source>Chinese description (the model sees English first)</source>
        <translation>中文描述（模型优先看到英文）</translation>
    </message>
    <message>
        <source>English name in the window</source>
        <translation>窗口中的英文名称</translation>
    </message>
    <message>
        <source>Chinese name in the window (house rules ask for it)</source>
        <translation>窗口中的中文名称（规范要求填写）</translation>
    </message>
    <message>
        <source>seconds, a whole number &gt; 0 (60s works; capped at 300)</source>
        <translation>秒数，大于 0 的整数（可写 60s；上限 300）</translation>
    </message>
    <message>
        <source>groups, separated by commas, semicolons or spaces</source>
        <translation>分组，用逗号、分号或空格分隔</translation>
    </message>
    <message>
        <source>tools the agent should call first</source>
        <translation>智能体应先调用的工具</translation>
    </message>
    <message>
        <source>host capabilities the tool asks for</source>
        <translation>工具请求的宿主能力</translation>
    </message>
    <message>
        <source>flags, positional or none: how arguments reach the command line</source>
        <translation>flags、positional 或 none：参数如何传到命令行</translation>
    </message>
    <message>
        <source>JSON Schema of the arguments (inline, or a block over several comment lines)</source>
        <translation>参数的 JSON Schema（写在一行，或跨多行注释的块）</translation>
    </message>
    <message>
        <source>owner or external</source>
        <translation>owner 或 external</translation>
    </message>
    <message>
        <source>read_only, presentation or writes</source>
        <translation>read_only、presentation 或 writes</translation>
    </message>
    <message>
        <source>an example call shown in the agent&apos;s stub</source>
        <translation>在智能体存根中显示的调用示例</translation>
    </message>
    <message>
        <source>Hint: &lt;tool&gt;: &lt;sentence&gt; — repeatable</source>
        <translation>Hint: &lt;工具&gt;: &lt;句子&gt; — 可重复</translation>
    </message>
    <message>
        <source>tool or skill</source>
        <translation>tool 或 skill</translation>
    </message>
    <message>
        <source>yes: the window asks before each run, and MCP marks the tool destructive</source>
        <translation>是：窗口在每次运行前询问，MCP 把该工具标为破坏性操作</translation>
    </message>
    <message>
        <source>The header is the comment block right after the shebang (#!). Each line is “# Key: value” (// works too; the full-width colon ： as well). Keys are case-insensitive; the first line that is not a comment ends the header.</source>
        <translation>头部是紧跟在 shebang（#!）之后的注释块。每行形如“# 键: 值”（也可以用 //，全角冒号 ： 同样有效）。键不区分大小写；第一行非注释内容结束头部。</translation>
    </message>
    <message>
        <source>Header format</source>
        <translation>头部格式</translation>
    </message>
    <message>
        <source>Key (and aliases)</source>
        <translation>键（及别名）</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>示例：</translation>
    </message>
    <message>
        <source>Script tools for AI agents: list, write, lint and run them.</source>
        <translation>面向 AI 智能体的脚本工具：列出、编写、检查并运行它们。</translation>
    </message>
    <message>
        <source>ScriptDeck keeps your script tools in one place: it reads each script&apos;s comment header, checks it, runs it with a form made from its parameters, and serves the tools to AI agents (MCP). Drop a script on the window to register it.</source>
        <translation>脚本工具台把你的脚本工具集中在一处：读取每个脚本的注释头部、检查它、用由参数生成的表单运行它，并把工具提供给 AI 智能体（MCP）。把脚本拖到窗口上即可注册。</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Home folder</source>
        <translation>主文件夹</translation>
    </message>
    <message>
        <source>State folder</source>
        <translation>状态文件夹</translation>
    </message>
    <message>
        <source>Runs on</source>
        <translation>运行环境</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>About ScriptDeck</source>
        <translation>关于 ScriptDeck</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
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
        <source>Save as test case…</source>
        <translation>保存为测试用例…</translation>
    </message>
</context>
<context>
    <name>HomePart</name>
    <message>
        <source>Home: %1</source>
        <translation>数据目录：%1</translation>
    </message>
</context>
<context>
    <name>HttpConnectPage</name>
    <message>
        <source>Agents that speak MCP over HTTP (in a container, on another machine, or several at once) use this URL and send the token in an Authorization header. Anyone with the token can call every served tool: keep it like a password, and rotate it with scriptdeck mcp token --rotate.</source>
        <translation>通过 HTTP 使用 MCP 的智能体（在容器中、在另一台机器上，或多个同时连接）使用此 URL，并在 Authorization 请求头中发送令牌。任何拥有令牌的人都能调用所有提供的工具：请像密码一样保管它，并用 scriptdeck mcp token --rotate 更换。</translation>
    </message>
    <message>
        <source>Over HTTP</source>
        <translation>通过 HTTP</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the URL</source>
        <translation>复制 URL</translation>
    </message>
    <message>
        <source>Copy the token</source>
        <translation>复制令牌</translation>
    </message>
    <message>
        <source>Show the token</source>
        <translation>显示令牌</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>HTTP configuration for %1</source>
        <translation>%1 的 HTTP 配置</translation>
    </message>
    <message>
        <source>Copy the HTTP configuration for %1</source>
        <translation>复制 %1 的 HTTP 配置</translation>
    </message>
    <message>
        <source>No server is running: start one in Settings → Serve over HTTP, or run scriptdeck mcp --http %1.</source>
        <translation>没有正在运行的服务器：请在 设置 → 通过 HTTP 提供服务 中启动，或运行 scriptdeck mcp --http %1。</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>已复制到剪贴板。</translation>
    </message>
</context>
<context>
    <name>HttpServeTab</name>
    <message>
        <source>Serve over HTTP</source>
        <translation>通过 HTTP 提供服务</translation>
    </message>
    <message>
        <source>Port on 127.0.0.1</source>
        <translation>127.0.0.1 上的端口</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>任意空闲端口</translation>
    </message>
    <message>
        <source>Agents on this machine (or in a container that shares its network) reach the deck at the URL below with the token: Connect an agent shows both and ready configurations. For other machines use scriptdeck mcp --http behind a TLS reverse proxy (docs/mcp.md).</source>
        <translation>本机（或共享其网络的容器）中的智能体通过下面的 URL 和令牌访问工具台：“连接智能体”会显示两者及现成的配置。其他机器请在 TLS 反向代理后使用 scriptdeck mcp --http（见 docs/mcp.md）。</translation>
    </message>
</context>
<context>
    <name>HttpStatusLabel</name>
    <message>
        <source>Serving on %1 · sessions: %2</source>
        <translation>正在 %1 上提供服务 · 会话：%2</translation>
    </message>
    <message>
        <source>last call: %1</source>
        <translation>最近一次调用：%1</translation>
    </message>
    <message>
        <source>Starting the HTTP server…</source>
        <translation>正在启动 HTTP 服务器…</translation>
    </message>
    <message>
        <source>Stopping the HTTP server…</source>
        <translation>正在停止 HTTP 服务器…</translation>
    </message>
    <message>
        <source>The HTTP server stopped: %1</source>
        <translation>HTTP 服务器已停止：%1</translation>
    </message>
    <message>
        <source>Not serving over HTTP.</source>
        <translation>未通过 HTTP 提供服务。</translation>
    </message>
</context>
<context>
    <name>IndexBanner</name>
    <message>
        <source>The %1 layer&apos;s index.json cannot be read (%2). Its overrides are ignored and ScriptDeck will not write to it. Fix: repair %3 by hand (a copy may be in index.json.bak) or move it aside.</source>
        <translation>%1 层的 index.json 无法读取（%2）。其中的覆盖设置被忽略，脚本工具台不会写入它。修复方法：手动修复 %3（index.json.bak 里可能有备份），或把它移开。</translation>
    </message>
</context>
<context>
    <name>InlineFields</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
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
        <translation>JSON 值</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是合法的 JSON：%1</translation>
    </message>
</context>
<context>
    <name>JsonError</name>
    <message>
        <source>a value is expected</source>
        <translation>缺少一个值</translation>
    </message>
    <message>
        <source>a key in double quotes is expected</source>
        <translation>缺少用双引号括起的键</translation>
    </message>
    <message>
        <source>a “:” is expected</source>
        <translation>缺少“:”</translation>
    </message>
    <message>
        <source>a “,” is expected</source>
        <translation>缺少“,”</translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation>字符串没有结束引号</translation>
    </message>
    <message>
        <source>a control character inside a string</source>
        <translation>字符串里有控制字符</translation>
    </message>
    <message>
        <source>an invalid \ escape</source>
        <translation>无效的 \ 转义</translation>
    </message>
    <message>
        <source>an invalid \u escape</source>
        <translation>无效的 \u 转义</translation>
    </message>
    <message>
        <source>extra text after the value</source>
        <translation>值后面还有多余的文字</translation>
    </message>
    <message>
        <source>a comma before “}”</source>
        <translation>“}”前多了逗号</translation>
    </message>
    <message>
        <source>a comma before “]”</source>
        <translation>“]”前多了逗号</translation>
    </message>
    <message>
        <source>%1 (line %2, column %3)</source>
        <translation>%1（第 %2 行，第 %3 列）</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>嵌套层数太深</translation>
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
    <message>
        <source>Raycast</source>
        <translation>Raycast</translation>
    </message>
    <message>
        <source>library %1 (git)</source>
        <translation>库 %1（git）</translation>
    </message>
</context>
<context>
    <name>LibrariesTab</name>
    <message>
        <source>Type the repository&apos;s address first.</source>
        <translation>请先输入仓库地址。</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Cloning…</source>
        <translation>正在克隆…</translation>
    </message>
    <message>
        <source>Fetching…</source>
        <translation>正在获取…</translation>
    </message>
    <message>
        <source>Listing the changes…</source>
        <translation>正在列出改动…</translation>
    </message>
    <message>
        <source>Checking out the new commit…</source>
        <translation>正在检出新提交…</translation>
    </message>
    <message>
        <source>Running the library&apos;s tests against the new commit…</source>
        <translation>正在用新提交运行库的测试…</translation>
    </message>
    <message>
        <source>Added %1: its tools are in the layer library:%1.</source>
        <translation>已添加 %1：其工具位于 library:%1 层。</translation>
    </message>
    <message>
        <source>%1 is up to date.</source>
        <translation>%1 已是最新。</translation>
    </message>
    <message>
        <source>The update&apos;s tests passed. Switch to it?</source>
        <translation>更新的测试已通过。要切换到它吗？</translation>
    </message>
    <message>
        <source>The update&apos;s tests failed: the library stays on its commit unless you switch anyway.</source>
        <translation>更新的测试未通过：除非你仍要切换，库将保持在当前提交。</translation>
    </message>
    <message>
        <source>added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>改动</translation>
    </message>
    <message>
        <source>tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>tests</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>The library has no tool tests.</source>
        <translation>该库没有工具测试。</translation>
    </message>
    <message>
        <source>Tests of the new commit: %1 passed, %2 failed, %3 skipped</source>
        <translation>新提交的测试：%1 通过，%2 失败，%3 跳过</translation>
    </message>
    <message>
        <source>Trust policy enforce: approve these again before agents can call them: %1</source>
        <translation>信任策略为强制：智能体调用前需重新批准：%1</translation>
    </message>
    <message>
        <source>%1 now uses %2.</source>
        <translation>%1 现在使用 %2。</translation>
    </message>
    <message>
        <source>Discarded; %1 stays on %2.</source>
        <translation>已放弃；%1 保持在 %2。</translation>
    </message>
    <message>
        <source>Removed %1; its files are in the trash.</source>
        <translation>已移除 %1；其文件在回收站中。</translation>
    </message>
    <message>
        <source>A library is a git repository of tools and skills your team shares. ScriptDeck keeps it on one commit and moves to a newer one only after showing what changes and running the library&apos;s tests.</source>
        <translation>库是团队共享工具和技能的 git 仓库。ScriptDeck 将它固定在一个提交上，只有在展示改动并运行库的测试之后才会移到更新的提交。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Branch or tag</source>
        <translation>分支或标签</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Last update</source>
        <translation>上次更新</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>库</translation>
    </message>
    <message>
        <source>Check for update…</source>
        <translation>检查更新…</translation>
    </message>
    <message>
        <source>Check the selected library for an update</source>
        <translation>检查所选库的更新</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove the selected library</source>
        <translation>移除所选库</translation>
    </message>
    <message>
        <source>Repository address</source>
        <translation>仓库地址</translation>
    </message>
    <message>
        <source>https://…, git@host:path, file://… or a folder</source>
        <translation>https://…、git@host:path、file://… 或文件夹</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>名称（可选）</translation>
    </message>
    <message>
        <source>from the address</source>
        <translation>取自地址</translation>
    </message>
    <message>
        <source>Branch, tag or commit</source>
        <translation>分支、标签或提交</translation>
    </message>
    <message>
        <source>the default branch</source>
        <translation>默认分支</translation>
    </message>
    <message>
        <source>Add library</source>
        <translation>添加库</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancel the library operation</source>
        <translation>取消库操作</translation>
    </message>
    <message>
        <source>Library operation in progress</source>
        <translation>库操作进行中</translation>
    </message>
    <message>
        <source>What the update changes</source>
        <translation>更新带来的改动</translation>
    </message>
    <message>
        <source>Switch to the new commit</source>
        <translation>切换到新提交</translation>
    </message>
    <message>
        <source>Switch anyway</source>
        <translation>仍然切换</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Discard the update</source>
        <translation>放弃此更新</translation>
    </message>
</context>
<context>
    <name>LibraryCli</name>
    <message>
        <source>Added library {a0} at {a1} ({a2} tools, {a3} skills): layer library:{a0}</source>
        <translation>已添加库 {a0}，提交 {a1}（{a2} 个工具，{a3} 个技能）：层 library:{a0}</translation>
    </message>
    <message>
        <source>{a0} is up to date ({a1})</source>
        <translation>{a0} 已是最新（{a1}）</translation>
    </message>
    <message>
        <source>{a0}: an update exists, {a1} → {a2}</source>
        <translation>{a0}：有更新，{a1} → {a2}</translation>
    </message>
    <message>
        <source>{a0} now uses {a1} (was {a2})</source>
        <translation>{a0} 现在使用 {a1}（原为 {a2}）</translation>
    </message>
    <message>
        <source>{a0} now uses {a1} (was {a2}) although its tests failed (--force)</source>
        <translation>{a0} 现在使用 {a1}（原为 {a2}），尽管其测试未通过（--force）</translation>
    </message>
    <message>
        <source>{a0} stays on {a1}: the new commit&apos;s tests failed</source>
        <translation>{a0} 保持在 {a1}：新提交的测试未通过</translation>
    </message>
    <message>
        <source>ask the library&apos;s owner to fix them, or take the update anyway with --force</source>
        <translation>请库的维护者修复测试，或用 --force 仍然接受更新</translation>
    </message>
    <message>
        <source>{a0} stays on {a1}: {a2}</source>
        <translation>{a0} 保持在 {a1}：{a2}</translation>
    </message>
    <message>
        <source>Tests of the new commit: {a0} passed, {a1} failed, {a2} skipped</source>
        <translation>新提交的测试：{a0} 通过，{a1} 失败，{a2} 跳过</translation>
    </message>
    <message>
        <source>The library has no tool tests (.tests/)</source>
        <translation>该库没有工具测试（.tests/）</translation>
    </message>
    <message>
        <source>Trust policy enforce: agents cannot call these until you approve them again: {a0}</source>
        <translation>信任策略为强制：在你重新批准之前，智能体不能调用这些工具：{a0}</translation>
    </message>
    <message>
        <source>Removed library {a0}; its files are in {a1}</source>
        <translation>已移除库 {a0}；其文件在 {a1}</translation>
    </message>
    <message>
        <source>No libraries. Add one with: scriptdeck library add URL</source>
        <translation>没有库。用此命令添加：scriptdeck library add URL</translation>
    </message>
    <message>
        <source>Changes ({a0}):</source>
        <translation>改动（{a0}）：</translation>
    </message>
    <message>
        <source>No file changes</source>
        <translation>没有文件改动</translation>
    </message>
    <message>
        <source>Fetching…</source>
        <translation>正在获取…</translation>
    </message>
    <message>
        <source>Listing the changes…</source>
        <translation>正在列出改动…</translation>
    </message>
    <message>
        <source>Checking out the new commit…</source>
        <translation>正在检出新提交…</translation>
    </message>
    <message>
        <source>Running the library&apos;s tests against it…</source>
        <translation>正在用它运行库的测试…</translation>
    </message>
    <message>
        <source>added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>改动</translation>
    </message>
    <message>
        <source>tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>tests</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>{a0}  {a1}  ref {a2}  commit {a3}  {a4} tools  {a5} skills  updated {a6}</source>
        <translation>{a0}  {a1}  引用 {a2}  提交 {a3}  {a4} 个工具  {a5} 个技能  更新于 {a6}</translation>
    </message>
    <message>
        <source>… and the diffs of {a0} more files (library update --check --json has them all)</source>
        <translation>……还有 {a0} 个文件的差异（library update --check --json 会列出全部）</translation>
    </message>
    <message>
        <source>error</source>
        <extracomment>the diffs printed by ``library update`` in text, in characters (``--json`` carries every one)</extracomment>
        <translation>错误</translation>
    </message>
    <message>
        <source>fix</source>
        <translation>解决</translation>
    </message>
</context>
<context>
    <name>LintSection</name>
    <message>
        <source>Lint</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Undo fix</source>
        <translation>撤销修复</translation>
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
        <source>Fix %1 in %2</source>
        <translation>修复 %2 中的 %1</translation>
    </message>
    <message>
        <source>Nothing was changed; check the file&apos;s owner, its permissions and free disk space.</source>
        <translation>未做任何更改；请检查文件的所有者、权限和磁盘剩余空间。</translation>
    </message>
    <message>
        <source>Fixed %1 in %2. A copy of the file from before the fix is kept at %3.</source>
        <translation>已在 %2 中修复 %1。修复前的文件副本保存在 %3。</translation>
    </message>
    <message>
        <source>The copy is kept at %1; restore it by hand.</source>
        <translation>副本保存在 %1；请手动恢复。</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>ScriptDeck — script tools for AI agents</source>
        <translation>脚本工具台 — AI 智能体的脚本工具</translation>
    </message>
    <message>
        <source>Tool panes</source>
        <translation>工具面板</translation>
    </message>
    <message>
        <source>More toolbar actions</source>
        <translation>更多工具栏操作</translation>
    </message>
    <message>
        <source>Agent activity</source>
        <translation>智能体活动</translation>
    </message>
    <message>
        <source>Every run of every tool, live: from agents, tool-call and this window</source>
        <translation>实时显示每个工具的每次运行：来自智能体、tool-call 和本窗口</translation>
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
        <source>Tests</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>The search and filters were cleared to show %1.</source>
        <translation>已清除搜索和筛选，以显示 %1。</translation>
    </message>
    <message>
        <source>ScriptDeck</source>
        <translation>脚本工具台</translation>
    </message>
    <message>
        <source>Registered: %1</source>
        <translation>已注册：%1</translation>
    </message>
</context>
<context>
    <name>MapEditor</name>
    <message>
        <source>Add entry</source>
        <translation>添加条目</translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Remove this entry</source>
        <translation>删除此条目</translation>
    </message>
    <message>
        <source>the entries</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Add entry to %1</source>
        <translation>向 %1 添加条目</translation>
    </message>
    <message>
        <source>Key %1 of %2</source>
        <translation>%2 的第 %1 个键</translation>
    </message>
    <message>
        <source>Value %1 of %2</source>
        <translation>%2 的第 %1 个值</translation>
    </message>
    <message>
        <source>Remove entry %1 of %2</source>
        <translation>删除 %2 的第 %1 个条目</translation>
    </message>
    <message>
        <source>an entry has no key</source>
        <translation>有条目没有键</translation>
    </message>
    <message>
        <source>the key %1 is there twice</source>
        <translation>键 %1 出现了两次</translation>
    </message>
</context>
<context>
    <name>MarksBar</name>
    <message>
        <source>Aliases:</source>
        <translation>别名：</translation>
    </message>
    <message>
        <source>short names the palette and search find first, e.g. lk tr</source>
        <translation>快捷面板和搜索优先匹配的简称，用空格分隔，例如：换算 单位</translation>
    </message>
    <message>
        <source>Save aliases</source>
        <translation>保存别名</translation>
    </message>
    <message>
        <source>Built-in, library, pi and Raycast tools cannot keep favourites or aliases; register a copy first</source>
        <translation>内置、库、pi 和 Raycast 工具不能保存收藏或别名；请先注册一份副本</translation>
    </message>
    <message>
        <source>★ Favourite</source>
        <translation>★ 已收藏</translation>
    </message>
    <message>
        <source>☆ Add to favourites</source>
        <translation>☆ 收藏</translation>
    </message>
    <message>
        <source>Favourite</source>
        <translation>收藏</translation>
    </message>
    <message>
        <source>Favourites come first in the quick-run palette (Ctrl+D)</source>
        <translation>收藏的工具在快捷面板中排在最前（Ctrl+D）</translation>
    </message>
    <message>
        <source>Add %1 to favourites</source>
        <translation>收藏 %1</translation>
    </message>
    <message>
        <source>Remove %1 from favourites</source>
        <translation>取消收藏 %1</translation>
    </message>
    <message>
        <source>Aliases of %1</source>
        <translation>%1 的别名</translation>
    </message>
    <message>
        <source>Nothing was written; check free disk space and permissions.</source>
        <translation>未写入任何内容；请检查磁盘空间和权限。</translation>
    </message>
</context>
<context>
    <name>MarksCli</name>
    <message>
        <source>%1 now answers to the alias %2</source>
        <translation>%1 现在可以用别名 %2 找到</translation>
    </message>
    <message>
        <source>Nothing to do: %1 already has the alias %2</source>
        <translation>无需操作：%1 已有别名 %2</translation>
    </message>
    <message>
        <source>Removed the alias %2 from %1</source>
        <translation>已删除 %1 的别名 %2</translation>
    </message>
    <message>
        <source>Nothing to do: %1 has no alias %2</source>
        <translation>无需操作：%1 没有别名 %2</translation>
    </message>
    <message>
        <source>Aliases of %1: %2</source>
        <translation>%1 的别名：%2</translation>
    </message>
    <message>
        <source>%1 has no aliases. Add one with: scriptdeck alias %1 NAME</source>
        <translation>%1 没有别名。添加一个：scriptdeck alias %1 别名</translation>
    </message>
    <message>
        <source>No tool has an alias yet. Add one with: scriptdeck alias ID NAME</source>
        <translation>还没有工具有别名。添加一个：scriptdeck alias ID 名称</translation>
    </message>
    <message>
        <source>★ %1 is a favourite</source>
        <translation>★ 已收藏 %1</translation>
    </message>
    <message>
        <source>%1 is no longer a favourite</source>
        <translation>已取消收藏 %1</translation>
    </message>
    <message>
        <source>Nothing to do: %1 is already a favourite</source>
        <translation>无需操作：%1 已在收藏中</translation>
    </message>
    <message>
        <source>Nothing to do: %1 is not a favourite</source>
        <translation>无需操作：%1 不在收藏中</translation>
    </message>
    <message>
        <source>No favourites yet. Star a tool with: scriptdeck favourite ID</source>
        <translation>还没有收藏。收藏一个工具：scriptdeck favourite 工具ID</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>fix</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>MessagesView</name>
    <message>
        <source>As the client got it</source>
        <extracomment>the file name an export suggests</extracomment>
        <translation>客户端收到的样子</translation>
    </message>
    <message>
        <source>MCP messages</source>
        <translation>MCP 消息</translation>
    </message>
    <message>
        <source>Send a request</source>
        <translation>发送请求</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>Bytes in</source>
        <translation>收到字节</translation>
    </message>
    <message>
        <source>Bytes out</source>
        <translation>发出字节</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Filter by method, client, tool or error…</source>
        <translation>按方法、客户端、工具或错误筛选…</translation>
    </message>
    <message>
        <source>Filter the messages</source>
        <translation>筛选消息</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>只看错误</translation>
    </message>
    <message>
        <source>Export as JSON lines…</source>
        <translation>导出为 JSON Lines…</translation>
    </message>
    <message>
        <source>Select a run an agent made over MCP to see the result exactly as its client received it.</source>
        <translation>选择一次智能体通过 MCP 发起的运行，查看其客户端收到的原样结果。</translation>
    </message>
    <message>
        <source>Select a message to see its request and answer.</source>
        <translation>选择一条消息，查看其请求和应答。</translation>
    </message>
    <message>
        <source>Result as the client got it</source>
        <translation>客户端收到的结果</translation>
    </message>
    <message>
        <source>Request and answer</source>
        <translation>请求与应答</translation>
    </message>
    <message>
        <source>Agent&apos;s view</source>
        <translation>智能体视角</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl)</source>
        <translation>JSON Lines 文件 (*.jsonl)</translation>
    </message>
    <message>
        <source>Export the shown messages</source>
        <translation>导出显示的消息</translation>
    </message>
    <message>
        <source>Choose a folder you can write to.</source>
        <translation>请选择一个你有写权限的文件夹。</translation>
    </message>
    <message>
        <source>Exported %1 message(s) to %2</source>
        <translation>已导出 %1 条消息到 %2</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>应答</translation>
    </message>
    <message>
        <source>(larger than 64 KiB: its size only)</source>
        <translation>（超过 64 KiB：只记录大小）</translation>
    </message>
    <message>
        <source>Not in the MCP message log (it keeps the newest messages only).</source>
        <translation>不在 MCP 消息日志中（日志只保留最新的消息）。</translation>
    </message>
</context>
<context>
    <name>NewToolDialog</name>
    <message>
        <source>New tool</source>
        <translation>新建工具</translation>
    </message>
    <message>
        <source>Writes a working skeleton with a correct header, registers it and opens it in your editor. Fill in what the tool does afterwards.</source>
        <translation>写入一个头部正确、可以运行的骨架，注册它并在编辑器中打开。之后再补充工具要做的事。</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID：</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>模板：</translation>
    </message>
    <message>
        <source>Scope:</source>
        <translation>范围：</translation>
    </message>
    <message>
        <source>Chinese name:</source>
        <translation>中文名称：</translation>
    </message>
    <message>
        <source>English name:</source>
        <translation>英文名称：</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>描述：</translation>
    </message>
    <message>
        <source>Groups:</source>
        <translation>分组：</translation>
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
        <translation>pi（pi 文件夹中的 .sh）</translation>
    </message>
    <message>
        <source>This persona only</source>
        <translation>仅当前人格</translation>
    </message>
    <message>
        <source>Every persona (global)</source>
        <translation>所有人格（全局）</translation>
    </message>
    <message>
        <source>e.g. check_disk (letters, digits and _)</source>
        <translation>例如 check_disk（字母、数字和 _）</translation>
    </message>
    <message>
        <source>optional; e.g. 检查磁盘</source>
        <translation>可选；例如 检查磁盘</translation>
    </message>
    <message>
        <source>optional; made from the id when empty</source>
        <translation>可选；留空时由 ID 生成</translation>
    </message>
    <message>
        <source>optional; one English sentence the agent reads</source>
        <translation>可选；智能体读取的一句英文说明</translation>
    </message>
    <message>
        <source>optional; e.g. system, disk</source>
        <translation>可选；例如 system, disk</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Type an id: the name the agent calls the tool by.</source>
        <translation>请输入 ID：智能体调用此工具时使用的名称。</translation>
    </message>
    <message>
        <source>Will be written to %1</source>
        <translation>将写入 %1</translation>
    </message>
    <message>
        <source>%1 already exists; choose another id.</source>
        <translation>%1 已存在；请换一个 ID。</translation>
    </message>
    <message>
        <source>The id %1 is already used in this layer; choose another id.</source>
        <translation>ID %1 在该层级中已被使用；请换一个 ID。</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>未写入任何内容：%1</translation>
    </message>
</context>
<context>
    <name>ObjectEditor</name>
    <message>
        <source>This tool takes no arguments.</source>
        <translation>此工具不需要参数。</translation>
    </message>
</context>
<context>
    <name>Operations</name>
    <message>
        <source>New tool %1</source>
        <translation>新建工具 %1</translation>
    </message>
    <message>
        <source>Register %1</source>
        <translation>注册 %1</translation>
    </message>
    <message>
        <source>Enable %1</source>
        <extracomment>``--library DIALECT:DIR`` flags of this process (settings&apos; libraries are read on every reload) what the persona&apos;s served list costs the agent in tokens (SPEC §22), recounted only where changed</extracomment>
        <translation>启用 %1</translation>
    </message>
    <message>
        <source>Disable %1</source>
        <translation>停用 %1</translation>
    </message>
</context>
<context>
    <name>OptionalEditor</name>
    <message>
        <source>set (untick to leave it out)</source>
        <translation>已设置（取消勾选则不传）</translation>
    </message>
    <message>
        <source>not set: sent as null (tick to give a value)</source>
        <translation>未设置：传 null（勾选以填写值）</translation>
    </message>
    <message>
        <source>not set: left out (tick to give a value)</source>
        <translation>未设置：不传（勾选以填写值）</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
</context>
<context>
    <name>OutputViewer</name>
    <message>
        <source>Full output — %1</source>
        <translation>完整输出 — %1</translation>
    </message>
    <message>
        <source>Find in output…</source>
        <translation>在输出中查找…</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <source>%1 (%2 characters)</source>
        <translation>%1（%2 个字符）</translation>
    </message>
    <message>
        <source>Save to file…</source>
        <translation>保存到文件…</translation>
    </message>
    <message>
        <source>Copy as the agent sees it</source>
        <translation>按智能体看到的样子复制</translation>
    </message>
    <message>
        <source>The result JSON the agent receives (output cut to 20,000 characters)</source>
        <translation>智能体收到的结果 JSON（输出截断为 20,000 个字符）</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Save output</source>
        <translation>保存输出</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
</context>
<context>
    <name>OverrideTable</name>
    <message>
        <source>Field</source>
        <extracomment>an editor&apos;s text changed (the pane validates) &quot;Preview form&quot; was pressed</extracomment>
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
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>Chinese and English name</source>
        <translation>中英文名称</translation>
    </message>
    <message>
        <source>index.json has one name slot (the row above): a name with Chinese characters replaces the Chinese name only; a name without them replaces both names.</source>
        <translation>index.json 只有一个名称位置（上一行）：含中文字符的名称只替换中文名；不含中文字符的名称会同时替换中英文两个名称。</translation>
    </message>
    <message>
        <source>Preview form</source>
        <translation>预览表单</translation>
    </message>
    <message>
        <source>Open the run form these parameters make</source>
        <translation>打开由这些参数生成的运行表单</translation>
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
        <source>Reset %1</source>
        <translation>重置 %1</translation>
    </message>
    <message>
        <source>%1 (from the id)</source>
        <translation>%1（由 id 生成）</translation>
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
        <source>%1 s (%2)</source>
        <translation>%1 秒（%2）</translation>
    </message>
</context>
<context>
    <name>OverridesEditor</name>
    <message>
        <source>Field</source>
        <translation>字段</translation>
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
        <source>Reload</source>
        <translation>重新载入</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>保留我的</translation>
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
        <source>Your values and index.json&apos;s</source>
        <translation>你的值与 index.json 中的值</translation>
    </message>
    <message>
        <source>Yours (typed)</source>
        <translation>你的（已输入）</translation>
    </message>
    <message>
        <source>In index.json now</source>
        <translation>index.json 中现在的值</translation>
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
        <source>Parameters is not a valid JSON Schema: %1</source>
        <translation>参数不是有效的 JSON Schema：%1</translation>
    </message>
    <message>
        <source>Unsaved changes: %1</source>
        <translation>未保存的修改：%1</translation>
    </message>
    <message>
        <source>Not saved: index.json was changed outside ScriptDeck while you edited %1. Choose Reload or Keep mine in the Overrides tab, then save.</source>
        <translation>未保存：你编辑%1时，index.json 在 ScriptDeck 之外被修改了。请先在“覆盖设置”标签页中选择“重新载入”或“保留我的”，再保存。</translation>
    </message>
    <message>
        <source>Save overrides of %1</source>
        <translation>保存 %1 的覆盖值</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Nothing was written; check free disk space.</source>
        <translation>没有写入任何内容；请检查磁盘剩余空间。</translation>
    </message>
</context>
<context>
    <name>ParametersCheck</name>
    <message>
        <source>Not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>must be a JSON Schema with &quot;type&quot;: &quot;object&quot;</source>
        <translation>必须是带有 &quot;type&quot;: &quot;object&quot; 的 JSON Schema</translation>
    </message>
    <message>
        <source>Parameters is not a valid JSON Schema: %1</source>
        <translation>参数不是有效的 JSON Schema：%1</translation>
    </message>
</context>
<context>
    <name>PersonaBox</name>
    <message>
        <source>Persona:</source>
        <translation>人格：</translation>
    </message>
    <message>
        <source>Persona</source>
        <translation>人格</translation>
    </message>
</context>
<context>
    <name>PresetsBar</name>
    <message>
        <source>Presets:</source>
        <extracomment>a preset was chosen: its arguments</extracomment>
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
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Save preset as…</source>
        <translation>将预设另存为…</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>删除预设</translation>
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
    <message>
        <source>Check free disk space and permissions.</source>
        <translation>请检查磁盘剩余空间和权限。</translation>
    </message>
</context>
<context>
    <name>QtWords</name>
    <message>
        <source>Folder</source>
        <extracomment>words of Qt&apos;s file dialog that qtbase_zh_CN.qm leaves in English (its file-type column); ScriptDeck&apos;s own catalogue has them under the context &quot;QtWords&quot;, and QtWordsTranslator hands them to Qt</extracomment>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 文件</translation>
    </message>
</context>
<context>
    <name>QuickRunPalette</name>
    <message>
        <source>Quick run</source>
        <translation>快速运行</translation>
    </message>
    <message>
        <source>Find a tool: name, id, group, description or pinyin…</source>
        <translation>查找工具：名称、ID、分组、描述或拼音…</translation>
    </message>
    <message>
        <source>Open in run panel (Ctrl+O)</source>
        <translation>在运行面板中打开 (Ctrl+O)</translation>
    </message>
    <message>
        <source>Copy (Ctrl+Shift+C)</source>
        <translation>复制 (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>↑↓ choose · Tab arguments · Enter run · Esc back</source>
        <translation>↑↓ 选择 · Tab 参数 · Enter 运行 · Esc 返回</translation>
    </message>
    <message>
        <source>No tool matches “%1”.</source>
        <translation>没有工具匹配“%1”。</translation>
    </message>
    <message>
        <source>Add %1 to favourites</source>
        <translation>收藏 %1</translation>
    </message>
    <message>
        <source>Remove %1 from favourites</source>
        <translation>取消收藏 %1</translation>
    </message>
    <message>
        <source>★ %1 is a favourite</source>
        <translation>★ 已收藏 %1</translation>
    </message>
    <message>
        <source>%1 is no longer a favourite</source>
        <translation>已取消收藏 %1</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>This tool is no longer registered.</source>
        <translation>该工具已不再注册。</translation>
    </message>
    <message>
        <source>“%1” is not a valid value of its kind (%2).</source>
        <translation>“%1”不是该类型（%2）的有效值。</translation>
    </message>
    <message>
        <source>Run %1? This tool asks to be confirmed before each run. Enter: run · Esc: back</source>
        <translation>运行 %1？该工具要求每次运行前确认。Enter：运行 · Esc：返回</translation>
    </message>
    <message>
        <source>The run did not start.</source>
        <translation>运行没有开始。</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>正在运行 %1…</translation>
    </message>
    <message>
        <source>Done in %1 ms.</source>
        <translation>完成，用时 %1 毫秒。</translation>
    </message>
    <message>
        <source>Timed out after %1 ms.</source>
        <translation>%1 毫秒后超时。</translation>
    </message>
    <message>
        <source>Failed (exit code %1).</source>
        <translation>失败（退出码 %1）。</translation>
    </message>
    <message>
        <source>Output copied.</source>
        <translation>输出已复制。</translation>
    </message>
</context>
<context>
    <name>ReceivesPreview</name>
    <message>
        <source>Program:</source>
        <extracomment>the arguments yet to show: planned when the page is opened</extracomment>
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
        <source>Timeout: %1 s</source>
        <translation>超时：%1 秒</translation>
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
</context>
<context>
    <name>RegisterDialog</name>
    <message>
        <source>Not a script: this is a %1 file. A script is a text file whose first line starts with #!.</source>
        <translation>不是脚本：这是一个 %1 文件。脚本是第一行以 #! 开头的文本文件。</translation>
    </message>
    <message>
        <source>Not a script: this is a binary file. A script is a text file whose first line starts with #!.</source>
        <translation>不是脚本：这是一个二进制文件。脚本是第一行以 #! 开头的文本文件。</translation>
    </message>
    <message>
        <source>Register scripts</source>
        <extracomment>the latest check of registering it (the plan, or why not); see RegisterDialog.check</extracomment>
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
    <message>
        <source>It hides %1 of the %2 layer.</source>
        <translation>它会遮盖 %2 层的 %1。</translation>
    </message>
    <message>
        <source>This file is already registered as %1 (%2 layer).</source>
        <translation>这个文件已注册为 %1（%2 层）。</translation>
    </message>
</context>
<context>
    <name>RunAllTestsDialog</name>
    <message>
        <source>Run all tests</source>
        <translation>运行全部测试</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>用例</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>First failed expectation</source>
        <translation>第一个未满足的期望</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>再次运行</translation>
    </message>
    <message>
        <source>%v of %m cases</source>
        <translation>%v / %m 个用例</translation>
    </message>
    <message>
        <source>Nothing ran.</source>
        <translation>没有运行任何用例。</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>已跳过：%1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>No test cases found. Save a run as a test case, or add .tests/&lt;id&gt;.json files to a tools folder.</source>
        <translation>没有找到测试用例。把一次运行保存为测试用例，或在工具文件夹中添加 .tests/&lt;工具标识&gt;.json 文件。</translation>
    </message>
    <message>
        <source>%1 passed, %2 failed, %3 to go</source>
        <translation>%1 个通过，%2 个失败，还剩 %3 个</translation>
    </message>
    <message>
        <source>%1 broken test files</source>
        <translation>%1 个测试文件已损坏</translation>
    </message>
</context>
<context>
    <name>RunAnnouncer</name>
    <message>
        <source>timed out</source>
        <extracomment>what was said, e.g. &quot;Convert units finished: exit code 0, 120 ms&quot;</extracomment>
        <translation>超时</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>did not start</source>
        <translation>未能启动</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>退出码 %1</translation>
    </message>
    <message>
        <source>%1 finished: %2, %3 ms</source>
        <translation>%1 运行结束：%2，%3 毫秒</translation>
    </message>
</context>
<context>
    <name>RunPanel</name>
    <message>
        <source>Form</source>
        <extracomment>a run was saved as a test case of this tool (the Tests tab reloads it) field errors show for the fields the user has left, and for all of them once Run was pressed per tool id, the form values the user typed (kept until the window closes) and a fresh form&apos;s values</extracomment>
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
        <source>Arguments as</source>
        <translation>参数形式</translation>
    </message>
    <message>
        <source>Runs and history</source>
        <translation>运行与历史</translation>
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
        <source>Fix the fields marked in red before saving a preset.</source>
        <translation>请先改正标红的字段，再保存预设。</translation>
    </message>
</context>
<context>
    <name>RunTabs</name>
    <message>
        <source>Runs of this tool</source>
        <extracomment>&quot;Save as test case&quot; of a finished run (its ToolRun)</extracomment>
        <translation>此工具的运行</translation>
    </message>
    <message>
        <source>Check free disk space and permissions.</source>
        <translation>请检查磁盘剩余空间和权限。</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Run %1?</source>
        <translation>运行 %1？</translation>
    </message>
    <message>
        <source>%1 asks to be confirmed before each run: it may change or delete things.</source>
        <translation>%1 要求每次运行前先确认：它可能会修改或删除东西。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Arguments: %1</source>
        <translation>参数：%1</translation>
    </message>
    <message>
        <source>Run it again?</source>
        <translation>再运行一次？</translation>
    </message>
    <message>
        <source>%1 is still running (%2 run(s)) and it changes things (permission: writes). A second run at the same time may do the work twice.</source>
        <translation>%1 仍在运行（%2 个运行），而且它会改动东西（权限：写入）。同时再运行一次可能把事情做两遍。</translation>
    </message>
    <message>
        <source>Start another run</source>
        <translation>再启动一次</translation>
    </message>
    <message>
        <source>Stop this run?</source>
        <translation>停止这次运行？</translation>
    </message>
    <message>
        <source>%1 is still running. Closing its tab stops it.</source>
        <translation>%1 仍在运行。关闭它的标签页会停止它。</translation>
    </message>
    <message>
        <source>Stop and close</source>
        <translation>停止并关闭</translation>
    </message>
</context>
<context>
    <name>RunView</name>
    <message>
        <source>Stop</source>
        <extracomment>&quot;Save as test case&quot; was clicked on this finished run (SPEC §21)</extracomment>
        <translation>停止</translation>
    </message>
    <message>
        <source>Copy result as JSON</source>
        <translation>复制结果（JSON）</translation>
    </message>
    <message>
        <source>Full output…</source>
        <translation>完整输出…</translation>
    </message>
    <message>
        <source>Everything the tool printed (up to 8 MiB per stream), with search and save</source>
        <translation>工具打印的全部内容（每个流最多 8 MiB），可搜索和保存</translation>
    </message>
    <message>
        <source>Save as test case…</source>
        <translation>保存为测试用例…</translation>
    </message>
    <message>
        <source>Keep these arguments and this outcome as a test case of the tool</source>
        <translation>把这组参数和这次的结果保存为该工具的测试用例</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>[live view stops here; the result below is what the agent gets]</source>
        <translation>[实时输出到此为止；最终结果才是智能体收到的内容]</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
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
        <source>MEMORY LIMIT</source>
        <translation>内存超限</translation>
    </message>
    <message>
        <source>CPU LIMIT</source>
        <translation>CPU 超限</translation>
    </message>
    <message>
        <source>PROCESS LIMIT</source>
        <translation>进程数超限</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修复方法：%1</translation>
    </message>
    <message>
        <source>(missing picture: %1)</source>
        <translation>（图片不存在：%1）</translation>
    </message>
    <message>
        <source>The script timed out after %1 s.</source>
        <translation>脚本运行超过 %1 秒，已超时。</translation>
    </message>
    <message>
        <source>Stopped by you.</source>
        <translation>已被你停止。</translation>
    </message>
</context>
<context>
    <name>SandboxBox</name>
    <message>
        <source>Nothing was saved: these limits are only shown here.</source>
        <translation>未保存任何内容：这里只显示这些限制。</translation>
    </message>
    <message>
        <source>the default profile</source>
        <translation>默认配置</translation>
    </message>
    <message>
        <source>Sandbox limits of %1</source>
        <translation>%1 的沙盒限制</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>沙盒</translation>
    </message>
    <message>
        <source>Default sandbox profile</source>
        <translation>默认沙盒配置</translation>
    </message>
    <message>
        <source>Memory (MB of address space)</source>
        <translation>内存（地址空间 MB）</translation>
    </message>
    <message>
        <source>CPU time (seconds)</source>
        <translation>CPU 时间（秒）</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>进程数</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限制</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>允许</translation>
    </message>
    <message>
        <source>denied</source>
        <translation>禁止</translation>
    </message>
    <message>
        <source>full access</source>
        <translation>完全访问</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>Save limits</source>
        <translation>保存限制</translation>
    </message>
    <message>
        <source>Reset to default</source>
        <translation>恢复默认</translation>
    </message>
    <message>
        <source>Network and file isolation: available (bubblewrap).</source>
        <translation>网络与文件隔离：可用（bubblewrap）。</translation>
    </message>
    <message>
        <source>Network and file isolation: unavailable (%1). Runs that deny the network or need read-only files are refused. Fix: %2</source>
        <translation>网络与文件隔离：不可用（%1）。禁止网络或要求只读文件的运行会被拒绝。解决：%2</translation>
    </message>
    <message>
        <source>install bubblewrap (apt install bubblewrap)</source>
        <translation>安装 bubblewrap（apt install bubblewrap）</translation>
    </message>
    <message>
        <source>The process limit is not enforced for root.</source>
        <translation>以 root 运行时进程数限制不生效。</translation>
    </message>
</context>
<context>
    <name>SaveCaseDialog</name>
    <message>
        <source>Succeeded</source>
        <extracomment>an item that stands for one top-level key of a JSON object output: (&quot;stdout_json&quot;, key)</extracomment>
        <translation>成功</translation>
    </message>
    <message>
        <source>Exit code</source>
        <translation>退出码</translation>
    </message>
    <message>
        <source>Whole output</source>
        <translation>全部输出</translation>
    </message>
    <message>
        <source>Output contains</source>
        <translation>输出包含</translation>
    </message>
    <message>
        <source>Output as JSON</source>
        <translation>输出（JSON）</translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation>图片</translation>
    </message>
    <message>
        <source>Limit that stopped it</source>
        <translation>使其停止的限制</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Save as test case</source>
        <translation>保存为测试用例</translation>
    </message>
    <message>
        <source>no arguments</source>
        <translation>无参数</translation>
    </message>
    <message>
        <source>The run&apos;s arguments become a test case of %1. Tick what must hold the next time it runs; the values are this run&apos;s.</source>
        <translation>这次运行的参数将成为 %1 的一个测试用例。勾选下次运行时必须成立的项；取值来自这次运行。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Save test case</source>
        <translation>保存测试用例</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
</context>
<context>
    <name>ScalarEditor</name>
    <message>
        <source>Choose a folder…</source>
        <translation>选择文件夹…</translation>
    </message>
    <message>
        <source>Choose a file…</source>
        <translation>选择文件…</translation>
    </message>
    <message>
        <source>not set (the script&apos;s default; click to choose yes or no)</source>
        <translation>未设置（使用脚本的默认值；点击选择是或否）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
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
        <source>Choose a Raycast script commands folder</source>
        <translation>选择 Raycast 脚本命令文件夹</translation>
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
        <source>Extra libraries (pi, Raycast)</source>
        <translation>额外的库（pi、Raycast）</translation>
    </message>
    <message>
        <source>Sandbox and trust</source>
        <translation>沙盒与信任</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>库</translation>
    </message>
    <message>
        <source>Context budget (tokens per persona)</source>
        <translation>上下文预算（每个人格的词元数）</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>What one persona&apos;s tool list may cost the agent on every turn; the status bar turns amber above it</source>
        <translation>一个人格的工具列表每轮最多可让智能体付出的词元数；超出时状态栏变为琥珀色</translation>
    </message>
    <message>
        <source>Browse for the home folder</source>
        <translation>浏览主目录</translation>
    </message>
    <message>
        <source>Browse for the pi project folder</source>
        <translation>浏览 pi 项目文件夹</translation>
    </message>
    <message>
        <source>Remove library</source>
        <translation>移除库</translation>
    </message>
    <message>
        <source>Add pi folder…</source>
        <translation>添加 pi 文件夹…</translation>
    </message>
    <message>
        <source>Add Raycast folder…</source>
        <translation>添加 Raycast 文件夹…</translation>
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
        <source>Providers</source>
        <translation>模型服务商</translation>
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
        <source>Add provider</source>
        <translation>添加服务商</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>移除服务商</translation>
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
    <message>
        <source>Change the default sandbox profile</source>
        <translation>修改默认沙盒配置</translation>
    </message>
</context>
<context>
    <name>SettingsGuardTab</name>
    <message>
        <source>Trust policy for agent calls</source>
        <translation>智能体调用的信任策略</translation>
    </message>
    <message>
        <source>off: never check</source>
        <translation>关闭：从不检查</translation>
    </message>
    <message>
        <source>warn: run, and say the tool changed</source>
        <translation>警告：照常运行，并说明工具已被修改</translation>
    </message>
    <message>
        <source>enforce: refuse changed or unreviewed tools</source>
        <translation>强制：拒绝已修改或未审阅的工具</translation>
    </message>
    <message>
        <source>Applies to tool-call and MCP calls; runs you start in this window are never refused.</source>
        <translation>适用于 tool-call 与 MCP 调用；你在本窗口中发起的运行不会被拒绝。</translation>
    </message>
</context>
<context>
    <name>ShortcutRow</name>
    <message>
        <source>Shortcut for the quick-run palette, anywhere on the desktop</source>
        <extracomment>whether the portal offers GlobalShortcuts, asked once per bus address in a process (a D-Bus round trip)</extracomment>
        <translation>快速运行面板的全局快捷键（在桌面任何地方可用）</translation>
    </message>
    <message>
        <source>Register with the desktop…</source>
        <translation>向桌面注册…</translation>
    </message>
    <message>
        <source>The desktop asks you to confirm the keys (proposed: Ctrl+Alt+Space); the shortcut works while ScriptDeck runs</source>
        <translation>桌面会请你确认按键（建议：Ctrl+Alt+Space）；ScriptDeck 运行期间快捷键有效</translation>
    </message>
    <message>
        <source>Register a shortcut for the quick-run palette with the desktop</source>
        <translation>向桌面注册快速运行面板的快捷键</translation>
    </message>
    <message>
        <source>Waiting for the desktop… (it may show its own dialog)</source>
        <translation>正在等待桌面…（桌面可能会弹出自己的对话框）</translation>
    </message>
    <message>
        <source>Registered: %1 opens the palette while ScriptDeck runs.</source>
        <translation>已注册：ScriptDeck 运行期间按 %1 打开快速运行面板。</translation>
    </message>
    <message>
        <source>Registered: the desktop&apos;s keys open the palette while ScriptDeck runs.</source>
        <translation>已注册：ScriptDeck 运行期间按桌面设定的按键打开快速运行面板。</translation>
    </message>
    <message>
        <source>Not registered: %1</source>
        <translation>未注册：%1</translation>
    </message>
</context>
<context>
    <name>SkillLint</name>
    <message>
        <source>SKILL.md must start with YAML front matter (---)</source>
        <extracomment>the largest SKILL.md read (bytes); past it the body is not counted, and the verdict still stands on the front matter front matter over this is refused without parsing it (SPEC §28, §9: untrusted input is bounded before parsing)</extracomment>
        <translation>SKILL.md 必须以 YAML 前言（---）开头</translation>
    </message>
    <message>
        <source>SKILL.md front matter is not closed with ---</source>
        <translation>SKILL.md 的前言没有以 --- 结束</translation>
    </message>
    <message>
        <source>the front matter is larger than %1 KiB; it was not read</source>
        <extracomment>a top-level key, and a plain scalar that means the same in every YAML reader: not empty, no leading indicator character, no &quot;: &quot; or &quot; #&quot; (no &quot;:&quot; or &quot;#&quot; at all, to be safe), no quotes, tabs or control characters (YAML&apos;s line breaks �, &#x2028;, &#x2029;, a BOM and what YAML calls non-printable are left to strictyaml)</extracomment>
        <translation>前言超过 %1 KiB，未读取</translation>
    </message>
    <message>
        <source>invalid YAML in the front matter: %1</source>
        <translation>前言中的 YAML 无效：%1</translation>
    </message>
    <message>
        <source>the folder has no SKILL.md</source>
        <translation>文件夹中没有 SKILL.md</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 不是普通文件</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>SKILL.md is not UTF-8 (byte %1)</source>
        <translation>SKILL.md 不是 UTF-8 编码（第 %1 字节）</translation>
    </message>
    <message>
        <source>the front matter must be a YAML mapping</source>
        <translation>前言必须是 YAML 映射</translation>
    </message>
    <message>
        <source>unexpected fields in the front matter: %1 (allowed: name, description, license, compatibility, metadata, allowed-tools)</source>
        <translation>前言中有不允许的字段：%1（允许：name、description、license、compatibility、metadata、allowed-tools）</translation>
    </message>
    <message>
        <source>the front matter has no name</source>
        <translation>前言中没有 name</translation>
    </message>
    <message>
        <source>the front matter has no description</source>
        <translation>前言中没有 description</translation>
    </message>
    <message>
        <source>the description must be a non-empty string</source>
        <translation>description 必须是非空字符串</translation>
    </message>
    <message>
        <source>the description has %1 characters; at most %2</source>
        <translation>description 有 %1 个字符，最多 %2 个</translation>
    </message>
    <message>
        <source>compatibility must be a string</source>
        <translation>compatibility 必须是字符串</translation>
    </message>
    <message>
        <source>compatibility has %1 characters; at most %2</source>
        <translation>compatibility 有 %1 个字符，最多 %2 个</translation>
    </message>
    <message>
        <source>the name must be a non-empty string</source>
        <translation>name 必须是非空字符串</translation>
    </message>
    <message>
        <source>the name “%1” has %2 characters; at most %3</source>
        <translation>名称“%1”有 %2 个字符，最多 %3 个</translation>
    </message>
    <message>
        <source>the name “%1” must be lowercase</source>
        <translation>名称“%1”必须为小写</translation>
    </message>
    <message>
        <source>the name cannot start or end with a hyphen</source>
        <translation>名称不能以连字符开头或结尾</translation>
    </message>
    <message>
        <source>the name cannot contain two hyphens in a row</source>
        <translation>名称不能包含连续两个连字符</translation>
    </message>
    <message>
        <source>the name “%1” may hold only letters, digits and hyphens</source>
        <translation>名称“%1”只能包含字母、数字和连字符</translation>
    </message>
    <message>
        <source>the folder “%1” must have the skill&apos;s name, “%2”</source>
        <translation>文件夹“%1”必须与技能名称“%2”相同</translation>
    </message>
    <message>
        <source>metadata should be a map of strings</source>
        <translation>metadata 应为字符串映射</translation>
    </message>
    <message>
        <source>allowed-tools should be one string</source>
        <translation>allowed-tools 应为一个字符串</translation>
    </message>
    <message>
        <source>SKILL.md has %1 lines; keep it under %2 and move detail into references/</source>
        <translation>SKILL.md 有 %1 行；请保持在 %2 行以内，把细节移到 references/</translation>
    </message>
    <message>
        <source>the instructions are over %1 tokens; every use of the skill loads them</source>
        <translation>说明超过 %1 个 token；每次使用技能都会加载它们</translation>
    </message>
    <message>
        <source>the description says what the skill does but not when to use it (“Use when …”)</source>
        <translation>description 说明了技能做什么，但没说何时使用（“Use when …”）</translation>
    </message>
    <message>
        <source>%1 is more than one level deep; keep references one level below SKILL.md</source>
        <translation>%1 超过一层深；引用文件应只在 SKILL.md 下一层</translation>
    </message>
    <message>
        <source>scripts/%1 has no #! line</source>
        <translation>scripts/%1 没有 #! 行</translation>
    </message>
    <message>
        <source>scripts/%1 is not executable (chmod +x)</source>
        <translation>scripts/%1 不可执行（chmod +x）</translation>
    </message>
</context>
<context>
    <name>SkillOps</name>
    <message>
        <source>Enable skill %1 for %2</source>
        <translation>为 %2 启用技能 %1</translation>
    </message>
    <message>
        <source>Disable skill %1 for %2</source>
        <translation>为 %2 停用技能 %1</translation>
    </message>
    <message>
        <source>Add skill %1</source>
        <translation>添加技能 %1</translation>
    </message>
    <message>
        <source>New skill %1</source>
        <translation>新建技能 %1</translation>
    </message>
    <message>
        <source>Remove skill %1</source>
        <translation>删除技能 %1</translation>
    </message>
    <message>
        <source>Adopt skill %1 from %2</source>
        <translation>从 %2 收编技能 %1</translation>
    </message>
</context>
<context>
    <name>SkillsCli</name>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Added %1 to the store</source>
        <translation>已将 %1 加入技能库</translation>
    </message>
    <message>
        <source>Enabled %1 for %2</source>
        <translation>已为 %2 启用 %1</translation>
    </message>
    <message>
        <source>Nothing to do: already enabled</source>
        <translation>无需操作：已启用</translation>
    </message>
    <message>
        <source>Disabled %1 for %2</source>
        <translation>已为 %2 停用 %1</translation>
    </message>
    <message>
        <source>Nothing to do: not enabled</source>
        <translation>无需操作：未启用</translation>
    </message>
    <message>
        <source>Moved into the store and linked back: %1</source>
        <translation>已移入技能库并链接回原处：%1</translation>
    </message>
    <message>
        <source>Moved to the trash: %1</source>
        <translation>已移到回收站：%1</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>fix</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>No skills. Add one with: scriptdeck skills add PATH</source>
        <translation>没有技能。用 scriptdeck skills add 路径 添加一个</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>enabled for</source>
        <translation>已启用于</translation>
    </message>
    <message>
        <source>no skill folder at %1</source>
        <translation>%1 没有技能文件夹</translation>
    </message>
    <message>
        <source>Valid skill: %1</source>
        <translation>有效的技能：%1</translation>
    </message>
    <message>
        <source>Skills at session start, per client:</source>
        <extracomment>Codex lists at most about this many characters of skills at start (2 % of the context window or 8,000 characters, whichever is less; the characters are what a user can check); other clients name no cap</extracomment>
        <translation>每次会话开始时各客户端加载的技能：</translation>
    </message>
    <message>
        <source>%1 skills, %2 tokens, %3 characters</source>
        <translation>%1 个技能，%2 个词元，%3 个字符</translation>
    </message>
    <message>
        <source>over its cap of %1 characters: some skills are not listed</source>
        <translation>超过其 %1 个字符的上限：部分技能不会被列出</translation>
    </message>
    <message>
        <source>%1: %2 tokens as a skill, %3 served over MCP (saves %4)</source>
        <translation>%1：作为技能 %2 个词元，通过 MCP 提供则为 %3（节省 %4）</translation>
    </message>
</context>
<context>
    <name>SkillsDock</name>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Agent Skills of every client, beside the tools: enable them per client</source>
        <translation>各客户端的 Agent Skills，与工具并列：按客户端启用</translation>
    </message>
</context>
<context>
    <name>SkillsView</name>
    <message>
        <source>Add skill folder…</source>
        <translation>添加技能文件夹…</translation>
    </message>
    <message>
        <source>New skill…</source>
        <translation>新建技能…</translation>
    </message>
    <message>
        <source>Move into the store</source>
        <translation>移入技能库</translation>
    </message>
    <message>
        <source>A client&apos;s own skill: move it into ScriptDeck&apos;s store and link it back</source>
        <translation>客户端自己的技能：移入 ScriptDeck 的技能库并链接回去</translation>
    </message>
    <message>
        <source>Remove skill</source>
        <translation>删除技能</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>Agent Skills</source>
        <translation>Agent Skills 技能</translation>
    </message>
    <message>
        <source>The skill&apos;s instructions</source>
        <translation>技能的说明</translation>
    </message>
    <message>
        <source>Reading skills…</source>
        <translation>正在读取技能…</translation>
    </message>
    <message>
        <source>store</source>
        <translation>技能库</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>own</source>
        <translation>自有</translation>
    </message>
    <message>
        <source>%1 skills, %2 invalid</source>
        <translation>%1 个技能，%2 个无效</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>文件夹：%1</translation>
    </message>
    <message>
        <source>The link points at nothing: remove it, or enable the skill again.</source>
        <translation>链接指向不存在的位置：删除它，或重新启用技能。</translation>
    </message>
    <message>
        <source>A link out of its folder: not followed.</source>
        <translation>指向其文件夹之外的链接：未跟随。</translation>
    </message>
    <message>
        <source>Check the folders&apos; permissions.</source>
        <translation>请检查文件夹的权限。</translation>
    </message>
    <message>
        <source>Choose a skill folder (it holds SKILL.md)</source>
        <translation>选择技能文件夹（其中有 SKILL.md）</translation>
    </message>
    <message>
        <source>New skill</source>
        <translation>新建技能</translation>
    </message>
    <message>
        <source>Name (lowercase letters, digits and hyphens):</source>
        <translation>名称（小写字母、数字和连字符）：</translation>
    </message>
</context>
<context>
    <name>SourcePreview</name>
    <message>
        <source>Source (first 400 lines)</source>
        <translation>源码（前 400 行）</translation>
    </message>
</context>
<context>
    <name>StateFiles</name>
    <message>
        <source>%1 cannot be read (%2); it is left as it is. Repair it, or reset it from the banner at the top of the window.</source>
        <translation>%1 无法读取（%2）；它保持原样。请修复它，或在窗口顶部的提示条中重置它。</translation>
    </message>
</context>
<context>
    <name>StateFilesBanner</name>
    <message>
        <source>ScriptDeck&apos;s settings file</source>
        <extracomment>the Controller&apos;s operation that moves a broken file aside (set by the window)</extracomment>
        <translation>脚本工具台的设置文件</translation>
    </message>
    <message>
        <source>The sandbox limits file</source>
        <translation>沙盒限制文件</translation>
    </message>
    <message>
        <source>The trust store</source>
        <translation>信任记录文件</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2): %3. ScriptDeck does not write to it and uses the safe defaults until it is repaired or reset.</source>
        <translation>%1 无法读取（%2）：%3。在修复或重置之前，脚本工具台不会写入它，并使用安全的默认值。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>重置…</translation>
    </message>
    <message>
        <source>Reset a state file</source>
        <translation>重置状态文件</translation>
    </message>
    <message>
        <source>Start %1 afresh? The broken file is kept next to it as %2.broken-… (nothing is deleted).</source>
        <translation>要重新开始 %1 吗？损坏的文件会保留在旁边，名为 %2.broken-…（不会删除任何内容）。</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
</context>
<context>
    <name>TestRunner</name>
    <message>
        <source>%1 (1 case)</source>
        <translation>%1（1 个用例）</translation>
    </message>
    <message>
        <source>%1 (%2 cases)</source>
        <translation>%1（%2 个用例）</translation>
    </message>
    <message>
        <source>1 case runs a tool that asks to be confirmed before each run: it may change or delete things.</source>
        <translation>有 1 个用例会运行需要先确认的工具：它可能修改或删除内容。</translation>
    </message>
    <message>
        <source>%1 cases run tools that ask to be confirmed before each run: they may change or delete things.</source>
        <translation>有 %1 个用例会运行需要先确认的工具：它们可能修改或删除内容。</translation>
    </message>
    <message>
        <source>Run the test cases?</source>
        <translation>运行这些测试用例吗？</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Tools: %1</source>
        <translation>工具：%1</translation>
    </message>
</context>
<context>
    <name>TestsTab</name>
    <message>
        <source>Case</source>
        <translation>用例</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Run all</source>
        <translation>全部运行</translation>
    </message>
    <message>
        <source>Run selected</source>
        <translation>运行所选</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Test cases</source>
        <translation>测试用例</translation>
    </message>
    <message>
        <source>Rename case</source>
        <translation>重命名用例</translation>
    </message>
    <message>
        <source>Edit case…</source>
        <translation>编辑用例…</translation>
    </message>
    <message>
        <source>Delete case</source>
        <translation>删除用例</translation>
    </message>
    <message>
        <source>%v of %m cases</source>
        <translation>%v / %m 个用例</translation>
    </message>
    <message>
        <source>This test file cannot be used: %1</source>
        <translation>这个测试文件无法使用：%1</translation>
    </message>
    <message>
        <source>No test cases yet. Run the tool in the Run tab, then choose “Save as test case…” on the finished run.</source>
        <translation>还没有测试用例。在“运行”页运行这个工具，运行结束后选择“保存为测试用例…”。</translation>
    </message>
    <message>
        <source>Cases: %1</source>
        <translation>用例：%1</translation>
    </message>
    <message>
        <source>%1 passed, %2 failed</source>
        <translation>%1 个通过，%2 个失败</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>Check free disk space and permissions.</source>
        <translation>请检查磁盘剩余空间和权限。</translation>
    </message>
    <message>
        <source>Rename test case</source>
        <translation>重命名测试用例</translation>
    </message>
    <message>
        <source>Delete test case</source>
        <translation>删除测试用例</translation>
    </message>
</context>
<context>
    <name>ThemeChoice</name>
    <message>
        <source>Colours</source>
        <translation>配色</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
</context>
<context>
    <name>ToolActions</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
</context>
<context>
    <name>ToolTreeModel</name>
    <message>
        <source>Name</source>
        <extracomment>the roles this model answers; a view asks every cell for about seven on each paint (alignment, decoration, background …), and the rest are answered None before any lookup the search (a ToolFilterProxy token) ``hit`` answers: the pass over all tools answers each row once, so Qt&apos;s filterAcceptsRow for the rows it shows costs a lookup, not a second match bumped whenever the tools or rows may have changed: a search answer remembered for another is stale badges not linted yet are linted a few at a time off the paint path (its own job: lint_scheduler.py) called with (tool ids, enabled) when a checkbox is toggled; the change shows after the rescan a tool id&apos;s test status badge (SPEC §21; the window passes its TestStatus.badge) a served tool&apos;s context cost in tokens (None: not served; -1: being counted); see set_costs</extracomment>
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
        <source>Tests</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>Ungrouped</source>
        <translation>未分组</translation>
    </message>
    <message>
        <source>all tools off</source>
        <translation>全部工具已停用</translation>
    </message>
    <message>
        <source>all tools on</source>
        <translation>全部工具已启用</translation>
    </message>
    <message>
        <source>mixed: %1 of %2 tools on</source>
        <translation>部分启用：%2 个工具中 %1 个已启用</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>on</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>off</source>
        <translation>已停用</translation>
    </message>
    <message>
        <source>%1, favourite</source>
        <translation>%1，已收藏</translation>
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
    <name>ToolsActions</name>
    <message>
        <source>Run all tests</source>
        <translation>运行全部测试</translation>
    </message>
</context>
<context>
    <name>TrustBox</name>
    <message>
        <source>Nothing was saved: this approval is only shown here.</source>
        <translation>未保存任何内容：这里只显示此审批状态。</translation>
    </message>
    <message>
        <source>Trust</source>
        <translation>信任</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>批准</translation>
    </message>
    <message>
        <source>Review changes…</source>
        <translation>审阅改动…</translation>
    </message>
    <message>
        <source>Revoke approval</source>
        <translation>撤销批准</translation>
    </message>
    <message>
        <source>Forget the approved copy: under “enforce”, agents can no longer call this tool until you approve it again</source>
        <translation>忘掉已批准的副本：在“强制”策略下，智能体将无法调用这个工具，直到你再次批准</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <source>Changed since you approved it</source>
        <translation>批准后已被修改</translation>
    </message>
    <message>
        <source>Not reviewed yet</source>
        <translation>尚未审阅</translation>
    </message>
    <message>
        <source>approved SHA-256 %1</source>
        <translation>已批准的 SHA-256 %1</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>warn</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>enforce</source>
        <translation>强制</translation>
    </message>
    <message>
        <source>Trust policy for agent calls: %1</source>
        <translation>智能体调用的信任策略：%1</translation>
    </message>
    <message>
        <source>No approved copy to compare with (the file is larger than 4 MiB).</source>
        <translation>没有可比较的已批准副本（文件大于 4 MiB）。</translation>
    </message>
    <message>
        <source>The file cannot be read, so nothing was approved.</source>
        <translation>无法读取该文件，因此没有批准任何内容。</translation>
    </message>
    <message>
        <source>The file changed after the diff was shown, so nothing was approved: review the changes again.</source>
        <translation>显示差异之后文件又有改动，因此没有批准任何内容：请重新审阅这些改动。</translation>
    </message>
</context>
<context>
    <name>UndoStack</name>
    <message>
        <source>%1 was changed by someone else since; nothing was undone or redone.</source>
        <translation>%1 之后被其他人修改过；没有执行撤销或重做。</translation>
    </message>
    <message>
        <source>Make the change again by hand if you still want it.</source>
        <translation>如果仍需要该更改，请手动重新进行。</translation>
    </message>
    <message>
        <source>Check free disk space and permissions.</source>
        <translation>请检查磁盘空间和权限。</translation>
    </message>
</context>
<context>
    <name>UnsavedGuard</name>
    <message>
        <source>Unsaved overrides</source>
        <translation>覆盖设置未保存</translation>
    </message>
    <message>
        <source>You changed overrides of %1 and did not save them.</source>
        <translation>你修改了 %1 的覆盖设置，但还没有保存。</translation>
    </message>
    <message>
        <source>Save writes them to index.json; Discard throws the typed values away.</source>
        <translation>“保存”会写入 index.json；“放弃”会丢掉刚输入的内容。</translation>
    </message>
    <message>
        <source>Unsaved sandbox limits</source>
        <translation>沙盒限制未保存</translation>
    </message>
    <message>
        <source>You changed the sandbox limits of %1 and did not save them.</source>
        <translation>你修改了 %1 的沙盒限制，但没有保存。</translation>
    </message>
    <message>
        <source>Save writes them for this tool only; Discard throws them away.</source>
        <translation>保存只为这个工具写入；放弃则丢弃这些修改。</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>Your typed values are kept; nothing else happened.</source>
        <translation>你输入的值都保留着；没有做其他任何事。</translation>
    </message>
    <message>
        <source>Tools are still running</source>
        <translation>还有工具在运行</translation>
    </message>
    <message>
        <source>%1 run(s) still going (%2). Closing stops them and their output is lost.</source>
        <translation>还有 %1 个运行未结束（%2）。关闭窗口会停止它们，输出也会丢失。</translation>
    </message>
    <message>
        <source>Stop them and close</source>
        <translation>停止并关闭</translation>
    </message>
</context>
<context>
    <name>ViewActions</name>
    <message>
        <source>Flat list (each tool once)</source>
        <translation>平铺列表（每个工具只出现一次）</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Heaviest tools first</source>
        <translation>最占词元的工具在前</translation>
    </message>
    <message>
        <source>One row per tool, sorted by what it costs the agent in tokens</source>
        <translation>每个工具一行，按它让智能体付出的词元数排序</translation>
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
        <source>Tests</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Show only tools in a state, layer or dialect, or with lint findings</source>
        <translation>只显示某种状态、层级或方言的工具，或有检查问题的工具</translation>
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
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Dialect</source>
        <translation>方言</translation>
    </message>
    <message>
        <source>Lint</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Has errors</source>
        <translation>有错误</translation>
    </message>
    <message>
        <source>Has warnings</source>
        <translation>有警告</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>清除筛选</translation>
    </message>
    <message>
        <source>Filter (%1)</source>
        <translation>筛选（%1）</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
</context>
<context>
    <name>WatchPart</name>
    <message>
        <source>● watching for changes</source>
        <translation>● 正在监视变化</translation>
    </message>
    <message>
        <source>○ not watching</source>
        <translation>○ 未监视</translation>
    </message>
</context>
<context>
    <name>authoring</name>
    <message>
        <source>unknown template {a0}</source>
        <extracomment>template name -&gt; (file in resources/templates, extension of the new tool) arguments that make each template&apos;s skeleton succeed as created (tests and the &quot;next&quot; hint use them) what every template prints for its example arguments: the starter test case&apos;s expectation (SPEC §21) lint findings of the new tool (none for the defaults; a long or non-English description gives warnings)</extracomment>
        <translation>未知模板 {a0}</translation>
    </message>
    <message>
        <source>use python, bash, node or pi</source>
        <translation>请使用 python、bash、node 或 pi</translation>
    </message>
    <message>
        <source>invalid tool id {a0}</source>
        <translation>无效的工具 ID {a0}</translation>
    </message>
    <message>
        <source>use letters, digits and _ only, starting with a letter (e.g. my_tool)</source>
        <translation>只用字母、数字和 _，并以字母开头（例如 my_tool）</translation>
    </message>
    <message>
        <source>script id conflicts with a reserved tool name</source>
        <translation>脚本 ID 与保留的工具名冲突</translation>
    </message>
    <message>
        <source>choose another id</source>
        <translation>请换一个 ID</translation>
    </message>
    <message>
        <source>invalid scope: {a0}; expected persona or global</source>
        <translation>无效的范围：{a0}；应为 persona 或 global</translation>
    </message>
    <message>
        <source>pass persona or global</source>
        <translation>请传入 persona 或 global</translation>
    </message>
    <message>
        <source>the display name contains Chinese; it is the English UI name</source>
        <translation>显示名（Display name）含有中文；它是英文界面的名称</translation>
    </message>
    <message>
        <source>pass the Chinese name as --name-zh and an English one as --display-name</source>
        <translation>中文名请用 --name-zh，英文名用 --display-name</translation>
    </message>
    <message>
        <source>{a0} already exists</source>
        <translation>{a0} 已存在</translation>
    </message>
    <message>
        <source>choose another id, or pass --overwrite to replace it</source>
        <translation>请换一个 ID，或加 --overwrite 替换它</translation>
    </message>
    <message>
        <source>{a0} is a symbolic link; ScriptDeck never writes through it</source>
        <translation>{a0} 是符号链接；ScriptDeck 从不透过链接写入</translation>
    </message>
    <message>
        <source>remove the link first, or choose another id</source>
        <translation>请先删除该链接，或换一个 ID</translation>
    </message>
    <message>
        <source>{a0} is a {a1}, not a regular file; nothing was written</source>
        <translation>{a0} 是 {a1}，不是普通文件；未写入任何内容</translation>
    </message>
    <message>
        <source>remove it by hand, or choose another id</source>
        <translation>请手动删除它，或换一个 ID</translation>
    </message>
    <message>
        <source>{a0} cannot be replaced ({a1}); nothing was written</source>
        <translation>{a0} 无法替换（{a1}）；未写入任何内容</translation>
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
        <source>%1 files, %2 errors, %3 warnings</source>
        <translation>%1 个文件，%2 个错误，%3 个警告</translation>
    </message>
    <message>
        <source>fix</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>scriptdeck: warning: </source>
        <translation>scriptdeck：警告：</translation>
    </message>
    <message>
        <source>scriptdeck: error: </source>
        <translation>scriptdeck：错误：</translation>
    </message>
    <message>
        <source>{a0} cannot be used (line {a1}, column {a2}: {a3}): the libraries it names are not listed, and runs that depend on it are refused</source>
        <translation>{a0} 无法使用（第 {a1} 行，第 {a2} 列：{a3}）：其中列出的脚本库不会被列出，依赖它的运行会被拒绝</translation>
    </message>
    <message>
        <source>repair the file (fix line {a1}), or move it away to start from the defaults</source>
        <translation>修复该文件（改正第 {a1} 行），或将其移走以使用默认设置</translation>
    </message>
    <message>
        <source>Created {a0} ({a1})</source>
        <translation>已创建 {a0}（{a1}）</translation>
    </message>
    <message>
        <source>Try it: scriptdeck tool-call {a0} --args &apos;{a1}&apos;</source>
        <translation>试一下：scriptdeck tool-call {a0} --args &apos;{a1}&apos;</translation>
    </message>
    <message>
        <source>Installed {a0} and {a1}</source>
        <translation>已安装 {a0} 和 {a1}</translation>
    </message>
    <message>
        <source>Removed {a0}</source>
        <translation>已删除 {a0}</translation>
    </message>
    <message>
        <source>Nothing to remove: no launcher entry installed by ScriptDeck</source>
        <translation>无可删除：没有由 ScriptDeck 安装的启动器条目</translation>
    </message>
    <message>
        <source>Persona {a0}: {a1} tools, ~{a2} tokens per turn ({a3} as stubs) / budget {a4}, counted with {a5}</source>
        <translation>人格 {a0}：{a1} 个工具，每轮约 {a2} 词元（桩模式 {a3}）/ 预算 {a4}，用 {a5} 计数</translation>
    </message>
    <message>
        <source>Over the budget by {a0} tokens: disable or hide tools, or shorten the heaviest</source>
        <translation>超出预算 {a0} 词元：停用或隐藏一些工具，或缩短最重的工具</translation>
    </message>
    <message>
        <source>tokens    stub  tool</source>
        <translation>  词元      桩  工具</translation>
    </message>
    <message>
        <source>tokens    stub  tools  group</source>
        <translation>  词元      桩  工具数  分组</translation>
    </message>
</context>
<context>
    <name>cli-help</name>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s own words (its section titles and usage prefix) come first</extracomment>
        <translation>用法：</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>位置参数</translation>
    </message>
    <message>
        <source>options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>ScriptDeck: manage, lint and run script tools for AI agents.</source>
        <translation>脚本工具台：管理、检查并运行供 AI 智能体调用的脚本工具。</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>显示本帮助并退出</translation>
    </message>
    <message>
        <source>data root holding scripts/ (default: see README)</source>
        <translation>存放 scripts/ 的数据根目录（默认：见 README）</translation>
    </message>
    <message>
        <source>persona whose layer is used (default: default)</source>
        <translation>使用哪个人格的层（默认：default）</translation>
    </message>
    <message>
        <source>also read a folder of tools: raycast:DIR or pi:DIR (repeatable)</source>
        <translation>另外读取一个工具文件夹：raycast:DIR 或 pi:DIR（可重复）</translation>
    </message>
    <message>
        <source>language of messages (default: LC_ALL/LC_MESSAGES/LANG, else the saved language)</source>
        <translation>消息的语言（默认：LC_ALL/LC_MESSAGES/LANG，否则为已保存的语言）</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>显示程序版本并退出</translation>
    </message>
    <message>
        <source>open the window (the default)</source>
        <translation>打开窗口（默认）</translation>
    </message>
    <message>
        <source>open the quick-run palette of the running window (starts it hidden when none runs)</source>
        <translation>打开正在运行的窗口的快速运行面板（没有窗口在运行时先在后台启动一个）</translation>
    </message>
    <message>
        <source>registered / unregistered / disabled tools, by group</source>
        <translation>按分组列出已注册、未注册和已停用的工具</translation>
    </message>
    <message>
        <source>effective fields of one tool and where each comes from</source>
        <translation>一个工具的生效字段及每个字段的来源</translation>
    </message>
    <message>
        <source>check tools against the house rules (exit 1 on errors)</source>
        <translation>按规则检查工具（有错误时退出码为 1）</translation>
    </message>
    <message>
        <source>call a tool (manage_script is built in)</source>
        <translation>调用一个工具（内置 manage_script）</translation>
    </message>
    <message>
        <source>copy a Raycast command into a ScriptDeck layer with a proper header, and register it</source>
        <translation>把一个 Raycast 命令复制到脚本工具台的层中，写好文件头并注册</translation>
    </message>
    <message>
        <source>write a new tool from a template and register it</source>
        <translation>用模板写一个新工具并注册</translation>
    </message>
    <message>
        <source>put ScriptDeck in the desktop&apos;s launcher (XDG .desktop entry and icon)</source>
        <translation>把脚本工具台放进桌面启动器（XDG .desktop 条目和图标）</translation>
    </message>
    <message>
        <source>serve the tools to any agent over MCP (stdio)</source>
        <translation>通过 MCP（stdio）向任何智能体提供工具</translation>
    </message>
    <message>
        <source>tokens each tool costs the agent, as served over MCP and as stubs</source>
        <translation>每个工具按 MCP 提供的形式和桩形式各占智能体多少 token</translation>
    </message>
    <message>
        <source>check what this machine needs, with the fix for each gap</source>
        <translation>检查本机所需的一切，并给出每个缺口的解决办法</translation>
    </message>
    <message>
        <source>show or set a tool&apos;s run limits (or the default profile)</source>
        <translation>查看或设置工具的运行限制（或默认配置）</translation>
    </message>
    <message>
        <source>show or approve a tool&apos;s trust pin; set the trust policy</source>
        <translation>查看或批准工具的信任固定；设置信任策略</translation>
    </message>
    <message>
        <source>run the tools&apos; test cases (&lt;layer&gt;/.tests/&lt;id&gt;.json)</source>
        <translation>运行工具的测试用例（&lt;layer&gt;/.tests/&lt;id&gt;.json）</translation>
    </message>
    <message>
        <source>the host bridge a script calls</source>
        <translation>脚本调用的宿主桥</translation>
    </message>
    <message>
        <source>the host method to call, e.g. host.info</source>
        <translation>要调用的宿主方法，例如 host.info</translation>
    </message>
    <message>
        <source>its arguments as one JSON object</source>
        <translation>它的参数，一个 JSON 对象</translation>
    </message>
    <message>
        <source>read the JSON arguments from standard input</source>
        <translation>从标准输入读取 JSON 参数</translation>
    </message>
    <message>
        <source>the JSON arguments</source>
        <translation>JSON 参数</translation>
    </message>
    <message>
        <source>print the tool&apos;s parameter contract</source>
        <translation>打印工具的参数约定</translation>
    </message>
    <message>
        <source>replace an existing file of that name in the layer</source>
        <translation>替换层中同名的已有文件</translation>
    </message>
    <message>
        <source>the layer (pi: persona = the project&apos;s .pi/scripts, global = ~/.pi/agent/scripts)</source>
        <translation>层（pi：persona = 项目的 .pi/scripts，global = ~/.pi/agent/scripts）</translation>
    </message>
    <message>
        <source>English UI name (default: from the id)</source>
        <translation>英文界面名称（默认：由 id 生成）</translation>
    </message>
    <message>
        <source>Chinese UI name, 显示名称 (default: the display name)</source>
        <translation>中文界面名称，即“显示名称”（默认：与显示名称相同）</translation>
    </message>
    <message>
        <source>what the model sees, in English, one line</source>
        <translation>模型看到的说明，英文，一行</translation>
    </message>
    <message>
        <source>a group (repeatable)</source>
        <translation>一个分组（可重复）</translation>
    </message>
    <message>
        <source>replace an existing file of that name</source>
        <translation>替换同名的已有文件</translation>
    </message>
    <message>
        <source>remove the entry and icon again</source>
        <translation>再次移除条目和图标</translation>
    </message>
    <message>
        <source>also serve manage_script</source>
        <translation>同时提供 manage_script</translation>
    </message>
    <message>
        <source>tools per tools/list page (a whole number above 0), for clients that follow nextCursor (default: every tool in one answer)</source>
        <translation>每个 tools/list 页面的工具数（大于 0 的整数），供遵循 nextCursor 的客户端使用（默认：一次回答列出全部工具）</translation>
    </message>
    <message>
        <source>give a tool an alias the palette and search find first</source>
        <translation>给工具起个别名，快捷面板和搜索会优先找到它</translation>
    </message>
    <message>
        <source>remove the alias instead</source>
        <translation>改为删除这个别名</translation>
    </message>
    <message>
        <source>star a tool: favourites come first in the palette</source>
        <translation>收藏工具：收藏的工具在快捷面板中排在最前</translation>
    </message>
    <message>
        <source>the alias (one word); without it the tool&apos;s aliases are listed</source>
        <translation>别名（一个词）；省略时列出该工具的别名</translation>
    </message>
    <message>
        <source>the tool&apos;s id</source>
        <translation>工具的 id</translation>
    </message>
    <message>
        <source>the tool&apos;s id; without it the favourites are listed</source>
        <translation>工具的 id；省略时列出所有收藏</translation>
    </message>
    <message>
        <source>the tool&apos;s id; without it every tool&apos;s aliases are listed</source>
        <translation>工具的 id；省略时列出所有工具的别名</translation>
    </message>
    <message>
        <source>unstar it instead</source>
        <translation>改为取消收藏</translation>
    </message>
    <message>
        <source>print a client&apos;s configuration for this deck (claude-desktop, claude-code, cursor, vscode)</source>
        <translation>打印某个客户端连接本工具台的配置（claude-desktop、claude-code、cursor、vscode）</translation>
    </message>
    <message>
        <source>the client whose configuration to print</source>
        <translation>要打印其配置的客户端</translation>
    </message>
    <message>
        <source>configure the client for the HTTP server at URL (with this home&apos;s token) instead of stdio</source>
        <translation>让客户端连接位于 URL 的 HTTP 服务器（使用本数据根目录的令牌），而不是 stdio</translation>
    </message>
    <message>
        <source>libraries of tools and skills from git: add, update (diff + tests), list, remove</source>
        <translation>来自 git 的工具和技能库：添加、更新（差异 + 测试）、列出、移除</translation>
    </message>
    <message>
        <source>clone a repository and use it as a read-only layer</source>
        <translation>克隆一个仓库并作为只读层使用</translation>
    </message>
    <message>
        <source>https://…, ssh://…, git@host:path, git://…, file://… or a folder</source>
        <translation>https://…、ssh://…、git@host:path、git://…、file://… 或文件夹</translation>
    </message>
    <message>
        <source>the library&apos;s name (default: from the URL)</source>
        <translation>库的名称（默认：取自 URL）</translation>
    </message>
    <message>
        <source>branch, tag or commit to follow (default: the remote&apos;s HEAD)</source>
        <translation>要跟随的分支、标签或提交（默认：远端的 HEAD）</translation>
    </message>
    <message>
        <source>fetch, show the changes, run the library&apos;s tests, then move the pin</source>
        <translation>获取、显示改动、运行库的测试，然后移动固定的提交</translation>
    </message>
    <message>
        <source>one library (default: every library)</source>
        <translation>一个库（默认：所有库）</translation>
    </message>
    <message>
        <source>only report; exit 1 when an update exists</source>
        <translation>只报告；有更新时退出码为 1</translation>
    </message>
    <message>
        <source>move the pin even when the new commit&apos;s tests fail</source>
        <translation>即使新提交的测试失败也移动固定的提交</translation>
    </message>
    <message>
        <source>the libraries, their pinned commits, tools and skills</source>
        <translation>各个库及其固定的提交、工具和技能</translation>
    </message>
    <message>
        <source>remove a library (its files go to the trash)</source>
        <translation>移除一个库（其文件移到回收站）</translation>
    </message>
    <message>
        <source>only the cases kept in that layer, e.g. library:NAME</source>
        <translation>只运行该层中的用例，例如 library:NAME</translation>
    </message>
    <message>
        <source>one row per tool (default) or per group</source>
        <translation>每个工具一行（默认）或每个分组一行</translation>
    </message>
    <message>
        <source>exit 1 when the total is over context_budget (for CI)</source>
        <translation>总数超过 context_budget（上下文预算）时退出码为 1（供 CI 使用）</translation>
    </message>
    <message>
        <source>show or edit the default profile instead of one tool</source>
        <translation>查看或编辑默认配置，而不是某个工具的</translation>
    </message>
    <message>
        <source>address space limit in MB (0: none)</source>
        <translation>地址空间限制，单位 MB（0：不限）</translation>
    </message>
    <message>
        <source>CPU time limit in seconds (0: none)</source>
        <translation>CPU 时间限制，单位秒（0：不限）</translation>
    </message>
    <message>
        <source>process limit (0: none)</source>
        <translation>进程数限制（0：不限）</translation>
    </message>
    <message>
        <source>forget this tool&apos;s (or the default profile&apos;s) settings first</source>
        <translation>先清除此工具（或默认配置）的设置</translation>
    </message>
    <message>
        <source>pin the file as it is now</source>
        <translation>按文件当前内容固定</translation>
    </message>
    <message>
        <source>forget the approval</source>
        <translation>撤销批准</translation>
    </message>
    <message>
        <source>print the change since approval (unified diff)</source>
        <translation>打印批准以来的改动（统一差异格式）</translation>
    </message>
    <message>
        <source>for agent calls of changed or unreviewed tools</source>
        <translation>用于智能体调用已改动或未审阅的工具时</translation>
    </message>
    <message>
        <source>the tools to test (default: every tool with cases)</source>
        <translation>要测试的工具（默认：所有有用例的工具）</translation>
    </message>
    <message>
        <source>also write JUnit XML for CI</source>
        <translation>另外为 CI 写出 JUnit XML</translation>
    </message>
    <message>
        <source>cases run at once (default: the CPU count)</source>
        <translation>同时运行的用例数（默认：CPU 核数）</translation>
    </message>
    <message>
        <source>rewrite the stdout/stdout_json expectations of failing cases from this run</source>
        <translation>用本次运行结果改写失败用例的 stdout/stdout_json 期望</translation>
    </message>
    <message>
        <source>only the cases whose TOOL::NAME contains TEXT (any case)</source>
        <translation>只运行 工具::名称 中含有 TEXT 的用例（不区分大小写）</translation>
    </message>
    <message>
        <source>only the cases that failed last time (all when none did)</source>
        <translation>只运行上次失败的用例（上次没有失败则运行全部）</translation>
    </message>
    <message>
        <source>serve the tools to any agent over MCP (stdio, or HTTP with --http)</source>
        <translation>通过 MCP 把工具提供给任意智能体（stdio，或用 --http 走 HTTP）</translation>
    </message>
    <message>
        <source>serve over Streamable HTTP at http://HOST:PORT/mcp instead of stdio (host default 127.0.0.1; port 0 picks a free one)</source>
        <translation>改用 Streamable HTTP 在 http://HOST:PORT/mcp 提供服务，而不是 stdio（主机默认 127.0.0.1；端口 0 自动选一个空闲端口）</translation>
    </message>
    <message>
        <source>with --http: also accept this Host header (a name agents or a proxy use; repeatable)</source>
        <translation>配合 --http：也接受这个 Host 头（智能体或反向代理使用的名称；可重复）</translation>
    </message>
    <message>
        <source>with --http: also accept requests from this web origin, e.g. https://app.example (repeatable)</source>
        <translation>配合 --http：也接受来自这个网页来源的请求，例如 https://app.example（可重复）</translation>
    </message>
    <message>
        <source>with --http on a loopback address: accept requests without the token</source>
        <translation>配合 --http 且监听本机回环地址时：不要求令牌即可接受请求</translation>
    </message>
    <message>
        <source>print the token HTTP clients send (made on first use)</source>
        <translation>打印 HTTP 客户端要发送的令牌（首次使用时生成）</translation>
    </message>
    <message>
        <source>make a new token; a running server accepts only the new one from now on</source>
        <translation>生成新令牌；正在运行的服务器从此只接受新令牌</translation>
    </message>
    <message>
        <source>Agent Skills: list, lint, add and enable them per client</source>
        <translation>Agent Skills：列出、检查、添加技能，并按客户端启用</translation>
    </message>
    <message>
        <source>Chinese name in the window (显示名称)</source>
        <translation>窗口中的中文名（显示名称）</translation>
    </message>
    <message>
        <source>English name in the window</source>
        <translation>窗口中的英文名</translation>
    </message>
    <message>
        <source>add it even if it is not valid</source>
        <translation>即使无效也添加</translation>
    </message>
    <message>
        <source>also the project&apos;s skill folders (.claude/skills, …)</source>
        <translation>同时读取项目的技能文件夹（.claude/skills 等）</translation>
    </message>
    <message>
        <source>check a skill against the specification (exit 1 if invalid)</source>
        <translation>按规范检查技能（无效时退出码 1）</translation>
    </message>
    <message>
        <source>copy a skill folder into the store (checked first)</source>
        <translation>把技能文件夹复制到技能库（先检查）</translation>
    </message>
    <message>
        <source>every skill: the store&apos;s and each client&apos;s</source>
        <translation>所有技能：技能库的和每个客户端的</translation>
    </message>
    <message>
        <source>link a store skill into clients&apos; folders</source>
        <translation>把技能库中的技能链接到客户端文件夹</translation>
    </message>
    <message>
        <source>move a client&apos;s own skill into the store and link it back</source>
        <translation>把客户端自己的技能移入技能库并链接回去</translation>
    </message>
    <message>
        <source>one or more of claude, codex, gemini, cursor, copilot</source>
        <translation>claude、codex、gemini、cursor、copilot 中的一个或多个</translation>
    </message>
    <message>
        <source>remove the clients&apos; links to a store skill</source>
        <translation>删除客户端指向技能库中技能的链接</translation>
    </message>
    <message>
        <source>unlink a store skill everywhere, then trash it</source>
        <translation>在所有地方取消链接，然后把技能移到回收站</translation>
    </message>
    <message>
        <source>write a new skill into the store from the template</source>
        <translation>用模板在技能库中新建技能</translation>
    </message>
    <message>
        <source>write a skill that lists a group&apos;s tools (called with tool-call)</source>
        <translation>写一个列出分组中工具的技能（通过 tool-call 调用）</translation>
    </message>
    <message>
        <source>the skill&apos;s name (default: from the group)</source>
        <translation>技能名称（默认取自分组）</translation>
    </message>
    <message>
        <source>replace the store&apos;s skill of that name</source>
        <translation>替换技能库中同名的技能</translation>
    </message>
</context>
<context>
    <name>convert</name>
    <message>
        <source>this command&apos;s comments start with --, which a Miyu header cannot use</source>
        <translation>此命令的注释以 -- 开头，Miyu 头部无法使用这种注释</translation>
    </message>
    <message>
        <source>copy the script by hand and write its header with # or // comments</source>
        <translation>请手动复制脚本，并用 # 或 // 注释写出头部</translation>
    </message>
    <message>
        <source>{a0} is not a Raycast command</source>
        <translation>{a0} 不是 Raycast 命令</translation>
    </message>
    <message>
        <source>only tools from a Raycast folder can be converted</source>
        <translation>只有 Raycast 文件夹中的工具才能转换</translation>
    </message>
    <message>
        <source>line {a1} of {a0} (@raycast.{a3}) is not UTF-8 text at column {a2}, so its value cannot be copied into the new header; nothing was written</source>
        <translation>{a0} 的第 {a1} 行（@raycast.{a3}）在第 {a2} 列不是 UTF-8 文本，无法把它的值复制到新的头部；未写入任何内容</translation>
    </message>
    <message>
        <source>save {a0} as UTF-8 (the @raycast lines at least), then convert again</source>
        <translation>把 {a0} 另存为 UTF-8（至少 @raycast 这几行），然后重新转换</translation>
    </message>
    <message>
        <source>{a0} is larger than 8 MiB</source>
        <translation>{a0} 大于 8 MiB</translation>
    </message>
    <message>
        <source>copy it by hand</source>
        <translation>请手动复制</translation>
    </message>
    <message>
        <source>cannot read {a0}: {a1}</source>
        <translation>无法读取 {a0}：{a1}</translation>
    </message>
    <message>
        <source>check that the file exists and is readable</source>
        <translation>请检查文件是否存在且可读</translation>
    </message>
    <message>
        <source>{a0} has no shebang line, so it cannot run as a tool</source>
        <translation>{a0} 没有 shebang 行，因此无法作为工具运行</translation>
    </message>
    <message>
        <source>add a first line such as #!/bin/bash to the Raycast command</source>
        <translation>请在该 Raycast 命令的第一行加上 #!/bin/bash 之类的内容</translation>
    </message>
    <message>
        <source>script id &apos;{a0}&apos; not found</source>
        <translation>找不到脚本 id &apos;{a0}&apos;</translation>
    </message>
    <message>
        <source>run scriptdeck list to see the tools (Raycast ones show layer raycast)</source>
        <translation>运行 scriptdeck list 查看工具（Raycast 工具的层显示为 raycast）</translation>
    </message>
</context>
<context>
    <name>desktop</name>
    <message>
        <source>{a0} contains a control character (such as a line break), which a desktop entry cannot hold; nothing was written</source>
        <translation>{a0} 含有控制字符（例如换行），桌面启动项无法容纳；未写入任何内容</translation>
    </message>
    <message>
        <source>install ScriptDeck (and the home) under a path without control characters</source>
        <translation>请将 ScriptDeck（及其数据目录）安装在不含控制字符的路径下</translation>
    </message>
</context>
<context>
    <name>doctor</name>
    <message>
        <source>PySide6 6.12.0 on CPython &lt; 3.12 leaks a reference on every signal and aborts the window after a few thousand output chunks</source>
        <extracomment>PySide6 releases that must not be used, and why (the same list as pyproject&apos;s ``!=`` pins)</extracomment>
        <translation>CPython 3.12 以下的 PySide6 6.12.0 在每个信号上泄漏一个引用，窗口在几千段输出后崩溃</translation>
    </message>
    <message>
        <source>Qt&apos;s xcb platform plugin can load ({a0})</source>
        <extracomment>state files in ScriptDeck&apos;s state folder that must parse as JSON objects the system libraries the window needs that a minimal system may lack (PySide6&apos;s xcb plugin and Qt&apos;s own libraries link them; libqxcb&apos;s ldd on Debian 12); README&apos;s &quot;System packages&quot; lines are exactly their packages libraries that come with PySide6 itself: missing, they mean the wheel is incomplete (reinstall it)</extracomment>
        <translation>Qt 的 xcb 平台插件可以加载（{a0}）</translation>
    </message>
    <message>
        <source>PySide6 is not installed, so the window cannot start</source>
        <translation>未安装 PySide6，窗口无法启动</translation>
    </message>
    <message>
        <source>not checked: this PySide6 has no Qt of its own in {a0} (the system&apos;s Qt is used)</source>
        <translation>未检查：这个 PySide6 在 {a0} 中没有自带 Qt（使用系统的 Qt）</translation>
    </message>
    <message>
        <source>Qt&apos;s xcb platform plugin cannot load: missing {a0}</source>
        <translation>Qt 的 xcb 平台插件无法加载：缺少 {a0}</translation>
    </message>
    <message>
        <source>not checked: this system does not use the xcb plugin</source>
        <translation>未检查：本系统不使用 xcb 插件</translation>
    </message>
    <message>
        <source>not checked: ldd is not installed</source>
        <translation>未检查：没有安装 ldd</translation>
    </message>
    <message>
        <source>a Chinese font is installed ({a0})</source>
        <translation>已安装中文字体（{a0}）</translation>
    </message>
    <message>
        <source>no Chinese (CJK) font is installed: the Chinese UI shows empty boxes</source>
        <translation>没有安装中文（CJK）字体：中文界面会显示成空方框</translation>
    </message>
    <message>
        <source>fc-list (fontconfig) is not installed, so fonts cannot be checked</source>
        <translation>没有安装 fc-list（fontconfig），无法检查字体</translation>
    </message>
    <message>
        <source>bubblewrap works: runs can be isolated</source>
        <translation>bubblewrap 可用：运行可以被隔离</translation>
    </message>
    <message>
        <source>bubblewrap (bwrap) is not installed: runs cannot be isolated</source>
        <translation>没有安装 bubblewrap（bwrap）：运行无法隔离</translation>
    </message>
    <message>
        <source>bubblewrap cannot create namespaces here: {a0}</source>
        <translation>bubblewrap 无法在这里创建命名空间：{a0}</translation>
    </message>
    <message>
        <source>prlimit is installed: resource limits apply</source>
        <translation>已安装 prlimit：资源限制会生效</translation>
    </message>
    <message>
        <source>prlimit (util-linux) is not installed: runs with resource limits are refused</source>
        <translation>没有安装 prlimit（util-linux）：带资源限制的运行会被拒绝</translation>
    </message>
    <message>
        <source>{a0}: libraries from git can be added and updated</source>
        <translation>{a0}：可以添加和更新来自 git 的库</translation>
    </message>
    <message>
        <source>git is not installed: libraries from git (scriptdeck library) cannot be added or updated; the tools already added still run</source>
        <translation>未安装 git：无法添加或更新来自 git 的库（scriptdeck library）；已添加的工具仍可运行</translation>
    </message>
    <message>
        <source>the home and its folders are writable ({a0})</source>
        <extracomment>how to find the package that ships a file, per package manager (for a library the table does not know)</extracomment>
        <translation>主目录及其文件夹可写（{a0}）</translation>
    </message>
    <message>
        <source>cannot write {a0}: {a1}</source>
        <translation>无法写入 {a0}：{a1}</translation>
    </message>
    <message>
        <source>settings, index and state files parse</source>
        <translation>设置、index 和状态文件都能解析</translation>
    </message>
    <message>
        <source>{a0} cannot be used: {a1}</source>
        <translation>{a0} 无法使用：{a1}</translation>
    </message>
    <message>
        <source>the header cache is readable</source>
        <translation>头部缓存可读</translation>
    </message>
    <message>
        <source>no header cache yet (it is written on the first scan)</source>
        <translation>还没有头部缓存（第一次扫描时写入）</translation>
    </message>
    <message>
        <source>the header cache {a0} cannot be read ({a1}); every start re-parses all tools</source>
        <translation>头部缓存 {a0} 无法读取（{a1}）；每次启动都要重新解析所有工具</translation>
    </message>
    <message>
        <source>PySide6 {a0} is not a known-broken release</source>
        <translation>PySide6 {a0} 不是已知有问题的版本</translation>
    </message>
    <message>
        <source>PySide6 {a0} is known to be broken: {a1}</source>
        <translation>PySide6 {a0} 已知有问题：{a1}</translation>
    </message>
    <message>
        <source>repair it by hand, or move it aside to start it fresh: mv {a0} {a0}.broken</source>
        <translation>手动修复它，或把它移开以重新开始：mv {a0} {a0}.broken</translation>
    </message>
    <message>
        <source>remove it (it is rebuilt on the next scan): rm -f {a0}</source>
        <translation>删除它（下次扫描时会重建）：rm -f {a0}</translation>
    </message>
    <message>
        <source>make it writable (e.g. chown -R &quot;$USER&quot; {a0}) or pick another home with --home DIR</source>
        <translation>让它可写（例如 chown -R &quot;$USER&quot; {a0}），或用 --home DIR 选择另一个主目录</translation>
    </message>
    <message>
        <source>{a0} is on a read-only file system: choose another home with --home DIR (or SCRIPTDECK_HOME=DIR)</source>
        <translation>{a0} 位于只读文件系统上：用 --home DIR（或 SCRIPTDECK_HOME=DIR）另选一个主目录</translation>
    </message>
    <message>
        <source>install another release: pip install &apos;PySide6-Essentials!=6.12.0&apos;</source>
        <translation>安装其他版本：pip install &apos;PySide6-Essentials!=6.12.0&apos;</translation>
    </message>
    <message>
        <source>reinstall ScriptDeck&apos;s dependencies: pip install PySide6-Essentials</source>
        <translation>重新安装 ScriptDeck 的依赖：pip install PySide6-Essentials</translation>
    </message>
    <message>
        <source>git (libraries)</source>
        <translation>git（库）</translation>
    </message>
    <message>
        <source>Qt&apos;s core library cannot load: {library} is missing, so this command cannot run (it needs no display, only this library)</source>
        <translation>Qt 核心库无法加载：缺少 {library}，因此此命令无法运行（它不需要显示器，只需要这个库）</translation>
    </message>
    <message>
        <source>install it: {command}</source>
        <translation>安装它：{command}</translation>
    </message>
    <message>
        <source>allow unprivileged user namespaces: {a1}</source>
        <translation>允许非特权用户命名空间：{a1}</translation>
    </message>
    <message>
        <source>this kernel has no switch for unprivileged user namespaces ({a1}); a container or seccomp profile forbids them: run ScriptDeck outside the container, or allow them there (e.g. docker run --security-opt seccomp=unconfined)</source>
        <translation>此内核没有控制非特权用户命名空间的开关（{a1}）；是容器或 seccomp 配置禁止了它们：请在容器外运行脚本工具台，或在容器中允许它们（例如 docker run --security-opt seccomp=unconfined）</translation>
    </message>
    <message>
        <source>fix:</source>
        <translation>解决：</translation>
    </message>
    <message>
        <source>Qt platform plugin</source>
        <extracomment>the label of each check in the text report (``--json`` keeps the ids)</extracomment>
        <translation>Qt 平台插件</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>PySide6</source>
        <translation>PySide6</translation>
    </message>
    <message>
        <source>Chinese font</source>
        <translation>中文字体</translation>
    </message>
    <message>
        <source>Isolation (bubblewrap)</source>
        <translation>隔离（bubblewrap）</translation>
    </message>
    <message>
        <source>Resource limits (prlimit)</source>
        <translation>资源限制（prlimit）</translation>
    </message>
    <message>
        <source>Home folder</source>
        <translation>主目录</translation>
    </message>
    <message>
        <source>State files</source>
        <translation>状态文件</translation>
    </message>
    <message>
        <source>Header cache</source>
        <translation>文件头缓存</translation>
    </message>
    <message>
        <source>Everything the window and runs need is here.</source>
        <translation>窗口和运行所需的一切都已就绪。</translation>
    </message>
    <message>
        <source>Some things the window or runs need are missing; each ✗ says how to fix it.</source>
        <translation>窗口或运行所需的某些东西缺失；每个 ✗ 下面写着修复方法。</translation>
    </message>
    <message>
        <source>a display answers ({a0})</source>
        <extracomment>platforms that need no display at all platforms doctor knows how to check; any other (eglfs, linuxfb, vnc, …) is the user&apos;s choice and not checked</extracomment>
        <translation>有显示服务应答（{a0}）</translation>
    </message>
    <message>
        <source>no display needed: QT_QPA_PLATFORM={a0}</source>
        <translation>不需要显示：QT_QPA_PLATFORM={a0}</translation>
    </message>
    <message>
        <source>not checked: QT_QPA_PLATFORM={a0} is not xcb or wayland</source>
        <translation>未检查：QT_QPA_PLATFORM={a0} 不是 xcb 或 wayland</translation>
    </message>
    <message>
        <source>no display: neither DISPLAY nor WAYLAND_DISPLAY is set (an SSH or a console session)</source>
        <translation>没有显示器：DISPLAY 和 WAYLAND_DISPLAY 都没有设置（SSH 或控制台会话）</translation>
    </message>
    <message>
        <source>no display answers: the X server at DISPLAY={a0} does not ({a1})</source>
        <translation>没有显示服务应答：DISPLAY={a0} 处的 X 服务器没有应答（{a1}）</translation>
    </message>
    <message>
        <source>no display answers: the Wayland compositor at WAYLAND_DISPLAY={a0} does not ({a1})</source>
        <translation>没有显示服务应答：WAYLAND_DISPLAY={a0} 处的 Wayland 合成器没有应答（{a1}）</translation>
    </message>
    <message>
        <source>the X server at DISPLAY={a0} refuses this client ({a1}), so the window cannot open there</source>
        <translation>DISPLAY={a0} 的 X 服务器拒绝了本客户端（{a1}），窗口无法在那里打开</translation>
    </message>
    <message>
        <source>let this user in: in the display&apos;s own session run xhost +SI:localuser:$USER, or point XAUTHORITY at the session&apos;s cookie file (e.g. XAUTHORITY=/run/user/$UID/gdm/Xauthority)</source>
        <translation>允许此用户连接：在该显示器自己的会话中运行 xhost +SI:localuser:$USER，或把 XAUTHORITY 指向该会话的 cookie 文件（例如 XAUTHORITY=/run/user/$UID/gdm/Xauthority）</translation>
    </message>
    <message>
        <source>WAYLAND_DISPLAY={a0} is set and a compositor answers there, but Qt uses xcb here (XDG_SESSION_TYPE is not wayland) and DISPLAY is not set</source>
        <translation>已设置 WAYLAND_DISPLAY={a0} 且合成器有响应，但这里 Qt 使用 xcb（XDG_SESSION_TYPE 不是 wayland），而 DISPLAY 未设置</translation>
    </message>
    <message>
        <source>start with QT_QPA_PLATFORM=wayland (or log in to a Wayland session, or set DISPLAY to an X server)</source>
        <translation>用 QT_QPA_PLATFORM=wayland 启动（或登录 Wayland 会话，或把 DISPLAY 设为某个 X 服务器）</translation>
    </message>
    <message>
        <source>start one (e.g. Xvfb :99 &amp; then DISPLAY=:99), log in with ssh -X, or set QT_QPA_PLATFORM=offscreen for a window nobody sees; the command line needs none (scriptdeck --help)</source>
        <translation>启动一个（例如 Xvfb :99 &amp;，再设 DISPLAY=:99），用 ssh -X 登录，或设置 QT_QPA_PLATFORM=offscreen（窗口不显示出来）；命令行不需要显示（scriptdeck --help）</translation>
    </message>
    <message>
        <source>The window cannot start. Run scriptdeck doctor for every check.</source>
        <translation>窗口无法启动。运行 scriptdeck doctor 查看全部检查。</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>the token counter (the toktok-rs package) is not installed</source>
        <translation>词元计数器（toktok-rs 包）未安装</translation>
    </message>
    <message>
        <source>install it with: pip install &apos;toktok-rs&gt;=0.3&apos; (it needs Python 3.11 or newer; on Windows, where it has no wheel, also a Rust toolchain from https://rustup.rs)</source>
        <extracomment>(no wheel for Python 3.10 nor for Windows, where pyproject.toml&apos;s markers leave it out: there pip builds it from source, which needs Rust)</extracomment>
        <translation>安装方法：pip install &apos;toktok-rs&gt;=0.3&apos;（需要 Python 3.11 或更新版本；Windows 上没有预编译包，还需要 https://rustup.rs 提供的 Rust 工具链）</translation>
    </message>
</context>
<context>
    <name>git</name>
    <message>
        <source>git is not installed: libraries are git repositories, and ScriptDeck runs the real git to fetch them</source>
        <extracomment>the transports a library may use; ``ext::`` (runs a command) and every other remote helper are refused options given to every git command, before the sub-command inherited variables that would point git at another repository or change what it reads</extracomment>
        <translation>未安装 git：库是 git 仓库，ScriptDeck 运行真正的 git 来获取它们</translation>
    </message>
    <message>
        <source>install git (Debian/Ubuntu: sudo apt install git; Fedora: sudo dnf install git; macOS: xcode-select --install), then try again</source>
        <translation>安装 git（Debian/Ubuntu：sudo apt install git；Fedora：sudo dnf install git；macOS：xcode-select --install），然后重试</translation>
    </message>
    <message>
        <source>git {a0} failed: {a1}</source>
        <translation>git {a0} 失败：{a1}</translation>
    </message>
    <message>
        <source>check the address and your network, then try again; nothing was changed</source>
        <translation>检查地址和网络后重试；没有任何改动</translation>
    </message>
    <message>
        <source>cancelled; nothing was changed</source>
        <translation>已取消；没有任何改动</translation>
    </message>
</context>
<context>
    <name>header_edit</name>
    <message>
        <source>text</source>
        <extracomment>field name (a :class:`Header` attribute) -&gt; (key written, separator); the parser&apos;s canonical key is FIELD_KEYS scripts are at most this large (as manage_script copies them); a larger file, a FIFO or a device is not edited the phrases &quot;{a0} must be {a1}&quot; is filled with</extracomment>
        <translation>文本</translation>
    </message>
    <message>
        <source>a tool id: letters, digits and _, starting with a letter</source>
        <translation>工具 ID：字母、数字和 _，以字母开头</translation>
    </message>
    <message>
        <source>a whole number of seconds greater than 0</source>
        <translation>大于 0 的整数秒</translation>
    </message>
    <message>
        <source>a list of names</source>
        <translation>名称列表</translation>
    </message>
    <message>
        <source>a list of names without spaces, commas or semicolons</source>
        <translation>不含空格、逗号或分号的名称列表</translation>
    </message>
    <message>
        <source>a list of {tool, hint} objects</source>
        <translation>{tool, hint} 对象的列表</translation>
    </message>
    <message>
        <source>a list of {tool, hint} objects with a tool name (no colon) and a sentence</source>
        <translation>{tool, hint} 对象的列表，含工具名（不含冒号）和一句话</translation>
    </message>
    <message>
        <source>a JSON Schema object</source>
        <translation>JSON Schema 对象</translation>
    </message>
    <message>
        <source>JSON (finite numbers, UTF-8 text)</source>
        <translation>JSON（有限数值、UTF-8 文本）</translation>
    </message>
    <message>
        <source>nested at most 64 levels deep</source>
        <translation>嵌套不超过 64 层</translation>
    </message>
    <message>
        <source>none, flags or positional</source>
        <translation>none、flags 或 positional</translation>
    </message>
    <message>
        <source>owner or external</source>
        <translation>owner 或 external</translation>
    </message>
    <message>
        <source>read_only, presentation or writes</source>
        <translation>read_only、presentation 或 writes</translation>
    </message>
    <message>
        <source>tool or skill</source>
        <translation>tool 或 skill</translation>
    </message>
    <message>
        <source>{a0} contains a line break or control character ({a1}), which would break the header</source>
        <translation>{a0} 含有换行或控制字符（{a1}），会破坏头部</translation>
    </message>
    <message>
        <source>write {a0} as one line of plain text</source>
        <translation>请把 {a0} 写成一行纯文本</translation>
    </message>
    <message>
        <source>unknown header field {a0}</source>
        <translation>未知的头部字段 {a0}</translation>
    </message>
    <message>
        <source>use one of: {a1}</source>
        <translation>请使用以下之一：{a1}</translation>
    </message>
    <message>
        <source>{a0} must be {a1}</source>
        <translation>{a0} 必须是{a1}</translation>
    </message>
    <message>
        <source>correct {a0} and try again</source>
        <translation>请改正 {a0} 后重试</translation>
    </message>
    <message>
        <source>cannot read {a0}: {a1}</source>
        <translation>无法读取 {a0}：{a1}</translation>
    </message>
    <message>
        <source>check that the file exists and is readable</source>
        <translation>请检查文件是否存在且可读</translation>
    </message>
    <message>
        <source>the file does not start with a shebang line, so it has no header</source>
        <translation>文件不以 shebang 行开头，因此没有头部</translation>
    </message>
    <message>
        <source>add a first line such as #!/usr/bin/env python3</source>
        <translation>请添加首行，例如 #!/usr/bin/env python3</translation>
    </message>
    <message>
        <source>the header is not valid UTF-8 text</source>
        <translation>头部不是有效的 UTF-8 文本</translation>
    </message>
    <message>
        <source>save the file as UTF-8 first</source>
        <translation>请先把文件保存为 UTF-8</translation>
    </message>
    <message>
        <source>the header is longer than the 32 KiB that are read</source>
        <translation>头部超过了读取的 32 KiB</translation>
    </message>
    <message>
        <source>shorten the header (a smaller Parameters block) by hand</source>
        <translation>请手动缩短头部（更小的 Parameters 块）</translation>
    </message>
    <message>
        <source>the new header would not read back as written ({a0}); nothing was written</source>
        <translation>新头部读回后与所写不符（{a0}）；未写入任何内容</translation>
    </message>
    <message>
        <source>check the values, or edit the header by hand</source>
        <translation>请检查这些值，或手动编辑头部</translation>
    </message>
    <message>
        <source>{a0} is a symbolic link that leaves its layer; ScriptDeck never writes through it</source>
        <translation>{a0} 是指向层外的符号链接；ScriptDeck 从不透过它写入</translation>
    </message>
    <message>
        <source>edit the file it points to ({a1}) yourself</source>
        <translation>请自行编辑它指向的文件（{a1}）</translation>
    </message>
    <message>
        <source>{a0} changed on disk since it was read; nothing was written</source>
        <translation>{a0} 在读取后已在磁盘上被修改；未写入任何内容</translation>
    </message>
    <message>
        <source>reload the file and make the edit again</source>
        <translation>请重新载入文件后再编辑一次</translation>
    </message>
    <message>
        <source>script id &apos;{a0}&apos; not found</source>
        <translation>找不到脚本 ID &apos;{a0}&apos;</translation>
    </message>
    <message>
        <source>run scriptdeck list to see the tools</source>
        <translation>运行 scriptdeck list 查看工具</translation>
    </message>
    <message>
        <source>&apos;{a0}&apos; is read-only here ({a1} tool)</source>
        <translation>&apos;{a0}&apos; 在此处只读（{a1} 工具）</translation>
    </message>
    <message>
        <source>register a copy of it in a user layer and edit the copy</source>
        <translation>请把它的副本注册到用户层，再编辑副本</translation>
    </message>
</context>
<context>
    <name>library</name>
    <message>
        <source>{a0} is not a repository address ScriptDeck accepts: {a1}</source>
        <extracomment>how long a change waits for another process&apos;s change of the same library (an update runs tests: minutes) a library&apos;s name: a folder name and the end of a layer name a branch, tag or commit: git&apos;s ref rules, a little stricter (no leading ``-``, no ``..``, no control characters) a file&apos;s diff in a change list is cut here header bytes read per file version for the change list (as the scanner reads)</extracomment>
        <translation>{a0} 不是 ScriptDeck 接受的仓库地址：{a1}</translation>
    </message>
    <message>
        <source>use https://…, ssh://…, git@host:path, git://…, file://… or a local folder</source>
        <translation>请使用 https://…、ssh://…、git@host:path、git://…、file://… 或本地文件夹</translation>
    </message>
    <message>
        <source>it is empty</source>
        <extracomment>why an address is refused (``%1``: the transport named)</extracomment>
        <translation>地址为空</translation>
    </message>
    <message>
        <source>it is longer than 2048 characters</source>
        <translation>地址超过 2048 个字符</translation>
    </message>
    <message>
        <source>it holds control characters or surrounding spaces</source>
        <translation>地址含有控制字符或首尾空格</translation>
    </message>
    <message>
        <source>it starts with &apos;-&apos;, which git would read as an option</source>
        <translation>它以 &apos;-&apos; 开头，git 会把它当作选项</translation>
    </message>
    <message>
        <source>remote helpers (ext::, fd::, …) can run commands and are never used</source>
        <translation>远程助手（ext::、fd:: 等）能运行命令，从不使用</translation>
    </message>
    <message>
        <source>a file:// address needs an absolute path (file:///…)</source>
        <translation>file:// 地址需要绝对路径（file:///…）</translation>
    </message>
    <message>
        <source>the host or user is missing or starts with &apos;-&apos;</source>
        <translation>主机或用户缺失，或以 &apos;-&apos; 开头</translation>
    </message>
    <message>
        <source>it names no repository path</source>
        <translation>没有给出仓库路径</translation>
    </message>
    <message>
        <source>the host, user or path starts with &apos;-&apos;</source>
        <translation>主机、用户或路径以 &apos;-&apos; 开头</translation>
    </message>
    <message>
        <source>it is neither a URL, user@host:path nor a local folder</source>
        <translation>它既不是 URL、user@host:path，也不是本地文件夹</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>没有这个文件夹</translation>
    </message>
    <message>
        <source>the %1:// transport is not allowed</source>
        <translation>不允许 %1:// 传输方式</translation>
    </message>
    <message>
        <source>{a0} is not a library name: lowercase letters, digits, - and _ (at most 40)</source>
        <translation>{a0} 不是有效的库名称：只能用小写字母、数字、- 和 _（最多 40 个）</translation>
    </message>
    <message>
        <source>pick another with --name, e.g. --name team-tools</source>
        <translation>用 --name 另选一个，例如 --name team-tools</translation>
    </message>
    <message>
        <source>{a0} is not a branch, tag or commit name</source>
        <translation>{a0} 不是分支、标签或提交的名称</translation>
    </message>
    <message>
        <source>give a branch (main), a tag (v1.2) or a commit hash with --ref</source>
        <translation>用 --ref 给出分支（main）、标签（v1.2）或提交哈希</translation>
    </message>
    <message>
        <source>a library named {a0} already exists</source>
        <translation>名为 {a0} 的库已存在</translation>
    </message>
    <message>
        <source>pick another name with --name, or remove it first: scriptdeck library remove {a0}</source>
        <translation>用 --name 另选名称，或先移除它：scriptdeck library remove {a0}</translation>
    </message>
    <message>
        <source>no library named {a0}</source>
        <translation>没有名为 {a0} 的库</translation>
    </message>
    <message>
        <source>scriptdeck library list shows the libraries</source>
        <translation>scriptdeck library list 会列出所有库</translation>
    </message>
    <message>
        <source>another ScriptDeck is changing the library {a0}</source>
        <translation>另一个 ScriptDeck 正在修改库 {a0}</translation>
    </message>
    <message>
        <source>wait for it to finish, then try again</source>
        <translation>等它完成后重试</translation>
    </message>
    <message>
        <source>the new tree of {a0} is gone ({a1}); nothing was switched</source>
        <translation>{a0} 的新工作树已不存在（{a1}）；没有切换</translation>
    </message>
    <message>
        <source>run the update again</source>
        <translation>请重新运行更新</translation>
    </message>
    <message>
        <source>settings.json cannot be used: {a0}</source>
        <translation>settings.json 无法使用：{a0}</translation>
    </message>
    <message>
        <source>repair it or move it aside, then try again</source>
        <translation>修复它或将其移开，然后重试</translation>
    </message>
    <message>
        <source>commit {a0} cannot be checked out safely: {a1}</source>
        <translation>提交 {a0} 无法安全检出：{a1}</translation>
    </message>
    <message>
        <source>ask the library&apos;s owner to fix the repository; the commit in use is unchanged</source>
        <translation>请库的维护者修复仓库；正在使用的提交没有改变</translation>
    </message>
    <message>
        <source>{a0} was changed by another ScriptDeck meanwhile; nothing was switched</source>
        <translation>{a0} 在此期间被另一个 ScriptDeck 修改；没有切换</translation>
    </message>
    <message>
        <source>check for updates again</source>
        <translation>请重新检查更新</translation>
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
        <source>Parameters is nested deeper than 64 levels, so it is not used</source>
        <translation>Parameters 嵌套超过 64 层，因此不会被使用</translation>
    </message>
    <message>
        <source>Flatten the schema (use $defs and $ref for repeated parts)</source>
        <translation>把 schema 压平（重复部分用 $defs 和 $ref）</translation>
    </message>
    <message>
        <source>{name} is not a regular file (a FIFO, socket, device or folder), so it cannot be a tool</source>
        <translation>{name} 不是普通文件（是 FIFO、套接字、设备或文件夹），不能作为工具</translation>
    </message>
    <message>
        <source>Move it out of the scripts folder</source>
        <translation>把它移出脚本文件夹</translation>
    </message>
    <message>
        <source>The file cannot be read ({detail}), so it is not listed as a tool</source>
        <translation>无法读取该文件（{detail}），因此它不会作为工具列出</translation>
    </message>
    <message>
        <source>Give yourself read permission: chmod u+r {path}</source>
        <translation>给自己加上读权限：chmod u+r {path}</translation>
    </message>
    <message>
        <source>Timeout {value} is not a usable number of seconds; it is ignored</source>
        <translation>超时 {value} 不是可用的秒数，已忽略</translation>
    </message>
    <message>
        <source>Use a whole number of seconds between 1 and 300</source>
        <translation>使用 1 到 300 之间的整数秒</translation>
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
        <source>index.json entry id {value} is not a tool id (letters, digits and _ only, starting with a letter), so the entry registers nothing</source>
        <translation>index.json 条目的 id {value} 不是合法的工具 id（只能用字母、数字和 _，并以字母开头），因此该条目不注册任何工具</translation>
    </message>
    <message>
        <source>Correct the id in index.json, e.g. with _ in place of other characters</source>
        <translation>改正 index.json 中的 id，例如用 _ 代替其他字符</translation>
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
        <source>No &quot;# Description: &quot; line, so pi shows the model &quot;(no description)&quot;</source>
        <translation>没有 &quot;# Description: &quot; 行，pi 会向模型显示 &quot;(no description)&quot;</translation>
    </message>
    <message>
        <source>Add a line that starts exactly with &quot;# Description: &quot;</source>
        <translation>添加一行，开头须严格为 &quot;# Description: &quot;</translation>
    </message>
    <message>
        <source>Timeout {value} is {value} milliseconds for pi, probably meant as seconds</source>
        <translation>Timeout {value} 对 pi 而言是 {value} 毫秒，可能本意是秒</translation>
    </message>
    <message>
        <source>pi reads milliseconds: write # Timeout: {suggest}</source>
        <translation>pi 按毫秒读取：请写成 # Timeout: {suggest}</translation>
    </message>
    <message>
        <source>pi ignores the line &quot;{value}&quot;: it reads only the exact prefixes &quot;# Name: &quot;, &quot;# Description: &quot;, &quot;# Usage: &quot; and &quot;# Timeout: &quot;</source>
        <translation>pi 会忽略 &quot;{value}&quot; 这一行：它只识别严格的前缀 &quot;# Name: &quot;、&quot;# Description: &quot;、&quot;# Usage: &quot; 和 &quot;# Timeout: &quot;</translation>
    </message>
    <message>
        <source>Write the key with this case, one space after # and one after the colon</source>
        <translation>按此大小写书写键名，# 后和冒号后各留一个空格</translation>
    </message>
    <message>
        <source>pi ignores # Name: {value} (only a-z, 0-9 and _ are allowed), so the tool is called {id}</source>
        <translation>pi 会忽略 # Name: {value}（只允许 a-z、0-9 和 _），因此工具名为 {id}</translation>
    </message>
    <message>
        <source>Use lowercase letters, digits and _ only, e.g. # Name: {suggest}</source>
        <translation>只用小写字母、数字和 _，例如 # Name: {suggest}</translation>
    </message>
    <message>
        <source>{name} and {value} both give the tool name {id}; pi keeps only {value}, the later one by name</source>
        <translation>{name} 和 {value} 都对应工具名 {id}；pi 只保留按名称排在后面的 {value}</translation>
    </message>
    <message>
        <source>Rename one of the files or give it another # Name: line</source>
        <translation>重命名其中一个文件，或给它另一行 # Name:</translation>
    </message>
    <message>
        <source>{name} is a symbolic link; pi registers regular files only, so it skips it</source>
        <translation>{name} 是符号链接；pi 只注册普通文件，因此会跳过它</translation>
    </message>
    <message>
        <source>Replace the link with a copy of the file, or link the whole scripts folder instead</source>
        <translation>用文件副本替换该链接，或改为链接整个脚本文件夹</translation>
    </message>
    <message>
        <source>@raycast.{value} is not a JSON object, so the argument is left out</source>
        <translation>@raycast.{value} 不是 JSON 对象，因此该参数被忽略</translation>
    </message>
    <message>
        <source>Write it as in Raycast&apos;s docs, e.g. {{ &quot;type&quot;: &quot;text&quot;, &quot;placeholder&quot;: &quot;Query&quot; }}</source>
        <translation>按 Raycast 文档的写法书写，例如 {{ &quot;type&quot;: &quot;text&quot;, &quot;placeholder&quot;: &quot;Query&quot; }}</translation>
    </message>
    <message>
        <source>The test file {path} cannot be used ({detail}); none of its cases run</source>
        <translation>测试文件 {path} 无法使用（{detail}），其中的用例都不会运行</translation>
    </message>
    <message>
        <source>Correct the test file (its format: resources/tooltests.schema.json), or move it aside</source>
        <translation>修正该测试文件（格式见 resources/tooltests.schema.json），或把它移开</translation>
    </message>
    <message>
        <source>Test case {value} passes arguments the tool&apos;s Parameters refuse: {detail}</source>
        <translation>测试用例 {value} 传入的参数不符合工具的 Parameters：{detail}</translation>
    </message>
    <message>
        <source>Correct the case&apos;s args in {path}, or the tool&apos;s Parameters</source>
        <translation>修正 {path} 中该用例的 args，或修改工具的 Parameters</translation>
    </message>
    <message>
        <source>{value} is not yes or no (or disagrees with an earlier Confirm line), so the tool asks before every run</source>
        <translation>{value} 不是 yes 或 no（或与前面的 Confirm 行矛盾），因此每次运行前都会询问</translation>
    </message>
    <message>
        <source>Write one line, # Confirm: yes (or true, 是) or # Confirm: no (or false, 否)</source>
        <translation>只写一行：# Confirm: yes（或 true、是）或 # Confirm: no（或 false、否）</translation>
    </message>
    <message>
        <source>{value} is not a Permission, so the tool counts as one that writes</source>
        <translation>{value} 不是有效的权限，因此该工具按“会写入”对待</translation>
    </message>
    <message>
        <source>Write # Permission: read-only, presentation or writes</source>
        <translation>写成 # Permission: read-only、presentation 或 writes</translation>
    </message>
    <message>
        <source>The alias {value} is also an alias of {other}, so a search for it finds both tools</source>
        <translation>别名 {value} 也是 {other} 的别名，搜索它会同时找到这几个工具</translation>
    </message>
    <message>
        <source>Keep the alias on one tool only, e.g. scriptdeck alias {id} {value} --remove</source>
        <translation>只把这个别名留给一个工具，例如：scriptdeck alias {id} {value} --remove</translation>
    </message>
    <message>
        <source>index.json&apos;s aliases {value} hold something that is not an alias (one word of up to 40 characters, no spaces); it is ignored</source>
        <translation>index.json 的 aliases {value} 中有不能作别名的值（别名是不含空格、最多 40 个字符的一个词），已忽略</translation>
    </message>
    <message>
        <source>Correct or remove it in the &quot;aliases&quot; list of index.json, or edit the aliases in Details</source>
        <translation>在 index.json 的 &quot;aliases&quot; 列表中改正或删除它，或在“详情”中编辑别名</translation>
    </message>
    <message>
        <source>index.json&apos;s favourite {value} is not true or false, so the tool is not a favourite</source>
        <translation>index.json 的 favourite {value} 不是 true 或 false，因此该工具不算收藏</translation>
    </message>
    <message>
        <source>Write &quot;favourite&quot;: true (no quotes) in index.json, or remove it</source>
        <translation>在 index.json 中写 &quot;favourite&quot;: true（不加引号），或删除它</translation>
    </message>
    <message>
        <source>index.json&apos;s confirm {value} is not true or false, so it is ignored</source>
        <translation>index.json 的 confirm 值 {value} 不是 true 或 false，已忽略</translation>
    </message>
    <message>
        <source>index.json&apos;s permission {value} is not a Permission, so it is ignored</source>
        <translation>index.json 的 permission 值 {value} 不是有效的权限，已忽略</translation>
    </message>
    <message>
        <source>The alias {value} is the id or a name of the tool {other}, so a search for it finds that tool too</source>
        <translation>别名 {value} 是工具 {other} 的 id 或名称，搜索它也会找到那个工具</translation>
    </message>
    <message>
        <source>Write &quot;confirm&quot;: true or false (no quotes) in index.json, or remove it</source>
        <extracomment>(code, variant) -&gt; a fix that replaces the catalog&apos;s (the header has an English description; index.json&apos;s wins)</extracomment>
        <translation>在 index.json 中写 &quot;confirm&quot;: true 或 false（不加引号），或删除它</translation>
    </message>
    <message>
        <source>Write &quot;permission&quot;: &quot;read_only&quot;, &quot;presentation&quot; or &quot;writes&quot; in index.json</source>
        <translation>在 index.json 中写 &quot;permission&quot;: &quot;read_only&quot;、&quot;presentation&quot; 或 &quot;writes&quot;</translation>
    </message>
    <message>
        <source>Write the index.json description in English (Overrides → Description), or remove it there so the header&apos;s English one is used</source>
        <translation>把 index.json 中的描述改为英文（覆盖设置 → 描述），或删除该覆盖以使用头部的英文描述</translation>
    </message>
    <message>
        <source>The tool costs {count} tokens of the agent&apos;s context on every turn (over 1,000)</source>
        <translation>这个工具每轮占用智能体上下文 {count} 个词元（超过 1,000）</translation>
    </message>
    <message>
        <source>Shorten the description and the parameter descriptions; put long help where the agent asks for it</source>
        <translation>缩短描述和参数说明；长的帮助放到智能体需要时才读取的地方</translation>
    </message>
    <message>
        <source>The id {id} is the name MCP serves {value} under, so {value} keeps it and this tool is not served over MCP</source>
        <translation>id {id} 正是 MCP 为 {value} 提供的名称，{value} 保留这个名称，本工具不通过 MCP 提供</translation>
    </message>
    <message>
        <source>Give this tool another id (a # Id: line or another file name)</source>
        <translation>给本工具换一个 id（写一行 # Id:，或改文件名）</translation>
    </message>
    <message>
        <source>The {value} holds characters that cannot be shown or sent as they are (a lone surrogate, NUL or another control character); they are replaced in every output</source>
        <translation>{value} 含有无法原样显示或发送的字符（孤立代理项、NUL 或其他控制字符）；所有输出中都已替换</translation>
    </message>
    <message>
        <source>Rewrite the {value} in plain text</source>
        <translation>用普通文本重写 {value}</translation>
    </message>
    <message>
        <source>Another script in this layer also has the id {id} ({value}); only one is used</source>
        <translation>本层另一个脚本也用了 id {id}（{value}）；只会用其中一个</translation>
    </message>
    <message>
        <source>Give one of them a different # Id: or file name</source>
        <translation>给其中一个换个 # Id: 或文件名</translation>
    </message>
    <message>
        <source>No 显示名称: a Chinese UI shows the English Display name instead</source>
        <extracomment>(code, variant) -&gt; a message that replaces the catalog&apos;s when a finding says ``variant``</extracomment>
        <translation>没有 显示名称：中文界面将改为显示英文 Display name</translation>
    </message>
    <message>
        <source>The description index.json gives the model is not in English</source>
        <translation>index.json 给模型的描述不是英文</translation>
    </message>
    <message>
        <source>{value} in another Raycast folder has the same id {id} and is the one used, so this command is hidden</source>
        <translation>另一个 Raycast 文件夹中的 {value} 与本命令同为 id {id}，实际使用的是它，因此本命令被隐藏</translation>
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
        <extracomment>the keys each writing action takes (others refuse keys that belong to another action) deeper requests are refused before any recursive check looks at them (jsonschema recurses)</extracomment>
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
        <extracomment>the destination is a symlink whose target leaves the layer (never chmod&apos;ed, indexed without a path) the lower layer&apos;s tool this one hides: {&quot;layer&quot;, &quot;path&quot;}, or None</extracomment>
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
        <source>register a script file, not a {a1}</source>
        <translation>请注册脚本文件，而不是 {a1}</translation>
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
        <source>{a0} is a {a1}, not a regular file; nothing was written</source>
        <translation>{a0} 是 {a1}，不是普通文件；未写入任何内容</translation>
    </message>
    <message>
        <source>remove {a0} by hand, or register the script under another name</source>
        <translation>请手动删除 {a0}，或以其他文件名注册该脚本</translation>
    </message>
    <message>
        <source>{a0} is a symlink to a file outside the {a1} layer; it keeps the id {a2}</source>
        <translation>{a0} 是指向 {a1} 层之外文件的符号链接；它保留 id {a2}</translation>
    </message>
    <message>
        <source>register it without id, or change the # Id: line of its target</source>
        <translation>不带 id 注册它，或修改其目标文件的 # Id: 行</translation>
    </message>
    <message>
        <source>Use action=list to see which file holds each id.</source>
        <translation>用 action=list 查看每个 id 属于哪个文件。</translation>
    </message>
    <message>
        <source>{a0} already exists; pass overwrite=true to replace it</source>
        <translation>{a0} 已存在；传入 overwrite=true 才会替换</translation>
    </message>
    <message>
        <source>{a0} is a {a1}, not a regular file, so it cannot be a script</source>
        <extracomment>the refusal the window words its own way (&quot;tick Replace files that already exist&quot;)</extracomment>
        <translation>{a0} 是 {a1}，不是普通文件，因此不能作为脚本</translation>
    </message>
    <message>
        <source>id &apos;{a0}&apos; is already used by {a1} in the {a2} layer; pass another id, or unregister {a0} first</source>
        <translation>id &apos;{a0}&apos; 已被 {a2} 层的 {a1} 使用；请换一个 id，或先注销 {a0}</translation>
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
        <source>index.json of the {a0} layer is being written by another process (waited {a1} s); nothing was written</source>
        <translation>{a0} 层的 index.json 正被另一个进程写入（已等待 {a1} 秒）；未写入任何内容</translation>
    </message>
    <message>
        <source>try again; if it keeps failing, stop the scriptdeck process that holds {a2}</source>
        <translation>请重试；如果一直失败，请停止持有 {a2} 的 scriptdeck 进程</translation>
    </message>
    <message>
        <source>index.json of the {a0} layer kept changing on disk; nothing was written</source>
        <translation>{a0} 层的 index.json 在磁盘上不断变化；未写入任何内容</translation>
    </message>
    <message>
        <source>try again when the file is no longer being edited</source>
        <translation>请在该文件不再被编辑时重试</translation>
    </message>
    <message>
        <source>a value is NaN or Infinity, which JSON cannot hold; nothing was written</source>
        <translation>某个值是 NaN 或 Infinity，JSON 无法表示；未写入任何内容</translation>
    </message>
    <message>
        <source>pass finite numbers only</source>
        <translation>只传入有限的数字</translation>
    </message>
    <message>
        <source>{a0} cannot be replaced ({a1}); nothing was written</source>
        <translation>{a0} 无法替换（{a1}）；未写入任何内容</translation>
    </message>
    <message>
        <source>remove {a0} by hand, or register under another name</source>
        <translation>请手动删除 {a0}，或以其他名称注册</translation>
    </message>
    <message>
        <source>{a0} exists and the trust policy is enforce: an agent cannot replace or update a file; nothing was written</source>
        <translation>{a0} 已存在，且信任策略为强制：智能体不能替换或更新文件；未写入任何内容</translation>
    </message>
    <message>
        <source>ask the user to review and replace it in ScriptDeck, or register the new script under another name</source>
        <translation>请让用户在 ScriptDeck 中审阅并替换它，或以其他名称注册新脚本</translation>
    </message>
    <message>
        <source>built-in scripts cannot be deleted</source>
        <extracomment>actions whose every write is named in ``Manager._written`` (index.json files, pi renames): after them only those paths are rescanned; every other action rescans all layers the files the current call wrote or renamed (see _NAMED_WRITES)</extracomment>
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
        <source>{a0} is nested deeper than {a1} levels</source>
        <translation>{a0} 的嵌套超过 {a1} 层</translation>
    </message>
    <message>
        <source>flatten the value</source>
        <translation>请把该值压平</translation>
    </message>
    <message>
        <source>{a0} holds a number that is not finite (NaN, Infinity or too large)</source>
        <translation>{a0} 含有非有限数字（NaN、Infinity 或过大）</translation>
    </message>
    <message>
        <source>pass a finite number</source>
        <translation>请传入有限数字</translation>
    </message>
    <message>
        <source>fix the schema</source>
        <translation>修正 schema</translation>
    </message>
    <message>
        <source>unknown key for {a0}: {a1}</source>
        <translation>{a0} 不接受的键：{a1}</translation>
    </message>
    <message>
        <source>remove it; scriptdeck tool-call manage_script --describe lists the keys</source>
        <translation>请删除它；scriptdeck tool-call manage_script --describe 会列出可用的键</translation>
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
        <source>hints must be a list of {{tool, hint}} objects</source>
        <translation>hints 必须是 {{tool, hint}} 对象的列表</translation>
    </message>
    <message>
        <source>pass hints as [{{&quot;tool&quot;: &quot;other_tool&quot;, &quot;hint&quot;: &quot;when to use it&quot;}}]</source>
        <translation>请这样传 hints：[{{&quot;tool&quot;: &quot;other_tool&quot;, &quot;hint&quot;: &quot;何时使用它&quot;}}]</translation>
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
        <source>{a0} must be a list of strings</source>
        <translation>{a0} 必须是字符串列表</translation>
    </message>
    <message>
        <source>pass {a1} as a JSON array of strings</source>
        <translation>请把 {a1} 作为字符串组成的 JSON 数组传入</translation>
    </message>
    <message>
        <source>argv must be none, flags or positional</source>
        <translation>argv 必须是 none、flags 或 positional</translation>
    </message>
    <message>
        <source>pass argv: &quot;flags&quot;, &quot;positional&quot; or &quot;none&quot;</source>
        <translation>请传 argv: &quot;flags&quot;、&quot;positional&quot; 或 &quot;none&quot;</translation>
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
        <source>trust must be owner or external</source>
        <translation>trust 必须是 owner 或 external</translation>
    </message>
    <message>
        <source>pass trust: &quot;owner&quot; or &quot;external&quot;</source>
        <translation>传入 trust: &quot;owner&quot; 或 &quot;external&quot;</translation>
    </message>
    <message>
        <source>permission must be read_only, presentation or writes</source>
        <translation>permission 必须是 read_only、presentation 或 writes</translation>
    </message>
    <message>
        <source>pass permission: &quot;read_only&quot;, &quot;presentation&quot; or &quot;writes&quot;</source>
        <translation>请传 permission: &quot;read_only&quot;、&quot;presentation&quot; 或 &quot;writes&quot;</translation>
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
    <message>
        <source>{a0} is a Raycast command, read in place: ScriptDeck does not change it</source>
        <translation>{a0} 是 Raycast 命令，按原位置读取：ScriptDeck 不会修改它</translation>
    </message>
    <message>
        <source>convert it into a ScriptDeck layer first (scriptdeck convert {a0}), then edit the copy</source>
        <translation>请先把它转换到 ScriptDeck 的层中（scriptdeck convert {a0}），再编辑副本</translation>
    </message>
    <message>
        <source>settings.json cannot be read ({a0}); nothing was changed</source>
        <translation>无法读取 settings.json（{a0}）；未做任何更改</translation>
    </message>
    <message>
        <source>repair or move aside {a1}</source>
        <translation>请修复或移走 {a1}</translation>
    </message>
</context>
<context>
    <name>marks</name>
    <message>
        <source>no tool has the id &apos;{a0}&apos;</source>
        <translation>没有 id 为“{a0}”的工具</translation>
    </message>
    <message>
        <source>run scriptdeck list to see the tools&apos; ids</source>
        <translation>运行 scriptdeck list 查看各工具的 id</translation>
    </message>
    <message>
        <source>&apos;{a0}&apos; is a built-in, library, pi or Raycast tool: it has no index.json of yours to keep a favourite or an alias in</source>
        <translation>“{a0}”是内置、库、pi 或 Raycast 工具：没有属于你的 index.json 来保存收藏或别名</translation>
    </message>
    <message>
        <source>register a copy of it first (in the window: right-click it, Register a copy in this persona), then mark the copy</source>
        <translation>先注册一份副本（在窗口中右键点击它，选“在当前人格中注册一份副本”），再收藏或设置副本的别名</translation>
    </message>
    <message>
        <source>use one word of 1 to {a1} letters, digits or signs, without spaces</source>
        <translation>请用一个 1 到 {a1} 个字符的词（字母、数字或符号），不含空格</translation>
    </message>
    <message>
        <source>an alias must be text</source>
        <extracomment>why an alias is refused, as :func:`alias_problem` says it → the refusal said to a person</extracomment>
        <translation>别名必须是文本</translation>
    </message>
    <message>
        <source>an alias cannot be empty</source>
        <translation>别名不能为空</translation>
    </message>
    <message>
        <source>&apos;{a0}&apos; cannot be an alias: it is too long</source>
        <translation>“{a0}”不能作别名：太长了</translation>
    </message>
    <message>
        <source>&apos;{a0}&apos; cannot be an alias: it contains a space</source>
        <translation>“{a0}”不能作别名：含有空格</translation>
    </message>
    <message>
        <source>&apos;{a0}&apos; cannot be an alias: it contains a control character</source>
        <translation>“{a0}”不能作别名：含有控制字符</translation>
    </message>
</context>
<context>
    <name>mcp</name>
    <message>
        <source>cannot read {a0}: {a1}</source>
        <extracomment>where the text goes (a file, or a terminal) ``json`` or ``shell``</extracomment>
        <translation>无法读取 {a0}：{a1}</translation>
    </message>
    <message>
        <source>check the file&apos;s permissions</source>
        <translation>请检查该文件的权限</translation>
    </message>
    <message>
        <source>{a0} is not valid JSON ({a1}); it was left untouched</source>
        <translation>{a0} 不是有效的 JSON（{a1}）；未做任何改动</translation>
    </message>
    <message>
        <source>repair the file, or paste the snippet by hand</source>
        <translation>请修复该文件，或手动粘贴配置片段</translation>
    </message>
    <message>
        <source>{a0} does not hold an object with an mcpServers object; it was left untouched</source>
        <translation>{a0} 不是包含 mcpServers 对象的 JSON 对象；未做任何改动</translation>
    </message>
    <message>
        <source>could not write {a0}: {a1}</source>
        <translation>无法写入 {a0}：{a1}</translation>
    </message>
    <message>
        <source>check free disk space and permissions; the old file is untouched</source>
        <translation>请检查磁盘空间和权限；原文件未被改动</translation>
    </message>
    <message>
        <source>the ScriptDeck MCP server is shutting down</source>
        <extracomment>how long shutdown lets stopped runs end after their SIGTERM before their groups get SIGKILL (SPEC §19: the server is gone within 2 s of SIGTERM)</extracomment>
        <translation>ScriptDeck MCP 服务器正在关闭</translation>
    </message>
    <message>
        <source>start it again and repeat the call</source>
        <translation>请重新启动它并再次调用</translation>
    </message>
    <message>
        <source>arguments must be a JSON object</source>
        <translation>参数必须是一个 JSON 对象</translation>
    </message>
    <message>
        <source>pass the arguments as an object, e.g. {}</source>
        <translation>请以对象形式传入参数，例如 {}</translation>
    </message>
    <message>
        <source>the arguments are not strict JSON: {a0}</source>
        <translation>参数不是严格的 JSON：{a0}</translation>
    </message>
    <message>
        <source>send finite numbers and valid Unicode text</source>
        <translation>请发送有限的数字和有效的 Unicode 文本</translation>
    </message>
    <message>
        <source>manage_script is not served by this MCP server</source>
        <translation>此 MCP 服务器未提供 manage_script</translation>
    </message>
    <message>
        <source>start it as scriptdeck mcp --allow-manage to let agents manage scripts</source>
        <translation>以 scriptdeck mcp --allow-manage 启动，才能让智能体管理脚本</translation>
    </message>
    <message>
        <source>{a0} only applies with --http</source>
        <translation>{a0} 只能与 --http 一起使用</translation>
    </message>
    <message>
        <source>add --http [HOST:]PORT, e.g. --http 8765</source>
        <translation>加上 --http [主机:]端口，例如 --http 8765</translation>
    </message>
    <message>
        <source>unknown client {a0}</source>
        <translation>未知的客户端 {a0}</translation>
    </message>
    <message>
        <source>use one of: {a1}</source>
        <translation>请使用以下之一：{a1}</translation>
    </message>
    <message>
        <source>{a0} is not an http:// or https:// URL</source>
        <translation>{a0} 不是 http:// 或 https:// 开头的 URL</translation>
    </message>
    <message>
        <source>give the URL scriptdeck mcp --http printed, e.g. http://127.0.0.1:8765/mcp</source>
        <translation>请给出 scriptdeck mcp --http 打印的 URL，例如 http://127.0.0.1:8765/mcp</translation>
    </message>
    <message>
        <source>--http {a0}: {a1}</source>
        <extracomment>the largest request body (as stdio bounds a line, SPEC §19) connections waiting to be accepted; many agents connecting at once must not see refusals</extracomment>
        <translation>--http {a0}：{a1}</translation>
    </message>
    <message>
        <source>give [HOST:]PORT, e.g. --http 8765, --http 127.0.0.1:8765 or --http [::1]:8765 (port 0 picks a free one)</source>
        <translation>请给出 [主机:]端口，例如 --http 8765、--http 127.0.0.1:8765 或 --http [::1]:8765（端口 0 会选一个空闲端口）</translation>
    </message>
    <message>
        <source>--no-auth is only accepted on a loopback address, not {a0}</source>
        <translation>--no-auth 只能用于回环地址，不能用于 {a0}</translation>
    </message>
    <message>
        <source>leave --no-auth out (agents then send the token of scriptdeck mcp token), or listen on 127.0.0.1</source>
        <translation>去掉 --no-auth（智能体随后发送 scriptdeck mcp token 给出的令牌），或监听 127.0.0.1</translation>
    </message>
    <message>
        <source>cannot listen on {a0}: {a1}</source>
        <translation>无法监听 {a0}：{a1}</translation>
    </message>
    <message>
        <source>pick another port (port 0 picks a free one) or stop what uses it</source>
        <translation>换一个端口（端口 0 会选一个空闲端口），或停止占用它的程序</translation>
    </message>
    <message>
        <source>the HTTP token file {a0} cannot be used ({a1}); nothing was served</source>
        <extracomment>``secrets.token_urlsafe(32)``: 43 characters of ``[A-Za-z0-9_-]`` a token file is tiny; more than this is not a token (never read whole)</extracomment>
        <translation>HTTP 令牌文件 {a0} 无法使用（{a1}）；未提供任何服务</translation>
    </message>
    <message>
        <source>remove it (rm {a0}) and run scriptdeck mcp token to make a new one; give the new token to your agents</source>
        <translation>删除它（rm {a0}），再运行 scriptdeck mcp token 生成新令牌；把新令牌交给你的智能体</translation>
    </message>
    <message>
        <source>it is a {a0}, not a regular file</source>
        <translation>它是{a0}，不是普通文件</translation>
    </message>
    <message>
        <source>another user owns it</source>
        <translation>它属于另一个用户</translation>
    </message>
    <message>
        <source>other users may read it (mode {a0})</source>
        <translation>其他用户可以读取它（权限 {a0}）</translation>
    </message>
    <message>
        <source>it does not hold one token</source>
        <translation>其中不是一个令牌</translation>
    </message>
    <message>
        <source>symbolic link</source>
        <translation>符号链接</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>FIFO</source>
        <translation>FIFO（命名管道）</translation>
    </message>
    <message>
        <source>socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>device</source>
        <translation>设备</translation>
    </message>
</context>
<context>
    <name>operations</name>
    <message>
        <source>{a0}: no such tool (it was removed or renamed meanwhile)</source>
        <translation>{a0}：没有这个工具（它刚被移除或改名）</translation>
    </message>
    <message>
        <source>Nothing was changed. Choose the tool again in the list.</source>
        <translation>没有做任何更改。请在列表中重新选择该工具。</translation>
    </message>
</context>
<context>
    <name>paths</name>
    <message>
        <source>invalid persona name {a0} (from {a1}): use one folder name of letters, digits, _ . and -</source>
        <extracomment>SPEC §15: a persona is one plain folder name (never ``.``/``..``, no separator), so its layer stays in the home</extracomment>
        <translation>无效的人格名 {a0}（来自 {a1}）：请使用由字母、数字、_ . 和 - 组成的单个文件夹名</translation>
    </message>
    <message>
        <source>pass a name such as default or work_2</source>
        <translation>请传入例如 default 或 work_2 这样的名字</translation>
    </message>
</context>
<context>
    <name>pictures</name>
    <message>
        <source>outside the run&apos;s cache folder (an isolated tool&apos;s pictures must be there)</source>
        <extracomment>the window shows pictures up to this size (MCP sends at most 5 MiB each)</extracomment>
        <translation>不在本次运行的缓存文件夹内（隔离运行的工具的图片必须放在那里）</translation>
    </message>
    <message>
        <source>a symbolic link on the way (pictures are never read through links)</source>
        <translation>路径中有符号链接（图片绝不经由链接读取）</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>the path contains .. (name the picture directly)</source>
        <translation>路径中含有 ..（请直接写出图片路径）</translation>
    </message>
    <message>
        <source>larger than the limit</source>
        <translation>超过大小上限</translation>
    </message>
</context>
<context>
    <name>platform</name>
    <message>
        <source>{a0} is not supported on this platform ({a1})</source>
        <translation>此平台（{a1}）不支持{a0}</translation>
    </message>
    <message>
        <source>use ScriptDeck on Linux, or see docs/portability.md</source>
        <translation>请在 Linux 上使用 ScriptDeck，或参阅 docs/portability.md</translation>
    </message>
    <message>
        <source>opening files without following links or blocking</source>
        <extracomment>what a refusal names as missing</extracomment>
        <translation>不跟随链接、不阻塞地打开文件</translation>
    </message>
    <message>
        <source>file ownership checks</source>
        <extracomment>what a refusal names as missing</extracomment>
        <translation>文件所有者检查</translation>
    </message>
    <message>
        <source>the host bridge (Unix sockets)</source>
        <translation>宿主桥接（Unix 套接字）</translation>
    </message>
    <message>
        <source>running scripts by their shebang</source>
        <translation>按 shebang 行运行脚本</translation>
    </message>
    <message>
        <source>file locks</source>
        <translation>文件锁</translation>
    </message>
    <message>
        <source>running tools (a process tree per run)</source>
        <extracomment>what a refused run names as missing</extracomment>
        <translation>运行工具（每次运行一个进程树）</translation>
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
    <message>
        <source>pi skips symbolic links: replace the link with a copy of the file, or link the whole folder instead</source>
        <translation>pi 会跳过符号链接：请用文件副本替换该链接，或改为链接整个文件夹</translation>
    </message>
    <message>
        <source>add a # @raycast.schemaVersion 1 line (Raycast reads only schema version 1)</source>
        <translation>添加一行 # @raycast.schemaVersion 1（Raycast 只读取 schema version 1）</translation>
    </message>
    <message>
        <source>pi uses another file of this folder for the same tool name: rename this file or give it another # Name: line</source>
        <translation>pi 对同一工具名使用了此文件夹中的另一个文件：请重命名此文件，或给它另一行 # Name:</translation>
    </message>
    <message>
        <source>another command of this folder has the same id and is the one used (the first by file name): rename one of the two files</source>
        <translation>本文件夹中另一条命令 id 相同，且被使用的是它（按文件名排在前面的那个）：请重命名其中一个文件</translation>
    </message>
    <message>
        <source>the index.json entry&apos;s id is not a tool id (letters, digits and _ only, starting with a letter): correct the id in index.json</source>
        <translation>index.json 条目的 id 不是合法的工具 id（只能用字母、数字和 _，并以字母开头）：请改正 index.json 中的 id</translation>
    </message>
    <message>
        <source>a command in another Raycast folder has the same id and is the one used: rename one of the two files</source>
        <translation>另一个 Raycast 文件夹中有同 id 的命令，实际使用的是那一个：请重命名其中一个文件</translation>
    </message>
</context>
<context>
    <name>run</name>
    <message>
        <source>script id &apos;{a0}&apos; not found</source>
        <extracomment>the longest single-shot timer Qt takes (a pi Timeout is unbounded milliseconds) the sandbox profile the run was started with (sandbox.apply), and whether bubblewrap isolates it lines ScriptDeck adds to the result&apos;s stderr (why there is no layer cache, a picture dropped, …) trust policy ``enforce`` (SPEC §19): the private copy of the verified bytes that is executed, and the private folder holding it (removed by :func:`release_plan` once the run ended) pi&apos;s result text (pi tools only) the limit that stopped the run (SPEC §17): memory, cpu, processes, output or timeout the tool&apos;s trust state when an agent called a tool that is not approved (SPEC §17, policy warn) everything read of each stream (up to the 8 MiB kept), before the 20,000-character cut; the window&apos;s &quot;Open full output&quot; shows it. Never part of ``to_json`` (the agent sees the cut text). ScriptDeck&apos;s own notes on the run (also at the end of ``stderr``): a picture dropped, no layer cache, … how the run saw the file system, for reading its pictures (:func:`pictures.read_picture`): its cache dir and whether it was isolated. Never part of ``to_json``. the signal that ended the tool&apos;s process (``exit_code`` is then None); never part of ``to_json`` (the agent&apos;s contract, SPEC §8): ``scriptdeck test`` names it in a failed case&apos;s report (SPEC §26)</extracomment>
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
        <source>{a0} is a folder now, not a script file; nothing was run</source>
        <translation>{a0} 现在是文件夹，不是脚本文件；未运行任何内容</translation>
    </message>
    <message>
        <source>{a0} is not a regular file (a FIFO, socket or device); nothing was run</source>
        <translation>{a0} 不是普通文件（而是命名管道、套接字或设备）；未运行任何内容</translation>
    </message>
    <message>
        <source>put the script file back at {a0}, or unregister the tool</source>
        <translation>请把脚本文件放回 {a0}，或取消注册该工具</translation>
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
        <source>the tool&apos;s Parameters header cannot be used ({a0}); nothing was run</source>
        <translation>该工具的 Parameters 头无法使用（{a0}），未运行任何内容</translation>
    </message>
    <message>
        <source>run scriptdeck lint {a1} and fix the Parameters block</source>
        <translation>运行 scriptdeck lint {a1} 并修正 Parameters 块</translation>
    </message>
    <message>
        <source>arguments do not match the tool&apos;s schema: {a0}</source>
        <translation>参数不符合工具的 schema：{a0}</translation>
    </message>
    <message>
        <source>fix the arguments; see scriptdeck tool-call {a1} --describe</source>
        <translation>修正参数；参见 scriptdeck tool-call {a1} --describe</translation>
    </message>
    <message>
        <source>an argument contains a NUL character, which no program can receive</source>
        <translation>某个参数包含 NUL 字符，任何程序都无法接收</translation>
    </message>
    <message>
        <source>remove the NUL character (\u0000) from the arguments</source>
        <translation>从参数中删除 NUL 字符（\u0000）</translation>
    </message>
    <message>
        <source>the path {a0} is not valid UTF-8, so it cannot be started; nothing was run</source>
        <translation>路径 {a0} 不是有效的 UTF-8，无法启动；未运行任何内容</translation>
    </message>
    <message>
        <source>rename the file (and its folders) to UTF-8 names</source>
        <translation>把文件（及其所在文件夹）重命名为 UTF-8 名称</translation>
    </message>
    <message>
        <source>the scripts&apos; cache folder {a0} cannot be used ({a1}); nothing was run</source>
        <translation>脚本缓存文件夹 {a0} 无法使用（{a1}），未运行任何内容</translation>
    </message>
    <message>
        <source>make {a0} a folder you can write to (move away a file of that name)</source>
        <translation>把 {a0} 设为你可写的文件夹（移走同名文件）</translation>
    </message>
    <message>
        <source>the working folder {a0} (the tool&apos;s Cwd) is not a folder; nothing was run</source>
        <translation>工作目录 {a0}（该工具的 Cwd）不是文件夹；没有运行任何内容</translation>
    </message>
    <message>
        <source>change the tool&apos;s # Cwd: line to a folder (a Raycast command: its currentDirectoryPath)</source>
        <translation>把该工具的 # Cwd: 行改成一个文件夹（Raycast 命令：它的 currentDirectoryPath）</translation>
    </message>
    <message>
        <source>the working folder {a0} (the tool&apos;s Cwd) does not exist; nothing was run</source>
        <translation>工作目录 {a0}（工具的 Cwd）不存在；未运行任何内容</translation>
    </message>
    <message>
        <source>create the folder {a0}, or change the tool&apos;s # Cwd: line (a Raycast command: its currentDirectoryPath)</source>
        <translation>创建文件夹 {a0}，或修改工具的 # Cwd: 行（Raycast 命令：其 currentDirectoryPath）</translation>
    </message>
    <message>
        <source>{a0} is not installed on this machine: the first line of {a1} names it to run the script; nothing was run</source>
        <translation>本机没有安装 {a0}：{a1} 的第一行指定用它来运行脚本；未运行任何内容</translation>
    </message>
    <message>
        <source>install {a0}, or change the script&apos;s first line (#!) to a program this machine has, e.g. #!/usr/bin/env python3</source>
        <translation>安装 {a0}，或把脚本的第一行（#!）改成本机已有的程序，例如 #!/usr/bin/env python3</translation>
    </message>
</context>
<context>
    <name>sandbox</name>
    <message>
        <source>install bubblewrap (apt install bubblewrap, dnf install bubblewrap) and make sure it can create user namespaces</source>
        <extracomment>upper bounds that keep a typo from meaning &quot;unlimited&quot; by overflow (1 TiB, a day, a million processes)</extracomment>
        <translation>安装 bubblewrap（apt install bubblewrap 或 dnf install bubblewrap），并确认它能创建用户命名空间</translation>
    </message>
    <message>
        <source>{a0} requires {a1}, which cannot be enforced here: {a2}; nothing was run</source>
        <extracomment>what a program prints when an allocation failed (heuristic: see detect_limit) ``Trust: external`` tools start from these two, whatever the default profile says</extracomment>
        <translation>{a0} 需要 {a1}，但此处无法强制执行：{a2}；未运行任何内容</translation>
    </message>
    <message>
        <source>{a0} has resource limits, but prlimit (util-linux) is not installed; nothing was run</source>
        <translation>{a0} 设有资源限制，但未安装 prlimit（util-linux）；未运行任何内容</translation>
    </message>
    <message>
        <source>install util-linux, or remove the tool&apos;s limits (scriptdeck sandbox {a0} --reset)</source>
        <translation>安装 util-linux，或移除该工具的限制（scriptdeck sandbox {a0} --reset）</translation>
    </message>
    <message>
        <source>the scripts&apos; cache folder {a0} cannot be given to an isolated run ({a1}); nothing was run</source>
        <translation>脚本缓存文件夹 {a0} 不能交给隔离运行（{a1}）；未运行任何内容</translation>
    </message>
    <message>
        <source>make {a0} a real folder of your own (not a link)</source>
        <translation>请让 {a0} 成为属于你自己的真实文件夹（而不是链接）</translation>
    </message>
</context>
<context>
    <name>skills</name>
    <message>
        <source>unknown client: {name}</source>
        <extracomment>client → (user folders, relative to the real user&apos;s home; project folders, relative to the project). The first user folder is where ``enable`` links; the others are read too. Checked against each client&apos;s docs (2026-12).</extracomment>
        <translation>未知的客户端：{name}</translation>
    </message>
    <message>
        <source>use one or more of: {clients}</source>
        <translation>请使用以下一个或多个：{clients}</translation>
    </message>
    <message>
        <source>“{name}” is not a skill name</source>
        <translation>“{name}”不是有效的技能名称</translation>
    </message>
    <message>
        <source>use lowercase letters, digits and hyphens, e.g. pdf-tools</source>
        <translation>请使用小写字母、数字和连字符，例如 pdf-tools</translation>
    </message>
    <message>
        <source>no skill “{name}” in the store</source>
        <translation>技能库中没有技能“{name}”</translation>
    </message>
    <message>
        <source>run scriptdeck skills list to see the skills</source>
        <translation>运行 scriptdeck skills list 查看所有技能</translation>
    </message>
    <message>
        <source>{client} already has its own “{name}” at {path}</source>
        <translation>{client} 在 {path} 已有自己的“{name}”</translation>
    </message>
    <message>
        <source>adopt it (scriptdeck skills adopt {name} --from {client}) or rename one of them</source>
        <translation>先收编它（scriptdeck skills adopt {name} --from {client}），或重命名其中一个</translation>
    </message>
    <message>
        <source>{path} is {client}&apos;s own skill, not a link ScriptDeck made</source>
        <translation>{path} 是 {client} 自己的技能，不是 ScriptDeck 创建的链接</translation>
    </message>
    <message>
        <source>adopt it first, or remove it by hand</source>
        <translation>请先收编它，或手动删除</translation>
    </message>
    <message>
        <source>{client} has no skill “{name}”</source>
        <translation>{client} 没有技能“{name}”</translation>
    </message>
    <message>
        <source>{path} is not a folder of its own (a link or a file)</source>
        <translation>{path} 不是独立的文件夹（是链接或文件）</translation>
    </message>
    <message>
        <source>only a real skill folder can be adopted</source>
        <translation>只能收编真实的技能文件夹</translation>
    </message>
    <message>
        <source>the store already has a skill “{name}”</source>
        <translation>技能库中已有技能“{name}”</translation>
    </message>
    <message>
        <source>remove or rename one of them first</source>
        <translation>请先删除或重命名其中一个</translation>
    </message>
    <message>
        <source>{path} is not ScriptDeck&apos;s link any more</source>
        <translation>{path} 已不再是 ScriptDeck 的链接</translation>
    </message>
    <message>
        <source>nothing was changed</source>
        <translation>未做任何更改</translation>
    </message>
    <message>
        <source>{path} is not a valid skill: {problem}</source>
        <translation>{path} 不是有效的技能：{problem}</translation>
    </message>
    <message>
        <source>fix it (scriptdeck skills lint {path}) or add it with --force</source>
        <translation>请先修正（scriptdeck skills lint {path}），或用 --force 添加</translation>
    </message>
    <message>
        <source>no registered tool is in the group “{group}”</source>
        <translation>没有已注册的工具属于分组“{group}”</translation>
    </message>
    <message>
        <source>run scriptdeck list to see the groups</source>
        <translation>运行 scriptdeck list 查看分组</translation>
    </message>
    <message>
        <source>the exported skill would not be valid: {problem}</source>
        <translation>导出的技能将无效：{problem}</translation>
    </message>
    <message>
        <source>give it a name with --name (lowercase letters, digits, hyphens)</source>
        <translation>用 --name 指定名称（小写字母、数字、连字符）</translation>
    </message>
</context>
<context>
    <name>state</name>
    <message>
        <source>{a0} cannot be used (line {a1}, column {a2}: {a3}); nothing was run</source>
        <extracomment>ScriptDeck&apos;s own state files are small; a larger one is broken, never read whole</extracomment>
        <translation>{a0} 无法使用（第 {a1} 行第 {a2} 列：{a3}）；未运行任何内容</translation>
    </message>
    <message>
        <source>repair the file (open it in ScriptDeck or an editor and fix line {a1}), or move it away to start from the defaults</source>
        <translation>修复该文件（在 ScriptDeck 或编辑器中打开并改正第 {a1} 行），或将其移走以从默认值重新开始</translation>
    </message>
    <message>
        <source>{a0} cannot be used (line {a1}, column {a2}: {a3}); nothing was written</source>
        <translation>{a0} 无法使用（第 {a1} 行第 {a2} 列：{a3}）；未写入任何内容</translation>
    </message>
</context>
<context>
    <name>testfile</name>
    <message>
        <source>{a0}:{a1}:{a2}: {a3}</source>
        <extracomment>the longest problem text a report quotes from a test file the expectation keys, in the order a report checks them Python refuses to read an integer of more digits than this (``sys.get_int_max_str_digits``) a ``\uD800``–``\uDFFF`` escape, and a number with an exponent (``1e400`` is no finite float)</extracomment>
        <translation>{a0}:{a1}:{a2}：{a3}</translation>
    </message>
    <message>
        <source>correct the test file; none of its cases run until it is valid</source>
        <translation>请修正该测试文件；在它有效之前，其中的用例都不会运行</translation>
    </message>
</context>
<context>
    <name>testrun</name>
    <message>
        <source>{a0}: expected {a1}, got {a2}</source>
        <translation>{a0}：期望 {a1}，实际 {a2}</translation>
    </message>
    <message>
        <source>not run: {a0}</source>
        <translation>未运行：{a0}</translation>
    </message>
    <message>
        <source>snapshot updated</source>
        <translation>快照已更新</translation>
    </message>
    <message>
        <source>{a0} passed, {a1} failed</source>
        <translation>{a0} 个通过，{a1} 个失败</translation>
    </message>
    <message>
        <source>{a0} broken test files (nothing of them ran)</source>
        <translation>{a0} 个测试文件已损坏（其中的用例均未运行）</translation>
    </message>
    <message>
        <source>No test cases found: add &lt;layer&gt;/.tests/&lt;id&gt;.json, or save a run as a test case in the window</source>
        <translation>没有找到测试用例：请添加 &lt;层目录&gt;/.tests/&lt;工具标识&gt;.json，或在窗口中把一次运行保存为测试用例</translation>
    </message>
    <message>
        <source>Updated {a0}</source>
        <translation>已更新 {a0}</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>actual</source>
        <translation>实际</translation>
    </message>
    <message>
        <source>skipped: {a0}</source>
        <translation>已跳过：{a0}</translation>
    </message>
    <message>
        <source>{a0} skipped</source>
        <translation>{a0} 个跳过</translation>
    </message>
    <message>
        <source>{a0} deselected</source>
        <translation>{a0} 个未选中</translation>
    </message>
    <message>
        <source>exit code {a0} after {a1} ms</source>
        <translation>{a1} 毫秒后退出，退出码 {a0}</translation>
    </message>
    <message>
        <source>stopped by the {a0} limit after {a1} ms</source>
        <translation>{a1} 毫秒后被 {a0} 限制终止</translation>
    </message>
    <message>
        <source>ended by a signal after {a1} ms: {a0}</source>
        <translation>{a1} 毫秒后被信号终止：{a0}</translation>
    </message>
    <message>
        <source>{a0} (last {a1} of {a2} lines):</source>
        <translation>{a0}（共 {a2} 行中的最后 {a1} 行）：</translation>
    </message>
    <message>
        <source>{a0}: (empty)</source>
        <translation>{a0}：（空）</translation>
    </message>
    <message>
        <source>not found</source>
        <extracomment>the few words a failed expectation adds (testcheck&apos;s ``detail``), shown in the report&apos;s language</extracomment>
        <translation>未找到</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>不匹配</translation>
    </message>
    <message>
        <source>unknown expectation</source>
        <translation>未知的期望</translation>
    </message>
    <message>
        <source>stdout is not JSON: {a0}</source>
        <translation>stdout 不是 JSON：{a0}</translation>
    </message>
    <message>
        <source>the pattern cannot be used: {a0}</source>
        <translation>此模式无法使用：{a0}</translation>
    </message>
    <message>
        <source>{a0} is missing</source>
        <translation>缺少 {a0}</translation>
    </message>
    <message>
        <source>scriptdeck: error: no such tool: {a0}
    fix: scriptdeck list shows the tools&apos; ids
</source>
        <translation>scriptdeck：错误：没有这个工具：{a0}
    解决：scriptdeck list 会列出各工具的 id
</translation>
    </message>
    <message>
        <source>{a0} has no test cases
    fix: add them to {a1}, or save a run as a test case in the window
</source>
        <translation>{a0} 没有测试用例
    解决：把用例加到 {a1}，或在窗口中把一次运行保存为测试用例
</translation>
    </message>
    <message>
        <source>scriptdeck: error: no such layer: {a0}
    fix: use one of: {a1}
</source>
        <translation>scriptdeck: 错误：没有这个层：{a0}
    解决：使用以下之一：{a1}
</translation>
    </message>
    <message>
        <source>No test case was selected ({a0} deselected)</source>
        <translation>没有选中任何测试用例（{a0} 个未选中）</translation>
    </message>
    <message>
        <source>scriptdeck: error: could not write {a0}: {a1}
</source>
        <translation>scriptdeck：错误：无法写入 {a0}：{a1}
</translation>
    </message>
    <message>
        <source>✗ not updated: {a0}: {a1}
    its cases ran as reported; write the new expectations by hand, or make it a regular file in the layer and run --update again
</source>
        <translation>✗ 未更新：{a0}：{a1}
    其中的用例已按上面的报告运行；请手工写入新的期望值，或把它改成本层中的普通文件后再运行 --update
</translation>
    </message>
</context>
<context>
    <name>trash</name>
    <message>
        <source>script id &apos;{a0}&apos; not found</source>
        <extracomment>a sidecar is a few hundred bytes of ScriptDeck&apos;s own JSON; anything far larger is not one</extracomment>
        <translation>找不到脚本 ID &apos;{a0}&apos;</translation>
    </message>
    <message>
        <source>run scriptdeck list to see the tools</source>
        <translation>运行 scriptdeck list 查看工具</translation>
    </message>
    <message>
        <source>{a0} exists again, so the deleted copy was not put back</source>
        <translation>{a0} 又已存在，因此未放回已删除的副本</translation>
    </message>
    <message>
        <source>move {a0} aside and undo again</source>
        <translation>请把 {a0} 移开后再撤销</translation>
    </message>
    <message>
        <source>the file is back, but its index.json entries could not be: {a0}</source>
        <translation>文件已恢复，但其 index.json 条目未能恢复：{a0}</translation>
    </message>
    <message>
        <source>repair index.json, then register the tool again</source>
        <translation>请修复 index.json，然后重新注册该工具</translation>
    </message>
</context>
<context>
    <name>trust</name>
    <message>
        <source>{a0} is larger than {a1} MiB, too large to run as approved bytes (trust policy enforce); nothing was run</source>
        <extracomment>the approved copy is kept for the diff up to this size (the hash is always kept) files larger than this are hashed but never read into memory for a diff under ``enforce`` the file is read into memory once to run exactly those bytes; larger files are refused</extracomment>
        <translation>{a0} 大于 {a1} MiB，无法按已批准的内容运行（信任策略：强制）；未运行任何内容</translation>
    </message>
    <message>
        <source>run it from the ScriptDeck window, or set the trust policy to warn</source>
        <translation>请在 ScriptDeck 窗口中运行它，或将信任策略设为警告</translation>
    </message>
    <message>
        <source>{a0} changed since you approved it (trust policy enforce); nothing was run</source>
        <translation>{a0} 在你批准后已被修改（信任策略：强制）；未运行任何内容</translation>
    </message>
    <message>
        <source>review the change in ScriptDeck (Details, Trust: Review changes) and approve it, or run scriptdeck trust {a0} --approve</source>
        <translation>请在 ScriptDeck 中审阅改动（详情 → 信任：审阅改动）并批准，或运行 scriptdeck trust {a0} --approve</translation>
    </message>
    <message>
        <source>{a0} has not been reviewed (trust policy enforce); nothing was run</source>
        <translation>{a0} 尚未经过审阅（信任策略：强制）；未运行任何内容</translation>
    </message>
    <message>
        <source>review it in ScriptDeck (Details, Trust) and approve it, or run scriptdeck trust {a0} --approve</source>
        <translation>请在 ScriptDeck 中审阅（详情 → 信任）并批准，或运行 scriptdeck trust {a0} --approve</translation>
    </message>
</context>
</TS>
