"""Checks beyond the schema: FieldRule, leaked LangChain ids, and dropping empty values a schema rejects."""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass
from typing import Any, Literal

from toolvet.validation import Issue, Repair, ValidationResult, format_path

ExtraValidator = Callable[[str, dict[str, Any]], list[str]]
"""A domain check: given (tool name, arguments), the problems found (empty when none)."""

DEFAULT_PLACEHOLDER_STRINGS: frozenset[str] = frozenset({"none", "null", "undefined", '""', "''"})
"""Strings treated as empty with `strip_placeholder_strings=True` (compared stripped, casefolded)."""

_MISSING = object()
_MAX_STRIP_ROUNDS = 4


@dataclass(frozen=True)
class FieldRule:
    """A check on the value(s) at a path in a tool's arguments; an `extra_validators` callable.

    - `path`: dotted keys; `*` fans out over a list's elements or a dict's values
      (`"numbers.*"`, `"config.thresholds.*"`). `*` on anything else matches nothing.
    - `check`: the predicate each value must satisfy (a check that raises counts as failed).
    - `error`: the message, or a callable taking the offending value.
    - `tools`: the tool names the rule applies to; None for every tool.
    - `when_missing`: `"skip"` (the schema's `required` owns presence) or `"error"`.

    Called as `rule(tool_name, args)` it returns strings, like any extra validator; toolvet's
    middleware calls `rule.issues(tool_name, args)` so each problem is reported at its path.
    """

    path: str
    check: Callable[[Any], bool]
    error: str | Callable[[Any], str]
    tools: Collection[str] | None = None
    when_missing: Literal["skip", "error"] = "skip"

    def __call__(self, tool_name: str, args: dict[str, Any]) -> list[str]:
        out = []
        for issue in self.issues(tool_name, args):
            if issue.code == "missing_required":
                out.append(f"Tool '{tool_name}' is missing required argument '{self.path}'.")
            else:
                out.append(
                    f"Tool '{tool_name}' argument '{format_path(issue.path)}': {issue.message}"
                )
        return out

    def issues(self, tool_name: str, args: dict[str, Any]) -> list[Issue]:
        """The problems this rule finds, each at the concrete path of the offending value."""
        if self.tools is not None and tool_name not in self.tools:
            return []
        found: list[Issue] = []
        matched = False
        for location, value in _walk(args, self.path.split(".") if self.path else [], ()):
            matched = True
            if not _passes(self.check, value):
                found.append(Issue(location, "rule", self._message(value), None, value))
        if not matched and self.when_missing == "error":
            location = tuple(s for s in self.path.split(".") if s and s != "*")
            found.append(Issue(location, "missing_required", "missing required argument"))
        return found

    def _message(self, value: Any) -> str:
        return self.error(value) if callable(self.error) else self.error


def _passes(check: Callable[[Any], bool], value: Any) -> bool:
    try:
        return bool(check(value))
    except Exception:
        return False


def _walk(
    value: Any, segments: list[str], location: tuple[Any, ...]
) -> Iterator[tuple[tuple[Any, ...], Any]]:
    if not segments:
        yield location, value
        return
    head, rest = segments[0], segments[1:]
    if head == "*":
        if isinstance(value, dict):
            for key, item in value.items():
                yield from _walk(item, rest, (*location, key))
        elif isinstance(value, list):
            for index, item in enumerate(value):
                yield from _walk(item, rest, (*location, index))
        return
    if not isinstance(value, dict):
        return
    item = value.get(head, _MISSING)
    if item is not _MISSING:
        yield from _walk(item, rest, (*location, head))


_LANGCHAIN_ID = re.compile(
    r"^lc_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$", re.IGNORECASE
)


def detect_langchain_internal_ids(name: str, args: dict[str, Any]) -> list[str]:
    """Flag argument values that are LangChain message ids (`lc_<uuid>`), not data identifiers.

    Models sometimes copy these out of the message envelope. Use it as an extra validator:
    `ToolArgsValidationMiddleware(extra_validators=[detect_langchain_internal_ids])`.
    """
    errors = []
    for location, value in _strings(args, ()):
        if _LANGCHAIN_ID.match(value):
            errors.append(
                f"Tool '{name}' argument '{format_path(location)}' contains a LangChain internal "
                f"ID ('{value}'). That is a message id, not a data identifier: use only ids that "
                "appear in tool results."
            )
    return errors


def _strings(value: Any, location: tuple[Any, ...]) -> Iterator[tuple[tuple[Any, ...], str]]:
    if isinstance(value, str):
        yield location, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(item, (*location, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _strings(item, (*location, index))


def is_empty(value: Any, placeholders: frozenset[str] | None) -> bool:
    """None, {} or [] (or, when `placeholders` is given, a placeholder string such as "null")."""
    if value is None or value == {} or value == []:
        return True
    return (
        placeholders is not None
        and isinstance(value, str)
        and value.strip().casefold() in placeholders
    )


def strip_rejected_empty(
    validate: Callable[[Any], ValidationResult],
    arguments: Any,
    result: ValidationResult,
    placeholders: frozenset[str] | None,
) -> ValidationResult | None:
    """Drop the empty values the schema rejected, if that makes the call valid; else None.

    Only values an issue points at (or the nearest empty container above a missing key) are
    dropped, so a value the schema allows is never touched. Each drop is a `stripped_empty`
    repair; the result is validated again (with the usual safe repairs) before it counts.
    """
    current = arguments
    done: list[Repair] = []
    for _ in range(_MAX_STRIP_ROUNDS):
        paths = _empty_paths(current, result.issues, placeholders)
        if not paths:
            return None
        for path in paths:
            done.append(Repair(path, "stripped_empty", _lookup(current, path), None))
        current = _without(current, paths)
        result = validate(current)
        if result.ok:
            return ValidationResult(
                True,
                result.arguments,
                repairs=[*done, *result.repairs],
                warnings=result.warnings,
                message=result.message,
            )
    return None


def _lookup(document: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        found = (isinstance(document, dict) and part in document) or (
            isinstance(document, list) and isinstance(part, int) and 0 <= part < len(document)
        )
        if not found:
            return _MISSING
        document = document[part]
    return document


def _empty_paths(
    arguments: Any, issues: list[Issue], placeholders: frozenset[str] | None
) -> list[tuple[Any, ...]]:
    paths: list[tuple[Any, ...]] = []
    for issue in issues:
        path = tuple(issue.path)
        for end in range(len(path), 0, -1):
            value = _lookup(arguments, path[:end])
            if value is _MISSING:
                continue
            if is_empty(value, placeholders):
                paths.append(path[:end])
            break
    # Outermost first, each once; a path inside one already dropped goes with it.
    unique: list[tuple[Any, ...]] = []
    for path in sorted(set(paths), key=len):
        if not any(path[: len(p)] == p for p in unique):
            unique.append(path)
    return unique


def _without(document: Any, paths: list[tuple[Any, ...]]) -> Any:
    """A copy of `document` without the values at `paths` (copied only along those paths)."""
    if not paths:
        return document
    if isinstance(document, dict):
        out = dict(document)
        for key in {p[0] for p in paths}:
            inner = [p[1:] for p in paths if p[0] == key]
            if any(not p for p in inner):
                out.pop(key, None)
            elif key in out:
                out[key] = _without(out[key], inner)
        return out
    if isinstance(document, list):
        dropped = {p[0] for p in paths if len(p) == 1}
        out_list = []
        for index, item in enumerate(document):
            if index in dropped:
                continue
            inner = [p[1:] for p in paths if p[0] == index and len(p) > 1]
            out_list.append(_without(item, inner) if inner else item)
        return out_list
    return document
