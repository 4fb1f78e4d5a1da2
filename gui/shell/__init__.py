"""The window's frame: main window, menus and actions, help pages."""
