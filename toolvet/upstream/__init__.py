"""Connections to upstream MCP servers: transports, handshake, tool lists, request ids, reconnects."""

from toolvet.upstream._session import (
    UPSTREAM_TIMEOUT,
    UPSTREAM_UNAVAILABLE,
    Upstream,
    UpstreamError,
    error_reply,
    notification_message,
    request_message,
)
from toolvet.upstream._transport import open_transport
from toolvet.upstream._wire import json_rpc_message

__all__ = [
    "UPSTREAM_TIMEOUT",
    "UPSTREAM_UNAVAILABLE",
    "Upstream",
    "UpstreamError",
    "error_reply",
    "json_rpc_message",
    "notification_message",
    "open_transport",
    "request_message",
]
