"""Files ScriptDeck reads and writes (SPEC §2, §5, §15): index.json, atomic writes, settings and paths."""
