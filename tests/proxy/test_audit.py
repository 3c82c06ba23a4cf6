"""The audit log after a scripted session of valid, invalid, repaired and unknown calls."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import anyio
import pytest
from mcp.shared.exceptions import McpError

from tests.proxy.support import (
    NOTES_SERVER,
    HttpProxy,
    http_connection,
    python_server,
    write_config,
)


async def test_every_rejected_repaired_or_unknown_call_is_one_json_line(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy]
) -> None:
    config = write_config(
        tmp_path / "servers.json",
        {"notes": python_server(NOTES_SERVER)},
        audit={"path": "logs/audit.jsonl", "redact": ["body", "Token"]},
    )
    proxy = http_proxy(config)
    with anyio.fail_after(30):
        async with http_connection(proxy.url) as client:
            session = client.session
            await session.call_tool(
                "slow_echo", {"text": "valid calls are not audited", "seconds": 0}
            )
            await session.call_tool("slow_echo", {"text": "repaired", "seconds": "0"})
            await session.call_tool(
                "create_note",
                {
                    "title": "t",
                    "body": "my secret body",
                    "priority": "urgent",
                    "meta": {"token": "abc"},
                },
            )
            with pytest.raises(McpError):
                await session.call_tool("serch_notes", {"query": "x"})
    lines = (tmp_path / "logs" / "audit.jsonl").read_text().splitlines()
    records = [json.loads(line) for line in lines]
    assert [r["event"] for r in records] == ["repaired", "rejected", "unknown_tool"]
    for record in records:
        assert record["time"].endswith("+00:00")
        assert record["session"] and record["client"] == "mcp"

    repaired, rejected, unknown = records
    assert (repaired["server"], repaired["tool"]) == ("notes", "slow_echo")
    assert repaired["repairs"] == [
        {"path": ["seconds"], "code": "number_from_string", "before": "0", "after": 0}
    ]
    assert repaired["arguments"] == {"text": "repaired", "seconds": "0"}

    assert rejected["tool"] == "create_note"
    assert {i["code"] for i in rejected["issues"]} >= {"enum"}
    assert rejected["arguments"]["body"] == "[redacted]"
    assert rejected["arguments"]["meta"] == {"token": "[redacted]"}
    assert "my secret body" not in lines[1]

    assert (unknown["server"], unknown["tool"]) == ("", "serch_notes")
