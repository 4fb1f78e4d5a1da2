#!/usr/bin/env python3
# 显示名称：新工具
# Display name: New tool
# Description: Echo a query back. Replace with what the tool does.
# Permission: read_only
# Timeout: 60
# Parameters:
# {
#   "type": "object",
#   "properties": {
#     "query": {"type": "string", "description": "what to look up"},
#     "format": {"type": "string", "enum": ["text", "json"], "description": "text (default) or json for field-by-field processing"}
#   },
#   "required": ["query"]
# }
"""A script tool made by `scriptdeck new`: arguments arrive as one JSON object on stdin."""
import json
import os
import sys
from pathlib import Path


def fail(error, fix=None, code=2):
    """Print the failure as JSON the model can read, and exit non-zero."""
    print(json.dumps({"ok": False, "error": error, "fix": fix}, ensure_ascii=False))
    sys.exit(code)


def cache_dir():
    """Keep login profiles, cookies and caches here (XDG fallback when run from a terminal)."""
    base = os.environ.get("MIYU_SCRIPT_CACHE_DIR")
    if not base:
        base = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "miyu-scripts")
    return Path(base)


def main():
    raw = os.environ.get("MIYU_ARGS_JSON") or sys.stdin.read() or "{}"
    try:
        args = json.loads(raw)
    except ValueError as error:
        fail(f"arguments are not valid JSON: {error}", "pass one JSON object")
    if not isinstance(args, dict):
        fail("arguments must be a JSON object", 'pass {"query": "..."}')
    query = args.get("query")
    if not isinstance(query, str) or not query.strip():
        fail("query is required", 'pass {"query": "..."}')
    result = {"query": query, "answer": f"result for {query}"}
    if args.get("format") == "json":
        print(json.dumps({"ok": True, **result}, ensure_ascii=False))
    else:
        print(result["answer"])


if __name__ == "__main__":
    main()
