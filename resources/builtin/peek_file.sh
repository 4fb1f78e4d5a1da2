#!/usr/bin/env bash
# 显示名称：查看文件开头
# Display name: Peek at a file
# Description: Show the first lines of a text file. Use to glance at logs or configs without reading the whole file.
# 描述：显示文本文件的开头几行。用来快速查看日志或配置，不必读完整个文件。
# Group: files, examples
# Argv: flags
# Permission: read_only
# Timeout: 15
# Parameters: {"type":"object","properties":{"path":{"type":"string","description":"file to read (absolute, or relative to this script's folder)","描述":"要读的文件（绝对路径，或相对于本脚本所在文件夹）"},"lines":{"type":"integer","minimum":1,"maximum":500,"default":10,"description":"how many lines","描述":"显示几行"},"number":{"type":"boolean","description":"prefix each line with its number","描述":"每行前加上行号"}},"required":["path"]}
# Example: {"path":"/etc/hostname","lines":5}
set -euo pipefail
path=""
lines=10
number=0
for arg in "$@"; do
  case "$arg" in
    --path=*) path="${arg#*=}" ;;
    --lines=*) lines="${arg#*=}" ;;
    --number) number=1 ;;
  esac
done
if [ -z "$path" ]; then
  echo '{"ok":false,"error":"path is required","fix":"pass path"}'
  exit 2
fi
if [ ! -r "$path" ]; then
  printf '{"ok":false,"error":"cannot read %s","fix":"check the path and its permissions"}\n' "$path"
  exit 2
fi
if [ "$number" = 1 ]; then
  head -n "$lines" -- "$path" | cat -n
else
  head -n "$lines" -- "$path"
fi
