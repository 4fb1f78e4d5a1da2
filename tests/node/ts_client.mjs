// The TypeScript SDK's StreamableHTTPClientTransport against `scriptdeck mcp --http` (SPEC §27), for
// tests/test_mcp_http_node.py. Usage: node ts_client.mjs URL TOKEN. One JSON object per line on stdout:
// {"event":"listed",...} after the first tools/list (the test then edits a tool), {"event":"changed",...} once
// notifications/tools/list_changed arrived and the list was read again, {"event":"refused",...} for a wrong token.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ToolListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";

const [url, token] = process.argv.slice(2);
const say = (event) => process.stdout.write(JSON.stringify(event) + "\n");

function connectWith(bearer) {
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: { headers: { Authorization: `Bearer ${bearer}` } },
  });
  return { transport, client: new Client({ name: "ts-sdk-test", version: "1.0.0" }) };
}

const hang = setTimeout(() => { say({ event: "hang" }); process.exit(3); }, 60000);  // bounds a hang only
try {
  const { transport, client } = connectWith(token);
  let changed;
  const heard = new Promise((resolve) => { changed = resolve; });
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => changed());
  await client.connect(transport);
  const listed = await client.listTools();
  const call = await client.callTool({ name: "greeter", arguments: { name: "Node" } });
  say({ event: "listed", tools: listed.tools.map((t) => t.name), call,
        listChanged: client.getServerCapabilities()?.tools?.listChanged ?? null });
  await heard;
  const again = await client.listTools();
  say({ event: "changed", tools: again.tools.map((t) => t.name) });
  await transport.terminateSession();
  await client.close();

  const wrong = connectWith(token.slice(0, -1));
  try {
    await wrong.client.connect(wrong.transport);
    say({ event: "accepted-a-wrong-token" });
  } catch (error) {
    say({ event: "refused", message: String(error?.message ?? error) });
  }
  clearTimeout(hang);
  process.exit(0);
} catch (error) {
  say({ event: "error", message: String(error?.stack ?? error) });
  process.exit(1);
}
