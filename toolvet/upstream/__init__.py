"""Connections to upstream MCP servers: transports, handshake, tool lists, request ids, reconnects."""

from toolvet.protocol.wire import UPSTREAM_TIMEOUT, UPSTREAM_UNAVAILABLE
from toolvet.upstream._session import Upstream, UpstreamError
from toolvet.upstream._transport import open_transport

__all__ = [
    "UPSTREAM_TIMEOUT",
    "UPSTREAM_UNAVAILABLE",
    "Upstream",
    "UpstreamError",
    "open_transport",
]
