"""The content guard: what tools say and what crosses them. Pure: no I/O, MCP or LangChain."""

from toolvet.content._definitions import clear_cache, definition_hash, scan_definition
from toolvet.content._findings import Allowlist, Finding, pointer_token, walk_strings
from toolvet.content._results import scan_result, scan_result_value
from toolvet.content._secrets import (
    SECRET_RULE_IDS,
    find_secrets,
    find_secrets_in_json,
    redact,
    redact_json,
)
from toolvet.content._warm import warm_up

__all__ = [
    "SECRET_RULE_IDS",
    "Allowlist",
    "Finding",
    "clear_cache",
    "definition_hash",
    "find_secrets",
    "find_secrets_in_json",
    "pointer_token",
    "redact",
    "redact_json",
    "scan_definition",
    "scan_result",
    "scan_result_value",
    "walk_strings",
    "warm_up",
]
