"""Agent Skills in the window (SPEC §28)."""
