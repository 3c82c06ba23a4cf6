"""The two protocol eras: legacy (the `initialize` handshake, 2025-11-25 and before) and modern (the
per-request envelope, 2026-07-28). The SDK names the first "handshake"; toolvet says legacy, as its
config does (`"protocol": "legacy"`).

Versions, `_meta` keys and error codes come from `mcp-types` (the python SDK's wire package, which
depends only on pydantic and installs beside mcp 1.x), so they are never written again by hand.
"""

from __future__ import annotations

from typing import Any, Literal

from mcp_types import (
    CLIENT_CAPABILITIES_META_KEY,
    CLIENT_INFO_META_KEY,
    LOG_LEVEL_META_KEY,
    PROTOCOL_VERSION_META_KEY,
    SERVER_INFO_META_KEY,
)
from mcp_types.jsonrpc import (
    HEADER_MISMATCH,
    INVALID_PARAMS,
    METHOD_NOT_FOUND,
    MISSING_REQUIRED_CLIENT_CAPABILITY,
    UNSUPPORTED_PROTOCOL_VERSION,
)
from mcp_types.methods import CACHEABLE_METHODS, INPUT_REQUIRED_METHODS
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS as LEGACY_PROTOCOL_VERSIONS
from mcp_types.version import LATEST_HANDSHAKE_VERSION as LATEST_LEGACY_VERSION
from mcp_types.version import (
    LATEST_MODERN_VERSION,
    MODERN_PROTOCOL_VERSIONS,
)

Era = Literal["modern", "legacy"]
SUBSCRIPTION_ID_META_KEY = "io.modelcontextprotocol/subscriptionId"
ENVELOPE_KEYS = (
    PROTOCOL_VERSION_META_KEY,
    CLIENT_INFO_META_KEY,
    CLIENT_CAPABILITIES_META_KEY,
    LOG_LEVEL_META_KEY,
)
# Errors only a server of the modern era answers: positive evidence of the era in a probe.
MODERN_ERRORS = frozenset(
    {HEADER_MISMATCH, MISSING_REQUIRED_CLIENT_CAPABILITY, UNSUPPORTED_PROTOCOL_VERSION}
)
# Methods whose name or URI the Mcp-Name header carries, and the param it comes from.
NAMED_PARAM = {
    "tools/call": "name",
    "prompts/get": "name",
    "resources/read": "uri",
    # The tasks extension (SEP-2663, "Streamable HTTP: Routing Headers").
    "tasks/get": "taskId",
    "tasks/update": "taskId",
    "tasks/cancel": "taskId",
}
# What a modern result carries that results of the legacy era do not.
RESULT_STAMPS = ("resultType", "ttlMs", "cacheScope")
LOG_LEVELS = ("debug", "info", "notice", "warning", "error", "critical", "alert", "emergency")


def meta_of(params: dict[str, Any] | None) -> dict[str, Any]:
    """The `_meta` of a request's params, or an empty dict."""
    meta = params.get("_meta") if params else None
    return meta if isinstance(meta, dict) else {}


def is_modern_request(message: dict[str, Any]) -> bool:
    """A request that carries the 2026-07-28 envelope (and is not `initialize`, which no modern
    version has): what decides a stdio connection's era, as the SDKs decide it."""
    if message.get("method") == "initialize":
        return False
    params = message.get("params")
    return PROTOCOL_VERSION_META_KEY in meta_of(params if isinstance(params, dict) else None)


def with_envelope(
    params: dict[str, Any] | None,
    *,
    version: str,
    client_info: dict[str, Any],
    capabilities: dict[str, Any],
    log_level: str | None = None,
) -> dict[str, Any]:
    """Params for a modern server: the request's own `_meta` (trace context, progress token, …)
    with the envelope set to what this hop declares."""
    meta = {k: v for k, v in meta_of(params).items() if k not in ENVELOPE_KEYS}
    meta[PROTOCOL_VERSION_META_KEY] = version
    meta[CLIENT_INFO_META_KEY] = client_info
    meta[CLIENT_CAPABILITIES_META_KEY] = capabilities
    if log_level is not None:
        meta[LOG_LEVEL_META_KEY] = log_level
    return {**(params or {}), "_meta": meta}


def without_envelope(params: dict[str, Any] | None) -> dict[str, Any] | None:
    """Params for a legacy server: the modern envelope keys removed, the rest kept."""
    meta = meta_of(params)
    if not any(k in meta for k in ENVELOPE_KEYS):
        return params
    assert params is not None
    rest = {k: v for k, v in meta.items() if k not in ENVELOPE_KEYS}
    stripped = {k: v for k, v in params.items() if k != "_meta"}
    if rest:
        stripped["_meta"] = rest
    return stripped


def without_result_stamps(result: dict[str, Any]) -> dict[str, Any]:
    """A modern server's final result as a client of the legacy era expects it: without
    `resultType`, caching hints, or the server's identity in `_meta` (the client knows toolvet)."""
    meta = result.get("_meta")
    if not any(k in result for k in RESULT_STAMPS) and not (
        isinstance(meta, dict) and SERVER_INFO_META_KEY in meta
    ):
        return result
    stripped = {k: v for k, v in result.items() if k not in RESULT_STAMPS}
    if isinstance(meta, dict):
        rest = {k: v for k, v in meta.items() if k != SERVER_INFO_META_KEY}
        if rest:
            stripped["_meta"] = rest
    return stripped


def log_level_allows(requested: Any, level: Any) -> bool:
    """Whether a message at `level` reaches a request that asked for `requested` and above."""
    if requested not in LOG_LEVELS:
        return False
    rank = LOG_LEVELS.index(level) if level in LOG_LEVELS else len(LOG_LEVELS) - 1
    return rank >= LOG_LEVELS.index(requested)


__all__ = [
    "CACHEABLE_METHODS",
    "CLIENT_CAPABILITIES_META_KEY",
    "CLIENT_INFO_META_KEY",
    "ENVELOPE_KEYS",
    "HEADER_MISMATCH",
    "INPUT_REQUIRED_METHODS",
    "INVALID_PARAMS",
    "LATEST_LEGACY_VERSION",
    "LATEST_MODERN_VERSION",
    "LEGACY_PROTOCOL_VERSIONS",
    "LOG_LEVEL_META_KEY",
    "METHOD_NOT_FOUND",
    "MISSING_REQUIRED_CLIENT_CAPABILITY",
    "MODERN_ERRORS",
    "MODERN_PROTOCOL_VERSIONS",
    "NAMED_PARAM",
    "PROTOCOL_VERSION_META_KEY",
    "SERVER_INFO_META_KEY",
    "SUBSCRIPTION_ID_META_KEY",
    "UNSUPPORTED_PROTOCOL_VERSION",
    "Era",
    "is_modern_request",
    "log_level_allows",
    "meta_of",
    "with_envelope",
    "without_envelope",
    "without_result_stamps",
]
