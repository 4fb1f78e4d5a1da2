"""Translations: the .ts sources and compiled .qm files (found with importlib.resources)."""
