"""Connections to upstream MCP servers: transports, handshake, tool lists, request ids, reconnects."""

from toolvet.upstream import _wire as wire
from toolvet.upstream._session import Upstream, UpstreamError
from toolvet.upstream._transport import open_transport
from toolvet.upstream._wire import UPSTREAM_TIMEOUT, UPSTREAM_UNAVAILABLE

__all__ = [
    "UPSTREAM_TIMEOUT",
    "UPSTREAM_UNAVAILABLE",
    "Upstream",
    "UpstreamError",
    "open_transport",
    "wire",
]
