"""What differs between operating systems, one module per seam (docs/portability.md).

Everything POSIX- or Linux-only that ScriptDeck does goes through these modules: starting a run in its own session
and ending its tree (``process``), locks (``locks``), open flags, modes and the exec bit (``files``), the host
bridge's transport (``host_transport``), script → command (``interpreter``), limits and isolation
(``isolation``). Each has its POSIX/Linux implementation and, where it has none, raises :class:`NotSupported`,
which says "not supported on this platform" in the user's language. Nothing here touches a POSIX-only name at
import time, so every ``core`` module imports on any system; porting is adding the other branch of one module.

This package sits below ``store`` and above ``contract`` (pyproject.toml's import-linter contracts).
"""

from __future__ import annotations

from scriptdeck.core.contract.errors import LocalizedError
from scriptdeck.core.contract.i18n import QT_TRANSLATE_NOOP, translate

#: the refusal's text (English for the agent; translated for a person)
NOT_SUPPORTED = QT_TRANSLATE_NOOP("platform", "{a0} is not supported on this platform ({a1})")
NOT_SUPPORTED_FIX = QT_TRANSLATE_NOOP("platform", "use ScriptDeck on Linux, or see docs/portability.md")


class NotSupported(LocalizedError):
    """A seam has no implementation on this system (``what``: the missing piece, English)."""

    context = "platform"

    def __init__(self, what: str) -> None:
        import sys

        super().__init__(NOT_SUPPORTED, NOT_SUPPORTED_FIX, a0=what, a1=sys.platform)
        self.what = what

    def message(self, lang: str) -> tuple[str, str]:
        return said(self, lang)


def said(error: LocalizedError, lang: str) -> tuple[str, str]:
    """(error, fix) of a platform refusal in ``lang``, the missing piece (``a0``, a ``platform`` string) included."""
    args = {**error.args_, "a0": translate("platform", str(error.args_.get("a0", "")), lang)}

    def render(template: str) -> str:
        return translate("platform", template, lang).format(**args) if template else ""

    return render(error.template), render(error.fix_template)
