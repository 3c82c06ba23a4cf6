"""Tool search: a ranked, in-process index of tool definitions (no mcp, no langchain, no network)."""

from ._associations import Associations, shipped_associations
from ._index import FIELDS, ToolIndex, Weights, fields_of, meaning_text, shipped_meanings
from ._kept import KeptIndex
from ._text import clauses, joined_terms, replacements, terms, weighed_terms, words
from ._tools import (
    CALL_DEFINITION,
    CALL_TOOL,
    DEFAULT_LIMIT,
    DISCOVERY_DEFINITIONS,
    MAX_LIMIT,
    SEARCH_DEFINITION,
    SEARCH_TOOLS,
    DiscoveryArguments,
    check_discovery_call,
    discovery_definitions,
    found_tool,
    search_definition,
    search_result,
)

__all__ = [
    "CALL_DEFINITION",
    "CALL_TOOL",
    "DEFAULT_LIMIT",
    "DISCOVERY_DEFINITIONS",
    "FIELDS",
    "MAX_LIMIT",
    "SEARCH_DEFINITION",
    "SEARCH_TOOLS",
    "Associations",
    "DiscoveryArguments",
    "KeptIndex",
    "ToolIndex",
    "Weights",
    "check_discovery_call",
    "clauses",
    "discovery_definitions",
    "fields_of",
    "found_tool",
    "joined_terms",
    "meaning_text",
    "replacements",
    "search_definition",
    "search_result",
    "shipped_associations",
    "shipped_meanings",
    "terms",
    "weighed_terms",
    "words",
]
