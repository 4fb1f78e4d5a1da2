"""Qt-side services with no widgets of their own: controller, undo, watcher, language, texts."""
