"""ScriptDeck's Qt window. Thin: models, views and dialogs over ``core``."""
