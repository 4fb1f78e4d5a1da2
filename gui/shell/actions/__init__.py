"""The window's actions, one module per menu (as napari's ``qactions``): each builds its ``QAction``\\ s, says when
they are enabled, and acts on the tool id captured when the user chose (never on the selection read again after
a change). :class:`scriptdeck.gui.shell.tool_actions.ToolActions` assembles them into the menu bar."""
