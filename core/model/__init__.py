"""The tool model (SPEC §5–§7, §11): one tool, the layered registry, manage_script and lint."""
