"""Errors whose text is English for the agent's contract and translatable for a person."""

from __future__ import annotations

from scriptdeck.core.contract.i18n import translate

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the tool-call path)

if TYPE_CHECKING:
    from typing import Any


class LocalizedError(Exception):
    """``error`` and ``fix`` are English templates (``QT_TRANSLATE_NOOP``-marked) filled with ``args``."""

    context = "errors"

    def __init__(self, error: str, fix: str = "", **args: Any) -> None:
        self.template, self.fix_template, self.args_ = error, fix, args
        self.error = error.format(**args)
        self.fix = fix.format(**args)
        super().__init__(self.error)

    def message(self, lang: str) -> tuple[str, str]:
        """(error, fix) in ``lang``."""

        def render(template: str) -> str:
            return translate(self.context, template, lang).format(**self.args_) if template else ""

        return render(self.template), render(self.fix_template)

    def to_json(self) -> dict[str, Any]:
        return {"ok": False, "error": self.error, "fix": self.fix}
