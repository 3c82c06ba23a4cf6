"""The verdict on one set of arguments: what validation hands back for each call."""

from __future__ import annotations

from typing import Any

from toolvet.validation._render import render_message
from toolvet.validation._types import Issue, Repair, SchemaError


class ValidationResult:
    """The verdict on one set of arguments.

    `arguments` is what would be forwarded: the caller's own object, untouched, when it was
    valid, or a repaired copy. `repairs` are the changes made to it; on invalid arguments
    (`arguments` is then the caller's own), those toolvet would make once the issues are
    fixed. `message` is the text a model reads ("" when there is nothing to say). Treat it
    as read-only. A plain slotted class: built on every call, it must be cheap.
    """

    __slots__ = ("arguments", "issues", "message", "ok", "repairs", "schema_error", "warnings")

    def __init__(
        self,
        ok: bool,
        arguments: Any,
        issues: list[Issue] | None = None,
        repairs: list[Repair] | None = None,
        warnings: list[Issue] | None = None,
        message: str = "",
        schema_error: SchemaError | None = None,
    ) -> None:
        self.ok = ok
        self.arguments = arguments
        self.issues: list[Issue] = issues if issues is not None else []
        self.repairs: list[Repair] = repairs if repairs is not None else []
        self.warnings: list[Issue] = warnings if warnings is not None else []
        self.message = message
        self.schema_error = schema_error

    def __repr__(self) -> str:
        return (
            f"ValidationResult(ok={self.ok!r}, arguments={self.arguments!r}, issues={self.issues!r}, "
            f"repairs={self.repairs!r}, warnings={self.warnings!r})"
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ValidationResult):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self.__slots__)

    __hash__ = None  # type: ignore[assignment]

    @property
    def repaired(self) -> bool:
        return bool(self.repairs) and self.ok

    def message_for(self, tool: str) -> str:
        """The model-facing message with the tool named in its first line."""
        return render_message(
            self.issues, self.warnings, tool=tool, repairs=() if self.ok else self.repairs
        )

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready summary (without the arguments), for `_meta` and logs."""
        out: dict[str, Any] = {
            "ok": self.ok,
            "issues": [i.to_dict() for i in self.issues],
            "repairs": [r.to_dict() for r in self.repairs],
            "warnings": [w.to_dict() for w in self.warnings],
        }
        if self.schema_error is not None:
            out["schema_error"] = {
                "code": self.schema_error.code,
                "message": self.schema_error.message,
            }
        return out
