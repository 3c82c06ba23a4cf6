"""FastMCP 4's proxy in front of one upstream, for bench/bench_modern.py; run it with .venv-modern.

    .venv-modern/bin/python bench/fastmcp4_proxy.py UPSTREAM [--transport stdio|http --port P]

UPSTREAM is a stdio server script (run with this interpreter) or an http://.../mcp URL. Its fastest
setup, as bench/fastmcp_proxy.py does for FastMCP 2: one backend `Client`, connected before the proxy
starts and reused for every request (`create_proxy` given a connected client reuses its session
rather than opening one per request), pinned to 2026-07-28 (`--backend-mode legacy` or `auto` to
change it). Over HTTP it serves with `json_response=True`, so a 2026-07-28 POST is answered with
one JSON body, as the SDK does it fastest.
"""

from __future__ import annotations

import argparse
import sys

import anyio
from fastmcp import Client
from fastmcp.client.transports import StdioTransport, StreamableHttpTransport
from fastmcp.server import create_proxy


async def main(upstream: str, transport: str, port: int, backend_mode: str) -> None:
    if upstream.startswith("http"):
        backend = Client(StreamableHttpTransport(upstream), mode=backend_mode)
    else:
        backend = Client(StdioTransport(command=sys.executable, args=[upstream]), mode=backend_mode)
    async with backend:
        proxy = create_proxy(backend, name="fastmcp4-proxy")
        if transport == "stdio":
            await proxy.run_async(transport="stdio", show_banner=False)
        else:
            await proxy.run_async(
                transport="http",
                host="127.0.0.1",
                port=port,
                show_banner=False,
                log_level="warning",
                json_response=True,
            )


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("upstream", help="a stdio server script, or an http://.../mcp URL")
    parser.add_argument("--transport", choices=("stdio", "http"), default="stdio")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--backend-mode", default="2026-07-28")
    options = parser.parse_args()
    anyio.run(main, options.upstream, options.transport, options.port, options.backend_mode)
