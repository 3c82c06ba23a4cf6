"""The HTTP headers of MCP's streamable HTTP transport, in lower case (as ASGI and httpx's
`Headers` carry them): both halves of the proxy read and write the same names."""

from __future__ import annotations

SESSION_HEADER = "mcp-session-id"
"""The legacy era's session, given by the server on `initialize` and sent back on every request."""
PROTOCOL_HEADER = "mcp-protocol-version"
METHOD_HEADER = "mcp-method"
"""2026-07-28: the request's method, mirrored from its body."""
NAME_HEADER = "mcp-name"
"""2026-07-28: the tool, prompt or resource a request names, mirrored from its body."""
