"""Data shipped with ScriptDeck: built-in example tools, the icon, the desktop entry (found with importlib.resources)."""
