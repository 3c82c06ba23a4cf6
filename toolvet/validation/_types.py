"""The values validation hands back: issues, repairs and schema errors, and the policy words."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Literal, get_args

from toolvet.validation._quote import quote

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
