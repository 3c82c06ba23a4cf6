"""The steps of the tool list: which listed tools are offered (the servers' `tools` filters),
under which names, and which are withheld (constraints that cannot apply, drift from the lock)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from toolvet.pipeline._gate import ToolGate

if TYPE_CHECKING:
    from toolvet.cache import SchemaCache
    from toolvet.config import ServerConfig

log = logging.getLogger("toolvet.pipeline")


@dataclass(slots=True)
class Listed:
    """One upstream tool on its way into the list: its server, its name there, the name it is
    offered under, why it is withheld (None: it is served), and the definition clients see
    (the upstream's with constraints, then the operator's view: description, fixed arguments)."""

    server: str
    tool: str
    name: str
    withheld: str | None = None
    definition: Mapping[str, Any] = field(default_factory=dict)
    renamed: bool = False
    """Named by the operator (`tools.rename`): the front door's namespacing leaves the name."""
    problems: list[str] = field(default_factory=list)
    """What of the operator's view cannot apply to the tool (it is then withheld)."""


ListNext = Callable[[list[Listed]], list[Listed]]


class ListStep(Protocol):
    """One concern of the tool list: `(tools, next) -> tools`, as a call's step."""

    def __call__(self, tools: list[Listed], next: ListNext) -> list[Listed]: ...


def _done(tools: list[Listed]) -> list[Listed]:
    return tools


class ListPipeline:
    """List steps composed once; `run(tools)` passes a (re)listing through them."""

    def __init__(self, steps: Sequence[ListStep]) -> None:
        self.steps = tuple(steps)
        chain: ListNext = _done
        for step in reversed(self.steps):
            chain = _bind(step, chain)
        self.run: ListNext = chain


def _bind(step: ListStep, next: ListNext) -> ListNext:
    return lambda tools: step(tools, next)


class FilterStep:
    """Only the tools each server's `tools` filter exposes, and no tool whose definition a
    client must leave out (an unusable header mapping)."""

    def __init__(self, cache: SchemaCache, servers: Mapping[str, ServerConfig]) -> None:
        self.cache = cache
        self.servers = servers

    def __call__(self, tools: list[Listed], next: ListNext) -> list[Listed]:
        kept = []
        for listed in tools:
            server = self.servers.get(listed.server)
            if server is None or not server.exposes(listed.tool):
                continue
            entry = self.cache.get(listed.server, listed.tool)
            if entry is not None and entry.header_problem is not None:
                # The spec obliges clients to leave such a tool out; so does toolvet.
                log.warning(
                    "tool %s of %s is not offered: %s",
                    listed.tool,
                    listed.server,
                    entry.header_problem,
                )
                continue
            kept.append(listed)
        return next(kept)


class GateStep:
    """Withholds the tools the gate finds drifted from the lock (`on_change: block`) or whose
    constraint cannot apply; each is marked with why its calls are refused."""

    def __init__(
        self, gate: ToolGate, cache: SchemaCache, servers: Mapping[str, ServerConfig]
    ) -> None:
        self.gate = gate
        self.cache = cache
        self.servers = servers

    def __call__(self, tools: list[Listed], next: ListNext) -> list[Listed]:
        self.gate.review(self.cache, self.servers)
        for listed in tools:
            listed.withheld = self.gate.reason(self.cache, listed.name, listed.server, listed.tool)
        return next(tools)


def listed_tools(cache: SchemaCache, servers: Sequence[str]) -> list[Listed]:
    """Every tool the cache holds of `servers`, named as upstream (a naming step may rename)."""
    return [
        Listed(server, e.name, e.name, definition=e.exposed_definition)
        for server in servers
        for e in cache.tools(server)
    ]
