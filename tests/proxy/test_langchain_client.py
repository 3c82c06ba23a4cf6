"""langchain-mcp-adapters' `MultiServerMCPClient` as a downstream client of the HTTP proxy.

An agent built on LangChain sees the proxy as one streamable-HTTP server: its tools become
LangChain tools, and a call the proxy rejects comes back as an error tool message carrying
toolvet's text, which is what the model reads next.
"""

from __future__ import annotations

import anyio
import pytest
from langchain_core.messages import ToolMessage
from langchain_core.tools import ToolException
from langchain_mcp_adapters.client import MultiServerMCPClient

from tests.proxy.support import CALENDAR_TOOLS, NOTES_TOOLS, ExamplesOverHttp, HttpProxy


def client_for(proxy: HttpProxy, **options: bool) -> MultiServerMCPClient:
    return MultiServerMCPClient(
        {"toolvet": {"url": proxy.url, "transport": "streamable_http"}}, **options
    )


def tool_call(name: str, args: dict[str, object]) -> dict[str, object]:
    """What a model's tool call looks like when an agent runs it."""
    return {"type": "tool_call", "id": f"call-{name}", "name": name, "args": args}


async def test_get_tools_lists_every_proxied_tool_with_its_schema(
    examples_over_http: ExamplesOverHttp,
) -> None:
    with anyio.fail_after(30):
        tools = {tool.name: tool for tool in await client_for(examples_over_http[0]).get_tools()}
    assert set(tools) == NOTES_TOOLS | CALENDAR_TOOLS
    assert tools["forecast"].args_schema["required"] == ["city"]  # the upstream's JSON Schema as is


async def test_a_valid_call_runs(examples_over_http: ExamplesOverHttp) -> None:
    running, logs = examples_over_http
    mark = logs["calendar"].mark()
    with anyio.fail_after(30):
        tools = {tool.name: tool for tool in await client_for(running).get_tools()}
        message = await tools["forecast"].ainvoke(
            tool_call("forecast", {"city": "Lima", "days": 1})
        )
    assert isinstance(message, ToolMessage)
    assert message.status == "success"
    assert message.artifact["structured_content"]["city"] == "Lima"
    assert logs["calendar"].since(mark) == [
        {"tool": "forecast", "arguments": {"city": "Lima", "days": 1}}
    ]


async def test_an_invalid_call_comes_back_to_the_model_with_toolvets_message(
    examples_over_http: ExamplesOverHttp,
) -> None:
    running, logs = examples_over_http
    mark = logs["calendar"].mark()
    with anyio.fail_after(30):
        tools = {tool.name: tool for tool in await client_for(running).get_tools()}
        message = await tools["forecast"].ainvoke(
            tool_call("forecast", {"cty": "Lima", "days": 99})
        )
    assert isinstance(message, ToolMessage)
    assert message.status == "error"
    text = str(message.content)
    assert "Invalid arguments for tool 'forecast' (3 problems):" in text
    assert "- cty: unknown argument; did you mean 'city'?" in text
    assert "- days: expected integer from 1 to 14, got 99" in text
    assert logs["calendar"].since(mark) == []


async def test_with_tool_errors_not_handled_an_invalid_call_raises_tool_exception(
    examples_over_http: ExamplesOverHttp,
) -> None:
    running, _ = examples_over_http
    with anyio.fail_after(30):
        tools = {
            tool.name: tool
            for tool in await client_for(running, handle_tool_errors=False).get_tools()
        }
        with pytest.raises(ToolException) as raised:
            await tools["search_notes"].ainvoke({"query": "plan", "limit": 0})
    assert "- limit: expected integer from 1 to 100, got 0" in str(raised.value)


async def test_a_repaired_call_runs_with_the_repaired_arguments(
    examples_over_http: ExamplesOverHttp,
) -> None:
    running, logs = examples_over_http
    mark = logs["calendar"].mark()
    with anyio.fail_after(30):
        tools = {tool.name: tool for tool in await client_for(running).get_tools()}
        message = await tools["forecast"].ainvoke(
            tool_call("forecast", {"city": "Quito", "days": "3"})
        )
    assert isinstance(message, ToolMessage) and message.status == "success"
    assert len(message.artifact["structured_content"]["days"]) == 3
    assert logs["calendar"].since(mark) == [
        {"tool": "forecast", "arguments": {"city": "Quito", "days": 3}}
    ]
