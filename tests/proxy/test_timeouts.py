"""A server that does not answer in time: the call is answered with an error and cancelled upstream."""

from __future__ import annotations

from pathlib import Path

import anyio

from tests.proxy.support import NOTES_SERVER, python_server, stdio_proxy, write_config


def impatient_config(tmp_path: Path) -> Path:
    return write_config(
        tmp_path / "servers.json", {"notes": python_server(NOTES_SERVER, timeout=1)}
    )


async def test_a_slow_call_is_answered_at_the_servers_timeout_and_the_next_call_works(tmp_path):
    async with stdio_proxy(impatient_config(tmp_path)) as client:
        # Bounded well below the 30 s the server would take: the proxy's 1 s timeout answers first.
        with anyio.fail_after(15):
            slow = await client.session.call_tool("slow_echo", {"text": "late", "seconds": 30})
        assert slow.isError
        assert slow.content[0].text == (
            "The call to 'slow_echo' did not complete: server 'notes' did not answer tools/call within 1 s"
        )
        with anyio.fail_after(15):
            quick = await client.session.call_tool("slow_echo", {"text": "on time", "seconds": 0})
        assert not quick.isError and quick.content[0].text == "on time"


async def test_progress_keeps_a_long_call_alive(tmp_path):
    # bulk_import reports progress every 0.05 s: each report restarts the 1 s timeout.
    reports: list[float] = []

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        reports.append(progress)

    async with stdio_proxy(impatient_config(tmp_path)) as client:
        with anyio.fail_after(30):
            result = await client.session.call_tool(
                "bulk_import", {"count": 40}, progress_callback=on_progress
            )
        assert not result.isError, result.content
        assert len(reports) == 40
