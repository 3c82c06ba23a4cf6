"""What toolvet says of itself to clients: its capabilities and instructions, in the answers to
`initialize` (the legacy era) and `server/discover` (2026-07-28); no upstream is asked."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from toolvet.protocol import eras as era
from toolvet.proxy.sessions._session import SERVER_INFO
from toolvet.upstream import Upstream

# The tasks extension: requests about a task go to the server that issued it, named in the task
# id toolvet hands out ("<server>:<the server's id>"), so no replica keeps anything per task.
TASKS_EXTENSION = "io.modelcontextprotocol/tasks"


def capabilities(upstreams: Mapping[str, Upstream]) -> dict[str, Any]:
    """What toolvet serves: its own tools, and what the upstreams offer of the rest."""
    offered = [u.capabilities for u in upstreams.values()]
    declared: dict[str, Any] = {
        "tools": {"listChanged": True},
        "resources": {
            "subscribe": any((c.get("resources") or {}).get("subscribe") for c in offered),
            "listChanged": True,
        },
        "prompts": {"listChanged": True},
        "logging": {},
    }
    if any("completions" in c for c in offered):
        declared["completions"] = {}
    if any(TASKS_EXTENSION in (c.get("extensions") or {}) for c in offered):
        declared["extensions"] = {TASKS_EXTENSION: {}}
    return declared


def instructions(upstreams: Mapping[str, Upstream]) -> str | None:
    parts = [
        f"[{name}] {upstream.description['instructions']}"
        for name, upstream in upstreams.items()
        if upstream.description.get("instructions")
    ]
    return "\n\n".join(parts) or None


def initialize_result(upstreams: Mapping[str, Upstream], requested: Any) -> dict[str, Any]:
    """The answer to `initialize`: the version the client asked for when toolvet speaks it."""
    version = requested if requested in era.LEGACY_PROTOCOL_VERSIONS else era.LATEST_LEGACY_VERSION
    result: dict[str, Any] = {
        "protocolVersion": version,
        "capabilities": capabilities(upstreams),
        "serverInfo": SERVER_INFO,
    }
    if text := instructions(upstreams):
        result["instructions"] = text
    return result


def discover_result(upstreams: Mapping[str, Upstream]) -> dict[str, Any]:
    """The answer to `server/discover`."""
    result: dict[str, Any] = {
        "supportedVersions": list(era.MODERN_PROTOCOL_VERSIONS),
        "capabilities": capabilities(upstreams),
    }
    if text := instructions(upstreams):
        result["instructions"] = text
    return result
