#!/usr/bin/env python3
# 显示名称：宿主信息
# Display name: Host status
# Description: Report which host runs this tool and what it grants. Use to check that host queries work.
# 描述：报告运行这个工具的宿主及其授予的能力。用来检查宿主查询是否可用。
# Group: system, examples
# Capabilities: host.info
# Permission: read_only
# Timeout: 20
"""A ScriptDeck example of a host query: asks $MIYU_HOST_BIN for host.info and summarises the answer."""
import json
import os
import subprocess
import sys


def main():
    host_bin = os.environ.get("MIYU_HOST_BIN")
    if not host_bin or not os.environ.get("MIYU_HOST_TOKEN"):
        print("host unavailable: no MIYU_HOST_BIN / MIYU_HOST_TOKEN (run this tool from ScriptDeck or the agent)")
        return
    done = subprocess.run([host_bin, "host", "host.info"], capture_output=True, text=True, timeout=15)
    try:
        reply = json.loads(done.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        print(json.dumps({"ok": False, "error": "the host gave no JSON answer", "fix": done.stderr.strip()[:200]}))
        sys.exit(2)
    if not reply.get("ok"):
        error = reply.get("error") or {}
        print(json.dumps({"ok": False, "error": f"{error.get('code')}: {error.get('message')}"}))
        sys.exit(1)
    data = reply["data"]
    contracts = ", ".join(f"{c['id']} v{c['version']}" for c in data.get("contracts", []))
    print(f"host version: {data.get('version')}")
    print(f"persona: {data.get('persona')}")
    print(f"contracts: {contracts}")
    print(f"granted: {', '.join(data.get('capabilities', [])) or '(none)'}")


if __name__ == "__main__":
    main()
