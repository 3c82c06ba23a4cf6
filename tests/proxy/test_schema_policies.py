"""Per-server policies for tools whose schemas cannot be used, and for `format`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp.shared.exceptions import McpError

from tests.proxy.support import CALENDAR_SERVER, REPO, python_server, stdio_proxy, write_config

ODD = REPO / "tests" / "data" / "servers" / "odd_schemas_server.py"


async def call(tmp_path: Path, servers: dict[str, Any], tool: str, arguments: dict) -> Any:
    with anyio.fail_after(60):
        async with stdio_proxy(write_config(tmp_path / "servers.json", servers)) as client:
            return await client.session.call_tool(tool, arguments)


async def test_a_tool_with_an_unusable_schema_is_passed_through_by_default(tmp_path):
    result = await call(tmp_path, {"odd": python_server(ODD)}, "remote_ref", {"a": 1})
    assert not result.isError and result.content[0].text == "remote_ref ran"


async def test_invalid_schema_block_answers_calls_with_the_schema_problem(tmp_path):
    servers = {"odd": python_server(ODD, validation={"invalid_schema": "block"})}
    result = await call(tmp_path, servers, "remote_ref", {"a": 1})
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
    result = await call(
        tmp_path, {"calendar": python_server(CALENDAR_SERVER)}, "list_events", arguments
    )
    assert result.isError and "expected a valid date-time" in result.content[0].text
    assert "toolvet/validation" in result.meta
    lax = {"calendar": python_server(CALENDAR_SERVER, validation={"formats": "annotate"})}
    result = await call(tmp_path, lax, "list_events", arguments)
    assert not (result.meta or {}).get("toolvet/validation", {}).get("issues")


async def test_a_tool_whose_x_mcp_header_breaks_the_rules_is_not_offered(tmp_path):
    """MCP 2026-07-28 obliges clients to drop such a tool; toolvet does, and says which and why."""
    log = tmp_path / "toolvet.log"
    with anyio.fail_after(60):
        async with stdio_proxy(
            write_config(tmp_path / "servers.json", {"odd": python_server(ODD)}), log
        ) as client:
            names = {tool.name for tool in (await client.session.list_tools()).tools}
            with pytest.raises(McpError, match="Unknown tool 'header_on_array'"):
                await client.session.call_tool("header_on_array", {"tags": ["a"]})
    assert "fine" in names and "header_on_array" not in names
    assert "tool header_on_array of odd is not offered: property 'tags'" in log.read_text()
