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


# Repairs that remove a value rather than change it: they have no `after`.
DROPPING_REPAIRS = frozenset({"dropped_null", "stripped_empty"})
# A misspelled argument name given its declared spelling: `before` and `after` are the names.
RENAMED_KEY = "renamed_key"


@dataclass(frozen=True, slots=True)
class Repair:
    """One change made to the arguments, where exactly one reading was possible.

    `before` is the value sent at `path` and `after` the value sent on; for `renamed_key` they
    are the argument's name as sent and as declared; a dropping repair (`dropped_null`) has no
    `after`: its value is gone.
    """

    path: Path
    code: str
    before: Any
    after: Any

    @property
    def drops(self) -> bool:
        return self.code in DROPPING_REPAIRS

    @property
    def path_after(self) -> Path:
        """Where the value is once repaired: a renamed argument's new path."""
        if self.code == RENAMED_KEY:
            return (*self.path[:-1], self.after)
        return self.path

    def to_dict(self) -> dict[str, Any]:
        out = {"path": list(self.path), "code": self.code, "before": self.before}
        if not self.drops:
            out["after"] = self.after
        return out


class SchemaError(ValueError):
    """The schema itself cannot be used: invalid, an unsupported dialect, or a network `$ref`."""

    def __init__(self, code: str, message: str, path: Path = ()) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.path = path

    def __reduce__(self) -> tuple[Any, ...]:
        return (SchemaError, (self.code, self.message, self.path))
