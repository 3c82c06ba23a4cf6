"""Streamable HTTP at /mcp, the probes beside it, the request cycle uvicorn runs, the drain."""

from toolvet.proxy.http._drain import DrainingServer
from toolvet.proxy.http._endpoint import StreamableHttpEndpoint
from toolvet.proxy.http._probes import Replica, probe_routes
from toolvet.proxy.http._request_cycle import HttpProtocol

__all__ = [
    "DrainingServer",
    "HttpProtocol",
    "Replica",
    "StreamableHttpEndpoint",
    "probe_routes",
]
