"""Tool search for `load_tools(..., discovery="search")`: search_tools and call_tool as LangChain
tools over one index of the loaded tools; call_tool runs the tool it names, so its call passes
the same interceptor (validation, repair, the pipeline's steps) as a call made directly."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from langchain_core.tools import BaseTool, StructuredTool

from toolvet.search import (
    CALL_DEFINITION,
    CALL_TOOL,
    SEARCH_TOOLS,
    KeptIndex,
    check_discovery_call,
    search_definition,
    search_result,
)
from toolvet.validation import unknown_tool_message


def discovery_tools(index: KeptIndex, loaded: Callable[[], Sequence[BaseTool]],
                    servers: Iterable[str] = ()) -> list[BaseTool]:
    """search_tools over `index` (a refresh of it in progress awaited; `servers`: those of the
    loaded tools, which its `servers` argument may name), and call_tool over the tools `loaded`
    gives (looked up by name at each call, so a refreshed toolset is seen)."""
    served = tuple(servers)
    definition = search_definition(served)

    async def search_tools(**arguments: Any) -> str:
        checked = check_discovery_call(SEARCH_TOOLS, arguments, served)
        if checked.message:
            return checked.message
        found = search_result(await index.current(), checked.arguments)["structuredContent"]
        return json.dumps(found, ensure_ascii=False)

    async def call_tool(**arguments: Any) -> Any:
        checked = check_discovery_call(CALL_TOOL, arguments)
        if checked.message:
            return checked.message
        name = checked.arguments["name"]
        tools = {tool.name: tool for tool in loaded()}
        if name not in tools:
            return unknown_tool_message(name, tools)
        return await tools[name].ainvoke(checked.arguments.get("arguments", {}))

    return [
        StructuredTool.from_function(
            coroutine=search_tools,
            name=SEARCH_TOOLS,
            description=definition["description"],
            args_schema=definition["inputSchema"],
        ),
        StructuredTool.from_function(
            coroutine=call_tool,
            name=CALL_TOOL,
            description=CALL_DEFINITION["description"],
            args_schema=CALL_DEFINITION["inputSchema"],
            handle_tool_error=True,
        ),
    ]
