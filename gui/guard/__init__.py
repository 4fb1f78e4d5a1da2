"""Sandbox limits and the trust pin, as sections of the details pane and settings."""
