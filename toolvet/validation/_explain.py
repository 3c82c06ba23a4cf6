"""Turn the engine's validation errors into Issues: a stable code, the path, what was expected, what was got."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from toolvet.validation._names import closest_names
from toolvet.validation._pointer import deref, schema_at
from toolvet.validation._quote import quote
from toolvet.validation._render import (
    describe_bounds,
    describe_format,
    describe_schema,
    describe_values,
    format_path,
    join_alternatives,
    json_type,
)
from toolvet.validation._types import Issue, Path

if TYPE_CHECKING:
    from jsonschema_rs import ValidationError


@dataclass(slots=True)
class Finding:
    """An Issue plus what repairs need to know: the types or values that would be accepted there."""

    issue: Issue
    types: frozenset[str] = field(default_factory=frozenset)
    options: tuple[Any, ...] = ()


def _got(value: Any) -> str:
    return quote(value)


def _got_typed(value: Any) -> str:
    return f"{quote(value)} ({json_type(value)})"


def _mismatch(path: Path, code: str, expected: str, value: Any) -> Issue:
    """The issue of a value that is not what its keyword expects: "expected X, got Y"."""
    return Issue(path, code, f"expected {expected}, got {_got(value)}", expected, value)


def explain(errors: list[ValidationError], root: Any) -> list[Finding]:
    """Findings for a list of engine errors, `anyOf`/`oneOf` reduced to their most relevant branch."""
    findings: list[Finding] = []
    seen: set[tuple[Path, str, str]] = set()
    for error in errors:
        for finding in _explain_one(error, root):
            key = (finding.issue.path, finding.issue.code, finding.issue.message)
            if key not in seen:
                seen.add(key)
                findings.append(finding)
    return findings


def _parent_schema(root: Any, error: ValidationError) -> Any:
    location = list(error.schema_path)
    return schema_at(root, location[:-1]) if location else root


def _explain_one(error: ValidationError, root: Any) -> list[Finding]:
    kind = error.kind
    name = kind.name
    path: Path = tuple(error.instance_path)
    value = error.instance
    handler = _HANDLERS.get(type(kind).__name__) or _HANDLERS.get(name)
    if handler is not None:
        return handler(error, kind, path, value, root)
    return [Finding(Issue(path, _slug(name), _first_line(error.message), None, value))]


def _slug(name: str) -> str:
    out = []
    for ch in name:
        if ch.isupper():
            out.append("_" + ch.lower())
        else:
            out.append(ch)
    return "".join(out).strip("_")


def _first_line(text: str) -> str:
    return text.split("\n", 1)[0]


def _type(error: ValidationError, kind: Any, path: Path, value: Any, root: Any) -> list[Finding]:
    types = [str(t) for t in kind.types]
    parent = _parent_schema(root, error)
    expected = describe_schema(parent) if isinstance(parent, dict) else join_alternatives(types)
    if expected in ("a value", "any value"):
        expected = join_alternatives(types)
    message = f"expected {expected}, got {_got_typed(value)}"
    return [Finding(Issue(path, "type", message, expected, value), types=frozenset(types))]


def _required(
    error: ValidationError, kind: Any, path: Path, value: Any, root: Any
) -> list[Finding]:
    prop = str(kind.property)
    parent = _parent_schema(root, error)
    expected = None
    if isinstance(parent, dict) and isinstance(parent.get("properties"), dict):
        sub = parent["properties"].get(prop)
        if sub is not None:
            expected = describe_schema(deref(root, sub))
            if expected in ("any value", "a value"):
                expected = None
    keyword = str(list(error.schema_path)[-1]) if list(error.schema_path) else "required"
    if keyword in ("dependentRequired", "dependencies"):
        message = "missing; it is required when the object has the keys it depends on"
    else:
        message = "missing required argument"
    if expected:
        message += f" (expected {expected})"
    if isinstance(value, dict):
        near = closest_names(prop, [k for k in value if isinstance(k, str)], n=1)
        if near:
            message += f"; '{near[0]}' was given: did you mean '{prop}'?"
    return [Finding(Issue((*path, prop), "missing_required", message, expected, None))]


def _enum(error: ValidationError, kind: Any, path: Path, value: Any, root: Any) -> list[Finding]:
    options = tuple(kind.options)
    expected = f"one of {describe_values(options)}"
    return [Finding(_mismatch(path, "enum", expected, value), options=options)]


def _const(error: ValidationError, kind: Any, path: Path, value: Any, root: Any) -> list[Finding]:
    expected_value = kind.expected_value
    expected = f"exactly {quote(expected_value, 40)}"
    return [Finding(_mismatch(path, "const", expected, value), options=(expected_value,))]


def _range(error: ValidationError, kind: Any, path: Path, value: Any, root: Any) -> list[Finding]:
    parent = _parent_schema(root, error)
    bounds = describe_bounds(parent) if isinstance(parent, dict) else ""
    if not bounds:
        symbol = {
            "minimum": ">=",
            "maximum": "<=",
            "exclusiveMinimum": ">",
            "exclusiveMaximum": "<",
        }[kind.name]
        bounds = f"{symbol} {quote(kind.limit, 30)}"
    type_name = (
        "integer" if isinstance(parent, dict) and parent.get("type") == "integer" else "number"
    )
    expected = f"{type_name} {bounds}"
    return [Finding(_mismatch(path, "range", expected, value))]


def _multiple_of(
    error: ValidationError, kind: Any, path: Path, value: Any, root: Any
) -> list[Finding]:
    expected = f"a multiple of {quote(kind.multiple_of, 30)}"
    return [Finding(_mismatch(path, "multiple_of", expected, value))]


_SIZE_WORDS = {
    "minLength": ("length", "at least {} characters", "characters"),
    "maxLength": ("length", "at most {} characters", "characters"),
    "minItems": ("item_count", "at least {} items", "items"),
    "maxItems": ("item_count", "at most {} items", "items"),
    "minProperties": ("property_count", "at least {} properties", "properties"),
    "maxProperties": ("property_count", "at most {} properties", "properties"),
}


def _size(error: ValidationError, kind: Any, path: Path, value: Any, root: Any) -> list[Finding]:
    code, template, unit = _SIZE_WORDS[kind.name]
    expected = template.format(kind.limit)
    count = len(value) if isinstance(value, str | list | dict) else None
    got = f"{count} {unit}" if count is not None else _got(value)
    if isinstance(value, str):
        got += f": {_got(value)}"
    return [Finding(Issue(path, code, f"expected {expected}, got {got}", expected, value))]


def _pattern(error: ValidationError, kind: Any, path: Path, value: Any, root: Any) -> list[Finding]:
    expected = f"a string matching /{kind.pattern}/"
    return [Finding(_mismatch(path, "pattern", expected, value))]


def _format(error: ValidationError, kind: Any, path: Path, value: Any, root: Any) -> list[Finding]:
    expected = f"a valid {describe_format(str(kind.format))}"
    return [Finding(_mismatch(path, "format", expected, value))]


def _unexpected(
    error: ValidationError, kind: Any, path: Path, value: Any, root: Any
) -> list[Finding]:
    parent = _parent_schema(root, error)
    declared: list[str] = []
    if isinstance(parent, dict) and isinstance(parent.get("properties"), dict):
        declared = list(parent["properties"])
    present = value if isinstance(value, dict) else {}
    findings = []
    for key in kind.unexpected:
        key = str(key)
        absent = [d for d in declared if d not in present]
        findings.append(
            Finding(unknown_argument_issue((*path, key), present.get(key), absent, declared))
        )
    return findings


def unknown_argument_issue(path: Path, value: Any, absent: list[str], declared: list[str]) -> Issue:
    """The issue for an undeclared key, naming the declared names it is closest to that the
    call left out."""
    near = closest_names(str(path[-1]), absent)
    if near:
        meant = join_alternatives([f"'{n}'" for n in near])
        message = f"unknown argument; did you mean {meant}?"
        expected = meant
    elif declared:
        shown = ", ".join(f"'{d}'" for d in declared[:12])
        more = f" (+{len(declared) - 12} more)" if len(declared) > 12 else ""
        message = f"unknown argument; the declared ones are {shown}{more}"
        expected = "a declared argument"
    else:
        message = "unknown argument; no arguments are allowed here"
        expected = "no extra arguments"
    return Issue(path, "unknown_argument", message, expected, value)


def _false_schema(
    error: ValidationError, kind: Any, path: Path, value: Any, root: Any
) -> list[Finding]:
    if path and isinstance(path[-1], int):
        message = f"unexpected item at position {path[-1]}, got {_got(value)}"
        code = "unexpected_item"
    elif path:
        message = f"not allowed here, got {_got(value)}"
        code = "not_allowed"
    else:
        message = "no value is allowed by the schema"
        code = "not_allowed"
    return [Finding(Issue(path, code, message, "nothing", value))]


def _additional_items(
    error: ValidationError, kind: Any, path: Path, value: Any, root: Any
) -> list[Finding]:
    return [
        Finding(
            Issue(path, "unexpected_item", "has more items than the schema allows", None, value)
        )
    ]


def _not(error: ValidationError, kind: Any, path: Path, value: Any, root: Any) -> list[Finding]:
    expected = f"anything but {describe_schema(kind.schema)}"
    return [Finding(_mismatch(path, "not", expected, value))]


def _unique(error: ValidationError, kind: Any, path: Path, value: Any, root: Any) -> list[Finding]:
    message = f"expected unique items, got duplicates in {_got(value)}"
    return [Finding(Issue(path, "unique_items", message, "unique items", value))]


def _contains(
    error: ValidationError, kind: Any, path: Path, value: Any, root: Any
) -> list[Finding]:
    parent = _parent_schema(root, error)
    inner = (
        describe_schema(parent.get("contains")) if isinstance(parent, dict) else "a matching item"
    )
    low = parent.get("minContains") if isinstance(parent, dict) else None
    high = parent.get("maxContains") if isinstance(parent, dict) else None
    if high is not None and low is not None:
        count = f"{low} to {high} items"
    elif high is not None:
        count = f"at most {high} items"
    elif low is not None:
        count = f"at least {low} items"
    else:
        count = "at least one item"
    expected = f"{count} that are {inner}"
    return [Finding(_mismatch(path, "contains", expected, value))]


def _property_names(
    error: ValidationError, kind: Any, path: Path, value: Any, root: Any
) -> list[Finding]:
    message = f"has a key that is not an allowed name: {_first_line(str(kind.error))}"
    return [Finding(Issue(path, "property_name", message, None, value))]


def _pattern_timeout(
    error: ValidationError, kind: Any, path: Path, value: Any, root: Any
) -> list[Finding]:
    message = (
        "could not be checked against the schema's pattern within the matching limit "
        f"({_first_line(error.message)}); send a shorter or simpler value"
    )
    return [Finding(Issue(path, "pattern_timeout", message, None, value))]


def _referencing(
    error: ValidationError, kind: Any, path: Path, value: Any, root: Any
) -> list[Finding]:
    message = f"the tool's schema cannot be resolved: {_first_line(error.message)}"
    return [Finding(Issue(path, "invalid_schema", message, None, value))]


def _branches(
    error: ValidationError, kind: Any, path: Path, value: Any, root: Any
) -> list[Finding]:
    """`anyOf` / `oneOf`: explain the most relevant branch, or name every type when none fits."""
    keyword = kind.name
    branches = [list(b) for b in kind.context]
    if keyword == "oneOf" and any(not b for b in branches):
        matching = sum(1 for b in branches if not b)
        message = (
            f"matches {matching} of the alternatives, but exactly one must match; got {_got(value)}"
        )
        return [Finding(Issue(path, "one_of_ambiguous", message, "exactly one alternative", value))]
    ranked = sorted(range(len(branches)), key=lambda i: _relevance(branches[i], path))
    fitting = [i for i in ranked if not _mismatched_at(branches[i], path)]
    if fitting:
        return explain(branches[fitting[0]], root)
    parent = _parent_schema(root, error)
    alternatives = parent.get(keyword) if isinstance(parent, dict) else None
    if isinstance(alternatives, list) and alternatives:
        expected = join_alternatives([describe_schema(deref(root, b)) for b in alternatives])
    else:
        expected = "one of the alternatives"
    types: set[str] = set()
    options: list[Any] = []
    for branch in branches:
        for sub in branch:
            if tuple(sub.instance_path) != path:
                continue
            if sub.kind.name == "type":
                types.update(str(t) for t in sub.kind.types)
            elif sub.kind.name == "enum":
                options.extend(sub.kind.options)
            elif sub.kind.name == "const":
                options.append(sub.kind.expected_value)
    code = "type" if types and not options else "enum" if options and not types else "any_of"
    message = f"expected {expected}, got {_got_typed(value)}"
    return [Finding(Issue(path, code, message, expected, value), frozenset(types), tuple(options))]


def _mismatched_at(branch: list[Any], path: Path) -> bool:
    """A branch for another kind of value: its type, const or enum already fails at the value itself."""
    return any(
        tuple(e.instance_path) == path and e.kind.name in ("type", "const", "enum", "falseSchema")
        for e in branch
    )


def _relevance(branch: list[Any], path: Path) -> tuple[int, int, int]:
    # Fewer wrong discriminators (const/enum one level down), then fewer errors, then deeper ones.
    discriminators = sum(
        1
        for e in branch
        if e.kind.name in ("const", "enum") and len(e.instance_path) == len(path) + 1
    )
    deepest = max((len(e.instance_path) for e in branch), default=0)
    return (discriminators, len(branch), -deepest)


_HANDLERS = {
    "type": _type,
    "required": _required,
    "enum": _enum,
    "const": _const,
    "minimum": _range,
    "maximum": _range,
    "exclusiveMinimum": _range,
    "exclusiveMaximum": _range,
    "multipleOf": _multiple_of,
    "minLength": _size,
    "maxLength": _size,
    "minItems": _size,
    "maxItems": _size,
    "minProperties": _size,
    "maxProperties": _size,
    "pattern": _pattern,
    "format": _format,
    "additionalProperties": _unexpected,
    "unevaluatedProperties": _unexpected,
    "falseSchema": _false_schema,
    "additionalItems": _additional_items,
    "unevaluatedItems": _additional_items,
    "not": _not,
    "uniqueItems": _unique,
    "contains": _contains,
    "propertyNames": _property_names,
    # Engine failures are reported under the `pattern` name; their classes tell them apart.
    "BacktrackLimitExceeded": _pattern_timeout,
    "RegexEngineFailure": _pattern_timeout,
    "referencing": _referencing,
    "anyOf": _branches,
    "oneOf": _branches,
}

__all__ = ["Finding", "explain", "format_path", "unknown_argument_issue"]
