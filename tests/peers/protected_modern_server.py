"""A protected MCP server of the 2026-07-28 era on mcp 2.3 (MCPServer) with the SDK's own
server-side auth; run it with .venv-modern.

    .venv-modern/bin/python tests/peers/protected_modern_server.py --port 3011 \\
        --issuer http://127.0.0.1:9900 [--resource URL] [--scopes "mcp notes"] [--record FILE] \\
        [--revoked FILE] [--stateless] [--jwks-uri URL]

It is tests/data/servers/protected_server.py (the mcp 1.x one) for mcp 2.x, with the same
options, environment variables, token verifier, revocation file, record and tools (whoami, echo);
see that file's docstring. mcp 2.3 keeps the server-side auth of 1.x (`mcp.server.auth`): the
`token_verifier=` / `auth=AuthSettings(...)` of MCPServer put `BearerAuthBackend` and
`RequireAuthMiddleware` in front of /mcp and serve the Protected Resource Metadata at
/.well-known/oauth-protected-resource/mcp, so a 2026-07-28 request (no session; its `_meta`
envelope and MCP-Protocol-Version header) is checked exactly as a legacy one. The SDK serves the
legacy era beside it; --stateless makes that one stateless too (2026-07-28 always is).
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Any

import anyio
from mcp.server.auth.settings import AuthSettings
from mcp.server.mcpserver import Context, MCPServer

# The verifier, the record and the options are shared with the mcp 1.x server.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "data" / "servers"))
from protected_server import (
    JwtVerifier,
    Options,
    options,
    recording,
    serve,
    whoami_claims,
)


def build_server(opts: Options) -> MCPServer:
    server = MCPServer(
        "toolvet-protected-modern",
        version="2.3.0",
        log_level="WARNING",
        token_verifier=JwtVerifier(opts.issuer, opts.resource, opts.revoked, opts.jwks_uri),
        auth=AuthSettings(
            issuer_url=opts.issuer,
            resource_server_url=opts.resource,
            required_scopes=opts.scopes,
            validate_token_resource=True,
        ),
    )

    @server.tool(structured_output=False)
    def whoami(ctx: Context) -> str:
        """The verified claims of the caller's access token."""
        return whoami_claims(ctx.request_context.request)

    @server.tool(structured_output=False)
    def echo(text: str) -> str:
        """Echo the text back."""
        return text

    return server


def main(argv: list[str] | None = None) -> None:
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    opts = options(__doc__, argv)
    app: Any = build_server(opts).streamable_http_app(
        host="127.0.0.1", stateless_http=opts.stateless
    )
    anyio.run(serve, recording(app, opts.record), opts.port)


if __name__ == "__main__":
    main()
