"""The MCP Inspector CLI (0.15, TypeScript SDK client) as a downstream client of the HTTP proxy.

`--cli URL --transport http --method ...` runs one request and prints its result as JSON on
stdout. The Inspector converts each `--tool-arg k=v` by the tool's schema: `number`/`integer`
properties become numbers, everything else stays a string, which is how real clients send
`"METRIC"` for an enum or a JSON text for an object.
"""

from __future__ import annotations

import json
import subprocess
from typing import Any

import pytest

from tests.proxy.support import (
    CALENDAR_TOOLS,
    INSPECTOR_CLI,
    META_KEY,
    NOTES_TOOLS,
    REPO,
    ExamplesOverHttp,
    HttpProxy,
)

# The shared HTTP proxy for `notes` and `calendar` (examples_over_http); the Inspector is an npm
# package of tests/node.
pytestmark = pytest.mark.usefixtures("node_modules")


def inspector(proxy: HttpProxy, *arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["node", str(INSPECTOR_CLI), "--cli", proxy.url, "--transport", "http", *arguments],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )


def inspector_json(proxy: HttpProxy, *arguments: str) -> dict[str, Any]:
    """The JSON the Inspector printed (whatever its exit status)."""
    done = inspector(proxy, *arguments)
    assert done.stdout.strip(), f"no JSON on stdout; stderr: {done.stderr}"
    return json.loads(done.stdout)


def call(proxy: HttpProxy, tool: str, **arguments: str) -> dict[str, Any]:
    pairs = [f"--tool-arg={key}={value}" for key, value in arguments.items()]
    return inspector_json(proxy, "--method", "tools/call", "--tool-name", tool, *pairs)


def test_tools_list(examples_over_http: ExamplesOverHttp) -> None:
    listed = inspector_json(examples_over_http[0], "--method", "tools/list")
    tools = {tool["name"]: tool for tool in listed["tools"]}
    assert set(tools) == NOTES_TOOLS | CALENDAR_TOOLS
    assert (
        tools["forecast"]["inputSchema"]["$schema"]
        == "https://json-schema.org/draft/2020-12/schema"
    )


def test_valid_call(examples_over_http: ExamplesOverHttp) -> None:
    running, logs = examples_over_http
    mark = logs["calendar"].mark()
    result = call(running, "forecast", city="Tromsø", days="2")
    assert result["isError"] is False
    assert result["structuredContent"]["city"] == "Tromsø"
    assert len(result["structuredContent"]["days"]) == 2
    assert META_KEY not in result.get("_meta", {})
    assert logs["calendar"].since(mark) == [
        {"tool": "forecast", "arguments": {"city": "Tromsø", "days": 2}}
    ]


def test_invalid_call(examples_over_http: ExamplesOverHttp) -> None:
    running, logs = examples_over_http
    mark = logs["calendar"].mark()
    result = call(running, "forecast", city="Oslo", days="30", start_date="01/02/2025")
    assert result["isError"] is True
    assert result["content"] == [
        {
            "type": "text",
            "text": "Invalid arguments for tool 'forecast' (2 problems):\n"
            "- days: expected integer from 1 to 14, got 30\n"
            '- start_date: expected a valid date (YYYY-MM-DD, e.g. 2025-01-31), got "01/02/2025"\n'
            "Fix these and call the tool again.",
        }
    ]
    assert [issue["code"] for issue in result["_meta"][META_KEY]["issues"]] == ["range", "format"]
    assert logs["calendar"].since(mark) == []


def test_repaired_call(examples_over_http: ExamplesOverHttp) -> None:
    running, logs = examples_over_http
    mark = logs["notes"].mark()
    # `filters` is an anyOf (no `type`), so the Inspector sends the JSON text as a string.
    result = call(
        running, "search_notes", query="plan", filters='{"tag": "work", "priority": "HIGH"}'
    )
    assert result["isError"] is False
    assert [note["title"] for note in result["structuredContent"]["notes"]] == [
        "Quarterly planning"
    ]
    assert [repair["code"] for repair in result["_meta"][META_KEY]["repairs"]] == [
        "json_from_string",
        "enum_case",
    ]
    assert logs["notes"].since(mark) == [
        {
            "tool": "search_notes",
            "arguments": {"query": "plan", "filters": {"tag": "work", "priority": "high"}},
        }
    ]


def test_unknown_tool(examples_over_http: ExamplesOverHttp) -> None:
    proxy, _ = examples_over_http
    done = inspector(
        proxy, "--method", "tools/call", "--tool-name", "forcast", "--tool-arg", "city=Oslo"
    )
    # A JSON-RPC error, not a result: the Inspector prints no JSON, only the error on stderr.
    assert done.stdout.strip() == ""
    assert "MCP error -32602: Unknown tool 'forcast'; did you mean 'forecast'?" in done.stderr
