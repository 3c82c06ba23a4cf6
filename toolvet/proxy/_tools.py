"""The tools clients see: their exposed names, the upstream tool behind each, the withheld ones
and why, and the list as `tools/list` answers it; rebuilt whenever an upstream's tools change."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any

from toolvet.cache import SchemaCache, ToolEntry
from toolvet.config import ProxySettings, ServerConfig
from toolvet.proxy._gate import ToolGate
from toolvet.proxy._names import expose

log = logging.getLogger("toolvet.proxy")


class ToolTable:
    """One table, shared by the parts that read it and rebuilt in place by `rebuild`."""

    def __init__(self, cache: SchemaCache) -> None:
        self.cache = cache
        self.exposed: dict[str, tuple[str, str]] = {}
        """Exposed name -> (server, tool) of every tool clients may call."""
        self.withheld: dict[str, tuple[str, str, str]] = {}
        """Exposed name -> (server, tool, why calls are refused) of the tools held back."""
        self.listing: list[dict[str, Any]] = []
        """The tools as `tools/list` answers them, in a deterministic order (so clients' caches,
        and models' prompt caches, keep)."""
        self.name_warnings: list[str] = []

    def visible(self, allows: Callable[[str, str], bool]) -> list[dict[str, Any]]:
        """The listing of the tools whose (server, tool) `allows` lets through."""
        return [d for d in self.listing if allows(*self.exposed[d["name"]])]

    def entry(self, name: str) -> ToolEntry | None:
        """The cache entry of an exposed tool (None: no such tool, or not listed yet)."""
        target = self.exposed.get(name)
        return self.cache.get(*target) if target is not None else None

    def rebuild(
        self, servers: Mapping[str, ServerConfig], settings: ProxySettings, gate: ToolGate
    ) -> None:
        """Recompute the exposed tools from the cache (after a start or a list change)."""
        entries = []
        for name, server in servers.items():
            for entry in self.cache.tools(name):
                if not server.exposes(entry.name):
                    continue
                if entry.header_problem is not None:
                    # The spec obliges clients to leave such a tool out; so does toolvet.
                    log.warning(
                        "tool %s of %s is not offered: %s", entry.name, name, entry.header_problem
                    )
                    continue
                entries.append((name, entry.name))
        exposed, self.name_warnings = expose(
            entries, namespacing=settings.namespacing, separator=settings.separator
        )
        for warning in self.name_warnings:
            log.warning("%s", warning)
        gate.review(self.cache, servers)
        self.exposed, self.withheld = gate.split(self.cache, exposed)
        self.listing = [
            {**self.cache[server, tool].exposed_definition, "name": name}
            for name, (server, tool) in sorted(self.exposed.items())
        ]
