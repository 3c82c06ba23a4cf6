"""The two tools a search view lists in place of the catalog: search_tools and call_tool."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

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


def found_tool(name: str, tool: Mapping[str, Any]) -> dict[str, Any]:
    """A tool as search_tools returns it: its name, description and input schema."""
    return {"name": name, "description": str(tool.get("description") or ""),
            "inputSchema": tool.get("inputSchema") or {"type": "object"}}
