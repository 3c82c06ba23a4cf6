"""The MCP proxy: one endpoint in front of the servers in servers.json, validating every tools/call."""

from toolvet.proxy._calls import META_KEY
from toolvet.proxy._names import VALID_NAME, expose, safe_name
from toolvet.proxy._proxy import Proxy
from toolvet.proxy._serve import build_http_app, serve_http, serve_stdio
from toolvet.proxy._status import status_table

__all__ = [
    "META_KEY",
    "VALID_NAME",
    "Proxy",
    "build_http_app",
    "expose",
    "safe_name",
    "serve_http",
    "serve_stdio",
    "status_table",
]
