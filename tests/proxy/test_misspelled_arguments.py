"""A misspelled optional argument, through the proxy: renamed before the server sees the call."""

from __future__ import annotations

from pathlib import Path

import anyio

from tests.proxy.support import (
    META_KEY,
    NOTES_SERVER,
    CallLog,
    python_server,
    stdio_proxy,
    write_config,
)


async def test_the_server_receives_the_argument_the_model_meant(tmp_path: Path) -> None:
    calls = CallLog(tmp_path / "calls.jsonl")
    notes = python_server(NOTES_SERVER, calls.path)
    config = write_config(tmp_path / "servers.json", {"notes": notes})
    with anyio.fail_after(60):
        async with stdio_proxy(config) as client:
            result = await client.session.call_tool(
                "search_notes", {"query": "otters", "limmit": 3}
            )
    assert not result.isError
    # Without the rename the server would ignore `limmit` and return up to its default of 10.
    assert calls.entries() == [
        {"tool": "search_notes", "arguments": {"query": "otters", "limit": 3}}
    ]
    assert result.meta[META_KEY]["repairs"] == [
        {"path": ["limmit"], "code": "renamed_key", "before": "limmit", "after": "limit"}
    ]
