"""What a request of the 2026-07-28 era must carry: the envelope in its `_meta`, a method the era
has, and, over HTTP, headers that agree with its body (the spec's "Server Validation")."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from mcp import types

from toolvet.protocol import eras as era
from toolvet.protocol.headers import METHOD_HEADER, NAME_HEADER, PROTOCOL_HEADER
from toolvet.search import CALL_TOOL
from toolvet.validation import decode_header_value, param_header_mismatch

ROUTING_HEADERS = frozenset({PROTOCOL_HEADER, METHOD_HEADER, NAME_HEADER})
ALL_VERSIONS = (*era.LEGACY_PROTOCOL_VERSIONS, *era.MODERN_PROTOCOL_VERSIONS)
# The HTTP status of a modern request's error answer, by JSON-RPC code (the SDKs' table).
ERROR_STATUS = {
    types.PARSE_ERROR: 400,
    types.INVALID_REQUEST: 400,
    era.INVALID_PARAMS: 400,
    era.HEADER_MISMATCH: 400,
    era.MISSING_REQUIRED_CLIENT_CAPABILITY: 400,
    era.UNSUPPORTED_PROTOCOL_VERSION: 400,
    era.METHOD_NOT_FOUND: 404,
}

# Methods of the legacy era that 2026-07-28 removed: a modern client is told they do not exist.
LEGACY_ONLY_METHODS = frozenset(
    {"initialize", "ping", "logging/setLevel", "resources/subscribe", "resources/unsubscribe"}
)


def modern_refusal(method: str, params: dict[str, Any]) -> tuple[int, str, Any] | None:
    """Why a request of a modern client cannot be served (code, message, data), or None: its
    envelope must name a version toolvet serves and carry the client's capabilities, and the
    method must exist in that era."""
    meta = era.meta_of(params)
    missing = [
        key
        for key in (era.PROTOCOL_VERSION_META_KEY, era.CLIENT_CAPABILITIES_META_KEY)
        if key not in meta
    ]
    if missing:
        return (
            types.INVALID_PARAMS,
            f"params._meta is missing {', '.join(repr(k) for k in missing)}: every request of"
            " protocol 2026-07-28 carries them",
            None,
        )
    version = meta[era.PROTOCOL_VERSION_META_KEY]
    if not isinstance(version, str):
        return types.INVALID_PARAMS, "the protocol version in params._meta must be a string", None
    served = list(era.MODERN_PROTOCOL_VERSIONS)
    if version not in served or method == "initialize":
        what = (
            "initialize belongs to the legacy era; this connection speaks"
            if method == "initialize"
            else f"Unsupported protocol version {version!r}; supported:"
        )
        return (
            era.UNSUPPORTED_PROTOCOL_VERSION,
            f"{what} {', '.join(served)}",
            {"supported": served, "requested": version},
        )
    if not isinstance(meta[era.CLIENT_CAPABILITIES_META_KEY], dict):
        return (
            types.INVALID_PARAMS,
            "the client capabilities in params._meta must be an object",
            None,
        )
    level = meta.get(era.LOG_LEVEL_META_KEY)
    if level is not None and level not in era.LOG_LEVELS:
        return (
            types.INVALID_PARAMS,
            f"log level {level!r} is not one of {', '.join(era.LOG_LEVELS)}",
            None,
        )
    if method in LEGACY_ONLY_METHODS:
        return (
            types.METHOD_NOT_FOUND,
            f"Method not found: {method} does not exist in protocol {version}",
            None,
        )
    return None


def header_mismatch(
    message: dict[str, Any],
    headers: Mapping[str, str],
    repeated: frozenset[str],
    header_fields: Mapping[tuple[str, ...], tuple[str, str]] | None,
) -> str | None:
    """How a modern request's headers (lower-case names; `repeated`: those sent more than once)
    disagree with its body, or None. `header_fields`: the `x-mcp-header` fields of the tool a
    `tools/call` names, if any. A request whose envelope is incomplete is left to
    `modern_refusal` (-32602)."""
    params = message.get("params")
    if not isinstance(params, dict):
        params = {}
    meta = era.meta_of(params)
    if era.PROTOCOL_VERSION_META_KEY not in meta or era.CLIENT_CAPABILITIES_META_KEY not in meta:
        return None
    if repeated & ROUTING_HEADERS:
        return f"Header mismatch: {', '.join(sorted(repeated & ROUTING_HEADERS))} appears more than once"
    method = message["method"]
    body_version = meta[era.PROTOCOL_VERSION_META_KEY]
    if headers.get(PROTOCOL_HEADER) != body_version:
        return (
            f"Header mismatch: MCP-Protocol-Version is {headers.get(PROTOCOL_HEADER)!r} but"
            f" params._meta names {body_version!r}"
        )
    if headers.get(METHOD_HEADER) != method:
        sent = headers.get(METHOD_HEADER)
        what = "missing" if sent is None else f"{sent!r}"
        return f"Header mismatch: Mcp-Method is {what} but the body's method is {method!r}"
    named = era.NAMED_PARAM.get(method)
    value = params.get(named) if named is not None else None
    if isinstance(value, str):
        sent = headers.get(NAME_HEADER)
        if sent is None:
            return f"Header mismatch: Mcp-Name is missing; the body's {named} is {value!r}"
        decoded = decode_header_value(sent)
        if decoded != value:
            return f"Header mismatch: Mcp-Name is {decoded!r} but the body's {named} is {value!r}"
    # Mcp-Param-* headers a tool does not declare are ignored, as the spec says.
    if method == "tools/call" and header_fields:
        problem = param_header_mismatch(header_fields, params.get("arguments"), headers, repeated)
        if problem is not None:
            return f"Header mismatch: {problem}"
    return None


def call_tool_header_mismatch(
    message: dict[str, Any],
    headers: Mapping[str, str],
    repeated: frozenset[str],
    header_fields_of: Callable[[str], Mapping[tuple[str, ...], tuple[str, str]] | None],
) -> str | None:
    """How the `Mcp-Param-*` headers of a modern `call_tool` request disagree with the arguments
    of the tool it calls, or None. Its body and `Mcp-Name` name call_tool, whose schema declares
    no header; the tool it calls and that tool's arguments are inside. So the headers of that
    tool's `x-mcp-header` fields a client leaves out are taken from the arguments (as toolvet
    sends them upstream), and those it sends must agree with them, as on a direct call."""
    params = message.get("params")
    if message.get("method") != "tools/call" or not isinstance(params, dict):
        return None
    wrapped = params.get("arguments")
    if params.get("name") != CALL_TOOL or not isinstance(wrapped, dict):
        return None
    name = wrapped.get("name")
    fields = header_fields_of(name) if isinstance(name, str) else None
    sent = {path: field for path, field in (fields or {}).items() if field[0].lower() in headers}
    problem = param_header_mismatch(sent, wrapped.get("arguments"), headers, repeated)
    if problem is None:
        return None
    return f"Header mismatch: {problem} (the arguments of {name!r}, called through call_tool)"


def unsessioned_refusal(
    message: dict[str, Any], version: str | None
) -> tuple[int, str, Any] | None:
    """Why a request that is neither `initialize` nor in a session, nor marked 2026-07-28 by its
    header, is refused: it names a version toolvet does not serve, or carries the 2026-07-28
    envelope without the header. None leaves it to the session checks."""
    if version is not None and version not in ALL_VERSIONS:
        served = list(era.MODERN_PROTOCOL_VERSIONS)
        return (
            era.UNSUPPORTED_PROTOCOL_VERSION,
            f"Unsupported protocol version {version!r}; supported: {', '.join(served)}"
            " (or the initialize handshake, for earlier versions)",
            {"supported": served, "requested": version},
        )
    meta = era.meta_of(message.get("params") if isinstance(message.get("params"), dict) else None)
    body_version = meta.get(era.PROTOCOL_VERSION_META_KEY)
    if body_version in era.MODERN_PROTOCOL_VERSIONS:
        sent = "missing" if version is None else f"{version!r}"
        return (
            era.HEADER_MISMATCH,
            f"Header mismatch: MCP-Protocol-Version is {sent} but params._meta names {body_version!r}",
            None,
        )
    return None
