"""The tools clients see: their exposed names, the upstream tool behind each, the withheld ones
and why, and the list as `tools/list` answers it; rebuilt whenever an upstream's tools change
by the pipeline's list steps (filter, the operator's renames, names, descriptions, gate,
fixed arguments, content)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any

from toolvet.cache import SchemaCache, ToolEntry
from toolvet.config import ProxySettings, ServerConfig
from toolvet.pipeline import (
    DefinitionsStep,
    DescribeStep,
    FilterStep,
    FixedStep,
    GateStep,
    Listed,
    ListNext,
    ListPipeline,
    RenameStep,
    ToolGate,
    ViewCheckStep,
    ViewReport,
    expose,
    listed_tools,
)
from toolvet.search import KeptIndex, ToolIndex

log = logging.getLogger("toolvet.proxy")


class NamesStep:
    """The list step that names each tool as clients see it: collision-safe namespacing."""

    def __init__(self, settings: ProxySettings) -> None:
        self.settings = settings
        self.warnings: list[str] = []

    def __call__(self, tools: list[Listed], next: ListNext) -> list[Listed]:
        renamed = [t for t in tools if t.renamed]  # named by the operator: kept as they are
        by_target = {(t.server, t.tool): t for t in tools if not t.renamed}
        exposed, self.warnings = expose(
            list(by_target),
            namespacing=self.settings.namespacing,
            separator=self.settings.separator,
            taken={t.name: (t.server, t.tool) for t in renamed},
        )
        for warning in self.warnings:
            log.warning("%s", warning)
        named = list(renamed)
        for name, target in exposed.items():
            listed = by_target[target]
            listed.name = name
            named.append(listed)
        return next(named)


def searched(settings: ProxySettings) -> bool:
    """Whether /mcp or any endpoint of `proxy.endpoints` finds tools by search."""
    return settings.discovery == "search" or any(
        endpoint.discovery == "search" for endpoint in settings.endpoints.values()
    )


class ToolTable:
    """One table, shared by the parts that read it and rebuilt in place by `rebuild`."""

    def __init__(self, cache: SchemaCache) -> None:
        self.cache = cache
        self.exposed: dict[str, tuple[str, str]] = {}
        """Exposed name -> (server, tool) of every tool clients may call."""
        self.withheld: dict[str, tuple[str, str, str]] = {}
        """Exposed name -> (server, tool, why calls are refused) of the tools held back."""
        self.listing: list[dict[str, Any]] = []
        """The tools as `tools/list` answers it, in a deterministic order (so clients' caches,
        and models' prompt caches, keep)."""
        self.name_warnings: list[str] = []
        self.definitions: DefinitionsStep | None = None
        """The content guard's list step, which keeps what it found between rebuilds (so each
        definition is scanned once, and each finding reported once)."""
        self.view_report = ViewReport()
        self.search = KeptIndex()
        """The search index of the exposed tools, kept in step with every rebuild (from the
        first search on, or from the start where a view searches) in a worker thread: see
        `searchable`."""
        self._indexed = False

    async def searchable(self) -> ToolIndex:
        """The search index holding the exposed tools as they are now: a refresh in progress
        (or one due after a rebuild) is awaited, never answered around; search it before the
        next await."""
        if not self._indexed:
            self._want_index()
        return await self.search.current()

    def _want_index(self) -> None:
        self._indexed = True
        self.search.want({d["name"]: d for d in self.listing},
                         {name: server for name, (server, _) in self.exposed.items()})

    def visible(self, allows: Callable[[str, str], bool]) -> list[dict[str, Any]]:
        """The listing of the tools whose (server, tool) `allows` lets through."""
        return [d for d in self.listing if allows(*self.exposed[d["name"]])]

    def entry(self, name: str) -> ToolEntry | None:
        """The cache entry of an exposed tool (None: no such tool, or not listed yet)."""
        target = self.exposed.get(name)
        return self.cache.get(*target) if target is not None else None

    def rebuild(
        self,
        servers: Mapping[str, ServerConfig],
        settings: ProxySettings,
        gate: ToolGate,
        source: str = "<config>",
    ) -> None:
        """Recompute the exposed tools from the cache (after a start or a list change)."""
        cache = self.cache
        names = NamesStep(settings)
        content = [self.definitions] if self.definitions is not None else []
        steps = ListPipeline(
            [
                ViewCheckStep(cache, servers, source, self.view_report),
                FilterStep(cache, servers),
                RenameStep(servers),
                names,
                DescribeStep(servers),
                GateStep(gate, cache, servers),
                FixedStep(cache, servers, source),
                *content,
            ]
        )
        listed = steps.run(listed_tools(cache, list(servers)))
        self.name_warnings = names.warnings
        served = sorted((t for t in listed if t.withheld is None), key=lambda t: t.name)
        self.exposed = {t.name: (t.server, t.tool) for t in served}
        self.withheld = {
            t.name: (t.server, t.tool, t.withheld) for t in listed if t.withheld is not None
        }
        self.listing = [{**t.definition, "name": t.name} for t in served]
        if self._indexed or searched(settings):
            self._want_index()  # indexed in a worker thread: the rebuild stays cheap
