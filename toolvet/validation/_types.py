"""The values validation hands back: issues, repairs, results and schema errors."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Literal, get_args

Path = tuple[str | int, ...]

# The policy vocabulary, defined here once: servers.json (toolvet.config), the middleware and the
# validation core all spell a policy value with these.
ModePolicy = Literal["enforce", "warn", "off"]
RepairPolicy = Literal["off", "safe", "lenient"]
UnknownArgumentsPolicy = Literal["allow", "suggest", "reject"]
FormatsPolicy = Literal["assert", "annotate"]
InvalidSchemaPolicy = Literal["pass", "block"]

REPAIR_POLICIES: tuple[str, ...] = get_args(RepairPolicy)
UNKNOWN_ARGUMENTS_POLICIES: tuple[str, ...] = get_args(UnknownArgumentsPolicy)
FORMATS_POLICIES: tuple[str, ...] = get_args(FormatsPolicy)

# Longest JSON text of an offending value kept in structured output before it is quoted short.
_MAX_GOT_CHARS = 200


@dataclass(frozen=True, slots=True)
class Issue:
    """One problem with the arguments: where, what kind, the sentence a model reads."""

    path: Path
    code: str
    message: str
    expected: str | None = None
    got: Any = None

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready form, for `_meta` and audit logs (long values are shortened)."""
        got = self.got
        try:
            if len(json.dumps(got, ensure_ascii=False, default=str)) > _MAX_GOT_CHARS:
                from toolvet.validation._render import quote

                got = quote(got)
        except (TypeError, ValueError):
            got = repr(got)
        return {
            "path": list(self.path),
            "code": self.code,
            "message": self.message,
            "expected": self.expected,
            "got": got,
        }


@dataclass(frozen=True, slots=True)
class Repair:
    """One change made to invalid arguments, where exactly one reading was possible."""

    path: Path
    code: str
    before: Any
    after: Any

    def to_dict(self) -> dict[str, Any]:
        return {
            "path": list(self.path),
            "code": self.code,
            "before": self.before,
            "after": self.after,
        }


class SchemaError(ValueError):
    """The schema itself cannot be used: invalid, an unsupported dialect, or a network `$ref`."""

    def __init__(self, code: str, message: str, path: Path = ()) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.path = path

    def __reduce__(self) -> tuple[Any, ...]:
        return (SchemaError, (self.code, self.message, self.path))


class ValidationResult:
    """The verdict on one set of arguments.

    `arguments` is what would be forwarded: the caller's own object, untouched, when it was
    valid, or a repaired copy. `message` is the text a model reads ("" when there is nothing
    to say). Treat it as read-only. A plain slotted class: built on every call, it must be cheap.
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
        from toolvet.validation._render import render_message

        return render_message(self.issues, self.warnings, tool=tool)

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
