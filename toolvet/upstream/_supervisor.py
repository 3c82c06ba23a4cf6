"""The upstreams a proxy runs, by name, for as long as it runs: one can be added, stopped once
its calls in flight are answered, or replaced, while the others serve on."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass, field

import anyio

from toolvet.config import ServerConfig
from toolvet.upstream._session import Upstream

log = logging.getLogger("toolvet.upstream")

# How long `replace` waits for the new server's first connection before switching to it anyway.
REPLACE_WAIT = 30.0

UpstreamFactory = Callable[[ServerConfig], Upstream]
"""Builds the connection to one server of the config (the proxy's, wired to it)."""
Changed = Callable[[str, Upstream], Awaitable[None]]
"""Told once the upstream under a name changed (added, replaced, stopped), with the one that left."""


@dataclass(eq=False)
class _Running:
    """One upstream's task: its cancel scope, and whether it has ended."""

    scope: anyio.CancelScope = field(default_factory=anyio.CancelScope)
    ended: anyio.Event = field(default_factory=anyio.Event)


class Upstreams(Mapping[str, Upstream]):
    """The running upstreams by name (a live mapping: what reads it sees the set of now).

    The upstreams run in a task group that lives as long as `run`; one added before `run`
    starts with the others. A stopped one takes no new requests (they are refused, saying it is
    being removed), its requests in flight are answered within the drain time, then it stops
    (a stdio server's process ends). A replaced one hands new requests to its successor once
    that one has connected or failed its first attempt (at most REPLACE_WAIT): the new config is
    what the operator asked for, so a successor that fails to start takes the name all the same
    and keeps trying, as any server down at start does, rather than the old one serving on
    under a config that no longer exists. The old one then drains and stops as above.
    """

    def __init__(
        self,
        servers: Mapping[str, ServerConfig],
        make: UpstreamFactory,
        *,
        changed: Changed,
    ) -> None:
        self._make = make
        self._changed = changed
        self._upstreams: dict[str, Upstream] = {name: make(s) for name, s in servers.items()}
        self._running: dict[Upstream, _Running] = {}
        self._group: anyio.abc.TaskGroup | None = None

    def __getitem__(self, name: str) -> Upstream:
        return self._upstreams[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._upstreams)

    def __len__(self) -> int:
        return len(self._upstreams)

    async def run(
        self, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED
    ) -> None:
        """Start every upstream, then hold them until cancelled (they stop with it);
        `task_status` fires once they are started, not connected (see `wait_first_attempts`)."""
        try:
            async with anyio.create_task_group() as group:
                self._group = group
                for upstream in self._upstreams.values():
                    self._start(upstream)
                task_status.started()
                await anyio.sleep_forever()
        finally:
            self._group = None

    async def wait_first_attempts(self) -> None:
        """Return once every upstream's first connection has succeeded or failed."""
        for upstream in list(self._upstreams.values()):
            await upstream.wait_first_attempt()

    def add(self, server: ServerConfig) -> Upstream:
        """Start the upstream of a server not running yet; clients hear of its tools once it has
        listed them (the upstream tells the proxy, as after any start)."""
        if server.name in self._upstreams:
            raise ValueError(
                f"server '{server.name}' is running already: replace it, or stop it first"
            )
        upstream = self._upstreams[server.name] = self._make(server)
        if self._group is not None:
            self._start(upstream)
        return upstream

    def configure(self, server: ServerConfig) -> None:
        """The running upstream of `server.name` takes `server` as its config, for what its
        connection does not depend on (its validation policy, its tool filter): no restart."""
        self._named(server.name).config = server

    async def stop(self, name: str, *, drain: float) -> None:
        """Stop the upstream `name`: from now on its tools are refused (it is being removed),
        its requests in flight have `drain` seconds to be answered, then it stops and leaves
        the mapping."""
        upstream = self._named(name)
        await self._retire(
            upstream,
            drain,
            f"it is being removed from toolvet's servers; its calls in flight finish first"
            f" (at most {drain:g} s), new ones are refused",
        )
        if self._upstreams.get(name) is upstream:
            del self._upstreams[name]
        await self._changed(name, upstream)

    async def replace(
        self, server: ServerConfig, *, drain: float, wait: float = REPLACE_WAIT
    ) -> Upstream:
        """Start the upstream of `server`'s new config beside the running one, hand it new
        requests once its first connection succeeded or failed (at most `wait`), then drain
        (at most `drain` seconds) and stop the old one."""
        old = self._named(server.name)
        new = self._make(server)
        if self._group is None:  # not running yet: nothing to drain
            self._upstreams[server.name] = new
            return new
        self._start(new)
        with anyio.move_on_after(wait):
            await new.wait_first_attempt()
        if not new.ready:
            log.warning(
                "upstream %s: the new config did not connect (%s); new calls go to it all the"
                " same while it keeps trying",
                server.name,
                new.last_error or f"not connected within {wait:g} s",
            )
        self._upstreams[server.name] = new
        await self._changed(server.name, old)
        await self._retire(
            old, drain, "it is being replaced by a new config; new calls go to the new one"
        )
        return new

    def _named(self, name: str) -> Upstream:
        upstream = self._upstreams.get(name)
        if upstream is None:
            running = ", ".join(sorted(self._upstreams)) or "none"
            raise KeyError(f"no server '{name}' is running (running: {running})")
        return upstream

    def _start(self, upstream: Upstream) -> None:
        assert self._group is not None
        running = self._running[upstream] = _Running()
        self._group.start_soon(self._hold, upstream, running, name=f"upstream {upstream.name}")

    async def _hold(self, upstream: Upstream, running: _Running) -> None:
        try:
            with running.scope:
                await upstream.run()
        finally:
            del self._running[upstream]
            running.ended.set()

    async def _retire(self, upstream: Upstream, drain: float, reason: str) -> None:
        """No new requests for `upstream`, `drain` seconds for those in flight, then stop it;
        what is still in flight then is answered with an error that says so."""
        upstream.retire(reason)
        with anyio.move_on_after(drain):
            await upstream.pending.settled()
        left = upstream.pending.for_clients
        if left:
            log.warning(
                "upstream %s: %d requests still in flight after %g s; they fail",
                upstream.name,
                left,
                drain,
            )
        # Answered here, not by the cancelled task: the clients waiting must be told.
        await upstream.pending.fail_all(
            f"server '{upstream.name}' was stopped before it answered (it was being removed"
            f" or replaced; the drain time of {drain:g} s ran out)"
        )
        running = self._running.get(upstream)
        if running is not None:
            running.scope.cancel()
            await running.ended.wait()
        log.info("upstream %s: stopped (%s)", upstream.name, reason)


__all__ = ["REPLACE_WAIT", "Upstreams"]
