"""FastMCP's proxy in front of one upstream, for the benchmark: its fastest setup, one reused session."""

from __future__ import annotations

import argparse
import sys

import anyio
from fastmcp import Client, FastMCP
from fastmcp.client.transports import StdioTransport, StreamableHttpTransport


async def main(upstream: str, transport: str, port: int) -> None:
    if upstream.startswith("http"):
        backend = Client(StreamableHttpTransport(upstream))
    else:
        backend = Client(StdioTransport(command=sys.executable, args=[upstream]))
    async with backend:
        proxy = FastMCP.as_proxy(backend, name="fastmcp-proxy")
        if transport == "stdio":
            await proxy.run_async(transport="stdio", show_banner=False)
        else:
            await proxy.run_async(
                transport="http",
                host="127.0.0.1",
                port=port,
                show_banner=False,
                log_level="warning",
            )


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("upstream", help="a stdio server script, or an http://.../mcp URL")
    parser.add_argument("--transport", choices=("stdio", "http"), default="stdio")
    parser.add_argument("--port", type=int, default=0)
    options = parser.parse_args()
    anyio.run(main, options.upstream, options.transport, options.port)
