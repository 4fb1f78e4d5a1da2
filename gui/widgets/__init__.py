"""Widgets shared by the panes: small helpers and the run-form editors."""

# the form's editors of repeated values register with form_widgets.make_editor when their module is imported
from scriptdeck.gui.widgets import form_lists  # noqa: E402, F401
