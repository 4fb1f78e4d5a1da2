#!/usr/bin/env bash
# Name: {{NAME}}
# Description: {{DESCRIPTION}}
# Usage: <query> [format=json]
# Timeout: 30000
# A pi script tool made by `scriptdeck new`: pi runs `bash <this file> <args…>` and writes the first word to stdin.
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

fail() {  # fail ERROR [FIX]: print the failure as JSON, and exit non-zero
  printf '{"ok":false,"error":%s,"fix":%s}\n' "$(json_string "$1")" "$(json_string "${2:-}")"
  exit 2
}

query="${1:-}"
format="${2:-}"
[ -n "$query" ] || fail "query is required" "pass it as the first word of args"

if [ "$format" = "format=json" ]; then
  printf '{"ok":true,"query":%s,"answer":%s}\n' "$(json_string "$query")" "$(json_string "result for $query")"
else
  echo "result for $query"
fi
