"""Settings dialogs: settings, editor and desktop, connecting an agent."""
