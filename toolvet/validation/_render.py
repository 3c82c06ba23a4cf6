"""Turn paths, values, schemas and issues into the short sentences a model reads."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from typing import Any

from toolvet.validation._pointer import deref
from toolvet.validation._quote import quote
from toolvet.validation._types import RENAMED_KEY, Issue, Repair

_IDENTIFIER = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$-]*$")
_MAX_ENUM_VALUES = 50

FORMAT_EXAMPLES: dict[str, str] = {
    "date-time": "RFC 3339, e.g. 2025-01-31T09:30:00Z",
    "date": "YYYY-MM-DD, e.g. 2025-01-31",
    "time": "RFC 3339 time, e.g. 09:30:00Z",
    "duration": "ISO 8601 duration, e.g. P3DT4H",
    "email": "e.g. name@example.com",
    "idn-email": "e.g. name@example.com",
    "hostname": "e.g. api.example.com",
    "idn-hostname": "e.g. api.example.com",
    "ipv4": "e.g. 192.0.2.10",
    "ipv6": "e.g. 2001:db8::1",
    "uri": "an absolute URI, e.g. https://example.com/path",
    "uri-reference": "e.g. /path or https://example.com/path",
    "iri": "an absolute IRI, e.g. https://example.com/path",
    "iri-reference": "e.g. /path or https://example.com/path",
    "uri-template": "e.g. https://example.com/{id}",
    "uuid": "e.g. 123e4567-e89b-12d3-a456-426614174000",
    "json-pointer": "e.g. /items/0",
    "relative-json-pointer": "e.g. 0/name",
    "regex": "a valid regular expression",
}


def format_path(path: Sequence[str | int], *, root: str = "(arguments)") -> str:
    """`filters.kind`, `entities[0].name`, `tags["odd key"]`; the empty path is `root`. The
    one way toolvet writes a path in a document, for models (arguments) and people (config)."""
    if not path:
        return root
    out: list[str] = []
    for part in path:
        if isinstance(part, int):
            out.append(f"[{part}]")
        elif _IDENTIFIER.match(part):
            out.append(f".{part}" if out else part)
        else:
            out.append(f"[{json.dumps(part, ensure_ascii=False)}]")
    return "".join(out)


def json_type(value: Any) -> str:
    """The JSON Schema type name of a Python value."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "integer" if value.is_integer() else "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list | tuple):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def join_alternatives(items: Sequence[str], word: str = "or") -> str:
    items = list(dict.fromkeys(items))
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def describe_values(values: Sequence[Any]) -> str:
    shown = [quote(v, 40) for v in values[:_MAX_ENUM_VALUES]]
    more = len(values) - len(shown)
    text = ", ".join(shown)
    return f"{text} (+{more} more)" if more > 0 else text


def _number(n: Any) -> str:
    return quote(n, 30)


def describe_bounds(schema: dict[str, Any]) -> str:
    """`from 1 to 50`, `>= 0`, `< 10`, ... from a schema's numeric keywords ("" if none)."""
    low = schema.get("minimum")
    high = schema.get("maximum")
    xlow = schema.get("exclusiveMinimum")
    xhigh = schema.get("exclusiveMaximum")
    # Draft-04 spells exclusive bounds as booleans beside minimum/maximum.
    if xlow is True and low is not None:
        low, xlow = None, low
    if xhigh is True and high is not None:
        high, xhigh = None, high
    xlow = None if isinstance(xlow, bool) else xlow
    xhigh = None if isinstance(xhigh, bool) else xhigh
    if low is not None and high is not None:
        return f"from {_number(low)} to {_number(high)}"
    parts = []
    if low is not None:
        parts.append(f">= {_number(low)}")
    if xlow is not None:
        parts.append(f"> {_number(xlow)}")
    if high is not None:
        parts.append(f"<= {_number(high)}")
    if xhigh is not None:
        parts.append(f"< {_number(xhigh)}")
    text = " and ".join(parts)
    if schema.get("multipleOf") is not None:
        text = (text + ", " if text else "") + f"a multiple of {_number(schema['multipleOf'])}"
    return text


def describe_format(name: str) -> str:
    example = FORMAT_EXAMPLES.get(name)
    return f"{name} ({example})" if example else name


def _schema_types(schema: dict[str, Any]) -> list[str]:
    declared = schema.get("type")
    if isinstance(declared, str):
        return [declared]
    if isinstance(declared, list):
        return [t for t in declared if isinstance(t, str)]
    return []


def describe_schema(schema: Any, depth: int = 0) -> str:
    """A compact description of what a schema accepts: `integer from 1 to 50`, `one of "a", "b"`."""
    if schema is True or schema == {}:
        return "any value"
    if schema is False:
        return "nothing (not allowed)"
    if not isinstance(schema, dict):
        return "a value"
    if "const" in schema:
        return f"exactly {quote(schema['const'], 40)}"
    if isinstance(schema.get("enum"), list):
        return f"one of {describe_values(schema['enum'])}"
    if depth < 2:
        for key in ("anyOf", "oneOf"):
            branches = schema.get(key)
            if isinstance(branches, list) and branches:
                return join_alternatives([describe_schema(b, depth + 1) for b in branches])
    types = _schema_types(schema)
    words: list[str] = []
    for t in types or [""]:
        words.append(_describe_typed(schema, t, depth))
    text = join_alternatives([w for w in words if w]) or "a value"
    return text


def brief_type(schema: Any, root: Any = None, depth: int = 0) -> str:
    """A schema's type in a word or two, for tables: `integer`, `date-time | null`, `object`.

    Local `$ref`s are followed within `root`; a string with a `format` is named by it.
    """
    schema = deref(root if root is not None else schema, schema)
    if not isinstance(schema, dict) or depth > 4:
        return "any"
    for key in ("anyOf", "oneOf"):
        branches = schema.get(key)
        if isinstance(branches, list) and branches:
            return " | ".join(dict.fromkeys(brief_type(b, root, depth + 1) for b in branches))
    words = [
        schema["format"] if t == "string" and isinstance(schema.get("format"), str) else t
        for t in _schema_types(schema)
    ]
    if words:
        return " | ".join(words)
    if "const" in schema or isinstance(schema.get("enum"), list):
        values = [schema["const"]] if "const" in schema else schema["enum"]
        return " | ".join(dict.fromkeys(json_type(v) for v in values))
    return "object" if "properties" in schema else "any"


def _describe_typed(schema: dict[str, Any], type_name: str, depth: int) -> str:
    if type_name in ("integer", "number"):
        bounds = describe_bounds(schema)
        return f"{type_name} {bounds}" if bounds else type_name
    if type_name == "string":
        extra = []
        if isinstance(schema.get("format"), str):
            extra.append(describe_format(schema["format"]))
        if isinstance(schema.get("pattern"), str):
            extra.append(f"matching /{schema['pattern']}/")
        if "minLength" in schema or "maxLength" in schema:
            extra.append(describe_length(schema))
        return "string" + (f" ({'; '.join(extra)})" if extra else "")
    if type_name == "array":
        items = schema.get("items")
        if isinstance(items, dict) and depth < 2:
            inner = describe_schema(items, depth + 1)
            if inner not in ("any value", "a value"):
                return f"array of {inner}"
        return "array"
    if type_name == "":
        if isinstance(schema.get("format"), str):
            return describe_format(schema["format"])
        if "properties" in schema:
            return "object"
        bounds = describe_bounds(schema)
        return f"number {bounds}" if bounds else ""
    return type_name


def describe_length(schema: dict[str, Any], unit: str = "characters") -> str:
    low = schema.get("minLength", schema.get("minItems", schema.get("minProperties")))
    high = schema.get("maxLength", schema.get("maxItems", schema.get("maxProperties")))
    if low is not None and high is not None:
        return f"{low} to {high} {unit}"
    if low is not None:
        return f"at least {low} {unit}"
    if high is not None:
        return f"at most {high} {unit}"
    return ""


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def render_issue_line(issue: Issue) -> str:
    return f"- {format_path(issue.path)}: {issue.message}"


def describe_repair(repair: Repair) -> str:
    """What a repair does, in a few words: `"10" is read as 10`, `read as 'limit'`."""
    if repair.code == RENAMED_KEY:
        return f"read as '{repair.after}'"
    if repair.drops:
        return f"{quote(repair.before, 40)} is dropped"
    return f"{quote(repair.before, 40)} is read as {quote(repair.after, 40)}"


def render_message(
    issues: Iterable[Issue],
    warnings: Iterable[Issue] = (),
    *,
    tool: str | None = None,
    subject: str = "arguments",
    repairs: Iterable[Repair] = (),
) -> str:
    """Every issue on its own line under a one-line header; warnings after; "" if neither.

    `subject` names what was checked: "arguments" (ending with a call to fix them) or, say,
    "structuredContent" for a tool's result. `repairs` are those toolvet makes once the issues
    are fixed: named on one line of their own, so a model does not take them for problems.
    """
    issues = list(issues)
    warnings = list(warnings)
    if not issues and not warnings:
        return ""
    target = f" for tool '{tool}'" if tool else ""
    lines: list[str] = []
    if issues:
        lines.append(f"Invalid {subject}{target} ({_plural(len(issues), 'problem')}):")
        lines.extend(render_issue_line(i) for i in issues)
    if warnings:
        lines.append(f"Warnings{target}:" if not issues else "Also:")
        lines.extend(render_issue_line(w) for w in warnings)
    repairs = list(repairs) if issues else []
    if repairs:
        done = ", ".join(f"{format_path(r.path)} ({describe_repair(r)})" for r in repairs)
        lines.append(f"Leave the rest as sent; toolvet repairs it: {done}.")
    if issues and subject == "arguments":
        lines.append("Fix these and call the tool again.")
    return "\n".join(lines)


def unknown_tool_message(name: str, available: Iterable[str], prefer: Sequence[str] = ()) -> str:
    """The message for a call to a tool that does not exist, naming the closest tools that do
    (`prefer`: the names to suggest first, such as the name a renamed tool is listed under)."""
    from toolvet.validation._names import closest_names

    available = list(available)
    near = list(prefer[:3]) or closest_names(name, available, n=3, cutoff=0.6)
    if near:
        return (
            f"Unknown tool '{name}'; did you mean "
            + join_alternatives([f"'{n}'" for n in near])
            + "?"
        )
    if available:
        shown = ", ".join(f"'{n}'" for n in sorted(available)[:20])
        more = f" (+{len(available) - 20} more)" if len(available) > 20 else ""
        return f"Unknown tool '{name}'. The available tools are {shown}{more}."
    return f"Unknown tool '{name}'. No tools are available."
