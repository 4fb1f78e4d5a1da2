"""Widgets shared by the panes: small helpers and the run-form editors."""
