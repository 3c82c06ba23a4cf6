"""`x-mcp-header`: which tool arguments MCP 2026-07-28 mirrors into `Mcp-Param-*` HTTP headers.

A tool's inputSchema may mark a property with `"x-mcp-header": "Region"`; a client calling the
tool over streamable HTTP sends the argument's value as `Mcp-Param-Region`, and a server checks
that header against the body. The rules (what a valid annotation is, how values are written,
when a header and a body agree) follow the spec's "Custom Headers from Tool Parameters".
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator, Mapping
from typing import Any

ANNOTATION = "x-mcp-header"

# RFC 9110 token: the characters an HTTP field name may have.
_TOKEN = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
# What a header value may carry as it is: visible ASCII and space (tabs are written encoded).
_PLAIN = re.compile(r"[\x20-\x7E]*")
_SENTINEL = re.compile(r"=\?base64\?(?P<payload>.*)\?=", re.DOTALL)
_CANONICAL_DECIMAL = re.compile(r"-?[0-9]+(\.[0-9]+)?")
_MAX_SAFE_INTEGER = 2**53 - 1
_HEADER_TYPES = ("string", "integer", "boolean")

# Keywords whose values are schemas that are not reached by a chain of `properties` alone.
_ONE_SCHEMA = frozenset(
    {
        "items",
        "contains",
        "additionalItems",
        "unevaluatedItems",
        "additionalProperties",
        "unevaluatedProperties",
        "propertyNames",
        "not",
        "if",
        "then",
        "else",
        "contentSchema",
    }
)
_SCHEMA_LISTS = frozenset({"allOf", "anyOf", "oneOf", "prefixItems"})
_SCHEMA_MAPS = frozenset(
    {"patternProperties", "dependentSchemas", "$defs", "definitions", "dependencies"}
)


def _positions(root: Any) -> Iterator[tuple[tuple[str, ...] | None, dict[str, Any]]]:
    """Every schema in `root` with its chain of `properties` keys (None once off that chain)."""
    stack: list[tuple[tuple[str, ...] | None, Any]] = [((), root)]
    while stack:
        path, node = stack.pop()
        if not isinstance(node, dict):
            continue
        yield path, node
        for keyword, value in node.items():
            if keyword == "properties" and isinstance(value, dict):
                for name, child in value.items():
                    stack.append(((*path, name) if path is not None else None, child))
            elif keyword in _ONE_SCHEMA:
                stack.append((None, value))
            elif keyword in _SCHEMA_LISTS and isinstance(value, list):
                stack.extend((None, child) for child in value)
            elif keyword in _SCHEMA_MAPS and isinstance(value, dict):
                stack.extend((None, child) for child in value.values())


def header_problem(input_schema: Any) -> str | None:
    """Why the schema's `x-mcp-header` annotations break the spec's rules, or None when they keep them.

    A tool with such a schema must not be offered to clients (the spec obliges them to drop it).
    """
    seen: dict[str, str] = {}
    for path, schema in _positions(input_schema):
        if ANNOTATION not in schema:
            continue
        if not path:
            return (
                f"{ANNOTATION} is only allowed on a property reached from the root through"
                " 'properties' alone (not through items, anyOf/oneOf/allOf/not, if/then/else or $ref)"
            )
        where = ".".join(path)
        name = schema[ANNOTATION]
        if not isinstance(name, str):
            return f"property '{where}': {ANNOTATION} must be a string"
        if not _TOKEN.fullmatch(name):
            return f"property '{where}': {ANNOTATION} {name!r} is not a valid HTTP header name (RFC 9110 token)"
        kind = schema.get("type")
        if kind not in _HEADER_TYPES:
            return (
                f"property '{where}': {ANNOTATION} is only allowed on a property of type"
                f" string, integer or boolean, not {kind!r}"
            )
        if name.lower() in seen:
            return f"property '{where}': {ANNOTATION} {name!r} is already used by property '{seen[name.lower()]}'"
        seen[name.lower()] = where
    return None


def header_fields(input_schema: Any) -> dict[tuple[str, ...], tuple[str, str]]:
    """The annotated properties of a valid schema: path -> (header name, property type)."""
    return {
        path: ("Mcp-Param-" + schema[ANNOTATION], schema.get("type", ""))
        for path, schema in _positions(input_schema)
        if path and isinstance(schema.get(ANNOTATION), str)
    }


def encode_header_value(value: str) -> str:
    """A value as a header carries it: as it is when it is plain ASCII without edge spaces,
    else in the `=?base64?…?=` sentinel (so is a plain value that looks like the sentinel)."""
    if _PLAIN.fullmatch(value) and value == value.strip() and not _SENTINEL.fullmatch(value):
        return value
    return f"=?base64?{base64.b64encode(value.encode()).decode('ascii')}?="


def decode_header_value(value: str) -> str | None:
    """The value a header carries (the sentinel decoded); None when the sentinel is malformed."""
    match = _SENTINEL.fullmatch(value)
    if match is None:
        return value
    payload = match["payload"]
    try:
        data = base64.b64decode(payload, validate=True)
        if base64.b64encode(data).decode("ascii") != payload:
            return None  # not the canonical encoding of anything
        return data.decode()
    except (binascii.Error, UnicodeDecodeError):
        return None


def _rendered(value: Any) -> str | None:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int) and abs(value) <= _MAX_SAFE_INTEGER:
        return str(value)
    if isinstance(value, float) and value.is_integer() and abs(value) <= _MAX_SAFE_INTEGER:
        return str(int(value))
    if isinstance(value, str):
        return value
    return None


def _value_at(arguments: Any, path: tuple[str, ...]) -> Any:
    for key in path:
        if not isinstance(arguments, Mapping):
            return None
        arguments = arguments.get(key)
    return arguments


def param_headers(
    fields: Mapping[tuple[str, ...], tuple[str, str]], arguments: Any
) -> dict[str, str]:
    """The `Mcp-Param-*` headers a call with these arguments sends."""
    headers: dict[str, str] = {}
    for path, (name, _) in fields.items():
        rendered = _rendered(_value_at(arguments, path))
        if rendered is not None:
            headers[name] = encode_header_value(rendered)
    return headers


def _agrees(kind: str, value: Any, rendered: str, sent: str) -> bool:
    if (
        kind == "integer"
        and not isinstance(value, bool)
        and isinstance(value, int | float)
        and _CANONICAL_DECIMAL.fullmatch(sent)
    ):
        whole, _, fraction = sent.partition(".")
        return not fraction.strip("0") and int(whole) == value
    return sent == rendered


def param_header_mismatch(
    fields: Mapping[tuple[str, ...], tuple[str, str]],
    arguments: Any,
    headers: Mapping[str, str],
    repeated: frozenset[str] = frozenset(),
) -> str | None:
    """Why the request's `Mcp-Param-*` headers (keyed by lower-case name) disagree with its arguments,
    or None when every annotated argument and its header agree. `repeated`: header names the
    request carried more than once."""
    for path, (name, kind) in fields.items():
        header = name.lower()
        argument = ".".join(path)
        sent = headers.get(header)
        if sent is not None and header in repeated:
            return f"{name} appears more than once"
        value = _value_at(arguments, path)
        rendered = None if value is None else _rendered(value)
        if rendered is None:
            if sent is not None:
                return f"{name} is present but argument '{argument}' is not (or has no header form)"
            continue
        if sent is None:
            return f"{name} is missing; argument '{argument}' is {encode_header_value(rendered)!r}"
        decoded = decode_header_value(sent)
        if decoded is None:
            return f"{name} carries a malformed =?base64?…?= value"
        if not _agrees(kind, value, rendered, decoded):
            return f"{name} is {decoded!r} but argument '{argument}' is {rendered!r}"
    return None
