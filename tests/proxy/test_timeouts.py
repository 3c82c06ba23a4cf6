"""A server that does not answer in time: the call is answered with an error and cancelled upstream."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

NOTES = str(Path(__file__).resolve().parents[2] / "examples" / "servers" / "notes_server.py")


async def test_a_slow_call_is_answered_at_the_servers_timeout_and_the_next_call_works(tmp_path):
    config = tmp_path / "servers.json"
    config.write_text(
        json.dumps(
            {"mcpServers": {"notes": {"command": sys.executable, "args": [NOTES], "timeout": 1}}}
        )
    )
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "toolvet", "serve", "--config", str(config), "--log-level", "error"],
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        # Bounded well below the 30 s the server would take: the proxy's 1 s timeout answers first.
        with anyio.fail_after(15):
            slow = await session.call_tool("slow_echo", {"text": "late", "seconds": 30})
        assert slow.isError
        assert slow.content[0].text == (
            "The call to 'slow_echo' did not complete: server 'notes' did not answer tools/call within 1 s"
        )
        with anyio.fail_after(15):
            quick = await session.call_tool("slow_echo", {"text": "on time", "seconds": 0})
        assert not quick.isError and quick.content[0].text == "on time"


async def test_progress_keeps_a_long_call_alive(tmp_path):
    # bulk_import reports progress every 0.05 s: each report restarts the 1 s timeout.
    config = tmp_path / "servers.json"
    config.write_text(
        json.dumps(
            {"mcpServers": {"notes": {"command": sys.executable, "args": [NOTES], "timeout": 1}}}
        )
    )
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "toolvet", "serve", "--config", str(config), "--log-level", "error"],
    )
    reports: list[float] = []

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        reports.append(progress)

    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        with anyio.fail_after(30):
            result = await session.call_tool(
                "bulk_import", {"count": 40}, progress_callback=on_progress
            )
        assert not result.isError, result.content
        assert len(reports) == 40
