"""Connections to upstream MCP servers: transports, handshake, tool lists, request ids, reconnects;
and a user's logins to the servers that need one (`login`, `logout`)."""

from toolvet.protocol.wire import UPSTREAM_TIMEOUT, UPSTREAM_UNAVAILABLE
from toolvet.upstream._login import LoginConfigError, LoginError, Logout, login, logout
from toolvet.upstream._session import Upstream, UpstreamError
from toolvet.upstream._supervisor import Upstreams
from toolvet.upstream._token_store import TokenStoreError
from toolvet.upstream._transport import open_transport

__all__ = [
    "UPSTREAM_TIMEOUT",
    "UPSTREAM_UNAVAILABLE",
    "LoginConfigError",
    "LoginError",
    "Logout",
    "TokenStoreError",
    "Upstream",
    "UpstreamError",
    "Upstreams",
    "login",
    "logout",
    "open_transport",
]
