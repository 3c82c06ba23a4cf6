"""The proxy's clients: one session each, its era's admission rules, its subscriptions, its handshake."""

from toolvet.proxy.sessions import _describe as describe
from toolvet.proxy.sessions._admission import (
    ERROR_STATUS,
    LEGACY_ONLY_METHODS,
    call_tool_header_mismatch,
    header_mismatch,
    unsessioned_refusal,
)
from toolvet.proxy.sessions._listen import Listeners, resource_subscriptions
from toolvet.proxy.sessions._session import (
    Caching,
    DownstreamSession,
    Handler,
    InFlight,
    Route,
    Sessions,
    SessionWiring,
)

__all__ = [
    "ERROR_STATUS",
    "LEGACY_ONLY_METHODS",
    "Caching",
    "DownstreamSession",
    "Handler",
    "InFlight",
    "Listeners",
    "Route",
    "SessionWiring",
    "Sessions",
    "call_tool_header_mismatch",
    "describe",
    "header_mismatch",
    "resource_subscriptions",
    "unsessioned_refusal",
]
