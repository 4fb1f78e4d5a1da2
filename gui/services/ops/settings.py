"""Settings, the window's remembered conveniences, run history, presets and broken state files."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from scriptdeck.gui.services.ops.base import Changes
from scriptdeck.gui.services.ops.guard import GuardOps


class SettingsOps(GuardOps):
    """What the window remembers between runs (Settings' Save includes the default sandbox profile: a guard op)."""

    def save_settings(self, data: dict[str, Any], profile: dict[str, Any] | None, text: str) -> Changes:
        """The Settings dialog's Save: a changed default sandbox profile (one undoable step), then settings.json."""
        if profile is not None:
            self.save_limits(None, profile, text)
        self.controller.settings.data = data
        self.controller.settings.save()
        return self.controller.announce(Changes(settings=True))

    def remember_setting(self, key: str, value: Any) -> bool:
        """A convenience the window keeps (its layout, the language): written only when it changed; a failure to
        write is not an error the user has to see (False)."""
        settings = self.controller.settings
        if settings.get(key) == value:
            return True
        settings.set(key, value)
        try:
            settings.save()
        except (OSError, ValueError):
            return False
        return True

    def clear_history(self) -> Changes:
        """Forget every recorded run (cannot be undone: the window asks first)."""
        self.controller.runs.history.clear()
        return self.controller.announce(Changes(history=True))

    def save_preset(self, tool_id: str, name: str, args: Any) -> Changes:
        self.controller.presets.save(tool_id, name, args)
        return self.controller.announce(Changes(presets=frozenset([tool_id])))

    def delete_preset(self, tool_id: str, name: str) -> Changes:
        self.controller.presets.delete(tool_id, name)
        return self.controller.announce(Changes(presets=frozenset([tool_id])))

    def reset_state_file(self, path: Path) -> Path:
        """Reset a state file that does not parse: it is moved aside (``<name>.broken-<time>``), never deleted."""
        from scriptdeck.gui.services.state_files import move_aside

        target = move_aside(path)
        if path == self.controller.home.settings_path:
            self.controller.reload_settings()
        self.controller.announce(Changes(state_files=True, settings=True))
        return target
