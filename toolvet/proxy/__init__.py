"""The MCP proxy: one endpoint in front of the servers in servers.json, validating every tools/call."""

from toolvet.pipeline import META_KEY
from toolvet.proxy._check import (
    AccessGrant,
    CheckReport,
    LockDifference,
    check_config,
    check_proxy,
    start_once,
)
from toolvet.proxy._proxy import Proxy
from toolvet.proxy._serve import build_http_app, serve_http, serve_stdio
from toolvet.proxy._status import status_table
from toolvet.proxy.catalog import VALID_NAME, expose, safe_name

__all__ = [
    "META_KEY",
    "VALID_NAME",
    "AccessGrant",
    "CheckReport",
    "LockDifference",
    "Proxy",
    "build_http_app",
    "check_config",
    "check_proxy",
    "expose",
    "safe_name",
    "serve_http",
    "serve_stdio",
    "start_once",
    "status_table",
]
