"""What the pipeline's tests share: a cache with real tools, calls to them, a recorder that keeps
what it is told, and a terminal that stands for a tool that answers."""

from __future__ import annotations

from typing import Any

from toolvet.cache import SchemaCache
from toolvet.config import ValidationPolicy
from toolvet.pipeline import Call, CallResult, sent

SEARCH = {
    "name": "search",
    "inputSchema": {
        "type": "object",
        "properties": {"query": {"type": "string"}, "limit": {"type": "integer"}},
        "required": ["query"],
    },
    "outputSchema": {
        "type": "object",
        "properties": {"hits": {"type": "integer"}},
        "required": ["hits"],
    },
}
BROKEN = {"name": "broken", "inputSchema": {"type": "object", "properties": {"q": {"type": 5}}}}


def cache() -> SchemaCache:
    tools = SchemaCache()
    tools.update("notes", [SEARCH, BROKEN])
    return tools


def call(
    arguments: Any, tool: str = "search", tools: SchemaCache | None = None, **policy: Any
) -> Call:
    """A call to a tool of server `notes` (`tool=""`: to no tool) under `policy`."""
    entry = (tools or cache()).get("notes", tool) if tool else None
    return Call(
        "notes" if tool else "",
        tool or "nosuch",
        tool or "nosuch",
        arguments,
        entry,
        ValidationPolicy(**policy),
    )


class Kept:
    """A recorder that keeps every outcome and failure it is told of."""

    def __init__(self) -> None:
        self.outcomes: list[tuple[str, CallResult]] = []
        self.failures: list[tuple[str, str, str]] = []

    def record(self, call: Call, result: CallResult) -> None:
        self.outcomes.append((call.name, result))

    def failed(self, call: Call, kind: str, message: str) -> None:
        self.failures.append((call.name, kind, message))


class Tool:
    """The terminal: stands for the tool, answering `result` and keeping the arguments sent."""

    def __init__(self, result: dict[str, Any] | None = None) -> None:
        self.result = result or {"content": [], "structuredContent": {"hits": 1}}
        self.sent: list[dict[str, Any]] = []

    async def __call__(self, call: Call) -> CallResult:
        self.sent.append(call.arguments_to_send)
        return sent(call, await call.answered_awaited(self.result))
