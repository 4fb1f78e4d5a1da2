"""A tool's guard (SPEC §17, §18): sandbox limits, the trust pin, the capabilities taken back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from scriptdeck.gui.services.ops.base import Changes, OpsBase
from scriptdeck.gui.services.undo import recording


class GuardOps(OpsBase):
    """Limits and trust; a state file that does not parse is never written over."""

    def save_limits(self, tool_id: str | None, changes: dict[str, Any], text: str, *, reset: bool = False) -> Changes:
        """A tool's sandbox limits (``tool_id`` None: the default profile), recorded for undo; a sandbox.json
        that does not parse is never written."""
        from scriptdeck.core.run.sandbox import SandboxStore
        from scriptdeck.gui.services.state_files import refuse_if_broken

        store = SandboxStore(self.controller.home.state_dir)
        refuse_if_broken(store.path)
        with recording(self.controller, text, [store.path]):
            store.update(tool_id, changes, reset=reset)
        return self.controller.announce(Changes(guard=frozenset([tool_id or ""])))

    def set_trust(self, tool_id: str, path: Path, approve: bool, *, expected: str | None = None) -> Changes:
        """Approve the file as it is now (``expected``: only if it still has the SHA-256 the user reviewed, else
        ``ChangedMeanwhile``), or revoke the approval (not on the undo stack: the approved copy is kept beside
        trust.json)."""
        from scriptdeck.core.run.trust import TrustStore
        from scriptdeck.gui.services.state_files import refuse_if_broken

        store = TrustStore(self.controller.home.state_dir)
        refuse_if_broken(store.path)
        if approve:
            store.approve(tool_id, path, expected=expected)
        else:
            store.revoke(path)
        return self.controller.announce(Changes(guard=frozenset([tool_id])))

    def set_revoked(self, tool_id: str, revoked: list[str]) -> Changes:
        """The host capabilities taken back from a tool (settings.json)."""
        self.controller.settings.set_revoked(tool_id, revoked)
        self.controller.settings.save()
        return self.controller.announce(Changes(settings=True, tools=frozenset([tool_id])))
