"""The proxy: builds its parts and wires them; each part receives what it uses, and none holds
the proxy.

    session --its era's method table--> CallHandler / Catalog / Listeners / Methods --> Forwarder --> Upstream
    Upstream --on_message--> Proxy --> Forwarder / Catalog / Sessions (what servers send)
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio

from toolvet import __version__
from toolvet.cache import CacheChange, SchemaCache
from toolvet.config import Config, ServerConfig
from toolvet.constraints import ServerConstraints, constraints_from_config
from toolvet.content import warm_up
from toolvet.pipeline import (
    ContentGuard,
    DefinitionsStep,
    RateStore,
    Step,
    WebhookVerdicts,
    configured_steps,
    content_of,
    rate_limit_step,
    rate_store,
    same_store,
)
from toolvet.protocol import wire
from toolvet.proxy._endpoints import MAIN_PATH, endpoints
from toolvet.proxy._methods import Methods
from toolvet.proxy._reload import POLICY_SERVER_KEYS, changed_server_keys
from toolvet.proxy.calls import CallHandler, Discovery, session_of
from toolvet.proxy.catalog import Catalog, Findings, ToolGate, ToolTable, searched
from toolvet.proxy.forwarding import Bridge, Forwarder
from toolvet.proxy.identity import Access, Authenticator
from toolvet.proxy.observability import AuditLog, Metrics, ReloadStatus
from toolvet.proxy.sessions import Caching, DownstreamSession, Listeners, Sessions, SessionWiring
from toolvet.telemetry import TraceContextFilter, start_telemetry
from toolvet.upstream import Upstream, UpstreamError, Upstreams

log = logging.getLogger("toolvet.proxy")

# How long `run` waits for upstreams' first connection attempts before serving anyway.
STARTUP_WAIT = 30.0
# Notifications of a server that concern every client (a list changed).
LIST_CHANGES = frozenset(
    {"notifications/resources/list_changed", "notifications/prompts/list_changed"}
)


class Proxy:
    """Fronts the upstream servers of a config as one MCP server.

    `initialize`, `server/discover` and `tools/list` are answered here (tools from the
    SchemaCache); `tools/call` is validated, then forwarded under a fresh upstream id; the lists
    of resources and prompts are gathered from every upstream; everything else is routed to the
    one upstream it concerns, and requests servers send (sampling, elicitation, roots) go back to
    the client whose call caused them.
    """

    def __init__(
        self,
        config: Config,
        *,
        cache: SchemaCache | None = None,
        use_lock: bool = True,
        reconnect: bool = True,
    ) -> None:
        """`reconnect=False`: each server is tried once (a check, not a service)."""
        self.config = config
        settings = config.proxy
        self.use_lock = use_lock
        self.reconnect = reconnect
        self.cache = cache if cache is not None else SchemaCache()
        self.sessions = Sessions()
        self.reloads = ReloadStatus()
        self.metrics = Metrics(
            self.status, sessions=lambda: len(self.sessions), reloads=self.reloads
        )
        # The policy first: a step, a constraint or a lock file that cannot be used stops the
        # proxy before it starts.
        self.audit: AuditLog | None = None
        # The rate-limit counts outlive the pipeline: a reload that keeps the same store
        # (`same_store`) hands this one to the new pipeline, which counts on where it was.
        self.rate_store: RateStore = rate_store(
            settings.rate_limits, self.metrics.rate_limit_store_error
        )
        policy = self.prepare(config)
        self.steps = policy.steps
        for name, constraints in policy.constraints.items():
            self.cache.constrain(name, constraints)
        telemetry = settings.telemetry
        self.tracing = start_telemetry(
            telemetry.enabled,
            record_arguments=telemetry.record_arguments,
            validation_spans=telemetry.validation_spans,
            version=__version__,
        )
        self.audit = policy.audit
        self.gate = policy.gate
        self.tools = ToolTable(self.cache)
        """Set once the content guard's rules are compiled (see `run`)."""
        findings = Findings(self.metrics, self.audit)
        self.content = ContentGuard(content_of(self._server_config), findings)
        self.tools.definitions = DefinitionsStep(self.content, self.cache)
        self.webhook = self.tools.definitions.webhook = WebhookVerdicts(self.content)
        # Live: servers can be added, stopped or replaced while the proxy serves.
        self.upstreams = Upstreams(
            config.enabled_servers(), self._upstream, changed=self._servers_changed
        )
        self.authenticator = Authenticator(settings.auth) if settings.auth.required else None
        self.access = Access(settings.auth.access)
        self.listeners = Listeners()
        self.forwarder = Forwarder(self.sessions, self.tracing, settings.unbound_server_messages)
        self.forwarder.bridge = Bridge(
            self.forwarder, settings.bridge.state_key, settings.bridge.state_ttl
        )
        self.catalog = Catalog(
            self.upstreams,
            self.forwarder,
            self.sessions,
            self.listeners,
            settings,
            self.access,
            self.metrics,
            self.content,
        )
        self.methods = self._methods()
        self.wiring = self._wiring(self.methods)
        self.endpoints = endpoints(settings, self.wiring, self.authenticator)
        """/mcp and each path of `proxy.endpoints`, over the same upstreams (HTTP only)."""
        if self.tracing is not None:
            self.tracing.observe(self.metrics.families)

    def prepare(self, config: Config) -> Policy:
        """Everything of `config` that can be refused, built before anything of it is used: the
        operator's steps, the constraints, the lock file (the gate), the audit log (the one open
        now is kept while its settings stay; one opened here is closed if the rest is refused).
        Raises ConfigError naming the file and key, or OSError when the audit log cannot be
        opened."""
        steps = configured_steps(config)
        constraints = constraints_from_config(config)
        audit_log = self.audit
        if audit_log is None or self.config.proxy.audit != config.proxy.audit:
            audit_log = _audit_log(config)
        limits, store = config.proxy.rate_limits, self.rate_store
        try:
            gate = ToolGate(config, self.metrics, audit_log, use_lock=self.use_lock)
            if not same_store(self.config.proxy.rate_limits, limits):
                store = rate_store(limits, self.metrics.rate_limit_store_error)
        except BaseException:
            if audit_log is not None and audit_log is not self.audit:
                audit_log.close()
            raise
        return Policy(config, steps, constraints, audit_log, gate, store)

    def use(self, policy: Policy) -> None:
        """Serve the policy of a new config from the next request on: constraints, the gate (and
        lock), access rules, rate limits, the call pipeline, naming, each server's validation and
        tool filter (a rate-limit store left behind is the caller's to close).
        No await: requests see the old policy or the new one, never a mix; a call in flight
        finishes on the pipeline it started on. Upstreams are the reload's business."""
        config, settings = policy.config, policy.config.proxy
        for name in set(self.cache.servers()) | set(config.servers):
            if _constrain(self.config, name) != _constrain(config, name):  # else as they are
                self.cache.constrain(name, policy.constraints.get(name))
        if self.audit is not None and self.audit is not policy.audit:
            self.audit.close()  # a call in flight that still writes to it opens it for its line
        self.config, self.steps, self.audit = config, policy.steps, policy.audit
        self.gate = policy.gate
        self.content.observer = Findings(self.metrics, policy.audit)
        self.access.rules = list(settings.auth.access) if settings.auth.access is not None else None
        self.catalog.settings = settings
        self.rate_store = policy.rate_store
        rate_limits = rate_limit_step(settings.rate_limits, policy.rate_store, session_of)
        self.methods.calls.configure(settings.limits, policy.audit, policy.steps, rate_limits)
        for name, server in config.enabled_servers().items():
            running = self.upstreams.get(name)
            if running is not None and set(changed_server_keys(running.config, server)) <= (
                POLICY_SERVER_KEYS
            ):
                self.upstreams.configure(server)
        self.rebuild_tools()

    def _server_config(self, name: str) -> ServerConfig | None:
        """A server's config as it is now (servers change while the proxy serves)."""
        upstream = self.upstreams.get(name)
        return upstream.config if upstream is not None else None

    def _upstream(self, server: ServerConfig) -> Upstream:
        """The connection to one server of the config, reporting what it sends to the proxy."""
        settings = self.config.proxy
        return Upstream(
            server,
            self.cache,
            on_message=self._upstream_message,
            on_tools_changed=self._tools_changed,
            bounds=wire.server_bounds(settings.limits),
            token_store=settings.token_store,
            config_source=self.config.source,
            reconnect=self.reconnect,
        )

    def _methods(self) -> Methods:
        """The method tables of both eras, with the call handler behind `tools/call`."""
        settings = self.config.proxy
        calls = CallHandler(
            self.tools,
            self.upstreams,
            self.forwarder,
            limits=settings.limits,
            metrics=self.metrics,
            audit=self.audit,
            access=self.access,
            tracing=self.tracing,
            steps=self.steps,
            rate_limits=rate_limit_step(settings.rate_limits, self.rate_store, session_of),
            content=self.content,
        )
        discovery = None
        if searched(settings):
            discovery = Discovery(self.tools, self.access, calls, settings.always)
        return Methods(
            self.upstreams,
            self.tools,
            self.forwarder,
            calls,
            self.catalog,
            self.listeners,
            self.access,
            discovery,
            search_at_main=settings.discovery == "search",
        )

    def _wiring(self, methods: Methods) -> SessionWiring:
        """What every client session is connected to: the methods, the proxy's bookkeeping of
        sessions, metrics, result caching and tracing."""
        settings = self.config.proxy
        scope = settings.caching.scope or ("private" if settings.auth.required else "public")
        return SessionWiring(
            tables=methods.tables,
            unknown=methods.unknown,
            notified=methods.notification,
            answered=self.forwarder.client_answered,
            opened=self.sessions.add,
            closed=self._session_closed,
            metrics=self.metrics,
            caching=Caching(settings.caching.ttl_ms, scope),
            tracing=self.tracing,
        )

    async def run(
        self, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED
    ) -> None:
        """Start every upstream at once and keep them running; `task_status` fires once each has
        connected or failed (or STARTUP_WAIT passed): a server that is down does not hold up the rest."""
        if self.tracing is not None:
            for handler in logging.getLogger().handlers:
                handler.addFilter(TraceContextFilter(self.tracing))
        try:
            async with anyio.create_task_group() as group:
                # The guard first (milliseconds from its disk cache): a server's first attempt
                # is then what `started` reports, not a retry begun while the rules compiled.
                await self._warm_guard()
                await group.start(self.upstreams.run)
                with anyio.move_on_after(STARTUP_WAIT):
                    await self.upstreams.wait_first_attempts()
                await self.webhook.review(self.cache, list(self.upstreams))
                self.rebuild_tools()
                group.start_soon(self.tools.search.keep)  # indexes each change in a thread
                if searched(self.config.proxy):  # ready once the tools can be found
                    await self.tools.searchable()
                task_status.started()
        finally:
            with anyio.CancelScope(shield=True):
                await self.rate_store.aclose()
                await self.content.aclose()
                if self.tracing is not None:  # what is left goes out before the proxy ends
                    await anyio.to_thread.run_sync(self.tracing.shutdown)

    async def _warm_guard(self) -> None:
        """The content guard's rules loaded (or compiled, seconds, once per machine) in a worker
        thread, so that no listing or call waits for them on the event loop; skipped when no
        server scans."""
        policies = [s.content for s in self.config.enabled_servers().values()]
        if any(p.descriptions != "off" or p.results != "off" for p in policies):
            await anyio.to_thread.run_sync(warm_up)

    @property
    def auth_mode(self) -> str:
        """How clients authenticate over HTTP: none, token (static), oauth, or token+oauth."""
        return self.authenticator.mode if self.authenticator is not None else "none"

    @property
    def resource_metadata_url(self) -> str | None:
        """Where the protected resource metadata of /mcp is (with OAuth)."""
        return self.endpoints[MAIN_PATH].resource_metadata_url

    def resource_metadata(self) -> dict[str, Any] | None:
        """The OAuth 2.0 Protected Resource Metadata (RFC 9728) of /mcp, with OAuth."""
        return self.endpoints[MAIN_PATH].resource_metadata()

    def status(self) -> dict[str, Any]:
        return {
            name: {**upstream.status(), **self.gate.status(name)}
            for name, upstream in self.upstreams.items()
        }

    def rebuild_tools(self) -> None:
        """Recompute the exposed tools from the cache (after a start or a list change)."""
        servers = {name: upstream.config for name, upstream in self.upstreams.items()}
        self.tools.rebuild(servers, self.config.proxy, self.gate, self.config.source)

    async def _servers_changed(self, name: str, gone: Upstream) -> None:
        """The upstream under `name` was stopped or replaced (`gone`, the one that left): the
        tools are computed again, and clients told of what changed."""
        if name not in self.upstreams:
            self.cache.update(name, [])
        self.catalog.forget(name)
        before = dict(self.tools.exposed)
        self.rebuild_tools()
        if self.tools.exposed != before:
            await self.broadcast("notifications/tools/list_changed", None)
        for kind in ("resources", "prompts"):
            if kind in gone.capabilities:
                await self.broadcast(f"notifications/{kind}/list_changed", None)

    def views(self) -> dict[DownstreamSession, list[dict[str, Any]]]:
        """The tools each open session sees now, as its `tools/list` would answer (its endpoint,
        the access rules for the caller of its latest request that presented a token, and where
        it searches, what it pinned or found), to tell after a change whose list changed."""
        listing = self.methods.listing
        return {
            session: listing(session, session.rights or session.caller) for session in self.sessions
        }

    async def tell_changed_views(
        self, listing: list[dict[str, Any]], views: Mapping[DownstreamSession, list[Any]]
    ) -> int:
        """`notifications/tools/list_changed` to each session whose view changed since `views`
        (see `views`), and to the modern listeners when the listing is not `listing`; how many
        sessions were told."""
        method = "notifications/tools/list_changed"
        told = 0
        for session, view in self.views().items():
            if session in views and views[session] != view and session.takes_notifications:
                await session.notify(method, None)
                told += 1
        if self.tools.listing != listing:
            await self.listeners.changed(method, None)
        return told

    async def _session_closed(self, session: DownstreamSession) -> None:
        """Cancel upstream what a departed client left in flight, end its subscriptions, and
        answer what servers asked it."""
        self.sessions.discard(session)
        self.listeners.drop(session)
        await self.forwarder.session_closed(session)
        if self.tracing is not None and not session.modern:  # a modern "session" is one request
            self.tracing.session_ended(
                time.monotonic() - session.opened_at, session.transport, session.protocol_version
            )

    async def broadcast(self, method: str, params: dict[str, Any] | None) -> None:
        """A change notification to every legacy client and every modern listener that
        asked for its kind."""
        await self.sessions.notify_all(method, params)
        await self.listeners.changed(method, params)

    # -- what servers send on their own ------------------------------------------------------

    async def _upstream_message(
        self, upstream: Upstream, message: wire.Message, related: Any = None
    ) -> None:
        """What a server sent on its own; `related`: toolvet's request it came with, when the
        transport tells (what concerns a call goes to that call's client alone)."""
        if "id" in message:
            await self.forwarder.server_request(upstream, message, related)
            return
        method = message["method"]
        params = message.get("params") or {}
        if method == "notifications/progress":
            await self.forwarder.progress(params)
        elif method == "notifications/tools/list_changed":
            upstream.spawn(self._refresh, upstream)
        elif method in LIST_CHANGES:
            self.catalog.forget(upstream.name)
            await self.broadcast(method, message.get("params"))
        elif method == "notifications/resources/updated":
            await self.catalog.resource_updated(upstream, params)
        elif method == "notifications/message":
            data = {"logger": upstream.name, **params}
            await self.forwarder.server_notification(upstream, method, data, related)
        elif method == "notifications/subscriptions/acknowledged":
            log.debug("upstream %s acknowledged toolvet's subscription: %s", upstream.name, params)
        elif method == "notifications/cancelled":
            await self.forwarder.server_cancelled(upstream, params)
        else:  # a notification toolvet does not know may concern a call: it is routed as one
            await self.forwarder.server_notification(
                upstream, method, message.get("params"), related
            )

    async def _refresh(self, upstream: Upstream) -> None:
        try:
            await upstream.refresh_tools()
        except UpstreamError as exc:
            log.warning("refreshing the tools of %s failed: %s", upstream.name, exc)

    async def _tools_changed(self, upstream: Upstream, change: CacheChange) -> None:
        listed = len(self.cache.tools(upstream.name))
        if len(change.added) == listed and not change.removed:  # none was known before
            log.info("upstream %s: %d tools: %s", upstream.name, listed, ", ".join(change.added))
        else:
            log.info(
                "upstream %s changed its tools: added %s, removed %s, changed %s",
                upstream.name,
                list(change.added),
                list(change.removed),
                list(change.changed),
            )
        await self.webhook.review(self.cache, [upstream.name])
        self.rebuild_tools()
        await self.broadcast("notifications/tools/list_changed", None)


@dataclass(frozen=True)
class Policy:
    """What the proxy builds from a config and a reload builds again (see Proxy.prepare)."""

    config: Config
    steps: list[Step]
    constraints: dict[str, ServerConstraints]
    audit: AuditLog | None
    gate: ToolGate
    rate_store: RateStore
    """The proxy's own while the store's settings stay (its counts go on), else a new one."""


def _constrain(config: Config, server: str) -> dict[str, Any]:
    """A server's `tools.constrain` in `config` (empty when it has none, or is not there)."""
    found = config.servers.get(server)
    return found.tools.constrain if found is not None else {}


def _audit_log(config: Config) -> AuditLog | None:
    """The audit log proxy.audit asks for (its path relative to the config's folder), if any."""
    path = config.proxy.audit.path
    if path is None:
        return None
    if not path.is_absolute():
        path = (config.base_dir or Path.cwd()) / path
    return AuditLog(path, config.proxy.audit.redact)


__all__ = ["Policy", "Proxy"]
