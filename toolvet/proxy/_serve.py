"""Serve the proxy to clients: over stdio (desktop clients) or streamable HTTP at /mcp, with the
probes a balancer uses beside it."""

from __future__ import annotations

import functools
import logging
import signal
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import anyio
from mcp.server.transport_security import TransportSecuritySettings
from starlette.applications import Starlette
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from toolvet.protocol import wire
from toolvet.proxy._proxy import Proxy
from toolvet.proxy._reloader import Reloader
from toolvet.proxy._status import status_table
from toolvet.proxy.http import Replica, StreamableHttpEndpoint, probe_routes
from toolvet.proxy.sessions import DownstreamSession
from toolvet.proxy.stdio import stdio_streams

log = logging.getLogger("toolvet.proxy")


# On SIGTERM or SIGINT, how long calls in flight may take to finish before the proxy stops.
DRAIN_TIMEOUT = 10.0


async def serve_stdio(proxy: Proxy, *, watch: bool | None = None) -> None:
    """One client on stdin/stdout; ends when the client closes stdin, or on SIGTERM/SIGINT
    once the calls in flight are answered (at most DRAIN_TIMEOUT). Upstreams stop with it.
    SIGHUP reloads the config file, as does a change of it with `watch` (default
    `proxy.reload.watch`)."""
    async with anyio.create_task_group() as group:
        # SIGHUP is caught before the upstreams start: from now on it never ends the process.
        await _start_reloading(proxy, group, watch)
        await group.start(proxy.run)
        group.start_soon(_stop_on_signal, proxy, group.cancel_scope)
        waiting = "stdio: waiting for an MCP client on stdin (for HTTP: --transport http)"
        print(status_table(proxy, waiting), file=sys.stderr, flush=True)
        async with stdio_streams(wire.client_bounds(proxy.config.proxy.limits)) as (read, write):
            await DownstreamSession(proxy.wiring, write, transport="stdio").run(read)
        group.cancel_scope.cancel()


async def _stop_on_signal(proxy: Proxy, scope: anyio.CancelScope) -> None:
    with anyio.open_signal_receiver(signal.SIGTERM, signal.SIGINT) as signals:
        async for received in signals:
            log.info("%s: answering the calls in flight, then stopping", received.name)
            with anyio.move_on_after(DRAIN_TIMEOUT):
                while proxy.sessions.busy():
                    await anyio.sleep(0.05)
            scope.cancel()
            return


async def _start_reloading(proxy: Proxy, group: anyio.abc.TaskGroup, watch: bool | None) -> None:
    """Reload the config on SIGHUP (and on changes with `watch`), when it came from a file;
    returns once SIGHUP is caught and the file watched."""
    if not Path(proxy.config.source).is_file():
        return
    watching = proxy.config.proxy.reload.watch if watch is None else watch
    await group.start(functools.partial(Reloader(proxy).run, watch=watching))


def build_http_app(
    proxy: Proxy, *, host: str, port: int, replica: Replica | None = None
) -> ASGIApp:
    """The ASGI app: `/mcp` (streamable HTTP, Host/Origin checked) and the probes (`/livez`,
    `/readyz`, `/healthz`, `/metrics`: see toolvet.proxy.http._probes)."""
    return _build(proxy, host=host, port=port, replica=replica or Replica())[0]


def _build(
    proxy: Proxy,
    *,
    host: str,
    port: int,
    replica: Replica,
    reloading: bool = False,
    watch: bool | None = None,
) -> tuple[ASGIApp, list[StreamableHttpEndpoint]]:
    """The app and its endpoints (/mcp, then `proxy.endpoints`); with `reloading`, the config
    reloads on SIGHUP (and with `watch` on changes) while the app's lifespan lasts."""
    http = proxy.config.proxy.http
    security = TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=list(http.allowed_hosts),
        allowed_origins=list(http.allowed_origins),
    )
    # /mcp and each of proxy.endpoints: its own sessions over the proxy's upstreams.
    served = {
        path: StreamableHttpEndpoint(
            endpoint.wiring,
            proxy.tools,
            security,
            bounds=wire.client_bounds(proxy.config.proxy.limits),
            authenticator=endpoint.authenticator,
            resource_metadata=endpoint.resource_metadata_url,
            max_sessions=http.max_sessions,
            max_sessions_per_caller=http.max_sessions_per_caller,
            idle_timeout=http.session_idle_timeout,
            path=path,
        )
        for path, endpoint in proxy.endpoints.items()
    }

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with anyio.create_task_group() as group:
            if reloading:  # SIGHUP caught before the upstreams start
                await _start_reloading(proxy, group, watch)
            await group.start(proxy.run)
            for endpoint in served.values():
                await group.start(endpoint.run)
            urls = ", ".join(f"http://{host}:{port}{path}" for path in served)
            print(status_table(proxy, urls), file=sys.stderr, flush=True)
            yield
            group.cancel_scope.cancel()

    others = Starlette(routes=probe_routes(proxy, replica, security), lifespan=lifespan)
    # Starlette would answer `/healthz/` with a redirect to `/healthz` on the host the request
    # names: anywhere a client's Host header says. These paths are served as spelled, and
    # `/healthz/` is a 404.
    others.router.redirect_slashes = False

    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        # /mcp (and each endpoint) carries every message: it goes straight to its endpoint,
        # past Starlette's routing and middleware, which the other paths keep.
        endpoint = served.get(scope["path"].rstrip("/")) if scope["type"] == "http" else None
        if endpoint is not None:
            if replica.draining:
                send = _closing(send)
            await endpoint(scope, receive, send)
        else:
            await others(scope, receive, send)

    return app, list(served.values())


def _closing(send: Send) -> Send:
    """While a replica drains, its answers close their connections: a client behind a layer-4
    balancer (a Kubernetes Service) reconnects, and lands on a replica that stays."""

    async def closing_send(message: Message) -> None:
        if message["type"] == "http.response.start":
            message = {**message, "headers": [*message["headers"], (b"connection", b"close")]}
        await send(message)

    return closing_send


async def serve_http(
    proxy: Proxy,
    *,
    host: str,
    port: int,
    drain_seconds: float | None = None,
    watch: bool | None = None,
) -> None:
    """Serve until SIGTERM/SIGINT; then drain (`drain_seconds`, default
    `proxy.http.drain_seconds`): fail /readyz, keep serving, then stop (see DrainingServer).
    Each connection is held to the deadlines and bounds of `proxy.http` (see HttpProtocol).
    SIGHUP reloads the config file, as does a change of it with `watch` (default
    `proxy.reload.watch`)."""
    import uvicorn

    from toolvet.proxy.http import DrainingServer, HttpProtocol

    replica = Replica()
    app, endpoints = _build(
        proxy, host=host, port=port, replica=replica, reloading=True, watch=watch
    )
    config = uvicorn.Config(
        app,
        host=host,
        port=port,
        log_config=None,
        log_level="warning",
        lifespan="on",
        http=HttpProtocol.serving(proxy.config.proxy.http),
        # uvicorn declares whole seconds for these two but passes them to asyncio, which takes
        # any number of seconds.
        timeout_keep_alive=proxy.config.proxy.http.keep_alive_timeout,  # type: ignore[arg-type]
        server_header=False,
        # Its access log, which would format a line for every message only for the level to drop it.
        access_log=False,
        # Nothing reads the client's address: X-Forwarded-* need not be parsed on every request.
        proxy_headers=False,
        timeout_graceful_shutdown=DRAIN_TIMEOUT,  # type: ignore[arg-type]
    )

    async def end_streams() -> None:
        await proxy.listeners.end_all()
        for endpoint in endpoints:
            endpoint.end_streams()

    drain = proxy.config.proxy.http.drain_seconds if drain_seconds is None else drain_seconds
    await DrainingServer(
        config, replica=replica, drain_seconds=drain, end_streams=end_streams
    ).serve()
