#!/usr/bin/env bash
# 显示名称：新工具
# Display name: New tool
# Description: Echo a query back. Replace with what the tool does.
# Permission: read_only
# Timeout: 60
# Argv: flags
# Parameters:
# {
#   "type": "object",
#   "properties": {
#     "query": {"type": "string", "description": "what to look up"},
#     "format": {"type": "string", "enum": ["text", "json"], "description": "text (default) or json for field-by-field processing"}
#   },
#   "required": ["query"]
# }
# A script tool made by `scriptdeck new`. Argv: flags passes {"query":"x"} as --query=x (the same JSON is on stdin).
set -euo pipefail

# Keep login profiles, cookies and caches here (XDG fallback when run from a terminal).
cache_dir="${MIYU_SCRIPT_CACHE_DIR:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/miyu-scripts}"
export cache_dir

json_string() {  # a JSON string for $1 (backslash, quote and common control characters escaped)
  local s=${1//\\/\\\\}
  s=${s//\"/\\\"}
  s=${s//$'\n'/\\n}
  s=${s//$'\r'/\\r}
  s=${s//$'\t'/\\t}
  printf '"%s"' "$s"
}

fail() {  # fail ERROR [FIX]: print the failure as JSON the model can read, and exit non-zero
  printf '{"ok":false,"error":%s,"fix":%s}\n' "$(json_string "$1")" "$(json_string "${2:-}")"
  exit 2
}

query=""
format="text"
for arg in "$@"; do
  case "$arg" in
    --query=*) query="${arg#*=}" ;;
    --format=*) format="${arg#*=}" ;;
  esac
done
[ -n "$query" ] || fail "query is required" 'pass {"query": "..."}'

if [ "$format" = "json" ]; then
  printf '{"ok":true,"query":%s,"answer":%s}\n' "$(json_string "$query")" "$(json_string "result for $query")"
else
  echo "result for $query"
fi
