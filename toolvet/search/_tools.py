"""The two tools a search view lists in place of the catalog: search_tools and call_tool."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolvet.validation import validate_arguments

from ._index import ToolIndex

SEARCH_TOOLS = "search_tools"
CALL_TOOL = "call_tool"
DEFAULT_LIMIT = 5
MAX_LIMIT = 20

SEARCH_DEFINITION: dict[str, Any] = {
    "name": SEARCH_TOOLS,
    "description": (
        "Find the tools for a task among all the tools available. Say what you want to do in"
        " words; the best matching tools come first, each with its description and input"
        " schema. Then call a tool found by its name (or through call_tool)."
    ),
    "inputSchema": {
        "type": "object",
        "properties": {
            "query": {"type": "string", "minLength": 1,
                      "description": "What you want to do, in words."},
            "limit": {"type": "integer", "minimum": 1, "maximum": MAX_LIMIT,
                      "description": f"How many tools to return (default {DEFAULT_LIMIT})."},
        },
        "required": ["query"],
        "additionalProperties": False,
    },
    "outputSchema": {
        "type": "object",
        "properties": {"tools": {"type": "array", "items": {
            "type": "object",
            "properties": {"name": {"type": "string"}, "description": {"type": "string"},
                           "inputSchema": {"type": "object"}},
            "required": ["name", "inputSchema"]}}},
        "required": ["tools"],
    },
    "annotations": {"readOnlyHint": True, "openWorldHint": False},
}

CALL_DEFINITION: dict[str, Any] = {
    "name": CALL_TOOL,
    "description": (
        "Call a tool that search_tools found, by its name, with its arguments (an object that"
        " matches the tool's input schema)."
    ),
    "inputSchema": {
        "type": "object",
        "properties": {
            "name": {"type": "string", "minLength": 1,
                     "description": "The tool's name, as search_tools gave it."},
            "arguments": {"type": "object", "description": "The tool's arguments."},
        },
        "required": ["name"],
        "additionalProperties": False,
    },
}

DISCOVERY_DEFINITIONS = (SEARCH_DEFINITION, CALL_DEFINITION)


def search_definition(servers: Iterable[str] = ()) -> dict[str, Any]:
    """search_tools as listed to a caller who sees the tools of `servers`: its optional `servers`
    argument, whose allowed values name them, searches only the tools of some. A model that
    knows which app a task is for can say so, and the other servers' tools stop competing.
    Without servers, SEARCH_DEFINITION."""
    return _search_definition(tuple(sorted(set(servers))))


@lru_cache(maxsize=256)
def _search_definition(servers: tuple[str, ...]) -> dict[str, Any]:
    if not servers:
        return SEARCH_DEFINITION
    definition = copy.deepcopy(SEARCH_DEFINITION)
    definition["description"] += (
        " The tools come from the servers that the `servers` argument allows; to search only"
        " the tools of those a task is for, name them there."
    )
    definition["inputSchema"]["properties"]["servers"] = {
        "type": "array", "items": {"type": "string", "enum": list(servers)},
        "minItems": 1, "uniqueItems": True,
        "description": "Search only the tools of these servers (default: all of them).",
    }
    return definition


def discovery_definitions(servers: Iterable[str] = ()) -> list[dict[str, Any]]:
    """search_tools (for a caller who sees the tools of `servers`) and call_tool."""
    return [search_definition(servers), CALL_DEFINITION]


@dataclass(frozen=True)
class DiscoveryArguments:
    """The arguments of a call to search_tools or call_tool, checked (and safely repaired) as any
    call's: `message` says what was wrong, naming the tool ("" when they are fine)."""

    arguments: dict[str, Any]
    message: str = ""


def check_discovery_call(name: str, arguments: object,
                         servers: Iterable[str] = ()) -> DiscoveryArguments:
    """Check the arguments of a call to search_tools or call_tool against its input schema (for
    search_tools, the one listed to a caller who sees the tools of `servers`)."""
    schema = (search_definition(servers) if name == SEARCH_TOOLS else CALL_DEFINITION)["inputSchema"]
    verdict = validate_arguments(schema, arguments if arguments is not None else {})
    if not verdict.ok:
        return DiscoveryArguments({}, verdict.message_for(name))
    checked = verdict.arguments
    assert isinstance(checked, dict)
    return DiscoveryArguments(checked)


def search_result(index: ToolIndex, arguments: Mapping[str, Any],
                  visible: Callable[[str], bool] | None = None) -> dict[str, Any]:
    """What search_tools answers (checked `arguments`): a CallToolResult whose
    structuredContent is `{"tools": [...]}`, best first, among the tools `visible` lets through
    (and, when `servers` names some, among those servers' tools)."""
    limit = int(arguments.get("limit", DEFAULT_LIMIT))
    if arguments.get("servers"):
        visible = _within(index, frozenset(arguments["servers"]), visible)
    found = index.search(str(arguments["query"]), limit, visible)
    structured = {"tools": [found_tool(key, index.tool(key)) for key, _ in found]}
    text = json.dumps(structured, ensure_ascii=False, separators=(",", ":"))
    return {"content": [{"type": "text", "text": text}], "structuredContent": structured}


def _within(index: ToolIndex, servers: frozenset[str],
            visible: Callable[[str], bool] | None) -> Callable[[str], bool]:
    """`visible`, narrowed to the tools of `servers`."""
    if visible is None:
        return lambda key: index.group_of(key) in servers
    return lambda key: index.group_of(key) in servers and visible(key)


def found_tool(name: str, tool: Mapping[str, Any]) -> dict[str, Any]:
    """A tool as search_tools returns it: its name, description and input schema."""
    return {"name": name, "description": str(tool.get("description") or ""),
            "inputSchema": tool.get("inputSchema") or {"type": "object"}}
