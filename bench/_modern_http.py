"""The envelope of a 2026-07-28 `tools/call` over HTTP, as the benchmarks send it."""

from __future__ import annotations

from typing import Any

VERSION = "2026-07-28"


def meta(client: str) -> dict[str, Any]:
    """The per-request `_meta` of a client named `client`."""
    return {
        "io.modelcontextprotocol/protocolVersion": VERSION,
        "io.modelcontextprotocol/clientInfo": {"name": client, "version": "1"},
        "io.modelcontextprotocol/clientCapabilities": {},
    }


def headers(tool: str) -> dict[str, str]:
    """The headers of a `tools/call` of `tool`."""
    return {
        "Accept": "application/json, text/event-stream",
        "Content-Type": "application/json",
        "MCP-Protocol-Version": VERSION,
        "Mcp-Method": "tools/call",
        "Mcp-Name": tool,
    }
