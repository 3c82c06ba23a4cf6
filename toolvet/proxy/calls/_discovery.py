"""Tool search in the proxy: the short `tools/list` (search_tools, call_tool and the pinned
tools), search_tools answered from the index of the exposed tools, call_tool unwrapped into the
call it names, which the call handler runs as any other."""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from fnmatch import fnmatchcase
from typing import Any

from toolvet.pipeline import tool_error
from toolvet.protocol import wire
from toolvet.proxy.calls._calls import CallHandler
from toolvet.proxy.catalog import ToolTable
from toolvet.proxy.identity import Access, Caller, View
from toolvet.proxy.sessions import DownstreamSession
from toolvet.search import (
    CALL_TOOL,
    SEARCH_TOOLS,
    check_discovery_call,
    discovery_definitions,
    search_result,
)

# How many found tools a handshake session's list keeps (the oldest leave first).
MAX_FOUND = 256


class Discovery:
    """`tools/list` and `tools/call` of a view whose discovery is search (`always`: its pins)."""

    def __init__(
        self, tools: ToolTable, access: Access, calls: CallHandler, always: Sequence[str] = ()
    ) -> None:
        self.tools = tools
        self.access = access
        self.calls = calls
        self.always = list(always)
        # What each handshake session found, listed with the rest until it closes.
        self._found: weakref.WeakKeyDictionary[DownstreamSession, dict[str, None]] = (
            weakref.WeakKeyDictionary()
        )

    def visible(self, caller: Caller | None, view: View | None = None) -> Callable[[str], bool]:
        """Whether the caller may see an exposed tool at an endpoint of `view` (every tool,
        without access rules at /mcp)."""
        exposed, access = self.tools.exposed, self.access.within(view)
        if not access.restricted:
            return exposed.__contains__
        return lambda name: name in exposed and access.allows_tool(caller, *exposed[name])

    def servers(self, visible: Callable[[str], bool]) -> set[str]:
        """The servers of the exposed tools that `visible` lets through (search_tools names
        them, and searches only some of them when asked): one tool seen is enough."""
        seen: set[str] = set()
        for name, (server, _) in self.tools.exposed.items():
            if server not in seen and visible(name):
                seen.add(server)
        return seen

    def listing(self, session: DownstreamSession, caller: Caller | None) -> list[dict[str, Any]]:
        """search_tools and call_tool, then the pinned tools and those this session found."""
        visible = self.visible(caller, session.view)
        found = self._found.get(session, {})
        shown = [
            d
            for d in self.tools.listing
            if (d["name"] in found or any(fnmatchcase(d["name"], p) for p in self.always))
            and visible(d["name"])
        ]
        return [*discovery_definitions(self.servers(visible)), *shown]

    async def call(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        """A `tools/call`: search_tools answered here, call_tool unwrapped, any other name the
        call handler's."""
        name = params.get("name")
        if name == SEARCH_TOOLS:
            await self._search(session, request, params.get("arguments"))
        elif name == CALL_TOOL:
            await self._unwrap(session, request, params)
        else:
            await self.calls.call(session, request, params)

    async def _search(
        self, session: DownstreamSession, request: wire.Message, arguments: object
    ) -> None:
        caller = session.caller_of(request["id"])
        servers = self.servers(self.visible(caller, session.view))
        checked = check_discovery_call(SEARCH_TOOLS, arguments, servers)
        if checked.message:
            self.calls.recorder.searched(session, caller, None, [])
            await session.send_result(request["id"], tool_error(checked.message))
            return
        index = await self.tools.searchable()  # a refresh in progress awaited, not answered around
        result = search_result(index, checked.arguments, self.visible(caller, session.view))
        found = [t["name"] for t in result["structuredContent"]["tools"]]
        self.calls.recorder.searched(session, caller, checked.arguments["query"], found)
        await session.send_result(request["id"], result)
        if session.takes_notifications:  # a handshake session: its list grows
            await self._remember(session, found)

    async def _remember(self, session: DownstreamSession, names: list[str]) -> None:
        """Add what a handshake session found to its list, and tell it when the list grew."""
        found = self._found.setdefault(session, {})
        new = [n for n in names if n not in found]
        if not new:
            return
        for name in new:
            found[name] = None
        while len(found) > MAX_FOUND:
            del found[next(iter(found))]
        await session.notify("notifications/tools/list_changed", None)

    async def _unwrap(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        """call_tool: the call it names, made as if the client had made it by that name."""
        checked = check_discovery_call(CALL_TOOL, params.get("arguments"))
        if checked.message:
            await session.send_result(request["id"], tool_error(checked.message))
            return
        name = checked.arguments["name"]
        if name in (SEARCH_TOOLS, CALL_TOOL):
            text = f"call_tool calls a tool that search_tools found; call '{name}' directly"
            await session.send_result(request["id"], tool_error(text))
            return
        inner = {**params, "name": name, "arguments": checked.arguments.get("arguments", {})}
        await self.calls.call(session, request, inner)
