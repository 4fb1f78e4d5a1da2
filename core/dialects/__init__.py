"""Header dialects (SPEC §3, §12, §18): how a file's comment header becomes a tool's declared fields."""
