"""A python mcp 2.3 `Client` that runs steps in one connection in MCP 2026-07-28 mode and prints one
JSON line per step on stdout; run it with .venv-modern. Logs go to stderr.

    .venv-modern/bin/python tests/peers/modern_client.py [options] URL
    .venv-modern/bin/python tests/peers/modern_client.py [options] -- COMMAND [ARGS...]   # stdio

Options: --steps JSON (default: read from stdin); --elicit accept:key=value,...|decline|cancel
(default decline; values are parsed as JSON when they can be); --mode 2026-07-28 (default: adopt
that version without a probe), auto (probe server/discover, fall back to initialize) or legacy;
--client-credentials ID:SECRET [--issuer URL] [--scope SCOPES]: authorize over HTTP with the SDK's
own OAuth client (client_credentials; the authorization server found from the server's 401).
Steps: {"op": "list_tools"}, {"op": "call", "name": ..., "arguments": {...}}, {"op": "discover"}.
A call prints the CallToolResult, or {"error": {"code", "message"}} for a JSON-RPC error.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

import anyio
import mcp_types as types
from clientargs import elicit_answer, parse
from mcp import Client
from mcp.client.session import ClientRequestContext
from mcp.client.stdio import StdioServerParameters
from mcp.shared.exceptions import MCPError
from mcp_types.version import LATEST_MODERN_VERSION
from tokens import MemoryTokens


def log(*parts: object) -> None:
    print("[modern_client]", *parts, file=sys.stderr, flush=True)


def parse_elicit(spec: str) -> types.ElicitResult:
    """The ElicitResult to answer with (see clientargs.elicit_answer)."""
    action, content = elicit_answer(spec)
    return types.ElicitResult(action=action, content=content)


def dump(model: Any) -> Any:
    return (
        model.model_dump(by_alias=True, mode="json", exclude_none=True)
        if model is not None
        else None
    )


async def run(
    target: Any,
    steps: list[dict[str, Any]],
    answer: types.ElicitResult,
    mode: str,
) -> None:
    async def on_elicit(
        context: ClientRequestContext, params: types.ElicitRequestParams
    ) -> types.ElicitResult | types.ErrorData:
        log("elicitation:", json.dumps(dump(params)))
        return answer

    async with Client(target, mode=mode, elicitation_callback=on_elicit) as client:
        log("connected, protocol version", client.protocol_version)
        for step in steps:
            out: Any
            try:
                if step["op"] == "list_tools":
                    out = dump(await client.list_tools())
                elif step["op"] == "discover":
                    out = await client.session.send_discover(LATEST_MODERN_VERSION)
                elif step["op"] == "call":
                    out = dump(await client.call_tool(step["name"], step.get("arguments", {})))
                else:
                    out = {"error": {"code": None, "message": f"unknown op {step['op']}"}}
            except MCPError as error:
                log("step failed:", repr(error))
                out = {"error": {"code": error.code, "message": error.message}}
            print(json.dumps(out), flush=True)


def authorized_transport(url: str, credentials: str, issuer: str | None, scope: str | None) -> Any:
    """The streamable HTTP transport with the SDK's client_credentials OAuth provider."""
    import httpx2
    from mcp.client.auth.extensions.client_credentials import ClientCredentialsOAuthProvider
    from mcp.client.streamable_http import streamable_http_client

    client_id, _, secret = credentials.partition(":")
    provider = ClientCredentialsOAuthProvider(
        server_url=url,
        storage=MemoryTokens(),
        client_id=client_id,
        client_secret=secret,
        scope=scope,
        issuer=issuer,
    )
    return streamable_http_client(url, http_client=httpx2.AsyncClient(auth=provider, timeout=60))


def options(parser: Any) -> None:
    parser.add_argument("--mode", default="2026-07-28")
    parser.add_argument("--client-credentials")
    parser.add_argument("--issuer")
    parser.add_argument("--scope")


def main(argv: list[str] | None = None) -> None:
    args = parse(__doc__, argv, options)
    target: Any = (
        args.url
        if args.url
        else StdioServerParameters(
            command=args.command[0], args=args.command[1:], env=dict(os.environ)
        )
    )
    if args.url and args.options.client_credentials:
        target = authorized_transport(
            args.url, args.options.client_credentials, args.options.issuer, args.options.scope
        )
    anyio.run(run, target, args.steps, parse_elicit(args.elicit), args.options.mode)


if __name__ == "__main__":
    main()
