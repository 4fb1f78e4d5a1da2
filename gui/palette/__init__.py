"""The quick-run palette (Ctrl+K): find a tool, fill its arguments inline, run it, see the result (issue 35)."""
