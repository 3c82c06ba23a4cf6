"""Per-server policies for tools whose schemas cannot be used, and for `format`."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

ROOT = Path(__file__).resolve().parents[2]
ODD = str(ROOT / "tests" / "data" / "servers" / "odd_schemas_server.py")
CALENDAR = str(ROOT / "examples" / "servers" / "calendar_server.py")


async def call(config: dict, tmp_path: Path, tool: str, arguments: dict):
    path = tmp_path / "servers.json"
    path.write_text(json.dumps(config))
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "toolvet", "serve", "--config", str(path), "--log-level", "error"],
    )
    with anyio.fail_after(60):
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            return await session.call_tool(tool, arguments)


async def test_a_tool_with_an_unusable_schema_is_passed_through_by_default(tmp_path):
    config = {"mcpServers": {"odd": {"command": sys.executable, "args": [ODD]}}}
    result = await call(config, tmp_path, "remote_ref", {"a": 1})
    assert not result.isError and result.content[0].text == "remote_ref ran"


async def test_invalid_schema_block_answers_calls_with_the_schema_problem(tmp_path):
    config = {
        "mcpServers": {
            "odd": {
                "command": sys.executable,
                "args": [ODD],
                "validation": {"invalid_schema": "block"},
            }
        }
    }
    result = await call(config, tmp_path, "remote_ref", {"a": 1})
    assert result.isError
    text = result.content[0].text
    assert text.startswith(
        "Tool 'remote_ref' cannot be called: its input schema cannot be used (remote_ref:"
    )
    assert "https://example.com/a.json" in text
    assert result.meta["toolvet/validation"]["schema_error"]["code"] == "remote_ref"


async def test_formats_annotate_lets_a_free_text_date_through(tmp_path):
    # The calendar server checks formats itself, so the call reaching it proves toolvet let it through.
    arguments = {"from": "tomorrow", "to": "2025-03-05T00:00:00Z"}
    strict = {"mcpServers": {"calendar": {"command": sys.executable, "args": [CALENDAR]}}}
    result = await call(strict, tmp_path, "list_events", arguments)
    assert result.isError and "expected a valid date-time" in result.content[0].text
    assert "toolvet/validation" in result.meta
    lax = {
        "mcpServers": {
            "calendar": {
                "command": sys.executable,
                "args": [CALENDAR],
                "validation": {"formats": "annotate"},
            }
        }
    }
    result = await call(lax, tmp_path, "list_events", arguments)
    assert not (result.meta or {}).get("toolvet/validation", {}).get("issues")
