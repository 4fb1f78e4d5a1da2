// The TypeScript SDK's StdioClientTransport against `scriptdeck mcp` (issue 45): one call with `onprogress`, for
// tests/test_mcp_progress.py. Usage: node ts_progress.mjs SCRIPTDECK_COMMAND... (the command and its arguments).
// One JSON object on stdout: {"event":"called", progress: [...every notification's params...], call: {...}}.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const [command, ...args] = process.argv.slice(2);
const say = (event) => process.stdout.write(JSON.stringify(event) + "\n");
const hang = setTimeout(() => { say({ event: "hang" }); process.exit(3); }, 60000);  // bounds a hang only
try {
  const transport = new StdioClientTransport({ command, args, env: process.env, stderr: "inherit" });
  const client = new Client({ name: "ts-progress-test", version: "1.0.0" });
  await client.connect(transport);
  const progress = [];
  const call = await client.callTool({ name: "long", arguments: { steps: 4 } }, undefined,
                                     { onprogress: (p) => progress.push(p), timeout: 50000 });
  say({ event: "called", progress, call });
  await client.close();
  clearTimeout(hang);
  process.exit(0);
} catch (error) {
  say({ event: "error", message: String(error?.stack ?? error) });
  process.exit(1);
}
