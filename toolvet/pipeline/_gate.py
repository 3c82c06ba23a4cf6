"""Which upstream tools are withheld: definitions that drifted from the lock file, and
constraints that cannot apply. Shared by both front doors; what a finding is reported to is each
one's own (`GateObserver`)."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from toolvet.config import Config, ConfigError
from toolvet.lock import Drift, Lock, LockError

if TYPE_CHECKING:
    from toolvet.cache import SchemaCache
    from toolvet.config import ServerConfig

log = logging.getLogger("toolvet.pipeline")


class GateObserver(Protocol):
    """Told of each new finding once (the proxy counts and audits them)."""

    def drifted(self, drift: Drift, action: str) -> None: ...

    def constraint_error(self, server: str, problem: str) -> None: ...


class ToolGate:
    """Reviews every server's tools whenever they are (re)listed: against the lock file, when
    there is one, and for constraint problems. Each new finding is logged and reported once;
    `reason` says why a tool is withheld, `split` keeps withheld tools out of a list."""

    def __init__(
        self, config: Config, observer: GateObserver | None = None, *, use_lock: bool = True
    ) -> None:
        settings = config.proxy.lock
        self.config = config
        self.path: Path = settings.resolve(config.source, config.base_dir)
        self.on_change = settings.on_change
        self.observer = observer
        self.lock: Lock | None = None
        if not use_lock:
            pass  # `toolvet lock` itself: whatever the file holds is about to be replaced
        elif self.path.exists():
            try:
                self.lock = Lock.load(self.path)
            except LockError as exc:
                raise ConfigError(str(exc), source=config.source) from None
        elif settings.path is not None:
            raise ConfigError(
                f"{config.source}: proxy.lock.path: the lock file {str(self.path)!r} does not exist;"
                f" write it with `toolvet lock --config {config.source}`",
                source=config.source,
            )
        self.drift: dict[str, dict[str, Drift]] = {}
        self.problems: dict[str, list[str]] = {}

    def review(self, cache: SchemaCache, servers: Mapping[str, ServerConfig]) -> None:
        """Check the listed tools of `servers` (name -> ServerConfig) as the cache has them now."""
        for server, server_config in servers.items():
            if server not in cache.servers():
                continue  # never listed yet: nothing to compare
            problems = cache.constraint_problems(server)
            for problem in problems:
                if problem not in self.problems.get(server, []):
                    log.error("%s", problem)
                    if self.observer is not None:
                        self.observer.constraint_error(server, problem)
            self.problems[server] = problems
            if self.lock is None:
                continue
            tools = {
                e.name: e.definition for e in cache.tools(server) if server_config.exposes(e.name)
            }
            found = {d.tool: d for d in self.lock.compare(server, tools)}
            before = self.drift.get(server, {})
            for tool, drift in found.items():
                if before.get(tool) != drift:
                    self._report(drift)
            self.drift[server] = found

    def _report(self, drift: Drift) -> None:
        action = "reported" if drift.change == "removed" else "withheld"
        if self.on_change == "warn" and drift.change != "removed":
            action = "served (on_change: warn)"
        log.warning("lock %s: %s; %s", self.path.name, drift.describe(), action)
        if self.observer is not None:
            self.observer.drifted(drift, action)

    def reason(self, cache: SchemaCache, name: str, server: str, tool: str) -> str | None:
        """Why the tool exposed as `name` is withheld, as its callers read it; None if served."""
        entry = cache.get(server, tool)
        if entry is not None and entry.constraint_error is not None:
            return (
                f"Tool '{name}' is withheld by toolvet: the operator's constraint for it cannot"
                f" apply ({entry.constraint_error}). It can be called again once the configuration"
                " is fixed."
            )
        drift = self.drift.get(server, {}).get(tool)
        if drift is None or drift.change == "removed" or self.on_change != "block":
            return None
        what = (
            "it is not in the lock file"
            if drift.change == "added"
            else f"its definition changed since the lock file was written ({', '.join(drift.fields)})"
        )
        return (
            f"Tool '{name}' is withheld by toolvet: {what}. An operator can review the change"
            f" with `toolvet check --config {self.config.source}` and accept it with"
            f" `toolvet lock --config {self.config.source}` ({self.path.name})."
        )

    def split(
        self, cache: SchemaCache, tools: dict[str, tuple[str, str]]
    ) -> tuple[dict[str, tuple[str, str]], dict[str, tuple[str, str, str]]]:
        """(the tools to serve, the withheld ones with the reason each call is refused)."""
        served: dict[str, tuple[str, str]] = {}
        withheld: dict[str, tuple[str, str, str]] = {}
        for name, (server, tool) in tools.items():
            reason = self.reason(cache, name, server, tool)
            if reason is None:
                served[name] = (server, tool)
            else:
                withheld[name] = (server, tool, reason)
        return served, withheld

    def status(self, server: str) -> dict[str, Any]:
        """What /healthz shows for a server: drift from the lock and constraint problems."""
        info: dict[str, Any] = {}
        if self.lock is not None:
            info["drift"] = [d.to_dict() for d in self.drift.get(server, {}).values()]
        if self.problems.get(server):
            info["constraint_errors"] = list(self.problems[server])
        return info
